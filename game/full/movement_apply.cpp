// Carrying out checked moves (movement.h): the unit's new place, smoke and
// refused flanks gone, friends passed through disordered, an attached
// brigadier carried along; skirmish screens detached and recalled
// (FG-ORG-4, FG-D-28); the brigadier's own move (FG-CMD-7, FG-D-7).
#include "command_radius.h"
#include "formation.h"
#include "movement.h"
#include "movement_detail.h"

#include <algorithm>
#include <cmath>

namespace guidon::full {

using namespace move_detail;

namespace {

// The turn between two facings, 0-180 degrees, however either is written
// (-90 and 270 are one facing).
double turnBetween(double a, double b) {
    double d = std::fmod(std::fabs(a - b), 360.0);
    return d > 180.0 ? 360.0 - d : d;
}


// FG-D-7: an attached brigadier keeps his place on his unit: his offset from
// its front-edge centre turns with its facing (and stays within its new
// frontage when it changes formation).
Vec2 carried(Vec2 leader, Pose from, Pose to, double newFrontage, bool reformed) {
    const Vec2 d = leader - from.front;
    double across = dot(d, core::rightOf(from.facing));
    const double ahead = dot(d, core::forwardOf(from.facing));
    if (reformed) {
        const double most = newFrontage / 2.0 + kLeaderRadius;
        across = std::clamp(across, -most, most);
    }
    return to.front + core::rightOf(to.facing) * across + core::forwardOf(to.facing) * ahead;
}

// A leader's base at `at` lies on the table and on no unit's stands.
bool clearSpot(const GameState& s, Vec2 at) {
    const auto& map = s.battle().map;
    if (at.x < kLeaderRadius - 1e-9 || at.y < kLeaderRadius - 1e-9 ||
        at.x > map.width - kLeaderRadius + 1e-9 || at.y > map.height - kLeaderRadius + 1e-9)
        return false;
    const geom::Convex base{{at}, kLeaderRadius};
    for (const Unit& u : s.units) {
        if (u.removed || u.onTable() <= 0) continue;
        for (const geom::Box& b : blocksOf(bodyOf(u), poseOf(u)))
            if (geom::sharesArea(base, {geom::corners(b), 0.0})) return false;
    }
    return true;
}

// FG-D-7: an enemy that touches an unattached brigadier pushes him to the
// nearest unit of his brigade: he stands touching the middle of its rear,
// or else of a flank or its front, wherever that is on the table and on no
// unit (FG-D-36).
void pushAside(GameState& s, int brigade, std::vector<Event>& events) {
    Brigade& br = s.brigades[brigade];
    int best = -1;
    double bestGap = 1e300;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        if (u.removed || u.brigade != brigade || u.onTable() <= 0) continue;
        for (const geom::Box& b : blocksOf(bodyOf(u), poseOf(u))) {
            const double gap = geom::distance({geom::corners(b), 0.0}, {{br.leader}, 0.0});
            if (gap < bestGap) {
                bestGap = gap;
                best = i;
            }
        }
    }
    if (best < 0) return; // no unit left to go to: he stays
    const Unit& u = s.units[best];
    const double depth = depthOf(u.formation, u.onTable());
    const double half = frontageOf(u.formation, u.onTable()) / 2.0;
    const Vec2 ahead = core::forwardOf(u.facing), right = core::rightOf(u.facing);
    const Vec2 spots[] = {u.front - ahead * (depth + kLeaderRadius),
                          u.front - ahead * (depth / 2.0) - right * (half + kLeaderRadius),
                          u.front - ahead * (depth / 2.0) + right * (half + kLeaderRadius),
                          u.front + ahead * kLeaderRadius};
    br.leader = spots[0];
    for (Vec2 at : spots)
        if (clearSpot(s, at)) {
            br.leader = at;
            break;
        }
    Event e;
    e.kind = EventKind::BrigadierMoved;
    e.side = s.sideOfBrigade(brigade);
    e.brigade = brigade;
    e.unit = best;
    e.text = s.battle().brigades[brigade].brigadier + " is pushed back to the " +
             nameOfUnit(s, best) + ".";
    events.push_back(std::move(e));
}

} // namespace

