// The ground a moving unit sweeps and the Checker that holds it against the
// table (move_check.h). Every path is checked continuously: a straight or
// oblique segment sweeps the convex hull of the unit's footprint at its two
// ends; a wheel sweeps a chain of hulls with a skin as thick as the arc's
// bulge, so nothing between two steps is ever left unchecked (geometry.h).
#include "move_check.h"

#include "core/words.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::lite::move_detail {

// [SECTION] poses and sweeps

std::string bw(double v) {
    return core::shortNumber(v, 2);
}

Vec2 rotateAbout(Vec2 p, Vec2 c, double deg) {
    // Clockwise on the table (y grows downward), like facings.
    double r = deg * kPi / 180.0;
    double cs = std::cos(r), sn = std::sin(r);
    Vec2 d = p - c;
    return {c.x + d.x * cs - d.y * sn, c.y + d.x * sn + d.y * cs};
}

Unit placed(const Unit& u, Pose p) {
    Unit v = u;
    v.front = p.front;
    v.facing = p.facing;
    return v;
}

Pose poseOf(const Unit& u) {
    return {u.front, u.facing};
}

Vec2 wheelPivot(const Unit& u, Pose p, double angle) {
    // Wheel right pivots on the right front corner, left on the left one.
    Vec2 r = rightOf(p.facing) * (u.width() / 2.0);
    return angle > 0 ? p.front + r : p.front - r;
}

Pose along(const Unit& u, Pose p, const MoveSegment& s, double t) {
    if (s.kind == SegmentKind::Wheel) {
        Vec2 pivot = wheelPivot(u, p, s.angle);
        return {rotateAbout(p.front, pivot, s.angle * t), p.facing + s.angle * t};
    }
    return {p.front + forwardOf(p.facing + s.angle) * (s.distance * t), p.facing};
}

double segmentCost(const Unit& u, const MoveSegment& s) {
    // LL-MOVE-2: a wheel costs the arc of the outer front corner.
    if (s.kind == SegmentKind::Wheel) return u.width() * std::fabs(s.angle) * kPi / 180.0;
    return s.distance;
}

geom::Convex convexOf(const geom::Box& b) {
    return {geom::corners(b), 0.0};
}

Piece pieceOf(geom::Convex c) {
    Piece p;
    p.bounds = geom::boundsOf(c.points);
    p.bounds.grow(c.radius + kContact);
    p.shape = std::move(c);
    return p;
}

void sweep(const Unit& u, Pose p, const MoveSegment& s, double t0, double t1,
           std::vector<Piece>& out) {
    Pose a = along(u, p, s, t0);
    if (s.kind != SegmentKind::Wheel) {
        Pose b = along(u, p, s, t1);
        auto fa = footprint(placed(u, a));
        auto fb = footprint(placed(u, b));
        for (std::size_t i = 0; i < fa.size(); ++i) {
            std::vector<Vec2> pts = geom::corners(fa[i]);
            auto cb = geom::corners(fb[i]);
            pts.insert(pts.end(), cb.begin(), cb.end());
            out.push_back(pieceOf({geom::convexHull(pts), 0.0}));
        }
        return;
    }
    // A wheel step: every point of the unit runs along an arc about the
    // pivot, and each arc lies in the triangle of its chord and the point
    // where the tangents at its ends meet. Those tangent points are the unit
    // turned to mid-step and pushed out from the pivot by 1/cos(step/2), so
    // the hull of the two end positions and that pushed-out copy covers the
    // whole sweep: exactly at the pivot, and at most kBulge beyond the arcs
    // elsewhere (never sideways or behind, where a skin would reach).
    Vec2 pivot = wheelPivot(u, p, s.angle);
    double reach = 0.0;
    for (const auto& box : footprint(placed(u, a)))
        for (Vec2 c : geom::corners(box))
            reach = std::max(reach, length(c - pivot));
    double span = std::fabs(s.angle * (t1 - t0)) * kPi / 180.0;
    double step = reach > kEps ? 2.0 * std::acos(1.0 / (1.0 + kBulge / reach)) : span;
    int n = std::max(1, static_cast<int>(std::ceil(span / std::max(step, 1e-6))));
    double dt = (t1 - t0) / n;
    double grow = 1.0 / std::cos(span / n / 2.0);
    for (int i = 0; i < n; ++i) {
        auto fa = footprint(placed(u, along(u, p, s, t0 + dt * i)));
        auto fm = footprint(placed(u, along(u, p, s, t0 + dt * (i + 0.5))));
        auto fb = footprint(placed(u, along(u, p, s, t0 + dt * (i + 1))));
        for (std::size_t k = 0; k < fa.size(); ++k) {
            std::vector<Vec2> pts = geom::corners(fa[k]);
            auto cb = geom::corners(fb[k]);
            pts.insert(pts.end(), cb.begin(), cb.end());
            for (Vec2 c : geom::corners(fm[k]))
                pts.push_back(pivot + (c - pivot) * grow);
            std::vector<Vec2> hull = geom::convexHull(pts);
            // Box2D takes at most 8 vertices: cut a larger hull along a chord
            // into two convex halves.
            if (hull.size() <= 8) {
                out.push_back(pieceOf({hull, 0.0}));
            } else {
                std::size_t m = hull.size() / 2;
                out.push_back(
                    pieceOf({std::vector<Vec2>(hull.begin(),
                                               hull.begin() + static_cast<std::ptrdiff_t>(m) + 1),
                             0.0}));
                std::vector<Vec2> rest(hull.begin() + static_cast<std::ptrdiff_t>(m), hull.end());
                rest.push_back(hull[0]);
                out.push_back(pieceOf({rest, 0.0}));
            }
        }
    }
}

