// Phase 4, melee (melee.h). Contact is found stand by stand in each stand's
// own frame; the terms are read by id from the shock table (Tables::shock),
// the bands from Tables::outcomes: no number of the sheet is written here.
// Retreats and consolidations sweep the unit through movement's Scene, the
// same test every move uses against units, the table and impassable ground.
#include "melee.h"

#include "contact.h"
#include "fire.h"
#include "fire_geometry.h"
#include "formation.h"
#include "morale.h"
#include "movement_detail.h"
#include "sight.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace guidon::full {

namespace {

using core::geom::Box;
using move_detail::Body;
using move_detail::Finding;
using move_detail::Hit;
using move_detail::inches;
using move_detail::Scene;

// Going on to end clear of a friend (FG-D-20): the step of the search, and
// how far it may look (deeper than any column).
constexpr double kClearStep = 0.05;
constexpr double kClearReach = 40.0;

// [SECTION] small geometry

double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}

// The segments p-q and a-b cross (touching counts; parallel ones do not).
bool segmentsCross(Vec2 p, Vec2 q, Vec2 a, Vec2 b) {
    const Vec2 r = q - p, s = b - a;
    const double den = cross(r, s);
    if (std::fabs(den) < 1e-12) return false;
    const double t = cross(a - p, s) / den, u = cross(a - p, r) / den;
    return t >= -1e-9 && t <= 1.0 + 1e-9 && u >= -1e-9 && u <= 1.0 + 1e-9;
}

double distPointPolyline(Vec2 p, const std::vector<Vec2>& pts) {
    double d = 1e300;
    for (std::size_t k = 1; k < pts.size(); ++k) {
        const Vec2 a = pts[k - 1], ab = pts[k] - a;
        const double len2 = dot(ab, ab);
        const double t = len2 < 1e-18 ? 0.0 : std::clamp(dot(p - a, ab) / len2, 0.0, 1.0);
        d = std::min(d, length(p - (a + ab * t)));
    }
    return d;
}

// A unit's outline bounds from its front edge, frontage and depth.
core::geom::Aabb roughBounds(const Unit& u) {
    const int n = std::max(1, u.onTable());
    const Vec2 half = core::rightOf(u.facing) * (frontageOf(u.formation, n) / 2);
    const Vec2 back = core::forwardOf(u.facing) * -depthOf(u.formation, n);
    core::geom::Aabb box;
    for (Vec2 p : {u.front - half, u.front + half, u.front - half + back, u.front + half + back})
        box.add(p);
    box.grow(kTolerance);
    return box;
}

bool onTable(const Unit& u) {
    return !u.removed && u.onTable() >= 1;
}

// [SECTION] contact

// One pair of touching enemy stands.
struct Contact {
    int unit = -1, stand = -1;
    int enemy = -1, enemyStand = -1;
};

// Every touching pair between `unit` and its enemies (`only`: those units alone).
void contactsOf(const GameState& s, int unit, std::vector<Contact>& out,
                const std::vector<int>* only = nullptr) {
    const Unit& u = s.units[unit];
    if (!onTable(u)) return;
    const core::geom::Aabb mine = roughBounds(u);
    std::vector<Box> boxes;
    const Side side = s.sideOf(unit);
    for (int e = 0; e < static_cast<int>(s.units.size()); ++e) {
        const Unit& o = s.units[e];
        if (!onTable(o) || s.sideOf(e) == side) continue;
        if (only && std::find(only->begin(), only->end(), e) == only->end()) continue;
        if (!roughBounds(o).overlaps(mine)) continue;
        if (boxes.empty()) boxes = standBoxes(s, unit);
        const std::vector<Box> theirs = standBoxes(s, e);
        for (int i = 0; i < static_cast<int>(boxes.size()); ++i)
            for (int j = 0; j < static_cast<int>(theirs.size()); ++j)
                if (standsTouch(boxes[i], theirs[j])) out.push_back({unit, i, e, j});
    }
}

// FG-D-17, FG-D-39: the touching stands and the one directly behind each
// (the next rank of its file); a limber is one stand whatever it hauls.
int engagedFrom(const GameState& s, int unit, const std::vector<Contact>& contacts) {
    const Unit& u = s.units[unit];
    std::set<int> touching;
    for (const Contact& c : contacts)
        if (c.unit == unit) touching.insert(c.stand);
    if (touching.empty()) return 0;
    if (u.formation == Formation::Limbered) return 1;
    const int n = u.onTable();
    const int files = layoutOf(u.formation, n).files;
    std::set<int> counted = touching;
    for (int i : touching)
        if (i + files < n) counted.insert(i + files);
    return static_cast<int>(counted.size());
}

