// FG-CMD-3 to FG-CMD-8, FG-D-2: what each order costs at each command tier,
// one order a unit, the paid extras, and the lines the orders are written in.
#include "battle_files.h"
#include "fixtures.h"
#include "full/command.h"
#include "full/command_radius.h"
#include "full/orders.h"
#include "full/sequence.h"

#include <doctest/doctest.h>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// One Federal brigade, its brigadier at (20,40); a regiment at each tier
// (bugle, courier, distant, out) and a Confederate regiment far off. The
// Federal orders phase is open, with `pips` pips.
struct Tiers {
    GameState s;
    explicit Tiers(int pips = 3, int year = 1863) {
        Battle b = emptyBattle();
        b.map.year = year;
        b.brigades[0].leader = {20, 40};
        addUnit(b, "bugle", 0, Arm::Infantry, Formation::Line, 4, {24, 40}, 0);     // 3.5"
        addUnit(b, "courier", 0, Arm::Infantry, Formation::Line, 4, {30, 40}, 0);   // 9.5"
        addUnit(b, "distant", 0, Arm::Infantry, Formation::Line, 4, {40, 40}, 0);   // 19.5"
        addUnit(b, "out", 0, Arm::Infantry, Formation::Line, 4, {50, 40}, 0);       // 29.5"
        addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 4, {36, 6}, 180);
        s = stateOf(b);
        s.phase = Phase::Orders;
        s.pending.push_back(Pending{PendingKind::Orders, Side::Federal, -1, -1});
        s.brigades[0].pips = pips;
    }
    Command order(CommandKind k, int unit) const {
        Command c;
        c.kind = k;
        c.side = Side::Federal;
        c.unit = unit;
        return c;
    }
};

} // namespace

TEST_CASE("FG-CMD-3 standard orders are free within 12 inches") {
    Tiers t;
    REQUIRE(tierOf(t.s, 0) == Tier::Bugle);
    REQUIRE(tierOf(t.s, 1) == Tier::Courier);
    for (int unit : {0, 1}) {
        for (CommandKind k : {CommandKind::Hold, CommandKind::Dress, CommandKind::Wheel,
                              CommandKind::Oblique, CommandKind::Advance}) {
            Command c = t.order(k, unit);
            OrderCost cost = orderCost(t.s, c);
            CHECK_FALSE(cost.refusal);
            CHECK(cost.pips == 0);
        }
    }
}

TEST_CASE("FG-CMD-4 special orders cost a pip, two at 12-24 inches") {
    Tiers t(3, 1864);
    Command open = t.order(CommandKind::Form, 0);
    open.formation = Formation::OpenOrder;
    CHECK(orderCost(t.s, open).pips == 1);
    open.unit = 2;
    CHECK(orderCost(t.s, open).pips == 2);
    SUBCASE("Double-Time is a paid extra on the advance (FG-D-2)") {
        Command adv = t.order(CommandKind::Advance, 0);
        adv.plan.before = 2;
        adv.plan.doubleTime = true;
        CHECK(orderCost(t.s, adv).pips == 1);
        adv.unit = 2; // the advance itself costs 1 at 12-24", its double-time 2 more
        CHECK(orderCost(t.s, adv).pips == 3);
    }
    SUBCASE("Rally Line: 1 pip, 2 at 12-24, refused beyond") {
        CHECK(orderCost(t.s, t.order(CommandKind::Rally, 0)).pips == 1);
        CHECK(orderCost(t.s, t.order(CommandKind::Rally, 2)).pips == 2);
        CHECK(orderCost(t.s, t.order(CommandKind::Rally, 3)).refusal->rule == "FG-CMD-5");
    }
    SUBCASE("a brigade that cannot pay is refused") {
        t.s.brigades[0].pips = 1;
        open.unit = 2;
        auto why = validate(t.s, open);
        REQUIRE(why);
        CHECK(why->rule == "FG-CMD-5");
        CHECK(why->reason.find("costs 2 pips") != std::string::npos);
    }
}

TEST_CASE("FG-CMD-5 out of command and out of communication") {
    Tiers t;
    REQUIRE(tierOf(t.s, 2) == Tier::Distant);
    REQUIRE(tierOf(t.s, 3) == Tier::Out);
    SUBCASE("at 12-24 only Hold and Dress Ranks stay free") {
        CHECK(orderCost(t.s, t.order(CommandKind::Hold, 2)).pips == 0);
        CHECK(orderCost(t.s, t.order(CommandKind::Dress, 2)).pips == 0);
        CHECK(orderCost(t.s, t.order(CommandKind::Wheel, 2)).pips == 1);
        CHECK(orderCost(t.s, t.order(CommandKind::Oblique, 2)).pips == 1);
    }
    SUBCASE("beyond 24 only Hold") {
        CHECK_FALSE(orderCost(t.s, t.order(CommandKind::Hold, 3)).refusal);
        auto why = validate(t.s, t.order(CommandKind::Dress, 3));
        REQUIRE(why);
        CHECK(why->rule == "FG-CMD-5");
    }
}

TEST_CASE("FG-D-2 one order a unit; Rally Line before it; Reserve Pip a brigade's") {
    Tiers t;
    t.s.units[0].disordered = true;
    std::vector<Event> ev = applyCommand(t.s, t.order(CommandKind::Rally, 0));
    CHECK_FALSE(t.s.units[0].disordered);
    CHECK(t.s.brigades[0].pips == 2);
    CHECK(t.s.units[0].order == Order::None); // the order is still to give
    CHECK_FALSE(validate(t.s, t.order(CommandKind::Hold, 0)));
    applyCommand(t.s, t.order(CommandKind::Hold, 0));
    auto again = validate(t.s, t.order(CommandKind::Hold, 0));
    REQUIRE(again);
    CHECK(again->rule == "FG-D-2");
    Command reserve;
    reserve.kind = CommandKind::Reserve;
    reserve.side = Side::Federal;
    reserve.brigade = 0;
    reserve.count = 2;
    CHECK_FALSE(validate(t.s, reserve));
    applyCommand(t.s, reserve);
    CHECK(t.s.brigades[0].pips == 0);
    CHECK(t.s.brigades[0].reserved == 2);
    CHECK(validate(t.s, reserve)->rule == "FG-D-2");
}

