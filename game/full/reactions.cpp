#include "reactions.h"

#include "assault.h"
#include "command_radius.h"
#include "contact.h"
#include "core/words.h"
#include "fire.h"
#include "fire_geometry.h"
#include "formation.h"
#include "morale.h"
#include "movement.h"
#include "movement_detail.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace guidon::full {

namespace {

using core::refusalOf;
namespace geom = core::geom;
using move_detail::along;

// The sheet's trigger distances (page 1, section 4.0; FG-REACT, FG-D-1).
// The trigger distances and the reactions' ranges are rule-table data
// (Tables::reactions, assets/full/rules.xml <reactions>).

// [SECTION] the grid along a move

// How far a move's farthest front corner travels on each part of its path:
// a straight run its length, a turn its arc at the front corner farthest
// from the pivot. The front's width is the mover's when the order was
// given, so the grid stays put while the move goes on (stands lost in
// mid-move come from the rear or the ends, FG-D-42).
struct Sweep {
    std::vector<Pose> starts;
    std::vector<double> lengths;
    double total = 0.0;
};

Sweep sweepOf(const Move& m, double width) {
    Sweep sw;
    Pose p = m.from;
    for (std::size_t i = 0; i < m.path.size(); ++i) {
        const Segment& seg = m.path[i];
        sw.starts.push_back(p);
        double len = 0.0;
        // An assault's free pivot at contact (FG-D-15) is made at once: no
        // reaction comes in the middle of it.
        const bool flush = m.order == Order::Assault && i + 1 == m.path.size() && seg.turn &&
                           seg.cost == 0.0;
        if (flush) {
            len = 0.0;
        } else if (!seg.turn) {
            len = length(seg.move);
        } else {
            const Vec2 half = core::rightOf(p.facing) * (width / 2.0);
            const double r = std::max(length(p.front - half - seg.pivot), length(p.front + half - seg.pivot));
            len = std::fabs(seg.degrees) * core::kPi / 180.0 * r;
        }
        sw.lengths.push_back(len);
        sw.total += len;
        p = along(p, seg, 1.0);
    }
    return sw;
}

double widthOf(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    return frontageOf(u.formation, std::max(1, u.onTable()));
}

int stepsFor(const Sweep& sw) {
    return static_cast<int>(std::ceil(sw.total / kTriggerStep - 1e-9));
}

Pose poseOn(const Move& m, const Sweep& sw, int step) {
    double left = std::min(step * kTriggerStep, sw.total);
    if (step >= stepsFor(sw)) left = sw.total;
    Pose p = m.from;
    for (std::size_t i = 0; i < m.path.size(); ++i) {
        const double len = sw.lengths[i];
        if (left <= len || i + 1 == m.path.size()) {
            const double t = len > 0.0 ? std::clamp(left / len, 0.0, 1.0) : 1.0;
            return along(sw.starts[i], m.path[i], t);
        }
        left -= len;
        p = along(sw.starts[i], m.path[i], 1.0);
    }
    return p;
}

// [SECTION] distances

double pointSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double l2 = dot(d, d);
    const double t = l2 > 0.0 ? std::clamp(dot(p - a, d) / l2, 0.0, 1.0) : 0.0;
    return length(p - (a + d * t));
}

bool segmentsCross(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    auto side = [](Vec2 o, Vec2 x, Vec2 y) {
        return (x.x - o.x) * (y.y - o.y) - (x.y - o.y) * (y.x - o.x);
    };
    const double d1 = side(a, b, c), d2 = side(a, b, d), d3 = side(c, d, a), d4 = side(c, d, b);
    return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0));
}

// A stand's corners, as geom::corners gives them, without a vector: the
// trigger scan asks for them at every grid point.
std::array<Vec2, 4> quad(const geom::Box& b) {
    const Vec2 f = core::forwardOf(b.facing) * b.halfDepth;
    const Vec2 r = core::rightOf(b.facing) * b.halfWidth;
    return {b.centre + f - r, b.centre + f + r, b.centre - f + r, b.centre - f - r};
}

// From the segment a-b (a front edge) to the nearest part of the boxes.
double edgeToBoxes(Vec2 a, Vec2 b, const std::vector<geom::Box>& boxes) {
    double best = 1e18;
    for (const geom::Box& box : boxes) {
        const std::array<Vec2, 4> c = quad(box);
        for (std::size_t i = 0; i < 4; ++i) {
            const Vec2 p = c[i], q = c[(i + 1) % 4];
            if (segmentsCross(a, b, p, q)) return 0.0;
            best = std::min({best, pointSegment(p, a, b), pointSegment(a, p, q), pointSegment(b, p, q)});
        }
    }
    return best;
}

// From a point to the nearest part of the boxes (0 inside one).
double pointToBoxes(Vec2 q, const std::vector<geom::Box>& boxes) {
    double best = 1e18;
    for (const geom::Box& box : boxes) {
        const Vec2 d = q - box.centre;
        if (std::fabs(dot(d, core::rightOf(box.facing))) <= box.halfWidth &&
            std::fabs(dot(d, core::forwardOf(box.facing))) <= box.halfDepth)
            return 0.0;
        const std::array<Vec2, 4> c = quad(box);
        for (std::size_t i = 0; i < 4; ++i)
            best = std::min(best, pointSegment(q, c[i], c[(i + 1) % 4]));
    }
    return best;
}

// How far a point lies outside the bounds (0 inside).
double outside(Vec2 q, const geom::Aabb& a) {
    const double x = std::max({a.lo.x - q.x, 0.0, q.x - a.hi.x});
    const double y = std::max({a.lo.y - q.y, 0.0, q.y - a.hi.y});
    return std::sqrt(x * x + y * y);
}

double boxesToBoxes(const std::vector<geom::Box>& x, const std::vector<geom::Box>& y) {
    double best = 1e18;
    for (const geom::Box& a : x)
        for (const geom::Box& b : y)
            best = std::min(best, geom::distance(a, b));
    return best;
}

// The points of the mover whose arcs are looked at (FG-D-4: in an arc if any
// part is): every stand's corners and the middles of its sides.
std::vector<Vec2> samplePoints(const std::vector<geom::Box>& boxes) {
    std::vector<Vec2> out;
    out.reserve(boxes.size() * 8);
    for (const geom::Box& b : boxes) {
        const std::array<Vec2, 4> c = quad(b);
        for (std::size_t i = 0; i < 4; ++i) {
            out.push_back(c[i]);
            out.push_back((c[i] + c[(i + 1) % 4]) * 0.5);
        }
    }
    return out;
}

geom::Aabb boundsOfBoxes(const std::vector<geom::Box>& boxes) {
    geom::Aabb a;
    for (const geom::Box& b : boxes)
        for (Vec2 c : geom::corners(b))
            a.add(c);
    return a;
}

// [SECTION] who may react, and with what

