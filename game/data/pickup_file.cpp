#include "pickup_file.h"

#include "battle_file.h"
#include "core/geometry.h"
#include "xml_reader.h"

#include <cmath>
#include <cstring>

namespace guidon::data {

using tinyxml2::XMLElement;

namespace {

// Ids appear in scripts as one word.
bool oneWord(const Element& e, const std::string& what, const std::string& id) {
    if (id.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") ==
        std::string::npos)
        return true;
    e.error(what + " id '" + printable(id) + "' may hold only letters, digits, '-' and '_'");
    return false;
}

// <piece id name type points [width] [crest]>: the shape follows the type
// (linear types are polylines, crest types hills, the rest areas), drawn
// about the piece's own origin.
void readPiece(const Element& e, const std::vector<lite::TerrainType>& types,
               lite::PickupLibrary& lib) {
    e.onlyAttributes({"id", "name", "type", "points", "width", "crest"});
    lite::PickupPiece p;
    p.sourceLine = e.line();
    std::string type;
    bool ok = e.text("id", p.id, true, 40) && oneWord(e, "piece", p.id);
    ok = e.text("name", p.name, true, 80) && ok;
    if (!e.text("type", type)) return;
    lite::TerrainFeature& f = p.feature;
    for (std::size_t i = 0; i < types.size(); ++i)
        if (types[i].id == type) f.type = static_cast<int>(i);
    if (f.type < 0) {
        std::string known;
        for (const auto& t : types)
            known += (known.empty() ? "" : ", ") + t.id;
        e.error("unknown terrain type '" + printable(type) + "' (known: " + known + ")");
        return;
    }
    const lite::TerrainType& t = types[static_cast<std::size_t>(f.type)];
    f.shape = t.linear  ? lite::FeatureShape::Linear
              : t.crest ? lite::FeatureShape::Hill
                        : lite::FeatureShape::Area;
    f.name = p.name;
    f.sourceLine = p.sourceLine;
    if (!e.points("points", f.points, t.linear ? 2 : 3)) return;
    f.width = t.defaultWidth;
    if (e.has("width") && (!t.linear || !e.real("width", f.width, 0.05, 4.0))) {
        if (!t.linear)
            e.error("'width' is only for linear terrain types, not '" + printable(type) + "'");
        return;
    }
    if (t.crest) {
        if (!e.points("crest", f.crest, 2)) return;
    } else if (e.has("crest")) {
        e.error("only a piece of a type with a crest line (a hill) has a crest");
        return;
    }
    // The battle's own checks of a feature's shape: outlines that cross
    // themselves, crests that leave their hill (a piece lies about its own
    // origin, so the table's edges are not asked about).
    for (const ShapeProblem& sp : featureShapeProblems(f, f.name.empty() ? t.name : f.name)) {
        e.error(sp.message);
        ok = false;
    }
    if (ok && !t.linear && std::fabs(core::geom::signedArea(f.points)) < 1e-6) {
        e.error("the outline encloses no area");
        ok = false;
    }
    core::geom::Aabb box = core::geom::boundsOf(f.points);
    if (box.hi.x - box.lo.x > lib.width || box.hi.y - box.lo.y > lib.height) {
        e.error("the piece is larger than the table");
        ok = false;
    }
    if (lib.findPiece(p.id) >= 0) {
        e.error(
            "piece id '" + p.id + "' is used twice (first at line " +
            std::to_string(lib.pieces[static_cast<std::size_t>(lib.findPiece(p.id))].sourceLine) +
            ")");
        ok = false;
    }
    if (ok) lib.pieces.push_back(std::move(p));
}

// <unit id name type bases [files] [limbered]>: as in a battle, without a place.
bool readUnit(const Element& e, lite::PickupForce& force) {
    e.onlyAttributes({"id", "name", "type", "bases", "files", "limbered"});
    lite::UnitSetup u;
    u.side = force.side;
    u.sourceLine = e.line();
    bool ok = e.text("id", u.id, true, 40) && oneWord(e, "unit", u.id);
    if (!e.text("name", u.name, false, 80)) u.name = u.id;
    std::string type;
    if (!e.text("type", type)) return false;
    if (!lite::parseUnitType(type, u.type)) {
        e.error("unit type must be infantry or artillery, not '" + printable(type) + "'");
        return false;
    }
    bool art = u.type == lite::UnitType::Artillery;
    // LL-UNIT-2: infantry 2-10 bases, artillery 1-3 guns abreast (LL-UNIT-3).
    if (!e.integer("bases", u.bases, art ? 1 : 2, art ? 3 : 10)) return false;
    u.files = u.bases;
    if (art && e.has("files")) {
        e.error("a battery stands with its guns abreast: leave out 'files' (LL-UNIT-3)");
        ok = false;
    } else if (!art && !e.integer("files", u.files, 1, u.bases)) {
        ok = false;
    }
    if (e.has("limbered") && e.boolean("limbered", u.limbered) && u.limbered && !art) {
        e.error("only artillery can be limbered");
        ok = false;
    }
    for (const lite::UnitSetup& other : force.units)
        if (other.id == u.id) {
            e.error("unit id '" + u.id + "' is used twice in this force (first at line " +
                    std::to_string(other.sourceLine) + ")");
            ok = false;
        }
    if (ok) force.units.push_back(u);
    return ok;
}

void readForce(const Element& e, const XMLElement* x, const std::string& file,
               lite::PickupLibrary& lib, Problems& problems) {
    e.onlyAttributes({"id", "name", "side"});
    lite::PickupForce f;
    f.sourceLine = e.line();
    std::string side;
    bool ok = e.text("id", f.id, true, 40) && oneWord(e, "force", f.id);
    ok = e.text("name", f.name, true, 80) && ok;
    if (!e.text("side", side)) return;
    if (!lite::parseSide(side, f.side)) {
        e.error("'side' must be federal or confederate, not '" + printable(side) + "'");
        return;
    }
    if (const lite::PickupForce* twice = lib.findForce(f.id)) {
        e.error("force id '" + f.id + "' is used twice (first at line " +
                std::to_string(twice->sourceLine) + ")");
        ok = false;
    }
    for (const XMLElement* u = x->FirstChildElement(); u; u = u->NextSiblingElement()) {
        Element ue(u, file, problems);
        if (std::strcmp(u->Name(), "unit") != 0) {
            ue.error(std::string("unknown element <") + printable(u->Name()) +
                     "> in a force (expected <unit>)");
            ok = false;
        } else if (f.units.size() >= 60) {
            ue.error("too many units in one force (60 at most)");
            return;
        } else {
            ok = readUnit(ue, f) && ok;
        }
    }
    if (f.units.empty()) {
        e.error("force '" + f.id + "' has no units");
        ok = false;
    }
    // Any two forces of opposite sides may meet: their unit ids must differ.
    for (const lite::PickupForce& other : lib.forces) {
        if (other.side == f.side) continue;
        for (const lite::UnitSetup& a : f.units)
            for (const lite::UnitSetup& b : other.units)
                if (a.id == b.id) {
                    problems.add(file, a.sourceLine,
                                 "unit id '" + a.id + "' is also a unit of the " +
                                     lite::nameOf(other.side) + " force '" + other.id + "' (line " +
                                     std::to_string(b.sourceLine) +
                                     "); forces that meet need different ids");
                    ok = false;
                }
    }
    if (ok) lib.forces.push_back(std::move(f));
}

} // namespace

bool parsePickup(const std::string& text, const std::string& file,
                 const std::vector<lite::TerrainType>& types, lite::PickupLibrary& out,
                 Problems& problems) {
    std::size_t before = problems.size();
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "pickup", file, problems);
    if (!root) return false;
    Element r(root, file, problems);
    r.onlyAttributes({"width", "height", "year"});
    lite::PickupLibrary lib;
    if (r.has("width")) r.real("width", lib.width, 8, 200);
    if (r.has("height")) r.real("height", lib.height, 8, 200);
    if (r.has("year")) r.integer("year", lib.year, 1861, 1865);
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        Element e(x, file, problems);
        std::string n = x->Name();
        if (n == "piece") {
            readPiece(e, types, lib);
        } else if (n == "force") {
            readForce(e, x, file, lib, problems);
        } else {
            e.error("unknown element <" + printable(n) + "> (expected <piece> or <force>)");
        }
    }
    if (lib.pieces.empty()) r.error("no terrain pieces are defined");
    for (core::Side s : {core::Side::Federal, core::Side::Confederate})
        if (!lib.firstForce(s)) r.error(std::string("no ") + lite::nameOf(s) + " force is defined");
    if (problems.size() != before) return false;
    out = std::move(lib);
    return true;
}

bool loadPickup(const std::string& path, const std::vector<lite::TerrainType>& types,
                lite::PickupLibrary& out, Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parsePickup(text, path, types, out, problems);
}

} // namespace guidon::data
