// Phase 4, melee (FG-MELEE-2..5, FG-DISC-4, FG-LEAD-1, FG-TRAIT-1's shock,
// FG-D-17..23, FG-D-33, FG-D-36, FG-D-39, FG-D-44): which units fight
// together, each side's shock score worked out whole before a die is rolled
// (meleeCheckOf: the preview, the AI and the resolution read the same
// terms), the odds of each outcome band, and a melee resolved: hits,
// disorder, retreats and who may consolidate. Who assaults and how they
// reach contact is the assault code's; it marks Unit::attacker, momentum
// and charging at contact.
#pragma once

#include "event.h"
#include "movement.h"
#include "state.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::full {

// FG-MELEE-2, FG-D-17: units chained by touching enemy stands, ascending
// by index; `attacker` is the side whose units carry Unit::attacker (both:
// the active side; neither: the active side too).
struct Melee {
    std::vector<int> units;
    Side attacker = Side::Federal;
};
// Every melee on the table, ordered by its lowest unit index.
std::vector<Melee> meleesOf(const GameState& s);

// One shock modifier as the table names it (Tables::shock): "+1 fresh".
struct ShockTerm {
    std::string id;   // the shock table's id: "fresh", "flank"...
    int value = 0;    // read from Tables::shock
    std::string text; // for the log: "fresh (more than 75% of its stands)"
    std::string rule; // "FG-DISC-4", "FG-D-19"...
};

// One side of a melee.
struct MeleeSide {
    Side side = Side::Federal;
    std::vector<int> units;   // its units in the melee, ascending
    std::vector<int> engaged; // engaged stands per unit (parallel to `units`)
    int stands = 0;           // all its engaged stands
    int main = -1;            // the unit whose modifiers count (FG-D-17, FG-D-44)
    std::vector<ShockTerm> terms;
    int modifier = 0;                               // the terms' sum
    int score() const { return stands + modifier; } // before the die
};

// A melee worked out before any die (FG-MELEE-2).
struct MeleeCheck {
    Melee melee;
    MeleeSide attacker, defender;
    // FG-MELEE-5, FG-D-22: the defender's main unit is in open order, a
    // skirmish screen or dismounted cavalry: it loses as an overrun, no dice.
    bool autoLose = false;
    std::string autoLoseWhy;
    // FG-MELEE-3: the outcome bands (Tables::outcomes), kept with the check
    // so the odds need nothing else.
    std::vector<MeleeOutcome> outcomes;
};
// `melee` as meleesOf gives it.
MeleeCheck meleeCheckOf(const GameState& s, const Melee& melee);

// Engaged stands of one unit in a melee (FG-D-17, FG-D-39): its stands
// touching an enemy stand plus the one directly behind each in its own
// unit; a limbered battery counts 1.
int engagedStands(const GameState& s, int unit);

// FG-MELEE-3: the outcome band of a margin, either way (index into the
// outcomes: the row whose margin is the highest not above it).
int bandOf(const std::vector<MeleeOutcome>& outcomes, int margin);

// The dice step alone (FG-MELEE-2): 1D6 a side, attacker's first; no dice
// for an auto-lose. resolveMelee rolls through it; so do the calibration
// tests.
struct MeleeRoll {
    int attackerDie = 0, defenderDie = 0;
    int margin = 0; // attacker's score less the defender's
    int band = 0;
    std::optional<Side> winner; // none: a tie
};
MeleeRoll rollMelee(core::Dice& dice, const MeleeCheck& c);

// The exact chance of each band for each side from the 36 pairs of dice.
// attacker[k] / defender[k]: that side wins by band k (k >= 1: repulse,
// rout, overrun with the sheet's table; k = 0 is the tie and stays 0).
struct MeleeOdds {
    double tie = 0.0;
    std::vector<double> attacker, defender;
    double attackerWins() const;
    double defenderWins() const;
};
MeleeOdds meleeOdds(const MeleeCheck& c);

// The preview a wargamer reads: each side's terms, then the chances.
// "Attacker 6th Wisconsin: 4 engaged +1 fresh +1 charging momentum = 6 + 1D6"
std::vector<std::string> meleePreviewLines(const GameState& s, const MeleeCheck& c);

// FG-MELEE-4, FG-D-20, FG-D-36: a retreat straight back along the unit's
// own facing, facing kept, through friends (disordering them, screens
// apart), blocked only by enemies and impassable ground; ending on a friend
// it goes on just far enough to end clear; past the table's edge it is lost.
struct RetreatCheck {
    int unit = -1;
    double distance = 0.0; // asked
    double moved = 0.0;    // gone (more than asked: it went on to end clear)
    Vec2 front;
    double facing = 0.0;
    bool blocked = false;     // stopped short: one more stand lost where it stops
    std::string blockedBy;    // "the enemy 4th Alabama", "the river"
    bool leavesTable = false; // removed (removeUnit)
    std::vector<int> passedThrough;
    std::string text;
};
RetreatCheck checkRetreat(const GameState& s, int unit, double distance);
// Carry it out: the move (its brigadier with it), friends disordered, the
// extra stand of a blocked retreat, removal off the table.
void applyRetreat(GameState& s, const RetreatCheck& r, std::vector<Event>& events);

// FG-MELEE-3, FG-D-20: a victor moves up to 2" straight ahead (+) or back
// (-), facing kept, never into contact, not off the table or onto
// impassable ground or a unit. Terrain and obstacles do not shorten it.
MoveCheck checkConsolidate(const GameState& s, int unit, double inches);
void applyConsolidate(GameState& s, const MoveCheck& c, std::vector<Event>& events);
// FG-MELEE-3: the 2" (a named constant: the sheet gives no table row).
inline constexpr double kConsolidate = 2.0;

// What a melee round did.
struct MeleeResult {
    MeleeCheck check;
    MeleeRoll roll; // dice 0: none rolled (auto-lose)
    // Units that may consolidate (FG-D-20): every winning unit still on the
    // table and no longer engaged. The owner's decision is a later command.
    std::vector<int> consolidate;
};
// Roll and apply one round (FG-MELEE-2..5): the scores, the band, hits on
// the loser's main unit (never saved, FG-D-18), the double disorder hit on
// each loser already disordered, losses through morale (shatter, clock),
// leader risk once per brigadier whose regiment lost a stand (FG-D-23),
// every loser retreating disordered, then momentum and charging cleared and
// `attacker` cleared from units no longer engaged. A melee whose sides no
// longer touch (take meleesOf afresh after each resolution) does nothing.
MeleeResult resolveMelee(GameState& s, const Melee& melee, std::vector<Event>& events);

} // namespace guidon::full
