#include "fire_sight.h"

#include "movement.h"

#include <algorithm>
#include <cmath>

namespace guidon::lite::fire_detail {

// [SECTION] zone geometry

Frame frameAt(Vec2 o, double facing, double turn) {
    return core::stripAt(o, facing, turn, kHalf);
}

std::vector<Vec2> zonePolygon(const Frame& f, double length) {
    Vec2 a = f.o - f.n * 0.5, b = f.o + f.n * 0.5;
    return {a + f.d * length, b + f.d * length, b, a};
}

// [SECTION] what a firing base sees

std::vector<TableBase> tableBases(const GameState& s) {
    std::vector<TableBase> out;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& o = s.units[i];
        if (!o.onTable()) continue;
        auto boxes = baseBoxes(o);
        for (std::size_t k = 0; k < boxes.size(); ++k)
            out.push_back({boxes[k].centre,
                           geom::corners({boxes[k].centre, 0.5, 0.5, boxes[k].facing}),
                           static_cast<int>(i), static_cast<int>(k), o.side});
    }
    return out;
}

Sight::Sight(const GameState& s, const std::vector<TableBase>& all, int unit, int baseIndex,
             const BaseBox& base, bool artillery)
    : s_(s), artillery_(artillery) {
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    facing_ = u.facing;
    origin_ = base.centre + forwardOf(u.facing) * 0.5;
    range_ = artillery ? kBombard : kSmallArms;
    // The zone is as long as the range and its tolerance: a base whose
    // edge lies exactly at 6 (or 24) BW is in it (LL-FIRE-4). Clipped at
    // the bare range, such a base would leave a sliver of no area.
    length_ = range_ + kRuleTolerance;
    double reach = range_ + 1.5;
    geom::Box own{base.centre, 0.5, 0.5, base.facing};
    std::vector<Vec2> ownPoly = geom::corners(own);
    for (const TableBase& tb : all) {
        {
            if (tb.unit == unit && tb.base == baseIndex) continue;
            if (length(tb.centre - origin_) > reach) continue;
            Candidate c;
            c.poly = tb.poly;
            c.unit = tb.unit;
            c.base = tb.base;
            c.enemy = tb.side != u.side;
            // Behind the firing line, or wholly outside the 45 degree arc
            // (widened by the zone's half width), nothing can be in the zone.
            bool ahead = false, left = true, right = true;
            Vec2 fwd = forwardOf(facing_), side = rightOf(facing_);
            for (Vec2 v : c.poly) {
                Vec2 r = v - origin_;
                double along = dot(r, fwd), across = dot(r, side);
                ahead = ahead || along > 1e-9;
                double rho = std::max(length(r), 0.5);
                double slack = std::asin(0.5 / rho) + 1e-3;
                double bearing = std::atan2(across, along);
                left = left && bearing < -(kMaxTurn * kPi / 180.0 + slack);
                right = right && bearing > kMaxTurn * kPi / 180.0 + slack;
            }
            // LL-FIRE-4: range is measured from the firing base's front
            // edge, whichever way the zone turns. A turned zone's far
            // corners lie a little beyond its length from that edge (up
            // to sqrt(6^2 + 0.5^2) BW), and the musket carries no farther
            // for being turned: an enemy base out of range is no target.
            if (c.enemy) {
                std::vector<Vec2> edge{origin_ - side * 0.5, origin_ + side * 0.5};
                if (geom::distance(edge, c.poly) > length_) continue;
            }
            if (ahead && !left && !right) cands_.push_back(std::move(c));
        }
    }
    // Terrain that can matter: cover, crests, obstructions within reach.
    // Terrain the firing base itself stands in or touches is its own
    // cover, not something its fire crosses.
    const Battle& b = s.setup->battle;
    geom::Convex ownC{ownPoly, 0.0};
    geom::Aabb ownBox = geom::boundsOf(ownPoly);
    ownBox.grow(0.02);
    std::vector<bool> ownFeature(b.features.size(), false);
    for (const TerrainPiece& t : s.setup->terrain) {
        if (!t.bounds.overlaps(ownBox)) continue;
        if (geom::distance(ownC, t.shape) <= 0.01)
            ownFeature[static_cast<std::size_t>(t.feature)] = true;
    }
    geom::Aabb around;
    around.add(origin_);
    around.grow(reach);
    for (const TerrainPiece& t : s.setup->terrain) {
        if (!t.bounds.overlaps(around) || ownFeature[static_cast<std::size_t>(t.feature)]) continue;
        const TerrainType& ty = b.terrainTypes[static_cast<std::size_t>(t.type)];
        if (ty.cover || (artillery && ty.obstructsArtillery)) terrain_.push_back({&t, &ty});
    }
    for (std::size_t fi = 0; fi < b.features.size(); ++fi) {
        const TerrainFeature& f = b.features[fi];
        if (f.shape != FeatureShape::Hill || f.crest.size() < 2 || ownFeature[fi]) continue;
        bool crestTouchesBase = false;
        for (std::size_t i = 0; i + 1 < f.crest.size(); ++i) {
            geom::Convex seg{{f.crest[i], f.crest[i + 1]}, 0.0};
            if (!geom::boundsOf(seg.points).overlaps(ownBox)) continue;
            crestTouchesBase = crestTouchesBase || geom::distance(ownC, seg) <= 0.01;
        }
        if (!crestTouchesBase) crests_.push_back(&f.crest);
    }
}

