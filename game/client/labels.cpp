#include "labels.h"

#include "engine/components.h"
#include "unit_mirror.h"

#include <imgui.h>

#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Text.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace guidon::client {

namespace {

using Quad = std::array<sf::Vector2f, 4>;

// One unit as the screen shows it: its bases' corners and their bounds.
struct OnScreen {
    engine::Entity entity = engine::kNoEntity;
    const engine::Label* label = nullptr;
    sf::Vector2f forward; // the unit's front, on the screen
    std::vector<Quad> quads;
    sf::FloatRect box;
};

OnScreen screenUnit(const engine::Camera& cam, engine::Entity e, const engine::Label& label,
                    const UnitFigure& fig) {
    OnScreen u;
    u.entity = e;
    u.label = &label;
    double r = double(fig.facing) * 3.14159265358979 / 180.0;
    u.forward = {float(std::sin(r)), float(-std::cos(r))}; // the camera does not rotate
    float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f;
    for (const BaseShape& b : fig.shapes) {
        Quad q;
        for (std::size_t k = 0; k < 4; ++k) {
            q[k] = cam.toScreen(b.corners[k]);
            x0 = std::min(x0, q[k].x), y0 = std::min(y0, q[k].y);
            x1 = std::max(x1, q[k].x), y1 = std::max(y1, q[k].y);
        }
        u.quads.push_back(q);
    }
    u.box = {x0, y0, x1 - x0, y1 - y0};
    return u;
}

// Separating axes: a rectangle against a convex quad.
bool overlaps(const sf::FloatRect& r, const Quad& q) {
    const std::array<sf::Vector2f, 4> rc = {sf::Vector2f{r.left, r.top},
                                            {r.left + r.width, r.top},
                                            {r.left + r.width, r.top + r.height},
                                            {r.left, r.top + r.height}};
    std::array<sf::Vector2f, 4> axes = {sf::Vector2f{1.f, 0.f}, {0.f, 1.f}, {}, {}};
    for (std::size_t k = 0; k < 2; ++k) {
        sf::Vector2f e = q[k + 1] - q[k];
        axes[2 + k] = {-e.y, e.x};
    }
    for (sf::Vector2f n : axes) {
        float a0 = 1e9f, a1 = -1e9f, b0 = 1e9f, b1 = -1e9f;
        for (sf::Vector2f p : rc) {
            float d = p.x * n.x + p.y * n.y;
            a0 = std::min(a0, d), a1 = std::max(a1, d);
        }
        for (sf::Vector2f p : q) {
            float d = p.x * n.x + p.y * n.y;
            b0 = std::min(b0, d), b1 = std::max(b1, d);
        }
        if (a1 <= b0 || b1 <= a0) return false;
    }
    return true;
}

sf::FloatRect grown(sf::FloatRect r, float by) {
    return {r.left - by, r.top - by, r.width + 2 * by, r.height + 2 * by};
}

bool inside(const sf::FloatRect& r, const sf::FloatRect& area) {
    return r.left >= area.left && r.top >= area.top && r.left + r.width <= area.left + area.width &&
           r.top + r.height <= area.top + area.height;
}

// The plates that touch the unit, best first: beyond its rear, beyond either
// flank, beyond its front. Beyond a side of its bounds a plate spans
// the corners that reach that side, so it touches the bases themselves even
// when the unit stands at an angle; along the side it slides from centred to
// either end.
std::vector<sf::FloatRect> candidates(const OnScreen& u, sf::Vector2f size) {
    constexpr float kGap = 2.f;   // between a plate and the bases it labels
    constexpr float kGrip = 10.f; // a plate slid to an end still spans this much of the side
    float w = size.x, h = size.y;
    const sf::FloatRect& b = u.box;
    struct Side {
        sf::Vector2f normal;
        float rearness;
    };
    std::array<Side, 4> sides = {Side{{0.f, -1.f}, 0.f}, Side{{0.f, 1.f}, 0.f},
                                 Side{{-1.f, 0.f}, 0.f}, Side{{1.f, 0.f}, 0.f}};
    for (Side& s : sides)
        s.rearness = -(s.normal.x * u.forward.x + s.normal.y * u.forward.y);
    // Rear first, front last; a tie (a unit at 45 degrees) keeps the fixed order.
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side& a, const Side& c) { return a.rearness > c.rearness + 1e-3f; });
    std::vector<sf::FloatRect> out;
    auto beyond = [&](const Side& s) {
        // The corners on this side of the bounds: their span along it.
        bool vertical = s.normal.x != 0.f; // the left or right side
        float lo = 1e9f, hi = -1e9f;
        for (const Quad& q : u.quads)
            for (sf::Vector2f p : q) {
                float across = vertical ? p.x : p.y;
                float edge = vertical ? (s.normal.x < 0.f ? b.left : b.left + b.width)
                                      : (s.normal.y < 0.f ? b.top : b.top + b.height);
                if (std::fabs(across - edge) > 0.75f) continue;
                float along = vertical ? p.y : p.x;
                lo = std::min(lo, along), hi = std::max(hi, along);
            }
        float length = vertical ? h : w;
        float grip = std::min(kGrip, hi - lo);
        float mid = (lo + hi) * 0.5f;
        float reach = std::max(0.f, length * 0.5f + (hi - lo) * 0.5f - grip);
        for (float t : {0.f, -0.5f, 0.5f, -1.f, 1.f, -0.25f, 0.25f, -0.75f, 0.75f}) {
            float c = mid + t * reach;
            sf::FloatRect r;
            if (vertical) {
                float left = s.normal.x < 0.f ? b.left - kGap - w : b.left + b.width + kGap;
                r = {left, c - h * 0.5f, w, h};
            } else {
                float top = s.normal.y < 0.f ? b.top - kGap - h : b.top + b.height + kGap;
                r = {c - w * 0.5f, top, w, h};
            }
            out.push_back(r);
            if (reach == 0.f) break;
        }
    };
    // Never on the bases themselves: they are the game, the name only a help.
    for (const Side& s : sides)
        beyond(s);
    // Whole pixels: glyphs drawn off the pixel grid blur.
    for (sf::FloatRect& r : out)
        r.left = std::round(r.left), r.top = std::round(r.top);
    return out;
}

} // namespace

