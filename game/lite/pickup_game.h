// A pick-up battle behind the door (RULINGS LL-SETUP-1): the set-up's lines
// (lite/setup_lines.h) first, then the game the set-up makes, as one
// core::Game. A save of it replays from its seed and lines like any other
// game: the set-up's roll and the game's dice come from the one seed.
#pragma once

#include "core/game.h"
#include "door.h"
#include "setup.h"

#include <memory>
#include <optional>

namespace guidon::lite {

class PickupGame final : public core::Game {
  public:
    // The set-up starts (and rolls) at once; its events are opening().
    // `hands`: cards dealt first into a side's opening hand, as --hand does.
    PickupGame(const PickupLibrary& library, std::vector<TerrainType> terrainTypes,
               const PickupForce& federal, const PickupForce& confederate, PickupRules rules,
               std::shared_ptr<const std::vector<CardDef>> cards, std::uint64_t seed,
               const std::vector<int>& dice, FixedHands hands = {});

    // What the set-up's start logged (the roll), as the door shows it.
    std::vector<core::TableEvent> opening() const;

    const core::RulesetInfo& ruleset() const override;
    std::unique_ptr<core::Game> clone() const override;
    // Before the game: turn 0, the set-up's decider and its pending step.
    core::Status status() const override;
    bool over() const override { return game_ && game_->over(); }
    int turn() const override { return game_ ? game_->turn() : 0; }
    // A set-up line until the set-up is done (the game then starts, and its
    // opening events follow the set-up's last); then the game's commands.
    core::LineResult submitLine(std::string_view line) override;
    core::LineResult checkLine(std::string_view line) const override;
    std::uint64_t hash() const override;
    // Before the game: the table as set up so far.
    const core::BattleMap& map() const override;
    // Before the game: the units deployed so far.
    std::vector<core::TableUnit> table() const override;
    std::vector<std::string> brokenInvariants() const override;
    // A piece placed or removed, a unit or a side's units deployed (no die
    // rolled, nothing hidden), or what the game calls undoable.
    bool undoable(std::string_view line) const override;

    const PickupSetup& setup() const { return setup_; }
    // Auto-terrain's random stream as it stands: the window's computer seat
    // draws its random edge from a copy, so that one seed gives one set-up
    // there and in the balance check (lite::computerChoice on one stream).
    const Pcg32& choices() const { return choices_; }
    // The game once the set-up is done (null before).
    const LiteGame* game() const { return game_ ? &*game_ : nullptr; }

  private:
    // The set-up line applied to `next` and `rng` (copies: a refused line
    // changes nothing of the game's, auto-terrain's stream included).
    static core::LineResult tryLine(std::string_view line, PickupSetup& next, Pcg32& rng);
    // The set-up's events from `from` on, as the door shows them.
    void logSetup(std::size_t from, std::vector<core::TableEvent>& out) const;

    PickupSetup setup_;
    Pcg32 choices_; // auto-terrain's stream (lite::setupChoices)
    std::shared_ptr<const std::vector<CardDef>> cards_;
    std::uint64_t seed_ = 0;
    FixedHands hands_;
    std::optional<LiteGame> game_;
    std::shared_ptr<const core::BattleMap> map_; // the set-up's table (before the game)
};

// The code of a set-up event at the door (TableEvent::code): apart from the
// game's EventKind codes.
constexpr int kSetupEventCode = 1000;

} // namespace guidon::lite
