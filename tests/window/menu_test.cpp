// The window program around the table, end to end under a display: the main
// menu and the new-battle screen, settings kept between runs, the rules
// reference (F1), save and load, resuming after a crash, a refusal's rule
// and the computer opponent. guidon runs in the background (LiveGuidon),
// xdotool clicks drawn text and presses keys with real X input, and the test
// reads the status file, the drawn text and the files guidon leaves in its
// GUIDON_HOME.
#include "data/battle_file.h"
#include "data/save_file.h"
#include "data/settings_file.h"
#include "game_support.h"
#include "sim/session.h"
#include "x_input.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>

using namespace guidon;
using test::DrawnText;
using test::kBrawner;
using test::kCornfield;
using test::kRoot;
using test::library;
using test::LiveGuidon;
using test::Reference;
using test::TempDir;
using test::writeScript;
using namespace guidon::test::x;
namespace fs = std::filesystem;

namespace {

lite::Battle battleOf(const std::string& path) {
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadBattle(path, library().terrain, b, p), p.str());
    return b;
}

// [SECTION] Card names

std::vector<std::string> namesOf(const lite::GameState& s, core::Side side,
                                 const std::vector<int>& instances) {
    std::vector<std::string> out;
    for (int i : instances)
        out.push_back(s.card(side, i).name);
    return out;
}

// The names in the Confederate hand that the Federal player may not read:
// not also in his own hand, and not a card either side has played face up.
std::set<std::string> secretConfederateNames(const lite::GameState& s) {
    using core::Side;
    std::set<std::string> seen;
    for (Side side : {Side::Federal, Side::Confederate}) {
        for (const std::string& n : namesOf(s, side, s.side(side).discards))
            seen.insert(n);
        for (const std::string& n : namesOf(s, side, s.side(side).outOfGame))
            seen.insert(n);
    }
    for (const std::string& n : namesOf(s, Side::Federal, s.side(Side::Federal).hand))
        seen.insert(n);
    std::set<std::string> secret;
    for (const std::string& n : namesOf(s, Side::Confederate, s.side(Side::Confederate).hand))
        if (!seen.count(n)) secret.insert(n);
    return secret;
}

// Both players pass their first turn; the Federal fire choice of turn 3 (on
// The Cornfield dealt test::kCornfieldDeal: the Federal holds Morning Fog).
const std::vector<std::string> kToFederalTurn3 = {"no-fire", "pass", "no-interrupt", "no-fire",
                                                  "pass"};

} // namespace

// [SECTION] Tests