// How far the zone reaches at this turn: artillery stops 2 BW into
// obstructing terrain (that boundary included, LL-FIRE-4) and at a crest.
double Sight::reachAt(const Frame& f) const {
    double reach = length_;
    if (!artillery_) return reach;
    for (const TerrainView& t : terrain_) {
        if (!t.type->obstructsArtillery) continue;
        double e = stripEntry(
            t.piece->shape.points.size() >= 3 ? t.piece->shape.points : widen(*t.piece), f, reach);
        if (e < kInf) reach = std::min(reach, e + kPenetration + kRuleTolerance);
    }
    for (const auto* crest : crests_)
        reach = std::min(reach, stripCrossing(*crest, f, reach));
    return reach;
}

Sight::Hit Sight::firstAt(double turn) const {
    Frame f = frameAt(origin_, facing_, turn);
    Hit best;
    for (const Candidate& c : cands_) {
        double a = stripEntry(c.poly, f, length_);
        if (a < best.along - 1e-9 ||
            (std::fabs(a - best.along) <= 1e-9 && best.c && c.enemy && !best.c->enemy)) {
            best.c = &c;
            best.along = a;
        }
    }
    if (best.along == kInf) best.c = nullptr;
    if (best.c && artillery_ && best.along >= reachAt(f))
        best = Hit{}; // beyond an obstruction or a crest
    return best;
}

bool Sight::touchesAt(const Candidate& c, double turn) const {
    Frame f = frameAt(origin_, facing_, turn);
    // Where it enters does not depend on how far the zone reaches, so
    // the terrain that may shorten the reach is looked at only when needed.
    double a = stripEntry(c.poly, f, length_);
    return a < kInf && (!artillery_ || a < reachAt(f));
}

