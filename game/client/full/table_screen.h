// The full game's table (a client::TableUi, made by client::makeTableUi for a
// game of the full game): a battle of a running Session played at the screen
// by two players taking turns at one computer (hot seat). The full game hides
// nothing, so no curtain passes between them: the column names the player
// who decides now. The table with its units, leaders and markers; the turn
// bar; the column with the decision of the moment (the division
// commander's pip, the pip board and the orders of the selected unit, a
// reaction's offers, the fire phase's targets with their preview, the
// owner's choice of lost stands, a victor's consolidation) and the log.
// Every decision becomes a full::Command sent as its line through the
// Session, the door the CLI, saves and replays use. Parts: table_screen.cpp
// (state, input, the frame), column.cpp (the decisions), table_plan.cpp (a
// move dragged on the table, the command radius).
#pragma once

#include "ai/full/player.h"
#include "client/click_guard.h"
#include "client/computer_seat.h"
#include "client/log_panel.h"
#include "client/measure.h"
#include "client/panel_grounds.h"
#include "client/table_shell.h"
#include "client/table_ui.h"
#include "client/table_view.h"
#include "client/ui_kit.h"
#include "client/unit_mirror.h"
#include "data/reference_file.h"
#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/registry.h"
#include "full/command.h"
#include "full/door.h"
#include "full/sight.h"
#include "full/table_facts.h"
#include "sim/session.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace guidon::client::full_ui {

class TableScreen : public TableUi {
  public:
    // `computer[i]`: the level of the computer playing side i, "" for a
    // player at the screen; `tuned`: the full game's levels there are
    // (also asked for hints).
    TableScreen(sim::Session& session, engine::Assets& assets, std::uint64_t seed,
                const UiFonts& fonts, const data::RulesReference* reference,
                const std::string computer[2], std::vector<ai::full::FullAiParams> tuned);

    void event(const sf::Event& e, bool uiMouse, bool uiKeys) override;
    void update(float dt, sf::Vector2f windowSize, bool uiKeys) override;
    void draw(sf::RenderTarget& target) override;
    bool animating() const override;
    // Esc drops the move being planned (or the order chosen) before it opens the menu.
    bool wantsEscape() const override { return planning_.has_value(); }
    core::LineResult submitLine(const std::string& line) override {
        return submitLine(line, "script");
    }
    // No curtain: the full game hides nothing (FG rules have no hidden hand).
    bool curtainUp() const override { return false; }
    std::string title() const override;
    std::string statusReport() const override;
    const std::vector<std::string>& warnings() const override { return view_.warnings(); }
    TableOptions& options() override { return tableOptions_; }
    void setAnimationSpeed(float speed) override {
        mirror_.setLeaveSeconds(speed <= 0.f ? 0.f : 0.9f / speed);
        computer_.setSpeed(speed);
    }
    void setAlwaysAskInterrupts(bool) override {} // nothing is hidden: no courtesy pauses
    void setUiScale(float s) override {
        if (s > 0.f && s != uiScale_) {
            uiScale_ = s;
            tableOptions_.textScale = s;
            windowSize_ = {0.f, 0.f};
        }
    }
    std::optional<std::string> takeRuleRequest() override {
        std::optional<std::string> r = std::move(ruleRequest_);
        ruleRequest_.reset();
        return r;
    }
    void recolour() override { mirror_.sync(registry_, tableUnits()); }
    void setLowCost(bool on) override { view_.setLowCost(on); }
    void pauseComputer(bool paused) override { computerPaused_ = paused; }
    void setKeysTaken(bool taken) override { keysTaken_ = taken; }
    void benchSeat() override {}

  private:
    static constexpr float kColumnWidth = 380.f;
    static constexpr float kMargin = 8.f;

