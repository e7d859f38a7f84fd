#include "fire_overlay.h"

#include "client/labels.h"
#include "client/palette.h"
#include "client/unit_mirror.h"
#include "engine/canvas.h"

#include <SFML/Graphics/Text.hpp>

#include <cmath>
#include <cstdio>
#include <map>

namespace guidon::client {

namespace {

constexpr float kDetailZoom = 9.f; // pixels per BW from which each unit's rolls are shown

// A text on a dark plate, centred on `at` (pixels), edged in the fire colour.
void tag(sf::RenderTarget& t, const sf::Font& font, const std::string& text, sf::Vector2f at,
         unsigned size, sf::Color colour, sf::Color plate) {
    plateText(t, font, text, at, {0.5f, 0.5f}, size, colour, plate,
              palette::withAlpha(palette::kFireZone, plate.a));
}

sf::Vector2f centreOf(const lite::Unit& u) {
    sf::Vector2f sum;
    std::vector<lite::BaseBox> boxes = lite::baseBoxes(u);
    for (const lite::BaseBox& b : boxes)
        sum += toSf(b.centre);
    return boxes.empty() ? toSf(u.front) : sum / float(boxes.size());
}

} // namespace

std::string needText(const lite::BaseShot& shot) {
    if (!shot.volley) return "6";
    if (shot.need > 6) return "\xE2\x80\x94";
    if (shot.need <= 1) return "1+";
    return std::to_string(shot.need) + (shot.need == 6 ? "" : "+");
}

void drawFirePreview(sf::RenderTarget& target, const engine::Camera& cam,
                     const lite::FirePreview& p, const std::vector<lite::Unit>& units,
                     const sf::Font& font, int focusUnit, float textScale) {
    auto px = [&](float size) { return unsigned(std::lround(size * textScale)); };
    auto unitOk = [&](int i) { return i >= 0 && std::size_t(i) < units.size(); };
    engine::Canvas zones(cam);
    for (const lite::BaseShot& shot : p.shots) {
        if (shot.target < 0 || shot.zone.size() < 3 || !unitOk(shot.target)) continue;
        bool faint = focusUnit >= 0 && shot.unit != focusUnit;
        int fillA = faint ? 14 : 42, lineA = faint ? 50 : 170;
        sf::Color fill = palette::withAlpha(palette::kFireZone, fillA);
        // The zone is convex: a fan from its first corner.
        for (std::size_t k = 1; k + 1 < shot.zone.size(); ++k)
            zones.triangle(toSf(shot.zone[0]), toSf(shot.zone[k]), toSf(shot.zone[k + 1]), fill);
        std::vector<sf::Vector2f> ring;
        for (core::Vec2 v : shot.zone)
            ring.push_back(toSf(v));
        zones.polyline(ring, 1.f, palette::withAlpha(palette::kFireZone, lineA), true);
        // The line of fire to the base it aims at.
        std::vector<lite::BaseBox> tb = lite::baseBoxes(units[std::size_t(shot.target)]);
        sf::Vector2f to = shot.targetBase >= 0 && std::size_t(shot.targetBase) < tb.size()
                              ? toSf(tb[std::size_t(shot.targetBase)].centre)
                              : centreOf(units[std::size_t(shot.target)]);
        zones.dashed(
            {toSf(shot.origin), to}, faint ? 1.f : 2.f, 6.f, 4.f,
            palette::withAlpha(sf::Color(255, 230, 170), lineA + 40 > 255 ? 255 : lineA + 40));
    }
    zones.draw(target);

    // Each firing unit's dice and the roll they need, just before its front.
    sf::Color plate(20, 16, 12, 215);
    if (cam.zoom() >= kDetailZoom) {
        std::map<int, std::vector<const lite::BaseShot*>> byUnit;
        for (const lite::BaseShot& shot : p.shots)
            if (shot.target >= 0 && unitOk(shot.unit) && (focusUnit < 0 || shot.unit == focusUnit))
                byUnit[shot.unit].push_back(&shot);
        for (const auto& [unit, shots] : byUnit) {
            // "4 × 4+", "2 × 6 skirmish", "3 × 5+ canister": one group per kind of roll.
            std::map<std::string, int> groups;
            std::vector<std::string> order;
            for (const lite::BaseShot* sh : shots) {
                std::string g = needText(*sh);
                if (!sh->volley) g += " skirmish";
                if (sh->kind == lite::ShotKind::Canister) g += " canister";
                if (sh->kind == lite::ShotKind::Bombard) g += " bombard";
                if (!groups.count(g)) order.push_back(g);
                groups[g] += sh->dice;
            }
            std::string text;
            for (const std::string& g : order)
                text += (text.empty() ? "" : ", ") + std::to_string(groups[g]) + "\xC3\x97" + g;
            const lite::Unit& u = units[std::size_t(unit)];
            double r = u.facing * lite::kPi / 180.0;
            sf::Vector2f fwd{float(std::sin(r)), float(-std::cos(r))};
            sf::Vector2f at = cam.toScreen(toSf(u.front) + fwd * 0.5f);
            tag(target, font, text, at + fwd * 22.f * textScale, px(12.f), sf::Color(255, 236, 200),
                plate);
        }
    }
    // What each target should expect, on its side facing the fire.
    for (const lite::TargetSummary& t : p.targets) {
        if (!unitOk(t.unit)) continue;
        sf::Vector2f from;
        int n = 0;
        for (const lite::BaseShot& shot : p.shots)
            if (shot.target == t.unit) {
                from += toSf(shot.origin);
                ++n;
            }
        sf::Vector2f c = centreOf(units[std::size_t(t.unit)]);
        sf::Vector2f d = n > 0 ? from / float(n) - c : sf::Vector2f(0.f, -1.f);
        float len = std::sqrt(d.x * d.x + d.y * d.y);
        d = len > 1e-3f ? d / len : sf::Vector2f(0.f, -1.f);
        char buf[96];
        std::snprintf(buf, sizeof buf, "%d %s \xC2\xB7 %.1f hits \xC2\xB7 %.0f%% to lose a base",
                      t.dice, t.dice == 1 ? "die" : "dice", t.expectedHits,
                      t.loseBaseChance * 100.0);
        // Beyond the target, away from the fire, past its own label.
        float depth = float(units[std::size_t(t.unit)].ranks()) * 0.5f;
        sf::Vector2f at = cam.toScreen(c - d * (depth + 2.4f));
        tag(target, font, buf, at, px(12.f), sf::Color(255, 214, 150), sf::Color(70, 24, 12, 230));
    }
}

} // namespace guidon::client
