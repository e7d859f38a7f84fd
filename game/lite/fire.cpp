#include "fire.h"

#include "game.h"
#include "movement.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <limits>

namespace guidon::lite {

namespace {

// [SECTION] constants

// Rule distances: each includes its boundary, within kRuleTolerance (types.h).
constexpr double kSmallArms = 6.0;   // LL-FIRE-4: small arms and canister
constexpr double kBombard = 24.0;    // LL-FIRE-4: bombardment in the Lite game
constexpr double kPenetration = 2.0; // LL-FIRE-4: into obstructing terrain
constexpr double kMaxTurn = 45.0;    // LL-FIRE-2
// Half the zone's width, a hair short of 0.5: a base that only touches the
// side of the zone is not in it. Not a rule distance but the strip's edge, so
// it is the geometry's epsilon, not kRuleTolerance.
constexpr double kHalf = 0.5 - 1e-6;
constexpr double kInf = std::numeric_limits<double>::infinity();

std::string unitName(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

// [SECTION] zone geometry
//
// A fire zone is the 1 BW strip ahead of a base's front edge, turned about the
// edge's centre. The target search evaluates it at many angles, so it is done
// with plain projections here rather than through Box2D: a polygon is clipped
// to the strip (and to the ground ahead of the firing line) and the least
// distance along the strip is read off the clipped polygon.

struct Frame {
    Vec2 o;  // centre of the firing base's front edge
    Vec2 d;  // along the zone
    Vec2 n;  // across the zone
    Vec2 d0; // straight ahead of the firing base (the zone never reaches behind its line)
};

Frame frameAt(Vec2 o, double facing, double turn) {
    return {o, forwardOf(facing + turn), rightOf(facing + turn), forwardOf(facing)};
}

// A small convex polygon on the stack: clipping runs millions of times in a
// soak, and heap vectors there cost more than the geometry.
struct Poly {
    Vec2 v[24];
    int n = 0;
};

// Clip a convex polygon by the half-plane dot(p - o, axis) >= offset.
void clipHalf(Poly& poly, Vec2 o, Vec2 axis, double offset) {
    Poly out;
    for (int i = 0; i < poly.n; ++i) {
        Vec2 a = poly.v[i], b = poly.v[(i + 1) % poly.n];
        double da = dot(a - o, axis) - offset, db = dot(b - o, axis) - offset;
        if (da >= 0 && out.n < 24) out.v[out.n++] = a;
        if ((da >= 0) != (db >= 0) && out.n < 24) {
            double t = da / (da - db);
            out.v[out.n++] = a + (b - a) * t;
        }
    }
    poly = out;
}

// The least distance along the zone at which the polygon lies in it, up to
// `reach`; infinity when it is not in the zone.
double entry(const std::vector<Vec2>& poly, const Frame& f, double reach) {
    Poly p;
    for (Vec2 v : poly)
        if (p.n < 24) p.v[p.n++] = v;
    clipHalf(p, f.o, f.d0, 0.0);
    if (p.n >= 3) clipHalf(p, f.o, f.d, 0.0);
    if (p.n >= 3) clipHalf(p, f.o, f.d * -1.0, -reach);
    if (p.n >= 3) clipHalf(p, f.o, f.n, -kHalf);
    if (p.n >= 3) clipHalf(p, f.o, f.n * -1.0, -kHalf);
    if (p.n < 3) return kInf;
    double area = 0.0;
    for (int i = 0; i < p.n; ++i) {
        const Vec2& a = p.v[i];
        const Vec2& b = p.v[(i + 1) % p.n];
        area += a.x * b.y - b.x * a.y;
    }
    if (std::fabs(area) < 2e-9) return kInf;
    double best = kInf;
    for (int i = 0; i < p.n; ++i)
        best = std::min(best, dot(p.v[i] - f.o, f.d));
    return std::max(0.0, best);
}

// The least distance along the zone at which a polyline crosses it.
double crossing(const std::vector<Vec2>& line, const Frame& f, double reach) {
    double best = kInf;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        // Liang-Barsky: clip the segment to the strip.
        Vec2 a = line[i], b = line[i + 1];
        double t0 = 0.0, t1 = 1.0;
        auto clip = [&](Vec2 axis, double lo) { // keep dot(p - o, axis) >= lo
            double pa = dot(a - f.o, axis) - lo, pb = dot(b - f.o, axis) - lo;
            if (pa < 0 && pb < 0) return false;
            if (pa < 0)
                t0 = std::max(t0, pa / (pa - pb));
            else if (pb < 0)
                t1 = std::min(t1, pa / (pa - pb));
            return t0 <= t1;
        };
        if (!clip(f.d0, 0.0) || !clip(f.d, 0.0) || !clip(f.d * -1.0, -reach) ||
            !clip(f.n, -kHalf) || !clip(f.n * -1.0, -kHalf))
            continue;
        Vec2 pa = a + (b - a) * t0, pb = a + (b - a) * t1;
        best = std::min(best, std::min(dot(pa - f.o, f.d), dot(pb - f.o, f.d)));
    }
    return std::max(0.0, best);
}

std::vector<Vec2> zonePolygon(const Frame& f, double length) {
    Vec2 a = f.o - f.n * 0.5, b = f.o + f.n * 0.5;
    return {a + f.d * length, b + f.d * length, b, a};
}

// [SECTION] what a firing base sees

struct Candidate {
    std::vector<Vec2> poly;
    int unit = -1;
    int base = -1;
    bool enemy = false;
};

struct TerrainView {
    const TerrainPiece* piece = nullptr;
    const TerrainType* type = nullptr;
};

// Every base on the table, worked out once per preview.
struct TableBase {
    Vec2 centre;
    std::vector<Vec2> poly;
    int unit = -1;
    int base = -1;
    Side side = Side::Federal;
};

std::vector<TableBase> tableBases(const GameState& s) {
    std::vector<TableBase> out;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& o = s.units[i];
        if (!o.onTable()) continue;
        auto boxes = baseBoxes(o);
        for (std::size_t k = 0; k < boxes.size(); ++k)
            out.push_back({boxes[k].centre,
                           geom::corners({boxes[k].centre, 0.5, 0.5, boxes[k].facing}),
                           static_cast<int>(i), static_cast<int>(k), o.side});
    }
    return out;
}

class Sight {
  public:
    Sight(const GameState& s, const std::vector<TableBase>& all, int unit, int baseIndex,
          const BaseBox& base, bool artillery)
        : s_(s), artillery_(artillery) {
        const Unit& u = s.units[static_cast<std::size_t>(unit)];
        facing_ = u.facing;
        origin_ = base.centre + forwardOf(u.facing) * 0.5;
        range_ = artillery ? kBombard : kSmallArms;
        // The zone is as long as the range and its tolerance: a base whose
        // edge lies exactly at 6 (or 24) BW is in it (LL-FIRE-4). Clipped at
        // the bare range, such a base would leave a sliver of no area.
        length_ = range_ + kRuleTolerance;
        double reach = range_ + 1.5;
        geom::Box own{base.centre, 0.5, 0.5, base.facing};
        std::vector<Vec2> ownPoly = geom::corners(own);
        for (const TableBase& tb : all) {
            {
                if (tb.unit == unit && tb.base == baseIndex) continue;
                if (length(tb.centre - origin_) > reach) continue;
                Candidate c;
                c.poly = tb.poly;
                c.unit = tb.unit;
                c.base = tb.base;
                c.enemy = tb.side != u.side;
                // Behind the firing line, or wholly outside the 45 degree arc
                // (widened by the zone's half width), nothing can be in the zone.
                bool ahead = false, left = true, right = true;
                Vec2 fwd = forwardOf(facing_), side = rightOf(facing_);
                for (Vec2 v : c.poly) {
                    Vec2 r = v - origin_;
                    double along = dot(r, fwd), across = dot(r, side);
                    ahead = ahead || along > 1e-9;
                    double rho = std::max(length(r), 0.5);
                    double slack = std::asin(0.5 / rho) + 1e-3;
                    double bearing = std::atan2(across, along);
                    left = left && bearing < -(kMaxTurn * kPi / 180.0 + slack);
                    right = right && bearing > kMaxTurn * kPi / 180.0 + slack;
                }
                // LL-FIRE-4: range is measured from the firing base's front
                // edge, whichever way the zone turns. A turned zone's far
                // corners lie a little beyond its length from that edge (up
                // to sqrt(6^2 + 0.5^2) BW), and the musket carries no farther
                // for being turned: an enemy base out of range is no target.
                if (c.enemy) {
                    std::vector<Vec2> edge{origin_ - side * 0.5, origin_ + side * 0.5};
                    if (geom::distance(edge, c.poly) > length_) continue;
                }
                if (ahead && !left && !right) cands_.push_back(std::move(c));
            }
        }
        // Terrain that can matter: cover, crests, obstructions within reach.
        // Terrain the firing base itself stands in or touches is its own
        // cover, not something its fire crosses.
        const Battle& b = s.setup->battle;
        geom::Convex ownC{ownPoly, 0.0};
        geom::Aabb ownBox = geom::boundsOf(ownPoly);
        ownBox.grow(0.02);
        std::vector<bool> ownFeature(b.features.size(), false);
        for (const TerrainPiece& t : s.setup->terrain) {
            if (!t.bounds.overlaps(ownBox)) continue;
            if (geom::distance(ownC, t.shape) <= 0.01)
                ownFeature[static_cast<std::size_t>(t.feature)] = true;
        }
        geom::Aabb around;
        around.add(origin_);
        around.grow(reach);
        for (const TerrainPiece& t : s.setup->terrain) {
            if (!t.bounds.overlaps(around) || ownFeature[static_cast<std::size_t>(t.feature)])
                continue;
            const TerrainType& ty = b.terrainTypes[static_cast<std::size_t>(t.type)];
            if (ty.cover || (artillery && ty.obstructsArtillery)) terrain_.push_back({&t, &ty});
        }
        for (std::size_t fi = 0; fi < b.features.size(); ++fi) {
            const TerrainFeature& f = b.features[fi];
            if (f.shape != FeatureShape::Hill || f.crest.size() < 2 || ownFeature[fi]) continue;
            bool crestTouchesBase = false;
            for (std::size_t i = 0; i + 1 < f.crest.size(); ++i) {
                geom::Convex seg{{f.crest[i], f.crest[i + 1]}, 0.0};
                if (!geom::boundsOf(seg.points).overlaps(ownBox)) continue;
                crestTouchesBase = crestTouchesBase || geom::distance(ownC, seg) <= 0.01;
            }
            if (!crestTouchesBase) crests_.push_back(&f.crest);
        }
    }

