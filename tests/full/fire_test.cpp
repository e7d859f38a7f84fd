// FG-FIRE and the fire parts of FG-TRAIT and FG-LEAD: who fires, the dice
// and numbers of a volley, saves, hits to stands, suppression, plunging fire,
// smoke, the fire phase through the door.
#include "fire_fixtures.h"
#include "full/command.h"
#include "full/fire.h"
#include "full/formation.h"
#include "full/orders.h"
#include "full/sequence.h"

#include <doctest/doctest.h>

#include <algorithm>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

Command fireCmd(int unit, int target, int section = -1) {
    Command c;
    c.kind = CommandKind::Fire;
    c.side = Side::Federal;
    c.unit = unit;
    c.section = section;
    c.target = target;
    return c;
}

} // namespace

TEST_CASE("FG-FIRE-1 only units that held fire; limbered guns, road columns and marked units do not") {
    Battle b = facing(6);
    GameState s = firePhase(b);
    CHECK(checkFire(s, 0, -1, 1).ok());
    s.units[0].order = Order::Hold;
    CHECK(checkFire(s, 0, -1, 1).ok());
    s.units[0].order = Order::Advance;
    auto r = checkFire(s, 0, -1, 1).refusal;
    REQUIRE(r);
    CHECK(r->rule == "FG-FIRE-1");
    CHECK(r->reason.find("did not hold") != std::string::npos);
    s.units[0].order = Order::Oblique; // FG-D-38: an oblique is its order
    CHECK(checkFire(s, 0, -1, 1).refusal);
    s.units[0].order = Order::None;
    s.units[0].firedMark = true;
    r = checkFire(s, 0, -1, 1).refusal;
    REQUIRE(r);
    CHECK(r->reason.find("marked fired") != std::string::npos);
    s.units[0].firedMark = false;
    s.units[0].formation = Formation::RoadColumn;
    s.units[0].stands = 4;
    CHECK(checkFire(s, 0, -1, 1).refusal);
    // The passive side never fires in phase 3 (FG-D-8).
    s = firePhase(b);
    CHECK(checkFire(s, 1, -1, 0).refusal->rule == "FG-D-8");
}

TEST_CASE("FG-FIRE-1 a battery that moved by prolonge still fires; a limbered one does not") {
    Battle b = facing(8);
    int g = addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {30, 30}, 0);
    GameState s = firePhase(b);
    s.units[g].order = Order::Advance; // prolonge (FG-D-30)
    CHECK(checkFire(s, g, 0, 1).ok());
    s.units[g].formation = Formation::Limbered;
    auto r = checkFire(s, g, -1, 1).refusal;
    REQUIRE(r);
    CHECK(r->reason.find("limbered") != std::string::npos);
}

TEST_CASE("FG-FIRE-2 the matrix: dice per stand by band, smoothbore's 2 at point-blank and no long fire") {
    Battle b = facing(3.0);
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.band == Band::PointBlank);
    CHECK(f.volley.dice == 4); // rifled: 1 a stand
    CHECK(f.volley.matrix == 4);
    b.units[0].weapon = Weapon::Smoothbore;
    s = firePhase(b);
    CHECK(checkFire(s, 0, -1, 1).volley.dice == 8);
    b.units[0].weapon = Weapon::Repeater;
    s = firePhase(b);
    CHECK(checkFire(s, 0, -1, 1).volley.dice == 12);
    // Smoothbore "-" at long range.
    Battle far = facing(12.0);
    far.units[0].weapon = Weapon::Smoothbore;
    s = firePhase(far);
    auto r = checkFire(s, 0, -1, 1).refusal;
    REQUIRE(r);
    CHECK(r->rule == "FG-FIRE-2");
    // Rifled at long range: 5+.
    far.units[0].weapon = Weapon::Rifled;
    s = firePhase(far);
    f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.band == Band::Long);
    CHECK(f.volley.matrix == 5);
    // Beyond 16": out of reach.
    s = firePhase(facing(17.0));
    CHECK(checkFire(s, 0, -1, 1).refusal->rule == "FG-FIRE-2");
}

