// The full game's scripted opponent (issue 25): the easy, normal and hard
// levels of player.h, each a FullAiParams. It asks the rules for every fact
// (the fire preview's odds, the melee preview, the orders' costs, the
// checks of each move) and weighs them; see docs/ai.md and docs/readings.md
// ("The full game's computer opponent").
#pragma once

#include "player.h"

#include <memory>

namespace guidon::ai::full {

std::unique_ptr<Player> makeScriptedPlayer(const FullAiParams& params);

} // namespace guidon::ai::full