bool declinedBefore(const Moving& mv, int unit, Reaction kind, std::uint8_t flank = 0) {
    return std::any_of(mv.declined.begin(), mv.declined.end(), [&](const Offer& o) {
        return o.unit == unit && o.kind == kind && o.flank == flank;
    });
}

// A reserved pip of the unit's brigade it may spend: within 24" of its
// brigadier (FG-D-2).
bool reservedPipFor(const GameState& s, int unit) {
    const Brigade& b = s.brigades[s.units[unit].brigade];
    return b.reserved > 0 && commandReach(s, unit).tier != Tier::Out;
}

// FG-REACT-6, FG-D-33: may `unit` counter-charge an assault on it?
bool mayCounter(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    const bool cavalry = u.arm == Arm::Cavalry && u.formation == Formation::Mounted;
    // It surges into a melee as a charger would: only what may assault
    // (FG-D-39: infantry in line or assault column, mounted cavalry).
    const bool foot = u.arm == Arm::Infantry && !u.screenUnit() &&
                      (u.formation == Formation::Line || u.formation == Formation::AssaultColumn);
    return (cavalry || (foot && (u.traits & kRebelYell))) && !u.disordered &&
           s.brigades[u.brigade].clock == Clock::Steady && reservedPipFor(s, unit);
}

// FG-D-28: some evasion of 4" to 6" (in halves) ends clear.
bool canEvade(const GameState& s, int screen) {
    const ReactionDistances& r = s.tables().reactions;
    // In halves from the most down, and the least itself.
    for (int k = 0; r.evadeMost - 0.5 * k > r.evadeLeast + 1e-9; ++k)
        if (!checkEvade(s, screen, r.evadeMost - 0.5 * k).refusal) return true;
    return !checkEvade(s, screen, r.evadeLeast).refusal;
}

// A passive unit that may react somewhere along the move, with what the
// scan needs of it worked out once: its stands, the ground within the
// farthest trigger of them, its front edge and arcs (FG-D-4), and what does
// not depend on where the mover stands (able to fire at all; engaged, found
// when first asked).
struct Candidate {
    int unit = -1;
    std::vector<geom::Box> boxes;
    geom::Aabb outline; // its stands' bounds
    geom::Aabb zone;    // within the farthest trigger of them
    Vec2 front, fwd, right;
    double half = 0.0;
    Vec2 a, b; // its front edge, left to right
    bool mayFire = false;   // checkReactor for opportunity fire
    bool mayVolley = false; // checkReactor for a closing volley
    int engagedNow = -1;    // -1 not yet asked
    // A screen's evade: the ground its longest evade sweeps, and whether
    // some evade ends clear while the mover stands outside that ground
    // (the same at every such grid point: worked out once; -1 not yet).
    geom::Aabb evadeGround;
    bool evadeGroundKnown = false;
    int evadeFree = -1;
};

// The ground a screen's longest evade sweeps (FG-D-28): outside it, the
// mover changes nothing checkEvade looks at.
geom::Aabb evadeGroundOf(const GameState& s, int screen) {
    const Unit& u = s.units[screen];
    const std::vector<Segment> path{move_detail::straight(core::forwardOf(u.facing) * -1.0,
                                                          s.tables().reactions.evadeMost)};
    geom::Aabb a = move_detail::boundsOf(
        move_detail::sweepPath(move_detail::bodyOf(u), move_detail::poseOf(u), path));
    a.grow(0.05);
    return a;
}

// canEvade with the mover at grid point `box` (its stands' bounds).
bool evadeOpen(const GameState& t, Candidate& c, const geom::Aabb& box) {
    if (!c.evadeGroundKnown) {
        c.evadeGround = evadeGroundOf(t, c.unit);
        c.evadeGroundKnown = true;
    }
    if (box.overlaps(c.evadeGround)) return canEvade(t, c.unit);
    if (c.evadeFree < 0) c.evadeFree = canEvade(t, c.unit) ? 1 : 0;
    return c.evadeFree == 1;
}

// FG-D-4, as fire_geometry's arcOf draws them: behind the front-edge line
// the rear; ahead of it, outside the rays drawn 45 degrees outward from the
// front corners, a flank; the lines themselves count with the front.
Arc arcFrom(const Candidate& c, Vec2 q) {
    const Vec2 d = q - c.front;
    const double x = dot(d, c.right), y = dot(d, c.fwd);
    if (y < -1e-12) return Arc::Rear;
    if (x < -c.half - y - 1e-12) return Arc::LeftFlank;
    if (x > c.half + y + 1e-12) return Arc::RightFlank;
    return Arc::Front;
}

// The nearest distance from the candidate's front edge to any part of the
// stands lying in its forward arc (FG-D-4): each stand's outline clipped to
// the arc (ahead of the front line, inside both 45-degree rays), then
// measured; 1e18 when none is in the arc.
double arcDistance(const Candidate& c, const std::vector<geom::Box>& boxes) {
    // The arc as three half-planes n.x <= k.
    const Vec2 left = c.a, right = c.b;
    const Vec2 outL = (c.right * -1.0 + c.fwd) * (1.0 / std::sqrt(2.0));
    const Vec2 outR = (c.right + c.fwd) * (1.0 / std::sqrt(2.0));
    struct Plane {
        Vec2 n;
        double k;
    };
    // Behind the front line is out; outside each ray (away from the arc) is out.
    // Each ray's normal pointing away from the arc: outward, to its own side.
    Vec2 nL{-outL.y, outL.x};
    if (dot(nL, c.right) > 0.0) nL = nL * -1.0;
    Vec2 nR{-outR.y, outR.x};
    if (dot(nR, c.right) < 0.0) nR = nR * -1.0;
    const Plane planes[3] = {{c.fwd * -1.0, dot(c.fwd * -1.0, c.front)},
                             {nL, dot(nL, left)},
                             {nR, dot(nR, right)}};
    // A quad cut by three half-planes has at most 7 corners (a clip adds
    // at most one); kept on the stack, as the scan asks at every grid point.
    struct Poly {
        std::array<Vec2, 8> v;
        std::size_t n = 0;
        void push(Vec2 p) { v[n++] = p; }
    };
    double best = 1e18;
    for (const geom::Box& b : boxes) {
        Poly poly;
        for (Vec2 q : quad(b))
            poly.push(q);
        for (const Plane& pl : planes) {
            Poly cut;
            for (std::size_t i = 0; i < poly.n; ++i) {
                const Vec2 p = poly.v[i], q = poly.v[(i + 1) % poly.n];
                const double dp = dot(pl.n, p) - pl.k, dq = dot(pl.n, q) - pl.k;
                if (dp <= 1e-12) cut.push(p);
                if ((dp < -1e-12 && dq > 1e-12) || (dp > 1e-12 && dq < -1e-12))
                    cut.push(p + (q - p) * (dp / (dp - dq)));
            }
            poly = cut;
            if (poly.n == 0) break;
        }
        for (std::size_t i = 0; i < poly.n; ++i) {
            const Vec2 p = poly.v[i], q = poly.v[(i + 1) % poly.n];
            if (segmentsCross(c.a, c.b, p, q)) return 0.0;
            best = std::min({best, pointSegment(p, c.a, c.b), pointSegment(c.a, p, q),
                             pointSegment(c.b, p, q)});
        }
    }
    return best;
}

