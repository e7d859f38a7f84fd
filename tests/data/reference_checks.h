// Checks on a shipped quick reference, shared by the tests of both rulesets'
// files (reference_test.cpp: assets/reference.xml, rule IDs LL-...;
// full_reference_test.cpp: assets/full/reference.xml, rule IDs FG-...): the
// rule IDs the code cites and the rulings define, scanned from the sources
// when the test runs; entries terse and in our own words.
#pragma once

#include "data/problems.h"
#include "data/reference_file.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace guidon::reference_checks {

namespace fs = std::filesystem;

inline const std::string kSourceRoot = GUIDON_SOURCE_ROOT;

inline std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Load a shipped reference; it must load with no problems.
inline data::RulesReference loadShipped(const std::string& path) {
    data::RulesReference r;
    data::Problems p;
    bool ok = data::loadReference(path, r, p);
    INFO(p.str());
    REQUIRE(ok);
    REQUIRE(p.empty());
    return r;
}

// Every rule ID of a ruleset in `text`: `ruleset` is "LL" or "FG", the IDs
// RULESET-WORD-N, not counting those inside a longer name (QRS-FG-FIRE-1).
inline std::set<std::string> idsIn(const std::string& text, const std::string& ruleset) {
    const std::regex id("(^|[^A-Z0-9-])(" + ruleset + "-[A-Z]+-[0-9]+)");
    std::set<std::string> out;
    for (std::sregex_iterator it(text.begin(), text.end(), id), end; it != end; ++it)
        out.insert((*it)[2].str());
    return out;
}

// The rule IDs of `ruleset` cited in the .cpp and .h files under each of
// `dirs` (relative to the source root), each with the first file citing it.
inline std::map<std::string, std::string> citedIds(const std::vector<std::string>& dirs,
                                                   const std::string& ruleset) {
    std::map<std::string, std::string> cited;
    for (const std::string& dir : dirs)
        for (const auto& f : fs::recursive_directory_iterator(kSourceRoot + dir)) {
            std::string ext = f.path().extension().string();
            if (!f.is_regular_file() || (ext != ".cpp" && ext != ".h")) continue;
            for (const std::string& id : idsIn(readAll(f.path()), ruleset))
                cited.emplace(id, fs::relative(f.path(), kSourceRoot).string());
        }
    return cited;
}

// The IDs a rulings file defines: "## LL-FIRE: ..." then items "1. ", "2. "
// ... (RULINGS.md for "LL", RULINGS-FULL.md for "FG").
inline std::set<std::string> rulingIds(const std::string& rulings, const std::string& ruleset) {
    const std::regex heading("^## (" + ruleset + "-[A-Z]+)\\b.*");
    static const std::regex item("^([0-9]+)\\. .*");
    std::set<std::string> out;
    std::string prefix;
    std::istringstream in(rulings);
    std::smatch m;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("## ", 0) == 0)
            prefix = std::regex_match(line, m, heading) ? m[1].str() : "";
        else if (!prefix.empty() && std::regex_match(line, m, item))
            out.insert(prefix + "-" + m[1].str());
    }
    return out;
}

// Every cited ID has an entry in `ref` (the file named `file`).
inline void checkCitedHaveEntries(const data::RulesReference& ref,
                                  const std::map<std::string, std::string>& cited,
                                  const std::string& file) {
    for (const auto& c : cited) { // (clang cannot capture a structured binding in INFO)
        INFO(c.first << " is cited in " << c.second << " but has no entry in " << file);
        CHECK(ref.find(c.first) != nullptr);
    }
}