// [SECTION] the shock terms

const ShockModifier* modifierOf(const GameState& s, const std::string& id) {
    for (const ShockModifier& m : s.tables().shock)
        if (m.id == id) return &m;
    return nullptr;
}

void addTerm(const GameState& s, MeleeSide& side, const std::string& id, std::string why,
             const char* rule) {
    const ShockModifier* m = modifierOf(s, id);
    if (!m) return; // a table without the row adds nothing
    side.terms.push_back({id, m->value, why, rule});
    side.modifier += m->value;
}

bool mountedCavalry(const Unit& u) {
    return u.arm == Arm::Cavalry && u.formation == Formation::Mounted;
}

// FG-MELEE-5, FG-D-22: open order, a skirmish screen, dismounted cavalry.
bool openOrder(const Unit& u) {
    return u.screenUnit() || u.formation == Formation::OpenOrder ||
           u.formation == Formation::Dismounted;
}

// FG-D-5: a stand's centre in an area that is not open ground.
bool inOpenGround(const GameState& s, int unit) {
    const Battle& b = s.battle();
    for (const Box& st : standBoxes(s, unit))
        for (const core::TerrainFeature& f : b.map.features) {
            if (f.type < 0 || f.type >= static_cast<int>(b.terrain.size())) continue;
            const TerrainRules& t = b.terrain[f.type];
            if (t.openGround || f.shape == core::FeatureShape::Linear) continue;
            if (core::geom::pointInPolygon(st.centre, f.points)) return false;
        }
    return true;
}


// FG-D-19: the defender's cover. A fence, stone wall or earthworks counts
// when it lies between a defending stand and the attacking stand touching
// it (the line between their centres crosses it); a sunken road when half
// or more of the defender's stands stand in it; a crest when the
// defender's level (sight's levelOf: its front-edge centre) is above the
// attacker's. Only the better row counts. Woods and farmsteads are not
// listed, so they give nothing here.
void defenderCover(const GameState& s, MeleeSide& d, int attackerMain,
                   const std::vector<Contact>& contacts) {
    const Battle& b = s.battle();
    const int unit = d.main;
    const std::vector<Box> mine = standBoxes(s, unit);
    std::vector<std::pair<Vec2, Vec2>> lines; // defender stand centre, attacker stand centre
    for (const Contact& c : contacts)
        if (c.unit == unit)
            lines.push_back({mine[c.stand].centre, standBoxes(s, c.enemy)[c.enemyStand].centre});
    Cover best = Cover::None;
    std::string why;
    for (int i = 0; i < static_cast<int>(b.map.features.size()); ++i) {
        const core::TerrainFeature& f = b.map.features[i];
        if (f.type < 0 || f.type >= static_cast<int>(b.terrain.size())) continue;
        const TerrainRules& t = b.terrain[f.type];
        if (t.cover <= best) continue;
        if (t.obstacle && f.shape == core::FeatureShape::Linear) {
            bool between = false;
            for (const auto& [from, to] : lines)
                for (std::size_t k = 1; k < f.points.size() && !between; ++k)
                    between = segmentsCross(from, to, f.points[k - 1], f.points[k]);
            if (between) {
                best = t.cover;
                why = "cover behind " + featureName(b, i);
            }
        } else if (t.sunken) {
            int in = 0;
            for (const Box& st : mine)
                in += distPointPolyline(st.centre, f.points) <= f.width / 2 + 1e-9 ? 1 : 0;
            if (2 * in >= static_cast<int>(mine.size())) {
                best = t.cover;
                why = "cover in " + featureName(b, i);
            }
        }
    }
    if (best < Cover::Light && attackerMain >= 0) {
        const int ours = levelOf(s, unit), theirs = levelOf(s, attackerMain);
        if (ours > theirs) {
            best = Cover::Light;
            why = "on the crest, level " + std::to_string(ours) + " above level " +
                  std::to_string(theirs);
        }
    }
    if (best == Cover::Heavy)
        addTerm(s, d, "heavy-cover", why, "FG-D-19");
    else if (best == Cover::Light)
        addTerm(s, d, "light-cover", why, "FG-D-19");
}

