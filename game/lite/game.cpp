// The card-driven turn sequence of the Lite rules (LL-CARD 1-8) and victory
// (LL-WIN 1-2). What units do inside a phase comes with the movement, fire and
// combat modules; the card flow around the phases is complete here.
#include "game.h"

#include "combat.h"
#include "fire.h"
#include "movement.h"

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <sstream>

namespace guidon::lite {

namespace {

// [SECTION] small helpers

std::string cardName(const GameState& s, Side side, int instance) {
    return s.card(side, instance).name;
}

std::string listCards(const GameState& s, Side side, const std::vector<int>& cards) {
    std::string out;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i) out += i + 1 == cards.size() ? " and " : ", ";
        out += cardName(s, side, cards[i]);
    }
    return out;
}

std::string sideName(Side s) {
    return s == Side::Federal ? "Federal" : "Confederate";
}

bool inHand(const SideState& ss, int instance) {
    return std::find(ss.hand.begin(), ss.hand.end(), instance) != ss.hand.end();
}

void removeFromHand(SideState& ss, int instance) {
    auto it = std::find(ss.hand.begin(), ss.hand.end(), instance);
    assert(it != ss.hand.end());
    ss.hand.erase(it);
}

Event makeEvent(EventKind k, Side side, std::string text) {
    Event e;
    e.kind = k;
    e.side = side;
    e.text = std::move(text);
    return e;
}

void drawUpTo(GameState& s, Side side, std::vector<Event>& ev) {
    SideState& ss = s.side(side);
    int drawn = 0;
    while (ss.hand.size() < kHandSize && !ss.deck.empty()) {
        ss.hand.push_back(ss.deck.back());
        ss.deck.pop_back();
        ++drawn;
    }
    if (drawn > 0) {
        Event e = makeEvent(EventKind::CardsDrawn, side,
                            sideName(side) + " draws " + std::to_string(drawn) +
                                (drawn == 1 ? " card." : " cards."));
        e.value = drawn;
        ev.push_back(e);
    }
}

const ActiveEffect* forbidding(const GameState& s, Phase p) {
    for (const ActiveEffect& a : s.effects)
        if (a.effect.kind == EffectKind::ForbidPhase && a.effect.phase == p) return &a;
    return nullptr;
}

// Can `def`, held by the passive side, be played in the window now open?
bool interruptFits(const GameState& s, const CardDef& def) {
    if (!def.interrupt) return false;
    bool turnStart = s.window == Phase::None;
    if (turnStart != (def.window == InterruptWindow::TurnStart)) return false;
    const Effect& e = def.effect;
    if (e.against != Nation::Neutral && !nationPlaysFor(e.against, s.active)) return false;
    if (!turnStart && e.phase != Phase::None && e.phase != s.window) return false;
    if (e.kind == EffectKind::ForbidPhase && !turnStart) return false;
    return true;
}

bool hasPlayableInterrupt(const GameState& s) {
    const SideState& ps = s.side(s.passive());
    if (ps.interruptPlayed) return false;
    for (int inst : ps.hand)
        if (interruptFits(s, s.card(s.passive(), inst))) return true;
    return false;
}

// [SECTION] the flow between decisions

void statusPhase(GameState& s, std::vector<Event>& ev);
void enterPhase(GameState& s, std::vector<Event>& ev);

void endGame(GameState& s, bool hasWinner, Side winner, std::string reason,
             std::vector<Event>& ev) {
    s.over = true;
    s.step = Step::GameOver;
    s.hasWinner = hasWinner;
    s.winner = winner;
    s.endReason = reason;
    Event e = makeEvent(EventKind::GameOver, winner,
                        hasWinner ? sideName(winner) + " wins: " + reason : "Game over: " + reason);
    ev.push_back(e);
}

void commandStep(GameState& s) {
    s.step = Step::CommandChoice;
}

void fireStep(GameState& s, std::vector<Event>& ev) {
    if (const ActiveEffect* a = forbidding(s, Phase::Fire)) {
        ev.push_back(makeEvent(EventKind::PhaseSkipped, s.active,
                               "No fire phase this turn: " + s.setup->cards[a->card].name + "."));
        commandStep(s);
        return;
    }
    if (s.side(s.active).hand.empty()) {
        ev.push_back(makeEvent(EventKind::PhaseSkipped, s.active,
                               sideName(s.active) + " holds no card to invoke a fire phase."));
        commandStep(s);
        return;
    }
    s.step = Step::FireChoice;
}

void reshuffle(GameState& s, bool forced, std::vector<Event>& ev) {
    SideState& ss = s.side(s.active);
    // LL-CARD-2 (1): the discards go into the deck, the whole deck is shuffled,
    // then the top six leave the game unseen.
    ss.deck.insert(ss.deck.end(), ss.discards.begin(), ss.discards.end());
    int returned = static_cast<int>(ss.discards.size());
    ss.discards.clear();
    s.dice.shuffle(ss.deck);
    Event e = makeEvent(EventKind::Reshuffled, s.active,
                        sideName(s.active) +
                            (forced ? " must reshuffle (deck empty): " : " reshuffles: ") +
                            std::to_string(returned) + " discards back into the deck.");
    e.value = returned;
    ev.push_back(e);
    std::size_t out = std::min(kUnseenOut, ss.deck.size());
    for (std::size_t i = 0; i < out; ++i) {
        ss.outOfGame.push_back(ss.deck.back());
        ss.deck.pop_back();
    }
    Event o =
        makeEvent(EventKind::CardsRemovedUnseen, s.active,
                  std::to_string(out) + " cards from the top of the deck leave the game unseen.");
    o.value = static_cast<int>(out);
    ev.push_back(o);
}

