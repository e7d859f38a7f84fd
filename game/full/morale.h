// Discipline, disorder and rally, shatter, fresh and spent, the brigade
// faltering clock, leader risk and replacements, and victory (FG-DISC,
// FG-BRIG, FG-LEAD, FG-WIN, FG-D-14, FG-D-23, FG-D-25, FG-D-47). The fire and
// melee code calls these when stands go or checks are called.
#pragma once

#include "event.h"
#include "state.h"

#include <string>
#include <vector>

namespace guidon::full {

// The number a unit needs on a die (FG-DISC-1): its experience's (or
// `base` when the rule names one, Seen the Elephant's 5, Iron Discipline's
// rally 3), less its modifiers: +1 brigadier attached, -1 beyond 12" of
// him, -1 hesitant brigade, and `modifier` from the rule calling it.
struct CheckNeed {
    int need = 4;
    std::vector<std::string> terms; // "+1 brigadier attached", ...
};
CheckNeed checkNeed(const GameState& s, int unit, int modifier, int base = 0);
// Roll it: natural 1 fails, natural 6 passes. Emits a Check event naming
// `why`; returns whether it passed.
bool disciplineCheck(GameState& s, int unit, int modifier, std::string_view why,
                     std::vector<Event>& events, int base = 0);

// FG-DISC-4.
bool fresh(const GameState& s, int unit);
bool spent(const GameState& s, int unit);
// A parent's count with its screen's stands (FG-D-25).
int standsWithScreen(const GameState& s, int unit);

void disorder(GameState& s, int unit, std::string_view why, std::vector<Event>& events);
// FG-DISC-2, FG-D-14: each disordered unit of the side in command tests to
// rally at the start of its command phase.
void rallyTests(GameState& s, Side side, std::vector<Event>& events);

// Take `n` stands from a unit (FG-FIRE-5's owner's choice is the caller's):
// shatter at 1 stand (FG-DISC-3), the brigade's lost count and its clock at
// once (FG-BRIG-2), leader risk when his regiment loses a stand is the
// caller's (leaderRisk) since one roll covers a whole volley (FG-D-23).
void loseStands(GameState& s, int unit, int n, std::vector<Event>& events);
// Remove a unit whole (left the table, shattered): its stands are lost.
void removeUnit(GameState& s, int unit, std::string_view why, std::vector<Event>& events);
// The brigade's clock from its lost stands (FG-BRIG-1, FG-D-25); on
// breaking, every unit of it is disordered.
void updateClock(GameState& s, int brigade, std::vector<Event>& events);

// FG-LEAD-1: roll for the brigadier of `brigade`.
void leaderRisk(GameState& s, int brigade, std::vector<Event>& events);
// FG-LEAD-2: at the start of a side's command phase, each gone brigadier is
// replaced by a timid one on the brigade's largest regiment.
void replaceLeaders(GameState& s, Side side, std::vector<Event>& events);

// FG-WIN: at the end of a player turn; `lastTurn`: it was the turn limit's
// last player turn (FG-WIN-2). Sets over/winner/endReason.
void checkVictory(GameState& s, std::vector<Event>& events, bool lastTurn);
// The share of `side`'s starting stands the enemy removed, as lost/start.
struct Share {
    int lost = 0;
    int start = 0;
};
Share lossShare(const GameState& s, Side side);

} // namespace guidon::full