// Every `ruleset` ID docs/readings.md reads has an entry; so has every
// ruling of the rulings file `rulings` (beside the repository: ../shared/),
// and every `ruleset` entry names a ruling that exists (no typo). The parse
// of the rulings must find `atLeast` of them, `samples` among them. The
// rulings are skipped, with a message, where the file is not there.
inline void checkRulingsHaveEntries(const data::RulesReference& ref, const std::string& rulings,
                                    const std::string& ruleset, std::size_t atLeast,
                                    std::initializer_list<const char*> samples) {
    std::set<std::string> read = idsIn(readAll(kSourceRoot + "/docs/readings.md"), ruleset);
    CHECK(!read.empty());
    for (const std::string& id : read) {
        INFO(id << " is read in docs/readings.md");
        CHECK(ref.find(id) != nullptr);
    }
    fs::path path = fs::path(kSourceRoot) / ".." / "shared" / rulings;
    if (!fs::exists(path)) {
        MESSAGE("no " << path.string() << ": " << rulings << " IDs not checked");
        return;
    }
    std::set<std::string> defined = rulingIds(readAll(path), ruleset);
    REQUIRE(defined.size() >= atLeast); // the parse found the rulings
    for (const char* id : samples) {
        INFO(id << " should be defined in " << rulings);
        CHECK(defined.count(id) == 1);
    }
    for (const std::string& id : defined) {
        INFO(id << " is defined in " << rulings);
        CHECK(ref.find(id) != nullptr);
    }
    for (const auto& s : ref.sections)
        for (const data::RuleEntry& e : s.entries)
            if (e.id.rfind(ruleset + "-", 0) == 0) {
                INFO(e.id << " (line " << e.line << ") is not a ruling of " << rulings);
                CHECK(defined.count(e.id) == 1);
            }
}

// Every entry has a title and a text, folded, and its line.
inline void checkEntriesWellFormed(const data::RulesReference& ref) {
    for (const auto& s : ref.sections)
        for (const data::RuleEntry& e : s.entries) {
            INFO(e.id);
            CHECK(!e.title.empty());
            CHECK(!e.text.empty());
            CHECK(e.line > 0);
            CHECK(e.text.find("  ") == std::string::npos);
        }
}

// Lower-case words, for comparing prose.
inline std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> out;
    std::string w;
    for (char c : text + " ") {
        unsigned char u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || u >= 0x80) {
            w += static_cast<char>(std::tolower(u));
        } else if (!w.empty()) {
            out.push_back(w);
            w.clear();
        }
    }
    return out;
}

// Sentences of a paragraphed text: each ends with . ! or ? before a space,
// a line break or the end.
inline int sentenceCount(const std::string& text) {
    int n = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        if ((text[i] == '.' || text[i] == '!' || text[i] == '?') &&
            (i + 1 == text.size() || text[i + 1] == ' ' || text[i + 1] == '\n'))
            ++n;
    return n;
}

// A rule holds one to six sentences, a table (QRS-...) two rows or more; and
// no eight words running are copied from the rule book `book` (under
// ../shared/rules/; skipped, with a message, where it is not there).
inline void checkTerseAndOwnWords(const data::RulesReference& ref, const std::string& book) {
    for (const auto& s : ref.sections)
        for (const data::RuleEntry& e : s.entries) {
            INFO(e.id);
            if (e.id.rfind("QRS-", 0) != 0) {
                int n = sentenceCount(e.text);
                CHECK(n >= 1);
                CHECK(n <= 6);
            } else {
                CHECK(std::count(e.text.begin(), e.text.end(), '\n') >= 1); // a table has rows
            }
        }
    fs::path path = fs::path(kSourceRoot) / ".." / "shared" / "rules" / book;
    if (!fs::exists(path)) {
        MESSAGE("no " << path.string() << ": the copy check is skipped");
        return;
    }
    constexpr std::size_t kRun = 8;
    auto runsOf = [](const std::vector<std::string>& w, auto&& each) {
        for (std::size_t i = 0; i + kRun <= w.size(); ++i) {
            std::string run;
            for (std::size_t k = 0; k < kRun; ++k)
                run += w[i + k] + " ";
            each(run);
        }
    };
    std::set<std::string> runs;
    runsOf(words(readAll(path)), [&](const std::string& run) { runs.insert(run); });
    REQUIRE(runs.size() > 1000);
    for (const auto& s : ref.sections)
        for (const data::RuleEntry& e : s.entries)
            runsOf(words(e.text), [&](const std::string& run) {
                INFO(e.id << " copies the rule book: \"" << run << "\"");
                CHECK(runs.count(run) == 0);
            });
}

} // namespace guidon::reference_checks
