// The battle file names its rules (issue 20): rules="lite|full" and the unit
// of length that follows from it, each side's friendly table edge, hill
// levels, and terrain types whose look is apart from Lite's rule
// properties. Every file that loaded before still loads the same; a battle
// of the full game is read for its map and refused when a game would start;
// saves written before still replay to the same hashes.
#include "../library.h"
#include "data/battle_file.h"
#include "data/save_file.h"
#include "data/terrain_file.h"
#include "lite/state.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

using namespace guidon;
using core::TableEdge;
using data::Problems;
using test::kRoot;
using test::library;

namespace {

const std::string kBad = "bad.xml";

// A Lite battle with one unit a side; `root` is the <battle> element's
// attributes, `body` what comes before the forces (line 2 is <battle>).
std::string liteXml(const std::string& root, const std::string& body = "") {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<battle " +
           root + ">\n" + body +
           "  <force side=\"federal\">\n"
           "    <unit id=\"f1\" type=\"infantry\" bases=\"4\" files=\"4\" x=\"10\" y=\"26\" "
           "facing=\"0\"/>\n"
           "  </force>\n"
           "  <force side=\"confederate\">\n"
           "    <unit id=\"c1\" type=\"infantry\" bases=\"4\" files=\"4\" x=\"10\" y=\"6\" "
           "facing=\"180\"/>\n"
           "  </force>\n"
           "</battle>\n";
}
const std::string kLiteRoot = R"(name="Test" year="1862" first="confederate")";

// A battle of the full game: its map only (line 2 is <battle>).
std::string fullXml(const std::string& root, const std::string& body = "") {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<battle rules=\"full\" " + root + ">\n" +
           body + "</battle>\n";
}
const std::string kFullRoot = R"(name="Full" year="1863" first="confederate")";

bool parse(const std::string& text, lite::Battle& out, Problems& p) {
    bool ok = data::parseBattle(text, kBad, library().terrain, out, p, false, &library().cards);
    CHECK(ok == p.empty());
    return ok;
}

// The one problem of `text`: at `line`, saying `words`.
void refused(const std::string& text, int line, const std::string& words) {
    lite::Battle b;
    Problems p;
    CHECK_FALSE(parse(text, b, p));
    INFO(p.str());
    REQUIRE(p.size() == 1);
    CHECK(p.list[0].file == kBad);
    CHECK(p.list[0].line == line);
    CHECK(p.list[0].message.find(words) != std::string::npos);
}

lite::Battle loaded(const std::string& text) {
    lite::Battle b;
    Problems p;
    REQUIRE_MESSAGE(parse(text, b, p), p.str());
    return b;
}

std::string fullBattlePath() {
    return kRoot + "/tests/data/full/full_battle.xml";
}

} // namespace

TEST_CASE(
    "battle rules: absent is lite; lite and full are read; another id is refused at its line") {
    CHECK(loaded(liteXml(kLiteRoot)).rules == "lite");
    CHECK(loaded(liteXml("rules=\"lite\" " + kLiteRoot)).rules == "lite");
    CHECK(loaded(fullXml(kFullRoot)).rules == "full");
    refused(liteXml("rules=\"chess\" " + kLiteRoot), 2,
            "'rules' must be lite or full, not 'chess'");
    // Each names itself to the rest of the program.
    REQUIRE(data::rulesetNamed("lite"));
    CHECK(data::rulesetNamed("lite")->playable);
    REQUIRE(data::rulesetNamed("full"));
    CHECK(data::rulesetNamed("full")->name == "the full game");
    CHECK(data::rulesetNamed("chess") == nullptr);
}

