// The fire preview's arithmetic (issue 22, "a preview a player can trust"):
// exact chances from a Volley's numbers, the same dice resolveVolley rolls.
// No state is read: a Volley holds all it needs. The calibration test rolls
// real volleys and holds these within 1% of what the dice gave.
#pragma once

#include "fire.h"

#include <vector>

namespace guidon::full {

struct FireOdds {
    double expectedHits = 0.0;     // to-hit successes, re-rolls included
    double expectedUnsaved = 0.0;  // after saves (and Steady's re-roll)
    double expectedStands = 0.0;   // stands the target loses, a shattered regiment's last included
    double standChance = 0.0;      // P(at least one stand removed)
    // The checks as taken after the volley's own losses and leader risk
    // (FG-D-8; Volley::after): none on a target it removed.
    double suppressionChance = 0.0; // P(suppression's check is failed)
    double elephantChance = 0.0;   // P(Seen the Elephant's check fails)
    // P(the target ends the volley disordered by it): either check, its
    // brigade broken by the losses, or its brigadier killed.
    double disorderChance = 0.0;
    std::vector<double> standsDistribution; // P(k stands removed by hits), k = 0..
};

// The chance a die needing `need` succeeds as a to-hit die (natural 6
// always, natural 1 never).
double hitChance(int need);
// The chance a save needing `need` succeeds (0 or 7+: none; no naturals).
double saveChance(int need);
// The chance a discipline check needing `need` passes (natural 1 fails,
// natural 6 passes: FG-DISC-1).
double checkChance(int need);

FireOdds fireOdds(const Volley& v);

} // namespace guidon::full
