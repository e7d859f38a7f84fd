#include "full_tables_file.h"

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

namespace {

constexpr const char* kRules = "rules.xml";
constexpr const char* kTerrain = "terrain.xml";

// [SECTION] words

// The melee code reads the shock table's rows by these ids (tables.h).
const std::vector<std::string> kShockIds = {
    "fresh",       "spent",       "momentum", "column",     "rebel-yell", "cavalry",
    "heavy-cover", "light-cover", "flank",    "disordered", "brigadier"};
// full::RiskResult, in its order.
const std::vector<std::string> kRiskWords = {"unhurt", "wounded", "removed", "killed"};
// The weapon matrix's bands, in FireBand order (FG-FIRE-2, FG-D-1).
const std::vector<std::string> kBandWords = {"point-blank", "medium", "long"};
// A gun profile: GunRow::rifled false, true.
const std::vector<std::string> kProfileWords = {"smoothbore", "rifled"};

template <class E> std::vector<std::string> wordsOf(int count) {
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i)
        out.emplace_back(full::nameOf(static_cast<E>(i)));
    return out;
}

std::vector<std::string> patternWords() {
    std::vector<std::string> out;
    for (int i = 0; i <= static_cast<int>(core::TerrainPattern::Wall); ++i)
        out.emplace_back(core::nameOf(static_cast<core::TerrainPattern>(i)));
    return out;
}

std::string fmt(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

// "a, b or c"; `last` joins the last two.
std::string listed(const std::vector<std::string>& words, const char* last = " or ") {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? last : ", ";
        out += words[i];
    }
    return out;
}

// Text with its white space trimmed and each run of it made one space.
std::string folded(const std::string& s) {
    std::string out;
    bool space = false;
    for (char c : s) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            space = !out.empty();
            continue;
        }
        if (space) out += ' ';
        space = false;
        out += c;
    }
    return out;
}

// [SECTION] the spec list

TableSpec element(const char* file, const char* name, const char* given, const char* rule,
                  const char* meaning) {
    return {file, name, "", SpecKind::Element, 0, 0, {}, given, rule, meaning};
}
TableSpec real(const char* file, const char* el, const char* attr, double lo, double hi,
               const char* given, const char* rule, const char* meaning) {
    return {file, el, attr, SpecKind::Real, lo, hi, {}, given, rule, meaning};
}
TableSpec whole(const char* file, const char* el, const char* attr, int lo, int hi,
                const char* given, const char* rule, const char* meaning) {
    return {file, el, attr, SpecKind::Whole, double(lo), double(hi), {}, given, rule, meaning};
}
TableSpec toHit(const char* file, const char* el, const char* rule, const char* meaning) {
    return {file, el, "hit", SpecKind::ToHit, 2, 6, {}, "required", rule, meaning};
}
TableSpec flag(const char* file, const char* el, const char* attr, const char* given,
               const char* rule, const char* meaning) {
    return {file, el, attr, SpecKind::Flag, 0, 0, {}, given, rule, meaning};
}
TableSpec word(const char* file, const char* el, const char* attr, std::vector<std::string> words,
               const char* given, const char* rule, const char* meaning) {
    return {file, el, attr, SpecKind::Word, 0, 0, std::move(words), given, rule, meaning};
}
TableSpec text(const char* file, const char* el, const char* attr, int maxLength, const char* given,
               const char* rule, const char* meaning) {
    return {file, el, attr, SpecKind::Text, 0, double(maxLength), {}, given, rule, meaning};
}
TableSpec colour(const char* file, const char* el, const char* attr, const char* given,
                 const char* meaning) {
    return {file, el, attr, SpecKind::Colour, 0, 0, {}, given, "look", meaning};
}

