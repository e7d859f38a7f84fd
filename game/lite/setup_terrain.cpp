// Pick-up battles, the terrain step (LL-SETUP-1): the pieces on the table,
// where a library piece would stand, and placing or removing one. Terrain is
// checked as the convex pieces of terrain_index.h, as the battle loader does.
#include "setup.h"
#include "setup_detail.h"

#include "core/terrain_index.h"

#include <cassert>
#include <cmath>

namespace guidon::lite {

using namespace setup_detail;

// [SECTION] terrain

std::vector<TerrainFeature> PickupSetup::tableTerrain() const {
    std::vector<TerrainFeature> out =
        rules_.terrainFixed ? rules_.terrain : std::vector<TerrainFeature>{};
    for (const PlacedPiece& p : placed_)
        out.push_back(p.feature);
    return out;
}

void PickupSetup::reindex() {
    Battle b;
    b.terrainTypes = types_;
    b.features = tableTerrain();
    index_ = buildTerrainIndex(b.features);
}

TerrainFeature PickupSetup::pieceShape(int piece, Vec2 at, double angle) const {
    assert(piece >= 0 && piece < static_cast<int>(pieces_.size()));
    const PickupPiece& p = pieces_[static_cast<std::size_t>(piece)];
    TerrainFeature f = p.feature;
    f.name = p.name;
    f.sourceLine = 0;
    for (Vec2& q : f.points)
        q = place(q, at, angle);
    for (Vec2& q : f.crest)
        q = place(q, at, angle);
    return f;
}

std::optional<Refusal> PickupSetup::checkPiece(int piece, Vec2 at, double angle) const {
    if (auto r = wrongStep(SetupStep::PlaceTerrain)) return r;
    if (piece < 0 || piece >= static_cast<int>(pieces_.size()))
        return refuse("There is no piece number " + std::to_string(piece) + " in the library.");
    if (!finite(at) || !std::isfinite(angle))
        return refuse("A piece needs a place and an angle in numbers.");
    if (std::fabs(angle) > 360.0) return refuse("A piece turns -360 to 360 degrees.");
    if (static_cast<int>(placed_.size()) >= maxPieces())
        return refuse("You may place at most " + std::to_string(maxPieces()) +
                      " terrain pieces, the sum of both rolls (" + std::to_string(roll_[0]) +
                      " + " + std::to_string(roll_[1]) + ").");
    TerrainFeature f = pieceShape(piece, at, angle);
    const std::string& name = f.name;
    std::vector<Vec2> all = f.points;
    all.insert(all.end(), f.crest.begin(), f.crest.end());
    for (Vec2 p : all)
        if (p.x < 0 || p.y < 0 || p.x > width_ || p.y > height_)
            return refuse(name + " would cross the table edge there (at " + num(p.x) + "," +
                              num(p.y) + ").",
                          p);
    // Its convex pieces against those of everything on the table already.
    Battle one;
    one.terrainTypes = types_;
    one.features = {f};
    std::size_t fixedCount = rules_.terrainFixed ? rules_.terrain.size() : 0;
    // Fences, walls, streams and roads may cross or run through other terrain
    // (a road through a wood, a fence along a road), as on real tables; two
    // areas may not lie on each other (LL-SETUP-1, our reading: docs/readings.md).
    auto linear = [&](int type) { return types_[static_cast<std::size_t>(type)].linear; };
    for (const TerrainPiece& mine : buildTerrainIndex(one.features)) {
        for (const TerrainPiece& there : index_) {
            if (!mine.bounds.overlaps(there.bounds) || !geom::sharesArea(mine.shape, there.shape))
                continue;
            std::size_t k0 = static_cast<std::size_t>(there.feature);
            const TerrainFeature& other =
                k0 < fixedCount ? rules_.terrain[k0] : placed_[k0 - fixedCount].feature;
            if (linear(f.type) || linear(other.type)) continue;
            std::size_t k = static_cast<std::size_t>(there.feature);
            std::string what = k < fixedCount
                                   ? "the scenario's terrain"
                                   : "piece " + std::to_string(k - fixedCount + 1) + " (" +
                                         placed_[k - fixedCount].feature.name + ")";
            return refuse(name + " would overlap " + what + ".", at);
        }
        // Impassable ground in an edge third could leave an army no room (LL-SETUP-1, our reading).
        if (types_[static_cast<std::size_t>(f.type)].impassable) {
            for (Edge e : {Edge::North, Edge::South}) {
                geom::Aabb t;
                t.lo = {0, e == Edge::North ? 0 : height_ * 2 / 3};
                t.hi = {width_, e == Edge::North ? height_ / 3 : height_};
                if (geom::sharesArea(mine.shape, rect(t)))
                    return refuse(name + " is impassable and may not reach into the " + nameOf(e) +
                                      " third, where an army deploys.",
                                  at);
            }
        }
    }
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::placePiece(int piece, Vec2 at, double angle) {
    if (auto r = checkPiece(piece, at, angle)) return r;
    PlacedPiece p;
    p.piece = piece;
    p.at = at;
    p.angle = angle;
    p.feature = pieceShape(piece, at, angle);
    placed_.push_back(p);
    reindex();
    add(SetupEventKind::PiecePlaced, winner_,
        title(winner_) + " places piece " + std::to_string(placed_.size()) + ", " + p.feature.name +
            " (" + pieces_[static_cast<std::size_t>(piece)].id + "), at " + num(at.x) + "," +
            num(at.y) + (angle != 0.0 ? " turned " + num(angle) + " degrees" : std::string()) + ".",
        static_cast<int>(placed_.size()) - 1);
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::removePiece(int placedIndex) {
    if (auto r = wrongStep(SetupStep::PlaceTerrain)) return r;
    if (placedIndex < 0 || placedIndex >= static_cast<int>(placed_.size()))
        return refuse("There is no placed piece number " + std::to_string(placedIndex + 1) +
                      " to remove (" + std::to_string(placed_.size()) + " are placed).");
    std::string name = placed_[static_cast<std::size_t>(placedIndex)].feature.name;
    placed_.erase(placed_.begin() + placedIndex);
    reindex();
    add(SetupEventKind::PieceRemoved, winner_,
        title(winner_) + " removes piece " + std::to_string(placedIndex + 1) + ", " + name + "; " +
            std::to_string(placed_.size()) + " remain.",
        placedIndex);
    return std::nullopt;
}

} // namespace guidon::lite
