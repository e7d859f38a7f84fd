#include "dice.h"

#include <cassert>

namespace guidon::core {

// PCG32 (XSH RR), after O'Neill's published description of the generator.
Pcg32::Pcg32(std::uint64_t seed, std::uint64_t stream) {
    inc_ = (stream << 1u) | 1u;
    state_ = 0;
    next();
    state_ += seed;
    next();
}

std::uint32_t Pcg32::next() {
    std::uint64_t old = state_;
    state_ = old * 6364136223846793005ULL + inc_;
    auto xorshifted = static_cast<std::uint32_t>(((old >> 18u) ^ old) >> 27u);
    auto rot = static_cast<std::uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

std::uint32_t Pcg32::below(std::uint32_t bound) {
    assert(bound > 0);
    // Reject the low values that would make some results more likely:
    // 2^32 mod bound of them.
    std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
    for (;;) {
        std::uint32_t r = next();
        if (r >= threshold) return r % bound;
    }
}

void Dice::script(const std::vector<int>& values) {
    // Drop what has been used so the script does not grow without end.
    script_.erase(script_.begin(), script_.begin() + static_cast<std::ptrdiff_t>(next_));
    next_ = 0;
    for (int v : values) {
        assert(v >= 1 && v <= 6);
        script_.push_back(v);
    }
}

int Dice::d6() {
    ++rolled_;
    if (next_ < script_.size()) return script_[next_++];
    return static_cast<int>(rng_.below(6)) + 1;
}

} // namespace guidon::core
