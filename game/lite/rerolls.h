// The re-roll rules of LL-CARD-7 on a pool of dice.
#pragma once

#include "core/dice_pool.h"
#include "core_names.h"

namespace guidon::lite {

enum class Reroll : std::uint8_t { None, MayFailures, MustSuccesses };

// "May re-roll": re-roll the failed dice that were not re-rolled yet.
int rerollFailures(Dice& dice, DicePool& pool);
// "Must re-roll": re-roll the successful dice that were not re-rolled yet.
int rerollSuccesses(Dice& dice, DicePool& pool);
int applyReroll(Dice& dice, DicePool& pool, Reroll kind);
// Both sides' re-rolls in the order LL-CARD-7 sets: the active player first.
void resolveRerolls(Dice& dice, DicePool& active, Reroll activeKind, DicePool& passive,
                    Reroll passiveKind);

} // namespace guidon::lite
