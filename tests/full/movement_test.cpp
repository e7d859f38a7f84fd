// FG-MOVE, FG-D-1, FG-D-5, FG-D-26, FG-D-27, FG-D-30, FG-D-36, FG-D-38,
// FG-D-12: allowances and the paths of advances, obliques and wheels.
#include "fixtures.h"
#include "full/movement.h"

#include <doctest/doctest.h>

#include <cmath>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

AdvancePlan ahead(double d, bool dt = false) {
    AdvancePlan p;
    p.before = d;
    p.doubleTime = dt;
    return p;
}

AdvancePlan wheel(double before, int dir, double deg, double after) {
    AdvancePlan p;
    p.before = before;
    p.wheelDir = dir;
    p.wheelDeg = deg;
    p.after = after;
    return p;
}

} // namespace

TEST_CASE("FG-MOVE-1 each formation moves at its row of the sheet's table") {
    struct Row {
        Arm arm;
        Formation f;
        double open, woods, road;
    };
    const Row rows[] = {
        {Arm::Infantry, Formation::Line, 6, 4, 6},
        {Arm::Infantry, Formation::OpenOrder, 6, 5, 6},
        {Arm::Infantry, Formation::AssaultColumn, 8, 5, 9},
        {Arm::Infantry, Formation::RoadColumn, 10, 6, 12},
        {Arm::Cavalry, Formation::Mounted, 9, 5, 14},
        {Arm::Cavalry, Formation::RoadColumn, 9, 5, 14}, // FG-D-27: mounted rates
        {Arm::Cavalry, Formation::Dismounted, 5, 4, 6},
        {Arm::Artillery, Formation::Limbered, 8, 3, 12},
        {Arm::Artillery, Formation::Unlimbered, 2, 0, 2},
    };
    for (const Row& r : rows) {
        CAPTURE(nameOf(r.f));
        GameState s = stateOf(withUnit(r.f, 4, r.arm));
        CHECK(allowanceOf(s, 0, false, false, 0, false) == doctest::Approx(r.open));
        CHECK(allowanceOf(s, 0, true, false, 0, false) == doctest::Approx(r.woods));
        CHECK(allowanceOf(s, 0, false, true, 0, false) == doctest::Approx(r.road));
    }
    SUBCASE("a skirmish screen moves at open-order rates (FG-D-28)") {
        Battle b = withUnit(Formation::OpenOrder, 2);
        addUnit(b, "p", 0, Arm::Infantry, Formation::Line, 4, {20, 40}, 0);
        b.units[0].parent = 1;
        GameState s = stateOf(b);
        CHECK(allowanceOf(s, 0, true, false, 0, false) == doctest::Approx(5.0));
    }
}

TEST_CASE("FG-MOVE-1 an advance in the open may go up to its rate, the rate included (FG-D-1)") {
    GameState s = stateOf(withUnit(Formation::Line, 4));
    MoveCheck ok = checkAdvance(s, 0, ahead(6.0));
    REQUIRE(ok.ok());
    CHECK(ok.move.front.y == doctest::Approx(34.0));
    CHECK(ok.move.length == doctest::Approx(6.0));
    CHECK(ok.move.allowance == doctest::Approx(6.0));
    CHECK_FALSE(ok.move.woods);
    MoveCheck far = checkAdvance(s, 0, ahead(6.1));
    REQUIRE_FALSE(far.ok());
    CHECK(far.refusal->rule == "FG-MOVE-1");
    CHECK(far.refusal->hasPoint);
    CHECK(far.refusal->point.y == doctest::Approx(34.0)); // where the allowance ran out
    SUBCASE("an assault column goes 8") {
        GameState c = stateOf(withUnit(Formation::AssaultColumn, 4));
        CHECK(checkAdvance(c, 0, ahead(8.0)).ok());
        CHECK_FALSE(checkAdvance(c, 0, ahead(8.1)).ok());
    }
}

