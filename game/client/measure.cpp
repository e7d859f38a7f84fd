#include "measure.h"

#include "core/geometry.h"
#include "engine/canvas.h"
#include "labels.h"
#include "lengths.h"
#include "lite/movement.h"
#include "lite/ranges.h"
#include "unit_mirror.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::client {

namespace {

constexpr double kSnap = 0.25; // BW

// A label on a dark plate centred on `at` (pixels).
void label(sf::RenderTarget& t, const sf::Font& font, const std::string& text, sf::Vector2f at,
           unsigned size, sf::Color colour) {
    plateText(t, font, text, at, {0.5f, 0.5f}, size, colour, sf::Color(16, 14, 10, 215));
}

// Points of the capsule `r` BW around the segment a-b.
std::vector<sf::Vector2f> capsule(core::Vec2 a, core::Vec2 b, double r) {
    core::Vec2 d = b - a;
    double base = std::atan2(d.y, d.x);
    std::vector<sf::Vector2f> pts;
    const int n = 48;
    for (int k = 0; k <= n; ++k) { // around b, from one side to the other
        double t = base - lite::kPi / 2 + lite::kPi * k / n;
        pts.push_back(toSf(b + core::Vec2{std::cos(t), std::sin(t)} * r));
    }
    for (int k = 0; k <= n; ++k) {
        double t = base + lite::kPi / 2 + lite::kPi * k / n;
        pts.push_back(toSf(a + core::Vec2{std::cos(t), std::sin(t)} * r));
    }
    return pts;
}

} // namespace

core::Vec2 Measure::snap(const lite::GameState& s, core::Vec2 p) {
    core::Vec2 best = p;
    double bestD = kSnap;
    for (const lite::Unit& u : s.units) {
        if (!u.onTable()) continue;
        for (const lite::BaseBox& b : lite::baseBoxes(u)) {
            std::vector<core::Vec2> c = core::geom::corners({b.centre, 0.5, 0.5, b.facing});
            for (std::size_t k = 0; k < c.size(); ++k) {
                for (core::Vec2 q : {c[k], (c[k] + c[(k + 1) % c.size()]) * 0.5}) {
                    double d = lite::length(q - p);
                    if (d < bestD) {
                        bestD = d;
                        best = q;
                    }
                }
            }
        }
    }
    return best;
}

std::vector<core::Vec2> Measure::reachOutline(const lite::GameState& s, int unit) {
    std::vector<core::Vec2> out;
    if (unit < 0 || std::size_t(unit) >= s.units.size()) return out;
    const lite::Unit& u = s.units[std::size_t(unit)];
    // Every 5 degrees across the obliques (LL-MOVE-2), then the flanks.
    const int oblique = int(lite::kOblique);
    for (int a = -90; a <= 90; a += (a >= -oblique && a < oblique) ? 5 : 90 - oblique) {
        double d = lite::farthestDistance(s, unit, false, {}, double(a));
        out.push_back(u.front + lite::forwardOf(u.facing + a) * d);
    }
    return out;
}

bool Measure::event(const sf::Event& e, const engine::Camera& cam, const lite::GameState& s,
                    bool mouseFree, bool keysFree) {
    auto world = [&](int x, int y) {
        sf::Vector2f w = cam.toWorld({float(x), float(y)});
        return core::Vec2{w.x, w.y};
    };
    switch (e.type) {
    case sf::Event::KeyPressed:
        if (!keysFree || e.key.control || e.key.alt) return false;
        if (e.key.code == sf::Keyboard::C) {
            rulers_.clear();
            return true;
        }
        if (e.key.code == sf::Keyboard::D) options_.distance = !options_.distance;
        if (e.key.code == sf::Keyboard::R) options_.rings = !options_.rings;
        if (e.key.code == sf::Keyboard::V) options_.reach = !options_.reach;
        return e.key.code == sf::Keyboard::D || e.key.code == sf::Keyboard::R ||
               e.key.code == sf::Keyboard::V;
    case sf::Event::MouseButtonPressed:
        if (!mouseFree || e.mouseButton.button != sf::Mouse::Left ||
            (!sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) &&
             !sf::Keyboard::isKeyPressed(sf::Keyboard::RShift)))
            return false;
        {
            core::Vec2 p = snap(s, world(e.mouseButton.x, e.mouseButton.y));
            drawing_ = Ruler{p, p};
        }
        return true;
    case sf::Event::MouseMoved:
        if (!drawing_) return false;
        drawing_->to = snap(s, world(e.mouseMove.x, e.mouseMove.y));
        return true;
    case sf::Event::MouseButtonReleased:
        if (!drawing_ || e.mouseButton.button != sf::Mouse::Left) return false;
        if (lite::length(drawing_->to - drawing_->from) > 0.05) rulers_.push_back(*drawing_);
        drawing_.reset();
        return true;
    default:
        return false;
    }
}

