// The authoritative state of a game of the full game: plain copyable values
// in a stable order (units and brigades by index). What never changes in a
// game (the battle, the rule tables, the terrain cut for the geometry, the
// routes around impassable ground) sits in a shared immutable Setup, so a
// copy for the AI costs little.
#pragma once

#include "battle.h"
#include "core/dice.h"
#include "core/paths.h"
#include "core/terrain_index.h"
#include "model.h"
#include "sight_shapes.h"
#include "tables.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::full {

struct Setup {
    Battle battle;
    Tables tables;
    std::vector<core::TerrainPiece> terrain; // the battle's features as convex pieces
    core::RouteMap routes;                   // around impassable ground (FG-CMD-1)
    // Every area feature made ready for lines of sight, by feature index
    // (a linear one's is empty): each points into `battle`, so a Setup is
    // never copied.
    std::vector<sight_detail::Area> areas;

    Setup() = default;
    Setup(const Setup&) = delete;
    Setup& operator=(const Setup&) = delete;
};
// The Setup of a battle: its terrain cut and its routes built once.
// The routes are walled in by the table's edge, the walls reaching this far
// onto the table (FG-CMD-1: no courier rides off the table).
inline constexpr double kRouteEdge = 1e-3;
std::shared_ptr<const Setup> makeSetup(Battle battle, Tables tables);

// The order a unit took this turn (FG-CMD-3, FG-CMD-4; FG-D-2: one a turn).
enum class Order : std::uint8_t {
    None, // none yet: it holds position (FG-CMD-8)
    Hold,
    Advance, // prolonge for an unlimbered battery
    Oblique,
    Wheel,   // in place
    Form,    // change of formation or facing, mount, dismount, open order
    Limber,
    Unlimber,
    Detach,
    Recall,
    Dress,
    Broken, // its broken brigade's march (FG-BRIG-1)
    Assault, // FG-MELEE-1 (a line's or a wave's place counts as its order, FG-D-2)
};
std::string_view nameOf(Order o);

// Where a unit's front edge is: the centre of its front edge and its facing.
struct Pose {
    Vec2 front;
    double facing = 0.0;
};

// One part of a path: a straight run or a turn about a fixed point.
struct Segment {
    bool turn = false;
    Vec2 move;            // straight: the whole displacement
    Vec2 pivot;           // turn: the fixed point
    double degrees = 0.0; // turn: clockwise positive
    double cost = 0.0;    // inches of the allowance it uses
};

// Where a unit stands after a move, and what it cost and met.
struct Move {
    int unit = -1;
    Order order = Order::Advance; // which moving order (apply's event and disorder)
    Formation formation = Formation::Line;
    int holders = 0;
    Vec2 front;
    double facing = 0.0;
    double allowance = 0.0;         // inches it may go (rate, terrain, obstacles, double-time)
    double length = 0.0;            // inches it goes (outside arc of a wheel)
    bool woods = false;             // moved at the woods/rough rate
    bool road = false;              // moved at the road rate
    int obstacles = 0;              // linear obstacles crossed
    std::vector<int> passedThrough; // friends it passes through (FG-MOVE-5)
    bool leavesTable = false;       // a broken march that walks off (FG-D-36)
    bool doubleTime = false;        // FG-CMD-4: apply marks the unit
    // Enemy brigades whose unattached brigadier it touches: pushed aside (FG-D-7).
    std::vector<int> pushes;
    // The route it takes (FG-REACT: a move is carried out along it and may
    // pause): from `from`, the path's runs and turns; empty for an order that
    // changes its place at once (a change of formation).
    Pose from;
    std::vector<Segment> path;
    // The log's sentence: "The 6th Wisconsin advances 5.5\" (woods rate 4\")".
    std::string text;
};

// The brigade faltering clock (FG-BRIG-1).
enum class Clock : std::uint8_t { Steady, Hesitant, Broken };
std::string_view nameOf(Clock c);