TEST_CASE(
    "FG-MOVE-1 woods at the start, along the path or at the end set the woods rate (FG-D-5)") {
    SUBCASE("starting in woods") {
        Battle b = withUnit(Formation::Line, 4);
        addArea(b, "woods", rect(30, 39, 42, 42));
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(4.0));
        REQUIRE(c.ok());
        CHECK(c.move.woods);
        CHECK(c.move.allowance == doctest::Approx(4.0));
        CHECK_FALSE(checkAdvance(s, 0, ahead(4.5)).ok());
    }
    SUBCASE("a strip of woods crossed on the way") {
        Battle b = withUnit(Formation::Line, 4);
        addArea(b, "woods", rect(30, 38.5, 42, 38.8));
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(3.0)); // ends clear of it at y 37-38
        REQUIRE(c.ok());
        CHECK(c.move.woods);
        CHECK_FALSE(checkAdvance(s, 0, ahead(5.0)).ok()); // 5 > the woods rate
    }
    SUBCASE("ending in woods") {
        Battle b = withUnit(Formation::Line, 4);
        addArea(b, "rough", rect(30, 33, 42, 34.5));
        GameState s = stateOf(b);
        MoveCheck in = checkAdvance(s, 0, ahead(6.0));
        REQUIRE_FALSE(in.ok());
        CHECK(in.refusal->rule == "FG-MOVE-1");
        MoveCheck short_ = checkAdvance(s, 0, ahead(5.4)); // stops at 34.6, clear of it
        REQUIRE(short_.ok());
        CHECK_FALSE(short_.move.woods);
    }
    SUBCASE("touching the edge of woods is not entering them") {
        Battle b = withUnit(Formation::Line, 4);
        addArea(b, "woods", rect(30, 30, 42, 34));
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(6.0));
        REQUIRE(c.ok());
        CHECK_FALSE(c.move.woods);
    }
    SUBCASE("a farmstead slows like woods; a cornfield does not") {
        Battle b = withUnit(Formation::Line, 4);
        addArea(b, "farmstead", rect(35, 36, 37, 37));
        addArea(b, "cornfield", rect(20, 30, 30, 40));
        GameState s = stateOf(b);
        CHECK(checkAdvance(s, 0, ahead(6.0)).refusal->rule == "FG-MOVE-1");
    }
}

TEST_CASE("FG-MOVE-1 the road rate only when every stand's centre stays on the road (FG-D-27)") {
    Battle b = withUnit(Formation::RoadColumn, 4);
    addLine(b, "road", {{36, 47}, {36, 1}});
    addUnit(b, "off", 0, Arm::Infantry, Formation::RoadColumn, 4, {40, 40}, 0);
    addUnit(b, "line", 0, Arm::Infantry, Formation::Line, 4, {50, 30}, 270);
    GameState s = stateOf(b);
    SUBCASE("a road column straight along the road: 12") {
        MoveCheck c = checkAdvance(s, 0, ahead(12.0));
        REQUIRE(c.ok());
        CHECK(c.move.road);
        CHECK(c.move.allowance == doctest::Approx(12.0));
        CHECK_FALSE(checkAdvance(s, 0, ahead(12.1)).ok());
    }
    SUBCASE("beside the road: the open rate") {
        MoveCheck c = checkAdvance(s, 1, ahead(12.0));
        REQUIRE_FALSE(c.ok());
        CHECK(checkAdvance(s, 1, ahead(10.0)).ok());
    }
    SUBCASE("wheeling off the road loses the road rate") {
        MoveCheck c = checkAdvance(s, 0, wheel(2.0, 1, 90.0, 6.0));
        REQUIRE(c.ok());
        CHECK_FALSE(c.move.road);
        CHECK(c.move.allowance == doctest::Approx(10.0));
    }
    SUBCASE("a line across the road is not on it") {
        MoveCheck c = checkAdvance(s, 2, ahead(6.0));
        REQUIRE(c.ok());
        CHECK_FALSE(c.move.road);
    }
    SUBCASE("a road through woods keeps the road rate") {
        Battle w = b;
        addArea(w, "woods", rect(30, 20, 42, 30));
        GameState sw = stateOf(w);
        MoveCheck c = checkAdvance(sw, 0, ahead(12.0));
        REQUIRE(c.ok());
        CHECK(c.move.road);
        CHECK(c.move.woods);
    }
}

