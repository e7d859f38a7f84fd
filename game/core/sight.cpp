#include "sight.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace guidon::core {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

// A small convex polygon on the stack: a target search clips millions of
// times in a long game, and heap vectors there cost more than the geometry.
struct Poly {
    Vec2 v[24];
    int n = 0;
};

// Clip a convex polygon by the half-plane dot(p - o, axis) >= offset.
void clipHalf(Poly& poly, Vec2 o, Vec2 axis, double offset) {
    Poly out;
    for (int i = 0; i < poly.n; ++i) {
        Vec2 a = poly.v[i], b = poly.v[(i + 1) % poly.n];
        double da = dot(a - o, axis) - offset, db = dot(b - o, axis) - offset;
        if (da >= 0 && out.n < 24) out.v[out.n++] = a;
        if ((da >= 0) != (db >= 0) && out.n < 24) {
            double t = da / (da - db);
            out.v[out.n++] = a + (b - a) * t;
        }
    }
    poly = out;
}

} // namespace

Strip stripAt(Vec2 o, double facing, double turn, double half) {
    return {o, forwardOf(facing + turn), rightOf(facing + turn), forwardOf(facing), half};
}

double stripEntry(const std::vector<Vec2>& poly, const Strip& f, double reach) {
    Poly p;
    for (Vec2 v : poly)
        if (p.n < 24) p.v[p.n++] = v;
    clipHalf(p, f.o, f.d0, 0.0);
    if (p.n >= 3) clipHalf(p, f.o, f.d, 0.0);
    if (p.n >= 3) clipHalf(p, f.o, f.d * -1.0, -reach);
    if (p.n >= 3) clipHalf(p, f.o, f.n, -f.half);
    if (p.n >= 3) clipHalf(p, f.o, f.n * -1.0, -f.half);
    if (p.n < 3) return kInf;
    double area = 0.0;
    for (int i = 0; i < p.n; ++i) {
        const Vec2& a = p.v[i];
        const Vec2& b = p.v[(i + 1) % p.n];
        area += a.x * b.y - b.x * a.y;
    }
    if (std::fabs(area) < 2e-9) return kInf;
    double best = kInf;
    for (int i = 0; i < p.n; ++i)
        best = std::min(best, dot(p.v[i] - f.o, f.d));
    return std::max(0.0, best);
}

double stripCrossing(const std::vector<Vec2>& line, const Strip& f, double reach) {
    double best = kInf;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        // Liang-Barsky: clip the segment to the strip.
        Vec2 a = line[i], b = line[i + 1];
        double t0 = 0.0, t1 = 1.0;
        auto clip = [&](Vec2 axis, double lo) { // keep dot(p - o, axis) >= lo
            double pa = dot(a - f.o, axis) - lo, pb = dot(b - f.o, axis) - lo;
            if (pa < 0 && pb < 0) return false;
            if (pa < 0)
                t0 = std::max(t0, pa / (pa - pb));
            else if (pb < 0)
                t1 = std::min(t1, pa / (pa - pb));
            return t0 <= t1;
        };
        if (!clip(f.d0, 0.0) || !clip(f.d, 0.0) || !clip(f.d * -1.0, -reach) ||
            !clip(f.n, -f.half) || !clip(f.n * -1.0, -f.half))
            continue;
        Vec2 pa = a + (b - a) * t0, pb = a + (b - a) * t1;
        best = std::min(best, std::min(dot(pa - f.o, f.d), dot(pb - f.o, f.d)));
    }
    return std::max(0.0, best);
}

} // namespace guidon::core
