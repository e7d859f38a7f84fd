#include "unit_mirror.h"

#include "engine/components.h"
#include "palette.h"
#include "rules/geometry.h"

namespace guidon::client {

std::string unitLabel(const rules::Unit& u) {
    std::string count = std::to_string(u.bases);
    if (u.bases != u.startingBases) count += "/" + std::to_string(u.startingBases);
    return u.name + " \xC2\xB7 " + count; // U+00B7 middle dot
}

engine::Entity UnitMirror::entityOf(int unit) const {
    if (unit < 0 || std::size_t(unit) >= entities_.size()) return engine::kNoEntity;
    return entities_[std::size_t(unit)];
}

void UnitMirror::sync(engine::Registry& reg, const std::vector<rules::Unit>& units) {
    // Units leave the state only by being marked broken, but a shorter list
    // must not leave strays behind.
    for (std::size_t i = units.size(); i < entities_.size(); ++i)
        reg.destroy(entities_[i]);
    entities_.resize(units.size(), engine::kNoEntity);

    for (std::size_t i = 0; i < units.size(); ++i) {
        const rules::Unit& u = units[i];
        engine::Entity& e = entities_[i];
        if (!u.onTable()) {
            reg.destroy(e);
            e = engine::kNoEntity;
            continue;
        }
        if (!reg.alive(e)) e = reg.create();

        UnitFigure fig;
        fig.unit = int(i);
        fig.side = u.side;
        fig.type = u.type;
        fig.limbered = u.limbered;
        fig.smoke = u.smoke;
        fig.facing = float(u.facing);
        fig.bases = u.bases;
        fig.startingBases = u.startingBases;
        fig.files = u.shownFiles();
        fig.ranks = u.ranks();
        engine::Footprint foot;
        for (const rules::BaseBox& b : rules::baseBoxes(u)) {
            std::vector<rules::Vec2> c = rules::geom::corners({b.centre, 0.5, 0.5, b.facing});
            BaseShape s;
            for (std::size_t k = 0; k < 4; ++k)
                s.corners[k] = toSf(c[k]);
            s.centre = toSf(b.centre);
            s.rank = b.rank;
            s.file = b.file;
            fig.shapes.push_back(s);
            foot.quads.push_back(s.corners);
        }

        reg.emplace<engine::Transform>(e, engine::Transform{toSf(u.front), float(u.facing)});
        reg.emplace<engine::Footprint>(e, std::move(foot));
        reg.emplace<engine::Label>(e, engine::Label{unitLabel(u), palette::sideLabel(u.side),
                                                    palette::side(u.side), true});
        reg.emplace<UnitFigure>(e, std::move(fig));
    }
}

} // namespace guidon::client
