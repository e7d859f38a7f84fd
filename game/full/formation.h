// Where a unit's stands stand (FG-FORM-1): every formation is laid out from
// its front-edge centre, facing and the stands it has on the table, so the
// state keeps no stand positions. A stand is a 1" square (FG-SCALE-1).
#pragma once

#include "core/geometry.h"
#include "state.h"

#include <vector>

namespace guidon::full {

struct Layout {
    int files = 1;      // stands abreast in the front rank
    int ranks = 1;
    double gap = 0.0;   // between neighbouring stands of a rank (open order: 1")
};

// The layout of `n` stands on the table in formation `f`.
Layout layoutOf(Formation f, int n);
// Width of the front and depth, inches.
double frontageOf(Formation f, int n);
double depthOf(Formation f, int n);

// The stands of a unit in formation `f` with `n` stands on the table, front
// rank first, left to right.
std::vector<core::geom::Box> standBoxes(Formation f, int n, Vec2 front, double facing);
// The unit's stands as they stand now (none when removed).
std::vector<core::geom::Box> standBoxes(const GameState& s, int unit);
// The ground a unit holds: its stands, with open order's gaps filled
// (FG-D-35, FG-D-36: no unit stands in another's gaps).
std::vector<core::geom::Box> groundBoxes(Formation f, int n, Vec2 front, double facing);
std::vector<core::geom::Box> groundBoxes(const GameState& s, int unit);

} // namespace guidon::full