// The offers with the mover standing at `p` in the scratch state `t` (its
// own copy, the mover moved there).
std::vector<Offer> offersOn(GameState& t, const Moving& mv, int step, Pose p,
                            std::vector<Candidate>& candidates) {
    std::vector<Offer> out;
    const int m = mv.move.unit;
    Unit& mover = t.units[m];
    mover.front = p.front;
    mover.facing = p.facing;
    const std::vector<geom::Box> boxes = standBoxes(t, m);
    const geom::Aabb box = boundsOfBoxes(boxes);
    const bool assault = mv.move.order == Order::Assault;
    const ReactionDistances& rd = t.tables().reactions;
    // FG-D-28: a screen evades any enemy not in open order (dismounted
    // cavalry fights in open order, FG-D-22).
    const bool formed = !mover.screenUnit() && mover.formation != Formation::OpenOrder &&
                        mover.formation != Formation::Dismounted;
    std::vector<Vec2> points;
    for (Candidate& c : candidates) {
        const int r = c.unit;
        const Unit& u = t.units[r];
        if (u.removed || u.reacted || !c.zone.overlaps(box)) continue;
        const double front = edgeToBoxes(c.a, c.b, boxes);
        // Touching it now along an edge (the charger at contact): it is
        // engaged (FG-D-21, FG-D-17).
        if (c.outline.overlaps(box) && anyTouch(c.boxes, boxes)) continue;
        if (points.empty()) points = samplePoints(boxes);
        // FG-D-11: the same part of the mover in the forward arc and within
        // 8" of the front edge: each stand's part inside the arc, measured.
        const double inArc = front > rd.opportunity + kTolerance ? 1e18 : arcDistance(c, boxes);
        const bool ahead = inArc <= rd.opportunity + kTolerance;
        std::uint8_t flank = 0;
        // (Its stands' bounds first: a point farther from them than the
        // flank zone is farther from every stand.)
        if ((u.refused & 3) != 3)
            for (Vec2 q : points) {
                const Arc a = arcFrom(c, q);
                if ((a == Arc::LeftFlank || a == Arc::RightFlank) && !flank &&
                    outside(q, c.outline) <= rd.flankZone + kTolerance &&
                    pointToBoxes(q, c.boxes) <= rd.flankZone + kTolerance)
                    flank = a == Arc::LeftFlank ? 1 : 2;
            }
        const bool counter = assault && r == mv.target && step == 0 && mv.open;
        const bool closing = assault && r == mv.target && c.mayVolley && front <= rd.closingVolley + kTolerance;
        const bool opportunity = ahead && c.mayFire;
        const bool evade = u.screenUnit() && formed;
        const bool refuse = flank && !(u.refused & flank);
        if (!counter && !closing && !opportunity && !evade && !refuse) continue;
        // FG-D-21: an engaged unit takes no reaction.
        if (c.engagedNow < 0) c.engagedNow = engaged(t, r) ? 1 : 0;
        if (c.engagedNow) continue;
        // FG-REACT-6: declared against it across open ground: at the start.
        if (counter && mayCounter(t, r) && !declinedBefore(mv, r, Reaction::CounterCharge))
            out.push_back({r, Reaction::CounterCharge, 0});
        // FG-REACT-2, FG-D-16: only the unit assaulted, the charger within 4" of its front.
        if (closing && !declinedBefore(mv, r, Reaction::ClosingVolley) &&
            checkReactionFire(t, r, m, FireKind::Closing, false).ok())
            out.push_back({r, Reaction::ClosingVolley, 0});
        // FG-REACT-3, FG-D-11: in its forward arc, within 8" of its front, in sight.
        if (opportunity && !declinedBefore(mv, r, Reaction::OpportunityFire) &&
            checkReactionFire(t, r, m, FireKind::Opportunity, false).ok())
            out.push_back({r, Reaction::OpportunityFire, 0});
        // FG-REACT-4, FG-D-28: a formed enemy within 6" of a screen that can get away.
        if (evade && boxesToBoxes(c.boxes, boxes) <= rd.evadeZone + kTolerance &&
            !declinedBefore(mv, r, Reaction::Evade) && evadeOpen(t, c, box))
            out.push_back({r, Reaction::Evade, 0});
        // FG-REACT-5, FG-D-32: into a flank not yet refused.
        if (refuse && !declinedBefore(mv, r, Reaction::RefuseFlank, flank))
            out.push_back({r, Reaction::RefuseFlank, flank});
    }
    return out;
}

// The passive units that could react anywhere along the move (their stands
// within the farthest trigger distance of the ground it sweeps), not yet
// reacted, not of a broken brigade (FG-D-29).
std::vector<Candidate> candidatesFor(const GameState& s, const Moving& mv, const Sweep& sw) {
    std::vector<Candidate> out;
    const int m = mv.move.unit;
    const Side side = s.sideOf(m);
    geom::Aabb swept;
    const Unit& u = s.units[m];
    const int steps = stepsFor(sw);
    // The poses at the path's ends and at every part's start hold the whole
    // sweep's bounds once each stand's reach (its diagonal) is added.
    std::vector<Pose> poses = sw.starts;
    poses.push_back(poseOn(mv.move, sw, steps));
    poses.push_back(poseOn(mv.move, sw, mv.step));
    for (const Pose& p : poses)
        for (const geom::Box& b : standBoxes(u.formation, std::max(1, u.onTable()), p.front, p.facing))
            for (Vec2 c : geom::corners(b))
                swept.add(c);
    // A turn's arc bulges past its ends' corners: by at most its sweep.
    double bulge = 0.0;
    for (std::size_t i = 0; i < mv.move.path.size(); ++i)
        if (mv.move.path[i].turn) bulge = std::max(bulge, sw.lengths[i]);
    swept.grow(s.tables().reactions.farthest() + kTolerance + bulge);
    for (int r = 0; r < static_cast<int>(s.units.size()); ++r) {
        const Unit& o = s.units[r];
        if (o.removed || o.onTable() < 1 || o.reacted || s.sideOf(r) == side) continue;
        if (s.brigades[o.brigade].clock == Clock::Broken) continue;
        // Its rough outline first: most of a large battle is far away.
        const double half = frontageOf(o.formation, std::max(1, o.onTable())) / 2.0;
        const Vec2 right = core::rightOf(o.facing), fwd = core::forwardOf(o.facing);
        const double deep = depthOf(o.formation, std::max(1, o.onTable()));
        geom::Aabb rough;
        for (Vec2 q : {o.front - right * half, o.front + right * half,
                       o.front - right * half - fwd * deep, o.front + right * half - fwd * deep})
            rough.add(q);
        rough.grow(1.0); // open order's gaps and a limber's reach stay inside
        if (!rough.overlaps(swept)) continue;
        Candidate c;
        c.unit = r;
        c.boxes = standBoxes(s, r);
        c.outline = boundsOfBoxes(c.boxes);
        c.outline.grow(2.0 * kTolerance);
        c.zone = c.outline;
        if (!c.zone.overlaps(swept)) continue;
        c.zone.grow(s.tables().reactions.farthest() + kTolerance);
        c.front = o.front;
        c.fwd = fwd;
        c.right = right;
        c.half = half;
        c.a = o.front - right * half;
        c.b = o.front + right * half;
        c.mayFire = !checkReactor(s, r, FireKind::Opportunity);
        c.mayVolley = !checkReactor(s, r, FireKind::Closing);
        out.push_back(std::move(c));
    }
    return out;
}

