// A battle file of the full game read with the shipped rule tables, for
// tests that play real battles (the file's problems fail the test).
#pragma once

#include "data/full_battle_file.h"
#include "data/full_tables_file.h"
#include "full/state.h"

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

namespace guidon::full::test {

// `path` is from the source root: "maps/full/franklin.xml".
inline std::shared_ptr<const Setup> setupOf(const std::string& path) {
    const std::string root = GUIDON_SOURCE_ROOT;
    data::Problems p;
    Tables tables;
    std::vector<TerrainRules> terrain;
    REQUIRE_MESSAGE(data::loadFullRules(root, tables, terrain, p), p.str());
    Battle b;
    REQUIRE_MESSAGE(data::loadFullBattle(root + "/" + path, terrain, b, p), p.str());
    return makeSetup(std::move(b), std::move(tables));
}

} // namespace guidon::full::test
