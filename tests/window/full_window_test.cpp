// The full game in the window (issue 24): the real program, a full-game
// battle picked in New battle, a player turn played through real clicks and
// drags (an order that costs a pip, an advance that triggers reactions
// answered by the other player at the same screen, a fire phase), and the
// state hash checked against guidon-cli's replay of the same commands.
#include "data/save_file.h"
#include "x_input.h"

#include <SFML/Graphics/Image.hpp>
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <fstream>
#include <sstream>

using namespace guidon;
using namespace guidon::test::x;
using test::DrawnText;
using test::LiveGuidon;

namespace {

// Window pixels of a table point (inches), from the status' camera line.
Px tablePoint(const LiveGuidon& g, double x, double y) {
    return onScreen(g.status("camera"), {x, y});
}

bool clickTable(LiveGuidon& g, double x, double y) {
    Px p = tablePoint(g, x, y);
    return g.clickAt(p.x, p.y);
}

// The first drawn run starting with `prefix`, waited for.
bool findStarting(const LiveGuidon& g, const std::string& prefix, DrawnText& out) {
    return g.waitFor([&] {
        for (const DrawnText& t : g.texts())
            if (t.text.rfind(prefix, 0) == 0) {
                out = t;
                return true;
            }
        return false;
    });
}

// The first drawn `button` below the drawn run starting `above` (a unit's name over
// its reactions), scrolling the column down to them first when needed.
bool clickBelow(LiveGuidon& g, const std::string& above, const std::string& button) {
    for (int tries = 0; tries < 12; ++tries) {
        std::vector<DrawnText> texts = g.texts();
        int top = -1;
        for (const DrawnText& t : texts)
            if (t.text.rfind(above, 0) == 0) top = t.y; // its first line, if it wraps
        if (top >= 0)
            for (const DrawnText& t : texts)
                if (t.text == button && t.y > top && t.y < 740) {
                    Px at{float(t.x + t.w / 2), float(t.y + t.h / 2)};
                    return g.clickAt(at.x, at.y);
                }
        int wx = 0, wy = 0;
        std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
        shell("xdotool mousemove --sync " + std::to_string(wx + 1080) + " " +
              std::to_string(wy + 300) + " click 5");
        sleepMs(400);
    }
    return false;
}

int pipsOf(const LiveGuidon& g, const std::string& brigade) {
    int pips = -1;
    std::sscanf(g.status("brigade-" + brigade).c_str(), "%d", &pips);
    return pips;
}

// guidon-cli's own play of the battle with these commands: its last line's hash.
std::string cliHash(const std::string& battle, const std::string& seed,
                    const std::vector<std::string>& commands, const test::TempDir& dir) {
    std::string script = dir.path("turn.script");
    {
        std::ofstream f(script);
        for (const std::string& c : commands)
            f << c << "\n";
    }
    std::string out;
    shell(std::string(GUIDON_CLI) + " play " + battle + " --seed " + seed + " --script " + script,
          &out);
    std::size_t at = out.rfind("hash ");
    return at == std::string::npos ? "" : out.substr(at + 5, 16);
}

} // namespace

