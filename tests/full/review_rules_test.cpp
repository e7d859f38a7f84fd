// A review of the full game's turn, orders, command lines, door, invariants
// and morale against RULINGS-FULL.md: each case names the rule it proves.
// The positions are built in code here (the shared fixtures are copied, not
// changed: see fixtures.h).
#include "fixtures.h"
#include "full/command.h"
#include "full/command_radius.h"
#include "full/door.h"
#include "full/invariants.h"
#include "full/morale.h"
#include "full/orders.h"
#include "full/sequence.h"

#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// One brigade a side, far apart: a Federal regiment and battery, a
// Confederate regiment and cavalry. Federals first.
Battle smallBattle() {
    Battle b = emptyBattle();
    b.brigades[0].leader = {30, 42};
    b.brigades[1].leader = {30, 6};
    addUnit(b, "fed", 0, Arm::Infantry, Formation::Line, 6, {30, 40}, 0);
    addUnit(b, "bat", 0, Arm::Artillery, Formation::Unlimbered, 2, {22, 40}, 0);
    addUnit(b, "reb", 1, Arm::Infantry, Formation::Line, 6, {30, 8}, 180);
    addUnit(b, "cav", 1, Arm::Cavalry, Formation::Mounted, 4, {40, 8}, 180);
    return b;
}

// A game begun (the Federal orders phase open) with these first dice.
GameState begun(const Battle& b, const std::vector<int>& dice = {}) {
    std::vector<Event> ev;
    return newGame(makeSetup(b, sheetTables()), 7, ev, dice);
}

bool hasBrigadeEvent(const std::vector<Event>& ev, EventKind k, int brigade) {
    for (const Event& e : ev)
        if (e.kind == k && e.brigade == brigade) return true;
    return false;
}

Command endOrders(Side side) {
    Command c;
    c.kind = CommandKind::EndOrders;
    c.side = side;
    return c;
}

Command order(CommandKind k, int unit, Side side = Side::Federal) {
    Command c;
    c.kind = k;
    c.side = side;
    c.unit = unit;
    return c;
}

bool mentions(const std::vector<std::string>& broken, const std::string& what) {
    for (const std::string& v : broken)
        if (v.find(what) != std::string::npos) return true;
    return false;
}

} // namespace

// [SECTION] The door's hash

