// Fire's geometry (fire_geometry.h). Every query starts from cheap bounds
// (a unit's outline from its front edge, frontage and depth, a feature's
// bounding box) and only then builds stands; the exact tests are a stand's
// own frame (its centre, right and forward axes), so no Box2D call and no
// allocation happens per unit passed over.
#include "fire_geometry.h"

#include "formation.h"
#include "sight.h"
#include "sight_cache.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace guidon::full {

namespace {

using core::geom::Aabb;
using core::geom::Box;

constexpr double kInf = std::numeric_limits<double>::infinity();
// FG-D-4: the rays from the front corners run 45 degrees outward.
constexpr double kSqrtHalf = 0.70710678118654752440;
// FG-D-1: the overhead rule's "more than 6" from the guns", "more than 4"
// from the target" (FG-FIRE-9), and plunging fire's "within 4"" (FG-D-24).
constexpr double kOverGuns = 6.0;
constexpr double kOverTarget = 4.0;
constexpr double kPlungeReach = 4.0;
// FG-D-10: a smoke strip's depth ahead of the front edge.
constexpr double kSmokeDepth = 1.0;

// [SECTION] small geometry

double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}

// A stand (or any oriented rectangle) in its own frame: a point's local x
// is along `right`, y along `ahead`.
struct Rect {
    Vec2 c, right, ahead;
    double hw = 0.5, hd = 0.5;
};

Rect rectOf(const Box& b) {
    return {b.centre, core::rightOf(b.facing), core::forwardOf(b.facing), b.halfWidth, b.halfDepth};
}

// rectOf for the stands of one unit, one after another: they share a
// facing, so its axes (a sine and a cosine) are found once.
class Rects {
public:
    Rect of(const Box& b) {
        if (!have_ || b.facing != facing_) {
            facing_ = b.facing;
            right_ = core::rightOf(b.facing);
            ahead_ = core::forwardOf(b.facing);
            have_ = true;
        }
        return {b.centre, right_, ahead_, b.halfWidth, b.halfDepth};
    }

private:
    bool have_ = false;
    double facing_ = 0.0;
    Vec2 right_, ahead_;
};

Vec2 local(const Rect& r, Vec2 p) {
    const Vec2 d = p - r.c;
    return {dot(d, r.right), dot(d, r.ahead)};
}

double distToRect(const Rect& r, Vec2 p) {
    const Vec2 l = local(r, p);
    const double dx = std::max(0.0, std::fabs(l.x) - r.hw);
    const double dy = std::max(0.0, std::fabs(l.y) - r.hd);
    return std::sqrt(dx * dx + dy * dy);
}

Vec2 nearestOnRect(const Rect& r, Vec2 p) {
    const Vec2 l = local(r, p);
    const double x = std::clamp(l.x, -r.hw, r.hw), y = std::clamp(l.y, -r.hd, r.hd);
    return r.c + r.right * x + r.ahead * y;
}

Vec2 corner(const Rect& r, int i) {
    const double sx = (i == 0 || i == 3) ? -1.0 : 1.0, sy = i < 2 ? 1.0 : -1.0;
    return r.c + r.right * (sx * r.hw) + r.ahead * (sy * r.hd);
}

// The part of a + t(b - a), t0 <= t <= t1, lying at least `inset` inside the
// rectangle (slabs): narrows [t0, t1], false when nothing is left.
bool clipRect(Vec2 a, Vec2 b, const Rect& r, double inset, double& t0, double& t1) {
    const Vec2 la = local(r, a), lb = local(r, b);
    const double p[2] = {la.x, la.y}, d[2] = {lb.x - la.x, lb.y - la.y};
    const double h[2] = {r.hw - inset, r.hd - inset};
    for (int k = 0; k < 2; ++k) {
        if (std::fabs(d[k]) < 1e-12) {
            if (std::fabs(p[k]) > h[k]) return false;
            continue;
        }
        double u0 = (-h[k] - p[k]) / d[k], u1 = (h[k] - p[k]) / d[k];
        if (u0 > u1) std::swap(u0, u1);
        t0 = std::max(t0, u0);
        t1 = std::min(t1, u1);
        if (t0 > t1) return false;
    }
    return true;
}

double distPointSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double len2 = dot(ab, ab);
    const double t = len2 < 1e-18 ? 0.0 : std::clamp(dot(p - a, ab) / len2, 0.0, 1.0);
    return length(p - (a + ab * t));
}

// Nearest points of a segment and a rectangle: 0 when they meet, else the
// least of the ends to the rectangle and the corners to the segment.
double distSegmentRect(Vec2 a, Vec2 b, const Rect& r) {
    double t0 = 0.0, t1 = 1.0;
    if (clipRect(a, b, r, 0.0, t0, t1)) return 0.0;
    double d = std::min(distToRect(r, a), distToRect(r, b));
    for (int i = 0; i < 4; ++i)
        d = std::min(d, distPointSegment(corner(r, i), a, b));
    return d;
}

// The segments p-q and a-b cross (touching counts).
bool segmentsCross(Vec2 p, Vec2 q, Vec2 a, Vec2 b) {
    const Vec2 r = q - p, s = b - a;
    const double den = cross(r, s);
    if (std::fabs(den) < 1e-12) return false; // parallel: a line along a wall is not behind it
    const double t = cross(a - p, s) / den, u = cross(a - p, r) / den;
    return t >= -1e-9 && t <= 1.0 + 1e-9 && u >= -1e-9 && u <= 1.0 + 1e-9;
}

double distPointPolyline(Vec2 p, const std::vector<Vec2>& pts) {
    double d = kInf;
    for (std::size_t k = 1; k < pts.size(); ++k)
        d = std::min(d, distPointSegment(p, pts[k - 1], pts[k]));
    return d;
}

Aabb segmentBounds(Vec2 a, Vec2 b) {
    Aabb box;
    box.add(a);
    box.add(b);
    return box;
}

// A unit's outline from its front edge, frontage and depth: no stands built.
Aabb roughBounds(const Unit& u) {
    const int n = std::max(1, u.onTable());
    const Vec2 right = core::rightOf(u.facing) * (frontageOf(u.formation, n) / 2);
    const Vec2 back = core::forwardOf(u.facing) * -depthOf(u.formation, n);
    Aabb box;
    for (Vec2 p :
         {u.front - right, u.front + right, u.front - right + back, u.front + right + back})
        box.add(p);
    return box;
}

bool onTable(const Unit& u) {
    return !u.removed && u.onTable() >= 1;
}

// Where a query gets units' stands and outline bounds: built as it asks
// (one query alone), or from a batch's SightCache (fireTargets' targets all
// ask about the same units). Both give the same boxes and bounds: the
// cache's bounds are roughBounds' for a unit on the table, the only units
// these queries bound.
struct Built {
    const GameState& s;
    std::vector<Box> stands(int unit) const { return standBoxes(s, unit); }
    std::vector<Edge> edges(int unit, int section) const { return firingEdges(s, unit, section); }
    Aabb bounds(int unit) const { return roughBounds(s.units[unit]); }
};
struct Cached {
    SightCache& c;
    const std::vector<Box>& stands(int unit) const { return c.stands(unit); }
    const std::vector<Edge>& edges(int unit, int section) const {
        return c.firingEdges(unit, section);
    }
    const Aabb& bounds(int unit) const { return c.outlineBounds(unit); }
};

// The nearest points of two units' stands (FG-SCALE-2).
double unitDistance(const std::vector<Box>& a, const std::vector<Box>& b) {
    double d = kInf;
    for (const Box& x : a) {
        const Rect rx = rectOf(x);
        for (const Box& y : b) {
            const Rect ry = rectOf(y);
            for (int i = 0; i < 4; ++i)
                d = std::min({d, distToRect(ry, corner(rx, i)), distToRect(rx, corner(ry, i))});
        }
    }
    return d;
}

// [SECTION] the shooter's front

// The part of the front the arcs are drawn from: the whole unit's front edge
// (open order's gaps included), or one section's.
struct Front {
    Vec2 left, right, ahead, across;
};

