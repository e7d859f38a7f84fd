#include "table_facts.h"

#include "assault.h"
#include "command_radius.h"
#include "contact.h"
#include "formation.h"
#include "movement.h"
#include "orders.h"
#include "reactions.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string>

namespace guidon::full {

namespace {

// [SECTION] the orders menu

// The parameters an order that needs the table is listed with: the least
// a player would measure, so that its cost is the order's own (no
// double-time unless named) and the ground rarely refuses it.
constexpr double kTokenInches = 1.0;
constexpr double kTokenDegrees = 5.0;

// The menu's line for a command: validate()'s answer, short of the ground
// when the table gives the rest.
OrderOption optionOf(const GameState& s, std::string label, const Command& c, bool table) {
    OrderOption o;
    o.label = std::move(label);
    o.kind = c.kind;
    o.command = c;
    o.needsTable = table;
    o.refusal = table ? validateStanding(s, c) : validate(s, c);
    return o;
}

// A unit's order, with its cost at the unit's tier.
OrderOption unitOption(const GameState& s, std::string label, const Command& c, bool table) {
    OrderOption o = optionOf(s, std::move(label), c, table);
    const OrderCost cost = orderCost(s, c);
    o.pips = cost.pips;
    o.tier = cost.tier;
    return o;
}

std::string formLabel(Formation from, Formation to) {
    // Cavalry mounts and dismounts rather than "forming" those.
    if (to == Formation::Mounted) return "Mount";
    if (to == Formation::Dismounted) return "Dismount";
    if (from == Formation::Dismounted && to == Formation::RoadColumn) return "Mount in road column";
    return "Form " + std::string(titleOf(to));
}

// The enemy unit on the table nearest to the unit's front: an assault's
// target until the player picks one (-1: none).
int nearestEnemy(const GameState& s, int unit) {
    int best = -1;
    double bestDistance = std::numeric_limits<double>::infinity();
    for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
        if (s.units[e].removed || s.units[e].onTable() < 1 || s.sideOf(e) == s.sideOf(unit))
            continue;
        const double d = length(s.units[e].front - s.units[unit].front);
        if (d < bestDistance) {
            bestDistance = d;
            best = e;
        }
    }
    return best;
}

// [SECTION] trigger points

std::string offerText(const GameState& s, const Offer& o) {
    const std::string who = nameOfUnit(s, o.unit);
    switch (o.kind) {
    case Reaction::ClosingVolley:
        return "closing volley from " + who;
    case Reaction::OpportunityFire:
        return "opportunity fire from " + who;
    case Reaction::Evade:
        return "evade by " + who;
    case Reaction::RefuseFlank:
        return std::string(o.flank == 1 ? "refuse left flank by " : "refuse right flank by ") + who;
    case Reaction::CounterCharge:
        return "counter-charge by " + who;
    }
    return who;
}

// [SECTION] the command radius

// The step a ray is scanned by, inwards from its farthest possible point,
// for the last point within a tier; then halved to a thousandth of an inch.
constexpr double kRingScan = 0.25;
constexpr double kRingExact = 1e-3;

// How far from `from` (on the table) the ray along `dir` stays on the table.
double toTableEdge(const Battle& b, Vec2 from, Vec2 dir) {
    double most = std::numeric_limits<double>::infinity();
    auto bound = [&](double p, double d, double size) {
        if (d > 1e-12) most = std::min(most, (size - p) / d);
        if (d < -1e-12) most = std::min(most, -p / d);
    };
    bound(from.x, dir.x, b.map.width);
    bound(from.y, dir.y, b.map.height);
    return std::max(0.0, most);
}

// The farthest point along the ray, no farther than `most`, whose tier is
// `tier` or nearer. The brigadier's own place is always in the bugle's reach.
double ringEdge(const GameState& s, int brigade, Vec2 centre, Vec2 dir, Tier tier, double most) {
    auto within = [&](double r) {
        return static_cast<int>(reachFrom(s, brigade, centre + dir * r).tier) <=
               static_cast<int>(tier);
    };
    if (within(most)) return most;
    double out = most;
    double in = std::max(0.0, most - kRingScan);
    while (in > 0.0 && !within(in)) {
        out = in;
        in = std::max(0.0, in - kRingScan);
    }
    while (out - in > kRingExact) {
        const double mid = 0.5 * (in + out);
        if (within(mid))
            in = mid;
        else
            out = mid;
    }
    return in;
}

} // namespace

// [SECTION] the orders menu