TEST_CASE("FG-D-45 open order only from 1864") {
    Tiers t(3, 1863);
    Command open = t.order(CommandKind::Form, 0);
    open.formation = Formation::OpenOrder;
    auto why = validate(t.s, open);
    REQUIRE(why);
    CHECK(why->rule == "FG-D-45");
}

TEST_CASE("FG-BRIG-1 a broken brigade takes no orders") {
    Tiers t;
    t.s.brigades[0].clock = Clock::Broken;
    auto why = validate(t.s, t.order(CommandKind::Hold, 0));
    REQUIRE(why);
    CHECK(why->rule == "FG-BRIG-1");
}

TEST_CASE("FG-SEQ-2 only the side to decide gives orders") {
    Tiers t;
    Command c = t.order(CommandKind::Hold, 4);
    c.side = Side::Confederate;
    CHECK(validate(t.s, c)->rule == "FG-SEQ-2");
    c.side = Side::Federal; // a Federal order to a Confederate unit
    CHECK(validate(t.s, c)->rule == "FG-SEQ-2");
}

TEST_CASE("command lines read back as the same command") {
    Tiers t;
    const char* lines[] = {"hold bugle",
                           "advance bugle 3.5",
                           "advance courier 1 wheel left 30 2.25 double",
                           "advance distant wheel right 45",
                           "oblique bugle left 2",
                           "wheel courier right 12.5",
                           "form bugle assault-column",
                           "form bugle line turn about",
                           "detach courier 2 1.5",
                           "rally bugle",
                           "reserve fb 2",
                           "brigadier fb 22.125,39 attach bugle",
                           "end"};
    for (const char* line : lines) {
        CAPTURE(line);
        Command c;
        std::string error;
        REQUIRE(parseCommand(t.s, Side::Federal, line, c, error));
        CHECK(commandText(t.s, c) == line);
    }
    SUBCASE("lengths are kept to a thousandth") {
        Command c;
        std::string error;
        REQUIRE(parseCommand(t.s, Side::Federal, "advance bugle 2.00049", c, error));
        CHECK(c.plan.before == 2.0);
        CHECK(commandText(t.s, c) == "advance bugle 2");
    }
    SUBCASE("what is no command says why") {
        Command c;
        std::string error;
        CHECK_FALSE(parseCommand(t.s, Side::Federal, "advance nobody 3", c, error));
        CHECK(error == "no unit 'nobody' on the table");
        CHECK_FALSE(parseCommand(t.s, Side::Federal, "advance bugle 3 wheel left 10 wheel right 5", c, error));
        CHECK(error.find("FG-MOVE-3") != std::string::npos);
        CHECK_FALSE(parseCommand(t.s, Side::Federal, "form bugle square", c, error));
        CHECK(error.find("no formation") != std::string::npos);
        CHECK_FALSE(parseCommand(t.s, Side::Federal, "charge bugle", c, error));
        CHECK_FALSE(parseCommand(t.s, Side::Federal, "advance bugle nan", c, error));
        CHECK_FALSE(parseCommand(t.s, Side::Federal, "brigadier fb 1e400,2", c, error));
    }
}

TEST_CASE("FG-D-12 FG-D-38 FG-MOVE-3 an order that moves nothing is refused, its order not spent") {
    std::vector<Event> events;
    GameState s = newGame(setupOf("maps/full/matthews_hill.xml"), 24, events);
    REQUIRE(s.awaited()->kind == PendingKind::Orders); // the Federal orders phase
    const int unit = unitById(s, "71ny");
    Command wheel;
    wheel.kind = CommandKind::Wheel;
    wheel.side = s.sideOf(unit);
    wheel.unit = unit;
    wheel.dir = -1;
    wheel.amount = 0.0;
    REQUIRE(validate(s, wheel));
    CHECK(validate(s, wheel)->rule == "FG-D-12");
    wheel.amount = 10.0;
    CHECK_FALSE(validate(s, wheel));
    Command oblique = wheel;
    oblique.kind = CommandKind::Oblique;
    oblique.amount = 0.0;
    REQUIRE(validate(s, oblique));
    CHECK(validate(s, oblique)->rule == "FG-D-38");
    // A wheel named with no angle is no wheel: an advance of nothing.
    Command advance = wheel;
    advance.kind = CommandKind::Advance;
    advance.plan.wheelDir = 1;
    advance.plan.wheelDeg = 0.0;
    REQUIRE(validate(s, advance));
    CHECK(validate(s, advance)->rule == "FG-MOVE-3");
}

TEST_CASE("FG-CMD-7 a brigadier's move that changes nothing is refused, his move not spent") {
    std::vector<Event> events;
    GameState s = newGame(setupOf("maps/full/matthews_hill.xml"), 24, events);
    const int b = brigadeById(s, "burnside");
    Command c;
    c.kind = CommandKind::Leader;
    c.side = s.sideOfBrigade(b);
    c.brigade = b;
    c.point = s.brigades[b].leader;
    c.attach = s.brigades[b].attached;
    REQUIRE(validate(s, c));
    CHECK(validate(s, c)->rule == "FG-CMD-7");
    c.point.x += 1.0; // a move of an inch is one
    CHECK_FALSE(validate(s, c));
}
