// Line of sight (FG-LOS, FG-D-34, FG-D-35): from the firer's front edge to
// any part of the target, through at most 3" of woods, 4" of cornfield, 6"
// of orchard (each type summed along the line), never through a farmstead,
// enemy or formed friendly units (guns see over friends on lower ground),
// nor over ground higher than both ends (dead ground). The window, fire and
// the AI ask the same query; it keeps nothing between calls. Sight looks all
// round from the front edge: the 45-degree arc (FG-D-4) is fire's own check,
// and the -1 for firing through friendly screens is fire's too.
#pragma once

#include "state.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace guidon::full {

class SightCache; // sight_cache.h

struct Sight {
    bool sees = false;
    std::string rule; // the rule that blocks it ("FG-LOS-1", "FG-LOS-2")
    std::string why;  // "6.5\" of woods lie between them (3\" at most)"
    Vec2 from, to;    // the line that sees (or the least blocked one tried);
                      // `to` is where it first reaches the target
};

// Can `viewer` see any part of `target`?
Sight canSee(const GameState& s, int viewer, int target);
// Can the part of the viewer's front edge from `a` to `b` (one front-rank
// stand's front edge, for the dice of FG-FIRE-2) see any part of `target`?
Sight canSeeFrom(const GameState& s, int viewer, Vec2 a, Vec2 b, int target);
// The same for several parts of the front edge at once (each front-rank
// stand's edge, left to right): the indices of those that see the target.
// One gathering of what lies around serves them all.
std::vector<int> edgesThatSee(const GameState& s, int viewer,
                              const std::vector<std::pair<Vec2, Vec2>>& edges, int target);
// The same, with what it asks of each unit shared with the other queries of
// one batch on the cache's state (the answer is the same).
std::vector<int> edgesThatSee(SightCache& cache, int viewer,
                              const std::vector<std::pair<Vec2, Vec2>>& edges, int target);
// What a unit sees, for the window's sight display (FG-LOS-1, FG-D-34,
// FG-D-35): the table in square cells, each as a stand centred on it would
// be seen from any point of the viewer's front edge, all round (units,
// woods and farmsteads counted up to half a stand short of the centre, as
// canSee counts them up to the target's nearest part). A cell
// hidden from every point is dead ground when a hill higher than both ends
// crosses every line to it, else hidden by terrain when woods, cornfield,
// orchard or farmsteads stop every line, else hidden by units in the way.
// A unit standing on a cell never hides that cell.
enum class Hidden : std::uint8_t { Seen, DeadGround, Terrain, Units };
struct SightField {
    Vec2 origin;       // the first cell's corner (the table's top left)
    double cell = 1.0; // inches
    int cols = 0, rows = 0;
    std::vector<Hidden> cells; // row by row
    Hidden at(int col, int row) const { return cells[std::size_t(row) * cols + col]; }
};
SightField sightField(const GameState& s, int viewer, double cell = 1.0);
// The hill level of a point (FG-D-34: the highest hill containing it).
int levelAt(const Setup& setup, Vec2 p);
// The level of a unit: of its front-edge centre, read half a stand behind
// the edge (the centre of its front rank: FG-D-34 reads a stand's level at
// its centre, and a unit drawn up along a hill's edge stands on the hill).
int levelOf(const GameState& s, int unit);

} // namespace guidon::full
