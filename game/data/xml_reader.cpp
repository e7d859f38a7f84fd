#include "xml_reader.h"

#include "core/printable.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace guidon::data {

using tinyxml2::XMLDocument;
using tinyxml2::XMLElement;

namespace {

// [SECTION] characters and line ends

// Lone CRs (old Mac line ends) made LFs: tinyxml2 counts lines by LF only,
// and turns each CR into an LF in the text it reads anyway, so nothing read
// changes but the line numbers, which come out right.
std::string withLineFeeds(const std::string& text) {
    std::string out = text;
    for (std::size_t i = 0; i < out.size(); ++i)
        if (out[i] == '\r' && (i + 1 == out.size() || out[i + 1] != '\n')) out[i] = '\n';
    return out;
}

// Why `cp` may not be in a file, or nullptr: XML 1.0 allows no control
// character but tab and line ends (section 2.2), and no surrogate, U+FFFE or
// U+FFFF; DEL and the C1 controls it allows, but no Guidon file has a use for
// them and they drive terminals.
const char* refusedChar(char32_t cp) {
    if (cp == '\t' || cp == '\n' || cp == '\r') return nullptr;
    if (core::isControl(cp)) return "a control character";
    if ((cp >= 0xd800 && cp <= 0xdfff) || cp == 0xfffe || cp == 0xffff || cp > 0x10ffff)
        return "not a character";
    return nullptr;
}

std::string codePoint(char32_t cp) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(cp));
    return buf;
}

// What is wrong with the character reference at text[at] ("&#...;"), ""
// when nothing. tinyxml2 turns any number into bytes: &#0; would cut a value
// short, &#27; put an ESC in it.
std::string referenceProblem(const std::string& text, std::size_t at) {
    bool hex = at + 2 < text.size() && text[at + 2] == 'x';
    std::size_t i = at + (hex ? 3 : 2), start = i;
    unsigned long long value = 0;
    // Twelve digits are past any character already; more are not read.
    for (; i < text.size() && i - start < 12; ++i) {
        int c = std::tolower(static_cast<unsigned char>(text[i]));
        int digit = c >= '0' && c <= '9'          ? c - '0'
                    : hex && c >= 'a' && c <= 'f' ? c - 'a' + 10
                                                  : -1;
        if (digit < 0) break;
        value = value * (hex ? 16 : 10) + static_cast<unsigned>(digit);
    }
    bool closed = i < text.size() && text[i] == ';' && i > start;
    std::size_t length = closed ? i + 1 - at : i - at;
    std::string ref = "'" + printable(std::string_view(text).substr(at, length), 16) + "'";
    if (!closed) return ref + " is not a character reference (write '&amp;' for a '&')";
    if (value > 0x10ffff)
        return "the character reference " + ref + " is beyond the last character, U+10FFFF";
    char32_t cp = static_cast<char32_t>(value);
    if (const char* why = refusedChar(cp))
        return "the character reference " + ref + " is refused: " + codePoint(cp) + " is " + why;
    return "";
}

// What tinyxml2 lets through and a Guidon file may not hold: bytes that are
// not UTF-8, control characters, and character references to either. One
// problem a line, ten at most: after that the file is not text.
bool checkCharacters(const std::string& text, const std::string& file, Problems& problems) {
    int line = 1, reported = 0, lastLine = 0;
    auto report = [&](const std::string& what) {
        if (line == lastLine) return;
        lastLine = line;
        ++reported;
        problems.add(file, line, what);
    };
    std::size_t plainUntil = 0; // inside a comment or CDATA nothing is a reference
    for (std::size_t i = 0; i < text.size() && reported < 10;) {
        char c = text[i];
        if (c == '\n') ++line;
        if (c == '<' && i >= plainUntil) {
            const char* end = text.compare(i, 4, "<!--") == 0        ? "-->"
                              : text.compare(i, 9, "<![CDATA[") == 0 ? "]]>"
                                                                     : nullptr;
            if (end) {
                std::size_t e = text.find(end, i);
                plainUntil = e == std::string::npos ? text.size() : e;
            }
        }
        if (c == '&' && i >= plainUntil && i + 1 < text.size() && text[i + 1] == '#') {
            std::string why = referenceProblem(text, i);
            if (!why.empty()) report(why);
        }
        char32_t cp = 0;
        std::size_t n = core::utf8Char(text, i, cp);
        if (n == 0) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "0x%02x",
                          static_cast<unsigned>(static_cast<unsigned char>(c)));
            report(std::string("invalid UTF-8 (byte ") + buf +
                   "): Guidon reads files as UTF-8, so save it as UTF-8");
            ++i;
            continue;
        }
        if (const char* why = refusedChar(cp))
            report(codePoint(cp) + " ('" + printable(std::string_view(text).substr(i, n)) +
                   "') is " + why + "; a file holds text, tabs and line ends only");
        i += n;
    }
    return reported == 0;
}

