// The program's window: an SFML RenderWindow with our defaults, a frame clock
// and screenshots of what was drawn.
#pragma once

#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/System/Clock.hpp>
#include <SFML/Window/Event.hpp>

#include <optional>
#include <string>

namespace guidon::engine {

struct WindowOptions {
    unsigned width = 1280;
    unsigned height = 800;
    std::string title = "Guidon"; // UTF-8
    unsigned antialiasing = 4;
    unsigned framerate = 60; // 0: no limit (the benchmark)
    bool fullscreen = false; // the desktop's mode, no decorations
    // The smallest a windowed window may be (SFML 2.5 has no minimum size:
    // a window made smaller is set back to it at once, see pollEvent).
    unsigned minWidth = 320;
    unsigned minHeight = 240;
};

class Window {
  public:
    // Open the window (call displayAvailable() first: SFML aborts without one).
    // A size larger than the desktop is shrunk to fit it. Opening again
    // replaces the window (to change full screen); GL objects survive, as
    // SFML shares them between its contexts.
    bool open(const WindowOptions& options);
    const WindowOptions& options() const { return options_; }
    // OpenGL is drawn by the CPU (Mesa's llvmpipe under Xvfb, or no driver):
    // the window then has no multisampling, which costs there more than
    // the whole frame otherwise.
    bool softwareRenderer() const { return software_; }
    const std::string& renderer() const { return renderer_; }
    // Resize a windowed window (clamped to the minimum and the desktop).
    void resize(unsigned width, unsigned height);
    void close() { window_.close(); }
    bool isOpen() const { return window_.isOpen(); }

    sf::RenderWindow& target() { return window_; }
    sf::Vector2u size() const { return window_.getSize(); }
    sf::Vector2f sizef() const { return {float(size().x), float(size().y)}; }

    // Next event; the default view follows resizes. A window made smaller
    // than the minimum is set back to it, and the event says the size it
    // then has. Mouse presses come one a frame: a second press read in the
    // same frame ends the frame's events and comes first in the next.
    bool pollEvent(sf::Event& e);
    // Seconds since the previous call (1/60 the first time), at most 0.25.
    float frameTime();

    // Save what has been drawn this frame to a PNG. Call after drawing and
    // before display(), while the picture is in the back buffer.
    bool saveScreenshot(const std::string& path, std::string& error);

    void display() { window_.display(); }

  private:
    sf::RenderWindow window_;
    WindowOptions options_;
    bool software_ = false;
    std::string renderer_;
    sf::Clock clock_;
    bool firstFrame_ = true;
    // A second mouse press read in one frame, given out first next frame.
    std::optional<sf::Event> heldBack_;
    bool pressedThisFrame_ = false;
};

} // namespace guidon::engine
