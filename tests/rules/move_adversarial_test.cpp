// Adversarial tests of the movement module (LL-MOVE 1-7, LL-UNIT, LL-TERRAIN):
// corner cases of wheels, table edges, partial ranks, tolerances, text input
// and the window's queries. Same conventions as move_test.cpp: 1 BW = 1.0,
// x right, y down, facings clockwise from north, a pose is the centre of the
// front edge. Every expected position below is worked out by hand in the
// comment next to it.
#include "fixtures.h"

#include "core/geometry.h"
#include "lite/movement.h"

#include <cmath>
#include <limits>

using namespace fixtures;

namespace {

MoveReport check(const GameState& s, const std::string& id, bool aboutFace,
                 std::vector<MoveSegment> segs) {
    return checkUnitCommand(s, marchCommand(s, unitIndex(s, id), aboutFace, std::move(segs)));
}

MoveSegment fwd(double d, double angle = 0.0) {
    return {SegmentKind::Forward, angle, d};
}
MoveSegment flank(double angle, double d) {
    return {SegmentKind::Flank, angle, d};
}
MoveSegment wheel(double angle) {
    return {SegmentKind::Wheel, angle, 0.0};
}

// Smallest distance between the bases of two units as they stand.
double gap(const Unit& a, const Unit& b) {
    double best = 1e300;
    for (const auto& x : footprint(a))
        for (const auto& y : footprint(b))
            best = std::min(best, geom::distance(x, y));
    return best;
}

Unit posed(Unit u, Vec2 front, double facing) {
    u.front = front;
    u.facing = facing;
    return u;
}

// The unit part-way through a wheel of `angle` degrees (right when > 0),
// computed independently of movement.cpp: rotate the front about the pivot.
Unit wheeled(const Unit& u, double angle, double t) {
    double w = u.width();
    Vec2 pivot =
        angle > 0 ? u.front + rightOf(u.facing) * (w / 2) : u.front - rightOf(u.facing) * (w / 2);
    double nf = u.facing + angle * t;
    Vec2 front = angle > 0 ? pivot - rightOf(nf) * (w / 2) : pivot + rightOf(nf) * (w / 2);
    return posed(u, front, nf);
}

// Brute force over 4000 steps of the wheel: the least gap to `other`, and
// whether every corner stayed on a 48 x 32 table.
double minGapWheeling(const Unit& u, double angle, const Unit& other) {
    double best = 1e300;
    for (int i = 0; i <= 4000; ++i)
        best = std::min(best, gap(wheeled(u, angle, i / 4000.0), other));
    return best;
}
bool staysOnTable(const Unit& u, double angle) {
    for (int i = 0; i <= 4000; ++i)
        for (const auto& box : footprint(wheeled(u, angle, i / 4000.0)))
            for (Vec2 c : geom::corners(box))
                if (c.x < -1e-9 || c.y < -1e-9 || c.x > 48 + 1e-9 || c.y > 32 + 1e-9) return false;
    return true;
}
bool neverSharesArea(const Unit& u, double angle, const Unit& other) {
    for (int i = 0; i <= 4000; ++i)
        for (const auto& a : footprint(wheeled(u, angle, i / 4000.0)))
            for (const auto& b : footprint(other))
                if (geom::overlaps(a, b)) return false;
    return true;
}

} // namespace

// ---------------------------------------------------------------------------
// Wheels

TEST_CASE("adversarial: LL-MOVE-2 wheels of units facing 0, 90, 180, 270 and 33 keep the pivot "
          "corner fixed") {
    // A 4-file, 2-rank unit in the middle of the table, wheeling 30 degrees
    // (4 x pi/6 = 2.09 BW) each way. Wheel right pivots on the right front
    // corner: pivot = front + right(f) * 2; afterwards front = pivot - right(f+30) * 2.
    // Wheel left: pivot = front - right(f) * 2; front = pivot + right(f-30) * 2.
    for (double facing : {0.0, 90.0, 180.0, 270.0, 33.0}) {
        for (bool right : {true, false}) {
            CAPTURE(facing);
            CAPTURE(right);
            Battle b = openField();
            b.units.push_back(infantry("f1", Side::Federal, 8, 4, 24, 16, facing));
            GameState s = movementPhase(b);
            MoveReport r = check(s, "f1", false, {wheel(right ? 30.0 : -30.0)});
            REQUIRE_MESSAGE(r.legal, r.refusal.reason);
            Vec2 front{24, 16};
            Vec2 pivot = right ? front + rightOf(facing) * 2.0 : front - rightOf(facing) * 2.0;
            double nf = facing + (right ? 30.0 : -30.0);
            Vec2 expect = right ? pivot - rightOf(nf) * 2.0 : pivot + rightOf(nf) * 2.0;
            CHECK(r.result.facing == doctest::Approx(nf));
            CHECK(near(r.result.front, expect, 1e-9));
            CHECK(r.cost == doctest::Approx(4.0 * kPi / 6.0));
            // The pivot corner is a corner of the new footprint.
            auto c = geom::corners(footprint(r.result)[0]);
            CHECK(near(right ? c[1] : c[0], pivot, 1e-9));
        }
    }
}

