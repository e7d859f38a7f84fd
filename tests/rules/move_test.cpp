// LL-MOVE 1-7, the movement parts of LL-TERRAIN and LL-UNIT 1-4: tiny
// positions built in code on an open 48 x 32 table. Federals face north (0)
// and move first.
#include "fixtures.h"

#include "lite/movement.h"
#include "lite/view.h"

#include <cmath>

using namespace fixtures;

TEST_CASE(
    "LL-MOVE-1 allowances: infantry 4 BW, limbered guns 6 BW, unlimbered guns only prolong 1 BW") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(unit("fa", Side::Federal, UnitType::Artillery, 2, 2, 20, 25, 0));
    b.units.back().limbered = true;
    b.units.push_back(unit("fb", Side::Federal, UnitType::Artillery, 2, 2, 30, 25, 0));
    SUBCASE("infantry moves exactly 4") {
        GameState s = movementPhase(b);
        Outcome o = go(s, "march f1 forward 4");
        REQUIRE(o.accepted);
        CHECK(near(unitById(s, "f1").front, {10, 21}));
        CHECK(hasEvent(o.events, EventKind::UnitMoved));
    }
    SUBCASE("infantry refused past 4, with the point where the allowance ends") {
        GameState s = movementPhase(b);
        Outcome o = go(s, "march f1 forward 4.01");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-1");
        REQUIRE(o.refusal.hasPoint);
        CHECK(near(o.refusal.point, {10, 21}));
        CHECK(near(unitById(s, "f1").front, {10, 25})); // nothing moved
    }
    SUBCASE("limbered guns move 6, not 6.5") {
        GameState s = movementPhase(b);
        CHECK_FALSE(go(s, "march fa forward 6.5").accepted);
        CHECK(go(s, "march fa forward 6").accepted);
    }
    SUBCASE("unlimbered guns cannot march, but prolong up to 1 BW either way") {
        GameState s = movementPhase(b);
        Outcome m = go(s, "march fb forward 0.5");
        CHECK_FALSE(m.accepted);
        CHECK(m.refusal.rule == "LL-MOVE-1");
        CHECK_FALSE(go(s, "form fb prolong 1.1").accepted);
        CHECK(go(s, "form fb prolong -1").accepted);
        CHECK(near(unitById(s, "fb").front, {30, 26}));
    }
    SUBCASE("each unit acts once per movement phase") {
        GameState s = movementPhase(b);
        REQUIRE(go(s, "march f1 forward 1").accepted);
        Outcome again = go(s, "march f1 forward 1");
        CHECK_FALSE(again.accepted);
        CHECK(again.refusal.reason.find("already moved") != std::string::npos);
    }
}

