#include "table_screen.h"

#include "ai/agent.h"
#include "engine/canvas.h"
#include "engine/components.h"
#include "engine/frame_profiler.h"
#include "engine/pick.h"
#include "decision_widgets.h"
#include "facts.h"
#include "fire_overlay.h"
#include "lite/game.h"
#include "status_panel.h"
#include "unit_painter.h"

#include <imgui.h>

#include <SFML/Graphics/ConvexShape.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Text.hpp>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace guidon::client {

namespace {

// A filled rectangle with rounded corners, as a convex shape (no texture).
sf::ConvexShape roundedRect(sf::FloatRect r, float radius, sf::Color fill) {
    constexpr int kArc = 4; // segments a corner
    radius = std::min({radius, r.width * 0.5f, r.height * 0.5f});
    sf::ConvexShape shape(radius > 0.f ? std::size_t(4 * (kArc + 1)) : 4u);
    if (radius <= 0.f) {
        shape.setPoint(0, {r.left, r.top});
        shape.setPoint(1, {r.left + r.width, r.top});
        shape.setPoint(2, {r.left + r.width, r.top + r.height});
        shape.setPoint(3, {r.left, r.top + r.height});
    } else {
        const sf::Vector2f centres[4] = {{r.left + r.width - radius, r.top + radius},
                                         {r.left + r.width - radius, r.top + r.height - radius},
                                         {r.left + radius, r.top + r.height - radius},
                                         {r.left + radius, r.top + radius}};
        std::size_t k = 0;
        for (int c = 0; c < 4; ++c)
            for (int i = 0; i <= kArc; ++i) {
                float a = (float(c) - 1.f + float(i) / float(kArc)) * 1.5707963f;
                shape.setPoint(k++, centres[c] + sf::Vector2f(std::cos(a), std::sin(a)) * radius);
            }
    }
    shape.setFillColor(fill);
    return shape;
}

constexpr float kColumnWidth = 360.f; // the decision, armies and log column at the right
constexpr float kMargin = 8.f;
} // namespace

TableScreen::TableScreen(sim::Session& session, engine::Assets& assets, std::uint64_t seed,
                         const UiFonts& fonts, const data::RulesReference* reference,
                         const std::string computer[2], const std::vector<ai::AiParams>& levels)
    : session_(&session), seed_(seed), fonts_(fonts), view_(session.battle(), assets),
      reference_(reference), computer_(computer, levels, seed), hint_(levels, seed),
      assets_(&assets) {
    // One player against the computer sits at the screen from the start.
    if (humans() == 1)
        seat_.take(computer_.plays(core::Side::Federal) ? core::Side::Confederate
                                                        : core::Side::Federal);
    camera_.setZoomLimits(3.f, 160.f);
    // A new game asks at its first turn's start too. A loaded one asks
    // again if it stopped in a courtesy pause: nothing chosen since the last
    // interrupt point but what the rules did on their own.
    courtesyFrom_ = session.log().size();
    notes_.skip(session.log().size()); // a loaded game's past stays in the log
    const std::vector<lite::Event>& log = session.log();
    for (std::size_t i = log.size(); i-- > 0;) {
        lite::EventKind k = log[i].kind;
        if (k == lite::EventKind::TurnStarted || k == lite::EventKind::PhaseInvoked) {
            courtesyFrom_ = i;
            break;
        }
        if (k != lite::EventKind::Reshuffled && k != lite::EventKind::CardsRemovedUnseen &&
            k != lite::EventKind::PhaseSkipped)
            break;
    }
    sync();
}

bool TableScreen::curtainUp() const {
    // Only two players sharing the screen need a handover between them.
    const lite::GameState& s = session_->state();
    if (humans() < 2 || s.over) return false;
    // The courtesy pause is shown as an interrupt window: with the hand.
    return seat_.handoverDue(deciding(), courtesy_ || showsHand(s.step));
}

core::Side TableScreen::deciding() const {
    const lite::GameState& s = session_->state();
    return courtesy_ ? *courtesy_ : lite::decider(s);
}

bool TableScreen::handsHidden() const {
    const lite::GameState& s = session_->state();
    if (s.over || humans() == 0) return true;
    return humans() == 2 && seat_.seated() != deciding();
}

void TableScreen::clearTable() {
    engine::setOnlyTag<engine::Selected>(registry_, engine::kNoEntity);
    planner_.cancel();
    aiming_ = false;
    chargeUnit_ = -1;
    chargeWheel_.reset();
    selection_.clear(); // the cards picked, and the unit an interrupt names (Old Rivals)
    askPass_ = false;
    hint_.clear();
    refusal_.reset();
}

