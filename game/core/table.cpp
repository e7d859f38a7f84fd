#include "table.h"

namespace guidon::core {

const char* nameOf(StandLook l) {
    switch (l) {
    case StandLook::Foot:
        return "foot";
    case StandLook::Horse:
        return "horse";
    case StandLook::Gun:
        return "gun";
    case StandLook::Limber:
        return "limber";
    case StandLook::Leader:
        return "leader";
    }
    return "foot";
}

} // namespace guidon::core
