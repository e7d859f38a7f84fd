// Playing the card game in the window, end to end under a display: guidon
// runs in the background, scripts bring it to a decision, xdotool clicks its
// buttons with real X input, and the test reads what it drew (--dump-text),
// what state it is in (--status-out) and its screenshots. Each result is
// checked against the same commands played through a sim::Session here.
#include "data/save_file.h"
#include "game_support.h"
#include "lite/unit.h"
#include "lite/view.h"
#include "sim/session.h"

#include <SFML/Graphics/Image.hpp>
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
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

namespace {

std::vector<std::string> allCardNames() {
    std::vector<std::string> names;
    for (const lite::CardDef& d : library().cards)
        names.push_back(d.name);
    return names;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
    for (const std::string& x : v)
        if (x == s) return true;
    return false;
}

// Waits until every card of `mine` is drawn, checks that no card of
// `theirs` (that is not also one of mine) is, and returns what was drawn.
std::string onlyHandDrawn(const LiveGuidon& g, const std::vector<std::string>& mine,
                          const std::vector<std::string>& theirs) {
    CHECK(g.waitFor([&] {
        std::string drawn = test::joinedText(g.texts());
        for (const std::string& n : mine)
            if (drawn.find(n) == std::string::npos) return false;
        return true;
    }));
    std::string drawn = test::joinedText(g.texts());
    for (const std::string& n : theirs)
        if (!contains(mine, n)) CHECK_MESSAGE(drawn.find(n) == std::string::npos, n);
    return drawn;
}

// Card names drawn anywhere in the UI.
std::vector<std::string> cardNamesIn(const std::string& joined) {
    std::vector<std::string> found;
    for (const std::string& n : allCardNames())
        if (joined.find(n) != std::string::npos) found.push_back(n);
    return found;
}

// Pixels near a colour.
std::size_t count(const sf::Image& img, int r, int g, int b, int tol) {
    std::size_t n = 0;
    for (unsigned y = 0; y < img.getSize().y; ++y)
        for (unsigned x = 0; x < img.getSize().x; ++x) {
            sf::Color c = img.getPixel(x, y);
            if (std::abs(c.r - r) <= tol && std::abs(c.g - g) <= tol && std::abs(c.b - b) <= tol)
                ++n;
        }
    return n;
}
std::size_t feltPixels(const sf::Image& img) {
    return count(img, 91, 130, 64, 22);
}
std::size_t cardPixels(const sf::Image& img) { // the cards' parchment
    return count(img, 234, 224, 198, 6);
}

// Both players pass their first turn; the Federal fire choice of turn 3.
// On The Cornfield dealt test::kCornfieldDeal: the Federal holds Morning Fog
// for the Confederate turn's start, and nobody plays a card, so none is drawn.
const std::vector<std::string> kToFederalTurn3 = {"no-fire", "pass", "no-interrupt", "no-fire",
                                                  "pass"};

// The Cornfield with test::kCornfieldDeal, in `dir`.
std::string cornfield(const TempDir& dir) {
    return test::dealtBattle(dir, kCornfield, test::kCornfieldDeal);
}

// The dice of the Federal fire phase the tests open with Double Canister
// (Battery B's three, then Battery F's two at the 4th Texas): no hit, so no
// morale or losses to decide before the command choice.
const std::vector<int> kNoHits = {2, 4, 3, 3, 1};

} // namespace

TEST_CASE("a script to the Federal fire choice shows the curtain, and no card is drawn") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string png = dir.path("curtain.png"), dump = dir.path("dump.txt"),
                status = dir.path("status.txt"), battle = cornfield(dir);
    auto r = test::runGuidon({battle, "--seed", "7", "--script", writeScript(dir, kToFederalTurn3),
                              "--screenshot", png, "--dump-text", dump, "--status-out", status},
                             true);
    INFO("stderr: " << r.err);
    REQUIRE(r.exitCode == 0);
    std::string st = test::slurp(status);
    CHECK(st.find("step fire-choice\n") != std::string::npos);
    CHECK(st.find("decider federal\n") != std::string::npos);
    CHECK(st.find("curtain up\n") != std::string::npos);
    CHECK(st.find("script done\n") != std::string::npos);
    CHECK(st.find("hash " + Reference(battle, 7, kToFederalTurn3).hash()) != std::string::npos);

    std::string drawn = test::joinedText(test::parseDump(test::slurp(dump)));
    INFO("drawn: " << drawn);
    CHECK(drawn.find("Federal player, take the seat") != std::string::npos);
    CHECK(drawn.find("I am the Federal player") != std::string::npos);
    CHECK(cardNamesIn(drawn).empty());

    // The curtain covers the hand only: the table stays in sight, no card.
    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    CHECK(feltPixels(img) > 1280 * 800 / 10);
    CHECK(cardPixels(img) < 500); // a few antialiased letters come near the parchment
}