TEST_CASE("FG-MOVE-2 a fence costs a line 2 inches, each obstacle once, several add up (FG-D-26)") {
    SUBCASE("one fence") {
        Battle b = withUnit(Formation::Line, 4);
        addLine(b, "fence", {{20, 37}, {50, 37}});
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(4.0));
        REQUIRE(c.ok());
        CHECK(c.move.obstacles == 1);
        CHECK(c.move.allowance == doctest::Approx(4.0));
        MoveCheck far = checkAdvance(s, 0, ahead(4.1));
        REQUIRE_FALSE(far.ok());
        CHECK(far.refusal->rule == "FG-MOVE-2");
    }
    SUBCASE("a fence and a wall add up") {
        Battle b = withUnit(Formation::Line, 4);
        addLine(b, "wall", {{20, 39.5}, {50, 39.5}});
        addLine(b, "fence", {{20, 39}, {50, 39}});
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(2.0));
        REQUIRE(c.ok());
        CHECK(c.move.obstacles == 2);
        CHECK(c.move.allowance == doctest::Approx(2.0));
        CHECK_FALSE(checkAdvance(s, 0, ahead(2.1)).ok());
    }
    SUBCASE("one fence crossed twice is paid once") {
        Battle b = withUnit(Formation::Line, 4);
        addLine(b, "fence", {{30, 39}, {45, 39}, {45, 37}, {30, 37}});
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(4.0));
        REQUIRE(c.ok());
        CHECK(c.move.obstacles == 1);
    }
    SUBCASE("a road column pays 1, open order nothing") {
        Battle b = withUnit(Formation::RoadColumn, 4);
        addUnit(b, "o", 0, Arm::Infantry, Formation::OpenOrder, 3, {56, 40}, 0);
        addLine(b, "stream", {{20, 37}, {70, 37}});
        GameState s = stateOf(b);
        CHECK(checkAdvance(s, 0, ahead(9.0)).ok());
        CHECK_FALSE(checkAdvance(s, 0, ahead(9.1)).ok());
        CHECK(checkAdvance(s, 1, ahead(6.0)).ok());
    }
    SUBCASE("reaching a fence is not crossing it; the next move pays") {
        Battle b = withUnit(Formation::Line, 4);
        addLine(b, "fence", {{20, 36.5}, {50, 36.5}});
        GameState s = stateOf(b);
        MoveCheck up = checkAdvance(s, 0, ahead(3.8)); // front on the fence, centres short of it
        REQUIRE(up.ok());
        CHECK(up.move.obstacles == 0);
        std::vector<Event> ev;
        apply(s, up.move, ev);
        MoveCheck over = checkAdvance(s, 0, ahead(2.0));
        REQUIRE(over.ok());
        CHECK(over.move.obstacles == 1);
    }
    SUBCASE("stopping with the centres on the fence's line and going on pays once in all") {
        Battle b = withUnit(Formation::Line, 4);
        addLine(b, "fence", {{20, 37}, {50, 37}});
        GameState s = stateOf(b);
        MoveCheck on = checkAdvance(s, 0, ahead(3.5)); // centres from 40.5 to 37
        REQUIRE(on.ok());
        std::vector<Event> ev;
        apply(s, on.move, ev);
        MoveCheck off = checkAdvance(s, 0, ahead(2.0));
        REQUIRE(off.ok());
        CHECK(on.move.obstacles + off.move.obstacles == 1);
    }
    SUBCASE("prolonge cannot cross an obstacle") {
        Battle b = withUnit(Formation::Unlimbered, 2, Arm::Artillery);
        addLine(b, "fence", {{20, 39.5}, {50, 39.5}});
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(1.5));
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-MOVE-2");
    }
}

