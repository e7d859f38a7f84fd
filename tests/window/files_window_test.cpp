// The window and the player's files under faults (issue 17), end to end
// under the display: a failing autosave shown at once and until one
// succeeds, Continue not offering an older game as the latest, quitting
// asked about; settings that cannot be read moved aside and said so, a
// settings link to a pipe never replaced, an untouched file never rewritten;
// a second window on the same folder; a half-built map in the editor; a
// replay that fails naming its save. And nothing lost (issue 19): a kill in
// a new battle offers that battle, quitting a game no save holds asks, and a
// save whose battle file has changed plays on its own copy, and says so.
#include "data/save_file.h"
#include "game_support.h"
#include "sim/session.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <csignal>
#include <regex>

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace guidon;
using test::kBrawner;
using test::kCornfield;
using test::LiveGuidon;
using test::Reference;
using test::TempDir;
using test::writeScript;
using namespace guidon::test::x;
namespace fs = std::filesystem;

namespace {

void spit(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// An autosave of a game two commands in, as a previous run left it.
void writeOldAutosave(const TempDir& dir, const std::string& path) {
    Reference old(test::dealtBattle(dir, kCornfield, test::kCornfieldDeal), 7, {"no-fire", "pass"});
    std::string error;
    REQUIRE_MESSAGE(data::writeSaveAtomic(path, old.session.record(), error), error);
}

// A process holding `lock` as a window does, before (or without) writing its
// process id there: the moment between a window's flock() and its writing
// its pid, or a disk too full to take it. Killed by the destructor.
struct LockHolder {
    pid_t pid = -1;
    explicit LockHolder(const std::string& lock) {
        int ready[2];
        REQUIRE(pipe(ready) == 0);
        pid = fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            int fd = ::open(lock.c_str(), O_RDWR | O_CREAT, 0600);
            char ok = (fd >= 0 && ::flock(fd, LOCK_EX) == 0) ? 'y' : 'n';
            (void)!::write(ready[1], &ok, 1);
            for (;;)
                pause();
        }
        char ok = 0;
        (void)!::read(ready[0], &ok, 1);
        ::close(ready[0]);
        ::close(ready[1]);
        REQUIRE(ok == 'y');
    }
    ~LockHolder() {
        kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
    }
};

// What a window manager sends when the player closes the window: the
// WM_DELETE_WINDOW message to guidon's window (the one under the pointer once
// focusWindow() has put it there). SFML turns it into sf::Event::Closed.
bool closeWindow(const LiveGuidon& g) {
    if (!focusWindow(g)) return false;
    std::string where;
    if (!shell("xdotool getmouselocation --shell", &where)) return false;
    std::size_t at = where.find("WINDOW=");
    if (at == std::string::npos) return false;
    Window w = static_cast<Window>(std::atol(where.c_str() + at + 7));
    Display* d = XOpenDisplay(nullptr);
    if (!d) return false;
    XEvent e{};
    e.xclient.type = ClientMessage;
    e.xclient.window = w;
    e.xclient.message_type = XInternAtom(d, "WM_PROTOCOLS", False);
    e.xclient.format = 32;
    e.xclient.data.l[0] = static_cast<long>(XInternAtom(d, "WM_DELETE_WINDOW", False));
    e.xclient.data.l[1] = CurrentTime;
    bool ok = XSendEvent(d, w, False, NoEventMask, &e) != 0;
    XFlush(d);
    XCloseDisplay(d);
    sleepMs(300);
    return ok;
}

// The commands of the save or autosave at `path` ({} when it cannot be read).
std::vector<std::string> commandsIn(const std::string& path) {
    data::SaveGame save;
    data::Problems p;
    if (!data::loadSave(path, save, p)) return {};
    return save.commands;
}

// Guidon has ended by itself (its clean end takes away the crash marker).
bool endedCleanly(const LiveGuidon& g) {
    return g.waitFor([&] { return !fs::exists(g.home() + "/data/running"); }, 20.0);
}

} // namespace

