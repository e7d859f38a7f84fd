// The keys every screen shares (quit, save, load, the reference, full
// screen, screenshot, Esc), the windows over the screens (settings, the
// rules reference, the save dialog, the quit question, notices, the toast)
// and the status tests read.
#include "app.h"
#include "app_support.h"

#include "client/palette.h"
#include "data/save_file.h"
#include "full/ruleset.h"

#include <imgui.h>

#include <filesystem>
#include <sstream>

namespace fs = std::filesystem;

namespace guidon::app {

const data::RulesReference& App::reference() const {
    bool full = session_ && session_->started() &&
                session_->game().ruleset().id == full::ruleset().id;
    return full ? fullReference_ : reference_;
}

bool App::globalKey(const sf::Event& e, bool uiKeys) {
    if (e.type != sf::Event::KeyPressed) return false;
    if (quitQuestionKey(e)) return true;
    const sf::Event::KeyEvent& k = e.key;
    if (k.control && k.code == sf::Keyboard::Q) {
        requestQuit();
        return true;
    }
    if (k.code == sf::Keyboard::F12) {
        wantScreenshot_ = true;
        return true;
    }
    if (k.code == sf::Keyboard::F1) {
        if (referenceWindow_.isOpen())
            referenceWindow_.close();
        else
            referenceWindow_.show();
        return true;
    }
    if (k.code == sf::Keyboard::F11) {
        data::Settings before = settings_;
        settings_.fullscreen = !settings_.fullscreen;
        applySettings(before);
        return true;
    }
    // In the editor, Ctrl+S and Ctrl+O save and open maps (the editor's own keys).
    bool editorKeys = inEditor_ && !page_;
    // A set-up half done is no game to keep (as guidon-cli pickup): said, and
    // the set-up stays (the save dialog would close it and save the game
    // under it instead).
    if (k.control && k.code == sf::Keyboard::S &&
        dynamic_cast<client::PickupScreen*>(page_.get())) {
        toast("A pick-up battle can be saved once its set-up is done.", true);
        return true;
    }
    if (k.control && k.code == sf::Keyboard::S && session_ && !editorKeys) {
        client::Go g;
        g.to = client::Go::To::Save;
        follow(g);
        return true;
    }
    if (k.control && k.code == sf::Keyboard::O && libraryOk_ && !editorKeys) {
        showLoadList();
        return true;
    }
    // Esc cancels the save dialog at once, even while its name is being typed.
    if (k.code == sf::Keyboard::Escape && saveDialog_.isOpen()) {
        saveDialog_.close();
        return true;
    }
    if (k.code == sf::Keyboard::Escape && !uiKeys) {
        // The topmost window closes first.
        if (settingsOpen_) {
            settingsOpen_ = false;
            saveSettings();
            return true;
        }
        if (referenceWindow_.isOpen()) {
            referenceWindow_.close();
            return true;
        }
        if (auto* p = dynamic_cast<client::PickupScreen*>(page_.get()); p && !p->wantsEscape()) {
            showNewBattle();
            return true;
        }
        if (editorKeys && !editor_->wantsEscape()) {
            showMainMenu();
            return true;
        }
        if (!page_ && !inEditor_ && table_ && !table_->wantsEscape()) {
            showMainMenu();
            return true;
        }
    }
    return false;
}

void App::drawOverlays(sf::Vector2f size) {
    ImVec2 sz(size.x, size.y);
    if (settingsOpen_) {
        data::Settings before = settings_;
        bool open = true;
        if (client::drawSettings(settings_, open, settingsFocus_, fonts_, sz))
            applySettings(before);
        if (!open) {
            settingsOpen_ = false;
            saveSettings();
        }
    }
    referenceWindow_.draw(reference(), fonts_, sz);
    if (table_)
        if (std::optional<std::string> rule = table_->takeRuleRequest())
            referenceWindow_.show(*rule);
    if (auto* p = dynamic_cast<client::PickupScreen*>(page_.get()))
        if (std::optional<std::string> rule = p->takeRuleRequest()) referenceWindow_.show(*rule);
    std::string name;
    if (saveDialog_.draw(name, saveError_, sz) && session_) {
        std::string file = client::safeFileName(name);
        std::string error;
        if (file.empty()) {
            saveError_ = "Give the save a name of letters or digits.";
        } else if (!data::ensureDir(paths_.savesDir(), error)) {
            saveError_ = "Cannot make " + paths_.savesDir() + ": " + error;
        } else {
            std::string path = paths_.savesDir() + "/" + file + ".xml";
            if (fs::exists(path) && overwriteArmed_ != path) {
                overwriteArmed_ = path;
                saveError_ =
                    "A save named \"" + file + "\" exists. Press Save again to replace it.";
            } else if (!data::writeSaveAtomic(path, session_->record(), error)) {
                saveError_ = error;
            } else {
                saveDialog_.close();
                saveError_.clear();
                markSaved();
                toast("Saved as \"" + file + "\".");
                if (quitAfterSave_) quit_ = true;
            }
        }
    }
    if (!saveDialog_.isOpen()) quitAfterSave_ = false; // cancelled: the game goes on
    if (quitAsked_ && !quit_) drawQuitQuestion(sz);
    drawNotices(sz);
    if (toastLeft_ > 0.f && !toast_.empty()) {
        ImGui::SetNextWindowPos(ImVec2(sz.x * 0.5f, sz.y - 60.f), ImGuiCond_Always,
                                ImVec2(0.5f, 1.f));
        ImGui::SetNextWindowBgAlpha(0.92f);
        ImGui::Begin("##toast", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                         ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
        ImGui::TextColored(toastError_ ? client::kRefusalColour : client::kGold, "%s",
                           toast_.c_str());
        ImGui::End();
    }
}

void App::toast(std::string text, bool error) {
    toast_ = std::move(text);
    toastError_ = error;
    toastLeft_ = 4.f;
}

void App::screenshotKey() {
    wantScreenshot_ = false;
    std::string error;
    if (!data::ensureDir(paths_.screenshotsDir(), error)) {
        toast("Cannot make " + paths_.screenshotsDir() + ": " + error, true);
        return;
    }
    std::string path = paths_.screenshotsDir() + "/guidon-" + stamp() + ".png";
    for (int n = 2; fs::exists(path); ++n)
        path = paths_.screenshotsDir() + "/guidon-" + stamp() + "-" + std::to_string(n) + ".png";
    if (gfx_->window.saveScreenshot(path, error))
        toast("Screenshot saved: " + path);
    else
        toast("Screenshot failed: " + error, true);
}

std::string App::statusReport() const {
    std::ostringstream o;
    if (table_) o << table_->statusReport() << "script " << script_.state() << "\n";
    sf::Vector2i at = gfx_->window.target().getPosition();
    if (inEditor_ && editor_ && !page_) o << editor_->statusReport();
    if (auto* p = dynamic_cast<client::PickupScreen*>(page_.get())) o << p->statusReport();
    o << "screen "
      << (page_                  ? pageName_
          : inEditor_ && editor_ ? "editor"
          : table_               ? "table"
                                 : "none")
      << "\n"
      << "overlay "
      << (saveDialog_.isOpen()        ? "save"
          : settingsOpen_             ? "settings"
          : referenceWindow_.isOpen() ? "reference"
                                      : "none")
      << "\n"
      << "window " << at.x << " " << at.y << "\n"
      << "window-size " << gfx_->window.size().x << " " << gfx_->window.size().y << "\n"
      << "ui-scale " << gfx_->ui.scale() << " " << settings_.uiScale << "\n"
      << "sides " << (client::palette::colourBlindSafe() ? "colour-blind-safe" : "classic") << "\n";
    return o.str();
}

} // namespace guidon::app
