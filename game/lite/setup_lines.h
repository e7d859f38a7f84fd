// The set-up lines of a pick-up battle (RULINGS LL-SETUP-1), as scripts,
// saves and the door (lite/pickup_game.h) hold them: `piece ID X,Y [ANGLE]`,
// `remove N`, `auto-terrain`, `done`, `edge [SIDE] north|south`,
// `order first|second`, `deploy UNIT X,Y [FACING]`, `auto-deploy`
// (docs/cli.md).
#pragma once

#include "setup.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::lite {

// Apply one set-up line to the set-up. False with `error` when the line
// cannot be read; otherwise a refusal, if any, is left in `refusal` and the
// set-up is unchanged. `rng` places auto-terrain.
bool applySetupLine(PickupSetup& setup, const std::string& line, Pcg32& rng,
                    std::optional<Refusal>& refusal, std::string& error);

// The line with its words one space apart, as a save records it.
std::string setupLineWords(const std::string& line);

// The computer's choice at the step the set-up stands at (computerChoice,
// setup.h) as the set-up lines that make it, for a door that takes lines
// (the window's computer seat). `rng` draws the random edge; the lines'
// auto-terrain draws from the stream they are applied with.
std::vector<std::string> computerLines(const PickupSetup& setup, Pcg32& rng);

} // namespace guidon::lite
