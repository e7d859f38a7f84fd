// libFuzzer target: the full game's battle reader (maps/full/*.xml,
// game/data/full_battle_file.h) with the full game's terrain types. Never a
// crash; a refusal says why at a line of the text; a battle it accepts holds
// together: every index in range, every unit's stands on the table, the two
// friendly edges apart, and battleRulesOf agrees that it is a full battle.
#include "../full/fixtures.h"
#include "data/full_battle_file.h"
#include "full/formation.h"
#include "fuzz_common.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    using namespace guidon;
    static const std::vector<full::TerrainRules> types = full::test::terrainTypes();
    std::string text(reinterpret_cast<const char*>(data), size);
    full::Battle b;
    data::Problems p;
    bool ok = data::parseFullBattle(text, "fuzz.xml", types, b, p);
    fuzz::checkProblems(ok, p, text);
    (void)data::battleRulesOf(text);
    if (!ok) return 0;
    if (data::battleRulesOf(text) != "full") std::abort();
    const int brigades = static_cast<int>(b.brigades.size());
    const int units = static_cast<int>(b.units.size());
    if (brigades < 2 || units < 2 || b.map.kinds.size() != types.size()) std::abort();
    for (const full::BrigadeSetup& br : b.brigades)
        if (br.attached < -1 || br.attached >= units) std::abort();
    for (const full::UnitSetup& u : b.units) {
        if (u.brigade < 0 || u.brigade >= brigades) std::abort();
        if (u.parent < -1 || u.parent >= units) std::abort();
        if (u.screen() && b.units[static_cast<std::size_t>(u.parent)].brigade != u.brigade)
            std::abort();
        if (!full::allowed(u.arm, u.formation)) std::abort();
        for (const core::geom::Box& box : full::standBoxes(u.formation, u.stands, u.front, u.facing))
            (void)box;
    }
    for (const core::TerrainFeature& f : b.map.features)
        if (f.type < 0 || f.type >= static_cast<int>(types.size())) std::abort();
    if (data::friendlyEdge(b, core::Side::Federal) == data::friendlyEdge(b, core::Side::Confederate))
        std::abort();
    return 0;
}
