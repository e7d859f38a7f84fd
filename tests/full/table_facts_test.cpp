// The facts the window asks of the rules (table_facts.h): the orders menu of
// a unit and of a brigade (what each costs, and only refusals no parameter
// could cure for the orders the table completes), the pauses along a move
// before it is sent (as passing at each would meet them), and the command
// radius's outlines (each point agreeing with reachFrom).
#include "ai/full/random_player.h"
#include "battle_files.h"
#include "full/assault.h"
#include "full/command_radius.h"
#include "full/door.h"
#include "full/fire.h"
#include "full/orders.h"
#include "full/table_facts.h"
#include "reactions_fixtures.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

using namespace guidon;
using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// The 4th Alabama 19" off with its screen 10" ahead of the 2nd Wisconsin.
Battle screened() {
    Battle b = opposed(12.0);
    b.units[1].front = {36, 11};
    b.brigades[1].leader = {36, 8};
    const int sk = addUnit(b, "sk", 1, Arm::Infantry, Formation::OpenOrder, 2, {36, 20}, 180);
    b.units[sk].parent = 1;
    b.units[sk].name = "skirmishers of the 4th Alabama";
    return b;
}

std::vector<std::string> labelsOf(const std::vector<OrderOption>& options) {
    std::vector<std::string> out;
    for (const OrderOption& o : options)
        out.push_back(o.label);
    return out;
}

const OrderOption& optionOf(const std::vector<OrderOption>& options, const std::string& label) {
    const auto it = std::find_if(options.begin(), options.end(),
                                 [&](const OrderOption& o) { return o.label == label; });
    REQUIRE_MESSAGE(it != options.end(), label);
    return *it;
}

bool listed(const std::vector<OrderOption>& options, const std::string& label) {
    return std::any_of(options.begin(), options.end(),
                       [&](const OrderOption& o) { return o.label == label; });
}

// Every one of `on` is on the menu, and none of `off`.
void checkListed(const std::vector<OrderOption>& menu, std::initializer_list<const char*> on,
                 std::initializer_list<const char*> off) {
    for (const char* label : on)
        CHECK_MESSAGE(listed(menu, label), label);
    for (const char* label : off)
        CHECK_MESSAGE(!listed(menu, label), label);
}

std::string ruleOf(const OrderOption& o) {
    return o.refusal ? o.refusal->rule : "";
}

} // namespace

// [SECTION] the orders menu

TEST_CASE("FG-CMD-3 FG-CMD-4 the orders menu of a regiment in line within the bugle's reach") {
    GameState s = ordersPhase(opposed(12.0));
    const std::vector<OrderOption> menu = ordersFor(s, 0);
    CHECK(labelsOf(menu) == std::vector<std::string>{"Hold position",
                                                     "Advance",
                                                     "Advance at the double",
                                                     "Oblique left",
                                                     "Oblique right",
                                                     "Wheel left",
                                                     "Wheel right",
                                                     "Form open order",
                                                     "Form open order and face left",
                                                     "Form open order and face right",
                                                     "Form open order and face about",
                                                     "Form assault column",
                                                     "Form assault column and face left",
                                                     "Form assault column and face right",
                                                     "Form assault column and face about",
                                                     "Form road column",
                                                     "Form road column and face left",
                                                     "Form road column and face right",
                                                     "Form road column and face about",
                                                     "Face left",
                                                     "Face right",
                                                     "Face about",
                                                     "Detach a screen of 1 stand",
                                                     "Detach a screen of 2 stands",
                                                     "Dress ranks",
                                                     "Assault",
                                                     "Assault at the double"});
    for (const OrderOption& o : menu) {
        INFO(o.label);
        CHECK(o.tier == Tier::Bugle);
        CHECK(o.command.unit == 0);
        CHECK(o.command.side == Side::Federal);
        CHECK(o.kind == o.command.kind);
    }
    SUBCASE("standard orders are free, special ones a pip (FG-CMD-3, FG-CMD-4)") {
        CHECK(optionOf(menu, "Hold position").pips == 0);
        CHECK(optionOf(menu, "Advance").pips == 0);
        CHECK(optionOf(menu, "Form assault column").pips == 0);
        CHECK(optionOf(menu, "Advance at the double").pips == 1);
        CHECK(optionOf(menu, "Assault").pips == 1);
        CHECK(optionOf(menu, "Assault at the double").pips == 2);
        CHECK(optionOf(menu, "Form open order").pips == 1);
    }
    SUBCASE("the orders the table completes carry a parameter and say so") {
        for (const char* label :
             {"Advance", "Oblique left", "Wheel right", "Assault", "Detach a screen of 2 stands"})
            CHECK(optionOf(menu, label).needsTable);
        for (const char* label : {"Hold position", "Form road column", "Face about", "Dress ranks"})
            CHECK_FALSE(optionOf(menu, label).needsTable);
        CHECK(optionOf(menu, "Advance").command.plan.before > 0.0);
        CHECK(optionOf(menu, "Wheel left").command.dir == -1);
        CHECK(optionOf(menu, "Wheel left").command.amount > 0.0);
        CHECK(optionOf(menu, "Oblique right").command.dir == 1);
        CHECK(optionOf(menu, "Detach a screen of 2 stands").command.count == 2);
        CHECK(optionOf(menu, "Face left").command.turn == Turn::Left);
        CHECK(optionOf(menu, "Assault").command.target == 1);
        CHECK(optionOf(menu, "Assault at the double").command.plan.doubleTime);
    }
    SUBCASE("every order it may be given now is sent as listed, but an assault out of reach") {
        for (const OrderOption& o : menu) {
            INFO(o.label);
            if (o.refusal) continue;
            if (o.kind == CommandKind::Assault) {
                // 12" off: no charge reaches, but that is the table's answer
                // (another target may be nearer), not the menu's.
                CHECK(validate(s, o.command));
                continue;
            }
            CHECK_FALSE(validate(s, o.command));
        }
    }
    SUBCASE("open order before 1864 is the rules' refusal (FG-D-45)") {
        CHECK(ruleOf(optionOf(menu, "Form open order")) == "FG-D-45");
    }
}

