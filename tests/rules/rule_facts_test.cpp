// The rule facts the window and the AI read (lite/rule_facts.h, lite/ranges.h):
// each agrees with what the rules do, so that neither needs to restate a rule.
//
// Federals stand at the bottom facing north (0); a unit's x,y is the centre
// of its front edge and its bases lie behind it: a Federal at y = 25 holds
// y 25..27, a Confederate at y = 22 (facing 180) holds y 20..22.
#include "fixtures.h"

#include "lite/combat.h"
#include "lite/fire.h"
#include "lite/ranges.h"
#include "lite/rule_facts.h"

#include <set>

using namespace fixtures;

namespace {

const std::vector<std::string> kPlainFedHand{"plain0", "plain1", "plain2",
                                             "plain3", "plain1", "plain2"};

// The Federal phase of turn 1 invoked as `invoke` ("fire plain0", "combat plain0").
GameState phase(Battle b, const std::string& invoke) {
    GameState s = startWith(kPlainFedHand, kRebHand, withReserves(std::move(b)));
    REQUIRE(s.active == Side::Federal);
    if (invoke.rfind("fire", 0) != 0) accept(s, "no-fire");
    accept(s, invoke);
    return s;
}

std::set<std::string> rulesOf(const std::vector<RuleFact>& facts) {
    std::set<std::string> out;
    for (const RuleFact& f : facts)
        out.insert(f.rule);
    return out;
}

const RuleFact* factOf(const std::vector<RuleFact>& facts, const std::string& rule) {
    for (const RuleFact& f : facts)
        if (f.rule == rule) return &f;
    return nullptr;
}

const TerrainType& typeOf(const Battle& b, const std::string& id) {
    return b.terrainTypes[static_cast<std::size_t>(terrainIndex(b, id))];
}

// Does f1, its front moved to y = 30, fire at c1, whose front edge is `gap` BW ahead?
bool firesAt(UnitSetup f1, double gap) {
    Battle b = openField();
    f1.front = {10, 30};
    b.units.push_back(f1);
    b.units.push_back(infantry("c1", Side::Confederate, 4, 4, 10, 30 - gap, 180));
    GameState s = phase(b, "fire plain0");
    int c1 = unitIndex(s, "c1");
    for (const BaseShot& shot : previewFire(s).shots)
        if (shot.unit == unitIndex(s, "f1") && shot.target == c1) return true;
    return false;
}

} // namespace

TEST_CASE("LL-FIRE-4 a unit's fire reach is the range its fire has: small arms 6, bombard 24") {
    UnitSetup inf = infantry("f1", Side::Federal, 4, 4, 10, 25, 0);
    UnitSetup guns = battery("f1", Side::Federal, 2, 10, 25, 0);
    UnitSetup limbered = battery("f1", Side::Federal, 2, 10, 25, 0, true);
    CHECK(fireReach(unitFromSetup(inf)) == kSmallArms);
    CHECK(closeFireReach(unitFromSetup(inf)) == kSmallArms);
    CHECK(fireReach(unitFromSetup(guns)) == kBombard);
    CHECK(closeFireReach(unitFromSetup(guns)) == kSmallArms);
    CHECK(fireReach(unitFromSetup(limbered)) == 0.0); // LL-FIRE-1: limbered guns do not fire
    CHECK(closeFireReach(unitFromSetup(limbered)) == 0.0);
    // The figures are the fire rules' own: a target at the reach is fired
    // at, one a tenth of a BW beyond it is not.
    CHECK(kSmallArms == 6.0);
    CHECK(kBombard == 24.0);
    CHECK(firesAt(inf, fireReach(unitFromSetup(inf))));
    CHECK_FALSE(firesAt(inf, fireReach(unitFromSetup(inf)) + 0.1));
    CHECK(firesAt(guns, fireReach(unitFromSetup(guns))));
    CHECK_FALSE(firesAt(guns, fireReach(unitFromSetup(guns)) + 0.1));
}

