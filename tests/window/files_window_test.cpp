// The window and the player's files under faults (issue 17), end to end
// under the display: a failing autosave shown at once and until one
// succeeds, Continue not offering an older game as the latest, quitting
// asked about; settings that cannot be read moved aside and said so, a
// settings link to a pipe never replaced, an untouched file never rewritten;
// a second window on the same folder; a half-built map in the editor; a
// replay that fails naming its save.
#include "data/save_file.h"
#include "data/session.h"
#include "game_support.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>

using namespace guidon;
using test::LiveGuidon;
using test::TempDir;
using test::kBrawner;
using test::kCornfield;
using test::Reference;
using test::writeScript;
using namespace guidon::test::x;
namespace fs = std::filesystem;

namespace {

void spit(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// An autosave of a game two commands in, as a previous run left it.
void writeOldAutosave(const std::string& path) {
    Reference old(kCornfield, 7, {"no-fire", "pass"});
    std::string error;
    REQUIRE_MESSAGE(data::writeSaveAtomic(path, old.session.record(), error), error);
}

} // namespace

TEST_CASE("an autosave that fails is shown at once, Continue then says it is older, quitting asks") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string autosave = home + "/data/autosave.xml";
    fs::create_directories(home + "/data");
    writeOldAutosave(autosave);
    fs::create_directory(autosave + ".tmp"); // a folder where the temporary file goes
    std::string script = writeScript(dir, {"no-fire", "pass"});
    // Both sides pass their first turn with this deal, no interrupt asked.
    Reference twoTurns(kBrawner, 1, {"no-fire", "pass", "no-fire", "pass"});
    {
        LiveGuidon g({kBrawner, "--seed", "1", "--script", script}, home);
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
        REQUIRE(g.waitStatus("commands", "4"));
        CHECK(g.status("hash") == twoTurns.hash());
        CHECK(waitDrawn(g, "(2 turns in a row)"));
        REQUIRE(g.press("ctrl+q"));
        CHECK(waitDrawn(g, "The game cannot be autosaved"));
        REQUIRE(g.click("Back to the game"));
        REQUIRE(g.waitFor([&] { return !drawn(g, "The game cannot be autosaved"); }, 10.0));
        REQUIRE(g.press("ctrl+q"));
        REQUIRE(g.click("Quit anyway"));
        auto r = g.stop();
        INFO("stderr: " << r.err);
        CHECK(r.exitCode == 0);
        CHECK(r.err.find("autosave failed") != std::string::npos);
    }
    // The next start: Continue offers the older game, and says so.
    {
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        CHECK(waitDrawn(g, "An older autosave: the ones after it could not be written."));
        g.stop();
    }
    // With the folder fixed, the next autosave succeeds: the older one goes.
    fs::remove(autosave + ".tmp");
    {
        LiveGuidon g({kBrawner, "--seed", "3", "--script", script}, home);
        REQUIRE(g.waitStatus("script", "done"));
        REQUIRE(g.waitFor([&] { return fs::exists(autosave); }, 10.0));
        CHECK_FALSE(fs::exists(home + "/data/autosave.older.xml"));
        CHECK_FALSE(drawn(g, "The autosave failed"));
        g.stop();
    }
}

TEST_CASE("settings that cannot be read are moved aside and said so; untouched ones are not rewritten") {
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
        CHECK(waitDrawn(g, "is left as it is and is not written"));
        REQUIRE(g.click("Settings"));
        REQUIRE(g.waitStatus("overlay", "settings"));
        REQUIRE(g.click("BW grid and the table's thirds"));
        REQUIRE(g.click("Close"));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
        CHECK(fs::is_symlink(file));
        CHECK(fs::read_symlink(file) == fifo);
        CHECK(fs::is_fifo(fifo));
    }
    SUBCASE("a file with a value out of range and an element this version does not know: untouched") {
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
    writeOldAutosave(autosave);
    std::string before = test::slurp(autosave);
    LiveGuidon first({}, home);
    REQUIRE(first.waitStatus("screen", "menu"));
    REQUIRE(fs::exists(running));
    std::string script = writeScript(dir, {"no-fire", "pass"});
    {
        LiveGuidon second({kBrawner, "--seed", "3", "--script", script}, home);
        REQUIRE(second.waitStatus("script", "done"));
        CHECK(waitDrawn(second, "Guidon is already open in another window (process"));
        CHECK_FALSE(drawn(second, "Resume the last game?")); // the first did not crash
        auto r = second.stop();
        CHECK(r.exitCode == 0);
    }
    CHECK(fs::exists(running)); // the first window's marker stays
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
    Reference game(kCornfield, 7, {"no-fire", "pass"});
    data::SaveGame save = game.session.record();
    save.commands.push_back("march nobody"); // no such unit
    std::string path = dir.path("broken-game.xml");
    std::string error;
    REQUIRE(data::writeSaveAtomic(path, save, error));
    test::Run r = test::runGuidon({"--load", path, "--frames", "5"}, true);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find(path + ": command 3") != std::string::npos);
}
