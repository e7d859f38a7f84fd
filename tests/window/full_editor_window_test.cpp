// The map editor building a battle of the full game through the real
// program under a display (issue 26): a new map of the full game, terrain,
// two brigades with a regiment, a battery and a cavalry regiment, a problem
// of the list fixed (a brigade with no brigadier), saved, the file checked
// against the screen, and play-tested. xdotool clicks the drawn buttons and
// table points; the status file says what the document holds.
#include "data/full_battle_file.h"
#include "data/save_file.h"
#include "game_support.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

using namespace guidon;
using namespace guidon::test::x;
using test::DrawnText;
using test::library;
using test::LiveGuidon;
namespace fs = std::filesystem;

namespace {

// Type into the text field to the left of its drawn label, then Enter.
void typeInto(LiveGuidon& g, const std::string& label, const std::string& text) {
    DrawnText at;
    REQUIRE(g.find(label, at));
    REQUIRE(clickAt(g, at.x - 90, at.y + at.h / 2));
    REQUIRE(typeText(g, text));
    REQUIRE(pressKey(g, "Return"));
}

// Fix the first "has no brigadier" error of the problems list from the list
// (the Federal brigade's first: the list follows the battle's order).
void nameBrigadier(LiveGuidon& g, const std::string& name) {
    std::string problem;
    for (const DrawnText& t : g.texts())
        if (problem.empty() && t.text.rfind("Error: ", 0) == 0 &&
            t.text.find("has no brigadier") != std::string::npos)
            problem = t.text;
    REQUIRE_MESSAGE(!problem.empty(), test::joinedText(g.texts()));
    REQUIRE(g.click(problem));
    REQUIRE(g.waitFor([&] { return g.status("editor-selected").rfind("brigade ", 0) == 0; }));
    typeInto(g, "Brigadier", name);
}

} // namespace

TEST_CASE("FG-ORG-1 editor in the window: a battle of the full game built on a new map (terrain, "
          "two brigades, a battery, a cavalry regiment), a problem fixed from the list, saved, "
          "checked against the screen, and play-tested") {
    REQUIRE_DISPLAY();
    LiveGuidon g({"--editor", "--size", "1400x900"});
    REQUIRE(g.running());
    REQUIRE(g.waitStatus("screen", "editor"));
    // New: the full game's rules, its 72" x 48" table.
    REQUIRE(g.click("New"));
    REQUIRE(g.waitStatus("editor-dialog", "new"));
    REQUIRE(g.click("The full game"));
    REQUIRE(waitDrawn(g, "The table's size in inches (72 x 48 is the standard table)."));
    REQUIRE(g.click("Make the table"));
    REQUIRE(g.waitStatus("editor-rules", "full"));
    CHECK(g.status("editor-brigades") == "0");
    REQUIRE(g.waitStatus("editor-problems", "2 0")); // neither side has a brigade

    // The full game's terrain: a stone wall and a cornfield.
    drawEditorFeature(g, "Stone wall", {{20, 30}, {52, 30}});
    REQUIRE(g.waitStatus("editor-features", "1"));
    drawEditorFeature(g, "Cornfield", {{56, 8}, {66, 8}, {66, 16}, {56, 16}});
    REQUIRE(g.waitStatus("editor-features", "2"));

    // A Federal brigade: its brigadier placed, then a regiment, a battery
    // and a cavalry regiment of it.
    REQUIRE(g.click("Place a new brigade"));
    REQUIRE(clickEditorTable(g, 36, 42));
    REQUIRE(g.waitStatus("editor-brigades", "1"));
    REQUIRE(g.waitStatus("editor-selected", "brigade 0"));
    REQUIRE_MESSAGE(g.click("Place its units"), test::joinedText(g.texts()));
    REQUIRE(clickEditorTable(g, 36, 37));
    REQUIRE(g.waitStatus("editor-units", "1"));
    REQUIRE(g.click("Battery"));
    REQUIRE(clickEditorTable(g, 45, 37));
    REQUIRE(g.waitStatus("editor-units", "2"));
    REQUIRE(g.click("Cavalry"));
    REQUIRE(clickEditorTable(g, 27, 40));
    REQUIRE(g.waitStatus("editor-units", "3"));
    // A Confederate brigade and its regiment.
    REQUIRE(g.click("Confederate"));
    REQUIRE(g.click("Place a new brigade"));
    REQUIRE(clickEditorTable(g, 36, 4));
    REQUIRE(g.waitStatus("editor-brigades", "2"));
    REQUIRE(g.click("Place its units"));
    REQUIRE(g.click("Infantry"));
    REQUIRE(clickEditorTable(g, 36, 9));
    REQUIRE(g.waitStatus("editor-units", "4"));

    // Neither brigade has a brigadier's name yet: two errors, fixed from the
    // problems list (the brigade jumped to, its brigadier named).
    REQUIRE(g.waitStatus("editor-problems", "2 0"));
    REQUIRE(pressKey(g, "Escape"));
    REQUIRE(g.click("Problems (2)"));
    nameBrigadier(g, "Solomon Meredith");
    REQUIRE(g.waitStatus("editor-problems", "1 0"));
    nameBrigadier(g, "James Archer");
    REQUIRE(g.waitStatus("editor-problems", "0 0"));
    REQUIRE(waitDrawn(g, "No problems: the battle can be played."));

    // Save: the battle's name offered; Enter keeps it.
    REQUIRE(pressKey(g, "ctrl+s"));
    REQUIRE(g.waitStatus("editor-dialog", "save-as"));
    REQUIRE(pressKey(g, "Return"));
    REQUIRE(g.waitStatus("editor-dirty", "0"));
    const std::string path = g.status("editor-file");
    REQUIRE(fs::exists(path));
    const std::string saved = g.status("editor-text-hash");
    CHECK(data::fingerprint(test::slurp(path)) == saved); // the screen's battle is the file's

    // The file as the game reads it to play: what was built, where.
    full::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadFullBattle(path, library().fullTerrain, b, p), p.str());
    CHECK(b.map.rules == "full");
    CHECK(b.map.width == 72);
    REQUIRE(b.map.features.size() == 2);
    CHECK(b.map.kinds[std::size_t(b.map.features[0].type)].id == "wall");
    CHECK(b.map.kinds[std::size_t(b.map.features[1].type)].id == "cornfield");
    REQUIRE(b.brigades.size() == 2);
    CHECK(b.brigades[0].side == core::Side::Federal);
    CHECK(b.brigades[0].brigadier == "Solomon Meredith");
    CHECK(b.brigades[0].leader.x == doctest::Approx(36));
    CHECK(b.brigades[1].brigadier == "James Archer");
    REQUIRE(b.units.size() == 4);
    CHECK(b.units[0].arm == full::Arm::Infantry);
    CHECK(b.units[0].formation == full::Formation::Line);
    CHECK(b.units[0].front.y == doctest::Approx(37));
    CHECK(b.units[0].facing == doctest::Approx(0));
    CHECK(b.units[1].arm == full::Arm::Artillery);
    CHECK(b.units[2].arm == full::Arm::Cavalry);
    CHECK(b.units[2].formation == full::Formation::Mounted);
    CHECK(b.units[3].brigade == 1);
    CHECK(b.units[3].facing == doctest::Approx(180));
    CHECK(data::findFullBattleIssues(b, &library().fullTables).empty());

    // Play-test: the battle of the full game starts at once; the menu leads
    // back to the editor, the map as it was.
    REQUIRE(g.click("Play-test"));
    REQUIRE(g.waitStatus("screen", "table"));
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
