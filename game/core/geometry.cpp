#include "geometry.h"

#include <box2d/b2_distance.h>
#include <box2d/b2_math.h>

#include <algorithm>
#include <cassert>
#include <cmath>

namespace guidon::core::geom {

std::vector<Vec2> corners(const Box& b) {
    Vec2 f = forwardOf(b.facing) * b.halfDepth;
    Vec2 r = rightOf(b.facing) * b.halfWidth;
    return {b.centre + f - r, b.centre + f + r, b.centre - f + r, b.centre - f - r};
}

void Aabb::add(Vec2 p) {
    lo.x = std::min(lo.x, p.x);
    lo.y = std::min(lo.y, p.y);
    hi.x = std::max(hi.x, p.x);
    hi.y = std::max(hi.y, p.y);
}

void Aabb::grow(double by) {
    lo.x -= by;
    lo.y -= by;
    hi.x += by;
    hi.y += by;
}

Aabb boundsOf(const std::vector<Vec2>& pts) {
    Aabb b;
    for (Vec2 p : pts)
        b.add(p);
    return b;
}

std::vector<Vec2> convexHull(std::vector<Vec2> pts) {
    std::sort(pts.begin(), pts.end(),
              [](Vec2 a, Vec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    pts.erase(std::unique(pts.begin(), pts.end(),
                          [](Vec2 a, Vec2 b) { return a.x == b.x && a.y == b.y; }),
              pts.end());
    if (pts.size() < 3) return pts;
    std::vector<Vec2> h(2 * pts.size());
    std::size_t k = 0;
    auto turn = [](Vec2 o, Vec2 a, Vec2 b) {
        return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
    };
    for (std::size_t i = 0; i < pts.size(); ++i) {
        while (k >= 2 && turn(h[k - 2], h[k - 1], pts[i]) <= 1e-12)
            --k;
        h[k++] = pts[i];
    }
    for (std::size_t i = pts.size() - 1, t = k + 1; i > 0; --i) {
        while (k >= t && turn(h[k - 2], h[k - 1], pts[i - 1]) <= 1e-12)
            --k;
        h[k++] = pts[i - 1];
    }
    h.resize(k - 1);
    return h;
}

namespace {
struct Proxy {
    b2Vec2 v[b2_maxPolygonVertices];
    b2DistanceProxy proxy;
    Proxy(const std::vector<Vec2>& pts, double radius) {
        assert(!pts.empty() && pts.size() <= b2_maxPolygonVertices);
        for (std::size_t i = 0; i < pts.size(); ++i)
            v[i].Set(float(pts[i].x), float(pts[i].y));
        proxy.Set(v, int32(pts.size()), float(radius));
    }
};
} // namespace

double distance(const Convex& a, const Convex& b) {
    Proxy pa(a.points, a.radius), pb(b.points, b.radius);
    b2DistanceInput in;
    in.proxyA = pa.proxy;
    in.proxyB = pb.proxy;
    in.transformA.SetIdentity();
    in.transformB.SetIdentity();
    in.useRadii = true;
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput out;
    b2Distance(&out, &cache, &in);
    return out.distance;
}

namespace {
// Separating axes over both polygons' edge normals: the least overlap of
// their projections, which for convex polygons is how deep they overlap
// (0 or less: apart or touching).
double satDepth(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    double depth = 1e300;
    for (const auto* poly : {&a, &b}) {
        const std::vector<Vec2>& p = *poly;
        for (std::size_t i = 0; i < p.size(); ++i) {
            Vec2 e = p[(i + 1) % p.size()] - p[i];
            double len = length(e);
            if (len < 1e-12) continue;
            Vec2 n{-e.y / len, e.x / len};
            double amin = 1e300, amax = -1e300, bmin = 1e300, bmax = -1e300;
            for (Vec2 v : a) {
                amin = std::min(amin, dot(v, n));
                amax = std::max(amax, dot(v, n));
            }
            for (Vec2 v : b) {
                bmin = std::min(bmin, dot(v, n));
                bmax = std::max(bmax, dot(v, n));
            }
            depth = std::min(depth, std::min(amax, bmax) - std::max(amin, bmin));
            if (depth <= 0) return depth;
        }
    }
    return depth;
}
} // namespace

double penetration(const Convex& a, const Convex& b) {
    bool polys = a.points.size() >= 3 && b.points.size() >= 3;
    if (polys && a.radius == 0.0 && b.radius == 0.0) return satDepth(a.points, b.points);
    Convex ca{a.points, 0.0}, cb{b.points, 0.0};
    double d = distance(ca, cb);
    if (d > 0.0) return a.radius + b.radius - d;
    return a.radius + b.radius + (polys ? satDepth(a.points, b.points) : 0.0);
}

bool sharesArea(const Convex& a, const Convex& b) {
    // Pieces that overlap by less than a thousandth of a BW only touch.
    return penetration(a, b) > kShareDepth;
}

double castFraction(const Convex& mover, Vec2 move, const Convex& obstacle) {
    Proxy pa(obstacle.points, obstacle.radius), pb(mover.points, mover.radius);
    b2ShapeCastInput in;
    in.proxyA = pa.proxy;
    in.proxyB = pb.proxy;
    in.transformA.SetIdentity();
    in.transformB.SetIdentity();
    in.translationB.Set(float(move.x), float(move.y));
    b2ShapeCastOutput out;
    if (b2ShapeCast(&out, &in)) return std::clamp(double(out.lambda), 0.0, 1.0);
    // No hit, or already touching: tell them apart by the distance now.
    Convex m = mover, o = obstacle;
    return distance(m, o) <= 0.005 ? 0.0 : 1.0;
}

double distance(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    assert(!a.empty() && !b.empty() && a.size() <= b2_maxPolygonVertices &&
           b.size() <= b2_maxPolygonVertices);
    b2Vec2 va[b2_maxPolygonVertices];
    b2Vec2 vb[b2_maxPolygonVertices];
    for (std::size_t i = 0; i < a.size(); ++i)
        va[i].Set(float(a[i].x), float(a[i].y));
    for (std::size_t i = 0; i < b.size(); ++i)
        vb[i].Set(float(b[i].x), float(b[i].y));
    b2DistanceInput in;
    in.proxyA.Set(va, int32(a.size()), 0.0f);
    in.proxyB.Set(vb, int32(b.size()), 0.0f);
    in.transformA.SetIdentity();
    in.transformB.SetIdentity();
    in.useRadii = false;
    b2SimplexCache cache;
    cache.count = 0;
    b2DistanceOutput out;
    b2Distance(&out, &cache, &in);
    return out.distance;
}

double distance(const Box& a, const Box& b) {
    return distance(corners(a), corners(b));
}

bool overlaps(const Box& a, const Box& b) {
    // The same test as sharesArea: boxes that only touch do not overlap.
    return sharesArea({corners(a), 0.0}, {corners(b), 0.0});
}

bool touches(const Box& a, const Box& b, double tolerance) {
    return distance(a, b) <= tolerance;
}

bool insideTable(const Box& b, double width, double height) {
    constexpr double kEps = 1e-6;
    for (Vec2 c : corners(b)) {
        if (c.x < -kEps || c.y < -kEps || c.x > width + kEps || c.y > height + kEps) return false;
    }
    return true;
}

double signedArea(const std::vector<Vec2>& poly) {
    double a = 0.0;
    for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
        const Vec2& p = poly[i];
        const Vec2& q = poly[(i + 1) % n];
        a += p.x * q.y - q.x * p.y;
    }
    return a / 2.0;
}

namespace {

double cross(Vec2 o, Vec2 a, Vec2 b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool onSegment(Vec2 p, Vec2 q, Vec2 r) {
    return std::min(p.x, r.x) <= q.x && q.x <= std::max(p.x, r.x) && std::min(p.y, r.y) <= q.y &&
           q.y <= std::max(p.y, r.y);
}

int orientation(Vec2 a, Vec2 b, Vec2 c) {
    double v = cross(a, b, c);
    if (std::fabs(v) < 1e-12) return 0;
    return v > 0 ? 1 : 2;
}

bool segmentsMeet(Vec2 p1, Vec2 q1, Vec2 p2, Vec2 q2) {
    int o1 = orientation(p1, q1, p2), o2 = orientation(p1, q1, q2);
    int o3 = orientation(p2, q2, p1), o4 = orientation(p2, q2, q1);
    if (o1 != o2 && o3 != o4) return true;
    if (o1 == 0 && onSegment(p1, p2, q1)) return true;
    if (o2 == 0 && onSegment(p1, q2, q1)) return true;
    if (o3 == 0 && onSegment(p2, p1, q2)) return true;
    if (o4 == 0 && onSegment(p2, q1, q2)) return true;
    return false;
}

} // namespace

bool selfIntersects(const std::vector<Vec2>& poly, bool closed) {
    std::size_t n = poly.size();
    std::size_t edges = closed ? n : (n == 0 ? 0 : n - 1);
    for (std::size_t i = 0; i < edges; ++i) {
        for (std::size_t j = i + 1; j < edges; ++j) {
            bool neighbours = j == i + 1 || (closed && i == 0 && j == n - 1);
            if (neighbours) continue;
            if (segmentsMeet(poly[i], poly[(i + 1) % n], poly[j], poly[(j + 1) % n])) return true;
        }
    }
    return false;
}

bool pointInPolygon(Vec2 p, const std::vector<Vec2>& poly) {
    bool inside = false;
    for (std::size_t i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
        const Vec2& a = poly[i];
        const Vec2& b = poly[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            inside = !inside;
    }
    return inside;
}

bool polylineInsidePolygon(const std::vector<Vec2>& line, const std::vector<Vec2>& poly) {
    for (Vec2 p : line)
        if (!pointInPolygon(p, poly)) return false;
    for (std::size_t i = 0; i + 1 < line.size(); ++i)
        for (std::size_t j = 0, n = poly.size(); j < n; ++j)
            if (segmentsMeet(line[i], line[i + 1], poly[j], poly[(j + 1) % n])) return false;
    return true;
}

std::vector<std::vector<Vec2>> triangulate(const std::vector<Vec2>& input) {
    std::vector<std::vector<Vec2>> tris;
    if (input.size() < 3) return tris;
    std::vector<Vec2> poly = input;
    if (signedArea(poly) < 0)
        std::reverse(poly.begin(), poly.end()); // make it counter-clockwise (in math axes)
    std::vector<std::size_t> idx(poly.size());
    for (std::size_t i = 0; i < idx.size(); ++i)
        idx[i] = i;
    std::size_t guard = 0;
    while (idx.size() > 3 && guard++ < 10000) {
        bool clipped = false;
        for (std::size_t k = 0; k < idx.size(); ++k) {
            Vec2 a = poly[idx[(k + idx.size() - 1) % idx.size()]];
            Vec2 b = poly[idx[k]];
            Vec2 c = poly[idx[(k + 1) % idx.size()]];
            if (cross(a, b, c) <= 1e-12) continue; // reflex or flat corner
            bool empty = true;
            for (std::size_t m = 0; m < idx.size() && empty; ++m) {
                std::size_t v = idx[m];
                if (v == idx[k] || v == idx[(k + 1) % idx.size()] ||
                    v == idx[(k + idx.size() - 1) % idx.size()])
                    continue;
                Vec2 p = poly[v];
                if (cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0)
                    empty = false;
            }
            if (!empty) continue;
            tris.push_back({a, b, c});
            idx.erase(idx.begin() + static_cast<std::ptrdiff_t>(k));
            clipped = true;
            break;
        }
        if (!clipped) break; // degenerate input: keep what we have
    }
    if (idx.size() == 3) tris.push_back({poly[idx[0]], poly[idx[1]], poly[idx[2]]});
    return tris;
}

bool overlapsPolygon(const Box& b, const std::vector<Vec2>& poly) {
    Convex box{corners(b), 0.0};
    for (const auto& tri : triangulate(poly))
        if (sharesArea(box, {tri, 0.0})) return true;
    return false;
}

} // namespace guidon::core::geom
