// A battle of the full game (game/data/full_battle_file.h, docs/formats.md
// "Battles of the full game"): the order of battle (FG-ORG), its checks with
// their exact `file:line: sentence`, the friendly edges (FG-D-49), the turn
// limit (FG-SEQ-1), the shipped battles and the broken files under
// tests/data/broken/full_oob_*.xml. The terrain types are tests/full/fixtures.h's
// (the same ids and properties as assets/full/terrain.xml); the shipped
// battles are also read with assets/full/terrain.xml itself.
#include "../full/fixtures.h"
#include "data/full_battle_file.h"
#include "data/full_tables_file.h"
#include "full/formation.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace guidon;
using core::TableEdge;
using data::Problems;

namespace {

const std::string kRoot = GUIDON_SOURCE_ROOT;
const std::string kBad = "bad.xml";

const std::vector<full::TerrainRules>& types() {
    static const std::vector<full::TerrainRules> t = full::test::terrainTypes();
    return t;
}

const std::string kRootAttrs = R"(rules="full" name="Test" year="1863" first="federal" turns="8")";
const std::string kBrigade =
    R"(<brigade id="iron" name="Iron Brigade" brigadier="Solomon Meredith" rating="aggressive" at="30,44">)";
const std::string kUnit = R"(<regiment id="f1" name="2nd Wisconsin" stands="6" front="36,40" facing="0"/>)";

// A small battle: line 2 the root, line 3 the Federal <side>, line 4 its
// brigade, line 5 its units (all on one line), line 9 the Confederate
// brigade, line 10 its regiment; `body` (terrain, zones) after the sides.
std::string battle(const std::string& root = kRootAttrs, const std::string& brigade = kBrigade,
                   const std::string& units = kUnit, const std::string& body = "",
                   const std::string& side = R"(<side name="federal" traits="steady">)") {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<battle " + root + ">\n"
           "  " + side + "\n"
           "    " + brigade + "\n"
           "      " + units + "\n"
           "    </brigade>\n"
           "  </side>\n"
           "  <side name=\"confederate\" traits=\"rebel-yell\">\n"
           "    <brigade id=\"archer\" brigadier=\"James Archer\" at=\"30,4\">\n"
           "      <regiment id=\"c1\" name=\"1st Tennessee\" stands=\"6\" front=\"36,8\" facing=\"180\"/>\n"
           "    </brigade>\n"
           "  </side>\n" +
           body + "</battle>\n";
}

std::string withUnits(const std::string& units) {
    return battle(kRootAttrs, kBrigade, units);
}

bool parse(const std::string& text, full::Battle& b, Problems& p) {
    return data::parseFullBattle(text, kBad, types(), b, p);
}

full::Battle loaded(const std::string& text) {
    full::Battle b;
    Problems p;
    bool ok = parse(text, b, p);
    INFO(p.str());
    REQUIRE(ok);
    CHECK(p.empty());
    return b;
}

// The text is refused with exactly this one problem ("bad.xml:5: ...").
void refused(const std::string& text, const std::string& problem) {
    full::Battle b;
    b.turnLimit = 77; // untouched by a refusal
    Problems p;
    CHECK_FALSE(parse(text, b, p));
    CHECK(b.turnLimit == 77);
    REQUIRE_MESSAGE(p.size() == 1, p.str());
    CHECK(p.list[0].str() == problem);
}

const full::UnitSetup& unit(const full::Battle& b, const std::string& id) {
    for (const full::UnitSetup& u : b.units)
        if (u.id == id) return u;
    FAIL("no unit " << id);
    return b.units.front();
}

} // namespace

TEST_CASE("a battle of the full game is read whole: its map, turn limit, sides, brigades and "
          "units, with every default") {
    full::Battle b = loaded(battle(
        kRootAttrs, kBrigade,
        R"(<regiment id="f1" name="2nd Wisconsin" stands="6" front="36,40" facing="0" weapon="rifled" experience="veteran" traits="sharpshooters" not-traits="steady"/>)",
        "  <description>Test.</description>\n"
        "  <terrain>\n"
        "    <area type=\"cornfield\" points=\"4,4 16,4 16,12 4,12\"/>\n"
        "    <hill points=\"20,20 44,20 44,30 20,30\" crest=\"22,25 42,25\" level=\"2\"/>\n"
        "    <linear type=\"earthworks\" points=\"2,30 14,30\"/>\n"
        "  </terrain>\n"
        "  <deployment side=\"federal\" points=\"0,36 72,36 72,48 0,48\"/>\n",
        R"(<side name="federal" traits="steady" commander="Abner Doubleday">)"));
    CHECK(b.map.rules == "full");
    CHECK(b.map.name == "Test");
    CHECK(b.map.year == 1863);
    CHECK(b.map.width == 72.0); // FG-SCALE-1
    CHECK(b.map.height == 48.0);
    CHECK(b.map.description == "Test.");
    CHECK(b.map.file == kBad);
    REQUIRE(b.map.features.size() == 3);
    CHECK(b.map.features[1].level == 2);
    CHECK(b.terrain.size() == types().size());
    REQUIRE(b.map.kinds.size() == types().size());
    CHECK(b.map.kinds[b.map.features[2].type].id == "earthworks");
    CHECK(b.map.zones.size() == 1);
    CHECK(b.firstSide == core::Side::Federal);
    CHECK(b.turnLimit == 8);
    CHECK(b.sides[0].traits == full::kSteady);
    CHECK(b.sides[0].divisionCommander);
    CHECK(b.sides[0].commanderName == "Abner Doubleday");
    CHECK(b.sides[0].sourceLine == 3);
    CHECK(b.sides[1].traits == full::kRebelYell);
    CHECK_FALSE(b.sides[1].divisionCommander);
    REQUIRE(b.brigades.size() == 2);
    CHECK(b.brigades[0].id == "iron");
    CHECK(b.brigades[0].name == "Iron Brigade");
    CHECK(b.brigades[0].brigadier == "Solomon Meredith");
    CHECK(b.brigades[0].rating == full::Rating::Aggressive);
    CHECK(b.brigades[0].side == core::Side::Federal);
    CHECK(b.brigades[0].leader.x == 30.0);
    CHECK(b.brigades[0].attached == -1);
    CHECK(b.brigades[1].name == "archer"); // no name: its id
    CHECK(b.brigades[1].rating == full::Rating::Reliable); // the default
    CHECK(b.brigades[1].side == core::Side::Confederate);
    REQUIRE(b.units.size() == 2);
    const full::UnitSetup& f1 = b.units[0];
    CHECK(f1.brigade == 0);
    CHECK(f1.arm == full::Arm::Infantry);
    CHECK(f1.formation == full::Formation::Line);
    CHECK(f1.stands == 6);
    CHECK(f1.weapon == full::Weapon::Rifled);
    CHECK(f1.experience == full::Experience::Veteran);
    CHECK(f1.traitsOn == full::kSharpshooters);
    CHECK(f1.traitsOff == full::kSteady);
    CHECK(full::traitsOf(b, f1) == full::kSharpshooters);
    CHECK(f1.front.y == 40.0);
    CHECK(f1.sourceLine == 5);
    CHECK(b.units[1].experience == full::Experience::Regular); // the default
    CHECK(b.units[1].brigade == 1);
}

