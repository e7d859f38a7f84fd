// The fire preview's odds (game/full/fire_odds.h): hand-worked small
// volleys as exact fractions, then every face of every die of volleys up to
// 4 dice (re-rolls as extra dice) against fireOdds to 1e-12. The volleys are
// built by hand: the odds read nothing else.
#include "full/fire_odds.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

using namespace guidon::full;

namespace {

// Exact to rounding: the odds are sums of a few products of sixths.
doctest::Approx exactly(double fraction) {
    return doctest::Approx(fraction).epsilon(1e-12);
}

// A volley of `dice` needing `toHit`, no save, a 6-stand target, no checks.
Volley volley(int dice, int toHit) {
    Volley v;
    v.dice = dice;
    v.toHit = toHit;
    v.targetStands = 6;
    v.suppressionNeed = 4;
    return v;
}

// [SECTION] The brute force: every face of every die

bool hits(int face, int toHit) {
    return face == 6 || (face != 1 && face >= toHit);
}
bool passes(int face, int need) {
    return face == 6 || (face != 1 && face >= need);
}

// Calls f(faces) for each of the 6^count ways `count` dice can land.
template <class F> void everyFace(int count, F f) {
    std::vector<int> faces(static_cast<std::size_t>(count), 1);
    for (;;) {
        f(faces);
        int i = 0;
        while (i < count && faces[i] == 6)
            faces[i++] = 1;
        if (i == count) return;
        ++faces[i];
    }
}

double sixth(int count) {
    double p = 1.0;
    for (int i = 0; i < count; ++i)
        p /= 6.0;
    return p;
}

// What the volley's table says of the target after k stands (none: the
// numbers before, for every k).
Volley::AfterLoss afterOf(const Volley& v, int k) {
    if (!v.after.empty()) {
        REQUIRE(k < static_cast<int>(v.after.size()));
        return v.after[k];
    }
    Volley::AfterLoss a;
    a.lost = k;
    a.elephantNeed = a.elephantNeedLeaderless = v.elephantNeed;
    a.suppressionNeed = a.suppressionNeedLeaderless = v.suppressionNeed;
    return a;
}

// The leader risk table of the sheet (FG-LEAD-1): 1-3 unhurt, 4 wounded,
// 5 removed, 6 killed, as the Volley's chances give it.
enum class Risk { Unhurt, Removed, Killed };
Risk riskFace(int face) {
    return face == 6 ? Risk::Killed : face == 5 ? Risk::Removed : Risk::Unhurt;
}

// The volley rolled as resolveVolley rolls it (FG-D-8), every outcome
// weighed. A re-roll is one more die, always rolled, its face used only when
// the re-roll happens; so is the leader risk die. The to-hit outcomes are
// grouped by (hits, natural 6s), the saves by unsaved hits: all that the
// later, independent dice depend on.
FireOdds bruteForce(const Volley& v) {
    const int n = v.dice;
    std::vector<std::vector<double>> byHitsSixes(n + 1, std::vector<double>(n + 1, 0.0));
    const int toHitDice = n + (v.sharpshooters ? 1 : 0);
    everyFace(toHitDice, [&](std::vector<int> faces) {
        if (v.sharpshooters) {
            for (int i = 0; i < n; ++i)
                if (!hits(faces[i], v.toHit)) {
                    faces[i] = faces[n];
                    break;
                }
        }
        int h = 0, sixes = 0;
        for (int i = 0; i < n; ++i) {
            h += hits(faces[i], v.toHit) ? 1 : 0;
            sixes += faces[i] == 6 ? 1 : 0;
        }
        byHitsSixes[h][sixes] += sixth(toHitDice);
    });

    FireOdds odds;
    const int maxStands = std::min((v.oddHits + n) / 2, v.targetStands);
    odds.standsDistribution.assign(maxStands + 1, 0.0);
    for (int h = 0; h <= n; ++h)
        for (int sixes = 0; sixes <= n; ++sixes) {
            const double w = byHitsSixes[h][sixes];
            if (w == 0.0) continue;
            odds.expectedHits += w * h;
            // Saves: P(u unsaved).
            std::vector<double> byUnsaved(h + 1, 0.0);
            if (v.save == 0) {
                byUnsaved[h] = 1.0;
            } else {
                const int saveDice = h + (v.steady ? 1 : 0);
                everyFace(saveDice, [&](std::vector<int> faces) {
                    if (v.steady) {
                        for (int i = 0; i < h; ++i)
                            if (faces[i] < v.save) {
                                faces[i] = faces[h];
                                break;
                            }
                    }
                    int u = 0;
                    for (int i = 0; i < h; ++i)
                        u += faces[i] < v.save ? 1 : 0;
                    byUnsaved[u] += sixth(saveDice);
                });
            }
            for (int u = 0; u <= h; ++u) {
                const double pu = w * byUnsaved[u];
                if (pu == 0.0) continue;
                odds.expectedUnsaved += pu * u;
                const int k = std::min((v.oddHits + u) / 2, v.targetStands);
                const Volley::AfterLoss a = afterOf(v, k);
                odds.expectedStands += pu * a.lost;
                if (k >= 1) odds.standChance += pu;
                odds.standsDistribution[k] += pu;
                if (a.gone) continue; // no check on a removed target
                // Leader risk, then the two checks: one die each.
                const bool risk = v.leaderAtRisk && (k > 0 || sixes > 0);
                const bool trigger = v.close ? sixes >= 1 : sixes >= 2;
                everyFace(3, [&](const std::vector<int>& faces) {
                    const double p = pu / 216.0;
                    const Risk r = risk ? riskFace(faces[0]) : Risk::Unhurt;
                    const bool leaderless = r != Risk::Unhurt;
                    const int eNeed = leaderless ? a.elephantNeedLeaderless : a.elephantNeed;
                    const int sNeed = leaderless ? a.suppressionNeedLeaderless : a.suppressionNeed;
                    const bool elephant = v.elephant && !passes(faces[1], eNeed);
                    const bool suppressed = trigger && !v.ironIgnores && !passes(faces[2], sNeed);
                    if (elephant) odds.elephantChance += p;
                    if (suppressed) odds.suppressionChance += p;
                    if (elephant || suppressed || a.broken || r == Risk::Killed)
                        odds.disorderChance += p;
                });
            }
        }
    return odds;
}

void checkSame(const FireOdds& got, const FireOdds& want) {
    CHECK(got.expectedHits == exactly(want.expectedHits));
    CHECK(got.expectedUnsaved == exactly(want.expectedUnsaved));
    CHECK(got.expectedStands == exactly(want.expectedStands));
    CHECK(got.standChance == exactly(want.standChance));
    CHECK(got.suppressionChance == exactly(want.suppressionChance));
    CHECK(got.elephantChance == exactly(want.elephantChance));
    CHECK(got.disorderChance == exactly(want.disorderChance));
    REQUIRE(got.standsDistribution.size() == want.standsDistribution.size());
    for (std::size_t k = 0; k < want.standsDistribution.size(); ++k)
        CHECK(got.standsDistribution[k] == exactly(want.standsDistribution[k]));
}

} // namespace

