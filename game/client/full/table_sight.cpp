// The full game's table: what the selected unit sees (V), cell by cell from
// the rules' sightField (dead ground, terrain, units in the way), and each
// hill's level on the table (FG-LOS-2, FG-D-34).
#include "table_screen.h"

#include "client/labels.h"
#include "engine/canvas.h"
#include "full/sight.h"

#include <algorithm>
#include <cmath>

namespace guidon::client::full_ui {

namespace {

sf::Color hiddenColour(full::Hidden h) {
    switch (h) {
    case full::Hidden::DeadGround: return {96, 52, 18, 135};
    case full::Hidden::Terrain: return {12, 36, 14, 135};
    case full::Hidden::Units: return {36, 40, 84, 120};
    case full::Hidden::Seen: break;
    }
    return sf::Color::Transparent;
}

// A point inside the outline for its label: its centre of area, or else
// the middle of a chord between two of its corners that lies inside.
core::Vec2 labelPoint(const std::vector<core::Vec2>& pts) {
    double a = 0.0, cx = 0.0, cy = 0.0;
    for (std::size_t i = 0, n = pts.size(); i < n; ++i) {
        const core::Vec2 p = pts[i], q = pts[(i + 1) % n];
        const double cross = p.x * q.y - q.x * p.y;
        a += cross;
        cx += (p.x + q.x) * cross;
        cy += (p.y + q.y) * cross;
    }
    if (std::abs(a) > 1e-9) {
        const core::Vec2 c{cx / (3.0 * a), cy / (3.0 * a)};
        if (core::geom::pointInPolygon(c, pts)) return c;
    }
    for (std::size_t i = 0; i < pts.size(); ++i)
        for (std::size_t j = i + 2; j < pts.size(); ++j) {
            const core::Vec2 m = (pts[i] + pts[j]) * 0.5;
            if (core::geom::pointInPolygon(m, pts)) return m;
        }
    return pts.empty() ? core::Vec2{} : pts.front();
}

} // namespace

bool TableScreen::sightKey(const sf::Event& e, bool keysFree) {
    if (e.type != sf::Event::KeyPressed || !keysFree || e.key.control || e.key.alt ||
        e.key.code != sf::Keyboard::V)
        return false;
    sightOn_ = !sightOn_;
    return true;
}

void TableScreen::drawSightShading(sf::RenderTarget& target) const {
    const full::GameState& s = state();
    const int sel = selectedIndex();
    const bool unit = sel >= 0 && sel < int(s.units.size()) && !s.units[std::size_t(sel)].removed;
    if (sightOn_ && unit) {
        // The field changes only with the state and the unit asked.
        if (sel != sightUnit_ || syncedAt_ != sightAt_) {
            sight_ = full::sightField(s, sel, 0.5);
            sightUnit_ = sel;
            sightAt_ = syncedAt_;
        }
        engine::Canvas c(camera_);
        // Each row's runs of one kind as one quad.
        for (int r = 0; r < sight_.rows; ++r)
            for (int k = 0; k < sight_.cols;) {
                const full::Hidden h = sight_.at(k, r);
                int end = k + 1;
                while (end < sight_.cols && sight_.at(end, r) == h)
                    ++end;
                if (h != full::Hidden::Seen) {
                    const float x0 = float(sight_.origin.x + k * sight_.cell);
                    const float x1 = float(sight_.origin.x + end * sight_.cell);
                    const float y0 = float(sight_.origin.y + r * sight_.cell);
                    const float y1 = float(y0 + sight_.cell);
                    c.quad({sf::Vector2f(x0, y0), sf::Vector2f(x1, y0), sf::Vector2f(x1, y1),
                            sf::Vector2f(x0, y1)},
                           hiddenColour(h));
                }
                k = end;
            }
        c.draw(target);
    }
    // Each hill's level where the table is near enough to read it, on the
    // ground under the units.
    const sf::Font* font = assets_->font(engine::kSansFont);
    if (!font) return;
    engine::PixelView pixels(target);
    const unsigned size = unsigned(std::lround(11.f * uiScale_));
    if (camera_.zoom() >= 7.f)
        for (const core::TerrainFeature& f : s.battle().map.features) {
            if (f.shape != core::FeatureShape::Hill || f.points.size() < 3) continue;
            const core::Vec2 at = labelPoint(f.points);
            std::string text = (f.name.empty() ? std::string("hill") : f.name) + ", level " +
                               std::to_string(f.level);
            // Kept on the felt: a hill at the table's edge has its label inside it.
            const sf::Vector2f lo = camera_.toScreen({0.f, 0.f});
            const sf::Vector2f hi = camera_.toScreen(
                {float(s.battle().map.width), float(s.battle().map.height)});
            const float halfW = 0.3f * float(size) * float(text.size()) + 6.f;
            sf::Vector2f px = camera_.toScreen(toSf(at));
            if (hi.x - lo.x > 2.f * halfW) px.x = std::clamp(px.x, lo.x + halfW, hi.x - halfW);
            if (hi.y - lo.y > 2.f * float(size)) px.y = std::clamp(px.y, lo.y + float(size), hi.y - float(size));
            plateText(target, *font, text, px, {0.5f, 0.5f}, size, sf::Color(236, 222, 180),
                      sf::Color(40, 30, 16, 170));
        }
}

void TableScreen::drawSightWords(sf::RenderTarget& target) const {
    const sf::Font* font = assets_->font(engine::kSansFont);
    if (!sightOn_ || !font) return;
    const full::GameState& s = state();
    const int sel = selectedIndex();
    const bool unit = sel >= 0 && sel < int(s.units.size()) && !s.units[std::size_t(sel)].removed;
    engine::PixelView pixels(target);
    const unsigned size = unsigned(std::lround(11.f * uiScale_));
    // The key, at the table's bottom left, out of the way of the turn bar.
    const sf::FloatRect area = tableArea(windowSize_);
    const float step = float(size) * 1.9f;
    const float lines = unit ? 5.f : 1.f;
    sf::Vector2f at{(area.left + 8.f) * uiScale_,
                    (area.top + area.height - 8.f) * uiScale_ - step * lines};
    const std::string who = unit ? "What " + full::theUnit(s, sel) + " sees (V)"
                                 : "Sight (V): select a unit";
    plateText(target, *font, who, at, {0.f, 0.f}, size, sf::Color(240, 232, 214),
              sf::Color(20, 18, 14, 215));
    if (!unit) return;
    const std::pair<full::Hidden, const char*> keys[] = {
        {full::Hidden::DeadGround, "dead ground: a hill higher than both ends (FG-D-34)"},
        {full::Hidden::Terrain, "hidden by woods, corn, orchard or farmstead (FG-LOS-1)"},
        {full::Hidden::Units, "hidden by units in the way (FG-LOS-1)"},
    };
    for (std::size_t k = 0; k < 3; ++k) {
        sf::Color ground = hiddenColour(keys[k].first);
        ground.a = 235;
        plateText(target, *font, keys[k].second, at + sf::Vector2f(0.f, step * float(k + 1)),
                  {0.f, 0.f}, size, sf::Color(240, 232, 214), ground);
    }
    plateText(target, *font,
              "from the front edge, all round; fire needs its arc too, and each stand its own line",
              at + sf::Vector2f(0.f, step * 4.f), {0.f, 0.f}, size, sf::Color(210, 204, 190),
              sf::Color(20, 18, 14, 200));
}

} // namespace guidon::client::full_ui
