// The final review of the full game's integration: the Session's paths a
// game of the full game takes (undo, the save's name of its battle, the
// copy of the battle) and guidon-cli's answers on full battles.
#include "cli_run.h"
#include "../library.h"

#include "full/door.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <string>

namespace {

const std::string kSmall = guidon::test::kRoot + "/maps/full/matthews_hill.xml";

} // namespace

TEST_CASE("a save of the full game is named after its battle, file or copy") {
    using namespace guidon;
    const sim::Library& lib = test::library();
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(s.start(lib, kSmall, 1, {}, p), p.str());
    REQUIRE(s.submitLine("advance 2ri 3").ok());
    // The battle file where the save says.
    CHECK(sim::savedBattleName(lib, s.record(), "/tmp/none.xml") == "Matthews Hill");
    // The file gone: the save's copy names it.
    data::SaveGame gone = s.record();
    gone.battle = "/nowhere/matthews_hill_gone.xml";
    CHECK(sim::savedBattleName(lib, gone, "/tmp/none.xml") == "Matthews Hill");
}

TEST_CASE("undoing an order of the full game leaves the game and its record as they were") {
    using namespace guidon;
    const sim::Library& lib = test::library();
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(s.start(lib, kSmall, 1, {}, p), p.str());
    const std::uint64_t start = s.game().hash();
    const std::size_t logSize = s.log().size();
    REQUIRE(s.submitLine("dress 2nh").ok());
    REQUIRE(s.submitLine("brigadier burnside 14,10.5").ok());
    CHECK(s.undoLast());
    CHECK(s.undoLast());
    CHECK(s.game().hash() == start);
    CHECK(s.log().size() == logSize);
    CHECK(s.record().commands.empty());
    // FG-REACT-1: a move that pauses for the enemy's reactions has shown him
    // a choice: it is not taken back (the 4th South Carolina may fire at the
    // 2nd Rhode Island as it starts).
    REQUIRE(s.submitLine("advance 2ri 3").ok());
    CHECK_FALSE(s.undoLast());
    while (s.submitLine("pass").ok()) {
        // the Confederates let it go on at each pause, to its end
    }
    // Ending the phase rolls the enemy's pips: not undoable.
    REQUIRE(s.submitLine("end").ok());
    CHECK_FALSE(s.undoLast());
    sim::Session back;
    std::string err;
    REQUIRE_MESSAGE(sim::replaySave(lib, s.record(), "/tmp/none.xml", back, err), err);
    CHECK(back.game().hash() == s.game().hash());
}

// The command line's own mistakes on a battle of the full game are usage
// errors (exit 2, docs/cli.md), as they are on Lite's.
TEST_CASE("a full battle's command-line mistakes exit 2 with the usage") {
    using guidon::test::cli::run;
    const std::string battle = "maps/full/matthews_hill.xml";
    guidon::test::cli::Run r =
        run("play " + battle + " --seed 1 --hand federal:rally --script -", "end\n",
            guidon::test::kRoot);
    CHECK(r.code == 2);
    CHECK(r.err.find("full game") != std::string::npos);
    CHECK(r.err.find("usage") != std::string::npos);
    r = run("match " + battle + " --games 1 --seed 1 --federal expert --confederate random", "",
            guidon::test::kRoot);
    CHECK(r.code == 2);
    CHECK(r.err.find("'expert'") != std::string::npos);
    r = run("match " + battle +
                " --games 1 --seed 1 --federal random --confederate random --year 1862",
            "", guidon::test::kRoot);
    CHECK(r.code == 2);
    CHECK(r.err.find("--year") != std::string::npos);
    // Random against random is a match of the full game.
    r = run("match " + battle + " --games 1 --seed 1 --federal random --confederate random", "",
            guidon::test::kRoot);
    CHECK(r.code == 0);
}

// A save names its battle as the player did, maybe relative to a folder he
// has left: a shipped battle of the full game is found among the game's own
// maps (maps/full/) as Lite's are, not replayed on the save's copy as if the
// file were gone.
TEST_CASE("a save of a shipped full battle finds it from another folder") {
    using guidon::test::cli::run;
    const std::string save = guidon::test::cli::tempPath("full-rel-save.xml");
    guidon::test::cli::Run r =
        run("play maps/full/matthews_hill.xml --seed 1 --script - --save '" + save + "'",
            "dress 2nh\nend\n", guidon::test::kRoot);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    r = run("replay '" + save + "'", "", "/tmp");
    CHECK_MESSAGE(r.code == 0, r.err);
    CHECK_MESSAGE(r.err.find("not found") == std::string::npos, r.err);
    CHECK(r.out.find("2 commands replayed") != std::string::npos);
    std::remove(save.c_str());
    std::remove(guidon::sim::autosavePathFor(save).c_str());
}

// The autosave is the game being played (Session::submitLine writes it after
// every command): an order taken back is gone from it too, or a crash after
// the undo would bring the order back.
TEST_CASE("undoing an order of the full game rewrites the autosave without it") {
    using namespace guidon;
    const sim::Library& lib = test::library();
    const std::string autosave = test::cli::tempPath("full-undo.autosave.xml");
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(s.start(lib, kSmall, 1, {}, p), p.str());
    s.setAutosave(autosave);
    REQUIRE(s.submitLine("hold 2ri").ok());
    REQUIRE(s.submitLine("dress 2nh").ok());
    REQUIRE(s.undoLast());
    data::SaveGame onDisk;
    data::Problems lp;
    REQUIRE_MESSAGE(data::loadSave(autosave, onDisk, lp), lp.str());
    CHECK(onDisk.commands == s.record().commands);
    sim::Session back;
    std::string err;
    REQUIRE_MESSAGE(sim::replaySave(lib, onDisk, autosave, back, err), err);
    CHECK(back.game().hash() == s.game().hash());
    std::remove(autosave.c_str());
}
