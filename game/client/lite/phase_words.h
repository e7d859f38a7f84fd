// Lite's phases in a player's words, as its panels write them.
#pragma once

#include "lite/types.h"

namespace guidon::client {

// "fire", "movement", "combat" ("" for None).
const char* phaseWord(lite::Phase p);
// "Fire", "Movement", "Combat".
const char* phaseTitle(lite::Phase p);

} // namespace guidon::client
