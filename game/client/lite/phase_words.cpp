#include "phase_words.h"

namespace guidon::client {

const char* phaseWord(lite::Phase p) {
    // Lite's own word for it, but nothing for no phase.
    return p == lite::Phase::None ? "" : lite::nameOf(p);
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