// [SECTION] apply

void apply(GameState& s, const Move& m, std::vector<Event>& events) {
    Unit& u = s.units[m.unit];
    const Pose from = poseOf(u);
    const bool reformed = m.formation != u.formation || m.holders != u.holders;
    const bool moved =
        reformed || length(m.front - u.front) > 1e-9 || turnBetween(m.facing, u.facing) > 1e-9;
    const Pose to{m.front, m.facing};
    for (Brigade& b : s.brigades)
        if (b.attached == m.unit && !b.leaderGone)
            b.leader = carried(b.leader, from, to, frontageOf(m.formation, u.stands - m.holders),
                               reformed);
    u.formation = m.formation;
    u.holders = m.holders;
    u.front = m.front;
    u.facing = m.facing;
    if (m.doubleTime) u.doubleTime = true;
    const bool reform = reformed || m.order == Order::Form || m.order == Order::Dress ||
                        m.order == Order::Limber || m.order == Order::Unlimber;
    events.push_back(
        unitEvent(s, reform ? EventKind::FormationChanged : EventKind::UnitMoved, m.unit, m.text));
    if (moved) {
        u.refused = 0; // FG-D-32: until the unit next moves, wheels or changes formation
        if (u.smoke) { // FG-FIRE-8: smoke goes when the unit moves
            u.smoke = false;
            events.push_back(unitEvent(s, EventKind::SmokeCleared, m.unit,
                                     theName(s, m.unit) + " moves out of its smoke."));
        }
    }
    for (int b : m.pushes)
        if (!s.brigades[b].leaderGone && s.brigades[b].attached < 0) pushAside(s, b, events);
    // FG-MOVE-5, FG-D-36: passing through friends disorders both, except a
    // skirmish screen passing or passed; a broken march disorders no one
    // (FG-D-29).
    if (m.order == Order::Broken || u.screenUnit()) return;
    bool mover = false;
    for (int f : m.passedThrough) {
        Unit& o = s.units[f];
        if (o.screenUnit()) continue;
        o.disordered = true;
        mover = true;
        Event e = unitEvent(s, EventKind::PassedThrough, f,
                          theName(s, f) + " is disordered as the " + nameOfUnit(s, m.unit) +
                              " passes through it.");
        e.actor = m.unit;
        events.push_back(std::move(e));
    }
    if (mover) {
        s.units[m.unit].disordered = true;
        events.push_back(unitEvent(s, EventKind::Disordered, m.unit,
                                 theName(s, m.unit) + " is disordered passing through friends."));
    }
}

// [SECTION] skirmish screens

DetachCheck checkDetach(const GameState& s, int unit, int stands, double distance) {
    DetachCheck d;
    auto refuse = [&](const char* rule, std::string why) {
        d.refusal = core::refusalOf(rule, std::move(why));
        return d;
    };
    if (!validUnit(s, unit)) return refuse("FG-ORG-4", "There is no such unit on the table.");
    const Unit& u = s.units[unit];
    const std::string who = theName(s, unit);
    if (u.arm != Arm::Infantry || u.screenUnit())
        return refuse("FG-ORG-4", "Only an infantry regiment may send out a skirmish screen.");
    if (u.screen >= 0 && !s.units[u.screen].removed)
        return refuse("FG-ORG-4", who + " already has its skirmish screen out.");
    if (u.onTable() < 4)
        return refuse("FG-ORG-4", who + " needs 4 or more stands to send out a screen.");
    if (stands != 1 && stands != 2) return refuse("FG-D-28", "A skirmish screen is 1 or 2 stands.");
    if (!std::isfinite(distance) || distance < 0.0 || distance > 3.0 + kTolerance)
        return refuse("FG-D-28", "A screen's rear edge is placed 0-3\" ahead of its regiment.");
    // FG-D-28: rear edge `distance` ahead of the front, same facing.
    const Pose at{u.front + core::forwardOf(u.facing) * (distance + 1.0), u.facing};
    const Body body{Formation::OpenOrder, stands};
    Scene sc(s, -1, boundsOf(standing(body, at)));
    sc.setSide(s.sideOf(unit));
    if (Finding f = sc.end(body, at); f.hit != Hit::None) {
        d.refusal = core::refusalOf(f.hit == Hit::Enemy ? "FG-MOVE-5" : "FG-D-36",
                                    "The screen " + sc.describe(f) + ".", at.front);
        return d;
    }
    d.front = at.front;
    d.facing = at.facing;
    d.pushes = sc.leadersTouched(standing(body, at));
    return d;
}

