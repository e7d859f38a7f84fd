#include "ai_levels.h"

#include "core/printable.h"
#include "data/ai_file.h"

namespace guidon::sim {

namespace {

// One level's file read against a ruleset's parameter specs (Lite's
// ai::ParamSpec or the full game's ai::full::FullParamSpec: each a name, a
// range and a field of Params).
template <class Params, class Spec>
bool parseLevel(const std::string& text, const std::string& file, const std::vector<Spec>& all,
                Params& out, data::Problems& problems) {
    std::vector<data::NumberSpec> specs;
    for (const Spec& s : all)
        specs.push_back({s.name, s.lo, s.hi});
    data::AiLevelFile read;
    if (!data::parseAiLevelFile(text, file, specs, read, problems)) return false;
    Params p;
    p.level = read.level;
    p.description = read.description;
    for (const auto& v : read.values)
        p.*(all[v.first].field) = v.second;
    out = std::move(p);
    return true;
}

// easy, normal and hard from `folder`, each file saying its own level.
template <class Params, class Load>
bool loadLevels(const std::string& folder, std::vector<Params>& out, data::Problems& problems,
                const Load& load) {
    std::vector<Params> levels;
    bool ok = true;
    for (const char* name : {"easy", "normal", "hard"}) {
        std::string path = folder + "/" + name + ".xml";
        Params p;
        if (!load(path, p, problems)) {
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

} // namespace

bool parseAiLevel(const std::string& text, const std::string& file, ai::AiParams& out,
                  data::Problems& problems) {
    return parseLevel(text, file, ai::paramSpecs(), out, problems);
}

bool loadAiLevel(const std::string& path, ai::AiParams& out, data::Problems& problems) {
    std::string text;
    if (!data::readTextFile(path, text, problems)) return false;
    return parseAiLevel(text, path, out, problems);
}

bool loadAiLevels(const std::string& root, std::vector<ai::AiParams>& out,
                  data::Problems& problems) {
    return loadLevels(root + "/assets/ai", out, problems, loadAiLevel);
}

bool parseFullAiLevel(const std::string& text, const std::string& file,
                      ai::full::FullAiParams& out, data::Problems& problems) {
    return parseLevel(text, file, ai::full::fullParamSpecs(), out, problems);
}

bool loadFullAiLevel(const std::string& path, ai::full::FullAiParams& out,
                     data::Problems& problems) {
    std::string text;
    if (!data::readTextFile(path, text, problems)) return false;
    return parseFullAiLevel(text, path, out, problems);
}

bool loadFullAiLevels(const std::string& root, std::vector<ai::full::FullAiParams>& out,
                      data::Problems& problems) {
    return loadLevels(root + "/assets/ai/full", out, problems, loadFullAiLevel);
}

} // namespace guidon::sim
