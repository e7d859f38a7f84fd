// The engagement and the combat dice (LL-CHARGE-2, LL-COMBAT 1-4): the charges
// (charge.cpp), the fall back (fall_back.cpp) and the resolution (combat.cpp)
// reach them through combat_dice.h; the combat
// preview (previewCharge, declared in combat.h) lives here, beside the dice it averages.
#include "combat_dice.h"
#include "ranges.h"

#include "combat.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace guidon::lite {

using namespace detail;

// [SECTION] engagement (LL-CHARGE-2, LL-COMBAT-1)

namespace detail {

std::vector<Vec2> frontEdge(const Unit& u) {
    Vec2 r = rightOf(u.facing) * (u.width() / 2.0);
    return {u.front - r, u.front + r};
}

std::vector<EnemyBase> basesOf(const GameState& s, Side side) {
    std::vector<EnemyBase> out;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        if (u.side != side || !u.onTable()) continue;
        for (const BaseBox& b : baseBoxes(u)) {
            EnemyBase e;
            e.poly = geom::corners({b.centre, 0.5, 0.5, b.facing});
            e.bounds = geom::boundsOf(e.poly);
            e.unit = static_cast<int>(i);
            out.push_back(std::move(e));
        }
    }
    return out;
}

std::vector<Engagement> engagementsOf(const GameState& s, const Unit& a) {
    Vec2 fwd = forwardOf(a.facing), right = rightOf(a.facing);
    double half = a.width() / 2.0;
    std::vector<Vec2> edge = frontEdge(a);
    // The strip straight ahead of the front edge. A base is in it when it
    // shares area with it (more than geom::kShareDepth of overlap): so the
    // strip starts a little behind the edge, for the bases in contact, and
    // ends that much beyond 1 BW and the rule's tolerance, so that a base
    // exactly 1 BW ahead is engaged (the boundary included).
    double depth = kEngageDepth + kRuleTolerance + geom::kShareDepth;
    double behind = 2.0 * geom::kShareDepth;
    geom::Convex zone{{a.front - right * half - fwd * behind, a.front + right * half - fwd * behind,
                       a.front + right * half + fwd * depth, a.front - right * half + fwd * depth},
                      0.0};
    geom::Convex edgeC{edge, 0.0};
    std::vector<Engagement> out;
    std::vector<std::vector<std::pair<double, double>>> spans;
    for (const EnemyBase& e : basesOf(s, other(a.side))) {
        geom::Convex base{e.poly, 0.0};
        if (!geom::sharesArea(zone, base)) continue;
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const Engagement& g) { return g.defender == e.unit; });
        if (it == out.end()) {
            out.push_back({e.unit, false, 0.0});
            spans.emplace_back();
            it = out.end() - 1;
        }
        std::size_t k = static_cast<std::size_t>(it - out.begin());
        if (geom::distance(edgeC, base) <= 1e-4) it->contact = true;
        double lo = kInf, hi = -kInf;
        for (Vec2 p : e.poly) {
            double across = dot(p - a.front, right);
            lo = std::min(lo, across);
            hi = std::max(hi, across);
        }
        lo = std::max(lo, -half);
        hi = std::min(hi, half);
        if (hi > lo) spans[k].push_back({lo, hi});
    }
    for (std::size_t k = 0; k < out.size(); ++k) {
        auto& sp = spans[k];
        std::sort(sp.begin(), sp.end());
        double total = 0.0, curLo = -kInf, curHi = -kInf;
        for (auto [lo, hi] : sp) {
            if (lo > curHi) {
                if (curHi > curLo) total += curHi - curLo;
                curLo = lo;
                curHi = hi;
            } else {
                curHi = std::max(curHi, hi);
            }
        }
        if (curHi > curLo) total += curHi - curLo;
        out[k].frontage = total;
    }
    return out;
}

