// The full game's rule tables and terrain types (assets/full/rules.xml and
// assets/full/terrain.xml, game/data/full_tables_file.cpp): the shipped files
// load with no problem and hold exactly the sheet's numbers
// (full::sheetTables()) and FG-LOS-2's types; every kind of mistake a
// designer can make is a `file:line` sentence at the right line, made by
// changing one thing in the shipped file; mangled files never crash the
// reader; docs/full-tables.md lists every spec.
#include "data/full_tables_file.h"
#include "data/problems.h"
#include "full/tables.h"

#include "problem_checks.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace guidon;
using data::Problems;

namespace {

// [SECTION] helpers

// Where assets/ is: $GUIDON_DATA, else the source tree this test was built from.
std::string dataDir() {
    if (const char* env = std::getenv("GUIDON_DATA"); env && *env) return env;
    return GUIDON_SOURCE_ROOT;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    INFO("reading " << path);
    REQUIRE(in);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

const std::string& rulesText() {
    static const std::string text = readFile(dataDir() + "/assets/full/rules.xml");
    return text;
}
const std::string& terrainText() {
    static const std::string text = readFile(dataDir() + "/assets/full/terrain.xml");
    return text;
}

const std::string kFile = "rules.xml";

// The 1-based line of the one place `needle` occurs in `text`.
int lineOf(const std::string& text, const std::string& needle) {
    auto at = text.find(needle);
    INFO("looking for: " << needle);
    REQUIRE(at != std::string::npos);
    REQUIRE(text.find(needle, at + 1) == std::string::npos);
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + long(at), '\n'));
}

// `text` with its one `from` replaced by `to`.
std::string replaced(const std::string& text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    INFO("replacing: " << from);
    REQUIRE(at != std::string::npos);
    REQUIRE(text.find(from, at + 1) == std::string::npos);
    std::string out = text;
    out.replace(at, from.size(), to);
    return out;
}

bool contains(const std::string& s, const std::string& word) {
    return s.find(word) != std::string::npos;
}

// The problems of reading `text` as rules.xml (it must fail, leaving `out`).
Problems rulesProblems(const std::string& text) {
    Problems p;
    full::Tables out;
    out.doubleTime = -7.0;
    CHECK_FALSE(data::parseFullTables(text, kFile, out, p));
    CHECK(out.doubleTime == -7.0); // untouched
    return p;
}

Problems terrainProblems(const std::string& text) {
    Problems p;
    std::vector<full::TerrainRules> out(1);
    CHECK_FALSE(data::parseFullTerrain(text, kFile, out, p));
    CHECK(out.size() == 1); // untouched
    return p;
}

} // namespace

// Problem number `index` is at `lineNo` of kFile and its message holds every word.
#define CHECK_PROBLEM(problems, index, lineNo, ...)                                                \
    CHECK_PROBLEM_AT(problems, index, kFile, lineNo, __VA_ARGS__)

