// Plain value types shared by every part of the rules: sides, unit types,
// points in BW, phases. No behaviour beyond small helpers.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>

namespace guidon::rules {

// 1 BW = 1.0 world unit (RULINGS). World x grows to the right, y grows toward
// the bottom of the screen; facings are degrees clockwise from "up" (north).
struct Vec2 {
    double x = 0.0;
    double y = 0.0;
};
inline Vec2 operator+(Vec2 a, Vec2 b) {
    return {a.x + b.x, a.y + b.y};
}
inline Vec2 operator-(Vec2 a, Vec2 b) {
    return {a.x - b.x, a.y - b.y};
}
inline Vec2 operator*(Vec2 a, double s) {
    return {a.x * s, a.y * s};
}
inline double dot(Vec2 a, Vec2 b) {
    return a.x * b.x + a.y * b.y;
}
inline double length(Vec2 a) {
    return std::sqrt(dot(a, a));
}

// The one tolerance of every rule distance, in BW (RULINGS: every rule
// distance includes its boundary). "Within 6 BW", "up to 24 BW", "2 BW into",
// "within 1 BW", "1 BW clear", an allowance of 4 BW: each holds up to this much
// beyond its figure, so a target exactly on the boundary, or off it by the
// rounding of the geometry (Box2D works in floats), is inside. Two lengths
// the rules compare (the ways a unit may fall back) are equal within it too.
// A thousandth of a base: no player can place or see it, and it is far above
// the geometry's noise. The smaller epsilons elsewhere (1e-9, 1e-4 ...) are
// not rule distances: they say when two shapes touch or a bisection is done.
constexpr double kRuleTolerance = 1e-3;

constexpr double kPi = 3.14159265358979323846;

// Unit vector a unit with this facing looks along.
inline Vec2 forwardOf(double facingDeg) {
    double r = facingDeg * kPi / 180.0;
    return {std::sin(r), -std::cos(r)};
}
// Unit vector to the unit's right.
inline Vec2 rightOf(double facingDeg) {
    double r = facingDeg * kPi / 180.0;
    return {std::cos(r), std::sin(r)};
}

enum class Side : std::uint8_t { Federal = 0, Confederate = 1 };
inline Side other(Side s) {
    return s == Side::Federal ? Side::Confederate : Side::Federal;
}
inline int index(Side s) {
    return static_cast<int>(s);
}
const char* nameOf(Side s);
bool parseSide(const std::string& text, Side& out);

enum class UnitType : std::uint8_t { Infantry, Artillery };
const char* nameOf(UnitType t);
bool parseUnitType(const std::string& text, UnitType& out);

// The phases a card can invoke, and the symbol a modifier card bears.
enum class Phase : std::uint8_t { None, Fire, Movement, Combat };
const char* nameOf(Phase p);
bool parsePhase(const std::string& text, Phase& out);

} // namespace guidon::rules
