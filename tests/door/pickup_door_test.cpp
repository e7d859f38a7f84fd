// A pick-up battle behind the door (lite/pickup_game.h, RULINGS LL-SETUP-1):
// the set-up's lines and the game's commands as one game, which replays from
// its seed and lines like any other.
#include "../library.h"

#include "lite/command_text.h"
#include "lite/door.h"
#include "lite/pickup_game.h"
#include "lite/setup_lines.h"

#include <doctest/doctest.h>

#include <fstream>
#include <memory>
#include <string>
#include <vector>

using namespace guidon;
using core::Side;
using guidon::test::kRoot;
using guidon::test::library;

namespace {

// The game the script's header starts: seed 11, dice 5,2,2,3,5 and its hands.
lite::PickupGame scriptGame() {
    const sim::Library& lib = library();
    lite::FixedHands hands;
    hands[core::index(Side::Confederate)] = {"staff-ride", "courier"};
    hands[core::index(Side::Federal)] = {"old-rivals",           "staff-ride",
                                         "forward-guide-center", "forward-guide-center",
                                         "dress-the-line",       "dress-the-line"};
    return lite::PickupGame(lib.pickup, lib.terrain, *lib.pickup.firstForce(Side::Federal),
                            *lib.pickup.firstForce(Side::Confederate), {},
                            std::make_shared<const std::vector<lite::CardDef>>(lib.cards), 11,
                            {5, 2, 2, 3, 5}, hands);
}

} // namespace

TEST_CASE("LL-SETUP-1 door: a pick-up battle is one game, set up and played through the door, and "
          "it replays from its seed and lines") {
    std::vector<std::string> lines = test::scriptLines("tests/cli/pickup.script");
    REQUIRE(lines.size() > 20);
    lite::PickupGame g = scriptGame();
    // The roll is made at the start: its events are the game's first.
    std::vector<core::TableEvent> opening = g.opening();
    REQUIRE_FALSE(opening.empty());
    CHECK(opening.front().kind == "setup-rolled");
    CHECK(opening.front().dice == std::vector<int>{5, 2});
    CHECK(g.status().turn == 0);
    CHECK(g.status().decider == Side::Federal); // the higher roller places terrain
    CHECK_FALSE(g.status().pending.empty());
    CHECK(lite::stateIf(g) == nullptr); // no game of Lite under way yet
    CHECK_THROWS_AS(lite::stateOf(g), std::logic_error);

    std::vector<std::string> recorded;
    std::vector<std::uint64_t> hashes{g.hash()};
    bool playing = false;
    for (const std::string& line : lines) {
        INFO(line);
        std::uint64_t before = g.hash();
        core::LineResult checked = g.checkLine(line);
        CHECK(g.hash() == before); // checking applies nothing
        core::LineResult r = g.submitLine(line);
        REQUIRE_MESSAGE(r.error.empty(), r.error);
        REQUIRE_MESSAGE(r.accepted, r.refusal.rule << ": " << r.refusal.reason);
        CHECK(checked.accepted);
        CHECK(checked.line == r.line);
        recorded.push_back(r.line);
        hashes.push_back(g.hash());
        if (!playing && lite::stateIf(g)) {
            // The set-up's last line starts the game: its opening follows.
            playing = true;
            CHECK(r.line == "done");
            bool started = false;
            for (const core::TableEvent& e : r.events)
                started = started || e.turnStarted;
            CHECK(started);
            CHECK(g.status().turn == 1);
            // The side that deployed second (the Confederates) moves first.
            CHECK(g.status().active == Side::Confederate);
        }
    }
    REQUIRE(playing);
    CHECK(g.brokenInvariants().empty());
    CHECK(lite::stateOf(g).units.size() == g.table().size());

    // The same seed and the recorded lines give the same game at every step.
    lite::PickupGame again = scriptGame();
    CHECK(again.hash() == hashes[0]);
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        INFO(recorded[i]);
        REQUIRE(again.submitLine(recorded[i]).ok());
        CHECK(again.hash() == hashes[i + 1]);
    }
    // Another seed is another roll.
    const sim::Library& lib = library();
    lite::PickupGame other(lib.pickup, lib.terrain, *lib.pickup.firstForce(Side::Federal),
                           *lib.pickup.firstForce(Side::Confederate), {},
                           std::make_shared<const std::vector<lite::CardDef>>(lib.cards), 12, {});
    CHECK(other.hash() != hashes[0]);
}

TEST_CASE("LL-SETUP-1 door: a set-up line refused or unreadable changes nothing; a clone goes its "
          "own way; pieces and deployments can be taken back") {
    lite::PickupGame g = scriptGame();
    std::uint64_t h = g.hash();
    core::LineResult unreadable = g.submitLine("piece ridge nowhere");
    CHECK_FALSE(unreadable.error.empty());
    CHECK(g.hash() == h);
    core::LineResult early = g.submitLine("edge south"); // the terrain comes first
    CHECK(early.error.empty());
    CHECK_FALSE(early.accepted);
    CHECK(early.refusal.rule == "LL-SETUP-1");
    CHECK(g.hash() == h);
    core::LineResult tooFew = g.submitLine("done"); // no piece placed yet
    CHECK_FALSE(tooFew.accepted);
    CHECK(g.hash() == h);

    std::unique_ptr<core::Game> copy = g.clone();
    REQUIRE(copy->submitLine("piece   ridge 24,16").ok());
    CHECK(copy->hash() != g.hash());
    CHECK(g.hash() == h);
    CHECK(copy->checkLine("piece ridge 24,16").error.empty());

    CHECK(g.undoable("piece ridge 24,16"));
    CHECK(g.undoable("deploy f1 14,9"));
    CHECK_FALSE(g.undoable("auto-terrain"));
    CHECK_FALSE(g.undoable("edge south"));

    // Every unit of both forces is at the table, none with stands before
    // it is deployed.
    std::vector<core::TableUnit> units = g.table();
    REQUIRE_FALSE(units.empty());
    for (const core::TableUnit& u : units)
        CHECK(u.stands.empty());
}

