// The assault order (assault.h). A charge's path is an advance's (one wheel
// about a front corner, its cost the outer corner's arc, then straight), run
// out until the body first touches an enemy. That first touch is found
// exactly, not by stepping: the bodies are rectangles, and a rectangle moved
// straight or turned about a point first meets another when a corner of one
// reaches an edge of the other, a line or a circle against a segment.
#include "assault.h"

#include "contact.h"
#include "core/words.h"
#include "fire.h"
#include "fire_geometry.h"
#include "formation.h"
#include "movement_detail.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace guidon::full {

using namespace move_detail;

namespace {

// [SECTION] small geometry

constexpr double kEps = 1e-9;

double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}

// Degrees into (-180, 180].
double signedTurn(double deg) {
    double d = std::fmod(deg, 360.0);
    if (d > 180.0) d -= 360.0;
    if (d <= -180.0) d += 360.0;
    return d;
}

double normalised(double deg) {
    double d = std::fmod(deg, 360.0);
    if (d < 0.0) d += 360.0;
    if (d >= 360.0 - 1e-9) d = 0.0;
    return d;
}

// The facing that looks along `d` (forwardOf's inverse).
double facingAlong(Vec2 d) {
    return std::atan2(d.x, -d.y) * 180.0 / core::kPi;
}

// A rectangle of ground: a block of a unit's body.
struct Quad {
    std::array<Vec2, 4> c;
    geom::Aabb bounds;
    int unit = -1;
};

Quad quadOf(const geom::Box& b, int unit) {
    Quad q;
    const std::vector<Vec2> cs = geom::corners(b);
    for (int i = 0; i < 4; ++i) {
        q.c[i] = cs[i];
        q.bounds.add(cs[i]);
    }
    q.unit = unit;
    return q;
}

std::vector<Vec2> pointsOf(const Quad& q) {
    return {q.c.begin(), q.c.end()};
}

// What the first touch was: the point, and the enemy block's edges it may
// lie flush against (one, or the two at a corner that was hit).
struct Touch {
    double t = 2.0; // fraction of the segment; > 1: none
    Vec2 point;     // on the table, at t
    std::array<int, 2> edges{-1, -1};
};

// Consider the touch at `t` (earlier wins).
void offer(Touch& best, double t, Vec2 point, int e0, int e1) {
    if (t < -kEps || t > 1.0 + kEps || t >= best.t) return;
    best.t = std::clamp(t, 0.0, 1.0);
    best.point = point;
    best.edges = {e0, e1};
}

// The edge index of `q`'s corner k's neighbours: edge k runs c[k] -> c[k+1].
int edgeBefore(int k) {
    return (k + 3) % 4;
}

// How far `p` is from segment a-b.
double nearSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 e = b - a;
    const double ee = dot(e, e);
    const double u = ee > 1e-18 ? std::clamp(dot(p - a, e) / ee, 0.0, 1.0) : 0.0;
    return length(p - (a + e * u));
}

// Where a point moving by `d` (t in [0, 1]) first meets segment a-b: t, or
// < 0 when it never does. `u` is where along a-b.
double rayHits(Vec2 p, Vec2 d, Vec2 a, Vec2 b, double& u) {
    const Vec2 e = b - a;
    const double den = cross(d, e);
    if (std::fabs(den) < 1e-12) return -1.0; // parallel: the other corner pair finds it
    const double t = cross(a - p, e) / den;
    u = cross(a - p, d) / den;
    if (u < -kEps || u > 1.0 + kEps) return -1.0;
    return t;
}

// Where a point turning `rad` (signed, math sense) about `c` first meets
// segment a-b, as a fraction of the turn; each meeting offered to `f`.
template <class F> void arcHits(Vec2 p, Vec2 c, double rad, Vec2 a, Vec2 b, F f) {
    const Vec2 e = b - a, ac = a - c;
    const double r2 = dot(p - c, p - c);
    const double A = dot(e, e);
    if (A < 1e-18) return;
    const double B = 2.0 * dot(e, ac), C = dot(ac, ac) - r2;
    double disc = B * B - 4.0 * A * C;
    if (disc < 0.0) {
        if (disc < -1e-12 * std::max(1.0, B * B)) return;
        disc = 0.0; // a tangent
    }
    const double sq = std::sqrt(disc);
    const double from = std::atan2(p.y - c.y, p.x - c.x);
    for (double u : {(-B - sq) / (2.0 * A), (-B + sq) / (2.0 * A)}) {
        if (u < -kEps || u > 1.0 + kEps) continue;
        const Vec2 q = a + e * u;
        double ang = std::atan2(q.y - c.y, q.x - c.x) - from;
        if (rad < 0.0) ang = -ang;
        ang = std::fmod(ang, 2.0 * core::kPi);
        if (ang < 0.0) ang += 2.0 * core::kPi;
        if (ang > 2.0 * core::kPi - 1e-12) ang = 0.0;
        f(ang / std::fabs(rad), u);
    }
}

