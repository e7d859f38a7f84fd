// Losing bases (LL-LOSS 1-3), which fire, combat and falling back all cause:
// removing them, re-forming the unit, and the owner's choice of formation.
#pragma once

#include "event.h"
#include "state.h"

#include <string>
#include <vector>

namespace guidon::lite {

// LL-LOSS: remove `count` bases from a unit, re-forming it `files` wide with
// the `anchor` flank kept in place (-1 left, 0 centre, +1 right). Infantry
// left with one base is broken and that base goes too. Returns bases removed.
int removeBases(GameState& s, int unit, int count, int files, int anchor,
                std::vector<Event>& events);
// A unit loses `count` bases: remove them at once when there is nothing to
// choose (or it breaks), else hand its owner the Losses decision. Returns true
// when the game now waits for that decision.
bool loseBases(GameState& s, int unit, int count, std::vector<Event>& events);
// The formation the owner may choose after losing `count` bases: is `files`
// (with the anchor) legal? Empty string when it is, else why not.
std::string checkLossFormation(const GameState& s, int unit, int count, int files, int anchor);

} // namespace guidon::lite