TEST_CASE("LL-TERRAIN a terrain type's effects, each with the rule that makes it") {
    Battle b = openField();
    using Rules = std::set<std::string>;
    // Woods: difficult, cover, obstructs artillery.
    std::vector<RuleFact> woods = terrainEffects(typeOf(b, "woods"));
    CHECK(rulesOf(woods) == Rules{"LL-MOVE-7", "LL-TERRAIN-1", "LL-FALLBACK-3", "LL-FIRE-3",
                                  "LL-FIRE-5", "LL-COMBAT-2", "LL-FIRE-4"});
    REQUIRE(factOf(woods, "LL-FIRE-4"));
    CHECK(contains(factOf(woods, "LL-FIRE-4")->text, "2 BW")); // LL-FIRE-4's penetration
    REQUIRE(factOf(woods, "LL-MOVE-7"));
    CHECK(contains(factOf(woods, "LL-MOVE-7")->text, "infantry and artillery"));
    CHECK(rulesOf(terrainEffects(typeOf(b, "river"))) == Rules{"LL-MOVE-6"});
    CHECK(rulesOf(terrainEffects(typeOf(b, "orchard"))) ==
          Rules{"LL-TERRAIN", "LL-FIRE-3", "LL-FIRE-5", "LL-COMBAT-2"});
    CHECK(rulesOf(terrainEffects(typeOf(b, "ford"))) ==
          Rules{"LL-MOVE-7", "LL-TERRAIN-1", "LL-FALLBACK-3", "LL-TERRAIN-2"});
    CHECK(rulesOf(terrainEffects(typeOf(b, "hill"))) ==
          Rules{"LL-TERRAIN", "LL-FIRE-3", "LL-FIRE-4"});
    std::vector<RuleFact> gully = terrainEffects(typeOf(b, "gully"));
    REQUIRE(factOf(gully, "LL-MOVE-7"));
    CHECK(contains(factOf(gully, "LL-MOVE-7")->text, "Difficult for artillery:"));
    for (const RuleFact& f : woods) {
        CAPTURE(f.rule);
        CHECK(!f.text.empty());
        CHECK(f.text.back() != '.'); // the window adds " (rule)."
    }
}

TEST_CASE("LL-TERRAIN-1 a unit in difficult terrain is told its -1, as its fire counts it") {
    Battle b = openField();
    addArea(b, "rough", {{8, 24}, {12, 24}, {12, 28}, {8, 28}});
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 25, 0)); // in the rough
    b.units.push_back(infantry("f2", Side::Federal, 4, 2, 30, 25, 0)); // in the open
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 21, 180));
    GameState s = phase(b, "fire plain0");
    int f1 = unitIndex(s, "f1"), f2 = unitIndex(s, "f2");
    UnitGround g = groundOf(s, f1);
    CHECK(g.difficult);
    CHECK(g.types == std::vector<int>{terrainIndex(b, "rough")});
    CHECK(rulesOf(unitEffects(s, f1)).count("LL-TERRAIN-1") == 1);
    CHECK_FALSE(groundOf(s, f2).difficult);
    CHECK(groundOf(s, f2).types.empty());
    CHECK(rulesOf(unitEffects(s, f2)).count("LL-TERRAIN-1") == 0);
    // The fire rules agree: f1 volleys at -1.
    bool minus = false;
    for (const BaseShot& shot : previewFire(s).shots)
        if (shot.unit == f1)
            for (const std::string& n : shot.notes)
                minus = minus || contains(n, "difficult terrain");
    CHECK(minus);
}

TEST_CASE("LL-COMBAT-2 a unit lining a fence is in cover, though none of its bases stands in it") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 22, 180));
    addLinear(b, "fence", {{0, 22.05}, {20, 22.05}}, 0.1); // along c1's front edge
    GameState s = phase(b, "combat plain0");
    int c1 = unitIndex(s, "c1");
    UnitGround g = groundOf(s, c1);
    CHECK(g.cover);
    CHECK(g.basesInCover == 0); // no base stands in it: artillery fires at it as in the open
    CHECK(g.types.empty());
    std::vector<RuleFact> facts = unitEffects(s, c1);
    CHECK(rulesOf(facts).count("LL-COMBAT-2") == 1);
    CHECK(rulesOf(facts).count("LL-FIRE-5") == 0);
    // The combat rules agree: f1's charge is at -1 against cover.
    ChargePlan p = bestCharge(s, unitIndex(s, "f1"));
    REQUIRE(p.legal);
    std::vector<CombatOdds> odds = previewCharge(s, p);
    REQUIRE(odds.size() == 1);
    CHECK(odds[0].cover);
}

TEST_CASE("LL-FIRE-5 bases standing in cover: artillery at -1 against them") {
    Battle b = openField();
    addArea(b, "orchard", {{8, 19}, {12, 19}, {12, 21}, {8, 21}}); // c1's rear rank
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 22, 180));
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 30, 0));
    GameState s = phase(b, "combat plain0");
    UnitGround g = groundOf(s, unitIndex(s, "c1"));
    CHECK(g.basesInCover == 2);
    CHECK(g.cover);
    std::vector<RuleFact> facts = unitEffects(s, unitIndex(s, "c1"));
    const RuleFact* f = factOf(facts, "LL-FIRE-5");
    REQUIRE(f);
    CHECK(contains(f->text, "2 bases in cover"));
}

