#include "measure.h"

#include "core/geometry.h"
#include "engine/canvas.h"
#include "labels.h"
#include "lengths.h"
#include "unit_mirror.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::client {

namespace {

constexpr double kSnap = 0.25; // in the unit of length

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
        double t = base - core::kPi / 2 + core::kPi * k / n;
        pts.push_back(toSf(b + core::Vec2{std::cos(t), std::sin(t)} * r));
    }
    for (int k = 0; k <= n; ++k) {
        double t = base + core::kPi / 2 + core::kPi * k / n;
        pts.push_back(toSf(a + core::Vec2{std::cos(t), std::sin(t)} * r));
    }
    return pts;
}

// The width of a unit's front: its front rank's stands side by side.
double frontage(const core::TableUnit& u) {
    double w = 0.0;
    for (const core::Stand& s : u.stands)
        if (s.rank == 0) w += 2.0 * s.box.halfWidth;
    return w;
}

} // namespace

core::Vec2 Measure::snap(const std::vector<core::TableUnit>& units, core::Vec2 p) {
    core::Vec2 best = p;
    double bestD = kSnap;
    for (const core::TableUnit& u : units) {
        for (const core::Stand& st : u.stands) {
            std::vector<core::Vec2> c = core::geom::corners(st.box);
            for (std::size_t k = 0; k < c.size(); ++k) {
                for (core::Vec2 q : {c[k], (c[k] + c[(k + 1) % c.size()]) * 0.5}) {
                    double d = core::length(q - p);
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

bool Measure::event(const sf::Event& e, const engine::Camera& cam,
                    const std::vector<core::TableUnit>& units, bool mouseFree, bool keysFree) {
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
            core::Vec2 p = snap(units, world(e.mouseButton.x, e.mouseButton.y));
            drawing_ = Ruler{p, p};
        }
        return true;
    case sf::Event::MouseMoved:
        if (!drawing_) return false;
        drawing_->to = snap(units, world(e.mouseMove.x, e.mouseMove.y));
        return true;
    case sf::Event::MouseButtonReleased:
        if (!drawing_ || e.mouseButton.button != sf::Mouse::Left) return false;
        if (core::length(drawing_->to - drawing_->from) > 0.05) rulers_.push_back(*drawing_);
        drawing_.reset();
        return true;
    default:
        return false;
    }
}

void Measure::draw(sf::RenderTarget& target, const engine::Camera& cam,
                   const std::vector<core::TableUnit>& units, int unit,
                   std::optional<core::Vec2> mouse, const sf::Font* font, float textScale,
                   const core::LengthUnit& length, const ReachOutline& reach,
                   std::uint64_t stateKey) const {
    engine::Canvas c(cam);
    const core::TableUnit* u = unit >= 0 && std::size_t(unit) < units.size() &&
                                       !units[std::size_t(unit)].stands.empty()
                                   ? &units[std::size_t(unit)]
                                   : nullptr;
    core::Vec2 left, right;
    if (u) {
        left = u->front - core::rightOf(u->facing) * (frontage(*u) / 2.0);
        right = u->front + core::rightOf(u->facing) * (frontage(*u) / 2.0);
    }
    if (u && options_.rings) {
        // Nearest first: the nearer the range, the finer the dashes and the
        // stronger the line.
        for (std::size_t k = 0; k < rings_.size(); ++k) {
            bool near = k == 0;
            c.dashed(capsule(left, right, rings_[k]), 1.5f, near ? 10.f : 14.f, near ? 6.f : 8.f,
                     near ? sf::Color(255, 230, 160, 170) : sf::Color(255, 200, 120, 130), true);
        }
    }
    if (u && options_.reach) {
        if (unit != reachUnit_ || stateKey != reachKey_ || stateKey == 0) {
            reach_ = reach ? reach(unit) : std::vector<core::Vec2>();
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
    double toMouseLength = 0.0;
    if (u && options_.distance && mouse && !drawing_) {
        toMouse = *mouse;
        core::Vec2 e = right - left;
        double t =
            std::clamp(core::dot(*mouse - left, e) / std::max(1e-9, core::dot(e, e)), 0.0, 1.0);
        core::Vec2 from = left + e * t;
        toMouseLength = core::length(*mouse - from);
        c.dashed({toSf(from), toSf(*mouse)}, 1.2f, 5.f, 4.f, sf::Color(255, 255, 255, 150));
    }
    c.draw(target);
    if (!font) return;
    engine::PixelView pixels(target);
    unsigned size = unsigned(std::lround(12.f * textScale));
    for (const Ruler& r : all) {
        sf::Vector2f mid = cam.toScreen(toSf((r.from + r.to) * 0.5));
        label(target, *font, lengthText(core::length(r.to - r.from), length, 2),
              mid + sf::Vector2f(0.f, -12.f), size, sf::Color::White);
    }
    if (toMouse)
        label(target, *font, lengthText(toMouseLength, length, 2),
              cam.toScreen(toSf(*toMouse)) + sf::Vector2f(18.f, 18.f), size,
              sf::Color(255, 240, 210));
}

} // namespace guidon::client