void TableScreen::checkCourtesy() {
    const std::vector<lite::Event>& log = session_->log();
    const lite::GameState& s = session_->state();
    if (courtesyFrom_ > log.size()) courtesyFrom_ = log.size();
    bool point = false;
    lite::Phase window = lite::Phase::None;
    for (std::size_t i = courtesyFrom_; i < log.size(); ++i) {
        if (log[i].kind == lite::EventKind::TurnStarted) {
            point = true;
            window = lite::Phase::None;
        }
        if (log[i].kind == lite::EventKind::PhaseInvoked) {
            point = true;
            window = s.phase.phase;
        }
    }
    courtesyFrom_ = log.size();
    if (!point || !alwaysAsk_ || s.over) return;
    // Two players at the screen hide their hands from each other; a computer
    // that is asked for nothing must not give its hand away to the player by
    // answering at once. A player against the computer is not asked.
    bool passiveComputer = computer_.plays(s.passive());
    if (!(humans() == 2 || (humans() == 1 && passiveComputer))) return;
    if (s.step == lite::Step::InterruptWindow) return; // a real window is open
    // Facts both players can see already settle it: no courtesy needed.
    const lite::SideState& passive = s.side(s.passive());
    if (passive.interruptPlayed || passive.hand.empty()) return;
    courtesy_ = s.passive();
    courtesyWindow_ = window;
}

bool TableScreen::computerDecides() const {
    const lite::GameState& s = session_->state();
    if (s.over) return false;
    core::Side d = courtesy_ ? *courtesy_ : lite::decider(s);
    return computer_.plays(d);
}

core::Side TableScreen::viewer() const {
    const lite::GameState& s = session_->state();
    if (courtesy_ && !computer_.plays(*courtesy_)) return *courtesy_;
    core::Side d = s.over ? s.active : lite::decider(s);
    if (humans() == 1 && seat_.seated()) return *seat_.seated();
    return d;
}

void TableScreen::benchSeat() {
    const lite::GameState& s = session_->state();
    if (!s.over) seat_.take(courtesy_ ? *courtesy_ : lite::decider(s));
    sync();
}

bool TableScreen::animating() const {
    return leaving_ || notes_.any() || controls_.moving() || (computerDecides() && !curtainUp()) ||
           computer_.animating() || hint_.stage() == HintAdvisor::Stage::Thinking;
}

void TableScreen::trackFire() {
    const std::vector<lite::Event>& log = session_->log();
    const lite::GameState& s = session_->state();
    if (fired_.size() != s.units.size()) fired_.assign(s.units.size(), false);
    if (loggedAt_ > log.size()) loggedAt_ = 0;
    for (std::size_t i = loggedAt_; i < log.size(); ++i) {
        if (log[i].kind == lite::EventKind::TurnStarted) fired_.assign(s.units.size(), false);
        // The rules name the unit that fired each roll (a loaded game's too).
        const lite::Event& e = log[i];
        if (e.kind == lite::EventKind::FireRolled && e.actor >= 0 &&
            std::size_t(e.actor) < fired_.size())
            fired_[std::size_t(e.actor)] = true;
    }
    loggedAt_ = log.size();
}

bool TableScreen::showFirePreview() const {
    const lite::GameState& s = session_->state();
    return !s.over && s.step == lite::Step::Phase && s.phase.phase == lite::Phase::Fire &&
           !curtainUp() && !courtesy_; // the courtesy pause looks like a window: no preview
}

// [SECTION] State and seat

void TableScreen::sync() {
    const lite::GameState& s = session_->state();
    bool stateChanged = s.commandsApplied != syncedAt_;
    if (stateChanged) {
        ++stateSerial_; // counts every change, undo included (commandsApplied goes back)
        // First what the new state means for the seat: an interrupt point
        // with no window may still pass the curtain (checkCourtesy).
        trackFire();
        const lite::Battle& b = session_->battle();
        notes_.take(session_->log(), s.units, {float(b.width) * 0.5f, float(b.height) * 0.5f});
        courtesy_.reset();
        checkCourtesy();
    }
    if (humans() == 2 && !s.over) {
        core::Side d = deciding();
        // A decision on the table is made at once, by whoever is at the
        // screen: from now no hand shows until the next handover.
        if (!courtesy_ && !showsHand(s.step)) seat_.comeToTable(d);
        if (atScreen_ != d) { // the screen passes to the other player
            atScreen_ = d;
            clearTable();
        }
    }
    bool curtain = curtainUp();
    if (!stateChanged && curtain == syncedCurtain_ && seat_.seated() == syncedSeat_) return;
    syncedAt_ = s.commandsApplied;
    syncedCurtain_ = curtain;
    syncedSeat_ = seat_.seated();
    // Hot seat: the panels show what the player who must decide may see, and
    // nothing of any hand unless he holds the seat.
    player_ = lite::viewFor(s, viewer());
    if (courtesy_) {
        // Shown exactly as an interrupt window with nothing to play.
        player_.step = lite::Step::InterruptWindow;
        player_.decider = *courtesy_;
        player_.window = courtesyWindow_;
        player_.playableInterrupts.clear();
    }
    if (handsHidden()) {
        player_.hand.clear();
        player_.playableInterrupts.clear();
    }
    if (stateChanged) {
        decision_ = prepareDecision(s);
        selection_.clear();
    }
    askPass_ = false; // a new decision, or a new player at the screen
    mirror_.sync(registry_, player_.units, fired_, &player_);
    selection_.prune(player_);
}

