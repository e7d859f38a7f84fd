// checkNeed with the unit's command reach already found: a caller asking
// several checks of one unit in one state (fire's preview of a volley's
// checks, stand by stand) finds the reach, a route around impassable
// ground, once. The same number and terms as checkNeed (morale.h).
#pragma once

#include "command_radius.h"
#include "morale.h"

namespace guidon::full {

// `reach` must be commandReach(s, unit).
CheckNeed checkNeedWithReach(const GameState& s, int unit, const CommandReach& reach,
                             const std::vector<CheckModifier>& modifiers, int base = 0,
                             std::string_view baseName = {});

} // namespace guidon::full
