#include "paths.h"

#include "geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <queue>

namespace guidon::core {

namespace {

constexpr double kEps = 1e-9;

double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}

// Where a-b meets c-d, as fractions along a-b (none, one, or the two ends
// of a shared stretch when they lie on one line).
void meetings(Vec2 a, Vec2 b, Vec2 c, Vec2 d, std::vector<double>& out) {
    Vec2 r = b - a, s = d - c;
    double denom = cross(r, s);
    double rr = dot(r, r);
    if (rr < kEps * kEps) return;
    if (std::fabs(denom) < kEps * std::sqrt(rr * dot(s, s))) {
        // Parallel: on one line, the ends of the overlap.
        if (std::fabs(cross(c - a, r)) > kEps * std::sqrt(rr)) return;
        for (Vec2 p : {c, d}) {
            double t = dot(p - a, r) / rr;
            if (t > 0.0 && t < 1.0) out.push_back(t);
        }
        return;
    }
    double t = cross(c - a, s) / denom;
    double u = cross(c - a, r) / denom;
    if (t >= -kEps && t <= 1.0 + kEps && u >= -kEps && u <= 1.0 + kEps)
        out.push_back(std::clamp(t, 0.0, 1.0));
}

double distanceToEdges(Vec2 p, const std::vector<Vec2>& poly) {
    double best = std::numeric_limits<double>::max();
    for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
        Vec2 a = poly[i], ab = poly[(i + 1) % n] - a;
        double l2 = dot(ab, ab);
        double t = l2 > 0 ? std::clamp(dot(p - a, ab) / l2, 0.0, 1.0) : 0.0;
        best = std::min(best, length(p - (a + ab * t)));
    }
    return best;
}

bool strictlyInside(Vec2 p, const std::vector<Vec2>& poly) {
    return geom::pointInPolygon(p, poly) && distanceToEdges(p, poly) > 1e-7;
}

} // namespace

RouteMap::RouteMap(std::vector<std::vector<Vec2>> obstacles) : obstacles_(std::move(obstacles)) {
    // Only an outward corner can be a turn of a shortest route.
    for (const std::vector<Vec2>& poly : obstacles_) {
        std::size_t n = poly.size();
        if (n < 3) continue;
        double winding = geom::signedArea(poly) > 0 ? 1.0 : -1.0;
        for (std::size_t i = 0; i < n; ++i) {
            Vec2 prev = poly[(i + n - 1) % n], p = poly[i], next = poly[(i + 1) % n];
            if (cross(p - prev, next - p) * winding > kEps && !blocked(p)) corners_.push_back(p);
        }
    }
    sees_.assign(corners_.size(), {});
    for (std::size_t i = 0; i < corners_.size(); ++i)
        for (std::size_t j = i + 1; j < corners_.size(); ++j)
            if (clear(corners_[i], corners_[j])) {
                sees_[i].push_back(static_cast<int>(j));
                sees_[j].push_back(static_cast<int>(i));
            }
}

bool RouteMap::blocked(Vec2 p) const {
    for (const std::vector<Vec2>& poly : obstacles_)
        if (strictlyInside(p, poly)) return true;
    return false;
}

bool RouteMap::clear(Vec2 a, Vec2 b) const {
    for (const std::vector<Vec2>& poly : obstacles_) {
        // The leg cut where it meets the outline: a piece whose middle is
        // inside runs through the obstacle.
        std::vector<double> cuts{0.0, 1.0};
        for (std::size_t i = 0, n = poly.size(); i < n; ++i)
            meetings(a, b, poly[i], poly[(i + 1) % n], cuts);
        std::sort(cuts.begin(), cuts.end());
        for (std::size_t k = 0; k + 1 < cuts.size(); ++k) {
            if (cuts[k + 1] - cuts[k] < 1e-12) continue;
            double mid = 0.5 * (cuts[k] + cuts[k + 1]);
            if (strictlyInside(a + (b - a) * mid, poly)) return false;
        }
    }
    return true;
}

Route RouteMap::route(Vec2 from, Vec2 to) const {
    Route r;
    if (blocked(from) || blocked(to)) return r;
    if (clear(from, to)) {
        r.found = true;
        r.length = length(to - from);
        r.points = {from, to};
        return r;
    }
    // Dijkstra over the corners: node k < n is corner k, n is `from`, and
    // `to` is reached from every corner that sees it.
    std::size_t n = corners_.size();
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> dist(n + 1, inf);
    std::vector<int> prev(n + 1, -1);
    std::vector<char> seesTo(n, 0);
    for (std::size_t k = 0; k < n; ++k)
        seesTo[k] = clear(corners_[k], to);
    using Item = std::pair<double, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> open;
    for (std::size_t k = 0; k < n; ++k)
        if (clear(from, corners_[k])) {
            dist[k] = length(corners_[k] - from);
            prev[k] = static_cast<int>(n);
            open.push({dist[k], static_cast<int>(k)});
        }
    double best = inf;
    int last = -1;
    while (!open.empty()) {
        auto [d, k] = open.top();
        open.pop();
        if (d > dist[std::size_t(k)] || d >= best) continue;
        if (seesTo[std::size_t(k)]) {
            double total = d + length(to - corners_[std::size_t(k)]);
            if (total < best) best = total, last = k;
        }
        for (int j : sees_[std::size_t(k)]) {
            double nd = d + length(corners_[std::size_t(j)] - corners_[std::size_t(k)]);
            if (nd < dist[std::size_t(j)]) {
                dist[std::size_t(j)] = nd;
                prev[std::size_t(j)] = k;
                open.push({nd, j});
            }
        }
    }
    if (last < 0) return r;
    r.found = true;
    r.length = best;
    r.points.push_back(to);
    for (int k = last; k != static_cast<int>(n); k = prev[std::size_t(k)])
        r.points.push_back(corners_[std::size_t(k)]);
    r.points.push_back(from);
    std::reverse(r.points.begin(), r.points.end());
    return r;
}

} // namespace guidon::core
