// The decision panel's decisions that move bases: the movement phase (the
// move planned on the table, formation changes, by guidon, prolong, undo),
// a move tried at the command choice, the losses' re-forming and the fall
// back's way. Part of the decision panel (decision_steps.h).
#include "decision_steps.h"

#include "client/lengths.h"
#include "lite/game.h"
#include "lite/ruleset.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::client::decision {

namespace {

std::string segmentText(const lite::MoveSegment& m) {
    char buf[64];
    if (m.kind == lite::SegmentKind::Wheel)
        std::snprintf(buf, sizeof buf, "Wheel %s %.0f\xC2\xB0", m.angle > 0 ? "right" : "left",
                      std::fabs(m.angle));
    else if (m.kind == lite::SegmentKind::Flank)
        std::snprintf(buf, sizeof buf, "Flank %s %s", m.angle > 0 ? "right" : "left",
                      lengthText(m.distance, lite::ruleset().length, 2).c_str());
    else if (std::fabs(m.angle) > 0.05)
        std::snprintf(buf, sizeof buf, "Oblique %.0f\xC2\xB0 %s %s", std::fabs(m.angle),
                      m.angle > 0 ? "right" : "left",
                      lengthText(m.distance, lite::ruleset().length, 2).c_str());
    else
        std::snprintf(buf, sizeof buf, "Forward %s",
                      lengthText(m.distance, lite::ruleset().length, 2).c_str());
    return buf;
}

} // namespace

// At the command choice: a move planned as a preview says whether the
// movement phase needs two cards.
void movePreview(const lite::GameState& s, const DecisionInput& in) {
    MovePlanner* p = in.planner;
    if (!p) return;
    ImGui::Spacing();
    if (!p->active()) {
        hint("Before choosing: click one of your units and drag to try a move; Guidon says "
             "whether it would need a movement phase of two cards.");
        return;
    }
    const lite::Unit& u = s.units[std::size_t(p->unit())];
    ImGui::TextColored(sideColour(u.side), "Trying a move: %s", u.shownName().c_str());
    const lite::MoveReport* r = in.plan;
    bool something = !p->segments().empty() || p->pending() || p->aboutFace();
    if (!r || !something) {
        hint("Drag on the table (W O Q E X for the kind of segment, Esc to stop trying).");
        return;
    }
    if (!r->legal)
        textWrapped(kRefusalColour, r->refusal.rule + ": " + r->refusal.reason);
    else if (r->disorder)
        textWrapped(kGold, "This move disorders (" + r->disorderReason +
                               "): invoke the movement phase with two cards (LL-MOVE-7).");
    else
        hint("One card is enough for this move.");
}

