#include "invariants.h"

#include "core/geometry.h"
#include "formation.h"

namespace guidon::full {

namespace {

// FG-CMD-3 to FG-CMD-5, FG-D-2: whether `pips` is what the unit's order
// costs at the tier it was given at (a change of formation may have been
// the standard one or Open Order, which costs a pip more), Double-Time's
// extra included. Out of communication only Hold is an order.
// The move checks refuse an overlap deeper than kShareDepth on their own
// shapes (a unit's rows merged into blocks); the same ground cut into
// stands can differ from it in the last digits, so a move ending exactly
// at the threshold was reported (Franklin soak, seed 1767: a screen's
// evade ending 0.001" into its parent's rear). The invariant allows a
// millionth of an inch more.
constexpr double kRounding = 1e-6;

bool paidRight(const Unit& u) {
    const bool distant = u.orderTier == Tier::Distant;
    const int extra = u.doubleTime ? (distant ? 2 : 1) : 0;
    switch (u.order) {
    case Order::None:
    case Order::Broken: // no order given: nothing paid
        return u.orderPips == 0 && !u.doubleTime;
    case Order::Hold:
        return u.orderPips == 0 && !u.doubleTime;
    case Order::Dress:
        return u.orderTier != Tier::Out && u.orderPips == 0 && !u.doubleTime;
    case Order::Form:
        return u.orderTier != Tier::Out && !u.doubleTime &&
               (u.orderPips == (distant ? 1 : 0) || u.orderPips == (distant ? 2 : 1));
    case Order::Advance:
        if (u.doubleTime && u.arm != Arm::Infantry) return false; // FG-CMD-4
        return u.orderTier != Tier::Out && u.orderPips == (distant ? 1 : 0) + extra;
    case Order::Assault: {
        // FG-CMD-4: special, 1 pip (2 at 12-24"); a contiguous line or a
        // wave pays 2 (4 when any of it is at 12-24") once, on its first
        // regiment, the others nothing (FG-D-31, FG-D-43): groupsPaidRight
        // matches those with each other. Double-time is each one's extra.
        if (u.doubleTime && u.arm != Arm::Infantry) return false;
        const int base = u.orderPips - extra;
        return u.orderTier != Tier::Out && (base == (distant ? 2 : 1) || base == 0 ||
                                            (base == 2 && !distant) || base == 4);
    }
    default:
        return u.orderTier != Tier::Out && !u.doubleTime && u.orderPips == (distant ? 1 : 0);
    }
}

// An assault's base pips (its order's pips less its double-time extra).
int assaultBase(const Unit& u) {
    const int extra = u.doubleTime ? (u.orderTier == Tier::Distant ? 2 : 1) : 0;
    return u.orderPips - extra;
}

// FG-D-31, FG-D-43: a line or a wave pays 2 pips on its first regiment, 4
// when any of it is at 12-24", and its other regiments nothing; a regiment
// assaulting alone pays its own (paidRight). Each group is known by its
// first regiment (Unit::group). Removed units count: the first regiment
// may have fallen since.
void groupsPaidRight(const GameState& s, std::vector<std::string>& out) {
    const int n = static_cast<int>(s.units.size());
    for (int i = 0; i < n; ++i) {
        const Unit& u = s.units[i];
        if (u.order != Order::Assault) continue;
        const std::string who = idOf(s, i);
        if (u.group < 0) {
            const int want = u.orderTier == Tier::Distant ? 2 : 1; // FG-CMD-4
            if (assaultBase(u) != want)
                out.push_back(who + ": an assault alone paid " + std::to_string(assaultBase(u)) +
                              " pips, not " + std::to_string(want));
            continue;
        }
        if (u.group >= n || s.units[u.group].group != u.group) {
            out.push_back(who + ": in a line or wave whose first regiment is not in it");
            continue;
        }
        if (u.group != i) {
            if (assaultBase(u) != 0)
                out.push_back(who + ": pays " + std::to_string(assaultBase(u)) +
                              " pips in a line or wave that " + idOf(s, u.group) + " paid for");
            continue;
        }
        int members = 0;
        bool far = false;
        for (const Unit& v : s.units)
            if (v.group == i && v.order == Order::Assault) {
                ++members;
                far = far || v.orderTier == Tier::Distant;
            }
        const int want = far ? 4 : 2;
        if (members < 2) out.push_back(who + ": a line or wave assault of one regiment");
        if (assaultBase(u) != want)
            out.push_back(who + ": a line or wave paid " + std::to_string(assaultBase(u)) +
                          " pips, not " + std::to_string(want));
    }
}

} // namespace

std::vector<std::string> checkInvariants(const GameState& s) {
    std::vector<std::string> out;
    auto bad = [&](const std::string& what) { out.push_back(what); };
    const Battle& b = s.battle();
    std::vector<std::vector<core::geom::Box>> boxes(s.units.size());
    std::vector<core::geom::Aabb> bounds(s.units.size());
    std::vector<int> start(s.brigades.size(), 0);
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        const std::string who = idOf(s, i);
        if (u.brigade < 0 || u.brigade >= static_cast<int>(s.brigades.size())) {
            bad(who + ": no brigade");
            continue;
        }
        // Stands made in play (a screen) came from its parent: count the
        // brigade from the battle's units' starts.
        if (u.setup >= 0 && !(u.screenUnit() && !b.units[u.setup].screen()))
            start[u.brigade] += b.units[u.setup].stands;
        if (u.stands < 0 || u.holders < 0 || u.holders > u.stands)
            bad(who + ": " + std::to_string(u.stands) + " stands, " + std::to_string(u.holders) +
                " holders");
        if (u.oddHits < 0 || u.oddHits > 1) bad(who + ": " + std::to_string(u.oddHits) + " odd hits");
        if (!allowed(u.arm, u.formation) && !(u.screenUnit() && u.formation == Formation::OpenOrder))
            bad(who + ": a " + std::string(nameOf(u.arm)) + " unit in " +
                std::string(nameOf(u.formation)));
        if (u.removed) continue;
        if (u.onTable() < 1) bad(who + ": on the table with no stands");
        // FG-DISC-3: a regiment of one stand has shattered.
        if (u.arm != Arm::Artillery && !u.screenUnit() && u.stands < 2 && u.screen < 0)
            bad(who + ": a regiment of " + std::to_string(u.stands) + " stand left on the table");
        if (u.screen >= 0 && (u.screen >= static_cast<int>(s.units.size()) ||
                              s.units[u.screen].parent != i))
            bad(who + ": its screen does not name it as parent");
        boxes[i] = groundBoxes(s, i); // open order's gaps held too (FG-D-36)
        for (const core::geom::Box& box : boxes[i]) {
            if (!core::geom::insideTable(box, b.map.width, b.map.height))
                bad(who + ": a stand off the table");
            for (core::Vec2 c : core::geom::corners(box))
                bounds[i].add(c);
        }
        // FG-CMD-5: out of communication, a unit only holds position.
        if (u.orderTier == Tier::Out && u.order != Order::None && u.order != Order::Hold &&
            u.order != Order::Broken)
            bad(who + ": " + std::string(nameOf(u.order)) + " given out of communication");
        else if (!paidRight(u))
            bad(who + ": " + std::string(nameOf(u.order)) + (u.doubleTime ? " at the double" : "") +
                " given at " + std::string(nameOf(u.orderTier)) + " range for " +
                std::to_string(u.orderPips) + " pips");
    }
    groupsPaidRight(s, out);
    // Stands never overlap; a move paused for reactions may stand on the
    // friends it is passing through (FG-MOVE-5), never on an enemy.
    const int paused = s.moving ? s.moving->move.unit : -1;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        if (s.units[i].removed) continue;
        for (std::size_t j = i + 1; j < s.units.size(); ++j) {
            if (s.units[j].removed || !bounds[i].overlaps(bounds[j])) continue;
            if ((static_cast<int>(i) == paused || static_cast<int>(j) == paused) &&
                s.sideOf(static_cast<int>(i)) == s.sideOf(static_cast<int>(j)))
                continue;
            bool overlap = false;
            for (const auto& a : boxes[i])
                for (const auto& c : boxes[j])
                    overlap = overlap || core::geom::penetration({core::geom::corners(a), 0.0},
                                                                 {core::geom::corners(c), 0.0}) >
                                             core::geom::kShareDepth + kRounding;
            if (overlap) bad(idOf(s, static_cast<int>(i)) + " overlaps " + idOf(s, static_cast<int>(j)));
        }
    }
    // Counts and loss clocks agree (FG-D-25).
    for (int bi = 0; bi < static_cast<int>(s.brigades.size()); ++bi) {
        const Brigade& br = s.brigades[bi];
        int have = 0;
        for (const Unit& u : s.units)
            if (u.brigade == bi && !u.removed) have += u.stands;
        if (br.startStands != start[bi])
            bad("brigade " + b.brigades[bi].id + ": starts with " + std::to_string(br.startStands) +
                " stands, its units began with " + std::to_string(start[bi]));
        if (have + br.lost != br.startStands)
            bad("brigade " + b.brigades[bi].id + ": " + std::to_string(have) + " stands and " +
                std::to_string(br.lost) + " lost, of " + std::to_string(br.startStands));
        // FG-BRIG-1, FG-D-25: the clock follows the count, exactly.
        const Tables& t = s.tables();
        Clock want = Clock::Steady;
        if (br.lost * 100 >= br.startStands * t.hesitantPercent) want = Clock::Hesitant;
        if (br.lost * 100 >= br.startStands * t.brokenPercent || have == 0) want = Clock::Broken;
        if (br.clock != want)
            bad("brigade " + b.brigades[bi].id + ": " + std::string(nameOf(br.clock)) + " with " +
                std::to_string(br.lost) + " of " + std::to_string(br.startStands) + " lost");
        if (br.pips < 0 || br.reserved < 0 || br.saved < 0)
            bad("brigade " + b.brigades[bi].id + ": negative pips");
        if (br.saved > t.savedPips) bad("brigade " + b.brigades[bi].id + ": saved more than allowed");
        if (br.leaderGone && br.attached >= 0)
            bad("brigade " + b.brigades[bi].id + ": no brigadier, yet one attached");
        if (br.attached >= 0 &&
            (br.attached >= static_cast<int>(s.units.size()) || s.units[br.attached].removed ||
             s.units[br.attached].brigade != bi))
            bad("brigade " + b.brigades[bi].id + ": attached to a unit not of it, or gone");
    }
    if (s.moving && (s.pending.empty() || s.pending.back().kind != PendingKind::Reaction))
        bad("a move paused with no reaction awaited");
    // The pending stack: a decision awaited until the game is over.
    if (!s.over && s.pending.empty()) bad("no decision awaited in a game not over");
    if (s.over && !s.pending.empty()) bad("a decision awaited in a game over");
    for (const Pending& p : s.pending) {
        // The active side's decisions, each in its phase (FG-SEQ-2, FG-D-48,
        // FG-D-8); a unit's losses are its owner's to place (FG-FIRE-5).
        if (p.kind == PendingKind::Losses) {
            if (p.unit < 0 || p.unit >= static_cast<int>(s.units.size()) ||
                s.units[p.unit].removed || p.count < 1 || p.decider != s.sideOf(p.unit))
                bad("losses awaited for a unit gone, of nothing, or from the wrong side");
        } else if (p.kind == PendingKind::Reaction) {
            // FG-REACT-1: the passive side answers, a move under way, offers to answer.
            if (p.decider == s.active) bad("a reaction awaited from the active side");
            if (!s.moving || s.moving->move.unit != p.unit || s.moving->offers.empty() ||
                s.units[p.unit].removed)
                bad("a reaction awaited with no move paused, or no offer to answer");
        } else if (p.kind == PendingKind::Consolidate) {
            if (p.unit < 0 || p.unit >= static_cast<int>(s.units.size()) ||
                s.units[p.unit].removed || p.decider != s.sideOf(p.unit))
                bad("a consolidation awaited for a unit gone or from the wrong side");
        } else if (p.decider != s.active) {
            bad("the " + std::string(nameOf(p.kind)) + " decision awaits the passive side");
        }
        const Phase want = p.kind == PendingKind::Orders || p.kind == PendingKind::Reaction
                               ? Phase::Orders
                           : p.kind == PendingKind::Consolidate ? Phase::Melee
                           : p.kind == PendingKind::DivisionPip ? Phase::Command
                                                                : Phase::Fire;
        if (s.phase != want)
            bad("the " + std::string(nameOf(p.kind)) + " decision awaited in the " +
                std::string(nameOf(s.phase)) + " phase");
    }
    return out;
}

} // namespace guidon::full
