// Games between computer players, as a tournament would run them: N games
// from consecutive seeds, the seats swapped every other game with --swap
// and the first mover with --alternate-first.
// `guidon-cli match` prints each result and a JSON summary (wins per level,
// draws and aborted games, average turns and bases lost, and the
// milliseconds an AI takes over a turn: median and p99); the editor's
// balance check, `guidon-cli cards-doc` and `bench` and the AI tests use
// playMatch directly. Each game is played by sim/game_loop.h.
#pragma once

#include "sim/session.h"

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace guidon::sim {

struct MatchOptions {
    std::string battle;
    int games = 10;
    std::uint64_t seed = 1;
    std::string level[2] = {"random", "random"}; // Federal, Confederate
    bool swap = false;
    // The side that moves first changes every other game (every other pair
    // of games with `swap`, so four games hold each seat and each first
    // mover): on a battle that is its own mirror only the cards then differ.
    bool alternateFirst = false;
    int year = 0;               // play the battle in this year's decks (0: the battle's own year)
    int maxTurns = 400;         // a game still going after this many turns is aborted
    std::FILE* trace = nullptr; // every command with the AI's reason, when set
    // When set and true, the match stops: checked before each game and
    // before each command, so it is answered within one AI decision. The
    // game under way is dropped (not counted anywhere).
    const std::atomic<bool>* cancel = nullptr;
};

struct GameResult {
    int number = 0; // 1-based
    std::uint64_t seed = 0;
    std::string level[2]; // who played Federal and Confederate
    bool finished = false;
    bool stuck = false; // an AI found no legal command (a bug)
    bool hasWinner = false;
    core::Side winner = core::Side::Federal;
    int turns = 0;
    int basesLost[2] = {0, 0};
    std::string reason;
};

struct LevelScore {
    long long games = 0, wins = 0, losses = 0, draws = 0;
};

struct MatchResult {
    std::string battleName;
    std::vector<GameResult> games;
    std::map<std::string, LevelScore> score;
    int year = 0;
    std::vector<double> turnMs; // one sample per AI turn: the active side's decisions summed
    long long aborted = 0;
    long long sideWins[2] = {0, 0}; // Federal, Confederate
    bool cancelled = false;         // stopped by MatchOptions::cancel: `games` holds those played
};

// Plays the match; `each` (if set) hears every game as it ends. False with
// `error` when the battle or a level cannot be had; a cancelled match is
// true, with `cancelled` set.
bool playMatch(const sim::Library& lib, const MatchOptions& o, MatchResult& out, std::string& error,
               const std::function<void(const GameResult&)>& each = {});

// Count a game that has ended (or was left unfinished, `over` false) in the
// match's figures: wins, losses and draws by level and by side, aborted
// games; the game joins out.games. Every ruleset's match shares it.
void scoreGame(MatchResult& out, GameResult& r, bool over, int turn,
               std::optional<core::Side> winner, const std::string& endReason);

// The p-th quantile (0..1) of `v`.
double percentile(std::vector<double> v, double p);

// Plays the match and prints it; the exit code (0 when every game ended).
int runMatch(const sim::Library& lib, const MatchOptions& o);

} // namespace guidon::sim
