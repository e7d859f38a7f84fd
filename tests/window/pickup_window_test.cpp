// Pick-up battles in the window (issue 11, RULINGS LL-SETUP-1): chosen in the
// new-battle screen, set up on the table by clicks (the roll, terrain pieces,
// the edge, the order, the deployment in the edge thirds), started, and
// played; and against the computer, which makes its own set-up choices.
#include "data/battle_file.h"
#include "data/save_file.h"
#include "game_support.h"
#include "lite/door.h"
#include "sim/session.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>

using namespace guidon;
using namespace guidon::test::x;
using test::DrawnText;
using test::library;
using test::LiveGuidon;
namespace fs = std::filesystem;

namespace {

bool clickTable(LiveGuidon& g, double x, double y) {
    return clickTableAt(g, "pickup-view", x, y);
}

std::string other(const std::string& side) {
    return side == "federal" ? "confederate" : "federal";
}
std::string title(const std::string& side) {
    return side == "federal" ? "Federal" : "Confederate";
}

int number(const LiveGuidon& g, const std::string& key) {
    return std::atoi(g.status(key).c_str());
}

// From the main menu to the pick-up screen, with this seed.
void openPickup(LiveGuidon& g, const std::string& seed) {
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(g.click("New battle"));
    REQUIRE(g.waitStatus("screen", "new-battle"));
    REQUIRE(g.click("Pick-up battle"));
    REQUIRE(waitDrawn(g, "THE FORCES"));
    DrawnText box;
    REQUIRE(g.click("Choose the seed"));
    REQUIRE(g.find("Choose the seed", box));
    REQUIRE(clickAt(g, box.x + box.w + 100, box.y + box.h / 2));
    REQUIRE(typeText(g, seed));
}

// The window's game is the one its autosave replays to: a pick-up battle
// saved with its set-up (<pickup>), which sim::replaySave (as guidon-cli
// replay) plays again from the seed to the window's state hash.
void replaysToWindow(LiveGuidon& g) {
    std::string autosave = g.home() + "/data/autosave.xml";
    std::string commands = g.status("commands");
    REQUIRE(g.waitFor([&] {
        data::SaveGame s;
        data::Problems p;
        return data::loadSave(autosave, s, p) && std::to_string(s.commands.size()) == commands;
    }));
    CHECK(test::slurp(autosave).find("<pickup") != std::string::npos);
    data::SaveGame save;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadSave(autosave, save, p), p.str());
    REQUIRE(save.pickup);
    CHECK_FALSE(save.pickup->setup.empty());
    sim::Session replay;
    std::string err;
    REQUIRE_MESSAGE(sim::replaySave(library(), save, autosave, replay, err), err);
    CHECK(lite::hashHex(lite::stateHash(lite::stateOf(replay.game()))) == g.status("hash"));
    // Nothing was written but the save: the battle lives in it.
    CHECK_FALSE(fs::exists(g.home() + "/data/pickups"));
}

// The side's whole deployment by the panel's buttons.
void deployRest(LiveGuidon& g, const std::string& side) {
    REQUIRE(g.waitStatus("pickup-decider", side));
    REQUIRE(g.click("Deploy all in line"));
    REQUIRE(g.waitStatus("pickup-left-" + side, "0"));
    REQUIRE(g.click("Deployment done"));
}

} // namespace

