#include "assets.h"

#include <SFML/Graphics/Image.hpp>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <iostream>

namespace guidon::engine {

namespace {

bool isFile(const std::string& p) {
    struct stat st {};
    return stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// Small hash to a value in [0, 1): lattice noise that needs no state.
float hash01(std::uint32_t x, std::uint32_t y, std::uint32_t seed) {
    std::uint32_t h = x * 0x8da6b343u ^ y * 0xd8163841u ^ seed * 0xcb1ab31fu;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    return float(h & 0xffffffu) / float(0x1000000);
}

// Value noise on a lattice of `cells` per side that wraps, so the texture tiles.
float latticeNoise(float u, float v, int cells, std::uint32_t seed) {
    float x = u * float(cells), y = v * float(cells);
    int x0 = int(std::floor(x)), y0 = int(std::floor(y));
    float fx = x - float(x0), fy = y - float(y0);
    auto at = [&](int i, int j) {
        auto w = [cells](int k) { return std::uint32_t(((k % cells) + cells) % cells); };
        return hash01(w(i), w(j), seed);
    };
    float sx = fx * fx * (3.f - 2.f * fx), sy = fy * fy * (3.f - 2.f * fy);
    float a = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    float b = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return a + (b - a) * sy;
}

} // namespace

Assets::Assets() = default;

void Assets::addSearchDir(const std::string& dir) {
    if (!dir.empty()) dirs_.push_back(dir);
}

std::string Assets::findFile(const std::string& name) const {
    if (name.empty()) return "";
    if (name.front() == '/') return isFile(name) ? name : "";
    for (const std::string& d : dirs_)
        if (isFile(d + "/" + name)) return d + "/" + name;
    std::string sys = std::string(kSystemFontDir) + "/" + name;
    return isFile(sys) ? sys : "";
}

void Assets::reportMissing(const std::string& what) {
    if (missing_.insert(what).second) std::cerr << "guidon: cannot load " << what << "\n";
}

const sf::Font* Assets::font(const std::string& name) {
    if (auto it = fonts_.find(name); it != fonts_.end()) return it->second.get();
    std::string path = findFile(name);
    auto f = std::make_unique<sf::Font>();
    if (path.empty() || !f->loadFromFile(path)) {
        reportMissing("font " + name + " (install fonts-dejavu-core)");
        fonts_[name] = nullptr;
        return nullptr;
    }
    return (fonts_[name] = std::move(f)).get();
}

const sf::Texture* Assets::texture(const std::string& name) {
    if (auto it = textures_.find(name); it != textures_.end()) return it->second.get();
    std::string path = findFile(name);
    auto t = std::make_unique<sf::Texture>();
    if (path.empty() || !t->loadFromFile(path)) {
        reportMissing("texture " + name);
        textures_[name] = nullptr;
        return nullptr;
    }
    t->setSmooth(true);
    return (textures_[name] = std::move(t)).get();
}

const sf::Texture& Assets::noiseTexture(unsigned size, std::uint32_t seed, int depth) {
    std::string key =
        "noise:" + std::to_string(size) + ":" + std::to_string(seed) + ":" + std::to_string(depth);
    if (auto it = textures_.find(key); it != textures_.end() && it->second) return *it->second;
    size = std::max(8u, size);
    sf::Image img;
    img.create(size, size);
    for (unsigned y = 0; y < size; ++y) {
        for (unsigned x = 0; x < size; ++x) {
            float u = float(x) / float(size), v = float(y) / float(size);
            // Broad mottling, finer blotches, and per-texel grain like cloth fibres.
            float n = 0.5f * latticeNoise(u, v, 4, seed) + 0.3f * latticeNoise(u, v, 16, seed + 1) +
                      0.2f * hash01(x, y, seed + 2);
            int grey = 255 - int(std::lround(n * float(depth)));
            auto g = static_cast<sf::Uint8>(std::clamp(grey, 0, 255));
            img.setPixel(x, y, sf::Color(g, g, g));
        }
    }
    auto t = std::make_unique<sf::Texture>();
    t->loadFromImage(img);
    t->setRepeated(true);
    t->setSmooth(true);
    return *(textures_[key] = std::move(t));
}

} // namespace guidon::engine