namespace {

// [SECTION] field by field

void checkBand(const full::FireBand& got, const full::FireBand& want) {
    CHECK(got.toHit == want.toHit);
    CHECK(got.dice == want.dice);
    CHECK(got.noSaves == want.noSaves);
}

void checkSame(const full::Tables& got, const full::Tables& want) {
    for (int f = 0; f < full::kFormations; ++f) {
        CAPTURE(full::nameOf(static_cast<full::Formation>(f)));
        const full::MoveRates &g = got.rates[std::size_t(f)], &w = want.rates[std::size_t(f)];
        CHECK(g.open == w.open);
        CHECK(g.woods == w.woods);
        CHECK(g.road == w.road);
        CHECK(g.obstacle == w.obstacle);
        CHECK(g.crossesObstacles == w.crossesObstacles);
    }
    CHECK(got.doubleTime == want.doubleTime);
    CHECK(got.oblique == want.oblique);
    CHECK(got.wheelLine == want.wheelLine);
    CHECK(got.wheelColumn == want.wheelColumn);
    CHECK(got.brigadierMove == want.brigadierMove);
    CHECK(got.chargeCavalry == want.chargeCavalry);
    CHECK(got.reactions.closingVolley == want.reactions.closingVolley);
    CHECK(got.reactions.opportunity == want.reactions.opportunity);
    CHECK(got.reactions.evadeZone == want.reactions.evadeZone);
    CHECK(got.reactions.flankZone == want.reactions.flankZone);
    CHECK(got.reactions.stall == want.reactions.stall);
    CHECK(got.reactions.evadeLeast == want.reactions.evadeLeast);
    CHECK(got.reactions.evadeMost == want.reactions.evadeMost);
    CHECK(got.reactions.counterLeast == want.reactions.counterLeast);
    CHECK(got.reactions.counterMost == want.reactions.counterMost);
    for (int r = 0; r < full::kRatings; ++r) {
        CAPTURE(full::nameOf(static_cast<full::Rating>(r)));
        CHECK(got.pips[std::size_t(r)].plus == want.pips[std::size_t(r)].plus);
        CHECK(got.pips[std::size_t(r)].halve == want.pips[std::size_t(r)].halve);
    }
    CHECK(got.divisionPip == want.divisionPip);
    CHECK(got.savedPips == want.savedPips);
    CHECK(got.discipline == want.discipline);
    CHECK(got.bugle == want.bugle);
    CHECK(got.courier == want.courier);
    CHECK(got.distant == want.distant);
    CHECK(got.hesitantPercent == want.hesitantPercent);
    CHECK(got.brokenPercent == want.brokenPercent);
    CHECK(got.freshPercent == want.freshPercent);
    CHECK(got.spentPercent == want.spentPercent);
    CHECK(got.brokenMove == want.brokenMove);
    CHECK(got.risk == want.risk);
    for (int w = 0; w < full::kWeapons; ++w) {
        CAPTURE(full::nameOf(static_cast<full::Weapon>(w)));
        for (int b = 0; b < 3; ++b) {
            CAPTURE(b);
            checkBand(got.weapons[std::size_t(w)].bands[std::size_t(b)],
                      want.weapons[std::size_t(w)].bands[std::size_t(b)]);
            CHECK(got.weapons[std::size_t(w)].reach[std::size_t(b)] ==
                  want.weapons[std::size_t(w)].reach[std::size_t(b)]);
        }
    }
    for (int g = 0; g < full::kGunTypes; ++g) {
        CAPTURE(full::nameOf(static_cast<full::GunType>(g)));
        CHECK(got.guns[std::size_t(g)].rifled == want.guns[std::size_t(g)].rifled);
        for (int b = 0; b < 3; ++b) {
            CAPTURE(b);
            checkBand(got.guns[std::size_t(g)].bands[std::size_t(b)],
                      want.guns[std::size_t(g)].bands[std::size_t(b)]);
            CHECK(got.guns[std::size_t(g)].reach[std::size_t(b)] ==
                  want.guns[std::size_t(g)].reach[std::size_t(b)]);
        }
    }
    checkBand(got.mounted, want.mounted);
    CHECK(got.mountedReach == want.mountedReach);
    REQUIRE(got.shock.size() == want.shock.size());
    for (std::size_t i = 0; i < want.shock.size(); ++i) {
        CAPTURE(want.shock[i].id);
        CHECK(got.shock[i].id == want.shock[i].id);
        CHECK(got.shock[i].value == want.shock[i].value);
        CHECK(got.shock[i].text == want.shock[i].text);
    }
    REQUIRE(got.outcomes.size() == want.outcomes.size());
    for (std::size_t i = 0; i < want.outcomes.size(); ++i) {
        CAPTURE(i);
        CHECK(got.outcomes[i].margin == want.outcomes[i].margin);
        CHECK(got.outcomes[i].loserHits == want.outcomes[i].loserHits);
        CHECK(got.outcomes[i].retreat == want.outcomes[i].retreat);
        CHECK(got.outcomes[i].bothHit == want.outcomes[i].bothHit);
    }
}

} // namespace

// [SECTION] the shipped files

TEST_CASE("FG-MOVE-1 FG-FIRE-2 FG-MELEE-2: assets/full/rules.xml loads cleanly and holds "
          "exactly the sheet's numbers") {
    full::Tables t;
    Problems p;
    bool ok = data::loadFullTables(dataDir() + "/assets/full/rules.xml", t, p);
    INFO(p.str());
    REQUIRE(ok);
    CHECK(p.empty());
    checkSame(t, full::sheetTables());
}

