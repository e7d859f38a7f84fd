// Pick-up set-ups made by the computer and from scenario maps (RULINGS
// LL-SETUP-1): random legal terrain, the units in rows across their third,
// the computer's choice at any step, and what a scenario map fixes.
#include "setup.h"
#include "setup_detail.h"
#include "setup_lines.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace guidon::lite {

using namespace setup_detail;

// [SECTION] a scenario map

PickupRules pickupRulesFor(const Battle& map) {
    PickupRules r;
    r.name = map.name;
    r.year = map.year;
    r.width = map.width;
    r.height = map.height;
    // LL-SETUP-1 "a scenario from a map file may fix any of this": a map with
    // terrain sets the table; one without leaves the terrain step to the dice.
    r.terrainFixed = !map.features.empty();
    r.terrain = map.features;
    if (map.pickup) {
        r.winner = map.pickup->winner;
        r.northSide = map.pickup->north;
        r.firstDeployer = map.pickup->firstDeployer;
    }
    return r;
}

std::optional<PickupForce> forceFromBattle(const Battle& map, Side side) {
    PickupForce f;
    f.id = nameOf(side);
    f.name = map.name + ": " + title(side) + " force";
    f.side = side;
    for (const UnitSetup& u : map.units) {
        if (u.side != side) continue;
        // front and facing stay as the designer's suggestion: the set-up
        // places a unit only when its side deploys it.
        f.units.push_back(u);
    }
    if (f.units.empty()) return std::nullopt;
    return f;
}

// [SECTION] the computer's set-up

std::optional<Refusal> PickupSetup::autoTerrain(Pcg32& rng) {
    if (auto r = wrongStep(SetupStep::PlaceTerrain)) return r;
    if (pieces_.empty()) return refuse("The library holds no terrain pieces.");
    PickupSetup work = *this;
    int target =
        minPieces() +
        static_cast<int>(rng.below(static_cast<std::uint32_t>(maxPieces() - minPieces() + 1)));
    auto coord = [&](double extent) {
        return rng.below(static_cast<std::uint32_t>(extent * 2) + 1) / 2.0;
    };
    for (int tries = 0; static_cast<int>(work.placed_.size()) < target && tries < 2000; ++tries) {
        int piece = static_cast<int>(rng.below(static_cast<std::uint32_t>(pieces_.size())));
        Vec2 at{coord(width_), coord(height_)};
        double angle = 15.0 * rng.below(24);
        if (!work.checkPiece(piece, at, angle)) work.placePiece(piece, at, angle);
    }
    if (static_cast<int>(work.placed_.size()) < minPieces())
        return refuse("Only " + std::to_string(work.placed_.size()) +
                      " pieces found room on the table; " + std::to_string(minPieces()) +
                      " are needed. Place the rest by hand.");
    *this = std::move(work);
    return std::nullopt;
}

std::optional<Refusal> PickupSetup::autoDeploy(Side side) {
    if (auto r = wrongStep(SetupStep::Deploy)) return r;
    if (side != deployer_)
        return refuse("The " + title(deployer_) + " side deploys now, not the " + title(side) +
                      ".");
    PickupSetup work = *this;
    std::vector<int> mine;
    for (std::size_t i = 0; i < units_.size(); ++i)
        if (units_[i].side == side) {
            mine.push_back(static_cast<int>(i));
            work.placedUnit_[i] = false;
        }
    // Rows across the table, 1 BW between units and between rows, the whole
    // block centred in the third; the first row nearest the enemy.
    const double gap = 1.0, margin = 1.0;
    struct Slot {
        int unit;
        double width, depth;
    };
    std::vector<std::vector<Slot>> rows(1);
    double used = 0;
    for (int i : mine) {
        Unit u = unitFromSetup(units_[static_cast<std::size_t>(i)]);
        Slot s{i, u.width(), static_cast<double>(u.ranks())};
        if (!rows.back().empty() && used + gap + s.width > width_ - 2 * margin) {
            rows.emplace_back();
            used = 0;
        }
        used += (rows.back().empty() ? 0 : gap) + s.width;
        rows.back().push_back(s);
    }
    std::vector<double> depth;
    double block = 0;
    for (const auto& r : rows) {
        double d = 0;
        for (const Slot& s : r)
            d = std::max(d, s.depth);
        depth.push_back(d);
        block += d + (block > 0 ? gap : 0);
    }
    geom::Aabb t = third(side);
    bool north = *edgeOf(side) == Edge::North;
    double facing = north ? 180.0 : 0.0;
    double mid = (t.lo.y + t.hi.y) / 2;
    // The front edge of the row; bases lie behind it, away from the enemy.
    // (On a half-BW line, so that written battles read well.)
    double front = std::round((north ? mid + block / 2 : mid - block / 2) * 2) / 2;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        double total = -gap;
        for (const Slot& s : rows[r])
            total += s.width + gap;
        double x = (width_ - total) / 2;
        for (const Slot& s : rows[r]) {
            Vec2 ideal{std::round((x + s.width / 2) * 2) / 2, front};
            x += s.width + gap;
            if (!work.deployUnit(s.unit, ideal, facing)) continue;
            // Something is in the way: the nearest legal place on a half-BW grid.
            std::vector<Vec2> tries;
            for (double y = t.lo.y; y <= t.hi.y + kEps; y += 0.5)
                for (double cx = 0; cx <= width_ + kEps; cx += 0.5)
                    tries.push_back({cx, y});
            std::stable_sort(tries.begin(), tries.end(),
                             [&](Vec2 a, Vec2 b) { return length(a - ideal) < length(b - ideal); });
            bool found = false;
            for (Vec2 p : tries)
                if (!work.checkDeploy(s.unit, p, facing)) {
                    work.deployUnit(s.unit, p, facing);
                    found = true;
                    break;
                }
            if (!found)
                return refuse("There is no room for unit " +
                              unitName(units_[static_cast<std::size_t>(s.unit)]) + " in the " +
                              title(side) + " third; place the units by hand.");
        }
        front += (north ? -1 : 1) * (depth[r] + gap);
    }
    *this = std::move(work);
    return std::nullopt;
}

std::optional<Refusal> computerChoice(PickupSetup& setup, Pcg32& rng) {
    // The choice as lines (written once, for this and the window's seat),
    // applied until one is refused.
    for (const std::string& line : computerLines(setup, rng)) {
        std::optional<Refusal> refused;
        std::string error;
        bool read = applySetupLine(setup, line, rng, refused, error);
        assert(read && "the computer's set-up lines read");
        if (refused) return refused;
    }
    return std::nullopt;
}

std::optional<std::string> whyNoSetUp(const PickupLibrary& library,
                                      const std::vector<TerrainType>& types, const Battle& map) {
    PickupForce force[2];
    for (Side side : {Side::Federal, Side::Confederate}) {
        if (std::optional<PickupForce> f = forceFromBattle(map, side))
            force[index(side)] = *f;
        else if (const PickupForce* lf = library.firstForce(side))
            force[index(side)] = *lf;
        else
            return "the pick-up library has no " + title(side) + " force";
    }
    std::string why;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        PickupSetup setup(library, types, force[0], force[1], pickupRulesFor(map), seed);
        Pcg32 rng = setupChoices(seed);
        std::optional<Refusal> last;
        for (int step = 0; step < 100 && !setup.ready(); ++step)
            if (std::optional<Refusal> r = computerChoice(setup, rng)) {
                last = r;
                break;
            }
        if (setup.ready()) return std::nullopt;
        why = last ? last->reason : "the set-up did not finish";
    }
    return "the computer could not set this scenario up: " + why;
}

} // namespace guidon::lite
