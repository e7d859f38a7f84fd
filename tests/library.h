// What every test program that plays the shipped content shares: the source
// tree's root and the asset library loaded from it once.
#pragma once

#include "lite/command_text.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

namespace guidon::test {

inline const std::string kRoot = GUIDON_SOURCE_ROOT;

inline const sim::Library& library() {
    static sim::Library lib = [] {
        sim::Library l;
        data::Problems p;
        REQUIRE_MESSAGE(sim::loadLibrary(kRoot, l, p), p.str());
        return l;
    }();
    return lib;
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
