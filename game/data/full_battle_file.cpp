#include "full_battle_file.h"

#include "battle_file.h"
#include "core/geometry.h"
#include "full/formation.h"
#include "full/ruleset.h"
#include "lite/ruleset.h"
#include "xml_reader.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <utility>

namespace guidon::data {

using core::Vec2;
using tinyxml2::XMLElement;

namespace {

// [SECTION] words and small readers

constexpr double kMaxTable = 200.0; // inches, as Lite's reader allows
constexpr std::size_t kMaxUnits = 400;
constexpr std::size_t kMaxBrigades = 100;

const char* const kSideWords[2] = {"federal", "confederate"};
const char* const kSideTitles[2] = {"Federal", "Confederate"};

int sideIndex(core::Side s) {
    return s == core::Side::Federal ? 0 : 1;
}

// Ids appear in commands, scripts and saves as one word (as Lite's units).
bool isWord(const std::string& s) {
    return s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") ==
           std::string::npos;
}

template <class Words>
std::string wordList(const Words& words) {
    std::string s;
    for (std::size_t i = 0; i < words.size(); ++i)
        s += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + std::string(words[i]);
    return s;
}

std::vector<std::string_view> formationWords() {
    std::vector<std::string_view> out;
    for (int i = 0; i < full::kFormations; ++i)
        out.push_back(full::nameOf(static_cast<full::Formation>(i)));
    return out;
}

std::vector<std::string_view> formationsOf(full::Arm a) {
    std::vector<std::string_view> out;
    for (int i = 0; i < full::kFormations; ++i)
        if (full::allowed(a, static_cast<full::Formation>(i)))
            out.push_back(full::nameOf(static_cast<full::Formation>(i)));
    return out;
}

std::vector<std::string_view> traitWords(std::uint8_t mask) {
    std::vector<std::string_view> out;
    for (int i = 0; i < full::kTraits; ++i)
        if (mask & (1u << i)) out.push_back(full::traitName(static_cast<std::uint8_t>(1u << i)));
    return out;
}

// "rebel-yell steady": words separated by white space or commas, each a
// trait of `allowedMask` (FG-ORG-3), named once.
bool readTraits(const Element& e, const char* attr, std::uint8_t allowedMask, std::uint8_t& out) {
    std::string text;
    out = 0;
    if (!e.has(attr)) return true;
    if (!e.text(attr, text, false, 200)) return false;
    bool ok = true;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t j = text.find_first_of(" \t\n,", i);
        if (j == std::string::npos) j = text.size();
        std::string word = text.substr(i, j - i);
        i = j + 1;
        if (word.empty()) continue;
        std::uint8_t bit = full::parseTrait(word);
        if (bit == 0 || !(bit & allowedMask)) {
            e.error(std::string("'") + attr + "' holds '" + printable(word) + "', which is not " +
                    (bit == 0 ? "a trait" : "an army trait") + " (known: " +
                    wordList(traitWords(allowedMask)) + ")");
            ok = false;
            continue;
        }
        if (out & bit) {
            e.error(std::string("'") + attr + "' names " + word + " twice");
            ok = false;
        }
        out |= bit;
    }
    return ok;
}

bool readPoint(const Element& e, const char* attr, Vec2& out) {
    std::vector<Vec2> pts;
    if (!e.points(attr, pts, 1)) return false;
    if (pts.size() != 1) {
        e.error(std::string("'") + attr + "' is one point x,y, not " + std::to_string(pts.size()) +
                " points");
        return false;
    }
    out = pts[0];
    return true;
}

// [SECTION] the reader: root, sides, brigades

// What the reader keeps of a unit beyond full::UnitSetup until the whole
// brigade is read: its element, and a screen's parent by id.
struct PendingUnit {
    std::string parentId;
    int line = 0;
};

struct Reader {
    const std::string& file;
    Problems& problems;
    const std::vector<full::TerrainRules>& types;
    bool editing = false; // a battle being built: see parseFullBattle
    full::Battle b;
    int rootLine = 0;
    bool sides[2] = {false, false};
    int brigadeElements[2] = {0, 0}; // read or refused: a refused one is no "no brigade"
    std::vector<int> brigadeLines;
    std::vector<std::string> attachedIds; // by brigade; "" none
    std::vector<int> idLines;             // first line of each id, parallel to ids
    std::vector<std::string> ids;
    std::vector<std::string> parentIds; // by unit: a screen's parent as the file names it