TEST_CASE("FG-CMD-4 FG-CMD-5 FG-D-2 the menu's refusals are those no parameter could cure") {
    SUBCASE("out of pips: the paid orders are refused, the free ones not") {
        GameState s = ordersPhase(opposed(5.0), 0);
        const std::vector<OrderOption> menu = ordersFor(s, 0);
        CHECK(ruleOf(optionOf(menu, "Advance at the double")) == "FG-CMD-4");
        CHECK(ruleOf(optionOf(menu, "Assault")) == "FG-CMD-4");
        CHECK_FALSE(optionOf(menu, "Advance").refusal);
        CHECK_FALSE(optionOf(menu, "Hold position").refusal);
    }
    SUBCASE("at 12-24 every standard order but Hold and Dress costs a pip (FG-CMD-5)") {
        Battle b = opposed(12.0);
        b.brigades[0].leader = {50, 40}; // 16.7" from its front
        GameState s = ordersPhase(b, 0);
        REQUIRE(tierOf(s, 0) == Tier::Distant);
        const std::vector<OrderOption> menu = ordersFor(s, 0);
        CHECK(optionOf(menu, "Advance").tier == Tier::Distant);
        CHECK(optionOf(menu, "Advance").pips == 1);
        CHECK(ruleOf(optionOf(menu, "Advance")) == "FG-CMD-5");
        CHECK(optionOf(menu, "Hold position").pips == 0);
        CHECK_FALSE(optionOf(menu, "Hold position").refusal);
        CHECK_FALSE(optionOf(menu, "Dress ranks").refusal);
    }
    SUBCASE("out of communication: Hold only") {
        Battle b = opposed(12.0);
        b.brigades[0].leader = {5, 45};
        b.map.year = 1864; // open order too is refused for want of communication
        GameState s = ordersPhase(b);
        REQUIRE(tierOf(s, 0) == Tier::Out);
        for (const OrderOption& o : ordersFor(s, 0)) {
            INFO(o.label);
            CHECK(o.tier == Tier::Out);
            CHECK(ruleOf(o) == (o.kind == CommandKind::Hold ? "" : "FG-CMD-5"));
        }
    }
    SUBCASE("one order a turn (FG-D-2)") {
        GameState s = ordersPhase(opposed(12.0));
        REQUIRE(send(s, Side::Federal, "hold 2wi").ok);
        for (const OrderOption& o : ordersFor(s, 0)) {
            INFO(o.label);
            CHECK(ruleOf(o) == "FG-D-2");
        }
    }
    SUBCASE("not its side's orders phase (FG-SEQ-2)") {
        GameState s = ordersPhase(opposed(12.0));
        for (const OrderOption& o : ordersFor(s, 1)) {
            INFO(o.label);
            CHECK(ruleOf(o) == "FG-SEQ-2");
        }
    }
    SUBCASE("an engaged unit takes no order (FG-D-21)") {
        GameState s = ordersPhase(opposed(0.0));
        for (const OrderOption& o : ordersFor(s, 0)) {
            INFO(o.label);
            CHECK(ruleOf(o) == "FG-D-21");
        }
    }
    SUBCASE("ground in the way of the smallest advance is the table's answer, not the menu's") {
        Battle b = opposed(12.0);
        addArea(b, "river", rect(20, 26, 52, 29.5)); // half an inch ahead of its front
        GameState s = ordersPhase(b);
        const std::vector<OrderOption> menu = ordersFor(s, 0);
        const OrderOption& advance = optionOf(menu, "Advance");
        CHECK(validate(s, advance.command)); // straight ahead it goes into the river
        CHECK_FALSE(advance.refusal);        // a wheel first might not
        // Facing about is no parameterised order: its refusal is the ground's.
        CHECK_FALSE(optionOf(menu, "Face about").refusal);
    }
    SUBCASE("an order with nothing to choose carries the ground's refusal") {
        Battle b = opposed(12.0);
        // A friend right behind: an assault column (two ranks deep) has no room.
        addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {36, 31.2}, 0);
        GameState s = ordersPhase(b);
        const std::vector<OrderOption> menu = ordersFor(s, 0);
        const OrderOption& column = optionOf(menu, "Form assault column");
        REQUIRE(column.refusal);
        CHECK(column.refusal->rule == validate(s, column.command)->rule);
    }
}

