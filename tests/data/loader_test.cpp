// The loaders (game/data) against every kind of bad input a designer can
// write: each case checks the exact line and the key words of the message.
// Most cases parse small inline XML under the fake name "bad.xml"; a few read
// the hand-broken files in tests/data/broken/ so that the `file:line: what`
// text is tested end to end (the same files go through `guidon-cli validate`
// in CMakeLists.txt).
#include "data/battle_file.h"
#include "data/cards_file.h"
#include "data/full_tables_file.h"
#include "data/pickup_file.h"
#include "data/problems.h"
#include "data/reference_file.h"
#include "data/save_file.h"
#include "data/settings_file.h"
#include "data/terrain_file.h"
#include "sim/ai_levels.h"

#include "problem_checks.h"

#include <doctest/doctest.h>

#include <map>
#include <tinyxml2.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <string>
#include <vector>

#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace guidon;
using data::Problems;

namespace {

const std::string kSourceRoot = GUIDON_SOURCE_ROOT;
const std::string kBad = "bad.xml";

// ---------------------------------------------------------------- helpers

// The 1-based line of the one place `needle` occurs in `text`.
int lineOf(const std::string& text, const std::string& needle) {
    auto at = text.find(needle);
    INFO("looking for: " << needle);
    REQUIRE(at != std::string::npos);
    REQUIRE(text.find(needle, at + 1) == std::string::npos); // must be unique
    return 1 +
           static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

// Lines end at LF, CRLF or a lone CR, as the loaders count them.
int lineCount(const std::string& text) {
    int lines = 1;
    for (std::size_t i = 0; i < text.size(); ++i)
        lines +=
            text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
    return lines;
}

bool contains(const std::string& s, const std::string& word) {
    return s.find(word) != std::string::npos;
}

} // namespace

// Problem number `index` is in `fileName` at `lineNo` and its message holds every word.
#define CHECK_PROBLEM(problems, index, lineNo, ...)                                                \
    CHECK_PROBLEM_AT(problems, index, kBad, lineNo, __VA_ARGS__)

namespace {

// Terrain types for battle tests, independent of assets/terrain.xml.
const char* kTypesXml = R"(<terrain-types>
  <type id="woods" name="Woods" cover="true"/>
  <type id="river" name="River" impassable="true"/>
  <type id="hill" name="Hill" crest="true"/>
  <type id="fence" name="Fence" linear="true" width="0.12"/>
</terrain-types>
)";

const std::vector<lite::TerrainType>& testTypes() {
    static std::vector<lite::TerrainType> types = [] {
        std::vector<lite::TerrainType> t;
        Problems p;
        bool ok = data::parseTerrainTypes(kTypesXml, "types.xml", t, p);
        INFO(p.str());
        REQUIRE(ok);
        return t;
    }();
    return types;
}

std::string unitXml(const std::string& attrs) {
    return "    <unit " + attrs + "/>\n";
}

const std::string kF1 =
    unitXml(R"(id="f1" type="infantry" bases="4" files="4" x="10" y="26" facing="0")");
const std::string kC1 =
    unitXml(R"(id="c1" type="infantry" bases="4" files="4" x="10" y="6" facing="180")");

// A small valid battle; tests change one part. f1 stands on x 8..12, y 26..27
// facing north (-y); c1 on x 8..12, y 5..6 facing south.
struct BattleXml {
    std::string root = R"(name="Test" year="1862" width="48" height="32" first="confederate")";
    std::string terrain = "    <area type=\"woods\" points=\"30,2 36,2 36,6 30,6\"/>\n";
    std::string federal = kF1;
    std::string confederate = kC1;
    std::string extra;
    std::string str() const {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<battle " +
               root +
               ">\n"
               "  <terrain>\n" +
               terrain +
               "  </terrain>\n"
               "  <force side=\"federal\">\n" +
               federal +
               "  </force>\n"
               "  <force side=\"confederate\">\n" +
               confederate + "  </force>\n" + extra + "</battle>\n";
    }
};

Problems battleProblems(const std::string& text, lite::Battle* out = nullptr) {
    lite::Battle b;
    Problems p;
    bool ok = data::parseBattle(text, kBad, testTypes(), b, p);
    INFO(p.str());
    CHECK(ok == p.empty());
    if (out) *out = b;
    return p;
}

Problems cardProblems(const std::string& text, std::vector<lite::CardDef>* out = nullptr) {
    std::vector<lite::CardDef> c;
    Problems p;
    bool ok = data::parseCards(text, kBad, c, p);
    CHECK(ok == p.empty());
    if (out) *out = c;
    return p;
}

Problems terrainProblems(const std::string& text) {
    std::vector<lite::TerrainType> t;
    Problems p;
    bool ok = data::parseTerrainTypes(text, kBad, t, p);
    CHECK(ok == p.empty());
    return p;
}

Problems saveProblems(const std::string& text, data::SaveGame* out = nullptr) {
    data::SaveGame s;
    Problems p;
    bool ok = data::parseSave(text, kBad, s, p);
    CHECK(ok == p.empty());
    if (out) *out = s;
    return p;
}

// A cards file: line 1 <cards>, then `body`, then </cards>.
std::string cardsXml(const std::string& body) {
    return "<cards>\n" + body + "</cards>\n";
}
const std::string kGoodCard =
    R"(  <card id="steady" name="Steady" nation="neutral" years="1861-1865" morale="1"/>)"
    "\n";

// A save file: line 1 declaration, line 2 <save ...>, then `body`.
std::string saveXml(const std::string& rootAttrs, const std::string& body = "") {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<save " + rootAttrs + ">\n" + body +
           "</save>\n";
}
const std::string kSaveRoot = R"(version="1" battle="maps/test.xml" seed="42")";
const std::string kHash = "0123456789abcdef";

// A temporary folder, removed with everything in it at the end of the test.
struct TempDir {
    fs::path path;
    TempDir() {
        std::string tmpl = (fs::temp_directory_path() / "guidon-loader-test-XXXXXX").string();
        std::vector<char> buf(tmpl.begin(), tmpl.end());
        buf.push_back('\0');
        REQUIRE(mkdtemp(buf.data()) != nullptr);
        path = buf.data();
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
    std::string file(const std::string& name, const std::string& bytes) const {
        std::string p = (path / name).string();
        std::ofstream out(p, std::ios::binary);
        out << bytes;
        return p;
    }
};

std::string readAll(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string broken(const std::string& name) {
    return kSourceRoot + "/tests/data/broken/" + name;
}

} // namespace

// ====================================================== malformed XML

TEST_CASE("malformed XML: a mismatched element is reported at its line, by every loader") {
    SUBCASE("terrain types") {
        std::string text = "<?xml version=\"1.0\"?>\n"
                           "<terrain-types>\n"
                           "  <type id=\"woods\"/>\n"
                           "  <type id=\"orchard\"></tpye>\n"
                           "</terrain-types>\n";
        Problems p = terrainProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 4, "malformed XML", "mismatched element");
    }
    SUBCASE("cards") {
        std::string text = cardsXml(kGoodCard + "  <card id=\"b\"><text>x</txet></card>\n");
        Problems p = cardProblems(text);
        CHECK_PROBLEM(p, 0, 3, "malformed XML", "mismatched element");
    }
    SUBCASE("battle") {
        BattleXml b;
        b.terrain += "    <area type=\"woods\" points=\"1,1 2,1 2,2\"></arae>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_PROBLEM(p, 0, lineOf(text, "</arae>"), "malformed XML", "mismatched element");
    }
    SUBCASE("save") {
        Problems p = saveProblems(saveXml(kSaveRoot, "  <command>pass</comand>\n"));
        CHECK_PROBLEM(p, 0, 3, "malformed XML", "mismatched element");
    }
    SUBCASE("quick reference") {
        std::string text = "<reference version=\"1\" title=\"T\">\n"
                           "  <section title=\"S\">\n"
                           "    <rule id=\"LL-FIRE-4\" title=\"R\">Text.</rlue>\n"
                           "  </section>\n"
                           "</reference>\n";
        data::RulesReference r;
        Problems p;
        CHECK_FALSE(data::parseReference(text, kBad, r, p));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "malformed XML", "mismatched element");
    }
    SUBCASE("other malformed XML: unquoted attribute, unclosed element, stray text") {
        Problems a = terrainProblems("<terrain-types>\n\n  <type id=woods/>\n</terrain-types>\n");
        CHECK_PROBLEM(a, 0, 3, "malformed XML");
        Problems b = terrainProblems("<terrain-types>\n  <type id=\"woods\"/>\n");
        REQUIRE(b.size() == 1);
        CHECK(b.list[0].line >= 1);
        CHECK(b.list[0].line <= 2);
        CHECK(contains(b.list[0].message, "malformed XML"));
        Problems c =
            terrainProblems("<terrain-types>\n  <type id=\"woods\"/>\n</terrain-types>\nstray\n");
        CHECK_PROBLEM(c, 0, 4, "malformed XML");
    }
}

// A designer who misspells the end tag of a long element should be sent to
// the misspelt tag, not to the element's first line (tinyxml2 reports the
// line where the element opened; for the root that is always line 2 or 1).
TEST_CASE("malformed XML: a mismatched end tag far from its start is reported at the end tag") {
    BattleXml b;
    b.federal = kF1 +
                unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="20" y="26" facing="0")") +
                unitXml(R"(id="f3" type="infantry" bases="4" files="4" x="30" y="26" facing="0")");
    std::string text = b.str();
    // Misspell the federal force's end tag (the first </force>).
    auto at = text.find("  </force>");
    text.replace(at, 10, "  </forse>");
    Problems p = battleProblems(text);
    CHECK_PROBLEM(p, 0, lineOf(text, "</forse>"), "malformed XML", "mismatched element");
}

// ====================================================== battles: terrain

TEST_CASE("battle: an unknown terrain type in a map") {
    BattleXml b;
    b.terrain += "    <area type=\"swamp\" points=\"20,12 26,12 26,16 20,16\"/>\n";
    std::string text = b.str();
    Problems p = battleProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, lineOf(text, "swamp"), "unknown terrain type 'swamp'", "woods", "river");
}