std::string offerWords(const GameState& s, const Offer& o) {
    std::string what;
    switch (o.kind) {
    case Reaction::ClosingVolley: what = "fire a closing volley"; break;
    case Reaction::OpportunityFire: what = "make opportunity fire"; break;
    case Reaction::Evade: what = "evade"; break;
    case Reaction::RefuseFlank: what = o.flank == 1 ? "refuse its left flank" : "refuse its right flank"; break;
    case Reaction::CounterCharge: what = "counter-charge"; break;
    }
    return theUnit(s, o.unit) + " may " + what + " (react " + idOf(s, o.unit) + " " +
           std::string(nameOf(o.kind)) +
           (o.kind == Reaction::Evade ? " 4-6" : o.kind == Reaction::CounterCharge ? " 2-3"
                                               : o.kind == Reaction::RefuseFlank ? " pip|roll" : "") +
           ")";
}

Side passiveOf(const GameState& s) {
    return core::other(s.active);
}

// The path from the move's start to grid point `step`, and from there on.
std::vector<Segment> prefix(const Move& m, const Sweep& sw, int step) {
    std::vector<Segment> path;
    double left = step >= stepsFor(sw) ? sw.total : std::min(step * kTriggerStep, sw.total);
    for (std::size_t i = 0; i < m.path.size() && left > 1e-12; ++i) {
        Segment seg = m.path[i];
        const double len = sw.lengths[i];
        if (len > left + 1e-12) {
            const double t = left / len;
            if (seg.turn) seg.degrees *= t;
            else seg.move = seg.move * t;
            seg.cost *= t;
        }
        path.push_back(seg);
        left -= std::min(left, len);
    }
    return path;
}

std::vector<Segment> suffix(const Move& m, const Sweep& sw, int step) {
    std::vector<Segment> path;
    double skip = step >= stepsFor(sw) ? sw.total : std::min(step * kTriggerStep, sw.total);
    for (std::size_t i = 0; i < m.path.size(); ++i) {
        Segment seg = m.path[i];
        const double len = sw.lengths[i];
        if (skip >= len - 1e-12 && len > 0.0) {
            skip -= len;
            continue;
        }
        if (skip > 1e-12 && len > 0.0) {
            const double t = 1.0 - skip / len;
            if (seg.turn) {
                // The rest of the turn is about the same pivot.
                seg.degrees *= t;
            } else {
                seg.move = seg.move * t;
            }
            seg.cost *= t;
            skip = 0.0;
        }
        path.push_back(seg);
    }
    return path;
}

// Friends the mover's body crosses along `path` from `from`.
std::vector<int> friendsOn(const GameState& s, int unit, Pose from, const std::vector<Segment>& path) {
    std::vector<int> out;
    if (path.empty()) return out;
    const move_detail::Body body = move_detail::bodyOf(s.units[unit]);
    const std::vector<move_detail::Piece> pieces = move_detail::sweepPath(body, from, path);
    const move_detail::Scene sc(s, unit, move_detail::boundsOf(pieces));
    (void)sc.path(pieces, &out, false);
    return out;
}

// A move of `unit` to `to` as apply() carries it out, in the formation it
// has (no friends disordered, no brigadier pushed unless given).
Move moveTo(const GameState& s, const Moving& mv, Pose to, std::string text) {
    const Unit& u = s.units[mv.move.unit];
    Move part;
    part.unit = mv.move.unit;
    part.order = mv.move.order;
    part.formation = u.formation;
    part.holders = u.holders;
    part.front = to.front;
    part.facing = to.facing;
    part.text = std::move(text);
    return part;
}

// The mover at `p` stands on no other unit's ground (it may pass through
// friends, never stop on one, nor in open order's gaps: FG-D-36, FG-D-35).
bool clearAt(GameState& t, int m, Pose p) {
    t.units[m].front = p.front;
    t.units[m].facing = p.facing;
    const std::vector<geom::Box> mine = groundBoxes(t, m);
    const geom::Aabb box = boundsOfBoxes(mine);
    for (int o = 0; o < static_cast<int>(t.units.size()); ++o) {
        if (o == m || t.units[o].removed || t.units[o].onTable() < 1) continue;
        const std::vector<geom::Box> theirs = groundBoxes(t, o);
        if (!boundsOfBoxes(theirs).overlaps(box)) continue;
        for (const geom::Box& a : mine)
            for (const geom::Box& b : theirs)
                if (geom::overlaps(a, b)) return false;
    }
    return true;
}

// The last grid point at or before `at` where the mover stands clear: a
// move stopped in the middle of passing through friends stops where it
// last was clear of them.
int clearStep(const GameState& s, const Moving& mv, const Sweep& sw, int at) {
    GameState t = s;
    for (int k = at; k > 0; --k)
        if (clearAt(t, mv.move.unit, poseOn(mv.move, sw, k))) return k;
    return 0;
}

void emit(GameState& s, std::vector<Event>& events, EventKind kind, int unit, std::string text,
          int actor = -1) {
    Event e = unitEvent(s, kind, unit, std::move(text));
    e.actor = actor;
    events.push_back(std::move(e));
}

void endPause(GameState& s) {
    if (!s.pending.empty() && s.pending.back().kind == PendingKind::Reaction) s.pending.pop_back();
    s.moving.reset();
}

// An assault that has stopped: if it touches an enemy, contact (FG-D-15),
// and Rebel Yell's check at contact (FG-TRAIT-1).
void contact(GameState& s, const Moving& mv, std::vector<Event>& events) {
    const int m = mv.move.unit;
    if (s.units[m].removed) return;
    // The enemies it touches now along an edge (FG-D-17): its target, or
    // whoever came into its way.
    const std::vector<int> touched = enemiesTouching(s, m);
    if (touched.empty()) {
        emit(s, events, EventKind::Contact, m,
             theUnit(s, m, true) + " ends its charge touching no enemy.");
        return;
    }
    const int first = std::find(touched.begin(), touched.end(), mv.target) != touched.end()
                          ? mv.target
                          : touched.front();
    Unit& u = s.units[m];
    u.attacker = true;
    u.charging = true;
    u.momentum = mv.momentum;
    emit(s, events, EventKind::Contact, m,
         theUnit(s, m, true) + " charges home into " + theUnit(s, first) +
             (mv.momentum ? " with charging momentum." : "."),
         first);
    // FG-TRAIT-1: Rebel Yell: each defender it touches checks or is
    // disordered, a counter-charger too: it fights as defender, and it is
    // its own Rebel Yell that causes no check (FG-D-33; docs/readings.md).
    if (u.traits & kRebelYell)
        for (int e : touched)
            if (!s.units[e].removed) checkOrDisorder(s, e, {}, "the Rebel Yell", events);
}