TEST_CASE("FG-FORM-1 FG-D-30 FG-ORG-4 each kind of unit is offered its own orders") {
    SUBCASE("an unlimbered battery moves by prolonge and limbers") {
        Battle b = opposed(12.0);
        b.units[0].arm = Arm::Artillery;
        b.units[0].formation = Formation::Unlimbered;
        b.units[0].stands = 2;
        GameState s = ordersPhase(b);
        CHECK(labelsOf(ordersFor(s, 0)) ==
              std::vector<std::string>{"Hold position", "Move by prolonge", "Oblique left",
                                       "Oblique right", "Wheel left", "Wheel right", "Limber up",
                                       "Dress ranks"});
    }
    SUBCASE("a limbered horse battery may advance and unlimber") {
        Battle b = opposed(12.0);
        b.units[0].arm = Arm::Artillery;
        b.units[0].formation = Formation::Limbered;
        b.units[0].stands = 2;
        b.units[0].horseArtillery = true;
        GameState s = ordersPhase(b);
        const std::vector<OrderOption> menu = ordersFor(s, 0);
        checkListed(menu, {"Advance and unlimber", "Unlimber"}, {"Limber up"});
        CHECK(optionOf(menu, "Advance and unlimber").command.plan.unlimber);
    }
    SUBCASE("mounted cavalry dismounts and charges, never double-times nor detaches") {
        Battle b = opposed(12.0);
        b.units[0].arm = Arm::Cavalry;
        b.units[0].formation = Formation::Mounted;
        GameState s = ordersPhase(b);
        checkListed(ordersFor(s, 0), {"Dismount", "Form road column", "Assault"},
                    {"Advance at the double", "Assault at the double", "Detach a screen of 1 stand",
                     "Form assault column"});
    }
    SUBCASE("a screen turns and is recalled, never forms, detaches or assaults") {
        GameState s = ordersPhase(opposed(12.0, 6));
        REQUIRE(send(s, Side::Federal, "detach 2wi 2 1").ok);
        const int screen = unitById(s, "2wi-s");
        REQUIRE(screen >= 0);
        checkListed(ordersFor(s, screen), {"Recall to its regiment", "Face about"},
                    {"Form line of battle", "Assault", "Detach a screen of 1 stand"});
    }
    SUBCASE("a disordered unit is offered Rally Line, a paid extra (FG-CMD-4)") {
        GameState s = ordersPhase(opposed(12.0));
        CHECK_FALSE(listed(ordersFor(s, 0), "Rally line"));
        s.units[0].disordered = true;
        const std::vector<OrderOption> menu = ordersFor(s, 0);
        CHECK(optionOf(menu, "Rally line").pips == 1);
        CHECK_FALSE(optionOf(menu, "Rally line").refusal);
        CHECK(ruleOf(optionOf(menu, "Advance at the double")) == "FG-DISC-2");
        CHECK(ruleOf(optionOf(menu, "Assault")) == "FG-DISC-2");
    }
    SUBCASE("a column on a road may march along it (FG-D-27)") {
        Battle b = opposed(12.0);
        addLine(b, "road", {{36, 46}, {36, 2}});
        b.units[0].formation = Formation::RoadColumn;
        GameState s = ordersPhase(b);
        const std::vector<OrderOption> menu = ordersFor(s, 0);
        const OrderOption& road = optionOf(menu, "March along the road");
        CHECK(road.command.plan.road);
        CHECK_FALSE(validate(s, road.command));
        s.units[0].front = {20, 40};
        CHECK_FALSE(listed(ordersFor(s, 0), "March along the road"));
    }
}

