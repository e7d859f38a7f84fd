// End to end through guidon-cli: the golden game, determinism, saves and
// replays, refused script lines, validation and the benchmark.
#include "cli_run.h"
#include "json_check.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

// tools/check's sanitizer build skips the cases that only measure: this one
// runs the benchmarks for their timings (tools/test runs it).
#ifdef GUIDON_SANITIZED
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

namespace {

using namespace guidon::test::cli;
const std::string kBattle = kRoot + "/tests/cli/golden_battle.xml";
const std::string kScript = kRoot + "/tests/cli/golden.script";
// The state hash after the golden script. It changes only when the rules or
// assets/cards.xml change what a game does; then re-pin it on purpose:
//   guidon-cli play tests/cli/golden_battle.xml --seed 37 --script tests/cli/golden.script
const std::string kGoldenHash = "e1d8cd48aa586746";

// Both opening hands fixed (--hand), with no interrupt in either: a script
// of the first turn then plays the same whatever the seed deals and
// whatever else assets/cards.xml holds.
const std::string kPlain =
    "staff-ride,forward-guide-center,forward-guide-center,dress-the-line,dress-the-line,staff-ride";
const std::string kPlainHands = " --hand federal:" + kPlain + " --hand confederate:" + kPlain;
// Five of those six, after a card of the test's own.
const std::string kFivePlain = kPlain.substr(kPlain.find(',') + 1);

// A small strict JSON reader: true when `text` is exactly one JSON value
// (and white space). The CLI's --json output must be valid JSON alone.
struct JsonCheck {
    const std::string& t;
    std::size_t i = 0;
    void ws() {
        while (i < t.size() && (t[i] == ' ' || t[i] == '\n' || t[i] == '\t' || t[i] == '\r'))
            ++i;
    }
    bool lit(const char* w) {
        std::size_t n = std::char_traits<char>::length(w);
        if (t.compare(i, n, w) != 0) return false;
        i += n;
        return true;
    }
    bool str() {
        if (i >= t.size() || t[i] != '"') return false;
        for (++i; i < t.size(); ++i) {
            if (t[i] == '"') return ++i, true;
            if (static_cast<unsigned char>(t[i]) < 0x20) return false;
            if (t[i] == '\\' && ++i >= t.size()) return false;
        }
        return false;
    }
    bool num() {
        std::size_t from = i;
        if (i < t.size() && t[i] == '-') ++i;
        while (i < t.size() && (std::isdigit(static_cast<unsigned char>(t[i])) || t[i] == '.' ||
                                t[i] == 'e' || t[i] == 'E' || t[i] == '+' || t[i] == '-'))
            ++i;
        return i > from;
    }
    bool value() {
        ws();
        if (i >= t.size()) return false;
        bool ok = false;
        if (t[i] == '{' || t[i] == '[') {
            char close = t[i] == '{' ? '}' : ']';
            bool object = t[i] == '{';
            ++i;
            ws();
            if (i < t.size() && t[i] == close) {
                ++i;
                ok = true;
            } else {
                for (;;) {
                    if (object) {
                        ws();
                        if (!str()) return false;
                        ws();
                        if (i >= t.size() || t[i++] != ':') return false;
                    }
                    if (!value()) return false;
                    ws();
                    if (i < t.size() && t[i] == ',') {
                        ++i;
                        continue;
                    }
                    if (i < t.size() && t[i] == close) {
                        ++i;
                        break;
                    }
                    return false;
                }
                ok = true;
            }
        } else if (t[i] == '"') {
            ok = str();
        } else {
            ok = lit("true") || lit("false") || lit("null") || num();
        }
        ws();
        return ok;
    }
};
bool validJson(const std::string& text) {
    JsonCheck c{text};
    return c.value() && c.i == text.size();
}

// The card ids of "hand of SIDE: a(1) b(0) ..." in the plain output.
std::vector<std::string> plainHand(const std::string& out, std::string* side = nullptr) {
    std::vector<std::string> ids;
    auto at = out.find("hand of ");
    if (at == std::string::npos) return ids;
    auto colon = out.find(':', at);
    if (side) *side = out.substr(at + 8, colon - at - 8);
    std::istringstream in(out.substr(colon + 1, out.find('\n', at) - colon - 1));
    for (std::string w; in >> w;)
        ids.push_back(w.substr(0, w.find('(')));
    return ids;
}

// The card ids of the JSON's "deciding" hand, in order.
std::vector<std::string> jsonHand(const std::string& json, std::string* side = nullptr) {
    std::vector<std::string> ids;
    auto at = json.find("\"deciding\": {");
    if (at == std::string::npos) return ids;
    auto end = json.find(']', at);
    if (side) {
        auto s = json.find("\"side\": \"", at) + 9;
        *side = json.substr(s, json.find('"', s) - s);
    }
    for (auto k = json.find("\"id\": \"", at); k != std::string::npos && k < end;
         k = json.find("\"id\": \"", k + 1)) {
        auto s = k + 7;
        ids.push_back(json.substr(s, json.find('"', s) - s));
    }
    return ids;
}

} // namespace

