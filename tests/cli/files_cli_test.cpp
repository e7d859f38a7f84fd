// guidon-cli and the player's files under faults (issue 17): an autosave
// that fails is said at once and makes the exit code non-zero; a replay finds
// its battle by its fingerprint from any folder.
#include "cli_run.h"

#include <doctest/doctest.h>

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
const std::string kHands = " --hand federal:steady-boys,dress-the-line,staff-ride,forward-guide-center,courier,colour-guard"
                           " --hand confederate:courier,fire-by-rank,staff-ride,forward-guide-center,dress-the-line,drummer-boy ";

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
    Run p = run("play " + kBattle + " --seed 37" + kHands + "--script " + script + " --save " + save);
    CHECK(p.code == 1);
    INFO(p.err);
    // At the end of the first turn, with the script line that ended it.
    CHECK(has(p.err, script + ":2: autosave failed"));
    CHECK(has(p.err, script + ":4: autosave failed"));
    CHECK(has(p.err, ": autosave failed: cannot write " + dir + "/game.autosave.xml.tmp: Is a directory"));
    CHECK(has(p.err, "autosaves failed (the save itself was written)"));
    CHECK(fs::is_regular_file(save)); // the game itself is kept
    Run r = run("replay " + save);
    CHECK_MESSAGE(r.code == 0, r.err);
    fs::remove_all(dir);
}

TEST_CASE("replay finds the battle by its fingerprint from a folder holding another file of its name") {
    std::string dir = tempPath("replay-folders");
    fs::create_directories(dir + "/club/maps");
    fs::create_directories(dir + "/elsewhere/maps");
    fs::copy_file(kBattle, dir + "/club/maps/golden_battle.xml");
    // The game is played and saved with the battle's path relative to the club's folder...
    Run p = run("play maps/golden_battle.xml --seed 37" + kHands + "--script " + twoTurns(dir) + " --save " +
                    dir + "/game.xml",
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
