// The seeded dice: determinism, fairness, and the dice script.
#include "fixtures.h"

#include <array>
#include <set>

using namespace fixtures;

TEST_CASE("dice: same seed, same rolls; different seed, different rolls") {
    Dice a(42), b(42), c(43);
    std::vector<int> ra, rb, rc;
    for (int i = 0; i < 100; ++i) {
        ra.push_back(a.d6());
        rb.push_back(b.d6());
        rc.push_back(c.d6());
    }
    CHECK(ra == rb);
    CHECK(ra != rc);
}

TEST_CASE("dice: PCG32 reference output is pinned") {
    // If this changes, every save and golden replay changes with it.
    Pcg32 g(42, 54);
    std::array<std::uint32_t, 3> got{g.next(), g.next(), g.next()};
    // The published pcg32 demo output for seed 42, stream 54.
    CHECK(got[0] == 0xa15c02b7u);
    CHECK(got[1] == 0x7b47f409u);
    CHECK(got[2] == 0xba1d3330u);
    Dice d(2026);
    std::vector<int> first;
    for (int i = 0; i < 12; ++i)
        first.push_back(d.d6());
    Dice e(2026);
    for (int i = 0; i < 12; ++i)
        CHECK(e.d6() == first[static_cast<std::size_t>(i)]);
    // Pinned: the first twelve dice of seed 2026.
    std::string pinned;
    for (int v : first)
        pinned += std::to_string(v);
    CHECK(pinned == "134254225554");
}

TEST_CASE("dice: d6 is fair (chi-square over 60000 rolls)") {
    Dice d(7);
    std::array<int, 7> n{};
    for (int i = 0; i < 60000; ++i) {
        int v = d.d6();
        REQUIRE(v >= 1);
        REQUIRE(v <= 6);
        ++n[static_cast<std::size_t>(v)];
    }
    double chi = 0;
    for (int f = 1; f <= 6; ++f)
        chi += (n[f] - 10000.0) * (n[f] - 10000.0) / 10000.0;
    CHECK(chi < 20.5); // 5 degrees of freedom, p = 0.001
}

TEST_CASE("dice: scripted dice come first, then the generator") {
    Dice d(5), plain(5);
    d.script({6, 4, 1});
    CHECK(d.d6() == 6);
    CHECK(d.d6() == 4);
    CHECK(d.scriptedLeft() == 1);
    CHECK(d.d6() == 1);
    for (int i = 0; i < 5; ++i)
        CHECK(d.d6() == plain.d6());
}

TEST_CASE("dice: a shuffle is a permutation and does not consume scripted dice") {
    Dice d(9);
    d.script({3});
    std::vector<int> v(40);
    for (int i = 0; i < 40; ++i)
        v[static_cast<std::size_t>(i)] = i;
    d.shuffle(v);
    CHECK(std::set<int>(v.begin(), v.end()).size() == 40);
    std::vector<int> sorted = v;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted != v);
    CHECK(d.d6() == 3);
}

TEST_CASE("dice: bounded draws are unbiased across a bound that does not divide 2^32") {
    Pcg32 g(3);
    std::array<int, 3> n{};
    for (int i = 0; i < 30000; ++i)
        ++n[g.below(3)];
    for (int c : n) {
        CHECK(c > 9500);
        CHECK(c < 10500);
    }
}
