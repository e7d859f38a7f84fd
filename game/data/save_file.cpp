#include "save_file.h"

#include "battle_file.h"
#include "full_battle_file.h"
#include "durable_file.h"

#include "lite/command_text.h"
#include "lite/game.h"
#include "lite/state.h"
#include "xml_reader.h"

#include <cstdio>
#include <cstring>
#include <fstream>

namespace guidon::data {

using tinyxml2::XMLElement;

// The document is kept whole, so the element keeps the lines it was read at.
struct EmbeddedBattle {
    tinyxml2::XMLDocument doc;
    const XMLElement* element = nullptr;
    std::string file;
};

std::shared_ptr<const EmbeddedBattle> embedBattle(const std::string& text, const std::string& file,
                                                  Problems& problems) {
    auto copy = std::make_shared<EmbeddedBattle>();
    if (!parseXml(copy->doc, text, file, problems)) return nullptr;
    copy->element = rootNamed(copy->doc, "battle", file, problems);
    if (!copy->element) return nullptr;
    copy->file = file;
    return copy;
}

bool parseEmbeddedBattle(const EmbeddedBattle& copy, const std::vector<lite::TerrainType>& types,
                         lite::Battle& out, Problems& problems,
                         const std::vector<lite::CardDef>* cards) {
    return parseBattleElement(copy.element, copy.file, types, out, problems, false, cards);
}

std::string embeddedRules(const EmbeddedBattle& copy) {
    const char* rules = copy.element ? copy.element->Attribute("rules") : nullptr;
    return rules ? std::string(rules) : std::string("lite");
}

bool parseEmbeddedFullBattle(const EmbeddedBattle& copy,
                             const std::vector<full::TerrainRules>& types, full::Battle& out,
                             Problems& problems) {
    return parseFullBattleElement(copy.element, copy.file, types, out, problems);
}

std::string fingerprint(const std::string& bytes) {
    std::uint64_t h = 1469598103934665603ULL;
    for (unsigned char c : bytes) {
        h ^= c;
        h *= 1099511628211ULL;
    }
    return lite::hashHex(h);
}

namespace {

// <pickup federal="ID" confederate="ID" terrain="FILE" winner="SIDE" north="SIDE"
// first="SIDE" year="YEAR"> with a <line> for each set-up line.
void readPickup(const XMLElement* x, const std::string& file, Problems& problems, SaveGame& s) {
    Element e(x, file, problems);
    e.onlyAttributes(
        {"federal", "confederate", "terrain", "terrain-hash", "winner", "north", "first", "year"});
    PickupRecord p;
    e.text("federal", p.forces[0], false, 200);
    e.text("confederate", p.forces[1], false, 200);
    e.text("terrain", p.terrain, false, 1000);
    e.text("terrain-hash", p.terrainHash, false, 16);
    std::optional<core::Side>* sides[3] = {&p.winner, &p.north, &p.first};
    const char* names[3] = {"winner", "north", "first"};
    for (int i = 0; i < 3; ++i) {
        std::string v;
        if (!e.text(names[i], v, false, 20)) continue;
        core::Side side = core::Side::Federal;
        if (core::parseSide(v, side))
            *sides[i] = side;
        else
            e.error(std::string("'") + names[i] + "' is federal or confederate, not '" +
                    printable(v) + "'");
    }
    e.integer("year", p.year, 1861, 1865, false);
    for (const XMLElement* l = x->FirstChildElement(); l; l = l->NextSiblingElement()) {
        Element line(l, file, problems);
        if (std::string(l->Name()) != "line") {
            line.error("unknown element <" + printable(l->Name()) +
                       "> in <pickup> (expected <line>)");
            continue;
        }
        line.onlyAttributes({});
        std::string body = line.body();
        if (body.empty())
            line.error("empty <line>");
        else
            p.setup.push_back(body);
    }
    s.pickup = std::move(p);
}

} // namespace

bool parseSave(const std::string& text, const std::string& file, SaveGame& out,
               Problems& problems) {
    std::size_t before = problems.size();
    // Parsed into a copy's document: a <battle> in it stays there, with its lines.
    auto copy = std::make_shared<EmbeddedBattle>();
    tinyxml2::XMLDocument& doc = copy->doc;
    if (!parseXml(doc, text, file, problems)) return false;
    XMLElement* root = const_cast<XMLElement*>(rootNamed(doc, "save", file, problems));
    if (!root) return false;
    Element r(root, file, problems);
    r.onlyAttributes({"version", "battle", "battle-hash", "seed", "dice", "computer",
                      "computer-federal", "computer-confederate", "hand-federal",
                      "hand-confederate"});
    SaveGame s;
    int version = 0;
    if (r.integer("version", version, 1, 1000) && version > kSaveFormat)
        r.error("this save was written by a newer Guidon (format " + std::to_string(version) + ")");
    // A pick-up battle names its scenario map there, if it has one.
    bool pickup = version >= 2 && root->FirstChildElement("pickup") != nullptr;
    r.text("battle", s.battle, !pickup, 1000);
    r.text("battle-hash", s.battleHash, false, 16);
    std::string seed;
    if (r.text("seed", seed)) {
        char* end = nullptr;
        errno = 0;
        unsigned long long v = std::strtoull(seed.c_str(), &end, 10);
        if (errno || !end || *end || seed.find_first_not_of("0123456789") != std::string::npos)
            r.error("'seed' must be a whole number, not '" + printable(seed) + "'");
        else
            s.seed = v;
    }
    // Who plays: computer-federal="hard" / computer-confederate="easy"; the
    // older computer="federal|confederate|both" gives those sides the
    // default level. A level is a name; whether this Guidon has it is for
    // the program to say (it plays the default level instead, with a warning).
    std::string computer;
    if (r.text("computer", computer, false, 20)) {
        if (computer == "federal" || computer == "both") s.computer[0] = kDefaultComputerLevel;
        if (computer == "confederate" || computer == "both") s.computer[1] = kDefaultComputerLevel;
        if (computer != "federal" && computer != "confederate" && computer != "both")
            r.error("'computer' is federal, confederate or both, not '" + printable(computer) +
                    "'");
    }
    const char* levelAttr[2] = {"computer-federal", "computer-confederate"};
    for (int si = 0; si < 2; ++si) {
        std::string level;
        if (!r.text(levelAttr[si], level, false, 20)) continue;
        bool word =
            !level.empty() &&
            level.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-_") == std::string::npos;
        if (!word)
            r.error(std::string("'") + levelAttr[si] +
                    "' is the computer's level (easy, normal or hard), not '" + level + "'");
        else
            s.computer[si] = level;
    }
    // hand-federal="quickstep,old-rivals": cards dealt first (--hand). Whether
    // the deck holds them is checked when the game starts (Session::start).
    const char* handAttr[2] = {"hand-federal", "hand-confederate"};
    for (int si = 0; si < 2; ++si) {
        std::string list, why;
        if (!r.text(handAttr[si], list, false, 2000)) continue;
        if (!lite::parseCardList(list, s.hands[si], why))
            r.error(std::string("'") + handAttr[si] + "': " + why);
        for (const std::string& p :
             lite::fixedHandProblems(nullptr, core::Side::Federal, 0, s.hands[si]))
            r.error(std::string("'") + handAttr[si] + "': " + p);
    }
    std::string dice;
    if (r.text("dice", dice, false, 100000) && !dice.empty()) {
        std::string err;
        if (!lite::parseDiceList(dice, s.dice, err)) r.error("'dice': " + err);
    }
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        Element e(x, file, problems);
        std::string n = x->Name();
        if (n == "command") {
            e.onlyAttributes({});
            std::string line = e.body();
            if (line.empty())
                e.error("empty <command>");
            else
                s.commands.push_back(line);
            if (s.commands.size() > 1000000) {
                e.error("too many commands");
                break;
            }
        } else if (n == "checkpoint") {
            e.onlyAttributes({"commands", "hash"});
            int after = 0;
            Checkpoint c;
            if (e.integer("commands", after, 0, 1000000) && e.text("hash", c.hash, true, 16)) {
                c.afterCommands = static_cast<std::size_t>(after);
                if (c.hash.size() != 16 ||
                    c.hash.find_first_not_of("0123456789abcdef") != std::string::npos)
                    e.error("'hash' must be 16 hexadecimal digits");
                else if (c.afterCommands > s.commands.size())
                    e.error("checkpoint after command " + std::to_string(after) + ", but only " +
                            std::to_string(s.commands.size()) + " commands come before it");
                else
                    s.checkpoints.push_back(c);
            }
        } else if (n == "pickup" && version >= 2) {
            if (s.pickup) e.error("a second <pickup> in a save");
            readPickup(x, file, problems, s);
        } else if (n == "battle" && version >= 2) {
            // Read when the replay needs it (parseEmbeddedBattle): the
            // terrain types it names are the library's.
            if (copy->element) e.error("a second <battle> in a save");
            copy->element = x;
        } else {
            e.error("unknown element <" + printable(n) + "> in a save (expected " +
                    (version >= 2 ? "<battle>, <pickup>, " : "") + "<command> or <checkpoint>)");
        }
    }
    if (problems.size() != before) return false;
    if (copy->element) {
        // Only the battle is kept: the commands are in `s` now.
        for (XMLElement* x = root->FirstChildElement(); x;) {
            XMLElement* next = x->NextSiblingElement();
            if (x != copy->element) root->DeleteChild(x);
            x = next;
        }
        copy->file = file;
        s.embedded = std::move(copy);
    }
    out = std::move(s);
    return true;
}

