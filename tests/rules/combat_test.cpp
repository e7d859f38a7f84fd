// LL-CHARGE 1-2, LL-COMBAT 1-5, LL-FALLBACK 1-4 and the combat cards of
// LL-CARD-7: tiny positions, scripted dice.
//
// Federals stand at the bottom facing north (0) and charge first; the
// Confederates above them face south (180). A unit's x,y is the centre of its
// front edge and its bases lie behind it: a Federal at y = 25 holds y 25..27,
// a Confederate at y = 22 holds y 20..22, so the gap between them is 3 BW.
//
// The dice of a combat phase come in this order (resolveCombat): for each
// defender in unit order, each attacker's share (in charge order) and its
// re-rolls, then the defender's dice and their re-rolls; then, after the
// losses, two dice for each unit that falls back, the active side's first.
#include "fixtures.h"

#include "lite/combat.h"

#include <cmath>

using namespace fixtures;

namespace {

using Log = std::vector<Event>;

const std::vector<std::string> kFedHand{"plain0", "plain1", "plain2", "plain3", "steel", "plain1"};

UnitSetup fed(const std::string& id, int bases, int files, double x, double y) {
    return infantry(id, Side::Federal, bases, files, x, y, 0);
}
UnitSetup reb(const std::string& id, int bases, int files, double x, double y,
              double facing = 180) {
    return infantry(id, Side::Confederate, bases, files, x, y, facing);
}

// The first side's combat phase of turn 1, invoked as `invoke` (no fire
// phase). Two reserves far away keep both armies in the game.
GameState combatPhase(Battle b, const std::string& invoke = "combat plain0",
                      const std::vector<std::string>& fedHand = kFedHand,
                      const std::vector<std::string>& rebHand = kRebHand) {
    b.units.push_back(infantry("fres", Side::Federal, 10, 5, 40, 30, 0));
    b.units.push_back(infantry("cres", Side::Confederate, 10, 5, 40, 2, 180));
    GameState s = startWith(fedHand, rebHand, std::move(b));
    accept(s, "no-fire");
    accept(s, invoke);
    return s;
}

void run(GameState& s, Log& log, const std::string& line) {
    Outcome o = play(s, line);
    REQUIRE_MESSAGE(o.accepted, line << " refused: " << o.refusal.rule << " " << o.refusal.reason);
    log.insert(log.end(), o.events.begin(), o.events.end());
}

std::string idOf(const GameState& s, int unit) {
    return s.units[static_cast<std::size_t>(unit)].id;
}

// Answer every decision the combat's resolution asks for with the plain
// default: no morale, default losses, no discard, the first legal way back
// (rear, then left, then right).
void settle(GameState& s, Log& log) {
    for (int i = 0; i < 40 && !s.over; ++i) {
        switch (s.step) {
        case Step::Morale:
            run(s, log, "morale");
            break;
        case Step::Losses:
            run(s, log, "losses " + idOf(s, s.loss.unit));
            break;
        case Step::FallbackDiscard:
            run(s, log, "no-discard");
            break;
        case Step::FallbackDirection: {
            int u = s.combat.fallers[s.combat.nextFall];
            const char* names[] = {"rear", "left", "right"};
            std::string way;
            for (const FallOption& o : fallOptions(s, u, s.combat.fallDie))
                if (o.legal && way.empty())
                    way = names[o.direction == 0 ? 0 : o.direction < 0 ? 1 : 2];
            REQUIRE(!way.empty());
            run(s, log, "fall-back " + idOf(s, u) + " " + way);
            break;
        }
        default:
            return;
        }
    }
}

// Script the dice, end the phase (the fight), settle every decision.
Log fight(GameState& s, const std::vector<int>& dice) {
    Log log;
    s.dice.script(dice);
    run(s, log, "end-phase");
    settle(s, log);
    return log;
}

const Event* combatAt(const Log& log, int defender) {
    for (const Event& e : log)
        if (e.kind == EventKind::CombatRolled && e.unit == defender) return &e;
    return nullptr;
}

int combatsIn(const Log& log) {
    return static_cast<int>(std::count_if(
        log.begin(), log.end(), [](const Event& e) { return e.kind == EventKind::CombatRolled; }));
}

const Event* fallRollOf(const Log& log, int unit) {
    for (const Event& e : log)
        if (e.kind == EventKind::FallBackRolled && e.unit == unit && !e.dice.empty()) return &e;
    return nullptr;
}

// What a combat event says about one unit's dice: the text in the brackets
// after its rolls, e.g. "needs 3+; +1 vulnerable defender" or "needs a 6".
std::string rollNote(const Event& e, const std::string& unit) {
    std::size_t at = e.text.find("; " + unit + " ");
    if (at == std::string::npos) at = e.text.find(": " + unit + " ");
    if (at == std::string::npos) return "(" + unit + " not in: " + e.text + ")";
    std::size_t open = e.text.find("(needs", at), close = e.text.find(')', open);
    if (open == std::string::npos) return "(no roll for " + unit + " in: " + e.text + ")";
    return e.text.substr(open + 1, close - open - 1);
}

} // namespace

// [SECTION] LL-CHARGE

TEST_CASE(
    "LL-CHARGE-1 infantry without smoke charges straight ahead into contact by its front edge") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    SUBCASE("straight ahead until the front edge touches the enemy") {
        GameState s = combatPhase(b);
        int f1 = unitIndex(s, "f1"), c1 = unitIndex(s, "c1");
        ChargePlan p = planCharge(s, f1, 0.0);
        REQUIRE(p.legal);
        CHECK(p.target == c1);
        CHECK(p.distance == doctest::Approx(3.0));
        CHECK(p.length == doctest::Approx(3.0));
        CHECK(p.end.front.x == doctest::Approx(10.0));
        CHECK(p.end.front.y == doctest::Approx(22.0));
        CHECK_FALSE(p.disorder);
        Log log;
        run(s, log, "charge f1");
        CHECK(hasEvent(log, EventKind::ChargeMade));
        CHECK(log.back().value == c1);
        CHECK(unitById(s, "f1").front.y == doctest::Approx(22.0));
        CHECK(unitById(s, "f1").facing == doctest::Approx(0.0));
        Outcome again = play(s, "charge f1");
        CHECK_FALSE(again.accepted);
        CHECK(again.refusal.rule == "LL-CHARGE-1");
        CHECK(contains(again.refusal.reason, "already charged"));
    }
    SUBCASE("artillery never charges, limbered or not") {
        Battle c = b;
        c.units.push_back(battery("fa", Side::Federal, 2, 10, 28, 0));
        c.units.push_back(battery("fl", Side::Federal, 2, 14, 25, 0, true));
        c.units.push_back(reb("c2", 4, 2, 14, 22));
        GameState s = combatPhase(c);
        for (const char* gun : {"fa", "fl"}) {
            CAPTURE(gun);
            Outcome o = play(s, std::string("charge ") + gun);
            CHECK_FALSE(o.accepted);
            CHECK(o.refusal.rule == "LL-CHARGE-1");
            CHECK(contains(o.refusal.reason, "artillery"));
            CHECK_FALSE(bestCharge(s, unitIndex(s, gun)).legal);
        }
        std::vector<ChargePlan> all = legalCharges(s);
        REQUIRE(all.size() == 1); // f1 only
        CHECK(all[0].unit == unitIndex(s, "f1"));
        CHECK(all[0].target == unitIndex(s, "c1"));
    }
    SUBCASE("infantry that fired this turn (smoke) cannot charge") {
        b.units.push_back(infantry("fres", Side::Federal, 10, 5, 40, 30, 0));
        b.units.push_back(infantry("cres", Side::Confederate, 10, 5, 40, 2, 180));
        GameState s = startWith(kFedHand, kRebHand, b);
        accept(s, "fire plain0");
        s.dice.script({1, 1}); // f1's two front bases miss c1
        accept(s, "end-phase");
        REQUIRE(unitById(s, "f1").smoke);
        accept(s, "combat plain1");
        Outcome o = play(s, "charge f1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-FIRE-7");
        CHECK(contains(o.refusal.reason, "smoke"));
        CHECK_FALSE(bestCharge(s, unitIndex(s, "f1")).legal);
        CHECK(legalCharges(s).empty());
    }
    SUBCASE("the charge reaches 4 BW") {
        Battle near = openField(), far = openField();
        near.units.push_back(fed("f1", 4, 2, 10, 25));
        far.units.push_back(fed("f1", 4, 2, 10, 25));
        near.units.push_back(reb("c1", 4, 2, 10, 21.1)); // 3.9 BW
        far.units.push_back(reb("c1", 4, 2, 10, 20.9));  // 4.1 BW
        GameState a = combatPhase(near), z = combatPhase(far);
        CHECK(planCharge(a, unitIndex(a, "f1"), 0.0).legal);
        Outcome o = play(z, "charge f1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CHARGE-1");
        CHECK(contains(o.refusal.reason, "reach"));
        ChargePlan none = bestCharge(z, unitIndex(z, "f1"));
        CHECK_FALSE(none.legal);
        CHECK(none.refusal.rule == "LL-CHARGE-1");
        CHECK_FALSE(none.refusal.reason.empty());
    }
    SUBCASE("the active side's units only, and only in a combat phase") {
        GameState s = combatPhase(b);
        Command c;
        c.kind = CommandKind::Charge;
        c.side = Side::Federal;
        c.unit = unitIndex(s, "c1");
        Outcome o = submit(s, c);
        CHECK_FALSE(o.accepted);
        GameState m = startWith(kFedHand, kRebHand, b);
        accept(m, "no-fire");
        accept(m, "move plain0");
        Outcome x = play(m, "charge f1");
        CHECK_FALSE(x.accepted);
        CHECK(x.refusal.rule == "LL-CHARGE-1");
    }
}