void ended(GameState& s, const Moving& mv, bool stalled, std::vector<Event>& events);

// The brigades whose unattached brigadier the route's sweep touches (FG-D-7).
std::vector<int> leadersOn(const GameState& s, int unit, Pose from, const std::vector<Segment>& path) {
    if (path.empty()) return {};
    const move_detail::Body body = move_detail::bodyOf(s.units[unit]);
    const std::vector<move_detail::Piece> pieces = move_detail::sweepPath(body, from, path);
    const move_detail::Scene sc(s, unit, move_detail::boundsOf(pieces));
    return sc.leadersTouched(pieces);
}

// The move now ends at `to`, along `route` from its start: the rest of its
// way is still walked for reactions (FG-D-11), and its end is this one.
void truncate(const GameState& s, Moving& mv, Pose to, std::vector<Segment> route, std::string text) {
    const int m = mv.move.unit;
    mv.move.path = std::move(route);
    mv.move.front = to.front;
    mv.move.facing = to.facing;
    mv.move.formation = s.units[m].formation;
    mv.move.passedThrough = friendsOn(s, m, mv.move.from, mv.move.path);
    mv.move.pushes = leadersOn(s, m, mv.move.from, mv.move.path);
    mv.move.text = std::move(text);
}

// The move now ends `go` inches (of cost) along `rest`, the rest of its
// route from `here` (its pause); where that would stand on a friend, it
// ends where it last stood clear on its way.
void cutAt(const GameState& s, Moving& mv, const Sweep& sw, Pose here,
           const std::vector<Segment>& rest, double go, std::string text) {
    std::vector<Segment> route = prefix(mv.move, sw, mv.step);
    std::vector<Segment> last = move_detail::cut(rest, go);
    Pose to = move_detail::atLength(here, rest, go);
    // An assault that meets its enemy here makes its free pivot here
    // (FG-D-15), flush with the edge it hits.
    if (mv.move.order == Order::Assault)
        if (auto pivot = flushPivot(s, mv.move.unit, here, rest)) {
            last.push_back(*pivot);
            to = move_detail::along(to, *pivot, 1.0);
        }
    GameState t = s;
    if (!clearAt(t, mv.move.unit, to)) {
        // It would end on a friend (FG-D-36): back along its new way, a
        // grid step at a time, to where it last stands clear; only if it
        // stands clear nowhere on it, where it last stood clear before.
        bool found = false;
        for (int k = static_cast<int>(std::floor((go - kTolerance) / kTriggerStep)); k >= 0; --k) {
            const double g = k * kTriggerStep;
            const Pose p = move_detail::atLength(here, rest, g);
            if (clearAt(t, mv.move.unit, p)) {
                to = p;
                last = move_detail::cut(rest, g);
                found = true;
                break;
            }
        }
        if (!found) {
            const int k = clearStep(s, mv, sw, mv.step);
            truncate(s, mv, poseOn(mv.move, sw, k), prefix(mv.move, sw, k), std::move(text));
            return;
        }
    }
    for (const Segment& seg : last)
        route.push_back(seg);
    truncate(s, mv, to, std::move(route), std::move(text));
}

// The whole move carried out: from where it paused to its end, friends
// passed through disordered, a brigadier in the way pushed aside.
void finishWhole(GameState& s, const Moving& mv, std::vector<Event>& events) {
    endPause(s);
    const int m = mv.move.unit;
    if (s.units[m].removed) return;
    Move end = mv.move;
    // Stands lost on the way (FG-D-42): the same place, the stands it has
    // now; a change of formation keeps the formation it was going to.
    const Unit& u = s.units[m];
    if (mv.move.formation == mv.before) {
        end.formation = u.formation;
        end.holders = u.holders;
    } else {
        // A change of formation: dismounting makes its horse holders of the
        // stands it has now, mounting takes them back (FG-D-40).
        if (end.formation == Formation::Dismounted && u.formation != Formation::Dismounted)
            end.holders = u.stands / 4;
        else if (end.formation != Formation::Dismounted)
            end.holders = 0;
        else
            end.holders = u.holders;
    }
    bool reformRefused = false;
    // A unit a reaction moved (a screen evading, a counter-charger) may now
    // stand where the move was to end: it ends without its last free pivot,
    // or where it last stood clear on its way (FG-D-36: a move never ends on
    // a unit).
    if (mv.move.path.empty()) {
        // A change of formation: its new footprint may now hold a unit a
        // reaction moved there; then it cannot be made, and the unit stays
        // as it stood (its order spent).
        GameState t = s;
        t.units[m].formation = end.formation;
        t.units[m].holders = end.holders;
        if (!clearAt(t, m, {end.front, end.facing})) {
            emit(s, events, EventKind::OrderGiven, m,
                 theUnit(s, m, true) + " cannot re-form: a unit now stands where it would.");
            ended(s, mv, false, events);
            return;
        }
    } else {
        GameState t = s;
        // A move that changes formation at its end (a horse battery's
        // advance and unlimber): where the new formation would now stand on
        // a unit a reaction moved, the change is not made, and the move
        // ends as it came.
        if (end.formation != u.formation) {
            t.units[m].formation = end.formation;
            t.units[m].holders = end.holders;
            const bool clear = clearAt(t, m, {end.front, end.facing});
            t.units[m].formation = u.formation;
            t.units[m].holders = u.holders;
            if (!clear) {
                // It moves as it came and stays as it was: the log says so
                // after the move, which no longer says it re-forms.
                reformRefused = true;
                end.formation = u.formation;
                end.holders = u.holders;
                if (end.order == Order::Unlimber) end.order = Order::Advance;
                end.text = theUnit(s, m, true) + " moves " + move_detail::inches(end.length) + ".";
            }
        }
        if (end.formation == u.formation && !clearAt(t, m, {end.front, end.facing})) {
            const Sweep sw = sweepOf(mv.move, mv.width);
            std::vector<Segment> route = mv.move.path;
            Pose to;
            bool found = false;
            if (route.back().turn && route.back().cost == 0.0) {
                route.pop_back();
                to = move_detail::endOf(mv.move.from, route);
                found = clearAt(t, m, to);
            }
            if (!found) {
                const int k = clearStep(s, mv, sw, stepsFor(sw));
                to = poseOn(mv.move, sw, k);
                route = prefix(mv.move, sw, k);
            }
            end.front = to.front;
            end.facing = to.facing;
            end.passedThrough = friendsOn(s, m, mv.move.from, route);
            end.pushes = leadersOn(s, m, mv.move.from, route);
        }
    }
    apply(s, end, events);
    if (reformRefused)
        emit(s, events, EventKind::OrderGiven, m,
             theUnit(s, m, true) +
                 " cannot re-form at the end of its move: a unit now stands where it would.");
    if (mv.move.order == Order::Assault && !mv.stalled) contact(s, mv, events);
    ended(s, mv, mv.stalled, events);
}


