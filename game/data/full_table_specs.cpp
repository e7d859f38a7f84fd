// The full game's rule tables' specs (full_tables_file.h, fullTableSpecs):
// every element and value of assets/full/rules.xml and terrain.xml, each
// once, in file order, with what it may be, what it means and its rule. The
// reader (full_tables_file.cpp) checks each value against its spec, and
// docs/full-tables.md lists them.
#include "full_table_words.h"
#include "full_tables_file.h"
#include "terrain_file.h"

#include "core/map.h"

#include <cstdio>
#include <utility>

namespace guidon::data {

namespace fulltables {

// [SECTION] words and formatters shared with the reader (full_table_words.h)

const std::vector<std::string> kShockIds = {
    "fresh",       "spent",       "momentum", "column",     "rebel-yell", "cavalry",
    "heavy-cover", "light-cover", "flank",    "disordered", "brigadier"};
const std::vector<std::string> kRiskWords = {"unhurt", "wounded", "removed", "killed"};
const std::vector<std::string> kBandWords = {"point-blank", "medium", "long"};
const std::vector<std::string> kProfileWords = {"smoothbore", "rifled"};

std::string fmt(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

std::string listed(const std::vector<std::string>& words, const char* last) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += i + 1 == words.size() ? last : ", ";
        out += words[i];
    }
    return out;
}

} // namespace fulltables

using namespace fulltables;

namespace {

std::vector<std::string> patternWords() {
    std::vector<std::string> out;
    for (int i = 0; i <= static_cast<int>(core::TerrainPattern::Wall); ++i)
        out.emplace_back(core::nameOf(static_cast<core::TerrainPattern>(i)));
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
        element(R, "reactions", "once", "FG-REACT-1",
                "the passive side's reactions: where each triggers and how far it goes"),
        real(R, "reactions", "closing-volley", 0, 24, "required", "FG-REACT-2",
             "inches from the assaulted unit's front edge at which its closing volley triggers "
             "(FG-D-16)"),
        real(R, "reactions", "opportunity", 0, 24, "required", "FG-REACT-3",
             "inches from a unit's front edge within which a mover in its forward arc triggers "
             "opportunity fire (FG-D-11)"),
        real(R, "reactions", "evade-zone", 0, 24, "required", "FG-REACT-4",
             "inches from a skirmish screen within which a formed enemy triggers its evade"),
        real(R, "reactions", "flank-zone", 0, 24, "required", "FG-REACT-5",
             "inches from a unit within which an enemy in its flank arc triggers refuse flank"),
        real(R, "reactions", "stall", 0, 12, "required", "FG-D-16",
             "inches short of the volleying unit's front at which a stalled charger stops"),
        real(R, "reactions", "evade-least", 0, 24, "required", "FG-D-28",
             "the shortest evade, inches straight back"),
        real(R, "reactions", "evade-most", 0, 24, "required", "FG-D-28",
             "the longest evade, inches straight back; beyond 'evade-least'"),
        real(R, "reactions", "counter-least", 0, 24, "required", "FG-REACT-6",
             "the shortest counter-charge surge, inches"),
        real(R, "reactions", "counter-most", 0, 24, "required", "FG-REACT-6",
             "the longest counter-charge surge, inches; beyond 'counter-least'"),
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

} // namespace guidon::data
