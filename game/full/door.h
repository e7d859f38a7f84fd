// The full game behind the door (core/game.h): a full::GameState wrapped so
// that the Session, the CLI, soak, match and the window's shell run it
// without its types. Every call goes to the functions the rest of the full
// game uses (parseCommand, validate, applyCommand, stateHash,
// checkInvariants): the door adds no rule.
#pragma once

#include "command.h"
#include "core/game.h"
#include "event.h"
#include "state.h"

#include <memory>

namespace guidon::full {

class FullGame final : public core::Game {
  public:
    explicit FullGame(GameState state);
    // A new game of `setup`, its first command phase begun; the events of it
    // in `events` (the log's opening lines).
    static std::unique_ptr<FullGame> start(std::shared_ptr<const Setup> setup, std::uint64_t seed,
                                           std::vector<core::TableEvent>& events);

    const core::RulesetInfo& ruleset() const override;
    std::unique_ptr<core::Game> clone() const override;
    core::Status status() const override;
    bool over() const override { return state_.over; }
    int turn() const override { return state_.turn; }
    core::LineResult submitLine(std::string_view line) override;
    core::LineResult checkLine(std::string_view line) const override;
    std::uint64_t hash() const override;
    const core::BattleMap& map() const override { return state_.battle().map; }
    std::vector<core::TableUnit> table() const override;
    std::vector<std::string> brokenInvariants() const override;
    bool undoable(std::string_view line) const override;

    const GameState& state() const { return state_; }

  private:
    GameState state_;
};

// The side that must decide now.
Side decider(const GameState& s);
// The decision awaited, in a sentence.
std::string describePending(const GameState& s);
// The state's hash (FNV-1a over everything that plays: the pending stack,
// markers, pips, once-a-game trait uses, the dice).
std::uint64_t stateHash(const GameState& s);
core::TableEvent tableEvent(const Event& e);

// The concrete state of a game of the full game, or null for another ruleset.
const GameState* stateIf(const core::Game& game);

} // namespace guidon::full
