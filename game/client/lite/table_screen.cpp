// The table screen's state and frame: the player's view brought up to the
// state and the seat, commands sent, the title and the status tests read,
// the layout, the window's events, and each frame's panels and table.
// Part of TableScreen (table_screen.h).
#include "table_screen.h"

#include "engine/frame_profiler.h"
#include "engine/pick.h"
#include "lite/command_text.h"
#include "lite/game.h"
#include "lite/movement.h"
#include "lite/ranges.h"
#include "status_panel.h"

#include <imgui.h>

#include <sstream>

namespace guidon::client {

namespace {

// A unit's reach this phase: its front centre's farthest points from 90
// degrees left to 90 right (the rules' farthestDistance), every 5 degrees
// across the obliques (LL-MOVE-2), then the flanks.
std::vector<core::Vec2> reachOutline(const lite::GameState& s, int unit) {
    std::vector<core::Vec2> out;
    if (unit < 0 || std::size_t(unit) >= s.units.size()) return out;
    const lite::Unit& u = s.units[std::size_t(unit)];
    const int oblique = int(lite::kOblique);
    for (int a = -90; a <= 90; a += (a >= -oblique && a < oblique) ? 5 : 90 - oblique) {
        double d = lite::farthestDistance(s, unit, false, {}, double(a));
        out.push_back(u.front + lite::forwardOf(u.facing + a) * d);
    }
    return out;
}

} // namespace

TableScreen::TableScreen(sim::Session& session, engine::Assets& assets, std::uint64_t seed,
                         const UiFonts& fonts, const data::RulesReference* reference,
                         const std::string computer[2], const std::vector<ai::AiParams>& levels)
    : session_(&session), seed_(seed), fonts_(fonts), view_(session.map(), assets),
      reference_(reference), computer_(computer), players_(levels, seed), assets_(&assets),
      hint_(levels, seed) {
    // One player against the computer sits at the screen from the start.
    if (humans() == 1)
        seat_.take(computer_.plays(core::Side::Federal) ? core::Side::Confederate
                                                        : core::Side::Federal);
    camera_.setZoomLimits(3.f, 160.f);
    measure_.setRings({lite::kSmallArms, lite::kBombard}); // LL-FIRE-4
    notes_.skip(session.log().size()); // a loaded game's past stays in the log
    resumeCourtesy();
    sync();
}

void TableScreen::benchSeat() {
    const lite::GameState& s = liteState();
    if (!s.over) seat_.take(courtesy_ ? *courtesy_ : lite::decider(s));
    sync();
}

bool TableScreen::animating() const {
    return leaving_ || notes_.any() || controls_.moving() || (computerDecides() && !curtainUp()) ||
           computer_.animating() || hint_.stage() == HintAdvisor::Stage::Thinking;
}

// [SECTION] State and commands

void TableScreen::sync() {
    const lite::GameState& s = liteState();
    bool stateChanged = s.commandsApplied != syncedAt_;
    if (stateChanged) {
        ++stateSerial_; // counts every change, undo included (commandsApplied goes back)
        // First what the new state means for the seat: an interrupt point
        // with no window may still pass the curtain (checkCourtesy).
        trackFire();
        const core::BattleMap& b = session_->map();
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
    mirror_.sync(registry_, tableUnits(), fired_);
    selection_.prune(player_);
}

const std::vector<core::TableUnit>& TableScreen::tableUnits() const {
    // As sync(): a command applied or taken back changes the count.
    std::uint64_t at = liteState().commandsApplied;
    if (at != tableAt_) {
        table_ = session_->game().table();
        tableAt_ = at;
    }
    return table_;
}

core::LineResult TableScreen::submit(const lite::Command& c) {
    core::LineResult refused;
    std::string line = lite::lineOf(liteState(), c, refused.refusal);
    if (line.empty()) {
        refusal_ = refused.refusal;
        return refused;
    }
    return submitLine(line, "command");
}

core::LineResult TableScreen::submitLine(const std::string& line, const char* from) {
    return submitTableLine(*session_, line, from, refusal_);
}

std::string TableScreen::title() const {
    const lite::GameState& s = liteState();
    std::string t = "Guidon \xE2\x80\x94 " + session_->map().name + " \xE2\x80\x94 ";
    if (s.over)
        return t + "game over" +
               (s.hasWinner ? std::string(", ") + sideTitle(s.winner) + " victory" : "");
    // Whoever the screen is waiting for, as the curtain says (the courtesy
    // pause names the passive side, as a real interrupt window would).
    core::Side d = courtesy_ ? *courtesy_ : lite::decider(s);
    return t + "turn " + std::to_string(s.turn) + ", " + sideTitle(d) + " to decide";
}

std::string TableScreen::statusReport() const {
    const lite::GameState& s = liteState();
    std::ostringstream o;
    o << "battle " << session_->map().name << "\n"
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
      << computer_.statusLines()
      << "hint " << hint_.status() << "\n"
      << "hint-command " << hint_.commandText() << "\n"
      << "plan " << planStatus() << "\n"
      << "choice-preview " << choice_.describe() << "\n"
      << "click-guard " << (guard_.on() ? "on" : "off") << "\n"
      << "clicks-guarded " << guard_.ignoredCount() << "\n"
      << tableViewStatus(measure_.rulers().size(), camera_, tableOptions_) << log_.status();
    return o.str();
}

// [SECTION] Layout and input

sf::FloatRect TableScreen::tableArea(sf::Vector2f size) const {
    return tableAreaOf(size, kColumnWidth, kMargin, handStripHeight());
}

void TableScreen::layout(sf::Vector2f size) {
    if (size == windowSize_) return;
    bool first = windowSize_.x == 0.f;
    windowSize_ = size;
    layoutTableCamera(camera_, controls_, view_.bounds(), size, tableArea(size), uiScale_,
                      first || !pointer_.cameraMoved);
}

void TableScreen::event(const sf::Event& e, bool uiMouse, bool uiKeys) {
    bool mouseFree = false, keysFree = false;
    if (tableCameraEvent(e, uiMouse, uiKeys, panels_, uiScale_, camera_, controls_, pointer_,
                         mouseFree, keysFree))
        return;
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
        if (computer_.key(e.key.code, computerDecides(), liteState().turn)) return;
    }
    if (measure_.event(e, camera_, tableUnits(), mouseFree, keysFree)) return;
    if (planEvent(e, mouseFree, keysFree)) return;
    if (tableViewKey(e, keysFree, tableOptions_)) return;
    switch (e.type) {
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
    const lite::GameState& s = liteState();
    // Results stay on the table until the player who caused them has seen
    // them and the next one takes the seat.
    if (!curtainUp()) notes_.tick(dt);
    computerStep(dt);
    sync();
    watchNewDecision(false);
    computer_.tick(dt);
    hint_.update(liteState(), stateSerial_);
    checkPlan();

    sf::Vector2f before = camera_.centre();
    controls_.update(camera_, dt, !uiKeys);
    if (camera_.centre() != before) pointer_.cameraMoved = true;

    // Hover: the unit under the mouse, unless the mouse is on the UI.
    engine::Entity hovered = engine::kNoEntity;
    if (pointer_.mouse.x >= 0 && !pointer_.uiMouse && !controls_.dragging() && !aiming_ && !measure_.dragging())
        hovered = engine::pickAt(registry_, camera_.toWorld({float(pointer_.mouse.x), float(pointer_.mouse.y)}));
    engine::setOnlyTag<engine::Hovered>(registry_, hovered);
    pointerUnit_ = hovered != engine::kNoEntity && registry_.has<UnitFigure>(hovered)
                       ? registry_.get<UnitFigure>(hovered).unit
                       : -1;
    if (hovered != engine::kNoEntity)
        hoverTooltip();
    else if (pointer_.mouse.x >= 0 && !pointer_.uiMouse && !controls_.dragging() && !aiming_ &&
             !measure_.dragging() &&
             tableArea(size).contains(float(pointer_.mouse.x) / uiScale_, float(pointer_.mouse.y) / uiScale_))
        terrainTooltip(camera_.toWorld({float(pointer_.mouse.x), float(pointer_.mouse.y)}));

    // Panels draw their own ground (see draw()).
    panels_.clear();
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.f, 0.f, 0.f, 0.f));
    TurnBarInput bar;
    bar.view = &player_;
    bar.battle = &liteState().setup->battle;
    bar.step = stepInWords(player_, s);
    bar.seed = seed_;
    bar.fonts = &fonts_;
    bar.computer = computerLine();
    panels_.add({0.f, 0.f, size.x, kTurnBarHeight}, 0.f);
    if (drawTurnBar(bar, tableOptions_, size.x)) {
        controls_.fit(camera_);
        pointer_.cameraMoved = false;
    }

