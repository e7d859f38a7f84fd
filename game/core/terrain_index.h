// The terrain of a battle cut into convex pieces Box2D can test: areas and
// hills as triangles, linear features as a box per segment plus a disc at each
// joint. Built once per game (it is part of the immutable Setup).
#pragma once

#include "geometry.h"
#include "map.h"

#include <vector>

namespace guidon::core {

struct TerrainPiece {
    int feature = -1; // index into the features
    int type = -1;    // index into the battle's terrain types
    geom::Convex shape;
    geom::Aabb bounds;
};

std::vector<TerrainPiece> buildTerrainIndex(const std::vector<TerrainFeature>& features);

} // namespace guidon::core
