// Hot-seat privacy: two players share one screen, so whenever the side that
// must decide changes, a curtain covers the whole window until the new player
// says he is at the screen. Until then nothing of his hand is drawn; the other
// side's hand is never drawn at all. Also the game-over banner.
#pragma once

#include "rules/state.h"
#include "rules/view.h"
#include "ui_kit.h"

#include <optional>
#include <string>

namespace guidon::client {

class HotSeat {
  public:
    // The side whose player is at the screen (none until one takes the seat).
    std::optional<rules::Side> seated() const { return seated_; }
    // The curtain is up while the side to decide is not the one seated.
    bool curtainUp(const rules::GameState& s) const;
    void take(rules::Side s) { seated_ = s; }

  private:
    std::optional<rules::Side> seated_;
};

struct CurtainText {
    rules::Side side = rules::Side::Federal; // who must take the seat
    int turn = 0;
    std::string battle;
    std::string step; // the pending decision in public words
};

// The curtain over the whole window. True when its button was pressed.
bool drawCurtain(const CurtainText& text, const UiFonts& fonts, ImVec2 windowSize);

// The game-over banner, centred on `centre` (pixels).
void drawGameOver(const rules::PlayerView& v, const UiFonts& fonts, ImVec2 centre);

} // namespace guidon::client
