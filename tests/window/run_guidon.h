// Runs the built guidon as a child process for the window tests: its exit
// code, what it wrote, and a temporary folder for its screenshots.
#pragma once

#include <string>
#include <vector>

namespace guidon::test {

struct Run {
    int exitCode = -1; // -1: killed or crashed (then `signal` says which)
    int signal = 0;
    std::string out;
    std::string err;
};

// Run GUIDON_EXE with `args`. `display`: keep $DISPLAY, else unset it. Killed
// after `timeoutSeconds`.
Run runGuidon(const std::vector<std::string>& args, bool display, int timeoutSeconds = 120);

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

} // namespace guidon::test
