// The table of a battle as drawn and measured, whatever the ruleset: which
// ruleset and unit of length it is in, each side's friendly table edge, each
// terrain feature's shape and type, and what a terrain type looks like and
// how its features are drawn. What a type means for play (difficult, cover,
// ...) is the ruleset's own (lite::TerrainType).
#pragma once

#include "side.h"
#include "vec.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace guidon::core {

// A side's friendly table edge (FG-SCALE-3): north is y = 0, the top of the
// table as drawn; west is x = 0.
enum class TableEdge : std::uint8_t { North, South, East, West };

inline constexpr std::string_view nameOf(TableEdge e) {
    switch (e) {
    case TableEdge::North:
        return "north";
    case TableEdge::South:
        return "south";
    case TableEdge::East:
        return "east";
    case TableEdge::West:
        return "west";
    }
    return "north";
}

inline std::optional<TableEdge> parseTableEdge(std::string_view text) {
    for (TableEdge e : {TableEdge::North, TableEdge::South, TableEdge::East, TableEdge::West})
        if (text == nameOf(e)) return e;
    return std::nullopt;
}

inline constexpr TableEdge opposite(TableEdge e) {
    switch (e) {
    case TableEdge::North:
        return TableEdge::South;
    case TableEdge::South:
        return TableEdge::North;
    case TableEdge::East:
        return TableEdge::West;
    case TableEdge::West:
        return TableEdge::East;
    }
    return TableEdge::North;
}

// How the table fills a feature of a terrain type beyond its colours: trees,
// orchard rows, stones, roofs, water; for a line, a fence's posts, a wall's
// stones, a stream's banks, a road's ruts. Hills draw their contours
// whatever the pattern.
enum class TerrainPattern : std::uint8_t {
    Plain,
    Woods,
    Orchard,
    Rough,
    Buildings,
    Water,
    Line, // a linear feature drawn as a plain band
    Stream,
    Road,
    Fence,
    Wall,
};

inline constexpr std::string_view nameOf(TerrainPattern p) {
    constexpr std::string_view names[] = {"plain",  "woods", "orchard", "rough",
                                          "buildings", "water", "line",    "stream",
                                          "road",   "fence", "wall"};
    return names[static_cast<int>(p)];
}

inline std::optional<TerrainPattern> parseTerrainPattern(std::string_view text) {
    for (int i = 0; i <= static_cast<int>(TerrainPattern::Wall); ++i)
        if (text == nameOf(static_cast<TerrainPattern>(i))) return static_cast<TerrainPattern>(i);
    return std::nullopt;
}

// For a linear feature's type (fences, walls, streams, roads, lines).
inline constexpr bool isLinePattern(TerrainPattern p) {
    return p >= TerrainPattern::Line;
}

// How the table draws a terrain type, the same in every ruleset.
struct TerrainLook {
    unsigned fill = 0x808080ffu; // RGBA
    unsigned outline = 0x404040ffu;
    TerrainPattern pattern = TerrainPattern::Plain;
};

// What a map needs of a terrain type whatever the ruleset: its names, how a
// feature of it is drawn and read (an area, a hill with a crest, or a line
// with a width) and its look. A ruleset's type adds its rule properties.
struct TerrainKind {
    std::string id;
    std::string name;
    bool crest = false;        // hills: has a crest line
    bool linear = false;       // drawn as a polyline with a width (fences, walls, streams, roads)
    double defaultWidth = 0.0; // for linear features, in the battle's unit of length
    TerrainLook look;
    int sourceLine = 0;
};

enum class FeatureShape : std::uint8_t { Area, Linear, Hill };

struct TerrainFeature {
    FeatureShape shape = FeatureShape::Area;
    int type = -1;            // index into the battle's terrain types
    std::vector<Vec2> points; // area/hill outline (closed) or linear polyline
    double width = 0.0;       // linear features
    std::vector<Vec2> crest;  // hills: the crest polyline
    // Hills: the height of its flat top (FG-LOS-2, FG-D-34: 0 is the ground,
    // a hill standing on a level-1 hill is level 2). Lite's rules read only
    // the crest line (LL-TERRAIN).
    int level = 1;
    std::string name;
    int sourceLine = 0;
};

// Where a side may set up its units (drawn on the table and in the editor).
struct DeploymentZone {
    Side side = Side::Federal;
    std::vector<Vec2> points;
    int sourceLine = 0;
};

// A battle's table as drawn and measured, whatever its ruleset: what the
// window's shell, the menus' previews and the rulers need of it. A ruleset's
// battle (lite::Battle) holds this and more (its terrain types' rule
// properties, its forces); the door gives it as core::Game::map().
struct BattleMap {
    std::string rules = "lite"; // the ruleset's id (core::RulesetInfo::id)
    std::string name;
    std::string description;
    std::string file; // where it came from
    int year = 1862;
    double width = 48.0; // in the ruleset's unit of length
    double height = 32.0;
    // Each side's friendly table edge as the file names it (by side index;
    // unset: not named).
    std::array<std::optional<TableEdge>, 2> edges;
    std::vector<TerrainKind> kinds; // what TerrainFeature::type indexes
    std::vector<TerrainFeature> features;
    std::vector<DeploymentZone> zones;
};

} // namespace guidon::core
