// Bases lost to fire, combat and falling back (LL-LOSS 1-3): how the unit
// re-forms, when it breaks, and when its owner chooses the formation.
#include "losses.h"

#include "movement.h"

#include <algorithm>

namespace guidon::lite {

namespace {

// The unit after losing `count` bases: infantry `files` wide, the `anchor`
// flank kept in place (LL-LOSS-1); a battery as wide as its guns.
Unit reformed(const Unit& u, int count, int files, int anchor) {
    Unit v = u;
    v.bases = std::max(0, u.bases - count);
    if (v.bases == 0) return v;
    int oldWidth = u.shownFiles();
    if (u.type == UnitType::Infantry)
        v.files = files;
    else
        v.files = v.bases;
    int newWidth = v.shownFiles();
    Vec2 right = rightOf(u.facing);
    double shift = (oldWidth - newWidth) / 2.0;
    if (anchor < 0)
        v.front = u.front - right * shift;
    else if (anchor > 0)
        v.front = u.front + right * shift;
    return v;
}

} // namespace

std::string checkLossFormation(const GameState& s, int unit, int count, int files, int anchor) {
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    int left = u.bases - count;
    if (u.type == UnitType::Infantry && left <= 1) return ""; // broken: nothing to choose
    if (u.type == UnitType::Artillery && left <= 0) return "";
    if (anchor < -1 || anchor > 1) return "the flank to keep is left, centre or right";
    if (u.type == UnitType::Infantry && (files < 1 || files > std::min(u.shownFiles(), left)))
        return "the unit may re-form 1 to " + std::to_string(std::min(u.shownFiles(), left)) +
               " files wide";
    if (u.type == UnitType::Artillery && u.limbered && anchor != 0)
        return "a limber has no flank to keep";
    Unit v = reformed(u, count, files, anchor);
    // The new formation must stand legally: on the table, on no other base.
    const Battle& b = s.setup->battle;
    for (const auto& box : footprint(v)) {
        if (!geom::insideTable(box, b.width, b.height))
            return "that formation would leave the table";
        geom::Convex c{geom::corners(box), 0.0};
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            if (static_cast<int>(i) == unit || !s.units[i].onTable()) continue;
            for (const auto& ob : footprint(s.units[i]))
                if (geom::sharesArea(c, {geom::corners(ob), 0.0}))
                    return "that formation would stand on " + s.units[i].shownName();
        }
    }
    return "";
}

int removeBases(GameState& s, int unit, int count, int files, int anchor,
                std::vector<Event>& events) {
    Unit& u = s.units[static_cast<std::size_t>(unit)];
    count = std::min(count, u.bases);
    if (count <= 0) return 0;
    if (files <= 0)
        files = std::min(u.shownFiles(), u.bases - count); // default: from the rear rank
    int removed = count;
    Unit next = reformed(u, count, std::max(1, files), anchor);
    bool broken = next.bases == 0 || (next.type == UnitType::Infantry && next.bases <= 1);
    if (broken) {
        removed = u.bases; // LL-LOSS-2: the last infantry base goes too
        next.bases = 0;
        next.broken = true;
    }
    u = next;
    s.side(u.side).basesLost += removed; // LL-LOSS-3
    Event e;
    e.kind = EventKind::BasesRemoved;
    e.side = u.side;
    e.unit = unit;
    e.value = removed;
    e.text = u.shownName() + " loses " + std::to_string(removed) +
             (removed == 1 ? " base" : " bases") +
             (broken ? " and is broken." : " (" + std::to_string(u.bases) + " left).");
    events.push_back(e);
    return removed;
}

bool loseBases(GameState& s, int unit, int count, std::vector<Event>& events) {
    const Unit& u = s.units[static_cast<std::size_t>(unit)];
    if (!u.onTable() || count <= 0) return false;
    bool fatal = u.type == UnitType::Infantry ? u.bases - count <= 1 : u.bases - count <= 0;
    bool choice =
        !fatal && (u.type == UnitType::Infantry ? u.shownFiles() > 1 : !u.limbered && u.bases > 1);
    if (!choice) {
        removeBases(s, unit, count, 0, 0, events);
        return false;
    }
    s.loss.side = u.side;
    s.loss.unit = unit;
    s.loss.count = count;
    s.step = Step::Losses;
    return true;
}

} // namespace guidon::lite
