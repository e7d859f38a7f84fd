// A review of the fire phase (FG-FIRE, FG-D-8): each case a bug found, or a
// rule no other test would miss if broken. Cases marked skip are bugs in
// files this review does not own (orders, the Volley's fields): they fail
// until those are fixed.
#include "fixtures.h"
#include "full/command.h"
#include "full/fire.h"
#include "full/fire_odds.h"
#include "full/formation.h"
#include "full/orders.h"
#include "full/sequence.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// The 2nd Wisconsin (Federal, unit 0) facing north at y 30, the 4th Alabama
// (Confederate, unit 1) facing south, `gap` inches ahead; both regular,
// rifled, in line.
Battle facing(double gap, int stands = 4, int targetStands = 4) {
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, stands, {36, 30}, 0);
    b.units[w].name = "2nd Wisconsin";
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, targetStands, {36, 30 - gap}, 180);
    b.units[a].name = "4th Alabama";
    b.brigades[0].leader = {36, 33};
    b.brigades[1].leader = {36, 30 - gap - 2.5};
    return b;
}

GameState firePhase(const Battle& b, std::uint64_t seed = 1) {
    GameState s = stateOf(b, seed);
    s.active = Side::Federal;
    s.phase = Phase::Fire;
    s.pending = {Pending{PendingKind::Fire, Side::Federal, -1, -1}};
    return s;
}

int count(const std::vector<Event>& events, EventKind k) {
    return static_cast<int>(
        std::count_if(events.begin(), events.end(), [&](const Event& e) { return e.kind == k; }));
}

bool hasTerm(const std::vector<FireTerm>& terms, int value, const std::string& text) {
    for (const FireTerm& t : terms)
        if (t.value == value && t.text.find(text) != std::string::npos) return true;
    return false;
}

Command focusCmd(std::vector<Shooter> sections, int target) {
    Command c;
    c.kind = CommandKind::Focus;
    c.side = Side::Federal;
    c.unit = sections.empty() ? -1 : sections.front().unit;
    c.sections = std::move(sections);
    c.target = target;
    return c;
}

// What the dice gave over many volleys from the same state.
struct Rolled {
    double stands = 0.0;     // mean stands lost
    double standChance = 0.0;
    double disordered = 0.0; // the target disordered at the end
};

Rolled rollMany(const GameState& start, int trials) {
    Rolled r;
    for (int i = 0; i < trials; ++i) {
        GameState s = start;
        s.dice = guidon::core::Dice(1000 + static_cast<std::uint64_t>(i));
        FireCheck f = checkFire(s, 0, -1, 1);
        REQUIRE(f.ok());
        std::vector<Event> events;
        const int before = s.units[1].stands;
        resolveVolley(s, f.volley, events);
        const int lost = before - s.units[1].stands;
        r.stands += lost;
        r.standChance += lost > 0 ? 1 : 0;
        r.disordered += s.units[1].disordered ? 1 : 0;
    }
    r.stands /= trials;
    r.standChance /= trials;
    r.disordered /= trials;
    return r;
}

} // namespace

// [SECTION] Suppression after the volley's losses

TEST_CASE("FG-D-8 the suppression check is taken after the losses: a unit no longer fresh gets no +1") {
    // 4 stands of 4: fresh (> 75%). The volley takes a stand: 3 of 4 is 75%,
    // not fresh, when the check is taken (step 7 comes after step 3).
    Battle b = facing(5.0);
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    REQUIRE(f.volley.close);
    CHECK(hasTerm(f.volley.suppressionTerms, +1, "fresh")); // as it stands before
    std::vector<Event> events;
    // 6 and 4 hit (a natural 6), no save in the open: a stand. The check
    // rolls 3: regular 4+, not fresh any more: fails.
    s.dice.script({6, 4, 1, 1, 3});
    resolveVolley(s, f.volley, events);
    REQUIRE(s.units[1].stands == 3);
    REQUIRE(count(events, EventKind::Suppressed) == 1);
    CHECK(s.units[1].disordered);
    for (const Event& e : events)
        if (e.kind == EventKind::Check) CHECK(e.text.find("fresh") == std::string::npos);
}

