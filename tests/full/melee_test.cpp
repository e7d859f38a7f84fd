// Phase 4, melee (FG-MELEE-2..5, FG-D-17..23, FG-D-33, FG-D-39): contact,
// engaged stands, the main unit, each shock term, the outcome bands, the
// double disorder hit, retreats, consolidation, leader risk and shatter.
// Positions are built in code (melee_fixtures.h) and dice scripted.
#include "melee_fixtures.h"

#include "full/fire.h"
#include "full/morale.h"

#include <doctest/doctest.h>

#include <cmath>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// Resolve the one melee with these dice first.
MeleeResult fight(GameState& s, const std::vector<int>& dice, std::vector<Event>& events) {
    s.dice.script(dice);
    return resolveMelee(s, onlyMelee(s), events);
}

MeleeCheck checkOf(const GameState& s) {
    return meleeCheckOf(s, onlyMelee(s));
}

} // namespace

// [SECTION] contact and engaged stands

TEST_CASE("FG-D-17 stands touch along an edge; corners alone do not") {
    Battle b = meleeBattle();
    SUBCASE("front to front: one melee of both") {
        GameState s = meleePhase(b);
        const std::vector<Melee> all = meleesOf(s);
        REQUIRE(all.size() == 1);
        CHECK(all[0].units == std::vector<int>{0, 1});
        CHECK(all[0].attacker == Side::Federal);
    }
    SUBCASE("corner to corner: no melee") {
        // The Alabamians' line moved right by its whole frontage: their left
        // front corner meets the Wisconsin's right front corner.
        b.units[1].front = {40, 30};
        GameState s = meleePhase(b);
        CHECK(meleesOf(s).empty());
        CHECK_FALSE(engaged(s, 0));
    }
    SUBCASE("half a stand of edge is contact") {
        b.units[1].front = {39.5, 30};
        GameState s = meleePhase(b);
        REQUIRE(meleesOf(s).size() == 1);
        CHECK(engagedStands(s, 0) == 1);
        CHECK(engagedStands(s, 1) == 1);
    }
    SUBCASE("a gap is no contact") {
        b.units[1].front = {36, 29.9};
        GameState s = meleePhase(b);
        CHECK(meleesOf(s).empty());
    }
    SUBCASE("neither side marked: the active side attacks") {
        GameState s = meleePhase(b);
        s.units[0].attacker = false;
        s.active = Side::Confederate;
        CHECK(onlyMelee(s).attacker == Side::Confederate);
    }
    SUBCASE("both marked: the active side's") {
        GameState s = meleePhase(b);
        s.units[1].attacker = true;
        CHECK(onlyMelee(s).attacker == Side::Federal);
    }
}

TEST_CASE("FG-D-17 engaged stands: the touching stands and one rank behind them") {
    Battle b = meleeBattle();
    SUBCASE("a column 2 x 3 counts its first two ranks") {
        b.units[0].formation = Formation::AssaultColumn;
        b.units[0].stands = 6;
        GameState s = meleePhase(b);
        const MeleeCheck c = checkOf(s);
        CHECK(c.attacker.stands == 4);
        // The line has one rank: only its two touching stands.
        CHECK(c.defender.stands == 2);
    }
    SUBCASE("a line counts each touching stand once") {
        GameState s = meleePhase(b);
        const MeleeCheck c = checkOf(s);
        CHECK(c.attacker.stands == 4);
        CHECK(c.defender.stands == 4);
    }
    SUBCASE("FG-D-39 a limbered battery counts 1, an unlimbered one its touching sections") {
        b.units[1].arm = Arm::Artillery;
        b.units[1].formation = Formation::Unlimbered;
        b.units[1].stands = 3;
        GameState s = meleePhase(b);
        CHECK(engagedStands(s, 1) == 3);
        s.units[1].formation = Formation::Limbered;
        CHECK(engagedStands(s, 1) == 1);
    }
}