struct Unit {
    int setup = -1;  // index into the battle's units: its id, name, weapon...
    int parent = -1; // a skirmish screen: its parent's unit index
    int screen = -1; // a regiment with a screen out: the screen's unit index
    int brigade = -1;
    Arm arm = Arm::Infantry;
    Formation formation = Formation::Line;
    int stands = 0;      // every stand it has, holders included (FG-D-25)
    int startStands = 0; // what it began with (a parent: its screen's too)
    int holders = 0;     // dismounted: stands off the table holding horses (FG-D-40)
    int oddHits = 0;     // FG-FIRE-5
    Vec2 front;          // centre of the front edge
    double facing = 0.0; // degrees clockwise from north
    std::uint8_t traits = 0;
    bool removed = false;
    bool disordered = false;
    bool smoke = false;
    bool fired = false;     // fired this player turn (keeps its smoke, FG-FIRE-8)
    bool firedMark = false; // fired by opportunity fire: not in its next fire phase
    std::uint8_t refused = 0; // FG-REACT-5: 1 left flank, 2 right flank
    Order order = Order::None;
    Tier orderTier = Tier::Bugle; // its tier when the order was given (FG-D-6)
    int orderPips = 0;            // pips the order and its extras cost
    int group = -1; // a line's or a wave's assault: its first regiment (FG-D-31, FG-D-43)
    bool doubleTime = false;
    bool rallied = false;     // Rally Line paid this turn
    std::uint8_t onceUsed = 0; // trait uses once a game (FG-TRAIT-1): kSteady, kSeenTheElephant
    std::uint8_t sectionsFired = 0; // a battery's sections that fired this phase, a bit each
    bool flanked = false;  // fired at this phase from its flank or rear arc (crossfire, FG-D-8)
    bool ironUsed = false; // Iron Discipline ignored a trigger this player turn (FG-D-13)
    bool smokedAtFire = false; // smoked as its fire phase began: a section's own smoke (FG-D-30)
    // Melee (FG-MELEE, FG-D-15, FG-D-21).
    bool attacker = false; // it assaulted into its melee: keeps the attacker's formation and
                           // flank terms in later rounds, while it stays engaged
    bool momentum = false; // charging momentum into this contact (its first round only)
    bool charging = false; // it charged or counter-charged this turn: Rebel Yell and cavalry
                           // shock count in its first round only (FG-D-21)
    bool counter = false;  // it counter-charged this enemy turn (FG-REACT-6, FG-D-33)
    bool reacted = false;  // it made its one reaction this enemy turn (FG-REACT-1)

    bool screenUnit() const { return parent >= 0; }
    int onTable() const { return stands - holders; }
};

struct Brigade {
    Rating rating = Rating::Reliable; // the brigadier's now (a replacement is timid)
    Vec2 leader;                      // centre of his base
    int attached = -1;                // unit index
    bool leaderGone = false;          // removed: a replacement comes next command phase
    int wounds = 0;                   // light wounds: a pip fewer each (FG-LEAD-1)
    bool leaderMoved = false;         // this orders phase (FG-CMD-7)
    int pips = 0;
    int reserved = 0; // for the enemy's coming turn (FG-SEQ-3)
    int saved = 0;    // for its own next command phase (FG-CMD-6)
    int rolled = 0;   // this turn's roll, as shown
    int startStands = 0;
    int lost = 0;
    Clock clock = Clock::Steady;
};

enum class Phase : std::uint8_t { Command, Orders, Fire, Melee, End };
std::string_view nameOf(Phase p);

// A decision the game waits for. The top of GameState::pending is the one
// awaited now; a decision may push another above itself (a move paused for
// a reaction, a fire awaiting the owner's choice of stands: later issues),
// and the one below resumes when it is answered.
enum class PendingKind : std::uint8_t {
    DivisionPip, // the active side's division commander names a brigade (FG-D-48)
    Orders,      // the active side gives orders, then ends its orders phase
    Fire,        // the active side fires its volleys one at a time, then ends phase 3 (FG-D-8)
    Losses,      // the owner of `unit` says which of its stands go (FG-FIRE-5): `count` stands
    Reaction,    // the passive side answers the offers of the move under way (FG-REACT-1)
    Consolidate, // the owner of `unit`, a melee's victor, says how far it consolidates (FG-D-20)
};
std::string_view nameOf(PendingKind k);

struct Pending {
    PendingKind kind = PendingKind::Orders;
    Side decider = Side::Federal;
    int unit = -1;
    int brigade = -1;
    int count = 0;
};

// The five reactions of the passive side (FG-REACT-2 to FG-REACT-6).
enum class Reaction : std::uint8_t { ClosingVolley, OpportunityFire, Evade, RefuseFlank, CounterCharge };
inline constexpr int kReactions = 5;
// The word a `react` command names it by: "volley", "fire", "evade", "refuse", "counter".
std::string_view nameOf(Reaction r);