void reshuffleStep(GameState& s, std::vector<Event>& ev) {
    SideState& ss = s.side(s.active);
    if (ss.deck.empty() && !ss.discards.empty()) {
        reshuffle(s, true, ev);
        fireStep(s, ev);
        return;
    }
    if (!ss.deck.empty() && !ss.discards.empty()) {
        s.step = Step::ReshuffleChoice;
        return;
    }
    fireStep(s, ev); // nothing to reshuffle: no choice to make
}

void beginTurn(GameState& s, std::vector<Event>& ev) {
    s.side(s.passive()).interruptPlayed = false;
    s.effects.clear();
    s.turnIsPass = false;
    s.phase = PhaseInfo{};
    Event e =
        makeEvent(EventKind::TurnStarted, s.active,
                  "Turn " + std::to_string(s.turn) + ": " + sideName(s.active) + " is active.");
    e.value = s.turn;
    ev.push_back(e);
    s.window = Phase::None;
    if (hasPlayableInterrupt(s)) {
        s.step = Step::InterruptWindow;
        return;
    }
    reshuffleStep(s, ev);
}

// After the interrupt window (or when none opens) the game goes on.
void afterWindow(GameState& s, std::vector<Event>& ev) {
    if (s.window == Phase::None) {
        reshuffleStep(s, ev);
        return;
    }
    enterPhase(s, ev);
}

void enterPhase(GameState& s, std::vector<Event>& ev) {
    (void)ev;
    s.step = Step::Phase;
}

void openWindowOrPhase(GameState& s, std::vector<Event>& ev) {
    s.window = s.phase.phase;
    if (hasPlayableInterrupt(s)) {
        s.step = Step::InterruptWindow;
        return;
    }
    enterPhase(s, ev);
}

void checkDeckOut(GameState& s, std::vector<Event>& ev) {
    if (s.over) return;
    // LL-CARD-6: no cards in hand, deck and discards loses at once.
    bool out[2];
    for (Side side : {Side::Federal, Side::Confederate}) {
        const SideState& ss = s.side(side);
        out[index(side)] = ss.hand.empty() && ss.deck.empty() && ss.discards.empty();
    }
    bool fed = out[index(Side::Federal)], con = out[index(Side::Confederate)];
    if (fed && con) {
        // Both at once: a tie the rules do not settle (LL-CARD-8).
        bool activeWins = activeWinsTie(s, ev, "both sides ran out of cards at once");
        Side w = activeWins ? s.active : s.passive();
        endGame(s, true, w, sideName(other(w)) + " lost the tie after both ran out of cards", ev);
    } else if (fed || con) {
        Side loser = fed ? Side::Federal : Side::Confederate;
        endGame(s, true, other(loser),
                sideName(loser) + " has no cards left in hand, deck or discards", ev);
    }
}

void statusPhase(GameState& s, std::vector<Event>& ev) {
    // LL-CARD-2 (4): both draw back up to six, smoke goes, the active player
    // makes his victory roll.
    drawUpTo(s, s.active, ev);
    drawUpTo(s, s.passive(), ev);
    int smoked = 0;
    for (Unit& u : s.units) {
        if (u.smoke) ++smoked;
        u.smoke = false;
    }
    if (smoked > 0) {
        Event e = makeEvent(EventKind::SmokeRemoved, s.active,
                            "Smoke clears from " + std::to_string(smoked) +
                                (smoked == 1 ? " unit." : " units."));
        e.value = smoked;
        ev.push_back(e);
    }
    s.side(s.active).passedLastTurn = s.turnIsPass;

    // LL-WIN-2: one die plus enemy bases removed, against the shattered point.
    int removed = s.side(s.passive()).basesLost;
    int die = s.dice.d6();
    int total = die + removed;
    bool won = total >= s.shatteredPoint;
    std::ostringstream t;
    t << sideName(s.active) << " victory roll: " << die << " + " << removed
      << " enemy bases removed = " << total << (won ? " >= " : " < ") << "shattered point "
      << s.shatteredPoint << (won ? ": victory." : ": no victory yet.");
    Event v = makeEvent(EventKind::VictoryRoll, s.active, t.str());
    v.dice = {die};
    v.marks = {{s.shatteredPoint - removed, won, 0}};
    v.value = total;
    ev.push_back(v);
    if (won) {
        endGame(s, true, s.active,
                "victory roll " + std::to_string(total) + " reached the shattered point " +
                    std::to_string(s.shatteredPoint),
                ev);
        return;
    }
    checkDeckOut(s, ev);
    if (s.over) return;
    s.active = s.passive();
    ++s.turn;
    beginTurn(s, ev);
}

