// The player's own files as the window keeps them: nothing lost, nothing
// silent. One window owns the player's folder at a time (the lock); the
// settings are written only when the player changed one, merged into the
// file as it is, and a file that cannot be read is moved aside, never
// overwritten; an autosave that fails is shown until one succeeds, and the
// autosave on disk is then marked as older; quitting while it fails asks.
#include "app.h"
#include "app_support.h"

#include "client/palette.h"
#include "client/ui_kit.h"
#include "data/durable_file.h"

#include <imgui.h>

#include <algorithm>
#include <filesystem>
#include <iostream>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace guidon::app {

// [SECTION] Notices

void App::notice(const std::string& key, std::string text, bool error) {
    for (Notice& n : notices_)
        if (n.key == key) {
            n.text = std::move(text);
            n.error = error;
            return;
        }
    notices_.push_back({key, std::move(text), error});
}

void App::dropNotice(const std::string& key) {
    notices_.erase(std::remove_if(notices_.begin(), notices_.end(),
                                  [&](const Notice& n) { return n.key == key; }),
                   notices_.end());
}

void App::drawNotices(ImVec2 sz) {
    if (notices_.empty()) return;
    // Under the top edge, over every screen, until the player dismisses it.
    const float width = std::min(720.f, sz.x - 40.f);
    ImGui::SetNextWindowPos(ImVec2(sz.x * 0.5f, 8.f), ImGuiCond_Always, ImVec2(0.5f, 0.f));
    ImGui::SetNextWindowSize(ImVec2(width, 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.95f);
    ImGui::Begin("##notices", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                     ImGuiWindowFlags_NoNav);
    std::string dismissed;
    for (const Notice& n : notices_) {
        ImGui::PushID(n.key.c_str());
        ImGui::PushTextWrapPos(width - 90.f);
        ImGui::TextColored(n.error ? client::kRefusalColour : client::kGold, "%s", n.text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::SameLine(width - 76.f);
        if (ImGui::SmallButton("Dismiss")) dismissed = n.key;
        ImGui::PopID();
    }
    ImGui::End();
    if (!dismissed.empty()) dropNotice(dismissed);
}

// [SECTION] Settings

void App::loadPlayerSettings() {
    std::vector<std::string> warnings;
    data::SettingsRead read;
    const std::string file = paths_.settingsFile();
    settings_ = data::loadSettings(file, warnings, &read);
    for (const std::string& w : warnings)
        std::cerr << "guidon: settings: " << w << "\n";
    settingsBase_ = settings_;
    if (read.usable) return;
    // Not readable as a whole: never written over with defaults. A regular
    // file is moved aside, so the next start is clean and nothing is lost; a
    // link, a device or a pipe is left where it is and this run keeps no
    // settings.
    struct stat st {};
    std::string error, aside;
    if (lstat(file.c_str(), &st) == 0 && S_ISREG(st.st_mode)) aside = data::moveAside(file, error);
    std::string text = "Your settings could not be read (" + read.why + "). The defaults are used";
    if (!aside.empty()) {
        text += "; the file was moved to " + aside + ".";
    } else {
        settingsFrozen_ = true;
        text += "; the file is left as it is and is not written: " +
                (error.empty() ? std::string("it is not a regular file") : error) + ".";
    }
    std::cerr << "guidon: " << text << "\n";
    notice("settings", text, true);
}

void App::saveSettings() {
    if (table_) {
        settings_.showGrid = table_->options().grid;
        settings_.showLabels = table_->options().labels;
    }
    // Only what the player changed, and only if he changed something.
    if (settingsFrozen_ || data::sameSettings(settings_, settingsBase_)) return;
    std::vector<std::string> ignored;
    data::SettingsRead read;
    data::Settings onDisk = data::loadSettings(paths_.settingsFile(), ignored, &read);
    if (!read.usable) {
        // Spoilt since the start (another program, the player's editor):
        // leave it to him.
        std::cerr << "guidon: the settings were not saved: " << read.why << "\n";
        return;
    }
    std::string error;
    if (!data::saveSettings(paths_.settingsFile(), data::withChanges(onDisk, settingsBase_, settings_),
                            error)) {
        std::cerr << "guidon: cannot keep the settings: " << error << "\n";
        if (started_ && !quit_) toast("Cannot keep the settings: " + error, true);
        return;
    }
    settingsBase_ = settings_;
}

// [SECTION] The folder, the lock and the crash marker

void App::openPlayerFiles() {
    std::string err;
    if (!data::ensureDir(paths_.dataDir, err)) {
        std::string text = "Cannot write to " + paths_.dataDir + " (" + err +
                           "): no autosave and no crash recovery this time.";
        std::cerr << "guidon: " << text << "\n";
        notice("folder", text, true);
    }
    long other = 0;
    ownsHome_ = lock_.acquire(paths_.dataDir, other, err);
    if (!ownsHome_ && other == 0) {
        // No lock can be had at all (a read-only folder): nobody else owns
        // it either, and the folder's own problem is said above.
        std::cerr << "guidon: " << err << "\n";
        ownsHome_ = true;
    }
    if (!ownsHome_) {
        // Another window owns the folder: its crash marker and its autosave
        // are its own. This one autosaves beside the player's saves.
        crashed_ = false;
        autosave_ = opt_.autosave.empty() ? paths_.savesDir() + "/autosave-" + stamp() + ".xml"
                                          : opt_.autosave;
        std::string text = "Guidon is already open in another window (process " +
                           std::to_string(other) + "). This window does not offer its games to " +
                           "continue; its own game is autosaved as " + autosave_ +
                           " (Load a saved game lists it).";
        std::cerr << "guidon: " << text << "\n";
        notice("second-window", text, false);
        return;
    }
    autosave_ = opt_.autosave.empty() ? paths_.autosaveFile() : opt_.autosave;
    // A marker left by a run that never reached its end: it crashed.
    crashed_ = fs::exists(paths_.runningMarker());
    std::string marker = std::to_string(static_cast<long>(::getpid())) + "\n";
    if (!data::writeTextFileAtomic(paths_.runningMarker(), marker, err))
        std::cerr << "guidon: no crash recovery this time: " << err << "\n";
    // What a killed writer left half written.
    for (const std::string& dir : {paths_.configDir, paths_.dataDir, paths_.savesDir(),
                                   paths_.mapsDir(), paths_.pickupsDir()})
        for (const std::string& name : data::removeLeftoverTemporaries(dir))
            std::cerr << "guidon: removed " << dir << "/" << name
                      << ", left half written when Guidon was stopped\n";
}

void App::closePlayerFiles() {
    // A clean end: no crash to offer a resume for next time.
    if (ownsHome_) {
        std::error_code ec;
        fs::remove(paths_.runningMarker(), ec);
    }
    lock_.release();
}

// [SECTION] The autosave

std::string App::olderAutosave() const {
    std::string base = autosave_;
    if (base.size() > 4 && base.compare(base.size() - 4, 4, ".xml") == 0) base.resize(base.size() - 4);
    return base + ".older.xml";
}

void App::watchAutosave() {
    if (!session_) return;
    std::error_code ec;
    if (session_->autosavesWritten() > autosavesSeen_) {
        // What is on disk is the game as played: an older one is no more.
        autosavesSeen_ = session_->autosavesWritten();
        fs::remove(olderAutosave(), ec);
    }
    int failures = session_->autosaveFailures();
    if (failures == autosaveFailuresSeen_) return;
    if (failures == 0) {
        autosaveFailuresSeen_ = 0;
        dropNotice("autosave");
        toast("The autosave works again.");
        return;
    }
    if (autosaveFailuresSeen_ == 0 && fs::is_regular_file(autosave_, ec)) {
        // The autosave on disk is no longer the game in progress: Continue
        // must not offer it as if it were.
        fs::rename(autosave_, olderAutosave(), ec);
    }
    autosaveFailuresSeen_ = failures;
    std::string text = "The autosave failed: " + session_->autosaveError() +
                       ". This game is not being kept; save it with Ctrl+S or free the folder.";
    if (failures > 1) text += " (" + std::to_string(failures) + " turns in a row)";
    std::cerr << "guidon: autosave failed: " << session_->autosaveError() << "\n";
    notice("autosave", text, true); // again at every failure, dismissed or not
}

bool App::autosaveFailing() const {
    return session_ && !playTest_ && !session_->state().over && session_->autosaveFailures() > 0;
}

// [SECTION] Quitting without losing anything

void App::requestQuit() {
    // A map with changes not saved, or a game the autosave cannot keep, is
    // asked about first (a stop signal is not).
    if ((editor_ && editor_->doc().dirty()) || autosaveFailing()) {
        if (!quitAsked_) {
            quitAsked_ = true;
            return;
        }
    }
    quit_ = true;
}

void App::drawQuitQuestion(ImVec2 sz) {
    ImGui::SetNextWindowPos(ImVec2(sz.x * 0.5f, sz.y * 0.4f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(460.f, 0.f), ImGuiCond_Always);
    ImGui::Begin("Quit Guidon?", nullptr,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoResize);
    bool map = editor_ && editor_->doc().dirty();
    if (map)
        ImGui::TextWrapped("The map \"%s\" has changes that are not saved. Quit anyway? It is kept in "
                           "your maps folder as unsaved-..., and Open lists it.",
                           editor_->doc().battle().name.c_str());
    if (autosaveFailing())
        ImGui::TextWrapped("The game cannot be autosaved (%s). Quit anyway, and lose it since its "
                           "last autosave? Save it first with Ctrl+S to keep it.",
                           session_->autosaveError().c_str());
    if (map && ImGui::Button("Back to the map")) {
        quitAsked_ = false;
        showEditor("");
    }
    if (!map && ImGui::Button("Back to the game")) quitAsked_ = false;
    ImGui::SameLine();
    if (ImGui::Button("Quit anyway")) quit_ = true;
    ImGui::End();
}

} // namespace guidon::app