TEST_CASE(
    "an autosave that fails is shown at once, Continue then says it is older, quitting asks") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string autosave = home + "/data/autosave.xml";
    fs::create_directories(home + "/data");
    writeOldAutosave(dir, autosave);
    fs::create_directory(autosave + ".tmp"); // a folder where the temporary file goes
    std::string script = writeScript(dir, {"no-fire", "pass"});
    // Both sides pass their first turn with this deal, no interrupt asked.
    std::string brawner = test::dealtBattle(dir, kBrawner, test::kBrawnerDeal);
    Reference twoTurns(brawner, 1, {"no-fire", "pass", "no-fire", "pass"});
    {
        LiveGuidon g({brawner, "--seed", "1", "--script", script}, home);
        REQUIRE(g.waitStatus("script", "done"));
        // The end of the first turn wrote the autosave, or tried to.
        // (A long path may wrap anywhere: the words around it are checked.)
        CHECK(waitDrawn(g, "The autosave failed: cannot write"));
        CHECK(drawn(g, "Is a directory. This game is"));
        CHECK(fs::exists(home + "/data/autosave.older.xml")); // the old one is not the latest
        CHECK_FALSE(fs::exists(autosave));
        // Dismissed, it comes back at the next failure: the Federal turn's end.
        REQUIRE(g.click("Dismiss"));
        REQUIRE(g.waitFor([&] { return !drawn(g, "The autosave failed"); }, 10.0));
        REQUIRE(g.click("I am the Federal player"));
        REQUIRE(g.waitStatus("curtain", "down"));
        REQUIRE(g.click("No fire"));
        REQUIRE(g.click("Pass"));
        REQUIRE(g.click("Yes, pass")); // Pass asks first
        REQUIRE(g.waitStatus("commands", "4"));
        CHECK(g.status("hash") == twoTurns.hash());
        // One autosave at the start, one after each of the four commands.
        CHECK(waitDrawn(g, "(5 in a row)"));
        REQUIRE(g.press("ctrl+q"));
        CHECK(waitDrawn(g, "The game cannot be autosaved"));
        REQUIRE(g.click("Cancel"));
        REQUIRE(g.waitFor([&] { return !drawn(g, "The game cannot be autosaved"); }, 10.0));
        REQUIRE(g.press("ctrl+q"));
        REQUIRE(g.click("Quit without saving"));
        auto r = g.stop();
        INFO("stderr: " << r.err);
        CHECK(r.exitCode == 0);
        CHECK(r.err.find("autosave failed") != std::string::npos);
    }
    // The next start: Continue offers the older game, and says so.
    {
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        CHECK(waitDrawn(g, "An older autosave: later autosaves could not be written."));
        g.stop();
    }
    // With the folder fixed, the next autosave succeeds: the older one goes.
    fs::remove(autosave + ".tmp");
    {
        LiveGuidon g({test::dealtBattle(dir, kBrawner, test::kBrawnerDeal), "--seed", "3",
                      "--script", script},
                     home);
        REQUIRE(g.waitStatus("script", "done"));
        REQUIRE(g.waitFor([&] { return fs::exists(autosave); }, 10.0));
        CHECK_FALSE(fs::exists(home + "/data/autosave.older.xml"));
        CHECK_FALSE(drawn(g, "The autosave failed"));
        g.stop();
    }
}

TEST_CASE(
    "settings that cannot be read are moved aside and said so; untouched ones are not rewritten") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = dir.path("home");
    std::string file = home + "/config/settings.xml";
    fs::create_directories(home + "/config");
    SUBCASE("malformed: moved to settings.xml.bad, the window says so, no defaults written") {
        spit(file, "<settings version=\"1\"><window width=\"1024\"");
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        CHECK(waitDrawn(g, "Your settings could not be read"));
        CHECK(waitDrawn(g, "the file was moved to " + file + ".bad"));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
        CHECK(test::slurp(file + ".bad") == "<settings version=\"1\"><window width=\"1024\"");
        CHECK_FALSE(fs::exists(file)); // nothing changed: nothing written
    }
    SUBCASE("empty, or another document: the same") {
        spit(file, "");
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        CHECK(waitDrawn(g, "Your settings could not be read"));
        g.stop();
        CHECK(fs::exists(file + ".bad"));
    }
    SUBCASE("a link to a pipe stays a link to the pipe, even when a setting changes") {
        std::string fifo = dir.path("fifo");
        REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
        fs::create_symlink(fifo, file);
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        CHECK(waitDrawn(g, "left as it is and not written"));
        REQUIRE(g.click("Settings"));
        REQUIRE(g.waitStatus("overlay", "settings"));
        REQUIRE(g.click("Grid and the table's thirds"));
        REQUIRE(g.click("Close"));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
        CHECK(fs::is_symlink(file));
        CHECK(fs::read_symlink(file) == fifo);
        CHECK(fs::is_fifo(fifo));
    }
    SUBCASE(
        "a file with a value out of range and an element this version does not know: untouched") {
        std::string text = "<settings version=\"1\">\n  <window width=\"640\" height=\"700\"/>\n"
                           "  <future-thing/>\n</settings>\n";
        spit(file, text);
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
        CHECK(test::slurp(file) == text);
    }
}

