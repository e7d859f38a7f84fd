// Internal to game/lite, not part of the public API (that is combat.h): the
// small helpers that the charges (charge.cpp) and the fall back
// (fall_back.cpp) both use. Beside combat_dice.h's, in guidon::lite::detail.
#pragma once

#include "unit.h"

#include <functional>
#include <vector>

namespace guidon::lite::detail {

// Golden-section search: where in [a, b] `f` is least, for f with one
// minimum there (`iterations` steps, each narrowing the bracket by 0.618).
double leastAt(const std::function<double(double)>& f, double a, double b, int iterations);

// Each base of `u` where it stands, as a polygon.
std::vector<std::vector<Vec2>> footprintPolys(const Unit& u);

} // namespace guidon::lite::detail
