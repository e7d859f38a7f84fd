#include "json.h"

#include "core/printable.h"

#include <cmath>
#include <cstdio>

namespace guidon::sim {

std::string jsonQuote(std::string_view v) {
    std::string out = "\"";
    for (std::size_t i = 0; i < v.size();) {
        char32_t cp = 0;
        std::size_t n = core::utf8Char(v, i, cp);
        if (n == 0) { // not UTF-8: the replacement character, one per byte
            out += "\\ufffd";
            ++i;
            continue;
        }
        switch (cp) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (core::isControl(cp)) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(cp));
                out += buf;
            } else {
                out.append(v, i, n);
            }
        }
        i += n;
    }
    return out + '"';
}

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
    out_ += jsonQuote(k);
    out_ += ": ";
    afterKey_ = true;
    return *this;
}

Json& Json::str(const std::string& v) {
    value();
    out_ += jsonQuote(v);
    return *this;
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

} // namespace guidon::sim
