// The geometry under the moving orders (movement_detail.h): bodies, paths,
// sweeps and the Scene. A straight run sweeps the hull of each block at its
// two ends; a turn sweeps a chain of hulls, each holding the block at both
// ends of a small step and the point where the tangents of every corner's
// arc meet, so nothing the arc passes is left out (and nothing more than
// kBulge beyond it is taken in).
#include "movement_detail.h"

#include "core/words.h"
#include "formation.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace guidon::full::move_detail {

// [SECTION] bodies and poses

Body bodyOf(const Unit& u) {
    return {u.formation, std::max(1, u.onTable())};
}

Pose poseOf(const Unit& u) {
    return {u.front, u.facing};
}

namespace {

geom::Box block(Pose p, double across, double back, double width, double depth) {
    geom::Box b;
    b.centre = p.front + core::rightOf(p.facing) * across - core::forwardOf(p.facing) * back;
    b.halfWidth = width / 2.0;
    b.halfDepth = depth / 2.0;
    b.facing = p.facing;
    return b;
}

} // namespace

// FG-FORM-1's layouts as few rectangles as they allow: the Scene's work
// grows with the blocks, not the stands.
std::vector<geom::Box> blocksOf(const Body& b, Pose p) {
    const int n = std::max(1, b.stands);
    switch (b.formation) {
    case Formation::OpenOrder:
    case Formation::Dismounted:
        // A unit holds its whole frontage, its open-order gaps included
        // (as it blocks sight across them, FG-D-35): no unit may stand in
        // another's gaps (FG-D-36), or a change of its stands' count, which
        // moves them by an inch within that frontage, would put one on it.
        return {block(p, 0.0, 0.5, frontageOf(b.formation, n), 1.0)};
    case Formation::AssaultColumn: {
        if (n < 2) return {block(p, 0.0, 0.5, 1.0, 1.0)};
        const int full = n / 2;
        std::vector<geom::Box> out{block(p, 0.0, full / 2.0, 2.0, full)};
        if (n % 2) out.push_back(block(p, -0.5, full + 0.5, 1.0, 1.0)); // the odd stand, left file
        return out;
    }
    case Formation::RoadColumn:
        return {block(p, 0.0, n / 2.0, 1.0, n)};
    case Formation::Limbered:
        return {block(p, 0.0, 0.5, 1.0, 1.0)};
    case Formation::Line:
    case Formation::Mounted:
    case Formation::Unlimbered:
        break;
    }
    return {block(p, 0.0, 0.5, n, 1.0)};
}

std::vector<Vec2> standCentres(const Body& b, Pose p) {
    std::vector<Vec2> out;
    for (const geom::Box& box : standBoxes(b.formation, b.stands, p.front, p.facing))
        out.push_back(box.centre);
    return out;
}

Vec2 centreOf(const Body& b, Pose p) {
    return p.front - core::forwardOf(p.facing) * (depthOf(b.formation, b.stands) / 2.0);
}

Pose centredAt(const Body& b, Vec2 centre, double facing) {
    return {centre + core::forwardOf(facing) * (depthOf(b.formation, b.stands) / 2.0), facing};
}

Vec2 rotateAbout(Vec2 p, Vec2 c, double deg) {
    // y grows down the table, so this turns clockwise as seen, like facings.
    const double r = deg * core::kPi / 180.0;
    const double cs = std::cos(r), sn = std::sin(r);
    const Vec2 d = p - c;
    return {c.x + d.x * cs - d.y * sn, c.y + d.x * sn + d.y * cs};
}

// [SECTION] paths

Segment straight(Vec2 dir, double distance) {
    Segment s;
    s.move = dir * distance;
    s.cost = distance;
    return s;
}

Segment turnAbout(Vec2 pivot, double degrees, double cost) {
    Segment s;
    s.turn = true;
    s.pivot = pivot;
    s.degrees = degrees;
    s.cost = cost;
    return s;
}

Pose along(Pose p, const Segment& s, double t) {
    if (s.turn) return {rotateAbout(p.front, s.pivot, s.degrees * t), p.facing + s.degrees * t};
    return {p.front + s.move * t, p.facing};
}

Pose endOf(Pose p, const std::vector<Segment>& path) {
    for (const Segment& s : path)
        p = along(p, s, 1.0);
    return p;
}

double costOf(const std::vector<Segment>& path) {
    double c = 0.0;
    for (const Segment& s : path)
        c += s.cost;
    return c;
}

std::vector<Segment> cut(const std::vector<Segment>& path, double length) {
    std::vector<Segment> out;
    double left = std::max(0.0, length);
    for (const Segment& s : path) {
        if (s.cost <= left) {
            out.push_back(s);
            left -= s.cost;
            continue;
        }
        const double t = s.cost > 0.0 ? left / s.cost : 0.0;
        Segment part = s;
        part.move = s.move * t;
        part.degrees = s.degrees * t;
        part.cost = left;
        if (t > 0.0) out.push_back(part);
        break;
    }
    return out;
}

Pose atLength(Pose p, const std::vector<Segment>& path, double length) {
    return endOf(p, cut(path, length));
}

// [SECTION] sweeps

