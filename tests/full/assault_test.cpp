// FG-MELEE-1, FG-D-15, FG-D-39, FG-D-28, FG-MELEE-5, FG-DISC-2, FG-BRIG-1,
// FG-D-21, FG-D-4, FG-D-5, FG-D-26, FG-CMD-4, FG-D-36, FG-D-31, FG-D-43:
// who may assault, the charge's path to its first contact, the pivot on
// contact, momentum, contiguous lines and waves.
#include "fixtures.h"
#include "full/assault.h"
#include "full/fire.h"
#include "full/movement_detail.h"

#include <doctest/doctest.h>

#include <cmath>

using namespace guidon::full;
using namespace guidon::full::test;
namespace core = guidon::core;

namespace {

// A Federal regiment "a" of `n` stands at (36, 40) facing north (its stands
// south of y = 40), and a Confederate line "t" of 4 facing south with its
// front edge at y = `targetY` (its stands north of it): straight ahead is
// 40 - targetY inches to contact.
Battle charge(double targetY, Formation f = Formation::Line, int n = 4, Arm arm = Arm::Infantry) {
    Battle b = emptyBattle();
    addUnit(b, "a", 0, arm, f, n, {36, 40}, 0);
    addUnit(b, "t", 1, Arm::Infantry, Formation::Line, 4, {36, targetY}, 180);
    return b;
}

AssaultPlan at(int target, bool dt = false) {
    AssaultPlan p;
    p.target = target;
    p.doubleTime = dt;
    return p;
}

AssaultPlan wheeling(int target, int dir, double deg) {
    AssaultPlan p = at(target);
    p.wheelDir = dir;
    p.wheelDeg = deg;
    return p;
}

std::string ruleOf(const AssaultCheck& c) {
    return c.refusal ? c.refusal->rule : std::string("accepted");
}

} // namespace

// [SECTION] who may assault

TEST_CASE("FG-D-39 only infantry in line or assault column and mounted cavalry may assault") {
    struct Row {
        Arm arm;
        Formation f;
        bool may;
    };
    const Row rows[] = {
        {Arm::Infantry, Formation::Line, true},
        {Arm::Infantry, Formation::AssaultColumn, true},
        {Arm::Cavalry, Formation::Mounted, true},
        {Arm::Infantry, Formation::OpenOrder, false},
        {Arm::Cavalry, Formation::Dismounted, false},
        {Arm::Artillery, Formation::Limbered, false},
        {Arm::Artillery, Formation::Unlimbered, false},
    };
    for (const Row& r : rows) {
        CAPTURE(nameOf(r.f));
        GameState s = stateOf(charge(35.0, r.f, 4, r.arm));
        const auto refusal = checkAssaulter(s, 0);
        CHECK(refusal.has_value() == !r.may);
        if (refusal) CHECK(refusal->rule == "FG-D-39");
    }
}

TEST_CASE("FG-D-28 a skirmish screen cannot assault") {
    Battle b = charge(35.0, Formation::OpenOrder, 2);
    addUnit(b, "p", 0, Arm::Infantry, Formation::Line, 4, {20, 44}, 0);
    b.units[0].parent = 2;
    GameState s = stateOf(b);
    REQUIRE(s.units[0].screenUnit());
    const auto r = checkAssaulter(s, 0);
    REQUIRE(r);
    CHECK(r->rule == "FG-D-28");
}

TEST_CASE("FG-MELEE-5 a road column cannot assault (FG-D-18)") {
    GameState s = stateOf(charge(35.0, Formation::RoadColumn, 4));
    const auto r = checkAssaulter(s, 0);
    REQUIRE(r);
    CHECK(r->rule == "FG-MELEE-5");
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-MELEE-5");
}

TEST_CASE("FG-DISC-2 a disordered unit may not assault") {
    GameState s = stateOf(charge(35.0));
    CHECK(checkAssault(s, 0, at(1)).ok());
    s.units[0].disordered = true;
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-DISC-2");
}

TEST_CASE("FG-BRIG-1 a unit of a hesitant or broken brigade may not assault") {
    GameState s = stateOf(charge(35.0));
    s.brigades[0].clock = Clock::Hesitant;
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-BRIG-1");
    s.brigades[0].clock = Clock::Broken;
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-BRIG-1");
}

