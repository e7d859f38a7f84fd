// The Scene (movement_detail.h): one move held against the table, the other
// units and the terrain near it. Units are gathered once as blocks with
// bounds, terrain pieces by their bounds; only pieces whose bounds meet go to
// Box2D's exact tests.
#include "movement_detail.h"

#include "command_radius.h"
#include "formation.h"

#include <algorithm>
#include <cmath>

namespace guidon::full::move_detail {

namespace {

// The table's edge allows a hair of rounding (a unit flush with the edge
// stays on the table).
constexpr double kEdge = 1e-6;

bool wanted(const TerrainRules& t) {
    return t.impassable || t.obstacle || t.road || (!t.linear && t.going == Going::Woods);
}

// A rough bound of a unit, cheap enough to skip most units before blocks.
geom::Aabb roughBounds(const Unit& u) {
    const double r = frontageOf(u.formation, u.onTable()) + depthOf(u.formation, u.onTable());
    geom::Aabb a;
    a.add(u.front);
    a.grow(r);
    return a;
}

double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}

// FG-D-27: `q` is inside `c` by more than `margin` (a stand's centre on a
// road's edge has half the stand off it: a column two stands wide centred on
// a 1" road is not on the road).
bool wellInside(Vec2 q, const geom::Convex& c, double margin) {
    if (c.points.size() == 1) return length(q - c.points[0]) < c.radius - margin;
    double area = 0.0;
    for (std::size_t i = 0; i < c.points.size(); ++i)
        area += cross(c.points[i], c.points[(i + 1) % c.points.size()]);
    if (std::fabs(area) < 1e-12) return false;
    for (std::size_t i = 0; i < c.points.size(); ++i) {
        const Vec2 a = c.points[i], b = c.points[(i + 1) % c.points.size()];
        const double len = length(b - a);
        if (len < 1e-12) continue;
        if (cross(b - a, q - a) / len * (area > 0 ? 1.0 : -1.0) <= margin) return false;
    }
    return true;
}

// FG-D-26: a point's step p->q crosses the line a->b. Half-open: a point on
// the line counts as past it, so a stand stopped on a fence pays once,
// whether it stopped there this move or moves off it the next.
bool crosses(Vec2 p, Vec2 q, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const bool sp = cross(ab, p - a) >= 0.0, sq = cross(ab, q - a) >= 0.0;
    if (sp == sq) return false;
    const double denom = cross(q - p, ab);
    if (std::fabs(denom) < 1e-12) return false;
    const double u = cross(a - p, q - p) / denom; // along a->b
    return u >= -1e-9 && u <= 1.0 + 1e-9;
}

// Poses along a path, no two more than `stepInches` (a straight run) or
// `stepDeg` apart, the farthest point of a body `reach` from a turn's pivot.
std::vector<Pose> chain(Pose p, const std::vector<Segment>& path, double stepInches, double reach) {
    std::vector<Pose> out{p};
    for (const Segment& s : path) {
        double moved =
            s.turn ? (reach + length(p.front - s.pivot)) * std::fabs(s.degrees) * core::kPi / 180.0
                   : length(s.move);
        int n = std::max(1, static_cast<int>(std::ceil(moved / stepInches)));
        if (s.turn) n = std::max(n, static_cast<int>(std::ceil(std::fabs(s.degrees) / 3.0)));
        for (int i = 1; i <= n; ++i)
            out.push_back(along(p, s, static_cast<double>(i) / n));
        p = along(p, s, 1.0);
    }
    return out;
}

// The points `local` of a body (x across to the right, y back from the
// front edge) placed at each pose: one sine and cosine a pose.
std::vector<std::vector<Vec2>> placed(const std::vector<Pose>& poses,
                                      const std::vector<Vec2>& local) {
    std::vector<std::vector<Vec2>> out(poses.size());
    for (std::size_t i = 0; i < poses.size(); ++i) {
        const Vec2 r = core::rightOf(poses[i].facing), f = core::forwardOf(poses[i].facing);
        out[i].reserve(local.size());
        for (Vec2 q : local)
            out[i].push_back(poses[i].front + r * q.x - f * q.y);
    }
    return out;
}

} // namespace

