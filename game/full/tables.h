// The full game's rule tables as data (assets/full/rules.xml and
// assets/full/terrain.xml, read by game/data/full_tables_file): movement
// rates, pip dice, discipline numbers, command tiers, the brigade and
// regiment thresholds, leader risk, the weapon matrix and the shock
// modifiers. The rules read every number from here; none is written twice
// in the code. Defaults are the sheet's, so a test may build a Tables in code.
#pragma once

#include "core/map.h"
#include "model.h"

#include <array>
#include <string>
#include <vector>

namespace guidon::full {

// A formation's row of the sheet's table 3.0 (FG-MOVE-1, FG-MOVE-2), inches.
struct MoveRates {
    double open = 6.0;
    double woods = 4.0;
    double road = 6.0;
    double obstacle = 2.0;      // taken off the allowance per obstacle crossed
    bool crossesObstacles = true; // prolonge: "Impassable"
};

// A brigadier's staff pip roll (FG-CMD-2): 1D3 + plus, halved rounding up.
struct PipRoll {
    int plus = 0;
    bool halve = false;
};

// One band of the weapon matrix (FG-FIRE-2): to-hit number and dice a stand
// (a section for guns); toHit 0 is the sheet's "-": no fire in that band.
struct FireBand {
    int toHit = 0;
    int dice = 0;
    bool noSaves = false; // point-blank guns (FG-FIRE-4)
};

// A small arm's row: point-blank, medium, long (0-4", 4.1-8", 8.1-16").
struct WeaponRow {
    std::array<FireBand, 3> bands;
    std::array<double, 3> reach{4.0, 8.0, 16.0}; // each band's far end
};

// A gun type's row (FG-ORG-2): its profile's bands and its long reach.
struct GunRow {
    bool rifled = false;
    std::array<FireBand, 3> bands;
    std::array<double, 3> reach{4.0, 10.0, 32.0};
};

// What leader risk's die does (FG-LEAD-1), by the die's face 1-6.
enum class RiskResult : std::uint8_t { Unhurt, Wounded, Removed, Killed };

// A row of the shock table (FG-MELEE-2): an id the melee code knows, its
// value and the sheet's words. The melee issue reads them by id.
struct ShockModifier {
    std::string id; // "fresh", "spent", "momentum", "column", "rebel-yell",
                    // "cavalry", "heavy-cover", "light-cover", "flank",
                    // "disordered", "brigadier"
    int value = 0;
    std::string text;
};

// A melee outcome band by margin of defeat (FG-MELEE-3).
struct MeleeOutcome {
    int margin = 0;         // from this margin up (to the next row's)
    int loserHits = 0;
    double retreat = 0.0;   // inches
    bool bothHit = false;   // a tie: both take the hits, both disordered, locked
};

// The reactions' distances (FG-REACT-2 to 6, FG-D-16, FG-D-28), inches.
struct ReactionDistances {
    double closingVolley = 4.0; // FG-REACT-2: the charger's front within this of the target's
    double opportunity = 8.0;   // FG-REACT-3, FG-D-11: in the forward arc within this
    double evadeZone = 6.0;     // FG-REACT-4: a formed enemy within this of a screen
    double flankZone = 8.0;     // FG-REACT-5: an enemy in a flank arc within this
    double stall = 2.0;         // FG-D-16: a stalled charger's front from the volley
    double evadeLeast = 4.0, evadeMost = 6.0;     // FG-D-28
    double counterLeast = 2.0, counterMost = 3.0; // FG-REACT-6
    // The farthest any of them reaches.
    double farthest() const;
};

struct Tables {
    std::array<MoveRates, kFormations> rates{};
    double doubleTime = 3.0;     // FG-CMD-4
    double oblique = 3.0;        // FG-D-38
    double wheelLine = 45.0;     // FG-MOVE-3: line, mounted cavalry
    double wheelColumn = 90.0;   // columns, limbers
    double brigadierMove = 18.0; // FG-CMD-7
    double chargeCavalry = 12.0; // FG-MELEE-1
    ReactionDistances reactions;
    std::array<PipRoll, kRatings> pips{};
    int divisionPip = 1;  // FG-CMD-2
    int savedPips = 1;    // FG-CMD-6: at most this many saved
    std::array<int, kExperiences> discipline{3, 4, 5}; // FG-DISC-1
    // FG-CMD-1: the tiers' far ends, inches.
    double bugle = 6.0;
    double courier = 12.0;
    double distant = 24.0;
    // Shares in percent (FG-BRIG-1, FG-DISC-4), compared exactly (FG-D-25).
    int hesitantPercent = 30;
    int brokenPercent = 50;
    int freshPercent = 75; // fresh: more than this
    int spentPercent = 35; // spent: fewer than this
    double brokenMove = 6.0; // FG-BRIG-1: a broken unit's full move
    std::array<RiskResult, 6> risk{RiskResult::Unhurt, RiskResult::Unhurt, RiskResult::Unhurt,
                                   RiskResult::Wounded, RiskResult::Removed, RiskResult::Killed};
    std::array<WeaponRow, kWeapons> weapons{};
    std::array<GunRow, kGunTypes> guns{};
    FireBand mounted{4, 1, false}; // FG-FIRE-10
    double mountedReach = 6.0;
    std::vector<ShockModifier> shock;
    std::vector<MeleeOutcome> outcomes;

    const MoveRates& ratesOf(Formation f) const { return rates[static_cast<int>(f)]; }
    int disciplineOf(Experience e) const { return discipline[static_cast<int>(e)]; }
};

// The sheet's movement rates and the rest of the numbers above, for tests
// that build a position in code (the shipped game reads assets/full).
Tables sheetTables();

// A terrain type of the full game (FG-LOS-2, FG-D-5, FG-D-9): what any map
// needs (core::TerrainKind) and the full game's rule properties, from
// assets/full/terrain.xml.
struct TerrainRules : core::TerrainKind {
    Going going = Going::Open;   // FG-D-5: woods, rough, farmstead slow a move
    bool openGround = true;      // outside woods, rough, cornfield, orchard, farmstead
    Cover cover = Cover::None;   // an area's cover (a stand's centre inside), or a line's
    bool obstacle = false;       // a linear obstacle: crossing it costs the rates' penalty
    bool road = false;           // FG-D-27
    bool sunken = false;         // a sunken road: heavy cover for a stand in it
    bool impassable = false;     // rivers (but where a road crosses), lakes
    double sightLimit = -1.0;    // FG-LOS-1: inches of it a line may run through (-1: any)
    bool blocksSight = false;    // farmsteads (FG-D-35)
};

} // namespace guidon::full
