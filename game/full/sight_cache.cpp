#include "sight_cache.h"

#include "formation.h"
#include "sight.h"

namespace guidon::full {

using core::geom::Box;

SightCache::SightCache(const GameState& s) : s_(s), units_(s.units.size()) {}

const std::vector<Box>& SightCache::stands(int unit) {
    Entry& e = units_[unit];
    if (!(e.have & kStands)) {
        e.stands = standBoxes(s_, unit);
        e.have |= kStands;
    }
    return e.stands;
}

const core::geom::Aabb& SightCache::outlineBounds(int unit) {
    Entry& e = units_[unit];
    if (!(e.have & kBounds)) {
        const Unit& o = s_.units[unit];
        const double wide = frontageOf(o.formation, o.onTable()) / 2;
        const double deep = depthOf(o.formation, o.onTable());
        const Vec2 right = core::rightOf(o.facing) * wide;
        const Vec2 back = core::forwardOf(o.facing) * -deep;
        e.bounds = core::geom::boundsOf(
            {o.front - right, o.front + right, o.front - right + back, o.front + right + back});
        e.have |= kBounds;
    }
    return e.bounds;
}

const sight_detail::Convex* SightCache::hull(int unit) {
    Entry& e = units_[unit];
    if (!(e.have & kHull)) {
        e.have |= kHull;
        const Unit& o = s_.units[unit];
        const double wide = frontageOf(o.formation, o.onTable()) / 2;
        const double deep = depthOf(o.formation, o.onTable());
        const Vec2 right = core::rightOf(o.facing) * wide;
        const Vec2 back = core::forwardOf(o.facing) * -deep;
        sight_detail::Polygon pts;
        const Layout l = layoutOf(o.formation, o.onTable());
        if (l.files * l.ranks == o.onTable()) {
            // Its stands fill its outline: the hull is the outline itself,
            // corners in the order convexHull gives them.
            pts = core::geom::convexHull(
                {o.front - right, o.front + right, o.front + right + back, o.front - right + back});
        } else {
            for (const Box& box : stands(unit))
                for (Vec2 c : core::geom::corners(box))
                    pts.push_back(c);
            pts = core::geom::convexHull(std::move(pts));
        }
        e.hullOk = pts.size() >= 3;
        if (e.hullOk) e.hull = sight_detail::prepare(std::move(pts));
    }
    return e.hullOk ? &e.hull : nullptr;
}

const std::vector<Edge>& SightCache::firingEdges(int unit, int section) {
    if (unit != edgesUnit_ || section != edgesSection_) {
        edges_ = full::firingEdges(s_, unit, section);
        edgesUnit_ = unit;
        edgesSection_ = section;
    }
    return edges_;
}

std::vector<int>& SightCache::blockersOf(int viewer, bool& fresh) {
    fresh = viewer != blockersViewer_;
    if (fresh) {
        blockers_.clear();
        blockersViewer_ = viewer;
    }
    return blockers_;
}

int SightCache::level(int unit) {
    Entry& e = units_[unit];
    if (!(e.have & kLevel)) {
        e.level = levelOf(s_, unit);
        e.have |= kLevel;
    }
    return e.level;
}

} // namespace guidon::full
