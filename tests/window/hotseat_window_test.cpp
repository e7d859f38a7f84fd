// Hot seat with fewer handovers (issue 19), clicked for real under a display:
// the first turn of a two-player game on The Cornfield with one fire phase
// (its bombardment target changed) and one movement phase, "always ask for
// interrupts" on. The test counts the handovers (the "I am the ... player"
// prompts taken), checks that the passive player's hand is never drawn while
// the other decides, that every interrupt point still pauses for him, that
// the table and the fire's results stay in sight under a handover, and that a
// handover clears the table's selection, the trial move and the aimed target.
#include "game_support.h"
#include "lite/unit.h"
#include "x_input.h"

#include <SFML/Graphics/Image.hpp>
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::LiveGuidon;
using test::TempDir;
using test::x::drawn;
using test::x::onScreen;
using test::x::Px;
using test::x::waitDrawn;

namespace {

// The Cornfield dealt so that the Confederate holds Old Rivals (an interrupt
// for the Federal movement phase) and nothing for the turn's start or the
// fire phase: those two interrupt points pause for him all the same.
const lite::FixedHands kDeal = {
    std::vector<std::string>{"double-canister", "army-of-the-potomac", "green-volunteers",
                             "morning-fog", "staff-ride", "forward-guide-center"},
    std::vector<std::string>{"old-rivals", "southern-volunteers", "hard-marching", "stonewall",
                             "courier", "dress-the-line"}};
// The cards only one hand holds, by name (Forward Guide Center is in both).
const std::vector<std::string> kFederalOnly = {"double-canister", "army-of-the-potomac",
                                               "green-volunteers", "morning-fog", "staff-ride"};
const std::vector<std::string> kConfederateOnly = {
    "old-rivals", "southern-volunteers", "hard-marching", "stonewall", "courier", "dress-the-line"};
// Battery B's three dice, then Battery F's two at the 4th Texas: no hit.
const std::vector<int> kNoHits = {2, 4, 3, 3, 1};

std::string nameOf(const std::string& id) {
    for (const lite::CardDef& d : test::library().cards)
        if (d.id == id) return d.name;
    FAIL("no card " << id);
    return id;
}

// Card names of `ids` drawn now (a played card is public: leave it out).
std::vector<std::string> drawnOf(const LiveGuidon& g, const std::vector<std::string>& ids,
                                 const std::vector<std::string>& played = {}) {
    std::string all = test::joinedText(g.texts());
    std::vector<std::string> found;
    for (const std::string& id : ids) {
        bool public_ = false;
        for (const std::string& p : played)
            public_ = public_ || p == id;
        if (!public_ && all.find(nameOf(id)) != std::string::npos) found.push_back(nameOf(id));
    }
    return found;
}

// Click a card of the hand by its name, or by its first word where the
// name is drawn over two lines of the card.
bool clickCard(LiveGuidon& g, const std::string& id) {
    std::string name = nameOf(id), first = name.substr(0, name.find(' ')), which;
    REQUIRE(g.waitFor([&] {
        for (const DrawnText& t : g.texts()) {
            if (t.text == name) which = name;
            if (t.text == first && which.empty()) which = first;
        }
        return !which.empty();
    }));
    return g.click(which);
}

// Plays the screen as two players would: whoever the prompt asks for takes
// the seat, and a pause at an interrupt point with nothing to play is
// answered with Continue, until a decision of the game itself is up.
struct Seats {
    LiveGuidon& g;
    int taken = 0; // handovers: prompts the players took
    bool sawCourtesy = false;

    void settle() {
        for (int guard = 0; guard < 8; ++guard) {
            std::map<std::string, std::string> st;
            std::vector<DrawnText> texts;
            REQUIRE(g.frame(st, texts));
            if (st["curtain"] == "up") {
                std::string side = st["courtesy"] != "none" ? st["courtesy"] : st["decider"];
                std::string who = side == "federal" ? "Federal" : "Confederate";
                // Behind a handover no card of either hand is drawn.
                CHECK(drawnOf(g, kFederalOnly, played).empty());
                CHECK(drawnOf(g, kConfederateOnly, played).empty());
                REQUIRE(g.click("I am the " + who + " player"));
                ++taken;
                REQUIRE(g.waitStatus("curtain", "down"));
                continue;
            }
            if (st["courtesy"] != "none") {
                sawCourtesy = true;
                // The player paused for sees his own hand, never the other's.
                CHECK(drawnOf(g, st["courtesy"] == "federal" ? kConfederateOnly : kFederalOnly,
                              played)
                          .empty());
                REQUIRE(g.click("Continue"));
                REQUIRE(g.waitStatus("courtesy", "none"));
                continue;
            }
            return;
        }
        FAIL("the screen kept asking");
    }
    std::vector<std::string> played;
};

} // namespace

