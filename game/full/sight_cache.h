// What sight's queries ask of each unit (its stands, its outline's bounds,
// its hull, its hill level), worked out once and shared by the queries of
// one batch: fireTargets asks sight about every target from one state, and
// most units are passed over in each query by the same bounds. It holds a
// reference to one unchanged state and lives no longer than the call that
// made it (a state is copied and changed freely, so nothing is kept
// between calls).
#pragma once

#include "fire_geometry.h"
#include "sight_shapes.h"
#include "state.h"

#include <cstdint>
#include <vector>

namespace guidon::full {

class SightCache {
public:
    explicit SightCache(const GameState& s);
    SightCache(const SightCache&) = delete;
    SightCache& operator=(const SightCache&) = delete;

    const GameState& state() const { return s_; }
    // standBoxes(s, unit).
    const std::vector<core::geom::Box>& stands(int unit);
    // The bounds of its outline from its front edge, frontage and depth (a
    // unit with a stand on the table): no stands built.
    const core::geom::Aabb& outlineBounds(int unit);
    // FG-D-35: the convex hull of its stands across its whole frontage,
    // open-order gaps included; null when it has fewer than 3 corners.
    const sight_detail::Convex* hull(int unit);
    // levelOf(s, unit).
    int level(int unit);
    // firingEdges(s, unit, section) (fire_geometry.h), the last shooter's.
    const std::vector<Edge>& firingEdges(int unit, int section);
    // The units that may block this viewer's lines (sight.cpp fills it; it
    // depends on the viewer alone), kept for the last viewer asked: `fresh`
    // says it is empty and must be filled.
    std::vector<int>& blockersOf(int viewer, bool& fresh);

private:
    enum : std::uint8_t { kStands = 1, kBounds = 2, kHull = 4, kLevel = 8 };
    struct Entry {
        std::uint8_t have = 0;
        bool hullOk = false;
        int level = 0;
        core::geom::Aabb bounds;
        std::vector<core::geom::Box> stands;
        sight_detail::Convex hull;
    };
    const GameState& s_;
    std::vector<Entry> units_;
    int edgesUnit_ = -1, edgesSection_ = -1;
    std::vector<Edge> edges_;
    int blockersViewer_ = -1;
    std::vector<int> blockers_;
};

} // namespace guidon::full
