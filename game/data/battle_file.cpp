#include "battle_file.h"

#include "durable_file.h"

#include "core/geometry.h"
#include "full/ruleset.h"
#include "lite/command_text.h"
#include "lite/game.h"
#include "lite/ruleset.h"
#include "lite/unit.h"
#include "map_writer.h"
#include "xml_reader.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

namespace guidon::data {

using core::Vec2;
using tinyxml2::XMLElement;

namespace {

constexpr double kMaxTable = 200.0; // in the battle's unit; a 48 x 32 BW table is Lite's default

// The rulesets a battle file may name, each with the word for its unit of
// length in units="..." (which only confirms what the rules imply).
struct RulesetWords {
    const core::RulesetInfo& (*info)();
    const char* unit;
    const char* lengths; // the unit's name in the plural, for messages
};
constexpr RulesetWords kRulesets[] = {{lite::ruleset, "BW", "base widths"},
                                      {full::ruleset, "inch", "inches"}};

const RulesetWords* rulesetWords(std::string_view id) {
    for (const RulesetWords& r : kRulesets)
        if (r.info().id == id) return &r;
    return nullptr;
}

bool isLite(const lite::Battle& b) {
    return b.rules == lite::ruleset().id;
}

// " BW" or "\"": how the battle's lengths are written in messages.
std::string lengthSuffix(const lite::Battle& b) {
    const core::RulesetInfo* r = rulesetNamed(b.rules);
    return r ? std::string(r->length.suffix) : std::string(" BW");
}

int findType(const std::vector<core::TerrainKind>& types, const std::string& id) {
    for (std::size_t i = 0; i < types.size(); ++i)
        if (types[i].id == id) return static_cast<int>(i);
    return -1;
}

std::string knownTypes(const std::vector<core::TerrainKind>& types) {
    std::string s;
    for (const auto& t : types)
        s += (s.empty() ? "" : ", ") + t.id;
    return s;
}

void readUnit(const Element& e, core::Side side, lite::Battle& b) {
    e.onlyAttributes({"id", "name", "type", "bases", "files", "x", "y", "facing", "limbered"});
    lite::UnitSetup u;
    u.side = side;
    u.sourceLine = e.line();
    bool ok = e.text("id", u.id, true, 40);
    // Unit ids appear in scripts and saves as one word.
    if (ok && u.id.find_first_not_of(
                  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") !=
                  std::string::npos) {
        e.error("unit id '" + printable(u.id) + "' may hold only letters, digits, '-' and '_'");
        ok = false;
    }
    if (!e.text("name", u.name, false, 80)) u.name = u.id;
    std::string type;
    if (e.text("type", type) && !lite::parseUnitType(type, u.type)) {
        e.error("unit type must be infantry or artillery, not '" + printable(type) + "'");
        ok = false;
    }
    bool art = u.type == lite::UnitType::Artillery;
    // LL-UNIT-2: infantry 2-10 bases, artillery 1-3 gun bases. Read the number
    // first without bounds so the message can say which limit was broken.
    int bases = 0;
    if (e.integer("bases", bases, -1000000000, 1000000000)) {
        int lo = art ? 1 : 2, hi = art ? 3 : 10;
        if (bases < lo || bases > hi) {
            e.error(std::string(art ? "an artillery battery" : "an infantry regiment") + " has " +
                    std::to_string(lo) + " to " + std::to_string(hi) + " bases, not " +
                    std::to_string(bases) + " (LL-UNIT-2)");
            ok = false;
        }
        u.bases = bases;
    } else {
        ok = false;
    }
    if (art) {
        u.files = u.bases; // LL-UNIT-3: guns abreast
        int files = u.bases;
        if (e.has("files") && e.integer("files", files, 1, 1000000) && files != u.bases) {
            e.error("an unlimbered battery stands in one rank: files must equal bases (LL-UNIT-3)");
            ok = false;
        }
    } else if (e.integer("files", u.files, 1, 1000000000)) {
        if (u.files > u.bases && u.bases > 0) {
            e.error("files (" + std::to_string(u.files) + ") cannot be more than bases (" +
                    std::to_string(u.bases) + ") (LL-UNIT-1)");
            ok = false;
        }
    } else {
        ok = false;
    }
    ok = e.real("x", u.front.x, -kMaxTable, 2 * kMaxTable) && ok;
    ok = e.real("y", u.front.y, -kMaxTable, 2 * kMaxTable) && ok;
    ok = e.real("facing", u.facing, -360, 360) && ok;
    if (e.has("limbered")) {
        e.boolean("limbered", u.limbered);
        if (u.limbered && !art) {
            e.error("only artillery can be limbered");
            ok = false;
        }
    }
    for (const auto& other : b.units) {
        if (!u.id.empty() && other.id == u.id) {
            e.error("unit id '" + u.id + "' is used twice (first at line " +
                    std::to_string(other.sourceLine) + ")");
            ok = false;
        }
    }
    if (ok) b.units.push_back(u);
}

// <pickup winner=... north=... deploys-first=.../>: a pick-up scenario
// (RULINGS LL-SETUP-1), each attribute a choice the scenario fixes. With a
// fixed order the side that deploys second takes the first turn.
void readPickup(const Element& e, int& firstLine, lite::Battle& b) {
    e.onlyAttributes({"winner", "north", "deploys-first"});
    if (firstLine > 0) {
        e.error("a second <pickup> (the first is at line " + std::to_string(firstLine) + ")");
        return;
    }
    firstLine = e.line();
    lite::PickupScenario s;
    bool ok = true;
    for (auto [attr, field] : {std::pair{"winner", &s.winner}, std::pair{"north", &s.north},
                               std::pair{"deploys-first", &s.firstDeployer}}) {
        std::string text;
        core::Side side = core::Side::Federal;
        if (!e.has(attr)) continue;
        if (e.text(attr, text) && lite::parseSide(text, side)) {
            *field = side;
        } else {
            if (!text.empty())
                e.error(std::string("'") + attr + "' must be federal or confederate, not '" +
                        printable(text) + "'");
            ok = false;
        }
    }
    if (ok && s.firstDeployer) b.firstSide = lite::other(*s.firstDeployer);
    b.pickup = s; // even with a bad side: the whole-battle checks are a pick-up map's
}

// <hand side=... cards="id,id"/>: the cards dealt first into a side's
// opening hand (docs/formats.md). With `cards`, each id must also be in that
// side's deck for the battle's year (LL-CARD-1); without, only its shape is
// checked (the map editor, which keeps the hand as it is).
void readHand(const Element& e, lite::Battle& b, const std::vector<lite::CardDef>* cards) {
    e.onlyAttributes({"side", "cards"});
    std::string sideText, list;
    core::Side side = core::Side::Federal;
    bool ok = e.text("side", sideText);
    if (ok && !lite::parseSide(sideText, side)) {
        e.error("'side' must be federal or confederate, not '" + printable(sideText) + "'");
        ok = false;
    }
    std::vector<std::string> ids;
    std::string why;
    if (e.text("cards", list, true, 2000) && !lite::parseCardList(list, ids, why))
        e.error("'cards': " + why);
    if (!ok) return;
    int& line = b.handLines[lite::index(side)];
    if (line > 0) {
        e.error("a second <hand> for the " + sideText + " side (the first is at line " +
                std::to_string(line) + ")");
        return;
    }
    line = e.line();
    for (const std::string& p : lite::fixedHandProblems(cards, side, b.year, ids))
        e.error(p);
    b.hands[lite::index(side)] = std::move(ids);
}

std::vector<core::geom::Box> boxesOf(const lite::UnitSetup& s) {
    std::vector<core::geom::Box> out;
    for (const lite::BaseBox& bb : lite::baseBoxes(lite::unitFromSetup(s)))
        out.push_back({bb.centre, 0.5, 0.5, bb.facing});
    return out;
}

} // namespace

// [SECTION] the table, shared with the full game's reader

// `editing`: for the editor, a feature whose shape is wrong (crossing itself,
// a crest missing or leaving its hill, off the table) is kept: the editor's
// problems list says what is wrong, and the designer mends it.
void readTerrainFeature(const Element& e, const std::vector<core::TerrainKind>& types,
                        double width, double height, const std::string& lengthSuffix,
                        std::vector<core::TerrainFeature>& out, bool editing) {
    lite::TerrainFeature f;
    f.sourceLine = e.line();
    std::string kind = e.name();
    std::string type = kind == "hill" ? "hill" : "";
    if (kind == "area")
        f.shape = lite::FeatureShape::Area;
    else if (kind == "linear")
        f.shape = lite::FeatureShape::Linear;
    else if (kind == "hill")
        f.shape = lite::FeatureShape::Hill;
    else {
        e.error("unknown terrain element <" + printable(kind) +
                "> (expected <area>, <linear> or <hill>)");
        return;
    }
    e.onlyAttributes({"type", "points", "width", "crest", "level", "name"});
    if (!e.text("type", type, kind != "hill")) {
        if (kind != "hill") return;
    }
    e.text("name", f.name, false, 80);
    // FG-LOS-2: a hill's level, 1 unless it stands on another hill.
    if (e.has("level")) {
        if (f.shape != lite::FeatureShape::Hill) {
            e.error("only a <hill> has a level");
            return;
        }
        if (!e.integer("level", f.level, 1, 9)) return;
    }
    f.type = findType(types, type);
    if (f.type < 0) {
        e.error("unknown terrain type '" + printable(type) + "' (known: " + knownTypes(types) +
                ")");
        return;
    }
    const core::TerrainKind& t = types[static_cast<std::size_t>(f.type)];
    if (f.shape == lite::FeatureShape::Linear) {
        if (!t.linear) {
            e.error("terrain type '" + type + "' is an area type; draw it with <area>");
            return;
        }
        if (!e.points("points", f.points, 2)) return;
        f.width = t.defaultWidth;
        if (e.has("width") && !e.real("width", f.width, 0.05, 4.0)) return;
    } else {
        if (t.linear) {
            e.error("terrain type '" + type + "' is linear; draw it with <linear>");
            return;
        }
        if (f.shape == lite::FeatureShape::Hill && !t.crest) {
            e.error("terrain type '" + type + "' has no crest line; a <hill> needs one that does");
            return;
        }
        if (f.shape == lite::FeatureShape::Area && t.crest) {
            e.error("terrain type '" + type +
                    "' has a crest line; draw it with <hill> and a crest");
            return;
        }
        if (!e.points("points", f.points, 3)) return;
        if (!editing && core::geom::selfIntersects(f.points, true)) {
            e.error("the outline crosses itself");
            return;
        }
        if (!editing && std::fabs(core::geom::signedArea(f.points)) < 1e-6) {
            e.error("the outline encloses no area");
            return;
        }
        if (editing && f.shape == lite::FeatureShape::Hill) {
            // The crest may be still to draw, or outside: the problems list says so.
            if (e.has("crest") && !e.points("crest", f.crest, 0, 500, false)) return;
        } else if (f.shape == lite::FeatureShape::Hill) {
            if (!e.points("crest", f.crest, 2)) return;
            if (!core::geom::polylineInsidePolygon(f.crest, f.points)) {
                auto at = [](core::Vec2 p) {
                    return std::to_string(p.x).substr(0, 6) + "," +
                           std::to_string(p.y).substr(0, 6);
                };
                std::string where;
                for (Vec2 p : f.crest)
                    if (where.empty() && !core::geom::pointInPolygon(p, f.points))
                        where = "at " + at(p);
                for (std::size_t i = 0; where.empty() && i + 1 < f.crest.size(); ++i)
                    if (!core::geom::polylineInsidePolygon({f.crest[i], f.crest[i + 1]}, f.points))
                        where = "between " + at(f.crest[i]) + " and " + at(f.crest[i + 1]);
                e.error("the crest line leaves its hill (" + where + ")");
                return;
            }
        } else if (e.has("crest")) {
            e.error("only a <hill> has a crest");
        }
    }
    for (Vec2 p : f.points) {
        if (!editing && (p.x < 0 || p.y < 0 || p.x > width || p.y > height)) {
            char size[64];
            std::snprintf(size, sizeof size, "%g x %g", width, height);
            e.error(std::string("a point of this feature lies off the ") + size + lengthSuffix +
                    " table");
            return;
        }
    }
    out.push_back(f);
}

void readDeploymentZone(const Element& e, double width, double height,
                        std::vector<core::DeploymentZone>& out) {
    e.onlyAttributes({"side", "points"});
    core::DeploymentZone z;
    z.sourceLine = e.line();
    std::string side;
    if (e.text("side", side) && !lite::parseSide(side, z.side))
        e.error("'side' must be federal or confederate, not '" + printable(side) + "'");
    if (e.points("points", z.points, 3)) {
        bool onTable = true;
        for (core::Vec2 p : z.points)
            onTable = onTable && p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;
        if (core::geom::selfIntersects(z.points, true))
            e.error("the deployment zone crosses itself");
        else if (std::fabs(core::geom::signedArea(z.points)) < 1e-6)
            e.error("the deployment zone encloses no area");
        else if (!onTable)
            e.error("the deployment zone reaches off the table");
        else
            out.push_back(z);
    }
}

const core::RulesetInfo* rulesetNamed(std::string_view id) {
    const RulesetWords* r = rulesetWords(id);
    return r ? &r->info() : nullptr;
}

core::TableEdge friendlyEdge(const lite::Battle& b, core::Side side) {
    std::vector<std::pair<core::Side, Vec2>> fronts;
    for (const lite::UnitSetup& u : b.units)
        fronts.emplace_back(u.side, u.front);
    std::optional<core::Side> north;
    if (b.pickup) north = b.pickup->north;
    return friendlyEdgeOf(b.width, b.height, b.edges, b.zones, fronts, side, north);
}

core::TableEdge friendlyEdgeOf(double width, double height,
                               const std::array<std::optional<core::TableEdge>, 2>& edges,
                               const std::vector<core::DeploymentZone>& zones,
                               const std::vector<std::pair<core::Side, Vec2>>& fronts,
                               core::Side side, std::optional<core::Side> north) {
    using core::TableEdge;
    const int me = lite::index(side), them = 1 - me;
    if (edges[me]) return *edges[me];
    if (edges[them]) return core::opposite(*edges[them]);
    // The long edges: north (y = 0) and south, or west (x = 0) and east.
    const bool wide = width >= height;
    const TableEdge low = wide ? TableEdge::North : TableEdge::West;
    if (wide && north) return *north == side ? TableEdge::North : TableEdge::South;
    // Where each side stands across the table: the middle of its deployment
    // zones' corners, else of its units' fronts.
    std::optional<double> at[2];
    for (int si = 0; si < 2; ++si) {
        double sum = 0.0;
        int n = 0;
        for (const core::DeploymentZone& z : zones)
            if (lite::index(z.side) == si)
                for (Vec2 p : z.points) {
                    sum += wide ? p.y : p.x;
                    ++n;
                }
        if (n == 0)
            for (const auto& [s, front] : fronts)
                if (lite::index(s) == si) {
                    sum += wide ? front.y : front.x;
                    ++n;
                }
        if (n > 0) at[si] = sum / n;
    }
    const double middle = (wide ? height : width) / 2.0;
    if (at[me] && at[them] && *at[me] != *at[them])
        return *at[me] < *at[them] ? low : core::opposite(low);
    if (at[me] && !at[them] && *at[me] != middle)
        return *at[me] < middle ? low : core::opposite(low);
    if (!at[me] && at[them] && *at[them] != middle)
        return *at[them] < middle ? core::opposite(low) : low;
    return side == core::Side::Federal ? core::opposite(low) : low;
}

std::vector<ShapeProblem> featureShapeProblems(const lite::TerrainFeature& f,
                                               const std::string& what) {
    std::vector<ShapeProblem> out;
    Vec2 at = f.points.empty() ? Vec2{} : f.points[0];
    if (f.shape != lite::FeatureShape::Linear) {
        if (f.points.size() < 3)
            out.push_back({what + " needs at least 3 corners", at});
        else if (core::geom::selfIntersects(f.points, true))
            out.push_back({"the outline of " + what + " crosses itself", at});
        else if (std::fabs(core::geom::signedArea(f.points)) < 1e-6)
            out.push_back({"the outline of " + what + " encloses no area", at});
    } else if (f.points.size() < 2) {
        out.push_back({what + " needs at least 2 points", at});
    }
    if (f.shape == lite::FeatureShape::Hill && f.points.size() >= 3 && f.crest.size() < 2)
        out.push_back({what + " has no crest line", at});
    else if (f.shape == lite::FeatureShape::Hill && f.points.size() >= 3 &&
             !core::geom::polylineInsidePolygon(f.crest, f.points))
        out.push_back({"the crest of " + what + " leaves its hill", f.crest[0]});
    return out;
}

void mapIssues(const core::BattleMap& m, std::vector<BattleIssue>& out) {
    auto add = [&](std::string message, int feature, int line, Vec2 at) {
        out.push_back(
            BattleIssue{BattleIssue::Level::Error, std::move(message), -1, feature, line, at});
    };
    // The terrain: outlines that cross themselves, crests that leave their hill.
    for (std::size_t k = 0; k < m.features.size(); ++k) {
        const core::TerrainFeature& f = m.features[k];
        std::string what =
            f.name.empty() ? m.kinds[static_cast<std::size_t>(f.type)].name : f.name;
        int fi = static_cast<int>(k);
        for (ShapeProblem& sp : featureShapeProblems(f, what))
            add(std::move(sp.message), fi, f.sourceLine, sp.at);
        for (Vec2 p : f.points)
            if (p.x < 0 || p.y < 0 || p.x > m.width || p.y > m.height) {
                add(what + " reaches off the table", fi, f.sourceLine, p);
                break;
            }
    }
    for (const core::DeploymentZone& z : m.zones)
        if (z.points.size() >= 3 && core::geom::selfIntersects(z.points, true))
            add(std::string("the ") + core::nameOf(z.side) + " deployment zone crosses itself", -1,
                z.sourceLine, z.points[0]);
}

std::vector<BattleIssue> findBattleIssues(const lite::Battle& b) {
    std::vector<BattleIssue> out;
    auto lineOf = [](int line) {
        return line > 0 ? " (line " + std::to_string(line) + ")" : std::string();
    };
    auto add = [&](BattleIssue::Level level, std::string message, int unit, int feature, int line,
                   Vec2 at) {
        out.push_back(BattleIssue{level, std::move(message), unit, feature, line, at});
    };
    using L = BattleIssue::Level;
    mapIssues(lite::mapOf(b), out);
    // The units: on the table, apart, out of impassable ground, in their zone.
    std::vector<std::vector<core::geom::Box>> boxes;
    for (const auto& u : b.units)
        boxes.push_back(boxesOf(u));
    int count[2] = {0, 0};
    for (std::size_t i = 0; i < b.units.size(); ++i) {
        const auto& u = b.units[i];
        int ui = static_cast<int>(i);
        ++count[lite::index(u.side)];
        bool inside = true;
        for (const auto& box : boxes[i])
            inside = inside && core::geom::insideTable(box, b.width, b.height);
        if (!inside)
            add(L::Error, "unit '" + u.id + "' stands (partly) off the table", ui, -1, u.sourceLine,
                u.front);
        for (std::size_t j = 0; j < i; ++j) {
            bool hit = false;
            for (const auto& p : boxes[i])
                for (const auto& q : boxes[j])
                    hit = hit || core::geom::overlaps(p, q);
            if (hit)
                add(L::Error,
                    "unit '" + u.id + "' overlaps unit '" + b.units[j].id + "'" +
                        lineOf(b.units[j].sourceLine),
                    ui, -1, u.sourceLine, u.front);
        }
        for (std::size_t k = 0; k < b.features.size(); ++k) {
            const auto& f = b.features[k];
            const auto& t = b.terrainTypes[static_cast<std::size_t>(f.type)];
            if (!t.impassable || f.shape == lite::FeatureShape::Linear || f.points.size() < 3)
                continue;
            bool in = false;
            for (const auto& box : boxes[i])
                in = in || core::geom::overlapsPolygon(box, f.points);
            if (in)
                add(L::Error,
                    "unit '" + u.id + "' stands in impassable " + t.name + lineOf(f.sourceLine), ui,
                    static_cast<int>(k), u.sourceLine, u.front);
        }
        // Its side's deployment zones, when the battle has any: a warning, as
        // a scenario may place a unit forward on purpose. A pick-up scenario's
        // units are deployed in the edge thirds instead (LL-SETUP-1): no zones.
        if (b.pickup) continue;
        bool hasZone = false, inZone = false;
        for (const lite::DeploymentZone& z : b.zones) {
            if (z.side != u.side || z.points.size() < 3) continue;
            hasZone = true;
            bool all = true;
            for (const auto& box : boxes[i])
                for (Vec2 c :
                     core::geom::corners(box)) // a hair inside: a base on the zone's edge is in it
                    all = all && core::geom::pointInPolygon(box.centre + (c - box.centre) * 0.98,
                                                            z.points);
            inZone = inZone || all;
        }
        if (hasZone && !inZone)
            add(L::Warning,
                "unit '" + u.id + "' stands outside the " + lite::nameOf(u.side) +
                    " deployment zone",
                ui, -1, u.sourceLine, u.front);
    }
    // A battle of another ruleset has no Lite forces or hands to check (its
    // units are not read yet: docs/formats.md).
    if (!isLite(b)) return out;
    if (b.pickup) {
        // The set-up writes the battle a pick-up game starts on, and it has
        // no hands (`guidon-cli pickup --hand` fixes them for a script).
        for (core::Side side : {core::Side::Federal, core::Side::Confederate})
            if (!b.hands[lite::index(side)].empty())
                add(L::Error,
                    std::string("a pick-up scenario fixes no hands: the ") + lite::nameOf(side) +
                        " <hand> is for a deployed battle",
                    -1, -1, b.handLines[lite::index(side)], Vec2{});
        // LL-SETUP-1: the forces are the map's or the pick-up library's, never half of each.
        if ((count[0] == 0) != (count[1] == 0)) {
            int empty = count[0] == 0 ? 0 : 1;
            add(L::Error,
                std::string("a pick-up scenario gives forces to both sides or to neither; the ") +
                    (empty == 0 ? "Federal" : "Confederate") + " side has no units",
                -1, -1, b.forceLines[empty], Vec2{});
        }
    } else {
        if (count[0] == 0)
            add(L::Error, "the Federal side has no units", -1, -1, b.forceLines[0], Vec2{});
        if (count[1] == 0)
            add(L::Error, "the Confederate side has no units", -1, -1, b.forceLines[1], Vec2{});
    }
    return out;
}

void checkBattle(const lite::Battle& b, const std::string& file, Problems& problems) {
    // The loader refuses errors; warnings are for the editor's panel.
    for (const BattleIssue& i : findBattleIssues(b))
        if (i.level == BattleIssue::Level::Error) problems.add(file, i.line, i.message);
}

bool parseBattle(const std::string& text, const std::string& file,
                 const std::vector<lite::TerrainType>& types, lite::Battle& out, Problems& problems,
                 bool editing, const std::vector<lite::CardDef>* cards) {
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "battle", file, problems);
    if (!root) return false;
    return parseBattleElement(root, file, types, out, problems, editing, cards);
}

bool parseBattleElement(const XMLElement* root, const std::string& file,
                        const std::vector<lite::TerrainType>& types, lite::Battle& out,
                        Problems& problems, bool editing, const std::vector<lite::CardDef>* cards) {
    std::size_t before = problems.size();
    Element r(root, file, problems);
    r.onlyAttributes({"rules", "units", "name", "year", "width", "height", "first", "edge-federal",
                      "edge-confederate"});
    lite::Battle b;
    b.file = file;
    b.terrainTypes = types;
    b.forceLines[0] = b.forceLines[1] = root->GetLineNum();
    // rules="lite|full" (absent: lite); units="BW|inch", if given, must be
    // that ruleset's unit of length.
    const RulesetWords* rules = &kRulesets[0];
    std::string rulesText;
    if (r.has("rules") && r.text("rules", rulesText, true, 20)) {
        rules = rulesetWords(rulesText);
        if (!rules) {
            std::string known;
            for (const RulesetWords& k : kRulesets)
                known += (known.empty() ? "" : " or ") + std::string(k.info().id);
            r.error("'rules' must be " + known + ", not '" + printable(rulesText) + "'");
        }
    }
    std::string unit;
    if (rules && r.has("units") && r.text("units", unit, true, 20) && unit != rules->unit) {
        bool known = false;
        for (const RulesetWords& k : kRulesets)
            known = known || unit == k.unit;
        if (known)
            r.error("'units' is " + unit + ", but a battle of " + std::string(rules->info().name) +
                    " measures in " + rules->lengths + " (units=\"" + rules->unit + "\")");
        else
            r.error("'units' must be BW or inch, not '" + printable(unit) + "'");
    }
    const bool full = rules && rules->info().id == full::ruleset().id;
    if (rules) b.rules = std::string(rules->info().id);
    if (full) {
        b.width = 72.0; // FG-SCALE-1: a 72" x 48" table
        b.height = 48.0;
    }
    // A pick-up scenario's first turn goes to the side that deploys second
    // (LL-SETUP-1), so it has no `first`; look for <pickup> before reading it.
    const bool pickupMap = !full && root->FirstChildElement("pickup") != nullptr;
    r.text("name", b.name, true, 80);
    r.integer("year", b.year, 1861, 1865);
    if (r.has("width")) r.real("width", b.width, 8, kMaxTable);
    if (r.has("height")) r.real("height", b.height, 8, kMaxTable);
    std::string first;
    if (pickupMap && r.has("first"))
        r.error(
            "a pick-up scenario has no 'first': the side that deploys second takes the first turn "
            "(fix it with <pickup deploys-first=...>)");
    else if (r.text("first", first, !pickupMap) && !lite::parseSide(first, b.firstSide))
        r.error("'first' must be federal or confederate, not '" + printable(first) + "'");
    // Each side's friendly table edge (FG-SCALE-3); friendlyEdge gives the
    // default. A pick-up scenario's edges are chosen in its set-up.
    const char* edgeAttr[2] = {"edge-federal", "edge-confederate"};
    for (int si = 0; si < 2; ++si) {
        std::string edge;
        if (!r.has(edgeAttr[si])) continue;
        if (pickupMap) {
            r.error(std::string("a pick-up scenario's edges are chosen as it is set up (fix them "
                                "with <pickup north=...>), not with '") +
                    edgeAttr[si] + "'");
        } else if (r.text(edgeAttr[si], edge, true, 20)) {
            b.edges[si] = core::parseTableEdge(edge);
            if (!b.edges[si])
                r.error(std::string("'") + edgeAttr[si] +
                        "' must be north, south, east or west, not '" + printable(edge) + "'");
        }
    }
    if (b.edges[0] && b.edges[0] == b.edges[1])
        r.error("both sides have the " + std::string(core::nameOf(*b.edges[0])) +
                " edge as their friendly edge");
    bool forces[2] = {false, false};
    int pickupLine = 0;
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        Element e(x, file, problems);
        std::string n = x->Name();
        if (n == "description") {
            e.onlyAttributes({});
            b.description = e.body();
            if (b.description.size() > 4000)
                e.error("the description is too long (4000 characters at most)");
        } else if (n == "terrain") {
            e.onlyAttributes({});
            const std::vector<core::TerrainKind> kinds(types.begin(), types.end());
            for (const XMLElement* f = x->FirstChildElement(); f; f = f->NextSiblingElement())
                readTerrainFeature(Element(f, file, problems), kinds, b.width, b.height,
                                   lengthSuffix(b), b.features, editing);
        } else if (n == "deployment") {
            readDeploymentZone(e, b.width, b.height, b.zones);
        } else if (full && (n == "pickup" || n == "hand" || n == "force")) {
            // Lite's alone: the full game has no cards or pick-up set-up, and
            // its order of battle is still to come.
            if (n == "force")
                e.error("this version cannot read the units of a battle of the full game yet");
            else
                e.error("<" + n + "> is for a battle of Longstreet Lite, not of the full game");
        } else if (n == "pickup") {
            readPickup(e, pickupLine, b);
        } else if (n == "hand") {
            readHand(e, b, cards);
        } else if (n == "force") {
            e.onlyAttributes({"side"});
            std::string sideText;
            core::Side side = core::Side::Federal;
            if (!e.text("side", sideText)) continue;
            if (!lite::parseSide(sideText, side)) {
                e.error("'side' must be federal or confederate, not '" + printable(sideText) + "'");
                continue;
            }
            if (forces[lite::index(side)])
                e.error("a second <force> for the " + sideText + " side");
            forces[lite::index(side)] = true;
            b.forceLines[lite::index(side)] = e.line();
            for (const XMLElement* u = x->FirstChildElement(); u; u = u->NextSiblingElement()) {
                Element ue(u, file, problems);
                if (std::strcmp(u->Name(), "unit") != 0) {
                    ue.error(std::string("unknown element <") + printable(u->Name()) +
                             "> in a force (expected <unit>)");
                    continue;
                }
                if (b.units.size() >= 400) {
                    ue.error("too many units (400 at most)");
                    break;
                }
                readUnit(ue, side, b);
            }
        } else {
            e.error(
                "unknown element <" + printable(n) +
                "> (expected <description>, <terrain>, <deployment>, <pickup>, <hand> or <force>)");
        }
    }
    if (!editing) checkBattle(b, file, problems);
    if (problems.size() != before) return false;
    out = std::move(b);
    return true;
}