TEST_CASE("battle: a polygon with fewer than 3 points") {
    SUBCASE("area with 2 points") {
        BattleXml b;
        b.terrain += "    <area type=\"woods\" points=\"20,12 26,12\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "20,12 26,12"), "'points' has 2 points", "at least 3");
    }
    SUBCASE("hill with 1 point") {
        BattleXml b;
        b.terrain += "    <hill points=\"20,12\" crest=\"20,12 21,12\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<hill"), "'points' has 1 point;", "at least 3");
    }
    SUBCASE("empty points") {
        BattleXml b;
        b.terrain += "    <area type=\"woods\" points=\"\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_PROBLEM(p, 0, lineOf(text, "points=\"\""), "'points' has 0 points", "at least 3");
    }
    SUBCASE("a linear feature needs 2") {
        BattleXml b;
        b.terrain += "    <linear type=\"fence\" points=\"20,12\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_PROBLEM(p, 0, lineOf(text, "<linear"), "'points' has 1 point;", "at least 2");
    }
}

TEST_CASE("battle: a self-intersecting polygon") {
    SUBCASE("a bow-tie area") {
        BattleXml b;
        b.terrain += "    <area type=\"woods\" points=\"20,12 26,16 26,12 20,16\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "20,12 26,16"), "outline crosses itself");
    }
    SUBCASE("a bow-tie hill") {
        BattleXml b;
        b.terrain += "    <hill points=\"20,12 26,16 26,12 20,16\" crest=\"21,14 25,14\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<hill"), "outline crosses itself");
    }
    SUBCASE("a deployment zone that crosses itself") {
        BattleXml b;
        b.extra = "  <deployment side=\"federal\" points=\"0,20 48,32 48,20 0,32\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<deployment"), "deployment zone crosses itself");
    }
}

TEST_CASE("battle: a crest outside its hill") {
    BattleXml b;
    b.terrain += "    <hill points=\"20,10 26,10 26,14 20,14\" crest=\"21,12 30,12\"/>\n";
    std::string text = b.str();
    Problems p = battleProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, lineOf(text, "<hill"), "crest line leaves its hill", "30.000,12.000");
}

// Both ends of the crest are on the hill, but the line between them crosses
// the gap of a U-shaped hill: the crest still leaves its hill.
TEST_CASE("battle: a crest whose ends are on a U-shaped hill but whose middle is not") {
    BattleXml b;
    b.terrain += "    <hill points=\"10,10 20,10 20,20 17,20 17,13 13,13 13,20 10,20\" "
                 "crest=\"11,18 19,18\"/>\n";
    std::string text = b.str();
    Problems p = battleProblems(text);
    CHECK_PROBLEM(p, 0, lineOf(text, "<hill"), "crest line leaves its hill");
}

TEST_CASE("battle: a unit in impassable terrain (touching its edge is fine)") {
    BattleXml b;
    b.terrain += "    <area type=\"river\" points=\"5,18 40,18 40,24 5,24\"/>\n";
    b.federal = kF1 +
                unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="20" y="21" facing="0")") +
                unitXml(R"(id="f3" type="infantry" bases="4" files="4" x="30" y="24" facing="0")");
    std::string text = b.str();
    Problems p = battleProblems(text);
    CHECK_COUNT(p, 1); // f3 only touches the bank
    CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), "unit 'f2' stands in impassable River",
                  ("(line " + std::to_string(lineOf(text, "type=\"river\"")) + ")").c_str());
}

// ====================================================== battles: units

TEST_CASE("battle: base counts per unit type (LL-UNIT-2)") {
    BattleXml b;
    std::string unit, words;
    SUBCASE("infantry with 11 bases") {
        unit = R"(id="f2" type="infantry" bases="11" files="6" x="20" y="26" facing="0")";
        words = "an infantry regiment has 2 to 10 bases, not 11";
    }
    SUBCASE("infantry with 1 base") {
        unit = R"(id="f2" type="infantry" bases="1" files="1" x="20" y="26" facing="0")";
        words = "an infantry regiment has 2 to 10 bases, not 1 ";
    }
    SUBCASE("artillery with 4 bases") {
        unit = R"(id="f2" type="artillery" bases="4" x="20" y="26" facing="0")";
        words = "an artillery battery has 1 to 3 bases, not 4";
    }
    SUBCASE("artillery with 0 bases") {
        unit = R"(id="f2" type="artillery" bases="0" x="20" y="26" facing="0")";
        words = "an artillery battery has 1 to 3 bases, not 0";
    }
    b.federal = kF1 + unitXml(unit);
    std::string text = b.str();
    Problems p = battleProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), words.c_str(), "LL-UNIT-2");
}

TEST_CASE(
    "battle: the limits themselves are accepted (10 infantry bases, 3 and 1 guns, 2 infantry)") {
    BattleXml b;
    b.federal =
        kF1 + unitXml(R"(id="f2" type="infantry" bases="10" files="5" x="20" y="26" facing="0")") +
        unitXml(R"(id="f3" type="artillery" bases="3" x="30" y="26" facing="0")") +
        unitXml(R"(id="f4" type="artillery" bases="1" x="36" y="26" facing="0" limbered="true")") +
        unitXml(R"(id="f5" type="infantry" bases="2" files="1" x="42" y="26" facing="0")");
    lite::Battle out;
    Problems p = battleProblems(b.str(), &out);
    CHECK_COUNT(p, 0);
    CHECK(out.units.size() == 6);
}

TEST_CASE("battle: more files than bases") {
    SUBCASE("infantry") {
        BattleXml b;
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="3" files="4" x="20" y="26" facing="0")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), "files (4) cannot be more than bases (3)",
                      "LL-UNIT-1");
    }
    SUBCASE("artillery files must equal bases") {
        BattleXml b;
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="artillery" bases="2" files="3" x="20" y="26" facing="0")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), "files must equal bases", "LL-UNIT-3");
    }
}

TEST_CASE("battle: overlapping units") {
    SUBCASE("same side, one BW into each other") {
        BattleXml b;
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="13" y="26" facing="0")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), "unit 'f2' overlaps unit 'f1'",
                      ("(line " + std::to_string(lineOf(text, "id=\"f1\"")) + ")").c_str());
    }
    SUBCASE("enemies on the same spot, one turned") {
        BattleXml b;
        b.confederate =
            kC1 +
            unitXml(R"(id="c2" type="infantry" bases="4" files="2" x="11" y="26" facing="90")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "id=\"c2\""), "unit 'c2' overlaps unit 'f1'");
    }
}

TEST_CASE("battle: units that only touch edge to edge or corner to corner are accepted") {
    BattleXml b;
    b.federal = kF1 +
                // side by side with f1 (x 12..16)
                unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="14" y="26" facing="0")") +
                // right behind f1 (y 27..28)
                unitXml(R"(id="f3" type="infantry" bases="4" files="4" x="10" y="27" facing="0")") +
                // corner to corner with f2 at (16,27)
                unitXml(R"(id="f4" type="infantry" bases="4" files="4" x="18" y="27" facing="0")") +
                // front to front with c2 along y = 20
                unitXml(R"(id="f5" type="infantry" bases="4" files="4" x="30" y="20" facing="0")") +
                // on the table's very edge (x 0..4, y 31..32)
                unitXml(R"(id="f6" type="infantry" bases="4" files="4" x="2" y="31" facing="0")");
    b.confederate =
        kC1 + unitXml(R"(id="c2" type="infantry" bases="4" files="4" x="30" y="20" facing="180")");
    lite::Battle out;
    Problems p = battleProblems(b.str(), &out);
    CHECK_COUNT(p, 0);
    CHECK(out.units.size() == 8);
}

TEST_CASE("battle: a unit off the table") {
    BattleXml b;
    std::string unit;
    SUBCASE("partly off the left edge") {
        unit = R"(id="f2" type="infantry" bases="4" files="4" x="1" y="26" facing="0")";
    }
    SUBCASE("rear rank off the bottom edge") {
        unit = R"(id="f2" type="infantry" bases="4" files="2" x="20" y="31" facing="0")";
    }
    SUBCASE("wholly off the table, within the numbers allowed") {
        unit = R"(id="f2" type="infantry" bases="4" files="4" x="300" y="-100" facing="0")";
    }
    SUBCASE("turned so that it sticks out") {
        unit = R"(id="f2" type="infantry" bases="4" files="4" x="0.5" y="20" facing="90")";
    }
    b.federal = kF1 + unitXml(unit);
    std::string text = b.str();
    Problems p = battleProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), "unit 'f2' stands (partly) off the table");
}

TEST_CASE("battle: a side with no units") {
    SUBCASE("an empty confederate force") {
        BattleXml b;
        b.confederate = "";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        // Reported at the empty <force> element.
        CHECK_PROBLEM(p, 0, lineOf(text, "<force side=\"confederate\">"),
                      "the Confederate side has no units");
    }
    SUBCASE("no federal force at all") {
        BattleXml b;
        std::string text = b.str();
        auto from = text.find("  <force side=\"federal\">");
        auto to = text.find("  <force side=\"confederate\">");
        text.erase(from, to - from);
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        // No <force> to point at: reported at the <battle> element.
        CHECK_PROBLEM(p, 0, lineOf(text, "<battle"), "the Federal side has no units");
    }
    SUBCASE("a side whose only unit is broken does not also pass") {
        BattleXml b;
        b.confederate =
            unitXml(R"(id="c1" type="infantry" bases="12" files="4" x="10" y="6" facing="180")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_PROBLEM(p, 0, lineOf(text, "id=\"c1\""), "not 12");
    }
}

// A cards file for the <hand> tests: neutral, Federal and Confederate cards,
// one of them only until 1862.
const std::vector<lite::CardDef>& handCards() {
    static std::vector<lite::CardDef> cards = [] {
        std::vector<lite::CardDef> c;
        Problems p;
        bool ok = data::parseCards(R"(<cards>
  <card id="quickstep" name="Quickstep" nation="neutral" years="1861-1865" morale="1" copies="2"/>
  <card id="union-blue" name="Union Blue" nation="federal" years="1861-1865" morale="1" copies="3"/>
  <card id="pinkerton" name="Pinkerton" nation="confederate" years="1861-1865" morale="0" copies="1"/>
  <card id="green" name="Green Volunteers" nation="federal" years="1861-1862" morale="0" copies="2"/>
</cards>)",
                                   "cards.xml", c, p);
        INFO(p.str());
        REQUIRE(ok);
        return c;
    }();
    return cards;
}

