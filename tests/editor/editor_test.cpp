// The editor's document (issue 11): edits, undo and redo, refusals, the
// problems list, and saving what was built.
#include "../library.h"
#include "data/battle_file.h"
#include "editor/editor_doc.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

using namespace guidon;
using core::Vec2;
using editor::EditorDoc;
using test::library;

namespace {

int typeOf(const std::string& id) {
    const auto& t = library().terrain;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i].id == id) return static_cast<int>(i);
    FAIL("no terrain type " << id);
    return -1;
}

lite::TerrainFeature feature(lite::FeatureShape shape, const std::string& type,
                             std::vector<Vec2> pts) {
    lite::TerrainFeature f;
    f.shape = shape;
    f.type = typeOf(type);
    f.points = std::move(pts);
    return f;
}

lite::UnitSetup regiment(core::Side side, Vec2 at, double facing, int bases = 4, int files = 2) {
    lite::UnitSetup u;
    u.side = side;
    u.type = lite::UnitType::Infantry;
    u.bases = bases;
    u.files = files;
    u.front = at;
    u.facing = facing;
    return u;
}

bool mentions(const std::vector<data::BattleIssue>& list, const std::string& words, int unit = -1,
              int feature = -1) {
    return std::any_of(list.begin(), list.end(), [&](const data::BattleIssue& i) {
        return i.message.find(words) != std::string::npos && (unit < 0 || i.unit == unit) &&
               (feature < 0 || i.feature == feature);
    });
}

// A small battle: a wood, a fence, a hill with its crest, a regiment a side.
EditorDoc built() {
    EditorDoc d(library().terrain, 30, 20);
    REQUIRE(
        d.addFeature(feature(lite::FeatureShape::Area, "woods", {{2, 2}, {8, 2}, {8, 6}, {2, 6}})));
    REQUIRE(d.addFeature(feature(lite::FeatureShape::Linear, "fence", {{10, 2}, {10, 12}})));
    lite::TerrainFeature hill =
        feature(lite::FeatureShape::Hill, "hill", {{18, 4}, {26, 4}, {26, 12}, {18, 12}});
    REQUIRE(d.addFeature(hill));
    REQUIRE(d.setCrest(2, {{19, 8}, {25, 8}}));
    REQUIRE(d.setZone(core::Side::Federal, {{0, 14}, {30, 14}, {30, 20}, {0, 20}}));
    REQUIRE(d.setZone(core::Side::Confederate, {{0, 0}, {30, 0}, {30, 1.5}, {0, 1.5}}));
    REQUIRE(d.addUnit(regiment(core::Side::Federal, {15, 15}, 0)));
    REQUIRE(d.addUnit(regiment(core::Side::Confederate, {15, 1}, 180, 2, 2)));
    REQUIRE(d.setScenario("Test Ridge", "Two regiments and a hill.", 1863, core::Side::Federal));
    return d;
}

} // namespace

TEST_CASE("editor: a wood, a fence and a hill with a crest, two units: saved, read back, the same "
          "battle") {
    EditorDoc d = built();
    CHECK(d.dirty());
    CHECK(d.problems().empty());
    CHECK(d.battle().units[0].id == "f1");
    CHECK(d.battle().units[1].id == "c1");
    CHECK(d.battle().features[1].width == doctest::Approx(0.12)); // the fence type's default width
    std::string text = data::battleToText(d.battle());
    lite::Battle back;
    data::Problems p;
    REQUIRE_MESSAGE(data::parseBattle(text, "built.xml", library().terrain, back, p), p.str()
                                                                                          << text);
    CHECK(data::battleToText(back) == text);
    CHECK(back.name == "Test Ridge");
    CHECK(back.year == 1863);
    CHECK(back.features.size() == 3);
    CHECK(back.features[2].crest.size() == 2);
    CHECK(back.units.size() == 2);
}

