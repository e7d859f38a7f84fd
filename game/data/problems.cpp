#include "problems.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace guidon::data {

std::string Problem::str() const {
    return line > 0 ? file + ":" + std::to_string(line) + ": " + message : file + ": " + message;
}

void Problems::add(const std::string& file, int line, std::string message) {
    // A broken file can produce thousands of identical complaints; a designer
    // needs the first screenful.
    if (list.size() >= 200) return;
    list.push_back({file, line, std::move(message)});
}

std::string Problems::str() const {
    std::string out;
    for (const Problem& p : list)
        out += p.str() + "\n";
    return out;
}

bool readTextFile(const std::string& path, std::string& out, Problems& problems) {
    struct stat st {};
    if (stat(path.c_str(), &st) != 0) {
        problems.add(path, 0, "cannot open the file (it does not exist or cannot be reached)");
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        problems.add(path, 0, "is a folder, not a file");
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        // A device or a pipe has no size and may never end: never read one.
        problems.add(path, 0, "is not a regular file (a device, pipe or socket)");
        return false;
    }
    if (st.st_size > kMaxFileBytes) {
        problems.add(path, 0,
                     "file is too large (" + std::to_string(st.st_size) + " bytes; the limit is " +
                         std::to_string(kMaxFileBytes) + ")");
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        problems.add(path, 0, "cannot read the file");
        return false;
    }
    // Read at most one byte past the limit, whatever the file claims to be.
    out.assign(static_cast<std::size_t>(kMaxFileBytes) + 1, '\0');
    in.read(&out[0], static_cast<std::streamsize>(out.size()));
    out.resize(static_cast<std::size_t>(in.gcount()));
    if (static_cast<long long>(out.size()) > kMaxFileBytes) {
        problems.add(path, 0, "file is too large");
        return false;
    }
    return true;
}

} // namespace guidon::data
