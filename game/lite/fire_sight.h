// What a firing base sees (LL-FIRE 2-4, LL-TERRAIN 1-2), for the fire
// phase's preview (fire.cpp): its zone, the bases and terrain that zone may
// meet, the target it turns to, and what its fire crosses. Not part of the
// rules' interface.
#pragma once

#include "core/sight.h"
#include "ranges.h"
#include "state.h"

#include <limits>
#include <string>
#include <vector>

namespace guidon::lite::fire_detail {

// [SECTION] constants

// The rule distances are ranges.h's (each includes its boundary, within kRuleTolerance).
// Half the zone's width, a hair short of 0.5: a base that only touches the
// side of the zone is not in it. Not a rule distance but the strip's edge, so
// it is the geometry's epsilon, not kRuleTolerance.
constexpr double kHalf = 0.5 - 1e-6;
constexpr double kInf = std::numeric_limits<double>::infinity();

// [SECTION] zone geometry
//
// A fire zone is the 1 BW strip ahead of a base's front edge, turned about the
// edge's centre (LL-FIRE-2), never reaching behind the firing line: a
// core::Strip, whose clipping (core/sight.h) says how far along it a base, a
// piece of terrain or a crest lies.

using core::stripCrossing;
using core::stripEntry;
using Frame = core::Strip;

// The zone of a base whose front edge's centre is `o`, facing `facing`,
// turned by `turn` degrees (LL-FIRE-2).
Frame frameAt(Vec2 o, double facing, double turn);
// The zone as a polygon `length` long and 1 BW wide, as the window draws it.
std::vector<Vec2> zonePolygon(const Frame& f, double length);

// [SECTION] what a firing base sees

// A base the zone may meet.
struct Candidate {
    std::vector<Vec2> poly;
    int unit = -1;
    int base = -1;
    bool enemy = false;
};

// Terrain the zone may cross: cover, or ground that obstructs artillery.
struct TerrainView {
    const TerrainPiece* piece = nullptr;
    const TerrainType* type = nullptr;
};

// Every base on the table, worked out once per preview.
struct TableBase {
    Vec2 centre;
    std::vector<Vec2> poly;
    int unit = -1;
    int base = -1;
    Side side = Side::Federal;
};

std::vector<TableBase> tableBases(const GameState& s);

// One firing base's view of the table, gathered once, asked at many turns.
class Sight {
  public:
    Sight(const GameState& s, const std::vector<TableBase>& all, int unit, int baseIndex,
          const BaseBox& base, bool artillery);

    double range() const { return range_; }
    Vec2 origin() const { return origin_; }
    double facing() const { return facing_; }

    // How far the zone reaches at this turn: artillery stops 2 BW into
    // obstructing terrain (that boundary included, LL-FIRE-4) and at a crest.
    double reachAt(const Frame& f) const;

    // The first base the zone touches at this turn.
    struct Hit {
        const Candidate* c = nullptr;
        double along = kInf;
    };
    Hit firstAt(double turn) const;

    bool touchesAt(const Candidate& c, double turn) const;

    // LL-FIRE-2: straight ahead first; else the smallest turn up to 45
    // degrees either side at which an enemy base is the first one touched;
    // ties go to the nearer.
    //
    // The smallest such turn is where some enemy base first comes into the
    // zone, or where a friend that hid one leaves it. Probes are taken in
    // order of turn: an enemy's entry is only worked out (by bisection) when
    // a cheap lower bound says it could come before the best turn found.
    bool findTarget(double& turn, Hit& hit) const;

    // Does the zone, up to `along`, cross cover or a crest (LL-FIRE-3)?
    std::string crossesCover(double turn, double along) const;

  private:
    // A linear feature's joint disc, as a polygon, for the projections.
    static std::vector<Vec2> widen(const TerrainPiece& p);

    const GameState& s_;
    bool artillery_;
    double facing_ = 0.0;
    Vec2 origin_;
    double range_ = 0.0;
    double length_ = 0.0; // the zone's length: the range and its tolerance
    std::vector<Candidate> cands_;
    std::vector<TerrainView> terrain_;
    std::vector<const std::vector<Vec2>*> crests_;
};

} // namespace guidon::lite::fire_detail
