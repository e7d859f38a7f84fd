// The full game's table screen: its state brought up to the game, commands
// sent, the title and the status tests read, the layout, the window's events
// and each frame. Part of full_ui::TableScreen (table_screen.h).
#include "table_screen.h"

#include "client/hot_seat.h"
#include "engine/components.h"
#include "engine/frame_profiler.h"
#include "engine/pick.h"
#include "full/command_radius.h"
#include "full/fire.h"
#include "full/ruleset.h"

#include <imgui.h>

#include <sstream>

namespace guidon::client::full_ui {

TableScreen::TableScreen(sim::Session& session, engine::Assets& assets, std::uint64_t seed,
                         const UiFonts& fonts, const data::RulesReference* reference,
                         const std::string computer[2], std::vector<ai::full::FullAiParams> tuned)
    : minds_(std::make_shared<Minds>()), session_(&session), seed_(seed), fonts_(fonts),
      view_(session.map(), assets), computer_(computer), reference_(reference), assets_(&assets) {
    minds_->tuned = std::move(tuned);
    minds_->dice = core::Pcg32(seed ^ 0x9e3779b97f4a7c15ull);
    // A table of inches: a regiment's stand is an inch or so wide.
    camera_.setZoomLimits(2.f, 120.f);
    sync();
}

bool TableScreen::animating() const {
    return leaving_ || controls_.moving() || computer_.animating();
}

// [SECTION] State and commands

void TableScreen::sync() {
    std::size_t at = session_->record().commands.size();
    std::uint64_t hash = session_->game().hash();
    if (at == commandsAt_ && hash == syncedAt_) return;
    commandsAt_ = at;
    syncedAt_ = hash;
    ++serial_;
    mirror_.sync(registry_, tableUnits());
    // A plan made on the state before goes: the state it was checked on is
    // gone; so do the last decision's distances.
    planning_.reset();
    consolidateInches_ = 0.f;
    evadeInches_ = counterInches_ = 0.f; // (the sliders start at the most again)
    dragging_ = false;
    const full::GameState& s = state();
    if (selectedIndex() >= 0 && std::size_t(selectedIndex()) < s.units.size() &&
        s.units[std::size_t(selectedIndex())].removed)
        select(-1);
}

const std::vector<core::TableUnit>& TableScreen::tableUnits() const {
    // Built again once a change of state (sync() counts them): the state's
    // hash is worked out there, once, not at every call.
    if (serial_ != tableAt_) {
        table_ = session_->game().table();
        tableAt_ = serial_;
    }
    return table_;
}

full::Command TableScreen::commandOf(full::CommandKind kind) const {
    full::Command c;
    c.kind = kind;
    c.side = full::decider(state());
    return c;
}

core::LineResult TableScreen::send(const full::Command& c) {
    return submitLine(full::commandText(state(), c), "command");
}

core::LineResult TableScreen::submitLine(const std::string& line, const char* from) {
    core::LineResult out = submitTableLine(*session_, line, from, refusal_);
    sync();
    return out;
}

int TableScreen::selectedIndex() const {
    for (engine::Entity e : registry_.view<engine::Selected, UnitFigure>())
        return registry_.get<UnitFigure>(e).unit;
    return -1;
}

void TableScreen::select(int unit) {
    // A plan belongs to what was selected: another pick drops it.
    if (planning_ && unit != (planning_->templ.kind == full::CommandKind::Leader
                                  ? int(state().units.size()) + planning_->templ.brigade
                                  : planning_->templ.unit)) {
        planning_.reset();
        dragging_ = false;
    }
    engine::setOnlyTag<engine::Selected>(registry_, unit >= 0 ? mirror_.entityOf(unit)
                                                              : engine::kNoEntity);
    if (unit != sliderUnit_) {
        sliderUnit_ = unit;
        fireSection_ = -1;
        detachStands_ = 1;
    }
}

std::string TableScreen::title() const {
    const full::GameState& s = state();
    std::string t = "Guidon \xE2\x80\x94 " + session_->map().name + " \xE2\x80\x94 ";
    if (s.over)
        return t + "game over" + (s.winner ? ", " + std::string(sideTitle(*s.winner)) + " victory"
                                           : std::string(", a draw"));
    return t + "turn " + std::to_string(s.turn) + ", " + sideTitle(full::decider(s)) +
           " to decide";
}

std::string TableScreen::statusReport() const {
    const full::GameState& s = state();
    const full::Pending* p = s.awaited();
    std::ostringstream o;
    o << "battle " << session_->map().name << "\n"
      << "ruleset " << session_->game().ruleset().id << "\n"
      << "turn " << s.turn << "\n"
      << "active " << core::nameOf(s.active) << "\n"
      << "phase " << full::nameOf(s.phase) << "\n"
      << "awaited " << (p ? full::nameOf(p->kind) : std::string_view("none")) << "\n"
      << "decider " << (s.over ? "none" : core::nameOf(full::decider(s))) << "\n"
      << "pending " << full::describePending(s) << "\n"
      << "over " << (s.over ? "yes" : "no") << "\n"
      << "winner " << (s.winner ? core::nameOf(*s.winner) : "none") << "\n"
      << "commands " << session_->record().commands.size() << "\n"
      << "events " << session_->log().size() << "\n"
      << "hash " << core::hashHex(session_->game().hash()) << "\n"
      << "curtain down\n"
      << computer_.statusLines()
      << "hint " << (hint_.command ? hint_.line : std::string("none")) << "\n"
      << "selected "
      << (selectedIndex() >= 0 ? std::to_string(selectedIndex()) : std::string("none")) << "\n"
      << "plan "
      << (!planning_           ? std::string("none")
          : !planning_->to     ? std::string("started")
          : planning_->held    ? "held " + full::commandText(s, planning_->command)
          : planning_->refusal ? "refused " + planning_->refusal->rule
                               : full::commandText(s, planning_->command))
      << "\n"
      << "refusal " << (refusal_ ? refusal_->rule + " " + refusal_->reason : "none") << "\n"
      << "click-guard " << (guard_.on() ? "on" : "off") << "\n"
      << "clicks-guarded " << guard_.ignoredCount() << "\n";
    // Each brigade's pips, reserved and saved, and its lost stands (the pip board).
    for (std::size_t b = 0; b < s.brigades.size(); ++b) {
        const full::Brigade& br = s.brigades[b];
        o << "brigade-" << s.battle().brigades[b].id << " " << br.pips << " " << br.reserved
          << " " << br.saved << " " << br.lost << " " << full::nameOf(br.clock) << "\n";
    }
    // V: the cells of the sight shown, by kind (the field last drawn).
    o << "sight ";
    if (sightOn_ && sightUnit_ >= 0 && sightUnit_ < int(s.units.size())) {
        int counts[4] = {0, 0, 0, 0};
        for (full::Hidden h : sight_.cells)
            ++counts[int(h)];
        o << full::idOf(s, sightUnit_) << " seen " << counts[0] << " dead " << counts[1]
          << " terrain " << counts[2] << " units " << counts[3] << "\n";
    } else {
        o << (sightOn_ ? "on" : "off") << "\n";
    }
    o << tableViewStatus(measure_.rulers().size(), camera_, tableOptions_) << log_.status();
    return o.str();
}

// [SECTION] Layout and input

sf::FloatRect TableScreen::tableArea(sf::Vector2f size) const {
    return tableAreaOf(size, kColumnWidth, kMargin, 0.f);
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
    if (tableCameraEvent(e, uiMouse, uiKeys || keysTaken_, panels_, uiScale_, camera_, controls_,
                         pointer_, mouseFree, keysFree))
        return;
    if (e.type == sf::Event::KeyPressed && keysFree && !e.key.control && !e.key.alt) {
        if (e.key.code == sf::Keyboard::H) {
            helpOpen_ = !helpOpen_;
            return;
        }
        if (e.key.code == sf::Keyboard::F2) {
            askHint();
            return;
        }
        if (computer_.key(e.key.code, computerDecides(), state().turn)) return;
        if (e.key.code == sf::Keyboard::Escape && planning_) {
            planning_.reset();
            dragging_ = false;
            return;
        }
    }
    if (sightKey(e, keysFree)) return;
    if (measure_.event(e, camera_, tableUnits(), mouseFree, keysFree)) return;
    if (planEvent(e, mouseFree, keysFree)) return;
    if (tableViewKey(e, keysFree, tableOptions_)) return;
    switch (e.type) {
    case sf::Event::MouseButtonPressed:
        if (mouseFree && e.mouseButton.button == sf::Mouse::Left) {
            sf::Vector2f w = camera_.toWorld({float(e.mouseButton.x), float(e.mouseButton.y)});
            engine::Entity hit = engine::pickAt(registry_, w);
            select(hit != engine::kNoEntity && registry_.has<UnitFigure>(hit)
                       ? registry_.get<UnitFigure>(hit).unit
                       : -1);
        }
        break;
    default:
        break;
    }
}

// [SECTION] Frame

void TableScreen::update(float dt, sf::Vector2f size, bool uiKeys) {
    sync();
    guard_.watch(syncedAt_, true);
    layout(size);
    leaving_ = UnitMirror::tickLeaving(registry_, dt);
    computerStep(dt);
    computer_.tick(dt);
    sf::Vector2f before = camera_.centre();
    controls_.update(camera_, dt, !uiKeys && !keysTaken_);
    if (camera_.centre() != before) pointer_.cameraMoved = true;

    // R's rings: the selected unit's bands of fire, as the matrix gives them.
    {
        int sel = selectedIndex();
        measure_.setRings(sel >= 0 && sel < int(state().units.size())
                              ? full::fireRings(state(), sel)
                              : std::vector<double>{});
    }
    engine::Entity hovered = engine::kNoEntity;
    if (pointer_.mouse.x >= 0 && !pointer_.uiMouse && !controls_.dragging() && !dragging_ && !measure_.dragging())
        hovered = engine::pickAt(registry_, camera_.toWorld({float(pointer_.mouse.x), float(pointer_.mouse.y)}));
    engine::setOnlyTag<engine::Hovered>(registry_, hovered);
    pointerUnit_ = hovered != engine::kNoEntity && registry_.has<UnitFigure>(hovered)
                       ? registry_.get<UnitFigure>(hovered).unit
                       : -1;
    if (pointerUnit_ >= 0 && !planning_) hoverTooltip(pointerUnit_); // the plan's words stay clear

    panels_.clear();
    ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.f, 0.f, 0.f, 0.f));
    drawTurnBar(size);
    float top = kTurnBarHeight + kMargin;
    panels_.add({size.x - kColumnWidth - kMargin, top, kColumnWidth, size.y - top - kMargin},
                ImGui::GetStyle().WindowRounding);
    drawColumn(size);
    ImGui::PopStyleColor();
    if (toSend_) {
        full::Command c = std::move(*toSend_);
        toSend_.reset();
        send(c);
    }
    if (helpOpen_) drawHelp(size);
    sf::FloatRect area = tableArea(size);
    if (state().over)
        drawGameOver(session_->game().status(), fonts_,
                     ImVec2(area.left + area.width * 0.5f, area.top + area.height * 0.42f));
}