TEST_CASE("editor: every edit undoes to the battle before it and redoes to the battle after it") {
    EditorDoc d = built();
    std::vector<std::string> states{data::battleToText(d.battle())};
    auto step = [&](bool ok) {
        REQUIRE_MESSAGE(ok, d.error());
        states.push_back(data::battleToText(d.battle()));
        CHECK(states.back() != states[states.size() - 2]); // every edit changes the battle
    };
    step(d.moveFeature(0, {1, 0.5}));
    step(d.rotateFeature(2, 30));
    step(d.scaleFeature(0, 1.5));
    step(d.moveVertex(0, 1, {9.5, 2}));
    step(d.insertVertex(1, 1, {10.5, 7}));
    step(d.deleteVertex(0, 3));
    step(d.moveUnit(0, {16, 16}));
    step(d.rotateUnit(0, -90));
    step(d.setFormation(0, 6, 3, false));
    step(d.setWidth(1, 0.5));
    step(d.renameFeature(0, "Brawner Woods"));
    step(d.renameUnit(0, "2nd Wisconsin"));
    step(d.deleteFeature(1));
    step(d.deleteUnit(1));
    CHECK(d.battle().units[0].facing == 270.0);
    CHECK(d.battle().units[0].name == "2nd Wisconsin");
    CHECK(d.undoLabel() == "delete c1");
    // Undo everything made since built(): each step lands on the state before it.
    for (std::size_t i = states.size() - 1; i > 0; --i) {
        REQUIRE(d.undo());
        CHECK(data::battleToText(d.battle()) == states[i - 1]);
    }
    CHECK(d.redoLabel() == "move Woods");
    for (std::size_t i = 1; i < states.size(); ++i) {
        REQUIRE(d.redo());
        CHECK(data::battleToText(d.battle()) == states[i]);
    }
    CHECK_FALSE(d.redo());
    // A new edit after an undo drops the redo list.
    REQUIRE(d.undo());
    REQUIRE(d.moveUnit(0, {5, 17}));
    CHECK_FALSE(d.canRedo());
}

TEST_CASE("editor: a drag is many edits but one step to undo") {
    EditorDoc d = built();
    std::string before = data::battleToText(d.battle());
    std::size_t serial = d.serial();
    d.beginGesture();
    for (int i = 0; i < 10; ++i)
        REQUIRE(d.moveFeature(0, {0.25, 0}));
    d.endGesture();
    CHECK(d.serial() == serial + 10); // the window redraws after each
    CHECK(d.battle().features[0].points[0].x ==
          doctest::Approx(built().battle().features[0].points[0].x + 2.5));
    REQUIRE(d.moveUnit(0, {3, 3})); // after the gesture: a step of its own
    REQUIRE(d.undo());
    REQUIRE(d.undo());
    CHECK(data::battleToText(d.battle()) == before);
    // Outside a gesture, every edit is its own step again.
    EditorDoc e = built();
    std::string start = data::battleToText(e.battle());
    REQUIRE(e.moveFeature(0, {1, 0}));
    REQUIRE(e.moveFeature(0, {1, 0}));
    REQUIRE(e.undo());
    CHECK(data::battleToText(e.battle()) != start);
    CHECK_FALSE(e.setWidth(0, 1.0)); // a wood has no width
    CHECK_FALSE(e.setWidth(1, 9.0));
    CHECK_FALSE(e.renameUnit(0, ""));
}