std::vector<TableSpec> makeSpecs() {
    using full::Experience;
    using full::Formation;
    using full::GunType;
    using full::Rating;
    using full::Weapon;
    const char* R = kRules;
    const char* T = kTerrain;
    return {
        // ---- assets/full/rules.xml
        element(R, "full-rules", "the root", "FG-SCALE-1",
                "the full game's rule tables, each section below once; distances in inches"),
        element(R, "rates", "once", "FG-MOVE-1",
                "the sheet's table 3.0: one <formation> for each of the eight formations"),
        element(R, "formation", "one per formation", "FG-MOVE-1", "one formation's rates"),
        word(R, "formation", "id", wordsOf<Formation>(full::kFormations), "required", "FG-FORM-1",
             "the formation the row is for"),
        real(R, "formation", "open", 0, 24, "required", "FG-MOVE-1",
             "inches it moves across open ground"),
        real(R, "formation", "woods", 0, 24, "required", "FG-MOVE-1",
             "inches it moves when any stand enters woods or rough ground on the way (FG-D-5)"),
        real(R, "formation", "road", 0, 24, "required", "FG-D-27",
             "inches it moves when every stand stays on a road the whole move"),
        real(R, "formation", "obstacle", 0, 24, "required", "FG-MOVE-2",
             "inches taken off the move for each obstacle crossed (FG-D-26)"),
        flag(R, "formation", "crosses-obstacles", "true", "FG-MOVE-2",
             "false: it cannot cross an obstacle at all (the sheet's Impassable, prolonge)"),
        element(R, "movement", "once", "FG-MOVE-3", "the moves the rates table does not give"),
        real(R, "movement", "double-time", 0, 12, "required", "FG-CMD-4",
             "inches Double-Time adds to an advancing infantry unit"),
        real(R, "movement", "oblique", 0, 12, "required", "FG-D-38",
             "inches an Oblique order moves to either side"),
        real(R, "movement", "wheel-line", 0, 180, "required", "FG-MOVE-3",
             "degrees of the one wheel of a line or mounted cavalry"),
        real(R, "movement", "wheel-column", 0, 180, "required", "FG-MOVE-3",
             "degrees of the one wheel of a column or a limbered battery"),
        real(R, "movement", "brigadier", 0, 72, "required", "FG-CMD-7",
             "inches a brigadier moves in his side's orders phase"),
        real(R, "movement", "cavalry-charge", 0, 48, "required", "FG-MELEE-1",
             "inches mounted cavalry's assault moves across open ground (FG-D-15)"),
        element(R, "command", "once", "FG-CMD-1",
                "the command radius's tiers and the pips, with one <pip-roll> for each rating"),
        real(R, "command", "bugle", 0, 120, "required", "FG-CMD-1",
             "far end of bugle range in inches, a straight line"),
        real(R, "command", "courier", 0, 120, "required", "FG-CMD-1",
             "far end of courier range in inches, around impassable terrain; beyond 'bugle'"),
        real(R, "command", "distant", 0, 120, "required", "FG-CMD-1",
             "far end of distant-courier range in inches, beyond 'courier'; past it a unit "
             "is out of communication"),
        whole(R, "command", "division-pip", 0, 6, "required", "FG-CMD-2",
              "pips a division commander gives one brigade each turn"),
        whole(R, "command", "saved-pips", 0, 6, "required", "FG-CMD-6",
              "unspent pips a brigade may save for its next command phase"),
        element(R, "pip-roll", "one per rating", "FG-CMD-2",
                "a brigadier's staff pips: 1D3 plus 'plus', halved rounding up if 'halve'"),
        word(R, "pip-roll", "rating", wordsOf<Rating>(full::kRatings), "required", "FG-CMD-2",
             "the brigadier's rating the roll is for"),
        whole(R, "pip-roll", "plus", 0, 6, "required", "FG-CMD-2", "pips added to the 1D3"),
        flag(R, "pip-roll", "halve", "false", "FG-CMD-2",
             "true: the 1D3 is halved, rounding up (a timid brigadier)"),
        element(R, "discipline", "once", "FG-DISC-1",
                "the discipline check's number, one <check> for each experience"),
        element(R, "check", "one per experience", "FG-DISC-1", "one experience's check"),
        word(R, "check", "experience", wordsOf<Experience>(full::kExperiences), "required",
             "FG-DISC-1", "the experience the number is for"),
        whole(R, "check", "pass", 2, 6, "required", "FG-DISC-1",
              "the die passes on this or more, before modifiers"),
        element(R, "brigade", "once", "FG-BRIG-1", "brigade faltering"),
        whole(R, "brigade", "hesitant", 1, 100, "required", "FG-BRIG-1",
              "percent of its starting stands lost at which a brigade is hesitant"),
        whole(R, "brigade", "broken", 1, 100, "required", "FG-BRIG-1",
              "percent of its starting stands lost at which a brigade is broken; above "
              "'hesitant'"),
        real(R, "brigade", "broken-move", 0, 24, "required", "FG-BRIG-1",
             "inches each unit of a broken brigade moves toward its friendly edge each turn"),
        element(R, "regiment", "once", "FG-DISC-4", "a unit's health for the shock table"),
        whole(R, "regiment", "fresh", 0, 100, "required", "FG-DISC-4",
              "a unit is fresh with more than this percent of its starting stands"),
        whole(R, "regiment", "spent", 0, 100, "required", "FG-DISC-4",
              "a unit is spent with fewer than this percent of its starting stands; below "
              "'fresh'"),
        element(R, "leader-risk", "once", "FG-LEAD-1",
                "the leader risk die: one <face> for each face 1 to 6"),
        element(R, "face", "one per face", "FG-LEAD-1", "what one face of the die does"),
        whole(R, "face", "roll", 1, 6, "required", "FG-LEAD-1", "the face"),
        word(R, "face", "result", kRiskWords, "required", "FG-LEAD-2",
             "unhurt; wounded (one pip fewer a turn); removed (severely wounded or captured, "
             "replaced); killed (removed, his regiment disordered, the brigade's pips lost)"),
        element(R, "fire", "once", "FG-FIRE-2",
                "the weapon matrix: one <weapon> for each small arm, one <gun-profile> for "
                "each profile, one <gun> for each gun type, and <mounted>"),
        element(R, "weapon", "one per weapon", "FG-FIRE-2",
                "a small arm's row: one <band> for each band"),
        word(R, "weapon", "id", wordsOf<Weapon>(full::kWeapons), "required", "FG-ORG-2",
             "the small arm the row is for"),
        element(R, "gun-profile", "one per profile", "FG-ORG-2",
                "one of the sheet's two artillery rows: one <band> for each band; the long "
                "band reaches as far as each <gun>"),
        word(R, "gun-profile", "id", kProfileWords, "required", "FG-ORG-2",
             "the profile the row is for"),
        element(R, "band", "one per band", "FG-FIRE-2", "one range band of a row"),
        word(R, "band", "name", kBandWords, "required", "FG-D-1",
             "the band; each starts just beyond the one before it"),
        real(R, "band", "reach", 0, 120, "required (none on a gun profile's long band)",
             "FG-FIRE-2", "the band's far end in inches, beyond the band before it"),
        toHit(R, "band", "FG-FIRE-3", "the die to hit before modifiers; - : no fire in the band"),
        whole(R, "band", "dice", 1, 6, "required unless hit is -", "FG-FIRE-2",
              "dice each stand (each gun section) rolls"),
        flag(R, "band", "no-saves", "false", "FG-FIRE-4",
             "true: its hits allow no saves (point-blank guns)"),
        element(R, "gun", "one per gun type", "FG-ORG-2", "a gun type"),
        word(R, "gun", "id", wordsOf<GunType>(full::kGunTypes), "required", "FG-ORG-2",
             "the gun type"),
        word(R, "gun", "profile", kProfileWords, "required", "FG-ORG-2",
             "the <gun-profile> whose bands it fires by"),
        real(R, "gun", "reach", 0, 120, "required", "FG-ORG-2",
             "far end of its long band in inches, beyond its profile's medium band"),
        element(R, "mounted", "once", "FG-FIRE-10",
                "mounted cavalry's pistols and carbines, whatever its weapon (FG-D-41)"),
        toHit(R, "mounted", "FG-FIRE-10", "the die to hit before modifiers; - : no fire"),
        whole(R, "mounted", "dice", 1, 6, "required unless hit is -", "FG-FIRE-10",
              "dice each stand rolls"),
        real(R, "mounted", "reach", 0, 120, "required", "FG-FIRE-10", "how far it fires, inches"),
        element(R, "shock", "once", "FG-MELEE-2",
                "the shock table: one <modifier> for each id the melee rules know"),
        element(R, "modifier", "one per id", "FG-MELEE-2", "a row of the shock table"),
        word(R, "modifier", "id", kShockIds, "required", "FG-MELEE-2",
             "the modifier the melee rules apply by this id"),
        whole(R, "modifier", "value", -6, 6, "required", "FG-MELEE-2",
              "added to the side's shock score"),
        text(R, "modifier", "text", 80, "required", "FG-MELEE-2",
             "the sheet's words for it, shown to players"),
        element(R, "melee", "once", "FG-MELEE-3",
                "the outcomes by margin of defeat: one or more <outcome>, margins rising from 0"),
        element(R, "outcome", "one or more", "FG-MELEE-3",
                "an outcome, from its margin up to the next row's"),
        whole(R, "outcome", "margin", 0, 20, "required", "FG-MELEE-3",
              "the least margin of defeat it is for; the first is 0, each above the one before"),
        whole(R, "outcome", "loser-hits", 0, 12, "required", "FG-MELEE-3",
              "hits the loser takes, never saved (two make a stand)"),
        real(R, "outcome", "retreat", 0, 24, "required", "FG-MELEE-4",
             "inches the loser retreats, disordered"),
        flag(R, "outcome", "both-hit", "false", "FG-MELEE-3",
             "true: a tie (margin 0 only): both take the hits, are disordered and stay locked"),

        // ---- assets/full/terrain.xml
        element(T, "full-terrain", "the root", "FG-LOS-2",
                "the full game's terrain types, one <type> each"),
        element(T, "type", "one or more", "FG-D-5", "a terrain type"),
        text(T, "type", "id", 40, "required", "FG-LOS-2",
             "the name maps use for the type; each id once"),
        text(T, "type", "name", 80, "the id", "FG-LOS-2", "the name shown to players"),
        flag(T, "type", "crest", "false", "FG-D-34",
             "a hill: drawn with a crest line, its features have a level; not on a linear type"),
        flag(T, "type", "linear", "false", "FG-D-26",
             "its features are lines with a width (fences, walls, streams, roads), not areas"),
        real(T, "type", "width", kMinTerrainWidth, kMaxTerrainWidth, "required when linear",
             "FG-D-27", "a linear feature's width in inches; its band is its area"),
        word(T, "type", "pattern", patternWords(), "plain (an area), line (a linear type)", "look",
             "what the table draws inside the colours: plain, woods, orchard, rough, buildings "
             "or water on an area; line, stream, road, fence or wall on a linear type"),
        colour(T, "type", "fill", "#808080ff", "the colour it is filled with"),
        colour(T, "type", "outline", "#404040ff", "the colour of its outline"),
        word(T, "type", "going", wordsOf<full::Going>(2), "open", "FG-D-5",
             "the rates a move that touches it uses: the open or the woods/rough column"),
        flag(T, "type", "open-ground", "true", "FG-D-5",
             "false: not open ground (no charging momentum or cavalry shock across it); false "
             "for woods going"),
        word(T, "type", "cover", wordsOf<full::Cover>(3), "none", "FG-D-9",
             "the cover it gives: an area or a road to a stand whose centre is inside it, an "
             "obstacle to a unit touching it when the line of fire crosses it"),
        flag(T, "type", "obstacle", "false", "FG-D-26",
             "a linear obstacle: each crossed costs the formation's obstacle penalty"),
        flag(T, "type", "road", "false", "FG-D-27",
             "a road: a move with every stand on it uses the road rate"),
        flag(T, "type", "sunken", "false", "FG-D-19",
             "a sunken road: a defender standing in it has heavy fortifications; roads only"),
        flag(T, "type", "impassable", "false", "FG-D-5",
             "no move may enter it (a river but where a road crosses it, a lake)"),
        real(T, "type", "sight-limit", 0, 48, "any", "FG-LOS-1",
             "inches of it in all that a line of sight may run through (FG-D-35)"),
        flag(T, "type", "blocks-sight", "false", "FG-D-35",
             "lines of sight may not pass through it (but may start or end in it)"),
    };
}

