// The measuring tools of the table (issue 8): rulers in BW dragged from any
// point (Shift + left drag), snapping to base corners and edge middles, kept
// until cleared; the distance from the selected unit to the mouse; range
// rings around the selected unit's front at the rules' small-arms and
// bombardment ranges (6 and 24 BW, LL-FIRE-4); and its reach this
// phase (straight ahead, obliques and flanks) from the rules' queries.
#pragma once

#include "engine/camera.h"
#include "lite/state.h"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>

#include <cstdint>
#include <optional>
#include <vector>

namespace guidon::client {

struct Ruler {
    core::Vec2 from, to;
};

struct MeasureOptions {
    bool distance = true; // D: selected unit to the mouse
    bool rings = false;   // R: 6 and 24 BW
    bool reach = false;   // V: where the selected unit can get to this phase
};

class Measure {
  public:
    // Shift + left drag makes a ruler; C clears them. True when used.
    bool event(const sf::Event& e, const engine::Camera& cam, const lite::GameState& s,
               bool mouseFree, bool keysFree);
    bool dragging() const { return drawing_.has_value(); }
    const std::vector<Ruler>& rulers() const { return rulers_; }
    MeasureOptions& options() { return options_; }

    // `unit`: the selected unit (-1 none); `mouse`: the mouse in BW, if on the table.
    void draw(sf::RenderTarget& target, const engine::Camera& cam, const lite::GameState& s,
              int unit, std::optional<core::Vec2> mouse, const sf::Font* font, float textScale,
              std::uint64_t stateKey = 0) const;

    // The point a ruler end snaps to near `p`: a base corner or the middle of
    // a base edge within 0.25 BW, else `p`.
    static core::Vec2 snap(const lite::GameState& s, core::Vec2 p);
    // The outline of a unit's reach this phase: the front centre's farthest
    // points from 90 degrees left to 90 right (the rules' farthestDistance).
    static std::vector<core::Vec2> reachOutline(const lite::GameState& s, int unit);

  private:
    std::vector<Ruler> rulers_;
    std::optional<Ruler> drawing_;
    MeasureOptions options_;
    // The reach outline is costly (the rules' limit at 21 angles): kept
    // until the state, the unit or the key changes.
    mutable std::vector<core::Vec2> reach_;
    mutable int reachUnit_ = -1;
    mutable std::uint64_t reachKey_ = ~std::uint64_t(0);
};

} // namespace guidon::client
