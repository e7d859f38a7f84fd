// How a pick-up battle (RULINGS LL-SETUP-1) begins, as `guidon-cli pickup`
// and a save of one (data::PickupRecord) give it: a scenario map, or the
// library's forces, and the choices fixed before the roll.
#pragma once

#include "session.h"

#include <optional>
#include <string>

namespace guidon::sim {

// What the set-up is made of, read from the files a PickupStart names.
struct PickupPlan {
    lite::PickupRules rules;
    lite::PickupForce forces[2];
    // The scenario map's text (its copy goes into the save) and fingerprint.
    std::shared_ptr<const data::EmbeddedBattle> mapCopy;
    std::string mapHash;
    std::string terrainHash; // the fingerprint of the battle the terrain came from
    bool noScenario = false; // the map is no pick-up scenario (`usage` says so)
};

// The plan for a set-up on `mapPath` (a pick-up scenario map, "" for none)
// with the forces, terrain and choices `given` names (its lines are not
// read). A file that cannot be read goes to `problems` (false); a map that
// is no pick-up scenario, or a force that is not in the library (or not of
// its side), gives false with `usage` saying so in a sentence. `map`: the
// scenario as already read (a save's copy of it), instead of reading mapPath.
bool planPickup(const Library& lib, const std::string& mapPath, const data::PickupRecord& given,
                PickupPlan& plan, data::Problems& problems, std::string& usage,
                const lite::Battle* map = nullptr);

} // namespace guidon::sim