// FG-D-4, FG-D-32: the attacker's front-edge centre behind the target's
// flank line (in its flank or rear arc), unless that flank is refused.
void flankTerm(const GameState& s, MeleeSide& a, const std::vector<Contact>& contacts) {
    const Unit& m = s.units[a.main];
    std::set<int> targets;
    for (const Contact& c : contacts)
        if (c.unit == a.main) targets.insert(c.enemy);
    for (int t : targets) {
        const Arc arc = arcOf(s, t, m.front);
        if (arc == Arc::Front) continue;
        const Unit& tu = s.units[t];
        const Vec2 centre =
            tu.front - core::forwardOf(tu.facing) * (depthOf(tu.formation, tu.onTable()) / 2);
        const double across = dot(m.front - centre, core::rightOf(tu.facing));
        const bool left = across < 0.0;
        if (tu.refused & (left ? 1 : 2)) continue; // FG-D-32: cancelled
        // Behind the front line but beside the unit is its flank to a player.
        const bool beside =
            std::fabs(across) >= frontageOf(tu.formation, tu.onTable()) / 2 - kTolerance;
        const std::string where =
            arc == Arc::Rear && !beside ? "rear" : (left ? "left flank" : "right flank");
        addTerm(s, a, "flank", "into the " + nameOfUnit(s, t) + "'s " + where, "FG-D-4");
        return;
    }
}

// Terms either side may have (FG-DISC-4, FG-DISC-2, FG-BRIG via FG-LEAD).
void commonTerms(const GameState& s, MeleeSide& side) {
    const int u = side.main;
    if (fresh(s, u)) addTerm(s, side, "fresh", "fresh", "FG-DISC-4");
    if (spent(s, u)) addTerm(s, side, "spent", "spent", "FG-DISC-4");
    if (s.units[u].disordered) addTerm(s, side, "disordered", "disordered", "FG-DISC-2");
    const Brigade& br = s.brigades[s.units[u].brigade];
    if (!br.leaderGone && br.attached == u)
        addTerm(s, side, "brigadier", "brigadier attached", "FG-MELEE-2");
}

// FG-D-17, FG-D-44: most engaged stands; ties to the assaulting unit, then
// the lowest index (the owner's choice, fixed so replays agree).
int mainUnitOf(const GameState& s, const MeleeSide& side) {
    int best = -1, most = -1;
    bool bestAttacker = false;
    for (std::size_t k = 0; k < side.units.size(); ++k) {
        const int u = side.units[k];
        const bool att = s.units[u].attacker;
        if (side.engaged[k] > most || (side.engaged[k] == most && att && !bestAttacker)) {
            best = u;
            most = side.engaged[k];
            bestAttacker = att;
        }
    }
    return best;
}

std::string signedText(int v) {
    return (v >= 0 ? "+" : "") + std::to_string(v);
}

std::string percent(double p) {
    if (p <= 0.0) return "0%";
    if (p < 0.005) return "<1%";
    if (p > 0.995 && p < 1.0) return ">99%";
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.0f%%", p * 100.0);
    return buf;
}

// "4 engaged" or "5 engaged (6th Wisconsin 4, 2nd Wisconsin 1)", then the terms.
std::string sideTerms(const GameState& s, const MeleeSide& side) {
    std::string text = std::to_string(side.stands) + " engaged";
    if (side.units.size() > 1) {
        text += " (";
        for (std::size_t k = 0; k < side.units.size(); ++k)
            text += (k ? ", " : "") + nameOfUnit(s, side.units[k]) + " " +
                    std::to_string(side.engaged[k]);
        text += ")";
    }
    for (const ShockTerm& t : side.terms)
        text += " " + signedText(t.value) + " " + t.text;
    return text;
}

const char* bandWord(int band, int bands) {
    static const char* words[] = {"tie", "repulse", "bloody rout", "overrun"};
    if (bands == 4 && band >= 0 && band < 4) return words[band];
    return band == 0 ? "tie" : "defeat";
}

} // namespace

// [SECTION] melees

int engagedStands(const GameState& s, int unit) {
    std::vector<Contact> contacts;
    contactsOf(s, unit, contacts);
    return engagedFrom(s, unit, contacts);
}

