#include "pickup_start.h"

#include "data/battle_file.h"
#include "data/full_battle_file.h"

namespace guidon::sim {

bool planPickup(const Library& lib, const std::string& mapPath, const data::PickupRecord& start,
                PickupPlan& plan, data::Problems& problems, std::string& usage,
                const lite::Battle* map) {
    plan = PickupPlan{};
    usage.clear();
    // The scenario's table, terrain, choices, name, year and forces; the
    // choices fixed here override what it fixes.
    lite::Battle read;
    if (!map && !mapPath.empty()) {
        std::string text;
        if (!data::readTextFile(mapPath, text, problems)) return false;
        // Pick-up battles are Lite's (LL-SETUP-1): a battle of another
        // ruleset is said so, not read as Lite's.
        if (const std::string rules = data::battleRulesOf(text); !rules.empty() && rules != "lite") {
            problems.add(mapPath, 0,
                         "this is a battle of " +
                             (rules == "full" ? std::string("the full game") : "'" + rules + "'") +
                             ", not a pick-up scenario of Longstreet Lite: play it with "
                             "guidon-cli play");
            return false;
        }
        if (!data::parseBattle(text, mapPath, lib.terrain, read, problems, false, &lib.cards))
            return false;
        plan.mapCopy = data::embedBattle(text, mapPath, problems);
        if (!plan.mapCopy) return false;
        plan.mapHash = data::fingerprint(text);
        map = &read;
    }
    std::optional<lite::PickupForce> mapForce[2];
    if (map) {
        if (!map->pickup) {
            usage = mapPath + " is not a pick-up scenario (it has no <pickup> element)";
            plan.noScenario = true;
            return false;
        }
        plan.rules = lite::pickupRulesFor(*map);
        // Forces named here replace the map's.
        if (start.forces[0].empty() && start.forces[1].empty())
            for (core::Side side : {core::Side::Federal, core::Side::Confederate})
                mapForce[core::index(side)] = lite::forceFromBattle(*map, side);
    }
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        int si = core::index(side);
        if (mapForce[si]) {
            plan.forces[si] = *mapForce[si];
            continue;
        }
        const std::string& id = start.forces[si];
        const lite::PickupForce* f =
            id.empty() ? lib.pickup.firstForce(side) : lib.pickup.findForce(id);
        if (!f || f->side != side) {
            std::string known;
            for (const lite::PickupForce& k : lib.pickup.forces)
                if (k.side == side) known += (known.empty() ? "" : ", ") + k.id;
            usage = std::string("no ") + core::nameOf(side) + " force '" + id +
                    "' (known: " + known + ")";
            return false;
        }
        plan.forces[si] = *f;
    }
    if (!start.terrain.empty()) {
        lite::Battle b;
        std::string text;
        if (!data::readTextFile(start.terrain, text, problems) ||
            !data::parseBattle(text, start.terrain, lib.terrain, b, problems, false, &lib.cards))
            return false;
        plan.terrainHash = data::fingerprint(text);
        plan.rules.terrainFixed = true;
        plan.rules.terrain = b.features;
        plan.rules.width = b.width;
        plan.rules.height = b.height;
    }
    if (start.year > 0) plan.rules.year = start.year;
    if (start.winner) plan.rules.winner = start.winner;
    if (start.north) plan.rules.northSide = start.north;
    if (start.first) plan.rules.firstDeployer = start.first;
    return true;
}

} // namespace guidon::sim
