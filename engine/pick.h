// Picking: which entity's footprint lies under a world point.
#pragma once

#include "components.h"
#include "registry.h"

namespace guidon::engine {

bool quadContains(const std::array<sf::Vector2f, 4>& quad, sf::Vector2f p);

// The entity with a Footprint containing `world`, the one added last when
// several do (it is drawn on top), or kNoEntity.
Entity pickAt(const Registry& registry, sf::Vector2f world);

// Make `e` the only entity with tag T (kNoEntity: none).
template <class T> void setOnlyTag(Registry& registry, Entity e) {
    for (Entity other : registry.view<T>())
        if (other != e) registry.remove<T>(other);
    if (registry.alive(e) && !registry.has<T>(e)) registry.emplace<T>(e);
}

} // namespace guidon::engine
