// What the full game's rules tell the outside world after a command: the
// client animates and logs them, the CLI prints them. Everything is public
// in the full game (FG-REACT-1): only the dice to come are hidden.
#pragma once

#include "model.h"

#include <string>
#include <vector>

namespace guidon::full {

enum class EventKind : std::uint8_t {
    GameStarted,
    TurnStarted,  // a player turn began (its command phase)
    PhaseStarted, // `value`: the Phase
    DivisionPip,  // the division commander's pip went to `brigade`
    PipsRolled,   // `brigade`'s staff pips: dice, total in `value`
    PipsSaved,    // FG-CMD-6
    PipsReserved, // FG-D-2: Reserve Pip
    PipsLost,     // unspent pips lost at the end of a turn (FG-SEQ-3)
    Check,        // a discipline check (FG-DISC-1): `value` 1 passed, 0 failed
    Rallied,      // disorder removed (a rally test or Rally Line)
    Disordered,
    OrderGiven,   // an order that does not move (hold, dress...)
    UnitMoved,
    FormationChanged,
    PassedThrough, // `unit` disordered by a friend passing through (FG-MOVE-5)
    ScreenDetached,
    ScreenRecalled,
    BrigadierMoved,
    StandsLost,    // `value` stands
    Shattered,     // FG-DISC-3
    LeftTable,     // a broken unit marched off (FG-BRIG-1)
    ClockChanged,  // `brigade`'s clock: value = Clock
    LeaderRisk,    // the die, and what befell him
    LeaderReplaced,
    SmokeCleared,
    Fired,        // a volley's to-hit dice (FG-FIRE-2, FG-FIRE-3): `value` hits
    Saves,        // the target's saves (FG-FIRE-4): `value` unsaved hits
    OddHit,       // FG-FIRE-5: `value` odd hits the unit now carries
    Suppressed,   // a suppression trigger (FG-FIRE-6): the check follows, or Iron Discipline
    PlungingFire, // FG-FIRE-7: stray or unsaved hits on the unit behind
    SmokeMade,    // FG-FIRE-8
    LossesPlaced, // FG-FIRE-5: the owner closed the ranks (which stands went)
    MovePaused,     // a move paused where the passive side may react (FG-REACT-1), or goes on
    Reacted,        // a reaction volley begins (FG-REACT-2, FG-REACT-3): `actor` the mover
    Evaded,         // FG-REACT-4, FG-D-28
    FlankRefused,   // FG-REACT-5, FG-D-32
    CounterCharged, // FG-REACT-6, FG-D-33
    Stalled,        // a charger stopped short by a closing volley (FG-D-16)
    Contact,        // an assault reached its end: charging home, or touching no one (FG-D-15)
    MeleeFought,    // FG-MELEE-2: dice attacker then defender, `value` the signed margin
    Retreated,      // FG-MELEE-4, FG-D-20
    Consolidated,   // FG-MELEE-3, FG-D-20
    GameOver,
};
std::string_view nameOf(EventKind k);

struct Event {
    EventKind kind = EventKind::TurnStarted;
    Side side = Side::Federal;
    std::string text;      // a sentence for the log, with every die explained
    std::vector<int> dice; // dice rolled, in order
    std::vector<int> need; // per die: the least roll that succeeds (0: none)
    int unit = -1;
    int actor = -1;
    int brigade = -1;
    int value = 0;
};

struct GameState;
// An event about one unit: its side and brigade filled in.
Event unitEvent(const GameState& s, EventKind kind, int unit, std::string text);

} // namespace guidon::full
