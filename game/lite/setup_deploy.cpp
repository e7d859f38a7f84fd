// Pick-up battles, the deployment (LL-SETUP-1): each side's edge third, the
// units still to place, and deploying one where the rules allow it. The
// geometry is the rules' own (base boxes from unit.h, overlap and table tests
// from geometry.h), so a unit the set-up accepts is one the battle loader
// accepts too.
#include "setup.h"
#include "setup_detail.h"

#include <cmath>

namespace guidon::lite {

using namespace setup_detail;

// [SECTION] deployment

geom::Aabb PickupSetup::third(Side s) const {
    geom::Aabb a;
    if (!edgeKnown_) return a;
    bool north = s == north_;
    a.lo = {0.0, north ? 0.0 : height_ * 2.0 / 3.0};
    a.hi = {width_, north ? height_ / 3.0 : height_};
    return a;
}

std::vector<int> PickupSetup::unitsToPlace(Side s) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < units_.size(); ++i)
        if (units_[i].side == s && !placedUnit_[i]) out.push_back(static_cast<int>(i));
    return out;
}

int PickupSetup::findUnit(const std::string& id) const {
    for (std::size_t i = 0; i < units_.size(); ++i)
        if (units_[i].id == id) return static_cast<int>(i);
    return -1;
}

std::optional<Refusal> PickupSetup::checkDeploy(int unit, Vec2 front, double facing) const {
    if (auto r = wrongStep(SetupStep::Deploy)) return r;
    if (unit < 0 || unit >= static_cast<int>(units_.size()))
        return refuse("There is no unit number " + std::to_string(unit) + ".");
    const UnitSetup& u = units_[static_cast<std::size_t>(unit)];
    std::string who = "Unit " + unitName(u);
    if (u.side != deployer_)
        return refuse(who + " is " + title(u.side) + "; the " + title(deployer_) +
                      " side deploys now.");
    if (!finite(front) || !std::isfinite(facing) || std::fabs(facing) > 360.0)
        return refuse("A unit needs a place and a facing from -360 to 360 degrees.");
    std::vector<geom::Box> boxes = boxesAt(u, front, facing);
    geom::Aabb t = third(u.side);
    for (const geom::Box& b : boxes) {
        if (!geom::insideTable(b, width_, height_))
            return refuse(who + " would stand partly off the table.", front);
        for (Vec2 c : geom::corners(b)) // the third's edge included (kRuleTolerance)
            if (c.x < t.lo.x - kRuleTolerance || c.y < t.lo.y - kRuleTolerance ||
                c.x > t.hi.x + kRuleTolerance || c.y > t.hi.y + kRuleTolerance)
                return refuse(who + " must stand wholly in the " + title(u.side) +
                                  " edge third (y from " + num(t.lo.y) + " to " + num(t.hi.y) +
                                  "); a base reaches " + num(c.x) + "," + num(c.y) + ".",
                              front);
    }
    for (std::size_t j = 0; j < units_.size(); ++j) {
        if (static_cast<int>(j) == unit || !placedUnit_[j]) continue;
        for (const geom::Box& p : boxes)
            for (const geom::Box& q : boxesAt(units_[j], units_[j].front, units_[j].facing))
                if (geom::overlaps(p, q))
                    return refuse(who + " would overlap unit " + unitName(units_[j]) + ".", front);
    }
    std::vector<TerrainFeature> terrain = tableTerrain();
    for (const geom::Box& b : boxes) {
        geom::Convex c{geom::corners(b), 0.0};
        geom::Aabb bb = geom::boundsOf(c.points);
        for (const TerrainPiece& p : index_) {
            const TerrainType& type = types_[static_cast<std::size_t>(p.type)];
            if (!type.impassable || !bb.overlaps(p.bounds) || !geom::sharesArea(c, p.shape))
                continue;
            const std::string& fname = terrain[static_cast<std::size_t>(p.feature)].name;
            return refuse(who + " would stand in impassable " + type.name +
                              (fname.empty() ? "" : " (" + fname + ")") + ".",
                          front);
        }
    }
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::deployUnit(int unit, Vec2 front, double facing) {
    if (auto r = checkDeploy(unit, front, facing)) return r;
    UnitSetup& u = units_[static_cast<std::size_t>(unit)];
    u.front = front;
    u.facing = std::fmod(facing + 360.0, 360.0);
    bool again = placedUnit_[static_cast<std::size_t>(unit)];
    placedUnit_[static_cast<std::size_t>(unit)] = true;
    add(SetupEventKind::UnitDeployed, u.side,
        title(u.side) + (again ? " moves " : " deploys ") + unitName(u) + " to " + num(front.x) +
            "," + num(front.y) + " facing " + num(u.facing) + ".",
        unit);
    return std::nullopt;
}

} // namespace guidon::lite
