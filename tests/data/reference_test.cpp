// The quick reference of the rules (assets/reference.xml, game/data/
// reference_file.cpp): the shipped file loads cleanly and has an entry for
// every rule ID the rules code cites (scanned from game/lite and game/core at test time, so
// a new ID without an entry fails here) and every ruling; find() is exact; and
// every kind of bad input is refused with its line and the key words. The
// checks on a shipped file are shared with the full game's
// (full_reference_test.cpp): reference_checks.h.
#include "data/problems.h"
#include "data/reference_file.h"

#include "problem_checks.h"
#include "reference_checks.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace fs = std::filesystem;
using namespace guidon;
using namespace guidon::reference_checks;
using data::Problems;
using data::RuleEntry;
using data::RulesReference;

namespace {

const std::string kShipped = kSourceRoot + "/assets/reference.xml";
const std::string kBad = "bad.xml";

bool contains(const std::string& s, const std::string& word) {
    return s.find(word) != std::string::npos;
}

// The 1-based line of the one place `needle` occurs in `text`.
int lineOf(const std::string& text, const std::string& needle) {
    auto at = text.find(needle);
    INFO("looking for: " << needle);
    REQUIRE(at != std::string::npos);
    REQUIRE(text.find(needle, at + 1) == std::string::npos); // must be unique
    return 1 +
           static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

const RulesReference& shipped() {
    static RulesReference ref = loadShipped(kShipped);
    return ref;
}

Problems problemsOf(const std::string& text, RulesReference* out = nullptr) {
    RulesReference r;
    Problems p;
    bool ok = data::parseReference(text, kBad, r, p);
    CHECK(ok == p.empty());
    if (out) *out = r;
    return p;
}

// A reference: line 1 <reference ...>, line 2 <section title="S">, then
// `body` (from line 3), then the end tags.
std::string refXml(const std::string& body, const std::string& section = R"(<section title="S">)") {
    return "<reference version=\"1\" title=\"T\">\n  " + section + "\n" + body +
           "  </section>\n</reference>\n";
}
const std::string kGoodRule = R"(    <rule id="LL-MOVE-1" title="Allowance">Infantry 4 BW.</rule>)"
                              "\n";

} // namespace

// Problem number `index` is at `lineNo` of kBad and its message holds every word.
#define CHECK_PROBLEM(problems, index, lineNo, ...)                                                \
    CHECK_PROBLEM_AT(problems, index, kBad, lineNo, __VA_ARGS__)

// ------------------------------------------------------------ the shipped file

TEST_CASE("reference: the shipped assets/reference.xml loads with no problems") {
    const RulesReference& ref = shipped();
    CHECK(contains(ref.title, "Longstreet Lite"));
    CHECK(ref.sections.size() >= 9);
    CHECK(ref.entryCount() >= 50);
    for (const char* title :
         {"Turn and cards", "Units and formations", "Movement", "Terrain", "Fire",
          "Losses and morale", "Charges and combat", "Fall back", "Victory"}) {
        INFO(title);
        CHECK(std::any_of(ref.sections.begin(), ref.sections.end(),
                          [&](const data::RuleSection& s) { return s.title == title; }));
    }
    checkEntriesWellFormed(ref);
}

TEST_CASE("reference: every rule ID cited under game/lite and game/core has an entry") {
    // Scanned at test time: adding a refusal with a new rule ID and no entry
    // in assets/reference.xml fails this test.
    std::map<std::string, std::string> cited = citedIds({"/game/lite", "/game/core"}, "LL");
    REQUIRE(cited.size() >= 40); // the scan found the code
    checkCitedHaveEntries(shipped(), cited, "assets/reference.xml");
}

TEST_CASE("reference: every ruling of RULINGS.md and docs/readings.md has an entry") {
    // RULINGS.md lives beside the repository (README: ../shared/RULINGS.md);
    // no LL- entry may name a ruling that does not exist (a typo).
    checkRulingsHaveEntries(shipped(), "RULINGS.md", "LL", 40, {"LL-SETUP-1", "LL-TERRAIN-2"});
}

TEST_CASE("reference: the shipped entries are terse and in our own words") {
    // A rule one to six sentences, a table rows; no run of eight words from
    // the rule book: a summary, not a copy.
    checkTerseAndOwnWords(shipped(), "longstreet-lite.txt");
}

// ---------------------------------------------------------------- find()

TEST_CASE("reference: find() takes an exact rule ID") {
    const RulesReference& ref = shipped();
    const RuleEntry* fire4 = ref.find("LL-FIRE-4");
    REQUIRE(fire4 != nullptr);
    CHECK(fire4->id == "LL-FIRE-4");
    CHECK(contains(fire4->text, "canister"));
    CHECK(contains(fire4->text, "24 BW"));
    CHECK(fire4->line == lineOf(readAll(kShipped), R"(id="LL-FIRE-4")"));

    const RuleEntry* table = ref.find("QRS-MOVE-1");
    REQUIRE(table != nullptr);
    CHECK(contains(table->text, "Infantry: 4 BW"));
    CHECK(contains(table->text, "\nLimbered artillery: 6 BW"));

    CHECK(ref.find("LL-FIRE-40") == nullptr);
    CHECK(ref.find("LL-FIRE-") == nullptr);
    CHECK(ref.find("ll-fire-4") == nullptr);
    CHECK(ref.find(" LL-FIRE-4") == nullptr);
    CHECK(ref.find("LL-FIRE-4: out of range") == nullptr);
    CHECK(ref.find("") == nullptr);
    CHECK(RulesReference{}.find("LL-FIRE-4") == nullptr);
}

TEST_CASE("reference: isRuleId") {
    for (const char* ok : {"LL-FIRE-4", "LL-FALLBACK-1", "LL-CARD-12", "QRS-MOVE-1", "LL-X-999",
                           "FG-D-7", "FG-MELEE-3", "QRS-FG-FIRE-1", "QRS-FG-1"}) {
        INFO(ok);
        CHECK(data::isRuleId(ok));
    }
    for (const char* bad : {"",
                            "LL",
                            "LL-",
                            "LL-FIRE",
                            "LL-FIRE-",
                            "ll-fire-4",
                            "LL-Fire-4",
                            "LL--4",
                            "LL-FIRE-0",
                            "LL-FIRE-04",
                            "LL-FIRE-1000",
                            "LL-FIRE-4a",
                            "LL-FIRE-4 ",
                            " LL-FIRE-4",
                            "XX-FIRE-4",
                            "QRS-4",
                            "LL-FIRE_4",
                            "LL-FI RE-4",
                            "LL-FIRE--4",
                            "FG-4",
                            "FG-D-0",
                            "fg-d-7",
                            "FG-D-7a",
                            "QRS-FG-",
                            "QRS-FG--1",
                            "QRS-FG-fire-1",
                            "QRS-FG-FIRE-01",
                            "LL-FG-FIRE-1",
                            "FG-QRS-FIRE-1",
                            "QRSFG-FIRE-1",
                            "FG-LL-D-7"}) {
        INFO("'" << bad << "'");
        CHECK(!data::isRuleId(bad));
    }
}

// ---------------------------------------------------------- text and lines

TEST_CASE("reference: white space folds; a blank line starts a paragraph; tables join rows") {
    std::string text =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"   // 1
        "<reference version=\"1\" title=\"Quick\">\n"    // 2
        "  <section title=\"Fire\">\n"                   // 3
        "    <rule id=\"LL-FIRE-3\" title=\"Volley\">\n" // 4
        "      A volley   needs\n"                       // 5
        "\tclear ground.\r\n"                            // 6
        "   \n"                                          // 7
        "      Skirmish <!-- not shown --> hits on 6 &amp; only 6.\n"
        "\n\n\n"
        "      Third.\n"
        "    </rule>\n"
        "    <table id=\"QRS-FIRE-1\" title=\"Ranges\">\n" // 14
        "      <!-- a comment between rows -->\n"
        "      <line>Small arms:\n        6 BW.</line>\n"
        "      <line>Bombard: 24 BW.</line>\n"
        "    </table>\n"
        "  </section>\n"
        "  <section title=\"Victory\">\n" // 21
        "    <rule id=\"LL-WIN-1\" title=\"Shattered\">Half, <![CDATA[rounded <up>]]>.</rule>\n"
        "  </section>\n"
        "</reference>\n";
    RulesReference ref;
    Problems p = problemsOf(text, &ref);
    CHECK_COUNT(p, 0);
    CHECK(ref.title == "Quick");
    REQUIRE(ref.sections.size() == 2);
    CHECK(ref.sections[0].title == "Fire");
    REQUIRE(ref.sections[0].entries.size() == 2);
    const RuleEntry& rule = ref.sections[0].entries[0];
    CHECK(rule.id == "LL-FIRE-3");
    CHECK(rule.title == "Volley");
    CHECK(rule.line == 4);
    CHECK(rule.text == "A volley needs clear ground.\nSkirmish hits on 6 & only 6.\nThird.");
    const RuleEntry& table = ref.sections[0].entries[1];
    CHECK(table.line == 14);
    CHECK(table.text == "Small arms: 6 BW.\nBombard: 24 BW.");
    REQUIRE(ref.sections[1].entries.size() == 1);
    CHECK(ref.sections[1].entries[0].line == 22);
    CHECK(ref.sections[1].entries[0].text == "Half, rounded <up>.");
    CHECK(ref.find("LL-WIN-1") == &ref.sections[1].entries[0]);
}

TEST_CASE("reference: the length limit counts characters, not bytes") {
    std::string ok1500(1500, 'a');
    std::string accents;
    for (int i = 0; i < 1500; ++i)
        accents += "\xC3\xA9"; // é: 1500 characters, 3000 bytes
    CHECK_COUNT(problemsOf(refXml("    <rule id=\"LL-A-1\" title=\"A\">" + ok1500 + "</rule>\n")),
                0);
    CHECK_COUNT(problemsOf(refXml("    <rule id=\"LL-A-1\" title=\"A\">" + accents + "</rule>\n")),
                0);
    // Folded first: indentation does not count.
    CHECK_COUNT(problemsOf(refXml("    <rule id=\"LL-A-1\" title=\"A\">\n        " + ok1500 +
                                  "\n    </rule>\n")),
                0);
}

// ------------------------------------------------------------ bad input

TEST_CASE("reference: bad input is refused with its line and what is wrong") {
    SUBCASE("malformed XML") {
        Problems p =
            problemsOf("<reference version=\"1\" title=\"T\">\n  <section title=\"S\">\n"
                       "    <rule id=\"LL-A-1\" title=\"A\">x</rul>\n  </section>\n</reference>\n");
        CHECK_PROBLEM(p, 0, 3, "malformed XML", "</rul>");
    }
    SUBCASE("wrong root element") {
        Problems p = problemsOf("<?xml version=\"1.0\"?>\n<rules version=\"1\"/>\n");
        CHECK_PROBLEM(p, 0, 2, "expected <reference>", "<rules>");
        CHECK_COUNT(p, 1);
    }
    SUBCASE("missing or wrong version, missing title") {
        Problems p = problemsOf("<reference>\n  <section title=\"S\">\n" + kGoodRule +
                                "  </section>\n</reference>\n");
        CHECK_PROBLEM(p, 0, 1, "missing", "'version'");
        CHECK_PROBLEM(p, 1, 1, "missing", "'title'");
        CHECK_COUNT(p, 2);
        p = problemsOf("<reference version=\"2\" title=\"T\">\n  <section title=\"S\">\n" +
                       kGoodRule + "  </section>\n</reference>\n");
        CHECK_PROBLEM(p, 0, 1, "version 2", "reads version 1");
        p = problemsOf("<reference version=\"one\" title=\"T\">\n  <section title=\"S\">\n" +
                       kGoodRule + "  </section>\n</reference>\n");
        CHECK_PROBLEM(p, 0, 1, "'version'", "whole number");
    }
    SUBCASE("unknown attributes") {
        Problems p = problemsOf("<reference version=\"1\" title=\"T\" lang=\"en\">\n"
                                "  <section title=\"S\" order=\"1\">\n"
                                "    <rule id=\"LL-A-1\" title=\"A\" see=\"LL-A-2\">x</rule>\n"
                                "    <table id=\"QRS-A-1\" title=\"B\" cols=\"2\">\n"
                                "      <line align=\"left\">y</line>\n"
                                "    </table>\n"
                                "  </section>\n</reference>\n");
        CHECK_PROBLEM(p, 0, 1, "<reference>", "unknown attribute 'lang'");
        CHECK_PROBLEM(p, 1, 2, "<section>", "unknown attribute 'order'");
        CHECK_PROBLEM(p, 2, 3, "<rule>", "unknown attribute 'see'");
        CHECK_PROBLEM(p, 3, 4, "<table>", "unknown attribute 'cols'");
        CHECK_PROBLEM(p, 4, 5, "<line>", "unknown attribute 'align'");
        CHECK_COUNT(p, 5);
    }
    SUBCASE("unknown elements at each level") {
        std::string text = "<reference version=\"1\" title=\"T\">\n"
                           "  <chapter title=\"C\"/>\n"
                           "  <section title=\"S\">\n"
                           "    <note>x</note>\n"
                           "    <rule id=\"LL-A-1\" title=\"A\">Fire <b>now</b>.</rule>\n"
                           "    <table id=\"QRS-A-1\" title=\"B\">\n"
                           "      <row>y</row>\n"
                           "      <line>z</line>\n"
                           "      <line>z <i>w</i></line>\n"
                           "    </table>\n"
                           "  </section>\n</reference>\n";
        Problems p = problemsOf(text);
        CHECK_PROBLEM(p, 0, 2, "unknown element <chapter>", "expected <section>");
        CHECK_PROBLEM(p, 1, 4, "unknown element <note>", "expected <rule> or <table>");
        CHECK_PROBLEM(p, 2, 5, "unknown element <b>", "inside <rule>", "plain");
        CHECK_PROBLEM(p, 3, 7, "unknown element <row>", "expected <line>");
        CHECK_PROBLEM(p, 4, 9, "unknown element <i>", "inside <line>");
        CHECK_COUNT(p, 5);
    }
    SUBCASE("text outside a rule") {
        std::string text = "<reference version=\"1\" title=\"T\">\n"
                           "  Stray words.\n"
                           "  <section title=\"S\">\n"
                           "    <rule id=\"LL-A-1\" title=\"A\">x</rule>\n"
                           "    More words.\n"
                           "    <table id=\"QRS-A-1\" title=\"B\">\n"
                           "      Row without a line.\n"
                           "      <line>z</line>\n"
                           "    </table>\n"
                           "  </section>\n</reference>\n";
        Problems p = problemsOf(text);
        CHECK_PROBLEM(p, 0, 2, "text directly inside <reference>");
        CHECK_PROBLEM(p, 1, 5, "text directly inside <section>");
        CHECK_PROBLEM(p, 2, 7, "text directly inside <table>", "<line>");
        CHECK_COUNT(p, 3);
    }
    SUBCASE("missing id or title") {
        std::string body = "    <rule title=\"No id\">x</rule>\n"
                           "    <rule id=\"LL-A-1\">x</rule>\n"
                           "    <rule id=\"LL-A-2\" title=\"\">x</rule>\n"
                           "    <table title=\"No id\"><line>x</line></table>\n";
        Problems p = problemsOf(refXml(body));
        CHECK_PROBLEM(p, 0, 3, "<rule>", "missing", "'id'");
        CHECK_PROBLEM(p, 1, 4, "<rule>", "missing", "'title'");
        CHECK_PROBLEM(p, 2, 5, "'title'", "empty");
        CHECK_PROBLEM(p, 3, 6, "<table>", "missing", "'id'");
        CHECK_COUNT(p, 4);
    }
    SUBCASE("malformed ids") {
        std::string body;
        const std::vector<std::string> bad = {"ll-fire-4",  "LL-FIRE",   "LL-FIRE-0", "FIRE-4",
                                              "LL-FIRE-4 ", "LL-Fire-4", "QRS--1"};
        for (const std::string& id : bad)
            body += "    <rule id=\"" + id + "\" title=\"A\">x</rule>\n";
        Problems p = problemsOf(refXml(body));
        CHECK_COUNT(p, bad.size());
        for (std::size_t i = 0; i < bad.size(); ++i)
            CHECK_PROBLEM(p, i, 3 + static_cast<int>(i), "rule ID '" + bad[i] + "' is malformed",
                          "LL-WORD-N or FG-WORD-N", "QRS-WORD-N or QRS-FG-WORD-N");
    }
    SUBCASE("a duplicate id names the line of the first") {
        std::string body = kGoodRule + "    <rule id=\"LL-A-1\" title=\"A\">x</rule>\n";
        std::string text = refXml(body);
        text.insert(text.rfind("</reference>"),
                    "  <section title=\"Two\">\n"
                    "    <table id=\"LL-MOVE-1\" title=\"Again\"><line>x</line></table>\n"
                    "  </section>\n");
        Problems p = problemsOf(text);
        CHECK_PROBLEM(p, 0, 7, "rule ID 'LL-MOVE-1' is used twice", "first at line 3");
        CHECK_COUNT(p, 1);
    }
    SUBCASE("empty text, empty line, table without lines") {
        std::string body = "    <rule id=\"LL-A-1\" title=\"A\"></rule>\n"
                           "    <rule id=\"LL-A-2\" title=\"B\">\n  \n\t\n    </rule>\n"
                           "    <rule id=\"LL-A-3\" title=\"C\"/>\n"
                           "    <rule id=\"LL-A-4\" title=\"D\"><!-- only a comment --></rule>\n"
                           "    <table id=\"QRS-A-1\" title=\"E\">\n      <line>x</line>\n      "
                           "<line>  </line>\n    </table>\n"
                           "    <table id=\"QRS-A-2\" title=\"F\"/>\n"
                           "    <table id=\"QRS-A-3\" title=\"G\"><!-- none --></table>\n";
        Problems p = problemsOf(refXml(body));
        CHECK_PROBLEM(p, 0, 3, "text of 'LL-A-1' is empty");
        CHECK_PROBLEM(p, 1, 4, "text of 'LL-A-2' is empty");
        CHECK_PROBLEM(p, 2, 8, "text of 'LL-A-3' is empty");
        CHECK_PROBLEM(p, 3, 9, "text of 'LL-A-4' is empty");
        CHECK_PROBLEM(p, 4, 12, "<line> is empty");
        CHECK_PROBLEM(p, 5, 14, "table 'QRS-A-2' has no <line>");
        CHECK_PROBLEM(p, 6, 15, "table 'QRS-A-3' has no <line>");
        CHECK_COUNT(p, 7);
    }
    SUBCASE("text over 1500 characters") {
        std::string body = "    <rule id=\"LL-A-1\" title=\"A\">\n      " + std::string(1501, 'x') +
                           "\n    </rule>\n"
                           "    <table id=\"QRS-A-1\" title=\"B\">\n" +
                           std::string("      <line>") + std::string(800, 'y') + "</line>\n" +
                           "      <line>" + std::string(800, 'y') + "</line>\n    </table>\n";
        Problems p = problemsOf(refXml(body));
        CHECK_PROBLEM(p, 0, 3, "text of 'LL-A-1' is too long", "1501 characters", "at most 1500");
        CHECK_PROBLEM(p, 1, 6, "text of 'QRS-A-1' is too long", "1601 characters");
        CHECK_COUNT(p, 2);
    }
    SUBCASE("titles too long") {
        std::string body =
            "    <rule id=\"LL-A-1\" title=\"" + std::string(81, 't') + "\">x</rule>\n";
        Problems p = problemsOf(refXml(body));
        CHECK_PROBLEM(p, 0, 3, "'title' is too long", "at most 80");
        CHECK_COUNT(p, 1);
    }
    SUBCASE("a title's length is counted in characters, not bytes") {
        std::string e80, e81;
        for (int i = 0; i < 80; ++i)
            e80 += "\xC3\xA9"; // é: two bytes, one character
        e81 = e80 + "\xC3\xA9";
        CHECK_COUNT(problemsOf(refXml("    <rule id=\"LL-A-1\" title=\"" + e80 + "\">x</rule>\n")),
                    0);
        Problems p = problemsOf(refXml("    <rule id=\"LL-A-1\" title=\"" + e81 + "\">x</rule>\n"));
        CHECK_PROBLEM(p, 0, 3, "'title' is too long", "(81 characters; at most 80)");
        CHECK_COUNT(p, 1);
    }
    SUBCASE("empty sections, sections without a title, twice the same section") {
        std::string text = "<reference version=\"1\" title=\"T\">\n"
                           "  <section title=\"Empty\"/>\n"
                           "  <section title=\"Comment only\">\n    <!-- to do -->\n  </section>\n"
                           "  <section>\n" +
                           kGoodRule +
                           "  </section>\n"
                           "  <section title=\"Fire\">\n    <rule id=\"LL-A-1\" "
                           "title=\"A\">x</rule>\n  </section>\n"
                           "  <section title=\"Fire\">\n    <rule id=\"LL-A-2\" "
                           "title=\"A\">x</rule>\n  </section>\n"
                           "</reference>\n";
        Problems p = problemsOf(text);
        CHECK_PROBLEM(p, 0, 2, "section 'Empty' has no entries");
        CHECK_PROBLEM(p, 1, 3, "section 'Comment only' has no entries");
        CHECK_PROBLEM(p, 2, 6, "<section>", "missing", "'title'");
        CHECK_PROBLEM(p, 3, 12, "section 'Fire' appears twice", "first at line 9");
        CHECK_COUNT(p, 4);
    }
    SUBCASE("no sections at all") {
        Problems p = problemsOf(
            "<reference version=\"1\" title=\"T\">\n  <!-- nothing yet -->\n</reference>\n");
        CHECK_PROBLEM(p, 0, 1, "no sections");
        CHECK_COUNT(p, 1);
        p = problemsOf("<reference version=\"1\" title=\"T\"/>\n");
        CHECK_PROBLEM(p, 0, 1, "no sections");
    }
    SUBCASE("not XML at all, and NUL bytes") {
        Problems p = problemsOf("LL-FIRE-4: volleys hit on 4+\n");
        CHECK_PROBLEM(p, 0, 1, "malformed XML");
        p = problemsOf(std::string("<reference version=\"1\" title=\"T\">") + '\0' +
                       "</reference>\n");
        CHECK(contains(p.str(), "NUL"));
        p = problemsOf("");
        REQUIRE(!p.empty());
    }
}

TEST_CASE("reference: a refused file leaves the reference as it was") {
    RulesReference ref;
    ref.title = "kept";
    Problems p;
    CHECK(
        !data::parseReference(refXml("    <rule id=\"bad\" title=\"A\">x</rule>\n"), kBad, ref, p));
    CHECK(ref.title == "kept");
    CHECK(ref.sections.empty());
    // Every problem of the file is reported, not only the first.
    p = problemsOf(refXml("    <rule id=\"bad\" title=\"A\">x</rule>\n    <rule id=\"LL-A-1\" "
                          "title=\"B\"></rule>\n"));
    CHECK_COUNT(p, 2);
}

TEST_CASE("reference: loadReference reports a missing file against the file") {
    RulesReference ref;
    Problems p;
    std::string missing = kSourceRoot + "/assets/no-such-reference.xml";
    CHECK(!data::loadReference(missing, ref, p));
    REQUIRE(p.size() == 1);
    CHECK(p.list[0].file == missing);
    CHECK(p.list[0].line == 0);
    CHECK(contains(p.list[0].message, "cannot open"));
}
