// What is wrong with a battle of the full game as it stands: the reader's
// checks of the whole battle (a file with an error is refused) and the map
// editor's problems list (errors and warnings, each with where it is).
#include "battle_file.h"
#include "full_battle_file.h"

#include "core/geometry.h"
#include "full/command_radius.h"
#include "full/event.h"
#include "full/formation.h"
#include "full/state.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace guidon::data {

using core::Vec2;

namespace {

using full::kLeaderRadius; // a 1" round base (FG-ORG-1)
const char* const kSideTitles[2] = {"Federal", "Confederate"};

std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

std::string at(Vec2 p) {
    return number(p.x) + "," + number(p.y);
}

std::string lineOf(int line) {
    return line > 0 ? " (line " + std::to_string(line) + ")" : std::string();
}

// The stands of a unit on the table (FG-FORM-1, FG-D-40).
std::vector<core::geom::Box> boxesOf(const full::UnitSetup& u) {
    // The ground it holds, open order's gaps included (FG-D-36).
    return full::groundBoxes(u.formation, u.onTable(), u.front, u.facing);
}

struct Finder {
    const full::Battle& b;
    std::vector<BattleIssue> out;

    void add(BattleIssue::Level level, std::string message, int unit, int feature, int line,
             Vec2 where) {
        out.push_back(BattleIssue{level, std::move(message), unit, feature, line, where});
    }
    void error(std::string m, int unit, int line, Vec2 where, int feature = -1) {
        add(BattleIssue::Level::Error, std::move(m), unit, feature, line, where);
    }
    void warning(std::string m, int unit, int line, Vec2 where) {
        add(BattleIssue::Level::Warning, std::move(m), unit, -1, line, where);
    }

    bool impassable(const core::TerrainFeature& f) const {
        return f.type >= 0 && static_cast<std::size_t>(f.type) < b.terrain.size() &&
               b.terrain[static_cast<std::size_t>(f.type)].impassable &&
               f.shape != core::FeatureShape::Linear && f.points.size() >= 3;
    }
    std::string typeName(const core::TerrainFeature& f) const {
        return b.terrain[static_cast<std::size_t>(f.type)].name;
    }

    void units(const std::vector<std::vector<core::geom::Box>>& boxes,
               const std::vector<core::geom::Aabb>& bounds);
    void brigadiers(const std::vector<std::vector<core::geom::Box>>& boxes);
    void order(); // the order of battle's own problems (the editor's)
    void years();
    void command(const full::Tables& tables);
};

// FG-D-36: every unit on the table, apart, out of impassable ground.
void Finder::units(const std::vector<std::vector<core::geom::Box>>& boxes,
                   const std::vector<core::geom::Aabb>& bounds) {
    const core::BattleMap& m = b.map;
    std::vector<core::geom::Aabb> featureBounds;
    for (const core::TerrainFeature& f : m.features)
        featureBounds.push_back(core::geom::boundsOf(f.points));
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        const full::UnitSetup& u = b.units[i];
        const int ui = static_cast<int>(i);
        bool inside = true;
        for (const core::geom::Box& box : boxes[i])
            inside = inside && core::geom::insideTable(box, m.width, m.height);
        if (!inside) error("unit '" + u.id + "' stands (partly) off the table", ui, u.sourceLine, u.front);
        for (std::size_t j = 0; j < i; ++j) {
            if (!bounds[i].overlaps(bounds[j])) continue;
            bool hit = false;
            for (const core::geom::Box& p : boxes[i])
                for (const core::geom::Box& q : boxes[j])
                    hit = hit || core::geom::overlaps(p, q);
            if (hit)
                error("unit '" + u.id + "' overlaps unit '" + b.units[j].id + "'" +
                          lineOf(b.units[j].sourceLine),
                      ui, u.sourceLine, u.front);
        }
        for (std::size_t k = 0; k < m.features.size(); ++k) {
            const core::TerrainFeature& f = m.features[k];
            if (!impassable(f) || !bounds[i].overlaps(featureBounds[k])) continue;
            bool in = false;
            for (const core::geom::Box& box : boxes[i])
                in = in || core::geom::overlapsPolygon(box, f.points);
            if (in)
                error("unit '" + u.id + "' stands in impassable " + typeName(f) +
                          lineOf(f.sourceLine),
                      ui, u.sourceLine, u.front, static_cast<int>(k));
        }
    }
}

