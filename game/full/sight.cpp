#include "sight.h"

#include "formation.h"
#include "sight_cache.h"
#include "sight_shapes.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <limits>

namespace guidon::full {

namespace {

using core::geom::Aabb;
using core::geom::Box;
using namespace sight_detail;

// FG-LOS-1 "any point of the front edge ... any part of the target": lines
// are tried from points this far apart along the front edge and around each
// target stand (its corners and the middles of its sides).
constexpr double kSpacing = 0.5;
// A line that only grazes a blocking unit (within FG-D-1's tolerance of its
// outline) sees past it.
constexpr double kGraze = kTolerance;
// A hard block (a unit, a farmstead, a hill) counts as this many inches over
// a limit when lines are compared: any line short of a limit by a little is
// less blocked than a line through a regiment.
constexpr double kHardWeight = 1000.0;
// How far a prefilter grows the target's hull: a line the grown hull
// misses surely misses every stand inside it, rounding and all.
constexpr double kHullMargin = 1e-6;

// [SECTION] what a query looks at

struct BlockingUnit {
    int unit = -1;
    const Convex* hull = nullptr; // FG-D-35: across its whole frontage, open-order gaps
                                  // included (the cache's)
};

struct LimitedType {
    int type = -1;
    double limit = 0.0;
    std::vector<const Area*> areas;
};

struct TargetStand {
    Convex shape;
    int level = 0;
};

struct TargetPoint {
    Vec2 p;
    int level = 0;
};

// Everything a query tests its lines against, gathered once per query and
// already cut down to what lies near the lines (cheap rejection by bounds).
struct Query {
    const GameState& s;
    int viewer = -1;
    int target = -1;
    int viewerLevel = 0;
    std::vector<TargetStand> stands;
    Convex targetHull; // holds every stand: a line not in it before its end enters none
    std::vector<BlockingUnit> units;
    std::vector<const Area*> farmsteads;
    std::vector<const Area*> hills;
    std::vector<LimitedType> limited;
    // The corners and side middles of every target stand, each once (a
    // point two stands share at the higher's level), in stand order.
    std::vector<TargetPoint> points;
};

Aabb boundsOfSegment(Vec2 a, Vec2 b) {
    Aabb box;
    box.add(a);
    box.add(b);
    return box;
}

// FG-D-9: a unit is in an area when one of its stands' centres is inside it.
bool unitInside(SightCache& cache, int unit, const Polygon& outline) {
    for (const Box& b : cache.stands(unit))
        if (core::geom::pointInPolygon(b.centre, outline)) return true;
    return false;
}

// Does this unit block the viewer's lines (FG-LOS-1, FG-D-35, FG-D-28)?
bool blocksViewer(SightCache& cache, int viewer, int viewerLevel, int unit) {
    const GameState& s = cache.state();
    const Unit& u = s.units[unit];
    if (u.removed || u.onTable() < 1) return false;
    if (s.sideOf(unit) != s.sideOf(viewer)) return true; // enemies, their screens too
    // Friends block unless they are fired through at -1 (FG-D-35).
    if (u.screenUnit() || u.formation == Formation::OpenOrder ||
        u.formation == Formation::Dismounted)
        return false;
    // FG-D-34: guns' shell passes over friends on lower ground.
    return !(s.units[viewer].arm == Arm::Artillery && cache.level(unit) < viewerLevel);
}

// The area joins its type's pieces (FG-LOS-1: each limit summed per type).
void addLimited(std::vector<LimitedType>& limited, int type, double limit, const Area* area) {
    auto it = std::find_if(limited.begin(), limited.end(),
                           [&](const LimitedType& l) { return l.type == type; });
    if (it == limited.end()) {
        limited.push_back({type, limit, {}});
        it = limited.end() - 1;
    }
    it->areas.push_back(area);
}

// FG-LOS-1: the whole front edge, gaps of open order included, left to right.
std::pair<Vec2, Vec2> frontEdgeOf(const Unit& u) {
    const double half = frontageOf(u.formation, std::max(1, u.onTable())) / 2;
    const Vec2 right = core::rightOf(u.facing);
    return {u.front - right * half, u.front + right * half};
}

// `all`: the bounds of the front edge (or edges) the lines start from.
Query gather(SightCache& cache, int viewer, Aabb all, int target) {
    const GameState& s = cache.state();
    Query q{s, viewer, target, cache.level(viewer), {}, {}, {}, {}, {}, {}, {}};
    const Setup& setup = *s.setup;

    // Every line lies in the bounds of the front edge and the target.
    int lowest = INT_MAX;
    for (const Box& box : cache.stands(target)) {
        TargetStand t;
        t.shape = prepare(core::geom::corners(box));
        t.level = levelAt(setup, box.centre); // FG-D-34: a stand's level is its centre's
        for (Vec2 c : t.shape.corners)
            all.add(c);
        lowest = std::min(lowest, t.level);
        q.stands.push_back(std::move(t));
    }
    Polygon targetCorners;
    for (const TargetStand& t : q.stands)
        targetCorners.insert(targetCorners.end(), t.shape.corners.begin(), t.shape.corners.end());
    q.targetHull = prepare(core::geom::convexHull(std::move(targetCorners)));

    // Who may block the viewer is the same whatever the target: found once
    // a batch.
    bool fresh = false;
    std::vector<int>& blockers = cache.blockersOf(viewer, fresh);
    if (fresh)
        for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
            if (i != viewer && blocksViewer(cache, viewer, q.viewerLevel, i)) blockers.push_back(i);
    for (int i : blockers) {
        if (i == target) continue;
        // Its bounds from its front edge and depth first: most units are
        // nowhere near the lines.
        if (!cache.outlineBounds(i).overlaps(all)) continue;
        const Convex* hull = cache.hull(i);
        if (!hull || !hull->box.overlaps(all)) continue;
        q.units.push_back({i, hull});
    }

    const auto& features = setup.battle.map.features;
    const auto& types = setup.battle.terrain;
    for (int i = 0; i < static_cast<int>(features.size()); ++i) {
        const core::TerrainFeature& f = features[i];
        // Lines and rivers' banks do not stop the eye; areas and hills may.
        if (f.shape == core::FeatureShape::Linear || f.points.size() < 3) continue;
        const Area* area = &setup.areas[i];
        if (!area->shape.box.overlaps(all)) continue;
        // FG-D-34: a hill can hide only what is lower than it at both ends.
        if (f.shape == core::FeatureShape::Hill && f.level > q.viewerLevel && f.level > lowest)
            q.hills.push_back(area);
        if (f.type < 0 || f.type >= static_cast<int>(types.size())) continue;
        const TerrainRules& t = types[f.type];
        // FG-D-35: a farmstead does not block the lines of a unit inside it.
        if (t.blocksSight && !unitInside(cache, viewer, f.points) &&
            !unitInside(cache, target, f.points))
            q.farmsteads.push_back(area);
        if (t.sightLimit >= 0) addLimited(q.limited, f.type, t.sightLimit, area);
    }
    for (const TargetStand& st : q.stands)
        for (std::size_t i = 0, n = st.shape.corners.size(); i < n; ++i) {
            const Vec2 c = st.shape.corners[i];
            const Vec2 mid = (c + st.shape.corners[(i + 1) % n]) * 0.5;
            for (Vec2 p : {c, mid}) {
                // Squared first: only points this close need the root.
                auto same = std::find_if(q.points.begin(), q.points.end(), [p](const TargetPoint& o) {
                    const Vec2 d = o.p - p;
                    return dot(d, d) < 2e-12 && length(d) < 1e-6;
                });
                if (same == q.points.end())
                    q.points.push_back({p, st.level});
                else
                    same->level = std::max(same->level, st.level);
            }
        }
    return q;
}

// Buffers a query's edges reuse (the lines' own are Scratch's).
struct EdgeScratch : Scratch {
    std::vector<Vec2> from;
    std::vector<TargetPoint> to;
    std::vector<std::pair<double, std::size_t>> keyed;
};

// [SECTION] one line

enum class BlockKind { Unit, Farmstead, Hill, Limit };

struct Block {
    BlockKind kind = BlockKind::Unit;
    int index = -1;      // unit, feature or terrain type
    double at = kInf;    // inches from the viewer where it stops the line
    double amount = 0.0; // a limit: inches of the type along the line
    double limit = 0.0;
};

struct LineResult {
    bool skipped = false; // it reaches a nearer part of the target first
    int count = 0;        // blocks found
    double weight = 0.0;  // inches over limits, kHardWeight per hard block
    Block first;          // the one nearest the viewer
    Vec2 from, to;
};

// The parts of a + t*d, 0 <= t <= tEnd, inside the type's pieces, merged
// into sc.spans (a piece's bounds must meet `box`); false when there are none.
bool spansOf(const LimitedType& l, Vec2 a, Vec2 d, double tEnd, const Aabb& box, Scratch& sc) {
    sc.spans.clear();
    for (const Area* ar : l.areas)
        if (ar->shape.box.overlaps(box)) addSpans(a, d, tEnd, *ar, sc);
    if (sc.spans.empty()) return false;
    mergeSpans(sc);
    return true;
}

// Tests the line from `a` (on the front edge) to `tp` (on the target) and
// stops once it has found `stopAfter` blocks; with `skipHidden`, skips it
// when it reaches a nearer part of the target first.
LineResult checkLine(const Query& q, Vec2 a, const TargetPoint& tp, int stopAfter, bool skipHidden,
                     Scratch& sc) {
    LineResult r;
    const Vec2 d = tp.p - a;
    const double len = length(d);
    const Aabb whole = boundsOfSegment(a, tp.p);

    // FG-D-35: terrain and units count up to the target's nearest part
    // along the line (the target never blocks itself).
    double tEnd = 1.0;
    int entered = tp.level;
    double h0 = 0.0, h1 = 1.0;
    if (clip(a, d, q.targetHull, 0.0, h0, h1) && h0 < 1.0 - 1e-9)
        for (const TargetStand& st : q.stands) {
            double t0 = 0.0, t1 = 1.0;
            if (st.shape.box.overlaps(whole) && clip(a, d, st.shape, 0.0, t0, t1) && t0 < tEnd) {
                tEnd = t0;
                entered = st.level;
            }
        }
    const Vec2 end = a + d * tEnd;
    r.from = a;
    r.to = end;
    // A line that reaches the target before its point, at a stand as high,
    // is the line to that nearer part: it is tried there (or close by), so
    // skip it as blocked. Lines over the target's lower front to its higher
    // rear are kept (FG-D-34).
    if (skipHidden && tEnd < 1.0 - 1e-9 && entered >= tp.level) {
        r.skipped = true;
        return r;
    }
    const Aabb box = boundsOfSegment(a, end);

    auto add = [&](Block b, double weight) {
        ++r.count;
        r.weight += weight;
        if (b.at < r.first.at) r.first = b;
        return r.count >= stopAfter;
    };

    // FG-LOS-1: units in the way (convex hulls: the cheapest test first).
    for (const BlockingUnit& u : q.units) {
        if (!u.hull->box.overlaps(box)) continue;
        double t0 = 0.0, t1 = tEnd;
        if (clip(a, d, *u.hull, kGraze, t0, t1) && t1 > t0)
            if (add({BlockKind::Unit, u.unit, t0 * len, 0, 0}, kHardWeight)) return r;
    }

    // FG-D-34: dead ground, over a hill higher than both ends. The far end
    // is the point of the target the line goes to, at its stand's level:
    // the rear of a column climbing a hill is seen over a crest of the same
    // height though the line passes over the column's lower front.
    const int ends = std::max(q.viewerLevel, tp.level);
    for (const Area* hp : q.hills) {
        const Area& h = *hp;
        if (q.s.battle().map.features[h.feature].level <= ends || !h.shape.box.overlaps(whole))
            continue;
        const Inside in = insideOf(a, d, 1.0, h, sc);
        if (in.length > kTolerance)
            if (add({BlockKind::Hill, h.feature, in.from * len, 0, 0}, kHardWeight)) return r;
    }

    // FG-D-35: farmsteads the line passes through.
    for (const Area* fp : q.farmsteads) {
        const Area& f = *fp;
        if (!f.shape.box.overlaps(box)) continue;
        const Inside in = insideOf(a, d, tEnd, f, sc);
        if (in.length > kTolerance)
            if (add({BlockKind::Farmstead, f.feature, in.from * len, 0, 0}, kHardWeight)) return r;
    }

    // FG-LOS-1, FG-D-35: each limited type summed along the line, pieces the
    // viewer or the target stands in included; exactly the limit sees (FG-D-1).
    for (const LimitedType& l : q.limited) {
        if (!spansOf(l, a, d, tEnd, box, sc)) continue;
        double total = 0.0, passes = kInf;
        for (const Span& sp : sc.spans) {
            const double piece = (sp.t1 - sp.t0) * len;
            if (passes == kInf && total + piece > l.limit + kTolerance)
                passes = sp.t0 * len + (l.limit - total); // where the eye gives out
            total += piece;
        }
        if (passes < kInf)
            if (add({BlockKind::Limit, l.type, passes, total, l.limit}, total - l.limit)) return r;
    }
    return r;
}

// [SECTION] sentences

// 4.5 -> 4.5", 3 -> 3". An amount over a limit never reads as the limit
// itself (3.04" of woods against 3" reads 3.04").
std::string inches(double x, double notEqualTo = -1.0) {
    char buf[32];
    double r = std::round(x * 10) / 10;
    if (notEqualTo >= 0 && r <= notEqualTo + 1e-9) {
        std::snprintf(buf, sizeof buf, "%.2f\"", std::ceil(x * 100) / 100);
        return buf;
    }
    if (std::fabs(r - std::round(r)) < 1e-9)
        std::snprintf(buf, sizeof buf, "%.0f\"", r);
    else
        std::snprintf(buf, sizeof buf, "%.1f\"", r);
    return buf;
}

std::string typeWord(const TerrainRules& t) {
    std::string w = t.name.empty() ? t.id : t.name;
    if (!w.empty() && w[0] >= 'A' && w[0] <= 'Z') w[0] = static_cast<char>(w[0] - 'A' + 'a');
    return w;
}

// "the 19th Indiana is in the way", "the skirmishers of the 2nd Wisconsin are".
std::string unitInTheWay(const GameState& s, int unit) {
    const std::string name = nameOfUnit(s, unit);
    const bool many = name.rfind("skirmishers", 0) == 0;
    return "the " + name + (many ? " are" : " is") + " in the way";
}

void explain(const Query& q, const Block& b, Sight& out) {
    const Battle& battle = q.s.battle();
    switch (b.kind) {
    case BlockKind::Unit:
        out.rule = "FG-LOS-1";
        out.why = unitInTheWay(q.s, b.index);
        break;
    case BlockKind::Farmstead: {
        const core::TerrainFeature& f = battle.map.features[b.index];
        const std::string word = typeWord(battle.terrain[f.type]);
        // "the Smith farmstead", "the Brawner farmhouse and barn", "the farmstead"
        std::string name = f.name.empty()                          ? word
                           : f.name.find(' ') == std::string::npos ? f.name + " " + word
                                                                   : f.name;
        out.rule = "FG-LOS-2";
        out.why = "the " + name + " blocks the line";
        break;
    }
    case BlockKind::Hill: {
        const core::TerrainFeature& f = battle.map.features[b.index];
        const std::string name = f.name.empty() ? std::string("the hill") : f.name;
        out.rule = "FG-LOS-2";
        out.why = name + " (level " + std::to_string(f.level) + ") hides the " +
                  nameOfUnit(q.s, q.target) + " from lower ground";
        break;
    }
    case BlockKind::Limit:
        out.rule = "FG-LOS-1";
        out.why = inches(b.amount, b.limit) + " of " + typeWord(battle.terrain[b.index]) +
                  " lie between them (" + inches(b.limit) + " at most)";
        break;
    }
}

// Points from a to b at most kSpacing apart, the middle first, then outward
// (the line most players would lay a ruler along is tried first).
// Ordered by |2i - n|, the lower i first on a tie: i = (n - k) / 2 and
// (n + k) / 2 for k = n % 2, n % 2 + 2, ... up to n.
void edgePoints(Vec2 a, Vec2 b, std::vector<Vec2>& out) {
    const int n = std::max(1, static_cast<int>(std::ceil(length(b - a) / kSpacing - 1e-9)));
    out.clear();
    auto at = [&](int i) { out.push_back(a + (b - a) * (static_cast<double>(i) / n)); };
    for (int k = n % 2; k <= n; k += 2) {
        at((n - k) / 2);
        if (k > 0) at((n + k) / 2);
    }
}

// The corners and the middles of the sides of every target stand, each once,
// nearest the viewer first.
// The points found once, as the query gathered; each one's distance worked
// out once, and put in order by (distance, index) as they are asked for:
// the index breaks ties, as a stable sort of the distances would. Most
// edges see along their first line, so the nearest point is found alone
// and the rest sorted only when a second is wanted.
class TargetOrder {
public:
    TargetOrder(const Query& q, Vec2 from, std::vector<std::pair<double, std::size_t>>& keyed)
        : q_(q), keyed_(keyed) {
        const std::size_t n = q.points.size();
        keyed_.resize(n);
        for (std::size_t i = 0; i < n; ++i)
            keyed_[i] = {length(q.points[i].p - from), i};
    }
    std::size_t size() const { return keyed_.size(); }
    const TargetPoint& operator[](std::size_t i) {
        if (i >= sorted_) {
            if (i == 0) {
                std::iter_swap(keyed_.begin(), std::min_element(keyed_.begin(), keyed_.end()));
                sorted_ = 1;
            } else {
                std::sort(keyed_.begin() + static_cast<std::ptrdiff_t>(sorted_), keyed_.end());
                sorted_ = keyed_.size();
            }
        }
        return q_.points[keyed_[i].second];
    }
    // Every point, nearest first.
    void all(std::vector<TargetPoint>& out) {
        out.clear();
        for (std::size_t i = 0; i < size(); ++i)
            out.push_back((*this)[i]);
    }

private:
    const Query& q_;
    std::vector<std::pair<double, std::size_t>>& keyed_;
    std::size_t sorted_ = 0;
};

// Where the line through x and y meets the front edge a-b (false when it
// runs along it or misses it), and its direction from there towards `toward`.
bool throughEdge(Vec2 a, Vec2 b, Vec2 x, Vec2 y, Vec2 toward, Vec2& s, Vec2& dir) {
    const Vec2 e = b - a, d = y - x;
    const double den = e.x * d.y - e.y * d.x;
    if (std::fabs(den) < 1e-12 || length(d) < 1e-9) return false;
    const Vec2 w = x - a;
    double u = (w.x * d.y - w.y * d.x) / den; // along a->b
    if (u < -1e-9 || u > 1.0 + 1e-9) return false;
    u = std::clamp(u, 0.0, 1.0);
    s = a + e * u;
    dir = d * (1.0 / length(d));
    if (dot(dir, toward - s) < 0.0) dir = dir * -1.0;
    return true;
}

// FG-LOS-1: the line from `s` along `dir` to where it first reaches a target
// stand, tested; false when it misses the target or is blocked.
bool clearAlong(const Query& q, Vec2 s, Vec2 dir, Scratch& sc, LineResult& out) {
    const Vec2 far = dir * 1000.0;
    // A ray that passes well clear of the target's hull (grown by far more
    // than rounding) reaches none of its stands: most of the lines tried
    // here do not point at the target at all.
    {
        double h0 = 0.0, h1 = 1.0;
        if (!clip(s, far, q.targetHull, -kHullMargin, h0, h1)) return false;
    }
    double best = kInf;
    int level = 0;
    for (const TargetStand& st : q.stands) {
        double t0 = 0.0, t1 = 1.0;
        if (clip(s, far, st.shape, 0.0, t0, t1) && t0 < best) {
            best = t0;
            level = st.level;
        }
    }
    if (best == kInf) return false;
    out = checkLine(q, s, {s + far * best, level}, 1, false, sc);
    return out.count == 0;
}

// FG-LOS-1 "any point of the front edge ... any part of the target": the
// sampled lines can miss a gap between units narrower than their spacing. If
// a clear line exists, one can be slid and turned until it touches two of the
// corners of the units in the way, or one of them and an end of the front
// edge or a point of the target; those lines are tried, in a fixed order.
bool clearCriticalLine(const Query& q, Vec2 a, Vec2 b, const std::vector<TargetPoint>& to,
                       Scratch& sc, LineResult& found) {
    std::vector<Vec2> corners;
    for (const BlockingUnit& u : q.units)
        corners.insert(corners.end(), u.hull->corners.begin(), u.hull->corners.end());
    if (corners.empty()) return false;
    Vec2 toward;
    for (const TargetStand& st : q.stands)
        for (Vec2 c : st.shape.corners)
            toward = toward + c * (1.0 / (4.0 * static_cast<double>(q.stands.size())));
    auto tryLine = [&](Vec2 x, Vec2 y) {
        Vec2 s, dir;
        return throughEdge(a, b, x, y, toward, s, dir) && clearAlong(q, s, dir, sc, found);
    };
    for (std::size_t i = 0; i < corners.size(); ++i) {
        for (Vec2 e : {a, b})
            if (tryLine(e, corners[i])) return true;
        for (const TargetPoint& tp : to)
            if (tryLine(corners[i], tp.p)) return true;
        for (std::size_t j = i + 1; j < corners.size(); ++j)
            if (tryLine(corners[i], corners[j])) return true;
    }
    return false;
}

// FG-LOS-1: whether a line from the front edge a-b sees the target (one
// clear line is enough); `out` gets the line that sees. Until then the least
// blocked line (fewest blocks, then least over the limits) is kept in
// `best`, when asked for, to say why not; a line is dropped as soon as it
// has more blocks than that one.
//
// `hint` (only when no line and no reason is wanted, so only whether the
// edge sees counts): the target point the last edge saw, tried first, and
// set to the one this edge sees. A clear line to it from this edge is one
// of the lines the full search tries (a clear line in the first pass ends
// that search whichever it meets first), so the answer is the same; the
// edges of one front mostly see the same part of the target.
bool seesFrom(const Query& q, Vec2 a, Vec2 b, EdgeScratch& sc, Sight& out, LineResult* best,
              std::size_t* hint = nullptr) {
    std::vector<Vec2>& from = sc.from;
    edgePoints(a, b, from);
    if (hint && *hint < q.points.size())
        for (Vec2 p : from) {
            const LineResult r = checkLine(q, p, q.points[*hint], 1, true, sc);
            if (!r.skipped && r.count == 0) {
                out.sees = true;
                out.from = r.from;
                out.to = r.to;
                return true;
            }
        }
    TargetOrder order(q, (a + b) * 0.5, sc.keyed);
    bool have = false;
    LineResult least;
    // Lines to hidden parts of the target are skipped, unless no other is
    // left (a target seen only along its own edges).
    for (bool skipHidden : {true, false}) {
        for (std::size_t k = 0; k < order.size(); ++k) {
            const TargetPoint& tp = order[k];
            for (Vec2 p : from) {
                const int stopAfter = !best ? 1 : have ? least.count + 1 : INT_MAX;
                LineResult r = checkLine(q, p, tp, stopAfter, skipHidden, sc);
                if (r.skipped) continue;
                if (r.count == 0) {
                    out.sees = true;
                    out.from = r.from;
                    out.to = r.to;
                    if (hint) *hint = static_cast<std::size_t>(&tp - q.points.data());
                    return true;
                }
                if (!have || r.count < least.count ||
                    (r.count == least.count && r.weight < least.weight - 1e-9)) {
                    least = r;
                    have = true;
                }
            }
        }
        if (have) break;
    }
    if (!have) return false;
    std::vector<TargetPoint>& to = sc.to;
    order.all(to);
    if (LineResult r; clearCriticalLine(q, a, b, to, sc, r)) {
        out.sees = true;
        out.from = r.from;
        out.to = r.to;
        return true;
    }
    if (best) *best = least;
    return false;
}

// [SECTION] sight over the table, cell by cell

// What a line from the front edge to a point stops at: bits of kByHill,
// kByTerrain, kByUnit (0: it sees).
constexpr int kByHill = 1, kByTerrain = 2, kByUnit = 4;

struct FieldQuery {
    int viewerLevel = 0;
    std::vector<const Convex*> units; // hulls of those that block the viewer
    std::vector<std::pair<const Area*, int>> hills; // with their levels
    std::vector<const Area*> farmsteads;
    std::vector<LimitedType> limited;
};

// Half a stand (an inch square): a stand centred on the point is reached
// this much short of it, where canSee stops counting (FG-D-35).
constexpr double kHalfStand = 0.5;

int lineStops(const FieldQuery& q, Vec2 a, Vec2 p, int pointLevel, Scratch& sc) {
    const Vec2 d = p - a;
    const double len = length(d);
    const Aabb box = boundsOfSegment(a, p);
    // FG-D-35: units and terrain count up to the stand's nearest part.
    const double tEnd = len > kHalfStand ? 1.0 - kHalfStand / len : 0.0;
    int stops = 0;
    for (const Convex* hull : q.units) {
        if (!hull->box.overlaps(box)) continue;
        // A unit standing on the point does not hide the point.
        if (core::geom::pointInPolygon(p, hull->corners)) continue;
        double t0 = 0.0, t1 = tEnd;
        if (clip(a, d, *hull, kGraze, t0, t1) && t1 > t0) {
            stops |= kByUnit;
            break;
        }
    }
    const int ends = std::max(q.viewerLevel, pointLevel);
    for (const auto& [h, level] : q.hills) {
        if (level <= ends || !h->shape.box.overlaps(box)) continue;
        if (insideOf(a, d, 1.0, *h, sc).length > kTolerance) {
            stops |= kByHill;
            break;
        }
    }
    for (const Area* f : q.farmsteads) {
        if (!f->shape.box.overlaps(box)) continue;
        // FG-D-35: not a line that ends at a unit inside it.
        if (core::geom::pointInPolygon(p, *f->outline)) continue;
        if (insideOf(a, d, tEnd, *f, sc).length > kTolerance) {
            stops |= kByTerrain;
            break;
        }
    }
    if (!(stops & kByTerrain))
        for (const LimitedType& l : q.limited) {
            if (!spansOf(l, a, d, tEnd, box, sc)) continue;
            double total = 0.0;
            for (const Span& sp : sc.spans)
                total += (sp.t1 - sp.t0) * len;
            if (total > l.limit + kTolerance) {
                stops |= kByTerrain;
                break;
            }
        }
    return stops;
}

} // namespace

// [SECTION] the queries

SightField sightField(const GameState& s, int viewer, double cell) {
    SightField out;
    const core::BattleMap& map = s.battle().map;
    out.cell = cell > 0.05 ? cell : 0.05;
    out.cols = std::max(1, static_cast<int>(std::ceil(map.width / out.cell - 1e-9)));
    out.rows = std::max(1, static_cast<int>(std::ceil(map.height / out.cell - 1e-9)));
    out.cells.assign(std::size_t(out.cols) * std::size_t(out.rows), Hidden::Seen);
    const Unit& u = s.units[viewer];
    if (u.removed || u.onTable() < 1) return out;

    SightCache cache(s);
    FieldQuery q;
    q.viewerLevel = cache.level(viewer);
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
        if (i != viewer && blocksViewer(cache, viewer, q.viewerLevel, i))
            if (const Convex* hull = cache.hull(i)) q.units.push_back(hull);
    const Setup& setup = *s.setup;
    const auto& features = setup.battle.map.features;
    const auto& types = setup.battle.terrain;
    for (int i = 0; i < static_cast<int>(features.size()); ++i) {
        const core::TerrainFeature& f = features[i];
        if (f.shape == core::FeatureShape::Linear || f.points.size() < 3) continue;
        const Area* area = &setup.areas[i];
        if (f.shape == core::FeatureShape::Hill && f.level > q.viewerLevel)
            q.hills.push_back({area, f.level});
        if (f.type < 0 || f.type >= static_cast<int>(types.size())) continue;
        const TerrainRules& t = types[f.type];
        if (t.blocksSight && !unitInside(cache, viewer, f.points)) q.farmsteads.push_back(area);
        if (t.sightLimit >= 0) addLimited(q.limited, f.type, t.sightLimit, area);
    }

    // FG-LOS-1: the whole front edge, as canSee.
    const auto [left, rightEnd] = frontEdgeOf(u);
    std::vector<Vec2> from;
    edgePoints(left, rightEnd, from);
    Scratch sc;
    for (int r = 0; r < out.rows; ++r)
        for (int c = 0; c < out.cols; ++c) {
            const Vec2 p = out.origin + Vec2{(c + 0.5) * out.cell, (r + 0.5) * out.cell};
            const int level = levelAt(setup, p);
            int every = kByHill | kByTerrain | kByUnit; // what stops every line so far
            for (const Vec2 a : from) {
                const int stops = lineStops(q, a, p, level, sc);
                if (stops == 0) {
                    every = 0;
                    break;
                }
                // Dead ground while every line crosses a hill; else terrain
                // while every line meets terrain or a hill.
                if (!(stops & kByHill)) every &= ~kByHill;
                if (!(stops & (kByHill | kByTerrain))) every &= ~kByTerrain;
            }
            out.cells[std::size_t(r) * out.cols + c] = every == 0                ? Hidden::Seen
                                                       : (every & kByHill)      ? Hidden::DeadGround
                                                       : (every & kByTerrain)   ? Hidden::Terrain
                                                                                : Hidden::Units;
        }
    return out;
}

int levelAt(const Setup& setup, Vec2 p) {
    int level = 0;
    for (const core::TerrainFeature& f : setup.battle.map.features)
        if (f.shape == core::FeatureShape::Hill && f.level > level &&
            core::geom::pointInPolygon(p, f.points))
            level = f.level;
    return level;
}

int levelOf(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    return levelAt(*s.setup, u.front - core::forwardOf(u.facing) * 0.5);
}

Sight canSeeFrom(const GameState& s, int viewer, Vec2 a, Vec2 b, int target) {
    Sight out;
    out.from = a;
    out.to = b;
    for (int u : {viewer, target})
        if (s.units[u].removed || s.units[u].onTable() < 1) {
            out.rule = "FG-LOS-1";
            out.why = "the " + nameOfUnit(s, u) + " is not on the table";
            return out;
        }
    SightCache cache(s);
    const Query q = gather(cache, viewer, boundsOfSegment(a, b), target);
    EdgeScratch sc;
    LineResult best;
    if (seesFrom(q, a, b, sc, out, &best)) return out;
    if (best.count == 0) return out; // no target stand: cannot happen on the table
    out.from = best.from;
    out.to = best.to;
    explain(q, best.first, out);
    return out;
}

std::vector<int> edgesThatSee(const GameState& s, int viewer,
                              const std::vector<std::pair<Vec2, Vec2>>& edges, int target) {
    SightCache cache(s);
    return edgesThatSee(cache, viewer, edges, target);
}

std::vector<int> edgesThatSee(SightCache& cache, int viewer,
                              const std::vector<std::pair<Vec2, Vec2>>& edges, int target) {
    const GameState& s = cache.state();
    std::vector<int> out;
    if (edges.empty()) return out;
    for (int u : {viewer, target})
        if (s.units[u].removed || s.units[u].onTable() < 1) return out;
    // One gathering for the whole front: its bounds hold every edge's lines,
    // so each edge sees exactly what canSeeFrom would say.
    Aabb all = boundsOfSegment(edges.front().first, edges.front().second);
    for (const auto& [a, b] : edges) {
        all.add(a);
        all.add(b);
    }
    const Query q = gather(cache, viewer, all, target);
    EdgeScratch sc;
    Sight found;
    std::size_t hint = q.points.size(); // none yet
    for (int i = 0; i < static_cast<int>(edges.size()); ++i)
        if (seesFrom(q, edges[i].first, edges[i].second, sc, found, nullptr, &hint))
            out.push_back(i);
    return out;
}

Sight canSee(const GameState& s, int viewer, int target) {
    const auto [left, right] = frontEdgeOf(s.units[viewer]);
    return canSeeFrom(s, viewer, left, right, target);
}

} // namespace guidon::full
