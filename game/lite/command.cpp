#include "command.h"

namespace guidon::lite {

const char* nameOf(CommandKind k) {
    switch (k) {
    case CommandKind::Reshuffle:
        return "reshuffle";
    case CommandKind::KeepDeck:
        return "keep";
    case CommandKind::Invoke:
        return "invoke";
    case CommandKind::NoFire:
        return "no-fire";
    case CommandKind::Pass:
        return "pass";
    case CommandKind::Interrupt:
        return "interrupt";
    case CommandKind::NoInterrupt:
        return "no-interrupt";
    case CommandKind::EndPhase:
        return "end-phase";
    case CommandKind::March:
        return "march";
    case CommandKind::Form:
        return "form";
    case CommandKind::Bombard:
        return "bombard";
    case CommandKind::Losses:
        return "losses";
    case CommandKind::Charge:
        return "charge";
    case CommandKind::Discard:
        return "discard";
    case CommandKind::NoDiscard:
        return "no-discard";
    case CommandKind::FallBack:
        return "fall-back";
    case CommandKind::Morale:
        break;
    }
    return "morale";
}

} // namespace guidon::lite
