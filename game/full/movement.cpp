// The moving orders' checks (movement.h): where an advance, an oblique, a
// wheel, a formation change or a broken march would put a unit, what its
// path costs and meets. The geometry is movement_geometry.cpp's and
// movement_scene.cpp's; apply() and the screens' and leaders' orders are
// movement_apply.cpp's.
#include "movement.h"

#include "core/words.h"
#include "formation.h"
#include "movement_detail.h"

#include <algorithm>
#include <cmath>

namespace guidon::full {

using namespace move_detail;

// [SECTION] common parts

namespace move_detail {

bool validUnit(const GameState& s, int unit) {
    return unit >= 0 && unit < static_cast<int>(s.units.size()) && !s.units[unit].removed;
}

MoveCheck refused(const char* rule, std::string why) {
    MoveCheck c;
    c.refusal = core::refusalOf(rule, std::move(why));
    return c;
}

MoveCheck refused(const char* rule, std::string why, Vec2 at) {
    MoveCheck c;
    c.refusal = core::refusalOf(rule, std::move(why), at);
    return c;
}

} // namespace move_detail

namespace {

double normalised(double deg) {
    double d = std::fmod(deg, 360.0);
    if (d < 0.0) d += 360.0;
    if (d >= 360.0 - 1e-9) d = 0.0;
    return d;
}

const MoveRates& ratesOfUnit(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    return s.tables().ratesOf(ratesRow(u.arm, u.formation, u.screenUnit()));
}

// FG-MOVE-3: line, mounted and dismounted cavalry wheel up to 45 degrees;
// columns and limbered batteries up to 90 (FG-D-30).
double wheelLimit(const Tables& t, Formation f) {
    switch (f) {
    case Formation::AssaultColumn:
    case Formation::RoadColumn:
    case Formation::Limbered:
        return t.wheelColumn;
    default:
        return t.wheelLine;
    }
}

// The rate of the going (FG-MOVE-1, FG-D-5, FG-D-27): a road the whole way
// beats woods under it; `cap` (oblique 3", broken march 6") bounds it before
// obstacles are paid (FG-D-38, FG-D-29).
double allowanceFor(const GameState& s, int unit, bool woods, bool road, int obstacles,
                    bool doubleTime, bool unlimber, double cap) {
    const Unit& u = s.units[unit];
    const MoveRates& r = ratesOfUnit(s, unit);
    double a = road ? r.road : woods ? r.woods : r.open;
    if (unlimber) a /= 2.0; // FG-MOVE-4: horse artillery, half its rate
    if (cap >= 0.0) a = std::min(a, cap);
    a -= obstacles * r.obstacle; // FG-MOVE-2, FG-D-26: each, once per move
    if (doubleTime && u.arm == Arm::Infantry) a += s.tables().doubleTime; // after terrain
    return std::max(0.0, a);
}

// "woods rate 4", one fence: -2", double-time +3""
std::string goingWords(const GameState& s, int unit, const Move& m, bool unlimber,
                       const std::vector<int>& crossed) {
    const MoveRates& r = ratesOfUnit(s, unit);
    std::vector<std::string> terms;
    if (m.road)
        terms.push_back("road rate " + inches(r.road));
    else if (m.woods)
        terms.push_back("woods rate " + inches(r.woods));
    if (unlimber) terms.push_back("half rate to unlimber");
    if (!crossed.empty()) {
        std::vector<std::string> names;
        for (int f : crossed)
            names.push_back(s.battle().terrain[s.battle().map.features[f].type].name);
        const std::string what =
            names.size() == 1 ? "one " + names[0] : core::joinWords(names, ", ", " and ");
        terms.push_back(what + ": -" + inches(r.obstacle * static_cast<double>(crossed.size())));
    }
    if (m.doubleTime) terms.push_back("double-time +" + inches(s.tables().doubleTime));
    std::string out;
    for (const std::string& t : terms)
        out += (out.empty() ? "" : ", ") + t;
    return out.empty() ? "" : " (" + out + ")";
}

// The front where a path first runs into `f`'s kind of trouble, found by
// halving the failing segment.
Vec2 troublePoint(const Scene& sc, const Body& body, Pose p, const std::vector<Segment>& path,
                  bool table) {
    for (const Segment& seg : path) {
        std::vector<Piece> pieces;
        sweep(body, p, seg, 0.0, 1.0, pieces);
        if (sc.path(pieces, nullptr, table).hit != Hit::None) {
            double lo = 0.0, hi = 1.0;
            for (int i = 0; i < 14; ++i) {
                const double mid = (lo + hi) / 2.0;
                std::vector<Piece> part;
                sweep(body, p, seg, 0.0, mid, part);
                (sc.path(part, nullptr, table).hit != Hit::None ? hi : lo) = mid;
            }
            return along(p, seg, hi).front;
        }
        p = along(p, seg, 1.0);
    }
    return p.front;
}

const char* ruleOf(Hit h) {
    return h == Hit::Enemy ? "FG-MOVE-5" : "FG-D-36";
}

} // namespace

MoveCheck move_detail::checkPath(const GameState& s, int unit, const PathOrder& o) {
    const Unit& u = s.units[unit];
    const Body body = bodyOf(u);
    const Pose start = poseOf(u);
    const Pose endPose = endOf(start, o.path);
    const Body endBody = o.unlimber ? Body{Formation::Unlimbered, u.onTable()} : body;
    const std::vector<Piece> pieces = sweepPath(body, start, o.path);
    geom::Aabb region = boundsOf(pieces);
    for (const Piece& p : standing(endBody, endPose)) {
        region.add(p.bounds.lo);
        region.add(p.bounds.hi);
    }
    const Scene sc(s, unit, region);
    const GoingFound g = sc.going(body, start, o.path, pieces);
    const std::string who = theName(s, unit);
    const MoveRates& rates = ratesOfUnit(s, unit);

    MoveCheck c;
    Move& m = c.move;
    m.unit = unit;
    m.order = o.order;
    m.formation = endBody.formation;
    m.holders = u.holders;
    m.woods = g.woods;
    // FG-D-27: a road march's stands follow the centreline, so they stay on
    // the road (roadMarch checks both ends); the rigid chord is only its
    // footprint, which may cut a bend's inside.
    // A formation wider than one stand is "such a unit" (FG-D-27) only while
    // every stand of it stays on the road the whole way; round a bend its
    // outer stands swing off a narrow road, and it would turn past its wheel.
    const bool oneWide = layoutOf(body.formation, body.stands).files == 1;
    if (!o.road.empty() && !oneWide && !g.road)
        return refused("FG-D-27",
                       who + " is more than one stand wide and a stand would leave " + o.road +
                           " on the way: only a column one stand wide follows a road's bends.",
                       start.front);
    m.road = g.road || !o.road.empty();
    m.obstacles = static_cast<int>(g.obstacles.size());
    m.doubleTime = o.doubleTime;
    m.length = costOf(o.path);
    if (m.obstacles > 0 && !rates.crossesObstacles)
        return refused("FG-MOVE-2",
                       who + " moves by prolonge and cannot cross the " +
                           s.battle().terrain[s.battle().map.features[g.obstacles[0]].type].name +
                           ".");
    m.allowance =
        allowanceFor(s, unit, m.woods, m.road, m.obstacles, o.doubleTime, o.unlimber, o.cap);
    const std::string terms = goingWords(s, unit, m, o.unlimber, g.obstacles);
    if (m.length > m.allowance + kTolerance) // FG-D-1: up to the allowance, included
        return refused(m.obstacles > 0 ? "FG-MOVE-2" : o.rule,
                       who + " would need " + inches(m.length) + " but may move " +
                           inches(m.allowance) + terms + ".",
                       atLength(start, o.path, m.allowance).front);
    if (Finding f = sc.path(pieces, &m.passedThrough); f.hit != Hit::None)
        return refused(ruleOf(f.hit), who + " " + sc.describe(f) + ".",
                       troublePoint(sc, body, start, o.path, true));
    if (Finding f = sc.end(endBody, endPose); f.hit != Hit::None)
        return refused(ruleOf(f.hit), who + " " + sc.describe(f) + ".", endPose.front);
    m.front = endPose.front;
    m.facing = normalised(endPose.facing);
    m.from = start;
    m.path = o.path;
    m.pushes = sc.leadersTouched(pieces);
    m.text = who + " " + o.verb + " " + inches(m.length) +
             (o.road.empty() ? "" : " along " + o.road) + terms +
             (o.unlimber ? " and unlimbers" : "") + ".";
    return c;
}

// [SECTION] allowance

double allowanceOf(const GameState& s, int unit, bool woods, bool road, int obstacles,
                   bool doubleTime, bool unlimber) {
    return allowanceFor(s, unit, woods, road, obstacles, doubleTime, unlimber, -1.0);
}

// [SECTION] advance, oblique, wheel

MoveCheck checkAdvance(const GameState& s, int unit, const AdvancePlan& plan) {
    if (!validUnit(s, unit)) return refused("FG-MOVE-3", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    const Tables& t = s.tables();
    const std::string who = theName(s, unit);
    for (double v : {plan.before, plan.wheelDeg, plan.after})
        if (!std::isfinite(v) || v < 0.0 || v > 1000.0)
            return refused("FG-MOVE-3",
                           "An advance's distances and wheel are not sensible numbers.");
    if (plan.wheelDir < -1 || plan.wheelDir > 1 || (plan.wheelDeg > 0.0 && plan.wheelDir == 0))
        return refused("FG-MOVE-3", "A wheel goes to the left or to the right.");
    const bool prolonge = u.formation == Formation::Unlimbered; // FG-D-30
    const bool open = u.formation == Formation::OpenOrder;      // FG-FORM-3, FG-D-45
    const double limit = prolonge ? t.wheelLine : open ? 180.0 : wheelLimit(t, u.formation);
    if (plan.wheelDeg > limit + kTolerance)
        return refused(prolonge ? "FG-D-30" : "FG-MOVE-3",
                       who + " may wheel at most " + core::shortNumber(limit, 1) + " degrees in " +
                           std::string(titleOf(u.formation)) + ".");
    if (plan.doubleTime && u.arm != Arm::Infantry)
        return refused("FG-MOVE-4", "Only infantry may double-time.");
    if (plan.unlimber && !(u.arm == Arm::Artillery && u.formation == Formation::Limbered &&
                           s.setupOf(unit).horseArtillery))
        return refused("FG-MOVE-4",
                       "Only a limbered horse battery may move and unlimber in one order.");
    if (plan.road) {
        if (plan.wheelDir != 0 || plan.after > 0.0 || plan.unlimber)
            return refused("FG-D-27", "A road march follows the road's bends: it takes no "
                                      "wheel, second distance or unlimbering.");
        return roadMarch(s, unit, plan.before, plan.doubleTime);
    }

    PathOrder o;
    o.order = plan.unlimber ? Order::Unlimber : Order::Advance;
    o.doubleTime = plan.doubleTime;
    o.unlimber = plan.unlimber;
    o.verb = prolonge ? "moves by prolonge" : "advances"; // double-time is named in the terms
    Pose p = poseOf(u);
    if (plan.before > 0.0) {
        o.path.push_back(straight(core::forwardOf(p.facing), plan.before));
        p = along(p, o.path.back(), 1.0);
    }
    if (plan.wheelDeg > 0.0) {
        o.path.push_back(advanceWheel(s, unit, p, plan.wheelDir, plan.wheelDeg));
        p = along(p, o.path.back(), 1.0);
    }
    if (plan.after > 0.0) o.path.push_back(straight(core::forwardOf(p.facing), plan.after));
    return checkPath(s, unit, o);
}

Segment move_detail::advanceWheel(const GameState& s, int unit, Pose from, int dir,
                                  double degrees) {
    const Unit& u = s.units[unit];
    const double deg = dir * degrees;
    if (u.formation == Formation::Unlimbered || u.formation == Formation::OpenOrder)
        // A pivot about the front-edge centre, free (FG-D-30, FG-D-45).
        return turnAbout(from.front, deg, 0.0);
    // FG-MOVE-3: about the front corner on the side it wheels to, its cost
    // the outer front corner's arc.
    const double w = frontageOf(u.formation, u.onTable());
    const Vec2 pivot = from.front + core::rightOf(from.facing) * (w / 2.0 * dir);
    return turnAbout(pivot, deg, w * degrees * core::kPi / 180.0);
}

Pose afterAdvanceWheel(const GameState& s, int unit, int dir, double degrees) {
    const Pose from = poseOf(s.units[unit]);
    return along(from, advanceWheel(s, unit, from, dir, degrees), 1.0);
}

MoveCheck checkRoadMarch(const GameState& s, int unit, double distance, bool doubleTime) {
    AdvancePlan plan;
    plan.before = distance;
    plan.doubleTime = doubleTime;
    plan.road = true;
    return checkAdvance(s, unit, plan);
}

MoveCheck checkOblique(const GameState& s, int unit, int dir, double distance) {
    if (!validUnit(s, unit)) return refused("FG-D-38", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    if (dir != -1 && dir != 1)
        return refused("FG-D-38", "An oblique goes to the left or the right.");
    if (!std::isfinite(distance) || distance < 0.0)
        return refused("FG-D-38", "An oblique's distance is not a sensible number.");
    const double most = s.tables().oblique;
    if (distance > most + kTolerance)
        return refused("FG-D-38", theName(s, unit) + " may oblique at most " + inches(most) + ".");
    PathOrder o;
    o.order = Order::Oblique;
    o.rule = "FG-D-38";
    o.cap = most; // never more than its terrain rate either
    o.verb = dir < 0 ? "obliques left" : "obliques right";
    if (distance > 0.0) o.path.push_back(straight(core::rightOf(u.facing) * dir, distance));
    return checkPath(s, unit, o);
}

MoveCheck checkWheel(const GameState& s, int unit, int dir, double degrees) {
    if (!validUnit(s, unit)) return refused("FG-D-12", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    if (dir != -1 && dir != 1) return refused("FG-D-12", "A wheel goes to the left or the right.");
    if (!std::isfinite(degrees) || degrees < 0.0)
        return refused("FG-D-12", "A wheel's angle is not a sensible number.");
    // FG-D-12: up to 45 degrees; open order turns freely (FG-FORM-3).
    const double limit = u.formation == Formation::OpenOrder ? 180.0 : s.tables().wheelLine;
    if (degrees > limit + kTolerance)
        return refused("FG-D-12", theName(s, unit) + " may wheel in place at most " +
                                      core::shortNumber(limit, 1) + " degrees.");
    PathOrder o;
    o.order = Order::Wheel;
    o.rule = "FG-D-12";
    o.verb = dir < 0 ? "wheels left in place" : "wheels right in place";
    if (degrees > 0.0) o.path.push_back(turnAbout(u.front, dir * degrees, 0.0));
    MoveCheck c = checkPath(s, unit, o);
    if (c.ok())
        c.move.text =
            theName(s, unit) + " " + o.verb + " " + core::shortNumber(degrees, 1) + " degrees.";
    return c;
}

// [SECTION] formation changes

MoveCheck checkForm(const GameState& s, int unit, Formation to, Turn turn) {
    if (!validUnit(s, unit)) return refused("FG-FORM-2", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    const std::string who = theName(s, unit);
    if (!allowed(u.arm, to))
        return refused("FG-FORM-1", std::string(nameOf(u.arm)) + " cannot form " +
                                        std::string(titleOf(to)) + ".");
    if (u.screenUnit() && to != Formation::OpenOrder)
        return refused("FG-ORG-4", who + " is a skirmish screen and stays in open order.");
    if (to == u.formation && turn == Turn::None)
        return refused("FG-FORM-2", who + " is already in " + std::string(titleOf(to)) +
                                        " (Dress Ranks re-forms it).");
    // FG-D-40: holders are floor(stands/4) on dismounting, back on mounting.
    int holders = u.holders;
    if (to == Formation::Dismounted && u.formation != Formation::Dismounted)
        holders = u.stands / 4;
    else if (to != Formation::Dismounted)
        holders = 0;
    const Body endBody{to, std::max(1, u.stands - holders)};
    // FG-FORM-2, FG-D-12: the front-edge centre and facing are kept; a turn
    // centres the new formation on the old one's centre.
    Pose end = poseOf(u);
    if (turn != Turn::None) {
        const double by = turn == Turn::Left ? -90.0 : turn == Turn::Right ? 90.0 : 180.0;
        end = centredAt(endBody, centreOf(bodyOf(u), poseOf(u)), u.facing + by);
    }
    geom::Aabb region = boundsOf(standing(endBody, end));
    const Scene sc(s, unit, region);
    if (Finding f = sc.end(endBody, end); f.hit != Hit::None)
        return refused(ruleOf(f.hit), who + " " + sc.describe(f) + ".", end.front);

    MoveCheck c;
    Move& m = c.move;
    m.unit = unit;
    m.order = to == Formation::Limbered     ? Order::Limber
              : to == Formation::Unlimbered ? Order::Unlimber
                                            : Order::Form;
    m.formation = to;
    m.holders = holders;
    m.front = end.front;
    m.facing = normalised(end.facing);
    // FG-D-7: its stands may land on an enemy brigadier: he is pushed aside.
    m.pushes = sc.leadersTouched(standing(endBody, end));
    std::string what;
    if (to == Formation::Dismounted && u.formation != to)
        what = "dismounts (" + std::to_string(holders) + " stand" + (holders == 1 ? "" : "s") +
               " holding the horses)";
    else if (u.formation == Formation::Dismounted && to != u.formation)
        what = to == Formation::Mounted ? "mounts" : "mounts in road column";
    else if (to == Formation::Limbered)
        what = "limbers up";
    else if (to == Formation::Unlimbered && u.formation != to)
        what = "unlimbers";
    else if (to != u.formation)
        what = "forms " + std::string(titleOf(to));
    const char* turned = turn == Turn::Left    ? "faces left"
                         : turn == Turn::Right ? "faces right"
                         : turn == Turn::About ? "faces about"
                                               : "";
    if (what.empty())
        what = turned;
    else if (*turned)
        what += std::string(" and ") + turned;
    m.text = who + " " + what + ".";
    return c;
}

MoveCheck checkDress(const GameState& s, int unit) {
    if (!validUnit(s, unit)) return refused("FG-D-46", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    // FG-D-46: the same formation, regular, on its front-edge centre. Our
    // stands are always laid out regularly, so the place does not change.
    MoveCheck c;
    Move& m = c.move;
    m.unit = unit;
    m.order = Order::Dress;
    m.formation = u.formation;
    m.holders = u.holders;
    m.front = u.front;
    m.facing = u.facing;
    m.text = theName(s, unit) + " dresses its ranks.";
    return c;
}

// [SECTION] the broken march

MoveCheck checkBrokenMarch(const GameState& s, int unit) {
    if (!validUnit(s, unit)) return refused("FG-D-29", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    const std::string who = theName(s, unit);
    if (u.formation == Formation::Unlimbered) { // FG-D-29: guns limber instead
        MoveCheck c = checkForm(s, unit, Formation::Limbered, Turn::None);
        if (c.ok()) {
            c.move.order = Order::Broken;
            c.move.text = who + " limbers up to fall back.";
        }
        return c;
    }
    const MoveRates& r = ratesOfUnit(s, unit);
    const double full = s.tables().brokenMove;
    // FG-D-29: it turns (free, about its centre) to face its friendly edge.
    const Body body = bodyOf(u);
    const double facing = facingToEdge(s, s.sideOf(unit));
    const bool turns = std::fabs(normalised(u.facing - facing)) > 1e-6;
    const Pose start = turns ? centredAt(body, centreOf(body, poseOf(u)), facing) : poseOf(u);
    const Vec2 ahead = core::forwardOf(facing);
    auto pathOf = [&](double d) {
        return d > 0.0 ? std::vector<Segment>{straight(ahead, d)} : std::vector<Segment>{};
    };

    double most = std::min(full, r.open);
    std::vector<Piece> reach = sweepPath(body, start, pathOf(most));
    const Scene sc(s, unit, boundsOf(reach));
    // FG-D-5: woods on its way cut the march to the woods rate, but never
    // short of the woods' edge.
    if (sc.going(body, start, pathOf(most), reach).woods) {
        double lo = 0.0, hi = most;
        if (sc.going(body, start, {}, standing(body, start)).woods) hi = 0.0;
        for (int i = 0; i < 20 && hi > 0.0; ++i) {
            const double mid = (lo + hi) / 2.0;
            (sc.going(body, start, pathOf(mid), sweepPath(body, start, pathOf(mid))).woods ? hi
                                                                                           : lo) =
                mid;
        }
        most = std::min(most, std::max(lo, std::min(full, r.woods)));
    }
    // FG-D-26: obstacles on the way are paid; a march cut short by them does
    // not go on to the obstacle it no longer reaches.
    int paid = 0;
    for (int i = 0; i < 3; ++i) {
        const double d = std::max(0.0, most - paid * r.obstacle);
        const auto p = pathOf(d);
        const int n =
            static_cast<int>(sc.going(body, start, p, sweepPath(body, start, p)).obstacles.size());
        if (n <= paid) break;
        paid = n;
    }
    double go = std::max(0.0, most - paid * r.obstacle);
    // It stops short of enemies and impassable ground (halving for the
    // farthest clear point; the table's edge does not stop it).
    auto clear = [&](double d) {
        return sc.path(sweepPath(body, start, pathOf(d)), nullptr, false).hit == Hit::None;
    };
    if (!clear(0.0))
        return refused("FG-D-29", who + " cannot turn to its friendly edge: it " +
                                      sc.describe(sc.path(standing(body, start), nullptr, false)) +
                                      ".");
    if (!clear(go)) {
        double lo = 0.0, hi = go;
        for (int i = 0; i < 20; ++i) {
            const double mid = (lo + hi) / 2.0;
            (clear(mid) ? lo : hi) = mid;
        }
        go = lo;
    }
    // FG-D-36: a march that takes it past the edge takes it off the table;
    // otherwise it may not end on a unit: it stops short of the friend.
    MoveCheck c;
    Move& m = c.move;
    const Pose atGo = endOf(start, pathOf(go));
    bool off = false;
    for (const geom::Box& b : blocksOf(body, atGo))
        if (!geom::insideTable(b, s.battle().map.width, s.battle().map.height)) off = true;
    if (!off) {
        while (go > 0.0 && sc.end(body, endOf(start, pathOf(go))).hit != Hit::None)
            go = std::max(0.0, go - 0.05);
        if (Finding f = sc.end(body, endOf(start, pathOf(go))); f.hit != Hit::None)
            return refused("FG-D-29", who + " cannot march: it " + sc.describe(f) + ".",
                           start.front);
    }
    const Pose end = endOf(start, pathOf(go));
    sc.path(sweepPath(body, start, pathOf(go)), &m.passedThrough, false);
    const GoingFound g = sc.going(body, start, pathOf(go), sweepPath(body, start, pathOf(go)));
    m.unit = unit;
    m.order = Order::Broken;
    m.formation = u.formation;
    m.holders = u.holders;
    m.front = end.front;
    m.facing = normalised(end.facing);
    m.length = go;
    m.woods = g.woods;
    m.obstacles = static_cast<int>(g.obstacles.size());
    m.allowance = std::max(0.0, most - paid * r.obstacle);
    m.leavesTable = off;
    m.pushes = sc.leadersTouched(sweepPath(body, start, pathOf(go)));
    m.text = who + (turns ? " turns to its friendly edge and" : "") + " falls back " + inches(go) +
             (off ? ", off the table." : ".");
    return c;
}

} // namespace guidon::full
