#include "editor_doc.h"

#include "full_doc.h"
#include "lite/door.h"
#include "lite/unit.h"

#include <algorithm>
#include <cmath>

namespace guidon::editor {

using core::Vec2;

namespace {

using core::kPi;

Vec2 centroid(const std::vector<Vec2>& pts) {
    Vec2 c{0, 0};
    for (Vec2 p : pts)
        c = c + p;
    return pts.empty() ? c : c * (1.0 / static_cast<double>(pts.size()));
}

Vec2 rotated(Vec2 p, Vec2 about, double degrees) {
    double r = degrees * kPi / 180.0, c = std::cos(r), s = std::sin(r);
    Vec2 d = p - about;
    // Clockwise on the table (y grows downward), as facings are measured.
    return about + Vec2{d.x * c - d.y * s, d.x * s + d.y * c};
}

std::size_t minPoints(const core::TerrainFeature& f) {
    return f.shape == core::FeatureShape::Linear ? 2 : 3;
}

} // namespace

Vec2 Doc::snap(Vec2 p, double step) {
    if (!(step > 0.0)) return p;
    return {std::round(p.x / step) * step, std::round(p.y / step) * step};
}

// [SECTION] the table's fields of each ruleset's battle

TableFields fieldsOf(lite::Battle& b) {
    return {&b.name, &b.description, &b.year, &b.width, &b.height, &b.features, &b.zones};
}
const std::vector<core::TerrainFeature>& featuresOf(const lite::Battle& b) {
    return b.features;
}
int kindCount(const lite::Battle& b) {
    return static_cast<int>(b.terrainTypes.size());
}
const core::TerrainKind& kindOf(const lite::Battle& b, int type) {
    return b.terrainTypes[static_cast<std::size_t>(type)];
}

// [SECTION] TableDoc: bookkeeping

template <class Battle>
void TableDoc<Battle>::record(std::string label) {
    ++serial_;
    if (!inGesture_ || !gestureRecorded_) {
        undo_.push_back({battle_, std::move(label)});
        if (undo_.size() > kMaxUndo) undo_.erase(undo_.begin());
        gestureRecorded_ = inGesture_;
    }
    redo_.clear();
    dirty_ = true;
    error_.clear();
}

template <class Battle>
bool TableDoc<Battle>::featureOk(int feature) {
    if (feature < 0 || feature >= static_cast<int>(featuresOf(battle_).size()))
        return fail("there is no terrain feature " + std::to_string(feature));
    return true;
}

template <class Battle>
bool TableDoc<Battle>::unitOk(int unit) {
    if (unit < 0 || unit >= static_cast<int>(battle_.units.size()))
        return fail("there is no unit " + std::to_string(unit));
    return true;
}

template <class Battle>
std::string TableDoc<Battle>::featureName(int feature) const {
    const core::TerrainFeature& f = featuresOf(battle_)[static_cast<std::size_t>(feature)];
    return f.name.empty() ? kindOf(battle_, f.type).name : f.name;
}

template <class Battle>
std::string TableDoc<Battle>::freeId(const std::string& prefix) const {
    auto taken = [&](const std::string& id) {
        return std::any_of(battle_.units.begin(), battle_.units.end(),
                           [&](const auto& o) { return o.id == id; });
    };
    for (int n = 1;; ++n)
        if (!taken(prefix + std::to_string(n))) return prefix + std::to_string(n);
}

// [SECTION] TableDoc: terrain

template <class Battle>
bool TableDoc<Battle>::addFeature(core::TerrainFeature f) {
    if (f.type < 0 || f.type >= kindCount(battle_)) return fail("unknown terrain type");
    const core::TerrainKind& t = kindOf(battle_, f.type);
    bool linear = f.shape == core::FeatureShape::Linear;
    if (linear != t.linear)
        return fail(t.name + (t.linear ? " is drawn as a line (fences, walls, streams, roads)"
                                       : " is drawn as an area"));
    if ((f.shape == core::FeatureShape::Hill) != t.crest)
        return fail(t.crest ? t.name + " is drawn as a hill with a crest"
                            : t.name + " has no crest");
    if (f.points.size() < minPoints(f))
        return fail(linear ? "a line needs at least 2 points" : "an area needs at least 3 corners");
    if (linear && f.width <= 0.0) f.width = t.defaultWidth;
    record("add " + (f.name.empty() ? t.name : f.name));
    fieldsOf(battle_).features->push_back(std::move(f));
    return true;
}

template <class Battle>
bool TableDoc<Battle>::deleteFeature(int feature) {
    if (!featureOk(feature)) return false;
    record("delete " + featureName(feature));
    auto& fs = *fieldsOf(battle_).features;
    fs.erase(fs.begin() + feature);
    return true;
}

template <class Battle>
bool TableDoc<Battle>::moveFeature(int feature, Vec2 by) {
    if (!featureOk(feature)) return false;
    record("move " + featureName(feature));
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    for (Vec2& p : f.points)
        p = p + by;
    for (Vec2& p : f.crest)
        p = p + by;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::rotateFeature(int feature, double degrees) {
    if (!featureOk(feature)) return false;
    record("rotate " + featureName(feature));
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    Vec2 c = centroid(f.points);
    for (Vec2& p : f.points)
        p = rotated(p, c, degrees);
    for (Vec2& p : f.crest)
        p = rotated(p, c, degrees);
    return true;
}

template <class Battle>
bool TableDoc<Battle>::scaleFeature(int feature, double factor) {
    if (!featureOk(feature)) return false;
    if (!(factor > 0.05 && factor < 20.0)) return fail("scale by a factor between 0.05 and 20");
    record("scale " + featureName(feature));
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    Vec2 c = centroid(f.points);
    for (Vec2& p : f.points)
        p = c + (p - c) * factor;
    for (Vec2& p : f.crest)
        p = c + (p - c) * factor;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::moveVertex(int feature, int vertex, Vec2 to) {
    if (!featureOk(feature)) return false;
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    if (vertex < 0 || vertex >= static_cast<int>(f.points.size()))
        return fail("there is no such corner");
    record("move a corner of " + featureName(feature));
    (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)]
        .points[static_cast<std::size_t>(vertex)] = to;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::insertVertex(int feature, int before, Vec2 at) {
    if (!featureOk(feature)) return false;
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    if (before < 0 || before > static_cast<int>(f.points.size()))
        return fail("there is no such place for a corner");
    record("add a corner to " + featureName(feature));
    std::vector<Vec2>& pts =
        (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)].points;
    pts.insert(pts.begin() + before, at);
    return true;
}

template <class Battle>
bool TableDoc<Battle>::deleteVertex(int feature, int vertex) {
    if (!featureOk(feature)) return false;
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    if (vertex < 0 || vertex >= static_cast<int>(f.points.size()))
        return fail("there is no such corner");
    if (f.points.size() <= minPoints(f))
        return fail(featureName(feature) + " has only " + std::to_string(f.points.size()) +
                    " points left: delete the feature instead");
    record("remove a corner of " + featureName(feature));
    std::vector<Vec2>& pts =
        (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)].points;
    pts.erase(pts.begin() + vertex);
    return true;
}

template <class Battle>
bool TableDoc<Battle>::setCrest(int feature, std::vector<Vec2> crest) {
    if (!featureOk(feature)) return false;
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    if (f.shape != core::FeatureShape::Hill) return fail("only a hill has a crest");
    if (crest.size() < 2) return fail("a crest line needs at least 2 points");
    record("draw the crest of " + featureName(feature));
    (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)].crest = std::move(crest);
    return true;
}