void applyDetach(GameState& s, int unit, int stands, const DetachCheck& d,
                 std::vector<Event>& events) {
    const Unit parent = s.units[unit];
    Unit sc;
    sc.setup = parent.setup;
    sc.parent = unit;
    sc.brigade = parent.brigade;
    sc.arm = Arm::Infantry;
    sc.formation = Formation::OpenOrder;
    sc.stands = sc.startStands = stands;
    sc.front = d.front;
    sc.facing = d.facing;
    sc.traits = parent.traits;
    sc.disordered = parent.disordered; // the same men, in the same state
    sc.order = Order::Detach;          // placed: that is its order this turn
    const int index = static_cast<int>(s.units.size());
    s.units.push_back(sc);
    s.units[unit].stands -= stands;
    s.units[unit].screen = index;
    Event e = unitEvent(s, EventKind::ScreenDetached, index,
                      theName(s, unit) + " sends " + std::to_string(stands) + " stand" +
                          (stands == 1 ? "" : "s") + " forward as skirmishers.");
    e.actor = unit;
    events.push_back(std::move(e));
    for (int b : d.pushes) // FG-D-7
        if (!s.brigades[b].leaderGone && s.brigades[b].attached < 0) pushAside(s, b, events);
}

std::optional<core::Refusal> checkRecall(const GameState& s, int screen) {
    if (!validUnit(s, screen) || !s.units[screen].screenUnit())
        return core::refusalOf("FG-ORG-4", "There is no such skirmish screen on the table.");
    const Unit& sc = s.units[screen];
    const int parent = sc.parent;
    if (!validUnit(s, parent))
        return core::refusalOf("FG-ORG-4", theName(s, screen) + " has no regiment to rejoin.");
    const Unit& p = s.units[parent];
    double gap = 1e300;
    for (const geom::Box& a : blocksOf(bodyOf(sc), poseOf(sc)))
        for (const geom::Box& b : blocksOf(bodyOf(p), poseOf(p)))
            gap = std::min(gap, geom::distance(a, b));
    if (gap > 2.0 + kTolerance) // FG-ORG-4: within 2"
        return core::refusalOf("FG-ORG-4", theName(s, screen) + " is " + inches(gap) +
                                               " from its regiment; it rejoins within 2\".");
    // The stands go back into the regiment's formation: that must fit.
    const Body grown{p.formation, p.onTable() + sc.onTable()};
    const Scene scene(s, parent, boundsOf(standing(grown, poseOf(p))), screen);
    if (Finding f = scene.end(grown, poseOf(p)); f.hit != Hit::None)
        return core::refusalOf(
            "FG-D-36", theName(s, parent) + " re-formed with its screen " + scene.describe(f) + ".",
            p.front);
    return std::nullopt;
}

void applyRecall(GameState& s, int screen, std::vector<Event>& events) {
    Unit& sc = s.units[screen];
    Unit& p = s.units[sc.parent];
    const int parent = sc.parent;
    p.stands += sc.stands;
    p.oddHits = std::min(1, p.oddHits + sc.oddHits); // one odd hit a unit (FG-FIRE-5)
    p.screen = -1;
    sc.stands = 0;
    sc.startStands = 0;
    sc.removed = true;
    Event e = unitEvent(s, EventKind::ScreenRecalled, parent,
                      theName(s, parent) + " recalls its skirmishers.");
    e.actor = screen;
    events.push_back(std::move(e));
}

// [SECTION] the brigadier

