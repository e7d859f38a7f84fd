#include "game_loop.h"

#include "lite/command_text.h"
#include "lite/door.h"

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
        core::Refusal refused;
        if (!submit(*c, refused)) {
            r.end = LoopEnd::Refused;
            r.refusal = refused;
            return r;
        }
        ++r.commands;
        if (loop.accepted) loop.accepted(state);
    }
    r.end = LoopEnd::Over;
    return r;
}

// The command as the line a save records, through the door: a game of
// Lite, bare or in a Session, runs the same way.
template <class Door>
LoopResult playThrough(Door& door, const lite::GameState& state, const GameLoop& loop) {
    auto submit = [&](const lite::Command& c, core::Refusal& refused) {
        std::string line = lite::lineOf(state, c, refused);
        if (line.empty()) return false; // not the decider's command: the rules' refusal
        core::LineResult out = door.submitLine(line);
        refused = out.refusal;
        if (!out.error.empty()) { // a line the ruleset wrote and cannot read back
            refused.rule = "command";
            refused.reason = out.error;
        }
        return out.ok();
    };
    return run(state, submit, loop);
}

} // namespace

LoopResult playOn(core::Game& game, const GameLoop& loop) {
    return playThrough(game, lite::stateOf(game), loop);
}

LoopResult playOn(Session& game, const GameLoop& loop) {
    return playThrough(game, lite::stateOf(game.game()), loop);
}

} // namespace guidon::sim