TEST_CASE("battle units: BW for lite, inch for full, follows from the rules; a mismatch is refused "
          "at its line") {
    CHECK(loaded(liteXml("units=\"BW\" " + kLiteRoot)).rules == "lite");
    CHECK(loaded(fullXml("units=\"inch\" " + kFullRoot)).rules == "full");
    refused(liteXml("units=\"inch\" " + kLiteRoot), 2,
            "'units' is inch, but a battle of Longstreet Lite measures in base widths "
            "(units=\"BW\")");
    refused(fullXml("units=\"BW\" " + kFullRoot), 2,
            "'units' is BW, but a battle of the full game measures in inches (units=\"inch\")");
    refused(liteXml("units=\"cm\" " + kLiteRoot), 2, "'units' must be BW or inch, not 'cm'");
}

TEST_CASE("FG-SCALE-1 a battle of the full game is a 72 x 48 inch table unless it sets its own, "
          "and says inches when a feature leaves it") {
    lite::Battle b = loaded(fullXml(kFullRoot));
    CHECK(b.width == 72.0);
    CHECK(b.height == 48.0);
    CHECK(loaded(fullXml("width=\"60\" height=\"40\" " + kFullRoot)).width == 60.0);
    refused(fullXml(kFullRoot, "  <terrain>\n    <area type=\"woods\" points=\"70,1 75,1 75,5\"/>\n"
                               "  </terrain>\n"),
            4, "lies off the 72 x 48\" table");
    // Lite's default is as before (LL-UNIT-5), in BW.
    CHECK(loaded(liteXml(kLiteRoot)).width == 48.0);
    refused(liteXml(kLiteRoot, "  <terrain>\n    <area type=\"woods\" points=\"40,1 50,1 50,5\"/>\n"
                               "  </terrain>\n"),
            4, "lies off the 48 x 32 BW table");
}

TEST_CASE("friendly edges: edge-federal and edge-confederate are read; a bad one, the same edge "
          "twice or one on a pick-up scenario is refused at its line") {
    lite::Battle b =
        loaded(fullXml("edge-federal=\"east\" edge-confederate=\"west\" " + kFullRoot));
    CHECK(b.edges[0] == TableEdge::East);
    CHECK(b.edges[1] == TableEdge::West);
    CHECK(data::friendlyEdge(b, core::Side::Federal) == TableEdge::East);
    CHECK(data::friendlyEdge(b, core::Side::Confederate) == TableEdge::West);
    CHECK(loaded(liteXml("edge-federal=\"south\" " + kLiteRoot)).edges[0] == TableEdge::South);
    refused(fullXml("edge-federal=\"up\" " + kFullRoot), 2,
            "'edge-federal' must be north, south, east or west, not 'up'");
    refused(fullXml("edge-federal=\"north\" edge-confederate=\"north\" " + kFullRoot), 2,
            "both sides have the north edge as their friendly edge");
    refused(liteXml(R"(name="P" year="1862" edge-confederate="north")", "  <pickup/>\n"), 2,
            "a pick-up scenario's edges are chosen as it is set up");
}