    Reader(const std::string& f, Problems& p, const std::vector<full::TerrainRules>& t)
        : file(f), problems(p), types(t) {}

    void error(int line, const std::string& message) { problems.add(file, line, message); }

    // One namespace for brigades and units: commands name either by id.
    bool newId(const Element& e, const std::string& id) {
        if (!isWord(id)) {
            e.error("id '" + printable(id) + "' may hold only letters, digits, '-' and '_'");
            return false;
        }
        for (std::size_t i = 0; i < ids.size(); ++i)
            if (ids[i] == id) {
                e.error("id '" + id + "' is used twice (first at line " +
                        std::to_string(idLines[i]) + ")");
                return false;
            }
        ids.push_back(id);
        idLines.push_back(e.line());
        return true;
    }

    void readRoot(const Element& r);
    void readSide(const XMLElement* x);
    void readBrigade(const XMLElement* x, core::Side side, std::uint8_t sideTraits);
    bool readUnit(const Element& e, int brigade, std::uint8_t sideTraits, full::UnitSetup& u,
                  PendingUnit& pending);
    void checkWhole();
};

void Reader::readRoot(const Element& r) {
    r.onlyAttributes({"rules", "units", "name", "year", "width", "height", "first", "edge-federal",
                      "edge-confederate", "turns"});
    const std::string fullId(full::ruleset().id);
    std::string rules;
    if (!r.has("rules"))
        r.error("a battle of the full game says so with rules=\"full\" (without it, a battle is "
                "Longstreet Lite's)");
    else if (r.text("rules", rules, true, 20) && rules != fullId)
        r.error("'rules' is '" + printable(rules) + "', but this is read as a battle of the full "
                "game (rules=\"full\")");
    std::string unit;
    if (r.has("units") && r.text("units", unit, true, 20) && unit != "inch") {
        if (unit == "BW")
            r.error("'units' is BW, but a battle of the full game measures in inches "
                    "(units=\"inch\")");
        else
            r.error("'units' must be BW or inch, not '" + printable(unit) + "'");
    }
    core::BattleMap& m = b.map;
    m.rules = fullId;
    m.width = 72.0; // FG-SCALE-1: a 72" x 48" table
    m.height = 48.0;
    r.text("name", m.name, true, 80);
    r.integer("year", m.year, 1861, 1865);
    if (r.has("width")) r.real("width", m.width, 8, kMaxTable);
    if (r.has("height")) r.real("height", m.height, 8, kMaxTable);
    std::string first;
    if (r.text("first", first) && !lite::parseSide(first, b.firstSide))
        r.error("'first' must be federal or confederate, not '" + printable(first) + "'");
    // FG-SEQ-1: a scenario may set a turn limit (game turns); none: 0.
    if (r.has("turns")) r.integer("turns", b.turnLimit, 1, 99);
    const char* edgeAttr[2] = {"edge-federal", "edge-confederate"};
    for (int si = 0; si < 2; ++si) {
        std::string edge;
        if (r.has(edgeAttr[si]) && r.text(edgeAttr[si], edge, true, 20)) {
            m.edges[si] = core::parseTableEdge(edge);
            if (!m.edges[si])
                r.error(std::string("'") + edgeAttr[si] +
                        "' must be north, south, east or west, not '" + printable(edge) + "'");
        }
    }
    if (m.edges[0] && m.edges[0] == m.edges[1])
        r.error("both sides have the " + std::string(core::nameOf(*m.edges[0])) +
                " edge as their friendly edge");
}

void Reader::readSide(const XMLElement* x) {
    Element e(x, file, problems);
    e.onlyAttributes({"name", "traits", "commander"});
    std::string name;
    core::Side side = core::Side::Federal;
    if (!e.text("name", name, true, 20)) return;
    if (!lite::parseSide(name, side)) {
        e.error("a <side>'s 'name' must be federal or confederate, not '" + printable(name) + "'");
        return;
    }
    const int si = sideIndex(side);
    full::SideSetup& s = b.sides[static_cast<std::size_t>(si)];
    if (sides[si]) {
        e.error("a second <side name=\"" + name + "\"> (the first is at line " +
                std::to_string(s.sourceLine) + ")");
        return;
    }
    sides[si] = true;
    s.sourceLine = e.line();
    // FG-ORG-3: army traits per side; Sharpshooters is a unit's own.
    readTraits(e, "traits", full::kArmyTraits, s.traits);
    // FG-CMD-2, FG-D-48: a division commander has no base: only his name.
    if (e.has("commander") && e.text("commander", s.commanderName, true, 80))
        s.divisionCommander = true;
    for (const XMLElement* c = x->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (std::strcmp(c->Name(), "brigade") != 0) {
            Element(c, file, problems)
                .error("unknown element <" + printable(c->Name()) +
                       "> in a <side> (expected <brigade>)");
            continue;
        }
        if (b.brigades.size() >= kMaxBrigades) {
            Element(c, file, problems).error("too many brigades (100 at most)");
            break;
        }
        ++brigadeElements[si];
        readBrigade(c, side, s.traits);
    }
}

void Reader::readBrigade(const XMLElement* x, core::Side side, std::uint8_t sideTraits) {
    Element e(x, file, problems);
    e.onlyAttributes({"id", "name", "brigadier", "rating", "at", "attached"});
    full::BrigadeSetup br;
    br.side = side;
    br.sourceLine = e.line();
    bool ok = e.text("id", br.id, true, 40) && newId(e, br.id);
    if (!e.text("name", br.name, false, 80)) br.name = br.id;
    if (!editing || e.has("brigadier")) ok = e.text("brigadier", br.brigadier, true, 80) && ok;
    // FG-ORG-1: aggressive, reliable or timid; reliable when not given.
    std::string rating;
    if (e.has("rating") && e.text("rating", rating, true, 20)) {
        if (auto r = full::parseRating(rating))
            br.rating = *r;
        else {
            e.error("'rating' must be aggressive, reliable or timid, not '" + printable(rating) +
                    "' (FG-ORG-1)");
            ok = false;
        }
    }
    ok = readPoint(e, "at", br.leader) && ok;
    std::string attached;
    if (e.has("attached")) ok = e.text("attached", attached, true, 40) && ok;
    if (!ok) return; // its units are not read: they would be reported as orphans
    const int bi = static_cast<int>(b.brigades.size());
    b.brigades.push_back(br);
    brigadeLines.push_back(e.line());
    attachedIds.push_back(attached);

    // Its units; screens find their parents once the whole brigade is read.
    const std::size_t first = b.units.size();
    std::vector<PendingUnit> pending;
    std::vector<std::string> refused; // ids of units refused above, already reported
    int elements = 0; // read or refused: a refused one is no "no regiment"
    for (const XMLElement* c = x->FirstChildElement(); c; c = c->NextSiblingElement()) {
        Element ue(c, file, problems);
        const std::string n = c->Name();
        ++elements;
        if (n != "regiment" && n != "battery" && n != "screen") {
            ue.error("unknown element <" + printable(n) +
                     "> in a <brigade> (expected <regiment>, <battery> or <screen>)");
            continue;
        }
        if (b.units.size() >= kMaxUnits) {
            ue.error("too many units (400 at most)");
            break;
        }
        full::UnitSetup u;
        PendingUnit p;
        if (readUnit(ue, bi, sideTraits, u, p)) {
            b.units.push_back(u);
            parentIds.push_back(p.parentId);
            pending.push_back(p);
        } else if (!u.id.empty()) {
            refused.push_back(u.id);
        }
    }
    if (elements == 0 && !editing)
        e.error("brigade '" + br.id + "' has no regiment or battery (FG-ORG-1)");
    // FG-ORG-4, FG-D-28: a screen's parent is an infantry regiment of the
    // same brigade that had 4+ stands before detaching it; one screen each.
    for (std::size_t i = first; i < b.units.size(); ++i) {
        full::UnitSetup& u = b.units[i];
        const PendingUnit& p = pending[i - first];
        if (p.parentId.empty()) continue;
        int parent = -1;
        for (std::size_t j = first; j < b.units.size(); ++j)
            if (b.units[j].id == p.parentId) parent = static_cast<int>(j);
        auto bad = [&](const std::string& why) { error(p.line, why); };
        if (parent < 0 &&
            std::find(refused.begin(), refused.end(), p.parentId) != refused.end())
            continue; // its parent's own problems are reported: no second one here
        if (parent < 0) {
            bad("screen '" + u.id + "': its parent '" + printable(p.parentId) +
                "' is not a regiment of brigade '" + br.id + "' (FG-ORG-4)");
            continue;
        }
        const full::UnitSetup& pu = b.units[static_cast<std::size_t>(parent)];
        const PendingUnit& pp = pending[static_cast<std::size_t>(parent) - first];
        if (!pp.parentId.empty() || pu.arm != full::Arm::Infantry) {
            bad("screen '" + u.id + "': its parent '" + pu.id +
                "' is not an infantry regiment (FG-ORG-4)");
            continue;
        }
        bool second = false;
        for (std::size_t j = first; j < i; ++j)
            second = second || b.units[j].parent == parent;
        if (second) {
            bad("screen '" + u.id + "': regiment '" + pu.id +
                "' has a screen already; a regiment detaches one (FG-ORG-4)");
            continue;
        }
        if (pu.stands + u.stands < 4) {
            bad("screen '" + u.id + "': regiment '" + pu.id + "' has " +
                std::to_string(pu.stands) + " stands with it and " + std::to_string(u.stands) +
                " in the screen, fewer than the 4 a regiment needs to detach a screen (FG-ORG-4)");
            continue;
        }
        u.parent = parent;
        // FG-D-28: a screen has its parent's weapon and experience.
        u.weapon = pu.weapon;
        u.experience = pu.experience;
    }
}

// [SECTION] regiments, batteries, screens

bool Reader::readUnit(const Element& e, int brigade, std::uint8_t sideTraits, full::UnitSetup& u,
                      PendingUnit& pending) {
    const std::string kind = e.name();
    const bool battery = kind == "battery", screen = kind == "screen";
    if (battery)
        e.onlyAttributes({"id", "name", "guns", "stands", "horse", "experience", "formation",
                          "front", "facing", "traits", "not-traits", "weapon"});
    else if (screen)
        e.onlyAttributes({"id", "name", "parent", "stands", "front", "facing", "traits",
                          "not-traits", "weapon", "experience", "formation"});
    else
        e.onlyAttributes({"id", "name", "arm", "stands", "weapon", "experience", "formation",
                          "front", "facing", "traits", "not-traits", "guns"});
    u.brigade = brigade;
    u.sourceLine = e.line();
    pending.line = e.line();
    bool ok = e.text("id", u.id, true, 40) && newId(e, u.id);
    if (!e.text("name", u.name, false, 80)) u.name = u.id;

    // What it is: a regiment's arm, a battery's guns, a screen's parent.
    if (battery) {
        u.arm = full::Arm::Artillery;
        u.formation = full::Formation::Unlimbered;
        std::string guns;
        if (e.text("guns", guns, true, 40)) {
            if (auto g = full::parseGunType(guns))
                u.gun = *g;
            else {
                std::vector<std::string_view> words;
                for (int i = 0; i < full::kGunTypes; ++i)
                    words.push_back(full::nameOf(static_cast<full::GunType>(i)));
                e.error("'guns' must be " + wordList(words) + ", not '" + printable(guns) +
                        "' (FG-ORG-2)");
                ok = false;
            }
        } else {
            ok = false;
        }
        if (e.has("horse")) ok = e.boolean("horse", u.horseArtillery) && ok;
        if (e.has("weapon")) {
            e.error("a battery has guns ('guns'), not a small arm ('weapon')");
            ok = false;
        }
    } else if (screen) {
        u.arm = full::Arm::Infantry;
        u.formation = full::Formation::OpenOrder; // FG-ORG-4
        ok = e.text("parent", pending.parentId, true, 40) && ok;
        for (const char* attr : {"weapon", "experience"})
            if (e.has(attr)) {
                e.error(std::string("a screen has its parent's weapon and experience (FG-D-28), "
                                    "not its own '") +
                        attr + "'");
                ok = false;
            }
        std::string f;
        if (e.has("formation") && e.text("formation", f, true, 40) && f != "open-order") {
            e.error("a screen stands in open order (FG-ORG-4), not '" + printable(f) + "'");
            ok = false;
        }
    } else {
        std::string arm;
        if (e.has("arm") && e.text("arm", arm, true, 20)) {
            auto a = full::parseArm(arm);
            if (!a) {
                e.error("'arm' must be infantry or cavalry, not '" + printable(arm) + "'");
                ok = false;
            } else if (*a == full::Arm::Artillery) {
                e.error("artillery is a <battery>, not a <regiment>");
                ok = false;
            } else {
                u.arm = *a;
            }
        }
        u.formation = u.arm == full::Arm::Cavalry ? full::Formation::Mounted : full::Formation::Line;
        if (e.has("guns")) {
            e.error("only a battery has 'guns'; a regiment has a 'weapon'");
            ok = false;
        }
        std::string weapon;
        if (e.has("weapon") && e.text("weapon", weapon, true, 20)) {
            if (auto w = full::parseWeapon(weapon))
                u.weapon = *w;
            else {
                std::vector<std::string_view> words;
                for (int i = 0; i < full::kWeapons; ++i)
                    words.push_back(full::nameOf(static_cast<full::Weapon>(i)));
                e.error("'weapon' must be " + wordList(words) + ", not '" + printable(weapon) +
                        "' (FG-ORG-2)");
                ok = false;
            }
        }
    }
    if (!screen) {
        std::string exp;
        if (e.has("experience") && e.text("experience", exp, true, 20)) {
            if (auto x = full::parseExperience(exp))
                u.experience = *x;
            else {
                e.error("'experience' must be veteran, regular or green, not '" + printable(exp) +
                        "' (FG-ORG-2)");
                ok = false;
            }
        }
        std::string f;
        if (e.has("formation") && e.text("formation", f, true, 40)) {
            auto fm = full::parseFormation(f);
            if (!fm) {
                e.error("'formation' must be " + wordList(formationWords()) + ", not '" +
                        printable(f) + "'");
                ok = false;
            } else if (!full::allowed(u.arm, *fm)) {
                const std::string what = battery                         ? "a battery"
                                         : u.arm == full::Arm::Infantry ? "an infantry regiment"
                                                                        : "a cavalry regiment";
                e.error(what + " cannot stand in " + f + " (it may be " +
                        wordList(formationsOf(u.arm)) + ") (FG-FORM-1)");
                ok = false;
            } else {
                u.formation = *fm;
            }
        }
        // FG-D-45 refuses the Open Order order before 1864; a unit deployed
        // in open order is the scenario's choice (the editor warns of it).
    }

    // FG-ORG-2, FG-ORG-4: how many stands. Read without bounds first so the
    // message can say which limit was broken.
    int stands = 0;
    if (e.integer("stands", stands, -1000000000, 1000000000)) {
        const full::StandsRange allowed = full::standsAllowed(u.arm, screen);
        const int lo = allowed.least, hi = allowed.most;
        const std::string what = screen    ? "a skirmish screen has"
                                 : battery ? "a battery has"
                                 : u.arm == full::Arm::Cavalry ? "a cavalry regiment has"
                                                               : "an infantry regiment has";
        const std::string unitWord = battery ? " sections" : " stands";
        if (stands < lo || stands > hi) {
            e.error(what + " " + std::to_string(lo) + " to " + std::to_string(hi) + unitWord +
                    ", not " + std::to_string(stands) + (screen ? " (FG-ORG-4)" : " (FG-ORG-2)"));
            ok = false;
        }
        u.stands = stands;
    } else {
        ok = false;
    }

    ok = readPoint(e, "front", u.front) && ok;
    ok = e.real("facing", u.facing, -360, 360) && ok;

    // FG-ORG-3: a unit adds traits to its side's, or drops army traits.
    std::uint8_t on = 0, off = 0;
    ok = readTraits(e, "traits", full::kArmyTraits | full::kSharpshooters, on) && ok;
    if (readTraits(e, "not-traits", full::kArmyTraits, off)) {
        for (std::string_view w : traitWords(off & ~sideTraits)) {
            e.error("'not-traits' drops " + std::string(w) + ", which the side does not have");
            ok = false;
        }
        for (std::string_view w : traitWords(off & on)) {
            e.error("'traits' and 'not-traits' both name " + std::string(w));
            ok = false;
        }
    } else {
        ok = false;
    }
    u.traitsOn = on;
    u.traitsOff = off;
    return ok;
}

// [SECTION] the whole battle: placement and brigadiers

void Reader::checkWhole() {
    for (int si = 0; si < 2 && !editing; ++si) {
        const bool any = brigadeElements[si] > 0;
        if (!sides[si])
            error(rootLine, std::string("the ") + kSideTitles[si] + " side has no <side name=\"" +
                                kSideWords[si] + "\"> (FG-ORG-1)");
        else if (!any)
            error(b.sides[static_cast<std::size_t>(si)].sourceLine,
                  std::string("the ") + kSideTitles[si] + " side has no brigade (FG-ORG-1)");
    }
    // A regiment's screen detached in play is named by the regiment's id and
    // "-s" (full::idOf, `detach`): a unit of the file with that id would
    // hide the screen from every command that names it. Only the regiment's
    // own screen, given in the file, may have it.
    for (std::size_t k = 0; k < b.units.size(); ++k) {
        const full::UnitSetup& u = b.units[k];
        if (u.id.size() < 3 || u.id.compare(u.id.size() - 2, 2, "-s") != 0) continue;
        const std::string stem = u.id.substr(0, u.id.size() - 2);
        for (std::size_t i = 0; i < b.units.size(); ++i) {
            const full::UnitSetup& r = b.units[i];
            if (r.id != stem || r.screen() || r.arm != full::Arm::Infantry) continue;
            if (parentIds[k] == stem) continue; // its own screen
            error(u.sourceLine, "id '" + u.id + "' is the one regiment '" + stem +
                                    "' gives its skirmish screen when it detaches one "
                                    "(FG-ORG-4); give this unit another id");
        }
    }
    // FG-D-7: the unit each brigadier is attached to, by its id.
    for (std::size_t k = 0; k < b.brigades.size(); ++k) {
        full::BrigadeSetup& br = b.brigades[k];
        const std::string& attachedId = attachedIds[k];
        if (attachedId.empty()) continue;
        for (std::size_t i = 0; i < b.units.size(); ++i)
            if (b.units[i].id == attachedId && b.units[i].brigade == static_cast<int>(k) &&
                !b.units[i].screen())
                br.attached = static_cast<int>(i);
        if (br.attached < 0)
            error(br.sourceLine, "brigadier " + br.brigadier + " (brigade '" + br.id +
                                     "') is attached to '" + printable(attachedId) +
                                     "', which is not a regiment or battery of his brigade (FG-D-7)");
    }
    // Units and brigadiers placed where they may stand; a battle being
    // built leaves that to the editor's problems list.
    if (editing) return;
    for (const BattleIssue& i : findFullBattleIssues(b, nullptr, false))
        if (i.level == BattleIssue::Level::Error) error(i.line, i.message);
}

} // namespace

