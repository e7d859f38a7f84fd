// The player's settings file and directories (game/data/settings_file.h): a
// bad value keeps its default and warns with its line while the rest of the
// file is taken; saving is atomic and reads back exactly; the directories
// follow $GUIDON_HOME and the XDG variables; saves are listed newest first.
// Every case works in its own folder under the system temp directory.
#include "data/settings_file.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace guidon::data;

namespace {

// [SECTION] Helpers

// A fresh folder, removed with everything in it at the end of the case.
struct TempDir {
    fs::path root;
    TempDir() {
        static int counter = 0;
        root = fs::temp_directory_path() / ("guidon-settings-test-" + std::to_string(getpid()) +
                                            "-" + std::to_string(++counter));
        fs::remove_all(root);
        fs::create_directories(root);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(root, ec);
    }
    std::string path(const std::string& name) const { return (root / name).string(); }
};

void writeFile(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    REQUIRE(out.good());
}

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Sets and unsets environment variables; puts them back as they were.
class EnvGuard {
  public:
    explicit EnvGuard(std::initializer_list<const char*> names) {
        for (const char* n : names) {
            const char* v = std::getenv(n);
            saved_[n] = v ? std::optional<std::string>(v) : std::nullopt;
        }
    }
    ~EnvGuard() {
        for (const auto& [name, value] : saved_) {
            if (value)
                setenv(name.c_str(), value->c_str(), 1);
            else
                unsetenv(name.c_str());
        }
    }
    void set(const char* name, const char* value) {
        REQUIRE(saved_.count(name) == 1);
        setenv(name, value, 1);
    }
    void unset(const char* name) {
        REQUIRE(saved_.count(name) == 1);
        unsetenv(name);
    }

  private:
    std::map<std::string, std::optional<std::string>> saved_;
};

void checkSame(const Settings& got, const Settings& want) {
    CHECK(got.windowWidth == want.windowWidth);
    CHECK(got.windowHeight == want.windowHeight);
    CHECK(got.fullscreen == want.fullscreen);
    CHECK(got.uiScale == want.uiScale);
    CHECK(got.animationSpeed == want.animationSpeed);
    CHECK(got.showGrid == want.showGrid);
    CHECK(got.showLabels == want.showLabels);
    CHECK(got.alwaysAskInterrupts == want.alwaysAskInterrupts);
    CHECK(got.colourBlindSafe == want.colourBlindSafe);
    CHECK(got.lastBattle == want.lastBattle);
}

// Every value differs from its default.
Settings nonDefault() {
    Settings s;
    s.windowWidth = 1024;
    s.windowHeight = 768;
    s.fullscreen = true;
    s.uiScale = 1.5f;
    s.animationSpeed = 2.5f;
    s.showGrid = true;
    s.showLabels = false;
    s.alwaysAskInterrupts = false;
    s.colourBlindSafe = true;
    s.lastBattle = "/maps/cornfield.xml";
    return s;
}

// nonDefault() as a file, one element a line.
const std::string kGood = "<settings version=\"1\">\n"
                          "  <window width=\"1024\" height=\"768\" fullscreen=\"true\"/>\n"
                          "  <interface scale=\"1.5\" animation-speed=\"2.5\" grid=\"true\" "
                          "labels=\"false\" always-ask-interrupts=\"false\" "
                          "colour-blind-safe=\"true\"/>\n"
                          "  <last battle=\"/maps/cornfield.xml\"/>\n"
                          "</settings>\n";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

void setTimes(const std::string& path, long long seconds, long nanoseconds = 0) {
    timespec times[2];
    times[0].tv_sec = static_cast<time_t>(seconds);
    times[0].tv_nsec = nanoseconds;
    times[1] = times[0];
    REQUIRE(utimensat(AT_FDCWD, path.c_str(), times, 0) == 0);
}

std::vector<std::string> entries(const fs::path& dir) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir))
        out.push_back(e.path().filename().string());
    return out;
}

} // namespace

// [SECTION] Reading

