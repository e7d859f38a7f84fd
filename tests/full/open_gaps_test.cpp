// FG-D-36 with FG-D-35: a unit holds its whole frontage, open-order gaps
// included: no unit may end in another's gaps (found by the soak on
// Franklin: a line standing in a skirmish regiment's gap was overlapped
// once that regiment sent out a screen and its stands closed up).
#include "fixtures.h"
#include "full/movement.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;

TEST_CASE("FG-D-36 no unit ends in the gaps of a unit in open order") {
    Battle b = emptyBattle();
    b.map.year = 1864;
    // A regiment in line, 5 stands, facing east; a friend's line of 1 stand
    // just where its open order's second gap would fall.
    addUnit(b, "skirm", 0, Arm::Infantry, Formation::Line, 5, {13.5, 8.5}, 90);
    addUnit(b, "friend", 0, Arm::Infantry, Formation::Line, 2, {13, 12}, 180);
    GameState s = stateOf(b);
    SUBCASE("forming open order around a friend is refused") {
        MoveCheck m = checkForm(s, 0, Formation::OpenOrder, Turn::None);
        REQUIRE_FALSE(m.ok());
        CHECK(m.refusal->rule == "FG-D-36");
    }
    SUBCASE("moving into the gap of a friend in open order is refused") {
        Battle g = emptyBattle();
        g.map.year = 1864;
        addUnit(g, "skirm", 0, Arm::Infantry, Formation::OpenOrder, 5, {20, 20}, 90);
        // Its stands lie north-south at y 16, 18, 20, 22, 24 (x 19..20):
        // gaps at y 16.5-17.5 and so on. A column 1 stand wide to the east,
        // facing west, advancing 2" ends exactly in the first gap.
        addUnit(g, "col", 0, Arm::Infantry, Formation::RoadColumn, 2, {21.5, 17}, 270);
        GameState t = stateOf(g);
        AdvancePlan plan;
        plan.before = 2.0;
        MoveCheck m = checkAdvance(t, 1, plan);
        REQUIRE_FALSE(m.ok());
        CHECK(m.refusal->rule == "FG-D-36");
    }
}