// [SECTION] One die's chances

TEST_CASE("FG-FIRE-3 natural 6 hits and natural 1 misses in the odds") {
    SUBCASE("a to-hit die: 6 always, 1 never, whatever the number") {
        CHECK(hitChance(4) == exactly(1.0 / 2));
        CHECK(hitChance(5) == exactly(1.0 / 3));
        CHECK(hitChance(6) == exactly(1.0 / 6));
        CHECK(hitChance(7) == exactly(1.0 / 6));
        CHECK(hitChance(10) == exactly(1.0 / 6));
        CHECK(hitChance(2) == exactly(5.0 / 6));
        CHECK(hitChance(1) == exactly(5.0 / 6));
        CHECK(hitChance(-3) == exactly(5.0 / 6));
    }
    SUBCASE("a volley past 6 still hits on its 6s") {
        CHECK(fireOdds(volley(1, 7)).expectedHits == exactly(1.0 / 6));
        CHECK(fireOdds(volley(2, 9)).expectedHits == exactly(2.0 / 6));
        FireOdds two = fireOdds(volley(2, 8)); // a stand only if both are 6s
        CHECK(two.standChance == exactly(1.0 / 36));
        REQUIRE(two.standsDistribution.size() == 2);
        CHECK(two.standsDistribution[0] == exactly(35.0 / 36));
        CHECK(two.standsDistribution[1] == exactly(1.0 / 36));
    }
    SUBCASE("a volley below 2 still misses on its 1s") {
        CHECK(fireOdds(volley(1, 1)).expectedHits == exactly(5.0 / 6));
        CHECK(fireOdds(volley(3, 0)).expectedHits == exactly(15.0 / 6));
    }
    SUBCASE("no dice, nothing hits") {
        FireOdds none = fireOdds(volley(0, 4));
        CHECK(none.expectedHits == 0.0);
        CHECK(none.standChance == 0.0);
        CHECK(none.standsDistribution == std::vector<double>{1.0});
    }
}

