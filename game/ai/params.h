// The tunable parameters of a scripted opponent. Each level (easy, normal,
// hard) is one XML file in assets/ai/, read by game/data/ai_file; a designer
// changes how a level plays there, without building. Every parameter is a
// number with a range and a sentence, listed once in paramSpecs(): the loader
// checks names and ranges against it and docs/ai.md is written from it.
#pragma once

#include <string>
#include <vector>

namespace guidon::ai {

struct AiParams {
    std::string level;       // "easy", "normal", "hard"
    std::string description; // one line for the new-battle screen

    // How often (0..1) a decision is a random legal command instead of the
    // considered one: the easy level's carelessness.
    double blunder = 0.0;
    // Fire: invoke a fire phase when its expected hits reach this.
    double fireMinHits = 1.0;
    // Fire: add a fire modifier card (Fire by Rank, Double Canister) when the
    // phase's expected hits reach this (a large value: never).
    double fireModifierHits = 3.0;
    // Charge when the odds of winning the combat (both sides' dice, the
    // modifiers in force) reach this (above 1: never charge).
    double chargeMinOdds = 0.6;
    // Movement: the distance (BW) from the nearest enemy a unit tries to stand at.
    double standoff = 5.0;
    // Movement: the standoff once it must force the issue: when it holds no
    // more than `waitWhileCardsAhead` cards (hand, deck and discards) more
    // than the enemy, waiting loses the race to the last card, so it closes.
    // By default it never switches (it keeps `standoff`).
    double assaultStandoff = 5.0;
    double waitWhileCardsAhead = -1000.0;
    // Movement: weight of staying abreast of the nearest friend (keeping lines).
    double lineWeight = 0.0;
    // Movement: weight of not showing a flank or rear to an enemy within reach.
    double flankWeight = 0.0;
    // Movement: weight of the expected hits the unit could deal from where it ends.
    double fireWeight = 1.0;
    // Movement: hits on a target of b bases count (1 + concentrate / b) times,
    // so fire gathers on the units nearest breaking.
    double concentrate = 0.0;
    // Movement: weight of the expected hits the unit would take where it ends
    // (cover and fences turn the enemy's volleys into skirmish fire).
    double exposureWeight = 0.0;
    // Movement: candidate moves tried per unit (more: better and slower).
    double moveCandidates = 12;
    // Movement: the least gain (score) for which a unit is worth a card's move;
    // below it the command choice passes when it may.
    double moveMinGain = 0.5;
    // Movement: infantry forms a wider line (by guidon) before closing, to
    // bring more muskets to bear: the weight of each front-rank base.
    double lineFormation = 0.0;
    // Artillery: unlimber when an enemy is within this many BW.
    double unlimberRange = 16.0;
    // Cards: play interrupts (1) or keep them for morale (0).
    double useInterrupts = 1.0;
    // Cards: add a combat modifier (Rebel Yell, Cold Steel) to a combat phase
    // it invokes for a charge (1) or keep it (0).
    double combatModifiers = 0.0;
    // Morale: spend a card only when it saves at least this many points (a
    // combat point is a base and counts double), halved when the bases at
    // risk could decide the game.
    double moraleMinPoints = 1.0;
    // Morale: never spend morale below this many cards in hand and deck together.
    double moraleReserve = 4.0;
    // Passive choices: choose losses and fall back directions with care (1) or
    // take the first legal choice (0).
    double carefulChoices = 1.0;
};

// One parameter: its XML name, where it lives, its range and its meaning.
struct ParamSpec {
    const char* name;
    double AiParams::*field;
    double lo;
    double hi;
    const char* meaning;
};
const std::vector<ParamSpec>& paramSpecs();

} // namespace guidon::ai
