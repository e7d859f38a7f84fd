// assets/ai/<level>.xml: the parameters of one level of the scripted opponent
// (ai/params.h lists them, with their ranges and meanings).
//
//   <ai level="hard" description="Plans its fire, ...">
//     <param name="blunder" value="0"/>
//     ...
//   </ai>
//
// A parameter left out keeps its default; an unknown or repeated name, or a
// value out of range, is a `file:line` problem.
#pragma once

#include "ai/params.h"
#include "problems.h"

#include <string>
#include <vector>

namespace guidon::data {

bool parseAiLevel(const std::string& text, const std::string& file, ai::AiParams& out,
                  Problems& problems);
bool loadAiLevel(const std::string& path, ai::AiParams& out, Problems& problems);
// The levels the game offers, in order: easy, normal, hard, from `root`/assets/ai.
bool loadAiLevels(const std::string& root, std::vector<ai::AiParams>& out, Problems& problems);

} // namespace guidon::data
