// Text in data files (issue 17, clean output): bytes that are not UTF-8,
// control characters and character references to them are refused at their
// line by every loader; CR-only and CRLF files get the same line numbers as LF
// ones; and messages quote a value cut and escaped, never raw.
#include "core/printable.h"
#include "data/battle_file.h"
#include "data/cards_file.h"
#include "data/problems.h"
#include "data/save_file.h"
#include "data/terrain_file.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace guidon;
using data::Problems;

namespace {

const std::string kFile = "text.xml";

const std::vector<lite::TerrainType>& types() {
    static std::vector<lite::TerrainType> t = [] {
        std::vector<lite::TerrainType> out;
        Problems p;
        REQUIRE(data::parseTerrainTypes(
            "<terrain-types>\n  <type id=\"woods\" name=\"Woods\" cover=\"true\"/>\n"
            "</terrain-types>\n",
            "types.xml", out, p));
        return out;
    }();
    return t;
}

// A small valid battle: `name` on line 2, `f1` on line 5, `c1` on line 8,
// `extra` (say a <description>) from line 10.
std::string battleXml(const std::string& name = "Test", const std::string& f1Attrs = "",
                      const std::string& extra = "") {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
           "<battle name=\"" +
           name +
           "\" year=\"1862\" first=\"confederate\">\n"
           "  <!-- the two sides -->\n"
           "  <force side=\"federal\">\n"
           "    <unit id=\"f1\" type=\"infantry\" bases=\"4\" files=\"4\" x=\"10\" y=\"26\" "
           "facing=\"0\"" +
           f1Attrs +
           "/>\n"
           "  </force>\n"
           "  <force side=\"confederate\">\n"
           "    <unit id=\"c1\" type=\"infantry\" bases=\"4\" files=\"4\" x=\"10\" y=\"6\" "
           "facing=\"180\"/>\n"
           "  </force>\n" +
           extra + "</battle>\n";
}

Problems battleProblems(const std::string& text, lite::Battle* out = nullptr) {
    lite::Battle b;
    Problems p;
    bool ok = data::parseBattle(text, kFile, types(), b, p);
    CHECK(ok == p.empty());
    if (out) *out = b;
    return p;
}

Problems saveProblems(const std::string& text) {
    data::SaveGame s;
    Problems p;
    bool ok = data::parseSave(text, kFile, s, p);
    CHECK(ok == p.empty());
    return p;
}

// The first problem is at `line` and its message holds each of `words`.
void checkFirst(const Problems& p, int line, std::initializer_list<std::string> words) {
    INFO("problems:\n" << p.str());
    REQUIRE_FALSE(p.empty());
    CHECK(p.list[0].file == kFile);
    CHECK(p.list[0].line == line);
    for (const std::string& w : words) {
        INFO("expected words: " << w);
        CHECK(p.list[0].message.find(w) != std::string::npos);
    }
}

// Every LF of `text` replaced by `end`.
std::string withLineEnds(const std::string& text, const std::string& end) {
    std::string out;
    for (char c : text) {
        if (c == '\n')
            out += end;
        else
            out += c;
    }
    return out;
}

} // namespace

TEST_CASE("text: bytes that are not UTF-8 are refused at their line, by every loader") {
    struct Bad {
        const char* bytes;
        const char* shown;
    };
    for (Bad bad : {Bad{"\xe9", "0xe9"}, Bad{"\xc3", "0xc3"}, Bad{"\xc0\xaf", "0xc0"},
                    Bad{"\xed\xa0\x80", "0xed"}, Bad{"\xf4\x90\x80\x80", "0xf4"},
                    Bad{"\x80", "0x80"}, Bad{"\xff", "0xff"}}) {
        CAPTURE(bad.shown);
        checkFirst(battleProblems(battleXml(std::string("Caf") + bad.bytes)), 2,
                   {"UTF-8", bad.shown});
        // The line is right wherever the byte is.
        checkFirst(battleProblems(battleXml("Test", std::string(" name=\"X") + bad.bytes + "\"")),
                   5, {"UTF-8", bad.shown});
    }
    SUBCASE("cards, terrain types and saves too") {
        std::vector<lite::CardDef> cards;
        Problems c;
        CHECK_FALSE(data::parseCards(
            "<cards>\n  <card id=\"a\" name=\"Caf\xe9\" nation=\"neutral\" years=\"1862\" "
            "morale=\"1\"/>\n</cards>\n",
            kFile, cards, c));
        checkFirst(c, 2, {"UTF-8", "0xe9"});
        std::vector<lite::TerrainType> t;
        Problems tp;
        CHECK_FALSE(data::parseTerrainTypes(
            "<terrain-types>\n\n  <type id=\"w\xff\"/>\n</terrain-types>\n", kFile, t, tp));
        checkFirst(tp, 3, {"UTF-8", "0xff"});
        checkFirst(
            saveProblems(
                "<save version=\"1\" battle=\"b.xml\" seed=\"1\">\n  <command>pass</command>\n"
                "  <command>move \xe9</command>\n</save>\n"),
            3, {"UTF-8", "0xe9"});
    }
    SUBCASE("UTF-8 itself is read as written") {
        lite::Battle b;
        Problems p = battleProblems(battleXml("\xc3\x9c"
                                              "n\xc3\xaf"
                                              "c\xc3\xb6"
                                              "d\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x8e\xba"),
                                    &b);
        CHECK(p.empty());
        CHECK(b.name == "\xc3\x9c"
                        "n\xc3\xaf"
                        "c\xc3\xb6"
                        "d\xc3\xa9 \xe2\x80\x94 \xf0\x9f\x8e\xba");
    }
}