std::vector<Melee> meleesOf(const GameState& s) {
    const int n = static_cast<int>(s.units.size());
    std::vector<std::vector<int>> touches(n);
    for (int u = 0; u < n; ++u) {
        if (s.sideOf(u) != Side::Federal) continue; // each pair once
        std::vector<Contact> contacts;
        contactsOf(s, u, contacts);
        for (const Contact& c : contacts) {
            if (std::find(touches[u].begin(), touches[u].end(), c.enemy) != touches[u].end())
                continue;
            touches[u].push_back(c.enemy);
            touches[c.enemy].push_back(u);
        }
    }
    std::vector<Melee> out;
    std::vector<bool> seen(n, false);
    for (int u = 0; u < n; ++u) {
        if (seen[u] || touches[u].empty()) continue;
        Melee m;
        std::vector<int> stack{u};
        seen[u] = true;
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            m.units.push_back(v);
            for (int w : touches[v])
                if (!seen[w]) {
                    seen[w] = true;
                    stack.push_back(w);
                }
        }
        std::sort(m.units.begin(), m.units.end());
        bool fed = false, conf = false;
        for (int v : m.units)
            if (s.units[v].attacker) (s.sideOf(v) == Side::Federal ? fed : conf) = true;
        m.attacker = fed != conf ? (fed ? Side::Federal : Side::Confederate) : s.active;
        out.push_back(std::move(m));
    }
    return out;
}

MeleeCheck meleeCheckOf(const GameState& s, const Melee& melee) {
    MeleeCheck c;
    c.melee = melee;
    c.outcomes = s.tables().outcomes;
    c.attacker.side = melee.attacker;
    c.defender.side = core::other(melee.attacker);
    std::vector<Contact> contacts;
    for (int u : melee.units)
        contactsOf(s, u, contacts, &melee.units);
    for (int u : melee.units) {
        MeleeSide& side = s.sideOf(u) == melee.attacker ? c.attacker : c.defender;
        side.units.push_back(u);
        side.engaged.push_back(engagedFrom(s, u, contacts));
        side.stands += side.engaged.back();
    }
    if (c.attacker.units.empty() || c.defender.units.empty()) return c;
    c.attacker.main = mainUnitOf(s, c.attacker);
    c.defender.main = mainUnitOf(s, c.defender);
    const Unit& a = s.units[c.attacker.main];
    const Unit& d = s.units[c.defender.main];

    // FG-MELEE-5, FG-D-22: charged in open order: an overrun, no dice.
    if (openOrder(d)) {
        c.autoLose = true;
        c.autoLoseWhy = theUnit(s, c.defender.main, true) +
                        (d.screenUnit()                         ? " is a skirmish screen"
                         : d.formation == Formation::Dismounted ? " is dismounted cavalry"
                                                                : " is in open order") +
                        ": charged, it loses as an overrun";
    }
    commonTerms(s, c.attacker);
    commonTerms(s, c.defender);

    // The attacker's own rows (FG-MELEE-2, FG-D-21). A counter-charge takes
    // the charger's momentum (FG-REACT-6, FG-D-33).
    bool countered = false;
    for (int u : c.defender.units)
        countered = countered || (s.units[u].counter && s.units[u].charging);
    if (a.momentum && !countered)
        addTerm(s, c.attacker, "momentum", "charging momentum", "FG-D-15");
    // FG-MELEE-2: 2 wide x 2+ deep; kept in later rounds (FG-D-21).
    if (a.formation == Formation::AssaultColumn && a.onTable() >= 4)
        addTerm(s, c.attacker, "column", "assault column", "FG-D-21");
    if (a.charging && (a.traits & kRebelYell))
        addTerm(s, c.attacker, "rebel-yell", "Rebel Yell", "FG-TRAIT-1");
    if (a.charging && mountedCavalry(a) && d.arm == Arm::Infantry && !openOrder(d) &&
        inOpenGround(s, c.defender.main))
        addTerm(s, c.attacker, "cavalry", "mounted cavalry shock", "FG-MELEE-2");
    flankTerm(s, c.attacker, contacts);

    // The defender's: its cover (FG-D-19) and a counter-charger's one +1
    // (FG-D-33: its trait's, taken once).
    defenderCover(s, c.defender, c.attacker.main, contacts);
    if (d.counter && d.charging) {
        if (d.traits & kRebelYell)
            addTerm(s, c.defender, "rebel-yell", "Rebel Yell counter-charge", "FG-D-33");
        else if (mountedCavalry(d))
            addTerm(s, c.defender, "cavalry", "cavalry counter-charge", "FG-D-33");
    }
    return c;
}

// [SECTION] dice and odds

int bandOf(const std::vector<MeleeOutcome>& outcomes, int margin) {
    margin = std::abs(margin);
    int band = 0;
    for (int k = 0; k < static_cast<int>(outcomes.size()); ++k)
        if (outcomes[k].margin <= margin) band = k;
    return band;
}

