#include "match.h"

#include "ai/agent.h"
#include "data/battle_file.h"
#include "data/full_battle_file.h"
#include "full_loop.h"
#include "game_loop.h"
#include "lite_loop.h"
#include "json.h"
#include "lite/command_text.h"
#include "lite/door.h"
#include "lite/game.h"

#include <algorithm>
#include <chrono>
#include <memory>

namespace guidon::sim {

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * double(v.size())))];
}

void scoreGame(MatchResult& out, GameResult& r, bool over, int turn,
               std::optional<core::Side> winner, const std::string& endReason) {
    r.finished = over;
    if (!over) {
        ++out.aborted;
        if (r.reason.empty()) r.reason = "aborted after " + std::to_string(turn) + " turns";
    } else {
        r.reason = endReason;
        r.hasWinner = winner.has_value();
        if (winner) {
            r.winner = *winner;
            const int w = core::index(*winner);
            out.sideWins[w]++;
            out.score[r.level[w]].wins++;
            out.score[r.level[1 - w]].losses++;
        } else {
            out.score[r.level[0]].draws++;
            out.score[r.level[1]].draws++;
        }
    }
    out.games.push_back(r);
}

bool playMatch(const sim::Library& lib, const MatchOptions& o, MatchResult& out, std::string& error,
               const std::function<void(const GameResult&)>& each) {
    using clock = std::chrono::steady_clock;
    out = MatchResult{};
    data::Problems problems;
    const std::string rules = data::battleFileRules(o.battle, problems);
    if (rules.empty() && !problems.empty()) {
        error = problems.str();
        return false;
    }
    if (rules == "full") return playFullMatch(lib, o, out, error, each);
    lite::Battle battle;
    if (!data::loadBattle(o.battle, lib.terrain, battle, problems)) {
        error = problems.str();
        return false;
    }
    if (std::string why = unplayable(battle); !why.empty()) {
        error = o.battle + ": " + why;
        return false;
    }
    // A pick-up scenario is set up before it is played (LL-SETUP-1); its
    // units stand where the designer suggested, not where players deploy.
    if (battle.pickup) {
        error = o.battle +
                ": this is a pick-up scenario: set it up first (guidon-cli pickup --map " +
                o.battle + "); the editor's balance check sets each game up\n";
        return false;
    }
    if (o.year != 0) battle.year = o.year;
    out.battleName = battle.name;
    out.year = battle.year;
    lite::Battle otherFirst = battle;
    otherFirst.firstSide = lite::other(battle.firstSide);
    std::shared_ptr<const lite::Setup> setups[2] = {
        lite::makeSetup(std::move(battle), lib.cards),
        lite::makeSetup(std::move(otherFirst), lib.cards)};
    auto cancelled = [&] { return o.cancel && o.cancel->load(std::memory_order_relaxed); };
    for (int g = 0; g < o.games; ++g) {
        if (cancelled()) break;
        GameResult r;
        r.number = g + 1;
        r.seed = o.seed + static_cast<std::uint64_t>(g);
        // With --swap every other game the levels change sides.
        bool swapped = o.swap && g % 2 == 1;
        r.level[0] = swapped ? o.level[1] : o.level[0];
        r.level[1] = swapped ? o.level[0] : o.level[1];
        std::unique_ptr<ai::Agent> agent[2];
        for (int si = 0; si < 2; ++si)
            if (!(agent[si] = ai::makeAgent(r.level[si], lib.ai, error))) return false;
        bool firstSwapped = o.alternateFirst && (o.swap ? g / 2 : g) % 2 == 1;
        lite::LiteGame game(lite::newGame(setups[firstSwapped ? 1 : 0], r.seed, {}));
        const lite::GameState& st = game.state();
        core::Pcg32 rng[2] = {core::Pcg32(r.seed ^ 0x51ed2701u, 11),
                              core::Pcg32(r.seed ^ 0x2b6a9f3du, 13)};
        // The time an AI takes over a turn: the active side's decisions
        // summed, one sample a turn.
        double thisTurn = 0.0;
        int turnOf = -1;
        core::Side turnSide = core::Side::Federal;
        std::size_t samplesBefore = out.turnMs.size();
        GameLoop loop;
        loop.maxTurns = o.maxTurns;
        loop.stop = cancelled;
        loop.decide = liteDecisions([&](const lite::GameState& now) {
            if (now.turn != turnOf) { // a new turn: the last one's time is a sample
                if (turnOf >= 0) out.turnMs.push_back(thisTurn);
                thisTurn = 0.0;
                turnOf = now.turn;
                turnSide = now.active;
            }
            core::Side d = lite::decider(now);
            int si = lite::index(d);
            lite::PlayerView view = lite::viewFor(now, d);
            ai::Referee legal = ai::refereeFor(now);
            auto t0 = clock::now();
            std::optional<lite::Command> c = agent[si]->decide(view, legal, rng[si]);
            double ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
            if (d == turnSide) thisTurn += ms;
            if (o.trace && c) {
                std::string why = agent[si]->reason();
                std::fprintf(o.trace, "  turn %d %s %s: %s%s%s\n", now.turn, lite::nameOf(d),
                             r.level[si].c_str(), lite::formatCommand(*c, *now.setup).c_str(),
                             why.empty() ? "" : "  # ", why.c_str());
            }
            return c;
        });
        LoopResult played = playOn(game, loop);
        if (played.end == LoopEnd::Stopped) {
            out.turnMs.resize(samplesBefore); // the unfinished game leaves no trace
            out.cancelled = true;
            return true;
        }
        if (played.end == LoopEnd::NoCommand || played.end == LoopEnd::Refused) {
            r.stuck = true;
            r.reason = "the " + r.level[lite::index(played.decider)] +
                       " AI found no legal command (" + lite::describePending(st) + ")";
        }
        if (turnOf >= 0) out.turnMs.push_back(thisTurn);
        const lite::GameState& end = st;
        r.turns = end.turn;
        for (int si = 0; si < 2; ++si) {
            r.basesLost[si] = end.sides[si].basesLost;
            out.score[r.level[si]].games++;
        }
        scoreGame(out, r, end.over, end.turn,
                  end.hasWinner ? std::optional<core::Side>(end.winner) : std::nullopt,
                  end.endReason);
        if (each) each(r);
    }
    out.cancelled = cancelled() && static_cast<int>(out.games.size()) < o.games;
    return true;
}

