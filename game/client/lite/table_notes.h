// Short-lived notes on the table: a combat's result, a fall back, the bases
// a unit loses and the victory roll, shown for a moment beside the units they
// concern as the rules' events come in (the log keeps them for good).
#pragma once

#include "core/game.h"
#include "engine/camera.h"
#include "lite/unit.h"

#include <SFML/Graphics/Rect.hpp>

#include <cstddef>
#include <string>
#include <vector>

struct ImFont;

namespace guidon::client {

class TableNotes {
  public:
    // Events before `logSize` are not shown (a loaded game's, an undone move's).
    void skip(std::size_t logSize) {
        seen_ = logSize;
        notes_.clear();
    }
    // Notes for the events of `log` not looked at yet; `units` says where
    // their units stand, `centre` (world) where a note with no unit goes.
    void take(const std::vector<core::TableEvent>& log, const std::vector<lite::Unit>& units,
              sf::Vector2f centre);
    void tick(float dt);
    bool any() const { return !notes_.empty(); }
    // Through Dear ImGui's background layer, inside `area` (window pixels),
    // so a test reads them in the drawn text. Call inside a UI frame.
    // `faint`: a preview is on the table, the notes give way to it.
    void draw(const engine::Camera& camera, sf::FloatRect area, const ImFont* font,
              bool faint = false) const;

    static constexpr float kSeconds = 5.f; // how long a note stays
    static constexpr std::ptrdiff_t kMostNotes = 4;

  private:
    struct Note {
        std::string text;
        sf::Vector2f at;    // world: the unit's middle
        sf::FloatRect over; // world: the box around its bases (none: a point)
        core::Side side = core::Side::Federal;
        bool gold = false; // the victory roll
        float age = 0.f;
    };
    std::vector<Note> notes_;
    std::size_t seen_ = 0;
};

} // namespace guidon::client
