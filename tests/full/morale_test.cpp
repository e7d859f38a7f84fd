// FG-DISC, FG-BRIG, FG-LEAD, FG-WIN and the checks of FG-TRAIT: discipline,
// rally, shatter, fresh and spent, the faltering clock, leaders, victory.
#include "fixtures.h"
#include "full/command_radius.h"
#include "full/formation.h"
#include "full/morale.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace guidon::full;
using namespace guidon::full::test;
namespace core = guidon::core;

namespace {

// One regiment a side, each within 6" of its brigadier: the 2nd Wisconsin
// (Federal, unit 0) facing north, the 4th Alabama (Confederate, unit 1)
// facing south, both regular, 6 stands.
Battle twoRegiments() {
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 6, {36, 40}, 0);
    b.units[w].name = "2nd Wisconsin";
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 6, {36, 8}, 180);
    b.units[a].name = "4th Alabama";
    return b;
}

const Event* find(const std::vector<Event>& events, EventKind k) {
    for (const Event& e : events)
        if (e.kind == k) return &e;
    return nullptr;
}

} // namespace

// [SECTION] FG-DISC-1

TEST_CASE("FG-DISC-1 the number a check needs: experience, brigadier, distance, clock, caller") {
    Battle b = twoRegiments();
    SUBCASE("veteran 3+, regular 4+, green 5+") {
        b.units[0].experience = Experience::Veteran;
        GameState s = stateOf(b);
        CHECK(checkNeed(s, 0, 0).need == 3);
        CHECK(checkNeed(s, 0, 0).terms.empty());
        CHECK(checkNeed(s, 1, 0).need == 4);
        Battle g = twoRegiments();
        g.units[0].experience = Experience::Green;
        CHECK(checkNeed(stateOf(g), 0, 0).need == 5);
    }
    GameState s = stateOf(b);
    SUBCASE("the rule's own number replaces the experience's") {
        CheckNeed c = checkNeed(s, 0, 0, 5, "Seen the Elephant");
        CHECK(c.need == 5);
        CHECK(c.base == "Seen the Elephant");
    }
    SUBCASE("+1 with the brigadier attached") {
        s.brigades[0].attached = 0;
        CheckNeed c = checkNeed(s, 0, 0);
        CHECK(c.need == 3);
        REQUIRE(c.terms.size() == 1);
        CHECK(c.terms[0] == "+1 brigadier attached");
        CHECK(checkNeed(s, 1, 0).need == 4); // only his own regiment
    }
    SUBCASE("-1 beyond 12 inches (FG-D-6): 12 is within, just over is not") {
        // The leader's centre at (36,44), his base's edge 0.5 nearer.
        s.units[0].front = {36, 44 - 12.5};
        CHECK(tierOf(s, 0) == Tier::Courier);
        CHECK(checkNeed(s, 0, 0).need == 4);
        s.units[0].front = {36, 44 - 12.6};
        CHECK(checkNeed(s, 0, 0).need == 5);
        s.units[0].front = {36, 44 - 30};
        CHECK(tierOf(s, 0) == Tier::Out);
        CHECK(checkNeed(s, 0, 0).need == 5);
    }
    SUBCASE("a brigade without its brigadier counts as beyond 12 inches (FG-D-23)") {
        s.brigades[0].leaderGone = true;
        s.brigades[0].attached = 0; // stale: a gone brigadier adds nothing
        CHECK(checkNeed(s, 0, 0).need == 5);
    }
    SUBCASE("-1 hesitant brigade, and still -1 once broken") {
        s.brigades[0].clock = Clock::Hesitant;
        CHECK(checkNeed(s, 0, 0).need == 5);
        CHECK(checkNeed(s, 0, 0).terms.at(0) == "-1 hesitant brigade");
        s.brigades[0].clock = Clock::Broken;
        CHECK(checkNeed(s, 0, 0).need == 5);
    }
    SUBCASE("the calling rule's modifiers, named") {
        CHECK(checkNeed(s, 0, +1).need == 3);
        CHECK(checkNeed(s, 0, -2).need == 6);
        CheckNeed c = checkNeed(s, 0, {{+1, "fresh"}, {+1, "cover"}, {-1, "crossfire"}});
        CHECK(c.need == 3);
        CHECK(c.terms == std::vector<std::string>{"+1 fresh", "+1 cover", "-1 crossfire"});
    }
    SUBCASE("all together") {
        s.brigades[0].attached = 0;
        s.brigades[0].clock = Clock::Hesitant;
        s.units[0].front = {36, 20};
        // 4, +1 attached (he is attached, yet 20" off: the sheet's numbers
        // say so when he is placed by hand), -1 distant, -1 hesitant, +1.
        CHECK(checkNeed(s, 0, +1).need == 4);
    }
}

