// The decision panel's fire and combat: the fire phase's expected hits and
// bombard targets, the charges of a combat phase (and those a combat phase
// invoked now would allow), the wheel before a charge. Part of the
// decision panel (decision_steps.h).
#include "decision_steps.h"

#include "client/lengths.h"
#include "lite/game.h"
#include "lite/rule_facts.h"
#include "lite/ruleset.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>

namespace guidon::client::decision {

// What a combat phase invoked now would offer: which units could charge,
// from the rules' own plans, before a card is spent.
void chargesBeforeCombat(const lite::GameState& s, const DecisionOptions* o, DecisionOutput& out) {
    if (!o) return;
    if (o->charges.empty()) {
        hint("Combat: no unit of yours could charge now.");
        return;
    }
    hint("Combat: these units could charge now.");
    for (const DecisionOptions::Charge& c : o->charges) {
        ImGui::Bullet();
        ImGui::SameLine();
        textWrapped(ImGui::GetStyle().Colors[ImGuiCol_Text],
                    nameOfUnit(s, c.unit) + " could charge " + nameOfUnit(s, c.plan.target) + " (" +
                        lengthText(c.plan.length, lite::ruleset().length, 1) + ")" +
                        (c.plan.disorder ? ", with two cards (disorder)" : ""));
        if (ImGui::IsItemHovered()) out.highlightUnit = c.unit;
    }
}

void firePhase(const lite::PlayerView& v, const lite::GameState& s, const DecisionOptions& o,
               DecisionOutput& out) {
    hint("When you open fire every front-rank infantry base and unlimbered gun of yours fires "
         "at its target (LL-FIRE 1-7).");
    if (!o.fire.targets.empty()) {
        ImGui::TextDisabled("Expected:");
        for (const lite::TargetSummary& t : o.fire.targets) {
            ImGui::Bullet();
            ImGui::SameLine();
            textWrapped(ImGui::GetStyle().Colors[ImGuiCol_Text],
                        nameOfUnit(s, t.unit) + ": " + std::to_string(t.dice) +
                            (t.dice == 1 ? " die" : " dice") +
                            fmt(", about %.1f hits", t.expectedHits) +
                            fmt(", %.0f%% to lose a base", t.loseBaseChance * 100.0));
            if (ImGui::IsItemHovered()) out.highlightUnit = t.unit;
        }
    } else {
        hint("No unit of yours has a target.");
    }
    for (const lite::BombardChoice& b : o.fire.bombard) {
        ImGui::PushID(b.battery);
        ImGui::Spacing();
        ImGui::Text("%s bombards:", nameOfUnit(s, b.battery).c_str());
        for (std::size_t k = 0; k < b.targets.size(); ++k) {
            int t = b.targets[k];
            bool chosen = b.chosen == t;
            std::string label = nameOfUnit(s, t) + (chosen ? " (target)" : "");
            // The targets flow along the line while they fit.
            float w = ImGui::CalcTextSize(label.c_str()).x + 2.f * ImGui::GetStyle().FramePadding.x;
            float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
            if (k > 0 && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + w < right)
                ImGui::SameLine();
            ImGui::PushID(t);
            if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.44f, 0.16f, 1.f));
            if (ImGui::Button(label.c_str())) {
                Command c = make(v, CommandKind::Bombard);
                c.unit = b.battery;
                c.target = t;
                out.command = c;
            }
            if (ImGui::IsItemHovered()) out.highlightUnit = t;
            if (chosen) ImGui::PopStyleColor();
            ImGui::PopID();
        }
        ImGui::PopID();
    }
    ImGui::Spacing();
    if (bigButton("Open fire", -FLT_MIN)) out.command = make(v, CommandKind::EndPhase);
}