TEST_CASE("LL-TERRAIN-2 bases standing in water are named: they cannot fire") {
    Battle b = openField();
    addArea(b, "ford", {{8, 24}, {12, 24}, {12, 25.5}, {8, 25.5}}); // f1's front rank
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 21, 180));
    GameState s = phase(b, "fire plain0");
    int f1 = unitIndex(s, "f1");
    CHECK(groundOf(s, f1).basesInWater == 2);
    CHECK(rulesOf(unitEffects(s, f1)).count("LL-TERRAIN-2") == 1);
    for (const BaseShot& shot : previewFire(s).shots)
        if (shot.unit == f1) CHECK(shot.target < 0); // the rules agree: no base fires
}

TEST_CASE("LL-UNIT-4 a dense unit is told +1 to hit it; LL-FIRE-7 a smoked one may not charge") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 6, 2, 10, 25, 0)); // 3 ranks
    b.units.push_back(infantry("f2", Side::Federal, 4, 2, 20, 25, 0)); // 2 ranks
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 21, 180));
    GameState s = phase(b, "fire plain0");
    CHECK(rulesOf(unitEffects(s, unitIndex(s, "f1"))).count("LL-UNIT-4") == 1);
    CHECK(rulesOf(unitEffects(s, unitIndex(s, "f2"))).count("LL-UNIT-4") == 0);
    s.units[static_cast<std::size_t>(unitIndex(s, "f2"))].smoke = true;
    CHECK(rulesOf(unitEffects(s, unitIndex(s, "f2"))).count("LL-FIRE-7") == 1);
    CHECK(rulesOf(unitEffects(s, unitIndex(s, "f1"))).count("LL-FIRE-7") == 0);
}

TEST_CASE("LL-CHARGE-1 LL-FIRE-7 who may charge now, and the rule that holds back the others") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 25, 0));
    b.units.push_back(infantry("f2", Side::Federal, 4, 2, 20, 25, 0));
    b.units.push_back(infantry("f3", Side::Federal, 4, 2, 30, 25, 0));
    b.units.push_back(battery("fg", Side::Federal, 2, 5, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 10, 22, 180));
    b.units.push_back(infantry("c2", Side::Confederate, 4, 2, 20, 22, 180));
    GameState s = phase(b, "combat plain0");
    s.units[static_cast<std::size_t>(unitIndex(s, "f2"))].smoke = true;
    s.combat.charged.push_back(unitIndex(s, "f1"));
    struct Case {
        const char* id;
        ChargeStanding standing;
        const char* rule;
    };
    for (const Case& k : {Case{"f1", ChargeStanding::Charged, "LL-CHARGE-1"},
                          Case{"f2", ChargeStanding::Barred, "LL-FIRE-7"},
                          Case{"fg", ChargeStanding::Never, "LL-CHARGE-1"},
                          Case{"c1", ChargeStanding::Never, "LL-CHARGE-1"}}) {
        CAPTURE(k.id);
        int u = unitIndex(s, k.id);
        ChargeEligibility e = chargeEligibility(s, u);
        CHECK(e.unit == u);
        CHECK(e.standing == k.standing);
        CHECK(e.refusal.rule == k.rule);
        CHECK(contains(e.refusal.reason, unitById(s, k.id).name));
        // The charge rules refuse it for the same rule with the same words.
        ChargePlan p = planCharge(s, u, 0.0);
        CHECK_FALSE(p.legal);
        CHECK(p.refusal.rule == e.refusal.rule);
        CHECK(p.refusal.reason == e.refusal.reason);
    }
    CHECK(chargeEligibility(s, -1).standing == ChargeStanding::Never);
    std::vector<ChargeEligibility> all = chargeEligibilities(s);
    REQUIRE(all.size() == s.units.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        CHECK(all[i].unit == static_cast<int>(i));
    // f3 has no enemy ahead: it may try, and bestCharge says why it cannot.
    CHECK(all[static_cast<std::size_t>(unitIndex(s, "f3"))].standing == ChargeStanding::May);
    CHECK(all[static_cast<std::size_t>(unitIndex(s, "f3"))].refusal.rule.empty());
}

TEST_CASE("LL-CHARGE-1 the wheel before a charge: the outer corner runs at most 1 BW") {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 4, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 8, 8, 10, 22, 180));
    GameState s = phase(b, "combat plain0");
    int f1 = unitIndex(s, "f1");
    double limit = chargeWheelLimit(s.units[static_cast<std::size_t>(f1)]);
    CHECK(limit == doctest::Approx(kWheelLimit / 4.0 * 180.0 / kPi));
    CHECK_FALSE(contains(planCharge(s, f1, limit).refusal.reason, "wheel at most"));
    ChargePlan over = planCharge(s, f1, limit + 0.5);
    CHECK_FALSE(over.legal);
    CHECK(contains(over.refusal.reason, "wheel at most 1 BW"));
}