// LL-COMBAT-1: the attacker's front edge touches the defender's flank or rear.
bool strikesFlankOrRear(const Unit& attacker, const Unit& defender) {
    std::vector<Vec2> edge = frontEdge(attacker);
    std::vector<geom::Convex> polys;
    for (const auto& b : footprint(defender))
        polys.push_back({geom::corners(b), 0.0});
    Vec2 sum{0, 0};
    int n = 0;
    for (int i = 0; i <= 20; ++i) {
        Vec2 p = edge[0] + (edge[1] - edge[0]) * (i / 20.0);
        geom::Convex pt{{p}, 0.0};
        for (const auto& poly : polys) {
            if (geom::distance(pt, poly) <= 1e-3) {
                sum = sum + p;
                ++n;
                break;
            }
        }
    }
    if (n == 0) return false;
    Vec2 c = sum * (1.0 / n);
    double along = dot(c - defender.front, forwardOf(defender.facing));
    double across = dot(c - defender.front, rightOf(defender.facing));
    double depth = defender.ranks(), half = defender.width() / 2.0;
    double dFront = std::fabs(along), dRear = std::fabs(along + depth);
    double dFlank = std::min(std::fabs(across + half), std::fabs(across - half));
    // A touch at the defender's front corner is a frontal contact: the flank
    // or rear must be clearly nearer (by a twentieth of a base).
    return std::min(dRear, dFlank) < dFront - 0.05;
}

bool unitIn(const GameState& s, const Unit& u, bool cover) {
    const Battle& b = s.setup->battle;
    for (const auto& box : footprint(u)) {
        geom::Convex c{geom::corners(box), 0.0};
        geom::Aabb bb = geom::boundsOf(c.points);
        bb.grow(0.02);
        for (const TerrainPiece& t : s.setup->terrain) {
            if (!t.bounds.overlaps(bb)) continue;
            const TerrainType& ty = b.terrainTypes[static_cast<std::size_t>(t.type)];
            if (cover) {
                // In cover: standing in it, or lining a wall or fence it touches.
                if (ty.cover && (geom::sharesArea(c, t.shape) ||
                                 (ty.linear && geom::distance(c, t.shape) <= 0.01)))
                    return true;
            } else if (difficultFor(ty, u.type) && geom::sharesArea(c, t.shape)) {
                return true;
            }
        }
    }
    return false;
}

// LL-COMBAT-3. This sorts the caller's `eng` in place, and the split it returns
// follows that sorted order: the callers pair eng[i] with split[i].
std::vector<int> splitDice(const Unit& au, std::vector<Engagement>& eng) {
    std::stable_sort(eng.begin(), eng.end(), [](const Engagement& x, const Engagement& y) {
        if (x.contact != y.contact) return x.contact;
        return x.frontage > y.frontage;
    });
    int dice = std::min(10, std::min(au.bases, au.shownFiles() * 2));
    std::vector<int> split(eng.size(), 0);
    std::vector<int> cap(eng.size(), 10);
    // Splitting: a defender engaged by less than half a BW of frontage gets
    // one die at most; exactly half a BW (within kRuleTolerance) is not less.
    if (eng.size() > 1)
        for (std::size_t i = 0; i < eng.size(); ++i)
            if (eng[i].frontage < kMarginalFrontage - kRuleTolerance) cap[i] = 1;
    for (int left = dice; left > 0;) {
        // Give the next die to the defender with the fewest, in priority order.
        int pick = -1;
        for (std::size_t i = 0; i < eng.size(); ++i) {
            if (split[i] >= cap[i]) continue;
            if (pick < 0 || split[i] < split[static_cast<std::size_t>(pick)])
                pick = static_cast<int>(i);
        }
        if (pick < 0) break;
        ++split[static_cast<std::size_t>(pick)];
        --left;
    }
    return split;
}

} // namespace detail

// [SECTION] the combat dice (LL-COMBAT-2, LL-CARD-7)

namespace {

const CardDef* combatModifier(const GameState& s) {
    if (s.phase.phase != Phase::Combat || s.phase.modifier < 0) return nullptr;
    return &s.card(s.active, s.phase.modifier);
}

bool roleMatches(Role r, bool attack) {
    return r == Role::Any || (r == Role::Attack) == attack;
}

void applyCombatCards(const std::vector<std::pair<const CardDef*, Side>>& cards, Side side,
                      bool attack, DiceSpec& d) {
    for (auto& [c, by] : cards) {
        if (c->effect.kind == EffectKind::CombatModifier && by == side &&
            roleMatches(c->effect.role, attack)) {
            d.mod += c->effect.amount;
            d.why += "; " + std::string(c->effect.amount > 0 ? "+" : "") +
                     std::to_string(c->effect.amount) + " " + c->name;
        }
        if (c->effect.kind == EffectKind::MayReroll && by == side &&
            roleMatches(c->effect.role, attack))
            d.rr = Reroll::MayFailures;
        if (c->effect.kind == EffectKind::EnemyMustReroll && by != side &&
            roleMatches(c->effect.role, attack))
            d.rr = Reroll::MustSuccesses;
    }
}

} // namespace