TEST_CASE("FG-D-17 the main unit: most engaged, then the assaulting unit, then the lowest index") {
    Battle b = meleeBattle(4, 6); // the Alabamians 6 wide, x 33-39
    b.units[0].stands = 2;
    b.units[0].front = {34, 30};                                                    // x 33-35
    int six = addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {37, 30}, 0); // x 35-39
    b.units[six].name = "6th Wisconsin";
    SUBCASE("most engaged stands") {
        GameState s = meleePhase(b);
        const MeleeCheck c = checkOf(s);
        CHECK(c.attacker.units == std::vector<int>{0, six});
        CHECK(c.attacker.stands == 6);
        CHECK(c.attacker.main == six);
        CHECK(c.defender.main == 1);
    }
    SUBCASE("a tie goes to the assaulting unit, then to the lowest index") {
        b.units[0].stands = 3;
        b.units[0].front = {34.5, 30}; // x 33-36
        b.units[six].stands = 3;
        b.units[six].front = {37.5, 30}; // x 36-39
        GameState s = meleePhase(b);
        s.units[0].attacker = false;
        s.units[six].attacker = true;
        CHECK(checkOf(s).attacker.main == six);
        s.units[six].attacker = false;
        s.units[0].attacker = true;
        CHECK(checkOf(s).attacker.main == 0);
        s.units[0].attacker = false;
        CHECK(checkOf(s).attacker.main == 0);
    }
}

// [SECTION] the shock terms

TEST_CASE("FG-MELEE-2 score: 1D6 + engaged stands + the main unit's terms, read from the table") {
    Battle b = meleeBattle();
    GameState s = meleePhase(b);
    const MeleeCheck c = checkOf(s);
    // Both fresh (4 of 4 stands): +1 each, nothing else.
    REQUIRE(c.attacker.terms.size() == 1);
    CHECK(c.attacker.terms[0].id == "fresh");
    CHECK(c.attacker.terms[0].rule == "FG-DISC-4");
    CHECK(c.attacker.score() == 5);
    CHECK(c.defender.score() == 5);
    SUBCASE("the value is the table's, not the code's") {
        Tables t = sheetTables();
        for (ShockModifier& m : t.shock)
            if (m.id == "fresh") m.value = 3;
        GameState other = deployedState(makeSetup(b, t), 1);
        other.units[0].attacker = true;
        CHECK(checkOf(other).attacker.score() == 7);
    }
}

TEST_CASE("FG-DISC-4 fresh and spent in melee") {
    Battle b = meleeBattle(6);
    GameState s = meleePhase(b);
    s.units[1].startStands = 20; // 6 of 20: fewer than 35%
    const MeleeCheck c = checkOf(s);
    CHECK(hasShock(c.attacker, "fresh"));
    CHECK_FALSE(hasShock(c.defender, "fresh"));
    CHECK(shockValue(c.defender, "spent") == -1);
    s.units[1].startStands = 8; // 6 of 8: neither
    const MeleeCheck d = checkOf(s);
    CHECK_FALSE(hasShock(d.defender, "fresh"));
    CHECK_FALSE(hasShock(d.defender, "spent"));
}

TEST_CASE(
    "FG-MELEE-2 charging momentum: the attacker's, first round, not against a counter-charge") {
    Battle b = meleeBattle();
    GameState s = meleePhase(b);
    CHECK_FALSE(hasShock(checkOf(s).attacker, "momentum"));
    s.units[0].momentum = true;
    CHECK(shockValue(checkOf(s).attacker, "momentum") == 1);
    SUBCASE("FG-D-33 a counter-charge takes it away") {
        s.units[1].counter = true;
        s.units[1].charging = true;
        CHECK_FALSE(hasShock(checkOf(s).attacker, "momentum"));
    }
    SUBCASE("the defender's momentum mark counts nothing") {
        s.units[0].momentum = false;
        s.units[1].momentum = true;
        CHECK_FALSE(hasShock(checkOf(s).defender, "momentum"));
    }
    SUBCASE("FG-D-21 cleared after the round") {
        s.units[0].charging = true;
        std::vector<Event> events;
        fight(s, {3, 4}, events); // a tie: still locked
        CHECK_FALSE(s.units[0].momentum);
        CHECK_FALSE(s.units[0].charging);
        CHECK_FALSE(hasShock(checkOf(s).attacker, "momentum"));
    }
}

