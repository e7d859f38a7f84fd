#include "invariants.h"

#include "core/geometry.h"
#include "movement.h"

#include <algorithm>

namespace guidon::lite {

std::vector<std::string> checkInvariants(const GameState& s) {
    std::vector<std::string> out;
    const Battle& b = s.setup->battle;
    int starting[2] = {0, 0};
    for (const UnitSetup& u : b.units)
        starting[index(u.side)] += u.bases;
    for (Side side : {Side::Federal, Side::Confederate}) {
        const SideState& ss = s.side(side);
        std::string who = nameOf(side);
        // Cards: every card of the deck exactly once, somewhere.
        std::size_t n = s.setup->deckDefs[index(side)].size();
        std::vector<int> seen(n, 0);
        for (const auto* pile : {&ss.deck, &ss.hand, &ss.discards, &ss.outOfGame})
            for (int inst : *pile) {
                if (inst < 0 || static_cast<std::size_t>(inst) >= n)
                    out.push_back(who + ": a card that is not in the deck");
                else
                    ++seen[static_cast<std::size_t>(inst)];
            }
        for (std::size_t i = 0; i < n; ++i)
            if (seen[i] != 1)
                out.push_back(who + ": card " + std::to_string(i) + " is held " +
                              std::to_string(seen[i]) + " times");
        if (ss.hand.size() > 6)
            out.push_back(who + ": " + std::to_string(ss.hand.size()) + " cards in hand");
        // Bases: on the table plus removed equals the start.
        int onTable = 0;
        for (const Unit& u : s.units)
            if (u.side == side) onTable += u.bases;
        if (onTable + ss.basesLost != starting[index(side)] ||
            ss.startingBases != starting[index(side)])
            out.push_back(who + ": " + std::to_string(onTable) + " bases on the table and " +
                          std::to_string(ss.basesLost) + " removed, of " +
                          std::to_string(starting[index(side)]));
    }
    int sp = std::min((starting[0] + 1) / 2, (starting[1] + 1) / 2);
    if (s.shatteredPoint != sp) out.push_back("the shattered point changed");
    // Units: legal formations, on the table, never overlapping.
    std::vector<std::vector<geom::Box>> boxes(s.units.size());
    for (std::size_t i = 0; i < s.units.size(); ++i) {
        const Unit& u = s.units[i];
        if (u.broken) {
            if (u.bases != 0) out.push_back(u.id + " is broken but keeps bases");
            continue;
        }
        if (u.bases <= 0) {
            out.push_back(u.id + " has no bases but is not broken");
            continue;
        }
        bool art = u.type == UnitType::Artillery;
        if ((art && (u.bases < 1 || u.bases > 3)) || (!art && (u.bases < 2 || u.bases > 10)))
            out.push_back(u.id + " has " + std::to_string(u.bases) + " bases");
        if (u.shownFiles() < 1 || u.shownFiles() > u.shownBases())
            out.push_back(u.id + " has an illegal frontage");
        if (art && !u.limbered && u.files != u.bases) out.push_back(u.id + ": guns not abreast");
        boxes[i] = footprint(u);
        for (const auto& box : boxes[i])
            if (!geom::insideTable(box, b.width, b.height))
                out.push_back(u.id + " stands off the table");
    }
    auto overlap = [&](std::size_t i, std::size_t j) {
        for (const auto& a : boxes[i])
            for (const auto& c : boxes[j])
                if (geom::overlaps(a, c)) return true;
        return false;
    };
    for (std::size_t i = 0; i < s.units.size(); ++i)
        for (std::size_t j = i + 1; j < s.units.size(); ++j)
            if (overlap(i, j)) out.push_back(s.units[i].id + " overlaps " + s.units[j].id);
    return out;
}

} // namespace guidon::lite