TEST_CASE("LL-CHARGE-1 a wheel of up to 1 BW (outer corner's arc) first, then straight ahead") {
    // f1 is 2 BW wide: a 1 BW arc is 1/2 radian, 28.65 degrees. c1, a long
    // line, lies ahead and to the right, out of f1's straight path: its
    // left front corner is (11.5, 23).
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 6, 6, 14.5, 23));
    GameState s = combatPhase(b);
    int f1 = unitIndex(s, "f1"), c1 = unitIndex(s, "c1");
    SUBCASE("nothing straight ahead: no charge without a wheel") {
        ChargePlan p = planCharge(s, f1, 0.0);
        CHECK_FALSE(p.legal);
        Outcome o = play(s, "charge f1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CHARGE-1");
    }
    SUBCASE("a wheel of more than 1 BW of arc is refused") {
        Outcome o = play(s, "charge f1 wheel right 29");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CHARGE-1");
        CHECK(contains(o.refusal.reason, "1 BW"));
        CHECK(planCharge(s, f1, 28.6).legal); // 2 x 0.4992 rad = 0.998 BW
    }
    SUBCASE("wheel right 20 on the right front corner, then straight ahead into c1's corner") {
        ChargePlan p = planCharge(s, f1, 20.0);
        REQUIRE(p.legal);
        CHECK(p.target == c1);
        double arc = 2.0 * 20.0 * kPi / 180.0;
        // After the wheel about (11, 25) the front centre stands at F0; the
        // front edge then runs straight along the new facing until it meets
        // the corner (11.5, 23).
        Vec2 pivot{11, 25};
        double r = 20.0 * kPi / 180.0;
        Vec2 f0{pivot.x - std::cos(r), pivot.y - std::sin(r)};
        Vec2 corner{11.5, 23};
        double d = dot(corner - f0, forwardOf(20.0));
        double across = dot(corner - f0, rightOf(20.0));
        REQUIRE(std::fabs(across) <= 1.0); // the corner lies on the front edge
        CHECK(p.distance == doctest::Approx(d).epsilon(1e-4));
        CHECK(p.length == doctest::Approx(arc + d).epsilon(1e-4));
        Log log;
        run(s, log, "charge f1 wheel right 20");
        const Unit& u = unitById(s, "f1");
        CHECK(u.facing == doctest::Approx(20.0));
        CHECK(u.front.x == doctest::Approx(f0.x + forwardOf(20.0).x * d).epsilon(1e-4));
        CHECK(u.front.y == doctest::Approx(f0.y + forwardOf(20.0).y * d).epsilon(1e-4));
    }
    SUBCASE("a wheel away from the enemy finds nothing") {
        Outcome o = play(s, "charge f1 wheel left 20");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CHARGE-1");
    }
    SUBCASE("bestCharge finds the wheel and the target") {
        ChargePlan best = bestCharge(s, f1);
        REQUIRE(best.legal);
        CHECK(best.target == c1);
        CHECK(best.wheel > 0.0);
        CHECK(best.wheel <= 28.65);
        // The shortest path: wheel just far enough (atan(0.5 / 2) = 14.04
        // degrees) for the front edge to meet the corner: 0.49 + 2.06 BW.
        CHECK(best.length <= planCharge(s, f1, 20.0).length + 1e-9);
        CHECK(best.length ==
              doctest::Approx(2.0 * std::atan(0.25) + std::sqrt(4.25)).epsilon(0.01));
    }
}

TEST_CASE("LL-CHARGE-1 the wheel's arc counts in the charge allowance") {
    // After a 28 degree right wheel (2 x 0.4887 = 0.977 BW of arc) 3.02 BW
    // are left. c1 faces f1's wheeled front square on, D BW straight ahead of it.
    for (double D : {3.0, 3.1}) {
        CAPTURE(D);
        double r = 28.0 * kPi / 180.0;
        Vec2 f0{11.0 - std::cos(r), 25.0 - std::sin(r)};
        Vec2 front = f0 + forwardOf(28.0) * D;
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, front.x, front.y, 208.0));
        GameState s = combatPhase(b);
        ChargePlan p = planCharge(s, unitIndex(s, "f1"), 28.0);
        if (D < 3.02) {
            REQUIRE(p.legal);
            CHECK(p.distance == doctest::Approx(D).epsilon(1e-4));
            CHECK(p.length == doctest::Approx(2.0 * r + D).epsilon(1e-4));
        } else {
            CHECK_FALSE(p.legal);
            CHECK(p.refusal.rule == "LL-CHARGE-1");
            CHECK(contains(p.refusal.reason, "reach"));
        }
    }
}

TEST_CASE("LL-CHARGE-1 contact must be by the front edge") {
    // ce stands beside f1's left flank, touching it: moving straight ahead f1
    // would drag its flank along ce, not strike anything with its front edge.
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    b.units.push_back(infantry("ce", Side::Confederate, 2, 2, 8, 25.5, 0)); // x 7..9, y 25.5..26.5
    GameState s = combatPhase(b);
    Outcome o = play(s, "charge f1");
    CHECK_FALSE(o.accepted);
    CHECK(o.refusal.rule == "LL-CHARGE-1");
    CHECK(contains(o.refusal.reason, "flank"));
}

TEST_CASE(
    "LL-CHARGE-1 it must charge the closest reachable target, closest by length of charge path") {
    SUBCASE("a target reached by a wheel sooner is closer than one straight ahead") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 21.5)); // straight ahead, 3.5 BW
        b.units.push_back(
            reb("c2", 6, 6, 14.5, 23)); // corner (11.5, 23): 0.49 + 2.06 BW by a wheel
        GameState s = combatPhase(b);
        int f1 = unitIndex(s, "f1"), c2 = unitIndex(s, "c2");
        REQUIRE(planCharge(s, f1, 0.0).legal); // c1 can be reached ...
        Outcome o = play(s, "charge f1");      // ... but it is not the closest
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CHARGE-1");
        CHECK(contains(o.refusal.reason, "c2"));
        CHECK(contains(o.refusal.reason, "closest"));
        ChargePlan best = bestCharge(s, f1);
        REQUIRE(best.legal);
        CHECK(best.target == c2);
        CHECK(best.wheel > 0.0);
        CHECK(best.length < 3.0);
        accept(s, "charge f1 wheel right 20");
        CHECK(s.combat.charged == std::vector<int>{f1});
    }
    SUBCASE("nearer as the crow flies but farther by the charge path: the straight target") {
        // c2's left front corner (12.2, 22.1) is 3.14 BW from f1's right front
        // corner, nearer than c1 (3.8 BW); but reaching it takes a wheel of
        // 22.5 degrees (0.78 BW of arc): 3.92 BW in all.
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 21.2));
        b.units.push_back(reb("c2", 6, 6, 15.2, 22.1));
        GameState s = combatPhase(b);
        int f1 = unitIndex(s, "f1"), c1 = unitIndex(s, "c1"), c2 = unitIndex(s, "c2");
        ChargePlan wheel = planCharge(s, f1, 23.0);
        REQUIRE(wheel.legal);
        REQUIRE(wheel.target == c2);
        CHECK(wheel.length > 3.85);
        Outcome o = play(s, "charge f1 wheel right 23");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-CHARGE-1");
        CHECK(contains(o.refusal.reason, "c1"));
        ChargePlan best = bestCharge(s, f1);
        REQUIRE(best.legal);
        CHECK(best.target == c1);
        CHECK(best.wheel == 0.0);
        CHECK(best.length == doctest::Approx(3.8));
        accept(s, "charge f1");
    }
}

TEST_CASE("LL-CHARGE-1 a charge through friends or difficult terrain needs a two-card phase") {
    SUBCASE("through a friend") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(fed("f2", 2, 2, 10, 23.8)); // y 23.8..24.8, in f1's path
        b.units.push_back(reb("c1", 4, 2, 10, 21.5));
        GameState one = combatPhase(b);
        int f1 = unitIndex(one, "f1");
        Outcome o = play(one, "charge f1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-6");
        CHECK(contains(o.refusal.reason, "f2"));
        ChargePlan none = bestCharge(one, f1);
        CHECK_FALSE(none.legal);
        CHECK_FALSE(none.refusal.reason.empty());
        GameState two = combatPhase(b, "combat plain0 plain1");
        ChargePlan p = planCharge(two, f1, 0.0);
        REQUIRE(p.legal);
        CHECK(p.disorder);
        accept(two, "charge f1");
        CHECK(unitById(two, "f1").front.y == doctest::Approx(21.5));
    }
    SUBCASE("through a friend, ending flush against it") {
        // f1 ends at y 21.5..23.5, edge to edge with f2 (y 23.5..24.5): legal
        // ground (LL-MOVE-6 forbids ending overlapping a base, not touching one).
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(fed("f2", 2, 2, 10, 23.5));
        b.units.push_back(reb("c1", 4, 2, 10, 21.5));
        GameState two = combatPhase(b, "combat plain0 plain1");
        ChargePlan p = planCharge(two, unitIndex(two, "f1"), 0.0);
        CHECK_MESSAGE(p.legal, p.refusal.rule << " " << p.refusal.reason);
    }
    SUBCASE("through difficult terrain") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 21.5));
        addArea(b, "rough", {{0, 22.5}, {20, 22.5}, {20, 23.5}, {0, 23.5}});
        GameState one = combatPhase(b);
        Outcome o = play(one, "charge f1");
        CHECK_FALSE(o.accepted);
        CHECK(o.refusal.rule == "LL-MOVE-7");
        CHECK_FALSE(bestCharge(one, unitIndex(one, "f1")).legal);
        GameState two = combatPhase(b, "combat plain0 plain1");
        ChargePlan p = planCharge(two, unitIndex(two, "f1"), 0.0);
        REQUIRE(p.legal);
        CHECK(p.disorder);
        accept(two, "charge f1");
    }
}

TEST_CASE(
    "LL-CHARGE-2 contact engages every enemy unit within 1 BW straight ahead of the front edge") {
    // f1 is 4 BW wide (x 8..12) and strikes c1 (x 8..10) at y = 22; the
    // engagement zone is y 21..22, x 8..12.
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 4, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 9, 22));
    SUBCASE("a unit 0.6 BW behind the line of contact is engaged too") {
        Battle c = b;
        c.units.push_back(reb("c2", 4, 2, 11, 21.4));
        GameState s = combatPhase(c);
        ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
        REQUIRE(p.legal);
        CHECK(p.target == unitIndex(s, "c1"));
        CHECK(p.engaged == std::vector<int>{unitIndex(s, "c1"), unitIndex(s, "c2")});
        accept(s, "charge f1");
        Log log = fight(s, {});
        CHECK(combatAt(log, unitIndex(s, "c1")));
        CHECK(combatAt(log, unitIndex(s, "c2")));
    }
    SUBCASE("one 1.1 BW behind it is not") {
        Battle c = b;
        c.units.push_back(reb("c2", 4, 2, 11, 20.9));
        GameState s = combatPhase(c);
        ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
        REQUIRE(p.legal);
        CHECK(p.engaged == std::vector<int>{unitIndex(s, "c1")});
        accept(s, "charge f1");
        Log log = fight(s, {});
        CHECK(combatsIn(log) == 1);
    }
    SUBCASE("nor one beside the front edge, not straight ahead") {
        Battle c = b;
        c.units.push_back(reb("c3", 4, 2, 13.8, 22)); // x 12.8..14.8: 0.8 BW off f1's right corner
        GameState s = combatPhase(c);
        ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
        REQUIRE(p.legal);
        CHECK(p.engaged == std::vector<int>{unitIndex(s, "c1")});
    }
}