Scene::Scene(const GameState& s, int mover, geom::Aabb region, int ignore) : s_(s) {
    region.grow(0.05);
    region_ = region;
    const Side side = mover >= 0 ? s.sideOf(mover) : Side::Federal;
    side_ = side;
    std::vector<geom::Convex> start;
    if (mover >= 0 && !s.units[mover].removed)
        for (const geom::Box& b : blocksOf(bodyOf(s.units[mover]), poseOf(s.units[mover])))
            start.push_back({geom::corners(b), 0.0});
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        if (i == mover || i == ignore || u.removed || u.onTable() <= 0) continue;
        if (!roughBounds(u).overlaps(region)) continue;
        for (const geom::Box& b : blocksOf(bodyOf(u), poseOf(u))) {
            Blocker k;
            k.shape = {geom::corners(b), 0.0};
            k.bounds = geom::boundsOf(k.shape.points);
            if (!k.bounds.overlaps(region)) continue;
            k.unit = i;
            k.enemy = mover >= 0 && s.sideOf(i) != side;
            for (const geom::Convex& c : start)
                if (k.enemy && geom::distance(c, k.shape) <= kContact) k.touching = true;
            blockers_.push_back(std::move(k));
        }
    }
    const auto& types = s.battle().terrain;
    for (const core::TerrainPiece& t : s.setup->terrain)
        if (t.type >= 0 && t.type < static_cast<int>(types.size()) && wanted(types[t.type]) &&
            t.bounds.overlaps(region))
            terrain_.push_back(&t);
}

void Scene::setSide(Side side) {
    side_ = side;
    for (Blocker& b : blockers_)
        b.enemy = s_.sideOf(b.unit) != side;
}

bool Scene::offTable(const Piece& p, double slack) const {
    const auto& map = s_.battle().map;
    return p.bounds.lo.x < -slack || p.bounds.lo.y < -slack || p.bounds.hi.x > map.width + slack ||
           p.bounds.hi.y > map.height + slack;
}

Finding Scene::path(const std::vector<Piece>& pieces, std::vector<int>* friends, bool table) const {
    const auto& types = s_.battle().terrain;
    for (const Piece& p : pieces) {
        if (table && offTable(p, kGraze)) return {Hit::Table, -1, -1};
        geom::Aabb near = p.bounds;
        near.grow(kContact);
        for (const Blocker& b : blockers_) {
            if (!b.bounds.overlaps(near)) continue;
            if (b.enemy) {
                // FG-MOVE-5: no contact; an enemy it already touched may not be overlapped.
                const bool hit = b.touching ? geom::sharesArea(p.shape, b.shape)
                                            : geom::distance(p.shape, b.shape) <= kContact;
                if (hit) return {Hit::Enemy, b.unit, -1};
            } else if (friends &&
                       std::find(friends->begin(), friends->end(), b.unit) == friends->end() &&
                       geom::penetration(p.shape, b.shape) > (p.turn ? kGraze : kContact)) {
                friends->push_back(b.unit);
            }
        }
        for (const core::TerrainPiece* t : terrain_) {
            if (!types[t->type].impassable || !t->bounds.overlaps(p.bounds)) continue;
            if (geom::sharesArea(p.shape, t->shape)) return {Hit::Impassable, -1, t->feature};
        }
    }
    return {};
}

Finding Scene::end(const Body& body, Pose pose) const {
    const auto& types = s_.battle().terrain;
    for (const Piece& p : standing(body, pose)) {
        if (offTable(p, kEdge)) return {Hit::Table, -1, -1};
        geom::Aabb near = p.bounds;
        near.grow(kContact);
        for (const Blocker& b : blockers_) {
            if (!b.bounds.overlaps(near)) continue;
            if (geom::sharesArea(p.shape, b.shape)) return {Hit::Unit, b.unit, -1}; // FG-D-36
            if (b.enemy && !b.touching && geom::distance(p.shape, b.shape) <= kContact)
                return {Hit::Enemy, b.unit, -1}; // FG-MOVE-5
        }
        for (const core::TerrainPiece* t : terrain_) {
            if (!types[t->type].impassable || !t->bounds.overlaps(p.bounds)) continue;
            if (geom::sharesArea(p.shape, t->shape)) return {Hit::Impassable, -1, t->feature};
        }
    }
    return {};
}

