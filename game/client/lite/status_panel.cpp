#include "status_panel.h"

#include "client/lengths.h"
#include "client/palette.h"
#include "lite/ruleset.h"

#include <algorithm>
#include <cstdio>

namespace guidon::client {

namespace {

void sideText(core::Side s) {
    ImGui::TextColored(sideColour(s), "%s", sideTitle(s));
}

// A small rounded chip of the side's colour with a word on it.
void sideChip(core::Side s, const char* text) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    ImVec2 size = ImGui::CalcTextSize(text);
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImVec2 pad(8.f, 2.f);
    dl->AddRectFilled(ImVec2(p.x, p.y - pad.y),
                      ImVec2(p.x + size.x + 2 * pad.x, p.y + size.y + pad.y),
                      ImGui::ColorConvertFloat4ToU32(sideStrip(s)), 4.f);
    ImGui::SetCursorScreenPos(ImVec2(p.x + pad.x, p.y));
    ImGui::TextColored(ImVec4(1.f, 0.98f, 0.92f, 1.f), "%s", text);
    ImGui::SameLine(0.f, pad.x);
    ImGui::Dummy(ImVec2(0.f, 0.f));
}

void separatorV() {
    ImGui::SameLine(0.f, 10.f);
    ImGui::TextDisabled("|");
    ImGui::SameLine(0.f, 10.f);
}

// The colours of the card clock: amber when a side is short of cards, red on
// its last cards.
const ImVec4 kShortColour{0.96f, 0.64f, 0.22f, 1.f};

// One side's cards: a bar of the cards left out of its whole deck, and the
// piles they are in. `label`: the width of the side names' column.
void drawCardClock(core::Side s, const lite::SideSummary& ss, float label) {
    sideText(s);
    ImGui::SameLine(label + ImGui::GetStyle().WindowPadding.x);
    float frac =
        ss.startingCards > 0 ? std::min(1.f, float(ss.cardsLeft) / float(ss.startingCards)) : 0.f;
    char overlay[64];
    std::snprintf(overlay, sizeof overlay, "%d card%s left", ss.cardsLeft,
                  ss.cardsLeft == 1 ? "" : "s");
    ImVec4 fill = ss.clock == lite::CardClock::LastCards ? kRefusalColour
                  : ss.clock == lite::CardClock::Short   ? kShortColour
                                                         : sideStrip(s);
    ImGui::PushStyleColor(ImGuiCol_PlotHistogram, fill);
    ImGui::ProgressBar(frac, ImVec2(-FLT_MIN, 0.f), overlay);
    ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) {
        const char* when =
            ss.clock == lite::CardClock::LastCards
                ? "Deck and discards are empty: a pass now loses. Cards played go to the discards, "
                  "and the next reshuffle takes six of them out of the game."
            : ss.clock == lite::CardClock::Short ? "Two hands or fewer: the next reshuffle leaves "
                                                   "at most one. A turn or two from the end."
                                                 : "";
        ImGui::BeginTooltip(); // wrapped: at 140% one line ran off the window
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.f);
        ImGui::Text("%s: %d of its %d cards left (%d in hand, %d in deck, %d discarded); %d out "
                    "of the game. No cards in hand, deck and discards loses, and so does a pass "
                    "with no deck and no discards (LL-CARD-6).%s%s",
                    sideTitle(s), ss.cardsLeft, ss.startingCards, ss.hand, ss.deck, ss.discards,
                    ss.outOfGame, *when ? " " : "", when);
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
    // Under the side's name, whether it passed last turn (LL-CARD-5).
    if (ss.passedLastTurn) {
        ImGui::TextDisabled("passed");
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Passed last turn: may not pass again (LL-CARD-5).");
        ImGui::SameLine();
    }
    ImGui::SetCursorPosX(label + ImGui::GetStyle().WindowPadding.x);
    ImVec4 piles = ss.clock == lite::CardClock::LastCards ? kRefusalColour
                   : ss.clock == lite::CardClock::Short
                       ? kShortColour
                       : ImGui::GetStyle().Colors[ImGuiCol_TextDisabled];
    ImGui::TextColored(piles, "%d in hand \xC2\xB7 %d in deck \xC2\xB7 %d discarded", ss.hand,
                       ss.deck, ss.discards);
}

// The widths of a chip and a separator as sideChip() and separatorV() draw them.
float chipWidth(const std::string& text) {
    return ImGui::CalcTextSize(text.c_str()).x + 16.f;
}
float separatorWidth() {
    return ImGui::CalcTextSize("|").x + 20.f;
}
float titleWidth(const std::string& text, const UiFonts& fonts) {
    pushFont(fonts.title);
    float w = ImGui::CalcTextSize(text.c_str()).x;
    popFont(fonts.title);
    return w;
}

} // namespace

