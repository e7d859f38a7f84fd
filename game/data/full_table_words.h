// Private to full_tables_file.cpp and full_table_specs.cpp: the words and
// small formatters that the full game's rule tables' specs and their reader
// share (the specs name the words a value may be, the reader reads them).
#pragma once

#include "full/tables.h"

#include <string>
#include <vector>

namespace guidon::data::fulltables {

inline constexpr const char* kRules = "rules.xml";
inline constexpr const char* kTerrain = "terrain.xml";

// The melee code reads the shock table's rows by these ids (tables.h).
extern const std::vector<std::string> kShockIds;
// full::RiskResult, in its order.
extern const std::vector<std::string> kRiskWords;
// The weapon matrix's bands, in FireBand order (FG-FIRE-2, FG-D-1).
extern const std::vector<std::string> kBandWords;
// A gun profile: GunRow::rifled false, true.
extern const std::vector<std::string> kProfileWords;

// The names of an enum's `count` values, by full::nameOf.
template <class E> std::vector<std::string> wordsOf(int count) {
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i)
        out.emplace_back(full::nameOf(static_cast<E>(i)));
    return out;
}

// A number as the messages and the docs write it ("%g").
std::string fmt(double v);
// "a, b or c"; `last` joins the last two.
std::string listed(const std::vector<std::string>& words, const char* last = " or ");

} // namespace guidon::data::fulltables