TEST_CASE("golden game: the pinned final hash, byte-identical output on every run") {
    Run a = run("play " + kBattle + " --seed 37 --script " + kScript + " --json");
    REQUIRE_MESSAGE(a.code == 0, a.err);
    CHECK(jsonField(a.out, "hash") == kGoldenHash);
    CHECK(jsonField(a.out, "turn") == "7");
    CHECK(jsonField(a.out, "commands") == "56");
    CHECK(jsonField(a.out, "winner") ==
          "confederate"); // a victory roll reached the shattered point
    CHECK(a.out.find("\"fire-rolled\"") != std::string::npos);
    CHECK(a.out.find("\"kills-rolled\"") != std::string::npos);
    CHECK(a.out.find("\"bases-removed\"") != std::string::npos);
    CHECK(a.out.find("\"morale-spent\"") != std::string::npos);
    CHECK(a.out.find("\"unit-moved\"") != std::string::npos);
    CHECK(a.out.find("\"formation-changed\"") != std::string::npos);
    CHECK(a.out.find("\"interrupt-played\"") != std::string::npos);
    CHECK(a.out.find("\"reshuffled\"") != std::string::npos);
    Run b = run("play " + kBattle + " --seed 37 --script " + kScript + " --json");
    CHECK(a.out == b.out);
    // A different seed is a different game.
    Run c = run("play " + kBattle + " --seed 3" + kPlainHands + " --script - --json",
                "no-fire\nmove *\nend-phase\n");
    REQUIRE(c.code == 0);
    CHECK(jsonField(c.out, "hash") != jsonField(a.out, "hash"));
}

TEST_CASE("a shipped battle played to a victory from a script: the pinned final hash") {
    // It changes when the rules, the cards or maps/brawner_farm.xml change
    // what the game does; re-pin it on purpose:
    //   guidon-cli play maps/brawner_farm.xml --seed 1 --script tests/cli/brawner_farm.script
    Run r = run("play " + kRoot + "/maps/brawner_farm.xml --seed 1 --script " + kRoot +
                "/tests/cli/brawner_farm.script --json");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(jsonField(r.out, "hash") == "ac853305f630e651");
    CHECK(jsonField(r.out, "winner") == "confederate");
    CHECK(r.out.find("\"charge-made\"") != std::string::npos);
    CHECK(r.out.find("\"combat-rolled\"") != std::string::npos);
    CHECK(r.out.find("\"fall-back-rolled\"") != std::string::npos);
    CHECK(r.out.find("victory roll") != std::string::npos);
}

TEST_CASE("json: the final state names turn, sides, units and the event log") {
    Run r = run("play " + kBattle + " --seed 4 --dice 6,6" + kPlainHands + " --script - --json",
                "no-fire\nmove *\nend-phase\n");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(validJson(r.out));
    for (const char* key : {"\"turn\"",     "\"active\"",          "\"pending\"",    "\"deciding\"",
                            "\"winner\"",   "\"shattered_point\"", "\"hand\"",       "\"deck\"",
                            "\"discards\"", "\"out_of_game\"",     "\"bases_lost\"", "\"units\"",
                            "\"ranks\"",    "\"position\"",        "\"facing\"",     "\"limbered\"",
                            "\"smoke\"",    "\"broken\"",          "\"hash\"",       "\"events\""})
        CHECK_MESSAGE(r.out.find(key) != std::string::npos, key);
    // --dice: the first scripted die is the Confederate victory roll of turn 1.
    CHECK(r.out.find("victory roll: 6 + 0") != std::string::npos);
    CHECK(jsonField(r.out, "shattered_point") == "7");
    CHECK(r.out.find("\"id\": \"fa\"") != std::string::npos);
}

