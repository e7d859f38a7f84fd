// The rule facts the window and the AI ask for, answered by the rules so that
// neither restates one: what a terrain type does, what the ground under a
// unit does to it, who may charge now (and why not), how far a unit's fire
// reaches and how far it may wheel before a charge. The figures come from
// ranges.h, the same the rules use.
#pragma once

#include "state.h"

#include <cstdint>
#include <string>
#include <vector>

namespace guidon::lite {

// One effect of the rules, in a player's words: the rule and the sentence
// (without its full stop: the window writes "sentence (rule).").
struct RuleFact {
    std::string rule; // "LL-TERRAIN-1"
    std::string text; // "A unit in it is -1 to its volleys, defence and attack"
};

// What terrain of this type does (LL-TERRAIN, and the rules that read its
// properties): movement, fire, cover, obstruction, water, crest.
std::vector<RuleFact> terrainEffects(const TerrainType& t);

// The ground a unit stands on, as the rules judge it.
struct UnitGround {
    std::vector<int> types; // terrain types its bases stand in, ascending
    bool difficult = false; // LL-TERRAIN-1: a base in terrain difficult for it
    bool cover = false;     // LL-COMBAT-2: a base in cover, or lining a wall or fence
    int basesInCover = 0;   // LL-FIRE-5: bases standing in cover (artillery -1 at them)
    int basesInWater = 0;   // LL-TERRAIN-2: bases standing in water (they cannot fire)
};
UnitGround groundOf(const GameState& s, int unit);

// What the rules do to a unit now, beyond its name: its ground (difficult,
// cover, water), its density and its smoke.
std::vector<RuleFact> unitEffects(const GameState& s, int unit);

// May this unit charge in the current combat phase (LL-CHARGE-1, LL-FIRE-7)?
// Whether an enemy is in reach is bestCharge's question; this is who may try.
enum class ChargeStanding : std::uint8_t {
    May,     // may charge now, if it reaches a target
    Barred,  // a charging unit that a rule holds back now: smoke (LL-FIRE-7)
    Charged, // has charged in this phase already
    Never,   // not a charging unit now: the passive side's, off the table, or artillery
};
struct ChargeEligibility {
    int unit = -1;
    ChargeStanding standing = ChargeStanding::Never;
    Refusal refusal; // the rule and why not, unless May (the reason names the unit)
};
ChargeEligibility chargeEligibility(const GameState& s, int unit);
// Every unit's, in unit order.
std::vector<ChargeEligibility> chargeEligibilities(const GameState& s);

// The most a unit may wheel before it charges, in degrees: its outer front
// corner runs at most 1 BW (LL-CHARGE-1).
double chargeWheelLimit(const Unit& u);

// How far a unit's fire reaches from its front edge as it stands (LL-FIRE-1,
// LL-FIRE-4): infantry 6 BW, an unlimbered battery 24 BW, a limbered one none.
double fireReach(const Unit& u);
// Its close range: small arms and canister, 6 BW (LL-FIRE-4); none when limbered.
double closeFireReach(const Unit& u);

} // namespace guidon::lite