    double range() const { return range_; }
    Vec2 origin() const { return origin_; }
    double facing() const { return facing_; }

    // How far the zone reaches at this turn: artillery stops 2 BW into
    // obstructing terrain (that boundary included, LL-FIRE-4) and at a crest.
    double reachAt(const Frame& f) const {
        double reach = length_;
        if (!artillery_) return reach;
        for (const TerrainView& t : terrain_) {
            if (!t.type->obstructsArtillery) continue;
            double e =
                entry(t.piece->shape.points.size() >= 3 ? t.piece->shape.points : widen(*t.piece),
                      f, reach);
            if (e < kInf) reach = std::min(reach, e + kPenetration + kRuleTolerance);
        }
        for (const auto* crest : crests_)
            reach = std::min(reach, crossing(*crest, f, reach));
        return reach;
    }

    // The first base the zone touches at this turn.
    struct Hit {
        const Candidate* c = nullptr;
        double along = kInf;
    };
    Hit firstAt(double turn) const {
        Frame f = frameAt(origin_, facing_, turn);
        Hit best;
        for (const Candidate& c : cands_) {
            double a = entry(c.poly, f, length_);
            if (a < best.along - 1e-9 ||
                (std::fabs(a - best.along) <= 1e-9 && best.c && c.enemy && !best.c->enemy)) {
                best.c = &c;
                best.along = a;
            }
        }
        if (best.along == kInf) best.c = nullptr;
        if (best.c && artillery_ && best.along >= reachAt(f))
            best = Hit{}; // beyond an obstruction or a crest
        return best;
    }

