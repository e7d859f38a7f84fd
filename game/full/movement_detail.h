// Internals of the moving orders' geometry (movement.h), for movement*.cpp
// only: a unit's body as a few solid blocks, a move's path as straight runs
// and turns, the ground a path sweeps (convex pieces Box2D can test), and the
// Scene that holds a sweep against the table, the other units and the
// terrain. Every test starts with bounding boxes; the exact tests come after.
#pragma once

#include "core/geometry.h"
#include "core/terrain_index.h"
#include "movement.h"
#include "state.h"

#include <string>
#include <vector>

namespace guidon::full::move_detail {

namespace geom = core::geom;

// FG-MOVE-5: a gap of at most this (inches) is contact.
inline constexpr double kContact = 1e-3;
// An arc's sweep reaches at most this far beyond the true arc.
inline constexpr double kBulge = 0.005;
// In mid-move, the rear corners of a wheeling line swing a little outward
// (0.24" for a 2-stand line, 1/16" for an 8-stand one; at most 0.42"):
// grazing a friend or the table's edge by less than half a stand in a turn
// is neither passing through nor leaving the table. A straight run that
// overlaps a friend by more than kContact passes through it (FG-MOVE-5).
// Where a move ends is exact, and enemies are never touched.
inline constexpr double kGraze = 0.45;

// FG-D-27: a stand's centre is on a road when it is inside the road's band
// by more than this (one on the band's edge is not).
inline constexpr double kOnRoad = 1e-6;

// The shape of a unit: its formation and the stands it has on the table.
struct Body {
    Formation formation = Formation::Line;
    int stands = 1;
};

Body bodyOf(const Unit& u);
Pose poseOf(const Unit& u);
// The body as solid rectangles (a line is one, open order one per stand).
std::vector<geom::Box> blocksOf(const Body& b, Pose p);
// The middle of the formation's outline: a turn about it (FG-D-12).
Vec2 centreOf(const Body& b, Pose p);
// The pose of body `b` facing `facing` with its centre at `centre`.
Pose centredAt(const Body& b, Vec2 centre, double facing);
// `p` turned `deg` degrees clockwise about `c` (clockwise on the table, like facings).
Vec2 rotateAbout(Vec2 p, Vec2 c, double deg);

Segment straight(Vec2 dir, double distance);
Segment turnAbout(Vec2 pivot, double degrees, double cost);
Pose along(Pose p, const Segment& s, double t);
Pose endOf(Pose p, const std::vector<Segment>& path);
double costOf(const std::vector<Segment>& path);
// Where the path has used `length` inches of its cost.
Pose atLength(Pose p, const std::vector<Segment>& path, double length);
// A path cut short after `length` inches of its cost.
std::vector<Segment> cut(const std::vector<Segment>& path, double length);

struct Piece {
    geom::Convex shape;
    geom::Aabb bounds;
    // Swept by a turn: only there may rear corners graze (kGraze); a
    // straight run that overlaps a friend at all passes through it.
    bool turn = false;
};
// The ground the body covers along part [t0, t1] of a segment.
void sweep(const Body& b, Pose p, const Segment& s, double t0, double t1, std::vector<Piece>& out);
std::vector<Piece> sweepPath(const Body& b, Pose p, const std::vector<Segment>& path);
std::vector<Piece> standing(const Body& b, Pose p);
geom::Aabb boundsOf(const std::vector<Piece>& pieces);

// What a move runs into.
enum class Hit : std::uint8_t { None, Table, Enemy, Impassable, Unit };
struct Finding {
    Hit hit = Hit::None;
    int unit = -1;
    int feature = -1;
};

// The going of a path (FG-MOVE-1, FG-MOVE-2, FG-D-5, FG-D-26, FG-D-27).
struct GoingFound {
    bool woods = false;
    bool road = false;
    std::vector<int> obstacles; // features crossed, each once
};

// The other units and the terrain near a move of `mover` (-1: none, a
// leader or a new screen), within `region`. `ignore` is left out (a
// screen rejoining its parent).
class Scene {
  public:
    Scene(const GameState& s, int mover, geom::Aabb region, int ignore = -1);
    // For a mover not yet on the table (a new screen): whose units are enemies.
    void setSide(Side side);
    // Along a path: the table's edge (when `table`), an enemy touched,
    // impassable ground; friends whose stands it crosses are added to
    // `friends` (each once).
    Finding path(const std::vector<Piece>& pieces, std::vector<int>* friends,
                 bool table = true) const;
    // Where it stops: on the table, on no unit, touching no enemy, on no
    // impassable ground.
    Finding end(const Body& b, Pose p) const;
    GoingFound going(const Body& b, Pose p, const std::vector<Segment>& path,
                     const std::vector<Piece>& pieces) const;
    // FG-D-27: `q` lies in a road's area (of feature `feature` only, when
    // given): the road pieces near the Scene's region.
    bool onRoad(Vec2 q, int feature = -1) const;
    // FG-D-7: the enemy brigades whose unattached brigadier the path touches.
    std::vector<int> leadersTouched(const std::vector<Piece>& pieces) const;
    // "would touch the enemy 2nd Virginia" ...
    std::string describe(const Finding& f) const;
    const GameState& state() const { return s_; }

  private:
    struct Blocker {
        geom::Convex shape;
        geom::Aabb bounds;
        int unit = -1;
        bool enemy = false;
        bool touching = false; // touched the mover before it moved: only overlap counts
    };
    const GameState& s_;
    std::vector<Blocker> blockers_;
    std::vector<const core::TerrainPiece*> terrain_;
    Side side_ = Side::Federal;
    geom::Aabb region_;
    bool offTable(const Piece& p, double slack) const;
};

// What a path-following order asks of checkPath.
struct PathOrder {
    Order order = Order::Advance;
    const char* rule = "FG-MOVE-1"; // an allowance overrun
    std::vector<Segment> path;
    double cap = -1.0;
    bool doubleTime = false;
    bool unlimber = false; // FG-MOVE-4: ends unlimbered
    std::string verb;      // "advances", "obliques left"
    // FG-D-27: a road march's road ("the Sudley Road"), empty for any other
    // order; it moves at the road rate.
    std::string road;
};

// FG-MOVE-1..5, FG-D-5, FG-D-26, FG-D-27, FG-D-36: the going of the whole
// path decides the allowance; the path may not touch an enemy, enter
// impassable ground or leave the table; friends it crosses are listed; the
// end may overlap no unit.
MoveCheck checkPath(const GameState& s, int unit, const PathOrder& o);
// An advance's wheel from `from` (checkAdvance's, afterAdvanceWheel's).
Segment advanceWheel(const GameState& s, int unit, Pose from, int dir, double degrees);
// FG-D-27: checkAdvance's road march, once the plan is known to be sane
// (movement_road.cpp).
MoveCheck roadMarch(const GameState& s, int unit, double distance, bool doubleTime);
bool validUnit(const GameState& s, int unit);
MoveCheck refused(const char* rule, std::string why);
MoveCheck refused(const char* rule, std::string why, Vec2 at);
// The stands' centres of body `b` at `p`, front rank first.
std::vector<Vec2> standCentres(const Body& b, Pose p);

// The move's name in sentences: "The 6th Wisconsin".
std::string theName(const GameState& s, int unit);
// Inches as players write them: 5.5".
std::string inches(double v);
// The facing that looks at a side's friendly table edge (FG-D-29, FG-D-49).
double facingToEdge(const GameState& s, Side side);

} // namespace guidon::full::move_detail
