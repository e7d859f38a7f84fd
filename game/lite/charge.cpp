// The charges of the combat phase (LL-CHARGE-1): who may charge, where its
// front edge meets the enemy, the path there, and the charge the rules require.
#include "combat.h"
#include "ranges.h"

#include "combat_detail.h"
#include "combat_dice.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace guidon::lite {

// The engagement helpers shared with the preview, and combat_detail.h's.
using namespace detail;

namespace {

// [SECTION] helpers

// The 1e-9 and 1e-12 below are rounding in the geometry, not rules; every
// rule distance includes its boundary within kRuleTolerance (types.h).

Unit at(const Unit& u, Pose p) {
    Unit v = u;
    v.front = p.front;
    v.facing = p.facing;
    return v;
}

Pose afterWheel(const Unit& u, double wheel) {
    if (wheel == 0.0) return {u.front, u.facing};
    return poseAlong(u, {u.front, u.facing}, {SegmentKind::Wheel, wheel, 0.0}, 1.0);
}

// Separating axes: the earliest fraction of `move` at which convex `a`,
// translated along it, meets convex `b` (touching counts); infinity if never.
double timeOfImpact(const std::vector<Vec2>& a, Vec2 move, const std::vector<Vec2>& b) {
    double enter = 0.0, exit = 1.0;
    auto axesOf = [](const std::vector<Vec2>& p, std::vector<Vec2>& out) {
        for (std::size_t i = 0; i < p.size(); ++i) {
            Vec2 e = p[(i + 1) % p.size()] - p[i];
            double len = length(e);
            if (len > 1e-12) out.push_back({-e.y / len, e.x / len});
        }
    };
    std::vector<Vec2> axes;
    axesOf(a, axes);
    axesOf(b, axes);
    for (Vec2 n : axes) {
        double amin = kInf, amax = -kInf, bmin = kInf, bmax = -kInf;
        for (Vec2 p : a) {
            amin = std::min(amin, dot(p, n));
            amax = std::max(amax, dot(p, n));
        }
        for (Vec2 p : b) {
            bmin = std::min(bmin, dot(p, n));
            bmax = std::max(bmax, dot(p, n));
        }
        double vn = dot(move, n);
        if (std::fabs(vn) < 1e-12) {
            if (amax < bmin - 1e-9 || amin > bmax + 1e-9) return kInf;
            continue;
        }
        double t0 = (bmin - amax) / vn, t1 = (bmax - amin) / vn;
        if (t0 > t1) std::swap(t0, t1);
        enter = std::max(enter, t0);
        exit = std::min(exit, t1);
        if (enter > exit + 1e-12) return kInf;
    }
    return enter;
}

} // namespace

// [SECTION] charges (LL-CHARGE-1)

double chargeAllowance(const GameState& s, const Unit& u) {
    (void)s;
    return baseAllowance(u);
}

