#include "status_panel.h"

#include <imgui.h>

#include <string>

namespace guidon::client {

namespace {

ImVec4 sideColour(rules::Side s) {
    return s == rules::Side::Federal ? ImVec4(0.55f, 0.68f, 1.f, 1.f)
                                     : ImVec4(0.80f, 0.80f, 0.76f, 1.f);
}

void sideText(rules::Side s) {
    ImGui::TextColored(sideColour(s), "%s", sideTitle(s));
}

void heading(const char* text) {
    ImGui::Spacing();
    ImGui::TextDisabled("%s", text);
    ImGui::Separator();
}

void unitDetails(const rules::Unit& u) {
    heading("SELECTED");
    ImGui::TextWrapped("%s", u.name.c_str());
    ImGui::SameLine();
    ImGui::TextDisabled("(%s)", u.id.c_str());
    sideText(u.side);
    ImGui::SameLine();
    bool guns = u.type == rules::UnitType::Artillery;
    if (guns)
        ImGui::Text("battery, %d gun%s%s", u.bases, u.bases == 1 ? "" : "s",
                    u.limbered ? ", limbered" : "");
    else
        ImGui::Text("regiment, %d base%s in %d file%s", u.bases, u.bases == 1 ? "" : "s",
                    u.shownFiles(), u.shownFiles() == 1 ? "" : "s");
    if (u.bases != u.startingBases)
        ImGui::Text("Lost %d of %d bases", u.startingBases - u.bases, u.startingBases);
    ImGui::Text("Front at %.1f, %.1f BW, facing %.0f\xC2\xB0", u.front.x, u.front.y, u.facing);
    if (u.smoke) ImGui::TextColored(ImVec4(0.9f, 0.9f, 0.85f, 1.f), "Smoke (LL-FIRE-7)");
}

} // namespace

const char* sideTitle(rules::Side s) {
    return s == rules::Side::Federal ? "Federal" : "Confederate";
}

PanelOutput drawStatusPanel(const PanelInput& in, TableOptions& options, float windowWidth,
                            float windowHeight) {
    PanelOutput out;
    const rules::PlayerView& v = *in.view;
    const float margin = 10.f;
    ImGui::SetNextWindowPos(ImVec2(windowWidth - kPanelWidth - margin, margin), ImGuiCond_Always);
    ImGui::SetNextWindowSizeConstraints(ImVec2(kPanelWidth, 0.f),
                                        ImVec2(kPanelWidth, windowHeight - 2 * margin));
    ImGuiWindowFlags flags = ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing;
    if (!ImGui::Begin("Battle", nullptr, flags)) {
        ImGui::End();
        return out;
    }
    // [SECTION] Battle
    if (in.titleFont) ImGui::PushFont(in.titleFont);
    ImGui::TextWrapped("%s", in.battle->name.c_str());
    if (in.titleFont) ImGui::PopFont();
    ImGui::TextDisabled("%d  \xC2\xB7  %.0f x %.0f BW table", in.battle->year, in.battle->width,
                        in.battle->height);
    ImGui::TextDisabled("Seed %llu", static_cast<unsigned long long>(in.seed));

    // [SECTION] Turn
    heading("TURN");
    if (v.over) {
        ImGui::Text("Game over after turn %d", v.turn);
        if (v.hasWinner) {
            sideText(v.winner);
            ImGui::SameLine(0.f, 4.f);
            ImGui::Text("wins");
        }
        if (!v.endReason.empty()) ImGui::TextWrapped("%s", v.endReason.c_str());
    } else {
        ImGui::Text("Turn %d", v.turn);
        ImGui::SameLine();
        ImGui::TextDisabled("\xC2\xB7");
        ImGui::SameLine();
        sideText(v.active);
        ImGui::SameLine(0.f, 4.f);
        ImGui::Text("to play");
        ImGui::TextDisabled("Pending");
        ImGui::TextWrapped("%s", v.pending.c_str());
    }

    // [SECTION] Armies
    heading("ARMIES");
    ImGui::Text("Shattered at %d bases lost", v.shatteredPoint);
    ImGui::SameLine();
    ImGui::TextDisabled("(LL-WIN-1)");
    if (ImGui::BeginTable("sides", 6, ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg)) {
        // Fixed columns sized for their widest text, the side name takes the rest.
        ImGui::TableSetupColumn("Side", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn("Lost", ImGuiTableColumnFlags_WidthFixed,
                                ImGui::CalcTextSize("00/00").x);
        for (const char* h : {"Hand", "Deck", "Disc.", "Out"})
            ImGui::TableSetupColumn(h, ImGuiTableColumnFlags_WidthFixed,
                                    ImGui::CalcTextSize("Deck").x);
        ImGui::TableHeadersRow();
        for (rules::Side s : {rules::Side::Federal, rules::Side::Confederate}) {
            const rules::SideSummary& ss = v.side(s);
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            sideText(s);
            ImGui::TableNextColumn();
            ImGui::Text("%d/%d", ss.basesLost, ss.startingBases);
            for (int n : {ss.hand, ss.deck, ss.discards, ss.outOfGame}) {
                ImGui::TableNextColumn();
                ImGui::Text("%d", n);
            }
        }
        ImGui::EndTable();
    }
    // Hot seat: the panel shows what the deciding player may know.
    ImGui::TextDisabled("Seen by");
    ImGui::SameLine(0.f, 4.f);
    sideText(v.me);
    ImGui::SameLine(0.f, 4.f);
    ImGui::TextDisabled("(%s)", v.myDecision ? "to decide" : "waiting");

    if (in.selected) unitDetails(*in.selected);

    // [SECTION] View
    heading("VIEW");
    ImGui::Checkbox("Labels (L)", &options.labels);
    ImGui::SameLine();
    ImGui::Checkbox("Grid (G)", &options.grid);
    ImGui::SameLine();
    if (ImGui::SmallButton("Fit (F)")) out.fit = true;
    ImGui::PushTextWrapPos(0.f);
    ImGui::TextDisabled(
        "Wheel: zoom at the cursor. Right or middle drag, arrows: pan. Click: select a unit.");
    ImGui::PopTextWrapPos();

    ImGui::End();
    return out;
}

} // namespace guidon::client
