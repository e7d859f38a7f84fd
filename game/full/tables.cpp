#include "tables.h"

#include <algorithm>

namespace guidon::full {

double ReactionDistances::farthest() const {
    return std::max({closingVolley, opportunity, evadeZone, flankZone});
}

// The sheet's numbers (full-game-qrs.txt tables 3.0 and 1.0, section 4.0),
// the same that assets/full/rules.xml holds.
Tables sheetTables() {
    Tables t;
    auto rate = [&](Formation f, double open, double woods, double road, double obstacle,
                    bool crosses = true) {
        t.rates[static_cast<int>(f)] = MoveRates{open, woods, road, obstacle, crosses};
    };
    rate(Formation::Line, 6, 4, 6, 2);
    rate(Formation::OpenOrder, 6, 5, 6, 0);
    rate(Formation::AssaultColumn, 8, 5, 9, 2);
    rate(Formation::RoadColumn, 10, 6, 12, 1);
    rate(Formation::Mounted, 9, 5, 14, 3);
    rate(Formation::Dismounted, 5, 4, 6, 1);
    rate(Formation::Limbered, 8, 3, 12, 4);
    rate(Formation::Unlimbered, 2, 0, 2, 0, false);
    t.pips[static_cast<int>(Rating::Aggressive)] = PipRoll{1, false};
    t.pips[static_cast<int>(Rating::Reliable)] = PipRoll{0, false};
    t.pips[static_cast<int>(Rating::Timid)] = PipRoll{0, true};
    auto weapon = [&](Weapon w, FireBand pb, FireBand med, FireBand lng) {
        t.weapons[static_cast<int>(w)].bands = {pb, med, lng};
    };
    weapon(Weapon::Smoothbore, {4, 2}, {4, 1}, {});
    weapon(Weapon::Rifled, {4, 1}, {4, 1}, {5, 1});
    weapon(Weapon::Repeater, {4, 3}, {5, 1}, {});
    weapon(Weapon::Breechloader, {4, 1}, {4, 1}, {4, 1});
    const double reach[kGunTypes] = {24, 32, 24, 48, 48, 60};
    for (int g = 0; g < kGunTypes; ++g) {
        GunRow& row = t.guns[g];
        row.rifled = g >= static_cast<int>(GunType::Ordnance);
        row.bands = row.rifled ? std::array<FireBand, 3>{FireBand{3, 3, true}, {4, 2}, {4, 2}}
                               : std::array<FireBand, 3>{FireBand{2, 3, true}, {3, 2}, {4, 2}};
        row.reach = {4.0, 10.0, reach[g]};
    }
    t.shock = {{"fresh", 1, "Fresh regimental health"},
               {"spent", -1, "Spent regimental health"},
               {"momentum", 1, "Charging momentum"},
               {"column", 1, "Assault column formation"},
               {"rebel-yell", 1, "Confederate Rebel Yell"},
               {"cavalry", 1, "Mounted cavalry shock"},
               {"heavy-cover", 2, "Defending heavy fortifications"},
               {"light-cover", 1, "Defending light cover or crest"},
               {"flank", 2, "Enfilade, flank or rear contact"},
               {"disordered", -2, "Unit is disordered"},
               {"brigadier", 1, "Brigadier general attached"}};
    t.outcomes = {{0, 1, 0.0, true}, {1, 1, 3.0, false}, {3, 2, 6.0, false}, {5, 4, 9.0, false}};
    return t;
}

} // namespace guidon::full
