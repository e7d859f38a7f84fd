#include "fire.h"

#include "contact.h"

#include "fire_geometry.h"
#include "formation.h"
#include "morale.h"
#include "morale_cache.h"
#include "movement_detail.h"
#include "sight.h"
#include "sight_cache.h"

#include <algorithm>
#include <cmath>

namespace guidon::full {

namespace {

using core::refusalOf;
using move_detail::inches;

std::string signedText(int v, const std::string& text) {
    return (v > 0 ? "+" : "") + std::to_string(v) + " " + text;
}

bool firesAsSections(const Unit& u) {
    return u.arm == Arm::Artillery && u.formation == Formation::Unlimbered;
}

// FG-D-22: screens and dismounted cavalry are open-order targets with
// their own saves.
bool skirmishers(const Unit& u) {
    return u.screenUnit() || u.formation == Formation::Dismounted;
}

bool openOrderTarget(const Unit& u) {
    return skirmishers(u) || u.formation == Formation::OpenOrder;
}

// The band at this distance (FG-D-1: each band's far end included, with
// the one tolerance), or none beyond the last.
std::optional<Band> bandAt(const std::array<double, 3>& reach, double d) {
    for (int b = 0; b < 3; ++b)
        if (d <= reach[b] + kTolerance) return static_cast<Band>(b);
    return std::nullopt;
}

// The save a unit makes against a volley (FG-FIRE-4, FG-D-9, FG-D-22,
// FG-D-37). `canister`: the assault column's -1.
void savesOf(const GameState& s, int target, const TargetCover& c, bool canister, Volley& v) {
    const Unit& t = s.units[target];
    int need = 0;
    const std::string where = c.why.empty() ? "" : " (" + c.why + ")";
    if (c.cover == Cover::Heavy) {
        need = 4;
        v.saveBase = "heavy cover" + where + " 4+";
    } else if (c.cover == Cover::Light) {
        need = 5;
        v.saveBase = "light cover" + where + " 5+";
    }
    if (skirmishers(t)) {
        const std::string who = t.screenUnit() ? "skirmishers" : "dismounted cavalry";
        if (need == 0) {
            need = 5;
            v.saveBase = who + " count as light cover in the open: 5+";
        } else {
            need -= 1;
            v.saveTerms.push_back({+1, who});
        }
    } else if (t.formation == Formation::OpenOrder) {
        if (need == 0) {
            need = 6;
            v.saveBase = "open order in the open: 6+";
        } else {
            need -= 1;
            v.saveTerms.push_back({+1, "open order"});
        }
    }
    if (need == 0) v.saveBase = "open ground: no save";
    if (need > 0 && canister && t.formation == Formation::AssaultColumn) {
        need += 1;
        v.saveTerms.push_back({-1, "assault column against canister"});
    }
    if (need > 0 && t.formation == Formation::RoadColumn && t.arm != Arm::Artillery) {
        need += 2;
        v.saveTerms.push_back({-2, "road column"});
    }
    if (need > 6) need = 0; // FG-D-37: a save that needs 7+ is no save
    v.save = need;
}

// FG-FIRE-6: the suppression check's own modifiers. Fresh and spent are
// the target's as the check is taken (FG-D-8: after the volley's losses).
std::vector<CheckModifier> suppressionMods(const GameState& s, int target, bool cover,
                                           bool crossfire) {
    std::vector<CheckModifier> mods;
    if (fresh(s, target)) mods.push_back({+1, "fresh"});
    if (cover) mods.push_back({+1, "cover"});
    if (spent(s, target)) mods.push_back({-1, "spent"});
    if (crossfire) mods.push_back({-1, "crossfire"});
    return mods;
}

// The numbers of a volley's two checks as the target stands in `s`: Seen
// the Elephant's 5+ (seenTheElephant) and suppression's with its own terms
// (resolveVolley's step 7), each with the FG-DISC-1 modifiers checkNeed adds.
struct CheckNeeds {
    int elephant = 0;
    int suppression = 0;
};
// The target's command reach as the state changes under afterLosses: a
// function of its brigadier (gone, or where he stands) and its front edge
// alone (reachFrom), so a route is found again only when one of them moved.
// One kept with the brigadier present and one without (afterLosses asks
// both, turn about).
struct ReachMemo {
    struct Kept {
        bool have = false;
        Vec2 leader, front;
        CommandReach reach;
    };
    Kept kept[2];
    const CommandReach& of(const GameState& s, int unit) {
        const Brigade& b = s.brigades[s.units[unit].brigade];
        const Vec2 f = s.units[unit].front;
        Kept& k = kept[b.leaderGone ? 1 : 0];
        if (!k.have || k.leader.x != b.leader.x || k.leader.y != b.leader.y || k.front.x != f.x ||
            k.front.y != f.y) {
            k.reach = commandReach(s, unit);
            k.have = true;
            k.leader = b.leader;
            k.front = f;
        }
        return k.reach;
    }
};

CheckNeeds checkNeedsOf(const GameState& s, int target, bool elephant, bool cover, bool crossfire,
                        ReachMemo& memo) {
    CheckNeeds n;
    const CommandReach& reach = memo.of(s, target);
    if (elephant) n.elephant = checkNeedWithReach(s, target, reach, {}, 5, "Seen the Elephant").need;
    n.suppression =
        checkNeedWithReach(s, target, reach, suppressionMods(s, target, cover, crossfire)).need;
    return n;
}

// FG-D-8: the preview's checks are those of steps 6 and 7, taken after the
// stands lost, shatter, the clock (steps 3-4) and leader risk (step 5). For
// each number of stands the volley can take, the target as it then stands,
// found by the very calls resolveVolley makes (loseStands, checkNeed with
// suppressionMods), one stand at a time on one copy of the state; with its
// brigadier gone as leaderRisk leaves him (gone, detached). Taking k stands
// one by one leaves the state taking them at once leaves: each of shatter,
// removal and the clock only looks at the count.
void afterLosses(const GameState& s, bool cover, Volley& v, ReachMemo& memo) {
    const int target = v.target;
    const int brigade = s.units[target].brigade;
    const Brigade& br = s.brigades[brigade];
    v.leaderAtRisk = !br.leaderGone && br.attached == target;
    if (v.leaderAtRisk) {
        int gone = 0, killed = 0;
        for (RiskResult r : s.tables().risk) {
            gone += r == RiskResult::Removed || r == RiskResult::Killed;
            killed += r == RiskResult::Killed;
        }
        v.leaderGoneChance = gone / 6.0;
        v.leaderKilledChance = killed / 6.0;
    }
    // The most it can lose (as fireOdds counts it: the re-rolls never give
    // more hits than dice).
    const int most = std::min((v.oddHits + v.dice) / 2, v.targetStands);
    if (most == 0 && !v.leaderAtRisk) return; // nothing the volley does changes them
    GameState scratch = s;
    // Step 1 marks the crossfire before any check.
    scratch.units[target].flanked = scratch.units[target].flanked || v.flanking;
    const bool crossfire = scratch.units[target].flanked;
    const int before = scratch.units[target].stands;
    std::vector<Event> events;
    v.after.resize(static_cast<std::size_t>(most) + 1);
    for (int k = 0; k <= most; ++k) {
        Volley::AfterLoss& a = v.after[k];
        if (k > 0) {
            if (v.after[k - 1].gone) { // no more to take
                a = v.after[k - 1];
                continue;
            }
            events.clear();
            loseStands(scratch, target, 1, events);
        }
        a.gone = scratch.units[target].removed;
        a.lost = before - scratch.units[target].stands;
        a.broken = scratch.brigades[brigade].clock == Clock::Broken;
        if (a.gone) continue;
        const CheckNeeds now = checkNeedsOf(scratch, target, v.elephant, cover, crossfire, memo);
        a.elephantNeed = now.elephant;
        a.suppressionNeed = now.suppression;
        if (!v.leaderAtRisk) {
            a.elephantNeedLeaderless = a.elephantNeed;
            a.suppressionNeedLeaderless = a.suppressionNeed;
            continue;
        }
        // FG-LEAD-2 as leaderRisk leaves it: gone until replaced, attached to
        // no one (FG-D-23: the brigade counts as without a brigadier).
        Brigade& sb = scratch.brigades[brigade];
        const Brigade kept = sb;
        sb.leaderGone = true;
        sb.attached = -1;
        const CheckNeeds without =
            checkNeedsOf(scratch, target, v.elephant, cover, crossfire, memo);
        sb = kept;
        a.elephantNeedLeaderless = without.elephant;
        a.suppressionNeedLeaderless = without.suppression;
    }
}

} // namespace

std::string_view nameOf(Band b) {
    constexpr std::string_view words[] = {"point-blank", "medium", "long"};
    return words[static_cast<int>(b)];
}

// [SECTION] Contact

namespace {

// engaged(), its stands and outlines from `cache` (the same boxes and
// bounds standBoxes and the front edge give).
bool engagedWith(const GameState& s, int unit, SightCache& cache) {
    const Unit& u = s.units[unit];
    if (u.removed || u.onTable() <= 0) return false;
    const std::vector<core::geom::Box>& mine = cache.stands(unit);
    core::geom::Aabb bounds;
    for (const auto& b : mine)
        for (Vec2 c : core::geom::corners(b))
            bounds.add(c);
    bounds.grow(0.01);
    const Side side = s.sideOf(unit);
    for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
        const Unit& o = s.units[e];
        if (o.removed || o.onTable() <= 0 || s.sideOf(e) == side) continue;
        if (cache.outlineBounds(e).overlaps(bounds) && anyTouch(mine, cache.stands(e))) return true;
    }
    return false;
}

} // namespace

