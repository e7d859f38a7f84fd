// FG-FIRE-1, FG-FIRE-2, FG-FIRE-4, FG-FIRE-7, FG-FIRE-9, FG-D-3, FG-D-4,
// FG-D-9, FG-D-10, FG-D-24, FG-D-30, FG-D-34, FG-D-35: fire's geometry.
#include "fixtures.h"
#include "full/fire_geometry.h"

#include <doctest/doctest.h>

#include <cmath>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// A Federal line of 4 facing north, front edge at y = 30 from x = 34 to 38
// (stands y 30-31), and a Confederate line of 4 facing south, its front
// edge at y = `rebFront` (stands north of it).
struct Duel {
    Battle b;
    int fed = -1;
    int reb = -1;
};

Duel duel(double rebFront = 20.0, int rebStands = 4) {
    Duel d;
    d.b = emptyBattle();
    d.fed = addUnit(d.b, "19th Indiana", kFed, Arm::Infantry, Formation::Line, 4, {36, 30}, 0);
    d.reb = addUnit(d.b, "4th Virginia", kReb, Arm::Infantry, Formation::Line, rebStands,
                    {36, rebFront}, 180);
    return d;
}

// A Federal battery of 2 sections on a level-1 hill, front edge y = 40,
// firing north at a Confederate line whose front is at y = 20.
struct Guns {
    Battle b;
    int guns = -1;
    int reb = -1;
};

Guns gunsOnHill(int level = 1) {
    Guns g;
    g.b = emptyBattle();
    g.guns = addUnit(g.b, "Battery B", kFed, Arm::Artillery, Formation::Unlimbered, 2, {36, 40}, 0);
    g.reb = addUnit(g.b, "4th Virginia", kReb, Arm::Infantry, Formation::Line, 4, {36, 20}, 180);
    if (level > 0) addArea(g.b, "hill", rect(28, 38, 44, 46), level);
    return g;
}

int friendAt(Battle& b, double y, Formation f = Formation::Line, Arm arm = Arm::Infantry) {
    return addUnit(b, "2nd Wisconsin", kFed, arm, f, 2, {36, y}, 0);
}

} // namespace

TEST_CASE("FG-D-4 the forward arc lies between 45-degree rays from the front corners") {
    Duel d = duel();
    const GameState s = stateOf(d.b);
    // Front corners (34, 30) and (38, 30); 4" ahead the rays reach x 30 and 42.
    SUBCASE("points on either side of each ray") {
        CHECK(arcOf(s, d.fed, {30.005, 26}) == Arc::Front);
        CHECK(arcOf(s, d.fed, {29.99, 26}) == Arc::LeftFlank);
        CHECK(arcOf(s, d.fed, {41.995, 26}) == Arc::Front);
        CHECK(arcOf(s, d.fed, {42.01, 26}) == Arc::RightFlank);
    }
    SUBCASE("the front-edge line counts as ahead; behind it is the rear, even to the side") {
        CHECK(arcOf(s, d.fed, {36, 30}) == Arc::Front);
        CHECK(arcOf(s, d.fed, {20, 30}) == Arc::LeftFlank);
        CHECK(arcOf(s, d.fed, {36, 30.01}) == Arc::Rear);
        CHECK(arcOf(s, d.fed, {20, 30.01}) == Arc::Rear);
        CHECK(arcOf(s, d.fed, {50, 35}) == Arc::Rear);
    }
    SUBCASE("a target is in the arc when any of its stands is") {
        // A 2-stand line facing south, stands y 25-26: its north-east corner
        // (x = right end, y = 25) decides; the left ray passes (29, 25).
        Duel in = duel();
        in.b.units[in.reb].stands = 2;
        in.b.units[in.reb].front = {28.0, 26}; // stands x 27-29
        CHECK(inForwardArc(stateOf(in.b), in.fed, -1, in.reb));
        in.b.units[in.reb].front = {27.98, 26}; // x 26.98-28.98
        CHECK_FALSE(inForwardArc(stateOf(in.b), in.fed, -1, in.reb));
        in.b.units[in.reb].front = {36, 31.5}; // behind the line
        CHECK_FALSE(inForwardArc(stateOf(in.b), in.fed, -1, in.reb));
    }
    SUBCASE("FG-D-30 a section's arc is drawn from its own front corners") {
        Guns g = gunsOnHill(0); // sections x 35-36 and 36-37, front y 40
        g.b.units[g.reb].stands = 1;
        g.b.units[g.reb].front = {30, 36}; // stand x 29.5-30.5, y 35-36
        const GameState gs = stateOf(g.b);
        // Its corner (30.5, 35): the left ray from (35, 40) passes (30, 35),
        // the one from section 1's corner (36, 40) passes (31, 35).
        CHECK(inForwardArc(gs, g.guns, -1, g.reb));
        CHECK(inForwardArc(gs, g.guns, 0, g.reb));
        CHECK_FALSE(inForwardArc(gs, g.guns, 1, g.reb));
    }
}