// [SECTION] the checker: one unit against everything else on the table

Checker::Checker(const GameState& s, int unit, int twoCards)
    : s_(s), u_(s.units[static_cast<std::size_t>(unit)]) {
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& o = s.units[i];
        if (static_cast<int>(i) == unit || !o.onTable()) continue;
        for (const auto& box : footprint(o)) {
            Obstacle ob;
            ob.shape = convexOf(box);
            ob.bounds = geom::boundsOf(ob.shape.points);
            ob.unit = static_cast<int>(i);
            ob.enemy = o.side != u_.side;
            obstacles_.push_back(std::move(ob));
        }
    }
    twoCards_ = twoCards < 0 ? s.phase.twoCards() : twoCards != 0;
}

Finding Checker::scan(const std::vector<Piece>& pieces, bool& friends, int& difficult,
                      bool pathOnly) const {
    const Battle& b = s_.setup->battle;
    for (const Piece& p : pieces) {
        double r = p.shape.radius;
        for (Vec2 c : p.shape.points)
            if (c.x - r < -kEdge || c.y - r < -kEdge || c.x + r > b.width + kEdge ||
                c.y + r > b.height + kEdge)
                return {Hit::Table, -1, -1};
        for (const Obstacle& o : obstacles_) {
            if (!o.bounds.overlaps(p.bounds)) continue;
            if (o.enemy) {
                if (geom::distance(p.shape, o.shape) <= kContact) return {Hit::Enemy, o.unit, -1};
            } else if (geom::sharesArea(p.shape, o.shape)) {
                if (!twoCards_) return {Hit::Friend, o.unit, -1};
                friends = true;
            }
        }
        for (const TerrainPiece& t : s_.setup->terrain) {
            if (!t.bounds.overlaps(p.bounds)) continue;
            const TerrainType& type = b.terrainTypes[static_cast<std::size_t>(t.type)];
            bool diff = difficultFor(type, u_.type);
            if (!type.impassable && !diff) continue;
            if (!geom::sharesArea(p.shape, t.shape)) continue;
            if (type.impassable) return {Hit::Impassable, -1, t.feature};
            if (!twoCards_ && pathOnly) return {Hit::Difficult, -1, t.feature};
            if (difficult < 0) difficult = t.feature;
        }
    }
    return {};
}

Finding Checker::endsOn(const Unit& at) const {
    for (const auto& box : footprint(at)) {
        geom::Convex c = convexOf(box);
        geom::Aabb bb = geom::boundsOf(c.points);
        for (const Obstacle& o : obstacles_)
            if (o.bounds.overlaps(bb) && geom::sharesArea(c, o.shape))
                return {Hit::EndsOnBase, o.unit, -1};
    }
    return {};
}

