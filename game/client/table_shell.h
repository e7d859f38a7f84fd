// What every ruleset's table does alike with the window (the shell's part
// of a table screen): the window's events that belong to the camera (with
// the pointer's whereabouts and whether the panels hold it), the keys
// window (H), and the column's window at the right.
#pragma once

#include "engine/camera.h"
#include "panel_grounds.h"
#include "table_view.h"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Window/Event.hpp>

#include "core/game.h"

#include <cstddef>
#include <optional>
#include <string>

namespace guidon::sim {
class Session;
}

namespace guidon::client {

// The pointer as the table last saw it, and whether the player moved the
// camera himself (a resize then keeps his view).
struct TablePointer {
    sf::Vector2i mouse{-1, -1}; // window pixels; -1: off the window
    bool uiMouse = false;       // the UI wanted the mouse at the last event
    bool cameraMoved = false;
};

// Takes the event for the camera when it is the camera's (wheel, pan, F,
// the arrows): true then, and the table does no more with it. Otherwise
// `mouseFree` says whether the mouse is the table's (not the UI's, not over
// a panel: ImGui knows the mouse is over a panel only from the frame before,
// so a press or the wheel is checked against the panels' own rectangles),
// and `keysFree` whether the keys are.
bool tableCameraEvent(const sf::Event& e, bool uiMouse, bool uiKeys, const PanelGrounds& panels,
                      float uiScale, engine::Camera& camera, engine::CameraControls& controls,
                      TablePointer& pointer, bool& mouseFree, bool& keysFree);

// Where the table is seen, in UI points: under the turn bar, left of the
// column (`columnWidth`), above a strip `below` tall (0: none); the whole
// window under the turn bar when that leaves the table too little.
sf::FloatRect tableAreaOf(sf::Vector2f size, float columnWidth, float margin, float below);

// The status lines tests read of any table: its rulers, the camera and the
// table's area in window pixels.
std::string tableViewStatus(std::size_t rulers, const engine::Camera& camera,
                            const TableOptions& options);

// A line sent through the Session as a player's: the refusal a table shows
// (the rules', or one of `from` naming a line that does not parse) is kept
// in `refusal` until the next command is accepted.
core::LineResult submitTableLine(sim::Session& session, const std::string& line, const char* from,
                                 std::optional<core::Refusal>& refusal);

// G and L: the grid and the unit names, true when the key was one of them.
bool tableViewKey(const sf::Event& e, bool keysFree, TableOptions& options);

// The keys and mouse window (H): one row a key, its words beside it.
void drawKeysWindow(bool& open, const char* const (*rows)[2], std::size_t count,
                    sf::Vector2f size);

// The column at the right of the table, `width` points wide from `top` to
// the window's foot less `margin`: ImGui::Begin's answer (call
// ImGui::End() either way, as after Begin).
bool beginColumn(const char* id, sf::Vector2f size, float top, float width, float margin);

} // namespace guidon::client