void plateText(sf::RenderTarget& t, const sf::Font& font, const std::string& text, sf::Vector2f at,
               sf::Vector2f anchor, unsigned size, sf::Color colour, sf::Color plate,
               sf::Color outline) {
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

std::vector<PlacedLabel> placeUnitLabels(const engine::Camera& cam, const engine::Registry& reg,
                                         sf::FloatRect area,
                                         const std::function<sf::Vector2f(engine::Entity)>& size) {
    std::vector<OnScreen> units;
    reg.each<engine::Label, UnitFigure>(
        [&](engine::Entity e, const engine::Label& label, const UnitFigure& fig) {
            if (!fig.shapes.empty()) units.push_back(screenUnit(cam, e, label, fig));
        });
    // Units in the order of the state (the registry's order is its own), so
    // the same table always gets the same labels.
    std::stable_sort(units.begin(), units.end(), [&](const OnScreen& a, const OnScreen& b) {
        return reg.get<UnitFigure>(a.entity).unit < reg.get<UnitFigure>(b.entity).unit;
    });
    std::vector<PlacedLabel> placed;
    auto clearOfLabels = [&](const sf::FloatRect& r) {
        for (const PlacedLabel& p : placed)
            if (grown(r, 1.f).intersects(p.plate)) return false;
        return true;
    };
    // `margin`: pixels kept clear around the plate (0: it may touch).
    auto clearOfOthers = [&](const sf::FloatRect& r, const OnScreen& self, float margin) {
        for (const OnScreen& o : units)
            if (&o != &self)
                for (const Quad& q : o.quads)
                    if (overlaps(grown(r, margin), q)) return false;
        return true;
    };
    std::vector<std::vector<sf::FloatRect>> options(units.size());
    std::vector<bool> done(units.size(), false);
    for (std::size_t i = 0; i < units.size(); ++i)
        if (units[i].label->visible && !units[i].label->text.empty())
            options[i] = candidates(units[i], size(units[i].entity));
    // The units with the fewest places first, so a crowded unit is not left
    // without one by a neighbour that had others (ties: the state's order).
    std::vector<std::size_t> order(units.size());
    std::vector<int> room(units.size(), 0);
    for (std::size_t i = 0; i < units.size(); ++i) {
        order[i] = i;
        for (const sf::FloatRect& r : options[i])
            room[i] += inside(r, area) && clearOfOthers(r, units[i], 3.f) ? 1 : 0;
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return room[a] < room[b]; });
    // First every label that finds a place clear of other units; then the
    // rest may touch another unit's bases, never hide them (nor another
    // label): the bases are the game, a name is only a help.
    for (float margin : {3.f, 0.f})
        for (std::size_t i : order) {
            if (done[i]) continue;
            for (const sf::FloatRect& r : options[i])
                if (inside(r, area) && clearOfLabels(r) && clearOfOthers(r, units[i], margin)) {
                    placed.push_back({units[i].entity, r});
                    done[i] = true;
                    break;
                }
        }
    return placed;
}

