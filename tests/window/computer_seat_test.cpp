// The computer at the table and the hint (issue 9), without a display: the
// level a seat plays when the wanted one is missing, the pace of the
// computer's decisions (the pause, Space to play out its turn, P to pause),
// the trail a moved unit leaves, the hint worked out from the deciding side's
// view alone, and commands in a player's words.
#include "client/computer_seat.h"
#include "client/lite/computer_players.h"
#include "client/lite/hint_panel.h"
#include "game_support.h"
#include "lite/command_text.h"
#include "lite/game.h"
#include "lite/movement.h"
#include "lite/view.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <chrono>
#include <thread>

using namespace guidon;
using client::ComputerSeat;
using client::HintAdvisor;
using core::Side;

namespace {

using test::kRoot;
using test::library;

// The Cornfield, seed 7, dealt test::kCornfieldDeal (the Confederate holds
// no interrupt), after these commands.
sim::Session game(const std::vector<std::string>& lines = {}) {
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(
        s.start(library(), kRoot + "/maps/cornfield.xml", 7, {}, p, test::kCornfieldDeal), p.str());
    for (const std::string& l : lines) {
        core::LineResult out = s.submitLine(l);
        REQUIRE_MESSAGE(out.error.empty(), l << ": " << out.error);
        REQUIRE_MESSAGE(out.accepted, l << ": " << out.refusal.reason);
    }
    return s;
}

void nap() {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

// A seat playing `levels` with Lite's agents, as Lite's table seats them.
struct Seat : ComputerSeat {
    Seat(const std::string levels[2], std::uint64_t seed)
        : ComputerSeat(levels), players(library().ai, seed) {}
    client::ComputerPlayers players;
};

// Step the seat `dt` seconds of game time a call (and a few milliseconds of
// real time, for its worker) until it sends a command or `seconds` of game
// time pass; `elapsed` is the game time it took. The line it sends, read
// back as the command of `side`.
std::optional<lite::Command> stepUntil(Seat& seat, const lite::GameState& s, Side side,
                                       std::uint64_t serial, float dt, float seconds,
                                       float& elapsed) {
    elapsed = 0.f;
    for (int guard = 0; guard < 20000; ++guard) {
        ComputerSeat::Step st = seat.step(dt, s.turn, side, false, serial, seat.players.decider(s));
        if (st.line) {
            lite::Command c;
            std::string error;
            REQUIRE_MESSAGE(lite::parseCommand(*st.line, lite::viewFor(s, side), c, error), error);
            return c;
        }
        elapsed += dt;
        if (elapsed > seconds) break;
        nap();
    }
    return std::nullopt;
}

// Wait (real time) for the hint to be worked out.
void waitHint(HintAdvisor& h, const lite::GameState& s, std::uint64_t serial) {
    for (int guard = 0; guard < 6000 && h.update(s, serial); ++guard)
        nap();
}

} // namespace

TEST_CASE("a level this Guidon does not have is replaced by normal, with a warning") {
    const std::vector<ai::AiParams>& tuned = library().ai;
    std::string warning;
    for (const char* level : {"easy", "normal", "hard", "random"}) {
        CHECK(client::playableLevel(level, tuned, "Federal", warning) == level);
        CHECK(warning.empty());
    }
    CHECK(client::playableLevel("", tuned, "Federal", warning).empty()); // a player
    CHECK(warning.empty());
    CHECK(client::playableLevel("expert", tuned, "Confederate", warning) == "normal");
    CHECK(warning.find("Confederate") != std::string::npos);
    CHECK(warning.find("'expert'") != std::string::npos);
    // No tuned level at all (assets/ai missing): the random player, said so.
    CHECK(client::playableLevel("hard", {}, "Federal", warning) == "random");
    CHECK(warning.find("plays random instead") != std::string::npos);
}

TEST_CASE("the computer's decision waits for the pause, scaled by the animation speed") {
    sim::Session s = game();
    Side d = lite::decider(lite::stateOf(s.game()));
    std::string levels[2] = {"random", "random"};
    Seat seat(levels, 1);
    CHECK(seat.humans() == 0);
    float elapsed = 0.f;
    std::optional<lite::Command> c =
        stepUntil(seat, lite::stateOf(s.game()), d, 1, 0.02f, 10.f, elapsed);
    REQUIRE(c);
    CHECK(elapsed >= 0.58f);                                              // 0.6 s at speed 1
    CHECK_FALSE(lite::validate(lite::stateOf(s.game()), *c).has_value()); // a legal command
    CHECK(c->side == d);

    seat.setSpeed(4.f); // a quarter of the pause
    c = stepUntil(seat, lite::stateOf(s.game()), d, 2, 0.02f, 10.f, elapsed);
    REQUIRE(c);
    CHECK(elapsed >= 0.13f);
    CHECK(elapsed < 0.6f);

    seat.setSpeed(0.f); // no animation: no pause
    c = stepUntil(seat, lite::stateOf(s.game()), d, 3, 0.02f, 10.f, elapsed);
    REQUIRE(c);
    CHECK(elapsed < 0.05f);
}

TEST_CASE("P pauses the computer; Space plays out its turn without pauses, until the turn passes") {
    sim::Session s = game();
    Side d = lite::decider(lite::stateOf(s.game()));
    int turn = lite::stateOf(s.game()).turn;
    std::string levels[2] = {"random", "random"};
    Seat seat(levels, 2);
    float elapsed = 0.f;

    REQUIRE(seat.key(sf::Keyboard::P, true, turn));
    CHECK(seat.paused());
    CHECK_FALSE(stepUntil(seat, lite::stateOf(s.game()), d, 1, 0.05f, 5.f, elapsed));
    CHECK(seat.state() == "paused");

    // Space: at once, paused or not, for the rest of this turn.
    REQUIRE(seat.key(sf::Keyboard::Space, true, turn));
    CHECK(seat.skipping());
    CHECK(seat.state() == "skipping");
    std::optional<lite::Command> c =
        stepUntil(seat, lite::stateOf(s.game()), d, 1, 0.f, 1.f, elapsed);
    REQUIRE(c);
    CHECK(elapsed == 0.f);

    // The next turn: the pause is back (and so is P's).
    lite::GameState next = lite::stateOf(s.game());
    next.turn += 1;
    CHECK_FALSE(stepUntil(seat, next, d, 2, 0.05f, 3.f, elapsed));
    CHECK_FALSE(seat.skipping());
    CHECK(seat.state() == "paused");
    REQUIRE(seat.key(sf::Keyboard::P, true, next.turn));
    CHECK_FALSE(seat.paused());
    c = stepUntil(seat, next, d, 2, 0.02f, 10.f, elapsed);
    REQUIRE(c);
    CHECK(elapsed >= 0.58f);

    // A player's decision ends a turn being played out.
    REQUIRE(seat.key(sf::Keyboard::Space, true, next.turn));
    seat.idle();
    CHECK_FALSE(seat.skipping());
    // Space does nothing while a player decides.
    CHECK_FALSE(seat.key(sf::Keyboard::Space, false, next.turn));
    CHECK_FALSE(seat.skipping());
}

TEST_CASE("two players at the screen: the computer's keys are left alone") {
    std::string levels[2] = {"", ""};
    Seat seat(levels, 3);
    CHECK(seat.humans() == 2);
    CHECK_FALSE(seat.key(sf::Keyboard::P, false, 1));
    CHECK_FALSE(seat.key(sf::Keyboard::Space, false, 1));
    CHECK(seat.statusLine(Side::Federal, false).empty());
}

TEST_CASE("a level that cannot be made stops the computer with a message, not a crash") {
    sim::Session s = game();
    Side d = lite::decider(lite::stateOf(s.game()));
    std::string levels[2] = {"expert", "expert"};
    Seat seat(levels, 4);
    float elapsed = 0.f;
    CHECK_FALSE(stepUntil(seat, lite::stateOf(s.game()), d, 1, 0.1f, 2.f, elapsed));
    INFO(seat.problem());
    CHECK(seat.problem().find("cannot play") != std::string::npos);
    CHECK(seat.problem().find("'expert'") != std::string::npos);
    CHECK(seat.statusLine(d, true).find("stuck") != std::string::npos);
}

TEST_CASE("the status line names the level and the keys") {
    sim::Session s = game();
    Side d = lite::decider(lite::stateOf(s.game()));
    std::string levels[2] = {"hard", "hard"};
    levels[d == Side::Federal ? 1 : 0] = ""; // a player on the other side
    Seat seat(levels, 5);
    std::string line = seat.statusLine(d, true);
    CHECK(line.find("Computer (hard)") != std::string::npos);
    CHECK(line.find("Space skips its turn") != std::string::npos);
    CHECK(line.find("P pauses") != std::string::npos);
    CHECK(seat.statusLine(d, false).empty());
    seat.key(sf::Keyboard::P, false, 1);
    CHECK(seat.statusLine(d, false).find("P resumes") != std::string::npos);
}

TEST_CASE("a unit the computer moved leaves a trail for a few seconds, and holds the pace") {
    // The Federal fire option, declined; the command choice: a movement phase.
    sim::Session s = game({"no-fire"});
    lite::PlayerView v = lite::viewFor(lite::stateOf(s.game()), Side::Federal);
    REQUIRE(!v.hand.empty());
    core::LineResult out = sim::submitLite(s, [&] {
        lite::Command c;
        c.kind = lite::CommandKind::Invoke;
        c.side = Side::Federal;
        c.phase = lite::Phase::Movement;
        c.cards = {v.hand.front().instance};
        return c;
    }());
    REQUIRE_MESSAGE(out.accepted, out.refusal.reason);
    const lite::GameState before = lite::stateOf(s.game());
    int unit = -1;
    for (std::size_t i = 0; i < before.units.size() && unit < 0; ++i)
        if (before.units[i].side == Side::Federal) unit = int(i);
    REQUIRE(unit >= 0);
    lite::Command march =
        lite::marchCommand(before, unit, false, {{lite::SegmentKind::Forward, 0.0, 1.0}});
    REQUIRE_FALSE(lite::validate(before, march).has_value());
    REQUIRE(sim::submitLite(s, march).accepted);

    std::string levels[2] = {"random", ""};
    Seat seat(levels, 6);
    CHECK_FALSE(seat.animating());
    client::showComputerMove(seat, before, march, lite::stateOf(s.game()));
    CHECK(seat.animating());
    CHECK(seat.tick(3.f));
    CHECK_FALSE(seat.tick(1.5f)); // gone after 4 s
    // A command that moves no unit leaves none.
    lite::Command pass;
    pass.kind = lite::CommandKind::Pass;
    client::showComputerMove(seat, before, pass, lite::stateOf(s.game()));
    CHECK_FALSE(seat.animating());
}

TEST_CASE(
    "the hint: the hard computer's legal command for the deciding side, from its view alone") {
    sim::Session s = game();
    const lite::GameState& st = lite::stateOf(s.game());
    Side d = lite::decider(st);
    HintAdvisor h(library().ai, 11);
    CHECK(h.status() == "none");
    h.ask(st, d, 1);
    CHECK(h.stage() == HintAdvisor::Stage::Thinking);
    waitHint(h, st, 1);
    REQUIRE_MESSAGE(h.stage() == HintAdvisor::Stage::Ready, h.status());
    REQUIRE(h.command());
    CHECK(h.command()->side == d);
    CHECK_FALSE(lite::validate(st, *h.command()).has_value());
    CHECK(h.status().rfind("ready: ", 0) == 0);
    CHECK(h.status().size() > 10);
    // Its script line parses back to the same command for that player.
    lite::Command back;
    std::string err;
    REQUIRE_MESSAGE(lite::parseCommand(h.commandText(), lite::viewFor(st, d), back, err), err);
    CHECK(lite::formatCommand(back, *st.setup) == h.commandText());

    // Another state: the hint is dropped.
    h.update(st, 2);
    CHECK(h.stage() == HintAdvisor::Stage::None);
    CHECK(h.commandText() == "none");

    // The other side's hidden cards change nothing: a state whose opponent
    // holds other cards gets the same hint from an advisor with the same dice.
    lite::GameState other = st;
    lite::SideState& them = other.side(lite::other(d));
    REQUIRE(!them.hand.empty());
    REQUIRE(!them.deck.empty());
    std::swap(them.hand.front(), them.deck.back());
    HintAdvisor a(library().ai, 99), b(library().ai, 99);
    a.ask(st, d, 1);
    b.ask(other, d, 1);
    waitHint(a, st, 1);
    waitHint(b, other, 1);
    REQUIRE(a.stage() == HintAdvisor::Stage::Ready);
    REQUIRE(b.stage() == HintAdvisor::Stage::Ready);
    CHECK(a.commandText() == b.commandText());
}

TEST_CASE("commands in a player's words") {
    sim::Session s = game();
    const lite::GameState& st = lite::stateOf(s.game());
    Side d = lite::decider(st);
    lite::PlayerView v = lite::viewFor(st, d);
    REQUIRE(v.hand.size() >= 2);
    const std::string a = v.hand[0].def->name, b = v.hand[1].def->name;
    auto make = [&](lite::CommandKind k) {
        lite::Command c;
        c.kind = k;
        c.side = d;
        return c;
    };
    using K = lite::CommandKind;
    lite::Command fire = make(K::Invoke);
    fire.phase = lite::Phase::Fire;
    fire.cards = {v.hand[0].instance};
    CHECK(client::commandInWords(fire, st) == "Invoke a fire phase with " + a + ".");
    fire.phase = lite::Phase::Movement;
    fire.cards = {v.hand[0].instance, v.hand[1].instance};
    CHECK(client::commandInWords(fire, st) ==
          "Invoke a movement phase with " + a + " and " + b + " (two cards).");
    CHECK(client::commandInWords(make(K::Pass), st) == "Pass.");
    CHECK(client::commandInWords(make(K::NoFire), st) ==
          "No fire phase: go on to the command choice.");
    lite::Command morale = make(K::Morale);
    CHECK(client::commandInWords(morale, st) == "Spend no card for morale.");
    morale.cards = {v.hand[0].instance};
    int points = v.hand[0].def->morale;
    CHECK(client::commandInWords(morale, st) == "Spend " + a + " for morale (" +
                                                    std::to_string(points) +
                                                    (points == 1 ? " point)." : " points)."));

    int unit = 0;
    std::string name = st.units[0].name.empty() ? st.units[0].id : st.units[0].name;
    lite::Command march = make(K::March);
    march.unit = unit;
    march.segments = {{lite::SegmentKind::Forward, 0.0, 2.5},
                      {lite::SegmentKind::Wheel, 30.0, 0.0},
                      {lite::SegmentKind::Forward, -20.0, 1.0}};
    CHECK(client::commandInWords(march, st) ==
          "March " + name +
              ": forward 2.5 BW, then wheel right 30\xC2\xB0, then oblique left 20\xC2\xB0, 1 BW.");
    march.aboutFace = true;
    march.segments = {{lite::SegmentKind::Flank, -90.0, 1.0}};
    CHECK(client::commandInWords(march, st) ==
          "March " + name + ": about face, then flank left 1 BW.");
    lite::Command fall = make(K::FallBack);
    fall.unit = unit;
    fall.anchor = -1;
    CHECK(client::commandInWords(fall, st) == name + " falls back to the left.");
}
