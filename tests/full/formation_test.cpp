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