bool engaged(const GameState& s, int unit) {
    return !enemiesTouching(s, unit).empty();
}

// [SECTION] Who fires

int sectionsOf(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    return firesAsSections(u) ? u.onTable() : 0;
}

std::vector<Shooter> shootersOf(const GameState& s, Side side) {
    std::vector<Shooter> out;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        if (s.units[i].removed || s.sideOf(i) != side) continue;
        const int sections = sectionsOf(s, i);
        if (sections == 0) out.push_back({i, -1});
        for (int k = 0; k < sections; ++k)
            out.push_back({i, k});
    }
    return out;
}

bool hasFired(const GameState& s, Shooter sh) {
    const Unit& u = s.units[sh.unit];
    if (sh.section >= 0) return (u.sectionsFired >> sh.section) & 1;
    if (firesAsSections(u)) {
        const int all = (1 << sectionsOf(s, sh.unit)) - 1;
        return (u.sectionsFired & all) == all;
    }
    return u.fired;
}

std::optional<core::Refusal> checkFirer(const GameState& s, int unit, int section) {
    if (unit < 0 || unit >= static_cast<int>(s.units.size()) || s.units[unit].removed)
        return refusalOf("FG-FIRE-1", "there is no such unit on the table");
    const Unit& u = s.units[unit];
    const std::string who = theUnit(s, unit, true);
    if (s.phase != Phase::Fire || s.sideOf(unit) != s.active)
        return refusalOf("FG-D-8", "only the active player's units fire, in his fire phase");
    if (s.brigades[u.brigade].clock == Clock::Broken)
        return refusalOf("FG-D-29", who + "'s brigade is broken: its units never fire");
    if (u.arm == Arm::Artillery && u.formation != Formation::Unlimbered)
        return refusalOf("FG-FIRE-1", who + " is limbered: it cannot fire");
    if (u.formation == Formation::RoadColumn)
        return refusalOf("FG-FIRE-1", who + " is in road column: it cannot fire");
    const bool prolonge = u.arm == Arm::Artillery && u.order == Order::Advance;
    if (!(u.order == Order::None || u.order == Order::Hold || prolonge))
        return refusalOf("FG-FIRE-1", who + " did not hold its position this turn (" +
                                          std::string(nameOf(u.order)) +
                                          "): only units that held, and batteries that moved "
                                          "by prolonge, fire");
    if (u.firedMark)
        return refusalOf("FG-FIRE-1", who + " is marked fired: it made opportunity fire in the "
                                          "enemy's turn");
    if (section >= 0 && !firesAsSections(u))
        return refusalOf("FG-D-30", who + " is no battery: it has no sections");
    if (section >= sectionsOf(s, unit))
        return refusalOf("FG-D-30", who + " has " + std::to_string(sectionsOf(s, unit)) +
                                        " sections, not " + std::to_string(section + 1));
    if (firesAsSections(u) && section < 0)
        return refusalOf("FG-D-30", who + " fires by sections: name one, or focus them");
    if (hasFired(s, {unit, section}))
        return refusalOf("FG-D-8", (section >= 0 ? "that section of the " + nameOfUnit(s, unit)
                                                  : theUnit(s, unit)) +
                                       " has fired this phase");
    if (engaged(s, unit)) return refusalOf("FG-D-21", who + " is engaged in melee: it does not fire");
    return std::nullopt;
}