namespace {

void addPiece(std::vector<Vec2> pts, std::vector<Piece>& out, bool turn = false) {
    std::vector<Vec2> hull = geom::convexHull(std::move(pts));
    auto push = [&](std::vector<Vec2> poly) {
        Piece p;
        p.turn = turn;
        p.bounds = geom::boundsOf(poly);
        p.shape = {std::move(poly), 0.0};
        out.push_back(std::move(p));
    };
    if (hull.size() <= 8) {
        push(std::move(hull));
        return;
    }
    // Box2D takes at most 8 corners: a fan of convex parts from corner 0.
    for (std::size_t k = 1; k + 1 < hull.size(); k += 6) {
        std::vector<Vec2> part{hull[0]};
        for (std::size_t i = k; i < hull.size() && i <= k + 6; ++i)
            part.push_back(hull[i]);
        push(std::move(part));
    }
}

} // namespace

void sweep(const Body& b, Pose p, const Segment& s, double t0, double t1, std::vector<Piece>& out) {
    // The blocks' corners where this part starts; the rest of the part is
    // the same corners moved rigidly (one sine and cosine per step, not per
    // corner).
    std::vector<std::array<Vec2, 4>> base;
    for (const geom::Box& box : blocksOf(b, along(p, s, t0))) {
        const std::vector<Vec2> c = geom::corners(box);
        base.push_back({c[0], c[1], c[2], c[3]});
    }
    if (!s.turn || std::fabs(s.degrees * (t1 - t0)) < 1e-9) {
        const Vec2 move = s.turn ? Vec2{} : s.move * (t1 - t0);
        for (const auto& c : base) {
            std::vector<Vec2> pts(c.begin(), c.end());
            for (Vec2 q : c)
                pts.push_back(q + move);
            addPiece(std::move(pts), out);
        }
        return;
    }
    // Steps small enough that the tangents' meeting point of the farthest
    // corner lies at most kBulge beyond its arc.
    double reach = 0.0;
    for (const auto& c : base)
        for (Vec2 q : c)
            reach = std::max(reach, length(q - s.pivot));
    const double span = std::fabs(s.degrees * (t1 - t0)) * core::kPi / 180.0;
    const double step = reach > 1e-9 ? 2.0 * std::acos(1.0 / (1.0 + kBulge / reach)) : span;
    const int n = std::max(1, static_cast<int>(std::ceil(span / std::max(step, 1e-6))));
    const double dDeg = s.degrees * (t1 - t0) / n;
    const double push = 1.0 / std::cos(span / n / 2.0);
    // Turned by `deg` about the pivot, pushed out from it by `scale`.
    auto turned = [&](double deg, double scale, const std::array<Vec2, 4>& c,
                      std::vector<Vec2>& to) {
        const double r = deg * core::kPi / 180.0;
        const double cs = std::cos(r) * scale, sn = std::sin(r) * scale;
        for (Vec2 q : c) {
            const Vec2 d = q - s.pivot;
            to.push_back({s.pivot.x + d.x * cs - d.y * sn, s.pivot.y + d.x * sn + d.y * cs});
        }
    };
    for (int i = 0; i < n; ++i)
        for (const auto& c : base) {
            std::vector<Vec2> pts;
            pts.reserve(12);
            turned(dDeg * i, 1.0, c, pts);
            turned(dDeg * (i + 1), 1.0, c, pts);
            turned(dDeg * (i + 0.5), push, c, pts);
            addPiece(std::move(pts), out, true);
        }
}

std::vector<Piece> sweepPath(const Body& b, Pose p, const std::vector<Segment>& path) {
    std::vector<Piece> out;
    if (path.empty()) return standing(b, p);
    for (const Segment& s : path) {
        sweep(b, p, s, 0.0, 1.0, out);
        p = along(p, s, 1.0);
    }
    return out;
}

std::vector<Piece> standing(const Body& b, Pose p) {
    std::vector<Piece> out;
    for (const geom::Box& box : blocksOf(b, p))
        addPiece(geom::corners(box), out);
    return out;
}

geom::Aabb boundsOf(const std::vector<Piece>& pieces) {
    geom::Aabb a;
    for (const Piece& p : pieces) {
        a.add(p.bounds.lo);
        a.add(p.bounds.hi);
    }
    return a;
}

// [SECTION] words

std::string theName(const GameState& s, int unit) {
    std::string n = nameOfUnit(s, unit);
    if (n.rfind("The ", 0) == 0 || n.rfind("the ", 0) == 0) {
        n[0] = 'T';
        return n;
    }
    return "The " + n;
}

std::string inches(double v) {
    return core::shortNumber(v, 2) + "\"";
}

double facingToEdge(const GameState& s, Side side) {
    const auto& edge = s.battle().map.edges[core::index(side)];
    // Unnamed: Federals fall back south, Confederates north (the fixtures'
    // and most maps' layout).
    const core::TableEdge e =
        edge ? *edge : (side == Side::Federal ? core::TableEdge::South : core::TableEdge::North);
    switch (e) {
    case core::TableEdge::North:
        return 0.0;
    case core::TableEdge::East:
        return 90.0;
    case core::TableEdge::South:
        return 180.0;
    case core::TableEdge::West:
        return 270.0;
    }
    return 0.0;
}

} // namespace guidon::full::move_detail
