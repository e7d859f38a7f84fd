// The editor's balance check (issue 11): N games of the computer against
// itself on the battle being built, played on a thread of their own so the
// window can show a progress bar and a cancel button, then the win rate and
// average length per side. No drawing here; the window polls this class.
#pragma once

#include "full/battle.h"
#include "lite/battle.h"
#include "lite/setup.h"
#include "sim/match.h"
#include "sim/session.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <variant>
#include <vector>

namespace guidon::editor {

// What the games said, for one side.
struct BalanceSide {
    long long wins = 0;
    double winRate = 0.0;         // wins / games played (draws and aborted games count as not won)
    double averageWinTurns = 0.0; // the length of the games this side won (0 when none)
};

struct BalanceResult {
    int games = 0;         // asked for
    int played = 0;        // played to the end or to the turn limit
    bool finished = false; // the thread is done (all played, cancelled or failed)
    bool cancelled = false;
    BalanceSide side[2];       // Federal, Confederate
    long long draws = 0;       // ended with no victor
    long long aborted = 0;     // still going at the turn limit, or an AI stuck
    double averageTurns = 0.0; // over the games that ended (not the aborted ones)
    // Why the battle cannot be played, in sentences a designer understands
    // ("The Confederate side has no units."); empty when it could be.
    std::string error;
    std::vector<sim::GameResult> perGame; // in the order played
};

class BalanceCheck {
  public:
    BalanceCheck() = default;
    ~BalanceCheck(); // cancels and waits for the thread
    BalanceCheck(const BalanceCheck&) = delete;
    BalanceCheck& operator=(const BalanceCheck&) = delete;

    // Plays `games` games of `level` against `opponent` (empty: `level`
    // against itself) on `battle`, seeds `seed`, `seed`+1 ..., the seats
    // swapped every other game, on a thread. The battle and the library
    // are copied, so neither need outlive the call; the battle need not be
    // saved (it goes to a temporary file, removed when the check ends).
    // A check still running is cancelled first: a new start always wins.
    void start(const sim::Library& lib, const lite::Battle& battle, int games,
               std::string level = "hard", std::uint64_t seed = 1, std::string opponent = {});
    // The same for a battle of the full game (its own computer levels).
    void start(const sim::Library& lib, const full::Battle& battle, int games,
               std::string level = "hard", std::uint64_t seed = 1, std::string opponent = {});

    // Games done and asked for (done == total when finished normally).
    int done() const { return done_.load(); }
    int total() const { return total_.load(); }
    // done / total, 0..1 (1 when there is nothing to play).
    double progress() const;
    bool running() const { return running_.load(); }
    // Asks the games to stop; returns at once. The thread notices within
    // one AI decision; result() then says `cancelled`.
    void cancel() { cancel_.store(true); }
    // Waits for the thread to end (for tests and the destructor).
    void wait();

    // The tally so far (complete once `finished` is set); safe at any time.
    BalanceResult result() const;
    // The temporary battle file of the last start (gone once finished).
    std::string tempPath() const;

  private:
    using AnyBattle = std::variant<lite::Battle, full::Battle>;
    void begin(const sim::Library& lib, AnyBattle battle, int games, std::string level,
               std::uint64_t seed, std::string opponent);
    void run(sim::Library lib, AnyBattle battle, sim::MatchOptions o);
    void tally(const sim::GameResult& g);
    // A pick-up scenario: each game set up by the computer first; the error
    // in a sentence ("" when none).
    std::string playPickups(const sim::Library& lib, const lite::Battle& map, sim::MatchOptions o,
                            sim::MatchResult& m);

    std::thread thread_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> running_{false};
    std::atomic<int> done_{0}, total_{0};
    mutable std::mutex mutex_; // guards result_ and path_
    BalanceResult result_;
    std::string path_;
};

} // namespace guidon::editor
