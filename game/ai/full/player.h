// The full game's computer opponent (issue 25): a player of one side that
// reads the game state (the full game hides nothing, FG rules have no hand)
// and chooses the deciding side's next command, never one the door would
// refuse. Its levels (easy, normal, hard) are parameters in
// assets/ai/full/<level>.xml (params.h); "random" is random legal play
// (random_player.h). The window's computer seat and its hint (F2),
// `guidon-cli match` and the tests all use this one interface.
#pragma once

#include "core/dice.h"
#include "full/command.h"
#include "full/state.h"
#include "params.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::ai::full {

class Player {
  public:
    virtual ~Player() = default;
    virtual const char* level() const = 0;
    // The command the side deciding now (full::decider(s)) sends: one that
    // full::validate accepts. Nothing only when the game is over. `rng` is
    // the player's own generator, never the game's dice.
    virtual std::optional<guidon::full::Command> decide(const guidon::full::GameState& s,
                                                        core::Pcg32& rng) = 0;
    // Why it chose its last command, in a player's words ("" when the
    // command says it all). The window's hint shows it.
    virtual std::string reason() const { return {}; }
};

// The levels there are: "random", then the tuned levels of `tuned` (easy,
// normal, hard read from assets/ai/full by sim::loadFullAiLevels).
std::vector<std::string> fullLevels(const std::vector<FullAiParams>& tuned);
// The player of `level`, or null with `error` naming the levels there are.
std::unique_ptr<Player> makeFullPlayer(const std::string& level,
                                       const std::vector<FullAiParams>& tuned, std::string& error);

} // namespace guidon::ai::full
