// What must hold of a full game's state after every command (checked by
// soak after each one): stands never overlap or leave the table unless
// removed, counts and loss clocks agree, pips never negative, every unit's
// order legal for the tier it was given at, the pending stack well formed.
#pragma once

#include "state.h"

#include <string>
#include <vector>

namespace guidon::full {

std::vector<std::string> checkInvariants(const GameState& s);

} // namespace guidon::full
