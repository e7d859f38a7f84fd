#include "facts.h"

#include "core/geometry.h"
#include "core/terrain_index.h"
#include "lite/movement.h"
#include "lite/unit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace guidon::client {

namespace {

std::string bw(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g BW", std::round(v * 10.0) / 10.0);
    return buf;
}

std::vector<std::string> typeLines(const lite::TerrainType& t) {
    std::vector<std::string> out;
    if (t.impassable) out.push_back("Impassable: no unit may enter it.");
    const char* whom = t.difficultInfantry && t.difficultArtillery ? "infantry and artillery"
                       : t.difficultInfantry                       ? "infantry"
                                                                   : "artillery";
    if (t.difficultInfantry || t.difficultArtillery)
        out.push_back(std::string("Difficult for ") + whom +
                      ": moving in it disorders (two cards), and a unit in it is -1 to volleys, "
                      "defence and attack (LL-TERRAIN-1).");
    else if (!t.impassable)
        out.push_back("No effect on movement.");
    if (t.cover)
        out.push_back("Cover: fire across it is skirmish, 6s only (LL-FIRE-3); artillery is -1 "
                      "against a target in it.");
    if (t.obstructsArtillery) out.push_back("Obstructs artillery fire (LL-FIRE-4).");
    if (t.water) out.push_back("Water: a base standing in it cannot fire (LL-TERRAIN-2).");
    if (t.crest) out.push_back("Hill: fire does not pass over its crest line.");
    return out;
}

} // namespace

std::vector<Fact> terrainFactsAt(const lite::Setup& setup, core::Vec2 point) {
    const lite::Battle& b = setup.battle;
    std::set<int> features;
    core::geom::Convex dot;
    dot.points = {point};
    for (const core::TerrainPiece& p : setup.terrain) {
        if (point.x < p.bounds.lo.x || point.x > p.bounds.hi.x || point.y < p.bounds.lo.y ||
            point.y > p.bounds.hi.y)
            continue;
        if (core::geom::distance(dot, p.shape) <= 1e-9) features.insert(p.feature);
    }
    std::vector<Fact> out;
    for (int f : features) {
        if (f < 0 || std::size_t(f) >= b.features.size()) continue;
        const lite::TerrainFeature& feat = b.features[std::size_t(f)];
        if (feat.type < 0 || std::size_t(feat.type) >= b.terrainTypes.size()) continue;
        const lite::TerrainType& t = b.terrainTypes[std::size_t(feat.type)];
        Fact x;
        x.title = feat.name.empty() ? t.name : feat.name + " (" + t.name + ")";
        x.lines = typeLines(t);
        out.push_back(std::move(x));
    }
    return out;
}

std::vector<std::string> unitFacts(const lite::GameState& s, int unit, bool fired) {
    std::vector<std::string> out;
    if (unit < 0 || std::size_t(unit) >= s.units.size()) return out;
    const lite::Unit& u = s.units[std::size_t(unit)];
    const lite::Battle& b = s.setup->battle;
    // The terrain its bases stand in.
    std::set<int> types;
    for (const lite::BaseBox& box : lite::baseBoxes(u)) {
        core::geom::Convex c;
        c.points = core::geom::corners({box.centre, 0.5, 0.5, box.facing});
        for (const core::TerrainPiece& p : s.setup->terrain)
            if (core::geom::sharesArea(c, p.shape)) types.insert(p.type);
    }
    bool difficult = false, cover = false;
    std::string in;
    for (int t : types) {
        if (t < 0 || std::size_t(t) >= b.terrainTypes.size()) continue;
        const lite::TerrainType& ty = b.terrainTypes[std::size_t(t)];
        in += (in.empty() ? "" : ", ") + ty.name;
        difficult = difficult || lite::difficultFor(ty, u.type);
        cover = cover || ty.cover;
    }
    out.push_back(in.empty() ? "In the open." : "In " + in + ".");
    if (difficult)
        out.push_back(
            "In difficult terrain: -1 to its volleys, defence and attack (LL-TERRAIN-1).");
    if (cover) out.push_back("In cover: artillery fires at it at -1.");
    out.push_back(std::to_string(u.shownFiles()) + " wide, " + std::to_string(u.ranks()) +
                  (u.ranks() == 1 ? " rank" : " ranks") +
                  (u.dense() ? ": dense, +1 to hit it (LL-UNIT-4)." : "."));
    out.push_back("Moves " + bw(lite::moveAllowance(s, u, false)) + " (flank " +
                  bw(lite::moveAllowance(s, u, true)) + ") this turn.");
    if (u.smoke) out.push_back("Smoke: may not charge until it clears (LL-FIRE-7).");
    if (fired) out.push_back("Fired this turn.");
    if (u.acted) out.push_back("Has moved in this movement phase.");
    return out;
}

} // namespace guidon::client