TEST_CASE("FG-ORG-2 stand ranges: infantry 2-12, cavalry 2-8, a battery 1-3 sections; "
          "FG-ORG-4 a screen 1-2") {
    CHECK(loaded(withUnits(R"(<regiment id="f1" stands="12" front="36,40" facing="0"/>)"))
              .units[0]
              .stands == 12);
    loaded(withUnits(R"(<regiment id="f1" stands="2" front="36,40" facing="0"/>)"));
    refused(withUnits(R"(<regiment id="f1" stands="13" front="36,40" facing="0"/>)"),
            "bad.xml:5: an infantry regiment has 2 to 12 stands, not 13 (FG-ORG-2)");
    refused(withUnits(R"(<regiment id="f1" stands="1" front="36,40" facing="0"/>)"),
            "bad.xml:5: an infantry regiment has 2 to 12 stands, not 1 (FG-ORG-2)");
    loaded(withUnits(R"(<regiment id="f1" arm="cavalry" stands="8" front="36,40" facing="0"/>)"));
    refused(withUnits(R"(<regiment id="f1" arm="cavalry" stands="9" front="36,40" facing="0"/>)"),
            "bad.xml:5: a cavalry regiment has 2 to 8 stands, not 9 (FG-ORG-2)");
    loaded(withUnits(R"(<battery id="f1" guns="napoleon" stands="3" front="36,40" facing="0"/>)"));
    loaded(withUnits(R"(<battery id="f1" guns="napoleon" stands="1" front="36,40" facing="0"/>)"));
    refused(withUnits(R"(<battery id="f1" guns="napoleon" stands="4" front="36,40" facing="0"/>)"),
            "bad.xml:5: a battery has 1 to 3 sections, not 4 (FG-ORG-2)");
    refused(withUnits(R"(<battery id="f1" guns="napoleon" stands="0" front="36,40" facing="0"/>)"),
            "bad.xml:5: a battery has 1 to 3 sections, not 0 (FG-ORG-2)");
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,40" facing="0"/>)"
                      R"(<screen id="s" parent="f1" stands="3" front="36,37" facing="0"/>)"),
            "bad.xml:5: a skirmish screen has 1 to 2 stands, not 3 (FG-ORG-4)");
}

TEST_CASE("FG-ORG-4 a skirmish screen: open order, its parent an infantry regiment of its "
          "brigade with 4+ stands before detaching it, one a regiment; FG-D-28 its parent's "
          "weapon and experience") {
    full::Battle b = loaded(withUnits(
        R"(<regiment id="f1" stands="4" weapon="smoothbore" experience="green" front="36,40" facing="0"/>)"
        R"(<screen id="s" parent="f1" stands="2" front="36,37" facing="0"/>)"));
    const full::UnitSetup& s = unit(b, "s");
    CHECK(s.screen());
    CHECK(s.parent == 0);
    CHECK(s.formation == full::Formation::OpenOrder);
    CHECK(s.weapon == full::Weapon::Smoothbore);
    CHECK(s.experience == full::Experience::Green);
    // A screen may come before its parent in the brigade.
    loaded(withUnits(R"(<screen id="s" parent="f1" stands="1" front="36,37" facing="0"/>)"
                     R"(<regiment id="f1" stands="4" front="36,40" facing="0"/>)"));
    refused(withUnits(R"(<regiment id="f1" stands="2" front="36,40" facing="0"/>)"
                      R"(<screen id="s" parent="f1" stands="1" front="36,37" facing="0"/>)"),
            "bad.xml:5: screen 's': regiment 'f1' has 2 stands with it and 1 in the screen, fewer "
            "than the 4 a regiment needs to detach a screen (FG-ORG-4)");
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,40" facing="0"/>)"
                      R"(<screen id="s" parent="c1" stands="1" front="36,37" facing="0"/>)"),
            "bad.xml:5: screen 's': its parent 'c1' is not a regiment of brigade 'iron' "
            "(FG-ORG-4)");
    refused(withUnits(R"(<regiment id="f1" arm="cavalry" stands="6" front="36,40" facing="0"/>)"
                      R"(<screen id="s" parent="f1" stands="1" front="36,37" facing="0"/>)"),
            "bad.xml:5: screen 's': its parent 'f1' is not an infantry regiment (FG-ORG-4)");
    refused(withUnits(R"(<regiment id="f1" stands="8" front="36,40" facing="0"/>)"
                      R"(<screen id="s" parent="f1" stands="1" front="34,37" facing="0"/>)"
                      R"(<screen id="t" parent="f1" stands="1" front="38,37" facing="0"/>)"),
            "bad.xml:5: screen 't': regiment 'f1' has a screen already; a regiment detaches one "
            "(FG-ORG-4)");
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,40" facing="0"/>)"
                      R"(<screen id="s" parent="f1" stands="1" weapon="rifled" front="36,37" facing="0"/>)"),
            "bad.xml:5: a screen has its parent's weapon and experience (FG-D-28), not its own "
            "'weapon'");
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,40" facing="0"/>)"
                      R"(<screen id="s" parent="f1" stands="1" formation="line" front="36,37" facing="0"/>)"),
            "bad.xml:5: a screen stands in open order (FG-ORG-4), not 'line'");
}