TEST_CASE("FG-SEQ-2 the state hash changes with every field that plays") {
    const GameState base = begun(smallBattle());
    const auto h0 = stateHash(base);
    using Flip = std::pair<const char*, std::function<void(GameState&)>>;
    const std::vector<Flip> flips = {
        {"turn", [](GameState& s) { s.turn += 1; }},
        {"active", [](GameState& s) { s.active = Side::Confederate; }},
        {"phase", [](GameState& s) { s.phase = Phase::Fire; }},
        {"over", [](GameState& s) { s.over = true; }},
        {"winner", [](GameState& s) { s.winner = Side::Federal; }},
        {"a die rolled", [](GameState& s) { s.dice.d6(); }},
        {"dice scripted to come", [](GameState& s) { s.dice.script({6}); }},
        {"pending pushed", [](GameState& s) { s.pending.push_back(s.pending.back()); }},
        {"pending kind", [](GameState& s) { s.pending.back().kind = PendingKind::DivisionPip; }},
        {"pending decider", [](GameState& s) { s.pending.back().decider = Side::Confederate; }},
        {"pending unit", [](GameState& s) { s.pending.back().unit = 1; }},
        {"pending brigade", [](GameState& s) { s.pending.back().brigade = 1; }},
        {"unit setup", [](GameState& s) { s.units[0].setup = 1; }},
        {"unit parent", [](GameState& s) { s.units[0].parent = 1; }},
        {"unit screen", [](GameState& s) { s.units[0].screen = 1; }},
        {"unit brigade", [](GameState& s) { s.units[0].brigade = 1; }},
        {"unit arm", [](GameState& s) { s.units[0].arm = Arm::Cavalry; }},
        {"unit formation", [](GameState& s) { s.units[0].formation = Formation::RoadColumn; }},
        {"unit stands", [](GameState& s) { s.units[0].stands -= 1; }},
        {"unit start stands", [](GameState& s) { s.units[0].startStands += 1; }},
        {"unit holders", [](GameState& s) { s.units[0].holders = 1; }},
        {"unit odd hits", [](GameState& s) { s.units[0].oddHits = 1; }},
        {"unit front x", [](GameState& s) { s.units[0].front.x += 0.001; }},
        {"unit front y", [](GameState& s) { s.units[0].front.y += 0.001; }},
        {"unit facing", [](GameState& s) { s.units[0].facing += 0.001; }},
        {"unit traits", [](GameState& s) { s.units[0].traits ^= kRebelYell; }},
        {"unit removed", [](GameState& s) { s.units[0].removed = true; }},
        {"unit disordered", [](GameState& s) { s.units[0].disordered = true; }},
        {"unit smoke", [](GameState& s) { s.units[0].smoke = true; }},
        {"unit fired", [](GameState& s) { s.units[0].fired = true; }},
        {"unit fired mark", [](GameState& s) { s.units[0].firedMark = true; }},
        {"unit refused", [](GameState& s) { s.units[0].refused = 1; }},
        {"unit order", [](GameState& s) { s.units[0].order = Order::Hold; }},
        {"unit order tier", [](GameState& s) { s.units[0].orderTier = Tier::Distant; }},
        {"unit order pips", [](GameState& s) { s.units[0].orderPips = 1; }},
        {"unit double-time", [](GameState& s) { s.units[0].doubleTime = true; }},
        {"unit rallied", [](GameState& s) { s.units[0].rallied = true; }},
        {"unit once used", [](GameState& s) { s.units[0].onceUsed = kSteady; }},
        {"brigade rating", [](GameState& s) { s.brigades[0].rating = Rating::Timid; }},
        {"brigade leader x", [](GameState& s) { s.brigades[0].leader.x += 0.001; }},
        {"brigade leader y", [](GameState& s) { s.brigades[0].leader.y += 0.001; }},
        {"brigade attached", [](GameState& s) { s.brigades[0].attached = 0; }},
        {"brigade leader gone", [](GameState& s) { s.brigades[0].leaderGone = true; }},
        {"brigade wounds", [](GameState& s) { s.brigades[0].wounds = 1; }},
        {"brigade leader moved", [](GameState& s) { s.brigades[0].leaderMoved = true; }},
        {"brigade pips", [](GameState& s) { s.brigades[0].pips += 1; }},
        {"brigade reserved", [](GameState& s) { s.brigades[0].reserved = 1; }},
        {"brigade saved", [](GameState& s) { s.brigades[0].saved = 1; }},
        {"brigade rolled", [](GameState& s) { s.brigades[0].rolled += 1; }},
        {"brigade start stands", [](GameState& s) { s.brigades[0].startStands += 1; }},
        {"brigade lost", [](GameState& s) { s.brigades[0].lost = 1; }},
        {"brigade clock", [](GameState& s) { s.brigades[0].clock = Clock::Hesitant; }},
    };
    for (const Flip& f : flips) {
        CAPTURE(f.first);
        GameState s = base;
        f.second(s);
        CHECK(stateHash(s) != h0);
    }
}

TEST_CASE("FG-SEQ-2 scripted dice still to come: a game with them and one without differ") {
    // The CLI's --dice and the tests script the next dice: they decide what
    // the next rolls are, so two states that will roll differently must not
    // share a hash (a save's replay compares hashes).
    GameState a = begun(smallBattle());
    GameState b = a;
    b.dice.script({6, 6});
    CHECK(stateHash(a) != stateHash(b));
    b.dice.d6();
    CHECK(stateHash(a) != stateHash(b)); // one still waits
}

// [SECTION] The turn and the pips

