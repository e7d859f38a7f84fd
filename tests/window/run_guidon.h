// Runs the built guidon as a child process for the window tests: its exit
// code, what it wrote, and a temporary folder for its screenshots. A live
// run can be watched through its --status-out and --dump-text files and
// clicked with real X input (xdotool).
#pragma once

#include <chrono>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace guidon::test {

// The window tests need an X display (tools/test starts Xvfb when none is set).
inline bool haveDisplay() {
    const char* d = std::getenv("DISPLAY");
    return d && *d;
}
#define REQUIRE_DISPLAY()                                                                          \
    REQUIRE_MESSAGE(::guidon::test::haveDisplay(),                                                 \
                    "no DISPLAY: run under tools/test, or Xvfb :99 & DISPLAY=:99")

struct Run {
    int exitCode = -1; // -1: killed or crashed (then `signal` says which)
    int signal = 0;
    std::string out;
    std::string err;
};

// Run GUIDON_EXE with `args`. `display`: keep $DISPLAY, else unset it. Killed
// after `timeoutSeconds`.
// `home`: GUIDON_HOME (default: a fresh folder, removed afterwards, with the
// same settings as LiveGuidon's).
Run runGuidon(const std::vector<std::string>& args, bool display, int timeoutSeconds = 120,
              const std::string& home = "");

// A fresh folder under the system's temporary folder, removed by the destructor.
class TempDir {
  public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    std::string path(const std::string& name) const { return dir_ + "/" + name; }

  private:
    std::string dir_;
};

std::string dataFile(const std::string& name); // tests/window/data/NAME
// xdotool with these arguments ({"keydown", "shift"}); true when it ran.
bool runKeys(const std::vector<std::string>& args);
// Make `home`/config/settings.xml with the interrupt setting; returns `home`.
std::string writeHome(const std::string& home, bool alwaysAskInterrupts);
std::string slurp(const std::string& path);

// One run of text the UI drew (a line of --dump-text).
struct DrawnText {
    int x = 0, y = 0, w = 0, h = 0;
    unsigned rgba = 0;
    std::string text;
};
std::vector<DrawnText> parseDump(const std::string& text);
// Every run joined by spaces in drawing order: a name wrapped over two lines
// of a card reads whole again.
std::string joinedText(const std::vector<DrawnText>& texts);

// guidon running in the background under the display, with --status-out and
// --dump-text in a folder of its own and frames enough to wait for clicks.
class LiveGuidon {
  public:
    // `home`: GUIDON_HOME (default: a folder of its own, gone with it, whose
    // settings turn off "always ask for interrupts", so a test's turn flows
    // as the rules decide; tests of that setting pass a home of their own).
    explicit LiveGuidon(std::vector<std::string> args, std::string home = "");
    ~LiveGuidon();
    LiveGuidon(const LiveGuidon&) = delete;
    LiveGuidon& operator=(const LiveGuidon&) = delete;

    bool running() const { return pid_ > 0; }
    // Its GUIDON_HOME (settings, saves, the autosave).
    const std::string& home() const { return home_; }
    // The status file as key -> rest of line ("" for a missing key).
    std::map<std::string, std::string> status() const;
    std::string status(const std::string& key) const;
    std::vector<DrawnText> texts() const;
    // The status and the drawn texts of one frame: the status names its
    // frame's dump by fingerprint, so a pair read while guidon writes the next
    // frame is read again. False when no pair matched in a few tries.
    bool frame(std::map<std::string, std::string>& status, std::vector<DrawnText>& texts) const;

    // Poll until `ready` holds (true) or `seconds` pass (false).
    bool waitFor(const std::function<bool()>& ready, double seconds = 30.0) const;
    // Until the table takes clicks again (its guard after a new decision is off).
    void waitClickable() const;
    bool waitStatus(const std::string& key, const std::string& value, double seconds = 30.0) const;
    // The first drawn run equal to `text`, waited for.
    bool find(const std::string& text, DrawnText& out, double seconds = 20.0) const;
    // Move the pointer onto the drawn run `text` and click it (xdotool: real
    // X input through the XTEST extension). False when it is not drawn.
    bool click(const std::string& text);
    // Press the left button at (x0,y0) and let it go at (x1,y1), window
    // pixels, moving through a few points between as a hand would.
    bool drag(float x0, float y0, float x1, float y1);
    // The same, but the button stays down until release().
    bool hold(float x0, float y0, float x1, float y1);
    bool release();
    // Click at a window pixel.
    bool clickAt(float x, float y);
    // An xdotool key name ("e", "Return") to the focused window (click it first).
    bool key(const std::string& name);
    // The same, after giving guidon's window the keyboard focus (the pointer
    // goes onto the window's edge, off the UI; there is no window manager).
    bool press(const std::string& name);
    // SIGTERM (guidon then writes its screenshot and autosave) and wait.
    Run stop(int timeoutSeconds = 60);

  private:
    // Notice an exit while polling, keeping its status for stop().
    bool exited() const;

    TempDir dir_;
    std::string home_;
    std::string status_, dump_;
    int pid_ = -1;
    mutable bool exited_ = false;
    mutable int waitStatus_ = 0;
};

} // namespace guidon::test
