#include "problems_screen.h"

#include <imgui.h>

#include <algorithm>

namespace guidon::client {

ProblemsScreen::ProblemsScreen(std::string title, std::string what,
                               std::vector<std::string> problems, const UiFonts& fonts, Go::To back)
    : title_(std::move(title)), problems_(std::move(problems)), what_(std::move(what)),
      fonts_(fonts), back_(back) {}

void ProblemsScreen::event(const sf::Event& e, bool, bool uiKeys) {
    if (e.type == sf::Event::KeyPressed && !uiKeys &&
        (e.key.code == sf::Keyboard::Escape || e.key.code == sf::Keyboard::Enter))
        go(back_);
}

void ProblemsScreen::update(float, sf::Vector2f size, bool) {
    float w = std::min(size.x - 40.f, 960.f);
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0.f), ImVec2(w, size.y - 40.f));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;
    ImGui::Begin(title_.c_str(), nullptr, flags);
    ImGui::Text("%zu problem%s must be fixed before %s:", problems_.size(),
                problems_.size() == 1 ? "" : "s", what_.c_str());
    ImGui::Spacing();
    // The list as tall as it needs, scrolling once it would leave the window.
    if (fonts_.mono) ImGui::PushFont(fonts_.mono);
    float lines = float(problems_.size()) * ImGui::GetTextLineHeightWithSpacing();
    if (fonts_.mono) ImGui::PopFont();
    float listH = std::min(lines + 2.f * ImGui::GetStyle().WindowPadding.y + 4.f, size.y - 220.f);
    ImGui::BeginChild("list", ImVec2(0.f, std::max(listH, 60.f)), true,
                      ImGuiWindowFlags_HorizontalScrollbar);
    if (fonts_.mono) ImGui::PushFont(fonts_.mono);
    for (const std::string& p : problems_)
        ImGui::TextColored(ImVec4(1.f, 0.72f, 0.62f, 1.f), "%s", p.c_str());
    if (fonts_.mono) ImGui::PopFont();
    ImGui::EndChild();
    ImGui::Spacing();
    ImGui::TextDisabled(
        "Fix the file and start again; `guidon-cli validate FILE` checks it without a window.");
    if (ImGui::Button(back_ == Go::To::Quit ? "Quit" : "Back to the menu", ImVec2(180.f, 0.f)))
        go(back_);
    ImGui::SameLine();
    ImGui::TextDisabled("(Esc)");
    ImGui::End();
}

void ProblemsScreen::draw(sf::RenderTarget&) {}

} // namespace guidon::client
