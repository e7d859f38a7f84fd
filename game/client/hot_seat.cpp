#include "hot_seat.h"

#include "rules/game.h"

#include <algorithm>

namespace guidon::client {

namespace {

ImU32 u32(const ImVec4& c) {
    return ImGui::ColorConvertFloat4ToU32(c);
}

} // namespace

bool showsHand(rules::Step step) {
    switch (step) {
    case rules::Step::InterruptWindow: // LL-CARD-4: his interrupts
    case rules::Step::ReshuffleChoice: // LL-CARD-2: keep these cards or not
    case rules::Step::FireChoice:      // LL-CARD-3: the cards to invoke with
    case rules::Step::CommandChoice:
    case rules::Step::Morale:          // LL-FIRE-6, LL-COMBAT-5: the cards to spend
    case rules::Step::FallbackDiscard: // LL-FALLBACK-3: the card to discard
        return true;
    case rules::Step::Phase:
    case rules::Step::Losses:
    case rules::Step::FallbackDirection:
    case rules::Step::GameOver:
        return false;
    }
    return false;
}

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

    // A band of the side's colour across the strip, brass lines above and
    // below, like the edge of a regimental colour.
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 a = ImGui::GetWindowPos();
    ImVec2 b(a.x + size.x, a.y + size.y);
    float bandTop = a.y + size.y * 0.22f, bandBottom = a.y + size.y * 0.78f;
    ImVec4 strip = sideStrip(t.side);
    ImVec4 dark(strip.x * 0.45f, strip.y * 0.45f, strip.z * 0.45f, 1.f);
    dl->AddRectFilledMultiColor(ImVec2(a.x, bandTop), ImVec2(b.x, bandBottom), u32(dark), u32(strip),
                                u32(strip), u32(dark));
    ImU32 brass = IM_COL32(201, 162, 84, 255);
    dl->AddLine(ImVec2(a.x, bandTop), ImVec2(b.x, bandTop), brass, 2.f);
    dl->AddLine(ImVec2(a.x, bandBottom), ImVec2(b.x, bandBottom), brass, 2.f);

    const ImVec4 cream(1.f, 0.96f, 0.86f, 1.f);
    const ImVec4 soft(0.80f, 0.76f, 0.66f, 1.f);
    const char* side = sideTitle(t.side);
    const std::string other = sideTitle(rules::other(t.side));
    float pad = ImGui::GetStyle().WindowPadding.x;
    ImGui::SetCursorPos(ImVec2(pad, 6.f));
    ImGui::TextColored(soft, "%s \xC2\xB7 Turn %d \xC2\xB7 Now: %s", t.battle.c_str(), t.turn,
                       t.step.c_str());

    // The one way on: the player says who he is. At the right of the band.
    std::string label = std::string("I am the ") + side + " player";
    pushFont(fonts.title);
    ImVec2 button(std::max(260.f, ImGui::CalcTextSize(label.c_str()).x + 50.f), 46.f);
    popFont(fonts.title);
    float textW = size.x - button.x - 3.f * pad;
    ImGui::SetCursorPos(ImVec2(pad + 6.f, size.y * 0.22f + 10.f));
    ImGui::BeginGroup();
    pushFont(fonts.big);
    ImGui::TextColored(cream, "%s player, take the seat", side);
    popFont(fonts.big);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + textW);
    ImGui::TextColored(cream, "%s", (other + " player, please look away: the " + side +
                                     " hand is about to be shown.")
                                        .c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();

    ImGui::SetCursorPos(ImVec2(size.x - button.x - pad, (size.y - button.y) * 0.5f));
    pushFont(fonts.title);
    pushPrimaryButton();
    ImGui::PushStyleVar(ImGuiStyleVar_FrameRounding, 6.f);
    bool pressed = ImGui::Button(label.c_str(), button);
    ImGui::PopStyleVar();
    popPrimaryButton();
    popFont(fonts.title);

    ImGui::SetCursorPos(ImVec2(pad, size.y * 0.78f + 8.f));
    ImGui::TextColored(soft, "The table, the log and both armies stay in sight; only the hands are "
                             "hidden until the %s player takes the seat.",
                       side);
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
