// Positions for the fire tests (STYLE.md: two units, fixed dice), shared by
// fire_test, fire_review_test, fire_calibration_test, fire_flow_review_test
// and fire_preview_test.
#pragma once

#include "fixtures.h"
#include "full/event.h"
#include "full/fire.h"

#include <algorithm>
#include <string>
#include <vector>

namespace guidon::full::test {

// The 2nd Wisconsin (Federal, unit 0) facing north at y 30, the 4th Alabama
// (Confederate, unit 1) facing south, `gap` inches ahead; both regular,
// rifled, in line, `stands` and `targetStands` (-1: as many) stands, each
// brigadier a little behind his regiment (within 6").
inline Battle facing(double gap, int stands = 4, int targetStands = -1) {
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, stands, {36, 30}, 0);
    b.units[w].name = "2nd Wisconsin";
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line,
                    targetStands < 0 ? stands : targetStands, {36, 30 - gap}, 180);
    b.units[a].name = "4th Alabama";
    b.brigades[0].leader = {36, 33};
    b.brigades[1].leader = {36, 30 - gap - 2.5};
    return b;
}

// The Federal fire phase of a battle built in code.
inline GameState firePhase(const Battle& b, std::uint64_t seed = 1) {
    GameState s = stateOf(b, seed);
    s.active = Side::Federal;
    s.phase = Phase::Fire;
    s.pending = {Pending{PendingKind::Fire, Side::Federal, -1, -1}};
    return s;
}

// A term of that value whose words hold `text`.
inline bool hasTerm(const std::vector<FireTerm>& terms, int value, const std::string& text) {
    for (const FireTerm& t : terms)
        if (t.value == value && t.text.find(text) != std::string::npos) return true;
    return false;
}

} // namespace guidon::full::test