// LL-FIRE-2: straight ahead first; else the smallest turn up to 45
// degrees either side at which an enemy base is the first one touched;
// ties go to the nearer.
//
// The smallest such turn is where some enemy base first comes into the
// zone, or where a friend that hid one leaves it. Probes are taken in
// order of turn: an enemy's entry is only worked out (by bisection) when
// a cheap lower bound says it could come before the best turn found.
bool Sight::findTarget(double& turn, Hit& hit) const {
    Hit ahead = firstAt(0.0);
    if (ahead.c) {
        turn = 0.0;
        hit = ahead;
        return ahead.c->enemy;
    }
    struct Probe {
        double key = 0.0;             // |turn|, or a lower bound of it
        double angle = 0.0;           // resolved probes: the turn to look at
        const Candidate* c = nullptr; // unresolved: an enemy whose entry is unknown
    };
    std::vector<Probe> probes;
    Vec2 fwd = forwardOf(facing_), right = rightOf(facing_);
    for (const Candidate& c : cands_) {
        if (!c.enemy) continue;
        double minBearing = kInf, nearest = kInf;
        bool pos = false, neg = false;
        for (Vec2 v : c.poly) {
            Vec2 r = v - origin_;
            double bearing = std::atan2(dot(r, right), dot(r, fwd)) * 180.0 / kPi;
            pos = pos || bearing >= 0;
            neg = neg || bearing <= 0;
            minBearing = std::min(minBearing, std::fabs(bearing));
            nearest = std::min(nearest, length(r));
        }
        double rho = std::max(0.5, nearest - 0.75);
        double bound =
            pos && neg
                ? 0.0
                : std::max(0.0, minBearing - std::asin(std::min(1.0, 0.5 / rho)) * 180.0 / kPi);
        probes.push_back({bound, 0.0, &c});
    }
    bool found = false;
    auto entryTurn = [&](const Candidate& c, double from, double to, double& at) {
        // The first turn between `from` (not touching) and `to` (touching).
        double lo = from, hi = to;
        for (int i = 0; i < 22; ++i) {
            double mid = (lo + hi) / 2.0;
            if (touchesAt(c, mid))
                hi = mid;
            else
                lo = mid;
        }
        at = hi;
    };
    while (!probes.empty()) {
        auto it =
            std::min_element(probes.begin(), probes.end(), [](const Probe& a, const Probe& b) {
                return a.key < b.key || (a.key == b.key && a.angle < b.angle);
            });
        Probe p = *it;
        probes.erase(it);
        if (found && p.key > std::fabs(turn) + 1e-4) break; // beyond a tie with the best
        if (p.c) {
            // Work out where this enemy base comes into the zone, each side.
            Vec2 centre = (p.c->poly[0] + p.c->poly[2]) * 0.5;
            double ang =
                std::atan2(dot(centre - origin_, right), dot(centre - origin_, fwd)) * 180.0 / kPi;
            for (int side : {-1, 1}) {
                double far = std::clamp(ang, -kMaxTurn, kMaxTurn);
                if (far * side <= 0) far = side * kMaxTurn;
                if (!touchesAt(*p.c, far)) {
                    far = side * kMaxTurn;
                    if (!touchesAt(*p.c, far)) continue;
                }
                double at = 0.0;
                entryTurn(*p.c, 0.0, far, at);
                probes.push_back({std::fabs(at), at, nullptr});
            }
            continue;
        }
        Hit h = firstAt(p.angle);
        if (!h.c) continue;
        if (h.c->enemy) {
            if (!found || h.along < hit.along) {
                found = true;
                turn = p.angle;
                hit = h;
            }
            continue;
        }
        // A friend hides what lies behind it: look again where it leaves the zone.
        double side = p.angle >= 0 ? 1.0 : -1.0;
        double a = p.angle, b = side * kMaxTurn;
        if (touchesAt(*h.c, b)) continue; // it blocks to the edge of the arc
        for (int i = 0; i < 22; ++i) {
            double mid = (a + b) / 2.0;
            if (touchesAt(*h.c, mid))
                a = mid;
            else
                b = mid;
        }
        probes.push_back({std::fabs(b), b, nullptr});
    }
    return found;
}

// Does the zone, up to `along`, cross cover or a crest (LL-FIRE-3)?
std::string Sight::crossesCover(double turn, double along) const {
    Frame f = frameAt(origin_, facing_, turn);
    const Battle& b = s_.setup->battle;
    for (const TerrainView& t : terrain_) {
        if (!t.type->cover) continue;
        double e = stripEntry(
            t.piece->shape.points.size() >= 3 ? t.piece->shape.points : widen(*t.piece), f, along);
        if (e < along - 1e-6) {
            const TerrainFeature& feat = b.features[static_cast<std::size_t>(t.piece->feature)];
            return feat.name.empty() ? t.type->name : feat.name;
        }
    }
    for (const auto* crest : crests_)
        if (stripCrossing(*crest, f, along) < along - 1e-6) return "the crest of a hill";
    return "";
}

// A linear feature's joint disc, as a polygon, for the projections.
std::vector<Vec2> Sight::widen(const TerrainPiece& p) {
    std::vector<Vec2> out;
    Vec2 c = p.shape.points[0];
    double r = p.shape.radius;
    for (int i = 0; i < 8; ++i) {
        double a = i * kPi / 4.0;
        out.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    return out;
}

} // namespace guidon::lite::fire_detail
