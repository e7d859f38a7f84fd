#include "state.h"

#include "core/terrain_index.h"

namespace guidon::full {

std::uint8_t traitsOf(const Battle& b, const UnitSetup& u) {
    const Side side = u.brigade >= 0 ? b.brigades[u.brigade].side : Side::Federal;
    return static_cast<std::uint8_t>((b.sides[core::index(side)].traits | u.traitsOn) &
                                     ~u.traitsOff);
}

std::shared_ptr<const Setup> makeSetup(Battle battle, Tables tables) {
    auto setup = std::make_shared<Setup>();
    setup->terrain = core::buildTerrainIndex(battle.map.features);
    // FG-CMD-1: the courier's path goes around impassable areas (rivers and
    // lakes; a road crossing a river is its bridge, FG-D-5, and the path of
    // a point may take it: the river's outline is cut there by the map's
    // author as two areas).
    std::vector<std::vector<Vec2>> obstacles;
    for (const core::TerrainFeature& f : battle.map.features)
        if (f.shape != core::FeatureShape::Linear && f.type >= 0 &&
            f.type < static_cast<int>(battle.terrain.size()) && battle.terrain[f.type].impassable)
            obstacles.push_back(f.points);
    // The table's edge bounds every path: a river drawn on past the edge is
    // not to be ridden around off the table, nor along the edge across its
    // mouth. Four walls outside the table reach a hair (kRouteEdge) onto it,
    // so a river drawn to the edge closes the way there; reachFrom keeps its
    // ends inside them.
    const double w = battle.map.width;
    const double h = battle.map.height;
    const double e = kRouteEdge;
    const double far = 4.0 * (w + h) + 1000.0;
    obstacles.push_back({{-far, -far}, {w + far, -far}, {w + far, e}, {-far, e}});
    obstacles.push_back({{-far, h - e}, {w + far, h - e}, {w + far, h + far}, {-far, h + far}});
    obstacles.push_back({{-far, -far}, {e, -far}, {e, h + far}, {-far, h + far}});
    obstacles.push_back({{w - e, -far}, {w + far, -far}, {w + far, h + far}, {w - e, h + far}});
    setup->routes = core::RouteMap(std::move(obstacles));
    setup->battle = std::move(battle);
    setup->tables = std::move(tables);
    for (int i = 0; i < static_cast<int>(setup->battle.map.features.size()); ++i) {
        const core::TerrainFeature& f = setup->battle.map.features[i];
        setup->areas.push_back(f.shape == core::FeatureShape::Linear || f.points.size() < 3
                                   ? sight_detail::Area{}
                                   : sight_detail::areaOf(i, f.points));
    }
    return setup;
}

std::string_view nameOf(Order o) {
    constexpr std::string_view words[] = {"none",  "hold",     "advance", "oblique",
                                          "wheel", "form",     "limber",  "unlimber",
                                          "detach", "recall",  "dress",   "broken",
                                          "assault"};
    return words[static_cast<int>(o)];
}

std::string_view nameOf(Clock c) {
    constexpr std::string_view words[] = {"steady", "hesitant", "broken"};
    return words[static_cast<int>(c)];
}

std::string_view nameOf(Phase p) {
    constexpr std::string_view words[] = {"command", "orders", "fire", "melee", "end"};
    return words[static_cast<int>(p)];
}

std::string_view nameOf(PendingKind k) {
    constexpr std::string_view words[] = {"division-pip", "orders", "fire", "losses", "reaction",
                                          "consolidate"};
    return words[static_cast<int>(k)];
}

std::string_view nameOf(Reaction r) {
    constexpr std::string_view words[] = {"volley", "fire", "evade", "refuse", "counter"};
    return words[static_cast<int>(r)];
}

std::string idOf(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    const UnitSetup& us = s.battle().units[u.setup];
    if (u.screenUnit() && !us.screen()) return us.id + "-s"; // made in play from its parent
    return us.id;
}

std::string nameOfUnit(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    const UnitSetup& us = s.battle().units[u.setup];
    if (u.screenUnit() && !us.screen()) return "skirmishers of the " + us.name;
    return us.name;
}

int unitById(const GameState& s, std::string_view id) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
        if (!s.units[i].removed && idOf(s, i) == id) return i;
    return -1;
}

std::string theName(std::string_view name, bool capital) {
    const std::string_view first = name.substr(0, name.find(' '));
    const bool possessive = first.size() > 2 && (first.substr(first.size() - 2) == "'s" ||
                                                  first.back() == '\'');
    std::string out(name);
    if (possessive) return out;
    if (first == "The" || first == "the") {
        out[0] = capital ? 'T' : 't';
        return out;
    }
    return (capital ? "The " : "the ") + out;
}

std::string theUnit(const GameState& s, int unit, bool capital) {
    return theName(nameOfUnit(s, unit), capital);
}

std::string theBrigade(const GameState& s, int brigade, bool capital) {
    return theName(s.battle().brigades[brigade].name, capital);
}

int brigadeById(const GameState& s, std::string_view id) {
    const auto& bs = s.battle().brigades;
    for (int i = 0; i < static_cast<int>(bs.size()); ++i)
        if (bs[i].id == id) return i;
    return -1;
}

} // namespace guidon::full
