#include "random_player.h"

#include "full/assault.h"
#include "full/door.h"
#include "full/fire_geometry.h"
#include "full/orders.h"

#include <algorithm>
#include <vector>

namespace guidon::ai::full {

namespace fg = guidon::full;

namespace {

double uniform(core::Pcg32& rng, double lo, double hi) {
    return fg::snapped(lo + (hi - lo) * (rng.below(1000001) / 1000000.0));
}

// An assault's part: at `target`, with the wheel the command's words would
// plan for it (a wave's are planned, not written: the same on a replay).
fg::QueuedAssault partOf(const fg::GameState& s, int unit, int target, bool doubleTime) {
    fg::QueuedAssault q;
    q.unit = unit;
    q.target = target;
    q.doubleTime = doubleTime;
    if (auto p = fg::planAssault(s, unit, target, doubleTime)) {
        q.wheelDir = p->wheelDir;
        q.wheelDeg = fg::snapped(p->wheelDeg);
    }
    return q;
}

// Makes the assault `c` (of `unit`) a line's or a wave's with a friend of
// its brigade, when one stands flank to flank with it or behind it.
// A group the door refuses (pips short, the friend's order given, its
// charge blocked) leaves the single assault as it was.
void groupOf(const fg::GameState& s, int unit, fg::Command& c, core::Pcg32& rng) {
    std::vector<std::pair<int, bool>> with; // friend, as a wave
    for (int f = 0; f < static_cast<int>(s.units.size()); ++f) {
        if (f == unit || s.units[f].removed || s.units[f].brigade != s.units[unit].brigade) continue;
        if (!fg::checkContiguousLine(s, {unit, f})) with.push_back({f, false});
        if (!fg::checkWave(s, {unit, f})) with.push_back({f, true});
    }
    if (with.empty()) return;
    const auto [f, wave] = with[rng.below(static_cast<std::uint32_t>(with.size()))];
    int target = c.target;
    if (!wave) {
        // The friend's own enemy: the nearest ahead of it.
        double best = 1e300;
        for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
            const double d = length(s.units[e].front - s.units[f].front);
            if (!s.units[e].removed && s.sideOf(e) != s.sideOf(f) && d < best &&
                fg::arcOf(s, f, s.units[e].front) == fg::Arc::Front) {
                best = d;
                target = e;
            }
        }
    }
    fg::Command g = c;
    g.wave = wave;
    g.plan.wheelDir = 0; // each part has its own
    g.plan.wheelDeg = 0.0;
    g.parts = {partOf(s, unit, c.target, c.plan.doubleTime),
               partOf(s, f, target, c.plan.doubleTime)};
    if (!fg::validate(s, g)) c = g;

}

// One try at an order for `unit`, of a kind drawn at random.
fg::Command tryOrder(const fg::GameState& s, int unit, core::Pcg32& rng) {
    const fg::Unit& u = s.units[unit];
    fg::Command c;
    c.side = s.active;
    c.unit = unit;
    const fg::MoveRates& rates =
        s.tables().ratesOf(fg::ratesRow(u.arm, u.formation, u.screenUnit()));
    const double rate = rates.open;
    switch (rng.below(14)) {
    case 0:
    case 1:
    case 2:
    case 3: // advances are most of a battle
        c.kind = fg::CommandKind::Advance;
        c.plan.before = uniform(rng, 0.5, std::max(0.5, rate));
        if (rng.below(4) == 0) {
            c.plan.wheelDir = rng.below(2) ? 1 : -1;
            c.plan.wheelDeg = uniform(rng, 5, 45);
            c.plan.before = uniform(rng, 0.0, rate / 2);
            c.plan.after = uniform(rng, 0.0, rate / 2);
        }
        c.plan.doubleTime = u.arm == fg::Arm::Infantry && rng.below(5) == 0;
        c.plan.unlimber = u.formation == fg::Formation::Limbered && rng.below(3) == 0;
        // FG-D-27: a column one stand wide sometimes marches along a road
        // (refused, and tried again, when it stands on none).
        if ((u.formation == fg::Formation::RoadColumn || u.formation == fg::Formation::Limbered) &&
            rng.below(3) == 0) {
            const bool dt = c.plan.doubleTime;
            c.plan = fg::AdvancePlan{};
            c.plan.road = true;
            c.plan.doubleTime = dt;
            c.plan.before = uniform(rng, 0.5, rates.road);
        }
        break;
    case 4:
        c.kind = fg::CommandKind::Oblique;
        c.dir = rng.below(2) ? 1 : -1;
        c.amount = uniform(rng, 0.5, 3.0);
        break;
    case 5:
        c.kind = fg::CommandKind::Wheel;
        c.dir = rng.below(2) ? 1 : -1;
        c.amount = uniform(rng, 5, 45);
        break;
    case 6: {
        c.kind = fg::CommandKind::Form;
        std::vector<fg::Formation> to;
        for (int f = 0; f < fg::kFormations; ++f)
            if (fg::allowed(u.arm, static_cast<fg::Formation>(f))) to.push_back(static_cast<fg::Formation>(f));
        c.formation = to[rng.below(static_cast<std::uint32_t>(to.size()))];
        const fg::Turn turns[] = {fg::Turn::None, fg::Turn::None, fg::Turn::Left, fg::Turn::Right,
                                  fg::Turn::About};
        c.turn = turns[rng.below(5)];
        break;
    }
    case 7:
        c.kind = u.formation == fg::Formation::Limbered ? fg::CommandKind::Unlimber
                                                        : fg::CommandKind::Limber;
        break;
    case 8:
        c.kind = u.screenUnit() ? fg::CommandKind::Recall : fg::CommandKind::Detach;
        c.count = 1 + static_cast<int>(rng.below(2));
        c.amount = uniform(rng, 0.0, 3.0);
        break;
    case 9:
        c.kind = u.disordered ? fg::CommandKind::Rally : fg::CommandKind::Dress;
        break;
    case 10:
    case 11: {
        // An assault on an enemy ahead within a charge's reach, the wheel
        // that reaches it (FG-D-15); a hold when there is none.
        std::vector<int> near;
        for (int e = 0; e < static_cast<int>(s.units.size()); ++e)
            if (!s.units[e].removed && s.sideOf(e) != s.sideOf(unit) &&
                length(s.units[e].front - u.front) <= 14.0 &&
                fg::arcOf(s, unit, s.units[e].front) == fg::Arc::Front)
                near.push_back(e);
        if (near.empty()) {
            c.kind = fg::CommandKind::Hold;
            break;
        }
        c.kind = fg::CommandKind::Assault;
        c.target = near[rng.below(static_cast<std::uint32_t>(near.size()))];
        c.plan.doubleTime = u.arm == fg::Arm::Infantry && rng.below(4) == 0;
        if (auto plan = fg::planAssault(s, unit, c.target, c.plan.doubleTime)) {
            c.plan.wheelDir = plan->wheelDir;
            c.plan.wheelDeg = fg::snapped(plan->wheelDeg);
        }
        // Now and then with a friend of its brigade: a contiguous line
        // (FG-D-31, each at an enemy ahead of it) or a wave behind it at the
        // same target (FG-D-43).
        if (rng.below(2) == 0) groupOf(s, unit, c, rng);
        break;
    }
    default:
        c.kind = fg::CommandKind::Hold;
        break;
    }
    return c;
}

} // namespace

