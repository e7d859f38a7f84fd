// A pick-up battle set up on the table (RULINGS LL-SETUP-1): the roll for
// the set-up, the higher roller placing terrain pieces from the piece
// library, the other choosing his table edge, the higher roller choosing to
// deploy first or second, each side deploying in its edge third, and the
// battle started with the side that deployed second moving first. Every
// choice is a set-up line (lite/setup_lines.h) submitted through the one
// sim::Session the game then plays on (as `guidon-cli pickup`), which
// refuses with the rule and a sentence; a computer seat makes its choices
// by itself, as lines too. Its saves hold the set-up's <pickup>.
#pragma once

#include "client/screen.h"
#include "client/table_view.h"
#include "client/ui_kit.h"
#include "client/unit_mirror.h"
#include "data/reference_file.h"
#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "lite/pickup_game.h"
#include "sim/session.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace guidon::client {

// Who makes the choices of a set-up the new-battle screen (or a pick-up
// scenario map) settled.
struct PickupChoice {
    std::string computer[2]; // the computer's level by side index ("" a player)
    std::uint64_t seed = 0;
    bool terrainFixed = false; // the scenario sets the terrain
};

class PickupScreen : public Screen {
  public:
    // `session`: started on the set-up (sim::Session::startPickup), with
    // no autosave: a set-up half done is not kept. `reference`: the rules
    // reference a refusal quotes (may be null).
    PickupScreen(std::unique_ptr<sim::Session> session, engine::Assets& assets,
                 const UiFonts& fonts, PickupChoice choice,
                 const data::RulesReference* reference = nullptr);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;
    bool animating() const override { return computerWait_ > 0.f || controls_.moving(); }
    bool wantsEscape() const { return piece_ >= 0 || unit_ >= 0; }
    void setUiScale(float s) {
        if (s > 0.f && s != uiScale_) {
            uiScale_ = s;
            windowSize_ = {0.f, 0.f};
        }
    }
    void setLowCost(bool on) {
        lowCost_ = on;
        shown_ = ~std::size_t(0);
    }
    std::string statusReport() const;
    // Once "Start the battle" asked for Go::To::StartPickUp: the Session,
    // its set-up done and its game begun, for the program to play on.
    std::unique_ptr<sim::Session> takeSession() { return std::move(session_); }
    // The rule a refusal's "In the rules reference" asked for (taken once).
    std::optional<std::string> takeRuleRequest() {
        std::optional<std::string> r = std::move(showRule_);
        showRule_.reset();
        return r;
    }

  private:
    const lite::PickupGame& pickup() const;
    const lite::PickupSetup& setup() const { return pickup().setup(); }
    // Submit a set-up line; a refusal is kept to show. True when accepted.
    bool submit(const std::string& line);
    void refresh();
    void layout(sf::Vector2f size);
    sf::FloatRect tableArea(sf::Vector2f size) const;
    core::Vec2 mouseWorld() const;
    bool computerDecides() const;
    void computerStep(float dt);
    void clickTable(core::Vec2 w);
    double unitFacing(core::Side s) const; // towards the enemy's edge, plus the player's turn
    void start();
    void drawPanel(sf::Vector2f size);
    void drawLog();

    engine::Assets* assets_;
    const UiFonts& fonts_;
    PickupChoice choice_;
    const data::RulesReference* reference_;
    std::unique_ptr<sim::Session> session_;

    std::size_t shown_ = ~std::size_t(0); // the log size the picture was made at
    BattlePicture picture_;               // the set-up's table so far
    lite::Battle shownBattle_;            // the battle the picture shows
    engine::Camera camera_;
    engine::CameraControls controls_;
    bool lowCost_ = false;
    bool fitted_ = false;
    float uiScale_ = 1.f;
    sf::Vector2f windowSize_{0.f, 0.f};
    sf::Vector2i mouse_{-1, -1};
    bool uiMouse_ = false;

    int piece_ = -1;        // the library piece in hand
    double pieceAngle_ = 0; // its turn, degrees clockwise
    int unit_ = -1;         // the unit in hand
    double unitTurn_ = 0;   // the player's turn of it from facing the enemy
    std::optional<core::Refusal> refusal_;
    std::optional<std::string> showRule_;
    float computerWait_ = 0.f;
    int handFor_ = -1;       // the side whose unit is in hand (-1: no deployment under way)
    std::string handedOver_; // the computer could not choose: said to the player
};

} // namespace guidon::client
