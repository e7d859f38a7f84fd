// FG-FORM-1: where a formation's stands stand.
#include "fixtures.h"
#include "full/formation.h"

#include <doctest/doctest.h>

using namespace guidon::full;

TEST_CASE("FG-FORM-1 each formation's frontage and depth") {
    CHECK(frontageOf(Formation::Line, 6) == doctest::Approx(6.0));
    CHECK(depthOf(Formation::Line, 6) == doctest::Approx(1.0));
    CHECK(frontageOf(Formation::OpenOrder, 4) == doctest::Approx(7.0)); // 1" gaps
    CHECK(frontageOf(Formation::AssaultColumn, 6) == doctest::Approx(2.0));
    CHECK(depthOf(Formation::AssaultColumn, 5) == doctest::Approx(3.0));
    CHECK(frontageOf(Formation::RoadColumn, 6) == doctest::Approx(1.0));
    CHECK(depthOf(Formation::RoadColumn, 6) == doctest::Approx(6.0));
    CHECK(frontageOf(Formation::Dismounted, 3) == doctest::Approx(5.0));
    CHECK(frontageOf(Formation::Limbered, 3) == doctest::Approx(1.0));
    CHECK(frontageOf(Formation::Unlimbered, 3) == doctest::Approx(3.0));
}

TEST_CASE("FG-FORM-1 stands are laid out from the front-edge centre, front rank first") {
    // Facing east: the front rank's stands lie north to south, 0.5" behind
    // the front edge (to the west).
    auto boxes = standBoxes(Formation::AssaultColumn, 4, {10, 10}, 90);
    REQUIRE(boxes.size() == 4);
    CHECK(boxes[0].centre.x == doctest::Approx(9.5));
    CHECK(boxes[0].centre.y == doctest::Approx(9.5));
    CHECK(boxes[1].centre.y == doctest::Approx(10.5));
    CHECK(boxes[2].centre.x == doctest::Approx(8.5));
    CHECK(boxes[0].facing == doctest::Approx(90));
    CHECK(standBoxes(Formation::Limbered, 3, {0, 0}, 0).size() == 1);
}

TEST_CASE("FG-SCALE-2 a stand is a 1-inch square; lengths run between nearest points") {
    for (const auto& b : standBoxes(Formation::Line, 3, {10, 10}, 0)) {
        CHECK(b.halfWidth == doctest::Approx(0.5));
        CHECK(b.halfDepth == doctest::Approx(0.5));
    }
    // Two lines 2" apart front to front: their nearest stands are 2" apart,
    // though their centres are 3" apart.
    auto a = standBoxes(Formation::Line, 2, {10, 10}, 0);   // facing north, stands y 10..11
    auto b = standBoxes(Formation::Line, 2, {10, 8}, 180);  // facing south, stands y 7..8
    CHECK(guidon::core::geom::distance(a[0], b[1]) == doctest::Approx(2.0));
}
