// The card-driven turn sequence of the Lite rules (LL-CARD 1-8) and victory
// (LL-WIN 1-2): the flow between decisions, who decides now and what he is
// asked. What units do inside a phase is movement's, fire's and combat's; a
// game starts in new_game.cpp, commands are checked in validate.cpp and
// applied in submit.cpp.
#include "combat.h"
#include "command_text.h"
#include "core/words.h"
#include "fire.h"
#include "game_detail.h"

#include <algorithm>
#include <cassert>
#include <sstream>

namespace guidon::lite {

namespace game_detail {

// [SECTION] small helpers (game_detail.h)

std::string cardName(const GameState& s, Side side, int instance) {
    return s.card(side, instance).name;
}

std::string listCards(const GameState& s, Side side, const std::vector<int>& cards) {
    return core::joinWords(cardNamesOf(s, side, cards), ", ", " and ");
}

std::string sideName(Side s) {
    return core::sideTitle(s);
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

std::optional<Refusal> refuse(const char* rule, std::string why) {
    return refusalOf(rule, std::move(why));
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

namespace {

bool hasPlayableInterrupt(const GameState& s) {
    const SideState& ps = s.side(s.passive());
    if (ps.interruptPlayed) return false;
    for (int inst : ps.hand)
        if (interruptFits(s, s.card(s.passive(), inst))) return true;
    return false;
}

} // namespace

// [SECTION] the flow between decisions

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

namespace {

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

void enterPhase(GameState& s, std::vector<Event>& ev) {
    (void)ev;
    s.step = Step::Phase;
}

} // namespace

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

void afterWindow(GameState& s, std::vector<Event>& ev) {
    if (s.window == Phase::None) {
        reshuffleStep(s, ev);
        return;
    }
    enterPhase(s, ev);
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

} // namespace game_detail

using namespace game_detail;

// [SECTION] who decides, and what

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
        return who + ": " + u.shownName() + " falls back at least " +
               std::to_string(s.combat.fallDie) + " BW: which way (fall-back " + u.id + " " + ways +
               ")";
    }
    case Step::Losses: {
        const Unit& u = s.units[static_cast<std::size_t>(s.loss.unit)];
        return who + ": " + u.shownName() + " loses " + std::to_string(s.loss.count) +
               (s.loss.count == 1 ? " base" : " bases") + ": choose how it re-forms (losses " +
               u.id + " [FILES [left|centre|right]])";
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