    // [SECTION] State and commands (table_screen.cpp)
    const full::GameState& state() const { return *full::stateIf(session_->game()); }
    void sync();
    const std::vector<core::TableUnit>& tableUnits() const;
    // Write the command as its line and send it through the Session.
    core::LineResult send(const full::Command& c);
    core::LineResult submitLine(const std::string& line, const char* from);
    // The command the side to decide would send, its side filled in.
    full::Command commandOf(full::CommandKind kind) const;
    int selectedIndex() const;
    void select(int unit);

    // [SECTION] Layout, input and the frame (table_screen.cpp)
    sf::FloatRect tableArea(sf::Vector2f windowSize) const;
    void layout(sf::Vector2f windowSize);
    void drawTurnBar(sf::Vector2f size);
    void hoverTooltip(int unit) const;
    void drawHelp(sf::Vector2f size);

    // [SECTION] The column (column.cpp)
    void drawColumn(sf::Vector2f size);
    void drawPipBoard();
    void drawDivisionPip();
    void drawOrders();
    void drawUnitOrders(int unit);
    void drawLeaderOrders(int brigade);
    // One line of the orders menu: a button with its price, or greyed with the rule's reason.
    void orderRow(const full::OrderOption& o, int id);
    void drawReaction();
    void drawFire();
    // The sections of the brigade's batteries a Battery Focus fires
    // (FG-CMD-4, FG-D-30), ticked in the column: `focus_`.
    void drawFocusPick(int unit, int section);
    std::vector<full::Shooter> focus_;
    int focusUnit_ = -1;
    int focusAt_ = -1; // the player turn the defaults were ticked in
    void drawLosses();
    void drawConsolidate();
    void drawRefusal();
    // The session's log as the screen tells it: without the command lines
    // the rules name for the CLI's player (the column's buttons are those).
    const std::vector<core::TableEvent>& shownLog();
    std::vector<core::TableEvent> shownLog_;
    std::uint64_t shownLogAt_ = ~std::uint64_t(0);
    // The decision's button that ends it (end the phase, pass), kept in sight over the rest.
    void drawPrimary();
    // A button for a command: greyed with the rule's reason when it would be refused.
    bool commandButton(const std::string& label, const full::Command& c, const std::string& what);

    // [SECTION] Planning on the table (table_plan.cpp)
    // An order that needs the table (full::OrderOption::needsTable): its
    // command as the menu gave it, the distance, wheel, place or target
    // filled in from where the player drags or clicks.
    struct Plan {
        full::Command templ;          // the menu's command
        std::optional<core::Vec2> to; // the point dragged to (none: not yet)
        full::Command command;        // what the drag makes
        std::optional<core::Refusal> refusal; // why the whole drag cannot be (held short of it)
        bool held = false;                     // a shorter command than the drag is sent
        bool flankToFlank = false; // an oblique closed up on a neighbour (FG-D-31)
        std::vector<core::geom::Box> ghost;    // where it would stand
        std::vector<core::Vec2> path;          // its front centre's way
        std::vector<full::TriggerMark> triggers; // where the other side could react
        // An assault by a contiguous line (each regiment its own target,
        // FG-D-31) or a wave (one target, FG-D-43): the regiments added
        // after the first, each with its target (-1: still to click).
        std::vector<full::QueuedAssault> with;
        bool wave = false;
        bool targetChosen = false; // the first regiment's enemy clicked (else the menu's nearest)
        int aiming = -1; // a line's regiment clicked: the next enemy clicked is its target
    };
    std::optional<Plan> planning_;
    bool dragging_ = false;
    void startPlan(const full::Command& templ);
    void replan(core::Vec2 to);
    // Ctrl+click on a regiment of the assaulting brigade: it joins the
    // assault as a contiguous line or a wave, as the rules find it placed.
    void joinAssault(core::Vec2 at);
    // The command's parameter scaled by t (0..1), as a player measures it.
    full::Command scaled(const full::Command& c, double t) const;
    bool planEvent(const sf::Event& e, bool mouseFree, bool keysFree);
    // The unit (not a leader's base) whose stand holds the table point, -1 none.
    int unitAt(core::Vec2 p) const;
    // The plan in words for the column: what Enter sends, why it is held or
    // refused, and each point where it would pause.
    void drawPlanWords();
    core::Vec2 grab_; // where the drag began: the front moves as that point does
    void drawPlan(sf::RenderTarget& target) const;
    void drawCommandRadius(sf::RenderTarget& target) const;
    int brigadeShown() const; // the brigade whose command radius is drawn (-1 none)
    mutable full::CommandRings rings_;
    mutable int ringsBrigade_ = -1;
    mutable std::uint64_t ringsAt_ = ~std::uint64_t(0);