TEST_CASE("editor: a refused edit changes nothing and says why") {
    EditorDoc d = built();
    std::string before = data::battleToText(d.battle());
    std::size_t undos = 0;
    while (d.canUndo()) { // count them without losing the battle
        REQUIRE(d.undo());
        ++undos;
    }
    for (std::size_t i = 0; i < undos; ++i)
        REQUIRE(d.redo());
    REQUIRE(data::battleToText(d.battle()) == before);
    // One accepted edit first: the wood down to 3 corners, then no fewer.
    REQUIRE(d.deleteVertex(0, 0));
    CHECK_FALSE(d.deleteVertex(0, 0));
    CHECK(d.error() == "Woods has only 3 points left: delete the feature instead");
    // Each refusal on its own, so that one's success cannot hide another's.
    CHECK_FALSE(d.moveFeature(7, {1, 1}));
    CHECK(d.error() == "there is no terrain feature 7");
    CHECK_FALSE(d.deleteVertex(1, 0)); // the fence has 2 points, a line's least
    CHECK(d.error().find("has only 2 points left") != std::string::npos);
    CHECK_FALSE(d.addFeature(feature(lite::FeatureShape::Area, "fence", {{1, 1}, {2, 1}, {2, 2}})));
    CHECK(d.error().find("is drawn as a line") != std::string::npos);
    CHECK_FALSE(d.addFeature(feature(lite::FeatureShape::Area, "woods", {{1, 1}, {2, 1}})));
    CHECK(d.error() == "an area needs at least 3 corners");
    CHECK_FALSE(d.setCrest(0, {{3, 3}, {4, 4}}));
    CHECK(d.error() == "only a hill has a crest");
    lite::UnitSetup dup = regiment(core::Side::Federal, {5, 17}, 0);
    dup.id = "f1";
    CHECK_FALSE(d.addUnit(dup));
    CHECK(d.error() == "there is already a unit 'f1'");
    CHECK_FALSE(d.addUnit(regiment(core::Side::Federal, {5, 17}, 0, 12, 4)));
    CHECK(d.error() == "a regiment has 2 to 10 bases");
    CHECK_FALSE(d.setFormation(0, 4, 5, false));
    CHECK(d.error() == "files must be 1 to the number of bases");
    CHECK_FALSE(d.setFormation(0, 4, 2, true));
    CHECK(d.error() == "only artillery limbers");
    CHECK_FALSE(d.setScenario("Test", "", 1866, core::Side::Federal));
    CHECK(d.error() == "the year is 1861 to 1865");
    CHECK_FALSE(d.scaleFeature(0, 0.0));
    CHECK(d.error() == "scale by a factor between 0.05 and 20");
    std::size_t after = 0;
    while (d.canUndo()) {
        REQUIRE(d.undo());
        ++after;
    }
    CHECK(after == undos + 1); // the one accepted corner deletion; no refusal was recorded
}

TEST_CASE("editor: the problems list says what is wrong and where, so the panel can jump to it") {
    EditorDoc d = built();
    REQUIRE(d.problems().empty());
    SUBCASE("overlapping units") {
        REQUIRE(d.addUnit(regiment(core::Side::Federal, {15.5, 15}, 0)));
        CHECK(mentions(d.problems(), "unit 'f2' overlaps unit 'f1'", 2));
    }
    SUBCASE("a unit outside its zone (a warning) and in impassable ground") {
        int lake = typeOf("lake");
        REQUIRE(lake >= 0);
        REQUIRE(d.addFeature(
            feature(lite::FeatureShape::Area, "lake", {{3, 8}, {9, 8}, {9, 12}, {3, 12}})));
        REQUIRE(d.addUnit(regiment(core::Side::Federal, {6, 10}, 0)));
        auto list = d.problems();
        CHECK(mentions(list, "unit 'f2' stands in impassable Lake", 2, 3));
        CHECK(mentions(list, "unit 'f2' stands outside the federal deployment zone", 2));
        for (const auto& i : list)
            if (i.message.find("outside") != std::string::npos)
                CHECK(i.level == data::BattleIssue::Level::Warning);
    }
    SUBCASE("an outline that crosses itself, a crest outside its hill") {
        REQUIRE(d.moveVertex(0, 1, {2, 6.5})); // the wood's corners now cross
        REQUIRE(d.setCrest(2, {{19, 8}, {28, 8}}));
        auto list = d.problems();
        CHECK(mentions(list, "the outline of Woods crosses itself", -1, 0));
        CHECK(mentions(list, "the crest of Hill leaves its hill", -1, 2));
    }
    SUBCASE("a side with no units") {
        REQUIRE(d.deleteUnit(1));
        CHECK(mentions(d.problems(), "the Confederate side has no units"));
        // The loader refuses what the editor lists as an error.
        data::Problems p;
        lite::Battle b;
        CHECK_FALSE(
            data::parseBattle(data::battleToText(d.battle()), "x.xml", library().terrain, b, p));
        CHECK(p.str().find("the Confederate side has no units") != std::string::npos);
    }
}

TEST_CASE("editor: snapping to the BW grid") {
    CHECK(EditorDoc::snap({1.26, 3.74}, 0.5).x == 1.5);
    CHECK(EditorDoc::snap({1.26, 3.74}, 0.5).y == 3.5);
    CHECK(EditorDoc::snap({1.26, 3.74}, 1).x == 1.0);
    CHECK(EditorDoc::snap({1.26, 3.74}, 0).x == 1.26); // no grid: as it is
}

