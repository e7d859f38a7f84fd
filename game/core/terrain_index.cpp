#include "terrain_index.h"

namespace guidon::core {

std::vector<TerrainPiece> buildTerrainIndex(const std::vector<TerrainFeature>& features) {
    std::vector<TerrainPiece> out;
    for (std::size_t f = 0; f < features.size(); ++f) {
        const TerrainFeature& feat = features[f];
        auto add = [&](geom::Convex c) {
            TerrainPiece p;
            p.feature = static_cast<int>(f);
            p.type = feat.type;
            p.bounds = geom::boundsOf(c.points);
            p.bounds.grow(c.radius);
            p.shape = std::move(c);
            out.push_back(std::move(p));
        };
        if (feat.shape == FeatureShape::Linear) {
            double h = feat.width / 2.0;
            for (std::size_t i = 0; i + 1 < feat.points.size(); ++i) {
                Vec2 a = feat.points[i], c = feat.points[i + 1];
                Vec2 d = c - a;
                double len = length(d);
                if (len < 1e-9) continue;
                Vec2 n{-d.y / len * h, d.x / len * h};
                add({{a + n, c + n, c - n, a - n}, 0.0});
            }
            // Joints: a disc of the feature's width, so a bend has no gap.
            for (std::size_t i = 1; i + 1 < feat.points.size(); ++i)
                add({{feat.points[i]}, h});
        } else {
            for (auto& tri : geom::triangulate(feat.points))
                add({tri, 0.0});
        }
    }
    return out;
}

} // namespace guidon::core
