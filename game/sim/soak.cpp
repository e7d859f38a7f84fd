#include "soak.h"

#include "game_loop.h"
#include "lite_loop.h"

#include "ai/random_agent.h"
#include "full/command.h"
#include "full/door.h"
#include "full_loop.h"
#include "data/save_file.h"
#include "lite/command_text.h"
#include "lite/view.h"

#include <chrono>
#include <cstdio>

namespace guidon::sim {

namespace {

void report(long long& count, std::uint64_t seed, std::size_t command, const std::string& what) {
    ++count;
    if (count <= 50)
        std::printf("violation: seed %llu, after command %zu: %s\n",
                    static_cast<unsigned long long>(seed), command, what.c_str());
}

} // namespace

SoakResult runSoak(const sim::Library& lib, const SoakOptions& o) {
    SoakResult r;
    auto t0 = std::chrono::steady_clock::now();
    for (int g = 0; g < o.games; ++g) {
        std::uint64_t seed = o.seed + static_cast<std::uint64_t>(g);
        sim::Session session;
        data::Problems problems;
        if (!session.start(lib, o.battle, seed, {}, problems)) {
            std::fprintf(stderr, "%s", problems.str().c_str());
            r.violations++;
            return r;
        }
        core::Pcg32 agent(seed ^ 0x9e3779b97f4a7c15ULL, 7);
        for (const std::string& v : session.game().brokenInvariants())
            report(r.violations, seed, 0, v);
        GameLoop loop;
        loop.maxTurns = o.maxTurns;
        if (full::stateIf(session.game())) {
            // The full game: its random legal player; each line must read
            // back as the command it was written from.
            loop.decide = fullRandomDecisions(agent, [&](const full::GameState& st,
                                                         const std::string& line) {
                full::Command back;
                std::string err;
                if (!full::parseCommand(st, full::decider(st), line, back, err) ||
                    full::commandText(st, back) != line)
                    report(r.violations, seed, session.commands().size(),
                           "the line '" + line + "' does not read back as its command" +
                               (err.empty() ? "" : ": " + err));
            });
        } else {
            // A random pick among the legal commands of the deciding side.
            loop.decide =
                liteDecisions([&](const lite::GameState& st) -> std::optional<lite::Command> {
                    lite::PlayerView view = lite::viewFor(st, lite::decider(st));
                    std::vector<lite::Command> legal;
                    for (const lite::Command& c : ai::candidateCommands(view, agent))
                        if (!lite::validate(st, c)) legal.push_back(c);
                    if (legal.empty()) return std::nullopt;
                    const lite::Command& c =
                        legal[agent.below(static_cast<std::uint32_t>(legal.size()))];
                    // The game plays the command's line (the door reads
                    // lines): the line must read back as the command.
                    std::string line = lite::formatCommand(c, *st.setup), err;
                    lite::Command back;
                    if (!lite::parseCommand(line, view, back, err) ||
                        !lite::sameAsLine(st, c, back))
                        report(r.violations, seed, session.commands().size(),
                               "the line '" + line + "' does not read back as its command" +
                                   (err.empty() ? "" : ": " + err));
                    return c;
                });
        }
        // After every command, whatever the ruleset: its invariants (through
        // the door), and now and then a save's round trip.
        loop.accepted = [&](const core::Game& game) {
            std::size_t n = session.commands().size();
            for (const std::string& v : game.brokenInvariants())
                report(r.violations, seed, n,
                       v + " (command: " + session.commands().back() + ")");
            // Now and then: save, load the text back, replay it, compare.
            if (agent.below(static_cast<std::uint32_t>(o.roundTripOneIn)) == 0) {
                ++r.roundTrips;
                data::SaveGame back;
                data::Problems p;
                if (!data::parseSave(data::saveToText(session.record()), "soak", back, p)) {
                    report(r.violations, seed, n, "a save does not load: " + p.str());
                } else {
                    sim::Session replayed;
                    std::string err;
                    if (!sim::replaySave(lib, back, o.battle, replayed, err))
                        report(r.violations, seed, n, "a save does not replay: " + err);
                    else if (replayed.game().hash() != game.hash())
                        report(r.violations, seed, n, "the replayed state differs");
                }
            }
        };
        LoopResult played = playOn(session, loop);
        r.commands += played.commands;
        std::size_t n = session.commands().size();
        if (played.end == LoopEnd::TurnLimit) {
            report(r.violations, seed, n,
                   "the game has not ended after " + std::to_string(o.maxTurns) + " turns");
            ++r.unfinished;
        } else if (played.end == LoopEnd::NoCommand) {
            report(r.violations, seed, n, "no legal command for " + session.status().pending);
            ++r.unfinished;
        } else if (played.end == LoopEnd::Refused) {
            report(r.violations, seed, n,
                   "a validated command was refused: " + played.refusal.reason);
        }
        // At the end: the whole game replayed from the seed gives the same hash.
        sim::Session replayed;
        std::string err;
        if (!sim::replaySave(lib, session.record(), o.battle, replayed, err))
            report(r.violations, seed, session.commands().size(),
                   "the game does not replay: " + err);
        else if (replayed.game().hash() != session.game().hash())
            report(r.violations, seed, session.commands().size(),
                   "the replay ends in another state");
        ++r.games;
        core::Status end = session.status();
        r.turns += end.turn;
        if (end.winner) ++r.wins[core::index(*end.winner)];
        if (end.byTurnLimit) ++r.byTurnLimit;
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (!o.quiet) {
        std::printf(
            "games %lld, commands %lld, violations %lld, round trips %lld, unfinished %lld\n",
            r.games, r.commands, r.violations, r.roundTrips, r.unfinished);
        std::printf("federal wins %lld, confederate wins %lld, draws %lld, average turns %.1f\n",
                    r.wins[0], r.wins[1], r.games - r.wins[0] - r.wins[1] - r.unfinished,
                    r.games ? double(r.turns) / double(r.games) : 0.0);
        std::printf("ended by the turn limit %lld (%.1f%%)\n", r.byTurnLimit,
                    r.games ? 100.0 * double(r.byTurnLimit) / double(r.games) : 0.0);
        std::printf("%.2f games per second (%.1f s)\n", r.seconds > 0 ? r.games / r.seconds : 0.0,
                    r.seconds);
    }
    return r;
}

} // namespace guidon::sim
