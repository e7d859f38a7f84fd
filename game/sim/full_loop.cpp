#include "full_loop.h"

#include "ai/full/player.h"
#include "ai/full/random_player.h"
#include "data/full_battle_file.h"
#include "full/door.h"
#include "full/morale.h"

#include <chrono>
#include <cstdio>
#include <memory>
#include <stdexcept>

namespace guidon::sim {

std::function<std::optional<Decision>(const core::Game&)>
fullRandomDecisions(core::Pcg32& rng,
                    std::function<void(const full::GameState&, const std::string&)> onLine) {
    return [&rng, onLine = std::move(onLine)](const core::Game& game) -> std::optional<Decision> {
        const full::GameState* s = full::stateIf(game);
        if (!s) throw std::logic_error("a game of " + std::string(game.ruleset().name) +
                                       " was given to the full game's player");
        std::optional<full::Command> c = ai::full::randomCommand(*s, rng);
        if (!c) return std::nullopt;
        Decision d;
        d.line = full::commandText(*s, *c);
        if (onLine) onLine(*s, d.line);
        return d;
    };
}

std::string fullMatchOptionsProblem(const Library& lib, const MatchOptions& o) {
    for (const std::string& level : o.level) {
        std::string error;
        if (!ai::full::makeFullPlayer(level, lib.fullAi, error)) return o.battle + ": " + error;
    }
    if (o.year != 0) return o.battle + ": --year picks Lite's decks; a battle of the full game has none";
    return "";
}

bool playFullMatch(const Library& lib, const MatchOptions& o, MatchResult& out, std::string& error,
                   const std::function<void(const GameResult&)>& each) {
    out = MatchResult{};
    error = fullMatchOptionsProblem(lib, o);
    if (!error.empty()) return false;
    full::Battle battle;
    data::Problems problems;
    if (!data::loadFullBattle(o.battle, lib.fullTerrain, battle, problems)) {
        error = problems.str();
        return false;
    }
    out.battleName = battle.map.name;
    out.year = battle.map.year;
    full::Battle otherFirst = battle;
    otherFirst.firstSide = core::other(battle.firstSide);
    std::shared_ptr<const full::Setup> setups[2] = {
        full::makeSetup(std::move(battle), lib.fullTables),
        full::makeSetup(std::move(otherFirst), lib.fullTables)};
    auto cancelled = [&] { return o.cancel && o.cancel->load(std::memory_order_relaxed); };
    for (int g = 0; g < o.games; ++g) {
        if (cancelled()) break;
        GameResult r;
        r.number = g + 1;
        r.seed = o.seed + static_cast<std::uint64_t>(g);
        const bool swapped = o.swap && g % 2 == 1;
        r.level[0] = swapped ? o.level[1] : o.level[0];
        r.level[1] = swapped ? o.level[0] : o.level[1];
        const bool firstSwapped = o.alternateFirst && (o.swap ? g / 2 : g) % 2 == 1;
        std::vector<full::Event> opening;
        full::FullGame game(full::newGame(setups[firstSwapped ? 1 : 0], r.seed, opening));
        std::unique_ptr<ai::full::Player> player[2];
        for (int si = 0; si < 2; ++si)
            if (!(player[si] = ai::full::makeFullPlayer(r.level[si], lib.fullAi, error)))
                return false;
        core::Pcg32 rng[2] = {core::Pcg32(r.seed ^ 0x51ed2701u, 11),
                              core::Pcg32(r.seed ^ 0x2b6a9f3du, 13)};
        // The time an AI takes over a player turn (FG-SEQ: one side's five
        // phases): that side's decisions summed, one sample a player turn,
        // as Lite's match measures its turns.
        double thisTurn = 0.0;
        int turnOf = -1;
        core::Side turnSide = core::Side::Federal;
        const std::size_t samplesBefore = out.turnMs.size();
        GameLoop loop;
        loop.maxTurns = o.maxTurns;
        loop.stop = cancelled;
        loop.decide = [&](const core::Game& g) -> std::optional<Decision> {
            const full::GameState& s = *full::stateIf(g);
            if (s.turn != turnOf || s.active != turnSide) {
                if (turnOf >= 0) out.turnMs.push_back(thisTurn);
                thisTurn = 0.0;
                turnOf = s.turn;
                turnSide = s.active;
            }
            const core::Side d = full::decider(s);
            const int si = core::index(d);
            const auto t0 = std::chrono::steady_clock::now();
            std::optional<full::Command> c = player[si]->decide(s, rng[si]);
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
                    .count();
            if (d == turnSide) thisTurn += ms;
            if (!c) return std::nullopt;
            Decision out;
            out.line = full::commandText(s, *c);
            if (o.trace) {
                const std::string why = player[si]->reason();
                std::fprintf(o.trace, "  turn %d %s %s: %s%s%s\n", s.turn, core::nameOf(d),
                             r.level[si].c_str(), out.line.c_str(), why.empty() ? "" : "  # ",
                             why.c_str());
            }
            return out;
        };
        LoopResult played = playOn(game, loop);
        if (played.end == LoopEnd::Stopped) {
            out.turnMs.resize(samplesBefore); // the unfinished game leaves no trace
            out.cancelled = true;
            return true;
        }
        const full::GameState& end = game.state();
        if (played.end == LoopEnd::NoCommand || played.end == LoopEnd::Refused) {
            r.stuck = true;
            r.reason = "the " + r.level[core::index(played.decider)] +
                       " player found no legal command (" + full::describePending(end) +
                       (played.end == LoopEnd::Refused ? "; refused: " + played.refusal.reason : "") +
                       ")";
        }
        if (turnOf >= 0) out.turnMs.push_back(thisTurn);
        r.turns = end.turn;
        for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
            r.basesLost[core::index(side)] = full::lossShare(end, side).lost;
            out.score[r.level[core::index(side)]].games++;
        }
        scoreGame(out, r, end.over, end.turn, end.over ? end.winner : std::nullopt,
                  end.endReason);
        if (each) each(r);
    }
    out.cancelled = cancelled() && static_cast<int>(out.games.size()) < o.games;
    return true;
}

} // namespace guidon::sim
