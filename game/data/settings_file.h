// The player's settings, kept between runs in the user's config directory,
// and where the program keeps the player's own files (saves, the autosave,
// screenshots). A settings file is the player's, not a designer's: a bad or
// missing value falls back to its default with a warning, never an error.
#pragma once

#include <string>
#include <vector>

namespace guidon::data {

// The smallest window Guidon lays out in full at 100% interface size; the
// window is held to it when the player makes it smaller.
constexpr int kMinWindowWidth = 800;
constexpr int kMinWindowHeight = 500;

struct Settings {
    int windowWidth = 1600; // kMinWindowWidth..7680
    int windowHeight = 900; // kMinWindowHeight..4320
    bool fullscreen = false;
    float uiScale = 1.0f;            // 0.75..2.0: text and panels
    float animationSpeed = 1.0f;     // 0 (no animation) .. 4 (fast); 1 is normal
    bool showGrid = false;           // the grid of the table's unit of length
    bool showLabels = true;          // unit names on the table
    bool alwaysAskInterrupts = true; // hot seat: ask for interrupts even with no card that fits
    // The two sides told apart by more than hue: blue and orange, the
    // Confederate bases hatched and ringed twice (for colour-blind players).
    bool colourBlindSafe = false;
    std::string lastBattle; // the battle file last started from the menu ("" none)
};

// The player's directories. $GUIDON_HOME (tests) puts everything under one
// folder; else $XDG_CONFIG_HOME/guidon (default ~/.config/guidon) and
// $XDG_DATA_HOME/guidon (default ~/.local/share/guidon).
struct UserPaths {
    std::string configDir;
    std::string dataDir;
    std::string settingsFile() const { return configDir + "/settings.xml"; }
    std::string savesDir() const { return dataDir + "/saves"; }
    std::string autosaveFile() const { return dataDir + "/autosave.xml"; }
    std::string screenshotsDir() const { return dataDir + "/screenshots"; }
    // Maps made in the editor (New battle lists them beside the game's own).
    std::string mapsDir() const { return dataDir + "/maps"; }
    // The tables of pick-up battles, written when their set-up is done.
    std::string pickupsDir() const { return dataDir + "/pickups"; }
    // Present while a game runs; found at start, it means the last run crashed.
    std::string runningMarker() const { return dataDir + "/running"; }
};
UserPaths userPaths();

// Create `dir` and its parents (mode 0700 for new ones). False with a message.
bool ensureDir(const std::string& dir, std::string& error);

// How a settings file read as a whole.
struct SettingsRead {
    bool found = false; // something is there (a file, a link, a device)
    // False when it could not be read at all (malformed, empty, wrong root,
    // too deep, too large, not a regular file): it must not be written over
    // with defaults. A file with only some bad values is still usable.
    bool usable = true;
    std::string why; // the first problem, when not usable
};

// Defaults for a missing file (no warning). Any bad value, unknown element or
// attribute, or malformed XML keeps that value's default and adds a warning
// "file:line: what is wrong"; an unreadable or oversized file gives all defaults.
Settings loadSettings(const std::string& path, std::vector<std::string>& warnings,
                      SettingsRead* read = nullptr);
// Write durably (durable_file.h); creates the directory. Never writes
// through a path that is not a regular file.
bool saveSettings(const std::string& path, const Settings& s, std::string& error);

bool sameSettings(const Settings& a, const Settings& b);
// `onDisk` with each value that differs between `before` and `after` taken
// from `after`: the player's own changes, and nothing else of this run (a
// value another window or the player's editor wrote meanwhile stays).
Settings withChanges(Settings onDisk, const Settings& before, const Settings& after);
// Move a settings file that cannot be read out of the way, to
// `path`.bad (or .bad-2, .bad-3 ... when that is taken), so that it is
// neither lost nor read again. The new path, or "" with `error`.
std::string moveAside(const std::string& path, std::string& error);

// The saves in `dir` (files ending .xml), newest first: name and mtime.
struct SaveFileEntry {
    std::string path;
    std::string name;       // file name without .xml
    long long modified = 0; // seconds since the epoch
};
std::vector<SaveFileEntry> listSaveFiles(const std::string& dir);

} // namespace guidon::data
