// The moving orders' geometry (FG-FORM, FG-MOVE, FG-D-5, FG-D-12, FG-D-26,
// FG-D-27, FG-D-29, FG-D-30, FG-D-36, FG-D-38, FG-D-45, FG-D-46, FG-CMD-7):
// where an order would put a unit, whether the ground and the table allow
// it, and what else it touches. A check never changes the state; `apply`
// carries out a checked move. Pips, command tiers and whose turn it is are
// the orders' business (orders.cpp), not this file's.
#pragma once

#include "core/refusal.h"
#include "event.h"
#include "state.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::full {

// An advance (FG-MOVE-3): straight ahead `before`, at most one wheel on a
// front corner (dir -1 left, +1 right; degrees), then straight `after`. For
// an unlimbered battery it is prolonge (FG-D-30); a limbered horse battery
// may `unlimber` at its end (FG-MOVE-4: half its rate). With `road` it is
// a road march of `before` inches along the road's centreline (FG-D-27).
struct AdvancePlan {
    double before = 0.0;
    int wheelDir = 0;
    double wheelDeg = 0.0;
    double after = 0.0;
    bool doubleTime = false; // FG-CMD-4: +3" (infantry)
    bool unlimber = false;
    bool road = false; // FG-D-27: `before` along the road, through its bends
};

// The facing a formation change may also turn to (FG-D-12).
enum class Turn : std::uint8_t { None, Left, Right, About };

// Pose, Segment and Move are state.h's: a move under way is part of the state.

struct MoveCheck {
    std::optional<core::Refusal> refusal; // set: the order cannot be carried out
    Move move;
    bool ok() const { return !refusal; }
};

// The allowance of a unit for a move at this going (FG-MOVE-1, FG-MOVE-2,
// FG-MOVE-4): the rate, minus each obstacle, plus double-time; a limbered
// horse battery that will `unlimber` moves half its rate.
double allowanceOf(const GameState& s, int unit, bool woods, bool road, int obstacles,
                   bool doubleTime, bool unlimber = false);

MoveCheck checkAdvance(const GameState& s, int unit, const AdvancePlan& plan);
// FG-D-27: a column on a road marches `distance` along its centreline,
// through its bends, at the road rate (checkAdvance with plan.road).
// Where an advance's wheel of `degrees` (dir -1 left, +1 right) from where
// the unit stands leaves its front (FG-MOVE-3: about the front corner on
// that side; prolonge and open order about the front-edge centre), before
// anything is checked: the window aims a dragged advance with it.
Pose afterAdvanceWheel(const GameState& s, int unit, int dir, double degrees);
MoveCheck checkRoadMarch(const GameState& s, int unit, double distance, bool doubleTime);
// FG-D-38: up to 3" straight to the left (dir -1) or right (+1).
MoveCheck checkOblique(const GameState& s, int unit, int dir, double distance);
// FG-D-12: wheel in place about the front-edge centre, up to 45 degrees.
MoveCheck checkWheel(const GameState& s, int unit, int dir, double degrees);
// FG-FORM-2, FG-D-12, FG-D-45: a change of formation (mount, dismount,
// limber, unlimber, open order and back), optionally turning.
MoveCheck checkForm(const GameState& s, int unit, Formation to, Turn turn);
// FG-D-46: the same formation again, regular.
MoveCheck checkDress(const GameState& s, int unit);
// FG-D-29: a broken brigade's unit faces its friendly edge and marches.
MoveCheck checkBrokenMarch(const GameState& s, int unit);

// FG-ORG-4, FG-D-28: a regiment of 4+ stands places 1 or 2 stands as a
// screen, rear edge `distance` (0-3") ahead of its front.
struct DetachCheck {
    std::optional<core::Refusal> refusal;
    Vec2 front;
    double facing = 0.0;
    // FG-D-7: enemy brigades whose unattached brigadier the screen lands on.
    std::vector<int> pushes;
};
DetachCheck checkDetach(const GameState& s, int unit, int stands, double distance);
// Recall: the screen rejoins its parent when within 2".
std::optional<core::Refusal> checkRecall(const GameState& s, int screen);

// FG-CMD-7, FG-D-7: the brigadier moves up to 18" in a straight line and
// may attach to a unit of his brigade he then touches (-1: none).
std::optional<core::Refusal> checkLeaderMove(const GameState& s, int brigade, Vec2 to, int attach);

// Carry out a checked move: the unit's new place and formation, smoke gone,
// friends passed through disordered. A broken unit that leaves the table is
// the caller's to remove (morale.h's removeUnit): this file stays apart
// from morale.
void apply(GameState& s, const Move& m, std::vector<Event>& events);
void applyDetach(GameState& s, int unit, int stands, const DetachCheck& d,
                 std::vector<Event>& events);
void applyRecall(GameState& s, int screen, std::vector<Event>& events);
void applyLeaderMove(GameState& s, int brigade, Vec2 to, int attach, std::vector<Event>& events);

} // namespace guidon::full
