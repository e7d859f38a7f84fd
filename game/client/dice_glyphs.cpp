#include "dice_glyphs.h"

#include <algorithm>
#include <cstddef>

namespace guidon::client {

namespace {

const ImU32 kFace = IM_COL32(240, 232, 212, 255);
const ImU32 kPip = IM_COL32(40, 30, 24, 255);
const ImU32 kEdge = IM_COL32(226, 176, 64, 255);
const ImU32 kFaceDim = IM_COL32(138, 130, 118, 255);
const ImU32 kPipDim = IM_COL32(34, 30, 26, 255);
const ImU32 kEdgeDim = IM_COL32(90, 84, 74, 255);
constexpr float kUnderline = 2.f; // under a die that counted

// The pips of a face on a 3 x 3 grid (column, row), as on a real die.
struct Pips {
    int count;
    signed char at[6][2];
};
const Pips kPips[6] = {
    {1, {{1, 1}}},
    {2, {{2, 0}, {0, 2}}},
    {3, {{2, 0}, {1, 1}, {0, 2}}},
    {4, {{0, 0}, {2, 0}, {0, 2}, {2, 2}}},
    {5, {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}},
    {6, {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}}},
};

// The dice of one throw: [first, last) of the event's dice.
struct Throw {
    std::size_t first = 0, last = 0;
    int need = 0;
};

std::vector<Throw> throwsOf(const core::TableEvent& e) {
    std::vector<Throw> out;
    if (e.marks.size() != e.dice.size()) return out; // not marked by the rules
    for (std::size_t k = 0; k < e.dice.size(); ++k) {
        const core::DieMark& m = e.marks[k];
        if (out.empty() || e.marks[out.back().first].group != m.group)
            out.push_back({k, k, m.need});
        out.back().last = k + 1;
    }
    return out;
}

std::string needWords(int need) {
    // Past a die's six (a victory roll far from the shattered point, a
    // combat die at -3): no roll can do it, and the label says so.
    if (need > 6) return "needs " + std::to_string(need) + ": out of reach";
    return "needs " + std::to_string(std::max(1, need)) + "+";
}

} // namespace

void drawDieFace(ImDrawList* dl, ImVec2 at, float size, int value, bool counts) {
    ImVec2 end(at.x + size, at.y + size);
    float round = size * 0.2f;
    dl->AddRectFilled(at, end, counts ? kFace : kFaceDim, round);
    dl->AddRect(at, end, counts ? kEdge : kEdgeDim, round, 0, counts ? 1.5f : 1.f);
    if (value >= 1 && value <= 6) {
        const Pips& p = kPips[value - 1];
        float cell = size / 3.6f, r = std::max(1.f, size * 0.09f);
        for (int k = 0; k < p.count; ++k) {
            ImVec2 c(at.x + size * 0.5f + (p.at[k][0] - 1) * cell,
                     at.y + size * 0.5f + (p.at[k][1] - 1) * cell);
            dl->AddCircleFilled(c, r, counts ? kPip : kPipDim, 8);
        }
    }
    // A die that counted is underlined too: told apart without colour.
    if (counts)
        dl->AddRectFilled(ImVec2(at.x + 1.f, end.y + 1.f),
                          ImVec2(end.x - 1.f, end.y + 1.f + kUnderline), kEdge);
}

ImVec4 drawEventDice(const core::TableEvent& e, float size) {
    std::vector<Throw> throws = throwsOf(e);
    if (throws.empty()) return ImVec4(0.f, 0.f, 0.f, 0.f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImFont* font = ImGui::GetFont();
    float fs = ImGui::GetFontSize();
    ImVec2 origin = ImGui::GetCursorScreenPos();
    float right = origin.x + ImGui::GetContentRegionAvail().x;
    float gap = std::max(2.f, size * 0.25f), apart = size * 0.8f;
    float rowH = std::max(size + 1.f + kUnderline, fs), rowStep = rowH + gap;
    float x = origin.x, y = origin.y, widest = 0.f;
    ImU32 label = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    for (std::size_t n = 0; n < throws.size(); ++n) {
        const Throw& t = throws[n];
        // Throws side by side that need the same roll share one label.
        bool shared = n + 1 < throws.size() && throws[n + 1].need == t.need;
        std::string words = t.need > 0 && !shared ? needWords(t.need) : "";
        float textW =
            words.empty() ? 0.f : font->CalcTextSizeA(fs, 1000.f, 0.f, words.c_str()).x + gap;
        float w = float(t.last - t.first) * (size + gap) + textW;
        if (x > origin.x && x + w > right) { // the next row
            x = origin.x;
            y += rowStep;
        }
        for (std::size_t k = t.first; k < t.last; ++k) {
            drawDieFace(dl, ImVec2(x, y), size, e.dice[k], e.marks[k].counts);
            x += size + gap;
        }
        if (!words.empty()) {
            dl->AddText(font, fs, ImVec2(x, y + (size - fs) * 0.5f), label, words.c_str());
            x += textW;
        }
        widest = std::max(widest, x - origin.x);
        x += apart;
    }
    ImVec2 box(widest, y + rowH - origin.y);
    ImGui::Dummy(box);
    return ImVec4(origin.x, origin.y, box.x, box.y);
}

std::string diceInWords(const core::TableEvent& e) {
    std::string out;
    for (const Throw& t : throwsOf(e)) {
        if (!out.empty()) out += " | ";
        for (std::size_t k = t.first; k < t.last; ++k)
            out += (k > t.first ? " " : "") + std::to_string(e.dice[k]) +
                   (e.marks[k].counts ? "*" : "");
        if (t.need > 0) out += " need " + std::to_string(std::max(1, t.need));
    }
    return out;
}

} // namespace guidon::client