TEST_CASE("the main menu, New battle, Brawner's Farm, Start: the curtain for the first side") {
    REQUIRE_DISPLAY();
    LiveGuidon g({});
    REQUIRE(g.waitStatus("screen", "menu"));
    CHECK(g.status("overlay") == "none");
    CHECK(g.status("curtain").empty()); // no table yet
    REQUIRE(g.click("New battle"));
    REQUIRE(g.waitStatus("screen", "new-battle"));

    // Every battle under maps/ is listed by its name, the smallest first.
    std::vector<std::pair<int, std::string>> battles; // bases, name
    for (const auto& e : fs::directory_iterator(kRoot + "/maps"))
        if (e.path().extension() == ".xml") {
            lite::Battle b = battleOf(e.path().string());
            int bases = 0;
            for (const lite::UnitSetup& u : b.units)
                bases += u.bases;
            battles.emplace_back(bases, b.name);
        }
    std::sort(battles.begin(), battles.end());
    std::vector<std::string> names;
    for (const auto& b : battles)
        names.push_back(b.second);
    CHECK(names == std::vector<std::string>{"Brawner's Farm", "Keller's Crossroads (pick-up)",
                                            "The Cornfield", "Big Round Top"});
    int lastY = -1;
    for (const std::string& n : names) {
        DrawnText t;
        REQUIRE_MESSAGE(g.find(n, t), n);
        CHECK_MESSAGE(t.y > lastY, n << " is listed out of order"); // first run: the list
        lastY = t.y;
    }

    lite::Battle brawner = battleOf(kBrawner);
    std::string first = lite::nameOf(brawner.firstSide); // "confederate"
    std::string firstTitle = first;
    firstTitle[0] = char(std::toupper((unsigned char)firstTitle[0]));
    REQUIRE(g.click("Brawner's Farm"));
    CHECK(waitDrawn(g, "table 36 by 24 BW \xC2\xB7 " + firstTitle + " moves first"));
    // A chosen seed, typed into the box that appears beside the checkbox.
    REQUIRE(g.click("Choose the seed"));
    DrawnText box;
    REQUIRE(g.find("Choose the seed", box));
    REQUIRE(clickAt(g, box.x + box.w + 60, box.y + box.h / 2));
    REQUIRE(typeText(g, "1"));
    REQUIRE(g.click("Start the battle"));
    REQUIRE(g.waitStatus("screen", "table"));
    Reference ref(kBrawner, 1, {});
    CHECK(g.status("hash") == ref.hash());
    CHECK(g.status("turn") == "1");
    CHECK(g.status("commands") == "0");
    CHECK(g.status("active") == first);
    // The side the rules ask first decides first, behind the curtain: the
    // first side, unless the deal gave the other an interrupt for the
    // turn's start (the shipped battle deals what its seed deals).
    std::string decider = lite::nameOf(lite::decider(lite::stateOf(ref.session.game())));
    std::string deciderTitle = decider;
    deciderTitle[0] = char(std::toupper((unsigned char)deciderTitle[0]));
    CHECK(g.status("decider") == decider);
    CHECK(g.status("curtain") == "up");
    CHECK(g.status("seated") == "none");
    CHECK(g.status("courtesy") == "none");
    CHECK(waitDrawn(g, deciderTitle + " player, take the seat"));
    CHECK(waitDrawn(g, "I am the " + deciderTitle + " player"));
    CHECK(waitDrawn(g, "Brawner's Farm"));
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
}

TEST_CASE("settings: toggled in the window, kept in settings.xml, read again by the next run") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string file = home + "/config/settings.xml";
    auto load = [&] {
        std::vector<std::string> warnings;
        data::Settings s = data::loadSettings(file, warnings);
        std::string all;
        for (const std::string& w : warnings)
            all += w + "\n";
        CHECK_MESSAGE(warnings.empty(), all);
        return s;
    };
    data::Settings before = load();
    REQUIRE(before.showGrid == false);
    REQUIRE(before.showLabels == true);
    {
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        REQUIRE(g.click("Settings"));
        REQUIRE(g.waitStatus("overlay", "settings"));
        REQUIRE(g.click("Grid and the table's thirds"));
        REQUIRE(g.click("Unit names on the table"));
        REQUIRE(g.click("Close"));
        REQUIRE(g.waitStatus("overlay", "none"));
        // Kept on Close, before guidon ends.
        CHECK(g.waitFor(
            [&] {
                std::vector<std::string> w;
                data::Settings s = data::loadSettings(file, w);
                return s.showGrid && !s.showLabels;
            },
            5.0));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
    }
    data::Settings after = load();
    CHECK(after.showGrid == true);
    CHECK(after.showLabels == false);
    CHECK(after.alwaysAskInterrupts == false); // what was there stays

    // The next run starts from the kept values: a second toggle of the grid
    // turns it off again, and the labels stay off.
    {
        LiveGuidon g({}, home);
        REQUIRE(g.waitStatus("screen", "menu"));
        REQUIRE(g.click("Settings"));
        REQUIRE(g.waitStatus("overlay", "settings"));
        REQUIRE(g.click("Grid and the table's thirds"));
        REQUIRE(g.click("Close"));
        REQUIRE(g.waitStatus("overlay", "none"));
        auto r = g.stop();
        CHECK(r.exitCode == 0);
    }
    data::Settings third = load();
    CHECK(third.showGrid == false);
    CHECK(third.showLabels == false);
}

