#include "table_screen.h"

#include "engine/components.h"
#include "engine/frame_profiler.h"
#include "engine/pick.h"
#include "ai/random_agent.h"
#include "rules/game.h"
#include "engine/canvas.h"
#include "facts.h"
#include "unit_painter.h"
#include "fire_overlay.h"
#include "status_panel.h"

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

TableScreen::TableScreen(data::Session& session, engine::Assets& assets, std::uint64_t seed,
                         const UiFonts& fonts, const data::RulesReference* reference,
                         const bool computer[2])
    : session_(&session), seed_(seed), fonts_(fonts), view_(session.battle(), assets),
      reference_(reference), computerDice_(seed ^ 0x9e3779b97f4a7c15ull), assets_(&assets) {
    computer_[0] = computer[0];
    computer_[1] = computer[1];
    // One player against the computer sits at the screen from the start.
    if (humans() == 1) seat_.take(computer_[0] ? rules::Side::Confederate : rules::Side::Federal);
    camera_.setZoomLimits(3.f, 160.f);
    // A new game asks at its first turn's start too. A loaded one asks
    // again if it stopped in a courtesy pause: nothing chosen since the last
    // interrupt point but what the rules did on their own.
    courtesyFrom_ = session.log().size();
    const std::vector<rules::Event>& log = session.log();
    for (std::size_t i = log.size(); i-- > 0;) {
        rules::EventKind k = log[i].kind;
        if (k == rules::EventKind::TurnStarted || k == rules::EventKind::PhaseInvoked) {
            courtesyFrom_ = i;
            break;
        }
        if (k != rules::EventKind::Reshuffled && k != rules::EventKind::CardsRemovedUnseen &&
            k != rules::EventKind::PhaseSkipped)
            break;
    }
    sync();
}

bool TableScreen::curtainUp() const {
    // Only two players sharing the screen need a curtain between them.
    if (humans() < 2) return false;
    if (courtesy_) return !seat_.seated() || *seat_.seated() != *courtesy_;
    return seat_.curtainUp(session_->state());
}

void TableScreen::checkCourtesy() {
    const std::vector<rules::Event>& log = session_->log();
    const rules::GameState& s = session_->state();
    if (courtesyFrom_ > log.size()) courtesyFrom_ = log.size();
    bool point = false;
    rules::Phase window = rules::Phase::None;
    for (std::size_t i = courtesyFrom_; i < log.size(); ++i) {
        if (log[i].kind == rules::EventKind::TurnStarted) {
            point = true;
            window = rules::Phase::None;
        }
        if (log[i].kind == rules::EventKind::PhaseInvoked) {
            point = true;
            window = s.phase.phase;
        }
    }
    courtesyFrom_ = log.size();
    if (!point || !alwaysAsk_ || s.over) return;
    // Two players at the screen hide their hands from each other; a computer
    // that is asked for nothing must not give its hand away to the player by
    // answering at once. A player against the computer is not asked.
    bool passiveComputer = computer_[s.passive() == rules::Side::Federal ? 0 : 1];
    if (!(humans() == 2 || (humans() == 1 && passiveComputer))) return;
    if (s.step == rules::Step::InterruptWindow) return; // a real window is open
    // Facts both players can see already settle it: no courtesy needed.
    const rules::SideState& passive = s.side(s.passive());
    if (passive.interruptPlayed || passive.hand.empty()) return;
    courtesy_ = s.passive();
    courtesyWindow_ = window;
}

bool TableScreen::computerDecides() const {
    const rules::GameState& s = session_->state();
    if (s.over) return false;
    rules::Side d = courtesy_ ? *courtesy_ : rules::decider(s);
    return computer_[d == rules::Side::Federal ? 0 : 1];
}

rules::Side TableScreen::viewer() const {
    const rules::GameState& s = session_->state();
    if (courtesy_ && !computer_[*courtesy_ == rules::Side::Federal ? 0 : 1]) return *courtesy_;
    rules::Side d = s.over ? s.active : rules::decider(s);
    if (humans() == 1 && seat_.seated()) return *seat_.seated();
    return d;
}

void TableScreen::benchSeat() {
    const rules::GameState& s = session_->state();
    if (!s.over) seat_.take(courtesy_ ? *courtesy_ : rules::decider(s));
    sync();
}

bool TableScreen::animating() const {
    return leaving_ || controls_.moving() || (computerDecides() && !curtainUp());
}

