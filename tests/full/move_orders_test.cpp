// FG-FORM-2, FG-D-12, FG-D-40, FG-D-30, FG-D-46, FG-D-29, FG-ORG-4,
// FG-D-28, FG-CMD-7, FG-D-7: formation changes, dress, the broken march,
// skirmish screens and the brigadier's move.
#include "fixtures.h"
#include "full/formation.h"
#include "full/movement.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;

TEST_CASE("FG-FORM-2 a formation change keeps the front-edge centre and the facing") {
    GameState s = stateOf(withUnit(Formation::Line, 6));
    MoveCheck c = checkForm(s, 0, Formation::AssaultColumn, Turn::None);
    REQUIRE(c.ok());
    CHECK(c.move.formation == Formation::AssaultColumn);
    CHECK(c.move.front.x == doctest::Approx(36.0));
    CHECK(c.move.front.y == doctest::Approx(40.0));
    CHECK(c.move.facing == doctest::Approx(0.0));
    CHECK(c.move.length == doctest::Approx(0.0));
    std::vector<Event> ev;
    apply(s, c.move, ev);
    CHECK(s.units[0].formation == Formation::AssaultColumn);
    REQUIRE(!ev.empty());
    CHECK(ev[0].kind == EventKind::FormationChanged);
    CHECK(ev[0].text == "The a forms assault column.");
    SUBCASE("a formation the arm does not have is refused (FG-FORM-1)") {
        MoveCheck m = checkForm(s, 0, Formation::Mounted, Turn::None);
        REQUIRE_FALSE(m.ok());
        CHECK(m.refusal->rule == "FG-FORM-1");
    }
    SUBCASE("the same formation without a turn is Dress Ranks' business") {
        CHECK(checkForm(s, 0, Formation::AssaultColumn, Turn::None).refusal->rule == "FG-FORM-2");
    }
}

TEST_CASE("FG-D-12 turning left, right or about centres the new formation on the old centre") {
    GameState s = stateOf(withUnit(Formation::Line, 4)); // centre (36, 40.5)
    SUBCASE("about face in line") {
        MoveCheck c = checkForm(s, 0, Formation::Line, Turn::About);
        REQUIRE(c.ok());
        CHECK(c.move.facing == doctest::Approx(180.0));
        CHECK(c.move.front.x == doctest::Approx(36.0));
        CHECK(c.move.front.y == doctest::Approx(41.0));
    }
    SUBCASE("right into assault column: 2 deep, its centre kept") {
        MoveCheck c = checkForm(s, 0, Formation::AssaultColumn, Turn::Right);
        REQUIRE(c.ok());
        CHECK(c.move.facing == doctest::Approx(90.0));
        CHECK(c.move.front.x == doctest::Approx(37.0));
        CHECK(c.move.front.y == doctest::Approx(40.5));
    }
    SUBCASE("left") {
        MoveCheck c = checkForm(s, 0, Formation::Line, Turn::Left);
        REQUIRE(c.ok());
        CHECK(c.move.facing == doctest::Approx(270.0));
        CHECK(c.move.front.x == doctest::Approx(35.5));
    }
}

