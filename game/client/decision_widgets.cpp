#include "decision_widgets.h"

#include <imgui.h>

namespace guidon::client {

void drawBanner(core::Side side, const std::string& title, const UiFonts& fonts) {
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

float besidePanel(float width) {
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

void drawRefusal(const core::Refusal& refusal, const data::RulesReference* reference,
                 std::optional<std::string>& showRule) {
    ImGui::Spacing();
    textWrapped(kRefusalColour, "Refused, " + refusal.rule + ": " + refusal.reason);
    // The rule itself, as the quick reference words it.
    const data::RuleEntry* r = reference ? reference->find(refusal.rule) : nullptr;
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
        if (ImGui::SmallButton("In the rules reference (F1)")) showRule = r->id;
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

} // namespace guidon::client