TEST_CASE("FG-D-3 one distance a volley: front edge to the target's nearest stand") {
    SUBCASE("4.0 at the point-blank band's far end") {
        Duel d = duel(26.0); // stands y 25-26: 4" from the front at y 30
        CHECK(fireDistance(stateOf(d.b), d.fed, -1, d.reb) == doctest::Approx(4.0).epsilon(1e-9));
    }
    SUBCASE("4.001 just beyond it") {
        Duel d = duel(25.999);
        CHECK(fireDistance(stateOf(d.b), d.fed, -1, d.reb) == doctest::Approx(4.001).epsilon(1e-9));
    }
    SUBCASE("nearest points, not centres: a target off to the side") {
        Duel d = duel(26.0, 1);
        d.b.units[d.reb].front = {41.5, 26}; // stand x 41-42: 3" right and 4" ahead of (38, 30)
        CHECK(fireDistance(stateOf(d.b), d.fed, -1, d.reb) == doctest::Approx(5.0));
    }
    SUBCASE("FG-D-30 a section measures from its own edge") {
        Guns g = gunsOnHill(0);
        g.b.units[g.reb].stands = 1;
        g.b.units[g.reb].front = {32.5, 35}; // x 32-33, y 34-35
        const GameState s = stateOf(g.b);
        CHECK(fireDistance(s, g.guns, 0, g.reb) == doctest::Approx(std::sqrt(29.0)));
        CHECK(fireDistance(s, g.guns, 1, g.reb) == doctest::Approx(std::sqrt(34.0)));
        CHECK(muzzleOf(s, g.guns, 1).x == doctest::Approx(36.5));
    }
}

TEST_CASE("FG-FIRE-2 dice: only the front-rank stands that see the target") {
    SUBCASE("a farmstead hides the target from the left stand") {
        Duel d = duel(20.0, 1); // one stand x 35.5-36.5
        addArea(d.b, "farmstead", rect(30, 24, 35.5, 27));
        const GameState s = stateOf(d.b);
        CHECK(standsSeeing(s, d.fed, -1, d.reb) == std::vector<int>{1, 2, 3});
    }
    SUBCASE("an assault column fires with its front rank alone") {
        Duel d = duel();
        d.b.units[d.fed].formation = Formation::AssaultColumn;
        const GameState s = stateOf(d.b);
        CHECK(firingEdges(s, d.fed, -1).size() == 2);
        CHECK(standsSeeing(s, d.fed, -1, d.reb).size() == 2);
    }
}

