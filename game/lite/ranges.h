// The distances and angles of the Lite rules, in BW and degrees: one place
// for each figure, read by the rules, the window (range rings, hover facts)
// and the AI (what lies within a musket's reach), so that none of them
// restates a rule. Every rule distance includes its boundary within
// kRuleTolerance (types.h).
#pragma once

namespace guidon::lite {

// LL-FIRE: fire.
inline constexpr double kSmallArms = 6.0;   // LL-FIRE-4: small arms and canister
inline constexpr double kBombard = 24.0;    // LL-FIRE-4: bombardment in the Lite game
inline constexpr double kPenetration = 2.0; // LL-FIRE-4: into obstructing terrain
inline constexpr double kMaxTurn = 45.0;    // LL-FIRE-2: a fire zone turns at most this

// LL-MOVE: movement.
inline constexpr double kOblique = 45.0;      // LL-MOVE-2: an oblique's most from the facing
inline constexpr double kDisorderRange = 6.0; // LL-MOVE-4, LL-MOVE-5: within 6 BW of the enemy
inline constexpr double kGuidonShift = 2.0;   // LL-MOVE-5: a flank edge moves at most 2 BW
inline constexpr double kProlong = 1.0;       // LL-MOVE-1: unlimbered guns prolong up to 1 BW

// LL-CHARGE, LL-COMBAT, LL-FALLBACK: the combat phase.
inline constexpr double kWheelLimit = 1.0;       // LL-CHARGE-1: outer-corner arc before a charge
inline constexpr double kEngageDepth = 1.0;      // LL-CHARGE-2: engaged within 1 BW straight ahead
inline constexpr double kMarginalFrontage = 0.5; // LL-COMBAT-3: less than half a BW engaged
inline constexpr double kClear = 1.0;            // LL-FALLBACK-2: 1 BW clear of every enemy

} // namespace guidon::lite
