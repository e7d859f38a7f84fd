// FG-MELEE-1, FG-CMD-4, FG-D-15, FG-SEQ-2, FG-MELEE-2, FG-MELEE-3,
// FG-D-20, FG-D-21, FG-TRAIT-1: the assault order through the door, the
// melee phase of the turn and the victor's consolidation, and the door's
// refusals and determinism around a paused move.
#include "full/door.h"
#include "full/fire.h"
#include "full/melee.h"
#include "full/reactions.h"
#include "reactions_fixtures.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;
namespace core = guidon::core;

namespace {

// The dice (attacker's, defender's) that give `margin` in the one melee
// (or the melee `which` of several).
std::vector<int> meleeDice(const GameState& s, int margin, int which = -1) {
    const std::vector<Melee> ms = meleesOf(s);
    if (which < 0) REQUIRE(ms.size() == 1);
    const MeleeCheck c = meleeCheckOf(s, ms.at(which < 0 ? 0 : which));
    REQUIRE_FALSE(c.autoLose);
    const int diff = c.attacker.score() - c.defender.score();
    for (int d = 1; d <= 6; ++d) {
        const int a = margin - diff + d;
        if (a >= 1 && a <= 6) return {a, d};
    }
    FAIL("no dice give that margin");
    return {};
}

// The 2nd Wisconsin assaults the 4th Alabama 5" ahead and charges home,
// the Confederates passing on every reaction.
GameState chargedHome(Battle b) {
    GameState s = ordersPhase(b);
    REQUIRE(send(s, Side::Federal, "assault 2wi at 4al").ok);
    passAll(s);
    REQUIRE(engaged(s, 0));
    REQUIRE(awaiting(s, PendingKind::Orders));
    return s;
}

bool phaseStarted(const std::vector<Event>& events, Phase p) {
    return std::any_of(events.begin(), events.end(), [&](const Event& e) {
        return e.kind == EventKind::PhaseStarted && e.value == static_cast<int>(p);
    });
}

} // namespace

// [SECTION] FG-MELEE-1, FG-CMD-4, FG-D-15: the assault order through the door

TEST_CASE("FG-CMD-4 an assault costs 1 pip, 2 at 12-24; double-time one more at the unit's tier") {
    SUBCASE("bugle: 1, double 2") {
        GameState s = ordersPhase(opposed(5.0), 3);
        GameState d = s;
        REQUIRE(send(s, Side::Federal, "assault 2wi at 4al").ok);
        CHECK(s.brigades[0].pips == 2);
        REQUIRE(send(d, Side::Federal, "assault 2wi at 4al double").ok);
        CHECK(d.brigades[0].pips == 1);
        CHECK(d.units[0].doubleTime);
    }
    SUBCASE("distant: 2, double 4 (FG-D-2)") {
        Battle b = opposed(5.0);
        b.brigades[0].leader = {36, 46}; // 15.5" behind the front's centre
        GameState s = ordersPhase(b, 3);
        GameState d = ordersPhase(b, 3);
        REQUIRE(send(s, Side::Federal, "assault 2wi at 4al").ok);
        CHECK(s.brigades[0].pips == 1);
        const Sent poor = send(d, Side::Federal, "assault 2wi at 4al double");
        CHECK_FALSE(poor.ok); // 4 pips asked, 3 held
        CHECK(d.brigades[0].pips == 3);
        d.brigades[0].pips = 4;
        REQUIRE(send(d, Side::Federal, "assault 2wi at 4al double").ok);
        CHECK(d.brigades[0].pips == 0);
    }
    SUBCASE("no pip: refused") {
        GameState s = ordersPhase(opposed(5.0), 0);
        const Sent r = send(s, Side::Federal, "assault 2wi at 4al");
        CHECK_FALSE(r.ok);
        CHECK(s.units[0].front.y == doctest::Approx(30.0));
    }
}