TEST_CASE("FG-DISC-1 a check's chance: natural 1 fails, natural 6 passes") {
    CHECK(checkChance(3) == exactly(4.0 / 6));
    CHECK(checkChance(4) == exactly(1.0 / 2));
    CHECK(checkChance(5) == exactly(1.0 / 3));
    CHECK(checkChance(8) == exactly(1.0 / 6));
    CHECK(checkChance(1) == exactly(5.0 / 6));
    CHECK(checkChance(-1) == exactly(5.0 / 6));
}

// [SECTION] Saves

TEST_CASE("FG-FIRE-4 saves in the odds: no naturals, none at 0 or 7+ (FG-D-37)") {
    CHECK(saveChance(0) == 0.0);
    CHECK(saveChance(7) == 0.0);
    CHECK(saveChance(9) == 0.0);
    CHECK(saveChance(2) == exactly(5.0 / 6));
    CHECK(saveChance(4) == exactly(1.0 / 2));
    CHECK(saveChance(6) == exactly(1.0 / 6));

    Volley v = volley(2, 4);
    v.save = 5;
    FireOdds odds = fireOdds(v);
    CHECK(odds.expectedHits == exactly(1.0));
    CHECK(odds.expectedUnsaved == exactly(2.0 / 3));
    CHECK(odds.standChance == exactly(1.0 / 4 * 4.0 / 9)); // both hit, both saves fail
    v.save = 7;                                            // needs 7+: no save
    CHECK(fireOdds(v).expectedUnsaved == exactly(1.0));
}

TEST_CASE("FG-FIRE-4 Steady's re-roll") {
    SUBCASE("one die: hit, fail, and fail again") {
        Volley v = volley(1, 2);
        v.save = 4;
        v.steady = true;
        CHECK(fireOdds(v).expectedUnsaved == exactly(5.0 / 6 * 1.0 / 4));
    }
    SUBCASE("two dice: only one failed save is rolled again") {
        // Two hits (25/36): both saves fail 1/4 -> 2 unsaved 1/8, 1 unsaved
        // 1/8; one fails 1/2 -> 1 unsaved 1/4. One hit (10/36): 1 unsaved 1/4.
        Volley v = volley(2, 2);
        v.save = 4;
        v.steady = true;
        FireOdds odds = fireOdds(v);
        CHECK(odds.expectedUnsaved == exactly(25.0 / 36 * (2 * 1.0 / 8 + 3.0 / 8) + 10.0 / 36 / 4));
        CHECK(odds.standChance == exactly(25.0 / 36 / 8));
        v.steady = false;
        CHECK(fireOdds(v).expectedUnsaved == exactly(10.0 / 6 / 2));
    }
    SUBCASE("no save, nothing to re-roll") {
        Volley v = volley(2, 4);
        v.steady = true;
        CHECK(fireOdds(v).expectedUnsaved == exactly(1.0));
    }
}

// [SECTION] Stands

TEST_CASE("FG-FIRE-5 odd hits carried") {
    SUBCASE("one hit with the odd hit makes a stand") {
        Volley v = volley(1, 4);
        CHECK(fireOdds(v).standsDistribution == std::vector<double>{1.0});
        v.oddHits = 1;
        FireOdds odds = fireOdds(v);
        CHECK(odds.standChance == exactly(1.0 / 2));
        CHECK(odds.expectedStands == exactly(1.0 / 2));
        REQUIRE(odds.standsDistribution.size() == 2);
        CHECK(odds.standsDistribution[1] == exactly(1.0 / 2));
    }
    SUBCASE("three hits with the odd make one stand, and the odd hit stays") {
        Volley v = volley(2, 4);
        v.oddHits = 1;
        FireOdds odds = fireOdds(v);
        REQUIRE(odds.standsDistribution.size() == 2);
        CHECK(odds.standsDistribution[0] == exactly(1.0 / 4));
        CHECK(odds.standsDistribution[1] == exactly(3.0 / 4));
        CHECK(odds.expectedStands == exactly(3.0 / 4));
        v.oddHits = 0;
        CHECK(fireOdds(v).expectedStands == exactly(1.0 / 4));
    }
    SUBCASE("no more stands than the target has") {
        Volley v = volley(4, 1);
        v.targetStands = 1;
        FireOdds odds = fireOdds(v);
        REQUIRE(odds.standsDistribution.size() == 2);
        CHECK(odds.expectedHits == exactly(4 * 5.0 / 6));
        CHECK(odds.standChance == exactly(1275.0 / 1296)); // two hits or more
        CHECK(odds.expectedStands == exactly(1275.0 / 1296));
    }
}

