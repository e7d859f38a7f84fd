// Public facts of the battle beside the table: the turn bar along the top
// (battle, turn, active side, the step in words, who decides, the view
// switches), each side's cards as the clock they are (LL-CARD-6: the cards
// left, in hand, deck and discards, warning when a side is short) and bases
// lost against the shattered point, and the unit selected on the table.
// Only counts of cards, as a real table shows them: no hand is named here.
#pragma once

#include "client/table_ui.h"
#include "client/table_view.h"
#include "client/ui_kit.h"
#include "lite/battle.h"
#include "lite/view.h"

#include <cstdint>
#include <string>

namespace guidon::client {

struct TurnBarInput {
    const lite::PlayerView* view = nullptr;
    const lite::Battle* battle = nullptr;
    std::string step; // the pending decision in words (public)
    std::uint64_t seed = 0;
    const UiFonts* fonts = nullptr;
    std::string computer; // the computer's state and keys ("" when it is not playing)
};

// The bar across the top of the window, kTurnBarHeight high. Returns true when "Fit" was pressed.
bool drawTurnBar(const TurnBarInput& in, TableOptions& options, float windowWidth);

// Into the current window: both sides' card clocks and the victory track.
void drawArmies(const lite::PlayerView& v);
// Into the current window: the unit selected on the table.
void drawUnitDetails(const lite::Unit& u);

} // namespace guidon::client
