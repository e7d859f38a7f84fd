// An opponent the computer plays: from the deciding side's view alone (never
// the other hand or the deck order) it chooses the next command. It may ask
// the referee whether a command would be accepted, as a player at the table
// may ask his opponent, and never sends one that would be refused. The
// window, guidon-cli match and the tests all use this one interface.
#pragma once

#include "core/dice.h"
#include "lite/command.h"
#include "lite/game.h"
#include "lite/view.h"
#include "params.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::ai {

// Whether the rules would accept this command now (lite::validate).
using Referee = std::function<bool(const lite::Command&)>;
// The referee of a game state, which must outlive it: it answers nothing
// but "would the rules accept this?", so hidden information stays hidden.
inline Referee refereeFor(const lite::GameState& s) {
    return [&s](const lite::Command& c) { return !lite::validate(s, c); };
}

class Agent {
  public:
    virtual ~Agent() = default;
    virtual const char* level() const = 0;
    // The command to send; nothing only when no command it can find is legal
    // (then the caller reports it: every decision of the rules has an answer).
    virtual std::optional<lite::Command> decide(const lite::PlayerView& view, const Referee& legal,
                                                core::Pcg32& rng) = 0;
    // Why it chose its last command, in a player's words ("" when it has no
    // more to say than the command itself). The window's hint shows it.
    virtual std::string reason() const { return {}; }
};

// A command chosen uniformly among the legal ones the candidate generator
// proposes (random_agent.h), leaving out those `skip` rejects; nothing when
// none is left. The random level plays this; the scripted levels fall back
// on it.
std::optional<lite::Command>
randomLegal(const lite::PlayerView& view, const Referee& legal, core::Pcg32& rng,
            const std::function<bool(const lite::Command&)>& skip = {});

// The levels there are: "random" (uniform among legal commands, for tests
// and as the weakest opponent), then the tuned levels of `tuned` (easy,
// normal, hard from assets/ai, see sim::loadAiLevels).
std::vector<std::string> agentLevels(const std::vector<AiParams>& tuned);
// The agent of `level`, or null with `error` naming the levels there are.
std::unique_ptr<Agent> makeAgent(const std::string& level, const std::vector<AiParams>& tuned,
                                 std::string& error);

} // namespace guidon::ai
