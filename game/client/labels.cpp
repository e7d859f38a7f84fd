#include "labels.h"

#include "engine/canvas.h"
#include "engine/components.h"
#include "unit_mirror.h"

#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Text.hpp>

#include <algorithm>
#include <cmath>

namespace guidon::client {

namespace {
struct Placed {
    sf::Text text;
    sf::FloatRect plate;
    sf::Color accent;
    bool leader = false; // moved away from its unit: draw a line back to it
    sf::Vector2f from, to;
};

sf::FloatRect screenBox(const engine::Camera& cam, const UnitFigure& fig) {
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (const BaseShape& b : fig.shapes)
        for (sf::Vector2f c : b.corners) {
            sf::Vector2f p = cam.toScreen(c);
            x0 = std::min(x0, p.x), y0 = std::min(y0, p.y);
            x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
        }
    return {x0, y0, x1 - x0, y1 - y0};
}

bool hitsAny(const sf::FloatRect& r, const std::vector<sf::FloatRect>& boxes) {
    for (const sf::FloatRect& b : boxes)
        if (r.intersects(b)) return true;
    return false;
}
} // namespace

void plateText(sf::RenderTarget& t, const sf::Font& font, const std::string& text,
               sf::Vector2f at, sf::Vector2f anchor, unsigned size, sf::Color colour,
               sf::Color plate, sf::Color outline) {
    sf::Text s(sf::String::fromUtf8(text.begin(), text.end()), font, size);
    s.setFillColor(colour);
    sf::FloatRect b = s.getLocalBounds();
    float w = std::round(b.width + 8.f), h = std::round(float(size) * 1.25f + 4.f);
    sf::Vector2f tl(std::round(at.x - w * anchor.x), std::round(at.y - h * anchor.y));
    sf::RectangleShape r({w, h});
    r.setPosition(tl);
    r.setFillColor(plate);
    if (outline.a > 0) {
        r.setOutlineColor(outline);
        r.setOutlineThickness(1.f);
    }
    t.draw(r);
    s.setPosition(std::round(tl.x + 4.f - b.left), std::round(tl.y + 2.f));
    t.draw(s);
}

void drawUnitLabels(sf::RenderTarget& target, const engine::Camera& cam,
                    const engine::Registry& reg, const sf::Font& font, const LabelStyle& style) {
    if (cam.zoom() < style.minZoom) return;
    const float padX = 5.f, padY = 2.f, accentW = 3.f, gap = 3.f;
    // Labels keep off every unit and off each other where they can.
    std::vector<sf::FloatRect> taken;
    reg.each<UnitFigure>([&](engine::Entity, const UnitFigure& fig) {
        if (!fig.shapes.empty()) taken.push_back(screenBox(cam, fig));
    });
    std::vector<Placed> placed;
    reg.each<engine::Label, engine::Transform, UnitFigure>(
        [&](engine::Entity, const engine::Label& label, const engine::Transform& t,
            const UnitFigure& fig) {
            if (!label.visible || label.text.empty() || fig.shapes.empty()) return;
            sf::Text text(sf::String::fromUtf8(label.text.begin(), label.text.end()), font,
                          style.characterSize);
            text.setFillColor(label.colour);
            sf::FloatRect b = text.getLocalBounds();
            // Plate height from the character size, so every plate matches.
            float lineH = std::round(float(style.characterSize) * 1.25f);
            float w = std::round(b.width + 2 * padX + accentW), h = lineH + 2 * padY;

            // Anchor: the middle of the unit's rear edge, in pixels; the plate
            // goes beyond it, away from the front, stepping further back while
            // something is in the way.
            double r = double(t.facing) * 3.14159265358979 / 180.0;
            sf::Vector2f fwd{float(std::sin(r)), float(-std::cos(r))};
            sf::Vector2f anchor = cam.toScreen(t.position - fwd * float(fig.ranks));
            sf::Vector2f away = -fwd;
            float reach = std::fabs(away.x) * w * 0.5f + std::fabs(away.y) * h * 0.5f + gap;
            float step = std::fabs(away.x) * (w + 2.f) + std::fabs(away.y) * (h + 2.f);
            sf::Vector2f side{-away.y, away.x};
            float sideStep =
                std::fabs(side.x) * (w * 0.5f + 2.f) + std::fabs(side.y) * (h * 0.5f + 2.f);
            auto plateAt = [&](int k, int s) {
                sf::Vector2f c =
                    anchor + away * (reach + step * float(k)) + side * (sideStep * float(s));
                return sf::FloatRect(std::round(c.x - w * 0.5f), std::round(c.y - h * 0.5f), w, h);
            };
            auto grown = [](sf::FloatRect r) {
                return sf::FloatRect(r.left - 2, r.top - 2, r.width + 4, r.height + 4);
            };
            // Straight behind first, then half a label to either side, then a
            // tier further back, and so on.
            int k = 0, s = 0;
            bool found = false;
            for (int tier = 0; tier < 5 && !found; ++tier)
                for (int shift : {0, -1, 1})
                    if (!found && !hitsAny(grown(plateAt(tier, shift)), taken)) {
                        k = tier, s = shift;
                        found = true;
                    }
            sf::FloatRect plate = plateAt(k, s);
            taken.push_back(plate);
            // Whole pixels: glyphs drawn off the pixel grid blur.
            text.setPosition(
                std::round(plate.left + accentW + padX - b.left),
                std::round(plate.top + padY + (lineH - float(style.characterSize)) * 0.5f - 1.f));
            Placed p{text, plate, label.accent, false, {}, {}};
            if (k > 0 || s != 0) {
                p.leader = true;
                p.from = anchor;
                // To the plate's edge nearest the unit.
                p.to = {std::clamp(anchor.x, plate.left, plate.left + plate.width),
                        std::clamp(anchor.y, plate.top, plate.top + plate.height)};
            }
            placed.push_back(p);
        });

    engine::Canvas plates(cam);
    for (const Placed& p : placed)
        if (p.leader) plates.linePx(p.from, p.to, 1.5f, sf::Color(235, 225, 200, 170));
    for (const Placed& p : placed) {
        plates.rectPx(p.plate, sf::Color(18, 16, 14, 190));
        plates.rectPx({p.plate.left, p.plate.top, accentW, p.plate.height}, p.accent);
    }
    plates.draw(target);
    for (const Placed& p : placed)
        target.draw(p.text);
}

} // namespace guidon::client
