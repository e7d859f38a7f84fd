// Small helpers the parts of App share (app_support.cpp).
#pragma once

#include "data/problems.h"

#include <cstdint>
#include <string>
#include <vector>

namespace guidon::app {

// Each problem as "file:line: what is wrong".
std::vector<std::string> lines(const data::Problems& p);
// A seed for a game nobody gave one.
std::uint64_t randomSeed();
// The local time as 20261130-091500, for file names.
std::string stamp();

} // namespace guidon::app
