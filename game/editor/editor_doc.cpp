#include "editor_doc.h"

#include <algorithm>
#include <cmath>

namespace guidon::editor {

using core::Vec2;

namespace {

Vec2 centroid(const std::vector<Vec2>& pts) {
    Vec2 c{0, 0};
    for (Vec2 p : pts)
        c = c + p;
    return pts.empty() ? c : c * (1.0 / static_cast<double>(pts.size()));
}

Vec2 rotated(Vec2 p, Vec2 about, double degrees) {
    double r = degrees * lite::kPi / 180.0, c = std::cos(r), s = std::sin(r);
    Vec2 d = p - about;
    // Clockwise on the table (y grows downward), as facings are measured.
    return about + Vec2{d.x * c - d.y * s, d.x * s + d.y * c};
}

std::size_t minPoints(const lite::TerrainFeature& f) {
    return f.shape == lite::FeatureShape::Linear ? 2 : 3;
}

} // namespace

EditorDoc::EditorDoc(std::vector<lite::TerrainType> types, double width, double height) {
    battle_.name = "New battle";
    battle_.width = width;
    battle_.height = height;
    battle_.terrainTypes = std::move(types);
}

EditorDoc::EditorDoc(lite::Battle battle) : battle_(std::move(battle)) {}

bool EditorDoc::fail(std::string why) {
    error_ = std::move(why);
    return false;
}

void EditorDoc::record(std::string label) {
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

bool EditorDoc::featureOk(int feature) {
    if (feature < 0 || feature >= static_cast<int>(battle_.features.size()))
        return fail("there is no terrain feature " + std::to_string(feature));
    return true;
}

bool EditorDoc::unitOk(int unit) {
    if (unit < 0 || unit >= static_cast<int>(battle_.units.size()))
        return fail("there is no unit " + std::to_string(unit));
    return true;
}

std::string EditorDoc::featureName(int feature) const {
    const lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    return f.name.empty() ? battle_.terrainTypes[static_cast<std::size_t>(f.type)].name : f.name;
}

// [SECTION] terrain

bool EditorDoc::addFeature(lite::TerrainFeature f) {
    if (f.type < 0 || f.type >= static_cast<int>(battle_.terrainTypes.size()))
        return fail("unknown terrain type");
    const lite::TerrainType& t = battle_.terrainTypes[static_cast<std::size_t>(f.type)];
    bool linear = f.shape == lite::FeatureShape::Linear;
    if (linear != t.linear)
        return fail(t.name + (t.linear ? " is drawn as a line (fences, walls, streams, roads)"
                                       : " is drawn as an area"));
    if ((f.shape == lite::FeatureShape::Hill) != t.crest)
        return fail(t.crest ? t.name + " is drawn as a hill with a crest"
                            : t.name + " has no crest");
    if (f.points.size() < minPoints(f))
        return fail(linear ? "a line needs at least 2 points" : "an area needs at least 3 corners");
    if (linear && f.width <= 0.0) f.width = t.defaultWidth;
    record("add " + (f.name.empty() ? t.name : f.name));
    battle_.features.push_back(std::move(f));
    return true;
}

bool EditorDoc::deleteFeature(int feature) {
    if (!featureOk(feature)) return false;
    record("delete " + featureName(feature));
    battle_.features.erase(battle_.features.begin() + feature);
    return true;
}

bool EditorDoc::moveFeature(int feature, Vec2 by) {
    if (!featureOk(feature)) return false;
    record("move " + featureName(feature));
    lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    for (Vec2& p : f.points)
        p = p + by;
    for (Vec2& p : f.crest)
        p = p + by;
    return true;
}

bool EditorDoc::rotateFeature(int feature, double degrees) {
    if (!featureOk(feature)) return false;
    record("rotate " + featureName(feature));
    lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    Vec2 c = centroid(f.points);
    for (Vec2& p : f.points)
        p = rotated(p, c, degrees);
    for (Vec2& p : f.crest)
        p = rotated(p, c, degrees);
    return true;
}

bool EditorDoc::scaleFeature(int feature, double factor) {
    if (!featureOk(feature)) return false;
    if (!(factor > 0.05 && factor < 20.0)) return fail("scale by a factor between 0.05 and 20");
    record("scale " + featureName(feature));
    lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    Vec2 c = centroid(f.points);
    for (Vec2& p : f.points)
        p = c + (p - c) * factor;
    for (Vec2& p : f.crest)
        p = c + (p - c) * factor;
    return true;
}

bool EditorDoc::moveVertex(int feature, int vertex, Vec2 to) {
    if (!featureOk(feature)) return false;
    lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    if (vertex < 0 || vertex >= static_cast<int>(f.points.size()))
        return fail("there is no such corner");
    record("move a corner of " + featureName(feature));
    battle_.features[static_cast<std::size_t>(feature)].points[static_cast<std::size_t>(vertex)] =
        to;
    return true;
}

bool EditorDoc::insertVertex(int feature, int before, Vec2 at) {
    if (!featureOk(feature)) return false;
    lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    if (before < 0 || before > static_cast<int>(f.points.size()))
        return fail("there is no such place for a corner");
    record("add a corner to " + featureName(feature));
    std::vector<Vec2>& pts = battle_.features[static_cast<std::size_t>(feature)].points;
    pts.insert(pts.begin() + before, at);
    return true;
}

bool EditorDoc::deleteVertex(int feature, int vertex) {
    if (!featureOk(feature)) return false;
    lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    if (vertex < 0 || vertex >= static_cast<int>(f.points.size()))
        return fail("there is no such corner");
    if (f.points.size() <= minPoints(f))
        return fail(featureName(feature) + " has only " + std::to_string(f.points.size()) +
                    " points left: delete the feature instead");
    record("remove a corner of " + featureName(feature));
    std::vector<Vec2>& pts = battle_.features[static_cast<std::size_t>(feature)].points;
    pts.erase(pts.begin() + vertex);
    return true;
}

bool EditorDoc::setCrest(int feature, std::vector<Vec2> crest) {
    if (!featureOk(feature)) return false;
    if (battle_.features[static_cast<std::size_t>(feature)].shape != lite::FeatureShape::Hill)
        return fail("only a hill has a crest");
    if (crest.size() < 2) return fail("a crest line needs at least 2 points");
    record("draw the crest of " + featureName(feature));
    battle_.features[static_cast<std::size_t>(feature)].crest = std::move(crest);
    return true;
}

bool EditorDoc::setZone(core::Side side, std::vector<Vec2> points) {
    if (points.size() < 3) return fail("a deployment zone needs at least 3 corners");
    record(std::string("draw the ") + lite::nameOf(side) + " deployment zone");
    auto& z = battle_.zones;
    z.erase(std::remove_if(z.begin(), z.end(),
                           [&](const lite::DeploymentZone& d) { return d.side == side; }),
            z.end());
    lite::DeploymentZone d;
    d.side = side;
    d.points = std::move(points);
    z.push_back(std::move(d));
    return true;
}

// [SECTION] forces

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
    auto taken = [&](const std::string& id) {
        return std::any_of(battle_.units.begin(), battle_.units.end(),
                           [&](const lite::UnitSetup& o) { return o.id == id; });
    };
    if (u.id.empty()) {
        std::string prefix = u.side == core::Side::Federal ? "f" : "c";
        for (int n = 1; u.id.empty(); ++n)
            if (!taken(prefix + std::to_string(n))) u.id = prefix + std::to_string(n);
    } else if (taken(u.id)) {
        return fail("there is already a unit '" + u.id + "'");
    }
    if (u.name.empty()) u.name = u.id;
    record("add " + u.name);
    battle_.units.push_back(std::move(u));
    return true;
}

bool EditorDoc::deleteUnit(int unit) {
    if (!unitOk(unit)) return false;
    record("delete " + battle_.units[static_cast<std::size_t>(unit)].name);
    battle_.units.erase(battle_.units.begin() + unit);
    return true;
}

bool EditorDoc::moveUnit(int unit, Vec2 to) {
    if (!unitOk(unit)) return false;
    record("move " + battle_.units[static_cast<std::size_t>(unit)].name);
    battle_.units[static_cast<std::size_t>(unit)].front = to;
    return true;
}

bool EditorDoc::rotateUnit(int unit, double facing) {
    if (!unitOk(unit)) return false;
    if (!std::isfinite(facing)) return fail("a facing is a number of degrees");
    record("turn " + battle_.units[static_cast<std::size_t>(unit)].name);
    double f = std::fmod(facing, 360.0);
    battle_.units[static_cast<std::size_t>(unit)].facing = f < 0 ? f + 360.0 : f;
    return true;
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

bool EditorDoc::setFeatureType(int feature, int type) {
    if (!featureOk(feature)) return false;
    if (type < 0 || type >= static_cast<int>(battle_.terrainTypes.size()))
        return fail("unknown terrain type");
    lite::TerrainFeature& f = battle_.features[static_cast<std::size_t>(feature)];
    const lite::TerrainType& t = battle_.terrainTypes[static_cast<std::size_t>(type)];
    bool fits = f.shape == lite::FeatureShape::Linear ? t.linear
                : f.shape == lite::FeatureShape::Hill ? t.crest
                                                      : !t.linear && !t.crest;
    if (!fits) return fail(t.name + " is not drawn the way " + featureName(feature) + " is");
    record("make " + featureName(feature) + " " + t.name);
    const lite::TerrainType& old = battle_.terrainTypes[static_cast<std::size_t>(f.type)];
    if (f.shape == lite::FeatureShape::Linear && f.width == old.defaultWidth)
        f.width = t.defaultWidth;
    f.type = type;
    return true;
}

bool EditorDoc::clearZone(core::Side side) {
    auto& z = battle_.zones;
    if (std::none_of(z.begin(), z.end(),
                     [&](const lite::DeploymentZone& d) { return d.side == side; }))
        return fail(std::string("the ") + lite::nameOf(side) + " side has no zone");
    record(std::string("clear the ") + lite::nameOf(side) + " deployment zone");
    z.erase(std::remove_if(z.begin(), z.end(),
                           [&](const lite::DeploymentZone& d) { return d.side == side; }),
            z.end());
    return true;
}

bool EditorDoc::setTableSize(double width, double height) {
    if (!(width >= 8.0 && width <= 200.0 && height >= 8.0 && height <= 200.0))
        return fail("a table is 8 to 200 BW each way");
    auto off = [&](Vec2 p) { return p.x < 0 || p.y < 0 || p.x > width || p.y > height; };
    for (const lite::TerrainFeature& f : battle_.features)
        for (Vec2 p : f.points)
            if (off(p)) return fail("terrain would be left off the table");
    for (const lite::DeploymentZone& z : battle_.zones)
        for (Vec2 p : z.points)
            if (off(p)) return fail("a deployment zone would be left off the table");
    for (const lite::UnitSetup& u : battle_.units)
        if (off(u.front)) return fail(u.name + " would be left off the table");
    record("resize the table");
    battle_.width = width;
    battle_.height = height;
    return true;
}

bool EditorDoc::setWidth(int feature, double width) {
    if (!featureOk(feature)) return false;
    if (battle_.features[static_cast<std::size_t>(feature)].shape != lite::FeatureShape::Linear)
        return fail("only fences, walls, streams and roads have a width");
    if (!(width >= 0.05 && width <= 4.0)) return fail("a width is 0.05 to 4 BW");
    record("widen " + featureName(feature));
    battle_.features[static_cast<std::size_t>(feature)].width = width;
    return true;
}

bool EditorDoc::renameFeature(int feature, const std::string& name) {
    if (!featureOk(feature)) return false;
    if (name.size() > 80) return fail("a name has at most 80 characters");
    record("rename " + featureName(feature));
    battle_.features[static_cast<std::size_t>(feature)].name = name;
    return true;
}

bool EditorDoc::renameUnit(int unit, const std::string& name) {
    if (!unitOk(unit)) return false;
    if (name.empty() || name.size() > 80) return fail("a unit's name has 1 to 80 characters");
    record("rename " + battle_.units[static_cast<std::size_t>(unit)].name);
    battle_.units[static_cast<std::size_t>(unit)].name = name;
    return true;
}

// [SECTION] undo and redo

const std::string& EditorDoc::undoLabel() const {
    static const std::string none;
    return undo_.empty() ? none : undo_.back().label;
}

const std::string& EditorDoc::redoLabel() const {
    static const std::string none;
    return redo_.empty() ? none : redo_.back().label;
}

bool EditorDoc::undo() {
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

bool EditorDoc::redo() {
    inGesture_ = gestureRecorded_ = false;
    if (redo_.empty()) return fail("nothing to redo");
    undo_.push_back({battle_, redo_.back().label});
    battle_ = std::move(redo_.back().battle);
    redo_.pop_back();
    dirty_ = true;
    ++serial_;
    return true;
}

Vec2 EditorDoc::snap(Vec2 p, double step) {
    if (!(step > 0.0)) return p;
    return {std::round(p.x / step) * step, std::round(p.y / step) * step};
}

} // namespace guidon::editor