TEST_CASE("LL-CHARGE-2 the unit a charge contacts is engaged: a corner touch from the next lane is "
          "no charge") {
    // ca stands in the next lane (x 11..13), its flank on the line of f1's
    // right flank (x = 11) and nothing straight ahead of f1. Moving straight
    // ahead, f1's front corner meets ca's front corner after 3 BW: a point
    // touch, with no enemy base within 1 BW straight ahead of f1's front edge.
    // A charge that engages nobody fights nothing: the contacted unit must be
    // engaged, or the charge refused.
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25)); // x 9..11
    b.units.push_back(reb("ca", 4, 2, 12, 22)); // x 11..13
    GameState s = combatPhase(b);
    int f1 = unitIndex(s, "f1");
    for (const ChargePlan& p : {planCharge(s, f1, 0.0), bestCharge(s, f1)}) {
        CAPTURE(p.wheel);
        if (p.legal)
            CHECK(std::find(p.engaged.begin(), p.engaged.end(), p.target) != p.engaged.end());
    }
}

// Every rule distance includes its boundary, within one tolerance (RULINGS,
// kRuleTolerance): at the boundary, just inside, a hair beyond (inside the
// tolerance) and just outside.
namespace {
// The shortest charge of `unit` at `target` over wheels sampled every
// thousandth of a degree: what "closest by length of charge path" means.
ChargePlan finestCharge(const GameState& s, int unit, int target) {
    ChargePlan best;
    best.length = 1e300;
    for (double w = -15.0; w <= 15.0; w += 0.001) {
        ChargePlan p = planCharge(s, unit, w);
        if (p.legal && p.target == target && p.length < best.length) best = p;
    }
    return best;
}
} // namespace

TEST_CASE("LL-CHARGE-1 boundaries: the closest target is judged within the one tolerance") {
    // u (x 8..12, front edge y 20, facing north) can reach A (one base, 3 BW
    // straight ahead of its right-hand file) and B (to its left front).
    Battle b = openField();
    b.units.push_back(fed("u", 4, 4, 10, 20));
    b.units.push_back(reb("A", 1, 1, 12, 17));
    b.units.push_back(reb("B", 2, 2, 6.6, 17.7));
    GameState s = combatPhase(b);
    int u = unitIndex(s, "u"), a = unitIndex(s, "A"), bb = unitIndex(s, "B");
    ChargePlan best = bestCharge(s, u);
    REQUIRE(best.legal);
    CHECK(best.target == a);
    CHECK(best.length == doctest::Approx(3.0));
    // B's shortest charge is 0.024 BW longer than A's: farther, so refused
    // (it was accepted when "closer" meant 0.05 BW shorter).
    ChargePlan atB = finestCharge(s, u, bb);
    REQUIRE(atB.length < 1e300);
    CHECK(atB.length > best.length + kRuleTolerance);
    CHECK(atB.length < best.length + 0.05);
    Command c;
    c.kind = CommandKind::Charge;
    c.side = Side::Federal;
    c.unit = u;
    c.segments.push_back({SegmentKind::Wheel, atB.wheel, 0.0});
    auto r = validate(s, c);
    REQUIRE(r);
    CHECK(r->rule == "LL-CHARGE-1");
    CHECK(contains(r->reason, "closest target"));
}

TEST_CASE("LL-CHARGE-1 the charge the rules offer is the shortest to within the tolerance, between "
          "samples") {
    // B alone: its shortest charge needs a wheel between the quarter-degree
    // samples; the charge offered (window, computer) is that one.
    Battle b = openField();
    b.units.push_back(fed("u", 4, 4, 10, 20));
    b.units.push_back(reb("B", 2, 2, 7.0, 17.6));
    GameState s = combatPhase(b);
    int u = unitIndex(s, "u"), bb = unitIndex(s, "B");
    ChargePlan best = bestCharge(s, u);
    REQUIRE(best.legal);
    CHECK(best.target == bb);
    ChargePlan finest = finestCharge(s, u, bb);
    CHECK(best.length <= finest.length + 1e-4);
}

TEST_CASE(
    "LL-CHARGE-2 boundaries: an enemy exactly 1 BW straight ahead of the front edge is engaged") {
    // f1 (x 8..12) strikes c1 (x 8..10) at y = 22; c2 (x 10..12) stands d BW
    // beyond the line of contact.
    for (double d : {0.99, 0.9985, 0.999, 1.0, 1.0 + kRuleTolerance / 2, 1.01}) {
        CAPTURE(d);
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 4, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 9, 22));
        b.units.push_back(reb("c2", 4, 2, 11, 22 - d));
        GameState s = combatPhase(b);
        ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
        REQUIRE(p.legal);
        std::vector<int> engaged{unitIndex(s, "c1")};
        if (d <= 1.0 + kRuleTolerance) engaged.push_back(unitIndex(s, "c2"));
        CHECK(p.engaged == engaged);
    }
}

TEST_CASE("LL-CHARGE-1 boundaries: the charge reaches 4 BW, and wheels up to 1 BW of arc") {
    SUBCASE("the allowance") {
        for (double d : {3.99, 4.0, 4.0 + kRuleTolerance / 2, 4.01}) {
            CAPTURE(d);
            Battle b = openField();
            b.units.push_back(fed("f1", 4, 2, 10, 25));
            b.units.push_back(reb("c1", 4, 2, 10, 25 - d));
            GameState s = combatPhase(b);
            ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
            CHECK(p.legal == (d <= 4.0 + kRuleTolerance));
            CHECK(play(s, "charge f1").accepted == (d <= 4.0 + kRuleTolerance));
        }
    }
    SUBCASE("the wheel") {
        // f1 is 2 BW wide: an arc of A BW is a wheel of A / 2 radians. c1, a
        // long line ahead and to the right, is reached after any of these.
        for (double arc : {0.99, 1.0, 1.0 + kRuleTolerance / 2, 1.01}) {
            CAPTURE(arc);
            Battle b = openField();
            b.units.push_back(fed("f1", 4, 2, 10, 25));
            b.units.push_back(reb("c1", 6, 6, 14.5, 23));
            GameState s = combatPhase(b);
            ChargePlan p = planCharge(s, unitIndex(s, "f1"), arc / 2.0 * 180.0 / kPi);
            if (arc <= 1.0 + kRuleTolerance) {
                CHECK(p.legal);
            } else {
                CHECK_FALSE(p.legal);
                CHECK(contains(p.refusal.reason, "at most 1 BW"));
            }
        }
    }
}

// [SECTION] LL-COMBAT

TEST_CASE("LL-COMBAT-1 a defender struck in flank or rear is vulnerable: attackers +1, the "
          "defender only natural 6s") {
    SUBCASE("struck in the rear") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 24));
        b.units.push_back(
            infantry("c1", Side::Confederate, 4, 2, 10, 19, 0)); // faces north: rear edge y = 21
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({3, 3, 3, 2, /*c1*/ 5, 6, 1, 1});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(e->text, "flank or rear"));
        CHECK(contains(rollNote(*e, "f1"), "needs 3+"));
        CHECK(contains(rollNote(*e, "c1"), "needs a 6"));
        CHECK(e->value == 3 - 1); // f1: 3,3,3 hit with +1; c1: only the 6 (a 5 fails)
        // LL-COMBAT-5: a vulnerable loser may spend one morale card at most.
        REQUIRE(s.step == Step::Morale);
        CHECK(s.morale.maxCards == 1);
    }
    SUBCASE("struck in the flank") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 9, 24));
        // c1 faces east: front edge x = 10 (y 19..21), its right flank is y = 21.
        b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 20, 90));
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({4, 4, 2, 1, /*c1*/ 5, 5, 5, 5});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(e->text, "flank or rear"));
        CHECK(contains(rollNote(*e, "f1"), "needs 3+"));
        CHECK(contains(rollNote(*e, "c1"), "needs a 6"));
        CHECK(e->value == 2); // 4,4 hit (2+1 misses); four 5s all fail
    }
    SUBCASE("struck in front: not vulnerable") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({3, 3, 4, 4, /*c1*/ 4, 5, 3, 3});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK_FALSE(contains(e->text, "flank or rear"));
        CHECK(contains(rollNote(*e, "f1"), "needs 4+"));
        CHECK(contains(rollNote(*e, "c1"), "needs 4+"));
        CHECK(e->value == 0); // 2 against 2
    }
}

