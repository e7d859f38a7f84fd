// The player's settings file and directories. The file is the player's: it is
// read leniently (a bad value keeps its default and adds a warning, the rest
// of the file is still taken) and written atomically, so a crash or a full
// disk never leaves the player with half a settings file.
#include "settings_file.h"

#include "durable_file.h"
#include "problems.h"
#include "xml_reader.h"

#include <tinyxml2.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace guidon::data {

namespace fs = std::filesystem;
using tinyxml2::XMLElement;

namespace {

// A path to a battle can be long, but not longer than the system allows.
constexpr std::size_t kMaxPathLength = 4096;

std::string errnoText(int err) {
    return std::strerror(err);
}

// [SECTION] Directories

std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

std::string withoutTrailingSlashes(std::string s) {
    while (s.size() > 1 && s.back() == '/')
        s.pop_back();
    return s;
}

// $HOME, else the password database; "" when neither knows.
std::string homeDir() {
    std::string home = env("HOME");
    if (!home.empty()) return withoutTrailingSlashes(home);
    long size = sysconf(_SC_GETPW_R_SIZE_MAX);
    std::vector<char> buf(size > 0 ? static_cast<std::size_t>(size) : 16384);
    passwd pw{};
    passwd* found = nullptr;
    if (getpwuid_r(getuid(), &pw, buf.data(), buf.size(), &found) == 0 && found && found->pw_dir &&
        found->pw_dir[0] != '\0')
        return withoutTrailingSlashes(found->pw_dir);
    return "";
}

// XDG base directories must be absolute; a relative one is to be ignored
// (XDG Base Directory Specification).
std::string xdgDir(const char* name) {
    std::string v = env(name);
    return !v.empty() && v[0] == '/' ? withoutTrailingSlashes(v) : "";
}

} // namespace

UserPaths userPaths() {
    UserPaths p;
    std::string guidonHome = env("GUIDON_HOME");
    if (!guidonHome.empty()) {
        guidonHome = withoutTrailingSlashes(guidonHome);
        p.configDir = guidonHome + "/config";
        p.dataDir = guidonHome + "/data";
        return p;
    }
    std::string config = xdgDir("XDG_CONFIG_HOME");
    std::string data = xdgDir("XDG_DATA_HOME");
    std::string home = (config.empty() || data.empty()) ? homeDir() : "";
    // No home at all (a stripped-down service account): a private folder in
    // /tmp is better than writing into the current directory.
    std::string lastResort = "/tmp/guidon-" + std::to_string(getuid());
    p.configDir = !config.empty() ? config + "/guidon"
                  : !home.empty() ? home + "/.config/guidon"
                                  : lastResort + "/config";
    p.dataDir = !data.empty()   ? data + "/guidon"
                : !home.empty() ? home + "/.local/share/guidon"
                                : lastResort + "/data";
    return p;
}

bool ensureDir(const std::string& dir, std::string& error) {
    if (dir.empty()) {
        error = "no folder given";
        return false;
    }
    // One component at a time, so that the message names the one that fails
    // and every new parent gets mode 0700 (create_directories would use 0777).
    std::string prefix;
    std::size_t i = 0;
    if (dir[0] == '/') {
        prefix = "/";
        i = 1;
    }
    while (i <= dir.size()) {
        std::size_t slash = dir.find('/', i);
        if (slash == std::string::npos) slash = dir.size();
        std::string part = dir.substr(i, slash - i);
        i = slash + 1;
        if (part.empty()) continue;
        if (!prefix.empty() && prefix.back() != '/') prefix += '/';
        prefix += part;
        if (mkdir(prefix.c_str(), 0700) == 0) continue;
        int err = errno;
        struct stat st {};
        if (stat(prefix.c_str(), &st) == 0) {
            if (S_ISDIR(st.st_mode)) continue;
            error = "cannot create the folder " + dir + ": " + prefix + " is a file, not a folder";
            return false;
        }
        error = "cannot create the folder " + prefix + ": " + errnoText(err);
        return false;
    }
    return true;
}

// [SECTION] Reading

