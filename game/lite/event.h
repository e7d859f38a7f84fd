// What the rules tell the outside world after a command: the client animates
// and logs them, the CLI prints them. Every event is public knowledge (cards
// drawn are counted, never named).
#pragma once

#include "types.h"

#include <string>
#include <vector>

namespace guidon::lite {

enum class EventKind : std::uint8_t {
    GameStarted,
    TurnStarted,
    Reshuffled,
    CardsRemovedUnseen,
    PhaseInvoked,
    InterruptPlayed,
    PhaseBecamePass,
    PhaseForbidden, // LL-CARD-4: no phase of this kind may be invoked this turn
    // LL-CARD-4: an interrupt names an enemy unit that may not move (or fire)
    // this phase; `unit` is that unit.
    UnitForbidden,
    PhaseSkipped,
    PhaseEnded,
    Passed,
    CardsDrawn,
    SmokeRemoved,
    MoraleSpent, // LL-FIRE-6, LL-COMBAT-5: cards spent (possibly none) for morale
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
    FallBackRolled, // LL-FALLBACK-1: the two dice, and the one kept
    // LL-FALLBACK-4: a unit that must fall back has no legal way: it is broken.
    FallBackBlocked,
    // LL-FALLBACK-3: a base lost for falling back through friends (`unit`, the
    // friend that loses it) or across difficult terrain (`unit`, the faller).
    FallBackPenalty,
    // LL-FALLBACK-3: a card discarded so that the side's units fall back freely.
    FallBackDiscarded,
    // LL-FIRE-4: a battery's bombardment target chosen. No phase is invoked,
    // so it is no interrupt point (LL-CARD-4).
    BombardChosen,
};
const char* nameOf(EventKind k);

// A die as the log draws it, beside `Event::dice`: the least natural roll
// that succeeds, whether it counted, and the throw it belongs to.
struct DieMark {
    int need = 0;        // 0: no target number (a fall back's pair, a tie, a limbered defence)
    bool counts = false; // a hit, a kill, a win, the die kept
    int group = 0;       // dice thrown together: one base's shot, one attacker, the defence
};

struct Event {
    EventKind kind = EventKind::TurnStarted;
    Side side = Side::Federal;
    std::string text;           // a sentence for the log, with every die explained
    std::vector<int> dice;      // dice rolled, in order
    std::vector<DieMark> marks; // one per die when the rules mark them (else empty)
    std::vector<int> cards;     // card definition indices made public by this event
    int unit = -1;
    int actor = -1; // the unit that acted on `unit`, where one did (FireRolled: the firer)
    int value = 0;
};

} // namespace guidon::lite
