// maps/*.xml with <battle rules="full">: a battle of the full game
// (docs/formats.md, "Battles of the full game"). Its table is read as Lite's
// reader reads a table (battle_file.h), with the full game's terrain types;
// then the turn limit and each side's order of battle (FG-ORG): army traits,
// division commander, brigades with their brigadiers, regiments, batteries
// and skirmish screens, every one placed on the table.
#pragma once

#include "battle_file.h"
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
// `editing`: read for the map editor, which opens a battle still being
// built: what is wrong with the whole battle (a side with no brigade, a
// brigade with no brigadier or no unit, units and brigadiers where they may
// not stand, a feature's shape) is left to findFullBattleIssues instead of
// refusing the file; a file that is not a battle at all is still refused.
bool parseFullBattle(const std::string& text, const std::string& file,
                     const std::vector<full::TerrainRules>& types, full::Battle& out,
                     Problems& problems, bool editing = false);
// The same from a <battle> element already parsed (a save's copy of its
// battle): problems name `file` and the element's own lines.
bool parseFullBattleElement(const tinyxml2::XMLElement* root, const std::string& file,
                            const std::vector<full::TerrainRules>& types, full::Battle& out,
                            Problems& problems, bool editing = false);
bool loadFullBattle(const std::string& path, const std::vector<full::TerrainRules>& types,
                    full::Battle& out, Problems& problems, bool editing = false);

// The battle as maps/*.xml text, the format parseFullBattle reads: what the
// editor saves. Numbers are written in the fewest digits that read back to
// the same value, each brigade's units under it in the battle's order, so
// load, save and load gives the same battle.
std::string fullBattleToText(const full::Battle& b);
// Write it to `path` through a temporary file, so a failed write never
// leaves half a map; false with `error` in a sentence.
bool writeFullBattleAtomic(const std::string& path, const full::Battle& b, std::string& error);

// Every problem of a battle of the full game as it stands, with where it
// is (battle_file.h's BattleIssue): the map's (mapIssues); a side with no
// brigade, a brigade with no brigadier or no unit (FG-ORG-1); units off
// the table, overlapping or in impassable ground (FG-D-36); brigadiers off
// the table, in impassable ground, overlapping a unit or not touching the
// one they are attached to (FG-D-7). Warnings: what the battle's year
// cannot have (repeaters before 1863, open order before 1864), a regiment
// out of its brigadier's command at the start (FG-CMD-5, measured by the
// rules with `tables`, the sheet's when null, once there is no error), a
// unit outside its side's deployment zone. `whole` false: only the units'
// and brigadiers' placing, which the reader refuses a file for.
std::vector<BattleIssue> findFullBattleIssues(const full::Battle& b,
                                              const full::Tables* tables = nullptr,
                                              bool whole = true);

// What is wrong with `id` as a brigade's or unit's id ("" : nothing): one
// word of letters, digits, '-' and '_', 40 characters at most.
std::string idProblem(const std::string& id);

// A side's friendly table edge (FG-SCALE-3, FG-D-49): the one the file
// names; else the opposite of the other side's named edge; else the long
// edge nearer the mean of the side's units' fronts (Lite's friendlyEdge with
// no zones: the full game's rule goes by the units).
core::TableEdge friendlyEdge(const full::Battle& b, core::Side side);

} // namespace guidon::data
