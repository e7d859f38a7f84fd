// Presentation components any game can use: where a thing is drawn, what it is
// called on screen, what area picks it, and the selection and hover tags. A
// game adds its own component types for its own looks.
#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/System/Vector2.hpp>

#include <array>
#include <string>
#include <vector>

namespace guidon::engine {

// World position (units, y down) and facing (degrees clockwise from north, -y).
struct Transform {
    sf::Vector2f position;
    float facing = 0.f;
};

// A name drawn in screen space beside the entity, crisp at every zoom.
struct Label {
    std::string text; // UTF-8
    sf::Color colour = sf::Color::White;
    sf::Color accent = sf::Color::Transparent; // a bar at the label's left edge
    bool visible = true;
};

// The world-space area that picks the entity: convex quads (four corners each).
struct Footprint {
    std::vector<std::array<sf::Vector2f, 4>> quads;
};

// Tags.
struct Selected {};
struct Hovered {};

} // namespace guidon::engine
