#include "options.h"

#include "lite/command_text.h"
#include "lite/game.h"

#include <cerrno>
#include <cstdlib>

namespace guidon::cli {

std::string battleArgument(const std::string& a, std::string& battle) {
    if (!a.empty() && a[0] == '-') return "unknown option " + a;
    if (!battle.empty()) return "more than one battle given";
    battle = a;
    return "";
}

std::string gamesOption(const std::vector<std::string>& args, std::size_t& i, int& games,
                        std::uint64_t& seed, bool& haveSeed, int& maxTurns) {
    const std::string& a = args[i];
    if (a != "--games" && a != "--seed" && a != "--max-turns") return "no";
    long long lo = a == "--seed" ? 0 : 1;
    long long hi = a == "--seed" ? 999999999999999999LL : a == "--games" ? 10000000 : 100000;
    if (i + 1 >= args.size()) return a + " needs a number";
    const std::string& v = args[++i];
    if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 18 ||
        std::stoll(v) < lo || std::stoll(v) > hi)
        return a + (a == "--seed" ? " needs a whole number" : " needs a number from 1");
    long long n = std::stoll(v);
    if (a == "--games") games = static_cast<int>(n);
    if (a == "--max-turns") maxTurns = static_cast<int>(n);
    if (a == "--seed") {
        seed = static_cast<std::uint64_t>(n);
        haveSeed = true;
    }
    return "";
}

std::string playOption(const std::vector<std::string>& args, std::size_t& i, PlayOptions& o) {
    const std::string& a = args[i];
    if (a == "--json") {
        o.json = true;
        return "";
    }
    if (a != "--seed" && a != "--dice" && a != "--hand" && a != "--script" && a != "--save")
        return "no";
    if (i + 1 >= args.size())
        return a == "--seed"     ? "--seed needs a number"
               : a == "--dice"   ? "--dice needs a list like 6,4,1"
               : a == "--hand"   ? "--hand needs SIDE:CARD,CARD, like federal:quickstep,old-rivals"
               : a == "--script" ? "--script needs a file or -"
                                 : "--save needs a file";
    const std::string& v = args[++i];
    if (a == "--hand") {
        // --hand federal:quickstep,old-rivals, once per side.
        auto colon = v.find(':');
        core::Side side = core::Side::Federal;
        if (colon == std::string::npos)
            return "--hand needs SIDE:CARD,CARD, like federal:quickstep,old-rivals, not '" + v +
                   "'";
        if (!lite::parseSide(v.substr(0, colon), side))
            return "--hand: '" + v.substr(0, colon) + "' is not a side (federal or confederate)";
        std::vector<std::string>& hand = o.hands[lite::index(side)];
        if (!hand.empty())
            return std::string("--hand: the ") + lite::nameOf(side) + " hand is given twice";
        std::string err;
        if (!lite::parseCardList(v.substr(colon + 1), hand, err)) return "--hand: " + err;
        std::vector<std::string> p = lite::fixedHandProblems(nullptr, side, 0, hand);
        return p.empty() ? "" : "--hand: " + p[0];
    }
    if (a == "--seed") {
        char* end = nullptr;
        errno = 0;
        o.seed = std::strtoull(v.c_str(), &end, 10);
        if (errno || !end || *end || v.empty() || v[0] == '-')
            return "--seed needs a whole number, not '" + v + "'";
        o.haveSeed = true;
    } else if (a == "--dice") {
        std::string err;
        if (!lite::parseDiceList(v, o.dice, err)) return "--dice: " + err;
    } else {
        (a == "--script" ? o.script : o.save) = v;
    }
    return "";
}

std::string previewOption(const std::vector<std::string>& args, std::size_t& i, PlayOptions& o) {
    if (args[i] == "--melees") {
        if (o.melees) return "--melees is given twice";
        o.melees = true;
        return "";
    }
    if (args[i] != "--preview") return "no";
    const std::string kShape = "--preview needs a unit, or a battery and its section, like 2wi or 2ri-bty:1";
    if (i + 1 >= args.size()) return kShape;
    const std::string& v = args[++i];
    if (!o.previewUnit.empty()) return "--preview is given twice";
    const auto colon = v.find(':');
    const std::string unit = v.substr(0, colon);
    if (unit.empty() || unit[0] == '-') return kShape + ", not '" + v + "'";
    int section = -1;
    if (colon != std::string::npos) {
        const std::string n = v.substr(colon + 1);
        if (n.empty() || n.size() > 2 || n.find_first_not_of("0123456789") != std::string::npos ||
            std::stoi(n) < 1)
            return "--preview: the section after ':' is a number from 1 (from the battery's left), "
                   "not '" +
                   n + "'";
        section = std::stoi(n) - 1;
    }
    o.previewUnit = unit;
    o.previewSection = section;
    return "";
}

} // namespace guidon::cli
