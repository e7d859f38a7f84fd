// maps/*.xml with <battle rules="full">: a battle of the full game
// (docs/formats.md, "Battles of the full game"). Its table is read as Lite's
// reader reads a table (battle_file.h), with the full game's terrain types;
// then the turn limit and each side's order of battle (FG-ORG): army traits,
// division commander, brigades with their brigadiers, regiments, batteries
// and skirmish screens, every one placed on the table.
#pragma once

#include "core/map.h"
#include "full/battle.h"
#include "problems.h"

#include <string>
#include <vector>

namespace tinyxml2 {
class XMLElement;
}

namespace guidon::data {

// The ruleset a battle file is for, from its root element's start tag alone
// (the rest of the text is not read): the id its <battle rules="..."> names,
// "lite" when it names none, "" when the text does not start as a <battle>
// (not XML, or another root). Nothing else is checked, so a battle broken
// further down still names its ruleset: load it with that ruleset's reader
// to learn what is wrong.
std::string battleRulesOf(const std::string& text);
// The same for a file; "" with the problem when it cannot be read.
std::string battleFileRules(const std::string& path, Problems& problems);

// Parse a battle of the full game; `types` are the full game's terrain
// types (assets/full/terrain.xml), copied into the battle (Battle::terrain
// and, as core::TerrainKind, Battle::map.kinds). Every problem is reported as
// `file:line: sentence`; false if there was any, and `out` is then unchanged.
bool parseFullBattle(const std::string& text, const std::string& file,
                     const std::vector<full::TerrainRules>& types, full::Battle& out,
                     Problems& problems);
// The same from a <battle> element already parsed (a save's copy of its
// battle): problems name `file` and the element's own lines.
bool parseFullBattleElement(const tinyxml2::XMLElement* root, const std::string& file,
                            const std::vector<full::TerrainRules>& types, full::Battle& out,
                            Problems& problems);
bool loadFullBattle(const std::string& path, const std::vector<full::TerrainRules>& types,
                    full::Battle& out, Problems& problems);

// The battle as maps/*.xml text, the format parseFullBattle reads: what the
// editor saves. Numbers are written in the fewest digits that read back to
// the same value, each brigade's units under it in the battle's order, so
// load, save and load gives the same battle.
std::string fullBattleToText(const full::Battle& b);
// Write it to `path` through a temporary file, so a failed write never
// leaves half a map; false with `error` in a sentence.
bool writeFullBattleAtomic(const std::string& path, const full::Battle& b, std::string& error);

// A side's friendly table edge (FG-SCALE-3, FG-D-49): the one the file
// names; else the opposite of the other side's named edge; else the long
// edge nearer the mean of the side's units' fronts (Lite's friendlyEdge with
// no zones: the full game's rule goes by the units).
core::TableEdge friendlyEdge(const full::Battle& b, core::Side side);

} // namespace guidon::data
