#include "imgui_layer.h"

#include "assets.h"

#include <imgui.h>
#include <imgui_impl_opengl2.h>

namespace guidon::engine {

bool ImGuiLayer::init(sf::RenderWindow& window, Assets& assets, float fontSize) {
    if (ready_) return true;
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr; // no imgui.ini in whatever folder we were started from
    io.LogFilename = nullptr;
    input_.install(io);

    fontSize_ = fontSize;
    addOwnFonts(assets);
    applyGuidonStyle();
    if (!window.setActive(true) || !ImGui_ImplOpenGL2_Init()) {
        ImGui::DestroyContext();
        return false;
    }
    ready_ = true;
    return true;
}

void ImGuiLayer::addOwnFonts(Assets& assets) {
    ImGuiIO& io = ImGui::GetIO();
    // ImGui asserts on a missing font file, so look before asking.
    ImFont* main = addFont(assets.findFile(kSansFont), fontSize_);
    if (!main) io.Fonts->AddFontDefault();
    bold_ = addFont(assets.findFile(kSansBoldFont), fontSize_ + 3.f);
    mono_ = addFont(assets.findFile(kMonoFont), fontSize_ - 1.f);
}

ImFont* ImGuiLayer::addFont(const std::string& path, float size, const unsigned short* ranges) {
    // Latin-1 plus the dashes, quotes, bullet, ellipsis and arrows our texts use.
    static const ImWchar kUiRanges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2018,
                                        0x201D, 0x2022, 0x2022, 0x2026, 0x2026,
                                        0x2190, 0x2193, 0x2212, 0x2212, 0};
    if (path.empty()) return nullptr;
    if (!ranges) ranges = kUiRanges;
    float s = input_.scale();
    ImFont* f = ImGui::GetIO().Fonts->AddFontFromFileTTF(path.c_str(), size * s, nullptr, ranges);
    // Rasterised at `s` times the size, drawn at 1/s in points, which the
    // framebuffer scale turns back into whole pixels.
    if (f) f->Scale = 1.f / s;
    return f;
}

void ImGuiLayer::setScale(float scale, Assets& assets) {
    input_.setScale(scale);
    ImGuiIO& io = ImGui::GetIO();
    if (ready_) ImGui_ImplOpenGL2_DestroyFontsTexture();
    io.Fonts->Clear();
    addOwnFonts(assets);
}

void ImGuiLayer::shutdown() {
    if (!ready_) return;
    ImGui_ImplOpenGL2_Shutdown();
    ImGui::DestroyContext();
    ready_ = false;
}

void ImGuiLayer::event(const sf::Event& e) {
    if (ready_) input_.event(ImGui::GetIO(), e);
}

void ImGuiLayer::newFrame(sf::RenderWindow& window, float dt) {
    input_.newFrame(ImGui::GetIO(), window, dt);
    ImGui_ImplOpenGL2_NewFrame();
    ImGui::NewFrame();
}

void ImGuiLayer::render(sf::RenderWindow& window) {
    input_.updateCursor(window);
    ImGui::Render();
    // SFML caches the GL state it last set and leaves a texture matrix behind
    // (it draws with pixel texture coordinates); the backend expects identity
    // matrices. Reset before the UI, and again after so SFML's cache matches.
    window.resetGLStates();
    ImGui_ImplOpenGL2_RenderDrawData(ImGui::GetDrawData());
    window.resetGLStates();
}

bool ImGuiLayer::wantsMouse() const {
    return ready_ && ImGui::GetIO().WantCaptureMouse;
}
bool ImGuiLayer::wantsKeyboard() const {
    return ready_ && ImGui::GetIO().WantCaptureKeyboard;
}

void applyGuidonStyle() {
    ImGui::StyleColorsDark();
    ImGuiStyle& s = ImGui::GetStyle();
    s.WindowRounding = 6.f;
    s.FrameRounding = 4.f;
    s.GrabRounding = 4.f;
    s.PopupRounding = 4.f;
    s.ScrollbarRounding = 6.f;
    s.WindowPadding = ImVec2(12.f, 10.f);
    s.ItemSpacing = ImVec2(8.f, 6.f);
    s.WindowBorderSize = 1.f;
    ImVec4* c = s.Colors;
    // Warm dark browns and brass, in keeping with a wooden table.
    c[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.10f, 0.09f, 0.93f);
    c[ImGuiCol_PopupBg] = ImVec4(0.12f, 0.11f, 0.10f, 0.96f);
    c[ImGuiCol_Border] = ImVec4(0.45f, 0.38f, 0.25f, 0.55f);
    c[ImGuiCol_TitleBg] = ImVec4(0.20f, 0.16f, 0.11f, 1.f);
    c[ImGuiCol_TitleBgActive] = ImVec4(0.30f, 0.23f, 0.14f, 1.f);
    c[ImGuiCol_TitleBgCollapsed] = ImVec4(0.20f, 0.16f, 0.11f, 0.85f);
    c[ImGuiCol_Header] = ImVec4(0.36f, 0.28f, 0.16f, 0.55f);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.48f, 0.37f, 0.20f, 0.80f);
    c[ImGuiCol_HeaderActive] = ImVec4(0.56f, 0.43f, 0.22f, 1.f);
    c[ImGuiCol_Button] = ImVec4(0.36f, 0.28f, 0.16f, 0.70f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.50f, 0.39f, 0.21f, 0.90f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.60f, 0.46f, 0.24f, 1.f);
    c[ImGuiCol_FrameBg] = ImVec4(0.22f, 0.19f, 0.15f, 0.80f);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.32f, 0.26f, 0.18f, 0.80f);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.40f, 0.32f, 0.20f, 0.90f);
    c[ImGuiCol_CheckMark] = ImVec4(0.93f, 0.80f, 0.45f, 1.f);
    c[ImGuiCol_Separator] = ImVec4(0.45f, 0.38f, 0.25f, 0.50f);
    c[ImGuiCol_TableHeaderBg] = ImVec4(0.24f, 0.19f, 0.13f, 1.f);
    c[ImGuiCol_TableBorderStrong] = ImVec4(0.45f, 0.38f, 0.25f, 0.60f);
    c[ImGuiCol_TableBorderLight] = ImVec4(0.35f, 0.30f, 0.20f, 0.40f);
    c[ImGuiCol_Text] = ImVec4(0.93f, 0.90f, 0.84f, 1.f);
    c[ImGuiCol_TextDisabled] = ImVec4(0.62f, 0.58f, 0.50f, 1.f);
}

} // namespace guidon::engine