TEST_CASE("FG-DISC-1 rolling the check: the need or better passes, naturals decide") {
    GameState s = stateOf(twoRegiments());
    std::vector<Event> ev;
    SUBCASE("the need passes, one less fails") {
        s.dice.script({4, 3});
        CHECK(disciplineCheck(s, 0, 0, "test", ev));
        CHECK_FALSE(disciplineCheck(s, 0, 0, "test", ev));
        REQUIRE(ev.size() == 2);
        CHECK(ev[0].kind == EventKind::Check);
        CHECK(ev[0].value == 1);
        CHECK(ev[1].value == 0);
        CHECK(ev[0].dice == std::vector<int>{4});
        CHECK(ev[0].need == std::vector<int>{4});
        CHECK(ev[0].unit == 0);
        CHECK(ev[0].side == Side::Federal);
    }
    SUBCASE("a need above 6 still passes on a natural 6") {
        // Green 5, -1 hesitant, -1 from the caller: 7+.
        s.brigades[0].clock = Clock::Hesitant;
        s.dice.script({6, 5});
        CHECK(checkNeed(s, 0, -2).need == 7);
        CHECK(disciplineCheck(s, 0, -2, "test", ev));
        CHECK_FALSE(disciplineCheck(s, 0, -2, "test", ev));
        CHECK(ev[0].need == std::vector<int>{6});
        CHECK(ev[0].text.find("(a natural 6)") != std::string::npos);
    }
    SUBCASE("a natural 1 fails however good the need") {
        s.brigades[0].attached = 0;
        s.dice.script({1, 2});
        CHECK(checkNeed(s, 0, +3).need == 0);
        CHECK_FALSE(disciplineCheck(s, 0, +3, "test", ev));
        CHECK(disciplineCheck(s, 0, +3, "test", ev));
        CHECK(ev[0].need == std::vector<int>{2});
        CHECK(ev[0].text.find("(a natural 1)") != std::string::npos);
    }
    SUBCASE("the sentence names the reason and every term") {
        s.brigades[0].attached = 0;
        s.dice.script({5});
        disciplineCheck(s, 0, 0, "rally", ev);
        CHECK(ev.at(0).text ==
              "The 2nd Wisconsin checks for rally: needs 4+ (regular), +1 brigadier attached: "
              "3+; rolls 5: passes");
        s.dice.script({2});
        disciplineCheck(s, 0, {{+1, "fresh"}}, "suppression", ev, 5, "Seen the Elephant");
        CHECK(ev.at(1).text == "The 2nd Wisconsin checks for suppression: needs 5+ (Seen the "
                               "Elephant), +1 brigadier attached, +1 fresh: 3+; rolls 2: fails");
    }
}

// [SECTION] FG-DISC-4

TEST_CASE("FG-DISC-4 fresh above 75%, spent below 35%, compared exactly (FG-D-25)") {
    GameState s = stateOf(twoRegiments());
    Unit& u = s.units[0];
    SUBCASE("fresh: 75% is not fresh, one more is") {
        u.startStands = 8; // 75% is 6 exactly
        u.stands = 6;
        CHECK_FALSE(fresh(s, 0));
        u.stands = 7;
        CHECK(fresh(s, 0));
        u.startStands = 6; // 75% is 4.5
        u.stands = 4;
        CHECK_FALSE(fresh(s, 0));
        u.stands = 5;
        CHECK(fresh(s, 0));
    }
    SUBCASE("spent: 35% is not spent, one fewer is") {
        u.startStands = 20; // 35% is 7 exactly
        u.stands = 7;
        CHECK_FALSE(spent(s, 0));
        u.stands = 6;
        CHECK(spent(s, 0));
        u.startStands = 10; // 35% is 3.5: 3 is spent (start*35/100 = 3 would not say so)
        u.stands = 3;
        CHECK(spent(s, 0));
        u.stands = 4;
        CHECK_FALSE(spent(s, 0));
    }
    SUBCASE("a parent counts its screen's stands; its start includes them") {
        Battle b = twoRegiments();
        int sc = addUnit(b, "2wi-s", 0, Arm::Infantry, Formation::OpenOrder, 2, {36, 37}, 0);
        b.units[sc].parent = 0;
        GameState p = stateOf(b);
        p.units[0].screen = sc;
        p.units[0].startStands = 8; // 6 and the screen's 2
        p.units[0].stands = 4;      // 4 + 2 = 6 of 8: not fresh
        CHECK(standsWithScreen(p, 0) == 6);
        CHECK_FALSE(fresh(p, 0));
        p.units[0].stands = 5; // 7 of 8
        CHECK(fresh(p, 0));
        p.units[0].stands = 1; // 3 of 8 is 37.5%: not spent
        CHECK_FALSE(spent(p, 0));
        p.units[sc].stands = 1; // 2 of 8
        CHECK(spent(p, 0));
    }
}