TEST_CASE("FG-MELEE-1 an assault is refused for a disordered unit, a hesitant brigade, a road "
          "column, a screen") {
    SUBCASE("disordered (FG-DISC-2)") {
        GameState s = ordersPhase(opposed(5.0));
        s.units[0].disordered = true;
        CHECK(send(s, Side::Federal, "assault 2wi at 4al").rule == "FG-DISC-2");
        CHECK(s.brigades[0].pips == 3);
    }
    SUBCASE("hesitant brigade (FG-BRIG-1)") {
        Battle b = opposed(5.0);
        addUnit(b, "fres", 0, Arm::Infantry, Formation::Line, 6, {10, 46}, 0);
        GameState s = ordersPhase(b);
        s.units[2].stands = 3;
        s.brigades[0].lost = 3;
        s.brigades[0].clock = Clock::Hesitant;
        CHECK(send(s, Side::Federal, "assault 2wi at 4al").rule == "FG-BRIG-1");
    }
    SUBCASE("road column (FG-MELEE-5)") {
        Battle b = opposed(5.0);
        b.units[0].formation = Formation::RoadColumn;
        GameState s = ordersPhase(b);
        CHECK(send(s, Side::Federal, "assault 2wi at 4al").rule == "FG-MELEE-5");
    }
    SUBCASE("a skirmish screen (FG-D-28)") {
        Battle b = opposed(5.0);
        const int sk = addUnit(b, "sk", 0, Arm::Infantry, Formation::OpenOrder, 2, {30, 27}, 0);
        b.units[sk].parent = 0;
        b.units[0].front = {36, 34};
        b.brigades[0].leader = {36, 37};
        GameState s = ordersPhase(b);
        CHECK(send(s, Side::Federal, "assault sk at 4al").rule == "FG-D-28");
    }
    SUBCASE("the other side's unit, or a target of its own side") {
        GameState s = ordersPhase(opposed(5.0));
        CHECK_FALSE(send(s, Side::Federal, "assault 4al at 2wi").ok);
        CHECK_FALSE(send(s, Side::Confederate, "assault 2wi at 4al").ok);
    }
}

TEST_CASE("FG-D-15 the wheel is planned when not named, and the line reads back the same") {
    Battle b = opposed(5.0);
    b.units[1].front = {41, 26}; // off to the right: straight ahead misses it
    GameState s = ordersPhase(b);
    Command c;
    std::string error;
    REQUIRE(parseCommand(s, Side::Federal, "assault 2wi at 4al", c, error));
    CHECK(c.plan.wheelDir == 1);
    CHECK(c.plan.wheelDeg > 0.0);
    CHECK(c.plan.wheelDeg <= 45.0);
    const std::string text = commandText(s, c);
    CHECK(text.find("wheel right") != std::string::npos);
    Command back;
    REQUIRE(parseCommand(s, Side::Federal, text, back, error));
    CHECK(commandText(s, back) == text);
    CHECK(back.plan.wheelDeg == c.plan.wheelDeg);
    // The planned line and the written one do the same.
    GameState x = s, y = s;
    REQUIRE(send(x, Side::Federal, "assault 2wi at 4al").ok);
    REQUIRE(send(y, Side::Federal, text).ok);
    passAll(x);
    passAll(y);
    CHECK(stateHash(x) == stateHash(y));
    CHECK(engaged(x, 0));
    // Straight ahead when that reaches: no wheel written.
    GameState z = ordersPhase(opposed(5.0));
    REQUIRE(parseCommand(z, Side::Federal, "assault 2wi at 4al double", c, error));
    CHECK(commandText(z, c) == "assault 2wi at 4al double");
}

TEST_CASE("FG-D-15 at contact the charger is marked attacker, charging, with momentum") {
    GameState s = chargedHome(opposed(5.0));
    CHECK(s.units[0].attacker);
    CHECK(s.units[0].charging);
    CHECK(s.units[0].momentum);
    CHECK(s.units[0].order == Order::Assault);
    CHECK(s.units[0].front.y == doctest::Approx(25.0));
    CHECK_FALSE(s.units[1].attacker);
    SUBCASE("no momentum under 3 of path") {
        GameState t = chargedHome(opposed(2.5));
        CHECK(t.units[0].attacker);
        CHECK_FALSE(t.units[0].momentum);
    }
}

TEST_CASE("FG-TRAIT-1 a Rebel Yell charger makes its target check at contact") {
    Battle b = opposed(5.0);
    b.units[0].traitsOn = kRebelYell;
    SUBCASE("failing, disordered") {
        GameState s = ordersPhase(b);
        REQUIRE(send(s, Side::Federal, "assault 2wi at 4al").ok);
        s.dice.script({2}); // passes roll nothing: the next die is the check's
        std::vector<Event> last;
        for (int guard = 0; guard < 10 && awaiting(s, PendingKind::Reaction); ++guard) {
            const Sent p = send(s, Side::Confederate, "pass");
            REQUIRE(p.ok);
            last = p.events;
        }
        REQUIRE(engaged(s, 0));
        const Event* check = firstOf(last, EventKind::Check, 1);
        REQUIRE(check);
        CHECK(check->value == 0);
        CHECK(s.units[1].disordered);
    }
}

