// Plain value types shared by every part of the rules: sides, unit types,
// points in BW, phases. No behaviour beyond small helpers.
#pragma once

#include "core_names.h"

#include <cmath>
#include <cstdint>
#include <string>

namespace guidon::lite {

// 1 BW = 1.0 world unit (RULINGS): Vec2 and the facings are core/vec.h's.

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

enum class UnitType : std::uint8_t { Infantry, Artillery };
const char* nameOf(UnitType t);
bool parseUnitType(const std::string& text, UnitType& out);

// The phases a card can invoke, and the symbol a modifier card bears.
enum class Phase : std::uint8_t { None, Fire, Movement, Combat };
const char* nameOf(Phase p);
bool parsePhase(const std::string& text, Phase& out);

} // namespace guidon::lite
