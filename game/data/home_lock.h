// One window at a time owns the player's folder: its crash marker, its
// autosave, its leftover temporary files. A second window started on the same
// folder is told who owns it and keeps its hands off (app: a notice, its own
// autosave in the saves folder, no crash check).
#pragma once

#include <string>

namespace guidon::data {

class HomeLock {
  public:
    HomeLock() = default;
    HomeLock(const HomeLock&) = delete;
    HomeLock& operator=(const HomeLock&) = delete;
    ~HomeLock();

    // Take the lock file `dir`/lock (an advisory lock the system drops when
    // the process ends, however it ends, so a crash never leaves it held).
    // True: this process owns the folder. False: another one does
    // (`ownerPid` its process id, 0 when it wrote none) or the lock cannot be
    // made (`error` says why; `ownerPid` 0).
    bool acquire(const std::string& dir, long& ownerPid, std::string& error);
    bool held() const { return fd_ >= 0; }
    void release();

  private:
    int fd_ = -1;
};

} // namespace guidon::data