TEST_CASE("FG-FIRE-2 guns fire by sections: 3 dice each at point-blank with no saves, 2 in canister range") {
    Battle b = facing(3.0);
    b.units[0].front = {10, 40}; // out of the way
    int g = addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {36, 30}, 0);
    b.units[g].gun = GunType::Napoleon;
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, g, 0, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.artillery);
    CHECK(f.volley.dice == 3);
    CHECK(f.volley.matrix == 2);
    CHECK(f.volley.save == 0);
    CHECK(f.volley.saveBase.find("no save") != std::string::npos);
    // A battery names a section or is focused.
    CHECK(checkFire(s, g, -1, 1).refusal->rule == "FG-D-30");
    CHECK(checkFire(s, g, 2, 1).refusal->rule == "FG-D-30");
}

TEST_CASE("FG-FIRE-3 to-hit modifiers: open order target, hesitant brigade, naturals in the roll") {
    Battle b = facing(5.0);
    b.units[1].formation = Formation::OpenOrder;
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(hasTerm(f.volley.toHitTerms, -1, "open order"));
    CHECK(f.volley.toHit == 5);
    s.brigades[0].clock = Clock::Hesitant;
    f = checkFire(s, 0, -1, 1);
    CHECK(hasTerm(f.volley.toHitTerms, -1, "hesitant"));
    CHECK(f.volley.toHit == 6);
    // A natural 6 hits though 7+ is needed; a natural 1 misses though 0+ would do.
    s.units[0].stands = 2;
    s.brigades[1].lost = 0;
    f = checkFire(s, 0, -1, 1);
    Volley v = f.volley;
    v.toHit = 7;
    v.save = 0;
    s.dice.script({6, 5});
    std::vector<Event> events;
    resolveVolley(s, v, events);
    REQUIRE(count(events, EventKind::Fired) == 1);
    CHECK(events.front().value == 1);
}

TEST_CASE("FG-FIRE-3 enfilade from behind the target's front edge, cancelled by a refused flank (FG-D-32)") {
    Battle b = emptyBattle();
    // The firer faces east; the target faces north, its front edge at y 29:
    // the firer's muzzle (20,30) lies behind that line, on its left.
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 4, {20, 30}, 90);
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 4, {26, 29}, 0);
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(hasTerm(f.volley.toHitTerms, +1, "enfilade"));
    CHECK(f.volley.flanking);
    s.units[1].refused = 1 | 2;
    f = checkFire(s, 0, -1, 1);
    CHECK_FALSE(hasTerm(f.volley.toHitTerms, +1, "enfilade"));
    CHECK(f.volley.flanking); // crossfire still counts
}

TEST_CASE("FG-FIRE-4 saves: open none, woods light 5+, open order +1, skirmishers 5+ in the open, road column -2") {
    Battle b = facing(6.0);
    GameState s = firePhase(b);
    CHECK(checkFire(s, 0, -1, 1).volley.save == 0);
    Battle w = facing(6.0);
    addArea(w, "woods", rect(30, 20, 42, 26));
    s = firePhase(w);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.save == 5);
    s.units[1].formation = Formation::OpenOrder;
    f = checkFire(s, 0, -1, 1);
    CHECK(f.volley.save == 4);
    // Open order in the open: 6+ (FG-D-22).
    Battle o = facing(6.0);
    o.units[1].formation = Formation::OpenOrder;
    s = firePhase(o);
    CHECK(checkFire(s, 0, -1, 1).volley.save == 6);
    // Dismounted cavalry: light cover in the open, 5+.
    Battle d = facing(6.0, 5);
    d.units[1].arm = Arm::Cavalry;
    d.units[1].formation = Formation::Dismounted;
    s = firePhase(d);
    CHECK(checkFire(s, 0, -1, 1).volley.save == 5);
    // Road column in woods: 5+ -2 = 7+: no save (FG-D-37).
    Battle r = facing(6.0);
    addArea(r, "woods", rect(30, 10, 42, 26));
    r.units[1].formation = Formation::RoadColumn;
    s = firePhase(r);
    f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(hasTerm(f.volley.saveTerms, -2, "road column"));
    CHECK(f.volley.save == 0);
}

