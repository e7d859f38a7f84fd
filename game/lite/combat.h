// The combat phase (LL-CHARGE 1-2, LL-COMBAT 1-5, LL-FALLBACK 1-4): charges
// into contact, engagement, the combat dice, losses with morale, and the fall
// back of every loser.
#pragma once

#include "event.h"
#include "movement.h"
#include "state.h"

#include <string>
#include <vector>

namespace guidon::lite {

// One unit's charge: the wheel it makes first (degrees, right positive), then
// straight ahead into contact with the front edge (LL-CHARGE-1).
struct ChargePlan {
    int unit = -1; // the charging unit
    bool legal = false;
    Refusal refusal;          // why not, when not legal
    int target = -1;          // the enemy unit first contacted
    double wheel = 0.0;       // degrees
    double distance = 0.0;    // BW straight ahead after the wheel
    double length = 0.0;      // the charge path: wheel arc + distance
    Pose end;                 // where the unit's front edge ends
    std::vector<int> engaged; // enemy units within 1 BW straight ahead (LL-CHARGE-2)
    bool disorder = false;    // through friends or difficult terrain: needs two cards
};

// The charge of `unit` with this wheel, in the current combat phase.
ChargePlan planCharge(const GameState& s, int unit, double wheel);
// The charge the rules require of `unit`: at the closest reachable legal
// target (closest by path length), with the wheel that reaches it soonest;
// or why it cannot charge. For the window and the AI.
ChargePlan bestCharge(const GameState& s, int unit);
// Every unit of the active side that can charge now, with its charge.
std::vector<ChargePlan> legalCharges(const GameState& s);

// What the combat after one charge would be, without rolling (LL-COMBAT
// 2-4): for each defender the charge engages, the dice of both sides, the
// numbers they need and the chance that the attacker wins. It counts this
// charge alone (not other units charging the same defender), and card
// re-rolls as their average effect. For the window's charge preview and the AI.
struct CombatOdds {
    int defender = -1;
    int attackDice = 0;
    int attackMod = 0;
    int defenceDice = 0; // 0 for a limbered battery: the higher of two dice is its score
    int defenceMod = 0;
    bool vulnerable = false; // struck in flank or rear: hits on 6s only, +1 to the attacker
    bool cover = false;
    double winChance = 0.0;      // the attack score beats the defence (ties go to the defender)
    double expectedMargin = 0.0; // expected bases the defender loses, before morale
};
std::vector<CombatOdds> previewCharge(const GameState& s, const ChargePlan& plan);

// The charge allowance: infantry 4 BW (LL-MOVE-1). No card changes it today
// (allowance_bonus cards modify movement phases only).
double chargeAllowance(const GameState& s, const Unit& u);

// A fall back direction and where it ends (LL-FALLBACK-2).
struct FallOption {
    int direction = 0;     // 0 rear, -1 left flank, +1 right flank
    bool legal = false;    // offered: a legal way, and no other legal way is shorter
    bool longer = false;   // a legal path, but a shorter way is open: not offered
    bool offTable = false; // the path leaves the table: broken (LL-FALLBACK-4)
    double distance = 0.0; // how far it goes (set for a legal path, offered or longer)
    Vec2 front;            // the unit's front edge centre at the end
    std::vector<int> friendsPassed;
    bool difficult = false;
    std::string why; // why it is not offered, as a sentence; empty when legal
};
// The three ways for `unit` to fall back at least `least` BW: only the
// shortest legal ones are legal (ties within kRuleTolerance give the owner the
// choice). validate(), the window, the CLI and the AI all read this list.
std::vector<FallOption> fallOptions(const GameState& s, int unit, double least);
// A way in a player's words ("to the rear", "by the left flank") and as the
// command names it ("rear", "left", "right").
std::string fallWayWords(int direction);
const char* fallWayName(int direction);
// Move a unit along a fall back (nullptr: it cannot fall back and is broken),
// with the losses of LL-FALLBACK-3 unless its side discarded a card.
void applyFallBack(GameState& s, int unit, const FallOption* way, std::vector<Event>& events);

// Resolve the combat phase once its charges are made; resumes after every
// decision it asks for (morale, losses, the fall-back discard and direction).
void resolveCombat(GameState& s, std::vector<Event>& events);
void continueCombat(GameState& s, std::vector<Event>& events);

} // namespace guidon::lite
