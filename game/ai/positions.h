// Where the scripted opponent's units should stand: for one unit, candidate
// moves (wheels toward the enemy, straight and oblique advances, a step back
// when pressed too close, a battery unlimbering), each checked by the rules'
// own move check and scored by the ground it gains: its distance to the
// nearest enemy against the level's standoff, its facing, the fire it could
// deal from there (the rules' fire preview), its place in the line and the
// flank it shows.
#pragma once

#include "lite/command.h"
#include "lite/state.h"
#include "params.h"

#include <vector>

namespace guidon::ai {

struct PlannedMove {
    int unit = -1;
    lite::Command command; // a March or Form of `unit`
    double gain = 0.0;     // score over standing still
    std::string why;
};

// Copies of the state in a fire phase of each side, for the fire previews
// of a unit tried at other poses.
struct FireStates {
    lite::GameState mine;
    lite::GameState theirs;
};
FireStates fireStates(const lite::GameState& s);

// Score of a unit standing as `u` in `s` (higher is better).
double scoreStand(const AiParams& p, const lite::GameState& s, FireStates& fire, int unit,
                  const lite::Unit& u);

// The best move of each of the active side's units that has not acted in the
// movement phase `s` is in (or would be in), best gain first; units with no
// move better than standing are left out.
std::vector<PlannedMove> planMoves(const AiParams& p, const lite::GameState& s);
// The best move of one unit, or gain <= 0 when it should stand.
PlannedMove planUnit(const AiParams& p, const lite::GameState& s, FireStates& fire, int unit);

} // namespace guidon::ai
