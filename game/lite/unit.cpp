#include "unit.h"

#include <algorithm>

namespace guidon::lite {

int Unit::shownFiles() const {
    if (type == UnitType::Artillery) return limbered ? 1 : bases; // guns abreast
    return std::max(1, std::min(files, bases));
}

int Unit::ranks() const {
    int shown = shownBases();
    if (shown <= 0) return 0;
    int f = shownFiles();
    return (shown + f - 1) / f;
}

Unit unitFromSetup(const UnitSetup& s) {
    Unit u;
    u.id = s.id;
    u.name = s.name;
    u.side = s.side;
    u.type = s.type;
    u.bases = s.bases;
    u.startingBases = s.bases;
    u.files = s.type == UnitType::Artillery ? s.bases : s.files;
    u.front = s.front;
    u.facing = s.facing;
    u.limbered = s.type == UnitType::Artillery && s.limbered;
    return u;
}

std::vector<BaseBox> baseBoxes(const Unit& u) {
    return baseBoxes(u, u.front, u.facing);
}

std::vector<BaseBox> baseBoxes(const Unit& u, Vec2 front, double facing) {
    std::vector<BaseBox> out;
    int shown = u.shownBases();
    if (shown <= 0 || u.broken) return out;
    int files = u.shownFiles();
    Vec2 fwd = forwardOf(facing);
    Vec2 right = rightOf(facing);
    int left = shown;
    for (int rank = 0; left > 0; ++rank) {
        int inRank = std::min(files, left);
        int start = (files - inRank) / 2; // LL-UNIT-1: last rank centred on the grid
        for (int k = 0; k < inRank; ++k) {
            int file = start + k;
            double across = file - (files - 1) / 2.0;
            Vec2 c = front + right * across - fwd * (rank + 0.5);
            out.push_back({c, facing, rank, file});
        }
        left -= inRank;
    }
    return out;
}

} // namespace guidon::lite
