// The window program without a display: it must explain itself and exit with
// its documented codes, never crash (SFML aborts when it cannot reach X).
#include "run_guidon.h"

#include <doctest/doctest.h>

using guidon::test::dataFile;
using guidon::test::runGuidon;

TEST_CASE("guidon without a display says how to get one and exits 3") {
    auto r = runGuidon({"--seed", "1"}, false);
    CHECK(r.signal == 0);
    CHECK(r.exitCode == 3);
    CHECK(r.err.find("no display") != std::string::npos);
    CHECK(r.err.find("xvfb-run") != std::string::npos);
    CHECK(r.err.find("guidon-cli") != std::string::npos);
}

TEST_CASE("guidon without a display reports a broken battle as file:line and exits 1") {
    auto r = runGuidon({dataFile("broken_battle.xml"), "--seed", "1"}, false);
    CHECK(r.signal == 0);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find("broken_battle.xml:9: ") != std::string::npos);
    CHECK(r.err.find("LL-UNIT-2") != std::string::npos);
}

TEST_CASE("guidon reports a missing battle file and exits 1") {
    auto r = runGuidon({"/nonexistent/nowhere.xml"}, false);
    CHECK(r.signal == 0);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find("/nonexistent/nowhere.xml") != std::string::npos);
}

TEST_CASE("guidon refuses bad arguments with its usage and exits 2") {
    SUBCASE("unknown option") {
        auto r = runGuidon({"--fly"}, false);
        CHECK(r.exitCode == 2);
        CHECK(r.err.find("usage: guidon") != std::string::npos);
    }
    SUBCASE("seed is not a number") {
        auto r = runGuidon({"--seed", "abc"}, false);
        CHECK(r.exitCode == 2);
        CHECK(r.err.find("--seed") != std::string::npos);
    }
    SUBCASE("frames out of range") {
        auto r = runGuidon({"--frames", "0"}, false);
        CHECK(r.exitCode == 2);
    }
    SUBCASE("--fps from 1 to 240") {
        for (const char* v : {"0", "241", "fast"}) {
            auto r = runGuidon({"--fps", v}, false);
            CHECK_MESSAGE(r.exitCode == 2, v);
            CHECK(r.err.find("--fps takes a number from 1 to 240, not '" + std::string(v) + "'") !=
                  std::string::npos);
        }
    }
    SUBCASE("missing value") {
        auto r = runGuidon({"--screenshot"}, false);
        CHECK(r.exitCode == 2);
    }
    SUBCASE("--script, --autosave, --status-out and --dump-text need a file") {
        for (const char* o : {"--script", "--autosave", "--status-out", "--dump-text"}) {
            auto r = runGuidon({o}, false);
            CHECK_MESSAGE(r.exitCode == 2, o);
            CHECK(r.err.find(o) != std::string::npos);
        }
    }
    SUBCASE("two battles") {
        auto r = runGuidon({"a.xml", "b.xml"}, false);
        CHECK(r.exitCode == 2);
    }
    SUBCASE("--computer takes a side") {
        auto r = runGuidon({"--computer", "union"}, false);
        CHECK(r.exitCode == 2);
        CHECK(r.err.find("--computer takes federal, confederate or both, not 'union'") !=
              std::string::npos);
    }
    SUBCASE("--level names a level there is") {
        auto r = runGuidon({"--computer", "both", "--level", "expert"}, false);
        CHECK(r.signal == 0);
        CHECK(r.exitCode == 2);
        CHECK(r.err.find("--level takes easy, normal, hard, not 'expert'") != std::string::npos);
    }
    SUBCASE("--level needs a side for the computer") {
        auto r = runGuidon({"--level", "hard"}, false);
        CHECK(r.exitCode == 2);
        CHECK(r.err.find("--level needs --computer") != std::string::npos);
        r = runGuidon({"--level"}, false);
        CHECK(r.exitCode == 2);
        CHECK(r.err.find("--level needs easy, normal or hard") != std::string::npos);
    }
    SUBCASE("a good --level gets as far as the display") {
        auto r = runGuidon({"--computer", "confederate", "--level", "hard"}, false);
        CHECK(r.exitCode == 3);
    }
    SUBCASE("--help is not an error") {
        auto r = runGuidon({"--help"}, false);
        CHECK(r.exitCode == 0);
        CHECK(r.out.find("--level LEVEL") != std::string::npos);
        CHECK(r.out.find("easy, normal (the default) or hard") != std::string::npos);
        CHECK(r.out.find("--screenshot") != std::string::npos);
        CHECK(r.out.find("--script") != std::string::npos);
        CHECK(r.out.find("--autosave") != std::string::npos);
    }
}

TEST_CASE("guidon reports a missing script file and exits 1") {
    auto r = runGuidon({"--script", "/nonexistent/turns.txt"}, false);
    CHECK(r.signal == 0);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find("/nonexistent/turns.txt") != std::string::npos);
}
