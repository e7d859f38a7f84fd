// A small JSON writer with a fixed layout and fixed number formatting, so the
// same game prints byte-identical output on every run.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace guidon::sim {

// `v` as a JSON string, quotes included: every control character escaped
// (and DEL and the C1 controls, which drive terminals), each byte that is
// not UTF-8 written as U+FFFD, so the output is JSON whatever `v` holds.
std::string jsonQuote(std::string_view v);

class Json {
  public:
    Json& beginObject() {
        open('{');
        return *this;
    }
    Json& endObject() {
        close('}');
        return *this;
    }
    Json& beginArray() {
        open('[');
        return *this;
    }
    Json& endArray() {
        close(']');
        return *this;
    }
    Json& key(const std::string& k);
    Json& str(const std::string& v);
    Json& num(long long v);
    Json& real(double v); // 4 decimals, no "-0"
    Json& boolean(bool v);
    Json& null();
    const std::string& text() const { return out_; }

  private:
    void value();
    void open(char c);
    void close(char c);
    void newline();
    std::string out_;
    std::vector<bool> first_; // per open container: no element yet
    bool afterKey_ = false;
};

} // namespace guidon::sim
