// The passive side's reactions (FG-REACT-1 to FG-REACT-6, FG-D-11, FG-D-16,
// FG-D-28, FG-D-32, FG-D-33, FG-D-42): a moving order, once checked whole, is
// carried out along its path on a fixed grid (kTriggerStep of the sweep a
// point); at the first grid point where a passive unit may react, the move
// pauses (GameState::moving, PendingKind::Reaction) with the mover standing
// there, the passive player answers each offer (react or pass), and the move
// goes on, or stops by the result.
//
// The trigger scan is kept apart from the path check: movement.h and
// assault.h say whether a move may be made; this file only walks it.
#pragma once

#include "core/refusal.h"
#include "event.h"
#include "state.h"

#include <optional>
#include <vector>

namespace guidon::full {

// Grid points along a move: 0 is where it starts, stepsOf() where it ends.
int stepsOf(const GameState& s, const Move& m);
Pose poseAtStep(const GameState& s, const Move& m, int step);

// What the passive side may do with the mover standing at grid point
// `step` of the move under way (offers already declined left out).
std::vector<Offer> offersAt(const GameState& s, const Moving& mv, int step);

// The first grid point at or after `from` where the passive side may react,
// and its offers; step -1 when the move runs to its end untouched.
struct TriggerScan {
    int step = -1;
    std::vector<Offer> offers;
};
TriggerScan nextTrigger(const GameState& s, const Moving& mv, int from);

// Carry out a checked move (an order already paid for): to its end, or to
// its first trigger, where it waits on the passive player.
void carryOut(GameState& s, Moving mv, std::vector<Event>& events);

// The passive player's answer to the paused move's offers: one reaction
// (`amount`: an evasion's or a counter-charge's inches; `pip`: a refused
// flank paid with a reserved pip rather than a die), or pass on them all.
std::optional<core::Refusal> checkReaction(const GameState& s, int unit, Reaction kind,
                                           double amount, bool pip);
void react(GameState& s, int unit, Reaction kind, double amount, bool pip,
           std::vector<Event>& events);
void passReactions(GameState& s, std::vector<Event>& events);

// FG-D-28: where a screen evading `inches` straight back would stand, or why it cannot.
struct EvadeCheck {
    std::optional<core::Refusal> refusal;
    Pose to;
};
EvadeCheck checkEvade(const GameState& s, int screen, double inches);

} // namespace guidon::full
