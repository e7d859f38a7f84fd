#include "ruleset.h"

namespace guidon::full {

const core::RulesetInfo& ruleset() {
    static const core::RulesetInfo info{"full", "the full game", {"inch", "\"", "inches"}, true};
    return info;
}

} // namespace guidon::full
