#include "event.h"

namespace guidon::full {

std::string_view nameOf(EventKind k) {
    constexpr std::string_view words[] = {
        "game-started",  "turn-started",   "phase-started",   "division-pip",  "pips-rolled",
        "pips-saved",    "pips-reserved",  "pips-lost",       "check",         "rallied",
        "disordered",    "order-given",    "unit-moved",      "formation-changed",
        "passed-through", "screen-detached", "screen-recalled", "brigadier-moved",
        "stands-lost",   "shattered",      "left-table",      "clock-changed", "leader-risk",
        "leader-replaced", "smoke-cleared", "game-over"};
    static_assert(sizeof(words) / sizeof(words[0]) ==
                  static_cast<int>(EventKind::GameOver) + 1);
    return words[static_cast<int>(k)];
}

} // namespace guidon::full
