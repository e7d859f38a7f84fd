#include "imgui_input.h"

#include <imgui.h>

#include <SFML/Window/Clipboard.hpp>

#include <cfloat>

namespace guidon::engine {

namespace {

int buttonIndex(sf::Mouse::Button b) {
    switch (b) {
    case sf::Mouse::Left:
        return 0;
    case sf::Mouse::Right:
        return 1;
    case sf::Mouse::Middle:
        return 2;
    case sf::Mouse::XButton1:
        return 3;
    case sf::Mouse::XButton2:
        return 4;
    default:
        return -1;
    }
}

// ImGui holds the returned pointer until the next call.
const char* getClipboard(void*) {
    static std::string text;
    sf::String s = sf::Clipboard::getString();
    std::basic_string<sf::Uint8> utf8 = s.toUtf8();
    text.assign(utf8.begin(), utf8.end());
    return text.c_str();
}

void setClipboard(void*, const char* text) {
    std::string t = text ? text : "";
    sf::Clipboard::setString(sf::String::fromUtf8(t.begin(), t.end()));
}

void updateModifiers(ImGuiIO& io) {
    auto down = [&io](sf::Keyboard::Key k) { return io.KeysDown[k]; };
    io.KeyCtrl = down(sf::Keyboard::LControl) || down(sf::Keyboard::RControl);
    io.KeyShift = down(sf::Keyboard::LShift) || down(sf::Keyboard::RShift);
    io.KeyAlt = down(sf::Keyboard::LAlt) || down(sf::Keyboard::RAlt);
    io.KeySuper = down(sf::Keyboard::LSystem) || down(sf::Keyboard::RSystem);
}

} // namespace

void ImGuiInput::install(ImGuiIO& io) {
    io.BackendPlatformName = "guidon_sfml";
    io.BackendFlags |= ImGuiBackendFlags_HasMouseCursors;
    io.KeyMap[ImGuiKey_Tab] = sf::Keyboard::Tab;
    io.KeyMap[ImGuiKey_LeftArrow] = sf::Keyboard::Left;
    io.KeyMap[ImGuiKey_RightArrow] = sf::Keyboard::Right;
    io.KeyMap[ImGuiKey_UpArrow] = sf::Keyboard::Up;
    io.KeyMap[ImGuiKey_DownArrow] = sf::Keyboard::Down;
    io.KeyMap[ImGuiKey_PageUp] = sf::Keyboard::PageUp;
    io.KeyMap[ImGuiKey_PageDown] = sf::Keyboard::PageDown;
    io.KeyMap[ImGuiKey_Home] = sf::Keyboard::Home;
    io.KeyMap[ImGuiKey_End] = sf::Keyboard::End;
    io.KeyMap[ImGuiKey_Insert] = sf::Keyboard::Insert;
    io.KeyMap[ImGuiKey_Delete] = sf::Keyboard::Delete;
    io.KeyMap[ImGuiKey_Backspace] = sf::Keyboard::Backspace;
    io.KeyMap[ImGuiKey_Space] = sf::Keyboard::Space;
    io.KeyMap[ImGuiKey_Enter] = sf::Keyboard::Enter;
    io.KeyMap[ImGuiKey_Escape] = sf::Keyboard::Escape;
    // SFML 2.5 does not tell the keypad's Enter apart; map it to Enter too.
    io.KeyMap[ImGuiKey_KeyPadEnter] = sf::Keyboard::Enter;
    io.KeyMap[ImGuiKey_A] = sf::Keyboard::A;
    io.KeyMap[ImGuiKey_C] = sf::Keyboard::C;
    io.KeyMap[ImGuiKey_V] = sf::Keyboard::V;
    io.KeyMap[ImGuiKey_X] = sf::Keyboard::X;
    io.KeyMap[ImGuiKey_Y] = sf::Keyboard::Y;
    io.KeyMap[ImGuiKey_Z] = sf::Keyboard::Z;
    io.GetClipboardTextFn = getClipboard;
    io.SetClipboardTextFn = setClipboard;
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
}

void ImGuiInput::event(ImGuiIO& io, const sf::Event& e) {
    switch (e.type) {
    case sf::Event::MouseMoved:
        io.MousePos = ImVec2(float(e.mouseMove.x) / scale_, float(e.mouseMove.y) / scale_);
        break;
    case sf::Event::MouseLeft:
        io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        break;
    case sf::Event::MouseButtonPressed:
    case sf::Event::MouseButtonReleased: {
        int b = buttonIndex(e.mouseButton.button);
        if (b < 0) break;
        bool down = e.type == sf::Event::MouseButtonPressed;
        held_[b] = down;
        if (down) pressedThisFrame_[b] = true;
        io.MousePos = ImVec2(float(e.mouseButton.x) / scale_, float(e.mouseButton.y) / scale_);
        break;
    }
    case sf::Event::MouseWheelScrolled:
        if (e.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel)
            io.MouseWheel += e.mouseWheelScroll.delta;
        else
            io.MouseWheelH += e.mouseWheelScroll.delta;
        break;
    case sf::Event::KeyPressed:
    case sf::Event::KeyReleased:
        // sf::Keyboard::Unknown is -1; ImGui 1.86 has 512 key slots, more than SFML's keys.
        if (static_cast<int>(e.key.code) >= 0 &&
            static_cast<int>(e.key.code) < sf::Keyboard::KeyCount) {
            bool down = e.type == sf::Event::KeyPressed;
            io.KeysDown[e.key.code] = down;
            keyHeld_[e.key.code] = down;
            if (down) keyTapped_[e.key.code] = true;
        }
        updateModifiers(io);
        break;
    case sf::Event::TextEntered:
        // Control characters arrive as text too; ImGui wants printable ones.
        if (e.text.unicode >= 32 && e.text.unicode != 127) io.AddInputCharacter(e.text.unicode);
        break;
    case sf::Event::LostFocus:
        io.AddFocusEvent(false);
        for (bool& k : io.KeysDown)
            k = false;
        keyHeld_.fill(false);
        keyTapped_.fill(false);
        updateModifiers(io);
        held_.fill(false);
        break;
    case sf::Event::GainedFocus:
        io.AddFocusEvent(true);
        break;
    default:
        break;
    }
}

void ImGuiInput::newFrame(ImGuiIO& io, sf::RenderWindow& window, float dt) {
    sf::Vector2u size = window.getSize();
    // The UI is laid out in points, `scale_` pixels each: the backend then
    // draws it scaled to the whole framebuffer.
    io.DisplaySize = ImVec2(float(size.x) / scale_, float(size.y) / scale_);
    io.DisplayFramebufferScale = ImVec2(scale_, scale_);
    io.DeltaTime = dt > 0.f ? dt : 1.f / 60.f;
    for (std::size_t i = 0; i < held_.size(); ++i)
        io.MouseDown[i] = held_[i] || pressedThisFrame_[i];
    pressedThisFrame_.fill(false);
    for (std::size_t k = 0; k < keyHeld_.size(); ++k)
        io.KeysDown[k] = keyHeld_[k] || keyTapped_[k];
    keyTapped_.fill(false);
}

void ImGuiInput::updateCursor(sf::RenderWindow& window) {
    ImGuiMouseCursor want =
        ImGui::GetIO().MouseDrawCursor ? ImGuiMouseCursor_None : ImGui::GetMouseCursor();
    if (want == shownCursor_) return;
    shownCursor_ = want;
    if (want == ImGuiMouseCursor_None) {
        window.setMouseCursorVisible(false);
        return;
    }
    window.setMouseCursorVisible(true);
    static const sf::Cursor::Type types[ImGuiMouseCursor_COUNT] = {
        sf::Cursor::Arrow,                  // Arrow
        sf::Cursor::Text,                   // TextInput
        sf::Cursor::SizeAll,                // ResizeAll
        sf::Cursor::SizeVertical,           // ResizeNS
        sf::Cursor::SizeHorizontal,         // ResizeEW
        sf::Cursor::SizeBottomLeftTopRight, // ResizeNESW
        sf::Cursor::SizeTopLeftBottomRight, // ResizeNWSE
        sf::Cursor::Hand,                   // Hand
        sf::Cursor::NotAllowed,             // NotAllowed
    };
    if (want < 0 || want >= ImGuiMouseCursor_COUNT) want = ImGuiMouseCursor_Arrow;
    auto& slot = cursors_[std::size_t(want)];
    if (!slot) {
        slot = std::make_unique<sf::Cursor>();
        if (!slot->loadFromSystem(types[want]) && !slot->loadFromSystem(sf::Cursor::Arrow)) {
            slot.reset();
            return;
        }
    }
    window.setMouseCursor(*slot);
}

} // namespace guidon::engine
