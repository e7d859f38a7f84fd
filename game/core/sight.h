// Sight along a strip: where a straight band of ground, cast ahead from a
// line, first meets a convex polygon or crosses a polyline. Pure geometry on
// points (std only), for fire zones and lines of sight of either ruleset. A
// target search asks this at many angles, so it is plain projections and
// clipping rather than Box2D.
#pragma once

#include "vec.h"

#include <vector>

namespace guidon::core {

// A strip cast from `o` along `d`, `half` wide each side (across `n`), never
// reaching behind the line it is cast from: the line through `o` square to
// `d0` (a turned strip does not cross it).
struct Strip {
    Vec2 o;
    Vec2 d;
    Vec2 n;
    Vec2 d0;
    double half = 0.5;
};

// The strip cast from `o` on a line that faces `facing` degrees, turned by
// `turn` degrees (facings as vec.h: clockwise from north).
Strip stripAt(Vec2 o, double facing, double turn, double half);

// The least distance along the strip at which the convex polygon (at most 24
// corners) lies in it with some area, up to `reach`; infinity when it does
// not. A polygon that only touches the strip's side is not in it.
double stripEntry(const std::vector<Vec2>& convex, const Strip& s, double reach);

// The least distance along the strip at which a polyline crosses it, up to
// `reach`; infinity when it does not.
double stripCrossing(const std::vector<Vec2>& line, const Strip& s, double reach);

} // namespace guidon::core
