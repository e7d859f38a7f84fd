#include "hot_seat.h"

#include "rules/game.h"

#include <algorithm>

namespace guidon::client {

namespace {

ImU32 u32(const ImVec4& c) {
    return ImGui::ColorConvertFloat4ToU32(c);
}

} // namespace

bool HotSeat::curtainUp(const rules::GameState& s) const {
    if (s.over) return false;
    return !seated_ || *seated_ != rules::decider(s);
}

bool drawCurtain(const CurtainText& t, const UiFonts& fonts, ImVec2 size) {
    ImGui::SetNextWindowPos(ImVec2(0.f, 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.075f, 0.065f, 0.055f, 1.f));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav;
    bool pressed = false;
    ImGui::Begin("##curtain", nullptr, flags);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar(2);

    // A broad band of the side's colour across the middle, brass lines above
    // and below, like the edge of a regimental colour.
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRectFullScreen(); // edge to edge, not inside the window's padding
    float midY = size.y * 0.46f;
    float bandH = 190.f;
    ImVec4 strip = sideStrip(t.side);
    ImVec4 dark(strip.x * 0.45f, strip.y * 0.45f, strip.z * 0.45f, 1.f);
    dl->AddRectFilledMultiColor(ImVec2(0.f, midY - bandH * 0.5f),
                                ImVec2(size.x, midY + bandH * 0.5f), u32(dark), u32(dark),
                                u32(strip), u32(strip));
    ImU32 brass = IM_COL32(201, 162, 84, 255);
    dl->AddLine(ImVec2(0.f, midY - bandH * 0.5f), ImVec2(size.x, midY - bandH * 0.5f), brass, 3.f);
    dl->AddLine(ImVec2(0.f, midY + bandH * 0.5f), ImVec2(size.x, midY + bandH * 0.5f), brass, 3.f);
    dl->PopClipRect();

    const ImVec4 cream(1.f, 0.96f, 0.86f, 1.f);
    const ImVec4 soft(0.80f, 0.76f, 0.66f, 1.f);
    ImGui::SetCursorPosY(midY - bandH * 0.5f - 70.f);
    centredText(t.battle + " \xC2\xB7 Turn " + std::to_string(t.turn), fonts.title, soft);

    ImGui::SetCursorPosY(midY - 52.f);
    const char* side = sideTitle(t.side);
    centredText(std::string(side) + " player, take the seat", fonts.big, cream);
    ImGui::Spacing();
    centredText(std::string(sideTitle(rules::other(t.side))) + " player, please look away: the " +
                side + " hand is about to be shown.",
            nullptr, soft);
    centredText("Now: " + t.step, nullptr, soft);

    // The one way on: the player says who he is.
    std::string label = std::string("I am the ") + side + " player";
    pushFont(fonts.title);
    ImVec2 button(std::max(320.f, ImGui::CalcTextSize(label.c_str()).x + 60.f), 50.f);
    ImGui::SetCursorPos(ImVec2((size.x - button.x) * 0.5f, midY + bandH * 0.5f + 40.f));
    pushPrimaryButton();
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 6.f);
    pressed = ImGui::Button(label.c_str(), button);
    ImGui::PopStyleVar();
    popPrimaryButton();
    popFont(fonts.title);
    ImGui::End();
    return pressed;
}

void drawGameOver(const rules::PlayerView& v, const UiFonts& fonts, ImVec2 centre) {
    ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(460.f, 0.f), ImVec2(640.f, 400.f));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.09f, 0.08f, 0.06f, 0.96f));
    ImGui::PushStyleColor(ImGuiCol_Border, ImVec4(0.79f, 0.64f, 0.33f, 1.f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(28.f, 20.f));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                             ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
    ImGui::Begin("##gameover", nullptr, flags);
    ImGui::PopStyleVar(2);
    ImGui::PopStyleColor(2);
    ImGui::Dummy(ImVec2(404.f, 0.f));
    centredText("GAME OVER", fonts.title, ImVec4(0.80f, 0.76f, 0.66f, 1.f));
    if (v.hasWinner)
        centredText(std::string(sideTitle(v.winner)) + " victory", fonts.big, sideColour(v.winner));
    else
        centredText("No victor", fonts.big, kGold);
    ImGui::Spacing();
    if (!v.endReason.empty()) {
        std::string reason = sentence(v.endReason);
        float wrap = 560.f;
        float w = std::min(wrap, ImGui::CalcTextSize(reason.c_str()).x);
        ImGui::SetCursorPosX(
            std::max(ImGui::GetStyle().WindowPadding.x, (ImGui::GetWindowSize().x - w) * 0.5f));
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
        ImGui::TextUnformatted(reason.c_str());
        ImGui::PopTextWrapPos();
    }
    centredText("after turn " + std::to_string(v.turn), nullptr,
            ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::End();
}

} // namespace guidon::client