TEST_CASE("settings: a missing file gives the defaults without a warning") {
    TempDir tmp;
    std::vector<std::string> warnings;
    checkSame(loadSettings(tmp.path("settings.xml"), warnings), Settings{});
    checkSame(loadSettings(tmp.path("no/such/folder/settings.xml"), warnings), Settings{});
    CHECK(warnings.empty());
}

TEST_CASE("settings: a good file is read whole; comments and a declaration are fine") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    writeFile(file, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- mine -->\n" + kGood);
    std::vector<std::string> warnings;
    checkSame(loadSettings(file, warnings), nonDefault());
    CHECK(warnings.empty());
}

TEST_CASE("settings: missing elements and attributes keep their defaults, silently") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    writeFile(file, "<settings>\n  <window height=\"700\"/>\n  <interface grid=\"yes\"/>\n"
                    "</settings>\n");
    std::vector<std::string> warnings;
    Settings want;
    want.windowHeight = 700;
    want.showGrid = true;
    checkSame(loadSettings(file, warnings), want);
    CHECK(warnings.empty());
}

TEST_CASE("settings: each bad value warns with its line and keeps only its own default") {
    struct Case {
        std::string from;
        std::string to;
        int line;
        const char* words;
        std::function<void(Settings&)> backToDefault; // the value that is lost
    };
    const Settings d;
    const std::vector<Case> cases = {
        {"width=\"1024\"", "width=\"wide\"", 2, "'width' must be a whole number",
         [&](Settings& s) { s.windowWidth = d.windowWidth; }},
        {"width=\"1024\"", "width=\"1024.5\"", 2, "'width' must be a whole number",
         [&](Settings& s) { s.windowWidth = d.windowWidth; }},
        {"width=\"1024\"", "width=\"799\"", 2, "'width' is 799; it must be from 800 to 7680",
         [&](Settings& s) { s.windowWidth = d.windowWidth; }},
        {"width=\"1024\"", "width=\"7681\"", 2, "'width' is 7681",
         [&](Settings& s) { s.windowWidth = d.windowWidth; }},
        {"width=\"1024\"", "width=\"99999999999999999999\"", 2, "'width'",
         [&](Settings& s) { s.windowWidth = d.windowWidth; }},
        {"height=\"768\"", "height=\"499\"", 2, "'height' is 499; it must be from 500 to 4320",
         [&](Settings& s) { s.windowHeight = d.windowHeight; }},
        {"height=\"768\"", "height=\"4321\"", 2, "'height' is 4321",
         [&](Settings& s) { s.windowHeight = d.windowHeight; }},
        {"fullscreen=\"true\"", "fullscreen=\"maybe\"", 2, "'fullscreen' must be true or false",
         [&](Settings& s) { s.fullscreen = d.fullscreen; }},
        {"scale=\"1.5\"", "scale=\"0.5\"", 3, "'scale' is 0.5; it must lie between 0.75 and 2",
         [&](Settings& s) { s.uiScale = d.uiScale; }},
        {"scale=\"1.5\"", "scale=\"2.01\"", 3, "'scale' is 2.01",
         [&](Settings& s) { s.uiScale = d.uiScale; }},
        {"scale=\"1.5\"", "scale=\"big\"", 3, "'scale' must be a number, not 'big'",
         [&](Settings& s) { s.uiScale = d.uiScale; }},
        {"scale=\"1.5\"", "scale=\"nan\"", 3, "'scale' must be a number",
         [&](Settings& s) { s.uiScale = d.uiScale; }},
        {"scale=\"1.5\"", "scale=\"\"", 3, "'scale' must be a number",
         [&](Settings& s) { s.uiScale = d.uiScale; }},
        {"animation-speed=\"2.5\"", "animation-speed=\"-0.5\"", 3,
         "'animation-speed' is -0.5; it must lie between 0 and 4",
         [&](Settings& s) { s.animationSpeed = d.animationSpeed; }},
        {"animation-speed=\"2.5\"", "animation-speed=\"4.5\"", 3, "'animation-speed' is 4.5",
         [&](Settings& s) { s.animationSpeed = d.animationSpeed; }},
        {"animation-speed=\"2.5\"", "animation-speed=\"inf\"", 3,
         "'animation-speed' must be a number",
         [&](Settings& s) { s.animationSpeed = d.animationSpeed; }},
        {"grid=\"true\"", "grid=\"1\"", 3, "'grid' must be true or false, not '1'",
         [&](Settings& s) { s.showGrid = d.showGrid; }},
        {"labels=\"false\"", "labels=\"FALSE\"", 3, "'labels' must be true or false",
         [&](Settings& s) { s.showLabels = d.showLabels; }},
        {"always-ask-interrupts=\"false\"", "always-ask-interrupts=\"\"", 3,
         "'always-ask-interrupts' must be true or false",
         [&](Settings& s) { s.alwaysAskInterrupts = d.alwaysAskInterrupts; }},
        {"colour-blind-safe=\"true\"", "colour-blind-safe=\"on\"", 3,
         "'colour-blind-safe' must be true or false",
         [&](Settings& s) { s.colourBlindSafe = d.colourBlindSafe; }},
        {"battle=\"/maps/cornfield.xml\"", "battle=\"/" + std::string(5000, 'x') + "\"", 4,
         "'battle' is too long", [&](Settings& s) { s.lastBattle = d.lastBattle; }},
        // Mistakes that lose nothing: the whole file is still taken.
        {"fullscreen=\"true\"", "fullscreen=\"true\" colour=\"red\"", 2,
         "<window> has an unknown attribute 'colour'", [](Settings&) {}},
        {"grid=\"true\"", "grid=\"true\" gird=\"true\"", 3,
         "<interface> has an unknown attribute 'gird'", [](Settings&) {}},
        {"version=\"1\"", "version=\"1\" theme=\"dark\"", 1,
         "<settings> has an unknown attribute 'theme'", [](Settings&) {}},
        {"version=\"1\"", "version=\"2\"", 1, "settings version '2' is not known",
         [](Settings&) {}},
        {"</settings>", "  <sound volume=\"3\"/>\n</settings>", 5,
         "<settings> has an unknown element <sound>", [](Settings&) {}},
        {"</settings>", "  <window width=\"2000\" height=\"1000\"/>\n</settings>", 5,
         "a second <window> (the one on line 2 is used)", [](Settings&) {}},
        {"fullscreen=\"true\"/>", "fullscreen=\"true\">\n    <size w=\"3\"/>\n  </window>", 3,
         "<window> has an unknown element <size>", [](Settings&) {}},
    };
    for (const Case& c : cases) {
        CAPTURE(c.to);
        TempDir tmp;
        std::string file = tmp.path("settings.xml");
        writeFile(file, replaced(kGood, c.from, c.to));
        std::vector<std::string> warnings;
        Settings got = loadSettings(file, warnings);
        Settings want = nonDefault();
        c.backToDefault(want);
        checkSame(got, want);
        REQUIRE(warnings.size() == 1);
        std::string prefix = file + ":" + std::to_string(c.line) + ": ";
        CHECK(warnings[0].rfind(prefix, 0) == 0);
        CHECK(warnings[0].find(c.words) != std::string::npos);
        CAPTURE(warnings[0]);
    }
}