TEST_CASE("LL-MOVE-2 forward moves: straight, oblique up to 45 degrees, wheels on a front corner") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 4, 2, 30, 25, 0));
    SUBCASE("a 90 degree wheel of a 4-file unit costs 2 pi BW and is refused at allowance 4") {
        GameState s = movementPhase(b);
        Command c = marchCommand(s, unitIndex(s, "f1"), false, {{SegmentKind::Wheel, 90.0, 0.0}});
        MoveReport r = checkUnitCommand(s, c);
        CHECK(r.cost == doctest::Approx(2 * kPi));
        CHECK_FALSE(r.legal);
        CHECK(r.refusal.rule == "LL-MOVE-1");
        // Even with Quickstep (6 BW) it is too far.
        GameState q = movementPhase(b, "move plain0 +quick");
        CHECK_FALSE(go(q, "march f1 wheel right 90").accepted);
    }
    SUBCASE("a wheel pivots on the front corner on its side and turns the facing") {
        GameState s = movementPhase(b);
        REQUIRE(go(s, "march f2 wheel right 90").accepted); // 2 files: pi BW
        const Unit& u = unitById(s, "f2");
        CHECK(u.facing == doctest::Approx(90));
        CHECK(
            near(u.front, {31, 24}, 1e-9)); // pivot (31,25) stays; front centre swings to its north
        GameState t = movementPhase(b);
        REQUIRE(go(t, "march f2 wheel left 90").accepted);
        CHECK(unitById(t, "f2").facing == doctest::Approx(270)); // facings are kept in [0, 360)
        CHECK(near(unitById(t, "f2").front, {29, 24}, 1e-9));
    }
    SUBCASE("an oblique keeps the facing; 45 is forward, 46 is not") {
        GameState s = movementPhase(b);
        REQUIRE(go(s, "march f1 oblique 45 4").accepted);
        CHECK(unitById(s, "f1").facing == doctest::Approx(0));
        CHECK(near(unitById(s, "f1").front, {10 + 4 / std::sqrt(2.0), 25 - 4 / std::sqrt(2.0)},
                   1e-9));
        Outcome o = go(s, "march f2 oblique 46 1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-2");
    }
    SUBCASE("segments chain: straight, wheel and oblique add up within the allowance") {
        GameState s = movementPhase(b);
        // 1 + (4 files x 15 deg = pi/3 = 1.047) + 1.9 = 3.947
        Outcome o = go(s, "march f1 forward 1 wheel right 15 oblique -20 1.9");
        REQUIRE_MESSAGE(o.accepted, o.refusal.reason);
        CHECK(unitById(s, "f1").facing == doctest::Approx(15));
        GameState t = movementPhase(b);
        CHECK_FALSE(go(t, "march f1 forward 1 wheel right 15 oblique -20 2").accepted);
    }
}

TEST_CASE(
    "LL-MOVE-3 flank moves: more than 45 degrees off, half allowance, bonuses after halving") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    SUBCASE("half allowance") {
        GameState s = movementPhase(b);
        Outcome o = go(s, "march f1 flank-right 2.1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-3");
        REQUIRE(go(s, "march f1 flank-right 2").accepted);
        CHECK(near(unitById(s, "f1").front, {12, 25}));
        CHECK(unitById(s, "f1").facing == doctest::Approx(0));
    }
    SUBCASE("a flank move with Quickstep reaches exactly 4 BW") {
        GameState s = movementPhase(b, "move plain0 +quick");
        CHECK(moveAllowance(s, unitById(s, "f1"), true) == doctest::Approx(4.0));
        CHECK(moveAllowance(s, unitById(s, "f1"), false) == doctest::Approx(6.0));
        CHECK_FALSE(go(s, "march f1 back 4.01").accepted);
        REQUIRE(go(s, "march f1 back 4").accepted);
        CHECK(near(unitById(s, "f1").front, {10, 29}));
    }
    SUBCASE("never mixed with forward segments or wheels") {
        GameState s = movementPhase(b);
        Outcome o = go(s, "march f1 forward 1 flank-left 1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-3");
        CHECK_FALSE(go(s, "march f1 wheel left 10 back 1").accepted);
        CHECK(go(s, "march f1 flank -60 1 back 0.5").accepted);
    }
}

TEST_CASE("LL-MOVE-4 about-face: free, rear rank to the front, disorder within 6 BW of the enemy") {
    Battle b = openField();
    b.units.push_back(
        infantry("f1", Side::Federal, 8, 4, 10, 25, 0)); // 2 ranks: bases from y=25 to 27
    SUBCASE("free, and the front moves to the old rear") {
        GameState s = movementPhase(b);
        REQUIRE(go(s, "march f1 about-face forward 4").accepted);
        CHECK(unitById(s, "f1").facing == doctest::Approx(180));
        CHECK(near(unitById(s, "f1").front, {10, 31}));
    }
    SUBCASE("an about-face 5.9 BW from an enemy needs two cards, at 6.1 BW one") {
        Battle near59 = b, near61 = b;
        // The enemy's nearest base edge 5.9 / 6.1 BW beyond the Federal front.
        near59.units.push_back(infantry("c1", Side::Confederate, 4, 4, 10, 25 - 5.9 - 1, 0));
        near61.units.push_back(infantry("c1", Side::Confederate, 4, 4, 10, 25 - 6.1 - 1, 0));
        GameState one = movementPhase(near59);
        Outcome o = go(one, "march f1 about-face");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-4");
        GameState two = movementPhase(near59, "move plain0 plain1");
        Outcome t = go(two, "march f1 about-face");
        CHECK(t.accepted);
        GameState far = movementPhase(near61);
        CHECK(go(far, "march f1 about-face").accepted);
    }
}