TEST_CASE("FG-FIRE-9 no fire through formed friends") {
    SUBCASE("a friendly line between them blocks") {
        Duel d = duel();
        friendAt(d.b, 25);
        const LineOfFire l = lineOfFire(stateOf(d.b), d.fed, -1, d.reb, false);
        CHECK(l.blocked);
        CHECK(l.rule == "FG-FIRE-9");
        CHECK(l.why.find("2nd Wisconsin") != std::string::npos);
        CHECK(l.screens == 0);
    }
    SUBCASE("a friend beside the line does not") {
        Duel d = duel();
        addUnit(d.b, "2nd Wisconsin", kFed, Arm::Infantry, Formation::Line, 2, {44, 25}, 0);
        const LineOfFire l = lineOfFire(stateOf(d.b), d.fed, -1, d.reb, false);
        CHECK_FALSE(l.blocked);
        CHECK_FALSE(l.overhead);
    }
    SUBCASE("an enemy in the way is sight's business, not this check's") {
        Duel d = duel();
        addUnit(d.b, "8th Virginia", kReb, Arm::Infantry, Formation::Line, 2, {36, 25}, 180);
        CHECK_FALSE(lineOfFire(stateOf(d.b), d.fed, -1, d.reb, false).blocked);
    }
}

TEST_CASE("FG-FIRE-9 FG-D-34 shell over lower friends, and each condition failing") {
    SUBCASE("guns on a hill, friends below, 9\" from the guns and 10\" from the target") {
        Guns g = gunsOnHill();
        friendAt(g.b, 30); // stands y 30-31
        const LineOfFire l = lineOfFire(stateOf(g.b), g.guns, -1, g.reb, false);
        CHECK_FALSE(l.blocked);
        CHECK(l.overhead);
    }
    SUBCASE("canister never passes over friends") {
        Guns g = gunsOnHill();
        friendAt(g.b, 30);
        const LineOfFire l = lineOfFire(stateOf(g.b), g.guns, -1, g.reb, true);
        CHECK(l.blocked);
        CHECK_FALSE(l.overhead);
    }
    SUBCASE("friends within 6\" of the guns: exactly 6 blocks, 6.01 passes") {
        Guns g = gunsOnHill();
        friendAt(g.b, 33); // stands y 33-34: 6.0 from the front at 40
        CHECK(lineOfFire(stateOf(g.b), g.guns, -1, g.reb, false).blocked);
        g.b.units.back().front = {36, 32.99};
        CHECK(lineOfFire(stateOf(g.b), g.guns, -1, g.reb, false).overhead);
    }
    SUBCASE("friends within 4\" of the target") {
        Guns g = gunsOnHill();
        friendAt(g.b, 23); // stands y 23-24: 3" from the target's front at 20
        const LineOfFire l = lineOfFire(stateOf(g.b), g.guns, -1, g.reb, false);
        CHECK(l.blocked);
        CHECK(l.why.find("4\"") != std::string::npos);
    }
    SUBCASE("friends as high as the guns") {
        Guns g = gunsOnHill();
        friendAt(g.b, 30);
        addArea(g.b, "hill", rect(30, 29, 42, 33), 1);
        CHECK(lineOfFire(stateOf(g.b), g.guns, -1, g.reb, false).blocked);
    }
    SUBCASE("guns on level ground") {
        Guns g = gunsOnHill(0);
        friendAt(g.b, 30);
        CHECK(lineOfFire(stateOf(g.b), g.guns, -1, g.reb, false).blocked);
    }
    SUBCASE("infantry on a hill never fires over friends") {
        Guns g = gunsOnHill();
        g.b.units[g.guns].arm = Arm::Infantry;
        g.b.units[g.guns].formation = Formation::Line;
        friendAt(g.b, 30);
        CHECK(lineOfFire(stateOf(g.b), g.guns, -1, g.reb, false).blocked);
    }
}

