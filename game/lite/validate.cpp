// Whether a command may be played now, and if not, the rule and a sentence
// that say why (validate, game.h). Rules of a phase's own commands are asked
// of movement, fire and combat.
#include "combat.h"
#include "fire.h"
#include "game_detail.h"
#include "losses.h"
#include "movement.h"

#include <algorithm>
#include <cstdio>

namespace guidon::lite {

namespace game_detail {

int lossFiles(const GameState& s, const Command& c) {
    if (c.files > 0) return c.files;
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    return std::min(u.shownFiles(), u.bases - s.loss.count);
}

} // namespace game_detail

using namespace game_detail;

namespace {

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
                          p.length, b.shownName().c_str(), best.length);
            return refusalOf("LL-CHARGE-1",
                             "It must charge the closest target it can reach: this charge at " +
                                 t.shownName() + buf,
                             best.end.front);
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

} // namespace guidon::lite