TEST_CASE("taking the seat shows the Federal hand, and only the Federal hand") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string png = dir.path("hand.png"), battle = cornfield(dir);
    Reference ref(battle, 7, kToFederalTurn3);
    LiveGuidon g({battle, "--seed", "7", "--script", writeScript(dir, kToFederalTurn3),
                  "--screenshot", png});
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.waitStatus("curtain", "up"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    std::vector<std::string> mine = ref.hand(core::Side::Federal);
    std::vector<std::string> theirs = ref.hand(core::Side::Confederate);
    REQUIRE(mine.size() == 6);
    std::string drawn = onlyHandDrawn(g, mine, theirs);
    INFO("drawn: " << drawn);
    // Every card name drawn is one of the Federal hand (nothing has been played yet).
    for (const std::string& n : cardNamesIn(drawn))
        CHECK_MESSAGE(contains(mine, n), n);
    CHECK(drawn.find("Federal hand") != std::string::npos);

    auto r = g.stop();
    INFO("stderr: " << r.err);
    CHECK(r.exitCode == 0);
    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    CHECK(feltPixels(img) > 1280 * 800 / 10); // the table is back
    CHECK(cardPixels(img) > 6 * 4000);        // six cards of parchment
}

TEST_CASE("No fire, Pass and No interrupt clicked: the turn goes through the Session") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = cornfield(dir);
    LiveGuidon g({battle, "--seed", "7"});
    REQUIRE(g.waitStatus("curtain", "up"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));

    REQUIRE(g.click("No fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    CHECK(g.status("commands") == "1");
    REQUIRE(g.click("Pass"));
    REQUIRE(g.click("Yes, pass")); // Pass asks first
    // The Confederate turn begins; the Federal may answer with Morning Fog
    // first, so he keeps the seat.
    REQUIRE(g.waitStatus("step", "interrupt-window"));
    CHECK(g.status("active") == "confederate");
    CHECK(g.status("decider") == "federal");
    CHECK(g.status("curtain") == "down");
    REQUIRE(g.click("No interrupt"));
    REQUIRE(g.waitStatus("decider", "confederate"));
    REQUIRE(g.waitStatus("curtain", "up"));
    Reference ref(battle, 7, {"no-fire", "pass", "no-interrupt"});
    CHECK(g.status("hash") == ref.hash());
    CHECK(g.status("commands") == "3");

    // The other side's turn: behind the curtain no card at all, then only his.
    DrawnText button;
    REQUIRE(g.find("I am the Confederate player", button));
    CHECK(cardNamesIn(test::joinedText(g.texts())).empty());
    REQUIRE(g.click("I am the Confederate player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    std::vector<std::string> mine = ref.hand(core::Side::Confederate);
    std::vector<std::string> theirs = ref.hand(core::Side::Federal);
    std::string drawn = onlyHandDrawn(g, mine, theirs);
    INFO("drawn: " << drawn);
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("a refused command shows its rule and its reason in red") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::vector<std::string> lines = kToFederalTurn3;
    lines.push_back("no-fire"); // the Federal, who passed last turn, at his command choice
    LiveGuidon g({cornfield(dir), "--seed", "7", "--script", writeScript(dir, lines)});
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    REQUIRE(g.click("Pass"));
    REQUIRE(g.waitFor([&] { return g.status("refusal").rfind("LL-CARD-5", 0) == 0; }));
    CHECK(g.status("commands") == "6"); // nothing was applied
    CHECK(g.status("step") == "command-choice");
    bool red = g.waitFor([&] {
        for (const DrawnText& t : g.texts())
            if (t.text.rfind("Refused, LL-CARD-5", 0) == 0) {
                unsigned r = t.rgba >> 24, gr = (t.rgba >> 16) & 0xFF;
                return r > 0xD0 && gr < 0x90;
            }
        return false;
    });
    CHECK_MESSAGE(red, test::joinedText(g.texts()));
    CHECK(test::joinedText(g.texts()).find("you may not pass two turns in a row") !=
          std::string::npos);
}

TEST_CASE("a fire phase from clicks: a card, a bombardment target, Open fire") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = cornfield(dir);
    // The game as a save, for the dice: guidon --load deals and rolls the same.
    LiveGuidon g({"--load", Reference(battle, 7, {}, kNoHits).save(dir)});
    REQUIRE(g.waitStatus("screen", "table"));
    REQUIRE(g.waitStatus("curtain", "up"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    // Double Canister's name is drawn over two lines of its card.
    REQUIRE(g.click("Double"));
    REQUIRE(g.waitFor([&] {
        return test::joinedText(g.texts()).find("Invoking with Double Canister.") !=
               std::string::npos;
    }));
    REQUIRE(g.click("Invoke fire phase"));
    REQUIRE(g.waitStatus("step", "phase"));
    CHECK(g.status("pending").find("open fire") != std::string::npos);
    DrawnText open;
    REQUIRE(g.find("Open fire", open));
    REQUIRE(g.click("4th Texas"));
    REQUIRE(g.waitStatus("commands", "2"));
    REQUIRE(g.click("Open fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));

    // f6 is Battery F, 1st Pennsylvania Light; c5 the 4th Texas (maps/cornfield.xml).
    Reference ref(battle, 7, {"fire double-canister", "bombard f6 c5", "end-phase"}, kNoHits);
    CHECK(g.status("hash") == ref.hash());
    // The fire is in the log, dice and all (its foot: the log shows its newest lines).
    CHECK(test::joinedText(g.texts()).find("bombard) -> 0 hits. needs 6+") != std::string::npos);
}

TEST_CASE("a charge, its fight, the losses and the fall back from the combat panel") {
    REQUIRE_DISPLAY();
    TempDir dir;
    test::ChargeAtBrawner at(dir);
    const std::string& battle = at.battle;
    const std::vector<int>& dice = at.dice;
    std::vector<std::string> lines = at.lines; // the Federal combat phase
    LiveGuidon g({"--load", Reference(battle, 1, lines, dice).save(dir)});
    REQUIRE(g.waitStatus("screen", "table"));
    // Charges are declared on the table: no hand, no handover.
    REQUIRE(g.waitStatus("hands", "hidden"));
    CHECK(g.status("curtain") == "down");
    REQUIRE(g.click("19th Indiana charges 21st Georgia (2.0 BW)"));
    REQUIRE(g.waitStatus("commands", "3"));
    REQUIRE(g.click("Fight"));
    REQUIRE(g.waitStatus("step", "losses"));
    REQUIRE(g.click("As wide as it can stay (default)"));
    REQUIRE(g.waitStatus("step", "fallback-discard"));
    // A card to discard or not: the hand is shown, after a handover.
    REQUIRE(g.waitStatus("curtain", "up"));
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.click("No discard"));
    REQUIRE(g.waitStatus("step", "fallback-direction"));
    REQUIRE(g.click("To the rear (4.0 BW)"));
    REQUIRE(g.waitFor([&] { return g.status("commands") == "7"; }));
    // The same game as these commands played here.
    for (const char* l : {"charge f3", "end-phase", "losses f3", "no-discard", "fall-back f3 rear"})
        lines.push_back(l);
    Reference ref(battle, 1, lines, dice);
    CHECK(g.status("hash") == ref.hash());
}

TEST_CASE("the whole Brawner's Farm script: the victory banner, and an autosave that replays") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string png = dir.path("over.png"), dump = dir.path("dump.txt"),
                status = dir.path("status.txt"), save = dir.path("game.xml");
    auto r = test::runGuidon({kBrawner, "--seed", "1", "--script",
                              kRoot + "/tests/cli/brawner_farm.script", "--screenshot", png,
                              "--dump-text", dump, "--status-out", status, "--autosave", save},
                             true);
    INFO("stderr: " << r.err);
    REQUIRE(r.exitCode == 0);
    std::string st = test::slurp(status);
    CHECK(st.find("over yes\n") != std::string::npos);
    CHECK(st.find("winner confederate\n") != std::string::npos);
    CHECK(st.find("curtain down\n") != std::string::npos);
    std::string drawn = test::joinedText(test::parseDump(test::slurp(dump)));
    INFO("drawn: " << drawn);
    CHECK(drawn.find("GAME OVER") != std::string::npos);
    CHECK(drawn.find("Confederate victory") != std::string::npos);
    CHECK(drawn.find("Victory roll 12 reached the shattered point 8.") != std::string::npos);

    data::SaveGame game;
    data::Problems problems;
    REQUIRE_MESSAGE(data::loadSave(save, game, problems), problems.str());
    CHECK(game.commands.size() == 62);
    sim::Session replay;
    std::string err;
    REQUIRE_MESSAGE(sim::replaySave(library(), game, save, replay, err), err);
    CHECK(st.find("hash " + lite::hashHex(lite::stateHash(lite::stateOf(replay.game())))) !=
          std::string::npos);
}

TEST_CASE("a refused script line stops the script, is shown, and guidon exits 1") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string status = dir.path("status.txt");
    std::string script = writeScript(dir, {"no-fire", "# a comment", "", "no-fire"});
    auto r = test::runGuidon({cornfield(dir), "--seed", "7", "--script", script, "--status-out",
                              status, "--frames", "3"},
                             true);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find("script.txt:4: refused: LL-CARD-2") != std::string::npos);
    std::string st = test::slurp(status);
    CHECK(st.find("script failed\n") != std::string::npos);
    CHECK(st.find("commands 1\n") != std::string::npos);
    CHECK(st.find("refusal LL-CARD-2") != std::string::npos);
}

TEST_CASE("a script with CR-only line ends: the refused line is named by its right number") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string status = dir.path("status.txt"), script = dir.path("script.txt");
    std::ofstream(script) << "no-fire\r# a comment\r\rno-fire\r";
    auto r = test::runGuidon({cornfield(dir), "--seed", "7", "--script", script, "--status-out",
                              status, "--frames", "3"},
                             true);
    CHECK(r.exitCode == 1);
    CHECK_MESSAGE(r.err.find("script.txt:4: refused: LL-CARD-2") != std::string::npos, r.err);
    CHECK(test::slurp(status).find("commands 1\n") != std::string::npos);
}

namespace {

// Where the table camera puts a world point, from the status file's
// "camera CX CY ZOOM" and the window's size.
sf::Vector2f onScreen(const std::string& camera, sf::Vector2u window, core::Vec2 world) {
    std::istringstream in(camera);
    float cx = 0.f, cy = 0.f, zoom = 0.f;
    in >> cx >> cy >> zoom;
    return {(float(world.x) - cx) * zoom + float(window.x) * 0.5f,
            (float(world.y) - cy) * zoom + float(window.y) * 0.5f};
}

// How many pixels within `radius` of `at` are near the colour.
int near(const sf::Image& img, sf::Vector2f at, int radius, sf::Color c, int tol) {
    int n = 0;
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            int x = int(at.x) + dx, y = int(at.y) + dy;
            if (x < 0 || y < 0 || x >= int(img.getSize().x) || y >= int(img.getSize().y)) continue;
            sf::Color p = img.getPixel(unsigned(x), unsigned(y));
            if (std::abs(p.r - c.r) <= tol && std::abs(p.g - c.g) <= tol &&
                std::abs(p.b - c.b) <= tol)
                ++n;
        }
    return n;
}

// Separate card faces in the hand strip: runs of parchment columns along a
// row through the cards' middle.
int cardsInRow(const sf::Image& img, unsigned y) {
    int cards = 0;
    bool in = false;
    int run = 0;
    for (unsigned x = 0; x < img.getSize().x; ++x) {
        sf::Color c = img.getPixel(x, y);
        bool parchment =
            std::abs(c.r - 234) <= 8 && std::abs(c.g - 224) <= 8 && std::abs(c.b - 198) <= 8;
        run = parchment ? run + 1 : 0;
        if (run == 40 && !in) {
            ++cards;
            in = true;
        }
        if (!parchment && run == 0) in = false;
    }
    return cards;
}

} // namespace

