// The editor's document for a battle of the full game (issue 26): building
// an order of battle (brigades, regiments, batteries, cavalry, a skirmish
// screen), each edit checked as the battle file's reader checks a unit,
// undone and redone; the problems list; and saving what was built, read
// back to play.
#include "../library.h"
#include "data/full_battle_file.h"
#include "editor/full_doc.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

using namespace guidon;
using core::Vec2;
using editor::FullDoc;
using test::library;

namespace {

int typeOf(const FullDoc& d, const std::string& id) {
    const auto& k = d.map().kinds;
    for (std::size_t i = 0; i < k.size(); ++i)
        if (k[i].id == id) return static_cast<int>(i);
    FAIL("no terrain type " << id);
    return -1;
}

full::UnitSetup unitOf(int brigade, full::Arm arm, int stands, Vec2 at, double facing) {
    full::UnitSetup u;
    u.brigade = brigade;
    u.arm = arm;
    u.stands = stands;
    u.formation = arm == full::Arm::Cavalry     ? full::Formation::Mounted
                  : arm == full::Arm::Artillery ? full::Formation::Unlimbered
                                                : full::Formation::Line;
    u.front = at;
    u.facing = facing;
    return u;
}

bool hasProblem(const FullDoc& d, const std::string& part) {
    for (const data::BattleIssue& i : d.problems())
        if (i.message.find(part) != std::string::npos) return true;
    return false;
}

std::string problemsText(const FullDoc& d) {
    std::string s;
    for (const data::BattleIssue& i : d.problems())
        s += i.message + "\n";
    return s;
}

} // namespace

