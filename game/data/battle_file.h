// maps/*.xml: a battle (table, terrain, deployment zones, both forces).
#pragma once

#include "core/ruleset.h"
#include "lite/battle.h"
#include "lite/cards.h"
#include "problems.h"

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

namespace tinyxml2 {
class XMLElement;
}

namespace guidon::data {

class Element;

// The ruleset a battle file names with <battle rules="...">: Lite's or the
// full game's (null for any other id). Its length unit is the battle's.
const core::RulesetInfo* rulesetNamed(std::string_view id);

// A side's friendly table edge (FG-SCALE-3, FG-D-49): the one the file names
// (edge-federal, edge-confederate); else the opposite of the other side's
// named edge; else a pick-up scenario's fixed north; else the side nearer
// a long edge (by the middle of its deployment zones, or of its units'
// fronts) has that edge and the other side the opposite one; else the
// Federals have the south edge and the Confederates the north (on a table
// deeper than it is wide: east and west). docs/formats.md.
core::TableEdge friendlyEdge(const lite::Battle& b, core::Side side);
// The same for any ruleset's battle: the table's size, the edges the file
// names, its deployment zones, each unit's side and front, and a pick-up
// scenario's fixed north side (Lite's only).
core::TableEdge friendlyEdgeOf(double width, double height,
                               const std::array<std::optional<core::TableEdge>, 2>& edges,
                               const std::vector<core::DeploymentZone>& zones,
                               const std::vector<std::pair<core::Side, core::Vec2>>& fronts,
                               core::Side side, std::optional<core::Side> north = std::nullopt);

// [SECTION] the table, read alike by Lite's reader and the full game's
// (full_battle_file.h): each with the battle's table size and unit of length.
// One <area>, <linear> or <hill> of <terrain>, its type one of `kinds` (the
// battle's terrain types as any map knows them); appended to `out` if right,
// else every problem reported at its line. `editing`: see parseBattle.
void readTerrainFeature(const Element& e, const std::vector<core::TerrainKind>& kinds,
                        double width, double height, const std::string& lengthSuffix,
                        std::vector<core::TerrainFeature>& out, bool editing = false);
// One <deployment side=... points=...>, appended to `out` if right.
void readDeploymentZone(const Element& e, double width, double height,
                        std::vector<core::DeploymentZone>& out);

// Parse a battle; terrain types come from assets/terrain.xml and are copied
// into the battle. Every problem is reported; false if there was any. A map
// with a <pickup> element is a pick-up scenario (docs/formats.md): it has no
// `first`, and with `deploys-first` fixed its firstSide is the other side.
// `editing`: read for the map editor, which opens a battle still being built:
// what is wrong with the whole battle (no units on a side, overlaps) or with
// a feature's shape (a missing crest, an outline crossing itself, off the
// table) is left to findBattleIssues instead of refusing the file; a file
// that is not a battle at all is still refused. `cards` (assets/cards.xml):
// the cards of each <hand> must be in that side's deck for the battle's year
// (LL-CARD-1); without them only the hand's shape is checked. Load a battle
// to be played with the cards.
bool parseBattle(const std::string& text, const std::string& file,
                 const std::vector<lite::TerrainType>& types, lite::Battle& out, Problems& problems,
                 bool editing = false, const std::vector<lite::CardDef>* cards = nullptr);
// The same from a <battle> element already parsed (a save's copy of its
// battle, save_file.h): problems name `file` and the element's own lines.
bool parseBattleElement(const tinyxml2::XMLElement* root, const std::string& file,
                        const std::vector<lite::TerrainType>& types, lite::Battle& out,
                        Problems& problems, bool editing = false,
                        const std::vector<lite::CardDef>* cards = nullptr);
bool loadBattle(const std::string& path, const std::vector<lite::TerrainType>& types,
                lite::Battle& out, Problems& problems, bool editing = false,
                const std::vector<lite::CardDef>* cards = nullptr);

// The battle as maps/*.xml text, the format parseBattle reads: what the
// editor saves. Numbers are written in the fewest digits that read back to
// the same value, so load, save and load gives the same battle.
std::string battleToText(const lite::Battle& b);
// Write it to `path` through a temporary file, so a failed write never
// leaves half a map; false with `error` in a sentence.
bool writeBattleAtomic(const std::string& path, const lite::Battle& b, std::string& error);

// A problem of a battle being built, with where it is: the editor's
// validation panel lists these and jumps to them.
struct BattleIssue {
    enum class Level { Error, Warning };
    Level level = Level::Error;
    std::string message;
    int unit = -1;    // index into units, or -1
    int feature = -1; // index into features, or -1
    int line = 0;     // in the file it was read from (0: built in the editor)
    core::Vec2 at;    // where on the table
};
// What is wrong with one feature's own shape, whatever table it lies on: too
// few corners, an outline crossing itself, a hill's crest missing or leaving
// it. `what` names it in the sentences. Battles and pick-up pieces share it.
struct ShapeProblem {
    std::string message;
    core::Vec2 at;
};
std::vector<ShapeProblem> featureShapeProblems(const lite::TerrainFeature& f,
                                               const std::string& what);

// The table's own problems, whatever the ruleset: outlines that cross
// themselves, crests outside their hill, terrain off the table, deployment
// zones that cross themselves. Appended to `out`, all errors.
void mapIssues(const core::BattleMap& m, std::vector<BattleIssue>& out);

// Every problem of the whole battle: outlines that cross themselves, crests
// outside their hill, units off the table, overlapping, in impassable ground
// or (a warning) outside their side's deployment zone, a side with no units.
// A pick-up scenario (Battle::pickup, the <pickup> element) may have no
// units at all (the forces then come from the pick-up library) but not units
// on one side only, and its zones are not used (the players deploy in the
// edge thirds, LL-SETUP-1), so a unit outside them is no warning.
std::vector<BattleIssue> findBattleIssues(const lite::Battle& b);

// The checks that need the whole battle (overlaps, table edges, terrain);
// also used by the editor to validate a battle being built.
void checkBattle(const lite::Battle& b, const std::string& file, Problems& problems);

} // namespace guidon::data