    // The hand first: its clicks feed the decision drawn after it.
    sf::FloatRect area = tableArea(size);
    float rounding = ImGui::GetStyle().WindowRounding;
    if (!s.over) drawHandStrip(size);
    float top = kTurnBarHeight + kMargin;
    panels_.add({size.x - kColumnWidth - kMargin, top, kColumnWidth, size.y - top - kMargin},
                rounding);
    choiceHovered_.reset();
    drawColumn(size);
    choice_.hover(s, stateSerial_, choiceHovered_);
    ImGui::PopStyleColor();
    if (helpOpen_) drawHelp(size);
    if (s.over)
        drawGameOver(session_->game().status(), fonts_,
                     ImVec2(area.left + area.width * 0.5f, area.top + area.height * 0.42f));

    // A unit the decision panel points at is lit on the table.
    if (highlight_ >= 0 && mirror_.entityOf(highlight_) != engine::kNoEntity)
        engine::setOnlyTag<engine::Hovered>(registry_, mirror_.entityOf(highlight_));
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

void TableScreen::draw(sf::RenderTarget& target) {
    sf::FloatRect seen = tableArea(windowSize_); // points; labels keep off the panels
    tableOptions_.area = {seen.left * uiScale_, seen.top * uiScale_, seen.width * uiScale_,
                          seen.height * uiScale_};
    tableOptions_.labelFont = fonts_.small;
    view_.draw(target, camera_, registry_, tableOptions_);
    notes_.draw(camera_, tableOptions_.area, fonts_.small, choice_.ghost().has_value());
    drawPhaseFire(target);
    engine::frameProfiler().lap("table: fire preview");
    choice_.draw(target, camera_);
    drawPlan(target);
    drawCharges(target);
    computer_.drawTrails(target, camera_);
    hint_.drawOnTable(target, camera_, liteState());
    drawHoverFire(target);
    const lite::GameState& st = liteState();
    std::optional<core::Vec2> mouse;
    if (pointer_.mouse.x >= 0 && !pointer_.uiMouse) {
        sf::Vector2f w = camera_.toWorld({float(pointer_.mouse.x), float(pointer_.mouse.y)});
        mouse = core::Vec2{w.x, w.y};
    }
    const lite::GameState& reachIn = planner_.active() ? planState() : st;
    measure_.draw(target, camera_, tableUnits(),
                  planner_.active() ? planner_.unit() : selectedIndex(),
                  aiming_ ? std::nullopt : mouse, assets_->font(engine::kSansFont), uiScale_,
                  session_->game().ruleset().length,
                  [&reachIn](int unit) { return reachOutline(reachIn, unit); },
                  stateSerial_ * 2 + (previewing() ? 1 : 0));
    // The panels' grounds, under the UI.
    panels_.draw(target, uiScale_);
    engine::frameProfiler().lap("panels' grounds");
}

} // namespace guidon::client
