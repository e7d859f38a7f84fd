// Every change to a game is a Command: plain data, written to a file and read
// back as one line of text (command_text.h). The side is the player who sends
// it; the rules refuse a command from the side that is not to decide.
#pragma once

#include "types.h"

#include <string>
#include <vector>

namespace guidon::rules {

enum class CommandKind : std::uint8_t {
    Reshuffle,   // LL-CARD-2 (1)
    KeepDeck,
    Invoke,      // invoke `phase` with 1-2 cards and an optional modifier (LL-CARD-3)
    NoFire,      // decline the fire phase (LL-CARD-2 (2))
    Pass,        // LL-CARD-2 (3), LL-CARD-5
    Interrupt,   // LL-CARD-4
    NoInterrupt,
    EndPhase,
    Morale,      // spend the listed cards (possibly none) for morale
};
const char* nameOf(CommandKind k);

struct Command {
    CommandKind kind = CommandKind::Pass;
    Side side = Side::Federal;
    Phase phase = Phase::None;
    std::vector<int> cards; // card instances of `side`
    int modifier = -1;      // card instance or -1
};

// A refused command: the rule that refuses it and a sentence a player understands.
struct Refusal {
    std::string rule;
    std::string reason;
};

} // namespace guidon::rules
