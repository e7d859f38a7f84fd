// guidon-cli pickup: the set-up lines of a pick-up battle (RULINGS
// LL-SETUP-1), read from a script before the game's own commands. The
// command itself (cmdPickup, commands.h) is in pickup_cmd.cpp too.
#pragma once

#include "lite/setup.h"

#include <optional>
#include <string>

namespace guidon::cli {

// Apply one set-up line (`piece ID X,Y [ANGLE]`, `remove N`, `auto-terrain`,
// `done`, `edge [SIDE] north|south`, `order first|second`,
// `deploy UNIT X,Y [FACING]`, `auto-deploy`; docs/cli.md) to the set-up. False
// with `error` when the line cannot be read; otherwise a refusal, if any, is
// left in `refusal` and the set-up is unchanged. `rng` places auto-terrain.
bool applySetupLine(lite::PickupSetup& setup, const std::string& line, core::Pcg32& rng,
                    std::optional<core::Refusal>& refusal, std::string& error);

} // namespace guidon::cli