Front frontOf(const GameState& s, int unit, int section) {
    const Unit& u = s.units[unit];
    Front f{u.front, u.front, core::forwardOf(u.facing), core::rightOf(u.facing)};
    const std::vector<Edge> edges =
        section >= 0 ? firingEdges(s, unit, section) : std::vector<Edge>{};
    if (!edges.empty()) {
        f.left = edges.front().a;
        f.right = edges.front().b;
    } else {
        const double half = frontageOf(u.formation, std::max(1, u.onTable())) / 2;
        f.left = u.front - f.across * half;
        f.right = u.front + f.across * half;
    }
    return f;
}

// FG-D-4 as three half-planes, each `n . p <= c` (with FG-D-1's tolerance):
// ahead of the front-edge line, right of the left ray, left of the right ray.
struct ArcPlanes {
    Vec2 n[3];
    double c[3];
};

ArcPlanes forwardPlanes(const Front& f) {
    ArcPlanes a;
    a.n[0] = f.ahead * -1.0;
    a.c[0] = dot(a.n[0], f.left) + kTolerance;
    // Left ray: along ahead - across; inside is towards +across.
    a.n[1] = (f.across + f.ahead) * -kSqrtHalf;
    a.c[1] = dot(a.n[1], f.left) + kTolerance;
    a.n[2] = (f.across - f.ahead) * kSqrtHalf;
    a.c[2] = dot(a.n[2], f.right) + kTolerance;
    return a;
}

// Does any part of the convex polygon (the rectangle) lie in the arc?
// Sutherland-Hodgman against each half-plane, in fixed buffers.
bool rectInArc(const Rect& r, const ArcPlanes& arc) {
    Vec2 buf[2][8];
    int n = 4;
    for (int i = 0; i < 4; ++i)
        buf[0][i] = corner(r, i);
    int cur = 0;
    for (int k = 0; k < 3; ++k) {
        const Vec2* in = buf[cur];
        Vec2* out = buf[1 - cur];
        int m = 0;
        for (int i = 0; i < n; ++i) {
            const Vec2 p = in[i], q = in[(i + 1) % n];
            const double dp = dot(arc.n[k], p) - arc.c[k], dq = dot(arc.n[k], q) - arc.c[k];
            if (dp <= 0.0) out[m++] = p;
            if ((dp < 0.0) != (dq < 0.0) && dp != 0.0 && dq != 0.0)
                out[m++] = p + (q - p) * (dp / (dp - dq));
        }
        n = m;
        cur = 1 - cur;
        if (n == 0) return false;
    }
    return true;
}

// [SECTION] the line of fire

// The point of the target's nearest stand nearest `from` (FG-D-10's line
// ends there; FG-FIRE-9's is the same line).
template <class Shapes>
Vec2 nearestTargetPoint(const GameState& s, const Shapes& shapes, int target, Vec2 from) {
    double best = kInf;
    Vec2 at = s.units[target].front;
    Rects rects;
    for (const Box& b : shapes.stands(target)) {
        const Rect r = rects.of(b);
        const Vec2 p = nearestOnRect(r, from);
        const double d = length(p - from);
        if (d < best) {
            best = d;
            at = p;
        }
    }
    return at;
}

// The ground a unit holds as one rectangle, its frontage by its depth
// (FG-D-35: units block across their whole frontage, open order's gaps
// included; a line between two stands of a formed unit is in it). An
// assault column of odd stands fills its empty rear corner, as sight's
// hulls do.
Rect outlineOf(const Unit& u) {
    const int n = std::max(1, u.onTable());
    Rect r;
    r.ahead = core::forwardOf(u.facing);
    r.right = core::rightOf(u.facing);
    r.hw = frontageOf(u.formation, n) / 2;
    r.hd = depthOf(u.formation, n) / 2;
    r.c = u.front - r.ahead * r.hd;
    return r;
}

// Where the segment a-b first meets the unit's ground, as a fraction of
// a-b; kInf when it does not. With `graze`, it must pass more than the
// tolerance inside: a line of fire that only grazes a unit passes it, as
// sight's lines do.
double enters(const Unit& u, Vec2 a, Vec2 b, bool graze) {
    double t0 = 0.0, t1 = 1.0;
    if (clipRect(a, b, outlineOf(u), graze ? kTolerance : 0.0, t0, t1) && (!graze || t1 > t0))
        return t0;
    return kInf;
}

