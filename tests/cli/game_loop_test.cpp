// The one loop that plays a game on with computer players (sim/game_loop.h),
// under the match, the soak and the benchmark: the same game through a bare
// game at the door and through a Session, and every way it can end.
#include "../library.h"
#include "ai/random_agent.h"
#include "lite/command_text.h"
#include "lite/view.h"
#include "sim/game_loop.h"
#include "sim/lite_loop.h"
#include "sim/session.h"

#include <doctest/doctest.h>
#include <functional>

#include <memory>
#include <string>

using namespace guidon;

namespace {

using test::kRoot;
using test::library;

sim::Session started(std::uint64_t seed) {
    sim::Session s;
    data::Problems p;
    REQUIRE_MESSAGE(s.start(library(), kRoot + "/maps/brawner_farm.xml", seed, {}, p), p.str());
    return s;
}

// Random legal commands, as the soak picks them, from their own stream.
std::function<std::optional<lite::Command>(const lite::GameState&)> randomDecide(std::uint64_t seed) {
    auto rng = std::make_shared<core::Pcg32>(seed, 7);
    return [rng](const lite::GameState& st) -> std::optional<lite::Command> {
        std::vector<lite::Command> legal;
        for (const lite::Command& c :
             ai::candidateCommands(lite::viewFor(st, lite::decider(st)), *rng))
            if (!lite::validate(st, c)) legal.push_back(c);
        if (legal.empty()) return std::nullopt;
        return legal[rng->below(static_cast<std::uint32_t>(legal.size()))];
    };
}

sim::GameLoop randomPlay(std::uint64_t seed) {
    sim::GameLoop loop;
    loop.decide = sim::liteDecisions(randomDecide(seed));
    return loop;
}

} // namespace

TEST_CASE("game loop: a game played to its end is the same through a bare game, a Session and "
          "lite::submit of each command read back from its line") {
    sim::Session session = started(5);
    lite::LiteGame bare(lite::stateOf(session.game()));
    lite::GameState direct = bare.state();
    long long seen = 0;
    sim::GameLoop a = randomPlay(9);
    a.accepted = [&](const core::Game&) { ++seen; };
    sim::LoopResult viaSession = sim::playOn(session, a);
    sim::LoopResult viaDoor = sim::playOn(bare, randomPlay(9));
    // The same commands by hand: each line read back is the command (a line
    // names a card, not which of two copies: sameAsLine), and lite::submit
    // of it plays as the door does.
    auto byHand = randomDecide(9);
    long long applied = 0;
    while (!direct.over) {
        std::optional<lite::Command> c = byHand(direct);
        REQUIRE(c);
        std::string line = lite::formatCommand(*c, *direct.setup), error;
        lite::Command back;
        REQUIRE_MESSAGE(
            lite::parseCommand(line, lite::viewFor(direct, lite::decider(direct)), back, error),
            error);
        REQUIRE_MESSAGE(lite::sameAsLine(direct, *c, back), line);
        REQUIRE(lite::submit(direct, back).accepted);
        ++applied;
    }
    CHECK(viaSession.end == sim::LoopEnd::Over);
    CHECK(viaDoor.end == sim::LoopEnd::Over);
    CHECK(lite::stateOf(session.game()).over);
    CHECK(viaSession.commands > 0);
    CHECK(viaSession.commands == viaDoor.commands);
    CHECK(viaSession.commands == applied);
    CHECK(seen == viaSession.commands); // the hook hears every accepted command
    CHECK(static_cast<long long>(session.record().commands.size()) == viaSession.commands);
    CHECK(lite::stateHash(lite::stateOf(session.game())) == lite::stateHash(bare.state()));
    CHECK(lite::stateHash(direct) == lite::stateHash(bare.state()));
}

TEST_CASE("game loop: limits, the stop flag, no command and a refusal end the game where it "
          "stands") {
    SUBCASE("a command limit") {
        sim::Session s = started(3);
        sim::GameLoop loop = randomPlay(1);
        loop.maxCommands = 12;
        sim::LoopResult r = sim::playOn(s, loop);
        CHECK(r.end == sim::LoopEnd::CommandLimit);
        CHECK(r.commands == 12);
        CHECK(s.record().commands.size() == 12);
    }
    SUBCASE("a turn limit: stops before the first command of the turn past it") {
        sim::Session s = started(3);
        sim::GameLoop loop = randomPlay(1);
        loop.maxTurns = 1;
        sim::LoopResult r = sim::playOn(s, loop);
        CHECK(r.end == sim::LoopEnd::TurnLimit);
        CHECK(lite::stateOf(s.game()).turn == 2);
        CHECK_FALSE(lite::stateOf(s.game()).over);
    }
    SUBCASE("the stop flag, asked before each command") {
        sim::Session s = started(3);
        sim::GameLoop loop = randomPlay(1);
        int asked = 0;
        loop.stop = [&] { return ++asked > 5; };
        sim::LoopResult r = sim::playOn(s, loop);
        CHECK(r.end == sim::LoopEnd::Stopped);
        CHECK(r.commands == 5);
        CHECK(asked == 6);
    }
    SUBCASE("no command: the side asked is said") {
        sim::Session s = started(3);
        sim::GameLoop loop;
        loop.decide = [](const core::Game&) { return std::optional<sim::Decision>(); };
        sim::LoopResult r = sim::playOn(s, loop);
        CHECK(r.end == sim::LoopEnd::NoCommand);
        CHECK(r.commands == 0);
        CHECK(r.decider == lite::decider(lite::stateOf(s.game())));
    }
    SUBCASE("a refused command: its refusal, and the game unchanged") {
        sim::Session s = started(3);
        lite::LiteGame bare(lite::stateOf(s.game()));
        std::uint64_t before = lite::stateHash(bare.state());
        sim::GameLoop loop;
        loop.decide = sim::liteDecisions([](const lite::GameState& st) {
            lite::Command c;
            c.kind = lite::CommandKind::EndPhase; // there is no phase under way yet
            c.side = lite::decider(st);
            return std::optional<lite::Command>(c);
        });
        sim::LoopResult r = sim::playOn(bare, loop);
        CHECK(r.end == sim::LoopEnd::Refused);
        CHECK_FALSE(r.refusal.rule.empty());
        CHECK(r.refusal.rule != "command"); // the rules' refusal, not a line unread
        CHECK(lite::stateHash(bare.state()) == before);
    }
}
