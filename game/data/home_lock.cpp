// flock() rather than a file holding a pid that must be checked for
// staleness: the kernel releases the lock when its holder dies, so a crashed
// window never locks the player out, and a pid reused by another program
// never fools the check. The pid in the file is only for the message.
#include "home_lock.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace guidon::data {

HomeLock::~HomeLock() {
    release();
}

void HomeLock::release() {
    if (fd_ < 0) return;
    ::close(fd_); // drops the lock
    fd_ = -1;
}

bool HomeLock::acquire(const std::string& dir, long& ownerPid, std::string& error) {
    release();
    ownerPid = 0;
    std::string path = dir + "/lock";
    int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = "cannot open " + path + ": " + std::strerror(errno);
        return false;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int err = errno;
        if (err == EWOULDBLOCK) {
            char buf[32] = {};
            ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
            if (n > 0) ownerPid = std::strtol(buf, nullptr, 10);
        } else {
            error = "cannot lock " + path + ": " + std::strerror(err);
        }
        ::close(fd);
        return false;
    }
    // Ours: say who holds it, for a second window's message.
    std::string pid = std::to_string(static_cast<long>(::getpid())) + "\n";
    if (::ftruncate(fd, 0) == 0) (void)!::pwrite(fd, pid.data(), pid.size(), 0);
    fd_ = fd;
    return true;
}

} // namespace guidon::data
