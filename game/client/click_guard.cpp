#include "click_guard.h"

namespace guidon::client {

void ClickGuard::watch(std::uint64_t decision, bool newFrame) {
    if (decision != key_) {
        key_ = decision;
        clock_.restart();
        frames_ = 0;
    } else if (newFrame && frames_ < 1000) {
        ++frames_;
    }
}

bool ClickGuard::on() const {
    constexpr int kGuardFrames = 2;
    constexpr float kGuardSeconds = 0.3f;
    return frames_ < kGuardFrames || clock_.getElapsedTime().asSeconds() < kGuardSeconds;
}

} // namespace guidon::client
