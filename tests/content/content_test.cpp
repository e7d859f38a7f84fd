// The shipped content: decks of every side and year, and the battles.
#include "data/battle_file.h"
#include "lite/game.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

using namespace guidon;

namespace {
sim::Library library() {
    sim::Library lib;
    data::Problems p;
    bool ok = sim::loadLibrary(GUIDON_SOURCE_ROOT, lib, p);
    REQUIRE_MESSAGE(ok, p.str());
    return lib;
}

struct Counts {
    int units = 0, bases = 0, batteries = 0;
};

Counts count(const lite::Battle& b, core::Side side) {
    Counts c;
    for (const auto& u : b.units) {
        if (u.side != side) continue;
        ++c.units;
        c.bases += u.bases;
        c.batteries += u.type == lite::UnitType::Artillery ? 1 : 0;
    }
    return c;
}

lite::Battle battle(const sim::Library& lib, const std::string& name) {
    lite::Battle b;
    data::Problems p;
    bool ok = data::loadBattle(lib.root + "/maps/" + name, lib.terrain, b, p);
    REQUIRE_MESSAGE(ok, p.str());
    return b;
}
} // namespace

TEST_CASE("LL-CARD-1 shipped decks: 30 to 35 cards for each side in every year 1861-1865, as the "
          "published game's") {
    sim::Library lib = library();
    for (int year = 1861; year <= 1865; ++year) {
        for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
            auto deck = lite::deckFor(lib.cards, side, year);
            CAPTURE(year);
            CAPTURE(lite::nameOf(side));
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
    sim::Library lib = library();
    auto national = [&](core::Side side, int year) {
        auto deck = lite::deckFor(lib.cards, side, year);
        return std::count_if(deck.begin(), deck.end(),
                             [&](int d) { return lib.cards[d].nation != lite::Nation::Neutral; });
    };
    using core::Side;
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
const lite::CardDef& named(const sim::Library& lib, const std::string& id) {
    auto it = std::find_if(lib.cards.begin(), lib.cards.end(),
                           [&](const lite::CardDef& c) { return c.id == id; });
    REQUIRE_MESSAGE(it != lib.cards.end(), id);
    return *it;
}
} // namespace

TEST_CASE("named cards: Pinkerton is a red-banner Confederate interrupt turning a Federal combat "
          "phase into a pass") {
    sim::Library lib = library();
    const lite::CardDef& c = named(lib, "pinkerton");
    CHECK(c.nation == lite::Nation::Confederate);
    CHECK(c.interrupt);
    CHECK(c.banner == lite::Banner::Red);
    CHECK(c.effect.kind == lite::EffectKind::PhaseBecomesPass);
    CHECK(c.effect.phase == lite::Phase::Combat);
    CHECK(c.effect.against == lite::Nation::Federal);
}

TEST_CASE("named cards: Quickstep, Rebel Yell, Old Rivals and Obsolete Muskets keep the effects "
          "RULINGS gives them") {
    sim::Library lib = library();
    const lite::CardDef& quick = named(lib, "quickstep");
    CHECK(quick.nation == lite::Nation::Neutral);
    CHECK(quick.symbol == lite::Phase::Movement);
    CHECK(quick.effect.kind == lite::EffectKind::AllowanceBonus);
    CHECK(quick.effect.amount == 2);
    const lite::CardDef& yell = named(lib, "rebel-yell");
    CHECK(yell.nation == lite::Nation::Confederate);
    CHECK(yell.symbol == lite::Phase::Combat);
    CHECK(yell.effect.kind == lite::EffectKind::EnemyMustReroll);
    CHECK(yell.effect.role == lite::Role::Defence);
    const lite::CardDef& rivals = named(lib, "old-rivals");
    CHECK(rivals.interrupt);
    CHECK(rivals.effect.kind == lite::EffectKind::UnitMayNotMove);
    CHECK(rivals.effect.phase == lite::Phase::Movement);
    const lite::CardDef& muskets = named(lib, "obsolete-muskets");
    CHECK(muskets.interrupt);
    CHECK(muskets.effect.kind == lite::EffectKind::ToHitModifier);
    CHECK(muskets.effect.phase == lite::Phase::Fire);
    CHECK(muskets.effect.amount == -1);
    CHECK(muskets.inYear(1861));
    CHECK_FALSE(muskets.inYear(1865)); // early-war years only
    // Each is in both decks of every year it has (Rebel Yell: the Confederate's).
    for (int year = 1861; year <= 1865; ++year)
        for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
            auto deck = lite::deckFor(lib.cards, side, year);
            auto holds = [&](const lite::CardDef& c) {
                return std::any_of(deck.begin(), deck.end(),
                                   [&](int d) { return lib.cards[d].id == c.id; });
            };
            CAPTURE(year);
            CHECK(holds(quick));
            CHECK(holds(rivals));
            CHECK(holds(yell) == (side == core::Side::Confederate));
            CHECK(holds(muskets) == muskets.inYear(year));
        }
}