    bool touchesAt(const Candidate& c, double turn) const {
        Frame f = frameAt(origin_, facing_, turn);
        // Where it enters does not depend on how far the zone reaches, so
        // the terrain that may shorten the reach is looked at only when needed.
        double a = entry(c.poly, f, length_);
        return a < kInf && (!artillery_ || a < reachAt(f));
    }

    // LL-FIRE-2: straight ahead first; else the smallest turn up to 45
    // degrees either side at which an enemy base is the first one touched;
    // ties go to the nearer.
    //
    // The smallest such turn is where some enemy base first comes into the
    // zone, or where a friend that hid one leaves it. Probes are taken in
    // order of turn: an enemy's entry is only worked out (by bisection) when
    // a cheap lower bound says it could come before the best turn found.
    bool findTarget(double& turn, Hit& hit) const {
        Hit ahead = firstAt(0.0);
        if (ahead.c) {
            turn = 0.0;
            hit = ahead;
            return ahead.c->enemy;
        }
        struct Probe {
            double key = 0.0;             // |turn|, or a lower bound of it
            double angle = 0.0;           // resolved probes: the turn to look at
            const Candidate* c = nullptr; // unresolved: an enemy whose entry is unknown
        };
        std::vector<Probe> probes;
        Vec2 fwd = forwardOf(facing_), right = rightOf(facing_);
        for (const Candidate& c : cands_) {
            if (!c.enemy) continue;
            double minBearing = kInf, nearest = kInf;
            bool pos = false, neg = false;
            for (Vec2 v : c.poly) {
                Vec2 r = v - origin_;
                double bearing = std::atan2(dot(r, right), dot(r, fwd)) * 180.0 / kPi;
                pos = pos || bearing >= 0;
                neg = neg || bearing <= 0;
                minBearing = std::min(minBearing, std::fabs(bearing));
                nearest = std::min(nearest, length(r));
            }
            double rho = std::max(0.5, nearest - 0.75);
            double bound =
                pos && neg
                    ? 0.0
                    : std::max(0.0, minBearing - std::asin(std::min(1.0, 0.5 / rho)) * 180.0 / kPi);
            probes.push_back({bound, 0.0, &c});
        }
        bool found = false;
        auto entryTurn = [&](const Candidate& c, double from, double to, double& at) {
            // The first turn between `from` (not touching) and `to` (touching).
            double lo = from, hi = to;
            for (int i = 0; i < 22; ++i) {
                double mid = (lo + hi) / 2.0;
                if (touchesAt(c, mid))
                    hi = mid;
                else
                    lo = mid;
            }
            at = hi;
        };
        while (!probes.empty()) {
            auto it =
                std::min_element(probes.begin(), probes.end(), [](const Probe& a, const Probe& b) {
                    return a.key < b.key || (a.key == b.key && a.angle < b.angle);
                });
            Probe p = *it;
            probes.erase(it);
            if (found && p.key > std::fabs(turn) + 1e-4) break; // beyond a tie with the best
            if (p.c) {
                // Work out where this enemy base comes into the zone, each side.
                Vec2 centre = (p.c->poly[0] + p.c->poly[2]) * 0.5;
                double ang = std::atan2(dot(centre - origin_, right), dot(centre - origin_, fwd)) *
                             180.0 / kPi;
                for (int side : {-1, 1}) {
                    double far = std::clamp(ang, -kMaxTurn, kMaxTurn);
                    if (far * side <= 0) far = side * kMaxTurn;
                    if (!touchesAt(*p.c, far)) {
                        far = side * kMaxTurn;
                        if (!touchesAt(*p.c, far)) continue;
                    }
                    double at = 0.0;
                    entryTurn(*p.c, 0.0, far, at);
                    probes.push_back({std::fabs(at), at, nullptr});
                }
                continue;
            }
            Hit h = firstAt(p.angle);
            if (!h.c) continue;
            if (h.c->enemy) {
                if (!found || h.along < hit.along) {
                    found = true;
                    turn = p.angle;
                    hit = h;
                }
                continue;
            }
            // A friend hides what lies behind it: look again where it leaves the zone.
            double side = p.angle >= 0 ? 1.0 : -1.0;
            double a = p.angle, b = side * kMaxTurn;
            if (touchesAt(*h.c, b)) continue; // it blocks to the edge of the arc
            for (int i = 0; i < 22; ++i) {
                double mid = (a + b) / 2.0;
                if (touchesAt(*h.c, mid))
                    a = mid;
                else
                    b = mid;
            }
            probes.push_back({std::fabs(b), b, nullptr});
        }
        return found;
    }

