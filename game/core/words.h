// Words every ruleset writes for players in the same way: a number as a
// person writes it, a list joined in words, the sides' names. The window,
// the CLI and the rules' own sentences take them from here.
#pragma once

#include "side.h"

#include <string>
#include <vector>

namespace guidon::core {

// `v` to at most `decimals` decimals, without trailing zeros: 12, 12.5,
// 10.67 (never "-0").
std::string shortNumber(double v, int decimals);

// The items joined: "A", "A<last>B", "A<between>B<last>C".
std::string joinWords(const std::vector<std::string>& items, const char* between, const char* last);

// "Federal", "Confederate": a side's name in a sentence.
const char* sideTitle(Side s);
// "Federals", "Confederates": a side's troops.
const char* sidePlural(Side s);

} // namespace guidon::core
