// Tiny positions of the full game built in code (STYLE.md: two units, fixed
// dice): a table with the full game's terrain types and the sheet's tables.
#pragma once

#include "full/event.h"
#include "full/state.h"

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace guidon::full::test {

// The full game's terrain types as assets/full/terrain.xml gives them (the
// rule properties; looks left plain).
inline std::vector<TerrainRules> terrainTypes() {
    std::vector<TerrainRules> out;
    auto add = [&](const char* id, Going going, bool open, Cover cover, double sight,
                   bool blocks = false) {
        TerrainRules t;
        t.id = id;
        t.name = id;
        t.going = going;
        t.openGround = open;
        t.cover = cover;
        t.sightLimit = sight;
        t.blocksSight = blocks;
        out.push_back(t);
        return static_cast<int>(out.size()) - 1;
    };
    add("woods", Going::Woods, false, Cover::Light, 3.0);
    add("cornfield", Going::Open, false, Cover::Light, 4.0);
    add("orchard", Going::Open, false, Cover::Light, 6.0);
    add("rough", Going::Woods, false, Cover::None, -1.0);
    add("farmstead", Going::Woods, false, Cover::Heavy, -1.0, true);
    int hill = add("hill", Going::Open, true, Cover::None, -1.0);
    out[hill].crest = true;
    int river = add("river", Going::Open, true, Cover::None, -1.0);
    out[river].impassable = true;
    auto line = [&](const char* id, Cover cover, bool obstacle, double width) {
        int i = add(id, Going::Open, true, cover, -1.0);
        out[i].linear = true;
        out[i].defaultWidth = width;
        out[i].obstacle = obstacle;
        return i;
    };
    line("stream", Cover::None, true, 0.5);
    line("fence", Cover::Light, true, 0.12);
    line("wall", Cover::Heavy, true, 0.2);
    line("earthworks", Cover::Heavy, true, 0.5);
    int sunken = line("sunken-road", Cover::Heavy, false, 1.0);
    out[sunken].sunken = true;
    out[sunken].road = true;
    int road = line("road", Cover::None, false, 1.0);
    out[road].road = true;
    return out;
}

inline int typeIndex(const Battle& b, const std::string& id) {
    for (int i = 0; i < static_cast<int>(b.terrain.size()); ++i)
        if (b.terrain[i].id == id) return i;
    return -1;
}

// An empty 72" x 48" table with the types above, Federals first, one
// reliable brigade a side ("fb" at the south, "cb" at the north; leaders
// off to the side until a test places them).
inline Battle emptyBattle() {
    Battle b;
    b.map.rules = "full";
    b.map.name = "test";
    b.map.year = 1863;
    b.map.width = 72.0;
    b.map.height = 48.0;
    b.map.edges = {core::TableEdge::South, core::TableEdge::North};
    b.terrain = terrainTypes();
    for (const TerrainRules& t : b.terrain)
        b.map.kinds.push_back(t);
    b.firstSide = Side::Federal;
    b.turnLimit = 6;
    BrigadeSetup fb;
    fb.id = "fb";
    fb.name = "First Brigade";
    fb.brigadier = "Fed";
    fb.side = Side::Federal;
    fb.leader = {36, 44};
    BrigadeSetup cb = fb;
    cb.id = "cb";
    cb.name = "Second Brigade";
    cb.brigadier = "Reb";
    cb.side = Side::Confederate;
    cb.leader = {36, 4};
    b.brigades = {fb, cb};
    return b;
}

inline int addUnit(Battle& b, const std::string& id, int brigade, Arm arm, Formation f, int stands,
                   Vec2 front, double facing) {
    UnitSetup u;
    u.id = id;
    u.name = id;
    u.brigade = brigade;
    u.arm = arm;
    u.formation = f;
    u.stands = stands;
    u.front = front;
    u.facing = facing;
    b.units.push_back(u);
    return static_cast<int>(b.units.size()) - 1;
}

inline void addArea(Battle& b, const std::string& type, std::vector<Vec2> pts, int level = 1) {
    core::TerrainFeature f;
    f.shape = type == "hill" ? core::FeatureShape::Hill : core::FeatureShape::Area;
    f.type = typeIndex(b, type);
    f.points = std::move(pts);
    f.level = level;
    b.map.features.push_back(f);
}

inline void addLine(Battle& b, const std::string& type, std::vector<Vec2> pts) {
    core::TerrainFeature f;
    f.shape = core::FeatureShape::Linear;
    f.type = typeIndex(b, type);
    f.points = std::move(pts);
    f.width = b.terrain[f.type].defaultWidth;
    b.map.features.push_back(f);
}

inline std::vector<Vec2> rect(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

// The state of a battle built in code, with the sheet's tables: units as
// deployed, no pips, nothing rolled (the command phase not yet begun).
inline GameState stateOf(const Battle& b, std::uint64_t seed = 1) {
    return deployedState(makeSetup(b, sheetTables()), seed);
}

// The brigades of emptyBattle(): the Federal one, then the Confederate.
constexpr int kFed = 0;
constexpr int kReb = 1;

// A Federal regiment of `n` stands with its front at (36, 40), facing
// `facing` (0: north, its stands south of y = 40).
inline Battle withUnit(Formation f, int n, Arm arm = Arm::Infantry, double facing = 0.0) {
    Battle b = emptyBattle();
    addUnit(b, "a", 0, arm, f, n, {36, 40}, facing);
    return b;
}

inline bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

inline int count(const std::vector<Event>& events, EventKind k) {
    return static_cast<int>(
        std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

inline bool hasEvent(const std::vector<Event>& events, EventKind k) {
    return count(events, k) > 0;
}

// The calibration tests print what they measured when GUIDON_CALIBRATION is
// set (and not "0").
inline bool calibrationVerbose() {
    const char* e = std::getenv("GUIDON_CALIBRATION");
    return e && *e && std::string(e) != "0";
}

} // namespace guidon::full::test
