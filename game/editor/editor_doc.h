// The battle a scenario designer is building (issues 11, 26): every edit goes
// through a document so that each one can be undone and redone, and the
// editor's window only draws the document and turns clicks into edits.
// Snapshot undo: a battle is a few kilobytes, so each edit keeps the whole
// battle before it (at most kMaxUndo of them), which cannot drift from the
// edits the way hand-written inverse operations can.
//
// `Doc` is what the window edits whatever the ruleset: the table (terrain,
// zones, size), units moved, turned, renamed and deleted, undo and redo,
// the problems and the file's text. `TableDoc<Battle>` does that once for
// both rulesets' battles; `EditorDoc` (Longstreet Lite) and `FullDoc` (the
// full game, full_doc.h) add their own forces.
#pragma once

#include "core/map.h"
#include "core/table.h"
#include "data/battle_file.h"
#include "full/battle.h"
#include "lite/battle.h"

#include <cstddef>
#include <string>
#include <vector>

namespace guidon::editor {

class Doc {
  public:
    static constexpr std::size_t kMaxUndo = 200;
    virtual ~Doc() = default;

    // "lite" or "full" (core::RulesetInfo::id): lengths are in its unit.
    virtual std::string rules() const = 0;
    // The table as it stands (kept until the next change).
    virtual const core::BattleMap& map() const = 0;
    // The units as the table draws them, unit i of the battle first at i.
    virtual std::vector<core::TableUnit> tableUnits() const = 0;
    virtual int unitCount() const = 0;
    virtual const std::string& unitName(int unit) const = 0;
    virtual core::Vec2 unitFront(int unit) const = 0;
    virtual double unitFacing(int unit) const = 0;
    // Every problem of the battle as it stands.
    virtual std::vector<data::BattleIssue> problems() const = 0;
    // The battle as its map file holds it, and that file written.
    virtual std::string text() const = 0;
    virtual bool write(const std::string& path, std::string& error) const = 0;
    bool dirty() const { return dirty_; }
    void markSaved() { dirty_ = false; }

    // [SECTION] edits: each returns false, changing nothing, with `error()`
    // saying why, when the edit makes no sense (an index out of range, too
    // few points, a type of the wrong shape).
    virtual bool addFeature(core::TerrainFeature f) = 0;
    virtual bool deleteFeature(int feature) = 0;
    virtual bool moveFeature(int feature, core::Vec2 by) = 0;
    virtual bool rotateFeature(int feature, double degrees) = 0; // about its centroid, clockwise
    virtual bool scaleFeature(int feature, double factor) = 0;   // about its centroid
    virtual bool moveVertex(int feature, int vertex, core::Vec2 to) = 0;
    virtual bool insertVertex(int feature, int before, core::Vec2 at) = 0;
    virtual bool deleteVertex(int feature, int vertex) = 0;
    virtual bool setCrest(int feature, std::vector<core::Vec2> crest) = 0;
    virtual bool setLevel(int feature, int level) = 0; // a hill's (FG-LOS-2)
    virtual bool setZone(core::Side side, std::vector<core::Vec2> points) = 0; // replaces its zones
    virtual bool clearZone(core::Side side) = 0;
    virtual bool setWidth(int feature, double width) = 0; // linear features
    // Another type drawn the same way (woods to orchard, fence to wall).
    virtual bool setFeatureType(int feature, int type) = 0;
    // The table's size; refused when terrain, a zone or a unit would be
    // left off it.
    virtual bool setTableSize(double width, double height) = 0;
    virtual bool renameFeature(int feature, const std::string& name) = 0; // "": its type's
    virtual bool deleteUnit(int unit) = 0;
    virtual bool moveUnit(int unit, core::Vec2 to) = 0;
    virtual bool rotateUnit(int unit, double facing) = 0;
    virtual bool renameUnit(int unit, const std::string& name) = 0;
    // A copy of the unit beside it, to the right along its front (the next
    // regiment of a line), with a new id: its index, or -1 with `error()`.
    virtual int duplicateUnit(int unit) = 0;

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
    virtual bool canUndo() const = 0;
    virtual bool canRedo() const = 0;
    virtual const std::string& undoLabel() const = 0; // "move Brawner Woods", "" when none
    virtual const std::string& redoLabel() const = 0;
    virtual bool undo() = 0;
    virtual bool redo() = 0;

    const std::string& error() const { return error_; }

    // `p` on the nearest grid point `step` apart (the editor's snapping).
    static core::Vec2 snap(core::Vec2 p, double step);

  protected:
    bool fail(std::string why) {
        error_ = std::move(why);
        return false;
    }

