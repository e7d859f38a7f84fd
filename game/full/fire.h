// Phase 3, fire (FG-FIRE, FG-TRAIT-1's fire parts, FG-LEAD-1, FG-D-3,
// FG-D-8, FG-D-10, FG-D-13, FG-D-22, FG-D-24, FG-D-30, FG-D-37): who may
// fire, at whom, with what dice and numbers, and a volley resolved step by
// step. A volley is worked out whole before a die is rolled (volleyOf): the
// preview, the AI and the resolution read the same numbers.
#pragma once

#include "core/refusal.h"
#include "event.h"
#include "state.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::full {

enum class Band : std::uint8_t { PointBlank, Medium, Long };
std::string_view nameOf(Band b); // "point-blank", "medium", "long"

// One named modifier: {-1, "target in open order"}.
struct FireTerm {
    int value = 0;
    std::string text;
};

// Plunging fire's effect on the unit behind (FG-FIRE-7, FG-D-24), each
// needing at least one natural 6.
enum class Plunge : std::uint8_t {
    None,
    OneStray,      // small arms: 1 stray hit (saved normally)
    OneUnsaved,    // guns beyond 8": 1 unsaved hit
    StrayPerSix,   // guns within 8": 1 stray hit per natural 6
};

// Everything a volley's dice depend on.
// One shooter: a unit, or one section of a battery (0 from the left).
struct Shooter {
    int unit = -1;
    int section = -1; // -1: the whole unit
};

// How a volley comes: in the active side's fire phase, or as a reaction
// in the enemy's orders phase (FG-REACT-2, FG-REACT-3).
enum class FireKind : std::uint8_t {
    Phase,
    Opportunity, // FG-REACT-3, FG-D-11: the band of the distance at the trigger
    Closing,     // FG-REACT-2, FG-D-16: the point-blank dice, and no suppression check
};

struct Volley {
    FireKind kind = FireKind::Phase;
    int unit = -1;    // the firer (a Battery Focus: its nearest section's battery)
    int section = -1; // an unfocused battery's section, 0 from the left; -1 the whole unit
    // Battery Focus (FG-CMD-4, FG-D-30): every section firing as one unit,
    // nearest first (empty: not a focus).
    std::vector<Shooter> focus;
    int target = -1;
    double distance = 0.0; // FG-D-3
    Band band = Band::PointBlank;
    bool artillery = false;
    bool mounted = false; // FG-FIRE-10: pistols and carbines
    bool canister = false;
    // Dice (FG-FIRE-2): stands (sections) that see the target, times the band's dice.
    int stands = 0;
    int dicePerStand = 0;
    int dice = 0;
    // To hit (FG-FIRE-3): the matrix number, then the modifiers (+1 helps:
    // it lowers the number needed). `toHit` may pass 6 or fall below 2:
    // natural 6 hits and natural 1 misses whatever it is.
    int matrix = 0;
    std::vector<FireTerm> toHitTerms;
    int toHit = 0;
    bool sharpshooters = false; // FG-D-13: one missed die re-rolled (medium band)
    // Saves (FG-FIRE-4, FG-D-22, FG-D-37): the least roll that saves, 0 none.
    int save = 0;
    std::string saveBase;               // "light cover (the McPherson woods) 5+", "open: no save"
    std::vector<FireTerm> saveTerms;    // "+1 open order", "-2 road column"
    bool steady = false;                // FG-TRAIT-1: one failed save re-rolled, once a game
    // What the hits do (FG-FIRE-5).
    int oddHits = 0;        // the target's odd hit before the volley
    int targetStands = 0;   // on the table, for the stands it can lose
    // Checks (FG-D-13, FG-FIRE-6).
    bool elephant = false;  // Seen the Elephant's check comes first
    int elephantNeed = 0;
    bool close = false;     // within 6": one natural 6 triggers suppression, else two
    bool ironIgnores = false; // Iron Discipline ignores this turn's first trigger
    std::vector<FireTerm> suppressionTerms; // +1 fresh, +1 cover, -1 spent, -1 crossfire
    int suppressionNeed = 0;               // the discipline number with every term
    bool flanking = false;  // from the target's flank or rear arc (crossfire)
    // FG-D-8: the checks (steps 6 and 7) are taken after the stands lost,
    // shatter, the clock (3-4) and leader risk (5). The numbers above are the
    // target's before the volley; `after[k]` is the target once the volley
    // has taken k stands (k = 0 .. the most it can take), worked out by the
    // same rules on a copy of the state. Empty: nothing the volley can do
    // changes them (the numbers above hold for every k).
    struct AfterLoss {
        bool gone = false;   // removed (shattered, none left): no check at all
        bool broken = false; // its brigade broken: every unit disordered (FG-BRIG-1)
        int lost = 0;        // the target's stands gone, a shattered last stand included
        int elephantNeed = 0, suppressionNeed = 0;
        // The same with its brigadier removed or killed by leader risk: no
        // +1 attached, -1 leaderless (FG-DISC-1, FG-D-23).
        int elephantNeedLeaderless = 0, suppressionNeedLeaderless = 0;
    };
    std::vector<AfterLoss> after;
    // Leader risk (FG-LEAD-1, FG-D-23): his brigadier attached to the target,
    // rolled when a stand is lost or a natural 6 rolled; the chance one roll
    // takes him away (removed or killed) and kills him (his regiment disordered).
    bool leaderAtRisk = false;
    double leaderGoneChance = 0.0;
    double leaderKilledChance = 0.0;
    // Plunging fire.
    int victim = -1;
    Plunge plunge = Plunge::None;
    int victimSave = 0;     // the victim's save against stray hits (0 none)
    bool smokes = false;    // FG-FIRE-8: the firer makes smoke
};

