// Our SFML -> Dear ImGui 1.86 input bridge. 1.86 predates the input-event
// queue (io.AddKeyEvent and friends arrived in 1.87), so this fills the
// per-frame fields: io.MousePos/MouseDown/MouseWheel, io.KeysDown indexed by
// sf::Keyboard::Key with io.KeyMap, the modifier flags, queued characters,
// display size and delta time.
#pragma once

#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/Window/Cursor.hpp>
#include <SFML/Window/Event.hpp>

#include <array>
#include <memory>
#include <string>

struct ImGuiIO;

namespace guidon::engine {

class ImGuiInput {
  public:
    // Key map, clipboard, backend flags.
    void install(ImGuiIO& io);
    void event(ImGuiIO& io, const sf::Event& e);
    // Before ImGui::NewFrame().
    void newFrame(ImGuiIO& io, sf::RenderWindow& window, float dt);
    // After the UI is built: show the mouse cursor ImGui asks for.
    void updateCursor(sf::RenderWindow& window);
    // Pixels per UI point (the interface size setting).
    void setScale(float s) { scale_ = s > 0.f ? s : 1.f; }
    float scale() const { return scale_; }

  private:
    float scale_ = 1.f;
    // A press and release inside one frame must still reach ImGui as a click.
    std::array<bool, 5> pressedThisFrame_{};
    std::array<bool, 5> held_{};
    // The same for keys: a Return tapped between two frames (xdotool, a
    // quick finger at a low frame rate) still confirms a dialog.
    std::array<bool, sf::Keyboard::KeyCount> keyTapped_{};
    std::array<bool, sf::Keyboard::KeyCount> keyHeld_{};
    std::array<std::unique_ptr<sf::Cursor>, 9> cursors_;
    int shownCursor_ = -2;
};

} // namespace guidon::engine
