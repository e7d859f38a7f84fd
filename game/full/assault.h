// The assault order's geometry and eligibility (FG-MELEE-1, FG-MELEE-5,
// FG-MELEE-6, FG-DISC-2, FG-BRIG-1, FG-D-4, FG-D-5, FG-D-15, FG-D-21,
// FG-D-26, FG-D-28, FG-D-31, FG-D-36, FG-D-39, FG-D-43): who may assault,
// the path of a charge (one wheel, then straight) to its first contact, the
// free pivot flush on contact, momentum, and the shapes of a contiguous line
// and a wave. Checks only: pips and tiers are orders.cpp's, the melee and
// the reactions their own files'.
#pragma once

#include "core/refusal.h"
#include "movement.h"
#include "state.h"

#include <optional>
#include <vector>

namespace guidon::full {

// FG-D-39, FG-D-28, FG-MELEE-5, FG-DISC-2, FG-BRIG-1, FG-D-21: may this unit
// assault at all (infantry in line or assault column, or mounted cavalry;
// no screen, no road column, not disordered, its brigade neither hesitant
// nor broken, not engaged)?
std::optional<core::Refusal> checkAssaulter(const GameState& s, int unit);

// An assault (FG-MELEE-1, FG-D-15): at `target`, after at most one wheel
// (dir -1 left, +1 right; up to 45 degrees) about a front corner, then
// straight ahead into contact; infantry may double-time (FG-CMD-4).
struct AssaultPlan {
    int target = -1;
    int wheelDir = 0;
    double wheelDeg = 0.0;
    bool doubleTime = false;
};

struct AssaultCheck {
    std::optional<core::Refusal> refusal;
    // from, the path to contact (and the free pivot as a last turn costing
    // nothing), the end pose, length to contact, allowance, friends passed
    // through, the log's sentence. Move::order is Order::Assault.
    Move move;
    int contact = -1;      // the enemy unit touched (the target when accepted)
    bool momentum = false; // FG-D-15: 3.0"+ of open ground to contact
    bool open = false;     // all of its path across open ground (FG-D-5; FG-REACT-6's "in open")
    bool flush = false;    // its front lies flush with the edge it hit
    bool ok() const { return !refusal; }
};
AssaultCheck checkAssault(const GameState& s, int unit, const AssaultPlan& plan);

// "Assault that unit": straight ahead if that reaches it, else the smallest
// wheel in whole degrees (up to 45, left or right, the shorter charge on a
// tie) that checkAssault accepts. nullopt: none does.
std::optional<AssaultPlan> planAssault(const GameState& s, int unit, int target, bool doubleTime);

// The path length (cost, as Segment::cost counts it) at which the unit's
// body (its formation and stands now) carried from `from` along `path`
// first touches any enemy unit's ground, or -1 if it never does; 0 if it
// touches one (within the contact tolerance) where it starts. `who`, when
// given, gets the enemy touched.
double firstContact(const GameState& s, int unit, Pose from, const std::vector<Segment>& path,
                    int* who = nullptr);
// The straight-ahead distance from the unit's place to its first contact
// with `target` alone (other units ignored), or -1 if straight ahead never
// touches it.
double contactDistance(const GameState& s, int unit, int target);
// FG-D-15: the free pivot, flush with the edge it hits, that a charger
// coming along `path` from `from` makes at its first contact, if that
// overlaps nothing (none when it is flush already or cannot turn).
std::optional<Segment> flushPivot(const GameState& s, int unit, Pose from,
                                  const std::vector<Segment>& path);

// FG-D-31: 2+ regiments of one brigade, each able to assault, in line (or
// mounted) or assault column, facing the same way within 5 degrees, each
// touching the next flank to flank (in any order given: they are taken
// left to right).
std::optional<core::Refusal> checkContiguousLine(const GameState& s, const std::vector<int>& units);
// FG-D-43, FG-MELEE-6: 2+ regiments of one brigade, each able to assault,
// front first, each behind the one before it with its front within 2" of
// that one's rear, facing the same way within 5 degrees.
std::optional<core::Refusal> checkWave(const GameState& s, const std::vector<int>& units);

} // namespace guidon::full
