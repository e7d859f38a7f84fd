#include "script.h"

#include "client/table_ui.h"
#include "lite/command_text.h"
#include "lite/game.h"

#include <cstdio>
#include <sstream>

namespace guidon::app {

bool Script::load(const std::string& path, data::Problems& problems) {
    std::string text;
    if (!data::readTextFile(path, text, problems)) return false;
    path_ = path;
    lines_.clear();
    std::istringstream in(text);
    std::string line;
    int number = 0;
    while (lite::readScriptLine(in, line)) { // LF, CRLF or a lone CR
        ++number;
        std::string body = lite::scriptLineBody(line);
        if (body.empty()) continue;
        lines_.push_back({number, body});
    }
    next_ = 0;
    loaded_ = true;
    failed_ = false;
    return true;
}

std::string Script::state() const {
    if (!loaded_) return "none";
    if (failed_) return "failed";
    return next_ >= lines_.size() ? "done" : "running";
}

bool Script::step(client::TableUi& table, std::string& message) {
    if (done()) return true;
    const Line& l = lines_[next_++];
    std::string where = path_ + ":" + std::to_string(l.number) + ": ";
    core::LineResult out = table.submitLine(l.text);
    if (!out.error.empty()) {
        message = where + out.error;
        failed_ = true;
        return false;
    }
    if (!out.accepted) {
        message = where + "refused: " + out.refusal.rule + ": " + out.refusal.reason;
        if (out.refusal.hasPoint) {
            char at[64];
            std::snprintf(at, sizeof at, " (at %.2f,%.2f)", out.refusal.point.x,
                          out.refusal.point.y);
            message += at;
        }
        failed_ = true;
        return false;
    }
    return true;
}

} // namespace guidon::app
