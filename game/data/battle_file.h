// maps/*.xml: a battle (table, terrain, deployment zones, both forces).
#pragma once

#include "problems.h"
#include "rules/battle.h"

#include <string>
#include <vector>

namespace guidon::data {

// Parse a battle; terrain types come from assets/terrain.xml and are copied
// into the battle. Every problem is reported; false if there was any.
bool parseBattle(const std::string& text, const std::string& file,
                 const std::vector<rules::TerrainType>& types, rules::Battle& out, Problems& problems);
bool loadBattle(const std::string& path, const std::vector<rules::TerrainType>& types,
                rules::Battle& out, Problems& problems);

// The battle as maps/*.xml text, the format parseBattle reads: what the
// editor saves. Numbers are written in the fewest digits that read back to
// the same value, so load, save and load gives the same battle.
std::string battleToText(const rules::Battle& b);
// Write it to `path` through a temporary file, so a failed write never
// leaves half a map; false with `error` in a sentence.
bool writeBattleAtomic(const std::string& path, const rules::Battle& b, std::string& error);

// The checks that need the whole battle (overlaps, table edges, terrain);
// also used by the editor to validate a battle being built.
void checkBattle(const rules::Battle& b, const std::string& file, Problems& problems);

} // namespace guidon::data
