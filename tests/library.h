// What every test program that plays the shipped content shares: the source
// tree's root and the asset library loaded from it once.
#pragma once

#include "lite/command_text.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace guidon::test {

inline const std::string kRoot = GUIDON_SOURCE_ROOT;

// tools/check's sanitizer build skips the cases that only measure (long
// matches for their statistics): doctest::skip(kSanitized). tools/test runs them.
#ifdef GUIDON_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

inline const sim::Library& library() {
    static sim::Library lib = [] {
        sim::Library l;
        data::Problems p;
        REQUIRE_MESSAGE(sim::loadLibrary(kRoot, l, p), p.str());
        return l;
    }();
    return lib;
}

// docs/ai.md, whole: its tables list every AI parameter.
inline std::string aiDocs() {
    std::ifstream in(kRoot + "/docs/ai.md");
    REQUIRE_MESSAGE(in.good(), "docs/ai.md");
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A parameter's row in docs/ai.md's tables: "| `name` | lo to hi | meaning |".
inline std::string aiDocRow(const char* name, double lo, double hi, const char* meaning) {
    auto num = [](double x) {
        std::ostringstream o;
        o << x;
        return o.str();
    };
    return "| `" + std::string(name) + "` | " + num(lo) + " to " + num(hi) + " | " + meaning + " |";
}

// The command lines of a script under tests/ (docs/cli.md), comments and
// blank lines left out.
inline std::vector<std::string> scriptLines(const std::string& relative) {
    std::ifstream in(kRoot + "/" + relative);
    REQUIRE_MESSAGE(in.good(), relative);
    std::vector<std::string> out;
    std::string line;
    while (lite::readScriptLine(in, line)) {
        std::string body = lite::scriptLineBody(line);
        if (body.find_first_not_of(" \t") != std::string::npos) out.push_back(body);
    }
    return out;
}

} // namespace guidon::test
