// Draws units as model stands seen from above, by each stand's look: ranks
// of figures on foot, horsemen, a gun, a limber with its gun hooked behind,
// a general with his flag; side-coloured grounds, the front edge in a
// bright line. Widths in pixels, so units read well at every zoom.
#pragma once

#include "engine/canvas.h"
#include "unit_mirror.h"

namespace guidon::client {

// Shadows under every unit first, so no shadow falls on a neighbour.
void paintUnitShadow(engine::Canvas& canvas, const UnitFigure& unit);
void paintUnit(engine::Canvas& canvas, const UnitFigure& unit, bool selected, bool hovered);
// The ghost of a planned move: the bases washed in `colour`, outlined, the
// front edge marked.
void paintGhost(engine::Canvas& canvas, const UnitFigure& unit, sf::Color colour);
// A base on its way off the table.
void paintLeaving(engine::Canvas& canvas, const LeavingBase& base);

} // namespace guidon::client
