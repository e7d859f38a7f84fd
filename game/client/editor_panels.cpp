// The editor's panels: the toolbar, the tools and what is selected at the
// left, the scenario, the problems and the balance check at the right (the
// dialogs are in editor_dialogs.cpp).
#include "editor_screen.h"

#include "core/words.h"
#include "data/battle_file.h"
#include "data/problems.h"
#include "data/settings_file.h"
#include "lengths.h"
#include "overlays.h"
#include "palette.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>

namespace guidon::client {

namespace fs = std::filesystem;
using core::Vec2;
using namespace editor_layout;

namespace {

ImGuiWindowFlags panelFlags() {
    return ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
           ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
           ImGuiWindowFlags_NoBringToFrontOnFocus;
}

ImVec4 rgbaColour(unsigned c) {
    return ImVec4(float((c >> 24) & 255u) / 255.f, float((c >> 16) & 255u) / 255.f,
                  float((c >> 8) & 255u) / 255.f, 1.f);
}

// A button that shows whether its tool is the one in use.
bool toolButton(const char* label, bool active, float width) {
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.55f, 0.42f, 0.18f, 1.f));
    bool pressed = ImGui::Button(label, ImVec2(width, 0.f));
    if (active) ImGui::PopStyleColor();
    return pressed;
}

const char* kLevels[] = {"easy", "normal", "hard"};

} // namespace

// [SECTION] toolbar

std::string EditorScreen::saveTarget() const {
    // A map of the game's own is never written over: it is saved to the
    // designer's folder under a name of his choosing.
    if (path_.empty()) return "";
    std::error_code ec;
    fs::path p = fs::weakly_canonical(path_, ec);
    fs::path user = fs::weakly_canonical(folders_.user, ec);
    if (p.parent_path() != user) return "";
    return path_;
}

void EditorScreen::trySave(const std::string& path) {
    std::string error;
    if (!data::ensureDir(folders_.user, error)) {
        tell("Cannot make " + folders_.user + ": " + error, true);
        return;
    }
    if (saveTo(path, error))
        tell("Saved " + fs::path(path).filename().string() + ".");
    else
        tell("Not saved: " + error, true);
}

void EditorScreen::startPlayTest() {
    int errors = 0;
    for (const data::BattleIssue& p : problems_)
        if (p.level == data::BattleIssue::Level::Error) ++errors;
    if (errors > 0) {
        tell("Play-test needs a battle without errors: see the problems.", true);
        requestTab_ = 1;
        return;
    }
    std::string error;
    std::string path = folders_.user + "/.playtest.xml";
    if (!data::ensureDir(folders_.user, error) || !doc_->write(path, error)) {
        tell("Cannot play-test: " + error, true);
        return;
    }
    Go g;
    // A pick-up scenario is set up first, as players would (LL-SETUP-1).
    g.to = lite_ && lite_->battle().pickup ? Go::To::PickUp : Go::To::PlayTest;
    g.playTest = true;
    g.path = path;
    g.force[0] = g.force[1] = -1; // the map's forces, else the library's first
    if (playAgainst_ == 1) g.computer[1] = kLevels[playLevel_];
    if (playAgainst_ == 2) g.computer[0] = kLevels[playLevel_];
    go(std::move(g));
}

