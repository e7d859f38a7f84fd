// The rule-relevant facts a player asks of the table by hovering: what the
// terrain under the mouse does (difficult? cover? blocks guns? crest?) and
// the state of a unit (its terrain, cover, density, allowance, smoke).
// Public facts only, each effect in the rules' own words from their queries
// (lite/rule_facts.h): the window restates none.
#pragma once

#include "lite/state.h"

#include <string>
#include <vector>

namespace guidon::client {

struct Fact {
    std::string title; // "Woods", "Cornfield (rough)"
    std::vector<std::string> lines;
};

// The terrain features under `point` (BW), topmost last.
std::vector<Fact> terrainFactsAt(const lite::Setup& setup, core::Vec2 point);

// What a unit's tooltip says beyond its name: terrain, cover, density,
// allowance, smoke, fired.
std::vector<std::string> unitFacts(const lite::GameState& s, int unit, bool firedThisTurn);

} // namespace guidon::client
