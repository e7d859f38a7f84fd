// An opponent the computer plays: from the deciding side's view alone (never
// the other hand or the deck order) it chooses the next command. It may ask
// the referee whether a command would be accepted, as a player at the table
// may ask his opponent, and never sends one that would be refused. The
// window, guidon-cli match and the tests all use this one interface.
#pragma once

#include "rules/command.h"
#include "rules/dice.h"
#include "rules/view.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::ai {

// Whether the rules would accept this command now (rules::validate).
using Referee = std::function<bool(const rules::Command&)>;

class Agent {
  public:
    virtual ~Agent() = default;
    virtual const char* level() const = 0;
    // The command to send; nothing only when no command it can find is legal
    // (then the caller reports it: every decision of the rules has an answer).
    virtual std::optional<rules::Command> decide(const rules::PlayerView& view,
                                                 const Referee& legal, rules::Pcg32& rng) = 0;
};

// The levels there are: "random" (uniform among legal commands). The
// scripted opponent's easy, normal and hard come with their issue.
const std::vector<std::string>& agentLevels();
// The agent of `level`, or null with `error` naming the levels there are.
std::unique_ptr<Agent> makeAgent(const std::string& level, std::string& error);

} // namespace guidon::ai
