// Writing battles (the editor's save, issue 11): every shipped map loads,
// is written, and loads again to the same battle; writing is idempotent; a
// failed write leaves the old file alone. And the <pickup> element of a
// pick-up scenario map (RULINGS LL-SETUP-1), read, checked and written.
#include "../library.h"
#include "data/battle_file.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace guidon;
using test::kRoot;
using test::library;

namespace {

void sameBattle(const lite::Battle& a, const lite::Battle& b) {
    CHECK(a.name == b.name);
    CHECK(a.description == b.description);
    CHECK(a.year == b.year);
    CHECK(a.width == b.width);
    CHECK(a.height == b.height);
    CHECK(a.firstSide == b.firstSide);
    REQUIRE(a.pickup.has_value() == b.pickup.has_value());
    if (a.pickup) {
        CHECK(a.pickup->winner == b.pickup->winner);
        CHECK(a.pickup->north == b.pickup->north);
        CHECK(a.pickup->firstDeployer == b.pickup->firstDeployer);
    }
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
    CHECK(a.hands[0] == b.hands[0]);
    CHECK(a.hands[1] == b.hands[1]);
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
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(kRoot + "/maps"))
        if (e.path().extension() == ".xml") names.push_back(e.path().stem().string());
    std::sort(names.begin(), names.end());
    // The three deployed battles and the pick-up scenario at least.
    for (const char* shipped : {"brawner_farm", "cornfield", "big_round_top", "pickup_crossroads"})
        CHECK(std::find(names.begin(), names.end(), shipped) != names.end());
    for (const std::string& name : names) {
        CAPTURE(name);
        std::string path = kRoot + "/maps/" + name + ".xml";
        lite::Battle first;
        data::Problems p;
        REQUIRE_MESSAGE(data::loadBattle(path, library().terrain, first, p), p.str());
        std::string text = data::battleToText(first);
        lite::Battle again;
        REQUIRE_MESSAGE(data::parseBattle(text, "written.xml", library().terrain, again, p),
                        p.str());
        sameBattle(first, again);
        // Written again, it is the same text: saving an unchanged map changes nothing.
        CHECK(data::battleToText(again) == text);
        // The shapes are exactly the file's: no rounding of 0.1-style numbers.
        CHECK(text.find("0.30000000000000004") == std::string::npos);
    }
}

TEST_CASE("battles: a built battle is written with every kind of feature, and a failed write keeps "
          "the old file") {
    lite::Battle b;
    b.name = "Test & \"quotes\" <field>";
    b.description = "A line with <angle> brackets & an ampersand.";
    b.year = 1864;
    b.width = 30.5;
    b.height = 20;
    b.firstSide = core::Side::Federal;
    b.terrainTypes = library().terrain;
    auto type = [&](const std::string& id) {
        for (std::size_t i = 0; i < b.terrainTypes.size(); ++i)
            if (b.terrainTypes[i].id == id) return static_cast<int>(i);
        FAIL("no terrain type " << id);
        return -1;
    };
    lite::TerrainFeature wood;
    wood.shape = lite::FeatureShape::Area;
    wood.type = type("woods");
    wood.points = {{1, 1}, {5.25, 1}, {5.25, 4.1}, {1, 4.1}};
    b.features.push_back(wood);
    lite::TerrainFeature fence;
    fence.shape = lite::FeatureShape::Linear;
    fence.type = type("fence");
    fence.points = {{6, 1}, {6, 7.3}};
    fence.width = 0.3; // not the type's default: written
    b.features.push_back(fence);
    lite::TerrainFeature hill;
    hill.shape = lite::FeatureShape::Hill;
    hill.type = type("hill");
    hill.name = "Round Top";
    hill.points = {{10, 10}, {16, 10}, {16, 16}, {10, 16}};
    hill.crest = {{11, 13}, {15, 13}};
    b.features.push_back(hill);
    b.zones.push_back({core::Side::Federal, {{0, 0}, {30.5, 0}, {30.5, 6}, {0, 6}}, 0});
    lite::UnitSetup gun;
    gun.id = "g1";
    gun.name = "Guns";
    gun.side = core::Side::Confederate;
    gun.type = lite::UnitType::Artillery;
    gun.bases = 2;
    gun.files = 2;
    gun.front = {20, 15};
    gun.facing = 33.3;
    gun.limbered = true;
    lite::UnitSetup inf;
    inf.id = "i1";
    inf.name = "1st Test Regiment";
    inf.side = core::Side::Federal;
    inf.bases = 6;
    inf.files = 3;
    inf.front = {4, 8};
    inf.facing = 180;
    b.units = {inf, gun};
    b.hands[lite::index(core::Side::Confederate)] = {"quickstep", "old-rivals", "quickstep"};
    std::string text = data::battleToText(b);
    lite::Battle again;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::parseBattle(text, "built.xml", library().terrain, again, p, false, &library().cards),
        p.str() << text);
    sameBattle(b, again);
    CHECK(text.find("<hand side=\"confederate\" cards=\"quickstep,old-rivals,quickstep\"/>") !=
          std::string::npos);
    CHECK(text.find("<hand side=\"federal\"") ==
          std::string::npos); // a side without one: none written
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
    lite::Battle loaded;
    REQUIRE(data::loadBattle(path, library().terrain, loaded, p));
    sameBattle(b, loaded);
    std::remove(path.c_str());
    rmdir(dir);
}

