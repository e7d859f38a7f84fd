// The full game's vocabulary (FG-ORG, FG-FORM): arms, the eight formations,
// weapons and gun types, experience, brigadiers' ratings, traits, command
// tiers. Each has the one word files and command lines use for it.
#pragma once

#include "core/side.h"
#include "core/vec.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace guidon::full {

using core::Side;
using core::Vec2;

// FG-D-1: "within / up to / 0-X" includes X, with Lite's one tolerance.
inline constexpr double kTolerance = 1e-3;

enum class Arm : std::uint8_t { Infantry, Cavalry, Artillery };

// The eight formations of the sheet's table 3.0 (FG-FORM-1). Mounted cavalry
// may also form road column (FG-D-27): a cavalry unit in RoadColumn moves at
// the mounted rates. An unlimbered battery moves by prolonge.
enum class Formation : std::uint8_t {
    Line,
    OpenOrder,
    AssaultColumn,
    RoadColumn,
    Mounted,
    Dismounted,
    Limbered,
    Unlimbered,
};
inline constexpr int kFormations = 8;

// Small arms (FG-ORG-2).
enum class Weapon : std::uint8_t { Smoothbore, Rifled, Repeater, Breechloader };
inline constexpr int kWeapons = 4;

// The six gun types (FG-ORG-2), each on one of the sheet's two profiles.
enum class GunType : std::uint8_t { Gun6, Napoleon, Howitzer, Ordnance, Parrott10, Parrott20 };
inline constexpr int kGunTypes = 6;

enum class Experience : std::uint8_t { Veteran, Regular, Green };
inline constexpr int kExperiences = 3;

// A brigadier's rating (FG-CMD-2); a replacement is timid (FG-LEAD-2).
enum class Rating : std::uint8_t { Aggressive, Reliable, Timid };
inline constexpr int kRatings = 3;

// Traits (FG-ORG-3, FG-TRAIT-1) as bits: army traits per side, a unit may
// add or drop them; Sharpshooters is a unit's own.
enum Trait : std::uint8_t {
    kRebelYell = 1,
    kIronDiscipline = 2,
    kSeenTheElephant = 4,
    kSteady = 8,
    kSharpshooters = 16,
};
inline constexpr int kTraits = 5;
inline constexpr std::uint8_t kArmyTraits = kRebelYell | kIronDiscipline | kSeenTheElephant | kSteady;

// How far a unit is from its brigadier (FG-CMD-1).
enum class Tier : std::uint8_t { Bugle, Courier, Distant, Out };

// A unit's cover (FG-FIRE-4), a terrain type's going (FG-D-5).
enum class Cover : std::uint8_t { None, Light, Heavy };
enum class Going : std::uint8_t { Open, Woods };

std::string_view nameOf(Arm a);
std::string_view nameOf(Formation f);
std::string_view nameOf(Weapon w);
std::string_view nameOf(GunType g);
std::string_view nameOf(Experience e);
std::string_view nameOf(Rating r);
std::string_view nameOf(Tier t);
std::string_view nameOf(Cover c);
std::string_view nameOf(Going g);
// The trait's word (one bit set), "" for none.
std::string_view traitName(std::uint8_t bit);
// For players: "line of battle", "assault column", "12-pdr Napoleon"...
std::string_view titleOf(Formation f);
std::string_view titleOf(GunType g);
std::string_view titleOf(Trait t);

std::optional<Arm> parseArm(std::string_view s);
std::optional<Formation> parseFormation(std::string_view s);
std::optional<Weapon> parseWeapon(std::string_view s);
std::optional<GunType> parseGunType(std::string_view s);
std::optional<Experience> parseExperience(std::string_view s);
std::optional<Rating> parseRating(std::string_view s);
std::optional<Cover> parseCover(std::string_view s);
std::optional<Going> parseGoing(std::string_view s);
// One trait's bit from its word, 0 for none.
std::uint8_t parseTrait(std::string_view s);

// The formations an arm may take (FG-FORM-1, FG-D-27, FG-D-41).
bool allowed(Arm a, Formation f);
// The rates row (FG-MOVE-1) a formation moves by: mounted cavalry in road
// column moves by the mounted row (FG-D-27), a skirmish screen by open order.
Formation ratesRow(Arm a, Formation f, bool screen);

} // namespace guidon::full