// Why a unit (or section) cannot fire at a target, or the volley it would fire.
struct FireCheck {
    std::optional<core::Refusal> refusal;
    Volley volley;
    bool ok() const { return !refusal; }
};

// FG-D-17, FG-D-21: a unit is engaged while a stand of it touches an enemy
// stand along an edge (corners alone do not).
bool engaged(const GameState& s, int unit);

// FG-FIRE-1: may this unit fire at all in this fire phase (it held, or a
// battery held or moved by prolonge; not engaged, not marked fired, not
// already fired, brigade not broken)? The refusal names the rule.
std::optional<core::Refusal> checkFirer(const GameState& s, int unit, int section);
// The volley at `target`, or why not (arc, sight, range band "-", friends in
// the line of fire).
FireCheck checkFire(const GameState& s, int unit, int section, int target);
// FG-REACT-1 to FG-REACT-3, FG-D-11, FG-D-14, FG-D-16, FG-D-21, FG-D-29: may
// this passive unit fire a reaction volley now (not yet reacted this enemy
// turn, unsmoked, not engaged, brigade not broken, able to fire at all; a
// closing volley also not disordered)? The refusal names the rule.
std::optional<core::Refusal> checkReactor(const GameState& s, int unit, FireKind kind);
// The reaction volley of `unit` at the moving `target`: a battery fires
// every section that has it in its arc as one volley. Opportunity fire
// takes the band of the distance; a closing volley the point-blank dice.
// `explain` false: the same answer with no sentences (the trigger scan asks
// at every grid point, and most refusals there are sight's).
FireCheck checkReactionFire(const GameState& s, int unit, int target, FireKind kind,
                            bool explain = true);

// The far end of each band of the matrix the unit fires in, nearest first
// (a band marked "-" left out; mounted cavalry's pistols and carbines):
// the range rings the window draws around it (FG-FIRE-2, FG-FIRE-10).
std::vector<double> fireRings(const GameState& s, int unit);
// The targets the unit (section) could fire at now, nearest first.
std::vector<Volley> fireTargets(const GameState& s, int unit, int section);
// FG-CMD-4, FG-D-30: up to three sections of one brigade's batteries, each
// eligible, firing as one unit at one target.
FireCheck checkFocus(const GameState& s, const std::vector<Shooter>& sections, int target);
// The sections of a battery (its stands on the table when unlimbered).
int sectionsOf(const GameState& s, int unit);
// What of a side may fire, one shooter each: a unit, or each section of an
// unlimbered battery (FG-D-30), on the table. Who has fired is not looked at.
std::vector<Shooter> shootersOf(const GameState& s, Side side);
// Has this shooter fired this phase (a section: its own bit)?
bool hasFired(const GameState& s, Shooter sh);

// Resolve a checked volley (FG-D-8's order): to-hit dice and re-rolls,
// saves, stands lost and shatter, brigade clock, leader risk, Seen the
// Elephant, suppression, plunging fire, smoke. Marks the firer fired.
// Returns the stands the target lost (the owner's choice of which is then
// asked: see PendingKind::Losses); `out`, when given, gets the dice's tally
// (a closing volley's check looks at it, FG-REACT-2).
struct VolleyTally {
    int hits = 0;
    int sixes = 0;   // natural 6s to hit
    int unsaved = 0;
    int lost = 0;    // stands the target lost
};
int resolveVolley(GameState& s, const Volley& v, std::vector<Event>& events,
                  VolleyTally* out = nullptr);

} // namespace guidon::full