// The first touch of the mover's blocks `m` (where the segment starts) with
// enemy block `o` along segment `s`. Touching where it starts is t = 0.
Touch firstTouch(const std::vector<Quad>& m, const Quad& o, const Segment& s) {
    Touch best;
    const std::vector<Vec2> op = pointsOf(o);
    for (const Quad& q : m)
        if (geom::distance(pointsOf(q), op) <= kContact) {
            // Touching where it starts (at a corner: an engaged charger never
            // asks). The point and edge, for the pivot on contact: its corner
            // on their edge, else their corner on its edge.
            best.t = 0.0;
            best.point = q.c[0];
            for (int k = 0; k < 4; ++k)
                for (int j = 0; j < 4; ++j) {
                    if (nearSegment(q.c[k], o.c[j], o.c[(j + 1) % 4]) <= kContact) {
                        best.point = q.c[k];
                        best.edges = {j, -1};
                        return best;
                    }
                    if (nearSegment(o.c[k], q.c[j], q.c[(j + 1) % 4]) <= kContact) {
                        best.point = o.c[k];
                        best.edges = {edgeBefore(k), k};
                    }
                }
            return best;
        }
    if (!s.turn) {
        const Vec2 d = s.move;
        for (const Quad& q : m)
            for (int k = 0; k < 4; ++k) {
                // Its corner on their edge.
                for (int j = 0; j < 4; ++j) {
                    double u = 0.0;
                    const double t = rayHits(q.c[k], d, o.c[j], o.c[(j + 1) % 4], u);
                    if (t < 0.0) continue;
                    const int other = u < 1e-6 ? edgeBefore(j) : u > 1.0 - 1e-6 ? (j + 1) % 4 : -1;
                    offer(best, t, q.c[k] + d * t, j, other);
                }
                // Their corner on its edge (seen from the mover, it comes back by d).
                for (int i = 0; i < 4; ++i) {
                    double u = 0.0;
                    const double t = rayHits(o.c[k], d * -1.0, q.c[i], q.c[(i + 1) % 4], u);
                    if (t >= 0.0) offer(best, t, o.c[k], edgeBefore(k), k);
                }
            }
        return best;
    }
    const double rad = s.degrees * core::kPi / 180.0;
    if (std::fabs(rad) < 1e-12) return best;
    for (const Quad& q : m)
        for (int k = 0; k < 4; ++k) {
            for (int j = 0; j < 4; ++j)
                arcHits(q.c[k], s.pivot, rad, o.c[j], o.c[(j + 1) % 4], [&](double t, double u) {
                    const int other = u < 1e-6 ? edgeBefore(j) : u > 1.0 - 1e-6 ? (j + 1) % 4 : -1;
                    offer(best, t, rotateAbout(q.c[k], s.pivot, s.degrees * t), j, other);
                });
            for (int i = 0; i < 4; ++i)
                arcHits(o.c[k], s.pivot, -rad, q.c[i], q.c[(i + 1) % 4],
                        [&](double t, double) { offer(best, t, o.c[k], edgeBefore(k), k); });
        }
    return best;
}

// The bounds of the ground a segment sweeps (a turn: the whole circle of
// its farthest corner, which is quick and only has to be large enough).
geom::Aabb segmentBounds(const std::vector<Quad>& m, const Segment& s) {
    geom::Aabb a;
    if (!s.turn) {
        for (const Quad& q : m)
            for (Vec2 c : q.c) {
                a.add(c);
                a.add(c + s.move);
            }
    } else {
        double r = 0.0;
        for (const Quad& q : m)
            for (Vec2 c : q.c)
                r = std::max(r, length(c - s.pivot));
        a.add(s.pivot);
        a.grow(r);
    }
    a.grow(kContact);
    return a;
}

std::vector<Quad> quadsAt(const Body& b, Pose p) {
    std::vector<Quad> out;
    for (const geom::Box& box : blocksOf(b, p))
        out.push_back(quadOf(box, -1));
    return out;
}

// The enemies' ground near `region`: every block of every enemy unit of
// the mover (or only of `only`).
std::vector<Quad> enemyGround(const GameState& s, int unit, geom::Aabb region, int only = -1) {
    std::vector<Quad> out;
    const Side side = s.sideOf(unit);
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        if (i == unit || u.removed || u.onTable() <= 0 || s.sideOf(i) == side) continue;
        if (only >= 0 && i != only) continue;
        // A rough bound first: most units are nowhere near.
        const double r = frontageOf(u.formation, u.onTable()) + depthOf(u.formation, u.onTable());
        geom::Aabb rough;
        rough.add(u.front);
        rough.grow(r);
        if (!rough.overlaps(region)) continue;
        for (const geom::Box& b : blocksOf(bodyOf(u), poseOf(u))) {
            Quad q = quadOf(b, i);
            if (q.bounds.overlaps(region)) out.push_back(q);
        }
    }
    return out;
}

