// libFuzzer target: the rules quick reference loader (assets/reference.xml and
// assets/full/reference.xml, both in the seed corpus: tools/fuzz).
// Beyond the loader contract, what it accepts must be usable: every entry has
// a well-formed ID used once, which find() returns, and a text.
#include "data/reference_file.h"
#include "fuzz_common.h"

#include <cstdlib>
#include <set>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    guidon::data::RulesReference ref;
    guidon::data::Problems p;
    bool ok = guidon::data::parseReference(text, "fuzz.xml", ref, p);
    guidon::fuzz::checkProblems(ok, p, text);
    if (!ok) {
        // A refused file leaves the reference as it was.
        if (!ref.sections.empty() || !ref.title.empty()) std::abort();
        return 0;
    }
    if (ref.sections.empty()) std::abort();
    std::set<std::string> ids;
    for (const auto& section : ref.sections)
        for (const auto& e : section.entries) {
            if (!guidon::data::isRuleId(e.id) || !ids.insert(e.id).second) std::abort();
            if (ref.find(e.id) != &e || e.text.empty() || e.line < 1) std::abort();
        }
    if (ids.size() != ref.entryCount()) std::abort();
    return 0;
}
