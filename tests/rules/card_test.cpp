// LL-CARD 1-8: the decks, the turn sequence and the card rules.
#include "fixtures.h"

#include "lite/rerolls.h"

using namespace fixtures;

namespace {
int countId(const GameState& s, Side side, const std::vector<int>& pile, const std::string& id) {
    int n = 0;
    for (int inst : pile)
        n += s.card(side, inst).id == id ? 1 : 0;
    return n;
}
std::vector<std::string> sixPlain() {
    return {"plain0", "plain1", "plain1", "plain2", "plain2", "plain3"};
}
} // namespace

TEST_CASE("LL-CARD-1 deck is neutral plus national cards of the year; hands of six, secret") {
    SUBCASE("deck composition by nation and year") {
        auto setup = makeSetup(twoBrigades(1862), testCards());
        auto fed = setup->deckDefs[index(Side::Federal)];
        auto reb = setup->deckDefs[index(Side::Confederate)];
        auto count = [&](const std::vector<int>& deck, const std::string& id) {
            return std::count_if(deck.begin(), deck.end(),
                                 [&](int d) { return setup->cards[d].id == id; });
        };
        CHECK(count(fed, "plain0") == 6);
        CHECK(count(reb, "plain0") == 6);
        CHECK(count(fed, "fed-only") == 3);
        CHECK(count(reb, "fed-only") == 0);
        CHECK(count(reb, "reb-only") == 3);
        CHECK(count(fed, "reb-only") == 0);
        CHECK(count(fed, "early-fed") == 2); // 1861-1862 includes 1862
        CHECK(count(reb, "pinkerton") == 1);
        CHECK(count(fed, "pinkerton") == 0);
        auto later = makeSetup(twoBrigades(1863), testCards());
        auto fed63 = later->deckDefs[index(Side::Federal)];
        CHECK(std::count_if(fed63.begin(), fed63.end(),
                            [&](int d) { return later->cards[d].id == "early-fed"; }) == 0);
    }
    SUBCASE("each side starts with six cards and the rest in its deck") {
        GameState s = start();
        for (Side side : {Side::Federal, Side::Confederate}) {
            CHECK(s.side(side).hand.size() == 6);
            CHECK(s.side(side).deck.size() + 6 == s.setup->deckDefs[index(side)].size());
        }
    }
    SUBCASE("a view shows its own hand, only counts of the other, never deck order") {
        GameState s = start();
        PlayerView fed = viewFor(s, Side::Federal);
        REQUIRE(fed.hand.size() == 6);
        for (std::size_t i = 0; i < 6; ++i)
            CHECK(fed.hand[i].instance == s.side(Side::Federal).hand[i]);
        CHECK(fed.side(Side::Confederate).hand == 6);
        CHECK(fed.side(Side::Confederate).deck ==
              static_cast<int>(s.side(Side::Confederate).deck.size()));
        // A Federal view cannot name a Confederate card in hand: a command
        // naming one is resolved against the Federal hand only.
        PlayerView reb = viewFor(s, Side::Confederate);
        for (const auto& c : reb.hand)
            CHECK(c.def == &s.card(Side::Confederate, c.instance));
    }
    SUBCASE("the shuffle depends on the seed and is repeatable") {
        GameState a = start(twoBrigades(), 11), b = start(twoBrigades(), 11),
                  c = start(twoBrigades(), 12);
        CHECK(a.side(Side::Federal).deck == b.side(Side::Federal).deck);
        CHECK(a.side(Side::Federal).deck != c.side(Side::Federal).deck);
        CHECK(stateHash(a) == stateHash(b));
        CHECK(stateHash(a) != stateHash(c));
    }
}

