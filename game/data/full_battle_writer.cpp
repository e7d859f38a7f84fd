// The full game's battle as maps/*.xml text (docs/formats.md, "Battles of
// the full game"): what the editor saves, read back by parseFullBattle to
// the same battle.
#include "durable_file.h"
#include "full_battle_file.h"
#include "map_writer.h"

#include "full/ruleset.h"

#include <tinyxml2.h>

namespace guidon::data {

using tinyxml2::XMLElement;

namespace {

// "rebel-yell steady": the traits of `mask`, in the rules' order.
std::string traitsText(std::uint8_t mask) {
    std::string out;
    for (int i = 0; i < full::kTraits; ++i) {
        const auto bit = static_cast<std::uint8_t>(1u << i);
        if (mask & bit) out += (out.empty() ? "" : " ") + std::string(full::traitName(bit));
    }
    return out;
}

void setWord(XMLElement* e, const char* attr, std::string_view word) {
    e->SetAttribute(attr, std::string(word).c_str());
}

XMLElement* unitElement(tinyxml2::XMLDocument& doc, const full::Battle& b,
                        const full::UnitSetup& u) {
    const bool battery = u.arm == full::Arm::Artillery;
    XMLElement* e = doc.NewElement(u.screen() ? "screen" : battery ? "battery" : "regiment");
    e->SetAttribute("id", u.id.c_str());
    if (!u.name.empty() && u.name != u.id) e->SetAttribute("name", u.name.c_str());
    if (u.screen()) {
        e->SetAttribute("parent", b.units[static_cast<std::size_t>(u.parent)].id.c_str());
    } else if (battery) {
        setWord(e, "guns", full::nameOf(u.gun));
        if (u.horseArtillery) e->SetAttribute("horse", "true");
    } else if (u.arm != full::Arm::Infantry) {
        setWord(e, "arm", full::nameOf(u.arm));
    }
    e->SetAttribute("stands", u.stands);
    if (!u.screen()) {
        if (!battery) setWord(e, "weapon", full::nameOf(u.weapon));
        setWord(e, "experience", full::nameOf(u.experience));
        const full::Formation usual = battery                       ? full::Formation::Unlimbered
                                      : u.arm == full::Arm::Cavalry ? full::Formation::Mounted
                                                                    : full::Formation::Line;
        if (u.formation != usual) setWord(e, "formation", full::nameOf(u.formation));
    }
    e->SetAttribute("front", (numberText(u.front.x) + "," + numberText(u.front.y)).c_str());
    e->SetAttribute("facing", numberText(u.facing).c_str());
    if (u.traitsOn) e->SetAttribute("traits", traitsText(u.traitsOn).c_str());
    if (u.traitsOff) e->SetAttribute("not-traits", traitsText(u.traitsOff).c_str());
    return e;
}

} // namespace

std::string fullBattleToText(const full::Battle& b) {
    tinyxml2::XMLDocument doc;
    doc.InsertEndChild(doc.NewDeclaration());
    XMLElement* root = doc.NewElement("battle");
    doc.InsertEndChild(root);
    root->SetAttribute("rules", std::string(full::ruleset().id).c_str());
    root->SetAttribute("units", "inch");
    writeMapAttributes(root, b.map);
    root->SetAttribute("first", core::nameOf(b.firstSide));
    if (b.turnLimit > 0) root->SetAttribute("turns", b.turnLimit);
    writeMapBody(doc, root, b.map);
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        const full::SideSetup& s = b.sides[side == core::Side::Federal ? 0 : 1];
        XMLElement* se = doc.NewElement("side");
        se->SetAttribute("name", core::nameOf(side));
        if (s.traits) se->SetAttribute("traits", traitsText(s.traits).c_str());
        if (s.divisionCommander) se->SetAttribute("commander", s.commanderName.c_str());
        root->InsertEndChild(se);
        for (std::size_t k = 0; k < b.brigades.size(); ++k) {
            const full::BrigadeSetup& br = b.brigades[k];
            if (br.side != side) continue;
            XMLElement* be = doc.NewElement("brigade");
            be->SetAttribute("id", br.id.c_str());
            if (!br.name.empty() && br.name != br.id) be->SetAttribute("name", br.name.c_str());
            // None yet (a battle being built): no attribute, which the
            // reader refuses to play and the editor lists.
            if (!br.brigadier.empty()) be->SetAttribute("brigadier", br.brigadier.c_str());
            setWord(be, "rating", full::nameOf(br.rating));
            be->SetAttribute("at", (numberText(br.leader.x) + "," + numberText(br.leader.y)).c_str());
            if (br.attached >= 0)
                be->SetAttribute("attached",
                                 b.units[static_cast<std::size_t>(br.attached)].id.c_str());
            se->InsertEndChild(be);
            for (const full::UnitSetup& u : b.units)
                if (u.brigade == static_cast<int>(k)) be->InsertEndChild(unitElement(doc, b, u));
        }
    }
    return documentText(doc);
}

bool writeFullBattleAtomic(const std::string& path, const full::Battle& b, std::string& error) {
    return writeTextFileAtomic(path, fullBattleToText(b), error);
}

} // namespace guidon::data