TEST_CASE("adversarial: LL-MOVE-6 a wheel whose arc clips an enemy corner that neither end touches "
          "is refused mid-arc") {
    // f1 faces east (90): front edge x=20 from (20,14) (left) to (20,18)
    // (right), body x 18..20. Wheeling right 50 about (20,18), its left rear
    // corner (18,14) runs an arc of radius sqrt(20)=4.47 that peaks at (20,13.53)
    // when it passes straight north of the pivot. An enemy limber stands at
    // x 19.5..20.5, y 12.6..13.6: 0.4 BW from the start, ~1 BW from the end.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 20, 16, 90));
    b.units.push_back(battery("c1", Side::Confederate, 1, 20, 12.6, 0, true));
    GameState s = movementPhase(b, "move plain0 plain1"); // two cards: nothing else to refuse
    const Unit& f1 = unitById(s, "f1");
    const Unit& c1 = unitById(s, "c1");
    CHECK(gap(f1, c1) == doctest::Approx(0.4).epsilon(1e-6));
    Vec2 pivot{20, 18};
    Unit end = posed(f1, pivot - rightOf(140.0) * 2.0, 140.0);
    CHECK(gap(end, c1) > 0.9);

    MoveReport r = check(s, "f1", false, {wheel(50)});
    CHECK_FALSE(r.legal);
    CHECK(r.refusal.rule == "LL-MOVE-6");
    CHECK(r.refusal.reason.find("enemy") != std::string::npos);
    // First contact: the unit's left flank meets the enemy corner (19.5,13.6)
    // at about 18.9 degrees (radius 4.428 = hypot(4, t) with t = 1.90 along the
    // flank; bearing -6.48 = angle - atan(1.9/4)). The front centre is then at
    // pivot + 2 (sin 18.9, -cos 18.9) = (20.65, 16.11).
    REQUIRE(r.refusal.hasPoint);
    CHECK(length(r.refusal.point - pivot) == doctest::Approx(2.0).epsilon(1e-3));
    CHECK(near(r.refusal.point, {20.648, 16.108}, 0.05));
    // A smaller wheel that stops before the corner is legal.
    CHECK(check(s, "f1", false, {wheel(15)}).legal);
}

TEST_CASE("adversarial: LL-MOVE-6 a wheel ending 0.001 BW short of an enemy is legal, like a "
          "straight move") {
    // f1: 4 files at (10,25) facing 0; wheel right 30 about (12,25) ends with
    // its front edge from (12,25) to (8.536,23), front centre (10.268,24),
    // facing 30. An enemy two-base line faces it (210), its front edge
    // parallel and 0.001 BW beyond f1's new front edge, centred on it: the
    // wheel never comes nearer to it than at its end.
    Vec2 pivot{12, 25};
    Vec2 endFront = pivot - rightOf(30.0) * 2.0;
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    Vec2 cf = endFront + forwardOf(30.0) * 0.001;
    b.units.push_back(infantry("c1", Side::Confederate, 2, 2, cf.x, cf.y, 210));
    GameState s = movementPhase(b, "move plain0 plain1");
    Unit end = posed(unitById(s, "f1"), endFront, 30.0);
    REQUIRE(gap(end, unitById(s, "c1")) > 0.00099);
    REQUIRE(gap(end, unitById(s, "c1")) < 0.00101);
    CHECK(minGapWheeling(unitById(s, "f1"), 30, unitById(s, "c1")) >
          0.00099); // never nearer than at the end
    MoveReport r = check(s, "f1", false, {wheel(30)});
    CHECK_MESSAGE(r.legal, r.refusal.reason);

    // The straight move that ends 0.001 BW short is legal (control).
    Battle st = openField();
    st.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    st.units.push_back(infantry("c1", Side::Confederate, 4, 4, 10, 20, 0)); // rear edge y=21
    GameState t = movementPhase(st, "move plain0 plain1");
    CHECK(check(t, "f1", false, {fwd(3.999)}).legal);
    CHECK_FALSE(check(t, "f1", false, {fwd(4.0)}).legal);
}

TEST_CASE("adversarial: LL-MOVE-6 a unit whose rear rank stands on its own baseline can wheel") {
    // Federals deploy against the south edge (y=32). f1: 4 files, 2 ranks,
    // front (10,30): bases y 30..32. Wheeling right 30 about (12,30) every
    // point (12+dx, 30+dy), dx in [-4,0], dy in [0,2], goes to
    // y = 30 + dx sin + dy cos <= 32: nothing leaves the table. Same for left.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 30, 0));
    GameState s = movementPhase(b);
    REQUIRE(staysOnTable(unitById(s, "f1"), 30));
    REQUIRE(staysOnTable(unitById(s, "f1"), -30));
    MoveReport r = check(s, "f1", false, {wheel(30)});
    CHECK_MESSAGE(r.legal, r.refusal.reason);
    MoveReport l = check(s, "f1", false, {wheel(-30)});
    CHECK_MESSAGE(l.legal, l.refusal.reason);
    // The window's query agrees: a wheel is possible at all.
    CHECK(largestWheel(s, unitIndex(s, "f1"), false, {}, true) > 29.0);
    // Moving straight ahead off the baseline is fine (control).
    CHECK(check(s, "f1", false, {fwd(1)}).legal);
}

