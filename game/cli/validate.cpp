// guidon-cli validate: every data file the game reads, checked by the loader
// the game uses, each problem as file:line: what is wrong.
#include "commands.h"

#include "data/battle_file.h"
#include "data/cards_file.h"
#include "data/full_battle_file.h"
#include "data/full_tables_file.h"
#include "data/pickup_file.h"
#include "data/reference_file.h"
#include "data/save_file.h"
#include "data/settings_file.h"
#include "data/terrain_file.h"
#include "data/xml_reader.h"
#include "sim/ai_levels.h"

#include <iostream>

namespace guidon::cli {

namespace {

// The line of a save's <battle> (its copy of the battle), 0 if none.
int copyLine(const std::string& saveText) {
    tinyxml2::XMLDocument doc;
    if (doc.Parse(saveText.c_str(), saveText.size()) != tinyxml2::XML_SUCCESS) return 0;
    const tinyxml2::XMLElement* root = doc.RootElement();
    const tinyxml2::XMLElement* b = root ? root->FirstChildElement("battle") : nullptr;
    return b ? b->GetLineNum() : 0;
}

} // namespace

// Decide what a file is by its root element, then load it with the right loader.
int cmdValidate(const char* argv0, const std::vector<std::string>& files) {
    if (files.empty()) return usage("validate needs at least one file");
    sim::Library lib;
    data::Problems libProblems;
    bool haveLib = sim::loadLibrary(sim::findDataRoot(argv0), lib, libProblems);
    std::string report; // every problem, one a line, in the order of the files
    for (const std::string& f : files) {
        data::Problems problems;
        // A settings file's warnings, each already `file:line: what`.
        std::vector<std::string> warnings;
        std::string text;
        if (data::readTextFile(f, text, problems)) {
            std::string root = data::rootElementName(text);
            auto has = [&](const char* tag) { return root == tag; };
            if (has("terrain-types")) {
                std::vector<lite::TerrainType> t;
                data::parseTerrainTypes(text, f, t, problems);
            } else if (has("full-rules")) {
                full::Tables t;
                data::parseFullTables(text, f, t, problems);
            } else if (has("full-terrain")) {
                std::vector<full::TerrainRules> t;
                data::parseFullTerrain(text, f, t, problems);
            } else if (has("battle") && haveLib && data::battleRulesOf(text) == "full") {
                // A battle of the full game: its own reader, with its terrain.
                full::Battle b;
                data::parseFullBattle(text, f, lib.fullTerrain, b, problems);
            } else if (has("cards")) {
                std::vector<lite::CardDef> c;
                data::parseCards(text, f, c, problems);
            } else if (has("reference")) {
                data::RulesReference r;
                data::parseReference(text, f, r, problems);
            } else if (has("ai")) {
                // The full game's levels live in assets/ai/full/ (docs/formats.md).
                const std::string folder = "/" + f.substr(0, f.find_last_of('/') + 1);
                if (folder.size() >= 9 && folder.compare(folder.size() - 9, 9, "/ai/full/") == 0) {
                    ai::full::FullAiParams a;
                    sim::parseFullAiLevel(text, f, a, problems);
                } else {
                    ai::AiParams a;
                    sim::parseAiLevel(text, f, a, problems);
                }
            } else if (has("settings")) {
                // The player's file: the game only warns and keeps a default
                // for each bad value; here every warning fails the check, so
                // that a player can check his file.
                data::loadSettings(f, warnings);
            } else if (has("save")) {
                data::SaveGame s;
                if (data::parseSave(text, f, s, problems) && haveLib) {
                    sim::Session session;
                    std::string err;
                    if (!sim::replaySave(lib, s, f, session, err)) problems.add(f, 0, err);
                    // The copy of the battle the save keeps: the replay
                    // reads it only once the battle file is gone or has
                    // changed, so check it now, with the same reader.
                    else if (s.embedded && !s.pickup) {
                        sim::Session fromCopy;
                        if (fromCopy.startFromCopy(lib, s, problems)) {
                            // And the game on it: a fingerprint no file has
                            // makes the replay take the copy.
                            data::SaveGame onCopy = s;
                            onCopy.battleHash = "the copy";
                            if (!sim::replaySave(lib, onCopy, f, fromCopy, err))
                                problems.add(f, copyLine(text),
                                             "the copy of the battle the save keeps does not "
                                             "replay the game: " + err);
                        }
                    }
                }
            } else if (has("pickup") && haveLib) {
                lite::PickupLibrary l;
                data::parsePickup(text, f, lib.terrain, l, problems);
            } else if ((has("battle") || has("pickup")) && !haveLib) {
                problems.list.insert(problems.list.end(), libProblems.list.begin(),
                                     libProblems.list.end());
            } else {
                // A battle; or let the battle loader say what is wrong:
                // malformed XML gets its line.
                lite::Battle b;
                if (data::parseBattle(text, f, lib.terrain, b, problems, false, &lib.cards) &&
                    b.pickup)
                    if (std::optional<std::string> why =
                            lite::whyNoSetUp(lib.pickup, lib.terrain, b))
                        problems.add(f, 0, *why);
            }
        }
        report += problems.str();
        for (const std::string& w : warnings)
            report += w + "\n";
    }
    if (!report.empty()) {
        std::cerr << report;
        return 1;
    }
    std::cout << files.size() << (files.size() == 1 ? " file" : " files") << " valid\n";
    return 0;
}

} // namespace guidon::cli
