#include "play.h"

#include "commands.h"
#include "game_report.h"

#include "data/battle_file.h"
#include "data/full_battle_file.h"
#include "data/save_file.h"
#include "data/xml_reader.h"
#include "full/door.h"
#include "full/fire_preview.h"
#include "full/melee.h"
#include "lite/command_text.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace guidon::cli {

std::string handsProblem(const sim::Library& lib, const lite::FixedHands& hands, int year) {
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        const std::vector<std::string>& ids = hands[lite::index(side)];
        if (ids.empty()) continue;
        std::vector<std::string> p = lite::fixedHandProblems(&lib.cards, side, year, ids);
        if (!p.empty())
            return std::string("--hand ") + lite::nameOf(side) + ":" + lite::cardListText(ids) +
                   ": " + p[0];
    }
    return "";
}

void printRefusal(const std::string& scriptName, int lineNo, const core::Refusal& r) {
    std::cerr << scriptName << ":" << lineNo << ": refused: " << r.rule << ": " << r.reason;
    if (r.hasPoint) {
        char at[64];
        std::snprintf(at, sizeof at, " (at %.2f,%.2f)", r.point.x, r.point.y);
        std::cerr << at;
    }
    std::cerr << "\n";
}

int withScript(const std::string& script,
               const std::function<int(std::istream&, const std::string&)>& run) {
    if (script == "-") return run(std::cin, std::string("<stdin>"));
    data::Problems sp;
    std::string text;
    if (!data::readTextFile(script, text, sp)) {
        std::cerr << sp.str();
        return 1;
    }
    std::istringstream in(text);
    return run(in, script);
}

int runScript(sim::Session& session, std::istream& in, const std::string& scriptName, int& lineNo,
              const std::function<bool()>& until,
              const std::function<void(const core::LineResult&)>& each) {
    std::string line;
    int autosaveFailures = session.autosaveFailuresInAll();
    while (!(until && until()) && lite::readScriptLine(in, line)) {
        ++lineNo;
        std::string body = lite::scriptLineBody(line);
        if (body.empty()) continue;
        core::Status now = session.status();
        if (now.over) {
            std::cerr << scriptName << ":" << lineNo << ": the game is already over ("
                      << now.endReason << ")\n";
            return 1;
        }
        core::LineResult out = session.submitLine(body);
        if (!out.error.empty()) {
            std::cerr << scriptName << ":" << lineNo << ": " << out.error
                      << " (waiting: " << now.pending << ")\n";
            return 1;
        }
        if (!out.accepted) {
            printRefusal(scriptName, lineNo, out.refusal);
            return 1;
        }
        if (each) each(out);
        // Said at once, at every turn it fails: the game is not being kept.
        if (session.autosaveFailuresInAll() > autosaveFailures) {
            autosaveFailures = session.autosaveFailuresInAll();
            std::cerr << scriptName << ":" << lineNo
                      << ": autosave failed: " << session.autosaveError() << "\n";
        }
    }
    return 0;
}

int playBattle(const sim::Library& lib, const PlayOptions& o, std::istream& in,
               const std::string& scriptName, int lineNo) {
    sim::Session session;
    data::Problems problems;
    if (!session.start(lib, o.battle, o.seed, o.dice, problems, o.hands)) {
        std::cerr << problems.str();
        return 1;
    }
    if (!o.save.empty()) session.setAutosave(sim::autosavePathFor(o.save));
    int rc = runScript(session, in, scriptName, lineNo);
    return finishPlay(session, o, rc);
}

