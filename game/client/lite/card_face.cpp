#include "card_face.h"

#include "phase_words.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>

namespace guidon::client {

namespace {

const ImU32 kParchment = IM_COL32(234, 224, 198, 255);
const ImU32 kParchmentDim = IM_COL32(150, 142, 124, 255);
const ImU32 kInk = IM_COL32(44, 32, 22, 255);
const ImU32 kInkSoft = IM_COL32(96, 82, 64, 255);

ImU32 nationEdge(lite::Nation n) {
    switch (n) {
    case lite::Nation::Federal:
        return IM_COL32(44, 74, 140, 255);
    case lite::Nation::Confederate:
        return IM_COL32(112, 116, 126, 255);
    case lite::Nation::Neutral:
        break;
    }
    return IM_COL32(128, 96, 52, 255);
}

// Short enough to share the card's foot with its years.
const char* nationWord(lite::Nation n) {
    switch (n) {
    case lite::Nation::Federal:
        return "Federal";
    case lite::Nation::Confederate:
        return "Confed.";
    case lite::Nation::Neutral:
        break;
    }
    return "Neutral";
}

ImU32 phaseInk(lite::Phase p) {
    switch (p) {
    case lite::Phase::Fire:
        return IM_COL32(196, 92, 20, 255);
    case lite::Phase::Movement:
        return IM_COL32(46, 112, 50, 255);
    case lite::Phase::Combat:
        return IM_COL32(150, 30, 30, 255);
    case lite::Phase::None:
        break;
    }
    return kInkSoft;
}

// An en dash on the card (its small font has one); a hyphen where the UI's
// main font, Latin-1 only, draws the text.
std::string years(const lite::CardDef& d, const char* dash = "\xE2\x80\x93") {
    if (d.firstYear == d.lastYear) return std::to_string(d.firstYear);
    return std::to_string(d.firstYear) + dash + std::to_string(d.lastYear);
}

float fontSize(ImFont* f) {
    return f ? f->FontSize * f->Scale : ImGui::GetFontSize(); // in points, whatever the UI scale
}
ImFont* orCurrent(ImFont* f) {
    return f ? f : ImGui::GetFont();
}

} // namespace

void drawPhaseGlyph(ImDrawList* dl, ImVec2 c, float size, lite::Phase p) {
    float r = size * 0.5f;
    switch (p) {
    case lite::Phase::Fire: {
        // A muzzle flash: eight spikes around a bright core.
        const float kPi = 3.14159265f;
        for (int k = 0; k < 8; ++k) {
            float a = float(k) * kPi / 4.f - kPi / 2.f;
            float len = (k % 2 == 0) ? r : r * 0.72f;
            ImVec2 tip(c.x + std::cos(a) * len, c.y + std::sin(a) * len);
            ImVec2 l(c.x + std::cos(a - 0.42f) * r * 0.38f, c.y + std::sin(a - 0.42f) * r * 0.38f);
            ImVec2 rr(c.x + std::cos(a + 0.42f) * r * 0.38f, c.y + std::sin(a + 0.42f) * r * 0.38f);
            dl->AddTriangleFilled(l, tip, rr, IM_COL32(214, 96, 24, 255));
        }
        dl->AddCircleFilled(c, r * 0.42f, IM_COL32(250, 196, 64, 255), 12);
        break;
    }
    case lite::Phase::Movement: {
        // An arrow marching right.
        ImU32 col = IM_COL32(46, 112, 50, 255);
        dl->AddRectFilled(ImVec2(c.x - r, c.y - r * 0.22f),
                          ImVec2(c.x + r * 0.15f, c.y + r * 0.22f), col);
        dl->AddTriangleFilled(ImVec2(c.x + r * 0.05f, c.y - r * 0.62f), ImVec2(c.x + r, c.y),
                              ImVec2(c.x + r * 0.05f, c.y + r * 0.62f), col);
        break;
    }
    case lite::Phase::Combat: {
        // Crossed sabres: two blades, a guard near each hilt.
        ImU32 blade = IM_COL32(150, 30, 30, 255);
        float t = std::max(1.5f, size * 0.12f);
        ImVec2 a0(c.x - r, c.y + r), a1(c.x + r * 0.9f, c.y - r * 0.9f);
        ImVec2 b0(c.x + r, c.y + r), b1(c.x - r * 0.9f, c.y - r * 0.9f);
        dl->AddLine(a0, a1, blade, t);
        dl->AddLine(b0, b1, blade, t);
        float g = r * 0.32f;
        ImVec2 ga(c.x - r * 0.55f, c.y + r * 0.55f), gb(c.x + r * 0.55f, c.y + r * 0.55f);
        dl->AddLine(ImVec2(ga.x - g, ga.y - g), ImVec2(ga.x + g, ga.y + g), blade, t);
        dl->AddLine(ImVec2(gb.x - g, gb.y + g), ImVec2(gb.x + g, gb.y - g), blade, t);
        break;
    }
    case lite::Phase::None:
        break;
    }
}

void drawCardFace(ImDrawList* dl, ImVec2 p, const lite::CardDef& d, const UiFonts& fonts,
                  const CardLook& look) {
    const float w = kCardWidth, h = kCardHeight, round = 7.f;
    ImVec2 q(p.x + w, p.y + h);
    float lift = look.hovered && !look.dim ? -3.f : 0.f;
    p.y += lift;
    q.y += lift;

    // Shadow, face, nation edge.
    dl->AddRectFilled(ImVec2(p.x + 3, p.y + 4), ImVec2(q.x + 3, q.y + 4), IM_COL32(0, 0, 0, 90),
                      round);
    dl->AddRectFilled(p, q, look.dim ? kParchmentDim : kParchment, round);
    dl->AddRect(p, q, nationEdge(d.nation), round, 0, 3.f);
    if (look.glow)
        dl->AddRect(ImVec2(p.x - 3, p.y - 3), ImVec2(q.x + 3, q.y + 3), IM_COL32(255, 214, 90, 200),
                    round + 3, 0, 2.f);
    if (look.selected)
        dl->AddRect(ImVec2(p.x - 4, p.y - 4), ImVec2(q.x + 4, q.y + 4), IM_COL32(255, 200, 40, 255),
                    round + 4, 0, 4.f);
    if (look.modifier)
        dl->AddRect(ImVec2(p.x - 4, p.y - 4), ImVec2(q.x + 4, q.y + 4), IM_COL32(90, 210, 110, 255),
                    round + 4, 0, 4.f);

    // Morale medallion, top right.
    ImFont* serif = orCurrent(fonts.serif);
    float medR = 12.f;
    ImVec2 med(q.x - medR - 7.f, p.y + medR + 7.f);
    dl->AddCircleFilled(med, medR, IM_COL32(92, 58, 30, 255), 20);
    dl->AddCircle(med, medR, IM_COL32(220, 180, 100, 255), 20, 1.5f);
    char morale[4];
    std::snprintf(morale, sizeof morale, "%d", d.morale);
    ImFont* bold = orCurrent(fonts.title);
    float bs = fontSize(fonts.title);
    ImVec2 ms = bold->CalcTextSizeA(bs, 100.f, 0.f, morale);
    dl->AddText(bold, bs, ImVec2(std::round(med.x - ms.x * 0.5f), std::round(med.y - ms.y * 0.5f)),
                IM_COL32(255, 240, 210, 255), morale);

    // Name, wrapped beside the medallion; a name that would take a third line
    // is set a little smaller, so it keeps clear of the summary under it.
    float ns = fontSize(fonts.serif);
    float nameW = w - 16.f - 2.f * medR - 2.f;
    for (float least = ns * 0.8f; ns > least; ns -= 0.5f)
        if (serif->CalcTextSizeA(ns, FLT_MAX, nameW, d.name.c_str()).y <= 2.f * ns + 0.5f) break;
    dl->AddText(serif, ns, ImVec2(p.x + 8.f, p.y + 7.f), kInk, d.name.c_str(), nullptr, nameW);

    ImFont* small = orCurrent(fonts.small);
    float ss = fontSize(fonts.small);
    // The effect in a line, under the name: what the card does at a glance
    // (the tooltip has the whole text). Held to the face should a card file
    // give a longer one than the content tests allow.
    if (!d.summary.empty()) {
        ImVec4 clip(p.x + 6.f, p.y, q.x - 6.f, q.y);
        dl->AddText(small, ss, ImVec2(p.x + 8.f, p.y + kCardSummaryTop), kInk, d.summary.c_str(),
                    nullptr, 0.f, &clip);
    }
    // Phase symbol: glyph and word.
    float symY = p.y + 62.f;
    if (d.symbol != lite::Phase::None) {
        drawPhaseGlyph(dl, ImVec2(p.x + 18.f, symY + 8.f), 16.f, d.symbol);
        dl->AddText(small, ss, ImVec2(p.x + 32.f, symY + 8.f - ss * 0.5f), phaseInk(d.symbol),
                    phaseTitle(d.symbol));
    }

    // Interrupt banner: a red or white ribbon across the card.
    if (d.interrupt) {
        float by = p.y + 84.f, bh = 17.f;
        bool red = d.banner == lite::Banner::Red;
        ImU32 fill = red ? IM_COL32(164, 28, 28, 255) : IM_COL32(250, 248, 240, 255);
        ImU32 ink = red ? IM_COL32(255, 240, 230, 255) : IM_COL32(140, 24, 24, 255);
        dl->AddRectFilled(ImVec2(p.x + 1.5f, by), ImVec2(q.x - 1.5f, by + bh), fill);
        dl->AddLine(ImVec2(p.x + 1.5f, by), ImVec2(q.x - 1.5f, by), IM_COL32(120, 20, 20, 255));
        dl->AddLine(ImVec2(p.x + 1.5f, by + bh), ImVec2(q.x - 1.5f, by + bh),
                    IM_COL32(120, 20, 20, 255));
        const char* label = "INTERRUPT";
        ImVec2 ls = small->CalcTextSizeA(ss, 1000.f, 0.f, label);
        dl->AddText(
            small, ss,
            ImVec2(std::round(p.x + (w - ls.x) * 0.5f), std::round(by + (bh - ls.y) * 0.5f)), ink,
            label);
    }

    // Years and nation along the foot.
    std::string y = years(d);
    float footY = q.y - ss - 6.f;
    dl->AddText(small, ss, ImVec2(p.x + 8.f, footY), kInkSoft, y.c_str());
    const char* nation = nationWord(d.nation);
    ImVec2 nsz = small->CalcTextSizeA(ss, 1000.f, 0.f, nation);
    dl->AddText(small, ss, ImVec2(q.x - 8.f - nsz.x, footY), nationEdge(d.nation), nation);
}

void cardTooltip(const lite::CardDef& d, const UiFonts& fonts) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(kCardTooltipWidth);
    pushFont(fonts.serif);
    ImGui::TextUnformatted(d.name.c_str());
    popFont(fonts.serif);
    ImGui::TextDisabled(
        "%s card, %s", d.nation == lite::Nation::Confederate ? "Confederate" : nationWord(d.nation),
        years(d, "-").c_str());
    ImGui::Text("Morale %d", d.morale);
    if (d.symbol != lite::Phase::None)
        ImGui::Text("%s symbol: may modify a %s phase", phaseTitle(d.symbol), phaseWord(d.symbol));
    if (d.interrupt) {
        bool red = d.banner == lite::Banner::Red;
        ImGui::TextColored(red ? ImVec4(1.f, 0.45f, 0.40f, 1.f) : ImVec4(0.95f, 0.95f, 0.92f, 1.f),
                           "Interrupt, %s banner%s", red ? "red" : "white",
                           red ? ": leaves the game once played" : ": discarded once played");
        ImGui::TextDisabled("%s", d.window == lite::InterruptWindow::TurnStart
                                      ? "Played at the start of the enemy's turn."
                                      : "Played right after the enemy invokes a phase.");
    }
    ImGui::Separator();
    ImGui::TextUnformatted(d.text.c_str());
    std::string rule = lite::effectInWords(d);
    if (!rule.empty()) {
        ImGui::Spacing();
        ImGui::TextColored(ImVec4(0.98f, 0.85f, 0.55f, 1.f), "Rules: %s", rule.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

} // namespace guidon::client