// [SECTION] Re-rolls and checks

TEST_CASE("FG-D-13 sharpshooters' re-roll") {
    SUBCASE("a missed die is rolled again") {
        Volley v = volley(1, 4);
        v.sharpshooters = true;
        CHECK(fireOdds(v).expectedHits == exactly(3.0 / 4));
        v.toHit = 7;
        CHECK(fireOdds(v).expectedHits == exactly(1.0 / 6 + 5.0 / 6 / 6));
        v.toHit = 1; // its natural 1s are missed dice too
        CHECK(fireOdds(v).expectedHits == exactly(35.0 / 36));
    }
    SUBCASE("only one missed die") {
        Volley v = volley(2, 4);
        v.sharpshooters = true;
        FireOdds odds = fireOdds(v);
        CHECK(odds.expectedHits == exactly(11.0 / 8));
        CHECK(odds.standChance == exactly(1.0 / 2));
    }
    SUBCASE("a 6 on the re-roll is a natural 6 for suppression") {
        Volley v = volley(1, 4);
        v.sharpshooters = true;
        v.close = true;
        CHECK(fireOdds(v).suppressionChance == exactly((1.0 / 6 + 1.0 / 2 / 6) / 2));
        v = volley(2, 7);
        v.sharpshooters = true;
        v.suppressionNeed = 7; // passes on a 6 only
        CHECK(fireOdds(v).suppressionChance == exactly((1.0 / 36 + 10.0 / 36 / 6) * 5.0 / 6));
    }
}

TEST_CASE("FG-FIRE-6 suppression close and far") {
    Volley v = volley(1, 4);
    v.close = true;
    CHECK(fireOdds(v).suppressionChance == exactly(1.0 / 6 / 2));
    v.toHit = 8; // the 6s, not the hits
    CHECK(fireOdds(v).suppressionChance == exactly(1.0 / 6 / 2));
    v.suppressionNeed = 1; // the check still fails on a 1
    CHECK(fireOdds(v).suppressionChance == exactly(1.0 / 6 / 6));
    v.suppressionNeed = 9; // and passes on a 6
    CHECK(fireOdds(v).suppressionChance == exactly(1.0 / 6 * 5.0 / 6));
    v.suppressionNeed = 4;
    v.close = false; // beyond 6": two 6s from one unit
    CHECK(fireOdds(v).suppressionChance == 0.0);
    v.dice = 2;
    CHECK(fireOdds(v).suppressionChance == exactly(1.0 / 36 / 2));
    v.close = true;
    CHECK(fireOdds(v).suppressionChance == exactly(11.0 / 36 / 2));
    CHECK(fireOdds(v).disorderChance == exactly(11.0 / 36 / 2));
    v.ironIgnores = true;
    CHECK(fireOdds(v).suppressionChance == 0.0);
    CHECK(fireOdds(v).disorderChance == 0.0);
}

TEST_CASE("FG-D-13 Seen the Elephant's check, hit or not, before suppression") {
    Volley v = volley(0, 4);
    v.elephantNeed = 5;
    CHECK(fireOdds(v).elephantChance == 0.0); // not an untried unit
    v.elephant = true;
    FireOdds none = fireOdds(v);
    CHECK(none.elephantChance == exactly(2.0 / 3));
    CHECK(none.disorderChance == exactly(2.0 / 3));
    CHECK(none.suppressionChance == 0.0);
    v.dice = 1;
    v.close = true;
    FireOdds one = fireOdds(v); // separate dice: disordered unless both pass
    CHECK(one.suppressionChance == exactly(1.0 / 12));
    CHECK(one.disorderChance == exactly(1.0 - 1.0 / 3 * 11.0 / 12));
}

