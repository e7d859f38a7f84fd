// The JSON writer of guidon-cli (game/sim/json.h) on strings no file could
// hold: control characters, quotes, backslashes and bytes that are not UTF-8
// come out as JSON a strict reader takes (json_check.h).
#include "json_check.h"
#include "sim/json.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>

using guidon::sim::Json;
using guidon::sim::jsonQuote;
using guidon::test::JsonCheck;

TEST_CASE("json: control characters, quotes and backslashes are escaped; bytes that are not UTF-8 "
          "become U+FFFD") {
    Json j;
    j.beginObject();
    j.key("na\xffme\x1b").str("\t\"\\ \xc3\xa9 \x7f \xc2\x85 \xed\xa0\x80 \x01 \xf0\x9f\x8e\xba");
    j.key("list").beginArray().str("").str("\xc3").endArray();
    j.endObject();
    JsonCheck check;
    REQUIRE_MESSAGE(check.read(j.text()), check.error << "\n" << j.text());
    CHECK(check.strings.at(0) == "na\xef\xbf\xbdme\x1b");
    CHECK(
        check.strings.at(1) ==
        "\t\"\\ \xc3\xa9 \x7f \xc2\x85 \xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd \x01 \xf0\x9f\x8e\xba");
    CHECK(check.strings.at(3) == "");
    CHECK(check.strings.at(4) == "\xef\xbf\xbd");
    // Nothing that drives a terminal is written raw.
    for (char c : j.text())
        CHECK((c == '\n' || static_cast<unsigned char>(c) >= 0x20));
    CHECK(j.text().find("\x7f") == std::string::npos);
    CHECK(j.text().find("\xc2\x85") == std::string::npos);
}

TEST_CASE("json: every byte alone, and a run of random bytes, quote to valid JSON") {
    JsonCheck check;
    for (int b = 0; b < 256; ++b) {
        CAPTURE(b);
        std::string q = jsonQuote(std::string(1, static_cast<char>(b)));
        CHECK_MESSAGE(check.read(q), check.error);
    }
    std::string bytes;
    std::uint32_t x = 2024;
    for (int i = 0; i < 20000; ++i) {
        x = x * 1664525u + 1013904223u;
        bytes += static_cast<char>(x >> 24);
    }
    CHECK_MESSAGE(check.read(jsonQuote(bytes)), check.error);
    // Text that is already UTF-8 keeps every character.
    std::string text = "Keller's Crossroads \xe2\x80\x94 \xc3\x9c"
                       "ber";
    REQUIRE(check.read(jsonQuote(text)));
    CHECK(check.strings.at(0) == text);
}
