// Mirrors the units of a game's table (core::Game::table(): stands with a
// look) into the engine's registry: one entity a unit on the table, with
// where it stands, how it looks, what picks it and its label. The game stays
// the authority; sync() is called when it changes.
#pragma once

#include "core/table.h"
#include "engine/registry.h"

#include <SFML/System/Vector2.hpp>

#include <array>
#include <string>
#include <vector>

namespace guidon::client {

inline sf::Vector2f toSf(core::Vec2 v) {
    return {float(v.x), float(v.y)};
}

// One stand in world coordinates.
struct BaseShape {
    // Front-left, front-right, rear-right, rear-left.
    std::array<sf::Vector2f, 4> corners;
    sf::Vector2f centre;
    int rank = 0; // 0: front rank
    int file = 0; // 0: leftmost
    core::StandLook look = core::StandLook::Foot;
};

// How a unit is drawn: the client's own component.
struct UnitFigure {
    int unit = -1; // index into the game's table
    core::Side side = core::Side::Federal;
    int group = -1; // its brigade's colour (core::TableUnit::group), -1 none
    float facing = 0.f;
    int strength = 0; // now and at the start, as the label counts them
    int startingStrength = 0;
    // The table's markers in words (core::TableUnit::markers); labelMarkers
    // adds "fired".
    std::vector<std::string> markers;
    // The markers the painter draws, read from those words.
    bool smoke = false;
    bool moved = false;      // moved or changed formation this movement phase
    bool mayNotMove = false; // a card in force holds it this phase (Old Rivals)
    bool fired = false;      // fired this turn (the marker beside the unit)
    std::vector<BaseShape> shapes;
};

// A stand taken off the table (lost to fire or combat, or its unit broken),
// drawn fading and sliding away for a moment before its entity goes.
struct LeavingBase {
    BaseShape shape;
    core::Side side = core::Side::Federal;
    sf::Vector2f away; // towards the unit's rear, one unit of length long
    float age = 0.f;
    float duration = 1.f; // seconds
};

class UnitMirror {
  public:
    // `units`: the game's table, every unit (off the table too) in its
    // order; `fired`: by unit index, units that fired this turn (may be
    // shorter).
    void sync(engine::Registry& registry, const std::vector<core::TableUnit>& units,
              const std::vector<bool>& fired = {});
    // How long a removed stand takes to leave (0: it vanishes at once).
    void setLeaveSeconds(float s) { leaveSeconds_ = s; }
    // Age the leaving stands by `dt`; false when none is left.
    static bool tickLeaving(engine::Registry& registry, float dt);
    // kNoEntity when the unit is not on the table.
    engine::Entity entityOf(int unit) const;

  private:
    std::vector<engine::Entity> entities_; // by unit index
    float leaveSeconds_ = 0.9f;
};

// How a unit is drawn, from the table's unit (also for ghosts of planned moves).
UnitFigure figureOf(const core::TableUnit& u, int index);

// "1st Texas · 4", or "· 3/4" once strength is lost.
std::string unitLabel(const core::TableUnit& u);

} // namespace guidon::client
