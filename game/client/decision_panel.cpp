#include "decision_panel.h"

#include "card_face.h"
#include "lite/game.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::client {

namespace {

using lite::Command;
using lite::CommandKind;

// [SECTION] Helpers

std::string fmt(const char* f, double a) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

const lite::Unit* unitAt(const lite::GameState& s, int i) {
    if (i < 0 || std::size_t(i) >= s.units.size()) return nullptr;
    return &s.units[std::size_t(i)];
}

std::string nameOfUnit(const lite::GameState& s, int i) {
    const lite::Unit* u = unitAt(s, i);
    return u ? unitName(*u) : std::string("?");
}

const lite::CardDef* cardOf(const lite::PlayerView& v, int instance) {
    for (const lite::CardInHand& c : v.hand)
        if (c.instance == instance) return c.def;
    return nullptr;
}

std::string cardNames(const lite::PlayerView& v, const std::vector<int>& cards) {
    std::string out;
    for (int inst : cards) {
        const lite::CardDef* d = cardOf(v, inst);
        if (!out.empty()) out += " + "; // names may hold commas ("Steady, Boys")
        out += d ? d->name : "?";
    }
    return out;
}

int moralePoints(const lite::PlayerView& v, const std::vector<int>& cards) {
    int n = 0;
    for (int inst : cards)
        if (const lite::CardDef* d = cardOf(v, inst)) n += d->morale;
    return n;
}

Command make(const lite::PlayerView& v, CommandKind k) {
    Command c;
    c.kind = k;
    c.side = v.me;
    return c;
}

void banner(core::Side side, const std::string& title, const UiFonts& fonts) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 p = ImGui::GetCursorScreenPos();
    float w = ImGui::GetContentRegionAvail().x;
    pushFont(fonts.title);
    float h = ImGui::GetTextLineHeight() + 8.f;
    ImVec4 c = sideStrip(side);
    dl->AddRectFilled(p, ImVec2(p.x + w, p.y + h), ImGui::ColorConvertFloat4ToU32(c), 4.f);
    dl->AddRectFilled(p, ImVec2(p.x + 5.f, p.y + h), IM_COL32(255, 214, 120, 255), 4.f,
                      ImDrawFlags_RoundCornersLeft);
    ImGui::SetCursorScreenPos(ImVec2(p.x + 12.f, p.y + 4.f));
    ImGui::TextColored(ImVec4(1.f, 0.97f, 0.90f, 1.f), "%s", title.c_str());
    popFont(fonts.title);
    ImGui::SetCursorScreenPos(ImVec2(p.x, p.y + h + 6.f));
    ImGui::Dummy(ImVec2(w, 0.f));
}

// A summary of the cards picked in the hand for an invocation, in a space
// of its own height: the buttons under it stay put as cards are picked.
void pickedSummary(const lite::PlayerView& v, const HandSelection& sel, bool disorder) {
    float top = ImGui::GetCursorPosY();
    if (sel.cards.empty() && sel.modifier < 0) {
        hint("No card picked yet: click a card in your hand below.");
    } else {
        std::string s =
            "Invoking with " + (sel.cards.empty() ? "(no card)" : cardNames(v, sel.cards));
        if (sel.cards.size() == 2)
            s += disorder ? " (two cards: disorder allowed)" : " (two cards)";
        if (sel.modifier >= 0) s += "; modifier " + cardNames(v, {sel.modifier});
        textWrapped(kGold, s + ".");
    }
    float room = 3.f * ImGui::GetTextLineHeightWithSpacing();
    float used = ImGui::GetCursorPosY() - top;
    if (used < room) ImGui::Dummy(ImVec2(0.f, room - used - ImGui::GetStyle().ItemSpacing.y));
}

Command invoke(const lite::PlayerView& v, const HandSelection& sel, lite::Phase phase) {
    Command c = make(v, CommandKind::Invoke);
    c.phase = phase;
    c.cards = sel.cards;
    c.modifier = sel.modifier;
    return c;
}