TEST_CASE("FG-FIRE-5 every 2 unsaved hits a stand, the odd hit kept for the next volley") {
    Battle b = facing(3.0, 6);
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    REQUIRE(f.volley.dice == 6);
    std::vector<Event> events;
    s.dice.script({4, 4, 4, 1, 2, 3}); // 3 hits, no save in the open
    resolveVolley(s, f.volley, events);
    CHECK(s.units[1].stands == 5);
    CHECK(s.units[1].oddHits == 1);
    CHECK(s.brigades[1].lost == 1);
    // The next volley's one hit joins the odd one: another stand.
    s.units[0].fired = false;
    f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.oddHits == 1);
    events.clear();
    s.dice.script({4, 1, 1, 1, 1, 1});
    resolveVolley(s, f.volley, events);
    CHECK(s.units[1].stands == 4);
    CHECK(s.units[1].oddHits == 0);
}

TEST_CASE("FG-FIRE-5 the owner chooses which end the lost stands came from") {
    Battle b = facing(3.0, 6);
    GameState s = firePhase(b);
    const Vec2 before = s.units[1].front;
    s.dice.script({4, 4, 4, 4, 1, 1});
    Command c = fireCmd(0, 1);
    REQUIRE_FALSE(validate(s, c));
    applyCommand(s, c);
    CHECK(s.units[1].stands == 4);
    REQUIRE(s.awaited());
    CHECK(s.awaited()->kind == PendingKind::Losses);
    CHECK(s.awaited()->decider == Side::Confederate);
    CHECK(s.awaited()->count == 2);
    // The Federal player cannot answer, nor fire meanwhile.
    CHECK(validate(s, fireCmd(0, 1)));
    Command l;
    l.kind = CommandKind::Losses;
    l.side = Side::Confederate;
    l.unit = 1;
    l.dir = -1; // from its left end: it faces south, so its left is to the east (+x)
    REQUIRE_FALSE(validate(s, l));
    applyCommand(s, l);
    CHECK(s.awaited()->kind == PendingKind::Fire);
    // Facing south, its right is west: the centre moved 1" west.
    CHECK(s.units[1].front.x == doctest::Approx(before.x - 1.0));
    CHECK(s.units[1].front.y == doctest::Approx(before.y));
}

TEST_CASE("FG-FIRE-6 suppression: a natural 6 within 6\" calls a check, two beyond; Iron Discipline ignores the first") {
    Battle b = facing(5.0);
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.close);
    // +1 fresh, no cover: regular 4 - 1 = 3+.
    CHECK(hasTerm(f.volley.suppressionTerms, +1, "fresh"));
    CHECK(f.volley.suppressionNeed == 3);
    std::vector<Event> events;
    s.dice.script({6, 1, 1, 1, 2}); // one hit, a natural 6; the check rolls 2: fails
    resolveVolley(s, f.volley, events);
    CHECK(count(events, EventKind::Suppressed) == 1);
    CHECK(s.units[1].disordered);
    // Beyond 6": one natural 6 is not enough.
    Battle far = facing(7.0);
    s = firePhase(far);
    f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK_FALSE(f.volley.close);
    events.clear();
    s.dice.script({6, 1, 1, 1});
    resolveVolley(s, f.volley, events);
    CHECK(count(events, EventKind::Suppressed) == 0);
    // Iron Discipline: the first trigger this turn is ignored.
    s = firePhase(b);
    s.units[1].traits |= kIronDiscipline;
    f = checkFire(s, 0, -1, 1);
    CHECK(f.volley.ironIgnores);
    events.clear();
    s.dice.script({6, 1, 1, 1});
    resolveVolley(s, f.volley, events);
    CHECK(s.units[1].ironUsed);
    CHECK_FALSE(s.units[1].disordered);
    CHECK(count(events, EventKind::Check) == 0);
}

