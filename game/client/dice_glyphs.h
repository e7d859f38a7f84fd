// The dice of a log entry drawn as dice: each die a small face with its pips,
// each throw (one base's shot, one attacker, the defence) set a little apart
// and followed by the roll it needed ("needs 4+"; throws side by side that
// need the same roll share the label). A die that counted (a hit, a kill, a win, the die
// kept) is a bright face with a gold edge and a gold underline; one that did
// not is a grey face, so the two differ by a mark as well as by colour. All of it
// comes from the marks the rules put on their event; nothing is worked out here.
#pragma once

#include "core/game.h"

#include <imgui.h>

#include <string>

namespace guidon::client {

// One die's face, `size` pixels square, its top-left corner at `at`.
void drawDieFace(ImDrawList* dl, ImVec2 at, float size, int value, bool counts);

// The event's marked dice as rows of faces at the cursor, wrapping within the
// current content width; nothing for an event whose dice the rules did not mark.
// `size`: a face's side in pixels. Returns the screen box they took (empty: none).
ImVec4 drawEventDice(const core::TableEvent& e, float size);

// The dice as a line of words, the same ones drawn: "3 5* 6* need 4 | 2 4*"
// ("*" counted; "need" only for a throw with a target number).
std::string diceInWords(const core::TableEvent& e);

} // namespace guidon::client
