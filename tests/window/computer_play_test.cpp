// The computer opponent in the window (issue 9), end to end under a display:
// the computer against itself from the command line (it plays by itself at a
// watchable pace, Space plays out a turn, P pauses, no hand is shown, the
// game ends with its result), the hint (the hard computer's command for the
// deciding player, applied only on Apply, never behind the curtain), the
// level chosen on the new-battle screen and kept in the save, and saves of
// the older format or with a level this Guidon does not have.
#include "data/save_file.h"
#include "game_support.h"
#include "sim/session.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::kBrawner;
using test::kCornfield;
using test::library;
using test::LiveGuidon;
using test::Reference;
using test::TempDir;
using namespace guidon::test::x;

namespace {

int number(const LiveGuidon& g, const std::string& key) {
    return std::atoi(g.status(key).c_str());
}

// A GUIDON_HOME whose settings play at `speed` and do not ask for interrupts.
std::string homeAt(const TempDir& dir, float speed) {
    std::string home = test::writeHome(dir.path("home"), false);
    std::ofstream out(home + "/config/settings.xml");
    out << "<settings version=\"1\">\n  <interface always-ask-interrupts=\"false\" "
           "animation-speed=\""
        << speed << "\"/>\n</settings>\n";
    return home;
}

data::SaveGame loadSaved(const std::string& path) {
    data::SaveGame save;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadSave(path, save, p), p.str());
    return save;
}

// No hand strip is drawn: neither side's hand header.
bool noHand(const LiveGuidon& g) {
    std::string t = test::joinedText(g.texts());
    return t.find("Federal hand") == std::string::npos &&
           t.find("Confederate hand") == std::string::npos;
}

} // namespace

TEST_CASE("the computer against itself: it plays by itself, Space plays out a turn, P pauses, "
          "no hand is shown, and the game ends with its result") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string autosave = dir.path("auto.xml");
    LiveGuidon g(
        {kBrawner, "--seed", "3", "--computer", "both", "--level", "easy", "--autosave", autosave},
        homeAt(dir, 1.f));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("computer-federal") == "easy");
    CHECK(g.status("computer-confederate") == "easy");
    CHECK(g.status("seated") == "none");
    CHECK(waitDrawn(g, "Federal: Computer (easy)"));
    CHECK(waitDrawn(g, "The computer plays both sides; you watch."));

    // By itself, at a watchable pace: a decision every 0.6 s or more.
    REQUIRE(g.waitFor([&] { return number(g, "commands") >= 2; }, 20.0));
    CHECK(waitDrawn(g, "Computer (easy) is"));
    CHECK(drawn(g, "Space skips its turn"));
    int before = number(g, "commands");
    sleepMs(3000);
    int after = number(g, "commands");
    CHECK(after > before);
    CHECK(after - before <= 6); // 3 s at 0.6 s a decision at most
    CHECK(noHand(g));
    CHECK(g.status("curtain") == "down");

    // P: nothing more is played.
    REQUIRE(g.press("p"));
    REQUIRE(g.waitStatus("computer-state", "paused", 5.0));
    CHECK(waitDrawn(g, "P resumes"));
    int paused = number(g, "commands");
    sleepMs(2500);
    CHECK(number(g, "commands") == paused);

    // Space, paused: this turn is played out at once, then it waits again.
    // Several turns, one Space each.
    int turn = number(g, "turn");
    for (int k = 1; k <= 3 && g.status("over") != "yes"; ++k) {
        REQUIRE(g.press("space"));
        REQUIRE_MESSAGE(
            g.waitFor([&] { return number(g, "turn") >= turn + k || g.status("over") == "yes"; },
                      30.0),
            "turn " << g.status("turn") << " after Space " << k);
        REQUIRE(g.waitStatus("computer-state", "paused", 10.0));
        int held = number(g, "commands");
        sleepMs(1500);
        CHECK(number(g, "commands") == held); // paused again in the next turn
        CHECK(noHand(g));
    }
    CHECK(number(g, "commands") > paused);

    // The autosave, written at every turn's end, follows the game.
    REQUIRE(g.waitFor([&] { return test::slurp(autosave).find("<command>") != std::string::npos; },
                      5.0));
    data::SaveGame save = loadSaved(autosave);
    CHECK(save.computer[0] == "easy");
    CHECK(save.computer[1] == "easy");
    CHECK(save.commands.size() > 5);
    CHECK(int(save.commands.size()) <= number(g, "commands"));

    // P again: it plays on by itself.
    REQUIRE(g.press("p"));
    int resumed = number(g, "commands");
    CHECK(g.waitFor([&] { return number(g, "commands") > resumed || g.status("over") == "yes"; },
                    10.0));

    // To the end, a turn at a time: the result is shown.
    for (int guard = 0; guard < 80 && g.status("over") != "yes"; ++guard) {
        g.press("space");
        g.waitFor([&] { return g.status("over") == "yes"; }, 3.0);
        CHECK(noHand(g));
    }
    REQUIRE(g.status("over") == "yes");
    CHECK(g.status("winner") != "none");
    CHECK(waitDrawn(g, "GAME OVER"));
    CHECK(waitDrawn(g, " victory"));
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
    // The whole game replays from its autosave.
    data::SaveGame done = loadSaved(autosave);
    sim::Session replay;
    std::string err;
    REQUIRE_MESSAGE(sim::replaySave(library(), done, autosave, replay, err), err);
    CHECK(lite::stateOf(replay.game()).over);
}

