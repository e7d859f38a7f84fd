// The player's own files as the window keeps them: nothing lost, nothing
// silent. One window owns the player's folder at a time (the lock); the
// settings are written only when the player changed one, merged into the
// file as it is, and a file that cannot be read is moved aside, never
// overwritten; an autosave that fails is shown until one succeeds, and the
// autosave on disk is then marked as older; quitting a game with commands
// no save holds asks first (Save, Quit without saving, Cancel).
#include "app.h"
#include "app_support.h"

#include "client/palette.h"
#include "client/table_ui.h"
#include "client/ui_kit.h"
#include "data/durable_file.h"

#include <imgui.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace guidon::app {

// [SECTION] Notices

void App::notice(const std::string& key, std::string text, bool error) {
    noticesChanged_ = true;
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
    // Under the turn bar (and the editor's toolbar), over every screen,
    // until the player dismisses it; brought to the front when it is new.
    const float width = std::min(600.f, sz.x - 40.f);
    ImGui::SetNextWindowPos(ImVec2(sz.x * 0.5f, client::kTurnBarHeight + 8.f), ImGuiCond_Always,
                            ImVec2(0.5f, 0.f));
    ImGui::SetNextWindowSize(ImVec2(width, 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowBgAlpha(0.95f);
    if (noticesChanged_) ImGui::SetNextWindowFocus();
    noticesChanged_ = false;
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
    settings_ = data::loadSettings(paths_.settingsFile(), warnings, &settingsRead_);
    for (const std::string& w : warnings)
        std::cerr << "guidon: settings: " << w << "\n";
    settingsBase_ = settings_;
    // Not readable as a whole: never written over with defaults (what to do
    // with the file waits for the window, which can say so: keepBadSettings).
    settingsFrozen_ = !settingsRead_.usable;
}

void App::keepBadSettings() {
    if (settingsRead_.usable) return;
    // A regular file is moved aside, so the next start is clean and nothing
    // is lost; a link, a device or a pipe is left where it is and this run
    // keeps no settings.
    const std::string file = paths_.settingsFile();
    struct stat st {};
    std::string error, aside;
    bool link = lstat(file.c_str(), &st) == 0 && S_ISLNK(st.st_mode);
    if (!link && S_ISREG(st.st_mode)) aside = data::moveAside(file, error);
    std::string text =
        "Your settings could not be read (" + settingsRead_.why + "). The defaults are used";
    if (!aside.empty()) {
        settingsFrozen_ = false; // a new file holds what the player changes
        text += "; the file was moved to " + aside + ".";
    } else if (link) {
        std::error_code ec;
        text += "; " + file + " is a link to " + fs::read_symlink(file, ec).string() +
                ", left as it is and not written: mend or remove what it points to.";
    } else {
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
    if (!data::saveSettings(paths_.settingsFile(),
                            data::withChanges(onDisk, settingsBase_, settings_), error)) {
        std::cerr << "guidon: cannot keep the settings: " << error << "\n";
        if (started_ && !quit_) toast("Cannot keep the settings: " + error, true);
        return;
    }
    settingsBase_ = settings_;
}

// [SECTION] The folder, the lock and the crash marker

namespace {
// The process id a marker file names, 0 when none.
long pidIn(const std::string& file) {
    std::ifstream in(file);
    long pid = 0;
    in >> pid;
    return in ? pid : 0;
}
} // namespace

void App::openPlayerFiles() {
    keepBadSettings();
    std::string err;
    if (!data::ensureDir(paths_.dataDir, err)) {
        std::string text = "Cannot write to " + paths_.dataDir + " (" + err +
                           "): no autosave and no crash recovery this time.";
        std::cerr << "guidon: " << text << "\n";
        notice("folder", text, true);
    }
    long other = 0;
    using Lock = data::HomeLock::Result;
    Lock got = lock_.acquire(paths_.dataDir, other, err);
    if (got == Lock::Unavailable) {
        // No lock can be had here (a read-only folder, something planted at
        // its name): a live process named by the crash marker still owns it.
        std::cerr << "guidon: " << err << "\n";
        long pid = pidIn(paths_.runningMarker());
        if (pid > 0 && pid != static_cast<long>(::getpid()) &&
            ::kill(static_cast<pid_t>(pid), 0) == 0) {
            got = Lock::HeldByOther;
            other = pid;
        }
    }
    ownsHome_ = got != Lock::HeldByOther;
    if (!ownsHome_) {
        // Another window owns the folder: its crash marker and its autosave
        // are its own. This one autosaves beside the player's saves, under a
        // name no other window has.
        crashed_ = false;
        autosave_ = opt_.autosave;
        std::string base = paths_.savesDir() + "/autosave-" + stamp() + "-" +
                           std::to_string(static_cast<long>(::getpid()));
        for (int n = 1; autosave_.empty(); ++n) {
            std::string name = base + (n == 1 ? "" : "-" + std::to_string(n)) + ".xml";
            if (!fs::exists(name)) autosave_ = name;
        }
        std::string who = other > 0 ? " (process " + std::to_string(other) + ")" : "";
        std::string text = "Guidon is already open in another window" + who +
                           ". This window does not offer its games to continue; its own game is "
                           "autosaved as " +
                           autosave_ + " (Load a saved game lists it).";
        std::cerr << "guidon: " << text << "\n";
        notice("second-window", text, false);
        return;
    }
    autosave_ = opt_.autosave.empty() ? paths_.autosaveFile() : opt_.autosave;
    // A marker left by a run that never reached its end: it crashed.
    crashed_ = fs::exists(paths_.runningMarker());
    std::string marker = std::to_string(static_cast<long>(::getpid())) + "\n";
    if (!data::writeTextFileAtomic(paths_.runningMarker(), marker, err)) {
        std::string text = "No crash recovery this time: " + err + ".";
        std::cerr << "guidon: " << text << "\n";
        notice("marker", text, true);
    }
    // What a killed writer left half written.
    for (const std::string& dir : {paths_.configDir, paths_.dataDir, paths_.savesDir(),
                                   paths_.mapsDir(), paths_.pickupsDir()})
        for (const std::string& name : data::removeLeftoverTemporaries(dir))
            std::cerr << "guidon: removed " << dir << "/" << name
                      << ", left half written when Guidon was stopped\n";
    // An autosave that cannot be read is not silently passed over.
    for (const std::string& file : {autosave_, olderAutosave()}) {
        data::SaveGame save;
        data::Problems p;
        std::error_code ec;
        if (!fs::is_regular_file(file, ec) || data::loadSave(file, save, p)) continue;
        std::string error, aside = data::moveAside(file, error);
        std::string text = "The autosave " + file + " cannot be read (" +
                           (p.empty() ? std::string("unreadable") : p.list.front().str()) + ")" +
                           (aside.empty() ? ": " + error : "; it was moved to " + aside) + ".";
        std::cerr << "guidon: " << text << "\n";
        notice("autosave-unreadable", text, true);
    }
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
    if (base.size() > 4 && base.compare(base.size() - 4, 4, ".xml") == 0)
        base.resize(base.size() - 4);
    return base + ".older.xml";
}

// Where the fact "the autosave on disk is older than the game last played"
// is kept when the autosave cannot be moved to olderAutosave() (a folder that
// cannot be written): the config folder, which may still take it.
std::string App::olderNote() const {
    return paths_.configDir + "/autosave-is-older";
}

bool App::notedOlder() const {
    std::ifstream in(olderNote());
    std::string named;
    std::getline(in, named);
    return in && named == autosave_;
}

void App::watchAutosave() {
    if (!session_) return;
    std::error_code ec;
    if (session_->autosavesWritten() > autosavesSeen_) {
        // What is on disk is the game as played: an older one is no more.
        autosavesSeen_ = session_->autosavesWritten();
        fs::remove(olderAutosave(), ec);
        if (notedOlder()) fs::remove(olderNote(), ec);
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
        // must not offer it as if it were. Moved aside, or else noted.
        fs::rename(autosave_, olderAutosave(), ec);
        std::string error;
        if (ec && !(data::ensureDir(paths_.configDir, error) &&
                    data::writeTextFileAtomic(olderNote(), autosave_ + "\n", error)))
            std::cerr << "guidon: the autosave on disk cannot be marked as older: " << error
                      << "\n";
    }
    autosaveFailuresSeen_ = failures;
    std::string text = "The autosave failed: " + session_->autosaveError() +
                       ". This game is not being kept; save it with Ctrl+S or free the folder.";
    if (failures > 1) text += " (" + std::to_string(failures) + " in a row)";
    std::cerr << "guidon: autosave failed: " << session_->autosaveError() << "\n";
    notice("autosave", text, true); // again at every failure, dismissed or not
}

bool App::autosaveFailing() const {
    return session_ && !playTest_ && !session_->game().over() && session_->autosaveFailures() > 0;
}

// [SECTION] Quitting without losing anything

std::size_t App::unsavedCommands() const {
    if (!session_ || playTest_) return 0;
    const std::vector<std::string>& now = session_->record().commands;
    // What the save holds, as far as the game still agrees with it (an undo
    // may have taken back a march the save has).
    std::size_t same = 0;
    while (same < now.size() && same < savedCommands_.size() && now[same] == savedCommands_[same])
        ++same;
    return now.size() - same;
}

void App::markSaved() {
    if (session_) savedCommands_ = session_->record().commands;
}

void App::requestQuit() {
    // A map with changes not saved, or a game with commands no save holds,
    // is asked about first (a stop signal is not); asked again, it quits.
    bool map = editor_ && editor_->doc().dirty();
    if ((map || unsavedCommands() > 0) && !quitAsked_) {
        quitAsked_ = true;
        return;
    }
    quit_ = true;
}

void App::answerQuit(bool save) {
    quitAsked_ = false;
    if (!save) {
        quit_ = true;
        return;
    }
    // The save dialog, then the end once it has saved (cancelled: the game goes on).
    client::Go g;
    g.to = client::Go::To::Save;
    follow(g);
    quitAfterSave_ = true;
}

bool App::quitQuestionKey(const sf::Event& e) {
    if (!quitAsked_ || quit_ || e.type != sf::Event::KeyPressed) return false;
    bool map = editor_ && editor_->doc().dirty();
    if (e.key.code == sf::Keyboard::Escape) {
        quitAsked_ = false; // Cancel
        return true;
    }
    if (e.key.code == sf::Keyboard::Enter) {
        // The default is the answer that loses nothing.
        if (map) {
            quitAsked_ = false;
            showEditor("");
        } else {
            answerQuit(true);
        }
        return true;
    }
    return false;
}

void App::drawQuitQuestion(ImVec2 sz) {
    ImGui::SetNextWindowPos(ImVec2(sz.x * 0.5f, sz.y * 0.4f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(520.f, sz.x - 20.f), 0.f), ImGuiCond_Always);
    ImGui::SetNextWindowFocus();
    ImGui::Begin("Quit Guidon?", nullptr,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoResize);
    const float w = client::rowButtonWidth(3);
    if (editor_ && editor_->doc().dirty()) {
        ImGui::TextWrapped(
            "The map \"%s\" has changes that are not saved. Quit anyway? It is kept in "
            "your maps folder as unsaved-..., and Open lists it.",
            editor_->doc().map().name.c_str());
        client::pushPrimaryButton();
        bool back = client::bigButton("Back to the map", w);
        client::popPrimaryButton();
        if (back) {
            quitAsked_ = false;
            showEditor("");
        }
        ImGui::SameLine();
        if (client::bigButton("Quit anyway", w)) quit_ = true;
        ImGui::End();
        return;
    }
    std::size_t n = unsavedCommands();
    bool kept = !autosaveFailing() && !session_->game().over();
    ImGui::TextWrapped("%s",
                       (std::string("This game has ") + std::to_string(n) +
                        (n == 1 ? " command" : " commands") + " that no save holds. Save it first?")
                           .c_str());
    if (autosaveFailing())
        ImGui::TextWrapped(
            session_->autosavesWritten() > 0
                ? "The game cannot be autosaved (%s): without a save, what was played "
                  "since its last autosave is lost."
                : "The game cannot be autosaved (%s): without a save, it is lost.",
            session_->autosaveError().c_str());
    else if (kept)
        ImGui::TextWrapped(
            "Without a save, the autosave keeps it until another game starts, and the "
            "menu's Continue takes it up.");
    else
        ImGui::TextWrapped("The game is over: without a save, it is not kept.");
    ImGui::Spacing();
    client::pushPrimaryButton();
    bool save = client::bigButton("Save", w);
    client::popPrimaryButton();
    ImGui::SameLine();
    bool leave = client::bigButton("Quit without saving", w);
    ImGui::SameLine();
    bool cancel = client::bigButton("Cancel", w);
    client::hint("Enter: Save \xC2\xB7 Esc: Cancel");
    ImGui::End();
    if (save || leave) answerQuit(save);
    if (cancel) quitAsked_ = false;
}

} // namespace guidon::app
