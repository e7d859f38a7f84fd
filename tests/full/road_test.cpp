// FG-D-27: the road march. A column on a road follows the centreline
// through its bends at the road rate, its length measured along the
// centreline; the rigid column lies along the chord from one column-length
// behind its head to the head.
#include "fixtures.h"
#include "full/command.h"
#include "full/movement.h"
#include "full/orders.h"

#include <doctest/doctest.h>

#include <cmath>
#include <vector>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// A Federal road column of 4 stands, its front at `front`, facing north,
// on a road up the table from (36,47) that bends at (36,30) to `bendTo`.
Battle bentRoad(Vec2 front, Vec2 bendTo, int stands = 4) {
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::RoadColumn, stands, front, 0);
    addLine(b, "road", {{36, 47}, {36, 30}, bendTo});
    return b;
}

double facingOf(Vec2 v) {
    return std::atan2(v.x, -v.y) * 180.0 / guidon::core::kPi;
}

} // namespace

TEST_CASE(
    "FG-D-27 a road column follows a bend at the road rate, its length along the centreline") {
    SUBCASE("a gentle bend: the head on the centreline, the facing along the last chord") {
        // 10" to the bend, then 1.5" along (36,30)->(39,20): 11.5" in all,
        // more than a road column's open rate (10") allows.
        const Vec2 bend{36, 30}, to{39, 20};
        GameState s = stateOf(bentRoad({36, 40}, to));
        MoveCheck c = checkRoadMarch(s, 0, 11.5, false);
        REQUIRE_MESSAGE(c.ok(), c.refusal->reason);
        const Vec2 dir = (to - bend) * (1.0 / length(to - bend));
        const Vec2 head = bend + dir * 1.5;
        CHECK(c.move.front.x == doctest::Approx(head.x).epsilon(1e-6));
        CHECK(c.move.front.y == doctest::Approx(head.y).epsilon(1e-6));
        // The chord from the centreline point 4" (the column's length)
        // behind the head, still short of the bend: (36, 32.5).
        CHECK(c.move.facing == doctest::Approx(facingOf(head - Vec2{36, 32.5})).epsilon(1e-6));
        CHECK(c.move.road);
        CHECK(c.move.length == doctest::Approx(11.5));
        CHECK(c.move.allowance == doctest::Approx(12.0));
        CHECK(c.move.order == Order::Advance);
        CHECK_MESSAGE(has(c.move.text, "marches 11.5\" along the road (road rate 12\")"),
                      c.move.text);
        const MoveCheck over = checkRoadMarch(s, 0, 12.1, false);
        REQUIRE_FALSE(over.ok());
        CHECK(over.refusal->rule == "FG-D-27");
    }
    SUBCASE("a sharp bend: past it, the whole column faces along the new leg") {
        const Vec2 bend{36, 30}, to{46, 20};
        GameState s = stateOf(bentRoad({36, 36}, to));
        MoveCheck c = checkRoadMarch(s, 0, 11.5, false);
        REQUIRE_MESSAGE(c.ok(), c.refusal->reason);
        const Vec2 head = bend + (to - bend) * (5.5 / length(to - bend));
        CHECK(c.move.front.x == doctest::Approx(head.x).epsilon(1e-6));
        CHECK(c.move.front.y == doctest::Approx(head.y).epsilon(1e-6));
        CHECK(c.move.facing == doctest::Approx(45.0).epsilon(1e-6));
        CHECK(c.move.road);
    }
    SUBCASE("a sharp bend: a rigid column straddling it does not fit on the road") {
        GameState s = stateOf(bentRoad({36, 40}, {46, 20}));
        MoveCheck c = checkRoadMarch(s, 0, 11.5, false);
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-D-27");
        CHECK_MESSAGE(has(c.refusal->reason, "would not fit on the road where it ends"),
                      c.refusal->reason);
    }
    SUBCASE("the advance order's road form is the same march") {
        GameState s = stateOf(bentRoad({36, 36}, {46, 20}));
        AdvancePlan p;
        p.road = true;
        p.before = 11.5;
        MoveCheck a = checkAdvance(s, 0, p);
        MoveCheck b = checkRoadMarch(s, 0, 11.5, false);
        REQUIRE(a.ok());
        CHECK(a.move.front.x == doctest::Approx(b.move.front.x));
        CHECK(a.move.front.y == doctest::Approx(b.move.front.y));
        // The plain advance, straight ahead, leaves the road at the bend:
        // the open rate, 10".
        AdvancePlan straight;
        straight.before = 11.5;
        CHECK_FALSE(checkAdvance(s, 0, straight).ok());
    }
}

