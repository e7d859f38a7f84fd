// What must hold after every command of any game (the soak checks it):
// cards and bases conserved, no two units overlapping, every unit in a legal
// formation on the table, hands never above six, the shattered point fixed.
#pragma once

#include "state.h"

#include <string>
#include <vector>

namespace guidon::lite {

// Each broken invariant as a sentence; empty when all hold.
std::vector<std::string> checkInvariants(const GameState& s);

} // namespace guidon::lite
