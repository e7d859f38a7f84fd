// The fire preview's calibration (issue 22, "a preview a player can trust"):
// fixed positions fired 100,000 times each with real dice (resolveVolley on
// a copy of the state, a seed a volley), what the dice gave held against
// what fireOdds said before a die was rolled: expected hits, unsaved hits
// and stands within 1% of their value, each chance within 1 point.
//
// GUIDON_CALIBRATION=1 prints every figure (measured against predicted).
#include "fire_fixtures.h"
#include "full/fire.h"
#include "full/fire_odds.h"
#include "full/fire_preview.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

constexpr int kRolls = 100000;


// What the dice gave over many volleys, as sums.
struct Tally {
    int volleys = 0;
    double hits = 0, unsaved = 0, stands = 0;
    int anyStand = 0, suppressed = 0, elephant = 0, disordered = 0;
    double hitsSq = 0, unsavedSq = 0, standsSq = 0; // for the printed spread
};

// Fire the volley at copies of `s`, a new seed each time, and count.
Tally roll(const GameState& s, const Volley& v) {
    Tally t;
    const int target = v.target;
    for (int i = 0; i < kRolls; ++i) {
        GameState copy = s;
        copy.dice = guidon::core::Dice(static_cast<std::uint64_t>(i) + 1);
        std::vector<Event> events;
        const int before = copy.units[target].stands;
        resolveVolley(copy, v, events);
        int hits = 0, unsaved = 0;
        bool afterSuppressed = false, elephantCheck = true;
        for (const Event& e : events) {
            if (e.kind == EventKind::Fired) hits = e.value;
            if (e.kind == EventKind::Saves && e.unit == target) unsaved = e.value;
            if (e.kind == EventKind::Suppressed && e.unit == target) afterSuppressed = true;
            if (e.kind == EventKind::Check && e.unit == target) {
                // Seen the Elephant's check comes first, then suppression's
                // (FG-D-13); a failed one of either disorders.
                if (afterSuppressed && e.value == 0) ++t.suppressed;
                if (!afterSuppressed && v.elephant && elephantCheck && e.value == 0) ++t.elephant;
                if (!afterSuppressed) elephantCheck = false;
            }
        }
        const int lost = before - copy.units[target].stands;
        t.hits += hits;
        t.unsaved += unsaved;
        t.stands += lost;
        t.hitsSq += double(hits) * hits;
        t.unsavedSq += double(unsaved) * unsaved;
        t.standsSq += double(lost) * lost;
        if (lost > 0) ++t.anyStand;
        if (copy.units[target].disordered) ++t.disordered;
        ++t.volleys;
    }
    return t;
}

// An expected value: within 1% of fireOdds' (relative).
void checkMean(const char* what, double sum, double sumSq, int n, double predicted) {
    const double mean = sum / n;
    const double sd = std::sqrt(std::max(0.0, sumSq / n - mean * mean));
    if (calibrationVerbose())
        std::printf("  %-22s rolled %.4f, predicted %.4f (%+.2f%%, %.1f standard errors)\n", what,
                    mean, predicted, (mean - predicted) / predicted * 100.0,
                    (mean - predicted) / (sd / std::sqrt(double(n))));
    INFO(std::string(what) << ": rolled " << mean << ", predicted " << predicted);
    CHECK(mean == doctest::Approx(predicted).epsilon(0.01));
}

// A chance: within 0.01 of fireOdds' (absolute).
void checkChance(const char* what, int count, int n, double predicted) {
    const double p = double(count) / n;
    if (calibrationVerbose())
        std::printf("  %-22s rolled %.4f, predicted %.4f (%+.4f)\n", what, p, predicted,
                    p - predicted);
    INFO(std::string(what) << ": rolled " << p << ", predicted " << predicted);
    CHECK(std::abs(p - predicted) <= 0.01);
}

// Everything the preview tells a player, against the dice.
void calibrate(const char* name, const GameState& s, const Volley& v) {
    const FireOdds o = fireOdds(v);
    if (calibrationVerbose())
        std::printf("%s: %d dice needing %d+, save %d+, odd hits %d%s%s%s%s\n", name, v.dice,
                    v.toHit, v.save, v.oddHits, v.sharpshooters ? ", Sharpshooters" : "",
                    v.steady ? ", Steady" : "", v.elephant ? ", Seen the Elephant" : "",
                    v.close ? ", one 6 suppresses" : ", two 6s suppress");
    const Tally t = roll(s, v);
    checkMean("expected hits", t.hits, t.hitsSq, t.volleys, o.expectedHits);
    checkMean("expected unsaved", t.unsaved, t.unsavedSq, t.volleys, o.expectedUnsaved);
    checkMean("expected stands", t.stands, t.standsSq, t.volleys, o.expectedStands);
    checkChance("at least one stand", t.anyStand, t.volleys, o.standChance);
    checkChance("suppression", t.suppressed, t.volleys, o.suppressionChance);
    if (v.elephant) checkChance("Seen the Elephant", t.elephant, t.volleys, o.elephantChance);
    checkChance("disordered", t.disordered, t.volleys, o.disorderChance);
}