// After a decision made in the middle of a fire or combat phase's resolution,
// carry the resolution on; end the phase when it is done.
void resumeResolution(GameState& s, std::vector<Event>& ev) {
    if (s.fire.resolving) {
        continueFire(s, ev);
        if (s.step == Step::CommandChoice)
            ev.push_back(makeEvent(EventKind::PhaseEnded, s.active, "The fire phase ends."));
        return;
    }
    if (s.combat.resolving) {
        continueCombat(s, ev);
        if (!s.combat.resolving && s.step == Step::Phase) {
            ev.push_back(makeEvent(EventKind::PhaseEnded, s.active, "The combat phase ends."));
            statusPhase(s, ev);
        }
    }
}

// [SECTION] validation

std::optional<Refusal> refuse(const char* rule, std::string why) {
    Refusal r;
    r.rule = rule;
    r.reason = std::move(why);
    return r;
}

std::optional<Refusal> checkCardsInHand(const GameState& s, Side side,
                                        const std::vector<int>& cards, int modifier) {
    const SideState& ss = s.side(side);
    std::vector<int> all = cards;
    if (modifier >= 0) all.push_back(modifier);
    for (std::size_t i = 0; i < all.size(); ++i) {
        int inst = all[i];
        if (inst < 0 || inst >= static_cast<int>(s.setup->deckDefs[index(side)].size()))
            return refuse("LL-CARD-1", "There is no such card in the " + sideName(side) + " deck.");
        if (!inHand(ss, inst))
            return refuse("LL-CARD-1", cardName(s, side, inst) + " is not in your hand.");
        for (std::size_t j = 0; j < i; ++j)
            if (all[j] == inst) return refuse("LL-CARD-3", "The same card cannot be played twice.");
    }
    return std::nullopt;
}

std::optional<Refusal> validateInvoke(const GameState& s, const Command& c) {
    if (s.step == Step::FireChoice && c.phase != Phase::Fire)
        return refuse("LL-CARD-2", "Now you may invoke a fire phase or decline it; the "
                                   "movement or combat choice comes next.");
    if (s.step == Step::CommandChoice && c.phase != Phase::Movement && c.phase != Phase::Combat)
        return refuse("LL-CARD-2",
                      "The command choice is a movement phase, a combat phase or a pass.");
    if (const ActiveEffect* a = forbidding(s, c.phase))
        return refuse("LL-CARD-4", s.setup->cards[a->card].name + " forbids a " + nameOf(c.phase) +
                                       " phase this turn.");
    if (c.cards.empty() || c.cards.size() > 2)
        return refuse("LL-CARD-3",
                      "A phase is invoked with one card, or two where disorder is wanted.");
    if (!c.extraModifiers.empty())
        return refuse("LL-CARD-3",
                      "At most one modifier card may be played on a phase, bearing that "
                      "phase's symbol.");
    if (auto r = checkCardsInHand(s, c.side, c.cards, c.modifier)) return r;
    if (c.modifier >= 0) {
        const CardDef& m = s.card(c.side, c.modifier);
        if (m.symbol != c.phase)
            return refuse("LL-CARD-3", m.name + " does not bear the " + nameOf(c.phase) +
                                           " symbol, so it cannot modify this phase.");
    }
    return std::nullopt;
}

} // namespace

// [SECTION] public entry points

const char* nameOf(Step s) {
    switch (s) {
    case Step::InterruptWindow:
        return "interrupt-window";
    case Step::ReshuffleChoice:
        return "reshuffle-choice";
    case Step::FireChoice:
        return "fire-choice";
    case Step::CommandChoice:
        return "command-choice";
    case Step::Phase:
        return "phase";
    case Step::Morale:
        return "morale";
    case Step::Losses:
        return "losses";
    case Step::FallbackDiscard:
        return "fallback-discard";
    case Step::FallbackDirection:
        return "fallback-direction";
    case Step::GameOver:
        break;
    }
    return "game-over";
}

const char* nameOf(CommandKind k) {
    switch (k) {
    case CommandKind::Reshuffle:
        return "reshuffle";
    case CommandKind::KeepDeck:
        return "keep";
    case CommandKind::Invoke:
        return "invoke";
    case CommandKind::NoFire:
        return "no-fire";
    case CommandKind::Pass:
        return "pass";
    case CommandKind::Interrupt:
        return "interrupt";
    case CommandKind::NoInterrupt:
        return "no-interrupt";
    case CommandKind::EndPhase:
        return "end-phase";
    case CommandKind::March:
        return "march";
    case CommandKind::Form:
        return "form";
    case CommandKind::Bombard:
        return "bombard";
    case CommandKind::Losses:
        return "losses";
    case CommandKind::Charge:
        return "charge";
    case CommandKind::Discard:
        return "discard";
    case CommandKind::NoDiscard:
        return "no-discard";
    case CommandKind::FallBack:
        return "fall-back";
    case CommandKind::Morale:
        break;
    }
    return "morale";
}