TEST_CASE("FG-D-45 FG-ORG-2 the year: a regiment in open order before 1864, or with repeaters "
          "before 1863, is read, and the battle's problems warn of it; a screen is in open "
          "order in any year") {
    auto warnings = [](const full::Battle& b) {
        std::vector<std::string> out;
        for (const data::BattleIssue& i : data::findFullBattleIssues(b))
            if (i.level == data::BattleIssue::Level::Warning &&
                (i.message.find("comes in") != std::string::npos ||
                 i.message.find("come in") != std::string::npos))
                out.push_back(i.message);
        return out;
    };
    const std::string openOrder =
        R"(<regiment id="f1" stands="6" formation="open-order" front="36,40" facing="0"/>)";
    full::Battle b1863 = loaded(withUnits(openOrder));
    CHECK(b1863.units[0].formation == full::Formation::OpenOrder);
    REQUIRE(warnings(b1863).size() == 1);
    CHECK(warnings(b1863)[0] == "unit 'f1' stands in open order, which comes in 1864; this "
                                "battle is of 1863 (FG-D-45)");
    std::string root1864 = R"(rules="full" name="Test" year="1864" first="federal")";
    CHECK(warnings(loaded(battle(root1864, kBrigade, openOrder))).empty());
    std::string root1862 = R"(rules="full" name="Test" year="1862" first="federal")";
    const std::string repeaters =
        R"(<regiment id="f1" stands="6" weapon="repeater" front="36,40" facing="0"/>)"
        R"(<screen id="s" parent="f1" stands="1" front="36,37" facing="0"/>)";
    const std::vector<std::string> w = warnings(loaded(battle(root1862, kBrigade, repeaters)));
    REQUIRE(w.size() == 1); // the regiment's, not its screen's too
    CHECK(w[0] == "unit 'f1' has repeaters, which come in 1863; this battle is of 1862 (FG-ORG-2)");
    std::string root1863 = R"(rules="full" name="Test" year="1863" first="federal")";
    CHECK(warnings(loaded(battle(root1863, kBrigade, repeaters))).empty());
}