// [SECTION] reading values against their specs

// Whether a value must be given: as its spec says, or as the caller knows
// (a band's dice and reach: a gun profile's long band has none).
enum class Need : std::uint8_t { BySpec, Required, Optional };

class Reader {
  public:
    Reader(const char* which, const std::string& file, Problems& problems)
        : which_(which), file_(file), problems_(problems) {}

    const std::string& file() const { return file_; }
    Problems& problems() { return problems_; }

    const TableSpec* find(const char* el, const char* attr) const {
        for (const TableSpec& s : fullTableSpecs())
            if (std::strcmp(s.file, which_) == 0 && std::strcmp(s.element, el) == 0 &&
                std::strcmp(s.attribute, attr) == 0)
                return &s;
        return nullptr;
    }

    void error(const XMLElement* x, const std::string& message) {
        problems_.add(file_, x->GetLineNum(), message);
    }

    // An element's own checks: it takes only the attributes its specs name,
    // and holds no text.
    void checkElement(const XMLElement* x) {
        std::string known;
        for (const TableSpec& s : fullTableSpecs())
            if (std::strcmp(s.file, which_) == 0 && std::strcmp(s.element, x->Name()) == 0 &&
                *s.attribute)
                known += std::string(known.empty() ? "" : ", ") + s.attribute;
        for (const tinyxml2::XMLAttribute* a = x->FirstAttribute(); a; a = a->Next())
            if (!find(x->Name(), a->Name()))
                error(x, "<" + printable(x->Name()) + "> has an unknown attribute '" +
                             printable(a->Name()) + "'" +
                             (known.empty() ? " (it takes none)" : " (it takes " + known + ")"));
        for (const tinyxml2::XMLNode* n = x->FirstChild(); n; n = n->NextSibling()) {
            const tinyxml2::XMLText* t = n->ToText();
            std::string words = t && t->Value() ? folded(t->Value()) : "";
            if (!words.empty()) {
                error(x, "<" + printable(x->Name()) + "> holds the text '" + printable(words, 40) +
                             "'; only elements and comments belong in it");
                break;
            }
        }
    }

