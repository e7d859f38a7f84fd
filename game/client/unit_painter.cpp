#include "unit_painter.h"

#include "palette.h"

#include <algorithm>
#include <cmath>

namespace guidon::client {

namespace {

const sf::Color kMovedMark{236, 228, 204, 190}; // moved this phase: the wake behind
const sf::Color kHeldMark{214, 52, 40, 235};    // a card holds it: the bar in front

// A point in a base's own frame: `across` to the right, `along` to the front,
// both in BW from the base centre.
struct BaseFrame {
    sf::Vector2f centre, right, forward;
    sf::Vector2f at(float across, float along) const {
        return centre + right * across + forward * along;
    }
    // A rectangle centred at (across, along), `w` wide and `d` deep.
    std::array<sf::Vector2f, 4> box(float across, float along, float w, float d) const {
        return {at(across - w / 2, along + d / 2), at(across + w / 2, along + d / 2),
                at(across + w / 2, along - d / 2), at(across - w / 2, along - d / 2)};
    }
};

BaseFrame frameOf(const BaseShape& b, float facing) {
    double r = double(facing) * core::kPi / 180.0;
    sf::Vector2f fwd{float(std::sin(r)), float(-std::cos(r))};
    sf::Vector2f right{float(std::cos(r)), float(std::sin(r))};
    return {b.centre, right, fwd};
}

// Two ranks of four figures at the front of the base, seen from above: dark
// shoulders and a lighter cap.
void figures(engine::Canvas& c, const BaseFrame& f, core::Side side) {
    sf::Color body = palette::sideDark(side);
    sf::Color cap = palette::sideCap(side);
    bool fine = c.camera().zoom() >= 28.f;
    for (int rank = 0; rank < 2; ++rank) {
        float along = 0.25f - 0.23f * float(rank);
        for (int i = 0; i < 4; ++i) {
            float across = -0.33f + 0.22f * float(i) + (rank ? 0.06f : 0.f);
            c.quad(f.box(across, along, 0.16f, 0.09f), body);
            if (fine) c.disc(f.at(across, along + 0.005f), 0.038f, cap);
        }
    }
}

// Three horsemen abreast from above: the horse's body along the facing,
// its head to the front, the rider's cap over its back.
void horses(engine::Canvas& c, const BaseFrame& f, core::Side side) {
    sf::Color body = palette::sideDark(side);
    sf::Color cap = palette::sideCap(side);
    for (float across : {-0.28f, 0.f, 0.28f}) {
        c.quad(f.box(across, 0.02f, 0.12f, 0.42f), palette::kGunWood);
        c.disc(f.at(across, 0.27f), 0.05f, palette::kGunWood);
        c.disc(f.at(across, 0.f), 0.06f, body);
        c.disc(f.at(across, 0.f), 0.035f, cap);
    }
}

// A general and his flag: one horseman at the centre, the colour beside him
// (his brigade's where he has one).
void leader(engine::Canvas& c, const BaseFrame& f, core::Side side, int group) {
    c.quad(f.box(0.f, 0.f, 0.14f, 0.46f), palette::kGunWood);
    c.disc(f.at(0.f, 0.f), 0.08f, palette::sideDark(side));
    c.disc(f.at(0.f, 0.f), 0.045f, palette::sideCap(side));
    c.line(f.at(0.22f, -0.2f), f.at(0.22f, 0.25f), 2.f, palette::kGunMetal);
    c.quad(f.box(0.33f, 0.17f, 0.22f, 0.14f),
           group >= 0 ? palette::group(group) : palette::kFrontEdge);
}

// A leader's base is round: the circle its square holds.
float roundRadius(const BaseShape& b) {
    return 0.5f * std::hypot(b.corners[1].x - b.corners[0].x, b.corners[1].y - b.corners[0].y);
}

// A base's edge: its corners, or for a leader's round base a circle's points.
std::vector<sf::Vector2f> outline(const BaseShape& b) {
    if (b.look != core::StandLook::Leader) return {b.corners.begin(), b.corners.end()};
    std::vector<sf::Vector2f> out;
    const float r = roundRadius(b);
    for (int k = 0; k < 24; ++k) {
        float a = float(k) * 2.f * float(core::kPi) / 24.f;
        out.push_back(b.centre + sf::Vector2f(std::cos(a), std::sin(a)) * r);
    }
    return out;
}

// A gun from above: barrel to the front, wheels either side of the axle,
// trail to the rear.
void gun(engine::Canvas& c, const BaseFrame& f, float axle, float direction) {
    float d = direction; // +1 barrel forward, -1 barrel to the rear (hooked to a limber)
    c.quad(f.box(0.f, axle - d * 0.2f, 0.07f, 0.36f), palette::kGunWood);   // trail
    c.quad(f.box(0.f, axle + d * 0.17f, 0.11f, 0.38f), palette::kGunMetal); // barrel
    c.disc(f.at(0.f, axle + d * 0.35f), 0.04f, palette::kGunMetal);         // muzzle
    c.quad(f.box(0.f, axle, 0.52f, 0.05f), palette::kGunMetal);             // axle
    for (float s : {-0.27f, 0.27f})
        c.quad(f.box(s, axle, 0.07f, 0.3f), palette::kGunMetal); // wheels
}

// A limber: pole to the front, ammunition chest on its wheels, the gun behind
// with its muzzle to the rear.
void limber(engine::Canvas& c, const BaseFrame& f) {
    c.quad(f.box(0.f, 0.38f, 0.04f, 0.2f), palette::kGunWood); // pole
    c.quad(f.box(0.f, 0.18f, 0.36f, 0.2f), palette::kGunWood); // chest
    c.quad(f.box(0.f, 0.18f, 0.30f, 0.14f), palette::shift(palette::kGunWood, 25));
    for (float s : {-0.24f, 0.24f})
        c.quad(f.box(s, 0.18f, 0.06f, 0.26f), palette::kGunMetal);
    gun(c, f, -0.1f, -1.f);
}

// The colour-blind-safe sides' mark of a Confederate base: diagonal hatching
// over the whole base and a second ring inside its edge, so the two sides
// differ in pattern, not only in colour.
void hatch(engine::Canvas& c, const BaseShape& b, float facing, sf::Color ink) {
    BaseFrame f = frameOf(b, facing);
    // Lines across - along = k, clipped to the base (-0.5..0.5 each way).
    for (float k = -0.75f; k <= 0.76f; k += 0.25f) {
        float a0 = std::max(-0.5f, -0.5f + k), a1 = std::min(0.5f, 0.5f + k);
        if (a1 - a0 < 0.05f) continue;
        c.line(f.at(a0, a0 - k), f.at(a1, a1 - k), 1.5f, ink);
    }
    std::vector<sf::Vector2f> inner;
    for (const sf::Vector2f& p : b.corners)
        inner.push_back(b.centre + (p - b.centre) * 0.8f);
    c.polyline(inner, 1.5f, ink, true);
}

} // namespace

void paintUnitShadow(engine::Canvas& c, const UnitFigure& u) {
    sf::Vector2f off = sf::Vector2f(2.f, 2.5f) / c.camera().zoom();
    for (const BaseShape& b : u.shapes) {
        if (b.look == core::StandLook::Leader) { // a round base, a round shadow
            c.disc(b.centre + off, roundRadius(b), palette::kBaseShadow);
            continue;
        }
        auto q = b.corners;
        for (auto& p : q)
            p += off;
        c.quad(q, palette::kBaseShadow);
    }
}

void paintUnit(engine::Canvas& c, const UnitFigure& u, bool selected, bool hovered) {
    float zoom = c.camera().zoom();
    bool details = zoom >= 11.f;
    sf::Color fill = palette::side(u.side);
    sf::Color edge = palette::sideDark(u.side);

    int rearRank = 0;
    for (const BaseShape& b : u.shapes)
        rearRank = std::max(rearRank, b.rank);
    for (const BaseShape& b : u.shapes) {
        if (b.look == core::StandLook::Leader) {
            // A round base: a ring in the brigade's colour round the side's.
            float r = roundRadius(b);
            sf::Color ring = u.group >= 0 ? palette::group(u.group) : edge;
            c.disc(b.centre, r, ring);
            c.disc(b.centre, r * 0.72f, fill);
            if (details) leader(c, frameOf(b, u.facing), u.side, u.group);
            c.polyline(outline(b), 1.f, edge, true);
            continue;
        }
        c.quad(b.corners, fill);
        if (u.group >= 0 && b.rank == rearRank) {
            // The brigade's colour: a band along the rear of the rear rank.
            c.quad({b.corners[3] + (b.corners[0] - b.corners[3]) * 0.2f,
                    b.corners[2] + (b.corners[1] - b.corners[2]) * 0.2f, b.corners[2],
                    b.corners[3]},
                   palette::group(u.group));
        }
        if (palette::sideHatched(u.side) && zoom >= 6.f)
            hatch(c, b, u.facing, palette::withAlpha(edge, 200));
        if (details) {
            BaseFrame f = frameOf(b, u.facing);
            switch (b.look) {
            case core::StandLook::Foot:
                figures(c, f, u.side);
                break;
            case core::StandLook::Horse:
                horses(c, f, u.side);
                break;
            case core::StandLook::Gun:
                gun(c, f, -0.05f, 1.f);
                break;
            case core::StandLook::Limber:
                limber(c, f);
                break;
            case core::StandLook::Leader: // drawn above
                break;
            }
        }
        std::vector<sf::Vector2f> ring(b.corners.begin(), b.corners.end());
        c.polyline(ring, 1.f, edge, true);
    }
    // The front edge: a bright bar along the front of the front-rank bases.
    float frontPx = std::clamp(zoom * 0.12f, 2.f, 6.f);
    for (const BaseShape& b : u.shapes)
        if (b.rank == 0 && b.look != core::StandLook::Leader)
            c.polyline({b.corners[0], b.corners[1]}, frontPx, palette::kFrontEdge, false, false);
    if (u.smoke) {
        for (const BaseShape& b : u.shapes) {
            if (b.rank != 0) continue;
            BaseFrame f = frameOf(b, u.facing);
            c.disc(f.at(-0.2f, 0.75f), 0.32f, palette::kSmoke);
            c.disc(f.at(0.22f, 0.85f), 0.28f, palette::kSmoke);
        }
    }
    if (u.fired && !u.shapes.empty()) {
        // A powder flash beside the front-right corner: fired this turn.
        const BaseShape* right = &u.shapes.front();
        for (const BaseShape& b : u.shapes)
            if (b.rank == 0 && b.file >= right->file) right = &b;
        BaseFrame f = frameOf(*right, u.facing);
        sf::Vector2f at = f.at(0.72f, 0.3f);
        float r = std::max(0.16f, 5.f / zoom);
        for (int k = 0; k < 8; ++k) {
            float a0 = float(k) * 0.785398f, a1 = a0 + 0.3927f, a2 = a0 + 0.785398f;
            float outer = r * 1.7f;
            c.triangle(at + sf::Vector2f(std::cos(a0), std::sin(a0)) * r,
                       at + sf::Vector2f(std::cos(a1), std::sin(a1)) * outer,
                       at + sf::Vector2f(std::cos(a2), std::sin(a2)) * r, palette::kFiredOuter);
        }
        c.disc(at, r, palette::kFiredOuter);
        c.disc(at, r * 0.6f, palette::kFiredInner);
    }
    if ((u.moved || u.mayNotMove) && !u.shapes.empty()) {
        // Moved this phase: a pale wake just behind the rear edge. Held by a
        // card (Old Rivals): a red bar across the front. The label's tags say
        // the same in words.
        double r = double(u.facing) * core::kPi / 180.0;
        sf::Vector2f fwd{float(std::sin(r)), float(-std::cos(r))};
        const BaseShape *rearLeft = nullptr, *rearRight = nullptr, *frontLeft = nullptr,
                        *frontRight = nullptr;
        int last = 0;
        for (const BaseShape& b : u.shapes)
            last = std::max(last, b.rank);
        for (const BaseShape& b : u.shapes) {
            if (b.rank == last && (!rearLeft || b.file < rearLeft->file)) rearLeft = &b;
            if (b.rank == last && (!rearRight || b.file > rearRight->file)) rearRight = &b;
            if (b.rank == 0 && (!frontLeft || b.file < frontLeft->file)) frontLeft = &b;
            if (b.rank == 0 && (!frontRight || b.file > frontRight->file)) frontRight = &b;
        }
        if (u.moved) {
            sf::Vector2f back = fwd * -0.22f;
            c.dashed({rearLeft->corners[3] + back, rearRight->corners[2] + back}, 2.f, 6.f, 4.f,
                     kMovedMark);
        }
        if (u.mayNotMove) {
            sf::Vector2f ahead = fwd * 0.18f;
            c.polyline({frontLeft->corners[0] + ahead, frontRight->corners[1] + ahead}, 4.f,
                       kHeldMark, false, false);
        }
    }
    if (selected || hovered) {
        sf::Color mark = selected ? palette::kSelection : palette::kHover;
        float w = selected ? 2.5f : 1.5f;
        for (const BaseShape& b : u.shapes)
            c.polyline(outline(b), w, mark, true);
    }
}

void paintGhost(engine::Canvas& c, const UnitFigure& u, sf::Color colour) {
    for (const BaseShape& b : u.shapes) {
        if (b.look == core::StandLook::Leader)
            c.disc(b.centre, roundRadius(b), palette::withAlpha(colour, 70));
        else
            c.quad(b.corners, palette::withAlpha(colour, 70));
        c.polyline(outline(b), 1.5f, palette::withAlpha(colour, 220), true);
    }
    for (const BaseShape& b : u.shapes)
        if (b.rank == 0 && b.look != core::StandLook::Leader) c.polyline({b.corners[0], b.corners[1]}, 3.f, colour, false, false);
}

void paintLeaving(engine::Canvas& c, const LeavingBase& l) {
    // Fades and shrinks as it slides a BW to the rear, off the line.
    float t = std::clamp(l.age / std::max(l.duration, 1e-3f), 0.f, 1.f);
    float ease = t * t * (3.f - 2.f * t);
    float scale = 1.f - 0.35f * ease;
    sf::Vector2f shift = l.away * (0.9f * ease);
    BaseShape moved = l.shape;
    moved.centre = l.shape.centre + shift;
    for (std::size_t k = 0; k < 4; ++k)
        moved.corners[k] = moved.centre + (l.shape.corners[k] - l.shape.centre) * scale;
    const std::array<sf::Vector2f, 4>& q = moved.corners;
    auto alpha = sf::Uint8(std::lround(255.f * (1.f - ease)));
    if (moved.look == core::StandLook::Leader) // a round base
        c.disc(moved.centre, roundRadius(moved), palette::withAlpha(palette::side(l.side), alpha));
    else
        c.quad(q, palette::withAlpha(palette::side(l.side), alpha));
    c.polyline(outline(moved), 1.5f, palette::withAlpha(palette::kLossMark, alpha), true);
    // A red cross: the base is lost.
    c.line(q[0], q[2], 2.f, palette::withAlpha(palette::kLossMark, alpha));
    c.line(q[1], q[3], 2.f, palette::withAlpha(palette::kLossMark, alpha));
}

} // namespace guidon::client
