// The decision panel: what the seated player must decide now, as buttons
// that build a lite::Command (sent through the Session by the table screen,
// the same door the CLI uses), and the last refusal in red. Covers every
// decision of Lite: the card game, fire, combat, movement, losses and
// falling back (each step's section: decision_steps.h).
#pragma once

#include "client/ui_kit.h"
#include "data/reference_file.h"
#include "decision_options.h"
#include "hand_panel.h"
#include "lite/view.h"
#include "move_planner.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::client {

struct DecisionInput {
    const lite::PlayerView* view = nullptr; // the seated player's
    const lite::GameState* state = nullptr; // for public facts the view lacks
    const DecisionOptions* options = nullptr;
    HandSelection* selection = nullptr;
    const core::Refusal* refusal = nullptr; // the last command refused, if any
    const UiFonts* fonts = nullptr;
    int tableUnit = -1;                              // the unit selected on the table
    const data::RulesReference* reference = nullptr; // to quote a refused command's rule
    // The computer decides now: say so (`waiting` in words) instead of offering choices.
    bool computerDecides = false;
    std::string waiting;
    std::string computerTitle = "Computer"; // "Computer (hard)"
    // Movement phase: the move being planned by hand, and the rules' check of it.
    MovePlanner* planner = nullptr;
    const lite::MoveReport* plan = nullptr;
    bool canUndo = false;     // a march or formation change of this phase can be taken back
    bool previewMove = false; // command choice: the plan is a preview before invoking
    // Combat phase: the wheel chosen for the selected unit's charge, and the
    // rules' plan for it.
    std::optional<double> chargeWheel;
    const lite::ChargePlan* adjusted = nullptr;
    // Command choice: the charges the rules would allow in a combat phase
    // invoked now, said before a card is spent.
    const DecisionOptions* combatPreview = nullptr;
    // Command choice: the player clicked Pass and is asked to confirm it
    // (the table screen clears it with every new decision).
    bool* askPass = nullptr;
    // Enter and Esc may answer the panel's question: no dialog, text field or
    // move plan of the window has the keyboard.
    bool keysFree = true;
};

struct DecisionOutput {
    std::optional<lite::Command> command;
    int highlightUnit = -1; // a unit the mouse is over in the panel (a charger, a pick)
    std::optional<std::string> showRule; // open the rules reference at this rule
    bool undo = false;                   // take back the last move of the phase
    std::optional<double> chargeWheel;   // the player moved the charge's wheel
    // A greyed button was clicked: the rules' refusal of its command, to
    // show as a refused command's (nothing is sent).
    std::optional<core::Refusal> explain;
    // The choice under the mouse when it moves bases (a fall-back way, a
    // re-form, a change of formation): the table draws what it would do.
    std::optional<lite::Command> preview;
};

// Draws into the current window.
DecisionOutput drawDecision(const DecisionInput& in);

} // namespace guidon::client
