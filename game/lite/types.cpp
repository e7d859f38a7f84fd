#include "types.h"

namespace guidon::lite {

const char* nameOf(UnitType t) {
    return t == UnitType::Infantry ? "infantry" : "artillery";
}

bool parseUnitType(const std::string& text, UnitType& out) {
    if (text == "infantry") {
        out = UnitType::Infantry;
        return true;
    }
    if (text == "artillery") {
        out = UnitType::Artillery;
        return true;
    }
    return false;
}

const char* nameOf(Phase p) {
    switch (p) {
    case Phase::Fire:
        return "fire";
    case Phase::Movement:
        return "movement";
    case Phase::Combat:
        return "combat";
    case Phase::None:
        break;
    }
    return "none";
}

bool parsePhase(const std::string& text, Phase& out) {
    if (text == "none") {
        out = Phase::None;
        return true;
    }
    if (text == "fire") {
        out = Phase::Fire;
        return true;
    }
    if (text == "movement") {
        out = Phase::Movement;
        return true;
    }
    if (text == "combat") {
        out = Phase::Combat;
        return true;
    }
    return false;
}

} // namespace guidon::lite
