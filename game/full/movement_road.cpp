// The road march (FG-D-27, movement.h's checkRoadMarch): a column on a road
// follows the road's centreline through its bends, its length measured
// along it. A Unit is rigid (a front, a facing, a formation), so at every
// point of the march the column lies along the chord from the centreline
// point one column-length behind its head to the head's point. The march is
// cut into steps of a quarter inch of centreline (and at the road's bends);
// each step is a straight run, or a turn about the one point that takes the
// one pose to the next, and costs its centreline length. The path then goes
// to checkPath like any advance's, so the sweep, the Scene, the going and
// the obstacles are judged as for every other move.
#include "movement.h"

#include "formation.h"
#include "movement_detail.h"

#include <algorithm>
#include <cmath>

namespace guidon::full {

using namespace move_detail;

namespace {

constexpr double kStep = 0.25;   // inches of centreline between poses
constexpr double kAcross = 45.0; // FG-D-27: a road further from the facing runs across it

// A road's centreline in the march's direction, measured along it.
struct Track {
    std::vector<Vec2> points;
    std::vector<double> at; // arc length at each point
    double length() const { return at.back(); }
};

Track trackOf(const std::vector<Vec2>& points, bool reversed) {
    Track t;
    for (std::size_t k = 0; k < points.size(); ++k) {
        const Vec2 p = points[reversed ? points.size() - 1 - k : k];
        if (!t.points.empty() && length(p - t.points.back()) < 1e-9) continue;
        t.at.push_back(t.points.empty() ? 0.0 : t.at.back() + length(p - t.points.back()));
        t.points.push_back(p);
    }
    return t;
}

// The segment (its far point's index) holding arc length `s`; before the
// start the first, past the end the last.
std::size_t segmentAt(const Track& t, double s) {
    std::size_t i = 1;
    while (i + 1 < t.points.size() && t.at[i] < s)
        ++i;
    return i;
}

// The centreline's point `s` inches along; beyond either end, straight on
// along the end segment.
Vec2 pointAt(const Track& t, double s) {
    const std::size_t i = segmentAt(t, s);
    const Vec2 a = t.points[i - 1], b = t.points[i];
    return a + (b - a) * ((s - t.at[i - 1]) / (t.at[i] - t.at[i - 1]));
}

Vec2 tangentAt(const Track& t, double s) {
    const std::size_t i = segmentAt(t, s);
    const Vec2 d = t.points[i] - t.points[i - 1];
    return d * (1.0 / length(d));
}

// The arc length of the centreline's point nearest `q` (the first of equals).
double nearestAlong(const Track& t, Vec2 q) {
    double best = 1e300, at = 0.0;
    for (std::size_t i = 1; i < t.points.size(); ++i) {
        const Vec2 a = t.points[i - 1], d = t.points[i] - a;
        const double len = t.at[i] - t.at[i - 1];
        const double u = std::clamp(dot(q - a, d) / (len * len), 0.0, 1.0);
        const double dist = length(a + d * u - q);
        if (dist < best - 1e-12) {
            best = dist;
            at = t.at[i - 1] + u * len;
        }
    }
    return at;
}

// The facing that looks along `v` (facings turn clockwise from north, y down).
double facingAlong(Vec2 v) {
    return std::atan2(v.x, -v.y) * 180.0 / core::kPi;
}

// The difference of two facings, -180 to 180.
double turnBetween(double from, double to) {
    return std::remainder(to - from, 360.0);
}

// The column's pose with its head's front-edge centre at `s`: along the
// chord from the point `depth` behind (straight on before the road's start).
Pose chordPose(const Track& t, double s, double depth) {
    const Vec2 head = pointAt(t, s);
    const Vec2 chord = head - pointAt(t, s - depth);
    return {head, facingAlong(length(chord) > 1e-9 ? chord : tangentAt(t, s))};
}

// The step from `a` to `b`: a straight run when the facing is kept, else a
// turn about the point c with b.front - c = R(a.front - c), R the turn.
Segment stepTo(Pose a, Pose b, double cost) {
    const double deg = turnBetween(a.facing, b.facing);
    const Vec2 d = b.front - a.front;
    if (std::fabs(deg) < 1e-6) {
        Segment s;
        s.move = d;
        s.cost = cost;
        return s;
    }
    // c = a.front + (I - R)^-1 d; 1 - cos as 2 sin^2(r/2) keeps small turns exact.
    const double r = deg * core::kPi / 180.0;
    const double sn = std::sin(r), h = 2.0 * std::sin(r / 2.0) * std::sin(r / 2.0);
    const double det = h * h + sn * sn;
    const Vec2 u{(h * d.x - sn * d.y) / det, (sn * d.x + h * d.y) / det};
    return turnAbout(a.front + u, deg, cost);
}

// The march from `start` (the head's front-edge centre projected at s0) to
// s0 + distance: the first step also brings the head onto the centreline.
std::vector<Segment> marchPath(const Track& t, Pose start, double s0, double distance,
                               double depth) {
    std::vector<Segment> path;
    if (distance <= 0.0) return path;
    const double end = s0 + distance;
    std::vector<double> marks;
    for (int k = 1; s0 + k * kStep < end; ++k)
        marks.push_back(s0 + k * kStep);
    // Where the head or the chord's rear end passes a bend, the chord turns.
    for (std::size_t i = 1; i + 1 < t.points.size(); ++i)
        for (double v : {t.at[i], t.at[i] + depth})
            if (v > s0 && v < end) marks.push_back(v);
    std::sort(marks.begin(), marks.end());
    marks.push_back(end);
    Pose at = start;
    double done = s0;
    for (std::size_t k = 0; k < marks.size(); ++k) {
        if (k + 1 < marks.size() && marks[k] - done < 1e-6) continue;
        path.push_back(stepTo(at, chordPose(t, marks[k], depth), marks[k] - done));
        at = along(at, path.back(), 1.0);
        done = marks[k];
    }
    return path;
}

std::string roadName(const Battle& b, int feature, bool capital) {
    const core::TerrainFeature& f = b.map.features[feature];
    return theName(f.name.empty() ? b.terrain[f.type].name : f.name, capital);
}

} // namespace

MoveCheck move_detail::roadMarch(const GameState& s, int unit, double distance, bool doubleTime) {
    const Unit& u = s.units[unit];
    const Battle& b = s.battle();
    const std::string who = theName(s, unit);
    if (u.formation == Formation::Unlimbered)
        return refused("FG-D-30", who + " moves by prolonge, not along a road.");
    const Body body = bodyOf(u);
    const Pose start = poseOf(u);
    const Scene here(s, unit, boundsOf(standing(body, start)));
    for (Vec2 q : standCentres(body, start))
        if (!here.onRoad(q))
            return refused("FG-D-27",
                           who + " is not on a road: a road march starts with every stand on one.",
                           q);

    // The road: of those whose band holds the head (its front rank's centre),
    // the one running closest to the facing, judged each way along it by the
    // chord the column would lie on (one column-length back from the
    // front-edge centre's nearest point); the first of equals.
    const double half =
        standBoxes(body.formation, body.stands, start.front, start.facing)[0].halfDepth;
    const Vec2 head = start.front - core::forwardOf(start.facing) * half;
    const double depth = depthOf(body.formation, body.stands);
    int road = -1;
    double across = 1e9;
    bool reversed = false;
    for (int f = 0; f < static_cast<int>(b.map.features.size()); ++f) {
        const core::TerrainFeature& feat = b.map.features[f];
        if (feat.shape != core::FeatureShape::Linear || feat.type < 0 ||
            !b.terrain[feat.type].road || !here.onRoad(head, f))
            continue;
        // Each way along it, the chord the column would lie on with its
        // head where it stands: a column halted just round a bend still
        // lies along the leg behind it, and marches on round.
        for (bool back : {false, true}) {
            const Track t = trackOf(feat.points, back);
            if (t.points.size() < 2) break;
            const double off = std::fabs(
                turnBetween(start.facing, chordPose(t, nearestAlong(t, start.front), depth).facing));
            if (off < across - 1e-9) {
                road = f;
                across = off;
                reversed = back;
            }
        }
    }
    if (road < 0) return refused("FG-D-27", who + "'s head is not on a road.", head);
    const std::string name = roadName(b, road, false);
    if (across > kAcross + kTolerance)
        return refused("FG-D-27",
                       roadName(b, road, true) + " runs across " + theUnit(s, unit) +
                           "'s facing: turn onto it first.",
                       start.front);

    const Track t = trackOf(b.map.features[road].points, reversed);
    const double s0 = nearestAlong(t, start.front);
    if (t.length() - s0 <= kTolerance)
        return refused("FG-D-27",
                       who + " is at the end of " + name + ", which goes no further that way.",
                       t.points.back());
    if (s0 + distance > t.length() + kTolerance)
        return refused("FG-D-27",
                       roadName(b, road, true) + " ends " + inches(t.length() - s0) + " ahead of " +
                           theUnit(s, unit) + ", which would march " + inches(distance) + ".",
                       t.points.back());
    PathOrder o;
    o.rule = "FG-D-27";
    o.path = marchPath(t, start, s0, std::min(distance, t.length() - s0), depth);
    o.doubleTime = doubleTime;
    o.verb = "marches";
    o.road = name;
    // FG-D-27: the whole column on the road where it ends.
    const Pose end = endOf(start, o.path);
    const Scene there(s, unit, boundsOf(standing(body, end)));
    for (Vec2 q : standCentres(body, end))
        if (!there.onRoad(q))
            return refused("FG-D-27",
                           who + " would not fit on " + name + " where it ends: a stand would " +
                               "stand off the road.",
                           q);
    return checkPath(s, unit, o);
}

} // namespace guidon::full
