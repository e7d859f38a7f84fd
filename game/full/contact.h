// Touching (FG-D-17): stands touch when their edges meet along some length;
// corners alone do not. The one test of it, for engagement (FG-D-21: no
// fire, no order, no reaction), the melee's touching stands and groups
// (FG-MELEE-2), an assault's contact (FG-D-15) and what a charge that
// stopped has reached.
#pragma once

#include "core/geometry.h"
#include "state.h"

#include <vector>

namespace guidon::full {

// FG-D-17: how much edge must meet for stands to touch. A corner touching
// an edge meets it over about the tolerance; a tenth of a stand's side is
// plainly an edge.
inline constexpr double kEdgeContact = 0.1;

// How long a stretch of `b`'s outline lies on `a`'s (within kTolerance).
double edgeOverlap(const core::geom::Box& a, const core::geom::Box& b);
// FG-D-17: two stands touch when their edges meet along at least kEdgeContact.
bool standsTouch(const core::geom::Box& a, const core::geom::Box& b);
// Some stand of `mine` touches some stand of `theirs`.
bool anyTouch(const std::vector<core::geom::Box>& mine,
              const std::vector<core::geom::Box>& theirs);
// The enemy units a stand of `unit` touches, lowest index first.
std::vector<int> enemiesTouching(const GameState& s, int unit);

} // namespace guidon::full
