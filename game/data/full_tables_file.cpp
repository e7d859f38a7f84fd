#include "full_tables_file.h"

#include "full_table_reader.h"
#include "terrain_file.h"
#include "xml_reader.h"

#include <array>
#include <cassert>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <optional>
#include <utility>

namespace guidon::data {

using tinyxml2::XMLElement;
using namespace fulltables;

namespace {

// [SECTION] rules.xml

void readRates(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkElement(x);
    Keyed rows(r, x, "formation", "formation", wordsOf<full::Formation>(full::kFormations));
    eachChild(r, x, {"formation"}, [&](const XMLElement* c) {
        r.checkLeaf(c);
        full::MoveRates scratch, *m = &scratch;
        if (int f = 0; r.word(c, "id", f) && rows.first(c, f)) m = &t.rates[std::size_t(f)];
        r.real(c, "open", m->open);
        r.real(c, "woods", m->woods);
        r.real(c, "road", m->road);
        r.real(c, "obstacle", m->obstacle);
        r.flag(c, "crosses-obstacles", m->crossesObstacles);
    });
    rows.complete();
}

void readMovement(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkLeaf(x);
    r.real(x, "double-time", t.doubleTime);
    r.real(x, "oblique", t.oblique);
    r.real(x, "wheel-line", t.wheelLine);
    r.real(x, "wheel-column", t.wheelColumn);
    r.real(x, "brigadier", t.brigadierMove);
    r.real(x, "cavalry-charge", t.chargeCavalry);
}

void readReactions(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkLeaf(x);
    full::ReactionDistances& d = t.reactions;
    r.real(x, "closing-volley", d.closingVolley);
    r.real(x, "opportunity", d.opportunity);
    r.real(x, "evade-zone", d.evadeZone);
    r.real(x, "flank-zone", d.flankZone);
    r.real(x, "stall", d.stall);
    const bool least = r.real(x, "evade-least", d.evadeLeast);
    const bool most = r.real(x, "evade-most", d.evadeMost);
    if (least && most)
        needBeyond(r, x, "'evade-most'", d.evadeMost, "'evade-least'", d.evadeLeast,
                   "a screen evades from the least to the most, FG-D-28");
    const bool cLeast = r.real(x, "counter-least", d.counterLeast);
    const bool cMost = r.real(x, "counter-most", d.counterMost);
    if (cLeast && cMost)
        needBeyond(r, x, "'counter-most'", d.counterMost, "'counter-least'", d.counterLeast,
                   "a counter-charge surges from the least to the most, FG-REACT-6");
}

void readCommand(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkElement(x);
    bool bugle = r.real(x, "bugle", t.bugle);
    bool courier = r.real(x, "courier", t.courier);
    bool distant = r.real(x, "distant", t.distant);
    const char* why = "each tier's far end lies beyond the one before, FG-CMD-1";
    if (bugle && courier) needBeyond(r, x, "'courier'", t.courier, "'bugle'", t.bugle, why);
    if (courier && distant) needBeyond(r, x, "'distant'", t.distant, "'courier'", t.courier, why);
    r.whole(x, "division-pip", t.divisionPip);
    r.whole(x, "saved-pips", t.savedPips);
    Keyed rows(r, x, "pip-roll", "rating", wordsOf<full::Rating>(full::kRatings));
    eachChild(r, x, {"pip-roll"}, [&](const XMLElement* c) {
        r.checkLeaf(c);
        full::PipRoll scratch, *p = &scratch;
        if (int k = 0; r.word(c, "rating", k) && rows.first(c, k)) p = &t.pips[std::size_t(k)];
        r.whole(c, "plus", p->plus);
        r.flag(c, "halve", p->halve);
    });
    rows.complete();
}

void readDiscipline(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkElement(x);
    Keyed rows(r, x, "check", "experience", wordsOf<full::Experience>(full::kExperiences));
    eachChild(r, x, {"check"}, [&](const XMLElement* c) {
        r.checkLeaf(c);
        int scratch = 0, *pass = &scratch;
        if (int k = 0; r.word(c, "experience", k) && rows.first(c, k))
            pass = &t.discipline[std::size_t(k)];
        r.whole(c, "pass", *pass);
    });
    rows.complete();
}

void readBrigade(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkLeaf(x);
    bool hesitant = r.whole(x, "hesitant", t.hesitantPercent);
    bool broken = r.whole(x, "broken", t.brokenPercent);
    if (hesitant && broken)
        needBeyond(r, x, "'broken'", t.brokenPercent, "'hesitant'", t.hesitantPercent,
                   "a brigade falters before it breaks, FG-BRIG-1");
    r.real(x, "broken-move", t.brokenMove);
}

void readRegiment(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkLeaf(x);
    bool fresh = r.whole(x, "fresh", t.freshPercent);
    bool spent = r.whole(x, "spent", t.spentPercent);
    if (fresh && spent)
        needBeyond(r, x, "'fresh'", t.freshPercent, "'spent'", t.spentPercent,
                   "a unit cannot be fresh and spent at once, FG-DISC-4");
}

void readLeaderRisk(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkElement(x);
    Keyed rows(r, x, "face", "face", {"1", "2", "3", "4", "5", "6"});
    eachChild(r, x, {"face"}, [&](const XMLElement* c) {
        r.checkLeaf(c);
        full::RiskResult scratch{}, *result = &scratch;
        if (int roll = 0; r.whole(c, "roll", roll) && rows.first(c, roll - 1))
            result = &t.risk[std::size_t(roll - 1)];
        if (int k = 0; r.word(c, "result", k)) *result = static_cast<full::RiskResult>(k);
    });
    rows.complete();
}

// The three <band>s of a weapon or a gun profile, into `bands` and `reach`
// (a gun profile's long reach is each gun's: left as it is).
void readBands(Reader& r, const XMLElement* x, std::array<full::FireBand, 3>& bands,
               std::array<double, 3>& reach, bool profile) {
    r.checkElement(x);
    Keyed rows(r, x, "band", "band", kBandWords);
    std::array<bool, 3> reachRead{};
    std::array<const XMLElement*, 3> at{};
    eachChild(r, x, {"band"}, [&](const XMLElement* c) {
        r.checkLeaf(c);
        full::FireBand scratchBand;
        double scratchReach = 0;
        full::FireBand* band = &scratchBand;
        double* far = &scratchReach;
        int k = -1;
        if (r.word(c, "name", k) && rows.first(c, k)) {
            band = &bands[std::size_t(k)];
            far = &reach[std::size_t(k)];
            at[std::size_t(k)] = c;
        } else {
            k = -1;
        }
        if (profile && k == 2) {
            if (c->Attribute("reach"))
                r.error(c, "a gun profile's long band has no 'reach': each <gun> gives its own "
                           "(FG-ORG-2)");
        } else if (r.real(c, "reach", *far, Need::Required) && k >= 0) {
            reachRead[std::size_t(k)] = true;
        }
        if (r.hit(c, band->toHit)) {
            if (band->toHit == 0) {
                band->dice = 0;
                if (c->Attribute("dice"))
                    r.error(c, "a band with no fire (hit=\"-\") takes no 'dice' (FG-FIRE-2)");
            } else {
                r.whole(c, "dice", band->dice, Need::Required);
            }
        } else if (c->Attribute("dice")) {
            r.whole(c, "dice", band->dice, Need::Optional);
        }
        r.flag(c, "no-saves", band->noSaves);
    });
    rows.complete();
    for (std::size_t k = 1; k < 3; ++k)
        if (reachRead[k] && reachRead[k - 1])
            needBeyond(r, at[k], "the " + kBandWords[k] + " band's reach", reach[k],
                       "the " + kBandWords[k - 1] + " band's", reach[k - 1],
                       "each band starts just beyond the one before, FG-D-1");
}

void readFire(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkElement(x);
    Keyed weapons(r, x, "weapon", "weapon", wordsOf<full::Weapon>(full::kWeapons));
    Keyed profiles(r, x, "gun-profile", "gun profile", kProfileWords);
    Keyed guns(r, x, "gun", "gun type", wordsOf<full::GunType>(full::kGunTypes));
    std::array<full::GunRow, 2> profileRows{};
    // Each gun's profile (-1: not read), long reach and line.
    std::array<int, full::kGunTypes> gunProfile;
    gunProfile.fill(-1);
    std::array<const XMLElement*, full::kGunTypes> gunAt{};
    std::array<bool, full::kGunTypes> gunReach{};
    const XMLElement* mounted = nullptr;
    eachChild(r, x, {"weapon", "gun-profile", "gun", "mounted"}, [&](const XMLElement* c) {
        std::string name = c->Name();
        if (name == "weapon") {
            full::WeaponRow scratch, *row = &scratch;
            if (int k = 0; r.word(c, "id", k) && weapons.first(c, k))
                row = &t.weapons[std::size_t(k)];
            readBands(r, c, row->bands, row->reach, false);
        } else if (name == "gun-profile") {
            full::GunRow scratch, *row = &scratch;
            if (int k = 0; r.word(c, "id", k) && profiles.first(c, k))
                row = &profileRows[std::size_t(k)];
            readBands(r, c, row->bands, row->reach, true);
        } else if (name == "gun") {
            r.checkLeaf(c);
            full::GunRow scratch, *row = &scratch;
            int g = -1;
            if (r.word(c, "id", g) && guns.first(c, g)) {
                row = &t.guns[std::size_t(g)];
                gunAt[std::size_t(g)] = c;
            } else {
                g = -1;
            }
            int profile = -1;
            if (r.word(c, "profile", profile) && g >= 0) gunProfile[std::size_t(g)] = profile;
            if (r.real(c, "reach", row->reach[2]) && g >= 0) gunReach[std::size_t(g)] = true;
        } else {
            r.checkLeaf(c);
            if (mounted) {
                r.error(c, "<mounted> is given twice (first at line " +
                               std::to_string(mounted->GetLineNum()) + ")");
                return;
            }
            mounted = c;
            r.hit(c, t.mounted.toHit);
            if (t.mounted.toHit != 0)
                r.whole(c, "dice", t.mounted.dice, Need::Required);
            else if (c->Attribute("dice"))
                r.error(c, "mounted fire with no fire (hit=\"-\") takes no 'dice' (FG-FIRE-10)");
            r.real(c, "reach", t.mountedReach);
        }
    });
    weapons.complete();
    profiles.complete();
    guns.complete();
    if (!mounted)
        r.error(x, "<fire> has no <mounted> element (mounted cavalry's fire, FG-FIRE-10)");
    // Each gun fires by its profile's bands, out to its own long reach.
    for (int g = 0; g < full::kGunTypes; ++g) {
        int p = gunProfile[std::size_t(g)];
        if (p < 0 || !profiles.seen(p)) continue;
        full::GunRow& row = t.guns[std::size_t(g)];
        const full::GunRow& profile = profileRows[std::size_t(p)];
        row.rifled = p == 1;
        row.bands = profile.bands;
        row.reach[0] = profile.reach[0];
        row.reach[1] = profile.reach[1];
        if (gunReach[std::size_t(g)])
            needBeyond(r, gunAt[std::size_t(g)], "'reach'", row.reach[2],
                       "its profile's medium band's reach", row.reach[1],
                       "the long band starts just beyond the medium, FG-D-1");
    }
}

void readShock(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkElement(x);
    Keyed rows(r, x, "modifier", "shock modifier", kShockIds);
    t.shock.clear();
    eachChild(r, x, {"modifier"}, [&](const XMLElement* c) {
        r.checkLeaf(c);
        full::ShockModifier m;
        int k = -1;
        bool keep = r.word(c, "id", k) && rows.first(c, k);
        if (keep) m.id = kShockIds[std::size_t(k)];
        r.whole(c, "value", m.value);
        r.text(c, "text", m.text);
        if (keep) t.shock.push_back(std::move(m));
    });
    rows.complete();
}

void readMelee(Reader& r, const XMLElement* x, full::Tables& t) {
    r.checkElement(x);
    t.outcomes.clear();
    std::optional<int> previous; // the margin of the row before, when read
    bool any = false;
    eachChild(r, x, {"outcome"}, [&](const XMLElement* c) {
        r.checkLeaf(c);
        full::MeleeOutcome o;
        bool margin = r.whole(c, "margin", o.margin);
        r.whole(c, "loser-hits", o.loserHits);
        r.real(c, "retreat", o.retreat);
        r.flag(c, "both-hit", o.bothHit);
        if (margin) {
            if (!any && o.margin != 0)
                r.error(c, "the first outcome's margin is " + std::to_string(o.margin) +
                               "; it must be 0, a tie (FG-MELEE-3)");
            else if (previous)
                needBeyond(r, c, "the margin", o.margin, "the outcome's before it", *previous,
                           "outcomes run in rising margins, FG-MELEE-3");
            if (o.bothHit && o.margin != 0)
                r.error(c, "'both-hit' is for the tie, margin 0, not margin " +
                               std::to_string(o.margin) + " (FG-MELEE-3)");
        }
        previous = margin ? std::optional<int>(o.margin) : std::nullopt;
        any = true;
        t.outcomes.push_back(o);
    });
    if (!any) r.error(x, "<melee> has no <outcome> (FG-MELEE-3)");
}

// [SECTION] terrain.xml

void readTerrainType(Reader& r, const XMLElement* x, std::vector<full::TerrainRules>& types) {
    r.checkElement(x);
    full::TerrainRules t;
    t.sourceLine = x->GetLineNum();
    r.text(x, "id", t.id);
    if (!r.text(x, "name", t.name)) t.name = t.id;
    Element e(x, r.file(), r.problems());
    if (!readTerrainShapeAndLook(e, t)) return;
    if (int k = 0; r.word(x, "going", k)) t.going = static_cast<full::Going>(k);
    r.flag(x, "open-ground", t.openGround);
    if (int k = 0; r.word(x, "cover", k)) t.cover = static_cast<full::Cover>(k);
    r.flag(x, "obstacle", t.obstacle);
    r.flag(x, "road", t.road);
    r.flag(x, "sunken", t.sunken);
    r.flag(x, "impassable", t.impassable);
    r.real(x, "sight-limit", t.sightLimit);
    r.flag(x, "blocks-sight", t.blocksSight);
    if (t.obstacle && !t.linear)
        r.error(x, "an obstacle is a line a move crosses: it must be linear=\"true\" (FG-D-26)");
    if (t.sunken && !t.road)
        r.error(x, "'sunken' is for a road (road=\"true\"): a sunken road (FG-D-19)");
    if (t.going == full::Going::Woods && t.openGround)
        r.error(x, "a type with woods going is not open ground: give it open-ground=\"false\" "
                   "(FG-D-5)");
    if (t.blocksSight && t.sightLimit >= 0)
        r.error(x, "a type that blocks sight has no 'sight-limit' (FG-D-35)");
    for (const full::TerrainRules& other : types)
        if (!t.id.empty() && other.id == t.id)
            r.error(x, "terrain type '" + printable(t.id) + "' is defined twice (first at line " +
                           std::to_string(other.sourceLine) + ")");
    types.push_back(std::move(t));
}

} // namespace


// [SECTION] the readers

bool parseFullTables(const std::string& text, const std::string& file, full::Tables& out,
                     Problems& problems) {
    std::size_t before = problems.size();
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "full-rules", file, problems);
    if (!root) return false;
    Reader r(kRules, file, problems);
    r.checkElement(root);
    full::Tables t;
    using Section = void (*)(Reader&, const XMLElement*, full::Tables&);
    const std::array<std::pair<const char*, Section>, 11> sections = {{
        {"rates", readRates},
        {"movement", readMovement},
        {"reactions", readReactions},
        {"command", readCommand},
        {"discipline", readDiscipline},
        {"brigade", readBrigade},
        {"regiment", readRegiment},
        {"leader-risk", readLeaderRisk},
        {"fire", readFire},
        {"shock", readShock},
        {"melee", readMelee},
    }};
    std::array<const XMLElement*, sections.size()> found{};
    for (const XMLElement* c = root->FirstChildElement(); c; c = c->NextSiblingElement()) {
        std::size_t i = 0;
        while (i < sections.size() && std::strcmp(sections[i].first, c->Name()) != 0)
            ++i;
        if (i == sections.size()) {
            std::vector<std::string> expected;
            for (const auto& s : sections)
                expected.push_back(std::string("<") + s.first + ">");
            r.error(c, "unknown element <" + printable(c->Name()) + "> in <full-rules> (expected " +
                           listed(expected) + ")");
        } else if (found[i]) {
            r.error(c, std::string("<") + c->Name() + "> is given twice (first at line " +
                           std::to_string(found[i]->GetLineNum()) + ")");
        } else {
            found[i] = c;
            sections[i].second(r, c, t);
        }
    }
    for (std::size_t i = 0; i < sections.size(); ++i)
        if (!found[i]) {
            const TableSpec* s = r.find(sections[i].first, "");
            r.error(root, std::string("<full-rules> has no <") + sections[i].first + "> element (" +
                              (s ? s->meaning : "") + ", " + (s ? s->rule : "") + ")");
        }
    if (problems.size() != before) return false;
    out = std::move(t);
    return true;
}