TEST_CASE(
    "LL-COMBAT-2 combat dice: attackers' front two ranks, defenders' every base, ten at most, 4+") {
    SUBCASE("three ranks: the attacker rolls four dice, the defender five") {
        Battle b = openField();
        b.units.push_back(fed("f1", 6, 2, 10, 25));
        b.units.push_back(reb("c1", 5, 2, 10, 22));
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({4, 4, 3, 3, /*c1*/ 4, 3, 3, 3, 3});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(e->dice == std::vector<int>{4, 4, 3, 3, 4, 3, 3, 3, 3});
        CHECK(e->value == 1); // a 4 succeeds, a 3 fails: 2 against 1
    }
    SUBCASE("ten bases roll ten dice; more never roll more than ten") {
        Battle b = openField();
        b.units.push_back(fed("f1", 10, 5, 10, 25)); // two ranks of five: 10 dice
        b.units.push_back(reb("c1", 12, 6, 10, 22)); // beyond LL-UNIT-2, to show the cap
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        Log log = fight(s, {});
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(e->dice.size() == 20);
    }
    SUBCASE("LL-TERRAIN-1 -1 to a defender in difficult terrain") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        addArea(b, "rough", {{0, 18}, {20, 18}, {20, 21.5}, {0, 21.5}});
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({4, 4, 1, 1, /*c1*/ 4, 4, 5, 1});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(rollNote(*e, "c1"), "needs 5+"));
        CHECK(contains(rollNote(*e, "f1"), "needs 4+")); // rough ground gives no cover
        CHECK(e->value == 1);
    }
    SUBCASE("LL-TERRAIN-1 -1 to an attacker in difficult terrain") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        addArea(b, "rough", {{0, 22.3}, {20, 22.3}, {20, 24}, {0, 24}});
        GameState s = combatPhase(b, "combat plain0 plain1"); // it charges into the rough
        accept(s, "charge f1");
        s.dice.script({5, 4, 4, 4, /*c1*/ 1, 1, 1, 1});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(rollNote(*e, "f1"), "needs 5+"));
        CHECK(contains(rollNote(*e, "c1"), "needs 4+"));
        CHECK(e->value == 1);
    }
    SUBCASE("-1 to attackers against a defender in cover (an orchard)") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        addArea(b, "orchard", {{0, 18}, {20, 18}, {20, 21.5}, {0, 21.5}});
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({5, 4, 4, 1, /*c1*/ 4, 1, 1, 1});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(rollNote(*e, "f1"), "needs 5+"));
        CHECK(contains(rollNote(*e, "c1"), "needs 4+")); // cover is not difficult
        CHECK(e->value == 0);                            // 1 against 1: a tie
    }
    SUBCASE("-1 to attackers against a defender lining a fence") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        addLinear(b, "fence", {{0, 22.05}, {20, 22.05}}, 0.1); // along c1's front edge
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({5, 4, 4, 1, /*c1*/ 1, 1, 1, 1});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(rollNote(*e, "f1"), "needs 5+"));
        CHECK(e->value == 1);
    }
    SUBCASE("a limbered battery rolls two dice and scores the higher") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(battery("cg", Side::Confederate, 2, 10, 22, 180, true));
        struct Case {
            std::vector<int> gun;
            int value;
        };
        for (const Case& k : {Case{{2, 5}, 3 - 5}, Case{{3, 1}, 0}, Case{{1, 2}, 1}}) {
            CAPTURE(k.gun[0]);
            CAPTURE(k.gun[1]);
            GameState s = combatPhase(b);
            accept(s, "charge f1");
            s.dice.script({4, 4, 4, 1, k.gun[0], k.gun[1]}); // f1 scores 3
            Log log;
            run(s, log, "end-phase");
            const Event* e = combatAt(log, unitIndex(s, "cg"));
            REQUIRE(e);
            CHECK(e->dice.size() == 6);
            CHECK(contains(e->text, "scores " + std::to_string(std::max(k.gun[0], k.gun[1]))));
            CHECK(e->value == k.value);
            settle(s, log);
            if (k.value > 0) {
                CHECK(unitById(s, "cg").bases == 1); // lost by 1
                CHECK(unitById(s, "f1").bases == 4);
            } else {
                CHECK(unitById(s, "cg").bases == 2); // holds: f1 loses a base
                CHECK(unitById(s, "f1").bases == 3);
            }
        }
    }
    SUBCASE("an unlimbered battery rolls one die per gun") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(battery("cg", Side::Confederate, 2, 10, 22, 180));
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({4, 4, 1, 1, /*cg*/ 4, 6});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "cg"));
        REQUIRE(e);
        CHECK(e->dice.size() == 6);
        CHECK(e->value == 0);
    }
}

TEST_CASE("LL-COMBAT-3 an attacker engaging several defenders splits its dice") {
    SUBCASE("evenly between two in contact; each fight is its own") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 4, 10, 25)); // x 8..12, four dice
        b.units.push_back(reb("c1", 4, 2, 9, 22));  // x 8..10
        b.units.push_back(reb("c2", 4, 2, 11, 22)); // x 10..12
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        Log log = fight(s, {4, 4, /*c1*/ 1, 1, 1, 1, /*f1 at c2*/ 1, 1, /*c2*/ 4, 1, 1, 1});
        const Event* e1 = combatAt(log, unitIndex(s, "c1"));
        const Event* e2 = combatAt(log, unitIndex(s, "c2"));
        REQUIRE(e1);
        REQUIRE(e2);
        CHECK(e1->dice == std::vector<int>{4, 4, 1, 1, 1, 1});
        CHECK(e2->dice == std::vector<int>{1, 1, 4, 1, 1, 1});
        CHECK(e1->value == 2);  // c1 loses by 2
        CHECK(e2->value == -1); // c2 wins: f1, engaged with it, loses a base and falls back
        CHECK(unitById(s, "c1").bases == 2);
        CHECK(unitById(s, "f1").bases == 3);
        CHECK(fallRollOf(log, unitIndex(s, "f1")));
        CHECK(fallRollOf(log, unitIndex(s, "c1")));
        CHECK_FALSE(fallRollOf(log, unitIndex(s, "c2")));
    }
    SUBCASE("the odd die goes to the defender with more frontage") {
        Battle b = openField();
        b.units.push_back(fed("f1", 3, 3, 10, 25));   // x 8.5..11.5, three dice
        b.units.push_back(reb("c1", 4, 2, 9.2, 22));  // x 8.2..10.2: 1.7 BW of f1's front
        b.units.push_back(reb("c2", 4, 2, 11.2, 22)); // x 10.2..12.2: 1.3 BW
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        Log log = fight(s, {});
        REQUIRE(combatAt(log, unitIndex(s, "c1")));
        REQUIRE(combatAt(log, unitIndex(s, "c2")));
        CHECK(combatAt(log, unitIndex(s, "c1"))->dice.size() == 2 + 4);
        CHECK(combatAt(log, unitIndex(s, "c2"))->dice.size() == 1 + 4);
    }
    SUBCASE("defenders in contact come first, before more frontage") {
        Battle b = openField();
        b.units.push_back(fed("f1", 3, 3, 10, 25));     // x 8.5..11.5
        b.units.push_back(reb("c1", 4, 2, 8.7, 22));    // in contact, 1.2 BW of frontage
        b.units.push_back(reb("c2", 4, 2, 10.7, 21.5)); // 0.5 BW back, 1.8 BW of frontage
        GameState s = combatPhase(b);
        int f1 = unitIndex(s, "f1");
        ChargePlan p = planCharge(s, f1, 0.0);
        REQUIRE(p.engaged.size() == 2);
        accept(s, "charge f1");
        Log log = fight(s, {});
        REQUIRE(combatAt(log, unitIndex(s, "c1")));
        REQUIRE(combatAt(log, unitIndex(s, "c2")));
        CHECK(combatAt(log, unitIndex(s, "c1"))->dice.size() == 2 + 4);
        CHECK(combatAt(log, unitIndex(s, "c2"))->dice.size() == 1 + 4);
    }
    SUBCASE("under half a BW of frontage: one die at most") {
        Battle b = openField();
        b.units.push_back(fed("f1", 6, 3, 10, 25));   // x 8.5..11.5, six dice
        b.units.push_back(reb("c1", 4, 2, 10.1, 22)); // x 9.1..11.1: 2 BW of frontage
        b.units.push_back(reb("c2", 4, 2, 12.1, 22)); // x 11.1..13.1: 0.4 BW
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        Log log = fight(s, {});
        REQUIRE(combatAt(log, unitIndex(s, "c1")));
        REQUIRE(combatAt(log, unitIndex(s, "c2")));
        CHECK(combatAt(log, unitIndex(s, "c1"))->dice.size() == 5 + 4);
        CHECK(combatAt(log, unitIndex(s, "c2"))->dice.size() == 1 + 4);
    }
    SUBCASE("two attackers on one defender add their successes") {
        Battle b = openField();
        b.units.push_back(fed("f1", 2, 2, 8.5, 25));
        b.units.push_back(fed("f2", 2, 2, 11.5, 25));
        b.units.push_back(reb("c1", 6, 6, 10, 22)); // x 7..13
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        accept(s, "charge f2");
        s.dice.script({4, 4, /*f2*/ 4, 1, /*c1*/ 4, 4, 1, 1, 1, 1});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(e->dice == std::vector<int>{4, 4, 4, 1, 4, 4, 1, 1, 1, 1});
        CHECK(e->value == 3 - 2);
        CHECK(combatsIn(log) == 1);
    }
}

TEST_CASE(
    "LL-COMBAT-3 boundaries: half a BW of frontage is not less than half (within the tolerance)") {
    // f1 (x 8.5..11.5, six dice) strikes c1 and c2 side by side; c2 takes
    // w BW of its front. Under half a BW it gets one die, else half of them.
    for (double w : {0.49, 0.5 - kRuleTolerance / 2, 0.5, 0.51}) {
        CAPTURE(w);
        Battle b = openField();
        b.units.push_back(fed("f1", 6, 3, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10.5 - w, 22)); // x 9.5 - w .. 11.5 - w
        b.units.push_back(reb("c2", 4, 2, 12.5 - w, 22)); // x 11.5 - w .. 13.5 - w
        GameState s = combatPhase(b);
        ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
        REQUIRE(p.legal);
        std::vector<CombatOdds> odds = previewCharge(s, p);
        REQUIRE(odds.size() == 2);
        bool marginal = w < 0.5 - kRuleTolerance;
        for (const CombatOdds& o : odds)
            CHECK(o.attackDice ==
                  (o.defender == unitIndex(s, "c2") ? (marginal ? 1 : 3) : (marginal ? 5 : 3)));
    }
}

TEST_CASE(
    "LL-COMBAT-3 an engaged defender left without dice still defends, against an attack of 0") {
    // f1 (two dice) engages three columns: c2 (1 BW of its front), c1 (0.6)
    // and c3 (0.4 BW: one die at most). The two dice go to c2 and c1; c3 is
    // engaged (LL-CHARGE-2) and, by LL-COMBAT-4, compares its defence with the
    // attack against it, 0: it holds, and f1, engaged with a winning defender,
    // loses a base (and, reduced to one, is broken: LL-LOSS-2).
    Battle b = openField();
    b.units.push_back(fed("f1", 2, 2, 10, 25));   // x 9..11
    b.units.push_back(reb("c1", 2, 1, 9.1, 22));  // x 8.6..9.6
    b.units.push_back(reb("c2", 2, 1, 10.1, 22)); // x 9.6..10.6
    b.units.push_back(reb("c3", 2, 1, 11.1, 22)); // x 10.6..11.6
    GameState s = combatPhase(b, "combat plain0", kFedHand, {});
    int c1 = unitIndex(s, "c1"), c2 = unitIndex(s, "c2"), c3 = unitIndex(s, "c3");
    ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
    REQUIRE(p.legal);
    CHECK(p.engaged.size() == 3);
    accept(s, "charge f1");
    // c1: f1's die 4, c1 1,1; c2: f1's die 4, c2 1,1; c3: no attack, c3 1,1.
    Log log = fight(s, {4, 1, 1, 4, 1, 1, 1, 1});
    REQUIRE(combatAt(log, c1));
    REQUIRE(combatAt(log, c2));
    CHECK(combatAt(log, c1)->value == 1);
    CHECK(combatAt(log, c2)->value == 1);
    CHECK(combatAt(log, c3)); // c3 defends
    CHECK(unitById(s, "f1").broken);
}