TEST_CASE("FG-BRIG-1 a brigade that broke in its own turn saves no pip for a turn it has no pips in") {
    GameState s = begun(smallBattle(), {6}); // the Federal brigade rolls 3 pips
    REQUIRE(s.brigades[0].pips == 3);
    std::vector<Event> ev;
    loseStands(s, 0, 4, ev); // 4 of its 8 stands: broken (FG-BRIG-1)
    REQUIRE(s.brigades[0].clock == Clock::Broken);
    ev = applyCommand(s, endOrders(Side::Federal));
    CHECK(s.brigades[0].saved == 0);
    CHECK_FALSE(hasBrigadeEvent(ev, EventKind::PipsSaved, 0));
    CHECK(hasBrigadeEvent(ev, EventKind::PipsLost, 0)); // all 3 are lost, and the log says so
}

TEST_CASE("FG-BRIG-1 a pip saved before the brigade broke is lost, and the log says so") {
    // Three Federal brigades, so that one broken does not end the game (FG-WIN-1).
    Battle b = smallBattle();
    for (int i = 0; i < 2; ++i) {
        BrigadeSetup more = b.brigades[0];
        more.id = "fb" + std::to_string(i + 2);
        more.leader = {50.0 + 10 * i, 42};
        b.brigades.push_back(more);
        addUnit(b, "fed" + std::to_string(i + 2), static_cast<int>(b.brigades.size()) - 1,
                Arm::Infantry, Formation::Line, 6, {50.0 + 10 * i, 40}, 0);
    }
    GameState s = begun(b, {6, 1, 1});
    std::vector<Event> ev = applyCommand(s, endOrders(Side::Federal));
    REQUIRE(s.brigades[0].saved == 1);
    loseStands(s, 0, 4, ev); // broken in the enemy's turn
    REQUIRE(s.brigades[0].clock == Clock::Broken);
    ev = applyCommand(s, endOrders(Side::Confederate));
    CHECK(s.brigades[0].pips == 0);
    CHECK(s.brigades[0].saved == 0);
    CHECK(hasBrigadeEvent(ev, EventKind::PipsLost, 0));
}

TEST_CASE("FG-SEQ-3 reserved pips last through the enemy's turn only; FG-D-23 killed, they go at once") {
    GameState s = begun(smallBattle(), {6});
    Command reserve;
    reserve.kind = CommandKind::Reserve;
    reserve.side = Side::Federal;
    reserve.brigade = 0;
    reserve.count = 2;
    REQUIRE_FALSE(validate(s, reserve));
    applyCommand(s, reserve);
    applyCommand(s, endOrders(Side::Federal));
    CHECK(s.brigades[0].reserved == 2); // through the Confederate turn
    SUBCASE("lost at the end of the enemy's turn") {
        applyCommand(s, endOrders(Side::Confederate));
        CHECK(s.brigades[0].reserved == 0);
    }
    SUBCASE("a killed brigadier takes them with him") {
        std::vector<Event> ev;
        s.brigades[0].attached = 0;
        s.dice.script({6}); // killed in action
        leaderRisk(s, 0, ev);
        CHECK(s.brigades[0].reserved == 0);
        CHECK(s.brigades[0].saved == 0);
        CHECK(s.units[0].disordered);
        // FG-LEAD-2: the replacement comes at the start of the brigade's next
        // command phase, not the enemy's.
        CHECK(s.brigades[0].leaderGone);
        applyCommand(s, endOrders(Side::Confederate));
        CHECK_FALSE(s.brigades[0].leaderGone);
        CHECK(s.brigades[0].rating == Rating::Timid);
    }
    SUBCASE("a brigadier only carried off leaves them to be spent") {
        std::vector<Event> ev;
        s.dice.script({5}); // severely wounded or captured
        leaderRisk(s, 0, ev);
        CHECK(s.brigades[0].leaderGone);
        CHECK(s.brigades[0].reserved == 2);
        CHECK(s.brigades[0].saved == 1);
    }
}

// [SECTION] Orders