bool drawTurnBar(const TurnBarInput& in, TableOptions& options, float windowWidth) {
    bool fit = false;
    const lite::PlayerView& v = *in.view;
    ImGui::SetNextWindowPos(ImVec2(0.f, 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(windowWidth, kTurnBarHeight), ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.f);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(12.f, 8.f));
    ImGuiWindowFlags flags =
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing;
    bool open = ImGui::Begin("##turnbar", nullptr, flags);
    ImGui::PopStyleVar(2);
    if (!open) {
        ImGui::End();
        return false;
    }
    // The bar keeps to one line at every window and interface size: the
    // view switches at the right end always; then the turn, whose turn and
    // who decides; the step is shortened (whole on hover) before anything
    // is clipped, and the year, the computer's keys and the seed go first.
    const ImGuiStyle& st = ImGui::GetStyle();
    float gap = st.ItemSpacing.x;
    float checks = ImGui::CalcTextSize("Labels (L)").x + ImGui::CalcTextSize("Grid (G)").x +
                   2.f * (ImGui::GetFrameHeight() + st.ItemInnerSpacing.x) +
                   ImGui::CalcTextSize("Fit (F)").x + 2.f * st.FramePadding.x + 3.f * gap + 12.f;
    char seed[40];
    std::snprintf(seed, sizeof seed, "Seed %llu", static_cast<unsigned long long>(in.seed));
    char year[16];
    std::snprintf(year, sizeof year, "%d", in.battle->year);
    std::string turn = "Turn " + std::to_string(v.turn);
    std::string chip = std::string(sideTitle(v.over && v.hasWinner ? v.winner : v.active)) +
                       (v.over ? " victory" : " turn");
    std::string over = "Game over after turn " + std::to_string(v.turn);
    bool deciding = !v.over && v.decider != v.active;
    // The room left of the switches, from the window's left padding.
    float room = windowWidth - checks - 12.f - 24.f;
    float yearW = ImGui::CalcTextSize(year).x + gap;
    float fixedW =
        v.over ? ImGui::CalcTextSize(over.c_str()).x + (v.hasWinner ? gap + chipWidth(chip) : 0.f)
               : titleWidth(turn, *in.fonts) + 10.f + chipWidth(chip) + 10.f;
    if (deciding)
        fixedW += separatorWidth() + ImGui::CalcTextSize("deciding:").x + gap +
                  ImGui::CalcTextSize(sideTitle(v.decider)).x;
    float stepW = v.over ? 0.f : ImGui::CalcTextSize(in.step.c_str()).x;
    float computerW =
        in.computer.empty() ? 0.f : separatorWidth() + ImGui::CalcTextSize(in.computer.c_str()).x;
    // The battle's name takes at most a quarter of the bar when room is short
    // (the window's title has it whole).
    float nameW = titleWidth(in.battle->name, *in.fonts);
    float full = nameW + gap + yearW + separatorWidth() + fixedW + stepW + computerW;
    bool showYear = full <= room;
    bool showComputer = !in.computer.empty() && full - (showYear ? 0.f : yearW) <= room;
    float nameRoom = nameW;
    float rest = room - (showYear ? yearW : 0.f) - separatorWidth() - fixedW -
                 (showComputer ? computerW : 0.f);
    if (nameW + gap + stepW > rest) nameRoom = std::min(nameW, std::max(rest * 0.3f, 60.f));
    float stepRoom = rest - nameRoom - gap;

    pushFont(in.fonts->title);
    elidedText(in.battle->name, nameRoom, st.Colors[ImGuiCol_Text]);
    popFont(in.fonts->title);
    if (showYear) {
        ImGui::SameLine();
        ImGui::TextDisabled("%s", year);
    }
    separatorV();
    if (v.over) {
        ImGui::TextUnformatted(over.c_str());
        if (v.hasWinner) {
            ImGui::SameLine();
            sideChip(v.winner, chip.c_str());
        }
    } else {
        pushFont(in.fonts->title);
        ImGui::TextUnformatted(turn.c_str());
        popFont(in.fonts->title);
        ImGui::SameLine(0.f, 10.f);
        sideChip(v.active, chip.c_str());
        ImGui::SameLine(0.f, 10.f);
        elidedText(in.step, stepRoom, st.Colors[ImGuiCol_Text]);
        if (deciding) {
            separatorV();
            ImGui::TextDisabled("deciding:");
            ImGui::SameLine();
            sideText(v.decider);
        }
    }
    if (showComputer) {
        separatorV();
        ImGui::TextColored(kGold, "%s", in.computer.c_str());
    }
    // The view switches at the right end, and the seed when there is room.
    float leftEnd = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + 24.f;
    float seedW = ImGui::CalcTextSize(seed).x + gap;
    bool showSeed = windowWidth - checks - seedW >= leftEnd;
    ImGui::SameLine(std::max(leftEnd, windowWidth - checks - (showSeed ? seedW : 0.f)));
    if (showSeed) {
        ImGui::TextDisabled("%s", seed);
        ImGui::SameLine();
    }
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(3.f, 1.f));
    ImGui::Checkbox("Labels (L)", &options.labels);
    ImGui::SameLine();
    ImGui::Checkbox("Grid (G)", &options.grid);
    ImGui::PopStyleVar();
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit (F)")) fit = true;
    ImGui::End();
    return fit;
}

