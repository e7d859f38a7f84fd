// Sight's shapes (internal to game/full/sight*.cpp): a line of sight is
// tested against convex polygons made ready once a query (stands, units'
// hulls, convex terrain) and against terrain outlines of any shape, as the
// parts of the line inside them. Plain projections, no Box2D: a query tries
// hundreds of lines.
#pragma once

#include "core/geometry.h"

#include <limits>
#include <vector>

namespace guidon::full::sight_detail {

using core::Vec2;
using Polygon = std::vector<Vec2>;

inline constexpr double kInf = std::numeric_limits<double>::infinity();

// A convex polygon made ready for clipping: each edge's outward unit normal
// and offset (a point x is inside when dot(n, x) <= c for every edge), and
// its bounds.
struct Convex {
    Polygon corners;
    std::vector<Vec2> n;
    std::vector<double> c;
    core::geom::Aabb box;
};
Convex prepare(Polygon pts);

// The part of the line a + t*d, t0 <= t <= t1, lying at least `inset` inside
// the convex polygon (Cyrus-Beck clipping): narrows [t0, t1], false when
// nothing is left.
bool clip(Vec2 a, Vec2 d, const Convex& k, double inset, double& t0, double& t1);

// A terrain area near the lines of a query: its outline, clipped directly
// when convex (most woods and hills), else cut at its crossings.
struct Area {
    int feature = -1;
    const Polygon* outline = nullptr;
    bool convex = false;
    Convex shape; // convex: ready to clip; otherwise only its bounds
};
Area areaOf(int feature, const Polygon& outline);

struct Span {
    double t0, t1;
};

// Buffers a query reuses from line to line (the lines are many).
struct Scratch {
    std::vector<double> ts;
    std::vector<Span> spans;
};

// Adds to `sc.spans` the parts of a + t*d, 0 <= t <= tEnd, inside the area.
void addSpans(Vec2 a, Vec2 d, double tEnd, const Area& ar, Scratch& sc);
// Sorts `sc.spans` and merges those that overlap: the union of the areas
// along the line, so overlapping pieces of one type count once.
void mergeSpans(Scratch& sc);

// How much of a + t*d, 0 <= t <= tEnd, lies inside one area (inches), and
// from where (in t) it first does.
struct Inside {
    double length = 0.0;
    double from = kInf;
};
Inside insideOf(Vec2 a, Vec2 d, double tEnd, const Area& ar, Scratch& sc);

} // namespace guidon::full::sight_detail