TEST_CASE("FG-MOVE-4 double-time adds 3 inches to infantry after the terrain") {
    Battle b = withUnit(Formation::Line, 4);
    addUnit(b, "cav", 0, Arm::Cavalry, Formation::Mounted, 4, {10, 40}, 0);
    GameState s = stateOf(b);
    MoveCheck c = checkAdvance(s, 0, ahead(9.0, true));
    REQUIRE(c.ok());
    CHECK(c.move.doubleTime);
    CHECK(c.move.allowance == doctest::Approx(9.0));
    CHECK_FALSE(checkAdvance(s, 0, ahead(9.1, true)).ok());
    SUBCASE("in woods across a fence: 4 - 2 + 3") {
        Battle w = b;
        addArea(w, "woods", rect(30, 36, 42, 42));
        addLine(w, "fence", {{20, 37}, {50, 37}});
        GameState sw = stateOf(w);
        MoveCheck m = checkAdvance(sw, 0, ahead(5.0, true));
        REQUIRE(m.ok());
        CHECK(m.move.allowance == doctest::Approx(5.0));
        CHECK(m.move.text.find("woods rate 4\"") != std::string::npos);
    }
    SUBCASE("cavalry cannot double-time") {
        MoveCheck m = checkAdvance(s, 1, ahead(2.0, true));
        REQUIRE_FALSE(m.ok());
        CHECK(m.refusal->rule == "FG-MOVE-4");
    }
}

TEST_CASE("FG-MOVE-4 a limbered horse battery moves half its rate and unlimbers") {
    Battle b = withUnit(Formation::Limbered, 3, Arm::Artillery);
    b.units[0].horseArtillery = true;
    addUnit(b, "foot", 0, Arm::Artillery, Formation::Limbered, 3, {10, 40}, 0);
    GameState s = stateOf(b);
    AdvancePlan p = ahead(4.0);
    p.unlimber = true;
    MoveCheck c = checkAdvance(s, 0, p);
    REQUIRE(c.ok());
    CHECK(c.move.formation == Formation::Unlimbered);
    CHECK(c.move.allowance == doctest::Approx(4.0));
    CHECK(c.move.front.y == doctest::Approx(36.0));
    p.before = 4.1;
    CHECK_FALSE(checkAdvance(s, 0, p).ok());
    SUBCASE("a foot battery may not") {
        p.before = 2.0;
        MoveCheck f = checkAdvance(s, 1, p);
        REQUIRE_FALSE(f.ok());
        CHECK(f.refusal->rule == "FG-MOVE-4");
    }
}

TEST_CASE("FG-MOVE-3 one wheel about a front corner, measured on the outside arc") {
    GameState s = stateOf(withUnit(Formation::Line, 4));
    SUBCASE("a right wheel of 45 degrees pivots on the right front corner") {
        MoveCheck c = checkAdvance(s, 0, wheel(0.0, 1, 45.0, 0.0));
        REQUIRE(c.ok());
        const double r = std::sqrt(2.0);
        CHECK(c.move.front.x == doctest::Approx(38.0 - r));
        CHECK(c.move.front.y == doctest::Approx(40.0 - r));
        CHECK(c.move.facing == doctest::Approx(45.0));
        CHECK(c.move.length ==
              doctest::Approx(4.0 * guidon::core::kPi / 4.0)); // the outer corner's arc
    }
    SUBCASE("a left wheel pivots on the left front corner") {
        MoveCheck c = checkAdvance(s, 0, wheel(0.0, -1, 45.0, 0.0));
        REQUIRE(c.ok());
        CHECK(c.move.front.x == doctest::Approx(34.0 + std::sqrt(2.0)));
        CHECK(c.move.facing == doctest::Approx(315.0));
    }
    SUBCASE("the arc counts in the allowance") {
        CHECK(checkAdvance(s, 0, wheel(1.0, 1, 45.0, 1.85)).ok()); // 1 + 3.14 + 1.85
        MoveCheck c = checkAdvance(s, 0, wheel(1.0, 1, 45.0, 1.9));
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-MOVE-1");
    }
    SUBCASE("a line wheels at most 45 degrees") {
        MoveCheck c = checkAdvance(s, 0, wheel(0.0, 1, 46.0, 0.0));
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-MOVE-3");
    }
    SUBCASE("a column wheels up to 90") {
        GameState col = stateOf(withUnit(Formation::AssaultColumn, 4));
        MoveCheck c = checkAdvance(col, 0, wheel(0.0, 1, 90.0, 0.0));
        REQUIRE(c.ok());
        CHECK(c.move.length == doctest::Approx(guidon::core::kPi)); // 2" frontage
        CHECK_FALSE(checkAdvance(col, 0, wheel(0.0, 1, 91.0, 0.0)).ok());
        GameState lim = stateOf(withUnit(Formation::Limbered, 2, Arm::Artillery));
        CHECK(checkAdvance(lim, 0, wheel(0.0, -1, 90.0, 0.0)).ok());
    }
    SUBCASE("open order pivots freely about its front-edge centre (FG-FORM-3, FG-D-45)") {
        GameState o = stateOf(withUnit(Formation::OpenOrder, 3));
        MoveCheck c = checkAdvance(o, 0, wheel(0.0, 1, 180.0, 6.0));
        REQUIRE(c.ok());
        CHECK(c.move.length == doctest::Approx(6.0));
        CHECK(c.move.front.x == doctest::Approx(36.0));
        CHECK(c.move.front.y == doctest::Approx(46.0));
    }
}