TEST_CASE("FG-LOS-2 FG-D-5 FG-D-9: assets/full/terrain.xml holds the full game's terrain types "
          "with their properties") {
    std::vector<full::TerrainRules> types;
    Problems p;
    bool ok = data::loadFullTerrain(dataDir() + "/assets/full/terrain.xml", types, p);
    INFO(p.str());
    REQUIRE(ok);
    CHECK(p.empty());
    using full::Cover;
    using full::Going;
    struct Want {
        Going going = Going::Open;
        bool open = true;
        Cover cover = Cover::None;
        bool obstacle = false, road = false, sunken = false, impassable = false;
        double sight = -1.0;
        bool blocks = false, crest = false, linear = false;
        core::TerrainPattern pattern = core::TerrainPattern::Plain;
    };
    using P = core::TerrainPattern;
    auto area = [](Going g, bool open, Cover c, double sight, P pattern) {
        Want w;
        w.going = g;
        w.open = open;
        w.cover = c;
        w.sight = sight;
        w.pattern = pattern;
        return w;
    };
    auto line = [](Cover c, bool obstacle, bool road, P pattern) {
        Want w;
        w.cover = c;
        w.obstacle = obstacle;
        w.road = road;
        w.linear = true;
        w.pattern = pattern;
        return w;
    };
    std::map<std::string, Want> want = {
        {"woods", area(Going::Woods, false, Cover::Light, 3, P::Woods)},
        {"cornfield", area(Going::Open, false, Cover::Light, 4, P::Plain)},
        {"orchard", area(Going::Open, false, Cover::Light, 6, P::Orchard)},
        {"rough", area(Going::Woods, false, Cover::None, -1, P::Rough)},
        {"farmstead", area(Going::Woods, false, Cover::Heavy, -1, P::Buildings)},
        {"stream", line(Cover::None, true, false, P::Stream)},
        {"fence", line(Cover::Light, true, false, P::Fence)},
        {"wall", line(Cover::Heavy, true, false, P::Wall)},
        {"earthworks", line(Cover::Heavy, true, false, P::Line)},
        {"road", line(Cover::None, false, true, P::Road)},
        {"sunken-road", line(Cover::Heavy, false, true, P::Road)},
    };
    want["farmstead"].blocks = true;
    want["sunken-road"].sunken = true;
    want["river"].impassable = true;
    want["river"].pattern = P::Water;
    want["lake"] = want["river"];
    want["hill"].crest = true;
    REQUIRE(types.size() == want.size());
    std::set<std::string> seen;
    for (const full::TerrainRules& t : types) {
        CAPTURE(t.id);
        REQUIRE(want.count(t.id) == 1);
        CHECK(seen.insert(t.id).second);
        const Want& w = want.at(t.id);
        CHECK(t.going == w.going);
        CHECK(t.openGround == w.open);
        CHECK(t.cover == w.cover);
        CHECK(t.obstacle == w.obstacle);
        CHECK(t.road == w.road);
        CHECK(t.sunken == w.sunken);
        CHECK(t.impassable == w.impassable);
        CHECK(t.sightLimit == w.sight);
        CHECK(t.blocksSight == w.blocks);
        CHECK(t.crest == w.crest);
        CHECK(t.linear == w.linear);
        CHECK(t.look.pattern == w.pattern);
        CHECK(!t.name.empty());
        CHECK(t.sourceLine == lineOf(terrainText(), "id=\"" + t.id + "\""));
        if (t.linear) {
            CHECK(t.defaultWidth > 0.0);
        }
    }
}

TEST_CASE("loadFullRules reads both files from the data folder, and nothing from a wrong one") {
    full::Tables t;
    t.doubleTime = -1;
    std::vector<full::TerrainRules> types;
    Problems p;
    bool ok = data::loadFullRules(dataDir(), t, types, p);
    INFO(p.str());
    REQUIRE(ok);
    CHECK(t.doubleTime == 3.0);
    CHECK(types.size() == 14);

    SUBCASE("a folder with no assets/full: one problem a file, nothing changed") {
        full::Tables u;
        u.doubleTime = -1;
        std::vector<full::TerrainRules> none;
        Problems q;
        CHECK_FALSE(data::loadFullRules(dataDir() + "/no-such-folder", u, none, q));
        REQUIRE(q.size() == 2);
        CHECK(contains(q.list[0].file, "assets/full/rules.xml"));
        CHECK(contains(q.list[1].file, "assets/full/terrain.xml"));
        CHECK(q.list[0].line == 0);
        CHECK(u.doubleTime == -1);
        CHECK(none.empty());
    }
    SUBCASE("one broken file: its path and line, and neither output is set") {
        fs::path dir = fs::path(GUIDON_BINARY_ROOT) / "full_tables_test" / "assets" / "full";
        fs::create_directories(dir);
        std::string bad = replaced(terrainText(), "sight-limit=\"3\"", "sight-limit=\"300\"");
        std::ofstream(dir / "terrain.xml", std::ios::binary) << bad;
        std::ofstream(dir / "rules.xml", std::ios::binary) << rulesText();
        full::Tables u;
        u.doubleTime = -1;
        std::vector<full::TerrainRules> none;
        Problems q;
        std::string root = (fs::path(GUIDON_BINARY_ROOT) / "full_tables_test").string();
        CHECK_FALSE(data::loadFullRules(root, u, none, q));
        INFO(q.str());
        REQUIRE(q.size() == 1);
        CHECK(q.list[0].file == root + "/assets/full/terrain.xml");
        CHECK(q.list[0].line == lineOf(bad, "sight-limit=\"300\""));
        CHECK(contains(q.str(), "terrain.xml:" + std::to_string(q.list[0].line) +
                                    ": 'sight-limit' is 300; it must lie between 0 and 48"));
        CHECK(u.doubleTime == -1);
        CHECK(none.empty());
    }
}

// [SECTION] the specs

TEST_CASE("the specs: each value once, each with its element, a meaning and a rule") {
    std::set<std::string> keys, elements;
    for (const data::TableSpec& s : data::fullTableSpecs())
        if (!*s.attribute) elements.insert(std::string(s.file) + "/" + s.element);
    for (const data::TableSpec& s : data::fullTableSpecs()) {
        std::string key = std::string(s.file) + "/" + s.element + "@" + s.attribute;
        CAPTURE(key);
        CHECK(keys.insert(key).second);
        CHECK(elements.count(std::string(s.file) + "/" + s.element) == 1);
        CHECK(std::string(s.meaning).size() > 3);
        CHECK(std::string(s.given).size() > 1);
        std::string rule = s.rule;
        CHECK((rule.rfind("FG-", 0) == 0 || rule == "look"));
        if (s.kind == data::SpecKind::Word) {
            CHECK(s.words.size() >= 2);
        }
        if (s.kind == data::SpecKind::Real || s.kind == data::SpecKind::Whole) {
            CHECK(s.lo < s.hi);
        }
    }
}

