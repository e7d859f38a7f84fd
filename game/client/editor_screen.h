// The map and scenario editor (issue 11): the battle being built drawn as
// the table draws a game, with tools to draw terrain from the palette of
// assets/terrain.xml, deployment zones and units; handles to move, turn,
// scale and reshape what is selected; the scenario's settings; the
// problems panel that jumps to each problem; play-test and the balance
// check. Every change is an edit of an editor::EditorDoc, so every change
// undoes and redoes; this screen only draws the document and turns mouse
// and keys into edits.
#pragma once

#include "editor/balance_check.h"
#include "editor/editor_doc.h"
#include "editor/full_doc.h"
#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "screen.h"
#include "sim/session.h"
#include "table_view.h"
#include "ui_kit.h"
#include "unit_mirror.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::client {

// The editor's layout, in UI points (the handles' reach in pixels).
namespace editor_layout {
constexpr float kToolbarHeight = 44.f;
constexpr float kToolWidth = 270.f;
constexpr float kSideWidth = 330.f;
constexpr float kMargin = 8.f;
constexpr float kHandlePx = 7.f; // how near the mouse must be to a handle
} // namespace editor_layout

// Where the editor reads and writes maps.
struct EditorFolders {
    std::string shipped; // the game's maps/ (opened, never written)
    std::string user;    // the designer's maps (saved here; New battle lists them)
};

class EditorScreen : public Screen {
  public:
    EditorScreen(const sim::Library& lib, engine::Assets& assets, const UiFonts& fonts,
                 EditorFolders folders);

    // A new, empty table of this size, in the ruleset's unit (BW for Lite,
    // inches for the full game).
    void newMap(double width, double height, const std::string& name = "New battle",
                bool full = false);
    // Open a map file; false with `error` (file:line: what is wrong) when it
    // cannot be read, the document left as it was.
    bool open(const std::string& path, std::string& error);
    // Save to `path` (the user's maps folder when a shipped map is saved).
    bool saveTo(const std::string& path, std::string& error);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;
    bool animating() const override;
    // Esc ends a drawing or a dialog before it opens the menu.
    bool wantsEscape() const;
    void setUiScale(float s) {
        if (s > 0.f && s != uiScale_) {
            uiScale_ = s;
            windowSize_ = {0.f, 0.f};
        }
    }
    void setLowCost(bool on) {
        lowCost_ = on;
        shownSerial_ = ~std::size_t(0);
    }

    const editor::Doc& doc() const { return *doc_; }
    const std::string& path() const { return path_; }
    // What tests read: the document, the tool, the view's transform.
    std::string statusReport() const;
    // A message for the player (saved, refused ...), taken once.
    std::optional<std::pair<std::string, bool>> takeToast() {
        auto t = std::move(toast_);
        toast_.reset();
        return t;
    }

  private:
    enum class Tool { Select, Terrain, Zone, Unit, Brigade };
    enum class Handle { None, Vertex, Crest, Insert, CrestInsert };
    struct HandleHit {
        Handle kind = Handle::None;
        int index = -1;
    };
    struct Drag {
        enum class What { None, Feature, Unit, Brigadier, Vertex, Crest, Zone, Pan } what = What::None;
        int index = -1;
        core::Vec2 last;  // the last (snapped) world point applied
        core::Vec2 start; // where it started
    };

    // [SECTION] the document on screen
    void setDoc(std::unique_ptr<editor::Doc> doc, std::string path);
    void refresh(); // rebuild the table's drawing when the document changed
    void layout(sf::Vector2f windowSize);
    sf::FloatRect tableArea(sf::Vector2f windowSize) const; // UI points
    core::Vec2 worldAt(sf::Vector2i pixel, bool snapped) const;
    sf::Vector2f screenOf(core::Vec2 world) const;
    void edited(bool ok); // a refused edit is told, in a toast
    // Undo or redo; what was selected may be another thing now: nothing is.
    void undoRedo(bool redo);
    void tell(std::string text, bool error = false) {
        toast_ = std::make_pair(std::move(text), error);
    }

    // [SECTION] the table: tools, picking, handles
    void pressTable(sf::Vector2i pixel, bool ctrl);
    void dragTo(sf::Vector2i pixel);
    void releaseTable(sf::Vector2i pixel);
    int pickUnit(core::Vec2 w) const;
    int pickFeature(core::Vec2 w) const;
    HandleHit handleAt(sf::Vector2i pixel) const;
    void addDrawnPoint(core::Vec2 w);
    void finishDrawing();
    void finishZone(); // the zone clicked corner by corner
    void cancelDrawing();
    void placeUnit(core::Vec2 w);
    void placeBrigade(core::Vec2 w); // the full game's: a new brigade's brigadier
    // The brigade whose brigadier's base is at `w` (the full game), or -1.
    int pickBrigadier(core::Vec2 w) const;
    void select(int unit, int feature, int brigade = -1);
    void turnSelection(double degrees);
    void scaleSelection(double factor);
    void deleteSelection();
    void duplicateSelection(); // Ctrl+D: a copy beside it
    void jumpTo(const data::BattleIssue& issue);
    void drawOverlay(sf::RenderTarget& target) const;

