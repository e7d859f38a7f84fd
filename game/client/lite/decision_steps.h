// The decision panel's steps (decision_panel.cpp draws the one the game is
// at): the card game's decisions in decision_cards.cpp, fire and combat in
// decision_fight.cpp, the decisions that move bases in decision_moves.cpp,
// and the helpers they share. Inside the panel only.
#pragma once

#include "client/decision_widgets.h"
#include "decision_panel.h"

#include <string>
#include <vector>

namespace guidon::client::decision {

using lite::Command;
using lite::CommandKind;

// [SECTION] Helpers the steps share (decision_panel.cpp)

std::string fmt(const char* f, double a);
const lite::Unit* unitAt(const lite::GameState& s, int i);
std::string nameOfUnit(const lite::GameState& s, int i);
const lite::CardDef* cardOf(const lite::PlayerView& v, int instance);
std::string cardNames(const lite::PlayerView& v, const std::vector<int>& cards);
Command make(const lite::PlayerView& v, CommandKind k);
// The choice just drawn, when the mouse is over it (or is working it), is
// the one the table previews.
void previewIfHovered(const Command& c, bool legal, DecisionOutput& out);
// A big button for a command the rules are asked first: greyed when they
// would refuse it, with their reason on hover. `first`, when set, is what
// the player must do before the rules can be asked (pick a card).
// A click on it greyed shows the refusal as a refused command's would be,
// and sends nothing.
// `primary`: drawn brighter when enabled (a phase to invoke, not a pass).
bool ruledButton(const char* label, const lite::GameState& s, const Command& c, float width,
                 DecisionOutput& out, const char* first = nullptr, bool primary = false);
// A button for a command the rules are asked about first: greyed, with
// their refusal as its tooltip, when they would refuse it.
// True when the rules would take the command (the button is enabled).
bool checkedButton(const char* label, const lite::GameState& s, const Command& c,
                   DecisionOutput& out, float width = 0.f);

// [SECTION] The card game (decision_cards.cpp)

void reshuffleChoice(const lite::PlayerView& v, DecisionOutput& out);
void fireChoice(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                DecisionOutput& out);
void commandChoice(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                   const DecisionInput& in, DecisionOutput& out);
void interruptWindow(const lite::PlayerView& v, const lite::GameState& s, HandSelection& sel,
                     int tableUnit, const UiFonts& fonts, DecisionOutput& out);
void morale(const lite::PlayerView& v, const lite::GameState& s, const HandSelection& sel,
            DecisionOutput& out);
void fallbackDiscard(const lite::PlayerView& v, const lite::GameState& s, const HandSelection& sel,
                     DecisionOutput& out);

// [SECTION] Fire and combat (decision_fight.cpp)

// What a combat phase invoked now would offer: which units could charge,
// from the rules' own plans, before a card is spent.
void chargesBeforeCombat(const lite::GameState& s, const DecisionOptions* o, DecisionOutput& out);
void firePhase(const lite::PlayerView& v, const lite::GameState& s, const DecisionOptions& o,
               DecisionOutput& out);
void combatPhase(const lite::PlayerView& v, const lite::GameState& s, const DecisionOptions& o,
                 const DecisionInput& in, DecisionOutput& out);

// [SECTION] The decisions that move bases (decision_moves.cpp)

// At the command choice: a move planned as a preview says whether the
// movement phase needs two cards.
void movePreview(const lite::GameState& s, const DecisionInput& in);
void movementPhase(const lite::PlayerView& v, const lite::GameState& s, const DecisionInput& in,
                   DecisionOutput& out);
void losses(const lite::PlayerView& v, const lite::GameState& s, const DecisionOptions& o,
            DecisionOutput& out);
void fallbackDirection(const lite::PlayerView& v, const lite::GameState& s,
                       const DecisionOptions& o, DecisionOutput& out);

} // namespace guidon::client::decision