Problems handProblems(const std::string& text, lite::Battle* out = nullptr, bool withCards = true) {
    lite::Battle b;
    Problems p;
    bool ok =
        data::parseBattle(text, kBad, testTypes(), b, p, false, withCards ? &handCards() : nullptr);
    INFO(p.str());
    CHECK(ok == p.empty());
    if (out) *out = b;
    return p;
}

TEST_CASE("battle: a fixed opening hand, <hand side=... cards=...>") {
    SUBCASE("read, by side, in order") {
        BattleXml b;
        b.extra = "  <hand side=\"federal\" cards=\"quickstep, union-blue,quickstep\"/>\n"
                  "  <hand side=\"confederate\" cards=\"pinkerton\"/>\n";
        lite::Battle battle;
        CHECK_COUNT(handProblems(b.str(), &battle), 0);
        CHECK(battle.hands[0] == std::vector<std::string>{"quickstep", "union-blue", "quickstep"});
        CHECK(battle.hands[1] == std::vector<std::string>{"pinkerton"});
    }
    SUBCASE("every problem at the line of its <hand>") {
        BattleXml b;
        b.extra = "  <hand side=\"federal\" cards=\"quikstep,pinkerton,green,union-blue\"/>\n"
                  "  <hand side=\"confederate\" "
                  "cards=\"pinkerton,pinkerton,quickstep,quickstep,quickstep\"/>\n"
                  "  <hand side=\"federal\" cards=\"quickstep\"/>\n"
                  "  <hand side=\"rebels\" cards=\"quickstep\"/>\n";
        b.root = R"(name="Test" year="1863" width="48" height="32" first="confederate")";
        std::string text = b.str();
        Problems p = handProblems(text);
        CHECK_COUNT(p, 7);
        int fed = lineOf(text, "quikstep"), reb = lineOf(text, "pinkerton,pinkerton");
        CHECK_PROBLEM(p, 0, fed, "unknown card 'quikstep'");
        CHECK_PROBLEM(p, 1, fed, "card 'pinkerton' is not in the Federal deck in 1863 (LL-CARD-1)");
        CHECK_PROBLEM(p, 2, fed, "card 'green' is not in the Federal deck in 1863 (LL-CARD-1)");
        CHECK_PROBLEM(
            p, 3, reb,
            "the hand holds 'pinkerton' 2 times; the Confederate deck has 1 copy (LL-CARD-1)");
        CHECK_PROBLEM(
            p, 4, reb,
            "the hand holds 'quickstep' 3 times; the Confederate deck has 2 copies (LL-CARD-1)");
        CHECK_PROBLEM(p, 5, lineOf(text, "cards=\"quickstep\"/>\n  <hand side=\"rebels"),
                      "a second <hand> for the federal side (the first is at line " +
                          std::to_string(fed) + ")");
        CHECK_PROBLEM(p, 6, lineOf(text, "rebels"),
                      "'side' must be federal or confederate, not 'rebels'");
    }
    SUBCASE("more than six cards; a list that is not one; unknown attributes") {
        BattleXml b;
        b.extra = "  <hand side=\"federal\" cards=\"a,b,c,d,e,f,g\"/>\n"
                  "  <hand side=\"confederate\" cards=\"quickstep,,pinkerton\" colour=\"grey\"/>\n";
        std::string text = b.str();
        Problems p = handProblems(text, nullptr, false); // no cards: only the shape is checked
        CHECK_COUNT(p, 3);
        CHECK_PROBLEM(p, 0, lineOf(text, "a,b,c"),
                      "a hand holds six cards at most (LL-CARD-1), not 7");
        CHECK_PROBLEM(p, 1, lineOf(text, "colour"), "unknown attribute 'colour'");
        CHECK_PROBLEM(
            p, 2, lineOf(text, "colour"),
            "'cards': 'quickstep,,pinkerton' is not a list of card ids like quickstep,old-rivals");
    }
    SUBCASE("without the cards the ids are kept as written, for the editor") {
        BattleXml b;
        b.extra = "  <hand side=\"federal\" cards=\"no-such-card\"/>\n";
        lite::Battle battle;
        CHECK_COUNT(handProblems(b.str(), &battle, false), 0);
        CHECK(battle.hands[0] == std::vector<std::string>{"no-such-card"});
    }
    SUBCASE("a pick-up scenario fixes no hands") {
        BattleXml b;
        b.root = R"(name="Test" year="1862" width="48" height="32")";
        b.extra = "  <pickup/>\n  <hand side=\"confederate\" cards=\"pinkerton\"/>\n";
        std::string text = b.str();
        Problems p = handProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<hand"), "a pick-up scenario fixes no hands");
    }
}

// ====================================================== battles: attributes

TEST_CASE("missing attributes, in several elements") {
    SUBCASE("unit without x") {
        BattleXml b;
        b.federal =
            kF1 + unitXml(R"(id="f2" type="infantry" bases="4" files="4" y="26" facing="0")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), "<unit> is missing the attribute 'x'");
    }
    SUBCASE("unit without bases") {
        BattleXml b;
        b.federal = kF1 + unitXml(R"(id="f2" type="infantry" files="4" x="20" y="26" facing="0")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_PROBLEM(p, 0, lineOf(text, "id=\"f2\""), "<unit> is missing the attribute 'bases'");
    }
    SUBCASE("battle without a name") {
        BattleXml b;
        b.root = R"(year="1862" first="confederate")";
        Problems p = battleProblems(b.str());
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 2, "<battle> is missing the attribute 'name'");
    }
    SUBCASE("area without a type") {
        BattleXml b;
        b.terrain += "    <area points=\"20,12 26,12 26,16\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<area points"), "<area> is missing the attribute 'type'");
    }
    SUBCASE("hill without a crest") {
        BattleXml b;
        b.terrain += "    <hill points=\"20,12 26,12 26,16\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<hill"), "<hill> is missing the attribute 'crest'");
    }
    SUBCASE("deployment without points") {
        BattleXml b;
        b.extra = "  <deployment side=\"federal\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<deployment"),
                      "<deployment> is missing the attribute 'points'");
    }
    SUBCASE("force without a side") {
        BattleXml b;
        std::string text = b.str();
        text.replace(text.find("<force side=\"confederate\">"), 26, "<force>");
        Problems p = battleProblems(text);
        CHECK_PROBLEM(p, 0, lineOf(text, "<force>"), "<force> is missing the attribute 'side'");
    }
    SUBCASE("card without morale") {
        std::string text =
            cardsXml(kGoodCard + R"(  <card id="b" name="B" nation="federal" years="1862"/>)"
                                 "\n");
        Problems p = cardProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "<card> is missing the attribute 'morale'");
    }
    SUBCASE("effect without a kind") {
        std::string text =
            cardsXml(kGoodCard +
                     "  <card id=\"b\" name=\"B\" nation=\"federal\" years=\"1862\" morale=\"1\">\n"
                     "    <interrupt banner=\"red\"/>\n"
                     "    <effect phase=\"fire\"/>\n"
                     "  </card>\n");
        Problems p = cardProblems(text);
        CHECK_PROBLEM(p, 0, 5, "<effect> is missing the attribute 'kind'");
    }
    SUBCASE("interrupt without a banner") {
        std::string text =
            cardsXml(kGoodCard +
                     "  <card id=\"b\" name=\"B\" nation=\"federal\" years=\"1862\" morale=\"1\">\n"
                     "    <interrupt/>\n"
                     "    <effect kind=\"phase_becomes_pass\" phase=\"fire\"/>\n"
                     "  </card>\n");
        Problems p = cardProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 4, "<interrupt> is missing the attribute 'banner'");
    }
    SUBCASE("terrain type without an id") {
        Problems p = terrainProblems(
            "<terrain-types>\n  <type id=\"a\"/>\n  <type name=\"Nameless\"/>\n</terrain-types>\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "<type> is missing the attribute 'id'");
    }
    SUBCASE("linear terrain type without a width") {
        Problems p = terrainProblems("<terrain-types>\n  <type id=\"a\"/>\n  <type id=\"road\" "
                                     "linear=\"true\"/>\n</terrain-types>\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "<type> is missing the attribute 'width'");
    }
    SUBCASE("save without a seed") {
        Problems p = saveProblems(saveXml(R"(version="1" battle="maps/test.xml")"));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 2, "<save> is missing the attribute 'seed'");
    }
    SUBCASE("checkpoint without a hash") {
        Problems p = saveProblems(saveXml(kSaveRoot, "  <checkpoint commands=\"0\"/>\n"));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "<checkpoint> is missing the attribute 'hash'");
    }
}

