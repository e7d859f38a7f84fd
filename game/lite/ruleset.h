// Longstreet Lite as the door lists it: lengths in base widths (LL-UNIT-5).
#pragma once

#include "core/ruleset.h"

namespace guidon::lite {

const core::RulesetInfo& ruleset();

} // namespace guidon::lite
