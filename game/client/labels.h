// Unit labels: name and base count on a dark plate behind each unit (beyond
// its rear edge, so opposing fronts stay clear), drawn in screen pixels at a
// fixed character size so the text stays crisp at every zoom.
#pragma once

#include "engine/camera.h"
#include "engine/registry.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

namespace guidon::client {

struct LabelStyle {
    unsigned characterSize = 12;
    float minZoom = 9.f; // below this many pixels per BW the table is too small for names
};

void drawUnitLabels(sf::RenderTarget& target, const engine::Camera& camera,
                    const engine::Registry& registry, const sf::Font& font,
                    const LabelStyle& style = {});

} // namespace guidon::client
