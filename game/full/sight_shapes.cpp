#include "sight_shapes.h"

#include <algorithm>
#include <cmath>

namespace guidon::full::sight_detail {

namespace {

double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}

// Where a + t*d, 0 < t < tEnd, crosses the outline of a (possibly concave)
// polygon.
void crossings(Vec2 a, Vec2 d, double tEnd, const Polygon& poly, std::vector<double>& ts) {
    for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
        const Vec2 p = poly[i];
        const Vec2 e = poly[(i + 1) % n] - p;
        const double den = cross(d, e);
        if (std::fabs(den) < 1e-15) continue; // parallel: the middles decide
        const Vec2 w = p - a;
        const double t = cross(w, e) / den;
        const double u = cross(w, d) / den;
        if (u >= 0 && u <= 1 && t > 0 && t < tEnd) ts.push_back(t);
    }
}

bool isConvex(const Polygon& poly) {
    double sign = 0.0;
    for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
        const double c = cross(poly[(i + 1) % n] - poly[i], poly[(i + 2) % n] - poly[(i + 1) % n]);
        if (std::fabs(c) < 1e-12) continue;
        if (sign != 0.0 && (c > 0) != (sign > 0)) return false;
        sign = c;
    }
    return true;
}

} // namespace

Convex prepare(Polygon pts) {
    Convex k;
    k.n.reserve(pts.size());
    k.c.reserve(pts.size());
    const double turn = core::geom::signedArea(pts) >= 0 ? 1.0 : -1.0;
    for (std::size_t i = 0, m = pts.size(); i < m; ++i) {
        const Vec2 p = pts[i];
        const Vec2 e = pts[(i + 1) % m] - p;
        const double len = length(e);
        if (len < 1e-12) continue;
        // Counter-clockwise (positive area), the outside is on the right.
        const Vec2 out = Vec2{e.y, -e.x} * (turn / len);
        k.n.push_back(out);
        k.c.push_back(dot(out, p));
    }
    k.box = core::geom::boundsOf(pts);
    k.corners = std::move(pts);
    return k;
}

bool clip(Vec2 a, Vec2 d, const Convex& k, double inset, double& t0, double& t1) {
    for (std::size_t i = 0; i < k.n.size(); ++i) {
        // Inside this edge: dot(n, a + t*d) <= c - inset, i.e. t * den <= num.
        const double num = k.c[i] - inset - dot(k.n[i], a);
        const double den = dot(k.n[i], d);
        if (std::fabs(den) < 1e-15) {
            if (num < 0) return false;
            continue;
        }
        if (den > 0)
            t1 = std::min(t1, num / den);
        else
            t0 = std::max(t0, num / den);
        if (t0 > t1) return false;
    }
    return true;
}

Area areaOf(int feature, const Polygon& outline) {
    Area ar;
    ar.feature = feature;
    ar.outline = &outline;
    ar.convex = isConvex(outline);
    if (ar.convex)
        ar.shape = prepare(outline);
    else
        ar.shape.box = core::geom::boundsOf(outline);
    return ar;
}

void addSpans(Vec2 a, Vec2 d, double tEnd, const Area& ar, Scratch& sc) {
    if (ar.convex) {
        double t0 = 0.0, t1 = tEnd;
        if (clip(a, d, ar.shape, 0.0, t0, t1) && t1 > t0) sc.spans.push_back({t0, t1});
        return;
    }
    sc.ts.assign({0.0, tEnd});
    crossings(a, d, tEnd, *ar.outline, sc.ts);
    std::sort(sc.ts.begin(), sc.ts.end());
    for (std::size_t i = 0; i + 1 < sc.ts.size(); ++i) {
        const double t0 = sc.ts[i], t1 = sc.ts[i + 1];
        if (t1 - t0 > 1e-12 && core::geom::pointInPolygon(a + d * ((t0 + t1) / 2), *ar.outline))
            sc.spans.push_back({t0, t1});
    }
}

void mergeSpans(Scratch& sc) {
    auto& v = sc.spans;
    std::sort(v.begin(), v.end(), [](const Span& x, const Span& y) { return x.t0 < y.t0; });
    std::size_t k = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (k > 0 && v[i].t0 <= v[k - 1].t1)
            v[k - 1].t1 = std::max(v[k - 1].t1, v[i].t1);
        else
            v[k++] = v[i];
    }
    v.resize(k);
}

Inside insideOf(Vec2 a, Vec2 d, double tEnd, const Area& ar, Scratch& sc) {
    sc.spans.clear();
    addSpans(a, d, tEnd, ar, sc);
    Inside in;
    const double len = length(d);
    for (const Span& sp : sc.spans) {
        in.length += (sp.t1 - sp.t0) * len;
        in.from = std::min(in.from, sp.t0);
    }
    return in;
}

} // namespace guidon::full::sight_detail
