#include "pick.h"

namespace guidon::engine {

bool quadContains(const std::array<sf::Vector2f, 4>& quad, sf::Vector2f p) {
    // Inside a convex quad when on the same side of all four edges (either
    // winding).
    int positive = 0, negative = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        sf::Vector2f a = quad[i], b = quad[(i + 1) % 4];
        float c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        if (c > 0.f)
            ++positive;
        else if (c < 0.f)
            ++negative;
    }
    return positive == 0 || negative == 0;
}

Entity pickAt(const Registry& registry, sf::Vector2f world) {
    Entity found = kNoEntity;
    registry.each<Footprint>([&](Entity e, const Footprint& f) {
        for (const auto& q : f.quads)
            if (quadContains(q, world)) {
                if (e > found) found = e;
                return;
            }
    });
    return found;
}

} // namespace guidon::engine
