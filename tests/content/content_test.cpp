// The shipped content: decks of every side and year, and the battles.
#include "data/battle_file.h"
#include "data/session.h"
#include "rules/game.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

using namespace guidon;

namespace {
data::Library library() {
    data::Library lib;
    data::Problems p;
    bool ok = data::loadLibrary(GUIDON_SOURCE_ROOT, lib, p);
    REQUIRE_MESSAGE(ok, p.str());
    return lib;
}

struct Counts {
    int units = 0, bases = 0, batteries = 0;
};

Counts count(const rules::Battle& b, rules::Side side) {
    Counts c;
    for (const auto& u : b.units) {
        if (u.side != side) continue;
        ++c.units;
        c.bases += u.bases;
        c.batteries += u.type == rules::UnitType::Artillery ? 1 : 0;
    }
    return c;
}

rules::Battle battle(const data::Library& lib, const std::string& name) {
    rules::Battle b;
    data::Problems p;
    bool ok = data::loadBattle(lib.root + "/maps/" + name, lib.terrain, b, p);
    REQUIRE_MESSAGE(ok, p.str());
    return b;
}
} // namespace

TEST_CASE("LL-CARD-1 shipped decks: 30 to 35 cards for each side in every year 1861-1865, as the "
          "published game's") {
    data::Library lib = library();
    for (int year = 1861; year <= 1865; ++year) {
        for (rules::Side side : {rules::Side::Federal, rules::Side::Confederate}) {
            auto deck = rules::deckFor(lib.cards, side, year);
            CAPTURE(year);
            CAPTURE(rules::nameOf(side));
            CHECK(deck.size() >= 30);
            CHECK(deck.size() <= 35);
            // Morale values are spread: every value 0-3 occurs in every deck.
            for (int m = 0; m <= 3; ++m)
                CHECK(std::any_of(deck.begin(), deck.end(),
                                  [&](int d) { return lib.cards[d].morale == m; }));
        }
    }
}

TEST_CASE("LL-CARD-1 the war's arc: more Confederate national cards in 1861-62, even in 1863, more "
          "Federal in 1864-65") {
    data::Library lib = library();
    auto national = [&](rules::Side side, int year) {
        auto deck = rules::deckFor(lib.cards, side, year);
        return std::count_if(deck.begin(), deck.end(),
                             [&](int d) { return lib.cards[d].nation != rules::Nation::Neutral; });
    };
    using rules::Side;
    for (int year : {1861, 1862}) {
        CAPTURE(year);
        CHECK(national(Side::Confederate, year) > national(Side::Federal, year));
    }
    CHECK(national(Side::Confederate, 1863) == national(Side::Federal, 1863));
    for (int year : {1864, 1865}) {
        CAPTURE(year);
        CHECK(national(Side::Federal, year) > national(Side::Confederate, year));
    }
}

namespace {
const rules::CardDef& named(const data::Library& lib, const std::string& id) {
    auto it = std::find_if(lib.cards.begin(), lib.cards.end(),
                           [&](const rules::CardDef& c) { return c.id == id; });
    REQUIRE_MESSAGE(it != lib.cards.end(), id);
    return *it;
}
} // namespace

TEST_CASE("named cards: Pinkerton is a red-banner Confederate interrupt turning a Federal combat "
          "phase into a pass") {
    data::Library lib = library();
    const rules::CardDef& c = named(lib, "pinkerton");
    CHECK(c.nation == rules::Nation::Confederate);
    CHECK(c.interrupt);
    CHECK(c.banner == rules::Banner::Red);
    CHECK(c.effect.kind == rules::EffectKind::PhaseBecomesPass);
    CHECK(c.effect.phase == rules::Phase::Combat);
    CHECK(c.effect.against == rules::Nation::Federal);
}

TEST_CASE("named cards: Quickstep, Rebel Yell, Old Rivals and Obsolete Muskets keep the effects "
          "RULINGS gives them") {
    data::Library lib = library();
    const rules::CardDef& quick = named(lib, "quickstep");
    CHECK(quick.nation == rules::Nation::Neutral);
    CHECK(quick.symbol == rules::Phase::Movement);
    CHECK(quick.effect.kind == rules::EffectKind::AllowanceBonus);
    CHECK(quick.effect.amount == 2);
    const rules::CardDef& yell = named(lib, "rebel-yell");
    CHECK(yell.nation == rules::Nation::Confederate);
    CHECK(yell.symbol == rules::Phase::Combat);
    CHECK(yell.effect.kind == rules::EffectKind::EnemyMustReroll);
    CHECK(yell.effect.role == rules::Role::Defence);
    const rules::CardDef& rivals = named(lib, "old-rivals");
    CHECK(rivals.interrupt);
    CHECK(rivals.effect.kind == rules::EffectKind::UnitMayNotMove);
    CHECK(rivals.effect.phase == rules::Phase::Movement);
    const rules::CardDef& muskets = named(lib, "obsolete-muskets");
    CHECK(muskets.interrupt);
    CHECK(muskets.effect.kind == rules::EffectKind::ToHitModifier);
    CHECK(muskets.effect.phase == rules::Phase::Fire);
    CHECK(muskets.effect.amount == -1);
    CHECK(muskets.inYear(1861));
    CHECK_FALSE(muskets.inYear(1865)); // early-war years only
    // Each is in both decks of every year it has (Rebel Yell: the Confederate's).
    for (int year = 1861; year <= 1865; ++year)
        for (rules::Side side : {rules::Side::Federal, rules::Side::Confederate}) {
            auto deck = rules::deckFor(lib.cards, side, year);
            auto holds = [&](const rules::CardDef& c) {
                return std::any_of(deck.begin(), deck.end(),
                                   [&](int d) { return lib.cards[d].id == c.id; });
            };
            CAPTURE(year);
            CHECK(holds(quick));
            CHECK(holds(rivals));
            CHECK(holds(yell) == (side == rules::Side::Confederate));
            CHECK(holds(muskets) == muskets.inYear(year));
        }
}

