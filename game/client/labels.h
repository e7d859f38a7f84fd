// Unit labels: name and base count on a dark plate touching its own unit,
// drawn in window pixels at a fixed size so the text stays crisp at every
// zoom. The placement is worked out afresh each frame from the units and the
// camera alone, so it holds still while nothing moves.
#pragma once

#include "engine/camera.h"
#include "engine/registry.h"
#include "unit_mirror.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include <functional>
#include <string>
#include <vector>

struct ImFont;

namespace guidon::client {

struct LabelStyle {
    const ImFont* font = nullptr; // the UI's font for the labels (null: its default)
    float textScale = 1.f;        // with no font: the interface size (12 pixels at 1)
    float minZoom = 9.f;          // below this many pixels per BW the table is too small for names
    // Window pixels a label must stay inside: the table as the player sees
    // it (the felt, less any panel over it).
    sf::FloatRect area;
};

// A line of text on a plate, in window pixels: `at` is the point of the
// plate given by `anchor` ((0.5,0.5) its centre, (0,1) its bottom-left).
// The target's view must be the window's pixels (see engine::PixelView).
void plateText(sf::RenderTarget& target, const sf::Font& font, const std::string& text,
               sf::Vector2f at, sf::Vector2f anchor, unsigned size, sf::Color colour,
               sf::Color plate, sf::Color outline = sf::Color::Transparent);

// One unit's label where it goes, in window pixels.
struct PlacedLabel {
    engine::Entity entity = engine::kNoEntity;
    sf::FloatRect plate;
};

// Where each unit's label goes. Every plate touches its own unit's bases
// (beside them: behind, then a flank, then ahead), lies inside `area`,
// overlaps no other plate and no base, and keeps a little off the other
// units where it can. A label with no such place is left out at this zoom (the unit's
// tooltip still names it). `size(entity)`: its plate's width and height in
// pixels.
std::vector<PlacedLabel> placeUnitLabels(const engine::Camera& camera,
                                         const engine::Registry& registry, sf::FloatRect area,
                                         const std::function<sf::Vector2f(engine::Entity)>& size);

// The markers a label carries after the name, as words: the table's
// ("moved", "smoke", "may not move", "may not fire" in Lite), with "fired"
// after "moved" for a unit that fired this turn.
std::vector<std::string> labelMarkers(const UnitFigure& unit);

// The labels, through Dear ImGui's background layer (under every panel, over
// the table), so they read like the rest of the UI and a test sees them in
// the drawn text. Call inside a UI frame.
void drawUnitLabels(const engine::Camera& camera, const engine::Registry& registry,
                    const LabelStyle& style);

} // namespace guidon::client
