// guidon-cli soak and match: games the computer plays against itself, random
// legal moves with every invariant checked (sim/soak.h) or AI levels against
// each other (sim/match.h).
#include "commands.h"
#include "options.h"

#include "ai/agent.h"
#include "data/full_battle_file.h"
#include "sim/full_loop.h"
#include "sim/match.h"
#include "sim/soak.h"

#include <functional>

namespace guidon::cli {

namespace {

// The options both commands take (games, seed, turn limit, the battle) and
// those of one command alone (`own`: "no" when the option is not its, ""
// when it took it, else what is wrong). "" when every argument was read,
// else the first thing wrong with them.
template <class Options>
std::string readGameOptions(const Args& args, Options& o, bool& haveSeed,
                            const std::function<std::string(std::size_t&)>& own) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (std::string why = gamesOption(args, i, o.games, o.seed, haveSeed, o.maxTurns);
            why != "no") {
            if (!why.empty()) return why;
        } else if (std::string mine = own ? own(i) : "no"; mine != "no") {
            if (!mine.empty()) return mine;
        } else if (std::string why = battleArgument(args[i], o.battle); !why.empty()) {
            return why;
        }
    }
    return "";
}

} // namespace

int cmdSoak(const char* argv0, const Args& args) {
    sim::SoakOptions o;
    bool haveSeed = false;
    if (std::string why = readGameOptions(args, o, haveSeed, nullptr); !why.empty())
        return usage(why);
    if (o.battle.empty()) return usage("soak needs a battle file");
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    sim::SoakResult r = sim::runSoak(lib, o);
    return r.violations == 0 && r.games == o.games ? 0 : 1;
}

int cmdMatch(const char* argv0, const Args& args) {
    sim::MatchOptions o;
    bool haveSeed = false;
    auto own = [&](std::size_t& i) -> std::string {
        const std::string& a = args[i];
        if (a == "--federal" || a == "--confederate") {
            if (i + 1 >= args.size()) return a + " needs an AI level";
            o.level[a == "--federal" ? 0 : 1] = args[++i];
        } else if (a == "--swap") {
            o.swap = true;
        } else if (a == "--alternate-first") {
            o.alternateFirst = true;
        } else if (a == "--trace") {
            o.trace = stdout;
        } else if (a == "--year") {
            if (i + 1 >= args.size()) return "--year needs a year, 1861 to 1865";
            const std::string& y = args[++i];
            if (y.size() != 4 || y < "1861" || y > "1865")
                return "--year must be 1861 to 1865, not '" + y + "'";
            o.year = std::stoi(y);
        } else {
            return "no";
        }
        return "";
    };
    if (std::string why = readGameOptions(args, o, haveSeed, own); !why.empty()) return usage(why);
    if (o.battle.empty()) return usage("match needs a battle file");
    if (!haveSeed) return usage("match needs --seed N");
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    // A battle of the full game takes its own levels and no decks: asking
    // it for more is the command line's mistake.
    data::Problems unread; // a battle that does not read is the match's to report
    if (data::battleFileRules(o.battle, unread) == "full") {
        if (std::string why = sim::fullMatchOptionsProblem(lib, o); !why.empty()) return usage(why);
    } else {
        for (const std::string& level : o.level) {
            std::string error;
            if (!ai::makeAgent(level, lib.ai, error)) return usage(error);
        }
    }
    return sim::runMatch(lib, o);
}

} // namespace guidon::cli