TEST_CASE("LL-COMBAT-3 the one-die cap is for splitting: a lone, marginally engaged defender faces "
          "all the dice") {
    // f1 (four bases abreast, four dice) strikes c1 with 0.4 BW of its front
    // edge and engages nothing else. LL-COMBAT-2 gives it four dice; the cap
    // of LL-COMBAT-3 governs how an attacker engaging several defenders
    // splits them, and here there is nothing to split.
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 4, 10, 25));   // x 8..12
    b.units.push_back(reb("c1", 4, 2, 12.6, 22)); // x 11.6..13.6
    GameState s = combatPhase(b);
    ChargePlan p = planCharge(s, unitIndex(s, "f1"), 0.0);
    REQUIRE(p.legal);
    REQUIRE(p.engaged == std::vector<int>{unitIndex(s, "c1")});
    accept(s, "charge f1");
    s.dice.script({4, 4, 4, 4, /*c1*/ 1, 1, 1, 1});
    Log log;
    run(s, log, "end-phase");
    const Event* e = combatAt(log, unitIndex(s, "c1"));
    REQUIRE(e);
    CHECK(e->dice.size() == 4 + 4);
    CHECK(e->value == 4);
}

TEST_CASE("LL-COMBAT-4 ties go to the defender; the loser loses the difference and falls back") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    SUBCASE("a tie: the attacker loses a base and falls back") {
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({4, 4, 1, 1, /*c1*/ 4, 4, 1, 1, /*fall back*/ 5, 2});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(e->value == 0);
        CHECK(contains(e->text, "ties go to the defender"));
        REQUIRE(s.step == Step::Losses); // the owner re-forms f1
        CHECK(decider(s) == Side::Federal);
        CHECK(s.loss.count == 1);
        run(s, log, "losses f1");
        REQUIRE(s.step == Step::FallbackDiscard);
        CHECK(decider(s) == Side::Federal);
        run(s, log, "no-discard"); // the fall back dice are rolled now: 5, 2
        // The rear, 2 BW, is the shortest way (a flank needs 3 to clear c1):
        // no question (LL-FALLBACK-2).
        CHECK(s.step != Step::FallbackDirection);
        const Event* roll = fallRollOf(log, unitIndex(s, "f1"));
        REQUIRE(roll);
        CHECK(roll->value == 2);
        CHECK(unitById(s, "f1").bases == 3);
        CHECK(unitById(s, "f1").front.y == doctest::Approx(24.0));
        CHECK(unitById(s, "c1").bases == 4);
        CHECK(s.side(Side::Federal).basesLost == 1);
        CHECK(s.side(Side::Confederate).basesLost == 0);
    }
    SUBCASE("a losing defender loses the difference, then falls back") {
        GameState s =
            combatPhase(b, "combat plain0", kFedHand, {}); // no cards: no morale, no discard
        accept(s, "charge f1");
        s.dice.script({6, 6, 6, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 2, 5});
        Log log;
        run(s, log, "end-phase");
        REQUIRE(combatAt(log, unitIndex(s, "c1")));
        CHECK(combatAt(log, unitIndex(s, "c1"))->value == 2);
        REQUIRE(s.step == Step::Losses);
        CHECK(decider(s) == Side::Confederate);
        CHECK(s.loss.count == 2);
        run(s, log, "losses c1");
        REQUIRE(s.step == Step::FallbackDirection);
        CHECK(s.combat.fallDie == 5);
        run(s, log, "fall-back c1 rear");
        CHECK(unitById(s, "c1").bases == 2);
        CHECK(unitById(s, "c1").front.y == doctest::Approx(22.0 - 5.0));
        CHECK(unitById(s, "f1").bases == 4);
        CHECK(unitById(s, "f1").front.y == doctest::Approx(22.0)); // the winner stays
    }
    SUBCASE("an attacker beaten by two defenders loses one base, once") {
        Battle c = openField();
        c.units.push_back(fed("f1", 4, 4, 10, 25)); // x 8..12
        c.units.push_back(reb("c1", 4, 2, 9, 22));
        c.units.push_back(reb("c2", 4, 2, 11, 22));
        GameState s = combatPhase(c);
        accept(s, "charge f1");
        Log log = fight(s, {1, 1, /*c1*/ 4, 1, 1, 1, /*f1 at c2*/ 1, 1, /*c2*/ 4, 1, 1, 1});
        CHECK(unitById(s, "f1").bases == 3);
        CHECK(s.side(Side::Federal).basesLost == 1);
        CHECK(std::count_if(log.begin(), log.end(), [&](const Event& e) {
                  return e.kind == EventKind::FallBackRolled && e.unit == unitIndex(s, "f1");
              }) == 1);
    }
    SUBCASE("LL-LOSS-2 an attacker of two bases that loses is broken and does not fall back") {
        Battle c = openField();
        c.units.push_back(fed("f1", 2, 2, 10, 25));
        c.units.push_back(reb("c1", 4, 2, 10, 22));
        GameState s = combatPhase(c);
        accept(s, "charge f1");
        Log log = fight(s, {4, 1, /*c1*/ 4, 1, 1, 1});
        CHECK(unitById(s, "f1").broken);
        CHECK(s.side(Side::Federal).basesLost == 2);
        CHECK_FALSE(fallRollOf(log, unitIndex(s, "f1")));
    }
}

TEST_CASE("LL-LOSS-1 LL-FALLBACK-2 a choice's result alone (the window's preview): no die rolled, "
          "nothing after it") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    auto command = [](const GameState& s, const std::string& line) {
        Command c;
        std::string err;
        REQUIRE_MESSAGE(parseCommand(line, viewFor(s, decider(s)), c, err), err);
        return c;
    };
    SUBCASE("the re-form of an attacker whose fall back follows at once") {
        // A tie: f1 loses a base. Its hand is empty once the combat is
        // invoked (no morale, no discard), and the rear is its one shortest
        // way: once it re-forms, it falls back by the roll to come.
        std::optional<Unit> shown[2];
        GameState played[2];
        Vec2 front;
        for (int k = 0; k < 2; ++k) {
            GameState s = combatPhase(b, "combat plain0", {"plain0"});
            accept(s, "charge f1");
            s.dice.script({4, 4, 1, 1, /*c1*/ 4, 4, 1, 1, /*fall back*/ 5, k == 0 ? 2 : 3});
            Log log;
            run(s, log, "end-phase");
            REQUIRE(s.step == Step::Losses);
            front = unitById(s, "f1").front;
            std::uint64_t before = stateHash(s);
            shown[k] = choiceResult(s, command(s, "losses f1"));
            CHECK(stateHash(s) == before);
            run(s, log, "losses f1");
            played[k] = s;
        }
        REQUIRE(shown[0]);
        REQUIRE(shown[1]);
        for (int k = 0; k < 2; ++k) {
            CHECK(shown[k]->bases == 3);
            // Where it stood: the fall back is not decided by the choice.
            CHECK(shown[k]->front.x == doctest::Approx(front.x));
            CHECK(shown[k]->front.y == doctest::Approx(front.y));
            CHECK(unitById(played[k], "f1").bases == 3);
        }
        // Played, the fall back went by the dice: 2 and 3 BW.
        CHECK(unitById(played[0], "f1").front.y !=
              doctest::Approx(unitById(played[1], "f1").front.y));
        CHECK(unitById(played[0], "f1").front.y != doctest::Approx(front.y));
    }
    SUBCASE("the way to fall back, as the rules move the unit") {
        GameState s =
            combatPhase(b, "combat plain0", kFedHand, {}); // no cards: no morale, no discard
        accept(s, "charge f1");
        s.dice.script({6, 6, 6, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 2, 5});
        Log log;
        run(s, log, "end-phase");
        REQUIRE(s.step == Step::Losses);
        std::optional<Unit> reformed = choiceResult(s, command(s, "losses c1 1 left"));
        REQUIRE(reformed);
        CHECK(reformed->bases == 2);
        CHECK(reformed->shownFiles() == 1);
        run(s, log, "losses c1 1 left");
        CHECK(unitById(s, "c1").front.x == doctest::Approx(reformed->front.x));
        REQUIRE(s.step == Step::FallbackDirection);
        std::optional<Unit> way = choiceResult(s, command(s, "fall-back c1 rear"));
        REQUIRE(way);
        accept(s, "fall-back c1 rear");
        CHECK(way->front.x == doctest::Approx(unitById(s, "c1").front.x));
        CHECK(way->front.y == doctest::Approx(unitById(s, "c1").front.y));
        // Not a choice that moves bases: nothing to show.
        CHECK_FALSE(choiceResult(s, command(s, "end-phase")).has_value());
    }
}

TEST_CASE("LL-COMBAT-4 dice order: the loser's two fall back dice follow the fight dice") {
    // Pin the ordering the scripted tests rely on: fight dice, then two fall
    // back dice for the loser.
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    GameState s = combatPhase(b, "combat plain0", kFedHand, {});
    accept(s, "charge f1");
    Log log = fight(s, {6, 6, 6, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 2, 5});
    const Event* r = fallRollOf(log, unitIndex(s, "c1"));
    REQUIRE(r);
    CHECK(r->dice == std::vector<int>{2, 5});
    CHECK(r->value == 5);
}