std::optional<fg::Command> randomCommand(const fg::GameState& s, core::Pcg32& rng) {
    const fg::Pending* p = s.awaited();
    if (s.over || !p) return std::nullopt;
    fg::Command c;
    c.side = p->decider;
    if (p->kind == fg::PendingKind::DivisionPip) {
        std::vector<int> open;
        for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
            c.kind = fg::CommandKind::Division;
            c.brigade = b;
            if (!fg::validate(s, c)) open.push_back(b);
        }
        if (open.empty()) return std::nullopt;
        c.brigade = open[rng.below(static_cast<std::uint32_t>(open.size()))];
        return c;
    }
    if (p->kind == fg::PendingKind::Reaction && s.moving) {
        // One of the offers, or (now and then) none (FG-REACT-1).
        const std::vector<fg::Offer>& offers = s.moving->offers;
        if (offers.empty() || rng.below(static_cast<std::uint32_t>(offers.size() + 2)) == 0) {
            c.kind = fg::CommandKind::Pass;
            return c;
        }
        const fg::Offer o = offers[rng.below(static_cast<std::uint32_t>(offers.size()))];
        c.kind = fg::CommandKind::React;
        c.unit = o.unit;
        c.reaction = o.kind;
        c.pip = rng.below(2) == 0;
        const fg::ReactionDistances& rd = s.tables().reactions;
        if (o.kind == fg::Reaction::Evade) c.amount = uniform(rng, rd.evadeLeast, rd.evadeMost);
        if (o.kind == fg::Reaction::CounterCharge)
            c.amount = uniform(rng, rd.counterLeast, rd.counterMost);
        if (!fg::validate(s, c)) return c;
        if (o.kind == fg::Reaction::RefuseFlank) {
            c.pip = false; // no reserved pip: a roll
            if (!fg::validate(s, c)) return c;
        }
        if (o.kind == fg::Reaction::Evade)
            for (double d : {rd.evadeLeast, fg::snapped((rd.evadeLeast + rd.evadeMost) / 2),
                             rd.evadeMost}) {
                c.amount = d;
                if (!fg::validate(s, c)) return c;
            }
        c = fg::Command{};
        c.side = p->decider;
        c.kind = fg::CommandKind::Pass;
        return c;
    }
    if (p->kind == fg::PendingKind::Consolidate) {
        c.kind = fg::CommandKind::Consolidate;
        c.unit = p->unit;
        const double tries[] = {2.0, 1.0, -1.0, -2.0};
        c.amount = tries[rng.below(4)];
        if (rng.below(3) == 0 || fg::validate(s, c)) c.amount = 0.0;
        return c;
    }
    if (p->kind == fg::PendingKind::Losses) {
        c.kind = fg::CommandKind::Losses;
        c.unit = p->unit;
        c.dir = static_cast<int>(rng.below(3)) - 1;
        return c;
    }
    if (p->kind == fg::PendingKind::Fire) {
        // Every volley open now (a battery's sections each), one drawn;
        // now and then the phase ends with some left unfired.
        std::vector<fg::Command> open;
        for (const fg::Shooter& sh : fg::shootersOf(s, c.side))
            for (const fg::Volley& v : fg::fireTargets(s, sh.unit, sh.section)) {
                fg::Command f = c;
                f.kind = fg::CommandKind::Fire;
                f.unit = sh.unit;
                f.section = sh.section;
                f.target = v.target;
                open.push_back(f);
            }
        if (open.empty() || rng.below(static_cast<std::uint32_t>(open.size() * 4 + 1)) == 0) {
            c.kind = fg::CommandKind::EndOrders;
            return c;
        }
        fg::Command f = open[rng.below(static_cast<std::uint32_t>(open.size()))];
        // Now and then a battery's sections focus (when its brigade can pay).
        if (f.section >= 0 && fg::sectionsOf(s, f.unit) >= 2 && rng.below(3) == 0) {
            fg::Command focus = c;
            focus.kind = fg::CommandKind::Focus;
            focus.target = f.target;
            for (int k = 0; k < fg::sectionsOf(s, f.unit); ++k)
                focus.sections.push_back({f.unit, k});
            focus.unit = f.unit;
            if (!fg::validate(s, focus)) return focus;
        }
        return f;
    }
    // The orders phase: the units still without an order.
    std::vector<int> waiting;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const fg::Unit& u = s.units[i];
        if (!u.removed && u.order == fg::Order::None && s.sideOf(i) == c.side &&
            s.brigades[u.brigade].clock != fg::Clock::Broken && !fg::engaged(s, i))
            waiting.push_back(i); // an engaged unit takes no order (FG-D-21)
    }
    // Now and then a brigadier's move or a reserved pip.
    const std::uint32_t roll = rng.below(20);
    if (roll == 0 || roll == 1) {
        std::vector<int> mine;
        for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b)
            if (s.sideOfBrigade(b) == c.side) mine.push_back(b);
        if (!mine.empty()) {
            fg::Command m;
            m.side = c.side;
            m.brigade = mine[rng.below(static_cast<std::uint32_t>(mine.size()))];
            if (roll == 0) {
                // Toward one of his units, and attach to it now and then.
                m.kind = fg::CommandKind::Leader;
                std::vector<int> his;
                for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
                    if (!s.units[i].removed && s.units[i].brigade == m.brigade) his.push_back(i);
                if (!his.empty()) {
                    const int to = his[rng.below(static_cast<std::uint32_t>(his.size()))];
                    const fg::Unit& u = s.units[to];
                    const core::Vec2 ahead = core::forwardOf(u.facing);
                    if (rng.below(2) == 0) {
                        m.point = u.front + ahead * 0.5; // touching its front
                        m.attach = to;
                    } else {
                        m.point = u.front - ahead * uniform(rng, 2.0, 4.0);
                    }
                    m.point = {fg::snapped(m.point.x), fg::snapped(m.point.y)};
                    if (!fg::validate(s, m)) return m;
                }
            } else {
                m.kind = fg::CommandKind::Reserve;
                m.count = 1;
                if (!fg::validate(s, m)) return m;
            }
        }
    }
    if (waiting.empty() || rng.below(static_cast<std::uint32_t>(waiting.size() * 3 + 1)) == 0) {
        c.kind = fg::CommandKind::EndOrders;
        return c;
    }
    const int unit = waiting[rng.below(static_cast<std::uint32_t>(waiting.size()))];
    for (int attempt = 0; attempt < 6; ++attempt) {
        fg::Command o = tryOrder(s, unit, rng);
        if (!fg::validate(s, o)) return o;
    }
    c.kind = fg::CommandKind::Hold; // always open to a unit without an order
    c.unit = unit;
    return c;
}

} // namespace guidon::ai::full
