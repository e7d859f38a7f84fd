#include "cards.h"

namespace guidon::lite {

const char* nameOf(Nation n) {
    switch (n) {
    case Nation::Federal:
        return "federal";
    case Nation::Confederate:
        return "confederate";
    case Nation::Neutral:
        break;
    }
    return "neutral";
}

bool parseNation(const std::string& text, Nation& out) {
    if (text == "neutral") {
        out = Nation::Neutral;
        return true;
    }
    if (text == "federal") {
        out = Nation::Federal;
        return true;
    }
    if (text == "confederate") {
        out = Nation::Confederate;
        return true;
    }
    return false;
}

bool nationPlaysFor(Nation n, Side s) {
    if (n == Nation::Neutral) return true;
    return (n == Nation::Federal) == (s == Side::Federal);
}

const char* nameOf(Banner b) {
    switch (b) {
    case Banner::Red:
        return "red";
    case Banner::White:
        return "white";
    case Banner::None:
        break;
    }
    return "none";
}

const char* nameOf(InterruptWindow w) {
    return w == InterruptWindow::TurnStart ? "turn-start" : "after-invoke";
}

const char* nameOf(EffectKind k) {
    switch (k) {
    case EffectKind::PhaseBecomesPass:
        return "phase_becomes_pass";
    case EffectKind::ForbidPhase:
        return "forbid_phase";
    case EffectKind::AllowanceBonus:
        return "allowance_bonus";
    case EffectKind::UnitMayNotMove:
        return "unit_may_not_move";
    case EffectKind::UnitMayNotFire:
        return "unit_may_not_fire";
    case EffectKind::ToHitModifier:
        return "tohit_modifier";
    case EffectKind::ExtraFireDice:
        return "extra_fire_dice";
    case EffectKind::EnemyMustReroll:
        return "enemy_must_reroll";
    case EffectKind::MayReroll:
        return "may_reroll";
    case EffectKind::CombatModifier:
        return "combat_modifier";
    case EffectKind::None:
        break;
    }
    return "none";
}

bool parseEffectKind(const std::string& text, EffectKind& out) {
    for (EffectKind k :
         {EffectKind::None, EffectKind::PhaseBecomesPass, EffectKind::ForbidPhase,
          EffectKind::AllowanceBonus, EffectKind::UnitMayNotMove, EffectKind::UnitMayNotFire,
          EffectKind::ToHitModifier, EffectKind::ExtraFireDice, EffectKind::EnemyMustReroll,
          EffectKind::MayReroll, EffectKind::CombatModifier}) {
        if (text == nameOf(k)) {
            out = k;
            return true;
        }
    }
    return false;
}

bool parseArm(const std::string& text, Arm& out) {
    if (text == "any") {
        out = Arm::Any;
        return true;
    }
    if (text == "infantry") {
        out = Arm::Infantry;
        return true;
    }
    if (text == "artillery") {
        out = Arm::Artillery;
        return true;
    }
    return false;
}

bool parseRole(const std::string& text, Role& out) {
    if (text == "any") {
        out = Role::Any;
        return true;
    }
    if (text == "attack") {
        out = Role::Attack;
        return true;
    }
    if (text == "defence" || text == "defense") {
        out = Role::Defence;
        return true;
    }
    return false;
}

const char* nameOf(Arm a) {
    switch (a) {
    case Arm::Infantry:
        return "infantry";
    case Arm::Artillery:
        return "artillery";
    case Arm::Any:
        break;
    }
    return "any";
}

std::vector<int> deckFor(const std::vector<CardDef>& defs, Side side, int year) {
    std::vector<int> deck;
    for (std::size_t i = 0; i < defs.size(); ++i) {
        const CardDef& c = defs[i];
        if (!nationPlaysFor(c.nation, side) || !c.inYear(year)) continue;
        for (int k = 0; k < c.copies; ++k)
            deck.push_back(static_cast<int>(i));
    }
    return deck;
}

namespace {

std::string signed1(int a) {
    return (a > 0 ? "+" : "") + std::to_string(a);
}

const char* roleDice(Role r) {
    return r == Role::Attack ? "attack dice" : r == Role::Defence ? "defence dice" : "combat dice";
}

std::string againstWords(Nation n) {
    if (n == Nation::Neutral) return "";
    return std::string(" Only against the ") + (n == Nation::Federal ? "Federal" : "Confederate") +
           " player.";
}

} // namespace

std::string effectInWords(const CardDef& c) {
    const Effect& e = c.effect;
    std::string phase = nameOf(e.phase);
    // A modifier acts for the side that plays it; an interrupt is played by
    // the passive side against the enemy's phase.
    bool mine = !c.interrupt;
    std::string arm = e.arm == Arm::Infantry    ? "infantry "
                      : e.arm == Arm::Artillery ? "artillery "
                                                : "";
    std::string out;
    switch (e.kind) {
    case EffectKind::None:
        return "";
    case EffectKind::PhaseBecomesPass:
        out = "The enemy's " + phase + " phase becomes a pass.";
        break;
    case EffectKind::ForbidPhase:
        out = "The enemy may not invoke a " + phase + " phase this turn.";
        break;
    case EffectKind::AllowanceBonus:
        out = signed1(e.amount) +
              " BW to every moving unit's allowance this phase (after halving for a flank move).";
        break;
    case EffectKind::UnitMayNotMove:
        out = "One enemy unit, named when the card is played, may not move this phase.";
        break;
    case EffectKind::UnitMayNotFire:
        out = "One enemy unit, named when the card is played, may not fire this phase.";
        break;
    case EffectKind::ToHitModifier:
        out = signed1(e.amount) + " to " + (mine ? "your " : "the enemy's ") + arm +
              "volleys this phase.";
        break;
    case EffectKind::ExtraFireDice:
        out = std::string(mine ? "" : "The enemy gets ") + signed1(e.amount) +
              (std::abs(e.amount) == 1 ? " die" : " dice") + " for every " +
              (e.arm == Arm::Artillery  ? "gun firing canister"
               : e.arm == Arm::Infantry ? "infantry base firing"
                                        : "base firing musketry or canister") +
              " this phase.";
        break;
    case EffectKind::EnemyMustReroll:
        out = std::string("The enemy must re-roll his successful ") + roleDice(e.role) +
              " this phase.";
        break;
    case EffectKind::MayReroll:
        out = std::string("You may re-roll your failed ") + roleDice(e.role) +
              " this phase, once each.";
        break;
    case EffectKind::CombatModifier:
        out = signed1(e.amount) + " to your " + roleDice(e.role) + " this phase.";
        break;
    }
    return out + againstWords(e.against);
}

} // namespace guidon::lite