// The first contact along a path, with what the pivot on contact needs.
struct Contact {
    double length = -1.0; // path cost to it; < 0: none
    int unit = -1;
    Vec2 point;
    Quad block; // the enemy block touched
    std::array<int, 2> edges{-1, -1};
};

// `prefer`: of blocks touched at the same moment, this unit's (the target
// of a charge that meets two units flush side by side at once).
// `enemies`: their ground near the path (gathered once for many paths).
Contact contactAmong(const std::vector<Quad>& enemies, const Body& body, Pose from,
                     const std::vector<Segment>& path, int prefer) {
    Contact out;
    if (enemies.empty()) return out;
    double done = 0.0;
    Pose p = from;
    const std::vector<Segment> still{Segment{}}; // an empty path: touching where it stands
    for (const Segment& seg : path.empty() ? still : path) {
        const std::vector<Quad> m = quadsAt(body, p);
        const geom::Aabb sb = segmentBounds(m, seg);
        Touch best;
        int who = -1;
        const Quad* block = nullptr;
        for (const Quad& e : enemies) {
            if (!e.bounds.overlaps(sb)) continue;
            const Touch t = firstTouch(m, e, seg);
            if (t.t > 1.0) continue;
            const bool earlier = t.t < best.t - 1e-9;
            const bool same = !earlier && t.t <= best.t + 1e-9;
            if (earlier || (same && e.unit == prefer && who != prefer)) {
                best = t;
                who = e.unit;
                block = &e;
            }
        }
        if (block) {
            out.length = done + seg.cost * best.t;
            out.unit = who;
            out.point = best.point;
            out.block = *block;
            out.edges = best.edges;
            return out;
        }
        done += seg.cost;
        p = along(p, seg, 1.0);
    }
    return out;
}

Contact contactAlong(const GameState& s, int unit, const Body& body, Pose from,
                     const std::vector<Segment>& path, int prefer, int only = -1) {
    // The whole path's bounds, to gather the enemies near it once.
    geom::Aabb all;
    Pose p = from;
    for (const Segment& seg : path) {
        const geom::Aabb b = segmentBounds(quadsAt(body, p), seg);
        all.add(b.lo);
        all.add(b.hi);
        p = along(p, seg, 1.0);
    }
    if (path.empty())
        for (const Quad& q : quadsAt(body, from)) {
            all.add(q.bounds.lo);
            all.add(q.bounds.hi);
        }
    return contactAmong(enemyGround(s, unit, all, only), body, from, path, prefer);
}

// [SECTION] the ground at the end

// Why the body may not stand at `p`: a unit it shares ground with (FG-D-36),
// impassable ground, the table's edge; nullopt if it may.
struct Standing {
    Hit hit = Hit::None;
    int unit = -1;
    int feature = -1;
};

Standing standingAt(const GameState& s, int unit, const Body& body, Pose p) {
    const std::vector<Quad> mine = quadsAt(body, p);
    geom::Aabb region;
    for (const Quad& q : mine) {
        region.add(q.bounds.lo);
        region.add(q.bounds.hi);
    }
    const auto& map = s.battle().map;
    constexpr double kEdge = 1e-6; // flush with the table's edge stays on it
    if (region.lo.x < -kEdge || region.lo.y < -kEdge || region.hi.x > map.width + kEdge ||
        region.hi.y > map.height + kEdge)
        return {Hit::Table, -1, -1};
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        if (i == unit || u.removed || u.onTable() <= 0) continue;
        const double r = frontageOf(u.formation, u.onTable()) + depthOf(u.formation, u.onTable());
        geom::Aabb rough;
        rough.add(u.front);
        rough.grow(r);
        if (!rough.overlaps(region)) continue;
        for (const geom::Box& b : blocksOf(bodyOf(u), poseOf(u))) {
            const geom::Convex theirs{geom::corners(b), 0.0};
            for (const Quad& q : mine)
                if (geom::sharesArea({pointsOf(q), 0.0}, theirs)) return {Hit::Unit, i, -1};
        }
    }
    const auto& types = s.battle().terrain;
    for (const core::TerrainPiece& t : s.setup->terrain) {
        if (t.type < 0 || t.type >= static_cast<int>(types.size()) || !types[t.type].impassable ||
            !t.bounds.overlaps(region))
            continue;
        for (const Quad& q : mine)
            if (geom::sharesArea({pointsOf(q), 0.0}, t.shape))
                return {Hit::Impassable, -1, t.feature};
    }
    return {};
}

// FG-D-5: any piece of the sweep overlaps ground that is not open (woods,
// rough, cornfield, orchard, farmstead).
bool overlapsClosedGround(const GameState& s, const std::vector<Piece>& pieces) {
    const auto& types = s.battle().terrain;
    const geom::Aabb all = boundsOf(pieces);
    for (const core::TerrainPiece& t : s.setup->terrain) {
        if (t.type < 0 || t.type >= static_cast<int>(types.size())) continue;
        const TerrainRules& type = types[t.type];
        if (type.linear || type.openGround || !t.bounds.overlaps(all)) continue;
        for (const Piece& p : pieces)
            if (p.bounds.overlaps(t.bounds) && geom::sharesArea(p.shape, t.shape)) return true;
    }
    return false;
}

