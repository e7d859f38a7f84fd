// Lite behind the door (core/game.h): a lite::GameState wrapped so that the
// Session, the CLI and the window shell can run it without Lite's types.
// Every call goes to the same functions the rest of Lite uses (parseCommand,
// submit, validate, stateHash, checkInvariants): the door adds no rule.
#pragma once

#include "command.h"
#include "core/game.h"
#include "event.h"
#include "state.h"

#include <memory>

namespace guidon::lite {

class LiteGame final : public core::Game {
  public:
    explicit LiteGame(GameState state);

    const core::RulesetInfo& ruleset() const override;
    std::unique_ptr<core::Game> clone() const override;
    core::Status status() const override;
    bool over() const override { return state_.over; }
    int turn() const override { return state_.turn; }
    core::LineResult submitLine(std::string_view line) override;
    core::LineResult checkLine(std::string_view line) const override;
    std::uint64_t hash() const override;
    const core::BattleMap& map() const override { return *map_; }
    std::vector<core::TableUnit> table() const override;
    std::vector<std::string> brokenInvariants() const override;
    bool undoable(std::string_view line) const override;

    // Inside Lite's own code (its window panels and its AI), the concrete state.
    const GameState& state() const { return state_; }

  private:
    GameState state_;
    std::shared_ptr<const core::BattleMap> map_; // the setup's battle's (copies share it)
};

// A command of Lite's as the door's line. The door reads a line as the
// deciding side's command: a command of the other side is no line of his,
// and gets the rules' own refusal in `refused` (the line is then "").
std::string lineOf(const GameState& s, const Command& c, core::Refusal& refused);

// The events of Lite as the door shows them (cards by id).
core::TableEvent tableEvent(const Event& e, const Setup& setup);
// The kind of an event of Lite's, as Lite's panels compare it.
inline EventKind kindOf(const core::TableEvent& e) {
    return static_cast<EventKind>(e.code);
}

// The concrete state of a game of Lite, for Lite's own panels, its AI and
// its tests. A game of another ruleset here is a mistake in the caller:
// std::logic_error says so.
const GameState& stateOf(const core::Game& game);
// The same, or null when the game is no game of Lite (or a pick-up battle
// still being set up, lite/pickup_game.h).
const GameState* stateIf(const core::Game& game);
bool isLite(const core::Game& game);

// A unit as the door draws it: its bases as stands, its own markers (moved,
// smoke); the markers of card effects are the state's (LiteGame::table).
core::TableUnit tableUnitOf(const Unit& u);

} // namespace guidon::lite
