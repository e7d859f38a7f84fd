// The shipped content: decks of every side and year, and the battles.
#include "data/battle_file.h"
#include "data/session.h"
#include "rules/game.h"

#include <doctest/doctest.h>

#include <algorithm>

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

TEST_CASE("LL-CARD-1 shipped decks: at least 40 cards for each side in every year 1861-1865") {
    data::Library lib = library();
    for (int year = 1861; year <= 1865; ++year) {
        for (rules::Side side : {rules::Side::Federal, rules::Side::Confederate}) {
            auto deck = rules::deckFor(lib.cards, side, year);
            CAPTURE(year);
            CAPTURE(rules::nameOf(side));
            CHECK(deck.size() >= 40);
            // Morale values are spread: every value 0-3 occurs in every deck.
            for (int m = 0; m <= 3; ++m)
                CHECK(std::any_of(deck.begin(), deck.end(), [&](int d) { return lib.cards[d].morale == m; }));
        }
    }
}

TEST_CASE("named cards: Pinkerton is a red-banner Confederate interrupt turning a Federal combat phase into a pass") {
    data::Library lib = library();
    auto it = std::find_if(lib.cards.begin(), lib.cards.end(), [](const rules::CardDef& c) { return c.id == "pinkerton"; });
    REQUIRE(it != lib.cards.end());
    CHECK(it->nation == rules::Nation::Confederate);
    CHECK(it->interrupt);
    CHECK(it->banner == rules::Banner::Red);
    CHECK(it->effect.kind == rules::EffectKind::PhaseBecomesPass);
    CHECK(it->effect.phase == rules::Phase::Combat);
    CHECK(it->effect.against == rules::Nation::Federal);
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
        for (const auto& f : b.features) kinds.push_back(b.terrainTypes[static_cast<std::size_t>(f.type)].id);
        std::sort(kinds.begin(), kinds.end());
        kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
        CHECK(kinds.size() >= 4);
        CHECK(!b.description.empty());
        auto state = rules::newGame(rules::makeSetup(b, lib.cards), 1, {});
        CHECK(state.shatteredPoint > 0);
        CHECK(!state.over);
    }
}