TEST_CASE("settings: several mistakes give one warning each, in file order") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    std::string text = replaced(kGood, "width=\"1024\"", "width=\"12\"");
    text = replaced(text, "labels=\"false\"", "labels=\"off\"");
    writeFile(file, text);
    std::vector<std::string> warnings = {"an earlier warning"};
    Settings got = loadSettings(file, warnings);
    Settings want = nonDefault();
    want.windowWidth = Settings{}.windowWidth;
    want.showLabels = Settings{}.showLabels;
    checkSame(got, want);
    REQUIRE(warnings.size() == 3);
    CHECK(warnings[0] == "an earlier warning"); // appended, never cleared
    CHECK(warnings[1].rfind(file + ":2: 'width'", 0) == 0);
    CHECK(warnings[2].rfind(file + ":3: 'labels'", 0) == 0);
}

TEST_CASE("settings: malformed XML gives the defaults and one warning with its line") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    SUBCASE("an element left open") {
        // <window> is never closed: </settings> on line 5 does not match it.
        writeFile(file, replaced(kGood, "fullscreen=\"true\"/>", "fullscreen=\"true\">"));
        std::vector<std::string> warnings;
        checkSame(loadSettings(file, warnings), Settings{});
        REQUIRE(warnings.size() == 1);
        CHECK(warnings[0].rfind(file + ":5: malformed XML", 0) == 0);
        CHECK(warnings[0].find("<window> opened on line 2") != std::string::npos);
    }
    SUBCASE("an attribute without quotes") {
        writeFile(file, replaced(kGood, "scale=\"1.5\"", "scale=1.5"));
        std::vector<std::string> warnings;
        checkSame(loadSettings(file, warnings), Settings{});
        REQUIRE(warnings.size() == 1);
        CHECK(warnings[0].rfind(file + ":3: malformed XML", 0) == 0);
    }
    SUBCASE("an empty file") {
        writeFile(file, "");
        std::vector<std::string> warnings;
        checkSame(loadSettings(file, warnings), Settings{});
        REQUIRE(warnings.size() == 1);
        CHECK(warnings[0].find("malformed XML") != std::string::npos);
    }
    SUBCASE("binary junk") {
        writeFile(file, std::string("<settings>\0\xff\xfe", 13));
        std::vector<std::string> warnings;
        checkSame(loadSettings(file, warnings), Settings{});
        REQUIRE(warnings.size() == 1);
        CHECK(warnings[0].rfind(file + ": ", 0) == 0);
    }
}