TEST_CASE("FG-D-12 a skirmish screen may face about in open order (FG-FORM-3)") {
    Battle b = smallBattle();
    GameState s = begun(b, {6});
    Command d = order(CommandKind::Detach, 0);
    d.count = 1;
    d.amount = 1.0;
    REQUIRE_FALSE(validate(s, d));
    applyCommand(s, d);
    const int screen = unitById(s, "fed-s");
    REQUIRE(screen >= 0);
    // Next Federal turn: the screen turns about, staying in open order.
    applyCommand(s, endOrders(Side::Federal));
    applyCommand(s, endOrders(Side::Confederate));
    REQUIRE(s.active == Side::Federal);
    Command turn = order(CommandKind::Form, screen);
    turn.formation = Formation::OpenOrder;
    turn.turn = Turn::About;
    CHECK_FALSE(validate(s, turn));
    // A screen never forms anything else (FG-D-28).
    Command line = order(CommandKind::Form, screen);
    line.formation = Formation::Line;
    auto why = validate(s, line);
    REQUIRE(why);
    CHECK(why->rule == "FG-D-28");
}

TEST_CASE("FG-D-2 a Reserve Pip of no pips, or of the enemy's, is refused; so are units not there") {
    GameState s = begun(smallBattle(), {6});
    Command reserve;
    reserve.kind = CommandKind::Reserve;
    reserve.side = Side::Federal;
    reserve.brigade = 0;
    for (int n : {0, -2}) {
        CAPTURE(n);
        reserve.count = n;
        auto why = validate(s, reserve);
        REQUIRE(why);
        CHECK(why->rule == "FG-D-2");
    }
    CHECK(s.brigades[0].reserved == 0);
    // Commands built in code (the computer players) with no such unit or
    // brigade: refused, never read out of bounds.
    for (int unit : {-1, 99}) {
        CAPTURE(unit);
        CHECK(validate(s, order(CommandKind::Hold, unit)));
        CHECK(validate(s, order(CommandKind::Rally, unit)));
    }
    for (int brigade : {-1, 7}) {
        CAPTURE(brigade);
        Command c;
        c.kind = CommandKind::Reserve;
        c.side = Side::Federal;
        c.brigade = brigade;
        CHECK(validate(s, c));
        c.kind = CommandKind::Leader;
        CHECK(validate(s, c));
    }
    GameState removed = s;
    removed.units[0].removed = true;
    CHECK(validate(removed, order(CommandKind::Hold, 0)));
}

TEST_CASE("FG-D-23 without a brigadier the price of an order says so, not '12-24 inches from him'") {
    GameState s = begun(smallBattle(), {1}); // 1 pip
    s.brigades[0].leaderGone = true;
    s.brigades[0].attached = -1;
    s.units[0].disordered = true;
    auto why = validate(s, order(CommandKind::Rally, 0)); // 2 pips at 12-24"
    REQUIRE(why);
    CHECK(why->rule == "FG-D-23");
    CHECK(why->reason.find("no brigadier") != std::string::npos);
    CHECK(why->reason.find("from the brigadier") == std::string::npos);
}

TEST_CASE("FG-CMD-4 Double-Time: infantry only, not disordered, not hesitant, a paid extra") {
    GameState s = begun(smallBattle(), {6});
    Command dt = order(CommandKind::Advance, 0);
    dt.plan.before = 2.0;
    dt.plan.doubleTime = true;
    CHECK(orderCost(s, dt).pips == 1);
    CHECK_FALSE(validate(s, dt));
    GameState d = s;
    d.units[0].disordered = true;
    CHECK(validate(d, dt)->rule == "FG-DISC-2");
    GameState h = s;
    h.brigades[0].clock = Clock::Hesitant;
    CHECK(validate(h, dt)->rule == "FG-BRIG-1");
    Command gun = order(CommandKind::Advance, 1);
    gun.plan.before = 1.0;
    gun.plan.doubleTime = true;
    CHECK(validate(s, gun)->rule == "FG-CMD-4");
    applyCommand(s, dt);
    CHECK(s.units[0].doubleTime);
    CHECK(s.units[0].orderPips == 1);
    CHECK(s.brigades[0].pips == 2);
}

// [SECTION] Command lines

