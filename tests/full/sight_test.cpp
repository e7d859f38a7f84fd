// FG-LOS-1, FG-LOS-2, FG-D-34, FG-D-35: line of sight.
#include "fixtures.h"
#include "full/sight.h"

#include <doctest/doctest.h>

#include <cmath>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// A Federal line of 4 facing north, front edge at y = 30 from x = 34 to 38
// (its stands behind, y 30-31), and a Confederate line of 4 facing south,
// front edge at y = 20 (its stands y 19-20): 10" of open ground between.
struct SightDuel {
    Battle b;
    int fed = -1;
    int reb = -1;
};

SightDuel sightDuel(int stands = 4) {
    SightDuel d;
    d.b = emptyBattle();
    d.fed = addUnit(d.b, "19th Indiana", kFed, Arm::Infantry, Formation::Line, stands, {36, 30}, 0);
    d.reb =
        addUnit(d.b, "4th Virginia", kReb, Arm::Infantry, Formation::Line, stands, {36, 20}, 180);
    return d;
}

// A band of terrain right across the table from y0 to y1: every line from
// the Federals to the Confederates crosses at least y1 - y0 of it.
void band(Battle& b, const std::string& type, double y0, double y1, int level = 1) {
    addArea(b, type, rect(0, y0, 72, y1), level);
}

Sight look(const Battle& b, int viewer, int target) {
    return canSee(stateOf(b), viewer, target);
}

} // namespace