const char* nameOf(EventKind k) {
    switch (k) {
    case EventKind::GameStarted:
        return "game-started";
    case EventKind::TurnStarted:
        return "turn-started";
    case EventKind::Reshuffled:
        return "reshuffled";
    case EventKind::CardsRemovedUnseen:
        return "cards-removed-unseen";
    case EventKind::PhaseInvoked:
        return "phase-invoked";
    case EventKind::InterruptPlayed:
        return "interrupt-played";
    case EventKind::PhaseBecamePass:
        return "phase-became-pass";
    case EventKind::PhaseForbidden:
        return "phase-forbidden";
    case EventKind::PhaseSkipped:
        return "phase-skipped";
    case EventKind::PhaseEnded:
        return "phase-ended";
    case EventKind::Passed:
        return "passed";
    case EventKind::CardsDrawn:
        return "cards-drawn";
    case EventKind::SmokeRemoved:
        return "smoke-removed";
    case EventKind::MoraleSpent:
        return "morale-spent";
    case EventKind::VictoryRoll:
        return "victory-roll";
    case EventKind::TieBroken:
        return "tie-broken";
    case EventKind::UnitMoved:
        return "unit-moved";
    case EventKind::FormationChanged:
        return "formation-changed";
    case EventKind::FireRolled:
        return "fire-rolled";
    case EventKind::KillsRolled:
        return "kills-rolled";
    case EventKind::BasesRemoved:
        return "bases-removed";
    case EventKind::ChargeMade:
        return "charge-made";
    case EventKind::CombatRolled:
        return "combat-rolled";
    case EventKind::FallBackRolled:
        return "fall-back-rolled";
    case EventKind::BombardChosen:
        return "bombard-chosen";
    case EventKind::GameOver:
        break;
    }
    return "game-over";
}

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

Side decider(const GameState& s) {
    switch (s.step) {
    case Step::InterruptWindow:
        return s.passive();
    case Step::Morale:
        return s.morale.side;
    case Step::Losses:
        return s.loss.side;
    case Step::FallbackDiscard:
    case Step::FallbackDirection:
        return s.units[static_cast<std::size_t>(s.combat.fallers[s.combat.nextFall])].side;
    default:
        return s.active;
    }
}

std::string describePending(const GameState& s) {
    if (s.over) return "game over";
    std::string who = nameOf(decider(s));
    switch (s.step) {
    case Step::InterruptWindow:
        return who + ": play an interrupt or not (interrupt CARD | no-interrupt)" +
               (s.window == Phase::None
                    ? " at the start of the enemy turn"
                    : std::string(" after the enemy invoked a ") + nameOf(s.window) + " phase");
    case Step::ReshuffleChoice:
        return who + ": reshuffle the discards into the deck or keep (reshuffle | keep)";
    case Step::FireChoice:
        return who + ": invoke a fire phase or not (fire CARD [CARD] [+MOD] | no-fire)";
    case Step::CommandChoice:
        return who + ": command choice (move ... | combat ... | pass)";
    case Step::Phase:
        if (s.phase.phase == Phase::Fire)
            return who + ": choose bombardment targets, then open fire (bombard BATTERY UNIT | "
                         "end-phase)";
        if (s.phase.phase == Phase::Combat)
            return who +
                   ": declare charges, then fight (charge UNIT [wheel left|right A] | end-phase)";
        return who + ": act in the " + nameOf(s.phase.phase) + " phase (" +
               (s.phase.phase == Phase::Movement ? "march ... | form ... | " : "") + "end-phase)";
    case Step::FallbackDiscard:
        return who + ": units of yours must fall back; discard one card so that they all pass "
                     "friends and "
                     "difficult terrain freely, or not (discard CARD | no-discard)";
    case Step::FallbackDirection: {
        int unit = s.combat.fallers[s.combat.nextFall];
        const Unit& u = s.units[static_cast<std::size_t>(unit)];
        std::string ways; // only the ways the rules offer (LL-FALLBACK-2)
        for (const FallOption& o : fallOptions(s, unit, s.combat.fallDie))
            if (o.legal) ways += (ways.empty() ? "" : "|") + std::string(fallWayName(o.direction));
        return who + ": " + (u.name.empty() ? u.id : u.name) + " falls back at least " +
               std::to_string(s.combat.fallDie) + " BW: which way (fall-back " + u.id + " " + ways +
               ")";
    }
    case Step::Losses: {
        const Unit& u = s.units[static_cast<std::size_t>(s.loss.unit)];
        return who + ": " + (u.name.empty() ? u.id : u.name) + " loses " +
               std::to_string(s.loss.count) + (s.loss.count == 1 ? " base" : " bases") +
               ": choose how it re-forms (losses " + u.id + " [FILES [left|centre|right]])";
    }
    case Step::Morale:
        return who + ": spend up to " + std::to_string(s.morale.maxCards) +
               " cards for morale (morale [CARD ...])";
    case Step::GameOver:
        break;
    }
    return "game over";
}

std::vector<int> playableInterrupts(const GameState& s, Side side) {
    std::vector<int> out;
    if (s.over || s.step != Step::InterruptWindow || side != s.passive()) return out;
    for (int inst : s.side(side).hand)
        if (interruptFits(s, s.card(side, inst))) out.push_back(inst);
    return out;
}

namespace {

// LL-LOSS-1: the width a Losses command re-forms to; none given: as wide
// as the unit can stay.
int lossFiles(const GameState& s, const Command& c) {
    if (c.files > 0) return c.files;
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    return std::min(u.shownFiles(), u.bases - s.loss.count);
}

} // namespace