// A tooltip for the item just drawn stands left of the panel, level with
// the item (growing upward from an item in the lower half of the window),
// over the table: never on the panel's own buttons. Where the panel leaves
// less than `width` (the tooltip's text width; 0: 22 lines' ems) on its
// left, ImGui places it as usual, inside the window. Call just before
// BeginTooltip(); returns the width to wrap its text at.
float besidePanel(float width = 0.f) {
    if (width <= 0.f) width = ImGui::GetFontSize() * 22.f;
    float left = ImGui::GetWindowPos().x - 8.f;
    if (left - 2.f * ImGui::GetStyle().WindowPadding.x < width) return width;
    bool low = ImGui::GetItemRectMin().y > ImGui::GetIO().DisplaySize.y * 0.5f;
    ImGui::SetNextWindowPos(
        ImVec2(left, low ? ImGui::GetItemRectMax().y : ImGui::GetItemRectMin().y), ImGuiCond_Always,
        ImVec2(1.f, low ? 1.f : 0.f));
    return width;
}

// A tooltip of one sentence beside the panel.
void tooltipBeside(const std::string& text) {
    float wrap = besidePanel();
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(wrap);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

// The choice just drawn, when the mouse is over it (or is working it), is
// the one the table previews.
void previewIfHovered(const Command& c, bool legal, DecisionOutput& out) {
    if (legal &&
        (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) || ImGui::IsItemActive()))
        out.preview = c;
}

// A big button for a command the rules are asked first: greyed when they
// would refuse it, with their reason on hover. `first`, when set, is what
// the player must do before the rules can be asked (pick a card).
// A click on it greyed shows the refusal as a refused command's would be,
// and sends nothing.
// `primary`: drawn brighter when enabled (a phase to invoke, not a pass).
bool ruledButton(const char* label, const lite::GameState& s, const Command& c, float width,
                 DecisionOutput& out, const char* first = nullptr, bool primary = false) {
    std::optional<core::Refusal> why;
    if (!first) why = lite::validate(s, c);
    bool off = first || why;
    bool bright = primary && !off;
    if (bright) pushPrimaryButton();
    ImGui::BeginDisabled(off);
    bool clicked = bigButton(label, width);
    ImGui::EndDisabled();
    if (bright) popPrimaryButton();
    if (off && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        tooltipBeside(first ? std::string(first) : why->rule + ": " + why->reason);
        if (why && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) out.explain = why;
    }
    return clicked && !off;
}

// [SECTION] One section per step

void reshuffleChoice(const lite::PlayerView& v, DecisionOutput& out) {
    const lite::SideSummary& me = v.side(v.me);
    hint("Your deck holds " + std::to_string(me.deck) + " cards and your discards " +
         std::to_string(me.discards) +
         ". A reshuffle puts the discards back into the deck and shuffles it; then six cards "
         "leave the game unseen (LL-CARD-2).");
    float w = rowButtonWidth(2);
    if (bigButton("Reshuffle", w)) out.command = make(v, CommandKind::Reshuffle);
    ImGui::SameLine();
    if (bigButton("Keep", w)) out.command = make(v, CommandKind::KeepDeck);
}

void fireChoice(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                DecisionOutput& out) {
    hint("Invoke a fire phase with a card from your hand, or go on to the command choice.");
    pickedSummary(v, sel, false);
    float w = rowButtonWidth(2);
    const char* first = sel.cards.empty() ? "Click a card in your hand first." : nullptr;
    Command fire = invoke(v, sel, lite::Phase::Fire);
    if (ruledButton("Invoke fire phase", s, fire, w, out, first, true)) out.command = fire;
    ImGui::SameLine();
    Command none = make(v, CommandKind::NoFire);
    if (ruledButton("No fire", s, none, w, out)) out.command = none;
}

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
                    nameOfUnit(s, c.unit) + " could charge " + nameOfUnit(s, c.plan.target) +
                        fmt(" (%.1f BW)", c.plan.length) +
                        (c.plan.disorder ? ", with two cards (disorder)" : ""));
        if (ImGui::IsItemHovered()) out.highlightUnit = c.unit;
    }
}