// FG-D-35: friends fired through at -1 rather than blocking.
bool firedThrough(const Unit& u) {
    return u.screenUnit() || u.formation == Formation::OpenOrder ||
           u.formation == Formation::Dismounted;
}

// [SECTION] cover

// "Stone wall" -> "stone wall".
std::string typeWord(const TerrainRules& t) {
    std::string w = t.name.empty() ? t.id : t.name;
    if (!w.empty() && w[0] >= 'A' && w[0] <= 'Z') w[0] = static_cast<char>(w[0] - 'A' + 'a');
    return w;
}

// A feature as a sentence names it: "the Sudley woods", "the McPherson
// woods" (a one-word name takes its type), "the woods" without a name.
std::string featureNameOf(const Battle& b, int feature) {
    const core::TerrainFeature& f = b.map.features[feature];
    const std::string word = typeWord(b.terrain[f.type]);
    if (f.name.empty()) return "the " + word;
    if (f.name.find(' ') == std::string::npos) return "the " + f.name + " " + word;
    if (f.name.rfind("the ", 0) == 0 || f.name.rfind("The ", 0) == 0) return f.name;
    return "the " + f.name;
}

// FG-D-9: an area's cover for a point: areas by their outline, and a
// sunken road (a line with a width) as the band a stand's centre is on.
bool coverArea(const TerrainRules& t, const core::TerrainFeature& f) {
    if (t.cover == Cover::None) return false;
    return f.shape != core::FeatureShape::Linear || !t.obstacle;
}

bool inArea(const core::TerrainFeature& f, Vec2 p) {
    if (f.shape == core::FeatureShape::Linear)
        return distPointPolyline(p, f.points) <= f.width / 2 + 1e-9;
    return core::geom::pointInPolygon(p, f.points);
}

} // namespace

std::string featureName(const Battle& b, int feature) {
    return featureNameOf(b, feature);
}


// [SECTION] arcs and edges

Arc arcOf(const GameState& s, int unit, Vec2 p) {
    const Front f = frontOf(s, unit, -1);
    const ArcPlanes arc = forwardPlanes(f);
    if (dot(arc.n[0], p) > arc.c[0]) return Arc::Rear;
    if (dot(arc.n[1], p) > arc.c[1]) return Arc::LeftFlank;
    if (dot(arc.n[2], p) > arc.c[2]) return Arc::RightFlank;
    return Arc::Front;
}

namespace {

template <class Shapes>
bool inForwardArcWith(const GameState& s, const Shapes& shapes, int unit, int section, int target) {
    if (!onTable(s.units[target])) return false;
    const ArcPlanes arc = forwardPlanes(frontOf(s, unit, section));
    Rects rects;
    for (const Box& b : shapes.stands(target))
        if (rectInArc(rects.of(b), arc)) return true;
    return false;
}

} // namespace

bool inForwardArc(const GameState& s, int unit, int section, int target) {
    return inForwardArcWith(s, Built{s}, unit, section, target);
}

bool inForwardArc(SightCache& cache, int unit, int section, int target) {
    return inForwardArcWith(cache.state(), Cached{cache}, unit, section, target);
}

std::vector<Edge> firingEdges(const GameState& s, int unit, int section) {
    const Unit& u = s.units[unit];
    std::vector<Edge> out;
    const std::vector<Box> boxes = standBoxes(s, unit);
    if (boxes.empty()) return out;
    const int files =
        std::min(layoutOf(u.formation, u.onTable()).files, static_cast<int>(boxes.size()));
    // A section is its own stand (FG-D-30); a limber has only its front.
    int from = 0, to = u.formation == Formation::Limbered ? 1 : files;
    if (section >= 0 && u.formation != Formation::Limbered) {
        if (section >= files) return out;
        from = section;
        to = section + 1;
    }
    for (int i = from; i < to; ++i) {
        const Rect r = rectOf(boxes[i]);
        const Vec2 mid = r.c + r.ahead * r.hd;
        out.push_back({mid - r.right * r.hw, mid + r.right * r.hw});
    }
    return out;
}

