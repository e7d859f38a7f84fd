// libFuzzer target: the card loader (assets/cards.xml).
#include "data/cards_file.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<guidon::lite::CardDef> cards;
    guidon::data::Problems p;
    bool ok = guidon::data::parseCards(text, "fuzz.xml", cards, p);
    guidon::fuzz::checkProblems(ok, p, text);
    return 0;
}