TEST_CASE("LL-MOVE-5 formation changes: facing, guidon, limber, and their disorder") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(unit("fa", Side::Federal, UnitType::Artillery, 3, 3, 20, 25, 0));
    SUBCASE("face right: 90 degrees in place, files and ranks swap") {
        GameState s = movementPhase(b);
        REQUIRE(go(s, "form f1 face right").accepted);
        const Unit& u = unitById(s, "f1");
        CHECK(u.facing == doctest::Approx(90));
        CHECK(u.shownFiles() == 2);
        CHECK(u.ranks() == 4);
        // The centre of the footprint (10, 26) stays put.
        CHECK(near(u.front - forwardOf(u.facing) * 2.0, {10, 26}, 1e-9));
    }
    SUBCASE("by guidon: the fixed base keeps its place") {
        GameState s = movementPhase(b);
        // Base 0 (leftmost, centre x=8.5) stays; form right into 6 files: the
        // right edge moves 2 BW out, the left edge not at all.
        REQUIRE(go(s, "form f1 guidon 0 right 6").accepted);
        const Unit& u = unitById(s, "f1");
        CHECK(u.shownFiles() == 6);
        auto boxes = baseBoxes(u);
        CHECK(near(boxes[0].centre, {8.5, 25.5}, 1e-9));
    }
    SUBCASE("a guidon change that widens the footprint by 3 BW is refused") {
        GameState s = movementPhase(b);
        Outcome o = go(s, "form f1 guidon 0 right 7");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-5");
        CHECK(o.refusal.reason.find("3") != std::string::npos);
        // Narrowing by more than 2 BW is refused too: 4 files into a column.
        CHECK_FALSE(go(s, "form f1 guidon 3 left 1").accepted);
        CHECK(go(s, "form f1 guidon 1 rear 2").accepted);
    }
    SUBCASE("limber and unlimber in place") {
        GameState s = movementPhase(b);
        REQUIRE(go(s, "form fa limber").accepted);
        CHECK(unitById(s, "fa").limbered);
        CHECK(unitById(s, "fa").shownBases() == 1);
        CHECK(unitById(s, "fa").bases == 3);
        CHECK_FALSE(go(s, "form f1 limber").accepted);
    }
    SUBCASE("a formation change within 6 BW of the enemy needs two cards") {
        Battle e = b;
        e.units.push_back(infantry("c1", Side::Confederate, 4, 4, 10, 20, 180)); // 5 BW from f1
        GameState one = movementPhase(e);
        Outcome o = go(one, "form f1 face left");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-5");
        GameState two = movementPhase(e, "move plain0 plain1");
        CHECK(go(two, "form f1 face left").accepted);
    }
    SUBCASE("a formation change in difficult terrain needs two cards") {
        Battle w = b;
        addArea(w, "woods", {{5, 20}, {15, 20}, {15, 30}, {5, 30}});
        GameState one = movementPhase(w);
        Outcome o = go(one, "form f1 face left");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-5");
        CHECK(o.refusal.reason.find("difficult") != std::string::npos);
    }
}

// Every rule distance includes its boundary, within one tolerance (RULINGS,
// kRuleTolerance): at the boundary, just inside, a hair beyond (inside the
// tolerance) and just outside. (Guidon shifts come in whole BW: 2 and 3 are
// tried above.)
TEST_CASE("LL-MOVE-1 boundaries: 4 BW for infantry, 6 for limbered guns, 2 for a flank move, 1 of "
          "prolong") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(battery("fa", Side::Federal, 2, 20, 25, 0, true));
    b.units.push_back(battery("fb", Side::Federal, 2, 30, 25, 0));
    struct Limit {
        const char* line; // the command, less its distance
        double bw;
    };
    for (Limit l : {Limit{"march f1 forward ", 4.0}, Limit{"march fa forward ", 6.0},
                    Limit{"march f1 flank-right ", 2.0}, Limit{"form fb prolong ", 1.0}}) {
        for (double d : {l.bw - 0.01, l.bw, l.bw + kRuleTolerance / 2, l.bw + 0.01}) {
            std::string line = l.line + std::to_string(d);
            CAPTURE(line);
            GameState s = movementPhase(b);
            Outcome o = go(s, line);
            CHECK(o.accepted == (d <= l.bw + kRuleTolerance));
        }
    }
}