TEST_CASE("saves: play --save then replay checks every hash; a tampered save is caught") {
    std::string save = tempPath("game.xml");
    Run p = run("play " + kBattle + " --seed 37 --script " + kScript + " --save " + save);
    REQUIRE_MESSAGE(p.code == 0, p.err);
    Run r = run("replay " + save);
    CHECK_MESSAGE(r.code == 0, r.err);
    CHECK(r.out.find("56 commands replayed") != std::string::npos);
    CHECK(r.out.find(kGoldenHash) != std::string::npos);
    // No temporary file is left behind by the atomic write.
    CHECK(access((save + ".tmp").c_str(), F_OK) != 0);

    SUBCASE("a changed checkpoint hash") {
        std::string text = slurp(save);
        auto at = text.find("hash=\"", text.find("<checkpoint commands=\"40\""));
        REQUIRE(at != std::string::npos);
        text[at + 6] = text[at + 6] == '0' ? '1' : '0';
        std::ofstream(save) << text;
        Run bad = run("replay " + save);
        CHECK(bad.code == 1);
        CHECK(bad.err.find("after command 40") != std::string::npos);
    }
    SUBCASE("a changed command") {
        std::string text = slurp(save);
        auto at = text.find("<command>end-phase</command>");
        REQUIRE(at != std::string::npos);
        text.replace(at, 28, "<command>pass</command>");
        std::ofstream(save) << text;
        Run bad = run("replay " + save);
        CHECK(bad.code == 1);
        CHECK_FALSE(bad.err.empty());
    }
    SUBCASE("a truncated save: a clear message, and the last good autosave offered") {
        std::string autosave = save.substr(0, save.size() - 4) + ".autosave.xml";
        REQUIRE(access(autosave.c_str(), F_OK) == 0); // written at every turn end
        std::string text = slurp(save);
        std::ofstream(save) << text.substr(0, text.size() / 2);
        Run bad = run("replay " + save);
        CHECK(bad.code == 1);
        CHECK(bad.err.find(save + ":") != std::string::npos);
        CHECK(bad.err.find("malformed XML") != std::string::npos);
        CHECK(bad.err.find("the last good autosave is " + autosave) != std::string::npos);
        Run a = run("replay " + autosave);
        CHECK_MESSAGE(a.code == 0, a.err);
        std::remove(autosave.c_str());
    }
    std::remove(save.c_str());
    std::remove((save.substr(0, save.size() - 4) + ".autosave.xml").c_str());
}

TEST_CASE("script: a refused line stops with its line number, rule ID and reason") {
    Run r = run("play " + kBattle + " --seed 1" + kPlainHands + " --script -",
                "# comment\n\nfire *\nfire *\nend-phase\n");
    CHECK(r.code == 1);
    CHECK(r.err.find("<stdin>:4: refused: LL-CARD-2:") != std::string::npos);
    // Nobody plays a card, so nobody draws one: the turns are the hands'.
    Run twice = run("play " + kBattle + " --seed 4" + kPlainHands + " --script -",
                    "no-fire\npass\nno-fire\npass\nno-fire\npass\n");
    REQUIRE(twice.code == 1);
    CHECK(twice.err.find("<stdin>:6: refused: LL-CARD-5:") != std::string::npos);
    // A move into the wood without a second card: refused with the point where it goes wrong.
    Run wood = run("play " + kBattle + " --seed 4" + kPlainHands + " --script -",
                   "no-fire\nmove *\nmarch c1 forward 3\n");
    CHECK(wood.code == 1);
    CHECK(
        wood.err.find("<stdin>:3: refused: LL-MOVE-7: 4th Virginia would enter difficult Woods") !=
        std::string::npos);
    CHECK(wood.err.find("(at 6.00,") != std::string::npos);
    Run unknown = run("play " + kBattle + " --seed 1 --script -", "charge!\n");
    CHECK(unknown.code == 1);
    CHECK(unknown.err.find("<stdin>:1: unknown command 'charge!'") != std::string::npos);
    Run card = run("play " + kBattle + " --seed 1 --script -", "fire no-such-card\n");
    CHECK(card.code == 1);
    CHECK(card.err.find("unknown card 'no-such-card'") != std::string::npos);
}

TEST_CASE(
    "LL-CARD-3 a script line with two modifier cards is refused with the rule's ID and sentence") {
    Run r = run("play " + kBattle +
                    " --seed 2 --hand confederate:old-rivals,quickstep,rebel-yell --hand federal:" +
                    kPlain + " --script -",
                "no-fire\nmove old-rivals +quickstep +rebel-yell\n");
    CHECK(r.code == 1);
    CHECK_MESSAGE(
        r.err.find(
            "<stdin>:2: refused: LL-CARD-3: At most one modifier card may be played on a phase") !=
            std::string::npos,
        r.err);
}

TEST_CASE(
    "play --hand: the named cards open the hand whatever the seed; the rest is drawn as usual") {
    std::vector<std::string> rests;
    for (int seed : {1, 2, 3, 4, 5}) {
        CAPTURE(seed);
        Run r = run("play " + kBattle + " --seed " + std::to_string(seed) +
                        " --hand confederate:old-rivals,quickstep --hand federal:" + kPlain +
                        " --script -",
                    "");
        REQUIRE_MESSAGE(r.code == 0, r.err);
        std::string side;
        std::vector<std::string> hand = plainHand(r.out, &side);
        CHECK(side == "confederate");
        REQUIRE(hand.size() == 6);
        CHECK(hand[0] == "old-rivals");
        CHECK(hand[1] == "quickstep");
        std::string rest;
        for (std::size_t i = 2; i < 6; ++i)
            rest += hand[i] + " ";
        rests.push_back(rest);
    }
    // The rest follows the seed: not every seed draws the same four.
    std::sort(rests.begin(), rests.end());
    CHECK(std::unique(rests.begin(), rests.end()) - rests.begin() > 1);
    // Six cards for each side: both hands are the command line's.
    Run both = run("play " + kBattle + " --seed 9" + kPlainHands + " --script -", "");
    REQUIRE_MESSAGE(both.code == 0, both.err);
    CHECK(plainHand(both.out) == std::vector<std::string>{"staff-ride", "forward-guide-center",
                                                          "forward-guide-center", "dress-the-line",
                                                          "dress-the-line", "staff-ride"});
}