bool loadSave(const std::string& path, SaveGame& out, Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseSave(text, path, out, problems);
}

std::string saveToText(const SaveGame& save) {
    tinyxml2::XMLDocument doc;
    doc.InsertEndChild(doc.NewDeclaration());
    XMLElement* root = doc.NewElement("save");
    doc.InsertEndChild(root);
    // Format 1 had no copy of the battle: a save without one is still
    // written so, for an older Guidon to read.
    root->SetAttribute("version", save.embedded || save.pickup ? kSaveFormat : 1);
    if (!save.pickup || !save.battle.empty()) root->SetAttribute("battle", save.battle.c_str());
    if (!save.battleHash.empty()) root->SetAttribute("battle-hash", save.battleHash.c_str());
    root->SetAttribute("seed", std::to_string(save.seed).c_str());
    if (!save.computer[0].empty()) root->SetAttribute("computer-federal", save.computer[0].c_str());
    if (!save.computer[1].empty())
        root->SetAttribute("computer-confederate", save.computer[1].c_str());
    if (!save.hands[0].empty())
        root->SetAttribute("hand-federal", lite::cardListText(save.hands[0]).c_str());
    if (!save.hands[1].empty())
        root->SetAttribute("hand-confederate", lite::cardListText(save.hands[1]).c_str());
    if (!save.dice.empty()) {
        std::string d;
        for (int v : save.dice)
            d += (d.empty() ? "" : ",") + std::to_string(v);
        root->SetAttribute("dice", d.c_str());
    }
    if (save.embedded) root->InsertEndChild(save.embedded->element->DeepClone(&doc));
    if (save.pickup) {
        const PickupRecord& p = *save.pickup;
        XMLElement* x = doc.NewElement("pickup");
        if (!p.forces[0].empty()) x->SetAttribute("federal", p.forces[0].c_str());
        if (!p.forces[1].empty()) x->SetAttribute("confederate", p.forces[1].c_str());
        if (!p.terrain.empty()) x->SetAttribute("terrain", p.terrain.c_str());
        if (!p.terrainHash.empty()) x->SetAttribute("terrain-hash", p.terrainHash.c_str());
        if (p.winner) x->SetAttribute("winner", core::nameOf(*p.winner));
        if (p.north) x->SetAttribute("north", core::nameOf(*p.north));
        if (p.first) x->SetAttribute("first", core::nameOf(*p.first));
        if (p.year > 0) x->SetAttribute("year", p.year);
        for (const std::string& l : p.setup) {
            XMLElement* line = doc.NewElement("line");
            line->SetText(l.c_str());
            x->InsertEndChild(line);
        }
        root->InsertEndChild(x);
    }
    std::size_t next = 0;
    auto checkpointsUpTo = [&](std::size_t n) {
        while (next < save.checkpoints.size() && save.checkpoints[next].afterCommands <= n) {
            XMLElement* c = doc.NewElement("checkpoint");
            c->SetAttribute("commands", static_cast<int>(save.checkpoints[next].afterCommands));
            c->SetAttribute("hash", save.checkpoints[next].hash.c_str());
            root->InsertEndChild(c);
            ++next;
        }
    };
    checkpointsUpTo(0);
    for (std::size_t i = 0; i < save.commands.size(); ++i) {
        XMLElement* c = doc.NewElement("command");
        c->SetText(save.commands[i].c_str());
        root->InsertEndChild(c);
        checkpointsUpTo(i + 1);
    }
    checkpointsUpTo(static_cast<std::size_t>(-1));
    tinyxml2::XMLPrinter printer;
    doc.Print(&printer);
    return printer.CStr();
}

bool writeSaveAtomic(const std::string& path, const SaveGame& save, std::string& error) {
    return writeTextFileAtomic(path, saveToText(save), error);
}

} // namespace guidon::data
