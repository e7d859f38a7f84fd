#include "scripted_player.h"

#include "core/geometry.h"

#include "full/assault.h"
#include "full/command_radius.h"
#include "full/door.h"
#include "full/fire.h"
#include "full/fire_geometry.h"
#include "full/fire_odds.h"
#include "full/formation.h"
#include "full/melee.h"
#include "full/morale.h"
#include "full/movement.h"
#include "full/orders.h"
#include "full/reactions.h"
#include "full/table_facts.h"
#include "random_player.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace guidon::ai::full {

namespace fg = guidon::full;
using core::Vec2;

namespace {

// [SECTION] small facts

double snap(double v) {
    return fg::snapped(v);
}

std::string inches(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f\"", v);
    return b;
}

std::string num(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.2f", v);
    return b;
}

// Degrees clockwise from north (y grows southward) of a direction.
double bearingOf(Vec2 d) {
    return std::atan2(d.x, -d.y) * 180.0 / core::kPi;
}

double normalised(double deg) {
    while (deg > 180.0)
        deg -= 360.0;
    while (deg <= -180.0)
        deg += 360.0;
    return deg;
}

bool onTable(const fg::GameState& s, int u) {
    return !s.units[u].removed;
}

// The nearest enemy of `unit` to a point, front centre to front centre.
int nearestEnemy(const fg::GameState& s, int unit, Vec2 at, double* dist = nullptr) {
    int best = -1;
    double bd = 1e300;
    for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
        if (!onTable(s, e) || s.sideOf(e) == s.sideOf(unit)) continue;
        const double d = length(s.units[e].front - at);
        if (d < bd) {
            bd = d;
            best = e;
        }
    }
    if (dist) *dist = bd;
    return best;
}

// FG-MELEE-1: how far `e` could charge in its next turn: mounted troopers
// the cavalry charge, infantry and dismounted troopers a move in their
// formation, infantry at double time (FG-CMD-4). Batteries and skirmish
// screens (FG-D-28) never assault.
double chargeReach(const fg::GameState& s, int e) {
    const fg::Unit& u = s.units[e];
    if (u.arm == fg::Arm::Artillery || u.screenUnit()) return 0.0;
    const fg::Tables& t = s.tables();
    if (u.formation == fg::Formation::Mounted) return t.chargeCavalry;
    const double move = t.ratesOf(fg::ratesRow(u.arm, u.formation, false)).open;
    return move + (u.arm == fg::Arm::Infantry ? t.doubleTime : 0.0);
}

// Whether an enemy could reach `unit` as it stands in `s` with a charge in
// his next turn: his stands to its stands, an inch spare for his wheel. A
// regiment in open order loses any melee when charged (FG-MELEE-5).
bool withinCharge(const fg::GameState& s, int unit) {
    const std::vector<core::geom::Box> mine = fg::standBoxes(s, unit);
    const Vec2 at = s.units[unit].front;
    for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
        if (!onTable(s, e) || s.sideOf(e) == s.sideOf(unit)) continue;
        const double reach = chargeReach(s, e) + 1.0;
        if (reach <= 1.0 || length(s.units[e].front - at) > reach + 30.0) continue;
        for (const core::geom::Box& b : fg::standBoxes(s, e))
            for (const core::geom::Box& m : mine)
                if (core::geom::distance(b, m) <= reach) return true;
    }
    return false;
}

// The farthest band of the unit's fire (0 when it has none).
double longestBand(const fg::GameState& s, int unit) {
    const std::vector<double> rings = fg::fireRings(s, unit);
    return rings.empty() ? 0.0 : rings.back();
}

// The shooters a unit fires as: its sections when a battery, else itself.
std::vector<int> sectionsFor(const fg::GameState& s, int unit) {
    const fg::Unit& u = s.units[unit];
    if (u.arm != fg::Arm::Artillery) return {-1};
    std::vector<int> out;
    const int n = std::max(1, u.onTable());
    for (int k = 0; k < n; ++k)
        out.push_back(k);
    return out;
}

// How near a brigade is to breaking (FG-BRIG-1): its lost stands as a share
// of those that break it. Half a side's brigades broken loses the battle
// (FG-WIN-1), so a stand of a shaken brigade counts for more.
double shaken(const fg::GameState& s, int brigade) {
    const int toBreak = fg::lostToBreak(s, brigade);
    if (toBreak <= 0) return 1.0;
    return std::clamp(static_cast<double>(s.brigades[brigade].lost) / toBreak, 0.0, 1.0);
}

// What a volley is worth: the stands it should take (more from a brigade
// near breaking, by `focus`), and something for the disorder it may cause.
double volleyWorth(const fg::GameState& s, const fg::Volley& v, double focus) {
    const fg::FireOdds o = fg::fireOdds(v);
    const double f = shaken(s, s.units[v.target].brigade);
    return o.expectedStands * (1.0 + focus * f * f) + 0.3 * o.disorderChance;
}

// [SECTION] a position weighed

// `s` made ready to ask what `unit`'s side could fire at next fire phase:
// its own fire phase, the units' fire marks cleared.
void asFirePhase(fg::GameState& s, core::Side side) {
    s.phase = fg::Phase::Fire;
    s.active = side;
    for (fg::Unit& u : s.units) {
        if (s.setup->battle.brigades[u.brigade].side != side) continue;
        if (u.order != fg::Order::Advance || u.arm != fg::Arm::Artillery) u.order = fg::Order::None;
        u.fired = u.firedMark = u.smoke = false;
        u.sectionsFired = 0;
    }
}

