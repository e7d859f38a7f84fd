#include "decision_options.h"

#include "rules/game.h"
#include "ui_kit.h"

#include <algorithm>
#include <optional>

namespace guidon::client {

namespace {

const rules::Unit* unitAt(const rules::GameState& s, int i) {
    if (i < 0 || std::size_t(i) >= s.units.size()) return nullptr;
    return &s.units[std::size_t(i)];
}

std::string nameOfUnit(const rules::GameState& s, int i) {
    const rules::Unit* u = unitAt(s, i);
    return u ? unitName(*u) : std::string("?");
}

} // namespace

DecisionOptions prepareDecision(const rules::GameState& s) {
    DecisionOptions o;
    if (s.over) return o;
    rules::Side who = rules::decider(s);
    switch (s.step) {
    case rules::Step::Phase:
        if (s.phase.phase == rules::Phase::Fire) o.fire = rules::previewFire(s);
        if (s.phase.phase == rules::Phase::Combat && !s.combat.resolving) {
            // rules::legalCharges() does not say which unit each plan is for,
            // so ask for each unit that could charge.
            for (std::size_t i = 0; i < s.units.size(); ++i) {
                const rules::Unit& u = s.units[i];
                if (u.side != s.active || !u.onTable() || u.type != rules::UnitType::Infantry)
                    continue;
                bool charged = std::find(s.combat.charged.begin(), s.combat.charged.end(),
                                         int(i)) != s.combat.charged.end();
                if (charged) continue;
                if (u.smoke) {
                    o.noCharge.push_back({int(i), "LL-FIRE-7: " + unitName(u) +
                                                      " is in smoke: it fired this turn."});
                    continue;
                }
                rules::ChargePlan p = rules::bestCharge(s, int(i));
                if (p.legal)
                    o.charges.push_back({int(i), p});
                else
                    o.noCharge.push_back({int(i), p.refusal.rule + ": " + p.refusal.reason});
            }
        }
        break;
    case rules::Step::FallbackDirection:
        if (s.combat.nextFall < s.combat.fallers.size())
            o.falls = rules::fallOptions(s, s.combat.fallers[s.combat.nextFall], s.combat.fallDie);
        break;
    case rules::Step::Losses: {
        const rules::Unit* u = unitAt(s, s.loss.unit);
        if (!u) break;
        bool guns = u->type == rules::UnitType::Artillery;
        o.lossMaxFiles = guns ? 0 : std::min(u->shownFiles(), u->bases - s.loss.count);
        for (int files = guns ? 0 : 1; files <= o.lossMaxFiles; ++files)
            for (int anchor = -1; anchor <= 1; ++anchor) {
                rules::Command c;
                c.kind = rules::CommandKind::Losses;
                c.side = who;
                c.unit = s.loss.unit;
                c.files = files;
                c.anchor = anchor;
                DecisionOptions::Loss l;
                l.files = files;
                l.anchor = anchor;
                std::optional<rules::Refusal> r = rules::validate(s, c);
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

std::string stepInWords(const rules::PlayerView& v, const rules::GameState& s) {
    if (v.over) return "Game over";
    auto plural = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    switch (v.step) {
    case rules::Step::InterruptWindow:
        if (v.window == rules::Phase::None)
            return std::string("Interrupt window: the ") + sideTitle(v.active) + " turn begins";
        return std::string("Interrupt window: ") + sideTitle(v.active) + " invoked a " +
               phaseWord(v.window) + " phase";
    case rules::Step::ReshuffleChoice:
        return "Reshuffle the discards or keep the deck";
    case rules::Step::FireChoice:
        return "Fire option: invoke a fire phase or not";
    case rules::Step::CommandChoice:
        return "Command choice: movement, combat or pass";
    case rules::Step::Phase:
        if (v.phase == rules::Phase::Fire) return "Fire phase: bombardment targets, then open fire";
        if (v.phase == rules::Phase::Combat) return "Combat phase: charges, then fight";
        return std::string(phaseTitle(v.phase)) + " phase";
    case rules::Step::Morale:
        return "Morale: " + nameOfUnit(s, s.morale.unit) + " is hit";
    case rules::Step::Losses:
        return "Losses: " + nameOfUnit(s, s.loss.unit) + " loses " +
               plural(s.loss.count, "base", "bases");
    case rules::Step::FallbackDiscard:
        return "Fall back: discard a card or not";
    case rules::Step::FallbackDirection:
        if (s.combat.nextFall < s.combat.fallers.size())
            return "Fall back: " + nameOfUnit(s, s.combat.fallers[s.combat.nextFall]) +
                   ", at least " + std::to_string(s.combat.fallDie) + " BW";
        return "Fall back";
    case rules::Step::GameOver:
        break;
    }
    return "Game over";
}

} // namespace guidon::client
