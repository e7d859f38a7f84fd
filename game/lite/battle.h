// A battle as the rules see it: table, terrain, deployment zones and the two
// forces at the start. Plain structs filled by game/data from maps/*.xml and
// assets/terrain.xml; never changed once a game starts.
#pragma once

#include "core/map.h"
#include "types.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace guidon::lite {

// A terrain type: what any map needs of it (core::TerrainKind: names, how
// it is drawn and read, its look) and Lite's rule properties (RULINGS
// LL-TERRAIN).
struct TerrainType : core::TerrainKind {
    bool difficultInfantry = false;
    bool difficultArtillery = false;
    bool cover = false;
    bool obstructsArtillery = false;
    bool impassable = false;
    bool water = false;
};

// Is terrain of this type difficult for this kind of unit (LL-TERRAIN)?
bool difficultFor(const TerrainType& t, UnitType u);

using DeploymentZone = core::DeploymentZone;

struct UnitSetup {
    std::string id;
    std::string name;
    Side side = Side::Federal;
    UnitType type = UnitType::Infantry;
    int bases = 0;
    int files = 0;
    Vec2 front;          // centre of the front edge (LL-UNIT-1)
    double facing = 0.0; // degrees clockwise from north
    bool limbered = false;
    int sourceLine = 0;
};

// A pick-up scenario (RULINGS LL-SETUP-1: "a scenario from a map file may fix
// any of this"): the battle is set up by the pick-up rules instead of being
// played as deployed. The map's terrain, if it has any, is the table's and no
// pieces are placed; its units, if it has any, are the two forces (where the
// file puts them is only the designer's suggestion: the players deploy);
// each choice given here is fixed instead of being made.
struct PickupScenario {
    std::optional<Side> winner;        // counts as the higher roller
    std::optional<Side> north;         // has the north edge
    std::optional<Side> firstDeployer; // deploys first (so the other side moves first)
};

// Cards a scenario deals into each side's opening hand before the rest of
// the hand is drawn (by side index; card ids, at most six). The rest of the
// deck is shuffled and drawn as usual, so a tutorial or a test can count on
// these cards whatever the seed and whatever else the deck holds.
using FixedHands = std::array<std::vector<std::string>, 2>;

struct Battle {
    // <battle rules="...">: the id of the ruleset it is played by
    // (core::RulesetInfo::id, "lite" or "full"); its lengths are in that
    // ruleset's unit (BW for Lite, inches for the full game, FG-SCALE-1).
    std::string rules = "lite";
    std::string name;
    std::string description;
    std::string file; // where it came from
    int year = 1862;
    double width = 48.0; // LL-UNIT-5
    double height = 32.0;
    Side firstSide = Side::Confederate; // takes the first turn
    // Each side's friendly table edge as the file names it (by side index;
    // unset: not named, data::friendlyEdge gives the default). Lite's rules
    // use none in a deployed battle; a pick-up scenario's edges are its own
    // (LL-SETUP-1).
    std::array<std::optional<core::TableEdge>, 2> edges;
    std::vector<TerrainType> terrainTypes;
    std::vector<TerrainFeature> features;
    std::vector<DeploymentZone> zones;
    std::vector<UnitSetup> units;
    int forceLines[2] = {0, 0};           // where each side's <force> is (for messages)
    std::optional<PickupScenario> pickup; // set: a pick-up scenario, not a deployed battle
    FixedHands hands;                     // <hand>: empty for a side whose whole hand is drawn
    int handLines[2] = {0, 0};            // where each side's <hand> is (for messages)
};

// The battle's table as every ruleset's shell draws it: its terrain types
// as kinds, without Lite's rule properties.
core::BattleMap mapOf(const Battle& b);

} // namespace guidon::lite
