// Contiguous lines and waves in random play (FG-D-31, FG-D-43): the
// shipped battles rarely stand two regiments flank to flank, so the soak
// seldom sees a group assault there. A battle made for it
// (tests/full/battles/brigade_lines.xml: a brigade in line and one in a
// wave a side, 6" apart) is played at random: every state after every
// command keeps the invariants, and each group assault's line reads back
// as the same command.
#include "ai/full/random_player.h"
#include "battle_files.h"

#include "full/command.h"
#include "full/door.h"
#include "full/invariants.h"
#include "full/orders.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace guidon;
using namespace guidon::full;

TEST_CASE("FG-D-31 FG-D-43 FG-MELEE-6 random play of lines and waves keeps every invariant") {
    const auto setup = test::setupOf("tests/full/battles/brigade_lines.xml");
    int lines = 0, waves = 0, commands = 0;
    for (std::uint64_t seed = 1; seed <= 120; ++seed) {
        CAPTURE(seed);
        std::vector<Event> ev;
        GameState s = newGame(setup, seed, ev);
        core::Pcg32 rng(seed * 7919);
        for (int n = 0; n < 3000 && !s.over; ++n) {
            const std::optional<Command> c = ai::full::randomCommand(s, rng);
            if (!c) break;
            REQUIRE_FALSE(validate(s, *c));
            if (c->kind == CommandKind::Assault && !c->parts.empty()) {
                ++(c->wave ? waves : lines);
                const std::string text = commandText(s, *c);
                Command back;
                std::string error;
                REQUIRE_MESSAGE(parseCommand(s, c->side, text, back, error), error);
                CHECK(commandText(s, back) == text);
                // A replay of the line does what the command did (a wave's
                // wheels are not written: they are planned again).
                GameState replayed = s;
                REQUIRE_FALSE(validate(replayed, back));
                applyCommand(replayed, back);
                GameState played = s;
                applyCommand(played, *c);
                CHECK(stateHash(replayed) == stateHash(played));
            }
            applyCommand(s, *c);
            ++commands;
            const std::vector<std::string> broken = checkInvariants(s);
            std::string all;
            for (const std::string& b : broken)
                all += b + "; ";
            REQUIRE_MESSAGE(broken.empty(), all);
        }
    }
    MESSAGE(lines << " lines and " << waves << " waves in " << commands << " commands");
    CHECK(lines >= 1);
    CHECK(waves >= 1);
}
