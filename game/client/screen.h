// A screen of the window program: takes the window's events, builds its UI
// each frame, draws itself. The program's loop owns the window and the UI.
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>

namespace guidon::client {

class Screen {
  public:
    virtual ~Screen() = default;
    // `uiMouse`/`uiKeys`: the UI wants the mouse/keyboard, so leave them be.
    virtual void event(const sf::Event& e, bool uiMouse, bool uiKeys) = 0;
    // Once a frame, between the UI's newFrame() and render().
    virtual void update(float dt, sf::Vector2f windowSize, bool uiKeys) = 0;
    virtual void draw(sf::RenderTarget& target) = 0;
    virtual bool wantsQuit() const { return false; }
};

} // namespace guidon::client
