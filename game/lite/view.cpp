#include "view.h"

#include "game.h"

namespace guidon::lite {

const char* nameOf(CardClock c) {
    switch (c) {
    case CardClock::Plenty:
        return "plenty";
    case CardClock::Short:
        return "short";
    case CardClock::LastCards:
        return "last-cards";
    }
    return "?";
}

CardClock cardClock(int hand, int deck, int discards) {
    // LL-CARD-6: a pass with no deck and no discards loses, and so does an
    // empty hand then.
    if (deck == 0 && discards == 0) return CardClock::LastCards;
    if (hand + deck + discards <= static_cast<int>(kHandSize + kUnseenOut)) return CardClock::Short;
    return CardClock::Plenty;
}

PlayerView viewFor(const GameState& s, Side me) {
    PlayerView v;
    v.me = me;
    v.setup = s.setup;
    v.turn = s.turn;
    v.active = s.active;
    v.step = s.step;
    v.decider = decider(s);
    v.myDecision = !s.over && v.decider == me;
    v.phase = s.phase.phase;
    v.window = s.window;
    if (s.step == Step::Morale && s.morale.side == me) {
        v.moraleMaxCards = s.morale.maxCards;
        v.moraleMaxPoints = s.morale.maxPoints;
        v.moraleUnit = s.morale.unit;
    }
    if (s.step == Step::Losses && s.loss.side == me) {
        v.lossUnit = s.loss.unit;
        v.lossCount = s.loss.count;
    }
    if ((s.step == Step::FallbackDirection || s.step == Step::FallbackDiscard) && v.myDecision &&
        s.combat.nextFall < s.combat.fallers.size()) {
        v.fallUnit = s.combat.fallers[s.combat.nextFall];
        v.fallDistance = s.combat.fallDie;
    }
    for (int inst : s.side(me).hand)
        v.hand.push_back({inst, &s.card(me, inst)});
    v.playableInterrupts = playableInterrupts(s, me);
    for (Side side : {Side::Federal, Side::Confederate}) {
        const SideState& ss = s.side(side);
        SideSummary& out = v.sides[index(side)];
        out.hand = static_cast<int>(ss.hand.size());
        out.deck = static_cast<int>(ss.deck.size());
        out.discards = static_cast<int>(ss.discards.size());
        out.outOfGame = static_cast<int>(ss.outOfGame.size());
        out.cardsLeft = out.hand + out.deck + out.discards;
        out.startingCards = static_cast<int>(s.setup->deckDefs[index(side)].size());
        out.clock = cardClock(out.hand, out.deck, out.discards);
        out.basesLost = ss.basesLost;
        out.startingBases = ss.startingBases;
        out.passedLastTurn = ss.passedLastTurn;
        out.topDiscard =
            ss.discards.empty() ? -1 : s.setup->deckDefs[index(side)][ss.discards.back()];
    }
    v.units = s.units;
    v.shatteredPoint = s.shatteredPoint;
    v.over = s.over;
    v.hasWinner = s.hasWinner;
    v.winner = s.winner;
    v.endReason = s.endReason;
    v.pending = describePending(s);
    v.phaseCards = s.phase;
    v.effects = s.effects;
    v.bombard = s.fire.bombard;
    v.charged = s.combat.charged;
    for (const ActiveEffect& a : s.effects) {
        if (a.unit < 0) continue;
        if (a.effect.kind == EffectKind::UnitMayNotMove) v.mayNotMove.push_back(a.unit);
        if (a.effect.kind == EffectKind::UnitMayNotFire) v.mayNotFire.push_back(a.unit);
    }
    return v;
}

GameState imaginedState(const PlayerView& v) {
    GameState s;
    s.setup = v.setup;
    s.units = v.units;
    s.turn = v.turn;
    s.active = v.active;
    s.step = v.step == Step::GameOver ? Step::Phase : v.step;
    s.window = v.window;
    s.phase = v.phaseCards;
    s.effects = v.effects;
    s.fire.bombard = v.bombard;
    s.combat.charged = v.charged;
    for (const CardInHand& c : v.hand)
        s.side(v.me).hand.push_back(c.instance);
    for (Side side : {Side::Federal, Side::Confederate}) {
        s.side(side).passedLastTurn = v.side(side).passedLastTurn;
        s.side(side).startingBases = v.side(side).startingBases;
        s.side(side).basesLost = v.side(side).basesLost;
    }
    s.shatteredPoint = v.shatteredPoint;
    s.dice = Dice(0x9e3779b97f4a7c15ull ^ static_cast<std::uint64_t>(v.turn));
    return s;
}

} // namespace guidon::lite
