#include "ai_levels.h"

#include "core/printable.h"
#include "data/ai_file.h"

namespace guidon::sim {

bool parseAiLevel(const std::string& text, const std::string& file, ai::AiParams& out,
                  data::Problems& problems) {
    std::vector<data::NumberSpec> specs;
    for (const ai::ParamSpec& s : ai::paramSpecs())
        specs.push_back({s.name, s.lo, s.hi});
    data::AiLevelFile read;
    if (!data::parseAiLevelFile(text, file, specs, read, problems)) return false;
    ai::AiParams p;
    p.level = read.level;
    p.description = read.description;
    for (const auto& v : read.values)
        p.*(ai::paramSpecs()[v.first].field) = v.second;
    out = std::move(p);
    return true;
}

bool loadAiLevel(const std::string& path, ai::AiParams& out, data::Problems& problems) {
    std::string text;
    if (!data::readTextFile(path, text, problems)) return false;
    return parseAiLevel(text, path, out, problems);
}

bool loadAiLevels(const std::string& root, std::vector<ai::AiParams>& out,
                  data::Problems& problems) {
    std::vector<ai::AiParams> levels;
    bool ok = true;
    for (const char* name : {"easy", "normal", "hard"}) {
        std::string path = root + "/assets/ai/" + name + ".xml";
        ai::AiParams p;
        if (!loadAiLevel(path, p, problems)) {
            ok = false;
            continue;
        }
        if (p.level != name) {
            problems.add(path, 0,
                         "the file of level '" + std::string(name) + "' says level=\"" +
                             core::printable(p.level) + "\"");
            ok = false;
            continue;
        }
        levels.push_back(p);
    }
    if (ok) out = std::move(levels);
    return ok;
}

} // namespace guidon::sim