Vec2 muzzleOf(const GameState& s, int unit, int section) {
    if (section < 0) return s.units[unit].front;
    const std::vector<Edge> edges = firingEdges(s, unit, section);
    if (edges.empty()) return s.units[unit].front;
    return (edges.front().a + edges.front().b) * 0.5;
}

// [SECTION] distance and sight

namespace {

template <class Shapes>
double fireDistanceWith(const Shapes& shapes, int unit, int section, int target) {
    // FG-D-3: every front-rank stand's edge (a section: its own), whether it
    // sees or not: the volley has one distance.
    const std::vector<Edge>& edges = shapes.edges(unit, section);
    double d = kInf;
    Rects rects;
    for (const Box& b : shapes.stands(target)) {
        const Rect r = rects.of(b);
        const double radius = std::sqrt(r.hw * r.hw + r.hd * r.hd);
        for (const Edge& e : edges) {
            // A pair whose bounding circles lie farther apart than the
            // nearest found (by a margin over rounding) cannot be nearer.
            const double apart =
                length(r.c - (e.a + e.b) * 0.5) - radius - length(e.b - e.a) * 0.5;
            if (apart > d + 1e-9) continue;
            d = std::min(d, distSegmentRect(e.a, e.b, r));
        }
    }
    return d;
}

} // namespace

double fireDistance(const GameState& s, int unit, int section, int target) {
    return fireDistanceWith(Built{s}, unit, section, target);
}

double fireDistance(SightCache& cache, int unit, int section, int target) {
    return fireDistanceWith(Cached{cache}, unit, section, target);
}

std::vector<int> standsSeeing(const GameState& s, int unit, int section, int target) {
    SightCache cache(s);
    return standsSeeing(cache, unit, section, target);
}

std::vector<int> standsSeeing(SightCache& cache, int unit, int section, int target) {
    std::vector<std::pair<Vec2, Vec2>> edges;
    for (const Edge& e : cache.firingEdges(unit, section))
        edges.push_back({e.a, e.b});
    return edgesThatSee(cache, unit, edges, target);
}

// [SECTION] what the line crosses

// FG-FIRE-9, FG-D-35. The firer never lies on its own line (the line runs
// ahead of its front edge, its stands behind it), nor do the battery's other
// sections; the target ends the line. The firer's own skirmish screen is a
// friendly screen like any other: fired through at -1 when the line crosses
// it. Screens count whatever the guns' height: FG-FIRE-9's shell over
// friends is for formed units, and the -1 is FG-FIRE-3's.
namespace {

template <class Shapes>
LineOfFire lineOfFireWith(const GameState& s, const Shapes& shapes, int unit, int section,
                          int target, bool canister) {
    LineOfFire out;
    const Vec2 m = muzzleOf(s, unit, section);
    const Vec2 t = nearestTargetPoint(s, shapes, target, m);
    const Aabb line = segmentBounds(m, t);
    const Side side = s.sideOf(unit);
    const bool guns = s.units[unit].arm == Arm::Artillery;
    const int gunLevel = guns ? levelOf(s, unit) : 0;

    double firstBlock = kInf, firstScreen = kInf;
    int blocker = -1;
    std::string blockWhy;
    std::vector<Box> targetBoxes; // built once, only if a friend is near the line
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& o = s.units[i];
        if (i == unit || i == target || !onTable(o) || s.sideOf(i) != side) continue;
        if (!shapes.bounds(i).overlaps(line)) continue;
        const double at = enters(o, m, t, true);
        if (at == kInf) continue;
        if (firedThrough(o)) {
            ++out.screens;
            if (at < firstScreen) {
                firstScreen = at;
                out.screenName = nameOfUnit(s, i);
            }
            continue;
        }
        // FG-FIRE-9, FG-D-34: shell (never canister) from guns on a hill
        // over lower friends clear of both the guns and the target.
        std::string why;
        if (!guns || gunLevel < 1)
            why = "";
        else if (canister)
            why = " (canister never passes over friends)";
        else if (levelOf(s, i) >= gunLevel)
            why = " (not below the guns)";
        else {
            const std::vector<Box> friendBoxes = standBoxes(s, i);
            double fromGuns = kInf;
            for (const Box& b : friendBoxes)
                fromGuns = std::min(fromGuns, distToRect(rectOf(b), m));
            if (targetBoxes.empty()) targetBoxes = standBoxes(s, target);
            if (fromGuns <= kOverGuns + kTolerance)
                why = " (within 6\" of the guns)";
            else if (unitDistance(friendBoxes, targetBoxes) <= kOverTarget + kTolerance)
                why = " (within 4\" of the target)";
            else {
                out.overhead = true;
                continue;
            }
        }
        if (at < firstBlock) {
            firstBlock = at;
            blocker = i;
            blockWhy = why;
        }
    }
    if (blocker >= 0) {
        out.blocked = true;
        out.overhead = false;
        out.rule = "FG-FIRE-9";
        const bool many = nameOfUnit(s, blocker).rfind("skirmishers", 0) == 0;
        out.why =
            theUnit(s, blocker) + (many ? " stand" : " stands") + " in the line of fire" + blockWhy;
    }
    return out;
}

} // namespace

