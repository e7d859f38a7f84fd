#include "map_writer.h"

#include "core/side.h"

#include <tinyxml2.h>

#include <cstdio>
#include <cstdlib>

namespace guidon::data {

using tinyxml2::XMLElement;

std::string numberText(double v) {
    char buf[48];
    if (v == 0.0) v = 0.0; // no "-0"
    for (int decimals = 0; decimals <= 12; ++decimals) {
        std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
        if (std::strtod(buf, nullptr) == v) return buf;
    }
    std::snprintf(buf, sizeof buf, "%.17f", v);
    return buf;
}

std::string pointsText(const std::vector<core::Vec2>& points) {
    std::string out;
    for (core::Vec2 p : points)
        out += (out.empty() ? "" : " ") + numberText(p.x) + "," + numberText(p.y);
    return out;
}

void writeMapAttributes(XMLElement* root, const core::BattleMap& m) {
    root->SetAttribute("name", m.name.c_str());
    root->SetAttribute("year", m.year);
    root->SetAttribute("width", numberText(m.width).c_str());
    root->SetAttribute("height", numberText(m.height).c_str());
    const char* edgeAttr[2] = {"edge-federal", "edge-confederate"};
    for (int si = 0; si < 2; ++si)
        if (m.edges[static_cast<std::size_t>(si)])
            root->SetAttribute(edgeAttr[si],
                               std::string(core::nameOf(*m.edges[static_cast<std::size_t>(si)]))
                                   .c_str());
}

void writeMapBody(tinyxml2::XMLDocument& doc, XMLElement* root, const core::BattleMap& m) {
    if (!m.description.empty()) {
        XMLElement* d = doc.NewElement("description");
        d->SetText(m.description.c_str());
        root->InsertEndChild(d);
    }
    if (!m.features.empty()) {
        XMLElement* terrain = doc.NewElement("terrain");
        root->InsertEndChild(terrain);
        for (const core::TerrainFeature& f : m.features) {
            const core::TerrainKind& t = m.kinds[static_cast<std::size_t>(f.type)];
            const char* kind = f.shape == core::FeatureShape::Linear ? "linear"
                               : f.shape == core::FeatureShape::Hill ? "hill"
                                                                     : "area";
            XMLElement* e = doc.NewElement(kind);
            if (f.shape != core::FeatureShape::Hill || t.id != "hill")
                e->SetAttribute("type", t.id.c_str());
            if (!f.name.empty()) e->SetAttribute("name", f.name.c_str());
            e->SetAttribute("points", pointsText(f.points).c_str());
            if (f.shape == core::FeatureShape::Linear && f.width != t.defaultWidth)
                e->SetAttribute("width", numberText(f.width).c_str());
            if (f.shape == core::FeatureShape::Hill)
                e->SetAttribute("crest", pointsText(f.crest).c_str());
            if (f.shape == core::FeatureShape::Hill && f.level != 1)
                e->SetAttribute("level", f.level);
            terrain->InsertEndChild(e);
        }
    }
    for (const core::DeploymentZone& z : m.zones) {
        XMLElement* e = doc.NewElement("deployment");
        e->SetAttribute("side", core::nameOf(z.side));
        e->SetAttribute("points", pointsText(z.points).c_str());
        root->InsertEndChild(e);
    }
}

std::string documentText(const tinyxml2::XMLDocument& doc) {
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

} // namespace guidon::data