namespace detail {

std::vector<std::pair<const CardDef*, Side>> combatCards(const GameState& s) {
    std::vector<std::pair<const CardDef*, Side>> out;
    if (const CardDef* m = combatModifier(s)) out.push_back({m, s.active});
    for (const ActiveEffect& a : s.effects)
        out.push_back({&s.setup->cards[static_cast<std::size_t>(a.card)], a.by});
    return out;
}

DiceSpec attackSpec(const GameState& s, const Unit& au, bool cover, bool vulnerable,
                    const std::vector<std::pair<const CardDef*, Side>>& cards) {
    DiceSpec d;
    if (unitIn(s, au, false)) {
        d.mod -= 1;
        d.why += "; -1 in difficult terrain";
    }
    if (cover) {
        d.mod -= 1;
        d.why += "; -1 against cover";
    }
    if (vulnerable) {
        d.mod += 1;
        d.why += "; +1 vulnerable defender";
    }
    applyCombatCards(cards, au.side, true, d);
    return d;
}

DiceSpec defenceSpec(const GameState& s, const Unit& du,
                     const std::vector<std::pair<const CardDef*, Side>>& cards) {
    DiceSpec d;
    if (unitIn(s, du, false)) {
        d.mod -= 1;
        d.why = "; -1 in difficult terrain";
    }
    applyCombatCards(cards, du.side, false, d);
    return d;
}

} // namespace detail

// [SECTION] the combat preview

namespace {

// Chance that one combat die succeeds: a modified 4 or more (a natural 6
// only for a vulnerable defender), after its re-roll.
double dieChance(int mod, bool sixesOnly, Reroll rr) {
    double p = sixesOnly ? 1.0 / 6.0 : std::clamp(3 + mod, 0, 6) / 6.0;
    if (rr == Reroll::MayFailures) p += (1.0 - p) * p;
    if (rr == Reroll::MustSuccesses) p *= p;
    return p;
}

// P(k successes) for k = 0..n.
std::vector<double> binomial(int n, double p) {
    std::vector<double> d(static_cast<std::size_t>(n) + 1, 0.0);
    d[0] = 1.0;
    for (int i = 0; i < n; ++i)
        for (int k = i + 1; k >= 0; --k)
            d[static_cast<std::size_t>(k)] = d[static_cast<std::size_t>(k)] * (1.0 - p) +
                                             (k > 0 ? d[static_cast<std::size_t>(k - 1)] * p : 0.0);
    return d;
}

} // namespace

std::vector<CombatOdds> previewCharge(const GameState& s, const ChargePlan& plan) {
    std::vector<CombatOdds> out;
    if (!plan.legal || plan.unit < 0) return out;
    Unit au = s.units[static_cast<std::size_t>(plan.unit)];
    au.front = plan.end.front;
    au.facing = plan.end.facing;
    std::vector<Engagement> eng = engagementsOf(s, au);
    std::vector<int> split = splitDice(au, eng);
    auto cards = combatCards(s);
    for (std::size_t i = 0; i < eng.size(); ++i) {
        const Unit& du = s.units[static_cast<std::size_t>(eng[i].defender)];
        CombatOdds o;
        o.defender = eng[i].defender;
        o.vulnerable = strikesFlankOrRear(au, du);
        o.cover = unitIn(s, du, true);
        DiceSpec a = attackSpec(s, au, o.cover, o.vulnerable, cards);
        o.attackDice = split[i];
        o.attackMod = a.mod;
        std::vector<double> att = binomial(o.attackDice, dieChance(a.mod, false, a.rr));
        std::vector<double> def;
        if (du.type == UnitType::Artillery && du.limbered) {
            def.assign(7, 0.0); // the higher of two dice: P(k) = (2k - 1) / 36
            for (int k = 1; k <= 6; ++k)
                def[static_cast<std::size_t>(k)] = (2.0 * k - 1.0) / 36.0;
        } else {
            DiceSpec d = defenceSpec(s, du, cards);
            o.defenceDice = std::min(10, du.bases);
            o.defenceMod = d.mod;
            def = binomial(o.defenceDice, dieChance(d.mod, o.vulnerable, d.rr));
        }
        for (std::size_t x = 0; x < att.size(); ++x)
            for (std::size_t y = 0; y < def.size() && y < x; ++y) {
                double p = att[x] * def[y];
                o.winChance += p;
                o.expectedMargin += p * static_cast<double>(x - y);
            }
        out.push_back(o);
    }
    return out;
}

} // namespace guidon::lite