lite::Outcome TableScreen::submit(const lite::Command& c) {
    lite::Outcome out = session_->submit(c);
    if (out.accepted)
        refusal_.reset();
    else
        refusal_ = out.refusal;
    return out;
}

bool TableScreen::submitText(const std::string& line, lite::Outcome& out, std::string& error) {
    if (!session_->submitText(line, out, error)) {
        core::Refusal r;
        r.rule = "script";
        r.reason = "'" + line + "': " + error;
        refusal_ = r;
        return false;
    }
    if (out.accepted)
        refusal_.reset();
    else
        refusal_ = out.refusal;
    return true;
}

std::string TableScreen::title() const {
    const lite::GameState& s = session_->state();
    std::string t = "Guidon \xE2\x80\x94 " + session_->battle().name + " \xE2\x80\x94 ";
    if (s.over)
        return t + "game over" +
               (s.hasWinner ? std::string(", ") + sideTitle(s.winner) + " victory" : "");
    // Whoever the screen is waiting for, as the curtain says (the courtesy
    // pause names the passive side, as a real interrupt window would).
    core::Side d = courtesy_ ? *courtesy_ : lite::decider(s);
    return t + "turn " + std::to_string(s.turn) + ", " + sideTitle(d) + " to decide";
}

std::string TableScreen::statusReport() const {
    const lite::GameState& s = session_->state();
    std::ostringstream o;
    o << "battle " << session_->battle().name << "\n"
      << "turn " << s.turn << "\n"
      << "active " << lite::nameOf(s.active) << "\n"
      << "step " << lite::nameOf(s.step) << "\n"
      << "decider " << (s.over ? "none" : lite::nameOf(lite::decider(s))) << "\n"
      << "pending " << lite::describePending(s) << "\n"
      << "over " << (s.over ? "yes" : "no") << "\n"
      << "winner " << (s.over && s.hasWinner ? lite::nameOf(s.winner) : "none") << "\n"
      << "commands " << session_->record().commands.size() << "\n"
      << "events " << session_->log().size() << "\n"
      << "hash " << lite::hashHex(lite::stateHash(s)) << "\n"
      << "curtain " << (curtainUp() ? "up" : "down") << "\n"
      << "seated " << (seat_.seated() ? lite::nameOf(*seat_.seated()) : "none") << "\n"
      << "handovers " << seat_.handovers() << "\n"
      << "hands " << (handsHidden() ? "hidden" : "shown") << "\n"
      << "selected "
      << (selectedIndex() >= 0 ? std::to_string(selectedIndex()) : std::string("none")) << "\n"
      << "refusal " << (refusal_ ? refusal_->rule + " " + refusal_->reason : "none") << "\n"
      << "courtesy " << (courtesy_ ? lite::nameOf(*courtesy_) : "none") << "\n"
      << "computer-federal "
      << (computer_.plays(core::Side::Federal) ? computer_.level(core::Side::Federal) : "none")
      << "\n"
      << "computer-confederate "
      << (computer_.plays(core::Side::Confederate) ? computer_.level(core::Side::Confederate)
                                                   : "none")
      << "\n"
      << "computer-state " << computer_.state() << "\n"
      << "computer-problem " << (computer_.problem().empty() ? "none" : computer_.problem()) << "\n"
      << "hint " << hint_.status() << "\n"
      << "hint-command " << hint_.commandText() << "\n"
      << "plan " << planStatus() << "\n"
      << "choice-preview " << choice_.describe() << "\n"
      << "click-guard " << (clickGuarded() ? "on" : "off") << "\n"
      << "clicks-guarded " << clicksGuarded_ << "\n"
      << "rulers " << measure_.rulers().size() << "\n"
      << "camera " << camera_.centre().x << " " << camera_.centre().y << " " << camera_.zoom()
      << "\n"
      << "table-area " << tableOptions_.area.left << " " << tableOptions_.area.top << " "
      << tableOptions_.area.width << " " << tableOptions_.area.height << "\n"
      << log_.status();
    return o.str();
}