TEST_CASE("FG-D-28 a detach's distance ahead is never negative: the line is refused, not rewritten") {
    Battle b = smallBattle();
    GameState s = begun(b);
    Command c;
    std::string error;
    // Read as written or not at all: a line whose command prints as another
    // command would be saved as that other one.
    const bool read = parseCommand(s, Side::Federal, "detach fed 2 -3", c, error);
    if (read) {
        Command back;
        REQUIRE(parseCommand(s, Side::Federal, commandText(s, c), back, error));
        CHECK(back.amount == c.amount);
    }
    CHECK_FALSE(read);
    CHECK(error.find("negative") != std::string::npos);
}

TEST_CASE("command lines: every command prints as a line that reads back to the same command") {
    Battle b = smallBattle();
    b.brigades.push_back(b.brigades[0]);
    b.brigades[2].id = "fb2";
    b.brigades[2].leader = {60, 42};
    addUnit(b, "fed2", 2, Arm::Infantry, Formation::Line, 6, {60, 40}, 0);
    addUnit(b, "limb", 0, Arm::Artillery, Formation::Limbered, 2, {14, 40}, 0);
    b.sides[0].divisionCommander = true;
    GameState s = begun(b);
    const char* lines[] = {"division fb2",
                           "hold fed",
                           "advance fed 2.5",
                           "advance fed 0.001 wheel left 0.5 0.002 double",
                           "advance fed wheel right 45 3",
                           "advance limb 4 unlimber",
                           "advance bat 1.999",
                           "oblique fed right 3",
                           "wheel fed left 44.999",
                           "form fed road-column",
                           "form fed line turn left",
                           "form fed assault-column turn about",
                           "limber bat",
                           "unlimber limb",
                           "detach fed 1",
                           "detach fed 2 2.75",
                           "recall fed",
                           "dress fed",
                           "rally fed",
                           "reserve fb",
                           "reserve fb 3",
                           "brigadier fb 0,47.5",
                           "brigadier fb -0.001,12.345 attach bat",
                           "end"};
    for (const char* line : lines) {
        CAPTURE(line);
        Command c, back;
        std::string error;
        REQUIRE(parseCommand(s, Side::Federal, line, c, error));
        const std::string text = commandText(s, c);
        CHECK(text == line);
        REQUIRE(parseCommand(s, Side::Federal, text, back, error));
        CHECK(commandText(s, back) == text);
        CHECK(back.kind == c.kind);
        CHECK(back.unit == c.unit);
        CHECK(back.brigade == c.brigade);
        CHECK(back.plan.before == c.plan.before);
        CHECK(back.plan.after == c.plan.after);
        CHECK(back.plan.wheelDir == c.plan.wheelDir);
        CHECK(back.plan.wheelDeg == c.plan.wheelDeg);
        CHECK(back.plan.doubleTime == c.plan.doubleTime);
        CHECK(back.plan.unlimber == c.plan.unlimber);
        CHECK(back.dir == c.dir);
        CHECK(back.amount == c.amount);
        CHECK(back.formation == c.formation);
        CHECK(back.turn == c.turn);
        CHECK(back.count == c.count);
        CHECK(back.point.x == c.point.x);
        CHECK(back.point.y == c.point.y);
        CHECK(back.attach == c.attach);
    }
}

TEST_CASE("command lines: hostile input is an error with a reason, never a crash") {
    GameState s = begun(smallBattle());
    std::vector<std::string> lines = {
        "advance fed 1e300", "advance fed nan", "advance fed inf", "advance fed -inf",
        "advance fed -1", "advance fed 1e6000", "wheel fed left -5", "oblique fed left -1",
        "oblique fed up 2", "detach fed 3", "detach fed 1.5", "detach fed 2 nan",
        "reserve fb 0", "reserve fb -1", "reserve fb 1.5", "reserve fb 1e9",
        "brigadier fb nan,2", "brigadier fb 1e300,2", "brigadier fb 1,2,3", "brigadier fb ,",
        "brigadier fb 3", "brigadier fb 30,42 attach", "hold fed extra", "hold", "hold nosuch",
        "division", "division nosuch", "form fed", "form fed square", "form fed turn", "advance",
        "rally", "end now", "\x1b[31m", "advance fed 2 2", "advance fed wheel left 5 wheel left 5",
        std::string(100000, 'x'), "hold " + std::string(100000, 'y'), std::string("hold\0fed", 8)};
    for (const std::string& line : lines) {
        CAPTURE(line.substr(0, 60));
        Command c;
        std::string error;
        CHECK_FALSE(parseCommand(s, Side::Federal, line, c, error));
        CHECK_FALSE(error.empty());
        CHECK(error.size() < 400);
    }
}

