// End to end under a display: run the built guidon with --screenshot and look
// at the picture. Needs $DISPLAY (tools/test starts Xvfb when none is set).
#include "../cli/json_check.h"
#include "run_guidon.h"

#include <SFML/Graphics/Image.hpp>
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

using guidon::test::dataFile;
using guidon::test::DrawnText;
using guidon::test::runGuidon;
using guidon::test::TempDir;

namespace {

// Colours the table is drawn in (game/client/palette.h, assets/terrain.xml).
// The cloth texture darkens the ground by a few percent, hence the tolerances.
struct Swatch {
    const char* name;
    int r, g, b;
    int tolerance; // largest difference in any channel
};
constexpr Swatch kFelt{"felt", 91, 130, 64, 22};
constexpr Swatch kFederal{"Federal blue", 44, 74, 140, 10};
constexpr Swatch kConfederate{"Confederate grey", 174, 178, 186, 10};
constexpr Swatch kWoods{"woods", 47, 90, 42, 12};

std::size_t count(const sf::Image& img, const Swatch& s) {
    std::size_t n = 0;
    sf::Vector2u size = img.getSize();
    for (unsigned y = 0; y < size.y; ++y)
        for (unsigned x = 0; x < size.x; ++x) {
            sf::Color c = img.getPixel(x, y);
            if (std::abs(c.r - s.r) <= s.tolerance && std::abs(c.g - s.g) <= s.tolerance &&
                std::abs(c.b - s.b) <= s.tolerance)
                ++n;
        }
    return n;
}

// Screenshot `args` into a PNG and load it. The game opens behind the
// hot-seat curtain; the first player takes the seat (a real click) first.
sf::Image shoot(const TempDir& dir, std::vector<std::string> args, const std::string& name) {
    std::string png = dir.path(name);
    args.insert(args.end(), {"--seed", "7", "--size", "1280x800", "--screenshot", png});
    guidon::test::LiveGuidon g(args);
    REQUIRE(g.waitStatus("curtain", "up"));
    std::string who = g.status("decider") == "federal" ? "Federal" : "Confederate";
    REQUIRE(g.click("I am the " + who + " player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    // The table and the hand are drawn from the next frame on.
    DrawnText hand;
    REQUIRE(g.find(who + " hand", hand));
    auto r = g.stop();
    INFO("stderr: " << r.err);
    REQUIRE(r.signal == 0);
    REQUIRE(r.exitCode == 0);
    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    return img;
}

void checkTable(const sf::Image& img) {
    REQUIRE(img.getSize().x == 1280);
    REQUIRE(img.getSize().y == 800);
    double pixels = 1280.0 * 800.0;
    std::size_t felt = count(img, kFelt), fed = count(img, kFederal),
                conf = count(img, kConfederate), woods = count(img, kWoods);
    INFO("felt " << felt << ", Federal " << fed << ", Confederate " << conf << ", woods " << woods);
    // The felt dominates the table: the table takes about 40% of the window
    // (the turn bar, the decision column, the hand and the room around them
    // the rest) and terrain covers part of it, yet open felt is still the
    // commonest colour on it by far.
    CHECK(felt > 0.10 * pixels);
    CHECK(felt > 2 * woods);
    CHECK(felt > 10 * fed);
    CHECK(felt > 10 * conf);
    // Both armies are on the table: each base is about 18 x 18 pixels at the
    // fitted zoom, so a couple of units already give well over 1000.
    CHECK(fed > 1000);
    CHECK(conf > 1000);
    // Woods are drawn in their colour.
    CHECK(woods > 2000);
}

} // namespace

TEST_CASE("the window draws the default battle: felt, both armies, woods") {
    REQUIRE_DISPLAY();
    TempDir dir;
    sf::Image img = shoot(dir, {GUIDON_SOURCE_ROOT "/maps/cornfield.xml"}, "default.png");
    checkTable(img);
}

TEST_CASE("the window draws a small battle the test controls") {
    REQUIRE_DISPLAY();
    TempDir dir;
    sf::Image img = shoot(dir, {dataFile("small_battle.xml")}, "small.png");
    checkTable(img);
    // Nothing but the table and the panels: the corner is the room's dark colour.
    sf::Color corner = img.getPixel(2, 797);
    CHECK(corner.r < 50);
    CHECK(corner.g < 50);
    CHECK(corner.b < 50);
}

TEST_CASE("a broken battle shows its problems and exits non-zero") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string png = dir.path("broken.png");
    auto r = runGuidon({dataFile("broken_battle.xml"), "--screenshot", png}, true);
    INFO("stderr: " << r.err);
    CHECK(r.signal == 0);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find("broken_battle.xml:9: ") != std::string::npos);
    // The window showed the problems instead of a table.
    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    CHECK(count(img, kFelt) < 0.01 * 1280 * 800);
}

TEST_CASE("guidon --bench: its summary line is JSON whatever the battle's name") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string text;
    {
        std::ifstream in(dataFile("small_battle.xml"));
        std::ostringstream s;
        s << in.rdbuf();
        text = s.str();
    }
    const std::string from = "<battle name=\"";
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    // Quotes and a backslash: legal in a name, and what broke the line.
    text.insert(at + from.size(), "The &quot;Bloody&quot; Lane \\ ");
    std::string battle = dir.path("odd_name.xml");
    std::ofstream(battle) << text;
    auto r = runGuidon({"--bench", battle, "--frames", "5", "--size", "640x480"}, true);
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
    std::string last = r.out.substr(0, r.out.find_last_not_of('\n') + 1);
    last = last.substr(last.find_last_of('\n') + 1);
    guidon::test::JsonCheck json;
    CHECK_MESSAGE(json.read(last), json.error << ": " << last);
    CHECK(std::find(json.strings.begin(), json.strings.end(), "battle") != json.strings.end());
    CHECK(last.find("The \\\"Bloody\\\" Lane \\\\ ") != std::string::npos);
}
