// The turn (FG-SEQ): the active player's five phases, the decisions they
// wait for on GameState::pending, and the passage from one player turn to
// the next. Phase 4 (melee) passes at once until its rules come.
#pragma once

#include "event.h"
#include "state.h"

#include <vector>

namespace guidon::full {

// The active side's command phase (FG-SEQ-2 (1)): replacements (FG-LEAD-2),
// the division commander's choice (waits on the pending stack), then the
// pip rolls and rally tests, and on into the orders phase.
void beginPlayerTurn(GameState& s, std::vector<Event>& events);
// The division commander has named his brigade (FG-D-48): roll and go on.
void giveDivisionPip(GameState& s, int brigade, std::vector<Event>& events);
// The active side ends its orders phase: the fire phase begins (it waits
// on the pending stack when anything can fire, else passes at once).
void endOrders(GameState& s, std::vector<Event>& events);
// Whether any unit (section) of the active side can fire at anything now.
bool anyVolley(const GameState& s);
// The active side ends its fire phase: melee (each contact fought, then
// the victors' consolidations asked, PendingKind::Consolidate), the end
// phase, and the next player turn (or the end of the game).
void endFire(GameState& s, std::vector<Event>& events);
// A victor's owner answers: consolidate `inches` (ahead +, back -, 0 stays;
// FG-D-20); after the last, the end phase.
void consolidate(GameState& s, int unit, double inches, std::vector<Event>& events);
// Phase 5 and the passage to the next player turn (FG-SEQ-2).
void endTurn(GameState& s, std::vector<Event>& events);

// FG-CMD-2: one brigade's staff pips: 1D3 (a die halved, rounding up), +1
// aggressive, halved rounding up for a timid one, a pip fewer a light wound.
int rollPips(GameState& s, int brigade, std::vector<int>& dice);

} // namespace guidon::full
