// The window program around its screens: the settings and the player's
// folders, the asset library and the rules reference, the running game
// (a sim::Session with its ruleset's table), the menus, the windows over them
// (settings, rules reference, save), the global keys, and the frame loop,
// which draws only while something changes so an idle table costs nothing.
#pragma once

#include "client/editor_screen.h"
#include "client/lite/pickup_screen.h" // Lite's own: pick-up battles are its set-up (LL-SETUP-1)
#include "client/menu_screens.h"
#include "client/overlays.h"
#include "client/table_ui.h"
#include "data/home_lock.h"
#include "data/reference_file.h"
#include "data/settings_file.h"
#include "engine/assets.h"
#include "engine/imgui_layer.h"
#include "engine/window.h"
#include "script.h"
#include "sim/pickup_start.h"
#include "sim/session.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::app {

// What the command line asks for (main.cpp parses it).
struct AppOptions {
    std::string battle;  // open this battle at once ("" : the main menu)
    bool editor = false; // --editor: the map editor at once (on `battle` when given)
    std::string load;    // or load this save at once
    std::uint64_t seed = 0;
    bool haveSeed = false;
    // By side index: the level of the computer playing it ("" a player at
    // the screen). --computer gives its sides --level, or normal.
    std::string computer[2];
    std::string level; // --level as given ("" : none given)
    std::string screenshot;
    int frames = 0; // 0: run until closed
    std::string script;
    std::string autosave; // "" : the player's autosave file
    std::string statusOut;
    std::string dumpText;
    unsigned width = 0, height = 0; // 0: from the settings
    unsigned fps = 0; // --fps: frames a second at most (0: the window's 60)
    bool bench = false;
    int benchFrames = 600;
    std::chrono::steady_clock::time_point started;
    const char* argv0 = nullptr; // to find the data root beside the program
};

// Exit codes.
constexpr int kExitOk = 0;
constexpr int kExitBadData =
    1; // a battle, save or the asset library has problems; a script line failed
constexpr int kExitUsage = 2;
constexpr int kExitNoDisplay = 3;
constexpr int kExitWindow = 4; // the window or the screenshot failed

// After the last change the loop draws this many more frames (hover fades,
// the UI settling), then sleeps between polls for events, and draws once a
// second anyway (SFML 2.5 reports no exposure).
constexpr int kSettleFrames = 30;
constexpr int kIdleSleepMs = 10;
constexpr float kIdleRedrawSeconds = 1.f;

class App {
  public:
    int run(const AppOptions& options);

  private:
    bool openWindow(bool fullscreen);
    void buildFonts();
    void applySettings(const data::Settings& before);
    // The interface size drawn: the player's, or less when the window is too
    // small for the layout at that size.
    float fittedScale() const;

    // The player's files (app_files.cpp): settings kept without clobbering,
    // the folder's lock and crash marker, the autosave watched.
    void loadPlayerSettings();
    void saveSettings();
    void openPlayerFiles();
    void closePlayerFiles();
    void watchAutosave();
    bool autosaveFailing() const; // the game in progress cannot be kept
    std::string olderAutosave() const;
    std::string olderNote() const;
    bool notedOlder() const; // the note says this window's autosave is older
    void keepBadSettings();  // settings that cannot be read: moved aside, and said
    // Notices stay at the top of the window until dismissed (or replaced).
    void notice(const std::string& key, std::string text, bool error);
    void dropNotice(const std::string& key);
    void drawNotices(ImVec2 size);

    // Screens (app_screens.cpp): which one is shown, and the ways between them.
    // The first screen: what the command line asked for, or the main menu.
    void showFirstScreen();
    client::Screen* current();
    void follow(const client::Go& g);
    void showMainMenu();
    void showNewBattle();
    void showLoadList();
    void showProblems(const std::string& title, const std::string& what,
                      const std::vector<std::string>& lines);
    // The autosave the main menu offers to continue, if any.
    std::optional<client::ResumeChoice> resumeChoice(bool crashed) const;
    void showEditor(const std::string& path);
    void showPickup(const client::Go& g);
    // What a pick-up battle is set up from: the forces chosen, or a scenario
    // map's forces and fixed choices, planned as guidon-cli pickup plans
    // them (sim/pickup_start.h). False (a problems page shown) when it
    // cannot be had.
    bool pickupChoice(const client::Go& g, sim::PickupPlan& plan, data::PickupRecord& record);
    // The game the pick-up screen set up becomes the one running, in the
    // Session it was set up in.
    void startPickup(const client::Go& g);

