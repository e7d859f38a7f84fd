// What the files behind game.h share: the card flow's steps (turn.cpp), which
// the commands of submit.cpp drive on, and small helpers for hands, names and
// events. Not part of the rules' interface.
#pragma once

#include "game.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::lite::game_detail {

// [SECTION] names and hands

std::string cardName(const GameState& s, Side side, int instance);
// "A, B and C".
std::string listCards(const GameState& s, Side side, const std::vector<int>& cards);
std::string sideName(Side s);
bool inHand(const SideState& ss, int instance);
void removeFromHand(SideState& ss, int instance);
Event makeEvent(EventKind k, Side side, std::string text);
std::optional<Refusal> refuse(const char* rule, std::string why);

// The interrupt card in force that forbids phase `p` this turn (LL-CARD-4), if any.
const ActiveEffect* forbidding(const GameState& s, Phase p);
// Can `def`, held by the passive side, be played in the window now open?
bool interruptFits(const GameState& s, const CardDef& def);

// LL-LOSS-1: the width a Losses command re-forms to; none given: as wide
// as the unit can stay.
int lossFiles(const GameState& s, const Command& c);

// [SECTION] the card flow between decisions (LL-CARD-2)

// Draw `side`'s hand back up to six (LL-CARD-1).
void drawUpTo(GameState& s, Side side, std::vector<Event>& ev);
void endGame(GameState& s, bool hasWinner, Side winner, std::string reason, std::vector<Event>& ev);
// The command choice is next (LL-CARD-2 (3)).
void commandStep(GameState& s);
// The fire option (LL-CARD-2 (2)), or the command choice when there is none.
void fireStep(GameState& s, std::vector<Event>& ev);
// LL-CARD-2 (1): discards into the deck, shuffle, six cards out unseen.
void reshuffle(GameState& s, bool forced, std::vector<Event>& ev);
// A new turn for s.active: its interrupt window, then the reshuffle choice.
void beginTurn(GameState& s, std::vector<Event>& ev);
// After the interrupt window (or when none opens) the game goes on.
void afterWindow(GameState& s, std::vector<Event>& ev);
// A phase was invoked: the passive side's interrupt window, or the phase.
void openWindowOrPhase(GameState& s, std::vector<Event>& ev);
// LL-CARD-6: a side with no cards anywhere loses at once.
void checkDeckOut(GameState& s, std::vector<Event>& ev);
// LL-CARD-2 (4) and LL-WIN-2: draw, smoke, the victory roll, the next turn.
void statusPhase(GameState& s, std::vector<Event>& ev);
// After a decision made in the middle of a fire or combat phase's resolution,
// carry the resolution on; end the phase when it is done.
void resumeResolution(GameState& s, std::vector<Event>& ev);

} // namespace guidon::lite::game_detail