TEST_CASE("LL-MOVE-4 boundaries: an about-face within 6 BW of the enemy disorders, 6 BW included") {
    for (double d : {5.99, 6.0, 6.0 + kRuleTolerance / 2, 6.01}) {
        CAPTURE(d);
        Battle b = openField();
        b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
        b.units.push_back(
            infantry("c1", Side::Confederate, 4, 4, 10, 25 - d - 1, 0)); // its edge d BW ahead
        GameState s = movementPhase(b);
        Outcome o = go(s, "march f1 about-face");
        CHECK(o.accepted == (d > 6.0 + kRuleTolerance));
        if (!o.accepted) CHECK(o.refusal.rule == "LL-MOVE-4");
    }
}

TEST_CASE(
    "LL-MOVE-5 boundaries: a formation change within 6 BW of the enemy disorders, 6 BW included") {
    // Facing left about its centre, f1 keeps its y extent: the enemy stays d BW away.
    for (double d : {5.99, 6.0, 6.0 + kRuleTolerance / 2, 6.01}) {
        CAPTURE(d);
        Battle b = openField();
        b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
        b.units.push_back(infantry("c1", Side::Confederate, 4, 4, 10, 25 - d, 180));
        GameState s = movementPhase(b);
        Outcome o = go(s, "form f1 face left");
        CHECK(o.accepted == (d > 6.0 + kRuleTolerance));
        if (!o.accepted) CHECK(o.refusal.rule == "LL-MOVE-5");
    }
}

