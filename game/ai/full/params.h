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
