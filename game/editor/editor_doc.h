// The battle a scenario designer is building (issue 11): every edit goes
// through this document so that each one can be undone and redone, and the
// editor's window only draws the document and turns clicks into edits.
// Snapshot undo: a battle is a few kilobytes, so each edit keeps the whole
// battle before it (at most kMaxUndo of them), which cannot drift from the
// edits the way hand-written inverse operations can.
#pragma once

#include "data/battle_file.h"
#include "lite/battle.h"

#include <cstddef>
#include <string>
#include <vector>

namespace guidon::editor {

class EditorDoc {
  public:
    static constexpr std::size_t kMaxUndo = 200;

    // A new, empty battle of this size (BW) with the terrain types given.
    EditorDoc(std::vector<lite::TerrainType> types, double width, double height);
    // An existing battle (as loaded from a map file).
    explicit EditorDoc(lite::Battle battle);

    const lite::Battle& battle() const { return battle_; }
    bool dirty() const { return dirty_; }
    void markSaved() { dirty_ = false; }

    // [SECTION] edits: each returns false, changing nothing, with `error()`
    // saying why, when the edit makes no sense (an index out of range, too
    // few points, a type of the wrong shape).
    bool addFeature(lite::TerrainFeature f);
    bool deleteFeature(int feature);
    bool moveFeature(int feature, core::Vec2 by);
    bool rotateFeature(int feature, double degrees); // about its centroid, clockwise
    bool scaleFeature(int feature, double factor);   // about its centroid
    bool moveVertex(int feature, int vertex, core::Vec2 to);
    bool insertVertex(int feature, int before, core::Vec2 at);
    bool deleteVertex(int feature, int vertex);
    bool setCrest(int feature, std::vector<core::Vec2> crest);
    bool setZone(core::Side side, std::vector<core::Vec2> points); // replaces the side's zones
    // A unit; an empty id gets the next free one (f1, f2 ... or c1, c2 ...).
    bool addUnit(lite::UnitSetup u);
    bool deleteUnit(int unit);
    bool moveUnit(int unit, core::Vec2 to);
    bool rotateUnit(int unit, double facing);
    bool setFormation(int unit, int bases, int files, bool limbered);
    bool setScenario(const std::string& name, const std::string& description, int year,
                     core::Side first);
    // Make the battle a pick-up scenario with these fixed choices (LL-SETUP-1),
    // or (nullopt) a battle played as deployed.
    bool setPickup(std::optional<lite::PickupScenario> pickup);
    bool setWidth(int feature, double width); // linear features, BW
    // Another type drawn the same way (woods to orchard, fence to wall).
    bool setFeatureType(int feature, int type);
    bool clearZone(core::Side side);
    // The table's size (BW); refused when terrain, a zone or a unit would
    // be left off it.
    bool setTableSize(double width, double height);
    bool renameFeature(int feature, const std::string& name); // "" : called by its type
    bool renameUnit(int unit, const std::string& name);

    // [SECTION] gestures: a drag is many edits (one a mouse move) but one
    // step to undo. Between begin and end, edits after the first keep no
    // snapshot of their own.
    void beginGesture() {
        inGesture_ = true;
        gestureRecorded_ = false;
    }
    void endGesture() { inGesture_ = false; }
    // Grows with every change (an edit, undo, redo): the window redraws the
    // table when it moves.
    std::size_t serial() const { return serial_; }

    // [SECTION] undo and redo
    bool canUndo() const { return !undo_.empty(); }
    bool canRedo() const { return !redo_.empty(); }
    const std::string& undoLabel() const; // "move Brawner Woods", "" when none
    const std::string& redoLabel() const;
    bool undo();
    bool redo();

    // Every problem of the battle as it stands (data::findBattleIssues).
    std::vector<data::BattleIssue> problems() const { return data::findBattleIssues(battle_); }
    const std::string& error() const { return error_; }

    // `p` on the nearest grid point `step` BW apart (the editor's snapping).
    static core::Vec2 snap(core::Vec2 p, double step);

  private:
    struct Snapshot {
        lite::Battle battle;
        std::string label;
    };
    bool fail(std::string why);
    void record(std::string label);
    bool featureOk(int feature);
    bool unitOk(int unit);
    std::string featureName(int feature) const;

    lite::Battle battle_;
    std::vector<Snapshot> undo_, redo_;
    bool dirty_ = false;
    bool inGesture_ = false;
    bool gestureRecorded_ = false;
    std::size_t serial_ = 0;
    std::string error_;
};

} // namespace guidon::editor