std::optional<Refusal> validate(const GameState& s, const Command& c) {
    if (s.over) return refuse("LL-WIN-2", "The game is over.");
    if (c.side != decider(s))
        return refuse("LL-CARD-2", std::string("It is not your decision: waiting for ") +
                                       describePending(s) + ".");
    switch (c.kind) {
    case CommandKind::Reshuffle:
    case CommandKind::KeepDeck:
        if (s.step != Step::ReshuffleChoice)
            return refuse("LL-CARD-2", "A reshuffle is chosen only at the start of your turn, "
                                       "when you hold discards and a deck.");
        return std::nullopt;
    case CommandKind::NoFire:
        if (s.step != Step::FireChoice)
            return refuse("LL-CARD-2", "There is no fire phase to decline now.");
        return std::nullopt;
    case CommandKind::Invoke:
        if (s.step != Step::FireChoice && s.step != Step::CommandChoice)
            return refuse("LL-CARD-2", "A phase can be invoked only at the fire option or the "
                                       "command choice of your turn.");
        return validateInvoke(s, c);
    case CommandKind::Pass:
        if (s.step != Step::CommandChoice)
            return refuse("LL-CARD-2",
                          "A pass is a command choice; it comes after the fire option.");
        // LL-CARD-5: no pass twice running. A player whose hand is empty has no
        // other choice, so the pass stands (he may lose at once by LL-CARD-6).
        if (s.side(c.side).passedLastTurn && !s.side(c.side).hand.empty())
            return refuse("LL-CARD-5",
                          "You passed last turn; you may not pass two turns in a row.");
        return std::nullopt;
    case CommandKind::Interrupt: {
        if (s.step != Step::InterruptWindow)
            return refuse("LL-CARD-4", "An interrupt is played only right after the enemy invokes "
                                       "a phase, or at the start of his turn.");
        if (c.cards.size() != 1) return refuse("LL-CARD-4", "Play exactly one interrupt card.");
        if (auto r = checkCardsInHand(s, c.side, c.cards, -1)) return r;
        const CardDef& d = s.card(c.side, c.cards[0]);
        if (!d.interrupt) return refuse("LL-CARD-4", d.name + " is not an interrupt (no kepi).");
        if (s.side(c.side).interruptPlayed)
            return refuse("LL-CARD-4", "Only one interrupt may be played per enemy turn.");
        if (!interruptFits(s, d))
            return refuse("LL-CARD-4", d.name + " cannot be played at this moment.");
        if (namesUnit(d.effect.kind)) {
            if (c.unit < 0 || c.unit >= static_cast<int>(s.units.size()))
                return refuse("LL-CARD-4", d.name + " names one enemy unit: which?");
            const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
            if (u.side != s.active || !u.onTable())
                return refuse("LL-CARD-4", d.name + " must name an enemy unit on the table.");
        }
        return std::nullopt;
    }
    case CommandKind::NoInterrupt:
        if (s.step != Step::InterruptWindow)
            return refuse("LL-CARD-4", "There is no interrupt window open.");
        return std::nullopt;
    case CommandKind::EndPhase:
        if (s.step != Step::Phase) return refuse("LL-CARD-2", "There is no phase to end.");
        return std::nullopt;
    case CommandKind::March:
    case CommandKind::Form: {
        MoveReport r = checkUnitCommand(s, c);
        if (!r.legal) return r.refusal;
        return std::nullopt;
    }
    case CommandKind::Bombard: {
        if (s.step != Step::Phase || s.phase.phase != Phase::Fire)
            return refuse(
                "LL-FIRE-4",
                "Bombardment targets are chosen in your fire phase, before you open fire.");
        if (c.unit < 0 || c.unit >= static_cast<int>(s.units.size()))
            return refuse("LL-FIRE-4", "There is no such battery.");
        FirePreview p = previewFireOf(s, c.unit);
        for (const BombardChoice& b : p.bombard) {
            if (b.battery != c.unit) continue;
            if (std::find(b.targets.begin(), b.targets.end(), c.target) == b.targets.end())
                return refuse("LL-FIRE-4", "That unit is not in the battery's fire zones.");
            return std::nullopt;
        }
        return refuse("LL-FIRE-4", "That battery has no choice of bombardment target.");
    }
    case CommandKind::Charge: {
        if (s.step != Step::Phase || s.phase.phase != Phase::Combat || s.combat.resolving)
            return refuse("LL-CHARGE-1",
                          "Charges are declared in your combat phase, before the fighting.");
        double wheel = c.segments.empty() ? 0.0 : c.segments[0].angle;
        if (c.segments.size() > 1 ||
            (!c.segments.empty() && c.segments[0].kind != SegmentKind::Wheel))
            return refuse("LL-CHARGE-1",
                          "A charge is an optional wheel, then straight ahead into contact.");
        ChargePlan p = planCharge(s, c.unit, wheel);
        if (!p.legal) return p.refusal;
        // LL-CHARGE-1: it must charge the closest reachable legal target.
        ChargePlan best = bestCharge(s, c.unit);
        if (best.legal && best.target != p.target && best.length < p.length - kRuleTolerance) {
            const Unit& t = s.units[static_cast<std::size_t>(p.target)];
            const Unit& b = s.units[static_cast<std::size_t>(best.target)];
            char buf[200];
            std::snprintf(buf, sizeof buf, " is a charge of %.2f BW; %s can be reached in %.2f BW.",
                          p.length, (b.name.empty() ? b.id : b.name).c_str(), best.length);
            Refusal r;
            r.rule = "LL-CHARGE-1";
            r.reason = "It must charge the closest target it can reach: this charge at " +
                       (t.name.empty() ? t.id : t.name) + buf;
            r.hasPoint = true;
            r.point = best.end.front;
            return r;
        }
        return std::nullopt;
    }
    case CommandKind::Discard:
    case CommandKind::NoDiscard:
        if (s.step != Step::FallbackDiscard)
            return refuse("LL-FALLBACK-3", "A card is discarded only before your units fall back.");
        if (c.kind == CommandKind::Discard) {
            if (c.cards.size() != 1) return refuse("LL-FALLBACK-3", "Discard exactly one card.");
            return checkCardsInHand(s, c.side, c.cards, -1);
        }
        return std::nullopt;
    case CommandKind::FallBack: {
        if (s.step != Step::FallbackDirection || c.unit != s.combat.fallers[s.combat.nextFall])
            return refuse("LL-FALLBACK-2", "That unit is not the one falling back now.");
        for (const FallOption& o : fallOptions(s, c.unit, s.combat.fallDie))
            if (o.direction == c.anchor) {
                if (o.legal) return std::nullopt;
                return refuse("LL-FALLBACK-2", o.why);
            }
        return refuse("LL-FALLBACK-2", "Fall back to the rear, left or right.");
    }
    case CommandKind::Losses: {
        if (s.step != Step::Losses || c.unit != s.loss.unit)
            return refuse("LL-LOSS-1",
                          "You choose which bases go only when a unit of yours loses bases.");
        int files = lossFiles(s, c);
        std::string why = checkLossFormation(s, c.unit, s.loss.count, files, c.anchor);
        if (!why.empty()) return refuse("LL-LOSS-1", "Not a legal formation: " + why + ".");
        return std::nullopt;
    }
    case CommandKind::Morale:
        if (s.step != Step::Morale)
            return refuse("LL-FIRE-6", "Morale cards are spent only when the rules ask for them.");
        if (static_cast<int>(c.cards.size()) > s.morale.maxCards)
            return refuse(s.morale.maxCards == 1 ? "LL-COMBAT-5" : "LL-FIRE-6",
                          "At most " + std::to_string(s.morale.maxCards) +
                              (s.morale.maxCards == 1 ? " card" : " cards") +
                              " may be spent here.");
        return checkCardsInHand(s, c.side, c.cards, -1);
    }
    return refuse("LL-CARD-2", "Unknown command.");
}

