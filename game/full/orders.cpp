#include "orders.h"

#include "assault.h"
#include "command_radius.h"
#include "fire.h"
#include "formation.h"
#include "core/words.h"
#include "melee.h"
#include "morale.h"
#include "movement.h"
#include "reactions.h"
#include "sequence.h"

#include <algorithm>
#include <string>

namespace guidon::full {

namespace {

using core::refusalOf;

std::string brigadeTitle(const GameState& s, int b) {
    return theBrigade(s, b);
}

bool unitOrder(CommandKind k) {
    switch (k) {
    case CommandKind::Hold:
    case CommandKind::Advance:
    case CommandKind::Oblique:
    case CommandKind::Wheel:
    case CommandKind::Form:
    case CommandKind::Limber:
    case CommandKind::Unlimber:
    case CommandKind::Detach:
    case CommandKind::Recall:
    case CommandKind::Dress:
    case CommandKind::Assault:
        return true;
    default:
        return false;
    }
}

// FG-CMD-3: the standard orders; the others are special (FG-CMD-4). Going
// into open order is special; leaving it, or turning in it, is a standard
// Change Formation (FG-D-45).
bool standard(const GameState& s, const Command& c) {
    if (c.kind == CommandKind::Form && c.formation == Formation::OpenOrder)
        return s.units[c.unit].formation == Formation::OpenOrder;
    if (c.kind == CommandKind::Assault) return false; // FG-CMD-4: 1 pip a regiment
    return unitOrder(c.kind);
}

std::string pipWords(int n) {
    return std::to_string(n) + (n == 1 ? " pip" : " pips");
}

std::optional<core::Refusal> refusalOfMove(const MoveCheck& m) {
    return m.refusal;
}

bool brigadeIndex(const GameState& s, int b) {
    return b >= 0 && b < static_cast<int>(s.brigades.size());
}

bool unitIndex(const GameState& s, int u) {
    return u >= 0 && u < static_cast<int>(s.units.size());
}

AssaultPlan assaultPlanOf(const Command& c) {
    AssaultPlan p;
    p.target = c.target;
    p.wheelDir = c.plan.wheelDir;
    p.wheelDeg = c.plan.wheelDeg;
    p.doubleTime = c.plan.doubleTime;
    return p;
}

AssaultPlan planOf(const QueuedAssault& q) {
    AssaultPlan p;
    p.target = q.target;
    p.wheelDir = q.wheelDir;
    p.wheelDeg = q.wheelDeg;
    p.doubleTime = q.doubleTime;
    return p;
}

// FG-D-31, FG-D-43: a contiguous line's or a wave's price: 2 pips for the
// whole, 4 if any of it is at 12-24"; refused when any is out of
// communication. Double-Time is each regiment's own extra (FG-D-2).
struct GroupCost {
    int pips = 0;
    int base = 0;
    std::vector<int> extra; // each part's double-time pips
    std::vector<Tier> tiers;
    std::optional<core::Refusal> refusal;
};

GroupCost groupCost(const GameState& s, const Command& c) {
    GroupCost g;
    bool distant = false;
    for (const QueuedAssault& q : c.parts) {
        const CommandReach reach = commandReach(s, q.unit);
        g.tiers.push_back(reach.tier);
        if (reach.tier == Tier::Out) {
            g.refusal = refusalOf("FG-CMD-5", theUnit(s, q.unit, true) +
                                                  " is out of communication: it may only hold");
            return g;
        }
        distant = distant || reach.tier == Tier::Distant;
    }
    g.base = distant ? 4 : 2;
    g.pips = g.base;
    for (std::size_t i = 0; i < c.parts.size(); ++i) {
        const int e = c.parts[i].doubleTime ? (g.tiers[i] == Tier::Distant ? 2 : 1) : 0;
        g.extra.push_back(e);
        g.pips += e;
    }
    return g;
}

std::optional<core::Refusal> validateGroup(const GameState& s, const Command& c) {
    const char* rule = c.wave ? "FG-D-43" : "FG-D-31";
    std::vector<int> units;
    for (const QueuedAssault& q : c.parts) {
        if (!unitIndex(s, q.unit) || s.units[q.unit].removed)
            return refusalOf(rule, "there is no such unit on the table");
        const Unit& u = s.units[q.unit];
        if (s.sideOf(q.unit) != c.side)
            return refusalOf("FG-SEQ-2", theUnit(s, q.unit, true) + " is the enemy's");
        if (u.order != Order::None)
            return refusalOf("FG-D-2", theUnit(s, q.unit, true) + " has had its order this turn (" +
                                           std::string(nameOf(u.order)) + ")");
        if (std::find(units.begin(), units.end(), q.unit) != units.end())
            return refusalOf(rule, theUnit(s, q.unit, true) + " is named twice");
        if (q.doubleTime && u.arm != Arm::Infantry)
            return refusalOf("FG-CMD-4", "only infantry double-times");
        if (!unitIndex(s, q.target) || s.units[q.target].removed)
            return refusalOf("FG-MELEE-1", "there is no such target on the table");
        units.push_back(q.unit);
    }
    if (auto r = c.wave ? checkWave(s, units) : checkContiguousLine(s, units)) return r;
    const GroupCost g = groupCost(s, c);
    if (g.refusal) return g.refusal;
    const int b = s.units[units.front()].brigade;
    if (s.brigades[b].pips < g.pips)
        return refusalOf(rule, std::string(c.wave ? "a wave assault" : "a contiguous line's assault") +
                                   " costs " + pipWords(g.pips) + "; " + brigadeTitle(s, b) +
                                   " has " + pipWords(s.brigades[b].pips));
    // A line: every regiment's own assault must be open now (each is
    // checked again when its turn comes). A wave: its front regiment's.
    for (const QueuedAssault& q : c.parts) {
        if (auto r = checkAssault(s, q.unit, planOf(q)).refusal) return r;
        if (c.wave) break;
    }
    return std::nullopt;
}

// A checked move carried out along its path, pausing where the passive
// side may react (reactions.h); the unit's order is marked first, since the
// move may wait on the enemy.
void moveAlong(GameState& s, const Move& m, std::vector<Event>& events, int target = -1,
               bool momentum = false, bool open = false) {
    Moving mv;
    mv.move = m;
    mv.target = target;
    mv.momentum = momentum;
    mv.open = open;
    carryOut(s, std::move(mv), events);
}

// After a volley: the owner of each unit that lost stands and still has a
// rank to close says which end they came from (FG-FIRE-5).
void askLosses(GameState& s, int unit, int lost) {
    if (lost <= 0 || s.units[unit].removed) return;
    const Unit& u = s.units[unit];
    // Only a formation of one rank has ends to choose from; a column loses
    // from its rear (an assault column of 2 stands too: it was deeper), and
    // a limber stands for all its sections.
    switch (u.formation) {
    case Formation::Line:
    case Formation::OpenOrder:
    case Formation::Mounted:
    case Formation::Dismounted:
    case Formation::Unlimbered:
        break;
    default:
        return;
    }
    s.pending.push_back(Pending{PendingKind::Losses, s.sideOf(unit), unit, -1, lost});
}

void fireCommand(GameState& s, const Command& c, std::vector<Event>& events) {
    std::vector<Volley> volleys;
    if (c.kind == CommandKind::Focus) {
        const OrderCost cost = focusCost(s, c);
        Brigade& b = s.brigades[s.units[c.sections.front().unit].brigade];
        b.pips -= cost.pips;
        volleys.push_back(checkFocus(s, c.sections, c.target).volley);
    } else if (c.section < 0 && sectionsOf(s, c.unit) > 0) {
        for (int k = 0; k < sectionsOf(s, c.unit); ++k) {
            FireCheck f = checkFire(s, c.unit, k, c.target);
            if (f.ok()) volleys.push_back(f.volley);
        }
    } else {
        volleys.push_back(checkFire(s, c.unit, c.section, c.target).volley);
    }
    // Each volley resolved fully before the next (FG-D-8); a section's
    // volley is worked out again after the one before it changed things.
    for (std::size_t i = 0; i < volleys.size(); ++i) {
        Volley v = volleys[i];
        if (i > 0) {
            FireCheck again = checkFire(s, v.unit, v.section, c.target);
            if (!again.ok()) continue; // this one can no longer fire at it; the next may
            v = again.volley;
        }
        std::vector<int> before(s.units.size());
        for (std::size_t u = 0; u < s.units.size(); ++u)
            before[u] = s.units[u].stands;
        resolveVolley(s, v, events);
        // Plunging fire's victim first, so the target's owner answers first.
        for (int u : {v.victim, v.target})
            if (u >= 0) askLosses(s, u, before[u] - s.units[u].stands);
        if (s.awaited() && s.awaited()->kind == PendingKind::Losses) {
            // The owner places these losses before the next section fires:
            // the rest of the battery's volleys wait for a new command.
            break;
        }
    }
}

// FG-FIRE-5: the lost stands came from the left end, the right end, or
// the line closed on its centre (as it was laid out).
void placeLosses(GameState& s, int unit, int dir, std::vector<Event>& events) {
    const Pending p = s.pending.back();
    s.pending.pop_back();
    Unit& u = s.units[unit];
    const Layout l = layoutOf(u.formation, u.onTable());
    const double pitch = 1.0 + l.gap;
    if (dir != 0) u.front = u.front + core::rightOf(u.facing) * (dir * -1.0 * p.count * pitch / 2.0);
    // A battery's sections are counted from its left: the marks of those
    // that fired this phase follow the sections that are left. From the
    // left, the rest move down; from the right, they keep their numbers;
    // closing on its centre, the middle ones went (the left half of the
    // rest keep their numbers, the right half move down), or a section
    // could fire twice, or lose its volley.
    if (u.formation == Formation::Unlimbered && dir < 0) {
        u.sectionsFired = static_cast<std::uint8_t>(u.sectionsFired >> p.count);
    } else if (u.formation == Formation::Unlimbered && dir == 0) {
        const int left = u.onTable() / 2; // sections kept on the left
        const unsigned marks = u.sectionsFired;
        const unsigned kept = marks & ((1u << left) - 1u);
        u.sectionsFired = static_cast<std::uint8_t>(kept | ((marks >> (left + p.count)) << left));
    }
    Event e;
    e.kind = EventKind::LossesPlaced;
    e.side = s.sideOf(unit);
    e.unit = unit;
    e.brigade = u.brigade;
    e.value = dir;
    e.text = theUnit(s, unit, true) + (dir == 0 ? " closes its ranks on the centre"
                                                : dir < 0 ? " loses its stands from the left end"
                                                          : " loses its stands from the right end");
    events.push_back(e);
}

} // namespace

OrderCost orderCost(const GameState& s, const Command& c) {
    OrderCost out;
    if (!unitIndex(s, c.unit)) return out;
    const CommandReach reach = commandReach(s, c.unit);
    out.tier = reach.tier;
    out.leaderless = reach.leaderless;
    const bool distant = out.tier == Tier::Distant;
    const std::string who = nameOfUnit(s, c.unit);
    // Out of communication (FG-CMD-5): beyond 24", or with no path at all
    // around impassable ground (FG-CMD-1), however near it stands.
    const std::string outWhy =
        reach.distance <= s.tables().distant + kTolerance
            ? "no courier can reach the " + who + " from its brigadier around impassable ground"
            : theName(who) + " is more than 24\" from its brigadier";
    if (c.kind == CommandKind::Rally) {
        // FG-CMD-4: Rally Line is special: 1 pip, 2 at 12-24"; none beyond.
        if (out.tier == Tier::Out) {
            out.refusal = refusalOf("FG-CMD-5", outWhy + ": out of communication, it can receive "
                                                         "no pips");
            return out;
        }
        out.pips = distant ? 2 : 1;
        return out;
    }
    if (!unitOrder(c.kind)) return out;
    if (out.tier == Tier::Out && c.kind != CommandKind::Hold) {
        out.refusal = refusalOf("FG-CMD-5",
                                outWhy + ": out of communication, it may only hold position");
        return out;
    }
    if (standard(s, c)) {
        // FG-CMD-3, FG-CMD-5: free within 12"; at 12-24" only Hold and Dress
        // Ranks stay free, the rest cost a pip.
        if (distant && c.kind != CommandKind::Hold && c.kind != CommandKind::Dress) out.pips = 1;
    } else {
        out.pips = distant ? 2 : 1; // Open Order (FG-CMD-4)
    }
    // Double-Time is a paid extra on the advance (FG-D-2).
    if ((c.kind == CommandKind::Advance || c.kind == CommandKind::Assault) && c.plan.doubleTime)
        out.pips += distant ? 2 : 1;
    return out;
}

OrderCost focusCost(const GameState& s, const Command& c) {
    // FG-D-2: Battery Focus is a paid extra priced by its farthest section's tier.
    OrderCost out;
    for (const Shooter& sh : c.sections) {
        const CommandReach reach = commandReach(s, sh.unit);
        if (static_cast<int>(reach.tier) > static_cast<int>(out.tier)) out.tier = reach.tier;
        out.leaderless = out.leaderless || reach.leaderless;
    }
    if (out.tier == Tier::Out) {
        out.refusal = refusalOf("FG-CMD-5", "a section is out of communication: it can "
                                            "receive no pips");
        return out;
    }
    out.pips = out.tier == Tier::Distant ? 2 : 1;
    return out;
}

namespace {

// validate(), or with `ground` false validateStanding(): all but whether the
// ground lets the order be carried out.
std::optional<core::Refusal> checkCommand(const GameState& s, const Command& c, bool ground) {
    if (s.over) return refusalOf("FG-WIN-1", "the game is over");
    const Pending* p = s.awaited();
    if (!p) return refusalOf("FG-SEQ-2", "the game awaits no decision");
    if (c.side != p->decider)
        return refusalOf("FG-SEQ-2", std::string("the ") + core::sideTitle(p->decider) +
                                         " player is to decide now, not the " +
                                         core::sideTitle(c.side));
    if (p->kind == PendingKind::DivisionPip) {
        if (c.kind != CommandKind::Division)
            return refusalOf("FG-D-48", "first the division commander names the brigade that gets "
                                        "his pip (division BRIGADE)");
        if (!brigadeIndex(s, c.brigade)) return refusalOf("FG-D-48", "there is no such brigade");
        if (s.sideOfBrigade(c.brigade) != c.side)
            return refusalOf("FG-D-48", brigadeTitle(s, c.brigade) + " is not of his division");
        if (s.brigades[c.brigade].clock == Clock::Broken)
            return refusalOf("FG-BRIG-1", brigadeTitle(s, c.brigade) +
                                              " is broken: it takes no pips");
        return std::nullopt;
    }
    if (p->kind == PendingKind::Reaction) {
        // FG-REACT-1: the passive player answers the paused move's offers.
        if (c.kind == CommandKind::Pass) return std::nullopt;
        if (c.kind != CommandKind::React)
            return refusalOf("FG-REACT-1", theUnit(s, p->unit, true) +
                                               " has paused in its move: first the passive side "
                                               "reacts with a unit that may (react UNIT ...) or "
                                               "passes");
        if (!unitIndex(s, c.unit) || s.units[c.unit].removed)
            return refusalOf("FG-REACT-1", "there is no such unit on the table");
        if (s.sideOf(c.unit) != c.side)
            return refusalOf("FG-SEQ-2", theUnit(s, c.unit, true) + " is the enemy's");
        return checkReaction(s, c.unit, c.reaction, c.amount, c.pip);
    }
    if (c.kind == CommandKind::React || c.kind == CommandKind::Pass)
        return refusalOf("FG-REACT-1", "no move is paused for reactions");
    if (p->kind == PendingKind::Consolidate) {
        if (c.kind != CommandKind::Consolidate || c.unit != p->unit)
            return refusalOf("FG-MELEE-3", "first the owner of " + theUnit(s, p->unit) +
                                               ", the melee's victor, says how far it "
                                               "consolidates (consolidate " +
                                               idOf(s, p->unit) + " D, 0 to stay)");
        if (c.amount == 0.0) return std::nullopt;
        return checkConsolidate(s, c.unit, c.amount).refusal;
    }
    if (c.kind == CommandKind::Consolidate)
        return refusalOf("FG-MELEE-3", "no melee's victor is waiting to consolidate");
    if (p->kind == PendingKind::Losses) {
        if (c.kind != CommandKind::Losses || c.unit != p->unit)
            return refusalOf("FG-FIRE-5", "first the owner of " + theUnit(s, p->unit) +
                                              " says which end its lost stands came from "
                                              "(losses " + idOf(s, p->unit) +
                                              " left|right|centre)");
        return std::nullopt;
    }
    if (p->kind == PendingKind::Fire) {
        switch (c.kind) {
        case CommandKind::EndOrders:
            return std::nullopt;
        case CommandKind::Fire: {
            if (!unitIndex(s, c.unit) || s.units[c.unit].removed)
                return refusalOf("FG-FIRE-1", "there is no such unit on the table");
            if (s.sideOf(c.unit) != c.side)
                return refusalOf("FG-SEQ-2", theUnit(s, c.unit, true) + " is the enemy's");
            if (c.section < 0 && sectionsOf(s, c.unit) > 0) {
                // A battery without Focus: each section that can fires its own volley.
                std::optional<core::Refusal> first;
                for (int k = 0; k < sectionsOf(s, c.unit); ++k) {
                    FireCheck f = checkFire(s, c.unit, k, c.target);
                    if (f.ok()) return std::nullopt;
                    if (!first) first = f.refusal;
                }
                return first;
            }
            return checkFire(s, c.unit, c.section, c.target).refusal;
        }
        case CommandKind::Focus: {
            for (const Shooter& sh : c.sections)
                if (!unitIndex(s, sh.unit) || s.sideOf(sh.unit) != c.side)
                    return refusalOf("FG-CMD-4", "Battery Focus combines your own sections");
            if (auto r = checkFocus(s, c.sections, c.target).refusal) return r;
            const OrderCost cost = focusCost(s, c);
            if (cost.refusal) return cost.refusal;
            const int b = s.units[c.sections.front().unit].brigade;
            if (s.brigades[b].pips < cost.pips)
                return refusalOf("FG-CMD-4", brigadeTitle(s, b) + " has " +
                                                 pipWords(s.brigades[b].pips) +
                                                 ": Battery Focus costs " + pipWords(cost.pips));
            return std::nullopt;
        }
        default:
            return refusalOf("FG-D-8", "it is the fire phase: fire UNIT at TARGET, focus "
                                       "SECTIONS at TARGET, or end the phase");
        }
    }
    if (c.kind == CommandKind::Fire || c.kind == CommandKind::Focus)
        return refusalOf("FG-SEQ-2", "units fire in the fire phase, after the orders phase ends");
    if (c.kind == CommandKind::Losses)
        return refusalOf("FG-FIRE-5", "no unit is waiting for its losses to be placed");
    // The orders phase (FG-SEQ-2 (2)).
    if (c.kind == CommandKind::Division)
        return refusalOf("FG-D-48", "the division commander's pip is given in the command phase");
    if (c.kind == CommandKind::EndOrders) return std::nullopt;
    if (c.kind == CommandKind::Reserve || c.kind == CommandKind::Leader) {
        if (!brigadeIndex(s, c.brigade)) return refusalOf("FG-CMD-2", "there is no such brigade");
        const Brigade& b = s.brigades[c.brigade];
        if (s.sideOfBrigade(c.brigade) != c.side)
            return refusalOf("FG-SEQ-2", brigadeTitle(s, c.brigade) + " is the enemy's");
        if (c.kind == CommandKind::Reserve) {
            if (b.clock == Clock::Broken)
                return refusalOf("FG-BRIG-1", brigadeTitle(s, c.brigade) + " is broken: it has no pips");
            if (c.count < 1)
                return refusalOf("FG-D-2", "a Reserve Pip keeps 1 pip or more, not " +
                                               std::to_string(c.count));
            if (b.pips < c.count)
                return refusalOf("FG-D-2", brigadeTitle(s, c.brigade) + " has " + pipWords(b.pips) +
                                               " to reserve, not " + std::to_string(c.count));
            return std::nullopt;
        }
        if (b.leaderGone)
            return refusalOf("FG-LEAD-2", brigadeTitle(s, c.brigade) +
                                              " has no brigadier until his replacement comes");
        if (b.leaderMoved)
            return refusalOf("FG-CMD-7", "the brigadier of " + brigadeTitle(s, c.brigade) +
                                             " has made his move this turn");
        if (c.attach >= 0 && (!unitIndex(s, c.attach) || s.units[c.attach].brigade != c.brigade))
            return refusalOf("FG-D-7", "a brigadier attaches only to a unit of his own brigade");
        if (!ground) return std::nullopt;
        return checkLeaderMove(s, c.brigade, c.point, c.attach);
    }
    if (c.kind == CommandKind::Assault && !c.parts.empty()) return validateGroup(s, c);
    // A unit's order, or Rally Line before it.
    if (!unitIndex(s, c.unit) || s.units[c.unit].removed)
        return refusalOf("FG-CMD-3", "there is no such unit on the table");
    const Unit& u = s.units[c.unit];
    const std::string who = theUnit(s, c.unit);
    if (s.sideOf(c.unit) != c.side)
        return refusalOf("FG-SEQ-2", who + " is the enemy's");
    if (s.brigades[u.brigade].clock == Clock::Broken)
        return refusalOf("FG-BRIG-1", who + "'s brigade is broken: its units march to their "
                                            "friendly edge and take no orders");
    if (u.order != Order::None)
        return refusalOf("FG-D-2", who + " has had its order this turn (" +
                                       std::string(nameOf(u.order)) + ")");
    // FG-D-21: an engaged unit takes no order (Rally Line, a paid extra, it may).
    if (c.kind != CommandKind::Rally && engaged(s, c.unit))
        return refusalOf("FG-D-21", who + " is engaged in melee: it takes no order and fights "
                                          "where it stands");
    if (c.kind == CommandKind::Rally) {
        if (!u.disordered) return refusalOf("FG-CMD-4", who + " is not disordered");
        if (u.rallied) return refusalOf("FG-CMD-4", who + " has been rallied this turn");
    }
    // What the order needs of the unit.
    const bool screen = u.screenUnit();
    switch (c.kind) {
    case CommandKind::Advance:
        if (c.plan.before + c.plan.after <= 0 && (c.plan.wheelDir == 0 || c.plan.wheelDeg <= 0) &&
            !c.plan.unlimber)
            return refusalOf("FG-MOVE-3", "an advance needs a distance or a wheel");
        if (c.plan.doubleTime) {
            if (u.arm != Arm::Infantry)
                return refusalOf("FG-CMD-4", "only infantry double-times");
            if (u.disordered)
                return refusalOf("FG-DISC-2", who + " is disordered: it may not double-time");
            if (s.brigades[u.brigade].clock == Clock::Hesitant)
                return refusalOf("FG-BRIG-1", who + "'s brigade is hesitant: no double-time");
        }
        if (c.plan.unlimber &&
            (u.arm != Arm::Artillery || u.formation != Formation::Limbered ||
             !s.setupOf(c.unit).horseArtillery))
            return refusalOf("FG-MOVE-4", "only a limbered horse battery moves and unlimbers in "
                                          "one order");
        break;
    // An order that moves nothing would spend the unit's order (and wake the
    // enemy's reactions) for nothing.
    case CommandKind::Oblique:
        if (c.amount <= 0) return refusalOf("FG-D-38", "an oblique needs a distance");
        break;
    case CommandKind::Wheel:
        if (c.amount <= 0) return refusalOf("FG-D-12", "a wheel needs an angle");
        break;
    case CommandKind::Form:
        // A screen stays in open order (FG-D-28), but may turn in it like
        // any unit (FG-D-12, FG-FORM-3).
        if (screen && c.formation != Formation::OpenOrder)
            return refusalOf("FG-D-28", who + " is a skirmish screen: it stays in open order");
        if (!allowed(u.arm, c.formation))
            return refusalOf("FG-FORM-1", std::string("a unit of ") + std::string(nameOf(u.arm)) +
                                              " cannot form " + std::string(titleOf(c.formation)));
        if (c.formation == Formation::Limbered || c.formation == Formation::Unlimbered)
            return refusalOf("FG-CMD-3", "a battery limbers or unlimbers by its own order");
        if (c.formation == u.formation && c.turn == Turn::None)
            return refusalOf("FG-FORM-2", who + " is in " + std::string(titleOf(u.formation)) +
                                              " already (Dress Ranks re-forms it)");
        if (c.formation == Formation::OpenOrder && u.formation != Formation::OpenOrder &&
            s.battle().map.year < 1864)
            return refusalOf("FG-D-45", "open order comes in 1864; this battle is of " +
                                            std::to_string(s.battle().map.year));
        break;
    case CommandKind::Limber:
        if (u.arm != Arm::Artillery || u.formation != Formation::Unlimbered)
            return refusalOf("FG-CMD-3", who + " is no unlimbered battery");
        break;
    case CommandKind::Unlimber:
        if (u.arm != Arm::Artillery || u.formation != Formation::Limbered)
            return refusalOf("FG-CMD-3", who + " is no limbered battery");
        break;
    case CommandKind::Detach:
        if (screen || u.arm != Arm::Infantry)
            return refusalOf("FG-ORG-4", "only an infantry regiment detaches a skirmish screen");
        if (u.screen >= 0)
            return refusalOf("FG-ORG-4", who + " has its skirmish screen out already");
        if (u.onTable() < 4)
            return refusalOf("FG-ORG-4", "a regiment of 4 or more stands detaches a screen; " +
                                             who + " has " + std::to_string(u.onTable()));
        if (c.amount > 3.0 + kTolerance)
            return refusalOf("FG-D-28", "a screen is placed within 3\" ahead of its regiment");
        break;
    case CommandKind::Assault:
        if (auto r = checkAssaulter(s, c.unit)) return r;
        if (c.plan.doubleTime && u.arm != Arm::Infantry)
            return refusalOf("FG-CMD-4", "only infantry double-times");
        if (!unitIndex(s, c.target) || s.units[c.target].removed)
            return refusalOf("FG-MELEE-1", "there is no such target on the table");
        break;
    case CommandKind::Recall:
        if (!screen) return refusalOf("FG-ORG-4", who + " is no skirmish screen");
        if (s.units[u.parent].removed)
            return refusalOf("FG-D-28", who + "'s regiment is gone: it has none to rejoin");
        break;
    default:
        break;
    }
    // The tier and the pips (FG-CMD-3 to FG-CMD-5, FG-D-2).
    OrderCost cost = orderCost(s, c);
    if (cost.refusal) return cost.refusal;
    const Brigade& b = s.brigades[u.brigade];
    if (cost.pips > b.pips) {
        // FG-D-23: a brigade whose brigadier is gone orders as at 12-24".
        if (cost.leaderless)
            return refusalOf("FG-D-23", "this costs " + pipWords(cost.pips) + ": " +
                                            brigadeTitle(s, u.brigade) +
                                            " has no brigadier until his replacement comes, so "
                                            "its orders cost as at 12-24\"; it has " +
                                            pipWords(b.pips));
        return refusalOf(cost.tier == Tier::Distant ? "FG-CMD-5" : "FG-CMD-4",
                         "this costs " + pipWords(cost.pips) +
                             (cost.tier == Tier::Distant ? " at 12-24\" from the brigadier" : "") +
                             "; " + brigadeTitle(s, u.brigade) + " has " + pipWords(b.pips));
    }
    // The geometry.
    if (!ground) return std::nullopt;
    switch (c.kind) {
    case CommandKind::Advance:
        return refusalOfMove(checkAdvance(s, c.unit, c.plan));
    case CommandKind::Assault:
        return checkAssault(s, c.unit, assaultPlanOf(c)).refusal;
    case CommandKind::Oblique:
        return refusalOfMove(checkOblique(s, c.unit, c.dir, c.amount));
    case CommandKind::Wheel:
        return refusalOfMove(checkWheel(s, c.unit, c.dir, c.amount));
    case CommandKind::Form:
        return refusalOfMove(checkForm(s, c.unit, c.formation, c.turn));
    case CommandKind::Limber:
        return refusalOfMove(checkForm(s, c.unit, Formation::Limbered, Turn::None));
    case CommandKind::Unlimber:
        return refusalOfMove(checkForm(s, c.unit, Formation::Unlimbered, Turn::None));
    case CommandKind::Dress:
        return refusalOfMove(checkDress(s, c.unit));
    case CommandKind::Detach:
        return checkDetach(s, c.unit, c.count, c.amount).refusal;
    case CommandKind::Recall:
        return checkRecall(s, c.unit);
    default:
        return std::nullopt;
    }
}

} // namespace

std::optional<core::Refusal> validate(const GameState& s, const Command& c) {
    return checkCommand(s, c, true);
}

std::optional<core::Refusal> validateStanding(const GameState& s, const Command& c) {
    return checkCommand(s, c, false);
}

bool wouldPause(const GameState& s, const Command& c) {
    if (validate(s, c)) return false;
    std::optional<MoveCheck> m;
    switch (c.kind) {
    case CommandKind::Advance: m = checkAdvance(s, c.unit, c.plan); break;
    case CommandKind::Oblique: m = checkOblique(s, c.unit, c.dir, c.amount); break;
    case CommandKind::Wheel: m = checkWheel(s, c.unit, c.dir, c.amount); break;
    case CommandKind::Form: m = checkForm(s, c.unit, c.formation, c.turn); break;
    case CommandKind::Limber: m = checkForm(s, c.unit, Formation::Limbered, Turn::None); break;
    case CommandKind::Unlimber: m = checkForm(s, c.unit, Formation::Unlimbered, Turn::None); break;
    case CommandKind::Dress: m = checkDress(s, c.unit); break;
    case CommandKind::Assault: return true;
    default: return false;
    }
    Moving mv;
    mv.move = m->move;
    mv.width = frontageOf(s.units[c.unit].formation, std::max(1, s.units[c.unit].onTable()));
    mv.before = s.units[c.unit].formation;
    if (mv.move.path.empty()) mv.move.from = {s.units[c.unit].front, s.units[c.unit].facing};
    return nextTrigger(s, mv, 0).step >= 0;
}

std::vector<Event> applyCommand(GameState& s, const Command& c) {
    std::vector<Event> events;
    switch (c.kind) {
    case CommandKind::Division:
        giveDivisionPip(s, c.brigade, events);
        return events;
    case CommandKind::EndOrders:
        if (s.awaited() && s.awaited()->kind == PendingKind::Fire)
            endFire(s, events);
        else
            endOrders(s, events);
        return events;
    case CommandKind::Fire:
    case CommandKind::Focus:
        fireCommand(s, c, events);
        return events;
    case CommandKind::Losses:
        placeLosses(s, c.unit, c.dir, events);
        return events;
    case CommandKind::React:
        react(s, c.unit, c.reaction, c.amount, c.pip, events);
        return events;
    case CommandKind::Pass:
        passReactions(s, events);
        return events;
    case CommandKind::Consolidate:
        consolidate(s, c.unit, c.amount, events);
        return events;
    case CommandKind::Reserve: {
        Brigade& b = s.brigades[c.brigade];
        b.pips -= c.count;
        b.reserved += c.count;
        Event e;
        e.kind = EventKind::PipsReserved;
        e.side = c.side;
        e.brigade = c.brigade;
        e.value = c.count;
        e.text = theBrigade(s, c.brigade, true) + " reserves " + pipWords(c.count) +
                 " for the enemy's turn (" + pipWords(b.reserved) + " reserved, " +
                 pipWords(b.pips) + " left).";
        events.push_back(e);
        return events;
    }
    case CommandKind::Leader:
        applyLeaderMove(s, c.brigade, c.point, c.attach, events);
        s.brigades[c.brigade].leaderMoved = true;
        return events;
    default:
        break;
    }
    if (c.kind == CommandKind::Assault && !c.parts.empty()) {
        // FG-D-31, FG-D-43: paid once for the whole; each regiment's place
        // in it is its order.
        const GroupCost g = groupCost(s, c);
        s.brigades[s.units[c.parts.front().unit].brigade].pips -= g.pips;
        for (std::size_t i = 0; i < c.parts.size(); ++i) {
            Unit& v = s.units[c.parts[i].unit];
            v.order = Order::Assault;
            v.orderTier = g.tiers[i];
            v.orderPips = (i == 0 ? g.base : 0) + g.extra[i];
            v.group = c.parts.front().unit;
            v.doubleTime = c.parts[i].doubleTime;
        }
        const AssaultCheck a = checkAssault(s, c.parts.front().unit, planOf(c.parts.front()));
        Moving mv;
        mv.move = a.move;
        mv.target = c.parts.front().target;
        mv.momentum = a.momentum;
        mv.open = a.open;
        mv.queue.assign(c.parts.begin() + 1, c.parts.end());
        mv.wave = c.wave;
        if (c.wave)
            for (const QueuedAssault& q : c.parts)
                mv.waveUnits.push_back(q.unit);
        carryOut(s, std::move(mv), events);
        return events;
    }
    Unit& u = s.units[c.unit];
    OrderCost cost = orderCost(s, c);
    Brigade& b = s.brigades[u.brigade];
    b.pips -= cost.pips;
    if (c.kind == CommandKind::Rally) {
        u.rallied = true;
        u.disordered = false;
        Event e;
        e.kind = EventKind::Rallied;
        e.side = c.side;
        e.unit = c.unit;
        e.brigade = u.brigade;
        e.text = "Rally Line: the " + nameOfUnit(s, c.unit) + " is no longer disordered (" +
                 pipWords(cost.pips) + ")";
        events.push_back(e);
        return events;
    }
    u.orderTier = cost.tier;
    u.orderPips = cost.pips;
    auto note = [&](Order o, const std::string& what) {
        u.order = o;
        Event e;
        e.kind = EventKind::OrderGiven;
        e.side = c.side;
        e.unit = c.unit;
        e.brigade = u.brigade;
        e.text = what;
        events.push_back(e);
    };
    const std::string who = theUnit(s, c.unit, true);
    switch (c.kind) {
    case CommandKind::Hold:
        note(Order::Hold, who + " holds its position");
        break;
    case CommandKind::Advance: {
        MoveCheck m = checkAdvance(s, c.unit, c.plan);
        s.units[c.unit].order = Order::Advance;
        s.units[c.unit].doubleTime = c.plan.doubleTime;
        moveAlong(s, m.move, events);
        break;
    }
    case CommandKind::Assault: {
        AssaultCheck a = checkAssault(s, c.unit, assaultPlanOf(c));
        s.units[c.unit].order = Order::Assault;
        s.units[c.unit].doubleTime = c.plan.doubleTime;
        moveAlong(s, a.move, events, c.target, a.momentum, a.open);
        break;
    }
    case CommandKind::Oblique:
        s.units[c.unit].order = Order::Oblique;
        moveAlong(s, checkOblique(s, c.unit, c.dir, c.amount).move, events);
        break;
    case CommandKind::Wheel:
        s.units[c.unit].order = Order::Wheel;
        moveAlong(s, checkWheel(s, c.unit, c.dir, c.amount).move, events);
        break;
    case CommandKind::Form:
        s.units[c.unit].order = Order::Form;
        moveAlong(s, checkForm(s, c.unit, c.formation, c.turn).move, events);
        break;
    case CommandKind::Limber:
        s.units[c.unit].order = Order::Limber;
        moveAlong(s, checkForm(s, c.unit, Formation::Limbered, Turn::None).move, events);
        break;
    case CommandKind::Unlimber:
        s.units[c.unit].order = Order::Unlimber;
        moveAlong(s, checkForm(s, c.unit, Formation::Unlimbered, Turn::None).move, events);
        break;
    case CommandKind::Dress:
        s.units[c.unit].order = Order::Dress;
        moveAlong(s, checkDress(s, c.unit).move, events);
        break;
    case CommandKind::Detach: {
        DetachCheck d = checkDetach(s, c.unit, c.count, c.amount);
        applyDetach(s, c.unit, c.count, d, events);
        s.units[c.unit].order = Order::Detach;
        break;
    }
    case CommandKind::Recall:
        s.units[c.unit].order = Order::Recall;
        applyRecall(s, c.unit, events);
        break;
    default:
        break;
    }
    return events;
}

} // namespace guidon::full