TEST_CASE("FG-FORM-2 the new footprint may not overlap a unit, impassable ground or the edge") {
    Battle b = withUnit(Formation::RoadColumn, 4);
    addUnit(b, "side", 0, Arm::Infantry, Formation::Line, 2, {39, 40}, 0); // x 38-40
    GameState s = stateOf(b);
    CHECK(checkForm(s, 0, Formation::AssaultColumn, Turn::None).ok());
    MoveCheck c = checkForm(s, 0, Formation::Line, Turn::None); // x 34-38: flush, fine
    CHECK(c.ok());
    s.units[0].stands = 6; // x 33-39: onto the neighbour
    MoveCheck wide = checkForm(s, 0, Formation::Line, Turn::None);
    REQUIRE_FALSE(wide.ok());
    CHECK(wide.refusal->rule == "FG-D-36");
    SUBCASE("impassable ground") {
        Battle r = withUnit(Formation::RoadColumn, 4);
        addArea(r, "river", rect(37, 30, 40, 45));
        GameState sr = stateOf(r);
        CHECK(checkForm(sr, 0, Formation::Line, Turn::None).refusal->rule == "FG-D-36");
    }
    SUBCASE("the table's edge") {
        Battle e = emptyBattle();
        addUnit(e, "a", 0, Arm::Infantry, Formation::RoadColumn, 6, {1.5, 20}, 0);
        GameState se = stateOf(e);
        CHECK_FALSE(checkForm(se, 0, Formation::Line, Turn::None).ok());
    }
    SUBCASE("touching an enemy") {
        Battle e = withUnit(Formation::RoadColumn, 4);
        addUnit(e, "reb", 1, Arm::Infantry, Formation::Line, 2, {39, 40}, 0);
        GameState se = stateOf(e);
        CHECK(checkForm(se, 0, Formation::Line, Turn::None).refusal->rule == "FG-MOVE-5");
    }
}

TEST_CASE(
    "FG-D-40 dismounting leaves one stand in four holding the horses; mounting brings them back") {
    GameState s = stateOf(withUnit(Formation::Mounted, 8, Arm::Cavalry));
    MoveCheck d = checkForm(s, 0, Formation::Dismounted, Turn::None);
    REQUIRE(d.ok());
    CHECK(d.move.holders == 2);
    CHECK(d.move.text == "The a dismounts (2 stands holding the horses).");
    std::vector<Event> ev;
    apply(s, d.move, ev);
    CHECK(s.units[0].holders == 2);
    CHECK(s.units[0].onTable() == 6);
    CHECK(s.units[0].stands == 8);
    CHECK(standBoxes(s, 0).size() == 6);
    MoveCheck m = checkForm(s, 0, Formation::Mounted, Turn::None);
    REQUIRE(m.ok());
    CHECK(m.move.holders == 0);
    SUBCASE("the holders leave no footprint on the table") {
        Battle n = withUnit(Formation::Mounted, 8, Arm::Cavalry);
        addUnit(n, "f", 0, Arm::Infantry, Formation::Line, 2, {43, 40}, 0); // x 42-44
        GameState sn = stateOf(n);
        // 6 stands in open order are 11" wide (x 30.5-41.5); all 8 would be 15".
        MoveCheck d6 = checkForm(sn, 0, Formation::Dismounted, Turn::None);
        CHECK_MESSAGE(d6.ok(), (d6.ok() ? "" : d6.refusal->reason));
    }
    SUBCASE("floor: 7 stands leave 1") {
        GameState seven = stateOf(withUnit(Formation::Mounted, 7, Arm::Cavalry));
        CHECK(checkForm(seven, 0, Formation::Dismounted, Turn::None).move.holders == 1);
        GameState three = stateOf(withUnit(Formation::Mounted, 3, Arm::Cavalry));
        CHECK(checkForm(three, 0, Formation::Dismounted, Turn::None).move.holders == 0);
    }
}

TEST_CASE("FG-D-30 unlimbering places the sections abreast on the limber's front centre; limbering "
          "reverses it") {
    GameState s = stateOf(withUnit(Formation::Limbered, 3, Arm::Artillery));
    MoveCheck u = checkForm(s, 0, Formation::Unlimbered, Turn::None);
    REQUIRE(u.ok());
    CHECK(u.move.order == Order::Unlimber);
    CHECK(u.move.front.x == doctest::Approx(36.0));
    CHECK(u.move.front.y == doctest::Approx(40.0));
    std::vector<Event> ev;
    apply(s, u.move, ev);
    auto boxes = standBoxes(s, 0);
    REQUIRE(boxes.size() == 3);
    CHECK(boxes[0].centre.x == doctest::Approx(35.0));
    CHECK(boxes[2].centre.x == doctest::Approx(37.0));
    MoveCheck l = checkForm(s, 0, Formation::Limbered, Turn::None);
    REQUIRE(l.ok());
    CHECK(l.move.order == Order::Limber);
    CHECK(l.move.front.x == doctest::Approx(36.0));
}