TEST_CASE("FG-D-2 FG-CMD-7 FG-D-48 the brigade's orders: reserve, the brigadier's move, the "
          "division's pip") {
    GameState s = ordersPhase(opposed(12.0), 1);
    std::vector<OrderOption> menu = brigadeOrders(s, 0);
    CHECK(labelsOf(menu) == std::vector<std::string>{"Reserve a pip", "Move the brigadier"});
    CHECK(optionOf(menu, "Reserve a pip").pips == 1);
    CHECK_FALSE(optionOf(menu, "Reserve a pip").refusal);
    CHECK(optionOf(menu, "Move the brigadier").needsTable);
    CHECK_FALSE(optionOf(menu, "Move the brigadier").refusal);
    SUBCASE("no pip to reserve") {
        s.brigades[0].pips = 0;
        CHECK(ruleOf(optionOf(brigadeOrders(s, 0), "Reserve a pip")) == "FG-D-2");
    }
    SUBCASE("the brigadier has moved this turn") {
        s.brigades[0].leaderMoved = true;
        CHECK(ruleOf(optionOf(brigadeOrders(s, 0), "Move the brigadier")) == "FG-CMD-7");
    }
    SUBCASE("the enemy's brigade") {
        for (const OrderOption& o : brigadeOrders(s, 1))
            CHECK(ruleOf(o) == "FG-SEQ-2");
    }
    SUBCASE("the division commander's pip while his choice is awaited") {
        s.pending.push_back(Pending{PendingKind::DivisionPip, Side::Federal, -1, -1});
        menu = brigadeOrders(s, 0);
        CHECK(menu.front().label == "Give the division's pip");
        CHECK_FALSE(menu.front().refusal);
        CHECK(ruleOf(optionOf(menu, "Reserve a pip")) == "FG-D-48");
    }
}

namespace {

// The menu's line a command is a variant of: the same kind, and the same
// choice where the menu lists one per choice (at the double, unlimbering,
// the road; left or right; the formation and the turn; the screen's
// stands). Nullptr when the menu has none.
const OrderOption* lineFor(const std::vector<OrderOption>& menu, const Command& c) {
    for (const OrderOption& o : menu) {
        const Command& m = o.command;
        if (m.kind != c.kind) continue;
        switch (c.kind) {
        case CommandKind::Advance:
            if (m.plan.doubleTime != c.plan.doubleTime || m.plan.unlimber != c.plan.unlimber ||
                m.plan.road != c.plan.road)
                continue;
            break;
        case CommandKind::Oblique:
        case CommandKind::Wheel:
            if (m.dir != c.dir) continue;
            break;
        case CommandKind::Form:
            if (m.formation != c.formation || m.turn != c.turn) continue;
            break;
        case CommandKind::Detach:
            if (m.count != c.count) continue;
            break;
        case CommandKind::Assault:
            if (m.plan.doubleTime != c.plan.doubleTime) continue;
            break;
        default:
            break;
        }
        return &o;
    }
    return nullptr;
}

} // namespace

TEST_CASE("FG-CMD-3 FG-CMD-4 the menu never refuses an order the rules accept (Franklin, played "
          "at random)") {
    std::vector<Event> ev;
    GameState g = newGame(test::setupOf("maps/full/franklin.xml"), 1, ev);
    core::Pcg32 rng(7, 7);
    int asked = 0;
    for (int step = 0; step < 4000 && !g.over && g.turn <= 4; ++step) {
        const std::optional<Command> c = ai::full::randomCommand(g, rng);
        REQUIRE(c);
        REQUIRE_FALSE(validate(g, *c));
        const bool orders = g.awaited()->kind == PendingKind::Orders && c->parts.empty();
        if (orders && c->unit >= 0 && c->kind != CommandKind::EndOrders &&
            c->kind != CommandKind::Leader && c->kind != CommandKind::Reserve) {
            INFO(commandText(g, *c));
            const std::vector<OrderOption> menu = ordersFor(g, c->unit);
            const OrderOption* line = lineFor(menu, *c);
            REQUIRE(line);
            CHECK_FALSE(line->refusal);
            CHECK(line->pips <= orderCost(g, *c).pips);
            ++asked;
        }
        if (orders && (c->kind == CommandKind::Leader || c->kind == CommandKind::Reserve)) {
            INFO(commandText(g, *c));
            for (const OrderOption& o : brigadeOrders(g, c->brigade))
                if (o.kind == c->kind) CHECK_FALSE(o.refusal);
            ++asked;
        }
        applyCommand(g, *c);
    }
    CHECK(asked >= 40);
}

// [SECTION] trigger points along a move

