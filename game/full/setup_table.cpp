#include "setup_table.h"

#include "command_radius.h"
#include "formation.h"

namespace guidon::full {

core::StandLook standLookOf(Arm arm, Formation formation) {
    switch (arm) {
    case Arm::Infantry:
        return core::StandLook::Foot;
    case Arm::Cavalry:
        return formation == Formation::Dismounted ? core::StandLook::Foot : core::StandLook::Horse;
    case Arm::Artillery:
        break;
    }
    return formation == Formation::Limbered ? core::StandLook::Limber : core::StandLook::Gun;
}

core::Stand leaderStand(Vec2 at) {
    core::Stand st;
    st.box = {at, kLeaderBase, kLeaderBase, 0.0};
    st.look = core::StandLook::Leader;
    return st;
}

std::vector<int> brigadeGroups(const std::vector<BrigadeSetup>& brigades) {
    std::vector<int> group(brigades.size(), 0);
    int count[2] = {0, 0};
    for (std::size_t b = 0; b < brigades.size(); ++b)
        group[b] = count[brigades[b].side == core::Side::Federal ? 0 : 1]++;
    return group;
}

std::vector<core::TableUnit> setupTable(const Battle& b) {
    std::vector<core::TableUnit> out;
    const std::vector<int> group = brigadeGroups(b.brigades);
    auto brigadeOk = [&](int k) { return k >= 0 && k < static_cast<int>(b.brigades.size()); };
    for (const UnitSetup& u : b.units) {
        core::TableUnit t;
        t.id = u.id;
        t.name = u.name.empty() ? u.id : u.name;
        t.side = brigadeOk(u.brigade) ? b.brigades[static_cast<std::size_t>(u.brigade)].side
                                      : core::Side::Federal;
        t.front = u.front;
        t.facing = u.facing;
        t.strength = t.startingStrength = u.stands;
        // A parent began with its screen's stands too (as the game counts).
        for (const UnitSetup& s : b.units)
            if (s.parent >= 0 && &b.units[static_cast<std::size_t>(s.parent)] == &u)
                t.startingStrength += s.stands;
        t.group = brigadeOk(u.brigade) ? group[static_cast<std::size_t>(u.brigade)] : -1;
        const int holders = u.holders();
        const int onTable = u.onTable();
        const core::StandLook look = standLookOf(u.arm, u.formation);
        const Layout l = layoutOf(u.formation, onTable);
        int k = 0;
        for (const core::geom::Box& box : standBoxes(u.formation, onTable, u.front, u.facing)) {
            t.stands.push_back({box, look, k / l.files, k % l.files});
            ++k;
        }
        if (holders > 0) t.markers.push_back(std::to_string(holders) + " holding horses");
        out.push_back(std::move(t));
    }
    for (std::size_t k = 0; k < b.brigades.size(); ++k) {
        const BrigadeSetup& br = b.brigades[k];
        core::TableUnit t;
        t.id = "brigadier-" + br.id;
        t.name = br.brigadier.empty() ? br.name + " (no brigadier)" : br.brigadier;
        t.side = br.side;
        t.front = br.leader;
        t.group = group[k];
        // His brigade's stands, as a game's table counts them.
        for (const UnitSetup& u : b.units)
            if (u.brigade == static_cast<int>(k)) t.strength += u.stands;
        t.startingStrength = t.strength;
        t.stands.push_back(leaderStand(br.leader));
        out.push_back(std::move(t));
    }
    return out;
}

} // namespace guidon::full
