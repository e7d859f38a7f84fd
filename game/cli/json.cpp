#include "json.h"

#include <cmath>
#include <cstdio>

namespace guidon::cli {

void Json::newline() {
    out_ += '\n';
    out_.append(first_.size() * 2, ' ');
}

void Json::value() {
    if (afterKey_) {
        afterKey_ = false;
        return;
    }
    if (!first_.empty()) {
        if (!first_.back()) out_ += ',';
        first_.back() = false;
        newline();
    }
}

void Json::open(char c) {
    value();
    out_ += c;
    first_.push_back(true);
}

void Json::close(char c) {
    bool empty = first_.back();
    first_.pop_back();
    if (!empty) newline();
    out_ += c;
}

Json& Json::key(const std::string& k) {
    value();
    quoted(k);
    out_ += ": ";
    afterKey_ = true;
    return *this;
}

Json& Json::str(const std::string& v) {
    value();
    quoted(v);
    return *this;
}

void Json::quoted(const std::string& v) {
    out_ += '"';
    for (unsigned char c : v) {
        switch (c) {
        case '"': out_ += "\\\""; break;
        case '\\': out_ += "\\\\"; break;
        case '\n': out_ += "\\n"; break;
        case '\t': out_ += "\\t"; break;
        case '\r': out_ += "\\r"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                out_ += buf;
            } else {
                out_ += static_cast<char>(c);
            }
        }
    }
    out_ += '"';
}

Json& Json::num(long long v) {
    value();
    out_ += std::to_string(v);
    return *this;
}

Json& Json::real(double v) {
    value();
    double r = std::round(v * 10000.0) / 10000.0;
    if (r == 0.0) r = 0.0; // no negative zero
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.4f", r);
    out_ += buf;
    return *this;
}

Json& Json::boolean(bool v) {
    value();
    out_ += v ? "true" : "false";
    return *this;
}

Json& Json::null() {
    value();
    out_ += "null";
    return *this;
}

} // namespace guidon::cli
