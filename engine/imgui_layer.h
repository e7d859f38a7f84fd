// Dear ImGui on our window: one context, the OpenGL2 renderer backend, our
// SFML input bridge and the DejaVu fonts. Drawn after the SFML scene each frame.
#pragma once

#include "imgui_input.h"

#include <SFML/Graphics/RenderWindow.hpp>

#include <string>

struct ImFont;

namespace guidon::engine {

class Assets;

class ImGuiLayer {
  public:
    ImGuiLayer() = default;
    ImGuiLayer(const ImGuiLayer&) = delete;
    ImGuiLayer& operator=(const ImGuiLayer&) = delete;
    ~ImGuiLayer() { shutdown(); }

    // Make the context and load the UI fonts (ImGui's own font when DejaVu is
    // missing). The window's GL context must be current.
    bool init(sf::RenderWindow& window, Assets& assets, float fontSize = 15.f);
    void shutdown();

    // Pass every window event here first.
    void event(const sf::Event& e);
    // Start a UI frame; build the UI between this and render().
    void newFrame(sf::RenderWindow& window, float dt);
    // Draw the UI over the scene and hand GL back to SFML.
    void render(sf::RenderWindow& window);

    // The UI takes the mouse / keyboard this frame (do not move the camera).
    bool wantsMouse() const;
    bool wantsKeyboard() const;

    ImFont* boldFont() const { return bold_; }
    ImFont* monoFont() const { return mono_; }

    // The interface size: the UI is laid out in points of `scale` pixels,
    // and its fonts are rasterised at `scale` so text stays crisp. Call
    // between frames; it clears the font atlas and adds our three fonts
    // again: add any others with addFont(), the texture is made at the next
    // frame. Their ImFont pointers change.
    void setScale(float scale, Assets& assets);
    float scale() const { return input_.scale(); }
    // A font of `size` points at the current scale (null when the file is missing).
    ImFont* addFont(const std::string& path, float size, const unsigned short* ranges = nullptr);

  private:
    void addOwnFonts(Assets& assets);
    bool ready_ = false;
    float fontSize_ = 15.f;
    ImGuiInput input_;
    ImFont* bold_ = nullptr;
    ImFont* mono_ = nullptr;
};

// Our look: dark, slightly translucent panels with rounded corners.
void applyGuidonStyle();

} // namespace guidon::engine
