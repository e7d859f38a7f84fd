// Our one window onto Box2D's collision functions (STYLE.md): oriented boxes
// for bases, convex pieces of terrain polygons, distance and overlap tests.
// No Box2D world is ever made; these are pure functions on shapes.
#pragma once

#include "vec.h"

#include <vector>

namespace guidon::core::geom {

// An oriented rectangle: base squares are 0.5 x 0.5 half-extents.
struct Box {
    Vec2 centre;
    double halfWidth = 0.5; // across the facing
    double halfDepth = 0.5; // along the facing
    double facing = 0.0;    // degrees clockwise from north
};

// The four corners, front-left first, clockwise.
std::vector<Vec2> corners(const Box& b);

// Shortest distance between two convex point sets (0 when they touch or
// overlap), by Box2D's GJK b2Distance without skin radii.
double distance(const std::vector<Vec2>& a, const std::vector<Vec2>& b);
double distance(const Box& a, const Box& b);

// Two boxes overlap when they share area; boxes that only touch along an edge
// or at a corner do not (edge-to-edge units are normal on the table).
bool overlaps(const Box& a, const Box& b);
// Two boxes touch or overlap (within `tolerance` BW).
bool touches(const Box& a, const Box& b, double tolerance = 1e-4);

// Axis-aligned bounds, for cheap rejection before the exact tests.
struct Aabb {
    Vec2 lo{1e300, 1e300};
    Vec2 hi{-1e300, -1e300};
    void add(Vec2 p);
    void grow(double by);
    bool overlaps(const Aabb& o) const {
        return lo.x <= o.hi.x && o.lo.x <= hi.x && lo.y <= o.hi.y && o.lo.y <= hi.y;
    }
};
Aabb boundsOf(const std::vector<Vec2>& pts);

// Convex hull (counter-clockwise in math axes) of a point set.
std::vector<Vec2> convexHull(std::vector<Vec2> pts);

// A convex piece of space with a skin: everything within `radius` of the
// polygon. Sweeps along arcs use the skin to cover the bulge of the arc.
struct Convex {
    std::vector<Vec2> points; // at most 8
    double radius = 0.0;
};
// Distance between two convex pieces, skins included (0 when they meet).
double distance(const Convex& a, const Convex& b);
// How deep two pieces overlap (separating axes; skins included): 0 or less
// when they are apart or only touch.
double penetration(const Convex& a, const Convex& b);
// The pieces overlap by more than kShareDepth: they share area, not just an
// edge or a corner. Every "may not stand on" test of the rules uses this.
// kShareDepth says when two shapes touch, not how far a rule reaches: a zone
// that must hold a base at its far boundary reaches this much farther, and
// kRuleTolerance beyond (LL-CHARGE-2).
constexpr double kShareDepth = 1e-3;
bool sharesArea(const Convex& a, const Convex& b);

// Linear cast (Box2D b2ShapeCast): the fraction in [0,1] of `move` that
// `mover` can travel before it comes within about 0.005 BW of `obstacle`;
// 1 when it never does, 0 when it already touches.
double castFraction(const Convex& mover, Vec2 move, const Convex& obstacle);

// The box lies wholly on a table of width x height with its corner at (0,0).
bool insideTable(const Box& b, double width, double height);

// Polygons (terrain outlines), as lists of vertices.
double signedArea(const std::vector<Vec2>& poly);
// True when two edges that are not neighbours cross or touch.
bool selfIntersects(const std::vector<Vec2>& poly, bool closed);
bool pointInPolygon(Vec2 p, const std::vector<Vec2>& poly);
// Every point and every segment of the polyline lies inside the polygon (no
// segment crosses its outline): a crest across the gap of a U-shaped hill fails.
bool polylineInsidePolygon(const std::vector<Vec2>& line, const std::vector<Vec2>& poly);
// Split a simple polygon into triangles (ear clipping), so that Box2D's convex
// tests can work on concave terrain.
std::vector<std::vector<Vec2>> triangulate(const std::vector<Vec2>& poly);
// The box shares area with the (possibly concave) simple polygon.
bool overlapsPolygon(const Box& b, const std::vector<Vec2>& poly);

} // namespace guidon::core::geom
