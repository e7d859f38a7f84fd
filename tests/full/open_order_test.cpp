// FG-FORM-3: open order pivots freely as part of any move.
#include "fixtures.h"
#include "full/movement.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;

TEST_CASE("FG-FORM-3 open order pivots freely (any facing) as part of a move; a line may not") {
    Battle b = emptyBattle();
    b.map.year = 1864;
    addUnit(b, "skirm", 0, Arm::Infantry, Formation::OpenOrder, 4, {30, 30}, 0);
    addUnit(b, "line", 0, Arm::Infantry, Formation::Line, 4, {50, 30}, 0);
    GameState s = stateOf(b);
    AdvancePlan plan;
    plan.wheelDir = 1;
    plan.wheelDeg = 90;
    plan.after = 5;
    MoveCheck open = checkAdvance(s, 0, plan);
    REQUIRE_MESSAGE(open.ok(), open.refusal->reason);
    CHECK(open.move.facing == doctest::Approx(90));
    // The pivot costs nothing: 5" of its 6" are used, not 5" plus an arc.
    CHECK(open.move.length == doctest::Approx(5.0));
    MoveCheck line = checkAdvance(s, 1, plan);
    REQUIRE_FALSE(line.ok());
    CHECK(line.refusal->rule == "FG-MOVE-3");
}
