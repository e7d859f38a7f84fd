// The table screen: the battle of a running Session drawn on the table, the
// camera controls, unit selection, and the battle panel. Reads the game state
// only; the state changes through the Session (commands come in later issues).
#pragma once

#include "data/session.h"
#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "rules/view.h"
#include "screen.h"
#include "table_view.h"
#include "unit_mirror.h"

#include <cstdint>

struct ImFont;

namespace guidon::client {

class TableScreen : public Screen {
  public:
    TableScreen(const data::Session& session, engine::Assets& assets, std::uint64_t seed,
                ImFont* titleFont);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;

    const std::vector<std::string>& warnings() const { return view_.warnings(); }
    TableOptions& options() { return options_; }

  private:
    // Mirror the state into the registry and the player's view when it changed.
    void sync();
    void layout(sf::Vector2f windowSize);
    const rules::Unit* selectedUnit() const;
    void hoverTooltip() const;

    const data::Session* session_;
    std::uint64_t seed_;
    ImFont* titleFont_;
    engine::Registry registry_;
    UnitMirror mirror_;
    engine::Camera camera_;
    engine::CameraControls controls_;
    TableView view_;
    TableOptions options_;
    rules::PlayerView player_;
    std::uint64_t syncedAt_ = ~std::uint64_t(0);
    sf::Vector2f windowSize_{0.f, 0.f};
    bool cameraMoved_ = false; // by the player: then a resize keeps his view
    bool uiMouse_ = false;
    sf::Vector2i mouse_{-1, -1};
};

} // namespace guidon::client
