#include "rerolls.h"

namespace guidon::lite {

namespace {
int reroll(Dice& dice, DicePool& pool, bool successes) {
    int n = 0;
    for (Die& d : pool.dice) {
        if (d.rerolled || pool.success(d) != successes) continue;
        d.value = dice.d6();
        d.rerolled = true;
        ++n;
    }
    return n;
}
} // namespace

int rerollFailures(Dice& dice, DicePool& pool) {
    return reroll(dice, pool, false);
}
int rerollSuccesses(Dice& dice, DicePool& pool) {
    return reroll(dice, pool, true);
}

int applyReroll(Dice& dice, DicePool& pool, Reroll kind) {
    switch (kind) {
    case Reroll::MayFailures:
        return rerollFailures(dice, pool);
    case Reroll::MustSuccesses:
        return rerollSuccesses(dice, pool);
    case Reroll::None:
        break;
    }
    return 0;
}

void resolveRerolls(Dice& dice, DicePool& active, Reroll activeKind, DicePool& passive,
                    Reroll passiveKind) {
    applyReroll(dice, active, activeKind);
    applyReroll(dice, passive, passiveKind);
}

} // namespace guidon::lite
