#include "table_view.h"

#include "engine/pick.h"
#include "lite/door.h"
#include "lite/unit.h"

#include <SFML/Graphics/Sprite.hpp>

#include "core/geometry.h"
#include "engine/canvas.h"
#include "engine/components.h"
#include "engine/frame_profiler.h"
#include "labels.h"
#include "palette.h"
#include "unit_mirror.h"
#include "unit_painter.h"

#include <cmath>

namespace guidon::client {

namespace {
constexpr float kClothBorder = 1.4f; // BW of cloth showing around the felt
constexpr float kTexelsPerBW = 22.f; // cloth texture scale
} // namespace

TableView::TableView(core::BattleMap map, engine::Assets& assets)
    : map_(std::move(map)), assets_(&assets) {
    terrain_.build(map_, warnings_);
    for (const core::DeploymentZone& z : map_.zones) {
        std::vector<sf::Vector2f> tris;
        for (const auto& t : core::geom::triangulate(z.points))
            for (core::Vec2 p : t)
                tris.push_back(toSf(p));
        zoneTris_.push_back(std::move(tris));
    }
}

void layoutTableCamera(engine::Camera& camera, engine::CameraControls& controls,
                       sf::FloatRect bounds, sf::Vector2f size, sf::FloatRect a, float k,
                       bool fitNow) {
    camera.setViewport({size.x * k, size.y * k});
    controls.setFitTarget(bounds, {a.left * k, a.top * k, a.width * k, a.height * k}, 6.f);
    if (fitNow) controls.fit(camera);
}

sf::FloatRect TableView::bounds() const {
    float w = float(map_.width), h = float(map_.height);
    return {-kClothBorder, -kClothBorder, w + 2 * kClothBorder, h + 2 * kClothBorder};
}

void TableView::draw(sf::RenderTarget& target, const engine::Camera& cam,
                     const engine::Registry& reg, const TableOptions& options) const {
    engine::FrameProfiler& prof = engine::frameProfiler();
    drawGroundCached(target, cam);
    prof.lap("table: ground and terrain");
    drawOverlay(target, cam, options);
    if (options.underUnits) options.underUnits(target);
    prof.lap("table: zone edges, grid");
    drawUnits(target, cam, reg);
    prof.lap("table: units");
    if (options.labels) {
        // On the felt, inside the part of the window the table is seen in.
        sf::Vector2f a = cam.toScreen({0.f, 0.f});
        sf::Vector2f b = cam.toScreen({float(map_.width), float(map_.height)});
        sf::FloatRect felt(a.x, a.y, b.x - a.x, b.y - a.y);
        sf::FloatRect seen = options.area;
        if (seen.width <= 0.f || seen.height <= 0.f) seen = {{0.f, 0.f}, cam.viewport()};
        LabelStyle style;
        style.font = options.labelFont;
        style.textScale = options.textScale;
        if (!felt.intersects(seen, style.area)) return;
        drawUnitLabels(cam, reg, style);
        prof.lap("table: labels");
    }
}

// [SECTION] Ground: cloth, felt, zones and terrain, all under one cloth texture

void TableView::drawGroundCached(sf::RenderTarget& target, const engine::Camera& cam) const {
    sf::Vector2u size = target.getSize();
    if (cacheFailed_ || lowCost_) {
        bool same = groundShapes_ && size == groundSize_ && cam.centre() == groundCentre_ &&
                    cam.zoom() == groundZoom_ && &groundShapes_->camera() == &cam;
        if (!same) {
            groundShapes_ = std::make_unique<engine::Canvas>(cam);
            buildGround(*groundShapes_);
            groundSize_ = size;
            groundCentre_ = cam.centre();
            groundZoom_ = cam.zoom();
        }
        groundShapes_->draw(target, lowCost_ ? nullptr : &assets_->noiseTexture(256, 1862u, 20));
        return;
    }
    if (size != groundSize_) {
        sf::ContextSettings settings;
        settings.antialiasingLevel = 4;
        if (!groundCache_.create(size.x, size.y, settings)) {
            cacheFailed_ = true; // no render textures here: draw directly, every frame
            drawGround(target, cam);
            return;
        }
        groundSize_ = size;
        groundValid_ = false;
    }
    if (!groundValid_ || cam.centre() != groundCentre_ || cam.zoom() != groundZoom_) {
        groundCache_.setView(sf::View(sf::FloatRect(0.f, 0.f, float(size.x), float(size.y))));
        groundCache_.clear(palette::kBackground);
        drawGround(groundCache_, cam);
        groundCache_.display();
        groundCentre_ = cam.centre();
        groundZoom_ = cam.zoom();
        groundValid_ = true;
    }
    engine::PixelView pixels(target);
    target.draw(sf::Sprite(groundCache_.getTexture()), sf::BlendNone);
}

void TableView::drawGround(sf::RenderTarget& target, const engine::Camera& cam) const {
    engine::Canvas ground(cam);
    buildGround(ground);
    if (lowCost_) {
        ground.draw(target);
        return;
    }
    const sf::Texture& cloth = assets_->noiseTexture(256, 1862u, 20);
    ground.draw(target, &cloth);
}

void TableView::buildGround(engine::Canvas& ground) const {
    const engine::Camera& cam = ground.camera();
    float w = float(map_.width), h = float(map_.height);
    ground.setTexelsPerUnit(kTexelsPerBW);
    if (lowCost_) ground.setDiscCoarseness(7.f);
    sf::FloatRect edge = bounds();
    // The cloth shows only around the felt: four strips, not a sheet under
    // it (each full-size layer costs a millisecond on a CPU-drawn OpenGL).
    float b = kClothBorder;
    ground.rect({edge.left, edge.top, edge.width, b}, palette::kClothEdge);
    ground.rect({edge.left, h, edge.width, b}, palette::kClothEdge);
    ground.rect({edge.left, 0.f, b, h}, palette::kClothEdge);
    ground.rect({w, 0.f, b, h}, palette::kClothEdge);
    // A darker hem around the cloth and a soft shadow where the felt lies on it.
    ground.polyline({{edge.left, edge.top},
                     {edge.left + edge.width, edge.top},
                     {edge.left + edge.width, edge.top + edge.height},
                     {edge.left, edge.top + edge.height}},
                    3.f, palette::kClothEdgeDark, true);
    float s = 3.f / cam.zoom();
    ground.rect({w, s, s, h}, palette::kFeltShadow); // right and bottom edges only
    ground.rect({s, h, w - s, s}, palette::kFeltShadow);
    ground.rect({0.f, 0.f, w, h}, palette::kFelt);

    // Deployment zones: a faint wash of the side's colour.
    for (std::size_t i = 0; i < zoneTris_.size(); ++i) {
        core::Side side = map_.zones[i].side;
        ground.triangles(zoneTris_[i], palette::withAlpha(palette::side(side), 30));
    }
    terrain_.paint(ground, lowCost_);
}

// [SECTION] Overlay: zone edges, grid and thirds

void TableView::drawOverlay(sf::RenderTarget& target, const engine::Camera& cam,
                            const TableOptions& o) const {
    float w = float(map_.width), h = float(map_.height);
    engine::Canvas over(cam);
    for (const core::DeploymentZone& z : map_.zones) {
        std::vector<sf::Vector2f> pts;
        for (core::Vec2 p : z.points)
            pts.push_back(toSf(p));
        over.dashed(pts, 1.5f, 8.f, 6.f, palette::withAlpha(palette::sideLabel(z.side), 90), true);
    }
    if (o.grid && cam.zoom() >= 5.f) {
        sf::Color line(255, 255, 255, 26);
        for (int x = 1; x < int(std::ceil(w)); ++x)
            over.line({float(x), 0.f}, {float(x), h}, 1.f, line);
        for (int y = 1; y < int(std::ceil(h)); ++y)
            over.line({0.f, float(y)}, {w, float(y)}, 1.f, line);
    }
    if (o.grid) {
        sf::Color third(255, 240, 200, 80);
        for (int k = 1; k <= 2; ++k) {
            over.dashed({{w * float(k) / 3.f, 0.f}, {w * float(k) / 3.f, h}}, 1.5f, 12.f, 8.f,
                        third);
            over.dashed({{0.f, h * float(k) / 3.f}, {w, h * float(k) / 3.f}}, 1.5f, 12.f, 8.f,
                        third);
        }
    }
    over.draw(target);
}

// [SECTION] Units

void TableView::drawUnits(sf::RenderTarget& target, const engine::Camera& cam,
                          const engine::Registry& reg) const {
    engine::Canvas units(cam);
    reg.each<UnitFigure>([&](engine::Entity, const UnitFigure& u) { paintUnitShadow(units, u); });
    reg.each<UnitFigure>([&](engine::Entity e, const UnitFigure& u) {
        paintUnit(units, u, reg.has<engine::Selected>(e), reg.has<engine::Hovered>(e));
    });
    reg.each<LeavingBase>([&](engine::Entity, const LeavingBase& l) { paintLeaving(units, l); });
    units.draw(target);
}

// [SECTION] a battle as deployed

UnitFigure figureOf(const lite::Unit& u, int index) {
    return figureOf(lite::tableUnitOf(u), index);
}

void BattlePicture::clear() {
    view_.reset();
    registry_ = engine::Registry();
    mirror_ = UnitMirror();
}

void BattlePicture::show(const lite::Battle& battle, engine::Assets& assets, bool lowCost) {
    std::vector<core::TableUnit> units;
    units.reserve(battle.units.size());
    for (const lite::UnitSetup& u : battle.units)
        units.push_back(lite::tableUnitOf(lite::unitFromSetup(u)));
    show(lite::mapOf(battle), units, assets, lowCost);
}

void BattlePicture::show(core::BattleMap map, const std::vector<core::TableUnit>& units,
                         engine::Assets& assets, bool lowCost) {
    clear();
    map_ = std::move(map);
    view_ = std::make_unique<TableView>(map_, assets);
    view_->setLowCost(lowCost);
    mirror_.setLeaveSeconds(0.f);
    mirror_.sync(registry_, units);
}

int BattlePicture::unitAt(sf::Vector2f world) const {
    engine::Entity e = engine::pickAt(registry_, world);
    if (e == engine::kNoEntity || !registry_.has<UnitFigure>(e)) return -1;
    return registry_.get<UnitFigure>(e).unit;
}

} // namespace guidon::client
