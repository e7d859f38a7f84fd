// The table screen's computer (issue 9): its moves, sent at its pace, the
// line that says what it is doing, and the hint for the player who decides.
// Part of TableScreen (table_screen.h).
#include "table_screen.h"

#include "lite/command_text.h"
#include "lite/game.h"

namespace guidon::client {

// [SECTION] The computer's moves

bool TableScreen::computerDecides() const {
    const lite::GameState& s = liteState();
    if (s.over) return false;
    core::Side d = courtesy_ ? *courtesy_ : lite::decider(s);
    return computer_.plays(d);
}

void TableScreen::computerStep(float dt) {
    if (!computerDecides() || computerPaused_) {
        computer_.idle();
        return;
    }
    const lite::GameState& s = liteState();
    core::Side d = courtesy_ ? *courtesy_ : lite::decider(s);
    ComputerSeat::Step step =
        computer_.step(dt, s.turn, d, courtesy_.has_value(), stateSerial_, players_.decider(s));
    if (!step.ready) return;
    if (courtesy_) { // the computer "considers" an interrupt it does not hold
        courtesy_.reset();
        syncedAt_ = ~std::uint64_t(0);
        return;
    }
    if (!step.line) return;
    // The command read back as the door reads it, and the state before a
    // unit moves: for the trail it leaves on the table.
    lite::Command c;
    std::string error;
    bool moves = lite::parseCommand(*step.line, lite::viewFor(s, d), c, error) &&
                 (c.kind == lite::CommandKind::March || c.kind == lite::CommandKind::Charge ||
                  c.kind == lite::CommandKind::FallBack);
    std::optional<lite::GameState> before;
    if (moves) before = s;
    core::LineResult out = submitLine(*step.line, "command");
    if (!out.accepted)
        computer_.refused(stateSerial_, d, out.refusal);
    else if (before)
        showComputerMove(computer_, *before, c, liteState());
}

// [SECTION] The computer's line and the hint

std::string TableScreen::computerLine() const {
    const lite::GameState& s = liteState();
    if (s.over) return "";
    core::Side d = courtesy_ ? *courtesy_ : lite::decider(s);
    return computer_.statusLine(d, computerDecides());
}

bool TableScreen::hintOffered() const {
    const lite::GameState& s = liteState();
    // Only the deciding player's own view goes to the agent, and only when
    // he holds the seat (in hot seat: his hand may be shown): it never shows
    // what his opponent may not see.
    return !s.over && humans() > 0 && !handsHidden() && !courtesy_ && !computerDecides() &&
           viewer() == lite::decider(s);
}

void TableScreen::askHint() {
    if (!hintOffered()) return;
    hint_.ask(liteState(), lite::decider(liteState()), stateSerial_);
}

} // namespace guidon::client