// [SECTION] the pivot on contact

// FG-D-15: the pose turned about the touching point so the front lies flush
// with the enemy edge it hit; nullopt when the touch is not on its front
// edge or no edge hit faces it. `already`: flush without turning.
std::optional<Pose> flushPose(const Body& body, Pose at, const Contact& c, bool& already) {
    already = false;
    const Vec2 fwd = core::forwardOf(at.facing), right = core::rightOf(at.facing);
    const double half = frontageOf(body.formation, body.stands) / 2.0;
    const Vec2 rel = c.point - at.front;
    // The touch must be on its front edge (a flank or rear touch stays as it is).
    if (std::fabs(dot(rel, fwd)) > 1e-6 || std::fabs(dot(rel, right)) > half + 1e-6)
        return std::nullopt;
    Vec2 centre;
    for (Vec2 q : c.block.c)
        centre = centre + q * 0.25;
    // Of the edges it may lie flush with (two at a corner), the one that
    // leaves the most of its front touching (FG-D-17: a touch along an
    // edge, not at a corner, makes the melee); then the smaller turn.
    const double x = dot(rel, right); // the touch's place along its front
    std::optional<double> best;
    double bestOverlap = -1.0;
    for (int e : c.edges) {
        if (e < 0) continue;
        const Vec2 a = c.block.c[e], b = c.block.c[(e + 1) % 4];
        Vec2 n{-(b - a).y, (b - a).x};
        const double len = length(n);
        if (len < 1e-12) continue;
        n = n * (1.0 / len);
        if (dot(n, (a + b) * 0.5 - centre) < 0.0) n = n * -1.0; // outward
        if (dot(n, fwd) >= -1e-9) continue;                     // faces away from the charger
        const double turn = signedTurn(facingAlong(n * -1.0) - at.facing);
        // Turned about the touch, its front runs along this edge's line
        // from -(half + x) to (half - x) about the touch.
        const Vec2 r2 = core::rightOf(at.facing + turn);
        const double ta = dot(a - c.point, r2), tb = dot(b - c.point, r2);
        const double overlap = std::max(0.0, std::min(half - x, std::max(ta, tb)) -
                                                 std::max(-(half + x), std::min(ta, tb)));
        const bool better = !best || overlap > bestOverlap + 1e-9 ||
                            (std::fabs(overlap - bestOverlap) <= 1e-9 &&
                             std::fabs(turn) < std::fabs(*best));
        if (better) {
            best = turn;
            bestOverlap = overlap;
        }
    }
    if (!best) return std::nullopt;
    if (std::fabs(*best) < 1e-7) {
        already = true;
        return at;
    }
    return Pose{rotateAbout(at.front, c.point, *best), at.facing + *best};
}

// [SECTION] words

std::string pathWords(const AssaultPlan& plan) {
    if (plan.wheelDeg <= 0.0) return "straight ahead";
    return "after a wheel " + std::string(plan.wheelDir < 0 ? "left" : "right") + " of " +
           core::shortNumber(plan.wheelDeg, 1) + " degrees";
}

std::string goingTerms(const GameState& s, int unit, bool woods, int obstacles, bool doubleTime,
                       bool cavalry) {
    const Unit& u = s.units[unit];
    const MoveRates& r = s.tables().ratesOf(ratesRow(u.arm, u.formation, u.screenUnit()));
    std::vector<std::string> terms;
    if (woods)
        terms.push_back("woods rate " + inches(r.woods));
    else if (cavalry)
        terms.push_back("charge " + inches(s.tables().chargeCavalry));
    if (obstacles > 0)
        terms.push_back(std::to_string(obstacles) + (obstacles == 1 ? " obstacle" : " obstacles") +
                        ": -" + inches(r.obstacle * obstacles));
    if (doubleTime) terms.push_back("double-time +" + inches(s.tables().doubleTime));
    std::string out;
    for (const std::string& t : terms)
        out += (out.empty() ? "" : ", ") + t;
    return out.empty() ? "" : " (" + out + ")";
}

AssaultCheck refusedAssault(const char* rule, std::string why) {
    AssaultCheck c;
    c.refusal = core::refusalOf(rule, std::move(why));
    return c;
}

AssaultCheck refusedAssault(const char* rule, std::string why, Vec2 at) {
    AssaultCheck c;
    c.refusal = core::refusalOf(rule, std::move(why), at);
    return c;
}

// The allowance of an assault at this going (FG-D-15, FG-MOVE-1, FG-MOVE-2,
// FG-CMD-4): infantry its advance rate (plus double-time), mounted cavalry
// 12" in the open or its woods rate, each obstacle its penalty.
double assaultAllowance(const GameState& s, int unit, bool woods, int obstacles, bool doubleTime) {
    const Unit& u = s.units[unit];
    if (u.arm != Arm::Cavalry) return allowanceOf(s, unit, woods, false, obstacles, doubleTime);
    const MoveRates& r = s.tables().ratesOf(ratesRow(u.arm, u.formation, false));
    const double a = (woods ? r.woods : s.tables().chargeCavalry) - obstacles * r.obstacle;
    return std::max(0.0, a);
}

