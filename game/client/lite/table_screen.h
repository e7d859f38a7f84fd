// Lite's table (a client::TableUi, made by client::makeTableUi for a game of
// Lite): a battle of a running Session, played at the screen by
// two players (hot seat), by one against the computer, or watched. The
// table with its units and camera, the turn bar, the decision column, the
// armies, the event log and the seated player's hand; the handover between
// players (hot_seat.h) and the game-over banner. Every decision becomes a
// lite::Command sent through the Session, the same door the CLI, saves and
// replays use. Its parts: table_screen.cpp (state, input, the frame),
// table_seat.cpp, table_column.cpp, table_fire.cpp, table_moves.cpp,
// table_computer.cpp and table_help.cpp.
#pragma once

#include "ai/agent.h"
#include "choice_preview.h"
#include "computer_players.h"
#include "client/click_guard.h"
#include "client/computer_seat.h"
#include "client/hot_seat.h"
#include "client/log_panel.h"
#include "client/measure.h"
#include "client/panel_grounds.h"
#include "client/table_shell.h"
#include "client/table_ui.h"
#include "client/table_view.h"
#include "client/ui_kit.h"
#include "client/unit_mirror.h"
#include "core/dice.h"
#include "data/reference_file.h"
#include "decision_panel.h"
#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "hand_panel.h"
#include "hint_panel.h"
#include "lite/combat.h"
#include "lite/door.h"
#include "lite/view.h"
#include "move_planner.h"
#include "sim/session.h"
#include "table_notes.h"

#include <cstdint>
#include <optional>
#include <string>

namespace guidon::client {

// Whether a decision at `step` shows the decider's hand: the card choices,
// interrupts, morale and the fall back's discard. Bombardment targets,
// charges, marches, losses and the way to fall back are made on the table.
// (The flag the hot seat's handover takes.)
bool showsHand(lite::Step step);

class TableScreen : public TableUi {
  public:
    // `computer[i]`: the level of the computer playing side i (0 Federal,
    // 1 Confederate), "" for a player at the screen; `levels`: the tuned
    // levels there are (lib.ai), also asked for hints. With two players at
    // the screen a handover guards the hands; with one, his hand shows and
    // the computer's never does; with none, no hand is shown.
    TableScreen(sim::Session& session, engine::Assets& assets, std::uint64_t seed,
                const UiFonts& fonts, const data::RulesReference* reference,
                const std::string computer[2], const std::vector<ai::AiParams>& levels);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;
    bool animating() const override;
    // Esc cancels a move being planned, or the question before a pass, before it opens the menu.
    bool wantsEscape() const override { return planner_.active() || askPass_; }

    // Send a command through the Session (as the line a save records). A
    // refusal is kept and shown in red until the next accepted command or
    // the next player takes the seat.
    core::LineResult submit(const lite::Command& c);
    // A line of the script language (docs/cli.md) as the deciding player's,
    // through the door. A line that does not parse is shown as a refusal of
    // the script's, and the result's error says why.
core::LineResult submitLine(const std::string& line) override {
        return submitLine(line, "script");
    }
    // The same, `from` naming the refusal of a line that does not parse.
    core::LineResult submitLine(const std::string& line, const char* from);

    // The handover prompt is up (over the hand strip only): the side to
    // decide must see his hand and does not hold the seat.
    bool curtainUp() const override;
    std::optional<core::Side> seated() const { return seat_.seated(); }
    // The window title: battle, turn and who decides (public facts).
    std::string title() const override;
    // What tests read: the state, the pending decision, the hash, the curtain.
    std::string statusReport() const override;