// [SECTION] FG-DISC-2

TEST_CASE("FG-DISC-2 rally tests at the start of the command phase (FG-D-14)") {
    GameState s = stateOf(twoRegiments());
    std::vector<Event> ev;
    s.units[0].disordered = true;
    SUBCASE("in command: a pass removes the disorder") {
        s.dice.script({4});
        rallyTests(s, Side::Federal, ev);
        CHECK_FALSE(s.units[0].disordered);
        CHECK(count(ev, EventKind::Check) == 1);
        REQUIRE(find(ev, EventKind::Rallied));
        CHECK(find(ev, EventKind::Rallied)->unit == 0);
    }
    SUBCASE("a fail keeps it") {
        s.dice.script({3});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
        CHECK(count(ev, EventKind::Rallied) == 0);
    }
    SUBCASE("within 12 inches tests; beyond does not test at all") {
        s.units[0].front = {36, 44 - 12.5};
        s.dice.script({4});
        rallyTests(s, Side::Federal, ev);
        CHECK_FALSE(s.units[0].disordered);
        s.units[0].disordered = true;
        s.units[0].front = {36, 44 - 12.6};
        ev.clear();
        s.dice.script({6});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
        CHECK(ev.empty());
        CHECK(s.dice.scriptedLeft() == 1);
    }
    SUBCASE("without a brigadier no unit is in command (FG-D-23)") {
        s.brigades[0].leaderGone = true;
        s.dice.script({6});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
        CHECK(s.dice.scriptedLeft() == 1);
    }
    SUBCASE("broken brigades never rally") {
        s.brigades[0].clock = Clock::Broken;
        s.dice.script({6});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
        CHECK(s.dice.scriptedLeft() == 1);
    }
    SUBCASE("only the side named, only disordered units") {
        s.units[1].disordered = true;
        s.dice.script({6});
        rallyTests(s, Side::Confederate, ev);
        CHECK(s.units[0].disordered);
        CHECK_FALSE(s.units[1].disordered);
        CHECK(count(ev, EventKind::Check) == 1);
    }
    SUBCASE("the check's modifiers apply: hesitant needs 5") {
        s.brigades[0].clock = Clock::Hesitant;
        s.dice.script({4});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
    }
}

TEST_CASE("FG-TRAIT-1 Iron Discipline rallies on 3+, modifiers still applying (FG-D-14)") {
    GameState s = stateOf(twoRegiments());
    std::vector<Event> ev;
    s.units[0].disordered = true;
    s.units[0].traits |= kIronDiscipline;
    SUBCASE("a 3 rallies it (a plain regular needs 4)") {
        s.dice.script({3});
        rallyTests(s, Side::Federal, ev);
        CHECK_FALSE(s.units[0].disordered);
        CHECK(ev.at(0).text.find("needs 3+ (Iron Discipline)") != std::string::npos);
    }
    SUBCASE("a 2 does not") {
        s.dice.script({2});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
    }
    SUBCASE("even a green unit with it needs 3") {
        Battle b = twoRegiments();
        b.units[0].experience = Experience::Green;
        GameState g = stateOf(b);
        g.units[0].disordered = true;
        g.units[0].traits |= kIronDiscipline;
        g.dice.script({3});
        rallyTests(g, Side::Federal, ev);
        CHECK_FALSE(g.units[0].disordered);
    }
    SUBCASE("a hesitant brigade's -1 still applies: 3 fails") {
        s.brigades[0].clock = Clock::Hesitant;
        s.dice.script({3});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
    }
    SUBCASE("without the trait a 3 fails") {
        s.units[0].traits = 0;
        s.dice.script({3});
        rallyTests(s, Side::Federal, ev);
        CHECK(s.units[0].disordered);
    }
}

TEST_CASE("FG-DISC-2 disorder is one marker") {
    GameState s = stateOf(twoRegiments());
    std::vector<Event> ev;
    disorder(s, 0, "test", ev);
    disorder(s, 0, "test again", ev);
    CHECK(s.units[0].disordered);
    REQUIRE(ev.size() == 1);
    CHECK(ev[0].kind == EventKind::Disordered);
    CHECK(ev[0].text == "The 2nd Wisconsin is disordered: test.");
}

// [SECTION] FG-DISC-3