    // Does the zone, up to `along`, cross cover or a crest (LL-FIRE-3)?
    std::string crossesCover(double turn, double along) const {
        Frame f = frameAt(origin_, facing_, turn);
        const Battle& b = s_.setup->battle;
        for (const TerrainView& t : terrain_) {
            if (!t.type->cover) continue;
            double e =
                entry(t.piece->shape.points.size() >= 3 ? t.piece->shape.points : widen(*t.piece),
                      f, along);
            if (e < along - 1e-6) {
                const TerrainFeature& feat = b.features[static_cast<std::size_t>(t.piece->feature)];
                return feat.name.empty() ? t.type->name : feat.name;
            }
        }
        for (const auto* crest : crests_)
            if (crossing(*crest, f, along) < along - 1e-6) return "the crest of a hill";
        return "";
    }

  private:
    // A linear feature's joint disc, as a polygon, for the projections.
    static std::vector<Vec2> widen(const TerrainPiece& p) {
        std::vector<Vec2> out;
        Vec2 c = p.shape.points[0];
        double r = p.shape.radius;
        for (int i = 0; i < 8; ++i) {
            double a = i * kPi / 4.0;
            out.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
        }
        return out;
    }

    const GameState& s_;
    bool artillery_;
    double facing_ = 0.0;
    Vec2 origin_;
    double range_ = 0.0;
    double length_ = 0.0; // the zone's length: the range and its tolerance
    std::vector<Candidate> cands_;
    std::vector<TerrainView> terrain_;
    std::vector<const std::vector<Vec2>*> crests_;
};

// [SECTION] modifiers

bool inTerrain(const GameState& s, const Unit& u, bool (*test)(const TerrainType&, UnitType)) {
    const Battle& b = s.setup->battle;
    for (const auto& box : footprint(u)) {
        geom::Convex c{geom::corners(box), 0.0};
        geom::Aabb bb = geom::boundsOf(c.points);
        for (const TerrainPiece& t : s.setup->terrain) {
            if (!t.bounds.overlaps(bb)) continue;
            if (!test(b.terrainTypes[static_cast<std::size_t>(t.type)], u.type)) continue;
            if (geom::sharesArea(c, t.shape)) return true;
        }
    }
    return false;
}

bool baseIn(const GameState& s, const BaseBox& base, bool (*test)(const TerrainType&)) {
    const Battle& b = s.setup->battle;
    geom::Convex c{geom::corners({base.centre, 0.5, 0.5, base.facing}), 0.0};
    geom::Aabb bb = geom::boundsOf(c.points);
    for (const TerrainPiece& t : s.setup->terrain) {
        if (!t.bounds.overlaps(bb) || !test(b.terrainTypes[static_cast<std::size_t>(t.type)]))
            continue;
        if (geom::sharesArea(c, t.shape)) return true;
    }
    return false;
}

bool isWater(const TerrainType& t) {
    return t.water;
}
bool isCover(const TerrainType& t) {
    return t.cover;
}
bool isDifficult(const TerrainType& t, UnitType u) {
    return difficultFor(t, u);
}

// LL-FIRE-5: the firing base stands behind the line of the target's front edge.
bool enfiladed(const Unit& target, Vec2 firingBaseCentre) {
    return dot(firingBaseCentre - target.front, forwardOf(target.facing)) < -1e-9;
}

const CardDef* modifierCard(const GameState& s) {
    if (s.phase.phase != Phase::Fire || s.phase.modifier < 0) return nullptr;
    return &s.card(s.active, s.phase.modifier);
}

bool armMatches(const Effect& e, UnitType t) {
    return e.arm == Arm::Any || (e.arm == Arm::Infantry) == (t == UnitType::Infantry);
}

// Fire cards in force for the active side's fire: its modifier, and the
// passive side's interrupts.
std::vector<const CardDef*> fireCards(const GameState& s) {
    std::vector<const CardDef*> out;
    if (const CardDef* m = modifierCard(s)) out.push_back(m);
    for (const ActiveEffect& a : s.effects)
        if (a.by != s.active) out.push_back(&s.setup->cards[static_cast<std::size_t>(a.card)]);
    return out;
}

void applyModifiers(const GameState& s, const Unit& firer, const Unit& target, const BaseBox& base,
                    const BaseBox& tbase, BaseShot& shot) {
    if (!shot.volley) {
        shot.need = 6; // the note saying why is already there
        return;
    }
    int mod = 0;
    bool dense = target.dense();
    bool enf = enfiladed(target, base.centre);
    if (dense || enf) {
        ++mod; // one +1 even when both hold
        shot.notes.push_back(dense && enf ? "+1 dense and enfiladed (once)"
                             : dense      ? "+1 dense target"
                                          : "+1 enfilade");
    }
    if (firer.type == UnitType::Artillery && baseIn(s, tbase, isCover)) {
        --mod;
        shot.notes.push_back("-1 artillery against a target in cover");
    }
    if (inTerrain(s, firer, isDifficult)) {
        --mod;
        shot.notes.push_back("-1 volleying from difficult terrain");
    }
    for (const CardDef* c : fireCards(s)) {
        if (c->effect.kind != EffectKind::ToHitModifier || !armMatches(c->effect, firer.type))
            continue;
        mod += c->effect.amount;
        shot.notes.push_back((c->effect.amount > 0 ? "+" : "") + std::to_string(c->effect.amount) +
                             " " + c->name);
    }
    shot.modifier = mod;
    shot.need = 4 - mod;
}

// [SECTION] the preview

struct GunLook {
    BaseShot shot;
    Sight::Hit hit;
};

} // namespace