TEST_CASE("FG-D-8 the suppression check is taken after the losses: a unit made spent takes -1") {
    // 10 stands at the start, 4 now (40%): not spent. It loses a stand: 3 of
    // 10 is under 35%, spent at the check. Roll 4: regular 4+, -1 spent: fails.
    Battle b = facing(5.0, 4, 10);
    GameState s = firePhase(b);
    s.units[1].stands = 4;
    s.brigades[1].startStands = 40; // no clock change from these losses
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    CHECK_FALSE(hasTerm(f.volley.suppressionTerms, -1, "spent"));
    std::vector<Event> events;
    s.dice.script({6, 4, 1, 1, 4});
    resolveVolley(s, f.volley, events);
    REQUIRE(s.units[1].stands == 3);
    CHECK(s.units[1].disordered);
}

// [SECTION] Steady against stray hits

TEST_CASE("FG-TRAIT-1 Steady re-rolls a failed save against plunging fire's stray hits too") {
    // The 4th Alabama 5" ahead; the 6th Alabama 2" behind it, in woods (5+).
    Battle b = facing(5.0);
    int v = addUnit(b, "6al", 1, Arm::Infantry, Formation::Line, 4, {36, 22}, 180);
    addArea(b, "woods", rect(30, 19, 42, 23));
    GameState s = firePhase(b);
    s.units[v].traits |= kSteady;
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    REQUIRE(f.volley.victim == v);
    REQUIRE(f.volley.plunge == Plunge::OneStray);
    REQUIRE(f.volley.victimSave == 5);
    std::vector<Event> events;
    // One hit, a natural 6 (no save in the open): an odd hit. Suppression
    // check rolls 6: passes. The stray hit's save rolls 2, Steady's re-roll 5.
    s.dice.script({6, 1, 1, 1, 6, 2, 5});
    resolveVolley(s, f.volley, events);
    CHECK(s.units[v].oddHits == 0);
    CHECK((s.units[v].onceUsed & kSteady) != 0);
    CHECK(s.dice.scriptedLeft() == 0);
}

// [SECTION] The preview against the dice

TEST_CASE("FG-D-8 the preview's odds agree with the dice of resolveVolley") {
    // Woods (5+), Steady, Seen the Elephant, Sharpshooters at medium range,
    // a target neither fresh nor spent before or after, a brigade far from
    // hesitant: every number the odds read is the one the dice meet.
    Battle b = facing(5.0, 4, 6);
    addArea(b, "woods", rect(30, 22, 42, 26));
    addUnit(b, "big", 1, Arm::Infantry, Formation::Line, 12, {10, 10}, 180);
    GameState s = firePhase(b);
    s.units[1].startStands = 10;
    s.units[1].traits |= kSteady | kSeenTheElephant;
    s.units[0].traits |= kSharpshooters;
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    REQUIRE(f.volley.save == 5);
    REQUIRE(f.volley.sharpshooters);
    REQUIRE(f.volley.steady);
    REQUIRE(f.volley.elephant);
    const FireOdds odds = fireOdds(f.volley);
    const Rolled r = rollMany(s, 20000);
    CHECK(std::abs(r.stands - odds.expectedStands) < 0.03);
    CHECK(std::abs(r.standChance - odds.standChance) < 0.015);
    CHECK(std::abs(r.disordered - odds.disorderChance) < 0.015);
}

TEST_CASE("FG-D-8 the preview's odds: no check on a target the volley removed" * doctest::skip()) {
    // 3 stands at 3": 6 dice at 4+, no save. Four hits take 2 stands and the
    // regiment shatters (FG-DISC-3): no suppression check is rolled then.
    // fireOdds counts it anyway (the Volley does not say at what loss the
    // target goes): its disorder chance is about 6 points too high.
    Battle b = facing(3.0, 6, 3);
    addUnit(b, "big", 1, Arm::Infantry, Formation::Line, 12, {10, 10}, 180);
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    const FireOdds odds = fireOdds(f.volley);
    const Rolled r = rollMany(s, 20000);
    CHECK(std::abs(r.disordered - odds.disorderChance) < 0.015);
}