TEST_CASE("adversarial: LL-MOVE-6 a unit with its flank on the side edge can wheel away from it") {
    // f1 stands with its left flank on x=0 (front (2,25), bases x 0..4).
    // Wheeling left about the left front corner (0,25) turns every point
    // (dx>=0, dy>=0) to (dx cos + dy sin, ...): x stays >= 0.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 2, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 8, 4, 46, 25, 0)); // right flank on x=48
    GameState s = movementPhase(b);
    REQUIRE(staysOnTable(unitById(s, "f1"), -30));
    REQUIRE(staysOnTable(unitById(s, "f2"), 30));
    REQUIRE_FALSE(staysOnTable(unitById(s, "f1"), 30));
    MoveReport l = check(s, "f1", false, {wheel(-30)});
    CHECK_MESSAGE(l.legal, l.refusal.reason);
    MoveReport r = check(s, "f2", false, {wheel(30)});
    CHECK_MESSAGE(r.legal, r.refusal.reason);
    // Wheeling the other way swings the rear off the table (control).
    CHECK_FALSE(check(s, "f1", false, {wheel(30)}).legal);
}

TEST_CASE(
    "adversarial: LL-MOVE-6 a column wheels away from a friendly column flush on its pivot side") {
    // Two 1-file columns of 4 bases side by side: f1 x 9.5..10.5, f2 x
    // 10.5..11.5, both y 25..29. f1 wheels right 30 about (10.5,25): every
    // point (dx<=0, dy>=0) goes to x offset dx cos - dy sin <= 0, away from f2.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 1, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 4, 1, 11, 25, 0));
    GameState s = movementPhase(b);
    REQUIRE(neverSharesArea(unitById(s, "f1"), 30, unitById(s, "f2")));
    REQUIRE(neverSharesArea(unitById(s, "f2"), -30, unitById(s, "f1")));
    MoveReport r = check(s, "f1", false, {wheel(30)});
    CHECK_MESSAGE(r.legal, r.refusal.reason);
    MoveReport l = check(s, "f2", false, {wheel(-30)}); // the mirror image
    CHECK_MESSAGE(l.legal, l.refusal.reason);
}

TEST_CASE("adversarial: LL-MOVE-6 a 360-degree wheel is checked all the way round") {
    // A limber (1 base, x 19.5..20.5, y 25..26) wheels right 360 about
    // (20.5,25): its far corner sweeps a circle of radius sqrt(2)=1.41. A
    // friend 0.2 BW behind it (y 26.2..27.2) is not touched at either end but
    // lies inside that circle (its corner (20.5,26.2) is 1.2 from the pivot).
    Battle b = openField();
    b.units.push_back(battery("fa", Side::Federal, 2, 20, 25, 0, true));
    b.units.push_back(infantry("f2", Side::Federal, 2, 2, 20.5, 26.2, 0));
    GameState s = movementPhase(b, "move plain0 +quick"); // 8 BW: 360 deg x 1 file = 6.28
    MoveReport r = check(s, "fa", false, {wheel(360)});
    CHECK_FALSE(r.legal);
    CHECK(r.refusal.reason.find("pass through") != std::string::npos);
    // With the friend out of the circle it is legal and ends where it began.
    Battle c = openField();
    c.units.push_back(battery("fa", Side::Federal, 2, 20, 25, 0, true));
    GameState t = movementPhase(c, "move plain0 +quick");
    MoveReport ok = check(t, "fa", false, {wheel(360)});
    REQUIRE_MESSAGE(ok.legal, ok.refusal.reason);
    CHECK(near(ok.result.front, {20, 25}, 1e-9));
    CHECK_FALSE(check(t, "fa", false, {wheel(361)}).legal);
}

// ---------------------------------------------------------------------------
// Thin obstacles, edges, contact

TEST_CASE("adversarial: LL-MOVE-6 a very long, very thin impassable strip crossed at an angle") {
    // A river 0.05 BW wide along y = 18 + x/2. f1 (x 8..12, front y 25): its
    // front right corner (12,25) is 0.89 BW from the centre line.
    Battle b = openField();
    addLinear(b, "river", {{0, 18}, {28, 32}}, 0.05);
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    GameState s = movementPhase(b);
    CHECK(check(s, "f1", false, {fwd(0.8)}).legal);
    MoveReport straight = check(s, "f1", false, {fwd(4)});
    CHECK_FALSE(straight.legal);
    CHECK(straight.refusal.reason.find("impassable") != std::string::npos);
    CHECK_FALSE(check(s, "f1", false, {fwd(3, 40)}).legal);
    CHECK_FALSE(check(s, "f1", false, {fwd(3, -40)}).legal);
    // Wheeling left about (8,25) the front right corner swings to
    // (8 + 4 cos 40, 25 - 4 sin 40) = (11.06, 22.43), beyond the line (y 23.53 there).
    CHECK_FALSE(check(s, "f1", false, {wheel(-40)}).legal);
}

