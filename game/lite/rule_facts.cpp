#include "rule_facts.h"

#include "combat_dice.h"
#include "core/geometry.h"
#include "core/words.h"
#include "movement.h"
#include "ranges.h"
#include "ruleset.h"

#include <algorithm>
#include <cstdio>

namespace guidon::lite {

namespace {

// A rule distance in a player's words, in Lite's unit: "2 BW".
std::string bw(double v) {
    return core::shortNumber(v, 2) + std::string(ruleset().length.suffix);
}

std::string nameOf(const Unit& u) {
    return u.name.empty() ? u.id : u.name;
}

std::string count(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

// [SECTION] terrain

std::vector<RuleFact> terrainEffects(const TerrainType& t) {
    std::vector<RuleFact> out;
    if (t.impassable) out.push_back({"LL-MOVE-6", "Impassable: no unit may enter it"});
    if (t.difficultInfantry || t.difficultArtillery) {
        std::string whom = t.difficultInfantry && t.difficultArtillery ? "infantry and artillery"
                           : t.difficultInfantry                       ? "infantry"
                                                                       : "artillery";
        out.push_back({"LL-MOVE-7", "Difficult for " + whom +
                                        ": moving through it causes disorder (a phase invoked "
                                        "with two cards), and so does a change of formation in "
                                        "it"});
        out.push_back({"LL-TERRAIN-1", "A unit it is difficult for, with a base in it, is -1 to "
                                       "its volleys, defence and attack"});
        out.push_back({"LL-FALLBACK-3", "A unit falling back across it loses a base, unless its "
                                        "side discarded a card"});
    } else if (!t.impassable) {
        out.push_back({"LL-TERRAIN", "No effect on movement"});
    }
    if (t.cover) {
        out.push_back({"LL-FIRE-3", "Cover: fire across it is skirmish, hitting on 6s only"});
        out.push_back({"LL-FIRE-5", "Artillery is -1 against a target standing in it"});
        out.push_back({"LL-COMBAT-2", "Attackers are -1 against a defender in it"});
    }
    if (t.obstructsArtillery)
        out.push_back({"LL-FIRE-4", "Obstructs artillery: a battery's fire ends " +
                                        bw(kPenetration) + " after it enters"});
    if (t.water) out.push_back({"LL-TERRAIN-2", "Water: a base standing in it cannot fire"});
    if (t.crest) {
        out.push_back({"LL-FIRE-3", "Hill: fire across its crest line is skirmish, 6s only"});
        out.push_back({"LL-FIRE-4", "Artillery cannot fire at a target beyond its crest"});
    }
    return out;
}

// [SECTION] a unit's ground

UnitGround groundOf(const GameState& s, int unit) {
    UnitGround g;
    if (unit < 0 || static_cast<std::size_t>(unit) >= s.units.size()) return g;
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    if (!u.onTable()) return g;
    const Battle& b = s.setup->battle;
    for (const BaseBox& box : baseBoxes(u)) {
        geom::Convex c{geom::corners({box.centre, 0.5, 0.5, box.facing}), 0.0};
        geom::Aabb bb = geom::boundsOf(c.points);
        bool cover = false, water = false;
        for (const TerrainPiece& p : s.setup->terrain) {
            if (p.type < 0 || static_cast<std::size_t>(p.type) >= b.terrainTypes.size()) continue;
            if (!p.bounds.overlaps(bb) || !geom::sharesArea(c, p.shape)) continue;
            const TerrainType& t = b.terrainTypes[static_cast<std::size_t>(p.type)];
            if (std::find(g.types.begin(), g.types.end(), p.type) == g.types.end())
                g.types.push_back(p.type);
            cover = cover || t.cover;
            water = water || t.water;
        }
        g.basesInCover += cover ? 1 : 0;
        g.basesInWater += water ? 1 : 0;
    }
    std::sort(g.types.begin(), g.types.end());
    // The combat rules' own judgement of the whole unit (LL-TERRAIN-1, LL-COMBAT-2).
    g.difficult = detail::unitIn(s, u, false);
    g.cover = detail::unitIn(s, u, true);
    return g;
}

std::vector<RuleFact> unitEffects(const GameState& s, int unit) {
    std::vector<RuleFact> out;
    if (unit < 0 || static_cast<std::size_t>(unit) >= s.units.size()) return out;
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    UnitGround g = groundOf(s, unit);
    if (g.difficult)
        out.push_back(
            {"LL-TERRAIN-1", "In difficult terrain: -1 to its volleys, defence and attack"});
    if (g.cover) out.push_back({"LL-COMBAT-2", "In cover: attackers are -1 against it"});
    if (g.basesInCover > 0)
        out.push_back({"LL-FIRE-5", (g.basesInCover == u.shownBases()
                                         ? std::string("Standing in cover")
                                         : count(g.basesInCover, "base", "bases") + " in cover") +
                                        ": artillery fires at -1 against " +
                                        (g.basesInCover == 1 ? "it" : "them")});
    if (g.basesInWater > 0)
        out.push_back({"LL-TERRAIN-2", count(g.basesInWater, "base", "bases") +
                                           " in water: a base standing in water cannot fire"});
    if (u.onTable() && u.dense())
        out.push_back({"LL-UNIT-4", "Dense, three ranks or more: +1 to hit it"});
    if (u.smoke) out.push_back({"LL-FIRE-7", "Smoke: may not charge until it clears"});
    return out;
}

// [SECTION] charges

ChargeEligibility chargeEligibility(const GameState& s, int unit) {
    ChargeEligibility e;
    e.unit = unit;
    auto no = [&](ChargeStanding standing, const char* rule, std::string why) {
        e.standing = standing;
        e.refusal = refusalOf(rule, std::move(why));
        return e;
    };
    if (unit < 0 || static_cast<std::size_t>(unit) >= s.units.size())
        return no(ChargeStanding::Never, "LL-CHARGE-1", "There is no such unit.");
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    std::string who = nameOf(u);
    // In the order charge.cpp's chargeContact checks them, with its sentences.
    if (u.side != s.active || !u.onTable())
        return no(ChargeStanding::Never, "LL-CHARGE-1",
                  who + " cannot charge: only the active side's units on the table charge.");
    if (u.type != UnitType::Infantry)
        return no(ChargeStanding::Never, "LL-CHARGE-1",
                  who + " is artillery, and artillery never charges.");
    if (u.smoke)
        return no(ChargeStanding::Barred, "LL-FIRE-7",
                  who + " fired this turn (smoke) and cannot charge.");
    if (std::find(s.combat.charged.begin(), s.combat.charged.end(), unit) != s.combat.charged.end())
        return no(ChargeStanding::Charged, "LL-CHARGE-1", who + " has already charged.");
    e.standing = ChargeStanding::May;
    return e;
}

std::vector<ChargeEligibility> chargeEligibilities(const GameState& s) {
    std::vector<ChargeEligibility> out;
    for (std::size_t i = 0; i < s.units.size(); ++i)
        out.push_back(chargeEligibility(s, static_cast<int>(i)));
    return out;
}

double chargeWheelLimit(const Unit& u) {
    return kWheelLimit / std::max(1.0, u.width()) * 180.0 / kPi;
}

// [SECTION] fire

double fireReach(const Unit& u) {
    if (!u.onTable()) return 0.0;
    if (u.type == UnitType::Infantry) return kSmallArms;
    return u.limbered ? 0.0 : kBombard;
}

double closeFireReach(const Unit& u) {
    return fireReach(u) > 0.0 ? kSmallArms : 0.0;
}

} // namespace guidon::lite