TEST_CASE("FG-D-8 the preview's odds: the check's need after the losses (no longer fresh)" *
          doctest::skip()) {
    // A fresh 4-stand regiment (a large brigade: no clock change): a stand
    // lost makes it 3 of 4, not fresh, so the check it then takes needs 4+,
    // not the 3+ the preview's one suppressionNeed says.
    Battle b = facing(5.0);
    addUnit(b, "big", 1, Arm::Infantry, Formation::Line, 12, {10, 10}, 180);
    GameState s = firePhase(b);
    FireCheck f = checkFire(s, 0, -1, 1);
    REQUIRE(f.ok());
    const FireOdds odds = fireOdds(f.volley);
    const Rolled r = rollMany(s, 20000);
    CHECK(std::abs(r.disordered - odds.disorderChance) < 0.015);
}

// [SECTION] Refusals and odd input

TEST_CASE("FG-D-30 Battery Focus: a section named twice, another brigade's section, one section") {
    Battle b = facing(8.0);
    int g = addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {31, 30}, 0);
    b.units[g].gun = GunType::Napoleon;
    BrigadeSetup second = b.brigades[0];
    second.id = "fb2";
    second.name = "Third Brigade";
    second.leader = {41, 33};
    b.brigades.push_back(second);
    int h = addUnit(b, "2ri", 2, Arm::Artillery, Formation::Unlimbered, 1, {41, 30}, 0);
    b.units[h].gun = GunType::Napoleon;
    b.brigades[0].leader = {31, 32};
    GameState s = firePhase(b);
    s.brigades[0].pips = 3;
    FireCheck twice = checkFocus(s, {{g, 0}, {g, 0}}, 1);
    REQUIRE_FALSE(twice.ok());
    CHECK(twice.refusal->rule == "FG-D-30");
    FireCheck other = checkFocus(s, {{g, 0}, {h, 0}}, 1);
    REQUIRE_FALSE(other.ok());
    CHECK(other.refusal->rule == "FG-CMD-4");
    FireCheck one = checkFocus(s, {{g, 0}}, 1);
    REQUIRE_FALSE(one.ok());
    CHECK(one.refusal->rule == "FG-CMD-4");
    // Through the door: no pips are taken by a refused focus.
    auto r = validate(s, focusCmd({{g, 0}, {g, 0}}, 1));
    REQUIRE(r);
    CHECK(r->rule == "FG-D-30");
    // A battery of one section fires its section 1 alone, and has no second.
    REQUIRE(sectionsOf(s, h) == 1);
    auto none = checkFirer(s, h, 1);
    REQUIRE(none);
    CHECK(none->rule == "FG-D-30");
}

TEST_CASE("FG-D-21 no fire at an engaged enemy, nor by an engaged unit") {
    // The 7th Wisconsin's front edge flush on the 4th Alabama's (y 25).
    Battle b = facing(5.0);
    int m = addUnit(b, "7wi", 0, Arm::Infantry, Formation::Line, 4, {36, 25}, 0);
    GameState s = firePhase(b);
    REQUIRE(engaged(s, 1));
    FireCheck at = checkFire(s, 0, -1, 1);
    REQUIRE_FALSE(at.ok());
    CHECK(at.refusal->rule == "FG-D-21");
    auto by = checkFirer(s, m, -1);
    REQUIRE(by);
    CHECK(by->rule == "FG-D-21");
}

TEST_CASE("FG-FIRE-1 refusals: a removed unit, a friend, a unit out of sight") {
    Battle b = facing(5.0);
    addUnit(b, "3wi", 0, Arm::Infantry, Formation::Line, 4, {46, 30}, 0);
    GameState s = firePhase(b);
    s.units[1].removed = true;
    auto gone = checkFire(s, 0, -1, 1);
    REQUIRE_FALSE(gone.ok());
    CHECK(gone.refusal->rule == "FG-FIRE-1");
    s = firePhase(b);
    auto friendly = checkFire(s, 0, -1, 2);
    REQUIRE_FALSE(friendly.ok());
    CHECK(friendly.refusal->rule == "FG-FIRE-1");
    // Behind a farmstead: no sight.
    Battle f = facing(8.0);
    addArea(f, "farmstead", rect(33, 24, 39, 27));
    s = firePhase(f);
    auto blind = checkFire(s, 0, -1, 1);
    REQUIRE_FALSE(blind.ok());
    CHECK(blind.refusal->rule.rfind("FG-LOS", 0) == 0);
}
