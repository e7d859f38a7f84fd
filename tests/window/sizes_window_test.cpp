// Windows of every size (issue 19), clicked and keyed for real under a
// display: the window is held to its least size; at 800x500 with the
// interface at 140% the turn bar, the switches and the hand stay whole
// (every text inside the window, none over another); Esc takes back a plan
// before it opens the menu; Enter and Esc answer the pass question, and Esc
// closes the save dialog at once; the crashed game, Delete and the map
// editor's questions answer Enter (and Esc); the colour-blind-safe sides are
// kept as a setting and change what the table draws.
#include "game_support.h"
#include "lite/unit.h"
#include "x_input.h"

#include <SFML/Graphics/Image.hpp>

#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::LiveGuidon;
using test::TempDir;
using test::x::drawn;
using test::x::waitDrawn;

namespace fs = std::filesystem;

namespace {

// A player's folder whose settings say `interface` (attributes of <interface>).
std::string homeWith(const TempDir& dir, const std::string& interface) {
    std::string home = dir.path("home");
    fs::create_directories(home + "/config");
    std::ofstream(home + "/config/settings.xml")
        << "<settings version=\"1\">\n  <interface always-ask-interrupts=\"false\" "
        << interface << "/>\n</settings>\n";
    return home;
}

struct Size {
    int w = 0, h = 0;
};
Size windowSize(const LiveGuidon& g) {
    Size s;
    std::sscanf(g.status("window-size").c_str(), "%d %d", &s.w, &s.h);
    return s;
}
bool sized(const LiveGuidon& g, int w, int h) {
    return g.waitFor(
        [&] {
            Size s = windowSize(g);
            return s.w == w && s.h == h;
        },
        10.0);
}

// Resize guidon's window as a window manager would (xdotool windowsize):
// the pointer onto it, and the window under the pointer resized.
bool resizeWindow(const LiveGuidon& g, int w, int h) {
    if (!test::x::focusWindow(g)) return false;
    std::string where;
    if (!test::x::shell("xdotool getmouselocation --shell", &where)) return false;
    std::size_t at = where.find("WINDOW=");
    if (at == std::string::npos) return false;
    std::string window = std::to_string(std::atol(where.c_str() + at + 7));
    return test::x::shell("xdotool windowsize " + window + " " + std::to_string(w) + " " +
                          std::to_string(h));
}

bool overlap(const DrawnText& a, const DrawnText& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}
std::string describe(const DrawnText& t) {
    return "'" + t.text + "' at " + std::to_string(t.x) + "," + std::to_string(t.y) + " " +
           std::to_string(t.w) + "x" + std::to_string(t.h);
}

// Every text of one frame lies inside the window and over no other.
void checkWhole(const LiveGuidon& g) {
    std::map<std::string, std::string> status;
    std::vector<DrawnText> texts;
    REQUIRE(g.frame(status, texts));
    Size s;
    std::sscanf(status["window-size"].c_str(), "%d %d", &s.w, &s.h);
    REQUIRE(s.w > 0);
    REQUIRE(!texts.empty());
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const DrawnText& a = texts[i];
        CHECK_MESSAGE((a.x >= 0 && a.y >= 0 && a.x + a.w <= s.w && a.y + a.h <= s.h),
                      describe(a) << " is not inside the " << s.w << "x" << s.h << " window");
        for (std::size_t j = i + 1; j < texts.size(); ++j)
            CHECK_MESSAGE(!overlap(a, texts[j]), describe(a) << " overlaps " << describe(texts[j]));
    }
}

// A Federal unit's middle in window pixels, from the table's camera
// ("camera cx cy zoom": the window's centre shows (cx, cy)).
struct Px {
    float x = 0.f, y = 0.f;
};
Px unitOnScreen(const LiveGuidon& g, const lite::Unit& u) {
    float cx = 0.f, cy = 0.f, zoom = 0.f;
    std::istringstream(g.status("camera")) >> cx >> cy >> zoom;
    Size s = windowSize(g);
    core::Vec2 mid = u.front - lite::forwardOf(u.facing) * 0.5;
    return {(float(mid.x) - cx) * zoom + float(s.w) * 0.5f,
            (float(mid.y) - cy) * zoom + float(s.h) * 0.5f};
}

// Pixels of the colour-blind-safe Confederate orange (kSafeConfederate), and
// of its hatching ink over it, in a screenshot.
struct Oranges {
    int fill = 0, ink = 0;
};
Oranges orangesIn(const std::string& png) {
    sf::Image image;
    Oranges o;
    REQUIRE_MESSAGE(image.loadFromFile(png), png);
    for (unsigned y = 0; y < image.getSize().y; ++y)
        for (unsigned x = 0; x < image.getSize().x; ++x) {
            sf::Color c = image.getPixel(x, y);
            if (c.r > 205 && c.g > 125 && c.g < 175 && c.b < 70) ++o.fill;
            if (c.r > 105 && c.r < 165 && c.g > 55 && c.g < 100 && c.b < 35) ++o.ink;
        }
    return o;
}

} // namespace