TEST_CASE(
    "editor: an undo in the middle of a drag ends it; what is dragged after is a step of its own") {
    EditorDoc d = built();
    std::string start = data::battleToText(d.battle());
    d.beginGesture();
    REQUIRE(d.moveFeature(0, {1, 0}));
    REQUIRE(d.moveFeature(0, {1, 0}));
    REQUIRE(d.undo()); // the whole drag so far
    CHECK(data::battleToText(d.battle()) == start);
    REQUIRE(d.moveUnit(0, {14, 15})); // still "in" the drag: it must keep its own snapshot
    d.endGesture();
    REQUIRE(d.undo());
    CHECK(data::battleToText(d.battle()) == start);
    CHECK(d.undoLabel() == "change the scenario"); // the last edit of built()
}

TEST_CASE(
    "editor: a map saved half built opens again for editing, its problems listed, and the game "
    "still refuses it") {
    EditorDoc d(library().terrain, 30, 20);
    REQUIRE(d.addFeature(
        feature(lite::FeatureShape::Hill, "hill", {{4, 4}, {12, 4}, {12, 10}, {4, 10}})));
    REQUIRE(d.addFeature(
        feature(lite::FeatureShape::Area, "woods", {{14, 2}, {20, 8}, {20, 2}, {14, 8}})));
    REQUIRE(d.addFeature(
        feature(lite::FeatureShape::Area, "rough", {{25, 15}, {33, 15}, {33, 19}, {25, 19}})));
    REQUIRE(d.addUnit(regiment(core::Side::Federal, {15, 15}, 0)));
    std::string text = data::battleToText(d.battle());

    lite::Battle played, edited;
    data::Problems refused, none;
    CHECK_FALSE(data::parseBattle(text, "half.xml", library().terrain, played, refused));
    CHECK(refused.str().find("crosses itself") != std::string::npos);
    REQUIRE_MESSAGE(
        data::parseBattle(text, "half.xml", library().terrain, edited, none, /*editing=*/true),
        none.str());
    CHECK(data::battleToText(edited) == text);
    std::vector<data::BattleIssue> issues = data::findBattleIssues(edited);
    CHECK(mentions(issues, "Hill has no crest line", -1, 0));
    CHECK(mentions(issues, "the outline of Woods crosses itself", -1, 1));
    CHECK(mentions(issues, "Rough ground reaches off the table", -1, 2));
    CHECK(mentions(issues, "the Confederate side has no units"));
    // A file that is no battle at all is refused in both readings.
    lite::Battle junk;
    data::Problems p;
    CHECK_FALSE(data::parseBattle("<battle name='x'><force side='blue'/></battle>", "junk.xml",
                                  library().terrain, junk, p, true));
}

TEST_CASE(
    "editor: a feature's type among those drawn the same way, a zone cleared, the table resized") {
    EditorDoc d = built();
    REQUIRE(d.setFeatureType(0, typeOf("orchard"))); // woods to orchard: both areas
    CHECK(d.battle().terrainTypes[std::size_t(d.battle().features[0].type)].id == "orchard");
    REQUIRE(d.setFeatureType(1, typeOf("wall"))); // fence to wall: the wall's own width
    CHECK(d.battle().features[1].width ==
          doctest::Approx(library().terrain[std::size_t(typeOf("wall"))].defaultWidth));
    CHECK_FALSE(d.setFeatureType(0, typeOf("fence"))); // an area is not a line
    CHECK_FALSE(d.setFeatureType(2, typeOf("woods"))); // a hill keeps its crest
    CHECK(d.error().find("not drawn the way") != std::string::npos);

    REQUIRE(d.clearZone(core::Side::Confederate));
    CHECK(d.battle().zones.size() == 1);
    CHECK_FALSE(d.clearZone(core::Side::Confederate));

    REQUIRE(d.setTableSize(40, 24));
    CHECK(d.battle().width == 40);
    CHECK_FALSE(d.setTableSize(20, 24)); // the hill reaches to x 26
    CHECK(d.error() == "terrain would be left off the table");
    CHECK_FALSE(d.setTableSize(4, 24));
    CHECK(d.battle().width == 40);
    REQUIRE(d.undo());
    CHECK(d.battle().width == 30);
}