TEST_CASE("adversarial: LL-MOVE-6 sliding edge to edge along a friend is legal, along an enemy it "
          "is refused") {
    // f1 x 8..12, y 25..27. The other unit: x 12..16, y 21..22. Moving 4
    // forward f1 ends at y 21..23, its right edge flush with that unit's left edge.
    for (Side side : {Side::Federal, Side::Confederate}) {
        CAPTURE(static_cast<int>(side));
        Battle b = openField();
        b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
        b.units.push_back(infantry("o", side, 4, 4, 14, 21, 0));
        GameState s = movementPhase(b);
        MoveReport r = check(s, "f1", false, {fwd(4)});
        if (side == Side::Federal) {
            CHECK_MESSAGE(r.legal, r.refusal.reason);
        } else {
            CHECK_FALSE(r.legal);
            CHECK(r.refusal.rule == "LL-MOVE-6");
        }
    }
    // Sideways into an enemy flank: flush is refused, 0.001 short is not.
    Battle e = openField();
    e.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    e.units.push_back(infantry("c1", Side::Confederate, 2, 2, 15, 25, 0)); // x 14..16
    GameState s = movementPhase(e, "move plain0 plain1");
    CHECK_FALSE(check(s, "f1", false, {flank(90, 2)}).legal);
    CHECK(check(s, "f1", false, {flank(90, 1.999)}).legal);
    // Corner to corner is touching too: an enemy at x 12..14, y 19..21.
    Battle k = openField();
    k.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    k.units.push_back(infantry("c1", Side::Confederate, 4, 2, 13, 19, 0));
    GameState t = movementPhase(k, "move plain0 plain1");
    CHECK_FALSE(check(t, "f1", false, {fwd(4)}).legal);
    CHECK(check(t, "f1", false, {fwd(3.999)}).legal);
}

TEST_CASE(
    "adversarial: LL-MOVE-6 the refusal point of an oblique lies on the oblique, at the contact") {
    // f1 obliques 30 right: the front moves along (0.5, -0.866). The enemy's
    // rear edge is y=22, x 13..15. The front edge reaches y=22 after
    // 3/0.866 = 3.464 BW, its right corner then at x 13.73: contact. The front
    // centre is at (11.732, 22).
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 14, 20, 0)); // x 13..15, y 20..22
    GameState s = movementPhase(b, "move plain0 plain1");
    MoveReport r = check(s, "f1", false, {fwd(4, 30)});
    CHECK_FALSE(r.legal);
    REQUIRE(r.refusal.hasPoint);
    CHECK(near(r.refusal.point, {11.732, 22.0}, 0.01));
    // In a second segment: 1 BW straight on (front (10,24)), then the oblique
    // meets y=22 after 2/0.866 = 2.309 BW, its right corner at x 13.15.
    MoveReport r2 = check(s, "f1", false, {fwd(1), fwd(3, 30)});
    CHECK_FALSE(r2.legal);
    REQUIRE(r2.refusal.hasPoint);
    CHECK(near(r2.refusal.point, {11.155, 22.0}, 0.01));
    // Over the allowance on a wheel: 4 files x 60 degrees = 4.19 BW; the
    // allowance runs out at 4/4 rad = 57.3 degrees, on the front centre's arc.
    Battle w = openField();
    w.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    GameState t = movementPhase(w);
    MoveReport over = check(t, "f1", false, {wheel(60)});
    CHECK_FALSE(over.legal);
    CHECK(over.refusal.rule == "LL-MOVE-1");
    REQUIRE(over.refusal.hasPoint);
    Vec2 pivot{12, 25};
    CHECK(near(over.refusal.point, pivot - rightOf(180.0 / kPi) * 2.0, 1e-6));
}

// ---------------------------------------------------------------------------
// About-face and partial ranks

TEST_CASE("adversarial: LL-MOVE-4 about-face of 7 bases in 4 files keeps a legal grid, its front "
          "on the old rear edge") {
    // f1: front (10,10) facing 0; rank 0 x 8..12, y 10..11; rank 1 (3 bases)
    // x 8..11, y 11..12. About-face: facing 180, front (10,12); the full rank
    // now stands at y 11..12, the partial rank (starting at its new left, the
    // east) at y 10..11, x 9..12.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 10, 0));
    GameState s = movementPhase(b);
    MoveReport r = check(s, "f1", true, {});
    REQUIRE_MESSAGE(r.legal, r.refusal.reason);
    CHECK(r.result.facing == doctest::Approx(180));
    CHECK(near(r.result.front, {10, 12}, 1e-9));
    CHECK(r.result.ranks() == 2);
    CHECK(r.result.shownFiles() == 4);
    auto boxes = baseBoxes(r.result);
    REQUIRE(boxes.size() == 7);
    for (const BaseBox& bb : boxes) {
        CHECK(bb.centre.x > 8.0);
        CHECK(bb.centre.x < 12.0);
        CHECK(bb.centre.y > 10.0);
        CHECK(bb.centre.y < 12.0);
    }
    // The footprint and the bases agree.
    auto fp = footprint(r.result);
    REQUIRE(fp.size() == 2);
    CHECK(near(fp[1].centre, {10.5, 10.5}, 1e-9));
}

