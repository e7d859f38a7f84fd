#include "terrain_layer.h"

#include "lengths.h"

#include "core/geometry.h"
#include "palette.h"

#include <algorithm>
#include <cmath>

namespace guidon::client {

using core::Vec2;
namespace geom = core::geom;

namespace {

// [SECTION] Helpers

sf::Vector2f sfv(Vec2 v) {
    return {float(v.x), float(v.y)};
}

std::vector<sf::Vector2f> sfPoints(const std::vector<Vec2>& pts) {
    std::vector<sf::Vector2f> out;
    out.reserve(pts.size());
    for (Vec2 p : pts)
        out.push_back(sfv(p));
    return out;
}

// Triangles of a simple polygon as a flat list; `covered` is the area they
// cover, to check the triangulation against the outline's own area.
std::vector<sf::Vector2f> triangles(const std::vector<Vec2>& poly, double& covered) {
    std::vector<sf::Vector2f> out;
    covered = 0.0;
    for (const auto& t : geom::triangulate(poly)) {
        if (t.size() != 3) continue;
        covered += std::fabs(geom::signedArea(t));
        for (Vec2 p : t)
            out.push_back(sfv(p));
    }
    return out;
}

// Deterministic jitter: a value in [0, 1) from three integers.
float hash01(int a, int b, int c) {
    std::uint32_t h = std::uint32_t(a) * 0x9E3779B1u ^ std::uint32_t(b) * 0x85EBCA77u ^
                      std::uint32_t(c) * 0xC2B2AE3Du;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return float(h & 0xFFFFFFu) / float(0x1000000);
}

double distanceToEdges(Vec2 p, const std::vector<Vec2>& poly) {
    double best = 1e9;
    for (std::size_t i = 0, n = poly.size(); i < n; ++i) {
        Vec2 a = poly[i], b = poly[(i + 1) % n];
        Vec2 ab = b - a;
        double l2 = core::dot(ab, ab);
        double t = l2 > 0 ? std::clamp(core::dot(p - a, ab) / l2, 0.0, 1.0) : 0.0;
        best = std::min(best, core::length(p - (a + ab * t)));
    }
    return best;
}

// Grid points inside `poly` at least `margin` from its edges, rows offset by
// half a step, each nudged by up to `jitter` (fractions of the step).
std::vector<Vec2> scatter(const std::vector<Vec2>& poly, double step, double jitter, double margin,
                          int salt) {
    std::vector<Vec2> out;
    double x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9;
    for (Vec2 p : poly) {
        x0 = std::min(x0, p.x), y0 = std::min(y0, p.y);
        x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
    }
    int rows = int((y1 - y0) / step) + 2, cols = int((x1 - x0) / step) + 2;
    for (int j = 0; j < rows; ++j) {
        for (int i = 0; i < cols; ++i) {
            Vec2 p{x0 + (i + (j % 2 ? 0.5 : 0.0)) * step, y0 + j * step * 0.87};
            p.x += (hash01(i, j, salt) - 0.5) * 2.0 * jitter * step;
            p.y += (hash01(i, j, salt + 7) - 0.5) * 2.0 * jitter * step;
            if (geom::pointInPolygon(p, poly) && distanceToEdges(p, poly) >= margin)
                out.push_back(p);
        }
    }
    return out;
}

// The outline moved `d` inward (mitred corners, mitres capped), or empty when
// the result would not be a clean polygon inside the original: a contour line
// for a hill's upper slope.
std::vector<Vec2> inset(const std::vector<Vec2>& poly, double d) {
    std::size_t n = poly.size();
    if (n < 3) return {};
    // Inward normal of an edge (a,b): left or right of it, by the winding.
    double sign = geom::signedArea(poly) > 0 ? 1.0 : -1.0;
    auto normal = [&](Vec2 a, Vec2 b) {
        Vec2 e = b - a;
        double l = core::length(e);
        if (l < 1e-9) return Vec2{0, 0};
        return Vec2{-e.y / l * sign, e.x / l * sign};
    };
    std::vector<Vec2> out;
    for (std::size_t i = 0; i < n; ++i) {
        Vec2 prev = poly[(i + n - 1) % n], cur = poly[i], next = poly[(i + 1) % n];
        Vec2 n1 = normal(prev, cur), n2 = normal(cur, next);
        Vec2 bis = n1 + n2;
        double bl = core::length(bis);
        if (bl < 1e-6) return {};
        bis = bis * (1.0 / bl);
        double cosHalf = core::dot(bis, n1);
        double miter = d / std::max(0.4, cosHalf);
        out.push_back(cur + bis * miter);
    }
    if (geom::selfIntersects(out, true)) return {};
    if (geom::signedArea(out) * geom::signedArea(poly) <= 0) return {};
    if (std::fabs(geom::signedArea(out)) < 0.5) return {};
    for (Vec2 p : out)
        if (!geom::pointInPolygon(p, poly)) return {};
    return out;
}

} // namespace

// [SECTION] Build

void TerrainLayer::build(const core::BattleMap& map, std::vector<std::string>& warnings) {
    pieces_.clear();
    int index = 0;
    for (const core::TerrainFeature& f : map.features) {
        ++index;
        if (f.type < 0 || std::size_t(f.type) >= map.kinds.size()) continue;
        const core::TerrainKind& t = map.kinds[std::size_t(f.type)];
        const core::TerrainPattern pattern = t.look.pattern;
        Piece p;
        p.fill = palette::rgba(t.look.fill);
        p.edge = palette::rgba(t.look.outline);
        p.outline = sfPoints(f.points);
        if (f.shape == core::FeatureShape::Linear) {
            p.width = float(f.width);
            if (pattern == core::TerrainPattern::Fence)
                p.style = Style::Fence;
            else if (pattern == core::TerrainPattern::Wall)
                p.style = Style::Wall;
            else if (pattern == core::TerrainPattern::Stream)
                p.style = Style::Stream;
            else if (pattern == core::TerrainPattern::Road)
                p.style = Style::Road;
            else
                p.style = Style::Line;
            // Water under roads, roads under fences and walls.
            p.order = p.style == Style::Stream ? 10 : p.style == Style::Road ? 11 : 12;
            pieces_.push_back(std::move(p));
            continue;
        }

        double covered = 0.0;
        p.triangles = triangles(f.points, covered);
        double area = std::fabs(geom::signedArea(f.points));
        if (std::fabs(covered - area) > 0.01 * area + 1e-6)
            warnings.push_back(map.file + ":" + std::to_string(f.sourceLine) +
                               ": terrain outline '" + (f.name.empty() ? t.id : f.name) +
                               "' triangulated to " + std::to_string(covered) + " of its " +
                               std::to_string(area) + " " + unitWords(unitOf(map), true) +
                               "; it may be drawn with gaps");

        if (f.shape == core::FeatureShape::Hill) {
            p.style = Style::Hill;
            p.order = 0;
            // Contours at 0.9 and 1.9 BW inside the foot of the slope, where
            // the outline allows.
            for (double d : {0.9, 1.9}) {
                std::vector<Vec2> in = inset(f.points, d);
                if (in.empty()) break;
                double c = 0.0;
                p.levelTris.push_back(triangles(in, c));
                p.levels.push_back(sfPoints(in));
            }
            p.crest = sfPoints(f.crest);
            pieces_.push_back(std::move(p));
            continue;
        }

        p.order = 1;
        if (pattern == core::TerrainPattern::Woods) {
            p.style = Style::Woods;
            // Tree crowns: a shadow, the crown, a lit side toward the north-west.
            for (Vec2 q : scatter(f.points, 1.0, 0.22, 0.55, index * 31)) {
                float r = 0.42f + 0.16f * hash01(int(q.x * 97), int(q.y * 89), index);
                int shade = 6 + int(14 * hash01(int(q.x * 13), int(q.y * 17), index + 3));
                sf::Vector2f c = sfv(q);
                p.dots.push_back(
                    {c + sf::Vector2f(0.08f, 0.1f), r, palette::scale(p.fill, 0.72f), false, true});
                p.dots.push_back({c, r, palette::shift(p.fill, shade), false});
                p.dots.push_back({c - sf::Vector2f(0.3f, 0.3f) * r, r * 0.45f,
                                  palette::shift(p.fill, shade + 7), true});
            }
        } else if (pattern == core::TerrainPattern::Orchard) {
            p.style = Style::Orchard;
            for (Vec2 q : scatter(f.points, 1.2, 0.04, 0.35, index * 31)) {
                sf::Vector2f c = sfv(q);
                p.dots.push_back({c + sf::Vector2f(0.06f, 0.08f), 0.27f,
                                  palette::scale(p.fill, 0.6f), false, true});
                p.dots.push_back({c, 0.27f, palette::scale(p.fill, 0.78f), false});
                p.dots.push_back(
                    {c - sf::Vector2f(0.06f, 0.06f), 0.12f, palette::shift(p.fill, 18), true});
            }
        } else if (pattern == core::TerrainPattern::Rough) {
            p.style = Style::Rough;
            for (Vec2 q : scatter(f.points, 0.75, 0.45, 0.15, index * 31)) {
                float r = 0.06f + 0.07f * hash01(int(q.x * 53), int(q.y * 61), index);
                bool light = hash01(int(q.x * 7), int(q.y * 11), index) < 0.35f;
                p.dots.push_back({sfv(q), r, light ? palette::shift(p.fill, 30) : p.edge, false});
            }
        } else if (pattern == core::TerrainPattern::Buildings) {
            p.style = Style::Buildings;
            p.order = 2;
            // A roof ridge along the longest side, through the middle.
            std::size_t n = f.points.size(), longest = 0;
            double best = 0;
            Vec2 mid{0, 0};
            for (std::size_t i = 0; i < n; ++i) {
                double l = core::length(f.points[(i + 1) % n] - f.points[i]);
                if (l > best) best = l, longest = i;
                mid = mid + f.points[i] * (1.0 / double(n));
            }
            Vec2 dir =
                (f.points[(longest + 1) % n] - f.points[longest]) * (1.0 / std::max(best, 1e-9));
            Vec2 a = mid - dir * (best * 0.38), b = mid + dir * (best * 0.38);
            if (geom::pointInPolygon(a, f.points) && geom::pointInPolygon(b, f.points))
                p.ridge = {sfv(a), sfv(b)};
        } else if (pattern == core::TerrainPattern::Water) {
            p.style = Style::Water;
        }
        pieces_.push_back(std::move(p));
    }
    std::stable_sort(pieces_.begin(), pieces_.end(),
                     [](const Piece& a, const Piece& b) { return a.order < b.order; });
}

// [SECTION] Paint

void TerrainLayer::paint(engine::Canvas& c, bool cheap) const {
    for (const Piece& p : pieces_) {
        if (p.style == Style::Road || p.style == Style::Stream || p.style == Style::Fence ||
            p.style == Style::Wall || p.style == Style::Line)
            paintLinear(c, p);
        else
            paintArea(c, p, cheap);
    }
}

void TerrainLayer::paintArea(engine::Canvas& c, const Piece& p, bool cheap) const {
    float zoom = c.camera().zoom();
    c.triangles(p.triangles, p.fill);
    if (p.style == Style::Hill) {
        // Each contour up the slope a little lighter, like a shaded relief.
        for (std::size_t i = 0; i < p.levels.size(); ++i)
            c.triangles(p.levelTris[i], palette::shift(p.fill, 9 * int(i + 1)));
        for (const auto& level : p.levels)
            c.polyline(level, 1.f, palette::withAlpha(p.edge, 170), true);
        c.polyline(p.outline, 1.6f, p.edge, true);
        float w = std::clamp(zoom * 0.11f, 2.f, 4.f);
        c.dashed(p.crest, w, w * 3.5f, w * 2.f, palette::scale(p.edge, 0.55f));
        return;
    }
    bool details = zoom >= 9.f && !cheap;
    for (const Dot& d : p.dots)
        if ((!d.detail || details) && !(cheap && d.shade)) c.disc(d.at, d.radius, d.colour);
    float edgeW = p.style == Style::Buildings ? 2.f : 1.5f;
    c.polyline(p.outline, edgeW, p.edge, true);
    if (!p.ridge.empty()) c.polyline(p.ridge, std::max(1.5f, zoom * 0.06f), p.edge);
}

void TerrainLayer::paintLinear(engine::Canvas& c, const Piece& p) const {
    float zoom = c.camera().zoom();
    float w = std::max(p.width * zoom, p.style == Style::Fence ? 1.5f : 2.f);
    switch (p.style) {
    case Style::Fence: {
        c.polyline(p.outline, w, p.fill, false, true);
        // Posts every 0.7 BW along the rails.
        float postPx = std::max(1.4f, zoom * 0.07f);
        float walked = 0.f, next = 0.f;
        for (std::size_t i = 0; i + 1 < p.outline.size(); ++i) {
            sf::Vector2f a = p.outline[i], d = p.outline[i + 1] - a;
            float l = std::sqrt(d.x * d.x + d.y * d.y);
            for (; next <= walked + l && l > 1e-6f; next += 0.7f)
                c.discPx(a + d * ((next - walked) / l), postPx, p.edge);
            walked += l;
        }
        break;
    }
    case Style::Stream:
        c.polyline(p.outline, w + 2.f, p.edge);
        c.polyline(p.outline, w, p.fill);
        if (w > 6.f)
            c.polyline(p.outline, std::max(1.f, w * 0.18f),
                       palette::withAlpha(palette::shift(p.fill, 40), 140));
        break;
    default:
        c.polyline(p.outline, w + 2.f, p.edge);
        c.polyline(p.outline, w, p.fill);
        break;
    }
}

} // namespace guidon::client
