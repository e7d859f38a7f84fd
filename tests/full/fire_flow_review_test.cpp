// A review of the fire phase's flow through the door (FG-D-8, FG-FIRE-5):
// each case a bug found in the decisions the phase asks for.
#include "fire_fixtures.h"
#include "full/command.h"
#include "full/door.h"
#include "full/fire.h"
#include "full/orders.h"
#include "full/sequence.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

Command lossesCmd(Side side, int unit, int dir) {
    Command c;
    c.kind = CommandKind::Losses;
    c.side = side;
    c.unit = unit;
    c.dir = dir;
    return c;
}

} // namespace

TEST_CASE("FG-D-8 a volley is never taken back: fire and focus roll dice, so they are not undoable") {
    // An undo of a volley would show the player the dice to come: he could
    // undo and give those dice to another unit or target.
    Battle b = facing(5.0);
    int g = addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {20, 30}, 0);
    b.units[g].gun = GunType::Napoleon;
    FullGame game(firePhase(b));
    CHECK(game.checkLine("fire 2wi at 4al").accepted);
    CHECK_FALSE(game.undoable("fire 2wi at 4al"));
    CHECK_FALSE(game.undoable("fire 1ri:1 at 4al"));
    CHECK_FALSE(game.undoable("focus 1ri:1 1ri:2 at 4al"));
}

TEST_CASE("FG-FIRE-5 FG-D-30 a battery that closes on its centre keeps each section's fired mark") {
    // Three sections; the centre one is lost (plunging fire from a friend's
    // volley) and the battery closes on its centre: the old third section is
    // now the second, and keeps its mark, so it does not fire twice.
    Battle b = facing(5.0);
    b.units[0].front = {10, 40};
    int g = addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 3, {36, 30}, 0);
    b.units[g].gun = GunType::Napoleon;
    SUBCASE("the right section had fired") {
        GameState s = firePhase(b);
        s.units[g].sectionsFired = 0b100;
        s.units[g].fired = true;
        s.units[g].stands = 2;
        s.pending.push_back(Pending{PendingKind::Losses, Side::Federal, g, -1, 1});
        const Command l = lossesCmd(Side::Federal, g, 0);
        REQUIRE_FALSE(validate(s, l));
        applyCommand(s, l);
        CHECK_FALSE(hasFired(s, {g, 0}));
        CHECK(hasFired(s, {g, 1}));
        CHECK(checkFire(s, g, 1, 1).refusal);
    }
    SUBCASE("the lost centre section had fired") {
        GameState s = firePhase(b);
        s.units[g].sectionsFired = 0b010;
        s.units[g].fired = true;
        s.units[g].stands = 2;
        s.pending.push_back(Pending{PendingKind::Losses, Side::Federal, g, -1, 1});
        applyCommand(s, lossesCmd(Side::Federal, g, 0));
        CHECK_FALSE(hasFired(s, {g, 0}));
        CHECK_FALSE(hasFired(s, {g, 1}));
    }
    SUBCASE("from the left and the right as before") {
        GameState s = firePhase(b);
        s.units[g].sectionsFired = 0b101;
        s.units[g].stands = 2;
        s.pending.push_back(Pending{PendingKind::Losses, Side::Federal, g, -1, 1});
        GameState r = s;
        applyCommand(s, lossesCmd(Side::Federal, g, -1));
        CHECK_FALSE(hasFired(s, {g, 0}));
        CHECK(hasFired(s, {g, 1}));
        applyCommand(r, lossesCmd(Side::Federal, g, 1));
        CHECK(hasFired(r, {g, 0}));
        CHECK_FALSE(hasFired(r, {g, 1}));
    }
}