namespace {

// --preview's unit in the state reached: its index (-1: not on the table).
int previewUnitOf(const full::GameState& s, const PlayOptions& o) {
    return full::unitById(s, o.previewUnit);
}

// --preview as plain lines, after the summary.
void printPreview(const full::GameState& s, const PlayOptions& o) {
    const int unit = previewUnitOf(s, o);
    std::cout << "fire preview of " << o.previewUnit;
    if (o.previewSection >= 0) std::cout << ":" << o.previewSection + 1;
    std::cout << ":\n";
    if (unit < 0) {
        std::cout << o.previewUnit << " can fire at nothing now: "
                  << full::noTargetReason(s, unit, o.previewSection) << "\n";
        return;
    }
    for (const std::string& line : full::firePreviewText(s, unit, o.previewSection))
        std::cout << line << "\n";
}

// --preview in the JSON: "preview", the targets with their numbers, and
// "preview_refusal", why there are none ("" when there are).
void jsonPreview(sim::Json& j, const full::GameState& s, const PlayOptions& o) {
    const int unit = previewUnitOf(s, o);
    const std::vector<full::TargetPreview> targets =
        unit < 0 ? std::vector<full::TargetPreview>{} : full::firePreview(s, unit, o.previewSection);
    // A volley's named modifiers: [{"value": -1, "text": "..."}, ...].
    auto terms = [&j](const char* key, const std::vector<full::FireTerm>& list) {
        j.key(key).beginArray();
        for (const full::FireTerm& t : list)
            j.beginObject().key("value").num(t.value).key("text").str(t.text).endObject();
        j.endArray();
    };
    j.key("preview").beginArray();
    for (const full::TargetPreview& p : targets) {
        const full::Volley& v = p.volley;
        const full::FireOdds& odds = p.odds;
        j.beginObject();
        j.key("target").str(full::idOf(s, v.target));
        j.key("distance").real(v.distance);
        j.key("band").str(std::string(full::nameOf(v.band)));
        j.key("canister").boolean(v.canister);
        j.key("dice").num(v.dice);
        j.key("stands").num(v.stands);
        j.key("dice_per_stand").num(v.dicePerStand);
        j.key("matrix").num(v.matrix);
        j.key("to_hit").num(v.toHit);
        terms("to_hit_terms", v.toHitTerms);
        j.key("save").num(v.save);
        j.key("save_base").str(v.saveBase);
        terms("save_terms", v.saveTerms);
        j.key("sharpshooters").boolean(v.sharpshooters);
        j.key("steady").boolean(v.steady);
        j.key("odd_hits").num(v.oddHits);
        j.key("target_stands").num(v.targetStands);
        j.key("seen_the_elephant").boolean(v.elephant);
        j.key("iron_discipline").boolean(v.ironIgnores);
        j.key("suppression_need").num(v.suppressionNeed);
        j.key("plunging_fire_on").str(v.victim >= 0 ? full::idOf(s, v.victim) : "");
        j.key("expected_hits").real(odds.expectedHits);
        j.key("expected_unsaved").real(odds.expectedUnsaved);
        j.key("expected_stands").real(odds.expectedStands);
        j.key("stand_chance").real(odds.standChance);
        j.key("suppression_chance").real(odds.suppressionChance);
        j.key("elephant_chance").real(odds.elephantChance);
        j.key("disorder_chance").real(odds.disorderChance);
        j.key("text").beginArray();
        for (const std::string& line : full::previewLines(s, p))
            j.str(line);
        j.endArray();
        j.endObject();
    }
    j.endArray();
    j.key("preview_refusal").str(targets.empty() ? full::noTargetReason(s, unit, o.previewSection)
                                                 : "");
}

// --melees as plain lines: each melee in contact, its terms and chances.
void printMelees(const full::GameState& s) {
    const std::vector<full::Melee> melees = full::meleesOf(s);
    std::cout << "melees now: " << melees.size() << "\n";
    for (const full::Melee& m : melees)
        for (const std::string& line : full::meleePreviewLines(s, full::meleeCheckOf(s, m)))
            std::cout << "  " << line << "\n";
}

// --melees in the JSON: "melees", each with its sides' main units, engaged
// stands, terms and score before the die, and the chances of each outcome.
void jsonMelees(sim::Json& j, const full::GameState& s) {
    j.key("melees").beginArray();
    for (const full::Melee& m : full::meleesOf(s)) {
        const full::MeleeCheck c = full::meleeCheckOf(s, m);
        const full::MeleeOdds odds = full::meleeOdds(c);
        auto side = [&](const char* key, const full::MeleeSide& ms,
                        const std::vector<double>& wins) {
            j.key(key).beginObject();
            j.key("side").str(core::nameOf(ms.side));
            j.key("main").str(ms.main >= 0 ? full::idOf(s, ms.main) : "");
            j.key("engaged").num(ms.stands);
            j.key("terms").beginArray();
            for (const full::ShockTerm& t : ms.terms)
                j.beginObject().key("id").str(t.id).key("value").num(t.value).key("text").str(t.text)
                    .key("rule").str(t.rule).endObject();
            j.endArray();
            j.key("score").num(ms.score());
            j.key("wins_by_band").beginArray();
            for (double p : wins)
                j.real(p);
            j.endArray();
            j.endObject();
        };
        j.beginObject();
        side("attacker", c.attacker, odds.attacker);
        side("defender", c.defender, odds.defender);
        j.key("auto_lose").boolean(c.autoLose);
        j.key("tie").real(odds.tie);
        j.key("text").beginArray();
        for (const std::string& line : full::meleePreviewLines(s, c))
            j.str(line);
        j.endArray();
        j.endObject();
    }
    j.endArray();
}

} // namespace

