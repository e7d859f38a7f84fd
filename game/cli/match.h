// guidon-cli match: games between computer players, as a tournament would
// run them: N games from consecutive seeds, the seats swapped every other
// game with --swap, each result printed, then a JSON summary (wins per
// level, draws and aborted games, average turns and bases lost, and the
// milliseconds an AI takes over a turn: median and p99).
#pragma once

#include "data/session.h"

#include <cstdint>
#include <string>

namespace guidon::cli {

struct MatchOptions {
    std::string battle;
    int games = 10;
    std::uint64_t seed = 1;
    std::string level[2] = {"random", "random"}; // Federal, Confederate
    bool swap = false;
    int maxTurns = 400; // a game still going after this many turns is aborted
};

// Plays the match and prints it; the exit code (0 when every game ended).
int runMatch(const data::Library& lib, const MatchOptions& o);

} // namespace guidon::cli