TEST_CASE("docs/full-tables.md lists every spec: element, attribute, range, default, meaning, "
          "rule") {
    std::string docs = readFile(std::string(GUIDON_SOURCE_ROOT) + "/docs/full-tables.md");
    for (const data::TableSpec& s : data::fullTableSpecs()) {
        std::string row = s.docRow();
        CAPTURE(row);
        CHECK(contains(docs, row + "\n"));
    }
}

// [SECTION] rules.xml: one mistake at a time

TEST_CASE("rules.xml: a value out of its spec's range names the range, its meaning and rule") {
    SUBCASE("a rate") {
        std::string text = replaced(rulesText(), "open=\"10\"", "open=\"30\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "open=\"30\""),
                      "'open' is 30; it must lie between 0 and 24",
                      "inches it moves across open ground", "FG-MOVE-1");
    }
    SUBCASE("a discipline number") {
        std::string text = replaced(rulesText(), "pass=\"5\"", "pass=\"7\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "pass=\"7\""), "'pass' is 7; it must be from 2 to 6",
                      "FG-DISC-1");
    }
    SUBCASE("a shock value") {
        std::string text = replaced(rulesText(), "value=\"-2\"", "value=\"-9\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "value=\"-9\""), "'value' is -9; it must be from -6 to 6");
    }
    SUBCASE("a to-hit number") {
        std::string text = replaced(rulesText(), "hit=\"5\" dice=\"1\"/>\n    </weapon>",
                                    "hit=\"1\" dice=\"1\"/>\n    </weapon>");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "hit=\"1\""), "'hit' is 1; it must be from 2 to 6",
                      "FG-FIRE-3");
    }
    SUBCASE("not a number") {
        std::string text = replaced(rulesText(), "double-time=\"3\"", "double-time=\"three\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "three"), "'double-time' must be a number, not 'three'",
                      "FG-CMD-4");
    }
    SUBCASE("a percent") {
        std::string text = replaced(rulesText(), "broken=\"50\"", "broken=\"150\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "broken=\"150\""),
                      "'broken' is 150; it must be from 1 to 100");
    }
}

TEST_CASE("rules.xml: a missing value, an unknown attribute, an unknown element, text") {
    SUBCASE("a missing value") {
        std::string text =
            replaced(rulesText(), "open=\"8\"  woods=\"5\" road=\"9\"", "open=\"8\"  road=\"9\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "assault-column"),
                      "<formation> is missing the attribute 'woods'", "FG-MOVE-1");
    }
    SUBCASE("an unknown attribute, which also leaves the value it misspells missing") {
        std::string text = replaced(rulesText(), "wheel-line=", "wheel-lien=");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 2);
        CHECK_PROBLEM(p, 0, lineOf(text, "wheel-lien"),
                      "<movement> has an unknown attribute 'wheel-lien' (it takes double-time, "
                      "oblique, wheel-line, wheel-column, brigadier, cavalry-charge)");
        CHECK_PROBLEM(p, 1, lineOf(text, "wheel-lien"),
                      "<movement> is missing the attribute 'wheel-line'");
    }
    SUBCASE("an attribute on an element that takes none") {
        std::string text = replaced(rulesText(), "<discipline>", "<discipline strict=\"yes\">");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "strict"),
                      "<discipline> has an unknown attribute 'strict' (it takes none)");
    }
    SUBCASE("an unknown element in a section") {
        std::string text =
            replaced(rulesText(), "  </rates>", "    <formaton id=\"x\"/>\n  </rates>");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "formaton"),
                      "unknown element <formaton> in <rates> (expected <formation>)");
    }
    SUBCASE("an unknown section") {
        std::string text = replaced(rulesText(), "</full-rules>", "  <weather/>\n</full-rules>");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<weather/>"), "unknown element <weather> in <full-rules>",
                      "<rates>", "<melee>");
    }
    SUBCASE("an element inside a leaf") {
        std::string text = replaced(rulesText(), "<regiment fresh=\"75\" spent=\"35\"/>",
                                    "<regiment fresh=\"75\" spent=\"35\"><x/></regiment>");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<x/>"), "unknown element <x> in <regiment>");
    }
    SUBCASE("text where only elements belong") {
        std::string text = replaced(rulesText(), "<shock>", "<shock>stray words");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "stray words"), "<shock> holds the text 'stray words'");
    }
}

