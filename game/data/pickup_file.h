// assets/pickup.xml: the terrain pieces and the named forces that pick-up
// battles (RULINGS LL-SETUP-1) are set up from, and the default table.
#pragma once

#include "lite/setup.h"
#include "problems.h"

#include <string>
#include <vector>

namespace guidon::data {

// Parse a pick-up library; pieces refer to the terrain types by id. Every
// problem is reported; false if there was any.
bool parsePickup(const std::string& text, const std::string& file,
                 const std::vector<lite::TerrainType>& types, lite::PickupLibrary& out,
                 Problems& problems);
bool loadPickup(const std::string& path, const std::vector<lite::TerrainType>& types,
                lite::PickupLibrary& out, Problems& problems);

} // namespace guidon::data