// FG-ORG-1, FG-D-7: each brigadier's 1" round base on the table, out of
// impassable ground, touching the unit he is attached to and overlapping
// no other unit.
void Finder::brigadiers(const std::vector<std::vector<core::geom::Box>>& boxes) {
    const core::BattleMap& m = b.map;
    for (std::size_t k = 0; k < b.brigades.size(); ++k) {
        const full::BrigadeSetup& br = b.brigades[k];
        const Vec2 p = br.leader;
        const std::string who =
            "brigadier " + (br.brigadier.empty() ? std::string("(no name)") : br.brigadier) +
            " (brigade '" + br.id + "')";
        if (p.x < kLeaderRadius || p.y < kLeaderRadius || p.x > m.width - kLeaderRadius ||
            p.y > m.height - kLeaderRadius) {
            error(who + " stands (partly) off the table at " + at(p), -1, br.sourceLine, p);
            continue;
        }
        for (const core::TerrainFeature& f : m.features)
            if (impassable(f) && core::geom::pointInPolygon(p, f.points))
                error(who + " stands in impassable " + typeName(f) + lineOf(f.sourceLine), -1,
                      br.sourceLine, p);
        auto distanceTo = [&](std::size_t i) {
            double d = 1e9;
            for (const core::geom::Box& box : boxes[i])
                d = std::min(d, core::geom::distance(std::vector<Vec2>{p}, core::geom::corners(box)));
            return d;
        };
        for (std::size_t i = 0; i < b.units.size(); ++i) {
            const double d = distanceTo(i);
            if (static_cast<int>(i) == br.attached) {
                // (The brigadier's problem, not the unit's: no unit given,
                // the editor goes to the brigade his words name.)
                if (d > kLeaderRadius + full::kTolerance)
                    error(who + " is attached to '" + b.units[i].id + "' but his base at " + at(p) +
                              " does not touch it (FG-D-7)",
                          -1, br.sourceLine, p);
            } else if (d < kLeaderRadius - full::kTolerance) {
                error(who + " at " + at(p) + " overlaps unit '" + b.units[i].id + "'" +
                          lineOf(b.units[i].sourceLine) + "; attach him to it or move him (FG-D-7)",
                      -1, br.sourceLine, p);
            }
        }
    }
}

// FG-ORG-1: a side of brigades, a brigade of a brigadier and units. A file
// without them is refused by the reader; a battle being built may lack them.
void Finder::order() {
    for (int si = 0; si < 2; ++si) {
        const core::Side side = si == 0 ? core::Side::Federal : core::Side::Confederate;
        if (std::none_of(b.brigades.begin(), b.brigades.end(),
                         [&](const full::BrigadeSetup& br) { return br.side == side; }))
            error(std::string("the ") + kSideTitles[si] + " side has no brigade (FG-ORG-1)", -1,
                  b.sides[static_cast<std::size_t>(si)].sourceLine, {b.map.width / 2, b.map.height / 2});
    }
    for (std::size_t k = 0; k < b.brigades.size(); ++k) {
        const full::BrigadeSetup& br = b.brigades[k];
        if (br.brigadier.empty())
            error("brigade '" + br.id + "' has no brigadier (FG-ORG-1)", -1, br.sourceLine, br.leader);
        if (std::none_of(b.units.begin(), b.units.end(), [&](const full::UnitSetup& u) {
                return u.brigade == static_cast<int>(k);
            }))
            error("brigade '" + br.id + "' has no regiment or battery (FG-ORG-1)", -1,
                  br.sourceLine, br.leader);
    }
}

