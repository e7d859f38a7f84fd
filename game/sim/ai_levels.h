// The computer's levels (ai/params.h; the full game's ai/full/params.h) read from assets/ai/<level>.xml by
// game/data's reader, given the parameters' names and ranges.
#pragma once

#include "ai/full/params.h"
#include "ai/params.h"
#include "data/problems.h"

#include <string>
#include <vector>

namespace guidon::sim {

bool parseAiLevel(const std::string& text, const std::string& file, ai::AiParams& out,
                  data::Problems& problems);
bool loadAiLevel(const std::string& path, ai::AiParams& out, data::Problems& problems);
// The levels the game offers, in order: easy, normal, hard, from `root`/assets/ai.
bool loadAiLevels(const std::string& root, std::vector<ai::AiParams>& out,
                  data::Problems& problems);

// The full game's levels (ai/full/params.h), from `root`/assets/ai/full.
bool parseFullAiLevel(const std::string& text, const std::string& file,
                      ai::full::FullAiParams& out, data::Problems& problems);
bool loadFullAiLevel(const std::string& path, ai::full::FullAiParams& out,
                     data::Problems& problems);
bool loadFullAiLevels(const std::string& root, std::vector<ai::full::FullAiParams>& out,
                      data::Problems& problems);

} // namespace guidon::sim