namespace {

// The pauses the real move meets, the passive side passing at each: the
// command sent on a copy through the door, as a player would.
std::vector<TriggerMark> playedOut(GameState s, const std::string& line) {
    std::vector<TriggerMark> out;
    REQUIRE(send(s, Side::Federal, line).ok);
    for (int guard = 0; guard < 200 && awaiting(s, PendingKind::Reaction); ++guard) {
        TriggerMark m;
        m.unit = s.moving->move.unit;
        m.step = s.moving->step;
        m.pose = Pose{s.units[m.unit].front, s.units[m.unit].facing};
        for (const Offer& o : s.moving->offers)
            m.offers.push_back(OfferLine{o, ""});
        out.push_back(m);
        REQUIRE(send(s, Side::Confederate, "pass").ok);
    }
    return out;
}

Command commandOf(const GameState& s, const std::string& line) {
    Command c;
    std::string error;
    REQUIRE_MESSAGE(parseCommand(s, Side::Federal, line, c, error), error);
    return c;
}

// triggersAlong against the move played out, pause by pause.
std::vector<TriggerMark> checkedAlong(const GameState& s, const std::string& line) {
    const std::vector<TriggerMark> along = triggersAlong(s, commandOf(s, line));
    const std::vector<TriggerMark> played = playedOut(s, line);
    REQUIRE(along.size() == played.size());
    for (std::size_t i = 0; i < along.size(); ++i) {
        INFO("pause ", i);
        CHECK(along[i].unit == played[i].unit);
        CHECK(along[i].step == played[i].step);
        CHECK(along[i].pose.front.x == doctest::Approx(played[i].pose.front.x));
        CHECK(along[i].pose.front.y == doctest::Approx(played[i].pose.front.y));
        CHECK(along[i].pose.facing == doctest::Approx(played[i].pose.facing));
        REQUIRE(along[i].offers.size() == played[i].offers.size());
        for (std::size_t k = 0; k < along[i].offers.size(); ++k) {
            CHECK(along[i].offers[k].offer.unit == played[i].offers[k].offer.unit);
            CHECK(along[i].offers[k].offer.kind == played[i].offers[k].offer.kind);
            CHECK(along[i].offers[k].offer.flank == played[i].offers[k].offer.flank);
        }
    }
    return along;
}

std::vector<std::string> textsOf(const TriggerMark& m) {
    std::vector<std::string> out;
    for (const OfferLine& o : m.offers)
        out.push_back(o.text);
    return out;
}

} // namespace

TEST_CASE("FG-REACT-3 FG-REACT-4 FG-D-11 an advance's pauses, passed one by one, before it is "
          "sent") {
    const GameState s = ordersPhase(screened());
    const std::vector<TriggerMark> marks = checkedAlong(s, "advance 2wi 6");
    REQUIRE(marks.size() == 2);
    // Its opportunity fire at 8" (the mover's front at y 28), then its evade
    // at 6" of a formed enemy.
    CHECK(marks[0].unit == 0);
    CHECK(marks[0].pose.front.y == doctest::Approx(28.0).epsilon(0.01));
    CHECK(textsOf(marks[0]) ==
          std::vector<std::string>{"opportunity fire from skirmishers of the 4th Alabama"});
    CHECK(textsOf(marks[1]) == std::vector<std::string>{"evade by skirmishers of the 4th Alabama"});
    CHECK(marks[1].step > marks[0].step);
    SUBCASE("the state asked is left as it was") {
        CHECK(s.units[0].front.y == doctest::Approx(30.0));
        CHECK(s.units[0].order == Order::None);
        CHECK_FALSE(s.moving);
    }
}

TEST_CASE("FG-REACT-2 FG-REACT-6 an assault's counter-charge at the start, then the closing "
          "volley") {
    Battle b = opposed(5.0);
    b.units[1].traitsOn = kRebelYell;
    const GameState s = ordersPhase(b, 3, 1);
    const std::vector<TriggerMark> marks = checkedAlong(s, "assault 2wi at 4al");
    REQUIRE(marks.size() >= 2);
    CHECK(marks[0].step == 0);
    const std::vector<std::string> first = textsOf(marks[0]);
    CHECK(std::count(first.begin(), first.end(), "counter-charge by 4th Alabama") == 1);
    CHECK(std::count(first.begin(), first.end(), "opportunity fire from 4th Alabama") == 1);
    bool volley = false;
    for (const TriggerMark& m : marks)
        for (const std::string& t : textsOf(m))
            volley = volley || t == "closing volley from 4th Alabama";
    CHECK(volley);
}

TEST_CASE("FG-REACT-5 refuse flank along an advance across a flank") {
    Battle b = emptyBattle();
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 4, {50, 21}, 270);
    b.units[0].name = "2nd Wisconsin";
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 4, {36, 18}, 180);
    b.units[1].name = "4th Alabama";
    b.brigades[0].leader = {54, 21};
    b.brigades[1].leader = {36, 14};
    const GameState s = ordersPhase(b, 3, 1);
    const std::vector<TriggerMark> marks = checkedAlong(s, "advance 2wi 6");
    REQUIRE(marks.size() == 1);
    CHECK(textsOf(marks[0]) == std::vector<std::string>{"refuse left flank by 4th Alabama"});
    CHECK(marks[0].pose.front.x < 50.0);
}