TEST_CASE("rules.xml: a section missing or given twice") {
    SUBCASE("missing") {
        std::string text =
            replaced(rulesText(), "<regiment fresh=\"75\" spent=\"35\"/>", "<!-- none -->");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<full-rules>"), "<full-rules> has no <regiment> element",
                      "FG-DISC-4");
    }
    SUBCASE("twice") {
        std::string text = replaced(rulesText(), "<regiment fresh=\"75\" spent=\"35\"/>",
                                    "<regiment fresh=\"75\" spent=\"35\"/>\n  "
                                    "<regiment fresh=\"70\" spent=\"30\"/>");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "fresh=\"70\""),
                      "<regiment> is given twice (first at line " +
                          std::to_string(lineOf(text, "fresh=\"75\"")) + ")");
    }
    SUBCASE("<mounted> missing and twice") {
        std::string line = "    <mounted reach=\"6\" hit=\"4\" dice=\"1\"/>\n";
        std::string none = replaced(rulesText(), line, "");
        Problems p = rulesProblems(none);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(none, "<fire>"), "<fire> has no <mounted> element");
        std::string two =
            replaced(rulesText(), line, line + "    <mounted reach=\"7\" hit=\"4\" dice=\"1\"/>\n");
        Problems q = rulesProblems(two);
        CHECK_COUNT(q, 1);
        CHECK_PROBLEM(q, 0, lineOf(two, "reach=\"7\""), "<mounted> is given twice");
    }
}

TEST_CASE("rules.xml: each formation, rating, experience, face, weapon, profile, gun, band and "
          "shock modifier once") {
    struct Case {
        const char* name;
        std::string row;     // a whole line of the shipped file
        std::string missing; // the message when it is left out
        std::string twice;   // the message when it is given twice
        std::string parent;  // the line the missing one is reported at
    };
    std::vector<Case> cases = {
        {"formation",
         "    <formation id=\"limbered\"       open=\"8\"  woods=\"3\" road=\"12\" "
         "obstacle=\"4\"/>\n",
         "the formation 'limbered' is missing: <rates> needs one <formation> for each of line, "
         "open-order, assault-column, road-column, mounted, dismounted, limbered and unlimbered",
         "the formation 'limbered' is given twice", "<rates>"},
        {"rating", "    <pip-roll rating=\"reliable\"   plus=\"0\"/>\n",
         "the rating 'reliable' is missing: <command> needs one <pip-roll> for each of "
         "aggressive, reliable and timid",
         "the rating 'reliable' is given twice", "<command "},
        {"experience", "    <check experience=\"green\"   pass=\"5\"/>\n",
         "the experience 'green' is missing", "the experience 'green' is given twice",
         "<discipline>"},
        {"face", "    <face roll=\"5\" result=\"removed\"/>\n", "the face '5' is missing",
         "the face '5' is given twice", "<leader-risk>"},
        {"shock modifier",
         "    <modifier id=\"flank\"       value=\"2\"  text=\"Enfilade, flank or rear "
         "contact\"/>\n",
         "the shock modifier 'flank' is missing", "the shock modifier 'flank' is given twice",
         "<shock>"},
        {"gun", "    <gun id=\"howitzer\"       profile=\"smoothbore\" reach=\"24\"/>\n",
         "the gun type 'howitzer' is missing: <fire> needs one <gun> for each of 6-pdr",
         "the gun type 'howitzer' is given twice", "<fire>"},
    };
    for (const Case& c : cases) {
        CAPTURE(std::string(c.name));
        std::string none = replaced(rulesText(), c.row, "");
        Problems p = rulesProblems(none);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(none, c.parent), c.missing);
        std::string two = replaced(rulesText(), c.row, c.row + c.row);
        Problems q = rulesProblems(two);
        CHECK_COUNT(q, 1);
        int first = lineOf(rulesText(), c.row);
        CHECK_PROBLEM(q, 0, first + 1, c.twice, "(first at line " + std::to_string(first) + ")");
    }
    SUBCASE("a weapon, and a band of a weapon") {
        std::string weapon = rulesText().substr(rulesText().find("    <weapon id=\"repeater\">"));
        weapon = weapon.substr(0, weapon.find("</weapon>") + 10);
        std::string none = replaced(rulesText(), weapon, "");
        Problems p = rulesProblems(none);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(none, "<fire>"), "the weapon 'repeater' is missing");
        std::string band = "      <band name=\"medium\"      reach=\"8\"  hit=\"5\" dice=\"1\"/>\n";
        std::string noBand = replaced(rulesText(), band, "");
        Problems q = rulesProblems(noBand);
        CHECK_COUNT(q, 1);
        CHECK_PROBLEM(q, 0, lineOf(noBand, "<weapon id=\"repeater\">"),
                      "the band 'medium' is missing: <weapon> needs one <band> for each of "
                      "point-blank, medium and long");
    }
    SUBCASE("a gun profile") {
        std::string profile =
            rulesText().substr(rulesText().find("    <gun-profile id=\"rifled\">"));
        profile = profile.substr(0, profile.find("</gun-profile>") + 15);
        std::string none = replaced(rulesText(), profile, "");
        Problems p = rulesProblems(none);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(none, "<fire>"), "the gun profile 'rifled' is missing");
    }
}