std::vector<OrderOption> ordersFor(const GameState& s, int unit) {
    std::vector<OrderOption> out;
    if (unit < 0 || unit >= static_cast<int>(s.units.size()) || s.units[unit].removed) return out;
    const Unit& u = s.units[unit];
    const Command base = [&] {
        Command c;
        c.side = s.sideOf(unit);
        c.unit = unit;
        return c;
    }();
    auto add = [&](std::string label, CommandKind kind, bool table, auto&& set) {
        Command c = base;
        c.kind = kind;
        set(c);
        out.push_back(unitOption(s, std::move(label), c, table));
    };
    auto plain = [](Command&) {};
    const bool infantry = u.arm == Arm::Infantry;
    const bool battery = u.arm == Arm::Artillery;

    add("Hold position", CommandKind::Hold, false, plain);

    // The moves (FG-MOVE-3, FG-D-30: an unlimbered battery's is prolonge).
    add(u.formation == Formation::Unlimbered ? "Move by prolonge" : "Advance", CommandKind::Advance,
        true, [](Command& c) { c.plan.before = kTokenInches; });
    if (infantry)
        add("Advance at the double", CommandKind::Advance, true, [](Command& c) {
            c.plan.before = kTokenInches;
            c.plan.doubleTime = true;
        });
    if (battery && u.formation == Formation::Limbered && s.setupOf(unit).horseArtillery)
        add("Advance and unlimber", CommandKind::Advance, true, [](Command& c) {
            c.plan.before = kTokenInches;
            c.plan.unlimber = true;
        });
    // FG-D-27: offered where the rules would march it along a road now.
    if (checkRoadMarch(s, unit, kTokenInches, false).ok())
        add("March along the road", CommandKind::Advance, true, [](Command& c) {
            c.plan.before = kTokenInches;
            c.plan.road = true;
        });
    for (int dir : {-1, 1})
        add(dir < 0 ? "Oblique left" : "Oblique right", CommandKind::Oblique, true,
            [dir](Command& c) {
                c.dir = dir;
                c.amount = kTokenInches;
            });
    for (int dir : {-1, 1})
        add(dir < 0 ? "Wheel left" : "Wheel right", CommandKind::Wheel, true, [dir](Command& c) {
            c.dir = dir;
            c.amount = kTokenDegrees;
        });

    // Changes of formation (FG-FORM-2; a battery's are its own orders), each
    // facing ahead or turned, then the turns in its own (FG-D-12). A screen
    // stays in open order (FG-D-28).
    constexpr std::array<std::pair<Turn, const char*>, 4> turns{
        {{Turn::None, ""}, {Turn::Left, "left"}, {Turn::Right, "right"}, {Turn::About, "about"}}};
    if (!battery) {
        for (int f = 0; f < kFormations; ++f) {
            const Formation to = static_cast<Formation>(f);
            if (to == u.formation || !allowed(u.arm, to) || u.screenUnit()) continue;
            for (const auto& [turn, way] : turns)
                add(formLabel(u.formation, to) +
                        (turn == Turn::None ? "" : std::string(" and face ") + way),
                    CommandKind::Form, false, [to, turn = turn](Command& c) {
                        c.formation = to;
                        c.turn = turn;
                    });
        }
        for (const auto& [turn, way] : turns)
            if (turn != Turn::None)
                add(std::string("Face ") + way, CommandKind::Form, false,
                    [&u, turn = turn](Command& c) {
                        c.formation = u.formation;
                        c.turn = turn;
                    });
    }
    if (battery && u.formation == Formation::Unlimbered)
        add("Limber up", CommandKind::Limber, false, plain);
    if (battery && u.formation == Formation::Limbered)
        add("Unlimber", CommandKind::Unlimber, false, plain);

    // Skirmish screens (FG-ORG-4, FG-D-28).
    if (infantry && !u.screenUnit())
        for (int stands : {1, 2})
            add(stands == 1 ? "Detach a screen of 1 stand" : "Detach a screen of 2 stands",
                CommandKind::Detach, true, [stands](Command& c) {
                    c.count = stands;
                    c.amount = 0.0;
                });
    if (u.screenUnit()) add("Recall to its regiment", CommandKind::Recall, false, plain);

    add("Dress ranks", CommandKind::Dress, false, plain);
    // Rally Line only takes disorder away (FG-CMD-4).
    if (u.disordered) add("Rally line", CommandKind::Rally, false, plain);

    // FG-MELEE-1: infantry and cavalry charge; a screen never does (FG-D-28).
    if (!battery && !u.screenUnit()) {
        const int target = nearestEnemy(s, unit);
        add("Assault", CommandKind::Assault, true, [target](Command& c) { c.target = target; });
        if (infantry)
            add("Assault at the double", CommandKind::Assault, true, [target](Command& c) {
                c.target = target;
                c.plan.doubleTime = true;
            });
    }
    return out;
}

std::vector<OrderOption> brigadeOrders(const GameState& s, int brigade) {
    std::vector<OrderOption> out;
    if (brigade < 0 || brigade >= static_cast<int>(s.brigades.size())) return out;
    Command base;
    base.side = s.sideOfBrigade(brigade);
    base.brigade = brigade;
    auto add = [&](std::string label, const Command& c, int pips, bool table) {
        OrderOption o = optionOf(s, std::move(label), c, table);
        o.pips = pips;
        out.push_back(std::move(o));
    };
    const Pending* p = s.awaited();
    if (p && p->kind == PendingKind::DivisionPip) {
        Command c = base;
        c.kind = CommandKind::Division;
        add("Give the division's pip", c, 0, false);
    }
    Command reserve = base;
    reserve.kind = CommandKind::Reserve;
    reserve.count = 1;
    add("Reserve a pip", reserve, reserve.count, false);
    Command leader = base;
    leader.kind = CommandKind::Leader;
    leader.point = s.brigades[brigade].leader;
    add("Move the brigadier", leader, 0, true);
    return out;
}

