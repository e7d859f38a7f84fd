// Every change to a game of the full game is a Command: plain data, written
// and read back as one line of text (docs/cli.md "The full game's orders").
// The side is the player who sends it; the rules refuse a command from the
// side that is not to decide.
#pragma once

#include "fire.h"
#include "movement.h"
#include "state.h"

#include <string>

namespace guidon::full {

enum class CommandKind : std::uint8_t {
    Division, // the division commander's pip to `brigade` (FG-CMD-2, FG-D-48)
    Hold,     // FG-CMD-3
    Advance,  // FG-MOVE-3 (prolonge for an unlimbered battery, FG-D-30)
    Oblique,  // FG-D-38
    Wheel,    // in place (FG-D-12)
    Form,     // change formation and/or turn (FG-FORM-2, FG-D-12); to open order: special
    Limber,
    Unlimber,
    Detach, // a skirmish screen (FG-ORG-4)
    Recall,
    Dress,    // FG-D-46
    Rally,    // Rally Line (FG-CMD-4, a paid extra: FG-D-2)
    Reserve,  // Reserve Pip: `count` pips of `brigade` reserved (FG-D-2)
    Leader,   // the brigadier of `brigade` moves to `point`, attaching to `attach` (FG-CMD-7)
    EndOrders, // "end": ends the orders phase, or the fire phase
    Fire,      // `unit` (or its section `section`) fires at `target` (FG-FIRE-1, FG-D-8)
    Focus,     // Battery Focus: `sections` fire as one unit at `target` (FG-CMD-4, FG-D-30)
    Losses,    // the owner says which end `unit`'s lost stands came from: `dir` -1, +1, 0 centre
    Assault,   // FG-MELEE-1: `unit` charges `target`; plan's wheel and double-time (FG-D-15)
    React,     // FG-REACT: the passive side's `unit` makes `reaction` (amount: inches; pip)
    Pass,      // FG-REACT-1, FG-D-11: no (more) reactions at this moment
    Consolidate, // FG-D-20: a melee's victor `unit` moves `amount` inches (ahead +, back -, 0 stays)
};
std::string_view nameOf(CommandKind k);

struct Command {
    CommandKind kind = CommandKind::EndOrders;
    Side side = Side::Federal;
    int unit = -1;
    int brigade = -1;
    AdvancePlan plan;       // Advance
    int dir = 0;            // Oblique, Wheel: -1 left, +1 right
    double amount = 0.0;    // Oblique: inches; Wheel: degrees; Detach: distance ahead
    Formation formation = Formation::Line; // Form
    Turn turn = Turn::None;                // Form
    int count = 1;                         // Detach: stands; Reserve: pips
    Vec2 point;                            // Leader
    int attach = -1;                       // Leader: the unit he attaches to
    int section = -1;                      // Fire: a battery's section, 0 from the left
    int target = -1;                       // Fire, Focus
    std::vector<Shooter> sections;         // Focus
    Reaction reaction = Reaction::OpportunityFire; // React
    bool pip = false;                              // React: a refused flank paid with a reserved pip
    // Assault by a contiguous line (each regiment its own target, FG-D-31)
    // or a wave (one target, front first, FG-D-43): every regiment, the
    // first being `unit`; empty for one regiment's assault.
    std::vector<QueuedAssault> parts;
    bool wave = false;
};

// Lengths and angles in commands are kept to a thousandth, so that a
// command written to a file and read back is the same command (docs/cli.md).
double snapped(double v);

// Parse one line as the command of `side`; false with `error` set when it is
// no command (unknown word, unknown unit, a number missing).
bool parseCommand(const GameState& s, Side side, const std::string& line, Command& out,
                  std::string& error);
// The command as a line parseCommand reads back to the same command.
std::string commandText(const GameState& s, const Command& c);

// The rules' words for a player at the screen: each command line the rules
// name in brackets for a player who types them ("(react 4sc fire)", "(fire
// UNIT at TARGET)": a bracket opening on a command's name) taken out, with
// the space before it. Other brackets stay ("(aggressive: 1D3 + 1)").
std::string withoutCommandLines(std::string text);

} // namespace guidon::full
