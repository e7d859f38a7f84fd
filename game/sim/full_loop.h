// The full game's computer players in the game loop (sim/game_loop.h): the
// random legal player (the soak, the bench) and, in a match, any level of
// ai/full/player.h. These hooks give the loop its commands as the lines the door reads.
#pragma once

#include "core/dice.h"
#include "full/state.h"
#include "sim/game_loop.h"
#include "sim/match.h"

#include <functional>
#include <optional>
#include <string>

namespace guidon::sim {

// A random legal command of the deciding side, as the loop's decision (the
// line full::commandText writes); `rng` is the player's own generator.
// `onLine` (if set) hears each line before it is played (the soak checks it
// reads back as its command). A game of another ruleset here is a mistake.
std::function<std::optional<Decision>(const core::Game&)>
fullRandomDecisions(core::Pcg32& rng,
                    std::function<void(const full::GameState&, const std::string&)> onLine = {});

// What of a match's options a battle of the full game cannot take (a level
// the full game has not: ai::full::fullLevels; --year), in a sentence; ""
// when all can. The command line's own mistake: guidon-cli says so with its
// usage (exit 2).
std::string fullMatchOptionsProblem(const Library& lib, const MatchOptions& o);

// `guidon-cli match` on a battle of the full game: each seat's player by
// its level (ai/full/player.h), its turns timed as Lite's are.
bool playFullMatch(const Library& lib, const MatchOptions& o, MatchResult& out, std::string& error,
                   const std::function<void(const GameResult&)>& each);

} // namespace guidon::sim
