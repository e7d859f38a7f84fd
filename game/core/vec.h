// Points and directions on the table, in the ruleset's own unit of length
// (Lite: 1 BW = 1.0; the full game: 1 inch = 1.0). World x grows to the
// right, y grows toward the bottom of the screen; facings are degrees
// clockwise from "up" (north).
#pragma once

#include <cmath>

namespace guidon::core {

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

} // namespace guidon::core
