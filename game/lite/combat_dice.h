// Internal to game/lite, not part of the public API (that is combat.h): the
// engagement and combat-dice helpers that the charges (charge.cpp), the fall
// back (fall_back.cpp) and the resolution (combat.cpp) share with the preview
// in combat_dice.cpp. Nothing outside
// game/lite includes this; the names live in guidon::lite::detail to say so.
#pragma once

#include "core/geometry.h"
#include "rerolls.h"
#include "state.h"

#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace guidon::lite::detail {

constexpr double kInf = std::numeric_limits<double>::infinity();

// The two ends of a unit's front edge, left then right.
std::vector<Vec2> frontEdge(const Unit& u);

// One base of a side on the table, as a polygon, with its bounds for a quick
// rejection and the index of its unit.
struct EnemyBase {
    std::vector<Vec2> poly;
    geom::Aabb bounds;
    int unit = -1;
};
std::vector<EnemyBase> basesOf(const GameState& s, Side side);

// Engagement (LL-CHARGE-2, LL-COMBAT-1).

// An enemy unit within 1 BW straight ahead of an attacker's front edge.
struct Engagement {
    int defender = -1;
    bool contact = false;  // a base touches the attacker's front edge
    double frontage = 0.0; // BW of the attacker's front facing it
};
std::vector<Engagement> engagementsOf(const GameState& s, const Unit& a);

// LL-COMBAT-1: the attacker's front edge touches the defender's flank or rear.
bool strikesFlankOrRear(const Unit& attacker, const Unit& defender);

// Whether any base of `u` is in cover (cover true) or in terrain difficult
// for it (cover false).
bool unitIn(const GameState& s, const Unit& u, bool cover);

// LL-COMBAT-3: the attacker's dice (one per base in its front two ranks, ten
// at most) shared among the defenders it engages, in priority order: those
// in contact, then the most frontage. It sorts the caller's `eng` in place
// into that order and returns the dice in the same order, so split[i] is the
// share of eng[i] as sorted, not as engagementsOf returned it. resolveCombat
// and previewCharge rely on this: they read eng[i] with split[i].
std::vector<int> splitDice(const Unit& au, std::vector<Engagement>& eng);

// The combat dice (LL-COMBAT-2, LL-CARD-7).

// Combat cards in force, with the side that played each.
std::vector<std::pair<const CardDef*, Side>> combatCards(const GameState& s);

// The modifier and re-roll of one side's combat dice, with the reasons in a
// player's words ("; -1 in difficult terrain", appended to the roll's text).
struct DiceSpec {
    int mod = 0;
    Reroll rr = Reroll::None;
    std::string why;
};
DiceSpec attackSpec(const GameState& s, const Unit& au, bool cover, bool vulnerable,
                    const std::vector<std::pair<const CardDef*, Side>>& cards);
DiceSpec defenceSpec(const GameState& s, const Unit& du,
                     const std::vector<std::pair<const CardDef*, Side>>& cards);

} // namespace guidon::lite::detail