    bool dirty_ = false;
    bool inGesture_ = false;
    bool gestureRecorded_ = false;
    std::size_t serial_ = 0;
    std::string error_;
};

// The table's fields of a ruleset's battle, for TableDoc.
struct TableFields {
    std::string* name;
    std::string* description;
    int* year;
    double* width;
    double* height;
    std::vector<core::TerrainFeature>* features;
    std::vector<core::DeploymentZone>* zones;
};
// (Declared here, before TableDoc's definitions, for both rulesets: the
// template finds them by these declarations, not by argument lookup.)
TableFields fieldsOf(lite::Battle& b);
const std::vector<core::TerrainFeature>& featuresOf(const lite::Battle& b);
int kindCount(const lite::Battle& b);
const core::TerrainKind& kindOf(const lite::Battle& b, int type);
TableFields fieldsOf(full::Battle& b);
const std::vector<core::TerrainFeature>& featuresOf(const full::Battle& b);
int kindCount(const full::Battle& b);
const core::TerrainKind& kindOf(const full::Battle& b, int type);

// The edits both rulesets' battles share, once: `Battle` has units with an
// id, a name, a front and a facing, and fieldsOf/kindOf/kindCount.
template <class Battle>
class TableDoc : public Doc {
  public:
    const Battle& battle() const { return battle_; }

    bool addFeature(core::TerrainFeature f) override;
    bool deleteFeature(int feature) override;
    bool moveFeature(int feature, core::Vec2 by) override;
    bool rotateFeature(int feature, double degrees) override;
    bool scaleFeature(int feature, double factor) override;
    bool moveVertex(int feature, int vertex, core::Vec2 to) override;
    bool insertVertex(int feature, int before, core::Vec2 at) override;
    bool deleteVertex(int feature, int vertex) override;
    bool setCrest(int feature, std::vector<core::Vec2> crest) override;
    bool setLevel(int feature, int level) override;
    bool setZone(core::Side side, std::vector<core::Vec2> points) override;
    bool clearZone(core::Side side) override;
    bool setWidth(int feature, double width) override;
    bool setFeatureType(int feature, int type) override;
    bool setTableSize(double width, double height) override;
    bool renameFeature(int feature, const std::string& name) override;
    bool deleteUnit(int unit) override;
    bool moveUnit(int unit, core::Vec2 to) override;
    bool rotateUnit(int unit, double facing) override;
    bool renameUnit(int unit, const std::string& name) override;

    int unitCount() const override { return static_cast<int>(battle_.units.size()); }
    const std::string& unitName(int unit) const override {
        return battle_.units[static_cast<std::size_t>(unit)].name;
    }
    core::Vec2 unitFront(int unit) const override {
        return battle_.units[static_cast<std::size_t>(unit)].front;
    }
    double unitFacing(int unit) const override {
        return battle_.units[static_cast<std::size_t>(unit)].facing;
    }

    bool canUndo() const override { return !undo_.empty(); }
    bool canRedo() const override { return !redo_.empty(); }
    const std::string& undoLabel() const override;
    const std::string& redoLabel() const override;
    bool undo() override;
    bool redo() override;

  protected:
    TableDoc() = default;
    explicit TableDoc(Battle b) : battle_(std::move(b)) {}

    struct Snapshot {
        Battle battle;
        std::string label;
    };
    void record(std::string label);
    bool featureOk(int feature);
    bool unitOk(int unit);
    std::string featureName(int feature) const;
    // The length unit's word in messages: "BW", "\"".
    virtual std::string unitWord() const = 0;
    // A new unit id: `prefix` and the first free number.
    std::string freeId(const std::string& prefix) const;

    Battle battle_;
    std::vector<Snapshot> undo_, redo_;
};

// A battle of Longstreet Lite.
class EditorDoc : public TableDoc<lite::Battle> {
  public:
    // A new, empty battle of this size (BW) with the terrain types given.
    EditorDoc(std::vector<lite::TerrainType> types, double width, double height);
    // An existing battle (as loaded from a map file).
    explicit EditorDoc(lite::Battle battle);

    std::string rules() const override { return battle_.rules; }
    const core::BattleMap& map() const override;
    std::vector<core::TableUnit> tableUnits() const override;
    std::vector<data::BattleIssue> problems() const override {
        return data::findBattleIssues(battle_);
    }
    std::string text() const override { return data::battleToText(battle_); }
    bool write(const std::string& path, std::string& error) const override {
        return data::writeBattleAtomic(path, battle_, error);
    }
    int duplicateUnit(int unit) override;

    // A unit; an empty id gets the next free one (f1, f2 ... or c1, c2 ...).
    bool addUnit(lite::UnitSetup u);
    bool setFormation(int unit, int bases, int files, bool limbered);
    bool setScenario(const std::string& name, const std::string& description, int year,
                     core::Side first);
    // Make the battle a pick-up scenario with these fixed choices (LL-SETUP-1),
    // or (nullopt) a battle played as deployed.
    bool setPickup(std::optional<lite::PickupScenario> pickup);

  private:
    std::string unitWord() const override { return "BW"; }
    mutable core::BattleMap map_;
    mutable std::size_t mapSerial_ = ~std::size_t(0);
};

} // namespace guidon::editor
