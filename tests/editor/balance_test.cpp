// The editor's balance check (issue 11): games of the computer against
// itself on the battle being built, on a thread, with progress and cancel.
#include "../library.h"
#include "data/battle_file.h"
#include "data/full_battle_file.h"
#include "editor/balance_check.h"
#include "sim/match.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <thread>

using namespace guidon;
using editor::BalanceCheck;
using editor::BalanceResult;
using test::kRoot;
using test::library;

namespace {

const std::string kSmallest = kRoot + "/maps/brawner_farm.xml";

lite::Battle loadSmallest() {
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadBattle(kSmallest, library().terrain, b, p), p.str());
    return b;
}

// Waits (generously: no test here measures speed) until `done` holds.
template <class F> bool waitFor(F done, int seconds = 600) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return true;
}

// A match on the smallest battle, `a` against `b`, the seats swapped every
// other game as the balance check swaps them.
sim::MatchOptions smallMatch(int games, std::uint64_t seed, const char* a, const char* b) {
    sim::MatchOptions o;
    o.battle = kSmallest;
    o.games = games;
    o.seed = seed;
    o.level[0] = a;
    o.level[1] = b;
    o.swap = true;
    return o;
}

BalanceResult finish(BalanceCheck& check) {
    REQUIRE(waitFor([&] { return !check.running(); }));
    check.wait();
    BalanceResult r = check.result();
    REQUIRE(r.finished);
    return r;
}

// Starts `check` on `battle` and waits for its result.
BalanceResult played(BalanceCheck& check, const lite::Battle& battle, int games,
                     const char* level = "hard") {
    check.start(library(), battle, games, level);
    return finish(check);
}

} // namespace

TEST_CASE(
    "Balance check: six games on the smallest battle add up, alternate seats and equal a match") {
    const int kGames = 6;
    BalanceCheck check;
    check.start(library(), loadSmallest(), kGames, "hard", 40, "easy");
    CHECK(check.total() == kGames);
    std::string temp = check.tempPath();
    CHECK_FALSE(temp.empty());
    // Progress never goes backwards and ends at the total.
    int last = 0;
    REQUIRE(waitFor([&] {
        int d = check.done();
        CHECK(d >= last);
        CHECK(d <= kGames);
        last = d;
        return !check.running();
    }));
    BalanceResult r = finish(check);
    CHECK(check.done() == kGames);
    CHECK(check.progress() == 1.0);
    CHECK(r.error.empty());
    CHECK_FALSE(r.cancelled);
    CHECK(r.games == kGames);
    CHECK(r.played == kGames);
    REQUIRE(r.perGame.size() == static_cast<std::size_t>(kGames));
    CHECK(r.side[0].wins + r.side[1].wins + r.draws + r.aborted == kGames);
    CHECK(r.side[0].winRate == doctest::Approx(double(r.side[0].wins) / kGames));
    CHECK(r.side[1].winRate == doctest::Approx(double(r.side[1].wins) / kGames));
    // The seats alternate: hard plays Federal in games 1, 3, 5 and
    // Confederate in 2, 4, 6, on consecutive seeds.
    for (int g = 0; g < kGames; ++g) {
        CAPTURE(g);
        const sim::GameResult& p = r.perGame[static_cast<std::size_t>(g)];
        CHECK(p.number == g + 1);
        CHECK(p.seed == 40u + static_cast<unsigned>(g));
        CHECK(p.level[0] == (g % 2 == 0 ? "hard" : "easy"));
        CHECK(p.level[1] == (g % 2 == 0 ? "easy" : "hard"));
    }
    // The averages are those of the games listed.
    long long turns = 0, ended = 0, wonTurns[2] = {0, 0};
    for (const sim::GameResult& p : r.perGame) {
        if (!p.finished) continue;
        ++ended;
        turns += p.turns;
        if (p.hasWinner) wonTurns[lite::index(p.winner)] += p.turns;
    }
    REQUIRE(ended > 0);
    CHECK(r.averageTurns == doctest::Approx(double(turns) / double(ended)));
    for (int s = 0; s < 2; ++s)
        if (r.side[s].wins > 0)
            CHECK(r.side[s].averageWinTurns ==
                  doctest::Approx(double(wonTurns[s]) / double(r.side[s].wins)));
    // The same games as a match on the map file itself: the temporary copy
    // plays exactly like the original.
    sim::MatchOptions o = smallMatch(kGames, 40, "hard", "easy");
    sim::MatchResult m;
    std::string error;
    REQUIRE_MESSAGE(sim::playMatch(library(), o, m, error), error);
    CHECK_FALSE(m.cancelled);
    CHECK(m.sideWins[0] == r.side[0].wins);
    CHECK(m.sideWins[1] == r.side[1].wins);
    CHECK(m.aborted == r.aborted);
    REQUIRE(m.games.size() == r.perGame.size());
    for (std::size_t g = 0; g < m.games.size(); ++g) {
        CAPTURE(g);
        CHECK(m.games[g].turns == r.perGame[g].turns);
        CHECK(m.games[g].hasWinner == r.perGame[g].hasWinner);
        CHECK(m.games[g].winner == r.perGame[g].winner);
        CHECK(m.games[g].basesLost[0] == r.perGame[g].basesLost[0]);
        CHECK(m.games[g].basesLost[1] == r.perGame[g].basesLost[1]);
    }
    // The temporary battle file is gone.
    CHECK_FALSE(std::filesystem::exists(temp));
}

