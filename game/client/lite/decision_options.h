// What the pending decision offers, worked out once for each state: the
// fire preview with its bombardment choices, every charge the rules allow,
// the fall-back ways and the legal re-formations after losses. And the
// pending decision in a player's words for the turn bar and the curtain.
#pragma once

#include "lite/combat.h"
#include "lite/fire.h"
#include "lite/view.h"

#include <string>
#include <vector>

namespace guidon::client {

// What the decision offers that costs geometry to find.
struct DecisionOptions {
    struct Charge {
        int unit = -1;
        lite::ChargePlan plan;
    };
    struct Loss {
        int files = 0;  // 0: the default (as wide as it can stay)
        int anchor = 0; // -1 keep the left flank, 0 the centre, +1 the right
        bool legal = false;
        std::string why;
    };
    lite::FirePreview fire;                            // the active side's fire phase
    std::vector<Charge> charges;                       // combat phase: every unit that can charge
    std::vector<std::pair<int, std::string>> noCharge; // and every one that cannot, with why
    std::vector<lite::FallOption> falls;               // the unit falling back now
    std::vector<Loss> losses;                          // the unit choosing its losses
    int lossMaxFiles = 0;
};
DecisionOptions prepareDecision(const lite::GameState& s);

// The pending decision in a player's words (public facts only: no card is
// named).
std::string stepInWords(const lite::PlayerView& v, const lite::GameState& s);

} // namespace guidon::client