TEST_CASE("FG-MELEE-2 assault column: 2 wide x 2+ deep, the attacker's, kept in later rounds") {
    Battle b = meleeBattle();
    b.units[0].formation = Formation::AssaultColumn;
    GameState s = meleePhase(b);
    CHECK(shockValue(checkOf(s).attacker, "column") == 1);
    SUBCASE("3 stands: the second rank is not 2 wide") {
        s.units[0].stands = 3;
        CHECK_FALSE(hasShock(checkOf(s).attacker, "column"));
    }
    SUBCASE("a defending column gets nothing") {
        s.units[0].attacker = false;
        s.units[1].attacker = true;
        s.units[1].formation = Formation::Line;
        s.active = Side::Confederate;
        CHECK_FALSE(hasShock(checkOf(s).defender, "column"));
    }
    SUBCASE("FG-D-21 a later round keeps it") {
        std::vector<Event> events;
        fight(s, {1, 4}, events); // 4 engaged +1 fresh +1 column +1 against 2 +1: a tie
        REQUIRE(s.units[0].attacker);
        CHECK(hasShock(checkOf(s).attacker, "column"));
    }
}

TEST_CASE("FG-TRAIT-1 Rebel Yell: +1 to a charging attacker, first round only") {
    Battle b = meleeBattle();
    GameState s = meleePhase(b);
    s.active = Side::Confederate;
    s.units[0].attacker = false;
    s.units[1].attacker = true;
    s.units[1].traits = kRebelYell;
    CHECK_FALSE(hasShock(checkOf(s).attacker, "rebel-yell"));
    s.units[1].charging = true;
    CHECK(shockValue(checkOf(s).attacker, "rebel-yell") == 1);
    s.units[1].traits = 0;
    CHECK_FALSE(hasShock(checkOf(s).attacker, "rebel-yell"));
}

TEST_CASE("FG-D-33 a counter-charger fights as defender with its trait's +1, once") {
    Battle b = meleeBattle();
    GameState s = meleePhase(b);
    s.units[1].traits = kRebelYell;
    s.units[1].counter = true;
    s.units[1].charging = true;
    MeleeCheck c = checkOf(s);
    CHECK(shockValue(c.defender, "rebel-yell") == 1);
    CHECK_FALSE(hasShock(c.defender, "cavalry"));
    s.units[1].traits = 0;
    s.units[1].arm = Arm::Cavalry;
    s.units[1].formation = Formation::Mounted;
    c = checkOf(s);
    CHECK(shockValue(c.defender, "cavalry") == 1);
    CHECK_FALSE(hasShock(c.defender, "rebel-yell"));
    s.units[1].counter = false;
    CHECK_FALSE(hasShock(checkOf(s).defender, "cavalry"));
}

TEST_CASE("FG-MELEE-2 mounted cavalry shock: a charge against infantry in open ground") {
    Battle b = meleeBattle();
    b.units[0].arm = Arm::Cavalry;
    b.units[0].formation = Formation::Mounted;
    SUBCASE("in the open") {
        GameState s = meleePhase(b);
        s.units[0].charging = true;
        CHECK(shockValue(checkOf(s).attacker, "cavalry") == 1);
        s.units[0].charging = false; // a later round
        CHECK_FALSE(hasShock(checkOf(s).attacker, "cavalry"));
    }
    SUBCASE("infantry in woods") {
        addArea(b, "woods", rect(30, 20, 42, 30));
        GameState s = meleePhase(b);
        s.units[0].charging = true;
        CHECK_FALSE(hasShock(checkOf(s).attacker, "cavalry"));
    }
    SUBCASE("against guns") {
        b.units[1].arm = Arm::Artillery;
        b.units[1].formation = Formation::Unlimbered;
        GameState s = meleePhase(b);
        s.units[0].charging = true;
        CHECK_FALSE(hasShock(checkOf(s).attacker, "cavalry"));
    }
}

