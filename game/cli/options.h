// The options that several guidon-cli commands share: the battle file,
// --games/--seed/--max-turns (soak, match) and --seed/--dice/--hand/
// --script/--save/--json (play, pickup).
#pragma once

#include "lite/setup.h"

#include <cstdint>
#include <string>
#include <vector>

namespace guidon::cli {

// What play (and pickup, for the game after its set-up) is told.
struct PlayOptions {
    std::string battle;
    std::uint64_t seed = 0;
    bool haveSeed = false;
    std::vector<int> dice;
    lite::FixedHands hands; // --hand, by side index
    std::string script;
    bool json = false;
    std::string save;
    // --preview UNIT[:N] (play, the full game): the unit's fire preview
    // after the script; `previewSection` 0 from the left, -1 the whole unit.
    std::string previewUnit;
    int previewSection = -1;
    // --melees (play, the full game): every melee in contact now, each
    // side's shock terms and the chance of each outcome (FG-MELEE-2, -3).
    bool melees = false;
};

// The one positional argument of play, soak and match: the battle file.
// Returns what is wrong with `a`, or "" once it is taken.
std::string battleArgument(const std::string& a, std::string& battle);

// --games N, --seed S and --max-turns T, as soak and match take them.
// "no" when args[i] is none of them (nothing read); "" when it was read
// (i then points at its value); else what is wrong with it.
std::string gamesOption(const std::vector<std::string>& args, std::size_t& i, int& games,
                        std::uint64_t& seed, bool& haveSeed, int& maxTurns);

// --seed, --dice, --hand, --script, --save and --json, as play and pickup take them.
// "no" when args[i] is none of them (nothing read); "" when it was read (i
// then points at its value); else what is wrong with it.
std::string playOption(const std::vector<std::string>& args, std::size_t& i, PlayOptions& o);

// --preview UNIT[:N], as play takes it: "no", "" or what is wrong, as above.
std::string previewOption(const std::vector<std::string>& args, std::size_t& i, PlayOptions& o);

} // namespace guidon::cli
