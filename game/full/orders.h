// The orders phase's commands checked and carried out (FG-CMD-3 to FG-CMD-8,
// FG-D-2): whose turn and which decision it is, one order a unit, what each
// order costs at the unit's command tier and whether the brigade can pay,
// then the geometry of movement.h. The sequence (sequence.h) calls these.
#pragma once

#include "command.h"
#include "core/refusal.h"
#include "event.h"

#include <optional>
#include <vector>

namespace guidon::full {

// What an order costs a unit where it stands (FG-CMD-3 to FG-CMD-5,
// FG-D-2): pips, or refused with the rule when its tier forbids it.
struct OrderCost {
    int pips = 0;
    Tier tier = Tier::Bugle;
    bool leaderless = false; // the brigadier is gone: 12-24" (FG-D-23)
    std::optional<core::Refusal> refusal;
};
OrderCost orderCost(const GameState& s, const Command& c);
// Battery Focus's price (FG-CMD-4, FG-D-2): 1 pip, 2 when its farthest
// section is at 12-24"; refused when one is out of communication.
OrderCost focusCost(const GameState& s, const Command& c);

// The command may be carried out now: nothing when it may, else the rule
// and a sentence.
std::optional<core::Refusal> validate(const GameState& s, const Command& c);
// validate() short of the ground: whose decision it is, the unit, the
// order's kind and the pips, not whether the path, the room or the target's
// reach lets it be carried out. For the orders phase's commands of one unit
// or brigade: a refusal here no distance, wheel, place or target could cure
// (the orders menu, table_facts.h).
std::optional<core::Refusal> validateStanding(const GameState& s, const Command& c);

// Whether a moving order validate() accepts would pause for the passive
// side's reactions (FG-REACT-1) before its end.
bool wouldPause(const GameState& s, const Command& c);
// Carry out a command validate() accepts: the events that tell it.
std::vector<Event> applyCommand(GameState& s, const Command& c);

} // namespace guidon::full