// [SECTION] The volley worked out

namespace {

struct Matrix {
    FireBand band;
    Band which = Band::PointBlank;
    bool ok = false;
    std::string why; // out of range, or "-"
    std::string rule = "FG-FIRE-2";
};

// A unit's own row of the matrix: its gun type's, or its small arm's (FG-ORG-2).
struct WeaponBands {
    const std::array<FireBand, 3>* bands = nullptr;
    const std::array<double, 3>* reach = nullptr;
};
WeaponBands weaponBands(const GameState& s, int unit) {
    const UnitSetup& us = s.setupOf(unit);
    const Tables& t = s.tables();
    if (s.units[unit].arm == Arm::Artillery)
        return {&t.guns[static_cast<int>(us.gun)].bands, &t.guns[static_cast<int>(us.gun)].reach};
    return {&t.weapons[static_cast<int>(us.weapon)].bands,
            &t.weapons[static_cast<int>(us.weapon)].reach};
}

// `explain`: false when only whether it fires matters (fireTargets keeps
// the volleys alone), so no sentence is written for a refusal.
Matrix matrixOf(const GameState& s, int unit, double d, bool explain = true) {
    const Unit& u = s.units[unit];
    const UnitSetup& us = s.setupOf(unit);
    const Tables& t = s.tables();
    Matrix m;
    if (u.formation == Formation::Mounted) {
        // FG-FIRE-10, FG-D-41: pistols and carbines, whatever the weapon.
        if (d > t.mountedReach + kTolerance) {
            if (!explain) return m;
            m.why = "mounted cavalry fires pistols and carbines only to " + inches(t.mountedReach);
            m.rule = "FG-FIRE-10";
            return m;
        }
        m.band = t.mounted;
        m.which = d <= t.weapons[0].reach[0] + kTolerance ? Band::PointBlank : Band::Medium;
        m.ok = true;
        return m;
    }
    const WeaponBands wb = weaponBands(s, unit);
    const std::array<FireBand, 3>* bands = wb.bands;
    const std::array<double, 3>* reach = wb.reach;
    const std::string what =
        u.arm == Arm::Artillery ? std::string(nameOf(us.gun)) : std::string(nameOf(us.weapon));
    const auto b = bandAt(*reach, d);
    if (!explain) {
        if (b && (*bands)[static_cast<int>(*b)].toHit != 0) {
            m.which = *b;
            m.band = (*bands)[static_cast<int>(*b)];
            m.ok = true;
        }
        return m;
    }
    // The weapon's real reach: the far end of its last band that fires (a
    // smoothbore's long band is "-": it reaches 8", not 16").
    double most = 0.0;
    for (int k = 0; k < 3; ++k)
        if ((*bands)[k].toHit != 0) most = (*reach)[k];
    if (!b) {
        m.why = "the target is " + inches(d) + " away, beyond the " + what + "'s reach of " +
                inches(most);
        return m;
    }
    m.which = *b;
    m.band = (*bands)[static_cast<int>(*b)];
    if (m.band.toHit == 0) {
        m.why = "the target is " + inches(d) + " away: the " + what + " has no " +
                std::string(nameOf(*b)) + "-range fire, it reaches " + inches(most);
        return m;
    }
    m.ok = true;
    return m;
}

// The volley of `shooters` (one, or a Battery Focus) at `target`. Without
// `explain` (fireTargets, which keeps only the volleys) a refusal carries
// its rule alone, and the cheap refusals come before sight: which of two
// refusals is named then does not matter, and a volley that fires is the
// same whatever order its checks ran in (each is a question about `s`).
FireCheck volleyOf(const GameState& s, const std::vector<Shooter>& shooters, int target,
                   FireKind kind = FireKind::Phase, bool explain = true,
                   SightCache* batch = nullptr) {
    FireCheck out;
    // What the geometry asks of each unit, asked once for this volley (or
    // once for the batch it is part of): every check below is about `s`.
    std::optional<SightCache> own;
    if (!batch) own.emplace(s);
    SightCache& cache = batch ? *batch : *own;
    Volley& v = out.volley;
    v.kind = kind;
    if (target < 0 || target >= static_cast<int>(s.units.size()) || s.units[target].removed) {
        out.refusal = refusalOf("FG-FIRE-1", "there is no such target on the table");
        return out;
    }
    const Unit& t = s.units[target];
    const int first = shooters.front().unit;
    if (s.sideOf(target) == s.sideOf(first)) {
        out.refusal = refusalOf("FG-FIRE-1", theUnit(s, target, true) + " is a friend");
        return out;
    }
    // Each shooter: its arc and distance first (cheap), then the band, and
    // only then sight (dear): most enemies on a large table are out of arc
    // or reach.
    double nearest = 1e18;
    int stands = 0;
    std::vector<std::pair<double, Shooter>> order;
    auto nameOfShooter = [&](const Shooter& sh) {
        return sh.section >= 0 ? "section " + std::to_string(sh.section + 1) + " of the " +
                                     nameOfUnit(s, sh.unit)
                               : theUnit(s, sh.unit);
    };
    for (const Shooter& sh : shooters) {
        if (!inForwardArc(cache, sh.unit, sh.section, target)) {
            if (!explain) {
                out.refusal = refusalOf("FG-D-4", "");
                return out;
            }
            out.refusal = refusalOf("FG-D-4", theUnit(s, target, true) + " is not in the forward "
                                                                          "arc of " +
                                                  nameOfShooter(sh));
            return out;
        }
        const double d = fireDistance(cache, sh.unit, sh.section, target);
        order.push_back({d, sh});
        nearest = std::min(nearest, d);
    }
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    const Shooter lead = order.front().second;
    // FG-D-16: a closing volley rolls the point-blank dice, whatever the
    // distance within its 4".
    const Matrix m = matrixOf(s, lead.unit, kind == FireKind::Closing ? 0.0 : nearest, explain);
    if (!m.ok) {
        out.refusal = refusalOf(m.rule, m.why);
        return out;
    }
    const bool canister = s.units[lead.unit].arm == Arm::Artillery && m.which != Band::Long;
    // Friends in the line of fire (FG-FIRE-9): without `explain`, asked here
    // to refuse before sight, which costs most; with it, after sight (below),
    // so the refusal named is the one the rules' order names.
    LineOfFire leadLine;
    if (!explain)
        for (const auto& [d, sh] : order) {
            LineOfFire lof = lineOfFire(cache, sh.unit, sh.section, target, canister);
            if (lof.blocked) {
                out.refusal = refusalOf("FG-FIRE-9", "");
                return out;
            }
            if (sh.unit == lead.unit && sh.section == lead.section) leadLine = std::move(lof);
        }
    if (engagedWith(s, target, cache)) {
        out.refusal = refusalOf("FG-D-21", !explain ? std::string()
                                                    : theUnit(s, target, true) +
                                                          " is engaged in melee: no unit fires at it");
        return out;
    }
    for (const auto& [d, sh] : order) {
        const std::vector<int> seeing = standsSeeing(cache, sh.unit, sh.section, target);
        if (seeing.empty()) {
            if (!explain) {
                out.refusal = refusalOf("FG-LOS-1", "");
                return out;
            }
            const Sight sight = canSee(s, sh.unit, target);
            out.refusal = refusalOf(sight.rule.empty() ? "FG-LOS-1" : sight.rule,
                                    nameOfShooter(sh) + " cannot see " + theUnit(s, target) +
                                        (sight.why.empty() ? "" : ": " + sight.why));
            return out;
        }
        stands += static_cast<int>(seeing.size());
    }
    v.unit = lead.unit;
    v.section = shooters.size() > 1 ? -1 : lead.section;
    if (shooters.size() > 1)
        for (const auto& [d, sh] : order)
            v.focus.push_back(sh);
    v.target = target;
    v.distance = nearest;
    const Unit& f = s.units[lead.unit];
    v.artillery = f.arm == Arm::Artillery;
    v.mounted = f.formation == Formation::Mounted;
    v.band = m.which;
    v.canister = canister;
    for (const auto& [d, sh] : order) {
        if (!explain) break; // asked above: none blocked
        LineOfFire lof = lineOfFire(cache, sh.unit, sh.section, target, v.canister);
        if (lof.blocked) {
            out.refusal = refusalOf(lof.rule.empty() ? "FG-FIRE-9" : lof.rule, lof.why);
            return out;
        }
        if (sh.unit == lead.unit && sh.section == lead.section) leadLine = std::move(lof);
    }
    v.stands = stands;
    v.dicePerStand = m.band.dice;
    v.dice = stands * m.band.dice;
    v.matrix = m.band.toHit;
    // FG-FIRE-3: the modifiers.
    const Vec2 muzzle = muzzleOf(s, lead.unit, lead.section);
    auto term = [&](int value, std::string text) { v.toHitTerms.push_back({value, std::move(text)}); };
    if (openOrderTarget(t)) term(-1, "target in open order");
    const bool beyondSix = nearest > 6.0 + kTolerance;
    if (beyondSix) {
        bool smoked = false;
        // A section fires as its own unit (FG-D-30): the smoke its sister
        // sections made this phase is not its own.
        for (const auto& [d, sh] : order) {
            const Unit& u = s.units[sh.unit];
            smoked = smoked || (sh.section >= 0 ? u.smokedAtFire : u.smoke) ||
                     throughSmoke(s, sh.unit, sh.section, target);
        }
        if (smoked) term(-1, "smoke beyond 6\"");
    }
    if (leadLine.screens > 0)
        term(-1, "through " + (leadLine.screenName.empty() ? std::string("a friendly screen")
                                                            : leadLine.screenName));
    if (s.brigades[f.brigade].clock == Clock::Hesitant) term(-1, "hesitant brigade");
    const Arc arc = arcOf(s, target, muzzle);
    v.flanking = arc != Arc::Front;
    if (arc == Arc::Rear) {
        // FG-D-32: a refused flank cancels it for firers on that side of
        // the target's centre line.
        const Vec2 right = core::rightOf(t.facing);
        const bool onRight = dot(muzzle - t.front, right) > 0.0;
        const bool refused = (t.refused & (onRight ? 2 : 1)) != 0;
        if (!refused) term(+1, "enfilade");
    }
    v.toHit = v.matrix;
    for (const FireTerm& x : v.toHitTerms)
        v.toHit -= x.value;
    v.sharpshooters = (f.traits & kSharpshooters) && v.band == Band::Medium;
    // FG-FIRE-4: saves.
    const TargetCover cover = coverOf(s, target, muzzle);
    if (m.band.noSaves) {
        v.save = 0;
        v.saveBase = "point-blank guns: no save";
    } else {
        savesOf(s, target, cover, v.canister, v);
    }
    v.steady = v.save > 0 && (t.traits & kSteady) && !(t.onceUsed & kSteady);
    v.oddHits = t.oddHits;
    v.targetStands = t.stands;
    // FG-D-13: Seen the Elephant, then suppression.
    v.elephant = (t.traits & kSeenTheElephant) && !(t.onceUsed & kSeenTheElephant);
    v.close = !beyondSix;
    v.ironIgnores = (t.traits & kIronDiscipline) && !t.ironUsed;
    // As the target stands before the volley (what the preview names); the
    // checks themselves are taken after the losses (resolveVolley, steps 6
    // and 7), which `after` holds for the odds.
    const bool inCover = cover.cover != Cover::None;
    for (const CheckModifier& c : suppressionMods(s, target, inCover, t.flanked || v.flanking))
        v.suppressionTerms.push_back({c.value, c.text});
    ReachMemo reach;
    const CheckNeeds needs =
        checkNeedsOf(s, target, v.elephant, inCover, t.flanked || v.flanking, reach);
    v.elephantNeed = needs.elephant;
    v.suppressionNeed = needs.suppression;
    afterLosses(s, inCover, v, reach);
    // FG-FIRE-7, FG-D-24.
    v.victim = plungeVictim(cache, lead.unit, lead.section, target);
    if (v.victim >= 0) {
        if (!v.artillery)
            v.plunge = Plunge::OneStray;
        else
            v.plunge = nearest > 8.0 + kTolerance ? Plunge::OneUnsaved : Plunge::StrayPerSix;
        Volley stray;
        savesOf(s, v.victim, coverOf(s, v.victim, muzzle), false, stray);
        v.victimSave = stray.save;
    }
    // FG-FIRE-8, FG-D-22, FG-D-41.
    v.smokes = !skirmishers(f);
    return out;
}

} // namespace