namespace {

// The first part of a charge: who may charge, and where straight ahead (after
// the wheel) its front edge first meets an enemy base. Cheap: no path check.
bool chargeContact(const GameState& s, int unit, double wheel, ChargePlan& p,
                   const std::vector<EnemyBase>* enemyBases = nullptr) {
    p = ChargePlan{};
    p.unit = unit;
    p.wheel = wheel;
    if (unit < 0 || unit >= static_cast<int>(s.units.size())) {
        p.refusal = refusalOf("LL-CHARGE-1", "There is no such unit.");
        return false;
    }
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    std::string who = u.shownName();
    if (u.side != s.active || !u.onTable()) {
        p.refusal =
            refusalOf("LL-CHARGE-1",
                      who + " cannot charge: only the active side's units on the table charge.");
        return false;
    }
    if (u.type != UnitType::Infantry) {
        p.refusal = refusalOf("LL-CHARGE-1", who + " is artillery, and artillery never charges.");
        return false;
    }
    if (u.smoke) {
        p.refusal = refusalOf("LL-FIRE-7", who + " fired this turn (smoke) and cannot charge.");
        return false;
    }
    if (std::find(s.combat.charged.begin(), s.combat.charged.end(), unit) !=
        s.combat.charged.end()) {
        p.refusal = refusalOf("LL-CHARGE-1", who + " has already charged.");
        return false;
    }
    double arc = u.width() * std::fabs(wheel) * kPi / 180.0;
    if (!std::isfinite(wheel) || arc > kWheelLimit + kRuleTolerance) {
        p.refusal =
            refusalOf("LL-CHARGE-1",
                      who + " may wheel at most 1 BW (its outer corner's arc) before charging.");
        return false;
    }
    double allowance = chargeAllowance(s, u);
    Pose start = afterWheel(u, wheel);
    Unit wheeled = at(u, start);
    Vec2 fwd = forwardOf(start.facing);
    // Up to the allowance, the boundary included: the path check (checkPath)
    // allows the same tolerance.
    double reach = allowance + kRuleTolerance - arc;
    double best = kInf;
    int hitUnit = -1;
    std::vector<Vec2> hitPoly;
    auto moving = footprintPolys(wheeled);
    geom::Aabb sweep;
    for (const auto& poly : moving)
        for (Vec2 v : poly) {
            sweep.add(v);
            sweep.add(v + fwd * reach);
        }
    sweep.grow(1e-3);
    std::vector<EnemyBase> own;
    if (!enemyBases) {
        own = basesOf(s, other(u.side));
        enemyBases = &own;
    }
    for (const EnemyBase& e : *enemyBases) {
        if (!e.bounds.overlaps(sweep)) continue;
        for (const auto& poly : moving) {
            double t = timeOfImpact(poly, fwd * reach, e.poly);
            if (t < best) {
                best = t;
                hitUnit = e.unit;
                hitPoly = e.poly;
            }
        }
    }
    if (hitUnit < 0) {
        p.refusal =
            refusalOf("LL-CHARGE-1", who + " has no enemy within its reach straight ahead" +
                                         std::string(wheel != 0.0 ? " after that wheel." : "."));
        return false;
    }
    double dist = best * reach;
    Pose end{start.front + fwd * dist, start.facing};
    // Contact must be made by the front edge.
    geom::Convex edge{frontEdge(at(u, end)), 0.0};
    if (geom::distance(edge, {hitPoly, 0.0}) > 1e-4) {
        p.refusal = refusalOf("LL-CHARGE-1",
                              who + " would strike " +
                                  s.units[static_cast<std::size_t>(hitUnit)].shownName() +
                                  " with its flank, not its front edge.",
                              end.front);
        return false;
    }
    p.target = hitUnit;
    p.distance = dist;
    p.length = arc + dist;
    p.end = end;
    return true;
}

// The second part: the path up to contact, checked as a move (friends and
// difficult terrain need a phase invoked with two cards), and what it engages.
bool chargePath(const GameState& s, int unit, ChargePlan& p) {
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    std::vector<MoveSegment> segs;
    if (p.wheel != 0.0) segs.push_back({SegmentKind::Wheel, p.wheel, 0.0});
    // Up to just short of contact: the move check stops at a touch (1e-4 BW).
    if (p.distance > 4e-4) segs.push_back({SegmentKind::Forward, 0.0, p.distance - 2e-4});
    if (!segs.empty()) {
        PathOptions opt;
        opt.allowance = chargeAllowance(s, u);
        opt.twoCards = s.phase.twoCards();
        MoveReport r = checkPath(s, unit, segs, opt, true);
        if (!r.legal) {
            p.refusal = r.refusal; // names the unit already: "X would pass through Y: ..."
            p.refusal.reason = "Charging, " + p.refusal.reason;
            p.legal = false;
            return false;
        }
        p.disorder = r.disorder;
    }
    for (const Engagement& g : engagementsOf(s, at(u, p.end)))
        p.engaged.push_back(g.defender);
    if (std::find(p.engaged.begin(), p.engaged.end(), p.target) == p.engaged.end()) {
        // Corner to corner is no contact by the front edge.
        p.refusal = refusalOf("LL-CHARGE-1",
                              u.shownName() + " would only touch " +
                                  s.units[static_cast<std::size_t>(p.target)].shownName() +
                                  " corner to corner, not with its front edge.",
                              p.end.front);
        p.engaged.clear();
        p.legal = false;
        return false;
    }
    p.legal = true;
    return true;
}

} // namespace