void TableScreen::trackFire() {
    const std::vector<rules::Event>& log = session_->log();
    const rules::GameState& s = session_->state();
    if (fired_.size() != s.units.size()) fired_.assign(s.units.size(), false);
    if (loggedAt_ > log.size()) loggedAt_ = 0;
    for (std::size_t i = loggedAt_; i < log.size(); ++i) {
        if (log[i].kind == rules::EventKind::TurnStarted) {
            fired_.assign(s.units.size(), false);
            lastFire_ = {};
        }
        // The fire was rolled: the bases of the preview that had a target fired.
        if (log[i].kind == rules::EventKind::FireRolled)
            for (const rules::BaseShot& shot : lastFire_.shots)
                if (shot.target >= 0 && shot.unit >= 0 && std::size_t(shot.unit) < fired_.size())
                    fired_[std::size_t(shot.unit)] = true;
    }
    loggedAt_ = log.size();
}

bool TableScreen::showFirePreview() const {
    const rules::GameState& s = session_->state();
    return !s.over && s.step == rules::Step::Phase && s.phase.phase == rules::Phase::Fire &&
           !curtainUp() && !courtesy_; // the courtesy pause looks like a window: no preview
}

void TableScreen::computerStep(float dt) {
    if (!computerDecides() || computerPaused_) {
        computerWait_ = 0.f;
        return;
    }
    // A watchable pace: each decision shows for a moment (none when
    // animations are off).
    float pause = animationSpeed_ <= 0.f ? 0.f : 0.6f / animationSpeed_;
    computerWait_ += dt;
    if (computerWait_ < pause) return;
    computerWait_ = 0.f;
    if (courtesy_) { // the computer "considers" an interrupt it does not hold
        courtesy_.reset();
        syncedAt_ = ~std::uint64_t(0);
        return;
    }
    const rules::GameState& s = session_->state();
    rules::PlayerView v = rules::viewFor(s, rules::decider(s));
    std::vector<rules::Command> legal;
    for (const rules::Command& c : ai::candidateCommands(v, computerDice_))
        if (!rules::validate(s, c)) legal.push_back(c);
    if (legal.empty()) return; // cannot happen: every decision has a legal answer
    submit(legal[computerDice_.below(std::uint32_t(legal.size()))]);
}

// [SECTION] State and seat

void TableScreen::sync() {
    const rules::GameState& s = session_->state();
    bool stateChanged = s.commandsApplied != syncedAt_;
    if (stateChanged) {
        // First what the new state means for the seat: an interrupt point
        // with no window may still pass the curtain (checkCourtesy).
        trackFire();
        courtesy_.reset();
        checkCourtesy();
    }
    bool curtain = curtainUp();
    if (!stateChanged && curtain == syncedCurtain_) return;
    syncedAt_ = s.commandsApplied;
    syncedCurtain_ = curtain;
    // Hot seat: the panels show what the player who must decide may see, and
    // nothing of any hand until he has taken the seat.
    player_ = rules::viewFor(s, viewer());
    if (courtesy_) {
        // Shown exactly as an interrupt window with nothing to play.
        player_.step = rules::Step::InterruptWindow;
        player_.decider = *courtesy_;
        player_.window = courtesyWindow_;
        player_.playableInterrupts.clear();
    }
    if (curtain || s.over || humans() == 0) {
        player_.hand.clear();
        player_.playableInterrupts.clear();
    }
    if (stateChanged) {
        decision_ = prepareDecision(s);
        if (!decision_.fire.shots.empty()) lastFire_ = decision_.fire;
        selection_.clear();
    }
    mirror_.sync(registry_, player_.units, fired_);
    selection_.prune(player_);
}

rules::Outcome TableScreen::submit(const rules::Command& c) {
    rules::Outcome out = session_->submit(c);
    if (out.accepted)
        refusal_.reset();
    else
        refusal_ = out.refusal;
    return out;
}