// [SECTION] the API

std::string idProblem(const std::string& id) {
    if (id.empty()) return "an id is needed";
    if (id.size() > 40) return "an id has at most 40 characters";
    if (!isWord(id)) return "id '" + printable(id) + "' may hold only letters, digits, '-' and '_'";
    return "";
}

std::string battleRulesOf(const std::string& text) {
    // Only the prolog and the root's start tag are read, so a battle broken
    // further down still names the reader that will say what is wrong.
    constexpr std::size_t npos = std::string::npos;
    auto past = [&](const char* close, std::size_t from) {
        const std::size_t at = text.find(close, from);
        return at == npos ? npos : at + std::strlen(close);
    };
    std::size_t i = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0; // a UTF-8 BOM
    for (;;) {
        i = text.find_first_not_of(" \t\r\n", i);
        if (i == npos) return "";
        if (text.compare(i, 2, "<?") == 0)
            i = past("?>", i + 2); // the XML declaration, processing instructions
        else if (text.compare(i, 4, "<!--") == 0)
            i = past("-->", i + 4);
        else if (text.compare(i, 2, "<!") == 0)
            i = past(">", i + 2); // <!DOCTYPE ...>
        else
            break;
        if (i == npos) return "";
    }
    if (text[i] != '<') return "";
    std::size_t j = i + 1;
    char quote = 0;
    for (; j < text.size(); ++j) {
        const char c = text[j];
        if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '>') {
            break;
        }
    }
    if (j == text.size()) return "";
    std::string tag = text.substr(i, j - i);
    if (!tag.empty() && tag.back() == '/') tag.pop_back();
    tag += "/>";
    if (tag.find('\0') != std::string::npos) return "";
    tinyxml2::XMLDocument doc;
    if (doc.Parse(tag.c_str(), tag.size()) != tinyxml2::XML_SUCCESS) return "";
    const XMLElement* root = doc.RootElement();
    if (!root || std::strcmp(root->Name(), "battle") != 0) return "";
    const char* rules = root->Attribute("rules");
    return rules ? std::string(rules) : std::string(lite::ruleset().id);
}