TEST_CASE("LL-MOVE-6 never touch an enemy, enter impassable ground or leave the table; friends "
          "need two cards") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    SUBCASE("touching an enemy base is refused; stopping short is fine") {
        Battle e = b;
        e.units.push_back(
            infantry("c1", Side::Confederate, 4, 4, 10, 21, 0)); // its rear edge at y=22
        GameState s = movementPhase(e);
        Outcome o = go(s, "march f1 forward 3");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-6");
        CHECK(o.refusal.reason.find("enemy") != std::string::npos);
        REQUIRE(o.refusal.hasPoint);
        CHECK(o.refusal.point.y == doctest::Approx(22.0).epsilon(0.001));
        CHECK_FALSE(go(s, "march f1 forward 3.5").accepted);
        CHECK(go(s, "march f1 forward 2.99").accepted);
    }
    SUBCASE("a move that would graze an enemy corner is refused") {
        Battle e = b;
        // A single enemy base whose corner sits exactly on the line the
        // Federal right edge (x=12) runs along.
        e.units.push_back(
            infantry("c1", Side::Confederate, 2, 2, 13, 21, 0)); // bases x 12..14, y 21..22
        GameState s = movementPhase(e);
        Outcome o = go(s, "march f1 forward 4");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.reason.find("enemy") != std::string::npos);
        Battle clear = b;
        clear.units.push_back(infantry("c1", Side::Confederate, 2, 2, 13.01, 21, 0));
        GameState t = movementPhase(clear);
        CHECK(go(t, "march f1 forward 4").accepted);
    }
    SUBCASE("a single enemy base in the path cannot be jumped") {
        Battle e = b;
        e.units.push_back(infantry("c1", Side::Confederate, 2, 1, 10, 22.5,
                                   0)); // a column 1 wide, 2 deep: y 22.5..24.5
        GameState s = movementPhase(e);
        CHECK_FALSE(
            go(s, "march f1 forward 4").accepted); // the end (y=21..23) and the path both hit
        Battle thin = b;
        thin.units.push_back(
            infantry("c1", Side::Confederate, 2, 2, 10, 23, 90)); // facing east: 1 BW deep in y
        GameState t = movementPhase(thin);
        CHECK_FALSE(go(t, "march f1 forward 4").accepted);
    }
    SUBCASE("impassable terrain and the table edge") {
        Battle r = b;
        addArea(r, "river", {{0, 21.5}, {48, 21.5}, {48, 22.5}, {0, 22.5}});
        GameState s = movementPhase(r);
        Outcome o = go(s, "march f1 forward 4");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.reason.find("impassable") != std::string::npos);
        REQUIRE(o.refusal.hasPoint);
        CHECK(o.refusal.point.y == doctest::Approx(22.5).epsilon(0.01));
        Battle edge = b;
        edge.units[0].front = {10, 3};
        GameState t = movementPhase(edge);
        Outcome off = go(t, "march f1 forward 4");
        CHECK_FALSE(off.accepted);
        CHECK(off.refusal.reason.find("table") != std::string::npos);
        CHECK(go(t, "march f1 forward 3").accepted);
    }
    SUBCASE("through friends only in a two-card phase, and never ending on any base") {
        Battle f = b;
        f.units.push_back(
            infantry("f2", Side::Federal, 4, 4, 10, 23.5, 0)); // one rank, y 23.5..24.5
        GameState one = movementPhase(f);
        Outcome o = go(one, "march f1 forward 4");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-6");
        CHECK(o.refusal.reason.find("two cards") != std::string::npos);
        GameState two = movementPhase(f, "move plain0 plain1");
        Outcome t = go(two, "march f1 forward 4");
        CHECK(t.accepted);
        GameState ends = movementPhase(f, "move plain0 plain1");
        Outcome e = go(ends, "march f1 forward 2");
        CHECK_FALSE(e.accepted);
        CHECK(e.refusal.reason.find("end on") != std::string::npos);
    }
    SUBCASE("a friend beside the wheel's pivot does not stop the wheel") {
        Battle f = b;
        f.units.push_back(
            infantry("f2", Side::Federal, 4, 2, 13, 25, 0)); // touching f1's right edge
        GameState s = movementPhase(f);
        Outcome o = go(s, "march f1 wheel right 30");
        CHECK_MESSAGE(o.accepted, o.refusal.reason);
    }
}

TEST_CASE("LL-MOVE-7 difficult terrain disorders: refused in a one-card phase, free in a two-card "
          "phase") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    SUBCASE("a 1 BW wood across the path cannot be jumped") {
        Battle w = b;
        addArea(w, "woods", {{0, 22}, {48, 22}, {48, 23}, {0, 23}});
        GameState one = movementPhase(w);
        Outcome o = go(one, "march f1 forward 4"); // ends at y 21, beyond the wood
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-7");
        REQUIRE(o.refusal.hasPoint);
        CHECK(o.refusal.point.y == doctest::Approx(23.0).epsilon(0.01));
        GameState two = movementPhase(w, "move plain0 plain1");
        Command c = marchCommand(two, unitIndex(two, "f1"), false, {{SegmentKind::Forward, 0, 4}});
        MoveReport r = checkUnitCommand(two, c);
        CHECK(r.legal);
        CHECK(r.disorder);
        CHECK(r.disorderReason.find("woods") != std::string::npos);
    }
    SUBCASE("a thin stream (0.1 BW) cannot be jumped either") {
        Battle w = b;
        addLinear(w, "stream", {{0, 22.4}, {20, 22.4}}, 0.1);
        GameState one = movementPhase(w);
        CHECK_FALSE(go(one, "march f1 forward 4").accepted);
        CHECK(go(one, "march f1 forward 2.5").accepted); // stops 0.05 short of it
    }
    SUBCASE("a fence gives cover but does not disorder") {
        Battle w = b;
        addLinear(w, "fence", {{0, 22.4}, {20, 22.4}}, 0.1);
        GameState one = movementPhase(w);
        CHECK(go(one, "march f1 forward 4").accepted);
    }
    SUBCASE("a wheel's sweep is checked all along its arc, not just at its ends") {
        Battle w = b;
        // A small wood the left rear corner of f1 passes over mid-wheel:
        // wheeling right about (12,25), the corner (8,27) swings through
        // (7.65, 23.96) at 40 degrees; the wood lies outside both the start
        // and the end footprints.
        addArea(w, "woods", {{7.55, 23.85}, {7.85, 23.85}, {7.85, 24.15}, {7.55, 24.15}});
        GameState one = movementPhase(w, "move plain0 +quick");
        Outcome o = go(one, "march f1 wheel right 80");
        // 4 files x 80 deg = 5.59 BW <= 6
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-7");
    }
}