// [SECTION] Layout and input

sf::FloatRect TableScreen::tableArea(sf::Vector2f size) const {
    float top = kTurnBarHeight + kMargin;
    float w = size.x - kColumnWidth - 3.f * kMargin;
    float h = size.y - top - handStripHeight() - 2.f * kMargin;
    if (w < 0.4f * size.x || h < 0.3f * size.y) return {0.f, top, size.x, size.y - top};
    return {kMargin, top, w, h};
}

void TableScreen::layout(sf::Vector2f size) {
    if (size == windowSize_) return;
    bool first = windowSize_.x == 0.f;
    windowSize_ = size;
    layoutTableCamera(camera_, controls_, view_.bounds(), size, tableArea(size), uiScale_,
                      first || !cameraMoved_);
}

void TableScreen::event(const sf::Event& e, bool uiMouse, bool uiKeys) {
    uiMouse_ = uiMouse;
    if (e.type == sf::Event::MouseMoved) mouse_ = {e.mouseMove.x, e.mouseMove.y};
    if (e.type == sf::Event::MouseLeft) mouse_ = {-1, -1};
    // ImGui knows the mouse is over a panel only from the frame before: a
    // pointer that jumps onto a panel and presses at once would reach the
    // table too. The panels' own rectangles say it now.
    // (A press or the wheel only: a drag that began on the table goes on
    // over a panel.)
    bool onPanel = false;
    if (e.type == sf::Event::MouseButtonPressed)
        onPanel = overPanel({e.mouseButton.x, e.mouseButton.y});
    if (e.type == sf::Event::MouseWheelScrolled)
        onPanel = overPanel({e.mouseWheelScroll.x, e.mouseWheelScroll.y});
    bool mouseFree = !uiMouse && !onPanel;
    bool keysFree = !uiKeys;
    bool used = controls_.handleEvent(camera_, e, mouseFree, keysFree);
    if (used) {
        if (e.type == sf::Event::MouseWheelScrolled || e.type == sf::Event::MouseMoved)
            cameraMoved_ = true;
        if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F) cameraMoved_ = false;
        return;
    }
    // During a handover the table is looked at (the camera above), never played on.
    if (curtainUp()) return;
    if (e.type == sf::Event::KeyPressed && keysFree && !e.key.control && !e.key.alt &&
        e.key.code == sf::Keyboard::H) {
        helpOpen_ = !helpOpen_;
        return;
    }
    if (e.type == sf::Event::KeyPressed && keysFree && !e.key.control && !e.key.alt) {
        if (e.key.code == sf::Keyboard::F2) {
            askHint();
            return;
        }
        if (computer_.key(e.key.code, computerDecides(), session_->state().turn)) return;
    }
    if (measure_.event(e, camera_, session_->state(), mouseFree, keysFree)) return;
    if (planEvent(e, mouseFree, keysFree)) return;
    switch (e.type) {
    case sf::Event::KeyPressed:
        if (!keysFree || e.key.control || e.key.alt) break;
        if (e.key.code == sf::Keyboard::G) tableOptions_.grid = !tableOptions_.grid;
        if (e.key.code == sf::Keyboard::L) tableOptions_.labels = !tableOptions_.labels;
        break;
    case sf::Event::MouseButtonPressed:
        if (mouseFree && e.mouseButton.button == sf::Mouse::Left) {
            sf::Vector2f w = camera_.toWorld({float(e.mouseButton.x), float(e.mouseButton.y)});
            engine::setOnlyTag<engine::Selected>(registry_, engine::pickAt(registry_, w));
        }
        break;
    default:
        break;
    }
}

// [SECTION] Frame

