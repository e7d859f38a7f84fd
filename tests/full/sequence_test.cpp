// FG-SEQ: the turn's phases and their decisions; FG-CMD-2 staff pips;
// FG-CMD-6 and FG-SEQ-3: saved and reserved pips.
#include "fixtures.h"
#include "full/door.h"
#include "full/morale.h"
#include "full/orders.h"
#include "full/sequence.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

Battle facingBrigades() {
    Battle b = emptyBattle();
    b.brigades[0].leader = {30, 42};
    b.brigades[1].leader = {30, 6};
    addUnit(b, "fed", 0, Arm::Infantry, Formation::Line, 6, {30, 40}, 0);
    addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 6, {30, 8}, 180);
    return b;
}

Command endOrdersOf(Side side) {
    Command c;
    c.kind = CommandKind::EndOrders;
    c.side = side;
    return c;
}

} // namespace

TEST_CASE("FG-SEQ-2 a player turn: command phase, orders, fire, melee, end, and the other side") {
    std::vector<Event> ev;
    GameState s = newGame(makeSetup(facingBrigades(), sheetTables()), 3, ev);
    CHECK(hasEvent(ev, EventKind::GameStarted));
    CHECK(hasEvent(ev, EventKind::PipsRolled));
    CHECK(s.phase == Phase::Orders);
    CHECK(s.active == Side::Federal);
    REQUIRE(s.awaited());
    CHECK(s.awaited()->kind == PendingKind::Orders);
    CHECK(s.turn == 1);
    ev = applyCommand(s, endOrdersOf(Side::Federal));
    CHECK(s.active == Side::Confederate);
    CHECK(s.turn == 1); // a game turn is both player turns (FG-SEQ-1)
    CHECK(s.phase == Phase::Orders);
    ev = applyCommand(s, endOrdersOf(Side::Confederate));
    CHECK(s.active == Side::Federal);
    CHECK(s.turn == 2);
}

TEST_CASE("FG-CMD-2 staff pips by the brigadier's rating") {
    Battle b = facingBrigades();
    GameState s = deployedState(makeSetup(b, sheetTables()), 1);
    std::vector<int> dice;
    SUBCASE("reliable: 1D3, a die halved rounding up") {
        s.dice.script({5});
        CHECK(rollPips(s, 0, dice) == 3);
        s.dice.script({1});
        CHECK(rollPips(s, 0, dice) == 1);
    }
    SUBCASE("aggressive: 1D3 + 1") {
        s.brigades[0].rating = Rating::Aggressive;
        s.dice.script({6});
        CHECK(rollPips(s, 0, dice) == 4);
        s.dice.script({2});
        CHECK(rollPips(s, 0, dice) == 2);
    }
    SUBCASE("timid: 1D3 halved rounding up") {
        s.brigades[0].rating = Rating::Timid;
        s.dice.script({6});
        CHECK(rollPips(s, 0, dice) == 2);
        s.dice.script({2});
        CHECK(rollPips(s, 0, dice) == 1);
    }
    SUBCASE("a lightly wounded brigadier rolls a pip fewer, never below 0") {
        s.brigades[0].wounds = 1;
        s.dice.script({1});
        CHECK(rollPips(s, 0, dice) == 0);
        s.dice.script({6});
        CHECK(rollPips(s, 0, dice) == 2);
    }
}

TEST_CASE("FG-CMD-2 the division commander names the brigade that gets his pip (FG-D-48)") {
    Battle b = facingBrigades();
    BrigadeSetup second = b.brigades[0];
    second.id = "fb2";
    second.name = "Second Federal Brigade";
    second.leader = {50, 42};
    b.brigades.push_back(second);
    addUnit(b, "fed2", 2, Arm::Infantry, Formation::Line, 6, {50, 40}, 0);
    b.sides[0].divisionCommander = true;
    b.sides[0].commanderName = "Doubleday";
    GameState s = deployedState(makeSetup(b, sheetTables()), 1);
    std::vector<Event> ev;
    beginPlayerTurn(s, ev);
    REQUIRE(s.awaited());
    CHECK(s.awaited()->kind == PendingKind::DivisionPip);
    CHECK_FALSE(hasEvent(ev, EventKind::PipsRolled)); // before any roll
    Command c;
    c.kind = CommandKind::Hold;
    c.side = Side::Federal;
    c.unit = 0;
    CHECK(validate(s, c)->rule == "FG-D-48");
    c.kind = CommandKind::Division;
    c.brigade = 2;
    REQUIRE_FALSE(validate(s, c));
    s.dice.script({1, 1}); // each brigade rolls 1 pip
    ev = applyCommand(s, c);
    CHECK(s.brigades[0].pips == 1);
    CHECK(s.brigades[2].pips == 2);
    CHECK(s.awaited()->kind == PendingKind::Orders);
}