FireCheck checkFire(const GameState& s, int unit, int section, int target) {
    FireCheck out;
    if (auto r = checkFirer(s, unit, section)) {
        out.refusal = r;
        return out;
    }
    return volleyOf(s, {{unit, section}}, target);
}

FireCheck checkFocus(const GameState& s, const std::vector<Shooter>& sections, int target) {
    FireCheck out;
    if (sections.size() < 2 || sections.size() > 3) {
        out.refusal = refusalOf("FG-CMD-4", "Battery Focus combines 2 or 3 sections, not " +
                                                std::to_string(sections.size()));
        return out;
    }
    for (std::size_t i = 0; i < sections.size(); ++i) {
        const Shooter& sh = sections[i];
        if (sh.section < 0) {
            out.refusal = refusalOf("FG-D-30", "Battery Focus names sections");
            return out;
        }
        if (auto r = checkFirer(s, sh.unit, sh.section)) {
            out.refusal = r;
            return out;
        }
        if (s.units[sh.unit].brigade != s.units[sections[0].unit].brigade) {
            out.refusal = refusalOf("FG-CMD-4", "Battery Focus combines sections of one "
                                                "brigade's batteries");
            return out;
        }
        for (std::size_t k = 0; k < i; ++k)
            if (sections[k].unit == sh.unit && sections[k].section == sh.section) {
                out.refusal = refusalOf("FG-D-30", "a section is named twice");
                return out;
            }
    }
    return volleyOf(s, sections, target);
}