LineOfFire lineOfFire(const GameState& s, int unit, int section, int target, bool canister) {
    return lineOfFireWith(s, Built{s}, unit, section, target, canister);
}

LineOfFire lineOfFire(SightCache& cache, int unit, int section, int target, bool canister) {
    return lineOfFireWith(cache.state(), Cached{cache}, unit, section, target, canister);
}

bool throughSmoke(const GameState& s, int unit, int section, int target) {
    const Vec2 m = muzzleOf(s, unit, section);
    const Vec2 t = nearestTargetPoint(s, Built{s}, target, m);
    const Aabb line = segmentBounds(m, t);
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& o = s.units[i];
        // The firer's own smoke is fire.cpp's; the target's own strip counts.
        if (!o.smoke || i == unit || !onTable(o)) continue;
        // FG-D-10: 1" deep along the whole front edge.
        Rect strip;
        strip.ahead = core::forwardOf(o.facing);
        strip.right = core::rightOf(o.facing);
        strip.hw = frontageOf(o.formation, o.onTable()) / 2;
        strip.hd = kSmokeDepth / 2;
        strip.c = o.front + strip.ahead * strip.hd;
        Aabb box;
        for (int k = 0; k < 4; ++k)
            box.add(corner(strip, k));
        if (!box.overlaps(line)) continue;
        double t0 = 0.0, t1 = 1.0;
        if (clipRect(m, t, strip, kTolerance, t0, t1) && t1 > t0) return true;
    }
    return false;
}

// [SECTION] cover