std::optional<Unit> choiceResult(const GameState& s, const Command& c) {
    bool moves = c.kind == CommandKind::Losses || c.kind == CommandKind::FallBack ||
                 c.kind == CommandKind::Form;
    if (!moves || c.unit < 0 || c.unit >= static_cast<int>(s.units.size()) || validate(s, c))
        return std::nullopt;
    GameState trial = s;
    std::vector<Event> ignored;
    auto unit = static_cast<std::size_t>(c.unit);
    switch (c.kind) {
    case CommandKind::Losses: {
        removeBases(trial, c.unit, s.loss.count, lossFiles(s, c), c.anchor, ignored);
        break;
    }
    case CommandKind::FallBack:
        for (const FallOption& o : fallOptions(s, c.unit, s.combat.fallDie))
            if (o.direction == c.anchor) applyFallBack(trial, c.unit, &o, ignored);
        break;
    default: {
        MoveReport r = checkUnitCommand(s, c);
        if (!r.legal) return std::nullopt;
        applyUnitCommand(trial, c, r, ignored);
    }
    }
    return trial.units[unit];
}

Outcome submit(GameState& s, const Command& c) {
    Outcome out;
    if (c.kind == CommandKind::March || c.kind == CommandKind::Form) {
        // One geometry check serves both validation and the move itself.
        if (s.over || c.side != decider(s)) {
            out.refusal = *validate(s, c);
            return out;
        }
        MoveReport r = checkUnitCommand(s, c);
        if (!r.legal) {
            out.refusal = r.refusal;
            return out;
        }
        out.accepted = true;
        applyUnitCommand(s, c, r, out.events);
        ++s.commandsApplied;
        return out;
    }
    if (auto r = validate(s, c)) {
        out.refusal = *r;
        return out;
    }
    out.accepted = true;
    std::vector<Event>& ev = out.events;
    SideState& me = s.side(c.side);
    switch (c.kind) {
    case CommandKind::Reshuffle:
        reshuffle(s, false, ev);
        fireStep(s, ev);
        break;
    case CommandKind::KeepDeck:
        fireStep(s, ev);
        break;
    case CommandKind::NoFire:
        commandStep(s);
        break;
    case CommandKind::Invoke: {
        // LL-CARD-3: every card played is discarded, even if the phase does nothing.
        for (int inst : c.cards) {
            removeFromHand(me, inst);
            me.discards.push_back(inst);
        }
        if (c.modifier >= 0) {
            removeFromHand(me, c.modifier);
            me.discards.push_back(c.modifier);
        }
        s.phase = PhaseInfo{};
        s.phase.phase = c.phase;
        s.phase.invoking = c.cards;
        s.phase.modifier = c.modifier;
        std::string text = sideName(c.side) + " invokes a " + nameOf(c.phase) + " phase with " +
                           listCards(s, c.side, c.cards) +
                           (c.cards.size() == 2 ? " (two cards: disorder allowed)" : "");
        if (c.modifier >= 0) text += ", modified by " + cardName(s, c.side, c.modifier);
        Event e = makeEvent(EventKind::PhaseInvoked, c.side, text + ".");
        for (int inst : c.cards)
            e.cards.push_back(s.setup->deckDefs[index(c.side)][inst]);
        if (c.modifier >= 0) e.cards.push_back(s.setup->deckDefs[index(c.side)][c.modifier]);
        e.value = static_cast<int>(c.phase);
        ev.push_back(e);
        openWindowOrPhase(s, ev);
        break;
    }
    case CommandKind::Pass: {
        ev.push_back(makeEvent(EventKind::Passed, c.side, sideName(c.side) + " passes."));
        s.turnIsPass = true;
        // LL-CARD-6: passing with no cards in deck or discards loses at once.
        if (me.deck.empty() && me.discards.empty()) {
            endGame(s, true, other(c.side),
                    sideName(c.side) + " passed with no cards in deck or discards", ev);
            break;
        }
        statusPhase(s, ev);
        break;
    }
    case CommandKind::Interrupt: {
        int inst = c.cards[0];
        const CardDef& d = s.card(c.side, inst);
        removeFromHand(me, inst);
        // LL-CARD-3: a red-banner interrupt leaves the game; a white one is discarded.
        if (d.banner == Banner::Red)
            me.outOfGame.push_back(inst);
        else
            me.discards.push_back(inst);
        me.interruptPlayed = true;
        Event e = makeEvent(
            EventKind::InterruptPlayed, c.side,
            sideName(c.side) + " plays " + d.name +
                (d.banner == Banner::Red ? " (red banner: removed from the game)." : "."));
        e.cards.push_back(s.setup->deckDefs[index(c.side)][inst]);
        ev.push_back(e);
        ActiveEffect a;
        a.card = s.setup->deckDefs[index(c.side)][inst];
        a.by = c.side;
        a.effect = d.effect;
        a.unit = c.unit;
        if (d.effect.kind == EffectKind::PhaseBecomesPass) {
            Phase p = s.window;
            if (p == Phase::Fire) {
                ev.push_back(makeEvent(EventKind::PhaseBecamePass, s.active,
                                       "The fire phase is cancelled by " + d.name + "."));
                commandStep(s);
            } else {
                // The command choice becomes a pass, and counts as one (LL-CARD-5).
                ev.push_back(makeEvent(EventKind::PhaseBecamePass, s.active,
                                       "The " + std::string(nameOf(p)) + " phase becomes a pass (" +
                                           d.name + ")."));
                s.turnIsPass = true;
                statusPhase(s, ev);
            }
            break;
        }
        if (d.effect.kind == EffectKind::ForbidPhase) {
            s.effects.push_back(a);
            ev.push_back(makeEvent(EventKind::PhaseForbidden, s.active,
                                   "No " + std::string(nameOf(d.effect.phase)) +
                                       " phase may be invoked this turn (" + d.name + ")."));
        } else if (namesUnit(d.effect.kind)) {
            s.effects.push_back(a);
            const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
            Event e =
                makeEvent(EventKind::PhaseForbidden, s.active,
                          (u.name.empty() ? u.id : u.name) + " may not " +
                              (d.effect.kind == EffectKind::UnitMayNotMove ? "move" : "fire") +
                              " this phase (" + d.name + ").");
            e.unit = c.unit;
            ev.push_back(e);
        } else {
            s.effects.push_back(a);
        }
        afterWindow(s, ev);
        break;
    }
    case CommandKind::NoInterrupt:
        afterWindow(s, ev);
        break;
    case CommandKind::EndPhase: {
        Phase p = s.phase.phase;
        for (Unit& u : s.units)
            u.acted = false;
        if (p == Phase::Fire) {
            // Ending the fire phase opens fire: every base shoots (LL-FIRE 1-7).
            resolveFire(s, ev);
            if (s.step == Step::CommandChoice)
                ev.push_back(makeEvent(EventKind::PhaseEnded, c.side, "The fire phase ends."));
            break;
        }
        if (p == Phase::Combat) {
            // Ending the combat phase fights it out (LL-COMBAT, LL-FALLBACK).
            resolveCombat(s, ev);
            if (!s.combat.resolving && s.step == Step::Phase) {
                ev.push_back(makeEvent(EventKind::PhaseEnded, c.side, "The combat phase ends."));
                statusPhase(s, ev);
            }
            break;
        }
        ev.push_back(makeEvent(EventKind::PhaseEnded, c.side,
                               "The " + std::string(nameOf(p)) + " phase ends."));
        statusPhase(s, ev);
        break;
    }
    case CommandKind::March:
    case CommandKind::Form:
        break; // handled above
    case CommandKind::Bombard: {
        auto it = std::find_if(s.fire.bombard.begin(), s.fire.bombard.end(),
                               [&](const std::pair<int, int>& b) { return b.first == c.unit; });
        if (it == s.fire.bombard.end())
            s.fire.bombard.push_back({c.unit, c.target});
        else
            it->second = c.target;
        const Unit& b = s.units[static_cast<std::size_t>(c.unit)];
        const Unit& t = s.units[static_cast<std::size_t>(c.target)];
        // Not PhaseInvoked: choosing a target opens no interrupt window (LL-CARD-4).
        Event e = makeEvent(EventKind::BombardChosen, c.side,
                            (b.name.empty() ? b.id : b.name) + " will bombard " +
                                (t.name.empty() ? t.id : t.name) + ".");
        e.unit = c.unit;
        ev.push_back(e);
        break;
    }
    case CommandKind::Losses: {
        removeBases(s, c.unit, s.loss.count, lossFiles(s, c), c.anchor, ev);
        s.loss = LossRequest{};
        s.step = Step::Phase;
        if (s.combat.resolving) {
            s.combat.stage = 0;
            ++s.combat.next;
            resumeResolution(s, ev);
            break;
        }
        s.fire.stage = 0;
        ++s.fire.next;
        resumeResolution(s, ev);
        break;
    }
    case CommandKind::Charge: {
        double wheel = c.segments.empty() ? 0.0 : c.segments[0].angle;
        ChargePlan p = planCharge(s, c.unit, wheel);
        Unit& u = s.units[static_cast<std::size_t>(c.unit)];
        u.front = p.end.front;
        u.facing = std::fmod(p.end.facing + 360.0, 360.0);
        s.combat.charged.push_back(c.unit);
        const Unit& t = s.units[static_cast<std::size_t>(p.target)];
        char buf[64];
        std::snprintf(buf, sizeof buf, " (%.2f BW%s)", p.length,
                      wheel != 0.0 ? ", after a wheel" : "");
        Event e = makeEvent(EventKind::ChargeMade, c.side,
                            (u.name.empty() ? u.id : u.name) + " charges " +
                                (t.name.empty() ? t.id : t.name) + buf + ".");
        e.unit = c.unit;
        e.value = p.target;
        ev.push_back(e);
        break;
    }
    case CommandKind::Discard:
    case CommandKind::NoDiscard: {
        if (c.kind == CommandKind::Discard) {
            removeFromHand(me, c.cards[0]);
            me.discards.push_back(c.cards[0]);
            s.combat.discarded[index(c.side)] = true;
            Event e = makeEvent(
                EventKind::MoraleSpent, c.side,
                sideName(c.side) + " discards " + cardName(s, c.side, c.cards[0]) +
                    ": its units fall back freely through friends and difficult terrain.");
            e.cards.push_back(s.setup->deckDefs[index(c.side)][c.cards[0]]);
            ev.push_back(e);
        }
        s.step = Step::Phase;
        resumeResolution(s, ev);
        break;
    }
    case CommandKind::FallBack: {
        std::vector<FallOption> opts = fallOptions(s, c.unit, s.combat.fallDie);
        auto it = std::find_if(opts.begin(), opts.end(),
                               [&](const FallOption& o) { return o.direction == c.anchor; });
        applyFallBack(s, c.unit, &*it, ev);
        ++s.combat.nextFall;
        s.combat.fallRolled = false;
        s.step = Step::Phase;
        resumeResolution(s, ev);
        break;
    }
    case CommandKind::Morale: {
        int points = 0;
        for (int inst : c.cards) {
            points += s.card(c.side, inst).morale;
            removeFromHand(me, inst);
            me.discards.push_back(inst);
        }
        int used = std::min(points, std::max(0, s.morale.maxPoints));
        s.morale.saved = used;
        Event e = makeEvent(EventKind::MoraleSpent, c.side,
                            c.cards.empty()
                                ? sideName(c.side) + " spends no morale cards."
                                : sideName(c.side) + " spends " + listCards(s, c.side, c.cards) +
                                      " for " + std::to_string(points) + " morale (" +
                                      std::to_string(used) + " used).");
        for (int inst : c.cards)
            e.cards.push_back(s.setup->deckDefs[index(c.side)][inst]);
        e.unit = s.morale.unit;
        e.value = used;
        ev.push_back(e);
        s.step = s.morale.resume;
        if (s.step == Step::Phase) resumeResolution(s, ev);
        break;
    }
    }
    ++s.commandsApplied;
    checkDeckOut(s, ev);
    return out;
}

void requestMorale(GameState& s, Side side, int unit, int maxCards, int maxPoints,
                   std::vector<Event>& events) {
    (void)events;
    assert(!s.over && s.step != Step::Morale);
    s.morale = MoraleRequest{};
    s.morale.side = side;
    s.morale.unit = unit;
    s.morale.maxCards = maxCards;
    s.morale.maxPoints = maxPoints;
    s.morale.resume = s.step;
    s.step = Step::Morale;
}

bool activeWinsTie(GameState& s, std::vector<Event>& events, const std::string& what) {
    int die = s.dice.d6();
    bool wins = die % 2 == 0;
    Event e =
        makeEvent(EventKind::TieBroken, s.active,
                  "Tie (" + what + "): " + sideName(s.active) + " rolls " + std::to_string(die) +
                      (wins ? ", even: he wins it." : ", odd: he loses it."));
    e.dice = {die};
    e.marks = {{0, wins, 0}};
    events.push_back(e);
    return wins;
}

} // namespace guidon::lite