// [SECTION] Invariants: each broken state is reported, a legal one is not

TEST_CASE("invariants: a legal game trips none, whatever it did") {
    GameState s = begun(smallBattle(), {6, 6});
    CHECK(checkInvariants(s).empty());
    Command a = order(CommandKind::Advance, 0);
    a.plan.before = 3.0;
    a.plan.doubleTime = true;
    applyCommand(s, a);
    Command d = order(CommandKind::Detach, 0);
    CHECK(validate(s, d)); // it has had its order
    applyCommand(s, order(CommandKind::Limber, 1));
    CHECK(checkInvariants(s).empty());
    applyCommand(s, endOrders(Side::Federal));
    CHECK(checkInvariants(s).empty());
    applyCommand(s, endOrders(Side::Confederate));
    CHECK(checkInvariants(s).empty());
}

TEST_CASE("invariants: stands overlap, or leave the table, and are reported") {
    const GameState ok = begun(smallBattle());
    REQUIRE(checkInvariants(ok).empty());
    GameState s = ok;
    s.units[2].front = s.units[0].front; // reb on fed
    s.units[2].facing = s.units[0].facing;
    CHECK(mentions(checkInvariants(s), "overlaps"));
    s.units[2].front.x += 0.5; // half a stand over
    CHECK(mentions(checkInvariants(s), "overlaps"));
    s.units[2].front.x = s.units[0].front.x + 6.0; // side by side, touching: legal
    CHECK_FALSE(mentions(checkInvariants(s), "overlaps"));
    s = ok;
    s.units[0].front.y = 47.9; // its rank behind its front is off the south edge
    CHECK(mentions(checkInvariants(s), "off the table"));
    s = ok;
    s.units[0].removed = true; // removed: gone, so neither (its stands count lost)
    s.units[0].front.y = 60;
    s.brigades[0].lost = s.units[0].stands;
    s.units[0].stands = 0;
    s.brigades[0].clock = Clock::Hesitant;
    CHECK_FALSE(mentions(checkInvariants(s), "off the table"));
}

TEST_CASE("invariants: counts and the loss clock must agree (FG-D-25)") {
    const GameState ok = begun(smallBattle());
    GameState s = ok;
    s.units[0].stands -= 1; // a stand gone and not counted lost
    CHECK(mentions(checkInvariants(s), "lost"));
    s = ok;
    s.units[0].stands -= 3; // 3 of 8 lost: hesitant, but the clock says steady
    s.brigades[0].lost = 3;
    CHECK(mentions(checkInvariants(s), "steady with 3 of 8"));
    s = ok;
    s.units[2].stands = 1; // a regiment of one stand has shattered (FG-DISC-3)
    s.brigades[1].lost = 5;
    s.brigades[1].clock = Clock::Broken;
    CHECK(mentions(checkInvariants(s), "a regiment of 1 stand"));
}

TEST_CASE("invariants: pips are never negative (FG-CMD-2)") {
    const GameState ok = begun(smallBattle());
    for (int which = 0; which < 3; ++which) {
        CAPTURE(which);
        GameState s = ok;
        (which == 0 ? s.brigades[0].pips : which == 1 ? s.brigades[0].reserved : s.brigades[0].saved) = -1;
        CHECK(mentions(checkInvariants(s), "negative pips"));
    }
}