TEST_CASE("FG-D-31 a contiguous line's regiments each meet their own pauses") {
    Battle b = emptyBattle();
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 4, {30, 30}, 0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {34, 30}, 0);
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 4, {30, 26}, 180);
    addUnit(b, "2ms", 1, Arm::Infantry, Formation::Line, 4, {34, 26}, 180);
    b.brigades[0].leader = {26, 33};
    b.brigades[1].leader = {32, 21};
    const GameState s = ordersPhase(b);
    const std::vector<TriggerMark> marks =
        checkedAlong(s, "assault line 2wi at 4al and 6wi at 2ms");
    CHECK(
        std::any_of(marks.begin(), marks.end(), [](const TriggerMark& m) { return m.unit == 0; }));
    CHECK(
        std::any_of(marks.begin(), marks.end(), [](const TriggerMark& m) { return m.unit == 1; }));
}

TEST_CASE("FG-REACT-1 no pauses for a refused command or a move nobody sees") {
    SUBCASE("refused: too far") {
        const GameState s = ordersPhase(opposed(12.0));
        CHECK(validate(s, commandOf(s, "advance 2wi 9")));
        CHECK(triggersAlong(s, commandOf(s, "advance 2wi 9")).empty());
    }
    SUBCASE("no enemy within any trigger's reach") {
        const GameState s = ordersPhase(opposed(30.0));
        CHECK(triggersAlong(s, commandOf(s, "advance 2wi 6")).empty());
        CHECK(triggersAlong(s, commandOf(s, "hold 2wi")).empty());
    }
}

// [SECTION] the command radius

namespace {

bool onTable(const GameState& s, Vec2 p) {
    return p.x >= 0.0 && p.y >= 0.0 && p.x <= s.battle().map.width && p.y <= s.battle().map.height;
}

int rank(Tier t) {
    return static_cast<int>(t);
}

// Every outline point agrees with reachFrom: just inside it along its ray
// the tier is the ring's or nearer; just outside, and on out to where no
// route could be short enough, farther.
void agreesWithReach(const GameState& s, int brigade, const CommandRings& rings) {
    const Vec2 c = rings.centre;
    for (const CommandRing& ring : rings.rings) {
        REQUIRE(ring.outline.size() == static_cast<std::size_t>(kRingRays));
        for (int k = 0; k < kRingRays; ++k) {
            INFO("tier ", static_cast<int>(ring.tier), " ray ", k);
            const Vec2 v = ring.outline[k];
            const Vec2 dir = core::forwardOf(360.0 * k / kRingRays);
            const double r = length(v - c);
            CHECK(length(c + dir * r - v) < 1e-6); // on its ray
            CHECK(onTable(s, v));
            CHECK(rank(reachFrom(s, brigade, c + dir * (r - 0.01)).tier) <= rank(ring.tier));
            for (double out = r + 0.01; out <= ring.reach + kLeaderRadius + 0.5; out += 0.05) {
                if (!onTable(s, c + dir * out)) break;
                CHECK(rank(reachFrom(s, brigade, c + dir * out).tier) > rank(ring.tier));
            }
        }
    }
}

} // namespace

TEST_CASE("FG-CMD-1 the command rings on open ground: circles of the tables' tiers") {
    Battle b = opposed(12.0);
    b.brigades[0].leader = {36, 30};
    Tables t = sheetTables();
    t.bugle = 5.0;
    t.courier = 10.0;
    t.distant = 20.0;
    const GameState s = deployedState(makeSetup(b, t), 1);
    const CommandRings rings = commandRings(s, 0);
    CHECK_FALSE(rings.leaderless);
    REQUIRE(rings.rings.size() == 3);
    CHECK(rings.rings[0].tier == Tier::Bugle);
    CHECK(rings.rings[1].tier == Tier::Courier);
    CHECK(rings.rings[2].tier == Tier::Distant);
    CHECK(rings.rings[0].reach == 5.0);
    CHECK(rings.rings[1].reach == 10.0);
    CHECK(rings.rings[2].reach == 20.0);
    CHECK_FALSE(rings.rings[0].routed);
    CHECK(rings.rings[1].routed);
    for (const CommandRing& ring : rings.rings)
        for (const Vec2& v : ring.outline) {
            const double r = length(v - rings.centre);
            if (onTable(s, v + (v - rings.centre) * (0.01 / r)))
                CHECK(r == doctest::Approx(ring.reach + kLeaderRadius).epsilon(1e-3));
            else
                CHECK(r <= ring.reach + kLeaderRadius + kTolerance); // cut by the table's edge
        }
    // Due south (ray 36) the distant ring meets the table's edge 18" off.
    CHECK(rings.rings[2].outline[36].y == doctest::Approx(48.0));
    CHECK(length(rings.rings[2].outline[36] - rings.centre) == doctest::Approx(18.0));
    agreesWithReach(s, 0, rings);
}