TEST_CASE("adversarial: LL-MOVE-6 an about-face in place may not bring a base into contact with an "
          "enemy") {
    // The 7-base unit above. An enemy column stands at x 12..13, y 11.5..13.5:
    // 0.5 BW from f1 (corner (12,11) of its front rank). After the
    // about-face the full rank stands at x 8..12, y 11..12, its east edge
    // along the enemy's west edge from y 11.5 to 12: touching.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 10, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 2, 1, 12.5, 11.5, 0));
    GameState s = movementPhase(b, "move plain0 plain1"); // within 6 BW: two cards
    REQUIRE(gap(unitById(s, "f1"), unitById(s, "c1")) == doctest::Approx(0.5));
    MoveReport r = check(s, "f1", true, {});
    Unit after = posed(unitById(s, "f1"), {10, 12}, 180);
    CHECK(gap(after, unitById(s, "c1")) < 1e-5);
    CHECK_FALSE(r.legal);
    if (!r.legal) CHECK(r.refusal.rule == "LL-MOVE-6");
}

TEST_CASE("adversarial: LL-MOVE-6 an about-face in place may not put a base on impassable ground") {
    // Same unit; a river at x 11.2..14, y 11.2..14 is 0.2 BW from it. After
    // the about-face the new front rank's east base (x 11..12, y 11..12)
    // stands in it.
    Battle b = openField();
    addArea(b, "river", {{11.2, 11.2}, {14, 11.2}, {14, 14}, {11.2, 14}});
    b.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 10, 0));
    GameState s = movementPhase(b);
    CHECK(check(s, "f1", false, {fwd(1)}).legal); // it stands clear of the river
    MoveReport r = check(s, "f1", true, {});
    CHECK_FALSE(r.legal);
    if (!r.legal) CHECK(r.refusal.rule == "LL-MOVE-6");
}

TEST_CASE("adversarial: LL-MOVE-5 face left and right with a partial rank keep a legal grid in the "
          "old rectangle") {
    // 7 bases, 4 files at (10,25): rectangle x 8..12, y 25..27, centre (10,26).
    for (bool right : {true, false}) {
        CAPTURE(right);
        Battle b = openField();
        b.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 25, 0));
        GameState s = movementPhase(b);
        Outcome o = go(s, right ? "form f1 face right" : "form f1 face left");
        REQUIRE_MESSAGE(o.accepted, o.refusal.reason);
        const Unit& u = unitById(s, "f1");
        CHECK(u.facing == doctest::Approx(right ? 90 : 270)); // facings are kept in [0, 360)
        CHECK(u.shownFiles() == 2);
        CHECK(u.ranks() == 4);
        CHECK(near(u.front - forwardOf(u.facing) * 2.0, {10, 26}, 1e-9));
        auto boxes = baseBoxes(u);
        REQUIRE(boxes.size() == 7);
        for (const BaseBox& bb : boxes) {
            CHECK(bb.centre.x > 8.0);
            CHECK(bb.centre.x < 12.0);
            CHECK(bb.centre.y > 25.0);
            CHECK(bb.centre.y < 27.0);
        }
    }
}

// ---------------------------------------------------------------------------
// Flank moves, numbers, text

TEST_CASE(
    "adversarial: LL-MOVE-3 45 degrees is forward, 45.0001 is a flank move at half allowance") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 24, 25, 0));
    GameState s = movementPhase(b);
    CHECK(check(s, "f1", false, {fwd(4, 45)}).legal);
    CHECK(check(s, "f1", false, {fwd(4, -45)}).legal);
    MoveReport f45 = check(s, "f1", false, {flank(45, 1)});
    CHECK_FALSE(f45.legal);
    CHECK(f45.refusal.rule == "LL-MOVE-3");
    CHECK(check(s, "f1", false, {flank(45.0001, 2)}).legal);
    MoveReport over = check(s, "f1", false, {flank(45.0001, 2.01)});
    CHECK_FALSE(over.legal);
    CHECK(over.refusal.rule == "LL-MOVE-3");
    MoveReport ob = check(s, "f1", false, {fwd(1, 45.0001)});
    CHECK_FALSE(ob.legal);
    CHECK(ob.refusal.rule == "LL-MOVE-2");
    int f1 = unitIndex(s, "f1");
    CHECK(farthestDistance(s, f1, false, {}, 45.0) == doctest::Approx(4.0));
    CHECK(farthestDistance(s, f1, false, {}, 45.0001) == doctest::Approx(2.0));
    CHECK(farthestDistance(s, f1, false, {}, -180.0) == doctest::Approx(2.0));
    // The same in text.
    GameState t = movementPhase(b);
    CHECK_FALSE(go(t, "march f1 flank 45 1").accepted);
    CHECK(go(t, "march f1 flank 45.0001 2").accepted);
}

TEST_CASE("adversarial: LL-MOVE-3 Quickstep is added after halving, for guns too") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(battery("fa", Side::Federal, 2, 30, 25, 0, true));
    GameState s = movementPhase(b, "move plain0 +quick");
    CHECK(moveAllowance(s, unitById(s, "fa"), true) == doctest::Approx(5.0));
    CHECK(moveAllowance(s, unitById(s, "fa"), false) == doctest::Approx(8.0));
    CHECK(check(s, "f1", false, {flank(-90, 4)}).legal);
    CHECK_FALSE(check(s, "f1", false, {flank(-90, 4.01)}).legal);
    CHECK(check(s, "fa", false, {flank(180, 5)}).legal);
    CHECK_FALSE(check(s, "fa", false, {flank(180, 5.01)}).legal);
    // A flank move after an about-face: still halved, and the about-face free.
    CHECK(check(s, "f1", true, {flank(90, 4)}).legal);
    CHECK_FALSE(check(s, "f1", true, {flank(90, 4.01)}).legal);
}

