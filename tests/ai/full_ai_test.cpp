// The full game's computer opponent (issue 25): every command it sends is
// one the door accepts, over many games against random play; its level
// files load; and it beats random play and its easier levels.
#include "../library.h"
#include "ai/full/player.h"
#include "ai/full/random_player.h"
#include "data/full_battle_file.h"
#include "full/door.h"
#include "full/invariants.h"
#include "full/orders.h"
#include "sim/ai_levels.h"
#include "sim/full_loop.h"
#include "sim/match.h"

#include <doctest/doctest.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <string>

using namespace guidon;
namespace fg = guidon::full;

namespace {

using test::kRoot;
using test::kSanitized;
using test::library;

std::shared_ptr<const fg::Setup> setupOf(const std::string& battle) {
    fg::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(
        data::loadFullBattle(kRoot + "/maps/full/" + battle, library().fullTerrain, b, p), p.str());
    return fg::makeSetup(std::move(b), library().fullTables);
}

std::unique_ptr<ai::full::Player> player(const std::string& level) {
    std::string error;
    auto p = ai::full::makeFullPlayer(level, library().fullAi, error);
    REQUIRE_MESSAGE(p, error);
    return p;
}

} // namespace

TEST_CASE("full AI: the level files load, each within its parameters' ranges") {
    const auto& levels = library().fullAi;
    REQUIRE(levels.size() == 3);
    CHECK(levels[0].level == "easy");
    CHECK(levels[1].level == "normal");
    CHECK(levels[2].level == "hard");
    for (const std::string name : {"easy", "normal", "hard"}) {
        ai::full::FullAiParams p;
        data::Problems problems;
        CHECK_MESSAGE(sim::loadFullAiLevel(kRoot + "/assets/ai/full/" + name + ".xml", p, problems),
                      problems.str());
        CHECK(p.level == name);
        CHECK_FALSE(p.description.empty());
        for (const ai::full::FullParamSpec& s : ai::full::fullParamSpecs()) {
            CHECK(p.*(s.field) >= s.lo);
            CHECK(p.*(s.field) <= s.hi);
        }
    }
    CHECK(ai::full::fullLevels(levels) ==
          std::vector<std::string>{"random", "easy", "normal", "hard"});
    std::string error;
    CHECK_FALSE(ai::full::makeFullPlayer("brilliant", levels, error));
    CHECK(error.find("random easy normal hard") != std::string::npos);
}

TEST_CASE("full AI: a level file with an unknown parameter or a value out of range is refused") {
    ai::full::FullAiParams p;
    data::Problems problems;
    CHECK_FALSE(sim::parseFullAiLevel(
        "<ai level=\"hard\" description=\"x\"><param name=\"blunder\" value=\"2\"/></ai>", "t.xml",
        p, problems));
    CHECK_FALSE(sim::parseFullAiLevel(
        "<ai level=\"hard\" description=\"x\"><param name=\"nerve\" value=\"1\"/></ai>", "t.xml", p,
        problems));
}

// Each level against random play on each battle, every decision of either
// side checked by the door before it is played and the invariants after:
// the player is never stuck and never sends a refused command.
TEST_CASE("full AI: every command each level sends is accepted, against random play") {
    const char* battles[] = {"matthews_hill.xml", "mcphersons_ridge.xml"};
    int commands = 0;
    for (const char* battle : battles) {
        auto setup = setupOf(battle);
        for (const std::string level : {"easy", "normal", "hard"})
            for (std::uint64_t seed = 1; seed <= 2; ++seed) {
                CAPTURE(battle);
                CAPTURE(level);
                CAPTURE(seed);
                std::vector<fg::Event> ev;
                fg::GameState s = fg::newGame(setup, seed, ev);
                auto ai = player(level);
                const int aiSide = static_cast<int>(seed % 2);
                core::Pcg32 rng(seed, 3), other(seed, 5);
                for (int n = 0; n < 4000 && !s.over; ++n) {
                    const fg::Side d = fg::decider(s);
                    std::optional<fg::Command> c = core::index(d) == aiSide
                                                       ? ai->decide(s, rng)
                                                       : ai::full::randomCommand(s, other);
                    REQUIRE(c);
                    const auto refusal = fg::validate(s, *c);
                    const std::string why =
                        fg::commandText(s, *c) + ": " + (refusal ? refusal->reason : std::string());
                    REQUIRE_MESSAGE(!refusal, why);
                    fg::applyCommand(s, *c);
                    const std::vector<std::string> broken = fg::checkInvariants(s);
                    REQUIRE_MESSAGE(broken.empty(), broken.front());
                    ++commands;
                }
                CHECK(s.over);
            }
    }
    CHECK(commands > 100);
}

