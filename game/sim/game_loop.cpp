#include "game_loop.h"

#include "lite/door.h"
#include "lite_loop.h"

namespace guidon::sim {

namespace {

// `game` is what `door` plays (the game itself, or a Session's): read
// again after each command.
template <class Door>
LoopResult run(Door& door, const core::Game& game, const GameLoop& loop) {
    LoopResult r;
    while (!game.over()) {
        // The limits before the stop flag: a game past its turn limit ends
        // there (a match counts it aborted) even when a stop comes with it.
        if (game.turn() > loop.maxTurns) {
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
        std::optional<Decision> d = loop.decide(game);
        if (!d || !d->refused.rule.empty()) {
            r.decider = game.status().decider;
            r.end = d ? LoopEnd::Refused : LoopEnd::NoCommand;
            if (d) r.refusal = d->refused;
            return r;
        }
        core::LineResult out = door.submitLine(d->line);
        if (!out.ok()) {
            r.decider = game.status().decider; // a refused line changed nothing
            r.end = LoopEnd::Refused;
            r.refusal = out.refusal;
            if (!out.error.empty()) { // a line the ruleset wrote and cannot read back
                r.refusal.rule = "command";
                r.refusal.reason = out.error;
            }
            return r;
        }
        ++r.commands;
        if (loop.accepted) loop.accepted(game);
    }
    r.end = LoopEnd::Over;
    return r;
}

} // namespace

LoopResult playOn(core::Game& game, const GameLoop& loop) {
    return run(game, game, loop);
}

LoopResult playOn(Session& game, const GameLoop& loop) {
    return run(game, game.game(), loop);
}

std::function<std::optional<Decision>(const core::Game&)>
liteDecisions(std::function<std::optional<lite::Command>(const lite::GameState&)> decide) {
    return [decide = std::move(decide)](const core::Game& game) -> std::optional<Decision> {
        const lite::GameState& state = lite::stateOf(game);
        std::optional<lite::Command> c = decide(state);
        if (!c) return std::nullopt;
        Decision d;
        d.line = lite::lineOf(state, *c, d.refused);
        return d;
    };
}

std::function<void(const core::Game&)>
liteAccepted(std::function<void(const lite::GameState&)> after) {
    return [after = std::move(after)](const core::Game& game) { after(lite::stateOf(game)); };
}

} // namespace guidon::sim
