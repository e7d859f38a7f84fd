// One game played on by computer players, command by command, until it ends
// or a hook stops it: the loop that matches, the soak and the benchmark
// share, for a game of any ruleset (through the door, core::Game). What
// differs between them is in the hooks: how the deciding side's command is
// chosen (an AI level, random legal moves, a script), what is checked after
// each command (the soak's invariants and round trips), when to stop (a
// cancel flag, a turn or command limit). A ruleset's computer players decide
// on its own state: sim/lite_loop.h turns Lite's into the loop's hooks.
#pragma once

#include "core/game.h"
#include "sim/session.h"

#include <functional>
#include <limits>
#include <optional>
#include <string>

namespace guidon::sim {

// The deciding side's command as the loop submits it.
struct Decision {
    std::string line; // the command's line, as the ruleset reads it
    // Set (its rule not empty) when the command was refused before it
    // reached the door (a Lite command of the side not to decide): the loop
    // ends with LoopEnd::Refused and this refusal.
    core::Refusal refused;
};

struct GameLoop {
    // The command of the side that decides now; none when it has none,
    // which ends the loop.
    std::function<std::optional<Decision>(const core::Game&)> decide;
    // After each accepted command, with the game as it now stands.
    std::function<void(const core::Game&)> accepted;
    // Asked before each command: true stops the game where it stands.
    std::function<bool()> stop;
    // A game still going once its turn is past this is left unfinished.
    int maxTurns = std::numeric_limits<int>::max();
    // At most this many accepted commands.
    long long maxCommands = std::numeric_limits<long long>::max();
};

// Why the loop ended.
enum class LoopEnd {
    Over,         // the rules ended the game
    TurnLimit,    // the turn passed GameLoop::maxTurns
    CommandLimit, // GameLoop::maxCommands commands were played
    Stopped,      // GameLoop::stop said so
    NoCommand,    // GameLoop::decide had none
    Refused,      // the rules refused the command decided (the game is unchanged)
};

struct LoopResult {
    LoopEnd end = LoopEnd::Over;
    long long commands = 0;                   // accepted
    core::Side decider = core::Side::Federal; // the side asked last (NoCommand, Refused)
    core::Refusal refusal;                    // when Refused
};

// Plays `game` on through the door (core::Game::submitLine), each command
// as the line a save records; in a Session, which keeps that record for a
// save and a replay.
LoopResult playOn(core::Game& game, const GameLoop& loop);
LoopResult playOn(Session& game, const GameLoop& loop);

} // namespace guidon::sim