// What the battle's year cannot have (warnings: a scenario may mean it).
void Finder::years() {
    const int year = b.map.year;
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        const full::UnitSetup& u = b.units[i];
        const int ui = static_cast<int>(i);
        if (!u.screen() && u.arm != full::Arm::Artillery && u.weapon == full::Weapon::Repeater &&
            year < 1863)
            warning("unit '" + u.id + "' has repeaters, which come in 1863; this battle is of " +
                        std::to_string(year) + " (FG-ORG-2)",
                    ui, u.sourceLine, u.front);
        if (!u.screen() && u.formation == full::Formation::OpenOrder && year < 1864)
            warning("unit '" + u.id + "' stands in open order, which comes in 1864; this battle "
                                      "is of " +
                        std::to_string(year) + " (FG-D-45)",
                    ui, u.sourceLine, u.front);
    }
}

// FG-CMD-1, FG-CMD-5: a regiment out of its brigadier's command as the
// battle starts (a warning: it may be meant, a detached regiment). Measured
// as the rules measure it, on the battle's first state.
void Finder::command(const full::Tables& tables) {
    std::vector<full::Event> events;
    const full::GameState s = full::newGame(full::makeSetup(b, tables), 1, events);
    for (int i = 0; i < static_cast<int>(s.units.size()) && i < static_cast<int>(b.units.size());
         ++i) {
        const full::UnitSetup& u = b.units[static_cast<std::size_t>(i)];
        if (u.screen()) continue;
        const full::CommandReach r = full::commandReach(s, i);
        if (r.tier != full::Tier::Distant && r.tier != full::Tier::Out) continue;
        const full::BrigadeSetup& br = b.brigades[static_cast<std::size_t>(u.brigade)];
        const std::string who = br.brigadier.empty() ? "its brigadier" : br.brigadier;
        // Tenths up: 12.04" is told as 12.1", beyond the 12" it is out of.
        const std::string away = number(std::ceil(r.distance * 10 - 1e-9) / 10) + "\"";
        std::string what;
        if (r.tier == full::Tier::Distant)
            what = "out of command of " + who + ", " + away + " away";
        else if (r.distance > tables.distant)
            what = "out of communication with " + who + ", " + away + " away";
        else // no path around impassable ground (FG-D-6)
            what = "out of communication with " + who +
                   ": no courier's path reaches it around impassable ground";
        warning("unit '" + u.id + "' starts " + what + " (FG-CMD-5)", i, u.sourceLine, u.front);
    }
}

} // namespace

std::vector<BattleIssue> findFullBattleIssues(const full::Battle& b, const full::Tables* tables,
                                              bool whole) {
    Finder f{b, {}};
    if (whole) {
        mapIssues(b.map, f.out);
        f.order();
    }
    std::vector<std::vector<core::geom::Box>> boxes;
    std::vector<core::geom::Aabb> bounds;
    for (const full::UnitSetup& u : b.units) {
        boxes.push_back(boxesOf(u));
        core::geom::Aabb a;
        for (const core::geom::Box& box : boxes.back())
            for (Vec2 c : core::geom::corners(box))
                a.add(c);
        bounds.push_back(a);
    }
    f.units(boxes, bounds);
    f.brigadiers(boxes);
    if (whole) {
        f.years();
        if (std::none_of(f.out.begin(), f.out.end(), [](const BattleIssue& i) {
                return i.level == BattleIssue::Level::Error;
            }))
            f.command(tables ? *tables : full::sheetTables());
        // Deployment zones, where the battle has them (a warning, as Lite's).
        for (std::size_t i = 0; i < b.units.size(); ++i) {
            const full::UnitSetup& u = b.units[i];
            const core::Side side = b.brigades[static_cast<std::size_t>(u.brigade)].side;
            bool hasZone = false, inZone = false;
            for (const core::DeploymentZone& z : b.map.zones) {
                if (z.side != side || z.points.size() < 3) continue;
                hasZone = true;
                inZone = inZone || core::geom::pointInPolygon(u.front, z.points);
            }
            if (hasZone && !inZone)
                f.warning("unit '" + u.id + "' is outside its side's deployment zone",
                          static_cast<int>(i), u.sourceLine, u.front);
        }
    }
    return std::move(f.out);
}

} // namespace guidon::data