TEST_CASE("battles: numbers are written as people write them, never with an exponent") {
    lite::Battle b;
    b.name = "Numbers";
    b.width = 20;
    b.height = 180;
    b.terrainTypes = library().terrain;
    lite::TerrainFeature wood;
    wood.shape = lite::FeatureShape::Area;
    wood.type = 0;
    wood.points = {{-0.0, 0.1}, {10.0 / 3.0, 100}, {1e-7, 179.99}};
    b.features.push_back(wood);
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        lite::UnitSetup u;
        u.id = side == core::Side::Federal ? "f1" : "c1";
        u.side = side;
        u.bases = 2;
        u.files = 2;
        u.front = {15, side == core::Side::Federal ? 170.0 : 20.0};
        u.facing = side == core::Side::Federal ? 0 : 180;
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
    lite::Battle back;
    data::Problems p;
    REQUIRE_MESSAGE(data::parseBattle(text, "numbers.xml", library().terrain, back, p), p.str());
    REQUIRE(back.features.size() == 1);
    CHECK(back.features[0].points[1].x == 10.0 / 3.0);
    CHECK(back.features[0].points[2].x == 1e-7);
}

// [SECTION] <pickup>: a pick-up scenario map (RULINGS LL-SETUP-1)

namespace {

const char* kPickupUnits = R"(  <force side="federal">
    <unit id="f1" type="infantry" bases="4" files="4" x="10" y="6" facing="180"/>
  </force>
  <force side="confederate">
    <unit id="c1" type="infantry" bases="4" files="4" x="10" y="26" facing="0"/>
  </force>
)";

// A pick-up map: `root` (the <battle> attributes after name and year) and
// `body` (everything in it).
std::string pickupMap(const std::string& root, const std::string& body) {
    return "<?xml version=\"1.0\"?>\n<battle name=\"P\" year=\"1863\"" + root + ">\n" + body +
           "</battle>\n";
}

struct Parsed {
    bool ok = false;
    lite::Battle battle;
    data::Problems problems;
};

Parsed parse(const std::string& text) {
    Parsed r;
    r.ok = data::parseBattle(text, "p.xml", library().terrain, r.battle, r.problems);
    CHECK(r.ok == r.problems.empty());
    return r;
}

std::vector<data::BattleIssue> issuesOf(const lite::Battle& b, data::BattleIssue::Level level) {
    std::vector<data::BattleIssue> out;
    for (const data::BattleIssue& i : data::findBattleIssues(b))
        if (i.level == level) out.push_back(i);
    return out;
}

} // namespace

TEST_CASE("LL-SETUP-1 <pickup>: each attribute is read, written, and read back the same") {
    using core::Side;
    struct Case {
        const char* attrs;
        std::optional<Side> winner, north, first;
    };
    const Case cases[] = {
        {"", {}, {}, {}},
        {" winner=\"federal\"", Side::Federal, {}, {}},
        {" north=\"confederate\"", {}, Side::Confederate, {}},
        {" deploys-first=\"confederate\"", {}, {}, Side::Confederate},
        // The higher roller and the order together are fine: he just has no order to choose.
        {" winner=\"confederate\" north=\"federal\" deploys-first=\"federal\"", Side::Confederate,
         Side::Federal, Side::Federal},
    };
    for (const Case& c : cases) {
        CAPTURE(c.attrs);
        Parsed p = parse(pickupMap("", std::string("  <pickup") + c.attrs + "/>\n" + kPickupUnits));
        REQUIRE_MESSAGE(p.ok, p.problems.str());
        REQUIRE(p.battle.pickup.has_value());
        CHECK(p.battle.pickup->winner == c.winner);
        CHECK(p.battle.pickup->north == c.north);
        CHECK(p.battle.pickup->firstDeployer == c.first);
        // Its first turn is the second deployer's (Confederate while the order is open).
        CHECK(p.battle.firstSide == (c.first ? lite::other(*c.first) : Side::Confederate));
        std::string text = data::battleToText(p.battle);
        INFO(text);
        CHECK(text.find(" first=") == std::string::npos); // a pick-up map has no `first`
        CHECK(text.find(std::string("<pickup") + c.attrs + "/>") != std::string::npos);
        // Written after the zones and before the forces.
        CHECK(text.find("<pickup") < text.find("<force"));
        Parsed again = parse(text);
        REQUIRE_MESSAGE(again.ok, again.problems.str());
        sameBattle(p.battle, again.battle);
        CHECK(data::battleToText(again.battle) == text);
    }
    SUBCASE("anywhere among the children, as every child of <battle>") {
        Parsed p =
            parse(pickupMap("", std::string(kPickupUnits) + "  <pickup north=\"federal\"/>\n"));
        REQUIRE_MESSAGE(p.ok, p.problems.str());
        CHECK(p.battle.pickup->north == Side::Federal);
    }
    SUBCASE("a deployed battle has none and writes none") {
        Parsed p = parse(pickupMap(" first=\"federal\"", kPickupUnits));
        REQUIRE_MESSAGE(p.ok, p.problems.str());
        CHECK_FALSE(p.battle.pickup.has_value());
        CHECK(data::battleToText(p.battle).find("<pickup") == std::string::npos);
    }
}

