// What names a ruleset to the rest of the program before any game of it is
// started: its id (a battle file's rules="..."), its name for players, the
// unit its lengths are measured in, and whether it can be played yet.
#pragma once

#include <string_view>

namespace guidon::core {

// The unit of every length on a table of this ruleset: 1.0 world unit is
// one of these. `suffix` follows a length written for a player ("4 BW", "6\"").
struct LengthUnit {
    std::string_view name;   // "base width", "inch"
    std::string_view suffix; // " BW", "\""
    std::string_view plural; // "base widths", "inches": "the table's size in inches"
};

struct RulesetInfo {
    std::string_view id;   // "lite", "full"
    std::string_view name; // "Longstreet Lite", ...
    LengthUnit length;
    bool playable = false; // the rules can play a game of it from start to end
};

} // namespace guidon::core
