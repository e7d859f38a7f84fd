// Fire's geometry (FG-FIRE-1, FG-FIRE-2, FG-FIRE-3, FG-FIRE-4, FG-FIRE-7,
// FG-FIRE-8, FG-FIRE-9, FG-D-3, FG-D-4, FG-D-9, FG-D-10, FG-D-24, FG-D-34,
// FG-D-35): the arcs, the volley's one distance, which firing stands see the
// target, what the line of fire passes through, the target's cover and the
// unit plunging fire strikes. Facts only: the numbers they lead to (to-hit,
// saves, dice) are fire.cpp's. A "shooter" is a whole unit (section -1) or
// one section of a battery that fires without Focus (FG-D-30: each section
// fires as its own unit; 0 is the leftmost as the battery faces).
#pragma once

#include "model.h"
#include "state.h"

#include <string>
#include <vector>

namespace guidon::full {

// What the queries below ask of each unit, shared by a batch of them on one
// state (sight_cache.h). Each query taking one gives the same answer as
// without it.
class SightCache;

// FG-D-4: the forward arc is the ground ahead of the front-edge line between
// rays drawn 45 degrees outward from the two front corners; the flank arcs
// the rest of the ground ahead of that line on each side; the rear arc the
// ground behind it (the line itself counts as ahead).
enum class Arc : std::uint8_t { Front, LeftFlank, RightFlank, Rear };
Arc arcOf(const GameState& s, int unit, Vec2 p);
// Whether any part of `target` (any of its stands) is in the forward arc
// of the shooter's firing stands (a section: its own front edge and corners).
bool inForwardArc(const GameState& s, int unit, int section, int target);
bool inForwardArc(SightCache& cache, int unit, int section, int target);

// A firing stand's front edge, left end to right end as the unit faces.
struct Edge {
    Vec2 a, b;
};
// The front edges of the shooter's front-rank stands (a section: its own),
// left to right.
std::vector<Edge> firingEdges(const GameState& s, int unit, int section);
// The middle of the shooter's front edge (a section: of its own edge): where
// lines of fire start for smoke, enfilade, crossfire, cover and plunging fire.
Vec2 muzzleOf(const GameState& s, int unit, int section);

// FG-D-3: one distance a volley, from the front edge of the firing stands
// (nearest points) to the target's nearest stand.
double fireDistance(const GameState& s, int unit, int section, int target);
double fireDistance(SightCache& cache, int unit, int section, int target);

// FG-FIRE-2: how many of the shooter's front-rank stands (sections) have
// line of sight (canSeeFrom) to any part of the target, and those stands'
// indices in firingEdges order.
std::vector<int> standsSeeing(const GameState& s, int unit, int section, int target);
std::vector<int> standsSeeing(SightCache& cache, int unit, int section, int target);

// FG-FIRE-9, FG-D-35: what the line of fire crosses on its way from the
// muzzle to the target's nearest stand (the same line as FG-D-10's).
struct LineOfFire {
    bool blocked = false;   // a formed friendly unit in the way, not passable overhead
    std::string rule;       // "FG-FIRE-9" when blocked
    std::string why;        // "the 2nd Wisconsin stands in the line of fire"
    bool overhead = false;  // artillery shell over lower friends (FG-FIRE-9)
    int screens = 0;        // friendly screens, open-order regiments or dismounted
                            // cavalry fired through (-1 to hit once, FG-FIRE-3)
    std::string screenName; // the first of them, for the log
};
// `canister`: the volley is canister (a gun's point-blank or medium band):
// never over friends. Artillery on hill level 1+ fires shell over friends on
// level 0 (lower than the guns, FG-D-34) more than 6" from the muzzle and
// more than 4" from the target. Enemy units and sight are not this check's:
// canSee and the arc come first.
LineOfFire lineOfFire(const GameState& s, int unit, int section, int target, bool canister);
LineOfFire lineOfFire(SightCache& cache, int unit, int section, int target, bool canister);

// FG-D-10: a smoke marker is a strip 1" deep ahead of the smoked unit's
// whole front edge. True when the line of fire (muzzle to the target's
// nearest stand) crosses another unit's strip (the firer's own smoke is
// fire.cpp's to look at).
bool throughSmoke(const GameState& s, int unit, int section, int target);

// FG-FIRE-4, FG-D-9: the target's cover against fire from `muzzle`: heavy
// when half or more of its stands (centres) are in heavy cover areas,
// else light when half or more are in any cover; or when one of its stands
// touches a linear obstacle (fence light; stone wall, earthworks heavy) and
// the segment from `muzzle` to that stand's centre crosses it. Heavy beats
// light. `why` names it: "half its stands in the McPherson woods",
// "behind the stone wall".
struct TargetCover {
    Cover cover = Cover::None;
    std::string why;
};
TargetCover coverOf(const GameState& s, int target, Vec2 muzzle);

// A terrain feature as a sentence names it: "the Sudley woods", "the
// McPherson woods" (a one-word name takes its type), "the woods".
std::string featureName(const Battle& b, int feature);

// FG-FIRE-7, FG-D-24: the line from the muzzle through the centre of the
// target, continued; the first other unit (either side, not removed) it
// meets within 4.0" of the target's far side (measured along the line from
// where it leaves the target). -1: none.
int plungeVictim(const GameState& s, int unit, int section, int target);
int plungeVictim(SightCache& cache, int unit, int section, int target);

} // namespace guidon::full