TEST_CASE("at 800x500 and 140%: held to its least size, nothing cut off; Esc and Enter in dialogs "
          "and plans") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = test::dealtBattle(dir, test::kCornfield, test::kCornfieldDeal);
    test::Reference ref(battle, 7, {"no-fire"});
    LiveGuidon g({battle, "--seed", "7", "--computer", "confederate", "--size", "800x500",
                  "--script", test::writeScript(dir, {"no-fire"})},
                 homeWith(dir, "scale=\"1.4\" animation-speed=\"0\""));
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    REQUIRE(sized(g, 800, 500));
    // 140% wanted; the layout needs 800x500 points, so it is drawn at 100%.
    CHECK(g.status("ui-scale") == "1 1.4");

    // [the least size] Made larger it follows; made smaller than 800x500, it is set back.
    REQUIRE(resizeWindow(g, 900, 560));
    REQUIRE(sized(g, 900, 560));
    CHECK(g.waitStatus("ui-scale", "1.1 1.4", 5.0));
    REQUIRE(resizeWindow(g, 640, 400));
    CHECK(sized(g, 800, 500));
    CHECK(g.waitStatus("ui-scale", "1 1.4", 5.0));

    // [nothing cut off] The turn bar with its switches, the hand and its cards' tags.
    REQUIRE(waitDrawn(g, "Federal hand"));
    for (const char* whole :
         {"Labels (L)", "Grid (G)", "Fit (F)", "Turn 1", "Federal turn", "Pass"})
        CHECK_MESSAGE(drawn(g, whole), whole);
    CHECK(drawn(g, "1861\xE2\x80\x93"
                   "1865"));
    checkWhole(g);
    // The hand's header line ends inside its panel (under the table, as wide),
    // short of the edge where a clipped line's last letter would be cut.
    DrawnText hand;
    REQUIRE(g.find("Federal hand", hand));
    float left = 0.f, top = 0.f, width = 0.f;
    std::sscanf(g.status("table-area").c_str(), "%f %f %f", &left, &top, &width);
    for (const DrawnText& t : g.texts())
        if (std::abs(t.y - hand.y) <= 1)
            CHECK_MESSAGE(float(t.x + t.w) <= left + width - 7.f,
                          describe(t) << " runs past the hand's panel");

    // [Esc] A move being tried: the first Esc drops the plan only, the next opens the menu.
    const lite::GameState& s = lite::stateOf(ref.session.game());
    const lite::Unit* mine = nullptr;
    for (const lite::Unit& u : s.units)
        if (!mine && u.side == core::Side::Federal && u.type == lite::UnitType::Infantry) mine = &u;
    REQUIRE(mine);
    Px at = unitOnScreen(g, *mine);
    REQUIRE(g.clickAt(at.x, at.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").rfind("none", 0) != 0; }, 10.0));
    REQUIRE(g.press("Escape"));
    REQUIRE(g.waitFor([&] { return g.status("plan").rfind("none", 0) == 0; }, 10.0));
    CHECK(g.status("screen") == "table");
    REQUIRE(g.press("Escape"));
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(g.press("Escape"));
    REQUIRE(g.waitStatus("screen", "table"));

    // [the pass question] Esc keeps the turn, Enter passes.
    const std::string question = "Pass this turn, with no phase?";
    REQUIRE(g.click("Pass"));
    REQUIRE(waitDrawn(g, question));
    REQUIRE(g.press("Escape"));
    REQUIRE(g.waitFor([&] { return !drawn(g, question); }, 10.0));
    CHECK(g.status("screen") == "table");
    CHECK(g.status("commands") == "1");
    REQUIRE(g.click("Pass"));
    REQUIRE(waitDrawn(g, question));
    REQUIRE(g.press("Return"));
    REQUIRE(g.waitStatus("commands", "2"));

    // [the quit question] Enter is Save; one Esc closes the save dialog, its name field active.
    REQUIRE(g.press("ctrl+q"));
    REQUIRE(waitDrawn(g, "Quit without saving"));
    REQUIRE(g.press("Return"));
    REQUIRE(g.waitStatus("overlay", "save"));
    REQUIRE(g.press("Escape"));
    CHECK(g.waitStatus("overlay", "none", 5.0));
    CHECK(g.running());
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("the colour-blind-safe sides: a setting kept for the next run, drawn in orange and "
          "hatched; Enter and Esc at the crashed game and at Delete") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = test::dealtBattle(dir, test::kCornfield, test::kCornfieldDeal);
    std::string home = homeWith(dir, "animation-speed=\"0\"");
    std::string classic = dir.path("classic.png"), safe = dir.path("safe.png");
    {
        LiveGuidon g({battle, "--seed", "7", "--computer", "confederate", "--size", "1280x800",
                      "--screenshot", safe},
                     home);
        REQUIRE(g.waitStatus("step", "fire-choice"));
        CHECK(g.status("sides") == "classic");
        REQUIRE(g.press("F12"));
        std::string shots = home + "/data/screenshots";
        REQUIRE(g.waitFor(
            [&] {
                std::error_code ec;
                for (const auto& e : fs::directory_iterator(shots, ec))
                    if (e.path().extension() == ".png" && fs::file_size(e.path(), ec) > 0) {
                        fs::copy_file(e.path(), classic, fs::copy_options::overwrite_existing, ec);
                        return !ec;
                    }
                return false;
            },
            10.0));
        // Settings, from the menu: the switch, then Esc keeps it.
        REQUIRE(g.press("Escape"));
        REQUIRE(g.waitStatus("screen", "menu"));
        REQUIRE(g.click("Settings"));
        REQUIRE(g.waitStatus("overlay", "settings"));
        REQUIRE(g.click("Colour-blind-safe sides"));
        REQUIRE(g.waitStatus("sides", "colour-blind-safe"));
        REQUIRE(g.press("Escape"));
        REQUIRE(g.waitStatus("overlay", "none"));
        REQUIRE(g.press("Escape"));
        REQUIRE(g.waitStatus("screen", "table"));
        CHECK(g.stop().exitCode == 0);
    }
    CHECK(test::slurp(home + "/config/settings.xml").find("colour-blind-safe=\"true\"") !=
          std::string::npos);
    // The Confederate stands and their labels turn orange, the stands hatched.
    Oranges before = orangesIn(classic), after = orangesIn(safe);
    INFO("orange " << before.fill << " then " << after.fill << ", ink " << before.ink << " then "
                   << after.ink);
    CHECK(before.fill < 50);
    CHECK(after.fill > 800);
    CHECK(after.ink > before.ink + 1000);
    // Kept for the next run. That one finds a crashed game to resume (its
    // marker and autosave) and a save: Enter resumes; at Delete, Esc keeps
    // the save and Enter deletes it.
    test::Reference game(battle, 7, {"no-fire"});
    fs::create_directories(home + "/data/saves");
    std::ofstream(home + "/data/running") << "999999\n";
    fs::copy_file(game.save(dir), home + "/data/autosave.xml",
                  fs::copy_options::overwrite_existing);
    std::string save = home + "/data/saves/first.xml";
    fs::copy_file(game.save(dir), save);
    LiveGuidon again({"--size", "1280x800"}, home);
    CHECK(again.waitStatus("sides", "colour-blind-safe"));
    REQUIRE(waitDrawn(again, "Guidon did not close properly while you were playing"));
    REQUIRE(again.press("Return"));
    CHECK(again.waitStatus("screen", "table", 10.0));
    CHECK(again.status("commands") == "1");
    REQUIRE(again.press("ctrl+o"));
    REQUIRE(again.waitStatus("screen", "load"));
    REQUIRE(again.click("Delete"));
    const std::string question = "Delete \"first\"? This cannot be undone.";
    REQUIRE(waitDrawn(again, question));
    REQUIRE(again.press("Escape"));
    REQUIRE(again.waitFor([&] { return !drawn(again, question); }, 10.0));
    CHECK(fs::exists(save));
    REQUIRE(again.click("Delete"));
    REQUIRE(waitDrawn(again, question));
    REQUIRE(again.press("Return"));
    CHECK(again.waitFor([&] { return !fs::exists(save); }, 10.0));
    CHECK(again.stop().exitCode == 0);
}

TEST_CASE(
    "the map editor's questions: Enter keeps the changes not saved, Enter makes the new table") {
    REQUIRE_DISPLAY();
    LiveGuidon g({"--editor", "--size", "1280x800"});
    REQUIRE(g.waitStatus("screen", "editor"));
    // A wood, so the map has changes not saved.
    REQUIRE(g.click("Woods"));
    for (core::Vec2 p : {core::Vec2{6, 6}, core::Vec2{14, 6}, core::Vec2{14, 12}})
        REQUIRE(test::x::clickTableAt(g, "editor-view", p.x, p.y));
    REQUIRE(g.waitStatus("editor-drawing", "3"));
    REQUIRE(g.press("Return"));
    REQUIRE(g.waitStatus("editor-features", "1"));
    REQUIRE(g.press("ctrl+n"));
    REQUIRE(g.waitStatus("editor-dialog", "discard"));
    REQUIRE(g.press("Return"));
    REQUIRE(g.waitStatus("editor-dialog", "none"));
    CHECK(g.status("editor-features") == "1");
    REQUIRE(g.press("ctrl+n"));
    REQUIRE(g.waitStatus("editor-dialog", "discard"));
    REQUIRE(g.click("Throw them away"));
    REQUIRE(g.waitStatus("editor-dialog", "new"));
    REQUIRE(g.press("Return"));
    REQUIRE(g.waitStatus("editor-dialog", "none"));
    CHECK(g.status("editor-features") == "0");
    CHECK(g.stop().exitCode == 0);
}
