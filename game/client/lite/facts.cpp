#include "facts.h"

#include "client/lengths.h"
#include "core/geometry.h"
#include "core/terrain_index.h"
#include "lite/movement.h"
#include "lite/rule_facts.h"
#include "lite/ruleset.h"

#include <cmath>
#include <cstdio>
#include <set>

namespace guidon::client {

namespace {

// To a tenth, halves away from zero (std::round), in the battle's unit.
std::string bw(double v) {
    return shortLengthText(std::round(v * 10.0) / 10.0, lite::ruleset().length, 1);
}

// A rule fact as the tooltip writes it: "sentence (rule)."
std::string line(const lite::RuleFact& f) {
    return f.text + " (" + f.rule + ").";
}

std::vector<std::string> lines(const std::vector<lite::RuleFact>& facts) {
    std::vector<std::string> out;
    for (const lite::RuleFact& f : facts)
        out.push_back(line(f));
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
        x.lines = lines(lite::terrainEffects(t));
        out.push_back(std::move(x));
    }
    return out;
}

std::vector<std::string> unitFacts(const lite::GameState& s, int unit, bool fired) {
    std::vector<std::string> out;
    if (unit < 0 || std::size_t(unit) >= s.units.size()) return out;
    const lite::Unit& u = s.units[std::size_t(unit)];
    const lite::Battle& b = s.setup->battle;
    // The terrain its bases stand in, and what the rules make of it.
    std::string in;
    for (int t : lite::groundOf(s, unit).types)
        in += (in.empty() ? "" : ", ") + b.terrainTypes[std::size_t(t)].name;
    out.push_back(in.empty() ? "In the open." : "In " + in + ".");
    out.push_back(std::to_string(u.shownFiles()) + " wide, " + std::to_string(u.ranks()) +
                  (u.ranks() == 1 ? " rank." : " ranks."));
    for (const std::string& l : lines(lite::unitEffects(s, unit)))
        out.push_back(l);
    out.push_back("Moves " + bw(lite::moveAllowance(s, u, false)) + " (flank " +
                  bw(lite::moveAllowance(s, u, true)) + ") this turn.");
    if (fired) out.push_back("Fired this turn.");
    if (u.acted) out.push_back("Has moved in this movement phase.");
    return out;
}

} // namespace guidon::client
