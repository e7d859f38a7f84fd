// A battle of the full game as the rules see it: the table (core::BattleMap,
// in inches), its terrain types' rule properties, who moves first, the turn
// limit, and the order of battle at the start (FG-ORG): each side's army
// traits and division commander, brigades with their brigadiers, and the
// regiments, batteries and skirmish screens where they stand. Filled by
// game/data/full_battle_file from maps/*.xml; never changed once a game starts.
#pragma once

#include "core/map.h"
#include "model.h"
#include "tables.h"

#include <array>
#include <string>
#include <vector>

namespace guidon::full {

struct SideSetup {
    std::uint8_t traits = 0;       // army traits (FG-ORG-3)
    bool divisionCommander = false; // FG-CMD-2, FG-D-48
    std::string commanderName;
    int sourceLine = 0;
};

struct BrigadeSetup {
    std::string id;
    std::string name;        // "Iron Brigade"
    std::string brigadier;   // "Solomon Meredith"
    Side side = Side::Federal;
    Rating rating = Rating::Reliable;
    Vec2 leader;             // centre of the brigadier's 1" round base
    int attached = -1;       // index into Battle::units: the unit he is attached to
    int sourceLine = 0;
};

// A regiment, a battery or a skirmish screen as deployed.
struct UnitSetup {
    std::string id;
    std::string name;
    int brigade = -1; // index into Battle::brigades
    Arm arm = Arm::Infantry;
    Formation formation = Formation::Line;
    int stands = 0;  // on the table and off it (a dismounted unit's holders count)
    Weapon weapon = Weapon::Rifled;
    GunType gun = GunType::Napoleon;
    bool horseArtillery = false;
    Experience experience = Experience::Regular;
    std::uint8_t traitsOn = 0;  // traits added to the side's (FG-ORG-3)
    std::uint8_t traitsOff = 0; // army traits this unit lacks
    int parent = -1;            // a skirmish screen: its parent regiment (FG-ORG-4)
    Vec2 front;                 // centre of the front edge
    double facing = 0.0;        // degrees clockwise from north
    int sourceLine = 0;

    bool screen() const { return parent >= 0; }
    // FG-D-40: dismounted, one stand in four holds the horses, off the table.
    int holders() const { return formation == Formation::Dismounted ? stands / 4 : 0; }
    int onTable() const { return stands - holders(); }
};

// The stands a unit may have (FG-ORG-2; a skirmish screen's, FG-ORG-4):
// a battery's are its sections.
struct StandsRange {
    int least = 2;
    int most = 12;
};
inline StandsRange standsAllowed(Arm arm, bool screen) {
    if (screen) return {1, 2};
    if (arm == Arm::Artillery) return {1, 3};
    if (arm == Arm::Cavalry) return {2, 8};
    return {2, 12};
}

struct Battle {
    core::BattleMap map; // rules = "full"; lengths in inches (FG-SCALE-1)
    // The rule properties of each of map.kinds, by the same index.
    std::vector<TerrainRules> terrain;
    Side firstSide = Side::Federal;
    int turnLimit = 0; // game turns; 0: none (FG-SEQ-1)
    std::array<SideSetup, 2> sides;
    std::vector<BrigadeSetup> brigades;
    std::vector<UnitSetup> units;
};

// The traits a unit has: its side's army traits, with its own changes.
std::uint8_t traitsOf(const Battle& b, const UnitSetup& u);

} // namespace guidon::full
