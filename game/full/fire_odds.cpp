#include "fire_odds.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <vector>

// The preview's chances are worked out exactly, not sampled: a player reads
// "38%" and the dice must bear it out, and a preview asks for every target
// of a unit, so it must be cheap (a few microseconds for 36 dice). The dice
// are those of resolveVolley in FG-D-8's order; only the steps that decide
// stands and disorder are counted here (1 to 7). What steps 3-5 do to the
// target (shatter, the clock, its brigadier gone) comes worked out by the
// rules in Volley::after, by stands lost; the odds only weigh it.

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
    // or a miss (pMiss). Suppression and leader risk ask only whether there
    // were none, one or two-plus natural 6s (the six class c), so the dice
    // are counted as (c, hits h), in closed form, O(n):
    //   no six:  C(n,h) pOther^h pMiss^(n-h)
    //   one six: h C(n,h) p6 pOther^(h-1) pMiss^(n-h)  (which of the h hits is the 6)
    //   any:     C(n,h) (p6+pOther)^h pMiss^(n-h); two or more: the rest
    const double p6 = 1.0 / 6.0;
    const double pOther = hitChance(v.toHit) - p6;
    const double pMiss = 1.0 - p6 - pOther;
    std::vector<double> powOther, powAny, powMiss;
    powers(pOther, n, powOther);
    powers(p6 + pOther, n, powAny);
    powers(pMiss, n, powMiss);

    const std::size_t rows = static_cast<std::size_t>(n) + 1;
    std::array<std::vector<double>, 3> bySix; // P(c, h), re-roll included
    for (auto& r : bySix)
        r.assign(rows, 0.0);
    double choose = 1.0; // C(n,h)
    for (int h = 0; h <= n; ++h) {
        const double any = choose * powAny[h] * powMiss[n - h];
        const double zero = choose * powOther[h] * powMiss[n - h];
        const double one = h > 0 ? h * choose * p6 * powOther[h - 1] * powMiss[n - h] : 0.0;
        const double cls[3] = {zero, one, std::max(0.0, any - zero - one)};
        for (int c = 0; c < 3; ++c) {
            if (v.sharpshooters && h < n) {
                // FG-D-13: one missed die rolled again; its new face counts,
                // a natural 6 included (it may trigger suppression).
                bySix[c][h] += cls[c] * pMiss;
                bySix[c][h + 1] += cls[c] * pOther;
                bySix[std::min(c + 1, 2)][h + 1] += cls[c] * p6;
            } else {
                bySix[c][h] += cls[c];
            }
        }
        choose = choose * (n - h) / (h + 1);
    }

    // [SECTION] Saves (FG-FIRE-4, FG-D-22, FG-D-37, FG-TRAIT-1)
    // Unsaved u: a binomial of failed saves for each h, mixed over h, for
    // each six class (the saves are dice of their own). The rows are built
    // one die at a time, O(n^2) in all.
    const double pSave = saveChance(v.save);
    const double pFail = 1.0 - pSave;
    std::array<std::vector<double>, 3> unsaved; // P(c, u)
    if (pSave == 0.0) {
        unsaved = bySix;
    } else {
        for (auto& r : unsaved)
            r.assign(rows, 0.0);
        std::vector<double> row(rows, 0.0); // P(k failed | h dice)
        row[0] = 1.0;
        for (int h = 0; h <= n; ++h) {
            for (int c = 0; c < 3; ++c) {
                const double ph = bySix[c][h];
                if (ph == 0.0) continue;
                for (int k = 0; k <= h; ++k)
                    unsaved[c][k] += ph * row[k];
            }
            if (h == n) break;
            for (int k = h + 1; k > 0; --k)
                row[k] = row[k] * pSave + row[k - 1] * pFail;
            row[0] *= pSave;
        }
        if (v.steady) {
            // Steady: one failed save rolled again (its new face stands).
            // It does not depend on h, so it is applied to the mixture.
            for (auto& r : unsaved)
                for (int k = 1; k <= n; ++k) {
                    const double saved = r[k] * pSave;
                    r[k] -= saved;
                    r[k - 1] += saved;
                }
        }
    }

    // [SECTION] Stands (FG-FIRE-5, FG-DISC-3)
    // Every 2 unsaved hits, the odd hit carried in, take a stand; the odd
    // hit left stays; no more than the target has. A regiment left at one
    // stand shatters: its last stand goes too (Volley::after says so).
    const int maxStands = std::min((v.oddHits + n) / 2, v.targetStands);
    odds.standsDistribution.assign(static_cast<std::size_t>(maxStands) + 1, 0.0);
    std::array<std::vector<double>, 3> stands; // P(c, k)
    for (auto& r : stands)
        r.assign(static_cast<std::size_t>(maxStands) + 1, 0.0);
    for (int c = 0; c < 3; ++c)
        for (int u = 0; u <= n; ++u) {
            const double p = unsaved[c][u];
            odds.expectedUnsaved += u * p;
            stands[c][std::min((v.oddHits + u) / 2, v.targetStands)] += p;
            odds.expectedHits += u * bySix[c][u];
        }
    // What the target is after k stands: the volley's table, or (empty)
    // the numbers as it stands before, for every k.
    auto afterOf = [&](int k) {
        if (v.after.empty()) {
            Volley::AfterLoss a;
            a.lost = k;
            a.elephantNeed = a.elephantNeedLeaderless = v.elephantNeed;
            a.suppressionNeed = a.suppressionNeedLeaderless = v.suppressionNeed;
            return a;
        }
        return v.after[std::min<std::size_t>(static_cast<std::size_t>(k), v.after.size() - 1)];
    };
    for (int k = 0; k <= maxStands; ++k) {
        const double p = stands[0][k] + stands[1][k] + stands[2][k];
        odds.standsDistribution[k] = p;
        odds.expectedStands += afterOf(k).lost * p;
        if (k > 0) odds.standChance += p;
    }

    // [SECTION] Checks (FG-D-8, FG-D-13, FG-D-23, FG-FIRE-6, FG-LEAD-1, FG-DISC-1)
    // Taken as the target stands after the losses and leader risk: for each
    // (six class, stands k), no check if it is gone; leader risk rolled if
    // his brigadier is attached and a stand went or a 6 was rolled (removed
    // or killed, the leaderless numbers; killed, his regiment disordered);
    // Seen the Elephant's check hit or not; suppression on one natural 6
    // within 6" (two beyond) unless Iron Discipline ignores it. A broken
    // brigade's units are all disordered. The checks are separate dice.
    const double pGone = v.leaderAtRisk ? v.leaderGoneChance : 0.0;
    const double pKilled = v.leaderAtRisk ? v.leaderKilledChance : 0.0;
    for (int c = 0; c < 3; ++c) {
        const bool trigger = !v.ironIgnores && c >= (v.close ? 1 : 2);
        for (int k = 0; k <= maxStands; ++k) {
            const double p = stands[c][k];
            if (p == 0.0) continue;
            const Volley::AfterLoss a = afterOf(k);
            if (a.gone) continue; // removed: no check, no marker
            const bool risk = v.leaderAtRisk && (k > 0 || c > 0);
            // The brigadier stays (or no roll), goes (removed), or is killed.
            const double stay = risk ? 1.0 - pGone : 1.0;
            const double removed = risk ? pGone - pKilled : 0.0;
            const double killed = risk ? pKilled : 0.0;
            auto checks = [&](double w, int elephantNeed, int suppressionNeed, bool certain) {
                if (w == 0.0) return;
                const double e = v.elephant ? 1.0 - checkChance(elephantNeed) : 0.0;
                const double sup = trigger ? 1.0 - checkChance(suppressionNeed) : 0.0;
                odds.elephantChance += w * e;
                odds.suppressionChance += w * sup;
                odds.disorderChance += w * (certain ? 1.0 : 1.0 - (1.0 - e) * (1.0 - sup));
            };
            checks(p * stay, a.elephantNeed, a.suppressionNeed, a.broken);
            checks(p * removed, a.elephantNeedLeaderless, a.suppressionNeedLeaderless, a.broken);
            checks(p * killed, a.elephantNeedLeaderless, a.suppressionNeedLeaderless, true);
        }
    }
    return odds;
}

} // namespace guidon::full