// A reaction a passive unit may make at the moment a move has paused.
struct Offer {
    int unit = -1;
    Reaction kind = Reaction::OpportunityFire;
    std::uint8_t flank = 0; // RefuseFlank: 1 the left flank, 2 the right (as Unit::refused)
};

// A regiment of a contiguous line or a wave, its assault still to come
// (FG-D-31, FG-D-43): its target and the wheel that reaches it.
struct QueuedAssault {
    int unit = -1;
    int target = -1;
    int wheelDir = 0;
    double wheelDeg = 0.0;
    bool doubleTime = false;
};

// A move under way (FG-REACT-1, FG-D-11): declared whole and checked, then
// carried out along its path; where a reaction triggers, it pauses with
// the mover standing there (Pending Reaction) until the passive player has
// answered every offer, and goes on or stops by the result.
struct Moving {
    Move move;             // as checked when the order was given: its route, where it ends
    int target = -1;       // an assault's (FG-MELEE-1)
    bool momentum = false; // an assault's charging momentum (lost to a counter-charge, FG-REACT-6)
    bool open = false;     // an assault across open ground: a counter-charge may meet it (FG-REACT-6)
    bool stalled = false;  // a charger stopped by a closing volley: it walks on to where it stalls
    int step = 0;          // the grid point it stands on (kTriggerStep inches of sweep apiece)
    double width = 0.0;    // its front's width as the order was given: the grid's measure
    Formation before = Formation::Line; // its formation as the order was given
    std::vector<Offer> offers;   // at this pause, not yet answered
    std::vector<Offer> declined; // passed over at an earlier pause: no second chance (FG-D-11)
    // A contiguous line's regiments still to assault, each by its own path
    // (FG-D-31); a wave's, which go only if the one ahead stalls (FG-D-43).
    std::vector<QueuedAssault> queue;
    bool wave = false;
    std::vector<int> waveUnits; // a wave's regiments pass through one another without disorder
};
// Trigger points lie on a fixed grid along a move's sweep (the farthest
// corner's travel), so that replays pause at the same points on every build.
inline constexpr double kTriggerStep = 0.1;

struct GameState {
    std::shared_ptr<const Setup> setup;
    std::vector<Unit> units;
    std::vector<Brigade> brigades;
    int turn = 1; // game turn: both player turns (FG-SEQ-1)
    Side active = Side::Federal;
    Phase phase = Phase::Command;
    std::vector<Pending> pending; // back(): awaited now
    std::optional<Moving> moving; // a move paused for reactions (PendingKind::Reaction)
    core::Dice dice;
    bool over = false;
    std::optional<Side> winner;
    std::string endReason;
    bool byTurnLimit = false; // the game ended at its turn limit (FG-WIN-2)

    const Battle& battle() const { return setup->battle; }
    const Tables& tables() const { return setup->tables; }
    const UnitSetup& setupOf(int unit) const { return setup->battle.units[units[unit].setup]; }
    Side sideOf(int unit) const { return setup->battle.brigades[units[unit].brigade].side; }
    Side sideOfBrigade(int b) const { return setup->battle.brigades[b].side; }
    const Pending* awaited() const { return pending.empty() ? nullptr : &pending.back(); }
};

// A unit's id and name as commands and the log give them (a screen made in
// play: its parent's id with "-s", "skirmishers of ...").
std::string idOf(const GameState& s, int unit);
std::string nameOfUnit(const GameState& s, int unit);
// The unit with this id (not removed), or -1.
int unitById(const GameState& s, std::string_view id);
// A name as a sentence gives it: "the 2nd Wisconsin", "the Iron Brigade",
// but "Burnside's Brigade" (a name opening with a possessive, or with "The",
// takes no article); `capital` at the start of a sentence.
std::string theName(std::string_view name, bool capital = false);
std::string theUnit(const GameState& s, int unit, bool capital = false);
std::string theBrigade(const GameState& s, int brigade, bool capital = false);
int brigadeById(const GameState& s, std::string_view id);

// The state at the start of the battle: every unit as deployed, no markers,
// no pips (FG-D-49), the first side's command phase begun (sequence.cpp):
// its events in `events`.
struct Event;
// `dice`: the first dice to roll, before the seed's (tests and scripts).
GameState newGame(std::shared_ptr<const Setup> setup, std::uint64_t seed,
                  std::vector<Event>& events, const std::vector<int>& dice = {});
// The deployed units and brigades alone, before any phase (tests build on it).
GameState deployedState(std::shared_ptr<const Setup> setup, std::uint64_t seed);

} // namespace guidon::full
