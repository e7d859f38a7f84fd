// The grounds of a screen's panels, in UI points, drawn by the screen under
// the UI: a flat fill costs far less there than ImGui's textured one on a
// CPU-drawn OpenGL, and looks the same. Their rectangles also say at once
// whether the mouse is over a panel, which ImGui knows only from the frame
// before.
#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include <vector>

namespace guidon::client {

class PanelGrounds {
  public:
    void clear() { panels_.clear(); }
    void add(sf::FloatRect points, float rounding) { panels_.push_back({points, rounding}); }
    // `px`: window pixels; `uiScale`: pixels per UI point.
    bool contains(sf::Vector2i px, float uiScale) const;
    // In the UI's window colour, through a pixel view. Call inside a UI frame.
    void draw(sf::RenderTarget& target, float uiScale) const;

  private:
    struct Panel {
        sf::FloatRect rect;
        float rounding = 0.f;
    };
    std::vector<Panel> panels_;
};

} // namespace guidon::client