TEST_CASE("play --hand: recorded in the save, so replay deals the same; a changed hand is caught") {
    std::string save = tempPath("hand.xml");
    const std::string federal = "hand-federal=\"" + kPlain + "\"";
    const std::string confederate = " hand-confederate=\"old-rivals,quickstep\"";
    const std::string hands = " --hand confederate:old-rivals,quickstep --hand federal:" + kPlain;
    Run p = run("play " + kBattle + " --seed 5" + hands + " --script - --save " + save,
                "no-fire\npass\n");
    REQUIRE_MESSAGE(p.code == 0, p.err);
    std::string text = slurp(save);
    REQUIRE(text.find(federal) != std::string::npos);
    REQUIRE(text.find(confederate) != std::string::npos);
    Run r = run("replay " + save);
    CHECK_MESSAGE(r.code == 0, r.err);
    CHECK(r.out.find("2 commands replayed") != std::string::npos);
    CHECK(r.out.find("hash " +
                     jsonField(run("play " + kBattle + " --seed 5" + hands + " --script - --json",
                                   "no-fire\npass\n")
                                   .out,
                               "hash")) != std::string::npos);
    // Without the hand, the same seed deals another game: the first checkpoint differs.
    std::string other = tempPath("nohand.xml");
    {
        std::string t = text;
        t.replace(t.find(confederate), confederate.size(), "");
        std::ofstream(other) << t;
    }
    Run changed = run("replay " + other);
    CHECK(changed.code == 1);
    CHECK(changed.err.find("state after command 0") != std::string::npos);
    // A hand the deck cannot deal is reported, not dealt.
    {
        std::string t = text;
        t.replace(t.find(federal), federal.size(), "hand-federal=\"pinkerton\"");
        std::ofstream(other) << t;
    }
    Run bad = run("replay " + other);
    CHECK(bad.code == 1);
    CHECK_MESSAGE(
        bad.err.find(
            "the federal hand pinkerton: card 'pinkerton' is not in the Federal deck in 1862") !=
            std::string::npos,
        bad.err);
    Run validate = run("validate " + other);
    CHECK(validate.code == 1);
    std::remove(save.c_str());
    std::remove(other.c_str());
    std::remove((save.substr(0, save.size() - 4) + ".autosave.xml").c_str());
}

TEST_CASE("play --hand: a bad side or card is a usage error with a clear message") {
    struct Case {
        std::string hand, message;
    };
    for (const Case& c :
         {Case{"--hand", "--hand needs SIDE:CARD,CARD"},
          Case{"--hand federal", "--hand needs SIDE:CARD,CARD"},
          Case{"--hand rebels:quickstep",
               "--hand: 'rebels' is not a side (federal or confederate)"},
          Case{"--hand federal:", "--hand: '' is not a list of card ids"},
          Case{"--hand federal:quickstep,,old-rivals",
               "--hand: 'quickstep,,old-rivals' is not a list of card ids"},
          Case{"--hand federal:Quickstep", "is not a list of card ids"},
          Case{"--hand federal:quickstep --hand federal:old-rivals",
               "--hand: the federal hand is given twice"},
          Case{"--hand federal:a,b,c,d,e,f,g",
               "--hand: a hand holds six cards at most (LL-CARD-1), not 7"},
          Case{"--hand federal:no-such-card",
               "--hand federal:no-such-card: unknown card 'no-such-card'"},
          Case{"--hand federal:pinkerton", "--hand federal:pinkerton: card 'pinkerton' is not in "
                                           "the Federal deck in 1862 (LL-CARD-1)"},
          Case{
              "--hand confederate:pinkerton,pinkerton",
              "the hand holds 'pinkerton' 2 times; the Confederate deck has 1 copy (LL-CARD-1)"}}) {
        CAPTURE(c.hand);
        Run r = run("play " + kBattle + " --seed 1 " + c.hand + " --script -", "");
        CHECK(r.code == 2);
        CHECK_MESSAGE(r.err.rfind("guidon-cli: --hand", 0) == 0, r.err);
        CHECK_MESSAGE(r.err.find(c.message) != std::string::npos, r.err);
        CHECK(r.out.empty());
    }
    // pickup takes it too, checked against the decks before the set-up.
    Run pickup = run("pickup --hand federal:pinkerton --script -", "");
    CHECK(pickup.code == 2);
    CHECK(pickup.err.find("card 'pinkerton' is not in the Federal deck in 1862") !=
          std::string::npos);
}

