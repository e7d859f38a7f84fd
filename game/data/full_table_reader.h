// Private to full_tables_file.cpp: how the full game's rule tables and
// terrain types are read, value by value, against their specs
// (full_tables_file.h, fullTableSpecs): the Reader that reports each problem
// as `file:line: sentence`, the rows keyed by a fixed set, the checks that
// one value lies beyond another.
#pragma once

#include "full_table_words.h"
#include "full_tables_file.h"
#include "xml_reader.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace guidon::data::fulltables {

using tinyxml2::XMLElement;

// [SECTION] words

// Text with its white space trimmed and each run of it made one space.
inline std::string folded(const std::string& s) {
    std::string out;
    bool space = false;
    for (char c : s) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
    }
    return out;
}


// [SECTION] reading values against their specs

// Whether a value must be given: as its spec says, or as the caller knows
// (a band's dice and reach: a gun profile's long band has none).
enum class Need : std::uint8_t { BySpec, Required, Optional };

class Reader {
  public:
    Reader(const char* which, const std::string& file, Problems& problems)
        : which_(which), file_(file), problems_(problems) {}

    const std::string& file() const { return file_; }
    Problems& problems() { return problems_; }

    const TableSpec* find(const char* el, const char* attr) const {
        for (const TableSpec& s : fullTableSpecs())
            if (std::strcmp(s.file, which_) == 0 && std::strcmp(s.element, el) == 0 &&
                std::strcmp(s.attribute, attr) == 0)
                return &s;
        return nullptr;
    }

    void error(const XMLElement* x, const std::string& message) {
        problems_.add(file_, x->GetLineNum(), message);
    }

    // An element's own checks: it takes only the attributes its specs name,
    // and holds no text.
    void checkElement(const XMLElement* x) {
        std::string known;
        for (const TableSpec& s : fullTableSpecs())
            if (std::strcmp(s.file, which_) == 0 && std::strcmp(s.element, x->Name()) == 0 &&
                *s.attribute)
                known += std::string(known.empty() ? "" : ", ") + s.attribute;
        for (const tinyxml2::XMLAttribute* a = x->FirstAttribute(); a; a = a->Next())
            if (!find(x->Name(), a->Name()))
                error(x, "<" + printable(x->Name()) + "> has an unknown attribute '" +
                             printable(a->Name()) + "'" +
                             (known.empty() ? " (it takes none)" : " (it takes " + known + ")"));
        for (const tinyxml2::XMLNode* n = x->FirstChild(); n; n = n->NextSibling()) {
            const tinyxml2::XMLText* t = n->ToText();
            std::string words = t && t->Value() ? folded(t->Value()) : "";
            if (!words.empty()) {
                error(x, "<" + printable(x->Name()) + "> holds the text '" + printable(words, 40) +
                             "'; only elements and comments belong in it");
                break;
            }
        }
    }

    // A leaf element: its own checks, and no element inside it.
    void checkLeaf(const XMLElement* x) {
        checkElement(x);
        for (const XMLElement* c = x->FirstChildElement(); c; c = c->NextSiblingElement())
            error(c, "unknown element <" + printable(c->Name()) + "> in <" + x->Name() +
                         "> (it holds no elements)");
    }