std::optional<core::Refusal> checkReactor(const GameState& s, int unit, FireKind kind) {
    if (unit < 0 || unit >= static_cast<int>(s.units.size()) || s.units[unit].removed)
        return refusalOf("FG-REACT-1", "there is no such unit on the table");
    const Unit& u = s.units[unit];
    const std::string who = theUnit(s, unit, true);
    const char* rule = kind == FireKind::Closing ? "FG-REACT-2" : "FG-REACT-3";
    if (u.reacted) return refusalOf("FG-REACT-1", who + " has reacted this turn");
    if (s.brigades[u.brigade].clock == Clock::Broken)
        return refusalOf("FG-D-29", who + "'s brigade is broken: it makes no reactions");
    if (u.arm == Arm::Artillery && u.formation != Formation::Unlimbered)
        return refusalOf(rule, who + " is limbered: it cannot fire");
    if (u.formation == Formation::RoadColumn)
        return refusalOf(rule, who + " is in road column: it cannot fire");
    if (u.smoke) return refusalOf(rule, who + " is smoked: it cannot react with fire (FG-D-10)");
    if (kind == FireKind::Closing && u.disordered)
        return refusalOf(rule, who + " is disordered: it cannot fire a closing volley");
    if (engaged(s, unit)) return refusalOf("FG-D-21", who + " is engaged in melee: it does not react");
    return std::nullopt;
}

