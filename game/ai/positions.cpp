#include "positions.h"

#include "lite/fire.h"
#include "lite/movement.h"
#include "lite/ranges.h"
#include "lite/rule_facts.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace guidon::ai {

using namespace lite;

namespace {

constexpr double kFar = std::numeric_limits<double>::infinity();

// Signed degrees from the facing `facing` to the direction `d` (right positive).
double bearing(double facing, Vec2 d) {
    return std::atan2(dot(d, rightOf(facing)), dot(d, forwardOf(facing))) * 180.0 / kPi;
}

struct Nearest {
    double distance = kFar; // BW from the unit's front edge centre to the nearest enemy base
    Vec2 at;                // that base's centre
    int unit = -1;
};

Nearest nearestEnemy(const GameState& s, const Unit& u) {
    Nearest n;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& e = s.units[i];
        if (e.side == u.side || !e.onTable()) continue;
        for (const BaseBox& b : baseBoxes(e)) {
            double d = length(b.centre - u.front) - 0.5;
            if (d < n.distance) {
                n.distance = std::max(0.0, d);
                n.at = b.centre;
                n.unit = static_cast<int>(i);
            }
        }
    }
    return n;
}

// Puts a unit at a trial pose for the life of the object.
class TrialPose {
  public:
    TrialPose(GameState& s, int unit, const Unit& u)
        : s_(s), unit_(static_cast<std::size_t>(unit)), keep_(s.units[unit_]) {
        s_.units[unit_] = u;
    }
    ~TrialPose() { s_.units[unit_] = keep_; }
    TrialPose(const TrialPose&) = delete;
    TrialPose& operator=(const TrialPose&) = delete;

  private:
    GameState& s_;
    std::size_t unit_;
    Unit keep_;
};

// The hits the unit, standing as `u`, would deal in its side's fire phase,
// each weighed by how near it brings its target to breaking (fire is
// concentrated on the weakest).
double hitsDealt(GameState& fire, int unit, const Unit& u, double concentrate) {
    TrialPose at(fire, unit, u);
    FirePreview f = previewFireOf(fire, unit);
    double hits = 0.0;
    for (const TargetSummary& t : f.targets) {
        int bases = std::max(1, fire.units[static_cast<std::size_t>(t.unit)].bases);
        hits += t.expectedHits * (1.0 + concentrate / bases);
    }
    return hits;
}

// Slack on a rule range for the cheap distance check below, which measures
// between front edge centres: the zone turns (LL-FIRE-2) and the bases have
// depth. A choice of the AI's, not a rule.
constexpr double kMusketSlack = 1.5;

// The hits the enemy units within musket or canister range would put on it.
double hitsTaken(GameState& theirs, int unit, const Unit& u) {
    TrialPose at(theirs, unit, u);
    double hits = 0.0;
    for (std::size_t i = 0; i < theirs.units.size(); ++i) {
        const Unit& e = theirs.units[i];
        if (e.side == u.side || !e.onTable()) continue;
        double close = closeFireReach(e); // LL-FIRE-4; none for limbered guns
        if (close <= 0.0) continue;
        double reach =
            close + kMusketSlack + (e.type == UnitType::Infantry ? e.width() / 2.0 : 0.0);
        if (length(e.front - u.front) > reach + u.width() / 2.0) continue;
        FirePreview f = previewFireOf(theirs, static_cast<int>(i));
        for (const TargetSummary& t : f.targets)
            if (t.unit == unit) hits += t.expectedHits;
    }
    return hits;
}

// The standoff a unit aims at: a limbered battery stops short of the
// range at which it unlimbers.
double standoffOf(const AiParams& p, const Unit& u) {
    if (u.type == UnitType::Artillery) return std::max(p.standoff, p.unlimberRange - 2.0);
    return p.standoff;
}

} // namespace

