#include "canvas.h"

#include <algorithm>
#include <cmath>

namespace guidon::engine {

namespace {
constexpr float kTau = 6.28318530718f;

float len(sf::Vector2f v) {
    return std::sqrt(v.x * v.x + v.y * v.y);
}
} // namespace

void Canvas::vertexPx(sf::Vector2f screen, sf::Vector2f world, sf::Color c) {
    verts_.append(sf::Vertex(screen, c, world * texelsPerUnit_));
}

// [SECTION] Fills

void Canvas::triangle(sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Color col) {
    vertexPx(cam_->toScreen(a), a, col);
    vertexPx(cam_->toScreen(b), b, col);
    vertexPx(cam_->toScreen(c), c, col);
}

void Canvas::triangles(const std::vector<sf::Vector2f>& world, sf::Color c) {
    for (std::size_t i = 0; i + 2 < world.size(); i += 3)
        triangle(world[i], world[i + 1], world[i + 2], c);
}

void Canvas::quad(const std::array<sf::Vector2f, 4>& w, sf::Color c) {
    triangle(w[0], w[1], w[2], c);
    triangle(w[0], w[2], w[3], c);
}

void Canvas::rect(sf::FloatRect r, sf::Color c) {
    quad({sf::Vector2f{r.left, r.top},
          {r.left + r.width, r.top},
          {r.left + r.width, r.top + r.height},
          {r.left, r.top + r.height}},
         c);
}

void Canvas::discScreen(sf::Vector2f o, float r, sf::Color c) {
    if (r <= 0.f) return;
    // Enough segments that the rim looks round: about one per 2.5 pixels.
    int n = std::clamp(int(kTau * r / discPx_), discPx_ > 2.5f ? 6 : 8, 64);
    sf::Vector2f worldO = cam_->toWorld(o);
    sf::Vector2f prev{o.x + r, o.y};
    for (int i = 1; i <= n; ++i) {
        float a = kTau * float(i) / float(n);
        sf::Vector2f p{o.x + r * std::cos(a), o.y + r * std::sin(a)};
        vertexPx(o, worldO, c);
        vertexPx(prev, cam_->toWorld(prev), c);
        vertexPx(p, cam_->toWorld(p), c);
        prev = p;
    }
}

void Canvas::disc(sf::Vector2f centre, float worldRadius, sf::Color c) {
    discScreen(cam_->toScreen(centre), px(worldRadius), c);
}

void Canvas::discPx(sf::Vector2f centre, float radiusPx, sf::Color c) {
    discScreen(cam_->toScreen(centre), radiusPx, c);
}

// [SECTION] Strokes

void Canvas::segmentPx(sf::Vector2f a, sf::Vector2f b, float w, sf::Color c) {
    sf::Vector2f d = b - a;
    float l = len(d);
    if (l < 1e-4f || w <= 0.f) return;
    sf::Vector2f n{-d.y / l * w * 0.5f, d.x / l * w * 0.5f};
    sf::Vector2f q[4] = {a + n, b + n, b - n, a - n};
    sf::Vector2f wq[4];
    for (int i = 0; i < 4; ++i)
        wq[i] = cam_->toWorld(q[i]);
    vertexPx(q[0], wq[0], c);
    vertexPx(q[1], wq[1], c);
    vertexPx(q[2], wq[2], c);
    vertexPx(q[0], wq[0], c);
    vertexPx(q[2], wq[2], c);
    vertexPx(q[3], wq[3], c);
}

void Canvas::line(sf::Vector2f a, sf::Vector2f b, float widthPx, sf::Color c) {
    segmentPx(cam_->toScreen(a), cam_->toScreen(b), widthPx, c);
}

void Canvas::polyline(const std::vector<sf::Vector2f>& world, float widthPx, sf::Color c,
                      bool closed, bool roundCaps) {
    if (world.size() < 2) return;
    std::vector<sf::Vector2f> s;
    s.reserve(world.size());
    for (auto p : world)
        s.push_back(cam_->toScreen(p));
    std::size_t n = s.size();
    std::size_t segs = closed ? n : n - 1;
    for (std::size_t i = 0; i < segs; ++i)
        segmentPx(s[i], s[(i + 1) % n], widthPx, c);
    // Thin lines need no joins; thick ones get round joins so corners close.
    if (widthPx < 2.5f) return;
    for (std::size_t i = 0; i < n; ++i) {
        bool end = !closed && (i == 0 || i == n - 1);
        if (end && !roundCaps) continue;
        discScreen(s[i], widthPx * 0.5f, c);
    }
}

void Canvas::dashed(const std::vector<sf::Vector2f>& world, float widthPx, float dashPx,
                    float gapPx, sf::Color c, bool closed) {
    if (world.size() < 2) return;
    // At least half a pixel each, so the walk below always moves on.
    dashPx = std::max(dashPx, 0.5f);
    gapPx = std::max(gapPx, 0.5f);
    std::size_t n = world.size();
    std::size_t segs = closed ? n : n - 1;
    // Walk the line with what is left of the current dash or gap, carried
    // across corners so the pattern does not restart at every vertex.
    bool on = true;
    float left = dashPx;
    for (std::size_t i = 0; i < segs; ++i) {
        sf::Vector2f a = cam_->toScreen(world[i]), b = cam_->toScreen(world[(i + 1) % n]);
        float l = len(b - a);
        if (l < 1e-4f) continue;
        sf::Vector2f dir = (b - a) / l;
        float t = 0.f;
        while (t < l) {
            if (left >= l - t) { // the dash or gap runs past this segment's end
                if (on) segmentPx(a + dir * t, b, widthPx, c);
                left -= l - t;
                break;
            }
            if (on) segmentPx(a + dir * t, a + dir * (t + left), widthPx, c);
            t += left;
            on = !on;
            left = on ? dashPx : gapPx;
        }
    }
}

// [SECTION] Screen space

void Canvas::rectPx(sf::FloatRect r, sf::Color c) {
    sf::Vector2f q[4] = {{r.left, r.top},
                         {r.left + r.width, r.top},
                         {r.left + r.width, r.top + r.height},
                         {r.left, r.top + r.height}};
    for (int i : {0, 1, 2, 0, 2, 3})
        vertexPx(q[i], cam_->toWorld(q[i]), c);
}

void Canvas::linePx(sf::Vector2f a, sf::Vector2f b, float widthPx, sf::Color c) {
    segmentPx(a, b, widthPx, c);
}

void Canvas::draw(sf::RenderTarget& target, const sf::Texture* texture) const {
    if (verts_.getVertexCount() == 0) return;
    target.setView(cam_->pixelView());
    sf::RenderStates states;
    states.texture = texture;
    target.draw(verts_, states);
}

} // namespace guidon::engine