TEST_CASE("FG-D-46 Dress Ranks re-forms in place") {
    GameState s = stateOf(withUnit(Formation::AssaultColumn, 5));
    s.units[0].smoke = true;
    MoveCheck c = checkDress(s, 0);
    REQUIRE(c.ok());
    CHECK(c.move.order == Order::Dress);
    CHECK(c.move.formation == Formation::AssaultColumn);
    std::vector<Event> ev;
    apply(s, c.move, ev);
    CHECK(s.units[0].front.y == doctest::Approx(40.0));
    CHECK(s.units[0].smoke); // it did not move (its smoke goes at the turn's end)
    REQUIRE(!ev.empty());
    CHECK(ev[0].kind == EventKind::FormationChanged);
}

TEST_CASE("FG-D-29 a broken unit turns to its friendly edge and marches 6 inches") {
    // A Federal line facing north; the Federal edge is south.
    GameState s = stateOf(withUnit(Formation::Line, 4));
    s.units[0].front = {36, 20};
    MoveCheck c = checkBrokenMarch(s, 0);
    REQUIRE(c.ok());
    CHECK(c.move.facing == doctest::Approx(180.0));
    CHECK(c.move.front.x == doctest::Approx(36.0));
    CHECK(c.move.front.y == doctest::Approx(27.0)); // turned about its centre (36, 20.5), then 6"
    CHECK(c.move.length == doctest::Approx(6.0));
    CHECK_FALSE(c.move.leavesTable);
    SUBCASE("the terrain rate when lower: woods") {
        Battle w = withUnit(Formation::Line, 4);
        w.units[0].front = {36, 20};
        addArea(w, "woods", rect(30, 18, 42, 30));
        GameState sw = stateOf(w);
        MoveCheck m = checkBrokenMarch(sw, 0);
        REQUIRE(m.ok());
        CHECK(m.move.length == doctest::Approx(4.0));
    }
    SUBCASE("an obstacle is paid") {
        Battle f = withUnit(Formation::Line, 4);
        f.units[0].front = {36, 20};
        addLine(f, "fence", {{20, 23}, {50, 23}});
        GameState sf = stateOf(f);
        MoveCheck m = checkBrokenMarch(sf, 0);
        REQUIRE(m.ok());
        CHECK(m.move.length == doctest::Approx(4.0));
        CHECK(m.move.obstacles == 1);
    }
    SUBCASE("a named edge: west") {
        Battle e = withUnit(Formation::Line, 4);
        e.map.edges[0] = guidon::core::TableEdge::West;
        GameState se = stateOf(e);
        MoveCheck m = checkBrokenMarch(se, 0);
        REQUIRE(m.ok());
        CHECK(m.move.facing == doctest::Approx(270.0));
    }
    SUBCASE("no edge named: Confederates go north") {
        Battle e = emptyBattle();
        e.map.edges = {};
        addUnit(e, "reb", 1, Arm::Infantry, Formation::Line, 4, {36, 20}, 180);
        GameState se = stateOf(e);
        MoveCheck m = checkBrokenMarch(se, 0);
        REQUIRE(m.ok());
        CHECK(m.move.facing == doctest::Approx(0.0));
        CHECK(m.move.front.y == doctest::Approx(13.0)); // turned about (36, 19.5), then 6"
    }
}

