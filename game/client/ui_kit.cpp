#include "ui_kit.h"

#include "palette.h"

#include <algorithm>

namespace guidon::client {

void pushFont(ImFont* f) {
    if (f) ImGui::PushFont(f);
}
void popFont(ImFont* f) {
    if (f) ImGui::PopFont();
}

// The colour-blind-safe sides: sky blue and orange text, blue and brown-orange
// strips (palette.h).
ImVec4 sideColour(core::Side s) {
    bool f = s == core::Side::Federal;
    if (palette::colourBlindSafe())
        return f ? ImVec4(0.40f, 0.72f, 0.95f, 1.f) : ImVec4(0.96f, 0.66f, 0.18f, 1.f);
    return f ? ImVec4(0.58f, 0.71f, 1.f, 1.f) : ImVec4(0.84f, 0.84f, 0.80f, 1.f);
}

ImVec4 sideStrip(core::Side s) {
    bool f = s == core::Side::Federal;
    if (palette::colourBlindSafe())
        return f ? ImVec4(0.05f, 0.37f, 0.66f, 1.f) : ImVec4(0.70f, 0.42f, 0.04f, 1.f);
    return f ? ImVec4(0.19f, 0.31f, 0.60f, 1.f) : ImVec4(0.45f, 0.46f, 0.49f, 1.f);
}

std::string sentence(std::string t) {
    if (t.empty()) return t;
    if (t[0] >= 'a' && t[0] <= 'z') t[0] = char(t[0] - 'a' + 'A');
    char last = t.back();
    if (last != '.' && last != '!' && last != '?') t += '.';
    return t;
}

void heading(const char* text) {
    ImGui::Spacing();
    ImGui::TextDisabled("%s", text);
    ImGui::Separator();
}

void textWrapped(const ImVec4& colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushTextWrapPos(0.f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

void hint(const std::string& text) {
    textWrapped(ImGui::GetStyle().Colors[ImGuiCol_TextDisabled], text);
}

bool bigButton(const char* label, float width) {
    return ImGui::Button(label, ImVec2(width, ImGui::GetFrameHeight() + 6.f));
}

void centredText(const std::string& text, ImFont* font, const ImVec4& colour) {
    pushFont(font);
    float w = ImGui::CalcTextSize(text.c_str()).x;
    ImGui::SetCursorPosX(std::max(0.f, (ImGui::GetWindowSize().x - w) * 0.5f));
    ImGui::TextColored(colour, "%s", text.c_str());
    popFont(font);
}

void pushPrimaryButton() {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.42f, 0.31f, 0.14f, 1.f));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(0.58f, 0.43f, 0.18f, 1.f));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(0.68f, 0.50f, 0.20f, 1.f));
}

void popPrimaryButton() {
    ImGui::PopStyleColor(3);
}

std::string elided(const std::string& text, float width) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
    static const std::string kEllipsis = "\xE2\x80\xA6";
    // The longest prefix that fits, ending on a whole UTF-8 character and
    // not on a space or a colon (texts here are a line: a few dozen tries).
    std::size_t n = text.size();
    while (n > 0) {
        do
            --n;
        while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80);
        std::size_t end = n;
        while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == ':' || text[end - 1] == ','))
            --end;
        std::string cut = text.substr(0, end) + kEllipsis;
        if (end > 0 && ImGui::CalcTextSize(cut.c_str()).x <= width) return cut;
    }
    return kEllipsis;
}

bool elidedText(const std::string& text, float width, const ImVec4& colour) {
    std::string shown = elided(text, std::max(0.f, width));
    ImGui::TextColored(colour, "%s", shown.c_str());
    bool cut = shown != text;
    if (cut && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text.c_str());
    return cut;
}

bool keyTapped(ImGuiKey key) {
    return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false);
}

float rowButtonWidth(int n) {
    float avail = ImGui::GetContentRegionAvail().x;
    float gap = ImGui::GetStyle().ItemSpacing.x;
    return std::max(40.f, (avail - gap * float(n - 1)) / float(std::max(n, 1)));
}

} // namespace guidon::client
