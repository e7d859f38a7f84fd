// The event log: every event's sentence in order, newest last, with the dice
// as the rules wrote them; a heading at each new turn. Follows the newest
// event unless the player has scrolled back to read.
#pragma once

#include "rules/event.h"
#include "ui_kit.h"

#include <vector>

namespace guidon::client {

class LogPanel {
  public:
    // Draw into the current window as a child `height` pixels tall (0: the rest).
    void draw(const std::vector<rules::Event>& log, const UiFonts& fonts, float height);

  private:
    bool follow_ = true;     // keep the newest event in sight
    float lastScroll_ = 0.f; // scroll position last frame
};

} // namespace guidon::client
