#include "params.h"

namespace guidon::ai {

const std::vector<ParamSpec>& paramSpecs() {
    static const std::vector<ParamSpec> specs = {
        {"blunder", &AiParams::blunder, 0.0, 1.0,
         "chance that a decision is a random legal command instead of the considered one"},
        {"fire-min-hits", &AiParams::fireMinHits, 0.0, 50.0,
         "expected hits for which a fire phase is worth a card"},
        {"fire-modifier-hits", &AiParams::fireModifierHits, 0.0, 1000.0,
         "expected hits for which a fire modifier card is added (large: never)"},
        {"charge-min-odds", &AiParams::chargeMinOdds, 0.0, 2.0,
         "chance of winning the combat for which a unit charges (above 1: never)"},
        {"standoff", &AiParams::standoff, 0.0, 24.0,
         "BW from the nearest enemy a unit tries to stand at"},
        {"assault-standoff", &AiParams::assaultStandoff, 0.0, 24.0,
         "BW from the nearest enemy once it must force the issue"},
        {"wait-while-cards-ahead", &AiParams::waitWhileCardsAhead, -100.0, 1000.0,
         "it keeps its standoff while it holds more than this many cards more than the enemy"},
        {"line-weight", &AiParams::lineWeight, 0.0, 10.0, "weight of staying abreast of friends"},
        {"flank-weight", &AiParams::flankWeight, 0.0, 10.0,
         "weight of not showing a flank or rear to an enemy within reach"},
        {"fire-weight", &AiParams::fireWeight, 0.0, 10.0,
         "weight of the hits a unit could deal from where it ends its move"},
        {"concentrate", &AiParams::concentrate, 0.0, 20.0,
         "extra worth of hits on a small target (hits on b bases count 1 + concentrate/b times)"},
        {"exposure-weight", &AiParams::exposureWeight, 0.0, 10.0,
         "weight of the hits a unit would take where it ends its move (seeks cover)"},
        {"move-candidates", &AiParams::moveCandidates, 1.0, 64.0, "candidate moves tried per unit"},
        {"move-min-gain", &AiParams::moveMinGain, 0.0, 100.0,
         "least gain for which a movement phase is worth a card"},
        {"line-formation", &AiParams::lineFormation, 0.0, 10.0,
         "weight of each front-rank musket: infantry widens its line by guidon before closing"},
        {"unlimber-range", &AiParams::unlimberRange, 0.0, 48.0,
         "BW to the nearest enemy within which a battery unlimbers"},
        {"use-interrupts", &AiParams::useInterrupts, 0.0, 1.0,
         "1: play interrupt cards when they pay; 0: keep them for morale"},
        {"combat-modifiers", &AiParams::combatModifiers, 0.0, 1.0,
         "1: add a combat modifier card to a combat phase invoked for a charge; 0: keep it"},
        {"morale-min-points", &AiParams::moraleMinPoints, 0.0, 3.0,
         "least points a card must save to be spent for morale (a combat point counts double)"},
        {"morale-reserve", &AiParams::moraleReserve, 0.0, 60.0,
         "cards in hand and deck below which no morale is spent"},
        {"careful-choices", &AiParams::carefulChoices, 0.0, 1.0,
         "1: choose losses and fall backs with care; 0: the first legal choice"},
    };
    return specs;
}

} // namespace guidon::ai
