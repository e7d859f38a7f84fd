#include "display_probe.h"

// Xlib only here: its macros (None, Bool, Status ...) clash with other headers.
#include <X11/Xlib.h>

#include <chrono>
#include <cstdlib>
#include <thread>

namespace guidon::engine {

DisplayProbe::~DisplayProbe() {
    if (display_) XCloseDisplay(static_cast<Display*>(display_));
}

bool DisplayProbe::open(std::string& why) {
    if (display_) return true;
    const char* name = std::getenv("DISPLAY");
    if (!name || !*name) {
        why = "DISPLAY is not set";
        return false;
    }
    for (int attempt = 0; attempt < 8; ++attempt) {
        if (attempt > 0) std::this_thread::sleep_for(std::chrono::milliseconds(125));
        if (Display* d = XOpenDisplay(name)) {
            display_ = d;
            return true;
        }
    }
    why = std::string("cannot open display '") + name + "'";
    return false;
}

} // namespace guidon::engine