TEST_CASE("FG-FORM-1 formations: each arm's own, with its default; weapons for regiments, guns "
          "for batteries") {
    full::Battle b = loaded(withUnits(
        R"(<regiment id="cav" arm="cavalry" stands="4" front="20,40" facing="0"/>)"
        R"(<battery id="bat" guns="ordnance" stands="2" horse="true" front="30,40" facing="0"/>)"
        R"(<battery id="lim" guns="10-pdr-parrott" stands="3" formation="limbered" front="40,40" facing="0"/>)"
        R"(<regiment id="dis" arm="cavalry" stands="8" formation="dismounted" weapon="breechloader" front="50,40" facing="0"/>)"));
    CHECK(unit(b, "cav").formation == full::Formation::Mounted);
    CHECK(unit(b, "bat").formation == full::Formation::Unlimbered);
    CHECK(unit(b, "bat").arm == full::Arm::Artillery);
    CHECK(unit(b, "bat").gun == full::GunType::Ordnance);
    CHECK(unit(b, "bat").horseArtillery);
    CHECK(unit(b, "lim").formation == full::Formation::Limbered);
    CHECK(unit(b, "dis").formation == full::Formation::Dismounted);
    CHECK(unit(b, "dis").weapon == full::Weapon::Breechloader);
    CHECK(unit(b, "dis").stands == 8); // the holders count (FG-D-40)
    refused(withUnits(R"(<regiment id="f1" arm="cavalry" stands="4" formation="line" front="36,40" facing="0"/>)"),
            "bad.xml:5: a cavalry regiment cannot stand in line (it may be road-column, mounted "
            "or dismounted) (FG-FORM-1)");
    refused(withUnits(R"(<regiment id="f1" stands="4" formation="dismounted" front="36,40" facing="0"/>)"),
            "bad.xml:5: an infantry regiment cannot stand in dismounted (it may be line, "
            "open-order, assault-column or road-column) (FG-FORM-1)");
    refused(withUnits(R"(<battery id="f1" guns="napoleon" stands="2" formation="line" front="36,40" facing="0"/>)"),
            "bad.xml:5: a battery cannot stand in line (it may be limbered or unlimbered) "
            "(FG-FORM-1)");
    refused(withUnits(R"(<regiment id="f1" stands="4" formation="wedge" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'formation' must be line, open-order, assault-column, road-column, "
            "mounted, dismounted, limbered or unlimbered, not 'wedge'");
    refused(withUnits(R"(<battery id="f1" guns="napoleon" weapon="rifled" stands="2" front="36,40" facing="0"/>)"),
            "bad.xml:5: a battery has guns ('guns'), not a small arm ('weapon')");
    refused(withUnits(R"(<regiment id="f1" guns="napoleon" stands="2" front="36,40" facing="0"/>)"),
            "bad.xml:5: only a battery has 'guns'; a regiment has a 'weapon'");
    refused(withUnits(R"(<regiment id="f1" weapon="musket" stands="2" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'weapon' must be smoothbore, rifled, repeater or breechloader, not "
            "'musket' (FG-ORG-2)");
    refused(withUnits(R"(<battery id="f1" guns="12-pdr" stands="2" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'guns' must be 6-pdr, napoleon, howitzer, ordnance, 10-pdr-parrott or "
            "20-pdr-parrott, not '12-pdr' (FG-ORG-2)");
    refused(withUnits(R"(<regiment id="f1" arm="artillery" stands="2" front="36,40" facing="0"/>)"),
            "bad.xml:5: artillery is a <battery>, not a <regiment>");
    refused(withUnits(R"(<regiment id="f1" experience="elite" stands="2" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'experience' must be veteran, regular or green, not 'elite' (FG-ORG-2)");
}

TEST_CASE("FG-ORG-3 traits: army traits per side, a unit adds any trait or drops its side's") {
    refused(battle(kRootAttrs, kBrigade, kUnit, "",
                   R"(<side name="federal" traits="sharpshooters">)"),
            "bad.xml:3: 'traits' holds 'sharpshooters', which is not an army trait (known: "
            "rebel-yell, iron-discipline, seen-the-elephant or steady)");
    refused(withUnits(R"(<regiment id="f1" stands="4" traits="brave" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'traits' holds 'brave', which is not a trait (known: rebel-yell, "
            "iron-discipline, seen-the-elephant, steady or sharpshooters)");
    refused(withUnits(R"(<regiment id="f1" stands="4" not-traits="rebel-yell" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'not-traits' drops rebel-yell, which the side does not have");
    refused(withUnits(R"(<regiment id="f1" stands="4" traits="steady" not-traits="steady" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'traits' and 'not-traits' both name steady");
    refused(withUnits(R"(<regiment id="f1" stands="4" traits="steady,steady" front="36,40" facing="0"/>)"),
            "bad.xml:5: 'traits' names steady twice");
    full::Battle b = loaded(withUnits(
        R"(<regiment id="f1" stands="4" traits="iron-discipline, sharpshooters" front="36,40" facing="0"/>)"));
    CHECK(full::traitsOf(b, b.units[0]) ==
          (full::kSteady | full::kIronDiscipline | full::kSharpshooters));
}

TEST_CASE("FG-ORG-1 brigadiers: a rating, a base on the table, attached only to a regiment or "
          "battery of his brigade that he touches (FG-D-7), else overlapping no unit") {
    refused(battle(kRootAttrs,
                   R"(<brigade id="iron" brigadier="Solomon Meredith" rating="brilliant" at="30,44">)"),
            "bad.xml:4: 'rating' must be aggressive, reliable or timid, not 'brilliant' "
            "(FG-ORG-1)");
    refused(battle(kRootAttrs, R"(<brigade id="iron" brigadier="Solomon Meredith" at="72,44">)"),
            "bad.xml:4: brigadier Solomon Meredith (brigade 'iron') stands (partly) off the "
            "table at 72,44");
    // Attached: touching the regiment (its front edge at y 40, its rear at 41).
    full::Battle b = loaded(battle(
        kRootAttrs, R"(<brigade id="iron" brigadier="Solomon Meredith" at="36,41.5" attached="f1">)"));
    CHECK(b.brigades[0].attached == 0);
    refused(battle(kRootAttrs,
                   R"(<brigade id="iron" brigadier="Solomon Meredith" at="36,44" attached="f1">)"),
            "bad.xml:4: brigadier Solomon Meredith (brigade 'iron') is attached to 'f1' but his "
            "base at 36,44 does not touch it (FG-D-7)");
    refused(battle(kRootAttrs,
                   R"(<brigade id="iron" brigadier="Solomon Meredith" at="36,44" attached="c1">)"),
            "bad.xml:4: brigadier Solomon Meredith (brigade 'iron') is attached to 'c1', which is "
            "not a regiment or battery of his brigade (FG-D-7)");
    refused(battle(kRootAttrs, R"(<brigade id="iron" brigadier="Solomon Meredith" at="36,41">)"),
            "bad.xml:4: brigadier Solomon Meredith (brigade 'iron') at 36,41 overlaps unit 'f1' "
            "(line 5); attach him to it or move him (FG-D-7)");
}

TEST_CASE("FG-D-36 placement: every unit's stands on the table, apart, out of impassable "
          "ground; a dismounted regiment's holders stand off the table (FG-D-40)") {
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,47.5" facing="0"/>)"),
            "bad.xml:5: unit 'f1' stands (partly) off the table");
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,40" facing="0"/>)"
                      R"(<regiment id="f2" stands="6" front="41,40.5" facing="0"/>)"),
            "bad.xml:5: unit 'f2' overlaps unit 'f1' (line 5)");
    // Edge to edge is no overlap.
    loaded(withUnits(R"(<regiment id="f1" stands="6" front="36,40" facing="0"/>)"
                     R"(<regiment id="f2" stands="6" front="42,40" facing="0"/>)"));
    refused(battle(kRootAttrs, kBrigade, kUnit,
                   "  <terrain>\n    <area type=\"river\" points=\"32,40.5 40,40.5 40,45 32,45\"/>\n"
                   "  </terrain>\n"),
            "bad.xml:5: unit 'f1' stands in impassable river (line 14)");
    // 8 dismounted stands: 6 on the table in open order, 11" wide (30.5-41.5).
    loaded(withUnits(R"(<regiment id="f1" arm="cavalry" stands="8" formation="dismounted" front="36,40" facing="0"/>)"
                     R"(<regiment id="f2" stands="2" front="43,40" facing="0"/>)"));
    refused(withUnits(R"(<regiment id="f1" arm="cavalry" stands="8" formation="dismounted" front="36,40" facing="0"/>)"
                      R"(<regiment id="f2" stands="2" front="42.4,40" facing="0"/>)"),
            "bad.xml:5: unit 'f2' overlaps unit 'f1' (line 5)");
}

TEST_CASE("FG-D-49 friendly edges: as named; else the opposite of the other side's; else the "
          "long edge nearer the side's units; never the same for both") {
    auto edges = [](const full::Battle& b) {
        return std::pair{data::friendlyEdge(b, core::Side::Federal),
                         data::friendlyEdge(b, core::Side::Confederate)};
    };
    CHECK(edges(loaded(battle(kRootAttrs + R"( edge-federal="east" edge-confederate="west")"))) ==
          std::pair{TableEdge::East, TableEdge::West});
    full::Battle one = loaded(battle(kRootAttrs + R"( edge-confederate="east")"));
    CHECK(one.map.edges[0] == std::nullopt); // the file names only what it names
    CHECK(edges(one) == std::pair{TableEdge::West, TableEdge::East});
    // The Federals stand at y 40, the Confederates at y 8.
    CHECK(edges(loaded(battle())) == std::pair{TableEdge::South, TableEdge::North});
    // Swap them: the Federals' units nearer the north edge.
    std::string swapped = battle();
    swapped.replace(swapped.find("36,40"), 5, "36,20");
    swapped.replace(swapped.find("36,8\" facing=\"180\""), 4, "36,30");
    CHECK(edges(loaded(swapped)) == std::pair{TableEdge::North, TableEdge::South});
    refused(battle(kRootAttrs + R"( edge-federal="north" edge-confederate="north")"),
            "bad.xml:2: both sides have the north edge as their friendly edge");
    refused(battle(kRootAttrs + R"( edge-federal="up")"),
            "bad.xml:2: 'edge-federal' must be north, south, east or west, not 'up'");
}

TEST_CASE("FG-SEQ-1 the first side and the turn limit") {
    CHECK(loaded(battle(R"(rules="full" name="T" year="1863" first="confederate")")).turnLimit ==
          0); // none
    CHECK(loaded(battle(R"(rules="full" name="T" year="1863" first="confederate")")).firstSide ==
          core::Side::Confederate);
    refused(battle(R"(rules="full" name="T" year="1863" first="federal" turns="0")"),
            "bad.xml:2: 'turns' is 0; it must be from 1 to 99");
    refused(battle(R"(rules="full" name="T" year="1863")"),
            "bad.xml:2: <battle> is missing the attribute 'first'");
    refused(battle(R"(rules="full" name="T" year="1863" first="union")"),
            "bad.xml:2: 'first' must be federal or confederate, not 'union'");
}

TEST_CASE("format errors: each refused at its line in a sentence") {
    refused(battle(R"(name="T" year="1863" first="federal")"),
            "bad.xml:2: a battle of the full game says so with rules=\"full\" (without it, a "
            "battle is Longstreet Lite's)");
    refused(battle(R"(rules="full" units="BW" name="T" year="1863" first="federal")"),
            "bad.xml:2: 'units' is BW, but a battle of the full game measures in inches "
            "(units=\"inch\")");
    refused(battle(kRootAttrs + R"( colour="blue")"),
            "bad.xml:2: <battle> has an unknown attribute 'colour'");
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,40" facing="0" size="big"/>)"),
            "bad.xml:5: <regiment> has an unknown attribute 'size'");
    refused(withUnits(R"(<company id="f1"/>)"),
            "bad.xml:5: unknown element <company> in a <brigade> (expected <regiment>, "
            "<battery> or <screen>)");
    refused(withUnits(R"(<regiment id="c1" stands="6" front="36,40" facing="0"/>)"),
            "bad.xml:10: id 'c1' is used twice (first at line 5)");
    refused(withUnits(R"(<regiment id="archer" stands="6" front="36,40" facing="0"/>)"),
            "bad.xml:9: id 'archer' is used twice (first at line 5)");
    refused(withUnits(R"(<regiment id="f 1" stands="6" front="36,40" facing="0"/>)"),
            "bad.xml:5: id 'f 1' may hold only letters, digits, '-' and '_'");
    refused(withUnits(""), "bad.xml:4: brigade 'iron' has no regiment or battery (FG-ORG-1)");
    refused(withUnits(R"(<regiment id="f1" stands="6" front="36,40 1,1" facing="0"/>)"),
            "bad.xml:5: 'front' is one point x,y, not 2 points");
    refused(battle(kRootAttrs, kBrigade, kUnit, "  <force side=\"federal\"/>\n"),
            "bad.xml:13: <force> is for a battle of Longstreet Lite; a battle of the full game "
            "gives each side's order of battle in a <side>");
    refused(battle(kRootAttrs, kBrigade, kUnit, "  <army/>\n"),
            "bad.xml:13: unknown element <army> (expected <description>, <terrain>, "
            "<deployment> or <side>)");
    refused(battle(kRootAttrs, kBrigade, kUnit, "  <side name=\"federal\"/>\n"),
            "bad.xml:13: a second <side name=\"federal\"> (the first is at line 3)");
    // A side with no brigade, and a side missing.
    std::string noBrigade = battle(kRootAttrs, kBrigade, kUnit, "", "<side name=\"federal\"/>");
    noBrigade.erase(noBrigade.find("    <brigade id=\"iron\""),
                    noBrigade.find("  </side>") + 10 - noBrigade.find("    <brigade id=\"iron\""));
    refused(noBrigade, "bad.xml:3: the Federal side has no brigade (FG-ORG-1)");
    std::string noSide = battle();
    noSide.erase(noSide.find("  <side name=\"federal\""),
                 noSide.find("  <side name=\"confederate\"") - noSide.find("  <side name=\"federal\""));
    refused(noSide, "bad.xml:2: the Federal side has no <side name=\"federal\"> (FG-ORG-1)");
    refused(battle(kRootAttrs, kBrigade, kUnit,
                   "  <terrain>\n    <area type=\"swamp\" points=\"1,1 4,1 4,4\"/>\n  </terrain>\n"),
            "bad.xml:14: unknown terrain type 'swamp' (known: woods, cornfield, orchard, rough, "
            "farmstead, hill, river, stream, fence, wall, earthworks, sunken-road, road)");
    refused(battle(kRootAttrs, kBrigade, kUnit,
                   "  <terrain>\n    <area type=\"woods\" points=\"70,1 75,1 75,5\"/>\n  </terrain>\n"),
            "bad.xml:14: a point of this feature lies off the 72 x 48\" table");
}

TEST_CASE("battleRulesOf tells a battle file's ruleset from its root alone") {
    CHECK(data::battleRulesOf(battle()) == "full");
    CHECK(data::battleRulesOf("<battle name=\"x\"><force/></battle>") == "lite");
    CHECK(data::battleRulesOf("<battle rules=\"chess\"/>") == "chess");
    CHECK(data::battleRulesOf("<save/>").empty());
    CHECK(data::battleRulesOf("not xml <").empty());
    CHECK(data::battleRulesOf("<battle").empty());
    CHECK(data::battleRulesOf("").empty());
    // Only the start tag is read: what comes after it may be broken.
    CHECK(data::battleRulesOf("\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- a > comment -->\n"
                              "<!DOCTYPE battle>\n<battle name=\"a > b\" rules='full'><side>") ==
          "full");
    CHECK(data::battleRulesOf("<battle rules=\"full\"/>") == "full");
    CHECK(data::battleRulesOf("<?xml version=\"1.0\"?><!-- never closed").empty());
    Problems p;
    CHECK(data::battleFileRules(kRoot + "/maps/cornfield.xml", p) == "lite");
    CHECK(data::battleFileRules(kRoot + "/tests/data/full/full_battle.xml", p) == "full");
    CHECK(p.empty());
    CHECK(data::battleFileRules(kRoot + "/no/such/file.xml", p).empty());
    CHECK_FALSE(p.empty());
}

TEST_CASE("a refused battle leaves the battle it would fill as it was, and a file is read from "
          "its path") {
    full::Battle b;
    Problems p;
    CHECK_FALSE(data::loadFullBattle(kRoot + "/no/such/file.xml", types(), b, p));
    CHECK_FALSE(p.empty());
    CHECK(b.units.empty());
}

// [SECTION] the shipped battles and the broken files

namespace {

std::vector<std::string> xmlFiles(const std::string& dir, const std::string& prefix = "") {
    std::vector<std::string> out;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().extension() == ".xml" && e.path().filename().string().rfind(prefix, 0) == 0)
            out.push_back(e.path().string());
    std::sort(out.begin(), out.end());
    return out;
}

struct Count {
    int units = 0, stands = 0, batteries = 0, cavalry = 0, screens = 0, openOrder = 0;
    int repeaters = 0, breechloaders = 0, brigades = 0;
};

Count countOf(const full::Battle& b, core::Side side) {
    Count c;
    for (const full::BrigadeSetup& br : b.brigades)
        c.brigades += br.side == side;
    for (const full::UnitSetup& u : b.units) {
        if (b.brigades[static_cast<std::size_t>(u.brigade)].side != side) continue;
        ++c.units;
        c.stands += u.stands;
        c.batteries += u.arm == full::Arm::Artillery;
        c.cavalry += u.arm == full::Arm::Cavalry;
        c.screens += u.screen();
        c.openOrder += u.formation == full::Formation::OpenOrder && !u.screen();
        c.repeaters += u.arm != full::Arm::Artillery && u.weapon == full::Weapon::Repeater;
        c.breechloaders += u.arm != full::Arm::Artillery && u.weapon == full::Weapon::Breechloader;
    }
    return c;
}

} // namespace

