#include "unit_mirror.h"

#include "core/geometry.h"
#include "engine/components.h"
#include "palette.h"

#include <algorithm>
#include <cmath>

namespace guidon::client {

std::string unitLabel(const core::TableUnit& u) {
    std::string count = std::to_string(u.strength);
    if (u.strength != u.startingStrength) count += "/" + std::to_string(u.startingStrength);
    return u.name + " \xC2\xB7 " + count; // U+00B7 middle dot
}

engine::Entity UnitMirror::entityOf(int unit) const {
    if (unit < 0 || std::size_t(unit) >= entities_.size()) return engine::kNoEntity;
    return entities_[std::size_t(unit)];
}

namespace {

// The bases of `before` with no base of `after` where they stood: those a
// loss took away (a unit that re-forms keeps most of its places).
void spawnLeaving(engine::Registry& reg, const UnitFigure& before, const UnitFigure* after,
                  float seconds) {
    if (seconds <= 0.f) return;
    std::size_t gone = before.shapes.size();
    if (after) gone = after->shapes.size() < gone ? gone - after->shapes.size() : 1;
    if (!after || after->strength < before.strength) {
        double r = double(before.facing) * 3.14159265358979 / 180.0;
        sf::Vector2f rear{-float(std::sin(r)), float(std::cos(r))};
        // Rear-most unmatched bases first: losses come off the back and flanks.
        std::vector<const BaseShape*> unmatched;
        for (const BaseShape& b : before.shapes) {
            bool kept = false;
            if (after)
                for (const BaseShape& a : after->shapes) {
                    sf::Vector2f d = a.centre - b.centre;
                    if (d.x * d.x + d.y * d.y < 0.05f * 0.05f) kept = true;
                }
            if (!kept) unmatched.push_back(&b);
        }
        std::stable_sort(unmatched.begin(), unmatched.end(),
                         [](const BaseShape* a, const BaseShape* b) { return a->rank > b->rank; });
        if (after && unmatched.size() > gone) unmatched.resize(std::max<std::size_t>(gone, 1));
        for (const BaseShape* b : unmatched) {
            engine::Entity e = reg.create();
            LeavingBase l;
            l.shape = *b;
            l.side = before.side;
            l.away = rear;
            l.duration = seconds;
            reg.emplace<LeavingBase>(e, l);
        }
    }
}

} // namespace

UnitFigure figureOf(const core::TableUnit& u, int index) {
    UnitFigure fig;
    fig.unit = index;
    fig.side = u.side;
    fig.group = u.group;
    fig.facing = float(u.facing);
    fig.strength = u.strength;
    fig.startingStrength = u.startingStrength;
    fig.markers = u.markers;
    for (const std::string& m : u.markers) {
        fig.smoke = fig.smoke || m == "smoke";
        fig.moved = fig.moved || m == "moved";
        fig.mayNotMove = fig.mayNotMove || m == "may not move";
    }
    for (const core::Stand& st : u.stands) {
        std::vector<core::Vec2> c = core::geom::corners(st.box);
        BaseShape s;
        for (std::size_t k = 0; k < 4; ++k)
            s.corners[k] = toSf(c[k]);
        s.centre = toSf(st.box.centre);
        s.rank = st.rank;
        s.file = st.file;
        s.look = st.look;
        fig.shapes.push_back(s);
    }
    return fig;
}

bool UnitMirror::tickLeaving(engine::Registry& reg, float dt) {
    std::vector<engine::Entity> done;
    bool any = false;
    reg.each<LeavingBase>([&](engine::Entity e, LeavingBase& l) {
        l.age += dt;
        if (l.age >= l.duration)
            done.push_back(e);
        else
            any = true;
    });
    for (engine::Entity e : done)
        reg.destroy(e);
    return any;
}

void UnitMirror::sync(engine::Registry& reg, const std::vector<core::TableUnit>& units,
                      const std::vector<bool>& fired) {
    // Units leave the table only by losing their stands, but a shorter list
    // must not leave strays behind.
    for (std::size_t i = units.size(); i < entities_.size(); ++i)
        reg.destroy(entities_[i]);
    entities_.resize(units.size(), engine::kNoEntity);

    for (std::size_t i = 0; i < units.size(); ++i) {
        const core::TableUnit& u = units[i];
        engine::Entity& e = entities_[i];
        if (u.stands.empty()) {
            if (reg.alive(e) && reg.has<UnitFigure>(e))
                spawnLeaving(reg, reg.get<UnitFigure>(e), nullptr, leaveSeconds_);
            reg.destroy(e);
            e = engine::kNoEntity;
            continue;
        }
        if (!reg.alive(e)) e = reg.create();

        UnitFigure fig = figureOf(u, int(i));
        fig.fired = i < fired.size() && fired[i];
        engine::Footprint foot;
        for (const BaseShape& b : fig.shapes)
            foot.quads.push_back(b.corners);

        reg.emplace<engine::Transform>(e, engine::Transform{toSf(u.front), float(u.facing)});
        reg.emplace<engine::Footprint>(e, std::move(foot));
        // The label's edge in the brigade's colour where it has one.
        sf::Color accent = u.group >= 0 ? palette::group(u.group) : palette::side(u.side);
        reg.emplace<engine::Label>(e, engine::Label{unitLabel(u), palette::sideLabel(u.side),
                                                    accent, true});
        if (reg.has<UnitFigure>(e) && reg.get<UnitFigure>(e).strength > fig.strength)
            spawnLeaving(reg, reg.get<UnitFigure>(e), &fig, leaveSeconds_);
        reg.emplace<UnitFigure>(e, std::move(fig));
    }
}

} // namespace guidon::client
