// A strict JSON reader for the tests (RFC 8259): the whole text one value,
// strings valid UTF-8 with only the escapes JSON has, no raw control
// characters, no trailing commas, numbers in JSON's own grammar. It keeps
// every string it decodes, so a test can look for a name as it was written.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace guidon::test {

class JsonCheck {
  public:
    // True when `text` is one JSON value (white space around it allowed);
    // else false with what is wrong and where in `error`.
    bool read(const std::string& text) {
        s_ = &text;
        i_ = 0;
        strings.clear();
        error.clear();
        space();
        if (!value(0)) return false;
        space();
        if (i_ != s_->size()) return fail("text after the value");
        return true;
    }

    std::vector<std::string> strings; // every string (keys too), decoded
    std::string error;

  private:
    const std::string* s_ = nullptr;
    std::size_t i_ = 0;

    bool fail(const std::string& why) {
        error = why + " at byte " + std::to_string(i_);
        return false;
    }
    int peek() const { return i_ < s_->size() ? static_cast<unsigned char>((*s_)[i_]) : -1; }
    void space() {
        while (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')
            ++i_;
    }
    bool literal(const char* word) {
        std::size_t n = std::string(word).size();
        if (s_->compare(i_, n, word) != 0) return fail("not a JSON value");
        i_ += n;
        return true;
    }

    bool value(int depth) {
        if (depth > 200) return fail("nesting too deep");
        int c = peek();
        if (c == '{') return object(depth);
        if (c == '[') return array(depth);
        if (c == '"') {
            std::string v;
            return string(v);
        }
        if (c == 't') return literal("true");
        if (c == 'f') return literal("false");
        if (c == 'n') return literal("null");
        if (c == '-' || (c >= '0' && c <= '9')) return number();
        return fail("not a JSON value");
    }

    // The items of an object or an array, up to `close`, each read by `item`.
    template <class Item> bool items(char close, Item&& item) {
        ++i_;
        space();
        if (peek() == close) {
            ++i_;
            return true;
        }
        for (;;) {
            space();
            if (!item()) return false;
            space();
            if (peek() == ',') {
                ++i_;
                continue;
            }
            if (peek() == close) {
                ++i_;
                return true;
            }
            return fail(std::string("',' or '") + close + "' expected");
        }
    }

    bool object(int depth) {
        return items('}', [&] {
            std::string key;
            if (peek() != '"') return fail("an object key must be a string");
            if (!string(key)) return false;
            space();
            if (peek() != ':') return fail("':' expected");
            ++i_;
            space();
            return value(depth + 1);
        });
    }

    bool array(int depth) {
        return items(']', [&] { return value(depth + 1); });
    }

    bool digits() {
        std::size_t start = i_;
        while (peek() >= '0' && peek() <= '9')
            ++i_;
        return i_ > start;
    }

    bool number() {
        if (peek() == '-') ++i_;
        if (peek() == '0')
            ++i_;
        else if (!digits())
            return fail("a number needs digits");
        if (peek() == '.') {
            ++i_;
            if (!digits()) return fail("a fraction needs digits");
        }
        if (peek() == 'e' || peek() == 'E') {
            ++i_;
            if (peek() == '+' || peek() == '-') ++i_;
            if (!digits()) return fail("an exponent needs digits");
        }
        return true;
    }

    static void append(std::string& out, unsigned long cp) {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xc0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3f));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xe0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (cp & 0x3f));
        } else {
            out += static_cast<char>(0xf0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (cp & 0x3f));
        }
    }

    bool hex4(unsigned long& out) {
        out = 0;
        for (int k = 0; k < 4; ++k) {
            int c = peek();
            int d = c >= '0' && c <= '9'   ? c - '0'
                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                           : -1;
            if (d < 0) return fail("\\u needs four hexadecimal digits");
            out = out * 16 + static_cast<unsigned long>(d);
            ++i_;
        }
        return true;
    }

    // One UTF-8 character, strictly: no overlong forms, no surrogates,
    // nothing beyond U+10FFFF.
    bool utf8(std::string& out) {
        int c = peek();
        int n = c >= 0xc2 && c <= 0xdf   ? 1
                : c >= 0xe0 && c <= 0xef ? 2
                : c >= 0xf0 && c <= 0xf4 ? 3
                                         : -1;
        if (n < 0) return fail("a byte that is not UTF-8");
        unsigned long cp = static_cast<unsigned long>(c) & (n == 1 ? 0x1f : n == 2 ? 0x0f : 0x07);
        std::size_t start = i_++;
        for (int k = 0; k < n; ++k) {
            int d = peek();
            if (d < 0x80 || d > 0xbf) return fail("a UTF-8 sequence cut short");
            cp = (cp << 6) | static_cast<unsigned long>(d & 0x3f);
            ++i_;
        }
        unsigned long least = n == 1 ? 0x80 : n == 2 ? 0x800 : 0x10000;
        if (cp < least || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff) {
            i_ = start;
            return fail("an overlong, surrogate or out-of-range UTF-8 sequence");
        }
        out.append(*s_, start, i_ - start);
        return true;
    }

    bool string(std::string& out) {
        ++i_;
        for (;;) {
            int c = peek();
            if (c < 0) return fail("a string never closed");
            if (c == '"') {
                ++i_;
                strings.push_back(out);
                return true;
            }
            if (c < 0x20) return fail("a raw control character in a string");
            if (c >= 0x80) {
                if (!utf8(out)) return false;
                continue;
            }
            ++i_;
            if (c != '\\') {
                out += static_cast<char>(c);
                continue;
            }
            int e = peek();
            ++i_;
            switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned long cp = 0;
                if (!hex4(cp)) return false;
                if (cp >= 0xdc00 && cp <= 0xdfff) return fail("a lone low surrogate");
                if (cp >= 0xd800 && cp <= 0xdbff) {
                    unsigned long low = 0;
                    if (peek() != '\\') return fail("a high surrogate without its low half");
                    ++i_;
                    if (peek() != 'u') return fail("a high surrogate without its low half");
                    ++i_;
                    if (!hex4(low)) return false;
                    if (low < 0xdc00 || low > 0xdfff)
                        return fail("a high surrogate without its low half");
                    cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
                }
                append(out, cp);
                break;
            }
            default:
                return fail("an escape JSON does not have");
            }
        }
    }
};

} // namespace guidon::test
