// Where a frame's time goes, for the benchmark only: each lap waits for
// OpenGL to finish what was sent (glFinish), so it measures the drawing,
// not only the sending. Off (and free) unless enabled.
#pragma once

#include <chrono>
#include <map>
#include <string>
#include <vector>

namespace guidon::engine {

class FrameProfiler {
  public:
    void enable(bool on) { on_ = on; }
    bool enabled() const { return on_; }
    // Start timing from now (the start of a stretch of drawing).
    void start();
    // The time since the last lap or start, under `name`.
    void lap(const char* name);
    // Median milliseconds per name, in the order first seen.
    std::vector<std::pair<std::string, double>> medians() const;

  private:
    bool on_ = false;
    std::chrono::steady_clock::time_point last_;
    std::vector<std::string> order_;
    std::map<std::string, std::vector<double>> laps_;
};

// The one profiler the drawing code reports to.
FrameProfiler& frameProfiler();

} // namespace guidon::engine
