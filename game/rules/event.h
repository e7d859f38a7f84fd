// What the rules tell the outside world after a command: the client animates
// and logs them, the CLI prints them. Every event is public knowledge (cards
// drawn are counted, never named).
#pragma once

#include "types.h"

#include <string>
#include <vector>

namespace guidon::rules {

enum class EventKind : std::uint8_t {
    GameStarted,
    TurnStarted,
    Reshuffled,
    CardsRemovedUnseen,
    PhaseInvoked,
    InterruptPlayed,
    PhaseBecamePass,
    PhaseForbidden,
    PhaseSkipped,
    PhaseEnded,
    Passed,
    CardsDrawn,
    SmokeRemoved,
    MoraleSpent,
    VictoryRoll,
    TieBroken,
    GameOver,
    UnitMoved,
    FormationChanged,
    FireRolled,
    KillsRolled,
    BasesRemoved,
    ChargeMade,
    CombatRolled,
    FallBackRolled,
    // LL-FIRE-4: a battery's bombardment target chosen. No phase is invoked,
    // so it is no interrupt point (LL-CARD-4).
    BombardChosen,
};
const char* nameOf(EventKind k);

struct Event {
    EventKind kind = EventKind::TurnStarted;
    Side side = Side::Federal;
    std::string text;        // a sentence for the log, with every die explained
    std::vector<int> dice;   // dice rolled, in order
    std::vector<int> cards;  // card definition indices made public by this event
    int unit = -1;
    int value = 0;
};

} // namespace guidon::rules
