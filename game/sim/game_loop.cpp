#include "game_loop.h"

namespace guidon::sim {

namespace {

// `state` is the game `submit` changes: the loop reads it again after each
// command.
template <class Submit>
LoopResult run(const lite::GameState& state, Submit&& submit, const GameLoop& loop) {
    LoopResult r;
    while (!state.over) {
        // The limits before the stop flag: a game past its turn limit ends
        // there (a match counts it aborted) even when a stop comes with it.
        if (state.turn > loop.maxTurns) {
            r.end = LoopEnd::TurnLimit;
            return r;
        }
        if (r.commands >= loop.maxCommands) {
            r.end = LoopEnd::CommandLimit;
            return r;
        }
        if (loop.stop && loop.stop()) {
            r.end = LoopEnd::Stopped;
            return r;
        }
        r.decider = lite::decider(state);
        std::optional<lite::Command> c = loop.decide(state);
        if (!c) {
            r.end = LoopEnd::NoCommand;
            return r;
        }
        lite::Outcome out = submit(*c);
        if (!out.accepted) {
            r.end = LoopEnd::Refused;
            r.refusal = out.refusal;
            return r;
        }
        ++r.commands;
        if (loop.accepted) loop.accepted(state);
    }
    r.end = LoopEnd::Over;
    return r;
}

} // namespace

LoopResult playOn(lite::GameState& game, const GameLoop& loop) {
    return run(
        game, [&](const lite::Command& c) { return lite::submit(game, c); }, loop);
}

LoopResult playOn(Session& game, const GameLoop& loop) {
    return run(
        game.state(), [&](const lite::Command& c) { return game.submit(c); }, loop);
}

} // namespace guidon::sim