TEST_CASE("Balance check: the default level is hard against itself, with the seats still swapped") {
    BalanceCheck check;
    BalanceResult r = played(check, loadSmallest(), 2);
    CHECK(r.error.empty());
    REQUIRE(r.played == 2);
    for (const sim::GameResult& p : r.perGame) {
        CHECK(p.level[0] == "hard");
        CHECK(p.level[1] == "hard");
    }
    CHECK(r.perGame[0].seed == 1u);
    CHECK(r.perGame[1].seed == 2u);
}

TEST_CASE("Balance check: cancel stops a long run early, keeping the games played") {
    BalanceCheck check;
    check.start(library(), loadSmallest(), 200, "hard", 9);
    std::string temp = check.tempPath();
    REQUIRE(waitFor([&] { return check.done() >= 1 || !check.running(); }));
    check.cancel();
    BalanceResult r = finish(check);
    CHECK(r.error.empty());
    CHECK(r.cancelled);
    CHECK(r.games == 200);
    CHECK(r.played >= 1);
    CHECK(r.played < 200);
    CHECK(check.done() == r.played);
    CHECK(r.perGame.size() == static_cast<std::size_t>(r.played));
    CHECK(r.side[0].wins + r.side[1].wins + r.draws + r.aborted == r.played);
    CHECK(check.progress() < 1.0);
    CHECK_FALSE(std::filesystem::exists(temp));
}

TEST_CASE("Balance check: a new start cancels the one running, and the destructor stops a run") {
    BalanceCheck check;
    check.start(library(), loadSmallest(), 200, "hard", 9);
    std::string first = check.tempPath();
    check.start(library(), loadSmallest(), 1, "easy", 3);
    CHECK(check.tempPath() != first);
    CHECK_FALSE(std::filesystem::exists(first));
    BalanceResult r = finish(check);
    CHECK(r.error.empty());
    CHECK_FALSE(r.cancelled);
    CHECK(r.games == 1);
    REQUIRE(r.played == 1);
    CHECK(r.perGame[0].level[0] == "easy");
    CHECK(r.perGame[0].seed == 3u);

    std::string temp;
    {
        BalanceCheck doomed;
        doomed.start(library(), loadSmallest(), 200, "hard", 9);
        temp = doomed.tempPath();
    } // must cancel and join, not hang for 200 games nor crash
    CHECK_FALSE(std::filesystem::exists(temp));
}

TEST_CASE("Balance check: a battle that cannot be played says why in words") {
    SUBCASE("no Confederate units") {
        lite::Battle b = loadSmallest();
        b.units.erase(std::remove_if(b.units.begin(), b.units.end(),
                                     [](const lite::UnitSetup& u) {
                                         return u.side == core::Side::Confederate;
                                     }),
                      b.units.end());
        BalanceCheck check;
        BalanceResult r = played(check, b, 6);
        CHECK(r.played == 0);
        CHECK(r.perGame.empty());
        CHECK(r.error == "The Confederate side has no units.");
        CHECK_FALSE(std::filesystem::exists(check.tempPath()));
    }
    SUBCASE("a level that does not exist") {
        BalanceCheck check;
        BalanceResult r = played(check, loadSmallest(), 2, "grandmaster");
        CHECK(r.played == 0);
        CHECK(r.error.find("No AI level 'grandmaster'; there is: ") == 0);
        CHECK(r.error.find("hard") != std::string::npos);
        CHECK_FALSE(std::filesystem::exists(check.tempPath()));
    }
    SUBCASE("no games asked for") {
        BalanceCheck check;
        BalanceResult r = played(check, loadSmallest(), 0);
        CHECK(r.error.empty());
        CHECK(r.played == 0);
        CHECK(r.side[0].winRate == 0.0);
        CHECK(check.progress() == 1.0);
    }
}

