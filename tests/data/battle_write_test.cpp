// Writing battles (the editor's save, issue 11): every shipped map loads,
// is written, and loads again to the same battle; writing is idempotent; a
// failed write leaves the old file alone.
#include "../library.h"
#include "data/battle_file.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

using namespace guidon;
using test::kRoot;
using test::library;

namespace {

void sameBattle(const rules::Battle& a, const rules::Battle& b) {
    CHECK(a.name == b.name);
    CHECK(a.description == b.description);
    CHECK(a.year == b.year);
    CHECK(a.width == b.width);
    CHECK(a.height == b.height);
    CHECK(a.firstSide == b.firstSide);
    REQUIRE(a.features.size() == b.features.size());
    for (std::size_t i = 0; i < a.features.size(); ++i) {
        CAPTURE(a.features[i].name);
        CHECK(a.features[i].shape == b.features[i].shape);
        CHECK(a.features[i].type == b.features[i].type);
        CHECK(a.features[i].name == b.features[i].name);
        CHECK(a.features[i].width == b.features[i].width);
        REQUIRE(a.features[i].points.size() == b.features[i].points.size());
        for (std::size_t k = 0; k < a.features[i].points.size(); ++k) {
            CHECK(a.features[i].points[k].x == b.features[i].points[k].x);
            CHECK(a.features[i].points[k].y == b.features[i].points[k].y);
        }
        REQUIRE(a.features[i].crest.size() == b.features[i].crest.size());
        for (std::size_t k = 0; k < a.features[i].crest.size(); ++k) {
            CHECK(a.features[i].crest[k].x == b.features[i].crest[k].x);
            CHECK(a.features[i].crest[k].y == b.features[i].crest[k].y);
        }
    }
    REQUIRE(a.zones.size() == b.zones.size());
    for (std::size_t i = 0; i < a.zones.size(); ++i) {
        CHECK(a.zones[i].side == b.zones[i].side);
        REQUIRE(a.zones[i].points.size() == b.zones[i].points.size());
        for (std::size_t k = 0; k < a.zones[i].points.size(); ++k) {
            CHECK(a.zones[i].points[k].x == b.zones[i].points[k].x);
            CHECK(a.zones[i].points[k].y == b.zones[i].points[k].y);
        }
    }
    // Units are written side by side (all Federal, then all Confederate), as
    // the shipped maps hold them.
    REQUIRE(a.units.size() == b.units.size());
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        CAPTURE(a.units[i].id);
        CHECK(a.units[i].id == b.units[i].id);
        CHECK(a.units[i].name == b.units[i].name);
        CHECK(a.units[i].side == b.units[i].side);
        CHECK(a.units[i].type == b.units[i].type);
        CHECK(a.units[i].bases == b.units[i].bases);
        CHECK(a.units[i].files == b.units[i].files);
        CHECK(a.units[i].front.x == b.units[i].front.x);
        CHECK(a.units[i].front.y == b.units[i].front.y);
        CHECK(a.units[i].facing == b.units[i].facing);
        CHECK(a.units[i].limbered == b.units[i].limbered);
    }
}

} // namespace

TEST_CASE("battles: every shipped map loads, is written, and loads again to the same battle") {
    for (const char* name : {"brawner_farm", "cornfield", "big_round_top"}) {
        CAPTURE(name);
        std::string path = kRoot + "/maps/" + name + ".xml";
        rules::Battle first;
        data::Problems p;
        REQUIRE_MESSAGE(data::loadBattle(path, library().terrain, first, p), p.str());
        std::string text = data::battleToText(first);
        rules::Battle again;
        REQUIRE_MESSAGE(data::parseBattle(text, "written.xml", library().terrain, again, p), p.str());
        sameBattle(first, again);
        // Written again, it is the same text: saving an unchanged map changes nothing.
        CHECK(data::battleToText(again) == text);
        // The shapes are exactly the file's: no rounding of 0.1-style numbers.
        CHECK(text.find("0.30000000000000004") == std::string::npos);
    }
}

