// The scripted opponent (issue 9): legal commands only, decisions from its
// side's view alone, levels that differ in strength, and the level files.
#include "../library.h"
#include "ai/agent.h"
#include "lite/command_text.h"
#include "lite/game.h"
#include "sim/ai_levels.h"
#include "sim/match.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

using namespace guidon;

namespace {

using test::kRoot;
using test::kSanitized;
using test::library;

std::unique_ptr<ai::Agent> agent(const std::string& level) {
    std::string error;
    std::unique_ptr<ai::Agent> a = ai::makeAgent(level, library().ai, error);
    REQUIRE_MESSAGE(a, error);
    return a;
}

} // namespace

TEST_CASE("AI levels: easy, normal and hard come from assets/ai, after random") {
    std::vector<std::string> levels = ai::agentLevels(library().ai);
    CHECK(levels == std::vector<std::string>{"random", "easy", "normal", "hard"});
    for (const ai::AiParams& p : library().ai)
        CHECK_FALSE(p.description.empty());
    std::string error;
    CHECK_FALSE(ai::makeAgent("genius", library().ai, error));
    CHECK(error == "no AI level 'genius'; there is: random, easy, normal, hard");
    // The levels differ in play, not only in care: hard fires with modifiers,
    // keeps its distance and seeks cover; easy blunders.
    const ai::AiParams& easy = library().ai[0];
    const ai::AiParams& hard = library().ai[2];
    CHECK(easy.blunder > 0.0);
    CHECK(hard.blunder == 0.0);
    CHECK(hard.exposureWeight > easy.exposureWeight);
    CHECK(hard.standoff != easy.standoff);
}

TEST_CASE("AI: every level answers every decision with a command the rules accept, and rarely "
          "needs its fallback") {
    struct Pairing {
        const char* battle;
        const char* fed;
        const char* reb;
    };
    const Pairing pairings[] = {
        {"brawner_farm", "hard", "easy"},
        {"brawner_farm", "normal", "hard"},
        {"cornfield", "easy", "normal"},
        {"cornfield", "hard", "random"},
    };
    for (const Pairing& p : pairings) {
        for (std::uint64_t seed : {11u, 12u}) {
            CAPTURE(p.battle);
            CAPTURE(p.fed);
            CAPTURE(p.reb);
            CAPTURE(seed);
            sim::Session session;
            data::Problems problems;
            REQUIRE(
                session.start(library(), kRoot + "/maps/" + p.battle + ".xml", seed, {}, problems));
            std::unique_ptr<ai::Agent> agents[2] = {agent(p.fed), agent(p.reb)};
            core::Pcg32 rng[2] = {core::Pcg32(seed, 3), core::Pcg32(seed, 5)};
            int decisions = 0, fallbacks = 0, refused = 0;
            while (!lite::stateOf(session.game()).over &&
                   lite::stateOf(session.game()).turn <= 200) {
                const lite::GameState& st = lite::stateOf(session.game());
                core::Side d = lite::decider(st);
                int si = lite::index(d);
                ai::Referee legal = ai::refereeFor(st);
                std::optional<lite::Command> c =
                    agents[si]->decide(lite::viewFor(st, d), legal, rng[si]);
                REQUIRE_MESSAGE(c, lite::describePending(st));
                ++decisions;
                if (agents[si]->reason() == "nothing better is open") ++fallbacks;
                if (lite::validate(st, *c)) ++refused;
                REQUIRE(sim::submitLite(session, *c).accepted);
            }
            CHECK(lite::stateOf(session.game()).over);
            CHECK(refused == 0);
            CHECK(decisions > 30);
            // The considered command is almost always legal as it stands.
            CHECK(fallbacks * 50 <= decisions);
        }
    }
}

