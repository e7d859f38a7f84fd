// What every test program that plays the shipped content shares: the source
// tree's root and the asset library loaded from it once.
#pragma once

#include "sim/session.h"

#include <doctest/doctest.h>

#include <string>

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

} // namespace guidon::test