TEST_CASE("settings: the wrong root element gives the defaults and a warning") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    std::string text = "<?xml version=\"1.0\"?>\n" + kGood;
    text = replaced(text, "<settings ", "<config ");
    text = replaced(text, "</settings>", "</config>");
    writeFile(file, text);
    std::vector<std::string> warnings;
    checkSame(loadSettings(file, warnings), Settings{});
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0] == file + ":2: expected <settings> here, found <config>");
}

TEST_CASE("settings: a folder where the file should be gives the defaults and a warning") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    fs::create_directory(file);
    std::vector<std::string> warnings;
    checkSame(loadSettings(file, warnings), Settings{});
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0] == file + ": is a folder, not a file");
}

TEST_CASE("settings: a 5 MiB file is refused before parsing") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    // A good file made huge by a comment: read, it would not give the defaults.
    std::string text = replaced(kGood, "</settings>",
                                "<!--" + std::string(5 * 1024 * 1024, 'x') + "-->\n</settings>");
    writeFile(file, text);
    std::vector<std::string> warnings;
    checkSame(loadSettings(file, warnings), Settings{});
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].rfind(file + ": file is too large", 0) == 0);
}

// [SECTION] Writing

TEST_CASE("settings: saving and loading gives back every value exactly") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    Settings s = nonDefault();
    s.lastBattle = "/home/joe/Battles & \"Maps\"/<Antietam> 'day 1' été.xml";
    std::string error;
    REQUIRE(saveSettings(file, s, error));
    CHECK(error.empty());
    std::vector<std::string> warnings;
    checkSame(loadSettings(file, warnings), s);
    CHECK(warnings.empty());

    // The file is the documented format, with short numbers a player can edit.
    std::string text = readFile(file);
    CHECK(text.find("<settings version=\"1\">") != std::string::npos);
    CHECK(text.find("<window width=\"1024\" height=\"768\" fullscreen=\"true\"/>") !=
          std::string::npos);
    CHECK(text.find("scale=\"1.5\" animation-speed=\"2.5\"") != std::string::npos);

    // The defaults come back as defaults, over the old file.
    REQUIRE(saveSettings(file, Settings{}, error));
    checkSame(loadSettings(file, warnings), Settings{});
    CHECK(warnings.empty());
    // No temporary file is left behind.
    CHECK(entries(tmp.root) == std::vector<std::string>{"settings.xml"});
}

