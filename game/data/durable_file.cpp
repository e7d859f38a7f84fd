// Durable, atomic writes: a temporary file, fsync, rename, fsync of the
// folder. Without the first fsync a power cut after the rename can leave an
// empty file where the save was; without the last, the rename itself may be
// lost and the old file come back.
#include "durable_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace guidon::data {

namespace fs = std::filesystem;

namespace {

std::string reason(int err) {
    return std::strerror(err);
}

std::string kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a pipe";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    return "not a regular file";
}

bool writeAll(int fd, const std::string& text, int& err) {
    const char* p = text.data();
    std::size_t left = text.size();
    while (left > 0) {
        ssize_t n = ::write(fd, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            err = n < 0 ? errno : ENOSPC; // a write of nothing: the disk took no more
            return false;
        }
        p += n;
        left -= static_cast<std::size_t>(n);
    }
    return true;
}

std::string folderOf(const std::string& path) {
    std::string dir = fs::path(path).parent_path().string();
    return dir.empty() ? "." : dir;
}

bool endsWith(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

} // namespace

std::string temporaryFor(const std::string& target) {
    return target + ".tmp";
}

bool writeTextFileAtomic(const std::string& path, const std::string& text, std::string& error) {
    // A link stays a link: write the file it names.
    std::string target = path;
    struct stat st {};
    if (lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) {
        std::error_code ec;
        fs::path resolved = fs::weakly_canonical(path, ec);
        if (ec) {
            error = "cannot write " + path + ": " + ec.message();
            return false;
        }
        target = resolved.string();
    }
    // Never replace a device, a pipe or a folder with a regular file.
    bool existed = stat(target.c_str(), &st) == 0;
    if (existed && !S_ISREG(st.st_mode)) {
        error = "cannot write " + path + ": " +
                (target != path ? "it points to " + target + ", which is " : "it is ") +
                kindOf(st.st_mode) + ", not a regular file";
        return false;
    }

    // One temporary file per target, so that a killed writer's leftover is
    // reused and its name is one the player can read in a message. Two
    // programs writing one file at once (two windows closing on the same
    // settings) take turns on it: each holds an advisory lock on the
    // temporary file from its truncation to its rename, and one that waited
    // checks that the file it locked is still the temporary one (the other
    // may have renamed it over the target meanwhile) before it writes.
    // O_NOFOLLOW: a link planted there is not followed; O_NONBLOCK: a pipe
    // planted there fails at once instead of waiting for a reader.
    std::string tmp = temporaryFor(target);
    struct stat lst {};
    if (lstat(tmp.c_str(), &lst) == 0 && S_ISLNK(lst.st_mode)) {
        error = "cannot write " + tmp + ": it is a link, not a regular file (remove it)";
        return false;
    }
    int fd = -1;
    for (int attempt = 0; fd < 0; ++attempt) {
        fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0666);
        if (fd < 0) {
            error = "cannot write " + tmp + ": " + reason(errno);
            return false;
        }
        struct stat tst {};
        if (fstat(fd, &tst) != 0 || !S_ISREG(tst.st_mode)) {
            ::close(fd);
            error =
                "cannot write " + tmp + ": it is " + kindOf(tst.st_mode) + ", not a regular file";
            return false;
        }
        int locked;
        while ((locked = ::flock(fd, LOCK_EX)) != 0 && errno == EINTR) {
        }
        struct stat now {};
        bool same = locked == 0 && lstat(tmp.c_str(), &now) == 0 && now.st_ino == tst.st_ino &&
                    now.st_dev == tst.st_dev;
        if (!same) {
            ::close(fd);
            fd = -1;
            if (attempt >= 100) {
                error = "cannot write " + tmp + ": another program keeps writing it";
                return false;
            }
        }
    }
    if (::ftruncate(fd, 0) != 0) {
        error = "cannot write " + tmp + ": " + reason(errno);
        ::close(fd);
        return false;
    }
    if (existed) (void)fchmod(fd, st.st_mode & 07777); // the player's own permissions stay

    int err = 0;
    bool ok = writeAll(fd, text, err);
    if (ok && ::fsync(fd) != 0) {
        ok = false;
        err = errno;
    }
    // Renamed or removed while still locked (the lock goes with the close),
    // so that a writer waiting for it finds it gone and starts afresh.
    if (!ok) {
        error = "cannot write " + tmp + ": " + reason(err);
        ::unlink(tmp.c_str());
        ::close(fd);
        return false;
    }
    if (std::rename(tmp.c_str(), target.c_str()) != 0) {
        error = "cannot replace " + target + ": " + reason(errno);
        ::unlink(tmp.c_str());
        ::close(fd);
        return false;
    }
    ::close(fd);
    // The rename is durable once its folder is; failing here loses nothing
    // already written (some file systems refuse fsync on a folder).
    int dirFd = ::open(folderOf(target).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        (void)::fsync(dirFd);
        ::close(dirFd);
    }
    return true;
}

std::vector<std::string> removeLeftoverTemporaries(const std::string& dir) {
    std::vector<std::string> removed;
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    const fs::directory_iterator end;
    for (; !ec && it != end; it.increment(ec)) {
        std::string name = it->path().filename().string();
        std::size_t at = name.rfind(".xml.tmp");
        bool ours = endsWith(name, ".xml.tmp") ||
                    // mkstemp's six characters after ".tmp." (settings, before this file)
                    (at != std::string::npos && at + 8 + 7 == name.size() && name[at + 8] == '.');
        if (!ours) continue;
        struct stat st {};
        std::string path = it->path().string();
        if (lstat(path.c_str(), &st) != 0) continue;
        if (S_ISLNK(st.st_mode)) { // never ours to follow: the link goes, what it names stays
            if (::unlink(path.c_str()) == 0) removed.push_back(name);
            continue;
        }
        if (!S_ISREG(st.st_mode)) continue;
        // One another program is writing right now (a CLI's save) is locked.
        int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        if (fd < 0) continue;
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && ::unlink(path.c_str()) == 0)
            removed.push_back(name);
        ::close(fd);
    }
    return removed;
}

} // namespace guidon::data
