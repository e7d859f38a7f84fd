#include "printable.h"

#include <cstdio>

namespace guidon::core {

std::size_t utf8Char(std::string_view text, std::size_t at, char32_t& cp) {
    if (at >= text.size()) return 0;
    auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    unsigned char b = byte(at);
    if (b < 0x80) {
        cp = b;
        return 1;
    }
    // The lead byte says how many continuation bytes follow (RFC 3629):
    // C0, C1 and F5..FF never start a character.
    std::size_t n = b >= 0xc2 && b <= 0xdf   ? 2
                    : b >= 0xe0 && b <= 0xef ? 3
                    : b >= 0xf0 && b <= 0xf4 ? 4
                                             : 0;
    if (n == 0 || at + n > text.size()) return 0;
    char32_t v = b & (n == 2 ? 0x1fu : n == 3 ? 0x0fu : 0x07u);
    for (std::size_t k = 1; k < n; ++k) {
        unsigned char c = byte(at + k);
        if ((c & 0xc0) != 0x80) return 0;
        v = (v << 6) | (c & 0x3fu);
    }
    char32_t least = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
    if (v < least || (v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff) return 0;
    cp = v;
    return n;
}

std::size_t utf8Length(std::string_view text) {
    std::size_t chars = 0;
    char32_t cp = 0;
    for (std::size_t i = 0; i < text.size(); ++chars) {
        std::size_t n = utf8Char(text, i, cp);
        i += n ? n : 1;
    }
    return chars;
}

std::string printable(std::string_view text, std::size_t limit) {
    std::string out;
    std::size_t chars = 0;
    char buf[16];
    for (std::size_t i = 0; i < text.size(); ++chars) {
        char32_t cp = 0;
        std::size_t n = utf8Char(text, i, cp);
        if (chars == limit) {
            // Count the rest, to say how long the whole value is.
            std::size_t total = chars;
            for (; i < text.size(); ++total) {
                std::size_t m = utf8Char(text, i, cp);
                i += m ? m : 1;
            }
            return out + "... (" + std::to_string(total) + " characters)";
        }
        if (n == 0) {
            std::snprintf(buf, sizeof buf, "\\x%02x",
                          static_cast<unsigned>(static_cast<unsigned char>(text[i])));
            out += buf;
            ++i;
            continue;
        }
        if (!isControl(cp)) {
            out.append(text, i, n);
        } else if (cp == '\t') {
            out += "\\t";
        } else if (cp == '\n') {
            out += "\\n";
        } else if (cp == '\r') {
            out += "\\r";
        } else {
            std::snprintf(buf, sizeof buf, cp < 0x80 ? "\\x%02x" : "\\u%04x",
                          static_cast<unsigned>(cp));
            out += buf;
        }
        i += n;
    }
    return out;
}

std::string commandLineProblem(std::string_view line) {
    // The longest word a command has: an id (40 characters at most, a card
    // with its '+') or a number; far longer is a mistake or garbage.
    constexpr std::size_t kLongestWord = 64;
    std::size_t wordStart = 0, wordChars = 0;
    for (std::size_t i = 0; i < line.size();) {
        char32_t cp = 0;
        std::size_t n = utf8Char(line, i, cp);
        if (n == 0) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "0x%02x",
                          static_cast<unsigned>(static_cast<unsigned char>(line[i])));
            return std::string("the line is not UTF-8 text (byte ") + buf + ")";
        }
        bool space = cp == ' ' || (cp >= '\t' && cp <= '\r');
        if (!space && isControl(cp))
            return "the line holds a control character ('" + printable(line.substr(i, n)) + "')";
        if (space) {
            wordChars = 0;
        } else if (wordChars++ == 0) {
            wordStart = i;
        }
        i += n;
        if (wordChars > kLongestWord) {
            std::size_t end = line.find_first_of(" \t\n\v\f\r", wordStart);
            return "'" +
                   printable(line.substr(wordStart,
                                         end == std::string_view::npos ? end : end - wordStart)) +
                   "' is too long to be a word of a command";
        }
    }
    return "";
}

} // namespace guidon::core