TEST_CASE("FG-D-19 defensive terms: the obstacle between, the sunken road under, the crest, the "
          "better row") {
    Battle b = meleeBattle();
    SUBCASE("a stone wall between them: +2") {
        addLine(b, "wall", {{30, 30}, {42, 30}});
        const MeleeCheck c = checkOf(meleePhase(b));
        CHECK(shockValue(c.defender, "heavy-cover") == 2);
        CHECK(c.defender.terms.back().rule == "FG-D-19");
        CHECK_FALSE(hasShock(c.attacker, "heavy-cover")); // the attacker never has it
    }
    SUBCASE("a fence between them: +1") {
        addLine(b, "fence", {{30, 30}, {42, 30}});
        CHECK(shockValue(checkOf(meleePhase(b)).defender, "light-cover") == 1);
    }
    SUBCASE("a wall behind the defender, not between: nothing") {
        addLine(b, "wall", {{30, 29}, {42, 29}});
        const MeleeCheck c = checkOf(meleePhase(b));
        CHECK_FALSE(hasShock(c.defender, "heavy-cover"));
        CHECK_FALSE(hasShock(c.defender, "light-cover"));
    }
    SUBCASE("standing in a sunken road: +2") {
        addLine(b, "sunken-road", {{30, 29.5}, {42, 29.5}});
        CHECK(shockValue(checkOf(meleePhase(b)).defender, "heavy-cover") == 2);
    }
    SUBCASE("woods are not listed") {
        addArea(b, "woods", rect(30, 20, 42, 30));
        const MeleeCheck c = checkOf(meleePhase(b));
        CHECK_FALSE(hasShock(c.defender, "light-cover"));
    }
    SUBCASE("on the crest, above the attacker: +1") {
        addArea(b, "hill", rect(20, 10, 50, 30), 1);
        CHECK(shockValue(checkOf(meleePhase(b)).defender, "light-cover") == 1);
    }
    SUBCASE("both on the hill: no crest") {
        addArea(b, "hill", rect(20, 10, 50, 40), 1);
        CHECK_FALSE(hasShock(checkOf(meleePhase(b)).defender, "light-cover"));
    }
    SUBCASE("a wall and the crest: the better row only") {
        addLine(b, "wall", {{30, 30}, {42, 30}});
        addArea(b, "hill", rect(20, 10, 50, 30), 1);
        const MeleeCheck c = checkOf(meleePhase(b));
        CHECK(shockValue(c.defender, "heavy-cover") == 2);
        CHECK_FALSE(hasShock(c.defender, "light-cover"));
    }
}

TEST_CASE("FG-D-4 flank contact +2; FG-D-32 a refused flank cancels it") {
    Battle b = meleeBattle();
    // The Wisconsin, 2 stands facing west, against the Alabamians' east end
    // (their left: they face south).
    b.units[0].stands = 2;
    b.units[0].front = {38, 29};
    b.units[0].facing = 270;
    addLine(b, "wall", {{30, 30}, {42, 30}}); // along the Alabamians' front: not between
    GameState s = meleePhase(b);
    MeleeCheck c = checkOf(s);
    CHECK(shockValue(c.attacker, "flank") == 2);
    CHECK(c.attacker.terms.back().text.find("left flank") != std::string::npos);
    CHECK_FALSE(hasShock(c.defender, "heavy-cover"));
    SUBCASE("refused on that flank") {
        s.units[1].refused = 1;
        CHECK_FALSE(hasShock(checkOf(s).attacker, "flank"));
    }
    SUBCASE("refused on the other flank") {
        s.units[1].refused = 2;
        CHECK(hasShock(checkOf(s).attacker, "flank"));
    }
    SUBCASE("front to front: none") {
        GameState f = meleePhase(meleeBattle());
        CHECK_FALSE(hasShock(checkOf(f).attacker, "flank"));
    }
}

TEST_CASE("FG-DISC-2 disordered -2 and FG-MELEE-2 brigadier attached +1, either side") {
    Battle b = meleeBattle();
    GameState s = meleePhase(b);
    s.units[1].disordered = true;
    s.brigades[0].attached = 0;
    const MeleeCheck c = checkOf(s);
    CHECK(shockValue(c.defender, "disordered") == -2);
    CHECK(shockValue(c.attacker, "brigadier") == 1);
    CHECK_FALSE(hasShock(c.attacker, "disordered"));
    CHECK_FALSE(hasShock(c.defender, "brigadier"));
    s.brigades[0].leaderGone = true;
    CHECK_FALSE(hasShock(checkOf(s).attacker, "brigadier"));
}

// [SECTION] outcomes

TEST_CASE("FG-MELEE-5 open order or a screen charged loses as an overrun, no dice") {
    Battle b = meleeBattle();
    b.units[1].formation = Formation::OpenOrder;
    GameState s = meleePhase(b);
    const MeleeCheck c = checkOf(s);
    REQUIRE(c.autoLose);
    const MeleeOdds o = meleeOdds(c);
    CHECK(o.attacker.back() == doctest::Approx(1.0));
    CHECK(o.tie == 0.0);
    std::vector<Event> events;
    const auto rolled = s.dice.rolled();
    const MeleeResult r = resolveMelee(s, onlyMelee(s), events);
    CHECK(s.dice.rolled() == rolled);
    CHECK(r.roll.band == 3);
    CHECK(r.roll.winner == Side::Federal);
    CHECK(s.units[1].stands == 2); // 4 hits: 2 stands
    CHECK(s.units[1].disordered);
    CHECK(s.units[1].front.y == doctest::Approx(21.0)); // 9" back
    SUBCASE("FG-D-22 a defending screen too") {
        Battle sb = meleeBattle();
        sb.units[1].parent = 3;
        GameState t = meleePhase(sb);
        CHECK(checkOf(t).autoLose);
    }
}