    // Quit, unless the editor's map has changes not saved, or the game
    // commands no save holds: then ask first (app_files.cpp).
    void requestQuit();
    void drawQuitQuestion(ImVec2 size);
    // Enter and Esc while the question shows: its default answer, Cancel.
    bool quitQuestionKey(const sf::Event& e);
    void answerQuit(bool save);
    // Commands of the game in progress that the player's last save (or the
    // file it was loaded from) does not hold; 0 for a play-test.
    std::size_t unsavedCommands() const;
    void markSaved(); // the game as it stands is in a save

    // The game in progress (app_game.cpp).
    bool startBattle(const std::string& path, std::uint64_t seed, const std::string computer[2]);
    bool loadGame(const std::string& path);
    // The game of `s` becomes the one running, on its ruleset's table.
    // `warning` for the player ("" when none): a level this Guidon does not
    // have, replaced by another. False, with `error` saying why and the game
    // running before left as it was, when this version has no table for
    // the game's ruleset.
    bool adoptSession(std::unique_ptr<sim::Session> s, std::uint64_t seed,
                      const std::string computer[2], std::string& warning, std::string& error);
    // A finished game's autosave goes.
    void gameOverHousekeeping();

    // Keys for every screen (true when the key was used), the windows over
    // them, the status tests read (app_overlays.cpp).
    bool globalKey(const sf::Event& e, bool uiKeys);
    void drawOverlays(sf::Vector2f size);
    void toast(std::string text, bool error = false);
    void screenshotKey();
    std::string statusReport() const;
    int bench(); // app_bench.cpp
    void closeDown();

    AppOptions opt_;
    std::string root_;
    data::UserPaths paths_;
    data::Settings settings_;
    sim::Library lib_;
    bool libraryOk_ = false;
    std::vector<std::string> libraryProblems_;
    data::RulesReference reference_;     // Lite's (assets/reference.xml)
    data::RulesReference fullReference_; // the full game's (assets/full/reference.xml)
    // The quick reference of the game running (Lite's when none is).
    const data::RulesReference& reference() const;
    bool crashed_ = false;
    data::Settings
        settingsBase_; // as read, or as last written: what the player changed is the difference
    bool settingsFrozen_ = false; // the settings file must not be written this run
    data::SettingsRead settingsRead_;
    data::HomeLock lock_;
    bool ownsHome_ = true; // false: another window owns the player's folder
    std::string autosave_; // this window's autosave file
    int autosaveFailuresSeen_ = 0;
    int autosavesSeen_ = 0;
    struct Notice {
        std::string key, text;
        bool error = false;
    };
    std::vector<Notice> notices_;
    bool noticesChanged_ = false; // bring the notices to the front

    // Made once a display answers: SFML's graphics objects reach for the
    // display (and abort without one) as soon as they are constructed.
    struct Gfx {
        engine::Window window;
        engine::Assets assets;
        engine::ImGuiLayer ui;
    };
    std::unique_ptr<Gfx> gfx_;
    client::UiFonts fonts_;

    std::unique_ptr<sim::Session> session_;
    std::unique_ptr<client::TableUi> table_; // the game's ruleset's (client::makeTableUi)
    std::unique_ptr<client::Screen> page_;   // a menu or problems page over the table, if any
    // The map editor, kept while a play-test runs so the designer comes back
    // to the battle as he left it.
    std::unique_ptr<client::EditorScreen> editor_;
    bool inEditor_ = false;      // the editor is the screen under the pages
    bool playTest_ = false;      // the game running is the editor's play-test: no autosave
    bool pickupPlayTest_ = false; // the pick-up being set up is the editor's play-test
    bool quitAsked_ = false;     // "quit with the map or the game not saved?" is showing
    bool quitAfterSave_ = false; // the question's Save opened the save dialog: quit once saved
    std::vector<std::string> savedCommands_; // the game's commands as its last save holds them
    std::string pageName_ = "none";
    bool gameOverSeen_ = false;
    Script script_;

    bool settingsOpen_ = false;
    bool settingsFocus_ = false; // bring the settings window forward once
    bool started_ = false;       // the first screen is up
    client::ReferenceWindow referenceWindow_;
    client::SaveDialog saveDialog_;
    std::string saveError_;
    std::string overwriteArmed_;
    std::string toast_;
    bool toastError_ = false;
    float toastLeft_ = 0.f;
    bool wantScreenshot_ = false;
    float pendingScale_ = 0.f; // a UI scale to apply between frames
    bool quit_ = false;
    int rc_ = kExitOk;
};

} // namespace guidon::app
