#include "dice_pool.h"

namespace guidon::core {

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

} // namespace guidon::core