// How far beyond its longest allowance a charge's path is run out to find
// what it would meet (a refusal can then say how far it would need).
constexpr double kLookBeyond = 12.0;
// The path is checked against friends, the table and impassable ground up
// to this short of the contact, so that an enemy touched at the same moment
// as the target (flush beside it) is not mistaken for one in the way.
constexpr double kShortOfContact = 0.01;
// FG-D-15: momentum needs this much path.
constexpr double kMomentumPath = 3.0;

// The path of a charge: a wheel about the front corner on the side it
// wheels to (its cost the outer front corner's arc, FG-MOVE-3), then
// straight on well past `most`, anything it could reach.
std::vector<Segment> chargePath(const GameState& s, int unit, const AssaultPlan& plan,
                                double most) {
    const Unit& u = s.units[unit];
    std::vector<Segment> path;
    Pose p = poseOf(u);
    if (plan.wheelDeg > 0.0) {
        const double w = frontageOf(u.formation, u.onTable());
        const Vec2 pivot = p.front + core::rightOf(p.facing) * (w / 2.0 * plan.wheelDir);
        path.push_back(
            turnAbout(pivot, plan.wheelDir * plan.wheelDeg, w * plan.wheelDeg * core::kPi / 180.0));
        p = along(p, path.back(), 1.0);
    }
    path.push_back(straight(core::forwardOf(p.facing), most + kLookBeyond));
    return path;
}

} // namespace

// [SECTION] who may assault