FireCheck checkReactionFire(const GameState& s, int unit, int target, FireKind kind,
                            bool explain) {
    FireCheck out;
    if (auto r = checkReactor(s, unit, kind)) {
        out.refusal = r;
        return out;
    }
    std::vector<Shooter> shooters;
    if (firesAsSections(s.units[unit])) {
        for (int k = 0; k < sectionsOf(s, unit); ++k)
            if (inForwardArc(s, unit, k, target)) shooters.push_back({unit, k});
        if (shooters.empty()) shooters.push_back({unit, 0}); // refused below, with the reason
    } else {
        shooters.push_back({unit, -1});
    }
    return volleyOf(s, shooters, target, kind, explain);
}

std::vector<double> fireRings(const GameState& s, int unit) {
    std::vector<double> out;
    if (unit < 0 || unit >= static_cast<int>(s.units.size()) || s.units[unit].removed) return out;
    const Tables& t = s.tables();
    if (s.units[unit].formation == Formation::Limbered) return out; // limbered guns fire nothing
    if (s.units[unit].formation == Formation::Mounted) { // FG-FIRE-10
        out.push_back(std::min(t.weapons[0].reach[0], t.mountedReach));
        if (t.mountedReach > out.back()) out.push_back(t.mountedReach);
        return out;
    }
    const WeaponBands wb = weaponBands(s, unit);
    for (int b = 0; b < 3; ++b)
        if ((*wb.bands)[b].toHit != 0) out.push_back((*wb.reach)[b]);
    return out;
}

std::vector<Volley> fireTargets(const GameState& s, int unit, int section) {
    std::vector<Volley> out;
    if (checkFirer(s, unit, section)) return out;
    // Every target's sight asks the same of the units around: asked once.
    SightCache cache(s);
    for (int t = 0; t < static_cast<int>(s.units.size()); ++t) {
        if (s.units[t].removed || s.sideOf(t) == s.sideOf(unit)) continue;
        FireCheck c = volleyOf(s, {{unit, section}}, t, FireKind::Phase, false, &cache);
        if (c.ok()) out.push_back(std::move(c.volley));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Volley& a, const Volley& b) { return a.distance < b.distance; });
    return out;
}

// [SECTION] The volley rolled (FG-D-8's order)