TEST_CASE("LL-COMBAT-5 morale after losing: two cards, one if vulnerable; one base always lost; "
          "still falls back") {
    SUBCASE("not vulnerable: two cards save bases, but one is always lost") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({4, 4, 4, 4, /*c1*/ 4, 1, 1, 1, /*fall back*/ 1, 2});
        Log log;
        run(s, log, "end-phase");
        REQUIRE(s.step == Step::Morale); // lost by 3
        CHECK(decider(s) == Side::Confederate);
        CHECK(s.morale.maxCards == 2);
        CHECK(s.morale.maxPoints == 2);
        CHECK_FALSE(play(s, "morale plain3 plain3 plain2").accepted);
        run(s, log, "morale plain3 plain2"); // 5 points, only 2 can count
        REQUIRE(s.step == Step::Losses);
        CHECK(s.loss.count == 1);
        run(s, log, "losses c1");
        REQUIRE(s.step == Step::FallbackDiscard);
        run(s, log, "no-discard");
        if (s.step == Step::FallbackDirection) run(s, log, "fall-back c1 rear");
        CHECK(unitById(s, "c1").bases == 3);
        CHECK(unitById(s, "c1").front.y < 22.0 - 1.9); // fell back at least 2 BW
        CHECK(s.side(Side::Confederate).discards.size() >= 2);
    }
    SUBCASE("vulnerable: one card at most") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 24));
        b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 19, 0)); // rear edge y = 21
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({3, 3, 3, 2, /*c1*/ 5, 6, 1, 1}); // 3 against 1
        Log log;
        run(s, log, "end-phase");
        REQUIRE(s.step == Step::Morale);
        CHECK(s.morale.maxCards == 1);
        Outcome two = play(s, "morale plain3 plain2");
        CHECK_FALSE(two.accepted);
        CHECK(two.refusal.rule == "LL-COMBAT-5");
        run(s, log, "morale plain3");
        settle(s, log);
        CHECK(unitById(s, "c1").bases == 3);
        CHECK(fallRollOf(log, unitIndex(s, "c1")));
    }
    SUBCASE("lost by one: no morale is asked, the base goes") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        s.dice.script({4, 4, 1, 1, /*c1*/ 4, 1, 1, 1});
        Log log;
        run(s, log, "end-phase");
        CHECK(s.step != Step::Morale);
        settle(s, log);
        CHECK(unitById(s, "c1").bases == 3);
        CHECK(fallRollOf(log, unitIndex(s, "c1")));
    }
}

// [SECTION] LL-FALLBACK

TEST_CASE("LL-FALLBACK-1 two dice: the active unit keeps the lower, the passive unit the higher") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    SUBCASE("the attacker keeps the lower") {
        GameState s = combatPhase(b, "combat plain0", {"plain0"}, {}); // no cards left to discard
        accept(s, "charge f1");
        Log log = fight(s, {4, 1, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 5, 2});
        const Event* r = fallRollOf(log, unitIndex(s, "f1"));
        REQUIRE(r);
        CHECK(r->dice == std::vector<int>{5, 2});
        CHECK(r->value == 2);
        CHECK(unitById(s, "f1").front.y == doctest::Approx(22.0 + 2.0));
    }
    SUBCASE("the defender keeps the higher") {
        GameState s = combatPhase(b, "combat plain0", {"plain0"}, {});
        accept(s, "charge f1");
        Log log = fight(s, {4, 4, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 2, 5});
        const Event* r = fallRollOf(log, unitIndex(s, "c1"));
        REQUIRE(r);
        CHECK(r->value == 5);
        CHECK(unitById(s, "c1").front.y == doctest::Approx(22.0 - 5.0));
    }
}

TEST_CASE("LL-FALLBACK-2 straight to the rear or a flank, facing kept, that far and 1 BW clear of "
          "every enemy") {
    SUBCASE("on until 1 BW clear; a longer way is not offered") {
        // f1 ties with c1 and falls back with a 2. c3 stands off f1's right
        // rear, 0.5 BW to the side of f1's line (x 11.5 vs 11) and 1 BW behind
        // the line of f1's rear after the charge: straight back f1 must go on
        // until its front corner is 1 BW from c3's (0.866 BW beyond it). A river
        // closes the right. The left, 3 BW, is the shortest: the only way.
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        b.units.push_back(reb("c3", 2, 2, 12.5, 26)); // x 11.5..13.5, y 25..26
        addArea(b, "river", {{11.3, 21.5}, {14, 21.5}, {14, 24.6}, {11.3, 24.6}});
        GameState s = combatPhase(b, "combat plain0", {"plain0"}, {});
        REQUIRE(bestCharge(s, unitIndex(s, "f1")).target == unitIndex(s, "c1"));
        accept(s, "charge f1");
        s.dice.script({4, 1, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 2, 2});
        Log log;
        run(s, log, "end-phase");
        REQUIRE(s.step == Step::Losses);
        std::vector<FallOption> opts = fallOptions(s, unitIndex(s, "f1"), 2.0);
        REQUIRE(opts.size() == 3);
        for (const FallOption& o : opts) {
            CAPTURE(o.direction);
            if (o.direction == 0) {
                CHECK_FALSE(o.legal);
                CHECK(o.longer);
                CHECK(o.distance == doctest::Approx(4.0 + std::sqrt(0.75)).epsilon(1e-4));
                CHECK(contains(o.why, "shortest"));
            } else if (o.direction < 0) {
                CHECK(o.legal);
                CHECK(o.distance == doctest::Approx(3.0).epsilon(1e-4)); // 1 BW clear of c1
                CHECK(o.why.empty());
            } else {
                CHECK_FALSE(o.legal);
                CHECK_FALSE(o.longer);
            }
        }
        run(s, log, "losses f1");
        CHECK(s.step != Step::FallbackDirection); // one way: no question
        const Unit& u = unitById(s, "f1");
        CHECK(u.front.x == doctest::Approx(7.0).epsilon(1e-4));
        CHECK(u.front.y == doctest::Approx(22.0));
        CHECK(u.facing == doctest::Approx(0.0));
    }
    SUBCASE("to a flank, facing kept") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        GameState s = combatPhase(b, "combat plain0", {"plain0"}, {});
        accept(s, "charge f1");
        s.dice.script({6, 6, 6, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 2, 4});
        Log log;
        run(s, log, "end-phase");
        if (s.step == Step::Losses) run(s, log, "losses c1");
        REQUIRE(s.step == Step::FallbackDirection);
        CHECK(decider(s) == Side::Confederate);
        // c1 faces south: its left is east.
        run(s, log, "fall-back c1 left");
        const Unit& u = unitById(s, "c1");
        CHECK(u.front.x == doctest::Approx(14.0));
        CHECK(u.front.y == doctest::Approx(22.0));
        CHECK(u.facing == doctest::Approx(180.0));
    }
    SUBCASE("with one legal way there is no question") {
        // Struck in the rear, c1 cannot fall back through f1; a river closes
        // its left (west: it faces north); only its right is open.
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 24));
        b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 19, 0)); // rear edge y = 21
        addArea(b, "river", {{2, 15}, {8.9, 15}, {8.9, 21}, {2, 21}});
        GameState s = combatPhase(b, "combat plain0", kFedHand, {});
        accept(s, "charge f1");
        Log log;
        s.dice.script({3, 3, 1, 1, /*c1*/ 1, 1, 1, 1, /*fall back*/ 2, 3});
        run(s, log, "end-phase"); // lost by 2: two bases left, no cards to save any
        if (s.step == Step::Losses) run(s, log, "losses c1");
        CHECK(s.step != Step::FallbackDirection);
        const Unit& u = unitById(s, "c1");
        REQUIRE(u.onTable());
        CHECK(u.front.x == doctest::Approx(13.0)); // 3 BW to its right (east), clear of f1 by 1 BW
        CHECK(u.front.y == doctest::Approx(19.0));
        CHECK(u.facing == doctest::Approx(0.0));
    }
    SUBCASE("unlimbered artillery limbers first, then falls back") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(battery("cg", Side::Confederate, 2, 10, 22, 180));
        GameState s = combatPhase(b, "combat plain0", kFedHand, {});
        accept(s, "charge f1");
        s.dice.script({4, 4, 4, 1, /*cg*/ 4, 4, /*fall back*/ 3, 4});
        Log log;
        run(s, log, "end-phase");
        if (s.step == Step::Losses) run(s, log, "losses cg");
        if (s.step == Step::FallbackDirection) run(s, log, "fall-back cg rear");
        const Unit& u = unitById(s, "cg");
        REQUIRE(u.onTable());
        CHECK(u.bases == 1);
        CHECK(u.limbered);
        CHECK(u.front.y == doctest::Approx(22.0 - 4.0));
        CHECK(u.facing == doctest::Approx(180.0));
    }
}

TEST_CASE("LL-FALLBACK-2 by the shortest legal way: a shorter way is forced, a tie is the owner's "
          "choice") {
    // f1 (x 9..11) strikes c1 (x 8.5..10.5) and ties: it falls back. To its
    // right it is 1 BW clear of c1 after 2.5 BW, to its left after 3.5 BW;
    // straight back after the die.
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 9.5, 22));
    auto fallingBack = [&](int die) {
        GameState s = combatPhase(b, "combat plain0", {"plain0"}, {});
        accept(s, "charge f1");
        s.dice.script({4, 1, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ die, die});
        Log log;
        run(s, log, "end-phase");
        run(s, log, "losses f1");
        return s;
    };
    SUBCASE("a shorter way is the only way: no question") {
        GameState s = fallingBack(2); // rear 2, right 2.5, left 3.5
        CHECK(s.step != Step::FallbackDirection);
        CHECK(unitById(s, "f1").front.x == doctest::Approx(10.0));
        CHECK(unitById(s, "f1").front.y == doctest::Approx(24.0));
    }
    SUBCASE("ways of equal length: the owner chooses between them, and only them") {
        GameState s = fallingBack(3); // rear 3, right 3, left 3.5
        REQUIRE(s.step == Step::FallbackDirection);
        int f1 = unitIndex(s, "f1");
        std::vector<FallOption> opts = fallOptions(s, f1, 3.0);
        REQUIRE(opts.size() == 3);
        CHECK(opts[0].direction == 0);
        CHECK(opts[0].legal);
        CHECK(opts[1].direction == -1);
        CHECK_FALSE(opts[1].legal);
        CHECK(opts[1].longer);
        CHECK(opts[1].distance == doctest::Approx(3.5).epsilon(1e-4));
        CHECK(opts[2].direction == 1);
        CHECK(opts[2].legal);
        CHECK(opts[2].distance == doctest::Approx(3.0));
        // The CLI names only the ways offered.
        CHECK(contains(describePending(s), "(fall-back f1 rear|right)"));
        Outcome left = play(s, "fall-back f1 left");
        CHECK_FALSE(left.accepted);
        CHECK(left.refusal.rule == "LL-FALLBACK-2");
        CHECK(contains(left.refusal.reason, "3.50 BW by the left flank is longer than 3.00 BW"));
        CHECK(contains(left.refusal.reason, "shortest legal way"));
        Log log;
        run(s, log, "fall-back f1 right");
        CHECK(unitById(s, "f1").front.x == doctest::Approx(13.0));
        CHECK(unitById(s, "f1").front.y == doctest::Approx(22.0));
    }
}