TEST_CASE("FG-D-29 the broken march passes friends without disorder, stops short of enemies, walks "
          "off the table") {
    SUBCASE("through friends, no disorder") {
        Battle b = withUnit(Formation::Line, 4, Arm::Infantry, 180);
        b.units[0].front = {36, 20}; // already facing south: stands y 19-20
        addUnit(b, "f", 0, Arm::Infantry, Formation::Line, 4, {36, 22}, 180); // y 21-22
        GameState s = stateOf(b);
        MoveCheck c = checkBrokenMarch(s, 0);
        REQUIRE(c.ok());
        CHECK(c.move.front.y == doctest::Approx(26.0));
        REQUIRE(c.move.passedThrough.size() == 1);
        std::vector<Event> ev;
        apply(s, c.move, ev);
        CHECK_FALSE(s.units[0].disordered);
        CHECK_FALSE(s.units[1].disordered);
    }
    SUBCASE("it stops short of an enemy") {
        Battle b = withUnit(Formation::Line, 4, Arm::Infantry, 180);
        b.units[0].front = {36, 20};
        addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 4, {36, 23}, 0); // y 23-24
        GameState s = stateOf(b);
        MoveCheck c = checkBrokenMarch(s, 0);
        REQUIRE(c.ok());
        CHECK(c.move.front.y == doctest::Approx(23.0).epsilon(0.001));
        CHECK(c.move.front.y < 23.0);
    }
    SUBCASE("it stops short of a friend it would end on") {
        Battle b = withUnit(Formation::Line, 4, Arm::Infantry, 180);
        b.units[0].front = {36, 20};
        addUnit(b, "f", 0, Arm::Infantry, Formation::AssaultColumn, 8, {36, 25.5},
                0); // y 25.5-29.5
        GameState s = stateOf(b);
        MoveCheck c = checkBrokenMarch(s, 0);
        REQUIRE(c.ok());
        CHECK(c.move.front.y <= 25.5 + 1e-6);
        CHECK(c.move.front.y > 25.4);
    }
    SUBCASE("it stops at the bank of a river") {
        Battle b = withUnit(Formation::Line, 4, Arm::Infantry, 180);
        b.units[0].front = {36, 20};
        addArea(b, "river", rect(20, 24, 50, 26));
        GameState s = stateOf(b);
        MoveCheck c = checkBrokenMarch(s, 0);
        REQUIRE(c.ok());
        CHECK(c.move.front.y == doctest::Approx(24.0).epsilon(0.001));
        CHECK(c.move.front.y <= 24.0 + 2e-3); // touching the bank (kShareDepth)
    }
    SUBCASE("it walks off the table") {
        Battle b = withUnit(Formation::Line, 4, Arm::Infantry, 180);
        b.units[0].front = {36, 45};
        GameState s = stateOf(b);
        MoveCheck c = checkBrokenMarch(s, 0);
        REQUIRE(c.ok());
        CHECK(c.move.leavesTable);
    }
    SUBCASE("unlimbered guns limber instead") {
        GameState s = stateOf(withUnit(Formation::Unlimbered, 2, Arm::Artillery));
        MoveCheck c = checkBrokenMarch(s, 0);
        REQUIRE(c.ok());
        CHECK(c.move.formation == Formation::Limbered);
        CHECK(c.move.front.y == doctest::Approx(40.0));
        CHECK(c.move.order == Order::Broken);
    }
}

TEST_CASE("FG-ORG-4 a regiment of 4+ stands detaches a screen 0-3 inches ahead (FG-D-28)") {
    GameState s = stateOf(withUnit(Formation::Line, 6));
    DetachCheck d = checkDetach(s, 0, 2, 2.0);
    REQUIRE_FALSE(d.refusal);
    CHECK(d.front.x == doctest::Approx(36.0));
    CHECK(d.front.y == doctest::Approx(37.0)); // rear edge at 38, 2" ahead of 40
    CHECK(d.facing == doctest::Approx(0.0));
    std::vector<Event> ev;
    applyDetach(s, 0, 2, d, ev);
    REQUIRE(s.units.size() == 2);
    const Unit& sc = s.units[1];
    CHECK(sc.parent == 0);
    CHECK(sc.setup == 0);
    CHECK(sc.formation == Formation::OpenOrder);
    CHECK(sc.stands == 2);
    CHECK(s.units[0].stands == 4);
    CHECK(s.units[0].screen == 1);
    CHECK(hasEvent(ev, EventKind::ScreenDetached));
    CHECK(idOf(s, 1) == "a-s");
    SUBCASE("only one screen out at a time") {
        CHECK(checkDetach(s, 0, 1, 1.0).refusal);
    }
    SUBCASE("recall within 2 inches rejoins it") {
        REQUIRE_FALSE(checkRecall(s, 1));
        applyRecall(s, 1, ev);
        CHECK(s.units[0].stands == 6);
        CHECK(s.units[0].screen == -1);
        CHECK(s.units[1].removed);
        CHECK(hasEvent(ev, EventKind::ScreenRecalled));
    }
    SUBCASE("not beyond 2 inches") {
        s.units[1].front = {36, 36.9}; // its rear edge 2.1" from the parent's front
        auto r = checkRecall(s, 1);
        REQUIRE(r);
        CHECK(r->rule == "FG-ORG-4");
        s.units[1].front = {36, 37}; // 2" exactly
        CHECK_FALSE(checkRecall(s, 1));
    }
}

