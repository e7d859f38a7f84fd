#include "state.h"

#include <algorithm>
#include <cstring>

namespace guidon::lite {

std::uint64_t stateHash(const GameState& s) {
    Hasher f;
    // Copies of a card are identical: cards are hashed as what they are
    // (definition), not which copy, so a replay that plays the other copy
    // of the same card reaches the same state.
    auto defs = [&](Side side, const std::vector<int>& pile) {
        std::vector<int> out;
        out.reserve(pile.size());
        for (int inst : pile)
            out.push_back(
                inst < 0 ? -1 : s.setup->deckDefs[index(side)][static_cast<std::size_t>(inst)]);
        return out;
    };
    f.i64(s.turn);
    f.i64(index(s.active));
    f.i64(static_cast<int>(s.step));
    f.i64(static_cast<int>(s.window));
    f.i64(static_cast<int>(s.phase.phase));
    f.ints(defs(s.active, s.phase.invoking));
    f.i64(s.phase.modifier < 0
              ? -1
              : s.setup->deckDefs[index(s.active)][static_cast<std::size_t>(s.phase.modifier)]);
    f.i64(s.turnIsPass);
    f.i64(s.shatteredPoint);
    f.i64(s.over);
    f.i64(s.hasWinner);
    f.i64(index(s.winner));
    for (const ActiveEffect& a : s.effects) {
        f.i64(a.card);
        f.i64(index(a.by));
        // The unit Old Rivals or Sharpshooters named (only then, so that the
        // hashes of saves without such a card stay as they were).
        if (a.unit >= 0) f.i64(a.unit);
    }
    f.i64(index(s.morale.side));
    f.i64(s.morale.unit);
    f.i64(s.morale.maxCards);
    f.i64(s.morale.maxPoints);
    f.i64(s.morale.saved);
    f.i64(s.fire.resolving);
    for (auto& b : s.fire.bombard) {
        f.i64(b.first);
        f.i64(b.second);
    }
    for (const UnitHits& h : s.fire.hits) {
        f.i64(h.unit);
        f.i64(h.hits);
    }
    f.u64(s.fire.next);
    f.i64(s.fire.stage);
    f.ints(s.fire.fired);
    f.ints(s.combat.charged);
    f.i64(s.combat.resolving);
    for (const CombatLoser& l : s.combat.losers) {
        f.i64(l.unit);
        f.i64(l.bases);
        f.i64(l.vulnerable);
    }
    f.u64(s.combat.next);
    f.i64(s.combat.stage);
    f.ints(s.combat.fallers);
    f.u64(s.combat.nextFall);
    for (int i = 0; i < 2; ++i) {
        f.i64(s.combat.discardAsked[i]);
        f.i64(s.combat.discarded[i]);
    }
    f.i64(s.combat.fallDie);
    f.i64(s.combat.fallRolled);
    f.i64(index(s.loss.side));
    f.i64(s.loss.unit);
    f.i64(s.loss.count);
    for (Side side : {Side::Federal, Side::Confederate}) {
        const SideState& ss = s.side(side);
        f.ints(defs(side, ss.deck));
        std::vector<int> hand = defs(side, ss.hand); // a hand is a set: its order means nothing
        std::sort(hand.begin(), hand.end());
        f.ints(hand);
        f.ints(defs(side, ss.discards));
        f.ints(defs(side, ss.outOfGame));
        f.i64(ss.passedLastTurn);
        f.i64(ss.interruptPlayed);
        f.i64(ss.startingBases);
        f.i64(ss.basesLost);
    }
    for (const Unit& u : s.units) {
        f.str(u.id);
        f.i64(u.bases);
        f.i64(u.files);
        f.real(u.front.x);
        f.real(u.front.y);
        f.real(u.facing);
        f.i64(u.limbered);
        f.i64(u.smoke);
        f.i64(u.broken);
    }
    f.u64(s.dice.generator().state());
    f.u64(s.dice.scriptedLeft());
    return f.h;
}

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

} // namespace guidon::lite