FireStates fireStates(const GameState& s) {
    FireStates f{s, s};
    for (GameState* g : {&f.mine, &f.theirs}) {
        g->step = Step::Phase;
        g->phase.phase = Phase::Fire;
        g->phase.invoking.clear();
        g->phase.modifier = -1;
        g->effects.clear(); // the effects of this turn will have lapsed by the next fire phase
    }
    f.theirs.active = other(s.active);
    return f;
}

double scoreStand(const AiParams& p, const GameState& s, FireStates& fire, int unit,
                  const Unit& u) {
    Nearest n = nearestEnemy(s, u);
    if (n.unit < 0) return 0.0;
    double score = -std::fabs(n.distance - standoffOf(p, u)) * 0.5;
    double off = std::fabs(bearing(u.facing, n.at - u.front));
    score -= off / 90.0 * (n.distance < 15.0 ? 1.0 : 0.5);
    // Its fire is worth previewing only with the enemy near its musket or
    // canister range (LL-FIRE-4): that range and some slack (the AI's choice).
    double close = closeFireReach(u);
    if (close > 0.0 && n.distance < close + 2.5 && p.fireWeight > 0.0)
        score += p.fireWeight * hitsDealt(fire.mine, unit, u, p.concentrate);
    if (n.distance < kSmallArms + 2.0 && p.exposureWeight > 0.0)
        score -= p.exposureWeight * hitsTaken(fire.theirs, unit, u);
    if (p.lineFormation > 0.0 && u.type == UnitType::Infantry && n.distance < 16.0)
        score += p.lineFormation * u.shownFiles();
    if (p.flankWeight > 0.0) {
        // An enemy within reach off our flank or rear could enfilade or charge it.
        // Within reach: the musket range (LL-FIRE-4) and a BW of slack.
        const double reach = kSmallArms + 1.0;
        for (const Unit& e : s.units) {
            if (e.side == u.side || !e.onTable()) continue;
            double d = length(e.front - u.front);
            if (d > reach) continue;
            double b = std::fabs(bearing(u.facing, e.front - u.front));
            double facingUs = std::fabs(bearing(e.facing, u.front - e.front));
            if (b > 60.0 && facingUs < 60.0) score -= p.flankWeight * 1.5 * (reach - d) / reach;
        }
    }
    if (p.lineWeight > 0.0 && u.type == UnitType::Infantry) {
        // Abreast of the nearest friend: the same depth along our facing.
        double best = kFar, depth = 0.0;
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            const Unit& f = s.units[i];
            if (static_cast<int>(i) == unit || f.side != u.side || !f.onTable() ||
                f.type != UnitType::Infantry)
                continue;
            double d = length(f.front - u.front);
            if (d < best) {
                best = d;
                depth = dot(f.front - u.front, forwardOf(u.facing));
            }
        }
        if (best < 10.0) score -= p.lineWeight * std::min(3.0, std::fabs(depth)) * 0.5;
    }
    return score;
}

