// The shortest way between two points around impassable ground: the full
// game traces its 6-12" command tier so (FG-CMD), and a ruleset may measure
// any "around" distance with it. A route is a chain of straight legs that
// never passes through the inside of an obstacle; it may run along an
// obstacle's edge and turn at its corners. It is found on the graph of the
// obstacles' outward corners that see each other (a visibility graph),
// built once for a map; a query only joins its two ends to that graph.
#pragma once

#include "vec.h"

#include <vector>

namespace guidon::core {

struct Route {
    bool found = false;       // false: an end is inside an obstacle, or walled in
    double length = 0.0;      // in the map's unit of length
    std::vector<Vec2> points; // from, the corners turned, to (empty when not found)
};

class RouteMap {
  public:
    RouteMap() = default;
    // Obstacles are simple polygons (concave allowed), either winding.
    explicit RouteMap(std::vector<std::vector<Vec2>> obstacles);

    // The shortest route from `from` to `to`; the straight line when nothing
    // is in the way.
    Route route(Vec2 from, Vec2 to) const;
    // The leg a-b passes through no obstacle's inside.
    bool clear(Vec2 a, Vec2 b) const;
    // The point is strictly inside an obstacle (on its edge is outside).
    bool blocked(Vec2 p) const;

  private:
    std::vector<std::vector<Vec2>> obstacles_;
    std::vector<Vec2> corners_;             // the outward (convex) corners
    std::vector<std::vector<int>> sees_;    // corner -> the corners it sees
};

} // namespace guidon::core