    // [SECTION] The computer and the hint (computer.cpp)
    bool computerDecides() const;
    ComputerDecide computerDecide();
    void computerStep(float dt);
    std::string computerLine() const; // for the turn bar ("" when it has nothing to say)
    bool hintOffered() const;
    void askHint();
    void drawHint(); // in the column, while the hint is for the state on the table
    // Shared with a thought on the seat's worker: the seat runs one at a
    // time, and a thought still running when the table goes keeps them.
    struct Minds {
        std::vector<ai::full::FullAiParams> tuned;
        std::unique_ptr<ai::full::Player> players[2]; // by side index, made at first need
        std::unique_ptr<ai::full::Player> hinter;     // F2's: the hardest level
        core::Pcg32 dice;
    };
    std::shared_ptr<Minds> minds_;
    bool computerPaused_ = false;
    struct Hint {
        std::optional<std::uint64_t> at; // serial_ it was asked in
        std::optional<full::Command> command;
        std::string level, line, words;
    };
    Hint hint_;

    // [SECTION] Sight (table_sight.cpp)
    // V: what the selected unit sees, shaded where it sees nothing; the
    // hills' levels on the table.
    bool sightKey(const sf::Event& e, bool keysFree);
    void drawSightShading(sf::RenderTarget& target) const; // under the units
    void drawSightWords(sf::RenderTarget& target) const;   // the hills' levels, the key
    bool sightOn_ = false;
    mutable full::SightField sight_;
    mutable int sightUnit_ = -1;
    mutable std::uint64_t sightAt_ = ~std::uint64_t(0);

    sim::Session* session_;
    std::uint64_t seed_;
    const UiFonts& fonts_;
    engine::Registry registry_;
    UnitMirror mirror_;
    engine::Camera camera_;
    engine::CameraControls controls_;
    TableView view_;
    TableOptions tableOptions_;
    LogPanel log_;
    ComputerSeat computer_;
    Measure measure_;
    PanelGrounds panels_;
    ClickGuard guard_;
    const data::RulesReference* reference_;
    engine::Assets* assets_;
    mutable std::vector<core::TableUnit> table_;
    mutable std::uint64_t tableAt_ = ~std::uint64_t(0);
    std::uint64_t serial_ = 0; // +1 at each change of state sync() sees
    std::uint64_t syncedAt_ = ~std::uint64_t(0);
    std::size_t commandsAt_ = ~std::size_t(0);
    std::optional<core::Refusal> refusal_;
    // The command a panel's button gave this frame, sent once the panels are
    // drawn (they read the state, which sending changes).
    std::optional<full::Command> toSend_;
    std::optional<std::string> ruleRequest_;
    sf::Vector2f windowSize_{0.f, 0.f};
    TablePointer pointer_; // where the mouse is; the camera moved by the player
    bool keysTaken_ = false;
    bool helpOpen_ = false;
    bool leaving_ = false;
    float uiScale_ = 1.f;
    int pointerUnit_ = -1;
    // Inputs of the column's orders (kept while the unit stays selected).
    int sliderUnit_ = -1;
    int faceChoice_ = 0; // the orders menu's "and face": ahead, left, right, about
    float evadeInches_ = 0.f;
    float counterInches_ = 0.f;
    float consolidateInches_ = 0.f;
    int detachStands_ = 1;
    int reservePips_ = 1;
    int fireSection_ = -1;
};

} // namespace guidon::client::full_ui