std::optional<core::Refusal> checkAssaulter(const GameState& s, int unit) {
    if (!validUnit(s, unit))
        return core::refusalOf("FG-D-39", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    const std::string who = theUnit(s, unit, true);
    if (u.screenUnit())
        return core::refusalOf("FG-D-28",
                               who + " is a skirmish screen, and screens never assault.");
    if (u.formation == Formation::RoadColumn)
        return core::refusalOf("FG-MELEE-5",
                               who + " is in road column, which cannot charge (FG-D-18): it must "
                                     "form line or assault column first.");
    const bool infantry = u.arm == Arm::Infantry && (u.formation == Formation::Line ||
                                                     u.formation == Formation::AssaultColumn);
    const bool mounted = u.arm == Arm::Cavalry && u.formation == Formation::Mounted;
    if (!infantry && !mounted)
        return core::refusalOf("FG-D-39",
                               who + " is " + std::string(titleOf(u.formation)) + " " +
                                   std::string(nameOf(u.arm)) +
                                   ": only infantry in line or assault column and mounted "
                                   "cavalry may assault.");
    if (u.disordered)
        return core::refusalOf("FG-DISC-2", who + " is disordered and may not assault.");
    const Clock clock = s.brigades[u.brigade].clock;
    if (clock != Clock::Steady)
        return core::refusalOf("FG-BRIG-1", who + "'s brigade is " + std::string(nameOf(clock)) +
                                                " and may not assault.");
    if (engaged(s, unit))
        return core::refusalOf("FG-D-21", who + " is engaged in melee and takes no order.");
    return std::nullopt;
}

// [SECTION] the assault

AssaultCheck checkAssault(const GameState& s, int unit, const AssaultPlan& plan) {
    if (auto r = checkAssaulter(s, unit)) {
        AssaultCheck c;
        c.refusal = std::move(r);
        return c;
    }
    const Unit& u = s.units[unit];
    const Tables& t = s.tables();
    const std::string who = theUnit(s, unit, true);
    const int target = plan.target;
    if (!validUnit(s, target) || s.units[target].onTable() <= 0)
        return refusedAssault("FG-MELEE-1", "An assault names an enemy unit on the table.");
    if (s.sideOf(target) == s.sideOf(unit))
        return refusedAssault("FG-MELEE-1", theUnit(s, target, true) + " is a friend.");
    const std::string them = theUnit(s, target);
    if (!std::isfinite(plan.wheelDeg) || plan.wheelDeg < 0.0 || plan.wheelDir < -1 ||
        plan.wheelDir > 1 || (plan.wheelDeg > 0.0 && plan.wheelDir == 0))
        return refusedAssault("FG-D-15", "An assault's wheel goes left or right, 0 to 45 degrees.");
    // FG-MELEE-1, FG-D-15: one wheel of up to 45 degrees, columns included.
    if (plan.wheelDeg > t.wheelLine + kTolerance)
        return refusedAssault("FG-D-15", who + " may wheel at most " +
                                             core::shortNumber(t.wheelLine, 1) +
                                             " degrees before it charges.");
    if (plan.doubleTime && u.arm != Arm::Infantry)
        return refusedAssault("FG-CMD-4", "Only infantry may double-time.");
    if (!inForwardArc(s, unit, -1, target))
        return refusedAssault("FG-D-4", who + " does not have " + them + " in its forward arc.");

    const Body body = bodyOf(u);
    const Pose start = poseOf(u);
    const double most = assaultAllowance(s, unit, false, 0, plan.doubleTime);
    const std::vector<Segment> path = chargePath(s, unit, plan, most);

    const Contact c = contactAlong(s, unit, body, start, path, target);
    if (c.unit < 0)
        return refusedAssault(
            "FG-D-15", who + "'s charge " + pathWords(plan) + " would not reach " + them + ".",
            atLength(start, path, most).front);
    if (c.unit != target)
        return refusedAssault("FG-D-15",
                              who + "'s charge " + pathWords(plan) + " would first touch " +
                                  theUnit(s, c.unit) + ", in the way of " + them + ".",
                              c.point);

    const std::vector<Segment> toContact = cut(path, c.length);
    const Pose at = endOf(start, toContact);
    const std::vector<Piece> pieces = sweepPath(body, start, toContact);
    geom::Aabb region = boundsOf(pieces);
    // The Scene leaves the target out: the charge ends touching it.
    const Scene sc(s, unit, region, target);
    const GoingFound g = sc.going(body, start, toContact, pieces);
    const int obstacles = static_cast<int>(g.obstacles.size());
    const bool cavalry = u.arm == Arm::Cavalry;

    AssaultCheck out;
    Move& m = out.move;
    m.unit = unit;
    m.order = Order::Assault;
    m.formation = u.formation;
    m.holders = u.holders;
    m.woods = g.woods;
    m.obstacles = obstacles;
    m.doubleTime = plan.doubleTime;
    m.length = c.length;
    m.allowance = assaultAllowance(s, unit, g.woods, obstacles, plan.doubleTime);
    m.from = start;
    const std::string terms = goingTerms(s, unit, g.woods, obstacles, plan.doubleTime, cavalry);
    // FG-D-15, FG-D-1: up to the allowance, the allowance included.
    if (m.length > m.allowance + kTolerance)
        return refusedAssault("FG-D-15",
                              who + " would need " + inches(m.length) + " to reach " + them + " " +
                                  pathWords(plan) + " but may assault " + inches(m.allowance) +
                                  terms + ".",
                              atLength(start, toContact, m.allowance).front);

    // FG-MOVE-5, FG-D-36: through friends (listed), never off the table or
    // into impassable ground; an enemy touched before the target is in the
    // way (found above, or within the contact tolerance of the sweep here).
    const std::vector<Segment> shortOf = cut(path, std::max(0.0, c.length - kShortOfContact));
    if (Finding f = sc.path(sweepPath(body, start, shortOf), &m.passedThrough);
        f.hit != Hit::None) {
        if (f.hit == Hit::Enemy)
            return refusedAssault("FG-D-15",
                                  who + "'s charge " + pathWords(plan) + " would first touch " +
                                      theUnit(s, f.unit) + ", in the way of " + them + ".",
                                  at.front);
        return refusedAssault("FG-D-36", who + " " + sc.describe(f) + ".", at.front);
    }

    // FG-D-15: the free pivot flush with the edge it hit, if that overlaps
    // nothing; otherwise it stays as it touched.
    Pose end = at;
    bool already = false;
    if (std::optional<Pose> flush = flushPose(body, at, c, already)) {
        if (already) {
            out.flush = true;
        } else if (standingAt(s, unit, body, *flush).hit == Hit::None) {
            out.flush = true;
            end = *flush;
        }
    }
    if (Standing st = standingAt(s, unit, body, end); st.hit != Hit::None) {
        const Finding f{st.hit, st.unit, st.feature};
        return refusedAssault("FG-D-36", who + " " + sc.describe(f) + ".", end.front);
    }
    // FG-D-17: corners alone do not touch. A charge that would end meeting
    // its target only at a corner, with no flush pivot to lie along an
    // edge, makes no melee: it is refused when ordered, not spent for
    // nothing (docs/readings.md, "Assaults").
    if (!anyTouch(standBoxes(u.formation, u.onTable(), end.front, end.facing),
                  standBoxes(s, target)))
        return refusedAssault("FG-D-17",
                              who + "'s charge " + pathWords(plan) + " would meet " + them +
                                  " only at a corner, with no flush pivot to lie along an edge "
                                  "there: corners do not touch, so no melee would follow.",
                              c.point);
    m.path = toContact;
    if (std::fabs(end.facing - at.facing) > 1e-12)
        m.path.push_back(turnAbout(c.point, end.facing - at.facing, 0.0));
    m.front = end.front;
    m.facing = normalised(end.facing);
    m.pushes = sc.leadersTouched(pieces);
    out.contact = c.unit;

    // FG-D-15, FG-D-5: momentum needs 3.0" (included, FG-D-1) of path, all
    // of it across open ground: no stand over woods, rough, cornfield,
    // orchard or farmstead, no obstacle crossed.
    out.open = obstacles == 0 && !overlapsClosedGround(s, pieces);
    out.momentum = m.length + kTolerance >= kMomentumPath && out.open;

    std::string passed;
    for (int f : m.passedThrough)
        passed += (passed.empty() ? ", passing through " : " and ") + theUnit(s, f);
    m.text = who + " assaults " + them + " " + pathWords(plan) + ", " + inches(m.length) +
             " to contact" + terms + passed + (out.momentum ? ", with momentum" : "") + ".";
    return out;
}

std::optional<AssaultPlan> planAssault(const GameState& s, int unit, int target, bool doubleTime) {
    if (checkAssaulter(s, unit)) return std::nullopt;
    if (!validUnit(s, target) || s.sideOf(target) == s.sideOf(unit)) return std::nullopt;
    if (!inForwardArc(s, unit, -1, target)) return std::nullopt;
    AssaultPlan plan;
    plan.target = target;
    plan.doubleTime = doubleTime;
    if (checkAssault(s, unit, plan).ok()) return plan;
    const int widest = static_cast<int>(std::floor(s.tables().wheelLine + kTolerance));
    const Body body = bodyOf(s.units[unit]);
    const Pose start = poseOf(s.units[unit]);
    const double most = assaultAllowance(s, unit, false, 0, doubleTime);
    // Every wheel's path lies within this of its front: the enemies near
    // are gathered once.
    geom::Aabb near;
    near.add(start.front);
    near.grow(most + kLookBeyond + frontageOf(body.formation, body.stands) +
              depthOf(body.formation, body.stands));
    const std::vector<Quad> enemies = enemyGround(s, unit, near);
    for (int deg = 1; deg <= widest; ++deg) {
        std::optional<AssaultPlan> best;
        double bestLength = 0.0;
        for (int dir : {-1, 1}) {
            AssaultPlan p = plan;
            p.wheelDir = dir;
            p.wheelDeg = deg;
            // Only a wheel whose path meets the target first is worth the
            // whole check (the contact alone is cheap).
            const Contact first = contactAlong(s, unit, body, poseOf(s.units[unit]),
                                               chargePath(s, unit, p, most), target);
            if (first.unit != target || first.length > most + kTolerance) continue;
            const AssaultCheck c = checkAssault(s, unit, p);
            // The shorter charge on a tie; left when even that ties.
            if (c.ok() && (!best || c.move.length < bestLength - kTolerance)) {
                best = p;
                bestLength = c.move.length;
            }
        }
        if (best) return best;
    }
    return std::nullopt;
}

// [SECTION] contact

double firstContact(const GameState& s, int unit, Pose from, const std::vector<Segment>& path,
                    int* who) {
    if (who) *who = -1;
    if (!validUnit(s, unit)) return -1.0;
    const Contact c = contactAlong(s, unit, bodyOf(s.units[unit]), from, path, -1);
    if (who) *who = c.unit;
    return c.length;
}

std::optional<Segment> flushPivot(const GameState& s, int unit, Pose from,
                                  const std::vector<Segment>& path) {
    if (!validUnit(s, unit)) return std::nullopt;
    const Body body = bodyOf(s.units[unit]);
    const Contact c = contactAlong(s, unit, body, from, path, -1);
    if (c.unit < 0) return std::nullopt;
    const Pose at = endOf(from, cut(path, c.length));
    bool already = false;
    const std::optional<Pose> flush = flushPose(body, at, c, already);
    if (!flush || already || standingAt(s, unit, body, *flush).hit != Hit::None) return std::nullopt;
    if (std::fabs(flush->facing - at.facing) <= 1e-12) return std::nullopt;
    return turnAbout(c.point, flush->facing - at.facing, 0.0);
}

double contactDistance(const GameState& s, int unit, int target) {
    if (!validUnit(s, unit) || !validUnit(s, target)) return -1.0;
    const Unit& u = s.units[unit];
    const auto& map = s.battle().map;
    const double far = map.width + map.height; // farther than the table reaches
    const std::vector<Segment> path{straight(core::forwardOf(u.facing), far)};
    return contactAlong(s, unit, bodyOf(u), poseOf(u), path, target, target).length;
}

// [SECTION] contiguous line and wave

namespace {

// FG-D-31 (and FG-D-43's "the same way"): facings within this, degrees.
constexpr double kSameWay = 5.0;
// FG-D-43: a wave's next regiment has its front within this of the rear
// of the one ahead.
constexpr double kWaveGap = 2.0;

// The regiments of a line or a wave: 2+, distinct, each may assault, one
// brigade, facing within 5 degrees of the first.
std::optional<core::Refusal> sameBrigadeFacing(const GameState& s, const std::vector<int>& units,
                                               const char* rule, const char* what) {
    if (units.size() < 2)
        return core::refusalOf(rule, std::string(what) + " is two or more regiments.");
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (auto r = checkAssaulter(s, units[i])) return r;
        for (std::size_t j = 0; j < i; ++j)
            if (units[j] == units[i])
                return core::refusalOf(rule, theUnit(s, units[i], true) + " is named twice.");
    }
    const Unit& first = s.units[units[0]];
    for (int i : units) {
        const Unit& u = s.units[i];
        if (u.brigade != first.brigade)
            return core::refusalOf(rule, theUnit(s, i, true) + " is not of " +
                                             theBrigade(s, first.brigade) + ": " + what +
                                             " is one brigade's.");
        // FG-D-1: within 5 degrees, 5 included.
        if (std::fabs(signedTurn(u.facing - first.facing)) > kSameWay + kTolerance)
            return core::refusalOf(rule, theUnit(s, i, true) + " does not face the same way as " +
                                             theUnit(s, units[0]) + " (within 5 degrees).");
    }
    return std::nullopt;
}

struct Outline {
    Vec2 fl, fr, rl, rr; // front-left, front-right, rear-left, rear-right
    Vec2 fwd, right;
    double width = 0.0, depth = 0.0;
};

Outline outlineOf(const Unit& u) {
    Outline o;
    o.fwd = core::forwardOf(u.facing);
    o.right = core::rightOf(u.facing);
    o.width = frontageOf(u.formation, u.onTable());
    o.depth = depthOf(u.formation, u.onTable());
    o.fl = u.front - o.right * (o.width / 2.0);
    o.fr = u.front + o.right * (o.width / 2.0);
    o.rl = o.fl - o.fwd * o.depth;
    o.rr = o.fr - o.fwd * o.depth;
    return o;
}

// Length two intervals [a0, a1] and [b0, b1] share.
double shared(double a0, double a1, double b0, double b1) {
    return std::min(std::max(a0, a1), std::max(b0, b1)) -
           std::max(std::min(a0, a1), std::min(b0, b1));
}

} // namespace