TEST_CASE("FG-D-21 an engaged unit takes no assault, its target already touched") {
    GameState s = stateOf(charge(40.0)); // the enemy's front on ours
    REQUIRE(engaged(s, 0));
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-D-21");
}

// [SECTION] the path

TEST_CASE("FG-D-15 an assault straight ahead stops at contact, flush, with momentum") {
    GameState s = stateOf(charge(35.0));
    const AssaultCheck c = checkAssault(s, 0, at(1));
    REQUIRE(c.ok());
    CHECK(c.contact == 1);
    CHECK(c.move.order == Order::Assault);
    CHECK(c.move.length == doctest::Approx(5.0));
    CHECK(c.move.allowance == doctest::Approx(6.0));
    CHECK(c.move.front.x == doctest::Approx(36.0));
    CHECK(c.move.front.y == doctest::Approx(35.0));
    CHECK(c.move.facing == doctest::Approx(0.0));
    CHECK(c.flush);
    CHECK(c.momentum);
    // The route the reactions walk: from where it stood to contact.
    CHECK(c.move.from.front.y == doctest::Approx(40.0));
    REQUIRE(c.move.path.size() == 1);
    CHECK(c.move.path[0].cost == doctest::Approx(5.0));
    CHECK(c.move.text.find("assaults") != std::string::npos);
}

TEST_CASE("FG-D-15 the target must be reached within the allowance, the allowance included "
          "(FG-D-1)") {
    GameState exact = stateOf(charge(34.0));
    const AssaultCheck ok = checkAssault(exact, 0, at(1));
    REQUIRE(ok.ok());
    CHECK(ok.move.length == doctest::Approx(6.0));
    GameState far = stateOf(charge(33.9));
    const AssaultCheck no = checkAssault(far, 0, at(1));
    REQUIRE_FALSE(no.ok());
    CHECK(no.refusal->rule == "FG-D-15");
    CHECK(no.refusal->reason.find("6.1") != std::string::npos);
    SUBCASE("an assault column charges 8") {
        GameState c8 = stateOf(charge(32.0, Formation::AssaultColumn, 4));
        CHECK(checkAssault(c8, 0, at(1)).ok());
        GameState c81 = stateOf(charge(31.9, Formation::AssaultColumn, 4));
        CHECK(ruleOf(checkAssault(c81, 0, at(1))) == "FG-D-15");
    }
}

TEST_CASE("FG-D-4 the target must be in the assaulting unit's forward arc") {
    Battle b = charge(35.0);
    b.units[1].front = {60, 39}; // off to the right, level with its front
    GameState s = stateOf(b);
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-D-4");
    CHECK_FALSE(planAssault(s, 0, 1, false).has_value());
}

TEST_CASE("FG-D-15 a path straight ahead that misses the target is refused; a wheel reaches it") {
    // A line of 2 at x 35-37; the target lies ahead and to the right, where
    // a 45-degree wheel right and 3" straight on meet its front squarely.
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::Line, 2, {36, 40}, 0);
    const double r = 1.0 / std::sqrt(2.0);
    const Vec2 afterWheel{37.0 - r, 40.0 - r};
    const Vec2 contact = afterWheel + Vec2{r, -r} * 3.0;
    addUnit(b, "t", 1, Arm::Infantry, Formation::Line, 2, contact, 225);
    GameState s = stateOf(b);
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-D-15");
    CHECK(ruleOf(checkAssault(s, 0, wheeling(1, -1, 45))) == "FG-D-15");
    const AssaultCheck c = checkAssault(s, 0, wheeling(1, 1, 45));
    REQUIRE(c.ok());
    CHECK(c.move.length == doctest::Approx(2.0 * core::kPi / 4.0 + 3.0));
    CHECK(c.move.front.x == doctest::Approx(contact.x));
    CHECK(c.move.front.y == doctest::Approx(contact.y));
    CHECK(c.move.facing == doctest::Approx(45.0));
    CHECK(c.flush);
    REQUIRE(c.move.path.size() == 2);
    CHECK(c.move.path[0].turn);
    SUBCASE("no more than 45 degrees") {
        CHECK(ruleOf(checkAssault(s, 0, wheeling(1, 1, 46))) == "FG-D-15");
    }
    SUBCASE("planAssault picks the smallest wheel that reaches it") {
        const auto plan = planAssault(s, 0, 1, false);
        REQUIRE(plan);
        CHECK(plan->wheelDir == 1);
        CHECK(plan->wheelDeg > 0.0);
        CHECK(plan->wheelDeg <= 45.0);
        CHECK(checkAssault(s, 0, *plan).ok());
        CHECK_FALSE(checkAssault(s, 0, wheeling(1, 1, plan->wheelDeg - 1)).ok());
        CHECK_FALSE(checkAssault(s, 0, wheeling(1, -1, plan->wheelDeg)).ok());
    }
}

