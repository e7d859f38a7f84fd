// What is wrong with a file, as `file:line: what is wrong` (line 0: the file
// as a whole). Loaders collect every problem they find instead of stopping at
// the first, so a designer can fix a file in one pass.
#pragma once

#include <string>
#include <vector>

namespace guidon::data {

struct Problem {
    std::string file;
    int line = 0;
    std::string message;
    std::string str() const;
};

struct Problems {
    std::vector<Problem> list;
    void add(const std::string& file, int line, std::string message);
    bool empty() const { return list.empty(); }
    std::size_t size() const { return list.size(); }
    // Every problem, one per line.
    std::string str() const;
};

// Files larger than this are refused before parsing (a map is a few KiB).
constexpr long long kMaxFileBytes = 4 * 1024 * 1024;

// Read a whole file, refusing missing, unreadable and oversized ones.
bool readTextFile(const std::string& path, std::string& out, Problems& problems);

} // namespace guidon::data
