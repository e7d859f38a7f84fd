// One game played on by computer players, command by command, until it ends
// or a hook stops it: the loop that matches, the soak and the benchmark
// share. What differs between them is in the hooks: how the deciding side's
// command is chosen (an AI level, random legal moves, a script), what is
// checked after each command (the soak's invariants and round trips), when
// to stop (a cancel flag, a turn or command limit).
#pragma once

#include "lite/game.h"
#include "sim/session.h"

#include <functional>
#include <limits>
#include <optional>

namespace guidon::sim {

struct GameLoop {
    // The command of the side that decides now (lite::decider); none when it
    // has none, which ends the loop.
    std::function<std::optional<lite::Command>(const lite::GameState&)> decide;
    // After each accepted command, with the game as it now stands.
    std::function<void(const lite::GameState&)> accepted;
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

// Plays `game` on through the door (core::Game::submitLine), each command as
// the line a save records; in a Session, which keeps that record for a save
// and a replay. The hooks see Lite's own state (lite::stateOf): a game of
// another ruleset is a mistake here.
LoopResult playOn(core::Game& game, const GameLoop& loop);
LoopResult playOn(Session& game, const GameLoop& loop);

} // namespace guidon::sim