TEST_CASE("FG-DISC-3 a regiment at 1 stand shatters; a battery stays at one section") {
    Battle b = twoRegiments();
    b.units[0].stands = 4;
    int bat = addUnit(b, "bty", 0, Arm::Artillery, Formation::Unlimbered, 3, {30, 40}, 0);
    int reb = addUnit(b, "reb2", 1, Arm::Infantry, Formation::Line, 6, {20, 8}, 180);
    (void)reb;
    GameState s = stateOf(b);
    std::vector<Event> ev;
    REQUIRE(s.brigades[0].startStands == 7);
    SUBCASE("2 stands left: it stays") {
        loseStands(s, 0, 2, ev);
        CHECK(s.units[0].stands == 2);
        CHECK_FALSE(s.units[0].removed);
        CHECK(s.brigades[0].lost == 2);
        REQUIRE(find(ev, EventKind::StandsLost));
        CHECK(find(ev, EventKind::StandsLost)->value == 2);
        CHECK(count(ev, EventKind::Shattered) == 0);
    }
    SUBCASE("down to 1: removed, the stand counting as lost") {
        loseStands(s, 0, 3, ev);
        CHECK(s.units[0].removed);
        CHECK(s.units[0].stands == 0);
        CHECK(s.brigades[0].lost == 4);
        CHECK(count(ev, EventKind::Shattered) == 1);
    }
    SUBCASE("a battery keeps its last section, and goes with it") {
        loseStands(s, bat, 2, ev);
        CHECK_FALSE(s.units[bat].removed);
        CHECK(s.units[bat].stands == 1);
        CHECK(count(ev, EventKind::Shattered) == 0);
        loseStands(s, bat, 1, ev);
        CHECK(s.units[bat].removed);
        CHECK(s.brigades[0].lost == 3);
    }
    SUBCASE("more than it has takes only what it has") {
        loseStands(s, 0, 9, ev);
        CHECK(s.units[0].removed);
        CHECK(s.brigades[0].lost == 4);
        REQUIRE(find(ev, EventKind::StandsLost));
        CHECK(find(ev, EventKind::StandsLost)->value == 4);
    }
}

TEST_CASE("FG-DISC-3 screens and parents (FG-D-25, FG-D-28)") {
    Battle b = twoRegiments();
    b.units[0].stands = 2;
    int sc = addUnit(b, "2wi-s", 0, Arm::Infantry, Formation::OpenOrder, 2, {36, 37}, 0);
    b.units[sc].parent = 0;
    GameState s = stateOf(b);
    s.units[0].screen = sc;
    s.units[0].startStands = 4;
    std::vector<Event> ev;
    SUBCASE("a screen never shatters: it goes at 0") {
        loseStands(s, sc, 1, ev);
        CHECK_FALSE(s.units[sc].removed);
        CHECK(s.units[sc].stands == 1);
        loseStands(s, sc, 1, ev);
        CHECK(s.units[sc].removed);
        CHECK(s.units[0].screen == -1);
        CHECK(s.brigades[0].lost == 2);
        CHECK(count(ev, EventKind::Shattered) == 0);
    }
    SUBCASE("a parent at 1 stand with its screen out does not shatter") {
        loseStands(s, 0, 1, ev);
        CHECK_FALSE(s.units[0].removed);
        CHECK(standsWithScreen(s, 0) == 3);
    }
    SUBCASE("its screen's losses count: down to 1 in all, the parent shatters") {
        loseStands(s, 0, 1, ev);
        loseStands(s, sc, 2, ev);
        CHECK(s.units[sc].removed);
        CHECK(s.units[0].removed);
        CHECK(count(ev, EventKind::Shattered) == 1);
        CHECK(s.brigades[0].lost == 4);
    }
    SUBCASE("the screen outlives its parent") {
        removeUnit(s, 0, "left the table", ev);
        CHECK(s.units[0].removed);
        CHECK_FALSE(s.units[sc].removed);
        CHECK(s.brigades[0].lost == 2);
    }
    SUBCASE("its screen gone whole (off the table on a broken march): a parent at 1 stand "
            "shatters") {
        loseStands(s, 0, 1, ev);
        REQUIRE_FALSE(s.units[0].removed);
        removeUnit(s, sc, "marched off the table", ev);
        CHECK(s.units[0].removed);
        CHECK(count(ev, EventKind::Shattered) == 1);
        CHECK(s.brigades[0].lost == 4);
    }
}

