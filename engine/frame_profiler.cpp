#include "frame_profiler.h"

#include <SFML/OpenGL.hpp>

#include <algorithm>

namespace guidon::engine {

void FrameProfiler::start() {
    if (!on_) return;
    glFinish();
    last_ = std::chrono::steady_clock::now();
}

void FrameProfiler::lap(const char* name) {
    if (!on_) return;
    glFinish();
    auto now = std::chrono::steady_clock::now();
    auto it = laps_.find(name);
    if (it == laps_.end()) {
        order_.push_back(name);
        it = laps_.emplace(name, std::vector<double>{}).first;
    }
    it->second.push_back(std::chrono::duration<double, std::milli>(now - last_).count());
    last_ = now;
}

std::vector<std::pair<std::string, double>> FrameProfiler::medians() const {
    std::vector<std::pair<std::string, double>> out;
    for (const std::string& n : order_) {
        std::vector<double> v = laps_.at(n);
        std::sort(v.begin(), v.end());
        out.emplace_back(n, v.empty() ? 0.0 : v[v.size() / 2]);
    }
    return out;
}

FrameProfiler& frameProfiler() {
    static FrameProfiler p;
    return p;
}

} // namespace guidon::engine
