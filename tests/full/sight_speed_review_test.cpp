// The fire preview made faster (fireTargets asks for no sentences, checks
// the cheap refusals before sight, and shares what sight asks of each unit
// across its targets) must give the very volleys the one-target path gives.
// A real battle (Franklin, the bench's) is played at random to its fire
// phases; at each, every shooter's fireTargets is held against checkFire
// asked target by target, and standsSeeing against canSee and a sight query
// of its own. A cache that went stale, or a refusal skipped that should not
// be, shows here as a volley more, less or different.
#include "ai/full/random_player.h"
#include "battle_files.h"

#include "full/door.h"
#include "full/fire.h"
#include "full/fire_geometry.h"
#include "full/formation.h"
#include "full/orders.h"
#include "full/sight.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace guidon;
using namespace guidon::full;

namespace {

GameState franklin() {
    std::vector<Event> ev;
    GameState s = newGame(test::setupOf("maps/full/franklin.xml"), 1, ev);
    // The division commander's pips first (FG-D-48), as the bench does.
    for (int br = 0; br < static_cast<int>(s.brigades.size()) && s.awaited() &&
                     s.awaited()->kind == PendingKind::DivisionPip;
         ++br) {
        Command d;
        d.kind = CommandKind::Division;
        d.side = s.active;
        d.brigade = br;
        if (!validate(s, d)) applyCommand(s, d);
    }
    return s;
}

bool sameTerms(const std::vector<FireTerm>& a, const std::vector<FireTerm>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].value != b[i].value || a[i].text != b[i].text) return false;
    return true;
}

bool sameAfter(const std::vector<Volley::AfterLoss>& a, const std::vector<Volley::AfterLoss>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].gone != b[i].gone || a[i].broken != b[i].broken || a[i].lost != b[i].lost ||
            a[i].elephantNeed != b[i].elephantNeed ||
            a[i].suppressionNeed != b[i].suppressionNeed ||
            a[i].elephantNeedLeaderless != b[i].elephantNeedLeaderless ||
            a[i].suppressionNeedLeaderless != b[i].suppressionNeedLeaderless)
            return false;
    return true;
}

// Every field of a volley, exactly (the distance too: the same arithmetic).
bool sameVolley(const Volley& a, const Volley& b) {
    return a.kind == b.kind && a.unit == b.unit && a.section == b.section &&
           a.focus.size() == b.focus.size() && a.target == b.target &&
           a.distance == b.distance && a.band == b.band && a.artillery == b.artillery &&
           a.mounted == b.mounted && a.canister == b.canister && a.stands == b.stands &&
           a.dicePerStand == b.dicePerStand && a.dice == b.dice && a.matrix == b.matrix &&
           sameTerms(a.toHitTerms, b.toHitTerms) && a.toHit == b.toHit &&
           a.sharpshooters == b.sharpshooters && a.save == b.save && a.saveBase == b.saveBase &&
           sameTerms(a.saveTerms, b.saveTerms) && a.steady == b.steady &&
           a.oddHits == b.oddHits && a.targetStands == b.targetStands &&
           a.elephant == b.elephant && a.elephantNeed == b.elephantNeed && a.close == b.close &&
           a.ironIgnores == b.ironIgnores && sameTerms(a.suppressionTerms, b.suppressionTerms) &&
           a.suppressionNeed == b.suppressionNeed && a.flanking == b.flanking &&
           sameAfter(a.after, b.after) && a.leaderAtRisk == b.leaderAtRisk &&
           a.leaderGoneChance == b.leaderGoneChance &&
           a.leaderKilledChance == b.leaderKilledChance && a.victim == b.victim &&
           a.plunge == b.plunge && a.victimSave == b.victimSave && a.smokes == b.smokes;
}

// What fireTargets should say, one target at a time through checkFire (the
// explained path: every refusal in its order, sight asked alone).
std::vector<Volley> oneByOne(const GameState& s, Shooter sh) {
    std::vector<Volley> out;
    for (int t = 0; t < static_cast<int>(s.units.size()); ++t) {
        if (s.units[t].removed || s.sideOf(t) == s.sideOf(sh.unit)) continue;
        FireCheck c = checkFire(s, sh.unit, sh.section, t);
        if (c.ok()) out.push_back(std::move(c.volley));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Volley& a, const Volley& b) { return a.distance < b.distance; });
    return out;
}

// Sight's stand count for one target, asked edge by edge (canSeeFrom, a
// query each) rather than by the one gathering standsSeeing shares.
int edgesSeeingOneByOne(const GameState& s, Shooter sh, int target) {
    int n = 0;
    for (const Edge& e : firingEdges(s, sh.unit, sh.section))
        n += canSeeFrom(s, sh.unit, e.a, e.b, target).sees ? 1 : 0;
    return n;
}

} // namespace

TEST_CASE("FG-FIRE-2 fireTargets gives the volleys checkFire gives, target by target, on Franklin") {
    GameState g = franklin();
    core::Pcg32 rng(7, 7);
    int phases = 0, volleys = 0, dice = 0, refusedBySight = 0;
    for (int step = 0; step < 4000 && !g.over && g.turn <= 6; ++step) {
        if (g.awaited() && g.awaited()->kind == PendingKind::Fire) {
            ++phases;
            for (const Shooter& sh : shootersOf(g, g.active)) {
                const std::vector<Volley> fast = fireTargets(g, sh.unit, sh.section);
                const std::vector<Volley> slow =
                    checkFirer(g, sh.unit, sh.section) ? std::vector<Volley>{} : oneByOne(g, sh);
                REQUIRE(fast.size() == slow.size());
                for (std::size_t i = 0; i < fast.size(); ++i) {
                    const bool same = sameVolley(fast[i], slow[i]);
                    CHECK_MESSAGE(same, "unit " << sh.unit << " section " << sh.section
                                                << " target " << slow[i].target);
                    volleys += 1;
                    dice += fast[i].dice;
                }
                if (checkFirer(g, sh.unit, sh.section)) continue;
                // Sight alone: for every enemy in the arc, the shared query's
                // stands against a query per edge, and canSee agreeing that
                // none sees.
                for (int t = 0; t < static_cast<int>(g.units.size()); ++t) {
                    if (g.units[t].removed || g.sideOf(t) == g.sideOf(sh.unit) ||
                        !inForwardArc(g, sh.unit, sh.section, t))
                        continue;
                    const int seeing =
                        static_cast<int>(standsSeeing(g, sh.unit, sh.section, t).size());
                    CHECK(seeing == edgesSeeingOneByOne(g, sh, t));
                    // canSee looks from the whole front, open order's gaps
                    // included (FG-LOS-1): a skirmish line may see through
                    // its gaps where none of its stands' edges does.
                    const bool gaps = layoutOf(g.units[sh.unit].formation, 2).gap > 0.0;
                    if (seeing == 0 && sh.section < 0 && !gaps) {
                        CHECK_FALSE(canSee(g, sh.unit, t).sees);
                        ++refusedBySight;
                    }
                }
            }
        }
        auto c = ai::full::randomCommand(g, rng);
        if (!c || validate(g, *c)) break;
        applyCommand(g, *c);
    }
    // Enough play for the comparisons above to mean something: the totals
    // follow the random play, which every rule change moves (the first pin,
    // from the code before the speed-up, was 93 phases, 2026 volleys).
    CHECK(phases >= 40);
    CHECK(volleys >= 800);
    CHECK(dice >= 2500);
    CHECK(refusedBySight >= 1000);
}