    // A leaf element: its own checks, and no element inside it.
    void checkLeaf(const XMLElement* x) {
        checkElement(x);
        for (const XMLElement* c = x->FirstChildElement(); c; c = c->NextSiblingElement())
            error(c, "unknown element <" + printable(c->Name()) + "> in <" + x->Name() +
                         "> (it holds no elements)");
    }

    bool real(const XMLElement* x, const char* attr, double& out, Need need = Need::BySpec) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s, e.real(attr, out, s.lo, s.hi, required(s, need)));
    }

    bool whole(const XMLElement* x, const char* attr, int& out, Need need = Need::BySpec) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s,
                    e.integer(attr, out, static_cast<int>(s.lo), static_cast<int>(s.hi),
                              required(s, need)));
    }

    bool flag(const XMLElement* x, const char* attr, bool& out) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s, e.boolean(attr, out, required(s, Need::BySpec)));
    }

    bool text(const XMLElement* x, const char* attr, std::string& out) {
        const TableSpec& s = spec(x, attr);
        Problems scratch;
        Element e(x, file_, scratch);
        return take(scratch, s,
                    e.text(attr, out, required(s, Need::BySpec), static_cast<std::size_t>(s.hi)));
    }

    // The index of the word in the spec's list.
    bool word(const XMLElement* x, const char* attr, int& out) {
        const TableSpec& s = spec(x, attr);
        const char* v = x->Attribute(attr);
        if (!v) {
            if (required(s, Need::BySpec))
                explain(x, s,
                        "<" + printable(x->Name()) + "> is missing the attribute '" + attr + "'");
            return false;
        }
        for (std::size_t i = 0; i < s.words.size(); ++i)
            if (s.words[i] == v) {
                out = static_cast<int>(i);
                return true;
            }
        explain(x, s,
                std::string("'") + attr + "' must be " + s.range() + ", not '" + printable(v) +
                    "'");
        return false;
    }

    // A band's "hit": a die roll, or "-" (0: no fire).
    bool hit(const XMLElement* x, int& out) {
        const TableSpec& s = spec(x, "hit");
        const char* v = x->Attribute("hit");
        if (v && std::strcmp(v, "-") == 0) {
            out = 0;
            return true;
        }
        if (v && !*v) {
            explain(x, s, "'hit' is empty; it must be " + s.range());
            return false;
        }
        return whole(x, "hit", out);
    }

  private:
    const TableSpec& spec(const XMLElement* x, const char* attr) const {
        const TableSpec* s = find(x->Name(), attr);
        assert(s && "every value read has a spec");
        return *s;
    }

    static bool required(const TableSpec& s, Need need) {
        if (need != Need::BySpec) return need == Need::Required;
        return std::strcmp(s.given, "required") == 0;
    }

    void explain(const XMLElement* x, const TableSpec& s, const std::string& message) {
        error(x, message + " (" + s.meaning + ", " + s.rule + ")");
    }

    // Moves the problems an Element check found into ours, each followed by
    // what the value means and its rule.
    bool take(const Problems& scratch, const TableSpec& s, bool ok) {
        for (const Problem& p : scratch.list)
            problems_.add(p.file, p.line, p.message + " (" + s.meaning + ", " + s.rule + ")");
        return ok;
    }

    const char* which_;
    const std::string& file_;
    Problems& problems_;
};