TEST_CASE("FG-SCALE-3 FG-D-49 friendly edges left out: the other side's opposite, else the long "
          "edge behind each side's zones or units") {
    auto edges = [](const lite::Battle& b) {
        return std::pair{data::friendlyEdge(b, core::Side::Federal),
                         data::friendlyEdge(b, core::Side::Confederate)};
    };
    // One named: the other side has the opposite edge.
    CHECK(edges(loaded(fullXml("edge-confederate=\"east\" " + kFullRoot))) ==
          std::pair{TableEdge::West, TableEdge::East});
    // Behind the deployment zones: Federals in the north third here.
    std::string zones = "  <deployment side=\"federal\" points=\"0,0 72,0 72,12 0,12\"/>\n"
                        "  <deployment side=\"confederate\" points=\"0,36 72,36 72,48 0,48\"/>\n";
    CHECK(edges(loaded(fullXml(kFullRoot, zones))) ==
          std::pair{TableEdge::North, TableEdge::South});
    // Only one side's zone: it has the long edge nearer it, the other the opposite.
    CHECK(edges(loaded(fullXml(kFullRoot, "  <deployment side=\"confederate\" points=\"0,36 72,36 "
                                          "72,48 0,48\"/>\n"))) ==
          std::pair{TableEdge::North, TableEdge::South});
    // No zones: by the units' fronts (a Lite map: f1 at y 26, c1 at y 6).
    CHECK(edges(loaded(liteXml(kLiteRoot))) == std::pair{TableEdge::South, TableEdge::North});
    // Nothing to go by: Federals south, Confederates north; on a table
    // deeper than wide the long edges are east and west.
    CHECK(edges(loaded(fullXml(kFullRoot))) == std::pair{TableEdge::South, TableEdge::North});
    CHECK(edges(loaded(fullXml("width=\"30\" height=\"60\" " + kFullRoot))) ==
          std::pair{TableEdge::East, TableEdge::West});
    // A pick-up scenario that fixes the north edge.
    CHECK(edges(loaded(liteXml(R"(name="P" year="1862")", "  <pickup north=\"federal\"/>\n"))) ==
          std::pair{TableEdge::North, TableEdge::South});
    // Every shipped map has two different edges.
    for (const auto& e : std::filesystem::directory_iterator(kRoot + "/maps")) {
        if (e.path().extension() != ".xml") continue;
        CAPTURE(e.path().string());
        lite::Battle b;
        Problems p;
        REQUIRE_MESSAGE(data::loadBattle(e.path().string(), library().terrain, b, p), p.str());
        CHECK(data::friendlyEdge(b, core::Side::Federal) !=
              data::friendlyEdge(b, core::Side::Confederate));
    }
}

TEST_CASE("FG-LOS-2 hill levels: 1 unless given, a stacked hill's level read; a bad level or one "
          "on an area is refused at its line") {
    std::string hills =
        "  <terrain>\n"
        "    <hill points=\"20,2 44,2 44,14 20,14\" crest=\"22,8 42,8\"/>\n"
        "    <hill level=\"2\" points=\"28,4 36,4 36,10 28,10\" crest=\"29,7 35,7\"/>\n"
        "  </terrain>\n";
    lite::Battle b = loaded(fullXml(kFullRoot, hills));
    REQUIRE(b.features.size() == 2);
    CHECK(b.features[0].level == 1);
    CHECK(b.features[1].level == 2);
    // A Lite map may give them too; Lite's rules read only the crest.
    CHECK(loaded(liteXml(kLiteRoot, hills)).features[1].level == 2);
    refused(fullXml(kFullRoot, "  <terrain>\n    <hill level=\"0\" points=\"20,2 44,2 44,14 "
                               "20,14\" crest=\"22,8 42,8\"/>\n  </terrain>\n"),
            4, "'level' is 0; it must be from 1 to 9");
    refused(fullXml(kFullRoot, "  <terrain>\n    <area type=\"woods\" level=\"2\" points=\"4,4 "
                               "16,4 16,12\"/>\n  </terrain>\n"),
            4, "only a <hill> has a level");
}

TEST_CASE("a battle of the full game: its map is read, its <force>, <hand> and <pickup> are "
          "refused at their lines") {
    lite::Battle b;
    Problems p;
    REQUIRE_MESSAGE(data::loadBattle(fullBattlePath(), library().terrain, b, p), p.str());
    CHECK(b.rules == "full");
    CHECK(b.name == "Seminary Ridge");
    CHECK(b.width == 72.0);
    CHECK(b.features.size() == 4);
    CHECK(b.zones.size() == 2);
    CHECK(b.units.empty()); // no "side has no units": the full game's forces are not read yet
    CHECK(b.edges[0] == TableEdge::South);
    refused(fullXml(kFullRoot, "  <force side=\"federal\"/>\n"), 3,
            "this version cannot read the units of a battle of the full game yet");
    refused(fullXml(kFullRoot, "  <hand side=\"federal\" cards=\"quickstep\"/>\n"), 3,
            "<hand> is for a battle of Longstreet Lite, not of the full game");
    refused(fullXml(kFullRoot, "  <pickup/>\n"), 3,
            "<pickup> is for a battle of Longstreet Lite, not of the full game");
}