GoingFound Scene::going(const Body& body, Pose pose, const std::vector<Segment>& path,
                        const std::vector<Piece>& pieces) const {
    GoingFound g;
    const auto& types = s_.battle().terrain;
    const geom::Aabb all = boundsOf(pieces);
    std::vector<const core::TerrainPiece*> roads;
    std::vector<int> lines; // obstacle features near
    for (const core::TerrainPiece* t : terrain_) {
        if (!t->bounds.overlaps(all)) continue;
        const TerrainRules& type = types[t->type];
        if (type.road) roads.push_back(t);
        if (type.obstacle && std::find(lines.begin(), lines.end(), t->feature) == lines.end())
            lines.push_back(t->feature);
        // FG-D-5: the woods/rough rate when any stand overlaps such ground at
        // its start, along its path or at its end (the sweep holds all three).
        if (!g.woods && !type.linear && type.going == Going::Woods)
            for (const Piece& p : pieces)
                if (p.bounds.overlaps(t->bounds) && geom::sharesArea(p.shape, t->shape)) {
                    g.woods = true;
                    break;
                }
    }
    if (roads.empty() && lines.empty()) return g;

    // The stands' centres in the body's own frame (x right, y back).
    std::vector<Vec2> centres;
    for (const geom::Box& b : standBoxes(body.formation, body.stands, {0.0, 0.0}, 0.0))
        centres.push_back(b.centre);
    double reach = 0.0;
    for (Vec2 c : centres)
        reach = std::max(reach, length(c) + 1.0);

    // FG-D-26: a stand crosses a line when its centre, or either end of the
    // bar across its middle, steps over the line's centre.
    if (!lines.empty()) {
        std::vector<Vec2> tracks;
        for (Vec2 c : centres)
            for (double dx : {-0.5, 0.0, 0.5})
                tracks.push_back({c.x + dx, c.y});
        const auto at = placed(chain(pose, path, 1e9, reach), tracks);
        for (int f : lines) {
            const std::vector<Vec2>& pts = s_.battle().map.features[f].points;
            geom::Aabb fb = geom::boundsOf(pts);
            bool crossed = false;
            for (std::size_t i = 1; i < at.size() && !crossed; ++i)
                for (std::size_t t = 0; t < tracks.size() && !crossed; ++t) {
                    const Vec2 p = at[i - 1][t], q = at[i][t];
                    geom::Aabb step;
                    step.add(p);
                    step.add(q);
                    if (!step.overlaps(fb)) continue;
                    for (std::size_t k = 1; k < pts.size() && !crossed; ++k)
                        crossed = crosses(p, q, pts[k - 1], pts[k]);
                }
            if (crossed) g.obstacles.push_back(f);
        }
    }

    // FG-D-27: the road rate when every stand's centre stays on a road the
    // whole move (checked every quarter inch). Following a road's bends is
    // the road march's (movement_road.cpp), which holds its stands on it.
    if (!roads.empty()) {
        g.road = true;
        for (const std::vector<Vec2>& at : placed(chain(pose, path, 0.25, reach), centres))
            for (Vec2 q : at)
                if (!onRoad(q)) {
                    g.road = false;
                    return g;
                }
    }
    return g;
}

bool Scene::onRoad(Vec2 q, int feature) const {
    const auto& types = s_.battle().terrain;
    for (const core::TerrainPiece* t : terrain_)
        if (types[t->type].road && (feature < 0 || t->feature == feature) &&
            q.x >= t->bounds.lo.x && q.x <= t->bounds.hi.x && q.y >= t->bounds.lo.y &&
            q.y <= t->bounds.hi.y && wellInside(q, t->shape, kOnRoad))
            return true;
    return false;
}

std::vector<int> Scene::leadersTouched(const std::vector<Piece>& pieces) const {
    std::vector<int> out;
    for (int b = 0; b < static_cast<int>(s_.brigades.size()); ++b) {
        const Brigade& br = s_.brigades[b];
        if (br.leaderGone || br.attached >= 0 || s_.sideOfBrigade(b) == side_) continue;
        const geom::Convex base{{br.leader}, kLeaderRadius};
        geom::Aabb bb;
        bb.add(br.leader);
        bb.grow(kLeaderRadius + kContact);
        if (!bb.overlaps(region_)) continue;
        for (const Piece& p : pieces)
            if (p.bounds.overlaps(bb) && geom::distance(p.shape, base) <= kContact) {
                out.push_back(b);
                break;
            }
    }
    return out;
}

std::string Scene::describe(const Finding& f) const {
    const Battle& b = s_.battle();
    switch (f.hit) {
    case Hit::Table:
        return "would leave the table";
    case Hit::Enemy:
        return "would touch the enemy " + nameOfUnit(s_, f.unit);
    case Hit::Impassable: {
        const core::TerrainFeature& feat = b.map.features[f.feature];
        const std::string type = b.terrain[feat.type].name;
        return "would enter impassable ground (" + (feat.name.empty() ? type : feat.name) + ")";
    }
    case Hit::Unit:
        return "would end on the " + nameOfUnit(s_, f.unit);
    case Hit::None:
        break;
    }
    return "";
}

} // namespace guidon::full::move_detail
