// The pick-up set-up's own small helpers (setup.cpp, setup_terrain.cpp,
// setup_deploy.cpp and setup_auto.cpp): refusals under LL-SETUP-1, names and
// numbers for its sentences, placing a piece, a unit's base boxes at a place.
// Not part of the rules' interface.
#pragma once

#include "core/words.h"
#include "setup.h"
#include "unit.h"

#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace guidon::lite::setup_detail {

constexpr const char* kRule = "LL-SETUP-1";
constexpr double kEps = 1e-6;

// A refusal under LL-SETUP-1; with the place on the table it concerns.
inline Refusal refuse(std::string reason) {
    return refusalOf(kRule, std::move(reason));
}
inline Refusal refuse(std::string reason, Vec2 at) {
    return refusalOf(kRule, std::move(reason), at);
}

inline std::string title(Side s) {
    return core::sideTitle(s);
}

// Short numbers for sentences: 12, 12.5, 10.67.
inline std::string num(double v) {
    return core::shortNumber(v, 2);
}

// Turn about the origin, clockwise on the table (y grows down), then move;
// kept to a thousandth of a BW so that written battles stay readable.
inline Vec2 place(Vec2 p, Vec2 at, double angle) {
    double r = angle * kPi / 180.0, c = std::cos(r), s = std::sin(r);
    Vec2 q{p.x * c - p.y * s + at.x, p.x * s + p.y * c + at.y};
    return {std::round(q.x * 1000.0) / 1000.0, std::round(q.y * 1000.0) / 1000.0};
}

inline bool finite(Vec2 p) {
    return std::isfinite(p.x) && std::isfinite(p.y);
}

inline geom::Convex rect(const geom::Aabb& a) {
    return {{a.lo, {a.hi.x, a.lo.y}, a.hi, {a.lo.x, a.hi.y}}, 0.0};
}

inline std::vector<geom::Box> boxesAt(const UnitSetup& s, Vec2 front, double facing) {
    std::vector<geom::Box> out;
    for (const BaseBox& b : baseBoxes(unitFromSetup(s), front, facing))
        out.push_back({b.centre, 0.5, 0.5, b.facing});
    return out;
}

inline std::string unitName(const UnitSetup& u) {
    return u.name.empty() || u.name == u.id ? u.id : u.id + " (" + u.name + ")";
}

} // namespace guidon::lite::setup_detail