// [SECTION] FG-SEQ-2, FG-MELEE-2, FG-MELEE-3, FG-D-20: the melee phase and consolidation

TEST_CASE("FG-SEQ-2 FG-MELEE-3 FG-D-20 the melee is fought in phase 4; the victor's owner "
          "consolidates; then the end phase") {
    GameState s = chargedHome(opposed(5.0));
    s.dice.script(meleeDice(s, 1)); // a repulse
    const Sent end = send(s, Side::Federal, "end");
    REQUIRE(end.ok);
    CHECK(phaseStarted(end.events, Phase::Melee));
    CHECK(eventsOf(end.events, EventKind::MeleeFought) == 1);
    CHECK_FALSE(phaseStarted(end.events, Phase::End));
    REQUIRE(awaiting(s, PendingKind::Consolidate));
    CHECK(s.awaited()->decider == Side::Federal);
    CHECK(s.awaited()->unit == 0);
    CHECK(s.phase == Phase::Melee);
    CHECK(s.active == Side::Federal);
    CHECK(s.units[1].front.y == doctest::Approx(22.0)); // 3" back
    CHECK_FALSE(engaged(s, 0));
    // Wrong answers first.
    CHECK(send(s, Side::Federal, "consolidate 2wi 2.5").rule == "FG-D-20");
    CHECK(send(s, Side::Federal, "consolidate 2wi -2.5").rule == "FG-D-20");
    CHECK_FALSE(send(s, Side::Confederate, "consolidate 2wi 1").ok);
    CHECK_FALSE(send(s, Side::Federal, "advance 2wi 1").ok);
    CHECK_FALSE(send(s, Side::Federal, "end").ok);
    CHECK_FALSE(send(s, Side::Federal, "pass").ok);
    SUBCASE("1.5 ahead") {
        const Sent c = send(s, Side::Federal, "consolidate 2wi 1.5");
        REQUIRE(c.ok);
        CHECK(s.units[0].front.y == doctest::Approx(23.5));
        CHECK(phaseStarted(c.events, Phase::End));
        CHECK(s.active == Side::Confederate);
        CHECK_FALSE(awaiting(s, PendingKind::Consolidate));
    }
    SUBCASE("0: it stays") {
        const Sent c = send(s, Side::Federal, "consolidate 2wi 0");
        REQUIRE(c.ok);
        CHECK(s.units[0].front.y == doctest::Approx(25.0));
        CHECK(phaseStarted(c.events, Phase::End));
        CHECK(s.active == Side::Confederate);
    }
    SUBCASE("back 2") {
        REQUIRE(send(s, Side::Federal, "consolidate 2wi -2").ok);
        CHECK(s.units[0].front.y == doctest::Approx(27.0));
        CHECK(s.units[0].facing == doctest::Approx(0.0));
    }
}

TEST_CASE("FG-SEQ-2 the fire phase comes before the melee: a unit that held fires, then phase 4") {
    Battle b = opposed(5.0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {52, 30}, 0);
    addUnit(b, "5al", 1, Arm::Infantry, Formation::Line, 4, {52, 25}, 180);
    b.brigades[0].leader = {44, 33};
    GameState s = chargedHome(b);
    REQUIRE(send(s, Side::Federal, "hold 6wi").ok);
    const Sent orders = send(s, Side::Federal, "end");
    REQUIRE(orders.ok);
    REQUIRE(awaiting(s, PendingKind::Fire));
    CHECK(eventsOf(orders.events, EventKind::MeleeFought) == 0);
    CHECK(send(s, Side::Federal, "fire 2wi at 4al").rule == "FG-FIRE-1"); // it assaulted
    CHECK_FALSE(send(s, Side::Federal, "fire 6wi at 4al").ok);            // no firing at a melee
    s.dice.script(meleeDice(s, 1));
    const Sent fire = send(s, Side::Federal, "end");
    REQUIRE(fire.ok);
    CHECK(phaseStarted(fire.events, Phase::Melee));
    CHECK(eventsOf(fire.events, EventKind::MeleeFought) == 1);
    CHECK(awaiting(s, PendingKind::Consolidate));
}