// Front to front, the farthest an enemy may stand for an assault to be
// looked for (a charge's 6" and double-time's 3", and the units' depth).
constexpr double kAssaultReach = 12.0;
// A regiment in open order that wants to close (its standoff nearer than
// the enemy) forms line within this of him (front to front): a move
// nearer would bring it within his charge (FG-MELEE-5).
constexpr double kOpenOrderClose = kAssaultReach + 6.0;
// Beyond this (front to front) infantry marches in column: two moves
// beyond a musket's 16" band.
constexpr double kMarchFrom = 30.0;

struct Weighed {
    double offense = 0.0; // stands it could take from there
    double threat = 0.0;  // stands the enemy could take from it there
    double value = 0.0;
};

// A melee as the rules' odds see it, for one side: its chance of winning,
// and the stands it should take less those it should lose (two hits a
// stand, FG-MELEE-3's bands; a tie costs both alike).
struct MeleeView {
    double win = 0.0;
    double gain = 0.0;
};

MeleeView viewOf(const fg::MeleeCheck& check, const fg::MeleeOdds& odds, bool attacker) {
    MeleeView v;
    v.win = attacker ? odds.attackerWins() : odds.defenderWins();
    const std::vector<double>& mine = attacker ? odds.attacker : odds.defender;
    const std::vector<double>& theirs = attacker ? odds.defender : odds.attacker;
    for (size_t k = 0; k < check.outcomes.size(); ++k) {
        const double stands = check.outcomes[k].loserHits / 2.0;
        if (k < mine.size()) v.gain += mine[k] * stands;
        if (k < theirs.size()) v.gain -= theirs[k] * stands;
    }
    return v;
}

} // namespace

class ScriptedPlayer : public Player {
  public:
    explicit ScriptedPlayer(FullAiParams p) : p_(std::move(p)) {}
    const char* level() const override { return p_.level.c_str(); }
    std::string reason() const override { return why_; }

    std::optional<fg::Command> decide(const fg::GameState& s, core::Pcg32& rng) override {
        why_.clear();
        const fg::Pending* p = s.awaited();
        if (s.over || !p) return std::nullopt;
        remember(s);
        if (p_.blunder > 0.0 && rng.below(1000000) < p_.blunder * 1000000.0) {
            why_ = "a careless order";
            return randomCommand(s, rng);
        }
        std::optional<fg::Command> c;
        switch (p->kind) {
        case fg::PendingKind::DivisionPip:
            c = divisionPip(s);
            break;
        case fg::PendingKind::Orders:
            c = orders(s);
            break;
        case fg::PendingKind::Fire:
            c = fire(s);
            break;
        case fg::PendingKind::Losses:
            c = losses(s);
            break;
        case fg::PendingKind::Reaction:
            c = reaction(s);
            break;
        case fg::PendingKind::Consolidate:
            c = consolidate(s);
            break;
        }
        if (c && !fg::validate(s, *c)) return c;
        // Never stuck: what the random player finds is legal.
        why_ = "no considered order: a legal one";
        return randomCommand(s, rng);
    }

  private:
    FullAiParams p_;
    std::string why_;
    // Per orders phase: units weighed and left as they are, brigades whose
    // brigadier was placed and whose reserve was decided.
    int turn_ = -1;
    core::Side active_ = core::Side::Federal;
    fg::Phase phase_ = fg::Phase::Command;
    std::set<int> done_, leaderDone_, reserveDone_;
    // FG-WIN-2 near the turn limit: behind on the share of stands removed,
    // it closes faster and fears fire less; ahead, it keeps what it has.
    double boldness_ = 1.0, urgency_ = 1.0;
    // Outshot where its units stand (the enemy could take more stands by
    // fire than it could), it presses in to assault: weighed once an
    // orders phase (pressing), 0 when it holds its own.
    double press_ = 0.0;
    bool pressWeighed_ = false;
    // Each enemy unit's targets among the side's units where they stood
    // when the orders phase began: an enemy fires once, at one of them, so
    // a unit that goes into its reach beside others takes its share.
    std::map<int, std::set<int>> reach_;

    double shareOf(int enemy, int unit) const {
        const auto it = reach_.find(enemy);
        if (it == reach_.end()) return 1.0;
        return 1.0 / (1.0 + static_cast<double>(it->second.size() - it->second.count(unit)));
    }

    void setMood(const fg::GameState& s, core::Side me) {
        boldness_ = urgency_ = 1.0;
        const int limit = s.battle().turnLimit;
        if (p_.endgame <= 0.0 || limit <= 0 || s.turn < limit - p_.endgame + 1) return;
        const fg::Share mine = fg::lossShare(s, core::other(me)); // what I removed
        const fg::Share theirs = fg::lossShare(s, me);
        const double a = mine.start ? double(mine.lost) / mine.start : 0.0;
        const double b = theirs.start ? double(theirs.lost) / theirs.start : 0.0;
        if (a > b) {
            boldness_ = 2.0;
            urgency_ = 0.0;
        } else {
            boldness_ = 0.5;
            urgency_ = 3.0;
        }
    }

    void remember(const fg::GameState& s) {
        if (s.turn == turn_ && s.active == active_ && s.phase == phase_) return;
        turn_ = s.turn;
        active_ = s.active;
        phase_ = s.phase;
        done_.clear();
        leaderDone_.clear();
        reserveDone_.clear();
        press_ = 0.0;
        pressWeighed_ = false;
        reach_.clear();
    }