TEST_CASE("FG-D-15 planAssault charges straight ahead when that reaches") {
    GameState s = stateOf(charge(35.0));
    const auto plan = planAssault(s, 0, 1, false);
    REQUIRE(plan);
    CHECK(plan->wheelDeg == 0.0);
    CHECK(plan->target == 1);
    GameState far = stateOf(charge(31.0)); // 9"
    CHECK_FALSE(planAssault(far, 0, 1, false).has_value());
    CHECK(planAssault(far, 0, 1, true).has_value()); // double-time: 9"
}

TEST_CASE("FG-D-15 an assault stops at the first enemy it touches: another in the way refuses it") {
    Battle b = charge(33.0);
    addUnit(b, "x", 1, Arm::Infantry, Formation::Line, 2, {36, 37}, 180);
    GameState s = stateOf(b);
    const AssaultCheck c = checkAssault(s, 0, at(1));
    REQUIRE_FALSE(c.ok());
    CHECK(c.refusal->rule == "FG-D-15");
    CHECK(c.refusal->reason.find("x") != std::string::npos);
    // The one in the way may itself be assaulted.
    CHECK(checkAssault(s, 0, at(2)).ok());
}

TEST_CASE("FG-D-15 a target flush beside another enemy is met together with it") {
    Battle b = charge(35.0);
    addUnit(b, "n", 1, Arm::Infantry, Formation::Line, 4, {40, 35}, 180); // x 38-42
    b.units[0].front = {38, 40};                                          // x 36-40: both
    GameState s = stateOf(b);
    const AssaultCheck c = checkAssault(s, 0, at(1));
    REQUIRE(c.ok());
    CHECK(c.contact == 1);
    CHECK(checkAssault(s, 0, at(2)).ok());
}

TEST_CASE("FG-D-5 woods or rough on the way set the woods rate for the charge") {
    Battle b = charge(36.0);
    addArea(b, "woods", rect(30, 37.5, 42, 38.0));
    GameState s = stateOf(b);
    const AssaultCheck c = checkAssault(s, 0, at(1)); // 4" at the woods rate 4
    REQUIRE(c.ok());
    CHECK(c.move.woods);
    CHECK(c.move.allowance == doctest::Approx(4.0));
    CHECK_FALSE(c.momentum);
    Battle far = charge(35.9);
    addArea(far, "rough", rect(30, 37.5, 42, 38.0));
    CHECK(ruleOf(checkAssault(stateOf(far), 0, at(1))) == "FG-D-15");
}

TEST_CASE("FG-D-26 each obstacle crossed costs its penalty off the charge") {
    Battle b = charge(36.0);
    addLine(b, "fence", {{20, 38}, {52, 38}});
    GameState s = stateOf(b);
    const AssaultCheck c = checkAssault(s, 0, at(1)); // 4" = 6 - 2
    REQUIRE(c.ok());
    CHECK(c.move.obstacles == 1);
    CHECK(c.move.allowance == doctest::Approx(4.0));
    CHECK_FALSE(c.momentum); // FG-D-5: an obstacle crossed is not open ground
    Battle far = charge(35.9);
    addLine(far, "fence", {{20, 38}, {52, 38}});
    CHECK(ruleOf(checkAssault(stateOf(far), 0, at(1))) == "FG-D-15");
}