void combatPhase(const lite::PlayerView& v, const lite::GameState& s, const DecisionOptions& o,
                 const DecisionInput& in, DecisionOutput& out) {
    hint("Each infantry unit of yours without smoke may charge the closest enemy it can reach "
         "(LL-CHARGE-1). Then fight.");
    for (const DecisionOptions::Charge& c : o.charges) {
        std::string label = nameOfUnit(s, c.unit) + " charges " + nameOfUnit(s, c.plan.target) +
                            " (" + lengthText(c.plan.length, lite::ruleset().length, 1) + ")";
        ImGui::PushID(c.unit);
        if (ImGui::Button(label.c_str(), ImVec2(-FLT_MIN, 0.f))) {
            Command cmd = make(v, CommandKind::Charge);
            cmd.unit = c.unit;
            if (std::fabs(c.plan.wheel) > 1e-9)
                cmd.segments.push_back({lite::SegmentKind::Wheel, c.plan.wheel, 0.0});
            out.command = cmd;
        }
        if (ImGui::IsItemHovered()) {
            out.highlightUnit = c.unit;
            float wrap = besidePanel();
            ImGui::BeginTooltip();
            ImGui::PushTextWrapPos(wrap);
            if (std::fabs(c.plan.wheel) > 1e-9)
                ImGui::Text("Wheels %.0f\xC2\xB0 %s, then %s straight ahead.",
                            std::fabs(c.plan.wheel), c.plan.wheel < 0 ? "left" : "right",
                            lengthText(c.plan.distance, lite::ruleset().length, 1).c_str());
            else
                ImGui::Text("Straight ahead %s.",
                            lengthText(c.plan.distance, lite::ruleset().length, 1).c_str());
            if (c.plan.disorder)
                ImGui::TextDisabled("Through friends or difficult ground: needs two cards.");
            ImGui::PopTextWrapPos();
            ImGui::EndTooltip();
        }
        ImGui::PopID();
    }
    if (o.charges.empty()) hint("No unit of yours can charge now.");
    for (int u : s.combat.charged)
        ImGui::TextDisabled("%s has charged.", nameOfUnit(s, u).c_str());
    // Adjusting a charge: another wheel, if it still strikes the closest target.
    if (in.chargeWheel && in.tableUnit >= 0)
        for (const DecisionOptions::Charge& c : o.charges) {
            if (c.unit != in.tableUnit) continue;
            ImGui::Spacing();
            ImGui::Text("%s: wheel before the charge", nameOfUnit(s, c.unit).c_str());
            // LL-CHARGE-1: the rules' own limit for this unit's wheel.
            float most = float(lite::chargeWheelLimit(s.units[std::size_t(c.unit)]));
            float w = float(*in.chargeWheel);
            ImGui::SetNextItemWidth(-FLT_MIN);
            if (ImGui::SliderFloat("##wheel", &w, -most, most, "%.1f\xC2\xB0 (- left, + right)"))
                out.chargeWheel = double(w);
            const lite::ChargePlan* p = in.adjusted;
            if (p && !p->legal)
                textWrapped(kRefusalColour, p->refusal.rule + ": " + p->refusal.reason);
            ImGui::BeginDisabled(!p || !p->legal);
            if (bigButton("Charge with this wheel", -FLT_MIN)) {
                Command cmd = make(v, CommandKind::Charge);
                cmd.unit = c.unit;
                if (std::fabs(*in.chargeWheel) > 1e-9)
                    cmd.segments.push_back({lite::SegmentKind::Wheel, *in.chargeWheel, 0.0});
                out.command = cmd;
            }
            ImGui::EndDisabled();
        }
    if (!o.noCharge.empty()) {
        ImGui::Spacing();
        ImGui::TextDisabled("Cannot charge:");
        for (const auto& [unit, why] : o.noCharge) {
            ImGui::Bullet();
            ImGui::SameLine();
            textWrapped(ImGui::GetStyle().Colors[ImGuiCol_TextDisabled], why); // names the unit
            if (ImGui::IsItemHovered()) out.highlightUnit = unit;
        }
    }
    ImGui::Spacing();
    if (bigButton("Fight", -FLT_MIN)) out.command = make(v, CommandKind::EndPhase);
}

} // namespace guidon::client::decision
