// The editor's dialogs, each modal: a new map (its name and size), open a
// map (the game's and the designer's), save as (asking before replacing a
// file), and unsaved changes (before New or Open throws them away).
#include "editor_screen.h"

#include "data/battle_file.h"
#include "data/settings_file.h"
#include "overlays.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace guidon::client {

namespace fs = std::filesystem;

// [SECTION] dialogs

void EditorScreen::drawDialogs(sf::Vector2f size) {
    // Each dialog is modal: nothing behind it takes a click until it closes.
    const char* titles[] = {"", "New map", "Open a map", "Save the map as", "Unsaved changes"};
    if (dialog_ == Dialog::None) {
        if (!openPopup_.empty() && ImGui::BeginPopupModal(openPopup_.c_str())) {
            ImGui::CloseCurrentPopup(); // closed by a key: the popup goes too
            ImGui::EndPopup();
        }
        openPopup_.clear();
        return;
    }
    const Dialog shown = dialog_;
    const char* title = titles[int(shown)];
    if (openPopup_ != title) {
        ImGui::OpenPopup(title);
        openPopup_ = title;
    }
    ImGui::SetNextWindowPos(ImVec2(size.x * 0.5f, size.y * 0.4f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(440.f, 0.f), ImGuiCond_Always);
    if (!ImGui::BeginPopupModal(title, nullptr,
                                ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                                    ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove))
        return;
    bool first = !dialogOpened_;
    dialogOpened_ = true;
    auto close = [&] {
        dialog_ = Dialog::None;
        dialogError_.clear();
    };
    switch (dialog_) {
    case Dialog::New: {
        if (first) {
            std::snprintf(fileText_, sizeof fileText_, "%s", "New battle");
            // The rules of the map in hand, its standard table.
            newRules_ = full_ ? 1 : 0;
            newWidth_ = full_ ? 72.f : 48.f;
            newHeight_ = full_ ? 48.f : 32.f;
        }
        ImGui::SetNextItemWidth(300.f);
        ImGui::InputText("Battle name", fileText_, sizeof fileText_);
        // The rules it is played by; each measures in its own unit.
        const int rules = newRules_;
        ImGui::TextUnformatted("Rules:");
        ImGui::SameLine();
        ImGui::RadioButton("Longstreet Lite", &newRules_, 0);
        ImGui::SameLine();
        ImGui::RadioButton("The full game", &newRules_, 1);
        if (newRules_ != rules) { // the standard table of the rules chosen
            newWidth_ = newRules_ == 1 ? 72.f : 48.f;
            newHeight_ = newRules_ == 1 ? 48.f : 32.f;
        }
        const char* unit = newRules_ == 1 ? "inches" : "BW";
        ImGui::Text("The table's size in %s (%s is the standard table).", unit,
                    newRules_ == 1 ? "72 x 48" : "48 x 32");
        ImGui::SetNextItemWidth(160.f);
        ImGui::InputFloat("Width", &newWidth_, 1.f, 8.f, "%.0f");
        ImGui::SetNextItemWidth(160.f);
        ImGui::InputFloat("Height", &newHeight_, 1.f, 8.f, "%.0f");
        // Enter makes the table (Esc cancels: EditorScreen::event).
        if (ImGui::Button("Make the table") || keyTapped(ImGuiKey_Enter)) {
            if (newWidth_ < 8.f || newWidth_ > 200.f || newHeight_ < 8.f || newHeight_ > 200.f) {
                dialogError_ = std::string("A table is 8 to 200 ") + unit + " each way.";
            } else if (std::string(fileText_).find_first_not_of(' ') == std::string::npos) {
                dialogError_ = "Give the battle a name.";
            } else {
                newMap(double(newWidth_), double(newHeight_), fileText_, newRules_ == 1);
                close();
            }
        }
        ImGui::SameLine();
        if (ImGui::Button("Cancel")) close();
        break;
    }
    case Dialog::Open: {
        if (first) {
            openList_.clear();
            // The designer's, the game's, the game's of the full game.
            for (const std::string& dir :
                 {folders_.user, folders_.shipped, folders_.shipped + "/full"}) {
                std::error_code ec;
                std::vector<std::string> found;
                for (const auto& e : fs::directory_iterator(dir, ec))
                    if (e.is_regular_file() && e.path().extension() == ".xml" &&
                        e.path().filename().string()[0] != '.')
                        found.push_back(e.path().string());
                std::sort(found.begin(), found.end());
                openList_.insert(openList_.end(), found.begin(), found.end());
            }
        }
        if (openList_.empty()) ImGui::TextUnformatted("No maps found.");
        for (const std::string& p : openList_) {
            bool mine = fs::path(p).parent_path() == fs::path(folders_.user);
            bool fullGame = fs::path(p).parent_path().filename() == "full" && !mine;
            std::string label = fs::path(p).stem().string() + (mine ? "  (yours)" : "") +
                                (fullGame ? "  (full game)" : "");
            if (ImGui::Selectable(label.c_str())) {
                if (doc_->dirty()) {
                    pendingOpen_ = p;
                    pendingNew_ = false;
                    dialog_ = Dialog::Discard;
                    dialogOpened_ = false;
                } else {
                    std::string error;
                    if (open(p, error))
                        close();
                    else
                        dialogError_ = error;
                }
            }
        }
        if (ImGui::Button("Cancel")) close();
        break;
    }
    case Dialog::SaveAs: {
        if (first) {
            std::string suggestion =
                path_.empty() ? doc_->map().name : fs::path(path_).stem().string();
            std::snprintf(fileText_, sizeof fileText_, "%s", safeFileName(suggestion).c_str());
            ImGui::SetKeyboardFocusHere();
        }
        ImGui::TextWrapped("Saved in %s; New battle lists it.", folders_.user.c_str());
        ImGui::SetNextItemWidth(300.f);
        bool enter = ImGui::InputText("File name", fileText_, sizeof fileText_,
                                      ImGuiInputTextFlags_EnterReturnsTrue);
        if (ImGui::Button("Save") || enter) {
            std::string file = safeFileName(fileText_);
            if (file.empty()) {
                dialogError_ = "Give the map a name of letters or digits.";
            } else {
                std::string path = folders_.user + "/" + file + ".xml";
                std::string error;
                if (!data::ensureDir(folders_.user, error)) {
                    dialogError_ = "Cannot make " + folders_.user + ": " + error;
                } else if (fs::exists(path) && path != path_ && overwriteArmed_ != path) {
                    overwriteArmed_ = path;
                    dialogError_ =
                        "A map named \"" + file + "\" exists. Press Save again to replace it.";
                } else if (!saveTo(path, error)) {
                    dialogError_ = error;
                } else {
                    tell("Saved " + file + ".xml.");
                    overwriteArmed_.clear();
                    close();
                }
            }
        }
        ImGui::SameLine();
        if (ImGui::Button("Cancel")) close();
        break;
    }
    case Dialog::Discard:
        ImGui::TextWrapped("This map has changes that are not saved. Throw them away?");
        if (ImGui::Button("Throw them away")) {
            std::string p = pendingOpen_;
            bool makeNew = pendingNew_;
            close();
            if (makeNew) {
                dialog_ = Dialog::New;
                dialogOpened_ = false;
            } else if (!p.empty()) {
                std::string error;
                if (!open(p, error)) tell(error, true);
            }
            pendingOpen_.clear();
            pendingNew_ = false;
        }
        ImGui::SameLine();
        // Enter keeps them: the answer that loses nothing.
        if (ImGui::Button("Keep them") || keyTapped(ImGuiKey_Enter)) {
            close();
            pendingOpen_.clear();
            pendingNew_ = false;
        }
        break;
    case Dialog::None:
        break;
    }
    if (!dialogError_.empty()) textWrapped(kRefusalColour, dialogError_);
    if (dialog_ != shown) { // closed, or another dialog follows (discard, then new)
        ImGui::CloseCurrentPopup();
        openPopup_.clear();
    }
    ImGui::EndPopup();
}

} // namespace guidon::client
