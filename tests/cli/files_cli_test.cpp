// guidon-cli and the player's files under faults (issue 17): an autosave
// that fails is said at once and makes the exit code non-zero; a replay finds
// its battle by its fingerprint from any folder, and plays on the copy of
// its battle a save keeps when the file has changed or gone (issue 19).
#include "cli_run.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

using namespace guidon::test::cli;
namespace fs = std::filesystem;

namespace {
const std::string kBattle = kRoot + "/maps/brawner_farm.xml";
// Two turns, both passed, whatever the deck: whole hands of six with no
// interrupt that could open a window in them (no card is played, so none
// is drawn).
const std::string kHands =
    " --hand "
    "federal:steady-boys,dress-the-line,staff-ride,forward-guide-center,courier,colour-guard"
    " --hand "
    "confederate:courier,fire-by-rank,staff-ride,forward-guide-center,dress-the-line,drummer-boy ";

// A script of both sides' first turns, passed.
std::string twoTurns(const std::string& dir) {
    std::string path = dir + "/two-turns.script";
    std::ofstream(path) << "no-fire\npass\nno-fire\npass\n";
    return path;
}

bool has(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}
} // namespace

TEST_CASE("play --save: an autosave that fails is printed at once and the exit code is 1") {
    std::string dir = tempPath("autosave-fails");
    fs::create_directories(dir);
    std::string save = dir + "/game.xml";
    // A folder where the autosave's temporary file must go.
    fs::create_directories(dir + "/game.autosave.xml.tmp");
    std::string script = twoTurns(dir);
    Run p =
        run("play " + kBattle + " --seed 37" + kHands + "--script " + script + " --save " + save);
    CHECK(p.code == 1);
    INFO(p.err);
    // At the end of the first turn, with the script line that ended it.
    CHECK(has(p.err, script + ":2: autosave failed"));
    CHECK(has(p.err, script + ":4: autosave failed"));
    CHECK(has(p.err,
              ": autosave failed: cannot write " + dir + "/game.autosave.xml.tmp: Is a directory"));
    CHECK(has(p.err, "autosaves failed (the save itself was written)"));
    CHECK(fs::is_regular_file(save)); // the game itself is kept
    Run r = run("replay " + save);
    CHECK_MESSAGE(r.code == 0, r.err);
    fs::remove_all(dir);
}

TEST_CASE(
    "replay finds the battle by its fingerprint from a folder holding another file of its name") {
    std::string dir = tempPath("replay-folders");
    fs::create_directories(dir + "/club/maps");
    fs::create_directories(dir + "/elsewhere/maps");
    fs::copy_file(kBattle, dir + "/club/maps/golden_battle.xml");
    // The game is played and saved with the battle's path relative to the club's folder...
    Run p = run("play maps/golden_battle.xml --seed 37" + kHands + "--script " + twoTurns(dir) +
                    " --save " + dir + "/game.xml",
                "", dir + "/club");
    REQUIRE_MESSAGE(p.code == 0, p.err);
    // ...and the club's copy goes; another battle of that name stands where
    // the replay is run. The battle beside the save is the one (a copy the
    // player kept with it).
    fs::copy_file(kBattle, dir + "/golden_battle.xml");
    fs::remove(dir + "/club/maps/golden_battle.xml");
    fs::copy_file(kRoot + "/maps/cornfield.xml", dir + "/elsewhere/maps/golden_battle.xml");
    Run r = run("replay " + dir + "/game.xml", "", dir + "/elsewhere");
    CHECK_MESSAGE(r.code == 0, r.err);
    CHECK(has(r.out, "4 commands replayed"));
    fs::remove_all(dir);
}

TEST_CASE("replay of a save whose battle has changed or gone: played on the save's copy, said on "
          "stderr, exit 0") {
    std::string dir = tempPath("replay-copy");
    fs::create_directories(dir);
    std::string battle = dir + "/our_farm.xml", save = dir + "/game.xml";
    fs::copy_file(kBattle, battle);
    Run p = run("play " + battle + " --seed 37" + kHands + "--script " + twoTurns(dir) +
                " --save " + save);
    REQUIRE_MESSAGE(p.code == 0, p.err);
    Run before = run("replay " + save);
    REQUIRE_MESSAGE(before.code == 0, before.err);
    CHECK(before.err.empty());
    SUBCASE("changed") {
        std::string text = slurp(battle);
        std::string from = "x=\"25\" y=\"6\"";
        REQUIRE(has(text, from));
        text.replace(text.find(from), from.size(), "x=\"26\" y=\"6\"");
        std::ofstream(battle, std::ios::binary | std::ios::trunc) << text;
        Run r = run("replay " + save);
        CHECK_MESSAGE(r.code == 0, r.err);
        CHECK(has(r.err, save + ": " + battle +
                             " has changed since the game was saved; it was replayed on the copy "
                             "of the battle the "
                             "save keeps\n"));
        CHECK(r.out == before.out); // the same game
    }
    SUBCASE("gone") {
        fs::remove(battle);
        Run r = run("replay " + save);
        CHECK_MESSAGE(r.code == 0, r.err);
        CHECK(has(r.err, battle + " is not found; it was replayed on the copy"));
        CHECK(r.out == before.out);
        // A save of the older format (no copy) fails as it always did.
        std::string text = slurp(save);
        auto from = text.find("<battle "), to = text.find("</battle>");
        REQUIRE(from != std::string::npos);
        text.erase(from, to + 9 - from);
        text.replace(text.find("version=\"2\""), 11, "version=\"1\"");
        std::ofstream(save, std::ios::binary | std::ios::trunc) << text;
        Run old = run("replay " + save);
        CHECK(old.code == 1);
        CHECK(has(old.err, battle));
    }
    SUBCASE("gone, and the copy spoilt: file:line of the save") {
        fs::remove(battle);
        std::string text = slurp(save);
        std::string unit = "<unit id=\"f1\" name=\"2nd Wisconsin\" type=\"infantry\" bases=\"5\"";
        REQUIRE(has(text, unit));
        std::size_t at = text.find(unit);
        int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + at, '\n'));
        text.replace(at, unit.size(),
                     "<unit id=\"f1\" name=\"2nd Wisconsin\" type=\"infantry\" bases=\"11\"");
        std::ofstream(save, std::ios::binary | std::ios::trunc) << text;
        Run r = run("replay " + save);
        CHECK(r.code == 1);
        CHECK_MESSAGE(r.err.rfind(save + ":" + std::to_string(line) +
                                      ": an infantry regiment has 2 to 10 bases, not 11",
                                  0) == 0,
                      r.err);
        CHECK(has(r.err, "11"));
    }
    fs::remove_all(dir);
}