MeleeRoll rollMelee(core::Dice& dice, const MeleeCheck& c) {
    MeleeRoll r;
    if (c.autoLose) {
        r.band = static_cast<int>(c.outcomes.size()) - 1;
        r.winner = c.attacker.side;
        return r;
    }
    r.attackerDie = dice.d6();
    r.defenderDie = dice.d6();
    r.margin = (r.attackerDie + c.attacker.score()) - (r.defenderDie + c.defender.score());
    r.band = bandOf(c.outcomes, r.margin);
    if (r.margin > 0) r.winner = c.attacker.side;
    if (r.margin < 0) r.winner = c.defender.side;
    return r;
}

double MeleeOdds::attackerWins() const {
    double p = 0.0;
    for (double x : attacker)
        p += x;
    return p;
}

double MeleeOdds::defenderWins() const {
    double p = 0.0;
    for (double x : defender)
        p += x;
    return p;
}

MeleeOdds meleeOdds(const MeleeCheck& c) {
    MeleeOdds o;
    const std::size_t bands = std::max<std::size_t>(1, c.outcomes.size());
    o.attacker.assign(bands, 0.0);
    o.defender.assign(bands, 0.0);
    if (c.autoLose) {
        o.attacker.back() = 1.0;
        return o;
    }
    for (int a = 1; a <= 6; ++a)
        for (int d = 1; d <= 6; ++d) {
            const int margin = (a + c.attacker.score()) - (d + c.defender.score());
            const int band = bandOf(c.outcomes, margin);
            if (margin == 0)
                o.tie += 1.0 / 36.0;
            else
                (margin > 0 ? o.attacker : o.defender)[band] += 1.0 / 36.0;
        }
    return o;
}

std::vector<std::string> meleePreviewLines(const GameState& s, const MeleeCheck& c) {
    std::vector<std::string> out;
    if (c.attacker.main < 0 || c.defender.main < 0) return out;
    auto line = [&](const char* role, const MeleeSide& side) {
        return std::string(role) + " " + nameOfUnit(s, side.main) + ": " + sideTerms(s, side) +
               " = " + std::to_string(side.score()) + " + 1D6";
    };
    out.push_back(line("Attacker", c.attacker));
    out.push_back(line("Defender", c.defender));
    if (c.autoLose) {
        out.push_back(c.autoLoseWhy + " (FG-MELEE-5): attacker wins 100% (overrun).");
        return out;
    }
    const MeleeOdds o = meleeOdds(c);
    const int bands = static_cast<int>(o.attacker.size());
    auto wins = [&](const char* who, const std::vector<double>& by, double all) {
        std::string t = std::string(who) + " wins " + percent(all) + " (";
        for (int k = 1; k < bands; ++k)
            t += std::string(k > 1 ? ", " : "") + bandWord(k, bands) + " " + percent(by[k]);
        return t + ")";
    };
    out.push_back(wins("Attacker", o.attacker, o.attackerWins()) + "; tie " + percent(o.tie) +
                  "; " + wins("defender", o.defender, o.defenderWins()) + ".");
    return out;
}

// [SECTION] retreats

