// The event log: every event's sentence in order, newest last, with the dice
// as the rules wrote them and drawn as dice; a heading at each new turn. It
// stays on the newest event whatever happens around it (moves, curtains, the
// computer's turns, a resized window) until the player scrolls back to read,
// and keeps his place until he scrolls back down or asks for the newest.
#pragma once

#include "core/game.h"
#include "ui_kit.h"

#include <imgui.h>

#include <cstddef>
#include <string>
#include <vector>

namespace guidon::client {

class LogPanel {
  public:
    // Draw into the current window as a child `height` pixels tall (0: the rest).
    void draw(const std::vector<core::TableEvent>& log, const UiFonts& fonts, float height);
    // Lines for --status-out: whether it follows, its scroll, whether the
    // newest entry is in sight (and its text), the newest dice drawn as dice.
    std::string status() const;

  private:
    bool follow_ = true; // keep the newest event in sight
    // The last frame the log was drawn: where, its scroll bar, what it showed.
    ImVec4 box_{0.f, 0.f, 0.f, 0.f}; // x, y, w, h in screen pixels
    unsigned scrollbar_ = 0;         // the scroll bar's ImGui id
    float scroll_ = 0.f, scrollMax_ = 0.f;
    bool newestInSight_ = false;
    std::string newest_;
    std::size_t diceEvent_ = 0; // the newest event drawn with dice, +1 (0: none)
    std::string diceWords_;
    ImVec4 diceBox_{0.f, 0.f, 0.f, 0.f};
};

} // namespace guidon::client