TEST_CASE("json: the deciding player's hand, as the plain output prints it") {
    // The Confederate's own turn, then the Federal deciding an interrupt in it.
    for (const std::string& script : {std::string(""), std::string("no-fire\nmove quickstep\n")}) {
        CAPTURE(script);
        std::string args = "play " + kBattle + " --seed 6 --hand federal:old-rivals," + kFivePlain +
                           " --hand confederate:quickstep," + kFivePlain + " --script -";
        Run plain = run(args, script), json = run(args + " --json", script);
        REQUIRE_MESSAGE(plain.code == 0, plain.err);
        REQUIRE_MESSAGE(json.code == 0, json.err);
        CHECK(validJson(json.out));
        std::string plainSide, jsonSide;
        std::vector<std::string> a = plainHand(plain.out, &plainSide),
                                 b = jsonHand(json.out, &jsonSide);
        CHECK(a.size() == 6);
        CHECK(a == b);
        CHECK(plainSide == jsonSide);
        CHECK(jsonSide == (script.empty() ? "confederate" : "federal"));
        CHECK(b.front() == (script.empty() ? "quickstep" : "old-rivals"));
    }
}

TEST_CASE("pickup --json: standard output is the JSON alone") {
    Run r = run("pickup --map " + kRoot + "/maps/pickup_crossroads.xml --seed 4 --dice 3,5" +
                kPlainHands + " --script " + kRoot + "/tests/cli/pickup_map.script --json");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(validJson(r.out));
    CHECK(r.err.find("The set-up is finished") != std::string::npos);
    // The plain run prints the set-up on standard output.
    Run plain = run("pickup --map " + kRoot + "/maps/pickup_crossroads.xml --seed 4 --dice 3,5" +
                    kPlainHands + " --script " + kRoot + "/tests/cli/pickup_map.script");
    REQUIRE_MESSAGE(plain.code == 0, plain.err);
    CHECK(plain.out.find("The set-up is finished") != std::string::npos);
    CHECK_FALSE(validJson(plain.out));
}

TEST_CASE("usage errors are reported, not crashed on") {
    CHECK(run("").code == 2);
    CHECK(run("frobnicate").code == 2);
    CHECK(run("play " + kBattle + " --script -").code == 2);          // no seed
    CHECK(run("play " + kBattle + " --seed x --script -").code == 2); // bad seed
    CHECK(run("play " + kBattle + " --seed 1 --dice 7 --script -").code == 2);
    Run missing = run("play /nonexistent.xml --seed 1 --script -");
    CHECK(missing.code == 1);
    CHECK(missing.err.find("/nonexistent.xml: cannot open") != std::string::npos);
    Run noScript = run("play " + kBattle + " --seed 1 --script /nonexistent.txt");
    CHECK(noScript.code == 1);
}

TEST_CASE("validate: the shipped data is valid; a broken file gives file:line") {
    Run ok =
        run("validate " + kRoot + "/assets/terrain.xml " + kRoot + "/assets/cards.xml " + kBattle);
    CHECK_MESSAGE(ok.code == 0, ok.err);
    std::string bad = tempPath("bad.xml");
    std::ofstream(bad)
        << "<battle name=\"x\" year=\"1862\" first=\"federal\">\n<force side=\"federal\">\n"
           "<unit id=\"a\" type=\"infantry\" bases=\"11\" files=\"4\" x=\"5\" y=\"5\" "
           "facing=\"0\"/>\n"
           "</force>\n</battle>\n";
    Run r = run("validate " + bad);
    CHECK(r.code == 1);
    CHECK(r.err.find(bad + ":3: an infantry regiment has 2 to 10 bases, not 11") !=
          std::string::npos);
    std::remove(bad.c_str());
}

TEST_CASE("soak: random legal games keep every invariant, and replay to the same hash") {
    Run r = run("soak " + kRoot + "/maps/brawner_farm.xml --games 25 --seed 77");
    CHECK_MESSAGE(r.code == 0, r.out << r.err);
    CHECK(r.out.find("games 25,") != std::string::npos);
    CHECK(r.out.find("violations 0,") != std::string::npos);
    CHECK(r.out.find("unfinished 0") != std::string::npos);
    CHECK(r.out.find("games per second") != std::string::npos);
    CHECK(run("soak " + kRoot + "/maps/brawner_farm.xml --games 0").code == 2);
}

TEST_CASE("bench prints its timings, starting with battle load time" * doctest::skip(kSanitized)) {
    Run r = run("bench --quick");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    CHECK(r.out.find("battle load") != std::string::npos);
    CHECK(r.out.find("state hash") != std::string::npos);
    CHECK(r.out.find("full game: AI turn, large, hard v hard") != std::string::npos);
}

