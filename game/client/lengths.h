// Lengths on screen in the unit of the battle's ruleset (core::LengthUnit):
// "4.50 BW" at a table of Lite, "4.50\"" at one of the full game. Every
// length the window writes goes through here, so that no panel names a unit.
#pragma once

#include "core/map.h"
#include "core/ruleset.h"
#include "lite/battle.h"

#include <string>

namespace guidon::client {

// `v` with `decimals` decimals, then the unit: lengthText(1.5, unit, 2) is "1.50 BW".
std::string lengthText(double v, const core::LengthUnit& unit, int decimals);
// `v` to at most `decimals` decimals without trailing zeros (core::shortNumber),
// then the unit: "12 BW", "12.5 BW".
std::string shortLengthText(double v, const core::LengthUnit& unit, int decimals);
// The same as a printf format, for ImGui's sliders and inputs: "%.2f BW".
std::string lengthFormat(const core::LengthUnit& unit, int decimals);

// The unit a battle's lengths are in: its ruleset's (data::rulesetNamed),
// Lite's for a battle of a ruleset this version does not know.
const core::LengthUnit& unitOf(const lite::Battle& battle);
const core::LengthUnit& unitOf(const core::BattleMap& map);
// A length's unit in words after a figure: "3 square inches" (square), "12
// base widths" (plural), for the sentences a length's suffix does not fit.
std::string unitWords(const core::LengthUnit& unit, bool square = false);

} // namespace guidon::client
