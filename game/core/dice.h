// The one source of randomness in a game: a seeded PCG32 generator with an
// unbiased d6, plus an optional script of dice to hand out first, so tests and
// the CLI can say "the next dice are 6,4,1". Plain value: copying a game copies
// its dice.
#pragma once

#include <cstdint>
#include <vector>

namespace guidon::core {

class Pcg32 {
  public:
    explicit Pcg32(std::uint64_t seed = 0, std::uint64_t stream = 54u);
    std::uint32_t next();
    // Uniform integer in [0, bound), by rejection so every value is equally likely.
    std::uint32_t below(std::uint32_t bound);
    std::uint64_t state() const { return state_; }
    std::uint64_t increment() const { return inc_; }

  private:
    std::uint64_t state_ = 0;
    std::uint64_t inc_ = 0;
};

class Dice {
  public:
    explicit Dice(std::uint64_t seed = 0) : rng_(seed) {}

    // Queue dice to be returned, in order, before the generator is used again.
    void script(const std::vector<int>& values);
    // How many scripted dice are still waiting.
    std::size_t scriptedLeft() const { return script_.size() - next_; }

    int d6();
    // Uniform in [0, bound) from the generator (never from the script): used for
    // shuffling, which a dice script must not disturb.
    std::uint32_t below(std::uint32_t bound) { return rng_.below(bound); }

    template <class T> void shuffle(std::vector<T>& v) {
        // Fisher-Yates with our own unbiased bounded draw: std::shuffle's use
        // of the generator is not fixed by the standard.
        for (std::size_t i = v.size(); i > 1; --i) {
            std::size_t j = rng_.below(static_cast<std::uint32_t>(i));
            std::swap(v[i - 1], v[j]);
        }
    }

    const Pcg32& generator() const { return rng_; }
    std::uint64_t rolled() const { return rolled_; }

  private:
    Pcg32 rng_;
    std::vector<int> script_;
    std::size_t next_ = 0;
    std::uint64_t rolled_ = 0;
};

} // namespace guidon::core
