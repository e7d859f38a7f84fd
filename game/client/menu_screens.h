// The screens around the table: the title screen with its main menu, the
// new-battle screen (which battle, who plays each side, the seed) and the
// saved games. What they list is gathered by the program (game/data reads
// the files); the screens only show it and say where to go next.
#pragma once

#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "lite/battle.h"
#include "lite/setup.h"
#include "screen.h"
#include "table_view.h"
#include "ui_kit.h"
#include "unit_mirror.h"

#include <memory>

#include <optional>
#include <string>
#include <vector>

namespace guidon::client {

// A battle file found under maps/, as the new-battle screen lists it.
struct BattleChoice {
    std::string path;
    std::string name;
    std::string description;
    int year = 0;
    double width = 0.0, height = 0.0; // BW
    int units[2] = {0, 0};            // by side index
    int bases[2] = {0, 0};
    std::string firstSide;                      // "Confederate" moves first
    std::string problem;                        // why it cannot be played ("" when it can)
    bool pickup = false;                        // a pick-up scenario: set up before it is played
    // A battle of the full game (maps/full/): in inches, counted in stands,
    // its computer's levels its own (assets/ai/full).
    bool full = false;
    std::shared_ptr<const lite::Battle> battle; // for the map preview (null: none)
};

// A level of the computer opponent, as the new-battle screen offers it.
struct LevelChoice {
    std::string level;       // "easy", "normal", "hard"
    std::string description; // one line from assets/ai
};

// A game that can be taken up again: the autosave of an unfinished game.
struct ResumeChoice {
    std::string path;   // the save file
    std::string battle; // its battle's name
    std::size_t commands = 0;
    long long modified = 0; // seconds since the epoch
    bool crashed = false;   // Guidon did not close properly during it
    // The autosaves after this one failed: it is not the game as last played.
    bool older = false;
};

// A saved game in the saves folder.
struct SavedGame {
    std::string path;
    std::string name;
    std::string battle; // battle name, or the problem reading the save
    std::size_t commands = 0;
    long long modified = 0;
    bool readable = true;
};

// "today 14:05", "yesterday 09:12", "3 Nov 2026 18:40".
std::string whenText(long long modified, long long now);

class MainMenuScreen : public Screen {
  public:
    // `fromEditor`: opened from the editor, so Esc goes back to it.
    MainMenuScreen(const UiFonts& fonts, std::optional<ResumeChoice> resume, bool gameRunning,
                   bool editorOpen = false, bool fromEditor = false);
    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;

  private:
    const UiFonts& fonts_; // the program's, rebuilt in place when the UI scale changes
    std::optional<ResumeChoice> resume_;
    bool gameRunning_;
    bool editorOpen_;
    bool fromEditor_;
    bool crashOffer_; // the popup offering to resume after a crash
};

class NewBattleScreen : public Screen {
  public:
    // `levels`, `fullLevels`: the computer's levels for Lite's battles and
    // the full game's (none: only players at the screen).
    // `pickup`: the pick-up battles' pieces and forces (null: no pick-up battle offered).
    NewBattleScreen(const UiFonts& fonts, std::vector<BattleChoice> battles, std::size_t selected,
                    std::vector<LevelChoice> levels, engine::Assets* assets = nullptr,
                    const lite::PickupLibrary* pickup = nullptr,
                    std::vector<LevelChoice> fullLevels = {});
    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;

  private:
    void start();
    // The selected battle's table, troops as deployed, in the room left
    // under its details (pixels; empty when there is none).
    void preparePreview();
    engine::Assets* assets_;
    const lite::PickupLibrary* pickup_;
    bool pickupSelected_ = false;
    int pickupForce_[2] = {-1, -1};
    int pickupYear_ = 1862;
    bool pickupOffered() const;
    // The pick-up battle's details: of a scenario map, or (null) the open table.
    void pickupDetails(const BattleChoice* map);
    // Who plays each side, and the seed.
    void armiesAndDice(const BattleChoice& b);
    BattlePicture preview_;
    std::size_t previewOf_ = ~std::size_t(0);
    sf::FloatRect previewRect_;
    const UiFonts& fonts_; // the program's, rebuilt in place when the UI scale changes
    std::vector<BattleChoice> battles_;
    std::size_t selected_;
    std::vector<LevelChoice> levels_, fullLevels_;
    // The levels of the battle's ruleset.
    const std::vector<LevelChoice>& levelsOf(const BattleChoice& b) const {
        return b.full ? fullLevels_ : levels_;
    }
    int players_[2] = {0, 0}; // 0 player at this screen, 1 computer
    int level_[2] = {0, 0};   // the computer's level, an index into levels_ (normal at first)
    // The row of one side in THE ARMIES: who plays it, and at what level.
    void playerRow(int si, const BattleChoice& b);
    bool fixedSeed_ = false;
    char seedText_[24] = "";
    std::string seedError_;
};

class LoadScreen : public Screen {
  public:
    LoadScreen(const UiFonts& fonts, std::vector<SavedGame> saves, std::string folder);
    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;

  private:
    const UiFonts& fonts_; // the program's, rebuilt in place when the UI scale changes
    std::vector<SavedGame> saves_;
    std::string folder_;
    int selected_ = 0;
    int confirmDelete_ = -1;
};

} // namespace guidon::client
