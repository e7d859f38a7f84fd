// The movement phase (movement.h): marches checked in full, the queries the
// window and the AI ask while a unit is dragged, and applying a move. The
// sweep and the checker are move_check's; formation changes formation.cpp's.
#include "movement.h"

#include "event.h"
#include "move_check.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace guidon::lite {

using namespace move_detail;

namespace {

// [SECTION] marches

// `ck` is built for c.unit; `findPoint` narrows a refusal down to the point
// where the move goes wrong (the window shows it; the queries do not need it).
MoveReport marchWith(const Checker& ck, const GameState& s, const Command& c, bool findPoint,
                     const PathOptions* opt = nullptr) {
    MoveReport r;
    // A path for checkPath (a charge) is outside the movement phase: no common checks.
    if (!opt && !passesCommonChecks(s, c, r)) return r;
    const Unit& u = s.units[static_cast<std::size_t>(c.unit)];
    std::string who = u.shownName();
    auto refuse = [&](const char* rule, std::string why) {
        r.refusal = refusalOf(rule, std::move(why));
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
            refusalOf(flank ? "LL-MOVE-3" : "LL-MOVE-1",
                      who + " needs " + bw(spent) + " BW but has " + bw(r.allowance) + " BW" +
                          (flank ? " (a flank move: allowance halved, then card bonuses)." : "."),
                      q.front);
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

MoveReport checkMarch(const GameState& s, const Command& c) {
    if (c.unit < 0 || c.unit >= static_cast<int>(s.units.size())) {
        MoveReport r;
        r.refusal = refusalOf("LL-MOVE-1", "There is no such unit.");
        return r;
    }
    return marchWith(Checker(s, c.unit), s, c, true);
}

} // namespace

MoveReport checkPath(const GameState& s, int unit, const std::vector<MoveSegment>& segs,
                     const PathOptions& o, bool findPoint) {
    MoveReport r;
    if (unit < 0 || unit >= static_cast<int>(s.units.size())) {
        r.refusal = refusalOf("LL-MOVE-1", "There is no such unit.");
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
    std::string who = u.shownName();
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
