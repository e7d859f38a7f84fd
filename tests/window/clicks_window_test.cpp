// No turn lost to a click (issue 19), clicked for real under a display: a
// double click decides one screen only, Pass asks first and is greyed when
// the rules refuse it, the buttons stay put as cards are picked, a second
// card with the phase's symbol modifies, the command choice says who could
// charge, refusals name their unit once, and the move planner takes only
// drags from the unit, long enough, in the kind chosen for that unit.
#include "game_support.h"
#include "lite/unit.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <cmath>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::LiveGuidon;
using test::TempDir;
using test::writeScript;
using test::x::drawn;
using test::x::onScreen;
using test::x::Px;
using test::x::waitDrawn;

namespace {

// The Cornfield dealt test::kCornfieldDeal: the Federal moves first and
// holds Army of the Potomac, Green Volunteers and Double Canister (fire).
std::string cornfield(const TempDir& dir) {
    return test::dealtBattle(dir, test::kCornfield, test::kCornfieldDeal);
}

// guidon on `battle` at the Federal's first decision, the seat taken.
std::unique_ptr<LiveGuidon> federalSeated(const std::string& battle,
                                          const std::vector<std::string>& more = {}) {
    std::vector<std::string> args = {battle, "--seed", "7", "--size", "1280x800"};
    args.insert(args.end(), more.begin(), more.end());
    auto g = std::make_unique<LiveGuidon>(args);
    // A script first plays out behind the curtain: the curtain's button
    // waits a moment after every change of the game (the click guard).
    if (!more.empty()) REQUIRE(g->waitStatus("script", "done"));
    REQUIRE(g->waitStatus("curtain", "up"));
    REQUIRE(g->click("I am the Federal player"));
    REQUIRE(g->waitStatus("curtain", "down"));
    return g;
}

// The pointer onto a drawn run, in screen pixels, then `clicks` clicks
// `delayMs` apart (a player's double click).
bool clickTimes(const LiveGuidon& g, const DrawnText& t, int clicks, int delayMs) {
    int wx = 0, wy = 0;
    std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
    return test::runKeys({"mousemove", "--sync", std::to_string(wx + t.x + t.w / 2),
                          std::to_string(wy + t.y + t.h / 2)}) &&
           test::runKeys({"click", "--repeat", std::to_string(clicks), "--delay",
                          std::to_string(delayMs), "1"});
}

bool overlap(const DrawnText& a, const DrawnText& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

std::vector<DrawnText> runsOf(const LiveGuidon& g, const std::string& text) {
    std::vector<DrawnText> out;
    for (const DrawnText& t : g.texts())
        if (t.text == text) out.push_back(t);
    return out;
}

// The text colour's alpha: a greyed (disabled) button draws its label fainter.
unsigned alphaOf(const DrawnText& t) {
    return t.rgba & 0xFF;
}

// Click a card of the hand by its name: a name too long for the card's
// line is drawn over two, and its first word is clicked.
bool clickCard(LiveGuidon& g, const std::string& name) {
    std::string first = name.substr(0, name.find(' '));
    std::string which;
    // Off the cards first: a hovered card's tooltip names it too.
    REQUIRE(test::x::focusWindow(g));
    test::x::sleepMs(300);
    REQUIRE(g.waitFor([&] {
        if (!runsOf(g, name).empty())
            which = name;
        else if (!runsOf(g, first).empty())
            which = first;
        return !which.empty();
    }));
    return g.click(which);
}

} // namespace

// [SECTION] Decisions

TEST_CASE("a double click on No fire decides the fire choice only: the second click is ignored") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = federalSeated(cornfield(dir));
    LiveGuidon& g = *live;
    REQUIRE(g.waitStatus("step", "fire-choice"));
    REQUIRE(g.waitStatus("click-guard", "off"));
    DrawnText noFire;
    REQUIRE(g.find("No fire", noFire));
    REQUIRE(clickTimes(g, noFire, 2, 150));
    REQUIRE(g.waitStatus("step", "command-choice"));
    // The second click came while the command choice was new: ignored.
    CHECK(g.waitStatus("clicks-guarded", "1"));
    CHECK(g.status("commands") == "1");
    CHECK(g.status("refusal") == "none");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("Pass is never where the fire choice's buttons were") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = federalSeated(cornfield(dir));
    LiveGuidon& g = *live;
    DrawnText noFire, invoke, pass;
    REQUIRE(g.find("No fire", noFire));
    REQUIRE(g.find("Invoke fire phase", invoke));
    REQUIRE(g.click("No fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    REQUIRE(g.find("Pass", pass));
    INFO("No fire at " << noFire.x << "," << noFire.y << "; Pass at " << pass.x << "," << pass.y);
    // The labels' runs, grown to the buttons' height around them.
    auto button = [](DrawnText t) {
        t.x -= 60;
        t.w += 120;
        t.y -= 10;
        t.h += 20;
        return t;
    };
    CHECK_FALSE(overlap(button(pass), button(noFire)));
    CHECK_FALSE(overlap(button(pass), button(invoke)));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("Pass asks first: a double click on it does not pass, Yes, pass does") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = federalSeated(cornfield(dir));
    LiveGuidon& g = *live;
    REQUIRE(g.click("No fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    REQUIRE(g.waitStatus("click-guard", "off"));
    DrawnText pass;
    REQUIRE(g.find("Pass", pass));
    REQUIRE(clickTimes(g, pass, 2, 150));
    REQUIRE(waitDrawn(g, "Pass this turn, with no phase?"));
    // Keep the turn: after it, the double click has been seen whole.
    REQUIRE(g.click("Keep the turn"));
    REQUIRE(g.waitFor([&] { return !runsOf(g, "Pass").empty(); }));
    CHECK(g.status("commands") == "1");
    CHECK(g.status("step") == "command-choice");
    // Asked and confirmed, the turn passes.
    REQUIRE(g.click("Pass"));
    REQUIRE(g.click("Yes, pass"));
    REQUIRE(g.waitStatus("commands", "2"));
    CHECK(g.status("active") == "confederate");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("Enter answers the pass question only when it has the keyboard: not a save's name, not a "
          "move plan") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = federalSeated(cornfield(dir));
    LiveGuidon& g = *live;
    REQUIRE(g.click("No fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    g.waitClickable();
    REQUIRE(g.click("Pass"));
    REQUIRE(waitDrawn(g, "Pass this turn, with no phase?"));
    // A save's name typed and sent with Enter: the game is saved, the turn kept.
    REQUIRE(test::x::pressKey(g, "ctrl+s"));
    REQUIRE(g.waitStatus("overlay", "save"));
    REQUIRE(test::x::pressKey(g, "ctrl+a"));
    REQUIRE(test::x::typeText(g, "kept"));
    REQUIRE(test::x::pressKey(g, "Return"));
    REQUIRE(g.waitStatus("overlay", "none", 10.0));
    test::x::sleepMs(500);
    CHECK(g.status("commands") == "1");
    CHECK(g.status("step") == "command-choice");
    // A unit tried on the table: the question goes, and Enter is the plan's.
    REQUIRE(waitDrawn(g, "Pass this turn, with no phase?"));
    core::Vec2 at{12.5, 9.5}; // the 2nd Wisconsin's bases (maps/cornfield.xml)
    Px px = onScreen(g.status("camera"), at);
    REQUIRE(g.clickAt(px.x, px.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").rfind("none", 0) != 0; }));
    REQUIRE(g.waitFor([&] { return !drawn(g, "Pass this turn, with no phase?"); }));
    REQUIRE(test::x::pressKey(g, "Return"));
    test::x::sleepMs(500);
    CHECK(g.status("commands") == "1");
    CHECK(g.status("active") == "federal");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("LL-CARD-5 Pass is greyed when the rules refuse it, with their reason on hover; a click "
          "sends nothing") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // Both pass their first turns: the Federal, at his second command choice,
    // may not pass again.
    std::vector<std::string> lines = {"no-fire", "pass", "no-interrupt",
                                      "no-fire", "pass", "no-fire"};
    auto live = federalSeated(cornfield(dir), {"--script", writeScript(dir, lines)});
    LiveGuidon& g = *live;
    REQUIRE(g.waitStatus("step", "command-choice"));
    std::vector<DrawnText> pass, noCard;
    REQUIRE(g.waitFor([&] { return !(pass = runsOf(g, "Pass")).empty(); }));
    // Greyed as Movement is while no card is picked.
    noCard = runsOf(g, "Movement");
    REQUIRE(!noCard.empty());
    CHECK(alphaOf(pass[0]) == alphaOf(noCard[0]));
    CHECK(alphaOf(pass[0]) < 0xF0);
    // Hovered: the rules' reason.
    int wx = 0, wy = 0;
    std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
    REQUIRE(test::runKeys({"mousemove", std::to_string(wx + pass[0].x + pass[0].w / 2),
                           std::to_string(wy + pass[0].y + pass[0].h / 2)}));
    CHECK(waitDrawn(g, "LL-CARD-5: You passed last turn"));
    // Clicked: no question, nothing sent; the refusal is shown as a refused
    // command's would be.
    REQUIRE(g.click("Pass"));
    REQUIRE(g.waitFor([&] { return g.status("refusal").rfind("LL-CARD-5", 0) == 0; }));
    CHECK_FALSE(drawn(g, "Pass this turn, with no phase?"));
    CHECK(g.status("commands") == std::to_string(lines.size()));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("picking cards moves no button, and the fire prompt does not speak of disorder") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = federalSeated(cornfield(dir));
    LiveGuidon& g = *live;
    REQUIRE(g.waitStatus("step", "fire-choice"));
    DrawnText invoke0, noFire0, invoke1, noFire1;
    REQUIRE(g.find("Invoke fire phase", invoke0));
    REQUIRE(g.find("No fire", noFire0));
    // Two cards and a modifier: the longest summary there is, over more lines.
    REQUIRE(clickCard(g, "Green Volunteers"));
    REQUIRE(clickCard(g, "Double Canister"));
    REQUIRE(clickCard(g, "Staff Ride"));
    REQUIRE(waitDrawn(
        g, "Invoking with Green Volunteers + Staff Ride (two cards); modifier Double Canister."));
    REQUIRE(g.find("Invoke fire phase", invoke1));
    REQUIRE(g.find("No fire", noFire1));
    CHECK(invoke1.y == invoke0.y);
    CHECK(noFire1.y == noFire0.y);
    CHECK(noFire1.x == noFire0.x);
    // Off the cards (no card's tooltip), nothing drawn speaks of disorder.
    REQUIRE(test::x::focusWindow(g));
    test::x::sleepMs(400);
    std::string t = test::joinedText(g.texts());
    INFO("drawn: " << t);
    CHECK(t.find("disorder") == std::string::npos);
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("LL-CARD-3 a card with the fire symbol picked second is the modifier") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = federalSeated(cornfield(dir));
    LiveGuidon& g = *live;
    REQUIRE(g.waitStatus("step", "fire-choice"));
    REQUIRE(clickCard(g, "Green Volunteers"));
    REQUIRE(clickCard(g, "Double Canister"));
    CHECK(waitDrawn(g, "Invoking with Green Volunteers; modifier Double Canister."));
    // Clicked again, it invokes too.
    REQUIRE(clickCard(g, "Double Canister"));
    CHECK(waitDrawn(g, "Invoking with Green Volunteers + Double Canister (two cards)."));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

namespace {

// Brawner's Farm dealt test::kBrawnerDeal; the Confederates first.
std::string brawner(const TempDir& dir, const std::vector<test::UnitAt>& moved = {}) {
    return test::dealtBattle(dir, test::kBrawner, test::kBrawnerDeal, moved,
                             core::Side::Confederate);
}

std::unique_ptr<LiveGuidon> confederateAt(const std::string& battle, const TempDir& dir,
                                          const std::vector<std::string>& lines) {
    auto g = std::make_unique<LiveGuidon>(
        std::vector<std::string>{battle, "--seed", "1", "--computer", "federal", "--size",
                                 "1280x800", "--script", writeScript(dir, lines)});
    REQUIRE(g->waitStatus("script", "done"));
    return g;
}

} // namespace

TEST_CASE("LL-CHARGE-1 the command choice says which units could charge, before a card is spent") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // The 4th Virginia 1 BW in front of the 2nd Wisconsin.
    auto live = confederateAt(brawner(dir, {{"c1", 24, 6}}), dir, {"no-fire"});
    LiveGuidon& g = *live;
    REQUIRE(g.waitStatus("step", "command-choice"));
    CHECK(waitDrawn(g, "Combat: these units could charge now."));
    CHECK(waitDrawn(g, "4th Virginia could charge 2nd Wisconsin"));
    CHECK(g.status("commands") == "1");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("LL-CHARGE-1 with no unit in reach the command choice says so") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = confederateAt(brawner(dir), dir, {"no-fire"});
    LiveGuidon& g = *live;
    REQUIRE(g.waitStatus("step", "command-choice"));
    CHECK(waitDrawn(g, "Combat: no unit of yours could charge now."));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("LL-CHARGE-1 a unit that cannot charge is named once in its reason") {
    REQUIRE_DISPLAY();
    TempDir dir;
    auto live = confederateAt(brawner(dir), dir, {"no-fire", "combat courier"});
    LiveGuidon& g = *live;
    REQUIRE(g.waitStatus("step", "phase"));
    REQUIRE(waitDrawn(g, "Cannot charge:"));
    std::string t = test::joinedText(g.texts());
    INFO("drawn: " << t);
    CHECK(t.find("LL-CHARGE-1: 4th Virginia has no enemy within its reach") != std::string::npos);
    for (const char* name : {"4th Virginia", "21st Georgia", "33rd Virginia"}) {
        std::string once = std::string(name) + " has";
        std::size_t at = t.find(once);
        REQUIRE(at != std::string::npos);
        // The same line does not name the unit again.
        std::size_t end = t.find('.', at);
        CHECK_MESSAGE(t.substr(at + once.size(), end - at).find(name) == std::string::npos, name);
    }
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

// [SECTION] Moving by hand

namespace {

struct Movement {
    TempDir dir;
    std::vector<std::string> lines = {"no-fire", "move courier"};
    std::string battle = brawner(dir);
    test::Reference ref{battle, 1, lines};
    std::unique_ptr<LiveGuidon> g = confederateAt(battle, dir, lines);
    std::string camera;
    Movement() {
        REQUIRE(g->waitStatus("step", "phase"));
        camera = g->status("camera");
    }
    const lite::Unit& unit(const std::string& id) const {
        const lite::GameState& s = lite::stateOf(ref.session.game());
        for (std::size_t i = 0; i < s.units.size(); ++i)
            if (s.setup->battle.units[i].id == id) return s.units[i];
        FAIL("no unit " << id);
        return s.units.front();
    }
    Px at(core::Vec2 w) const { return onScreen(camera, w); }
    int index(const std::string& id) const {
        const lite::GameState& s = lite::stateOf(ref.session.game());
        for (std::size_t i = 0; i < s.units.size(); ++i)
            if (s.setup->battle.units[i].id == id) return int(i);
        return -1;
    }
    // Click the unit's middle: it is picked to move.
    void pick(const std::string& id) {
        const lite::Unit& u = unit(id);
        Px body = at(u.front - lite::forwardOf(u.facing) * 0.5);
        REQUIRE(g->clickAt(body.x, body.y));
    }
    std::string plan() const { return g->status("plan"); }
    bool planSays(const std::string& words) const {
        return plan().find(words) != std::string::npos;
    }
    // Pick the unit, then the kind of segment by its key: the plan says it.
    void pickAs(const std::string& id, const std::string& key, const std::string& mode) {
        pick(id);
        REQUIRE(g->waitFor([&] { return planSays("mode "); }));
        REQUIRE(g->key(key));
        REQUIRE(g->waitFor([&] { return planSays("mode " + mode); }));
    }
};

bool endFacing(const std::string& plan, double& facing) {
    std::size_t at = plan.find(" end ");
    if (at == std::string::npos) return false;
    std::istringstream in(plan.substr(at + 5));
    double x = 0, y = 0;
    in >> x >> y >> facing;
    return bool(in);
}

} // namespace

TEST_CASE("the kind of move goes back to forward for each newly picked unit") {
    REQUIRE_DISPLAY();
    Movement m;
    m.pickAs("c1", "x", "Flank");
    m.pick("c3");
    std::string c3 = std::to_string(m.index("c3")) + " ";
    REQUIRE(m.g->waitFor([&] { return m.plan().rfind(c3, 0) == 0; }));
    CHECK(m.planSays("mode Forward"));
    auto r = m.g->stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("a stray drag shorter than 0.1 BW plans no segment, even as a flank") {
    REQUIRE_DISPLAY();
    Movement m;
    m.pickAs("c1", "x", "Flank");
    const lite::Unit& u = m.unit("c1");
    core::Vec2 mid = u.front - lite::forwardOf(u.facing) * 0.5;
    Px a = m.at(mid), b = m.at(mid + lite::rightOf(u.facing) * 0.07);
    REQUIRE(std::fabs(b.x - a.x) + std::fabs(b.y - a.y) >= 1.f); // a real drag of the mouse
    REQUIRE(m.g->drag(a.x, a.y, b.x, b.y));
    // A real drag afterwards shows the first was seen and planned nothing.
    Px c = m.at(mid + lite::rightOf(u.facing) * 1.0);
    REQUIRE(m.g->drag(a.x, a.y, c.x, c.y));
    REQUIRE(m.g->waitFor([&] { return !m.planSays("segments 0"); }));
    CHECK(m.planSays("segments 1"));
    auto r = m.g->stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("a drag on open ground plans no move; a drag from the unit does") {
    REQUIRE_DISPLAY();
    Movement m;
    m.pick("c1");
    const lite::Unit& u = m.unit("c1");
    REQUIRE(m.g->waitFor([&] { return m.plan().rfind("none", 0) != 0; }));
    core::Vec2 fwd = lite::forwardOf(u.facing), left = lite::rightOf(u.facing) * -1.0;
    Px a = m.at(u.front + left * 3.5), b = m.at(u.front + left * 3.5 + fwd * 2.0);
    REQUIRE(m.g->drag(a.x, a.y, b.x, b.y));
    REQUIRE(m.g->waitStatus("plan", "none")); // the press off the unit let it go
    // Picked again, a drag from just ahead of its front plans the move.
    m.pick("c1");
    Px c = m.at(u.front + fwd * 0.2), d = m.at(u.front + fwd * 2.0);
    REQUIRE(m.g->drag(c.x, c.y, d.x, d.y));
    CHECK(m.g->waitFor([&] { return m.planSays("segments 1"); }));
    auto r = m.g->stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("a press on a panel never reaches the table, even with the pointer just arrived") {
    REQUIRE_DISPLAY();
    Movement m;
    m.pick("c1");
    REQUIRE(m.g->waitFor([&] { return m.plan().rfind("none", 0) != 0; }));
    // The pointer jumps onto the decision panel's text and presses at once.
    DrawnText end;
    REQUIRE(m.g->find("Or change formation:", end));
    int wx = 0, wy = 0;
    std::sscanf(m.g->status("window").c_str(), "%d %d", &wx, &wy);
    REQUIRE(test::runKeys({"mousemove", std::to_string(wx + end.x + end.w / 2),
                           std::to_string(wy + end.y + end.h / 2), "click", "1"}));
    // Then a key the table takes: by its answer the click was seen.
    REQUIRE(m.g->key("x"));
    REQUIRE(m.g->waitFor([&] { return m.planSays("mode Flank"); }));
    CHECK(m.plan().rfind(std::to_string(m.index("c1")) + " ", 0) ==
          0); // still the 4th Virginia's plan
    auto r = m.g->stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("LL-MOVE-2 a wheel follows the outer corner: a straight drag of 1 BW from the front's "
          "middle is a small wheel") {
    REQUIRE_DISPLAY();
    Movement m;
    m.pickAs("c1", "e", "Wheel right");
    const lite::Unit& u = m.unit("c1");
    core::Vec2 fwd = lite::forwardOf(u.facing);
    Px a = m.at(u.front), b = m.at(u.front + fwd * 1.0);
    REQUIRE(m.g->drag(a.x, a.y, b.x, b.y));
    REQUIRE(m.g->waitFor([&] { return m.planSays("segments 1"); }));
    double facing = 0;
    REQUIRE(endFacing(m.plan(), facing));
    // The outer corner, 4 BW from the pivot, went 1 BW: about 14 degrees
    // (the front's middle swung to the mouse would be 27).
    double expected = std::atan2(1.0, u.width()) * 180.0 / lite::kPi;
    INFO("plan: " << m.plan());
    CHECK(facing - u.facing == doctest::Approx(expected).epsilon(0.12));
    auto r = m.g->stop();
    CHECK(r.exitCode == 0);
}
