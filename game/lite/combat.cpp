#include "combat.h"
#include "ranges.h"

#include "combat_dice.h"
#include "core/terrain_index.h"
#include "game.h"
#include "losses.h"
#include "rerolls.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <functional>

namespace guidon::lite {

// The engagement and combat-dice helpers shared with the preview.
using namespace detail;

namespace {

// [SECTION] constants and helpers

// Rule distances, each with its boundary included within kRuleTolerance
// (types.h). The 1e-9 and 1e-12 below are rounding in the geometry, not rules.

// Where a stretch of the way ends: `f` is convex along the way (the distance,
// or less the overlap, between a convex piece moved along a straight line and
// a fixed convex piece is), so the d in [lo, hi] with f(d) < c form one
// stretch; returns the d at which it ends (f at or above c from there), or a
// negative number when f never falls below c. Golden-section search for the
// least f, then bisection for the end: exact to about 1e-9 BW.
// Golden-section search: where in [a, b] `f` is least, for f with one
// minimum there (`iterations` steps, each narrowing the bracket by 0.618).
double leastAt(const std::function<double(double)>& f, double a, double b, int iterations) {
    const double r = (std::sqrt(5.0) - 1.0) / 2.0;
    double x1 = b - r * (b - a), x2 = a + r * (b - a), f1 = f(x1), f2 = f(x2);
    for (int i = 0; i < iterations && b - a > 1e-10; ++i) {
        if (f1 <= f2) {
            b = x2, x2 = x1, f2 = f1;
            x1 = b - r * (b - a), f1 = f(x1);
        } else {
            a = x1, x1 = x2, f1 = f2;
            x2 = a + r * (b - a), f2 = f(x2);
        }
    }
    return f1 <= f2 ? x1 : x2;
}

double stretchEnd(const std::function<double(double)>& f, double c, double lo, double hi) {
    double m = leastAt(f, lo, hi, 60);
    if (f(m) >= c && f(lo) >= c) return -1.0;
    if (f(lo) < c && f(m) >= c) m = lo;
    if (f(hi) < c) return hi;
    double in = m, out = hi;
    for (int i = 0; i < 60 && out - in > 1e-10; ++i) {
        double mid = (in + out) / 2.0;
        (f(mid) < c ? in : out) = mid;
    }
    return out;
}

Refusal refusal(const char* rule, std::string why) {
    Refusal r;
    r.rule = rule;
    r.reason = std::move(why);
    return r;
}

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

std::vector<std::vector<Vec2>> footprintPolys(const Unit& u) {
    std::vector<std::vector<Vec2>> out;
    for (const auto& b : footprint(u))
        out.push_back(geom::corners(b));
    return out;
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
        p.refusal = refusal("LL-CHARGE-1", "There is no such unit.");
        return false;
    }
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    std::string who = u.shownName();
    if (u.side != s.active || !u.onTable()) {
        p.refusal =
            refusal("LL-CHARGE-1",
                    who + " cannot charge: only the active side's units on the table charge.");
        return false;
    }
    if (u.type != UnitType::Infantry) {
        p.refusal = refusal("LL-CHARGE-1", who + " is artillery, and artillery never charges.");
        return false;
    }
    if (u.smoke) {
        p.refusal = refusal("LL-FIRE-7", who + " fired this turn (smoke) and cannot charge.");
        return false;
    }
    if (std::find(s.combat.charged.begin(), s.combat.charged.end(), unit) !=
        s.combat.charged.end()) {
        p.refusal = refusal("LL-CHARGE-1", who + " has already charged.");
        return false;
    }
    double arc = u.width() * std::fabs(wheel) * kPi / 180.0;
    if (!std::isfinite(wheel) || arc > kWheelLimit + kRuleTolerance) {
        p.refusal =
            refusal("LL-CHARGE-1",
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
            refusal("LL-CHARGE-1", who + " has no enemy within its reach straight ahead" +
                                       std::string(wheel != 0.0 ? " after that wheel." : "."));
        return false;
    }
    double dist = best * reach;
    Pose end{start.front + fwd * dist, start.facing};
    // Contact must be made by the front edge.
    geom::Convex edge{frontEdge(at(u, end)), 0.0};
    if (geom::distance(edge, {hitPoly, 0.0}) > 1e-4) {
        p.refusal =
            refusal("LL-CHARGE-1", who + " would strike " +
                                       s.units[static_cast<std::size_t>(hitUnit)].shownName() +
                                       " with its flank, not its front edge.");
        p.refusal.hasPoint = true;
        p.refusal.point = end.front;
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
        p.refusal =
            refusal("LL-CHARGE-1", u.shownName() + " would only touch " +
                                       s.units[static_cast<std::size_t>(p.target)].shownName() +
                                       " corner to corner, not with its front edge.");
        p.refusal.hasPoint = true;
        p.refusal.point = p.end.front;
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

// [SECTION] fall back (LL-FALLBACK 2-4)

std::vector<FallOption> fallOptions(const GameState& s, int unit, double least) {
    std::vector<FallOption> out;
    const Unit& u0 = s.units[static_cast<std::size_t>(unit)];
    Unit u = u0;
    if (u.type == UnitType::Artillery) u.limbered = true; // LL-FALLBACK-2: limbers first
    const Battle& b = s.setup->battle;
    std::vector<EnemyBase> enemies = basesOf(s, other(u.side));
    struct Other {
        std::vector<Vec2> poly;
        int unit;
    };
    std::vector<Other> friends;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& o = s.units[i];
        if (static_cast<int>(i) == unit || o.side != u.side || !o.onTable()) continue;
        // Only stationary friends pay for being passed through (LL-FALLBACK-3);
        // a unit that falls back itself in this phase is not stationary.
        bool falling =
            std::find(s.combat.fallers.begin() + static_cast<std::ptrdiff_t>(s.combat.nextFall),
                      s.combat.fallers.end(), static_cast<int>(i)) != s.combat.fallers.end();
        for (const auto& box : footprint(o))
            friends.push_back({geom::corners(box), falling ? -1 : static_cast<int>(i)});
    }
    for (int dir : {0, -1, 1}) {
        FallOption o;
        o.direction = dir;
        Vec2 v =
            dir == 0 ? forwardOf(u.facing) * -1.0 : rightOf(u.facing) * static_cast<double>(dir);
        auto polysAt = [&](double d) {
            Unit w = u;
            w.front = u.front + v * d;
            return footprintPolys(w);
        };
        // `slack`: how much short of 1 BW still counts as clear.
        auto endOk = [&](double d, double slack, bool& offTable) {
            Unit w = u;
            w.front = u.front + v * d;
            for (const auto& box : footprint(w))
                if (!geom::insideTable(box, b.width, b.height)) {
                    offTable = true;
                    return false;
                }
            for (const auto& poly : polysAt(d)) {
                geom::Convex c{poly, 0.0};
                for (const EnemyBase& e : enemies)
                    if (geom::distance(c, {e.poly, 0.0}) < kClear - slack) return false;
                for (const Other& f : friends)
                    if (geom::sharesArea(c, {f.poly, 0.0})) return false;
                geom::Aabb bb = geom::boundsOf(poly);
                for (const TerrainPiece& t : s.setup->terrain) {
                    if (!t.bounds.overlaps(bb)) continue;
                    if (b.terrainTypes[static_cast<std::size_t>(t.type)].impassable &&
                        geom::sharesArea(c, t.shape))
                        return false;
                }
            }
            return true;
        };
        // Walk out from the least distance until the end is legal. At the
        // least distance "1 BW clear" includes its boundary (within the
        // tolerance). A walk in steps can step over a place to stop that is
        // narrower than its step (a gap between two friends), so the end is
        // then found exactly: a unit that must go on stops where the nearest
        // stretch that bars it ends (stretchEnd), the first such place that
        // is legal.
        double found = -1.0, reach = least + 40.0;
        bool off = false;
        for (double d = least; d <= least + 40.0; d += 0.05) {
            if (endOk(d, d == least ? kRuleTolerance : 0.0, off)) {
                found = d;
                break;
            }
            if (off) {
                reach = d;
                break;
            }
        }
        if (found != least) {
            double hi = found < 0 ? reach : found;
            std::vector<double> ends;
            std::vector<std::vector<Vec2>> here = polysAt(0.0);
            for (const auto& poly : here) {
                // Only what lies near the way from `least` to `hi` can bar it.
                geom::Aabb swept = geom::boundsOf(poly);
                for (Vec2 p : poly) {
                    swept.add(p + v * least);
                    swept.add(p + v * hi);
                }
                swept.grow(kClear);
                auto moved = [&poly, v](double d) {
                    geom::Convex c{poly, 0.0};
                    for (Vec2& p : c.points)
                        p = p + v * d;
                    return c;
                };
                auto add = [&](const geom::Convex& other, bool enemy) {
                    double e =
                        enemy
                            ? stretchEnd([&](double d) { return geom::distance(moved(d), other); },
                                         kClear, least, hi)
                            : stretchEnd(
                                  [&](double d) { return -geom::penetration(moved(d), other); },
                                  -geom::kShareDepth, least, hi);
                    if (e > least && e < hi) ends.push_back(e);
                };
                for (const EnemyBase& e : enemies)
                    if (e.bounds.overlaps(swept)) add({e.poly, 0.0}, true);
                for (const Other& f : friends)
                    if (geom::boundsOf(f.poly).overlaps(swept)) add({f.poly, 0.0}, false);
                for (const TerrainPiece& t : s.setup->terrain)
                    if (t.bounds.overlaps(swept) &&
                        b.terrainTypes[static_cast<std::size_t>(t.type)].impassable)
                        add(t.shape, false);
            }
            std::sort(ends.begin(), ends.end());
            for (double e : ends) {
                bool offHere = false;
                if (endOk(e, 0.0, offHere)) {
                    found = e;
                    break;
                }
            }
        }
        if (found < 0) {
            o.offTable = off;
            o.why = off ? "That way leaves the table." : "That way is blocked.";
            out.push_back(o);
            continue;
        }
        // The path: never through an enemy or impassable ground; note the
        // friends and difficult terrain it crosses.
        bool blocked = false;
        std::vector<Vec2> pts;
        auto start = polysAt(0.0), end = polysAt(found);
        for (std::size_t k = 0; k < start.size() && !blocked; ++k) {
            std::vector<Vec2> hullPts = start[k];
            hullPts.insert(hullPts.end(), end[k].begin(), end[k].end());
            geom::Convex path{geom::convexHull(hullPts), 0.0};
            geom::Aabb bb = geom::boundsOf(path.points);
            for (const EnemyBase& e : enemies)
                if (e.bounds.overlaps(bb) && geom::sharesArea(path, {e.poly, 0.0})) blocked = true;
            for (const Other& f : friends)
                if (f.unit >= 0 && geom::sharesArea(path, {f.poly, 0.0}) &&
                    std::find(o.friendsPassed.begin(), o.friendsPassed.end(), f.unit) ==
                        o.friendsPassed.end())
                    o.friendsPassed.push_back(f.unit);
            for (const TerrainPiece& t : s.setup->terrain) {
                if (!t.bounds.overlaps(bb) || !geom::sharesArea(path, t.shape)) continue;
                const TerrainType& ty = b.terrainTypes[static_cast<std::size_t>(t.type)];
                if (ty.impassable) blocked = true;
                if (difficultFor(ty, u.type)) o.difficult = true;
            }
        }
        if (blocked) {
            o.why = "That way is blocked.";
            out.push_back(o);
            continue;
        }
        o.legal = true;
        o.distance = found;
        o.front = u.front + v * found;
        out.push_back(o);
    }
    // LL-FALLBACK-2: by the shortest legal way; the owner chooses only among
    // ways of equal length (within the tolerance).
    const FallOption* shortest = nullptr;
    for (const FallOption& o : out)
        if (o.legal && (!shortest || o.distance < shortest->distance)) shortest = &o;
    if (!shortest) return out;
    const double best = shortest->distance;
    const std::string via = fallWayWords(shortest->direction);
    for (FallOption& o : out) {
        if (!o.legal || o.distance <= best + kRuleTolerance) continue;
        char buf[160];
        std::snprintf(buf, sizeof buf, "%.2f BW %s is longer than %.2f BW %s: ", o.distance,
                      fallWayWords(o.direction).c_str(), best, via.c_str());
        o.legal = false;
        o.longer = true;
        o.why = buf + u0.shownName() + " falls back by the shortest legal way.";
    }
    return out;
}

std::string fallWayWords(int direction) {
    return direction == 0  ? "to the rear"
           : direction < 0 ? "by the left flank"
                           : "by the right flank";
}

const char* fallWayName(int direction) {
    return direction == 0 ? "rear" : direction < 0 ? "left" : "right";
}

void applyFallBack(GameState& s, int unit, const FallOption* way, std::vector<Event>& events) {
    Unit& u = s.units[static_cast<std::size_t>(unit)];
    std::string who = u.shownName();
    if (!way) {
        // LL-FALLBACK-4: no legal way back, or only off the table: broken.
        Event e;
        e.kind = EventKind::FallBackBlocked;
        e.side = u.side;
        e.unit = unit;
        e.text = who + " cannot fall back and is broken.";
        events.push_back(e);
        removeBases(s, unit, u.bases, 0, 0, events);
        return;
    }
    if (u.type == UnitType::Artillery) u.limbered = true; // LL-FALLBACK-2
    Vec2 from = u.front;
    u.front = way->front;
    Event e;
    e.kind = EventKind::UnitMoved;
    e.side = u.side;
    e.unit = unit;
    const char* dir = way->direction == 0  ? "to the rear"
                      : way->direction < 0 ? "to its left"
                                           : "to its right";
    char dist[32];
    std::snprintf(dist, sizeof dist, "%.2f", length(u.front - from));
    e.text = who + " falls back " + dist + " BW " + dir + ".";
    events.push_back(e);
    if (s.combat.discarded[index(u.side)]) return; // LL-FALLBACK-3: passes freely
    for (int f : way->friendsPassed) {
        Unit& fu = s.units[static_cast<std::size_t>(f)];
        if (!fu.onTable()) continue;
        Event m;
        m.kind = EventKind::FallBackPenalty;
        m.side = fu.side;
        m.unit = f;
        m.text = who + " falls back through " + fu.shownName() + ", which loses a base.";
        events.push_back(m);
        removeBases(s, f, 1, 0, 0, events);
    }
    if (way->difficult && u.onTable()) {
        Event m;
        m.kind = EventKind::FallBackPenalty;
        m.side = u.side;
        m.unit = unit;
        m.text = who + " falls back across difficult terrain and loses a base.";
        events.push_back(m);
        removeBases(s, unit, 1, 0, 0, events);
    }
}

// [SECTION] resolution (LL-COMBAT 2-5)

void resolveCombat(GameState& s, std::vector<Event>& events) {
    CombatState& cs = s.combat;
    cs.resolving = true;
    cs.losers.clear();
    cs.fallers.clear();
    cs.next = cs.nextFall = 0;
    cs.stage = 0;
    cs.fallRolled = false;
    // Who engages whom, and each attacker's dice split (LL-COMBAT-3).
    struct Share {
        int attacker;
        int dice;
    };
    std::vector<std::pair<int, std::vector<Share>>> fights; // defender -> attackers' dice
    for (int a : cs.charged) {
        const Unit& au = s.units[static_cast<std::size_t>(a)];
        if (!au.onTable()) continue;
        std::vector<Engagement> eng = engagementsOf(s, au);
        if (eng.empty()) continue;
        std::vector<int> split = splitDice(au, eng);
        for (std::size_t i = 0; i < eng.size(); ++i) {
            // A defender left without dice is still engaged: it defends
            // against an attack of nothing (LL-COMBAT-4).
            auto it = std::find_if(fights.begin(), fights.end(),
                                   [&](auto& f) { return f.first == eng[i].defender; });
            if (it == fights.end()) {
                fights.push_back({eng[i].defender, {}});
                it = fights.end() - 1;
            }
            it->second.push_back({a, split[i]});
        }
    }
    std::sort(fights.begin(), fights.end(), [](auto& x, auto& y) { return x.first < y.first; });
    auto cards = combatCards(s);
    std::vector<int> attackersLost;
    for (auto& [d, shares] : fights) {
        Unit& du = s.units[static_cast<std::size_t>(d)];
        bool vulnerable = false;
        for (const Share& sh : shares)
            vulnerable = vulnerable ||
                         strikesFlankOrRear(s.units[static_cast<std::size_t>(sh.attacker)], du);
        bool cover = unitIn(s, du, true);
        Event e;
        e.kind = EventKind::CombatRolled;
        e.side = s.active;
        e.unit = d;
        int group = 0; // each attacker's dice, then the defence's
        std::string text =
            "Combat at " + du.shownName() + (vulnerable ? " (struck in flank or rear)" : "") + ": ";
        int attack = 0;
        for (const Share& sh : shares) {
            const Unit& au = s.units[static_cast<std::size_t>(sh.attacker)];
            if (sh.dice == 0) {
                text += au.shownName() + " has no dice left for it; ";
                continue;
            }
            DiceSpec spec = attackSpec(s, au, cover, vulnerable, cards);
            int mod = spec.mod;
            const std::string& why = spec.why;
            Reroll rr = spec.rr;
            DicePool pool = rollPool(s.dice, sh.dice, 4, mod, false);
            std::vector<int> first = pool.values();
            applyReroll(s.dice, pool, rr); // LL-CARD-7: the active player re-rolls first
            for (const Die& die : pool.dice) {
                e.dice.push_back(die.value);
                e.marks.push_back({4 - mod, pool.success(die), group});
            }
            ++group;
            int hits = pool.successes();
            attack += hits;
            std::string rolls;
            for (std::size_t k = 0; k < pool.dice.size(); ++k)
                rolls +=
                    (rolls.empty() ? "" : ",") + std::to_string(pool.dice[k].value) +
                    (pool.dice[k].rerolled ? "(re-rolled " + std::to_string(first[k]) + ")" : "") +
                    (pool.success(pool.dice[k]) ? "*" : "");
            text += au.shownName() + " " + rolls + " (needs " + std::to_string(4 - mod) + "+" +
                    why + ") = " + std::to_string(hits) + "; ";
        }
        // The defence.
        int defence = 0;
        if (du.type == UnitType::Artillery && du.limbered) {
            int a1 = s.dice.d6(), a2 = s.dice.d6();
            e.dice.push_back(a1);
            e.dice.push_back(a2);
            defence = std::max(a1, a2); // LL-COMBAT-2: the higher die is its score
            e.marks.push_back({0, a1 >= a2, group});
            e.marks.push_back({0, a2 > a1, group});
            text += du.shownName() + " (limbered) " + std::to_string(a1) + "," +
                    std::to_string(a2) + " scores " + std::to_string(defence);
        } else {
            DiceSpec spec = defenceSpec(s, du, cards);
            int mod = spec.mod;
            const std::string& why = spec.why;
            Reroll rr = spec.rr;
            int n = std::min(10, du.bases);
            DicePool pool = rollPool(s.dice, n, 4, mod, vulnerable); // vulnerable: natural 6s only
            std::vector<int> first = pool.values();
            applyReroll(s.dice, pool, rr);
            for (const Die& die : pool.dice) {
                e.dice.push_back(die.value);
                e.marks.push_back({vulnerable ? 6 : 4 - mod, pool.success(die), group});
            }
            defence = pool.successes();
            std::string rolls;
            for (std::size_t k = 0; k < pool.dice.size(); ++k)
                rolls +=
                    (rolls.empty() ? "" : ",") + std::to_string(pool.dice[k].value) +
                    (pool.dice[k].rerolled ? "(re-rolled " + std::to_string(first[k]) + ")" : "") +
                    (pool.success(pool.dice[k]) ? "*" : "");
            text += du.shownName() + " " + rolls + " (" +
                    (vulnerable ? "needs a 6" : "needs " + std::to_string(4 - mod) + "+") + why +
                    ") = " + std::to_string(defence);
        }
        text += ". Attack " + std::to_string(attack) + " against defence " +
                std::to_string(defence) + ": ";
        if (attack > defence) {
            text += du.shownName() + " loses by " + std::to_string(attack - defence) + ".";
            cs.losers.push_back({d, attack - defence, vulnerable});
        } else {
            text += du.shownName() + " holds" +
                    (attack == defence ? " (ties go to the defender)." : ".");
            for (const Share& sh : shares)
                if (std::find(attackersLost.begin(), attackersLost.end(), sh.attacker) ==
                    attackersLost.end())
                    attackersLost.push_back(sh.attacker);
        }
        e.value = attack - defence;
        e.text = text;
        events.push_back(e);
    }
    // Attackers engaged with a winning defender lose one base each and fall back.
    std::vector<CombatLoser> attackers;
    for (int a : attackersLost)
        attackers.push_back({a, 1, false});
    cs.losers.insert(cs.losers.begin(), attackers.begin(), attackers.end());
    for (const CombatLoser& l : cs.losers)
        cs.fallers.push_back(l.unit); // active side's first
    continueCombat(s, events);
}

void continueCombat(GameState& s, std::vector<Event>& events) {
    CombatState& cs = s.combat;
    // Losses, with the passive player's morale (LL-COMBAT-4, LL-COMBAT-5).
    while (cs.next < cs.losers.size()) {
        CombatLoser& l = cs.losers[cs.next];
        Unit& u = s.units[static_cast<std::size_t>(l.unit)];
        if (cs.stage == 0) {
            cs.stage = 1;
            s.morale.saved = -1;
            if (u.side == s.passive() && l.bases >= 2 && !s.side(u.side).hand.empty() &&
                u.onTable()) {
                requestMorale(s, u.side, l.unit, l.vulnerable ? 1 : 2, l.bases - 1, events);
                return;
            }
        }
        if (cs.stage == 1) {
            int saved = s.morale.unit == l.unit && s.morale.saved > 0 ? s.morale.saved : 0;
            int lose = std::max(1, l.bases - saved); // at least one base is always lost
            cs.stage = 2;
            if (loseBases(s, l.unit, lose, events)) return;
        }
        cs.stage = 0;
        ++cs.next;
    }
    // Fall back (LL-FALLBACK 1-4), the active side's units first.
    while (cs.nextFall < cs.fallers.size()) {
        int unit = cs.fallers[cs.nextFall];
        Unit& u = s.units[static_cast<std::size_t>(unit)];
        if (!u.onTable()) {
            ++cs.nextFall;
            cs.fallRolled = false;
            continue;
        }
        int si = index(u.side);
        if (!cs.discardAsked[si]) {
            cs.discardAsked[si] = true;
            if (!s.side(u.side).hand.empty()) {
                s.step = Step::FallbackDiscard;
                return;
            }
        }
        if (!cs.fallRolled) {
            int a = s.dice.d6(), b = s.dice.d6();
            bool active = u.side == s.active;
            cs.fallDie = active ? std::min(a, b) : std::max(a, b); // LL-FALLBACK-1
            cs.fallRolled = true;
            Event e;
            e.kind = EventKind::FallBackRolled;
            e.side = u.side;
            e.unit = unit;
            e.dice = {a, b};
            bool firstKept = cs.fallDie == a;
            e.marks = {{0, firstKept, 0}, {0, !firstKept, 0}};
            e.value = cs.fallDie;
            e.text = u.shownName() + " falls back: rolls " + std::to_string(a) + "," +
                     std::to_string(b) + ", keeps the " + (active ? "lower" : "higher") +
                     ": at least " + std::to_string(cs.fallDie) + " BW.";
            events.push_back(e);
            std::vector<FallOption> opts = fallOptions(s, unit, cs.fallDie);
            int legal = static_cast<int>(std::count_if(
                opts.begin(), opts.end(), [](const FallOption& o) { return o.legal; }));
            if (legal > 1) {
                s.step = Step::FallbackDirection;
                return;
            }
            // One way or none: no choice to ask for.
            auto it =
                std::find_if(opts.begin(), opts.end(), [](const FallOption& o) { return o.legal; });
            applyFallBack(s, unit, it == opts.end() ? nullptr : &*it, events);
        }
        ++cs.nextFall;
        cs.fallRolled = false;
    }
    s.combat = CombatState{};
    s.step = Step::Phase; // the caller ends the phase (status follows)
}

} // namespace guidon::lite