PlannedMove planUnit(const AiParams& p, const GameState& s, FireStates& fire, int unit) {
    PlannedMove best;
    best.unit = unit;
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    if (!u.onTable() || u.acted) return best;
    Nearest n = nearestEnemy(s, u);
    if (n.unit < 0) return best;
    double stand = scoreStand(p, s, fire, unit, u);
    auto consider = [&](const Command& c, const char* why) {
        MoveReport r = checkUnitCommand(s, c);
        if (!r.legal) return;
        double gain = scoreStand(p, s, fire, unit, r.result) - stand;
        if (gain > best.gain) {
            best.gain = gain;
            best.command = c;
            best.why = why;
        }
    };
    auto form = [&](FormationKind k) {
        Command c;
        c.kind = CommandKind::Form;
        c.side = u.side;
        c.unit = unit;
        c.formation.kind = k;
        return c;
    };
    // A battery limbers or unlimbers when the enemy's distance says so.
    auto change = [&](FormationKind k, double gain, const char* why) {
        Command c = form(k);
        if (!checkUnitCommand(s, c).legal) return false;
        best.gain = gain;
        best.command = c;
        best.why = why;
        return true;
    };
    if (u.type == UnitType::Artillery) {
        if (!u.limbered) {
            if (n.distance > p.unlimberRange + 8.0)
                change(FormationKind::Limber, 1.0, "limbers up to close with the enemy");
            return best;
        }
        if (n.distance <= p.unlimberRange && std::fabs(bearing(u.facing, n.at - u.front)) < 30.0 &&
            change(FormationKind::Unlimber, 2.0, "unlimbers with the enemy in range"))
            return best;
    }
    if (p.lineFormation > 0.0 && u.type == UnitType::Infantry && n.distance < 16.0) {
        // A wider line by guidon: every base in the front rank, or two ranks.
        int files = u.shownFiles();
        for (int wide : {u.bases, (u.bases + 1) / 2}) {
            if (wide <= files) continue;
            for (int f = 0; f < files; ++f)
                for (GuidonForm g : {GuidonForm::Rear, GuidonForm::Left, GuidonForm::Right}) {
                    Command c = form(FormationKind::Guidon);
                    c.formation.file = f;
                    c.formation.files = wide;
                    c.formation.form = g;
                    consider(c, "widens its line to bring more muskets to bear");
                }
        }
    }
    int budget = static_cast<int>(p.moveCandidates);
    double b = bearing(u.facing, n.at - u.front);
    double want = n.distance - standoffOf(p, u); // BW to close
    std::vector<double> wheels = {0.0};
    if (std::fabs(b) > 8.0) {
        double most = largestWheel(s, unit, false, {}, b > 0);
        double w = std::clamp(b, -most, most);
        if (std::fabs(w) > 2.0) wheels.push_back(w);
        if (std::fabs(w) > 10.0 && budget >= 12) wheels.push_back(w / 2.0);
    }
    const double obliques[] = {0.0, 25.0, -25.0, kOblique, -kOblique}; // LL-MOVE-2: the widest
    int tried = 0;
    for (double w : wheels) {
        std::vector<MoveSegment> prefix;
        if (w != 0.0) {
            prefix.push_back({SegmentKind::Wheel, w, 0.0});
            consider(marchCommand(s, unit, false, prefix), "wheels to face the enemy");
            ++tried;
        }
        for (double a : obliques) {
            if (tried >= budget) break;
            if (a != 0.0 && budget < 6) break;
            double far = farthestDistance(s, unit, false, prefix, a);
            if (far < 0.1) continue;
            std::vector<double> dists = {far};
            if (want > 0.1 && want < far - 0.1) dists.push_back(want);
            if (budget >= 16 && far > 1.0) dists.push_back(far / 2.0);
            for (double d : dists) {
                std::vector<MoveSegment> segs = prefix;
                segs.push_back({SegmentKind::Forward, a, d});
                consider(marchCommand(s, unit, false, segs),
                         w != 0.0 ? "wheels and advances" : "advances");
                ++tried;
            }
        }
    }
    if (want < -2.0) { // pressed too close: step back, facing kept
        double far = farthestDistance(s, unit, false, {}, 180.0);
        double d = std::min(far, -want);
        if (d > 0.1)
            consider(marchCommand(s, unit, false, {{SegmentKind::Flank, 180.0, d}}),
                     "falls back a little");
    }
    return best;
}

std::vector<PlannedMove> planMoves(const AiParams& p, const GameState& s) {
    std::vector<PlannedMove> out;
    FireStates fire = fireStates(s);
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        if (u.side != s.active || !u.onTable() || u.acted) continue;
        PlannedMove m = planUnit(p, s, fire, static_cast<int>(i));
        if (m.gain > 0.05) out.push_back(std::move(m));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const PlannedMove& a, const PlannedMove& b) { return a.gain > b.gain; });
    return out;
}

} // namespace guidon::ai