TEST_CASE("text: control characters are refused at their line; a tab in a name is harmless") {
    for (const std::string& ctrl :
         {std::string("\x1b"), std::string("\x01"), std::string("\x7f"), std::string("\x0b"),
          std::string("\x0c"), std::string("\xc2\x9b")}) {
        CAPTURE(ctrl);
        checkFirst(battleProblems(battleXml("A" + ctrl + "[31mB")), 2, {"control character"});
        // In a comment too: the file is not text.
        std::string commented = battleXml();
        commented.replace(commented.find("the two sides"), 3, ctrl);
        checkFirst(battleProblems(commented), 3, {"control character"});
    }
    lite::Battle b;
    Problems p = battleProblems(battleXml("A\tB"), &b);
    CHECK(p.empty());
    CHECK(b.name == "A\tB");
}

TEST_CASE("text: character references to NUL, control characters and non-characters are refused, "
          "not cut") {
    for (const char* ref :
         {"&#0;", "&#x0;", "&#00;", "&#27;", "&#x1B;", "&#127;", "&#x9b;", "&#xD800;", "&#xDFFF;",
          "&#xFFFE;", "&#x110000;", "&#99999999999;", "&#;", "&#x;", "&#12", "&#x1g;"}) {
        CAPTURE(ref);
        // In an attribute (the unit id: '&#0;' would cut it to 'f')...
        std::string text = battleXml();
        text.replace(text.find("id=\"f1\""), 7, std::string("id=\"f") + ref + "1\"");
        checkFirst(battleProblems(text), 5, {"character reference"});
        // ...and in text content.
        checkFirst(
            battleProblems(battleXml(
                "Test", "", std::string("  <description>\n  A") + ref + "B</description>\n")),
            11, {"character reference"});
    }
    SUBCASE("the message quotes the reference") {
        std::string text = battleXml();
        text.replace(text.find("id=\"f1\""), 7, "id=\"f&#0;1\"");
        checkFirst(battleProblems(text), 5, {"'&#0;'"});
    }
    SUBCASE("a save's command") {
        checkFirst(saveProblems("<save version=\"1\" battle=\"b.xml\" seed=\"1\">\n  "
                                "<command>&#27;[2Jpass</command>\n"
                                "</save>\n"),
                   2, {"character reference", "&#27;"});
    }
    SUBCASE("references to characters are read; in a comment or CDATA they are not references") {
        lite::Battle b;
        Problems p = battleProblems(
            battleXml("Caf&#233; &#x1F3BA;&#9;x", "",
                      "  <!-- &#0; -->\n  <description><![CDATA[&#0;]]></description>\n"),
            &b);
        CHECK(p.empty());
        CHECK(b.name == "Caf\xc3\xa9 \xf0\x9f\x8e\xba\tx");
        CHECK(b.description == "&#0;");
    }
}

TEST_CASE("text: CR-only, CRLF and LF files report the same lines") {
    // Problems on lines 5 (bases), 11 (an unknown element) and 4 (so no Federal units).
    std::string lf = battleXml("Test", "", "\n  <descripton/>\n");
    lf.replace(lf.find("bases=\"4\""), 9, "bases=\"11\"");
    for (const char* end : {"\n", "\r\n", "\r"}) {
        CAPTURE(std::string(end).size());
        Problems p = battleProblems(withLineEnds(lf, end));
        REQUIRE(p.size() == 3);
        checkFirst(p, 5, {"2 to 10 bases, not 11"});
        CHECK(p.list[1].line == 11);
        CHECK(p.list[2].line == 4);
        // Malformed XML, and the line of a byte that is not UTF-8.
        std::string mismatched =
            withLineEnds(battleXml("Test", "", "\n  <description>x</descripton>\n"), end);
        checkFirst(battleProblems(mismatched), 11, {"mismatched element"});
        checkFirst(battleProblems(withLineEnds(
                       battleXml("Test", "", "\n\n  <description>\xe9</description>\n"), end)),
                   12, {"UTF-8"});
        // The text read is the same whatever the line ends.
        lite::Battle b;
        CHECK(
            battleProblems(
                withLineEnds(battleXml("Test", "", "  <description>one\ntwo</description>\n"), end),
                &b)
                .empty());
        CHECK(b.description == "one two");
    }
}

