// The move planner (issue 8, moving troops by hand), without a window: the
// segment the mouse asks for, held to the legal limit the rules give, with
// their reason when it is cut short; and the march it builds is one the
// rules accept and that ends where the ghost showed.
#include "../rules/fixtures.h"
#include "client/lite/move_planner.h"
#include "lite/game.h"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

using namespace guidon;
using namespace guidon::lite;
using namespace fixtures;
using client::MoveMode;
using client::MovePlanner;

namespace {

// A 4-base Federal line at (10,20) facing north, alone on an open table.
GameState line(Battle b = openField()) {
    b.units.push_back(infantry("f1", Side::Federal, 4, 4, 10, 20, 0));
    return movementPhase(b);
}

} // namespace

TEST_CASE("planner: forward follows the mouse along the facing, up to the allowance (LL-MOVE-1)") {
    GameState s = line();
    int u = unitIndex(s, "f1");
    MovePlanner p;
    p.start(u);
    p.aim(s, {10.3, 17.5}); // 2.5 BW ahead, a little to the side: only the forward part counts
    REQUIRE(p.pending());
    CHECK(p.pending()->kind == SegmentKind::Forward);
    CHECK(p.pending()->distance == doctest::Approx(2.5));
    CHECK(p.limitReason().empty());
    // Beyond the 4 BW allowance: held at 4, with the rule that stops it.
    p.aim(s, {10.0, 13.0});
    REQUIRE(p.pending());
    CHECK(p.wanted()->distance == doctest::Approx(7.0));
    CHECK(p.pending()->distance == doctest::Approx(4.0).epsilon(1e-3));
    CHECK(p.limitRule() == "LL-MOVE-1");
    CHECK_FALSE(p.limitReason().empty());
    // Kept, the plan is a march the rules accept, ending 4 BW up.
    REQUIRE(p.keepPending());
    Command c = p.command(s);
    CHECK_FALSE(validate(s, c));
    Outcome o = submit(s, c);
    REQUIRE(o.accepted);
    CHECK(near(s.units[std::size_t(u)].front, {10.0, 16.0}, 1e-3));
}

TEST_CASE("planner: a wheel right, then an oblique, end where the rules put them (LL-MOVE-2)") {
    GameState s = line();
    int u = unitIndex(s, "f1");
    MovePlanner p;
    p.start(u);
    p.setMode(MoveMode::WheelRight);
    // The pivot is the right front corner (12,20); the front centre (10,20)
    // swings clockwise: aim 30 degrees round.
    double a = 30.0 * kPi / 180.0;
    p.aim(s, {12.0 - 2.0 * std::cos(a), 20.0 - 2.0 * std::sin(a)});
    REQUIRE(p.pending());
    CHECK(p.pending()->kind == SegmentKind::Wheel);
    CHECK(p.pending()->angle == doctest::Approx(30.0).epsilon(1e-3));
    REQUIRE(p.keepPending());
    Pose afterWheel = p.endPose(s);
    CHECK(afterWheel.facing == doctest::Approx(30.0));
    // Then oblique, 20 degrees right of the new facing, 1 BW.
    p.setMode(MoveMode::Oblique);
    Vec2 dir = forwardOf(afterWheel.facing + 20.0);
    p.aim(s, afterWheel.front + dir * 1.0);
    REQUIRE(p.pending());
    CHECK(p.pending()->angle == doctest::Approx(20.0).epsilon(1e-3));
    CHECK(p.pending()->distance == doctest::Approx(1.0).epsilon(1e-3));
    REQUIRE(p.keepPending());
    Pose planned = p.endPose(s);
    Outcome o = submit(s, p.command(s));
    REQUIRE_MESSAGE(o.accepted, o.refusal.reason);
    const Unit& moved = s.units[std::size_t(u)];
    CHECK(near(moved.front, planned.front, 1e-6));
    CHECK(moved.facing == doctest::Approx(planned.facing));
}

