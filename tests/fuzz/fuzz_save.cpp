// libFuzzer target: the save loader, and the replay of what it accepts
// against the golden battle.
#include "data/save_file.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    guidon::data::SaveGame save;
    guidon::data::Problems p;
    bool ok = guidon::data::parseSave(text, "fuzz.xml", save, p);
    guidon::fuzz::checkProblems(ok, p, text);
    if (ok && save.commands.size() <= 400) {
        // Whatever battle it names, replay it on the golden one: commands and
        // hashes from the fuzzer must be refused cleanly, never crash.
        save.battle = std::string(GUIDON_SOURCE_ROOT) + "/tests/cli/golden_battle.xml";
        save.battleHash.clear();
        guidon::sim::Session s;
        std::string err;
        guidon::sim::replaySave(guidon::fuzz::library(), save, "fuzz.xml", s, err);
    }
    return 0;
}