void Measure::draw(sf::RenderTarget& target, const engine::Camera& cam, const lite::GameState& s,
                   int unit, std::optional<core::Vec2> mouse, const sf::Font* font, float textScale,
                   std::uint64_t stateKey) const {
    engine::Canvas c(cam);
    const lite::Unit* u =
        unit >= 0 && std::size_t(unit) < s.units.size() && s.units[std::size_t(unit)].onTable()
            ? &s.units[std::size_t(unit)]
            : nullptr;
    core::Vec2 left, right;
    if (u) {
        left = u->front - lite::rightOf(u->facing) * (u->width() / 2.0);
        right = u->front + lite::rightOf(u->facing) * (u->width() / 2.0);
    }
    if (u && options_.rings) {
        // LL-FIRE-4: small arms and canister, and bombardment.
        c.dashed(capsule(left, right, lite::kSmallArms), 1.5f, 10.f, 6.f,
                 sf::Color(255, 230, 160, 170), true);
        c.dashed(capsule(left, right, lite::kBombard), 1.5f, 14.f, 8.f,
                 sf::Color(255, 200, 120, 130), true);
    }
    if (u && options_.reach) {
        if (unit != reachUnit_ || stateKey != reachKey_ || stateKey == 0) {
            reach_ = reachOutline(s, unit);
            reachUnit_ = unit;
            reachKey_ = stateKey;
        }
        const std::vector<core::Vec2>& r = reach_;
        std::vector<sf::Vector2f> pts = {toSf(u->front)};
        for (core::Vec2 p : r)
            pts.push_back(toSf(p));
        c.polyline(pts, 2.f, sf::Color(140, 230, 255, 200), true);
    }
    std::vector<Ruler> all = rulers_;
    if (drawing_) all.push_back(*drawing_);
    for (const Ruler& r : all) {
        c.line(toSf(r.from), toSf(r.to), 2.f, sf::Color(255, 255, 255, 230));
        c.discPx(toSf(r.from), 3.f, sf::Color::White);
        c.discPx(toSf(r.to), 3.f, sf::Color::White);
    }
    // The distance from the unit's front edge (its nearest point) to the mouse.
    std::optional<core::Vec2> toMouse;
    double toMouseBW = 0.0;
    if (u && options_.distance && mouse && !drawing_) {
        toMouse = *mouse;
        core::Vec2 e = right - left;
        double t =
            std::clamp(lite::dot(*mouse - left, e) / std::max(1e-9, lite::dot(e, e)), 0.0, 1.0);
        core::Vec2 from = left + e * t;
        toMouseBW = lite::length(*mouse - from);
        c.dashed({toSf(from), toSf(*mouse)}, 1.2f, 5.f, 4.f, sf::Color(255, 255, 255, 150));
    }
    c.draw(target);
    if (!font) return;
    engine::PixelView pixels(target);
    unsigned size = unsigned(std::lround(12.f * textScale));
    for (const Ruler& r : all) {
        sf::Vector2f mid = cam.toScreen(toSf((r.from + r.to) * 0.5));
        label(target, *font, lengthText(lite::length(r.to - r.from), unitOf(s.setup->battle), 2),
              mid + sf::Vector2f(0.f, -12.f), size, sf::Color::White);
    }
    if (toMouse)
        label(target, *font, lengthText(toMouseBW, unitOf(s.setup->battle), 2),
              cam.toScreen(toSf(*toMouse)) + sf::Vector2f(18.f, 18.f), size,
              sf::Color(255, 240, 210));
}

} // namespace guidon::client