TEST_CASE("battles: a built battle is written with every kind of feature, and a failed write keeps the old file") {
    rules::Battle b;
    b.name = "Test & \"quotes\" <field>";
    b.description = "A line with <angle> brackets & an ampersand.";
    b.year = 1864;
    b.width = 30.5;
    b.height = 20;
    b.firstSide = rules::Side::Federal;
    b.terrainTypes = library().terrain;
    auto type = [&](const std::string& id) {
        for (std::size_t i = 0; i < b.terrainTypes.size(); ++i)
            if (b.terrainTypes[i].id == id) return static_cast<int>(i);
        FAIL("no terrain type " << id);
        return -1;
    };
    rules::TerrainFeature wood;
    wood.shape = rules::FeatureShape::Area;
    wood.type = type("woods");
    wood.points = {{1, 1}, {5.25, 1}, {5.25, 4.1}, {1, 4.1}};
    b.features.push_back(wood);
    rules::TerrainFeature fence;
    fence.shape = rules::FeatureShape::Linear;
    fence.type = type("fence");
    fence.points = {{6, 1}, {6, 7.3}};
    fence.width = 0.3; // not the type's default: written
    b.features.push_back(fence);
    rules::TerrainFeature hill;
    hill.shape = rules::FeatureShape::Hill;
    hill.type = type("hill");
    hill.name = "Round Top";
    hill.points = {{10, 10}, {16, 10}, {16, 16}, {10, 16}};
    hill.crest = {{11, 13}, {15, 13}};
    b.features.push_back(hill);
    b.zones.push_back({rules::Side::Federal, {{0, 0}, {30.5, 0}, {30.5, 6}, {0, 6}}, 0});
    rules::UnitSetup gun;
    gun.id = "g1";
    gun.name = "Guns";
    gun.side = rules::Side::Confederate;
    gun.type = rules::UnitType::Artillery;
    gun.bases = 2;
    gun.files = 2;
    gun.front = {20, 15};
    gun.facing = 33.3;
    gun.limbered = true;
    rules::UnitSetup inf;
    inf.id = "i1";
    inf.name = "1st Test Regiment";
    inf.side = rules::Side::Federal;
    inf.bases = 6;
    inf.files = 3;
    inf.front = {4, 8};
    inf.facing = 180;
    b.units = {inf, gun};
    std::string text = data::battleToText(b);
    rules::Battle again;
    data::Problems p;
    REQUIRE_MESSAGE(data::parseBattle(text, "built.xml", library().terrain, again, p), p.str() << text);
    sameBattle(b, again);
    CHECK(text.find("width=\"0.3\"") != std::string::npos);
    CHECK(text.find("limbered=\"true\"") != std::string::npos);

    // Writing to a folder that does not exist fails with a sentence and
    // leaves nothing behind; writing over a map replaces it whole.
    std::string error;
    CHECK_FALSE(data::writeBattleAtomic("/nonexistent-folder/map.xml", b, error));
    CHECK(error.find("cannot write /nonexistent-folder/map.xml.tmp") == 0);
    char dir[] = "/tmp/guidon-battle-XXXXXX";
    REQUIRE(mkdtemp(dir));
    std::string path = std::string(dir) + "/map.xml";
    { std::ofstream(path) << "old"; }
    // The temporary file cannot be made (a folder stands in its place): the
    // old map is untouched.
    REQUIRE(mkdir((path + ".tmp").c_str(), 0700) == 0);
    CHECK_FALSE(data::writeBattleAtomic(path, b, error));
    {
        std::ifstream in(path);
        std::string old;
        in >> old;
        CHECK(old == "old");
    }
    rmdir((path + ".tmp").c_str());
    REQUIRE(data::writeBattleAtomic(path, b, error));
    rules::Battle loaded;
    REQUIRE(data::loadBattle(path, library().terrain, loaded, p));
    sameBattle(b, loaded);
    std::remove(path.c_str());
    rmdir(dir);
}

TEST_CASE("battles: numbers are written as people write them, never with an exponent") {
    rules::Battle b;
    b.name = "Numbers";
    b.width = 20;
    b.height = 180;
    b.terrainTypes = library().terrain;
    rules::TerrainFeature wood;
    wood.shape = rules::FeatureShape::Area;
    wood.type = 0;
    wood.points = {{-0.0, 0.1}, {10.0 / 3.0, 100}, {1e-7, 179.99}};
    b.features.push_back(wood);
    for (rules::Side side : {rules::Side::Federal, rules::Side::Confederate}) {
        rules::UnitSetup u;
        u.id = side == rules::Side::Federal ? "f1" : "c1";
        u.side = side;
        u.bases = 2;
        u.files = 2;
        u.front = {15, side == rules::Side::Federal ? 170.0 : 20.0};
        u.facing = side == rules::Side::Federal ? 0 : 180;
        b.units.push_back(u);
    }
    std::string text = data::battleToText(b);
    INFO(text);
    CHECK(text.find("e+") == std::string::npos);
    CHECK(text.find("e-") == std::string::npos);
    CHECK(text.find("width=\"20\"") != std::string::npos);
    CHECK(text.find("height=\"180\"") != std::string::npos);
    CHECK(text.find("\"0,0.1 ") != std::string::npos); // no "-0"
    // And they read back to the same values.
    rules::Battle back;
    data::Problems p;
    REQUIRE_MESSAGE(data::parseBattle(text, "numbers.xml", library().terrain, back, p), p.str());
    REQUIRE(back.features.size() == 1);
    CHECK(back.features[0].points[1].x == 10.0 / 3.0);
    CHECK(back.features[0].points[2].x == 1e-7);
}