TEST_CASE("the shipped battles of the full game (maps/full/) load with no problem, and each is "
          "the battle docs/formats.md says it is") {
    const std::vector<std::string> files = xmlFiles(kRoot + "/maps/full");
    REQUIRE(files.size() == 3);
    for (const std::string& f : files) {
        CAPTURE(f);
        full::Battle b;
        Problems p;
        CHECK_MESSAGE(data::loadFullBattle(f, types(), b, p), p.str());
        CHECK(p.empty());
        CHECK(data::battleFileRules(f, p) == "full");
        CHECK(b.turnLimit >= 8);
        CHECK(b.turnLimit <= 12);
        CHECK(b.map.zones.size() == 2);
        CHECK(b.map.edges[0].has_value());
        CHECK(b.map.edges[1].has_value());
    }
    auto load = [](const std::string& name) {
        full::Battle b;
        Problems p;
        REQUIRE_MESSAGE(data::loadFullBattle(kRoot + "/maps/full/" + name, types(), b, p),
                        p.str());
        return b;
    };
    SUBCASE("small, 1861: one green brigade a side with smoothbores") {
        full::Battle b = load("matthews_hill.xml");
        CHECK(b.map.year == 1861);
        for (core::Side s : {core::Side::Federal, core::Side::Confederate}) {
            CHECK(countOf(b, s).brigades == 1);
            CHECK(countOf(b, s).batteries >= 1);
        }
        int smoothbores = 0;
        for (const full::UnitSetup& u : b.units) {
            CHECK(u.experience == full::Experience::Green);
            smoothbores += u.arm != full::Arm::Artillery && u.weapon == full::Weapon::Smoothbore;
        }
        CHECK(smoothbores >= 3);
        CHECK(countOf(b, core::Side::Federal).stands == 43); // docs/formats.md's table
        CHECK(countOf(b, core::Side::Confederate).stands == 17);
    }
    SUBCASE("medium, 1863: two Federal brigades of dismounted troopers with breechloaders, a "
            "battery and a mounted regiment; three Confederate brigades") {
        full::Battle b = load("mcphersons_ridge.xml");
        CHECK(b.map.year == 1863);
        const Count f = countOf(b, core::Side::Federal), c = countOf(b, core::Side::Confederate);
        CHECK(f.brigades == 2);
        CHECK(c.brigades == 3); // Brockenbrough's in support: the map's comment says why
        CHECK(f.batteries >= 1);
        CHECK(c.batteries >= 2);
        CHECK(f.breechloaders >= 4);
        int dismounted = 0, mounted = 0;
        for (const full::UnitSetup& u : b.units) {
            dismounted += u.formation == full::Formation::Dismounted;
            mounted += u.formation == full::Formation::Mounted;
        }
        CHECK(dismounted >= 4);
        CHECK(mounted >= 1);
        CHECK(b.sides[0].divisionCommander);
        CHECK(b.sides[1].divisionCommander);
        CHECK(f.stands == 39);
        CHECK(c.stands == 60);
    }
    SUBCASE("large, 1864: a division a side with its commander, three or more batteries, "
            "cavalry, earthworks, open order and repeaters") {
        full::Battle b = load("franklin.xml");
        CHECK(b.map.year == 1864);
        const Count f = countOf(b, core::Side::Federal), c = countOf(b, core::Side::Confederate);
        CHECK(f.brigades >= 3);
        CHECK(c.brigades >= 3);
        CHECK(b.sides[0].divisionCommander);
        CHECK(b.sides[1].divisionCommander);
        CHECK(f.batteries + c.batteries >= 3);
        CHECK(f.cavalry + c.cavalry >= 1);
        CHECK(f.repeaters + c.repeaters >= 1);
        CHECK(f.openOrder + c.openOrder >= 1);
        int earthworks = 0;
        for (const core::TerrainFeature& fe : b.map.features)
            earthworks += b.map.kinds[static_cast<std::size_t>(fe.type)].id == "earthworks";
        CHECK(earthworks >= 1);
        CHECK(f.stands == 84);
        CHECK(c.stands == 74);
    }
}

