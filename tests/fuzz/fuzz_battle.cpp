// libFuzzer target: the battle loader (maps/*.xml), as the game reads a map
// and as the editor reads one still being built; what the editor opens it
// can list the problems of and write back to the same text.
#include "data/battle_file.h"
#include "fuzz_common.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    const auto& types = guidon::fuzz::library().terrain;
    guidon::lite::Battle b;
    guidon::data::Problems p;
    bool ok = guidon::data::parseBattle(text, "fuzz.xml", types, b, p);
    guidon::fuzz::checkProblems(ok, p, text);

    guidon::lite::Battle e;
    guidon::data::Problems pe;
    bool editable = guidon::data::parseBattle(text, "fuzz.xml", types, e, pe, /*editing=*/true);
    guidon::fuzz::checkProblems(editable, pe, text);
    if (ok && !editable) std::abort(); // the editor opens every map the game plays
    if (editable) {
        (void)guidon::data::findBattleIssues(e);
        std::string written = guidon::data::battleToText(e);
        guidon::lite::Battle again;
        guidon::data::Problems pa;
        if (!guidon::data::parseBattle(written, "again.xml", types, again, pa, true)) std::abort();
        if (guidon::data::battleToText(again) != written) std::abort();
    }
    return 0;
}
