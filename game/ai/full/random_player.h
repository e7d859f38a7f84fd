// The full game's random legal player: for the soak, the benchmark and as
// the weakest opponent until the full game's computer opponent comes. It
// picks among the commands the rules accept for the deciding side: a
// random unit's random order (advances of random length with a wheel now
// and then, obliques, formation changes, limbering, screens, rallies, assaults alone
// or as a contiguous line or a wave with a friend beside or behind), a
// brigadier's move, a reserved pip, or the end of the phase.
#pragma once

#include "core/dice.h"
#include "full/command.h"

#include <optional>

namespace guidon::ai::full {

// A command validate() accepts for the side deciding now; none only when
// the game is over.
std::optional<guidon::full::Command> randomCommand(const guidon::full::GameState& s,
                                                   core::Pcg32& rng);

} // namespace guidon::ai::full
