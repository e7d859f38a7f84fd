// core/paths.h: the shortest route around impassable ground, which the full
// game's courier tier is measured along (FG-CMD-1: "6-12": the distance is
// the shortest path around impassable terrain").
#include "core/paths.h"

#include <doctest/doctest.h>

#include <cmath>
#include <vector>

using guidon::core::Route;
using guidon::core::RouteMap;
using guidon::core::Vec2;

namespace {

std::vector<Vec2> rect(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

} // namespace

TEST_CASE("FG-CMD-1 route: the straight line when nothing is in the way, or along an edge") {
    RouteMap map({rect(4, 2, 6, 8)});
    Route r = map.route({0, 0}, {10, 0});
    REQUIRE(r.found);
    CHECK(r.length == doctest::Approx(10.0));
    CHECK(r.points.size() == 2);
    // Along the obstacle's edge is not through it.
    Route edge = map.route({3, 2}, {7, 2});
    REQUIRE(edge.found);
    CHECK(edge.length == doctest::Approx(4.0));
}

TEST_CASE("FG-CMD-1 route: around a river, turning at its corners, never through it") {
    RouteMap map({rect(4, 2, 6, 8)});
    Route r = map.route({0, 5}, {10, 5});
    REQUIRE(r.found);
    // (0,5) to a corner (4,2) or (4,8): 5; along the short side: 2; on: 5.
    CHECK(r.length == doctest::Approx(12.0));
    REQUIRE(r.points.size() == 4);
    for (std::size_t i = 0; i + 1 < r.points.size(); ++i)
        CHECK(map.clear(r.points[i], r.points[i + 1]));
    CHECK_FALSE(map.clear({0, 5}, {10, 5}));
    // Either way round: the route is symmetric.
    CHECK(map.route({10, 5}, {0, 5}).length == doctest::Approx(12.0));
}

TEST_CASE("FG-CMD-1 route: a concave obstacle is gone round outside, not across its bay") {
    // A U open to the north: its bay is open ground, its arms impassable.
    std::vector<Vec2> u = {{0, 0}, {10, 0}, {10, 10}, {8, 10}, {8, 2}, {2, 2}, {2, 10}, {0, 10}};
    RouteMap map({u});
    // Two corners of the U that a chord across its inside would join.
    CHECK_FALSE(map.clear({0, 0}, {10, 10}));
    // Inside the bay to below the U: up and out of the bay, round an arm.
    Route r = map.route({5, 5}, {5, -2});
    REQUIRE(r.found);
    CHECK(r.length > 5.0 + 7.0); // longer than out of the bay and straight down
    for (std::size_t i = 0; i + 1 < r.points.size(); ++i)
        CHECK(map.clear(r.points[i], r.points[i + 1]));
    // The turns are the U's outward corners: the top of an arm and its foot.
    bool byTop = false;
    for (Vec2 p : r.points)
        byTop = byTop || (p.y == 10.0 && (p.x == 2.0 || p.x == 8.0 || p.x == 0.0 || p.x == 10.0));
    CHECK(byTop);
}

TEST_CASE("FG-CMD-1 route: none from inside an obstacle, or out of ground walled in") {
    RouteMap river({rect(4, 2, 6, 8)});
    CHECK_FALSE(river.route({5, 5}, {0, 0}).found);
    CHECK(river.blocked({5, 5}));
    CHECK_FALSE(river.blocked({4, 5})); // on its edge
    // Four lakes overlapping round a field: no way out.
    RouteMap ring({rect(0, 0, 10, 2), rect(8, 0, 10, 10), rect(0, 8, 10, 10), rect(0, 0, 2, 10)});
    CHECK_FALSE(ring.route({5, 5}, {20, 5}).found);
    CHECK(ring.route({5, 5}, {6, 6}).found);
}