TEST_CASE("the shipped battles of the full game load with the shipped terrain types, "
          "assets/full/terrain.xml, as they do with the fixtures' (the same ids and kinds)") {
    std::vector<full::TerrainRules> shipped;
    Problems p;
    REQUIRE_MESSAGE(data::loadFullTerrain(kRoot + "/assets/full/terrain.xml", shipped, p),
                    p.str());
    for (const std::string& f : xmlFiles(kRoot + "/maps/full")) {
        CAPTURE(f);
        full::Battle withAssets, withFixtures;
        Problems pa, pf;
        CHECK_MESSAGE(data::loadFullBattle(f, shipped, withAssets, pa), pa.str());
        REQUIRE(data::loadFullBattle(f, types(), withFixtures, pf));
        REQUIRE(withAssets.map.features.size() == withFixtures.map.features.size());
        for (std::size_t i = 0; i < withAssets.map.features.size(); ++i)
            CHECK(withAssets.map.kinds[withAssets.map.features[i].type].id ==
                  withFixtures.map.kinds[withFixtures.map.features[i].type].id);
        CHECK(withAssets.units.size() == withFixtures.units.size());
    }
}

TEST_CASE("the example of docs/formats.md and the fuzz target's seeds load with no problem") {
    std::ifstream in(kRoot + "/docs/formats.md");
    std::stringstream doc;
    doc << in.rdbuf();
    const std::string text = doc.str();
    const std::size_t section = text.find("## maps/full/*.xml: battles of the full game");
    REQUIRE(section != std::string::npos);
    const std::size_t start = text.find("```xml\n", section);
    REQUIRE(start != std::string::npos);
    const std::size_t end = text.find("```", start + 7);
    REQUIRE(end != std::string::npos);
    full::Battle b = loaded(text.substr(start + 7, end - start - 7));
    CHECK(b.brigades.size() == 2);
    CHECK(b.brigades[1].attached == 2);
    CHECK(b.units[2].id == "13al");
    CHECK(b.units[3].screen());
    for (const std::string& f : xmlFiles(kRoot + "/tests/fuzz/seeds/full_battle")) {
        CAPTURE(f);
        full::Battle seed;
        Problems p;
        CHECK_MESSAGE(data::loadFullBattle(f, types(), seed, p), p.str());
    }
}

