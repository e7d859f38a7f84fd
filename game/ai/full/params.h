// The tunable parameters of the full game's computer opponent (player.h).
// Each level (easy, normal, hard) is one XML file in assets/ai/full/, read
// by game/data's level reader (data/ai_file.h) with the names and ranges of
// fullParamSpecs(); docs/ai.md lists them.
#pragma once

#include <string>
#include <vector>

namespace guidon::ai::full {

struct FullAiParams {
    std::string level;       // "easy", "normal", "hard"
    std::string description; // one line for the new-battle screen

    // How often (0..1) a decision is a random legal command instead of the
    // considered one: the easy level's carelessness.
    double blunder = 0.0;

    // Orders (the defaults are the hard level's).
    double standoff = 0.6;        // of a unit's longest fire band: how near it closes to fire
    double approachWeight = 0.08; // worth of each inch closed toward its standoff
    double fireWeight = 1.0;      // worth of the stands it could take from where it ends
    double threatWeight = 0.6;    // worth of the stands the enemy could take there
    double holdBonus = 1.0;       // a unit that holds fires now: its volley counts this much more
    double moveMargin = 0.15;     // what an order must be worth over holding (else it holds)
    double tierWeight = 0.4;      // cost of ending distant from its brigadier (out: three times)
    double pipValue = 0.25;       // what a pip is worth kept (saved, reserved) in stands
    double breakFocus = 2.0;      // extra worth of a stand of a brigade near breaking (both sides')
    double assaultOdds = 0.62;    // least chance of winning its melee for which a unit assaults
    double assaultWeight =
        1.5;            // worth of a place it could assault from next turn (times the melee's gain)
    double press = 1.0; // outshot by the enemy, how much more it closes to assault (0: never)
    double reserveNear = 14.0; // inches: an enemy this near makes a brigade reserve a pip
    double hesitantPull = 1.0; // 1: a hesitant brigade pulls back out of reach; 0: it stays
    double pullBackAt = 1.0;   // share of its breaking losses at which a brigade pulls back too
    double endgame = 2.0;      // last turns in which it plays for the turn limit's share (0: never)
    // Fire and reactions.
    double fireFloor = 0.02; // least expected stands for which a volley is fired
    double reactFire = 0.25; // least expected stands for opportunity fire
    double candidates = 3.0; // how many lengths of advance it weighs (1 to 5)
};

// One parameter: its XML name, where it lives, its range and its meaning.
struct FullParamSpec {
    const char* name;
    double FullAiParams::*field;
    double lo;
    double hi;
    const char* meaning;
};
const std::vector<FullParamSpec>& fullParamSpecs();

} // namespace guidon::ai::full
