// FG-D-27, reviewed: the road march's edges. A road's band holds a stand
// only when its centre is inside it (a column two stands wide straddling a
// 1" road is not on it); a formation wider than one stand follows the bends
// only while every stand stays on the road (FG-D-27's "such a unit"); a
// unit at the road's end is told so in a sentence.
#include "fixtures.h"
#include "full/command.h"
#include "full/movement.h"

#include <doctest/doctest.h>

#include <string>

using namespace guidon::full;
using namespace guidon::full::test;

TEST_CASE("FG-D-27 a column two stands wide is not on a 1-inch road: its stands' centres are on "
          "the road's edges") {
    // An assault column of 4 (2 files) centred on a 1" road: each stand's
    // centre lies on an edge of the band, half of every stand off it.
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::AssaultColumn, 4, {36, 40}, 0);
    addLine(b, "road", {{36, 47}, {36, 10}});
    GameState s = stateOf(b);
    MoveCheck march = checkRoadMarch(s, 0, 9.0, false);
    REQUIRE_FALSE(march.ok());
    CHECK(march.refusal->rule == "FG-D-27");
    CHECK_MESSAGE(has(march.refusal->reason, "is not on a road"), march.refusal->reason);
    // Its plain advance is at the open rate (8"), not the road's (9").
    AdvancePlan p;
    p.before = 8.0;
    MoveCheck open = checkAdvance(s, 0, p);
    REQUIRE_MESSAGE(open.ok(), open.refusal->reason);
    CHECK_FALSE(open.move.road);
    CHECK(open.move.allowance == doctest::Approx(8.0));
    p.before = 9.0;
    CHECK_FALSE(checkAdvance(s, 0, p).ok());
    // On a 3" road the same column is on it, and marches at the road rate.
    b.map.features.back().width = 3.0;
    GameState wide = stateOf(b);
    MoveCheck ok = checkRoadMarch(wide, 0, 9.0, false);
    REQUIRE_MESSAGE(ok.ok(), ok.refusal->reason);
    CHECK(ok.move.road);
}

TEST_CASE("FG-D-27 a formation wider than one stand follows a bend only if every stand stays on "
          "the road the whole way") {
    // A line of 2 on a 1.1" road (its stands' centres 0.5" either side of
    // the centreline) that turns 90 degrees at (36,30): the rigid line
    // swings its outer stand off the road as it goes round, though it starts
    // and ends on it. A line wheels 45 degrees at most (FG-MOVE-3).
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::Line, 2, {36, 32}, 0);
    addLine(b, "road", {{36, 47}, {36, 30}, {50, 30}});
    b.map.features.back().width = 1.1;
    GameState s = stateOf(b);
    MoveCheck c = checkRoadMarch(s, 0, 5.0, false);
    REQUIRE_FALSE(c.ok());
    CHECK(c.refusal->rule == "FG-D-27");
    CHECK_MESSAGE(has(c.refusal->reason, "one stand wide"), c.refusal->reason);
    // Short of the bend every stand stays on the road: it marches.
    MoveCheck shortOf = checkRoadMarch(s, 0, 1.0, false);
    REQUIRE_MESSAGE(shortOf.ok(), shortOf.refusal->reason);
    CHECK(shortOf.move.road);
    // A road column of 2 (one stand wide) goes round the same bend.
    Battle col = emptyBattle();
    addUnit(col, "a", 0, Arm::Infantry, Formation::RoadColumn, 2, {36, 32}, 0);
    addLine(col, "road", {{36, 47}, {36, 30}, {50, 30}});
    col.map.features.back().width = 1.1;
    GameState cs = stateOf(col);
    MoveCheck round = checkRoadMarch(cs, 0, 5.0, false);
    REQUIRE_MESSAGE(round.ok(), round.refusal->reason);
    CHECK(round.move.facing == doctest::Approx(90.0));
}

TEST_CASE("FG-D-27 a unit at the road's end is told the road goes no further") {
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::RoadColumn, 4, {36, 30}, 0);
    addLine(b, "road", {{36, 47}, {36, 30}});
    GameState s = stateOf(b);
    MoveCheck c = checkRoadMarch(s, 0, 3.0, false);
    REQUIRE_FALSE(c.ok());
    CHECK(c.refusal->rule == "FG-D-27");
    CHECK_MESSAGE(has(c.refusal->reason, "is at the end of the road"), c.refusal->reason);
    CHECK_MESSAGE(!has(c.refusal->reason, "0\""), c.refusal->reason);
}

TEST_CASE("FG-D-27 a column halted just round a sharp bend marches on along the road") {
    // A road column of 4 on a road that turns 90 degrees at (36,30). Its
    // first march ends with its head 0.2" round the bend, the column still
    // lying along the first leg (every stand on the road). The road it
    // stands on runs along its facing: the next march goes on round.
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::RoadColumn, 4, {36, 36}, 0);
    addLine(b, "road", {{36, 47}, {36, 30}, {50, 30}});
    GameState s = stateOf(b);
    MoveCheck first = checkRoadMarch(s, 0, 6.2, false);
    REQUIRE_MESSAGE(first.ok(), first.refusal->reason);
    CHECK(first.move.facing < 5.0);
    s.units[0].front = first.move.front;
    s.units[0].facing = first.move.facing;
    MoveCheck on = checkRoadMarch(s, 0, 5.0, false);
    REQUIRE_MESSAGE(on.ok(), on.refusal->reason);
    CHECK(on.move.front.x == doctest::Approx(41.2));
    CHECK(on.move.front.y == doctest::Approx(30.0));
    CHECK(on.move.facing == doctest::Approx(90.0));
}

TEST_CASE("FG-D-27 a road march with double-time goes 3\" further (FG-MOVE-4)") {
    // The road test's double-timed march (11.5") fits the road rate alone;
    // this one needs the +3".
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::RoadColumn, 4, {36, 43}, 0);
    addLine(b, "road", {{36, 47}, {36, 30}, {39, 20}});
    GameState s = stateOf(b);
    MoveCheck quick = checkRoadMarch(s, 0, 15.0, true);
    REQUIRE_MESSAGE(quick.ok(), quick.refusal->reason);
    CHECK(quick.move.allowance == doctest::Approx(15.0));
    CHECK(quick.move.doubleTime);
    CHECK_FALSE(checkRoadMarch(s, 0, 15.0, false).ok());
    CHECK_FALSE(checkRoadMarch(s, 0, 15.5, true).ok());
}
