// A battle as deployed drawn as a game's table draws it (full::setupTable,
// the map editor's picture): on every shipped battle, unit for unit and
// brigadier for brigadier, the same stands, looks and colours as the
// table of the game that battle starts.
#include "battle_files.h"
#include "full/door.h"
#include "full/setup_table.h"

#include <doctest/doctest.h>

using namespace guidon::full;

TEST_CASE("FG-ORG-1 FG-FORM-1 a battle as deployed is drawn as its game's table draws it") {
    for (const char* map : {"maps/full/franklin.xml", "maps/full/matthews_hill.xml",
                            "maps/full/mcphersons_ridge.xml"}) {
        CAPTURE(map);
        const auto setup = test::setupOf(map);
        std::vector<Event> events;
        FullGame game(newGame(setup, 1, events));
        const std::vector<guidon::core::TableUnit> played = game.table();
        const std::vector<guidon::core::TableUnit> built = setupTable(setup->battle);
        REQUIRE(built.size() == played.size());
        for (std::size_t i = 0; i < built.size(); ++i) {
            const auto &a = built[i], &b = played[i];
            CAPTURE(a.id);
            CHECK(a.id == b.id);
            CHECK(a.side == b.side);
            CHECK(a.group == b.group);
            CHECK(a.strength == b.strength);
            CHECK(a.startingStrength == b.startingStrength);
            CHECK(a.front.x == doctest::Approx(b.front.x));
            CHECK(a.front.y == doctest::Approx(b.front.y));
            REQUIRE(a.stands.size() == b.stands.size());
            for (std::size_t k = 0; k < a.stands.size(); ++k) {
                CHECK(a.stands[k].look == b.stands[k].look);
                CHECK(a.stands[k].rank == b.stands[k].rank);
                CHECK(a.stands[k].file == b.stands[k].file);
                CHECK(a.stands[k].box.centre.x == doctest::Approx(b.stands[k].box.centre.x));
                CHECK(a.stands[k].box.centre.y == doctest::Approx(b.stands[k].box.centre.y));
            }
        }
    }
}
