// libFuzzer target: the pick-up library loader (assets/pickup.xml); a library
// it accepts sets up a pick-up battle to the end with the computer's choices.
#include "data/battle_file.h"
#include "data/pickup_file.h"
#include "fuzz_common.h"
#include "lite/setup.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    const auto& types = guidon::fuzz::library().terrain;
    guidon::lite::PickupLibrary lib;
    guidon::data::Problems p;
    bool ok = guidon::data::parsePickup(text, "fuzz.xml", types, lib, p);
    guidon::fuzz::checkProblems(ok, p, text);
    using guidon::core::Side;
    if (!ok || !lib.firstForce(Side::Federal) || !lib.firstForce(Side::Confederate)) return 0;
    guidon::lite::PickupSetup setup(lib, types, *lib.firstForce(Side::Federal),
                                    *lib.firstForce(Side::Confederate), {}, size);
    guidon::core::Pcg32 rng(size);
    for (int i = 0; i < 100 && !setup.ready(); ++i)
        guidon::lite::computerChoice(setup, rng);
    if (setup.ready()) (void)guidon::data::findBattleIssues(setup.battle());
    return 0;
}
