// Review of the saves' tail checkpoint (Session::record()): every save ends
// with a checkpoint of the state it was saved in, once, whatever way the
// game came there (an undo, a pick-up's set-up, a game that is over), and
// replays; a save without it (an older one) still replays.
#include "cli_run.h"
#include "../library.h"

#include "data/save_file.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <set>
#include <string>

namespace {

using namespace guidon;

const std::string kSmall = test::kRoot + "/maps/full/matthews_hill.xml";

// The checkpoints' command counts are each given once, in order, and the
// last is the state now.
void tailIsNow(const sim::Session& s) {
    const data::SaveGame r = s.record();
    REQUIRE_FALSE(r.checkpoints.empty());
    std::set<std::size_t> seen;
    std::size_t last = 0;
    for (const data::Checkpoint& c : r.checkpoints) {
        CHECK_MESSAGE(seen.insert(c.afterCommands).second,
                      "two checkpoints after command " << c.afterCommands);
        CHECK(c.afterCommands >= last);
        last = c.afterCommands;
    }
    CHECK(r.checkpoints.back().afterCommands == r.commands.size());
    CHECK(r.checkpoints.back().hash == core::hashHex(s.game().hash()));
}

// The save read back from its text replays to the state it was saved in.
void replaysToNow(const sim::Session& s) {
    data::SaveGame back;
    data::Problems p;
    REQUIRE_MESSAGE(data::parseSave(data::saveToText(s.record()), "t", back, p), p.str());
    sim::Session again;
    std::string err;
    REQUIRE_MESSAGE(sim::replaySave(test::library(), back, "/tmp/none.xml", again, err), err);
    CHECK(again.game().hash() == s.game().hash());
}

} // namespace

TEST_CASE("saves after an undo end with the state the undo left, and replay") {
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(s.start(test::library(), kSmall, 1, {}, p), p.str());
    REQUIRE(s.submitLine("hold 2ri").ok());
    REQUIRE(s.submitLine("dress 2nh").ok());
    REQUIRE(s.undoLast());
    tailIsNow(s);
    CHECK(s.record().commands.size() == 1);
    replaysToNow(s);
    // The last order changed on disk is caught by the tail.
    data::SaveGame tampered = s.record();
    tampered.commands.back() = "advance 2ri 2";
    sim::Session again;
    std::string err;
    CHECK_FALSE(sim::replaySave(test::library(), tampered, "/tmp/none.xml", again, err));
    CHECK_MESSAGE(err.find("the replay went a different way") != std::string::npos, err);
}

TEST_CASE("saves at a turn's end and of a game that is over hold its checkpoint once, and an old "
          "save without the tail replays") {
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(s.start(test::library(), kSmall, 1, {}, p), p.str());
    // Every phase ended at once: the turns' checkpoints fall on the last command.
    int turnsEnded = 0;
    for (int i = 0; i < 400 && !s.game().over(); ++i) {
        const int turn = s.status().turn;
        if (!s.submitLine("end").ok()) break;
        if (s.status().turn != turn) {
            ++turnsEnded;
            tailIsNow(s);
            replaysToNow(s);
        }
    }
    CHECK(turnsEnded > 0);
    // Played to the battle's last turn: a save of a game that is over.
    REQUIRE(s.game().over());
    tailIsNow(s);
    replaysToNow(s);
    data::SaveGame old = s.record();
    old.checkpoints.pop_back();
    sim::Session again;
    std::string err;
    CHECK_MESSAGE(sim::replaySave(test::library(), old, "/tmp/none.xml", again, err), err);
    CHECK(again.game().hash() == s.game().hash());
}

TEST_CASE("saves of a pick-up battle: none during the set-up, the tail once it is done") {
    using test::cli::run;
    const std::string save = test::cli::tempPath("tail-pickup.xml");
    const std::string plain = "forward-guide-center,forward-guide-center,dress-the-line,"
                              "dress-the-line,staff-ride,staff-ride";
    test::cli::Run r = run("pickup --map " + test::kRoot +
                               "/maps/pickup_crossroads.xml --seed 4 --dice 3,5 --hand federal:" +
                               plain + " --hand confederate:" + plain + " --script " +
                               test::kRoot + "/tests/cli/pickup_map.script --save " + save,
                           "", test::kRoot);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    data::SaveGame onDisk;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadSave(save, onDisk, p), p.str());
    REQUIRE(onDisk.pickup);
    REQUIRE_FALSE(onDisk.checkpoints.empty());
    CHECK(onDisk.checkpoints.back().afterCommands == onDisk.commands.size());
    std::set<std::size_t> seen;
    for (const data::Checkpoint& c : onDisk.checkpoints)
        CHECK(seen.insert(c.afterCommands).second);
    sim::Session back;
    std::string err;
    REQUIRE_MESSAGE(sim::replaySave(test::library(), onDisk, save, back, err), err);
    tailIsNow(back);
    r = run("replay " + save, "", test::kRoot);
    CHECK_MESSAGE(r.code == 0, r.err);
    std::remove(save.c_str());
    std::remove(sim::autosavePathFor(save).c_str());
}
