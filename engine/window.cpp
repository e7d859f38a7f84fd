#include "window.h"

#include <cerrno>
#include <cstring>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/OpenGL.hpp>
#include <SFML/Window/Event.hpp>

#include <algorithm>

namespace guidon::engine {

bool Window::open(const WindowOptions& wanted) {
    WindowOptions o = wanted;
    sf::VideoMode desk = sf::VideoMode::getDesktopMode();
    o.width = std::clamp(o.width, o.minWidth, std::max(o.minWidth, desk.width));
    o.height = std::clamp(o.height, o.minHeight, std::max(o.minHeight, desk.height));
    sf::ContextSettings settings;
    settings.antialiasingLevel = o.antialiasing;
    sf::String title = sf::String::fromUtf8(o.title.begin(), o.title.end());
    if (o.fullscreen)
        window_.create(desk, title, sf::Style::Fullscreen, settings);
    else
        window_.create(sf::VideoMode(o.width, o.height), title, sf::Style::Default, settings);
    if (!window_.isOpen()) return false;
    const GLubyte* name = glGetString(GL_RENDERER);
    renderer_ = name ? reinterpret_cast<const char*>(name) : "";
    software_ = renderer_.find("llvmpipe") != std::string::npos ||
                renderer_.find("softpipe") != std::string::npos ||
                renderer_.find("Software") != std::string::npos;
    if (software_ && settings.antialiasingLevel > 0) {
        settings.antialiasingLevel = 0;
        o.antialiasing = 0;
        if (o.fullscreen)
            window_.create(desk, title, sf::Style::Fullscreen, settings);
        else
            window_.create(sf::VideoMode(o.width, o.height), title, sf::Style::Default, settings);
        if (!window_.isOpen()) return false;
    }
    options_ = o;
    // Keep the whole window on the screen: SFML centres it by the primary
    // monitor, which some servers (Xvfb) report oddly, leaving it half off.
    sf::Vector2i pos = window_.getPosition();
    sf::Vector2i fit{std::clamp(pos.x, 0, std::max(0, int(desk.width) - int(o.width))),
                     std::clamp(pos.y, 0, std::max(0, int(desk.height) - int(o.height)))};
    if (!o.fullscreen && fit != pos) window_.setPosition(fit);
    window_.setFramerateLimit(o.framerate);
    window_.setKeyRepeatEnabled(true);
    clock_.restart();
    firstFrame_ = true;
    return true;
}

void Window::resize(unsigned width, unsigned height) {
    if (options_.fullscreen) return;
    sf::VideoMode desk = sf::VideoMode::getDesktopMode();
    width = std::clamp(width, options_.minWidth, std::max(options_.minWidth, desk.width));
    height = std::clamp(height, options_.minHeight, std::max(options_.minHeight, desk.height));
    options_.width = width;
    options_.height = height;
    window_.setSize({width, height});
    window_.setView(sf::View(sf::FloatRect(0.f, 0.f, float(width), float(height))));
}

bool Window::pollEvent(sf::Event& e) {
    if (heldBack_) {
        e = *heldBack_;
        heldBack_.reset();
    } else if (!window_.pollEvent(e)) {
        pressedThisFrame_ = false; // the frame's events are all read
        return false;
    }
    if (e.type == sf::Event::MouseButtonPressed) {
        // One press a frame: the second click of a double click, read in the
        // same slow frame as the first, waits for the next frame so the
        // screen sees two clicks (and what the first one decided) instead of
        // one; Dear ImGui 1.86 keeps one button state a frame.
        if (pressedThisFrame_) {
            heldBack_ = e;
            pressedThisFrame_ = false;
            return false;
        }
        pressedThisFrame_ = true;
    }
    if (e.type == sf::Event::Resized && !options_.fullscreen &&
        (e.size.width < options_.minWidth || e.size.height < options_.minHeight)) {
        // Set back at once: the layout never sees a window smaller than the
        // least it is made for.
        e.size.width = std::max(e.size.width, options_.minWidth);
        e.size.height = std::max(e.size.height, options_.minHeight);
        window_.setSize({e.size.width, e.size.height});
    }
    if (e.type == sf::Event::Resized)
        window_.setView(
            sf::View(sf::FloatRect(0.f, 0.f, float(e.size.width), float(e.size.height))));
    return true;
}

float Window::frameTime() {
    float dt = clock_.restart().asSeconds();
    if (firstFrame_) {
        firstFrame_ = false;
        return 1.f / 60.f;
    }
    return std::clamp(dt, 1e-4f, 0.25f);
}

bool Window::saveScreenshot(const std::string& path, std::string& error) {
    sf::Vector2u s = window_.getSize();
    sf::Texture texture;
    if (!texture.create(s.x, s.y)) {
        error = "cannot make a " + std::to_string(s.x) + "x" + std::to_string(s.y) + " texture";
        return false;
    }
    texture.update(window_);
    sf::Image image = texture.copyToImage();
    // The framebuffer's alpha is whatever blending left there (the UI's
    // translucent panels leave less than 255); a screenshot is opaque.
    for (unsigned y = 0; y < s.y; ++y)
        for (unsigned x = 0; x < s.x; ++x) {
            sf::Color c = image.getPixel(x, y);
            c.a = 255;
            image.setPixel(x, y, c);
        }
    errno = 0; // SFML says only that it failed; the C library may say why
    if (!image.saveToFile(path)) {
        int err = errno;
        error = "cannot write " + path + (err ? std::string(": ") + std::strerror(err) : "");
        return false;
    }
    return true;
}

} // namespace guidon::engine