TEST_CASE("a battle of the full game starts by its own reader; a map without its order of battle "
          "is refused at its line") {
    sim::Session s;
    Problems p;
    CHECK_FALSE(s.start(library(), fullBattlePath(), 1, {}, p));
    REQUIRE(p.size() == 2);
    CHECK(p.list[0].message == "the Federal side has no <side name=\"federal\"> (FG-ORG-1)");
    // Nor from a save's copy of it.
    std::string text;
    REQUIRE(data::readTextFile(fullBattlePath(), text, p));
    data::SaveGame save;
    save.battle = "gone.xml";
    save.embedded = data::embedBattle(text, "copy.xml", p);
    REQUIRE(save.embedded);
    Problems q;
    CHECK_FALSE(s.startFromCopy(library(), save, q));
    REQUIRE(q.size() == 2);
    CHECK(q.list[0].file == "copy.xml");
    // A shipped battle of the full game starts, and so does a save's copy of it.
    Problems r;
    const std::string shipped = std::string(GUIDON_SOURCE_ROOT) + "/maps/full/matthews_hill.xml";
    REQUIRE(s.start(library(), shipped, 1, {}, r));
    CHECK(s.game().ruleset().id == "full");
    CHECK(s.map().name == "Matthews Hill");
    std::string shippedText;
    REQUIRE(data::readTextFile(shipped, shippedText, r));
    data::SaveGame copy;
    copy.battle = "gone.xml";
    copy.seed = 1;
    copy.embedded = data::embedBattle(shippedText, "copy.xml", r);
    sim::Session fromCopy;
    REQUIRE(fromCopy.startFromCopy(library(), copy, r));
    CHECK(fromCopy.game().hash() == s.game().hash());
}

TEST_CASE(
    "battle writing: rules, friendly edges and hill levels round-trip; a Lite map writes none "
    "of them") {
    lite::Battle b;
    Problems p;
    REQUIRE_MESSAGE(data::loadBattle(fullBattlePath(), library().terrain, b, p), p.str());
    std::string text = data::battleToText(b);
    CHECK(text.find("rules=\"full\"") != std::string::npos);
    CHECK(text.find("edge-federal=\"south\"") != std::string::npos);
    CHECK(text.find("level=\"2\"") != std::string::npos);
    lite::Battle again = loaded(text);
    CHECK(again.rules == b.rules);
    CHECK(again.width == b.width);
    CHECK(again.height == b.height);
    CHECK(again.edges == b.edges);
    REQUIRE(again.features.size() == b.features.size());
    for (std::size_t i = 0; i < b.features.size(); ++i)
        CHECK(again.features[i].level == b.features[i].level);
    CHECK(data::battleToText(again) == text);
    // An edge named on one side only is written so, not with the default.
    lite::Battle one = loaded(liteXml("edge-confederate=\"west\" " + kLiteRoot));
    std::string oneText = data::battleToText(one);
    CHECK(oneText.find("edge-confederate=\"west\"") != std::string::npos);
    CHECK(oneText.find("edge-federal") == std::string::npos);
    CHECK(loaded(oneText).edges == one.edges);
    // A Lite battle as before: no rules, units, edges or levels.
    std::string lite = data::battleToText(loaded(liteXml(kLiteRoot)));
    for (const char* attr : {"rules=", "units=", "edge-", "level="})
        CHECK(lite.find(attr) == std::string::npos);
}