TEST_CASE("FG-FIRE-6 crossfire: a volley from the flank counts for later checks this phase (FG-D-8)") {
    Battle b = facing(5.0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {44, 22}, 270); // east of the target, facing west
    GameState s = firePhase(b);
    FireCheck side = checkFire(s, 2, -1, 1);
    REQUIRE(side.ok());
    CHECK(side.volley.flanking);
    CHECK(hasTerm(side.volley.suppressionTerms, -1, "crossfire"));
    FireCheck front = checkFire(s, 0, -1, 1);
    REQUIRE(front.ok());
    CHECK_FALSE(hasTerm(front.volley.suppressionTerms, -1, "crossfire"));
    std::vector<Event> events;
    s.dice.script({1, 1, 1, 1});
    resolveVolley(s, side.volley, events);
    CHECK(s.units[1].flanked);
    front = checkFire(s, 0, -1, 1);
    CHECK(hasTerm(front.volley.suppressionTerms, -1, "crossfire"));
}

TEST_CASE("FG-FIRE-8 a volley makes smoke, skirmishers and dismounted cavalry make none; it clears when it holds fire") {
    Battle b = facing(5.0);
    GameState s = firePhase(b);
    s.dice.script({1, 1, 1, 1});
    applyCommand(s, fireCmd(0, 1));
    CHECK(s.units[0].smoke);
    CHECK(s.units[0].fired);
    // Beyond 6" a smoked firer takes -1.
    Battle far = facing(7.0);
    s = firePhase(far);
    s.units[0].smoke = true;
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(hasTerm(f.volley.toHitTerms, -1, "smoke"));
    // Within 6" it is ignored.
    s = firePhase(b);
    s.units[0].smoke = true;
    CHECK_FALSE(hasTerm(checkFire(s, 0, -1, 1).volley.toHitTerms, -1, "smoke"));
    // Dismounted cavalry makes none.
    Battle d = facing(5.0, 5);
    d.units[0].arm = Arm::Cavalry;
    d.units[0].formation = Formation::Dismounted;
    s = firePhase(d);
    CHECK_FALSE(checkFire(s, 0, -1, 1).volley.smokes);
}

TEST_CASE("FG-FIRE-10 mounted cavalry fires pistols and carbines: 4+, a die a stand, 6\" at most") {
    Battle b = facing(5.0);
    b.units[0].arm = Arm::Cavalry;
    b.units[0].formation = Formation::Mounted;
    b.units[0].weapon = Weapon::Repeater;
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.mounted);
    CHECK(f.volley.dice == 4);
    CHECK(f.volley.matrix == 4);
    s = firePhase([] {
        Battle far = facing(6.5);
        far.units[0].arm = Arm::Cavalry;
        far.units[0].formation = Formation::Mounted;
        return far;
    }());
    auto r = checkFire(s, 0, -1, 1).refusal;
    REQUIRE(r);
    CHECK(r->reason.find("6\"") != std::string::npos);
}

TEST_CASE("FG-TRAIT-1 Steady re-rolls one failed save once a game; Sharpshooters one miss at medium range") {
    Battle b = facing(6.0);
    addArea(b, "woods", rect(30, 20, 42, 26));
    b.units[1].traitsOn = kSteady;
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.steady);
    std::vector<Event> events;
    // 2 hits; saves 1 and 5 (one failed), Steady re-rolls it: 6. No stand lost.
    s.dice.script({4, 4, 1, 1, 1, 5, 6});
    resolveVolley(s, f.volley, events);
    CHECK(s.units[1].stands == 4);
    CHECK(s.units[1].oddHits == 0);
    CHECK((s.units[1].onceUsed & kSteady) != 0);
    s.units[0].fired = false;
    CHECK_FALSE(checkFire(s, 0, -1, 1).volley.steady);
    // Sharpshooters at medium range.
    Battle m = facing(6.0);
    m.units[0].traitsOn = kSharpshooters;
    s = firePhase(m);
    f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.sharpshooters);
    events.clear();
    s.dice.script({1, 1, 1, 1, 4}); // four misses; the re-roll hits
    resolveVolley(s, f.volley, events);
    CHECK(events.front().value == 1);
    // Not at point-blank.
    Battle pb = facing(3.0);
    pb.units[0].traitsOn = kSharpshooters;
    s = firePhase(pb);
    CHECK_FALSE(checkFire(s, 0, -1, 1).volley.sharpshooters);
}

