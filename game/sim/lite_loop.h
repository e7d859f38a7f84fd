// Lite's computer players in the game loop (sim/game_loop.h): they decide
// on Lite's own state and build lite::Commands; these hooks give the loop
// those commands as the lines the door reads, and Lite's state to a check
// after each command.
#pragma once

#include "lite/game.h"
#include "sim/game_loop.h"

#include <functional>
#include <optional>

namespace guidon::sim {

// The command `decide` picks on the game's Lite state, as the loop's
// decision: its line (lite::lineOf), or the rules' refusal of a command of
// the side not to decide. A game of another ruleset here is a mistake
// (lite::stateOf throws).
std::function<std::optional<Decision>(const core::Game&)>
liteDecisions(std::function<std::optional<lite::Command>(const lite::GameState&)> decide);

// `after` with the game's Lite state, after each accepted command.
std::function<void(const core::Game&)>
liteAccepted(std::function<void(const lite::GameState&)> after);

} // namespace guidon::sim