// Find the first end tag that does not close the element open at that point.
// Comments, CDATA, declarations and processing instructions are skipped.
int mismatchedEndTagLine(const std::string& text, std::string& detail) {
    std::vector<std::pair<std::string, int>> open;
    int line = 1;
    std::size_t i = 0, n = text.size();
    auto skipTo = [&](const char* end) {
        std::size_t e = text.find(end, i);
        if (e == std::string::npos) e = n;
        for (std::size_t k = i; k < e && k < n; ++k)
            line += text[k] == '\n';
        i = e == n ? n : e + std::strlen(end);
    };
    while (i < n) {
        char c = text[i];
        if (c == '\n') ++line;
        if (c != '<') {
            ++i;
            continue;
        }
        if (text.compare(i, 4, "<!--") == 0) {
            skipTo("-->");
            continue;
        }
        if (text.compare(i, 9, "<![CDATA[") == 0) {
            skipTo("]]>");
            continue;
        }
        if (text.compare(i, 2, "<?") == 0 || text.compare(i, 2, "<!") == 0) {
            skipTo(">");
            continue;
        }
        bool closing = i + 1 < n && text[i + 1] == '/';
        std::size_t start = i + (closing ? 2 : 1);
        std::size_t end = start;
        while (end < n && !std::strchr(" \t\r\n/>", text[end]))
            ++end;
        std::string name = text.substr(start, end - start);
        int tagLine = line;
        i = end;
        // Skip to the end of the tag, minding quoted attribute values.
        char quote = 0;
        bool selfClosing = false;
        while (i < n) {
            char d = text[i];
            if (d == '\n') ++line;
            if (quote) {
                if (d == quote) quote = 0;
            } else if (d == '"' || d == '\'') {
                quote = d;
            } else if (d == '>') {
                selfClosing = i > 0 && text[i - 1] == '/';
                ++i;
                break;
            }
            ++i;
        }
        if (closing) {
            if (open.empty()) {
                detail = "mismatched element: the end tag </" + name + "> closes nothing";
                return tagLine;
            }
            if (open.back().first != name) {
                detail = "mismatched element: the end tag </" + name + "> does not match <" +
                         open.back().first + "> opened on line " +
                         std::to_string(open.back().second);
                return tagLine;
            }
            open.pop_back();
        } else if (!selfClosing) {
            open.push_back({name, tagLine});
        }
    }
    return 0;
}

} // namespace

