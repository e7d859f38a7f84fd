// The table screen: a hot-seat battle of a running Session. The table with
// its units and camera, the turn bar, the decision panel, the armies, the
// event log and the seated player's hand; the curtain between players and
// the game-over banner. Every decision becomes a rules::Command sent through
// the Session, the same door the CLI, saves and replays use.
#pragma once

#include "data/session.h"
#include "decision_panel.h"
#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "hand_panel.h"
#include "hot_seat.h"
#include "log_panel.h"
#include "rules/view.h"
#include "screen.h"
#include "table_view.h"
#include "ui_kit.h"
#include "unit_mirror.h"

#include <cstdint>
#include <optional>
#include <string>

namespace guidon::client {

class TableScreen : public Screen {
  public:
    TableScreen(data::Session& session, engine::Assets& assets, std::uint64_t seed,
                const UiFonts& fonts);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;

    // Send a command through the Session. A refusal is kept and shown in red
    // until the next accepted command or the next player takes the seat.
    rules::Outcome submit(const rules::Command& c);
    // A line of the script language (docs/cli.md) as the deciding player's.
    // False on a parse error (`error` says why); else `out` says what the rules did.
    bool submitText(const std::string& line, rules::Outcome& out, std::string& error);

    bool curtainUp() const { return seat_.curtainUp(session_->state()); }
    std::optional<rules::Side> seated() const { return seat_.seated(); }
    // The window title: battle, turn and who decides (public facts).
    std::string title() const;
    // What tests read: the state, the pending decision, the hash, the curtain.
    std::string statusReport() const;

    const std::vector<std::string>& warnings() const { return view_.warnings(); }
    TableOptions& options() { return tableOptions_; }

  private:
    // Bring the player's view, the units and the decision's options up to
    // the state and the seat when either changed.
    void sync();
    void layout(sf::Vector2f windowSize);
    sf::FloatRect tableArea(sf::Vector2f windowSize) const;
    const rules::Unit* selectedUnit() const;
    int selectedIndex() const;
    void hoverTooltip() const;
    void drawColumn(sf::Vector2f windowSize);

    data::Session* session_;
    std::uint64_t seed_;
    UiFonts fonts_;
    engine::Registry registry_;
    UnitMirror mirror_;
    engine::Camera camera_;
    engine::CameraControls controls_;
    TableView view_;
    TableOptions tableOptions_;
    HotSeat seat_;
    // The view of the player who decides now; its hand is emptied while the
    // curtain is up, so nothing can draw it.
    rules::PlayerView player_;
    DecisionOptions decision_;
    HandSelection selection_;
    LogPanel log_;
    std::optional<rules::Refusal> refusal_;
    std::uint64_t syncedAt_ = ~std::uint64_t(0);
    bool syncedCurtain_ = true;
    int highlight_ = -1; // unit lit by the decision panel this frame
    sf::Vector2f windowSize_{0.f, 0.f};
    bool cameraMoved_ = false; // by the player: then a resize keeps his view
    bool uiMouse_ = false;
    sf::Vector2i mouse_{-1, -1};
};

} // namespace guidon::client