template <class Battle>
bool TableDoc<Battle>::setLevel(int feature, int level) {
    if (!featureOk(feature)) return false;
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    if (f.shape != core::FeatureShape::Hill) return fail("only a hill has a level");
    if (level < 1 || level > 9) return fail("a hill's level is 1 to 9");
    record("set the level of " + featureName(feature));
    (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)].level = level;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::setZone(core::Side side, std::vector<Vec2> points) {
    if (points.size() < 3) return fail("a deployment zone needs at least 3 corners");
    record(std::string("draw the ") + core::nameOf(side) + " deployment zone");
    auto& z = *fieldsOf(battle_).zones;
    z.erase(std::remove_if(z.begin(), z.end(),
                           [&](const core::DeploymentZone& d) { return d.side == side; }),
            z.end());
    core::DeploymentZone d;
    d.side = side;
    d.points = std::move(points);
    z.push_back(std::move(d));
    return true;
}

template <class Battle>
bool TableDoc<Battle>::clearZone(core::Side side) {
    auto& z = *fieldsOf(battle_).zones;
    if (std::none_of(z.begin(), z.end(),
                     [&](const core::DeploymentZone& d) { return d.side == side; }))
        return fail(std::string("the ") + core::nameOf(side) + " side has no zone");
    record(std::string("clear the ") + core::nameOf(side) + " deployment zone");
    auto& zz = *fieldsOf(battle_).zones;
    zz.erase(std::remove_if(zz.begin(), zz.end(),
                            [&](const core::DeploymentZone& d) { return d.side == side; }),
             zz.end());
    return true;
}