namespace {
// `p` turned half round about the table's centre.
core::Vec2 mirrored(const lite::Battle& b, core::Vec2 p) {
    return {b.width - p.x, b.height - p.y};
}

bool samePoints(std::vector<core::Vec2> a, std::vector<core::Vec2> b) {
    auto less = [](core::Vec2 p, core::Vec2 q) { return p.x != q.x ? p.x < q.x : p.y < q.y; };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i].x - b[i].x) > 1e-9 || std::abs(a[i].y - b[i].y) > 1e-9) return false;
    return true;
}
} // namespace

TEST_CASE("Equal Forces, the battle docs/cards.md measures the decks on, is its own mirror") {
    sim::Library lib = library();
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::loadBattle(lib.root + "/tests/content/equal_forces.xml", lib.terrain, b, p), p.str());
    auto turned = [&](std::vector<core::Vec2> pts) {
        for (core::Vec2& q : pts)
            q = mirrored(b, q);
        return pts;
    };
    CHECK(b.features.size() >= 8);
    for (const lite::TerrainFeature& f : b.features) {
        CAPTURE(f.name);
        CHECK(std::any_of(b.features.begin(), b.features.end(), [&](const lite::TerrainFeature& g) {
            return g.shape == f.shape && g.type == f.type && g.width == f.width &&
                   samePoints(g.points, turned(f.points)) && samePoints(g.crest, turned(f.crest));
        }));
    }
    REQUIRE(b.zones.size() == 2);
    CHECK(b.zones[0].side != b.zones[1].side);
    CHECK(samePoints(b.zones[1].points, turned(b.zones[0].points)));
    Counts fed = count(b, core::Side::Federal), reb = count(b, core::Side::Confederate);
    CHECK(fed.bases == 35);
    CHECK(reb.bases == 35);
    for (const lite::UnitSetup& u : b.units) {
        CAPTURE(u.id);
        core::Vec2 at = mirrored(b, u.front);
        CHECK(std::any_of(b.units.begin(), b.units.end(), [&](const lite::UnitSetup& w) {
            double turn = std::fmod(std::abs(w.facing - u.facing), 360.0);
            return w.side != u.side && w.type == u.type && w.bases == u.bases &&
                   w.files == u.files && std::abs(w.front.x - at.x) < 1e-9 &&
                   std::abs(w.front.y - at.y) < 1e-9 && std::abs(turn - 180.0) < 1e-9;
        }));
    }
    auto state = lite::newGame(lite::makeSetup(b, lib.cards), 1, {});
    CHECK(!state.over);
}

TEST_CASE("shipped battles: a small, a medium and a large one of real size") {
    sim::Library lib = library();
    SUBCASE("small: about 16 bases a side") {
        lite::Battle b = battle(lib, "brawner_farm.xml");
        for (core::Side s : {core::Side::Federal, core::Side::Confederate}) {
            Counts c = count(b, s);
            CHECK(c.bases >= 12);
            CHECK(c.bases <= 20);
        }
    }
    SUBCASE("medium, the default: about 35 bases a side") {
        lite::Battle b = battle(lib, "cornfield.xml");
        CHECK(sim::defaultBattlePath(lib.root) == lib.root + "/maps/cornfield.xml");
        for (core::Side s : {core::Side::Federal, core::Side::Confederate}) {
            Counts c = count(b, s);
            CHECK(c.bases >= 30);
            CHECK(c.bases <= 40);
        }
    }
    SUBCASE("large: about 80 bases a side, three batteries a side") {
        lite::Battle b = battle(lib, "big_round_top.xml");
        for (core::Side s : {core::Side::Federal, core::Side::Confederate}) {
            Counts c = count(b, s);
            CHECK(c.bases >= 70);
            CHECK(c.bases <= 90);
            CHECK(c.batteries == 3);
        }
    }
}

TEST_CASE("every shipped battle starts a game, and the terrain is varied") {
    sim::Library lib = library();
    for (const char* name : {"brawner_farm.xml", "cornfield.xml", "big_round_top.xml"}) {
        CAPTURE(name);
        lite::Battle b = battle(lib, name);
        std::vector<std::string> kinds;
        for (const auto& f : b.features)
            kinds.push_back(b.terrainTypes[static_cast<std::size_t>(f.type)].id);
        std::sort(kinds.begin(), kinds.end());
        kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
        CHECK(kinds.size() >= 4);
        CHECK(!b.description.empty());
        auto state = lite::newGame(lite::makeSetup(b, lib.cards), 1, {});
        CHECK(state.shatteredPoint > 0);
        CHECK(!state.over);
    }
}