TEST_CASE("FG-TRAIT-1 Seen the Elephant: the first volley at the unit calls a 5+ check, hit or not") {
    Battle b = facing(7.0);
    b.units[1].traitsOn = kSeenTheElephant;
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK(f.volley.elephant);
    std::vector<Event> events;
    s.dice.script({1, 1, 1, 1, 4}); // no hits; the check needs 5+ (fresh is no term of it): 4 fails
    resolveVolley(s, f.volley, events);
    CHECK(s.units[1].disordered);
    CHECK((s.units[1].onceUsed & kSeenTheElephant) != 0);
}

TEST_CASE("FG-LEAD-1 leader risk when his regiment loses a stand to a volley") {
    Battle b = facing(3.0, 6);
    GameState s = firePhase(b);
    s.brigades[1].attached = 1;
    s.brigades[1].leader = s.units[1].front;
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    std::vector<Event> events;
    s.dice.script({4, 4, 1, 1, 1, 1, 2}); // 2 hits: a stand; risk rolls 2: unhurt
    resolveVolley(s, f.volley, events);
    CHECK(count(events, EventKind::LeaderRisk) == 1);
}

TEST_CASE("FG-D-8 the fire phase through the door: volleys one at a time, then end; an empty phase passes") {
    Battle b = facing(5.0);
    GameState s = firePhase(b);
    s.dice.script({1, 1, 1, 1});
    Command c = fireCmd(0, 1);
    REQUIRE_FALSE(validate(s, c));
    applyCommand(s, c);
    CHECK(s.phase == Phase::Fire);
    auto r = validate(s, c);
    REQUIRE(r);
    CHECK(r->rule == "FG-D-8");
    // Orders are refused in the fire phase.
    Command hold;
    hold.kind = CommandKind::Hold;
    hold.side = Side::Federal;
    hold.unit = 0;
    CHECK(validate(s, hold)->rule == "FG-D-8");
    Command end;
    end.kind = CommandKind::EndOrders;
    end.side = Side::Federal;
    REQUIRE_FALSE(validate(s, end));
    applyCommand(s, end);
    CHECK(s.active == Side::Confederate);
    CHECK_FALSE(s.units[0].fired);
    CHECK(s.units[0].smoke); // kept through the enemy's turn (FG-D-10)
    // Out of range: the phase passes at once after the orders phase.
    Battle far = facing(20.0);
    s = stateOf(far);
    s.active = Side::Federal;
    s.phase = Phase::Orders;
    s.pending = {Pending{PendingKind::Orders, Side::Federal, -1, -1}};
    std::vector<Event> events;
    endOrders(s, events);
    CHECK(s.active == Side::Confederate);
}

TEST_CASE("FG-CMD-4 Battery Focus: sections fire as one volley for a pip, priced by the farthest section") {
    Battle b = facing(8.0);
    int g = addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {31, 30}, 0);
    b.units[g].gun = GunType::Napoleon;
    b.brigades[0].leader = {31, 32};
    GameState s = firePhase(b);
    Command f;
    f.kind = CommandKind::Focus;
    f.side = Side::Federal;
    f.unit = g;
    f.sections = {{g, 0}, {g, 1}};
    f.target = 1;
    auto r = validate(s, f);
    REQUIRE(r); // no pips
    CHECK(r->rule == "FG-CMD-4");
    s.brigades[0].pips = 1;
    REQUIRE_FALSE(validate(s, f));
    FireCheck v = checkFocus(s, f.sections, 1);
    REQUIRE(v.ok());
    CHECK(v.volley.dice == 4); // 2 sections x 2 (medium, 4.1-10")
    CHECK(v.volley.focus.size() == 2);
    s.dice.script({1, 1, 1, 1});
    applyCommand(s, f);
    CHECK(s.brigades[0].pips == 0);
    CHECK(hasFired(s, {g, 0}));
    CHECK(hasFired(s, {g, 1}));
}
