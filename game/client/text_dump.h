// The text the UI put on the screen in one frame, read back from Dear ImGui's
// draw data: every glyph quad is matched to its font glyph by its texture
// coordinates and the glyphs are joined into runs along each line. It sees
// whatever reached the renderer, however it was drawn (widgets, tooltips,
// custom draw lists), so tests can check what a player could read (the hidden
// hand) and where a button's label is (to click it).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

struct ImDrawData;

namespace guidon::client {

struct DrawnText {
    float x = 0.f, y = 0.f, w = 0.f, h = 0.f; // the run's box, window pixels
    std::uint32_t rgba = 0;                   // 0xRRGGBBAA of its first glyph
    std::string text;                         // UTF-8
};

// Call after ImGui::Render(), before the next NewFrame(). Glyphs wholly
// outside their clip rectangle are left out (they are not on the screen).
std::vector<DrawnText> drawnTexts(const ImDrawData* data);

// One run a line: "x y w h #rrggbbaa text", in drawing order.
std::string formatDrawnTexts(const std::vector<DrawnText>& texts);

} // namespace guidon::client
