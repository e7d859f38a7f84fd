// Shown instead of the table when the battle (or the asset library) cannot be
// loaded: every `file:line: problem`, so the designer can fix them in one go.
#pragma once

#include "screen.h"
#include "ui_kit.h"

#include <string>
#include <vector>

struct ImFont;

namespace guidon::client {

class ProblemsScreen : public Screen {
  public:
    // `back`: where its button leads (the menu when there is one, else quit).
    // `what`: what cannot go on ("this battle can be played", "this save can be loaded").
    ProblemsScreen(std::string title, std::string what, std::vector<std::string> problems,
                   const UiFonts& fonts, Go::To back = Go::To::Quit);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;

  private:
    std::string title_;
    std::vector<std::string> problems_;
    std::string what_;
    const UiFonts& fonts_; // the program's, rebuilt when the UI scale changes
    Go::To back_;
};

} // namespace guidon::client
