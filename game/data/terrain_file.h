// assets/terrain.xml: the terrain types and their rule properties.
#pragma once

#include "lite/battle.h"
#include "problems.h"

#include <string>
#include <vector>

namespace guidon::data {

class Element;

// The width a linear type's features get by default, in the battle's unit of
// length (BW for Lite, inches for the full game).
inline constexpr double kMinTerrainWidth = 0.05;
inline constexpr double kMaxTerrainWidth = 4.0;

// What every ruleset's terrain file says of a <type> the same way: its shape
// (`crest`, `linear`, `width`) and its look (`pattern`, `fill`, `outline`),
// into `kind` (the id and name are the caller's). Each mistake is a problem
// at the element's line; false when a linear type has no usable width (the
// type is then left out).
bool readTerrainShapeAndLook(const Element& e, core::TerrainKind& kind);

bool parseTerrainTypes(const std::string& text, const std::string& file,
                       std::vector<lite::TerrainType>& out, Problems& problems);
bool loadTerrainTypes(const std::string& path, std::vector<lite::TerrainType>& out,
                      Problems& problems);

} // namespace guidon::data
