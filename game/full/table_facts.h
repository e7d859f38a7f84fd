// The facts the full game's window asks of the rules instead of restating
// them (issue 24): the orders a unit or a brigade may be given now, what
// each costs and why one cannot be; where along a move, before it is sent,
// the passive side could react; and a brigadier's command radius as outlines
// of its tiers (FG-CMD-1). Every answer comes from the rules' own checks
// (orders.h, reactions.h, command_radius.h); this file adds only the
// player's words and the shapes to draw.
#pragma once

#include "command.h"
#include "core/refusal.h"
#include "state.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::full {

// [SECTION] the orders menu

// One order a player could give: a line of the menu.
struct OrderOption {
    std::string label; // "Advance", "Form assault column", "Face left"
    CommandKind kind = CommandKind::Hold;
    // The whole command, ready for validate() and commandText(). An order
    // that needs the table carries its smallest sensible parameter: an
    // advance or an oblique of 1", a wheel of 5 degrees, a screen placed 0"
    // ahead, the nearest enemy as an assault's target (straight ahead), the
    // brigadier's move to where he stands.
    Command command;
    // The window asks for the distance, the wheel, the place or the target
    // by dragging on the table, and asks validate() of what the player drags.
    bool needsTable = false;
    int pips = 0;            // what it costs now, at the unit's tier (orderCost)
    Tier tier = Tier::Bugle; // the unit's tier now; a brigade's order: Bugle
    // Why it cannot be given now: the rule and a sentence. For an order
    // that needs the table, only what no parameter could cure (the phase,
    // the unit, its order this turn, its tier, the pips: validateStanding);
    // the ground's answer to what the player drags is validate()'s. For the
    // others, validate()'s whole answer (no room to form column, say).
    std::optional<core::Refusal> refusal;
};

// The orders its owner could give `unit` in an orders phase, in a fixed
// order: hold, the moves (advance, at the double, advance and unlimber, the
// road march, oblique and wheel each way), each formation it may change to,
// facing ahead and turned left, right and about ("Form assault column and
// face left": one order, FG-D-12), the three turns in its own formation,
// limber or unlimber, detach a screen of 1 or 2 stands (or, for a screen,
// recall), dress, rally line when it is disordered, assault (and at the
// double). What its arm or kind never has is left out (a battery forms no
// column, cavalry never double-times, only a column on a road marches along
// it); what it has but cannot now is listed with its refusal. Outside its
// side's orders phase every entry carries the phase's refusal. Empty for a
// unit not on the table.
std::vector<OrderOption> ordersFor(const GameState& s, int unit);

// The brigade's own decisions, not any unit's order: the division
// commander's pip when his choice is awaited (FG-D-48), a Reserve Pip of 1
// (FG-D-2; the window may raise `count`) and the brigadier's move
// (FG-CMD-7, needs the table: where he goes, and whom he attaches to).
std::vector<OrderOption> brigadeOrders(const GameState& s, int brigade);

// [SECTION] trigger points along a move

// A reaction offered to the passive side, in a player's words:
// "opportunity fire from 24th Michigan", "refuse left flank by ...".
struct OfferLine {
    Offer offer;
    std::string text;
};

// One pause of a move: where the passive side could react.
struct TriggerMark {
    int unit = -1; // the mover (a line's or a wave's regiments each their own)
    int step = 0;  // its grid point: kTriggerStep inches of its sweep apiece
    Pose pose;     // where its front stands there
    std::vector<OfferLine> offers;
};

// Every point along the command's move where it would pause for the passive
// side, if the passive player passed on every offer: the move carried out on
// a copy of the state by applyCommand and passReactions, as the rules will
// (a line's later regiments go after the first's charge ends). Empty for a
// command validate() refuses, and for one that never pauses.
std::vector<TriggerMark> triggersAlong(const GameState& s, const Command& c);

// [SECTION] the command radius

// The rays an outline is sampled on, evenly round the brigadier.
inline constexpr int kRingRays = 72;

// The outer edge of one tier (FG-CMD-1): a unit's front centre inside it is
// at this tier or a nearer one.
struct CommandRing {
    Tier tier = Tier::Bugle;
    double reach = 0.0;  // the tier's far end, inches (the state's tables)
    bool routed = false; // measured around impassable ground (beyond the bugle)
    // One point a ray, kRingRays of them clockwise from north: on each, the
    // farthest point on the table whose tier is this one or nearer. So the
    // outline is star-shaped about the brigadier (draw it as a fan from him).
    std::vector<Vec2> outline;
};

struct CommandRings {
    Vec2 centre;             // the brigadier
    bool leaderless = false; // he is gone: every unit orders as at 12-24" (FG-D-23), no rings
    std::vector<CommandRing> rings; // bugle, courier, distant: inner first
};

// The brigade's rings, each point found with reachFrom(), so a unit inside
// or outside an outline has the tier reachFrom gives. The simplification:
// where a ray leaves a tier and comes back into it (past a lake, or into
// the lee of a wall the courier rides round), the outline keeps the ray's
// farthest point in it, so the ground between (the lake, a pocket the
// courier cannot reach in time) lies inside the outline though not in the
// tier; a stretch out of the tier shorter than the scan's step (a quarter
// inch) is not seen; and between two rays the outline is a straight edge.
CommandRings commandRings(const GameState& s, int brigade);

// [SECTION] forming a line by hand

// The oblique (FG-D-38) that brings `unit` flank to flank with a regiment
// of its brigade beside it (FG-D-31: facing within 5 degrees, touching
// along at least a tenth of an inch of their depth; both such as may
// assault now, checkAssaulter: no screen, road column or gun), if one lies
// within `radius` inches of the `amount` the player dragged toward side
// `dir` (-1 left, +1 right): the amount, to the thousandth the command
// keeps. The nearest such to the drag; none when the unit touches it
// already. Whether the door accepts the oblique is the door's to say.
std::optional<double> obliqueToFlank(const GameState& s, int unit, int dir, double amount,
                                     double radius);

} // namespace guidon::full