TEST_CASE("broken files: each tests/data/broken/full_oob_*.xml is refused with its one "
          "`file:line: sentence`") {
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"full_oob_edges.xml", "3: both sides have the south edge as their friendly edge"},
        {"full_oob_no_side.xml",
         "3: the Confederate side has no <side name=\"confederate\"> (FG-ORG-1)"},
        {"full_oob_overlap.xml", "7: unit 'f2' overlaps unit 'f1' (line 6)"},
        {"full_oob_screen_parent.xml",
         "10: screen 'f1-s': its parent 'f1' is not a regiment of brigade 'cutler' (FG-ORG-4)"},
        {"full_oob_stands.xml", "6: an infantry regiment has 2 to 12 stands, not 14 (FG-ORG-2)"},
    };
    const std::string dir = kRoot + "/tests/data/broken";
    std::vector<std::string> listed;
    for (const auto& [file, problem] : expected) {
        const std::string name = file; // clang 14 cannot CAPTURE a structured binding
        CAPTURE(name);
        listed.push_back(dir + "/" + name);
        full::Battle b;
        Problems p;
        CHECK_FALSE(data::loadFullBattle(dir + "/" + name, types(), b, p));
        REQUIRE_MESSAGE(p.size() == 1, p.str());
        CHECK(p.list[0].str() == dir + "/" + name + ":" + problem);
    }
    // Every broken file of the full game's order of battle is in the list above.
    CHECK(xmlFiles(dir, "full_oob_") == listed);
}