TEST_CASE("adversarial: LL-MOVE-2 NaN, infinities and negative numbers never move a unit") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(battery("fb", Side::Federal, 2, 30, 25, 0, false));
    GameState s = movementPhase(b);
    PlayerView v = viewFor(s, Side::Federal);
    Command c;
    std::string err;
    for (const char* line :
         {"march f1 forward nan", "march f1 forward NaN", "march f1 forward inf",
          "march f1 forward -inf", "march f1 forward 1e999", "march f1 wheel right nan",
          "march f1 wheel right inf", "march f1 oblique nan 1", "march f1 flank 90 inf",
          "form fb prolong nan", "form fb prolong inf", "march f1 forward 0x1p2",
          "march f1 wheel right -10", "form f1 guidon -1 left 2"}) {
        CAPTURE(line);
        CHECK_FALSE(parseCommand(line, v, c, err));
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    for (MoveSegment seg :
         {fwd(nan), fwd(inf), fwd(-1), fwd(1, nan), wheel(nan), wheel(inf), wheel(-inf),
          flank(nan, 1), flank(90, -1), flank(90, nan), fwd(-0.5, 180)}) {
        CAPTURE(seg.distance);
        CAPTURE(seg.angle);
        MoveReport r = check(s, "f1", false, {seg});
        CHECK_FALSE(r.legal);
    }
    // A negative forward in text parses but is refused, and nothing moves.
    Outcome o = go(s, "march f1 forward -1");
    CHECK_FALSE(o.accepted);
    CHECK(near(unitById(s, "f1").front, {10, 25}));
    // Prolong: NaN/inf/0 through the command directly, and beyond 1 BW and
    // its tolerance (1.0001 is within it: the boundary is included).
    for (double d : {nan, inf, -inf, 0.0, 1.0 + 2 * kRuleTolerance, -1.0 - 2 * kRuleTolerance}) {
        CAPTURE(d);
        Command p;
        p.kind = CommandKind::Form;
        p.side = Side::Federal;
        p.unit = unitIndex(s, "fb");
        p.formation.kind = FormationKind::Prolong;
        p.formation.distance = d;
        CHECK_FALSE(checkUnitCommand(s, p).legal);
    }
}

// ---------------------------------------------------------------------------
// Terrain

TEST_CASE("adversarial: LL-MOVE-7 a unit standing in woods disorders when it moves out") {
    // Woods x 5..15, y 24..28 hold f1 (x 8..12, y 25..27). Moving 4 forward it
    // leaves them: the move passes through woods.
    Battle b = openField();
    addArea(b, "woods", {{5, 24}, {15, 24}, {15, 28}, {5, 28}});
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    GameState one = movementPhase(b);
    MoveReport r = check(one, "f1", false, {fwd(4)});
    CHECK_FALSE(r.legal);
    CHECK(r.refusal.rule == "LL-MOVE-7");
    GameState two = movementPhase(b, "move plain0 plain1");
    MoveReport t = check(two, "f1", false, {fwd(4)});
    CHECK(t.legal);
    CHECK(t.disorder);
    // A unit flush against the wood's edge (x 8..12, y 20..22 with woods
    // from y 22) moving away from it does not disorder.
    Battle e = openField();
    addArea(e, "woods", {{5, 22}, {15, 22}, {15, 28}, {5, 28}});
    e.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 20, 0));
    GameState away = movementPhase(e);
    MoveReport a = check(away, "f1", false, {fwd(4)});
    CHECK_MESSAGE(a.legal, a.refusal.reason);
    CHECK_FALSE(a.disorder);
}

TEST_CASE("adversarial: LL-MOVE-6 a formation change may not end in impassable ground even in a "
          "two-card phase") {
    // Guidon 0 right 6: f1 (x 8..12, y 25..27) becomes a front rank x 8..14,
    // y 25..26 (and 2 bases x 10..12, y 26..27). Woods at x 12.5..13 and a
    // river at x 13.2..13.8 (both y 25.2..25.8) lie in the new front rank.
    Battle b = openField();
    addArea(b, "woods", {{12.5, 25.2}, {13, 25.2}, {13, 25.8}, {12.5, 25.8}});
    addArea(b, "river", {{13.2, 25.2}, {13.8, 25.2}, {13.8, 25.8}, {13.2, 25.8}});
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    GameState two = movementPhase(b, "move plain0 plain1");
    Outcome o = go(two, "form f1 guidon 0 right 6");
    CHECK_FALSE(o.accepted);
    CHECK(o.refusal.reason.find("impassable") != std::string::npos);
}

// ---------------------------------------------------------------------------
// Formation changes

