// A handful of dice thrown together against a target number. Each ruleset's
// fire and combat build their rolls from this (Lite adds its re-rolls,
// lite/rerolls.h).
#pragma once

#include "dice.h"

#include <vector>

namespace guidon::core {

struct Die {
    int value = 0;
    bool rerolled = false; // re-rolled once already: no die is re-rolled twice (LL-CARD-7)
};

struct DicePool {
    std::vector<Die> dice;
    int need = 4;           // modified roll needed to succeed
    int modifier = 0;       // added to every die (modifiers still apply to re-rolls)
    bool sixesOnly = false; // skirmish fire, vulnerable defenders: natural 6 only

    bool success(const Die& d) const {
        return sixesOnly ? d.value == 6 : d.value + modifier >= need;
    }
    int successes() const;
    std::vector<int> values() const;
};

DicePool rollPool(Dice& dice, int count, int need, int modifier, bool sixesOnly);

} // namespace guidon::core
