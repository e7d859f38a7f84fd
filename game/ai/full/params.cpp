#include "params.h"

namespace guidon::ai::full {

const std::vector<FullParamSpec>& fullParamSpecs() {
    static const std::vector<FullParamSpec> specs = {
        {"blunder", &FullAiParams::blunder, 0.0, 1.0,
         "chance that a decision is a random legal command instead of the considered one"},
        {"standoff", &FullAiParams::standoff, 0.1, 1.5,
         "how near a unit closes to fire, as a share of its longest fire band"},
        {"approach-weight", &FullAiParams::approachWeight, 0.0, 1.0,
         "worth (in enemy stands) of each inch a unit closes toward its standoff"},
        {"fire-weight", &FullAiParams::fireWeight, 0.0, 5.0,
         "worth of the stands a unit could take by fire from where it ends its order"},
        {"threat-weight", &FullAiParams::threatWeight, 0.0, 5.0,
         "worth of the stands the enemy could take from it there (seeks cover, avoids arcs)"},
        {"hold-bonus", &FullAiParams::holdBonus, 0.0, 5.0,
         "extra worth of a volley a unit fires this turn by holding rather than moving"},
        {"move-margin", &FullAiParams::moveMargin, 0.0, 2.0,
         "what an order must be worth over holding, in enemy stands, for the unit to move"},
        {"tier-weight", &FullAiParams::tierWeight, 0.0, 5.0,
         "cost of ending an order at 12-24\" from its brigadier (out of communication: three "
         "times)"},
        {"pip-value", &FullAiParams::pipValue, 0.0, 5.0,
         "worth of a pip kept (saved or reserved) against an order that costs one"},
        {"break-focus", &FullAiParams::breakFocus, 0.0, 10.0,
         "extra worth of a stand of a brigade near breaking, the enemy's to take and its own to "
         "keep"},
        {"assault-odds", &FullAiParams::assaultOdds, 0.0, 1.01,
         "least chance of winning the melee (the rules' preview) for which a unit assaults"},
        {"assault-weight", &FullAiParams::assaultWeight, 0.0, 10.0,
         "worth of a place from which it could assault next turn, times the stands the melee "
         "should take"},
        {"press", &FullAiParams::press, 0.0, 5.0,
         "when the enemy outshoots it, how much less it fears fire and more it seeks to assault "
         "(0: never)"},
        {"reserve-near", &FullAiParams::reserveNear, 0.0, 48.0,
         "inches: an enemy this near a brigade makes it reserve a pip for reactions"},
        {"hesitant-pull", &FullAiParams::hesitantPull, 0.0, 1.0,
         "1: a hesitant brigade pulls back out of the enemy's reach; 0: it fights on"},
        {"pull-back-at", &FullAiParams::pullBackAt, 0.0, 1.0,
         "share of the losses that break a brigade at which it pulls back as a hesitant one does"},
        {"endgame", &FullAiParams::endgame, 0.0, 20.0,
         "last game turns in which it plays for the turn limit's share: bolder behind, warier "
         "ahead"},
        {"fire-floor", &FullAiParams::fireFloor, 0.0, 2.0,
         "least expected enemy stands for which a volley is fired in the fire phase"},
        {"react-fire", &FullAiParams::reactFire, 0.0, 5.0,
         "least expected enemy stands for which a unit makes opportunity fire"},
        {"candidates", &FullAiParams::candidates, 1.0, 5.0,
         "how many lengths of advance a unit weighs (more: slower and better)"},
    };
    return specs;
}

} // namespace guidon::ai::full