TEST_CASE("LL-TERRAIN difficult for some unit types only; impassable for all") {
    Battle b = openField();
    addArea(b, "gully", {{0, 22}, {48, 22}, {48, 23}, {0, 23}});
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(unit("fa", Side::Federal, UnitType::Artillery, 2, 2, 20, 25, 0));
    b.units.back().limbered = true;
    GameState s = movementPhase(b);
    CHECK(go(s, "march f1 forward 4").accepted); // not difficult for infantry
    Outcome o = go(s, "march fa forward 4");     // difficult for guns
    CHECK_FALSE(o.accepted);
    CHECK(o.refusal.rule == "LL-MOVE-7");
}

TEST_CASE("LL-UNIT-1 a unit is a grid of bases; a partial last rank is centred on the grid") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 25, 0));
    GameState s = movementPhase(b);
    const Unit& u = unitById(s, "f1");
    CHECK(u.ranks() == 2);
    auto boxes = baseBoxes(u);
    REQUIRE(boxes.size() == 7);
    CHECK(near(boxes[0].centre, {8.5, 25.5}));
    // 3 bases in the rear rank: files 0..2 (the grid allows no exact centre).
    CHECK(near(boxes[4].centre, {8.5, 26.5}));
    auto fp = footprint(u);
    REQUIRE(fp.size() == 2);
    CHECK(fp[0].halfWidth == doctest::Approx(2.0));
    CHECK(fp[1].halfWidth == doctest::Approx(1.5));
}

TEST_CASE("LL-UNIT-3 a limbered battery is one limber base but keeps its guns; unlimbered guns "
          "stand abreast") {
    Battle b = openField();
    b.units.push_back(unit("fa", Side::Federal, UnitType::Artillery, 3, 3, 20, 25, 0));
    GameState s = movementPhase(b);
    CHECK(unitById(s, "fa").shownBases() == 3);
    CHECK(unitById(s, "fa").ranks() == 1);
    REQUIRE(go(s, "form fa limber").accepted);
    CHECK(unitById(s, "fa").shownBases() == 1);
    CHECK(unitById(s, "fa").bases == 3);
    CHECK(footprint(unitById(s, "fa")).size() == 1);
    CHECK(footprint(unitById(s, "fa"))[0].halfWidth == doctest::Approx(0.5));
}

TEST_CASE("LL-UNIT-4 three or more ranks make a dense target") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 9, 3, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 8, 4, 20, 25, 0));
    GameState s = movementPhase(b);
    CHECK(unitById(s, "f1").dense());
    CHECK_FALSE(unitById(s, "f2").dense());
}

