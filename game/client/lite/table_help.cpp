// What the table screen tells on hover and on H: a unit's facts, the
// ground's facts under the mouse, and the keys and mouse window. Part of
// TableScreen (table_screen.h).
#include "table_screen.h"

#include "client/lengths.h"
#include "core/words.h"
#include "engine/components.h"
#include "facts.h"
#include "lite/ranges.h"
#include "lite/ruleset.h"

#include <imgui.h>

#include <string>

namespace guidon::client {

void TableScreen::hoverTooltip() const {
    for (engine::Entity e : registry_.view<engine::Hovered, UnitFigure>()) {
        int i = registry_.get<UnitFigure>(e).unit;
        if (i < 0 || std::size_t(i) >= player_.units.size()) continue;
        const lite::Unit& u = player_.units[std::size_t(i)];
        ImGui::BeginTooltip();
        pushFont(fonts_.title);
        ImGui::TextColored(sideColour(u.side), "%s", u.name.c_str());
        popFont(fonts_.title);
        ImGui::TextDisabled("%s %s, %d %s%s", sideTitle(u.side),
                            u.type == lite::UnitType::Artillery ? "battery" : "regiment", u.bases,
                            u.type == lite::UnitType::Artillery ? (u.bases == 1 ? "gun" : "guns")
                                                                : (u.bases == 1 ? "base" : "bases"),
                            u.limbered ? ", limbered" : "");
        bool fired = std::size_t(i) < fired_.size() && fired_[std::size_t(i)];
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.f);
        for (const std::string& f : unitFacts(liteState(), i, fired))
            ImGui::BulletText("%s", f.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void TableScreen::drawHelp(sf::Vector2f size) {
    // LL-FIRE-4: the rings R draws, at the rules' own ranges.
    static const std::string rings =
        "distance to the mouse / " + core::shortNumber(lite::kSmallArms, 2) + " and " +
        shortLengthText(lite::kBombard, lite::ruleset().length, 2) + " rings / reach this phase";
    const char* rows[][2] = {
        {"Wheel", "zoom at the mouse"},
        {"Right or middle drag, arrows", "pan"},
        {"F", "fit the table to the window"},
        {"G / L", "BW grid and thirds / unit names"},
        {"Left click", "select a unit (in a movement phase: plan its move)"},
        {"Left drag from the unit", "the next segment of the move, held to what the rules allow"},
        {"W O Q E X", "forward, oblique, wheel left, wheel right, flank"},
        {"A", "about face first"},
        {"Enter / Backspace / Esc", "move / take back a segment / cancel the plan"},
        {"Ctrl+Z", "take back the last move of this movement phase"},
        {"Shift + left drag", "a ruler in BW (snaps to base corners and edges)"},
        {"C", "clear the rulers"},
        {"D / R / V", rings.c_str()},
        {"Hover a unit", "its facts; for the side that fires, its fire zones"},
        {"F2", "hint: what the hard computer would do in your place (Apply plays it)"},
        {"Space", "the computer plays out the rest of its turn at once"},
        {"P", "pause or resume the computer"},
        {"F1", "the rules quick reference"},
        {"Esc", "the menu"},
        {"Ctrl+S / Ctrl+O", "save / load"},
        {"F11 / F12", "full screen / screenshot"},
    };
    drawKeysWindow(helpOpen_, rows, sizeof rows / sizeof rows[0], size);
}

void TableScreen::terrainTooltip(sf::Vector2f world) const {
    const core::BattleMap& b = session_->map();
    if (world.x < 0.f || world.y < 0.f || world.x > float(b.width) || world.y > float(b.height))
        return;
    std::vector<Fact> facts = terrainFactsAt(*liteState().setup, {world.x, world.y});
    if (facts.empty()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.f);
    for (const Fact& f : facts) {
        pushFont(fonts_.title);
        ImGui::TextColored(kGold, "%s", f.title.c_str());
        popFont(fonts_.title);
        for (const std::string& l : f.lines)
            ImGui::BulletText("%s", l.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

} // namespace guidon::client