TEST_CASE("FG-D-27 a march past the road's end is refused, with the distance left") {
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::RoadColumn, 4, {36, 40}, 0);
    addLine(b, "road", {{36, 47}, {36, 34}});
    GameState s = stateOf(b);
    MoveCheck c = checkRoadMarch(s, 0, 7.0, false);
    REQUIRE_FALSE(c.ok());
    CHECK(c.refusal->rule == "FG-D-27");
    CHECK_MESSAGE(has(c.refusal->reason, "The road ends 6\" ahead of the a"), c.refusal->reason);
    CHECK(checkRoadMarch(s, 0, 6.0, false).ok());
}

TEST_CASE("FG-D-27 a road running across the facing is refused: turn onto it first") {
    // One stand, its centre on the road's centreline, facing 60 (or 30)
    // degrees off the road.
    auto oneStand = [](double facing) {
        Battle b = emptyBattle();
        const Vec2 centre{36, 40};
        addUnit(b, "a", 0, Arm::Infantry, Formation::RoadColumn, 1,
                centre + guidon::core::forwardOf(facing) * 0.5, facing);
        addLine(b, "road", {{36, 47}, {36, 20}});
        return stateOf(b);
    };
    GameState across = oneStand(60.0);
    MoveCheck c = checkRoadMarch(across, 0, 5.0, false);
    REQUIRE_FALSE(c.ok());
    CHECK(c.refusal->rule == "FG-D-27");
    CHECK_MESSAGE(has(c.refusal->reason, "The road runs across the a's facing: turn onto it first"),
                  c.refusal->reason);
    // Within 45 degrees it marches, turned onto the road in its first step.
    GameState along = oneStand(30.0);
    MoveCheck ok = checkRoadMarch(along, 0, 5.0, false);
    REQUIRE_MESSAGE(ok.ok(), ok.refusal->reason);
    CHECK(ok.move.front.x == doctest::Approx(36.0));
    CHECK(ok.move.facing == doctest::Approx(0.0).epsilon(1e-6));
    // Facing back down the road, it marches the other way.
    GameState back = oneStand(170.0);
    MoveCheck down = checkRoadMarch(back, 0, 5.0, false);
    REQUIRE_MESSAGE(down.ok(), down.refusal->reason);
    CHECK(down.move.facing == doctest::Approx(180.0).epsilon(1e-6));
    CHECK(down.move.front.y > 40.0);
}

TEST_CASE("FG-D-27 at a junction the march takes the road closest to the facing") {
    // A north-south and an east-west road cross at (36,30); one stand at
    // the crossing takes the one nearer its facing, whichever comes first.
    auto atCrossing = [](double facing, bool northSouthFirst) {
        Battle b = emptyBattle();
        const Vec2 front = Vec2{36, 30} + guidon::core::forwardOf(facing) * 0.5;
        addUnit(b, "a", 0, Arm::Infantry, Formation::RoadColumn, 1, front, facing);
        const std::vector<Vec2> ns{{36, 47}, {36, 10}}, ew{{20, 30}, {60, 30}};
        addLine(b, "road", northSouthFirst ? ns : ew);
        addLine(b, "road", northSouthFirst ? ew : ns);
        return stateOf(b);
    };
    for (bool first : {true, false}) {
        CAPTURE(first);
        const GameState east = atCrossing(80.0, first);
        MoveCheck c = checkRoadMarch(east, 0, 5.0, false);
        REQUIRE_MESSAGE(c.ok(), c.refusal->reason);
        CHECK(c.move.facing == doctest::Approx(90.0).epsilon(1e-6));
        CHECK(c.move.front.x == doctest::Approx(east.units[0].front.x + 5.0));
        CHECK(c.move.front.y == doctest::Approx(30.0));
        const GameState north = atCrossing(10.0, first);
        MoveCheck n = checkRoadMarch(north, 0, 5.0, false);
        REQUIRE_MESSAGE(n.ok(), n.refusal->reason);
        CHECK(n.move.facing == doctest::Approx(0.0).epsilon(1e-6));
        CHECK(n.move.front.x == doctest::Approx(36.0));
        CHECK(n.move.front.y == doctest::Approx(north.units[0].front.y - 5.0));
    }
}

TEST_CASE("FG-D-27 a unit not on a road cannot march along one") {
    Battle b = emptyBattle();
    addUnit(b, "beside", 0, Arm::Infantry, Formation::RoadColumn, 4, {40, 40}, 0);
    addUnit(b, "line", 0, Arm::Infantry, Formation::Line, 4, {56, 40}, 0);
    addLine(b, "road", {{36, 47}, {36, 1}});
    addLine(b, "road", {{56, 47}, {56, 1}});
    GameState s = stateOf(b);
    for (int unit : {0, 1}) {
        CAPTURE(unit);
        MoveCheck c = checkRoadMarch(s, unit, 5.0, false);
        REQUIRE_FALSE(c.ok());
        CHECK(c.refusal->rule == "FG-D-27");
        CHECK_MESSAGE(has(c.refusal->reason, "is not on a road"), c.refusal->reason);
    }
}