TEST_CASE("LL-SETUP-1 door: before the game a pick-up battle's hash holds what the game will start "
          "from (the seed, the dice left, the hands)") {
    const sim::Library& lib = library();
    auto made = [&](std::uint64_t seed, std::vector<int> dice, lite::FixedHands hands) {
        return lite::PickupGame(lib.pickup, lib.terrain, *lib.pickup.firstForce(Side::Federal),
                                *lib.pickup.firstForce(Side::Confederate), {},
                                std::make_shared<const std::vector<lite::CardDef>>(lib.cards), seed,
                                dice, hands)
            .hash();
    };
    lite::FixedHands none, oldRivals;
    oldRivals[0] = {"old-rivals"};
    std::uint64_t base = made(1, {5, 2}, none);
    CHECK(made(1, {5, 2}, none) == base); // and the same from the same
    CHECK(made(2, {5, 2}, none) != base);
    CHECK(made(1, {5, 2, 6, 6}, none) != base);
    CHECK(made(1, {5, 2}, oldRivals) != base);
}

TEST_CASE("LL-SETUP-1 door: a pick-up battle's map is the table as set up so far, then the game's") {
    std::vector<std::string> lines = test::scriptLines("tests/cli/pickup.script");
    lite::PickupGame g = scriptGame();
    // Before any terrain is placed: the library's table, no feature yet.
    CHECK(g.map().rules == "lite");
    CHECK(g.map().width == g.setup().preview().width);
    std::size_t features = g.map().features.size();
    bool grew = false;
    for (const std::string& line : lines) {
        INFO(line);
        REQUIRE(g.submitLine(line).ok());
        if (lite::stateIf(g)) break; // the game began
        // The map after each set-up line is the set-up's preview, drawn.
        lite::Battle preview = g.setup().preview();
        CHECK(g.map().features.size() == preview.features.size());
        CHECK(g.map().zones.size() == preview.zones.size());
        grew = grew || g.map().features.size() > features;
    }
    CHECK(grew); // the script places terrain: the map shows it at once
    REQUIRE(lite::stateIf(g));
    const lite::Battle& played = lite::stateOf(g).setup->battle;
    CHECK(g.map().features.size() == played.features.size());
    REQUIRE(g.map().kinds.size() == played.terrainTypes.size());
    for (std::size_t i = 0; i < played.terrainTypes.size(); ++i) {
        CHECK(g.map().kinds[i].id == played.terrainTypes[i].id);
        CHECK(g.map().kinds[i].look.pattern == played.terrainTypes[i].look.pattern);
    }
}

TEST_CASE("LL-SETUP-1 door: the computer's set-up as lines (the window's seat) is the set-up "
          "computerChoice makes on one stream, seed for seed") {
    const sim::Library& lib = library();
    const lite::PickupForce& fed = *lib.pickup.firstForce(Side::Federal);
    const lite::PickupForce& conf = *lib.pickup.firstForce(Side::Confederate);
    auto cards = std::make_shared<const std::vector<lite::CardDef>>(lib.cards);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        CAPTURE(seed);
        lite::PickupSetup direct(lib.pickup, lib.terrain, fed, conf, {}, seed);
        core::Pcg32 rng = lite::setupChoices(seed);
        for (int guard = 0; guard < 20 && !direct.ready(); ++guard)
            REQUIRE_FALSE(lite::computerChoice(direct, rng));
        REQUIRE(direct.ready());

        lite::PickupGame g(lib.pickup, lib.terrain, fed, conf, {}, cards, seed, {});
        for (int guard = 0; guard < 20 && g.status().turn == 0; ++guard) {
            // As the window's seat draws: from a copy of the set-up's stream.
            core::Pcg32 choices = g.choices();
            std::vector<std::string> lines = lite::computerLines(g.setup(), choices);
            REQUIRE_FALSE(lines.empty());
            for (const std::string& line : lines) {
                INFO(line);
                REQUIRE(g.submitLine(line).accepted);
            }
        }
        REQUIRE(g.status().turn == 1);
        const std::vector<lite::SetupEvent>& a = direct.log();
        const std::vector<lite::SetupEvent>& b = g.setup().log();
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i)
            CHECK(a[i].text == b[i].text);
        lite::Battle da = direct.battle(), db = g.setup().battle();
        REQUIRE(da.units.size() == db.units.size());
        for (std::size_t i = 0; i < da.units.size(); ++i) {
            CHECK(da.units[i].front.x == db.units[i].front.x);
            CHECK(da.units[i].front.y == db.units[i].front.y);
            CHECK(da.units[i].facing == db.units[i].facing);
        }
        CHECK(da.features.size() == db.features.size());
    }
}