std::optional<core::Refusal> checkLeaderMove(const GameState& s, int brigade, Vec2 to, int attach) {
    if (brigade < 0 || brigade >= static_cast<int>(s.brigades.size()))
        return core::refusalOf("FG-CMD-7", "There is no such brigade.");
    const Brigade& br = s.brigades[brigade];
    const std::string who = s.battle().brigades[brigade].brigadier;
    if (br.leaderGone) return core::refusalOf("FG-CMD-7", "The brigade has no brigadier yet.");
    if (br.leaderMoved)
        return core::refusalOf("FG-D-7", who + " has already moved this orders phase.");
    if (!std::isfinite(to.x) || !std::isfinite(to.y))
        return core::refusalOf("FG-CMD-7", "That is no place on the table.");
    // A move that changes nothing would only use up his move (as a wheel of
    // nothing would a unit's order).
    if (length(to - br.leader) < 1e-9 && attach == br.attached)
        return core::refusalOf("FG-CMD-7", who + " would stay where he is, attached as he is.");
    const double most = s.tables().brigadierMove;
    if (length(to - br.leader) > most + kTolerance)
        return core::refusalOf("FG-CMD-7", who + " may move at most " + inches(most) + ".", to);
    const auto& map = s.battle().map;
    if (to.x < kLeaderRadius - 1e-6 || to.y < kLeaderRadius - 1e-6 ||
        to.x > map.width - kLeaderRadius + 1e-6 || to.y > map.height - kLeaderRadius + 1e-6)
        return core::refusalOf("FG-D-36", who + " would leave the table.", to);
    // FG-D-7: never into impassable ground, along his way or at its end.
    const geom::Convex way{{br.leader, to}, kLeaderRadius};
    geom::Aabb wb = geom::boundsOf(way.points);
    wb.grow(kLeaderRadius);
    for (const core::TerrainPiece& t : s.setup->terrain)
        if (t.bounds.overlaps(wb) && s.battle().terrain[t.type].impassable &&
            geom::sharesArea(way, t.shape))
            return core::refusalOf("FG-D-7", who + " cannot ride into impassable ground.", to);
    if (attach >= 0) {
        if (!validUnit(s, attach) || s.units[attach].brigade != brigade ||
            s.units[attach].screenUnit())
            return core::refusalOf("FG-D-7", who + " attaches only to a regiment or battery of "
                                                   "his own brigade.");
    }
    // He may end on no unit but the one he joins, and must touch that one.
    const geom::Convex base{{to}, kLeaderRadius};
    geom::Aabb bb;
    bb.add(to);
    bb.grow(kLeaderRadius + 0.01);
    double touch = 1e300;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        if (u.removed || u.onTable() <= 0) continue;
        for (const geom::Box& b : blocksOf(bodyOf(u), poseOf(u))) {
            const geom::Convex c{geom::corners(b), 0.0};
            if (i == attach) touch = std::min(touch, geom::distance(base, c));
            if (!geom::boundsOf(c.points).overlaps(bb)) continue;
            if (i != attach && geom::sharesArea(base, c))
                return core::refusalOf("FG-D-7",
                                       who + " would end on the " + nameOfUnit(s, i) + ".", to);
        }
    }
    if (attach >= 0 && touch > kTolerance)
        return core::refusalOf(
            "FG-D-7", who + " must touch the " + nameOfUnit(s, attach) + " to attach to it.", to);
    return std::nullopt;
}

void applyLeaderMove(GameState& s, int brigade, Vec2 to, int attach, std::vector<Event>& events) {
    Brigade& br = s.brigades[brigade];
    const double moved = length(to - br.leader);
    br.leader = to;
    br.attached = attach;
    br.leaderMoved = true;
    Event e;
    e.kind = EventKind::BrigadierMoved;
    e.side = s.sideOfBrigade(brigade);
    e.brigade = brigade;
    e.unit = attach;
    e.text = s.battle().brigades[brigade].brigadier + " rides " + inches(moved) +
             (attach >= 0 ? " and joins the " + nameOfUnit(s, attach) + "." : ".");
    events.push_back(std::move(e));
}

} // namespace guidon::full
