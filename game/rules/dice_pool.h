// A handful of dice thrown together against a target number, with the re-roll
// rules of LL-CARD-7. Fire and combat build their rolls from this.
#pragma once

#include "dice.h"

#include <vector>

namespace guidon::rules {

struct Die {
    int value = 0;
    bool rerolled = false; // LL-CARD-7: no die is re-rolled twice
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

enum class Reroll : std::uint8_t { None, MayFailures, MustSuccesses };

DicePool rollPool(Dice& dice, int count, int need, int modifier, bool sixesOnly);
// "May re-roll": re-roll the failed dice that were not re-rolled yet.
int rerollFailures(Dice& dice, DicePool& pool);
// "Must re-roll": re-roll the successful dice that were not re-rolled yet.
int rerollSuccesses(Dice& dice, DicePool& pool);
int applyReroll(Dice& dice, DicePool& pool, Reroll kind);
// Both sides' re-rolls in the order LL-CARD-7 sets: the active player first.
void resolveRerolls(Dice& dice, DicePool& active, Reroll activeKind, DicePool& passive,
                    Reroll passiveKind);

} // namespace guidon::rules