TEST_CASE("FG-SEQ-3 reserved pips last through the enemy's turn; unspent pips beyond the one saved "
          "(FG-CMD-6) are lost at the end of the owner's turn") {
    GameState s = deployedState(makeSetup(facingBrigades(), sheetTables()), 1);
    std::vector<Event> ev;
    s.dice.script({6}); // 3 pips
    beginPlayerTurn(s, ev);
    REQUIRE(s.brigades[0].pips == 3);
    Command reserve;
    reserve.kind = CommandKind::Reserve;
    reserve.side = Side::Federal;
    reserve.brigade = 0;
    applyCommand(s, reserve);
    s.dice.script({6}); // the Confederates' roll
    applyCommand(s, endOrdersOf(Side::Federal));
    CHECK(s.brigades[0].saved == 1);
    CHECK(s.brigades[0].pips == 0);
    CHECK(s.brigades[0].reserved == 1); // kept through the enemy's turn
    s.dice.script({1});                 // the Federals' next roll: 1
    applyCommand(s, endOrdersOf(Side::Confederate));
    CHECK(s.brigades[0].reserved == 0); // lost at the end of the enemy's turn
    CHECK(s.brigades[0].pips == 2);     // 1 rolled + 1 saved
    CHECK(s.brigades[0].saved == 0);
}

TEST_CASE("FG-SEQ-2 the door: lines in, refusals with their rule, the hash moves") {
    std::vector<guidon::core::TableEvent> ev;
    auto game = FullGame::start(makeSetup(facingBrigades(), sheetTables()), 5, ev);
    CHECK_FALSE(ev.empty());
    CHECK(game->brokenInvariants().empty());
    const auto h0 = game->hash();
    auto refused = game->submitLine("hold reb");
    CHECK_FALSE(refused.accepted);
    CHECK(refused.refusal.rule == "FG-SEQ-2");
    CHECK(game->hash() == h0);
    auto bad = game->submitLine("gallop fed");
    CHECK_FALSE(bad.error.empty());
    auto ok = game->submitLine("hold fed");
    CHECK(ok.ok());
    CHECK(ok.line == "hold fed");
    CHECK(game->hash() != h0);
    auto copy = game->clone();
    CHECK(copy->hash() == game->hash());
    CHECK(game->undoable("hold fed"));
    CHECK_FALSE(game->undoable("end"));
    CHECK(game->submitLine("end").ok());
    CHECK(game->status().active == Side::Confederate);
    CHECK(game->brokenInvariants().empty());
    auto units = game->table();
    REQUIRE(units.size() == 4); // two regiments, two brigadiers
    CHECK(units[0].stands.size() == 6);
    CHECK(units[2].stands.front().look == guidon::core::StandLook::Leader);
}

TEST_CASE("FG-BRIG-2 the clock is checked at once whenever stands are lost") {
    Battle b = facingBrigades(); // the Federal brigade: one regiment of 6 stands
    addUnit(b, "fed2", 0, Arm::Infantry, Formation::Line, 4, {40, 40}, 0);
    GameState s = deployedState(makeSetup(b, sheetTables()), 1);
    REQUIRE(s.brigades[0].startStands == 10);
    std::vector<Event> ev;
    loseStands(s, 0, 2, ev);
    CHECK(s.brigades[0].clock == Clock::Steady); // 20%
    loseStands(s, 0, 1, ev);
    CHECK(s.brigades[0].clock == Clock::Hesitant); // 30%, at once, mid-turn
    loseStands(s, 2, 2, ev);
    CHECK(s.brigades[0].clock == Clock::Broken); // 50%
    CHECK(s.units[0].disordered);
}

TEST_CASE("FG-BRIG-1 the leader's base shows the brigade's losses against both thresholds") {
    Battle b = facingBrigades();
    addUnit(b, "fed2", 0, Arm::Infantry, Formation::Line, 5, {40, 40}, 0);
    GameState s = deployedState(makeSetup(b, sheetTables()), 1);
    REQUIRE(s.brigades[0].startStands == 11);
    // 30% of 11 is 3.3: the fourth stand lost makes it hesitant; 50%, the sixth breaks it.
    CHECK(lostToHesitate(s, 0) == 4);
    CHECK(lostToBreak(s, 0) == 6);
    std::vector<Event> ev;
    loseStands(s, 0, 3, ev);
    CHECK(s.brigades[0].clock == Clock::Steady);
    loseStands(s, 0, 1, ev);
    CHECK(s.brigades[0].clock == Clock::Hesitant);
    FullGame game(s);
    std::vector<guidon::core::TableUnit> units = game.table();
    const guidon::core::TableUnit& leader = units[s.units.size()];
    REQUIRE(leader.stands.size() == 1);
    CHECK(leader.markers ==
          std::vector<std::string>{"hesitant", "lost 4: hesitant at 4, broken at 6"});
}
