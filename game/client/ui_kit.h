// Small pieces every panel of the table uses: the fonts, the sides' colours
// in ImGui terms, names of sides in a player's words, and a few widgets
// (section headings, wide buttons, wrapped coloured text). A ruleset's own
// words (Lite's phases) are its UI's (client/lite/phase_words.h).
#pragma once

#include "core/words.h"

#include <imgui.h>

#include <string>

namespace guidon::client {

// The UI fonts (any may be null: ImGui's default font is used instead).
struct UiFonts {
    ImFont* title = nullptr; // bold sans, a little larger: panel titles
    ImFont* mono = nullptr;
    ImFont* serif = nullptr; // bold serif: card names
    ImFont* big = nullptr;   // large bold serif: the curtain and the game-over banner
    ImFont* small = nullptr; // small sans: card details
};

// Pushes the font when there is one; pair with popFont(f).
void pushFont(ImFont* f);
void popFont(ImFont* f);

// Capitalised side name for players ("Federal"), the words every ruleset uses.
using core::sideTitle;
// Text colour of a side on the dark panels.
ImVec4 sideColour(core::Side s);
// A stronger tint of the side for bars and strips.
ImVec4 sideStrip(core::Side s);
// "victory roll 9 ..." -> "Victory roll 9 ....": a capital and a full stop.
std::string sentence(std::string text);

inline const ImVec4 kRefusalColour{1.f, 0.42f, 0.36f, 1.f};
inline const ImVec4 kGold{0.95f, 0.80f, 0.42f, 1.f};
inline const ImVec4 kHintColour{0.72f, 0.68f, 0.60f, 1.f};

// A section heading: small capitals-style label over a separator.
void heading(const char* text);
// Wrapped text in a colour.
void textWrapped(const ImVec4& colour, const std::string& text);
// Wrapped hint text (the disabled colour).
void hint(const std::string& text);
// A button `width` wide (0: fit the label) and a little taller than ImGui's.
bool bigButton(const char* label, float width = 0.f);
// Text on one line at most `width` wide: cut at a word or letter with an
// ellipsis when longer, the whole text then in a tooltip on hover. True
// when it was cut. For a narrow window: shortened, never clipped.
bool elidedText(const std::string& text, float width, const ImVec4& colour);
// `text` cut so that it and an ellipsis fit `width` (the text itself when it fits).
std::string elided(const std::string& text, float width);
// Text centred on the current window's width at the cursor's height.
void centredText(const std::string& text, ImFont* font, const ImVec4& colour);
// The brass colours of the one button a screen leads to (Start, Load, the
// curtain's); pair with popPrimaryButton().
void pushPrimaryButton();
void popPrimaryButton();
// The key went down this frame, whoever has the keyboard (a dialog's keys:
// Enter answers with its default button, Esc cancels).
bool keyTapped(ImGuiKey key);
// `n` buttons side by side filling the row: the width of each.
float rowButtonWidth(int n);

} // namespace guidon::client