template <class Battle>
bool TableDoc<Battle>::setFeatureType(int feature, int type) {
    if (!featureOk(feature)) return false;
    if (type < 0 || type >= kindCount(battle_)) return fail("unknown terrain type");
    const core::TerrainFeature& f =
        (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    const core::TerrainKind& t = kindOf(battle_, type);
    bool fits = f.shape == core::FeatureShape::Linear ? t.linear
                : f.shape == core::FeatureShape::Hill ? t.crest
                                                      : !t.linear && !t.crest;
    if (!fits) return fail(t.name + " is not drawn the way " + featureName(feature) + " is");
    record("make " + featureName(feature) + " " + t.name);
    core::TerrainFeature& g = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    const core::TerrainKind& old = kindOf(battle_, g.type);
    if (g.shape == core::FeatureShape::Linear && g.width == old.defaultWidth)
        g.width = t.defaultWidth;
    g.type = type;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::setTableSize(double width, double height) {
    if (!(width >= 8.0 && width <= 200.0 && height >= 8.0 && height <= 200.0))
        return fail("a table is 8 to 200 " + unitWord() + " each way");
    auto off = [&](Vec2 p) { return p.x < 0 || p.y < 0 || p.x > width || p.y > height; };
    const TableFields t = fieldsOf(battle_);
    for (const core::TerrainFeature& f : *t.features)
        for (Vec2 p : f.points)
            if (off(p)) return fail("terrain would be left off the table");
    for (const core::DeploymentZone& z : *t.zones)
        for (Vec2 p : z.points)
            if (off(p)) return fail("a deployment zone would be left off the table");
    for (const auto& u : battle_.units)
        if (off(u.front)) return fail(u.name + " would be left off the table");
    record("resize the table");
    const TableFields n = fieldsOf(battle_);
    *n.width = width;
    *n.height = height;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::setWidth(int feature, double width) {
    if (!featureOk(feature)) return false;
    core::TerrainFeature& f = (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)];
    if (f.shape != core::FeatureShape::Linear)
        return fail("only fences, walls, streams and roads have a width");
    if (!(width >= 0.05 && width <= 4.0)) return fail("a width is 0.05 to 4 " + unitWord());
    record("widen " + featureName(feature));
    (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)].width = width;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::renameFeature(int feature, const std::string& name) {
    if (!featureOk(feature)) return false;
    if (name.size() > 80) return fail("a name has at most 80 characters");
    record("rename " + featureName(feature));
    (*fieldsOf(battle_).features)[static_cast<std::size_t>(feature)].name = name;
    return true;
}

// [SECTION] TableDoc: units

template <class Battle>
bool TableDoc<Battle>::deleteUnit(int unit) {
    if (!unitOk(unit)) return false;
    record("delete " + battle_.units[static_cast<std::size_t>(unit)].name);
    battle_.units.erase(battle_.units.begin() + unit);
    return true;
}

template <class Battle>
bool TableDoc<Battle>::moveUnit(int unit, Vec2 to) {
    if (!unitOk(unit)) return false;
    record("move " + battle_.units[static_cast<std::size_t>(unit)].name);
    battle_.units[static_cast<std::size_t>(unit)].front = to;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::rotateUnit(int unit, double facing) {
    if (!unitOk(unit)) return false;
    if (!std::isfinite(facing)) return fail("a facing is a number of degrees");
    record("turn " + battle_.units[static_cast<std::size_t>(unit)].name);
    double f = std::fmod(facing, 360.0);
    battle_.units[static_cast<std::size_t>(unit)].facing = f < 0 ? f + 360.0 : f;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::renameUnit(int unit, const std::string& name) {
    if (!unitOk(unit)) return false;
    if (name.empty() || name.size() > 80) return fail("a unit's name has 1 to 80 characters");
    record("rename " + battle_.units[static_cast<std::size_t>(unit)].name);
    battle_.units[static_cast<std::size_t>(unit)].name = name;
    return true;
}

// [SECTION] TableDoc: undo and redo

template <class Battle>
const std::string& TableDoc<Battle>::undoLabel() const {
    static const std::string none;
    return undo_.empty() ? none : undo_.back().label;
}

template <class Battle>
const std::string& TableDoc<Battle>::redoLabel() const {
    static const std::string none;
    return redo_.empty() ? none : redo_.back().label;
}

template <class Battle>
bool TableDoc<Battle>::undo() {
    // An undo ends a gesture: what follows is a step of its own.
    inGesture_ = gestureRecorded_ = false;
    if (undo_.empty()) return fail("nothing to undo");
    redo_.push_back({battle_, undo_.back().label});
    battle_ = std::move(undo_.back().battle);
    undo_.pop_back();
    dirty_ = true;
    ++serial_;
    return true;
}

template <class Battle>
bool TableDoc<Battle>::redo() {
    inGesture_ = gestureRecorded_ = false;
    if (redo_.empty()) return fail("nothing to redo");
    undo_.push_back({battle_, redo_.back().label});
    battle_ = std::move(redo_.back().battle);
    redo_.pop_back();
    dirty_ = true;
    ++serial_;
    return true;
}

template class TableDoc<lite::Battle>;
template class TableDoc<full::Battle>;

// [SECTION] EditorDoc: Longstreet Lite's battle

EditorDoc::EditorDoc(std::vector<lite::TerrainType> types, double width, double height) {
    battle_.name = "New battle";
    battle_.width = width;
    battle_.height = height;
    battle_.terrainTypes = std::move(types);
}

EditorDoc::EditorDoc(lite::Battle battle) : TableDoc(std::move(battle)) {}

const core::BattleMap& EditorDoc::map() const {
    if (mapSerial_ != serial_) {
        map_ = lite::mapOf(battle_);
        mapSerial_ = serial_;
    }
    return map_;
}

std::vector<core::TableUnit> EditorDoc::tableUnits() const {
    std::vector<core::TableUnit> units;
    units.reserve(battle_.units.size());
    for (const lite::UnitSetup& u : battle_.units)
        units.push_back(lite::tableUnitOf(lite::unitFromSetup(u)));
    return units;
}

bool EditorDoc::addUnit(lite::UnitSetup u) {
    if (u.bases < 1) return fail("a unit needs at least one base");
    if (u.type == lite::UnitType::Artillery) {
        if (u.bases > 3) return fail("a battery has at most 3 guns");
        u.files = u.bases;
    } else if (u.bases < 2 || u.bases > 10) {
        return fail("a regiment has 2 to 10 bases");
    } else if (u.files < 1 || u.files > u.bases) {
        return fail("files must be 1 to the number of bases");
    }
    if (u.id.empty())
        u.id = freeId(u.side == core::Side::Federal ? "f" : "c");
    else if (std::any_of(battle_.units.begin(), battle_.units.end(),
                         [&](const lite::UnitSetup& o) { return o.id == u.id; }))
        return fail("there is already a unit '" + u.id + "'");
    if (u.name.empty()) u.name = u.id;
    record("add " + u.name);
    battle_.units.push_back(std::move(u));
    return true;
}

int EditorDoc::duplicateUnit(int unit) {
    if (!unitOk(unit)) return -1;
    lite::UnitSetup u = battle_.units[static_cast<std::size_t>(unit)];
    const double r = u.facing * kPi / 180.0;
    const double step = double(u.type == lite::UnitType::Artillery ? u.bases : u.files) + 0.5;
    u.front = u.front + Vec2{std::cos(r), std::sin(r)} * step;
    u.id.clear();
    if (!addUnit(u)) return -1;
    return static_cast<int>(battle_.units.size()) - 1;
}

bool EditorDoc::setFormation(int unit, int bases, int files, bool limbered) {
    if (!unitOk(unit)) return false;
    const lite::UnitSetup& u = battle_.units[static_cast<std::size_t>(unit)];
    bool art = u.type == lite::UnitType::Artillery;
    if (art ? (bases < 1 || bases > 3) : (bases < 2 || bases > 10))
        return fail(art ? "a battery has 1 to 3 guns" : "a regiment has 2 to 10 bases");
    if (!art && (files < 1 || files > bases)) return fail("files must be 1 to the number of bases");
    if (limbered && !art) return fail("only artillery limbers");
    record("re-form " + u.name);
    lite::UnitSetup& m = battle_.units[static_cast<std::size_t>(unit)];
    m.bases = bases;
    m.files = art ? bases : files;
    m.limbered = limbered;
    return true;
}

bool EditorDoc::setScenario(const std::string& name, const std::string& description, int year,
                            core::Side first) {
    if (name.empty() || name.size() > 80) return fail("a battle's name has 1 to 80 characters");
    if (description.size() > 4000)
        return fail("the description is too long (4000 characters at most)");
    if (year < 1861 || year > 1865) return fail("the year is 1861 to 1865");
    record("change the scenario");
    battle_.name = name;
    battle_.description = description;
    battle_.year = year;
    battle_.firstSide = first;
    return true;
}

bool EditorDoc::setPickup(std::optional<lite::PickupScenario> pickup) {
    record(pickup ? (battle_.pickup ? "change the pick-up choices" : "make it a pick-up scenario")
                  : "make it a deployed battle");
    battle_.pickup = std::move(pickup);
    return true;
}

} // namespace guidon::editor