void drawArmies(const lite::PlayerView& v) {
    heading("ARMIES");
    float label = ImGui::CalcTextSize("Confederate").x + 8.f;

    // The cards as the clock they are (LL-CARD-6): the counts a real table
    // shows of each side's hand, deck and discard pile, and what the rules
    // make of them (the view's cardsLeft and clock), never the cards.
    ImGui::TextDisabled("Cards left");
    ImGui::SameLine();
    ImGui::TextDisabled("\xC2\xB7 none left loses");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("A player with no cards in hand, deck and discards loses at once, and so "
                          "does one who passes with no cards in deck or discards (LL-CARD-6). Each "
                          "reshuffle takes six cards out of the game (LL-CARD-2).");
    for (core::Side s : {core::Side::Federal, core::Side::Confederate})
        drawCardClock(s, v.side(s), label);

    // The victory track: bases lost against the shattered point (LL-WIN).
    ImGui::Spacing();
    ImGui::TextDisabled("Bases lost");
    ImGui::SameLine();
    ImGui::TextDisabled("\xC2\xB7 shattered at %d", v.shatteredPoint);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("At the end of his turn the active player rolls one die plus the enemy "
                          "bases removed; reaching %d wins (LL-WIN-1, LL-WIN-2).",
                          v.shatteredPoint);
    for (core::Side s : {core::Side::Federal, core::Side::Confederate}) {
        const lite::SideSummary& ss = v.side(s);
        sideText(s);
        ImGui::SameLine(label + ImGui::GetStyle().WindowPadding.x);
        float frac = v.shatteredPoint > 0
                         ? std::min(1.f, float(ss.basesLost) / float(v.shatteredPoint))
                         : 0.f;
        char overlay[48];
        std::snprintf(overlay, sizeof overlay, "%d of %d", ss.basesLost, v.shatteredPoint);
        ImVec4 fill = palette::colourBlindSafe() ? sideStrip(s)
                      : s == core::Side::Federal ? ImVec4(0.30f, 0.45f, 0.85f, 1.f)
                                                 : ImVec4(0.62f, 0.62f, 0.60f, 1.f);
        ImGui::PushStyleColor(ImGuiCol_PlotHistogram, fill);
        ImGui::ProgressBar(frac, ImVec2(-FLT_MIN, 0.f), overlay);
        ImGui::PopStyleColor();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%s has lost %d of its %d bases.", sideTitle(s), ss.basesLost,
                              ss.startingBases);
    }
}

void drawUnitDetails(const lite::Unit& u) {
    heading("SELECTED");
    ImGui::TextWrapped("%s", u.name.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("(%s)", u.id.c_str());
    sideText(u.side);
    ImGui::SameLine();
    bool guns = u.type == lite::UnitType::Artillery;
    if (guns)
        ImGui::Text("battery, %d gun%s%s", u.bases, u.bases == 1 ? "" : "s",
                    u.limbered ? ", limbered" : "");
    else
        ImGui::Text("regiment, %d base%s in %d file%s", u.bases, u.bases == 1 ? "" : "s",
                    u.shownFiles(), u.shownFiles() == 1 ? "" : "s");
    if (u.bases != u.startingBases)
        ImGui::Text("Lost %d of %d bases", u.startingBases - u.bases, u.startingBases);
    ImGui::TextDisabled("Front at %.1f, %s, facing %.0f\xC2\xB0", u.front.x,
                        lengthText(u.front.y, lite::ruleset().length, 1).c_str(), u.facing);
    if (u.smoke) ImGui::TextColored(ImVec4(0.9f, 0.9f, 0.85f, 1.f), "Smoke (LL-FIRE-7)");
}

} // namespace guidon::client