TEST_CASE("LL-SETUP-1 <pickup>: a bad side, an unknown attribute, a second <pickup> and `first` "
          "are refused "
          "with file:line") {
    auto problems = [](const std::string& root, const std::string& pickup) {
        Parsed p = parse(pickupMap(root, pickup + kPickupUnits));
        CHECK_FALSE(p.ok);
        return p.problems.str();
    };
    CHECK(problems("", "  <pickup winner=\"union\"/>\n") ==
          "p.xml:3: 'winner' must be federal or confederate, not 'union'\n");
    CHECK(problems("", "  <pickup deploys-first=\"\"/>\n") ==
          "p.xml:3: 'deploys-first' is empty\n");
    CHECK(problems("", "  <pickup north=\"federal\" edge=\"north\"/>\n") ==
          "p.xml:3: <pickup> has an unknown attribute 'edge'\n");
    CHECK(problems("", "  <pickup/>\n  <pickup winner=\"federal\"/>\n") ==
          "p.xml:4: a second <pickup> (the first is at line 3)\n");
    CHECK(problems(" first=\"federal\"", "  <pickup/>\n")
              .find("p.xml:2: a pick-up scenario has no 'first': the side that deploys second "
                    "takes the "
                    "first turn") == 0);
    // Not a pick-up map: `first` is still required.
    CHECK(problems("", "").find("p.xml:2: <battle> is missing the attribute 'first'") == 0);
}

TEST_CASE("LL-SETUP-1 a pick-up map gives forces to both sides or to neither") {
    SUBCASE("neither: the forces come from the pick-up library") {
        Parsed p = parse(pickupMap(
            "", "  <pickup/>\n  <force side=\"federal\"/>\n  <force side=\"confederate\"/>\n"));
        REQUIRE_MESSAGE(p.ok, p.problems.str());
        CHECK(p.battle.units.empty());
        CHECK(data::findBattleIssues(p.battle).empty());
        // And with no <force> at all.
        Parsed bare = parse(pickupMap("", "  <pickup/>\n"));
        CHECK_MESSAGE(bare.ok, bare.problems.str());
        // A deployed battle needs both.
        Parsed deployed = parse(pickupMap(" first=\"federal\"", ""));
        CHECK(deployed.problems.str().find("the Federal side has no units") != std::string::npos);
    }
    SUBCASE("one side only: an error at that side's <force>") {
        Parsed p = parse(pickupMap(
            "", "  <pickup/>\n  <force side=\"federal\">\n"
                "    <unit id=\"f1\" type=\"infantry\" bases=\"4\" files=\"4\" x=\"10\" "
                "y=\"6\" facing=\"180\"/>\n  </force>\n  <force side=\"confederate\"/>\n"));
        CHECK(p.problems.str() ==
              "p.xml:7: a pick-up scenario gives forces to both sides or to neither; the "
              "Confederate side has no units\n");
    }
}

TEST_CASE("LL-SETUP-1 a pick-up map's units outside its zones are no warning: the players deploy "
          "in the edge "
          "thirds") {
    // f1 stands in the north, its zone is in the south.
    std::string zones = "  <deployment side=\"federal\" points=\"0,22 48,22 48,32 0,32\"/>\n";
    Parsed deployed = parse(pickupMap(" first=\"federal\"", zones + kPickupUnits));
    REQUIRE_MESSAGE(deployed.ok, deployed.problems.str());
    auto warnings = issuesOf(deployed.battle, data::BattleIssue::Level::Warning);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].message == "unit 'f1' stands outside the federal deployment zone");
    Parsed pickup = parse(pickupMap("", zones + "  <pickup/>\n" + kPickupUnits));
    REQUIRE_MESSAGE(pickup.ok, pickup.problems.str());
    CHECK(data::findBattleIssues(pickup.battle).empty());
    // The other checks stand: a unit off the table is still an error.
    lite::Battle off = pickup.battle;
    off.units[0].front = {0.5, 6};
    auto errors = issuesOf(off, data::BattleIssue::Level::Error);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].message == "unit 'f1' stands (partly) off the table");
}

TEST_CASE("LL-SETUP-1 a built pick-up battle is written with its choices and read back the same") {
    lite::Battle b;
    b.name = "Built";
    b.terrainTypes = library().terrain;
    b.pickup = lite::PickupScenario{core::Side::Federal, std::nullopt, core::Side::Federal};
    b.firstSide = core::Side::Confederate; // the second deployer's
    std::string text = data::battleToText(b);
    INFO(text);
    CHECK(text.find("<pickup winner=\"federal\" deploys-first=\"federal\"/>") != std::string::npos);
    Parsed back = parse(text);
    REQUIRE_MESSAGE(back.ok, back.problems.str());
    sameBattle(b, back.battle);
}