TEST_CASE("F1 opens the rules reference, its search box filters, Escape closes it") {
    REQUIRE_DISPLAY();
    LiveGuidon g({});
    REQUIRE(g.waitStatus("screen", "menu"));
    REQUIRE(pressKey(g, "F1"));
    REQUIRE(g.waitStatus("overlay", "reference"));
    DrawnText first;
    REQUIRE(g.find("LL-CARD-1", first)); // the top of the reference, unfiltered
    CHECK_FALSE(drawn(g, "No rule mentions"));

    REQUIRE(g.click("Find a rule: a word (wheel, canister) or its ID ..."));
    REQUIRE(typeText(g, "canister"));
    CHECK(g.waitFor([&] {
        std::string t = test::joinedText(g.texts());
        return t.find("LL-FIRE-4") != std::string::npos && t.find("LL-CARD-1") == std::string::npos;
    }));
    std::string filtered = test::joinedText(g.texts());
    INFO("drawn: " << filtered);
    CHECK(filtered.find("canister") != std::string::npos);
    CHECK(filtered.find("QRS-FIRE-1") != std::string::npos);
    CHECK(filtered.find("LL-CARD-5") == std::string::npos); // no canister in it
    CHECK(filtered.find("LL-MOVE-1") == std::string::npos);
    CHECK(g.status("screen") == "menu"); // the typed N went to the box, not the menu

    // The first Escape leaves the search box (Dear ImGui's own), the next
    // closes the window.
    REQUIRE(pressKey(g, "Escape"));
    if (g.status("overlay") == "reference") REQUIRE(pressKey(g, "Escape"));
    CHECK(g.waitStatus("overlay", "none", 5.0));
    CHECK(g.waitFor([&] { return !drawn(g, "LL-FIRE-4"); }, 5.0));
    CHECK(g.status("screen") == "menu");
}

TEST_CASE("Ctrl+S saves under a typed name, Ctrl+O lists it, Load brings the same game back") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string battle = test::dealtBattle(dir, kCornfield, test::kCornfieldDeal);
    LiveGuidon g({battle, "--seed", "7"}, home);
    REQUIRE(g.waitStatus("curtain", "up"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    REQUIRE(g.click("No fire"));
    REQUIRE(g.waitStatus("commands", "1"));
    std::string saved = g.status("hash");
    CHECK(saved == Reference(battle, 7, {"no-fire"}).hash());

    REQUIRE(pressKey(g, "ctrl+s"));
    REQUIRE(g.waitStatus("overlay", "save"));
    CHECK(waitDrawn(g, "Name of the save:"));
    REQUIRE(pressKey(g, "ctrl+a"));
    REQUIRE(typeText(g, "mysave"));
    REQUIRE(pressKey(g, "Return"));
    REQUIRE(g.waitStatus("overlay", "none", 5.0));
    std::string file = home + "/data/saves/mysave.xml";
    REQUIRE(fs::exists(file));
    CHECK(waitDrawn(g, "Saved as \"mysave\"."));
    data::SaveGame save;
    data::Problems problems;
    REQUIRE_MESSAGE(data::loadSave(file, save, problems), problems.str());
    CHECK(save.commands == std::vector<std::string>{"no-fire"});
    CHECK(save.seed == 7);

    // Play on, so loading has something to undo.
    REQUIRE(g.click("Pass"));
    REQUIRE(g.click("Yes, pass")); // Pass asks first
    REQUIRE(g.waitFor([&] { return g.status("commands") == "2"; }));
    REQUIRE(g.status("hash") != saved);

    REQUIRE(pressKey(g, "ctrl+o"));
    REQUIRE(g.waitStatus("screen", "load"));
    CHECK(waitDrawn(g, "The Cornfield"));
    REQUIRE(g.click("mysave"));
    REQUIRE(g.click("Load"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("hash") == saved);
    CHECK(g.status("commands") == "1");
    CHECK(g.status("step") == "command-choice");
    CHECK(waitDrawn(g, "Loaded mysave: 1 command replayed."));
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
}

TEST_CASE("after a crash the menu offers the autosaved game, and resuming brings it back") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = test::writeHome(dir.path("home"), false);
    std::string running = home + "/data/running", autosave = home + "/data/autosave.xml";
    std::string atKill, battle = test::dealtBattle(dir, kCornfield, test::kCornfieldDeal);
    {
        LiveGuidon g({battle, "--seed", "7"}, home);
        REQUIRE(g.waitStatus("curtain", "up"));
        CHECK(fs::exists(running));
        REQUIRE(g.click("I am the Federal player"));
        REQUIRE(g.waitStatus("curtain", "down"));
        REQUIRE(g.click("No fire"));
        REQUIRE(g.waitStatus("commands", "1"));
        REQUIRE(g.click("Pass"));      // the end of the Federal turn: the autosave is written
        REQUIRE(g.click("Yes, pass")); // Pass asks first
        REQUIRE(g.waitStatus("active", "confederate"));
        REQUIRE(g.waitStatus("commands", "2"));
        atKill = g.status("hash");
        CHECK(atKill == Reference(battle, 7, {"no-fire", "pass"}).hash());
        REQUIRE(g.waitFor([&] { return fs::exists(autosave); }, 5.0));
    } // SIGKILL: no clean end
    REQUIRE(fs::exists(running));
    data::SaveGame save;
    data::Problems problems;
    REQUIRE_MESSAGE(data::loadSave(autosave, save, problems), problems.str());
    CHECK(save.commands == std::vector<std::string>{"no-fire", "pass"});

    LiveGuidon g({}, home);
    REQUIRE(g.waitStatus("screen", "menu"));
    CHECK(waitDrawn(g, "Resume the last game?"));
    CHECK(waitDrawn(g, "Guidon did not close properly while you were playing"));
    CHECK(waitDrawn(g, "after 2 commands."));
    REQUIRE(g.click("Resume that game"));
    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("hash") == atKill);
    CHECK(g.status("commands") == "2");
    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
    CHECK_FALSE(fs::exists(running)); // a clean end this time
}

