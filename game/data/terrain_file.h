// assets/terrain.xml: the terrain types and their rule properties.
#pragma once

#include "lite/battle.h"
#include "problems.h"

#include <string>
#include <vector>

namespace guidon::data {

bool parseTerrainTypes(const std::string& text, const std::string& file,
                       std::vector<lite::TerrainType>& out, Problems& problems);
bool loadTerrainTypes(const std::string& path, std::vector<lite::TerrainType>& out,
                      Problems& problems);

} // namespace guidon::data