TEST_CASE("the full game in the window: New battle, a pip order, a move answered by a reaction, "
          "a fire phase; the window's hash is guidon-cli's replay of its commands (issue 24)") {
    REQUIRE_DISPLAY();
    test::TempDir dir;
    std::string png = dir.path("full.png");
    LiveGuidon g({"--size", "1280x800", "--screenshot", png});
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(g.click("New battle"));
    REQUIRE(g.waitStatus("screen", "new-battle"));
    REQUIRE(g.click("Matthews Hill"));
    REQUIRE(waitDrawn(g, "the full game"));
    // No computer plays the full game yet: both sides are at the screen.
    CHECK(waitDrawn(g, "no curtain passes between you"));
    DrawnText box;
    REQUIRE(g.click("Choose the seed"));
    REQUIRE(g.find("Choose the seed", box));
    REQUIRE(clickAt(g, box.x + box.w + 100, box.y + box.h / 2));
    REQUIRE(typeText(g, "24"));
    REQUIRE(g.click("Start the battle"));
    REQUIRE(g.waitStatus("ruleset", "full"));
    REQUIRE(g.waitStatus("awaited", "orders"));
    CHECK(g.status("decider") == "federal");
    CHECK(g.status("curtain") == "down");
    REQUIRE(pipsOf(g, "burnside") == 1);

    // An order that costs a pip: the 2nd New Hampshire, 12" and more from
    // Burnside (a courier's tier), forms line. Its button gives the price.
    REQUIRE(clickTable(g, 36, 6.0));
    REQUIRE(g.waitStatus("selected", "4"));
    REQUIRE(waitDrawn(g, "Orders: 2nd New Hampshire"));
    REQUIRE(waitDrawn(g, "1 pip"));
    REQUIRE(g.click("Form line of battle"));
    REQUIRE(g.waitFor([&] { return pipsOf(g, "burnside") == 0; }));
    CHECK(g.status("refusal") == "none");
    // Now nothing costing a pip can be given: greyed with the rule's reason.
    REQUIRE(clickTable(g, 28, 8.6));
    REQUIRE(g.waitStatus("selected", "2"));
    CHECK(waitDrawn(g, "FG-CMD-"));
    // V: what the 1st Rhode Island sees. Matthews Hill (level 1) hides the
    // ground beyond it from the regiment below it: dead ground (FG-D-34).
    REQUIRE(g.press("v"));
    REQUIRE(g.waitFor([&] { return g.status("sight").rfind("1ri seen ", 0) == 0; }));
    {
        std::istringstream sight(g.status("sight"));
        std::string id, w;
        int seen = 0, dead = 0;
        sight >> id >> w >> seen >> w >> dead;
        CHECK(seen > 0);
        CHECK(dead > 0);
    }
    REQUIRE(g.press("v"));
    REQUIRE(g.waitStatus("sight", "off"));

    // The 1st Rhode Island advances (a bugle's order, no pip), dragged on
    // the table; the Confederates within reach may react at once.
    REQUIRE(g.click("Advance \xE2\x80\xA6"));
    Px from = tablePoint(g, 28, 9.0), to = tablePoint(g, 28, 11.5);
    REQUIRE(g.drag(from.x, from.y, to.x, to.y));
    REQUIRE(g.waitStatus("plan", "advance 1ri 2.5"));
    REQUIRE(g.press("Return"));
    REQUIRE(g.waitStatus("awaited", "reaction"));
    CHECK(g.status("decider") == "confederate");
    CHECK(waitDrawn(g, "Confederate \xC2\xB7 Reaction"));
    // The other player answers at the same screen: Wheat's Tigers fire.
    REQUIRE(clickBelow(g, "1st Louisiana Special Battalion", "Opportunity fire"));
    REQUIRE(g.waitFor([&] { return g.status("pending").find("wheat fire") == std::string::npos; }));
    CHECK(g.status("refusal") == "none");
    // The rest of the offers passed, at each pause of the move.
    for (int i = 0; i < 8 && g.status("awaited") == "reaction"; ++i) {
        REQUIRE(g.click("Pass: let the move go on"));
        g.waitFor([&] { return g.status("awaited") != "reaction" || i > 100; }, 2.0);
    }
    REQUIRE(g.waitStatus("awaited", "orders"));
    // The log tells the pauses without the CLI's command lines.
    CHECK(waitDrawn(g, "may refuse its"));
    CHECK(joinedText(g.texts()).find("(react ") == std::string::npos);
    REQUIRE(g.click("End orders phase"));
    REQUIRE(g.waitStatus("awaited", "fire"));

    // The fire phase: the battery's first section, its targets with the odds.
    REQUIRE(g.click("Section 1: 2nd Rhode Island Battery (James rifles)"));
    REQUIRE(waitDrawn(g, "Targets of 2nd Rhode Island Battery"));
    CHECK(waitDrawn(g, "dice: 1 section x")); // the rules' preview under each target
    DrawnText focus;
    CHECK(findStarting(g, "Battery Focus: 3 sections as one volley", focus));
    DrawnText fire;
    REQUIRE(findStarting(g, "Fire at ", fire));
    std::string events = g.status("events");
    REQUIRE(g.click(fire.text));
    REQUIRE(g.waitFor([&] { return g.status("events") != events; }));
    CHECK(g.status("refusal") == "none");
    // A stand lost: its owner, the other player, says which end it goes from.
    if (g.status("awaited") == "losses") {
        CHECK(g.status("decider") == "confederate");
        REQUIRE(g.click("From the left end"));
        REQUIRE(g.waitFor([&] { return g.status("awaited") != "losses"; }));
    }
    REQUIRE(g.waitStatus("awaited", "fire"));
    REQUIRE(g.click("End fire phase"));
    REQUIRE(g.waitFor([&] { return g.status("active") == "confederate"; }));

    // The same commands through guidon-cli: the same game, hash for hash.
    std::string hash = g.status("hash");
    std::string commands = g.status("commands");
    std::string autosave = g.home() + "/data/autosave.xml";
    data::SaveGame save;
    REQUIRE(g.waitFor([&] {
        data::Problems p;
        return data::loadSave(autosave, save, p) && std::to_string(save.commands.size()) == commands;
    }));
    const std::vector<std::string>& lines = save.commands;
    CHECK(save.seed == 24);
    CHECK(std::find(lines.begin(), lines.end(), "react wheat fire") != lines.end());
    CHECK(std::find(lines.begin(), lines.end(), "form 2nh line") != lines.end());
    CHECK(std::find(lines.begin(), lines.end(), "advance 1ri 2.5") != lines.end());
    CHECK(cliHash(std::string(GUIDON_SOURCE_ROOT) + "/maps/full/matthews_hill.xml", "24", lines,
                  dir) == hash);
    test::Run r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
    // The autosave loads in a new window to the same game (a save's replay).
    std::string status = dir.path("loaded-status.txt");
    test::Run loaded = test::runGuidon({"--load", autosave, "--frames", "5", "--status-out", status},
                                       true, 120, g.home());
    INFO("load stderr: " << loaded.err);
    CHECK(loaded.exitCode == 0);
    std::string text = test::slurp(status);
    CHECK(text.find("\nhash " + hash + "\n") != std::string::npos);
    CHECK(text.find("\nruleset full\n") != std::string::npos);
    // The screenshot guidon wrote as it closed: the table's felt, and the
    // Federal stands in their blue.
    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    CHECK(img.getSize() == sf::Vector2u(1280, 800));
    std::size_t felt = 0, blue = 0;
    for (unsigned y = 0; y < img.getSize().y; ++y)
        for (unsigned x = 0; x < img.getSize().x; ++x) {
            sf::Color c = img.getPixel(x, y);
            if (std::abs(c.r - 91) <= 22 && std::abs(c.g - 130) <= 22 && std::abs(c.b - 64) <= 22)
                ++felt;
            if (std::abs(c.r - 44) <= 12 && std::abs(c.g - 74) <= 12 && std::abs(c.b - 140) <= 12)
                ++blue;
        }
    CHECK(felt > 1280u * 800u / 10u);
    CHECK(blue > 500u);
}