TEST_CASE("FG-ORG-4 a recalled screen's stands must fit back into its regiment") {
    Battle b = withUnit(Formation::Line, 6);
    addUnit(b, "f", 0, Arm::Infantry, Formation::Line, 2, {60, 40}, 0);
    GameState s = stateOf(b);
    std::vector<Event> ev;
    applyDetach(s, 0, 2, checkDetach(s, 0, 2, 1.0), ev); // the regiment: 4 stands, x 34-38
    REQUIRE(s.units.size() == 3);
    CHECK_FALSE(checkRecall(s, 2));
    s.units[1].front = {39, 40}; // a friend closes up on its right: x 38-40
    // Grown back to 6 stands (x 33-39), it would stand on the friend.
    auto r = checkRecall(s, 2);
    REQUIRE(r);
    CHECK(r->rule == "FG-D-36");
}

TEST_CASE("FG-D-28 detaching: stands, distance, arm and room") {
    GameState s = stateOf(withUnit(Formation::Line, 6));
    CHECK(checkDetach(s, 0, 3, 1.0).refusal);
    CHECK(checkDetach(s, 0, 1, 3.1).refusal);
    CHECK_FALSE(checkDetach(s, 0, 1, 3.0).refusal);
    CHECK_FALSE(checkDetach(s, 0, 1, 0.0).refusal); // rear edge on the front
    GameState three = stateOf(withUnit(Formation::Line, 3));
    CHECK(checkDetach(three, 0, 1, 1.0).refusal);
    GameState cav = stateOf(withUnit(Formation::Mounted, 6, Arm::Cavalry));
    CHECK(checkDetach(cav, 0, 1, 1.0).refusal);
    SUBCASE("not onto a unit") {
        Battle b = withUnit(Formation::Line, 6);
        addUnit(b, "f", 0, Arm::Infantry, Formation::Line, 4, {36, 37.5}, 0);
        GameState sb = stateOf(b);
        auto d = checkDetach(sb, 0, 2, 2.0);
        REQUIRE(d.refusal);
        CHECK(d.refusal->rule == "FG-D-36");
    }
}