namespace {

std::string facesText(const std::vector<int>& dice) {
    std::string t;
    for (std::size_t i = 0; i < dice.size(); ++i)
        t += (i ? " " : "") + std::to_string(dice[i]);
    return t;
}

std::string hitsWords(int n) {
    return std::to_string(n) + (n == 1 ? " hit" : " hits");
}

std::string shooterName(const GameState& s, const Volley& v, bool capital) {
    if (!v.focus.empty()) {
        std::string t = capital ? "A Battery Focus of " : "a Battery Focus of ";
        t += std::to_string(v.focus.size()) + " sections";
        return t;
    }
    if (v.section >= 0)
        return std::string(capital ? "Section " : "section ") + std::to_string(v.section + 1) +
               " of " + theUnit(s, v.unit);
    return theUnit(s, v.unit, capital);
}

bool hits(int roll, int need) {
    return roll == 6 || (roll != 1 && roll >= need);
}

// Roll saves for `n` hits on `unit`; Steady's one re-roll when `steady`.
// Returns the unsaved hits and fills the event.
int rollSaves(GameState& s, int unit, int n, int need, bool steady, const std::string& what,
              const std::string& base, const std::vector<FireTerm>& terms,
              std::vector<Event>& events) {
    if (n <= 0) return 0;
    Event e = unitEvent(s, EventKind::Saves, unit, "");
    std::string text = theUnit(s, unit, true) + " saves against " + what + ": " + base;
    for (const FireTerm& t : terms)
        text += ", " + signedText(t.value, t.text);
    if (need == 0) {
        text += (terms.empty() || base.find("no save") != std::string::npos) ? "" : ": no save";
        text += "; " + hitsWords(n) + " unsaved.";
        e.text = text;
        e.value = n;
        events.push_back(std::move(e));
        return n;
    }
    if (!terms.empty()) text += ": " + std::to_string(need) + "+";
    int failed = 0;
    for (int i = 0; i < n; ++i) {
        const int roll = s.dice.d6();
        e.dice.push_back(roll);
        e.need.push_back(need);
        if (roll < need) ++failed;
    }
    text += "; rolls " + facesText(e.dice);
    if (steady && failed > 0) {
        // FG-TRAIT-1: Steady re-rolls one failed save, once a game.
        s.units[unit].onceUsed |= kSteady;
        const int roll = s.dice.d6();
        e.dice.push_back(roll);
        e.need.push_back(need);
        text += "; Steady re-rolls a failed save: " + std::to_string(roll);
        if (roll >= need) --failed;
    }
    text += ": " + hitsWords(failed) + " unsaved.";
    e.text = text;
    e.value = failed;
    events.push_back(std::move(e));
    return failed;
}

// FG-FIRE-5: unsaved hits with the odd hit carried; stands lost, shatter,
// the clock (loseStands). Returns the stands lost.
int takeHits(GameState& s, int unit, int unsaved, std::vector<Event>& events) {
    Unit& u = s.units[unit];
    if (u.removed || unsaved <= 0) return 0;
    const int total = u.oddHits + unsaved;
    const int lose = std::min(total / 2, u.stands);
    u.oddHits = total % 2;
    if (u.oddHits > 0 || lose == 0) {
        Event e = unitEvent(s, EventKind::OddHit, unit,
                            theUnit(s, unit, true) + (u.oddHits ? " carries an odd hit"
                                                                : " carries no odd hit"));
        e.value = u.oddHits;
        events.push_back(std::move(e));
    }
    const int before = u.stands;
    loseStands(s, unit, lose, events);
    if (s.units[unit].removed) s.units[unit].oddHits = 0;
    return std::min(lose, before);
}

} // namespace