TEST_CASE("adversarial: LL-MOVE-5 formation changes that would overlap a friend or touch an enemy "
          "are refused") {
    // Facing 90 degrees keeps the rectangle of a full grid (files and ranks
    // swap), so only a partial rank changes ground: 7 bases in 4 files at
    // (10,25) hold x 8..12 y 25..26 and x 8..11 y 26..27. Facing right
    // (front (12,26), ranks running west, the last single base at the
    // north-west) they hold x 9..12 y 25..27 and x 8..9 y 25..26: the cell
    // x 11..12, y 26..27 is new ground.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 2, 1, 12, 26.5,
                               0)); // x 11.5..12.5, y 26.5..28.5: 0.5 from f1
    // Guidon 0 right 6 of an 8-base unit at (10,19) widens it to x 8..14; a friend at x 13.5..15.5.
    b.units.push_back(infantry("f3", Side::Federal, 8, 4, 10, 19, 0));
    b.units.push_back(infantry("f4", Side::Federal, 2, 2, 14.5, 19, 0));
    // A limbered 3-gun battery at x 29.5..30.5 unlimbers to x 28.5..31.5; a friend at x 31.2..33.2.
    b.units.push_back(battery("fa", Side::Federal, 3, 30, 25, 0, true));
    b.units.push_back(infantry("f5", Side::Federal, 2, 2, 32.2, 25, 0));
    for (const char* invoke : {"move plain0", "move plain0 plain1"}) {
        CAPTURE(invoke);
        GameState s = movementPhase(b, invoke);
        Unit faced = unitById(s, "f1");
        faced.facing = 90;
        faced.files = 2;
        faced.front = {12, 26};
        CHECK(gap(faced, unitById(s, "f2")) < 1e-5); // the hand-worked footprint really meets f2
        CHECK_FALSE(go(s, "form f1 face right").accepted);
        CHECK_FALSE(go(s, "form f3 guidon 0 right 6").accepted);
        CHECK_FALSE(go(s, "form fa unlimber").accepted);
        CHECK(go(s, "form f3 guidon 0 right 5").accepted); // x 8..13: clear of f4 (13.5)
    }
    // The same face right where the new cell would touch an enemy (x 12..13,
    // y 26.5..28.5) instead of a friend.
    Battle e = openField();
    e.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 25, 0));
    e.units.push_back(infantry("c1", Side::Confederate, 2, 1, 12.5, 26.5, 0));
    GameState s = movementPhase(e, "move plain0 plain1");
    Outcome o = go(s, "form f1 face right");
    CHECK_FALSE(o.accepted);
    CHECK(o.refusal.reason.find("enemy") != std::string::npos);
    // Facing left puts the single rear base (its left file, the south) at
    // x 11..12, y 26..27: the same cell, so it is refused too.
    CHECK_FALSE(go(s, "form f1 face left").accepted);
}

TEST_CASE("adversarial: LL-MOVE-5 guidon: the fixed base keeps its place, edges move at most 2 BW, "
          "bad input refused") {
    // 8 bases in 4 files at (24,16); base f has its centre at (22.5 + f, 16.5).
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 24, 16, 0));
    const char* forms[] = {"left", "right", "rear"};
    int legalCount = 0;
    for (int file = 0; file < 4; ++file) {
        for (int form = 0; form < 3; ++form) {
            for (int files = 1; files <= 8; ++files) {
                GameState s = movementPhase(b);
                std::string line = "form f1 guidon " + std::to_string(file) + " " + forms[form] +
                                   " " + std::to_string(files);
                CAPTURE(line);
                Vec2 fixed{22.5 + file, 16.5};
                Outcome o = go(s, line);
                // Expected by hand: the fixed base's place in the new front
                // rank (k), then the new edges across the facing.
                int k = form == 0 ? files - 1 : form == 1 ? 0 : (files - 1) / 2;
                double fixedAcross = file - 1.5;
                double newLeft = fixedAcross - 0.5 - k, newRight = newLeft + files;
                bool ok = std::fabs(newLeft + 2.0) <= 2.0 + 1e-9 &&
                          std::fabs(newRight - 2.0) <= 2.0 + 1e-9;
                CHECK(o.accepted == ok);
                if (!o.accepted) continue;
                ++legalCount;
                const Unit& u = unitById(s, "f1");
                CHECK(u.facing == doctest::Approx(0));
                CHECK(u.shownFiles() == files);
                bool found = false;
                for (const BaseBox& bb : baseBoxes(u))
                    found = found || (bb.rank == 0 && near(bb.centre, fixed, 1e-9));
                CHECK(found);
            }
        }
    }
    CHECK(legalCount > 10);
    GameState s = movementPhase(b);
    CHECK_FALSE(go(s, "form f1 guidon 4 left 2").accepted);  // no base 4 in 4 files
    CHECK_FALSE(go(s, "form f1 guidon 0 right 9").accepted); // 9 files of 8 bases
    CHECK_FALSE(go(s, "form f1 guidon 0 right 0").accepted);
    CHECK_FALSE(go(s, "form f1 guidon 999999 right 2").accepted);
    // Guns do not change formation by guidon.
    Battle g = openField();
    g.units.push_back(battery("fa", Side::Federal, 3, 30, 25, 0, false));
    GameState t = movementPhase(g);
    CHECK_FALSE(go(t, "form fa guidon 0 right 3").accepted);
}