TEST_CASE("LL-CARD-1 a scenario's fixed hand is dealt first; the rest is drawn and shuffled with "
          "the seed") {
    auto withHands = [](std::vector<std::string> fed, std::vector<std::string> reb) {
        Battle b = twoBrigades();
        b.hands[index(Side::Federal)] = std::move(fed);
        b.hands[index(Side::Confederate)] = std::move(reb);
        return b;
    };
    auto ids = [](const GameState& s, Side side) {
        std::vector<std::string> out;
        for (int inst : s.side(side).hand)
            out.push_back(s.card(side, inst).id);
        return out;
    };
    SUBCASE("the fixed cards are in the hand whatever the seed, first and in order") {
        for (std::uint64_t seed : {1u, 2u, 3u, 17u, 99u}) {
            GameState s = start(withHands({"quick", "rivals", "quick"}, {"pinkerton"}), seed);
            std::vector<std::string> fed = ids(s, Side::Federal), reb = ids(s, Side::Confederate);
            REQUIRE(fed.size() == 6);
            CHECK(std::vector<std::string>(fed.begin(), fed.begin() + 3) ==
                  std::vector<std::string>{"quick", "rivals", "quick"});
            REQUIRE(reb.size() == 6);
            CHECK(reb[0] == "pinkerton");
            // Every card is still there exactly once: hand plus deck is the deck.
            for (Side side : {Side::Federal, Side::Confederate})
                CHECK(static_cast<std::size_t>(cardsOf(s, side)) ==
                      s.setup->deckDefs[index(side)].size());
            // The deck holds no third Quickstep (two copies, both dealt).
            CHECK(countId(s, Side::Federal, s.side(Side::Federal).deck, "quick") == 0);
        }
    }
    SUBCASE("the rest of the hand and the deck still follow the seed") {
        GameState a = start(withHands({"quick"}, {}), 11), b = start(withHands({"quick"}, {}), 11),
                  c = start(withHands({"quick"}, {}), 12);
        CHECK(a.side(Side::Federal).deck == b.side(Side::Federal).deck);
        CHECK(stateHash(a) == stateHash(b));
        CHECK(a.side(Side::Federal).deck != c.side(Side::Federal).deck);
    }
    SUBCASE("six fixed cards: nothing is drawn for that side") {
        GameState s =
            start(withHands({"plain3", "plain3", "plain3", "plain3", "fed-only", "quick"}, {}), 5);
        CHECK(ids(s, Side::Federal) == std::vector<std::string>{"plain3", "plain3", "plain3",
                                                                "plain3", "fed-only", "quick"});
    }
    SUBCASE("no fixed hand deals exactly as before") {
        // The same game as a battle without the field at all: same seed, same hash.
        CHECK(stateHash(start(withHands({}, {}), 7)) == stateHash(start(twoBrigades(), 7)));
    }
    SUBCASE("a card the deck does not hold is never invented (the loaders refuse it first)") {
        // pinkerton is Confederate; early-fed is gone by 1863; only two copies of quick.
        Battle b = withHands({"pinkerton", "quick", "quick", "quick", "nonsense"}, {});
        b.year = 1863;
        b.hands[index(Side::Federal)].push_back("early-fed");
        GameState s = start(b, 3);
        std::vector<std::string> fed = ids(s, Side::Federal);
        REQUIRE(fed.size() == 6);
        CHECK(fed[0] == "quick");
        CHECK(fed[1] == "quick");
        CHECK(static_cast<std::size_t>(cardsOf(s, Side::Federal)) == s.setup->deckDefs[0].size());
    }
    SUBCASE("fixedHandProblems says what a deck cannot deal") {
        std::vector<CardDef> cards = testCards();
        CHECK(fixedHandProblems(&cards, Side::Federal, 1862, {"quick", "rivals", "fed-only"})
                  .empty());
        auto one = [&](Side side, int year, std::vector<std::string> hand) {
            std::vector<std::string> p = fixedHandProblems(&cards, side, year, hand);
            REQUIRE(p.size() == 1);
            return p[0];
        };
        CHECK(one(Side::Federal, 1862, {"quikc"}) == "unknown card 'quikc'");
        CHECK(one(Side::Federal, 1862, {"pinkerton"}) ==
              "card 'pinkerton' is not in the Federal deck in 1862 (LL-CARD-1)");
        CHECK(one(Side::Federal, 1863, {"early-fed"}) ==
              "card 'early-fed' is not in the Federal deck in 1863 (LL-CARD-1)");
        CHECK(one(Side::Confederate, 1862, {"quick", "quick", "quick"}) ==
              "the hand holds 'quick' 3 times; the Confederate deck has 2 copies (LL-CARD-1)");
        CHECK(one(Side::Confederate, 1862, {"pinkerton", "pinkerton"}) ==
              "the hand holds 'pinkerton' 2 times; the Confederate deck has 1 copy (LL-CARD-1)");
        CHECK(one(Side::Federal, 1862,
                  {"plain0", "plain0", "plain0", "plain1", "plain1", "plain1", "plain1"}) ==
              "a hand holds six cards at most (LL-CARD-1), not 7");
        // Without the definitions only the count can be checked.
        CHECK(fixedHandProblems(nullptr, Side::Federal, 1862, {"anything"}).empty());
    }
}