int resolveVolley(GameState& s, const Volley& v, std::vector<Event>& events, VolleyTally* out) {
    const int target = v.target;
    const Side firer = s.sideOf(v.unit);
    // 1. To-hit dice, with the Sharpshooters' re-roll.
    Event fire = unitEvent(s, EventKind::Fired, v.unit, "");
    fire.actor = target;
    std::string text = shooterName(s, v, true) + " fires at " + theUnit(s, target) + ", " +
                       inches(v.distance) + " (" + std::string(nameOf(v.band)) + "): " +
                       std::to_string(v.dice) + (v.dice == 1 ? " die" : " dice") + " (" +
                       std::to_string(v.stands) + (v.artillery ? " section" : " stand") +
                       (v.stands == 1 ? "" : "s") + " x " + std::to_string(v.dicePerStand) +
                       "), needs " + std::to_string(v.matrix) + "+";
    for (const FireTerm& t : v.toHitTerms)
        text += ", " + signedText(t.value, t.text);
    if (!v.toHitTerms.empty()) text += ": " + std::to_string(v.toHit) + "+";
    int hit = 0, sixes = 0, missed = 0;
    for (int i = 0; i < v.dice; ++i) {
        const int roll = s.dice.d6();
        fire.dice.push_back(roll);
        fire.need.push_back(std::clamp(v.toHit, 2, 6));
        if (hits(roll, v.toHit)) ++hit;
        else ++missed;
        if (roll == 6) ++sixes;
    }
    text += "; rolls " + facesText(fire.dice);
    if (v.sharpshooters && missed > 0) {
        const int roll = s.dice.d6();
        fire.dice.push_back(roll);
        fire.need.push_back(std::clamp(v.toHit, 2, 6));
        text += "; Sharpshooters re-roll a miss: " + std::to_string(roll);
        if (hits(roll, v.toHit)) ++hit;
        if (roll == 6) ++sixes;
    }
    text += ": " + hitsWords(hit) + ".";
    fire.text = text;
    fire.value = hit;
    events.push_back(std::move(fire));
    // The firer is marked fired, smoked (9. below) and the crossfire noted.
    auto markFired = [&](Shooter sh) {
        Unit& u = s.units[sh.unit];
        if (sh.section >= 0) u.sectionsFired |= static_cast<std::uint8_t>(1 << sh.section);
        u.fired = true;
    };
    if (v.focus.empty())
        markFired({v.unit, v.section});
    else
        for (const Shooter& sh : v.focus)
            markFired(sh);
    if (v.flanking) s.units[target].flanked = true;
    // 2. Saves.
    const int unsaved = rollSaves(s, target, hit, v.save, v.steady, "the volley", v.saveBase,
                                  v.saveTerms, events);
    // 3-4. Stands removed, shatter, the brigade clock.
    const int brigade = s.units[target].brigade;
    const bool led = !s.brigades[brigade].leaderGone && s.brigades[brigade].attached == target;
    const int lost = takeHits(s, target, unsaved, events);
    if (out) *out = VolleyTally{hit, sixes, unsaved, lost};
    // 5. Leader risk (FG-LEAD-1, FG-D-23): a stand lost or a natural 6.
    if (led && (lost > 0 || sixes > 0)) leaderRisk(s, brigade, events);
    const bool standing = !s.units[target].removed;
    // 6. Seen the Elephant.
    if (standing && v.elephant) seenTheElephant(s, target, events);
    // 7. Suppression (FG-FIRE-6): one natural 6 within 6", two beyond. A
    // closing volley's check is the charger's instead (FG-D-16: the
    // reaction's code takes it).
    if (standing && v.kind != FireKind::Closing && sixes >= (v.close ? 1 : 2)) {
        Unit& t = s.units[target];
        const std::string why = v.close ? "a natural 6 within 6\"" : "two natural 6s beyond 6\"";
        if ((t.traits & kIronDiscipline) && !t.ironUsed) {
            t.ironUsed = true;
            events.push_back(unitEvent(s, EventKind::Suppressed, target,
                                       "Suppression (" + why + "): Iron Discipline ignores it, " +
                                           "the first this turn"));
        } else {
            events.push_back(unitEvent(s, EventKind::Suppressed, target,
                                       "Suppression (" + why + "): " + theUnit(s, target) +
                                           " checks or is disordered"));
            // FG-D-8: the check comes after the losses (step 3), so fresh
            // and spent are the target's now; cover is the volley's, and
            // crossfire counts this volley (marked above).
            const bool cover = std::any_of(v.suppressionTerms.begin(), v.suppressionTerms.end(),
                                           [](const FireTerm& x) { return x.text == "cover"; });
            checkOrDisorder(s, target, suppressionMods(s, target, cover, t.flanked), "suppression",
                            events);
        }
    }
    // 8. Plunging fire (FG-FIRE-7, FG-D-24): every effect needs a natural 6.
    if (v.victim >= 0 && sixes > 0 && !s.units[v.victim].removed) {
        const int victim = v.victim;
        int strays = 0, direct = 0;
        switch (v.plunge) {
        case Plunge::OneStray: strays = 1; break;
        case Plunge::OneUnsaved: direct = 1; break;
        case Plunge::StrayPerSix: strays = sixes; break;
        case Plunge::None: break;
        }
        Event e = unitEvent(s, EventKind::PlungingFire, victim,
                            "Plunging fire strikes " + theUnit(s, victim) + " behind " +
                                theUnit(s, target) + ": " +
                                (direct ? "1 unsaved hit"
                                       : std::to_string(strays) +
                                             (strays == 1 ? " stray hit" : " stray hits")));
        e.value = direct + strays;
        events.push_back(std::move(e));
        int unsavedHits = direct;
        if (strays > 0) {
            Volley stray;
            const Vec2 muzzle = muzzleOf(s, v.unit, v.section);
            savesOf(s, victim, coverOf(s, victim, muzzle), false, stray);
            // FG-TRAIT-1: Steady's one re-roll a game serves any failed cover
            // save, a stray hit's too.
            const Unit& vu = s.units[victim];
            const bool steady = stray.save > 0 && (vu.traits & kSteady) && !(vu.onceUsed & kSteady);
            unsavedHits += rollSaves(s, victim, strays, stray.save, steady, "stray hits",
                                     stray.saveBase, stray.saveTerms, events);
        }
        const int vb = s.units[victim].brigade;
        const bool vled = !s.brigades[vb].leaderGone && s.brigades[vb].attached == victim;
        const int vlost = takeHits(s, victim, unsavedHits, events);
        if (vled && vlost > 0) leaderRisk(s, vb, events); // FG-D-23: only if a stand went
    }
    // 9. Smoke on the firer (FG-FIRE-8).
    if (v.smokes) {
        auto smoke = [&](int unit) {
            Unit& u = s.units[unit];
            if (u.removed || u.smoke) return;
            u.smoke = true;
            Event e = unitEvent(s, EventKind::SmokeMade, unit,
                                "Smoke hangs before " + theUnit(s, unit));
            events.push_back(std::move(e));
        };
        if (v.focus.empty())
            smoke(v.unit);
        else
            for (const Shooter& sh : v.focus)
                smoke(sh.unit);
    }
    (void)firer;
    return lost;
}

} // namespace guidon::full
