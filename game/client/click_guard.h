// Clicks are ignored for a moment after a new decision appears (a new
// state, or the curtain taken), so the second click of a double click
// meant for the screen before never decides this one. It lasts some frames
// and some time: a slow frame does not shorten it to nothing.
#pragma once

#include <SFML/System/Clock.hpp>

#include <cstdint>

namespace guidon::client {

class ClickGuard {
  public:
    // `decision`: a key that changes with every new decision; `newFrame`:
    // once a frame, to count frames.
    void watch(std::uint64_t decision, bool newFrame);
    bool on() const;
    void ignored() { ++ignored_; }                // a click was ignored
    int ignoredCount() const { return ignored_; } // the status says; tests read it

  private:
    std::uint64_t key_ = ~std::uint64_t(0);
    sf::Clock clock_;
    int frames_ = 0;
    int ignored_ = 0;
};

} // namespace guidon::client