    const std::vector<std::string>& warnings() const override { return view_.warnings(); }
    TableOptions& options() override { return tableOptions_; }
    // 0: no animation; 1 normal; larger is faster.
    void setAnimationSpeed(float speed) override {
        animationSpeed_ = speed;
        computer_.setSpeed(speed);
        mirror_.setLeaveSeconds(speed <= 0.f ? 0.f : 0.9f / speed);
    }
    void setAlwaysAskInterrupts(bool on) override {
        alwaysAsk_ = on;
        if (!on && courtesy_) { // the pause waiting now goes too
            courtesy_.reset();
            syncedAt_ = ~std::uint64_t(0);
        }
    }
    // Pixels per UI point: the panels are laid out in points, the table in pixels.
    void setUiScale(float s) override {
        if (s > 0.f && s != uiScale_) {
            uiScale_ = s;
            tableOptions_.textScale = s;
            windowSize_ = {0.f, 0.f}; // lay out again
        }
    }
    // A rule the player asked to read (from a refusal), taken once.
    std::optional<std::string> takeRuleRequest() override {
        std::optional<std::string> r = std::move(ruleRequest_);
        ruleRequest_.reset();
        return r;
    }
    // The sides' colours changed (a setting): the units' labels take them now.
    void recolour() override { mirror_.sync(registry_, tableUnits(), fired_); }
    // A CPU-drawn OpenGL: draw the table the cheap way (see TableView).
    void setLowCost(bool on) override { view_.setLowCost(on); }
    // While a script drives the game the computer waits.
    void pauseComputer(bool paused) override { computerPaused_ = paused; }
    // A dialog of the window (save, settings, the reference, the quit
    // question) has the keyboard: the panel's question leaves Enter and Esc to it.
    void setKeysTaken(bool taken) override { keysTaken_ = taken; }
    // The benchmark: the deciding player takes the seat at once.
    void benchSeat() override;

  private:
    static constexpr float kColumnWidth = 360.f; // the decision, armies and log column at the right
    static constexpr float kMargin = 8.f;

    // [SECTION] The shell: the table and its camera, the units' figures, the
    // seat and its curtain, the log, the notes, the rulers, the computer's
    // pace, the panels' grounds and the click guard; what a table of any
    // ruleset needs (table_screen.cpp, table_seat.cpp, table_computer.cpp,
    // table_help.cpp).

    // Bring the player's view, the units and the decision's options up to
    // the state and the seat when either changed.
    void sync();
    // The game's table (core::Game::table()), built again only when a
    // command was applied or taken back.
    const std::vector<core::TableUnit>& tableUnits() const;
    mutable std::vector<core::TableUnit> table_;
    mutable std::uint64_t tableAt_ = ~std::uint64_t(0);
    void layout(sf::Vector2f windowSize);
    sf::FloatRect tableArea(sf::Vector2f windowSize) const;
    const lite::Unit* selectedUnit() const;
    int selectedIndex() const;
    void hoverTooltip() const;
    void terrainTooltip(sf::Vector2f world) const;
    void drawHelp(sf::Vector2f size);
    // The side whose view the screen shows now.
    core::Side viewer() const;
    // The side the screen waits for: the decider, or the side a courtesy
    // pause is for.
    core::Side deciding() const;
    // No hand may be drawn now (hot seat: the decider does not hold the seat).
    bool handsHidden() const;
    // The screen passes to the other player: what the last one picked,
    // tried or aimed at on the table goes (issue 19).
    void clearTable();
    int humans() const { return computer_.humans(); }
    bool computerDecides() const;
    // The computer's move, when it is its turn to decide and its pause is over.
    void computerStep(float dt);
    // The computer's state and keys in a line for the turn bar ("" when none).
    std::string computerLine() const;
    void watchNewDecision(bool newFrame); // newFrame: once a frame, to count frames

    sim::Session* session_;
    std::uint64_t seed_;
    const UiFonts& fonts_; // the program's, rebuilt in place when the UI scale changes
    engine::Registry registry_;
    UnitMirror mirror_;
    engine::Camera camera_;
    engine::CameraControls controls_;
    TableView view_;
    TableOptions tableOptions_;
    HotSeat seat_;
    std::optional<core::Side> atScreen_; // hot seat: the side the screen last waited for
    std::optional<core::Side> syncedSeat_;
    LogPanel log_;
    TableNotes notes_; // results shown on the table for a moment
    bool keysTaken_ = false;
    int pointerUnit_ = -1; // the unit under the mouse on the table, if any
    std::optional<core::Refusal> refusal_;
    std::uint64_t syncedAt_ = ~std::uint64_t(0);
    std::uint64_t stateSerial_ = 0; // +1 at every change of state, undo included: for caches
    bool syncedCurtain_ = true;
    sf::Vector2f windowSize_{0.f, 0.f};
    TablePointer pointer_; // where the mouse is; the camera moved by the player
    const data::RulesReference* reference_;
    ComputerSeat computer_; // the sides it plays, its pace, its trails
    ComputerPlayers players_; // Lite's agents that decide for it
    float animationSpeed_ = 1.f;
    std::optional<std::string> ruleRequest_;
    engine::Assets* assets_;
    bool leaving_ = false; // bases are being taken off
    float uiScale_ = 1.f;
    bool computerPaused_ = false;
    PanelGrounds panels_; // drawn by draw() under the UI
    // Rulers, distance to the mouse, range rings, reach.
    Measure measure_;
    bool helpOpen_ = false; // H: the keys
    ClickGuard guard_;

