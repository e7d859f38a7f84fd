// The movement phase (LL-MOVE 1-7, the movement parts of LL-TERRAIN and
// LL-UNIT): checking and applying one unit's move or formation change, and the
// queries the window and the AI ask while a player drags a unit.
//
// Every path is checked continuously: a straight or oblique segment sweeps the
// convex hull of the unit's footprint at its two ends; a wheel sweeps a chain
// of hulls with a skin as thick as the arc's bulge, so nothing between two
// steps is ever left unchecked (see geometry.h).
#pragma once

#include "command.h"
#include "core/geometry.h"
#include "state.h"

#include <string>
#include <vector>

namespace guidon::lite {

struct Pose {
    Vec2 front;
    double facing = 0.0;
};

// The pose after fraction t (0..1) of a segment started from pose p: wheels
// turn about the front corner on their side (LL-MOVE-2).
Pose poseAlong(const Unit& u, Pose p, const MoveSegment& s, double t);

// The unit's ground as one or two boxes: the full ranks, and a partial rear
// rank if there is one. A limbered battery is its one limber base.
std::vector<geom::Box> footprint(const Unit& u);

// LL-MOVE-1: infantry 4 BW, limbered artillery 6 BW, unlimbered guns 0.
double baseAllowance(const Unit& u);
// LL-MOVE-3: halved first for a flank move, then card bonuses (Quickstep) added.
double moveAllowance(const GameState& s, const Unit& u, bool flank);

// What a March or Form command would do: legal or why not (with the point on
// the table where it stops being legal), its cost, whether it disorders.
struct MoveReport {
    bool legal = false;
    Refusal refusal;
    double cost = 0.0;
    double allowance = 0.0;
    bool flank = false;
    bool disorder = false;      // the phase must have been invoked with two cards (LL-MOVE-7)
    std::string disorderReason; // what disorders, in a player's words
    bool passesFriends = false; // interpenetration (LL-MOVE-6)
    Unit result;                // the unit as it would stand afterwards
    std::vector<Pose> poses;    // after the about-face and after each segment
};

// Check a March or Form command in full. validate() and submit() use this; the
// window calls it every frame while a player drags.
MoveReport checkUnitCommand(const GameState& s, const Command& c);

// Queries for the window and the AI. `prefix` is the move planned so far.
// Allowance left after the planned segments (negative when over).
double remainingAllowance(const GameState& s, int unit, bool aboutFace,
                          const std::vector<MoveSegment>& prefix);
// The farthest legal distance of one more straight, oblique or flank segment at
// `angle` degrees from the facing (0 when none, or when the prefix is illegal).
double farthestDistance(const GameState& s, int unit, bool aboutFace,
                        const std::vector<MoveSegment>& prefix, double angle);
// The largest legal wheel, in degrees (right when `right`, else left).
double largestWheel(const GameState& s, int unit, bool aboutFace,
                    const std::vector<MoveSegment>& prefix, bool right);

// The path of a move from the unit's current pose, checked as a march is
// (table, enemies, impassable ground; friends and difficult terrain unless
// `twoCards`), but against the given allowance and outside the movement
// phase's bookkeeping: charges use it.
struct PathOptions {
    double allowance = 0.0;
    bool twoCards = false;
};
MoveReport checkPath(const GameState& s, int unit, const std::vector<MoveSegment>& segs,
                     const PathOptions& o, bool findPoint = false);

// Apply a checked March or Form command (submit() calls this).
void applyUnitCommand(GameState& s, const Command& c, const MoveReport& r,
                      std::vector<struct Event>& events);

// A command for one unit in the current phase, as the player plans it.
Command marchCommand(const GameState& s, int unit, bool aboutFace,
                     std::vector<MoveSegment> segments);

} // namespace guidon::lite