void movementPhase(const lite::PlayerView& v, const lite::GameState& s, const DecisionInput& in,
                   DecisionOutput& out) {
    MovePlanner* p = in.planner;
    if (!p || !p->active()) {
        hint("Click one of your units on the table to move it, or end the phase. A unit moves "
             "once a phase (LL-MOVE-1).");
    } else {
        const lite::Unit& u = s.units[std::size_t(p->unit())];
        ImGui::TextColored(sideColour(u.side), "%s", u.shownName().c_str());
        const MoveMode modes[] = {MoveMode::Forward, MoveMode::Oblique, MoveMode::WheelLeft,
                                  MoveMode::WheelRight, MoveMode::Flank};
        const char* keys[] = {"W", "O", "Q", "E", "X"};
        for (int k = 0; k < 5; ++k) {
            if (k > 0 && k != 3) ImGui::SameLine();
            bool on = p->mode() == modes[k];
            if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.62f, 0.44f, 0.16f, 1.f));
            std::string label = std::string(modeTitle(modes[k])) + " (" + keys[k] + ")";
            if (ImGui::Button(label.c_str())) p->setMode(modes[k]);
            if (on) ImGui::PopStyleColor();
        }
        bool about = p->aboutFace();
        if (ImGui::Checkbox("About face first (A)", &about)) p->setAboutFace(about);
        hint("Drag on the table from the unit: the ghost follows, held to what the rules allow. "
             "Segments chain; Enter moves, Backspace takes back a segment, Esc cancels.");
        int n = 0;
        for (const lite::MoveSegment& m : p->segments())
            ImGui::BulletText("%d. %s", ++n, segmentText(m).c_str());
        if (p->pending())
            ImGui::TextColored(kGold, "   %d. %s", n + 1, segmentText(*p->pending()).c_str());
        if (!p->limitReason().empty())
            textWrapped(kRefusalColour, "Stops here, " + p->limitRule() + ": " + p->limitReason());
        const lite::MoveReport* r = in.plan;
        bool something = !p->segments().empty() || p->pending() || p->aboutFace();
        if (r && something) {
            ImGui::Text("Allowance: %.2f of %s", r->cost,
                        lengthText(r->allowance, lite::ruleset().length, 2).c_str());
            if (!r->legal)
                textWrapped(kRefusalColour, r->refusal.rule + ": " + r->refusal.reason);
            else if (r->disorder)
                hint("Disorder (" + r->disorderReason + "): allowed, the phase has two cards.");
        }
        float w = rowButtonWidth(3);
        ImGui::BeginDisabled(!r || !r->legal || !something);
        if (bigButton("Move (Enter)", w)) out.command = p->command(s, false);
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::BeginDisabled(p->segments().empty() && !p->aboutFace());
        if (bigButton("Undo (Bksp)", w)) p->removeLast();
        ImGui::EndDisabled();
        ImGui::SameLine();
        if (bigButton("Cancel (Esc)", w)) p->cancel();
        // Formation changes instead of a move (LL-MOVE-5).
        auto form = [&](const char* label, lite::FormationKind k) {
            Command c = make(v, CommandKind::Form);
            c.unit = p->unit();
            c.formation.kind = k;
            checkedButton(label, s, c, out);
        };
        ImGui::TextDisabled("Or change formation:");
        form("Face left", lite::FormationKind::FaceLeft);
        ImGui::SameLine();
        form("Face right", lite::FormationKind::FaceRight);
        if (u.type == lite::UnitType::Artillery) {
            ImGui::SameLine();
            form(u.limbered ? "Unlimber" : "Limber",
                 u.limbered ? lite::FormationKind::Unlimber : lite::FormationKind::Limber);
        }
        // By guidon (infantry): a front-rank base keeps its place and the
        // unit re-forms on it, left, right or rear (LL-MOVE-5).
        static int guidonFile = 0, guidonForm = 1, guidonFiles = 0;
        if (u.type == lite::UnitType::Infantry) {
            int files = u.shownFiles();
            guidonFile = std::clamp(guidonFile, 0, files - 1);
            if (guidonFiles < 1 || guidonFiles > u.bases) guidonFiles = files;
            ImGui::TextDisabled("By guidon: keep a base, re-form on it (LL-MOVE-5)");
            ImGui::SetNextItemWidth(90.f);
            ImGui::SliderInt("##gbase", &guidonFile, 0, files - 1, "base %d");
            // While the player works these, the table shows the change.
            bool working = ImGui::IsItemHovered() || ImGui::IsItemActive();
            if (ImGui::IsItemHovered()) {
                tooltipBeside("The front-rank base that keeps its place (0 is the leftmost).");
            }
            ImGui::SameLine();
            ImGui::SetNextItemWidth(80.f);
            const char* forms[] = {"left", "right", "rear"};
            ImGui::Combo("##gform", &guidonForm, forms, 3);
            working = working || ImGui::IsItemHovered() || ImGui::IsItemActive();
            ImGui::SameLine();
            ImGui::SetNextItemWidth(90.f);
            ImGui::SliderInt("##gfiles", &guidonFiles, 1, u.bases, "%d wide");
            working = working || ImGui::IsItemHovered() || ImGui::IsItemActive();
            Command c = make(v, CommandKind::Form);
            c.unit = p->unit();
            c.formation.kind = lite::FormationKind::Guidon;
            c.formation.file = guidonFile;
            c.formation.form = guidonForm == 0   ? lite::GuidonForm::Left
                               : guidonForm == 1 ? lite::GuidonForm::Right
                                                 : lite::GuidonForm::Rear;
            c.formation.files = guidonFiles;
            if (checkedButton("Change formation by guidon", s, c, out, -FLT_MIN) && working)
                out.preview = c;
        }
        // Prolong (unlimbered guns): up to 1 BW straight forward or back.
        static float prolong = 1.f;
        if (u.type == lite::UnitType::Artillery && !u.limbered) {
            ImGui::SetNextItemWidth(140.f);
            ImGui::SliderFloat("##prolong", &prolong, -1.f, 1.f,
                               lengthFormat(lite::ruleset().length, 2).c_str());
            bool working = ImGui::IsItemHovered() || ImGui::IsItemActive();
            ImGui::SameLine();
            Command c = make(v, CommandKind::Form);
            c.unit = p->unit();
            c.formation.kind = lite::FormationKind::Prolong;
            c.formation.distance = prolong;
            if (checkedButton("Prolong", s, c, out) && working) out.preview = c;
        }
    }
    ImGui::Spacing();
    ImGui::BeginDisabled(!in.canUndo);
    if (bigButton("Take back the last move (Ctrl+Z)", -FLT_MIN)) out.undo = true;
    ImGui::EndDisabled();
    if (bigButton("End movement phase", -FLT_MIN)) out.command = make(v, CommandKind::EndPhase);
}