// McPherson's Ridge at the Confederates' first orders phase (they move
// first): the division's pip given by the hard player, as it would.
namespace {

fg::GameState confederateOrders(const std::string& battle = "mcphersons_ridge.xml") {
    std::vector<fg::Event> ev;
    fg::GameState s = fg::newGame(setupOf(battle), 1, ev);
    auto hard = player("hard");
    core::Pcg32 rng(1, 3);
    for (int guard = 0; guard < 10 && s.awaited() && s.awaited()->kind != fg::PendingKind::Orders;
         ++guard) {
        auto c = hard->decide(s, rng);
        REQUIRE(c);
        fg::applyCommand(s, *c);
    }
    REQUIRE(s.awaited());
    REQUIRE(s.awaited()->kind == fg::PendingKind::Orders);
    REQUIRE(s.active == core::Side::Confederate);
    return s;
}

// The player's commands (hard unless told) until it ends the orders phase.
std::vector<fg::Command> ordersPhase(fg::GameState& s, const std::string& level = "hard") {
    auto hard = player(level);
    core::Pcg32 rng(1, 3);
    std::vector<fg::Command> out;
    for (int guard = 0; guard < 100 && s.awaited() && s.awaited()->kind == fg::PendingKind::Orders;
         ++guard) {
        auto c = hard->decide(s, rng);
        REQUIRE(c);
        REQUIRE_FALSE(fg::validate(s, *c));
        out.push_back(*c);
        if (c->kind == fg::CommandKind::EndOrders) break;
        fg::applyCommand(s, *c);
    }
    return out;
}

} // namespace

TEST_CASE("FG-CMD-4 FG-D-2 full AI: a disordered regiment near the enemy is rallied (Rally Line) "
          "before its order") {
    fg::GameState s = confederateOrders();
    const int unit = fg::unitById(s, "42ms"); // 19" from the 9th New York's front
    REQUIRE(unit >= 0);
    s.units[unit].disordered = true;
    s.brigades[s.units[unit].brigade].pips = 4;
    const std::vector<fg::Command> cmds = ordersPhase(s);
    int rally = -1, order = -1;
    for (int i = 0; i < static_cast<int>(cmds.size()); ++i) {
        if (cmds[i].unit != unit) continue;
        if (cmds[i].kind == fg::CommandKind::Rally && rally < 0)
            rally = i;
        else if (cmds[i].kind != fg::CommandKind::Rally && order < 0)
            order = i;
    }
    CHECK(rally >= 0);
    if (order >= 0) CHECK(rally < order);
    CHECK_FALSE(s.units[unit].disordered);
}

TEST_CASE("FG-MELEE-5 FG-D-22 full AI: a regiment within a charge of dismounted troopers assaults "
          "them, the preview giving it the overrun's two stands") {
    fg::GameState s = confederateOrders();
    const int unit = fg::unitById(s, "42ms");
    const int troopers = fg::unitById(s, "9ny"); // dismounted, front at (47, 18) facing west
    REQUIRE(unit >= 0);
    REQUIRE(troopers >= 0);
    REQUIRE(s.units[troopers].formation == fg::Formation::Dismounted);
    // Across Willoughby Run, 4" in front of the troopers, facing them.
    s.units[unit].front = {43.0, 18.0};
    s.units[unit].facing = 90.0;
    s.brigades[s.units[unit].brigade].pips = 4;
    REQUIRE(fg::checkInvariants(s).empty());
    auto hard = player("hard");
    core::Pcg32 rng(1, 3);
    std::optional<fg::Command> assault;
    std::string why;
    for (int guard = 0; guard < 40 && !assault; ++guard) {
        auto c = hard->decide(s, rng);
        REQUIRE(c);
        if (c->kind == fg::CommandKind::EndOrders) break;
        if (c->kind == fg::CommandKind::Assault && c->unit == unit) {
            assault = c;
            why = hard->reason();
            break;
        }
        fg::applyCommand(s, *c);
    }
    REQUIRE(assault);
    CHECK(assault->target == troopers);
    INFO(why);
    CHECK(why.find("1.00 to win and 2.00 stands") != std::string::npos);
}

TEST_CASE("FG-MELEE-5 full AI: a regiment in open order forms line once an enemy could charge it") {
    fg::GameState s = confederateOrders();
    const int unit = fg::unitById(s, "42ms");
    REQUIRE(unit >= 0);
    s.units[unit].formation = fg::Formation::OpenOrder;
    s.units[unit].front = {36.0, 19.0}; // 11" from the 9th New York's front
    s.brigades[s.units[unit].brigade].pips = 4;
    REQUIRE(fg::checkInvariants(s).empty());
    const std::vector<fg::Command> cmds = ordersPhase(s);
    bool line = false;
    for (const fg::Command& c : cmds)
        line = line || (c.unit == unit && c.kind == fg::CommandKind::Form &&
                        c.formation == fg::Formation::Line);
    CHECK(line);
    CHECK(s.units[unit].formation == fg::Formation::Line);
}

