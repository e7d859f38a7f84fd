// FG-CMD-1, FG-D-6: command distance and its four tiers.
#include "fixtures.h"
#include "full/command_radius.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;

TEST_CASE("FG-CMD-1 tiers from the nearest edge of the brigadier's base to the front centre") {
    Battle b = emptyBattle();
    b.brigades[0].leader = {10, 40};
    // Fronts at 6.5", 12.5", 24.5" and 25" from his centre: 6, 12, 24 and
    // 24.5" from the edge of his base.
    addUnit(b, "a", 0, Arm::Infantry, Formation::Line, 4, {16.5, 40}, 0);
    addUnit(b, "b", 0, Arm::Infantry, Formation::Line, 4, {22.5, 40}, 0);
    addUnit(b, "c", 0, Arm::Infantry, Formation::Line, 4, {34.5, 40}, 0);
    addUnit(b, "d", 0, Arm::Infantry, Formation::Line, 4, {35.0, 40}, 0);
    GameState s = stateOf(b);
    SUBCASE("the bounds belong to the nearer tier (FG-D-1)") {
        CHECK(commandReach(s, 0).tier == Tier::Bugle);
        CHECK(commandReach(s, 0).distance == doctest::Approx(6.0));
        CHECK(tierOf(s, 1) == Tier::Courier);
        CHECK(tierOf(s, 2) == Tier::Distant);
        CHECK(tierOf(s, 3) == Tier::Out);
    }
    SUBCASE("just beyond a bound is the next tier") {
        s.units[0].front = {16.6, 40};
        CHECK(tierOf(s, 0) == Tier::Courier);
        s.units[1].front = {22.6, 40};
        CHECK(tierOf(s, 1) == Tier::Distant);
    }
    SUBCASE("a gone brigadier leaves the brigade out of command (FG-D-23)") {
        s.brigades[0].leaderGone = true;
        CHECK(commandReach(s, 0).tier == Tier::Distant);
        CHECK(commandReach(s, 0).leaderless);
    }
}

TEST_CASE("FG-CMD-1 the courier tier goes around impassable ground; the bugle tier over it") {
    Battle b = emptyBattle();
    b.brigades[0].leader = {10, 30};
    // A lake 2" wide between the brigadier and the units, reaching far to
    // north and south.
    addArea(b, "river", rect(12, 10, 14, 46));
    addUnit(b, "near", 0, Arm::Infantry, Formation::Line, 4, {16, 30}, 0);
    addUnit(b, "far", 0, Arm::Infantry, Formation::Line, 4, {20, 30}, 0);
    GameState s = stateOf(b);
    // 6" straight, over the river: the bugle carries.
    CHECK(tierOf(s, 0) == Tier::Bugle);
    // 10" straight, but the courier must ride round the river's nearer,
    // south end: (10,30) to (12,46) to (14,46) to (20,30): far beyond 12".
    CommandReach far = commandReach(s, 1);
    const double around = std::hypot(2.0, 16.0) + 2.0 + std::hypot(6.0, 16.0) - kLeaderRadius;
    CHECK(far.distance == doctest::Approx(around));
    CHECK(far.tier == Tier::Out);
    SUBCASE("without the river the same unit is within the courier's 12 inches") {
        Battle open = emptyBattle();
        open.brigades[0].leader = {10, 30};
        addUnit(open, "far", 0, Arm::Infantry, Formation::Line, 4, {20, 30}, 0);
        GameState o = stateOf(open);
        CHECK(tierOf(o, 0) == Tier::Courier);
    }
}
