#include "reference_file.h"

#include "xml_reader.h"

#include <cstring>
#include <map>

namespace guidon::data {

using tinyxml2::XMLElement;
using tinyxml2::XMLNode;

namespace {

constexpr int kVersion = 1;
constexpr std::size_t kMaxTitle = 200;      // the reference's own title
constexpr std::size_t kMaxShortTitle = 80;  // a section's or an entry's title
constexpr std::size_t kMaxTextChars = 1500; // an entry's text, after folding

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The file is indented, so white space is folded: each run becomes one space,
// except that a run holding a blank line (two line breaks or more) ends a
// paragraph and becomes "\n" when `paragraphs` is set. Leading and trailing
// white space goes.
std::string fold(const std::string& raw, bool paragraphs) {
    std::string out;
    bool space = false;
    int breaks = 0;
    for (char c : raw) {
        if (isSpace(c)) {
            space = true;
            breaks += c == '\n';
            continue;
        }
        if (space && !out.empty()) out += paragraphs && breaks >= 2 ? '\n' : ' ';
        space = false;
        breaks = 0;
        out += c;
    }
    return out;
}

// Characters as a player counts them: UTF-8 code points, not bytes.
std::size_t charCount(const std::string& s) {
    std::size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xC0u) != 0x80u;
    return n;
}

bool blank(const char* s) {
    for (; s && *s; ++s)
        if (!isSpace(*s)) return false;
    return true;
}

// Text is not allowed directly inside `parent` (only elements and comments):
// report each piece of it.
void refuseStrayText(const XMLElement* parent, const char* hint, const std::string& file,
                     Problems& problems) {
    for (const XMLNode* n = parent->FirstChild(); n; n = n->NextSibling()) {
        if (n->ToText() && !blank(n->Value()))
            problems.add(file, n->GetLineNum(),
                         std::string("text directly inside <") + printable(parent->Name()) + "> (" +
                             hint + ")");
        else if (n->ToUnknown() || n->ToDeclaration())
            problems.add(file, n->GetLineNum(),
                         std::string("unexpected markup inside <") + printable(parent->Name()) +
                             ">");
    }
}

// The text of an element that holds only text (and comments). Child elements
// are refused: a rule's text is plain, its paragraphs split by blank lines.
std::string plainText(const XMLElement* x, const std::string& file, Problems& problems) {
    std::string raw;
    for (const XMLNode* n = x->FirstChild(); n; n = n->NextSibling()) {
        if (n->ToText()) {
            raw += n->Value();
        } else if (const XMLElement* c = n->ToElement()) {
            problems.add(file, c->GetLineNum(),
                         std::string("unknown element <") + printable(c->Name()) + "> inside <" +
                             printable(x->Name()) +
                             "> (the text is plain; a blank line starts a new paragraph)");
        } else if (n->ToUnknown() || n->ToDeclaration()) {
            problems.add(file, n->GetLineNum(),
                         std::string("unexpected markup inside <") + printable(x->Name()) + ">");
        }
    }
    return raw;
}

struct Parser {
    const std::string& file;
    Problems& problems;
    std::map<std::string, int> idLines;      // id -> line of its first entry
    std::map<std::string, int> sectionLines; // section title -> line

    // The id and title of a <rule> or <table>; false when either is unusable.
    bool header(const Element& e, RuleEntry& entry) {
        entry.line = e.line();
        bool ok = e.text("id", entry.id);
        if (ok && !isRuleId(entry.id)) {
            e.error("rule ID '" + printable(entry.id) +
                    "' is malformed: write LL-WORD-N or FG-WORD-N for a rule, QRS-WORD-N or "
                    "QRS-FG-WORD-N for a table, in capitals, like LL-FIRE-4");
            ok = false;
        }
        if (ok) {
            auto [it, fresh] = idLines.emplace(entry.id, entry.line);
            if (!fresh) {
                e.error("rule ID '" + entry.id + "' is used twice (first at line " +
                        std::to_string(it->second) + ")");
                ok = false;
            }
        }
        ok = e.text("title", entry.title, true, kMaxShortTitle) && ok;
        return ok;
    }

    bool checkText(const Element& e, const RuleEntry& entry) {
        std::string what =
            entry.id.empty() ? std::string("<") + e.name() + ">" : "'" + entry.id + "'";
        if (entry.text.empty()) {
            e.error("the text of " + what + " is empty");
            return false;
        }
        std::size_t n = charCount(entry.text);
        if (n > kMaxTextChars) {
            e.error("the text of " + what + " is too long (" + std::to_string(n) +
                    " characters; at most " + std::to_string(kMaxTextChars) + ")");
            return false;
        }
        return true;
    }

    bool rule(const XMLElement* x, RuleEntry& entry) {
        Element e(x, file, problems);
        e.onlyAttributes({"id", "title"});
        bool ok = header(e, entry);
        std::size_t before = problems.size();
        entry.text = fold(plainText(x, file, problems), true);
        if (problems.size() != before) return false;
        return checkText(e, entry) && ok;
    }

