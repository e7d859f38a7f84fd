#include "fire_odds.h"

#include <algorithm>
#include <cassert>
#include <vector>

// The preview's chances are worked out exactly, not sampled: a player reads
// "38%" and the dice must bear it out, and a preview asks for every target
// of a unit, so it must be cheap (a few microseconds for 36 dice). The dice
// are those of resolveVolley in FG-D-8's order; only the steps that decide
// stands and disorder are counted here (1 to 3, 6 and 7).

namespace guidon::full {

namespace {

// A die that needs `need` on a roll where natural 6 passes and natural 1
// fails (to hit, FG-FIRE-3; checks, FG-DISC-1): the 6 always, and the faces
// 2..5 that reach the number.
double withNaturals(int need) {
    return (1 + std::clamp(6 - need, 0, 4)) / 6.0;
}

// x^0 .. x^n, built by multiplying so 0^0 is 1.
void powers(double x, int n, std::vector<double>& out) {
    out.assign(static_cast<std::size_t>(n) + 1, 1.0);
    for (int k = 1; k <= n; ++k)
        out[k] = out[k - 1] * x;
}

} // namespace

double hitChance(int need) {
    return withNaturals(need);
}

double saveChance(int need) {
    // FG-D-37: no naturals on saves, and a save needing 7+ is none; 0 means
    // the target has no save (open ground, point-blank guns).
    if (need <= 0 || need >= 7) return 0.0;
    return (7 - need) / 6.0;
}

double checkChance(int need) {
    return withNaturals(need);
}

FireOdds fireOdds(const Volley& v) {
    assert(v.dice >= 0 && v.oddHits >= 0 && v.targetStands >= 0);
    const int n = v.dice;
    FireOdds odds;

    // [SECTION] To hit (FG-FIRE-3, FG-D-13)
    // A die is a natural 6 (p6), another hit (face 2..5 reaching toHit: pOther)
    // or a miss (pMiss). Suppression asks only whether there were none, one
    // or two-plus natural 6s, so the dice are counted as (hits h, sixes
    // capped at 2), in closed form, O(n):
    //   no six:  C(n,h) pOther^h pMiss^(n-h)
    //   one six: h C(n,h) p6 pOther^(h-1) pMiss^(n-h)  (which of the h hits is the 6)
    //   any:     C(n,h) (p6+pOther)^h pMiss^(n-h)
    const double p6 = 1.0 / 6.0;
    const double pOther = hitChance(v.toHit) - p6;
    const double pMiss = 1.0 - p6 - pOther;
    std::vector<double> powOther, powAny, powMiss;
    powers(pOther, n, powOther);
    powers(p6 + pOther, n, powAny);
    powers(pMiss, n, powMiss);

    std::vector<double> hits(static_cast<std::size_t>(n) + 1, 0.0); // P(h), re-roll included
    double noSix = 0.0, oneSix = 0.0;                               // over the final faces
    double choose = 1.0;                                            // C(n,h)
    for (int h = 0; h <= n; ++h) {
        const double any = choose * powAny[h] * powMiss[n - h];
        const double zero = choose * powOther[h] * powMiss[n - h];
        const double one = h > 0 ? h * choose * p6 * powOther[h - 1] * powMiss[n - h] : 0.0;
        if (v.sharpshooters && h < n) {
            // FG-D-13: one missed die rolled again; its new face counts,
            // a natural 6 included (it may trigger suppression).
            hits[h] += any * pMiss;
            hits[h + 1] += any * (p6 + pOther);
            noSix += zero * (pMiss + pOther);
            oneSix += one * (pMiss + pOther) + zero * p6;
        } else {
            hits[h] += any;
            noSix += zero;
            oneSix += one;
        }
        choose = choose * (n - h) / (h + 1);
    }

    // [SECTION] Saves (FG-FIRE-4, FG-D-22, FG-D-37, FG-TRAIT-1)
    // Unsaved u: a binomial of failed saves for each h, mixed over h. The
    // rows are built one die at a time, O(n^2) in all.
    const double pSave = saveChance(v.save);
    const double pFail = 1.0 - pSave;
    std::vector<double> unsaved(static_cast<std::size_t>(n) + 1, 0.0);
    if (pSave == 0.0) {
        unsaved = hits;
    } else {
        std::vector<double> row(static_cast<std::size_t>(n) + 1, 0.0); // P(k failed | h dice)
        row[0] = 1.0;
        for (int h = 0; h <= n; ++h) {
            const double ph = hits[h];
            for (int k = 0; k <= h; ++k)
                unsaved[k] += ph * row[k];
            if (h == n) break;
            for (int k = h + 1; k > 0; --k)
                row[k] = row[k] * pSave + row[k - 1] * pFail;
            row[0] *= pSave;
        }
        if (v.steady) {
            // Steady: one failed save rolled again (its new face stands).
            // It does not depend on h, so it is applied to the mixture.
            for (int k = 1; k <= n; ++k) {
                const double saved = unsaved[k] * pSave;
                unsaved[k] -= saved;
                unsaved[k - 1] += saved;
            }
        }
    }

    // [SECTION] Stands (FG-FIRE-5)
    // Every 2 unsaved hits, the odd hit carried in, take a stand; the odd
    // hit left stays; no more than the target has.
    const int maxStands = std::min((v.oddHits + n) / 2, v.targetStands);
    odds.standsDistribution.assign(static_cast<std::size_t>(maxStands) + 1, 0.0);
    for (int u = 0; u <= n; ++u) {
        odds.expectedHits += u * hits[u];
        odds.expectedUnsaved += u * unsaved[u];
        odds.standsDistribution[std::min((v.oddHits + u) / 2, v.targetStands)] += unsaved[u];
    }
    for (int k = 1; k <= maxStands; ++k) {
        odds.expectedStands += k * odds.standsDistribution[k];
        odds.standChance += odds.standsDistribution[k];
    }

    // [SECTION] Checks (FG-D-13, FG-FIRE-6, FG-DISC-1)
    // Seen the Elephant's check is rolled hit or not; suppression needs one
    // natural 6 within 6" (two beyond) and a failed check, and Iron
    // Discipline may ignore the trigger. The two checks are separate dice.
    if (v.elephant) odds.elephantChance = 1.0 - checkChance(v.elephantNeed);
    if (!v.ironIgnores) {
        const double trigger = std::max(0.0, v.close ? 1.0 - noSix : 1.0 - noSix - oneSix);
        odds.suppressionChance = trigger * (1.0 - checkChance(v.suppressionNeed));
    }
    odds.disorderChance = 1.0 - (1.0 - odds.elephantChance) * (1.0 - odds.suppressionChance);
    return odds;
}

} // namespace guidon::full
