// The scripted opponent of the easy, normal and hard levels: one player whose
// play the level's parameters (params.h) shape. From its side's view alone it
// works out, with the rules' own previews on a state built from that view
// (lite::imaginedState), where its fire would fall, which charges the odds
// favour and where each unit should stand, and it husbands its cards.
#pragma once

#include "agent.h"

#include <memory>

namespace guidon::ai {

std::unique_ptr<Agent> makeScriptedAgent(const AiParams& params);

} // namespace guidon::ai
