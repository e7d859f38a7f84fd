// libFuzzer target: the CLI script parser, each parsed line submitted to a
// game of the golden battle: any text, any order of commands, no crash.
#include "fuzz_common.h"
#include "lite/invariants.h"
#include "sim/session.h"

#include <cstdlib>
#include <sstream>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    static const guidon::sim::Session start = [] {
        guidon::sim::Session s;
        guidon::data::Problems p;
        if (!s.start(guidon::fuzz::library(),
                     std::string(GUIDON_SOURCE_ROOT) + "/tests/cli/golden_battle.xml", 7, {}, p))
            std::abort();
        return s;
    }();
    if (size > 20000) return 0;
    guidon::sim::Session s = start;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::string line;
    int n = 0;
    while (std::getline(in, line) && n++ < 300 && !s.status().over) {
        guidon::core::LineResult out = s.submitLine(line);
        if (!out.error.empty()) continue;
        if (out.accepted && !s.game().brokenInvariants().empty()) std::abort();
    }
    return 0;
}
