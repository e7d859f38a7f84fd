// A battle of the full game being built in the map editor (issue 26): the
// table's edits (TableDoc), and the order of battle (FG-ORG): each side's
// army traits and division commander, brigades with their brigadier's
// name, rating and place, and their regiments, batteries and skirmish
// screens. Each edit is checked as the battle file's reader checks what a
// unit may be (its arm's formations, stands, a screen's parent); where the
// units stand, and whether they are in command, is the problems list's.
#pragma once

#include "data/full_battle_file.h"
#include "editor_doc.h"
#include "full/battle.h"

#include <optional>

namespace guidon::editor {

class FullDoc : public TableDoc<full::Battle> {
  public:
    // A new, empty battle of this size (inches; FG-SCALE-1's 72" x 48") with
    // the full game's terrain types; `tables` (kept: the library's) measure
    // command at the start for the problems list (the sheet's when null).
    FullDoc(std::vector<full::TerrainRules> types, double width, double height,
            const full::Tables* tables = nullptr, const std::string& name = "New battle");
    explicit FullDoc(full::Battle battle, const full::Tables* tables = nullptr);

    std::string rules() const override { return battle_.map.rules; }
    const core::BattleMap& map() const override { return battle_.map; }
    std::vector<core::TableUnit> tableUnits() const override;
    std::vector<data::BattleIssue> problems() const override {
        return data::findFullBattleIssues(battle_, tables_);
    }
    std::string text() const override { return data::fullBattleToText(battle_); }
    bool write(const std::string& path, std::string& error) const override {
        return data::writeFullBattleAtomic(path, battle_, error);
    }
    // A unit's screen goes with it; a brigadier attached to it is no more.
    bool deleteUnit(int unit) override;
    // A brigadier attached to it goes with it (FG-D-7).
    bool moveUnit(int unit, core::Vec2 to) override;
    bool rotateUnit(int unit, double facing) override;
    // Refused too when a brigadier would be left off it.
    bool setTableSize(double width, double height) override;
    int duplicateUnit(int unit) override;

    // [SECTION] the scenario
    // `turns`: the turn limit (FG-SEQ-1), 0 for none.
    bool setScenario(const std::string& name, const std::string& description, int year,
                     core::Side first, int turns);
    // A side's friendly table edge (FG-D-49); none: the default by its units.
    bool setEdge(core::Side side, std::optional<core::TableEdge> edge);
    // A side's army traits (FG-ORG-3) and its division commander's name
    // (FG-CMD-2; "" for none).
    bool setArmy(core::Side side, std::uint8_t traits, const std::string& commander);

    // [SECTION] brigades
    // A new brigade of `side` with its brigadier at `leader`, no brigadier's
    // name yet: its index, or -1 with `error()`.
    int addBrigade(core::Side side, core::Vec2 leader);
    bool setBrigade(int brigade, const std::string& name, const std::string& brigadier,
                    full::Rating rating);
    bool moveBrigadier(int brigade, core::Vec2 to);
    // Attach the brigadier to one of his brigade's regiments or batteries
    // (FG-D-7), -1 to none; his base is moved to touch it, behind its centre.
    bool attachBrigadier(int brigade, int unit);
    // The brigade with all its units.
    bool deleteBrigade(int brigade);

    // [SECTION] units
    // A regiment, battery or skirmish screen (its `parent` set) of
    // `u.brigade`; an empty id gets the next free one. Its index, or -1.
    int addUnit(full::UnitSetup u);
    // What the unit is (arm, formation, stands, weapon, guns, horse,
    // experience, traits), from `u`; its id, brigade, place and parent stay.
    bool setUnit(int unit, const full::UnitSetup& u);
    // Another brigade of its side; its screen goes with it.
    bool setBrigadeOf(int unit, int brigade);
    // A skirmish screen of `stands` (1 or 2) before the regiment, taken from
    // its stands (FG-ORG-4): the screen's index, or -1.
    int detachScreen(int regiment, int stands);

  private:
    std::string unitWord() const override { return "\""; }
    bool brigadeOk(int brigade);
    // What is wrong with `u` as a unit of this battle ("" : nothing).
    std::string unitProblem(const full::UnitSetup& u, int self) const;
    bool idTaken(const std::string& id) const;
    std::string newId(const std::string& prefix) const;
    void removeUnitAt(int unit); // and fix every index past it
    // An attached brigadier's base set touching his unit's rear (FG-D-7).
    void keepBrigadierOn(int unit);
    const full::Tables* tables_ = nullptr;
};

} // namespace guidon::editor