void TableScreen::drawTurnBar(sf::Vector2f size) {
    const full::GameState& s = state();
    panels_.add({0.f, 0.f, size.x, kTurnBarHeight}, 0.f);
    ImGui::SetNextWindowPos(ImVec2(0.f, 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(size.x, kTurnBarHeight), ImGuiCond_Always);
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                             ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                             ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (ImGui::Begin("##fullturnbar", nullptr, flags)) {
        pushFont(fonts_.title);
        ImGui::TextColored(kGold, "%s", session_->map().name.c_str());
        popFont(fonts_.title);
        ImGui::SameLine(0.f, 18.f);
        int limit = s.battle().turnLimit;
        std::string turn = "Turn " + std::to_string(s.turn) +
                           (limit > 0 ? " of " + std::to_string(limit) : std::string());
        ImGui::TextUnformatted(turn.c_str());
        ImGui::SameLine(0.f, 18.f);
        ImGui::TextColored(sideColour(s.active), "%s player turn", sideTitle(s.active));
        ImGui::SameLine(0.f, 18.f);
        static const char* phases[] = {"1 Command", "2 Orders", "3 Fire", "4 Melee", "5 End"};
        for (int i = 0; i < 5; ++i) {
            if (i) ImGui::SameLine(0.f, 6.f);
            if (int(s.phase) == i && !s.over)
                ImGui::TextColored(kGold, "[%s]", phases[i]);
            else
                ImGui::TextDisabled("%s", phases[i]);
        }
        // The computer at work, and its keys (Space, P).
        const std::string computer = computerLine();
        if (!computer.empty()) {
            ImGui::SameLine(0.f, 18.f);
            ImGui::TextColored(kGold, "%s", computer.c_str());
        }
        // The rest only where it fits: the phases are never covered (F fits anyway).
        ImGui::SameLine(0.f, 18.f);
        std::string rest = "seed " + std::to_string(seed_) + " \xC2\xB7 H keys \xC2\xB7 F1 rules";
        float room = size.x - ImGui::GetCursorPosX() - 100.f; // before the Fit button
        if (room > 0.f) {
            if (ImGui::CalcTextSize(rest.c_str()).x < room)
                ImGui::TextDisabled("%s", rest.c_str());
            ImGui::SameLine(size.x - 90.f);
            if (ImGui::SmallButton("Fit (F)")) {
                controls_.fit(camera_);
                pointer_.cameraMoved = false;
            }
        }
    }
    ImGui::End();
}

void TableScreen::hoverTooltip(int i) const {
    const full::GameState& s = state();
    const std::vector<core::TableUnit>& units = tableUnits();
    if (i < 0 || std::size_t(i) >= units.size()) return;
    const core::TableUnit& t = units[std::size_t(i)];
    ImGui::BeginTooltip();
    pushFont(fonts_.title);
    ImGui::TextColored(sideColour(t.side), "%s", t.name.c_str());
    popFont(fonts_.title);
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.f);
    if (std::size_t(i) < s.units.size()) {
        const full::Unit& u = s.units[std::size_t(i)];
        const full::UnitSetup& us = s.setupOf(i);
        ImGui::TextDisabled("%s, %s, %d stand%s%s", std::string(full::nameOf(u.arm)).c_str(),
                            std::string(full::nameOf(u.formation)).c_str(), u.onTable(),
                            u.onTable() == 1 ? "" : "s",
                            u.holders > 0 ? (" (+" + std::to_string(u.holders) + " holding horses)")
                                                .c_str()
                                          : "");
        ImGui::BulletText("%s", full::theBrigade(s, u.brigade, true).c_str());
        ImGui::BulletText("%s, %s", std::string(full::nameOf(us.experience)).c_str(),
                          std::string(full::nameOf(us.weapon)).c_str());
        full::CommandReach r = full::commandReach(s, i);
        ImGui::BulletText("Command: %s (%.1f\" from the brigadier)%s",
                          std::string(full::nameOf(r.tier)).c_str(), r.distance,
                          r.leaderless ? ", no brigadier" : "");
        for (const std::string& m : t.markers)
            ImGui::BulletText("%s", m.c_str());
    } else {
        int b = i - int(s.units.size());
        const full::Brigade& br = s.brigades[std::size_t(b)];
        const full::BrigadeSetup& bs = s.battle().brigades[std::size_t(b)];
        ImGui::TextDisabled("Brigadier of %s, %s", bs.name.c_str(),
                            std::string(full::nameOf(br.rating)).c_str());
        ImGui::BulletText("Stands lost %d of %d; %s", br.lost, br.startStands,
                          std::string(full::nameOf(br.clock)).c_str());
        ImGui::BulletText("Pips %d, reserved %d, saved %d", br.pips, br.reserved, br.saved);
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void TableScreen::drawHelp(sf::Vector2f size) {
    const char* rows[][2] = {
        {"Wheel", "zoom at the mouse"},
        {"Right or middle drag, arrows", "pan"},
        {"F", "fit the table to the window"},
        {"G / L", "grid / unit names"},
        {"Left click", "select a unit: its orders in the column, its brigade's command radius"},
        {"Advance, Assault, Move brigadier",
         "then drag on the table from the unit to where it goes (Enter sends, Esc drops)"},
        {"Ctrl+click (assaulting)", "add a regiment beside it (a line) or behind it (a wave)"},
        {"Shift + left drag", "a ruler in inches (snaps to stand corners and edges)"},
        {"C", "clear the rulers"},
        {"D / R", "distance to the mouse / the selected unit's bands of fire"},
        {"V", "what the selected unit sees: dead ground, terrain and units that hide the rest"},
        {"F1", "the rules quick reference"},
        {"F2", "hint: what the computer would do in your place (Apply sends it)"},
        {"Space / P", "the computer plays out the rest of its turn at once / pauses"},
        {"Esc", "the menu"},
        {"Ctrl+S / Ctrl+O", "save / load"},
        {"F11 / F12", "full screen / screenshot"},
    };
    drawKeysWindow(helpOpen_, rows, sizeof rows / sizeof rows[0], size);
}

void TableScreen::draw(sf::RenderTarget& target) {
    sf::FloatRect seen = tableArea(windowSize_);
    tableOptions_.area = {seen.left * uiScale_, seen.top * uiScale_, seen.width * uiScale_,
                          seen.height * uiScale_};
    tableOptions_.labelFont = fonts_.small;
    tableOptions_.underUnits = [this](sf::RenderTarget& t) { drawSightShading(t); };
    view_.draw(target, camera_, registry_, tableOptions_);
    drawSightWords(target);
    drawCommandRadius(target);
    drawPlan(target);
    computer_.drawTrails(target, camera_);
    std::optional<core::Vec2> mouse;
    if (pointer_.mouse.x >= 0 && !pointer_.uiMouse) {
        sf::Vector2f w = camera_.toWorld({float(pointer_.mouse.x), float(pointer_.mouse.y)});
        mouse = core::Vec2{w.x, w.y};
    }
    measure_.draw(target, camera_, tableUnits(), selectedIndex(), dragging_ ? std::nullopt : mouse,
                  assets_->font(engine::kSansFont), uiScale_, session_->game().ruleset().length,
                  [](int) { return std::vector<core::Vec2>{}; }, syncedAt_);
    panels_.draw(target, uiScale_);
    engine::frameProfiler().lap("panels' grounds");
}

} // namespace guidon::client::full_ui
