// Points and directions on the table, in the ruleset's own unit of length
// (Lite: 1 BW = 1.0; the full game: 1 inch = 1.0). World x grows to the
// right, y grows toward the bottom of the screen; facings are degrees
// clockwise from "up" (north).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

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

// The sine and cosine of a facing in degrees. The last facing asked is
// kept (per thread): a unit's stands, corners and edges ask for the same
// facing over and over, and the answer is the same numbers either way.
struct SinCos {
    double sin = 0.0;
    double cos = 1.0;
};
inline SinCos sinCosOf(double facingDeg) {
    // The last four facings, compared bit for bit (-0 and 0 give sines of
    // different signs): a query looks at a few units in turn.
    constexpr int kKept = 4;
    thread_local std::uint64_t bitsKept[kKept] = {0, 0, 0, 0}; // +0.0
    thread_local SinCos kept[kKept] = {{0.0, 1.0}, {0.0, 1.0}, {0.0, 1.0}, {0.0, 1.0}};
    thread_local int next = 0;
    std::uint64_t bits = 0;
    std::memcpy(&bits, &facingDeg, sizeof bits);
    for (int i = 0; i < kKept; ++i)
        if (bitsKept[i] == bits) return kept[i];
    const double r = facingDeg * kPi / 180.0;
    const int slot = next;
    next = (next + 1) % kKept;
    bitsKept[slot] = bits;
    kept[slot] = {std::sin(r), std::cos(r)};
    return kept[slot];
}
// Unit vector a unit with this facing looks along.
inline Vec2 forwardOf(double facingDeg) {
    const SinCos t = sinCosOf(facingDeg);
    return {t.sin, -t.cos};
}
// Unit vector to the unit's right.
inline Vec2 rightOf(double facingDeg) {
    const SinCos t = sinCosOf(facingDeg);
    return {t.cos, t.sin};
}

} // namespace guidon::core