TEST_CASE("FG-D-45 FG-FIRE-3 full AI: in 1864 a regiment in the open under the works' fire, out "
          "of a charge's reach and with room, opens its ranks; never within a charge") {
    // Franklin: the 8th and 19th Arkansas 14" before the works, the 3rd
    // Confederate sent back to give it room (FG-D-36). Its rifles do
    // little to men behind earthworks; the Indiana and Ohio regiments'
    // volleys would take over a stand a turn. Open order (-1 to hit it, a
    // save one better) turns most of that aside.
    fg::GameState s = confederateOrders("franklin.xml");
    const int unit = fg::unitById(s, "8ar");
    REQUIRE(unit >= 0);
    s.units[fg::unitById(s, "3cs")].front = {48.5, 40.0};
    s.units[unit].front = {50.0, 32.0};
    s.brigades[s.units[unit].brigade].pips = 4;
    SUBCASE("14\" out, in line: it opens its ranks") {
        REQUIRE(fg::checkInvariants(s).empty());
        ordersPhase(s);
        CHECK(s.units[unit].formation == fg::Formation::OpenOrder);
    }
    SUBCASE("within a charge of the works (8\", a 6\" move and 3\" double time): it stays in "
            "line") {
        s.units[unit].front = {50.0, 26.0};
        REQUIRE(fg::checkInvariants(s).empty());
        ordersPhase(s);
        CHECK(s.units[unit].formation != fg::Formation::OpenOrder);
    }
    SUBCASE("in open order 15-17\" out, wanting to close to its standoff: it forms line, "
            "not stuck where no advance in open order is safe") {
        s.units[unit].formation = fg::Formation::OpenOrder;
        for (double y : {33.0, 34.0, 35.0}) {
            CAPTURE(y);
            fg::GameState t = s;
            t.units[unit].front = {50.0, y};
            REQUIRE(fg::checkInvariants(t).empty());
            ordersPhase(t);
            CHECK(t.units[unit].formation == fg::Formation::Line);
        }
    }
}

TEST_CASE("FG-FORM full AI: infantry far from the enemy forms road column to march, and line "
          "again once the enemy is near") {
    SUBCASE("38\" away on Herr Ridge: column") {
        fg::GameState s = confederateOrders();
        const int unit = fg::unitById(s, "55va");
        REQUIRE(unit >= 0);
        REQUIRE(s.units[unit].formation == fg::Formation::Line);
        ordersPhase(s);
        CHECK(s.units[unit].formation == fg::Formation::RoadColumn);
    }
    SUBCASE("in column 22\" from the enemy: line") {
        fg::GameState s = confederateOrders();
        const int unit = fg::unitById(s, "55va");
        REQUIRE(unit >= 0);
        s.units[unit].formation = fg::Formation::RoadColumn;
        s.units[unit].front = {25.0, 45.0}; // 22" from the 8th Illinois's front
        s.brigades[s.units[unit].brigade].pips = 4;
        REQUIRE(fg::checkInvariants(s).empty());
        ordersPhase(s);
        CHECK(s.units[unit].formation == fg::Formation::Line);
    }
}

// The strength the issue asks, in small matches with wider bounds (docs/ai.md
// gives the 200-game figures): hard beats random play, normal beats easy and
// hard beats normal. McPherson's Ridge favours the Federals, so each match
// swaps the seats.
namespace {

sim::MatchResult fullMatch(const char* a, const char* b, int games, std::uint64_t seed) {
    sim::MatchOptions o;
    o.battle = kRoot + "/maps/full/mcphersons_ridge.xml";
    o.games = games;
    o.seed = seed;
    o.swap = true;
    o.level[0] = a;
    o.level[1] = b;
    sim::MatchResult m;
    std::string error;
    REQUIRE_MESSAGE(sim::playFullMatch(library(), o, m, error, {}), error);
    for (const sim::GameResult& g : m.games)
        CHECK_FALSE(g.stuck);
    CHECK_FALSE(m.turnMs.empty());
    return m;
}

} // namespace

TEST_CASE("full AI: hard beats random play, normal beats easy, hard beats normal (20 games "
          "each, seats swapped)" *
          doctest::skip(kSanitized)) {
    sim::MatchResult hr = fullMatch("hard", "random", 20, 101);
    CHECK(hr.score["hard"].wins >= 17);
    sim::MatchResult ne = fullMatch("normal", "easy", 20, 101);
    CHECK(ne.score["normal"].wins >= 11);
    sim::MatchResult hn = fullMatch("hard", "normal", 20, 101);
    CHECK(hn.score["hard"].wins >= 10);
}

TEST_CASE("full AI: docs/ai.md lists every parameter with its range") {
    const std::string text = test::aiDocs();
    for (const ai::full::FullParamSpec& s : ai::full::fullParamSpecs()) {
        CAPTURE(s.name);
        CHECK(text.find(test::aiDocRow(s.name, s.lo, s.hi, s.meaning)) != std::string::npos);
    }
}
