#include "cards_doc.h"

#include "commands.h"

#include "lite/cards.h"
#include "sim/match.h"

#include <cmath>
#include <cstdio>
#include <future>
#include <iostream>
#include <map>
#include <sstream>

namespace guidon::cli {

using namespace sim;

namespace {

std::string years(const lite::CardDef& c) {
    return c.firstYear == c.lastYear
               ? std::to_string(c.firstYear)
               : std::to_string(c.firstYear) + "-" + std::to_string(c.lastYear);
}

std::string symbolOf(const lite::CardDef& c) {
    return c.symbol == lite::Phase::None ? "" : lite::nameOf(c.symbol);
}

std::string interruptOf(const lite::CardDef& c) {
    if (!c.interrupt) return "";
    return std::string(lite::nameOf(c.banner)) + ", " + lite::nameOf(c.window);
}

// The effect as its kind and parameters, as the XML writes it.
std::string effectOf(const lite::CardDef& c) {
    const lite::Effect& e = c.effect;
    if (e.kind == lite::EffectKind::None) return "";
    std::string out = std::string("`") + lite::nameOf(e.kind) + "`";
    if (e.phase != lite::Phase::None) out += " phase " + std::string(lite::nameOf(e.phase));
    if (e.amount != 0)
        out += " amount " + std::string(e.amount > 0 ? "+" : "") + std::to_string(e.amount);
    if (e.arm != lite::Arm::Any) out += " arm " + std::string(lite::nameOf(e.arm));
    if (e.role != lite::Role::Any)
        out += std::string(" role ") + (e.role == lite::Role::Attack ? "attack" : "defence");
    if (e.against != lite::Nation::Neutral)
        out += " against " + std::string(lite::nameOf(e.against));
    return out;
}

// The cards of one side's deck in one year.
struct DeckCounts {
    int cards = 0, national = 0;
};

std::string cell(std::string s) {
    for (char& ch : s)
        if (ch == '|') ch = '/';
    return s;
}

} // namespace

bool cardsDoc(const sim::Library& lib, const CardsDocOptions& o, std::string& out,
              std::string& error) {
    std::ostringstream d;
    const auto& cards = lib.cards;
    d << "# The cards\n\n"
      << "Written by `tools/cards-doc` from `assets/cards.xml`; do not edit by hand (a test\n"
      << "checks that this file matches the XML). How a card's XML is written:\n"
      << "[formats.md](formats.md#assetscardsxml-cards); how the rules read each effect kind:\n"
      << "the list in `game/lite/cards.h`.\n\n";
    int distinct = static_cast<int>(cards.size());
    d << "## Every card\n\n"
      << distinct << " distinct cards.\n\n"
      << "| card | nation | years | symbol | interrupt | morale | copies | effect |\n"
      << "| --- | --- | --- | --- | --- | --- | --- | --- |\n";
    for (const lite::CardDef& c : cards)
        d << "| " << cell(c.name) << " | " << lite::nameOf(c.nation) << " | " << years(c) << " | "
          << symbolOf(c) << " | " << interruptOf(c) << " | " << c.morale << " | " << c.copies
          << " | " << effectOf(c) << " |\n";
    d << "\n### What each card says\n\n";
    for (const lite::CardDef& c : cards) {
        std::string rule = lite::effectInWords(c);
        d << "- **" << c.name << "**: " << c.text << (rule.empty() ? "" : " *Rules: " + rule + "*")
          << "\n";
    }
    d << "\n## The decks, year by year\n\n"
      << "Each side's deck holds every copy of the neutral cards and of its own national\n"
      << "cards whose years include the battle's year (LL-CARD-1), so the national cards\n"
      << "make the difference between the two decks of a year. Morale: how many cards of\n"
      << "each morale value 0, 1, 2, 3. Modifiers: cards bearing the fire, movement and\n"
      << "combat symbols.\n\n"
      << "| year | side | cards | neutral | national | morale 0/1/2/3 | average morale | "
         "interrupts | modifiers fire/movement/combat | its national cards |\n"
      << "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
    DeckCounts counts[5][2];
    for (int year = 1861; year <= 1865; ++year) {
        for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
            std::vector<int> deck = lite::deckFor(cards, side, year);
            int morale[4] = {0, 0, 0, 0}, interrupts = 0, mods[3] = {0, 0, 0}, total = 0;
            std::map<int, int> national; // definition -> copies
            DeckCounts& dc = counts[year - 1861][lite::index(side)];
            dc.cards = static_cast<int>(deck.size());
            for (int def : deck) {
                const lite::CardDef& c = cards[static_cast<std::size_t>(def)];
                morale[std::clamp(c.morale, 0, 3)]++;
                total += c.morale;
                if (c.interrupt) ++interrupts;
                if (c.symbol == lite::Phase::Fire) ++mods[0];
                if (c.symbol == lite::Phase::Movement) ++mods[1];
                if (c.symbol == lite::Phase::Combat) ++mods[2];
                if (c.nation != lite::Nation::Neutral) {
                    national[def]++;
                    ++dc.national;
                }
            }
            std::string names;
            for (const auto& [def, n] : national)
                names += (names.empty() ? "" : ", ") + cards[static_cast<std::size_t>(def)].name +
                         (n > 1 ? " x" + std::to_string(n) : "");
            char avg[16];
            std::snprintf(avg, sizeof avg, "%.2f",
                          deck.empty() ? 0.0 : double(total) / double(deck.size()));
            d << "| " << year << " | " << lite::nameOf(side) << " | " << dc.cards << " | "
              << dc.cards - dc.national << " | " << dc.national << " | " << morale[0] << "/"
              << morale[1] << "/" << morale[2] << "/" << morale[3] << " | " << avg << " | "
              << interrupts << " | " << mods[0] << "/" << mods[1] << "/" << mods[2] << " | "
              << names << " |\n";
        }
    }
    d << "\n" << kBalanceHeading << "\n\n";
    if (o.balanceGames <= 0) {
        d << "(Written by `tools/cards-doc`, which plays the matches.)\n";
        out = d.str();
        return true;
    }
    d << "The hard AI on both sides of Equal Forces (`" << kBalanceBattle << "`): the Cornfield's\n"
      << "two armies, 35 bases in 9 units each, on a table that is its own mirror through its\n"
      << "centre, so that each army sees the same ground. Only the decks differ: the seats swap\n"
      << "every other game and the side that moves first every other pair of games. "
      << o.balanceGames << " games a\nyear from seed " << o.seed << " (`guidon-cli match "
      << kBalanceBattle << " --games " << o.balanceGames << " --seed " << o.seed
      << "\n--swap --alternate-first --federal hard --confederate hard --year Y`). Each year "
         "should\n"
      << "fall within 45-55% Federal wins; the \xC2\xB1 is the 95% interval of the estimate (1.96\n"
      << "standard errors of the share). Decks: cards (national cards). Out of cards: games\n"
      << "lost for want of cards (LL-CARD-6) rather than to a victory roll.\n\n"
      << "| year | Federal deck | Confederate deck | Federal wins | Confederate wins | unfinished "
         "| out of cards | average turns | bases lost, Federal / Confederate |\n"
      << "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n";
    // The five years' matches run side by side, one thread each: each match
    // has its own agents and games, and the library is only read.
    std::vector<std::future<std::pair<bool, MatchResult>>> runs;
    std::vector<std::string> errors(5);
    for (int year = 1861; year <= 1865; ++year) {
        runs.push_back(std::async(std::launch::async, [&lib, &o, &errors, year] {
            MatchOptions mo;
            mo.battle = lib.root + "/" + kBalanceBattle;
            mo.games = o.balanceGames;
            mo.seed = o.seed;
            mo.level[0] = mo.level[1] = "hard";
            mo.swap = true;
            mo.alternateFirst = true;
            mo.year = year;
            MatchResult m;
            bool ok = playMatch(lib, mo, m, errors[static_cast<std::size_t>(year - 1861)]);
            return std::make_pair(ok, std::move(m));
        }));
    }
    for (int year = 1861; year <= 1865; ++year) {
        auto [ok, m] = runs[static_cast<std::size_t>(year - 1861)].get();
        if (!ok) {
            error = errors[static_cast<std::size_t>(year - 1861)];
            return false;
        }
        long long turns = 0, finished = 0, lost[2] = {0, 0}, outOfCards = 0;
        for (const GameResult& r : m.games) {
            lost[0] += r.basesLost[0];
            lost[1] += r.basesLost[1];
            if (r.finished) {
                ++finished;
                turns += r.turns;
                // Every other end is LL-CARD-6's (game/lite/turn.cpp, submit.cpp).
                if (r.reason.rfind("victory roll", 0) != 0) ++outOfCards;
            }
        }
        const DeckCounts* dc = counts[year - 1861];
        double g = o.balanceGames;
        double share = double(m.sideWins[0]) / g;
        double margin = 100.0 * 1.96 * std::sqrt(share * (1.0 - share) / g);
        char row[320];
        std::snprintf(row, sizeof row,
                      "| %d | %d (%d) | %d (%d) | %lld (%.1f%% \xC2\xB1 %.1f) | %lld (%.1f%%) | "
                      "%lld | %lld | %.1f | %.1f / %.1f |\n",
                      year, dc[0].cards, dc[0].national, dc[1].cards, dc[1].national, m.sideWins[0],
                      100.0 * share, margin, m.sideWins[1], 100.0 * double(m.sideWins[1]) / g,
                      m.aborted, outOfCards, finished ? double(turns) / double(finished) : 0.0,
                      double(lost[0]) / g, double(lost[1]) / g);
        d << row;
    }
    out = d.str();
    return true;
}

int cmdCardsDoc(const char* argv0, const Args& args) {
    CardsDocOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--balance" || a == "--seed") {
            if (i + 1 >= args.size()) return usage(a + " needs a number");
            const std::string& n = args[++i];
            if (n.empty() || n.size() > 9 || n.find_first_not_of("0123456789") != std::string::npos)
                return usage(a + " needs a whole number, not '" + n + "'");
            if (a == "--balance")
                o.balanceGames = std::stoi(n);
            else
                o.seed = std::stoull(n);
        } else {
            return usage("cards-doc: unknown option '" + a + "'");
        }
    }
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    std::string doc, error;
    if (!cardsDoc(lib, o, doc, error)) {
        std::cerr << "guidon-cli: " << error << "\n";
        return 1;
    }
    std::cout << doc;
    return 0;
}

} // namespace guidon::cli
