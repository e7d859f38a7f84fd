// The table as a wargamer sees it: the brown cloth the table stands on, the
// green felt, deployment zones, terrain, the units from the registry and
// their labels. Draws from const state; owns only prepared geometry.
#pragma once

#include "engine/assets.h"
#include "engine/camera.h"
#include "engine/canvas.h"
#include "engine/registry.h"
#include "core/map.h"
#include "lite/battle.h"
#include "lite/unit.h"
#include "terrain_layer.h"
#include "unit_mirror.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderTexture.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

struct ImFont;

namespace guidon::client {

// Lay the camera out for a window of `sizePoints` UI points, the table
// fitting `areaPoints` (UI points; the camera works in pixels, `uiScale` a
// point). The camera itself is fitted only when `fitNow` is set.
void layoutTableCamera(engine::Camera& camera, engine::CameraControls& controls,
                       sf::FloatRect bounds, sf::Vector2f sizePoints, sf::FloatRect areaPoints,
                       float uiScale, bool fitNow);

struct TableOptions {
    bool grid = false; // 1 BW squares and the table's thirds
    bool labels = true;
    float textScale = 1.f;             // the interface size: unit labels grow with it
    const ImFont* labelFont = nullptr; // the UI's font for unit labels (null: its default)
    // Window pixels of the table the player sees (empty: the whole window):
    // unit labels stay inside it, off the panels over the table.
    sf::FloatRect area;
    // Drawn on the ground, under the units (the full game's sight shading).
    std::function<void(sf::RenderTarget&)> underUnits;
};

class TableView {
  public:
    // Keeps its own copy of the map.
    TableView(core::BattleMap map, engine::Assets& assets);

    // The felt plus its cloth border, for fitting the camera.
    sf::FloatRect bounds() const;
    // For a CPU-drawn OpenGL: no cloth texture and no cached ground (a
    // textured full-window copy costs more there than drawing it flat).
    void setLowCost(bool on) {
        lowCost_ = on;
        groundValid_ = false;
        groundShapes_.reset();
    }

    // Problems met preparing the terrain (drawn anyway, perhaps imperfectly).
    const std::vector<std::string>& warnings() const { return warnings_; }

    void draw(sf::RenderTarget& target, const engine::Camera& camera,
              const engine::Registry& registry, const TableOptions& options) const;

  private:
    void drawGround(sf::RenderTarget& target, const engine::Camera& camera) const;
    // The ground's shapes for the camera the canvas was made with.
    void buildGround(engine::Canvas& canvas) const;
    void drawOverlay(sf::RenderTarget& target, const engine::Camera& camera,
                     const TableOptions& options) const;
    void drawUnits(sf::RenderTarget& target, const engine::Camera& camera,
                   const engine::Registry& registry) const;

    // The ground (cloth, felt, zones, terrain) is the costliest layer and
    // changes only with the camera: drawn once into a texture, then reused
    // while the camera keeps still.
    void drawGroundCached(sf::RenderTarget& target, const engine::Camera& camera) const;
    // Without a texture cache (a CPU-drawn OpenGL), the ground's triangles
    // are still kept while the camera keeps still: only drawn, not rebuilt.
    mutable std::unique_ptr<engine::Canvas> groundShapes_;
    mutable sf::RenderTexture groundCache_;
    mutable bool groundValid_ = false;
    mutable sf::Vector2f groundCentre_;
    mutable float groundZoom_ = 0.f;
    mutable sf::Vector2u groundSize_;
    mutable bool cacheFailed_ = false;
    bool lowCost_ = false;

    core::BattleMap map_;
    engine::Assets* assets_;
    TerrainLayer terrain_;
    std::vector<std::vector<sf::Vector2f>> zoneTris_;
    std::vector<std::string> warnings_;
};

// A unit of Lite as the shell draws it (its ghosts, a battle's units before
// the game): through Lite's table unit (lite::tableUnitOf). Here beside the
// battle pictures, still Lite's battles, until those take the shared map:
// then it goes to client/lite/.
UnitFigure figureOf(const lite::Unit& u, int index);

// A battle as deployed, ready to draw: its own copy of the battle, the table
// view of it, and its units mirrored into a registry of their own. The
// new-battle preview, the map editor and the pick-up set-up show battles
// this way (a game's table mirrors its live state instead).
class BattlePicture {
  public:
    // Show this battle (the table view is built again: call it when the
    // battle changed).
    void show(const lite::Battle& battle, engine::Assets& assets, bool lowCost = false);
    // Any ruleset's: its table, and its units as the table draws them.
    void show(core::BattleMap map, const std::vector<core::TableUnit>& units,
              engine::Assets& assets, bool lowCost = false);
    bool empty() const { return !view_; }
    void clear();
    const core::BattleMap& map() const { return map_; }
    const TableView& view() const { return *view_; }
    engine::Registry& registry() { return registry_; }
    const engine::Registry& registry() const { return registry_; }
    // The entity of unit `index` of the battle (kNoEntity: none).
    engine::Entity entityOf(int index) const { return mirror_.entityOf(index); }
    // The unit index of the battle under a table point (-1: none).
    int unitAt(sf::Vector2f world) const;
    void draw(sf::RenderTarget& target, const engine::Camera& camera,
              const TableOptions& options) const {
        view_->draw(target, camera, registry_, options);
    }

  private:
    core::BattleMap map_;
    std::unique_ptr<TableView> view_;
    engine::Registry registry_;
    UnitMirror mirror_;
};

} // namespace guidon::client