std::optional<core::Refusal> checkContiguousLine(const GameState& s,
                                                 const std::vector<int>& units) {
    if (auto r = sameBrigadeFacing(s, units, "FG-D-31", "A contiguous line")) return r;
    // Left to right as the first faces: the order the player named them in
    // does not matter.
    std::vector<int> order = units;
    const Vec2 right = core::rightOf(s.units[units[0]].facing);
    const Vec2 fwd = core::forwardOf(s.units[units[0]].facing);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        return dot(s.units[a].front, right) < dot(s.units[b].front, right);
    });
    for (std::size_t i = 1; i < order.size(); ++i) {
        const Outline a = outlineOf(s.units[order[i - 1]]), b = outlineOf(s.units[order[i]]);
        // Flank to flank: the right flank of the one meets the left flank
        // of the next, along some of their depth (not corner to corner).
        const double gap =
            geom::distance(std::vector<Vec2>{a.fr, a.rr}, std::vector<Vec2>{b.fl, b.rl});
        // Along at least FG-D-17's tenth of an inch of their depth (an edge,
        // not a corner), at any angle within FG-D-31's 5 degrees.
        const double along = shared(dot(a.fr, fwd), dot(a.rr, fwd), dot(b.fl, fwd), dot(b.rl, fwd));
        if (gap > kContact || along < kEdgeContact - 1e-9)
            return core::refusalOf("FG-D-31", theUnit(s, order[i - 1], true) + " and " +
                                                  theUnit(s, order[i]) +
                                                  " do not touch flank to flank.");
    }
    return std::nullopt;
}

