#include "ai_file.h"

#include "xml_reader.h"

#include <cstring>

namespace guidon::data {

using tinyxml2::XMLElement;

bool parseAiLevelFile(const std::string& text, const std::string& file,
                      const std::vector<NumberSpec>& specs, AiLevelFile& out, Problems& problems) {
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "ai", file, problems);
    if (!root) return false;
    std::size_t before = problems.size();
    AiLevelFile p;
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
        std::size_t spec = specs.size();
        for (std::size_t i = 0; i < specs.size(); ++i)
            if (name == specs[i].name) spec = i;
        if (spec == specs.size()) {
            std::string known;
            for (const NumberSpec& s : specs)
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
        double value = 0.0;
        if (e.real("value", value, specs[spec].lo, specs[spec].hi))
            p.values.push_back({spec, value});
    }
    if (problems.size() != before) return false;
    out = std::move(p);
    return true;
}

} // namespace guidon::data
