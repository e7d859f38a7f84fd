#include "battle.h"

namespace guidon::lite {

bool difficultFor(const TerrainType& t, UnitType u) {
    return u == UnitType::Infantry ? t.difficultInfantry : t.difficultArtillery;
}

core::BattleMap mapOf(const Battle& b) {
    core::BattleMap m;
    m.rules = b.rules;
    m.name = b.name;
    m.description = b.description;
    m.file = b.file;
    m.year = b.year;
    m.width = b.width;
    m.height = b.height;
    m.edges = b.edges;
    m.kinds.assign(b.terrainTypes.begin(), b.terrainTypes.end());
    m.features = b.features;
    m.zones = b.zones;
    return m;
}

} // namespace guidon::lite
