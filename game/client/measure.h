// The measuring tools of the table (issue 8): rulers dragged from any point
// (Shift + left drag), snapping to stand corners and edge middles, kept
// until cleared; the distance from the selected unit to the mouse; range
// rings around the selected unit's front at the ranges the ruleset's table
// gives (Lite's: small arms and bombardment, LL-FIRE-4); and its reach this
// phase, as the ruleset works it out. The units are the game's table
// (core::TableUnit); lengths are shown in the ruleset's unit.
#pragma once

#include "core/ruleset.h"
#include "core/table.h"
#include "engine/camera.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace guidon::client {

struct Ruler {
    core::Vec2 from, to;
};

struct MeasureOptions {
    bool distance = true; // D: selected unit to the mouse
    bool rings = false;   // R: the ruleset's ranges
    bool reach = false;   // V: where the selected unit can get to this phase
};

// Where a unit can get to this phase, as the ruleset works it out: the
// outline of its front centre's farthest points (none: it cannot move).
using ReachOutline = std::function<std::vector<core::Vec2>(int unit)>;

class Measure {
  public:
    // The rings R draws around the selected unit's front, at these ranges,
    // nearest first (none: no rings).
    void setRings(std::vector<double> ranges) { rings_ = std::move(ranges); }
    // Shift + left drag makes a ruler; C clears them. True when used.
    bool event(const sf::Event& e, const engine::Camera& cam,
               const std::vector<core::TableUnit>& units, bool mouseFree, bool keysFree);
    bool dragging() const { return drawing_.has_value(); }
    const std::vector<Ruler>& rulers() const { return rulers_; }
    MeasureOptions& options() { return options_; }

    // `units`: the game's table; `unit`: the selected unit (-1 none);
    // `mouse`: the mouse on the table, if it is; `length`: the ruleset's
    // unit the labels are written in; `reach`: asked for the selected unit's
    // reach when that is shown and `stateKey` (the state, 0: always ask) or
    // the unit changed.
    void draw(sf::RenderTarget& target, const engine::Camera& cam,
              const std::vector<core::TableUnit>& units, int unit,
              std::optional<core::Vec2> mouse, const sf::Font* font, float textScale,
              const core::LengthUnit& length, const ReachOutline& reach,
              std::uint64_t stateKey = 0) const;

    // The point a ruler end snaps to near `p`: a stand corner or the middle
    // of a stand edge within 0.25 of the unit of length, else `p`.
    static core::Vec2 snap(const std::vector<core::TableUnit>& units, core::Vec2 p);

  private:
    std::vector<double> rings_;
    std::vector<Ruler> rulers_;
    std::optional<Ruler> drawing_;
    MeasureOptions options_;
    // The reach outline is costly (Lite: the rules' limit at 21 angles): kept
    // until the state, the unit or the key changes.
    mutable std::vector<core::Vec2> reach_;
    mutable int reachUnit_ = -1;
    mutable std::uint64_t reachKey_ = ~std::uint64_t(0);
};

} // namespace guidon::client
