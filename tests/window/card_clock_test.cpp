// The cards as a clock in the window (LL-CARD-6): each side's cards left, in
// hand, deck and discards, drawn from the rules' view, and the warning colour
// when a side is short. A game is played here by the random computer player
// (which spends cards and reshuffles freely) until the Federal player is to
// decide while short of cards; guidon plays the same commands from a script,
// the Confederates given to the computer so that nothing moves after it, and
// the test reads back what it drew (--dump-text) against the view.
#include "ai/agent.h"
#include "game_support.h"
#include "lite/command_text.h"
#include "lite/game.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::kBrawner;
using test::library;
using test::Reference;
using test::TempDir;

namespace {

struct ShortGame {
    std::uint64_t seed = 0;
    std::vector<std::string> lines;
};

// The first seed whose random game reaches a Federal decision with the
// Federal cards short (or on their last cards) and the game still on.
ShortGame findShortGame() {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        sim::Session s;
        data::Problems p;
        REQUIRE_MESSAGE(s.start(library(), kBrawner, seed, {}, p), p.str());
        std::string error;
        auto agent = ai::makeAgent("random", library().ai, error);
        REQUIRE_MESSAGE(agent, error);
        core::Pcg32 rng(seed, 5);
        ShortGame g;
        g.seed = seed;
        for (int n = 0; n < 3000 && !lite::stateOf(s.game()).over; ++n) {
            const lite::GameState& st = lite::stateOf(s.game());
            core::Side d = lite::decider(st);
            lite::PlayerView v = lite::viewFor(st, d);
            if (d == core::Side::Federal && v.side(d).clock != lite::CardClock::Plenty &&
                v.side(d).hand > 0)
                return g;
            auto c = agent->decide(v, ai::refereeFor(st), rng);
            REQUIRE(c);
            g.lines.push_back(lite::formatCommand(*c, *st.setup));
            REQUIRE(sim::submitLite(s, *c).accepted);
        }
    }
    FAIL("no random game of the first 60 seeds brings the Federal player short of cards");
    return {};
}

std::string cardsLeftText(const lite::SideSummary& c) {
    return std::to_string(c.cardsLeft) + (c.cardsLeft == 1 ? " card left" : " cards left");
}

std::string pilesText(const lite::SideSummary& c) {
    return std::to_string(c.hand) + " in hand \xC2\xB7 " + std::to_string(c.deck) +
           " in deck \xC2\xB7 " + std::to_string(c.discards) + " discarded";
}

const DrawnText* drawn(const std::vector<DrawnText>& texts, const std::string& text) {
    for (const DrawnText& t : texts)
        if (t.text == text) return &t;
    return nullptr;
}

} // namespace

TEST_CASE("LL-CARD-6 the window shows each side's cards left as a clock, from the view, amber when "
          "short") {
    REQUIRE_DISPLAY();
    ShortGame g = findShortGame();
    Reference ref(kBrawner, g.seed, g.lines);
    lite::PlayerView v = lite::viewFor(lite::stateOf(ref.session.game()), core::Side::Federal);
    const lite::SideSummary& fed = v.side(core::Side::Federal);
    const lite::SideSummary& reb = v.side(core::Side::Confederate);
    REQUIRE(fed.clock != lite::CardClock::Plenty);
    CAPTURE(g.seed);
    CAPTURE(pilesText(fed));
    CAPTURE(pilesText(reb));

    TempDir dir;
    std::string dump = dir.path("dump.txt"), status = dir.path("status.txt");
    auto r = test::runGuidon({kBrawner, "--seed", std::to_string(g.seed), "--script",
                              test::writeScript(dir, g.lines), "--computer", "confederate",
                              "--dump-text", dump, "--status-out", status, "--frames", "5"},
                             true);
    INFO("stderr: " << r.err);
    REQUIRE(r.exitCode == 0);
    std::string st = test::slurp(status);
    REQUIRE(st.find("hash " + ref.hash()) != std::string::npos);
    REQUIRE(st.find("decider federal\n") != std::string::npos);

    std::vector<DrawnText> texts = test::parseDump(test::slurp(dump));
    INFO("drawn: " << test::joinedText(texts));
    // Both sides' clocks, Federal above Confederate, with the view's numbers.
    const DrawnText* fedLeft = drawn(texts, cardsLeftText(fed));
    const DrawnText* fedPiles = drawn(texts, pilesText(fed));
    const DrawnText* rebPiles = drawn(texts, pilesText(reb));
    REQUIRE(fedLeft);
    REQUIRE(fedPiles);
    REQUIRE(rebPiles);
    REQUIRE(drawn(texts, cardsLeftText(reb)));
    CHECK(fed.cardsLeft == fed.hand + fed.deck + fed.discards);
    CHECK(fedPiles->y < rebPiles->y);
    // Short: amber (0.96, 0.64, 0.22); the last cards: the refusal red.
    unsigned warn = fed.clock == lite::CardClock::Short ? 0xf5a338ffu : 0xff6b5cffu;
    char colour[16];
    std::snprintf(colour, sizeof colour, "%08x", fedPiles->rgba);
    CHECK_MESSAGE(fedPiles->rgba == warn, "the Federal piles are drawn in #" << colour);
    if (reb.clock == lite::CardClock::Plenty) CHECK(rebPiles->rgba != warn);
}
