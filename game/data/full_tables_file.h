// assets/full/rules.xml and assets/full/terrain.xml: the full game's rule
// tables (full::Tables) and terrain types (full::TerrainRules), read
// strictly. Every value either file may hold has one spec below (where it
// is written, what it may be, what it means, the rule it comes from): the
// readers check each value against it, and docs/full-tables.md lists it.
#pragma once

#include "full/tables.h"
#include "problems.h"

#include <cstdint>
#include <string>
#include <vector>

namespace guidon::data {

// [SECTION] the specs

// What a value may be.
enum class SpecKind : std::uint8_t {
    Element, // a row for an element itself: it holds no value
    Real,    // a number from lo to hi
    Whole,   // a whole number from lo to hi
    ToHit,   // a die roll to hit from lo to hi, or "-" for no fire
    Flag,    // true or false
    Word,    // one of `words`
    Text,    // at most hi characters
    Colour,  // #rrggbb or #rrggbbaa
};

struct TableSpec {
    const char* file;      // "rules.xml" or "terrain.xml" (under assets/full/)
    const char* element;   // "formation"
    const char* attribute; // "open"; "" for an element's own row
    SpecKind kind = SpecKind::Element;
    double lo = 0.0;
    double hi = 0.0;
    std::vector<std::string> words;
    const char* given;   // "required", or what a left-out value is
    const char* rule;    // the rule it comes from: "FG-MOVE-1"
    const char* meaning; // a sentence for designers

    // What it may be, as the docs and the messages say it: "0 to 24",
    // "2 to 6, or -", "true or false", "open or woods"...
    std::string range() const;
    // The row docs/full-tables.md gives it:
    // "| `<formation>` | `open` | 0 to 24 | required | meaning | FG-MOVE-1 |".
    std::string docRow() const;
};

// Every element and value of both files, each once, in file order.
const std::vector<TableSpec>& fullTableSpecs();

// [SECTION] the readers

// assets/full/rules.xml (<full-rules>): every field of full::Tables. Every
// problem is a `file:line` sentence; on any, false and `out` is untouched.
bool parseFullTables(const std::string& text, const std::string& file, full::Tables& out,
                     Problems& problems);
bool loadFullTables(const std::string& path, full::Tables& out, Problems& problems);

// assets/full/terrain.xml (<full-terrain>): the full game's terrain types,
// their look (read as assets/terrain.xml's, terrain_file.h) and rule
// properties. The same promises.
bool parseFullTerrain(const std::string& text, const std::string& file,
                      std::vector<full::TerrainRules>& out, Problems& problems);
bool loadFullTerrain(const std::string& path, std::vector<full::TerrainRules>& out,
                     Problems& problems);

// Both files from <dataDir>/assets/full/; true when both read cleanly, and
// only then are `tables` and `terrain` set.
bool loadFullRules(const std::string& dataDir, full::Tables& tables,
                   std::vector<full::TerrainRules>& terrain, Problems& problems);

} // namespace guidon::data