TEST_CASE("settings: every float in range reads back as the same float") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    std::vector<float> scales = {0.75f,
                                 2.0f,
                                 0.1f + 0.9f,
                                 1.0f / 3.0f + 1.0f,
                                 1.23456789f,
                                 std::nextafter(2.0f, 0.0f),
                                 std::nextafter(0.75f, 1.0f),
                                 std::nextafter(1.0f, 2.0f),
                                 std::nextafter(1.0f, 0.0f)};
    std::vector<float> speeds = {0.0f,
                                 4.0f,
                                 0.1f,
                                 1e-7f,
                                 std::nextafter(0.0f, 1.0f),
                                 std::nextafter(4.0f, 0.0f),
                                 3.14159265f,
                                 0.3f,
                                 2.0f / 3.0f};
    // And a sweep with awkward steps.
    for (int i = 0; i < 40; ++i) {
        scales.push_back(0.75f + static_cast<float>(i) * (1.25f / 41.0f));
        speeds.push_back(static_cast<float>(i) * (4.0f / 43.0f));
    }
    REQUIRE(scales.size() == speeds.size());
    for (std::size_t i = 0; i < scales.size(); ++i) {
        Settings s;
        s.uiScale = scales[i];
        s.animationSpeed = speeds[i];
        CAPTURE(i);
        std::string error;
        REQUIRE(saveSettings(file, s, error));
        std::vector<std::string> warnings;
        Settings back = loadSettings(file, warnings);
        CHECK(warnings.empty());
        CHECK(back.uiScale == s.uiScale);
        CHECK(back.animationSpeed == s.animationSpeed);
    }
}

TEST_CASE("settings: saving creates the folders, each private (0700)") {
    TempDir tmp;
    std::string file = tmp.path("a/b/c/settings.xml");
    std::string error;
    REQUIRE(saveSettings(file, nonDefault(), error));
    for (const char* dir : {"a", "a/b", "a/b/c"}) {
        CAPTURE(dir);
        struct stat st {};
        REQUIRE(stat(tmp.path(dir).c_str(), &st) == 0);
        CHECK(S_ISDIR(st.st_mode));
        CHECK((st.st_mode & 0777) == 0700);
    }
    std::vector<std::string> warnings;
    checkSame(loadSettings(file, warnings), nonDefault());
    CHECK(warnings.empty());
}

TEST_CASE("settings: saving fails with a message when the folder cannot be made") {
    TempDir tmp;
    writeFile(tmp.path("blocker"), "a file, not a folder");
    std::string error;
    CHECK_FALSE(saveSettings(tmp.path("blocker/config/settings.xml"), nonDefault(), error));
    CHECK(error.find(tmp.path("blocker") + " is a file") != std::string::npos);
    CHECK(readFile(tmp.path("blocker")) == "a file, not a folder");
}

TEST_CASE("settings: saving over a folder fails with a message and leaves nothing behind") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    fs::create_directory(file);
    writeFile(file + "/inside", "x");
    std::string error;
    CHECK_FALSE(saveSettings(file, nonDefault(), error));
    CHECK(error.find("cannot write " + file + ": it is a folder, not a regular file") !=
          std::string::npos);
    CHECK(fs::is_directory(file));
    CHECK(entries(tmp.root) == std::vector<std::string>{"settings.xml"});
}

TEST_CASE("settings: values that would not read back are not saved") {
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    writeFile(file, kGood);
    Settings s = nonDefault();
    std::string words;
    SUBCASE("scale out of range") {
        s.uiScale = 5.0f;
        words = "'scale' is 5";
    }
    SUBCASE("speed not a number") {
        s.animationSpeed = std::nanf("");
        words = "'animation-speed' must be a number";
    }
    SUBCASE("width out of range") {
        s.windowWidth = 100;
        words = "'width' is 100";
    }
    std::string error;
    CHECK_FALSE(saveSettings(file, s, error));
    CHECK(error.find("not saved") != std::string::npos);
    CHECK(error.find(words) != std::string::npos);
    CHECK(readFile(file) == kGood); // the old file is untouched
}