TEST_CASE("Match: a cancel already set plays no game; an unset one changes nothing") {
    std::atomic<bool> stop{true};
    sim::MatchOptions o = smallMatch(3, 5, "easy", "normal");
    o.cancel = &stop;
    sim::MatchResult m;
    std::string error;
    REQUIRE_MESSAGE(sim::playMatch(library(), o, m, error), error);
    CHECK(m.cancelled);
    CHECK(m.games.empty());
    CHECK(m.score.empty());
    CHECK(m.turnMs.empty());

    stop = false;
    sim::MatchResult with, without;
    REQUIRE(sim::playMatch(library(), o, with, error));
    o.cancel = nullptr;
    REQUIRE(sim::playMatch(library(), o, without, error));
    CHECK_FALSE(with.cancelled);
    REQUIRE(with.games.size() == 3);
    REQUIRE(without.games.size() == 3);
    for (std::size_t g = 0; g < 3; ++g) {
        CHECK(with.games[g].turns == without.games[g].turns);
        CHECK(with.games[g].winner == without.games[g].winner);
    }
}

TEST_CASE("Match: a cancel between games stops before the next one") {
    // The callback sets the flag as the first game ends: exactly one game
    // is played. (A cancel in the middle of a game is the balance check's
    // cancel test: the flag is raised while the thread plays.)
    std::atomic<bool> stop{false};
    sim::MatchOptions o = smallMatch(4, 5, "easy", "normal");
    o.cancel = &stop;
    sim::MatchResult m;
    std::string error;
    REQUIRE(sim::playMatch(library(), o, m, error, [&](const sim::GameResult&) { stop = true; }));
    CHECK(m.cancelled);
    CHECK(m.games.size() == 1);
    CHECK(m.score["easy"].games == 1);
    CHECK(m.score["normal"].games == 1);
}

TEST_CASE(
    "Balance check on a pick-up scenario: each game is set up by the computer first (LL-SETUP-1)") {
    lite::Battle map;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::loadBattle(kRoot + "/maps/pickup_crossroads.xml", library().terrain, map, p),
        p.str());
    REQUIRE(map.pickup);
    BalanceCheck check;
    check.start(library(), map, 4, "hard", 9, "easy");
    BalanceResult r = finish(check);
    INFO(r.error);
    CHECK(r.error.empty());
    REQUIRE(r.played == 4);
    CHECK(r.side[0].wins + r.side[1].wins + r.draws + r.aborted == 4);
    // The seats swap every other game, and the games are numbered in order.
    for (int i = 0; i < 4; ++i) {
        CHECK(r.perGame[std::size_t(i)].number == i + 1);
        CHECK(r.perGame[std::size_t(i)].level[0] == (i % 2 == 0 ? "hard" : "easy"));
    }
    // The hard level beats the easy one from both seats more often than not.
    long long hardWins = 0;
    for (const sim::GameResult& g : r.perGame)
        if (g.hasWinner && g.level[lite::index(g.winner)] == "hard") ++hardWins;
    CHECK(hardWins >= 2);
    CHECK_FALSE(std::filesystem::exists(check.tempPath()));
}

TEST_CASE("Match: a pick-up scenario map is refused, not played as its suggested positions "
          "(LL-SETUP-1)") {
    sim::MatchOptions o = smallMatch(2, 1, "easy", "easy");
    o.battle = kRoot + "/maps/pickup_crossroads.xml";
    sim::MatchResult m;
    std::string error;
    CHECK_FALSE(sim::playMatch(library(), o, m, error));
    CHECK(error.find("pick-up scenario: set it up first") != std::string::npos);
    CHECK(m.games.empty());
}

TEST_CASE("Balance check: a battle of the full game is played by the full game's computer, the "
          "same figures as a match of its file; a battle with errors is not played") {
    full::Battle b;
    data::Problems p;
    const std::string path = kRoot + "/maps/full/matthews_hill.xml";
    REQUIRE_MESSAGE(data::loadFullBattle(path, library().fullTerrain, b, p), p.str());
    BalanceCheck check;
    check.start(library(), b, 4, "easy", 5);
    BalanceResult r = finish(check);
    CHECK(r.error.empty());
    REQUIRE(r.played == 4);
    // The same games as guidon-cli match plays on the file.
    sim::MatchOptions o;
    o.battle = path;
    o.games = 4;
    o.seed = 5;
    o.level[0] = o.level[1] = "easy";
    o.swap = true;
    sim::MatchResult m;
    std::string error;
    REQUIRE_MESSAGE(sim::playMatch(library(), o, m, error), error);
    CHECK(r.side[0].wins == m.sideWins[0]);
    CHECK(r.side[1].wins == m.sideWins[1]);
    // Half built (a brigade with no brigadier): refused with the problem's words.
    b.brigades[0].brigadier.clear();
    check.start(library(), b, 4, "easy", 5);
    r = finish(check);
    CHECK(r.played == 0);
    CHECK(r.error.find("has no brigadier") != std::string::npos);
}