TEST_CASE("absurd numbers") {
    BattleXml b;
    std::string needle, words;
    SUBCASE("x is NaN") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="NaN" y="26" facing="0")");
        needle = "NaN";
        words = "'x' must be a number, not 'NaN'";
    }
    SUBCASE("x is inf") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="inf" y="26" facing="0")");
        needle = "\"inf\"";
        words = "'x' must be a number, not 'inf'";
    }
    SUBCASE("y is 1e300") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="20" y="1e300" facing="0")");
        needle = "1e300";
        words = "'y' is 1e300; it must lie between";
    }
    SUBCASE("y is 1e999 (overflows a double)") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="20" y="1e999" facing="0")");
        needle = "1e999";
        words = "'y' must be a number, not '1e999'";
    }
    SUBCASE("negative bases") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="-3" files="4" x="20" y="26" facing="0")");
        needle = "\"-3\"";
        words = "an infantry regiment has 2 to 10 bases, not -3";
    }
    SUBCASE("bases is 4.5") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4.5" files="4" x="20" y="26" facing="0")");
        needle = "4.5";
        words = "'bases' must be a whole number, not '4.5'";
    }
    SUBCASE("bases beyond a 64-bit long") {
        b.federal =
            kF1 +
            unitXml(
                R"(id="f2" type="infantry" bases="99999999999999999999" files="4" x="20" y="26" facing="0")");
        needle = "99999999999999999999";
        words = "'bases' must be a whole number";
    }
    SUBCASE("files is zero") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="0" x="20" y="26" facing="0")");
        needle = "files=\"0\"";
        words = "'files' is 0";
    }
    SUBCASE("facing is 'abc'") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="20" y="26" facing="abc")");
        needle = "abc";
        words = "'facing' must be a number, not 'abc'";
    }
    SUBCASE("facing is 720") {
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="20" y="26" facing="720")");
        needle = "720";
        words = "'facing' is 720; it must lie between -360 and 360";
    }
    SUBCASE("year 1700") {
        b.root = R"(name="Test" year="1700" width="48" height="32" first="confederate")";
        needle = "<battle";
        words = "'year' is 1700; it must be from 1861 to 1865";
    }
    SUBCASE("table width 1e9") {
        b.root = R"(name="Test" year="1862" width="1e9" height="32" first="confederate")";
        needle = "<battle";
        words = "'width' is 1e9; it must lie between 8 and 200";
    }
    SUBCASE("table height negative") {
        b.root = R"(name="Test" year="1862" width="48" height="-32" first="confederate")";
        needle = "<battle";
        words = "'height' is -32; it must lie between 8 and 200";
    }
    SUBCASE("a terrain point 1e300 away") {
        b.terrain += "    <area type=\"woods\" points=\"20,12 1e300,12 26,16\"/>\n";
        needle = "1e300";
        words = "absurdly far away";
    }
    SUBCASE("a linear feature 1e300 wide") {
        b.terrain += "    <linear type=\"fence\" points=\"20,12 26,12\" width=\"1e300\"/>\n";
        needle = "<linear";
        words = "'width' is 1e300";
    }
    std::string text = b.str();
    Problems p = battleProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, lineOf(text, needle), words.c_str());
}

TEST_CASE("absurd numbers in cards") {
    std::string card, words;
    SUBCASE("copies 1e9") {
        card =
            R"(<card id="b" name="B" nation="federal" years="1862" morale="1" copies="1000000000"/>)";
        words = "'copies' is 1000000000; it must be from 1 to 20";
    }
    SUBCASE("morale -1") {
        card = R"(<card id="b" name="B" nation="federal" years="1862" morale="-1"/>)";
        words = "'morale' is -1; it must be from 0 to 3";
    }
    SUBCASE("morale NaN") {
        card = R"(<card id="b" name="B" nation="federal" years="1862" morale="NaN"/>)";
        words = "'morale' must be a whole number, not 'NaN'";
    }
    Problems p = cardProblems(cardsXml(kGoodCard + "  " + card + "\n"));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 3, words.c_str());
}

TEST_CASE("an unknown attribute (a typo) is refused") {
    SUBCASE("unit 'facnig'") {
        BattleXml b;
        b.federal =
            kF1 +
            unitXml(R"(id="f2" type="infantry" bases="4" files="4" x="20" y="26" facnig="0")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        int line = lineOf(text, "facnig");
        CHECK_COUNT(p, 2);
        CHECK_PROBLEM(p, 0, line, "<unit> has an unknown attribute 'facnig'");
        CHECK_PROBLEM(p, 1, line, "<unit> is missing the attribute 'facing'");
    }
    SUBCASE("an optional attribute misspelt is not silently ignored: 'limbred'") {
        BattleXml b;
        b.federal =
            kF1 +
            unitXml(
                R"(id="f2" type="artillery" bases="2" x="20" y="26" facing="0" limbred="true")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "limbred"), "<unit> has an unknown attribute 'limbred'");
    }
    SUBCASE("battle 'widht'") {
        BattleXml b;
        b.root = R"(name="Test" year="1862" widht="48" first="confederate")";
        Problems p = battleProblems(b.str());
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 2, "<battle> has an unknown attribute 'widht'");
    }
    SUBCASE("card 'moral'") {
        Problems p = cardProblems(cardsXml(
            kGoodCard +
            R"(  <card id="b" name="B" nation="federal" years="1862" morale="1" moral="2"/>)"
            "\n"));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "<card> has an unknown attribute 'moral'");
    }
    SUBCASE("terrain type 'impasable'") {
        Problems p = terrainProblems("<terrain-types>\n  <type id=\"a\"/>\n  <type id=\"b\" "
                                     "impasable=\"true\"/>\n</terrain-types>\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "<type> has an unknown attribute 'impasable'");
    }
    SUBCASE("save 'sead'") {
        Problems p = saveProblems(saveXml(kSaveRoot + " sead=\"1\""));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 2, "<save> has an unknown attribute 'sead'");
    }
}

TEST_CASE("an unknown element is refused") {
    SUBCASE("at the battle's top level") {
        BattleXml b;
        b.extra = "  <forces side=\"federal\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<forces"), "unknown element <forces>");
    }
    SUBCASE("in a force") {
        BattleXml b;
        b.federal = kF1 + "    <regiment id=\"f2\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<regiment"), "unknown element <regiment> in a force");
    }
    SUBCASE("in the terrain") {
        BattleXml b;
        b.terrain += "    <forest type=\"woods\" points=\"20,12 26,12 26,16\"/>\n";
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, lineOf(text, "<forest"), "unknown terrain element <forest>");
    }
    SUBCASE("in the cards") {
        Problems p = cardProblems(cardsXml(kGoodCard + "  <crad id=\"x\"/>\n"));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "unknown element <crad>");
    }
    SUBCASE("in a card") {
        Problems p = cardProblems(
            cardsXml("  <card id=\"b\" name=\"B\" nation=\"federal\" years=\"1862\" morale=\"1\">\n"
                     "    <efect kind=\"none\"/>\n"
                     "  </card>\n"));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "unknown element <efect> in a card");
    }
    SUBCASE("in the terrain types") {
        Problems p = terrainProblems(
            "<terrain-types>\n  <type id=\"a\"/>\n  <typ id=\"b\"/>\n</terrain-types>\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "unknown element <typ>");
    }
    SUBCASE("in a save") {
        Problems p = saveProblems(
            saveXml(kSaveRoot, "  <command>pass</command>\n  <comand>pass</comand>\n"));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 4, "unknown element <comand> in a save");
    }
    SUBCASE("the wrong root") {
        Problems p = cardProblems("<?xml version=\"1.0\"?>\n<card-list>\n</card-list>\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 2, "expected <cards> here, found <card-list>");
    }
}

TEST_CASE("duplicate ids") {
    SUBCASE("a unit id twice on one side") {
        BattleXml b;
        b.federal =
            kF1 +
            unitXml(R"(id="f1" type="infantry" bases="4" files="4" x="20" y="26" facing="0")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(
            p, 0, lineOf(text, "x=\"20\""), "unit id 'f1' is used twice",
            ("first at line " + std::to_string(lineOf(text, "x=\"10\" y=\"26\""))).c_str());
    }
    SUBCASE("a unit id on both sides") {
        BattleXml b;
        b.confederate =
            unitXml(R"(id="f1" type="infantry" bases="4" files="4" x="10" y="6" facing="180")");
        std::string text = b.str();
        Problems p = battleProblems(text);
        CHECK_PROBLEM(p, 0, lineOf(text, "y=\"6\""), "unit id 'f1' is used twice");
    }
    SUBCASE("a card id") {
        Problems p = cardProblems(cardsXml(kGoodCard + kGoodCard));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 3, "card 'steady' is defined twice (first at line 2)");
    }
    SUBCASE("a terrain type id") {
        Problems p =
            terrainProblems("<terrain-types>\n  <type id=\"woods\"/>\n  <type id=\"rough\"/>\n"
                            "  <type id=\"woods\" cover=\"true\"/>\n</terrain-types>\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 4, "terrain type 'woods' is defined twice (first at line 2)");
    }
}

// ====================================================== cards

TEST_CASE("cards: an unknown card effect") {
    std::string text = cardsXml(
        kGoodCard +
        "  <card id=\"fog\" name=\"Fog\" nation=\"neutral\" years=\"1861-1865\" morale=\"1\">\n"
        "    <interrupt banner=\"white\" window=\"turn-start\"/>\n"
        "    <effect kind=\"teleport\" phase=\"fire\"/>\n"
        "  </card>\n");
    Problems p = cardProblems(text);
    CHECK_PROBLEM(p, 0, 5, "unknown card effect 'teleport'", "phase_becomes_pass");
}

TEST_CASE("cards: an interrupt card without an effect") {
    std::string text = cardsXml(
        kGoodCard +
        "  <card id=\"fog\" name=\"Fog\" nation=\"neutral\" years=\"1861-1865\" morale=\"1\">\n"
        "    <interrupt banner=\"white\"/>\n"
        "    <text>Nobody can see.</text>\n"
        "  </card>\n");
    Problems p = cardProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 3, "interrupt card 'fog' has no <effect>");
}

TEST_CASE("cards: a bad years span") {
    std::string years;
    SUBCASE("backwards") {
        years = "1865-1861";
    }
    SUBCASE("before the war") {
        years = "1860";
    }
    SUBCASE("after the war") {
        years = "1861-1866";
    }
    SUBCASE("short second year") {
        years = "1862-63";
    }
    SUBCASE("words") {
        years = "abc";
    }
    SUBCASE("open end") {
        years = "1862-";
    }
    SUBCASE("a slash") {
        years = "1862/1863";
    }
    SUBCASE("spaces") {
        years = "1862 - 1863";
    }
    SUBCASE("year 1700") {
        years = "1700";
    }
    std::string text =
        cardsXml(kGoodCard + "  <card id=\"b\" name=\"B\" nation=\"federal\" years=\"" + years +
                 "\" morale=\"1\"/>\n");
    Problems p = cardProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 3, ("'years' is '" + years + "'").c_str(), "between 1861 and 1865");
}

// "%d%c%d" reads the first two years and ignores the rest.
TEST_CASE("cards: a years span with three years is refused") {
    std::string text =
        cardsXml(kGoodCard +
                 R"(  <card id="b" name="B" nation="federal" years="1861-1863-1865" morale="1"/>)"
                 "\n");
    Problems p = cardProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 3, "'years' is '1861-1863-1865'");
}