namespace {

// f1 has struck c1 with a charge of 1 BW at the bottom of the table: to the
// rear it would leave the table. c1 stands `shift` BW right of f1's line.
GameState atTheEdge(double shift) {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 30));         // x 9..11, y 30..32
    b.units.push_back(reb("c1", 4, 2, 10 + shift, 29)); // y 27..29
    GameState s = combatPhase(b, "combat plain0", {"plain0"}, {});
    accept(s, "charge f1");
    return s;
}

} // namespace

TEST_CASE(
    "LL-FALLBACK-2 the shortest way stops in a gap narrower than any step: between two friends") {
    // u (x 9..11, y 20..21, facing north) must fall back at least 2 BW. Behind
    // it stand f1 (y 22.01..23.01) and f2 (y 24.04..25.04): it fits between
    // them from 3.01 to 3.04 BW to the rear. Friends on both flanks make
    // either flank 4.5 BW. The rear at 3.01 is the shortest legal way.
    Battle b = openField();
    b.units.push_back(fed("u", 2, 2, 10, 20));
    b.units.push_back(fed("f1", 2, 2, 10, 22.01));
    b.units.push_back(fed("f2", 2, 2, 10, 24.04));
    b.units.push_back(fed("f3", 2, 2, 12.5, 20));
    b.units.push_back(fed("f4", 2, 2, 7.5, 20));
    b.units.push_back(reb("c1", 2, 2, 40, 3));
    GameState s = start(b);
    std::vector<FallOption> opts = fallOptions(s, unitIndex(s, "u"), 2.0);
    REQUIRE(opts.size() == 3);
    CHECK(opts[0].direction == 0);
    CHECK_MESSAGE(opts[0].legal, opts[0].why);
    CHECK(opts[0].distance == doctest::Approx(3.01).epsilon(1e-3)); // to within kShareDepth
    for (int i : {1, 2}) {
        CAPTURE(opts[i].direction);
        CHECK_FALSE(opts[i].legal);
        CHECK(opts[i].longer);
        CHECK(opts[i].distance == doctest::Approx(4.5).epsilon(1e-3));
    }
}

TEST_CASE("LL-FALLBACK-2 ways whose lengths differ by less than the tolerance are equal") {
    // By its left flank f1 is 1 BW clear of c1 after 3 - shift BW, by its
    // right after 3 + shift; both go on from the least distance, 2.
    for (double shift : {kRuleTolerance / 4, kRuleTolerance}) {
        CAPTURE(shift);
        GameState s = atTheEdge(shift);
        std::vector<FallOption> opts = fallOptions(s, unitIndex(s, "f1"), 2.0);
        REQUIRE(opts.size() == 3);
        CHECK(opts[0].offTable);
        CHECK(opts[1].distance == doctest::Approx(3.0 - shift).epsilon(1e-5));
        CHECK(opts[1].legal);
        CHECK(opts[2].distance == doctest::Approx(3.0 + shift).epsilon(1e-5));
        CHECK(opts[2].legal == (2 * shift <= kRuleTolerance));
        CHECK(opts[2].longer == (2 * shift > kRuleTolerance));
    }
}

TEST_CASE("LL-FALLBACK-2 boundaries: 1 BW clear of every enemy includes the boundary") {
    // By either flank f1's front corner is L - 2 BW from c1's after L BW: at
    // least 3 leaves it exactly 1 BW clear.
    GameState s = atTheEdge(0.0);
    int f1 = unitIndex(s, "f1");
    for (double least : {2.99, 3.0 - kRuleTolerance / 2, 3.0, 3.01}) {
        CAPTURE(least);
        std::vector<FallOption> opts = fallOptions(s, f1, least);
        REQUIRE(opts.size() == 3);
        CHECK(opts[0].offTable);
        for (int k : {1, 2}) {
            CAPTURE(k);
            REQUIRE(opts[k].legal);
            if (least >= 3.0 - kRuleTolerance)
                CHECK(opts[k].distance == least); // clear where it is, the boundary included
            else
                CHECK(opts[k].distance ==
                      doctest::Approx(3.0).epsilon(1e-5)); // on until 1 BW clear
        }
    }
}

TEST_CASE("LL-FALLBACK-3 without a discard, friends passed through lose a base, and crossing "
          "difficult terrain costs one") {
    SUBCASE("through a friend") {
        // f1 charges 2 BW to y = 23, ties, falls back 3: it must go on past
        // f2 (y 27.5..28.5) to end clear of it. Rivers close both flanks, the
        // shorter ways (LL-FALLBACK-2).
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(fed("f2", 4, 4, 10, 27.5));
        b.units.push_back(reb("c1", 4, 2, 10, 23));
        addArea(b, "river", {{4, 18}, {8.9, 18}, {8.9, 27}, {4, 27}});
        addArea(b, "river", {{11.1, 18}, {16, 18}, {16, 27}, {11.1, 27}});
        for (bool discard : {false, true}) {
            CAPTURE(discard);
            GameState s = combatPhase(b);
            accept(s, "charge f1");
            s.dice.script({4, 1, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 3, 6});
            Log log;
            run(s, log, "end-phase");
            run(s, log, "losses f1");
            REQUIRE(s.step == Step::FallbackDiscard);
            CHECK(contains(describePending(s), "discard CARD"));
            // The fall back ends the phase and the hand is drawn up again:
            // count the discards instead.
            std::size_t discards = s.side(Side::Federal).discards.size();
            run(s, log, discard ? "discard plain1" : "no-discard");
            CHECK(s.side(Side::Federal).discards.size() == discards + (discard ? 1 : 0));
            CHECK(s.step != Step::FallbackDirection); // the rear is the only way
            CHECK(unitById(s, "f1").front.y == doctest::Approx(28.5).epsilon(1e-4));
            CHECK(unitById(s, "f1").bases == 3);
            CHECK(unitById(s, "f2").bases == (discard ? 4 : 3));
        }
    }
    SUBCASE("one discard, asked once, covers every unit of the side that falls back") {
        // f1 and f2 both charge the long line c1 and both lose: both fall
        // back 5 through f3. Rivers close the flanks (shorter ways).
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 8, 25));    // x 7..9
        b.units.push_back(fed("f2", 4, 2, 12, 25));   // x 11..13
        b.units.push_back(fed("f3", 6, 6, 10, 27.5)); // x 7..13, y 27.5..28.5
        b.units.push_back(reb("c1", 6, 6, 10, 22));   // x 7..13
        addArea(b, "river", {{1, 15}, {6.9, 15}, {6.9, 27}, {1, 27}});
        addArea(b, "river", {{13.1, 15}, {20, 15}, {20, 27}, {13.1, 27}});
        for (bool discard : {false, true}) {
            CAPTURE(discard);
            GameState s = combatPhase(b);
            accept(s, "charge f1");
            accept(s, "charge f2");
            s.dice.script(
                {1, 1, 1, 1, /*f2*/ 1, 1, 1, 1, /*c1*/ 4, 1, 1, 1, 1, 1, /*f1*/ 5, 5, /*f2*/ 5, 5});
            Log log;
            run(s, log, "end-phase");
            run(s, log, "losses f1");
            run(s, log, "losses f2");
            REQUIRE(s.step == Step::FallbackDiscard);
            run(s, log, discard ? "discard plain1" : "no-discard");
            // Both go by the rear, their only way, with no second discard question.
            CHECK(s.step != Step::FallbackDiscard);
            CHECK(s.step != Step::FallbackDirection);
            CHECK(unitById(s, "f1").front.y == doctest::Approx(28.5).epsilon(1e-4));
            CHECK(unitById(s, "f2").front.y == doctest::Approx(28.5).epsilon(1e-4));
            CHECK(unitById(s, "f3").bases == (discard ? 6 : 4)); // a base for each unit through it
        }
    }
    SUBCASE("across difficult terrain") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 23));
        addArea(b, "rough", {{0, 27.5}, {20, 27.5}, {20, 28.5}, {0, 28.5}});
        for (bool discard : {false, true}) {
            CAPTURE(discard);
            GameState s = combatPhase(b);
            accept(s, "charge f1");
            s.dice.script({4, 1, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 6, 6});
            Log log;
            run(s, log, "end-phase");
            run(s, log, "losses f1");
            run(s, log, discard ? "discard plain1" : "no-discard");
            REQUIRE(s.step == Step::FallbackDirection);
            run(s, log, "fall-back f1 rear"); // from y 23 to 29: across the rough
            CHECK(unitById(s, "f1").front.y == doctest::Approx(29.0));
            CHECK(unitById(s, "f1").bases == (discard ? 3 : 2));
        }
    }
}

TEST_CASE("LL-FALLBACK-4 a unit that cannot fall back, or would leave the table, is broken") {
    SUBCASE("in a corner: off the table to the rear and right, a river to the left") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 1, 6));
        b.units.push_back(reb("c1", 4, 2, 1, 3)); // x 0..2, y 1..3
        addArea(b, "river", {{2.5, 0}, {8, 0}, {8, 3.5}, {2.5, 3.5}});
        GameState s = combatPhase(b, "combat plain0", kFedHand, {});
        accept(s, "charge f1");
        s.dice.script({4, 4, 4, 1, /*c1*/ 4, 4, 1, 1, /*fall back*/ 2, 3});
        Log log;
        run(s, log, "end-phase");
        if (s.step == Step::Losses) run(s, log, "losses c1");
        int c1 = unitIndex(s, "c1");
        const Unit& u = s.units[static_cast<std::size_t>(c1)];
        CHECK(u.broken);
        CHECK_FALSE(u.onTable());
        CHECK(s.side(Side::Confederate).basesLost == 4);
    }
    SUBCASE("fall back options near the edge say which ways leave the table") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 1, 6));
        b.units.push_back(reb("c1", 4, 2, 1, 3));
        addArea(b, "river", {{2.5, 0}, {8, 0}, {8, 3.5}, {2.5, 3.5}});
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        for (const FallOption& o : fallOptions(s, unitIndex(s, "c1"), 3.0)) {
            CAPTURE(o.direction);
            CHECK_FALSE(o.legal);
            CHECK(o.offTable ==
                  (o.direction != -1)); // rear (north) and right (west) leave the table
        }
    }
    SUBCASE("hemmed in: an enemy behind, rivers on both flanks") {
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(reb("c1", 4, 2, 10, 22));
        b.units.push_back(reb("c3", 2, 2, 10, 28.5)); // y 27.5..28.5, behind f1
        addArea(b, "river", {{5, 18}, {8.9, 18}, {8.9, 31}, {5, 31}});
        addArea(b, "river", {{11.1, 18}, {15, 18}, {15, 31}, {11.1, 31}});
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        Log log = fight(s, {4, 1, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 3, 3});
        CHECK(unitById(s, "f1").broken);
        CHECK(s.side(Side::Federal).basesLost == 4);
    }
}