// A brigade of `stands` more stands far off on the target's side, so the
// volley's losses leave its brigade's clock where it was (a hesitant clock
// would change the suppression check's number after the preview was made).
void ballast(Battle& b, int stands) {
    addUnit(b, "reserve", 1, Arm::Infantry, Formation::Line, stands, {62, 4}, 180);
}

// A Napoleon section (unit kGun) 3" from a regiment of `stands` (unit
// kTarget) in the open, its brigade `reserve` stands more: point-blank, 3
// dice at 2+, no save, one natural 6 to suppress.
constexpr int kGun = 0, kTarget = 1;
Battle gunsAt(int stands, int reserve, std::uint8_t traits = 0) {
    Battle b = emptyBattle();
    addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {36, 30}, 0);
    b.units[kGun].gun = GunType::Napoleon;
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, stands, {36, 27}, 180);
    b.units[kTarget].traitsOn = traits;
    ballast(b, reserve);
    return b;
}

} // namespace

TEST_CASE("FG-FIRE-2 preview calibration: point-blank guns, no save, Seen the Elephant and "
          "suppression on one natural 6") {
    // A Napoleon section 3" from a green regiment in the open: 3 dice at
    // 2+, no saves (point-blank guns), the Elephant's check and then
    // suppression on any natural 6.
    Battle b = gunsAt(6, 12, kSeenTheElephant);
    const int g = kGun, a = kTarget;
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, g, 0, a);
    REQUIRE(f.ok());
    const Volley& v = f.volley;
    REQUIRE(v.dice == 3);
    REQUIRE(v.save == 0);
    REQUIRE(v.close);
    REQUIRE(v.elephant);
    REQUIRE(v.victim < 0);
    calibrate("point-blank guns", s, v);
}

TEST_CASE("FG-FIRE-4 preview calibration: rifles into woods, Steady's re-roll and an odd hit "
          "carried") {
    // Six stands of rifles 5" from a Steady regiment in the woods that
    // already carries an odd hit: 6 dice at 4+ (medium), saves 5+.
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 6, {36, 30}, 0);
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 6, {36, 25}, 180);
    b.units[a].traitsOn = kSteady;
    addArea(b, "woods", rect(28, 18, 44, 25.5));
    ballast(b, 12);
    GameState s = firePhase(b);
    s.units[a].oddHits = 1;
    FireCheck f = checkFire(s, w, -1, a);
    REQUIRE(f.ok());
    const Volley& v = f.volley;
    REQUIRE(v.dice == 6);
    REQUIRE(v.save == 5);
    REQUIRE(v.steady);
    REQUIRE(v.oddHits == 1);
    REQUIRE(v.close);
    REQUIRE(v.victim < 0);
    calibrate("rifles into woods", s, v);
}

TEST_CASE("FG-D-13 preview calibration: a far volley of Sharpshooters needing natural 6s, two "
          "to suppress") {
    // Ten stands of Sharpshooters 7" from a regiment in open order in the
    // open, their brigade hesitant and their own smoke before them: 10
    // dice needing 7+ (medium 4+, -1 open order, -1 smoke beyond 6", -1
    // hesitant brigade), so only natural 6s hit; one miss rolled again;
    // saves 6+; two natural 6s to suppress.
    Battle b = emptyBattle();
    int w = addUnit(b, "1us", 0, Arm::Infantry, Formation::Line, 10, {36, 30}, 0);
    b.units[w].traitsOn = kSharpshooters;
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::OpenOrder, 6, {36, 23}, 180);
    ballast(b, 12);
    GameState s = firePhase(b);
    s.brigades[0].clock = Clock::Hesitant;
    s.units[w].smoke = true;
    FireCheck f = checkFire(s, w, -1, a);
    REQUIRE(f.ok());
    const Volley& v = f.volley;
    REQUIRE(v.dice == 10);
    REQUIRE(v.toHit == 7);
    REQUIRE(v.sharpshooters);
    REQUIRE(v.save == 6);
    REQUIRE_FALSE(v.close);
    REQUIRE(v.victim < 0);
    calibrate("Sharpshooters far", s, v);
}

// [SECTION] The checks after the volley's own losses
// resolveVolley takes Seen the Elephant's and suppression's checks after
// the stands lost, shatter, the clock and leader risk (FG-D-8), with
// checkNeed asked again then; fireOdds weighs them by stands lost
// (Volley::after) and by what leader risk does.

