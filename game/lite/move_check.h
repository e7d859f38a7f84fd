// What the movement files share (movement.cpp: marches and the queries;
// formation.cpp: formation changes): poses along a segment, the ground a
// moving unit sweeps, and the Checker that holds one unit against everything
// else on the table (the table's edge, enemies, friends, terrain). Not part
// of the rules' interface.
#pragma once

#include "movement.h"
#include "ranges.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::lite::move_detail {

// [SECTION] constants

// The geometry's epsilons: when shapes touch, how fine a sweep is, rounding.
// None of them is a rule distance (those use kRuleTolerance, types.h).
constexpr double kContact = 1e-4; // closer than this to an enemy base is touching it
constexpr double kBulge = 2.5e-4; // farthest a wheel step's cover lies outside the true arc
constexpr double kEdge = 1e-7;    // rounding allowed at the table edge
constexpr double kEps = 1e-9;     // rounding of angles and of "more than 0"

// Rule distances, each with its boundary included within kRuleTolerance.
constexpr int kMaxSegments = 24;

// [SECTION] poses and sweeps

// A distance in BW for a sentence: two decimals at most, no trailing zeros.
std::string bw(double v);
// `p` turned `deg` degrees about `c`, clockwise on the table like facings.
Vec2 rotateAbout(Vec2 p, Vec2 c, double deg);
// The unit standing at pose `p`.
Unit placed(const Unit& u, Pose p);
Pose poseOf(const Unit& u);
// The front corner a wheel of `angle` degrees turns about (LL-MOVE-2).
Vec2 wheelPivot(const Unit& u, Pose p, double angle);
// The pose after fraction t of segment s, starting from p.
Pose along(const Unit& u, Pose p, const MoveSegment& s, double t);
// LL-MOVE-2: what a segment costs of the allowance.
double segmentCost(const Unit& u, const MoveSegment& s);
geom::Convex convexOf(const geom::Box& b);

// A convex piece of swept ground and its bounds (grown by kContact).
struct Piece {
    geom::Convex shape;
    geom::Aabb bounds;
};
Piece pieceOf(geom::Convex c);

// The ground swept by the unit over [t0, t1] of a segment, as convex pieces.
void sweep(const Unit& u, Pose p, const MoveSegment& s, double t0, double t1,
           std::vector<Piece>& out);

// [SECTION] the checker: one unit against everything else on the table

enum class Hit : std::uint8_t { None, Table, Enemy, Impassable, Friend, Difficult, EndsOnBase };

struct Finding {
    Hit hit = Hit::None;
    int unit = -1;    // the other unit
    int feature = -1; // the terrain feature
};

struct Obstacle {
    geom::Convex shape;
    geom::Aabb bounds;
    int unit = -1;
    bool enemy = false;
};

class Checker {
  public:
    // `twoCards`: -1 as the phase was invoked, else 0 or 1.
    Checker(const GameState& s, int unit, int twoCards = -1);

    const Unit& unit() const { return u_; }
    bool twoCards() const { return twoCards_; }

    // The first problem the pieces meet, in path order. Friends and difficult
    // terrain are problems only in a one-card phase; in a two-card phase they
    // are noted instead.
    Finding scan(const std::vector<Piece>& pieces, bool& friends, int& difficult,
                 bool pathOnly = true) const;
    // Where the unit ends: never on any base (LL-MOVE-6).
    Finding endsOn(const Unit& at) const;
    // The pieces of a standing footprint (formation changes).
    static std::vector<Piece> standing(const Unit& at);
    double nearestEnemy(const Unit& at) const;
    bool inDifficult(const Unit& at) const;
    // A finding in a player's words ("would touch the enemy ...").
    std::string describe(const Finding& f) const;

  private:
    const GameState& s_;
    const Unit& u_;
    std::vector<Obstacle> obstacles_;
    bool twoCards_ = false;
};

// The refusal for a finding, with the point on the table where it happens.
Refusal refusalFor(const Checker& ck, const Finding& f, Vec2 at);
// The opening of every March and Form check, what each must pass first
// (LL-MOVE-1, LL-CARD-4): false, with the refusal in `r`, when it does not.
bool passesCommonChecks(const GameState& s, const Command& c, MoveReport& r);

// A Form command checked in full (formation.cpp).
MoveReport checkForm(const GameState& s, const Command& c);

} // namespace guidon::lite::move_detail
