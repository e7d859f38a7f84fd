// The battle panel: which battle, whose turn, what decision is pending, the
// shattered point and each side's cards, from one player's view (hidden hands
// stay hidden: only counts). Also the table's view switches and key help.
#pragma once

#include "rules/view.h"
#include "table_view.h"

#include <cstdint>

struct ImFont;

namespace guidon::client {

// Capitalised side name for players.
const char* sideTitle(rules::Side s);

struct PanelInput {
    const rules::PlayerView* view = nullptr;
    const rules::Battle* battle = nullptr;
    std::uint64_t seed = 0;
    const rules::Unit* selected = nullptr;
    ImFont* titleFont = nullptr;
};

struct PanelOutput {
    bool fit = false;
};

// Width the panel takes at the right edge of the window, in pixels.
constexpr float kPanelWidth = 310.f;

PanelOutput drawStatusPanel(const PanelInput& in, TableOptions& options, float windowWidth,
                            float windowHeight);

} // namespace guidon::client