TEST_CASE("FG-MELEE-3 tie: both take 1 hit, both disordered, locked") {
    GameState s = meleePhase(meleeBattle());
    std::vector<Event> events;
    const MeleeResult r = fight(s, {3, 3}, events);
    CHECK_FALSE(r.roll.winner);
    CHECK(r.roll.margin == 0);
    for (int u : {0, 1}) {
        CHECK(s.units[u].stands == 4);
        CHECK(s.units[u].oddHits == 1);
        CHECK(s.units[u].disordered);
    }
    CHECK(s.units[1].front.y == doctest::Approx(30.0));
    CHECK(meleesOf(s).size() == 1);
    CHECK(s.units[0].attacker); // still engaged: the assaulting side keeps its mark
    CHECK(r.consolidate.empty());
    REQUIRE(countOf(events, EventKind::MeleeFought) == 1);
    const Event& e = events.front();
    CHECK(e.dice == std::vector<int>{3, 3});
    CHECK(e.text.find("rolls 3") != std::string::npos);
    CHECK(e.text.find("+1 fresh") != std::string::npos);
    CHECK(e.text.find("tie") != std::string::npos);
}

TEST_CASE("FG-MELEE-3 repulse: 1 hit, 3\" back disordered; the victor may consolidate") {
    GameState s = meleePhase(meleeBattle());
    std::vector<Event> events;
    const MeleeResult r = fight(s, {4, 3}, events);
    CHECK(r.roll.margin == 1);
    CHECK(r.roll.winner == Side::Federal);
    CHECK(s.units[1].stands == 4);
    CHECK(s.units[1].oddHits == 1);
    CHECK(s.units[1].disordered);
    CHECK(s.units[1].front.y == doctest::Approx(27.0));
    CHECK(s.units[1].facing == doctest::Approx(180.0));
    CHECK(s.units[0].stands == 4);
    CHECK(s.units[0].oddHits == 0);
    CHECK_FALSE(s.units[0].disordered);
    CHECK(r.consolidate == std::vector<int>{0});
    CHECK_FALSE(s.units[0].attacker); // no longer engaged
    CHECK(meleesOf(s).empty());
}

TEST_CASE("FG-MELEE-3 bloody rout: a stand, 6\" back; overrun: two stands, 9\" back") {
    SUBCASE("rout, margin 3") {
        GameState s = meleePhase(meleeBattle());
        std::vector<Event> events;
        const MeleeResult r = fight(s, {6, 3}, events);
        CHECK(r.roll.band == 2);
        CHECK(s.units[1].stands == 3);
        CHECK(s.units[1].oddHits == 0);
        CHECK(s.units[1].front.y == doctest::Approx(24.0));
        CHECK(countOf(events, EventKind::StandsLost, 1) == 1);
    }
    SUBCASE("rout, margin 4") {
        GameState s = meleePhase(meleeBattle());
        std::vector<Event> events;
        CHECK(fight(s, {5, 1}, events).roll.band == 2);
    }
    SUBCASE("overrun, margin 5") {
        GameState s = meleePhase(meleeBattle());
        std::vector<Event> events;
        const MeleeResult r = fight(s, {6, 1}, events);
        CHECK(r.roll.band == 3);
        CHECK(s.units[1].stands == 2);
        CHECK(s.units[1].front.y == doctest::Approx(21.0));
    }
    SUBCASE("the attacker loses: it goes back along its own facing") {
        GameState s = meleePhase(meleeBattle());
        std::vector<Event> events;
        const MeleeResult r = fight(s, {1, 4}, events);
        CHECK(r.roll.winner == Side::Confederate);
        CHECK(s.units[0].stands == 3);
        CHECK(s.units[0].front.y == doctest::Approx(36.0));
        CHECK(s.units[0].disordered);
        CHECK(r.consolidate == std::vector<int>{1});
    }
    SUBCASE("an odd hit carried makes the repulse's hit a stand") {
        GameState s = meleePhase(meleeBattle());
        s.units[1].oddHits = 1;
        std::vector<Event> events;
        fight(s, {4, 3}, events);
        CHECK(s.units[1].stands == 3);
        CHECK(s.units[1].oddHits == 0);
    }
}

