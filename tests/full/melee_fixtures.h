// Positions for the melee tests (STYLE.md: two units, fixed dice), shared by
// melee_test and melee_calibration_test.
#pragma once

#include "fixtures.h"
#include "full/event.h"
#include "full/melee.h"

#include <algorithm>
#include <string>
#include <vector>

namespace guidon::full::test {

// The 2nd Wisconsin (Federal, unit 0) facing north with its front at
// (36, 30), the 4th Alabama (Confederate, unit 1) facing south with its
// front on the same line: the two lines touch front to front. Each brigade
// also has a reserve of 20 stands far off (units 2 and 3), so a few stands
// lost never move its clock. Both regular, in line.
inline Battle meleeBattle(int stands = 4, int enemyStands = -1) {
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, stands, {36, 30}, 0);
    b.units[w].name = "2nd Wisconsin";
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line,
                    enemyStands < 0 ? stands : enemyStands, {36, 30}, 180);
    b.units[a].name = "4th Alabama";
    int fr = addUnit(b, "fres", 0, Arm::Infantry, Formation::Line, 20, {12, 46}, 0);
    b.units[fr].name = "Federal reserve";
    int cr = addUnit(b, "cres", 1, Arm::Infantry, Formation::Line, 20, {60, 2}, 180);
    b.units[cr].name = "Confederate reserve";
    b.brigades[0].leader = {60, 44};
    b.brigades[1].leader = {12, 8};
    return b;
}

// Phase 4 of the Federal turn, the 2nd Wisconsin marked as the assaulting unit.
inline GameState meleePhase(const Battle& b, std::uint64_t seed = 1) {
    GameState s = stateOf(b, seed);
    s.active = Side::Federal;
    s.phase = Phase::Melee;
    s.units[0].attacker = true;
    return s;
}

// The one melee on the table (the test fails loudly if there is not one).
inline Melee onlyMelee(const GameState& s) {
    std::vector<Melee> all = meleesOf(s);
    return all.size() == 1 ? all[0] : Melee{};
}

inline int countOf(const std::vector<Event>& events, EventKind k, int unit = -1) {
    return static_cast<int>(std::count_if(events.begin(), events.end(), [&](const Event& e) {
        return e.kind == k && (unit < 0 || e.unit == unit);
    }));
}

inline bool hasShock(const MeleeSide& side, const std::string& id) {
    return std::any_of(side.terms.begin(), side.terms.end(),
                       [&](const ShockTerm& t) { return t.id == id; });
}

inline int shockValue(const MeleeSide& side, const std::string& id) {
    for (const ShockTerm& t : side.terms)
        if (t.id == id) return t.value;
    return 0;
}

} // namespace guidon::full::test