TEST_CASE("FG-D-30 prolonge: up to 2 inches forward with one pivot of up to 45 degrees") {
    Battle b = withUnit(Formation::Unlimbered, 3, Arm::Artillery);
    GameState s = stateOf(b);
    MoveCheck c = checkAdvance(s, 0, wheel(1.0, 1, 45.0, 1.0));
    REQUIRE(c.ok());
    CHECK(c.move.length == doctest::Approx(2.0)); // the pivot is free
    CHECK(c.move.formation == Formation::Unlimbered);
    CHECK_FALSE(checkAdvance(s, 0, ahead(2.1)).ok());
    CHECK(checkAdvance(s, 0, wheel(0, 1, 46.0, 0)).refusal->rule == "FG-D-30");
    SUBCASE("none in woods") {
        Battle w = b;
        addArea(w, "woods", rect(30, 35, 42, 42));
        GameState sw = stateOf(w);
        CHECK_FALSE(checkAdvance(sw, 0, ahead(0.5)).ok());
    }
}

TEST_CASE("FG-D-38 oblique: up to 3 inches sideways, facing kept, paying obstacles") {
    Battle b = withUnit(Formation::Line, 4);
    GameState s = stateOf(b);
    MoveCheck c = checkOblique(s, 0, 1, 3.0);
    REQUIRE(c.ok());
    CHECK(c.move.front.x == doctest::Approx(39.0));
    CHECK(c.move.front.y == doctest::Approx(40.0));
    CHECK(c.move.facing == doctest::Approx(0.0));
    CHECK(checkOblique(s, 0, -1, 3.0).move.front.x == doctest::Approx(33.0));
    CHECK(checkOblique(s, 0, 1, 3.1).refusal->rule == "FG-D-38");
    SUBCASE("a fence on the way costs its penalty") {
        Battle f = b;
        addLine(f, "fence", {{39.5, 30}, {39.5, 45}});
        GameState sf = stateOf(f);
        MoveCheck m = checkOblique(sf, 0, 1, 3.0);
        REQUIRE_FALSE(m.ok());
        CHECK(m.refusal->rule == "FG-MOVE-2");
        CHECK(checkOblique(sf, 0, 1, 1.0).ok()); // 3 - 2 = 1, not reaching the fence
    }
    SUBCASE("never more than the terrain rate: prolonge 2") {
        GameState g = stateOf(withUnit(Formation::Unlimbered, 2, Arm::Artillery));
        CHECK(checkOblique(g, 0, 1, 2.0).ok());
        CHECK_FALSE(checkOblique(g, 0, 1, 2.5).ok());
    }
}

TEST_CASE("FG-D-12 wheel in place about the front-edge centre, up to 45 degrees, no length") {
    GameState s = stateOf(withUnit(Formation::Line, 4));
    MoveCheck c = checkWheel(s, 0, 1, 45.0);
    REQUIRE(c.ok());
    CHECK(c.move.front.x == doctest::Approx(36.0));
    CHECK(c.move.front.y == doctest::Approx(40.0));
    CHECK(c.move.facing == doctest::Approx(45.0));
    CHECK(c.move.length == doctest::Approx(0.0));
    CHECK(checkWheel(s, 0, -1, 45.0).move.facing == doctest::Approx(315.0));
    CHECK(checkWheel(s, 0, 1, 46.0).refusal->rule == "FG-D-12");
    SUBCASE("open order turns any way (FG-FORM-3)") {
        GameState o = stateOf(withUnit(Formation::OpenOrder, 3));
        CHECK(checkWheel(o, 0, 1, 120.0).ok());
    }
}