bool parseXml(XMLDocument& doc, const std::string& bytes, const std::string& file,
              Problems& problems) {
    if (bytes.find('\0') != std::string::npos) {
        problems.add(file, 0, "not a text file (it contains NUL bytes)");
        return false;
    }
    const std::string text = withLineFeeds(bytes);
    if (!checkCharacters(text, file, problems)) return false;
    if (doc.Parse(text.c_str(), text.size()) != tinyxml2::XML_SUCCESS) {
        std::string what = doc.ErrorName() ? doc.ErrorName() : "malformed XML";
        // tinyxml2 names errors like XML_ERROR_MISMATCHED_ELEMENT; make it readable.
        if (what.rfind("XML_ERROR_", 0) == 0) what = what.substr(10);
        for (char& c : what)
            c = c == '_' ? ' ' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        int line = doc.ErrorLineNum();
        if (doc.ErrorID() == tinyxml2::XML_ERROR_MISMATCHED_ELEMENT) {
            // tinyxml2 names the line where the element opened; the mistake is
            // usually at the end tag that does not match it.
            std::string detail;
            int at = mismatchedEndTagLine(text, detail);
            if (at > 0) {
                problems.add(file, at, "malformed XML (" + detail + ")");
                return false;
            }
        }
        problems.add(file, line, "malformed XML (" + what + ")");
        return false;
    }
    return true;
}

std::string rootElementName(const std::string& text) {
    XMLDocument doc;
    if (text.find('\0') != std::string::npos) return "";
    if (doc.Parse(text.c_str(), text.size()) != tinyxml2::XML_SUCCESS || !doc.RootElement())
        return "";
    return doc.RootElement()->Name();
}

const XMLElement* rootNamed(const XMLDocument& doc, const char* name, const std::string& file,
                            Problems& problems) {
    const XMLElement* root = doc.RootElement();
    if (!root) {
        problems.add(file, 0, std::string("no <") + name + "> element");
        return nullptr;
    }
    if (std::strcmp(root->Name(), name) != 0) {
        problems.add(file, root->GetLineNum(),
                     std::string("expected <") + name + "> here, found <" +
                         printable(root->Name()) + ">");
        return nullptr;
    }
    return root;
}

const char* Element::raw(const char* attr, bool required) const {
    const char* v = e_->Attribute(attr);
    if (!v && required)
        error(std::string("<") + printable(name()) + "> is missing the attribute '" + attr + "'");
    return v;
}

bool Element::text(const char* attr, std::string& out, bool required, std::size_t maxLen) const {
    const char* v = raw(attr, required);
    if (!v) return false;
    std::string s = v;
    // Characters, not bytes: "Württemberg" is eleven long.
    if (std::size_t length = core::utf8Length(s); length > maxLen) {
        error(std::string("'") + attr + "' is too long (" + std::to_string(length) +
              " characters; at most " + std::to_string(maxLen) + ")");
        return false;
    }
    if (required && s.empty()) {
        error(std::string("'") + attr + "' is empty");
        return false;
    }
    out = s;
    return true;
}

namespace {
bool parseReal(const char* s, double& out) {
    if (!s || !*s) return false;
    // Plain decimal only: strtod would also take "0x10", "inf" and "nan".
    for (const char* c = s; *c; ++c)
        if (!std::strchr("0123456789+-.eE ", *c)) return false;
    errno = 0;
    char* end = nullptr;
    double v = std::strtod(s, &end);
    if (errno != 0 || end == s) return false;
    while (*end == ' ')
        ++end;
    if (*end != '\0' || !std::isfinite(v)) return false;
    out = v;
    return true;
}
std::string fmt(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}
} // namespace

bool Element::real(const char* attr, double& out, double lo, double hi, bool required) const {
    const char* v = raw(attr, required);
    if (!v) return false;
    double d = 0;
    if (!parseReal(v, d)) {
        error(std::string("'") + attr + "' must be a number, not '" + printable(v) + "'");
        return false;
    }
    if (d < lo || d > hi) {
        error(std::string("'") + attr + "' is " + printable(v) + "; it must lie between " +
              fmt(lo) + " and " + fmt(hi));
        return false;
    }
    out = d;
    return true;
}

bool Element::integer(const char* attr, int& out, int lo, int hi, bool required) const {
    const char* v = raw(attr, required);
    if (!v) return false;
    errno = 0;
    char* end = nullptr;
    long n = std::strtol(v, &end, 10);
    if (errno != 0 || end == v || *end != '\0') {
        error(std::string("'") + attr + "' must be a whole number, not '" + printable(v) + "'");
        return false;
    }
    if (n < lo || n > hi) {
        error(std::string("'") + attr + "' is " + printable(v) + "; it must be from " +
              std::to_string(lo) + " to " + std::to_string(hi));
        return false;
    }
    out = static_cast<int>(n);
    return true;
}

