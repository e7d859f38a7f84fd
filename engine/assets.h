// The asset cache: finds files in a list of folders, loads fonts and textures
// once and hands out references that stay valid for the cache's lifetime.
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Texture.hpp>

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace guidon::engine {

// Where the DejaVu fonts live on Debian (fonts-dejavu-core).
constexpr const char* kSystemFontDir = "/usr/share/fonts/truetype/dejavu";
constexpr const char* kSansFont = "DejaVuSans.ttf";
constexpr const char* kSansBoldFont = "DejaVuSans-Bold.ttf";
constexpr const char* kMonoFont = "DejaVuSansMono.ttf";

class Assets {
  public:
    Assets();

    // Folders searched in the order added (the system font folder is last).
    void addSearchDir(const std::string& dir);
    // The full path of `name` (absolute names as given), or "" when missing.
    std::string findFile(const std::string& name) const;

    // Loaded once; nullptr (and one message on stderr) when it cannot be.
    const sf::Font* font(const std::string& name);
    const sf::Texture* texture(const std::string& name);

    // A tileable grey noise texture (texels near white, darker speckles),
    // for multiplying onto cloth and wood so flat colours look woven.
    const sf::Texture& noiseTexture(unsigned size, std::uint32_t seed, int depth);

  private:
    void reportMissing(const std::string& what);

    std::vector<std::string> dirs_;
    std::map<std::string, std::unique_ptr<sf::Font>> fonts_;
    std::map<std::string, std::unique_ptr<sf::Texture>> textures_;
    std::set<std::string> missing_;
};

} // namespace guidon::engine
