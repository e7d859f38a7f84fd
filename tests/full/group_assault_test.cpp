// A contiguous line's and a wave's assault through the door (FG-MELEE-1,
// FG-MELEE-6, FG-D-31, FG-D-43): what they cost, who goes, and in which
// order, with the passive side passing at every pause.
#include "reactions_fixtures.h"
#include "full/command.h"
#include "full/fire.h"
#include "full/invariants.h"
#include "full/orders.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// Two Federal regiments in line side by side (2wi, 6wi) facing north at
// y 30, or one behind the other for a wave; two Confederate regiments 4"
// ahead facing them; the Federal orders phase with 3 pips.
GameState groupPosition(bool wave) {
    Battle b = emptyBattle();
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 4, {30, 30}, 0);
    if (wave)
        addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {30, 32}, 0);
    else
        addUnit(b, "6wi", 0, Arm::Infantry, Formation::Line, 4, {34, 30}, 0);
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 4, {30, 26}, 180);
    addUnit(b, "2ms", 1, Arm::Infantry, Formation::Line, 4, {34, 26}, 180);
    b.brigades[0].leader = {26, 33};
    b.brigades[1].leader = {32, 21};
    return ordersPhase(b);
}

// A line through the door for whoever decides; refused: the reason
// (reactions_fixtures' ordersPhase gives the Federal orders phase, 3 pips,
// and its passAll passes at every pause).
std::string sendLine(GameState& s, const std::string& line) {
    Command c;
    std::string error;
    const Side side = s.awaited() ? s.awaited()->decider : s.active;
    if (!parseCommand(s, side, line, c, error)) return "parse: " + error;
    if (auto r = validate(s, c)) return r->rule + ": " + r->reason;
    applyCommand(s, c);
    return "";
}

// Answers every pause of a wave's assault: the first time the front
// regiment (unit 0) is offered to `volleyer`'s closing volley, it fires and
// stalls it (to hit: one point-blank die a stand, all 6s, no save in the
// open; then the charger's check: a natural 1 fails); every other pause is
// passed. True when it stalled it.
bool stallTheFront(GameState& s, const std::string& volleyer) {
    bool stalled = false;
    for (int guard = 0; guard < 50 && s.awaited() && s.awaited()->kind == PendingKind::Reaction;
         ++guard) {
        const bool volley = s.moving && s.moving->move.unit == 0 &&
                            std::any_of(s.moving->offers.begin(), s.moving->offers.end(),
                                        [](const Offer& o) {
                                            return o.kind == Reaction::ClosingVolley;
                                        });
        if (volley && !stalled) {
            s.dice.script({6, 6, 6, 6, 1});
            REQUIRE(sendLine(s, "react " + volleyer + " volley") == "");
            stalled = true;
        } else {
            REQUIRE(sendLine(s, "pass") == "");
        }
    }
    return stalled;
}

} // namespace

TEST_CASE("FG-D-31 a contiguous line assaults for 2 pips, each regiment its own target") {
    GameState s = groupPosition(false);
    REQUIRE(sendLine(s, "assault line 2wi at 4al and 6wi at 2ms") == "");
    passAll(s);
    CHECK(checkInvariants(s).empty());
    CHECK(s.brigades[0].pips == 1); // 2 for the whole line, not 1 a regiment
    for (int u : {0, 1}) {
        CHECK(s.units[u].order == Order::Assault);
        CHECK(s.units[u].attacker); // both charged home
    }
    CHECK(s.units[0].orderPips + s.units[1].orderPips == 2);
    // The text reads back as the same command.
    Command c;
    std::string error;
    GameState t = groupPosition(false);
    REQUIRE(parseCommand(t, Side::Federal, "assault line 2wi at 4al and 6wi at 2ms", c, error));
    Command again;
    REQUIRE(parseCommand(t, Side::Federal, commandText(t, c), again, error));
    CHECK(commandText(t, again) == commandText(t, c));
}

TEST_CASE("FG-D-31 FG-D-43 the pips invariant matches a group's regiments that paid nothing with "
          "the first that paid for them") {
    GameState s = groupPosition(false);
    REQUIRE(sendLine(s, "assault line 2wi at 4al and 6wi at 2ms") == "");
    passAll(s);
    REQUIRE(checkInvariants(s).empty());
    const Unit first = s.units[0], second = s.units[1];
    REQUIRE(first.orderPips == 2);
    REQUIRE(second.orderPips == 0);
    auto broken = [&](const GameState& t) {
        const std::vector<std::string> all = checkInvariants(t);
        return std::any_of(all.begin(), all.end(), [](const std::string& w) {
            return w.find("assault") != std::string::npos || w.find("pips") != std::string::npos;
        });
    };
    SUBCASE("a regiment that paid nothing with none that paid for it") {
        s.units[0].orderPips = 1; // as if it had gone alone
        CHECK(broken(s));
    }
    SUBCASE("a group's first regiment with no others") {
        s.units[1].order = Order::Hold;
        CHECK(broken(s));
    }
    SUBCASE("4 pips with none of it at 12-24\"") {
        s.units[0].orderPips = 4;
        CHECK(broken(s));
    }
    SUBCASE("2 pips for a line with a regiment at 12-24\"") {
        s.units[1].orderTier = Tier::Distant;
        CHECK(broken(s));
    }
    SUBCASE("a regiment beside it assaulting alone for no pip") {
        s.units[2].order = Order::Assault; // the first Confederate: any unit will do
        s.units[2].orderTier = Tier::Bugle;
        s.units[2].orderPips = 0;
        CHECK(broken(s));
    }
    SUBCASE("the first regiment fallen since: still paid right") {
        s.units[0].removed = true;
        CHECK_FALSE(broken(s));
    }
}

