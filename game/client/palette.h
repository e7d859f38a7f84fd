// The table's colours in one place: cloth, felt, the two sides, markers. Terrain
// colours come from assets/terrain.xml.
#pragma once

#include "core/side.h"

#include <SFML/Graphics/Color.hpp>

#include <algorithm>

namespace guidon::client::palette {

inline const sf::Color kBackground{30, 26, 23};
inline const sf::Color kClothEdge{112, 76, 46}; // the brown cloth the felt lies on
inline const sf::Color kClothEdgeDark{58, 39, 24};
inline const sf::Color kFelt{94, 134, 66}; // before the cloth texture darkens it a little
inline const sf::Color kFeltShadow{20, 30, 14, 140};

inline const sf::Color kFederal{44, 74, 140}; // Union blue
inline const sf::Color kFederalDark{22, 38, 80};
inline const sf::Color kFederalLabel{205, 218, 255};
inline const sf::Color kConfederate{174, 178, 186}; // cadet grey
inline const sf::Color kConfederateDark{104, 108, 118};
inline const sf::Color kConfederateLabel{238, 236, 228};

inline const sf::Color kFrontEdge{255, 226, 128}; // the front edge of a unit
inline const sf::Color kSelection{255, 206, 64};
inline const sf::Color kHover{255, 255, 255, 150};
inline const sf::Color kGunMetal{38, 34, 30};
inline const sf::Color kGunWood{118, 84, 48};
inline const sf::Color kSmoke{236, 236, 230, 170};
inline const sf::Color kBaseShadow{0, 0, 0, 80};
inline const sf::Color kFiredOuter{232, 110, 30, 235}; // the "fired this turn" flash
inline const sf::Color kFiredInner{255, 226, 120};
inline const sf::Color kLossMark{200, 40, 30};  // a base being taken off
inline const sf::Color kFireZone{255, 150, 60}; // fire preview zones and lines

// The colour-blind-safe sides (a setting): a blue and an orange (the
// Okabe-Ito pair), told apart by every kind of colour blindness and in grey,
// and the Confederate bases hatched and ringed twice, so hue is never the
// only cue. One switch for the whole window: stands, labels, panels.
inline bool& colourBlindSafeSwitch() {
    static bool on = false;
    return on;
}
inline void setColourBlindSafe(bool on) {
    colourBlindSafeSwitch() = on;
}
inline bool colourBlindSafe() {
    return colourBlindSafeSwitch();
}
inline const sf::Color kSafeFederal{22, 94, 168};
inline const sf::Color kSafeFederalDark{8, 40, 84};
inline const sf::Color kSafeFederalLabel{196, 224, 255};
inline const sf::Color kSafeConfederate{230, 150, 30};
inline const sf::Color kSafeConfederateDark{112, 62, 6};
inline const sf::Color kSafeConfederateLabel{255, 222, 170};

inline sf::Color side(core::Side s) {
    bool f = s == core::Side::Federal;
    if (colourBlindSafe()) return f ? kSafeFederal : kSafeConfederate;
    return f ? kFederal : kConfederate;
}
inline sf::Color sideDark(core::Side s) {
    bool f = s == core::Side::Federal;
    if (colourBlindSafe()) return f ? kSafeFederalDark : kSafeConfederateDark;
    return f ? kFederalDark : kConfederateDark;
}
inline sf::Color sideLabel(core::Side s) {
    bool f = s == core::Side::Federal;
    if (colourBlindSafe()) return f ? kSafeFederalLabel : kSafeConfederateLabel;
    return f ? kFederalLabel : kConfederateLabel;
}
// The Confederate bases carry a pattern in the colour-blind-safe sides.
inline bool sideHatched(core::Side s) {
    return colourBlindSafe() && s == core::Side::Confederate;
}

// 0xRRGGBBAA, as the terrain types store colours.
inline sf::Color rgba(unsigned c) {
    return sf::Color(static_cast<sf::Uint32>(c));
}
inline sf::Color withAlpha(sf::Color c, int a) {
    c.a = static_cast<sf::Uint8>(std::clamp(a, 0, 255));
    return c;
}
// Add `d` to each channel (negative darkens).
inline sf::Color shift(sf::Color c, int d) {
    auto ch = [d](sf::Uint8 v) { return static_cast<sf::Uint8>(std::clamp(int(v) + d, 0, 255)); };
    return {ch(c.r), ch(c.g), ch(c.b), c.a};
}
// A brigade's colour (core::TableUnit::group, numbered within its side):
// its brigadier's base, a band at its units' rear and their labels' edge.
// Eight flag colours, none a side's, the selection's or the front edge's;
// the ninth brigade of a side takes the first again.
inline sf::Color group(int g) {
    static const sf::Color colours[] = {
        {200, 44, 52},   // crimson
        {176, 206, 40},  // lime
        {40, 150, 80},   // green
        {236, 128, 30},  // orange
        {140, 78, 176},  // purple
        {36, 172, 186},  // teal
        {236, 236, 232}, // white (the seventh: black was lost on the labels' plates)
        {226, 104, 172}, // rose
    };
    return colours[(g % 8 + 8) % 8];
}
// The caps of the figures on a base, lighter than the base.
inline sf::Color sideCap(core::Side s) {
    return shift(side(s), 40);
}
inline sf::Color scale(sf::Color c, float f) {
    auto ch = [f](sf::Uint8 v) {
        return static_cast<sf::Uint8>(std::clamp(int(float(v) * f + 0.5f), 0, 255));
    };
    return {ch(c.r), ch(c.g), ch(c.b), c.a};
}

} // namespace guidon::client::palette
