// assets/reference.xml and assets/full/reference.xml: the in-game quick
// references of Longstreet Lite and of the full game (F1, and the entry of the
// rule a refused command names), read by one reader. Entries are keyed by rule
// ID (LL-FIRE-4 or FG-FIRE-4, or QRS-FIRE-1 and QRS-FG-FIRE-1 for a table of
// numbers). Format: docs/formats.md.
#pragma once

#include "problems.h"

#include <cstddef>
#include <string>
#include <vector>

namespace guidon::data {

// One rule (or one table of numbers) of the quick reference.
struct RuleEntry {
    std::string id;    // "LL-FIRE-4", "FG-D-8", "QRS-MOVE-1", "QRS-FG-FIRE-1"
    std::string title; // "Ranges and artillery"
    // Plain text. A rule's paragraphs, or a table's rows, are separated by
    // "\n"; there is no other markup.
    std::string text;
    int line = 0; // where the entry starts in its file
};

struct RuleSection {
    std::string title;
    std::vector<RuleEntry> entries;
};

struct RulesReference {
    std::string title;
    std::vector<RuleSection> sections;

    // The entry whose id is exactly `id` ("LL-FIRE-4"), or nullptr.
    const RuleEntry* find(const std::string& id) const;
    std::size_t entryCount() const;
};

// A valid rule ID: LL-WORD-N, FG-WORD-N, QRS-WORD-N or QRS-FG-WORD-N,
// capitals, N from 1 to 999 with no leading zero.
bool isRuleId(const std::string& id);

// Parse `text` (named `file` in problems). On any problem `out` is left as it
// was and false is returned.
bool parseReference(const std::string& text, const std::string& file, RulesReference& out,
                    Problems& problems);
bool loadReference(const std::string& path, RulesReference& out, Problems& problems);

} // namespace guidon::data
