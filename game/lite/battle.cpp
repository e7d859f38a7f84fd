#include "battle.h"

namespace guidon::lite {

bool difficultFor(const TerrainType& t, UnitType u) {
    return u == UnitType::Infantry ? t.difficultInfantry : t.difficultArtillery;
}

} // namespace guidon::lite