TEST_CASE("hot seat: the first turn's handovers, the hands kept apart, the table in sight, a clean "
          "seat") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = test::dealtBattle(dir, test::kCornfield, kDeal);
    std::string png = dir.path("handover.png");
    test::Reference ref(battle, 7, {}, kNoHits);
    LiveGuidon g({"--load", ref.save(dir), "--size", "1280x800", "--screenshot", png},
                 test::writeHome(dir.path("home"), true));
    Seats seats{g, 0, false, {}};
    REQUIRE(g.waitStatus("screen", "table"));

    // The turn's start pauses for the Confederate, then the Federal fires.
    seats.settle();
    CHECK(seats.sawCourtesy); // the Confederate holds nothing for it, and is asked all the same
    REQUIRE(g.waitStatus("step", "fire-choice"));
    CHECK(drawnOf(g, kConfederateOnly).empty());
    REQUIRE(waitDrawn(g, "Federal hand"));
    REQUIRE(clickCard(g, "double-canister"));
    REQUIRE(waitDrawn(g, "Invoking with Double Canister."));
    REQUIRE(g.click("Invoke fire phase"));
    seats.played.push_back("double-canister");
    REQUIRE(g.waitStatus("commands", "1"));
    seats.sawCourtesy = false;
    seats.settle();
    CHECK(seats.sawCourtesy); // the fire phase's interrupt point pauses too
    REQUIRE(g.waitStatus("step", "phase"));

    // The fire phase needs no hand: both stay hidden, the Confederate may
    // still be looking on.
    CHECK(waitDrawn(g, "Federal decides; hands hidden"));
    CHECK(drawnOf(g, kConfederateOnly).empty());
    CHECK(drawnOf(g, kFederalOnly, seats.played).empty());
    CHECK_FALSE(drawn(g, "Confederate hand"));
    // A new bombardment target is no interrupt point.
    int before = seats.taken;
    REQUIRE(g.click("4th Texas"));
    REQUIRE(g.waitStatus("commands", "2"));
    seats.settle();
    CHECK(seats.taken == before);
    REQUIRE(g.click("Open fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    // The command choice shows his hand: a handover, with the fire's results
    // in sight under it.
    REQUIRE(g.waitStatus("curtain", "up"));
    CHECK(waitDrawn(g, "bombards 4th Texas"));
    seats.settle();

    // A trial move at the command choice: a Federal regiment picked and
    // dragged 1 BW forward.
    const lite::GameState& s = lite::stateOf(ref.session.game());
    int mover = -1;
    for (std::size_t i = 0; i < s.units.size() && mover < 0; ++i)
        if (s.units[i].side == core::Side::Federal && s.units[i].type == lite::UnitType::Infantry)
            mover = int(i);
    REQUIRE(mover >= 0);
    const lite::Unit& u = s.units[std::size_t(mover)];
    std::string camera = g.status("camera");
    Px body = onScreen(camera, u.front - lite::forwardOf(u.facing) * 0.5);
    REQUIRE(g.clickAt(body.x, body.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").rfind(std::to_string(mover) + " ", 0) == 0; }));
    Px a = onScreen(camera, u.front + lite::forwardOf(u.facing) * 0.2);
    Px b = onScreen(camera, u.front + lite::forwardOf(u.facing) * 1.2);
    REQUIRE(g.drag(a.x, a.y, b.x, b.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").find("segments 1") != std::string::npos; }));

    // A movement phase with Staff Ride: the Confederate may answer with Old Rivals.
    REQUIRE(clickCard(g, "staff-ride"));
    REQUIRE(waitDrawn(g, "Invoking with Staff Ride."));
    REQUIRE(g.click("Movement"));
    seats.played.push_back("staff-ride");
    REQUIRE(g.waitStatus("step", "interrupt-window"));
    // The handover forgets the Federal's trial move and his pick.
    CHECK(g.waitStatus("plan", "none"));
    CHECK(g.status("selected") == "none");
    seats.settle();
    REQUIRE(g.waitStatus("decider", "confederate"));
    // Old Rivals is offered aimed at nothing, not at the unit the Federal tried.
    CHECK(waitDrawn(g, "Old Rivals names one enemy unit:"));
    CHECK(drawn(g, "Play Old Rivals"));
    CHECK_FALSE(drawn(g, "Play Old Rivals on"));
    CHECK(drawnOf(g, kFederalOnly, seats.played).empty());
    REQUIRE(g.click("No interrupt"));
    seats.settle();

    // The Federal moves nothing and ends the phase: the Confederate turn.
    REQUIRE(g.waitStatus("step", "phase"));
    CHECK(drawnOf(g, kConfederateOnly).empty());
    CHECK(drawnOf(g, kFederalOnly, seats.played).empty());
    REQUIRE(g.click("End movement phase"));
    REQUIRE(g.waitStatus("turn", "2"));
    MESSAGE("handovers in the first turn: " << seats.taken);
    CHECK(g.status("handovers") == std::to_string(seats.taken));
    CHECK(seats.taken == 5);
    // Turn 2 begins with the Federal asked to the screen (he holds Morning
    // Fog): the table stays in sight under the prompt, no hand is drawn.
    REQUIRE(g.waitStatus("curtain", "up"));
    CHECK(drawnOf(g, kFederalOnly, seats.played).empty());
    CHECK(drawnOf(g, kConfederateOnly).empty());
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    std::size_t felt = 0, parchment = 0;
    for (unsigned y = 0; y < img.getSize().y; ++y)
        for (unsigned x = 0; x < img.getSize().x; ++x) {
            sf::Color c = img.getPixel(x, y);
            if (std::abs(c.r - 91) <= 22 && std::abs(c.g - 130) <= 22 && std::abs(c.b - 64) <= 22)
                ++felt;
            if (std::abs(c.r - 234) <= 6 && std::abs(c.g - 224) <= 6 && std::abs(c.b - 198) <= 6)
                ++parchment;
        }
    CHECK(felt > 1280u * 800u / 10u); // the table
    CHECK(parchment < 500u);          // no card face
}

TEST_CASE("hot seat: after a decision on the table the other hand waits for a handover (morale "
          "after fire)") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = test::dealtBattle(dir, test::kCornfield, kDeal);
    // The Federal has invoked his fire phase; every die of the fire hits.
    test::Reference ref(battle, 7, {"fire double-canister"}, {6, 6, 6, 6, 6});
    REQUIRE(lite::stateOf(ref.session.game()).step == lite::Step::Phase);
    LiveGuidon g({"--load", ref.save(dir), "--size", "1280x800"},
                 test::writeHome(dir.path("home"), true));
    // The fire phase's interrupt point pauses for the Confederate: he takes the seat.
    REQUIRE(g.waitStatus("courtesy", "confederate"));
    REQUIRE(g.click("I am the Confederate player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    REQUIRE(g.click("Continue"));
    // The Federal opens fire from the table, his hand and the Confederate's hidden.
    REQUIRE(g.waitStatus("step", "phase"));
    CHECK(g.status("hands") == "hidden");
    CHECK(drawnOf(g, kConfederateOnly).empty());
    CHECK(drawnOf(g, kFederalOnly, {"double-canister"}).empty());
    REQUIRE(g.click("Open fire"));
    // A Confederate unit is hit: his morale cards are asked for only once
    // he has the screen again, though he held the seat before the fire.
    REQUIRE(g.waitStatus("step", "morale"));
    CHECK(g.waitStatus("curtain", "up"));
    CHECK(g.status("seated") == "none");
    CHECK(drawnOf(g, kConfederateOnly).empty());
    REQUIRE(g.click("I am the Confederate player"));
    CHECK(waitDrawn(g, "Confederate hand"));
    CHECK(g.status("handovers") == "2");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}