TEST_CASE("rules.xml: an unknown word names the words it may be") {
    SUBCASE("a leader risk result") {
        std::string text = replaced(rulesText(), "result=\"killed\"", "result=\"dead\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "dead"),
                      "'result' must be unhurt, wounded, removed or killed, not 'dead'",
                      "FG-LEAD-2");
    }
    SUBCASE("a formation: the word, and then the formation it left out") {
        std::string text = replaced(rulesText(), "id=\"road-column\"", "id=\"road-colum\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 2);
        CHECK_PROBLEM(p, 0, lineOf(text, "road-colum\""),
                      "'id' must be line, open-order, assault-column, road-column, mounted, "
                      "dismounted, limbered or unlimbered, not 'road-colum'");
        CHECK_PROBLEM(p, 1, lineOf(text, "<rates>"), "the formation 'road-column' is missing");
    }
    SUBCASE("a gun's profile") {
        std::string text = replaced(rulesText(), "profile=\"rifled\"     reach=\"60\"",
                                    "profile=\"rifle\" reach=\"60\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "rifle\""),
                      "'profile' must be smoothbore or rifled, not 'rifle'");
    }
    SUBCASE("a flag") {
        std::string text = replaced(rulesText(), "halve=\"true\"", "halve=\"half\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "half"), "'halve' must be true or false, not 'half'");
    }
}

TEST_CASE("FG-FIRE-2 rules.xml: a band's hit and dice") {
    std::string smoothLong = "<band name=\"long\"        reach=\"16\" hit=\"-\"/>\n    </weapon>\n"
                             "    <weapon id=\"rifled\">";
    SUBCASE("no fire takes no dice") {
        std::string text = replaced(rulesText(), smoothLong,
                                    "<band name=\"long\" reach=\"16\" hit=\"-\" dice=\"1\"/>\n"
                                    "    </weapon>\n    <weapon id=\"rifled\">");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "hit=\"-\" dice=\"1\""),
                      "a band with no fire (hit=\"-\") takes no 'dice'");
    }
    SUBCASE("fire needs dice") {
        std::string text = replaced(rulesText(), smoothLong,
                                    "<band name=\"long\" reach=\"16\" hit=\"6\"/>\n"
                                    "    </weapon>\n    <weapon id=\"rifled\">");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "hit=\"6\""), "<band> is missing the attribute 'dice'");
    }
    SUBCASE("an empty or missing hit") {
        std::string empty = replaced(rulesText(), smoothLong,
                                     "<band name=\"long\" reach=\"16\" hit=\"\"/>\n"
                                     "    </weapon>\n    <weapon id=\"rifled\">");
        Problems p = rulesProblems(empty);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(empty, "hit=\"\""), "'hit' is empty; it must be 2 to 6, or -");
        std::string none = replaced(rulesText(), smoothLong,
                                    "<band name=\"long\" reach=\"16\"/>\n"
                                    "    </weapon>\n    <weapon id=\"rifled\">");
        Problems q = rulesProblems(none);
        CHECK_COUNT(q, 1);
        CHECK_PROBLEM(q, 0, lineOf(none, "<band name=\"long\" reach=\"16\"/>"),
                      "<band> is missing the attribute 'hit'");
    }
    SUBCASE("a gun profile's long band has no reach") {
        std::string text = replaced(rulesText(),
                                    "<band name=\"long\"                   hit=\"4\" dice=\"2\"/>\n"
                                    "    </gun-profile>\n    <gun-profile id=\"rifled\">",
                                    "<band name=\"long\" reach=\"30\" hit=\"4\" dice=\"2\"/>\n"
                                    "    </gun-profile>\n    <gun-profile id=\"rifled\">");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "reach=\"30\""),
                      "a gun profile's long band has no 'reach': each <gun> gives its own");
    }
}