TEST_CASE("FG-CMD-1 FG-D-6 the courier's rings go around impassable ground") {
    Battle b = emptyBattle();
    b.brigades[0].leader = {30, 24};
    // A lake 2" wide, 3" east of him, from y 10 to y 40.
    addArea(b, "river", rect(33, 10, 35, 40));
    const GameState s = stateOf(b);
    const CommandRings rings = commandRings(s, 0);
    agreesWithReach(s, 0, rings);
    // Due east (ray 18) the bugle carries over the lake; behind it the
    // courier rides round its end, 14" off: no point behind it is within 12".
    const Vec2 c = rings.centre;
    CHECK(length(rings.rings[0].outline[18] - c) == doctest::Approx(6.5).epsilon(1e-3));
    CHECK(length(rings.rings[1].outline[18] - c) < 6.5 + 0.01);
    // Due west nothing is in the way.
    CHECK(length(rings.rings[1].outline[54] - c) == doctest::Approx(12.5).epsilon(1e-3));
}

TEST_CASE("FG-CMD-1 a ray that leaves a tier and comes back keeps its farthest point in it") {
    Battle b = emptyBattle();
    b.brigades[0].leader = {30, 24};
    // A pond 1" across, 2" wide, 8" to the east: the ray due east crosses
    // it and comes out where the courier, round its end, still reaches.
    addArea(b, "river", rect(38, 23, 39, 25));
    const GameState s = stateOf(b);
    const Vec2 c = s.brigades[0].leader;
    REQUIRE(reachFrom(s, 0, c + Vec2{8.5, 0}).tier == Tier::Out);
    REQUIRE(reachFrom(s, 0, c + Vec2{10.0, 0}).tier == Tier::Courier);
    const CommandRings rings = commandRings(s, 0);
    agreesWithReach(s, 0, rings);
    const double east = length(rings.rings[1].outline[18] - c);
    CHECK(east > 10.0);
    CHECK(east < 12.5);
}

TEST_CASE("FG-D-23 no rings while the brigadier is gone") {
    GameState s = stateOf(emptyBattle());
    s.brigades[0].leaderGone = true;
    const CommandRings rings = commandRings(s, 0);
    CHECK(rings.leaderless);
    CHECK(rings.rings.empty());
}

TEST_CASE("FG-FIRE-2 FG-FIRE-10 the range rings: each band the unit fires in, from the shipped matrix") {
    // Matthews Hill: the 2nd Rhode Island carries rifles, the 71st New York
    // smoothbores (no long band), the battery James rifles; Terry's troopers ride.
    GameState s = deployedState(setupOf("maps/full/matthews_hill.xml"), 1);
    const Tables& t = s.tables();
    const int rifles = unitById(s, "2ri"), smooth = unitById(s, "71ny");
    const int battery = unitById(s, "2ri-bty"), troopers = unitById(s, "terry");
    CHECK(fireRings(s, rifles) == std::vector<double>{t.weapons[int(Weapon::Rifled)].reach[0],
                                                      t.weapons[int(Weapon::Rifled)].reach[1],
                                                      t.weapons[int(Weapon::Rifled)].reach[2]});
    const auto& sb = t.weapons[int(Weapon::Smoothbore)];
    REQUIRE(sb.bands[2].toHit == 0);
    CHECK(fireRings(s, smooth) == std::vector<double>{sb.reach[0], sb.reach[1]});
    const auto& gun = t.guns[int(s.setupOf(battery).gun)];
    CHECK(fireRings(s, battery).back() == gun.reach[2]);
    REQUIRE(s.units[troopers].formation == Formation::Mounted);
    CHECK(fireRings(s, troopers) == std::vector<double>{4.0, t.mountedReach});
    CHECK(fireRings(s, -1).empty());
}

TEST_CASE("FG-REACT-1 the screen's words leave out the command lines the rules name for the CLI") {
    GameState s = ordersPhase(screened());
    const Sent sent = send(s, Side::Federal, "advance 2wi 6");
    REQUIRE(sent.ok);
    const Event* paused = firstOf(sent.events, EventKind::MovePaused);
    REQUIRE(paused != nullptr);
    // The rules name the line a CLI player types; the screen has buttons.
    REQUIRE(paused->text.find("(react sk fire)") != std::string::npos);
    const std::string shown = withoutCommandLines(paused->text);
    CHECK(shown.find("(react") == std::string::npos);
    CHECK(shown.find("skirmishers of the 4th Alabama may make opportunity fire.") !=
          std::string::npos);
    const std::string pending = withoutCommandLines(describePending(s));
    CHECK(pending.find("(react") == std::string::npos);
    CHECK(pending.back() != ' ');
    // Brackets that are no command stay, a unit's name among them.
    CHECK(withoutCommandLines("rolls 6 (aggressive: 1D3 + 1): 4 pips") ==
          "rolls 6 (aggressive: 1D3 + 1): 4 pips");
    CHECK(withoutCommandLines("6th and 15th Texas (consolidated) wins; it may consolidate "
                              "(consolidate 6tx D, 0 to stay)") ==
          "6th and 15th Texas (consolidated) wins; it may consolidate");
    CHECK(withoutCommandLines("fire each (fire UNIT at TARGET), then (pass) end") ==
          "fire each, then end");
    CHECK(withoutCommandLines("an open (bracket") == "an open (bracket");
}

