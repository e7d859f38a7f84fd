// Hot-seat privacy: two players share one screen. Only the hands are secret,
// so only the hand strip is curtained: a decision that shows the decider's
// hand (cards to pick or play) waits for a handover, the prompt that asks
// him to the screen, unless he is the player seated; a decision made on the
// table alone is made at once with both hands hidden. The other side's hand
// is never drawn. Which decisions show a hand is the ruleset's to say (its
// table passes the flag). Also the game-over banner.
#pragma once

#include "core/game.h"
#include "ui_kit.h"

#include <optional>
#include <string>

namespace guidon::client {

class HotSeat {
  public:
    // The side whose player took the seat last, and whose hand may be shown
    // to him (none until one takes it, and after the other side came to the
    // screen for a decision on the table).
    std::optional<core::Side> seated() const { return seated_; }
    // A handover is due: `side` must decide with his hand in sight and does
    // not hold the seat.
    bool handoverDue(core::Side side, bool handNeeded) const {
        return handNeeded && seated_ != side;
    }
    // `side` decides on the table without the seat: the other player may
    // still be looking on, so no hand may be shown until a handover.
    void comeToTable(core::Side side) {
        if (seated_ != side) seated_.reset();
    }
    // Seated without a prompt (a player alone against the computer).
    void take(core::Side s) { seated_ = s; }
    // The prompt answered: the player says he is at the screen.
    void handOver(core::Side s) {
        seated_ = s;
        ++handovers_;
    }
    int handovers() const { return handovers_; }

  private:
    std::optional<core::Side> seated_;
    int handovers_ = 0;
};

struct CurtainText {
    core::Side side = core::Side::Federal; // who must take the seat
    int turn = 0;
    std::string battle;
    std::string step; // the pending decision in public words
};

// The handover prompt, in the hand strip's place (`pos`, `size` in points):
// the table, the log and the turn bar stay in sight around it. True when
// its button was pressed.
bool drawHandover(const CurtainText& text, const UiFonts& fonts, ImVec2 pos, ImVec2 size);

// The game-over banner of a game that is over, centred on `centre` (pixels).
void drawGameOver(const core::Status& status, const UiFonts& fonts, ImVec2 centre);

} // namespace guidon::client
