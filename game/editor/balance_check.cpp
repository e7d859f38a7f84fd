#include "balance_check.h"

#include "data/battle_file.h"
#include "data/full_battle_file.h"

#include <cctype>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <sstream>

namespace guidon::editor {

namespace {

// "the Federal side has no units" -> "The Federal side has no units."
std::string sentence(std::string s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.pop_back();
    if (s.empty()) return s;
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    if (s.back() != '.') s += '.';
    return s;
}

// playMatch's error is `file:line: message` lines about the temporary file,
// whose name and line numbers mean nothing to the designer: keep the message.
std::string withoutFile(const std::string& error, const std::string& path) {
    std::istringstream in(error);
    std::string line, out;
    while (std::getline(in, line)) {
        if (line.compare(0, path.size() + 1, path + ":") == 0) {
            line.erase(0, path.size() + 1);
            std::size_t digits = 0;
            while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits])))
                ++digits;
            if (digits > 0 && digits < line.size() && line[digits] == ':')
                line.erase(0, digits + 1);
            while (!line.empty() && line[0] == ' ')
                line.erase(0, 1);
        }
        if (line.empty()) continue;
        out += (out.empty() ? "" : " ") + sentence(line);
    }
    return out;
}

// A name no other check, here or in another Guidon, is using.
std::string freshTempPath() {
    static std::atomic<unsigned> counter{0};
    auto now = static_cast<unsigned long long>(
        std::chrono::steady_clock::now().time_since_epoch().count());
    std::error_code ec;
    std::filesystem::path dir = std::filesystem::temp_directory_path(ec);
    if (ec) dir = ".";
    char name[96];
    std::snprintf(name, sizeof name, "guidon-balance-%llx-%u.xml", now, counter.fetch_add(1));
    return (dir / name).string();
}

} // namespace

BalanceCheck::~BalanceCheck() {
    cancel();
    wait();
}

void BalanceCheck::wait() {
    if (thread_.joinable()) thread_.join();
}

double BalanceCheck::progress() const {
    int t = total_.load();
    return t > 0 ? double(done_.load()) / double(t) : 1.0;
}

BalanceResult BalanceCheck::result() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return result_;
}

std::string BalanceCheck::tempPath() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return path_;
}

void BalanceCheck::start(const sim::Library& lib, const lite::Battle& battle, int games,
                         std::string level, std::uint64_t seed, std::string opponent) {
    begin(lib, battle, games, std::move(level), seed, std::move(opponent));
}

void BalanceCheck::start(const sim::Library& lib, const full::Battle& battle, int games,
                         std::string level, std::uint64_t seed, std::string opponent) {
    begin(lib, battle, games, std::move(level), seed, std::move(opponent));
}

void BalanceCheck::begin(const sim::Library& lib, AnyBattle battle, int games, std::string level,
                         std::uint64_t seed, std::string opponent) {
    // Only one check at a time: the old one is stopped (within one AI
    // decision) so that a designer who edits and checks again gets the new
    // battle's figures, never a mixture.
    cancel();
    wait();
    sim::MatchOptions o;
    o.games = games < 0 ? 0 : games;
    o.seed = seed;
    o.level[0] = level;
    o.level[1] = opponent.empty() ? level : opponent;
    o.swap = true;
    o.cancel = &cancel_;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        result_ = BalanceResult{};
        result_.games = o.games;
        path_ = freshTempPath();
        o.battle = path_;
    }
    cancel_.store(false);
    done_.store(0);
    total_.store(o.games);
    running_.store(true);
    thread_ = std::thread(&BalanceCheck::run, this, lib, std::move(battle), std::move(o));
}

void BalanceCheck::run(sim::Library lib, AnyBattle any, sim::MatchOptions o) {
    std::string error;
    const lite::Battle* lite = std::get_if<lite::Battle>(&any);
    const full::Battle* fullBattle = std::get_if<full::Battle>(&any);
    // A battle with errors would be refused by the loader with the temporary
    // file's lines; the same checks on the battle itself say it better.
    for (const data::BattleIssue& i : lite ? data::findBattleIssues(*lite)
                                           : data::findFullBattleIssues(*fullBattle, &lib.fullTables))
        if (i.level == data::BattleIssue::Level::Error)
            error += (error.empty() ? "" : " ") + sentence(i.message);
    sim::MatchResult m;
    if (error.empty() && lite && lite->pickup) {
        error = playPickups(lib, *lite, o, m);
    } else if (error.empty()) {
        std::string why;
        if (!(lite ? data::writeBattleAtomic(o.battle, *lite, why)
                   : data::writeFullBattleAtomic(o.battle, *fullBattle, why)))
            error = sentence("the battle could not be written for the check: " + why);
        else if (!sim::playMatch(lib, o, m, why, [this](const sim::GameResult& g) { tally(g); }))
            error = withoutFile(why, o.battle);
        std::error_code ec;
        std::filesystem::remove(o.battle, ec);
    }
    {
        std::lock_guard<std::mutex> lock(mutex_);
        result_.error = error;
        result_.cancelled = m.cancelled;
        result_.finished = true;
    }
    running_.store(false);
}

