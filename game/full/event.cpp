#include "event.h"

#include "state.h"

namespace guidon::full {

std::string_view nameOf(EventKind k) {
    constexpr std::string_view words[] = {
        "game-started",  "turn-started",   "phase-started",   "division-pip",  "pips-rolled",
        "pips-saved",    "pips-reserved",  "pips-lost",       "check",         "rallied",
        "disordered",    "order-given",    "unit-moved",      "formation-changed",
        "passed-through", "screen-detached", "screen-recalled", "brigadier-moved",
        "stands-lost",   "shattered",      "left-table",      "clock-changed", "leader-risk",
        "leader-replaced", "smoke-cleared", "fired", "saves", "odd-hit", "suppressed",
        "plunging-fire", "smoke-made", "losses-placed", "move-paused", "reacted", "evaded",
        "flank-refused", "counter-charged", "stalled", "contact", "melee-fought", "retreated",
        "consolidated", "game-over"};
    static_assert(sizeof(words) / sizeof(words[0]) ==
                  static_cast<int>(EventKind::GameOver) + 1);
    return words[static_cast<int>(k)];
}

Event unitEvent(const GameState& s, EventKind kind, int unit, std::string text) {
    Event e;
    e.kind = kind;
    e.side = s.sideOf(unit);
    e.unit = unit;
    e.brigade = s.units[unit].brigade;
    e.text = std::move(text);
    return e;
}

} // namespace guidon::full