TEST_CASE("FG-D-15 mounted cavalry charges 12 in the open, 5 in woods, -3 an obstacle") {
    SUBCASE("12 in the open") {
        CHECK(checkAssault(stateOf(charge(28.0, Formation::Mounted, 4, Arm::Cavalry)), 0, at(1))
                  .ok());
        CHECK(ruleOf(checkAssault(stateOf(charge(27.9, Formation::Mounted, 4, Arm::Cavalry)), 0,
                                  at(1))) == "FG-D-15");
    }
    SUBCASE("5 through woods") {
        Battle b = charge(35.0, Formation::Mounted, 4, Arm::Cavalry);
        addArea(b, "woods", rect(30, 39, 42, 42));
        const AssaultCheck c = checkAssault(stateOf(b), 0, at(1));
        REQUIRE(c.ok());
        CHECK(c.move.allowance == doctest::Approx(5.0));
        Battle far = charge(34.9, Formation::Mounted, 4, Arm::Cavalry);
        addArea(far, "woods", rect(30, 39, 42, 42));
        CHECK(ruleOf(checkAssault(stateOf(far), 0, at(1))) == "FG-D-15");
    }
    SUBCASE("9 over a fence") {
        Battle b = charge(31.0, Formation::Mounted, 4, Arm::Cavalry);
        addLine(b, "fence", {{20, 38}, {52, 38}});
        const AssaultCheck c = checkAssault(stateOf(b), 0, at(1));
        REQUIRE(c.ok());
        CHECK(c.move.allowance == doctest::Approx(9.0));
        Battle far = charge(30.9, Formation::Mounted, 4, Arm::Cavalry);
        addLine(far, "fence", {{20, 38}, {52, 38}});
        CHECK(ruleOf(checkAssault(stateOf(far), 0, at(1))) == "FG-D-15");
    }
}

TEST_CASE("FG-CMD-4 double-time adds 3 to an infantry assault; cavalry may not double-time") {
    GameState s = stateOf(charge(31.0)); // 9"
    CHECK(ruleOf(checkAssault(s, 0, at(1))) == "FG-D-15");
    const AssaultCheck c = checkAssault(s, 0, at(1, true));
    REQUIRE(c.ok());
    CHECK(c.move.allowance == doctest::Approx(9.0));
    CHECK(c.move.doubleTime);
    GameState cav = stateOf(charge(35.0, Formation::Mounted, 4, Arm::Cavalry));
    CHECK(ruleOf(checkAssault(cav, 0, at(1, true))) == "FG-CMD-4");
}

TEST_CASE("FG-D-15 momentum needs 3.0 of path across open ground (FG-D-5)") {
    CHECK_FALSE(checkAssault(stateOf(charge(37.1)), 0, at(1)).momentum); // 2.9
    const AssaultCheck three = checkAssault(stateOf(charge(37.0)), 0, at(1));
    REQUIRE(three.ok());
    CHECK(three.momentum);
    SUBCASE("a cornfield on the way: open rate, no momentum") {
        Battle b = charge(34.0);
        addArea(b, "cornfield", rect(30, 36, 42, 37));
        const AssaultCheck c = checkAssault(stateOf(b), 0, at(1));
        REQUIRE(c.ok());
        CHECK_FALSE(c.move.woods);
        CHECK_FALSE(c.momentum);
    }
    SUBCASE("an orchard off to the side does not matter") {
        Battle b = charge(34.0);
        addArea(b, "orchard", rect(50, 30, 55, 40));
        CHECK(checkAssault(stateOf(b), 0, at(1)).momentum);
    }
}

// [SECTION] the pivot on contact

namespace {

// The target turned 20 degrees: the charger first touches its front-right
// corner and pivots about it to lie along its front.
Battle angled() {
    Battle b = charge(34.0);
    b.units[1].facing = 200;
    return b;
}

} // namespace

TEST_CASE("FG-D-15 on contact the charger pivots free about the touching point, flush") {
    GameState s = stateOf(angled());
    const AssaultCheck c = checkAssault(s, 0, at(1));
    REQUIRE(c.ok());
    CHECK(c.flush);
    CHECK(c.move.facing == doctest::Approx(20.0));
    // The touching point: the target's corner, on both fronts.
    const Vec2 corner = Vec2{36, 34} - core::rightOf(200.0) * 2.0;
    CHECK(c.move.length == doctest::Approx(40.0 - corner.y));
    const Vec2 rel = corner - c.move.front;
    CHECK(rel.x * core::forwardOf(20.0).x + rel.y * core::forwardOf(20.0).y ==
          doctest::Approx(0.0).epsilon(1e-6));
    // The route ends with the free pivot (no cost), so it ends where the move does.
    REQUIRE(c.move.path.size() == 2);
    CHECK(c.move.path[1].turn);
    CHECK(c.move.path[1].cost == 0.0);
    CHECK(c.move.path[1].degrees == doctest::Approx(20.0));
    // Once there, it is engaged: edges meet along a length (FG-D-17).
    GameState after = s;
    after.units[0].front = c.move.front;
    after.units[0].facing = c.move.facing;
    CHECK(engaged(after, 0));
}