void commandChoice(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                   const DecisionInput& in, DecisionOutput& out) {
    hint("Invoke a movement or a combat phase with a card from your hand, or pass.");
    pickedSummary(v, sel, true);
    float w = rowButtonWidth(2);
    const char* first = sel.cards.empty() ? "Click a card in your hand first." : nullptr;
    Command move = invoke(v, sel, lite::Phase::Movement);
    if (ruledButton("Movement", s, move, w, out, first, true)) out.command = move;
    ImGui::SameLine();
    Command combat = invoke(v, sel, lite::Phase::Combat);
    if (ruledButton("Combat", s, combat, w, out, first, true)) out.command = combat;
    chargesBeforeCombat(s, in.combatPreview, out);
    // Pass: lower down, never where the fire choice's buttons were, and
    // asked about first, so a double click cannot give the turn away.
    ImGui::Spacing();
    Command pass = make(v, CommandKind::Pass);
    bool asked = in.askPass && *in.askPass;
    if (!asked) {
        if (ruledButton("Pass", s, pass, rowButtonWidth(3), out)) {
            if (in.askPass)
                *in.askPass = true;
            else
                out.command = pass;
        }
    } else {
        textWrapped(kGold, "Pass this turn, with no phase?");
        float w2 = rowButtonWidth(2);
        // The keys answer only a question that has them: Enter for a move
        // plan, a save's name or another dialog never passes the turn.
        bool keys = in.keysFree && !ImGui::GetIO().WantTextInput;
        if (bigButton("Keep the turn", w2) || (keys && keyTapped(ImGuiKey_Escape)))
            *in.askPass = false;
        ImGui::SameLine();
        if (ruledButton("Yes, pass", s, pass, w2, out) || (keys && keyTapped(ImGuiKey_Enter)))
            out.command = pass;
    }
}

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
    ImGui::TextColored(sideColour(u.side), "Trying a move: %s", unitName(u).c_str());
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
                            fmt(" (%.1f BW)", c.plan.length);
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
                ImGui::Text("Wheels %.0f\xC2\xB0 %s, then %.1f BW straight ahead.",
                            std::fabs(c.plan.wheel), c.plan.wheel < 0 ? "left" : "right",
                            c.plan.distance);
            else
                ImGui::Text("Straight ahead %.1f BW.", c.plan.distance);
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
            // LL-CHARGE-1: the wheel's outer corner goes at most 1 BW.
            const lite::Unit& cu = s.units[std::size_t(c.unit)];
            float most = float(std::min(90.0, 180.0 / lite::kPi / std::max(1.0, cu.width())));
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

// A button for a command the rules are asked about first: greyed, with
// their refusal as its tooltip, when they would refuse it.
// True when the rules would take the command (the button is enabled).
bool checkedButton(const char* label, const lite::GameState& s, const Command& c,
                   DecisionOutput& out, float width = 0.f) {
    std::optional<core::Refusal> why = lite::validate(s, c);
    ImGui::BeginDisabled(why.has_value());
    if (ImGui::Button(label, ImVec2(width, 0.f))) out.command = c;
    ImGui::EndDisabled();
    previewIfHovered(c, !why, out);
    if (why && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        tooltipBeside(why->rule + ": " + why->reason);
    }
    return !why;
}

std::string segmentText(const lite::MoveSegment& m) {
    char buf[64];
    if (m.kind == lite::SegmentKind::Wheel)
        std::snprintf(buf, sizeof buf, "Wheel %s %.0f\xC2\xB0", m.angle > 0 ? "right" : "left",
                      std::fabs(m.angle));
    else if (m.kind == lite::SegmentKind::Flank)
        std::snprintf(buf, sizeof buf, "Flank %s %.2f BW", m.angle > 0 ? "right" : "left",
                      m.distance);
    else if (std::fabs(m.angle) > 0.05)
        std::snprintf(buf, sizeof buf, "Oblique %.0f\xC2\xB0 %s %.2f BW", std::fabs(m.angle),
                      m.angle > 0 ? "right" : "left", m.distance);
    else
        std::snprintf(buf, sizeof buf, "Forward %.2f BW", m.distance);
    return buf;
}

