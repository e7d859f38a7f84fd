// A pick-up battle set up on the table (RULINGS LL-SETUP-1): the roll for
// the set-up, the higher roller placing terrain pieces from the piece
// library, the other choosing his table edge, the higher roller choosing to
// deploy first or second, each side deploying in its edge third, and the
// battle started with the side that deployed second moving first. Every
// choice goes through lite::PickupSetup, which refuses with the rule and a
// sentence; a computer seat makes its choices by itself.
#pragma once

#include "client/screen.h"
#include "client/table_view.h"
#include "client/ui_kit.h"
#include "client/unit_mirror.h"
#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "lite/setup.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace guidon::client {

// What the new-battle screen (or a pick-up scenario map) settled.
struct PickupChoice {
    lite::PickupForce force[2]; // Federal, Confederate
    lite::PickupRules rules;    // what a scenario map fixes (nothing: all played out)
    int year = 0;               // 0: the library's
    std::string name;           // a scenario map's name and description ("" : the set-up's)
    std::string description;
    std::string computer[2]; // the computer's level by side index ("" a player)
    std::uint64_t seed = 0;
};

class PickupScreen : public Screen {
  public:
    // `battlesDir`: where the finished battle is written, to be started
    // (and found again by its saves).
    PickupScreen(const lite::PickupLibrary& library, std::vector<lite::TerrainType> types,
                 engine::Assets& assets, const UiFonts& fonts, PickupChoice choice,
                 std::string battlesDir);

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

  private:
    void refresh();
    void layout(sf::Vector2f size);
    sf::FloatRect tableArea(sf::Vector2f size) const;
    core::Vec2 mouseWorld() const;
    bool computerDecides() const;
    void computerStep(float dt);
    void act(std::optional<core::Refusal> r); // keep a refusal to show, or clear it
    void clickTable(core::Vec2 w);
    double unitFacing(core::Side s) const; // towards the enemy's edge, plus the player's turn
    void start();
    void drawPanel(sf::Vector2f size);
    void drawLog();

    engine::Assets* assets_;
    const UiFonts& fonts_;
    PickupChoice choice_;
    std::string battlesDir_;
    lite::PickupSetup setup_;
    core::Pcg32 rng_; // the computer's choices

    std::size_t shown_ = ~std::size_t(0); // the log size the picture was made at
    BattlePicture picture_;               // the set-up's table so far
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
    float computerWait_ = 0.f;
    std::string startError_;
    int handFor_ = -1;       // the side whose unit is in hand (-1: no deployment under way)
    std::string handedOver_; // the computer could not choose: said to the player
};

} // namespace guidon::client
