// The two sides of every battle, whatever the ruleset.
#pragma once

#include <cstdint>
#include <string>

namespace guidon::core {

enum class Side : std::uint8_t { Federal = 0, Confederate = 1 };
inline Side other(Side s) {
    return s == Side::Federal ? Side::Confederate : Side::Federal;
}
inline int index(Side s) {
    return static_cast<int>(s);
}
// "federal", "confederate": the word files and command lines use.
const char* nameOf(Side s);
bool parseSide(const std::string& text, Side& out);

} // namespace guidon::core