TEST_CASE("a refusal shows its rule from the reference, and a click opens the reference there") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::vector<std::string> lines = kToFederalTurn3;
    lines.push_back("no-fire"); // the Federal, who passed last turn, at his command choice
    LiveGuidon g({test::dealtBattle(dir, kCornfield, test::kCornfieldDeal), "--seed", "7",
                  "--script", writeScript(dir, lines)});
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    CHECK_FALSE(drawn(g, "In the rules reference (F1)"));
    REQUIRE(g.click("Pass"));
    REQUIRE(g.waitFor([&] { return g.status("refusal").rfind("LL-CARD-5", 0) == 0; }));
    CHECK(waitDrawn(g, "LL-CARD-5 No double pass"));
    std::string t = test::joinedText(g.texts());
    INFO("drawn: " << t);
    CHECK(t.find("Two passes in consecutive turns are not allowed.") != std::string::npos);
    CHECK(g.status("overlay") == "none");

    REQUIRE(g.click("In the rules reference (F1)"));
    REQUIRE(g.waitStatus("overlay", "reference"));
    // The reference opens at LL-CARD-5, its ID in gold.
    bool gold = g.waitFor([&] {
        for (const DrawnText& d : g.texts())
            if (d.text == "LL-CARD-5") {
                unsigned r = d.rgba >> 24, gr = (d.rgba >> 16) & 0xFF, b = (d.rgba >> 8) & 0xFF;
                return r > 0xE0 && gr > 0xB0 && b < 0x90;
            }
        return false;
    });
    CHECK_MESSAGE(gold, test::joinedText(g.texts()));
    CHECK(g.status("commands") == "6"); // nothing was applied
}