std::optional<core::Refusal> checkWave(const GameState& s, const std::vector<int>& units) {
    if (auto r = sameBrigadeFacing(s, units, "FG-D-43", "A wave")) return r;
    for (std::size_t i = 1; i < units.size(); ++i) {
        const Outline a = outlineOf(s.units[units[i - 1]]), b = outlineOf(s.units[units[i]]);
        const std::string ahead = theUnit(s, units[i - 1]), behind = theUnit(s, units[i], true);
        // Behind it: its front not ahead of the rear of the one before, and
        // across the same ground (their frontages overlap as the one ahead faces).
        const double across =
            shared(dot(a.fl, a.right), dot(a.fr, a.right), dot(b.fl, a.right), dot(b.fr, a.right));
        if (dot(a.rl - s.units[units[i]].front, a.fwd) < -kContact || across <= kContact)
            return core::refusalOf("FG-D-43", behind + " is not behind " + ahead +
                                                  ": a wave's regiments stand one behind the "
                                                  "other, front first.");
        const double gap =
            geom::distance(std::vector<Vec2>{a.rl, a.rr}, std::vector<Vec2>{b.fl, b.fr});
        if (gap > kWaveGap + kTolerance) // FG-D-1: 2" included
            return core::refusalOf("FG-D-43", behind + "'s front is " + inches(gap) +
                                                  " from the rear of " + ahead +
                                                  ": a wave's next regiment stands within 2\".");
    }
    return std::nullopt;
}

} // namespace guidon::full