TEST_CASE("FG-D-15 a charge may touch during its wheel: it stops there and pivots flush") {
    Battle b = emptyBattle();
    addUnit(b, "a", 0, Arm::Infantry, Formation::Line, 4, {36, 40}, 0);
    addUnit(b, "t", 1, Arm::Infantry, Formation::Line, 2, {34.5, 38}, 180); // x 33.5-35.5
    GameState s = stateOf(b);
    // Wheeling right about (38, 40), its front-left corner meets the
    // target's front (y = 38) after 30 degrees, at x = 38 - 4cos30.
    const AssaultCheck c = checkAssault(s, 0, wheeling(1, 1, 45));
    REQUIRE(c.ok());
    CHECK(c.move.length == doctest::Approx(4.0 * core::kPi / 6.0));
    CHECK(c.flush);
    CHECK(c.move.facing == doctest::Approx(0.0));
    CHECK(c.move.front.x == doctest::Approx(40.0 - 4.0 * std::cos(core::kPi / 6.0)));
    CHECK(c.move.front.y == doctest::Approx(38.0));
    REQUIRE(c.move.path.size() == 2);
    CHECK(c.move.path[0].degrees == doctest::Approx(30.0));
    CHECK(c.move.path[1].degrees == doctest::Approx(-30.0));
    CHECK_FALSE(c.momentum); // 2.09" of path
}

TEST_CASE("FG-D-15 a charger touching its target by a corner alone is not engaged: it pivots flush "
          "where it stands") {
    Battle b = angled();
    // Stand it where the straight charge would touch: the target's corner on its front.
    const Vec2 corner = Vec2{36, 34} - core::rightOf(200.0) * 2.0;
    b.units[0].front = {36, corner.y};
    GameState s = stateOf(b);
    REQUIRE_FALSE(engaged(s, 0));
    const AssaultCheck c = checkAssault(s, 0, at(1));
    REQUIRE(c.ok());
    CHECK(c.move.length == 0.0);
    CHECK(c.flush);
    CHECK(c.move.facing == doctest::Approx(20.0));
    CHECK_FALSE(c.momentum);
}

TEST_CASE("FG-D-15 FG-D-17 no pivot when it would overlap a unit: a charge that would meet its "
          "target only at a corner is refused when ordered") {
    Battle b = angled();
    // A friend facing east whose front edge (x = 34, y 33-35) the charger's
    // left flank only touches at contact, but the pivot would swing into.
    addUnit(b, "f", 0, Arm::Infantry, Formation::Line, 2, {34, 34}, 90);
    GameState s = stateOf(b);
    const AssaultCheck c = checkAssault(s, 0, at(1));
    REQUIRE_FALSE(c.ok());
    CHECK(c.refusal->rule == std::string("FG-D-17"));
    CHECK(c.refusal->reason.find("only at a corner") != std::string::npos);
    CHECK(c.refusal->reason.find("no melee") != std::string::npos);
    // The planner then finds a wheel that meets an edge.
    const std::optional<AssaultPlan> p = planAssault(s, 0, 1, false);
    REQUIRE(p.has_value());
    const AssaultCheck w = checkAssault(s, 0, *p);
    REQUIRE(w.ok());
    CHECK(p->wheelDeg > 0.0);
    CHECK(w.flush);
}