TEST_CASE("a whole turn with a fire phase through the hot-seat curtain, checked on screen") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string png = dir.path("turn.png"), battle = cornfield(dir);
    LiveGuidon g({"--load", Reference(battle, 7, {}, kNoHits).save(dir), "--size", "1280x800",
                  "--screenshot", png});
    // The Federal player takes the seat and fires: Double Canister invokes
    // the phase, the battery bombards the 4th Texas.
    REQUIRE(g.waitStatus("curtain", "up"));
    CHECK(cardNamesIn(test::joinedText(g.texts())).empty());
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    REQUIRE(g.click("Double"));
    REQUIRE(g.waitFor([&] {
        return test::joinedText(g.texts()).find("Invoking with Double Canister.") !=
               std::string::npos;
    }));
    REQUIRE(g.click("Invoke fire phase"));
    REQUIRE(g.waitStatus("step", "phase"));
    // The preview is on the table: the expected hits are drawn beside the target.
    CHECK(g.waitFor(
        [&] { return test::joinedText(g.texts()).find("to lose a base") != std::string::npos; }));
    REQUIRE(g.click("4th Texas"));
    REQUIRE(g.waitStatus("commands", "2"));
    REQUIRE(g.click("Open fire"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    // The command choice: pass, the turn ends; the Federal may interrupt the
    // Confederate turn first (he holds Morning Fog) and declines.
    REQUIRE(g.click("Pass"));
    REQUIRE(g.click("Yes, pass")); // Pass asks first
    REQUIRE(g.waitStatus("step", "interrupt-window"));
    REQUIRE(g.click("No interrupt"));
    // The curtain: the Confederate player is asked to the screen, and no card
    // of either hand is drawn until he says he is there.
    REQUIRE(g.waitStatus("curtain", "up"));
    CHECK(g.status("decider") == "confederate");
    CHECK(cardNamesIn(test::joinedText(g.texts())).empty());
    REQUIRE(g.click("I am the Confederate player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    DrawnText hand;
    REQUIRE(g.find("Confederate hand", hand));

    Reference ref(battle, 7,
                  {"fire double-canister", "bombard f6 c5", "end-phase", "pass", "no-interrupt"},
                  kNoHits);
    CHECK(g.status("hash") == ref.hash());
    CHECK(g.status("turn") == "2");
    // Only the Confederate hand is drawn now.
    std::vector<std::string> mine = ref.hand(core::Side::Confederate);
    REQUIRE(mine.size() == 6);
    std::string drawn = test::joinedText(g.texts());
    for (const std::string& n : cardNamesIn(drawn))
        CHECK_MESSAGE(contains(mine, n), n);
    std::string camera = g.status("camera");
    auto r = g.stop();
    INFO("stderr: " << r.err);
    REQUIRE(r.exitCode == 0);

    sf::Image img;
    REQUIRE(img.loadFromFile(png));
    REQUIRE(img.getSize() == sf::Vector2u(1280, 800));
    // Six card faces side by side in the hand strip at the bottom.
    int cards = 0;
    for (unsigned y = 800 - 130; y < 800 - 40 && cards < 6; y += 6)
        cards = std::max(cards, cardsInRow(img, y));
    CHECK(cards == 6);
    // Every unit is drawn where the rules have it: the rear part of each base
    // is its side's colour (the figures stand at the front).
    const lite::GameState& s = lite::stateOf(ref.session.game());
    int checked = 0;
    for (const lite::Unit& u : s.units) {
        if (!u.onTable() || u.type != lite::UnitType::Infantry) continue;
        sf::Color colour =
            u.side == core::Side::Federal ? sf::Color(44, 74, 140) : sf::Color(174, 178, 186);
        for (const lite::BaseBox& b : lite::baseBoxes(u)) {
            double r = b.facing * 3.14159265358979 / 180.0;
            core::Vec2 rear{b.centre.x - 0.32 * std::sin(r), b.centre.y + 0.32 * std::cos(r)};
            sf::Vector2f at = onScreen(camera, img.getSize(), rear);
            INFO(u.name << " base at " << at.x << "," << at.y);
            CHECK(near(img, at, 2, colour, 12) >= 6);
            ++checked;
        }
    }
    CHECK(checked > 10);
}

TEST_CASE("always ask for interrupts: the curtain passes to the other player even without a card") {
    REQUIRE_DISPLAY();
    TempDir dir;
    std::string battle = cornfield(dir);
    Reference ref(battle, 7, {});
    // The Confederate holds nothing that can interrupt the first turn: the
    // rules open no window, yet the curtain asks for him first.
    REQUIRE(lite::nameOf(lite::stateOf(ref.session.game()).step) !=
            std::string("interrupt-window"));
    LiveGuidon g({battle, "--seed", "7"}, test::writeHome(dir.path("home"), true));
    REQUIRE(g.waitStatus("curtain", "up"));
    CHECK(g.status("courtesy") == "confederate");
    DrawnText button;
    REQUIRE(g.find("I am the Confederate player", button));
    // The curtain reads as for a real interrupt window.
    CHECK(test::joinedText(g.texts()).find("Interrupt window: the Federal turn begins") !=
          std::string::npos);
    REQUIRE(g.click("I am the Confederate player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    REQUIRE(g.click("Continue"));
    // Nothing was played: the Federal player is asked to the screen next.
    REQUIRE(g.waitStatus("courtesy", "none"));
    REQUIRE(g.waitStatus("curtain", "up"));
    CHECK(g.status("commands") == "0");
    CHECK(g.status("hash") == ref.hash());
    REQUIRE(g.click("I am the Federal player"));
    REQUIRE(g.waitStatus("curtain", "down"));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

namespace {

// The 4th Virginia (c1) of Brawner's Farm dealt test::kBrawnerDeal, in the
// Confederate movement phase of turn 1: the script to it.
struct MovementScene {
    TempDir dir;
    std::vector<std::string> lines = {"no-fire", "move courier"};
    std::string battle = test::dealtBattle(dir, kBrawner, test::kBrawnerDeal);
    std::string script = writeScript(dir, lines);
    // guidon on the scene, the Federals the computer's, at the movement phase.
    std::unique_ptr<LiveGuidon> start() const {
        auto g = std::make_unique<LiveGuidon>(
            std::vector<std::string>{battle, "--seed", "1", "--computer", "federal", "--size",
                                     "1280x800", "--script", script});
        REQUIRE(g->waitStatus("script", "done"));
        REQUIRE(g->waitStatus("step", "phase"));
        return g;
    }
};

struct PoseSeen {
    double x = 0, y = 0, facing = 0;
    bool legal = false;
};
// "plan 4 segments 2 end 21.6 5.05 102.9 legal ..." -> the end pose.
bool planEnd(const std::string& plan, PoseSeen& out) {
    std::size_t at = plan.find(" end ");
    if (at == std::string::npos) return false;
    std::istringstream in(plan.substr(at + 5));
    std::string verdict;
    in >> out.x >> out.y >> out.facing >> verdict;
    out.legal = verdict == "legal";
    return bool(in);
}

// The unit with this battle id in a game.
const lite::Unit& unitWithId(const lite::GameState& s, const std::string& id) {
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (s.setup->battle.units[i].id == id) return s.units[i];
    FAIL("no unit " << id);
    return s.units.front();
}

// Click a unit's middle, then drag from just ahead of its front to `ahead` BW
// straight on (window pixels from the status file's camera).
void clickAndDragAhead(LiveGuidon& g, const std::string& camera, const lite::Unit& u,
                       double ahead) {
    sf::Vector2u win(1280, 800);
    core::Vec2 fwd = lite::forwardOf(u.facing);
    sf::Vector2f body = onScreen(camera, win, u.front - fwd * 0.5);
    REQUIRE(g.clickAt(body.x, body.y));
    sf::Vector2f from = onScreen(camera, win, u.front + fwd * 0.2),
                 to = onScreen(camera, win, u.front + fwd * ahead);
    REQUIRE(g.drag(from.x, from.y, to.x, to.y));
}

} // namespace

TEST_CASE("moving by hand: forward, a wheel and an oblique end where the rules say; a drag too far "
          "is refused with its reason") {
    REQUIRE_DISPLAY();
    MovementScene scene;
    Reference ref(scene.battle, 1, scene.lines);
    REQUIRE(lite::stateOf(ref.session.game()).step == lite::Step::Phase);
    std::unique_ptr<LiveGuidon> live = scene.start();
    LiveGuidon& g = *live;
    std::string camera = g.status("camera");
    const lite::GameState& s = lite::stateOf(ref.session.game());
    int c1 = -1;
    for (std::size_t i = 0; i < s.units.size(); ++i)
        if (s.setup->battle.units[i].id == "c1") c1 = int(i);
    REQUIRE(c1 >= 0);
    const lite::Unit& u = s.units[std::size_t(c1)];
    sf::Vector2u win(1280, 800);
    auto screen = [&](core::Vec2 w) { return onScreen(camera, win, w); };
    core::Vec2 fwd = lite::forwardOf(u.facing), right = lite::rightOf(u.facing);

    // Pick the unit: a click on its middle.
    sf::Vector2f body = screen(u.front - fwd * 0.5);
    REQUIRE(g.clickAt(body.x, body.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").rfind(std::to_string(c1) + " ", 0) == 0; }));

    // Too far first: 7 BW ahead is refused at the 4 BW allowance, in red on screen.
    sf::Vector2f from = screen(u.front + fwd * 0.2), far = screen(u.front + fwd * 7.0);
    REQUIRE(g.hold(from.x, from.y, far.x, far.y));
    CHECK(g.waitFor([&] { return g.status("plan").find("limit LL-MOVE-1") != std::string::npos; }));
    CHECK(g.waitFor([&] {
        std::string drawn = test::joinedText(g.texts());
        return drawn.find("LL-MOVE-1: 4th Virginia needs") != std::string::npos &&
               drawn.find("Stops here, LL-MOVE-1") != std::string::npos;
    }));
    REQUIRE(g.release());
    // Let go, the kept segment is the legal part only.
    REQUIRE(g.waitFor([&] { return g.status("plan").find("segments 1") != std::string::npos; }));
    // Take it back and plan the real move.
    REQUIRE(g.key("BackSpace"));
    REQUIRE(g.waitFor([&] { return g.status("plan").find("segments 0") != std::string::npos; }));

    // 1.5 BW forward.
    sf::Vector2f to = screen(u.front + fwd * 1.5);
    REQUIRE(g.drag(from.x, from.y, to.x, to.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").find("segments 1") != std::string::npos; }));
    // A wheel right of about 20 degrees about the right front corner.
    REQUIRE(g.key("e"));
    core::Vec2 front1 = u.front + fwd * 1.5;
    core::Vec2 pivot = front1 + right * (u.width() / 2.0);
    double a = 20.0 * lite::kPi / 180.0;
    core::Vec2 arm = front1 - pivot; // pivot to the front centre
    core::Vec2 turned{arm.x * std::cos(a) - arm.y * std::sin(a),
                      arm.x * std::sin(a) + arm.y * std::cos(a)};
    sf::Vector2f w0 = screen(pivot + arm * 2.0),
                 w1 = screen(pivot + turned * 2.0); // the outer corner
    REQUIRE(g.drag(w0.x, w0.y, w1.x, w1.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").find("segments 2") != std::string::npos; }));
    // An oblique, 1 BW at 30 degrees left of the new facing.
    REQUIRE(g.key("o"));
    PoseSeen mid;
    REQUIRE(planEnd(g.status("plan"), mid));
    core::Vec2 front2{mid.x, mid.y};
    core::Vec2 dir = lite::forwardOf(mid.facing - 30.0);
    sf::Vector2f o0 = screen(front2 + dir * 0.1), o1 = screen(front2 + dir * 1.0);
    REQUIRE(g.drag(o0.x, o0.y, o1.x, o1.y));
    REQUIRE(g.waitFor([&] { return g.status("plan").find("segments 3") != std::string::npos; }));
    PoseSeen planned;
    REQUIRE(planEnd(g.status("plan"), planned));
    CHECK(planned.legal);
    CHECK(planned.facing == doctest::Approx(u.facing + 20.0).epsilon(0.05));

    // Enter: the march goes through the rules, and the unit stands where the
    // ghost stood.
    REQUIRE(g.key("Return"));
    REQUIRE(g.waitStatus("plan", "none"));
    CHECK(g.status("refusal") == "none");
    auto r = g.stop();
    REQUIRE(r.exitCode == 0);
    // The autosave written on quitting holds the march: replay it.
    data::SaveGame save;
    data::Problems p;
    std::string autosave = g.home() + "/data/autosave.xml";
    REQUIRE_MESSAGE(data::loadSave(autosave, save, p), p.str());
    sim::Session replayed;
    std::string error;
    REQUIRE_MESSAGE(sim::replaySave(library(), save, autosave, replayed, error), error);
    REQUIRE(save.commands.size() == scene.lines.size() + 1);
    INFO("march: " << save.commands.back());
    CHECK(save.commands.back().rfind("march c1 forward ", 0) == 0);
    const lite::Unit& moved = lite::stateOf(replayed.game()).units[std::size_t(c1)];
    CHECK(moved.front.x == doctest::Approx(planned.x).epsilon(1e-4));
    CHECK(moved.front.y == doctest::Approx(planned.y).epsilon(1e-4));
    CHECK(moved.facing == doctest::Approx(planned.facing).epsilon(1e-4));
}

TEST_CASE("Ctrl+Z takes back a march of the movement phase under way") {
    REQUIRE_DISPLAY();
    MovementScene scene;
    Reference ref(scene.battle, 1, scene.lines);
    std::unique_ptr<LiveGuidon> live = scene.start();
    LiveGuidon& g = *live;
    clickAndDragAhead(g, g.status("camera"), unitWithId(lite::stateOf(ref.session.game()), "c1"),
                      2.0);
    REQUIRE(g.key("Return"));
    std::string before = std::to_string(scene.lines.size());
    std::string after = std::to_string(scene.lines.size() + 1);
    REQUIRE(g.waitStatus("commands", after));
    CHECK(g.status("hash") != ref.hash());
    REQUIRE(g.key("ctrl+z"));
    REQUIRE(g.waitStatus("commands", before));
    CHECK(g.status("hash") == ref.hash());
    CHECK(g.status("step") == "phase");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("measuring: Shift+drag lays a ruler that stays until C clears it; keys toggle rings and "
          "reach") {
    REQUIRE_DISPLAY();
    LiveGuidon g({kCornfield, "--seed", "7", "--computer", "confederate", "--size", "1280x800"});
    REQUIRE(g.waitStatus("curtain", "down"));
    REQUIRE(g.waitStatus("rulers", "0"));
    // Two rulers across the open middle of the table.
    for (int k = 0; k < 2; ++k) {
        REQUIRE(test::runKeys({"keydown", "shift"}));
        REQUIRE(g.drag(300.f, 300.f + 40.f * float(k), 500.f, 350.f + 40.f * float(k)));
        REQUIRE(test::runKeys({"keyup", "shift"}));
    }
    REQUIRE(g.waitStatus("rulers", "2"));
    // A plain drag with no unit to move lays none.
    REQUIRE(g.drag(300.f, 420.f, 500.f, 450.f));
    CHECK(g.status("rulers") == "2");
    REQUIRE(g.key("c"));
    REQUIRE(g.waitStatus("rulers", "0"));
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("a move tried before the phase is invoked says it needs two cards (LL-MOVE-7)") {
    REQUIRE_DISPLAY();
    TempDir dir;
    // The 4th Virginia at the rail fence, 3 BW from the spring branch, as the
    // Confederates' first turn begins; to their command choice.
    std::string battle = test::dealtBattle(dir, kBrawner, test::kBrawnerDeal, {{"c1", 19, 5}},
                                           core::Side::Confederate);
    std::vector<std::string> lines = {"no-fire"};
    Reference ref(battle, 1, lines);
    REQUIRE(lite::stateOf(ref.session.game()).step == lite::Step::CommandChoice);
    LiveGuidon g({battle, "--seed", "1", "--computer", "federal", "--size", "1280x800", "--script",
                  writeScript(dir, lines)});
    REQUIRE(g.waitStatus("script", "done"));
    REQUIRE(g.waitStatus("step", "command-choice"));
    // 4 BW ahead crosses the stream in front of the 4th Virginia.
    clickAndDragAhead(g, g.status("camera"), unitWithId(lite::stateOf(ref.session.game()), "c1"),
                      4.0);
    CHECK(g.waitFor([&] {
        return test::joinedText(g.texts()).find("invoke the movement phase with two cards") !=
               std::string::npos;
    }));
    // Only a preview: nothing was played.
    CHECK(g.status("commands") == std::to_string(lines.size()));
    CHECK(g.status("hash") == ref.hash());
    REQUIRE(g.key("Escape"));
    REQUIRE(g.waitStatus("plan", "none"));
    CHECK(g.status("screen") == "table"); // Esc stopped the try, not opened the menu
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}

TEST_CASE("the panel's Move button sends the march and ends the plan") {
    REQUIRE_DISPLAY();
    MovementScene scene;
    Reference ref(scene.battle, 1, scene.lines);
    std::unique_ptr<LiveGuidon> live = scene.start();
    LiveGuidon& g = *live;
    clickAndDragAhead(g, g.status("camera"), unitWithId(lite::stateOf(ref.session.game()), "c1"),
                      1.5);
    REQUIRE(g.click("Move (Enter)"));
    REQUIRE(g.waitStatus("commands", std::to_string(scene.lines.size() + 1)));
    REQUIRE(g.waitStatus("plan", "none"));
    CHECK(g.status("refusal") == "none");
    auto r = g.stop();
    CHECK(r.exitCode == 0);
}