TEST_CASE("FG-MELEE-3 double disorder: a loser already disordered takes 1 more hit") {
    GameState s = meleePhase(meleeBattle());
    s.units[1].disordered = true; // -2: 3 against 5
    std::vector<Event> events;
    const MeleeResult r = fight(s, {1, 4}, events); // 6 against 7: the defender wins by 1
    CHECK(r.roll.winner == Side::Confederate);
    CHECK(s.units[0].oddHits == 1); // the attacker was not disordered: just the 1 hit
    GameState t = meleePhase(meleeBattle());
    t.units[1].disordered = true;
    std::vector<Event> more;
    const MeleeResult q = fight(t, {3, 3}, more); // 8 against 6: repulse
    CHECK(q.roll.band == 1);
    CHECK(t.units[1].stands == 3); // 1 hit + 1 for its disorder: a stand
    CHECK(t.units[1].oddHits == 0);
}

TEST_CASE("FG-D-17 several losers: the hits on the main unit, the disorder hit on each, every one "
          "retreats") {
    Battle b = meleeBattle(4, 6); // the Alabamians 6 wide, x 33-39
    b.units[0].stands = 2;
    b.units[0].front = {34, 30};                                                    // x 33-35
    int six = addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {37, 30}, 0); // x 35-39
    b.units[six].name = "6th Wisconsin";
    GameState s = meleePhase(b);
    s.units[0].disordered = true; // not the main unit: its -2 does not count
    const MeleeCheck c = checkOf(s);
    REQUIRE(c.attacker.main == six);
    CHECK_FALSE(hasShock(c.attacker, "disordered"));
    std::vector<Event> events;
    const MeleeResult r = fight(s, {1, 6}, events); // 8 against 13: overrun
    CHECK(r.roll.band == 3);
    CHECK(s.units[six].stands == 2); // the band's 4 hits
    CHECK(s.units[six].oddHits == 0);
    CHECK(s.units[0].stands == 2); // only the hit for its disorder
    CHECK(s.units[0].oddHits == 1);
    for (int u : {0, six}) {
        CHECK(s.units[u].disordered);
        CHECK(s.units[u].front.y == doctest::Approx(39.0));
    }
    CHECK(r.consolidate == std::vector<int>{1});
}

TEST_CASE("FG-D-39 an assaulted battery takes the hits and retreats as it stood") {
    Battle b = meleeBattle();
    b.units[1].arm = Arm::Artillery;
    b.units[1].formation = Formation::Unlimbered;
    b.units[1].stands = 3; // sections x 34.5-37.5
    GameState s = meleePhase(b);
    REQUIRE(checkOf(s).defender.stands == 3);
    std::vector<Event> events;
    const MeleeResult r = fight(s, {6, 3}, events); // 11 against 7: bloody rout
    CHECK(r.roll.band == 2);
    CHECK(s.units[1].stands == 2);
    CHECK(s.units[1].formation == Formation::Unlimbered);
    CHECK(s.units[1].front.y == doctest::Approx(24.0));
}

TEST_CASE("FG-MELEE-2 a melee whose units no longer touch is not fought") {
    GameState s = meleePhase(meleeBattle());
    const Melee m = onlyMelee(s);
    s.units[1].front = {36, 25}; // gone back since the melees were listed
    std::vector<Event> events;
    const auto rolled = s.dice.rolled();
    const MeleeResult r = resolveMelee(s, m, events);
    CHECK(events.empty());
    CHECK(s.dice.rolled() == rolled);
    CHECK_FALSE(r.roll.winner);
}

TEST_CASE("FG-MELEE-2 a melee is deterministic for a seed") {
    auto run = [](std::uint64_t seed) {
        GameState s = meleePhase(meleeBattle(), seed);
        std::vector<Event> events;
        resolveMelee(s, onlyMelee(s), events);
        std::string all;
        for (const Event& e : events)
            all += e.text + "\n";
        return all;
    };
    CHECK(run(7) == run(7));
    CHECK(run(11) == run(11));
}

// [SECTION] retreats