TEST_CASE("a second window on the same folder: told, no crash claimed, its own autosave") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string autosave = home + "/data/autosave.xml";
    std::string running = home + "/data/running";
    fs::create_directories(home + "/data");
    writeOldAutosave(dir, autosave);
    std::string before = test::slurp(autosave);
    LiveGuidon first({}, home);
    REQUIRE(first.waitStatus("screen", "menu"));
    REQUIRE(fs::exists(running));
    std::string script = writeScript(dir, {"no-fire", "pass"});
    {
        LiveGuidon second({test::dealtBattle(dir, kBrawner, test::kBrawnerDeal), "--seed", "3",
                           "--script", script},
                          home);
        REQUIRE(second.waitStatus("script", "done"));
        CHECK(waitDrawn(second, "Guidon is already open in another window (process"));
        CHECK_FALSE(drawn(second, "Resume the last game?")); // the first did not crash
        auto r = second.stop();
        CHECK(r.exitCode == 0);
    }
    CHECK(fs::exists(running));             // the first window's marker stays
    CHECK(test::slurp(autosave) == before); // and its autosave is its own
    bool own = false;
    for (const auto& e : fs::directory_iterator(home + "/data/saves"))
        own = own || e.path().filename().string().rfind("autosave-", 0) == 0;
    CHECK_MESSAGE(own, "the second window's game is autosaved in the saves folder");
    CHECK_FALSE(drawn(first, "Resume the last game?"));
    auto r = first.stop();
    CHECK(r.exitCode == 0);
    CHECK_FALSE(fs::exists(running));
}

TEST_CASE("guidon --editor opens a half-built map with its problems listed") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // Brawner's Farm without its Confederates: the game refuses it, the
    // editor opens it.
    std::string text = test::slurp(kBrawner);
    auto from = text.find("  <force side=\"confederate\">");
    auto to = text.find("</force>", from) + 9;
    REQUIRE(from != std::string::npos);
    text.erase(from, to - from);
    std::string map = dir.path("half.xml");
    spit(map, text);
    LiveGuidon g({"--editor", map});
    REQUIRE(g.waitStatus("screen", "editor"));
    CHECK(waitDrawn(g, "Error: The Confederate side has no units."));
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
}

TEST_CASE("a save that does not replay: the window names the save file") {
    REQUIRE_DISPLAY();
    TempDir dir;
    Reference game(test::dealtBattle(dir, kCornfield, test::kCornfieldDeal), 7,
                   {"no-fire", "pass"});
    data::SaveGame save = game.session.record();
    save.commands.push_back("march nobody"); // no such unit
    std::string path = dir.path("broken-game.xml");
    std::string error;
    REQUIRE(data::writeSaveAtomic(path, save, error));
    test::Run r = test::runGuidon({"--load", path, "--frames", "5"}, true);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find(path + ": command 3") != std::string::npos);
}

TEST_CASE("a folder locked by a window whose process id cannot be read is still not ours") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    fs::create_directories(home + "/data");
    writeOldAutosave(dir, home + "/data/autosave.xml");
    // The other window's marker and lock: it is running, it did not crash.
    spit(home + "/data/running", "4242\n");
    LockHolder other(home + "/data/lock");
    LiveGuidon g({}, home);
    REQUIRE(g.waitStatus("screen", "menu"));
    CHECK(waitDrawn(g, "Guidon is already open in another window"));
    CHECK_FALSE(drawn(g, "Resume the last game?"));
    CHECK_FALSE(drawn(g, "Continue")); // the other window's game is not this one's to continue
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
    CHECK(fs::exists(home + "/data/running")); // the other window's marker stays
}

// The real case is a data folder the player cannot write: the write fails,
// and so does the rename that would mark the old autosave as older. As root
// here, a folder standing where the older autosave goes makes the rename fail.
TEST_CASE("an autosave that fails where the old one cannot be moved: Continue still says older") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string autosave = home + "/data/autosave.xml";
    fs::create_directories(home + "/data");
    writeOldAutosave(dir, autosave);
    fs::create_directory(autosave + ".tmp");
    fs::create_directories(home + "/data/autosave.older.xml/x");
    std::string script = writeScript(dir, {"no-fire", "pass"});
    {
        LiveGuidon g({test::dealtBattle(dir, kBrawner, test::kBrawnerDeal), "--seed", "1",
                      "--script", script},
                     home);
        REQUIRE(g.waitStatus("script", "done"));
        REQUIRE(waitDrawn(g, "The autosave failed"));
        g.stop();
    }
    // The Cornfield game of the run before is not the game last played.
    LiveGuidon g({}, home);
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(waitDrawn(g, "The Cornfield, autosaved"));
    CHECK(drawn(g, "An older autosave"));
    g.stop();
}