TEST_CASE("terrain types: the look (fill, outline) is apart from Lite's rule properties") {
    std::vector<lite::TerrainType> types;
    Problems p;
    REQUIRE_MESSAGE(
        data::parseTerrainTypes(
            "<terrain-types>\n"
            "  <type id=\"woods\" cover=\"true\" fill=\"#2f5a2a\" outline=\"#1d3b1a\"/>\n"
            "  <type id=\"plain\"/>\n"
            "</terrain-types>\n",
            kBad, types, p),
        p.str());
    REQUIRE(types.size() == 2);
    CHECK(types[0].look.fill == 0x2f5a2affu);
    CHECK(types[0].look.outline == 0x1d3b1affu);
    CHECK(types[0].cover);
    core::TerrainLook plain;
    CHECK(types[1].look.fill == plain.fill);
    CHECK(types[1].look.outline == plain.outline);
    // What a map needs of a type, whatever the ruleset, is a core::TerrainKind.
    const core::TerrainKind& kind = types[0];
    CHECK(kind.id == "woods");
}

TEST_CASE("saves written before the battle named its rules: format 1 and format 2 replay to the "
          "golden hashes") {
    for (const char* name : {"golden_format1.xml", "golden_format2.xml"}) {
        CAPTURE(name);
        std::string path = kRoot + "/tests/data/saves/" + name;
        data::SaveGame save;
        Problems p;
        REQUIRE_MESSAGE(data::loadSave(path, save, p), p.str());
        CHECK(save.checkpoints.size() == 13);
        sim::Session s;
        std::string error, note;
        // Every checkpoint's hash is compared on the way.
        REQUIRE_MESSAGE(sim::replaySave(library(), save, path, s, error, &note), error);
        CHECK(note.empty()); // played on the battle file, found beside the save
        CHECK(lite::hashHex(lite::stateHash(lite::stateOf(s.game()))) == "e1d8cd48aa586746");
        if (save.embedded) {
            // And on its own copy when the file is gone.
            save.battle = "gone/nowhere.xml";
            save.battleHash = "0000000000000000";
            sim::Session t;
            REQUIRE_MESSAGE(sim::replaySave(library(), save, path, t, error, &note), error);
            CHECK(note.find("replayed on the copy") != std::string::npos);
            CHECK(lite::hashHex(lite::stateHash(lite::stateOf(t.game()))) == "e1d8cd48aa586746");
        }
    }
}

TEST_CASE("saves: the format version is written and a newer one is refused in a sentence") {
    data::SaveGame save;
    Problems p;
    REQUIRE(data::loadSave(kRoot + "/tests/data/saves/golden_format2.xml", save, p));
    std::string text = data::saveToText(save);
    CHECK(text.find("<save version=\"" + std::to_string(data::kSaveFormat) + "\"") !=
          std::string::npos);
    std::string newer = text;
    newer.replace(newer.find("version=\"2\""), 11,
                  "version=\"" + std::to_string(data::kSaveFormat + 1) + "\"");
    data::SaveGame out;
    Problems q;
    CHECK_FALSE(data::parseSave(newer, kBad, out, q));
    REQUIRE(q.size() == 1);
    CHECK(q.list[0].line == 2);
    CHECK(q.list[0].message == "this save was written by a newer Guidon (format 3)");
}

TEST_CASE("LL-SETUP-1 a pick-up battle's save from its set-up (tests/data/saves/golden_pickup.xml, "
          "guidon-cli pickup of tests/cli/pickup.script) replays to its pinned hash") {
    std::string path = kRoot + "/tests/data/saves/golden_pickup.xml";
    data::SaveGame save;
    Problems p;
    REQUIRE_MESSAGE(data::loadSave(path, save, p), p.str());
    REQUIRE(save.pickup);
    CHECK(save.battle.empty()); // the library's forces: no map
    CHECK(save.pickup->setup.size() == 19);
    CHECK(save.commands.size() == 8);
    sim::Session s;
    std::string error;
    REQUIRE_MESSAGE(sim::replaySave(library(), save, path, s, error), error);
    CHECK(core::hashHex(s.game().hash()) == "ff099d5e643921c4");
    // Written again, it is the same save.
    CHECK(data::saveToText(s.record()) == data::saveToText(save));
}