TEST_CASE("match: games between computer players, seats swapped, each result and a JSON summary") {
    Run r = run(
        "match " + kRoot +
        "/maps/brawner_farm.xml --games 4 --seed 3 --federal random --confederate random --swap");
    REQUIRE_MESSAGE(r.code == 0, r.out << r.err);
    for (int g = 1; g <= 4; ++g)
        CHECK(r.out.find("game " + std::to_string(g) + ": seed " + std::to_string(2 + g)) !=
              std::string::npos);
    CHECK(r.out.find("\"games\":4") != std::string::npos);
    CHECK(r.out.find("\"aborted\":0") != std::string::npos);
    CHECK(r.out.find("\"random\":{\"games\":8,") != std::string::npos);
    CHECK(r.out.find("\"ai_turn_ms\":{\"median\":") != std::string::npos);
    // The same seeds give the same games (all but the timings).
    Run again = run(
        "match " + kRoot +
        "/maps/brawner_farm.xml --games 4 --seed 3 --federal random --confederate random --swap");
    CHECK(again.out.substr(0, again.out.find("\"ai_turn_ms\"")) ==
          r.out.substr(0, r.out.find("\"ai_turn_ms\"")));
    // Bad levels and missing seeds are usage errors.
    Run bad = run("match " + kRoot + "/maps/brawner_farm.xml --games 2 --seed 1 --federal genius");
    CHECK(bad.code == 2);
    CHECK(bad.err.find("no AI level 'genius'") != std::string::npos);
    CHECK(run("match " + kRoot + "/maps/brawner_farm.xml --games 2").code == 2);
}

TEST_CASE("cards-doc: docs/cards.md is what the generator writes from assets/cards.xml") {
    Run r = run("cards-doc");
    REQUIRE_MESSAGE(r.code == 0, r.err);
    std::string doc = slurp(kRoot + "/docs/cards.md");
    const std::string heading = "## Balance of each year";
    std::size_t mine = r.out.find(heading), theirs = doc.find(heading);
    REQUIRE(mine != std::string::npos);
    REQUIRE(theirs != std::string::npos);
    // Everything up to the balance section, which tools/cards-doc plays for.
    CHECK_MESSAGE(doc.substr(0, theirs) == r.out.substr(0, mine),
                  "run tools/cards-doc: docs/cards.md is stale");
    // Every card of the XML is listed, and the balance table has a row per year.
    CHECK(r.out.find("| Sharpshooters | neutral | 1863-1865 |") != std::string::npos);
    for (int year = 1861; year <= 1865; ++year)
        CHECK(doc.find("\n| " + std::to_string(year) + " | ", theirs) != std::string::npos);
    CHECK(run("cards-doc --balance many").code == 2);
}

// [SECTION] clean output: whatever the names and commands in the files, what
// the CLI prints is valid JSON, never a raw control character and never a
// value echoed at full length