TEST_CASE("FG-MOVE-5 an assault may pass through friends; they are listed (FG-D-36)") {
    Battle b = charge(34.0);
    addUnit(b, "f", 0, Arm::Infantry, Formation::Line, 4, {36, 37.5}, 0); // y 37.5-38.5
    GameState s = stateOf(b);
    const AssaultCheck c = checkAssault(s, 0, at(1));
    REQUIRE(c.ok());
    REQUIRE(c.move.passedThrough.size() == 1);
    CHECK(c.move.passedThrough[0] == 2);
    SUBCASE("but may not end on one") {
        Battle e = charge(34.0);
        addUnit(e, "f", 0, Arm::Infantry, Formation::Line, 2, {36, 34.5}, 0); // under the end
        GameState se = stateOf(e);
        const AssaultCheck ce = checkAssault(se, 0, at(1));
        REQUIRE_FALSE(ce.ok());
        CHECK(ce.refusal->rule == "FG-D-36");
    }
}

TEST_CASE("FG-D-36 an assault never enters impassable ground") {
    Battle b = charge(34.0);
    addArea(b, "river", rect(20, 36, 52, 37));
    CHECK(ruleOf(checkAssault(stateOf(b), 0, at(1))) == "FG-D-36");
}

// [SECTION] first contact

TEST_CASE("FG-D-15 firstContact: the path length at which the body first touches an enemy") {
    GameState s = stateOf(charge(35.0));
    const Pose from{{36, 40}, 0.0};
    int who = -1;
    CHECK(firstContact(s, 0, from, {move_detail::straight({0, -1}, 10.0)}, &who) ==
          doctest::Approx(5.0));
    CHECK(who == 1);
    CHECK(firstContact(s, 0, from, {move_detail::straight({0, -1}, 4.0)}) == -1.0);
    // From elsewhere: a surge that starts 2" short meets it at 2.
    CHECK(firstContact(s, 0, {{36, 37}, 0.0}, {move_detail::straight({0, -1}, 10.0)}) ==
          doctest::Approx(2.0));
    // Already touching where it starts.
    CHECK(firstContact(s, 0, {{36, 35}, 0.0}, {move_detail::straight({0, -1}, 1.0)}) == 0.0);
    // A wheel: about the right front corner, the left end swings into an enemy.
    SUBCASE("during a turn") {
        Battle b = emptyBattle();
        addUnit(b, "a", 0, Arm::Infantry, Formation::Line, 4, {36, 40}, 0);
        addUnit(b, "t", 1, Arm::Infantry, Formation::Line, 2, {34.5, 38}, 180); // x 33.5-35.5
        GameState w = stateOf(b);
        // Wheeling right about (38, 40): the front-left corner (34, 40) moves
        // on a circle of radius 4 and meets the target's front (y = 38) after
        // asin(2/4) = 30 degrees, at x = 38 - 4cos30 = 34.54.
        const Segment turn = move_detail::turnAbout({38, 40}, 45.0, 4.0 * core::kPi / 4.0);
        const double got = firstContact(w, 0, {{36, 40}, 0.0}, {turn});
        CHECK(got == doctest::Approx(4.0 * core::kPi / 6.0).epsilon(1e-9));
    }
    SUBCASE("contactDistance straight ahead to one target") {
        CHECK(contactDistance(s, 0, 1) == doctest::Approx(5.0));
    }
}

// [SECTION] lines and waves

namespace {

Battle twoBrigades() {
    Battle b = emptyBattle();
    BrigadeSetup other = b.brigades[0];
    other.id = "fb2";
    other.name = "Third Brigade";
    b.brigades.push_back(other);
    return b;
}

} // namespace

TEST_CASE("FG-D-31 FG-D-17 flanks meeting along less than a tenth of an inch are no contiguous "
          "line") {
    Battle b = twoBrigades();
    addUnit(b, "l", 0, Arm::Infantry, Formation::Line, 4, {32, 40}, 0);       // x 30-34, y 40-41
    addUnit(b, "r", 0, Arm::Infantry, Formation::Line, 4, {36, 40.95}, 0);    // y 40.95-41.95
    addUnit(b, "r2", 0, Arm::Infantry, Formation::Line, 4, {36, 40.85}, 0);   // y 40.85-41.85
    GameState s = stateOf(b);
    const auto r = checkContiguousLine(s, {0, 1});
    REQUIRE(r.has_value());
    CHECK(r->rule == std::string("FG-D-31"));
    CHECK_FALSE(checkContiguousLine(s, {0, 2}).has_value()); // 0.15" of flank
}

