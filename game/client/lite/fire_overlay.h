// The fire preview on the table, before the active player opens fire: each
// firing base's zone and the line to its target, its dice and the roll it
// needs, and beside each target the hits to expect. Drawn from the rules'
// own preview (lite::previewFire), so what is shown is what will be rolled.
#pragma once

#include "engine/camera.h"
#include "lite/fire.h"
#include "lite/unit.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include <vector>

namespace guidon::client {

// `focusUnit` >= 0: only that unit's shots are drawn strongly, the rest faint.
void drawFirePreview(sf::RenderTarget& target, const engine::Camera& camera,
                     const lite::FirePreview& preview, const std::vector<lite::Unit>& units,
                     const sf::Font& font, int focusUnit = -1, float textScale = 1.f);

// "4+", "5+", "6" (a skirmisher, or a 6 needed), "—" (cannot hit).
std::string needText(const lite::BaseShot& shot);

} // namespace guidon::client