TEST_CASE("settings: a battle path that XML cannot carry is not saved") {
    // XML turns a carriage return in an attribute into a line feed.
    TempDir tmp;
    std::string file = tmp.path("settings.xml");
    Settings s = nonDefault();
    s.lastBattle = "/maps/odd\rname.xml";
    std::string error;
    CHECK_FALSE(saveSettings(file, s, error));
    CHECK(error.find("the last battle's path would not read back the same") != std::string::npos);
    CHECK_FALSE(fs::exists(file));
}

TEST_CASE("settings: a settings file that is a symbolic link stays one") {
    TempDir tmp;
    fs::create_directory(tmp.path("dotfiles"));
    fs::create_directory(tmp.path("config"));
    writeFile(tmp.path("dotfiles/settings.xml"), kGood);
    std::string link = tmp.path("config/settings.xml");
    fs::create_symlink(tmp.path("dotfiles/settings.xml"), link);
    Settings s = nonDefault();
    s.windowWidth = 2560;
    std::string error;
    REQUIRE(saveSettings(link, s, error));
    CHECK(fs::is_symlink(link));
    std::vector<std::string> warnings;
    checkSame(loadSettings(tmp.path("dotfiles/settings.xml"), warnings), s);
    CHECK(warnings.empty());
}

TEST_CASE("settings: ensureDir") {
    TempDir tmp;
    std::string error;
    CHECK(ensureDir(tmp.path("x//y/z/"), error));
    CHECK(fs::is_directory(tmp.path("x/y/z")));
    CHECK(ensureDir(tmp.path("x/y/z"), error)); // already there
    CHECK(error.empty());
    writeFile(tmp.path("x/file"), "");
    CHECK_FALSE(ensureDir(tmp.path("x/file/deeper"), error));
    CHECK(error.find(tmp.path("x/file") + " is a file") != std::string::npos);
    error.clear();
    CHECK_FALSE(ensureDir(tmp.path("x/file"), error));
    CHECK_FALSE(error.empty());
    error.clear();
    CHECK_FALSE(ensureDir("", error));
    CHECK_FALSE(error.empty());
}

// [SECTION] Directories

