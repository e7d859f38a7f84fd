// The decision panel: the banner and the step the game is at, drawn by its
// section (decision_steps.h), then the last refusal. Lite's: its steps,
// commands and options are the card game's.
#include "decision_steps.h"

#include "core/words.h"
#include "lite/game.h"
#include "phase_words.h"

#include <imgui.h>

#include <cmath>
#include <cstdio>

namespace guidon::client {

namespace decision {

// [SECTION] Helpers the steps share

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
    return u ? u->shownName() : std::string("?");
}

const lite::CardDef* cardOf(const lite::PlayerView& v, int instance) {
    for (const lite::CardInHand& c : v.hand)
        if (c.instance == instance) return c.def;
    return nullptr;
}

std::string cardNames(const lite::PlayerView& v, const std::vector<int>& cards) {
    std::vector<std::string> names;
    for (int inst : cards) {
        const lite::CardDef* d = cardOf(v, inst);
        names.push_back(d ? d->name : "?");
    }
    return core::joinWords(names, " + ", " + "); // names may hold commas ("Steady, Boys")
}

Command make(const lite::PlayerView& v, CommandKind k) {
    Command c;
    c.kind = k;
    c.side = v.me;
    return c;
}

void previewIfHovered(const Command& c, bool legal, DecisionOutput& out) {
    if (legal &&
        (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled) || ImGui::IsItemActive()))
        out.preview = c;
}

bool ruledButton(const char* label, const lite::GameState& s, const Command& c, float width,
                 DecisionOutput& out, const char* first, bool primary) {
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

bool checkedButton(const char* label, const lite::GameState& s, const Command& c,
                   DecisionOutput& out, float width) {
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

} // namespace decision

// [SECTION] The panel

DecisionOutput drawDecision(const DecisionInput& in) {
    using namespace decision;
    DecisionOutput out;
    const lite::PlayerView& v = *in.view;
    const lite::GameState& s = *in.state;
    HandSelection& sel = *in.selection;
    if (v.over) {
        drawBanner(v.hasWinner ? v.winner : v.active, "Game over", *in.fonts);
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
        drawBanner(d, std::string(sideTitle(d)) + " \xC2\xB7 " + in.computerTitle, *in.fonts);
        hint("The computer is deciding: " + in.waiting + ".");
        return out;
    }
    drawBanner(v.me, title, *in.fonts);
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
    if (in.refusal) drawRefusal(*in.refusal, in.reference, out.showRule);
    return out;
}

} // namespace guidon::client