void TableScreen::update(float dt, sf::Vector2f size, bool uiKeys) {
    sync();
    watchNewDecision(true);
    layout(size);
    leaving_ = UnitMirror::tickLeaving(registry_, dt);
    const lite::GameState& s = session_->state();
    // Results stay on the table until the player who caused them has seen
    // them and the next one takes the seat.
    if (!curtainUp()) notes_.tick(dt);
    computerStep(dt);
    sync();
    watchNewDecision(false);
    computer_.tick(dt);
    hint_.update(session_->state(), stateSerial_);
    checkPlan();

    sf::Vector2f before = camera_.centre();
    controls_.update(camera_, dt, !uiKeys);
    if (camera_.centre() != before) cameraMoved_ = true;

    // Hover: the unit under the mouse, unless the mouse is on the UI.
    engine::Entity hovered = engine::kNoEntity;
    if (mouse_.x >= 0 && !uiMouse_ && !controls_.dragging() && !aiming_ && !measure_.dragging())
        hovered = engine::pickAt(registry_, camera_.toWorld({float(mouse_.x), float(mouse_.y)}));
    engine::setOnlyTag<engine::Hovered>(registry_, hovered);
    pointerUnit_ = hovered != engine::kNoEntity && registry_.has<UnitFigure>(hovered)
                       ? registry_.get<UnitFigure>(hovered).unit
                       : -1;
    if (hovered != engine::kNoEntity)
        hoverTooltip();
    else if (mouse_.x >= 0 && !uiMouse_ && !controls_.dragging() && !aiming_ &&
             !measure_.dragging() &&
             tableArea(size).contains(float(mouse_.x) / uiScale_, float(mouse_.y) / uiScale_))
        terrainTooltip(camera_.toWorld({float(mouse_.x), float(mouse_.y)}));

    // Panels draw their own ground (see draw()).
    panels_.clear();
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.f, 0.f, 0.f, 0.f));
    TurnBarInput bar;
    bar.view = &player_;
    bar.battle = &session_->battle();
    bar.step = stepInWords(player_, s);
    bar.seed = seed_;
    bar.fonts = &fonts_;
    bar.computer = computerLine();
    panels_.push_back({{0.f, 0.f, size.x, kTurnBarHeight}, 0.f});
    if (drawTurnBar(bar, tableOptions_, size.x)) {
        controls_.fit(camera_);
        cameraMoved_ = false;
    }

    // The hand first: its clicks feed the decision drawn after it.
    sf::FloatRect area = tableArea(size);
    float rounding = ImGui::GetStyle().WindowRounding;
    if (!s.over) {
        ImVec2 at(kMargin, size.y - handStripHeight() - kMargin);
        ImVec2 wh(size.x - kColumnWidth - 3.f * kMargin, handStripHeight());
        panels_.push_back({{at.x, at.y, wh.x, wh.y}, rounding});
        if (humans() == 0) {
            computer_.drawSpectatorStrip(fonts_, at, wh);
        } else if (curtainUp()) {
            // The handover: only the hand strip is curtained.
            CurtainText t;
            t.side = deciding();
            t.turn = s.turn;
            t.battle = session_->battle().name;
            t.step = stepInWords(player_, s);
            if (drawHandover(t, fonts_, at, wh)) {
                if (clickGuarded()) { // the second click of the one that raised it
                    ++clicksGuarded_;
                } else {
                    seat_.handOver(t.side);
                    clearTable();
                    sync();
                    watchNewDecision(false); // the new decision's clicks wait a moment
                }
            }
        } else if (handsHidden()) {
            drawHiddenHands(deciding(), fonts_, at, wh);
        } else {
            HandSelection before = selection_;
            drawHand(player_, handRulesFor(player_), selection_, fonts_, at, wh);
            if (clickGuarded() &&
                (selection_.cards != before.cards || selection_.modifier != before.modifier)) {
                selection_ = before;
                ++clicksGuarded_;
            }
        }
    }
    float top = kTurnBarHeight + kMargin;
    panels_.push_back(
        {{size.x - kColumnWidth - kMargin, top, kColumnWidth, size.y - top - kMargin}, rounding});
    choiceHovered_.reset();
    drawColumn(size);
    choice_.hover(s, stateSerial_, choiceHovered_);
    ImGui::PopStyleColor();
    if (helpOpen_) drawHelp(size);
    if (s.over)
        drawGameOver(player_, fonts_,
                     ImVec2(area.left + area.width * 0.5f, area.top + area.height * 0.42f));

    // A unit the decision panel points at is lit on the table.
    if (highlight_ >= 0 && mirror_.entityOf(highlight_) != engine::kNoEntity)
        engine::setOnlyTag<engine::Hovered>(registry_, mirror_.entityOf(highlight_));
}