    // [SECTION] Lite's: the player's view, the decision column and the hand,
    // the courtesy pause, the fire overlay, the hint, moving troops and
    // charges by hand (table_column.cpp, table_seat.cpp, table_fire.cpp,
    // table_computer.cpp, table_moves.cpp).

    void drawHandStrip(sf::Vector2f windowSize);
    void drawColumn(sf::Vector2f windowSize);
    // The view of the player who decides now; its hand is emptied while
    // hands are hidden, so nothing can draw it.
    lite::PlayerView player_;
    DecisionOptions decision_;
    HandSelection selection_;
    int highlight_ = -1; // unit lit by the decision panel this frame
    // The choice under the mouse in the decision panel that moves bases,
    // drawn on the table as a ghost (set again every frame, or gone).
    ChoicePreview choice_;
    std::optional<lite::Command> choiceHovered_;
    // The command choice: a combat phase's charges, said before a card is
    // spent (worked out once a state), and Pass asked about first.
    DecisionOptions combatPreview_;
    std::uint64_t combatPreviewAt_ = ~std::uint64_t(0);
    void syncCombatPreview();
    bool askPass_ = false;
    // Hot seat, "always ask for interrupts": where the rules open no window
    // (the other player holds no card that fits), the curtain still passes
    // to him as if they had, so it never tells whether his hand holds one.
    bool alwaysAsk_ = true;
    std::optional<core::Side> courtesy_;
    lite::Phase courtesyWindow_ = lite::Phase::None;
    std::size_t courtesyFrom_ = 0; // log events already looked at for it
    void resumeCourtesy();         // at the start: where a loaded game's pause would begin
    void checkCourtesy();
    // Which units fired this turn, from the log and the fire previews.
    std::vector<bool> fired_;  // by unit: fired this turn
    std::size_t loggedAt_ = 0; // log events already looked at
    void trackFire();
    bool showFirePreview() const;
    void drawPhaseFire(sf::RenderTarget& target) const;
    void drawHoverFire(sf::RenderTarget& target) const;
    // The fire zones of the hovered unit of the side that fires (cached).
    mutable lite::FirePreview hoverFire_;
    mutable int hoverFireUnit_ = -1;
    mutable std::uint64_t hoverFireAt_ = ~std::uint64_t(0);
    HintAdvisor hint_; // what the hard computer would do for the player
    // The hint is offered to a player at the screen who decides now and may
    // see his hand (no curtain, no courtesy pause).
    bool hintOffered() const;
    void askHint();
    // Moving troops by hand: the plan for one unit of the moving side.
    MovePlanner planner_;
    bool aiming_ = false; // the left button is down, dragging the next segment
    lite::MoveReport planReport_;
    bool canPlan() const;
    // At the command choice a move can be planned as a preview, to see
    // whether it needs a two-card phase before one is invoked.
    bool previewing() const;
    const lite::GameState& planState() const;
    // The game under way, as Lite's own state (this table is Lite's).
    const lite::GameState& liteState() const { return lite::stateOf(session_->game()); }
    mutable lite::GameState previewState_;
    mutable std::uint64_t previewAt_ = ~std::uint64_t(0);
    void undoMove(); // Ctrl+Z: the last march or formation change of the phase
    bool planEvent(const sf::Event& e, bool mouseFree, bool keysFree);
    void checkPlan();
    void drawPlan(sf::RenderTarget& target) const;
    std::string planStatus() const;
    // Combat phase: the selected unit's charge as the player adjusts it.
    int chargeUnit_ = -1;
    std::optional<double> chargeWheel_;
    lite::ChargePlan adjusted_;
    std::uint64_t chargeAt_ = 0; // the state adjusted_ was planned in
    void syncCharge();
    void drawCharges(sf::RenderTarget& target) const;
};

} // namespace guidon::client
