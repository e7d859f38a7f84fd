// The melee odds' calibration (the fire preview's pattern): fixed positions
// rolled 100,000 times each with real dice (rollMelee, a seed a melee), each
// outcome band's share held against what meleeOdds said before a die was
// rolled, within half a point. A few thousand full resolutions on copies of
// the state check that resolveMelee rolls exactly that step and applies the
// band it rolled.
//
// GUIDON_CALIBRATION=1 prints every figure (measured against predicted).
#include "melee_fixtures.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

constexpr int kMeleeRolls = 100000;
constexpr int kResolves = 2000;
constexpr double kWithin = 0.005;

void checkShare(const std::string& what, int count, double predicted) {
    const double measured = static_cast<double>(count) / kMeleeRolls;
    if (calibrationVerbose())
        std::printf("  %-28s measured %6.3f%%  predicted %6.3f%%\n", what.c_str(), 100.0 * measured,
                    100.0 * predicted);
    INFO(what);
    CHECK(std::fabs(measured - predicted) <= kWithin);
}

// Roll the check's dice step kMeleeRolls times and compare each band.
void calibrate(const char* name, const MeleeCheck& c) {
    const MeleeOdds odds = meleeOdds(c);
    const std::size_t bands = odds.attacker.size();
    std::vector<int> att(bands, 0), def(bands, 0);
    int tie = 0;
    for (int i = 0; i < kMeleeRolls; ++i) {
        guidon::core::Dice dice(static_cast<std::uint64_t>(i) + 1);
        const MeleeRoll r = rollMelee(dice, c);
        if (!r.winner)
            ++tie;
        else
            (*r.winner == c.attacker.side ? att : def)[r.band]++;
    }
    if (calibrationVerbose())
        std::printf("%s: attacker %d, defender %d\n", name, c.attacker.score(), c.defender.score());
    checkShare(std::string(name) + " tie", tie, odds.tie);
    for (std::size_t k = 1; k < bands; ++k) {
        checkShare(std::string(name) + " attacker band " + std::to_string(k), att[k],
                   odds.attacker[k]);
        checkShare(std::string(name) + " defender band " + std::to_string(k), def[k],
                   odds.defender[k]);
    }
}

// resolveMelee on copies of `s`: the same dice as rollMelee from the same
// seed, and the loser's main unit takes the rolled band's hits.
void resolvesAsRolled(const GameState& s) {
    const Melee m = onlyMelee(s);
    const MeleeCheck c = meleeCheckOf(s, m);
    int mismatched = 0;
    for (int i = 0; i < kResolves; ++i) {
        GameState copy = s;
        copy.dice = guidon::core::Dice(static_cast<std::uint64_t>(i) + 1);
        guidon::core::Dice same(static_cast<std::uint64_t>(i) + 1);
        const MeleeRoll expected = rollMelee(same, c);
        std::vector<Event> events;
        const MeleeResult r = resolveMelee(copy, m, events);
        bool ok = r.roll.margin == expected.margin && r.roll.band == expected.band &&
                  r.roll.winner == expected.winner;
        if (expected.winner) {
            const int loser =
                *expected.winner == c.attacker.side ? c.defender.main : c.attacker.main;
            const Unit& before = s.units[loser];
            const Unit& after = copy.units[loser];
            const int hits = c.outcomes[expected.band].loserHits + (before.disordered ? 1 : 0);
            const int hitsTaken =
                2 * (before.stands - after.stands) + after.oddHits - before.oddHits;
            // A blocked retreat's extra stand, a shatter or a unit off the
            // table take more: these positions have room to retreat.
            ok = ok && !after.removed && hitsTaken == hits && after.disordered;
        }
        if (!ok) ++mismatched;
    }
    CHECK(mismatched == 0);
}

} // namespace

TEST_CASE("FG-MELEE-2 FG-MELEE-3 meleeOdds calibration: 100,000 melees a position") {
    SUBCASE("front to front, equal") {
        GameState s = meleePhase(meleeBattle(6));
        calibrate("equal lines", meleeCheckOf(s, onlyMelee(s)));
        resolvesAsRolled(s);
    }
    SUBCASE("a column with momentum against a wall") {
        Battle b = meleeBattle(4);
        b.units[0].formation = Formation::AssaultColumn;
        b.units[0].stands = 6;
        addLine(b, "wall", {{30, 30}, {42, 30}});
        GameState s = meleePhase(b);
        s.units[0].momentum = true;
        const MeleeCheck c = meleeCheckOf(s, onlyMelee(s));
        REQUIRE(c.attacker.score() == 7); // 4 engaged +1 fresh +1 momentum +1 column
        REQUIRE(c.defender.score() == 5); // 2 engaged +1 fresh +2 wall
        calibrate("column against a wall", c);
        resolvesAsRolled(s);
    }
    SUBCASE("a disordered defender, its brigadier with it, struck in the flank") {
        Battle b = meleeBattle(4, 6);
        b.units[0].stands = 2;
        b.units[0].front = {39, 29};
        b.units[0].facing = 270;
        GameState s = meleePhase(b);
        s.units[1].disordered = true;
        s.brigades[1].attached = 1;
        const MeleeCheck c = meleeCheckOf(s, onlyMelee(s));
        REQUIRE(c.attacker.score() == 4); // 1 engaged +1 fresh +2 flank
        REQUIRE(c.defender.score() == 1); // 1 engaged +1 fresh -2 disordered +1 brigadier
        calibrate("flank on the disordered", c);
    }
}
