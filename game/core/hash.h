// FNV-1a, the hash of every game state: the same state gives the same hash
// on every machine and build, so saves and replays compare hashes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace guidon::core {

struct Hasher {
    std::uint64_t h = 1469598103934665603ULL;
    void bytes(const void* p, std::size_t n) {
        const auto* b = static_cast<const unsigned char*>(p);
        for (std::size_t i = 0; i < n; ++i) {
            h ^= b[i];
            h *= 1099511628211ULL;
        }
    }
    void i64(std::int64_t v) { bytes(&v, sizeof v); }
    void u64(std::uint64_t v) { bytes(&v, sizeof v); }
    // Positions are hashed at a fixed resolution (1e-6 of the unit of length)
    // so the hash names the position, not the last bits of a floating-point sum.
    void real(double v) { i64(static_cast<std::int64_t>(v * 1e6 + (v < 0 ? -0.5 : 0.5))); }
    void ints(const std::vector<int>& v) {
        i64(static_cast<std::int64_t>(v.size()));
        for (int x : v)
            i64(x);
    }
    void str(const std::string& s) {
        i64(static_cast<std::int64_t>(s.size()));
        bytes(s.data(), s.size());
    }
};

// A hash as saves write it: 16 lowercase hex digits.
inline std::string hashHex(std::uint64_t h) {
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i) {
        out[static_cast<std::size_t>(i)] = "0123456789abcdef"[h & 0xf];
        h >>= 4;
    }
    return out;
}

} // namespace guidon::core
