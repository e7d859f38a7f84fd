// A unit on the table during a game (LL-UNIT): a grid of 1x1 BW bases, its
// pose (centre of the front edge plus facing) and its markers.
#pragma once

#include "battle.h"
#include "types.h"

#include <string>
#include <vector>

namespace guidon::lite {

struct Unit {
    std::string id;
    std::string name;
    Side side = Side::Federal;
    UnitType type = UnitType::Infantry;
    int bases = 0; // bases still on the table (gun bases for artillery)
    int startingBases = 0;
    int files = 0;
    Vec2 front;
    double facing = 0.0;
    bool limbered = false;
    bool smoke = false;  // LL-FIRE-7
    bool broken = false; // LL-LOSS-2, LL-FALLBACK-4: off the table for good
    bool acted = false;  // moved or changed formation in this movement phase

    // The name a player reads: the unit's own, else its id.
    std::string shownName() const { return name.empty() ? id : name; }
    bool onTable() const { return !broken && bases > 0; }
    // Bases shown on the table: a limbered battery is one limber base (LL-UNIT-3).
    int shownBases() const { return type == UnitType::Artillery && limbered ? 1 : bases; }
    int shownFiles() const;
    int ranks() const;
    double width() const { return shownFiles(); } // frontage in BW
    bool dense() const { return ranks() >= 3; }   // LL-UNIT-4
};

Unit unitFromSetup(const UnitSetup& s);

// A base square: centre and facing (its half-size is always 0.5 BW).
struct BaseBox {
    Vec2 centre;
    double facing = 0.0;
    int rank = 0; // 0 = front rank
    int file = 0; // 0 = leftmost
};

// Every base of the unit as it stands, front rank first, left to right. A
// partial last rank is centred as nearly as the grid allows.
std::vector<BaseBox> baseBoxes(const Unit& u);
// Same for a planned pose, without changing the unit.
std::vector<BaseBox> baseBoxes(const Unit& u, Vec2 front, double facing);

} // namespace guidon::lite