TEST_CASE("cards: morale 4") {
    std::string text =
        cardsXml(kGoodCard + R"(  <card id="b" name="B" nation="federal" years="1862" morale="4"/>)"
                             "\n");
    Problems p = cardProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 3, "'morale' is 4; it must be from 0 to 3");
}

// ====================================================== files

TEST_CASE("files: a file larger than 4 MiB is refused before parsing; 4 MiB exactly is read") {
    TempDir dir;
    const std::string head = "<terrain-types>\n  <type id=\"woods\"/>\n</terrain-types>\n<!--";
    const std::string tail = "-->\n";
    auto padded = [&](long long size) {
        std::string s = head;
        s.append(static_cast<std::size_t>(size) - head.size() - tail.size(), 'x');
        return s + tail;
    };
    std::string big = dir.file("big.xml", padded(data::kMaxFileBytes + 1));
    std::string exact = dir.file("exact.xml", padded(data::kMaxFileBytes));
    std::vector<lite::TerrainType> t;
    Problems p;
    CHECK_FALSE(data::loadTerrainTypes(big, t, p));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM_AT(p, 0, big, 0, "file is too large", "4194305 bytes", "4194304");
    CHECK(p.list[0].str() == big + ": " + p.list[0].message);

    Problems q;
    CHECK(data::loadTerrainTypes(exact, t, q));
    CHECK_COUNT(q, 0);

    // Every loader refuses it.
    Problems r;
    std::vector<lite::CardDef> c;
    lite::Battle b;
    data::SaveGame s;
    CHECK_FALSE(data::loadCards(big, c, r));
    CHECK_FALSE(data::loadBattle(big, testTypes(), b, r));
    CHECK_FALSE(data::loadSave(big, s, r));
    CHECK_COUNT(r, 3);
    for (const auto& x : r.list)
        CHECK(contains(x.message, "too large"));
}

TEST_CASE("files: NUL bytes and binary garbage") {
    SUBCASE("a NUL in the middle of good XML") {
        std::string text = "<terrain-types>\n  <type id=\"woods\"/>\n</terrain-types>\n";
        text.insert(20, 1, '\0');
        Problems p = terrainProblems(text);
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 0, "not a text file", "NUL");
    }
    SUBCASE("binary garbage with NULs, from a file, through every loader") {
        TempDir dir;
        std::string bytes;
        std::uint32_t x = 12345;
        for (int i = 0; i < 4096; ++i) {
            x = x * 1664525u + 1013904223u;
            bytes += static_cast<char>(x >> 24);
        }
        bytes[100] = '\0';
        std::string path = dir.file("garbage.bin", bytes);
        std::vector<lite::TerrainType> t;
        std::vector<lite::CardDef> c;
        lite::Battle b;
        data::SaveGame s;
        Problems p;
        CHECK_FALSE(data::loadTerrainTypes(path, t, p));
        CHECK_FALSE(data::loadCards(path, c, p));
        CHECK_FALSE(data::loadBattle(path, testTypes(), b, p));
        CHECK_FALSE(data::loadSave(path, s, p));
        CHECK_COUNT(p, 4);
        for (std::size_t i = 0; i < p.size(); ++i)
            CHECK_PROBLEM_AT(p, i, path, 0, "not a text file");
    }
    SUBCASE("binary garbage without NULs") {
        std::string bytes;
        std::uint32_t x = 777;
        for (int i = 0; i < 4096; ++i) {
            x = x * 1664525u + 1013904223u;
            char c = static_cast<char>(x >> 24);
            bytes += c == '\0' ? '\x01' : c;
        }
        for (const std::string& text :
             {bytes, "\x89PNG\r\n\x1a\n" + bytes, "<" + bytes, "<cards>" + bytes}) {
            Problems p = cardProblems(text);
            REQUIRE(p.size() >= 1);
            CHECK(p.list[0].file == kBad);
            CHECK(p.list[0].line >= 0);
            CHECK(p.list[0].line <= lineCount(text));
            CHECK_FALSE(p.list[0].message.empty());
        }
    }
}

