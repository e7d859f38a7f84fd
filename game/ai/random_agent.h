// The random agent: for the soak test and as the weakest opponent. From the
// deciding player's view alone it proposes candidate commands for every kind
// of decision the rules can ask (a sample where the choices are many: card
// combinations, move segments, wheels); the caller keeps the legal ones and
// picks among them uniformly.
#pragma once

#include "core/dice.h"
#include "lite/command.h"
#include "lite/view.h"

#include <vector>

namespace guidon::ai {

std::vector<lite::Command> candidateCommands(const lite::PlayerView& view, core::Pcg32& rng);

} // namespace guidon::ai