TEST_CASE(
    "FG-FIRE-3 FG-D-35 friendly screens, open order and dismounted cavalry are fired through") {
    SUBCASE("an open-order regiment and dismounted cavalry: two screens, no block") {
        Duel d = duel();
        friendAt(d.b, 26, Formation::OpenOrder);
        addUnit(d.b, "1st Michigan Cavalry", kFed, Arm::Cavalry, Formation::Dismounted, 2, {36, 23},
                0);
        const LineOfFire l = lineOfFire(stateOf(d.b), d.fed, -1, d.reb, false);
        CHECK_FALSE(l.blocked);
        CHECK(l.screens == 2);
        CHECK(l.screenName == "2nd Wisconsin"); // the first along the line
    }
    SUBCASE("the firer's own skirmish screen ahead of it counts") {
        Duel d = duel();
        const int sc = addUnit(d.b, "19th Indiana skirmishers", kFed, Arm::Infantry,
                               Formation::OpenOrder, 2, {36, 27}, 0);
        d.b.units[sc].parent = d.fed;
        const LineOfFire l = lineOfFire(stateOf(d.b), d.fed, -1, d.reb, false);
        CHECK_FALSE(l.blocked);
        CHECK(l.screens == 1);
    }
    SUBCASE("the gap of an open-order line is still its ground") {
        Duel d = duel();
        // Stands x 34.5-35.5 and 36.5-37.5: the line at x = 36 runs in the gap.
        addUnit(d.b, "2nd Wisconsin", kFed, Arm::Infantry, Formation::OpenOrder, 2, {36, 26}, 0);
        CHECK(lineOfFire(stateOf(d.b), d.fed, -1, d.reb, false).screens == 1);
    }
}

TEST_CASE("FG-D-10 smoke strips 1\" deep ahead of a smoked unit's front edge") {
    SUBCASE("the target's own smoke lies on the line") {
        Duel d = duel();
        CHECK_FALSE(throughSmoke(stateOf(d.b), d.fed, -1, d.reb));
        GameState s = stateOf(d.b);
        s.units[d.reb].smoke = true;
        CHECK(throughSmoke(s, d.fed, -1, d.reb));
    }
    SUBCASE("the firer's own smoke is not this check's") {
        GameState s = stateOf(duel().b);
        s.units[0].smoke = true;
        CHECK_FALSE(throughSmoke(s, 0, -1, 1));
    }
    SUBCASE("another unit's strip crossed, or just missed") {
        Duel d = duel();
        // Facing east: front edge x = 35.5 from y 24.5 to 25.5, strip x 35.5-36.5.
        const int other =
            addUnit(d.b, "2nd Wisconsin", kFed, Arm::Infantry, Formation::Line, 1, {35.5, 25}, 90);
        GameState s = stateOf(d.b);
        s.units[other].smoke = true;
        CHECK(throughSmoke(s, d.fed, -1, d.reb)); // the line x = 36
        s.units[other].front = {34.5, 25};        // strip x 34.5-35.5
        CHECK_FALSE(throughSmoke(s, d.fed, -1, d.reb));
    }
}

TEST_CASE("FG-D-9 cover by half the stands, heavy beats light") {
    // The target's stand centres: x 34.5, 35.5, 36.5, 37.5 at y 19.5.
    SUBCASE("2 of 4 in woods: light") {
        Duel d = duel();
        addArea(d.b, "woods", rect(30, 15, 36, 22));
        const TargetCover c = coverOf(stateOf(d.b), d.reb, {36, 30});
        CHECK(c.cover == Cover::Light);
        CHECK(c.why == "half its stands in the woods");
    }
    SUBCASE("1 of 4 in woods: none") {
        Duel d = duel();
        addArea(d.b, "woods", rect(30, 15, 35, 22));
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 30}).cover == Cover::None);
    }
    SUBCASE("2 in a farmstead and 2 in woods: heavy") {
        Duel d = duel();
        addArea(d.b, "farmstead", rect(30, 15, 36, 22));
        addArea(d.b, "woods", rect(36, 15, 40, 22));
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 30}).cover == Cover::Heavy);
    }
    SUBCASE("1 in a farmstead and 1 in woods: light") {
        Duel d = duel();
        addArea(d.b, "farmstead", rect(30, 15, 35, 22));
        addArea(d.b, "woods", rect(37, 15, 40, 22));
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 30}).cover == Cover::Light);
    }
    SUBCASE("a named area names itself") {
        Duel d = duel();
        addArea(d.b, "woods", rect(30, 15, 42, 22));
        d.b.map.features.back().name = "McPherson";
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 30}).why == "in the McPherson woods");
    }
    SUBCASE("a sunken road is a heavy area") {
        Duel d = duel();
        addLine(d.b, "sunken-road", {{30, 19.5}, {42, 19.5}});
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 30}).cover == Cover::Heavy);
    }
}