TEST_CASE("files: an empty file") {
    SUBCASE("in memory, every loader") {
        for (const std::string& text : {std::string(), std::string("  \n\n\t\n")}) {
            Problems p = terrainProblems(text);
            CHECK_COUNT(p, 1);
            CHECK_PROBLEM(p, 0, 0, "empty");
            Problems c = cardProblems(text);
            CHECK_PROBLEM(c, 0, 0, "empty");
            Problems b = battleProblems(text);
            CHECK_PROBLEM(b, 0, 0, "empty");
            Problems s = saveProblems(text);
            CHECK_PROBLEM(s, 0, 0, "empty");
        }
    }
    SUBCASE("on disk") {
        TempDir dir;
        std::string path = dir.file("empty.xml", "");
        std::vector<lite::CardDef> c;
        Problems p;
        CHECK_FALSE(data::loadCards(path, c, p));
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM_AT(p, 0, path, 0, "empty");
        CHECK(p.list[0].str() == path + ": " + p.list[0].message);
    }
    SUBCASE("only a declaration and a comment") {
        Problems p = cardProblems("<?xml version=\"1.0\"?>\n<!-- nothing -->\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 0, "no <cards> element");
    }
    SUBCASE("a root with nothing in it") {
        Problems p = cardProblems("<?xml version=\"1.0\"?>\n<cards>\n</cards>\n");
        CHECK_COUNT(p, 1);
        CHECK_PROBLEM(p, 0, 2, "no cards are defined");
        Problems t = terrainProblems("<terrain-types/>\n");
        CHECK_PROBLEM(t, 0, 1, "no terrain types are defined");
    }
}

TEST_CASE("files: a missing file") {
    TempDir dir;
    std::string path = (dir.path / "no-such-file.xml").string();
    std::vector<lite::TerrainType> t;
    std::vector<lite::CardDef> c;
    lite::Battle b;
    data::SaveGame s;
    Problems p;
    CHECK_FALSE(data::loadTerrainTypes(path, t, p));
    CHECK_FALSE(data::loadCards(path, c, p));
    CHECK_FALSE(data::loadBattle(path, testTypes(), b, p));
    CHECK_FALSE(data::loadSave(path, s, p));
    CHECK_COUNT(p, 4);
    for (std::size_t i = 0; i < p.size(); ++i)
        CHECK_PROBLEM_AT(p, i, path, 0, "cannot open the file");
    CHECK(p.list[0].str() == path + ": " + p.list[0].message);
    Problems e;
    CHECK_FALSE(data::loadCards("", c, e));
    CHECK_PROBLEM_AT(e, 0, "", 0, "cannot open");
}

TEST_CASE("files: a folder instead of a file") {
    TempDir dir;
    std::string path = dir.path.string();
    std::vector<lite::TerrainType> t;
    std::vector<lite::CardDef> c;
    lite::Battle b;
    data::SaveGame s;
    Problems p;
    CHECK_FALSE(data::loadTerrainTypes(path, t, p));
    CHECK_FALSE(data::loadCards(path, c, p));
    CHECK_FALSE(data::loadBattle(path, testTypes(), b, p));
    CHECK_FALSE(data::loadSave(path, s, p));
    CHECK_COUNT(p, 4);
    for (std::size_t i = 0; i < p.size(); ++i)
        CHECK_PROBLEM_AT(p, i, path, 0, "is a folder, not a file");
}

namespace {
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

// Run `load` on `path` in a child process with a time limit and an address
// space limit; report how it ended. A loader must refuse (return false with
// one problem) promptly and without reading gigabytes.
std::string refusedInChild(const std::string& path) {
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        // An address space limit stops a runaway read at 1 GiB; AddressSanitizer
        // reserves terabytes of shadow, so under it the peak check below must do.
        if (!kAddressSanitizer) {
            rlimit lim{};
            lim.rlim_cur = lim.rlim_max = 1024ull * 1024 * 1024;
            setrlimit(RLIMIT_AS, &lim);
        }
        alarm(5);
        // The child starts with the parent's memory, which under the
        // sanitizers (their quarantine keeps freed memory) can itself be over
        // 100 MiB: reset the peak to what it holds now, and count only what
        // the load adds to it.
        auto hwm = [] {
            long kib = 0;
            std::ifstream status("/proc/self/status");
            for (std::string line; std::getline(status, line);)
                if (line.rfind("VmHWM:", 0) == 0) kib = std::atol(line.c_str() + 6);
            return kib;
        };
        bool peakReset = static_cast<bool>(std::ofstream("/proc/self/clear_refs") << "5");
        long before = peakReset ? hwm() : 0;
        std::vector<lite::TerrainType> t;
        Problems p;
        bool ok = data::loadTerrainTypes(path, t, p);
        if (ok || p.empty()) _exit(3);
        long peakKiB = peakReset ? hwm() - before : 0;
        if (!peakReset || before == 0) { // no /proc: the whole peak is all there is to go on
            rusage ru{};
            getrusage(RUSAGE_SELF, &ru);
            peakKiB = ru.ru_maxrss;
        }
        if (peakKiB > 100 * 1024) _exit(4); // far more than a 4 MiB file needs
        _exit(0);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    if (WIFSIGNALED(status))
        return WTERMSIG(status) == SIGALRM
                   ? "hung (killed after 5 s)"
                   : "crashed with signal " + std::to_string(WTERMSIG(status));
    switch (WEXITSTATUS(status)) {
    case 0:
        return "refused";
    case 3:
        return "accepted it";
    case 4:
        return "refused it, but only after reading more than 100 MiB";
    default:
        return "exited with " + std::to_string(WEXITSTATUS(status));
    }
}
} // namespace

// readTextFile checks st_size, which is 0 for devices and pipes, and then
// reads to the end: /dev/zero has none, and a pipe without a writer blocks.
TEST_CASE("files: a device or a pipe instead of a file is refused promptly") {
    SUBCASE("/dev/zero") {
        if (access("/dev/zero", R_OK) != 0) {
            MESSAGE("no /dev/zero here; skipped");
            return;
        }
        CHECK(refusedInChild("/dev/zero") == "refused");
    }
    SUBCASE("a named pipe nobody writes to") {
        TempDir dir;
        std::string fifo = (dir.path / "pipe.xml").string();
        REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
        CHECK(refusedInChild(fifo) == "refused");
    }
}

// ====================================================== hand-broken files, end to end

TEST_CASE("broken files: load* report `file:line: what` for files on disk") {
    std::vector<lite::TerrainType> assetsTerrain;
    {
        Problems p;
        INFO(p.str());
        REQUIRE(data::loadTerrainTypes(kSourceRoot + "/assets/terrain.xml", assetsTerrain, p));
    }
    SUBCASE("mismatched element") {
        std::string path = broken("mismatched_terrain.xml");
        std::vector<lite::TerrainType> t;
        Problems p;
        CHECK_FALSE(data::loadTerrainTypes(path, t, p));
        CHECK_COUNT(p, 1);
        CHECK(p.list[0].str() == path + ":5: malformed XML (mismatched element: the end tag "
                                        "</tpye> does not match <type> opened on line 5)");
    }
    SUBCASE("unknown terrain type") {
        std::string path = broken("unknown_terrain_battle.xml");
        lite::Battle b;
        Problems p;
        CHECK_FALSE(data::loadBattle(path, assetsTerrain, b, p));
        CHECK_COUNT(p, 1);
        CHECK(p.list[0].str().rfind(path + ":6: unknown terrain type 'swamp' (known: woods", 0) ==
              0);
    }
    SUBCASE("base counts") {
        std::string path = broken("bad_bases_battle.xml");
        lite::Battle b;
        Problems p;
        CHECK_FALSE(data::loadBattle(path, assetsTerrain, b, p));
        CHECK_COUNT(p, 2);
        CHECK(p.str() == path + ":6: an infantry regiment has 2 to 10 bases, not 11 (LL-UNIT-2)\n" +
                             path +
                             ":7: an artillery battery has 1 to 3 bases, not 4 (LL-UNIT-2)\n");
    }
    SUBCASE("overlap") {
        std::string path = broken("overlap_battle.xml");
        lite::Battle b;
        Problems p;
        CHECK_FALSE(data::loadBattle(path, assetsTerrain, b, p));
        CHECK_COUNT(p, 1);
        CHECK(p.str() == path + ":6: unit 'f2' overlaps unit 'f1' (line 5)\n");
    }
    SUBCASE("unknown effect and morale 4") {
        std::string path = broken("unknown_effect_cards.xml");
        std::vector<lite::CardDef> c;
        Problems p;
        CHECK_FALSE(data::loadCards(path, c, p));
        CHECK_PROBLEM_AT(p, 0, path, 6, "unknown card effect 'teleport'");
        bool morale = false;
        for (const auto& x : p.list)
            morale = morale || x.str() == path + ":8: 'morale' is 4; it must be from 0 to 3";
        CHECK(morale);
    }
    SUBCASE("save with a bad die") {
        std::string path = broken("bad_dice_save.xml");
        data::SaveGame s;
        Problems p;
        CHECK_FALSE(data::loadSave(path, s, p));
        CHECK_COUNT(p, 1);
        CHECK(p.str() == path + ":3: 'dice': '7' is not a die (1 to 6)\n");
    }
    SUBCASE("save with a checkpoint from the future") {
        std::string path = broken("late_checkpoint_save.xml");
        data::SaveGame s;
        Problems p;
        CHECK_FALSE(data::loadSave(path, s, p));
        CHECK_COUNT(p, 1);
        CHECK(p.str() ==
              path + ":6: checkpoint after command 3, but only 1 commands come before it\n");
    }
    SUBCASE("quick reference with a rule ID used twice") {
        std::string path = broken("duplicate_id_reference.xml");
        data::RulesReference r;
        Problems p;
        CHECK_FALSE(data::loadReference(path, r, p));
        CHECK_COUNT(p, 1);
        CHECK(p.str() == path + ":7: rule ID 'LL-FIRE-4' is used twice (first at line 5)\n");
    }
    SUBCASE("settings with a window too narrow and an unknown element: warnings, defaults kept") {
        std::string path = broken("bad_width_settings.xml");
        std::vector<std::string> warnings;
        data::Settings s = data::loadSettings(path, warnings);
        CHECK(s.windowWidth == data::Settings{}.windowWidth);
        REQUIRE(warnings.size() == 2);
        CHECK(warnings[0] == path + ":5: 'width' is 640; it must be from 800 to 7680");
        CHECK(warnings[1] == path + ":7: <settings> has an unknown element <sound>");
    }
}

// ====================================================== saves

TEST_CASE("save: a bad version") {
    std::string version, words;
    SUBCASE("newer") {
        version = "3";
        words = "written by a newer Guidon (format 3)";
    }
    SUBCASE("zero") {
        version = "0";
        words = "'version' is 0";
    }
    SUBCASE("words") {
        version = "one";
        words = "'version' must be a whole number, not 'one'";
    }
    SUBCASE("a fraction") {
        version = "1.5";
        words = "'version' must be a whole number, not '1.5'";
    }
    Problems p =
        saveProblems(saveXml("version=\"" + version + "\" battle=\"maps/test.xml\" seed=\"42\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2, words.c_str());
}

TEST_CASE("save: a non-numeric seed") {
    std::string seed;
    SUBCASE("letters after digits") {
        seed = "12abc";
    }
    SUBCASE("negative") {
        seed = "-5";
    }
    SUBCASE("a fraction") {
        seed = "4.2";
    }
    SUBCASE("beyond 64 bits") {
        seed = "18446744073709551616";
    }
    SUBCASE("hex") {
        seed = "0x2a";
    }
    Problems p =
        saveProblems(saveXml("version=\"1\" battle=\"maps/test.xml\" seed=\"" + seed + "\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2, ("'seed' must be a whole number, not '" + seed + "'").c_str());
}

// The check for '-' looks only at the first character; strtoull skips
// leading blanks and then negates, so " -5" becomes 18446744073709551611.
TEST_CASE("save: a negative seed behind a blank is refused") {
    data::SaveGame s;
    Problems p = saveProblems(saveXml(R"(version="1" battle="maps/test.xml" seed=" -5")"), &s);
    INFO("seed read as " << s.seed);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2, "'seed' must be a whole number");
}

TEST_CASE("save: a bad dice list") {
    std::string dice, bad;
    SUBCASE("a seven") {
        dice = "6,4,7,1";
        bad = "'7'";
    }
    SUBCASE("a zero") {
        dice = "0";
        bad = "'0'";
    }
    SUBCASE("an empty item") {
        dice = "1,,2";
        bad = "''";
    }
    SUBCASE("two digits") {
        dice = "1,12";
        bad = "'12'";
    }
    SUBCASE("spaces") {
        dice = "1, 2";
        bad = "' 2'";
    }
    SUBCASE("letters") {
        dice = "six";
        bad = "'six'";
    }
    Problems p = saveProblems(saveXml(kSaveRoot + " dice=\"" + dice + "\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2, "'dice':", (bad + " is not a die (1 to 6)").c_str());
}

TEST_CASE("save: a checkpoint after more commands than exist") {
    std::string text = saveXml(kSaveRoot, "  <checkpoint commands=\"0\" hash=\"" + kHash +
                                              "\"/>\n"
                                              "  <command>pass</command>\n"
                                              "  <command>pass</command>\n"
                                              "  <checkpoint commands=\"3\" hash=\"" +
                                              kHash +
                                              "\"/>\n"
                                              "  <command>pass</command>\n");
    Problems p = saveProblems(text);
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 6, "checkpoint after command 3, but only 2 commands come before it");
    Problems q = saveProblems(
        saveXml(kSaveRoot, "  <checkpoint commands=\"-1\" hash=\"" + kHash + "\"/>\n"));
    CHECK_COUNT(q, 1);
    CHECK_PROBLEM(q, 0, 3, "'commands' is -1");
}

TEST_CASE("save: a bad hash") {
    std::string hash, words;
    SUBCASE("not hex") {
        hash = "xyz";
        words = "'hash' must be 16 hexadecimal digits";
    }
    SUBCASE("too short") {
        hash = "0123456789abcde";
        words = "'hash' must be 16 hexadecimal digits";
    }
    SUBCASE("upper case") {
        hash = "0123456789ABCDEF";
        words = "'hash' must be 16 hexadecimal digits";
    }
    SUBCASE("too long") {
        hash = "0123456789abcdef0";
        words = "'hash' is too long";
    }
    SUBCASE("empty") {
        hash = "";
        words = "'hash' is empty";
    }
    Problems p = saveProblems(saveXml(kSaveRoot, "  <command>pass</command>\n"
                                                 "  <checkpoint commands=\"1\" hash=\"" +
                                                     hash + "\"/>\n"));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 4, words.c_str());
}

namespace {
data::SaveGame sampleSave() {
    data::SaveGame s;
    s.battle = "maps/a \"quoted\" & <odd> name.xml";
    s.battleHash = data::fingerprint("the battle file's bytes");
    s.seed = 18446744073709551615ull;
    s.dice = {6, 4, 1, 3, 2, 5};
    for (int i = 0; i < 23; ++i)
        s.commands.push_back("move f" + std::to_string(i % 4) + " 10.5,26 facing 0");
    s.commands[3] = "say <b>&amp; \"hi\" 'there'</b>";
    s.checkpoints = {{0, "0123456789abcdef"},
                     {10, "fedcba9876543210"},
                     {20, "00000000ffffffff"},
                     {23, "a0a0a0a0a0a0a0a0"}};
    return s;
}
void checkSame(const data::SaveGame& a, const data::SaveGame& b) {
    CHECK(a.battle == b.battle);
    CHECK(a.battleHash == b.battleHash);
    CHECK(a.seed == b.seed);
    CHECK(a.dice == b.dice);
    CHECK(a.commands == b.commands);
    REQUIRE(a.checkpoints.size() == b.checkpoints.size());
    for (std::size_t i = 0; i < a.checkpoints.size(); ++i) {
        CHECK(a.checkpoints[i].afterCommands == b.checkpoints[i].afterCommands);
        CHECK(a.checkpoints[i].hash == b.checkpoints[i].hash);
    }
}
} // namespace

TEST_CASE("save: saveToText then parseSave gives the same SaveGame") {
    SUBCASE("a full save") {
        data::SaveGame s = sampleSave();
        std::string text = data::saveToText(s);
        data::SaveGame back;
        Problems p = saveProblems(text, &back);
        CHECK_COUNT(p, 0);
        checkSame(s, back);
        CHECK(data::saveToText(back) == text);
    }
    SUBCASE("an empty save: no dice, no commands, no hash, seed 0") {
        data::SaveGame s;
        s.battle = "x.xml";
        data::SaveGame back;
        back.seed = 99;
        back.dice = {1};
        Problems p = saveProblems(data::saveToText(s), &back);
        CHECK_COUNT(p, 0);
        checkSame(s, back);
    }
}

TEST_CASE("save: the computer's level for each side comes back as saved") {
    const char* levels[] = {"", "easy", "normal", "hard"};
    for (const char* federal : levels)
        for (const char* confederate : levels) {
            CAPTURE(federal);
            CAPTURE(confederate);
            data::SaveGame s = sampleSave();
            s.computer[0] = federal;
            s.computer[1] = confederate;
            std::string text = data::saveToText(s);
            CHECK((text.find("computer-federal=") != std::string::npos) == (*federal != 0));
            CHECK((text.find("computer-confederate=") != std::string::npos) == (*confederate != 0));
            CHECK(text.find("computer=") == std::string::npos); // the old attribute is not written
            data::SaveGame back;
            back.computer[0] = "stale";
            back.computer[1] = "stale";
            Problems p = saveProblems(text, &back);
            CHECK_COUNT(p, 0);
            CHECK(back.computer[0] == s.computer[0]);
            CHECK(back.computer[1] == s.computer[1]);
        }
}

TEST_CASE("save: an older save's computer=\"federal|confederate|both\" loads as the normal level") {
    struct Case {
        const char* attr;
        const char* federal;
        const char* confederate;
    };
    for (const Case& c : {Case{"federal", "normal", ""}, Case{"confederate", "", "normal"},
                          Case{"both", "normal", "normal"}}) {
        CAPTURE(c.attr);
        data::SaveGame back;
        Problems p = saveProblems(
            saveXml(std::string("version=\"1\" battle=\"maps/test.xml\" seed=\"1\" computer=\"") +
                        c.attr + "\"",
                    "  <command>pass</command>\n"),
            &back);
        CHECK_COUNT(p, 0);
        CHECK(back.computer[0] == c.federal);
        CHECK(back.computer[1] == c.confederate);
        CHECK(back.commands == std::vector<std::string>{"pass"});
        // Written again, it is in the new form, and reads back the same.
        std::string again = data::saveToText(back);
        CHECK(again.find("computer=") == std::string::npos);
        data::SaveGame third;
        CHECK_COUNT(saveProblems(again, &third), 0);
        CHECK(third.computer[0] == c.federal);
        CHECK(third.computer[1] == c.confederate);
    }
    SUBCASE("the old attribute and a level for the other side together") {
        data::SaveGame back;
        Problems p = saveProblems(saveXml("version=\"1\" battle=\"maps/test.xml\" seed=\"1\" "
                                          "computer=\"federal\" computer-confederate=\"hard\""),
                                  &back);
        CHECK_COUNT(p, 0);
        CHECK(back.computer[0] == "normal");
        CHECK(back.computer[1] == "hard");
    }
    SUBCASE("a level given for a side the old attribute names wins") {
        data::SaveGame back;
        Problems p = saveProblems(saveXml("version=\"1\" battle=\"maps/test.xml\" seed=\"1\" "
                                          "computer=\"both\" computer-federal=\"easy\""),
                                  &back);
        CHECK_COUNT(p, 0);
        CHECK(back.computer[0] == "easy");
        CHECK(back.computer[1] == "normal");
    }
}

TEST_CASE("save: a bad computer side or level is a file:line problem") {
    Problems p = saveProblems(
        saveXml("version=\"1\" battle=\"maps/test.xml\" seed=\"1\" computer=\"union\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2, "'computer' is federal, confederate or both, not 'union'");

    p = saveProblems(
        saveXml("version=\"1\" battle=\"maps/test.xml\" seed=\"1\" computer-federal=\"\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2,
                  "'computer-federal' is the computer's level (easy, normal or hard), not ''");

    p = saveProblems(saveXml(
        "version=\"1\" battle=\"maps/test.xml\" seed=\"1\" computer-confederate=\"Very Hard!\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(
        p, 0, 2,
        "'computer-confederate' is the computer's level (easy, normal or hard), not 'Very Hard!'");

    // A well-formed level this Guidon may not have is the program's to judge
    // (it plays the default level with a warning): the file itself is fine.
    data::SaveGame back;
    p = saveProblems(
        saveXml("version=\"1\" battle=\"maps/test.xml\" seed=\"1\" computer-federal=\"expert\""),
        &back);
    CHECK_COUNT(p, 0);
    CHECK(back.computer[0] == "expert");
    CHECK(back.computer[1].empty());
}

TEST_CASE("save: hand-federal and hand-confederate, the hands given with --hand") {
    data::SaveGame s = sampleSave();
    s.hands[0] = {"quickstep", "old-rivals"};
    s.hands[1] = {"pinkerton"};
    std::string text = data::saveToText(s);
    CHECK(text.find("hand-federal=\"quickstep,old-rivals\"") != std::string::npos);
    CHECK(text.find("hand-confederate=\"pinkerton\"") != std::string::npos);
    data::SaveGame back;
    CHECK_COUNT(saveProblems(text, &back), 0);
    CHECK(back.hands[0] == s.hands[0]);
    CHECK(back.hands[1] == s.hands[1]);
    // None given: none written.
    CHECK(data::saveToText(sampleSave()).find("hand-") == std::string::npos);
    Problems p = saveProblems(saveXml(kSaveRoot + " hand-federal=\"quickstep,,old-rivals\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2, "'hand-federal': 'quickstep,,old-rivals' is not a list of card ids");
    p = saveProblems(saveXml(kSaveRoot + " hand-confederate=\"a,b,c,d,e,f,g\""));
    CHECK_COUNT(p, 1);
    CHECK_PROBLEM(p, 0, 2, "'hand-confederate': a hand holds six cards at most (LL-CARD-1), not 7");
}

TEST_CASE("save: writeSaveAtomic replaces an existing file and leaves no .tmp") {
    TempDir dir;
    std::string path = (dir.path / "game.save").string();
    data::SaveGame s = sampleSave();
    std::string error;

    SUBCASE("a new file") {
        REQUIRE(data::writeSaveAtomic(path, s, error));
    }
    SUBCASE("over an existing, longer file") {
        dir.file("game.save", std::string(100000, 'z'));
        REQUIRE(data::writeSaveAtomic(path, s, error));
    }
    SUBCASE("over a stale .tmp from an earlier crash") {
        dir.file("game.save", "old");
        dir.file("game.save.tmp", "half a save from a crash");
        REQUIRE(data::writeSaveAtomic(path, s, error));
    }
    CHECK(error.empty());
    CHECK(readAll(path) == data::saveToText(s));
    CHECK_FALSE(fs::exists(path + ".tmp"));
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir.path))
        names.push_back(e.path().filename().string());
    CHECK(names == std::vector<std::string>{"game.save"});
    data::SaveGame back;
    Problems p;
    CHECK(data::loadSave(path, back, p));
    checkSame(s, back);

    // Writing again (a second save of the same game) replaces it again.
    s.commands.push_back("pass");
    s.checkpoints.push_back({24, "1111111111111111"});
    REQUIRE(data::writeSaveAtomic(path, s, error));
    CHECK(readAll(path) == data::saveToText(s));
    CHECK_FALSE(fs::exists(path + ".tmp"));
}

TEST_CASE("save: writeSaveAtomic into a missing folder fails cleanly") {
    TempDir dir;
    std::string path = (dir.path / "no-such-folder" / "game.save").string();
    std::string error;
    CHECK_FALSE(data::writeSaveAtomic(path, sampleSave(), error));
    CHECK(contains(error, "cannot write"));
    CHECK_FALSE(fs::exists(path));
    CHECK_FALSE(fs::exists(path + ".tmp"));
}

// ====================================================== robustness

namespace {

struct Mutations {
    int tried = 0, accepted = 0, refused = 0;
    std::vector<std::string> failures;
};

// Parse `text` with `parse`; a refusal must come with problems that each have
// the right file, a line in the text (0 = the whole file) and a message.
void checkOne(const std::string& what, const std::string& text,
              const std::function<bool(const std::string&, Problems&)>& parse, Mutations& m) {
    Problems p;
    bool ok = parse(text, p);
    ++m.tried;
    (ok ? m.accepted : m.refused)++;
    auto fail = [&](const std::string& why) {
        if (m.failures.size() < 10) m.failures.push_back(what + ": " + why + "\n" + p.str());
    };
    if (ok != p.empty()) fail(ok ? "accepted with problems" : "refused without a problem");
    for (const auto& x : p.list) {
        if (x.file != kBad) fail("wrong file name '" + x.file + "'");
        if (x.line < 0 || x.line > lineCount(text))
            fail("line " + std::to_string(x.line) + " is not in the text");
        if (x.message.empty()) fail("empty message");
    }
}

// 200 truncations spread over the whole text, and 200 single-byte changes at
// deterministic pseudo-random places.
Mutations mutate(const std::string& text,
                 const std::function<bool(const std::string&, Problems&)>& parse) {
    Mutations m;
    REQUIRE(text.size() > 400);
    for (std::size_t i = 0; i < 200; ++i) {
        std::size_t len = i * text.size() / 200 + (i * 7919) % 13; // not only round numbers
        len = std::min(len, text.size() - 1);
        checkOne("truncated at " + std::to_string(len), text.substr(0, len), parse, m);
    }
    std::uint64_t x = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < 200; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        std::size_t pos = static_cast<std::size_t>(x % text.size());
        unsigned char flip = static_cast<unsigned char>(1u << ((x >> 32) % 8)); // one bit
        if (i % 4 == 3)
            flip = static_cast<unsigned char>(0x01 + (x >> 40) % 0xff); // any other byte
        std::string t = text;
        t[pos] = static_cast<char>(static_cast<unsigned char>(t[pos]) ^ flip);
        checkOne("byte " + std::to_string(pos) + " ^= " + std::to_string(flip), t, parse, m);
    }
    return m;
}

void report(const char* name, const Mutations& m) {
    MESSAGE(std::string(name) << ": " << m.tried << " mutations, " << m.accepted << " accepted, "
                              << m.refused << " refused");
    std::string all;
    for (const auto& f : m.failures)
        all += f + "\n";
    INFO(all);
    CHECK(m.failures.empty());
    CHECK(m.refused > 0);
}

} // namespace

TEST_CASE("robustness: truncated and byte-flipped files never crash the loaders") {
    SUBCASE("assets/terrain.xml") {
        std::string text;
        Problems rp;
        REQUIRE(data::readTextFile(kSourceRoot + "/assets/terrain.xml", text, rp));
        report("terrain.xml", mutate(text, [](const std::string& t, Problems& p) {
                   std::vector<lite::TerrainType> out;
                   return data::parseTerrainTypes(t, kBad, out, p);
               }));
    }
    SUBCASE("assets/cards.xml") {
        std::string text;
        Problems rp;
        REQUIRE(data::readTextFile(kSourceRoot + "/assets/cards.xml", text, rp));
        report("cards.xml", mutate(text, [](const std::string& t, Problems& p) {
                   std::vector<lite::CardDef> out;
                   return data::parseCards(t, kBad, out, p);
               }));
    }
    SUBCASE("assets/reference.xml") {
        std::string text;
        Problems rp;
        REQUIRE(data::readTextFile(kSourceRoot + "/assets/reference.xml", text, rp));
        report("reference.xml", mutate(text, [](const std::string& t, Problems& p) {
                   data::RulesReference out;
                   return data::parseReference(t, kBad, out, p);
               }));
    }
    SUBCASE("a battle with every kind of feature") {
        BattleXml b;
        b.terrain += "    <area type=\"river\" points=\"5,16 40,16 40,18 5,18\"/>\n"
                     "    <hill points=\"10,10 20,10 20,14 10,14\" crest=\"11,12 19,12\"/>\n"
                     "    <linear type=\"fence\" points=\"20,20 30,20 30,22\" width=\"0.2\"/>\n";
        b.federal = kF1 + unitXml(R"(id="f2" type="artillery" bases="3" x="20" y="26" facing="0")");
        b.extra = "  <deployment side=\"federal\" points=\"0,24 48,24 48,32 0,32\"/>\n"
                  "  <description>A field.</description>\n";
        std::string text = b.str();
        REQUIRE(battleProblems(text).empty());
        report("battle", mutate(text, [](const std::string& t, Problems& p) {
                   lite::Battle out;
                   return data::parseBattle(t, kBad, testTypes(), out, p);
               }));
    }
    SUBCASE("a save") {
        std::string text = data::saveToText(sampleSave());
        report("save", mutate(text, [](const std::string& t, Problems& p) {
                   data::SaveGame out;
                   return data::parseSave(t, kBad, out, p);
               }));
    }
}

// ====================================================== the shipped data

namespace {
std::string rootName(const std::string& path) {
    tinyxml2::XMLDocument doc;
    if (doc.LoadFile(path.c_str()) != tinyxml2::XML_SUCCESS || !doc.RootElement()) return "";
    return doc.RootElement()->Name();
}
} // namespace

TEST_CASE("every file under assets/ loads without problems") {
    fs::path assets = fs::path(kSourceRoot) / "assets";
    REQUIRE(fs::is_directory(assets));
    int loaded = 0;
    for (const auto& e : fs::recursive_directory_iterator(assets)) {
        if (!e.is_regular_file()) continue;
        std::string path = e.path().string();
        if (e.path().extension() != ".xml") {
            MESSAGE("not an XML data file, not checked: " << path);
            continue;
        }
        INFO(path);
        Problems p;
        std::string root = rootName(path);
        if (root == "terrain-types") {
            std::vector<lite::TerrainType> t;
            CHECK(data::loadTerrainTypes(path, t, p));
        } else if (root == "cards") {
            std::vector<lite::CardDef> c;
            CHECK(data::loadCards(path, c, p));
        } else if (root == "reference") {
            data::RulesReference r;
            CHECK(data::loadReference(path, r, p));
        } else if (root == "full-rules") { // assets/full/ (tests/data/full_tables_test.cpp)
            full::Tables t;
            CHECK(data::loadFullTables(path, t, p));
        } else if (root == "full-terrain") {
            std::vector<full::TerrainRules> t;
            CHECK(data::loadFullTerrain(path, t, p));
        } else if (root == "ai" && path.find("/ai/full/") != std::string::npos) {
            ai::full::FullAiParams a; // the full game's levels (docs/formats.md)
            CHECK(sim::loadFullAiLevel(path, a, p));
        } else if (root == "ai") {
            ai::AiParams a;
            CHECK(sim::loadAiLevel(path, a, p));
        } else if (root == "pickup") {
            std::vector<lite::TerrainType> t;
            lite::PickupLibrary l;
            CHECK(data::loadTerrainTypes(kSourceRoot + "/assets/terrain.xml", t, p));
            CHECK(data::loadPickup(path, t, l, p));
        } else {
            FAIL_CHECK("no loader for <" << root << "> in " << path);
        }
        INFO(p.str());
        CHECK(p.empty());
        ++loaded;
    }
    CHECK(loaded >= 3); // terrain.xml, cards.xml and reference.xml at least
}

TEST_CASE("every maps/*.xml loads with assets/terrain.xml without problems") {
    fs::path maps = fs::path(kSourceRoot) / "maps";
    std::vector<std::string> files;
    if (fs::is_directory(maps))
        for (const auto& e : fs::directory_iterator(maps))
            if (e.is_regular_file() && e.path().extension() == ".xml")
                files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    if (files.empty()) {
        MESSAGE("no maps/*.xml yet; nothing to check");
        return;
    }
    std::vector<lite::TerrainType> types;
    {
        Problems p;
        INFO(p.str());
        REQUIRE(data::loadTerrainTypes(kSourceRoot + "/assets/terrain.xml", types, p));
    }
    for (const std::string& f : files) {
        lite::Battle b;
        Problems p;
        bool ok = data::loadBattle(f, types, b, p);
        INFO(f << "\n" << p.str());
        CHECK(ok);
        CHECK(p.empty());
    }
    MESSAGE(files.size() << " map(s) checked");
}

TEST_CASE("LL-UNIT-5 the table is 48 x 32 BW unless the map sets its own size") {
    BattleXml b;
    b.root = R"(name="Test" year="1862" first="confederate")";
    lite::Battle out;
    Problems p = battleProblems(b.str(), &out);
    CHECK_COUNT(p, 0);
    CHECK(out.width == 48.0);
    CHECK(out.height == 32.0);
    BattleXml big;
    big.root = R"(name="Test" year="1862" width="72" height="48" first="confederate")";
    Problems q = battleProblems(big.str(), &out);
    CHECK_COUNT(q, 0);
    CHECK(out.width == 72.0);
    CHECK(out.height == 48.0);
}

TEST_CASE("terrain types: the look's pattern, and a pattern that does not fit the type") {
    SUBCASE("a pattern given, and the defaults: plain for an area, line for a linear type") {
        std::vector<lite::TerrainType> t;
        Problems p;
        REQUIRE(data::parseTerrainTypes(
            "<terrain-types>\n"
            "  <type id=\"copse\" pattern=\"woods\"/>\n"
            "  <type id=\"field\"/>\n"
            "  <type id=\"hedge\" linear=\"true\" width=\"0.2\" pattern=\"fence\"/>\n"
            "  <type id=\"track\" linear=\"true\" width=\"0.5\"/>\n"
            "</terrain-types>\n",
            kBad, t, p));
        REQUIRE(t.size() == 4);
        CHECK(t[0].look.pattern == core::TerrainPattern::Woods);
        CHECK(t[1].look.pattern == core::TerrainPattern::Plain);
        CHECK(t[2].look.pattern == core::TerrainPattern::Fence);
        CHECK(t[3].look.pattern == core::TerrainPattern::Line);
    }
    SUBCASE("an unknown pattern, an area's pattern on a line and a line's on an area") {
        Problems p = terrainProblems("<terrain-types>\n"
                                     "  <type id=\"a\" pattern=\"jungle\"/>\n"
                                     "  <type id=\"b\" linear=\"true\" width=\"0.2\" pattern=\"woods\"/>\n"
                                     "  <type id=\"c\" pattern=\"road\"/>\n"
                                     "</terrain-types>\n");
        CHECK_COUNT(p, 3);
        CHECK_PROBLEM(p, 0, 2, "'pattern' must be plain, woods, orchard, rough, buildings or water "
                               "(an area), or line, stream, road, fence or wall (a linear type), "
                               "not 'jungle'");
        CHECK_PROBLEM(p, 1, 3, "'pattern' 'woods' is for an area, not a linear type");
        CHECK_PROBLEM(p, 2, 4, "'pattern' 'road' is for a linear type, not an area");
    }
    SUBCASE("assets/terrain.xml draws each type as the table always drew it") {
        std::vector<lite::TerrainType> t;
        Problems p;
        REQUIRE(data::loadTerrainTypes(kSourceRoot + "/assets/terrain.xml", t, p));
        const std::map<std::string, std::string> drawn = {
            {"woods", "woods"},    {"orchard", "orchard"},     {"rough", "rough"},
            {"ford", "water"},     {"river", "water"},         {"lake", "water"},
            {"hill", "plain"},     {"buildings", "buildings"}, {"stream", "stream"},
            {"fence", "fence"},    {"wall", "wall"},           {"road", "road"}};
        CHECK(t.size() == drawn.size());
        for (const lite::TerrainType& type : t) {
            INFO(type.id);
            REQUIRE(drawn.count(type.id) == 1);
            CHECK(core::nameOf(type.look.pattern) == drawn.at(type.id));
        }
    }
}
