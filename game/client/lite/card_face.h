// A Longstreet Lite card drawn as a playing card: its name, the phase symbol
// it may modify (a muzzle flash for fire, an arrow for movement, crossed
// sabres for combat), its morale value in a medallion, the red or white
// interrupt banner, its years and nation, its effect in a line; the card
// text in a tooltip.
#pragma once

#include "client/ui_kit.h"
#include "lite/cards.h"

#include <imgui.h>

namespace guidon::client {

constexpr float kCardWidth = 134.f;
constexpr float kCardHeight = 124.f;
// The line of the card's summary: its top, below a name of two lines, and
// the width it may take (content tests hold assets/cards.xml to it).
constexpr float kCardSummaryTop = 45.f;
constexpr float kCardSummaryWidth = kCardWidth - 16.f;

struct CardLook {
    bool hovered = false;
    bool selected = false; // picked by the player (gold edge)
    bool modifier = false; // picked as the modifier (green edge)
    bool glow = false;     // playable now (an interrupt in its window)
    bool dim = false;      // cannot be used for the decision at hand
};

// Draw the face at `pos` (screen pixels) into `dl`.
void drawCardFace(ImDrawList* dl, ImVec2 pos, const lite::CardDef& def, const UiFonts& fonts,
                  const CardLook& look);
// The card's phase symbol alone, `size` pixels square.
void drawPhaseGlyph(ImDrawList* dl, ImVec2 centre, float size, lite::Phase p);
// The full card as a tooltip (call while hovered).
inline constexpr float kCardTooltipWidth = 340.f; // where its text wraps
void cardTooltip(const lite::CardDef& def, const UiFonts& fonts);

} // namespace guidon::client