TEST_CASE("Old Rivals: the named enemy unit may not move this phase (LL-CARD-4)") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 8, 4, 20, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 10, 5, 10, 5, 180));
    GameState s = startWith({"plain0", "plain1", "plain2", "quick", "plain3", "plain3"},
                            {"rivals", "plain1", "plain2", "plain2", "plain3", "plain3"}, b);
    accept(s, "no-fire");
    accept(s, "move plain0");
    REQUIRE(s.step == Step::InterruptWindow);
    Outcome noUnit = play(s, "interrupt rivals");
    CHECK_FALSE(noUnit.accepted);
    Outcome own = play(s, "interrupt rivals c1");
    CHECK_FALSE(own.accepted);
    accept(s, "interrupt rivals f1");
    REQUIRE(s.step == Step::Phase);
    // Both players see which unit the card holds (the window marks it).
    for (Side side : {Side::Federal, Side::Confederate}) {
        PlayerView v = viewFor(s, side);
        CHECK(v.mayNotMove == std::vector<int>{unitIndex(s, "f1")});
        CHECK(v.mayNotFire.empty());
    }
    Outcome o = play(s, "march f1 forward 1");
    CHECK_FALSE(o.accepted);
    CHECK(o.refusal.reason.find("may not move") != std::string::npos);
    CHECK_FALSE(play(s, "form f1 face left").accepted);
    CHECK(play(s, "march f2 forward 1").accepted);
    // The effect lasts this phase only: the turn ends, the next begins clean.
    s.dice.script({1}); // no victory this status phase
    accept(s, "end-phase");
    CHECK(s.active == Side::Confederate);
    CHECK(s.effects.empty());
    CHECK(viewFor(s, Side::Federal).mayNotMove.empty());
}

TEST_CASE("queries: remaining allowance, farthest legal distance, largest legal wheel") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 4, 10, 20, 0)); // rear edge at y=21
    GameState s = movementPhase(b);
    int f1 = unitIndex(s, "f1");
    CHECK(remainingAllowance(s, f1, false, {}) == doctest::Approx(4.0));
    CHECK(remainingAllowance(s, f1, false, {{SegmentKind::Wheel, 30, 0}}) ==
          doctest::Approx(4.0 - 4 * kPi / 6));
    // Straight ahead the enemy stops it just short of 4 BW.
    double d = farthestDistance(s, f1, false, {}, 0.0);
    CHECK(d < 4.0);
    CHECK(d > 3.99);
    CHECK(checkUnitCommand(s, marchCommand(s, f1, false, {{SegmentKind::Forward, 0, d}})).legal);
    // To the oblique left nothing is in the way: the whole allowance.
    CHECK(farthestDistance(s, f1, false, {}, -45.0) == doctest::Approx(4.0));
    // A flank query is halved.
    CHECK(farthestDistance(s, f1, false, {}, 90.0) == doctest::Approx(2.0));
    // Wheels: the allowance limits at 4 / 4 files = 57.3 degrees.
    double w = largestWheel(s, f1, false, {}, false);
    CHECK(w == doctest::Approx(4.0 / 4.0 * 180.0 / kPi).epsilon(0.001));
    // Would it disorder? Not here; in woods, yes (see LL-MOVE-7).
    MoveReport r = checkUnitCommand(s, marchCommand(s, f1, false, {{SegmentKind::Forward, 0, 1}}));
    CHECK(r.legal);
    CHECK_FALSE(r.disorder);
}

TEST_CASE("moves round-trip through command text exactly") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    GameState s = movementPhase(b);
    Command c = marchCommand(s, unitIndex(s, "f1"), true,
                             {{SegmentKind::Forward, 0, 0.1 + 0.2},
                              {SegmentKind::Wheel, -12.345678901, 0},
                              {SegmentKind::Forward, 33.3, 1.0 / 3.0}});
    std::string text = formatCommand(c, *s.setup);
    Command back;
    std::string err;
    REQUIRE(parseCommand(text, viewFor(s, Side::Federal), back, err));
    CHECK(back.aboutFace);
    REQUIRE(back.segments.size() == 3);
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(back.segments[i].kind == c.segments[i].kind);
        CHECK(back.segments[i].angle == c.segments[i].angle); // bit for bit
        CHECK(back.segments[i].distance == c.segments[i].distance);
    }
    CHECK_FALSE(parseCommand("march f1 forward", viewFor(s, Side::Federal), back, err));
    CHECK_FALSE(parseCommand("march nobody forward 1", viewFor(s, Side::Federal), back, err));
    CHECK(err.find("unknown unit") != std::string::npos);
    CHECK_FALSE(parseCommand("march f1 wheel up 10", viewFor(s, Side::Federal), back, err));
    CHECK_FALSE(parseCommand("form f1 guidon x left 2", viewFor(s, Side::Federal), back, err));
}