TEST_CASE("FG-ORG-1 the table numbers each brigade within its side: its units and brigadier alike") {
    const GameState s = deployedState(setupOf("maps/full/franklin.xml"), 1);
    const std::vector<core::TableUnit> table = FullGame(s).table();
    REQUIRE(table.size() == s.units.size() + s.brigades.size());
    std::vector<int> federal, confederate; // the groups each side's brigades got, in order
    for (std::size_t b = 0; b < s.brigades.size(); ++b) {
        const core::TableUnit& leader = table[s.units.size() + b];
        (s.sideOfBrigade(int(b)) == Side::Federal ? federal : confederate).push_back(leader.group);
    }
    // Franklin: three Federal brigades and four Confederate ones, each side from 0.
    CHECK(federal == std::vector<int>{0, 1, 2});
    CHECK(confederate == std::vector<int>{0, 1, 2, 3});
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        INFO(table[i].name);
        CHECK(table[i].group == table[s.units.size() + std::size_t(s.units[i].brigade)].group);
    }
}

TEST_CASE("FG-D-31 FG-D-38 the oblique that closes a gap flank to flank, for a drag near it") {
    GameState s = deployedState(setupOf("tests/full/battles/brigade_lines.xml"), 1);
    const int six = unitById(s, "6wi"), seven = unitById(s, "7wi");
    REQUIRE(six >= 0);
    REQUIRE(seven >= 0);
    REQUIRE_FALSE(checkContiguousLine(s, {six, seven}).has_value()); // flank to flank as set up
    s.units[seven].front.x += 1.3; // a gap of 1.3" to the west of the 7th
    REQUIRE(checkContiguousLine(s, {six, seven}).has_value());
    // Facing south, the 7th's right is west, toward the 6th.
    const std::optional<double> snap = obliqueToFlank(s, seven, +1, 1.2, 0.3);
    REQUIRE(snap.has_value());
    CHECK(*snap == doctest::Approx(1.3).epsilon(1e-9));
    CHECK_FALSE(obliqueToFlank(s, seven, +1, 0.5, 0.3).has_value()); // too far off the drag
    CHECK_FALSE(obliqueToFlank(s, seven, -1, 1.3, 0.3).has_value()); // no friend that way
    // A regiment of another brigade is no line of this one.
    CHECK_FALSE(obliqueToFlank(s, unitById(s, "143pa"), -1, 1.0, 5.0).has_value());
    // The door takes it, and the two then stand as a contiguous line.
    Command c;
    std::string error;
    REQUIRE(parseCommand(s, Side::Federal, "oblique 7wi right 1.3", c, error));
    s.phase = Phase::Orders;
    s.pending = {Pending{PendingKind::Orders, Side::Federal}};
    REQUIRE_FALSE(validate(s, c).has_value());
    (void)applyCommand(s, c);
    (void)passAll(s); // the Confederates within reach let it go on
    REQUIRE_FALSE(s.moving);
    CHECK_FALSE(checkContiguousLine(s, {six, seven}).has_value());
    // Touching now: nothing left to close.
    CHECK_FALSE(obliqueToFlank(s, seven, +1, 0.1, 0.3).has_value());
}

TEST_CASE("FG-D-31 FG-D-39 no flank-to-flank snap with what cannot assault in a line") {
    GameState s = deployedState(setupOf("tests/full/battles/brigade_lines.xml"), 1);
    const int six = unitById(s, "6wi"), seven = unitById(s, "7wi");
    s.units[seven].front.x += 1.3;
    REQUIRE(obliqueToFlank(s, seven, +1, 1.3, 0.3).has_value());
    SUBCASE("its neighbour in road column") {
        s.units[six].formation = Formation::RoadColumn;
        CHECK_FALSE(obliqueToFlank(s, seven, +1, 1.3, 0.5).has_value());
    }
    SUBCASE("the mover a skirmish screen") {
        s.units[seven].formation = Formation::OpenOrder;
        s.units[seven].parent = six;
        CHECK_FALSE(obliqueToFlank(s, seven, +1, 1.3, 0.5).has_value());
    }
}
