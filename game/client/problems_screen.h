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
    ProblemsScreen(std::string title, std::vector<std::string> problems, ImFont* mono);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;
    bool wantsQuit() const override { return quit_; }

  private:
    std::string title_;
    std::vector<std::string> problems_;
    ImFont* mono_;
    bool quit_ = false;
};

} // namespace guidon::client
