// Writing a battle's table as maps/*.xml holds it, shared by Lite's battle
// writer (battle_file.h) and the full game's (full_battle_file.h): the
// <battle> element's table attributes, the description, terrain and
// deployment zones. Numbers are written in the fewest digits that read back
// to the same value, so load, save and load gives the same battle.
#pragma once

#include "core/map.h"

#include <string>
#include <vector>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace guidon::data {

// The fewest decimals that read back to the same value, as a person writes
// a number ("20", "12.5"); never an exponent, which the format does not
// promise to read.
std::string numberText(double v);
// "x,y x,y ...".
std::string pointsText(const std::vector<core::Vec2>& points);

// name, year, width, height and the friendly edges the map names (a
// default edge is not written: it follows the battle as it is).
void writeMapAttributes(tinyxml2::XMLElement* root, const core::BattleMap& m);
// <description>, <terrain> and each <deployment>, appended to `root`.
void writeMapBody(tinyxml2::XMLDocument& doc, tinyxml2::XMLElement* root,
                  const core::BattleMap& m);
// The document as text.
std::string documentText(const tinyxml2::XMLDocument& doc);

} // namespace guidon::data