TEST_CASE("text: a message cuts an over-long value and shows control characters escaped") {
    const std::string huge(1 << 20, '7');
    SUBCASE("a number of a megabyte") {
        Problems p = battleProblems(battleXml("Test", " limbered=\"" + huge + "\""));
        checkFirst(p, 5, {"'limbered'", "1048576 characters"});
        CHECK(p.list[0].message.size() < 300);
    }
    SUBCASE("a points list of a megabyte") {
        Problems p = battleProblems(battleXml("Test", "",
                                              "  <terrain>\n    <area type=\"woods\" points=\"" +
                                                  huge + "\"/>\n  </terrain>\n"));
        checkFirst(p, 11, {"1048576 characters"});
        CHECK(p.list[0].message.size() < 300);
    }
    SUBCASE("an attribute and an element named with a megabyte") {
        Problems a = battleProblems(battleXml("Test", " a" + huge + "=\"1\""));
        checkFirst(a, 5, {"unknown attribute", "characters"});
        CHECK(a.list[0].message.size() < 300);
        Problems e = battleProblems(battleXml("Test", "", "  <a" + huge + "/>\n"));
        checkFirst(e, 10, {"unknown element", "characters"});
        CHECK(e.list[0].message.size() < 300);
    }
    SUBCASE("a tab or a line end inside a quoted value") {
        std::string text = battleXml();
        text.replace(text.find("side=\"federal\""), 14, "side=\"fed\teral\nx\"");
        Problems p = battleProblems(text);
        checkFirst(p, 4, {"'fed\\teral\\nx'"});
        CHECK(p.list[0].message.find('\t') == std::string::npos);
        CHECK(p.list[0].message.find('\n') == std::string::npos);
    }
}

TEST_CASE("text: printable() shows control characters and bytes that are not UTF-8 escaped, and "
          "cuts long values") {
    using core::printable;
    CHECK(printable("plain text, 2nd Wisconsin") == "plain text, 2nd Wisconsin");
    CHECK(printable("a\tb\nc\rd") == "a\\tb\\nc\\rd");
    CHECK(printable("\x1b[2J\x01\x7f") == "\\x1b[2J\\x01\\x7f");
    CHECK(printable("\xc2\x9b"
                    "31m") == "\\u009b31m"); // C1 CSI, as UTF-8
    CHECK(printable("caf\xe9 \xc0\xaf \xed\xa0\x80") == "caf\\xe9 \\xc0\\xaf \\xed\\xa0\\x80");
    CHECK(printable("\xc3\xa9t\xc3\xa9 \xf0\x9f\x8e\xba") == "\xc3\xa9t\xc3\xa9 \xf0\x9f\x8e\xba");
    CHECK(printable(std::string(80, 'a')) == std::string(80, 'a'));
    CHECK(printable(std::string(81, 'a')) == std::string(80, 'a') + "... (81 characters)");
    CHECK(printable(std::string(10, 'a'), 4) == "aaaa... (10 characters)");
    // Characters, not bytes, are counted and never split.
    std::string e;
    for (int i = 0; i < 100; ++i)
        e += "\xc3\xa9";
    CHECK(printable(e) == e.substr(0, 160) + "... (100 characters)");
}

TEST_CASE("text: utf8Char reads UTF-8 and nothing else") {
    char32_t cp = 0;
    CHECK(core::utf8Char("A", 0, cp) == 1);
    CHECK(cp == U'A');
    CHECK(core::utf8Char("\xc3\xa9", 0, cp) == 2);
    CHECK(cp == 0xe9);
    CHECK(core::utf8Char("\xe2\x80\x94", 0, cp) == 3);
    CHECK(cp == 0x2014);
    CHECK(core::utf8Char("\xf4\x8f\xbf\xbf", 0, cp) == 4);
    CHECK(cp == 0x10ffff);
    for (const char* bad : {"\x80", "\xc3", "\xc1\xbf", "\xe0\x9f\xbf", "\xed\xa0\x80",
                            "\xf4\x90\x80\x80", "\xf8\x88\x80\x80", "\xff", "\xc3(", "\xe2\x80"}) {
        CAPTURE(bad);
        CHECK(core::utf8Char(bad, 0, cp) == 0);
    }
}

TEST_CASE("text: a command line with a control character, bytes that are not UTF-8 or an endless "
          "word is refused") {
    using core::commandLineProblem;
    CHECK(commandLineProblem("march f1 forward 2\twheel right 30 # a comment\r") == "");
    CHECK(commandLineProblem("fire " + std::string(64, 'c')) == "");
    CHECK(commandLineProblem("\xc3\xa9t\xc3\xa9") == "");
    std::string esc = commandLineProblem("pass\x1b[2J");
    CHECK(esc.find("control character") != std::string::npos);
    CHECK(esc.find("\\x1b") != std::string::npos);
    CHECK(esc.find('\x1b') == std::string::npos);
    CHECK(commandLineProblem("move caf\xe9").find("0xe9") != std::string::npos);
    std::string longWord = commandLineProblem("fire " + std::string(100000, 'c') + " x");
    CHECK(longWord.find("too long") != std::string::npos);
    CHECK(longWord.find("100000 characters") != std::string::npos);
    CHECK(longWord.size() < 200);
}