void TableScreen::drawColumn(sf::Vector2f size) {
    float top = kTurnBarHeight + kMargin;
    ImGui::SetNextWindowPos(ImVec2(size.x - kColumnWidth - kMargin, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(kColumnWidth, size.y - top - kMargin), ImGuiCond_Always);
    // A scrollbar when a long decision and the log's least height overflow.
    ImGuiWindowFlags flags =
        ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
        ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing;
    highlight_ = -1;
    if (!ImGui::Begin("##column", nullptr, flags)) {
        ImGui::End();
        return;
    }
    if (curtainUp()) {
        // The decision waits for its player: no option of it is offered, as
        // its options would show his hand.
        core::Side d = deciding();
        drawBanner(d, std::string(sideTitle(d)) + " \xC2\xB7 Handover", fonts_);
        hint(std::string("The ") + sideTitle(d) + " player decides next, with his hand: " +
             stepInWords(player_, session_->state()) + ". He takes the seat below.");
        drawArmies(player_);
        heading("EVENTS");
        log_.draw(session_->log(), fonts_, std::max(ImGui::GetContentRegionAvail().y, 180.f));
        ImGui::End();
        return;
    }
    if (courtesy_ && computerDecides()) {
        // As the computer weighing a real interrupt window.
        drawBanner(*courtesy_,
                   std::string(sideTitle(*courtesy_)) + " \xC2\xB7 " +
                       computerTitle(computer_.level(*courtesy_)),
                   fonts_);
        hint("The computer is deciding: " + stepInWords(player_, session_->state()) + ".");
        drawArmies(player_);
        heading("EVENTS");
        log_.draw(session_->log(), fonts_, std::max(ImGui::GetContentRegionAvail().y, 180.f));
        ImGui::End();
        return;
    }
    if (courtesy_) {
        // The pause that hides whether a hand holds an interrupt.
        std::string title = std::string(sideTitle(*courtesy_)) + " \xC2\xB7 Interrupt";
        drawBanner(*courtesy_, title, fonts_);
        hint(courtesyWindow_ == lite::Phase::None
                 ? std::string("The ") + sideTitle(player_.active) + " turn begins."
                 : std::string("The ") + sideTitle(player_.active) + " player has invoked a " +
                       phaseWord(courtesyWindow_) + " phase.");
        hint("No card in your hand can interrupt now. (Guidon asks at every interrupt window, "
             "so the curtain does not tell your opponent whether you hold one: Settings.)");
        if (bigButton("Continue", -FLT_MIN)) {
            courtesy_.reset();
            syncedAt_ = ~std::uint64_t(0); // look at the state again
        }
        drawArmies(player_);
        heading("EVENTS");
        log_.draw(session_->log(), fonts_, std::max(ImGui::GetContentRegionAvail().y, 180.f));
        ImGui::End();
        return;
    }
    DecisionInput in;
    in.view = &player_;
    in.state = &session_->state();
    in.options = &decision_;
    in.selection = &selection_;
    in.refusal = refusal_ ? &*refusal_ : nullptr;
    in.fonts = &fonts_;
    in.tableUnit = selectedIndex();
    in.reference = reference_;
    in.planner = canPlan() ? &planner_ : nullptr;
    in.previewMove = previewing();
    in.plan = &planReport_;
    in.canUndo = canPlan() && session_->canUndo();
    syncCharge();
    if (chargeWheel_) {
        in.chargeWheel = chargeWheel_;
        in.adjusted = &adjusted_;
    }
    syncCombatPreview();
    if (previewing()) in.combatPreview = &combatPreview_;
    if (planner_.active()) askPass_ = false; // trying a move instead: the question goes
    in.askPass = &askPass_;
    in.keysFree = !keysTaken_ && !planner_.active() && !helpOpen_;
    bool guarded = clickGuarded();
    bool askedBefore = askPass_;
    in.computerDecides = computerDecides();
    if (in.computerDecides) {
        core::Side d = lite::decider(session_->state());
        in.waiting = stepInWords(player_, session_->state());
        in.computerTitle = computerTitle(computer_.level(d));
    }
    DecisionOutput out = drawDecision(in);
    if (in.computerDecides) {
        if (!computer_.problem().empty()) textWrapped(kRefusalColour, computer_.problem());
        hint(std::string(kSkipKeyName) + " plays out the rest of its turn at once; " +
             kPauseKeyName + (computer_.paused() ? " resumes." : " pauses it."));
    }
    HintAdvisor::PanelOut hinted = hint_.drawPanel(hintOffered(), fonts_);
    if (guarded) {
        // Too soon after the decision appeared: what was clicked is ignored.
        bool acted =
            out.command || out.undo || hinted.apply || hinted.ask || askPass_ != askedBefore;
        bool clicked = ImGui::IsMouseClicked(ImGuiMouseButton_Left) &&
                       ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows |
                                              ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
        if (acted || clicked) ++clicksGuarded_;
        out.command.reset();
        out.undo = false;
        out.explain.reset();
        hinted.apply.reset();
        hinted.ask = false;
        askPass_ = askedBefore;
    }
    if (hinted.ask) askHint();
    highlight_ = out.highlightUnit;
    choiceHovered_ = out.preview;
    if (out.explain) refusal_ = out.explain;
    if (out.showRule) ruleRequest_ = out.showRule;
    if (out.undo) undoMove();
    if (out.chargeWheel && chargeUnit_ >= 0) {
        chargeWheel_ = out.chargeWheel;
        adjusted_ = lite::planCharge(session_->state(), chargeUnit_, *chargeWheel_);
    }

    drawArmies(player_);
    if (const lite::Unit* u = selectedUnit()) drawUnitDetails(*u);
    heading("EVENTS");
    float rest = ImGui::GetContentRegionAvail().y;
    log_.draw(session_->log(), fonts_, std::max(rest, 180.f));
    ImGui::End();

    // Sent last, so this frame was drawn from one state throughout.
    if (hinted.apply && !out.command) out.command = hinted.apply;
    if (out.command) {
        bool unitCommand = out.command->kind == lite::CommandKind::March ||
                           out.command->kind == lite::CommandKind::Form;
        choiceHovered_.reset(); // the choice is made: its preview goes with it
        if (submit(*out.command).accepted && unitCommand) { // the plan is made
            planner_.cancel();
            aiming_ = false;
        }
    }
}

void TableScreen::watchNewDecision(bool newFrame) {
    std::uint64_t key = stateSerial_ * 2 + (curtainUp() ? 1 : 0);
    if (key != guardKey_) {
        guardKey_ = key;
        guardClock_.restart();
        guardFrames_ = 0;
    } else if (newFrame && guardFrames_ < 1000) {
        ++guardFrames_;
    }
}

bool TableScreen::clickGuarded() const {
    constexpr int kGuardFrames = 2;
    constexpr float kGuardSeconds = 0.3f;
    return guardFrames_ < kGuardFrames || guardClock_.getElapsedTime().asSeconds() < kGuardSeconds;
}

void TableScreen::syncCombatPreview() {
    if (!previewing()) return;
    if (combatPreviewAt_ == stateSerial_) return;
    // As if a combat phase were invoked now with two cards: every charge the
    // rules could allow, each saying whether it needs the second card.
    lite::GameState g = session_->state();
    g.step = lite::Step::Phase;
    g.phase = lite::PhaseInfo{};
    g.phase.phase = lite::Phase::Combat;
    g.phase.invoking = {-1, -1};
    combatPreview_ = prepareDecision(g);
    combatPreviewAt_ = stateSerial_;
}

bool TableScreen::overPanel(sf::Vector2i px) const {
    sf::Vector2f p(float(px.x) / uiScale_, float(px.y) / uiScale_);
    for (const Panel& panel : panels_)
        if (panel.rect.contains(p)) return true;
    return false;
}

int TableScreen::selectedIndex() const {
    for (engine::Entity e : registry_.view<engine::Selected, UnitFigure>()) {
        int i = registry_.get<UnitFigure>(e).unit;
        if (i >= 0 && std::size_t(i) < player_.units.size()) return i;
    }
    return -1;
}

const lite::Unit* TableScreen::selectedUnit() const {
    int i = selectedIndex();
    return i >= 0 ? &player_.units[std::size_t(i)] : nullptr;
}

void TableScreen::hoverTooltip() const {
    for (engine::Entity e : registry_.view<engine::Hovered, UnitFigure>()) {
        int i = registry_.get<UnitFigure>(e).unit;
        if (i < 0 || std::size_t(i) >= player_.units.size()) continue;
        const lite::Unit& u = player_.units[std::size_t(i)];
        ImGui::BeginTooltip();
        pushFont(fonts_.title);
        ImGui::TextColored(sideColour(u.side), "%s", u.name.c_str());
        popFont(fonts_.title);
        ImGui::TextDisabled("%s %s, %d %s%s", sideTitle(u.side),
                            u.type == lite::UnitType::Artillery ? "battery" : "regiment", u.bases,
                            u.type == lite::UnitType::Artillery ? (u.bases == 1 ? "gun" : "guns")
                                                                : (u.bases == 1 ? "base" : "bases"),
                            u.limbered ? ", limbered" : "");
        bool fired = std::size_t(i) < fired_.size() && fired_[std::size_t(i)];
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.f);
        for (const std::string& f : unitFacts(session_->state(), i, fired))
            ImGui::BulletText("%s", f.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void TableScreen::drawHelp(sf::Vector2f size) {
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    if (!ImGui::Begin("Keys and mouse (H)", &helpOpen_,
                      ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                          ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    static const char* rows[][2] = {
        {"Wheel", "zoom at the mouse"},
        {"Right or middle drag, arrows", "pan"},
        {"F", "fit the table to the window"},
        {"G / L", "BW grid and thirds / unit names"},
        {"Left click", "select a unit (in a movement phase: plan its move)"},
        {"Left drag from the unit", "the next segment of the move, held to what the rules allow"},
        {"W O Q E X", "forward, oblique, wheel left, wheel right, flank"},
        {"A", "about face first"},
        {"Enter / Backspace / Esc", "move / take back a segment / cancel the plan"},
        {"Ctrl+Z", "take back the last move of this movement phase"},
        {"Shift + left drag", "a ruler in BW (snaps to base corners and edges)"},
        {"C", "clear the rulers"},
        {"D / R / V", "distance to the mouse / 6 and 24 BW rings / reach this phase"},
        {"Hover a unit", "its facts; for the side that fires, its fire zones"},
        {"F2", "hint: what the hard computer would do in your place (Apply plays it)"},
        {"Space", "the computer plays out the rest of its turn at once"},
        {"P", "pause or resume the computer"},
        {"F1", "the rules quick reference"},
        {"Esc", "the menu"},
        {"Ctrl+S / Ctrl+O", "save / load"},
        {"F11 / F12", "full screen / screenshot"},
    };
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
        for (const auto& r : rows) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(kGold, "%s", r[0]);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(r[1]);
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

void TableScreen::terrainTooltip(sf::Vector2f world) const {
    const lite::Battle& b = session_->battle();
    if (world.x < 0.f || world.y < 0.f || world.x > float(b.width) || world.y > float(b.height))
        return;
    std::vector<Fact> facts = terrainFactsAt(*session_->state().setup, {world.x, world.y});
    if (facts.empty()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.f);
    for (const Fact& f : facts) {
        pushFont(fonts_.title);
        ImGui::TextColored(kGold, "%s", f.title.c_str());
        popFont(fonts_.title);
        for (const std::string& l : f.lines)
            ImGui::BulletText("%s", l.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void TableScreen::draw(sf::RenderTarget& target) {
    sf::FloatRect seen = tableArea(windowSize_); // points; labels keep off the panels
    tableOptions_.area = {seen.left * uiScale_, seen.top * uiScale_, seen.width * uiScale_,
                          seen.height * uiScale_};
    tableOptions_.labelFont = fonts_.small;
    view_.draw(target, camera_, registry_, tableOptions_);
    notes_.draw(camera_, tableOptions_.area, fonts_.small, choice_.ghost().has_value());
    if (showFirePreview())
        if (const sf::Font* font = assets_->font(engine::kSansFont))
            drawFirePreview(target, camera_, decision_.fire, session_->state().units, *font,
                            highlight_, uiScale_);
    engine::frameProfiler().lap("table: fire preview");
    choice_.draw(target, camera_);
    drawPlan(target);
    drawCharges(target);
    computer_.drawTrails(target, camera_);
    hint_.drawOnTable(target, camera_, session_->state());
    // The fire zones of a unit of the firing side under the mouse (not one
    // the panel lights: a fall back's unit shows no fire zones).
    const lite::GameState& st = session_->state();
    int hovered = pointerUnit_;
    if (hovered >= 0 && std::size_t(hovered) < st.units.size() && !st.over &&
        st.units[std::size_t(hovered)].side == st.active && !showFirePreview() && !aiming_) {
        if (hovered != hoverFireUnit_ || stateSerial_ != hoverFireAt_) {
            hoverFire_ = lite::previewFireOf(st, hovered);
            hoverFireUnit_ = hovered;
            hoverFireAt_ = stateSerial_;
        }
        if (const sf::Font* font = assets_->font(engine::kSansFont))
            drawFirePreview(target, camera_, hoverFire_, st.units, *font, hovered, uiScale_);
    }
    std::optional<core::Vec2> mouse;
    if (mouse_.x >= 0 && !uiMouse_) {
        sf::Vector2f w = camera_.toWorld({float(mouse_.x), float(mouse_.y)});
        mouse = core::Vec2{w.x, w.y};
    }
    measure_.draw(target, camera_, planner_.active() ? planState() : st,
                  planner_.active() ? planner_.unit() : selectedIndex(),
                  aiming_ ? std::nullopt : mouse, assets_->font(engine::kSansFont), uiScale_,
                  stateSerial_ * 2 + (previewing() ? 1 : 0));
    // The panels' grounds, in the UI's window colour, under the UI.
    const ImVec4& bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    sf::Color fill(sf::Uint8(bg.x * 255.f), sf::Uint8(bg.y * 255.f), sf::Uint8(bg.z * 255.f),
                   sf::Uint8(bg.w * 255.f));
    engine::PixelView pixels(target);
    for (const Panel& p : panels_) {
        sf::FloatRect r(p.rect.left * uiScale_, p.rect.top * uiScale_, p.rect.width * uiScale_,
                        p.rect.height * uiScale_);
        target.draw(roundedRect(r, p.rounding * uiScale_, fill));
    }
    engine::frameProfiler().lap("panels' grounds");
}

} // namespace guidon::client
