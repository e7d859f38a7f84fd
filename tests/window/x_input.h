// Real X input for the window tests (xdotool through the XTEST extension):
// focus guidon's window, press keys, click a pixel, type text; and waiting
// for text the UI draws. Shared by the tests that click through guidon.
#pragma once

#include "lite/types.h"
#include "run_guidon.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <doctest/doctest.h>

namespace guidon::test::x {

struct Px { // window pixels
    float x = 0.f, y = 0.f;
};
// Where the table's camera (the status line "camera cx cy zoom") puts a
// table point (BW) in a 1280x800 window at interface size 1.
inline Px onScreen(const std::string& camera, core::Vec2 world) {
    std::istringstream in(camera);
    float cx = 0.f, cy = 0.f, zoom = 0.f;
    in >> cx >> cy >> zoom;
    return {(float(world.x) - cx) * zoom + 640.f, (float(world.y) - cy) * zoom + 400.f};
}

inline bool drawn(const test::LiveGuidon& g, const std::string& text) {
    return test::joinedText(g.texts()).find(text) != std::string::npos;
}
inline bool waitDrawn(const test::LiveGuidon& g, const std::string& text, double seconds = 20.0) {
    return g.waitFor([&] { return drawn(g, text); }, seconds);
}

inline void sleepMs(int ms) {
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}

// Run a shell command (xdotool); its standard output, and whether it succeeded.
inline bool shell(const std::string& command, std::string* out = nullptr) {
    FILE* p = popen((command + " 2>/dev/null").c_str(), "r");
    if (!p) return false;
    std::string text;
    char buf[256];
    while (std::fgets(buf, sizeof buf, p))
        text += buf;
    int rc = pclose(p);
    if (out) *out = text;
    return rc == 0;
}

// Real key presses (XTEST) into guidon's window: the pointer goes onto the
// window, as click() leaves it, the window under it takes the keyboard focus
// (there is no window manager to give it), then the keys go. On a display
// shared with another guidon, the one on top gets them, as it would get
// click()'s clicks.
// `keys`: xdotool key names ("F1", "ctrl+s", "Return").
inline bool focusWindow(const test::LiveGuidon& g) {
    int wx = 0, wy = 0;
    std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
    int x = wx + 2, y = wy + 60;
    std::string where;
    if (!shell("xdotool getmouselocation --shell", &where)) return false;
    // (mousemove --sync waits for a motion that never comes when the pointer
    // is already there, as click() leaves it.)
    if (where.find("X=" + std::to_string(x) + "\nY=" + std::to_string(y) + "\n") ==
        std::string::npos) {
        if (!shell("xdotool mousemove --sync " + std::to_string(x) + " " + std::to_string(y)))
            return false;
        if (!shell("xdotool getmouselocation --shell", &where)) return false;
    }
    std::size_t at = where.find("WINDOW=");
    if (at == std::string::npos) return false;
    std::string window = std::to_string(std::atol(where.c_str() + at + 7));
    return shell("xdotool windowfocus --sync " + window);
}
inline bool pressKey(const test::LiveGuidon& g, const std::string& keys) {
    if (!focusWindow(g)) return false;
    bool ok = shell("xdotool key --delay 80 " + keys);
    sleepMs(300); // a few frames to take it
    return ok;
}
// A click at a point of the window (pixels), for a widget with no text of
// its own, such as an empty text box.
inline bool clickAt(const test::LiveGuidon& g, int x, int y) {
    int wx = 0, wy = 0;
    std::sscanf(g.status("window").c_str(), "%d %d", &wx, &wy);
    if (!shell("xdotool mousemove --sync " + std::to_string(wx + x) + " " + std::to_string(wy + y)))
        return false;
    sleepMs(300);
    bool ok = shell("xdotool click 1");
    sleepMs(300);
    return ok;
}
// Type letters and digits (no quoting needed) into the focused text field.
inline bool typeText(const test::LiveGuidon& g, const std::string& text) {
    if (!focusWindow(g)) return false;
    bool ok = shell("xdotool type --delay 60 '" + text + "'");
    sleepMs(300);
    return ok;
}

// Window pixels of a table point (BW), from a status line "KEY ox oy zoom"
// (the editor's editor-view, the pick-up screen's pickup-view).
struct TableOnScreen {
    float ox = 0, oy = 0, zoom = 0;
    TableOnScreen(const test::LiveGuidon& g, const std::string& viewKey) {
        std::sscanf(g.status(viewKey).c_str(), "%f %f %f", &ox, &oy, &zoom);
    }
    float x(double bw) const { return ox + float(bw) * zoom; }
    float y(double bw) const { return oy + float(bw) * zoom; }
};

// A click on a table point (BW), the view from that status line.
inline bool clickTableAt(test::LiveGuidon& g, const std::string& viewKey, double x, double y) {
    TableOnScreen t(g, viewKey);
    return g.clickAt(t.x(x), t.y(y));
}

// [SECTION] the map editor

inline bool clickEditorTable(test::LiveGuidon& g, double x, double y) {
    return clickTableAt(g, "editor-view", x, y);
}

// Click the palette button, then the points, then Enter.
inline void drawEditorFeature(test::LiveGuidon& g, const std::string& button,
                              const std::vector<core::Vec2>& pts) {
    REQUIRE(g.click(button));
    for (core::Vec2 p : pts)
        REQUIRE(clickEditorTable(g, p.x, p.y));
    REQUIRE(g.waitStatus("editor-drawing", std::to_string(pts.size())));
    REQUIRE(pressKey(g, "Return"));
}

} // namespace guidon::test::x