ChargePlan planCharge(const GameState& s, int unit, double wheel) {
    ChargePlan p;
    if (chargeContact(s, unit, wheel, p)) chargePath(s, unit, p);
    return p;
}

ChargePlan bestCharge(const GameState& s, int unit) {
    ChargePlan straight;
    bool contact = chargeContact(s, unit, 0.0, straight);
    if (!contact && straight.refusal.rule != "LL-CHARGE-1") return straight; // smoke
    if (unit < 0 || unit >= static_cast<int>(s.units.size())) return straight;
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    if (u.type != UnitType::Infantry || u.side != s.active || !u.onTable()) return straight;
    // Every wheel, sampled; each one's contact is cheap. Then the paths, in
    // order of length: the first legal one is the charge the rules require.
    double limit = kWheelLimit / std::max(1.0, u.width()) * 180.0 / kPi;
    std::vector<ChargePlan> plans;
    if (contact) plans.push_back(straight);
    const std::vector<EnemyBase> enemies = basesOf(s, other(u.side));
    auto tryWheel = [&](double w) {
        ChargePlan pl;
        if (chargeContact(s, unit, w, pl, &enemies)) plans.push_back(pl);
    };
    for (double w = 0.25; w < limit; w += 0.25) {
        tryWheel(w);
        tryWheel(-w);
    }
    tryWheel(limit);
    tryWheel(-limit);
    std::stable_sort(plans.begin(), plans.end(), [](const ChargePlan& a, const ChargePlan& b) {
        if (std::fabs(a.length - b.length) > 1e-9) return a.length < b.length;
        return std::fabs(a.wheel) < std::fabs(b.wheel);
    });
    ChargePlan firstRefused;
    const ChargePlan* first = nullptr;
    for (ChargePlan& pl : plans) {
        if (chargePath(s, unit, pl)) {
            first = &pl;
            break;
        }
        if (firstRefused.refusal.rule.empty()) firstRefused = pl;
    }
    if (first) {
        // The samples are a quarter degree apart, so a target's shortest legal
        // path lies within a quarter degree of its shortest legal sample, and
        // that sample is at most a few hundredths of a BW longer. Golden-section
        // search there, for every target that close, finds the shortest to far
        // inside the rules' tolerance: "closest" is judged as exactly as every
        // other rule distance (LL-CHARGE-1).
        ChargePlan best = *first;
        std::vector<int> seen;
        for (ChargePlan& pl : plans) {
            if (pl.length > first->length + 0.05) break;
            if (std::find(seen.begin(), seen.end(), pl.target) != seen.end()) continue;
            if (&pl != first && !chargePath(s, unit, pl)) continue;
            seen.push_back(pl.target);
            auto lengthAt = [&](double w, ChargePlan& out) {
                return chargeContact(s, unit, w, out, &enemies) && out.target == pl.target &&
                               chargePath(s, unit, out)
                           ? out.length
                           : 1e300;
            };
            double a = std::max(-limit, pl.wheel - 0.25), b = std::min(limit, pl.wheel + 0.25);
            ChargePlan probe, found;
            double w = leastAt([&](double x) { return lengthAt(x, probe); }, a, b, 40);
            const ChargePlan& better = lengthAt(w, found) < pl.length ? found : pl;
            if (better.length < best.length - 1e-12) best = better;
        }
        return best;
    }
    ChargePlan none = plans.empty() ? straight : firstRefused;
    none.legal = false;
    return none; // its reason names the unit already, once
}

std::vector<ChargePlan> legalCharges(const GameState& s) {
    std::vector<ChargePlan> out;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        if (u.side != s.active || !u.onTable() || u.type != UnitType::Infantry || u.smoke) continue;
        ChargePlan p = bestCharge(s, static_cast<int>(i));
        if (p.legal) out.push_back(p);
    }
    return out;
}

} // namespace guidon::lite