TEST_CASE("adversarial: LL-MOVE-1 one action per unit: limber then march, unlimber then prolong "
          "are refused") {
    Battle b = openField();
    b.units.push_back(battery("fa", Side::Federal, 2, 20, 25, 0, false));
    b.units.push_back(battery("fb", Side::Federal, 2, 30, 25, 0, true));
    GameState s = movementPhase(b);
    REQUIRE(go(s, "form fa limber").accepted);
    Outcome m = go(s, "march fa forward 1");
    CHECK_FALSE(m.accepted);
    CHECK(m.refusal.reason.find("already") != std::string::npos);
    REQUIRE(go(s, "form fb unlimber").accepted);
    CHECK_FALSE(go(s, "form fb prolong 0.5").accepted);
    CHECK_FALSE(go(s, "form fb limber").accepted);
    CHECK(near(unitById(s, "fa").front, {20, 25}));
}

TEST_CASE("adversarial: LL-MOVE-1 prolonging backward into a friend") {
    // Guns x 19..21, y 25..26; a friend behind at y 26.5..27.5.
    Battle b = openField();
    b.units.push_back(battery("fa", Side::Federal, 2, 20, 25, 0, false));
    b.units.push_back(infantry("f2", Side::Federal, 4, 4, 20, 26.5, 0));
    for (const char* invoke : {"move plain0", "move plain0 plain1"}) {
        CAPTURE(invoke);
        GameState s = movementPhase(b, invoke);
        Outcome o = go(s, "form fa prolong -1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-6");
        Outcome t = go(s, "form fa prolong -0.5"); // ends flush against the friend
        CHECK_MESSAGE(t.accepted, t.refusal.reason);
        CHECK(near(unitById(s, "fa").front, {20, 25.5}, 1e-9));
    }
}

// ---------------------------------------------------------------------------
// Queries

TEST_CASE("adversarial: LL-MOVE-2 farthestDistance and largestWheel return legal values, 0.01 more "
          "is illegal") {
    // f1 x 8..12, y 25..27; an enemy at x 11..13, y 21.5..23.5. Straight on
    // the front hits it after 1.5 BW. Wheeling left about (8,25) the front
    // right corner (radius 4) reaches the enemy's south edge (y 23.5) at
    // asin(1.5/4) = 22.02 degrees, at x 11.71.
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 8, 4, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 12, 21.5, 0));
    GameState s = movementPhase(b, "move plain0 plain1");
    int f1 = unitIndex(s, "f1");
    for (double angle : {0.0, 20.0, -10.0, 45.0}) {
        CAPTURE(angle);
        double d = farthestDistance(s, f1, false, {}, angle);
        CHECK(check(s, "f1", false, {fwd(d, angle)}).legal);
        if (d < 4.0 - 1e-6) CHECK_FALSE(check(s, "f1", false, {fwd(d + 0.01, angle)}).legal);
    }
    CHECK(farthestDistance(s, f1, false, {}, 0.0) == doctest::Approx(1.5).epsilon(0.002));
    double w = largestWheel(s, f1, false, {}, false);
    CHECK(w == doctest::Approx(22.024).epsilon(0.002));
    CHECK(check(s, "f1", false, {wheel(-w)}).legal);
    CHECK_FALSE(check(s, "f1", false, {wheel(-(w + 0.01))}).legal);
    // After a prefix: 1 BW straight on, then the farthest oblique right.
    std::vector<MoveSegment> prefix{fwd(1)};
    double d2 = farthestDistance(s, f1, false, prefix, 30.0);
    CHECK(check(s, "f1", false, {fwd(1), fwd(d2, 30)}).legal);
    if (d2 < 3.0 - 1e-6) CHECK_FALSE(check(s, "f1", false, {fwd(1), fwd(d2 + 0.01, 30)}).legal);
    // With about-face: backward is now forward and clear.
    CHECK(farthestDistance(s, f1, true, {}, 0.0) == doctest::Approx(4.0));
}

// ---------------------------------------------------------------------------
// Determinism

TEST_CASE("adversarial: LL-MOVE-2 the same command on two copies gives identical states") {
    Battle b = openField();
    addArea(b, "woods", {{5, 18}, {15, 18}, {15, 19}, {5, 19}});
    b.units.push_back(infantry("f1", Side::Federal, 7, 4, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 4, 2, 20, 25, 0));
    GameState s = movementPhase(b, "move plain0 plain1");
    GameState a = s, c = s;
    const char* lines[] = {"march f1 forward 0.7 wheel right 12.5 oblique -33.3 1.234",
                           "march f2 about-face wheel left 20 forward 0.5"};
    for (const char* line : lines) {
        Outcome oa = go(a, line);
        Outcome oc = go(c, line);
        REQUIRE_MESSAGE(oa.accepted, line << ": " << oa.refusal.reason);
        REQUIRE(oc.accepted);
        REQUIRE(oa.events.size() == oc.events.size());
        for (std::size_t i = 0; i < oa.events.size(); ++i)
            CHECK(oa.events[i].text == oc.events[i].text);
    }
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        CHECK(a.units[i].front.x == c.units[i].front.x);
        CHECK(a.units[i].front.y == c.units[i].front.y);
        CHECK(a.units[i].facing == c.units[i].facing);
        CHECK(a.units[i].files == c.units[i].files);
        CHECK(a.units[i].acted == c.units[i].acted);
    }
}