TEST_CASE("FG-MELEE-4 a retreat blocked by an enemy stops there and loses one more stand") {
    Battle b = meleeBattle();
    // A Federal unit behind the Alabamians, half an inch clear of them.
    int block = addUnit(b, "blk", 0, Arm::Infantry, Formation::Line, 2, {36, 27.5}, 0);
    GameState s = meleePhase(b);
    const RetreatCheck rc = checkRetreat(s, 1, 3.0);
    CHECK(rc.blocked);
    CHECK(rc.moved == doctest::Approx(0.5).epsilon(0.01));
    CHECK(rc.blockedBy.find("enemy") != std::string::npos);
    std::vector<Event> events;
    fight(s, {4, 3}, events); // repulse
    CHECK(s.units[1].stands == 3);
    CHECK(s.units[1].front.y == doctest::Approx(29.5).epsilon(0.001));
    (void)block;
}

TEST_CASE("FG-D-20 a retreat ignores terrain and obstacles; impassable ground stops it") {
    Battle b = meleeBattle();
    addLine(b, "wall", {{30, 28}, {42, 28}});
    addArea(b, "woods", rect(30, 20, 42, 27));
    SUBCASE("through the wall and the woods, the full 6\"") {
        GameState s = meleePhase(b);
        const RetreatCheck rc = checkRetreat(s, 1, 6.0);
        CHECK_FALSE(rc.blocked);
        CHECK(rc.moved == doctest::Approx(6.0));
    }
    SUBCASE("a river stops it") {
        addArea(b, "river", rect(20, 20, 50, 26));
        GameState s = meleePhase(b);
        const RetreatCheck rc = checkRetreat(s, 1, 6.0);
        CHECK(rc.blocked);
        CHECK(rc.moved == doctest::Approx(3.0).epsilon(0.01));
    }
}

TEST_CASE("FG-MELEE-4 a retreat past the table's edge removes the unit") {
    Battle b = meleeBattle();
    b.units[0].front = {36, 5};
    b.units[1].front = {36, 5}; // its stands at y 4-5
    GameState s = meleePhase(b);
    CHECK(checkRetreat(s, 1, 3.0).leavesTable == false);
    CHECK(checkRetreat(s, 1, 6.0).leavesTable);
    std::vector<Event> events;
    fight(s, {6, 3}, events); // rout: 6"
    CHECK(s.units[1].removed);
    CHECK(countOf(events, EventKind::StandsLost, 1) == 2); // the rout's stand, then the rest
}

TEST_CASE("FG-D-20 friends passed through are disordered; ending on one it goes on to end clear") {
    Battle b = meleeBattle();
    int f = addUnit(b, "5al", 1, Arm::Infantry, Formation::Line, 4, {36, 27}, 180); // y 26-27
    b.units[f].name = "5th Alabama";
    GameState s = meleePhase(b);
    const RetreatCheck rc = checkRetreat(s, 1, 3.0);
    CHECK_FALSE(rc.blocked);
    CHECK(rc.moved == doctest::Approx(4.0).epsilon(0.005));
    CHECK(rc.passedThrough == std::vector<int>{f});
    std::vector<Event> events;
    fight(s, {4, 3}, events);
    CHECK(s.units[f].disordered);
    CHECK(countOf(events, EventKind::PassedThrough, f) == 1);
    CHECK(s.units[1].front.y == doctest::Approx(26.0).epsilon(0.001));
    SUBCASE("FG-D-36 a screen passed is not disordered") {
        GameState t = meleePhase(b);
        t.units[f].parent = 3;
        std::vector<Event> more;
        fight(t, {4, 3}, more);
        CHECK_FALSE(t.units[f].disordered);
    }
}

// [SECTION] consolidation

