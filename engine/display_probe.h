// Whether the program can open a window at all: an X display named by
// $DISPLAY that answers. SFML aborts when it cannot reach the display, so ask
// first and explain instead.
#pragma once

#include <string>

namespace guidon::engine {

// Holds a connection to the display while it lives. Keep it until the window
// is open: an X server started without -noreset (Xvfb's default) resets when
// its last client leaves, and refuses connections while it does, so closing
// the probe first would race SFML's own connection.
class DisplayProbe {
  public:
    DisplayProbe() = default;
    DisplayProbe(const DisplayProbe&) = delete;
    DisplayProbe& operator=(const DisplayProbe&) = delete;
    ~DisplayProbe();

    // True when the display answers (tried a few times over about a second,
    // in case a server is just starting or resetting); otherwise `why` says
    // what is missing.
    bool open(std::string& why);

  private:
    void* display_ = nullptr; // Display*, kept opaque so Xlib's macros stay out
};

} // namespace guidon::engine