TEST_CASE("AI: decides from its side's view alone: the enemy hand, the decks' order and the dice "
          "change nothing") {
    sim::Session session;
    data::Problems problems;
    REQUIRE(session.start(library(), kRoot + "/maps/cornfield.xml", 21, {}, problems));
    std::unique_ptr<ai::Agent> seen[2] = {agent("hard"), agent("hard")};
    std::unique_ptr<ai::Agent> blind[2] = {agent("hard"), agent("hard")};
    core::Pcg32 rngSeen[2] = {core::Pcg32(1, 1), core::Pcg32(2, 1)};
    core::Pcg32 rngBlind[2] = {core::Pcg32(1, 1), core::Pcg32(2, 1)};
    core::Pcg32 shuffle(99, 7);
    int compared = 0;
    while (!lite::stateOf(session.game()).over && compared < 400) {
        const lite::GameState& st = lite::stateOf(session.game());
        core::Side d = lite::decider(st);
        int si = lite::index(d);
        // The same game, but what the decider cannot see is different: the
        // other side's hand swapped for cards of its deck, both decks
        // shuffled, the dice reseeded.
        lite::GameState other = st;
        lite::SideState& them = other.side(lite::other(d));
        for (std::size_t i = 0; i < them.hand.size() && i < them.deck.size(); ++i)
            std::swap(them.hand[i], them.deck[i]);
        for (lite::SideState& ss : other.sides)
            for (std::size_t i = ss.deck.size(); i > 1; --i)
                std::swap(ss.deck[i - 1], ss.deck[shuffle.below(static_cast<std::uint32_t>(i))]);
        other.dice = core::Dice(12345 + static_cast<std::uint64_t>(compared));
        ai::Referee legalSeen = ai::refereeFor(st);
        ai::Referee legalBlind = ai::refereeFor(other);
        std::optional<lite::Command> a =
            seen[si]->decide(lite::viewFor(st, d), legalSeen, rngSeen[si]);
        std::optional<lite::Command> b =
            blind[si]->decide(lite::viewFor(other, d), legalBlind, rngBlind[si]);
        REQUIRE(a);
        REQUIRE(b);
        REQUIRE_MESSAGE(lite::formatCommand(*a, *st.setup) == lite::formatCommand(*b, *st.setup),
                        "turn " << st.turn << " " << lite::describePending(st));
        ++compared;
        REQUIRE(sim::submitLite(session, *a).accepted);
    }
    CHECK(compared >= 200);
}

TEST_CASE("AI levels: a 40-game seat-swapped match on the medium battle ranks them (wider bounds "
          "than the note's 200)" * doctest::skip(kSanitized)) {
    struct Pair {
        const char* stronger;
        const char* weaker;
        int atLeast; // wins of the stronger, of kGames
    };
    // The 200-game targets are 95%, 65% and 55%; docs/ai.md's figures
    // (seeds 1-200) are 96.5%, 76.5% and 65.5%. Here, over 40 games (60 took
    // 53 s of the suite's one core): 87%, 57% and a majority.
    constexpr int kGames = 40;
    const Pair pairs[] = {{"hard", "random", 35}, {"normal", "easy", 23}, {"hard", "normal", 21}};
    for (const Pair& p : pairs) {
        CAPTURE(p.stronger);
        CAPTURE(p.weaker);
        sim::MatchOptions o;
        o.battle = kRoot + "/maps/cornfield.xml";
        o.games = kGames;
        o.seed = 7000;
        o.level[0] = p.stronger;
        o.level[1] = p.weaker;
        o.swap = true;
        sim::MatchResult m;
        std::string error;
        REQUIRE_MESSAGE(sim::playMatch(library(), o, m, error), error);
        CHECK(m.aborted == 0);
        CHECK(m.score[p.stronger].games == kGames);
        CHECK(m.score[p.stronger].wins >= p.atLeast);
        std::string line = std::string(p.stronger) + " v " + p.weaker + ": " +
                           std::to_string(m.score[p.stronger].wins) + " of " +
                           std::to_string(kGames);
        MESSAGE(line);
    }
}