double hitChance(const BaseShot& shot) {
    if (shot.target < 0 || shot.dice <= 0) return 0.0;
    if (!shot.volley) return 1.0 / 6.0;
    int need = std::clamp(shot.need, 1, 7);
    return (7 - need) / 6.0;
}

FirePreview previewFire(const GameState& s) {
    return previewFireOf(s, -1);
}

FirePreview previewFireOf(const GameState& s, int only) {
    FirePreview out;
    Side side = s.active;
    const std::vector<TableBase> all = tableBases(s);
    for (std::size_t ui = 0; ui < s.units.size(); ++ui) {
        const Unit& u = s.units[ui];
        if (u.side != side || !u.onTable()) continue;
        if (only >= 0 && static_cast<int>(ui) != only) continue;
        bool art = u.type == UnitType::Artillery;
        if (art && u.limbered) continue; // only unlimbered guns fire (LL-FIRE-1)
        auto bases = baseBoxes(u);
        std::vector<GunLook> looks;
        std::string held; // a card that forbids this unit to fire this phase
        for (const ActiveEffect& a : s.effects)
            if (a.effect.kind == EffectKind::UnitMayNotFire && a.unit == static_cast<int>(ui))
                held = s.setup->cards[static_cast<std::size_t>(a.card)].name;
        for (std::size_t bi = 0; bi < bases.size(); ++bi) {
            const BaseBox& base = bases[bi];
            if (!art && base.rank != 0) continue; // front rank only
            BaseShot shot;
            shot.unit = static_cast<int>(ui);
            shot.base = static_cast<int>(bi);
            shot.origin = base.centre + forwardOf(u.facing) * 0.5;
            if (!held.empty() || baseIn(s, base, isWater)) { // a card, or LL-TERRAIN-2
                shot.noShot =
                    held.empty() ? "stands in water" : "may not fire this phase (" + held + ")";
                shot.zone = zonePolygon(frameAt(shot.origin, u.facing, 0), 0.0);
                looks.push_back({shot, {}});
                continue;
            }
            Sight sight(s, all, static_cast<int>(ui), static_cast<int>(bi), base, art);
            double turn = 0.0;
            Sight::Hit hit;
            if (!sight.findTarget(turn, hit)) {
                shot.noShot = hit.c ? "a friend blocks the zone" : "no enemy in its zone";
                Frame f = frameAt(shot.origin, u.facing, 0);
                shot.zone = zonePolygon(f, hit.c ? hit.along : sight.reachAt(f));
                looks.push_back({shot, {}});
                continue;
            }
            shot.turn = turn;
            shot.target = hit.c->unit;
            shot.targetBase = hit.c->base;
            shot.range = hit.along;
            shot.zone = zonePolygon(frameAt(shot.origin, u.facing, turn), hit.along);
            std::string cover = sight.crossesCover(turn, hit.along);
            shot.volley = cover.empty();
            if (!shot.volley) shot.notes.push_back("skirmish (6s only): the zone crosses " + cover);
            looks.push_back({shot, hit});
        }
        // Range and kind (LL-FIRE-4).
        if (!art) {
            for (GunLook& g : looks) {
                if (g.shot.target < 0) continue;
                if (g.shot.range > kSmallArms + kRuleTolerance) {
                    g.shot.noShot = "target beyond 6 BW";
                    g.shot.target = -1;
                    continue;
                }
                g.shot.kind = ShotKind::Musketry;
                g.shot.dice = 1;
            }
        } else {
            bool shortRange = std::any_of(looks.begin(), looks.end(), [](const GunLook& g) {
                return g.shot.target >= 0 && g.shot.range <= kSmallArms + kRuleTolerance;
            });
            if (shortRange) {
                // Canister: every gun with a target in short range; the others hold.
                for (GunLook& g : looks) {
                    if (g.shot.target < 0) continue;
                    if (g.shot.range > kSmallArms + kRuleTolerance) {
                        g.shot.noShot =
                            "the battery must fire canister at the enemy in short range";
                        g.shot.target = -1;
                        continue;
                    }
                    g.shot.kind = ShotKind::Canister;
                    g.shot.dice = 2;
                    g.shot.notes.push_back("canister: two dice");
                }
            } else {
                // Bombard: all guns at one unit, the player's choice where several qualify.
                BombardChoice choice;
                choice.battery = static_cast<int>(ui);
                std::vector<std::pair<int, int>> counts; // unit, guns
                for (const GunLook& g : looks) {
                    if (g.shot.target < 0) continue;
                    auto it = std::find_if(counts.begin(), counts.end(),
                                           [&](auto& c) { return c.first == g.shot.target; });
                    if (it == counts.end())
                        counts.push_back({g.shot.target, 1});
                    else
                        ++it->second;
                }
                std::stable_sort(counts.begin(), counts.end(),
                                 [](auto& a, auto& b) { return a.second > b.second; });
                for (auto& c : counts)
                    choice.targets.push_back(c.first);
                if (!choice.targets.empty()) {
                    choice.chosen = choice.targets.front();
                    for (auto& [battery, target] : s.fire.bombard)
                        if (battery == choice.battery &&
                            std::find(choice.targets.begin(), choice.targets.end(), target) !=
                                choice.targets.end())
                            choice.chosen = target;
                    if (choice.targets.size() > 1) out.bombard.push_back(choice);
                    // Every gun fires at the chosen unit: at the base its own zone finds there, or
                    // at the chosen unit's nearest base when its zone finds another unit.
                    const GunLook* leadLook = nullptr;
                    for (const GunLook& g : looks)
                        if (g.shot.target == choice.chosen &&
                            (!leadLook || g.shot.range < leadLook->shot.range))
                            leadLook = &g;
                    const BaseShot lead =
                        leadLook->shot; // a copy: the loop below changes the looks
                    for (GunLook& g : looks) {
                        if (g.shot.noShot == "stands in water") continue;
                        if (g.shot.target != choice.chosen) {
                            g.shot.target = choice.chosen;
                            g.shot.targetBase = lead.targetBase;
                            g.shot.range = lead.range;
                            g.shot.volley = lead.volley;
                            g.shot.notes = lead.notes;
                            g.shot.noShot.clear();
                            g.shot.notes.push_back("concentrates on the battery's target");
                        }
                        g.shot.kind = ShotKind::Bombard;
                        g.shot.dice = 1;
                        g.shot.notes.push_back("bombard");
                    }
                }
            }
        }
        for (GunLook& g : looks) {
            if (g.shot.target >= 0 && g.shot.kind != ShotKind::Bombard) {
                for (const CardDef* c : fireCards(s)) {
                    if (c->effect.kind != EffectKind::ExtraFireDice ||
                        !armMatches(c->effect, u.type))
                        continue;
                    g.shot.dice += c->effect.amount;
                    g.shot.notes.push_back("+" + std::to_string(c->effect.amount) +
                                           " die: " + c->name);
                }
            }
            if (g.shot.target >= 0) {
                const Unit& t = s.units[static_cast<std::size_t>(g.shot.target)];
                auto tb = baseBoxes(t);
                const BaseBox& tbase = tb[static_cast<std::size_t>(std::max(0, g.shot.targetBase))];
                applyModifiers(s, u, t, bases[static_cast<std::size_t>(g.shot.base)], tbase,
                               g.shot);
                g.shot.hitChance = hitChance(g.shot);
            }
            out.shots.push_back(std::move(g.shot));
        }
    }
    for (const BaseShot& sh : out.shots) {
        if (sh.target < 0) continue;
        auto it = std::find_if(out.targets.begin(), out.targets.end(),
                               [&](const TargetSummary& t) { return t.unit == sh.target; });
        if (it == out.targets.end()) {
            TargetSummary t;
            t.unit = sh.target;
            t.loseBaseChance = 1.0; // holds the product of misses until the end
            out.targets.push_back(t);
            it = out.targets.end() - 1;
        }
        it->dice += sh.dice;
        it->expectedHits += sh.dice * sh.hitChance;
        for (int k = 0; k < sh.dice; ++k)
            it->loseBaseChance *= 1.0 - sh.hitChance / 2.0;
    }
    for (TargetSummary& t : out.targets)
        t.loseBaseChance = 1.0 - t.loseBaseChance;
    std::sort(out.targets.begin(), out.targets.end(),
              [](auto& a, auto& b) { return a.unit < b.unit; });
    return out;
}