TEST_CASE("FG-MOVE-5 no move may contact an enemy") {
    Battle b = withUnit(Formation::Line, 4);
    addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 4, {36, 35}, 180); // stands y 34-35
    GameState s = stateOf(b);
    CHECK(checkAdvance(s, 0, ahead(4.9)).ok()); // 0.1" short
    SUBCASE("ending in contact") {
        MoveCheck c = checkAdvance(s, 0, ahead(5.0));
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-MOVE-5");
        CHECK(c.refusal->reason == "The a would touch the enemy reb.");
    }
    SUBCASE("touching on the way") {
        Battle w = emptyBattle();
        addUnit(w, "a", 0, Arm::Infantry, Formation::AssaultColumn, 4, {36, 40}, 0);
        addUnit(w, "reb", 1, Arm::Infantry, Formation::Line, 2, {38, 35}, 0); // x 37-39
        GameState sw = stateOf(w);
        MoveCheck c = checkAdvance(sw, 0, ahead(6.0)); // column x 35-37 brushes it
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-MOVE-5");
        CHECK(c.refusal->hasPoint);
        CHECK(c.refusal->point.y == doctest::Approx(36.0).epsilon(0.01));
    }
    SUBCASE("a wheel that swings into the enemy") {
        Battle w = withUnit(Formation::Line, 4);
        addUnit(w, "reb", 1, Arm::Infantry, Formation::Line, 2, {35, 36.5},
                0); // x 34-36, y 36.5-37.5
        GameState sw = stateOf(w);
        // Right: the left end swings up to (35.17, 37.17), into it; left: the
        // front edge turns about (34, 40) and stays 0.35" short of its corner.
        MoveCheck r = checkAdvance(sw, 0, wheel(0.0, 1, 45.0, 0.0));
        REQUIRE_FALSE(r.ok());
        CHECK(r.refusal->rule == "FG-MOVE-5");
        CHECK(checkAdvance(sw, 0, wheel(0.0, -1, 45.0, 0.0)).ok());
    }
}

TEST_CASE("FG-MOVE-5 passing through friends disorders both, not a skirmish screen (FG-D-36)") {
    Battle b = withUnit(Formation::Line, 4);
    addUnit(b, "friend", 0, Arm::Infantry, Formation::Line, 4, {36, 37}, 0); // y 37-38
    GameState s = stateOf(b);
    MoveCheck c = checkAdvance(s, 0, ahead(6.0));
    REQUIRE(c.ok());
    REQUIRE(c.move.passedThrough.size() == 1);
    CHECK(c.move.passedThrough[0] == 1);
    SUBCASE("both are disordered") {
        std::vector<Event> ev;
        apply(s, c.move, ev);
        CHECK(s.units[0].disordered);
        CHECK(s.units[1].disordered);
        bool passed = false;
        for (const Event& e : ev)
            passed = passed || (e.kind == EventKind::PassedThrough && e.unit == 1);
        CHECK(passed);
    }
    SUBCASE("no one when the friend is a skirmish screen") {
        s.units[1].parent = 0;
        MoveCheck m = checkAdvance(s, 0, ahead(6.0));
        std::vector<Event> ev;
        apply(s, m.move, ev);
        CHECK_FALSE(s.units[0].disordered);
        CHECK_FALSE(s.units[1].disordered);
    }
    SUBCASE("no one when the mover is a skirmish screen") {
        s.units[0].parent = 1;
        s.units[0].formation = Formation::OpenOrder;
        MoveCheck m = checkAdvance(s, 0, ahead(6.0));
        REQUIRE(m.ok());
        std::vector<Event> ev;
        apply(s, m.move, ev);
        CHECK_FALSE(s.units[0].disordered);
        CHECK_FALSE(s.units[1].disordered);
    }
    SUBCASE("no move may end on a unit (FG-D-36)") {
        MoveCheck m = checkAdvance(s, 0, ahead(2.5));
        REQUIRE_FALSE(m.ok());
        CHECK(m.refusal->rule == "FG-D-36");
    }
    SUBCASE("a wheel's rear corner grazing a neighbour is not passing through it") {
        Battle g = emptyBattle();
        addUnit(g, "a", 0, Arm::Infantry, Formation::Line, 2, {36, 40}, 0);    // x 35-37
        addUnit(g, "left", 0, Arm::Infantry, Formation::Line, 4, {33, 40}, 0); // x 31-35
        GameState sg = stateOf(g);
        // Wheeling right, its rear-left corner swings 0.24" out over the neighbour.
        MoveCheck m = checkAdvance(sg, 0, wheel(0.0, 1, 45.0, 0.0));
        REQUIRE(m.ok());
        CHECK(m.move.passedThrough.empty());
    }
    SUBCASE("a brigadier's base does not block") {
        s.brigades[0].leader = {36, 36};
        CHECK(checkAdvance(s, 0, ahead(6.0)).ok());
    }
}

