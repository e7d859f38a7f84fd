#include "command_radius.h"

#include "formation.h"

#include <algorithm>

namespace guidon::full {

CommandReach reachFrom(const GameState& s, int brigade, Vec2 point) {
    const Brigade& b = s.brigades[brigade];
    const Tables& t = s.tables();
    CommandReach r;
    if (b.leaderGone) { // FG-D-23: until the replacement, 12-24"
        r.tier = Tier::Distant;
        r.leaderless = true;
        return r;
    }
    // FG-CMD-1: from the nearest edge of his round base.
    const double straight = std::max(0.0, length(point - b.leader) - kLeaderRadius);
    if (straight <= t.bugle + kTolerance) { // FG-D-1: "0-6" includes 6
        r.tier = Tier::Bugle;
        r.distance = straight;
        return r;
    }
    // FG-D-6: beyond 6" every tier goes by the shortest path of a point
    // around impassable ground, from the nearest point of his base.
    // Both ends a little inside the walls the routes keep to the table by
    // (makeSetup): a unit's front on the table's very edge is still reached.
    const auto& map = s.battle().map;
    auto onTable = [&](Vec2 p) {
        const double in = 2.0 * kRouteEdge;
        return Vec2{std::clamp(p.x, in, std::max(in, map.width - in)),
                    std::clamp(p.y, in, std::max(in, map.height - in))};
    };
    core::Route route = s.setup->routes.route(onTable(b.leader), onTable(point));
    if (!route.found) {
        r.tier = Tier::Out;
        r.distance = straight;
        return r;
    }
    r.distance = std::max(0.0, route.length - kLeaderRadius);
    if (r.distance <= t.courier + kTolerance)
        r.tier = Tier::Courier;
    else if (r.distance <= t.distant + kTolerance)
        r.tier = Tier::Distant;
    else
        r.tier = Tier::Out;
    return r;
}

CommandReach commandReach(const GameState& s, int unit) {
    return reachFrom(s, s.units[unit].brigade, s.units[unit].front);
}

Tier tierOf(const GameState& s, int unit) {
    return commandReach(s, unit).tier;
}

} // namespace guidon::full