    // [SECTION] panels (editor_panels.cpp)
    void drawToolbar(sf::Vector2f size);
    void drawToolColumn(sf::Vector2f size);
    void drawSideColumn(sf::Vector2f size);
    void drawSelection();
    void drawUnitPlace(int unit, float fieldWidth, bool duplicate);
    void drawTableSize();
    void drawUnitTool(float width);     // Lite's unit tool
    void drawFullUnitTool(float width); // the full game's: brigades and units
    void drawFullSelection(float width);
    void drawFullScenario();
    void gestureOf(bool changed, const std::function<bool()>& edit);
    void drawScenario();
    void drawProblems();
    void drawBalance();
    void drawDialogs(sf::Vector2f size);
    void startPlayTest();
    std::string saveTarget() const; // where Save writes ("" : ask for a name)
    void trySave(const std::string& path);

    const sim::Library* lib_;
    engine::Assets* assets_;
    const UiFonts& fonts_;
    EditorFolders folders_;
    std::unique_ptr<editor::Doc> doc_;
    editor::EditorDoc* lite_ = nullptr; // doc_ as Lite's, or null
    editor::FullDoc* full_ = nullptr;   // doc_ as the full game's, or null
    std::string path_; // the file the document came from or was saved to ("" : new)

    BattlePicture picture_; // the battle as last drawn
    std::size_t shownSerial_ = ~std::size_t(0);
    engine::Camera camera_;
    engine::CameraControls controls_;
    bool fitPending_ = true;
    bool lowCost_ = false;
    float uiScale_ = 1.f;
    sf::Vector2f windowSize_{0.f, 0.f};
    sf::Vector2i mouse_{-1, -1};
    bool uiMouse_ = false;

    Tool tool_ = Tool::Select;
    int terrainType_ = -1; // the palette's type for Tool::Terrain
    core::Side zoneSide_ = core::Side::Federal;
    std::vector<core::Vec2> drawing_; // points clicked so far
    bool drawingCrest_ = false;       // a hill's outline is done: now its crest
    int crestOf_ = -1;                // the hill whose crest is being drawn
    bool snap_ = true;
    double snapStep_ = 0.5;
    int selFeature_ = -1;
    int selUnit_ = -1;
    int selBrigade_ = -1; // the full game's: a brigadier selected on the table
    Drag drag_;
    std::vector<data::BattleIssue> problems_;
    std::size_t problemsSerial_ = ~std::size_t(0);
    int problemShown_ = -1; // the problem jumped to last (lit on the table)

    // The selected unit's or feature's name as typed, and whose it is.
    char selName_[81] = "";
    int selNameOf_ = -2;
    std::size_t selNameSerial_ = ~std::size_t(0);
    std::size_t crestSerial_ = 0;   // the document when crest drawing began
    std::size_t balanceSerial_ = 0; // the document the balance check plays
    mutable int balanceSeen_ = -1;  // games done when last drawn
    mutable std::string textHash_;  // the status's fingerprint of the map text
    mutable std::size_t textHashSerial_ = ~std::size_t(0);
    std::string overwriteArmed_;      // Save as: the file the player agreed to replace
    float unitAt_[2] = {0.f, 0.f};    // the selected unit's front as typed
    float tableSize_[2] = {0.f, 0.f}; // the table's size as typed

    // The unit the Unit tool places (Lite's; the full game's).
    lite::UnitSetup newUnit_;
    full::UnitSetup newFull_;
    core::Side newBrigadeSide_ = core::Side::Federal;
    char newUnitName_[81] = "";
    // The selected brigade's fields as typed.
    char brigadeName_[81] = "";
    char brigadierName_[81] = "";
    int brigadeTextOf_ = -2;
    std::size_t brigadeTextSerial_ = ~std::size_t(0);
    char commander_[2][81] = {"", ""};

    // Scenario fields being typed (applied when changed).
    char nameText_[81] = "";
    char descText_[4001] = "";
    std::size_t scenarioSerial_ = ~std::size_t(0);

    // Dialogs.
    enum class Dialog { None, New, Open, SaveAs, Discard } dialog_ = Dialog::None;
    bool dialogOpened_ = false;
    std::string openPopup_; // the ImGui popup open for the dialog
    float newWidth_ = 48.f, newHeight_ = 32.f;
    int newRules_ = 0; // the New dialog's ruleset: 0 Lite, 1 the full game
    char fileText_[81] = "";
    std::string dialogError_;
    std::vector<std::string> openList_;
    std::string pendingOpen_; // after "discard changes?": open this ("" : a new map)
    bool pendingNew_ = false;
    int playAgainst_ =
        0; // play-test: 0 both sides at the screen, 1 v computer Confederates, 2 v Federals
    int playLevel_ = 1; // and the computer's level: easy, normal, hard

    // Balance check.
    std::unique_ptr<editor::BalanceCheck> balance_;
    int balanceGames_ = 40;
    int balanceLevel_ = 2;

    std::optional<std::pair<std::string, bool>> toast_;
    int tab_ = 0; // 0 scenario, 1 problems, 2 balance: which the side column shows
    int requestTab_ = -1;
};

} // namespace guidon::client
