// The fall back of a combat's losers (LL-FALLBACK 2-4): the ways open to a
// unit, the shortest of them, and the move with its losses.
#include "combat.h"
#include "ranges.h"

#include "combat_detail.h"
#include "combat_dice.h"
#include "losses.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace guidon::lite {

using namespace detail;

namespace {

// Where a stretch of the way ends: `f` is convex along the way (the distance,
// or less the overlap, between a convex piece moved along a straight line and
// a fixed convex piece is), so the d in [lo, hi] with f(d) < c form one
// stretch; returns the d at which it ends (f at or above c from there), or a
// negative number when f never falls below c. Golden-section search for the
// least f, then bisection for the end: exact to about 1e-9 BW.
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

} // namespace

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
    // LL-FALLBACK-3: one base lost by each stationary friend passed through,
    // and by the unit itself across difficult terrain.
    auto penalty = [&](int loser, Side side, std::string text) {
        Event m;
        m.kind = EventKind::FallBackPenalty;
        m.side = side;
        m.unit = loser;
        m.text = std::move(text);
        events.push_back(m);
        removeBases(s, loser, 1, 0, 0, events);
    };
    for (int f : way->friendsPassed) {
        Unit& fu = s.units[static_cast<std::size_t>(f)];
        if (!fu.onTable()) continue;
        penalty(f, fu.side,
                who + " falls back through " + fu.shownName() + ", which loses a base.");
    }
    if (way->difficult && u.onTable())
        penalty(unit, u.side, who + " falls back across difficult terrain and loses a base.");
}

} // namespace guidon::lite