TEST_CASE("the full game against the computer: the hint applied, the computer's turn played "
          "through the door, its reactions asked of the player (issue 25)") {
    REQUIRE_DISPLAY();
    test::TempDir dir;
    const std::string battle = std::string(GUIDON_SOURCE_ROOT) + "/maps/full/matthews_hill.xml";
    LiveGuidon g({battle, "--seed", "7", "--computer", "confederate", "--level", "random",
                  "--size", "1280x800"});
    REQUIRE(g.waitStatus("ruleset", "full"));
    REQUIRE(g.waitStatus("awaited", "orders"));
    CHECK(g.status("computer-confederate") == "random");
    CHECK(g.status("computer-federal") == "none");
    CHECK(g.status("decider") == "federal");
    // F2: what the computer would do in the Federal player's place; Apply sends it.
    REQUIRE(g.press("F2"));
    REQUIRE(g.waitFor([&] { return g.status("hint") != "none"; }));
    const std::string commands = g.status("commands");
    REQUIRE(g.click("Apply the hint"));
    REQUIRE(g.waitFor([&] { return g.status("commands") != commands; }));
    CHECK(g.status("refusal") == "none");
    // The Federal player ends his turn; the computer plays the Confederates',
    // and any reaction it would draw from him is his to answer (he passes).
    // Each of his decisions answered by the first of these buttons drawn
    // (none waited for: the computer may be deciding), for three minutes at most.
    const char* answers[] = {"End orders phase", "End fire phase", "Pass: let the move go on",
                             "From the centre", "Stay", "Stay where it is"};
    const auto began = std::chrono::steady_clock::now();
    while (!(g.status("turn") == "2" && g.status("active") == "federal") &&
           g.status("over") != "yes" &&
           std::chrono::steady_clock::now() - began < std::chrono::minutes(3)) {
        if (g.status("decider") == "federal") {
            const std::vector<DrawnText> texts = g.texts();
            bool clicked = false;
            for (const char* a : answers)
                for (const DrawnText& t : texts)
                    if (!clicked && t.text == a) {
                        clicked = g.clickAt(t.x + t.w / 2, t.y + t.h / 2);
                        break;
                    }
        }
        sleepMs(400);
    }
    CHECK((g.status("over") == "yes" || (g.status("turn") == "2" && g.status("active") == "federal")));
    CHECK(g.status("computer-problem") == "none");
    // Every command, the computer's among them, went through the door: the
    // CLI's replay of the autosave's lines gives the same hash.
    const std::string hash = g.status("hash");
    const std::string count = g.status("commands");
    data::SaveGame save;
    const std::string autosave = g.home() + "/data/autosave.xml";
    g.stop();
    data::Problems p;
    REQUIRE(data::loadSave(autosave, save, p));
    REQUIRE(std::to_string(save.commands.size()) == count);
    CHECK(cliHash(battle, "7", save.commands, dir) == hash);
}