// A line's or a wave's next regiment (FG-D-31, FG-D-43): a line's each
// assault in turn, by its own path checked again from where it stands now;
// a wave's only when the one ahead stalled (FG-MELEE-6), through it without
// disorder; when the one ahead made contact, the rest stay where they are.
void ended(GameState& s, const Moving& mv, bool stalled, std::vector<Event>& events) {
    if (mv.queue.empty() || s.over) return;
    if (mv.wave && !stalled) {
        emit(s, events, EventKind::Contact, mv.queue.front().unit,
             "The rest of the wave stays where it is: the regiment ahead went home (FG-D-43).");
        return;
    }
    Moving next;
    next.queue.assign(mv.queue.begin() + 1, mv.queue.end());
    next.wave = mv.wave;
    next.waveUnits = mv.waveUnits;
    const QueuedAssault q = mv.queue.front();
    if (s.units[q.unit].removed) {
        ended(s, next, stalled, events);
        return;
    }
    AssaultPlan plan;
    plan.target = q.target;
    plan.wheelDir = q.wheelDir;
    plan.wheelDeg = q.wheelDeg;
    plan.doubleTime = q.doubleTime;
    // FG-D-43: a wave's next regiment charges from its own place, with the
    // wheel that reaches from there now (a wave's command names none; the
    // one planned when it was given had the regiment ahead in its way). A
    // line's wheels are the player's own, each written in the command.
    if (mv.wave)
        if (std::optional<AssaultPlan> now = planAssault(s, q.unit, q.target, q.doubleTime))
            plan = *now;
    AssaultCheck a = checkAssault(s, q.unit, plan);
    if (!a.ok()) {
        emit(s, events, EventKind::Contact, q.unit,
             theUnit(s, q.unit, true) + " cannot go in now: " + a.refusal->rule + ": " +
                 a.refusal->reason);
        // A line's next regiment still goes; a wave stops with this one.
        if (!mv.wave) ended(s, next, stalled, events);
        return;
    }
    if (mv.wave) {
        std::vector<int>& through = a.move.passedThrough;
        through.erase(std::remove_if(through.begin(), through.end(),
                                     [&](int f) {
                                         return std::find(mv.waveUnits.begin(), mv.waveUnits.end(),
                                                          f) != mv.waveUnits.end();
                                     }),
                      through.end());
    }
    next.move = a.move;
    next.target = q.target;
    next.momentum = a.momentum;
    next.open = a.open;
    carryOut(s, std::move(next), events);
}

// Go on from the grid point after `mv.step`, or from `mv.step` itself.
void goOn(GameState& s, Moving mv, int from, std::vector<Event>& events) {
    mv.step = from;
    mv.offers.clear();
    carryOut(s, std::move(mv), events);
}

} // namespace

// [SECTION] the grid and the scan

int stepsOf(const GameState& s, const Move& m) {
    return stepsFor(sweepOf(m, widthOf(s, m.unit)));
}

Pose poseAtStep(const GameState& s, const Move& m, int step) {
    return poseOn(m, sweepOf(m, widthOf(s, m.unit)), step);
}

std::vector<Offer> offersAt(const GameState& s, const Moving& mv, int step) {
    const Sweep sw = sweepOf(mv.move, mv.width);
    std::vector<Candidate> candidates = candidatesFor(s, mv, sw);
    if (candidates.empty()) return {};
    GameState t = s;
    return offersOn(t, mv, step, poseOn(mv.move, sw, step), candidates);
}

TriggerScan nextTrigger(const GameState& s, const Moving& mv, int from) {
    TriggerScan out;
    const Sweep sw = sweepOf(mv.move, mv.width);
    std::vector<Candidate> candidates = candidatesFor(s, mv, sw);
    if (candidates.empty()) return out;
    GameState t = s;
    const int last = stepsFor(sw);
    for (int k = std::max(0, from); k <= last; ++k) {
        std::vector<Offer> offers = offersOn(t, mv, k, poseOn(mv.move, sw, k), candidates);
        if (!offers.empty()) {
            out.step = k;
            out.offers = std::move(offers);
            return out;
        }
    }
    return out;
}

void carryOut(GameState& s, Moving mv, std::vector<Event>& events) {
    if (mv.width <= 0.0) {
        // As the order was given: the grid's width and the formation it had;
        // an order with no route (a change of formation) starts where it stands.
        mv.width = widthOf(s, mv.move.unit);
        mv.before = s.units[mv.move.unit].formation;
        if (mv.move.path.empty()) mv.move.from = move_detail::poseOf(s.units[mv.move.unit]);
    }
    const Sweep sw = sweepOf(mv.move, mv.width);
    const TriggerScan scan = nextTrigger(s, mv, mv.step);
    if (scan.step < 0) {
        finishWhole(s, mv, events);
        return;
    }
    mv.step = scan.step;
    mv.offers = scan.offers;
    const int m = mv.move.unit;
    std::string text = theUnit(s, m, true) + " " +
                       (scan.step == 0 ? "begins its " + std::string(nameOf(mv.move.order))
                                       : "goes " + move_detail::inches(std::min(scan.step * kTriggerStep, sw.total)) +
                                             " of its " + std::string(nameOf(mv.move.order)) +
                                             " and pauses") +
                       ":";
    for (std::size_t i = 0; i < mv.offers.size(); ++i)
        text += (i ? "; " : " ") + offerWords(s, mv.offers[i]);
    text += ".";
    if (scan.step > 0) {
        const std::size_t told = events.size();
        apply(s, moveTo(s, mv, poseOn(mv.move, sw, scan.step), text), events);
        events[told].kind = EventKind::MovePaused; // apply's first event tells the move
    } else {
        emit(s, events, EventKind::MovePaused, m, text);
    }
    s.moving = std::move(mv);
    s.pending.push_back(Pending{PendingKind::Reaction, passiveOf(s), m, -1, 0});
}

// [SECTION] the answers