// [SECTION] losses (LL-LOSS 1-3)

namespace {

Unit reformed(const Unit& u, int count, int files, int anchor) {
    Unit v = u;
    v.bases = std::max(0, u.bases - count);
    if (v.bases == 0) return v;
    int oldWidth = u.shownFiles();
    if (u.type == UnitType::Infantry)
        v.files = files;
    else
        v.files = v.bases;
    int newWidth = v.shownFiles();
    Vec2 right = rightOf(u.facing);
    double shift = (oldWidth - newWidth) / 2.0;
    if (anchor < 0)
        v.front = u.front - right * shift;
    else if (anchor > 0)
        v.front = u.front + right * shift;
    return v;
}

} // namespace

std::string checkLossFormation(const GameState& s, int unit, int count, int files, int anchor) {
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    int left = u.bases - count;
    if (u.type == UnitType::Infantry && left <= 1) return ""; // broken: nothing to choose
    if (u.type == UnitType::Artillery && left <= 0) return "";
    if (anchor < -1 || anchor > 1) return "the flank to keep is left, centre or right";
    if (u.type == UnitType::Infantry && (files < 1 || files > std::min(u.shownFiles(), left)))
        return "the unit may re-form 1 to " + std::to_string(std::min(u.shownFiles(), left)) +
               " files wide";
    if (u.type == UnitType::Artillery && u.limbered && anchor != 0)
        return "a limber has no flank to keep";
    Unit v = reformed(u, count, files, anchor);
    // The new formation must stand legally: on the table, on no other base.
    const Battle& b = s.setup->battle;
    for (const auto& box : footprint(v)) {
        if (!geom::insideTable(box, b.width, b.height))
            return "that formation would leave the table";
        geom::Convex c{geom::corners(box), 0.0};
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            if (static_cast<int>(i) == unit || !s.units[i].onTable()) continue;
            for (const auto& ob : footprint(s.units[i]))
                if (geom::sharesArea(c, {geom::corners(ob), 0.0}))
                    return "that formation would stand on " + unitName(s.units[i]);
        }
    }
    return "";
}