TEST_CASE("FG-D-20 a consolidation never goes into contact") {
    Battle b = opposed(5.0);
    // A second Confederate regiment beside the 4th Alabama's retreat, half a
    // stand across the 2nd Wisconsin's front: stands x 37-41, y 22.5-23.5.
    addUnit(b, "5al", 1, Arm::Infantry, Formation::Line, 4, {39, 23.5}, 180);
    GameState s = chargedHome(b);
    REQUIRE(s.units[0].front.y == doctest::Approx(25.0));
    s.dice.script(meleeDice(s, 1));
    REQUIRE(send(s, Side::Federal, "end").ok);
    REQUIRE(awaiting(s, PendingKind::Consolidate));
    const Sent touch = send(s, Side::Federal, "consolidate 2wi 1.5");
    CHECK_FALSE(touch.ok);
    CHECK(touch.rule == "FG-D-20");
    CHECK_FALSE(send(s, Side::Federal, "consolidate 2wi 2").ok);
    REQUIRE(send(s, Side::Federal, "consolidate 2wi 1.4").ok);
    CHECK(s.units[0].front.y == doctest::Approx(23.6));
    CHECK_FALSE(engaged(s, 0));
}

TEST_CASE("FG-MELEE-3 a tie stays locked and is fought again in the next melee phase") {
    GameState s = chargedHome(opposed(5.0));
    s.dice.script(meleeDice(s, 0));
    const Sent end = send(s, Side::Federal, "end");
    REQUIRE(end.ok);
    CHECK(eventsOf(end.events, EventKind::MeleeFought) == 1);
    CHECK_FALSE(awaiting(s, PendingKind::Consolidate));
    CHECK(phaseStarted(end.events, Phase::End));
    REQUIRE(s.active == Side::Confederate);
    CHECK(engaged(s, 0));
    CHECK(engaged(s, 1));
    CHECK(s.units[0].disordered);
    CHECK(s.units[0].oddHits == 1);
    CHECK(s.units[1].oddHits == 1);
    CHECK(s.units[0].attacker); // still the attacker, while engaged (FG-D-21)
    CHECK_FALSE(s.units[0].momentum);
    // The Confederate turn: engaged units take no order (FG-D-21).
    while (awaiting(s, PendingKind::DivisionPip))
        REQUIRE(send(s, Side::Confederate, "division cb").ok);
    REQUIRE(awaiting(s, PendingKind::Orders));
    CHECK_FALSE(send(s, Side::Confederate, "assault 4al at 2wi").ok);
    const Sent again = send(s, Side::Confederate, "end");
    REQUIRE(again.ok);
    CHECK(eventsOf(again.events, EventKind::MeleeFought) == 1);
    const std::vector<Event>& ev = again.events;
    const auto fought = std::find_if(
        ev.begin(), ev.end(), [](const Event& e) { return e.kind == EventKind::MeleeFought; });
    REQUIRE(fought != ev.end());
    CHECK(fought->side == Side::Federal); // the side that assaulted stays the attacker
}

TEST_CASE(
    "FG-D-20 two victors consolidate one after the other, in unit order; then the end phase") {
    Battle b = opposed(5.0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {52, 30}, 0);
    addUnit(b, "5al", 1, Arm::Infantry, Formation::Line, 4, {52, 25}, 180);
    b.brigades[0].leader = {44, 33};
    GameState s = ordersPhase(b);
    REQUIRE(send(s, Side::Federal, "assault 2wi at 4al").ok);
    passAll(s);
    REQUIRE(send(s, Side::Federal, "assault 6wi at 5al").ok);
    passAll(s);
    REQUIRE(meleesOf(s).size() == 2);
    std::vector<int> dice = meleeDice(s, 1, 0);
    for (int d : meleeDice(s, 1, 1))
        dice.push_back(d);
    s.dice.script(dice);
    const Sent end = send(s, Side::Federal, "end");
    REQUIRE(end.ok);
    CHECK(eventsOf(end.events, EventKind::MeleeFought) == 2);
    REQUIRE(awaiting(s, PendingKind::Consolidate));
    CHECK(s.awaited()->unit == 0);
    CHECK(send(s, Side::Federal, "consolidate 6wi 1").rule == "FG-MELEE-3");
    const Sent first = send(s, Side::Federal, "consolidate 2wi 1");
    REQUIRE(first.ok);
    CHECK_FALSE(phaseStarted(first.events, Phase::End));
    REQUIRE(awaiting(s, PendingKind::Consolidate));
    CHECK(s.awaited()->unit == 2);
    const Sent second = send(s, Side::Federal, "consolidate 6wi 0");
    REQUIRE(second.ok);
    CHECK(phaseStarted(second.events, Phase::End));
    CHECK(s.active == Side::Confederate);
    CHECK(s.units[0].front.y == doctest::Approx(24.0));
    CHECK(s.units[2].front.y == doctest::Approx(25.0));
}