namespace {

// Reads the <settings> document in `text` into `s`; every problem goes to
// `problems` and leaves the value it concerns at its default.
// False when the document could not be read as a whole (malformed, empty,
// another root).
bool readSettingsText(const std::string& text, const std::string& file, Settings& s,
                      Problems& problems) {
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* rootElement = rootNamed(doc, "settings", file, problems);
    if (!rootElement) return false;
    Element root(rootElement, file, problems);
    root.onlyAttributes({"version"});
    if (const char* v = rootElement->Attribute("version"); v && std::strcmp(v, "1") != 0)
        root.error(std::string("settings version '") + v +
                   "' is not known (this program writes version 1); reading what it can");

    const XMLElement* seenWindow = nullptr;
    const XMLElement* seenInterface = nullptr;
    const XMLElement* seenLast = nullptr;
    // Taking the first of two copies: a second one is a mistake, said once.
    auto firstOne = [&](const XMLElement* e, const XMLElement*& seen) {
        if (!seen) {
            seen = e;
            return true;
        }
        Element(e, file, problems)
            .error(std::string("a second <") + printable(e->Name()) + "> (the one on line " +
                   std::to_string(seen->GetLineNum()) + " is used)");
        return false;
    };
    auto noChildren = [&](const Element& el, const XMLElement* e) {
        for (const XMLElement* c = e->FirstChildElement(); c; c = c->NextSiblingElement())
            Element(c, file, problems)
                .error(std::string("<") + el.name() + "> has an unknown element <" +
                       printable(c->Name()) + ">");
    };

    for (const XMLElement* e = rootElement->FirstChildElement(); e; e = e->NextSiblingElement()) {
        Element el(e, file, problems);
        std::string name = e->Name();
        if (name == "window") {
            if (!firstOne(e, seenWindow)) continue;
            el.onlyAttributes({"width", "height", "fullscreen"});
            el.integer("width", s.windowWidth, kMinWindowWidth, 7680, false);
            el.integer("height", s.windowHeight, kMinWindowHeight, 4320, false);
            el.boolean("fullscreen", s.fullscreen);
            noChildren(el, e);
        } else if (name == "interface") {
            if (!firstOne(e, seenInterface)) continue;
            el.onlyAttributes({"scale", "animation-speed", "grid", "labels",
                               "always-ask-interrupts", "colour-blind-safe"});
            double v = 0;
            if (el.real("scale", v, 0.75, 2.0, false)) s.uiScale = static_cast<float>(v);
            if (el.real("animation-speed", v, 0.0, 4.0, false))
                s.animationSpeed = static_cast<float>(v);
            el.boolean("grid", s.showGrid);
            el.boolean("labels", s.showLabels);
            el.boolean("always-ask-interrupts", s.alwaysAskInterrupts);
            el.boolean("colour-blind-safe", s.colourBlindSafe);
            noChildren(el, e);
        } else if (name == "last") {
            if (!firstOne(e, seenLast)) continue;
            el.onlyAttributes({"battle"});
            el.text("battle", s.lastBattle, false, kMaxPathLength);
            noChildren(el, e);
        } else {
            el.error("<settings> has an unknown element <" + printable(name) + ">");
        }
    }
    return true;
}

} // namespace

Settings loadSettings(const std::string& path, std::vector<std::string>& warnings,
                      SettingsRead* read) {
    Settings s;
    SettingsRead r;
    // A missing file is the first run, not a mistake.
    struct stat st {};
    r.found = lstat(path.c_str(), &st) == 0 || errno != ENOENT;
    if (r.found) {
        Problems problems;
        std::string text;
        r.usable = readTextFile(path, text, problems) && readSettingsText(text, path, s, problems);
        if (!r.usable) {
            s = Settings{}; // nothing half-read
            r.why = problems.empty() ? "it cannot be read" : problems.list.front().str();
        }
        for (const Problem& p : problems.list)
            warnings.push_back(p.str());
    }
    if (read) *read = r;
    return s;
}

// [SECTION] Writing