TEST_CASE("planner: an oblique is held to 45 degrees; a flank goes to the mouse's side at half "
          "allowance (LL-MOVE-3)") {
    GameState s = line();
    MovePlanner p;
    p.start(unitIndex(s, "f1"));
    p.setMode(MoveMode::Oblique);
    p.aim(s, {14.0, 19.0}); // far to the right: more than 45 degrees
    REQUIRE(p.pending());
    CHECK(p.pending()->angle == doctest::Approx(45.0));
    p.setMode(MoveMode::Flank);
    p.aim(s, {5.0, 20.0}); // 5 BW to the left
    REQUIRE(p.pending());
    CHECK(p.pending()->kind == SegmentKind::Flank);
    CHECK(p.pending()->angle == doctest::Approx(-90.0));
    CHECK(p.pending()->distance == doctest::Approx(2.0).epsilon(1e-3)); // half of 4
}

TEST_CASE("planner: a wood ahead stops a one-card move at its edge, and says why (LL-MOVE-7)") {
    Battle b = openField();
    addArea(b, "woods", {{7, 15}, {13, 15}, {13, 17}, {7, 17}});
    GameState s = line(b);
    MovePlanner p;
    p.start(unitIndex(s, "f1"));
    p.aim(s, {10.0, 16.0}); // 4 BW ahead, into the wood
    REQUIRE(p.pending());
    CHECK(p.pending()->distance ==
          doctest::Approx(3.0).epsilon(1e-2)); // the wood's edge is at y=17
    CHECK(p.limitRule() == "LL-MOVE-7");
    CHECK(p.limitPoint().has_value());
}

TEST_CASE(
    "planner: Backspace removes the last segment, then the about-face; a kept plan stays legal") {
    GameState s = line();
    MovePlanner p;
    p.start(unitIndex(s, "f1"));
    p.setAboutFace(true);
    p.aim(s, {10.0, 22.5}); // about-faced, the unit looks south: 1.5 BW that way from its new front
    REQUIRE(p.pending());
    CHECK(p.pending()->distance == doctest::Approx(1.5).epsilon(1e-3));
    REQUIRE(p.keepPending());
    CHECK(p.segments().size() == 1);
    p.removeLast();
    CHECK(p.segments().empty());
    CHECK(p.aboutFace());
    p.removeLast();
    CHECK_FALSE(p.aboutFace());
    // Nothing wanted behind the unit in forward mode: no segment at all.
    p.aim(s, {10.0, 25.0});
    CHECK_FALSE(p.pending());
    CHECK_FALSE(p.keepPending());
}

// [SECTION] Undo (sim::Session)

#include "game_support.h"
#include "sim/session.h"

using test::library;

TEST_CASE("undo: the marches of a movement phase come back one by one, and not past the phase") {
    sim::Session s;
    data::Problems p;
    // Brawner's Farm dealt test::kBrawnerDeal (the Federal holds no
    // interrupt), to the Confederate movement phase of turn 1.
    REQUIRE_MESSAGE(s.start(library(), GUIDON_SOURCE_ROOT "/maps/brawner_farm.xml", 1, {}, p,
                            test::kBrawnerDeal),
                    p.str());
    for (const char* l : {"no-fire", "move courier"})
        test::playLine(s, l);
    CHECK_FALSE(s.canUndo()); // invoking the phase is not undone
    std::string atStart = lite::hashHex(lite::stateHash(lite::stateOf(s.game())));
    std::size_t logAtStart = s.log().size(), recordAtStart = s.record().commands.size();

    test::playLine(s, "march c1 forward 3");
    std::string afterOne = lite::hashHex(lite::stateHash(lite::stateOf(s.game())));
    test::playLine(s, "march c3 forward 3");
    CHECK(s.undoDepth() == 2);
    REQUIRE(s.undoLast());
    CHECK(lite::hashHex(lite::stateHash(lite::stateOf(s.game()))) == afterOne);
    REQUIRE(s.undoLast());
    CHECK(lite::hashHex(lite::stateHash(lite::stateOf(s.game()))) == atStart);
    CHECK(s.log().size() == logAtStart);
    CHECK(s.record().commands.size() == recordAtStart);
    CHECK_FALSE(s.undoLast());
    // The same marches again, then the phase ends: nothing to undo after it.
    test::playLine(s, "march c1 forward 3");
    CHECK(lite::hashHex(lite::stateHash(lite::stateOf(s.game()))) == afterOne);
    test::playLine(s, "end-phase");
    CHECK_FALSE(s.canUndo());
}
