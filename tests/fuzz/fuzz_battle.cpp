// libFuzzer target: the battle loader (maps/*.xml).
#include "data/battle_file.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    guidon::rules::Battle b;
    guidon::data::Problems p;
    bool ok = guidon::data::parseBattle(text, "fuzz.xml", guidon::fuzz::library().terrain, b, p);
    guidon::fuzz::checkProblems(ok, p, text);
    return 0;
}