std::vector<std::string> labelMarkers(const UnitFigure& u) {
    std::vector<std::string> m = u.markers;
    if (u.fired) {
        // After "moved" where it is there, as the turn went.
        auto moved = std::find(m.begin(), m.end(), "moved");
        m.insert(moved == m.end() ? m.begin() : moved + 1, "fired");
    }
    return m;
}

void drawUnitLabels(const engine::Camera& cam, const engine::Registry& reg,
                    const LabelStyle& style) {
    if (cam.zoom() < style.minZoom || !ImGui::GetCurrentContext()) return;
    const ImFont* font = style.font ? style.font : ImGui::GetFont();
    if (!font) return;
    // The UI draws in points; the camera works in window pixels.
    float px = ImGui::GetIO().DisplayFramebufferScale.x;
    if (px <= 0.f) px = 1.f;
    // The label font at the size it was made for (crisp); the UI's own font
    // at 12 pixels of the interface size.
    float points = style.font ? font->FontSize * font->Scale : 12.f * style.textScale / px;
    const float padX = 5.f, padY = 2.f, chipGap = 4.f, chipPad = 3.f;
    // The edge in the side's colour, or wider in a brigade's (the full game).
    auto accentOf = [&](engine::Entity e) { return reg.get<UnitFigure>(e).group >= 0 ? 6.f : 3.f; };
    float textH = std::round(points * px);
    auto widthOf = [&](const std::string& text) {
        return std::round(font->CalcTextSizeA(points, FLT_MAX, 0.f, text.c_str()).x * px);
    };
    auto plateSize = [&](engine::Entity e) {
        float w = widthOf(reg.get<engine::Label>(e).text) + 2 * padX + accentOf(e);
        for (const std::string& m : labelMarkers(reg.get<UnitFigure>(e)))
            w += chipGap + widthOf(m) + 2 * chipPad;
        return sf::Vector2f(w, std::round(textH * 1.25f + 2 * padY));
    };
    std::vector<PlacedLabel> placed = placeUnitLabels(cam, reg, style.area, plateSize);

    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    auto pt = [&](float x, float y) { return ImVec2(x / px, y / px); };
    auto col = [](sf::Color c) { return IM_COL32(c.r, c.g, c.b, c.a); };
    dl->PushClipRect(pt(style.area.left, style.area.top),
                     pt(style.area.left + style.area.width, style.area.top + style.area.height));
    for (const PlacedLabel& p : placed) {
        const engine::Label& label = reg.get<engine::Label>(p.entity);
        const sf::FloatRect& r = p.plate;
        const float accentW = accentOf(p.entity);
        dl->AddRectFilled(pt(r.left, r.top), pt(r.left + r.width, r.top + r.height),
                          IM_COL32(18, 16, 14, 190));
        dl->AddRectFilled(pt(r.left, r.top), pt(r.left + accentW, r.top + r.height),
                          col(label.accent));
        float y = std::round(r.top + (r.height - textH) * 0.5f);
        float x = r.left + accentW + padX;
        dl->AddText(font, points, pt(x, y), col(label.colour), label.text.c_str());
        x += widthOf(label.text) + padX;
        // The markers: small tags on the plate, each in its own colour.
        for (const std::string& m : labelMarkers(reg.get<UnitFigure>(p.entity))) {
            bool held = m.rfind("may not", 0) == 0;
            ImU32 ground = held           ? IM_COL32(150, 40, 32, 230)
                           : m == "fired" ? IM_COL32(150, 96, 30, 230)
                                          : IM_COL32(70, 74, 82, 230);
            float w = widthOf(m) + 2 * chipPad;
            dl->AddRectFilled(pt(x, r.top + 3.f), pt(x + w, r.top + r.height - 3.f), ground,
                              3.f / px);
            dl->AddText(font, points, pt(x + chipPad, y), IM_COL32(240, 232, 214, 255), m.c_str());
            x += w + chipGap;
        }
    }
    dl->PopClipRect();
}

} // namespace guidon::client