int finishPlay(const sim::Session& session, const PlayOptions& o, int rc) {
    if (!o.save.empty()) {
        std::string err;
        if (!data::writeSaveAtomic(o.save, session.record(), err)) {
            std::cerr << "guidon-cli: " << err << "\n";
            return 1;
        }
    }
    if (session.autosaveFailuresInAll() > 0) {
        std::cerr << "guidon-cli: " << session.autosaveFailuresInAll()
                  << " autosaves failed (the save itself was written)\n";
        if (rc == 0) rc = 1;
    }
    const full::GameState* full =
        o.previewUnit.empty() && !o.melees ? nullptr : full::stateIf(session.game());
    if (o.json) {
        std::cout << jsonState(session, full ? [&](sim::Json& j) {
            if (!o.previewUnit.empty()) jsonPreview(j, *full, o);
            if (o.melees) jsonMelees(j, *full);
        } : std::function<void(sim::Json&)>());
    } else {
        printSummary(session);
        if (full && !o.previewUnit.empty()) printPreview(*full, o);
        if (full && o.melees) printMelees(*full);
    }
    return rc;
}

int cmdPlay(const char* argv0, const Args& args) {
    PlayOptions o;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (std::string why = playOption(args, i, o); why != "no") {
            if (!why.empty()) return usage(why);
        } else if (std::string pwhy = previewOption(args, i, o); pwhy != "no") {
            if (!pwhy.empty()) return usage(pwhy);
        } else if (std::string why = battleArgument(args[i], o.battle); !why.empty()) {
            return usage(why);
        }
    }
    if (o.battle.empty()) return usage("play needs a battle file");
    if (!o.haveSeed) return usage("play needs --seed N");
    if (o.script.empty()) return usage("play needs --script FILE (or - for standard input)");
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    // A --hand the decks cannot deal is the command line's mistake (exit 2);
    // a battle that does not load is left for the game's start to report.
    lite::Battle b;
    data::Problems ignored;
    if (data::battleFileRules(o.battle, ignored) == "full") {
        if (!o.hands[0].empty() || !o.hands[1].empty())
            return usage("--hand: " + o.battle +
                         ": the full game has no cards: --hand is for a battle of Longstreet Lite");
        // --preview names a unit of the battle (or a screen one of its
        // regiments may detach in play, its id with "-s").
        full::Battle fb;
        if (!o.previewUnit.empty() && data::loadFullBattle(o.battle, lib.fullTerrain, fb, ignored)) {
            bool known = false;
            for (const full::UnitSetup& u : fb.units)
                known = known || u.id == o.previewUnit || u.id + "-s" == o.previewUnit;
            if (!known)
                return usage("--preview: " + o.battle + " has no unit '" + o.previewUnit + "'");
        }
    } else {
        if (!o.previewUnit.empty())
            return usage("--preview: " + o.battle +
                         " is a battle of Longstreet Lite: --preview is for the full game");
        if (o.melees)
            return usage("--melees: " + o.battle +
                         " is a battle of Longstreet Lite: --melees is for the full game");
        if (data::loadBattle(o.battle, lib.terrain, b, ignored))
            if (std::string why = handsProblem(lib, o.hands, b.year); !why.empty())
                return usage(why);
    }
    return withScript(o.script, [&](std::istream& in, const std::string& name) {
        return playBattle(lib, o, in, name, 0);
    });
}

int cmdReplay(const char* argv0, const Args& options) {
    Args args = options;
    bool json = std::find(args.begin(), args.end(), "--json") != args.end();
    args.erase(std::remove(args.begin(), args.end(), "--json"), args.end());
    if (args.size() != 1) return usage("replay needs one save file");
    const std::string& path = args[0];
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    data::SaveGame save;
    data::Problems problems;
    // A save that cannot be used: say why, and offer the last good autosave.
    auto offerAutosave = [&] {
        std::string autosave = sim::autosavePathFor(path);
        data::SaveGame a;
        data::Problems ap;
        sim::Session as;
        std::string aerr;
        if (data::loadSave(autosave, a, ap) && sim::replaySave(lib, a, autosave, as, aerr))
            std::cerr << "the last good autosave is " << autosave << " (turn " << as.status().turn
                      << ", " << a.commands.size() << " commands): guidon-cli replay " << autosave
                      << "\n";
    };
    if (!data::loadSave(path, save, problems)) {
        std::cerr << problems.str();
        offerAutosave();
        return 1;
    }
    sim::Session session;
    std::string err, note;
    if (!sim::replaySave(lib, save, path, session, err, &note)) {
        // Problems of the save's copy of its battle already name the save.
        std::cerr << (err.rfind(path + ":", 0) == 0 ? err : path + ": " + err) << "\n";
        offerAutosave();
        return 1;
    }
    // Played on the save's own copy of its battle: said, and still a success.
    if (!note.empty()) std::cerr << path << ": " << note << "\n";
    if (json) {
        std::cout << jsonState(session);
    } else {
        std::cout << path << ": " << save.commands.size() << " commands replayed, "
                  << save.checkpoints.size() << " checkpoints match\n";
        printSummary(session);
    }
    return 0;
}

} // namespace guidon::cli