EvadeCheck checkEvade(const GameState& s, int screen, double inches) {
    EvadeCheck out;
    if (screen < 0 || screen >= static_cast<int>(s.units.size()) || s.units[screen].removed ||
        !s.units[screen].screenUnit()) {
        out.refusal = refusalOf("FG-REACT-4", "only a skirmish screen evades");
        return out;
    }
    const ReactionDistances& rd = s.tables().reactions;
    if (!std::isfinite(inches) || inches < rd.evadeLeast - kTolerance ||
        inches > rd.evadeMost + kTolerance) {
        out.refusal = refusalOf("FG-D-28", "a screen evades " + move_detail::inches(rd.evadeLeast) +
                                               " to " + move_detail::inches(rd.evadeMost) +
                                               " straight back");
        return out;
    }
    const Unit& u = s.units[screen];
    const move_detail::Body body = move_detail::bodyOf(u);
    const Pose from = move_detail::poseOf(u);
    const std::vector<Segment> path{move_detail::straight(core::forwardOf(u.facing) * -1.0, inches)};
    const std::vector<move_detail::Piece> pieces = move_detail::sweepPath(body, from, path);
    const Pose to = move_detail::endOf(from, path);
    geom::Aabb region = move_detail::boundsOf(pieces);
    const move_detail::Scene sc(s, screen, region);
    // Through friends (FG-D-28), never through an enemy, off the table or
    // into impassable ground, and it must end clear of every unit.
    std::vector<int> friends;
    if (move_detail::Finding f = sc.path(pieces, &friends); f.hit != move_detail::Hit::None) {
        out.refusal = refusalOf("FG-D-28", theUnit(s, screen, true) + " cannot evade " +
                                               move_detail::inches(inches) + ": it " + sc.describe(f));
        return out;
    }
    if (move_detail::Finding f = sc.end(body, to); f.hit != move_detail::Hit::None) {
        out.refusal = refusalOf("FG-D-28", theUnit(s, screen, true) + " cannot evade " +
                                               move_detail::inches(inches) + ": it " + sc.describe(f));
        return out;
    }
    out.to = to;
    return out;
}

