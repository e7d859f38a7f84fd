#include "phase_words.h"

namespace guidon::client {

const char* phaseWord(lite::Phase p) {
    switch (p) {
    case lite::Phase::Fire:
        return "fire";
    case lite::Phase::Movement:
        return "movement";
    case lite::Phase::Combat:
        return "combat";
    case lite::Phase::None:
        break;
    }
    return "";
}

const char* phaseTitle(lite::Phase p) {
    switch (p) {
    case lite::Phase::Fire:
        return "Fire";
    case lite::Phase::Movement:
        return "Movement";
    case lite::Phase::Combat:
        return "Combat";
    case lite::Phase::None:
        break;
    }
    return "";
}

} // namespace guidon::client
