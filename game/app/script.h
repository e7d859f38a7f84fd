// --script: a file of guidon-cli's commands (docs/cli.md) played into the
// window one a frame, through the table and so through the same
// Session as the players' clicks. Blank lines and everything after '#' are
// skipped, as the CLI does.
#pragma once

#include "data/problems.h"

#include <string>
#include <vector>

namespace guidon::client {
class TableUi;
}

namespace guidon::app {

class Script {
  public:
    bool load(const std::string& path, data::Problems& problems);
    bool done() const { return failed_ || next_ >= lines_.size(); }
    // "none", "running", "done" or "failed".
    std::string state() const;
    // Send the next line. False when it cannot be parsed or the rules refuse
    // it: `message` then says where and why, as guidon-cli does, and the
    // script stops.
    bool step(client::TableUi& table, std::string& message);

  private:
    struct Line {
        int number = 0;
        std::string text;
    };
    std::string path_;
    std::vector<Line> lines_;
    std::size_t next_ = 0;
    bool loaded_ = false;
    bool failed_ = false;
};

} // namespace guidon::app