TEST_CASE("FG-D-36 no move leaves the table or enters impassable ground") {
    SUBCASE("the table's edge") {
        Battle b = emptyBattle();
        addUnit(b, "a", 0, Arm::Infantry, Formation::Line, 4, {36, 4}, 0);
        GameState s = stateOf(b);
        CHECK(checkAdvance(s, 0, ahead(4.0)).ok()); // flush with the edge
        MoveCheck c = checkAdvance(s, 0, ahead(4.5));
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-D-36");
    }
    SUBCASE("not even in mid-move: open order pivoting about by the edge") {
        Battle b = emptyBattle();
        addUnit(b, "a", 0, Arm::Infantry, Formation::OpenOrder, 3, {36, 2}, 0); // 5" wide
        GameState s = stateOf(b);
        // Halfway round, its stands point 2.5" north of its front: off the table.
        MoveCheck c = checkWheel(s, 0, 1, 180.0);
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-D-36");
        s.units[0].front = {36, 3};
        CHECK(checkWheel(s, 0, 1, 180.0).ok());
    }
    SUBCASE("a line flush with the edge may wheel away from it") {
        Battle b = emptyBattle();
        addUnit(b, "a", 0, Arm::Infantry, Formation::Line, 8, {4, 30}, 0); // x 0-8
        GameState s = stateOf(b);
        // Its rear-left corner swings 1/16" past the edge on the way, and
        // ends 0.57" inside it.
        CHECK(checkAdvance(s, 0, wheel(0.0, 1, 30.0, 0.0)).ok());
    }
    SUBCASE("a river") {
        Battle b = withUnit(Formation::Line, 4);
        addArea(b, "river", rect(20, 35, 50, 36));
        GameState s = stateOf(b);
        MoveCheck c = checkAdvance(s, 0, ahead(6.0));
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-D-36");
        CHECK(c.refusal->hasPoint);
        CHECK(c.refusal->point.y == doctest::Approx(36.0).epsilon(0.01));
        CHECK(checkAdvance(s, 0, ahead(4.0)).ok()); // up to its bank
    }
}

TEST_CASE("FG-MOVE-3 apply: the new place, smoke and a refused flank gone, a plain sentence") {
    Battle b = withUnit(Formation::Line, 4);
    addLine(b, "fence", {{20, 39}, {50, 39}});
    addArea(b, "woods", rect(30, 35, 42, 42));
    GameState s = stateOf(b);
    s.units[0].smoke = true;
    s.units[0].refused = 1;
    MoveCheck c = checkAdvance(s, 0, ahead(2.0));
    REQUIRE(c.ok());
    std::vector<Event> ev;
    apply(s, c.move, ev);
    CHECK(s.units[0].front.y == doctest::Approx(38.0));
    CHECK_FALSE(s.units[0].smoke);
    CHECK(s.units[0].refused == 0);
    REQUIRE(!ev.empty());
    CHECK(ev[0].kind == EventKind::UnitMoved);
    CHECK(ev[0].text == "The a advances 2\" (woods rate 4\", one fence: -2\").");
    bool smoke = false;
    for (const Event& e : ev)
        smoke = smoke || e.kind == EventKind::SmokeCleared;
    CHECK(smoke);
}