TEST_CASE("FG-D-42 a charger disordered by opportunity fire in mid-move goes on into contact, "
          "disordered") {
    GameState s = ordersPhase(opposed(6.0));
    REQUIRE(send(s, Side::Federal, "assault 2wi at 4al").ok);
    REQUIRE(offered(s, 1, Reaction::OpportunityFire));
    // At 6.0": one hit, a natural 6 within 6": suppression; the check rolls 1.
    s.dice.script({6, 1, 1, 1, 1});
    const Sent r = send(s, Side::Confederate, "react 4al fire");
    REQUIRE(r.ok);
    CHECK(eventsOf(r.events, EventKind::Suppressed, 0) == 1);
    CHECK(s.units[0].disordered);
    passAll(s);
    CHECK(engaged(s, 0));
    CHECK(s.units[0].attacker);
    CHECK(s.units[0].front.y == doctest::Approx(24.0));
    CHECK(awaiting(s, PendingKind::Orders));
}

TEST_CASE("FG-REACT-2 a charger shattered by the closing volley is removed and the orders go on") {
    GameState s = ordersPhase(opposed(6.0, 2));
    REQUIRE(send(s, Side::Federal, "assault 2wi at 4al").ok);
    REQUIRE(send(s, Side::Confederate, "pass").ok);
    REQUIRE(offered(s, 1, Reaction::ClosingVolley));
    s.dice.script({4, 4, 1, 1, 6, 6, 6, 6});
    REQUIRE(send(s, Side::Confederate, "react 4al volley").ok);
    CHECK(s.units[0].removed);
    CHECK_FALSE(s.moving);
    CHECK(awaiting(s, PendingKind::Orders));
    CHECK(meleesOf(s).empty());
}

// BUG: an engaged unit takes no order (FG-D-21), but orders.cpp checks it
// only for an assault (assault.cpp): a locked unit may oblique (here 3"
// sideways along the enemy's front, x 36 -> 39; a narrower unit would walk
// out of the melee), change formation or dress ranks in place.
TEST_CASE("FG-D-21 an engaged unit takes no moving order" ) {
    GameState s = chargedHome(opposed(5.0));
    s.dice.script(meleeDice(s, 0));
    REQUIRE(send(s, Side::Federal, "end").ok);
    while (awaiting(s, PendingKind::DivisionPip))
        REQUIRE(send(s, Side::Confederate, "division cb").ok);
    REQUIRE(awaiting(s, PendingKind::Orders));
    REQUIRE(engaged(s, 1));
    for (const std::string line : {"oblique 4al left 3", "wheel 4al left 20",
                                   "form 4al assault-column", "dress 4al", "advance 4al 1"}) {
        CAPTURE(line);
        GameState t = s;
        const Sent r = send(t, Side::Confederate, line);
        CHECK_FALSE(
            r.ok); // oblique, form and dress are accepted; wheel and advance refused by FG-MOVE-5
        CHECK(engaged(t, 1));
        CHECK(t.units[1].front.x == doctest::Approx(36.0));
    }
}

// [SECTION] Adversarial: the door around a paused move

