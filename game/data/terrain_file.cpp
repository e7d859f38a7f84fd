#include "terrain_file.h"

#include "xml_reader.h"

#include <cstring>

namespace guidon::data {

using tinyxml2::XMLElement;

bool readTerrainShapeAndLook(const Element& e, core::TerrainKind& t) {
    e.boolean("crest", t.crest);
    e.boolean("linear", t.linear);
    if (t.linear) {
        if (!e.real("width", t.defaultWidth, kMinTerrainWidth, kMaxTerrainWidth)) return false;
    } else if (e.has("width")) {
        e.error("'width' is only for linear terrain types (linear=\"true\")");
    }
    e.colour("fill", t.look.fill);
    e.colour("outline", t.look.outline);
    t.look.pattern = t.linear ? core::TerrainPattern::Line : core::TerrainPattern::Plain;
    if (std::string name; e.text("pattern", name, false)) {
        std::optional<core::TerrainPattern> pattern = core::parseTerrainPattern(name);
        if (!pattern)
            e.error("'pattern' must be plain, woods, orchard, rough, buildings or water (an "
                    "area), or line, stream, road, fence or wall (a linear type), not '" +
                    printable(name) + "'");
        else if (core::isLinePattern(*pattern) != t.linear)
            e.error("'pattern' '" + printable(name) + "' is for " +
                    (t.linear ? "an area, not a linear type" : "a linear type, not an area"));
        else
            t.look.pattern = *pattern;
    }
    if (t.linear && t.crest) e.error("a linear terrain type cannot have a crest line");
    return true;
}

bool parseTerrainTypes(const std::string& text, const std::string& file,
                       std::vector<lite::TerrainType>& out, Problems& problems) {
    std::size_t before = problems.size();
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "terrain-types", file, problems);
    if (!root) return false;
    std::vector<lite::TerrainType> types;
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        Element e(x, file, problems);
        if (std::strcmp(x->Name(), "type") != 0) {
            e.error(std::string("unknown element <") + printable(x->Name()) +
                    "> (expected <type>)");
            continue;
        }
        e.onlyAttributes({"id", "name", "difficult-infantry", "difficult-artillery", "cover",
                          "obstructs-artillery", "impassable", "water", "crest", "linear", "width",
                          "fill", "outline", "pattern"});
        lite::TerrainType t;
        t.sourceLine = e.line();
        e.text("id", t.id);
        if (!e.text("name", t.name, false)) t.name = t.id;
        e.boolean("difficult-infantry", t.difficultInfantry);
        e.boolean("difficult-artillery", t.difficultArtillery);
        e.boolean("cover", t.cover);
        e.boolean("obstructs-artillery", t.obstructsArtillery);
        e.boolean("impassable", t.impassable);
        e.boolean("water", t.water);
        if (!readTerrainShapeAndLook(e, t)) continue;
        for (const auto& other : types)
            if (!t.id.empty() && other.id == t.id)
                e.error("terrain type '" + printable(t.id) + "' is defined twice (first at line " +
                        std::to_string(other.sourceLine) + ")");
        types.push_back(t);
    }
    if (types.empty()) problems.add(file, root->GetLineNum(), "no terrain types are defined");
    if (problems.size() != before) return false;
    out = std::move(types);
    return true;
}

bool loadTerrainTypes(const std::string& path, std::vector<lite::TerrainType>& out,
                      Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseTerrainTypes(text, path, out, problems);
}

} // namespace guidon::data
