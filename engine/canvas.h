// A batch of coloured triangles in window pixels, fed with world coordinates
// through a Camera and drawn in one call. Strokes take their width in pixels,
// so outlines stay crisp at every zoom; fills follow the world. Refill it
// every frame: a few thousand vertices cost nothing.
#pragma once

#include "camera.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include <array>
#include <vector>

namespace guidon::engine {

// Draw in window pixels while this lives: the target's view is the pixel
// view, and the one before comes back after.
class PixelView {
  public:
    explicit PixelView(sf::RenderTarget& target) : target_(target), before_(target.getView()) {
        sf::Vector2u px = target.getSize();
        target.setView(sf::View(sf::FloatRect(0.f, 0.f, float(px.x), float(px.y))));
    }
    ~PixelView() { target_.setView(before_); }
    PixelView(const PixelView&) = delete;
    PixelView& operator=(const PixelView&) = delete;

  private:
    sf::RenderTarget& target_;
    sf::View before_;
};

class Canvas {
  public:
    explicit Canvas(const Camera& camera) : cam_(&camera) {}

    void clear() { verts_.clear(); }
    std::size_t vertexCount() const { return verts_.getVertexCount(); }
    const Camera& camera() const { return *cam_; }
    // World length in pixels at the current zoom.
    float px(float worldLength) const { return worldLength * cam_->zoom(); }

    // Texture coordinates are world position x `texelsPerUnit`, so a repeated
    // texture is pinned to the world. 0 (the default): untextured.
    void setTexelsPerUnit(float t) { texelsPerUnit_ = t; }
    // Pixels of rim per disc segment (default 2.5). Coarser discs mean fewer
    // triangles, which is what costs most where the CPU draws OpenGL.
    void setDiscCoarseness(float pxPerSegment) {
        discPx_ = pxPerSegment > 0.5f ? pxPerSegment : 0.5f;
    }

    // [SECTION] Fills (world coordinates)
    // Every three points make a triangle.
    void triangles(const std::vector<sf::Vector2f>& world, sf::Color c);
    void triangle(sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Color col);
    // A convex quad, corners in order around it.
    void quad(const std::array<sf::Vector2f, 4>& world, sf::Color c);
    void rect(sf::FloatRect world, sf::Color c);
    // A disc of a world radius, or of a pixel radius.
    void disc(sf::Vector2f centre, float worldRadius, sf::Color c);
    void discPx(sf::Vector2f centre, float radiusPx, sf::Color c);

    // [SECTION] Strokes (world points, pixel widths)
    void line(sf::Vector2f a, sf::Vector2f b, float widthPx, sf::Color c);
    // Round joins for lines wider than a few pixels; caps are flat.
    void polyline(const std::vector<sf::Vector2f>& world, float widthPx, sf::Color c,
                  bool closed = false, bool roundCaps = false);
    // Dashes measured in pixels along the line, so the pattern stays even.
    void dashed(const std::vector<sf::Vector2f>& world, float widthPx, float dashPx, float gapPx,
                sf::Color c, bool closed = false);

    // [SECTION] Screen-space shapes (pixel coordinates)
    void rectPx(sf::FloatRect px, sf::Color c);
    void linePx(sf::Vector2f a, sf::Vector2f b, float widthPx, sf::Color c);

    // Draws with the pixel view; sets no view afterwards.
    void draw(sf::RenderTarget& target, const sf::Texture* texture = nullptr) const;

  private:
    void vertexPx(sf::Vector2f screen, sf::Vector2f world, sf::Color c);
    void segmentPx(sf::Vector2f a, sf::Vector2f b, float widthPx, sf::Color c);
    void discScreen(sf::Vector2f centrePx, float radiusPx, sf::Color c);

    const Camera* cam_;
    float texelsPerUnit_ = 0.f;
    float discPx_ = 2.5f;
    sf::VertexArray verts_{sf::Triangles};
};

} // namespace guidon::engine