int runMatch(const sim::Library& lib, const MatchOptions& o) {
    MatchResult m;
    std::string error;
    bool ok = playMatch(lib, o, m, error, [](const GameResult& r) {
        std::printf("game %d: seed %llu, %s (Federal) v %s (Confederate): ", r.number,
                    static_cast<unsigned long long>(r.seed), r.level[0].c_str(),
                    r.level[1].c_str());
        if (!r.finished) {
            std::printf("%s\n", r.reason.c_str());
            return;
        }
        std::printf("%s after %d turns; bases lost %d and %d (%s)\n",
                    r.hasWinner ? (r.winner == core::Side::Federal ? "Federal victory"
                                                                   : "Confederate victory")
                                : "no victor",
                    r.turns, r.basesLost[0], r.basesLost[1], r.reason.c_str());
    });
    if (!ok) { // a battle that cannot be read or played (docs/cli.md: exit 1)
        std::fprintf(stderr, "guidon-cli: %s\n", error.c_str());
        return 1;
    }
    long long finished = 0, turns = 0, basesLost[2] = {0, 0};
    for (const GameResult& r : m.games) {
        basesLost[0] += r.basesLost[0];
        basesLost[1] += r.basesLost[1];
        if (!r.finished) continue;
        ++finished;
        turns += r.turns;
    }
    // The summary, one line of JSON.
    std::printf("{\"battle\":%s,\"year\":%d,\"games\":%d,\"finished\":%lld,\"aborted\":%lld,"
                "\"sides\":{\"federal\":%lld,\"confederate\":%lld},\"levels\":{",
                jsonQuote(m.battleName).c_str(), m.year, o.games, finished, m.aborted,
                m.sideWins[0], m.sideWins[1]);
    bool first = true;
    for (const auto& [name, s] : m.score) {
        std::printf("%s%s:{\"games\":%lld,\"wins\":%lld,\"losses\":%lld,\"draws\":%lld}",
                    first ? "" : ",", jsonQuote(name).c_str(), s.games, s.wins, s.losses, s.draws);
        first = false;
    }
    std::printf("},\"average_turns\":%.2f,\"average_bases_lost\":{\"federal\":%.2f,"
                "\"confederate\":%.2f},\"ai_turn_ms\":{\"median\":%.3f,\"p99\":%.3f}}\n",
                finished ? double(turns) / double(finished) : 0.0,
                o.games ? double(basesLost[0]) / o.games : 0.0,
                o.games ? double(basesLost[1]) / o.games : 0.0, percentile(m.turnMs, 0.5),
                percentile(m.turnMs, 0.99));
    return m.aborted == 0 ? 0 : 1;
}

} // namespace guidon::sim
