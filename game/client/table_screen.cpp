#include "table_screen.h"

#include "engine/components.h"
#include "engine/pick.h"
#include "rules/game.h"
#include "status_panel.h"

#include <imgui.h>

namespace guidon::client {

TableScreen::TableScreen(const data::Session& session, engine::Assets& assets, std::uint64_t seed,
                         ImFont* titleFont)
    : session_(&session), seed_(seed), titleFont_(titleFont), view_(session.battle(), assets) {
    camera_.setZoomLimits(3.f, 160.f);
    sync();
}

void TableScreen::sync() {
    const rules::GameState& s = session_->state();
    if (s.commandsApplied == syncedAt_) return;
    syncedAt_ = s.commandsApplied;
    // Hot seat: the table shows what the player who must decide now may see.
    player_ = rules::viewFor(s, s.over ? s.active : rules::decider(s));
    mirror_.sync(registry_, player_.units);
}

void TableScreen::layout(sf::Vector2f size) {
    if (size == windowSize_) return;
    bool first = windowSize_.x == 0.f;
    windowSize_ = size;
    camera_.setViewport(size);
    // Fit the table into what the panel leaves free, if that is wide enough.
    float free = size.x - kPanelWidth - 20.f;
    sf::FloatRect area = free >= 0.55f * size.x ? sf::FloatRect(0.f, 0.f, free, size.y)
                                                : sf::FloatRect(0.f, 0.f, size.x, size.y);
    controls_.setFitTarget(view_.bounds(), area, 16.f);
    if (first || !cameraMoved_) controls_.fit(camera_);
}

void TableScreen::event(const sf::Event& e, bool uiMouse, bool uiKeys) {
    uiMouse_ = uiMouse;
    if (e.type == sf::Event::MouseMoved) mouse_ = {e.mouseMove.x, e.mouseMove.y};
    if (e.type == sf::Event::MouseLeft) mouse_ = {-1, -1};
    bool mouseFree = !uiMouse;
    bool keysFree = !uiKeys;
    bool used = controls_.handleEvent(camera_, e, mouseFree, keysFree);
    if (used) {
        if (e.type == sf::Event::MouseWheelScrolled || e.type == sf::Event::MouseMoved)
            cameraMoved_ = true;
        if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F) cameraMoved_ = false;
        return;
    }
    switch (e.type) {
    case sf::Event::KeyPressed:
        if (!keysFree || e.key.control || e.key.alt) break;
        if (e.key.code == sf::Keyboard::G) options_.grid = !options_.grid;
        if (e.key.code == sf::Keyboard::L) options_.labels = !options_.labels;
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

void TableScreen::update(float dt, sf::Vector2f windowSize, bool uiKeys) {
    sync();
    layout(windowSize);
    sf::Vector2f before = camera_.centre();
    controls_.update(camera_, dt, !uiKeys);
    if (camera_.centre() != before) cameraMoved_ = true;

    // Hover: the unit under the mouse, unless the mouse is on the UI.
    engine::Entity hovered = engine::kNoEntity;
    if (mouse_.x >= 0 && !uiMouse_ && !controls_.dragging())
        hovered = engine::pickAt(registry_, camera_.toWorld({float(mouse_.x), float(mouse_.y)}));
    engine::setOnlyTag<engine::Hovered>(registry_, hovered);
    if (hovered != engine::kNoEntity) hoverTooltip();

    PanelInput in;
    in.view = &player_;
    in.battle = &session_->battle();
    in.seed = seed_;
    in.selected = selectedUnit();
    in.titleFont = titleFont_;
    PanelOutput out = drawStatusPanel(in, options_, windowSize.x, windowSize.y);
    if (out.fit) {
        controls_.fit(camera_);
        cameraMoved_ = false;
    }
}

const rules::Unit* TableScreen::selectedUnit() const {
    for (engine::Entity e : registry_.view<engine::Selected, UnitFigure>()) {
        int i = registry_.get<UnitFigure>(e).unit;
        if (i >= 0 && std::size_t(i) < player_.units.size()) return &player_.units[std::size_t(i)];
    }
    return nullptr;
}

void TableScreen::hoverTooltip() const {
    for (engine::Entity e : registry_.view<engine::Hovered, UnitFigure>()) {
        int i = registry_.get<UnitFigure>(e).unit;
        if (i < 0 || std::size_t(i) >= player_.units.size()) continue;
        const rules::Unit& u = player_.units[std::size_t(i)];
        ImGui::BeginTooltip();
        ImGui::Text("%s", u.name.c_str());
        ImGui::TextDisabled("%s %s, %d %s%s", sideTitle(u.side),
                            u.type == rules::UnitType::Artillery ? "battery" : "regiment", u.bases,
                            u.type == rules::UnitType::Artillery
                                ? (u.bases == 1 ? "gun" : "guns")
                                : (u.bases == 1 ? "base" : "bases"),
                            u.limbered ? ", limbered" : "");
        ImGui::EndTooltip();
    }
}

void TableScreen::draw(sf::RenderTarget& target) {
    view_.draw(target, camera_, registry_, options_);
}

} // namespace guidon::client