TEST_CASE("FG-ORG-1 FG-ORG-2 FG-ORG-4 full editor: an order of battle built, each unit checked, "
          "the problems listed, saved and read back to play") {
    FullDoc d(library().fullTerrain, 72, 48, &library().fullTables);
    CHECK(d.rules() == "full");
    CHECK(d.map().width == 72);
    CHECK(hasProblem(d, "the Federal side has no brigade"));
    // Terrain of the full game: a stone wall and a cornfield.
    core::TerrainFeature wall;
    wall.shape = core::FeatureShape::Linear;
    wall.type = typeOf(d, "wall");
    wall.points = {{20, 30}, {52, 30}};
    REQUIRE_MESSAGE(d.addFeature(wall), d.error());
    core::TerrainFeature corn;
    corn.shape = core::FeatureShape::Area;
    corn.type = typeOf(d, "cornfield");
    corn.points = {{30, 10}, {44, 10}, {44, 18}, {30, 18}};
    REQUIRE_MESSAGE(d.addFeature(corn), d.error());

    const int fed = d.addBrigade(core::Side::Federal, {36, 40});
    const int con = d.addBrigade(core::Side::Confederate, {36, 4});
    REQUIRE(fed == 0);
    REQUIRE(con == 1);
    CHECK(hasProblem(d, "brigade 'fb1' has no brigadier"));
    CHECK(hasProblem(d, "brigade 'fb1' has no regiment or battery"));
    REQUIRE(d.setBrigade(fed, "Iron Brigade", "Solomon Meredith", full::Rating::Aggressive));
    REQUIRE(d.setBrigade(con, "Archer's Brigade", "James Archer", full::Rating::Reliable));
    CHECK_FALSE(hasProblem(d, "has no brigadier"));

    // A regiment of 13 stands is refused with the reader's reason.
    CHECK(d.addUnit(unitOf(fed, full::Arm::Infantry, 13, {36, 34}, 0)) == -1);
    CHECK(d.error() == "an infantry regiment has 2 to 12 stands (FG-ORG-2)");
    // Cavalry cannot stand in line.
    full::UnitSetup bad = unitOf(fed, full::Arm::Cavalry, 4, {60, 34}, 0);
    bad.formation = full::Formation::Line;
    CHECK(d.addUnit(bad) == -1);
    CHECK(d.error().find("(FG-FORM-1)") != std::string::npos);

    const int wi = d.addUnit(unitOf(fed, full::Arm::Infantry, 6, {36, 34}, 0));
    const int bat = d.addUnit(unitOf(fed, full::Arm::Artillery, 3, {44, 34}, 0));
    const int cav = d.addUnit(unitOf(fed, full::Arm::Cavalry, 4, {60, 34}, 0));
    const int tn = d.addUnit(unitOf(con, full::Arm::Infantry, 6, {36, 8}, 180));
    REQUIRE_MESSAGE((wi >= 0 && bat >= 0 && cav >= 0 && tn >= 0), d.error());
    CHECK(d.battle().units[static_cast<std::size_t>(wi)].id == "f1");
    CHECK(d.battle().units[static_cast<std::size_t>(tn)].id == "c1");
    REQUIRE(d.renameUnit(wi, "2nd Wisconsin"));
    // The battery: rifled guns, horse artillery.
    full::UnitSetup guns = d.battle().units[static_cast<std::size_t>(bat)];
    guns.gun = full::GunType::Ordnance;
    guns.horseArtillery = true;
    REQUIRE_MESSAGE(d.setUnit(bat, guns), d.error());
    // A screen of 2 stands from the 6 of the 2nd Wisconsin.
    const int screen = d.detachScreen(wi, 2);
    REQUIRE_MESSAGE(screen >= 0, d.error());
    CHECK(d.battle().units[static_cast<std::size_t>(wi)].stands == 4);
    CHECK(d.battle().units[static_cast<std::size_t>(screen)].id == "f1-s");
    CHECK(d.detachScreen(wi, 1) == -1); // one a regiment
    // The cavalry regiment is far from its brigadier: out of communication.
    INFO(problemsText(d));
    CHECK(hasProblem(d, "unit 'f3' starts out of communication with Solomon Meredith"));
    REQUIRE(d.moveUnit(cav, {26, 40}));
    CHECK_FALSE(hasProblem(d, "starts out of"));

    // Attached, the brigadier goes with the regiment.
    REQUIRE(d.attachBrigadier(fed, wi));
    const Vec2 leader = d.battle().brigades[0].leader;
    REQUIRE(d.moveUnit(wi, {34, 34}));
    CHECK(d.battle().brigades[0].leader.x == doctest::Approx(leader.x - 2));
    CHECK(d.problems().empty());

    // Undo and redo whole edits.
    REQUIRE(d.undo());
    CHECK(d.battle().units[static_cast<std::size_t>(wi)].front.x == 36);
    CHECK(d.battle().brigades[0].leader.x == doctest::Approx(leader.x));
    REQUIRE(d.redo());

    // Saved and read back to play: the same order of battle.
    full::Battle again;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::parseFullBattle(d.text(), "built.xml", library().fullTerrain, again, p), p.str());
    INFO(d.text());
    // (Each brigade's units are written under it: the indices may move.)
    REQUIRE(again.units.size() == 5);
    auto byId = [&](const std::string& id) -> const full::UnitSetup& {
        for (const full::UnitSetup& u : again.units)
            if (u.id == id) return u;
        FAIL("no unit " << id);
        return again.units.front();
    };
    CHECK(again.units[static_cast<std::size_t>(byId("f1-s").parent)].id == "f1");
    CHECK(again.units[static_cast<std::size_t>(again.brigades[0].attached)].id == "f1");
    CHECK(byId("f2").horseArtillery);
    CHECK(byId("f2").gun == full::GunType::Ordnance);
    CHECK(byId("f3").formation == full::Formation::Mounted);
    CHECK(again.map.features.size() == 2);
}

