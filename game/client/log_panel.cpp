#include "log_panel.h"

#include "dice_glyphs.h"

#include <imgui_internal.h> // SetNextWindowScroll, the scroll bar's id

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::client {

namespace {

ImU32 barColour(const core::TableEvent& e) {
    return ImGui::ColorConvertFloat4ToU32(sideColour(e.side)); // the colour-blind-safe pair too
}

bool inside(const ImVec4& box, ImVec2 p) {
    return p.x >= box.x && p.y >= box.y && p.x < box.x + box.z && p.y < box.y + box.w;
}

// Far below any log: ImGui clamps it to the newest line. (Not FLT_MAX:
// ImGui floors scroll values through an int.)
constexpr float kBottom = 1e7f;

} // namespace

void LogPanel::draw(const std::vector<core::TableEvent>& log, const UiFonts& fonts, float height) {
    // Only the player moves the log away from its newest line: the wheel over
    // it or its scroll bar dragged. Anything else that moves its scroll (a
    // frame it was hidden or clipped, a curtain, a panel above it growing,
    // the window resized) is put right by holding it to the bottom, never
    // read as the player scrolling back.
    const ImGuiIO& io = ImGui::GetIO();
    bool scrolling = (io.MouseWheel != 0.f && inside(box_, io.MousePos)) ||
                     (scrollbar_ != 0 && ImGui::GetActiveID() == scrollbar_);
    // A log pushed past the foot of its window by a tall panel above it
    // would follow its newest line out of sight: it takes the room left in
    // view instead, while that holds a few lines.
    ImGuiWindow* parent = ImGui::GetCurrentWindow();
    float room = parent->InnerRect.Max.y - parent->WindowPadding.y - ImGui::GetCursorScreenPos().y;
    float least =
        2.f * ImGui::GetTextLineHeightWithSpacing() + 2.f * ImGui::GetStyle().WindowPadding.y;
    if ((height <= 0.f || height > room) && room >= least) height = std::floor(room);
    if (follow_ && !scrolling) ImGui::SetNextWindowScroll(ImVec2(-1.f, kBottom));
    bool shown = ImGui::BeginChild("log", ImVec2(0.f, height), true);
    ImGuiWindow* window = ImGui::GetCurrentWindow();
    if (!shown) { // wholly clipped: nothing drawn, nothing learnt
        ImGui::EndChild();
        return;
    }
    scrollbar_ = ImGui::GetWindowScrollbarID(window, ImGuiAxis_Y);
    ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    box_ = ImVec4(pos.x, pos.y, size.x, size.y);
    float y = ImGui::GetScrollY(), max = ImGui::GetScrollMaxY();
    bool atBottom = y >= max - 2.f;
    if (scrolling || atBottom) follow_ = atBottom;

    ImDrawList* dl = ImGui::GetWindowDrawList();
    float clipTop = window->InnerClipRect.Min.y, clipBottom = window->InnerClipRect.Max.y;
    newestInSight_ = false;
    diceEvent_ = 0;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const core::TableEvent& e = log[i];
        if (e.turnStarted) {
            if (i > 0) ImGui::Spacing();
            pushFont(fonts.title);
            ImGui::TextColored(sideColour(e.side), "%s", e.text.c_str());
            popFont(fonts.title);
            ImGui::Separator();
        } else {
            ImVec2 p = ImGui::GetCursorScreenPos();
            ImGui::Indent(9.f);
            ImVec4 colour = ImGui::GetStyle().Colors[ImGuiCol_Text];
            switch (e.emphasis) {
            case core::Emphasis::Result:
                colour = kGold;
                break;
            case core::Emphasis::Notable:
                colour = ImVec4(0.93f, 0.85f, 0.62f, 1.f);
                break;
            case core::Emphasis::Quiet:
                colour = ImGui::GetStyle().Colors[ImGuiCol_TextDisabled];
                break;
            case core::Emphasis::Plain:
                break;
            }
            textWrapped(colour, e.text); // the words stay: the dump and a copy read them
            ImVec4 dice = drawEventDice(e, std::max(12.f, ImGui::GetFontSize() + 1.f));
            if (dice.w > 0.f && dice.y + dice.w > clipTop && dice.y < clipBottom) {
                diceEvent_ = i + 1;
                diceWords_ = diceInWords(e);
                diceBox_ = dice;
            }
            ImGui::Unindent(9.f);
            float bottom = ImGui::GetItemRectMax().y;
            dl->AddRectFilled(ImVec2(p.x + 1.f, p.y + 2.f), ImVec2(p.x + 4.f, bottom - 1.f),
                              barColour(e));
        }
        if (i + 1 == log.size()) {
            newest_ = e.text;
            newestInSight_ = ImGui::GetItemRectMax().y <= clipBottom + 1.f &&
                             ImGui::GetItemRectMax().y > clipTop;
        }
    }
    if (log.empty()) ImGui::TextDisabled("Nothing has happened yet.");
    scroll_ = y;
    scrollMax_ = max;

    // Scrolled back to read: a way down to the newest, at the visible foot.
    if (!follow_) {
        const char* label = "Newest \xE2\x86\x93"; // a down arrow
        ImVec2 ls = ImGui::CalcTextSize(label);
        ImGuiStyle& st = ImGui::GetStyle();
        float bw = ls.x + 2.f * st.FramePadding.x, bh = ls.y + 2.f * st.FramePadding.y;
        ImVec2 cursor = ImGui::GetCursorScreenPos();
        ImGui::SetCursorScreenPos(
            ImVec2(window->InnerClipRect.Max.x - bw - 4.f, clipBottom - bh - 4.f));
        if (ImGui::Button(label)) follow_ = true;
        ImGui::SetCursorScreenPos(cursor);
    }
    ImGui::EndChild();
}

std::string LogPanel::status() const {
    char head[160];
    std::snprintf(head, sizeof head,
                  "log follow %s scroll %.0f %.0f newest-in-sight %s box %.0f %.0f %.0f %.0f\n",
                  follow_ ? "yes" : "no", scroll_, scrollMax_, newestInSight_ ? "yes" : "no",
                  box_.x, box_.y, box_.z, box_.w);
    std::string out = head;
    out += "log-newest " + newest_ + "\n";
    if (diceEvent_ == 0) return out + "log-dice none\n";
    std::snprintf(head, sizeof head, "log-dice %zu %.0f %.0f %.0f %.0f ", diceEvent_ - 1,
                  diceBox_.x, diceBox_.y, diceBox_.z, diceBox_.w);
    return out + head + diceWords_ + "\n";
}

} // namespace guidon::client
