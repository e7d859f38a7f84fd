#include "formation.h"

namespace guidon::full {

// FG-FORM-1: line, mounted cavalry and unlimbered sections stand one rank
// abreast; open order and dismounted cavalry one rank with a 1" gap between
// neighbours; an assault column 2 wide; a road column 1 wide; a limbered
// battery is one limber stand whatever its sections.
Layout layoutOf(Formation f, int n) {
    Layout l;
    if (n < 1) n = 1;
    switch (f) {
    case Formation::Line:
    case Formation::Mounted:
    case Formation::Unlimbered:
        l.files = n;
        break;
    case Formation::OpenOrder:
    case Formation::Dismounted:
        l.files = n;
        l.gap = 1.0;
        break;
    case Formation::AssaultColumn:
        l.files = n >= 2 ? 2 : 1;
        l.ranks = (n + 1) / 2;
        break;
    case Formation::RoadColumn:
        l.ranks = n;
        break;
    case Formation::Limbered:
        break;
    }
    return l;
}

double frontageOf(Formation f, int n) {
    Layout l = layoutOf(f, n);
    return l.files + (l.files - 1) * l.gap;
}

double depthOf(Formation f, int n) {
    return layoutOf(f, n).ranks;
}

std::vector<core::geom::Box> standBoxes(Formation f, int n, Vec2 front, double facing) {
    std::vector<core::geom::Box> out;
    if (n < 1) return out;
    const Layout l = layoutOf(f, n);
    const int count = f == Formation::Limbered ? 1 : n;
    const Vec2 ahead = core::forwardOf(facing);
    const Vec2 right = core::rightOf(facing);
    const double pitch = 1.0 + l.gap;
    for (int i = 0; i < count; ++i) {
        const int rank = i / l.files;
        const int file = i % l.files;
        const double across = (file - (l.files - 1) / 2.0) * pitch;
        core::geom::Box b;
        b.centre = front + right * across - ahead * (0.5 + rank);
        b.facing = facing;
        out.push_back(b);
    }
    return out;
}

std::vector<core::geom::Box> standBoxes(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    if (u.removed) return {};
    return standBoxes(u.formation, u.onTable(), u.front, u.facing);
}

std::vector<core::geom::Box> groundBoxes(Formation f, int n, Vec2 front, double facing) {
    if (f != Formation::OpenOrder && f != Formation::Dismounted)
        return standBoxes(f, n, front, facing);
    if (n < 1) return {};
    core::geom::Box b;
    b.centre = front - core::forwardOf(facing) * 0.5;
    b.halfWidth = frontageOf(f, n) / 2.0;
    b.facing = facing;
    return {b};
}

std::vector<core::geom::Box> groundBoxes(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    if (u.removed) return {};
    return groundBoxes(u.formation, u.onTable(), u.front, u.facing);
}

} // namespace guidon::full