TEST_CASE("FG-D-31 a line must be regiments flank to flank; a pip short is refused") {
    GameState s = groupPosition(true); // one behind the other: no line
    CHECK(sendLine(s, "assault line 2wi at 4al and 6wi at 2ms").rfind("FG-D-31", 0) == 0);
    GameState p = groupPosition(false);
    p.brigades[0].pips = 1;
    const std::string r = sendLine(p, "assault line 2wi at 4al and 6wi at 2ms");
    CHECK(r.find("costs 2 pips") != std::string::npos);
    CHECK(sendLine(p, "assault line 2wi at 4al").rfind("parse:", 0) == 0); // one regiment is no line
}

TEST_CASE("FG-D-43 a wave pays 2 pips; the front regiment charges home and the rest stay") {
    GameState s = groupPosition(true);
    const Vec2 behind = s.units[1].front;
    REQUIRE(sendLine(s, "assault wave 2wi 6wi at 4al") == "");
    passAll(s);
    CHECK(checkInvariants(s).empty());
    CHECK(s.brigades[0].pips == 1);
    CHECK(s.units[0].attacker);
    CHECK(!s.units[1].attacker);
    CHECK(s.units[1].order == Order::Assault); // its place in the wave was its order
    CHECK(s.units[1].front.y == doctest::Approx(behind.y));
}

TEST_CASE("FG-MELEE-6 a wave's next regiment goes when the one ahead stalls, through it undisordered") {
    GameState s = groupPosition(true);
    // The front regiment is to stall: the 4th Alabama's closing volley hits
    // it and its check fails.
    REQUIRE(sendLine(s, "assault wave 2wi 6wi at 4al") == "");
    const bool stalled = stallTheFront(s, "4al");
    REQUIRE(stalled);
    CHECK(checkInvariants(s).empty());
    CHECK(s.units[0].disordered);   // stalled
    CHECK(!s.units[0].attacker);
    CHECK(s.units[1].attacker);     // the second went on and charged home
    CHECK(!s.units[1].disordered);  // through the first without disorder
}

// Review finding: at an enemy's corner the charger may lie flush with either
// edge; the smaller turn could leave a tenth of an inch touching (no melee,
// FG-D-17) where the other leaves a whole stand's depth.
TEST_CASE("FG-D-15 FG-D-17 at a corner the charger pivots flush with the edge that leaves it "
          "touching") {
    Battle b = emptyBattle();
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 4, {30, 30}, 0);
    // A 2-stand line askew (facing 150): its right-front corner 2" ahead of
    // the charger's front, 0.1" in from its right end.
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 2, {31.9 + 0.8660254, 28.0 - 0.5}, 150);
    b.brigades[0].leader = {26, 33};
    b.brigades[1].leader = {40, 21};
    GameState s = ordersPhase(b);
    REQUIRE(sendLine(s, "assault 2wi at 4al") == "");
    passAll(s);
    CHECK(checkInvariants(s).empty());
    CHECK(engaged(s, 0));
    CHECK(s.units[0].attacker);
}

TEST_CASE("FG-D-43 a wave's next regiment charges from its own place, with the wheel that reaches "
          "from there when its turn comes") {
    Battle b = emptyBattle();
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 4, {30, 29}, 0);
    addUnit(b, "6wi", 0, Arm::Infantry, Formation::AssaultColumn, 5, {30, 31}, 0);
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 4, {30, 26}, 180);
    b.brigades[0].leader = {20, 35};
    b.brigades[1].leader = {30, 20};
    GameState s = ordersPhase(b);
    REQUIRE(sendLine(s, "assault wave 2wi 6wi at 4al") == "");
    // The 4th Alabama's closing volley stalls the 2nd Wisconsin 2" short.
    const bool stalled = stallTheFront(s, "4al");
    REQUIRE(stalled);
    CHECK(s.units[0].front.y == doctest::Approx(28.0));
    CHECK(checkInvariants(s).empty());
    // Straight ahead would end on the stalled regiment; a wheel from where
    // it stands reaches the 4th Alabama.
    CHECK(s.units[1].attacker);
    CHECK(engaged(s, 1));
}