std::vector<Piece> Checker::standing(const Unit& at) {
    std::vector<Piece> out;
    for (const auto& box : footprint(at))
        out.push_back(pieceOf(convexOf(box)));
    return out;
}

double Checker::nearestEnemy(const Unit& at) const {
    double best = 1e300;
    for (const auto& box : footprint(at)) {
        geom::Convex c = convexOf(box);
        for (const Obstacle& o : obstacles_)
            if (o.enemy) best = std::min(best, geom::distance(c, o.shape));
    }
    return best;
}

bool Checker::inDifficult(const Unit& at) const {
    const Battle& b = s_.setup->battle;
    for (const Piece& p : standing(at))
        for (const TerrainPiece& t : s_.setup->terrain) {
            if (!t.bounds.overlaps(p.bounds)) continue;
            if (!difficultFor(b.terrainTypes[static_cast<std::size_t>(t.type)], at.type)) continue;
            if (geom::sharesArea(p.shape, t.shape)) return true;
        }
    return false;
}

std::string Checker::describe(const Finding& f) const {
    const Battle& b = s_.setup->battle;
    auto other = [&] { return s_.units[static_cast<std::size_t>(f.unit)].shownName(); };
    auto terrain = [&] {
        const TerrainFeature& feat = b.features[static_cast<std::size_t>(f.feature)];
        std::string n = b.terrainTypes[static_cast<std::size_t>(feat.type)].name;
        return feat.name.empty() ? n : feat.name + " (" + n + ")";
    };
    switch (f.hit) {
    case Hit::Table:
        return "would leave the table";
    case Hit::Enemy:
        return "would touch the enemy " + other();
    case Hit::Impassable:
        return "would enter impassable " + terrain();
    case Hit::Friend:
        return "would pass through " + other();
    case Hit::Difficult:
        return "would enter difficult " + terrain();
    case Hit::EndsOnBase:
        return "would end on the bases of " + other();
    case Hit::None:
        break;
    }
    return "";
}

Refusal refusalFor(const Checker& ck, const Finding& f, Vec2 at) {
    std::string what = ck.unit().shownName() + " " + ck.describe(f);
    switch (f.hit) {
    case Hit::Friend:
        return refusalOf("LL-MOVE-6",
                         what + ": passing through friends needs a phase invoked with two cards.",
                         at);
    case Hit::Difficult:
        return refusalOf("LL-MOVE-7",
                         what + ", which causes disorder: invoke the phase with two cards.", at);
    default:
        return refusalOf("LL-MOVE-6", what + ".", at);
    }
}

namespace {

bool forbiddenToMove(const GameState& s, int unit, std::string& card) {
    for (const ActiveEffect& a : s.effects) {
        if (a.effect.kind == EffectKind::UnitMayNotMove && a.unit == unit) {
            card = s.setup->cards[static_cast<std::size_t>(a.card)].name;
            return true;
        }
    }
    return false;
}

std::optional<Refusal> commonRefusal(const GameState& s, const Command& c) {
    if (s.step != Step::Phase || s.phase.phase != Phase::Movement || c.side != s.active)
        return refusalOf("LL-MOVE-1", "Units move only in a movement phase their side invoked.");
    if (c.unit < 0 || c.unit >= static_cast<int>(s.units.size()))
        return refusalOf("LL-MOVE-1", "There is no such unit.");
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    if (u.side != c.side) return refusalOf("LL-MOVE-1", u.shownName() + " is not yours to move.");
    if (!u.onTable()) return refusalOf("LL-MOVE-1", u.shownName() + " has left the table.");
    if (u.acted)
        return refusalOf("LL-MOVE-1",
                         u.shownName() + " has already moved or changed formation this phase.");
    std::string card;
    if (forbiddenToMove(s, c.unit, card))
        return refusalOf("LL-CARD-4", card + ": " + u.shownName() + " may not move this phase.");
    return std::nullopt;
}

} // namespace

bool passesCommonChecks(const GameState& s, const Command& c, MoveReport& r) {
    std::optional<Refusal> bad = commonRefusal(s, c);
    if (bad) r.refusal = *bad;
    return !bad;
}

} // namespace guidon::lite::move_detail