TEST_CASE("settings: userPaths") {
    EnvGuard env({"GUIDON_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "HOME"});
    env.set("HOME", "/home/joe");
    SUBCASE("$GUIDON_HOME puts everything under one folder, before XDG") {
        env.set("GUIDON_HOME", "/tmp/gh/");
        env.set("XDG_CONFIG_HOME", "/xdg/config");
        env.set("XDG_DATA_HOME", "/xdg/data");
        UserPaths p = userPaths();
        CHECK(p.configDir == "/tmp/gh/config");
        CHECK(p.dataDir == "/tmp/gh/data");
        CHECK(p.settingsFile() == "/tmp/gh/config/settings.xml");
        CHECK(p.savesDir() == "/tmp/gh/data/saves");
        CHECK(p.autosaveFile() == "/tmp/gh/data/autosave.xml");
    }
    SUBCASE("absolute XDG variables are used; an empty $GUIDON_HOME is not") {
        env.set("GUIDON_HOME", "");
        env.set("XDG_CONFIG_HOME", "/xdg/config");
        env.set("XDG_DATA_HOME", "/xdg/data");
        UserPaths p = userPaths();
        CHECK(p.configDir == "/xdg/config/guidon");
        CHECK(p.dataDir == "/xdg/data/guidon");
    }
    SUBCASE("relative XDG variables are ignored") {
        env.unset("GUIDON_HOME");
        env.set("XDG_CONFIG_HOME", "relative/config");
        env.set("XDG_DATA_HOME", "~/data");
        UserPaths p = userPaths();
        CHECK(p.configDir == "/home/joe/.config/guidon");
        CHECK(p.dataDir == "/home/joe/.local/share/guidon");
    }
    SUBCASE("one XDG variable alone") {
        env.unset("GUIDON_HOME");
        env.unset("XDG_CONFIG_HOME");
        env.set("XDG_DATA_HOME", "/xdg/data");
        UserPaths p = userPaths();
        CHECK(p.configDir == "/home/joe/.config/guidon");
        CHECK(p.dataDir == "/xdg/data/guidon");
    }
    SUBCASE("without $HOME, the password database") {
        env.unset("GUIDON_HOME");
        env.unset("XDG_CONFIG_HOME");
        env.unset("XDG_DATA_HOME");
        env.unset("HOME");
        passwd* pw = getpwuid(getuid());
        std::string home = pw && pw->pw_dir && pw->pw_dir[0] ? pw->pw_dir : "";
        UserPaths p = userPaths();
        if (home.empty()) {
            std::string base = "/tmp/guidon-" + std::to_string(getuid());
            CHECK(p.configDir == base + "/config");
            CHECK(p.dataDir == base + "/data");
        } else {
            if (home.size() > 1 && home.back() == '/') home.pop_back();
            CHECK(p.configDir == home + "/.config/guidon");
            CHECK(p.dataDir == home + "/.local/share/guidon");
        }
    }
}

// [SECTION] Save files

TEST_CASE("settings: listSaveFiles lists .xml files newest first, ties by name") {
    TempDir tmp;
    std::string dir = tmp.path("saves");
    fs::create_directory(dir);
    writeFile(dir + "/alpha.xml", "a");
    setTimes(dir + "/alpha.xml", 1000);
    writeFile(dir + "/bravo.xml", "b");
    setTimes(dir + "/bravo.xml", 3000);
    writeFile(dir + "/delta.xml", "d");
    setTimes(dir + "/delta.xml", 2000);
    writeFile(dir + "/charlie.xml", "c");
    setTimes(dir + "/charlie.xml", 2000);
    // More ties, written in reverse order: the folder's order must not show.
    for (const char* name : {"tie7", "tie6", "tie5", "tie4", "tie3", "tie2", "tie1"}) {
        writeFile(dir + "/" + name + ".xml", name);
        setTimes(dir + "/" + name + ".xml", 1500);
    }
    // Within one second the later write is still the newer save.
    writeFile(dir + "/echo.xml", "e");
    setTimes(dir + "/echo.xml", 500, 100000000);
    writeFile(dir + "/foxtrot.xml", "f");
    setTimes(dir + "/foxtrot.xml", 500, 900000000);
    // Not saves.
    writeFile(dir + "/half.xml.tmp", "");
    writeFile(dir + "/settings.xml.tmp.AbC123", "");
    writeFile(dir + "/notes.txt", "");
    writeFile(dir + "/.xml", "");
    writeFile(dir + "/upper.XMLX", "");
    fs::create_directory(dir + "/folder.xml");

    std::vector<SaveFileEntry> list = listSaveFiles(dir);
    std::vector<std::string> names;
    for (const SaveFileEntry& e : list)
        names.push_back(e.name);
    CHECK(names == std::vector<std::string>{"bravo", "charlie", "delta", "tie1", "tie2", "tie3",
                                            "tie4", "tie5", "tie6", "tie7", "alpha", "foxtrot",
                                            "echo"});
    REQUIRE(list.size() == 13);
    CHECK(list[0].path == dir + "/bravo.xml");
    CHECK(list[0].modified == 3000);
    CHECK(list[1].modified == 2000);
    CHECK(list[3].modified == 1500);
    CHECK(list[10].modified == 1000);
    CHECK(list[11].modified == 500);
}

TEST_CASE("settings: listSaveFiles of a missing folder, or of a file, is empty") {
    TempDir tmp;
    CHECK(listSaveFiles(tmp.path("missing")).empty());
    writeFile(tmp.path("file"), "");
    CHECK(listSaveFiles(tmp.path("file")).empty());
    CHECK(listSaveFiles(tmp.path("missing/deeper")).empty());
}