TEST_CASE("FG-REACT-1 the door refuses what does not answer the paused move") {
    Battle b = opposed(12.0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {20, 40}, 0);
    b.brigades[0].leader = {30, 34};
    GameState s = ordersPhase(b);
    CHECK(send(s, Side::Confederate, "pass").rule == "FG-SEQ-2");
    CHECK(send(s, Side::Federal, "pass").rule == "FG-REACT-1"); // nothing paused
    CHECK(send(s, Side::Federal, "react 2wi fire").rule == "FG-REACT-1");
    REQUIRE(send(s, Side::Federal, "advance 2wi 6").ok);
    REQUIRE(awaiting(s, PendingKind::Reaction));
    const std::uint64_t paused = stateHash(s);
    // The wrong side.
    CHECK(send(s, Side::Federal, "react 4al fire").rule == "FG-SEQ-2");
    CHECK(send(s, Side::Federal, "pass").rule == "FG-SEQ-2");
    // Orders while a reaction is awaited.
    CHECK(send(s, Side::Federal, "advance 6wi 2").rule == "FG-SEQ-2");
    CHECK(send(s, Side::Federal, "end").rule == "FG-SEQ-2");
    CHECK(send(s, Side::Confederate, "hold 4al").rule == "FG-REACT-1");
    CHECK(send(s, Side::Confederate, "end").rule == "FG-REACT-1");
    CHECK(send(s, Side::Confederate, "consolidate 4al 1").rule == "FG-REACT-1");
    // A unit with no such offer, or the enemy's unit.
    CHECK(send(s, Side::Confederate, "react 4al volley").rule == "FG-REACT-1");
    CHECK(send(s, Side::Confederate, "react 4al evade 5").rule == "FG-REACT-1");
    CHECK(send(s, Side::Confederate, "react 4al counter 2").rule == "FG-REACT-1");
    CHECK(send(s, Side::Confederate, "react 4al refuse roll").rule == "FG-REACT-1");
    CHECK_FALSE(send(s, Side::Confederate, "react 2wi fire").ok);
    CHECK(send(s, Side::Confederate, "react nobody fire").rule == "parse");
    CHECK(stateHash(s) == paused); // nothing changed
    // Answered once: a second answer finds no paused move.
    s.dice.script({1, 1, 1, 1});
    REQUIRE(send(s, Side::Confederate, "react 4al fire").ok);
    CHECK_FALSE(s.moving);
    CHECK(send(s, Side::Confederate, "react 4al fire").rule == "FG-SEQ-2");
    CHECK(send(s, Side::Confederate, "pass").rule == "FG-SEQ-2");
    CHECK(send(s, Side::Federal, "pass").rule == "FG-REACT-1");
    // A second mover: the 4th Alabama has reacted this turn, no more offers.
    REQUIRE(send(s, Side::Federal, "advance 6wi 6").ok);
    CHECK_FALSE(s.moving);
}

TEST_CASE("FG-D-11 a unit that passed is offered again to another mover in the same turn") {
    Battle b = opposed(12.0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {42, 30}, 0);
    GameState s = ordersPhase(b);
    REQUIRE(send(s, Side::Federal, "advance 2wi 6").ok);
    REQUIRE(offered(s, 1, Reaction::OpportunityFire));
    REQUIRE(send(s, Side::Confederate, "pass").ok);
    REQUIRE(send(s, Side::Federal, "advance 6wi 6").ok);
    CHECK(offered(s, 1, Reaction::OpportunityFire));
}

TEST_CASE("FG-REACT-1 replay: the same lines from the same seed give the same state hash") {
    const std::vector<std::pair<Side, std::string>> lines = {
        {Side::Federal, "advance 6wi 6"},        {Side::Confederate, "react 5al fire"},
        {Side::Federal, "assault 2wi at 4al"},   {Side::Confederate, "pass"},
        {Side::Confederate, "react 4al volley"}, {Side::Federal, "end"},
    };
    Battle b = opposed(5.0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {52, 30}, 0);
    addUnit(b, "5al", 1, Arm::Infantry, Formation::Line, 4, {52, 18}, 180);
    auto play = [&](std::uint64_t seed) {
        FullGame game(ordersPhase(b, 3, 0, seed));
        std::vector<std::uint64_t> hashes;
        for (const auto& line : lines) {
            const core::LineResult r = game.submitLine(line.second);
            CAPTURE(line.second);
            CHECK(r.accepted);
            CHECK(game.brokenInvariants().empty());
            hashes.push_back(game.hash());
        }
        return hashes;
    };
    const std::vector<std::uint64_t> one = play(7), two = play(7);
    CHECK(one == two);
    CHECK(play(8).back() != one.back());
}
