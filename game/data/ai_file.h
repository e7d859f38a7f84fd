// assets/ai/<level>.xml: the parameters of one level of the scripted opponent.
//
//   <ai level="hard" description="Plans its fire, ...">
//     <param name="blunder" value="0"/>
//     ...
//   </ai>
//
// The reader knows the file, not the opponent: the caller gives the names
// and ranges of the parameters (game/sim/ai_levels.cpp passes ai/params.h's
// list). A parameter left out is not in `values` (it keeps its default); an
// unknown or repeated name, or a value out of range, is a `file:line` problem.
#pragma once

#include "problems.h"

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace guidon::data {

// One parameter a level file may set, with its range.
struct NumberSpec {
    const char* name;
    double lo;
    double hi;
};

struct AiLevelFile {
    std::string level;       // "easy", "normal", "hard"
    std::string description; // one line for the new-battle screen
    // The parameters the file sets: index into the specs, value.
    std::vector<std::pair<std::size_t, double>> values;
};

bool parseAiLevelFile(const std::string& text, const std::string& file,
                      const std::vector<NumberSpec>& specs, AiLevelFile& out, Problems& problems);

} // namespace guidon::data
