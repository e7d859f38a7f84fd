// The battle's terrain made ready to draw: outlines triangulated once, hill
// contours inset, trees, orchard rows and stones placed once (the same on
// every run), then painted each frame in their type colours from
// assets/terrain.xml: hills first, then areas, then streams, roads, fences and
// walls on top.
#pragma once

#include "engine/canvas.h"
#include "core/map.h"

#include <SFML/Graphics/Color.hpp>
#include <SFML/System/Vector2.hpp>

#include <string>
#include <vector>

namespace guidon::client {

class TerrainLayer {
  public:
    // Fills `warnings` with anything that could not be drawn exactly.
    void build(const core::BattleMap& map, std::vector<std::string>& warnings);
    // `cheap`: a CPU-drawn OpenGL, where every layer of fill costs: no
    // shadows under the tree crowns and orchard trees, no highlights.
    void paint(engine::Canvas& canvas, bool cheap = false) const;

  private:
    enum class Style {
        Plain,
        Woods,
        Orchard,
        Rough,
        Water,
        Buildings,
        Hill,
        Road,
        Stream,
        Fence,
        Wall,
        Line
    };
    struct Dot {
        sf::Vector2f at;
        float radius = 0.f; // BW
        sf::Color colour;
        bool detail = false; // only drawn when zoomed in
        bool shade = false;  // a shadow under another dot: left out when drawing cheaply
    };
    struct Piece {
        Style style = Style::Plain;
        sf::Color fill, edge;
        std::vector<sf::Vector2f> triangles;           // area fill
        std::vector<sf::Vector2f> outline;             // closed outline or open polyline
        float width = 0.f;                             // linear features, BW
        std::vector<std::vector<sf::Vector2f>> levels; // hill contours, outermost first
        std::vector<std::vector<sf::Vector2f>> levelTris;
        std::vector<sf::Vector2f> crest;
        std::vector<Dot> dots;
        std::vector<sf::Vector2f> ridge; // buildings: a roof ridge
        int order = 0;
    };

    void paintArea(engine::Canvas& c, const Piece& p, bool cheap) const;
    void paintLinear(engine::Canvas& c, const Piece& p) const;

    std::vector<Piece> pieces_;
};

} // namespace guidon::client
