// The one door into a game: start it, ask what is pending, validate a command,
// apply it. The window, the AI, the CLI, saves and replays all come through here.
#pragma once

#include "command.h"
#include "event.h"
#include "state.h"

#include <optional>
#include <vector>

namespace guidon::lite {

// Build both decks (LL-CARD-1) for the battle's year and wrap everything that
// stays fixed during a game.
std::shared_ptr<const Setup> makeSetup(Battle battle, std::vector<CardDef> cards);

// What is wrong with a fixed opening hand (Battle::hands) of `side` in
// `year`: at most six cards (LL-CARD-1) and, given the card definitions,
// each card in that side's deck, none more often than the deck holds it.
// Empty when nothing is.
std::vector<std::string> fixedHandProblems(const std::vector<CardDef>* cards, Side side, int year,
                                           const std::vector<std::string>& ids);

// A new game: the cards the battle fixes for each hand (Battle::hands) dealt
// first, then decks shuffled with the seeded dice and hands drawn to six,
// shattered point set (LL-WIN-1), the first side's turn begun. `script` dice
// are handed out before the generator's own.
GameState newGame(std::shared_ptr<const Setup> setup, std::uint64_t seed,
                  const std::vector<int>& script, std::vector<Event>* events = nullptr);

// Who must decide now (meaningless when the game is over).
Side decider(const GameState& s);
// A one-line description of the pending decision, for players and logs.
std::string describePending(const GameState& s);

std::optional<Refusal> validate(const GameState& s, const Command& c);

struct Outcome {
    bool accepted = false;
    Refusal refusal;
    std::vector<Event> events;
};
// Validate, then apply. A refused command leaves the state untouched.
Outcome submit(GameState& s, const Command& c);

// What a choice that moves bases does to its own unit, and nothing after it:
// a re-form after losses (LL-LOSS-1), a fall-back way (LL-FALLBACK-2), a
// change of formation (LL-MOVE-5). No die is rolled and the game does not go
// on to what follows the choice, so a preview shows nothing not yet decided.
// None: the rules refuse the command, or it is none of these.
std::optional<Unit> choiceResult(const GameState& s, const Command& c);

// Interrupt cards in `side`'s hand it could play now (empty unless the game is
// in an interrupt window for that side).
std::vector<int> playableInterrupts(const GameState& s, Side side);

// Hand the passive player a morale decision (LL-FIRE-6, LL-COMBAT-5): spend up
// to `maxCards` cards whose morale values save up to `maxPoints`. The game
// resumes at its current step once he answers; the points used are left in
// s.morale.saved. Called by the fire and combat phases.
void requestMorale(GameState& s, Side side, int unit, int maxCards, int maxPoints,
                   std::vector<Event>& events);

// LL-CARD-8: the active player rolls one die; even, he wins the tie.
bool activeWinsTie(GameState& s, std::vector<Event>& events, const std::string& what);

} // namespace guidon::lite