TEST_CASE("against the computer: no curtain, its commands come by themselves, its hand unseen") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string home = dir.path("home");
    fs::create_directories(home + "/config");
    { // fast animations: the computer decides every 0.15 s
        std::ofstream out(home + "/config/settings.xml");
        out << "<settings version=\"1\">\n  <interface always-ask-interrupts=\"false\" "
               "animation-speed=\"4\"/>\n</settings>\n";
    }
    std::string autosave = dir.path("auto.xml");
    // The Federal player holds no interrupt: the computer's turn comes first.
    std::string battle = test::dealtBattle(dir, kBrawner, test::kBrawnerDeal);
    LiveGuidon g({battle, "--seed", "1", "--computer", "confederate", "--autosave", autosave},
                 home);

    // What was drawn, at how many commands (both of one frame).
    std::vector<std::pair<std::size_t, std::string>> seen;
    bool curtain = false;
    auto look = [&] {
        std::map<std::string, std::string> st;
        std::vector<test::DrawnText> texts;
        bool both = g.frame(st, texts); // `st` is the last status read either way
        if (st["curtain"] == "up") curtain = true;
        if (both && !st["commands"].empty())
            seen.emplace_back(std::stoul(st["commands"]), test::joinedText(texts));
        return st;
    };
    auto commands = [&] { return std::atoi(g.status("commands").c_str()); };
    auto humanToMove = [&](const std::map<std::string, std::string>& st) {
        auto it = st.find("decider");
        return it != st.end() && it->second == "federal";
    };

    REQUIRE(g.waitStatus("screen", "table"));
    CHECK(g.status("seated") == "federal");
    // The Confederates move first: the computer's turn plays with no click.
    REQUIRE(g.waitFor([&] { return humanToMove(look()); }, 30.0));
    int afterComputer = commands();
    CHECK(afterComputer > 0);

    // The human's turn, by clicks.
    for (int guard = 0; guard < 10; ++guard) {
        auto st = look();
        if (!humanToMove(st)) break;
        std::string step = st["step"];
        int before = commands();
        if (step == "fire-choice")
            REQUIRE(g.click("No fire"));
        else if (step == "command-choice") {
            REQUIRE(g.click("Pass"));
            REQUIRE(g.click("Yes, pass")); // Pass asks first
        } else if (step == "interrupt-window")
            REQUIRE(g.click("No interrupt"));
        else
            FAIL("an unexpected decision for the Federal player: " << step);
        REQUIRE(g.waitFor([&] { return commands() > before; }));
    }
    int afterHuman = commands();
    CHECK(afterHuman > afterComputer);

    // The computer's second turn comes by itself.
    CHECK(g.waitFor(
        [&] {
            auto st = look();
            return std::atoi(st["commands"].c_str()) >= afterHuman + 2;
        },
        20.0));
    look();
    CHECK_FALSE(curtain);
    CHECK(g.status("curtain") == "down");
    auto r = g.stop();
    INFO("stderr: " << r.err);
    REQUIRE(r.exitCode == 0);

    // Replay the game here, and check every view against the Confederate
    // hand as it was at that command.
    data::SaveGame save;
    data::Problems problems;
    REQUIRE_MESSAGE(data::loadSave(autosave, save, problems), problems.str());
    REQUIRE(int(save.commands.size()) >= afterHuman + 2);
    Reference ref(battle, 1, {});
    std::vector<std::set<std::string>> secret;
    std::vector<std::vector<std::string>> federalHand;
    auto record = [&] {
        const lite::GameState& s = lite::stateOf(ref.session.game());
        secret.push_back(secretConfederateNames(s));
        federalHand.push_back(namesOf(s, core::Side::Federal, s.side(core::Side::Federal).hand));
    };
    record();
    for (const std::string& c : save.commands) {
        ref.play(c);
        record();
    }
    REQUIRE(seen.size() > 5);
    std::size_t checked = 0, secretsChecked = 0;
    bool federalShown = false; // the dump can show a hand: the Federal one is drawn in full
    // Named, not a structured binding: clang 14 cannot capture one in the
    // lambdas the CHECK macros make.
    for (const auto& seenAt : seen) {
        const std::size_t n = seenAt.first;
        const std::string& text = seenAt.second;
        if (n >= secret.size()) continue;
        ++checked;
        CHECK_MESSAGE(text.find("take the seat") == std::string::npos, "curtain at " << n);
        secretsChecked += secret[n].size();
        for (const std::string& name : secret[n])
            CHECK_MESSAGE(text.find(name) == std::string::npos, "Confederate card \""
                                                                    << name << "\" drawn after "
                                                                    << n << " commands: " << text);
        if (std::all_of(federalHand[n].begin(), federalHand[n].end(), [&](const std::string& name) {
                return text.find(name) != std::string::npos;
            }))
            federalShown = true;
    }
    CHECK(checked > 5);
    CHECK(secretsChecked > 0); // the check above had names to look for
    CHECK(federalShown);
}