bool Element::boolean(const char* attr, bool& out, bool required) const {
    const char* v = raw(attr, required);
    if (!v) return false;
    if (std::strcmp(v, "true") == 0 || std::strcmp(v, "yes") == 0) {
        out = true;
        return true;
    }
    if (std::strcmp(v, "false") == 0 || std::strcmp(v, "no") == 0) {
        out = false;
        return true;
    }
    error(std::string("'") + attr + "' must be true or false, not '" + printable(v) + "'");
    return false;
}

bool Element::points(const char* attr, std::vector<core::Vec2>& out, std::size_t minCount,
                     std::size_t maxCount, bool required) const {
    const char* v = raw(attr, required);
    if (!v) return false;
    std::vector<core::Vec2> pts;
    const char* p = v;
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
            ++p;
        if (!*p) break;
        const char* start = p;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
            ++p;
        std::string pair(start, p);
        auto comma = pair.find(',');
        double x = 0, y = 0;
        if (comma == std::string::npos || !parseReal(pair.substr(0, comma).c_str(), x) ||
            !parseReal(pair.substr(comma + 1).c_str(), y)) {
            error(std::string("'") + attr + "' holds '" + printable(pair) +
                  "', which is not a point 'x,y'");
            return false;
        }
        if (std::fabs(x) > 10000 || std::fabs(y) > 10000) {
            error(std::string("'") + attr + "' holds the point " + pair + ", absurdly far away");
            return false;
        }
        pts.push_back({x, y});
        if (pts.size() > maxCount) {
            error(std::string("'") + attr + "' has more than " + std::to_string(maxCount) +
                  " points");
            return false;
        }
    }
    if (pts.size() < minCount) {
        error(std::string("'") + attr + "' has " + std::to_string(pts.size()) + " point" +
              (pts.size() == 1 ? "" : "s") + "; at least " + std::to_string(minCount) +
              " are needed");
        return false;
    }
    out = std::move(pts);
    return true;
}

bool Element::colour(const char* attr, unsigned& out, bool required) const {
    const char* v = raw(attr, required);
    if (!v) return false;
    std::size_t n = std::strlen(v);
    bool ok = (n == 7 || n == 9) && v[0] == '#';
    for (std::size_t i = 1; ok && i < n; ++i)
        ok = std::isxdigit(static_cast<unsigned char>(v[i])) != 0;
    if (!ok) {
        error(std::string("'") + attr + "' must be a colour like #2e6b2e, not '" + printable(v) +
              "'");
        return false;
    }
    unsigned long c = std::strtoul(v + 1, nullptr, 16);
    out = n == 7 ? static_cast<unsigned>((c << 8) | 0xffu) : static_cast<unsigned>(c);
    return true;
}

void Element::onlyAttributes(std::initializer_list<const char*> allowed) const {
    for (const tinyxml2::XMLAttribute* a = e_->FirstAttribute(); a; a = a->Next()) {
        bool ok = false;
        for (const char* name : allowed)
            ok = ok || std::strcmp(name, a->Name()) == 0;
        if (!ok)
            error(std::string("<") + printable(name()) + "> has an unknown attribute '" +
                  printable(a->Name()) + "'");
    }
}

std::string Element::body() const {
    const char* t = e_->GetText();
    if (!t) return "";
    std::string s = t;
    auto b = s.find_first_not_of(" \t\r\n");
    auto e = s.find_last_not_of(" \t\r\n");
    if (b == std::string::npos) return "";
    // Fold runs of white space: text is written indented in the file.
    std::string out;
    bool space = false;
    for (char c : s.substr(b, e - b + 1)) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            space = true;
            continue;
        }
        if (space && !out.empty()) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

} // namespace guidon::data