RetreatCheck checkRetreat(const GameState& s, int unit, double distance) {
    RetreatCheck r;
    r.unit = unit;
    r.distance = distance;
    const Unit& u = s.units[unit];
    r.front = u.front;
    r.facing = u.facing;
    if (!onTable(u)) return r;
    const Body body = move_detail::bodyOf(u);
    const Pose start = move_detail::poseOf(u);
    const Vec2 back = core::forwardOf(u.facing) * -1.0;
    auto pathOf = [&](double d) {
        return d > 0.0 ? std::vector<Segment>{move_detail::straight(back, d)}
                       : std::vector<Segment>{};
    };
    auto poseAt = [&](double d) { return move_detail::endOf(start, pathOf(d)); };
    const Scene sc(
        s, unit,
        move_detail::boundsOf(move_detail::sweepPath(body, start, pathOf(distance + kClearReach))));
    // Only enemies and impassable ground stop it (FG-D-20): the table's edge
    // does not, and terrain and obstacles are ignored.
    auto stopper = [&](double d) {
        return sc.path(move_detail::sweepPath(body, start, pathOf(d)), nullptr, false);
    };
    double go = distance;
    Finding stop = stopper(go);
    if (stop.hit != Hit::None) {
        double lo = 0.0, hi = go;
        for (int i = 0; i < 30; ++i) {
            const double mid = (lo + hi) / 2.0;
            (stopper(mid).hit == Hit::None ? lo : hi) = mid;
        }
        go = lo;
        r.blocked = true;
        r.blockedBy =
            stop.hit == Hit::Enemy ? "the enemy " + nameOfUnit(s, stop.unit) : "impassable ground";
    }
    auto offTable = [&](double d) {
        for (const Box& b : move_detail::blocksOf(body, poseAt(d)))
            if (!core::geom::insideTable(b, s.battle().map.width, s.battle().map.height))
                return true;
        return false;
    };
    // FG-D-20: ending on a friend it goes on just far enough to end clear;
    // if an enemy or impassable ground stops that, it stops short of the friend.
    auto onUnit = [&](double d) { return sc.end(body, poseAt(d)).hit == Hit::Unit; };
    if (!offTable(go) && onUnit(go)) {
        double further = go;
        bool clear = false;
        if (!r.blocked) {
            for (further = go + kClearStep; further <= go + kClearReach; further += kClearStep) {
                if (stopper(further).hit != Hit::None) break;
                if (offTable(further) || !onUnit(further)) {
                    clear = true;
                    break;
                }
            }
        }
        if (clear) {
            double lo = further - kClearStep, hi = further; // hi is clear
            for (int i = 0; i < 20; ++i) {
                const double mid = (lo + hi) / 2.0;
                (offTable(mid) || !onUnit(mid) ? hi : lo) = mid;
            }
            go = hi;
        } else {
            // Stopped on its way through: back to where it stands clear.
            while (go > 0.0 && onUnit(go))
                go = std::max(0.0, go - kClearStep);
            if (!r.blocked) {
                r.blocked = true;
                r.blockedBy = "the enemy beyond its friends";
            }
        }
    }
    r.moved = go;
    r.leavesTable = offTable(go);
    const Pose end = poseAt(go);
    r.front = end.front;
    r.facing = end.facing;
    sc.path(move_detail::sweepPath(body, start, pathOf(go)), &r.passedThrough, false);
    const std::string who = theUnit(s, unit, true);
    if (r.leavesTable)
        r.text = who + " retreats off the table and is lost (FG-MELEE-4).";
    else if (r.blocked)
        r.text = who + " retreats " + inches(go) + " of " + inches(distance) + ", stopped by " +
                 r.blockedBy + ": it loses one more stand (FG-MELEE-4).";
    else
        r.text = who + " retreats " + inches(go) +
                 (go > distance + 1e-9 ? " (on to end clear of friends)" : "") + ", facing kept.";
    return r;
}

void applyRetreat(GameState& s, const RetreatCheck& r, std::vector<Event>& events) {
    Unit& u = s.units[r.unit];
    if (!onTable(u)) return;
    Move m;
    m.unit = r.unit;
    m.order = Order::Advance; // a plain move: apply keeps its formation
    m.formation = u.formation;
    m.holders = u.holders;
    m.front = r.front;
    m.facing = r.facing;
    m.length = r.moved;
    m.text = r.text;
    const std::size_t told = events.size();
    apply(s, m, events);
    events[told].kind = EventKind::Retreated; // apply's first event tells the move
    // FG-D-20, FG-D-36: friends it passes through are disordered, unless a
    // skirmish screen passes or is passed.
    for (int f : r.passedThrough) {
        if (s.units[f].screenUnit() || s.units[r.unit].screenUnit() || s.units[f].removed) continue;
        if (s.units[f].disordered) continue;
        s.units[f].disordered = true;
        Event e = unitEvent(s, EventKind::PassedThrough, f,
                            theUnit(s, f, true) + " is disordered as the " + nameOfUnit(s, r.unit) +
                                " retreats through it (FG-D-20).");
        e.actor = r.unit;
        events.push_back(std::move(e));
    }
    if (r.leavesTable) {
        removeUnit(s, r.unit, "retreated off the table", events);
    } else if (r.blocked) {
        loseStands(s, r.unit, 1, events);
    }
}

// [SECTION] consolidation

