#include "decision_options.h"

#include "decision_steps.h"

#include "client/lengths.h"
#include "client/ui_kit.h"
#include "lite/game.h"
#include "lite/rule_facts.h"
#include "lite/ruleset.h"
#include "phase_words.h"

#include <algorithm>
#include <optional>

namespace guidon::client {

// The decision panel's own (decision_steps.h).
using decision::nameOfUnit;
using decision::unitAt;

DecisionOptions prepareDecision(const lite::GameState& s) {
    DecisionOptions o;
    if (s.over) return o;
    core::Side who = lite::decider(s);
    switch (s.step) {
    case lite::Step::Phase:
        if (s.phase.phase == lite::Phase::Fire) o.fire = lite::previewFire(s);
        if (s.phase.phase == lite::Phase::Combat && !s.combat.resolving) {
            // The rules say who may charge now and why the others may not
            // (LL-CHARGE-1, LL-FIRE-7); for each who may, bestCharge finds the
            // charge or why there is none. Units that never charge now, and
            // those that have charged, are not listed: the panel names the
            // latter itself.
            for (const lite::ChargeEligibility& e : lite::chargeEligibilities(s)) {
                if (e.standing == lite::ChargeStanding::Never ||
                    e.standing == lite::ChargeStanding::Charged)
                    continue;
                if (e.standing == lite::ChargeStanding::Barred) {
                    o.noCharge.push_back({e.unit, e.refusal.rule + ": " + e.refusal.reason});
                    continue;
                }
                lite::ChargePlan p = lite::bestCharge(s, e.unit);
                if (p.legal)
                    o.charges.push_back({e.unit, p});
                else
                    o.noCharge.push_back({e.unit, p.refusal.rule + ": " + p.refusal.reason});
            }
        }
        break;
    case lite::Step::FallbackDirection:
        if (s.combat.nextFall < s.combat.fallers.size())
            o.falls = lite::fallOptions(s, s.combat.fallers[s.combat.nextFall], s.combat.fallDie);
        break;
    case lite::Step::Losses: {
        const lite::Unit* u = unitAt(s, s.loss.unit);
        if (!u) break;
        bool guns = u->type == lite::UnitType::Artillery;
        o.lossMaxFiles = guns ? 0 : std::min(u->shownFiles(), u->bases - s.loss.count);
        for (int files = guns ? 0 : 1; files <= o.lossMaxFiles; ++files)
            for (int anchor = -1; anchor <= 1; ++anchor) {
                lite::Command c;
                c.kind = lite::CommandKind::Losses;
                c.side = who;
                c.unit = s.loss.unit;
                c.files = files;
                c.anchor = anchor;
                DecisionOptions::Loss l;
                l.files = files;
                l.anchor = anchor;
                std::optional<core::Refusal> r = lite::validate(s, c);
                l.legal = !r;
                if (r) l.why = r->reason;
                o.losses.push_back(l);
            }
        break;
    }
    default:
        break;
    }
    return o;
}

std::string stepInWords(const lite::PlayerView& v, const lite::GameState& s) {
    if (v.over) return "Game over";
    auto plural = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    switch (v.step) {
    case lite::Step::InterruptWindow:
        if (v.window == lite::Phase::None)
            return std::string("Interrupt window: the ") + sideTitle(v.active) + " turn begins";
        return std::string("Interrupt window: ") + sideTitle(v.active) + " invoked a " +
               phaseWord(v.window) + " phase";
    case lite::Step::ReshuffleChoice:
        return "Reshuffle the discards or keep the deck";
    case lite::Step::FireChoice:
        return "Fire option: invoke a fire phase or not";
    case lite::Step::CommandChoice:
        return "Command choice: movement, combat or pass";
    case lite::Step::Phase:
        if (v.phase == lite::Phase::Fire) return "Fire phase: bombardment targets, then open fire";
        if (v.phase == lite::Phase::Combat) return "Combat phase: charges, then fight";
        return std::string(phaseTitle(v.phase)) + " phase";
    case lite::Step::Morale:
        return "Morale: " + nameOfUnit(s, s.morale.unit) + " is hit";
    case lite::Step::Losses:
        return "Losses: " + nameOfUnit(s, s.loss.unit) + " loses " +
               plural(s.loss.count, "base", "bases");
    case lite::Step::FallbackDiscard:
        return "Fall back: discard a card or not";
    case lite::Step::FallbackDirection:
        if (s.combat.nextFall < s.combat.fallers.size())
            return "Fall back: " + nameOfUnit(s, s.combat.fallers[s.combat.nextFall]) +
                   ", at least " + lengthText(double(s.combat.fallDie), lite::ruleset().length, 0);
        return "Fall back";
    case lite::Step::GameOver:
        break;
    }
    return "Game over";
}

} // namespace guidon::client
