#include "ruleset.h"

namespace guidon::lite {

const core::RulesetInfo& ruleset() {
    static const core::RulesetInfo info{"lite", "Longstreet Lite", {"base width", " BW", "base widths"}, true};
    return info;
}

} // namespace guidon::lite
