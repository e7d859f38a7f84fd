// The full game as the door lists it (FG-SCALE: inches, 1" stands): played
// headless through the door (full/door.h); the window's table for it comes
// with its own issue.
#pragma once

#include "core/ruleset.h"

namespace guidon::full {

const core::RulesetInfo& ruleset();

} // namespace guidon::full