TEST_CASE("FG-DISC-3 removing a unit: every stand lost, holders too (FG-D-40); its brigadier moves "
          "(FG-D-23)") {
    Battle b = twoRegiments();
    int cav = addUnit(b, "1mi", 0, Arm::Cavalry, Formation::Dismounted, 8, {20, 40}, 0);
    GameState s = stateOf(b);
    std::vector<Event> ev;
    REQUIRE(s.units[cav].holders == 2);
    SUBCASE("holders are lost with it") {
        removeUnit(s, cav, "left the table", ev);
        CHECK(s.brigades[0].lost == 8);
        REQUIRE(find(ev, EventKind::StandsLost));
        CHECK(find(ev, EventKind::StandsLost)->value == 8);
    }
    SUBCASE("the clock moves at once (FG-BRIG-2): 8 of 14 lost breaks the brigade") {
        removeUnit(s, cav, "left the table", ev);
        CHECK(s.brigades[0].clock == Clock::Broken);
        CHECK(s.units[0].disordered);
    }
    SUBCASE("an attached brigadier is placed touching the nearest unit of his brigade") {
        s.brigades[0].attached = cav;
        s.brigades[0].leader = {20, 39.5};
        removeUnit(s, cav, "shattered", ev);
        CHECK(s.brigades[0].attached == -1);
        CHECK_FALSE(s.brigades[0].leaderGone);
        // The 2nd Wisconsin's left stand is (32.5..33.5, 40..41): his centre
        // half an inch off its left edge.
        Vec2 at = s.brigades[0].leader;
        double nearest = 1e9;
        for (const auto& box : standBoxes(s, 0))
            nearest =
                std::min(nearest, core::geom::distance(box, core::geom::Box{at, 0.0, 0.0, 0.0}));
        CHECK(nearest == doctest::Approx(0.5));
        CHECK(at.x == doctest::Approx(32.5));
    }
}

// [SECTION] FG-BRIG

TEST_CASE("FG-BRIG-1 the faltering clock: hesitant at 30%, broken at 50%, exactly (FG-D-25)") {
    Battle b = twoRegiments();
    std::vector<Event> ev;
    SUBCASE("start 10: 3 lost is hesitant, 5 broken") {
        b.units[0].stands = 10;
        GameState s = stateOf(b);
        loseStands(s, 0, 2, ev);
        CHECK(s.brigades[0].clock == Clock::Steady);
        loseStands(s, 0, 1, ev);
        CHECK(s.brigades[0].clock == Clock::Hesitant);
        REQUIRE(find(ev, EventKind::ClockChanged));
        CHECK(find(ev, EventKind::ClockChanged)->value == static_cast<int>(Clock::Hesitant));
        loseStands(s, 0, 1, ev);
        CHECK(s.brigades[0].clock == Clock::Hesitant);
        loseStands(s, 0, 1, ev);
        CHECK(s.brigades[0].clock == Clock::Broken);
        CHECK(count(ev, EventKind::ClockChanged) == 2);
    }
    SUBCASE("start 12: 30% is 3.6, so 3 lost is steady and 4 hesitant") {
        b.units[0].stands = 12;
        GameState s = stateOf(b);
        loseStands(s, 0, 3, ev);
        CHECK(s.brigades[0].clock == Clock::Steady);
        loseStands(s, 0, 1, ev);
        CHECK(s.brigades[0].clock == Clock::Hesitant);
    }
    SUBCASE("start 11: 50% is 5.5, so 5 lost is hesitant and 6 broken") {
        b.units[0].stands = 11;
        GameState s = stateOf(b);
        loseStands(s, 0, 5, ev);
        CHECK(s.brigades[0].clock == Clock::Hesitant);
        loseStands(s, 0, 1, ev);
        CHECK(s.brigades[0].clock == Clock::Broken);
    }
    SUBCASE("straight to broken in one step; every unit of it disordered") {
        b.units[0].stands = 4;
        addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {28, 40}, 0);
        GameState s = stateOf(b);
        loseStands(s, 0, 2, ev); // 2 of 8 is 25%
        CHECK(s.brigades[0].clock == Clock::Steady);
        loseStands(s, 0, 1, ev); // shatters: 4 of 8
        CHECK(s.brigades[0].clock == Clock::Broken);
        CHECK(count(ev, EventKind::ClockChanged) == 1);
        CHECK(s.units[2].disordered);
        CHECK_FALSE(s.units[0].disordered); // gone
        CHECK_FALSE(s.units[1].disordered); // the enemy's
    }
    SUBCASE("it never goes back") {
        GameState s = stateOf(b);
        s.brigades[0].clock = Clock::Hesitant;
        updateClock(s, 0, ev);
        CHECK(s.brigades[0].clock == Clock::Hesitant);
        CHECK(ev.empty());
    }
}

TEST_CASE("FG-BRIG-1 a brigade with no stands left counts as broken (FG-D-47)") {
    Battle b = twoRegiments();
    b.units[1].brigade = 0; // the Confederate brigade has no units
    b.units[1].facing = 0;
    GameState s = stateOf(b);
    // A start the percentages alone would call steady: only its emptiness
    // breaks it.
    s.brigades[1].startStands = 10;
    CHECK(brigadeBroken(s, 1));
    CHECK_FALSE(brigadeBroken(s, 0));
    std::vector<Event> ev;
    updateClock(s, 1, ev);
    CHECK(s.brigades[1].clock == Clock::Broken);
}

// [SECTION] FG-LEAD