// Each child element of `parent` named one of `names` goes to `visit`; any
// other is reported as unknown.
template <class Visit>
void eachChild(Reader& r, const XMLElement* parent, std::initializer_list<const char*> names,
               Visit visit) {
    for (const XMLElement* c = parent->FirstChildElement(); c; c = c->NextSiblingElement()) {
        bool known = false;
        for (const char* n : names)
            known = known || std::strcmp(n, c->Name()) == 0;
        if (known) {
            visit(c);
            continue;
        }
        std::vector<std::string> expected;
        for (const char* n : names)
            expected.push_back(std::string("<") + n + ">");
        r.error(c, "unknown element <" + printable(c->Name()) + "> in <" + parent->Name() +
                       "> (expected " + listed(expected) + ")");
    }
}

// Rows keyed by one of a fixed set (the formations, the ratings, the die's
// faces...): each given once, none missing.
class Keyed {
  public:
    Keyed(Reader& r, const XMLElement* parent, const char* child, const char* what,
          std::vector<std::string> keys)
        : r_(r), parent_(parent), child_(child), what_(what), keys_(std::move(keys)),
          lines_(keys_.size(), 0) {}

    // True the first time `key` is given; the second time it is a problem.
    bool first(const XMLElement* x, int key) {
        if (key < 0 || key >= static_cast<int>(keys_.size())) return false; // a spec's range
        int& line = lines_[static_cast<std::size_t>(key)];
        if (line != 0) {
            r_.error(x, std::string("the ") + what_ + " '" + keys_[std::size_t(key)] +
                            "' is given twice (first at line " + std::to_string(line) + ")");
            return false;
        }
        line = x->GetLineNum();
        return true;
    }
    bool seen(int key) const { return lines_[static_cast<std::size_t>(key)] != 0; }