TEST_CASE("FG-CMD-5 invariants: every order legal and paid for at the tier it was given at") {
    const GameState ok = begun(smallBattle());
    GameState s = ok;
    s.units[0].order = Order::Advance; // beyond 24": Hold only
    s.units[0].orderTier = Tier::Out;
    CHECK_FALSE(checkInvariants(s).empty());
    s = ok;
    s.units[0].order = Order::Advance; // at 12-24" an advance costs a pip
    s.units[0].orderTier = Tier::Distant;
    s.units[0].orderPips = 0;
    CHECK_FALSE(checkInvariants(s).empty());
    s.units[0].orderPips = 1;
    CHECK(checkInvariants(s).empty());
    s = ok;
    s.units[0].order = Order::Hold; // Hold is free everywhere
    s.units[0].orderTier = Tier::Courier;
    s.units[0].orderPips = 2;
    CHECK_FALSE(checkInvariants(s).empty());
    s = ok;
    s.units[0].order = Order::Advance; // FG-CMD-4: Double-Time is a paid extra
    s.units[0].doubleTime = true;
    s.units[0].orderPips = 0;
    CHECK_FALSE(checkInvariants(s).empty());
    s.units[0].orderPips = 1;
    CHECK(checkInvariants(s).empty());
    s = ok;
    s.units[3].order = Order::Advance; // FG-CMD-4: infantry only
    s.units[3].doubleTime = true;
    s.units[3].orderPips = 1;
    CHECK_FALSE(checkInvariants(s).empty());
    s = ok;
    s.units[0].order = Order::Dress; // FG-CMD-5: Dress Ranks is no order beyond 24"
    s.units[0].orderTier = Tier::Out;
    CHECK_FALSE(checkInvariants(s).empty());
    s = ok;
    s.units[0].orderPips = 1; // paid for an order it has not had
    CHECK_FALSE(checkInvariants(s).empty());
}

TEST_CASE("FG-SEQ-2 invariants: the pending stack is the active side's, in its phase") {
    const GameState ok = begun(smallBattle());
    GameState s = ok;
    s.pending.back().decider = Side::Confederate; // orders for the passive side
    CHECK_FALSE(checkInvariants(s).empty());
    s = ok;
    s.pending.back() = Pending{PendingKind::DivisionPip, Side::Confederate, -1, -1};
    s.phase = Phase::Command;
    CHECK_FALSE(checkInvariants(s).empty()); // the passive side's commander
    s.pending.back().decider = Side::Federal;
    CHECK(checkInvariants(s).empty());
    s.phase = Phase::Orders; // the division pip is named in the command phase
    CHECK_FALSE(checkInvariants(s).empty());
    s = ok;
    s.phase = Phase::Fire; // orders awaited in the fire phase
    CHECK_FALSE(checkInvariants(s).empty());
    s = ok;
    s.pending.clear();
    CHECK_FALSE(checkInvariants(s).empty());
    s.over = true;
    CHECK(checkInvariants(s).empty());
}

TEST_CASE("FG-LEAD-2 invariants: a brigade without its brigadier has no one attached") {
    GameState s = begun(smallBattle());
    s.brigades[0].attached = 0;
    REQUIRE(checkInvariants(s).empty());
    s.brigades[0].leaderGone = true;
    CHECK_FALSE(checkInvariants(s).empty());
}

// [SECTION] Victory through the turn

TEST_CASE("FG-WIN-2 the turn limit ends the game after the second side's last turn (FG-D-47)") {
    for (Side first : {Side::Federal, Side::Confederate}) {
        CAPTURE(first);
        Battle b = smallBattle();
        b.firstSide = first;
        b.turnLimit = 2;
        GameState s = begun(b);
        int playerTurns = 0;
        while (!s.over && playerTurns < 10) {
            REQUIRE(s.awaited());
            applyCommand(s, endOrders(s.active));
            ++playerTurns;
        }
        CHECK(playerTurns == 4);
        CHECK(s.over);
        CHECK(s.turn == 2);
        CHECK_FALSE(s.winner); // nothing lost on either side: a draw
        CHECK(s.pending.empty());
        CHECK(checkInvariants(s).empty());
    }
}

