// Mirrors the units of the game state into the engine's registry: one entity a
// unit on the table, with where it stands, how it looks, what picks it and its
// label. The state stays the authority; sync() is called when it changes.
#pragma once

#include "engine/registry.h"
#include "lite/unit.h"
#include "lite/view.h"

#include <SFML/System/Vector2.hpp>

#include <array>
#include <string>
#include <vector>

namespace guidon::client {

inline sf::Vector2f toSf(core::Vec2 v) {
    return {float(v.x), float(v.y)};
}

// One base square in world coordinates.
struct BaseShape {
    // Front-left, front-right, rear-right, rear-left.
    std::array<sf::Vector2f, 4> corners;
    sf::Vector2f centre;
    int rank = 0; // 0: front rank
    int file = 0; // 0: leftmost
};

// How a unit is drawn: the client's own component.
struct UnitFigure {
    int unit = -1; // index into the state's units
    core::Side side = core::Side::Federal;
    lite::UnitType type = lite::UnitType::Infantry;
    bool limbered = false;
    bool smoke = false;
    bool fired = false;      // fired this turn (the marker beside the unit)
    bool moved = false;      // moved or changed formation this movement phase
    bool mayNotMove = false; // a card in force holds it this phase (Old Rivals)
    bool mayNotFire = false; // ... or forbids its fire (Sharpshooters)
    float facing = 0.f;
    int bases = 0;
    int startingBases = 0;
    int files = 0;
    int ranks = 0;
    std::vector<BaseShape> shapes;
};

// A base taken off the table (lost to fire or combat, or its unit broken),
// drawn fading and sliding away for a moment before its entity goes.
struct LeavingBase {
    BaseShape shape;
    core::Side side = core::Side::Federal;
    bool gun = false;
    sf::Vector2f away; // the unit's rear, one BW long
    float age = 0.f;
    float duration = 1.f; // seconds
};

class UnitMirror {
  public:
    // `fired`: by unit index, units that fired this turn (may be shorter);
    // `view`: the rules' view the units come from, for the markers of the
    // cards in force (none: no such markers).
    void sync(engine::Registry& registry, const std::vector<lite::Unit>& units,
              const std::vector<bool>& fired = {}, const lite::PlayerView* view = nullptr);
    // How long a removed base takes to leave (0: it vanishes at once).
    void setLeaveSeconds(float s) { leaveSeconds_ = s; }
    // Age the leaving bases by `dt`; false when none is left.
    static bool tickLeaving(engine::Registry& registry, float dt);
    // kNoEntity when the unit is not on the table.
    engine::Entity entityOf(int unit) const;

  private:
    std::vector<engine::Entity> entities_; // by unit index
    float leaveSeconds_ = 0.9f;
};

// How a unit is drawn, from the rules' unit (also for ghosts of planned moves).
UnitFigure figureOf(const lite::Unit& u, int index);

// "1st Texas · 4", or "· 3/4" once bases are lost.
std::string unitLabel(const lite::Unit& u);

} // namespace guidon::client