    bool real(const XMLElement* x, const char* attr, double& out, Need need = Need::BySpec) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s, e.real(attr, out, s.lo, s.hi, required(s, need)));
    }

    bool whole(const XMLElement* x, const char* attr, int& out, Need need = Need::BySpec) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s,
                    e.integer(attr, out, static_cast<int>(s.lo), static_cast<int>(s.hi),
                              required(s, need)));
    }

    bool flag(const XMLElement* x, const char* attr, bool& out) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s, e.boolean(attr, out, required(s, Need::BySpec)));
    }

    bool text(const XMLElement* x, const char* attr, std::string& out) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s,
                    e.text(attr, out, required(s, Need::BySpec), static_cast<std::size_t>(s.hi)));
    }

    // The index of the word in the spec's list.
    bool word(const XMLElement* x, const char* attr, int& out) {
        const TableSpec& s = spec(x, attr);
        const char* v = x->Attribute(attr);
        if (!v) {
            if (required(s, Need::BySpec))
                explain(x, s,
                        "<" + printable(x->Name()) + "> is missing the attribute '" + attr + "'");
            return false;
        }
        for (std::size_t i = 0; i < s.words.size(); ++i)
            if (s.words[i] == v) {
                out = static_cast<int>(i);
                return true;
            }
        explain(x, s,
                std::string("'") + attr + "' must be " + s.range() + ", not '" + printable(v) +
                    "'");
        return false;
    }

    // A band's "hit": a die roll, or "-" (0: no fire).
    bool hit(const XMLElement* x, int& out) {
        const TableSpec& s = spec(x, "hit");
        const char* v = x->Attribute("hit");
        if (v && std::strcmp(v, "-") == 0) {
            out = 0;
            return true;
        }
        if (v && !*v) {
            explain(x, s, "'hit' is empty; it must be " + s.range());
            return false;
        }
        return whole(x, "hit", out);
    }

  private:
    const TableSpec& spec(const XMLElement* x, const char* attr) const {
        const TableSpec* s = find(x->Name(), attr);
        assert(s && "every value read has a spec");
        return *s;
    }

    static bool required(const TableSpec& s, Need need) {
        if (need != Need::BySpec) return need == Need::Required;
        return std::strcmp(s.given, "required") == 0;
    }

    void explain(const XMLElement* x, const TableSpec& s, const std::string& message) {
        error(x, message + " (" + s.meaning + ", " + s.rule + ")");
    }

    // Moves the problems an Element check found into ours, each followed by
    // what the value means and its rule.
    bool take(const Problems& scratch, const TableSpec& s, bool ok) {
        for (const Problem& p : scratch.list)
            problems_.add(p.file, p.line, p.message + " (" + s.meaning + ", " + s.rule + ")");
        return ok;
    }

    const char* which_;
    const std::string& file_;
    Problems& problems_;
};

// Each child element of `parent` named one of `names` goes to `visit`; any
// other is reported as unknown.
template <class Visit>
void eachChild(Reader& r, const XMLElement* parent, std::initializer_list<const char*> names,
               Visit visit) {
    for (const XMLElement* c = parent->FirstChildElement(); c; c = c->NextSiblingElement()) {
        bool known = false;
        for (const char* n : names)
            known = known || std::strcmp(n, c->Name()) == 0;
        if (known) {
            visit(c);
            continue;
        }
        std::vector<std::string> expected;
        for (const char* n : names)
            expected.push_back(std::string("<") + n + ">");
        r.error(c, "unknown element <" + printable(c->Name()) + "> in <" + parent->Name() +
                       "> (expected " + listed(expected) + ")");
    }
}

// Rows keyed by one of a fixed set (the formations, the ratings, the die's
// faces...): each given once, none missing.
class Keyed {
  public:
    Keyed(Reader& r, const XMLElement* parent, const char* child, const char* what,
          std::vector<std::string> keys)
        : r_(r), parent_(parent), child_(child), what_(what), keys_(std::move(keys)),
          lines_(keys_.size(), 0) {}

    // True the first time `key` is given; the second time it is a problem.
    bool first(const XMLElement* x, int key) {
        if (key < 0 || key >= static_cast<int>(keys_.size())) return false; // a spec's range
        int& line = lines_[static_cast<std::size_t>(key)];
        if (line != 0) {
            r_.error(x, std::string("the ") + what_ + " '" + keys_[std::size_t(key)] +
                            "' is given twice (first at line " + std::to_string(line) + ")");
            return false;
        }
        line = x->GetLineNum();
        return true;
    }
    bool seen(int key) const { return lines_[static_cast<std::size_t>(key)] != 0; }

    // Each key never given, as a problem at the parent's line.
    bool complete() {
        bool all = true;
        for (std::size_t k = 0; k < keys_.size(); ++k)
            if (lines_[k] == 0) {
                all = false;
                r_.error(parent_, std::string("the ") + what_ + " '" + keys_[k] +
                                      "' is missing: <" + parent_->Name() + "> needs one <" +
                                      child_ + "> for each of " + listed(keys_, " and "));
            }
        return all;
    }

  private:
    Reader& r_;
    const XMLElement* parent_;
    const char* child_;
    const char* what_;
    std::vector<std::string> keys_;
    std::vector<int> lines_;
};

// `later` must lie beyond `earlier` (both read): tiers, bands, thresholds.
inline void needBeyond(Reader& r, const XMLElement* x, const std::string& later, double laterValue,
                const std::string& earlier, double earlierValue, const char* why) {
    if (laterValue > earlierValue) return;
    r.error(x, later + ", " + fmt(laterValue) + ", must be above " + earlier + ", " +
                   fmt(earlierValue) + " (" + why + ")");
}

} // namespace guidon::data::fulltables