void movementPhase(const lite::PlayerView& v, const lite::GameState& s, const DecisionInput& in,
                   DecisionOutput& out) {
    MovePlanner* p = in.planner;
    if (!p || !p->active()) {
        hint("Click one of your units on the table to move it, or end the phase. A unit moves "
             "once a phase (LL-MOVE-1).");
    } else {
        const lite::Unit& u = s.units[std::size_t(p->unit())];
        ImGui::TextColored(sideColour(u.side), "%s", unitName(u).c_str());
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
            ImGui::Text("Allowance: %.2f of %.2f BW", r->cost, r->allowance);
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
            ImGui::SliderFloat("##prolong", &prolong, -1.f, 1.f, "%.2f BW");
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

void interruptWindow(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                     int tableUnit, const UiFonts& fonts, DecisionOutput& out) {
    if (v.window == lite::Phase::None)
        hint(std::string("The ") + sideTitle(v.active) +
             " turn begins. You may answer with an interrupt now (LL-CARD-4).");
    else
        hint(std::string("The ") + sideTitle(v.active) + " player has invoked a " +
             phaseWord(v.window) + " phase. You may answer with an interrupt (LL-CARD-4).");
    for (int inst : v.playableInterrupts) {
        const lite::CardDef* d = cardOf(v, inst);
        if (!d) continue;
        ImGui::PushID(inst);
        if (lite::namesUnit(d->effect.kind)) {
            // Old Rivals names an enemy unit: the one picked here, or on the table.
            if (sel.unit < 0 && tableUnit >= 0) {
                const lite::Unit* t = unitAt(s, tableUnit);
                if (t && t->side == v.active && t->onTable()) sel.unit = tableUnit;
            }
            ImGui::Text("%s names one enemy unit:", d->name.c_str());
            ImGui::BeginChild("units", ImVec2(0.f, 112.f), true);
            for (std::size_t i = 0; i < s.units.size(); ++i) {
                const lite::Unit& u = s.units[i];
                if (u.side != v.active || !u.onTable()) continue;
                ImGui::PushID(int(i));
                if (ImGui::Selectable(unitName(u).c_str(), sel.unit == int(i))) sel.unit = int(i);
                if (ImGui::IsItemHovered()) out.highlightUnit = int(i);
                ImGui::PopID();
            }
            ImGui::EndChild();
            if (out.highlightUnit < 0) out.highlightUnit = sel.unit;
            std::string label = "Play " + d->name +
                                (sel.unit >= 0 ? " on " + nameOfUnit(s, sel.unit) : std::string());
            ImGui::BeginDisabled(sel.unit < 0);
            if (bigButton(label.c_str(), -FLT_MIN)) {
                Command c = make(v, CommandKind::Interrupt);
                c.cards = {inst};
                c.unit = sel.unit;
                out.command = c;
            }
            ImGui::EndDisabled();
        } else {
            std::string label = "Play " + d->name;
            if (bigButton(label.c_str(), -FLT_MIN)) {
                Command c = make(v, CommandKind::Interrupt);
                c.cards = {inst};
                out.command = c;
            }
        }
        if (ImGui::IsItemHovered()) {
            besidePanel(kCardTooltipWidth);
            cardTooltip(*d, fonts);
        }
        ImGui::PopID();
    }
    if (bigButton("No interrupt", -FLT_MIN)) out.command = make(v, CommandKind::NoInterrupt);
}

void morale(const lite::PlayerView& v, const lite::GameState& s, const HandSelection& sel,
            DecisionOutput& out) {
    const std::string unit = nameOfUnit(s, s.morale.unit);
    out.highlightUnit = s.morale.unit;
    hint(unit + " is hit. Spend up to " + std::to_string(v.moraleMaxCards) +
         (v.moraleMaxCards == 1 ? " card" : " cards") +
         " for morale: each point of morale value saves one hit or base, " +
         std::to_string(v.moraleMaxPoints) + " at most (LL-FIRE-6, LL-COMBAT-5).");
    if (!sel.cards.empty()) {
        int pts = moralePoints(v, sel.cards);
        textWrapped(kGold, "Spending " + cardNames(v, sel.cards) + ": " + std::to_string(pts) +
                               (pts == 1 ? " point" : " points") +
                               (pts > v.moraleMaxPoints
                                    ? " (" + std::to_string(v.moraleMaxPoints) + " can be used)"
                                    : std::string()) +
                               ".");
    }
    float w = rowButtonWidth(2);
    std::string spend = sel.cards.empty() ? std::string("Spend cards")
                                          : "Spend " + std::to_string(sel.cards.size()) +
                                                (sel.cards.size() == 1 ? " card" : " cards");
    ImGui::BeginDisabled(sel.cards.empty());
    if (bigButton(spend.c_str(), w)) {
        Command c = make(v, CommandKind::Morale);
        c.cards = sel.cards;
        out.command = c;
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (bigButton("Spend none", w)) out.command = make(v, CommandKind::Morale);
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

void fallbackDiscard(const lite::PlayerView& v, const lite::GameState& s, const HandSelection& sel,
                     DecisionOutput& out) {
    std::string first = v.fallUnit >= 0 ? nameOfUnit(s, v.fallUnit) : std::string("Your units");
    out.highlightUnit = v.fallUnit;
    // The distance is rolled after this choice (v.fallDistance is 0 until then).
    hint("Units of yours must fall back, " + first +
         " first. Discard one card and all of them pass friends and difficult terrain freely "
         "(LL-FALLBACK-3); else each pays for what it passes.");
    float w = rowButtonWidth(2);
    std::string label =
        sel.cards.empty() ? std::string("Discard a card") : "Discard " + cardNames(v, sel.cards);
    ImGui::BeginDisabled(sel.cards.size() != 1);
    if (bigButton(label.c_str(), w)) {
        Command c = make(v, CommandKind::Discard);
        c.cards = sel.cards;
        out.command = c;
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (bigButton("No discard", w)) out.command = make(v, CommandKind::NoDiscard);
}

void fallbackDirection(const lite::PlayerView& v, const lite::GameState& s,
                       const DecisionOptions& o, DecisionOutput& out) {
    out.highlightUnit = v.fallUnit;
    hint(nameOfUnit(s, v.fallUnit) + " falls back at least " + std::to_string(v.fallDistance) +
         " BW. Which way (LL-FALLBACK-2)?");
    for (int dir : {0, -1, 1}) {
        const lite::FallOption* opt = nullptr;
        for (const lite::FallOption& f : o.falls)
            if (f.direction == dir) opt = &f;
        const char* way = dir == 0  ? "To the rear"
                          : dir < 0 ? "By the left flank"
                                    : "By the right flank";
        std::string label = way;
        if (opt && opt->legal) label += fmt(" (%.1f BW)", opt->distance);
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
            ImGui::TextDisabled("  %.1f BW: not the shortest way", opt->distance);
        else if (opt && !opt->legal)
            ImGui::TextDisabled("  %s", opt->offTable ? "leaves the table" : "blocked");
        else if (opt && (opt->difficult || !opt->friendsPassed.empty()))
            ImGui::TextDisabled("  through %s", opt->difficult ? "difficult ground" : "friends");
        ImGui::PopID();
    }
}

} // namespace

void drawBanner(core::Side side, const std::string& title, const UiFonts& fonts) {
    banner(side, title, fonts);
}

// [SECTION] The panel

DecisionOutput drawDecision(const DecisionInput& in) {
    DecisionOutput out;
    const lite::PlayerView& v = *in.view;
    const lite::GameState& s = *in.state;
    HandSelection& sel = *in.selection;
    if (v.over) {
        banner(v.hasWinner ? v.winner : v.active, "Game over", *in.fonts);
        if (v.hasWinner)
            textWrapped(sideColour(v.winner), std::string(sideTitle(v.winner)) + " victory.");
        if (!v.endReason.empty()) hint(sentence(v.endReason));
        return out;
    }
    std::string title = std::string(sideTitle(v.me)) + " \xC2\xB7 ";
    switch (v.step) {
    case lite::Step::InterruptWindow:
        title += "Interrupt";
        break;
    case lite::Step::ReshuffleChoice:
        title += "Reshuffle";
        break;
    case lite::Step::FireChoice:
        title += "Fire option";
        break;
    case lite::Step::CommandChoice:
        title += "Command choice";
        break;
    case lite::Step::Phase:
        title += std::string(phaseTitle(v.phase)) + " phase";
        break;
    case lite::Step::Morale:
        title += "Morale";
        break;
    case lite::Step::Losses:
        title += "Losses";
        break;
    case lite::Step::FallbackDiscard:
    case lite::Step::FallbackDirection:
        title += "Fall back";
        break;
    case lite::Step::GameOver:
        break;
    }
    if (in.computerDecides) {
        core::Side d = lite::decider(s);
        banner(d, std::string(sideTitle(d)) + " \xC2\xB7 " + in.computerTitle, *in.fonts);
        hint("The computer is deciding: " + in.waiting + ".");
        return out;
    }
    banner(v.me, title, *in.fonts);
    ImGui::PushID("decision");
    switch (v.step) {
    case lite::Step::ReshuffleChoice:
        reshuffleChoice(v, out);
        break;
    case lite::Step::FireChoice:
        fireChoice(v, s, sel, out);
        break;
    case lite::Step::CommandChoice:
        commandChoice(v, s, sel, in, out);
        if (in.previewMove) movePreview(s, in);
        break;
    case lite::Step::Phase:
        if (v.phase == lite::Phase::Fire)
            firePhase(v, s, *in.options, out);
        else if (v.phase == lite::Phase::Combat)
            combatPhase(v, s, *in.options, in, out);
        else
            movementPhase(v, s, in, out);
        break;
    case lite::Step::InterruptWindow:
        interruptWindow(v, s, sel, in.tableUnit, *in.fonts, out);
        break;
    case lite::Step::Morale:
        morale(v, s, sel, out);
        break;
    case lite::Step::Losses:
        losses(v, s, *in.options, out);
        break;
    case lite::Step::FallbackDiscard:
        fallbackDiscard(v, s, sel, out);
        break;
    case lite::Step::FallbackDirection:
        fallbackDirection(v, s, *in.options, out);
        break;
    case lite::Step::GameOver:
        break;
    }
    ImGui::PopID();
    if (in.refusal) {
        ImGui::Spacing();
        textWrapped(kRefusalColour, "Refused, " + in.refusal->rule + ": " + in.refusal->reason);
        // The rule itself, as the quick reference words it.
        const data::RuleEntry* r = in.reference ? in.reference->find(in.refusal->rule) : nullptr;
        if (r) {
            // On a dark red ground: content first on the upper channel, then
            // the ground behind it once its height is known.
            ImDrawList* dl = ImGui::GetWindowDrawList();
            dl->ChannelsSplit(2);
            dl->ChannelsSetCurrent(1);
            ImGui::Indent(6.f);
            ImGui::BeginGroup();
            ImGui::Dummy(ImVec2(0.f, 2.f));
            ImGui::TextColored(kGold, "%s %s", r->id.c_str(), r->title.c_str());
            ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - 6.f);
            ImGui::TextUnformatted(r->text.c_str());
            ImGui::PopTextWrapPos();
            if (ImGui::SmallButton("In the rules reference (F1)")) out.showRule = r->id;
            ImGui::EndGroup();
            ImGui::Unindent(6.f);
            ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
            dl->ChannelsSetCurrent(0);
            float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
            dl->AddRectFilled(ImVec2(a.x - 6.f, a.y - 2.f), ImVec2(right, b.y + 4.f),
                              IM_COL32(70, 28, 22, 150), 4.f);
            dl->ChannelsMerge();
            ImGui::Dummy(ImVec2(0.f, 4.f));
        }
    }
    return out;
}

} // namespace guidon::client