TargetCover coverOf(const GameState& s, int target, Vec2 muzzle) {
    TargetCover out;
    const std::vector<Box> stands = standBoxes(s, target);
    const int n = static_cast<int>(stands.size());
    if (n == 0) return out;
    const Battle& battle = s.battle();
    const auto& features = battle.map.features;
    const auto& types = battle.terrain;
    Aabb all;
    Rects rects;
    for (const Box& b : stands) {
        const Rect r = rects.of(b);
        for (int k = 0; k < 4; ++k)
            all.add(corner(r, k));
    }

    // FG-D-9: each stand's best area (heavy beats light), by its centre.
    // Stands are few (at most a few dozen), so fixed buffers.
    constexpr int kMax = 64;
    Cover best[kMax] = {};
    int where[kMax];
    std::fill(where, where + kMax, -1);
    const int counted = std::min(n, kMax);
    int lineFeature = -1;
    Cover lineCover = Cover::None;
    for (int i = 0; i < static_cast<int>(features.size()); ++i) {
        const core::TerrainFeature& f = features[i];
        if (f.type < 0 || f.type >= static_cast<int>(types.size())) continue;
        const TerrainRules& t = types[f.type];
        if (t.cover == Cover::None) continue;
        Aabb fb = core::geom::boundsOf(f.points);
        fb.grow(f.shape == core::FeatureShape::Linear ? f.width / 2 + kTolerance : 0.0);
        if (!fb.overlaps(all)) continue;
        if (coverArea(t, f)) {
            for (int k = 0; k < counted; ++k)
                if (t.cover > best[k] && inArea(f, stands[k].centre)) {
                    best[k] = t.cover;
                    where[k] = i;
                }
            continue;
        }
        // FG-D-9: a fence, wall or earthworks a stand touches, the line from
        // the muzzle to that stand's centre crossing it.
        if (!t.obstacle || t.cover <= lineCover) continue;
        for (int k = 0; k < n && lineFeature != i; ++k) {
            const Rect r = rects.of(stands[k]);
            for (std::size_t j = 1; j < f.points.size(); ++j) {
                const Vec2 a = f.points[j - 1], b = f.points[j];
                if (distSegmentRect(a, b, r) > f.width / 2 + kTolerance) continue;
                if (!segmentsCross(muzzle, r.c, a, b)) continue;
                lineCover = t.cover;
                lineFeature = i;
                break;
            }
        }
    }

    // Half or more of the stands: heavy first, then any cover.
    Cover areaCover = Cover::None;
    int areaCount = 0;
    for (Cover level : {Cover::Heavy, Cover::Light}) {
        int k = 0;
        for (int j = 0; j < counted; ++j)
            k += best[j] >= level ? 1 : 0;
        if (2 * k >= n) {
            areaCover = level;
            areaCount = k;
            break;
        }
    }
    if (lineCover > areaCover) {
        out.cover = lineCover;
        out.why = "behind " + featureNameOf(battle, lineFeature);
        return out;
    }
    if (areaCover == Cover::None) return out;
    out.cover = areaCover;
    // Name the area holding most of the stands that count.
    int feature = -1, most = 0;
    for (int j = 0; j < counted; ++j) {
        if (best[j] < areaCover) continue;
        const int f = where[j];
        const int c = static_cast<int>(std::count(where, where + counted, f));
        if (c > most) {
            most = c;
            feature = f;
        }
    }
    const std::string place = featureNameOf(battle, feature);
    if (areaCount == n)
        out.why = "in " + place;
    else if (2 * areaCount == n)
        out.why = "half its stands in " + place;
    else
        out.why =
            std::to_string(areaCount) + " of its " + std::to_string(n) + " stands in " + place;
    return out;
}

// [SECTION] plunging fire

namespace {

template <class Shapes>
int plungeVictimWith(const GameState& s, const Shapes& shapes, int unit, int section, int target) {
    const Unit& tu = s.units[target];
    if (!onTable(tu)) return -1;
    const Vec2 m = muzzleOf(s, unit, section);
    // The middle of the target's outline (its front edge centred on `front`).
    const Vec2 centre =
        tu.front - core::forwardOf(tu.facing) * (depthOf(tu.formation, tu.onTable()) / 2);
    const Vec2 dir = centre - m;
    const double len = length(dir);
    if (len < 1e-9) return -1;
    // Where the line leaves the target (its ground, gaps included), in inches
    // from the muzzle.
    const Vec2 unitDir = dir * (1.0 / len);
    double t0 = 0.0, exit = kInf;
    if (!clipRect(m, m + unitDir, outlineOf(tu), 0.0, t0, exit)) return -1;
    const Vec2 a = m + unitDir * exit;
    const Vec2 b = a + unitDir * (kPlungeReach + kTolerance);
    const Aabb reach = segmentBounds(a, b);
    int victim = -1;
    double first = kInf;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& o = s.units[i];
        if (i == unit || i == target || !onTable(o) || !shapes.bounds(i).overlaps(reach)) continue;
        const double at = enters(o, a, b, false);
        if (at < first) {
            first = at;
            victim = i;
        }
    }
    return victim;
}

} // namespace

int plungeVictim(const GameState& s, int unit, int section, int target) {
    return plungeVictimWith(s, Built{s}, unit, section, target);
}

int plungeVictim(SightCache& cache, int unit, int section, int target) {
    return plungeVictimWith(cache.state(), Cached{cache}, unit, section, target);
}

} // namespace guidon::full
