#include "full_doc.h"

#include "core/geometry.h"
#include "full/command_radius.h"
#include "full/formation.h"
#include "full/ruleset.h"
#include "full/setup_table.h"

#include <algorithm>
#include <cmath>

namespace guidon::editor {

using core::Vec2;

// [SECTION] the table's fields of the full game's battle

TableFields fieldsOf(full::Battle& b) {
    core::BattleMap& m = b.map;
    return {&m.name, &m.description, &m.year, &m.width, &m.height, &m.features, &m.zones};
}
const std::vector<core::TerrainFeature>& featuresOf(const full::Battle& b) {
    return b.map.features;
}
int kindCount(const full::Battle& b) {
    return static_cast<int>(b.map.kinds.size());
}
const core::TerrainKind& kindOf(const full::Battle& b, int type) {
    return b.map.kinds[static_cast<std::size_t>(type)];
}

namespace {

int sideIndex(core::Side s) {
    return s == core::Side::Federal ? 0 : 1;
}

} // namespace

FullDoc::FullDoc(std::vector<full::TerrainRules> types, double width, double height,
                 const full::Tables* tables, const std::string& name)
    : tables_(tables) {
    core::BattleMap& m = battle_.map;
    m.rules = std::string(full::ruleset().id);
    m.name = name;
    m.year = 1863;
    m.width = width;
    m.height = height;
    battle_.terrain = std::move(types);
    for (const full::TerrainRules& t : battle_.terrain)
        m.kinds.push_back(t);
}

FullDoc::FullDoc(full::Battle battle, const full::Tables* tables)
    : TableDoc(std::move(battle)), tables_(tables) {}

std::vector<core::TableUnit> FullDoc::tableUnits() const {
    return full::setupTable(battle_);
}

// [SECTION] the scenario

bool FullDoc::setScenario(const std::string& name, const std::string& description, int year,
                          core::Side first, int turns) {
    if (name.empty() || name.size() > 80) return fail("a battle's name has 1 to 80 characters");
    if (description.size() > 4000)
        return fail("the description is too long (4000 characters at most)");
    if (year < 1861 || year > 1865) return fail("the year is 1861 to 1865");
    if (turns < 0 || turns > 99) return fail("a turn limit is 1 to 99 turns, or none");
    record("change the scenario");
    battle_.map.name = name;
    battle_.map.description = description;
    battle_.map.year = year;
    battle_.firstSide = first;
    battle_.turnLimit = turns;
    return true;
}

bool FullDoc::setEdge(core::Side side, std::optional<core::TableEdge> edge) {
    const int si = sideIndex(side);
    if (edge && battle_.map.edges[static_cast<std::size_t>(1 - si)] == edge)
        return fail(std::string("the ") + core::nameOf(core::other(side)) + " side has the " +
                    std::string(core::nameOf(*edge)) + " edge already");
    record(std::string("set the ") + core::nameOf(side) + " table edge");
    battle_.map.edges[static_cast<std::size_t>(si)] = edge;
    return true;
}

bool FullDoc::setArmy(core::Side side, std::uint8_t traits, const std::string& commander) {
    if (traits & ~full::kArmyTraits)
        return fail("Sharpshooters is a regiment's trait, not an army's (FG-ORG-3)");
    if (commander.size() > 80) return fail("a name has at most 80 characters");
    record(std::string("change the ") + core::nameOf(side) + " army");
    full::SideSetup& s = battle_.sides[static_cast<std::size_t>(sideIndex(side))];
    s.traits = traits;
    s.commanderName = commander;
    s.divisionCommander = !commander.empty();
    // A unit may not drop a trait its side no longer has.
    for (full::UnitSetup& u : battle_.units)
        if (u.brigade >= 0 && battle_.brigades[static_cast<std::size_t>(u.brigade)].side == side)
            u.traitsOff &= traits;
    return true;
}

// [SECTION] brigades

bool FullDoc::brigadeOk(int brigade) {
    if (brigade < 0 || brigade >= static_cast<int>(battle_.brigades.size()))
        return fail("there is no brigade " + std::to_string(brigade));
    return true;
}

bool FullDoc::idTaken(const std::string& id) const {
    return std::any_of(battle_.units.begin(), battle_.units.end(),
                       [&](const full::UnitSetup& u) { return u.id == id; }) ||
           std::any_of(battle_.brigades.begin(), battle_.brigades.end(),
                       [&](const full::BrigadeSetup& b) { return b.id == id; });
}

std::string FullDoc::newId(const std::string& prefix) const {
    for (int n = 1;; ++n)
        if (!idTaken(prefix + std::to_string(n))) return prefix + std::to_string(n);
}

int FullDoc::addBrigade(core::Side side, Vec2 leader) {
    if (battle_.brigades.size() >= 100) {
        fail("a battle has at most 100 brigades");
        return -1;
    }
    full::BrigadeSetup b;
    b.side = side;
    b.id = newId(side == core::Side::Federal ? "fb" : "cb");
    b.name = "New brigade";
    b.leader = leader;
    record("add a brigade");
    battle_.brigades.push_back(std::move(b));
    return static_cast<int>(battle_.brigades.size()) - 1;
}

bool FullDoc::setBrigade(int brigade, const std::string& name, const std::string& brigadier,
                         full::Rating rating) {
    if (!brigadeOk(brigade)) return false;
    if (name.empty() || name.size() > 80) return fail("a brigade's name has 1 to 80 characters");
    if (brigadier.size() > 80) return fail("a name has at most 80 characters");
    record("change " + battle_.brigades[static_cast<std::size_t>(brigade)].name);
    full::BrigadeSetup& b = battle_.brigades[static_cast<std::size_t>(brigade)];
    b.name = name;
    b.brigadier = brigadier;
    b.rating = rating;
    return true;
}

bool FullDoc::moveBrigadier(int brigade, Vec2 to) {
    if (!brigadeOk(brigade)) return false;
    record("move " + battle_.brigades[static_cast<std::size_t>(brigade)].name + "'s brigadier");
    full::BrigadeSetup& b = battle_.brigades[static_cast<std::size_t>(brigade)];
    b.leader = to;
    // Moved off the unit he was attached to: no longer attached (FG-D-7).
    if (b.attached >= 0) {
        const full::UnitSetup& u = battle_.units[static_cast<std::size_t>(b.attached)];
        double d = 1e9;
        for (const core::geom::Box& box :
             full::standBoxes(u.formation, u.onTable(), u.front, u.facing))
            d = std::min(d, core::geom::distance(std::vector<Vec2>{to}, core::geom::corners(box)));
        if (d > full::kLeaderRadius + full::kTolerance) b.attached = -1;
    }
    return true;
}

bool FullDoc::setTableSize(double width, double height) {
    for (const full::BrigadeSetup& b : battle_.brigades)
        if (b.leader.x > width || b.leader.y > height)
            return fail(b.name + "'s brigadier would be left off the table");
    return TableDoc::setTableSize(width, height);
}

bool FullDoc::attachBrigadier(int brigade, int unit) {
    if (!brigadeOk(brigade)) return false;
    full::BrigadeSetup& b = battle_.brigades[static_cast<std::size_t>(brigade)];
    if (unit >= 0) {
        if (!unitOk(unit)) return false;
        const full::UnitSetup& u = battle_.units[static_cast<std::size_t>(unit)];
        if (u.brigade != brigade || u.screen())
            return fail(u.name + " is not a regiment or battery of " + b.name + " (FG-D-7)");
    }
    record(unit >= 0 ? "attach " + b.name + "'s brigadier" : "detach " + b.name + "'s brigadier");
    full::BrigadeSetup& m = battle_.brigades[static_cast<std::size_t>(brigade)];
    m.attached = unit;
    if (unit >= 0) keepBrigadierOn(unit);
    return true;
}

void FullDoc::keepBrigadierOn(int unit) {
    const full::UnitSetup& u = battle_.units[static_cast<std::size_t>(unit)];
    const double depth = full::depthOf(u.formation, u.onTable());
    for (full::BrigadeSetup& b : battle_.brigades)
        if (b.attached == unit) // touching it behind its front's centre (FG-D-7)
            b.leader = u.front - core::forwardOf(u.facing) * (depth + full::kLeaderRadius);
}

bool FullDoc::rotateUnit(int unit, double facing) {
    if (!TableDoc::rotateUnit(unit, facing)) return false;
    keepBrigadierOn(unit);
    return true;
}

bool FullDoc::deleteBrigade(int brigade) {
    if (!brigadeOk(brigade)) return false;
    record("delete " + battle_.brigades[static_cast<std::size_t>(brigade)].name);
    for (int i = static_cast<int>(battle_.units.size()) - 1; i >= 0; --i)
        if (battle_.units[static_cast<std::size_t>(i)].brigade == brigade) removeUnitAt(i);
    battle_.brigades.erase(battle_.brigades.begin() + brigade);
    for (full::UnitSetup& u : battle_.units)
        if (u.brigade > brigade) --u.brigade;
    return true;
}

// [SECTION] units

std::string FullDoc::unitProblem(const full::UnitSetup& u, int self) const {
    if (u.brigade < 0 || u.brigade >= static_cast<int>(battle_.brigades.size()))
        return "a unit belongs to a brigade (FG-ORG-1)";
    if (u.screen()) {
        if (u.parent < 0 || u.parent >= static_cast<int>(battle_.units.size()) || u.parent == self)
            return "a skirmish screen's parent is a regiment of the battle (FG-ORG-4)";
        const full::UnitSetup& p = battle_.units[static_cast<std::size_t>(u.parent)];
        if (p.screen() || p.arm != full::Arm::Infantry)
            return "a skirmish screen's parent is an infantry regiment (FG-ORG-4)";
        if (p.brigade != u.brigade) return "a skirmish screen is of its parent's brigade (FG-ORG-4)";
        if (p.stands + u.stands < 4)
            return p.name + " needs 4 stands with its screen's to detach one (FG-ORG-4)";
        for (int i = 0; i < static_cast<int>(battle_.units.size()); ++i)
            if (i != self && battle_.units[static_cast<std::size_t>(i)].parent == u.parent)
                return p.name + " has a screen already; a regiment detaches one (FG-ORG-4)";
        if (u.formation != full::Formation::OpenOrder)
            return "a skirmish screen stands in open order (FG-ORG-4)";
        if (u.arm != full::Arm::Infantry) return "a skirmish screen is infantry (FG-ORG-4)";
    } else if (!full::allowed(u.arm, u.formation)) {
        return std::string("a unit of ") + std::string(full::nameOf(u.arm)) + " cannot stand in " +
               std::string(full::nameOf(u.formation)) + " (FG-FORM-1)";
    }
    const auto [lo, hi] = full::standsAllowed(u.arm, u.screen());
    if (u.stands < lo || u.stands > hi)
        return std::string(u.screen()                       ? "a skirmish screen has "
                           : u.arm == full::Arm::Artillery  ? "a battery has "
                           : u.arm == full::Arm::Cavalry    ? "a cavalry regiment has "
                                                            : "an infantry regiment has ") +
               std::to_string(lo) + " to " + std::to_string(hi) +
               (u.arm == full::Arm::Artillery ? " sections" : " stands") + " (FG-ORG-2)";
    if (u.traitsOn & ~(full::kArmyTraits | full::kSharpshooters)) return "an unknown trait";
    const std::uint8_t side =
        battle_.sides[static_cast<std::size_t>(
                          sideIndex(battle_.brigades[static_cast<std::size_t>(u.brigade)].side))]
            .traits;
    if (u.traitsOff & ~side) return "a unit may drop only a trait its side has (FG-ORG-3)";
    if (u.traitsOff & u.traitsOn) return "a trait both added and dropped";
    if (!u.screen() && u.parent < 0) {
        // A regiment with a screen keeps the 4 stands it needs (FG-ORG-4).
        for (const full::UnitSetup& s : battle_.units)
            if (self >= 0 && s.parent == self && u.stands + s.stands < 4)
                return u.name + " needs 4 stands with its screen's (FG-ORG-4)";
    }
    return "";
}

int FullDoc::addUnit(full::UnitSetup u) {
    if (battle_.units.size() >= 400) {
        fail("a battle has at most 400 units");
        return -1;
    }
    if (u.screen() && u.parent >= 0 && u.parent < static_cast<int>(battle_.units.size())) {
        const full::UnitSetup& p = battle_.units[static_cast<std::size_t>(u.parent)];
        u.weapon = p.weapon; // FG-D-28: the parent's weapon and experience
        u.experience = p.experience;
        u.arm = full::Arm::Infantry;
        u.formation = full::Formation::OpenOrder;
    }
    const std::string why = unitProblem(u, -1);
    if (!why.empty()) {
        fail(why);
        return -1;
    }
    if (u.id.empty()) {
        const bool fed = battle_.brigades[static_cast<std::size_t>(u.brigade)].side ==
                         core::Side::Federal;
        u.id = u.screen() ? battle_.units[static_cast<std::size_t>(u.parent)].id + "-s"
                          : newId(fed ? "f" : "c");
    }
    if (std::string why = data::idProblem(u.id); !why.empty()) {
        fail(why);
        return -1;
    }
    if (idTaken(u.id)) {
        fail("there is already a unit or brigade '" + u.id + "'");
        return -1;
    }
    // "x-s" is the id regiment x gives its screen (FG-ORG-4): no other's.
    if (u.id.size() > 2 && u.id.compare(u.id.size() - 2, 2, "-s") == 0) {
        const std::string stem = u.id.substr(0, u.id.size() - 2);
        for (std::size_t i = 0; i < battle_.units.size(); ++i)
            if (battle_.units[i].id == stem && !battle_.units[i].screen() &&
                battle_.units[i].arm == full::Arm::Infantry && u.parent != static_cast<int>(i)) {
                fail("'" + u.id + "' is the id regiment '" + stem +
                     "' gives its skirmish screen (FG-ORG-4)");
                return -1;
            }
    }
    if (u.name.size() > 80) {
        fail("a unit's name has at most 80 characters");
        return -1;
    }
    if (!std::isfinite(u.facing)) {
        fail("a facing is a number of degrees");
        return -1;
    }
    const double f = std::fmod(u.facing, 360.0);
    u.facing = f < 0 ? f + 360.0 : f;
    u.sourceLine = 0; // built here: no line of a file
    if (u.name.empty()) u.name = u.id;
    record("add " + u.name);
    battle_.units.push_back(std::move(u));
    return static_cast<int>(battle_.units.size()) - 1;
}

bool FullDoc::setUnit(int unit, const full::UnitSetup& u) {
    if (!unitOk(unit)) return false;
    full::UnitSetup n = battle_.units[static_cast<std::size_t>(unit)];
    if (!n.screen()) {
        n.arm = u.arm;
        n.formation = u.formation;
        n.weapon = u.weapon;
        n.experience = u.experience;
        n.gun = u.gun;
        n.horseArtillery = u.horseArtillery;
    }
    n.stands = u.stands;
    n.traitsOn = u.traitsOn;
    n.traitsOff = u.traitsOff;
    const std::string why = unitProblem(n, unit);
    if (!why.empty()) return fail(why);
    // A battery's or a cavalry regiment's screen? Only infantry has one.
    for (const full::UnitSetup& s : battle_.units)
        if (s.parent == unit && n.arm != full::Arm::Infantry)
            return fail(n.name + " has a skirmish screen: only infantry has one (FG-ORG-4)");
    record("change " + n.name);
    battle_.units[static_cast<std::size_t>(unit)] = n;
    keepBrigadierOn(unit); // a new depth
    // A screen has its parent's weapon and experience (FG-D-28).
    for (full::UnitSetup& s : battle_.units)
        if (s.parent == unit) {
            s.weapon = n.weapon;
            s.experience = n.experience;
        }
    return true;
}

bool FullDoc::setBrigadeOf(int unit, int brigade) {
    if (!unitOk(unit) || !brigadeOk(brigade)) return false;
    full::UnitSetup& u = battle_.units[static_cast<std::size_t>(unit)];
    if (u.screen()) return fail("a skirmish screen is of its parent's brigade (FG-ORG-4)");
    const full::BrigadeSetup& to = battle_.brigades[static_cast<std::size_t>(brigade)];
    if (u.brigade == brigade) return fail(u.name + " is of " + to.name + " already");
    if (to.side != battle_.brigades[static_cast<std::size_t>(u.brigade)].side)
        return fail(to.name + " is of the other side");
    record("give " + u.name + " to " + to.name);
    const int old = battle_.units[static_cast<std::size_t>(unit)].brigade;
    for (full::UnitSetup& s : battle_.units)
        if (&s == &battle_.units[static_cast<std::size_t>(unit)] || s.parent == unit) s.brigade = brigade;
    full::BrigadeSetup& from = battle_.brigades[static_cast<std::size_t>(old)];
    if (from.attached == unit) from.attached = -1;
    // Traits its new side lacks are dropped already.
    return true;
}

int FullDoc::detachScreen(int regiment, int stands) {
    if (!unitOk(regiment)) return -1;
    if (battle_.units.size() >= 400) {
        fail("a battle has at most 400 units");
        return -1;
    }
    const full::UnitSetup& p = battle_.units[static_cast<std::size_t>(regiment)];
    if (stands < 1 || stands > 2) {
        fail("a skirmish screen has 1 or 2 stands (FG-ORG-4)");
        return -1;
    }
    if (p.screen() || p.arm != full::Arm::Infantry) {
        fail(p.name + " is no infantry regiment: only infantry detaches a screen (FG-ORG-4)");
        return -1;
    }
    if (p.stands - stands < 2 || p.stands < 4) {
        fail(p.name + " has " + std::to_string(p.stands) +
             " stands: a regiment of 4 or more detaches a screen, keeping 2 (FG-ORG-4)");
        return -1;
    }
    full::UnitSetup s;
    s.brigade = p.brigade;
    s.parent = regiment;
    s.stands = stands;
    s.facing = p.facing;
    // Its rear edge 3" before the regiment's front (FG-D-28: within 3").
    s.front = p.front + core::forwardOf(p.facing) * (3.0 + full::depthOf(full::Formation::OpenOrder, stands));
    s.name = p.name + " skirmishers";
    s.arm = full::Arm::Infantry;
    s.formation = full::Formation::OpenOrder;
    s.weapon = p.weapon;
    s.experience = p.experience;
    s.id = p.id + "-s";
    if (std::string why = data::idProblem(s.id); !why.empty()) {
        fail(why + " (its screen's is the regiment's and \"-s\")");
        return -1;
    }
    if (idTaken(s.id)) {
        fail("there is already a unit '" + s.id + "'");
        return -1;
    }
    const std::string why = unitProblem(s, -1);
    if (!why.empty()) {
        fail(why);
        return -1;
    }
    record("detach " + s.name);
    battle_.units[static_cast<std::size_t>(regiment)].stands -= stands;
    battle_.units.push_back(std::move(s));
    return static_cast<int>(battle_.units.size()) - 1;
}

void FullDoc::removeUnitAt(int unit) {
    battle_.units.erase(battle_.units.begin() + unit);
    for (full::UnitSetup& u : battle_.units)
        if (u.parent == unit)
            u.parent = -1; // (its screen is removed by the caller first)
        else if (u.parent > unit)
            --u.parent;
    for (full::BrigadeSetup& b : battle_.brigades)
        if (b.attached == unit)
            b.attached = -1;
        else if (b.attached > unit)
            --b.attached;
}

bool FullDoc::deleteUnit(int unit) {
    if (!unitOk(unit)) return false;
    record("delete " + battle_.units[static_cast<std::size_t>(unit)].name);
    // Its screen first (a higher or lower index), then the unit itself.
    for (int i = static_cast<int>(battle_.units.size()) - 1; i >= 0; --i)
        if (battle_.units[static_cast<std::size_t>(i)].parent == unit) {
            removeUnitAt(i);
            if (i < unit) --unit;
        }
    removeUnitAt(unit);
    return true;
}

bool FullDoc::moveUnit(int unit, Vec2 to) {
    if (!unitOk(unit)) return false;
    const Vec2 by = to - battle_.units[static_cast<std::size_t>(unit)].front;
    if (!TableDoc::moveUnit(unit, to)) return false;
    for (full::BrigadeSetup& b : battle_.brigades)
        if (b.attached == unit) b.leader = b.leader + by;
    return true;
}

int FullDoc::duplicateUnit(int unit) {
    if (!unitOk(unit)) return -1;
    full::UnitSetup u = battle_.units[static_cast<std::size_t>(unit)];
    if (u.screen()) {
        fail("a regiment detaches one skirmish screen (FG-ORG-4)");
        return -1;
    }
    u.front =
        u.front + core::rightOf(u.facing) * (full::frontageOf(u.formation, u.onTable()) + 0.5);
    u.id.clear();
    u.name.clear();
    return addUnit(u);
}

} // namespace guidon::editor