std::optional<core::Refusal> checkReaction(const GameState& s, int unit, Reaction kind,
                                           double amount, bool pip) {
    if (!s.moving || !s.awaited() || s.awaited()->kind != PendingKind::Reaction)
        return refusalOf("FG-REACT-1", "no move is paused for reactions");
    const Moving& mv = *s.moving;
    const auto it = std::find_if(mv.offers.begin(), mv.offers.end(), [&](const Offer& o) {
        return o.unit == unit && o.kind == kind;
    });
    if (it == mv.offers.end()) {
        std::string may;
        for (const Offer& o : mv.offers)
            may += (may.empty() ? "" : "; ") + offerWords(s, o);
        return refusalOf("FG-REACT-1", (unit >= 0 && unit < static_cast<int>(s.units.size())
                                            ? theUnit(s, unit, true)
                                            : std::string("That unit")) +
                                           " has no " + std::string(nameOf(kind)) +
                                           " reaction here (" + may + ")");
    }
    switch (kind) {
    case Reaction::Evade:
        return checkEvade(s, unit, amount).refusal;
    case Reaction::RefuseFlank:
        if (pip && s.brigades[s.units[unit].brigade].reserved < 1)
            return refusalOf("FG-REACT-5", theBrigade(s, s.units[unit].brigade, true) +
                                               " has no reserved pip: refuse the flank on a roll");
        if (pip && !reservedPipFor(s, unit))
            return refusalOf("FG-D-2", theUnit(s, unit, true) +
                                           " is beyond 24\" of its brigadier: no reserved pip reaches it");
        return std::nullopt;
    case Reaction::CounterCharge:
        if (const ReactionDistances& rd = s.tables().reactions;
            !std::isfinite(amount) || amount < rd.counterLeast - kTolerance ||
            amount > rd.counterMost + kTolerance)
            return refusalOf("FG-REACT-6", "a counter-charge surges " +
                                               move_detail::inches(rd.counterLeast) + " to " +
                                               move_detail::inches(rd.counterMost) + " forward");
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

void react(GameState& s, int unit, Reaction kind, double amount, bool pip,
           std::vector<Event>& events) {
    Moving mv = *s.moving;
    const int m = mv.move.unit;
    Unit& r = s.units[unit];
    if (kind != Reaction::OpportunityFire && kind != Reaction::ClosingVolley) r.reacted = true;
    const Sweep sw = sweepOf(mv.move, mv.width);
    switch (kind) {
    case Reaction::OpportunityFire:
    case Reaction::ClosingVolley: {
        const FireKind fk = kind == Reaction::ClosingVolley ? FireKind::Closing : FireKind::Opportunity;
        const FireCheck f = checkReactionFire(s, unit, m, fk);
        r.reacted = true; // after the check, which asks whether it has
        emit(s, events, EventKind::Reacted, unit,
             theUnit(s, unit, true) + (kind == Reaction::ClosingVolley ? " fires a closing volley"
                                                                        : " makes opportunity fire") +
                 " at " + theUnit(s, m) + ".",
             m);
        VolleyTally tally;
        resolveVolley(s, f.volley, events, &tally);
        if (kind == Reaction::OpportunityFire) s.units[unit].firedMark = true; // FG-REACT-3
        if (s.units[m].removed) break;
        if (kind == Reaction::ClosingVolley && (tally.unsaved > 0 || tally.sixes > 0)) {
            // FG-REACT-2, FG-D-16: the charger checks at its own rating,
            // Steady +1 (FG-TRAIT-1); failing, it stalls 2" short, disordered.
            std::vector<CheckModifier> mods;
            if (s.units[m].traits & kSteady) mods.push_back({+1, "Steady"});
            if (!disciplineCheck(s, m, mods, "the closing volley", events)) {
                disorder(s, m, "stalled by the closing volley", events);
                const int last = stepsFor(sw);
                int at = mv.step;
                GameState t = s;
                const Unit& v = s.units[unit];
                const double half = frontageOf(v.formation, std::max(1, v.onTable())) / 2.0;
                const Vec2 right = core::rightOf(v.facing);
                // On to where its front is 2" from the volley, if it is not closer already.
                for (int k = mv.step; k <= last; ++k) {
                    const Pose p = poseOn(mv.move, sw, k);
                    t.units[m].front = p.front;
                    t.units[m].facing = p.facing;
                    if (edgeToBoxes(v.front - right * half, v.front + right * half, standBoxes(t, m)) <
                        s.tables().reactions.stall - kTolerance)
                        break;
                    at = k;
                }
                const bool closer = at == mv.step;
                at = clearStep(s, mv, sw, at);
                emit(s, events, EventKind::Stalled, m,
                     theUnit(s, m, true) +
                         (closer ? " stalls where it stands, within " +
                                       move_detail::inches(s.tables().reactions.stall) + " of "
                                 : " stalls " + move_detail::inches(s.tables().reactions.stall) +
                                       " short of ") +
                         theUnit(s, unit) + ", disordered.",
                     unit);
                // The rest of its way, to where it stalls, is still walked
                // for the other reactions (FG-D-11).
                truncate(s, mv, poseOn(mv.move, sw, at), prefix(mv.move, sw, at),
                         theUnit(s, m, true) + " stops " +
                             move_detail::inches(std::min(at * kTriggerStep, sw.total)) +
                             " along its assault.");
                mv.stalled = true;
            }
        }
        break;
    }
    case Reaction::Evade: {
        const EvadeCheck e = checkEvade(s, unit, amount);
        Move back;
        back.unit = unit;
        back.order = Order::Advance;
        back.formation = r.formation;
        back.holders = r.holders;
        back.front = e.to.front;
        back.facing = e.to.facing;
        back.text = theUnit(s, unit, true) + " evades " + move_detail::inches(amount) +
                    " straight back from " + theUnit(s, m) + ".";
        const std::size_t told = events.size();
        apply(s, back, events); // through friends without disorder (FG-D-28)
        events[told].kind = EventKind::Evaded;
        // The screen's new place may lie on the rest of the mover's path: an
        // assault charges home into whoever it meets first; any other move
        // stops short of the enemy (FG-MOVE-5).
        const Pose here = poseOn(mv.move, sw, mv.step);
        const std::vector<Segment> rest = suffix(mv.move, sw, mv.step);
        const double touch = firstContact(s, m, here, rest);
        // Only a contact before the move's own end changes it (an assault
        // meets its target at the end of its route anyway).
        if (touch >= 0.0 && touch < move_detail::costOf(rest) - kTolerance) {
            const bool assault = mv.move.order == Order::Assault;
            const double go = assault ? touch : std::max(0.0, touch - 2.0 * kTolerance);
            cutAt(s, mv, sw, here, rest, go,
                  theUnit(s, m, true) + (assault ? " charges on to the first enemy in its way."
                                                 : " stops short of " + theUnit(s, unit) + "."));
        }
        break;
    }
    case Reaction::RefuseFlank: {
        const auto it = std::find_if(mv.offers.begin(), mv.offers.end(), [&](const Offer& o) {
            return o.unit == unit && o.kind == kind;
        });
        const std::uint8_t flank = it != mv.offers.end() ? it->flank : 1;
        const std::string side = flank == 1 ? "left" : "right";
        bool done = true;
        if (pip) {
            s.brigades[r.brigade].reserved -= 1;
        } else {
            // FG-D-32: a plain die, 4+; a failed roll is its reaction for the turn.
            const int roll = s.dice.d6();
            done = roll >= 4;
            Event e = unitEvent(s, EventKind::Check, unit,
                                theUnit(s, unit, true) + " tries to refuse its " + side +
                                    " flank: needs 4+, rolls " + std::to_string(roll) +
                                    (done ? ": done" : ": fails"));
            e.dice = {roll};
            e.need = {4};
            e.value = done ? 1 : 0;
            events.push_back(std::move(e));
        }
        if (done) {
            s.units[unit].refused |= flank;
            emit(s, events, EventKind::FlankRefused, unit,
                 theUnit(s, unit, true) + " refuses its " + side + " flank" +
                     (pip ? " (a reserved pip)." : "."),
                 m);
        }
        break;
    }
    case Reaction::CounterCharge: {
        // FG-D-33: straight ahead 2-3", stopping at contact; a reserved pip.
        s.brigades[r.brigade].reserved -= 1;
        const Pose from = move_detail::poseOf(r);
        const Vec2 ahead = core::forwardOf(r.facing);
        double go = amount;
        const double c = firstContact(s, unit, from, {move_detail::straight(ahead, amount)});
        if (c >= 0.0) go = c;
        // Its own side and the ground may stop it short (the charger it
        // meets does not: the Scene leaves it out); it surges as far as is
        // clear, in tenths.
        const move_detail::Body body = move_detail::bodyOf(r);
        auto clear = [&](double d) {
            if (d <= 0.0) return true;
            const std::vector<Segment> path{move_detail::straight(ahead, d)};
            const std::vector<move_detail::Piece> pieces = move_detail::sweepPath(body, from, path);
            const move_detail::Scene sc(s, unit, move_detail::boundsOf(pieces), m);
            std::vector<int> friends;
            return sc.path(pieces, &friends).hit == move_detail::Hit::None && friends.empty() &&
                   sc.end(body, move_detail::endOf(from, path)).hit == move_detail::Hit::None;
        };
        while (go > 0.0 && !clear(go))
            go = std::max(0.0, go - kTriggerStep);
        Move surgeMove;
        surgeMove.unit = unit;
        surgeMove.order = Order::Advance;
        surgeMove.formation = r.formation;
        surgeMove.holders = r.holders;
        const Pose to = move_detail::endOf(from, {move_detail::straight(ahead, go)});
        surgeMove.front = to.front;
        surgeMove.facing = to.facing;
        surgeMove.text = theUnit(s, unit, true) + " counter-charges " + move_detail::inches(go) +
                         " to meet " + theUnit(s, m) + " (a reserved pip).";
        const std::size_t told = events.size();
        apply(s, surgeMove, events);
        events[told].kind = EventKind::CounterCharged; // apply's first event tells the move
        Unit& cc = s.units[unit];
        cc.counter = true;
        cc.charging = true;
        mv.momentum = false; // FG-REACT-6: the charger loses its momentum
        // The charger then completes its move into it: to the first contact
        // on the rest of its path (FG-D-33), the rest still walked for the
        // other reactions; its whole path if it meets no one now.
        const Pose here = poseOn(mv.move, sw, mv.step);
        const std::vector<Segment> rest = suffix(mv.move, sw, mv.step);
        const double touch = firstContact(s, m, here, rest);
        if (touch >= 0.0) {
            cutAt(s, mv, sw, here, rest, touch,
                  theUnit(s, m, true) + " completes its charge into " + theUnit(s, unit) + ".");
        }
        break;
    }
    }
    if (s.units[m].removed) {
        // Gone in mid-move: a wave's next regiment goes on as if it stalled.
        endPause(s);
        ended(s, mv, true, events);
        return;
    }
    // The rest of this moment's offers: those already made and still open
    // as things now stand (a reaction never triggers another, FG-REACT-1).
    std::vector<Offer> left;
    for (const Offer& o : offersAt(s, mv, mv.step))
        if (o.unit != unit &&
            std::any_of(mv.offers.begin(), mv.offers.end(), [&](const Offer& was) {
                return was.unit == o.unit && was.kind == o.kind && was.flank == o.flank;
            }))
            left.push_back(o);
    if (!left.empty()) {
        mv.offers = std::move(left);
        *s.moving = std::move(mv);
        return;
    }
    endPause(s);
    const int next = mv.step + 1;
    goOn(s, std::move(mv), next, events);
}

void passReactions(GameState& s, std::vector<Event>& events) {
    Moving mv = *s.moving;
    for (const Offer& o : mv.offers)
        mv.declined.push_back(o);
    emit(s, events, EventKind::MovePaused, mv.move.unit,
         "The " + std::string(core::sideTitle(passiveOf(s))) + " player lets the move go on.");
    endPause(s);
    const int next = mv.step + 1;
    goOn(s, std::move(mv), next, events);
}

} // namespace guidon::full
