// Line of sight (FG-LOS, FG-D-34, FG-D-35): from the firer's front edge to
// any part of the target, through at most 3" of woods, 4" of cornfield, 6"
// of orchard (each type summed along the line), never through a farmstead,
// enemy or formed friendly units, nor over ground higher than both ends
// (dead ground). The window and the AI ask the same query.
#pragma once

#include "state.h"

#include <string>

namespace guidon::full {

struct Sight {
    bool sees = false;
    std::string rule;   // the rule that blocks it ("FG-LOS-1", "FG-LOS-2")
    std::string why;    // "6.5\" of woods lie between them (3\" at most)"
    Vec2 from, to;      // the line that sees (or the best one tried)
};

// Can `viewer` see any part of `target`?
Sight canSee(const GameState& s, int viewer, int target);
// The hill level of a point (FG-D-34: the highest hill containing it).
int levelAt(const Setup& setup, Vec2 p);
// The level of a unit: of its front-edge centre.
int levelOf(const GameState& s, int unit);

} // namespace guidon::full
