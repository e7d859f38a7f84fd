// Discipline, disorder and rally, shatter, fresh and spent, the brigade
// faltering clock, leader risk and replacements, and victory (FG-DISC,
// FG-BRIG, FG-LEAD, FG-WIN, FG-D-14, FG-D-23, FG-D-25, FG-D-47). The fire and
// melee code calls these when stands go or checks are called.
#pragma once

#include "event.h"
#include "state.h"

#include <string>
#include <string_view>
#include <vector>

namespace guidon::full {

// One modifier of a check named by the rule calling it: {+1, "fresh"},
// {-1, "crossfire"}. Plus helps: it lowers the number needed.
struct CheckModifier {
    int value = 0;
    std::string text;
};

// The number a unit needs on a die (FG-DISC-1): its experience's (or
// `base` when the rule names one, Seen the Elephant's 5, Iron Discipline's
// rally 3; `baseName` says whose, for the log), less its modifiers: +1
// brigadier attached, -1 beyond 12" of him (a brigade without one counts as
// 12-24", FG-D-23), -1 hesitant (or broken) brigade, and those of the rule
// calling it. `need` may be above 6 or below 2: the naturals decide there.
struct CheckNeed {
    int need = 4;
    std::vector<std::string> terms; // "+1 brigadier attached", ...
    std::string base;               // "regular", "Iron Discipline"...
};
CheckNeed checkNeed(const GameState& s, int unit, const std::vector<CheckModifier>& modifiers,
                    int base = 0, std::string_view baseName = {});
// The same with one unnamed modifier of the calling rule (0: none).
CheckNeed checkNeed(const GameState& s, int unit, int modifier, int base = 0,
                    std::string_view baseName = {});
// Roll it: natural 1 fails, natural 6 passes. Emits a Check event (`value`
// 1 passed, 0 failed) whose sentence names `why` and every term ("The 2nd
// Wisconsin checks for rally: needs 4+ (regular), +1 brigadier attached:
// 3+; rolls 5: passes"); returns whether it passed.
bool disciplineCheck(GameState& s, int unit, const std::vector<CheckModifier>& modifiers,
                     std::string_view why, std::vector<Event>& events, int base = 0,
                     std::string_view baseName = {});
bool disciplineCheck(GameState& s, int unit, int modifier, std::string_view why,
                     std::vector<Event>& events, int base = 0, std::string_view baseName = {});

// A check whose failure disorders the unit (suppression FG-FIRE-6, Rebel
// Yell's defender FG-TRAIT-1, a closing volley's charger FG-REACT-2; Steady's
// +1 there is the caller's modifier). Returns whether it passed.
bool checkOrDisorder(GameState& s, int unit, const std::vector<CheckModifier>& modifiers,
                     std::string_view why, std::vector<Event>& events, int base = 0,
                     std::string_view baseName = {});
// FG-TRAIT-1, FG-D-13: Seen the Elephant. The first volley of any kind aimed
// at a unit with the trait, hit or not, calls a check at 5+ with the
// FG-DISC-1 modifiers (before suppression); a fail disorders it. Once a game
// (Unit::onceUsed). Does nothing for a unit without it or that has used
// it; returns false only when it failed.
bool seenTheElephant(GameState& s, int unit, std::vector<Event>& events);

// FG-DISC-4, FG-D-25: fresh with more than 75% of its starting stands,
// spent with fewer than 35%, a parent counted with its screen's stands.
bool fresh(const GameState& s, int unit);
bool spent(const GameState& s, int unit);
// A parent's count with its screen's stands (FG-D-25).
int standsWithScreen(const GameState& s, int unit);

// Give a unit the disorder marker (one at most, FG-DISC-2); emits
// Disordered naming `why` unless it already had it.
void disorder(GameState& s, int unit, std::string_view why, std::vector<Event>& events);
// FG-DISC-2, FG-D-14: each disordered unit of the side in command (within
// 12" of its brigadier, as he stands before he moves) tests to rally at the
// start of its command phase; Iron Discipline on 3+; never in a broken
// brigade. A pass emits Rallied.
void rallyTests(GameState& s, Side side, std::vector<Event>& events);

// Take `n` stands from a unit (FG-FIRE-5's owner's choice is the caller's):
// StandsLost; a regiment at 1 stand (with its screen's) shatters and is
// removed (FG-DISC-3), a battery stays at one section, a screen goes at 0
// (FG-D-28); the brigade's lost count and its clock at once (FG-BRIG-2).
// Leader risk when his regiment loses a stand is the caller's (leaderRisk)
// since one roll covers a whole volley (FG-D-23).
void loseStands(GameState& s, int unit, int n, std::vector<Event>& events);
// Remove a unit whole (left the table, shattered): all its stands, horse
// holders included, are lost (FG-D-25, FG-D-40); its screen stays (FG-D-28);
// a brigadier attached to it is placed touching the nearest unit of his
// brigade (FG-D-23). Emits StandsLost naming `why` (the caller emits
// LeftTable if it wants the march told), then updates the clock.
void removeUnit(GameState& s, int unit, std::string_view why, std::vector<Event>& events);
// The brigade's clock from its lost stands (FG-BRIG-1, FG-D-25): hesitant
// at 30% lost, broken at 50% or with no stands left (FG-D-47); it never goes
// back. On breaking, every unit of it is disordered. ClockChanged on change.
void updateClock(GameState& s, int brigade, std::vector<Event>& events);
// The fewest lost stands that make the brigade hesitant (or broken): the
// thresholds its leader's base shows against its losses (FG-BRIG-1, FG-D-25).
int lostToHesitate(const GameState& s, int brigade);
int lostToBreak(const GameState& s, int brigade);
// A brigade counts as broken (FG-BRIG-1, FG-D-47).
bool brigadeBroken(const GameState& s, int brigade);

// FG-LEAD-1: roll for the brigadier of `brigade` (nothing when he is gone):
// unhurt; wounded (a pip fewer each turn: Brigade::wounds); removed; killed
// (his regiment disordered, the brigade's pips, reserved and saved lost).
void leaderRisk(GameState& s, int brigade, std::vector<Event>& events);
// FG-LEAD-2: at the start of a side's command phase, each gone brigadier is
// replaced by a timid one attached to the brigade's largest regiment (most
// stands with its screen's; ties: the lowest unit index, FG-D-44), his base
// on its front-centre stand. A brigade with no units left gets none.
void replaceLeaders(GameState& s, Side side, std::vector<Event>& events);

// Whether the player turn being played (s.turn, s.active) is the battle's
// last under its turn limit: the second side's turn of the last game turn.
bool lastPlayerTurn(const GameState& s);
// FG-WIN: call at the end of every player turn. A side at least half of
// whose brigades (rounding up) are broken loses; both at once draw
// (FG-WIN-1). Otherwise, when `lastTurnEnded` (the caller passes
// lastPlayerTurn(s) as that turn ends) or s.turn has passed the turn limit,
// the side that removed the greater share of the enemy's starting stands
// wins, equal shares draw (FG-WIN-2). Sets over/winner/endReason and emits
// GameOver (`side` the winner, `value` 1 won, 0 drawn). Nothing once over.
void checkVictory(GameState& s, std::vector<Event>& events, bool lastTurnEnded = false);
// The share of `side`'s starting stands the enemy removed, as lost/start.
struct Share {
    int lost = 0;
    int start = 0;
};
Share lossShare(const GameState& s, Side side);

} // namespace guidon::full
