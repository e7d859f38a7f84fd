#include "table_shell.h"

#include "ui_kit.h"

#include "sim/session.h"
#include "table_ui.h"

#include <imgui.h>

#include <sstream>

namespace guidon::client {

bool tableCameraEvent(const sf::Event& e, bool uiMouse, bool uiKeys, const PanelGrounds& panels,
                      float uiScale, engine::Camera& camera, engine::CameraControls& controls,
                      TablePointer& pointer, bool& mouseFree, bool& keysFree) {
    pointer.uiMouse = uiMouse;
    if (e.type == sf::Event::MouseMoved) pointer.mouse = {e.mouseMove.x, e.mouseMove.y};
    if (e.type == sf::Event::MouseLeft) pointer.mouse = {-1, -1};
    // (A press or the wheel only: a drag that began on the table goes on
    // over a panel.)
    bool onPanel = false;
    if (e.type == sf::Event::MouseButtonPressed)
        onPanel = panels.contains({e.mouseButton.x, e.mouseButton.y}, uiScale);
    if (e.type == sf::Event::MouseWheelScrolled)
        onPanel = panels.contains({e.mouseWheelScroll.x, e.mouseWheelScroll.y}, uiScale);
    mouseFree = !uiMouse && !onPanel;
    keysFree = !uiKeys;
    if (!controls.handleEvent(camera, e, mouseFree, keysFree)) return false;
    if (e.type == sf::Event::MouseWheelScrolled || e.type == sf::Event::MouseMoved)
        pointer.cameraMoved = true;
    if (e.type == sf::Event::KeyPressed && e.key.code == sf::Keyboard::F)
        pointer.cameraMoved = false;
    return true;
}

core::LineResult submitTableLine(sim::Session& session, const std::string& line, const char* from,
                                 std::optional<core::Refusal>& refusal) {
    core::LineResult out = session.submitLine(line);
    if (!out.error.empty()) {
        core::Refusal r;
        r.rule = from;
        r.reason = "'" + line + "': " + out.error;
        refusal = r;
        out.refusal = r;
    } else if (out.accepted) {
        refusal.reset();
    } else {
        refusal = out.refusal;
    }
    return out;
}

sf::FloatRect tableAreaOf(sf::Vector2f size, float columnWidth, float margin, float below) {
    float top = kTurnBarHeight + margin;
    float w = size.x - columnWidth - 3.f * margin;
    float h = size.y - top - margin - (below > 0.f ? below + margin : 0.f);
    if (w < 0.4f * size.x || h < 0.3f * size.y) return {0.f, top, size.x, size.y - top};
    return {margin, top, w, h};
}

std::string tableViewStatus(std::size_t rulers, const engine::Camera& camera,
                            const TableOptions& options) {
    std::ostringstream o;
    o << "rulers " << rulers << "\n"
      << "camera " << camera.centre().x << " " << camera.centre().y << " " << camera.zoom()
      << "\n"
      << "table-area " << options.area.left << " " << options.area.top << " "
      << options.area.width << " " << options.area.height << "\n";
    return o.str();
}

bool tableViewKey(const sf::Event& e, bool keysFree, TableOptions& options) {
    if (e.type != sf::Event::KeyPressed || !keysFree || e.key.control || e.key.alt) return false;
    if (e.key.code == sf::Keyboard::G) options.grid = !options.grid;
    else if (e.key.code == sf::Keyboard::L) options.labels = !options.labels;
    else return false;
    return true;
}

void drawKeysWindow(bool& open, const char* const (*rows)[2], std::size_t count,
                    sf::Vector2f size) {
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.5f), ImGuiCond_Appearing,
                            ImVec2(0.5f, 0.5f));
    if (!ImGui::Begin("Keys and mouse (H)", &open,
                      ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                          ImGuiWindowFlags_NoCollapse)) {
        ImGui::End();
        return;
    }
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_RowBg)) {
        for (std::size_t i = 0; i < count; ++i) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextColored(kGold, "%s", rows[i][0]);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(rows[i][1]);
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

bool beginColumn(const char* id, sf::Vector2f size, float top, float width, float margin) {
    ImGui::SetNextWindowPos(ImVec2(size.x - width - margin, top), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(width, size.y - top - margin), ImGuiCond_Always);
    // A scrollbar when a long decision and the log's least height overflow.
    const ImGuiWindowFlags flags =
        ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoCollapse |
        ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoFocusOnAppearing;
    return ImGui::Begin(id, nullptr, flags);
}

} // namespace guidon::client