TEST_CASE("the hint shows the hard computer's command in words; only Apply plays it") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // The computer holds no interrupt: the hint's command is answered by nothing.
    std::string battle = test::dealtBattle(dir, kCornfield, test::kCornfieldDeal);
    LiveGuidon g({battle, "--seed", "7", "--computer", "confederate"}, homeAt(dir, 4.f));
    REQUIRE(g.waitStatus("screen", "table"));
    REQUIRE(g.waitStatus("decider", "federal"));
    CHECK(g.status("seated") == "federal");
    CHECK(g.status("hint") == "none");
    REQUIRE(g.click("Hint (F2)"));
    REQUIRE(g.waitFor([&] { return g.status("hint").rfind("ready: ", 0) == 0; }, 30.0));
    std::string words = g.status("hint").substr(7);
    std::string line = g.status("hint-command");
    INFO("hint: " << words << " / " << line);
    CHECK(line != "none");
    CHECK(waitDrawn(g, "The hard computer would: " + words));
    // Nothing is played by asking.
    sleepMs(1000);
    CHECK(g.status("commands") == "0");
    CHECK(g.status("hash") == Reference(battle, 7, {}).hash());

    REQUIRE(g.click("Apply"));
    REQUIRE(g.waitStatus("commands", "1"));
    CHECK(g.status("hash") == Reference(battle, 7, {line}).hash());
    CHECK(g.waitStatus("hint", "none", 5.0)); // the game moved on: the hint goes

    // F2 asks too; Close puts it away, and nothing is played.
    if (g.status("decider") == "federal" && g.status("over") == "no") {
        std::string hash = g.status("hash");
        REQUIRE(g.press("F2"));
        REQUIRE(g.waitFor([&] { return g.status("hint").rfind("ready: ", 0) == 0; }, 30.0));
        REQUIRE(g.click("Close"));
        CHECK(g.waitStatus("hint", "none", 5.0));
        CHECK(g.status("hash") == hash);
    }
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
}