TEST_CASE("FG-LEAD-1 leader risk: the sheet's table by the die") {
    GameState s = stateOf(twoRegiments());
    std::vector<Event> ev;
    Brigade& br = s.brigades[0];
    br.attached = 0;
    br.pips = 2;
    br.reserved = 1;
    br.saved = 1;
    SUBCASE("1-3: unhurt") {
        s.dice.script({1, 2, 3});
        for (int i = 0; i < 3; ++i)
            leaderRisk(s, 0, ev);
        CHECK(br.wounds == 0);
        CHECK_FALSE(br.leaderGone);
        CHECK(br.attached == 0);
        CHECK(count(ev, EventKind::LeaderRisk) == 3);
        CHECK(ev[0].dice == std::vector<int>{1});
    }
    SUBCASE("4: lightly wounded, wounds add up") {
        s.dice.script({4, 4});
        leaderRisk(s, 0, ev);
        CHECK(br.wounds == 1);
        leaderRisk(s, 0, ev);
        CHECK(br.wounds == 2);
        CHECK_FALSE(br.leaderGone);
        CHECK(br.pips == 2);
    }
    SUBCASE("5: severely wounded or captured: removed, pips kept, no disorder") {
        s.dice.script({5});
        leaderRisk(s, 0, ev);
        CHECK(br.leaderGone);
        CHECK(br.attached == -1);
        CHECK(br.pips == 2);
        CHECK(br.reserved == 1);
        CHECK_FALSE(s.units[0].disordered);
        CHECK(tierOf(s, 0) == Tier::Distant);
    }
    SUBCASE("6: killed: his regiment disordered, every pip lost") {
        s.dice.script({6});
        leaderRisk(s, 0, ev);
        CHECK(br.leaderGone);
        CHECK(br.attached == -1);
        CHECK(s.units[0].disordered);
        CHECK(br.pips == 0);
        CHECK(br.reserved == 0);
        CHECK(br.saved == 0);
        REQUIRE(find(ev, EventKind::PipsLost));
        CHECK(find(ev, EventKind::PipsLost)->value == 4);
        CHECK(ev[0].value == static_cast<int>(RiskResult::Killed));
    }
    SUBCASE("a gone brigadier is not rolled for") {
        br.leaderGone = true;
        s.dice.script({6});
        leaderRisk(s, 0, ev);
        CHECK(ev.empty());
        CHECK(s.dice.scriptedLeft() == 1);
    }
}

TEST_CASE("FG-LEAD-2 a timid replacement on the largest regiment (FG-D-23, FG-D-44)") {
    Battle b = twoRegiments();
    b.units[0].stands = 4;
    int big = addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 7, {24, 40}, 0);
    int twin = addUnit(b, "7wi", 0, Arm::Infantry, Formation::Line, 7, {48, 40}, 0);
    int bat = addUnit(b, "bty", 0, Arm::Artillery, Formation::Unlimbered, 3, {12, 40}, 0);
    GameState s = stateOf(b);
    std::vector<Event> ev;
    Brigade& br = s.brigades[0];
    br.leaderGone = true;
    br.wounds = 2;
    br.rating = Rating::Aggressive;
    SUBCASE("most stands; a tie goes to the lower index") {
        replaceLeaders(s, Side::Federal, ev);
        CHECK_FALSE(br.leaderGone);
        CHECK(br.attached == big);
        CHECK(br.rating == Rating::Timid);
        CHECK(br.wounds == 0);
        REQUIRE(find(ev, EventKind::LeaderReplaced));
        CHECK(find(ev, EventKind::LeaderReplaced)->brigade == 0);
        // On its front centre: in bugle range of it at once.
        CHECK(commandReach(s, big).distance == doctest::Approx(0.0));
        CHECK(length(br.leader - s.units[big].front) == doctest::Approx(kLeaderRadius));
    }
    SUBCASE("the larger of the twins wins once they differ") {
        s.units[big].stands = 6;
        replaceLeaders(s, Side::Federal, ev);
        CHECK(br.attached == twin);
    }
    SUBCASE("a regiment before a larger battery") {
        s.units[big].removed = s.units[twin].removed = true;
        s.units[0].stands = 2; // the battery has 3 sections
        replaceLeaders(s, Side::Federal, ev);
        CHECK(br.attached == 0);
    }
    SUBCASE("a battery when no regiment is left") {
        s.units[0].removed = s.units[big].removed = s.units[twin].removed = true;
        replaceLeaders(s, Side::Federal, ev);
        CHECK(br.attached == bat);
    }
    SUBCASE("only the side named") {
        replaceLeaders(s, Side::Confederate, ev);
        CHECK(br.leaderGone);
        CHECK(ev.empty());
    }
    SUBCASE("a brigade with no units left gets none") {
        for (int i : {0, big, twin, bat})
            s.units[i].removed = true;
        replaceLeaders(s, Side::Federal, ev);
        CHECK(br.leaderGone);
        CHECK(ev.empty());
    }
    SUBCASE("killed, then replaced at the next command phase") {
        br.leaderGone = false;
        br.attached = 0;
        br.pips = 3;
        s.dice.script({6});
        leaderRisk(s, 0, ev);
        CHECK(br.pips == 0);
        replaceLeaders(s, Side::Federal, ev);
        CHECK(br.attached == big);
        CHECK(br.rating == Rating::Timid);
    }
}