TEST_CASE("FG-LOS-1 open ground: sight is all round from the front edge") {
    SUBCASE("across open ground") {
        SightDuel d = sightDuel();
        Sight s = look(d.b, d.fed, d.reb);
        CHECK(s.sees);
        CHECK(s.rule.empty());
        CHECK(s.to.y == doctest::Approx(20.0)); // the line ends at the target's front
    }
    SUBCASE("behind the viewer: its own stands never block it") {
        SightDuel d = sightDuel();
        d.b.units[d.reb].front = {36, 40}; // south of the Federals, behind them
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("a unit no longer on the table is not seen") {
        SightDuel d = sightDuel();
        GameState st = stateOf(d.b);
        st.units[d.reb].removed = true;
        Sight s = canSee(st, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.why == "the 4th Virginia is not on the table");
    }
}

TEST_CASE("FG-LOS-1 woods up to 3 inches, cornfield 4, orchard 6") {
    struct Limit {
        const char* type;
        double limit;
    };
    for (Limit l : {Limit{"woods", 3.0}, Limit{"cornfield", 4.0}, Limit{"orchard", 6.0}}) {
        CAPTURE(l.type);
        SUBCASE("below the limit") {
            SightDuel d = sightDuel();
            band(d.b, l.type, 22, 22 + l.limit - 0.5);
            CHECK(look(d.b, d.fed, d.reb).sees);
        }
        SUBCASE("exactly at the limit sees (FG-D-1)") {
            SightDuel d = sightDuel();
            band(d.b, l.type, 22, 22 + l.limit);
            CHECK(look(d.b, d.fed, d.reb).sees);
        }
        SUBCASE("above the limit") {
            SightDuel d = sightDuel();
            band(d.b, l.type, 22, 22 + l.limit + 0.5);
            Sight s = look(d.b, d.fed, d.reb);
            CHECK_FALSE(s.sees);
            CHECK(s.rule == "FG-LOS-1");
            const std::string limit = l.limit == 3.0 ? "3" : l.limit == 4.0 ? "4" : "6";
            const std::string over = l.limit == 3.0 ? "3.5" : l.limit == 4.0 ? "4.5" : "6.5";
            CHECK(s.why ==
                  over + "\" of " + l.type + " lie between them (" + limit + "\" at most)");
        }
    }
    SUBCASE("a slanting line runs longer through the same band") {
        // 3" deep woods, but the target stands well off to the side: every
        // line slants across the band and runs more than 3" in it.
        SightDuel d = sightDuel();
        d.b.units[d.reb].front = {56, 20};
        band(d.b, "woods", 22, 25);
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
        SightDuel e = sightDuel();
        e.b.units[e.reb].front = {56, 20};
        band(e.b, "woods", 22, 23.5); // 1.5" deep: under 3" even slanting
        CHECK(look(e.b, e.fed, e.reb).sees);
    }
}

TEST_CASE("FG-D-35 each limit is summed over the pieces of its type along the line") {
    SUBCASE("two belts of woods add up") {
        SightDuel d = sightDuel();
        band(d.b, "woods", 22, 24);
        band(d.b, "woods", 26, 28);
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.why == "4\" of woods lie between them (3\" at most)");
    }
    SUBCASE("one wood whose outline bends, crossed twice") {
        // A "C" of woods opening east: its arms y 22-24 and 26-28 lie across
        // every line, the clearing between them does not count.
        SightDuel d = sightDuel();
        addArea(d.b, "woods",
                {{20, 22}, {50, 22}, {50, 24}, {30, 24}, {30, 26}, {50, 26}, {50, 28}, {20, 28}});
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.why == "4\" of woods lie between them (3\" at most)");
    }
    SUBCASE("different types do not add up") {
        SightDuel d = sightDuel();
        band(d.b, "woods", 22, 24);
        band(d.b, "cornfield", 25, 28);
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("overlapping pieces of one type count their ground once") {
        SightDuel d = sightDuel();
        addArea(d.b, "woods", rect(0, 22, 40, 25));
        addArea(d.b, "woods", rect(30, 22, 72, 25));
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
}

TEST_CASE(
    "FG-D-35 woods the viewer or the target stands in count, up to the target's nearest part") {
    SUBCASE("the viewer stands in woods") {
        SightDuel d = sightDuel();
        addArea(d.b, "woods", rect(0, 28, 72, 32)); // 2" of it ahead of the Federals' front
        band(d.b, "woods", 22, 23.5);               // and 1.5" more
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.why == "3.5\" of woods lie between them (3\" at most)");
    }
    SUBCASE("without the viewer's woods the same belt is seen through") {
        SightDuel d = sightDuel();
        band(d.b, "woods", 22, 23.5);
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("the target stands in woods: only the ground up to its front counts") {
        SightDuel d = sightDuel();
        addArea(d.b, "woods", rect(0, 16, 72, 21)); // 1" ahead of the Confederates' front
        band(d.b, "woods", 24, 26);                 // 2" more: 3" in all
        CHECK(look(d.b, d.fed, d.reb).sees);
        band(d.b, "woods", 27, 27.5);
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
}

TEST_CASE("FG-D-35 a farmstead blocks lines through it, not those of a unit inside it") {
    SUBCASE("a line through it") {
        SightDuel d = sightDuel();
        addArea(d.b, "farmstead", rect(28, 24, 44, 26));
        d.b.map.features.back().name = "Smith";
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.rule == "FG-LOS-2");
        CHECK(s.why == "the Smith farmstead blocks the line");
    }
    SUBCASE("the target is inside it") {
        SightDuel d = sightDuel();
        addArea(d.b, "farmstead", rect(30, 17, 42, 22));
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("the viewer is inside it") {
        SightDuel d = sightDuel();
        addArea(d.b, "farmstead", rect(30, 28, 42, 33));
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("another unit inside it does not open it to others") {
        SightDuel d = sightDuel();
        addArea(d.b, "farmstead", rect(28, 24, 44, 27));
        addUnit(d.b, "2nd Wisconsin", kFed, Arm::Infantry, Formation::OpenOrder, 2, {31, 26}, 0);
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
}

TEST_CASE("FG-LOS-1 enemy and formed friendly units block, across their whole frontage") {
    SUBCASE("an enemy regiment between") {
        SightDuel d = sightDuel();
        addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::Line, 12, {36, 24}, 180);
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.rule == "FG-LOS-1");
        CHECK(s.why == "the 21st Georgia is in the way");
    }
    SUBCASE("a formed friendly regiment between") {
        SightDuel d = sightDuel();
        addUnit(d.b, "7th Wisconsin", kFed, Arm::Infantry, Formation::Line, 12, {36, 25}, 0);
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.why == "the 7th Wisconsin is in the way");
    }
    SUBCASE("a friendly limbered battery between") {
        SightDuel d = sightDuel(1);
        // Turned 45 degrees about (36, 25), its one stand covers x 35.3-36.7:
        // every line.
        addUnit(d.b, "Battery B", kFed, Arm::Artillery, Formation::Limbered, 3, {36.3536, 24.6464},
                45);
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("a column across the line blocks along its whole length") {
        // A road column facing east, its head at x = 40 off to the side,
        // its 12 stands back to x = 28 across every line.
        SightDuel d = sightDuel();
        addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::RoadColumn, 12, {40, 25}, 90);
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("an enemy in open order blocks through its gaps too") {
        SightDuel d = sightDuel(1); // one stand each: every line would pass a gap
        addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::OpenOrder, 2, {36, 25}, 180);
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("an enemy skirmish screen blocks (FG-D-28)") {
        SightDuel d = sightDuel();
        int parent = d.reb;
        int sc = addUnit(d.b, "skirmishers", kReb, Arm::Infantry, Formation::OpenOrder, 2, {36, 25},
                         180);
        d.b.units[sc].parent = parent;
        d.b.units[d.fed].stands = 1;
        d.b.units[d.reb].stands = 1;
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
}

TEST_CASE("FG-D-35 friends fired through at -1 and leaders never block") {
    // One stand each; each friend's hull covers every line between them.
    SUBCASE("a friendly skirmish screen") {
        SightDuel d = sightDuel(1);
        int sc =
            addUnit(d.b, "skirmishers", kFed, Arm::Infantry, Formation::OpenOrder, 2, {36, 25}, 0);
        d.b.units[sc].parent = d.fed;
        CHECK(look(d.b, d.fed, d.reb).sees);
        d.b.units[sc].brigade = kReb; // the same screen, the enemy's
        d.b.units[sc].parent = d.reb;
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("a friendly regiment in open order") {
        SightDuel d = sightDuel(1);
        int u = addUnit(d.b, "6th Wisconsin", kFed, Arm::Infantry, Formation::OpenOrder, 4,
                        {36, 25}, 0);
        CHECK(look(d.b, d.fed, d.reb).sees);
        d.b.units[u].formation = Formation::Line; // formed, it blocks
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("friendly dismounted cavalry") {
        SightDuel d = sightDuel(1);
        addUnit(d.b, "1st Michigan", kFed, Arm::Cavalry, Formation::Dismounted, 4, {36, 25}, 0);
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("brigadiers' bases, on the line itself") {
        SightDuel d = sightDuel(1);
        d.b.brigades[kFed].leader = {36, 26};
        d.b.brigades[kReb].leader = {36, 23};
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
}

TEST_CASE("FG-D-34 guns on higher ground see over friends below them") {
    // A Federal battery on a level-1 rise, a formed Federal line below it
    // across every line to the Confederates.
    SightDuel d = sightDuel(1);
    d.b.units[d.fed].arm = Arm::Artillery;
    d.b.units[d.fed].formation = Formation::Unlimbered;
    band(d.b, "hill", 29, 40, 1);
    int friendUnit =
        addUnit(d.b, "7th Wisconsin", kFed, Arm::Infantry, Formation::Line, 6, {36, 25}, 0);
    SUBCASE("the guns see over them") {
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("infantry on the rise does not") {
        d.b.units[d.fed].arm = Arm::Infantry;
        d.b.units[d.fed].formation = Formation::Line;
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("nor do the guns over friends as high as they are") {
        band(d.b, "hill", 23, 27, 1);
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("nor over enemies below them") {
        d.b.units[friendUnit].brigade = kReb;
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
}

TEST_CASE("FG-LOS-1 partial sight: one clear line to any part of the target sees") {
    SUBCASE("past the end of a unit in the way") {
        // The blocker covers x 30.5-36.5: lines from the right of the
        // Federals' front pass beside it.
        SightDuel d = sightDuel();
        int u =
            addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::Line, 6, {33.5, 25}, 180);
        Sight s = look(d.b, d.fed, d.reb);
        CHECK(s.sees);
        CHECK(s.from.x > 36.5);
        d.b.units[u].stands = 10; // x 28.5-38.5: now across every line
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("a line that only grazes a unit's edge sees past it") {
        // Both units 2 stands wide (x 34-36), the blocker x 30-36 between:
        // the one line not through it runs along its right edge, x = 36.
        SightDuel d = sightDuel(2);
        d.b.units[d.fed].front = {35, 30};
        d.b.units[d.reb].front = {35, 20};
        int u =
            addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::Line, 6, {33, 25}, 180);
        Sight s = look(d.b, d.fed, d.reb);
        CHECK(s.sees);
        CHECK(s.from.x == doctest::Approx(36.0));
        CHECK(s.to.x == doctest::Approx(36.0));
        d.b.units[u].front = {33.01, 25}; // a hair to the right: in the way
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("the reason given is the least blocked line's") {
        // 3.5" of woods across every line; lines to the middle and left of
        // the target also cross an enemy regiment (x 25-37). The line most
        // players would try first (centre to centre) meets the regiment
        // first, but the least blocked lines are only short of the woods.
        SightDuel d = sightDuel();
        addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::Line, 12, {31, 25}, 180);
        band(d.b, "woods", 22, 25.5);
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.why == "3.5\" of woods lie between them (3\" at most)");
    }
}

TEST_CASE("FG-LOS-1 from any point of the front edge") {
    // One-stand enemies right ahead of both ends of the Federals' front
    // (x 34-35 and 37-38, y 28-29) and a one-stand target straight ahead:
    // only lines from the middle of the front edge pass between them.
    SightDuel d = sightDuel();
    d.b.units[d.reb].stands = 1;
    addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::Line, 1, {34.5, 28}, 180);
    addUnit(d.b, "33rd Virginia", kReb, Arm::Infantry, Formation::Line, 1, {37.5, 28}, 180);
    Sight s = look(d.b, d.fed, d.reb);
    CHECK(s.sees);
    CHECK(s.from.x > 35.0);
    CHECK(s.from.x < 37.0);
}

TEST_CASE("FG-LOS-1 a part of the front edge sees for itself (canSeeFrom)") {
    // Three enemy stands (x 33-36) right ahead of the Federals' left half.
    SightDuel d = sightDuel();
    addUnit(d.b, "21st Georgia", kReb, Arm::Infantry, Formation::Line, 3, {34.5, 28}, 180);
    GameState st = stateOf(d.b);
    Sight left = canSeeFrom(st, d.fed, {34, 30}, {35, 30}, d.reb);
    CHECK_FALSE(left.sees);
    CHECK(left.why == "the 21st Georgia is in the way");
    CHECK(canSeeFrom(st, d.fed, {37, 30}, {38, 30}, d.reb).sees);
    CHECK(canSee(st, d.fed, d.reb).sees);
}

TEST_CASE("FG-D-34 hills: flat tops, and dead ground from lower ground") {
    SUBCASE("levels: the highest hill containing the point") {
        SightDuel d = sightDuel();
        addArea(d.b, "hill", rect(10, 2, 20, 8), 2);
        addArea(d.b, "hill", rect(0, 0, 72, 10), 1); // the lower one listed last
        GameState st = stateOf(d.b);
        CHECK(levelAt(*st.setup, {5, 5}) == 1);
        CHECK(levelAt(*st.setup, {15, 5}) == 2);
        CHECK(levelAt(*st.setup, {15, 15}) == 0);
    }
    SUBCASE("a unit drawn up along a hill's edge stands on the hill") {
        SightDuel d = sightDuel();
        band(d.b, "hill", 10, 20, 1); // the Confederates' front edge on its southern edge
        CHECK(levelOf(stateOf(d.b), d.reb) == 1);
    }
    SUBCASE("the same level sees across a hill top") {
        SightDuel d = sightDuel();
        band(d.b, "hill", 15, 35, 1);
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("dead ground behind a crest from lower ground") {
        SightDuel d = sightDuel();
        band(d.b, "hill", 23, 26, 1);
        d.b.map.features.back().name = "Stony Ridge";
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.rule == "FG-LOS-2");
        CHECK(s.why == "Stony Ridge (level 1) hides the 4th Virginia from lower ground");
        // It is the same from the other side.
        CHECK_FALSE(look(d.b, d.reb, d.fed).sees);
    }
    SUBCASE("higher ground sees over a lower crest") {
        SightDuel d = sightDuel();
        band(d.b, "hill", 23, 26, 1);
        band(d.b, "hill", 28, 40, 2); // the Federals on a level-2 hill
        CHECK(look(d.b, d.fed, d.reb).sees);
        CHECK(look(d.b, d.reb, d.fed).sees); // and are seen from below
    }
    SUBCASE("a target on a hill is seen from below when nothing higher lies between") {
        SightDuel d = sightDuel();
        band(d.b, "hill", 10, 21, 1); // the Confederates on a level-1 hill
        band(d.b, "hill", 24, 26, 1); // a crest of the same height between
        CHECK(look(d.b, d.fed, d.reb).sees);
        band(d.b, "hill", 24.5, 25.5, 2); // a higher knoll on that crest
        Sight s = look(d.b, d.fed, d.reb);
        CHECK_FALSE(s.sees);
        CHECK(s.why == "the hill (level 2) hides the 4th Virginia from lower ground");
    }
    SUBCASE("the rear of a column climbing a hill is seen over a crest of its height") {
        // A road column facing the Federals, straight ahead of one Federal
        // stand: its two front stands (y 18-20) below, its rear stands
        // (y 16-18) on a level-1 hill; a level-1 crest between. Every line
        // to the rear passes over the front, but ends on the hill.
        SightDuel d = sightDuel(1);
        d.b.units[d.reb].formation = Formation::RoadColumn;
        d.b.units[d.reb].stands = 4;
        addArea(d.b, "hill", rect(0, 0, 72, 18), 1);
        band(d.b, "hill", 24, 26, 1);
        CHECK(look(d.b, d.fed, d.reb).sees);
        d.b.units[d.reb].stands = 2; // only the front, below: dead ground
        CHECK_FALSE(look(d.b, d.fed, d.reb).sees);
    }
    SUBCASE("from its own hill a unit looks down on the ground below") {
        SightDuel d = sightDuel();
        band(d.b, "hill", 24, 40, 1); // the Federals' hill runs on 6" ahead of them
        CHECK(look(d.b, d.fed, d.reb).sees);
    }
}

namespace {

// The field's cell whose centre is (x, y) (1" cells from the table's corner).
Hidden fieldAt(const SightField& f, double x, double y) {
    return f.at(static_cast<int>(x / f.cell), static_cast<int>(y / f.cell));
}

} // namespace

TEST_CASE("FG-D-34 FG-LOS-1 FG-D-35 the sight field: what a unit sees, cell by cell") {
    SUBCASE("dead ground behind a crest, the crest itself seen, all round") {
        SightDuel d = sightDuel();
        band(d.b, "hill", 23, 26, 1);
        const GameState st = stateOf(d.b);
        const SightField f = sightField(st, d.fed);
        CHECK(f.cols == static_cast<int>(std::ceil(d.b.map.width)));
        CHECK(f.rows == static_cast<int>(std::ceil(d.b.map.height)));
        CHECK(fieldAt(f, 36.5, 20.5) == Hidden::DeadGround);
        CHECK_FALSE(canSee(st, d.fed, d.reb).sees); // the unit standing there: the same
        CHECK(fieldAt(f, 36.5, 24.5) == Hidden::Seen); // on the hill: as high as the crest
        CHECK(fieldAt(f, 36.5, 28.5) == Hidden::Seen);
        CHECK(fieldAt(f, 36.5, 40.5) == Hidden::Seen); // behind the viewer
        // From the hill's own level there is no dead ground behind it.
        band(d.b, "hill", 28, 40, 1);
        CHECK(fieldAt(sightField(stateOf(d.b), d.fed), 36.5, 20.5) == Hidden::Seen);
    }
    SUBCASE("woods: a stand seen up to 3 inches in, hidden beyond, as canSee") {
        SightDuel d = sightDuel();
        band(d.b, "woods", 22, 27);
        const SightField f = sightField(stateOf(d.b), d.fed);
        CHECK(fieldAt(f, 36.5, 25.5) == Hidden::Seen);    // its near edge 1" in
        CHECK(fieldAt(f, 36.5, 23.5) == Hidden::Seen);    // 3" in: exactly the limit
        CHECK(fieldAt(f, 36.5, 22.5) == Hidden::Terrain); // 4" in
        CHECK(fieldAt(f, 36.5, 15.5) == Hidden::Terrain);
        // A line 3" into the woods, its stands on those cells: seen, as the field says.
        d.b.units[d.reb].front = {36, 24};
        CHECK(canSee(stateOf(d.b), d.fed, d.reb).sees);
        CHECK(fieldAt(sightField(stateOf(d.b), d.fed), 36.5, 23.5) == Hidden::Seen);
    }
    SUBCASE("a farmstead hides what lies behind it, not what stands in it") {
        SightDuel d = sightDuel();
        addArea(d.b, "farmstead", rect(30, 22, 42, 25), 0);
        const SightField f = sightField(stateOf(d.b), d.fed);
        CHECK(fieldAt(f, 36.5, 23.5) == Hidden::Seen);
        CHECK(fieldAt(f, 36.5, 18.5) == Hidden::Terrain);
    }
    SUBCASE("units in the way, and the ground under a unit") {
        SightDuel d = sightDuel(8); // the Confederate line 8" wide, x 32-40
        const SightField f = sightField(stateOf(d.b), d.fed);
        CHECK(fieldAt(f, 36.5, 15.5) == Hidden::Units);
        CHECK(fieldAt(f, 36.5, 19.5) == Hidden::Seen); // under its stands
        CHECK(fieldAt(f, 60.5, 15.5) == Hidden::Seen); // past its flank
        // A hill too: the ground hides it first.
        band(d.b, "hill", 23, 26, 1);
        CHECK(fieldAt(sightField(stateOf(d.b), d.fed), 36.5, 15.5) == Hidden::DeadGround);
    }
}