    // How much `me` is outshot where its units stand: the stands the enemy
    // could take by fire next against those it could take, less one, times
    // the level's `press` (0 to 3 times it; 0 out of reach).
    // Also notes each enemy's targets (reach_) for the phase.
    // The enemy's fire is weighed with those shares, so that an enemy who
    // could fire at several units counts once, as his volley does.
    double pressing(const fg::GameState& s, core::Side me) {
        reach_.clear();
        double offense = 0.0;
        std::vector<std::pair<int, double>> fire; // (enemy, worth) at units that count
        for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
            if (!onTable(s, i) || s.sideOf(i) != me) continue;
            std::vector<std::pair<int, double>> shooters;
            const Weighed w = weigh(s, i, &shooters);
            for (const auto& [e, worth] : shooters)
                reach_[e].insert(i);
            if (s.brigades[s.units[i].brigade].clock == fg::Clock::Broken) continue;
            offense += w.offense;
            fire.insert(fire.end(), shooters.begin(), shooters.end());
        }
        if (p_.press <= 0.0) return 0.0;
        double threat = 0.0;
        for (const auto& [e, worth] : fire)
            threat += worth / static_cast<double>(reach_[e].size());
        if (threat < 0.5) return 0.0;
        return p_.press * std::clamp(threat / std::max(offense, 0.25) - 1.0, 0.0, 3.0);
    }

    fg::Command base(const fg::GameState& s, fg::CommandKind k) const {
        fg::Command c;
        c.side = fg::decider(s);
        c.kind = k;
        return c;
    }

    // [SECTION] weighing a place

    // `unit` standing as `m` leaves it (in `s`): what it could fire at and
    // what could fire at it, next fire phases.
    // `shooters`, when asked: each enemy that could fire at it, with its
    // volley's worth before any share.
    Weighed weigh(const fg::GameState& s, int unit,
                  std::vector<std::pair<int, double>>* shooters = nullptr) const {
        Weighed w;
        const core::Side me = s.sideOf(unit);
        {
            fg::GameState f = s;
            asFirePhase(f, me);
            fg::Unit& u = f.units[unit];
            if (u.arm == fg::Arm::Artillery && u.formation == fg::Formation::Limbered)
                u.formation = fg::Formation::Unlimbered; // it unlimbers to fire next
            for (int sec : sectionsFor(f, unit)) {
                double best = 0.0;
                for (const fg::Volley& v : fg::fireTargets(f, unit, sec))
                    best = std::max(best, volleyWorth(f, v, p_.breakFocus));
                w.offense += best;
            }
        }
        {
            fg::GameState f = s;
            asFirePhase(f, core::other(me));
            for (int e = 0; e < static_cast<int>(f.units.size()); ++e) {
                if (!onTable(f, e) || f.sideOf(e) == me) continue;
                const double d = length(f.units[e].front - f.units[unit].front);
                if (d > longestBand(f, e) + 3.0) continue;
                const bool battery = f.units[e].arm == fg::Arm::Artillery;
                if (battery && f.units[e].formation != fg::Formation::Unlimbered) continue;
                const fg::FireCheck c = fg::checkFire(f, e, battery ? 0 : -1, unit);
                if (!c.ok()) continue;
                const double worth =
                    volleyWorth(f, c.volley, p_.breakFocus) * (battery ? fg::sectionsOf(f, e) : 1);
                if (shooters) shooters->push_back({e, worth});
                w.threat += worth * shareOf(e, unit);
            }
        }
        w.value =
            p_.fireWeight * w.offense - p_.threatWeight * boldness_ * w.threat / (1.0 + press_);
        return w;
    }

    // The worth of `unit` where it stands in `s` for the orders phase:
    // fire and threat, the inches to its standoff, its tier.
    double placeValue(const fg::GameState& s, int unit, bool hesitant,
                      Weighed* out = nullptr) const {
        Weighed w = weigh(s, unit);
        const fg::Unit& u = s.units[unit];
        double d = 0.0;
        if (nearestEnemy(s, unit, u.front, &d) >= 0) {
            double band = longestBand(s, unit);
            if (u.arm == fg::Arm::Artillery && u.formation == fg::Formation::Limbered) {
                fg::GameState f = s;
                f.units[unit].formation = fg::Formation::Unlimbered;
                band = longestBand(f, unit);
            }
            if (band <= 0.0) band = 12.0;
            const double want = hesitant ? band + 4.0 : p_.standoff * band;
            w.value -= p_.approachWeight * urgency_ * std::abs(d - want) * (hesitant ? 0.5 : 1.0);
        }
        if (!hesitant && p_.assaultWeight > 0.0 && d <= kAssaultReach) {
            // Where it could assault from next turn, at odds it would take:
            // the stands the melee should take, more when outshot.
            const MeleeView m = bestAssault(s, unit, nullptr);
            if (m.win >= p_.assaultOdds && m.gain > 0.0)
                w.value += p_.assaultWeight * (1.0 + press_) * m.gain;
        }
        const fg::Tier t = fg::tierOf(s, unit);
        if (t == fg::Tier::Distant) w.value -= p_.tierWeight;
        if (t == fg::Tier::Out) w.value -= 3.0 * p_.tierWeight;
        if (out) *out = w;
        return w.value;
    }

    // Where the order `c` (validate accepts it) leaves its unit, on a copy.
    std::optional<fg::GameState> after(const fg::GameState& s, const fg::Command& c) const {
        fg::MoveCheck m;
        const fg::Unit& u = s.units[c.unit];
        switch (c.kind) {
        case fg::CommandKind::Advance:
            m = fg::checkAdvance(s, c.unit, c.plan);
            break;
        case fg::CommandKind::Oblique:
            m = fg::checkOblique(s, c.unit, c.dir, c.amount);
            break;
        case fg::CommandKind::Wheel:
            m = fg::checkWheel(s, c.unit, c.dir, c.amount);
            break;
        case fg::CommandKind::Form:
            m = fg::checkForm(s, c.unit, c.formation, c.turn);
            break;
        case fg::CommandKind::Limber:
            m = fg::checkForm(s, c.unit, fg::Formation::Limbered, fg::Turn::None);
            break;
        case fg::CommandKind::Unlimber:
            m = fg::checkForm(s, c.unit, fg::Formation::Unlimbered, fg::Turn::None);
            break;
        default:
            return std::nullopt;
        }
        if (!m.ok()) return std::nullopt;
        fg::GameState t = s;
        fg::Unit& v = t.units[c.unit];
        v.front = m.move.front;
        v.facing = m.move.facing;
        v.formation = m.move.formation;
        (void)u;
        return t;
    }

    // [SECTION] the division commander's pip (FG-D-48)

    std::optional<fg::Command> divisionPip(const fg::GameState& s) {
        // The brigade nearest the enemy that is not broken: its orders count most.
        fg::Command c = base(s, fg::CommandKind::Division);
        int best = -1;
        double bd = 1e300;
        for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
            c.brigade = b;
            if (fg::validate(s, c)) continue;
            double d = 1e200;
            for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
                if (onTable(s, i) && s.units[i].brigade == b) {
                    double di = 0.0;
                    if (nearestEnemy(s, i, s.units[i].front, &di) >= 0) d = std::min(d, di);
                }
            if (s.brigades[b].clock != fg::Clock::Steady) d += 100.0;
            if (d < bd) {
                bd = d;
                best = b;
            }
        }
        if (best < 0) return std::nullopt;
        c.brigade = best;
        why_ = "its pip to " + fg::theBrigade(s, best) + ", the nearest the enemy";
        return c;
    }

    // [SECTION] the orders phase

    std::optional<fg::Command> orders(const fg::GameState& s) {
        const core::Side me = fg::decider(s);
        if (!pressWeighed_) {
            pressWeighed_ = true;
            press_ = pressing(s, me);
        }
        // The brigadiers first: each where his regiments stay in command.
        for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
            if (s.sideOfBrigade(b) != me || leaderDone_.count(b)) continue;
            leaderDone_.insert(b);
            if (auto c = leaderMove(s, b)) return c;
        }
        // Then each regiment, the nearest the enemy first.
        std::vector<std::pair<double, int>> order;
        for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
            const fg::Unit& u = s.units[i];
            if (!onTable(s, i) || s.sideOf(i) != me || u.order != fg::Order::None || done_.count(i))
                continue;
            if (s.brigades[u.brigade].clock == fg::Clock::Broken || fg::engaged(s, i)) continue;
            double d = 0.0;
            nearestEnemy(s, i, u.front, &d);
            order.push_back({d, i});
        }
        std::sort(order.begin(), order.end());
        for (const auto& [d, i] : order) {
            // Rally Line first (FG-CMD-4, FG-D-2): a disordered unit near the
            // enemy may not assault or give a closing volley, and fights at -2.
            if (s.units[i].disordered && d <= 24.0) {
                fg::Command r = base(s, fg::CommandKind::Rally);
                r.unit = i;
                if (!fg::validate(s, r)) {
                    why_ = "Rally Line: disordered " + inches(d) + " from the enemy";
                    return r;
                }
            }
            done_.insert(i);
            if (auto c = unitOrder(s, i, d)) return c;
        }
        // Pips kept for the enemy's turn where he is near (FG-D-2 Reserve Pip).
        for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
            if (s.sideOfBrigade(b) != me || reserveDone_.count(b)) continue;
            reserveDone_.insert(b);
            if (s.brigades[b].pips <= 0) continue;
            double near = 1e300;
            for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
                if (onTable(s, i) && s.units[i].brigade == b) {
                    double di = 0.0;
                    if (nearestEnemy(s, i, s.units[i].front, &di) >= 0) near = std::min(near, di);
                }
            if (near > p_.reserveNear) continue;
            // One pip stays to be saved (FG-CMD-6) when there are two or more.
            fg::Command c = base(s, fg::CommandKind::Reserve);
            c.brigade = b;
            c.count = std::max(1, s.brigades[b].pips - s.tables().savedPips);
            if (fg::validate(s, c)) c.count = 1;
            if (fg::validate(s, c)) continue;
            why_ = "the enemy is " + inches(near) + " away: " + std::to_string(c.count) +
                   " pip(s) kept for reactions";
            return c;
        }
        why_ = "every regiment has its order";
        return base(s, fg::CommandKind::EndOrders);
    }

    // FG-CMD-7: the brigadier to just behind his regiments' middle, when
    // some of them stand beyond the courier's reach or he is far from it.
    std::optional<fg::Command> leaderMove(const fg::GameState& s, int b) {
        const fg::Brigade& br = s.brigades[b];
        if (br.leaderGone || br.clock == fg::Clock::Broken) return std::nullopt;
        Vec2 sum{0, 0};
        int n = 0, far = 0;
        int any = -1;
        for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
            if (!onTable(s, i) || s.units[i].brigade != b || s.units[i].screenUnit()) continue;
            sum = sum + s.units[i].front;
            ++n;
            any = i;
            const fg::Tier t = fg::tierOf(s, i);
            if (t == fg::Tier::Distant || t == fg::Tier::Out) ++far;
        }
        if (n == 0) return std::nullopt;
        Vec2 mid = sum * (1.0 / n);
        double d = 0.0;
        const int e = nearestEnemy(s, any, mid, &d);
        if (e >= 0 && d > 0.0) mid = mid - (s.units[e].front - mid) * (3.0 / d); // behind them
        Vec2 step = mid - br.leader;
        const double len = length(step);
        if (len < 3.0 || (far == 0 && len < 8.0)) return std::nullopt;
        fg::Command c = base(s, fg::CommandKind::Leader);
        c.brigade = b;
        if (fg::orderCost(s, c).pips > 0 && far == 0) return std::nullopt;
        for (double k : {1.0, 0.75, 0.5}) {
            const double go = std::min(len, 17.5) * k;
            const Vec2 to = br.leader + step * (go / len);
            c.point = {snap(to.x), snap(to.y)};
            c.attach = -1;
            if (!fg::validate(s, c)) {
                why_ = "the brigadier rides " + inches(go) + " to keep his regiments in command";
                return c;
            }
        }
        return std::nullopt;
    }

    // The best order for `unit` (dist: to its nearest enemy), or none to
    // leave it holding (it fires).
    std::optional<fg::Command> unitOrder(const fg::GameState& s, int unit, double dist) {
        const fg::Unit& u = s.units[unit];
        setMood(s, s.sideOf(unit));
        // A hesitant brigade pulls back (FG-BRIG-1), and so does one whose
        // losses near its breaking point (pull-back-at).
        const bool hesitant =
            p_.hesitantPull > 0.5 && (s.brigades[u.brigade].clock == fg::Clock::Hesitant ||
                                      shaken(s, u.brigade) >= p_.pullBackAt);
        // An assault the melee preview favours comes first.
        if (!hesitant)
            if (auto c = assault(s, unit)) return c;
        Weighed here;
        const double holdValue = placeValue(s, unit, hesitant, &here) + p_.holdBonus * here.offense;
        // A regiment that fires well where it stands holds.
        // Formations taken before any other order (FG-FORM). Open order (1864
        // on) is weighed only out of a charge's reach; an enemy a move and a
        // charge away, line again (FG-MELEE-5: open order loses any melee
        // when charged). Columns to march, line to fight: infantry far beyond
        // the enemy's reach forms road column, and line again once an enemy
        // is within its longest band and a march.
        std::optional<fg::Formation> to;
        const bool wantsCloser = !hesitant && dist <= kOpenOrderClose &&
                                 p_.standoff * longestBand(s, unit) < dist - 1.0;
        if (u.formation == fg::Formation::OpenOrder && !u.screenUnit() &&
            (wantsCloser || withinCharge(s, unit))) {
            to = fg::Formation::Line;
        } else if (u.arm == fg::Arm::Infantry && !u.screenUnit() && !hesitant) {
            if (u.formation == fg::Formation::Line && dist > kMarchFrom && here.threat <= 0.0)
                to = fg::Formation::RoadColumn;
            else if (u.formation == fg::Formation::RoadColumn && dist <= kMarchFrom - 6.0)
                to = fg::Formation::Line;
        }
        if (to) {
            fg::Command form = base(s, fg::CommandKind::Form);
            form.unit = unit;
            form.formation = *to;
            if (!fg::validate(s, form)) {
                why_ = std::string(*to == fg::Formation::Line ? "forms line"
                                                              : "forms column to march") +
                       ": the nearest enemy is " + inches(dist) + " away";
                return form;
            }
        }
        std::vector<fg::Command> cands =
            candidates(s, unit, dist, hesitant, here.threat > 0.0 && !withinCharge(s, unit));
        // An order must be worth more than holding by the move margin: one
        // that gains next to nothing wastes the unit's volley and its pips.
        // Far from the enemy, out of his fire, any step nearer is worth it.
        const bool marching =
            here.threat <= 0.0 && (dist > kMarchFrom || u.formation == fg::Formation::RoadColumn);
        double best = holdValue + (marching ? 0.0 : p_.moveMargin);
        std::optional<fg::Command> pick;
        Weighed bw = here;
        for (const fg::Command& c : cands) {
            if (fg::validate(s, c)) continue;
            auto t = after(s, c);
            if (!t) continue;
            // In open order, never within a charge of the enemy (FG-MELEE-5).
            if (!u.screenUnit() && t->units[unit].formation == fg::Formation::OpenOrder &&
                withinCharge(*t, unit))
                continue;
            Weighed w;
            double v = placeValue(*t, unit, hesitant, &w) - p_.pipValue * fg::orderCost(s, c).pips;
            if (c.kind == fg::CommandKind::Form && c.formation == fg::Formation::OpenOrder &&
                u.formation != fg::Formation::OpenOrder)
                v += openOrderLater(s, dist, here.threat - w.threat, here.offense);
            if (v <= best + 1e-6) continue;
            v -= p_.threatWeight * reactionRisk(s, c, dist);
            if (v > best + 1e-6) {
                best = v;
                pick = c;
                bw = w;
            }
        }
        if (!pick) return std::nullopt;
        why_ = std::string(fg::nameOf(pick->kind)) + ": from there it could take " +
               num(bw.offense) + " stands and risk " + num(bw.threat) +
               " (holding: " + num(here.offense) + " and " + num(here.threat) + ")";
        if (hesitant) why_ += "; its brigade is hesitant: it pulls back";
        return pick;
    }

    // What open order (FG-FIRE-3, FG-FIRE-4) is worth beyond what the place
    // it leaves counted. The fire it turns aside (`saved`, this phase's)
    // counts in full, though the side presses: pressing discounts fire to
    // choose closing over standing off, and opening ranks gives no ground.
    // It is saved again each turn the regiment stays out of a charge's
    // reach, the gap closing by a move a turn, to the battle's end. Once
    // the enemy is that near it must form line again, and that order costs
    // a volley (`volley`) too.
    double openOrderLater(const fg::GameState& s, double dist, double saved, double volley) const {
        if (saved <= 0.0) return 0.0;
        const int left = s.battle().turnLimit > 0 ? s.battle().turnLimit - s.turn + 1 : 99;
        const int near = 1 + static_cast<int>((dist - kAssaultReach) / 6.0);
        const int turns = std::min(near, left);
        double v = p_.threatWeight * boldness_ * saved * (turns - 1.0 / (1.0 + press_));
        if (near < left) v -= p_.holdBonus * volley;
        return v;
    }

    // The enemy's fire as the move `c` goes (FG-REACT-2, FG-REACT-3): at
    // each pause the rules would make (triggersAlong), the volley each
    // enemy unit offered could fire there, the best of each unit's once.
    double reactionRisk(const fg::GameState& s, const fg::Command& c, double dist) const {
        if (dist > s.tables().reactions.opportunity + 8.0) return 0.0;
        std::map<int, double> worst;
        for (const fg::TriggerMark& m : fg::triggersAlong(s, c)) {
            if (m.unit != c.unit) continue;
            fg::GameState t = s;
            t.units[c.unit].front = m.pose.front;
            t.units[c.unit].facing = m.pose.facing;
            for (const fg::OfferLine& o : m.offers) {
                if (o.offer.kind != fg::Reaction::OpportunityFire &&
                    o.offer.kind != fg::Reaction::ClosingVolley)
                    continue;
                const fg::FireCheck f = fg::checkReactionFire(
                    t, o.offer.unit, c.unit,
                    o.offer.kind == fg::Reaction::ClosingVolley ? fg::FireKind::Closing
                                                                : fg::FireKind::Opportunity,
                    false);
                if (!f.ok()) continue;
                double& w = worst[o.offer.unit];
                w = std::max(w, volleyWorth(t, f.volley, p_.breakFocus));
            }
        }
        double sum = 0.0;
        for (const auto& [unit, w] : worst)
            sum += w;
        return sum;
    }

    // The orders worth weighing for a unit: advances (straight, and wheeling
    // toward the nearest enemy) of a few lengths, obliques, turns and the
    // formations for the ground and the threat.
    std::vector<fg::Command> candidates(const fg::GameState& s, int unit, double dist,
                                        bool hesitant, bool openOrder) {
        const fg::Unit& u = s.units[unit];
        std::vector<fg::Command> out;
        fg::Command c = base(s, fg::CommandKind::Advance);
        c.unit = unit;
        const int e = nearestEnemy(s, unit, u.front);
        const double rel =
            e >= 0 ? normalised(bearingOf(s.units[e].front - u.front) - u.facing) : 0.0;
        const fg::MoveRates& rates =
            s.tables().ratesOf(fg::ratesRow(u.arm, u.formation, u.screenUnit()));
        const double band = std::max(6.0, longestBand(s, unit));
        const double want = hesitant ? band + 4.0 : p_.standoff * band;
        const double gap = dist - want;
        std::vector<double> lengths;
        const int n = std::clamp(static_cast<int>(p_.candidates), 1, 5);
        if (!hesitant) {
            // Its standoff, and the whole way (to a place it could assault from).
            if (gap > 0.5) lengths.push_back(std::min(gap, rates.open));
            for (int k = 0; k < n; ++k)
                lengths.push_back(rates.open * (n - k) / n);
        }
        const bool movable =
            !(u.arm == fg::Arm::Artillery && u.formation == fg::Formation::Unlimbered);
        if (movable && std::abs(rel) <= 100.0)
            for (double len : lengths) {
                if (len < 0.3) continue;
                c.plan = fg::AdvancePlan{};
                c.plan.before = snap(len);
                out.push_back(c);
                if (std::abs(rel) > 4.0) {
                    c.plan = fg::AdvancePlan{};
                    c.plan.wheelDir = rel > 0 ? 1 : -1;
                    c.plan.wheelDeg = snap(std::min(45.0, std::abs(rel)));
                    c.plan.after = snap(std::max(0.0, len - 2.0));
                    out.push_back(c);
                }
            }
        // A column on a road far from the enemy marches along it (FG-D-27).
        if ((u.formation == fg::Formation::RoadColumn || u.formation == fg::Formation::Limbered) &&
            !hesitant && gap > rates.road) {
            c.plan = fg::AdvancePlan{};
            c.plan.road = true;
            c.plan.before = snap(rates.road);
            out.push_back(c);
        }
        // Sidesteps toward cover or out of an arc (FG-D-38).
        for (int dir : {-1, 1})
            for (double a : {1.5, 3.0}) {
                fg::Command o = base(s, fg::CommandKind::Oblique);
                o.unit = unit;
                o.dir = dir;
                o.amount = a;
                out.push_back(o);
            }
        // Facing the enemy.
        fg::Command f = base(s, fg::CommandKind::Form);
        f.unit = unit;
        f.formation = u.formation;
        if (std::abs(rel) > 45.0) {
            f.turn = std::abs(rel) > 135.0 ? fg::Turn::About
                     : rel > 0             ? fg::Turn::Right
                                           : fg::Turn::Left;
            out.push_back(f);
        } else if (std::abs(rel) > 10.0) {
            fg::Command w = base(s, fg::CommandKind::Wheel);
            w.unit = unit;
            w.dir = rel > 0 ? 1 : -1;
            w.amount = snap(std::min(45.0, std::abs(rel)));
            out.push_back(w);
        }
        if (hesitant && std::abs(rel) < 60.0 && dist < want) {
            f.turn = fg::Turn::About;
            out.push_back(f);
        }
        // Formations: line (or dismounted) to fight when near, column to march when far.
        const fg::Turn face = std::abs(rel) > 135.0 ? fg::Turn::About
                              : rel > 45.0          ? fg::Turn::Right
                              : rel < -45.0         ? fg::Turn::Left
                                                    : fg::Turn::None;
        auto form = [&](fg::Formation to) {
            fg::Command g = base(s, fg::CommandKind::Form);
            g.unit = unit;
            g.formation = to;
            g.turn = face;
            out.push_back(g);
        };
        switch (u.arm) {
        case fg::Arm::Infantry:
            if (u.formation != fg::Formation::Line && dist < 24.0) form(fg::Formation::Line);
            if (u.formation == fg::Formation::Line && openOrder) form(fg::Formation::OpenOrder);
            break;
        case fg::Arm::Cavalry:
            if (u.formation != fg::Formation::Dismounted && dist < 20.0)
                form(fg::Formation::Dismounted);
            break;
        case fg::Arm::Artillery:
            if (u.formation == fg::Formation::Limbered) {
                fg::Command g = base(s, fg::CommandKind::Form);
                g.unit = unit;
                g.formation = fg::Formation::Unlimbered;
                for (fg::Turn t : {fg::Turn::None, face}) {
                    g.turn = t;
                    out.push_back(g);
                }
            } else if (dist > band + 6.0 && !hesitant) {
                fg::Command g = base(s, fg::CommandKind::Limber);
                g.unit = unit;
                out.push_back(g);
            }
            break;
        }
        return out;
    }

    // FG-MELEE-1: the assault on a near enemy whose melee the rules' preview
    // (meleeOdds) says it wins often enough, carried out on a copy with the
    // enemy passing on every reaction.
    std::optional<fg::Command> assault(const fg::GameState& s, int unit) {
        fg::Command c;
        const MeleeView m = bestAssault(s, unit, &c);
        if (m.win < p_.assaultOdds || m.win <= 0.0) return std::nullopt;
        why_ = "assaults " + fg::theUnit(s, c.target) + ": the melee preview gives it " +
               num(m.win) + " to win and " + num(m.gain) + " stands";
        if (press_ > 0.0) why_ += " (outshot: it presses in)";
        return c;
    }

    // The assault of `unit` with the best chance of winning its melee, and
    // that melee (win 0: none it may make). In `s` it may be the unit's
    // imagined place (placeValue): its brigade is then given the pips.
    MeleeView bestAssault(const fg::GameState& s0, int unit, fg::Command* out) const {
        const fg::GameState* sp = &s0;
        std::optional<fg::GameState> imagined;
        if (!out) { // a place weighed: as if this orders phase began there
            imagined = s0;
            imagined->units[unit].order = fg::Order::None;
            imagined->units[unit].disordered = false; // Rally Line first
            imagined->brigades[imagined->units[unit].brigade].pips = 9;
            sp = &*imagined;
        }
        const fg::GameState& s = *sp;
        MeleeView best;
        if (fg::checkAssaulter(s, unit)) return best;
        const fg::Unit& u = s.units[unit];
        for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
            if (!onTable(s, e) || s.sideOf(e) == s.sideOf(unit)) continue;
            if (length(s.units[e].front - u.front) > kAssaultReach) continue;
            for (bool dt : {false, true}) {
                if (dt && u.arm != fg::Arm::Infantry) continue;
                auto plan = fg::planAssault(s, unit, e, dt);
                if (!plan) continue;
                fg::Command c = base(s, fg::CommandKind::Assault);
                c.side = s.sideOf(unit);
                c.unit = unit;
                c.target = e;
                c.plan.doubleTime = dt;
                c.plan.wheelDir = plan->wheelDir;
                c.plan.wheelDeg = snap(plan->wheelDeg);
                if (fg::validate(s, c)) continue;
                const MeleeView m = meleeOf(s, c);
                if (m.win > best.win + 1e-9 || (m.win > best.win - 1e-9 && m.gain > best.gain)) {
                    best = m;
                    if (out) *out = c;
                }
                break; // at the double only when walking cannot reach
            }
        }
        return best;
    }

    // The melee the assault `c` leads to, by the rules' odds once it
    // touches (win 0 when it would not reach).
    MeleeView meleeOf(const fg::GameState& s, const fg::Command& c) const {
        fg::GameState t = s;
        fg::applyCommand(t, c);
        std::vector<fg::Event> ev;
        for (int guard = 0;
             guard < 50 && t.awaited() && t.awaited()->kind == fg::PendingKind::Reaction; ++guard)
            fg::passReactions(t, ev);
        if (t.units[c.unit].removed) return {};
        for (const fg::Melee& m : fg::meleesOf(t)) {
            if (std::find(m.units.begin(), m.units.end(), c.unit) == m.units.end()) continue;
            const fg::MeleeCheck check = fg::meleeCheckOf(t, m);
            return viewOf(check, fg::meleeOdds(check), check.attacker.side == s.sideOf(c.unit));
        }
        return {};
    }

    // [SECTION] the fire phase

    std::optional<fg::Command> fire(const fg::GameState& s) {
        const core::Side me = fg::decider(s);
        double best = p_.fireFloor;
        std::optional<fg::Command> pick;
        for (const fg::Shooter& sh : fg::shootersOf(s, me)) {
            if (fg::hasFired(s, sh)) continue;
            for (const fg::Volley& v : fg::fireTargets(s, sh.unit, sh.section)) {
                double w = volleyWorth(s, v, p_.breakFocus);
                // Fire at what is near and whole first: it may not stand to be shot at later.
                w += 0.01 * s.units[v.target].stands;
                if (w > best) {
                    fg::Command c = base(s, fg::CommandKind::Fire);
                    c.unit = sh.unit;
                    c.section = sh.section;
                    c.target = v.target;
                    best = w;
                    pick = c;
                }
            }
        }
        if (!pick) {
            why_ = "nothing worth a volley is left";
            return base(s, fg::CommandKind::EndOrders);
        }
        // Battery Focus (FG-CMD-4) when the battery's sections do better as one.
        if (pick->section >= 0 && fg::sectionsOf(s, pick->unit) >= 2) {
            std::vector<fg::Shooter> secs;
            double apart = 0.0;
            for (int k = 0; k < fg::sectionsOf(s, pick->unit) && secs.size() < 3; ++k) {
                const fg::FireCheck one = fg::checkFire(s, pick->unit, k, pick->target);
                if (!one.ok()) continue;
                secs.push_back({pick->unit, k});
                apart += volleyWorth(s, one.volley, p_.breakFocus);
            }
            if (secs.size() >= 2) {
                const fg::FireCheck f = fg::checkFocus(s, secs, pick->target);
                fg::Command c = base(s, fg::CommandKind::Focus);
                c.unit = pick->unit;
                c.target = pick->target;
                c.sections = secs;
                if (f.ok() && volleyWorth(s, f.volley, p_.breakFocus) > apart + p_.pipValue &&
                    !fg::validate(s, c)) {
                    why_ = "Battery Focus: " + num(volleyWorth(s, f.volley, p_.breakFocus)) +
                           " against " + num(apart) + " section by section";
                    return c;
                }
            }
        }
        why_ = "the best volley open: worth " + num(best) + " stands";
        return pick;
    }

    // [SECTION] losses, reactions, consolidation

    // FG-FIRE-5: the end whose loss leaves the unit least exposed.
    std::optional<fg::Command> losses(const fg::GameState& s) {
        const fg::Pending& p = *s.awaited();
        double best = -1e300;
        std::optional<fg::Command> pick;
        for (int dir : {0, -1, 1}) {
            fg::Command c = base(s, fg::CommandKind::Losses);
            c.unit = p.unit;
            c.dir = dir;
            if (fg::validate(s, c)) continue;
            fg::GameState t = s;
            fg::applyCommand(t, c);
            if (t.units[p.unit].removed) return c;
            const double v = -weigh(t, p.unit).threat;
            if (v > best + 1e-9) {
                best = v;
                pick = c;
            }
        }
        why_ = "the stands lost from the end that leaves it least exposed";
        return pick;
    }

    // FG-REACT: the reaction that pays most, or pass.
    std::optional<fg::Command> reaction(const fg::GameState& s) {
        fg::Command pass = base(s, fg::CommandKind::Pass);
        if (!s.moving) return pass;
        const fg::Moving& mv = *s.moving;
        const int mover = mv.move.unit;
        const bool charge = mv.target >= 0;
        double best = 0.0;
        std::optional<fg::Command> pick;
        for (const fg::Offer& o : mv.offers) {
            fg::Command c = base(s, fg::CommandKind::React);
            c.unit = o.unit;
            c.reaction = o.kind;
            double v = 0.0;
            const fg::ReactionDistances& rd = s.tables().reactions;
            switch (o.kind) {
            case fg::Reaction::ClosingVolley:
            case fg::Reaction::OpportunityFire: {
                const fg::FireKind k = o.kind == fg::Reaction::ClosingVolley
                                           ? fg::FireKind::Closing
                                           : fg::FireKind::Opportunity;
                const fg::FireCheck f = fg::checkReactionFire(s, o.unit, mover, k, false);
                if (!f.ok()) continue;
                v = volleyWorth(s, f.volley, p_.breakFocus);
                // A closing volley may stall the charge; opportunity fire
                // costs the unit its next volley.
                if (k == fg::FireKind::Closing)
                    v += 1.0;
                else if (v < p_.reactFire)
                    continue;
                break;
            }
            case fg::Reaction::Evade:
                c.amount = rd.evadeMost;
                v = 2.0; // a screen that stays is overrun (FG-REACT-4)
                break;
            case fg::Reaction::RefuseFlank:
                c.pip = s.brigades[s.units[o.unit].brigade].reserved > 0;
                v = 0.8;
                break;
            case fg::Reaction::CounterCharge:
                if (!charge || mv.target != o.unit) continue;
                c.amount = rd.counterMost;
                v = 0.9;
                break;
            }
            if (o.kind == fg::Reaction::RefuseFlank) {
                if (fg::validate(s, c)) c.pip = !c.pip;
            }
            if (o.kind == fg::Reaction::Evade || o.kind == fg::Reaction::CounterCharge) {
                const double lo = o.kind == fg::Reaction::Evade ? rd.evadeLeast : rd.counterLeast;
                for (double d : {c.amount, (c.amount + lo) / 2.0, lo}) {
                    c.amount = snap(d);
                    if (!fg::validate(s, c)) break;
                }
            }
            if (fg::validate(s, c)) continue;
            if (v > best) {
                best = v;
                pick = c;
            }
        }
        if (!pick) {
            why_ = "no reaction pays here";
            return pass;
        }
        why_ = std::string(fg::nameOf(pick->reaction)) + " by " + fg::theUnit(s, pick->unit) +
               " (worth " + num(best) + ")";
        return pick;
    }

    // FG-D-20: the victor's place among ahead, back and staying.
    std::optional<fg::Command> consolidate(const fg::GameState& s) {
        const int unit = s.awaited()->unit;
        double best = -1e300;
        std::optional<fg::Command> pick;
        for (double d : {0.0, 2.0, 1.0, -1.0, -2.0}) {
            fg::Command c = base(s, fg::CommandKind::Consolidate);
            c.unit = unit;
            c.amount = d;
            if (fg::validate(s, c)) continue;
            const fg::MoveCheck m = fg::checkConsolidate(s, unit, d);
            fg::GameState t = s;
            if (m.ok()) {
                t.units[unit].front = m.move.front;
                t.units[unit].facing = m.move.facing;
            }
            const Weighed w = weigh(t, unit);
            const double v = w.value;
            if (v > best + 1e-9) {
                best = v;
                pick = c;
            }
        }
        why_ = "consolidates where it fires best for what it risks";
        return pick;
    }
};

std::unique_ptr<Player> makeScriptedPlayer(const FullAiParams& params) {
    return std::make_unique<ScriptedPlayer>(params);
}

} // namespace guidon::ai::full