TEST_CASE("full editor: deleting a regiment takes its screen, and every index after it follows") {
    FullDoc d(library().fullTerrain, 72, 48);
    const int b = d.addBrigade(core::Side::Federal, {36, 44});
    REQUIRE(d.setBrigade(b, "Iron Brigade", "Solomon Meredith", full::Rating::Reliable));
    const int first = d.addUnit(unitOf(b, full::Arm::Infantry, 4, {20, 34}, 0));
    const int second = d.addUnit(unitOf(b, full::Arm::Infantry, 6, {36, 34}, 0));
    REQUIRE(d.detachScreen(second, 1) >= 0);
    REQUIRE(d.attachBrigadier(b, second));
    REQUIRE(d.deleteUnit(first));
    REQUIRE(d.battle().units.size() == 2);
    CHECK(d.battle().units[1].parent == 0);
    CHECK(d.battle().brigades[0].attached == 0);
    REQUIRE(d.deleteUnit(0));
    CHECK(d.battle().units.empty()); // its screen with it
    CHECK(d.battle().brigades[0].attached == -1);
    REQUIRE(d.undo());
    REQUIRE(d.undo());
    CHECK(d.battle().units.size() == 3);
    // A brigade deleted with its units.
    REQUIRE(d.deleteBrigade(b));
    CHECK(d.battle().units.empty());
    CHECK(d.battle().brigades.empty());
    // A brigadier dragged off the regiment he is attached to is detached
    // (FG-D-7); none is left off a smaller table.
    const int b2 = d.addBrigade(core::Side::Federal, {60, 44});
    const int r2 = d.addUnit(unitOf(b2, full::Arm::Infantry, 4, {60, 38}, 0));
    REQUIRE(d.attachBrigadier(b2, r2));
    REQUIRE(d.moveBrigadier(b2, d.battle().brigades[std::size_t(b2)].leader + Vec2{0.2, 0}));
    CHECK(d.battle().brigades[std::size_t(b2)].attached == r2); // still touching
    REQUIRE(d.moveBrigadier(b2, {66, 46}));
    CHECK(d.battle().brigades[std::size_t(b2)].attached == -1);
    CHECK_FALSE(d.setTableSize(64, 48));
    CHECK(d.error().find("brigadier would be left off") != std::string::npos);
    REQUIRE(d.deleteBrigade(b2));
    // Bad indices are refused, not a crash.
    CHECK_FALSE(d.deleteUnit(7));
    CHECK_FALSE(d.setBrigade(-1, "x", "y", full::Rating::Timid));
    CHECK(d.addBrigade(core::Side::Federal, {1, 1}) == 0);
}

TEST_CASE("FG-ORG-4 full editor: what the file's reader refuses, the document refuses; a battle "
          "half built is saved and opened again") {
    FullDoc d(library().fullTerrain, 72, 48);
    const int b = d.addBrigade(core::Side::Federal, {36, 44});
    // No brigadier yet: saved, it opens again for editing, and is refused to play.
    full::Battle half;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::parseFullBattle(d.text(), "half.xml", library().fullTerrain, half, p, true), p.str());
    CHECK(half.brigades.size() == 1);
    CHECK_FALSE(data::parseFullBattle(d.text(), "half.xml", library().fullTerrain, half, p));
    // A screen leaves its regiment 4 stands with its own (FG-ORG-4).
    const int r = d.addUnit(unitOf(b, full::Arm::Infantry, 4, {36, 36}, 0));
    const int s = d.detachScreen(r, 2);
    REQUIRE(s >= 0);
    full::UnitSetup fewer = d.battle().units[static_cast<std::size_t>(s)];
    fewer.stands = 1;
    CHECK_FALSE(d.setUnit(s, fewer));
    CHECK(d.error().find("needs 4 stands") != std::string::npos);
    // A regiment may not take the id its neighbour gives its screen, nor a
    // word with a space; a facing of 400 is 40.
    full::UnitSetup other = unitOf(b, full::Arm::Infantry, 4, {20, 36}, 400);
    other.id = "f1-s2";
    const int o = d.addUnit(other);
    REQUIRE_MESSAGE(o >= 0, d.error());
    CHECK(d.battle().units[static_cast<std::size_t>(o)].facing == doctest::Approx(40));
    other.id = "a b";
    CHECK(d.addUnit(other) == -1);
    CHECK(d.error().find("only letters") != std::string::npos);
    REQUIRE(d.deleteUnit(s));
    other.id = "f1-s";
    CHECK(d.addUnit(other) == -1);
    CHECK(d.error().find("gives its skirmish screen") != std::string::npos);
    // Named, the problem is gone, and the file says who he is.
    CHECK(hasProblem(d, "has no brigadier"));
    REQUIRE(d.setBrigade(b, "Iron Brigade", "Solomon Meredith", full::Rating::Reliable));
    CHECK_FALSE(hasProblem(d, "has no brigadier"));
    CHECK(d.text().find("brigadier=\"Solomon Meredith\"") != std::string::npos);
}
