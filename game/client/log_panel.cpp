#include "log_panel.h"

namespace guidon::client {

namespace {
ImU32 barColour(const rules::Event& e) {
    return e.side == rules::Side::Federal ? IM_COL32(92, 128, 220, 255)
                                          : IM_COL32(176, 178, 184, 255);
}
} // namespace

void LogPanel::draw(const std::vector<rules::Event>& log, const UiFonts& fonts, float height) {
    ImGui::BeginChild("log", ImVec2(0.f, height), true);
    // Follow the newest event until the player scrolls back to read; follow
    // again once he is back at the bottom.
    float y = ImGui::GetScrollY();
    if (y < lastScroll_ - 0.5f) follow_ = false;
    if (y >= ImGui::GetScrollMaxY() - 2.f) follow_ = true;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (std::size_t i = 0; i < log.size(); ++i) {
        const rules::Event& e = log[i];
        if (e.kind == rules::EventKind::TurnStarted) {
            if (i > 0) ImGui::Spacing();
            pushFont(fonts.title);
            ImGui::TextColored(sideColour(e.side), "%s", e.text.c_str());
            popFont(fonts.title);
            ImGui::Separator();
            continue;
        }
        ImVec2 p = ImGui::GetCursorScreenPos();
        ImGui::Indent(9.f);
        ImVec4 colour = ImGui::GetStyle().Colors[ImGuiCol_Text];
        if (e.kind == rules::EventKind::GameOver) colour = kGold;
        if (e.kind == rules::EventKind::VictoryRoll || e.kind == rules::EventKind::GameStarted)
            colour = ImVec4(0.93f, 0.85f, 0.62f, 1.f);
        if (e.kind == rules::EventKind::CardsDrawn || e.kind == rules::EventKind::PhaseEnded ||
            e.kind == rules::EventKind::SmokeRemoved)
            colour = ImGui::GetStyle().Colors[ImGuiCol_TextDisabled];
        textWrapped(colour, e.text);
        ImGui::Unindent(9.f);
        float bottom = ImGui::GetItemRectMax().y;
        dl->AddRectFilled(ImVec2(p.x + 1.f, p.y + 2.f), ImVec2(p.x + 4.f, bottom - 1.f),
                          barColour(e));
    }
    if (log.empty()) ImGui::TextDisabled("Nothing has happened yet.");
    // Every frame while following: a new scrollbar narrows the text, which
    // then wraps onto more lines than the frame before knew.
    if (follow_) ImGui::SetScrollHereY(1.f);
    lastScroll_ = y;
    ImGui::EndChild();
}

} // namespace guidon::client
