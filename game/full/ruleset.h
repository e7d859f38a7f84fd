// The full game as the door lists it (FG-SCALE: inches, 1" stands). Its
// rules come with the full-game issues; until then a battle of rules="full"
// is read and refused with this ruleset's name.
#pragma once

#include "core/ruleset.h"

namespace guidon::full {

const core::RulesetInfo& ruleset();

} // namespace guidon::full
