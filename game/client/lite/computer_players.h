// Lite's computer players at the shell's seat (client/computer_seat.h): the
// AI levels a seat may play (lib.ai, the tuned ai::AiParams), an agent a
// side deciding from that side's view alone, and the trail a move of theirs
// leaves on the table.
#pragma once

#include "ai/agent.h"
#include "client/computer_seat.h"
#include "core/dice.h"
#include "lite/command.h"
#include "lite/state.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace guidon::client {

// The level a computer seat plays when `wanted` cannot be had from `tuned`
// (lib.ai): `wanted` itself when it is a level there is ("random" included),
// else "normal", else the first tuned level, else "random"; `warning` then
// says what was replaced and why ("" when nothing was).
std::string playableLevel(const std::string& wanted, const std::vector<ai::AiParams>& tuned,
                          const std::string& sideName, std::string& warning);

// The same for both sides (by side index) into `out`; the warnings, if
// any, joined into one message ("" when every level was there).
std::string playableLevels(const std::string wanted[2], const std::vector<ai::AiParams>& tuned,
                           std::string out[2]);
// True when `level` is one there is; else false with `known` listing the
// levels a player may ask for ("easy, normal, hard").
bool knownLevel(const std::string& level, const std::vector<ai::AiParams>& tuned,
                std::string& known);

class ComputerPlayers {
  public:
    // `tuned`: the levels there are (lib.ai); `seed`: the table's, for the
    // agents' own dice.
    ComputerPlayers(std::vector<ai::AiParams> tuned, std::uint64_t seed);

    // The seat's decide for the game in `state`, which must outlive the
    // call (the thought takes its own copies).
    ComputerDecide decider(const lite::GameState& state);

  private:
    // Shared with the thought on the worker: the seat runs one at a time,
    // and a thought still running when the table goes keeps them alive.
    struct Minds {
        std::vector<ai::AiParams> tuned;
        std::unique_ptr<ai::Agent> agents[2]; // by side index, made at first need
        core::Pcg32 dice;
    };
    std::shared_ptr<Minds> minds_;
};

// After the table sent `c`, a command of the computer's, from `before` to
// `after`: the trail on `seat` of the unit it marched, charged or fell
// back with (the front's way, each wheel as its arc); none for another
// command.
void showComputerMove(ComputerSeat& seat, const lite::GameState& before, const lite::Command& c,
                      const lite::GameState& after);

} // namespace guidon::client