TEST_CASE("AI level files: a bad parameter is file:line with what is wrong") {
    auto parse = [](const std::string& body, std::string& problems) {
        ai::AiParams p;
        data::Problems pr;
        bool ok = sim::parseAiLevel(
            "<?xml version=\"1.0\"?>\n<ai level=\"hard\">\n" + body + "</ai>\n", "hard.xml", p, pr);
        problems = pr.str();
        return ok;
    };
    std::string why;
    CHECK(parse("  <param name=\"standoff\" value=\"6\"/>\n", why));
    CHECK_FALSE(parse("  <param name=\"bravery\" value=\"6\"/>\n", why));
    CHECK(why.find("hard.xml:3: unknown parameter 'bravery' (known: blunder,") == 0);
    CHECK_FALSE(parse("  <param name=\"blunder\" value=\"1.5\"/>\n", why));
    CHECK(why.find("hard.xml:3:") == 0);
    CHECK(why.find("between 0 and 1") != std::string::npos);
    CHECK_FALSE(parse(
        "  <param name=\"standoff\" value=\"5\"/>\n  <param name=\"standoff\" value=\"6\"/>\n",
        why));
    CHECK(why.find("hard.xml:4: parameter 'standoff' is given twice (first at line 3)") == 0);
    CHECK_FALSE(parse("  <param name=\"standoff\" value=\"near\"/>\n", why));
    CHECK(why.find("hard.xml:3: 'value' must be a number") == 0);
    CHECK_FALSE(parse("  <weight name=\"standoff\" value=\"5\"/>\n", why));
    CHECK(why.find("hard.xml:3: unknown element <weight>") == 0);
    // A parameter left out keeps its default.
    ai::AiParams p;
    data::Problems pr;
    REQUIRE(sim::parseAiLevel("<ai level=\"x\"><param name=\"standoff\" value=\"6.5\"/></ai>",
                              "x.xml", p, pr));
    CHECK(p.standoff == 6.5);
    CHECK(p.blunder == ai::AiParams{}.blunder);
    // Every parameter has a sentence (docs/ai.md is written from them).
    for (const ai::ParamSpec& s : ai::paramSpecs())
        CHECK(std::string(s.meaning).size() > 20);
}

TEST_CASE(
    "AI: never decks out by carelessness: LL-CARD-6 no pass with no cards in deck or discards") {
    sim::Session session;
    data::Problems problems;
    REQUIRE(session.start(library(), kRoot + "/maps/brawner_farm.xml", 3, {}, problems));
    lite::GameState s = lite::stateOf(session.game());
    // Nothing worth a card: every enemy unit gone, so each level would pass.
    for (lite::Unit& u : s.units)
        if (u.side != s.active) u.broken = true;
    s.step = lite::Step::CommandChoice;
    lite::SideState& me = s.side(s.active);
    me.passedLastTurn = false;
    ai::Referee legal = ai::refereeFor(s);
    for (const char* level : {"normal", "hard"}) {
        CAPTURE(level);
        core::Pcg32 rng(1, 1);
        std::optional<lite::Command> c =
            agent(level)->decide(lite::viewFor(s, s.active), legal, rng);
        REQUIRE(c);
        CHECK(c->kind == lite::CommandKind::Pass);
    }
    // The same with the deck and discards spent: a pass would lose, so it invokes a phase.
    for (int card : me.deck)
        me.outOfGame.push_back(card);
    for (int card : me.discards)
        me.outOfGame.push_back(card);
    me.deck.clear();
    me.discards.clear();
    REQUIRE_FALSE(me.hand.empty());
    for (const char* level : {"normal", "hard"}) {
        CAPTURE(level);
        core::Pcg32 rng(1, 1);
        std::optional<lite::Command> c =
            agent(level)->decide(lite::viewFor(s, s.active), legal, rng);
        REQUIRE(c);
        CHECK(c->kind == lite::CommandKind::Invoke);
        CHECK(legal(*c));
    }
}

TEST_CASE("AI level files: docs/ai.md lists every parameter with its range") {
    const std::string text = test::aiDocs();
    for (const ai::ParamSpec& s : ai::paramSpecs()) {
        CAPTURE(s.name);
        CHECK(text.find(test::aiDocRow(s.name, s.lo, s.hi, s.meaning)) != std::string::npos);
    }
}
