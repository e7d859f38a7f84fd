// End to end through guidon-cli on battles of the full game (rules="full"):
// the golden game's pinned hash, saves and replays, --json, soak, match and
// validate, and the orders' refusals with their rule IDs.
#include "cli_run.h"
#include "json_check.h"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

using namespace guidon::test::cli;

namespace {

const std::string kSmall = kRoot + "/maps/full/matthews_hill.xml";
const std::string kScript = kRoot + "/tests/cli/golden_full.script";
// The state hash after the golden script. It changes only when the full
// game's rules, its tables or the battle change what the game does; re-pin it
// on purpose (the script's header says how it was recorded):
//   guidon-cli play maps/full/matthews_hill.xml --seed 24 --script tests/cli/golden_full.script
const std::string kGoldenHash = "e7eaadfb678f3e57";


bool has(const std::string& s, const std::string& part) {
    return s.find(part) != std::string::npos;
}

std::string tempFile(const std::string& name, const std::string& text) {
    std::string path = tempPath(name);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// The Federals' first turn on Matthews Hill, seed 1 (docs/cli.md's worked
// example): an advance, a wheel with double-time, each pausing three times
// where the Confederates may react (they pass), Dress Ranks, a screen, a
// battery holding, the brigadier joining a regiment.
const std::string kFirstTurn = "advance 2ri 3\n"
                               "pass\n"
                               "pass\n"
                               "pass\n"
                               "advance 1ri 1 wheel left 15 double\n"
                               "pass\n"
                               "pass\n"
                               "pass\n"
                               "dress 2nh\n"
                               "detach 71ny 2 1\n"
                               "hold 2ri-bty\n"
                               "brigadier burnside 14,10.5 attach 2ri\n"
                               "end\n"
                               "fire 2ri-bty at 4sc-s\n"
                               "losses 4sc-s centre\n"
                               "fire 2ri-bty at 4sc-s\n"
                               "end\n";

} // namespace

TEST_CASE("golden full game: the pinned final hash, byte-identical output on every run") {
    Run a = run("play " + kSmall + " --seed 24 --script " + kScript + " --json");
    REQUIRE_MESSAGE(a.code == 0, a.err);
    CHECK(jsonField(a.out, "hash") == kGoldenHash);
    CHECK(jsonField(a.out, "rules") == "full");
    CHECK(jsonField(a.out, "turn") == "5");
    // Fire, reactions and melee included, to a victory by broken brigades
    // (issues 22 and 23).
    CHECK(has(a.out, "\"end_reason\": \"Federal victory: the Confederate army has 1 of its 1 "
                     "brigade broken."));
    CHECK(has(a.out, "\"fired\""));
    CHECK(has(a.out, "\"stands-lost\""));
    CHECK(has(a.out, "\"pips-rolled\""));
    CHECK(has(a.out, "\"unit-moved\""));
    CHECK(has(a.out, "\"move-paused\""));
    CHECK(has(a.out, "\"reacted\""));
    CHECK(has(a.out, "\"evaded\""));
    CHECK(has(a.out, "\"flank-refused\""));
    CHECK(has(a.out, "\"retreated\""));
    CHECK(has(a.out, "\"contact\""));
    CHECK(has(a.out, "\"melee-fought\""));
    CHECK(has(a.out, "\"consolidated\""));
    Run b = run("play " + kSmall + " --seed 24 --script " + kScript + " --json");
    CHECK(a.out == b.out);
    guidon::test::JsonCheck json;
    CHECK_MESSAGE(json.read(a.out), json.error);
    // Another seed rolls other pips: the same lines are another game.
    Run c = run("play " + kSmall + " --seed 6 --script - --json", "hold 2ri\nend\n");
    REQUIRE_MESSAGE(c.code == 0, c.err);
    CHECK(jsonField(c.out, "hash") != jsonField(a.out, "hash"));
}

TEST_CASE("FG-CMD-7 the worked example of docs/cli.md plays as written") {
    Run r = run("play " + kSmall + " --seed 1 --script - --json", kFirstTurn);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(jsonField(r.out, "active") == "confederate");
    CHECK(has(r.out, "\"attached\": \"2ri\""));
    CHECK(has(r.out, "sends 2 stands forward as skirmishers"));
    CHECK(has(r.out, "\"id\": \"71ny-s\""));
    CHECK(has(r.out, "Section 1 of the 2nd Rhode Island Battery (James rifles) fires at the 4th "
                     "South Carolina skirmishers, 3.5\\\" (point-blank): 3 dice"));
    CHECK(has(r.out, "closes its ranks on the centre"));
    CHECK(has(r.out, "Plunging fire strikes the 4th South Carolina behind"));
}

TEST_CASE("FG-CMD-5 a refused order stops the script with its line, rule and reason") {
    // Seed 1 gives Burnside one pip: the 2nd New Hampshire, 12-24" from him,
    // pays a pip to change formation, and a second one is not there.
    Run r = run("play " + kSmall + " --seed 1 --script -",
                "advance 1ri 1 wheel left 15 double\npass\npass\npass\nform 2nh line\n");
    CHECK(r.code == 1);
    CHECK_MESSAGE(has(r.err, "<stdin>:5: refused: FG-CMD-5: this costs 1 pip at 12-24\" from the "
                             "brigadier"),
                  r.err);
    Run w = run("play " + kSmall + " --seed 1 --script -", "gallop 2ri\n");
    CHECK(w.code == 1);
    CHECK_MESSAGE(has(w.err, "unknown order 'gallop'"), w.err);
}

TEST_CASE("full game saves: play --save then replay checks every hash; a tampered save is caught") {
    std::string save = tempPath("full-save.xml");
    Run p = run("play " + kSmall + " --seed 1 --script - --save " + save, kFirstTurn);
    REQUIRE_MESSAGE(p.code == 0, p.err);
    Run r = run("replay " + save);
    CHECK_MESSAGE(r.code == 0, r.err);
    CHECK(has(r.out, "17 commands replayed"));
    std::string text = slurp(save);
    std::string tampered = text;
    auto at = tampered.find("advance 2ri 3");
    REQUIRE(at != std::string::npos);
    tampered.replace(at, 13, "advance 2ri 2");
    std::string bad = tempFile("full-tampered.xml", tampered);
    Run t = run("replay " + bad);
    CHECK(t.code == 1);
    CHECK_MESSAGE(has(t.err, "the replay went a different way"), t.err);
    std::remove(save.c_str());
    std::remove(bad.c_str());
}

TEST_CASE("full game soak: random legal games keep every invariant and replay to the same hash") {
    for (const char* battle : {"matthews_hill", "mcphersons_ridge", "franklin"}) {
        CAPTURE(battle);
        Run r = run("soak " + kRoot + "/maps/full/" + battle + ".xml --games 6 --seed 11");
        CHECK_MESSAGE(r.code == 0, r.out << r.err);
        CHECK(has(r.out, "games 6,"));
        CHECK(has(r.out, "violations 0,"));
        CHECK(has(r.out, "unfinished 0"));
    }
}

TEST_CASE("full game match: random legal players and the computer's levels, a JSON summary") {
    Run r = run("match " + kSmall + " --games 2 --seed 1 --federal random --confederate random --swap");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(has(r.out, "game 1: seed 1"));
    CHECK(has(r.out, "\"battle\":\"Matthews Hill\""));
    CHECK(has(r.out, "\"finished\":2"));
    // The levels of issue 25: a trace gives each command with its reason,
    // and the summary times the computer's turns.
    Run a = run("match " + kSmall + " --games 1 --seed 1 --federal hard --confederate easy --trace");
    REQUIRE_MESSAGE(a.code == 0, a.err);
    CHECK(has(a.out, "federal hard: "));
    CHECK(has(a.out, "  # "));
    CHECK(has(a.out, "\"finished\":1"));
    CHECK_FALSE(has(a.out, "\"ai_turn_ms\":{\"median\":0.000,\"p99\":0.000}"));
    Run n = run("match " + kSmall + " --games 1 --seed 1 --federal brilliant --confederate random");
    CHECK(n.code == 2); // the command line's mistake (full_review_test)
    CHECK_MESSAGE(has(n.err, "random easy normal hard"), n.err);
}

TEST_CASE("full game: --hand is refused in a sentence; validate reads a full battle by its own "
          "reader") {
    Run h = run("play " + kSmall + " --seed 1 --hand federal:quickstep --script -", "end\n");
    CHECK(h.code != 0);
    CHECK_MESSAGE(has(h.err, "the full game has no cards"), h.err);
    Run v = run("validate " + kSmall + " " + kRoot + "/assets/full/rules.xml " + kRoot +
                "/assets/full/terrain.xml");
    CHECK_MESSAGE(v.code == 0, v.err);
    CHECK(has(v.out, "3 files valid"));
    std::string text = slurp(kSmall);
    auto at = text.find("stands=\"9\"");
    REQUIRE(at != std::string::npos);
    text.replace(at, 10, "stands=\"13\"");
    std::string broken = tempFile("full-broken.xml", text);
    Run b = run("validate " + broken);
    CHECK(b.code == 1);
    CHECK_MESSAGE(has(b.err, broken + ":"), b.err);
    CHECK_MESSAGE(has(b.err, "13"), b.err);
    std::remove(broken.c_str());
}

TEST_CASE("pickup --map on a battle of the full game says what it is, never reads it as Lite") {
    Run r = run("pickup --map " + kSmall + " --script -", "");
    CHECK(r.code == 1);
    CHECK_MESSAGE(has(r.err, "matthews_hill.xml: this is a battle of the full game, not a pick-up "
                             "scenario of Longstreet Lite"),
                  r.err);
    CHECK_MESSAGE(!has(r.err, "unknown"), r.err); // no Lite reader's complaints
}

TEST_CASE("FG-FIRE-3 play --preview prints a unit's fire preview after the script (issue 22)") {
    // docs/cli.md's worked turn up to the fire phase: the James rifles held.
    const std::string orders = "advance 2ri 3\n"
                               "pass\npass\npass\n"
                               "advance 1ri 1 wheel left 15 double\n"
                               "pass\npass\npass\n"
                               "dress 2nh\n"
                               "detach 71ny 2 1\n"
                               "hold 2ri-bty\n"
                               "brigadier burnside 14,10.5 attach 2ri\n"
                               "end\n";
    Run r = run("play " + kSmall + " --seed 1 --script - --preview 2ri-bty:1", orders);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(has(r.out, "fire preview of 2ri-bty:1:\nSection 1 of the 2nd Rhode Island Battery"));
    CHECK(has(r.out, "The 4th South Carolina skirmishers (4sc-s), 3.5\" (point-blank, canister)"));
    CHECK(has(r.out, "needs 4+: matrix 3+, -1 target in open order: 4+"));
    CHECK(has(r.out, "save: no save (point-blank guns)"));
    CHECK(has(r.out, "at least one stand: 50%"));
    CHECK(has(r.out, "plunging fire: a stray hit on the 4th South Carolina behind"));
    // A unit that moved says why it cannot fire (checkFirer's refusal).
    r = run("play " + kSmall + " --seed 1 --script - --preview 2ri", orders);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(has(r.out, "The 2nd Rhode Island can fire at nothing now: FG-FIRE-1: "));
    // A battery names a section.
    r = run("play " + kSmall + " --seed 1 --script - --preview 2ri-bty", orders);
    CHECK(has(r.out, "FG-D-30"));
    // --json: the targets with their numbers.
    r = run("play " + kSmall + " --seed 1 --script - --preview 2ri-bty:1 --json", orders);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    guidon::test::JsonCheck json;
    CHECK_MESSAGE(json.read(r.out), json.error);
    CHECK(has(r.out, "\"preview\": ["));
    CHECK(has(r.out, "\"target\": \"4sc-s\""));
    CHECK(has(r.out, "\"stand_chance\": 0.5000,"));
    CHECK(jsonField(r.out, "preview_refusal") == "");
    r = run("play " + kSmall + " --seed 1 --script - --preview 2ri --json", orders);
    CHECK(has(jsonField(r.out, "preview_refusal"), "FG-FIRE-1: "));
}

TEST_CASE("play --preview: a unit the battle does not have, a bad section, a battle of Lite") {
    Run r = run("play " + kSmall + " --seed 1 --script - --preview nobody", "end\n");
    CHECK(r.code == 2);
    CHECK(has(r.err, "--preview: " + kSmall + " has no unit 'nobody'"));
    r = run("play " + kSmall + " --seed 1 --script - --preview 2ri-bty:0", "end\n");
    CHECK(r.code == 2);
    CHECK(has(r.err, "a number from 1"));
    r = run("play " + kSmall + " --seed 1 --script - --preview", "end\n");
    CHECK(r.code == 2);
    CHECK(has(r.err, "--preview needs a unit"));
    r = run("play " + kSmall + " --seed 1 --script - --preview 2ri --preview 1ri", "end\n");
    CHECK(r.code == 2);
    r = run("play " + kRoot + "/tests/cli/golden_battle.xml --seed 1 --script - --preview x", "");
    CHECK(r.code == 2);
    CHECK(has(r.err, "--preview is for the full game"));
    // A screen detached in play is known by its id.
    r = run("play " + kSmall + " --seed 1 --script - --preview 71ny-s", "");
    CHECK(r.code == 0);
    CHECK(has(r.out, "71ny-s can fire at nothing now: FG-FIRE-1: there is no such unit"));
}

TEST_CASE("FG-MELEE-2 play --melees prints each melee in contact, its terms and chances (issue 23)") {
    // The golden game to the Confederates' assault of turn 2: Wheat's Tigers
    // have charged home into the 1st Rhode Island.
    std::string lines;
    int n = 0;
    std::istringstream script(slurp(kScript));
    for (std::string line; n < 45 && std::getline(script, line);)
        if (!line.empty() && line[0] != '#') {
            lines += line + "\n";
            ++n;
        }
    Run r = run("play " + kSmall + " --seed 24 --script - --melees", lines);
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(has(r.out, "melees now: 1"));
    CHECK(has(r.out, "Attacker 1st Louisiana Special Battalion (Wheat's Tigers): 2 engaged +1 fresh "
                     "+1 Rebel Yell = 4 + 1D6"));
    CHECK(has(r.out, "Defender 1st Rhode Island: 4 engaged -2 disordered = 2 + 1D6"));
    CHECK(has(r.out, "Attacker wins 72%"));
    Run j = run("play " + kSmall + " --seed 24 --script - --melees --json", lines);
    REQUIRE_MESSAGE(j.code == 0, j.err);
    CHECK(has(j.out, "\"melees\": ["));
    CHECK(has(j.out, "\"main\": \"wheat\""));
    guidon::test::JsonCheck json;
    CHECK_MESSAGE(json.read(j.out), json.error);
    // None in contact: none listed; a battle of Lite has none to list.
    Run none = run("play " + kSmall + " --seed 24 --script - --melees", "hold 2ri\n");
    CHECK(has(none.out, "melees now: 0"));
    Run lite = run("play " + kRoot + "/maps/brawner_farm.xml --seed 1 --script - --melees", "");
    CHECK(lite.code == 2);
    CHECK(has(lite.err, "--melees is for the full game"));
}