TEST_CASE("FG-ORG-1 FG-CMD-5 FG-D-36 a battle being built: read for the editor with what the "
          "reader refuses left to its problems list, each problem with its unit and line") {
    // A Federal brigade with no brigadier named and a regiment far from him,
    // an empty Federal brigade, and two Confederate regiments overlapping.
    const std::string text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<battle rules=\"full\" name=\"Built\" year=\"1863\" first=\"federal\">\n"
        "  <side name=\"federal\">\n"
        "    <brigade id=\"iron\" at=\"30,44\">\n"
        "      <regiment id=\"f1\" stands=\"6\" front=\"36,40\" facing=\"0\"/>\n"
        "      <regiment id=\"f2\" stands=\"4\" front=\"60,40\" facing=\"0\"/>\n"
        "    </brigade>\n"
        "    <brigade id=\"empty\" brigadier=\"Nobody Yet\" at=\"10,44\"/>\n"
        "  </side>\n"
        "  <side name=\"confederate\">\n"
        "    <brigade id=\"archer\" brigadier=\"James Archer\" at=\"30,4\">\n"
        "      <regiment id=\"c1\" stands=\"6\" front=\"36,8\" facing=\"180\"/>\n"
        "      <regiment id=\"c2\" stands=\"6\" front=\"37,8\" facing=\"180\"/>\n"
        "    </brigade>\n"
        "  </side>\n"
        "</battle>\n";
    full::Battle b;
    Problems p;
    CHECK_FALSE(data::parseFullBattle(text, kBad, types(), b, p)); // to play: refused
    p = Problems();
    REQUIRE_MESSAGE(data::parseFullBattle(text, kBad, types(), b, p, true), p.str());
    auto has = [](const std::vector<data::BattleIssue>& issues, const std::string& message,
                  data::BattleIssue::Level level, int line) {
        for (const data::BattleIssue& i : issues)
            if (i.message == message) {
                CHECK(i.level == level);
                CHECK(i.line == line);
                return true;
            }
        return false;
    };
    using L = data::BattleIssue::Level;
    std::vector<data::BattleIssue> issues = data::findFullBattleIssues(b);
    std::string all;
    for (const data::BattleIssue& i : issues)
        all += i.message + "\n";
    INFO(all);
    CHECK(has(issues, "brigade 'iron' has no brigadier (FG-ORG-1)", L::Error, 4));
    CHECK(has(issues, "brigade 'empty' has no regiment or battery (FG-ORG-1)", L::Error, 8));
    CHECK(has(issues, "unit 'c2' overlaps unit 'c1' (line 12)", L::Error, 13));
    // Out of command is measured once the errors are gone: the rules' own
    // measure (FG-CMD-1) needs a battle that could be played.
    CHECK(std::none_of(issues.begin(), issues.end(), [](const data::BattleIssue& i) {
        return i.message.find("out of command") != std::string::npos;
    }));
    b.brigades[0].brigadier = "Solomon Meredith";
    full::UnitSetup reserve = b.units[0]; // the empty brigade's regiment, beside its brigadier
    reserve.id = "f3";
    reserve.brigade = 1;
    reserve.front = {10, 42};
    b.units.push_back(reserve);
    b.units[3].front = {24, 8};
    issues = data::findFullBattleIssues(b);
    all.clear();
    for (const data::BattleIssue& i : issues)
        all += i.message + "\n";
    INFO(all);
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].level == L::Warning);
    CHECK(issues[0].unit == 1);
    CHECK(issues[0].message.find("unit 'f2' starts out of communication with Solomon Meredith") ==
          0);
    b.units[1].front = {50, 40}; // 12-24": out of command
    issues = data::findFullBattleIssues(b);
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].message.find("unit 'f2' starts out of command of Solomon Meredith") == 0);
    CHECK(issues[0].message.find("(FG-CMD-5)") != std::string::npos);
    // Back near him, in command: no problem at all.
    b.units[1].front = {44, 40};
    b.brigades[0].leader = {40, 44};
    issues = data::findFullBattleIssues(b);
    CHECK_MESSAGE(issues.empty(), issues.front().message);
    // Written and read back to play, it loads.
    full::Battle again;
    CHECK_MESSAGE(data::parseFullBattle(data::fullBattleToText(b), kBad, types(), again, p),
                  p.str());
}
