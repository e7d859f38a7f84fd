// A game's start: the fixed set-up, fixed opening hands checked and dealt,
// decks shuffled, hands drawn (LL-CARD-1) and the shattered point (LL-WIN-1).
#include "game_detail.h"

#include <algorithm>

namespace guidon::lite {

using namespace game_detail;

std::shared_ptr<const Setup> makeSetup(Battle battle, std::vector<CardDef> cards) {
    auto setup = std::make_shared<Setup>();
    setup->battle = std::move(battle);
    setup->cards = std::move(cards);
    for (Side side : {Side::Federal, Side::Confederate})
        setup->deckDefs[index(side)] = deckFor(setup->cards, side, setup->battle.year);
    setup->terrain = buildTerrainIndex(setup->battle.features);
    return setup;
}

std::vector<std::string> fixedHandProblems(const std::vector<CardDef>* defs, Side side, int year,
                                           const std::vector<std::string>& ids) {
    std::vector<std::string> out;
    if (ids.size() > kHandSize)
        out.push_back("a hand holds six cards at most (LL-CARD-1), not " +
                      std::to_string(ids.size()));
    if (!defs) return out;
    const std::vector<CardDef>& cards = *defs;
    std::vector<int> deck = deckFor(cards, side, year);
    std::vector<std::string> seen;
    for (const std::string& id : ids) {
        if (std::find(seen.begin(), seen.end(), id) != seen.end()) continue;
        seen.push_back(id);
        auto def =
            std::find_if(cards.begin(), cards.end(), [&](const CardDef& c) { return c.id == id; });
        if (def == cards.end()) {
            out.push_back("unknown card '" + id + "'");
            continue;
        }
        int d = static_cast<int>(def - cards.begin());
        auto held = std::count(deck.begin(), deck.end(), d);
        auto wanted = std::count(ids.begin(), ids.end(), id);
        if (held == 0)
            out.push_back("card '" + id + "' is not in the " + sideName(side) + " deck in " +
                          std::to_string(year) + " (LL-CARD-1)");
        else if (wanted > held)
            out.push_back("the hand holds '" + id + "' " + std::to_string(wanted) + " times; the " +
                          sideName(side) + " deck has " + std::to_string(held) +
                          (held == 1 ? " copy" : " copies") + " (LL-CARD-1)");
    }
    return out;
}

namespace {

// The cards the battle fixes for a side's opening hand go to it first, each
// the first copy of that card still in the deck; the rest of the deck is then
// shuffled and the hand drawn up to six as in any game. The loaders refuse a
// card the deck does not hold (data::handProblems); one that is not there
// anyway (a match played in another year) is left out, never invented.
void dealFixedHand(GameState& s, Side side) {
    SideState& ss = s.side(side);
    const std::vector<int>& defs = s.setup->deckDefs[index(side)];
    for (const std::string& id : s.setup->battle.hands[index(side)]) {
        if (ss.hand.size() >= kHandSize) break;
        auto it = std::find_if(ss.deck.begin(), ss.deck.end(), [&](int inst) {
            return s.setup->cards[static_cast<std::size_t>(defs[static_cast<std::size_t>(inst)])]
                       .id == id;
        });
        if (it == ss.deck.end()) continue;
        ss.hand.push_back(*it);
        ss.deck.erase(it);
    }
}

} // namespace

GameState newGame(std::shared_ptr<const Setup> setup, std::uint64_t seed,
                  const std::vector<int>& script, std::vector<Event>* events) {
    GameState s;
    s.setup = std::move(setup);
    s.dice = Dice(seed);
    s.dice.script(script);
    for (const UnitSetup& us : s.setup->battle.units)
        s.units.push_back(unitFromSetup(us));
    for (const Unit& u : s.units)
        s.side(u.side).startingBases += u.startingBases;
    // LL-WIN-1: each side's starting bases halved, rounded up; the lower is
    // both sides' shattered point.
    int half[2];
    for (int i = 0; i < 2; ++i)
        half[i] = (s.sides[i].startingBases + 1) / 2;
    s.shatteredPoint = std::min(half[0], half[1]);

    std::vector<Event> ev;
    Event start = makeEvent(EventKind::GameStarted, s.setup->battle.firstSide,
                            s.setup->battle.name + " (" + std::to_string(s.setup->battle.year) +
                                "): shattered point " + std::to_string(s.shatteredPoint) + ".");
    start.value = s.shatteredPoint;
    ev.push_back(start);
    for (Side side : {Side::Federal, Side::Confederate}) {
        SideState& ss = s.side(side);
        std::size_t n = s.setup->deckDefs[index(side)].size();
        for (std::size_t i = 0; i < n; ++i)
            ss.deck.push_back(static_cast<int>(i));
        dealFixedHand(s, side);
        s.dice.shuffle(ss.deck);
        drawUpTo(s, side, ev);
    }
    s.active = s.setup->battle.firstSide;
    s.turn = 1;
    beginTurn(s, ev);
    checkDeckOut(s, ev);
    if (events) events->insert(events->end(), ev.begin(), ev.end());
    return s;
}

} // namespace guidon::lite
