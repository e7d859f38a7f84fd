// Previews of the choices that move bases, shown while the mouse is over a
// choice in the decision panel: a fall-back way, a re-form after losses, a
// change of formation (by guidon, facing, limbering, prolonging). The rules
// say what each does (lite::choiceResult: the choice alone, no die rolled)
// and the unit is drawn as a ghost where it would stand. A guidon change also marks
// the base that keeps its place. Nothing is kept once the mouse leaves the
// choice or the decision ends.
#pragma once

#include "engine/camera.h"
#include "lite/command.h"
#include "lite/state.h"

#include <SFML/Graphics/RenderTarget.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace guidon::client {

class ChoicePreview {
  public:
    // Once a frame: the command under the mouse (none: no preview). `serial`
    // counts the game's changes, so an unchanged hover is not worked out again.
    void hover(const lite::GameState& s, std::uint64_t serial,
               const std::optional<lite::Command>& command);
    void draw(sf::RenderTarget& target, const engine::Camera& camera) const;

    // What is shown, for the window's status (tests): "none", or the unit's
    // index, how many bases the ghost has and where its front stands.
    std::string describe() const;

    struct Ghost {
        lite::Unit before; // as it stands
        lite::Unit after;  // as the command leaves it (no bases: broken)
        int unit = -1;
        int keptFile = -1; // guidon: the front-rank base that keeps its place
        bool fallBack = false;
    };
    const std::optional<Ghost>& ghost() const { return ghost_; }

  private:
    std::uint64_t serial_ = ~std::uint64_t(0);
    std::string key_;
    std::optional<Ghost> ghost_;
};

} // namespace guidon::client
