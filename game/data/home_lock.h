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

    enum class Result {
        Owned,       // this process owns the folder
        HeldByOther, // another process does (its pid in `ownerPid` if it wrote one, else 0)
        Unavailable, // no lock can be made here (`error` says why): nobody owns it
    };
    // Take the lock file `dir`/lock (an advisory lock the system drops when
    // the process ends, however it ends, so a crash never leaves it held).
    Result acquire(const std::string& dir, long& ownerPid, std::string& error);
    bool held() const { return fd_ >= 0; }
    void release();

  private:
    int fd_ = -1;
};

} // namespace guidon::data
