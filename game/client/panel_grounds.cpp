#include "panel_grounds.h"

#include "engine/canvas.h"

#include <imgui.h>

#include <SFML/Graphics/ConvexShape.hpp>

#include <algorithm>
#include <cmath>

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

} // namespace

bool PanelGrounds::contains(sf::Vector2i px, float uiScale) const {
    sf::Vector2f p(float(px.x) / uiScale, float(px.y) / uiScale);
    for (const Panel& panel : panels_)
        if (panel.rect.contains(p)) return true;
    return false;
}

void PanelGrounds::draw(sf::RenderTarget& target, float uiScale) const {
    const ImVec4& bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    sf::Color fill(sf::Uint8(bg.x * 255.f), sf::Uint8(bg.y * 255.f), sf::Uint8(bg.z * 255.f),
                   sf::Uint8(bg.w * 255.f));
    engine::PixelView pixels(target);
    for (const Panel& p : panels_) {
        sf::FloatRect r(p.rect.left * uiScale, p.rect.top * uiScale, p.rect.width * uiScale,
                        p.rect.height * uiScale);
        target.draw(roundedRect(r, p.rounding * uiScale, fill));
    }
}

} // namespace guidon::client