TEST_CASE("FG-WIN-1 a side broken in the enemy's turn loses at the end of that turn (FG-D-47)") {
    GameState s = begun(smallBattle());
    applyCommand(s, endOrders(Side::Federal));
    REQUIRE(s.active == Side::Confederate);
    std::vector<Event> ev;
    loseStands(s, 0, 4, ev); // the Federal brigade breaks in the Confederate turn
    CHECK_FALSE(s.over);     // checked only at the end of a player turn
    ev = applyCommand(s, endOrders(Side::Confederate));
    CHECK(s.over);
    REQUIRE(s.winner);
    CHECK(*s.winner == Side::Confederate);
    CHECK(s.pending.empty());
    Command hold = order(CommandKind::Hold, 2, Side::Confederate);
    CHECK(validate(s, hold)->rule == "FG-WIN-1");
}

TEST_CASE("FG-CMD-1 the courier's path around impassable ground stays on the table (FG-D-6)") {
    // A river drawn on past the west edge, as map makers draw them: the only
    // way around it on the table is by its east end, 45" off. Around the
    // west end, off the table, it would be 20".
    Battle b = smallBattle();
    b.brigades[0].leader = {5, 40};
    addArea(b, "river", rect(-2, 30, 50, 33));
    addUnit(b, "north", 0, Arm::Infantry, Formation::Line, 4, {5, 27}, 0);
    GameState s = begun(b);
    const CommandReach r = commandReach(s, unitById(s, "north"));
    CAPTURE(r.distance);
    CHECK(r.tier == Tier::Out);
    CHECK(r.distance > 24.0);
    // A river drawn exactly to the edge: no riding along the edge across
    // its mouth either (14.8" that way; 38.7" around its east end).
    Battle b2 = smallBattle();
    b2.brigades[0].leader = {3, 40};
    addArea(b2, "river", rect(0, 30, 20, 33));
    addUnit(b2, "north", 0, Arm::Infantry, Formation::Line, 4, {3, 27}, 0);
    GameState s2 = begun(b2);
    const CommandReach r2 = commandReach(s2, unitById(s2, "north"));
    CAPTURE(r2.distance);
    CHECK(r2.tier == Tier::Out);
    CHECK(r2.distance > 24.0);
    // Where the table's edge is not in the way, nothing changes.
    const CommandReach near = reachFrom(s, 0, {5, 36});
    CHECK(near.tier == Tier::Bugle);
    const CommandReach edge = reachFrom(s, 0, {0, 40}); // on the edge itself
    CHECK(edge.tier == Tier::Bugle);
    const CommandReach along = reachFrom(s, 0, {0.5, 47.5}); // past 6", along the edge
    CHECK(along.tier == Tier::Courier);
}

TEST_CASE("FG-CMD-5 a unit no courier can reach around impassable ground is told so, not 'more than 24 inches'") {
    Battle b = smallBattle();
    // A river across the whole table between the Federal brigadier and a
    // regiment 9" from him: no bridge, no path (FG-CMD-1, FG-D-6).
    addArea(b, "river", rect(0, 34, 72, 37));
    addUnit(b, "cut", 0, Arm::Infantry, Formation::Line, 4, {40, 33}, 0);
    GameState s = begun(b);
    const int cut = unitById(s, "cut");
    const CommandReach r = commandReach(s, cut);
    REQUIRE(r.tier == Tier::Out);
    auto why = validate(s, order(CommandKind::Dress, cut));
    REQUIRE(why);
    CHECK(why->rule == "FG-CMD-5");
    CAPTURE(why->reason);
    CHECK(why->reason.find("more than 24") == std::string::npos);
    CHECK(why->reason.find("impassable") != std::string::npos);
}

TEST_CASE("FG-SEQ-2 the enemy's brigadier and pips are not the active player's to order") {
    GameState s = begun(smallBattle(), {6});
    Command c;
    c.side = Side::Federal;
    c.brigade = 1; // the Confederate brigade
    c.kind = CommandKind::Reserve;
    auto why = validate(s, c);
    REQUIRE(why);
    CHECK(why->rule == "FG-SEQ-2"); // as for the enemy's units
    CHECK(why->reason == "the Second Brigade is the enemy's");
    c.kind = CommandKind::Leader;
    c.point = s.brigades[1].leader;
    why = validate(s, c);
    REQUIRE(why);
    CHECK(why->rule == "FG-SEQ-2");
    CHECK(validate(s, order(CommandKind::Hold, 2))->rule == "FG-SEQ-2");
}