TEST_CASE("hot seat: no hint behind the curtain, one once the player has the seat") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // The Confederate holds no interrupt for the first turn: the Federal is asked first.
    LiveGuidon g({test::dealtBattle(dir, kCornfield, test::kCornfieldDeal), "--seed", "7"},
                 homeAt(dir, 1.f));
    REQUIRE(g.waitStatus("curtain", "up"));
    REQUIRE(g.press("F2"));
    sleepMs(800);
    CHECK(g.status("hint") == "none");
    CHECK_FALSE(drawn(g, "Hint (F2)"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    CHECK(waitDrawn(g, "Hint (F2)"));
    REQUIRE(g.press("F2"));
    CHECK(g.waitFor([&] { return g.status("hint").rfind("ready: ", 0) == 0; }, 30.0));
    CHECK(g.status("commands") == "0");
}

TEST_CASE("New battle: the Confederates to the hard computer; the level shows and is saved") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = homeAt(dir, 1.f);
    {
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        REQUIRE(g.click("New battle"));
        REQUIRE(g.waitStatus("screen", "new-battle"));
        REQUIRE(g.click("Brawner's Farm"));
        // Two rows say who plays: the second is the Confederate one.
        // Found twice in the same places: a panel whose content just changed
        // may still move by a line in its next (slow, on a loaded machine)
        // frames, and a click at the old place would miss.
        std::vector<DrawnText> who, before;
        REQUIRE(g.waitFor([&] {
            before = who;
            who.clear();
            for (const DrawnText& t : g.texts())
                if (t.text == "Player at this screen") who.push_back(t);
            return who.size() == 2 && before.size() == 2 && who[0].y == before[0].y &&
                   who[1].y == before[1].y;
        }));
        const DrawnText& rebel = who[0].y > who[1].y ? who[0] : who[1];
        REQUIRE(g.clickAt(float(rebel.x + rebel.w / 2), float(rebel.y + rebel.h / 2)));
        REQUIRE(g.click("Computer"));
        // A computer seat plays the normal level unless another is chosen.
        CHECK(waitDrawn(g, "Closes to musket range, fires when it pays, charges on good odds."));
        REQUIRE(g.click("normal"));
        REQUIRE(g.click("hard"));
        CHECK(waitDrawn(g, "Plans fire positions, keeps its lines, charges on the odds, husbands "
                           "its cards."));
        CHECK(drawn(g, "You play against the computer"));
        REQUIRE(g.click("Start the battle"));
        REQUIRE(g.waitStatus("screen", "table"));
        CHECK(g.status("computer-confederate") == "hard");
        CHECK(g.status("computer-federal") == "none");
        CHECK(g.status("seated") == "federal");
        // Its banner while it decides (the deal is random: the Federal
        // player may have an interrupt to decide on first).
        CHECK(g.waitFor(
            [&] {
                return drawn(g, "Confederate \xC2\xB7 Computer (hard)") ||
                       g.status("decider") == "federal";
            },
            30.0));
        auto r = g.stop(); // the game is autosaved as it stands
        INFO("stderr: " << r.err);
        CHECK(r.exitCode == 0);
    }
    data::SaveGame save = loadSaved(home + "/data/autosave.xml");
    CHECK(save.computer[0].empty());
    CHECK(save.computer[1] == "hard");

    // Continue from the menu: the same players, the same level.
    LiveGuidon g({}, home);
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(g.click("Continue"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("computer-confederate") == "hard");
    CHECK(g.status("computer-federal") == "none");
}

TEST_CASE("a save of the older format loads against the normal computer; an unknown level "
          "plays normal, with a warning") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // The Confederate holds no interrupt for the first turn: no-fire is the Federal's.
    Reference ref(test::dealtBattle(dir, kCornfield, test::kCornfieldDeal), 7, {"no-fire"});
    data::SaveGame save = ref.session.record();
    std::string text = data::saveToText(save);
    std::string at = "<save ";
    std::size_t p = text.find(at);
    REQUIRE(p != std::string::npos);

    SUBCASE("computer=\"confederate\", as older Guidons wrote it") {
        std::string old = text;
        old.insert(p + at.size(), "computer=\"confederate\" ");
        std::string path = dir.path("old.xml");
        std::ofstream(path) << old;
        LiveGuidon g({"--load", path}, homeAt(dir, 1.f));
        REQUIRE(g.waitStatus("screen", "table"));
        CHECK(g.status("computer-confederate") == "normal");
        CHECK(g.status("computer-federal") == "none");
        CHECK(g.status("hash") == ref.hash());
    }
    SUBCASE("a level this Guidon does not have") {
        std::string odd = text;
        odd.insert(p + at.size(), "computer-confederate=\"expert\" ");
        std::string path = dir.path("odd.xml");
        std::ofstream(path) << odd;
        LiveGuidon g({"--load", path}, homeAt(dir, 1.f));
        REQUIRE(g.waitStatus("screen", "table"));
        CHECK(g.status("computer-confederate") == "normal");
        CHECK(waitDrawn(g, "level 'expert', which this Guidon does not have; it plays normal"));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
        CHECK(r.err.find("'expert'") != std::string::npos);
    }
    SUBCASE("--level with --load: the saved computer side plays that level") {
        std::string old = text;
        old.insert(p + at.size(), "computer-confederate=\"easy\" ");
        std::string path = dir.path("easy.xml");
        std::ofstream(path) << old;
        LiveGuidon g({"--load", path, "--level", "hard"}, homeAt(dir, 1.f));
        REQUIRE(g.waitStatus("screen", "table"));
        CHECK(g.status("computer-confederate") == "hard");
        CHECK(g.status("computer-federal") == "none");
    }
}