int removeBases(GameState& s, int unit, int count, int files, int anchor,
                std::vector<Event>& events) {
    Unit& u = s.units[static_cast<std::size_t>(unit)];
    count = std::min(count, u.bases);
    if (count <= 0) return 0;
    if (files <= 0)
        files = std::min(u.shownFiles(), u.bases - count); // default: from the rear rank
    int removed = count;
    Unit next = reformed(u, count, std::max(1, files), anchor);
    bool broken = next.bases == 0 || (next.type == UnitType::Infantry && next.bases <= 1);
    if (broken) {
        removed = u.bases; // LL-LOSS-2: the last infantry base goes too
        next.bases = 0;
        next.broken = true;
    }
    u = next;
    s.side(u.side).basesLost += removed; // LL-LOSS-3
    Event e;
    e.kind = EventKind::BasesRemoved;
    e.side = u.side;
    e.unit = unit;
    e.value = removed;
    e.text = unitName(u) + " loses " + std::to_string(removed) +
             (removed == 1 ? " base" : " bases") +
             (broken ? " and is broken." : " (" + std::to_string(u.bases) + " left).");
    events.push_back(e);
    return removed;
}

bool loseBases(GameState& s, int unit, int count, std::vector<Event>& events) {
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    if (!u.onTable() || count <= 0) return false;
    bool fatal = u.type == UnitType::Infantry ? u.bases - count <= 1 : u.bases - count <= 0;
    bool choice =
        !fatal && (u.type == UnitType::Infantry ? u.shownFiles() > 1 : !u.limbered && u.bases > 1);
    if (!choice) {
        removeBases(s, unit, count, 0, 0, events);
        return false;
    }
    s.loss.side = u.side;
    s.loss.unit = unit;
    s.loss.count = count;
    s.step = Step::Losses;
    return true;
}

// [SECTION] resolution