namespace {

// A tab, quotes, a backslash and letters beyond ASCII: all allowed in a name.
const std::string kOddName = "Tab\there \"quoted\" back\\slash \xc3\x9c"
                             "n\xc3\xaf"
                             "c\xc3\xb6"
                             "d\xc3\xa9";
const std::string kOddNameXml = "Tab\there &quot;quoted&quot; back\\slash \xc3\x9c"
                                "n\xc3\xaf"
                                "c\xc3\xb6"
                                "d\xc3\xa9";

std::string replaceOnce(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    return text.replace(at, from.size(), to);
}

// `text` written to a new temporary file; its path.
std::string tempFile(const std::string& name, const std::string& text) {
    std::string path = tempPath(name);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

// The golden battle, its name and the first Federal regiment's `name`.
std::string goldenNamed(const std::string& name) {
    std::string text =
        replaceOnce(slurp(kBattle), "name=\"Golden Field\"", "name=\"" + name + "\"");
    return replaceOnce(text, "name=\"2nd Wisconsin\"", "name=\"" + name + "\"");
}

// The 1-based line of byte `at` in `text`.
int lineAt(const std::string& text, std::size_t at) {
    int line = 1;
    for (std::size_t i = 0; i < at && i < text.size(); ++i)
        line += text[i] == '\n';
    return line;
}

// A short game of the golden battle saved to a file, removed at the end.
struct SavedGame {
    std::string path = tempPath("saved.xml");
    std::string text;
    std::size_t firstCommand = 0; // where its first <command> starts
    SavedGame() {
        Run p = run("play " + kBattle + " --seed 37" + kPlainHands + " --script - --save " + path,
                    "no-fire\nmove *\nend-phase\n");
        REQUIRE_MESSAGE(p.code == 0, p.err);
        text = slurp(path);
        firstCommand = text.find("<command>");
        REQUIRE(firstCommand != std::string::npos);
    }
    ~SavedGame() {
        std::remove(path.c_str());
        std::remove((path.substr(0, path.size() - 4) + ".autosave.xml").c_str());
    }
    // Put <command>`body`</command> first in the saved file.
    void putFirst(const std::string& body) const {
        std::ofstream(path, std::ios::binary) << text.substr(0, firstCommand) + "<command>" + body +
                                                     "</command>" + text.substr(firstCommand);
    }
};

bool holds(const std::vector<std::string>& strings, const std::string& part) {
    for (const std::string& s : strings)
        if (s.find(part) != std::string::npos) return true;
    return false;
}

// The JSON at the end of an output that prints lines of text first.
std::string jsonPart(const std::string& out) {
    auto at = out.rfind("\n{");
    return at == std::string::npos ? out : out.substr(at + 1);
}

} // namespace

TEST_CASE("clean output: play, replay, pickup and match print valid JSON for a name with a tab, "
          "quotes, a backslash and accents") {
    std::string battle = tempFile("odd.xml", goldenNamed(kOddNameXml));
    std::string save = tempPath("odd-save.xml");
    guidon::test::JsonCheck json;
    Run play = run("play " + battle + " --seed 37 --script " + kScript + " --json --save " + save);
    REQUIRE_MESSAGE(play.code == 0, play.err);
    CHECK_MESSAGE(json.read(play.out), json.error);
    CHECK(holds(json.strings, kOddName));
    CHECK(holds(json.strings, kOddName + " ")); // an event naming the regiment

    Run replay = run("replay " + save + " --json");
    REQUIRE_MESSAGE(replay.code == 0, replay.err);
    CHECK_MESSAGE(json.read(replay.out), json.error);
    CHECK(holds(json.strings, kOddName));

    Run match = run("match " + battle +
                    " --games 2 --seed 5 --federal random --confederate random --max-turns 4");
    std::string summary = jsonPart(match.out);
    CHECK_MESSAGE(json.read(summary), json.error << "\n" << summary);
    CHECK(holds(json.strings, kOddName));

    std::string map =
        tempFile("odd-map.xml", replaceOnce(slurp(kRoot + "/maps/pickup_crossroads.xml"),
                                            "name=\"Keller's Crossroads (pick-up)\"",
                                            "name=\"" + kOddNameXml + "\""));
    std::string out = tempPath("odd-pickup.xml");
    Run pickup = run("pickup --map " + map + " --seed 4 --dice 3,5 --script " + kRoot +
                     "/tests/cli/pickup_map.script --out " + out + " --json");
    REQUIRE_MESSAGE(pickup.code == 0, pickup.err);
    CHECK_MESSAGE(json.read(jsonPart(pickup.out)), json.error);
    CHECK(holds(json.strings, kOddName));
    for (const std::string& f :
         {battle, save, save.substr(0, save.size() - 4) + ".autosave.xml", map, out})
        std::remove(f.c_str());
}

TEST_CASE("clean output: invalid UTF-8 in a battle name is a file:line error, not printed raw") {
    std::string battle = tempFile("latin1.xml", goldenNamed("Caf\xe9"));
    Run r = run("play " + battle + " --seed 1" + kPlainHands + " --script - --json", "no-fire\n");
    CHECK(r.code == 1);
    CHECK(r.out.empty());
    CHECK_MESSAGE(r.err.find(battle + ":4: ") != std::string::npos, r.err);
    CHECK(r.err.find("UTF-8") != std::string::npos);
    CHECK(r.err.find("0xe9") != std::string::npos);
    CHECK(r.err.find('\xe9') == std::string::npos);
    Run v = run("validate " + battle);
    CHECK(v.code == 1);
    CHECK(v.err.find(battle + ":4: ") != std::string::npos);
    std::remove(battle.c_str());
}

TEST_CASE("clean output: a save's command holding an escape sequence is refused at its line, never "
          "echoed raw") {
    SavedGame save;
    int line = lineAt(save.text, save.firstCommand);
    for (const std::string& esc :
         {std::string("&#27;[2J&#27;[31mred"), std::string("\x1b[2J\x1b[31mred")}) {
        CAPTURE(esc);
        save.putFirst(esc);
        Run r = run("replay " + save.path);
        CHECK(r.code == 1);
        CHECK_MESSAGE(
            r.err.find(save.path + ":" + std::to_string(line) + ": ") != std::string::npos, r.err);
        CHECK(r.err.find('\x1b') == std::string::npos);
        Run v = run("validate " + save.path);
        CHECK(v.code == 1);
        CHECK(v.err.find('\x1b') == std::string::npos);
    }
}

TEST_CASE("clean output: a script line holding an escape sequence is refused, never echoed raw") {
    Run r = run("play " + kBattle + " --seed 1" + kPlainHands + " --script -",
                "no-fire\n\x1b[2J\x1b[31mpass\n");
    CHECK(r.code == 1);
    CHECK_MESSAGE(r.err.find("<stdin>:2: ") != std::string::npos, r.err);
    CHECK(r.err.find('\x1b') == std::string::npos);
    CHECK(r.err.find("\\x1b") != std::string::npos); // shown escaped
    // A pick-up battle's set-up lines too.
    Run setup = run("pickup --seed 1 --script -", "\x1b[2Jdone\n");
    CHECK(setup.code == 1);
    CHECK_MESSAGE(setup.err.find("<stdin>:1: the line holds a control character") !=
                      std::string::npos,
                  setup.err);
    CHECK(setup.err.find('\x1b') == std::string::npos);
    Run bad = run("play " + kBattle + " --seed 1" + kPlainHands + " --script -",
                  "no-fire\nmove caf\xe9\n");
    CHECK(bad.code == 1);
    CHECK_MESSAGE(bad.err.find("<stdin>:2: ") != std::string::npos, bad.err);
    CHECK(bad.err.find("UTF-8") != std::string::npos);
    CHECK(bad.err.find('\xe9') == std::string::npos);
}

TEST_CASE("clean output: a value of a megabyte is cut in messages") {
    const std::string huge(1 << 20, 'x');
    SUBCASE("a script line") {
        Run r = run("play " + kBattle + " --seed 1" + kPlainHands + " --script -",
                    "no-fire\n" + huge + "\n");
        CHECK(r.code == 1);
        CHECK(r.err.find("<stdin>:2: ") != std::string::npos);
        CHECK_MESSAGE(r.err.size() < 1000, r.err.size());
        CHECK(r.err.find("1048576 characters") != std::string::npos);
    }
    SUBCASE("a save's command") {
        SavedGame save;
        save.putFirst(huge);
        Run r = run("replay " + save.path);
        CHECK(r.code == 1);
        CHECK_MESSAGE(r.err.size() < 1000, r.err.size());
        CHECK(r.err.find("1048576 characters") != std::string::npos);
    }
    SUBCASE("a number in a battle") {
        std::string battle = tempFile("huge.xml", replaceOnce(slurp(kBattle), "x=\"6\" y=\"13\"",
                                                              "x=\"" + huge + "\" y=\"13\""));
        Run r = run("validate " + battle);
        CHECK(r.code == 1);
        CHECK(r.err.find(battle + ":14: ") != std::string::npos);
        CHECK_MESSAGE(r.err.size() < 1000, r.err.size());
        std::remove(battle.c_str());
    }
}

TEST_CASE("clean output: a script with CR-only or CRLF line ends counts its lines right") {
    for (const char* end : {"\r", "\r\n", "\n"}) {
        std::string e = end;
        CAPTURE(e.size());
        std::string script = "# comment" + e + "no-fire" + e + "move *" + e + "fire *" + e;
        Run r = run("play " + kBattle + " --seed 1" + kPlainHands + " --script -", script);
        CHECK(r.code == 1);
        CHECK_MESSAGE(r.err.find("<stdin>:4: refused: LL-CARD-2:") != std::string::npos, r.err);
        std::string file = tempFile("cr.script", script);
        Run f = run("play " + kBattle + " --seed 1" + kPlainHands + " --script " + file);
        CHECK_MESSAGE(f.err.find(file + ":4: refused: LL-CARD-2:") != std::string::npos, f.err);
        std::remove(file.c_str());
    }
}

TEST_CASE("clean output: a CR-only battle file gets the right line in validate") {
    std::string text = slurp(kBattle);
    std::string cr;
    for (char c : text)
        if (c != '\r') cr += c == '\n' ? '\r' : c;
    cr = replaceOnce(cr, "bases=\"6\" files=\"3\" x=\"12\" y=\"13\"",
                     "bases=\"11\" files=\"3\" x=\"12\" y=\"13\"");
    std::string battle = tempFile("cr.xml", cr);
    Run r = run("validate " + battle);
    CHECK(r.code == 1);
    CHECK_MESSAGE(r.err.find(battle + ":15: an infantry regiment has 2 to 10 bases, not 11") !=
                      std::string::npos,
                  r.err);
    std::remove(battle.c_str());
}

TEST_CASE("clean output: '&#0;' in a unit id is refused at its line, not cut") {
    std::string battle =
        tempFile("nul.xml", replaceOnce(slurp(kBattle), "id=\"f2\"", "id=\"f2&#0;x\""));
    Run r = run("validate " + battle);
    CHECK(r.code == 1);
    CHECK_MESSAGE(r.err.find(battle + ":15: ") != std::string::npos, r.err);
    CHECK(r.err.find("&#0;") != std::string::npos);
    std::remove(battle.c_str());
}

TEST_CASE("match on a battle of the full game reads it by the full game's reader, never as Lite") {
    // A map of the full game with no order of battle: the full game's
    // reader says so at its line.
    Run r = run("match " + kRoot + "/tests/data/full/full_battle.xml --games 2 --seed 1");
    CHECK(r.code == 1);
    CHECK_MESSAGE(r.err.find("full_battle.xml:5: the Federal side has no <side") !=
                      std::string::npos,
                  r.err);
    CHECK(r.out.find("victory") == std::string::npos);
}

TEST_CASE("match on a battle file that cannot be read exits 1, as docs/cli.md says of an invalid "
          "file") {
    std::string broken = tempFile("broken-match.xml", "<battle name=\"x\"");
    Run r = run("match " + broken + " --games 1 --seed 1");
    CHECK(r.code == 1);
    CHECK(r.err.find("broken-match.xml") != std::string::npos);
}