// [SECTION] combat cards (LL-CARD-7 and the named cards)

TEST_CASE("LL-CARD-7 Rebel Yell: Federal defenders must re-roll their successful defence dice") {
    Battle b = openField();
    b.firstSide = Side::Confederate;
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    GameState s = combatPhase(b, "combat plain0 +yell", kFedHand,
                              {"plain0", "yell", "plain1", "plain2", "plain3", "plain3"});
    REQUIRE(s.active == Side::Confederate);
    REQUIRE(s.step == Step::Phase);
    accept(s, "charge c1");
    CHECK(unitById(s, "c1").front.y == doctest::Approx(25.0));
    // c1: 4,4 succeed and are kept. f1: 4,5 succeed and must be re-rolled (6, 2):
    // the re-rolled 6 stands, the 2 fails; 1,1 are not touched.
    s.dice.script({4, 4, 1, 1, /*f1*/ 4, 5, 1, 1, /*re-rolls*/ 6, 2});
    Log log;
    run(s, log, "end-phase");
    const Event* e = combatAt(log, unitIndex(s, "f1"));
    REQUIRE(e);
    CHECK(e->dice == std::vector<int>{4, 4, 1, 1, 6, 2, 1, 1});
    CHECK(contains(e->text, "re-rolled"));
    CHECK(e->value == 2 - 1);
}

TEST_CASE("LL-CARD-7 Cold Steel: the attacker may re-roll failed attack dice, once") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    GameState s = combatPhase(b, "combat plain0 +steel");
    accept(s, "charge f1");
    // f1: 1 and 2 fail, re-rolled to 5 and 3; the 3 fails again and stays.
    s.dice.script({1, 4, 2, 4, /*re-rolls*/ 5, 3, /*c1*/ 4, 4, 1, 1});
    Log log;
    run(s, log, "end-phase");
    const Event* e = combatAt(log, unitIndex(s, "c1"));
    REQUIRE(e);
    CHECK(e->dice == std::vector<int>{5, 4, 3, 4, 4, 4, 1, 1});
    CHECK(e->value == 3 - 2);
    CHECK(contains(rollNote(*e, "c1"), "needs 4+")); // the defender's dice are not re-rolled
}

TEST_CASE("LL-CARD-7 Cold Steel: modifiers still apply to the re-rolled dice") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    addArea(b, "orchard", {{0, 18}, {20, 18}, {20, 21.5}, {0, 21.5}}); // c1 in cover: f1 needs 5+
    GameState s = combatPhase(b, "combat plain0 +steel");
    accept(s, "charge f1");
    // 4, 1 and 1 fail (the 4 only because of the -1) and are re-rolled to
    // 5, 4, 6: the re-rolled 4 fails again under the same -1.
    s.dice.script({4, 1, 5, 1, /*re-rolls*/ 5, 4, 6, /*c1*/ 4, 4, 1, 1});
    Log log;
    run(s, log, "end-phase");
    const Event* e = combatAt(log, unitIndex(s, "c1"));
    REQUIRE(e);
    CHECK(e->dice == std::vector<int>{5, 4, 5, 6, 4, 4, 1, 1});
    CHECK(contains(rollNote(*e, "f1"), "needs 5+"));
    CHECK(e->value == 3 - 2);
}

TEST_CASE("LL-CARD-7 Hold the Line: the passive player's interrupt, +1 to his defence dice") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    const std::vector<std::string> rebHand{"hold",   "plain1", "plain2",
                                           "plain2", "plain3", "plain3"};
    SUBCASE("+1: 3s succeed") {
        GameState s = combatPhase(b, "combat plain0", kFedHand, rebHand);
        REQUIRE(s.step == Step::InterruptWindow);
        accept(s, "interrupt hold");
        accept(s, "charge f1");
        s.dice.script({4, 4, 1, 1, /*c1*/ 3, 3, 2, 1});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(rollNote(*e, "c1"), "needs 3+"));
        CHECK(contains(rollNote(*e, "f1"), "needs 4+")); // not the attacker's
        CHECK(e->value == 0);                            // 2 against 2: c1 holds
    }
    SUBCASE("a vulnerable defender still needs natural 6s") {
        Battle c = openField();
        c.units.push_back(fed("f1", 4, 2, 10, 24));
        c.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 19, 0)); // struck in the rear
        GameState s = combatPhase(c, "combat plain0", kFedHand, rebHand);
        accept(s, "interrupt hold");
        accept(s, "charge f1");
        s.dice.script({3, 1, 1, 1, /*c1*/ 5, 5, 5, 6});
        Log log;
        run(s, log, "end-phase");
        const Event* e = combatAt(log, unitIndex(s, "c1"));
        REQUIRE(e);
        CHECK(contains(rollNote(*e, "c1"), "needs a 6"));
        CHECK(e->value == 1 - 1); // the 5s fail even with +1
    }
}

// [SECTION] the phase and its commands

TEST_CASE(
    "combat phase: ending it with no charge fights nothing; pending decisions are described") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    SUBCASE("no charges") {
        GameState s = combatPhase(b);
        CHECK(contains(describePending(s), "charge UNIT"));
        Log log = fight(s, {});
        CHECK(combatsIn(log) == 0);
        CHECK(hasEvent(log, EventKind::PhaseEnded));
        CHECK(s.active == Side::Confederate);
    }
    SUBCASE("the phase ends once every fall back is done, and the turn passes") {
        GameState s = combatPhase(b);
        accept(s, "charge f1");
        Log log = fight(s, {4, 4, 1, 1, /*c1*/ 4, 1, 1, 1});
        CHECK(hasEvent(log, EventKind::PhaseEnded));
        CHECK(s.combat.charged.empty());
        CHECK_FALSE(s.combat.resolving);
        if (!s.over) CHECK(s.active == Side::Confederate);
    }
}

TEST_CASE("combat commands round-trip through text") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    GameState s = combatPhase(b);
    PlayerView v = viewFor(s, Side::Federal);
    Command c;
    std::string err;
    REQUIRE(parseCommand("charge f1 wheel left 12.5", v, c, err));
    CHECK(c.kind == CommandKind::Charge);
    REQUIRE(c.segments.size() == 1);
    CHECK(c.segments[0].angle == -12.5);
    CHECK(formatCommand(c, *s.setup) == "charge f1 wheel left 12.5");
    REQUIRE(parseCommand("charge f1", v, c, err));
    CHECK(formatCommand(c, *s.setup) == "charge f1");
    REQUIRE(parseCommand("fall-back f1 right", v, c, err));
    CHECK(c.anchor == 1);
    CHECK(formatCommand(c, *s.setup) == "fall-back f1 right");
    REQUIRE(parseCommand("discard plain1", v, c, err));
    CHECK(c.kind == CommandKind::Discard);
    REQUIRE(parseCommand("no-discard", v, c, err));
    CHECK(c.kind == CommandKind::NoDiscard);
    CHECK_FALSE(parseCommand("charge f1 wheel 10", v, c, err));
    CHECK_FALSE(parseCommand("charge f1 wheel right -5", v, c, err));
    CHECK_FALSE(parseCommand("fall-back f1 back", v, c, err));
    CHECK_FALSE(parseCommand("discard", v, c, err));
    Outcome early = play(s, "no-discard");
    CHECK_FALSE(early.accepted);
    CHECK(early.refusal.rule == "LL-FALLBACK-3");
}

TEST_CASE("combat commands: a whole-number wheel prints as a plain number") {
    Battle b = openField();
    b.units.push_back(fed("f1", 4, 2, 10, 25));
    b.units.push_back(reb("c1", 4, 2, 10, 22));
    GameState s = combatPhase(b);
    Command c;
    std::string err;
    REQUIRE(parseCommand("charge f1 wheel left 10", viewFor(s, Side::Federal), c, err));
    CHECK(c.segments[0].angle == -10.0);
    CHECK(formatCommand(c, *s.setup) == "charge f1 wheel left 10");
}

TEST_CASE("LL-COMBAT-2 the charge preview's odds agree with the dice rolled (front, rear, limbered "
          "guns)") {
    struct Case {
        const char* name;
        UnitSetup defender;
        int attackDice, defenceDice;
        bool vulnerable;
    };
    const Case cases[] = {
        {"a frontal charge, 4 bases against 4", reb("c1", 4, 2, 10, 22), 4, 4, false},
        {"a charge into the rear", infantry("c1", Side::Confederate, 4, 2, 10, 19, 0), 4, 4, true},
        {"a limbered battery: the higher of two dice",
         battery("c1", Side::Confederate, 2, 10, 22, 180, true), 4, 0, false},
    };
    for (const Case& k : cases) {
        CAPTURE(k.name);
        Battle b = openField();
        b.units.push_back(fed("f1", 4, 2, 10, 25));
        b.units.push_back(k.defender);
        GameState s = combatPhase(b);
        int f1 = unitIndex(s, "f1"), c1 = unitIndex(s, "c1");
        ChargePlan plan = bestCharge(s, f1);
        REQUIRE(plan.legal);
        std::vector<CombatOdds> odds = previewCharge(s, plan);
        REQUIRE(odds.size() == 1);
        CHECK(odds[0].defender == c1);
        CHECK(odds[0].attackDice == k.attackDice);
        CHECK(odds[0].defenceDice == k.defenceDice);
        CHECK(odds[0].vulnerable == k.vulnerable);
        CHECK(odds[0].winChance > 0.0);
        CHECK(odds[0].winChance < 1.0);
        // The same charge fought 4000 times with fresh dice.
        accept(s, "charge f1");
        int won = 0, margin = 0;
        const int n = 4000;
        for (int i = 0; i < n; ++i) {
            GameState t = s;
            t.dice = Dice(1000 + static_cast<std::uint64_t>(i));
            Log log;
            run(t, log, "end-phase");
            const Event* e = combatAt(log, c1);
            REQUIRE(e);
            if (e->value > 0) {
                ++won;
                margin += e->value;
            }
        }
        CHECK(std::fabs(double(won) / n - odds[0].winChance) < 0.03);
        CHECK(std::fabs(double(margin) / n - odds[0].expectedMargin) < 0.08);
    }
}
