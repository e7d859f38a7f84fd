// guidon-cli soak: many complete games between random agents, every
// invariant checked after every command, saves and replays round-tripped.
#pragma once

#include "sim/session.h"

#include <cstdint>
#include <string>

namespace guidon::sim {

struct SoakOptions {
    std::string battle;
    int games = 100;
    std::uint64_t seed = 1;
    int maxTurns = 400;      // a game still running after this many turns is reported
    int roundTripOneIn = 60; // on average one save/load round trip per this many commands
    bool quiet = false;      // no figures printed (guidon-cli bench times the games)
};

struct SoakResult {
    long long games = 0;
    long long commands = 0;
    long long violations = 0;
    long long roundTrips = 0;
    long long unfinished = 0;
    long long wins[2] = {0, 0};
    long long byTurnLimit = 0; // games the turn limit ended (not a victory in play)
    long long turns = 0;
    double seconds = 0.0;
};

// Plays the games, printing each violation (the first 50) and then, unless
// quiet, the figures; returns the figures.
SoakResult runSoak(const sim::Library& lib, const SoakOptions& o);

} // namespace guidon::sim
