// Shown instead of the table when the battle (or the asset library) cannot be
// loaded: every `file:line: problem`, so the designer can fix them in one go.
#pragma once

#include "screen.h"

#include <string>
#include <vector>

struct ImFont;

namespace guidon::client {

class ProblemsScreen : public Screen {
  public:
    // `back`: where its button leads (the menu when there is one, else quit).
    ProblemsScreen(std::string title, std::vector<std::string> problems, ImFont* mono,
                   Go::To back = Go::To::Quit);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;

  private:
    std::string title_;
    std::vector<std::string> problems_;
    ImFont* mono_;
    Go::To back_;
};

} // namespace guidon::client
