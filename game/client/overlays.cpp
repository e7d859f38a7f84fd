#include "overlays.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

namespace guidon::client {

namespace {

ImGuiWindowFlags dialogFlags() {
    return ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings;
}

bool containsNoCase(const std::string& hay, const char* needle) {
    std::size_t n = std::strlen(needle);
    if (n == 0) return true;
    auto it = std::search(hay.begin(), hay.end(), needle, needle + n, [](char a, char b) {
        return std::tolower((unsigned char)a) == std::tolower((unsigned char)b);
    });
    return it != hay.end();
}

} // namespace

// [SECTION] Settings

bool drawSettings(data::Settings& s, bool& open, bool& focus, const UiFonts& fonts, ImVec2 size) {
    bool changed = false;
    // Centred whatever the window or interface size becomes.
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(520.f, 0.f), ImGuiCond_Always);
    if (focus) ImGui::SetNextWindowFocus();
    focus = false;
    if (!ImGui::Begin("Settings", &open, dialogFlags() | ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::End();
        return false;
    }
    heading("WINDOW");
    static const int kSizes[][2] = {{1280, 720},  {1366, 768},  {1600, 900},
                                    {1920, 1080}, {2560, 1440}, {3840, 2160}};
    char current[32];
    std::snprintf(current, sizeof current, "%d x %d", s.windowWidth, s.windowHeight);
    ImGui::BeginDisabled(s.fullscreen);
    ImGui::SetNextItemWidth(200.f);
    if (ImGui::BeginCombo("Window size", current)) {
        for (const auto& wh : kSizes) {
            char label[32];
            std::snprintf(label, sizeof label, "%d x %d", wh[0], wh[1]);
            if (ImGui::Selectable(label, s.windowWidth == wh[0] && s.windowHeight == wh[1])) {
                s.windowWidth = wh[0];
                s.windowHeight = wh[1];
                changed = true;
            }
        }
        ImGui::EndCombo();
    }
    ImGui::EndDisabled();
    if (ImGui::Checkbox("Full screen", &s.fullscreen)) changed = true;
    ImGui::SameLine();
    ImGui::TextDisabled("(F11)");

    heading("DISPLAY");
    ImGui::SetNextItemWidth(200.f);
    // Applied when the slider is let go: the new size moves the slider.
    static float pct = 0.f;
    if (!ImGui::IsAnyItemActive() || pct == 0.f) pct = s.uiScale * 100.f;
    ImGui::SliderFloat("Interface size", &pct, 75.f, 200.f, "%.0f%%");
    if (ImGui::IsItemDeactivatedAfterEdit()) {
        s.uiScale = std::round(pct / 5.f) * 5.f / 100.f;
        changed = true;
    }
    // A window too small for the size chosen draws the interface smaller (game/app).
    if (float drawn = ImGui::GetIO().DisplayFramebufferScale.x; drawn < s.uiScale - 0.01f)
        ImGui::TextDisabled("Drawn at %.0f%% for now: the window is too small for more.",
                            drawn * 100.f);
    ImGui::SetNextItemWidth(200.f);
    const char* speeds[] = {"Off", "Slow", "Normal", "Fast", "Very fast"};
    const float speedValues[] = {0.f, 0.5f, 1.f, 2.f, 4.f};
    int speed = 2;
    for (int i = 0; i < 5; ++i)
        if (std::abs(s.animationSpeed - speedValues[i]) < 0.01f) speed = i;
    if (ImGui::Combo("Animations", &speed, speeds, 5)) {
        s.animationSpeed = speedValues[speed];
        changed = true;
    }
    if (ImGui::Checkbox("Grid and the table's thirds", &s.showGrid)) changed = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("A square for each unit of length: a base width in Longstreet Lite, an "
                          "inch in the full game");
    ImGui::SameLine();
    ImGui::TextDisabled("(G)");
    if (ImGui::Checkbox("Unit names on the table", &s.showLabels)) changed = true;
    ImGui::SameLine();
    ImGui::TextDisabled("(L)");
    if (ImGui::Checkbox("Colour-blind-safe sides", &s.colourBlindSafe)) changed = true;
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Federal blue and Confederate orange, the Confederate bases hatched.");

    heading("HOT SEAT");
    if (ImGui::Checkbox("Always ask for interrupts", &s.alwaysAskInterrupts)) changed = true;
    pushFont(fonts.small);
    hint("When on, the other player is asked at every interrupt window, even holding no card "
         "that fits, so the curtain never tells whether a hand holds an interrupt.");
    popFont(fonts.small);
    ImGui::Spacing();
    if (bigButton("Close", 120.f)) open = false;
    ImGui::SameLine();
    ImGui::TextDisabled("Settings are kept for the next time.");
    ImGui::End();
    return changed;
}

// [SECTION] Rules reference

void ReferenceWindow::show(const std::string& ruleId) {
    open_ = true;
    focus_ = ruleId;
    scrollPending_ = !ruleId.empty();
    if (!ruleId.empty()) filter_[0] = '\0';
}

void ReferenceWindow::draw(const data::RulesReference& ref, const UiFonts& fonts, ImVec2 size) {
    if (!open_) return;
    ImVec2 want(std::min(760.f, size.x - 40.f), std::min(size.y - 60.f, 820.f));
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(want, ImGuiCond_Appearing);
    std::string title =
        (ref.title.empty() ? std::string("Rules reference") : ref.title) + "###reference";
    if (!ImGui::Begin(title.c_str(), &open_, dialogFlags())) {
        ImGui::End();
        return;
    }
    ImGui::SetNextItemWidth(-110.f);
    ImGui::InputTextWithHint("##find", "Find a rule: a word (wheel, canister) or its ID ...", filter_,
                             sizeof filter_);
    ImGui::SameLine();
    if (ImGui::Button("Clear", ImVec2(-FLT_MIN, 0.f))) filter_[0] = '\0';
    ImGui::BeginChild("rules", ImVec2(0.f, 0.f), false);
    bool any = false;
    for (const data::RuleSection& sec : ref.sections) {
        bool sectionShown = false;
        for (const data::RuleEntry& r : sec.entries) {
            bool focused = !focus_.empty() && r.id == focus_;
            if (filter_[0] && !containsNoCase(r.id + " " + r.title + " " + r.text, filter_) &&
                !containsNoCase(sec.title, filter_))
                continue;
            if (!sectionShown) {
                ImGui::Spacing();
                pushFont(fonts.title);
                ImGui::TextColored(kGold, "%s", sec.title.c_str());
                popFont(fonts.title);
                ImGui::Separator();
                sectionShown = true;
            }
            any = true;
            ImVec2 start = ImGui::GetCursorScreenPos();
            if (focused) {
                ImGui::GetWindowDrawList()->AddRectFilled(
                    ImVec2(start.x - 4.f, start.y - 2.f),
                    ImVec2(start.x + ImGui::GetContentRegionAvail().x, start.y + 4.f),
                    IM_COL32(201, 162, 84, 200));
                ImGui::Dummy(ImVec2(0.f, 4.f));
            }
            ImGui::TextColored(focused ? kGold : ImVec4(0.85f, 0.80f, 0.70f, 1.f), "%s",
                               r.id.c_str());
            ImGui::SameLine(110.f);
            pushFont(fonts.title);
            ImGui::TextUnformatted(r.title.c_str());
            popFont(fonts.title);
            ImGui::Indent(110.f);
            ImGui::PushTextWrapPos(0.f);
            ImGui::TextUnformatted(r.text.c_str());
            ImGui::PopTextWrapPos();
            ImGui::Unindent(110.f);
            if (focused && scrollPending_) {
                ImGui::SetScrollHereY(0.2f);
                scrollPending_ = false;
            }
            ImGui::Spacing();
        }
    }
    if (!any) hint(std::string("No rule mentions \"") + filter_ + "\".");
    ImGui::EndChild();
    ImGui::End();
}

// [SECTION] Save dialog

void SaveDialog::show(const std::string& suggested) {
    open_ = true;
    focus_ = true;
    ++generation_;
    std::snprintf(text_, sizeof text_, "%s", suggested.c_str());
}

bool SaveDialog::draw(std::string& name, const std::string& error, ImVec2 size) {
    if (!open_) return false;
    bool saved = false;
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(460.f, 0.f), ImGuiCond_Always);
    if (!ImGui::Begin("Save the game", &open_, dialogFlags() | ImGuiWindowFlags_AlwaysAutoResize)) {
        ImGui::End();
        return false;
    }
    ImGui::TextUnformatted("Name of the save:");
    ImGui::SetNextItemWidth(-FLT_MIN);
    if (focus_) {
        ImGui::SetKeyboardFocusHere();
        focus_ = false;
    }
    ImGui::PushID(generation_);
    bool enter =
        ImGui::InputText("##savename", text_, sizeof text_,
                         ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    ImGui::PopID();
    if (!error.empty()) textWrapped(kRefusalColour, error);
    ImGui::Spacing();
    if (bigButton("Save", 120.f) || enter) {
        name = text_;
        saved = true;
    }
    ImGui::SameLine();
    if (bigButton("Cancel", 120.f)) open_ = false;
    ImGui::End();
    return saved;
}

std::string safeFileName(const std::string& typed) {
    std::string out;
    for (char c : typed) {
        unsigned char u = (unsigned char)c;
        if (std::isalnum(u) || c == ' ' || c == '-' || c == '_' || c == '.') out += c;
    }
    // No leading dots or spaces (hidden files, "..") and no trailing spaces.
    std::size_t a = out.find_first_not_of(". ");
    if (a == std::string::npos) return "";
    std::size_t b = out.find_last_not_of(' ');
    return out.substr(a, b - a + 1);
}

} // namespace guidon::client