std::string battleFileRules(const std::string& path, Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return "";
    return battleRulesOf(text);
}

bool parseFullBattle(const std::string& text, const std::string& file,
                     const std::vector<full::TerrainRules>& types, full::Battle& out,
                     Problems& problems, bool editing) {
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "battle", file, problems);
    if (!root) return false;
    return parseFullBattleElement(root, file, types, out, problems, editing);
}

bool parseFullBattleElement(const tinyxml2::XMLElement* root, const std::string& file,
                            const std::vector<full::TerrainRules>& types, full::Battle& out,
                            Problems& problems, bool editing) {
    const std::size_t before = problems.size();
    Reader rd{file, problems, types};
    rd.editing = editing;
    rd.rootLine = root->GetLineNum();
    rd.b.terrain = types;
    for (const full::TerrainRules& t : types)
        rd.b.map.kinds.push_back(t);
    rd.b.map.file = file;
    rd.readRoot(Element(root, file, problems));
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        Element e(x, file, problems);
        const std::string n = x->Name();
        core::BattleMap& m = rd.b.map;
        if (n == "description") {
            e.onlyAttributes({});
            m.description = e.body();
            if (m.description.size() > 4000)
                e.error("the description is too long (4000 characters at most)");
        } else if (n == "terrain") {
            e.onlyAttributes({});
            for (const XMLElement* f = x->FirstChildElement(); f; f = f->NextSiblingElement())
                readTerrainFeature(Element(f, file, problems), m.kinds, m.width, m.height, "\"",
                                   m.features, editing);
        } else if (n == "deployment") {
            readDeploymentZone(e, m.width, m.height, m.zones);
        } else if (n == "side") {
            rd.readSide(x);
        } else if (n == "force" || n == "hand" || n == "pickup") {
            e.error("<" + n + "> is for a battle of Longstreet Lite; a battle of the full game "
                              "gives each side's order of battle in a <side>");
        } else {
            e.error("unknown element <" + printable(n) +
                    "> (expected <description>, <terrain>, <deployment> or <side>)");
        }
    }
    rd.checkWhole();
    if (problems.size() != before) return false;
    out = std::move(rd.b);
    return true;
}

bool loadFullBattle(const std::string& path, const std::vector<full::TerrainRules>& types,
                    full::Battle& out, Problems& problems, bool editing) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseFullBattle(text, path, types, out, problems, editing);
}

core::TableEdge friendlyEdge(const full::Battle& b, core::Side side) {
    std::vector<std::pair<core::Side, Vec2>> fronts;
    for (const full::UnitSetup& u : b.units)
        if (u.brigade >= 0 && static_cast<std::size_t>(u.brigade) < b.brigades.size())
            fronts.emplace_back(b.brigades[static_cast<std::size_t>(u.brigade)].side, u.front);
    return friendlyEdgeOf(b.map.width, b.map.height, b.map.edges, {}, fronts, side);
}

} // namespace guidon::data
