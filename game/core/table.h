// The units of any ruleset as the table draws and picks them: stands
// (oriented boxes with a look), grouped by unit, with the unit's front and
// its markers in words. The window's drawing, picking and rulers need no
// more from a ruleset than this.
#pragma once

#include "geometry.h"
#include "side.h"
#include "vec.h"

#include <cstdint>
#include <string>
#include <vector>

namespace guidon::core {

enum class StandLook : std::uint8_t { Foot, Horse, Gun, Limber, Leader };
const char* nameOf(StandLook l);

struct Stand {
    geom::Box box; // centre, half extents and facing, in the ruleset's unit of length
    StandLook look = StandLook::Foot;
    int rank = 0; // 0: the front rank
    int file = 0; // 0: the leftmost file
};

struct TableUnit {
    std::string id;
    std::string name;
    Side side = Side::Federal;
    std::vector<Stand> stands; // none: off the table
    Vec2 front;                // centre of the front edge
    double facing = 0.0;       // degrees clockwise from north
    // What the unit counts now and began with, as its label shows them
    // (Lite: bases, guns for a battery; the full game: stands).
    int strength = 0;
    int startingStrength = 0;
    // The unit's state in words: "moved", "smoke", "may not move", "may not
    // fire". (Whether it fired this turn comes from the events: the shell
    // marks the `actor` of each fire event.)
    std::vector<std::string> markers;
    // The unit's brigade, its brigadier's base too, numbered from 0 within
    // its side (the full game): the table draws each brigade in a colour of
    // its own. -1: no brigade (Lite).
    int group = -1;
};

} // namespace guidon::core