TEST_CASE("FG-D-31 a contiguous line: regiments of one brigade flank to flank, facing one way") {
    Battle b = twoBrigades();
    addUnit(b, "l", 0, Arm::Infantry, Formation::Line, 4, {32, 40}, 0);          // x 30-34
    addUnit(b, "r", 0, Arm::Infantry, Formation::AssaultColumn, 4, {35, 40}, 0); // x 34-36
    addUnit(b, "far", 0, Arm::Infantry, Formation::Line, 4, {38.1, 40}, 0);      // 0.1 gap
    addUnit(b, "o", 2, Arm::Infantry, Formation::Line, 4, {28, 40}, 0);          // x 26-30
    // Facing 5 degrees off, its front-left corner on r's front-right corner.
    addUnit(b, "tilt", 0, Arm::Infantry, Formation::Line, 4,
            Vec2{36, 40} + core::rightOf(355.0) * 2.0, 355);
    GameState s = stateOf(b);
    CHECK_FALSE(checkContiguousLine(s, {0, 1}).has_value());
    CHECK_FALSE(checkContiguousLine(s, {1, 0}).has_value()); // any order
    CHECK_FALSE(checkContiguousLine(s, {0, 1, 4}).has_value());
    auto rule = [&](std::vector<int> u) {
        auto r = checkContiguousLine(s, u);
        return r ? r->rule : std::string("accepted");
    };
    CHECK(rule({0}) == "FG-D-31");
    CHECK(rule({0, 0}) == "FG-D-31");
    CHECK(rule({1, 2}) == "FG-D-31"); // a gap of 0.1
    CHECK(rule({3, 0}) == "FG-D-31"); // another brigade
    SUBCASE("corner to corner is not flank to flank") {
        s.units[1].front.y = 41.0; // its front-left corner on l's rear-right corner
        CHECK(rule({0, 1}) == "FG-D-31");
    }
    SUBCASE("facing more than 5 degrees apart") {
        s.units[4].facing = 354.0;
        s.units[4].front = Vec2{36, 40} + core::rightOf(354.0) * 2.0;
        CHECK(rule({1, 4}) == "FG-D-31");
    }
    SUBCASE("each must be able to assault") {
        s.units[1].disordered = true;
        CHECK(rule({0, 1}) == "FG-DISC-2");
    }
}

TEST_CASE("FG-D-43 a wave: regiments one behind the other, each within 2 of the rear ahead") {
    Battle b = twoBrigades();
    addUnit(b, "front", 0, Arm::Infantry, Formation::Line, 4, {36, 36}, 0);  // y 36-37
    addUnit(b, "second", 0, Arm::Infantry, Formation::Line, 4, {36, 39}, 0); // 2.0 behind
    addUnit(b, "third", 0, Arm::Infantry, Formation::AssaultColumn, 4, {36, 41.5}, 0);
    addUnit(b, "beside", 0, Arm::Infantry, Formation::Line, 4, {40.5, 38},
            0); // 1.1 off, not behind
    addUnit(b, "other", 2, Arm::Infantry, Formation::Line, 4, {36, 44}, 0);
    GameState s = stateOf(b);
    auto rule = [&](std::vector<int> u) {
        auto r = checkWave(s, u);
        return r ? r->rule : std::string("accepted");
    };
    CHECK(rule({0, 1}) == "accepted");
    CHECK(rule({0, 1, 2}) == "accepted");
    CHECK(rule({1, 0}) == "FG-D-43"); // front first
    CHECK(rule({0, 3}) == "FG-D-43"); // beside, not behind
    CHECK(rule({2, 4}) == "FG-D-43"); // another brigade
    CHECK(rule({0}) == "FG-D-43");
    SUBCASE("front first, even touching") {
        s.units[1].front.y = 37.0; // its front on the rear of the first
        CHECK(rule({0, 1}) == "accepted");
        CHECK(rule({1, 0}) == "FG-D-43");
    }
    SUBCASE("2.1 behind") {
        s.units[1].front.y = 39.1;
        CHECK(rule({0, 1}) == "FG-D-43");
    }
    SUBCASE("facing another way") {
        s.units[1].facing = 10.0;
        CHECK(rule({0, 1}) == "FG-D-43");
    }
}
