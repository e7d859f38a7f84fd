#include "cards.h"

namespace guidon::rules {

const char* nameOf(Nation n) {
    switch (n) {
    case Nation::Federal: return "federal";
    case Nation::Confederate: return "confederate";
    case Nation::Neutral: break;
    }
    return "neutral";
}

bool parseNation(const std::string& text, Nation& out) {
    if (text == "neutral") { out = Nation::Neutral; return true; }
    if (text == "federal") { out = Nation::Federal; return true; }
    if (text == "confederate") { out = Nation::Confederate; return true; }
    return false;
}

bool nationPlaysFor(Nation n, Side s) {
    if (n == Nation::Neutral) return true;
    return (n == Nation::Federal) == (s == Side::Federal);
}

const char* nameOf(Banner b) {
    switch (b) {
    case Banner::Red: return "red";
    case Banner::White: return "white";
    case Banner::None: break;
    }
    return "none";
}

const char* nameOf(InterruptWindow w) {
    return w == InterruptWindow::TurnStart ? "turn-start" : "after-invoke";
}

const char* nameOf(EffectKind k) {
    switch (k) {
    case EffectKind::PhaseBecomesPass: return "phase_becomes_pass";
    case EffectKind::ForbidPhase: return "forbid_phase";
    case EffectKind::AllowanceBonus: return "allowance_bonus";
    case EffectKind::UnitMayNotMove: return "unit_may_not_move";
    case EffectKind::ToHitModifier: return "tohit_modifier";
    case EffectKind::ExtraFireDice: return "extra_fire_dice";
    case EffectKind::EnemyMustReroll: return "enemy_must_reroll";
    case EffectKind::MayReroll: return "may_reroll";
    case EffectKind::CombatModifier: return "combat_modifier";
    case EffectKind::None: break;
    }
    return "none";
}

bool parseEffectKind(const std::string& text, EffectKind& out) {
    for (EffectKind k : {EffectKind::None, EffectKind::PhaseBecomesPass, EffectKind::ForbidPhase,
                         EffectKind::AllowanceBonus, EffectKind::UnitMayNotMove, EffectKind::ToHitModifier,
                         EffectKind::ExtraFireDice, EffectKind::EnemyMustReroll, EffectKind::MayReroll,
                         EffectKind::CombatModifier}) {
        if (text == nameOf(k)) { out = k; return true; }
    }
    return false;
}

bool parseArm(const std::string& text, Arm& out) {
    if (text == "any") { out = Arm::Any; return true; }
    if (text == "infantry") { out = Arm::Infantry; return true; }
    if (text == "artillery") { out = Arm::Artillery; return true; }
    return false;
}

bool parseRole(const std::string& text, Role& out) {
    if (text == "any") { out = Role::Any; return true; }
    if (text == "attack") { out = Role::Attack; return true; }
    if (text == "defence" || text == "defense") { out = Role::Defence; return true; }
    return false;
}

const char* nameOf(Arm a) {
    switch (a) {
    case Arm::Infantry: return "infantry";
    case Arm::Artillery: return "artillery";
    case Arm::Any: break;
    }
    return "any";
}

std::vector<int> deckFor(const std::vector<CardDef>& defs, Side side, int year) {
    std::vector<int> deck;
    for (std::size_t i = 0; i < defs.size(); ++i) {
        const CardDef& c = defs[i];
        if (!nationPlaysFor(c.nation, side) || !c.inYear(year)) continue;
        for (int k = 0; k < c.copies; ++k) deck.push_back(static_cast<int>(i));
    }
    return deck;
}

} // namespace guidon::rules