TEST_CASE("two windows that do not own the folder never share one autosave") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    LiveGuidon first({}, home);
    REQUIRE(first.waitStatus("screen", "menu"));
    std::string script = writeScript(dir, {"no-fire", "pass"});
    LiveGuidon second(
        {test::dealtBattle(dir, kBrawner, test::kBrawnerDeal), "--seed", "1", "--script", script},
        home);
    LiveGuidon third({test::dealtBattle(dir, kCornfield, test::kCornfieldDeal), "--seed", "7",
                      "--script", script},
                     home);
    // Three windows drawing at once under a software renderer: time enough.
    REQUIRE(second.waitStatus("script", "done", 90));
    REQUIRE(third.waitStatus("script", "done", 90));
    auto r2 = second.stop();
    auto r3 = third.stop();
    std::regex named("autosaved as (\\S+\\.xml)");
    std::smatch m2, m3;
    REQUIRE(std::regex_search(r2.err, m2, named));
    REQUIRE(std::regex_search(r3.err, m3, named));
    CHECK(m2[1].str() != m3[1].str());
    first.stop();
}

TEST_CASE(
    "at the start: leftovers of a kill go, an autosave that cannot be read is said and kept") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    fs::create_directories(home + "/data/saves");
    spit(home + "/data/saves/evening.xml.tmp", "<save version=\"1\"><comm");
    spit(home + "/data/autosave.xml", "<save version=\"1\"><comm"); // cut short
    LiveGuidon g({}, home);
    REQUIRE(g.waitStatus("screen", "menu"));
    CHECK(waitDrawn(g, "cannot be read"));
    CHECK(drawn(g, "it was moved to " + home + "/data/autosave.xml.bad"));
    CHECK_FALSE(fs::exists(home + "/data/saves/evening.xml.tmp"));
    CHECK(fs::exists(home + "/data/autosave.xml.bad"));
    g.stop();
}

TEST_CASE(
    "a settings link to a file that cannot be read: neither the link nor the file is written") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = dir.path("home");
    fs::create_directories(home + "/config");
    std::string dotfile = dir.path("dotfiles-settings.xml");
    spit(dotfile, "<settings version=\"1\"><window");
    fs::create_symlink(dotfile, home + "/config/settings.xml");
    LiveGuidon g({}, home);
    REQUIRE(g.waitStatus("screen", "menu"));
    CHECK(waitDrawn(g, "mend or remove what it points to"));
    REQUIRE(g.click("Settings"));
    REQUIRE(g.waitStatus("overlay", "settings"));
    REQUIRE(g.click("Grid and the table's thirds"));
    REQUIRE(g.click("Close"));
    g.stop();
    CHECK(fs::is_symlink(home + "/config/settings.xml"));
    CHECK(test::slurp(dotfile) == "<settings version=\"1\"><window");
}

// [SECTION] Nothing lost (issue 19)

TEST_CASE(
    "a kill in a new battle: crash recovery offers that battle, not the game autosaved before it") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string autosave = home + "/data/autosave.xml";
    fs::create_directories(home + "/data");
    writeOldAutosave(dir, autosave); // The Cornfield, two commands in: the game before
    std::string brawner = test::dealtBattle(dir, kBrawner, test::kBrawnerDeal);
    std::string offered;
    SUBCASE("one command into the first turn") {
        {
            LiveGuidon g({brawner, "--seed", "1"}, home);
            REQUIRE(g.waitStatus("curtain", "up"));
            REQUIRE(g.click("I am the Confederate player"));
            REQUIRE(g.waitStatus("curtain", "down"));
            REQUIRE(g.click("No fire"));
            REQUIRE(g.waitStatus("commands", "1"));
            // Written at once, not at the turn's end.
            CHECK(g.waitFor(
                [&] { return commandsIn(autosave) == std::vector<std::string>{"no-fire"}; }, 10.0));
        } // SIGKILL
        offered = "after 1 command.";
    }
    SUBCASE("before any command") {
        {
            LiveGuidon g({brawner, "--seed", "1"}, home);
            REQUIRE(g.waitStatus("curtain", "up"));
            CHECK(g.waitFor(
                [&] { return test::slurp(autosave).find("Brawner") != std::string::npos; }, 10.0));
        }
        offered = "after 0 commands.";
    }
    LiveGuidon g({}, home);
    REQUIRE(g.waitStatus("screen", "menu"));
    CHECK(waitDrawn(g, "Resume the last game?"));
    CHECK(waitDrawn(g, offered));
    CHECK(drawn(g, "Brawner's Farm"));
    CHECK_FALSE(drawn(g, "The Cornfield"));
    REQUIRE(g.click("Resume that game"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("battle").find("Brawner") != std::string::npos);
    g.stop();
}

