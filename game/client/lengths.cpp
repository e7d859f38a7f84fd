#include "lengths.h"

#include "core/words.h"
#include "data/battle_file.h"
#include "lite/ruleset.h"

#include <cstdio>

namespace guidon::client {

std::string lengthText(double v, const core::LengthUnit& unit, int decimals) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf + std::string(unit.suffix);
}

std::string shortLengthText(double v, const core::LengthUnit& unit, int decimals) {
    return core::shortNumber(v, decimals) + std::string(unit.suffix);
}

std::string lengthFormat(const core::LengthUnit& unit, int decimals) {
    // A '%' in a suffix would be read as a conversion: written as "%%".
    std::string out = "%." + std::to_string(decimals) + "f";
    for (char c : unit.suffix)
        out += c == '%' ? std::string("%%") : std::string(1, c);
    return out;
}

namespace {
const core::LengthUnit& unitOfRules(const std::string& rules) {
    const core::RulesetInfo* r = data::rulesetNamed(rules);
    return r ? r->length : lite::ruleset().length;
}
} // namespace

const core::LengthUnit& unitOf(const lite::Battle& battle) {
    return unitOfRules(battle.rules);
}

const core::LengthUnit& unitOf(const core::BattleMap& map) {
    return unitOfRules(map.rules);
}

std::string unitWords(const core::LengthUnit& unit, bool square) {
    return (square ? "square " : "") + std::string(unit.plural);
}

} // namespace guidon::client
