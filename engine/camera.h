// The camera: maps world units to window pixels (a centre and a zoom, no
// rotation; world and screen both grow y downward), and the controls that
// move it: wheel zoom toward the cursor, right/middle drag, arrow keys, and a
// "fit" to a rectangle chosen by the game.
#pragma once

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/View.hpp>
#include <SFML/System/Vector2.hpp>
#include <SFML/Window/Event.hpp>

namespace guidon::engine {

class Camera {
  public:
    // The window's size in pixels.
    void setViewport(sf::Vector2f sizePx);
    sf::Vector2f viewport() const { return viewport_; }

    sf::Vector2f toScreen(sf::Vector2f world) const;
    sf::Vector2f toWorld(sf::Vector2f screen) const;
    // Pixels per world unit.
    float zoom() const { return zoom_; }
    sf::Vector2f centre() const { return centre_; }
    void setZoomLimits(float minZoom, float maxZoom);
    void set(sf::Vector2f centre, float zoom);

    // Scale by `factor`, keeping the world point under `screenPoint` still.
    void zoomAt(sf::Vector2f screenPoint, float factor);
    // Move the picture by this many pixels (the world follows the mouse).
    void pan(sf::Vector2f screenDelta);
    // Show all of `world` inside `screenArea` (pixels), `marginPx` to spare.
    void fit(sf::FloatRect world, sf::FloatRect screenArea, float marginPx);

    // The world rectangle the whole window shows.
    sf::FloatRect visibleWorld() const;
    // An SFML view drawing world coordinates onto the whole window.
    sf::View worldView() const;
    // An SFML view drawing pixel coordinates onto the whole window.
    sf::View pixelView() const;

  private:
    sf::Vector2f viewport_{1280.f, 800.f};
    sf::Vector2f centre_{0.f, 0.f};
    float zoom_ = 20.f;
    float minZoom_ = 2.f;
    float maxZoom_ = 200.f;
};

// Mouse and keyboard controls for a camera. Feed it every window event the UI
// did not take, then call update() once a frame.
class CameraControls {
  public:
    // What 'F' fits: a world rectangle into an area of the window.
    void setFitTarget(sf::FloatRect world, sf::FloatRect screenArea, float marginPx = 24.f);
    void fit(Camera& cam) const;

    // `mouseFree` / `keysFree`: the UI does not want the mouse / keyboard.
    // Returns true when the event was used.
    bool handleEvent(Camera& cam, const sf::Event& e, bool mouseFree, bool keysFree);
    // Arrow-key panning, scaled by the frame time.
    void update(Camera& cam, float dt, bool keysFree);

    bool dragging() const { return dragButton_ >= 0; }
    // A pan key is held or a drag is on: the camera may move next frame.
    bool moving() const { return dragging() || left_ || right_ || up_ || down_; }
    // Forget held keys and drags (the window lost focus).
    void release();

    float wheelStep = 1.15f;   // zoom factor per wheel notch
    float keyPanSpeed = 700.f; // pixels per second

  private:
    sf::FloatRect fitWorld_{0.f, 0.f, 48.f, 32.f};
    sf::FloatRect fitScreen_{0.f, 0.f, 1280.f, 800.f};
    float fitMargin_ = 24.f;
    int dragButton_ = -1;
    sf::Vector2i dragLast_;
    bool left_ = false, right_ = false, up_ = false, down_ = false;
};

} // namespace guidon::engine