TEST_CASE("LL-CARD-2 the turn: reshuffle option, fire option, one command choice, status") {
    SUBCASE("the order of steps in a full turn") {
        GameState s = startWith(sixPlain(), sixPlain());
        CHECK(s.active == Side::Confederate);
        CHECK(s.step == Step::FireChoice);
        accept(s, "fire plain0");
        CHECK(s.step == Step::Phase);
        CHECK(s.phase.phase == Phase::Fire);
        accept(s, "end-phase");
        CHECK(s.step == Step::CommandChoice);
        // The command choice is one of movement, combat or pass; a second fire phase is refused.
        Outcome again = play(s, "fire plain1");
        CHECK_FALSE(again.accepted);
        CHECK(again.refusal.rule == "LL-CARD-2");
        accept(s, "move plain1");
        CHECK(s.step == Step::Phase);
        CHECK(s.phase.phase == Phase::Movement);
        std::size_t handBefore = s.side(Side::Confederate).hand.size();
        CHECK(handBefore == 4);
        Outcome end = play(s, "end-phase");
        REQUIRE(end.accepted);
        // Status: both draw back to six, the victory roll is made, the turn passes.
        CHECK(hasEvent(end.events, EventKind::CardsDrawn));
        CHECK(hasEvent(end.events, EventKind::VictoryRoll));
        CHECK(s.side(Side::Confederate).hand.size() == 6);
        CHECK(s.active == Side::Federal);
        CHECK(s.turn == 2);
    }
    SUBCASE("declining the fire phase goes straight to the command choice") {
        GameState s = startWith(sixPlain(), sixPlain());
        accept(s, "no-fire");
        CHECK(s.step == Step::CommandChoice);
        Outcome o = play(s, "no-fire");
        CHECK_FALSE(o.accepted);
    }
    SUBCASE("may reshuffle: discards into the deck, then six out of the game unseen") {
        GameState s = startWith(sixPlain(), sixPlain());
        // Confederate turn 1, Federal turn 2, Confederate turn 3 holds discards.
        accept(s, "no-fire");
        accept(s, "move plain0");
        accept(s, "end-phase");
        accept(s, "no-fire");
        accept(s, "move plain0");
        accept(s, "end-phase");
        REQUIRE(s.active == Side::Confederate);
        REQUIRE(s.step == Step::ReshuffleChoice);
        SideState before = s.side(Side::Confederate);
        int total = cardsOf(s, Side::Confederate);
        Outcome o = play(s, "reshuffle");
        REQUIRE(o.accepted);
        const SideState& after = s.side(Side::Confederate);
        CHECK(after.discards.empty());
        CHECK(after.outOfGame.size() == before.outOfGame.size() + 6);
        CHECK(after.deck.size() == before.deck.size() + before.discards.size() - 6);
        CHECK(after.hand == before.hand);
        CHECK(cardsOf(s, Side::Confederate) == total);
        CHECK(hasEvent(o.events, EventKind::CardsRemovedUnseen));
        // The Federal view learns how many went, not which.
        PlayerView fed = viewFor(s, Side::Federal);
        CHECK(fed.side(Side::Confederate).outOfGame == static_cast<int>(after.outOfGame.size()));
    }
    SUBCASE("keep: no reshuffle") {
        GameState s = startWith(sixPlain(), sixPlain());
        accept(s, "no-fire");
        accept(s, "move plain0");
        accept(s, "end-phase");
        accept(s, "no-fire");
        accept(s, "move plain0");
        accept(s, "end-phase");
        REQUIRE(s.step == Step::ReshuffleChoice);
        std::size_t deck = s.side(Side::Confederate).deck.size();
        accept(s, "keep");
        CHECK(s.side(Side::Confederate).deck.size() == deck);
        CHECK(s.step == Step::FireChoice);
    }
    SUBCASE("must reshuffle when the deck is empty") {
        GameState s = startWith(sixPlain(), sixPlain());
        accept(s, "no-fire");
        accept(s, "move plain0");
        accept(s, "end-phase"); // Federal's turn now
        accept(s, "no-fire");
        accept(s, "move plain0");
        // Empty the Confederate deck into the discards before his turn begins.
        SideState& reb = s.side(Side::Confederate);
        reb.discards.insert(reb.discards.end(), reb.deck.begin(), reb.deck.end());
        reb.deck.clear();
        int total = cardsOf(s, Side::Confederate);
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        CHECK(s.active == Side::Confederate);
        CHECK(hasEvent(o.events, EventKind::Reshuffled));
        CHECK(reb.discards.empty());
        CHECK(reb.outOfGame.size() == 6);
        CHECK(cardsOf(s, Side::Confederate) == total);
        CHECK(s.step == Step::FireChoice); // no choice was offered
    }
    SUBCASE("status removes smoke from every unit") {
        GameState s = startWith(sixPlain(), sixPlain());
        s.units[0].smoke = true;
        s.units[2].smoke = true;
        accept(s, "no-fire");
        Outcome o = play(s, "move plain0");
        REQUIRE(o.accepted);
        Outcome end = play(s, "end-phase");
        CHECK(hasEvent(end.events, EventKind::SmokeRemoved));
        for (const Unit& u : s.units)
            CHECK_FALSE(u.smoke);
    }
    SUBCASE("only the side to decide may act") {
        GameState s = startWith(sixPlain(), sixPlain());
        Command c;
        c.kind = CommandKind::NoFire;
        c.side = Side::Federal;
        auto r = validate(s, c);
        REQUIRE(r.has_value());
        CHECK(r->rule == "LL-CARD-2");
    }
}

