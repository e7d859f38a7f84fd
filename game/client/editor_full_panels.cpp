// The editor's panels for a battle of the full game (issue 26): the tool
// that places brigades and units, the selected brigade or unit, and the
// scenario with each side's army. Every change is a FullDoc edit, checked
// there as the battle file's reader checks it.
#include "editor_screen.h"

#include "full/formation.h"
#include "lengths.h"
#include "overlays.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>

namespace guidon::client {

using core::Vec2;

namespace {

std::string word(std::string_view w) {
    std::string s(w);
    for (char& c : s)
        if (c == '-') c = ' ';
    return s;
}

// A combo of `n` words, `current` chosen: the new choice, or -1.
int wordCombo(const char* label, int current, int n, const std::function<std::string(int)>& text,
              const std::function<bool(int)>& offered = nullptr) {
    int chosen = -1;
    if (ImGui::BeginCombo(label, text(current).c_str())) {
        for (int i = 0; i < n; ++i) {
            if (offered && !offered(i)) continue;
            ImGui::PushID(i);
            if (ImGui::Selectable(text(i).c_str(), i == current) && i != current) chosen = i;
            ImGui::PopID();
        }
        ImGui::EndCombo();
    }
    return chosen;
}

// The traits two to a row, the long names alone: "Seen the Elephant" does
// not fit half the column.
const std::uint8_t kTraitRows[][2] = {{full::kRebelYell, full::kSteady},
                                      {full::kIronDiscipline, full::kSharpshooters},
                                      {full::kSeenTheElephant, 0}};

// A row of trait boxes, `offered` the ones to show; `tick` is called with a
// trait whose box was clicked and what it is now.
void traitBoxes(std::uint8_t offered, float w, const std::function<bool(std::uint8_t)>& has,
                const std::function<void(std::uint8_t, bool)>& tick,
                const char* armyTip = nullptr) {
    for (const auto& row : kTraitRows) {
        bool first = true;
        for (std::uint8_t bit : row) {
            if (bit == 0 || !(offered & bit)) continue;
            if (!first) ImGui::SameLine(w * 0.55f);
            first = false;
            bool on = has(bit);
            ImGui::PushID(bit);
            if (ImGui::Checkbox(std::string(full::titleOf(full::Trait(bit))).c_str(), &on))
                tick(bit, on);
            if (armyTip && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", armyTip);
            ImGui::PopID();
        }
    }
}

std::string brigadeLabel(const full::BrigadeSetup& b) {
    return b.name + " (" + (b.brigadier.empty() ? std::string("no brigadier") : b.brigadier) + ")";
}

const char* armWord(const full::UnitSetup& u) {
    if (u.screen()) return "skirmish screen";
    switch (u.arm) {
    case full::Arm::Infantry:
        return "infantry";
    case full::Arm::Cavalry:
        return "cavalry";
    case full::Arm::Artillery:
        break;
    }
    return "battery";
}

// What a unit is (its arm's formations, weapon or guns, experience): the
// fields shared by the tool's new unit and the selected unit. True when
// one changed (`u` holds it).
bool unitFields(full::UnitSetup& u, float w, bool gestured,
                const std::function<void(bool)>& gesture) {
    bool changed = false;
    auto done = [&](bool c) {
        if (gestured) gesture(c);
        changed = changed || c;
    };
    if (!u.screen()) {
        ImGui::SetNextItemWidth(w - 90.f);
        int f = wordCombo(
            "Formation", int(u.formation), full::kFormations,
            [](int i) { return word(full::titleOf(full::Formation(i))); },
            [&](int i) { return full::allowed(u.arm, full::Formation(i)); });
        if (f >= 0) u.formation = full::Formation(f);
        done(f >= 0);
    }
    const auto [lo, hi] = full::standsAllowed(u.arm, u.screen());
    int stands = std::clamp(u.stands, lo, hi);
    ImGui::SetNextItemWidth(w - 90.f);
    bool moved = ImGui::SliderInt(u.arm == full::Arm::Artillery ? "Sections" : "Stands", &stands,
                                  lo, hi);
    if (moved) u.stands = stands;
    done(moved);
    if (u.screen()) return changed;
    if (u.arm == full::Arm::Artillery) {
        ImGui::SetNextItemWidth(w - 90.f);
        int g = wordCombo("Guns", int(u.gun), full::kGunTypes,
                          [](int i) { return std::string(full::titleOf(full::GunType(i))); });
        if (g >= 0) u.gun = full::GunType(g);
        done(g >= 0);
        bool horse = u.horseArtillery;
        bool h = ImGui::Checkbox("Horse artillery", &horse);
        if (h) u.horseArtillery = horse;
        done(h);
    } else {
        ImGui::SetNextItemWidth(w - 90.f);
        int k = wordCombo("Weapon", int(u.weapon), full::kWeapons,
                          [](int i) { return word(full::nameOf(full::Weapon(i))); });
        if (k >= 0) u.weapon = full::Weapon(k);
        done(k >= 0);
    }
    ImGui::SetNextItemWidth(w - 90.f);
    int x = wordCombo("Experience", int(u.experience), full::kExperiences,
                      [](int i) { return word(full::nameOf(full::Experience(i))); });
    if (x >= 0) u.experience = full::Experience(x);
    done(x >= 0);
    return changed;
}

} // namespace

// [SECTION] the tool column: brigades and units

void EditorScreen::drawFullUnitTool(float w) {
    const full::Battle& b = full_->battle();
    heading("BRIGADES");
    int side = newBrigadeSide_ == core::Side::Federal ? 0 : 1;
    ImGui::RadioButton("Federal##bside", &side, 0);
    ImGui::SameLine();
    ImGui::RadioButton("Confederate##bside", &side, 1);
    newBrigadeSide_ = side == 0 ? core::Side::Federal : core::Side::Confederate;
    if (ImGui::Button(tool_ == Tool::Brigade ? "Placing a brigade: click the table"
                                             : "Place a new brigade",
                      ImVec2(w, 0.f))) {
        cancelDrawing();
        tool_ = Tool::Brigade;
    }
    heading("UNITS");
    if (newFull_.brigade >= int(b.brigades.size())) newFull_.brigade = -1;
    ImGui::SetNextItemWidth(w - 60.f);
    const std::string current =
        newFull_.brigade >= 0 ? brigadeLabel(b.brigades[std::size_t(newFull_.brigade)])
                              : std::string("(place a brigade first)");
    if (ImGui::BeginCombo("Brigade", current.c_str())) {
        for (std::size_t k = 0; k < b.brigades.size(); ++k) {
            ImGui::PushID(int(k));
            ImGui::PushStyleColor(ImGuiCol_Text, sideColour(b.brigades[k].side));
            if (ImGui::Selectable(brigadeLabel(b.brigades[k]).c_str(), int(k) == newFull_.brigade))
                newFull_.brigade = int(k);
            ImGui::PopStyleColor();
            ImGui::PopID();
        }
        ImGui::EndCombo();
    }
    int arm = int(newFull_.arm);
    ImGui::RadioButton("Infantry", &arm, int(full::Arm::Infantry));
    ImGui::SameLine();
    ImGui::RadioButton("Cavalry", &arm, int(full::Arm::Cavalry));
    ImGui::SameLine();
    ImGui::RadioButton("Battery", &arm, int(full::Arm::Artillery));
    if (arm != int(newFull_.arm)) {
        newFull_.arm = full::Arm(arm);
        newFull_.formation = newFull_.arm == full::Arm::Cavalry     ? full::Formation::Mounted
                             : newFull_.arm == full::Arm::Artillery ? full::Formation::Unlimbered
                                                                    : full::Formation::Line;
        newFull_.stands = newFull_.arm == full::Arm::Artillery ? 3 : newFull_.arm == full::Arm::Cavalry ? 4 : 6;
    }
    ImGui::SetNextItemWidth(w - 60.f);
    ImGui::InputTextWithHint("Name", "2nd Wisconsin", newUnitName_, sizeof newUnitName_);
    unitFields(newFull_, w, false, nullptr);
    if (ImGui::Button(tool_ == Tool::Unit ? "Placing units: click the table" : "Place units",
                      ImVec2(w, 0.f))) {
        cancelDrawing();
        tool_ = Tool::Unit;
    }
}

// [SECTION] the selection: a brigade or a unit

void EditorScreen::drawFullSelection(float w) {
    const full::Battle& b = full_->battle();
    if (selBrigade_ >= 0 && selBrigade_ < int(b.brigades.size())) {
        const int k = selBrigade_;
        const full::BrigadeSetup& br = b.brigades[std::size_t(k)];
        if (brigadeTextOf_ != k || brigadeTextSerial_ != doc_->serial()) {
            std::snprintf(brigadeName_, sizeof brigadeName_, "%s", br.name.c_str());
            std::snprintf(brigadierName_, sizeof brigadierName_, "%s", br.brigadier.c_str());
            brigadeTextOf_ = k;
            brigadeTextSerial_ = doc_->serial();
        }
        heading("SELECTED BRIGADE");
        ImGui::TextColored(sideColour(br.side), "%s (%s)", br.name.c_str(), br.id.c_str());
        ImGui::SetNextItemWidth(w - 80.f);
        ImGui::InputText("Name##brigade", brigadeName_, sizeof brigadeName_);
        if (ImGui::IsItemDeactivatedAfterEdit() && br.name != brigadeName_) {
            edited(full_->setBrigade(k, brigadeName_, br.brigadier, br.rating));
            brigadeTextOf_ = -2;
        }
        ImGui::SetNextItemWidth(w - 80.f);
        ImGui::InputTextWithHint("Brigadier", "Solomon Meredith", brigadierName_,
                                 sizeof brigadierName_);
        if (ImGui::IsItemDeactivatedAfterEdit() && br.brigadier != brigadierName_) {
            edited(full_->setBrigade(k, br.name, brigadierName_, br.rating));
            brigadeTextOf_ = -2;
        }
        ImGui::SetNextItemWidth(w - 80.f);
        int r = wordCombo("Rating", int(br.rating), full::kRatings,
                          [](int i) { return word(full::nameOf(full::Rating(i))); });
        if (r >= 0) edited(full_->setBrigade(k, br.name, br.brigadier, full::Rating(r)));
        // FG-D-7: attached to one of his brigade's regiments or batteries.
        ImGui::SetNextItemWidth(w - 80.f);
        const std::string at =
            br.attached >= 0 ? b.units[std::size_t(br.attached)].name : std::string("none");
        if (ImGui::BeginCombo("Attached", at.c_str())) {
            if (ImGui::Selectable("none", br.attached < 0) && br.attached >= 0)
                edited(full_->attachBrigadier(k, -1));
            for (std::size_t i = 0; i < b.units.size(); ++i) {
                const full::UnitSetup& u = b.units[i];
                if (u.brigade != k || u.screen()) continue;
                ImGui::PushID(int(i));
                if (ImGui::Selectable(u.name.c_str(), int(i) == br.attached) &&
                    int(i) != br.attached)
                    edited(full_->attachBrigadier(k, int(i)));
                ImGui::PopID();
            }
            ImGui::EndCombo();
        }
        int units = 0, stands = 0;
        for (const full::UnitSetup& u : b.units)
            if (u.brigade == k) {
                ++units;
                stands += u.stands;
            }
        ImGui::Text("%d units, %d stands", units, stands);
        if (ImGui::Button("Place its units", ImVec2(w, 0.f))) {
            newFull_.brigade = k;
            cancelDrawing();
            tool_ = Tool::Unit;
            select(-1, -1); // the unit tool in view again
            return;
        }
        if (ImGui::Button("Delete the brigade and its units", ImVec2(w, 0.f))) deleteSelection();
        return;
    }
    if (selUnit_ < 0 || selUnit_ >= int(b.units.size())) return;
    const int unit = selUnit_;
    const full::UnitSetup& u = b.units[std::size_t(unit)];
    const full::BrigadeSetup& br = b.brigades[std::size_t(u.brigade)];
    heading("SELECTED UNIT");
    ImGui::TextColored(sideColour(br.side), "%s (%s, %s)", u.name.c_str(), u.id.c_str(),
                       armWord(u));
    ImGui::SetNextItemWidth(w - 90.f);
    ImGui::InputText("Name##unit", selName_, sizeof selName_);
    if (ImGui::IsItemDeactivatedAfterEdit() && u.name != selName_) {
        edited(doc_->renameUnit(unit, selName_));
        selNameOf_ = -2;
    }
    if (!u.screen()) {
        ImGui::SetNextItemWidth(w - 90.f);
        if (ImGui::BeginCombo("Brigade##unit", br.name.c_str())) {
            for (std::size_t k = 0; k < b.brigades.size(); ++k) {
                if (b.brigades[k].side != br.side) continue;
                ImGui::PushID(int(k));
                if (ImGui::Selectable(brigadeLabel(b.brigades[k]).c_str(), int(k) == u.brigade) &&
                    int(k) != u.brigade)
                    edited(full_->setBrigadeOf(unit, int(k)));
                ImGui::PopID();
            }
            ImGui::EndCombo();
        }
    }
    full::UnitSetup edit = u;
    unitFields(edit, w, true, [&](bool changed) {
        gestureOf(changed, [&] { return full_->setUnit(unit, edit); });
    });
    // Traits (FG-ORG-3): its own besides its side's, and army traits it lacks.
    const std::uint8_t army = b.sides[br.side == core::Side::Federal ? 0 : 1].traits;
    ImGui::TextUnformatted("Traits (its side's and its own):");
    traitBoxes(
        full::kArmyTraits | full::kSharpshooters, w,
        [&](std::uint8_t bit) {
            return (army & bit) ? !(u.traitsOff & bit) : (u.traitsOn & bit) != 0;
        },
        [&](std::uint8_t bit, bool on) {
            full::UnitSetup t = u;
            if (army & bit) { // an army trait it may lack
                t.traitsOff = on ? std::uint8_t(t.traitsOff & ~bit) : std::uint8_t(t.traitsOff | bit);
                t.traitsOn = std::uint8_t(t.traitsOn & ~bit);
            } else {
                t.traitsOn = on ? std::uint8_t(t.traitsOn | bit) : std::uint8_t(t.traitsOn & ~bit);
            }
            edited(full_->setUnit(unit, t));
        });
    // FG-ORG-4: an infantry regiment of 4+ stands may detach a screen. Read
    // before the buttons below, which may move or remove `u`.
    const bool screened = std::any_of(b.units.begin(), b.units.end(),
                                      [&](const full::UnitSetup& s) { return s.parent == unit; });
    const bool screenable =
        !u.screen() && u.arm == full::Arm::Infantry && !screened && u.stands >= 4;
    drawUnitPlace(unit, w - 90.f, !u.screen());
    if (selUnit_ != unit) return; // deleted, or a duplicate selected
    if (screenable) {
        for (int n = 1; n <= 2; ++n) {
            if (n == 2) ImGui::SameLine();
            const std::string label = "Screen of " + std::to_string(n);
            if (ImGui::Button(label.c_str())) {
                const int s = full_->detachScreen(unit, n);
                edited(s >= 0);
                if (s >= 0) select(s, -1);
            }
        }
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("Skirmishers 3\" before its front, taken from its stands (FG-ORG-4).");
    }
}

// [SECTION] the scenario and the armies

void EditorScreen::drawFullScenario() {
    const full::Battle& b = full_->battle();
    const core::BattleMap& m = b.map;
    float w = ImGui::GetContentRegionAvail().x;
    auto apply = [&](const std::string& name, const std::string& desc, int year, core::Side first,
                     int turns) {
        bool ok = full_->setScenario(name, desc, year, first, turns);
        edited(ok);
        if (!ok) scenarioSerial_ = ~std::size_t(0);
    };
    ImGui::TextUnformatted("Battle name");
    ImGui::SetNextItemWidth(w);
    ImGui::InputText("##name", nameText_, sizeof nameText_);
    if (ImGui::IsItemDeactivatedAfterEdit() && m.name != nameText_)
        apply(nameText_, m.description, m.year, b.firstSide, b.turnLimit);
    ImGui::TextUnformatted("Description");
    ImGui::InputTextMultiline("##desc", descText_, sizeof descText_, ImVec2(w, 90.f));
    if (ImGui::IsItemDeactivatedAfterEdit() && m.description != descText_)
        apply(m.name, descText_, m.year, b.firstSide, b.turnLimit);
    int year = m.year - 1861;
    const char* years[] = {"1861", "1862", "1863", "1864", "1865"};
    ImGui::SetNextItemWidth(120.f);
    if (ImGui::Combo("Year", &year, years, 5))
        apply(m.name, m.description, 1861 + year, b.firstSide, b.turnLimit);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Open order comes in 1864 (FG-D-45); repeaters in 1863.");
    int turns = b.turnLimit;
    ImGui::SetNextItemWidth(120.f);
    if (ImGui::InputInt("Turn limit (0: none)", &turns) && turns >= 0 && turns <= 99)
        apply(m.name, m.description, m.year, b.firstSide, turns);
    int first = b.firstSide == core::Side::Federal ? 0 : 1;
    ImGui::TextUnformatted("Moves first:");
    ImGui::SameLine();
    if (ImGui::RadioButton("Federals##first", first == 0))
        apply(m.name, m.description, m.year, core::Side::Federal, b.turnLimit);
    ImGui::SameLine();
    if (ImGui::RadioButton("Confederates##first", first == 1))
        apply(m.name, m.description, m.year, core::Side::Confederate, b.turnLimit);
    drawTableSize();
    // Each side: its friendly edge (FG-D-49), army traits (FG-ORG-3) and
    // division commander (FG-CMD-2).
    const char* edges[] = {"by its units", "north", "south", "east", "west"};
    for (int si = 0; si < 2; ++si) {
        const core::Side side = si == 0 ? core::Side::Federal : core::Side::Confederate;
        const full::SideSetup& s = b.sides[std::size_t(si)];
        ImGui::Separator();
        ImGui::PushID(si);
        ImGui::TextColored(sideColour(side), "%s", si == 0 ? "The Federals" : "The Confederates");
        const auto& e = m.edges[std::size_t(si)];
        int edge = e ? 1 + int(*e) : 0;
        ImGui::SetNextItemWidth(150.f);
        if (ImGui::Combo("Friendly edge", &edge, edges, 5))
            edited(full_->setEdge(side, edge == 0 ? std::nullopt
                                                  : std::optional<core::TableEdge>(
                                                        core::TableEdge(edge - 1))));
        traitBoxes(
            full::kArmyTraits, w, [&](std::uint8_t bit) { return (s.traits & bit) != 0; },
            [&](std::uint8_t bit, bool on) {
                edited(full_->setArmy(
                    side, on ? std::uint8_t(s.traits | bit) : std::uint8_t(s.traits & ~bit),
                    s.commanderName));
            });
        ImGui::SetNextItemWidth(w - 110.f);
        ImGui::InputTextWithHint("Commander", "none", commander_[si], sizeof commander_[si]);
        if (ImGui::IsItemDeactivatedAfterEdit() && s.commanderName != commander_[si])
            edited(full_->setArmy(side, s.traits, commander_[si]));
        int brigades = 0, units = 0, stands = 0;
        for (std::size_t k = 0; k < b.brigades.size(); ++k)
            if (b.brigades[k].side == side) ++brigades;
        for (const full::UnitSetup& u : b.units)
            if (u.brigade >= 0 && b.brigades[std::size_t(u.brigade)].side == side) {
                ++units;
                stands += u.stands;
            }
        ImGui::TextColored(kHintColour, "%d brigades, %d units, %d stands", brigades, units,
                           stands);
        ImGui::PopID();
    }
    ImGui::Separator();
    ImGui::Text("%zu terrain features, %zu zones", m.features.size(), m.zones.size());
}

} // namespace guidon::client
