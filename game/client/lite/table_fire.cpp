// The table screen's fire overlay (Lite's): which units fired this turn,
// the phase's fire as the rules expect it, and the fire zones of the
// hovered unit of the side that fires. Part of TableScreen (table_screen.h).
#include "table_screen.h"

#include "fire_overlay.h"
#include "lite/game.h"

namespace guidon::client {

void TableScreen::trackFire() {
    const std::vector<core::TableEvent>& log = session_->log();
    const lite::GameState& s = liteState();
    if (fired_.size() != s.units.size()) fired_.assign(s.units.size(), false);
    if (loggedAt_ > log.size()) loggedAt_ = 0;
    for (std::size_t i = loggedAt_; i < log.size(); ++i) {
        if (log[i].turnStarted) fired_.assign(s.units.size(), false);
        // The rules name the unit that fired each roll (a loaded game's too).
        const core::TableEvent& e = log[i];
        if (lite::kindOf(e) == lite::EventKind::FireRolled && e.actor >= 0 &&
            std::size_t(e.actor) < fired_.size())
            fired_[std::size_t(e.actor)] = true;
    }
    loggedAt_ = log.size();
}

bool TableScreen::showFirePreview() const {
    const lite::GameState& s = liteState();
    return !s.over && s.step == lite::Step::Phase && s.phase.phase == lite::Phase::Fire &&
           !curtainUp() && !courtesy_; // the courtesy pause looks like a window: no preview
}

// The phase's fire, as the rules expect it, while the fire phase is decided.
void TableScreen::drawPhaseFire(sf::RenderTarget& target) const {
    if (showFirePreview())
        if (const sf::Font* font = assets_->font(engine::kSansFont))
            drawFirePreview(target, camera_, decision_.fire, liteState().units, *font, highlight_,
                            uiScale_);
}

// The fire zones of a unit of the firing side under the mouse (not one
// the panel lights: a fall back's unit shows no fire zones).
void TableScreen::drawHoverFire(sf::RenderTarget& target) const {
    const lite::GameState& st = liteState();
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
}

} // namespace guidon::client