MoveCheck checkConsolidate(const GameState& s, int unit, double distance) {
    if (!move_detail::validUnit(s, unit))
        return move_detail::refused("FG-D-20", "There is no such unit on the table.");
    const std::string who = theUnit(s, unit, true);
    if (std::fabs(distance) > kConsolidate + kTolerance)
        return move_detail::refused("FG-D-20", who + " may consolidate at most " +
                                                   inches(kConsolidate) + ", not " +
                                                   inches(std::fabs(distance)) + ".");
    if (engaged(s, unit))
        return move_detail::refused("FG-D-21",
                                    who + " is engaged in melee: it cannot consolidate.");
    const Unit& u = s.units[unit];
    const Body body = move_detail::bodyOf(u);
    const Pose start = move_detail::poseOf(u);
    const Vec2 dir = core::forwardOf(u.facing) * (distance >= 0.0 ? 1.0 : -1.0);
    const std::vector<Segment> path =
        std::fabs(distance) > 0.0
            ? std::vector<Segment>{move_detail::straight(dir, std::fabs(distance))}
            : std::vector<Segment>{};
    const auto pieces = move_detail::sweepPath(body, start, path);
    const Scene sc(s, unit, move_detail::boundsOf(pieces));
    MoveCheck c;
    Move& m = c.move;
    if (Finding f = sc.path(pieces, &m.passedThrough, true); f.hit != Hit::None)
        return move_detail::refused(f.hit == Hit::Enemy ? "FG-D-20" : "FG-D-36",
                                    who + " cannot consolidate: it " + sc.describe(f) +
                                        (f.hit == Hit::Enemy ? " (never into contact)." : "."));
    const Pose end = move_detail::endOf(start, path);
    if (Finding f = sc.end(body, end); f.hit != Hit::None)
        return move_detail::refused(f.hit == Hit::Enemy ? "FG-D-20" : "FG-D-36",
                                    who + " cannot consolidate: it " + sc.describe(f) + ".");
    m.unit = unit;
    m.order = Order::Advance;
    m.formation = u.formation;
    m.holders = u.holders;
    m.front = end.front;
    m.facing = end.facing;
    m.allowance = kConsolidate;
    m.length = std::fabs(distance);
    m.from = start;
    m.path = path;
    m.text = who + " consolidates " + inches(std::fabs(distance)) +
             (distance >= 0.0 ? " ahead" : " back") + " (FG-MELEE-3).";
    return c;
}

void applyConsolidate(GameState& s, const MoveCheck& c, std::vector<Event>& events) {
    if (!c.ok()) return;
    const std::size_t told = events.size();
    apply(s, c.move, events);
    events[told].kind = EventKind::Consolidated; // apply's first event tells the move
}

// [SECTION] resolution

namespace {

// FG-D-18: melee hits are never saved. Two make a stand; the odd one stays
// on the unit (FG-FIRE-5, as fire keeps it). Returns the stands it lost.
int takeHits(GameState& s, int unit, int hits, const std::string& why, std::vector<Event>& events) {
    Unit& u = s.units[unit];
    if (u.removed || hits <= 0) return 0;
    const int total = u.oddHits + hits;
    const int lose = std::min(total / 2, u.stands);
    u.oddHits = total % 2;
    Event e =
        unitEvent(s, EventKind::OddHit, unit,
                  theUnit(s, unit, true) + " takes " + std::to_string(hits) +
                      (hits == 1 ? " hit" : " hits") + " (" + why + ", never saved, FG-D-18)" +
                      (u.oddHits ? ": it carries an odd hit." : ": no odd hit left."));
    e.value = u.oddHits;
    events.push_back(std::move(e));
    const int before = u.stands;
    loseStands(s, unit, lose, events);
    if (s.units[unit].removed) s.units[unit].oddHits = 0;
    return std::min(lose, before);
}

std::string scoreText(const GameState& s, const char* role, const MeleeSide& side, int die) {
    return theUnit(s, side.main) + " (" + role + ", " + sideTerms(s, side) + " = " +
           std::to_string(side.score()) + ") rolls " + std::to_string(die) + ": " +
           std::to_string(side.score() + die);
}

// The roll as the log tells it, every die and term named; `value` the
// attacker's margin (negative: the defender won).
Event foughtEvent(const GameState& s, const MeleeCheck& c, const MeleeRoll& r) {
    Event e = unitEvent(s, EventKind::MeleeFought, c.attacker.main, "");
    e.actor = c.defender.main;
    e.value = r.margin;
    if (c.autoLose) {
        e.text = "Melee: " + c.autoLoseWhy + " (FG-MELEE-5, FG-D-22); no dice.";
        return e;
    }
    const int bands = static_cast<int>(c.outcomes.size());
    e.dice = {r.attackerDie, r.defenderDie};
    e.text = "Melee (FG-MELEE-2): " + scoreText(s, "attacker", c.attacker, r.attackerDie) + "; " +
             scoreText(s, "defender", c.defender, r.defenderDie) + ". ";
    if (!r.winner)
        e.text += "A tie: both take " + std::to_string(c.outcomes[r.band].loserHits) +
                  " hit and are disordered, and stay locked (FG-MELEE-3).";
    else
        e.text +=
            theUnit(s, *r.winner == c.attacker.side ? c.attacker.main : c.defender.main, true) +
            " wins by " + std::to_string(std::abs(r.margin)) + ": " + bandWord(r.band, bands) +
            " (FG-MELEE-3).";
    return e;
}

// FG-MELEE-3, FG-D-17: the loser's side takes the band's hits on its main
// unit, each of its units already disordered one more, and every one
// retreats disordered the band's distance: the rearmost first, so a unit
// behind is out of the way before the front one comes back through it.
void applyDefeat(GameState& s, const MeleeCheck& c, const MeleeRoll& r, const MeleeSide& loser,
                 std::vector<Event>& events) {
    const MeleeOutcome& row = c.outcomes[r.band];
    const char* band = bandWord(r.band, static_cast<int>(c.outcomes.size()));
    std::vector<bool> wasDisordered;
    for (int u : loser.units)
        wasDisordered.push_back(s.units[u].disordered);
    for (std::size_t k = 0; k < loser.units.size(); ++k) {
        const int u = loser.units[k];
        const int extra = wasDisordered[k] ? 1 : 0;
        const int hits = (u == loser.main ? row.loserHits : 0) + extra;
        const std::string why =
            std::string(band) +
            (extra ? (u == loser.main ? ", +1 already disordered" : ": already disordered") : "");
        takeHits(s, u, hits, why, events);
    }
    std::vector<int> order;
    for (int u : loser.units)
        if (!s.units[u].removed) order.push_back(u);
    const Vec2 ahead = core::forwardOf(s.units[loser.main].facing);
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
        return dot(s.units[x].front, ahead) < dot(s.units[y].front, ahead);
    });
    for (int u : order) {
        if (s.units[u].removed) continue;
        disorder(s, u, "lost the melee (FG-MELEE-3)", events);
        applyRetreat(s, checkRetreat(s, u, row.retreat), events);
    }
}

} // namespace