// [SECTION] trigger points along a move

std::vector<TriggerMark> triggersAlong(const GameState& s, const Command& c) {
    std::vector<TriggerMark> out;
    if (validate(s, c)) return out;
    // The rules carry the move out on a copy; each pause is noted and passed
    // (FG-D-11: what was passed is not offered again in that move).
    GameState t = s;
    std::vector<Event> events = applyCommand(t, c);
    while (t.moving && t.awaited() && t.awaited()->kind == PendingKind::Reaction) {
        const Moving& mv = *t.moving;
        TriggerMark m;
        m.unit = mv.move.unit;
        m.step = mv.step;
        m.pose = Pose{t.units[m.unit].front, t.units[m.unit].facing};
        for (const Offer& o : mv.offers)
            m.offers.push_back(OfferLine{o, offerText(t, o)});
        out.push_back(std::move(m));
        events.clear();
        passReactions(t, events);
    }
    return out;
}

// [SECTION] the command radius

std::optional<double> obliqueToFlank(const GameState& s, int unit, int dir, double amount,
                                     double radius) {
    const Unit& u = s.units[unit];
    if (u.removed || u.onTable() < 1 || (dir != -1 && dir != 1)) return std::nullopt;
    // Only regiments that could go in together as a line (FG-D-31, FG-D-39):
    // no screen, no road column, no gun.
    if (checkAssaulter(s, unit)) return std::nullopt;
    const Vec2 side = core::rightOf(u.facing) * double(dir), fwd = core::forwardOf(u.facing);
    // A unit's extent across `side` and along `fwd`, from the mover's front.
    struct Extent {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        double back = lo, front = -lo;
    };
    auto extentOf = [&](int i) {
        Extent e;
        for (const core::geom::Box& b : standBoxes(s, i))
            for (Vec2 c : core::geom::corners(b)) {
                e.lo = std::min(e.lo, dot(c - u.front, side));
                e.hi = std::max(e.hi, dot(c - u.front, side));
                e.back = std::min(e.back, dot(c - u.front, fwd));
                e.front = std::max(e.front, dot(c - u.front, fwd));
            }
        return e;
    };
    const Extent mine = extentOf(unit);
    std::optional<double> best;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& v = s.units[i];
        if (i == unit || v.removed || v.onTable() < 1 || v.brigade != u.brigade ||
            checkAssaulter(s, i))
            continue;
        const double turn = std::abs(std::remainder(v.facing - u.facing, 360.0));
        if (turn > 5.0) continue; // FG-D-31
        const Extent e = extentOf(i);
        if (std::min(mine.front, e.front) - std::max(mine.back, e.back) < kEdgeContact) continue;
        const double gap = e.lo - mine.hi; // from the mover's flank on that side to its
        if (gap <= kTolerance) continue;   // beside it already, or not on that side
        const double snapped = std::round(gap * 1000.0) / 1000.0;
        if (std::abs(snapped - amount) <= radius &&
            (!best || std::abs(snapped - amount) < std::abs(*best - amount)))
            best = snapped;
    }
    return best;
}

CommandRings commandRings(const GameState& s, int brigade) {
    CommandRings out;
    if (brigade < 0 || brigade >= static_cast<int>(s.brigades.size())) return out;
    const Brigade& b = s.brigades[brigade];
    out.centre = b.leader;
    if (b.leaderGone) { // FG-D-23
        out.leaderless = true;
        return out;
    }
    const Tables& t = s.tables();
    const std::array<std::pair<Tier, double>, 3> tiers{
        {{Tier::Bugle, t.bugle}, {Tier::Courier, t.courier}, {Tier::Distant, t.distant}}};
    for (const auto& [tier, reach] : tiers) {
        CommandRing ring;
        ring.tier = tier;
        ring.reach = reach;
        ring.routed = tier != Tier::Bugle;
        // No point farther in a straight line than the reach (its bound
        // included, FG-D-1) from the nearest edge of his base is within it:
        // a route is never shorter.
        const double farthest = reach + kLeaderRadius + kTolerance;
        for (int k = 0; k < kRingRays; ++k) {
            const Vec2 dir = core::forwardOf(360.0 * k / kRingRays);
            const double most = std::min(farthest, toTableEdge(s.battle(), b.leader, dir));
            ring.outline.push_back(b.leader +
                                   dir * ringEdge(s, brigade, b.leader, dir, tier, most));
        }
        out.rings.push_back(std::move(ring));
    }
    return out;
}

} // namespace guidon::full
