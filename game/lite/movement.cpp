#include "movement.h"

#include "event.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>
#include <optional>

namespace guidon::lite {

namespace {

// [SECTION] constants and small helpers

// The geometry's epsilons: when shapes touch, how fine a sweep is, rounding.
// None of them is a rule distance (those use kRuleTolerance, types.h).
constexpr double kContact = 1e-4; // closer than this to an enemy base is touching it
constexpr double kBulge = 2.5e-4; // farthest a wheel step's cover lies outside the true arc
constexpr double kEdge = 1e-7;    // rounding allowed at the table edge
constexpr double kEps = 1e-9;     // rounding of angles and of "more than 0"

// Rule distances, each with its boundary included within kRuleTolerance.
constexpr double kDisorderRange = 6.0; // LL-MOVE-4, LL-MOVE-5: within 6 BW of the enemy
constexpr double kGuidonShift = 2.0;   // LL-MOVE-5: a flank edge moves at most 2 BW by guidon
constexpr double kProlong = 1.0;       // LL-MOVE-1: unlimbered guns prolong up to 1 BW
constexpr int kMaxSegments = 24;

std::string bw(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", std::fabs(v) < 0.005 ? 0.0 : v);
    std::string s = buf;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

std::string unitName(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

Vec2 rotateAbout(Vec2 p, Vec2 c, double deg) {
    // Clockwise on the table (y grows downward), like facings.
    double r = deg * kPi / 180.0;
    double cs = std::cos(r), sn = std::sin(r);
    Vec2 d = p - c;
    return {c.x + d.x * cs - d.y * sn, c.y + d.x * sn + d.y * cs};
}

Unit placed(const Unit& u, Pose p) {
    Unit v = u;
    v.front = p.front;
    v.facing = p.facing;
    return v;
}

Pose poseOf(const Unit& u) {
    return {u.front, u.facing};
}

Vec2 wheelPivot(const Unit& u, Pose p, double angle) {
    // Wheel right pivots on the right front corner, left on the left one.
    Vec2 r = rightOf(p.facing) * (u.width() / 2.0);
    return angle > 0 ? p.front + r : p.front - r;
}

// The pose after fraction t of segment s, starting from p.
Pose along(const Unit& u, Pose p, const MoveSegment& s, double t) {
    if (s.kind == SegmentKind::Wheel) {
        Vec2 pivot = wheelPivot(u, p, s.angle);
        return {rotateAbout(p.front, pivot, s.angle * t), p.facing + s.angle * t};
    }
    return {p.front + forwardOf(p.facing + s.angle) * (s.distance * t), p.facing};
}

double segmentCost(const Unit& u, const MoveSegment& s) {
    // LL-MOVE-2: a wheel costs the arc of the outer front corner.
    if (s.kind == SegmentKind::Wheel) return u.width() * std::fabs(s.angle) * kPi / 180.0;
    return s.distance;
}

geom::Convex convexOf(const geom::Box& b) {
    return {geom::corners(b), 0.0};
}

struct Piece {
    geom::Convex shape;
    geom::Aabb bounds;
};

Piece pieceOf(geom::Convex c) {
    Piece p;
    p.bounds = geom::boundsOf(c.points);
    p.bounds.grow(c.radius + kContact);
    p.shape = std::move(c);
    return p;
}

// The ground swept by the unit over [t0, t1] of a segment, as convex pieces.
void sweep(const Unit& u, Pose p, const MoveSegment& s, double t0, double t1,
           std::vector<Piece>& out) {
    Pose a = along(u, p, s, t0);
    if (s.kind != SegmentKind::Wheel) {
        Pose b = along(u, p, s, t1);
        auto fa = footprint(placed(u, a));
        auto fb = footprint(placed(u, b));
        for (std::size_t i = 0; i < fa.size(); ++i) {
            std::vector<Vec2> pts = geom::corners(fa[i]);
            auto cb = geom::corners(fb[i]);
            pts.insert(pts.end(), cb.begin(), cb.end());
            out.push_back(pieceOf({geom::convexHull(pts), 0.0}));
        }
        return;
    }
    // A wheel step: every point of the unit runs along an arc about the
    // pivot, and each arc lies in the triangle of its chord and the point
    // where the tangents at its ends meet. Those tangent points are the unit
    // turned to mid-step and pushed out from the pivot by 1/cos(step/2), so
    // the hull of the two end positions and that pushed-out copy covers the
    // whole sweep: exactly at the pivot, and at most kBulge beyond the arcs
    // elsewhere (never sideways or behind, where a skin would reach).
    Vec2 pivot = wheelPivot(u, p, s.angle);
    double reach = 0.0;
    for (const auto& box : footprint(placed(u, a)))
        for (Vec2 c : geom::corners(box))
            reach = std::max(reach, length(c - pivot));
    double span = std::fabs(s.angle * (t1 - t0)) * kPi / 180.0;
    double step = reach > kEps ? 2.0 * std::acos(1.0 / (1.0 + kBulge / reach)) : span;
    int n = std::max(1, static_cast<int>(std::ceil(span / std::max(step, 1e-6))));
    double dt = (t1 - t0) / n;
    double grow = 1.0 / std::cos(span / n / 2.0);
    for (int i = 0; i < n; ++i) {
        auto fa = footprint(placed(u, along(u, p, s, t0 + dt * i)));
        auto fm = footprint(placed(u, along(u, p, s, t0 + dt * (i + 0.5))));
        auto fb = footprint(placed(u, along(u, p, s, t0 + dt * (i + 1))));
        for (std::size_t k = 0; k < fa.size(); ++k) {
            std::vector<Vec2> pts = geom::corners(fa[k]);
            auto cb = geom::corners(fb[k]);
            pts.insert(pts.end(), cb.begin(), cb.end());
            for (Vec2 c : geom::corners(fm[k]))
                pts.push_back(pivot + (c - pivot) * grow);
            std::vector<Vec2> hull = geom::convexHull(pts);
            // Box2D takes at most 8 vertices: cut a larger hull along a chord
            // into two convex halves.
            if (hull.size() <= 8) {
                out.push_back(pieceOf({hull, 0.0}));
            } else {
                std::size_t m = hull.size() / 2;
                out.push_back(
                    pieceOf({std::vector<Vec2>(hull.begin(),
                                               hull.begin() + static_cast<std::ptrdiff_t>(m) + 1),
                             0.0}));
                std::vector<Vec2> rest(hull.begin() + static_cast<std::ptrdiff_t>(m), hull.end());
                rest.push_back(hull[0]);
                out.push_back(pieceOf({rest, 0.0}));
            }
        }
    }
}

// [SECTION] the checker: one unit against everything else on the table

enum class Hit : std::uint8_t { None, Table, Enemy, Impassable, Friend, Difficult, EndsOnBase };

struct Finding {
    Hit hit = Hit::None;
    int unit = -1;    // the other unit
    int feature = -1; // the terrain feature
};

struct Obstacle {
    geom::Convex shape;
    geom::Aabb bounds;
    int unit = -1;
    bool enemy = false;
};

class Checker {
  public:
    Checker(const GameState& s, int unit, int twoCards = -1)
        : s_(s), u_(s.units[static_cast<std::size_t>(unit)]) {
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            const Unit& o = s.units[i];
            if (static_cast<int>(i) == unit || !o.onTable()) continue;
            for (const auto& box : footprint(o)) {
                Obstacle ob;
                ob.shape = convexOf(box);
                ob.bounds = geom::boundsOf(ob.shape.points);
                ob.unit = static_cast<int>(i);
                ob.enemy = o.side != u_.side;
                obstacles_.push_back(std::move(ob));
            }
        }
        twoCards_ = twoCards < 0 ? s.phase.twoCards() : twoCards != 0;
    }

    const Unit& unit() const { return u_; }
    bool twoCards() const { return twoCards_; }

    // The first problem the pieces meet, in path order. Friends and difficult
    // terrain are problems only in a one-card phase; in a two-card phase they
    // are noted instead.
    Finding scan(const std::vector<Piece>& pieces, bool& friends, int& difficult,
                 bool pathOnly = true) const {
        const Battle& b = s_.setup->battle;
        for (const Piece& p : pieces) {
            double r = p.shape.radius;
            for (Vec2 c : p.shape.points)
                if (c.x - r < -kEdge || c.y - r < -kEdge || c.x + r > b.width + kEdge ||
                    c.y + r > b.height + kEdge)
                    return {Hit::Table, -1, -1};
            for (const Obstacle& o : obstacles_) {
                if (!o.bounds.overlaps(p.bounds)) continue;
                if (o.enemy) {
                    if (geom::distance(p.shape, o.shape) <= kContact)
                        return {Hit::Enemy, o.unit, -1};
                } else if (geom::sharesArea(p.shape, o.shape)) {
                    if (!twoCards_) return {Hit::Friend, o.unit, -1};
                    friends = true;
                }
            }
            for (const TerrainPiece& t : s_.setup->terrain) {
                if (!t.bounds.overlaps(p.bounds)) continue;
                const TerrainType& type = b.terrainTypes[static_cast<std::size_t>(t.type)];
                bool diff = difficultFor(type, u_.type);
                if (!type.impassable && !diff) continue;
                if (!geom::sharesArea(p.shape, t.shape)) continue;
                if (type.impassable) return {Hit::Impassable, -1, t.feature};
                if (!twoCards_ && pathOnly) return {Hit::Difficult, -1, t.feature};
                if (difficult < 0) difficult = t.feature;
            }
        }
        return {};
    }

    // Where the unit ends: never on any base (LL-MOVE-6).
    Finding endsOn(const Unit& at) const {
        for (const auto& box : footprint(at)) {
            geom::Convex c = convexOf(box);
            geom::Aabb bb = geom::boundsOf(c.points);
            for (const Obstacle& o : obstacles_)
                if (o.bounds.overlaps(bb) && geom::sharesArea(c, o.shape))
                    return {Hit::EndsOnBase, o.unit, -1};
        }
        return {};
    }

    // The pieces of a standing footprint (formation changes).
    static std::vector<Piece> standing(const Unit& at) {
        std::vector<Piece> out;
        for (const auto& box : footprint(at))
            out.push_back(pieceOf(convexOf(box)));
        return out;
    }

    double nearestEnemy(const Unit& at) const {
        double best = 1e300;
        for (const auto& box : footprint(at)) {
            geom::Convex c = convexOf(box);
            for (const Obstacle& o : obstacles_)
                if (o.enemy) best = std::min(best, geom::distance(c, o.shape));
        }
        return best;
    }

    bool inDifficult(const Unit& at) const {
        const Battle& b = s_.setup->battle;
        for (const Piece& p : standing(at))
            for (const TerrainPiece& t : s_.setup->terrain) {
                if (!t.bounds.overlaps(p.bounds)) continue;
                if (!difficultFor(b.terrainTypes[static_cast<std::size_t>(t.type)], at.type))
                    continue;
                if (geom::sharesArea(p.shape, t.shape)) return true;
            }
        return false;
    }

    std::string describe(const Finding& f) const {
        const Battle& b = s_.setup->battle;
        auto other = [&] { return unitName(s_.units[static_cast<std::size_t>(f.unit)]); };
        auto terrain = [&] {
            const TerrainFeature& feat = b.features[static_cast<std::size_t>(f.feature)];
            std::string n = b.terrainTypes[static_cast<std::size_t>(feat.type)].name;
            return feat.name.empty() ? n : feat.name + " (" + n + ")";
        };
        switch (f.hit) {
        case Hit::Table:
            return "would leave the table";
        case Hit::Enemy:
            return "would touch the enemy " + other();
        case Hit::Impassable:
            return "would enter impassable " + terrain();
        case Hit::Friend:
            return "would pass through " + other();
        case Hit::Difficult:
            return "would enter difficult " + terrain();
        case Hit::EndsOnBase:
            return "would end on the bases of " + other();
        case Hit::None:
            break;
        }
        return "";
    }

  private:
    const GameState& s_;
    const Unit& u_;
    std::vector<Obstacle> obstacles_;
    bool twoCards_ = false;
};

Refusal refusalFor(const Checker& ck, const Finding& f, Vec2 at) {
    Refusal r;
    r.hasPoint = true;
    r.point = at;
    std::string who = unitName(ck.unit());
    switch (f.hit) {
    case Hit::Friend:
        r.rule = "LL-MOVE-6";
        r.reason = who + " " + ck.describe(f) +
                   ": passing through friends needs a phase invoked with two cards.";
        break;
    case Hit::Difficult:
        r.rule = "LL-MOVE-7";
        r.reason = who + " " + ck.describe(f) +
                   ", which causes disorder: invoke the phase with two cards.";
        break;
    default:
        r.rule = "LL-MOVE-6";
        r.reason = who + " " + ck.describe(f) + ".";
        break;
    }
    return r;
}

Refusal plain(const char* rule, std::string why) {
    Refusal r;
    r.rule = rule;
    r.reason = std::move(why);
    return r;
}

bool forbiddenToMove(const GameState& s, int unit, std::string& card) {
    for (const ActiveEffect& a : s.effects) {
        if (a.effect.kind == EffectKind::UnitMayNotMove && a.unit == unit) {
            card = s.setup->cards[static_cast<std::size_t>(a.card)].name;
            return true;
        }
    }
    return false;
}

std::optional<Refusal> commonChecks(const GameState& s, const Command& c) {
    if (s.step != Step::Phase || s.phase.phase != Phase::Movement || c.side != s.active)
        return plain("LL-MOVE-1", "Units move only in a movement phase their side invoked.");
    if (c.unit < 0 || c.unit >= static_cast<int>(s.units.size()))
        return plain("LL-MOVE-1", "There is no such unit.");
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    if (u.side != c.side) return plain("LL-MOVE-1", unitName(u) + " is not yours to move.");
    if (!u.onTable()) return plain("LL-MOVE-1", unitName(u) + " has left the table.");
    if (u.acted)
        return plain("LL-MOVE-1",
                     unitName(u) + " has already moved or changed formation this phase.");
    std::string card;
    if (forbiddenToMove(s, c.unit, card))
        return plain("LL-CARD-4", card + ": " + unitName(u) + " may not move this phase.");
    return std::nullopt;
}

// [SECTION] marches

// `ck` is built for c.unit; `findPoint` narrows a refusal down to the point
// where the move goes wrong (the window shows it; the queries do not need it).
MoveReport marchWith(const Checker& ck, const GameState& s, const Command& c, bool findPoint,
                     const PathOptions* opt = nullptr) {
    MoveReport r;
    if (!opt) {
        if (auto bad = commonChecks(s, c)) {
            r.refusal = *bad;
            return r;
        }
    }
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    std::string who = unitName(u);
    auto refuse = [&](const char* rule, std::string why) {
        r.refusal = plain(rule, std::move(why));
        return r;
    };
    if (u.type == UnitType::Artillery && !u.limbered)
        return refuse("LL-MOVE-1", "Unlimbered guns may only prolong (up to 1 BW); limber " + who +
                                       " to move it.");
    if (c.segments.empty() && !c.aboutFace) return refuse("LL-MOVE-2", "The move has no segments.");
    if (static_cast<int>(c.segments.size()) > kMaxSegments)
        return refuse("LL-MOVE-2",
                      "A move may have at most " + std::to_string(kMaxSegments) + " segments.");
    bool forward = false, flank = false;
    for (const MoveSegment& seg : c.segments) {
        if (!std::isfinite(seg.angle) || !std::isfinite(seg.distance) || seg.distance < 0 ||
            seg.distance > 1000)
            return refuse("LL-MOVE-2", "A segment's angle or distance is not a sensible number.");
        switch (seg.kind) {
        case SegmentKind::Forward:
            if (std::fabs(seg.angle) > 45.0 + kEps)
                return refuse("LL-MOVE-2",
                              "An oblique may be at most 45 degrees from the facing; beyond that "
                              "it is a flank move.");
            forward = true;
            break;
        case SegmentKind::Wheel:
            if (std::fabs(seg.angle) > 360.0)
                return refuse("LL-MOVE-2", "A wheel of more than 360 degrees.");
            forward = true;
            break;
        case SegmentKind::Flank:
            if (std::fabs(seg.angle) <= 45.0 || std::fabs(seg.angle) > 180.0 + kEps)
                return refuse(
                    "LL-MOVE-3",
                    "A flank segment is more than 45 degrees (up to 180) from the facing.");
            flank = true;
            break;
        }
    }
    if (forward && flank)
        return refuse(
            "LL-MOVE-3",
            "A flank move cannot be combined with forward segments (straight, oblique, wheel).");
    r.flank = flank;
    r.allowance = opt ? opt->allowance : moveAllowance(s, u, flank);

    Pose p = poseOf(u);
    Unit moving = u;
    bool aboutFaceFriends = false;
    if (c.aboutFace) {
        // LL-MOVE-4: turn in place; the rear rank becomes the front rank.
        p.front = p.front - forwardOf(p.facing) * static_cast<double>(u.ranks());
        p.facing += 180.0;
        if (ck.nearestEnemy(u) <= kDisorderRange + kRuleTolerance) {
            if (!ck.twoCards())
                return refuse(
                    "LL-MOVE-4",
                    who + " is within 6 BW of the enemy: an about-face there causes disorder; "
                          "invoke the phase with two cards.");
            r.disorder = true;
            r.disorderReason = "about-face within 6 BW of the enemy";
        }
        moving = placed(u, p);
        // With a partial rear rank the about-faced unit stands partly on new
        // ground: that ground must be legal too.
        int ignored = -1;
        Finding f = ck.scan(Checker::standing(moving), aboutFaceFriends, ignored, false);
        if (f.hit == Hit::None && c.segments.empty()) f = ck.endsOn(moving);
        if (f.hit != Hit::None) {
            r.refusal = refusalFor(ck, f, p.front);
            return r;
        }
    }
    r.poses.push_back(p);

    // Allowance (LL-MOVE-1, LL-MOVE-3): find where it runs out, for the message.
    double spent = 0.0;
    for (const MoveSegment& seg : c.segments)
        spent += segmentCost(u, seg);
    r.cost = spent;
    if (spent > r.allowance + kRuleTolerance) { // up to the allowance, the boundary included
        double left = r.allowance;
        Pose q = p;
        for (const MoveSegment& seg : c.segments) {
            double cost = segmentCost(u, seg);
            if (cost > left) {
                q = along(u, q, seg, cost > kEps ? left / cost : 0.0);
                break;
            }
            left -= cost;
            q = along(u, q, seg, 1.0);
        }
        r.refusal =
            plain(flank ? "LL-MOVE-3" : "LL-MOVE-1",
                  who + " needs " + bw(spent) + " BW but has " + bw(r.allowance) + " BW" +
                      (flank ? " (a flank move: allowance halved, then card bonuses)." : "."));
        r.refusal.hasPoint = true;
        r.refusal.point = q.front;
        return r;
    }

    // The path, segment by segment, continuously (LL-MOVE-6, LL-MOVE-7).
    int difficult = -1;
    bool friends = aboutFaceFriends;
    for (const MoveSegment& seg : c.segments) {
        std::vector<Piece> pieces;
        sweep(moving, p, seg, 0.0, 1.0, pieces);
        Finding f = ck.scan(pieces, friends, difficult);
        if (f.hit != Hit::None) {
            // Narrow down where along this segment it first goes wrong.
            double lo = 0.0, hi = 1.0;
            for (int i = 0; findPoint && i < 14; ++i) {
                double mid = (lo + hi) / 2.0;
                std::vector<Piece> part;
                sweep(moving, p, seg, 0.0, mid, part);
                bool fr = false;
                int df = -1;
                if (ck.scan(part, fr, df).hit != Hit::None)
                    hi = mid;
                else
                    lo = mid;
            }
            r.refusal = refusalFor(ck, f, along(moving, p, seg, hi).front);
            return r;
        }
        p = along(moving, p, seg, 1.0);
        r.poses.push_back(p);
    }
    moving = placed(moving, p);
    if (Finding f = ck.endsOn(moving); f.hit != Hit::None) {
        r.refusal = refusalFor(ck, f, p.front);
        return r;
    }
    if (difficult >= 0) {
        r.disorder = true;
        const Battle& b = s.setup->battle;
        const TerrainFeature& feat = b.features[static_cast<std::size_t>(difficult)];
        if (!r.disorderReason.empty()) r.disorderReason += "; ";
        r.disorderReason +=
            "moves through " + b.terrainTypes[static_cast<std::size_t>(feat.type)].name;
    }
    if (friends) {
        r.passesFriends = true;
        r.disorder = true;
        if (!r.disorderReason.empty()) r.disorderReason += "; ";
        r.disorderReason += "passes through friends";
    }
    r.result = moving;
    r.legal = true;
    return r;
}

// [SECTION] formation changes

MoveReport checkForm(const GameState& s, const Command& c) {
    MoveReport r;
    if (auto bad = commonChecks(s, c)) {
        r.refusal = *bad;
        return r;
    }
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    std::string who = unitName(u);
    auto refuse = [&](const char* rule, std::string why) {
        r.refusal = plain(rule, std::move(why));
        return r;
    };
    const FormationChange& f = c.formation;
    bool art = u.type == UnitType::Artillery;
    Unit next = u;
    Checker ck(s, c.unit);
    switch (f.kind) {
    case FormationKind::FaceLeft:
    case FormationKind::FaceRight: {
        if (art && !u.limbered)
            return refuse("LL-MOVE-5",
                          "Unlimbered guns cannot face about; limber " + who + " first.");
        // Turn 90 degrees about the centre of the footprint; files and ranks swap.
        double depth = u.ranks();
        Vec2 centre = u.front - forwardOf(u.facing) * (depth / 2.0);
        next.facing = u.facing + (f.kind == FormationKind::FaceRight ? 90.0 : -90.0);
        if (!art) next.files = u.ranks();
        next.front = centre + forwardOf(next.facing) * (next.ranks() / 2.0);
        break;
    }
    case FormationKind::Guidon: {
        if (art) return refuse("LL-MOVE-5", "Only infantry changes formation by guidon.");
        int files = u.shownFiles();
        if (f.file < 0 || f.file >= files)
            return refuse("LL-MOVE-5", "The guidon base must be one of the " +
                                           std::to_string(files) +
                                           " front-rank bases (0 is the leftmost).");
        if (f.files < 1 || f.files > u.bases)
            return refuse("LL-MOVE-5",
                          "The new formation needs 1 to " + std::to_string(u.bases) + " files.");
        // The fixed base keeps its place; it becomes the new front rank's
        // rightmost (form left), leftmost (form right) or middle (form rear) base.
        int k = f.form == GuidonForm::Left    ? f.files - 1
                : f.form == GuidonForm::Right ? 0
                                              : (f.files - 1) / 2;
        Vec2 right = rightOf(u.facing);
        double fixedAcross = f.file - (files - 1) / 2.0;
        double newCentreAcross = fixedAcross - (k - (f.files - 1) / 2.0);
        double oldLeft = -files / 2.0, oldRight = files / 2.0;
        double newLeft = newCentreAcross - f.files / 2.0,
               newRight = newCentreAcross + f.files / 2.0;
        // LL-MOVE-5: each flank edge moves at most 2 BW out or in.
        if (std::fabs(newLeft - oldLeft) > kGuidonShift + kRuleTolerance ||
            std::fabs(newRight - oldRight) > kGuidonShift + kRuleTolerance) {
            r.refusal = plain(
                "LL-MOVE-5", "By guidon the footprint may shift at most 2 BW at either flank; this "
                             "moves the left edge " +
                                 bw(newLeft - oldLeft) + " BW and the right edge " +
                                 bw(newRight - oldRight) + " BW.");
            r.refusal.hasPoint = true;
            r.refusal.point = u.front + right * newCentreAcross;
            return r;
        }
        next.files = f.files;
        next.front = u.front + right * newCentreAcross;
        break;
    }
    case FormationKind::Limber:
        if (!art || u.limbered) return refuse("LL-MOVE-5", who + " has no guns to limber.");
        next.limbered = true;
        break;
    case FormationKind::Unlimber:
        if (!art || !u.limbered) return refuse("LL-MOVE-5", who + " is not limbered.");
        next.limbered = false;
        break;
    case FormationKind::Prolong: {
        if (!art || u.limbered) return refuse("LL-MOVE-1", "Only unlimbered guns prolong.");
        if (!std::isfinite(f.distance) || std::fabs(f.distance) > kProlong + kRuleTolerance ||
            std::fabs(f.distance) < kEps)
            return refuse("LL-MOVE-1",
                          "Guns prolong straight forward or back, more than 0 and up to 1 BW.");
        MoveSegment seg;
        seg.kind = f.distance > 0 ? SegmentKind::Forward : SegmentKind::Flank;
        seg.angle = f.distance > 0 ? 0.0 : 180.0;
        seg.distance = std::fabs(f.distance);
        std::vector<Piece> pieces;
        sweep(u, poseOf(u), seg, 0.0, 1.0, pieces);
        bool friends = false;
        int difficult = -1;
        Finding hit = ck.scan(pieces, friends, difficult);
        Pose end = along(u, poseOf(u), seg, 1.0);
        if (hit.hit == Hit::None) hit = ck.endsOn(placed(u, end));
        if (hit.hit != Hit::None) {
            r.refusal = refusalFor(ck, hit, end.front);
            return r;
        }
        r.cost = seg.distance;
        r.allowance = kProlong;
        r.disorder = difficult >= 0 || friends;
        if (r.disorder)
            r.disorderReason =
                friends ? "passes through friends" : "moves through difficult terrain";
        r.passesFriends = friends;
        r.result = placed(u, end);
        r.poses = {end};
        r.legal = true;
        return r;
    }
    }
    // The new footprint must stand legally (LL-MOVE-6).
    bool friends = false;
    int difficult = -1;
    Finding hit = ck.scan(Checker::standing(next), friends, difficult, false);
    if (hit.hit == Hit::Friend || hit.hit == Hit::None) {
        Finding on = ck.endsOn(next);
        if (on.hit != Hit::None) hit = on;
    }
    if (hit.hit != Hit::None) {
        r.refusal = refusalFor(ck, hit, next.front);
        return r;
    }
    // LL-MOVE-5: in difficult terrain, or within 6 BW of an enemy base, disorder.
    std::string why;
    if (ck.inDifficult(u) || ck.inDifficult(next))
        why = "a formation change in difficult terrain";
    else if (std::min(ck.nearestEnemy(u), ck.nearestEnemy(next)) <= kDisorderRange + kRuleTolerance)
        why = "a formation change within 6 BW of the enemy";
    if (!why.empty()) {
        if (!ck.twoCards()) {
            r.refusal =
                plain("LL-MOVE-5",
                      who + ": " + why + " causes disorder; invoke the phase with two cards.");
            r.refusal.hasPoint = true;
            r.refusal.point = u.front;
            return r;
        }
        r.disorder = true;
        r.disorderReason = why;
    }
    r.result = next;
    r.poses = {poseOf(next)};
    r.legal = true;
    return r;
}

MoveReport checkMarch(const GameState& s, const Command& c) {
    if (c.unit < 0 || c.unit >= static_cast<int>(s.units.size())) {
        MoveReport r;
        r.refusal = plain("LL-MOVE-1", "There is no such unit.");
        return r;
    }
    return marchWith(Checker(s, c.unit), s, c, true);
}

} // namespace

MoveReport checkPath(const GameState& s, int unit, const std::vector<MoveSegment>& segs,
                     const PathOptions& o, bool findPoint) {
    MoveReport r;
    if (unit < 0 || unit >= static_cast<int>(s.units.size())) {
        r.refusal = plain("LL-MOVE-1", "There is no such unit.");
        return r;
    }
    Command c = marchCommand(s, unit, false, segs);
    return marchWith(Checker(s, unit, o.twoCards ? 1 : 0), s, c, findPoint, &o);
}

namespace {

// Repeated checks of one unit's plans (the queries' bisections) share one
// checker and skip the search for the failure point.
struct Prober {
    const GameState& s;
    Checker ck;
    Command cmd;
    Prober(const GameState& st, int unit, bool aboutFace, std::vector<MoveSegment> segs)
        : s(st), ck(st, unit), cmd(marchCommand(st, unit, aboutFace, std::move(segs))) {}
    bool legal() const { return marchWith(ck, s, cmd, false).legal; }
};

} // namespace

// [SECTION] public

Pose poseAlong(const Unit& u, Pose p, const MoveSegment& s, double t) {
    return along(u, p, s, t);
}

std::vector<geom::Box> footprint(const Unit& u) {
    std::vector<geom::Box> out;
    int shown = u.shownBases();
    if (shown <= 0 || u.broken) return out;
    int files = u.shownFiles();
    int full = shown / files;
    int rem = shown % files;
    Vec2 fwd = forwardOf(u.facing);
    Vec2 right = rightOf(u.facing);
    geom::Box block;
    block.centre = u.front - fwd * (full / 2.0);
    block.halfWidth = files / 2.0;
    block.halfDepth = full / 2.0;
    block.facing = u.facing;
    out.push_back(block);
    if (rem > 0) {
        // Centred on the grid as nearly as it allows (LL-UNIT-1, unit.cpp).
        int start = (files - rem) / 2;
        double across = start + (rem - 1) / 2.0 - (files - 1) / 2.0;
        geom::Box tail;
        tail.centre = u.front + right * across - fwd * (full + 0.5);
        tail.halfWidth = rem / 2.0;
        tail.halfDepth = 0.5;
        tail.facing = u.facing;
        out.push_back(tail);
    }
    return out;
}

double baseAllowance(const Unit& u) {
    if (u.type == UnitType::Infantry) return 4.0;
    return u.limbered ? 6.0 : 0.0;
}

double moveAllowance(const GameState& s, const Unit& u, bool flank) {
    double a = baseAllowance(u);
    if (flank) a /= 2.0; // LL-MOVE-3: halve first ...
    if (s.phase.phase == Phase::Movement && s.phase.modifier >= 0) {
        const CardDef& m = s.card(s.active, s.phase.modifier);
        if (m.effect.kind == EffectKind::AllowanceBonus)
            a += m.effect.amount; // ... then add bonuses
    }
    return a;
}

MoveReport checkUnitCommand(const GameState& s, const Command& c) {
    if (c.kind == CommandKind::Form) return checkForm(s, c);
    return checkMarch(s, c);
}

Command marchCommand(const GameState& s, int unit, bool aboutFace,
                     std::vector<MoveSegment> segments) {
    Command c;
    c.kind = CommandKind::March;
    c.side = unit >= 0 && unit < static_cast<int>(s.units.size())
                 ? s.units[static_cast<std::size_t>(unit)].side
                 : s.active;
    c.unit = unit;
    c.aboutFace = aboutFace;
    c.segments = std::move(segments);
    return c;
}

double remainingAllowance(const GameState& s, int unit, bool aboutFace,
                          const std::vector<MoveSegment>& prefix) {
    (void)aboutFace;
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    bool flank = std::any_of(prefix.begin(), prefix.end(),
                             [](const MoveSegment& m) { return m.kind == SegmentKind::Flank; });
    double spent = 0.0;
    for (const MoveSegment& m : prefix)
        spent += segmentCost(u, m);
    return moveAllowance(s, u, flank) - spent;
}

double farthestDistance(const GameState& s, int unit, bool aboutFace,
                        const std::vector<MoveSegment>& prefix, double angle) {
    if (unit < 0 || unit >= static_cast<int>(s.units.size()) || !std::isfinite(angle)) return 0.0;
    angle = std::remainder(angle, 360.0); // (-180, 180]
    if (angle == -180.0) angle = 180.0;
    MoveSegment seg;
    seg.kind = std::fabs(angle) > 45.0 + kEps ? SegmentKind::Flank : SegmentKind::Forward;
    seg.angle = angle;
    std::vector<MoveSegment> segs = prefix;
    segs.push_back(seg);
    // The allowance bounds it, halved if this makes it a flank move.
    double limit = remainingAllowance(s, unit, aboutFace, segs);
    if (limit <= kEps) return 0.0;
    Prober probe(s, unit, aboutFace, segs);
    double& d = probe.cmd.segments.back().distance;
    d = limit;
    if (probe.legal()) return limit;
    d = 0.0;
    if (!probe.legal()) return 0.0; // the plan so far is illegal
    // Bisect for the farthest legal distance, to a hundredth of a millimetre on
    // a 40 mm base.
    double lo = 0.0, hi = limit;
    while (hi - lo > 2.5e-4) {
        d = (lo + hi) / 2.0;
        if (probe.legal())
            lo = d;
        else
            hi = d;
    }
    return lo;
}

double largestWheel(const GameState& s, int unit, bool aboutFace,
                    const std::vector<MoveSegment>& prefix, bool right) {
    if (unit < 0 || unit >= static_cast<int>(s.units.size())) return 0.0;
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    std::vector<MoveSegment> segs = prefix;
    MoveSegment w;
    w.kind = SegmentKind::Wheel;
    segs.push_back(w);
    double left = remainingAllowance(s, unit, aboutFace, prefix);
    if (left <= kEps || u.width() <= 0) return 0.0;
    double limit = std::min(360.0, left / u.width() * 180.0 / kPi);
    Prober probe(s, unit, aboutFace, segs);
    double& a = probe.cmd.segments.back().angle;
    a = right ? limit : -limit;
    if (probe.legal()) return limit;
    double lo = 0.0, hi = limit;
    while (hi - lo > 0.01) {
        double mid = (lo + hi) / 2.0;
        a = right ? mid : -mid;
        if (probe.legal())
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

void applyUnitCommand(GameState& s, const Command& c, const MoveReport& r,
                      std::vector<Event>& events) {
    assert(r.legal);
    Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    Vec2 from = u.front;
    Unit next = r.result;
    next.acted = true;
    next.facing = std::fmod(next.facing, 360.0);
    if (next.facing < 0) next.facing += 360.0;
    u = next;
    Event e;
    e.kind = c.kind == CommandKind::Form ? EventKind::FormationChanged : EventKind::UnitMoved;
    e.side = u.side;
    e.unit = c.unit;
    std::string who = unitName(u);
    if (c.kind == CommandKind::Form) {
        const char* what = "changes formation";
        switch (c.formation.kind) {
        case FormationKind::FaceLeft:
            what = "faces left";
            break;
        case FormationKind::FaceRight:
            what = "faces right";
            break;
        case FormationKind::Guidon:
            what = "changes formation by guidon";
            break;
        case FormationKind::Limber:
            what = "limbers";
            break;
        case FormationKind::Unlimber:
            what = "unlimbers";
            break;
        case FormationKind::Prolong:
            what = "prolongs";
            break;
        }
        e.text = who + " " + what + (r.disorder ? " (" + r.disorderReason + ")." : ".");
    } else {
        e.text = who + (c.aboutFace ? " faces about and" : "") + " moves " + bw(r.cost) +
                 " BW of its " + bw(r.allowance) + " BW" + (r.flank ? " (flank move)" : "") +
                 (r.disorder ? ", " + r.disorderReason : "") + ".";
    }
    e.value = static_cast<int>(std::lround(length(u.front - from) * 100));
    events.push_back(e);
}

} // namespace guidon::lite
