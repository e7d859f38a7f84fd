// Touching (FG-D-17) is one test (full/contact.h): engaged (FG-D-21), the
// melee's groups and whom a stopped charge reached all agree, at the edge
// of what touches.
#include "melee_fixtures.h"

#include "full/contact.h"
#include "full/fire.h"

#include <doctest/doctest.h>

#include <cmath>

using namespace guidon::full;
using namespace guidon::full::test;

TEST_CASE("FG-D-17 FG-D-21 engaged, the melee and contact agree on what touches") {
    // The 4th Alabama slid to its left (east, as it faces south) so that only
    // `overlap` inches of the two fronts meet.
    struct Case {
        double overlap;
        bool touching;
    };
    for (const Case c : {Case{0.5, true}, Case{0.12, true}, Case{0.1, true}, Case{0.08, false},
                         Case{0.0, false}}) {
        CAPTURE(c.overlap);
        Battle b = meleeBattle();
        b.units[1].front.x += 4.0 - c.overlap;
        const GameState s = meleePhase(b);
        CHECK(engaged(s, 0) == c.touching);
        CHECK(engaged(s, 1) == c.touching);
        CHECK(meleesOf(s).empty() == !c.touching);
        CHECK(enemiesTouching(s, 0) == (c.touching ? std::vector<int>{1} : std::vector<int>{}));
    }
}

TEST_CASE("FG-D-17 stands meeting corner to corner, or a corner on an edge, do not touch") {
    const guidon::core::geom::Box a{{0.5, 0.5}, 0.5, 0.5, 0.0};
    // Corner to corner.
    CHECK_FALSE(standsTouch(a, guidon::core::geom::Box{{1.5, 1.5}, 0.5, 0.5, 0.0}));
    // A turned stand's corner on a's right edge.
    CHECK_FALSE(standsTouch(a, guidon::core::geom::Box{{1.0 + std::sqrt(0.5), 0.5}, 0.5, 0.5, 45.0}));
    // Side by side, a whole edge.
    CHECK(standsTouch(a, guidon::core::geom::Box{{1.5, 0.5}, 0.5, 0.5, 0.0}));
    // Side by side, a quarter of an edge.
    CHECK(standsTouch(a, guidon::core::geom::Box{{1.5, 1.25}, 0.5, 0.5, 0.0}));
    CHECK(edgeOverlap(a, guidon::core::geom::Box{{1.5, 1.25}, 0.5, 0.5, 0.0}) ==
          doctest::Approx(0.25).epsilon(0.01));
}
