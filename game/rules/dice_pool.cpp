#include "dice_pool.h"

namespace guidon::rules {

int DicePool::successes() const {
    int n = 0;
    for (const Die& d : dice)
        n += success(d) ? 1 : 0;
    return n;
}

std::vector<int> DicePool::values() const {
    std::vector<int> v;
    for (const Die& d : dice)
        v.push_back(d.value);
    return v;
}

DicePool rollPool(Dice& dice, int count, int need, int modifier, bool sixesOnly) {
    DicePool p;
    p.need = need;
    p.modifier = modifier;
    p.sixesOnly = sixesOnly;
    for (int i = 0; i < count; ++i)
        p.dice.push_back({dice.d6(), false});
    return p;
}

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

} // namespace guidon::rules
