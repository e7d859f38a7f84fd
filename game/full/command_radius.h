// Command distance and tiers (FG-CMD-1, FG-D-6): from the nearest edge of
// the brigadier's base to the centre of the unit's front edge; within 6" in
// a straight line, beyond it along the shortest path of a point around
// impassable ground (core::RouteMap), ignoring units.
#pragma once

#include "state.h"

namespace guidon::full {

// The brigadier's base is a 1" round base (FG-ORG-1).
inline constexpr double kLeaderRadius = 0.5;
// Half the side of the square a leader base is drawn and picked in.
inline constexpr double kLeaderBase = kLeaderRadius;

struct CommandReach {
    Tier tier = Tier::Out;
    double distance = 0.0; // inches, by the path that decides the tier
    bool leaderless = false; // the brigadier is gone: out of command (FG-D-23)
};

// How far `unit` is from its brigadier, and its tier.
CommandReach commandReach(const GameState& s, int unit);
Tier tierOf(const GameState& s, int unit);
// The tier of a point (a unit's front centre) from a brigade's brigadier.
CommandReach reachFrom(const GameState& s, int brigade, Vec2 point);

} // namespace guidon::full
