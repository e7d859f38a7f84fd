// Applying a validated command (submit, game.h): the card flow's commands
// drive turn.cpp's steps on; a phase's own commands are movement's, fire's
// and combat's. choiceResult tries a choice on a copy for the preview.
#include "combat.h"
#include "fire.h"
#include "game_detail.h"
#include "losses.h"
#include "movement.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::lite {

using namespace game_detail;

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
                makeEvent(EventKind::UnitForbidden, s.active,
                          u.shownName() + " may not " +
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
                            b.shownName() + " will bombard " + t.shownName() + ".");
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
                            u.shownName() + " charges " + t.shownName() + buf + ".");
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
                EventKind::FallBackDiscarded, c.side,
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

} // namespace guidon::lite
