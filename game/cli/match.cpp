#include "match.h"

#include "ai/agent.h"
#include "rules/game.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <vector>

namespace guidon::cli {

namespace {

struct LevelScore {
    long long games = 0, wins = 0, losses = 0, draws = 0;
};

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * double(v.size())))];
}

std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

} // namespace

int runMatch(const data::Library& lib, const MatchOptions& o) {
    using clock = std::chrono::steady_clock;
    std::map<std::string, LevelScore> score;
    long long aborted = 0, finished = 0, turns = 0, basesLost[2] = {0, 0};
    std::vector<double> turnMs; // one sample per AI turn: its decisions' time summed
    std::string battleName;
    for (int g = 0; g < o.games; ++g) {
        std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
        // With --swap every other game the levels change sides.
        bool swapped = o.swap && g % 2 == 1;
        std::string level[2] = {swapped ? o.level[1] : o.level[0],
                                swapped ? o.level[0] : o.level[1]};
        std::unique_ptr<ai::Agent> agent[2];
        for (int si = 0; si < 2; ++si) {
            std::string error;
            agent[si] = ai::makeAgent(level[si], error);
            if (!agent[si]) {
                std::fprintf(stderr, "guidon-cli: %s\n", error.c_str());
                return 2;
            }
        }
        data::Session session;
        data::Problems problems;
        if (!session.start(lib, o.battle, seed, {}, problems)) {
            std::fprintf(stderr, "%s", problems.str().c_str());
            return 1;
        }
        battleName = session.battle().name;
        rules::Pcg32 rng[2] = {rules::Pcg32(seed ^ 0x51ed2701u, 11), rules::Pcg32(seed ^ 0x2b6a9f3du, 13)};
        double thisTurn = 0.0;
        int turnOf = -1;
        rules::Side turnSide = rules::Side::Federal;
        bool stuck = false;
        while (!session.state().over && !stuck) {
            const rules::GameState& st = session.state();
            if (st.turn > o.maxTurns) break;
            if (st.turn != turnOf) { // a new turn: the last one's time is a sample
                if (turnOf >= 0) turnMs.push_back(thisTurn);
                thisTurn = 0.0;
                turnOf = st.turn;
                turnSide = st.active;
            }
            rules::Side d = rules::decider(st);
            int si = rules::index(d);
            rules::PlayerView view = rules::viewFor(st, d);
            ai::Referee legal = [&st](const rules::Command& c) { return !rules::validate(st, c); };
            auto t0 = clock::now();
            std::optional<rules::Command> c = agent[si]->decide(view, legal, rng[si]);
            double ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
            if (d == turnSide) thisTurn += ms;
            if (!c || !session.submit(*c).accepted) {
                std::printf("game %d: seed %llu: the %s AI found no legal command (%s)\n", g + 1,
                            static_cast<unsigned long long>(seed), level[si].c_str(),
                            rules::describePending(st).c_str());
                stuck = true;
            }
        }
        if (turnOf >= 0) turnMs.push_back(thisTurn);
        const rules::GameState& end = session.state();
        for (int si = 0; si < 2; ++si) {
            const rules::SideState& ss = end.sides[si];
            basesLost[si] += ss.basesLost;
            score[level[si]].games++;
        }
        if (!end.over) {
            ++aborted;
            std::printf("game %d: seed %llu, %s (Federal) v %s (Confederate): aborted after %d turns\n",
                        g + 1, static_cast<unsigned long long>(seed), level[0].c_str(),
                        level[1].c_str(), end.turn);
            continue;
        }
        ++finished;
        turns += end.turn;
        if (end.hasWinner) {
            int w = rules::index(end.winner);
            score[level[w]].wins++;
            score[level[1 - w]].losses++;
        } else {
            score[level[0]].draws++;
            score[level[1]].draws++;
        }
        std::printf("game %d: seed %llu, %s (Federal) v %s (Confederate): %s after %d turns; bases "
                    "lost %d and %d\n",
                    g + 1, static_cast<unsigned long long>(seed), level[0].c_str(), level[1].c_str(),
                    end.hasWinner ? (end.winner == rules::Side::Federal ? "Federal victory"
                                                                        : "Confederate victory")
                                  : "no victor",
                    end.turn, end.sides[0].basesLost, end.sides[1].basesLost);
    }
    // The summary, one line of JSON.
    std::printf("{\"battle\":%s,\"games\":%d,\"finished\":%lld,\"aborted\":%lld,\"levels\":{",
                jsonString(battleName).c_str(), o.games, finished, aborted);
    bool first = true;
    for (const auto& [name, s] : score) {
        std::printf("%s%s:{\"games\":%lld,\"wins\":%lld,\"losses\":%lld,\"draws\":%lld}",
                    first ? "" : ",", jsonString(name).c_str(), s.games, s.wins, s.losses, s.draws);
        first = false;
    }
    std::printf("},\"average_turns\":%.2f,\"average_bases_lost\":{\"federal\":%.2f,"
                "\"confederate\":%.2f},\"ai_turn_ms\":{\"median\":%.3f,\"p99\":%.3f}}\n",
                finished ? double(turns) / double(finished) : 0.0,
                o.games ? double(basesLost[0]) / o.games : 0.0,
                o.games ? double(basesLost[1]) / o.games : 0.0, percentile(turnMs, 0.5),
                percentile(turnMs, 0.99));
    return aborted == 0 ? 0 : 1;
}

} // namespace guidon::cli
