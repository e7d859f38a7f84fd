// A battle of the full game as deployed, as the table draws it (the map
// editor, before any game): its units' stands and its brigadiers' bases,
// in the same shapes and looks as a game's table (FullGame::table()).
#pragma once

#include "battle.h"
#include "core/table.h"

#include <vector>

namespace guidon::full {

// How a unit's stands look on the table: foot, horse, gun or limber.
core::StandLook standLookOf(Arm arm, Formation formation);
// A brigadier's 1" round base at `at` (FG-ORG-1).
core::Stand leaderStand(Vec2 at);
// Each brigade's number among its side's, for its colour on the table.
std::vector<int> brigadeGroups(const std::vector<BrigadeSetup>& brigades);

// Every unit of the battle in its order (a dismounted unit's horse holders
// off the table, FG-D-40), then each brigadier's base, as FullGame::table()
// lists a game's: unit i of the battle is entry i.
std::vector<core::TableUnit> setupTable(const Battle& b);

} // namespace guidon::full
