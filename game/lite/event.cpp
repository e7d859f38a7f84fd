#include "event.h"

namespace guidon::lite {

const char* nameOf(EventKind k) {
    switch (k) {
    case EventKind::GameStarted:
        return "game-started";
    case EventKind::TurnStarted:
        return "turn-started";
    case EventKind::Reshuffled:
        return "reshuffled";
    case EventKind::CardsRemovedUnseen:
        return "cards-removed-unseen";
    case EventKind::PhaseInvoked:
        return "phase-invoked";
    case EventKind::InterruptPlayed:
        return "interrupt-played";
    case EventKind::PhaseBecamePass:
        return "phase-became-pass";
    case EventKind::PhaseForbidden:
        return "phase-forbidden";
    case EventKind::UnitForbidden:
        return "unit-forbidden";
    case EventKind::PhaseSkipped:
        return "phase-skipped";
    case EventKind::PhaseEnded:
        return "phase-ended";
    case EventKind::Passed:
        return "passed";
    case EventKind::CardsDrawn:
        return "cards-drawn";
    case EventKind::SmokeRemoved:
        return "smoke-removed";
    case EventKind::MoraleSpent:
        return "morale-spent";
    case EventKind::VictoryRoll:
        return "victory-roll";
    case EventKind::TieBroken:
        return "tie-broken";
    case EventKind::UnitMoved:
        return "unit-moved";
    case EventKind::FormationChanged:
        return "formation-changed";
    case EventKind::FireRolled:
        return "fire-rolled";
    case EventKind::KillsRolled:
        return "kills-rolled";
    case EventKind::BasesRemoved:
        return "bases-removed";
    case EventKind::ChargeMade:
        return "charge-made";
    case EventKind::CombatRolled:
        return "combat-rolled";
    case EventKind::FallBackRolled:
        return "fall-back-rolled";
    case EventKind::FallBackBlocked:
        return "fall-back-blocked";
    case EventKind::FallBackPenalty:
        return "fall-back-penalty";
    case EventKind::FallBackDiscarded:
        return "fall-back-discarded";
    case EventKind::BombardChosen:
        return "bombard-chosen";
    case EventKind::GameOver:
        break;
    }
    return "game-over";
}

} // namespace guidon::lite
