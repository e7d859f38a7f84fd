// The terrain of a battle cut into convex pieces Box2D can test: areas and
// hills as triangles, linear features as a box per segment plus a disc at each
// joint. Built once per game (it is part of the immutable Setup).
#pragma once

#include "battle.h"
#include "geometry.h"

#include <vector>

namespace guidon::rules {

struct TerrainPiece {
    int feature = -1; // index into Battle::features
    int type = -1;    // index into Battle::terrainTypes
    geom::Convex shape;
    geom::Aabb bounds;
};

std::vector<TerrainPiece> buildTerrainIndex(const Battle& b);

// Is terrain of this type difficult for this kind of unit (LL-TERRAIN)?
bool difficultFor(const TerrainType& t, UnitType u);

} // namespace guidon::rules