    // Each key never given, as a problem at the parent's line.
    bool complete() {
        bool all = true;
        for (std::size_t k = 0; k < keys_.size(); ++k)
            if (lines_[k] == 0) {
                all = false;
                r_.error(parent_, std::string("the ") + what_ + " '" + keys_[k] +
                                      "' is missing: <" + parent_->Name() + "> needs one <" +
                                      child_ + "> for each of " + listed(keys_, " and "));
            }
        return all;
    }

  private:
    Reader& r_;
    const XMLElement* parent_;
    const char* child_;
    const char* what_;
    std::vector<std::string> keys_;
    std::vector<int> lines_;
};

// `later` must lie beyond `earlier` (both read): tiers, bands, thresholds.
void needBeyond(Reader& r, const XMLElement* x, const std::string& later, double laterValue,
                const std::string& earlier, double earlierValue, const char* why) {
    if (laterValue > earlierValue) return;
    r.error(x, later + ", " + fmt(laterValue) + ", must be above " + earlier + ", " +
                   fmt(earlierValue) + " (" + why + ")");
}

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

// [SECTION] specs

std::string TableSpec::range() const {
    switch (kind) {
    case SpecKind::Element:
        return "";
    case SpecKind::Real:
        return fmt(lo) + " to " + fmt(hi);
    case SpecKind::Whole:
        return fmt(lo) + " to " + fmt(hi) + " (whole)";
    case SpecKind::ToHit:
        return fmt(lo) + " to " + fmt(hi) + ", or -";
    case SpecKind::Flag:
        return "true or false";
    case SpecKind::Word:
        return listed(words);
    case SpecKind::Text:
        return "text, at most " + fmt(hi) + " characters";
    case SpecKind::Colour:
        return "#rrggbb or #rrggbbaa";
    }
    return "";
}

std::string TableSpec::docRow() const {
    std::string what = *attribute ? std::string("`") + attribute + "`" : "-";
    std::string may = kind == SpecKind::Element ? "-" : range();
    // Markdown would take "<formation>" in a sentence for HTML: quote it.
    std::string sentence;
    for (const char* c = meaning; *c; ++c)
        sentence += *c == '<'   ? std::string("`<")
                    : *c == '>' ? std::string(">`")
                                : std::string(1, *c);
    return std::string("| `<") + element + ">` | " + what + " | " + may + " | " + given + " | " +
           sentence + " | " + rule + " |";
}

const std::vector<TableSpec>& fullTableSpecs() {
    static const std::vector<TableSpec> specs = makeSpecs();
    return specs;
}

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
    const std::array<std::pair<const char*, Section>, 10> sections = {{
        {"rates", readRates},
        {"movement", readMovement},
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