std::string BalanceCheck::playPickups(const sim::Library& lib, const lite::Battle& map,
                                      sim::MatchOptions o, sim::MatchResult& m) {
    // A pick-up scenario is set up before each game, as players would (the
    // computer making every choice the map leaves open), so each game is
    // played on a set-up of its own (LL-SETUP-1).
    lite::PickupForce force[2];
    for (int s = 0; s < 2; ++s) {
        core::Side side = s == 0 ? core::Side::Federal : core::Side::Confederate;
        if (std::optional<lite::PickupForce> f = lite::forceFromBattle(map, side))
            force[s] = *f;
        else if (const lite::PickupForce* lf = lib.pickup.firstForce(side))
            force[s] = *lf;
        else
            return sentence(std::string("the pick-up library has no ") + lite::nameOf(side) +
                            " force");
    }
    const int games = o.games;
    const std::uint64_t seed = o.seed;
    const std::string levels[2] = {o.level[0], o.level[1]};
    std::string error;
    for (int i = 0; i < games && !cancel_.load() && error.empty(); ++i) {
        lite::PickupSetup setup(lib.pickup, lib.terrain, force[0], force[1],
                                lite::pickupRulesFor(map), seed + std::uint64_t(i));
        core::Pcg32 rng = lite::setupChoices(seed + std::uint64_t(i));
        for (int guard = 0; guard < 100 && !setup.ready(); ++guard)
            lite::computerChoice(setup, rng);
        if (!setup.ready())
            return sentence("the computer could not set this scenario up: " +
                            setup.describePending());
        lite::Battle b = setup.battle();
        std::string why;
        if (!data::writeBattleAtomic(o.battle, b, why))
            return sentence("the battle could not be written: " + why);
        // One game on this set-up, the seats swapped every other game.
        sim::MatchOptions one = o;
        one.games = 1;
        one.seed = seed + std::uint64_t(i);
        one.swap = false;
        one.level[0] = levels[i % 2];
        one.level[1] = levels[(i + 1) % 2];
        sim::MatchResult r;
        if (!sim::playMatch(lib, one, r, why, [&](const sim::GameResult& g) {
                sim::GameResult numbered = g;
                numbered.number = i + 1;
                tally(numbered);
            }))
            error = withoutFile(why, o.battle);
        m.cancelled = m.cancelled || r.cancelled;
    }
    std::error_code ec;
    std::filesystem::remove(o.battle, ec);
    if (cancel_.load()) m.cancelled = true;
    return error;
}

void BalanceCheck::tally(const sim::GameResult& g) {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        BalanceResult& r = result_;
        r.perGame.push_back(g);
        r.played = static_cast<int>(r.perGame.size());
        long long ended = 0, turns = 0, wonTurns[2] = {0, 0};
        r.draws = r.aborted = 0;
        r.side[0].wins = r.side[1].wins = 0;
        for (const sim::GameResult& p : r.perGame) {
            if (!p.finished) {
                ++r.aborted;
                continue;
            }
            ++ended;
            turns += p.turns;
            if (!p.hasWinner) {
                ++r.draws;
                continue;
            }
            int w = lite::index(p.winner);
            ++r.side[w].wins;
            wonTurns[w] += p.turns;
        }
        r.averageTurns = ended ? double(turns) / double(ended) : 0.0;
        for (int s = 0; s < 2; ++s) {
            BalanceSide& b = r.side[s];
            b.winRate = double(b.wins) / double(r.played);
            b.averageWinTurns = b.wins ? double(wonTurns[s]) / double(b.wins) : 0.0;
        }
    }
    done_.fetch_add(1);
}

} // namespace guidon::editor