TEST_CASE("FG-D-1 FG-CMD-1 rules.xml: far ends, thresholds and margins in their order") {
    SUBCASE("the command tiers") {
        std::string text = replaced(rulesText(), "courier=\"12\"", "courier=\"5\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "courier=\"5\""), "'courier', 5, must be above 'bugle', 6",
                      "FG-CMD-1");
    }
    SUBCASE("the reactions' ranges") {
        std::string text = replaced(rulesText(), "evade-most=\"6\"", "evade-most=\"3\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<reactions"),
                      "'evade-most', 3, must be above 'evade-least', 4", "FG-D-28");
        std::string surge = replaced(rulesText(), "counter-least=\"2\"", "counter-least=\"30\"");
        Problems q = rulesProblems(surge);
        CHECK_COUNT(q, 1);
        CHECK_PROBLEM(q, 0, lineOf(surge, "<reactions"), "'counter-least' is 30; it must lie between 0 and 24");
    }
    SUBCASE("a weapon's bands") {
        std::string text =
            replaced(rulesText(), "<band name=\"medium\"      reach=\"8\"  hit=\"5\" dice=\"1\"/>",
                     "<band name=\"medium\"      reach=\"4\"  hit=\"5\" dice=\"1\"/>");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "reach=\"4\"  hit=\"5\""),
                      "the medium band's reach, 4, must be above the point-blank band's, 4",
                      "FG-D-1");
    }
    SUBCASE("a gun's long reach against its profile's medium band") {
        std::string text = replaced(rulesText(), "profile=\"smoothbore\" reach=\"32\"",
                                    "profile=\"smoothbore\" reach=\"9\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "reach=\"9\""),
                      "'reach', 9, must be above its profile's medium band's reach, 10");
    }
    SUBCASE("the brigade's and the regiment's thresholds") {
        std::string text = replaced(rulesText(), "hesitant=\"30\"", "hesitant=\"60\"");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "hesitant=\"60\""),
                      "'broken', 50, must be above 'hesitant', 60", "FG-BRIG-1");
        std::string spent = replaced(rulesText(), "spent=\"35\"", "spent=\"80\"");
        Problems q = rulesProblems(spent);
        CHECK_COUNT(q, 1);
        CHECK_PROBLEM(q, 0, lineOf(spent, "spent=\"80\""),
                      "'fresh', 75, must be above 'spent', 80");
    }
    SUBCASE("melee outcomes") {
        std::string first = replaced(rulesText(), "margin=\"0\"", "margin=\"1\"");
        Problems p = rulesProblems(first);
        CHECK_COUNT(p, 3);
        CHECK_PROBLEM(p, 0, lineOf(first, "both-hit"),
                      "the first outcome's margin is 1; it must be 0, a tie");
        CHECK_PROBLEM(p, 1, lineOf(first, "both-hit"), "'both-hit' is for the tie, margin 0");
        CHECK_PROBLEM(p, 2, lineOf(first, "loser-hits=\"1\" retreat=\"3\""),
                      "the margin, 1, must be above the outcome's before it, 1");
        std::string none =
            replaced(rulesText(), "<outcome margin=\"5\" loser-hits=\"4\" retreat=\"9\"/>",
                     "<outcome margin=\"2\" loser-hits=\"4\" retreat=\"9\"/>");
        Problems q = rulesProblems(none);
        CHECK_COUNT(q, 1);
        CHECK_PROBLEM(q, 0, lineOf(none, "margin=\"2\""),
                      "the margin, 2, must be above the outcome's before it, 3");
        std::string empty =
            rulesText().substr(0, rulesText().find("  <melee>")) + "  <melee/>\n</full-rules>\n";
        Problems r = rulesProblems(empty);
        CHECK_COUNT(r, 1);
        CHECK_PROBLEM(r, 0, lineOf(empty, "<melee/>"), "<melee> has no <outcome>");
    }
}

TEST_CASE("rules.xml: not XML, or not the rules") {
    SUBCASE("malformed") {
        std::string text = replaced(rulesText(), "</discipline>", "</disciplin>");
        Problems p = rulesProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "</disciplin>"), "malformed XML", "mismatched element");
    }
    SUBCASE("another file's root") {
        Problems p = rulesProblems(terrainText());
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(terrainText(), "<full-terrain>"),
                      "expected <full-rules> here, found <full-terrain>");
    }
    SUBCASE("empty") {
        Problems p = rulesProblems("");
        CHECK_COUNT(p, 1);
        CHECK(p.list[0].line >= 0);
    }
}

// [SECTION] terrain.xml: one mistake at a time

TEST_CASE("FG-D-5 FG-D-9 FG-D-26 terrain.xml: each mistake at its line") {
    const std::string woods =
        "going=\"woods\" open-ground=\"false\" cover=\"light\" sight-limit=\"3\"";
    struct Case {
        const char* name;
        std::string from, to, needle, words;
    };
    std::vector<Case> cases = {
        {"an unknown cover", "cover=\"light\" sight-limit=\"4\"",
         "cover=\"medium\" sight-limit=\"4\"", "medium",
         "'cover' must be none, light or heavy, not 'medium' (the cover it gives"},
        {"an unknown going", woods,
         "going=\"swamp\" open-ground=\"false\" cover=\"light\" sight-limit=\"3\"", "swamp",
         "'going' must be open or woods, not 'swamp'"},
        {"a sight limit out of range", "sight-limit=\"6\"", "sight-limit=\"-2\"",
         "sight-limit=\"-2\"", "'sight-limit' is -2; it must lie between 0 and 48"},
        {"an obstacle that is not a line", "id=\"rough\"       name=\"Rough ground\"     going",
         "id=\"rough\" obstacle=\"true\" name=\"Rough ground\"     going", "id=\"rough\"",
         "an obstacle is a line a move crosses: it must be linear=\"true\" (FG-D-26)"},
        {"a sunken type that is not a road", "id=\"wall\"", "id=\"wall\" sunken=\"true\"",
         "id=\"wall\"", "'sunken' is for a road"},
        {"woods going on open ground", woods, "going=\"woods\" cover=\"light\" sight-limit=\"3\"",
         "id=\"woods\"", "a type with woods going is not open ground"},
        {"a limit on a type that blocks sight", "blocks-sight=\"true\"",
         "blocks-sight=\"true\" sight-limit=\"2\"", "id=\"farmstead\"",
         "a type that blocks sight has no 'sight-limit'"},
        {"an unknown attribute", "id=\"orchard\"", "id=\"orchard\" cover-save=\"5\"",
         "id=\"orchard\"", "<type> has an unknown attribute 'cover-save' (it takes id, name"},
        {"a type twice", "id=\"lake\"", "id=\"river\"", "name=\"Lake\"",
         "terrain type 'river' is defined twice (first at line"},
        {"a linear type with no width (the shared look reader)", "width=\"0.2\"  ", "",
         "id=\"wall\"", "<type> is missing the attribute 'width'"},
        {"a pattern for an area on a line (the shared look reader)", "pattern=\"wall\"",
         "pattern=\"woods\"", "id=\"wall\"", "'pattern' 'woods' is for an area, not a linear type"},
        {"a bad colour (the shared look reader)", "fill=\"#c9b458\"", "fill=\"yellow\"",
         "id=\"cornfield\"", "'fill' must be a colour like #2e6b2e, not 'yellow'"},
        {"an unknown element", "</full-terrain>", "  <kind id=\"x\"/>\n</full-terrain>", "<kind",
         "unknown element <kind> in <full-terrain> (expected <type>)"},
    };
    for (const Case& c : cases) {
        CAPTURE(std::string(c.name));
        std::string text = replaced(terrainText(), c.from, c.to);
        Problems p = terrainProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, c.needle), c.words);
    }
    SUBCASE("no types") {
        std::string text =
            "<?xml version=\"1.0\"?>\n<full-terrain>\n  <!-- none -->\n</full-terrain>\n";
        Problems p = terrainProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 2, "no terrain types are defined");
    }
}

