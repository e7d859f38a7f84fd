#include "hot_seat.h"

#include <algorithm>

namespace guidon::client {

namespace {

ImU32 u32(const ImVec4& c) {
    return ImGui::ColorConvertFloat4ToU32(c);
}

} // namespace

bool drawHandover(const CurtainText& t, const UiFonts& fonts, ImVec2 pos, ImVec2 size) {
    ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.f);
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.075f, 0.065f, 0.055f, 1.f));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav |
                             ImGuiWindowFlags_NoFocusOnAppearing |
                             ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##handover", nullptr, flags);
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();

    const ImVec4 cream(1.f, 0.96f, 0.86f, 1.f);
    const ImVec4 soft(0.80f, 0.76f, 0.66f, 1.f);
    const char* side = sideTitle(t.side);
    const std::string other = sideTitle(core::other(t.side));
    const std::string title = std::string(side) + " player, take the seat";
    const std::string away =
        other + " player, please look away: the " + side + " hand is about to be shown.";
    const std::string label = std::string("I am the ") + side + " player";
    float pad = ImGui::GetStyle().WindowPadding.x;
    float full = size.x - 2.f * pad;
    pushFont(fonts.title);
    ImVec2 button(std::max(260.f, ImGui::CalcTextSize(label.c_str()).x + 50.f), 46.f);
    popFont(fonts.title);
    // Wide: the words at the left of the band, the button at its right.
    // Narrow (a small window, a large interface): the button under the
    // words, the title in the largest font that fits, nothing cut off.
    float textW = size.x - button.x - 3.f * pad;
    bool narrow = textW < 340.f;
    if (narrow) textW = full - 6.f;
    button.x = std::min(button.x, full);
    ImFont* titleFont = fonts.big;
    for (ImFont* f : {fonts.big, fonts.title}) {
        titleFont = f;
        pushFont(f);
        bool fits = ImGui::CalcTextSize(title.c_str()).x <= textW;
        popFont(f);
        if (fits) break;
    }
    pushFont(titleFont);
    float titleH = ImGui::CalcTextSize(title.c_str(), nullptr, false, textW).y;
    popFont(titleFont);
    float awayH = ImGui::CalcTextSize(away.c_str(), nullptr, false, textW).y;
    float gap = ImGui::GetStyle().ItemSpacing.y;
    float words = titleH + gap + awayH;
    float bandTopY = ImGui::GetTextLineHeightWithSpacing() + 12.f;
    float bandH = narrow ? words + gap * 2.f + button.y + 20.f : std::max(words, button.y) + 20.f;
    std::string foot =
        std::string("The table, the log and both armies stay in sight; only the hands are "
                    "hidden until the ") +
        side + " player takes the seat.";
    float footH = ImGui::CalcTextSize(foot.c_str(), nullptr, false, full).y;
    bool footLine = bandTopY + bandH + footH + 8.f <= size.y;

    // A band of the side's colour across the strip, brass lines above and
    // below, like the edge of a regimental colour.
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 a = ImGui::GetWindowPos();
    ImVec2 b(a.x + size.x, a.y + size.y);
    float bandTop = a.y + bandTopY, bandBottom = std::min(b.y, bandTop + bandH);
    ImVec4 strip = sideStrip(t.side);
    ImVec4 dark(strip.x * 0.45f, strip.y * 0.45f, strip.z * 0.45f, 1.f);
    dl->AddRectFilledMultiColor(ImVec2(a.x, bandTop), ImVec2(b.x, bandBottom), u32(dark),
                                u32(strip), u32(strip), u32(dark));
    ImU32 brass = IM_COL32(201, 162, 84, 255);
    dl->AddLine(ImVec2(a.x, bandTop), ImVec2(b.x, bandTop), brass, 2.f);
    dl->AddLine(ImVec2(a.x, bandBottom), ImVec2(b.x, bandBottom), brass, 2.f);

    ImGui::SetCursorPos(ImVec2(pad, 6.f));
    std::string top =
        t.battle + " \xC2\xB7 Turn " + std::to_string(t.turn) + " \xC2\xB7 Now: " + t.step;
    ImGui::PushClipRect(a, ImVec2(b.x - pad, a.y + bandTopY),
                        true); // one line, clipped at the strip's edge
    ImGui::TextColored(soft, "%s", top.c_str());
    ImGui::PopClipRect();

    ImGui::SetCursorPos(ImVec2(pad + 6.f, bandTopY + 10.f));
    ImGui::BeginGroup();
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + textW);
    pushFont(titleFont);
    ImGui::TextColored(cream, "%s", title.c_str());
    popFont(titleFont);
    ImGui::TextColored(cream, "%s", away.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();

    ImGui::SetCursorPos(
        narrow ? ImVec2(size.x - button.x - pad, bandTopY + 10.f + words + gap * 2.f)
               : ImVec2(size.x - button.x - pad, bandTopY + (bandH - button.y) * 0.5f));
    pushFont(fonts.title);
    pushPrimaryButton();
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 6.f);
    bool pressed = ImGui::Button(label.c_str(), button);
    ImGui::PopStyleVar();
    popPrimaryButton();
    popFont(fonts.title);

    if (footLine) {
        ImGui::SetCursorPos(ImVec2(pad, bandTopY + bandH + 8.f));
        ImGui::PushTextWrapPos(size.x - pad);
        ImGui::TextColored(soft, "%s", foot.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
    return pressed;
}

void drawGameOver(const core::Status& st, const UiFonts& fonts, ImVec2 centre) {
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
    if (st.winner)
        centredText(std::string(sideTitle(*st.winner)) + " victory", fonts.big,
                    sideColour(*st.winner));
    else
        centredText("No victor", fonts.big, kGold);
    ImGui::Spacing();
    if (!st.endReason.empty()) {
        std::string reason = sentence(st.endReason);
        float wrap = 560.f;
        float w = std::min(wrap, ImGui::CalcTextSize(reason.c_str()).x);
        ImGui::SetCursorPosX(
            std::max(ImGui::GetStyle().WindowPadding.x, (ImGui::GetWindowSize().x - w) * 0.5f));
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + wrap);
        ImGui::TextUnformatted(reason.c_str());
        ImGui::PopTextWrapPos();
    }
    centredText("after turn " + std::to_string(st.turn), nullptr,
                ImGui::GetStyle().Colors[ImGuiCol_TextDisabled]);
    ImGui::End();
}

} // namespace guidon::client