TEST_CASE("pick-up battle in the window: the roll, pieces, edge, order and deployment by clicks; "
          "the side that deployed second moves first (LL-SETUP-1)") {
    REQUIRE_DISPLAY();
    LiveGuidon g({"--size", "1400x900"});
    openPickup(g, "7");
    // The decks of 1864, not the library's 1862: the save must say so.
    REQUIRE(g.click("1862"));
    sleepMs(300);
    REQUIRE(g.click("1864"));
    REQUIRE(g.click("Roll for the set-up"));
    REQUIRE(g.waitStatus("screen", "pickup"));
    REQUIRE(g.waitStatus("pickup-step", "place-terrain"));
    std::string winner = g.status("pickup-winner");
    CHECK(g.status("pickup-decider") == winner);
    int placed = 0, least = 0, most = 0;
    std::sscanf(g.status("pickup-pieces").c_str(), "%d %d %d", &placed, &least, &most);
    CHECK(least >= 2); // ties are re-rolled: the higher roll is 2 at least
    CHECK(most > least);

    // Too few pieces: refused with the rule.
    REQUIRE(g.click("Terrain done"));
    REQUIRE(g.waitFor([&] { return g.status("pickup-refusal").rfind("LL-SETUP-1 ", 0) == 0; }));
    CHECK(g.status("pickup-step") == "place-terrain");
    // A wood by hand in the middle of the table; a second on top of it is refused.
    REQUIRE(g.click("Large wood"));
    REQUIRE(clickTable(g, 24, 16));
    REQUIRE(g.waitFor([&] { return g.status("pickup-pieces").rfind("1 ", 0) == 0; }));
    CHECK(g.status("pickup-refusal") == "none");
    REQUIRE(clickTable(g, 24.5, 16));
    REQUIRE_MESSAGE(
        g.waitFor([&] { return g.status("pickup-refusal").rfind("LL-SETUP-1 ", 0) == 0; }),
        "pieces " << g.status("pickup-pieces") << ", piece " << g.status("pickup-piece")
                  << ", refusal " << g.status("pickup-refusal"));
    CHECK(g.status("pickup-pieces").rfind("1 ", 0) == 0);
    REQUIRE(pressKey(g, "Escape"));
    REQUIRE(g.click("Random terrain"));
    REQUIRE(g.waitFor([&] { return number(g, "pickup-pieces") >= least; }));
    CHECK(number(g, "pickup-pieces") <= most);
    REQUIRE(g.click("Terrain done"));

    // The other side takes the south edge; the higher roller deploys first.
    REQUIRE(g.waitStatus("pickup-step", "choose-edge"));
    CHECK(g.status("pickup-decider") == other(winner));
    REQUIRE(g.click("South edge"));
    REQUIRE(g.waitStatus("pickup-step", "choose-order"));
    CHECK(g.status("pickup-edge-" + other(winner)) == "south");
    CHECK(g.status("pickup-edge-" + winner) == "north");
    CHECK(g.status("pickup-decider") == winner);
    REQUIRE(g.click("Deploy first"));
    REQUIRE(g.waitStatus("pickup-step", "deploy"));
    CHECK(g.status("pickup-first-deployer") == winner);
    CHECK(g.status("pickup-decider") == winner);

    // A unit outside its edge third is refused; in it, it is placed.
    int left = number(g, "pickup-left-" + winner);
    REQUIRE(clickTable(g, 24, 16));
    REQUIRE(g.waitFor([&] { return g.status("pickup-refusal").rfind("LL-SETUP-1 ", 0) == 0; }));
    CHECK(number(g, "pickup-left-" + winner) == left);
    std::string firstUnit = g.status("pickup-unit");
    CHECK(firstUnit != "-1"); // his first unit is in hand from the start
    double placedAt = -1;
    for (double x : {6.0, 14.0, 34.0, 42.0, 20.0, 28.0}) {
        REQUIRE(clickTable(g, x, 4));
        if (g.waitFor([&] { return number(g, "pickup-left-" + winner) == left - 1; }, 3)) {
            placedAt = x;
            break;
        }
    }
    REQUIRE(number(g, "pickup-left-" + winner) == left - 1);
    // The next unit came to hand; a click on the placed one takes it up again,
    // Esc puts down what is in hand.
    CHECK(g.status("pickup-unit") != firstUnit);
    REQUIRE(clickTable(g, placedAt, 3.6)); // facing south: its bases lie north of its front
    REQUIRE(g.waitStatus("pickup-unit", firstUnit));
    REQUIRE(pressKey(g, "Escape"));
    REQUIRE(g.waitStatus("pickup-unit", "-1"));
    CHECK(g.status("screen") == "pickup");
    deployRest(g, winner);
    // The second side's first unit comes to hand: a click in its (south) third places it.
    REQUIRE(g.waitStatus("pickup-decider", other(winner)));
    int otherLeft = number(g, "pickup-left-" + other(winner));
    for (double x : {6.0, 14.0, 34.0, 42.0, 20.0, 28.0}) {
        REQUIRE(clickTable(g, x, 28));
        if (g.waitFor([&] { return number(g, "pickup-left-" + other(winner)) == otherLeft - 1; },
                      3))
            break;
    }
    REQUIRE_MESSAGE(number(g, "pickup-left-" + other(winner)) == otherLeft - 1,
                    g.status("pickup-refusal"));
    deployRest(g, other(winner));
    REQUIRE(g.waitStatus("pickup-step", "ready"));
    REQUIRE(waitDrawn(g, "deployed second: they move first"));
    // A set-up is no game yet: nothing autosaved.
    CHECK_FALSE(fs::exists(g.home() + "/data/autosave.xml"));

    // The battle: the side that deployed second has the first turn.
    REQUIRE(g.click("Start the battle"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("active") == other(winner));
    CHECK(g.status("turn") == "1");
    CHECK(g.status("battle").rfind("Pick-up", 0) == 0);
    // And it is played: the first player takes the seat and holds his fire.
    // (When the deal gave the other side an interrupt for the turn's start,
    // he is asked first and lets it pass.)
    REQUIRE(g.waitStatus("curtain", "up"));
    int played = 0;
    if (g.status("decider") != other(winner)) {
        REQUIRE(g.click("I am the " + title(g.status("decider")) + " player"));
        REQUIRE(g.waitStatus("curtain", "down"));
        REQUIRE(g.click("No interrupt"));
        REQUIRE(g.waitStatus("commands", std::to_string(++played)));
        REQUIRE(g.waitStatus("curtain", "up"));
    }
    REQUIRE(g.click("I am the " + title(other(winner)) + " player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    REQUIRE(g.click("No fire"));
    REQUIRE(g.waitStatus("commands", std::to_string(played + 1)));

    // Its autosave holds the set-up and the year, and replays to the game
    // in the window.
    replaysToWindow(g);
    data::SaveGame save;
    data::Problems p;
    REQUIRE(data::loadSave(g.home() + "/data/autosave.xml", save, p));
    CHECK(save.pickup->year == 1864);
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("pick-up battle against the computer: it rolls, places, chooses and deploys by itself") {
    REQUIRE_DISPLAY();
    LiveGuidon g({"--size", "1400x900"});
    openPickup(g, "11");
    // The Federals to the computer (the first side's "who plays" box).
    REQUIRE(g.click("Player at this screen"));
    REQUIRE(g.click("Computer"));
    REQUIRE(waitDrawn(g, "You play against the computer"));
    REQUIRE(g.click("Roll for the set-up"));
    REQUIRE(g.waitStatus("screen", "pickup"));
    // The player answers each of his steps; the computer takes its own.
    for (int guard = 0; guard < 12 && g.status("pickup-step") != "ready"; ++guard) {
        REQUIRE(g.waitFor(
            [&] {
                return g.status("pickup-step") == "ready" ||
                       g.status("pickup-decider") == "confederate";
            },
            30));
        std::string step = g.status("pickup-step");
        if (step == "ready") break;
        std::string before = g.status("pickup-step") + g.status("pickup-left-confederate");
        if (step == "place-terrain") {
            REQUIRE(g.click("Random terrain"));
            REQUIRE(g.click("Terrain done"));
        } else if (step == "choose-edge") {
            REQUIRE(g.click("North edge"));
        } else if (step == "choose-order") {
            REQUIRE(g.click("Deploy second"));
        } else if (step == "deploy") {
            REQUIRE(g.click("Deploy all in line"));
            REQUIRE(g.waitStatus("pickup-left-confederate", "0"));
            REQUIRE(g.click("Deployment done"));
        }
        REQUIRE(g.waitFor([&] {
            return g.status("pickup-step") + g.status("pickup-left-confederate") != before;
        }));
    }
    REQUIRE(g.waitStatus("pickup-step", "ready", 30));
    CHECK(g.status("pickup-left-federal") == "0");
    REQUIRE(g.click("Start the battle"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("computer-federal") == "normal");
    CHECK(g.status("curtain") == "down"); // one player: no curtain
    // The game goes on: the computer answers for the Federals when it is theirs to decide.
    REQUIRE(g.waitFor(
        [&] { return number(g, "commands") >= 1 || g.status("decider") == "confederate"; }, 60));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE(
    "a pick-up scenario map in New battle: its terrain and forces, the Confederates deploying "
    "first as it fixes, the Federals moving first (LL-SETUP-1)") {
    REQUIRE_DISPLAY();
    LiveGuidon g({"--size", "1400x900"});
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(g.click("New battle"));
    REQUIRE(g.click("Keller's Crossroads (pick-up)"));
    REQUIRE(waitDrawn(g, "SET-UP"));
    REQUIRE(g.click("Roll for the set-up"));
    REQUIRE(g.waitStatus("screen", "pickup"));
    // The map's terrain is the table's: no terrain step.
    REQUIRE(g.waitStatus("pickup-step", "choose-edge"));
    CHECK(g.status("pickup-pieces").rfind("0 ", 0) == 0);
    std::string chooser = g.status("pickup-decider");
    REQUIRE(g.click("North edge"));
    CHECK(g.waitStatus("pickup-edge-" + chooser, "north"));
    // The order is fixed: straight to the Confederates' deployment.
    REQUIRE(g.waitStatus("pickup-step", "deploy"));
    CHECK(g.status("pickup-first-deployer") == "confederate");
    deployRest(g, "confederate");
    deployRest(g, "federal");
    REQUIRE(g.waitStatus("pickup-step", "ready"));
    REQUIRE(g.click("Start the battle"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("battle") == "Keller's Crossroads (pick-up)");
    CHECK(g.status("active") == "federal");
    replaysToWindow(g);
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("a pick-up set-up the computer cannot make: it says so and the player chooses for it") {
    REQUIRE_DISPLAY();
    // A map of the player's own: a table too small for any force.
    test::TempDir home;
    test::writeHome(home.path("home"), false);
    fs::create_directories(home.path("home") + "/data/maps");
    fs::copy_file(test::dataFile("tiny_pickup.xml"),
                  home.path("home") + "/data/maps/tiny_pickup.xml");
    LiveGuidon g({"--size", "1400x900"}, home.path("home"));
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(g.click("New battle"));
    REQUIRE(g.click("Tiny Table (pick-up)"));
    REQUIRE(waitDrawn(g, "THE FORCES"));
    for (int side = 0; side < 2; ++side) { // both sides to the computer
        REQUIRE(g.click("Player at this screen"));
        sleepMs(300);
        // The open list's "Computer" is drawn last (the first side's box may say it too).
        DrawnText item;
        for (const DrawnText& t : g.texts())
            if (t.text == "Computer") item = t;
        REQUIRE(!item.text.empty());
        REQUIRE(clickAt(g, item.x + item.w / 2, item.y + item.h / 2));
    }
    REQUIRE(waitDrawn(g, "The computer plays both sides"));
    REQUIRE(g.click("Roll for the set-up"));
    REQUIRE(g.waitStatus("screen", "pickup"));
    // No piece or unit fits: the computer gives up instead of trying for ever.
    REQUIRE(waitDrawn(g, "choose for them by hand", 30));
    // The status file may be written a frame after the words are drawn (a
    // loaded machine's frames are slow): waited for, not read at once.
    CHECK(g.waitFor([&] { return g.status("pickup-refusal").rfind("LL-SETUP-1 ", 0) == 0; }, 10));
    CHECK(g.status("pickup-step") != "ready");
    CHECK(g.status("screen") == "pickup");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}
