#include "ai_file.h"

#include "xml_reader.h"

#include <cstring>

namespace guidon::data {

using tinyxml2::XMLElement;

bool parseAiLevel(const std::string& text, const std::string& file, ai::AiParams& out,
                  Problems& problems) {
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "ai", file, problems);
    if (!root) return false;
    std::size_t before = problems.size();
    ai::AiParams p;
    Element r(root, file, problems);
    r.onlyAttributes({"level", "description"});
    if (r.text("level", p.level, true, 20) && p.level.empty()) r.error("'level' is empty");
    r.text("description", p.description, false, 200);
    std::vector<std::pair<std::string, int>> seen;
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        Element e(x, file, problems);
        if (std::strcmp(x->Name(), "param") != 0) {
            e.error(std::string("unknown element <") + printable(x->Name()) +
                    "> (an <ai> holds <param> elements)");
            continue;
        }
        e.onlyAttributes({"name", "value"});
        std::string name;
        if (!e.text("name", name, true, 40)) continue;
        const ai::ParamSpec* spec = nullptr;
        for (const ai::ParamSpec& s : ai::paramSpecs())
            if (name == s.name) spec = &s;
        if (!spec) {
            std::string known;
            for (const ai::ParamSpec& s : ai::paramSpecs())
                known += std::string(known.empty() ? "" : ", ") + s.name;
            e.error("unknown parameter '" + printable(name) + "' (known: " + known + ")");
            continue;
        }
        bool repeated = false;
        for (const auto& [n, line] : seen)
            if (n == name) {
                e.error("parameter '" + name + "' is given twice (first at line " +
                        std::to_string(line) + ")");
                repeated = true;
            }
        if (repeated) continue;
        seen.push_back({name, e.line()});
        e.real("value", p.*(spec->field), spec->lo, spec->hi);
    }
    if (problems.size() != before) return false;
    out = std::move(p);
    return true;
}

bool loadAiLevel(const std::string& path, ai::AiParams& out, Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseAiLevel(text, path, out, problems);
}

bool loadAiLevels(const std::string& root, std::vector<ai::AiParams>& out, Problems& problems) {
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
                             printable(p.level) + "\"");
            ok = false;
            continue;
        }
        levels.push_back(p);
    }
    if (ok) out = std::move(levels);
    return ok;
}

} // namespace guidon::data
