// Touching (contact.h): the overlap of one stand's outline with another's,
// clipped exactly, not sampled.
#include "contact.h"

#include "formation.h"
#include "model.h"

#include <algorithm>
#include <cmath>

namespace guidon::full {

namespace {

using core::geom::Box;

struct Rect {
    Vec2 c, right, ahead;
    double hw = 0.5, hd = 0.5;
};

Rect rectOf(const Box& b, double grow) {
    return {b.centre, core::rightOf(b.facing), core::forwardOf(b.facing), b.halfWidth + grow,
            b.halfDepth + grow};
}

// The part [t0, t1] of a + t(b - a) inside the rectangle; false when none.
bool clip(Vec2 a, Vec2 b, const Rect& r, double& t0, double& t1) {
    const Vec2 da = a - r.c, db = b - r.c;
    const double p[2] = {dot(da, r.right), dot(da, r.ahead)};
    const double q[2] = {dot(db, r.right), dot(db, r.ahead)};
    const double h[2] = {r.hw, r.hd};
    for (int k = 0; k < 2; ++k) {
        const double d = q[k] - p[k];
        if (std::fabs(d) < 1e-12) {
            if (std::fabs(p[k]) > h[k]) return false;
            continue;
        }
        double u0 = (-h[k] - p[k]) / d, u1 = (h[k] - p[k]) / d;
        if (u0 > u1) std::swap(u0, u1);
        t0 = std::max(t0, u0);
        t1 = std::min(t1, u1);
        if (t0 > t1) return false;
    }
    return true;
}

core::geom::Aabb boundsOf(const std::vector<Box>& boxes) {
    core::geom::Aabb a;
    for (const Box& b : boxes)
        for (Vec2 c : core::geom::corners(b))
            a.add(c);
    return a;
}

} // namespace

double edgeOverlap(const Box& a, const Box& b) {
    const Rect ra = rectOf(a, kTolerance);
    const std::vector<Vec2> cs = core::geom::corners(b);
    double best = 0.0;
    for (int k = 0; k < 4; ++k) {
        const Vec2 p = cs[k], q = cs[(k + 1) % 4];
        double t0 = 0.0, t1 = 1.0;
        if (clip(p, q, ra, t0, t1)) best = std::max(best, (t1 - t0) * length(q - p));
    }
    return best;
}

bool standsTouch(const Box& a, const Box& b) {
    const double reach =
        std::hypot(a.halfWidth, a.halfDepth) + std::hypot(b.halfWidth, b.halfDepth);
    if (length(a.centre - b.centre) > reach + kTolerance) return false;
    return std::max(edgeOverlap(a, b), edgeOverlap(b, a)) >= kEdgeContact;
}

bool anyTouch(const std::vector<Box>& mine, const std::vector<Box>& theirs) {
    for (const Box& a : mine)
        for (const Box& b : theirs)
            if (standsTouch(a, b)) return true;
    return false;
}

std::vector<int> enemiesTouching(const GameState& s, int unit) {
    std::vector<int> out;
    if (s.units[unit].removed) return out;
    const std::vector<Box> mine = standBoxes(s, unit);
    if (mine.empty()) return out;
    core::geom::Aabb bounds = boundsOf(mine);
    bounds.grow(0.01);
    const Side side = s.sideOf(unit);
    for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
        const Unit& o = s.units[e];
        if (e == unit || o.removed || o.onTable() <= 0 || s.sideOf(e) == side) continue;
        // Its outline's bounds from its front edge and depth first: most
        // units are nowhere near.
        const Vec2 half = core::rightOf(o.facing) * (frontageOf(o.formation, o.onTable()) / 2);
        const Vec2 back = core::forwardOf(o.facing) * -depthOf(o.formation, o.onTable());
        core::geom::Aabb rough;
        for (Vec2 p : {o.front - half, o.front + half, o.front - half + back, o.front + half + back})
            rough.add(p);
        if (!rough.overlaps(bounds)) continue;
        if (anyTouch(mine, standBoxes(s, e))) out.push_back(e);
    }
    return out;
}

} // namespace guidon::full