bool loadFullTables(const std::string& path, full::Tables& out, Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseFullTables(text, path, out, problems);
}

bool parseFullTerrain(const std::string& text, const std::string& file,
                      std::vector<full::TerrainRules>& out, Problems& problems) {
    std::size_t before = problems.size();
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "full-terrain", file, problems);
    if (!root) return false;
    Reader r(kTerrain, file, problems);
    r.checkElement(root);
    std::vector<full::TerrainRules> types;
    eachChild(r, root, {"type"}, [&](const XMLElement* c) { readTerrainType(r, c, types); });
    if (types.empty() && problems.size() == before) r.error(root, "no terrain types are defined");
    if (problems.size() != before) return false;
    out = std::move(types);
    return true;
}

bool loadFullTerrain(const std::string& path, std::vector<full::TerrainRules>& out,
                     Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseFullTerrain(text, path, out, problems);
}

bool loadFullRules(const std::string& dataDir, full::Tables& tables,
                   std::vector<full::TerrainRules>& terrain, Problems& problems) {
    const std::string dir = dataDir + "/assets/full/";
    full::Tables t;
    std::vector<full::TerrainRules> types;
    bool rules = loadFullTables(dir + "rules.xml", t, problems);
    bool ground = loadFullTerrain(dir + "terrain.xml", types, problems);
    if (!rules || !ground) return false;
    tables = std::move(t);
    terrain = std::move(types);
    return true;
}

} // namespace guidon::data
