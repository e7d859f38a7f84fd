// Pieces of the decision column that know no ruleset: the coloured strip
// over a decision, tooltips placed beside the column (over the table, never
// on its buttons), and a refused command with its rule quoted from the
// rules reference.
#pragma once

#include "core/refusal.h"
#include "core/side.h"
#include "data/reference_file.h"
#include "ui_kit.h"

#include <optional>
#include <string>

namespace guidon::client {

// The coloured strip over a decision: whose it is and what it is.
void drawBanner(core::Side side, const std::string& title, const UiFonts& fonts);

// A tooltip for the item just drawn stands left of the panel, level with
// the item (growing upward from an item in the lower half of the window),
// over the table: never on the panel's own buttons. Where the panel leaves
// less than `width` (the tooltip's text width; 0: 22 lines' ems) on its
// left, ImGui places it as usual, inside the window. Call just before
// BeginTooltip(); returns the width to wrap its text at.
float besidePanel(float width = 0.f);

// A tooltip of one sentence beside the panel.
void tooltipBeside(const std::string& text);

// The refused command in red, and the rule itself as the quick reference
// words it (when `reference` has it), with a button to open it there:
// `showRule` is set when that is clicked.
void drawRefusal(const core::Refusal& refusal, const data::RulesReference* reference,
                 std::optional<std::string>& showRule);

} // namespace guidon::client