TEST_CASE("FG-D-20 consolidation: up to 2\" ahead or back, never into contact") {
    Battle b = meleeBattle();
    b.units[1].front = {36, 27.5}; // 2.5" ahead of the Wisconsin
    GameState s = meleePhase(b);
    CHECK(checkConsolidate(s, 0, 2.0).ok());
    CHECK(checkConsolidate(s, 0, -2.0).ok());
    CHECK(checkConsolidate(s, 0, 0.5).ok());
    SUBCASE("more than 2\" with no one near") {
        GameState open = s;
        open.units[1].front = {36, 10};
        CHECK(checkConsolidate(open, 0, 2.0).ok());
        const MoveCheck far = checkConsolidate(open, 0, 2.5);
        REQUIRE_FALSE(far.ok());
        CHECK(far.refusal->rule == "FG-D-20");
        CHECK(far.refusal->reason.find("at most 2\"") != std::string::npos);
        CHECK_FALSE(checkConsolidate(open, 0, -2.5).ok());
    }
    s.units[1].front = {36, 28.5}; // 1.5" ahead
    const MoveCheck contact = checkConsolidate(s, 0, 2.0);
    REQUIRE_FALSE(contact.ok());
    CHECK(contact.refusal->rule == "FG-D-20");
    CHECK(checkConsolidate(s, 0, 1.0).ok());
    std::vector<Event> events;
    applyConsolidate(s, checkConsolidate(s, 0, 1.0), events);
    CHECK(s.units[0].front.y == doctest::Approx(29.0));
    CHECK(countOf(events, EventKind::Consolidated, 0) == 1);
    SUBCASE("an engaged unit does not consolidate") {
        GameState t = meleePhase(meleeBattle());
        const MoveCheck e = checkConsolidate(t, 0, -1.0);
        REQUIRE_FALSE(e.ok());
        CHECK(e.refusal->rule == "FG-D-21");
    }
}

// [SECTION] leaders and shatter

TEST_CASE("FG-D-23 leader risk: one roll when the melee took a stand from his regiment") {
    SUBCASE("a stand lost: one roll") {
        GameState s = meleePhase(meleeBattle());
        s.brigades[1].attached = 1;
        std::vector<Event> events;
        fight(s, {6, 2, 1}, events); // 11 against 9 (+1 brigadier): rout; his die 1: unhurt
        CHECK(countOf(events, EventKind::LeaderRisk) == 1);
    }
    SUBCASE("a hit but no stand: no roll") {
        GameState s = meleePhase(meleeBattle());
        s.brigades[1].attached = 1;
        std::vector<Event> events;
        fight(s, {4, 3}, events);
        CHECK(countOf(events, EventKind::LeaderRisk) == 0);
    }
    SUBCASE("the victor's brigadier is not at risk") {
        GameState s = meleePhase(meleeBattle());
        s.brigades[0].attached = 0;
        std::vector<Event> events;
        fight(s, {6, 3}, events);
        CHECK(countOf(events, EventKind::LeaderRisk) == 0);
    }
}

TEST_CASE("FG-DISC-3 a regiment brought to 1 stand by a melee shatters") {
    GameState s = meleePhase(meleeBattle(4, 2));
    std::vector<Event> events;
    fight(s, {6, 3}, events); // rout: a stand of its 2
    CHECK(s.units[1].removed);
    CHECK(countOf(events, EventKind::Shattered, 1) == 1);
    CHECK(countOf(events, EventKind::Retreated, 1) == 0); // nothing left to retreat
}

// [SECTION] odds and preview

TEST_CASE("FG-MELEE-2 odds from the 36 pairs of dice") {
    GameState s = meleePhase(meleeBattle());
    const MeleeOdds o = meleeOdds(checkOf(s));
    CHECK(o.tie == doctest::Approx(6.0 / 36));
    CHECK(o.attacker[1] == doctest::Approx(9.0 / 36));
    CHECK(o.attacker[2] == doctest::Approx(5.0 / 36));
    CHECK(o.attacker[3] == doctest::Approx(1.0 / 36));
    CHECK(o.attackerWins() == doctest::Approx(o.defenderWins()));
    CHECK(o.tie + o.attackerWins() + o.defenderWins() == doctest::Approx(1.0));
    s.units[0].momentum = true; // +1
    const MeleeOdds m = meleeOdds(checkOf(s));
    CHECK(m.attackerWins() == doctest::Approx(21.0 / 36));
    CHECK(m.attacker[3] == doctest::Approx(3.0 / 36));
}

TEST_CASE("FG-MELEE-2 the preview names every term and the chances") {
    GameState s = meleePhase(meleeBattle());
    s.units[0].momentum = true;
    const std::vector<std::string> lines = meleePreviewLines(s, checkOf(s));
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "Attacker 2nd Wisconsin: 4 engaged +1 fresh +1 charging momentum = 6 + 1D6");
    CHECK(lines[1] == "Defender 4th Alabama: 4 engaged +1 fresh = 5 + 1D6");
    CHECK(lines[2].find("Attacker wins 58% (repulse 31%, bloody rout 19%, overrun 8%); tie 14%") ==
          0);
}