TEST_CASE("FG-D-9 a wall or fence counts when touched and crossed by the line") {
    SUBCASE("a wall touched and crossed: heavy") {
        Duel d = duel();
        addLine(d.b, "wall", {{30, 20.05}, {42, 20.05}}); // 0.2 wide: it touches y = 20
        const TargetCover c = coverOf(stateOf(d.b), d.reb, {36, 30});
        CHECK(c.cover == Cover::Heavy);
        CHECK(c.why == "behind the wall");
    }
    SUBCASE("touched but not crossed: fire from behind the target") {
        Duel d = duel();
        addLine(d.b, "wall", {{30, 20.05}, {42, 20.05}});
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 10}).cover == Cover::None);
    }
    SUBCASE("crossed but not touched") {
        Duel d = duel();
        addLine(d.b, "wall", {{30, 20.5}, {42, 20.5}});
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 30}).cover == Cover::None);
        // Aslant, its bounds over the stands: 0.49" from the nearest corner.
        Duel a = duel();
        addLine(a.b, "wall", {{33, 21.5}, {43, 19.5}});
        CHECK(coverOf(stateOf(a.b), a.reb, {36, 30}).cover == Cover::None);
    }
    SUBCASE("a fence is light, and a wall beats woods") {
        Duel d = duel();
        addLine(d.b, "fence", {{30, 20.05}, {42, 20.05}});
        CHECK(coverOf(stateOf(d.b), d.reb, {36, 30}).cover == Cover::Light);
        Duel w = duel();
        addArea(w.b, "woods", rect(30, 15, 42, 22));
        addLine(w.b, "wall", {{30, 20.05}, {42, 20.05}});
        CHECK(coverOf(stateOf(w.b), w.reb, {36, 30}).cover == Cover::Heavy);
    }
}

TEST_CASE("FG-D-24 plunging fire strikes the first unit within 4\" behind the target") {
    // The line from (36, 30) through the target's centre (36, 19.5) leaves
    // it at y = 19.
    SUBCASE("4.0 behind: struck") {
        Duel d = duel();
        const int behind =
            addUnit(d.b, "8th Virginia", kReb, Arm::Infantry, Formation::Line, 2, {36, 15}, 180);
        CHECK(plungeVictim(stateOf(d.b), d.fed, -1, d.reb) == behind);
    }
    SUBCASE("4.01 behind: none") {
        Duel d = duel();
        addUnit(d.b, "8th Virginia", kReb, Arm::Infantry, Formation::Line, 2, {36, 14.99}, 180);
        CHECK(plungeVictim(stateOf(d.b), d.fed, -1, d.reb) == -1);
    }
    SUBCASE("either side, the nearer first") {
        Duel d = duel();
        addUnit(d.b, "8th Virginia", kReb, Arm::Infantry, Formation::Line, 2, {36, 15}, 180);
        const int fed =
            addUnit(d.b, "2nd Wisconsin", kFed, Arm::Infantry, Formation::Line, 2, {36, 17}, 180);
        CHECK(plungeVictim(stateOf(d.b), d.fed, -1, d.reb) == fed);
    }
    SUBCASE("off the line: none") {
        Duel d = duel();
        addUnit(d.b, "8th Virginia", kReb, Arm::Infantry, Formation::Line, 2, {42, 16}, 180);
        CHECK(plungeVictim(stateOf(d.b), d.fed, -1, d.reb) == -1);
    }
}