namespace {
// `p` turned half round about the table's centre.
rules::Vec2 mirrored(const rules::Battle& b, rules::Vec2 p) {
    return {b.width - p.x, b.height - p.y};
}

bool samePoints(std::vector<rules::Vec2> a, std::vector<rules::Vec2> b) {
    auto less = [](rules::Vec2 p, rules::Vec2 q) { return p.x != q.x ? p.x < q.x : p.y < q.y; };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i].x - b[i].x) > 1e-9 || std::abs(a[i].y - b[i].y) > 1e-9) return false;
    return true;
}
} // namespace

TEST_CASE("Equal Forces, the battle docs/cards.md measures the decks on, is its own mirror") {
    data::Library lib = library();
    rules::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::loadBattle(lib.root + "/tests/content/equal_forces.xml", lib.terrain, b, p), p.str());
    auto turned = [&](std::vector<rules::Vec2> pts) {
        for (rules::Vec2& q : pts)
            q = mirrored(b, q);
        return pts;
    };
    CHECK(b.features.size() >= 8);
    for (const rules::TerrainFeature& f : b.features) {
        CAPTURE(f.name);
        CHECK(
            std::any_of(b.features.begin(), b.features.end(), [&](const rules::TerrainFeature& g) {
                return g.shape == f.shape && g.type == f.type && g.width == f.width &&
                       samePoints(g.points, turned(f.points)) &&
                       samePoints(g.crest, turned(f.crest));
            }));
    }
    REQUIRE(b.zones.size() == 2);
    CHECK(b.zones[0].side != b.zones[1].side);
    CHECK(samePoints(b.zones[1].points, turned(b.zones[0].points)));
    Counts fed = count(b, rules::Side::Federal), reb = count(b, rules::Side::Confederate);
    CHECK(fed.bases == 35);
    CHECK(reb.bases == 35);
    for (const rules::UnitSetup& u : b.units) {
        CAPTURE(u.id);
        rules::Vec2 at = mirrored(b, u.front);
        CHECK(std::any_of(b.units.begin(), b.units.end(), [&](const rules::UnitSetup& w) {
            double turn = std::fmod(std::abs(w.facing - u.facing), 360.0);
            return w.side != u.side && w.type == u.type && w.bases == u.bases &&
                   w.files == u.files && std::abs(w.front.x - at.x) < 1e-9 &&
                   std::abs(w.front.y - at.y) < 1e-9 && std::abs(turn - 180.0) < 1e-9;
        }));
    }
    auto state = rules::newGame(rules::makeSetup(b, lib.cards), 1, {});
    CHECK(!state.over);
}

TEST_CASE("shipped battles: a small, a medium and a large one of real size") {
    data::Library lib = library();
    SUBCASE("small: about 16 bases a side") {
        rules::Battle b = battle(lib, "brawner_farm.xml");
        for (rules::Side s : {rules::Side::Federal, rules::Side::Confederate}) {
            Counts c = count(b, s);
            CHECK(c.bases >= 12);
            CHECK(c.bases <= 20);
        }
    }
    SUBCASE("medium, the default: about 35 bases a side") {
        rules::Battle b = battle(lib, "cornfield.xml");
        CHECK(data::defaultBattlePath(lib.root) == lib.root + "/maps/cornfield.xml");
        for (rules::Side s : {rules::Side::Federal, rules::Side::Confederate}) {
            Counts c = count(b, s);
            CHECK(c.bases >= 30);
            CHECK(c.bases <= 40);
        }
    }
    SUBCASE("large: about 80 bases a side, three batteries a side") {
        rules::Battle b = battle(lib, "big_round_top.xml");
        for (rules::Side s : {rules::Side::Federal, rules::Side::Confederate}) {
            Counts c = count(b, s);
            CHECK(c.bases >= 70);
            CHECK(c.bases <= 90);
            CHECK(c.batteries == 3);
        }
    }
}

TEST_CASE("every shipped battle starts a game, and the terrain is varied") {
    data::Library lib = library();
    for (const char* name : {"brawner_farm.xml", "cornfield.xml", "big_round_top.xml"}) {
        CAPTURE(name);
        rules::Battle b = battle(lib, name);
        std::vector<std::string> kinds;
        for (const auto& f : b.features)
            kinds.push_back(b.terrainTypes[static_cast<std::size_t>(f.type)].id);
        std::sort(kinds.begin(), kinds.end());
        kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
        CHECK(kinds.size() >= 4);
        CHECK(!b.description.empty());
        auto state = rules::newGame(rules::makeSetup(b, lib.cards), 1, {});
        CHECK(state.shatteredPoint > 0);
        CHECK(!state.over);
    }
}
