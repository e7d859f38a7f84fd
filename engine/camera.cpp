#include "camera.h"

#include <algorithm>
#include <cmath>

namespace guidon::engine {

// [SECTION] Camera

void Camera::setViewport(sf::Vector2f sizePx) {
    viewport_ = {std::max(1.f, sizePx.x), std::max(1.f, sizePx.y)};
}

sf::Vector2f Camera::toScreen(sf::Vector2f world) const {
    return (world - centre_) * zoom_ + viewport_ * 0.5f;
}

sf::Vector2f Camera::toWorld(sf::Vector2f screen) const {
    return (screen - viewport_ * 0.5f) / zoom_ + centre_;
}

void Camera::setZoomLimits(float minZoom, float maxZoom) {
    minZoom_ = std::max(1e-3f, std::min(minZoom, maxZoom));
    maxZoom_ = std::max(minZoom, maxZoom);
    zoom_ = std::clamp(zoom_, minZoom_, maxZoom_);
}

void Camera::set(sf::Vector2f centre, float zoom) {
    centre_ = centre;
    zoom_ = std::clamp(zoom, minZoom_, maxZoom_);
}

void Camera::zoomAt(sf::Vector2f screenPoint, float factor) {
    if (!(factor > 0.f)) return;
    sf::Vector2f anchor = toWorld(screenPoint);
    zoom_ = std::clamp(zoom_ * factor, minZoom_, maxZoom_);
    // Solve toScreen(anchor) == screenPoint for the centre.
    centre_ = anchor - (screenPoint - viewport_ * 0.5f) / zoom_;
}

void Camera::pan(sf::Vector2f screenDelta) {
    centre_ -= screenDelta / zoom_;
}

void Camera::fit(sf::FloatRect world, sf::FloatRect screenArea, float marginPx) {
    float w = std::max(1.f, screenArea.width - 2.f * marginPx);
    float h = std::max(1.f, screenArea.height - 2.f * marginPx);
    float z = std::min(w / std::max(1e-3f, world.width), h / std::max(1e-3f, world.height));
    zoom_ = std::clamp(z, minZoom_, maxZoom_);
    sf::Vector2f worldMid{world.left + world.width * 0.5f, world.top + world.height * 0.5f};
    sf::Vector2f areaMid{screenArea.left + screenArea.width * 0.5f,
                         screenArea.top + screenArea.height * 0.5f};
    centre_ = worldMid - (areaMid - viewport_ * 0.5f) / zoom_;
}

sf::FloatRect Camera::visibleWorld() const {
    sf::Vector2f tl = toWorld({0.f, 0.f});
    return {tl.x, tl.y, viewport_.x / zoom_, viewport_.y / zoom_};
}

sf::View Camera::worldView() const {
    return sf::View(centre_, viewport_ / zoom_);
}

sf::View Camera::pixelView() const {
    return sf::View(sf::FloatRect(0.f, 0.f, viewport_.x, viewport_.y));
}

// [SECTION] CameraControls

void CameraControls::setFitTarget(sf::FloatRect world, sf::FloatRect screenArea, float marginPx) {
    fitWorld_ = world;
    fitScreen_ = screenArea;
    fitMargin_ = marginPx;
}

void CameraControls::fit(Camera& cam) const {
    cam.fit(fitWorld_, fitScreen_, fitMargin_);
}

bool CameraControls::handleEvent(Camera& cam, const sf::Event& e, bool mouseFree, bool keysFree) {
    switch (e.type) {
    case sf::Event::MouseWheelScrolled:
        if (!mouseFree || e.mouseWheelScroll.wheel != sf::Mouse::VerticalWheel) return false;
        cam.zoomAt({float(e.mouseWheelScroll.x), float(e.mouseWheelScroll.y)},
                   std::pow(wheelStep, e.mouseWheelScroll.delta));
        return true;
    case sf::Event::MouseButtonPressed:
        if (!mouseFree || dragButton_ >= 0) return false;
        if (e.mouseButton.button != sf::Mouse::Right && e.mouseButton.button != sf::Mouse::Middle)
            return false;
        dragButton_ = e.mouseButton.button;
        dragLast_ = {e.mouseButton.x, e.mouseButton.y};
        return true;
    case sf::Event::MouseButtonReleased:
        if (e.mouseButton.button != dragButton_) return false;
        dragButton_ = -1;
        return true;
    case sf::Event::MouseMoved:
        // A drag continues over the UI: it started on the table.
        if (dragButton_ < 0) return false;
        cam.pan({float(e.mouseMove.x - dragLast_.x), float(e.mouseMove.y - dragLast_.y)});
        dragLast_ = {e.mouseMove.x, e.mouseMove.y};
        return true;
    case sf::Event::KeyPressed:
    case sf::Event::KeyReleased: {
        bool down = e.type == sf::Event::KeyPressed;
        if (down && !keysFree) return false;
        switch (e.key.code) {
        case sf::Keyboard::Left:
            left_ = down;
            return true;
        case sf::Keyboard::Right:
            right_ = down;
            return true;
        case sf::Keyboard::Up:
            up_ = down;
            return true;
        case sf::Keyboard::Down:
            down_ = down;
            return true;
        case sf::Keyboard::F:
            if (down && !e.key.control && !e.key.alt) fit(cam);
            return down;
        default:
            return false;
        }
    }
    case sf::Event::LostFocus:
        release();
        return false;
    default:
        return false;
    }
}

void CameraControls::update(Camera& cam, float dt, bool keysFree) {
    if (!keysFree) return;
    sf::Vector2f dir{float(left_) - float(right_), float(up_) - float(down_)};
    if (dir.x != 0.f || dir.y != 0.f) cam.pan(dir * (keyPanSpeed * std::min(dt, 0.1f)));
}

void CameraControls::release() {
    dragButton_ = -1;
    left_ = right_ = up_ = down_ = false;
}

} // namespace guidon::engine