TEST_CASE(
    "FG-CMD-7 the brigadier moves up to 18 inches and may attach to a unit he touches (FG-D-7)") {
    Battle b = withUnit(Formation::Line, 4); // x 34-38, y 40-41
    b.brigades[0].leader = {36, 30};
    addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 4, {20, 20}, 180);
    addArea(b, "river", rect(50, 20, 55, 40));
    GameState s = stateOf(b);
    CHECK_FALSE(checkLeaderMove(s, 0, {36, 12}, -1)); // 18"
    auto far = checkLeaderMove(s, 0, {36, 11.9}, -1);
    REQUIRE(far);
    CHECK(far->rule == "FG-CMD-7");
    SUBCASE("attaching to a unit of his brigade he touches") {
        CHECK_FALSE(checkLeaderMove(s, 0, {36, 41.5}, 0)); // touching its rear
        CHECK_FALSE(checkLeaderMove(s, 0, {36, 40.5}, 0)); // on it
        CHECK(checkLeaderMove(s, 0, {36, 42}, 0));         // 0.5" away
        CHECK(checkLeaderMove(s, 0, {20, 21}, 1));         // not his brigade
    }
    SUBCASE("he may not end on a unit he does not join") {
        auto r = checkLeaderMove(s, 0, {36, 40.5}, -1);
        REQUIRE(r);
        CHECK(r->rule == "FG-D-7");
    }
    SUBCASE("never into impassable ground, nor off the table") {
        CHECK(checkLeaderMove(s, 0, {51, 30}, -1)); // in the river
        CHECK(checkLeaderMove(s, 0, {60, 30}, -1)); // across it
        CHECK_FALSE(checkLeaderMove(s, 0, {40, 30}, -1));
        Brigade& br = s.brigades[0];
        br.leader = {5, 30};
        CHECK(checkLeaderMove(s, 0, {0.2, 30}, -1)); // his base over the edge
        CHECK_FALSE(checkLeaderMove(s, 0, {0.5, 30}, -1));
    }
    SUBCASE("once an orders phase") {
        std::vector<Event> ev;
        applyLeaderMove(s, 0, {36, 41.5}, 0, ev);
        CHECK(s.brigades[0].attached == 0);
        CHECK(s.brigades[0].leaderMoved);
        CHECK(hasEvent(ev, EventKind::BrigadierMoved));
        CHECK(checkLeaderMove(s, 0, {36, 35}, -1));
    }
}

TEST_CASE("FG-D-7 an attached brigadier moves with his unit") {
    Battle b = withUnit(Formation::Line, 4);
    b.brigades[0].leader = {37, 41.5}; // behind the unit, 1" right of its centre
    b.brigades[0].attached = 0;
    GameState s = stateOf(b);
    SUBCASE("an advance carries him along") {
        AdvancePlan p;
        p.before = 4.0;
        MoveCheck c = checkAdvance(s, 0, p);
        REQUIRE(c.ok());
        std::vector<Event> ev;
        apply(s, c.move, ev);
        CHECK(s.brigades[0].leader.x == doctest::Approx(37.0));
        CHECK(s.brigades[0].leader.y == doctest::Approx(37.5));
    }
    SUBCASE("an about face turns his place with the unit") {
        MoveCheck c = checkForm(s, 0, Formation::Line, Turn::About);
        REQUIRE(c.ok());
        std::vector<Event> ev;
        apply(s, c.move, ev);
        // New front (36, 41) facing south: 1" right of it is west, 1.5" behind is north.
        CHECK(s.brigades[0].leader.x == doctest::Approx(35.0));
        CHECK(s.brigades[0].leader.y == doctest::Approx(39.5));
    }
}

TEST_CASE("FG-D-7 an enemy touching an unattached brigadier pushes him to his nearest unit") {
    Battle b = withUnit(Formation::Line, 4);                                // Federal, y 40-41
    addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 4, {36, 20}, 180); // stands y 19-20
    b.brigades[1].leader = {36, 36};                                        // in the Federals' way
    b.brigades[0].leader = {37, 37}; // his own side's: no matter
    GameState s = stateOf(b);
    AdvancePlan p;
    p.before = 6.0;
    MoveCheck c = checkAdvance(s, 0, p);
    REQUIRE(c.ok());
    REQUIRE(c.move.pushes.size() == 1);
    CHECK(c.move.pushes[0] == 1);
    std::vector<Event> ev;
    apply(s, c.move, ev);
    // Behind the Confederate line's rear edge (y 19), touching it.
    CHECK(s.brigades[1].leader.x == doctest::Approx(36.0));
    CHECK(s.brigades[1].leader.y == doctest::Approx(18.5));
    CHECK(s.brigades[0].leader.y == doctest::Approx(37.0));
    SUBCASE("an attached brigadier goes with his unit instead") {
        GameState t = stateOf(b);
        t.brigades[1].attached = 1;
        CHECK(checkAdvance(t, 0, p).move.pushes.empty());
    }
}