bool loadBattle(const std::string& path, const std::vector<lite::TerrainType>& types,
                lite::Battle& out, Problems& problems, bool editing,
                const std::vector<lite::CardDef>* cards) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseBattle(text, path, types, out, problems, editing, cards);
}

// [SECTION] writing

std::string battleToText(const lite::Battle& b) {
    using tinyxml2::XMLElement;
    tinyxml2::XMLDocument doc;
    doc.InsertEndChild(doc.NewDeclaration());
    XMLElement* root = doc.NewElement("battle");
    doc.InsertEndChild(root);
    if (!isLite(b)) root->SetAttribute("rules", b.rules.c_str()); // absent: lite
    const core::BattleMap m = lite::mapOf(b);
    writeMapAttributes(root, m);
    if (!b.pickup)
        root->SetAttribute("first", lite::nameOf(b.firstSide)); // a pick-up map's is its order's
    writeMapBody(doc, root, m);
    if (b.pickup) {
        XMLElement* e = doc.NewElement("pickup");
        if (b.pickup->winner) e->SetAttribute("winner", lite::nameOf(*b.pickup->winner));
        if (b.pickup->north) e->SetAttribute("north", lite::nameOf(*b.pickup->north));
        if (b.pickup->firstDeployer)
            e->SetAttribute("deploys-first", lite::nameOf(*b.pickup->firstDeployer));
        root->InsertEndChild(e);
    }
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        const std::vector<std::string>& hand = b.hands[lite::index(side)];
        if (hand.empty()) continue;
        XMLElement* e = doc.NewElement("hand");
        e->SetAttribute("side", lite::nameOf(side));
        e->SetAttribute("cards", lite::cardListText(hand).c_str());
        root->InsertEndChild(e);
    }
    // A battle of the full game is written by fullBattleToText
    // (full_battle_file.h); here only its table.
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        if (!isLite(b)) break;
        XMLElement* force = doc.NewElement("force");
        force->SetAttribute("side", lite::nameOf(side));
        root->InsertEndChild(force);
        for (const lite::UnitSetup& u : b.units) {
            if (u.side != side) continue;
            XMLElement* e = doc.NewElement("unit");
            e->SetAttribute("id", u.id.c_str());
            if (!u.name.empty()) e->SetAttribute("name", u.name.c_str());
            e->SetAttribute("type", lite::nameOf(u.type));
            e->SetAttribute("bases", u.bases);
            if (u.type == lite::UnitType::Infantry) e->SetAttribute("files", u.files);
            e->SetAttribute("x", numberText(u.front.x).c_str());
            e->SetAttribute("y", numberText(u.front.y).c_str());
            e->SetAttribute("facing", numberText(u.facing).c_str());
            if (u.limbered) e->SetAttribute("limbered", "true");
            force->InsertEndChild(e);
        }
    }
    return documentText(doc);
}

bool writeBattleAtomic(const std::string& path, const lite::Battle& b, std::string& error) {
    return writeTextFileAtomic(path, battleToText(b), error);
}

} // namespace guidon::data
