// libFuzzer target: the terrain type loader (assets/terrain.xml).
#include "data/terrain_file.h"
#include "fuzz_common.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
    std::string text(reinterpret_cast<const char*>(data), size);
    std::vector<guidon::lite::TerrainType> types;
    guidon::data::Problems p;
    bool ok = guidon::data::parseTerrainTypes(text, "fuzz.xml", types, p);
    guidon::fuzz::checkProblems(ok, p, text);
    return 0;
}