TEST_CASE("FG-FIRE-6 FG-BRIG-1 preview calibration: the volley's own losses make the brigade "
          "hesitant, then broken, before the suppression check") {
    // The rifles-into-woods position with the 4th Alabama alone in its
    // brigade: 2 stands lost (33%) make it hesitant, 3 (50%) break it, and
    // the suppression check then needs 1 more than before the volley (a
    // broken brigade's units are all disordered besides). Before the odds
    // took the losses into account: rolled 25.7% suppressed and 26.4%
    // disordered against 22.2%.
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 6, {36, 30}, 0);
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 6, {36, 25}, 180);
    b.units[a].traitsOn = kSteady;
    addArea(b, "woods", rect(28, 18, 44, 25.5));
    GameState s = firePhase(b);
    s.units[a].oddHits = 1;
    FireCheck f = checkFire(s, w, -1, a);
    REQUIRE(f.ok());
    calibrate("brigade made hesitant, then broken", s, f.volley);
}

TEST_CASE("FG-DISC-3 preview calibration: a target the volley shatters takes no check") {
    // Point-blank guns at a green regiment of 3 stands carrying an odd hit:
    // 2 stands lost leave 1 and it shatters (removed), so neither Seen the
    // Elephant's check nor suppression's is rolled, and the shattered
    // regiment's last stand is lost too. (Before the odds took the losses
    // into account: Elephant 35.0% against 83.3%, suppression 6.9% against
    // 21.1%, stands 2.16 against 1.57.)
    Battle b = gunsAt(3, 30, kSeenTheElephant);
    const int g = kGun, a = kTarget;
    GameState s = firePhase(b);
    s.units[a].oddHits = 1;
    FireCheck f = checkFire(s, g, 0, a);
    REQUIRE(f.ok());
    calibrate("target shattered", s, f.volley);
}

TEST_CASE("FG-LEAD-1 preview calibration: leader risk before the suppression check") {
    // Point-blank guns at a regiment with its brigadier attached: a stand
    // lost or a natural 6 risks him before suppression; wounded, removed or
    // killed he no longer gives the check its +1 (killed, his regiment is
    // disordered too). (Before the odds took leader risk into account:
    // rolled 11.8% suppressed and 23.9% disordered against 7.0%.)
    Battle b = gunsAt(6, 30);
    const int g = kGun, a = kTarget;
    GameState s = firePhase(b);
    s.brigades[1].attached = a;
    s.brigades[1].leader = s.units[a].front;
    FireCheck f = checkFire(s, g, 0, a);
    REQUIRE(f.ok());
    calibrate("brigadier attached", s, f.volley);
}

TEST_CASE("FG-LEAD-1 FG-D-13 preview calibration: a far volley at a brigadier's regiment, Seen the "
          "Elephant taken after his risk") {
    // Rifles 10" from a fresh regiment of 5 with its brigadier attached and
    // Seen the Elephant: 8 dice at 5+ (long), no save; a stand lost or any
    // natural 6 risks him before the Elephant's check (+1 with him, -1
    // without), and 2 stands make it 3 of 5: no longer fresh.
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 8, {36, 30}, 0);
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 5, {36, 20}, 180);
    b.units[a].traitsOn = kSeenTheElephant;
    ballast(b, 30);
    GameState s = firePhase(b);
    s.brigades[1].attached = a;
    s.brigades[1].leader = s.units[a].front;
    FireCheck f = checkFire(s, w, -1, a);
    REQUIRE(f.ok());
    const Volley& v = f.volley;
    REQUIRE(v.dice == 8);
    REQUIRE(v.band == Band::Long);
    REQUIRE_FALSE(v.close);
    REQUIRE(v.leaderAtRisk);
    REQUIRE(v.elephant);
    REQUIRE(v.after.size() == 5);
    CHECK(v.after[0].elephantNeed == 4);
    CHECK(v.after[0].elephantNeedLeaderless == 6);
    calibrate("brigadier attached, far", s, v);
}

TEST_CASE("FG-BRIG-1 preview calibration: losses that make the brigade hesitant, not broken") {
    // Point-blank guns at a regiment of 6 carrying an odd hit, in a brigade
    // of 10 that has lost 1: 2 stands lost make it hesitant (3 of 10, 30%)
    // and the regiment no longer fresh (4 of 6), the suppression check
    // taken after needing 2 more; it cannot lose the 4 more that break it.
    // 3 dice at 2+, no save.
    Battle b = gunsAt(6, 4);
    const int g = kGun, a = kTarget;
    GameState s = firePhase(b);
    s.units[a].oddHits = 1;
    s.brigades[1].lost = 1; // 1 of 10 lost already: 2 more make 3 (30%), 5 would break it
    FireCheck f = checkFire(s, g, 0, a);
    REQUIRE(f.ok());
    const Volley& v = f.volley;
    REQUIRE(v.dice == 3);
    REQUIRE(v.close);
    REQUIRE(v.after.size() == 3);
    CHECK_FALSE(v.after[2].broken);
    CHECK(v.after[2].suppressionNeed > v.after[0].suppressionNeed);
    calibrate("brigade made hesitant, not broken", s, v);
}