namespace {

// The shortest text that the reader (strtod, then float) turns back into
// exactly `v`; to_chars does not depend on the locale.
std::string floatText(float v) {
    char buf[64];
    for (int precision = 6; precision <= 17; ++precision) {
        auto r = std::to_chars(buf, buf + sizeof buf - 1, v, std::chars_format::general, precision);
        *r.ptr = '\0';
        if (static_cast<float>(std::strtod(buf, nullptr)) == v) break;
    }
    return buf;
}

std::string settingsText(const Settings& s) {
    tinyxml2::XMLDocument doc;
    XMLElement* root = doc.NewElement("settings");
    root->SetAttribute("version", 1);
    doc.InsertEndChild(root);
    XMLElement* window = doc.NewElement("window");
    window->SetAttribute("width", s.windowWidth);
    window->SetAttribute("height", s.windowHeight);
    window->SetAttribute("fullscreen", s.fullscreen);
    root->InsertEndChild(window);
    XMLElement* ui = doc.NewElement("interface");
    ui->SetAttribute("scale", floatText(s.uiScale).c_str());
    ui->SetAttribute("animation-speed", floatText(s.animationSpeed).c_str());
    ui->SetAttribute("grid", s.showGrid);
    ui->SetAttribute("labels", s.showLabels);
    ui->SetAttribute("always-ask-interrupts", s.alwaysAskInterrupts);
    ui->SetAttribute("colour-blind-safe", s.colourBlindSafe);
    root->InsertEndChild(ui);
    XMLElement* last = doc.NewElement("last");
    last->SetAttribute("battle", s.lastBattle.c_str());
    root->InsertEndChild(last);
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

// The first value that differs, or nullptr when none does.
const char* firstDifference(const Settings& a, const Settings& b) {
    if (a.windowWidth != b.windowWidth) return "the window width";
    if (a.windowHeight != b.windowHeight) return "the window height";
    if (a.fullscreen != b.fullscreen) return "full screen";
    if (a.uiScale != b.uiScale) return "the interface scale";
    if (a.animationSpeed != b.animationSpeed) return "the animation speed";
    if (a.showGrid != b.showGrid) return "the grid";
    if (a.showLabels != b.showLabels) return "the labels";
    if (a.alwaysAskInterrupts != b.alwaysAskInterrupts) return "always ask for interrupts";
    if (a.colourBlindSafe != b.colourBlindSafe) return "the colour-blind-safe sides";
    if (a.lastBattle != b.lastBattle) return "the last battle's path";
    return nullptr;
}

} // namespace

bool sameSettings(const Settings& a, const Settings& b) {
    return firstDifference(a, b) == nullptr;
}

Settings withChanges(Settings onDisk, const Settings& before, const Settings& after) {
    auto take = [](auto& disk, const auto& was, const auto& now) {
        if (!(was == now)) disk = now;
    };
    take(onDisk.windowWidth, before.windowWidth, after.windowWidth);
    take(onDisk.windowHeight, before.windowHeight, after.windowHeight);
    take(onDisk.fullscreen, before.fullscreen, after.fullscreen);
    take(onDisk.uiScale, before.uiScale, after.uiScale);
    take(onDisk.animationSpeed, before.animationSpeed, after.animationSpeed);
    take(onDisk.showGrid, before.showGrid, after.showGrid);
    take(onDisk.showLabels, before.showLabels, after.showLabels);
    take(onDisk.alwaysAskInterrupts, before.alwaysAskInterrupts, after.alwaysAskInterrupts);
    take(onDisk.colourBlindSafe, before.colourBlindSafe, after.colourBlindSafe);
    take(onDisk.lastBattle, before.lastBattle, after.lastBattle);
    return onDisk;
}

std::string moveAside(const std::string& path, std::string& error) {
    std::string to = path + ".bad";
    struct stat st {};
    for (int n = 2; lstat(to.c_str(), &st) == 0; ++n)
        to = path + ".bad-" + std::to_string(n);
    if (std::rename(path.c_str(), to.c_str()) != 0) {
        error = "cannot move " + path + " to " + to + ": " + errnoText(errno);
        return "";
    }
    return to;
}

bool saveSettings(const std::string& path, const Settings& s, std::string& error) {
    std::string text = settingsText(s);
    // Never write what would not read back the same: a value out of range
    // would only come back next run as a warning and a default.
    {
        Settings back;
        Problems problems;
        readSettingsText(text, path, back, problems);
        if (!problems.empty()) {
            error = "the settings were not saved: " + problems.list.front().str();
            return false;
        }
        if (const char* what = firstDifference(back, s)) {
            error = std::string("the settings were not saved: ") + what +
                    " would not read back the same";
            return false;
        }
    }

    std::string dir = fs::path(path).parent_path().string();
    if (!dir.empty() && !ensureDir(dir, error)) return false;
    // A link (dotfiles kept elsewhere) is written where it points; a device
    // or a pipe is refused.
    return writeTextFileAtomic(path, text, error);
}

// [SECTION] Save files

std::vector<SaveFileEntry> listSaveFiles(const std::string& dir) {
    struct Found {
        SaveFileEntry entry;
        timespec mtime{};
    };
    std::vector<Found> found;
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    const fs::directory_iterator end;
    for (; !ec && it != end; it.increment(ec)) {
        std::string file = it->path().filename().string();
        const std::string ext = ".xml";
        if (file.size() <= ext.size() ||
            file.compare(file.size() - ext.size(), ext.size(), ext) != 0)
            continue;
        // stat follows a symbolic link to the save it names; anything but a
        // regular file (a folder called x.xml, a pipe) is no save.
        struct stat st {};
        std::string path = it->path().string();
        if (stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
        Found f;
        f.entry.path = path;
        f.entry.name = file.substr(0, file.size() - ext.size());
        f.entry.modified = static_cast<long long>(st.st_mtim.tv_sec);
        f.mtime = st.st_mtim;
        found.push_back(std::move(f));
    }
    // Newest first to the nanosecond (two autosaves in one second still sort
    // right), then by name so that the order never depends on the folder.
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) {
        if (a.mtime.tv_sec != b.mtime.tv_sec) return a.mtime.tv_sec > b.mtime.tv_sec;
        if (a.mtime.tv_nsec != b.mtime.tv_nsec) return a.mtime.tv_nsec > b.mtime.tv_nsec;
        return a.entry.name < b.entry.name;
    });
    std::vector<SaveFileEntry> out;
    out.reserve(found.size());
    for (Found& f : found)
        out.push_back(std::move(f.entry));
    return out;
}

} // namespace guidon::data