bool TableScreen::submitText(const std::string& line, rules::Outcome& out, std::string& error) {
    if (!session_->submitText(line, out, error)) {
        rules::Refusal r;
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
    const rules::GameState& s = session_->state();
    std::string t = "Guidon \xE2\x80\x94 " + session_->battle().name + " \xE2\x80\x94 ";
    if (s.over)
        return t + "game over" +
               (s.hasWinner ? std::string(", ") + sideTitle(s.winner) + " victory" : "");
    // Whoever the screen is waiting for, as the curtain says (the courtesy
    // pause names the passive side, as a real interrupt window would).
    rules::Side d = courtesy_ ? *courtesy_ : rules::decider(s);
    return t + "turn " + std::to_string(s.turn) + ", " + sideTitle(d) + " to decide";
}

std::string TableScreen::statusReport() const {
    const rules::GameState& s = session_->state();
    std::ostringstream o;
    o << "turn " << s.turn << "\n"
      << "active " << rules::nameOf(s.active) << "\n"
      << "step " << rules::nameOf(s.step) << "\n"
      << "decider " << (s.over ? "none" : rules::nameOf(rules::decider(s))) << "\n"
      << "pending " << rules::describePending(s) << "\n"
      << "over " << (s.over ? "yes" : "no") << "\n"
      << "winner " << (s.over && s.hasWinner ? rules::nameOf(s.winner) : "none") << "\n"
      << "commands " << session_->record().commands.size() << "\n"
      << "events " << session_->log().size() << "\n"
      << "hash " << rules::hashHex(rules::stateHash(s)) << "\n"
      << "curtain " << (curtainUp() ? "up" : "down") << "\n"
      << "seated " << (seat_.seated() ? rules::nameOf(*seat_.seated()) : "none") << "\n"
      << "refusal " << (refusal_ ? refusal_->rule + " " + refusal_->reason : "none") << "\n"
      << "courtesy " << (courtesy_ ? rules::nameOf(*courtesy_) : "none") << "\n"
      << "plan " << planStatus() << "\n"
      << "rulers " << measure_.rulers().size() << "\n"
      << "camera " << camera_.centre().x << " " << camera_.centre().y << " " << camera_.zoom()
      << "\n";
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
    // `size` and the table area are in UI points; the camera works in pixels.
    float k = uiScale_;
    camera_.setViewport({size.x * k, size.y * k});
    sf::FloatRect a = tableArea(size);
    controls_.setFitTarget(view_.bounds(), {a.left * k, a.top * k, a.width * k, a.height * k},
                           6.f);
    if (first || !cameraMoved_) controls_.fit(camera_);
}

void TableScreen::event(const sf::Event& e, bool uiMouse, bool uiKeys) {
    uiMouse_ = uiMouse;
    if (e.type == sf::Event::MouseMoved) mouse_ = {e.mouseMove.x, e.mouseMove.y};
    if (e.type == sf::Event::MouseLeft) mouse_ = {-1, -1};
    if (curtainUp()) return; // nothing behind the curtain takes input
    bool mouseFree = !uiMouse;
    bool keysFree = !uiKeys;
    bool used = controls_.handleEvent(camera_, e, mouseFree, keysFree);
    if (used) {
        if (e.type == sf::Event::MouseWheelScrolled || e.type == sf::Event::MouseMoved)
            cameraMoved_ = true;
        if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F) cameraMoved_ = false;
        return;
    }
    if (e.type == sf::Event::KeyPressed && keysFree && !e.key.control && !e.key.alt &&
        e.key.code == sf::Keyboard::H) {
        helpOpen_ = !helpOpen_;
        return;
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

// [SECTION] Moving troops by hand

void TableScreen::checkPlan() {
    if (!canPlan()) {
        planner_.cancel();
        aiming_ = false;
    }
    planReport_ = rules::MoveReport{};
    if (!planner_.active()) return;
    const rules::GameState& s = planState();
    rules::Command c = planner_.command(s, true);
    if (c.segments.empty() && !c.aboutFace) return;
    planReport_ = rules::checkUnitCommand(s, c);
}

void TableScreen::undoMove() {
    if (!canPlan() || !session_->undoLast()) return;
    planner_.cancel();
    aiming_ = false;
    refusal_.reset();
    sync();
}

bool TableScreen::canPlan() const {
    const rules::GameState& s = session_->state();
    bool movement = s.step == rules::Step::Phase && s.phase.phase == rules::Phase::Movement;
    return !s.over && !curtainUp() && !courtesy_ && !computerDecides() &&
           (movement || previewing()) && viewer() == s.active;
}

bool TableScreen::previewing() const {
    return session_->state().step == rules::Step::CommandChoice;
}

const rules::GameState& TableScreen::planState() const {
    const rules::GameState& s = session_->state();
    if (!previewing()) return s;
    // Before the phase is invoked: plan as in a movement phase of two cards,
    // so the plan goes as far as the rules could allow, and say whether it
    // needs the second card.
    if (previewAt_ != s.commandsApplied) {
        previewState_ = s;
        previewState_.step = rules::Step::Phase;
        previewState_.phase = rules::PhaseInfo{};
        previewState_.phase.phase = rules::Phase::Movement;
        previewState_.phase.invoking = {-1, -1};
        previewAt_ = s.commandsApplied;
    }
    return previewState_;
}

bool TableScreen::planEvent(const sf::Event& e, bool mouseFree, bool keysFree) {
    if (!canPlan()) {
        if (planner_.active()) planner_.cancel();
        aiming_ = false;
        return false;
    }
    const rules::GameState& s = session_->state();
    switch (e.type) {
    case sf::Event::KeyPressed: {
        if (keysFree && e.key.control && e.key.code == sf::Keyboard::Z) {
            undoMove();
            return true;
        }
        if (!keysFree || e.key.control || e.key.alt || !planner_.active()) return false;
        switch (e.key.code) {
        case sf::Keyboard::W: planner_.setMode(MoveMode::Forward); return true;
        case sf::Keyboard::O: planner_.setMode(MoveMode::Oblique); return true;
        case sf::Keyboard::Q: planner_.setMode(MoveMode::WheelLeft); return true;
        case sf::Keyboard::E: planner_.setMode(MoveMode::WheelRight); return true;
        case sf::Keyboard::X: planner_.setMode(MoveMode::Flank); return true;
        case sf::Keyboard::A: planner_.setAboutFace(!planner_.aboutFace()); return true;
        case sf::Keyboard::BackSpace: planner_.removeLast(); return true;
        case sf::Keyboard::Escape:
            planner_.cancel();
            aiming_ = false;
            return true;
        case sf::Keyboard::Enter:
            if (planReport_.legal && !previewing()) {
                rules::Command c = planner_.command(s, false);
                if (!c.segments.empty() || c.aboutFace) {
                    if (submit(c).accepted) planner_.cancel();
                }
            }
            return true;
        default: return false;
        }
    }
    case sf::Event::MouseButtonPressed: {
        if (!mouseFree || e.mouseButton.button != sf::Mouse::Left) return false;
        sf::Vector2f w = camera_.toWorld({float(e.mouseButton.x), float(e.mouseButton.y)});
        engine::Entity hit = engine::pickAt(registry_, w);
        int unit = hit != engine::kNoEntity && registry_.has<UnitFigure>(hit)
                       ? registry_.get<UnitFigure>(hit).unit
                       : -1;
        bool mine = unit >= 0 && std::size_t(unit) < s.units.size() &&
                    s.units[std::size_t(unit)].side == s.active;
        if (mine && unit != planner_.unit()) { // pick the unit to move
            engine::setOnlyTag<engine::Selected>(registry_, hit);
            planner_.start(unit);
            return true;
        }
        if (!planner_.active()) return false;
        aiming_ = true;
        planner_.aim(planState(), {w.x, w.y});
        return true;
    }
    case sf::Event::MouseMoved: {
        if (!aiming_) return false;
        sf::Vector2f w = camera_.toWorld({float(e.mouseMove.x), float(e.mouseMove.y)});
        planner_.aim(planState(), {w.x, w.y});
        return false; // the hover goes on too
    }
    case sf::Event::MouseButtonReleased:
        if (!aiming_ || e.mouseButton.button != sf::Mouse::Left) return false;
        aiming_ = false;
        planner_.keepPending();
        return true;
    default:
        return false;
    }
}

// [SECTION] Frame

void TableScreen::update(float dt, sf::Vector2f size, bool uiKeys) {
    sync();
    layout(size);
    leaving_ = UnitMirror::tickLeaving(registry_, dt);
    const rules::GameState& s = session_->state();
    if (curtainUp()) {
        CurtainText t;
        t.side = courtesy_ ? *courtesy_ : rules::decider(s);
        t.turn = s.turn;
        t.battle = session_->battle().name;
        t.step = stepInWords(player_, s);
        if (drawCurtain(t, fonts_, ImVec2(size.x, size.y))) {
            seat_.take(t.side);
            refusal_.reset();
            sync();
        }
        return;
    }

    computerStep(dt);
    sync();
    checkPlan();

    sf::Vector2f before = camera_.centre();
    controls_.update(camera_, dt, !uiKeys);
    if (camera_.centre() != before) cameraMoved_ = true;

    // Hover: the unit under the mouse, unless the mouse is on the UI.
    engine::Entity hovered = engine::kNoEntity;
    if (mouse_.x >= 0 && !uiMouse_ && !controls_.dragging() && !aiming_ && !measure_.dragging())
        hovered = engine::pickAt(registry_, camera_.toWorld({float(mouse_.x), float(mouse_.y)}));
    engine::setOnlyTag<engine::Hovered>(registry_, hovered);
    if (hovered != engine::kNoEntity)
        hoverTooltip();
    else if (mouse_.x >= 0 && !uiMouse_ && !controls_.dragging() && !aiming_ &&
             !measure_.dragging() && tableArea(size).contains(float(mouse_.x) / uiScale_, float(mouse_.y) / uiScale_))
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
        drawHand(player_, handRulesFor(player_), selection_, fonts_, at, wh);
    }
    float top = kTurnBarHeight + kMargin;
    panels_.push_back(
        {{size.x - kColumnWidth - kMargin, top, kColumnWidth, size.y - top - kMargin}, rounding});
    drawColumn(size);
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
    if (courtesy_ && computerDecides()) {
        // As the computer weighing a real interrupt window.
        drawBanner(*courtesy_, std::string(sideTitle(*courtesy_)) + " \xC2\xB7 Computer", fonts_);
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
        hint(courtesyWindow_ == rules::Phase::None
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
    in.computerDecides = computerDecides();
    if (in.computerDecides) in.waiting = stepInWords(player_, session_->state());
    DecisionOutput out = drawDecision(in);
    highlight_ = out.highlightUnit;
    if (out.showRule) ruleRequest_ = out.showRule;
    if (out.undo) undoMove();
    if (out.chargeWheel && chargeUnit_ >= 0) {
        chargeWheel_ = out.chargeWheel;
        adjusted_ = rules::planCharge(session_->state(), chargeUnit_, *chargeWheel_);
    }

    drawArmies(player_);
    if (const rules::Unit* u = selectedUnit()) drawUnitDetails(*u);
    heading("EVENTS");
    float rest = ImGui::GetContentRegionAvail().y;
    log_.draw(session_->log(), fonts_, std::max(rest, 180.f));
    ImGui::End();

    // Sent last, so this frame was drawn from one state throughout.
    if (out.command) submit(*out.command);
}

int TableScreen::selectedIndex() const {
    for (engine::Entity e : registry_.view<engine::Selected, UnitFigure>()) {
        int i = registry_.get<UnitFigure>(e).unit;
        if (i >= 0 && std::size_t(i) < player_.units.size()) return i;
    }
    return -1;
}

const rules::Unit* TableScreen::selectedUnit() const {
    int i = selectedIndex();
    return i >= 0 ? &player_.units[std::size_t(i)] : nullptr;
}

void TableScreen::hoverTooltip() const {
    for (engine::Entity e : registry_.view<engine::Hovered, UnitFigure>()) {
        int i = registry_.get<UnitFigure>(e).unit;
        if (i < 0 || std::size_t(i) >= player_.units.size()) continue;
        const rules::Unit& u = player_.units[std::size_t(i)];
        ImGui::BeginTooltip();
        pushFont(fonts_.title);
        ImGui::TextColored(sideColour(u.side), "%s", u.name.c_str());
        popFont(fonts_.title);
        ImGui::TextDisabled("%s %s, %d %s%s", sideTitle(u.side),
                            u.type == rules::UnitType::Artillery ? "battery" : "regiment", u.bases,
                            u.type == rules::UnitType::Artillery
                                ? (u.bases == 1 ? "gun" : "guns")
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

void TableScreen::syncCharge() {
    int unit = selectedIndex();
    const DecisionOptions::Charge* mine = nullptr;
    for (const DecisionOptions::Charge& c : decision_.charges)
        if (c.unit == unit) mine = &c;
    if (!mine) {
        chargeUnit_ = -1;
        chargeWheel_.reset();
        return;
    }
    if (chargeUnit_ != unit || !chargeWheel_) {
        chargeUnit_ = unit;
        chargeWheel_ = mine->plan.wheel;
        adjusted_ = mine->plan;
    }
}

void TableScreen::drawCharges(sf::RenderTarget& target) const {
    const rules::GameState& s = session_->state();
    if (s.over || s.step != rules::Step::Phase || s.phase.phase != rules::Phase::Combat ||
        s.combat.resolving || curtainUp() || courtesy_)
        return;
    engine::Canvas c(camera_);
    for (const DecisionOptions::Charge& ch : decision_.charges) {
        bool chosen = ch.unit == chargeUnit_ && chargeWheel_;
        const rules::ChargePlan& p = chosen ? adjusted_ : ch.plan;
        const rules::Unit& u = s.units[std::size_t(ch.unit)];
        // The front's path: the wheel's arc, then straight on into contact.
        std::vector<sf::Vector2f> path;
        rules::Pose start{u.front, u.facing};
        rules::MoveSegment wheel{rules::SegmentKind::Wheel, p.wheel, 0.0};
        for (int k = 0; k <= 12; ++k)
            path.push_back(toSf(std::fabs(p.wheel) > 1e-9
                                    ? rules::poseAlong(u, start, wheel, k / 12.0).front
                                    : u.front));
        path.push_back(toSf(p.end.front));
        sf::Color colour = !p.legal ? sf::Color(220, 50, 40)
                           : chosen ? sf::Color(255, 120, 60)
                                    : sf::Color(255, 150, 80, 170);
        c.polyline(path, chosen ? 3.f : 2.f, colour);
        if (p.legal || chosen) {
            rules::Unit end = u;
            end.front = p.end.front;
            end.facing = p.end.facing;
            paintGhost(c, figureOf(end, ch.unit), colour);
        }
        if (p.target >= 0 && std::size_t(p.target) < s.units.size()) {
            UnitFigure t = figureOf(s.units[std::size_t(p.target)], p.target);
            for (const BaseShape& b : t.shapes) {
                std::vector<sf::Vector2f> ring(b.corners.begin(), b.corners.end());
                c.polyline(ring, 2.f, sf::Color(230, 60, 40), true);
            }
        }
    }
    c.draw(target);
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
        {"Left drag", "the next segment of the move, held to what the rules allow"},
        {"W O Q E X", "forward, oblique, wheel left, wheel right, flank"},
        {"A", "about face first"},
        {"Enter / Backspace / Esc", "move / take back a segment / cancel the plan"},
        {"Ctrl+Z", "take back the last move of this movement phase"},
        {"Shift + left drag", "a ruler in BW (snaps to base corners and edges)"},
        {"C", "clear the rulers"},
        {"D / R / V", "distance to the mouse / 6 and 24 BW rings / reach this phase"},
        {"Hover a unit", "its facts; for the side that fires, its fire zones"},
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

std::string TableScreen::planStatus() const {
    if (!planner_.active()) return "none";
    std::ostringstream o;
    o << planner_.unit() << " segments " << planner_.segments().size();
    if (!planReport_.poses.empty()) {
        const rules::Pose& p = planReport_.poses.back();
        o << " end " << p.front.x << " " << p.front.y << " " << p.facing
          << (planReport_.legal ? " legal" : " illegal");
    }
    if (!planner_.limitRule().empty()) o << " limit " << planner_.limitRule();
    return o.str();
}

void TableScreen::drawPlan(sf::RenderTarget& target) const {
    if (!planner_.active()) return;
    const rules::GameState& s = planState();
    const rules::Unit& u = s.units[std::size_t(planner_.unit())];
    engine::Canvas c(camera_);
    // What was wanted beyond the limit: red, where the rules stop it.
    if (planner_.wanted() && !planner_.limitReason().empty()) {
        rules::Unit w = u;
        rules::Pose p = MovePlanner::after(u, planner_.endPose(s), *planner_.wanted());
        w.front = p.front;
        w.facing = p.facing;
        paintGhost(c, figureOf(w, planner_.unit()), sf::Color(220, 50, 40));
    }
    // The plan: the path of the front and the unit where it ends.
    if (!planReport_.poses.empty()) {
        std::vector<sf::Vector2f> path = {toSf(u.front)};
        for (const rules::Pose& p : planReport_.poses)
            path.push_back(toSf(p.front));
        c.dashed(path, 2.f, 7.f, 4.f, sf::Color(255, 244, 200, 220));
        rules::Unit end = planReport_.legal ? planReport_.result : u;
        if (!planReport_.legal) {
            end.front = planReport_.poses.back().front;
            end.facing = planReport_.poses.back().facing;
        }
        paintGhost(c, figureOf(end, planner_.unit()),
                   planReport_.legal ? sf::Color(255, 250, 235) : sf::Color(240, 150, 40));
    }
    c.draw(target);
    // The reason, at the point where the move stops being legal.
    if (planner_.limitPoint() && !planner_.limitReason().empty())
        if (const sf::Font* font = assets_->font(engine::kSansFont)) {
            std::string text = planner_.limitRule() + ": " + planner_.limitReason();
            sf::Text t(sf::String::fromUtf8(text.begin(), text.end()), *font,
                       unsigned(std::lround(12.f * uiScale_)));
            t.setFillColor(sf::Color(255, 220, 210));
            sf::Vector2f at = camera_.toScreen(toSf(*planner_.limitPoint()));
            sf::FloatRect b = t.getLocalBounds();
            sf::RectangleShape plate({b.width + 10.f, b.height + 10.f});
            plate.setFillColor(sf::Color(90, 20, 14, 230));
            plate.setPosition(std::round(at.x + 10.f), std::round(at.y - b.height - 14.f));
            sf::View before = target.getView();
            sf::Vector2u px = target.getSize();
            target.setView(sf::View(sf::FloatRect(0.f, 0.f, float(px.x), float(px.y))));
            target.draw(plate);
            t.setPosition(std::round(at.x + 15.f - b.left), std::round(at.y - b.height - 9.f - b.top));
            target.draw(t);
            target.setView(before);
        }
}

void TableScreen::terrainTooltip(sf::Vector2f world) const {
    const rules::Battle& b = session_->battle();
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
    if (curtainUp()) return; // the curtain hides the table too
    view_.draw(target, camera_, registry_, tableOptions_);
    if (showFirePreview())
        if (const sf::Font* font = assets_->font(engine::kSansFont))
            drawFirePreview(target, camera_, decision_.fire, session_->state().units, *font,
                            highlight_, uiScale_);
    engine::frameProfiler().lap("table: fire preview");
    drawPlan(target);
    drawCharges(target);
    // The fire zones of a unit of the firing side under the mouse.
    const rules::GameState& st = session_->state();
    int hovered = -1;
    for (engine::Entity e : registry_.view<engine::Hovered, UnitFigure>())
        hovered = registry_.get<UnitFigure>(e).unit;
    if (hovered >= 0 && std::size_t(hovered) < st.units.size() && !st.over &&
        st.units[std::size_t(hovered)].side == st.active && !showFirePreview() && !aiming_) {
        if (hovered != hoverFireUnit_ || st.commandsApplied != hoverFireAt_) {
            hoverFire_ = rules::previewFireOf(st, hovered);
            hoverFireUnit_ = hovered;
            hoverFireAt_ = st.commandsApplied;
        }
        if (const sf::Font* font = assets_->font(engine::kSansFont))
            drawFirePreview(target, camera_, hoverFire_, st.units, *font, hovered, uiScale_);
    }
    std::optional<rules::Vec2> mouse;
    if (mouse_.x >= 0 && !uiMouse_) {
        sf::Vector2f w = camera_.toWorld({float(mouse_.x), float(mouse_.y)});
        mouse = rules::Vec2{w.x, w.y};
    }
    measure_.draw(target, camera_, st, planner_.active() ? planner_.unit() : selectedIndex(),
                  aiming_ ? std::nullopt : mouse, assets_->font(engine::kSansFont), uiScale_);
    // The panels' grounds, in the UI's window colour, under the UI.
    const ImVec4& bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    sf::Color fill(sf::Uint8(bg.x * 255.f), sf::Uint8(bg.y * 255.f), sf::Uint8(bg.z * 255.f),
                   sf::Uint8(bg.w * 255.f));
    sf::View before = target.getView();
    sf::Vector2u px = target.getSize();
    target.setView(sf::View(sf::FloatRect(0.f, 0.f, float(px.x), float(px.y))));
    for (const Panel& p : panels_) {
        sf::FloatRect r(p.rect.left * uiScale_, p.rect.top * uiScale_, p.rect.width * uiScale_,
                        p.rect.height * uiScale_);
        target.draw(roundedRect(r, p.rounding * uiScale_, fill));
    }
    target.setView(before);
    engine::frameProfiler().lap("panels' grounds");
}

} // namespace guidon::client