MeleeResult resolveMelee(GameState& s, const Melee& melee, std::vector<Event>& events) {
    MeleeResult res;
    res.check = meleeCheckOf(s, melee);
    const MeleeCheck& c = res.check;
    // A melee no longer in contact (an earlier melee's retreat took a unit
    // away: callers should take meleesOf afresh after each) is not fought.
    if (c.attacker.main < 0 || c.defender.main < 0 || c.attacker.stands == 0 ||
        c.defender.stands == 0)
        return res;
    res.roll = rollMelee(s.dice, c);
    const MeleeRoll& r = res.roll;
    events.push_back(foughtEvent(s, c, r));

    // Who stands to risk his brigadier (FG-D-23): the regiment he is with
    // now, and its stands, before any loss.
    struct Led {
        int brigade, unit, stands;
    };
    std::vector<Led> led;
    for (int u : melee.units) {
        const Brigade& br = s.brigades[s.units[u].brigade];
        if (!br.leaderGone && br.attached == u)
            led.push_back({s.units[u].brigade, u, s.units[u].stands});
    }

    if (!r.winner) {
        // FG-MELEE-3: a tie: both main units take the hit, every unit of the
        // melee disordered, and they stay locked.
        const int hits = c.outcomes[r.band].loserHits;
        takeHits(s, c.attacker.main, hits, "a tied melee", events);
        takeHits(s, c.defender.main, hits, "a tied melee", events);
        for (int u : melee.units)
            if (!s.units[u].removed) disorder(s, u, "a tied melee (FG-MELEE-3)", events);
    } else {
        const bool attackerWon = *r.winner == c.attacker.side;
        applyDefeat(s, c, r, attackerWon ? c.defender : c.attacker, events);
        // FG-D-20: every winning unit left free may consolidate.
        for (int u : (attackerWon ? c.attacker : c.defender).units)
            if (!s.units[u].removed && !engaged(s, u)) res.consolidate.push_back(u);
    }

    // FG-D-23: one risk roll per brigadier whose regiment lost a stand, a
    // blocked retreat's included: after the whole result.
    for (const Led& l : led)
        if (s.units[l.unit].removed || s.units[l.unit].stands < l.stands)
            leaderRisk(s, l.brigade, events);

    // FG-D-21: momentum, Rebel Yell and cavalry shock count in the first
    // round only; the attacker's mark lasts while it stays engaged.
    for (int u : melee.units) {
        Unit& x = s.units[u];
        x.momentum = false;
        x.charging = false;
        if (x.removed || !engaged(s, u)) x.attacker = false;
    }
    return res;
}

} // namespace guidon::full