void resolveFire(GameState& s, std::vector<Event>& events) {
    FirePreview p = previewFire(s);
    s.fire.resolving = true;
    s.fire.hits.clear();
    s.fire.next = 0;
    s.fire.stage = 0;
    s.fire.fired.clear();
    // Roll unit by unit, in unit order, and explain each roll.
    std::size_t i = 0;
    while (i < p.shots.size()) {
        int firer = p.shots[i].unit;
        // Gather this unit's shots per target.
        std::vector<const BaseShot*> mine;
        while (i < p.shots.size() && p.shots[i].unit == firer)
            mine.push_back(&p.shots[i++]);
        std::vector<int> targets;
        for (const BaseShot* sh : mine)
            if (sh->target >= 0 &&
                std::find(targets.begin(), targets.end(), sh->target) == targets.end())
                targets.push_back(sh->target);
        const Unit& fu = s.units[static_cast<std::size_t>(firer)];
        for (int t : targets) {
            Event e;
            e.kind = EventKind::FireRolled;
            e.side = fu.side;
            e.unit = t;
            e.actor = firer;
            int hits = 0;
            int group = 0;
            std::string detail;
            for (const BaseShot* sh : mine) {
                if (sh->target != t) continue;
                std::string rolls;
                for (int k = 0; k < sh->dice; ++k) {
                    int die = s.dice.d6();
                    e.dice.push_back(die);
                    bool hit =
                        sh->volley ? die + sh->modifier >= 4 : die == 6; // LL-FIRE-3, LL-FIRE-5
                    e.marks.push_back({sh->volley ? std::max(1, sh->need) : 6, hit, group});
                    hits += hit ? 1 : 0;
                    rolls += (rolls.empty() ? "" : ",") + std::to_string(die) + (hit ? "*" : "");
                }
                std::string why = sh->volley
                                      ? "needs " + std::to_string(std::max(1, sh->need)) + "+"
                                      : "needs a 6";
                for (const std::string& n : sh->notes)
                    why += "; " + n;
                detail += (detail.empty() ? "" : " | ") + rolls + " (" + why + ")";
                ++group;
            }
            const char* verb =
                fu.type == UnitType::Artillery
                    ? (std::any_of(mine.begin(), mine.end(),
                                   [](const BaseShot* sh) { return sh->kind == ShotKind::Bombard; })
                           ? " bombards "
                           : " fires canister at ")
                    : " fires at ";
            e.value = hits;
            e.text = unitName(fu) + verb + unitName(s.units[static_cast<std::size_t>(t)]) + ": " +
                     detail + " -> " + std::to_string(hits) + (hits == 1 ? " hit." : " hits.");
            events.push_back(e);
            if (fu.type == UnitType::Infantry &&
                std::find(s.fire.fired.begin(), s.fire.fired.end(), firer) == s.fire.fired.end())
                s.fire.fired.push_back(firer);
            if (hits == 0) continue;
            auto it = std::find_if(s.fire.hits.begin(), s.fire.hits.end(),
                                   [&](const UnitHits& h) { return h.unit == t; });
            if (it == s.fire.hits.end())
                s.fire.hits.push_back({t, hits});
            else
                it->hits += hits;
        }
    }
    std::sort(s.fire.hits.begin(), s.fire.hits.end(),
              [](auto& a, auto& b) { return a.unit < b.unit; });
    continueFire(s, events);
}

void continueFire(GameState& s, std::vector<Event>& events) {
    while (s.fire.next < s.fire.hits.size()) {
        UnitHits& h = s.fire.hits[s.fire.next];
        Unit& u = s.units[static_cast<std::size_t>(h.unit)];
        if (s.fire.stage == 0) {
            s.fire.stage = 1;
            s.morale.saved = -1;
            // LL-FIRE-6: up to two cards; the last hit cannot be removed.
            if (h.hits >= 2 && !s.side(u.side).hand.empty()) {
                requestMorale(s, u.side, h.unit, 2, h.hits - 1, events);
                return;
            }
        }
        if (s.fire.stage == 1) {
            int saved = s.morale.unit == h.unit && s.morale.saved > 0 ? s.morale.saved : 0;
            int left = h.hits - saved;
            Event e;
            e.kind = EventKind::KillsRolled;
            e.side = s.active;
            e.unit = h.unit;
            int kills = 0;
            for (int k = 0; k < left; ++k) {
                int die = s.dice.d6();
                e.dice.push_back(die);
                e.marks.push_back({4, die >= 4, 0});
                kills += die >= 4 ? 1 : 0;
            }
            e.value = kills;
            std::string rolls;
            for (int d : e.dice)
                rolls += (rolls.empty() ? "" : ",") + std::to_string(d);
            e.text = unitName(u) + ": " + std::to_string(h.hits) +
                     (h.hits == 1 ? " hit" : " hits") +
                     (saved > 0 ? ", " + std::to_string(saved) + " removed by morale" : "") +
                     "; kill rolls " + rolls + " (4+) -> " + std::to_string(kills) +
                     (kills == 1 ? " base lost." : " bases lost.");
            events.push_back(e);
            s.fire.stage = 2;
            if (kills > 0 && loseBases(s, h.unit, kills, events)) return;
        }
        s.fire.stage = 0;
        ++s.fire.next;
    }
    // LL-FIRE-7: smoke on every infantry unit that fired.
    for (int f : s.fire.fired) {
        Unit& u = s.units[static_cast<std::size_t>(f)];
        if (u.onTable()) u.smoke = true;
    }
    s.fire = FireState{};
    s.step = Step::CommandChoice;
}

} // namespace guidon::lite
