// Unit labels: name and base count on a dark plate behind each unit (beyond
// its rear edge, so opposing fronts stay clear), drawn in screen pixels at a
// fixed character size so the text stays crisp at every zoom.
#pragma once

#include "engine/camera.h"
#include "engine/registry.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include <string>

namespace guidon::client {

struct LabelStyle {
    unsigned characterSize = 12;
    float minZoom = 9.f; // below this many pixels per BW the table is too small for names
};

// A line of text on a plate, in window pixels: `at` is the point of the
// plate given by `anchor` ((0.5,0.5) its centre, (0,1) its bottom-left).
// The target's view must be the window's pixels (see engine::PixelView).
void plateText(sf::RenderTarget& target, const sf::Font& font, const std::string& text,
               sf::Vector2f at, sf::Vector2f anchor, unsigned size, sf::Color colour,
               sf::Color plate, sf::Color outline = sf::Color::Transparent);

void drawUnitLabels(sf::RenderTarget& target, const engine::Camera& camera,
                    const engine::Registry& registry, const sf::Font& font,
                    const LabelStyle& style = {});

} // namespace guidon::client
