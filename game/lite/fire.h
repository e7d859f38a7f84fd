// The fire phase (LL-FIRE 1-7, LL-TERRAIN 1-2): fire zones, targets, volley
// or skirmish, range, to-hit numbers; the preview the window and the AI read
// without rolling; and the resolution with hits, morale, kill rolls and smoke.
#pragma once

#include "event.h"
#include "state.h"

#include <string>
#include <vector>

namespace guidon::lite {

enum class ShotKind : std::uint8_t { Musketry, Canister, Bombard };

// One firing base and what it does this phase.
struct BaseShot {
    int unit = -1;          // the firing unit
    int base = -1;          // index into baseBoxes(unit)
    Vec2 origin;            // centre of the base's front edge
    double turn = 0.0;      // degrees the zone turned from straight ahead (LL-FIRE-2)
    std::vector<Vec2> zone; // the zone as a polygon, up to the target (or its full length)
    int target = -1;        // target unit, or -1
    int targetBase = -1;    // index into baseBoxes(target)
    double range = 0.0;     // BW from the front edge to the target
    ShotKind kind = ShotKind::Musketry;
    bool volley = true; // false: skirmish, hits on natural 6s only (LL-FIRE-3)
    int dice = 0;
    int modifier = 0; // sum of to-hit modifiers (volleys only)
    int need = 4;     // modified roll needed: a die of `need` or more hits
    double hitChance = 0.0;
    std::vector<std::string> notes; // modifiers and reasons, in a player's words
    std::string noShot;             // why this base does not fire, when target < 0
};

struct TargetSummary {
    int unit = -1;
    int dice = 0;
    double expectedHits = 0.0;
    double loseBaseChance = 0.0; // before morale cards: 1 - prod(1 - p_i / 2)
};

// A battery that may bombard several units: the player picks one (LL-FIRE-4).
struct BombardChoice {
    int battery = -1;
    std::vector<int> targets; // candidate units, most guns first
    int chosen = -1;
};

struct FirePreview {
    std::vector<BaseShot> shots; // every firing base of the active side
    std::vector<TargetSummary> targets;
    std::vector<BombardChoice> bombard;
};

// What the active side's fire would do now, without rolling. Uses the
// bombard choices made so far in this phase.
FirePreview previewFire(const GameState& s);
// The same for one unit of the active side only (its shots and, for a
// battery, its bombardment choice).
FirePreview previewFireOf(const GameState& s, int unit);

// Chance that one die of this shot hits.
double hitChance(const BaseShot& shot);

// Resolve the fire phase: roll every shot, gather hits per target unit, then
// for each hit unit in turn ask the passive player for morale cards, roll the
// kills and ask him which bases go; smoke every infantry unit that fired.
// Called when the active player ends a fire phase; resumes after each answer.
void resolveFire(GameState& s, std::vector<Event>& events);
void continueFire(GameState& s, std::vector<Event>& events);

} // namespace guidon::lite