// [SECTION] FG-WIN

namespace {

// Sides of `fed` and `reb` brigades, one 10-stand regiment each.
GameState armies(int fed, int reb) {
    Battle b = emptyBattle();
    BrigadeSetup f = b.brigades[0];
    BrigadeSetup c = b.brigades[1];
    b.brigades.clear();
    for (int i = 0; i < fed + reb; ++i) {
        BrigadeSetup bs = i < fed ? f : c;
        bs.id += std::to_string(i);
        b.brigades.push_back(bs);
        addUnit(b, "u" + std::to_string(i), i, Arm::Infantry, Formation::Line, 10,
                {6.0 + 12 * (i % 5), i < fed ? 40.0 : 8.0}, i < fed ? 0 : 180);
    }
    return stateOf(b);
}

} // namespace

TEST_CASE("FG-WIN-1 a side with half its brigades (rounding up) broken loses") {
    std::vector<Event> ev;
    SUBCASE("three brigades: one broken is not enough, two is") {
        GameState s = armies(3, 2);
        s.brigades[0].clock = Clock::Broken;
        checkVictory(s, ev);
        CHECK_FALSE(s.over);
        CHECK(ev.empty());
        s.brigades[1].clock = Clock::Broken;
        checkVictory(s, ev);
        CHECK(s.over);
        REQUIRE(s.winner);
        CHECK(*s.winner == Side::Confederate);
        REQUIRE(find(ev, EventKind::GameOver));
        CHECK(find(ev, EventKind::GameOver)->side == Side::Confederate);
        CHECK(find(ev, EventKind::GameOver)->value == 1);
        CHECK(find(ev, EventKind::GameOver)->text == s.endReason);
        CHECK(s.endReason.find("Confederate victory") != std::string::npos);
    }
    SUBCASE("two brigades: one broken is half") {
        GameState s = armies(2, 2);
        s.brigades[3].clock = Clock::Broken;
        checkVictory(s, ev);
        CHECK(s.over);
        REQUIRE(s.winner);
        CHECK(*s.winner == Side::Federal);
    }
    SUBCASE("a brigade with no stands left counts as broken (FG-D-47)") {
        GameState s = armies(2, 2);
        s.units[2].removed = true;
        s.units[2].stands = 0;
        checkVictory(s, ev);
        REQUIRE(s.winner);
        CHECK(*s.winner == Side::Federal);
    }
    SUBCASE("both at once: a draw") {
        GameState s = armies(2, 2);
        s.brigades[0].clock = Clock::Broken;
        s.brigades[2].clock = Clock::Broken;
        checkVictory(s, ev);
        CHECK(s.over);
        CHECK_FALSE(s.winner);
        CHECK(find(ev, EventKind::GameOver)->value == 0);
        CHECK(s.endReason.rfind("A draw", 0) == 0);
    }
    SUBCASE("a broken side loses at the turn limit whatever the shares") {
        GameState s = armies(1, 2);
        s.brigades[0].clock = Clock::Broken;
        s.brigades[2].lost = 9; // the Federals removed far more
        checkVictory(s, ev, true);
        REQUIRE(s.winner);
        CHECK(*s.winner == Side::Confederate);
    }
    SUBCASE("nothing once over") {
        GameState s = armies(1, 1);
        s.over = true;
        s.brigades[0].clock = Clock::Broken;
        checkVictory(s, ev);
        CHECK(ev.empty());
        CHECK_FALSE(s.winner);
    }
}