void EditorScreen::drawToolbar(sf::Vector2f size) {
    ImGui::SetNextWindowPos(ImVec2(0.f, 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(size.x, kToolbarHeight), ImGuiCond_Always);
    ImGui::Begin("##editor-toolbar", nullptr, panelFlags() | ImGuiWindowFlags_NoScrollbar);
    auto open = [&](Dialog d) {
        dialog_ = d;
        dialogOpened_ = false;
        dialogError_.clear();
    };
    if (ImGui::Button("New")) {
        pendingNew_ = true;
        open(doc_->dirty() ? Dialog::Discard : Dialog::New);
    }
    ImGui::SameLine();
    if (ImGui::Button("Open")) open(Dialog::Open);
    ImGui::SameLine();
    if (ImGui::Button("Save")) {
        std::string t = saveTarget();
        if (t.empty())
            open(Dialog::SaveAs);
        else
            trySave(t);
    }
    ImGui::SameLine();
    if (ImGui::Button("Save as")) open(Dialog::SaveAs);
    ImGui::SameLine(0.f, 18.f);
    ImGui::BeginDisabled(!doc_->canUndo());
    if (ImGui::Button("Undo")) undoRedo(false);
    if (doc_->canUndo() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("Undo %s (Ctrl+Z)", doc_->undoLabel().c_str());
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!doc_->canRedo());
    if (ImGui::Button("Redo")) undoRedo(true);
    if (doc_->canRedo() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("Redo %s (Ctrl+Y)", doc_->redoLabel().c_str());
    ImGui::EndDisabled();
    ImGui::SameLine(0.f, 18.f);
    ImGui::Checkbox("Snap to grid", &snap_);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("Corners and units land on the grid of half %s (G)",
                          full_ ? "inches" : "BW");
    ImGui::SameLine(0.f, 18.f);
    pushPrimaryButton();
    if (ImGui::Button("Play-test")) startPlayTest();
    popPrimaryButton();
    ImGui::SameLine();
    ImGui::SetNextItemWidth(200.f);
    const char* against[] = {"both sides at the screen", "v computer Confederates",
                             "v computer Federals"};
    ImGui::Combo("##against", &playAgainst_, against, 3);
    if (playAgainst_ != 0) {
        ImGui::SameLine();
        ImGui::SetNextItemWidth(90.f);
        ImGui::Combo("##playlevel", &playLevel_, kLevels, 3);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("How well the computer plays");
    }
    ImGui::SameLine(0.f, 18.f);
    if (ImGui::Button("Menu")) go(Go::To::MainMenu);
    // The file, and whether it has unsaved changes.
    ImGui::SameLine(0.f, 18.f);
    std::string file = path_.empty() ? "not saved yet" : fs::path(path_).filename().string();
    ImGui::TextColored(kHintColour, "%s%s", file.c_str(), doc_->dirty() ? "  (changed)" : "");
    ImGui::End();
}

// [SECTION] tools and the selection

void EditorScreen::drawToolColumn(sf::Vector2f size) {
    float top = kToolbarHeight + kMargin;
    ImGui::SetNextWindowPos(ImVec2(kMargin, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(kToolWidth, size.y - top - kMargin), ImGuiCond_Always);
    ImGui::Begin("##editor-tools", nullptr, panelFlags());
    float w = ImGui::GetContentRegionAvail().x;
    auto choose = [&](Tool t) {
        if (tool_ != t || t == Tool::Terrain || t == Tool::Zone) cancelDrawing();
        tool_ = t;
    };
    heading("TOOLS");
    if (toolButton("Select and move", tool_ == Tool::Select, w)) choose(Tool::Select);

    heading("TERRAIN");
    float half = (w - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    const std::vector<core::TerrainKind>& kinds = doc_->map().kinds;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const core::TerrainKind& t = kinds[i];
        if (i % 2 == 1) ImGui::SameLine();
        ImGui::PushID(int(i));
        ImVec2 p = ImGui::GetCursorScreenPos();
        bool active = tool_ == Tool::Terrain && terrainType_ == int(i);
        if (toolButton(t.name.c_str(), active, half)) {
            choose(Tool::Terrain);
            terrainType_ = int(i);
        }
        ImGui::GetWindowDrawList()->AddRectFilled(
            ImVec2(p.x + 3.f, p.y + 3.f), ImVec2(p.x + 9.f, p.y + 17.f),
            ImGui::ColorConvertFloat4ToU32(rgbaColour(t.look.fill)));
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "%s", t.linear ? "Click points along it; Enter ends it."
                      : t.crest
                          ? "Click the outline's corners, then the crest line; Enter ends each."
                          : "Click the outline's corners; Enter or a click on the first corner "
                            "closes it.");
        ImGui::PopID();
    }

    heading("DEPLOYMENT ZONES");
    if (toolButton("Federal zone", tool_ == Tool::Zone && zoneSide_ == core::Side::Federal, half)) {
        choose(Tool::Zone);
        zoneSide_ = core::Side::Federal;
    }
    ImGui::SameLine();
    if (toolButton("Confederate zone", tool_ == Tool::Zone && zoneSide_ == core::Side::Confederate,
                   half)) {
        choose(Tool::Zone);
        zoneSide_ = core::Side::Confederate;
    }
    if (ImGui::Button("Clear Federal", ImVec2(half, 0.f)))
        edited(doc_->clearZone(core::Side::Federal));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Clear the Federal deployment zone");
    ImGui::SameLine();
    if (ImGui::Button("Clear Confed.", ImVec2(half, 0.f)))
        edited(doc_->clearZone(core::Side::Confederate));
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Clear the Confederate deployment zone");
    {
        // The usual start: each side in its edge third.
        const core::BattleMap& b = doc_->map();
        double third = b.height / 3.0;
        if (ImGui::Button("Edge thirds: Federals south", ImVec2(w, 0.f))) {
            doc_->beginGesture();
            edited(doc_->setZone(core::Side::Federal, {{0, b.height - third},
                                                      {b.width, b.height - third},
                                                      {b.width, b.height},
                                                      {0, b.height}}) &&
                   doc_->setZone(core::Side::Confederate,
                                {{0, 0}, {b.width, 0}, {b.width, third}, {0, third}}));
            doc_->endGesture();
        }
    }

    // The full game's selection takes the unit tool's place (Esc: nothing
    // selected, the tool again): the two do not fit the column together.
    if (full_ && selUnit_ < 0 && selBrigade_ < 0)
        drawFullUnitTool(w);
    else if (!full_)
        drawUnitTool(w);

    drawSelection();

    // What the tool in use wants next.
    ImGui::Dummy(ImVec2(0.f, 6.f));
    std::string help;
    if (tool_ == Tool::Select)
        help = "Click to select, drag to move. R turns (Shift+R back), + and - scale, Delete "
               "removes, Ctrl+D duplicates. Drag a square handle to move a corner, a round one to "
               "add a corner (orange: the crest's); Ctrl+click or Delete over a corner removes it.";
    else if (tool_ == Tool::Terrain && drawingCrest_)
        help =
            "Click along the crest line; Enter ends it. Esc leaves the hill without one, a problem "
            "to mend before the battle can be played.";
    else if (tool_ == Tool::Terrain)
        help = "Click corners; Enter ends, Backspace takes back a corner, Esc cancels.";
    else if (tool_ == Tool::Zone)
        help = "Drag a rectangle, or click the corners one by one (Enter or a click on the first "
               "closes it): it replaces the side's zone.";
    else if (tool_ == Tool::Brigade)
        help = "Click on the table to place the new brigade's brigadier.";
    else
        help = "Click on the table to place the unit's front centre.";
    hint(help);
    ImGui::End();
}

void EditorScreen::drawUnitTool(float w) {
    heading("UNITS");
    {
        int side = newUnit_.side == core::Side::Federal ? 0 : 1;
        ImGui::RadioButton("Federal", &side, 0);
        ImGui::SameLine();
        ImGui::RadioButton("Confederate", &side, 1);
        newUnit_.side = side == 0 ? core::Side::Federal : core::Side::Confederate;
        int type = newUnit_.type == lite::UnitType::Infantry ? 0 : 1;
        ImGui::RadioButton("Infantry", &type, 0);
        ImGui::SameLine();
        ImGui::RadioButton("Artillery", &type, 1);
        newUnit_.type = type == 0 ? lite::UnitType::Infantry : lite::UnitType::Artillery;
        ImGui::SetNextItemWidth(w - 60.f);
        ImGui::InputTextWithHint("Name", "1st Texas", newUnitName_, sizeof newUnitName_);
        bool art = newUnit_.type == lite::UnitType::Artillery;
        ImGui::SetNextItemWidth(w - 60.f);
        ImGui::SliderInt(art ? "Guns" : "Bases", &newUnit_.bases, art ? 1 : 2, art ? 3 : 10);
        if (art) {
            newUnit_.bases = std::clamp(newUnit_.bases, 1, 3);
            newUnit_.files = newUnit_.bases;
        } else {
            newUnit_.bases = std::clamp(newUnit_.bases, 2, 10);
            ImGui::SetNextItemWidth(w - 60.f);
            ImGui::SliderInt("Files", &newUnit_.files, 1, newUnit_.bases);
            newUnit_.files = std::clamp(newUnit_.files, 1, newUnit_.bases);
        }
        if (toolButton("Place units", tool_ == Tool::Unit, w)) {
            cancelDrawing();
            tool_ = Tool::Unit;
        }
    }
}

// Where the selected unit stands, for either ruleset: its facing, its
// front's centre typed, turns, delete and (`duplicate`) Ctrl+D.
void EditorScreen::drawUnitPlace(int unit, float fieldWidth, bool duplicate) {
    float facing = float(doc_->unitFacing(unit));
    ImGui::SetNextItemWidth(fieldWidth);
    gestureOf(ImGui::SliderFloat("Facing", &facing, 0.f, 359.f, "%.0f deg"),
              [&] { return doc_->rotateUnit(unit, facing); });
    if (!ImGui::IsAnyItemActive()) {
        unitAt_[0] = float(doc_->unitFront(unit).x);
        unitAt_[1] = float(doc_->unitFront(unit).y);
    }
    ImGui::SetNextItemWidth(fieldWidth);
    ImGui::InputFloat2("Front at", unitAt_, "%.2f");
    if (ImGui::IsItemDeactivatedAfterEdit())
        edited(doc_->moveUnit(unit, {double(unitAt_[0]), double(unitAt_[1])}));
    if (ImGui::Button("Turn left")) turnSelection(-15.0);
    ImGui::SameLine();
    if (ImGui::Button("Turn right")) turnSelection(15.0);
    ImGui::SameLine();
    if (ImGui::Button("Delete##unit")) deleteSelection();
    if (duplicate && ImGui::Button("Duplicate (Ctrl+D)##unit",
                                   ImVec2(ImGui::GetContentRegionAvail().x, 0.f)))
        duplicateSelection();
}

// The table's size typed, in the ruleset's unit: either ruleset's scenario.
void EditorScreen::drawTableSize() {
    const core::BattleMap& m = doc_->map();
    if (!ImGui::IsAnyItemActive()) {
        tableSize_[0] = float(m.width);
        tableSize_[1] = float(m.height);
    }
    ImGui::SetNextItemWidth(150.f);
    ImGui::InputFloat2(full_ ? "Table (inches)" : "Table (BW)", tableSize_, "%.0f");
    if (ImGui::IsItemDeactivatedAfterEdit() &&
        (tableSize_[0] != float(m.width) || tableSize_[1] != float(m.height)))
        edited(doc_->setTableSize(double(tableSize_[0]), double(tableSize_[1])));
}

// A slider (or box) that is one undo step however long it is dragged.
void EditorScreen::gestureOf(bool changed, const std::function<bool()>& edit) {
    if (ImGui::IsItemActivated()) doc_->beginGesture();
    if (changed) edited(edit());
    if (ImGui::IsItemDeactivated()) doc_->endGesture();
}

void EditorScreen::drawSelection() {
    const core::BattleMap& b = doc_->map();
    float w = ImGui::GetContentRegionAvail().x;
    // The name being typed lives here until the field is left; it is read
    // again from the battle when the selection or the battle changes.
    int nameOf = selUnit_ >= 0 ? selUnit_ : selFeature_ >= 0 ? 100000 + selFeature_ : -1;
    if (nameOf != selNameOf_ || doc_->serial() != selNameSerial_) {
        const std::string& n = selUnit_ >= 0 && selUnit_ < doc_->unitCount()
                                   ? doc_->unitName(selUnit_)
                               : selFeature_ >= 0 && selFeature_ < int(b.features.size())
                                   ? b.features[std::size_t(selFeature_)].name
                                   : std::string();
        std::snprintf(selName_, sizeof selName_, "%s", n.c_str());
        selNameOf_ = nameOf;
        selNameSerial_ = doc_->serial();
    }
    if (full_ && (selUnit_ >= 0 || selBrigade_ >= 0)) {
        drawFullSelection(w);
    } else if (selUnit_ >= 0 && selUnit_ < doc_->unitCount()) {
        const lite::UnitSetup& u = lite_->battle().units[std::size_t(selUnit_)];
        heading("SELECTED UNIT");
        ImGui::TextColored(sideColour(u.side), "%s (%s, %s)", u.name.c_str(), u.id.c_str(),
                           u.type == lite::UnitType::Infantry ? "infantry" : "artillery");
        ImGui::SetNextItemWidth(w - 60.f);
        ImGui::InputText("Name##unit", selName_, sizeof selName_);
        if (ImGui::IsItemDeactivatedAfterEdit() && u.name != selName_) {
            edited(doc_->renameUnit(selUnit_, selName_));
            selNameOf_ = -2; // show what the battle holds (the old name if refused)
        }
        int bases = u.bases, files = u.files;
        bool limbered = u.limbered;
        bool art = u.type == lite::UnitType::Artillery;
        int unit = selUnit_;
        auto form = [&] {
            return lite_->setFormation(unit, bases, std::clamp(files, 1, bases), limbered);
        };
        ImGui::SetNextItemWidth(w - 60.f);
        gestureOf(
            ImGui::SliderInt(art ? "Guns##sel" : "Bases##sel", &bases, art ? 1 : 2, art ? 3 : 10),
            form);
        if (!art) {
            ImGui::SetNextItemWidth(w - 60.f);
            gestureOf(ImGui::SliderInt("Files##sel", &files, 1, bases), form);
        } else {
            gestureOf(ImGui::Checkbox("Limbered", &limbered), form);
        }
        drawUnitPlace(unit, w - 60.f, true);
    } else if (selFeature_ >= 0 && selFeature_ < int(b.features.size())) {
        const core::TerrainFeature& f = b.features[std::size_t(selFeature_)];
        const core::TerrainKind& t = b.kinds[std::size_t(f.type)];
        heading("SELECTED TERRAIN");
        ImGui::SetNextItemWidth(w - 60.f);
        if (ImGui::BeginCombo("Type", t.name.c_str())) {
            // Only the types drawn the same way: an area stays an area.
            for (std::size_t i = 0; i < b.kinds.size(); ++i) {
                const core::TerrainKind& o = b.kinds[i];
                bool fits = f.shape == core::FeatureShape::Linear ? o.linear
                            : f.shape == core::FeatureShape::Hill ? o.crest
                                                                  : !o.linear && !o.crest;
                if (!fits) continue;
                ImGui::PushID(int(i));
                if (ImGui::Selectable(o.name.c_str(), int(i) == f.type) && int(i) != f.type)
                    edited(doc_->setFeatureType(selFeature_, int(i)));
                ImGui::PopID();
            }
            ImGui::EndCombo();
        }
        ImGui::Text("%zu %s", f.points.size(),
                    f.shape == core::FeatureShape::Linear ? "points" : "corners");
        ImGui::SetNextItemWidth(w - 60.f);
        ImGui::InputTextWithHint("Name##feature", t.name.c_str(), selName_, sizeof selName_);
        if (ImGui::IsItemDeactivatedAfterEdit() && f.name != selName_) {
            edited(doc_->renameFeature(selFeature_, selName_));
            selNameOf_ = -2;
        }
        if (f.shape == core::FeatureShape::Linear) {
            float width = float(f.width);
            int feature = selFeature_;
            ImGui::SetNextItemWidth(w - 60.f);
            gestureOf(ImGui::SliderFloat("Width", &width, 0.05f, 4.f,
                                         lengthFormat(unitOf(b), 2).c_str()),
                      [&] { return doc_->setWidth(feature, width); });
        }
        // What the buttons below may change (a duplicate moves the
        // features; a deletion removes this one): read now, `f` not after.
        const bool hill = f.shape == core::FeatureShape::Hill;
        const int type = f.type;
        if (hill && full_) {
            // FG-LOS-2: a hill's level (a hill on a hill is level 2).
            int level = f.level;
            int feature = selFeature_;
            ImGui::SetNextItemWidth(w - 60.f);
            gestureOf(ImGui::SliderInt("Level", &level, 1, 9),
                      [&] { return doc_->setLevel(feature, level); });
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("How high its top is: a hill standing on a level-1 hill is "
                                  "level 2 (the full game's sight, FG-LOS-2).");
        }
        if (ImGui::Button("Turn left##f")) turnSelection(-15.0);
        ImGui::SameLine();
        if (ImGui::Button("Turn right##f")) turnSelection(15.0);
        if (ImGui::Button("Smaller")) scaleSelection(1.0 / 1.1);
        ImGui::SameLine();
        if (ImGui::Button("Larger")) scaleSelection(1.1);
        ImGui::SameLine();
        if (ImGui::Button("Delete##feature")) deleteSelection();
        if (ImGui::Button("Duplicate (Ctrl+D)##feature", ImVec2(w, 0.f))) duplicateSelection();
        if (hill && selFeature_ >= 0 &&
            ImGui::Button("Draw the crest again", ImVec2(w, 0.f))) {
            tool_ = Tool::Terrain;
            terrainType_ = type;
            drawing_.clear();
            drawingCrest_ = true;
            crestOf_ = selFeature_;
            crestSerial_ = doc_->serial();
        }
    }
}

// [SECTION] the right column: scenario, problems, balance

void EditorScreen::drawSideColumn(sf::Vector2f size) {
    float top = kToolbarHeight + kMargin;
    ImGui::SetNextWindowPos(ImVec2(size.x - kSideWidth - kMargin, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(kSideWidth, size.y - top - kMargin), ImGuiCond_Always);
    ImGui::Begin("##editor-side", nullptr, panelFlags());
    if (ImGui::BeginTabBar("##editor-tabs")) {
        int errors = 0;
        for (const data::BattleIssue& p : problems_)
            if (p.level == data::BattleIssue::Level::Error) ++errors;
        std::string problems = "Problems (" + std::to_string(problems_.size()) + ")###problems";
        const char* labels[] = {"Scenario", problems.c_str(), "Balance"};
        for (int i = 0; i < 3; ++i) {
            ImGuiTabItemFlags flags = requestTab_ == i ? ImGuiTabItemFlags_SetSelected : 0;
            if (i == 1 && errors > 0) ImGui::PushStyleColor(ImGuiCol_Text, kRefusalColour);
            bool open = ImGui::BeginTabItem(labels[i], nullptr, flags);
            if (i == 1 && errors > 0) ImGui::PopStyleColor();
            if (!open) continue;
            tab_ = i;
            if (i == 0) drawScenario();
            if (i == 1) drawProblems();
            if (i == 2) drawBalance();
            ImGui::EndTabItem();
        }
        requestTab_ = -1;
        ImGui::EndTabBar();
    }
    ImGui::End();
}

void EditorScreen::drawScenario() {
    if (full_) {
        drawFullScenario();
        return;
    }
    const lite::Battle& b = lite_->battle();
    float w = ImGui::GetContentRegionAvail().x;
    auto apply = [&](const std::string& name, const std::string& desc, int year, core::Side first) {
        bool ok = lite_->setScenario(name, desc, year, first);
        edited(ok);
        if (!ok) scenarioSerial_ = ~std::size_t(0); // the fields show the battle again
    };
    ImGui::TextUnformatted("Battle name");
    ImGui::SetNextItemWidth(w);
    ImGui::InputText("##name", nameText_, sizeof nameText_);
    if (ImGui::IsItemDeactivatedAfterEdit() && b.name != nameText_)
        apply(nameText_, b.description, b.year, b.firstSide);
    ImGui::TextUnformatted("Description");
    ImGui::InputTextMultiline("##desc", descText_, sizeof descText_, ImVec2(w, 110.f));
    if (ImGui::IsItemDeactivatedAfterEdit() && b.description != descText_)
        apply(b.name, descText_, b.year, b.firstSide);
    int year = b.year - 1861;
    const char* years[] = {"1861", "1862", "1863", "1864", "1865"};
    ImGui::SetNextItemWidth(120.f);
    if (ImGui::Combo("Year (the decks)", &year, years, 5))
        apply(b.name, b.description, 1861 + year, b.firstSide);
    // A battle played as deployed sets who moves first; a pick-up scenario
    // is deployed by the players (LL-SETUP-1), and may fix their choices.
    bool pickup = b.pickup.has_value();
    if (ImGui::Checkbox("Pick-up scenario (the players deploy)", &pickup))
        edited(lite_->setPickup(pickup ? std::optional<lite::PickupScenario>(lite::PickupScenario{})
                                     : std::nullopt));
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "Set up by the pick-up rules: the roll, terrain pieces unless the map has "
            "terrain, the edges, the order of deployment. The units drawn here are the "
            "forces; where they stand is only a suggestion.");
    if (!b.pickup) {
        int first = b.firstSide == core::Side::Federal ? 0 : 1;
        ImGui::TextUnformatted("Moves first:");
        ImGui::SameLine();
        if (ImGui::RadioButton("Federals##first", first == 0))
            apply(b.name, b.description, b.year, core::Side::Federal);
        ImGui::SameLine();
        if (ImGui::RadioButton("Confederates##first", first == 1))
            apply(b.name, b.description, b.year, core::Side::Confederate);
    } else {
        lite::PickupScenario s = *b.pickup;
        const char* choices[] = {"as the dice and players decide", "the Federals",
                                 "the Confederates"};
        auto fixedRow = [&](const char* label, std::optional<core::Side>& field) {
            int v = !field ? 0 : *field == core::Side::Federal ? 1 : 2;
            ImGui::SetNextItemWidth(150.f);
            if (!ImGui::Combo(label, &v, choices, 3)) return false;
            field = v == 0 ? std::nullopt
                           : std::optional<core::Side>(v == 1 ? core::Side::Federal
                                                              : core::Side::Confederate);
            return true;
        };
        bool changed = fixedRow("Higher roller", s.winner);
        changed |= fixedRow("North edge", s.north);
        changed |= fixedRow("Deploys first", s.firstDeployer);
        if (changed) edited(lite_->setPickup(s));
        if (s.firstDeployer)
            hint(std::string("The ") + core::sidePlural(core::other(*s.firstDeployer)) +
                 " deploy second and move first.");
        hint(b.features.empty() ? "No terrain on this map: the higher roller places pieces."
                                : "The map's terrain is the table's: no pieces are placed.");
    }
    ImGui::Separator();
    drawTableSize();
    int units[2] = {0, 0}, bases[2] = {0, 0};
    for (const lite::UnitSetup& u : b.units) {
        int si = u.side == core::Side::Federal ? 0 : 1;
        units[si] += 1;
        bases[si] += u.bases;
    }
    ImGui::TextColored(sideColour(core::Side::Federal), "Federals: %d units, %d bases", units[0],
                       bases[0]);
    ImGui::TextColored(sideColour(core::Side::Confederate), "Confederates: %d units, %d bases",
                       units[1], bases[1]);
    ImGui::Text("%zu terrain features, %zu zones", b.features.size(), b.zones.size());
}

void EditorScreen::drawProblems() {
    if (problems_.empty()) {
        ImGui::TextColored(kGold, "No problems: the battle can be played.");
        return;
    }
    hint("Click a problem to go to it.");
    for (std::size_t i = 0; i < problems_.size(); ++i) {
        const data::BattleIssue& p = problems_[i];
        bool error = p.level == data::BattleIssue::Level::Error;
        ImGui::PushID(int(i));
        ImGui::PushStyleColor(ImGuiCol_Text,
                              error ? kRefusalColour : ImVec4(0.95f, 0.75f, 0.3f, 1.f));
        std::string text = std::string(error ? "Error: " : "Warning: ") + sentence(p.message);
        if (ImGui::Selectable(text.c_str(), problemShown_ == int(i))) {
            problemShown_ = int(i);
            jumpTo(p);
        }
        ImGui::PopStyleColor();
        ImGui::PopID();
    }
}

void EditorScreen::drawBalance() {
    float w = ImGui::GetContentRegionAvail().x;
    hint("The computer plays the battle against itself, the seats swapped every other game.");
    bool running = balance_ && balance_->running();
    ImGui::BeginDisabled(running);
    ImGui::SetNextItemWidth(w - 110.f);
    ImGui::SliderInt("Games", &balanceGames_, 2, 400);
    ImGui::SetNextItemWidth(w - 110.f);
    ImGui::Combo("Level", &balanceLevel_, kLevels, 3);
    ImGui::EndDisabled();
    if (!running) {
        if (ImGui::Button("Run the balance check", ImVec2(w, 0.f))) {
            balance_ = std::make_unique<editor::BalanceCheck>();
            if (full_)
                balance_->start(*lib_, full_->battle(), balanceGames_, kLevels[balanceLevel_], 1);
            else
                balance_->start(*lib_, lite_->battle(), balanceGames_, kLevels[balanceLevel_], 1);
            balanceSerial_ = doc_->serial();
        }
    } else if (ImGui::Button("Cancel", ImVec2(w, 0.f))) {
        balance_->cancel();
    }
    if (!balance_) return;
    char label[48];
    std::snprintf(label, sizeof label, "%d / %d games", balance_->done(), balance_->total());
    ImGui::ProgressBar(float(balance_->progress()), ImVec2(w, 0.f), label);
    editor::BalanceResult r = balance_->result();
    if (!r.error.empty()) {
        textWrapped(kRefusalColour, r.error);
        return;
    }
    // The tally so far while it runs, the whole of it after.
    ImGui::Text("%d of %d games played%s", r.played, r.games, r.cancelled ? " (cancelled)" : "");
    if (balanceSerial_ != doc_->serial())
        textWrapped(
            kHintColour,
            "The map has changed since this check began: run it again for the map as it is.");
    for (int si = 0; si < 2; ++si) {
        core::Side s = si == 0 ? core::Side::Federal : core::Side::Confederate;
        const editor::BalanceSide& bs = r.side[si];
        ImGui::TextColored(sideColour(s), "%s: %lld wins (%.0f%%)", sideTitle(s), bs.wins,
                           bs.winRate * 100.0);
        if (bs.wins > 0)
            ImGui::TextColored(kHintColour, "    won in %.1f turns on average", bs.averageWinTurns);
    }
    ImGui::Text("Average length: %.1f turns", r.averageTurns);
    if (r.draws + r.aborted > 0)
        ImGui::Text("%lld without a victor, %lld unfinished", r.draws, r.aborted);
}

} // namespace guidon::client