    // A table of numbers: one <line> per row, rows joined by "\n".
    bool table(const XMLElement* x, RuleEntry& entry) {
        Element e(x, file, problems);
        e.onlyAttributes({"id", "title"});
        bool ok = header(e, entry);
        std::size_t before = problems.size();
        refuseStrayText(x, "put each row in a <line>", file, problems);
        int rows = 0;
        for (const XMLElement* l = x->FirstChildElement(); l; l = l->NextSiblingElement()) {
            Element le(l, file, problems);
            if (std::strcmp(l->Name(), "line") != 0) {
                le.error(std::string("unknown element <") + printable(l->Name()) +
                         "> in <table> (expected <line>)");
                continue;
            }
            le.onlyAttributes({});
            std::string row = fold(plainText(l, file, problems), false);
            if (row.empty()) {
                le.error("<line> is empty");
                continue;
            }
            if (rows++ > 0) entry.text += '\n';
            entry.text += row;
        }
        if (problems.size() != before) return false;
        if (rows == 0) {
            std::string what =
                entry.id.empty() ? std::string("<table>") : "table '" + entry.id + "'";
            e.error(what + " has no <line>");
            return false;
        }
        return checkText(e, entry) && ok;
    }

    void section(const XMLElement* x, RuleSection& s) {
        Element e(x, file, problems);
        e.onlyAttributes({"title"});
        if (e.text("title", s.title, true, kMaxShortTitle)) {
            auto [it, fresh] = sectionLines.emplace(s.title, e.line());
            if (!fresh)
                e.error("section '" + printable(s.title) + "' appears twice (first at line " +
                        std::to_string(it->second) + ")");
        }
        refuseStrayText(x, "text belongs in a <rule>", file, problems);
        int count = 0;
        for (const XMLElement* c = x->FirstChildElement(); c; c = c->NextSiblingElement()) {
            bool isRule = std::strcmp(c->Name(), "rule") == 0;
            if (!isRule && std::strcmp(c->Name(), "table") != 0) {
                Element(c, file, problems)
                    .error(std::string("unknown element <") + printable(c->Name()) +
                           "> in <section> (expected <rule> or <table>)");
                continue;
            }
            ++count;
            RuleEntry entry;
            if (isRule ? rule(c, entry) : table(c, entry)) s.entries.push_back(std::move(entry));
        }
        if (count == 0)
            e.error("section" +
                    (s.title.empty() ? std::string() : " '" + printable(s.title) + "'") +
                    " has no entries (expected <rule> or <table>)");
    }
};

} // namespace

bool isRuleId(const std::string& id) {
    // A Lite ruling, a full-game ruling, a table of the full game's sheet or
    // one of Lite's; the rest is WORD-N whatever the prefix.
    for (const char* prefix : {"LL-", "FG-", "QRS-FG-", "QRS-"}) {
        std::size_t i = std::strlen(prefix);
        if (id.compare(0, i, prefix) != 0) continue;
        std::size_t word = i;
        while (i < id.size() && id[i] >= 'A' && id[i] <= 'Z')
            ++i;
        if (i == word || i >= id.size() || id[i] != '-') continue;
        std::size_t digits = ++i;
        if (digits >= id.size() || id[digits] == '0') continue;
        while (i < id.size() && id[i] >= '0' && id[i] <= '9')
            ++i;
        if (i == id.size() && i - digits <= 3) return true;
    }
    return false;
}

const RuleEntry* RulesReference::find(const std::string& id) const {
    for (const RuleSection& s : sections)
        for (const RuleEntry& e : s.entries)
            if (e.id == id) return &e;
    return nullptr;
}

std::size_t RulesReference::entryCount() const {
    std::size_t n = 0;
    for (const RuleSection& s : sections)
        n += s.entries.size();
    return n;
}

bool parseReference(const std::string& text, const std::string& file, RulesReference& out,
                    Problems& problems) {
    std::size_t before = problems.size();
    tinyxml2::XMLDocument doc; // keeps white space: blank lines split paragraphs
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "reference", file, problems);
    if (!root) return false;
    Element r(root, file, problems);
    r.onlyAttributes({"version", "title"});
    int version = 0;
    if (r.integer("version", version, 1, 1000000) && version != kVersion)
        r.error("this reference is format version " + std::to_string(version) +
                "; Guidon reads version " + std::to_string(kVersion));
    RulesReference ref;
    r.text("title", ref.title, true, kMaxTitle);
    refuseStrayText(root, "text belongs in a <rule>", file, problems);

    Parser p{file, problems, {}, {}};
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        if (std::strcmp(x->Name(), "section") != 0) {
            Element(x, file, problems)
                .error(std::string("unknown element <") + printable(x->Name()) +
                       "> in <reference> (expected <section>)");
            continue;
        }
        RuleSection s;
        p.section(x, s);
        ref.sections.push_back(std::move(s));
    }
    if (ref.sections.empty()) r.error("the reference has no sections");
    if (problems.size() != before) return false;
    out = std::move(ref);
    return true;
}

bool loadReference(const std::string& path, RulesReference& out, Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseReference(text, path, out, problems);
}

} // namespace guidon::data