TEST_CASE("FG-WIN-2 at the turn limit the greater share of the enemy's start removed wins") {
    std::vector<Event> ev;
    // The Federals start 20 stands (two brigades), the Confederates 10.
    GameState s = armies(2, 1);
    REQUIRE(lossShare(s, Side::Federal).start == 20);
    REQUIRE(lossShare(s, Side::Confederate).start == 10);
    SUBCASE("before the end nothing happens") {
        s.brigades[0].lost = 4;
        checkVictory(s, ev);
        CHECK_FALSE(s.over);
    }
    SUBCASE("equal shares draw: 4 of 20 against 2 of 10") {
        s.brigades[0].lost = 3;
        s.brigades[1].lost = 1;
        s.brigades[2].lost = 2;
        CHECK(lossShare(s, Side::Federal).lost == 4);
        checkVictory(s, ev, true);
        CHECK(s.over);
        CHECK_FALSE(s.winner);
    }
    SUBCASE("shares, not counts: 3 of 10 beats 4 of 20") {
        s.brigades[0].lost = 4;
        s.brigades[2].lost = 3;
        checkVictory(s, ev, true);
        REQUIRE(s.winner);
        CHECK(*s.winner == Side::Federal);
        CHECK(s.endReason ==
              "Federal victory at the turn limit: the Federals removed 3 of 10 enemy stands "
              "(30%), the Confederates removed 4 of 20 enemy stands (20%).");
    }
    SUBCASE("1 of 10 loses to 4 of 20") {
        s.brigades[0].lost = 4;
        s.brigades[2].lost = 1;
        checkVictory(s, ev, true);
        REQUIRE(s.winner);
        CHECK(*s.winner == Side::Confederate);
    }
    SUBCASE("a turn counter past the limit ends it too") {
        s.turn = s.battle().turnLimit + 1;
        checkVictory(s, ev);
        CHECK(s.over);
        CHECK_FALSE(s.winner);
    }
    SUBCASE("the last player turn: the second side's, of the last game turn") {
        REQUIRE(s.battle().turnLimit == 6);
        s.turn = 6;
        s.active = Side::Federal; // first side
        CHECK_FALSE(lastPlayerTurn(s));
        s.active = Side::Confederate;
        CHECK(lastPlayerTurn(s));
        s.turn = 5;
        CHECK_FALSE(lastPlayerTurn(s));
    }
}

// [SECTION] FG-TRAIT checks

TEST_CASE(
    "FG-TRAIT-1 Seen the Elephant: the first volley calls a 5+ check, once a game (FG-D-13)") {
    GameState s = stateOf(twoRegiments());
    std::vector<Event> ev;
    s.units[0].traits |= kSeenTheElephant;
    SUBCASE("5 passes, 4 fails and disorders (a regular would pass a 4)") {
        s.dice.script({5});
        CHECK(seenTheElephant(s, 0, ev));
        CHECK_FALSE(s.units[0].disordered);
        Battle b = twoRegiments();
        GameState t = stateOf(b);
        t.units[0].traits |= kSeenTheElephant;
        t.dice.script({4});
        CHECK_FALSE(seenTheElephant(t, 0, ev));
        CHECK(t.units[0].disordered);
    }
    SUBCASE("the FG-DISC-1 modifiers apply: attached, a 4 passes") {
        s.brigades[0].attached = 0;
        s.dice.script({4});
        CHECK(seenTheElephant(s, 0, ev));
    }
    SUBCASE("once a game") {
        s.dice.script({1, 1});
        CHECK_FALSE(seenTheElephant(s, 0, ev));
        s.units[0].disordered = false;
        CHECK(seenTheElephant(s, 0, ev));
        CHECK_FALSE(s.units[0].disordered);
        CHECK(s.dice.scriptedLeft() == 1);
    }
    SUBCASE("without the trait, no check") {
        s.units[0].traits = 0;
        s.dice.script({1});
        CHECK(seenTheElephant(s, 0, ev));
        CHECK(ev.empty());
    }
}

TEST_CASE("FG-DISC-1 a check whose failure disorders (FG-FIRE-6, FG-REACT-2)") {
    GameState s = stateOf(twoRegiments());
    std::vector<Event> ev;
    SUBCASE("a pass leaves it formed") {
        s.dice.script({4});
        CHECK(checkOrDisorder(s, 0, {}, "suppression", ev));
        CHECK_FALSE(s.units[0].disordered);
    }
    SUBCASE("a fail disorders it, after the check's event") {
        // Steady's +1 makes a regular's 4+ a 3+: a 3 passes, a 2 fails.
        s.dice.script({3});
        CHECK(checkOrDisorder(s, 0, {{+1, "Steady"}}, "a closing volley", ev));
        CHECK_FALSE(s.units[0].disordered);
        s.dice.script({2});
        CHECK_FALSE(checkOrDisorder(s, 0, {{+1, "Steady"}}, "a closing volley", ev));
        CHECK(s.units[0].disordered);
        CHECK(ev.back().kind == EventKind::Disordered);
    }
}

TEST_CASE("FG-DISC-1 a screen checks with its parent's experience (FG-D-28)") {
    Battle b = twoRegiments();
    b.units[0].experience = Experience::Veteran;
    int sc = addUnit(b, "2wi-s", 0, Arm::Infantry, Formation::OpenOrder, 2, {36, 37}, 0);
    b.units[sc].parent = 0;
    b.units[sc].experience = Experience::Green; // the parent's wins
    GameState s = stateOf(b);
    CHECK(checkNeed(s, sc, 0).need == 3);
}