// [SECTION] mangled files never crash the readers

namespace {

// A small seeded generator (xorshift64*), so a failure repeats.
struct Rng {
    std::uint64_t s;
    std::uint64_t next() {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ull;
    }
    std::size_t below(std::size_t n) { return n ? static_cast<std::size_t>(next() % n) : 0; }
};

int lineCount(const std::string& text) {
    return 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// Read `text` both ways; whatever it is, an answer and sensible problems.
void readMangled(const std::string& text) {
    Problems p;
    full::Tables t;
    bool ok = data::parseFullTables(text, kFile, t, p);
    CHECK(ok == p.empty());
    std::vector<full::TerrainRules> types;
    Problems q;
    bool ground = data::parseFullTerrain(text, kFile, types, q);
    CHECK(ground == q.empty());
    for (const Problems* ps : {&p, &q})
        for (const data::Problem& pr : ps->list) {
            CHECK(pr.file == kFile);
            CHECK(pr.line >= 0);
            CHECK(pr.line <= lineCount(text));
            CHECK(!pr.message.empty());
        }
    if (ok) {
        // A file read cleanly holds values in their ranges.
        CHECK(t.bugle < t.courier);
        CHECK(t.courier < t.distant);
        CHECK(!t.outcomes.empty());
        CHECK(t.outcomes[0].margin == 0);
        CHECK(t.shock.size() == 11);
    }
}

std::string mangle(const std::string& text, Rng& rng) {
    std::string s = text;
    static const std::string noise = "<>/=\"'-&#;!? \n\t0123456789.eE+abcxyz\xc3\xa9";
    int edits = 1 + static_cast<int>(rng.below(4));
    for (int i = 0; i < edits && !s.empty(); ++i) {
        std::size_t at = rng.below(s.size());
        switch (rng.below(6)) {
        case 0: // one character changed
            s[at] = noise[rng.below(noise.size())];
            break;
        case 1: // a run deleted
            s.erase(at, 1 + rng.below(40));
            break;
        case 2: // a run repeated
            s.insert(at, s.substr(at, 1 + rng.below(80)));
            break;
        case 3: { // a line moved elsewhere
            std::size_t b = s.rfind('\n', at), e = s.find('\n', at);
            b = b == std::string::npos ? 0 : b;
            e = e == std::string::npos ? s.size() : e;
            std::string line = s.substr(b, e - b);
            s.erase(b, e - b);
            s.insert(rng.below(s.size() + 1), line);
            break;
        }
        case 4: { // a number made absurd
            std::size_t q = s.find("=\"", at);
            if (q != std::string::npos)
                s.insert(q + 2, rng.below(2) ? "-" : "99999999999999999999");
            break;
        }
        default: // a character inserted
            s.insert(at, 1, noise[rng.below(noise.size())]);
        }
    }
    return s;
}

} // namespace

TEST_CASE("mangled rules.xml and terrain.xml: every truncation and thousands of mutations read "
          "without a crash") {
    for (const std::string* text : {&rulesText(), &terrainText()}) {
        for (std::size_t n = 0; n < text->size(); n += 7)
            readMangled(text->substr(0, n));
        Rng rng{0x9e3779b97f4a7c15ull ^ text->size()};
        for (int i = 0; i < 3000; ++i)
            readMangled(mangle(*text, rng));
    }
}