TEST_CASE("FG-D-8 FG-LEAD-1 the checks after the losses: a target removed, a brigadier lost") {
    SUBCASE("a target the volley removes takes no check and ends no one disordered") {
        // One die at 2+, an odd hit carried: a hit takes the stand and the
        // regiment of 2 shatters (both stands lost); a miss leaves it.
        Volley v = volley(1, 2);
        v.oddHits = 1;
        v.targetStands = 2;
        v.close = true;
        v.elephant = true;
        v.elephantNeed = 5;
        v.after = {Volley::AfterLoss{false, false, 0, 5, 4, 5, 4},
                   Volley::AfterLoss{true, false, 2, 0, 0, 0, 0}};
        FireOdds odds = fireOdds(v);
        CHECK(odds.expectedStands == exactly(5.0 / 6 * 2));
        CHECK(odds.standsDistribution[1] == exactly(5.0 / 6));
        CHECK(odds.elephantChance == exactly(1.0 / 6 * 2.0 / 3)); // only on a miss
        CHECK(odds.suppressionChance == 0.0); // a miss is no 6
        CHECK(odds.disorderChance == exactly(1.0 / 6 * 2.0 / 3));
    }
    SUBCASE("a natural 6 risks the brigadier: killed, his regiment is disordered") {
        // One die needing 7+: only a 6 hits, an odd hit, no stand. Risk:
        // 5 removed, 6 killed; the check needs 3+ with him, 5+ without.
        Volley v = volley(1, 7);
        v.close = true;
        v.leaderAtRisk = true;
        v.leaderGoneChance = 2.0 / 6;
        v.leaderKilledChance = 1.0 / 6;
        v.after = {Volley::AfterLoss{false, false, 0, 0, 3, 0, 5}};
        FireOdds odds = fireOdds(v);
        const double six = 1.0 / 6;
        CHECK(odds.suppressionChance == exactly(six * (4.0 / 6 * 1.0 / 3 + 2.0 / 6 * 2.0 / 3)));
        CHECK(odds.disorderChance ==
              exactly(six * (4.0 / 6 * 1.0 / 3 + 1.0 / 6 * 2.0 / 3 + 1.0 / 6)));
    }
    SUBCASE("a brigade the losses break: every unit disordered") {
        Volley v = volley(2, 2); // two hits take a stand 25/36
        v.after = {Volley::AfterLoss{false, false, 0, 0, 4, 0, 4},
                   Volley::AfterLoss{false, true, 1, 0, 4, 0, 4}};
        CHECK(fireOdds(v).disorderChance == exactly(25.0 / 36));
    }
}

// [SECTION] Every face of every die

TEST_CASE("FG-D-8 FG-LEAD-1 the odds agree with every face of every die, up to 4 dice, the "
          "checks after the losses and leader risk") {
    const int toHits[] = {-1, 2, 4, 6, 8};
    const int saves[] = {0, 2, 4, 6};
    const int stands[] = {0, 1, 2, 9};
    const int needs[] = {1, 3, 5, 7};
    int i = 0;
    for (int dice = 0; dice <= 4; ++dice)
        for (int toHit : toHits)
            for (int save : saves)
                for (int extra = 0; extra < 8; ++extra, ++i) {
                    Volley v;
                    v.dice = dice;
                    v.toHit = toHit;
                    v.save = save;
                    v.sharpshooters = (extra & 1) != 0;
                    v.steady = (extra & 2) != 0;
                    v.oddHits = (extra & 4) != 0 ? 1 : 0;
                    v.targetStands = stands[i % 4];
                    v.close = i % 3 != 0;
                    v.ironIgnores = i % 7 == 0;
                    v.elephant = i % 5 < 2;
                    v.elephantNeed = needs[i % 4];
                    v.suppressionNeed = needs[(i / 4) % 4];
                    // The target after k stands (FG-D-8): by hand, some
                    // volleys with none, others gone past a count (shattered:
                    // its last stand lost too), broken past another, the
                    // numbers moving with k and with the brigadier gone.
                    const int most = std::min((v.oddHits + dice) / 2, v.targetStands);
                    if (i % 3 != 1) {
                        for (int k = 0; k <= most; ++k) {
                            Volley::AfterLoss a;
                            a.lost = k;
                            a.gone = i % 3 == 2 && k >= 1 && k + 1 >= v.targetStands;
                            if (a.gone) a.lost = v.targetStands;
                            a.broken = k >= 1 + i % 2;
                            a.elephantNeed = needs[(i + k) % 4];
                            a.suppressionNeed = needs[(i / 4 + k) % 4];
                            a.elephantNeedLeaderless = a.elephantNeed + 1 + k % 2;
                            a.suppressionNeedLeaderless = a.suppressionNeed + 2;
                            v.after.push_back(a);
                        }
                    }
                    v.leaderAtRisk = i % 4 != 3;
                    v.leaderGoneChance = 2.0 / 6;
                    v.leaderKilledChance = 1.0 / 6;
                    CAPTURE(dice);
                    CAPTURE(toHit);
                    CAPTURE(save);
                    CAPTURE(extra);
                    CAPTURE(i);
                    checkSame(fireOdds(v), bruteForce(v));
                }
}