TEST_CASE("FG-D-27 an enemy on the road ahead refuses the march as it refuses an advance") {
    Battle b = bentRoad({36, 40}, {36, 10});
    addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 2, {36, 31}, 180);
    GameState s = stateOf(b);
    MoveCheck c = checkRoadMarch(s, 0, 12.0, false);
    REQUIRE_FALSE(c.ok());
    CHECK(c.refusal->rule == "FG-MOVE-5");
    CHECK_MESSAGE(has(c.refusal->reason, "would touch the enemy"), c.refusal->reason);
    AdvancePlan straight;
    straight.before = 12.0;
    MoveCheck a = checkAdvance(s, 0, straight);
    REQUIRE_FALSE(a.ok());
    CHECK(a.refusal->rule == c.refusal->rule);
    // Short of it, the march goes.
    CHECK(checkRoadMarch(s, 0, 7.0, false).ok());
}

TEST_CASE("FG-D-27 a road march pays for an obstacle it crosses (FG-D-26)") {
    // Past the bend, a fence across the road's second leg at y = 27.
    Battle b = bentRoad({36, 34}, {39, 20});
    addLine(b, "fence", {{30, 27}, {45, 27}});
    GameState s = stateOf(b);
    MoveCheck c = checkRoadMarch(s, 0, 11.0, false);
    REQUIRE_MESSAGE(c.ok(), c.refusal->reason);
    CHECK(c.move.obstacles == 1);
    CHECK(c.move.road);
    CHECK(c.move.allowance == doctest::Approx(11.0)); // 12" less the road column's 1"
    CHECK_MESSAGE(has(c.move.text, "one fence: -1\""), c.move.text);
    MoveCheck over = checkRoadMarch(s, 0, 11.5, false);
    REQUIRE_FALSE(over.ok());
    CHECK(over.refusal->rule == "FG-MOVE-2");
}

TEST_CASE("FG-D-27 advance UNIT road D [double]: written and read back the same") {
    GameState s = stateOf(bentRoad({36, 40}, {39, 20}));
    Command c;
    std::string error;
    REQUIRE_MESSAGE(parseCommand(s, Side::Federal, "advance a road 7.5 double", c, error), error);
    CHECK(c.kind == CommandKind::Advance);
    CHECK(c.plan.road);
    CHECK(c.plan.before == doctest::Approx(7.5));
    CHECK(c.plan.doubleTime);
    CHECK(c.plan.wheelDir == 0);
    CHECK(commandText(s, c) == "advance a road 7.5 double");
    Command back;
    REQUIRE(parseCommand(s, Side::Federal, commandText(s, c), back, error));
    CHECK(back.plan.road);
    CHECK(back.plan.before == c.plan.before);
    CHECK(back.plan.doubleTime);
    SUBCASE("a road march takes no wheel, no unlimbering and needs a distance") {
        for (std::string line :
             {"advance a road 5 wheel left 10", "advance a road 5 unlimber", "advance a road",
              "advance a 5 road 3", "advance a double road 5"}) {
            CAPTURE(line);
            CHECK_FALSE(parseCommand(s, Side::Federal, line, c, error));
        }
    }
}

TEST_CASE("FG-D-27 a road march is an Advance order: same pips, and the unit's order is Advance") {
    Battle b = bentRoad({36, 40}, {39, 20});
    b.brigades[0].leader = {30, 40};
    GameState s = stateOf(b);
    s.phase = Phase::Orders;
    s.pending.push_back(Pending{PendingKind::Orders, Side::Federal, -1, -1});
    s.brigades[0].pips = 2;
    Command c;
    std::string error;
    REQUIRE(parseCommand(s, Side::Federal, "advance a road 11.5 double", c, error));
    Command plain = c;
    plain.plan.road = false;
    plain.plan.before = 3.0;
    CHECK(orderCost(s, c).pips == orderCost(s, plain).pips);
    CHECK(orderCost(s, c).pips == 1); // the double-time's pip, within 12"
    const auto refusal = validate(s, c);
    REQUIRE_MESSAGE(!refusal, refusal->reason);
    applyCommand(s, c);
    CHECK(s.units[0].order == Order::Advance);
    CHECK(s.units[0].doubleTime);
    CHECK(s.units[0].front.x == doctest::Approx(36.431).epsilon(1e-3));
}
