// The map editor driven through the real program under a display (issue 11):
// terrain drawn by clicking corners, a hill with its crest, zones, two units
// placed, undo and redo, a problem found and jumped to, the map saved,
// opened again to the same battle, and play-tested. xdotool clicks the drawn
// buttons and table points; the status file says where the table lies on
// the screen (editor-view) and what the document holds.
#include "data/battle_file.h"
#include "data/save_file.h"
#include "game_support.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace guidon;
using namespace guidon::test::x;
using test::DrawnText;
using test::library;
using test::LiveGuidon;
namespace fs = std::filesystem;

namespace {

bool clickTable(LiveGuidon& g, double x, double y) {
    return clickEditorTable(g, x, y);
}

void drawFeature(LiveGuidon& g, const std::string& button, const std::vector<core::Vec2>& pts) {
    drawEditorFeature(g, button, pts);
}

} // namespace

TEST_CASE("editor in the window: a wood, a fence, a hill with a crest and two units; saved, opened "
          "again to the same battle, and play-tested") {
    REQUIRE_DISPLAY();
    LiveGuidon g({"--editor", "--size", "1400x900"});
    REQUIRE(g.running());
    REQUIRE(g.waitStatus("screen", "editor"));
    CHECK(g.status("editor-features") == "0");
    CHECK(g.status("editor-snap") == "1");
    // A new map has no units: both sides are problems.
    CHECK(g.status("editor-problems") == "2 0");

    // A wood: four corners, Enter.
    drawFeature(g, "Woods", {{6, 6}, {14, 6}, {14, 12}, {6, 12}});
    REQUIRE(g.waitStatus("editor-features", "1"));
    CHECK(g.status("editor-selected") == "feature 0");
    // A fence: two points, Enter.
    drawFeature(g, "Fence", {{20, 8}, {20, 20}});
    REQUIRE(g.waitStatus("editor-features", "2"));
    // A hill: its outline, then its crest.
    drawFeature(g, "Hill", {{28, 4}, {40, 4}, {40, 14}, {28, 14}});
    REQUIRE(g.waitStatus("editor-tool", "terrain hill crest"));
    for (core::Vec2 p : {core::Vec2{30, 9}, core::Vec2{38, 9}})
        REQUIRE(clickTable(g, p.x, p.y));
    REQUIRE(pressKey(g, "Return"));
    REQUIRE(g.waitStatus("editor-tool", "terrain hill"));
    CHECK(g.status("editor-features") == "3");

    // Undo takes the crest back, redo brings it again.
    std::string withCrest = g.status("editor-text-hash");
    REQUIRE(pressKey(g, "ctrl+z"));
    REQUIRE(g.waitFor([&] { return g.status("editor-text-hash") != withCrest; }));
    CHECK(g.status("editor-features") == "3");
    REQUIRE(pressKey(g, "ctrl+y"));
    REQUIRE(g.waitStatus("editor-text-hash", withCrest));

    // A zone clicked corner by corner (a five-sided one), then each side's
    // edge third in one click, which replaces it.
    REQUIRE(g.click("Confederate zone"));
    for (core::Vec2 p : {core::Vec2{1, 1}, core::Vec2{40, 1}, core::Vec2{44, 6}, core::Vec2{40, 9},
                         core::Vec2{1, 9}})
        REQUIRE(clickTable(g, p.x, p.y));
    REQUIRE(g.waitStatus("editor-drawing", "5"));
    REQUIRE(pressKey(g, "Return"));
    REQUIRE(g.waitStatus("editor-zones", "1"));
    REQUIRE(g.waitStatus("editor-undo", "draw the confederate deployment zone"));
    REQUIRE(g.click("Edge thirds: Federals south"));
    REQUIRE(g.waitStatus("editor-zones", "2"));

    // Two units: a named Federal regiment, then a Confederate battery.
    DrawnText label;
    REQUIRE(g.find("Name", label));
    REQUIRE(clickAt(g, label.x - 90, label.y + label.h / 2));
    REQUIRE(typeText(g, "2nd Wisconsin"));
    REQUIRE(g.click("Place units"));
    REQUIRE(clickTable(g, 12, 26));
    REQUIRE(g.waitStatus("editor-units", "1"));
    REQUIRE(g.click("Confederate"));
    REQUIRE(g.click("Artillery"));
    REQUIRE(clickTable(g, 24, 5));
    REQUIRE(g.waitStatus("editor-units", "2"));
    REQUIRE(g.waitStatus("editor-problems", "0 0"));

    // A third unit on top of the first is a problem; the panel jumps to it.
    REQUIRE(g.click("Federal"));
    REQUIRE(clickTable(g, 12, 26));
    REQUIRE(g.waitStatus("editor-units", "3"));
    REQUIRE(g.waitFor([&] { return g.status("editor-problems") != "0 0"; }));
    REQUIRE(pressKey(g, "Escape")); // back to selecting
    REQUIRE(pressKey(g, "Escape")); // nothing selected
    REQUIRE(g.waitStatus("editor-selected", "none"));
    REQUIRE(g.click("Problems (1)"));
    std::string overlapText;
    for (const DrawnText& t : g.texts())
        if (t.text.rfind("Error: ", 0) == 0) overlapText = t.text;
    REQUIRE_MESSAGE(!overlapText.empty(), test::joinedText(g.texts()));
    CHECK(overlapText.find("overlap") != std::string::npos);
    REQUIRE(g.click(overlapText));
    REQUIRE(g.waitFor([&] { return g.status("editor-selected").rfind("unit ", 0) == 0; }));
    REQUIRE(pressKey(g, "ctrl+z"));
    REQUIRE(g.waitStatus("editor-units", "2"));
    REQUIRE(g.waitStatus("editor-problems", "0 0"));

    // Move the wood by dragging it 2 BW east (the grid keeps it on whole BW),
    // the whole table in view again first (F), as the jump zoomed in.
    REQUIRE(g.click("Select and move"));
    std::string zoomed = g.status("editor-view");
    REQUIRE(pressKey(g, "f"));
    REQUIRE(g.waitFor([&] { return g.status("editor-view") != zoomed; }));
    {
        TableOnScreen t(g, "editor-view");
        REQUIRE(g.drag(t.x(10), t.y(9), t.x(12), t.y(9)));
    }
    REQUIRE_MESSAGE(g.waitStatus("editor-undo", "move Woods"),
                    "undo: " << g.status("editor-undo")
                             << "; selected: " << g.status("editor-selected")
                             << "; view: " << g.status("editor-view"));

    // The hill selected, a point added to its crest by dragging the dot
    // halfway along it.
    REQUIRE(clickTable(g, 30, 6));
    REQUIRE(g.waitStatus("editor-selected", "feature 2"));
    {
        TableOnScreen t(g, "editor-view");
        REQUIRE(g.drag(t.x(34), t.y(9), t.x(34), t.y(8)));
    }
    REQUIRE(g.waitStatus("editor-undo", "draw the crest of Hill"));
    // Ctrl+D: the battery duplicated beside itself; Ctrl+Z takes it back.
    REQUIRE(clickTable(g, 24, 4.6));
    REQUIRE(g.waitStatus("editor-selected", "unit 1"));
    REQUIRE(pressKey(g, "ctrl+d"));
    REQUIRE(g.waitStatus("editor-units", "3"));
    REQUIRE(pressKey(g, "ctrl+z"));
    REQUIRE(g.waitStatus("editor-units", "2"));

    // Save: a new map asks for a name (the battle's, offered); Enter keeps it.
    REQUIRE(pressKey(g, "ctrl+s"));
    REQUIRE(g.waitStatus("editor-dialog", "save-as"));
    REQUIRE(pressKey(g, "Return"));
    REQUIRE(g.waitStatus("editor-dirty", "0"));
    std::string path = g.status("editor-file");
    REQUIRE(fs::path(path).parent_path() == fs::path(g.home() + "/data/maps"));
    REQUIRE(fs::exists(path));
    std::string saved = g.status("editor-text-hash");
    CHECK(data::fingerprint(test::slurp(path)) ==
          saved); // what is on screen is what is in the file

    // The file as the game reads it: what was drawn, where it was drawn.
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadBattle(path, library().terrain, b, p), p.str());
    REQUIRE(b.features.size() == 3);
    const lite::TerrainFeature& wood = b.features[0];
    CHECK(b.terrainTypes[std::size_t(wood.type)].id == "woods");
    REQUIRE(wood.points.size() == 4);
    CHECK(wood.points[0].x == doctest::Approx(8));
    CHECK(wood.points[0].y == doctest::Approx(6));
    CHECK(wood.points[2].x == doctest::Approx(16));
    const lite::TerrainFeature& fence = b.features[1];
    CHECK(fence.shape == lite::FeatureShape::Linear);
    CHECK(b.terrainTypes[std::size_t(fence.type)].id == "fence");
    CHECK(fence.points.size() == 2);
    const lite::TerrainFeature& hill = b.features[2];
    CHECK(hill.shape == lite::FeatureShape::Hill);
    REQUIRE(hill.crest.size() == 3);
    CHECK(hill.crest[1].x == doctest::Approx(34));
    CHECK(hill.crest[1].y == doctest::Approx(8));
    REQUIRE(b.units.size() == 2);
    CHECK(b.units[0].name == "2nd Wisconsin");
    CHECK(b.units[0].side == core::Side::Federal);
    CHECK(b.units[0].front.x == doctest::Approx(12));
    CHECK(b.units[0].front.y == doctest::Approx(26));
    CHECK(b.units[0].facing == doctest::Approx(0)); // facing the far edge
    CHECK(b.units[1].side == core::Side::Confederate);
    CHECK(b.units[1].type == lite::UnitType::Artillery);
    CHECK(b.units[1].facing == doctest::Approx(180));
    CHECK(data::findBattleIssues(b).empty());

    // A new map, then the saved one opened again: the same battle.
    REQUIRE(g.click("New"));
    REQUIRE(g.waitStatus("editor-dialog", "new"));
    REQUIRE(g.click("Make the table"));
    REQUIRE(g.waitStatus("editor-features", "0"));
    REQUIRE(pressKey(g, "ctrl+o"));
    REQUIRE(g.waitStatus("editor-dialog", "open"));
    REQUIRE(g.click(fs::path(path).stem().string() + "  (yours)"));
    REQUIRE(g.waitStatus("editor-file", path));
    CHECK(g.status("editor-text-hash") == saved);
    CHECK(g.status("editor-dirty") == "0");
    CHECK(g.status("editor-features") == "3");
    CHECK(g.status("editor-units") == "2");

    // Play-test against the hard computer: the battle starts at once; the
    // menu leads back to the editor.
    REQUIRE(g.click("both sides at the screen"));
    REQUIRE(g.click("v computer Confederates"));
    REQUIRE(g.click("normal"));
    REQUIRE(g.click("hard"));
    REQUIRE(g.click("Play-test"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("computer-confederate") == "hard");
    CHECK(g.status("computer-federal") == "none");
    CHECK(g.status("battle") == "New battle");
    CHECK(g.status("turn") == "1");
    REQUIRE(pressKey(g, "Escape"));
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(g.click("Back to the map editor"));
    REQUIRE(g.waitStatus("screen", "editor"));
    CHECK(g.status("editor-text-hash") == saved);
    test::Run r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("editor in the window: the balance check runs in the background with progress, and "
          "cancels") {
    REQUIRE_DISPLAY();
    LiveGuidon g({"--editor", test::kBrawner, "--size", "1400x900"});
    REQUIRE(g.running());
    REQUIRE(g.waitStatus("screen", "editor"));
    REQUIRE(g.click("Balance"));
    REQUIRE(g.click("Run the balance check"));
    // The window keeps answering while the games are played: the status
    // file moves on game by game.
    REQUIRE(g.waitFor([&] { return g.status("editor-balance").rfind("running", 0) == 0; }, 30));
    REQUIRE(g.waitFor([&] { return g.status("editor-balance").rfind("done 40 40", 0) == 0; }, 300));
    int fed = 0, conf = 0, done = 0, total = 0;
    char state[16] = "";
    std::sscanf(g.status("editor-balance").c_str(), "%15s %d %d %d %d", state, &done, &total, &fed,
                &conf);
    CHECK(fed + conf <= 40);
    CHECK(fed + conf >= 30); // Brawner's Farm ends well inside the turn limit
    // The status is written before the frame that draws it is dumped: wait for the drawing.
    CHECK(test::x::waitDrawn(g, "Federal: " + std::to_string(fed) + " wins"));
    CHECK(test::x::waitDrawn(g, "40 of 40 games played"));
    // A longer run, cancelled: it stops with what was played.
    REQUIRE(g.click("Run the balance check"));
    REQUIRE(g.waitFor([&] { return g.status("editor-balance").rfind("running", 0) == 0; }, 30));
    REQUIRE(g.click("Cancel"));
    REQUIRE(g.waitFor(
        [&] { return g.status("editor-balance").find("cancelled") != std::string::npos; }, 60));
    CHECK(test::x::waitDrawn(g, "(cancelled)"));
    test::Run r = g.stop();
    CHECK(r.exitCode == 0);
}