void losses(const lite::PlayerView& v, const lite::GameState& s, const DecisionOptions& o,
            DecisionOutput& out) {
    const lite::Unit* u = unitAt(s, v.lossUnit);
    out.highlightUnit = v.lossUnit;
    hint(nameOfUnit(s, v.lossUnit) + " loses " + std::to_string(v.lossCount) +
         (v.lossCount == 1 ? " base" : " bases") + ". Choose how it re-forms (LL-LOSS-1).");
    auto lossCommand = [&](int files, int anchor) {
        Command c = make(v, CommandKind::Losses);
        c.unit = v.lossUnit;
        c.files = files;
        c.anchor = anchor;
        return c;
    };
    auto send = [&](int files, int anchor) { out.command = lossCommand(files, anchor); };
    if (bigButton("As wide as it can stay (default)", -FLT_MIN)) send(0, 0);
    previewIfHovered(lossCommand(0, 0), true, out);
    if (!u || o.losses.empty()) return;
    bool guns = u->type == lite::UnitType::Artillery;
    ImGui::TextDisabled("Or re-form:");
    const char* flank[3] = {"keep left", "centre", "keep right"};
    if (ImGui::BeginTable("losses", 4, ImGuiTableFlags_SizingStretchSame)) {
        for (int files = guns ? 0 : o.lossMaxFiles; files >= (guns ? 0 : 1); --files) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            if (guns)
                ImGui::TextDisabled("guns");
            else
                ImGui::TextDisabled("%d file%s", files, files == 1 ? "" : "s");
            for (int anchor = -1; anchor <= 1; ++anchor) {
                ImGui::TableNextColumn();
                const DecisionOptions::Loss* opt = nullptr;
                for (const DecisionOptions::Loss& l : o.losses)
                    if (l.files == files && l.anchor == anchor) opt = &l;
                if (!opt) continue;
                ImGui::PushID(files * 8 + anchor + 1);
                ImGui::BeginDisabled(!opt->legal);
                if (ImGui::SmallButton(flank[anchor + 1])) send(files, anchor);
                ImGui::EndDisabled();
                previewIfHovered(lossCommand(files, anchor), opt->legal, out);
                if (!opt->legal && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
                    tooltipBeside(opt->why);
                }
                ImGui::PopID();
            }
        }
        ImGui::EndTable();
    }
}

void fallbackDirection(const lite::PlayerView& v, const lite::GameState& s,
                       const DecisionOptions& o, DecisionOutput& out) {
    out.highlightUnit = v.fallUnit;
    hint(nameOfUnit(s, v.fallUnit) + " falls back at least " +
         lengthText(double(v.fallDistance), lite::ruleset().length, 0) +
         ". Which way (LL-FALLBACK-2)?");
    for (int dir : {0, -1, 1}) {
        const lite::FallOption* opt = nullptr;
        for (const lite::FallOption& f : o.falls)
            if (f.direction == dir) opt = &f;
        const char* way = dir == 0  ? "To the rear"
                          : dir < 0 ? "By the left flank"
                                    : "By the right flank";
        std::string label = way;
        if (opt && opt->legal)
            label += " (" + lengthText(opt->distance, lite::ruleset().length, 1) + ")";
        ImGui::PushID(dir + 1);
        ImGui::BeginDisabled(!opt || !opt->legal);
        Command c = make(v, CommandKind::FallBack);
        c.unit = v.fallUnit;
        c.anchor = dir;
        if (bigButton(label.c_str(), -FLT_MIN)) out.command = c;
        ImGui::EndDisabled();
        previewIfHovered(c, opt && opt->legal, out);
        // Only the ways the rules offer are enabled: the shortest legal ones
        // (LL-FALLBACK-2); the others say why not.
        if (opt && opt->longer)
            ImGui::TextDisabled("  %s: not the shortest way",
                                lengthText(opt->distance, lite::ruleset().length, 1).c_str());
        else if (opt && !opt->legal)
            ImGui::TextDisabled("  %s", opt->offTable ? "leaves the table" : "blocked");
        else if (opt && (opt->difficult || !opt->friendsPassed.empty()))
            ImGui::TextDisabled("  through %s", opt->difficult ? "difficult ground" : "friends");
        ImGui::PopID();
    }
}

} // namespace guidon::client::decision