TEST_CASE("LL-CARD-3 invoking costs one or two cards, one modifier with the phase's symbol, all "
          "discarded") {
    SUBCASE("one card invokes; it is discarded even though the phase does nothing") {
        GameState s = startWith(sixPlain(), sixPlain());
        accept(s, "fire plain3");
        CHECK(s.side(Side::Confederate).hand.size() == 5);
        CHECK(countId(s, Side::Confederate, s.side(Side::Confederate).discards, "plain3") == 1);
        CHECK_FALSE(s.phase.twoCards());
    }
    SUBCASE("two cards invoke a phase where disorder is wanted") {
        GameState s = startWith(sixPlain(), sixPlain());
        accept(s, "no-fire");
        accept(s, "move plain0 plain1");
        CHECK(s.phase.twoCards());
        CHECK(s.side(Side::Confederate).discards.size() == 2);
    }
    SUBCASE("three invoking cards are refused") {
        GameState s = startWith(sixPlain(), sixPlain());
        Outcome o = play(s, "fire plain0 plain1 plain2");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CARD-3");
        CHECK(s.side(Side::Confederate).hand.size() == 6); // nothing lost
    }
    SUBCASE("a modifier must bear the phase's symbol") {
        GameState s = startWith(sixPlain(),
                                {"plain0", "plain1", "firemod", "movemod", "combatmod", "plain2"});
        Outcome wrong = play(s, "fire plain0 +movemod");
        CHECK_FALSE(wrong.accepted);
        CHECK(wrong.refusal.rule == "LL-CARD-3");
        CHECK(wrong.refusal.reason.find("fire symbol") != std::string::npos);
        Outcome plainMod = play(s, "fire plain0 +plain1");
        CHECK_FALSE(plainMod.accepted);
        accept(s, "fire plain0 +firemod");
        CHECK(s.phase.modifier >= 0);
        CHECK(s.side(Side::Confederate).discards.size() == 2);
        accept(s, "end-phase");
        accept(s, "move plain1 +movemod");
        CHECK(s.side(Side::Confederate).discards.size() == 4);
    }
    SUBCASE("at most one modifier per phase: a second is refused by the rules, naming LL-CARD-3") {
        GameState s =
            startWith(sixPlain(), {"plain0", "firemod", "firemod", "plain1", "plain2", "plain3"});
        std::uint64_t before = stateHash(s);
        Outcome o =
            play(s, "fire plain0 +firemod +firemod"); // it parses: the refusal is the rules'
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CARD-3");
        CHECK(o.refusal.reason.find("At most one modifier card") != std::string::npos);
        CHECK(stateHash(s) == before); // nothing played
        // The command as text keeps both modifiers, so a log of it reads back the same.
        Command c;
        std::string err;
        REQUIRE(
            parseCommand("fire plain0 +firemod +firemod", viewFor(s, Side::Confederate), c, err));
        CHECK(c.extraModifiers.size() == 1);
        CHECK(formatCommand(c, *s.setup) == "fire plain0 +firemod +firemod");
    }
    SUBCASE("a card not in hand is refused") {
        GameState s = startWith(sixPlain(), sixPlain());
        Command c;
        c.kind = CommandKind::Invoke;
        c.side = Side::Confederate;
        c.phase = Phase::Fire;
        c.cards = {s.side(Side::Confederate).deck.back()};
        auto r = validate(s, c);
        REQUIRE(r.has_value());
        CHECK(r->reason.find("not in your hand") != std::string::npos);
        c.cards = {s.side(Side::Confederate).hand[0], s.side(Side::Confederate).hand[0]};
        r = validate(s, c);
        REQUIRE(r.has_value());
        CHECK(r->rule == "LL-CARD-3");
    }
    SUBCASE("a red-banner interrupt leaves the game; a white one is discarded") {
        GameState s = startWith({"plain0", "plain1", "plain2", "plain2", "plain3", "plain3"},
                                {"pinkerton", "fog", "plain1", "plain2", "plain2", "plain3"},
                                twoBrigades(1862, Side::Federal));
        CHECK(s.active == Side::Federal);
        accept(s, "no-fire");
        accept(s, "combat plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        accept(s, "interrupt pinkerton");
        CHECK(countId(s, Side::Confederate, s.side(Side::Confederate).outOfGame, "pinkerton") == 1);
        CHECK(countId(s, Side::Confederate, s.side(Side::Confederate).discards, "pinkerton") == 0);
        // Now the Confederate turn; the Federal plays nothing; next Federal turn
        // begins with the Confederate Morning Fog (white).
        REQUIRE(s.active == Side::Confederate);
        accept(s, "no-fire");
        accept(s, "move plain1");
        accept(s, "end-phase");
        REQUIRE(s.active == Side::Federal);
        REQUIRE(s.step == Step::InterruptWindow);
        accept(s, "interrupt fog");
        CHECK(countId(s, Side::Confederate, s.side(Side::Confederate).discards, "fog") == 1);
    }
}

TEST_CASE(
    "LL-CARD-4 one interrupt per enemy turn, right after an invocation or at the turn start") {
    SUBCASE("Pinkerton turns a Federal combat phase into a pass") {
        GameState s =
            startWith(sixPlain(), {"pinkerton", "plain1", "plain1", "plain2", "plain2", "plain3"},
                      twoBrigades(1862, Side::Federal));
        accept(s, "no-fire");
        accept(s, "combat plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(decider(s) == Side::Confederate);
        CHECK(viewFor(s, Side::Confederate).playableInterrupts.size() == 1);
        Outcome o = play(s, "interrupt pinkerton");
        REQUIRE(o.accepted);
        CHECK(hasEvent(o.events, EventKind::PhaseBecamePass));
        CHECK(s.side(Side::Federal).passedLastTurn); // the turn was a pass (LL-CARD-5)
        CHECK(s.active == Side::Confederate);
        // The invoking card is still spent.
        CHECK(s.side(Side::Federal).discards.size() == 1);
    }
    SUBCASE("Pinkerton has no window against a Federal movement phase or a Confederate combat") {
        GameState s =
            startWith(sixPlain(), {"pinkerton", "plain1", "plain1", "plain2", "plain2", "plain3"},
                      twoBrigades(1862, Side::Federal));
        accept(s, "no-fire");
        accept(s, "move plain0");
        CHECK(s.step == Step::Phase); // no window opened
        accept(s, "end-phase");
        // Confederate turn: a combat phase of his own cannot be interrupted by his own card.
        accept(s, "no-fire");
        accept(s, "combat plain1");
        CHECK(s.step == Step::Phase);
    }
    SUBCASE("the passive player may decline") {
        GameState s =
            startWith(sixPlain(), {"pinkerton", "plain1", "plain1", "plain2", "plain2", "plain3"},
                      twoBrigades(1862, Side::Federal));
        accept(s, "no-fire");
        accept(s, "combat plain0");
        accept(s, "no-interrupt");
        CHECK(s.step == Step::Phase);
        CHECK(s.phase.phase == Phase::Combat);
        CHECK(countId(s, Side::Confederate, s.side(Side::Confederate).hand, "pinkerton") == 1);
    }
    SUBCASE("a turn-start interrupt: Morning Fog forbids the fire phase") {
        GameState s =
            startWith({"fog", "plain0", "plain1", "plain2", "plain2", "plain3"}, sixPlain());
        // Re-open the Confederate turn so the Federal's turn-start window is offered.
        accept(s, "no-fire");
        accept(s, "move plain0");
        accept(s, "end-phase");
        accept(s, "no-fire");
        accept(s, "move plain0");
        giveHand(s, Side::Federal, {"fog", "plain0", "plain1", "plain2", "plain2", "plain3"});
        Outcome end = play(s, "end-phase");
        REQUIRE(end.accepted);
        REQUIRE(s.active == Side::Confederate);
        REQUIRE(s.step == Step::InterruptWindow);
        CHECK(s.window == Phase::None);
        accept(s, "interrupt fog");
        // The Confederate holds discards and a deck: the reshuffle choice comes, then no fire
        // option.
        if (s.step == Step::ReshuffleChoice) accept(s, "keep");
        CHECK(s.step == Step::CommandChoice);
        Command c;
        c.kind = CommandKind::Invoke;
        c.side = Side::Confederate;
        c.phase = Phase::Fire;
        c.cards = {s.side(Side::Confederate).hand[0]};
        auto r = validate(s, c);
        REQUIRE(r.has_value());
    }
    SUBCASE(
        "an interrupt outside a window, and a second interrupt in one enemy turn, are refused") {
        GameState s = startWith({"fog", "plain0", "plain1", "plain2", "plain2", "plain3"},
                                {"pinkerton", "plain1", "plain1", "plain2", "plain2", "plain3"},
                                twoBrigades(1862, Side::Federal));
        Command c;
        c.kind = CommandKind::Interrupt;
        c.side = Side::Confederate;
        c.cards = {s.side(Side::Confederate).hand[0]};
        auto r = validate(s, c);
        REQUIRE(r.has_value()); // not his decision, and no window
        accept(s, "no-fire");
        accept(s, "combat plain0");
        REQUIRE(s.step == Step::InterruptWindow);
        // Pretend one was already played this turn.
        s.side(Side::Confederate).interruptPlayed = true;
        Outcome o = play(s, "interrupt pinkerton");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CARD-4");
    }
    SUBCASE("a plain card is no interrupt") {
        GameState s =
            startWith(sixPlain(), {"pinkerton", "plain1", "plain1", "plain2", "plain2", "plain3"},
                      twoBrigades(1862, Side::Federal));
        accept(s, "no-fire");
        accept(s, "combat plain0");
        Outcome o = play(s, "interrupt plain1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.reason.find("not an interrupt") != std::string::npos);
    }
}

TEST_CASE("LL-CARD-5 no pass two turns running; a turn with a fire phase and a pass is a pass") {
    GameState s = startWith(sixPlain(), sixPlain());
    accept(s, "fire plain0");
    accept(s, "end-phase");
    accept(s, "pass");
    CHECK(s.side(Side::Confederate).passedLastTurn);
    accept(s, "no-fire"); // Federal
    accept(s, "move plain0");
    accept(s, "end-phase");
    REQUIRE(s.active == Side::Confederate);
    if (s.step == Step::ReshuffleChoice) accept(s, "keep");
    accept(s, "no-fire");
    Outcome o = play(s, "pass");
    CHECK_FALSE(o.accepted);
    CHECK(o.refusal.rule == "LL-CARD-5");
    accept(s, "move plain1");
    accept(s, "end-phase");
    CHECK_FALSE(s.side(Side::Confederate).passedLastTurn);
}

TEST_CASE(
    "LL-CARD-6 a player with no cards anywhere, or who passes with no deck or discards, loses") {
    SUBCASE("no cards in hand, deck and discards") {
        GameState s = startWith(sixPlain(), {"plain0"});
        SideState& reb = s.side(Side::Confederate);
        reb.outOfGame.insert(reb.outOfGame.end(), reb.deck.begin(), reb.deck.end());
        reb.deck.clear();
        // He invokes with his last card, then ends the phase: the card is in
        // his discards, so he lives until the discards are gone too.
        accept(s, "fire plain0");
        CHECK_FALSE(s.over);
        reb.outOfGame.insert(reb.outOfGame.end(), reb.discards.begin(), reb.discards.end());
        reb.discards.clear();
        Outcome o = play(s, "end-phase");
        REQUIRE(o.accepted);
        CHECK(s.over);
        CHECK(s.hasWinner);
        CHECK(s.winner == Side::Federal);
        CHECK(hasEvent(o.events, EventKind::GameOver));
    }
    SUBCASE("passing with no cards in deck or discards") {
        GameState s = startWith(sixPlain(), sixPlain());
        SideState& reb = s.side(Side::Confederate);
        reb.outOfGame.insert(reb.outOfGame.end(), reb.deck.begin(), reb.deck.end());
        reb.deck.clear();
        accept(s, "no-fire");
        Outcome o = play(s, "pass");
        REQUIRE(o.accepted);
        CHECK(s.over);
        CHECK(s.winner == Side::Federal);
        CHECK(s.endReason.find("passed") != std::string::npos);
    }
    SUBCASE("passing with discards but no deck does not lose") {
        GameState s = startWith(sixPlain(), sixPlain());
        accept(s, "fire plain0");
        accept(s, "end-phase");
        SideState& reb = s.side(Side::Confederate);
        reb.outOfGame.insert(reb.outOfGame.end(), reb.deck.begin(), reb.deck.end());
        reb.deck.clear();
        accept(s, "pass");
        CHECK_FALSE(s.over);
    }
    SUBCASE("no command is accepted after the game ends") {
        GameState s = startWith(sixPlain(), sixPlain());
        SideState& reb = s.side(Side::Confederate);
        reb.deck.clear();
        reb.discards.clear();
        accept(s, "no-fire");
        accept(s, "pass");
        REQUIRE(s.over);
        Command c;
        c.kind = CommandKind::NoFire;
        c.side = decider(s);
        CHECK(validate(s, c).has_value());
    }
}

TEST_CASE("LL-CARD-6 the view reads each side's cards as a clock: cards left, short, last cards") {
    GameState s = startWith(sixPlain(), sixPlain());
    SideState& reb = s.side(Side::Confederate);
    auto moveOut = [&](std::vector<int>& from, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) {
            reb.outOfGame.push_back(from.back());
            from.pop_back();
        }
    };
    auto seen = [&](Side by) { return viewFor(s, by).side(Side::Confederate); };
    int whole = static_cast<int>(s.setup->deckDefs[index(Side::Confederate)].size());
    SUBCASE("a fresh deck: all of it left, counted the same from either side") {
        for (Side by : {Side::Federal, Side::Confederate}) {
            SideSummary c = seen(by);
            CHECK(c.cardsLeft == whole);
            CHECK(c.startingCards == whole);
            CHECK(c.cardsLeft == c.hand + c.deck + c.discards);
            CHECK(c.clock == CardClock::Plenty);
        }
    }
    SUBCASE("thirteen left is plenty, twelve (two hands) is short, discards count") {
        moveOut(reb.deck, reb.deck.size() - 5);
        reb.discards.push_back(reb.deck.back()); // 6 in hand, 4 in deck, 2 discarded
        reb.deck.pop_back();
        reb.discards.push_back(reb.outOfGame.back());
        reb.outOfGame.pop_back();
        REQUIRE(seen(Side::Federal).cardsLeft == 12);
        CHECK(seen(Side::Federal).clock == CardClock::Short);
        CHECK(seen(Side::Federal).outOfGame == whole - 12);
        reb.deck.push_back(reb.outOfGame.back());
        reb.outOfGame.pop_back();
        CHECK(seen(Side::Federal).cardsLeft == 13);
        CHECK(seen(Side::Federal).clock == CardClock::Plenty);
    }
    SUBCASE("no deck and no discards: the last cards, even with a full hand") {
        moveOut(reb.deck, reb.deck.size());
        CHECK(seen(Side::Federal).cardsLeft == 6);
        CHECK(seen(Side::Federal).clock == CardClock::LastCards);
        reb.discards.push_back(reb.outOfGame.back());
        reb.outOfGame.pop_back();
        CHECK(seen(Side::Federal).clock ==
              CardClock::Short); // one to reshuffle: a pass does not lose
    }
    SUBCASE("the counts follow play: a card played moves from hand to discards") {
        SideSummary before = seen(Side::Federal);
        accept(s, "fire plain0");
        SideSummary after = seen(Side::Federal);
        CHECK(after.hand == before.hand - 1);
        CHECK(after.discards == before.discards + 1);
        CHECK(after.cardsLeft == before.cardsLeft);
    }
}

TEST_CASE("LL-CARD-7 may re-roll failures, must re-roll successes, never twice, active first") {
    SUBCASE("may re-roll: only failed dice are rolled again, modifiers still apply") {
        Dice d(1);
        d.script({2, 5, 3, 6, /*rerolls*/ 4, 1});
        DicePool p = rollPool(d, 4, 4, 0, false);
        CHECK(p.successes() == 2);
        CHECK(rerollFailures(d, p) == 2);
        CHECK(p.values() == std::vector<int>{4, 5, 1, 6});
        CHECK(p.successes() == 3);
        // No die is re-rolled twice.
        CHECK(rerollFailures(d, p) == 0);
        CHECK(p.values() == std::vector<int>{4, 5, 1, 6});
    }
    SUBCASE("must re-roll: successful dice are rolled again and the new result stands") {
        Dice d(1);
        d.script({4, 6, 1, /*rerolls*/ 2, 6});
        DicePool p = rollPool(d, 3, 4, 0, false);
        CHECK(rerollSuccesses(d, p) == 2);
        CHECK(p.values() == std::vector<int>{2, 6, 1});
        CHECK(p.successes() == 1);
        CHECK(rerollSuccesses(d, p) == 0); // the 6 was already re-rolled
    }
    SUBCASE("modifiers apply to re-rolled dice") {
        Dice d(1);
        d.script({3, /*reroll*/ 3});
        DicePool p = rollPool(d, 1, 4, +1, false);
        CHECK(p.successes() == 1); // 3+1
        CHECK(rerollSuccesses(d, p) == 1);
        CHECK(p.successes() == 1); // still 3+1
    }
    SUBCASE("the active player re-rolls first") {
        Dice d(1);
        d.script({1, 1, /*passive*/ 5, 5, /*active reroll*/ 6, 6, /*passive reroll*/ 2, 2});
        DicePool active = rollPool(d, 2, 4, 0, false);
        DicePool passive = rollPool(d, 2, 4, 0, false);
        resolveRerolls(d, active, Reroll::MayFailures, passive, Reroll::MustSuccesses);
        CHECK(active.values() == std::vector<int>{6, 6});
        CHECK(passive.values() == std::vector<int>{2, 2});
    }
    SUBCASE("sixes-only pools succeed on natural sixes whatever the modifier") {
        Dice d(1);
        d.script({5, 6});
        DicePool p = rollPool(d, 2, 4, +3, true);
        CHECK(p.successes() == 1);
    }
}

TEST_CASE("LL-CARD-8 a tie the rules leave open: the active player rolls, even wins") {
    SUBCASE("even and odd") {
        GameState s = start(twoBrigades(), 1, {4, 3});
        std::vector<Event> ev;
        CHECK(activeWinsTie(s, ev, "test"));
        CHECK_FALSE(activeWinsTie(s, ev, "test"));
        REQUIRE(ev.size() == 2);
        CHECK(ev[0].dice == std::vector<int>{4});
        CHECK(ev[0].kind == EventKind::TieBroken);
    }
    SUBCASE("both sides out of cards at once is settled by the tie roll") {
        for (int die : {2, 5}) {
            GameState s = startWith(sixPlain(), sixPlain());
            s.dice.script({die});
            for (Side side : {Side::Federal, Side::Confederate}) {
                SideState& ss = s.side(side);
                ss.outOfGame.insert(ss.outOfGame.end(), ss.deck.begin(), ss.deck.end());
                ss.deck.clear();
            }
            giveHand(s, Side::Confederate, {"plain0"});
            s.side(Side::Confederate)
                .outOfGame.insert(s.side(Side::Confederate).outOfGame.end(),
                                  s.side(Side::Confederate).deck.begin(),
                                  s.side(Side::Confederate).deck.end());
            s.side(Side::Confederate).deck.clear();
            accept(s, "fire plain0");
            REQUIRE_FALSE(s.over);
            // Both sides' last cards leave the game together (no command does
            // this in play; the tie rule still has to settle it).
            for (Side side : {Side::Federal, Side::Confederate}) {
                SideState& ss = s.side(side);
                ss.outOfGame.insert(ss.outOfGame.end(), ss.hand.begin(), ss.hand.end());
                ss.outOfGame.insert(ss.outOfGame.end(), ss.discards.begin(), ss.discards.end());
                ss.hand.clear();
                ss.discards.clear();
            }
            Outcome o = play(s, "end-phase");
            REQUIRE(o.accepted);
            REQUIRE(s.over);
            CHECK(hasEvent(o.events, EventKind::TieBroken));
            CHECK(s.winner == (die % 2 == 0 ? Side::Confederate : Side::Federal));
        }
    }
}

TEST_CASE("Morale spending is the passive player's decision when asked (LL-FIRE-6, LL-COMBAT-5)") {
    GameState s =
        startWith({"plain3", "plain2", "plain1", "plain0", "plain0", "plain0"}, sixPlain());
    accept(s, "fire plain0");
    REQUIRE(s.step == Step::Phase);
    std::vector<Event> ev;
    requestMorale(s, Side::Federal, 0, 2, 3, ev);
    CHECK(decider(s) == Side::Federal);
    CHECK(viewFor(s, Side::Federal).moraleMaxCards == 2);
    // The active player cannot answer for him.
    Command wrong;
    wrong.kind = CommandKind::Morale;
    wrong.side = Side::Confederate;
    CHECK(validate(s, wrong).has_value());
    Outcome three = play(s, "morale plain3 plain2 plain1");
    CHECK_FALSE(three.accepted);
    CHECK(three.refusal.rule == "LL-FIRE-6");
    Outcome o = play(s, "morale plain3 plain2");
    REQUIRE(o.accepted);
    CHECK(s.morale.saved == 3); // 5 points, but only 3 usable
    CHECK(s.side(Side::Federal).hand.size() == 4);
    CHECK(s.side(Side::Federal).discards.size() == 2);
    CHECK(s.step == Step::Phase); // the game resumes where it was
    CHECK(hasEvent(o.events, EventKind::MoraleSpent));
    SUBCASE("one card at most when vulnerable") {
        requestMorale(s, Side::Federal, 0, 1, 5, ev);
        Outcome two = play(s, "morale plain1 plain0");
        CHECK_FALSE(two.accepted);
        CHECK(two.refusal.rule == "LL-COMBAT-5");
        accept(s, "morale");
        CHECK(s.morale.saved == 0);
    }
}