TEST_CASE("quitting a game with commands no save holds asks: Save, Quit without saving, Cancel") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string battle = test::dealtBattle(dir, kCornfield, test::kCornfieldDeal);
    LiveGuidon g({battle, "--seed", "7", "--script", writeScript(dir, {"no-fire"})}, home);
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.waitStatus("commands", "1"));
    const std::string question = "This game has 1 command that no save holds. Save it first?";
    SUBCASE("Ctrl+Q, then Esc: nothing happens; the menu's Quit, then Cancel: the same") {
        REQUIRE(g.press("ctrl+q"));
        REQUIRE(waitDrawn(g, question));
        CHECK(drawn(g, "Quit without saving"));
        CHECK(drawn(g, "the menu's Continue takes it up"));
        REQUIRE(g.press("Escape"));
        REQUIRE(g.waitFor([&] { return !drawn(g, question); }, 10.0));
        CHECK(g.status("screen") == "table");
        REQUIRE(g.press("Escape")); // the menu
        REQUIRE(g.waitStatus("screen", "menu"));
        REQUIRE(g.click("Quit"));
        REQUIRE(waitDrawn(g, question));
        REQUIRE(g.click("Cancel"));
        REQUIRE(g.waitFor([&] { return !drawn(g, question); }, 10.0));
        CHECK(g.running());
        CHECK(g.status("commands") == "1");
        g.stop();
    }
    SUBCASE("closing the window, then Quit without saving: the autosave keeps the game") {
        REQUIRE(closeWindow(g));
        REQUIRE(waitDrawn(g, question));
        REQUIRE(g.click("Quit without saving"));
        CHECK(endedCleanly(g));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
        CHECK(commandsIn(home + "/data/autosave.xml") == std::vector<std::string>{"no-fire"});
    }
    SUBCASE("closing the window, then Enter and Enter: saved under the name offered, then gone") {
        REQUIRE(closeWindow(g));
        REQUIRE(waitDrawn(g, question));
        REQUIRE(g.press("Return")); // Save, the default
        REQUIRE(g.waitStatus("overlay", "save"));
        REQUIRE(waitDrawn(g, "Name of the save:"));
        // The name offered. (A tap, down and up between two frames: the
        // dialog still sees it, engine/imgui_input.)
        REQUIRE(g.press("Return"));
        CHECK(endedCleanly(g));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
        std::string saved = home + "/data/saves/The Cornfield turn 1.xml";
        CHECK(commandsIn(saved) == std::vector<std::string>{"no-fire"});
    }
    SUBCASE("saved with Ctrl+S first: Ctrl+Q quits at once") {
        REQUIRE(pressKey(g, "ctrl+s"));
        REQUIRE(g.waitStatus("overlay", "save"));
        REQUIRE(pressKey(g, "Return"));
        REQUIRE(g.waitStatus("overlay", "none", 5.0));
        REQUIRE(g.press("ctrl+q"));
        CHECK(endedCleanly(g));
        CHECK_FALSE(drawn(g, question));
        CHECK(g.stop().exitCode == 0);
    }
}

TEST_CASE("a save whose battle file has changed loads on its own copy of the battle, and says so") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = test::dealtBattle(dir, kCornfield, test::kCornfieldDeal);
    Reference game(battle, 7, {"no-fire", "pass"});
    std::string save = game.save(dir);
    // The map updated since: a unit moved.
    test::dealtBattle(dir, kCornfield, test::kCornfieldDeal,
                      [](lite::Battle& b) { b.units.front().front.x += 0.5; });
    LiveGuidon g({"--load", save});
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("hash") == game.hash());
    CHECK(g.status("commands") == "2");
    CHECK(waitDrawn(
        g, "has changed since the game was saved; it was replayed on the copy of the battle"));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
    CHECK(r.err.find(save + ": " + battle + " has changed since the game was saved") !=
          std::string::npos);
}
