// The terrain of a table as drawn and measured, whatever the ruleset: each
// feature's shape and which terrain type it is. What a type means for play
// (difficult, cover, ...) is the ruleset's own.
#pragma once

#include "vec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace guidon::core {

enum class FeatureShape : std::uint8_t { Area, Linear, Hill };

struct TerrainFeature {
    FeatureShape shape = FeatureShape::Area;
    int type = -1;            // index into the battle's terrain types
    std::vector<Vec2> points; // area/hill outline (closed) or linear polyline
    double width = 0.0;       // linear features
    std::vector<Vec2> crest;  // hills: the crest polyline
    std::string name;
    int sourceLine = 0;
};

} // namespace guidon::core
