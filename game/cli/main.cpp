// guidon-cli: the headless program. Validates data files, plays a battle from
// a script of player decisions, replays saves and measures speed. Every
// decision goes through the same Session and rules door as the window's.
#include "ai/agent.h"
#include "cards_doc.h"
#include "pickup_cmd.h"
#include "sim/json.h"
#include "sim/match.h"
#include "sim/soak.h"

#include "data/battle_file.h"
#include "data/cards_file.h"
#include "data/pickup_file.h"
#include "data/reference_file.h"
#include "data/save_file.h"
#include "data/settings_file.h"
#include "data/terrain_file.h"
#include "data/xml_reader.h"
#include "editor/editor_doc.h"
#include "lite/combat.h"
#include "lite/command_text.h"
#include "lite/fire.h"
#include "lite/movement.h"
#include "lite/view.h"
#include "sim/ai_levels.h"
#include "sim/session.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <unistd.h>

using namespace guidon;
using namespace guidon::sim;

namespace {

const char* kUsage =
    "usage:\n"
    "  guidon-cli validate FILE...\n"
    "      check battle, card, terrain, save, rules reference, AI level, pick-up and settings "
    "files;\n"
    "      exit 1 with file:line: messages\n"
    "  guidon-cli play BATTLE --seed N [--dice 6,4,1,...] [--hand SIDE:CARD,...] --script FILE|- "
    "[--json]\n"
    "                 [--save FILE]\n"
    "      play a battle from a script of decisions (one command a line); --hand deals these "
    "cards\n"
    "      first into that side's opening hand (once per side)\n"
    "  guidon-cli pickup [--seed N] [--dice 6,4,...] [--map SCENARIO] [--forces FED_ID,CONF_ID] "
    "[--out BATTLE]\n"
    "                   [--terrain BATTLE] [--winner SIDE] [--north SIDE] [--first SIDE]\n"
    "                   [--hand SIDE:CARD,...] --script FILE|- [--json] [--save FILE]\n"
    "      set up a pick-up battle (LL-SETUP-1) from the script's first lines, then play the "
    "rest;\n"
    "      --map: a pick-up scenario map (with <pickup>) fixes what it gives, the flags override "
    "it\n"
    "  guidon-cli replay SAVE [--json]\n"
    "      re-play a save and check its state hashes\n"
    "  guidon-cli soak BATTLE --games N --seed S [--max-turns T]\n"
    "      play N games of random legal moves, checking every invariant\n"
    "  guidon-cli match BATTLE --games N --seed S --federal LEVEL --confederate LEVEL [--swap] "
    "[--trace]\n"
    "                  [--alternate-first] [--year Y] [--max-turns T]\n"
    "      N games between computer players (levels: random, easy, normal, hard); each result,\n"
    "      then a JSON summary (wins per level and per side); --year plays the battle with that\n"
    "      year's decks; --alternate-first changes the side that moves first every other game;\n"
    "      --trace prints every command with the AI's reason\n"
    "  guidon-cli cards-doc [--balance GAMES] [--seed S]\n"
    "      docs/cards.md from assets/cards.xml: every card, each side's deck per year and, with\n"
    "      --balance, hard-AI matches per year on a battle of equal forces (tools/cards-doc)\n"
    "  guidon-cli bench [--quick]\n"
    "      print timings\n"
    "see docs/cli.md\n";

// The one positional argument of play and soak: the battle file. Returns
// what is wrong with `a`, or "" once it is taken.
std::string battleArgument(const std::string& a, std::string& battle) {
    if (!a.empty() && a[0] == '-') return "unknown option " + a;
    if (!battle.empty()) return "more than one battle given";
    battle = a;
    return "";
}

int usage(const std::string& why) {
    if (!why.empty()) std::cerr << "guidon-cli: " << why << "\n";
    std::cerr << kUsage;
    return 2;
}

bool loadLib(const char* argv0, sim::Library& lib) {
    data::Problems p;
    if (!sim::loadLibrary(sim::findDataRoot(argv0), lib, p)) {
        std::cerr << p.str();
        return false;
    }
    return true;
}

// [SECTION] validate

// Decide what a file is by its root element, then load it with the right loader.
int cmdValidate(const char* argv0, const std::vector<std::string>& files) {
    if (files.empty()) return usage("validate needs at least one file");
    sim::Library lib;
    data::Problems libProblems;
    bool haveLib = sim::loadLibrary(sim::findDataRoot(argv0), lib, libProblems);
    std::string report; // every problem, one a line, in the order of the files
    for (const std::string& f : files) {
        data::Problems problems;
        // A settings file's warnings, each already `file:line: what`.
        std::vector<std::string> warnings;
        std::string text;
        if (data::readTextFile(f, text, problems)) {
            std::string root = data::rootElementName(text);
            auto has = [&](const char* tag) { return root == tag; };
            if (has("terrain-types")) {
                std::vector<lite::TerrainType> t;
                data::parseTerrainTypes(text, f, t, problems);
            } else if (has("cards")) {
                std::vector<lite::CardDef> c;
                data::parseCards(text, f, c, problems);
            } else if (has("reference")) {
                data::RulesReference r;
                data::parseReference(text, f, r, problems);
            } else if (has("ai")) {
                ai::AiParams a;
                sim::parseAiLevel(text, f, a, problems);
            } else if (has("settings")) {
                // The player's file: the game only warns and keeps a default
                // for each bad value; here every warning fails the check, so
                // that a player can check his file.
                data::loadSettings(f, warnings);
            } else if (has("save")) {
                data::SaveGame s;
                if (data::parseSave(text, f, s, problems) && haveLib) {
                    sim::Session session;
                    std::string err;
                    if (!sim::replaySave(lib, s, f, session, err)) problems.add(f, 0, err);
                }
            } else if (has("pickup") && haveLib) {
                lite::PickupLibrary l;
                data::parsePickup(text, f, lib.terrain, l, problems);
            } else if ((has("battle") || has("pickup")) && !haveLib) {
                problems.list.insert(problems.list.end(), libProblems.list.begin(),
                                     libProblems.list.end());
            } else {
                // A battle; or let the battle loader say what is wrong:
                // malformed XML gets its line.
                lite::Battle b;
                if (data::parseBattle(text, f, lib.terrain, b, problems, false, &lib.cards) &&
                    b.pickup)
                    if (std::optional<std::string> why =
                            lite::whyNoSetUp(lib.pickup, lib.terrain, b))
                        problems.add(f, 0, *why);
            }
        }
        report += problems.str();
        for (const std::string& w : warnings)
            report += w + "\n";
    }
    if (!report.empty()) {
        std::cerr << report;
        return 1;
    }
    std::cout << files.size() << (files.size() == 1 ? " file" : " files") << " valid\n";
    return 0;
}

// [SECTION] play and replay

struct PlayOptions {
    std::string battle;
    std::uint64_t seed = 0;
    bool haveSeed = false;
    std::vector<int> dice;
    lite::FixedHands hands; // --hand, by side index
    std::string script;
    bool json = false;
    std::string save;
};

// --hand against the decks of the battle's year (LL-CARD-1): what is wrong,
// or "" when every card is there.
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

std::string jsonState(const sim::Session& s) {
    const lite::GameState& st = s.state();
    // Everything here is public: built from a view, plus the hash.
    lite::PlayerView v = lite::viewFor(st, st.active);
    sim::Json j;
    j.beginObject();
    j.key("battle").str(st.setup->battle.name);
    j.key("turn").num(v.turn);
    j.key("active").str(lite::nameOf(v.active));
    j.key("step").str(lite::nameOf(v.step));
    j.key("pending").str(v.over ? "" : v.pending);
    // The deciding player's own hand, as the plain output prints it (the
    // hand he would see on his screen); null once the game is over.
    if (v.over) {
        j.key("deciding").null();
    } else {
        lite::PlayerView mine = lite::viewFor(st, lite::decider(st));
        j.key("deciding").beginObject();
        j.key("side").str(lite::nameOf(mine.me));
        j.key("hand").beginArray();
        for (const lite::CardInHand& c : mine.hand) {
            j.beginObject();
            j.key("id").str(c.def->id);
            j.key("morale").num(c.def->morale);
            j.endObject();
        }
        j.endArray();
        j.endObject();
    }
    if (v.over && v.hasWinner)
        j.key("winner").str(lite::nameOf(v.winner));
    else
        j.key("winner").null();
    j.key("end_reason").str(v.endReason);
    j.key("shattered_point").num(v.shatteredPoint);
    j.key("sides").beginObject();
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        const lite::SideSummary& ss = v.side(side);
        j.key(lite::nameOf(side)).beginObject();
        j.key("hand").num(ss.hand);
        j.key("deck").num(ss.deck);
        j.key("discards").num(ss.discards);
        j.key("out_of_game").num(ss.outOfGame);
        j.key("bases_lost").num(ss.basesLost);
        j.key("starting_bases").num(ss.startingBases);
        j.key("passed_last_turn").boolean(ss.passedLastTurn);
        j.endObject();
    }
    j.endObject();
    j.key("units").beginArray();
    for (const lite::Unit& u : v.units) {
        j.beginObject();
        j.key("id").str(u.id);
        j.key("side").str(lite::nameOf(u.side));
        j.key("type").str(lite::nameOf(u.type));
        j.key("bases").num(u.bases);
        j.key("files").num(u.shownFiles());
        j.key("ranks").num(u.ranks());
        j.key("position").beginArray().real(u.front.x).real(u.front.y).endArray();
        j.key("facing").real(u.facing);
        j.key("limbered").boolean(u.limbered);
        j.key("smoke").boolean(u.smoke);
        j.key("broken").boolean(u.broken);
        j.endObject();
    }
    j.endArray();
    j.key("commands").num(static_cast<long long>(s.record().commands.size()));
    j.key("hash").str(lite::hashHex(lite::stateHash(st)));
    j.key("events").beginArray();
    for (const lite::Event& e : s.log()) {
        j.beginObject();
        j.key("kind").str(lite::nameOf(e.kind));
        j.key("side").str(lite::nameOf(e.side));
        j.key("text").str(e.text);
        if (!e.dice.empty()) {
            j.key("dice").beginArray();
            for (int d : e.dice)
                j.num(d);
            j.endArray();
        }
        j.endObject();
    }
    j.endArray();
    j.endObject();
    return j.text() + "\n";
}

void printSummary(const sim::Session& s) {
    const lite::GameState& st = s.state();
    std::cout << "turn " << st.turn << ", " << lite::nameOf(st.active) << " active; ";
    if (st.over)
        std::cout << "game over: " << (st.hasWinner ? lite::nameOf(st.winner) : "nobody")
                  << " wins (" << st.endReason << ")\n";
    else {
        std::cout << "waiting: " << lite::describePending(st) << "\n";
        // The deciding player's own hand (what he would see on his screen).
        lite::PlayerView v = lite::viewFor(st, lite::decider(st));
        std::cout << "hand of " << lite::nameOf(v.me) << ":";
        for (const lite::CardInHand& c : v.hand)
            std::cout << " " << c.def->id << "(" << c.def->morale << ")";
        std::cout << "\n";
    }
    std::cout << "hash " << lite::hashHex(lite::stateHash(st)) << "\n";
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

// Lines are counted on from `lineNo` (the lines already read from `in`).
int runScript(sim::Session& session, std::istream& in, const std::string& scriptName, int lineNo) {
    std::string line;
    int autosaveFailures = session.autosaveFailuresInAll();
    while (lite::readScriptLine(in, line)) {
        ++lineNo;
        std::string body = lite::scriptLineBody(line);
        if (body.empty()) continue;
        if (session.state().over) {
            std::cerr << scriptName << ":" << lineNo << ": the game is already over ("
                      << session.state().endReason << ")\n";
            return 1;
        }
        lite::Outcome out;
        std::string err;
        if (!session.submitText(body, out, err)) {
            std::cerr << scriptName << ":" << lineNo << ": " << err
                      << " (waiting: " << lite::describePending(session.state()) << ")\n";
            return 1;
        }
        if (!out.accepted) {
            printRefusal(scriptName, lineNo, out.refusal);
            return 1;
        }
        // Said at once, at every turn it fails: the game is not being kept.
        if (session.autosaveFailuresInAll() > autosaveFailures) {
            autosaveFailures = session.autosaveFailuresInAll();
            std::cerr << scriptName << ":" << lineNo
                      << ": autosave failed: " << session.autosaveError() << "\n";
        }
    }
    return 0;
}

// Run `run(stream, name)` on the script: a file, or standard input for "-".
template <class Run> int withScript(const std::string& script, Run&& run) {
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

// Start o.battle and play the rest of the script through a Session: what
// play does, and what pickup does once its set-up is finished.
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
    if (o.json)
        std::cout << jsonState(session);
    else
        printSummary(session);
    return rc;
}

int cmdPlay(const char* argv0, const PlayOptions& o) {
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    // A --hand the decks cannot deal is the command line's mistake (exit 2);
    // a battle that does not load is left for the game's start to report.
    lite::Battle b;
    data::Problems ignored;
    if (data::loadBattle(o.battle, lib.terrain, b, ignored))
        if (std::string why = handsProblem(lib, o.hands, b.year); !why.empty()) return usage(why);
    return withScript(o.script, [&](std::istream& in, const std::string& name) {
        return playBattle(lib, o, in, name, 0);
    });
}

// [SECTION] pickup

struct PickupOptions {
    PlayOptions play;
    std::string forces[2]; // force ids; "" = the side's first force
    std::string out;     // where the battle is written ("" = beside the save, or a temporary file)
    std::string terrain; // a battle whose terrain and table the scenario fixes
    std::string map;     // a pick-up scenario map (<pickup>): its rules and forces
    std::optional<core::Side> winner, north, first;
};

// LL-SETUP-1 from the script's first lines, then the game from the rest.
int cmdPickup(const char* argv0, const PickupOptions& o) {
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    // --map: the scenario's table, terrain, choices, name, year and forces
    // (RULINGS LL-SETUP-1); the flags below override what it fixes.
    auto load = [&](const std::string& path, lite::Battle& b) { // its problems printed
        data::Problems p;
        if (data::loadBattle(path, lib.terrain, b, p)) return true;
        std::cerr << p.str();
        return false;
    };
    lite::PickupRules fixed;
    std::optional<lite::PickupForce> mapForce[2];
    if (!o.map.empty()) {
        lite::Battle map;
        if (!load(o.map, map)) return 1;
        if (!map.pickup)
            return usage("--map: " + o.map +
                         " is not a pick-up scenario (it has no <pickup> element); play it with "
                         "'guidon-cli play', or take its terrain with --terrain");
        fixed = lite::pickupRulesFor(map);
        // Forces named with --forces replace the map's.
        if (o.forces[0].empty() && o.forces[1].empty())
            for (core::Side side : {core::Side::Federal, core::Side::Confederate})
                mapForce[lite::index(side)] = lite::forceFromBattle(map, side);
    }
    const lite::PickupForce* force[2] = {nullptr, nullptr};
    for (core::Side side : {core::Side::Federal, core::Side::Confederate}) {
        if (mapForce[lite::index(side)]) {
            force[lite::index(side)] = &*mapForce[lite::index(side)];
            continue;
        }
        const std::string& id = o.forces[lite::index(side)];
        const lite::PickupForce* f =
            id.empty() ? lib.pickup.firstForce(side) : lib.pickup.findForce(id);
        if (!f || f->side != side) {
            std::string known;
            for (const lite::PickupForce& k : lib.pickup.forces)
                if (k.side == side) known += (known.empty() ? "" : ", ") + k.id;
            return usage(std::string("--forces: no ") + lite::nameOf(side) + " force '" + id +
                         "' (known: " + known + ")");
        }
        force[lite::index(side)] = f;
    }
    if (!o.terrain.empty()) {
        lite::Battle b;
        if (!load(o.terrain, b)) return 1;
        fixed.terrainFixed = true;
        fixed.terrain = b.features;
        fixed.width = b.width;
        fixed.height = b.height;
    }
    if (o.winner) fixed.winner = o.winner;
    if (o.north) fixed.northSide = o.north;
    if (o.first) fixed.firstDeployer = o.first;
    if (std::string why =
            handsProblem(lib, o.play.hands, fixed.year > 0 ? fixed.year : lib.pickup.year);
        !why.empty())
        return usage(why);
    // With --json standard output holds the JSON alone: the set-up's lines go
    // to standard error.
    std::ostream& report = o.play.json ? std::cerr : std::cout;
    lite::PickupSetup setup(lib.pickup, lib.terrain, *force[0], *force[1], fixed, o.play.seed,
                            o.play.dice);
    core::Pcg32 rng =
        lite::setupChoices(o.play.seed); // its own stream: the set-up's dice stay as scripted
    return withScript(o.play.script, [&](std::istream& in, const std::string& name) {
        std::size_t shown = 0;
        auto show = [&] {
            for (; shown < setup.log().size(); ++shown)
                report << setup.log()[shown].text << "\n";
        };
        show();
        int lineNo = 0;
        std::string line;
        while (!setup.ready() && lite::readScriptLine(in, line)) {
            ++lineNo;
            std::string body = lite::scriptLineBody(line);
            if (body.empty()) continue;
            std::optional<core::Refusal> refusal;
            std::string err;
            if (!cli::applySetupLine(setup, body, rng, refusal, err)) {
                std::cerr << name << ":" << lineNo << ": " << err
                          << " (waiting: " << setup.describePending() << ")\n";
                return 1;
            }
            if (refusal) {
                printRefusal(name, lineNo, *refusal);
                return 1;
            }
            show();
        }
        if (!setup.ready()) {
            std::cerr << name << ": the script ends before the set-up is finished (waiting: "
                      << setup.describePending() << ")\n";
            return 1;
        }
        PlayOptions play = o.play;
        play.dice = setup.unusedDice();
        play.battle = o.out;
        bool temporary = false;
        if (play.battle.empty() && !play.save.empty()) {
            // The save names its battle: keep it beside the save.
            std::string base = play.save;
            if (base.size() > 4 && base.compare(base.size() - 4, 4, ".xml") == 0)
                base.resize(base.size() - 4);
            play.battle = base + ".battle.xml";
        } else if (play.battle.empty()) {
            char tmpl[] = "/tmp/guidon-pickup-XXXXXX.xml";
            int fd = mkstemps(tmpl, 4);
            if (fd < 0) {
                std::cerr
                    << "guidon-cli: cannot make a temporary file for the battle; give --out FILE\n";
                return 1;
            }
            close(fd);
            play.battle = tmpl;
            temporary = true;
        }
        std::string err;
        if (!data::writeBattleAtomic(play.battle, setup.battle(), err)) {
            std::cerr << "guidon-cli: " << err << "\n";
            return 1;
        }
        if (!temporary) report << "battle written to " << play.battle << "\n";
        int rc = playBattle(lib, play, in, name, lineNo);
        if (temporary) std::remove(play.battle.c_str());
        return rc;
    });
}

int cmdReplay(const char* argv0, const std::string& path, bool json) {
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
            std::cerr << "the last good autosave is " << autosave << " (turn " << as.state().turn
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

// [SECTION] bench

template <class F> double medianMicros(int reps, F&& f) {
    std::vector<double> t;
    for (int i = 0; i < reps; ++i) {
        auto a = std::chrono::steady_clock::now();
        f();
        auto b = std::chrono::steady_clock::now();
        t.push_back(std::chrono::duration<double, std::micro>(b - a).count());
    }
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

int cmdBench(const char* argv0, bool quick) {
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    int reps = quick ? 5 : 50;
    std::printf("%-44s %12s\n", "benchmark", "median");
    for (const char* name : {"brawner_farm", "cornfield", "big_round_top"}) {
        std::string path = lib.root + "/maps/" + name + ".xml";
        data::Problems p;
        lite::Battle b;
        double us = medianMicros(reps, [&] {
            p = data::Problems{};
            data::loadBattle(path, lib.terrain, b, p);
        });
        if (!p.empty()) {
            std::cerr << p.str();
            return 1;
        }
        std::printf(
            "%-44s %9.1f us\n",
            ("battle load " + std::string(name) + " (" + std::to_string(b.units.size()) + " units)")
                .c_str(),
            us);
    }
    {
        // The map editor: what each edit costs on the large battle (the
        // problems list is found again after every edit; undo keeps a copy).
        lite::Battle big;
        data::Problems p;
        data::loadBattle(lib.root + "/maps/big_round_top.xml", lib.terrain, big, p);
        double issues = medianMicros(reps, [&] { (void)data::findBattleIssues(big); });
        std::printf("%-44s %9.1f us\n", "editor: problems list (large battle)", issues);
        double text = medianMicros(reps, [&] { (void)data::battleToText(big); });
        std::printf("%-44s %9.1f us\n", "editor: battle as map text (large battle)", text);
        editor::EditorDoc doc(big);
        double step = 0.0;
        double edit = medianMicros(reps * 4, [&] {
            step = step > 0.0 ? -0.5 : 0.5;
            doc.moveFeature(0, {step, 0.0});
        });
        std::printf("%-44s %9.1f us\n", "editor: one edit with its undo copy (large)", edit);
        // A pick-up set-up played out by the computer's choices (LL-SETUP-1).
        const lite::PickupForce* f = lib.pickup.firstForce(core::Side::Federal);
        const lite::PickupForce* c = lib.pickup.firstForce(core::Side::Confederate);
        if (f && c) {
            std::uint64_t seed = 0;
            double setupUs = medianMicros(reps, [&] {
                lite::PickupSetup setup(lib.pickup, lib.terrain, *f, *c, {}, ++seed);
                core::Pcg32 rng = lite::setupChoices(seed);
                for (int i = 0; i < 100 && !setup.ready(); ++i)
                    lite::computerChoice(setup, rng);
            });
            std::printf("%-44s %9.1f us\n", "pick-up set-up by the computer", setupUs);
        }
    }
    {
        sim::Session s;
        data::Problems p;
        s.start(lib, sim::defaultBattlePath(lib.root), 1, {}, p);
        lite::GameState copy;
        double us = medianMicros(reps * 20, [&] { copy = s.state(); });
        std::printf("%-44s %9.2f us\n", "game state copy (default battle)", us);
        double h = medianMicros(reps * 20, [&] { (void)lite::stateHash(s.state()); });
        std::printf("%-44s %9.2f us\n", "state hash (default battle)", h);
    }
    {
        // A whole game of card play: both sides invoke and end phases until
        // the victory roll or the deck ends it.
        sim::Session base;
        data::Problems p;
        base.start(lib, sim::defaultBattlePath(lib.root), 7, {}, p);
        long long commands = 0;
        double us = medianMicros(reps, [&] {
            sim::Session s = base;
            int guard = 0;
            while (!s.state().over && guard++ < 5000) {
                const lite::GameState& st = s.state();
                const char* line = "no-interrupt";
                switch (st.step) {
                case lite::Step::ReshuffleChoice:
                    line = "keep";
                    break;
                case lite::Step::FireChoice:
                    line = "no-fire";
                    break;
                case lite::Step::CommandChoice:
                    line = st.side(st.active).hand.empty() ? "pass" : "move *";
                    break;
                case lite::Step::Phase:
                    line = "end-phase";
                    break;
                case lite::Step::Morale:
                    line = "morale";
                    break;
                default:
                    break;
                }
                lite::Outcome o;
                std::string err;
                s.submitText(line, o, err);
                ++commands;
            }
        });
        std::printf("%-44s %9.1f us\n", "card-flow game to the end (default battle)", us);
        (void)commands;
    }
    {
        // Movement on the large battle: a 10-base regiment (5 files) placed
        // between the lines, in a movement phase of its side.
        lite::Battle b;
        data::Problems p;
        if (!data::loadBattle(lib.root + "/maps/big_round_top.xml", lib.terrain, b, p)) {
            std::cerr << p.str();
            return 1;
        }
        lite::UnitSetup u;
        u.id = "bench";
        u.name = "Bench Regiment";
        u.side = core::Side::Federal;
        u.bases = 10;
        u.files = 5;
        u.front = {36.0, 26.0};
        u.facing = 0.0;
        b.units.push_back(u);
        lite::GameState s = lite::newGame(lite::makeSetup(b, lib.cards), 1, {});
        s.active = core::Side::Federal;
        s.step = lite::Step::Phase;
        s.phase.phase = lite::Phase::Movement;
        s.phase.invoking = {
            0, 1}; // two cards: disorder allowed, as in a real advance through the woods
        int unit = static_cast<int>(s.units.size()) - 1;
        lite::Command c = lite::marchCommand(s, unit, false,
                                             {{lite::SegmentKind::Forward, 0, 1.0},
                                              {lite::SegmentKind::Wheel, 15, 0},
                                              {lite::SegmentKind::Forward, 20, 1.0}});
        lite::MoveReport first = lite::checkUnitCommand(s, c);
        bool legal = first.legal;
        if (!legal)
            std::printf("  (the bench move is refused: %s)\n", first.refusal.reason.c_str());
        int n = reps * 40;
        double v = medianMicros(n, [&] { (void)lite::checkUnitCommand(s, c); });
        std::printf("%-44s %9.2f us  (%s)\n", "move check: 3 segments, 10 bases, large", v,
                    legal ? "legal" : "refused");
        double d = 0;
        double f = medianMicros(n, [&] { d = lite::farthestDistance(s, unit, false, {}, 0.0); });
        std::printf("%-44s %9.2f us  (%.3f BW)\n", "farthest-distance query, large battle", f, d);
        double f2 = medianMicros(n, [&] { d = lite::farthestDistance(s, unit, false, {}, -30.0); });
        std::printf("%-44s %9.2f us  (%.3f BW)\n", "farthest-distance query, oblique -30", f2, d);
        double w = medianMicros(n, [&] { d = lite::largestWheel(s, unit, false, {}, true); });
        std::printf("%-44s %9.2f us  (%.2f deg)\n", "largest-wheel query, large battle", w, d);
        // The same in a one-card phase: the wood ahead stops it, so the
        // queries must search for the limit.
        s.phase.invoking = {0};
        double fb = medianMicros(n, [&] { d = lite::farthestDistance(s, unit, false, {}, 0.0); });
        std::printf("%-44s %9.2f us  (%.3f BW)\n", "farthest-distance query, blocked by a wood", fb,
                    d);
        double wb = medianMicros(n, [&] { d = lite::largestWheel(s, unit, false, {}, true); });
        std::printf("%-44s %9.2f us  (%.2f deg)\n", "largest-wheel query, blocked by a wood", wb,
                    d);
    }
    {
        // One full fire phase on the large battle: previewing every base's
        // zone and rolling it, as deployed (artillery bombards across 17 BW)
        // and with the Confederate line brought 12 BW closer (muskets too).
        lite::Battle b;
        data::Problems p;
        data::loadBattle(lib.root + "/maps/big_round_top.xml", lib.terrain, b, p);
        for (int variant = 0; variant < 2; ++variant) {
            lite::Battle v = b;
            if (variant == 1)
                for (auto& u : v.units)
                    if (u.side == core::Side::Confederate) u.front.y += 12.0;
            lite::GameState s = lite::newGame(lite::makeSetup(v, lib.cards), 1, {});
            s.active = core::Side::Confederate;
            s.step = lite::Step::Phase;
            s.phase.phase = lite::Phase::Fire;
            int shots = 0;
            double prev = medianMicros(reps * 4, [&] {
                lite::FirePreview fp = lite::previewFire(s);
                shots = 0;
                for (const auto& sh : fp.shots)
                    shots += sh.target >= 0 ? 1 : 0;
            });
            double full = medianMicros(reps * 4, [&] {
                lite::GameState copy = s;
                std::vector<lite::Event> ev;
                lite::resolveFire(copy, ev);
            });
            std::string what = variant == 0 ? "as deployed" : "lines 5 BW apart";
            std::printf("%-44s %9.1f us  (%d bases with a target)\n",
                        ("fire preview, large, " + what).c_str(), prev, shots);
            std::printf("%-44s %9.1f us\n", ("fire phase rolled, large, " + what).c_str(), full);
        }
    }
    {
        // Every legal charge of one side on the large battle, with the lines
        // brought within charge reach (the Confederates 13 BW closer).
        lite::Battle b;
        data::Problems p;
        data::loadBattle(lib.root + "/maps/big_round_top.xml", lib.terrain, b, p);
        for (auto& u : b.units)
            if (u.side == core::Side::Confederate) u.front.y += 13.0;
        lite::GameState s = lite::newGame(lite::makeSetup(b, lib.cards), 1, {});
        s.active = core::Side::Confederate;
        s.step = lite::Step::Phase;
        s.phase.phase = lite::Phase::Combat;
        std::size_t found = 0;
        double us = medianMicros(quick ? 3 : 15, [&] { found = lite::legalCharges(s).size(); });
        std::printf("%-44s %9.1f us  (%zu units can charge)\n",
                    "every legal charge of one side, large", us, found);
    }
    {
        // The scripted opponent's turns on the large battle: every decision
        // of the side whose turn it is, summed over the turn (one core).
        for (const char* level : {"easy", "normal", "hard"}) {
            sim::MatchOptions mo;
            mo.battle = lib.root + "/maps/big_round_top.xml";
            mo.games = quick ? 1 : 4;
            mo.seed = 1;
            mo.level[0] = mo.level[1] = level;
            mo.swap = true;
            sim::MatchResult m;
            std::string error;
            if (!sim::playMatch(lib, mo, m, error)) {
                std::cerr << error << "\n";
                return 1;
            }
            std::printf("%-44s %9.2f ms  (p99 %.2f ms, max %.2f ms; %zu turns)\n",
                        ("AI turn, large battle, " + std::string(level) + " v " + level).c_str(),
                        sim::percentile(m.turnMs, 0.5), sim::percentile(m.turnMs, 0.99),
                        sim::percentile(m.turnMs, 1.0), m.turnMs.size());
        }
    }
    {
        // Whole games of the random agents on the medium (default) battle.
        sim::SoakOptions so;
        so.battle = sim::defaultBattlePath(lib.root);
        so.games = quick ? 2 : 20;
        so.seed = 99;
        so.roundTripOneIn = 1 << 30; // timing the games, not the round trips
        so.quiet = true;
        sim::SoakResult r = sim::runSoak(lib, so);
        std::printf("%-44s %9.2f games/s (%lld commands, %.0f per second)\n",
                    "random agents, medium battle", r.seconds > 0 ? r.games / r.seconds : 0.0,
                    r.commands, r.seconds > 0 ? r.commands / r.seconds : 0.0);
    }
    {
        // Calibration: the preview's expected hits against the hits rolled in
        // many simulated fire phases of one position (two regiments and a
        // battery against a dense regiment, one firing through a fence).
        lite::Battle b;
        b.name = "Calibration";
        b.year = 1862;
        b.firstSide = core::Side::Federal;
        for (const auto& t : lib.terrain)
            b.terrainTypes.push_back(t);
        lite::TerrainFeature fence;
        fence.shape = lite::FeatureShape::Linear;
        for (std::size_t i = 0; i < b.terrainTypes.size(); ++i)
            if (b.terrainTypes[i].id == "fence") fence.type = static_cast<int>(i);
        fence.points = {{14, 22.5}, {20, 22.5}};
        fence.width = 0.12;
        b.features.push_back(fence);
        auto unit = [](const char* id, core::Side side, lite::UnitType type, int bases, int files,
                       double x, double y, double facing) {
            lite::UnitSetup u;
            u.id = id;
            u.side = side;
            u.type = type;
            u.bases = bases;
            u.files = files;
            u.front = {x, y};
            u.facing = facing;
            return u;
        };
        b.units.push_back(
            unit("f1", core::Side::Federal, lite::UnitType::Infantry, 8, 4, 10, 25, 0));
        b.units.push_back(
            unit("f2", core::Side::Federal, lite::UnitType::Infantry, 4, 4, 16, 25, 0));
        b.units.push_back(
            unit("fa", core::Side::Federal, lite::UnitType::Artillery, 2, 2, 20, 25, 0));
        b.units.push_back(
            unit("c1", core::Side::Confederate, lite::UnitType::Infantry, 10, 5, 13, 21, 180));
        b.units.push_back(
            unit("c2", core::Side::Confederate, lite::UnitType::Infantry, 10, 5, 30, 3, 180));
        lite::GameState s = lite::newGame(lite::makeSetup(b, lib.cards), 1, {});
        s.active = core::Side::Federal;
        s.step = lite::Step::Phase;
        s.phase.phase = lite::Phase::Fire;
        s.side(core::Side::Confederate).hand.clear(); // no morale decisions in the way
        lite::FirePreview p = lite::previewFire(s);
        double expected = 0;
        for (const auto& t : p.targets)
            expected += t.expectedHits;
        int runs = quick ? 2000 : 100000;
        double rolled = 0;
        auto t0 = std::chrono::steady_clock::now();
        for (int i = 0; i < runs; ++i) {
            lite::GameState copy = s;
            copy.dice = core::Dice(static_cast<std::uint64_t>(i) + 1);
            std::vector<lite::Event> ev;
            lite::resolveFire(copy, ev);
            for (const auto& e : ev)
                if (e.kind == lite::EventKind::FireRolled) rolled += e.value;
        }
        double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        double mean = rolled / runs;
        std::printf(
            "%-44s %9.3f hits expected, %.3f rolled (%+.2f%%) over %d phases, %.1f us each\n",
            "fire preview calibration", expected, mean, (mean - expected) / expected * 100.0, runs,
            secs / runs * 1e6);
    }
    return 0;
}

} // namespace

// --games N, --seed S and --max-turns T, as soak and match take them.
// "no" when args[i] is none of them (nothing read); "" when it was read
// (i then points at its value); else what is wrong with it.
std::string gamesOption(const std::vector<std::string>& args, std::size_t& i, int& games,
                        std::uint64_t& seed, bool& haveSeed, int& maxTurns) {
    const std::string& a = args[i];
    if (a != "--games" && a != "--seed" && a != "--max-turns") return "no";
    long long lo = a == "--seed" ? 0 : 1;
    long long hi = a == "--seed" ? 999999999999999999LL : a == "--games" ? 10000000 : 100000;
    if (i + 1 >= args.size()) return a + " needs a number";
    const std::string& v = args[++i];
    if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || v.size() > 18 ||
        std::stoll(v) < lo || std::stoll(v) > hi)
        return a + (a == "--seed" ? " needs a whole number" : " needs a number from 1");
    long long n = std::stoll(v);
    if (a == "--games") games = static_cast<int>(n);
    if (a == "--max-turns") maxTurns = static_cast<int>(n);
    if (a == "--seed") {
        seed = static_cast<std::uint64_t>(n);
        haveSeed = true;
    }
    return "";
}

// --seed, --dice, --hand, --script, --save and --json, as play and pickup take them.
// "no" when args[i] is none of them (nothing read); "" when it was read (i
// then points at its value); else what is wrong with it.
std::string playOption(const std::vector<std::string>& args, std::size_t& i, PlayOptions& o) {
    const std::string& a = args[i];
    if (a == "--json") {
        o.json = true;
        return "";
    }
    if (a != "--seed" && a != "--dice" && a != "--hand" && a != "--script" && a != "--save")
        return "no";
    if (i + 1 >= args.size())
        return a == "--seed"     ? "--seed needs a number"
               : a == "--dice"   ? "--dice needs a list like 6,4,1"
               : a == "--hand"   ? "--hand needs SIDE:CARD,CARD, like federal:quickstep,old-rivals"
               : a == "--script" ? "--script needs a file or -"
                                 : "--save needs a file";
    const std::string& v = args[++i];
    if (a == "--hand") {
        // --hand federal:quickstep,old-rivals, once per side.
        auto colon = v.find(':');
        core::Side side = core::Side::Federal;
        if (colon == std::string::npos)
            return "--hand needs SIDE:CARD,CARD, like federal:quickstep,old-rivals, not '" + v +
                   "'";
        if (!lite::parseSide(v.substr(0, colon), side))
            return "--hand: '" + v.substr(0, colon) + "' is not a side (federal or confederate)";
        std::vector<std::string>& hand = o.hands[lite::index(side)];
        if (!hand.empty())
            return std::string("--hand: the ") + lite::nameOf(side) + " hand is given twice";
        std::string err;
        if (!lite::parseCardList(v.substr(colon + 1), hand, err)) return "--hand: " + err;
        std::vector<std::string> p = lite::fixedHandProblems(nullptr, side, 0, hand);
        return p.empty() ? "" : "--hand: " + p[0];
    }
    if (a == "--seed") {
        char* end = nullptr;
        errno = 0;
        o.seed = std::strtoull(v.c_str(), &end, 10);
        if (errno || !end || *end || v.empty() || v[0] == '-')
            return "--seed needs a whole number, not '" + v + "'";
        o.haveSeed = true;
    } else if (a == "--dice") {
        std::string err;
        if (!lite::parseDiceList(v, o.dice, err)) return "--dice: " + err;
    } else {
        (a == "--script" ? o.script : o.save) = v;
    }
    return "";
}

int main(int argc, char** argv) {
    if (argc < 2) return usage("");
    std::string cmd = argv[1];
    std::vector<std::string> args(argv + 2, argv + argc);
    if (cmd == "validate") return cmdValidate(argv[0], args);
    if (cmd == "play") {
        PlayOptions o;
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (std::string why = playOption(args, i, o); why != "no") {
                if (!why.empty()) return usage(why);
            } else if (std::string why = battleArgument(args[i], o.battle); !why.empty()) {
                return usage(why);
            }
        }
        if (o.battle.empty()) return usage("play needs a battle file");
        if (!o.haveSeed) return usage("play needs --seed N");
        if (o.script.empty()) return usage("play needs --script FILE (or - for standard input)");
        return cmdPlay(argv[0], o);
    }
    if (cmd == "pickup") {
        PickupOptions o;
        o.play.seed = 1;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            auto side = [&](std::optional<core::Side>& out) {
                core::Side s = core::Side::Federal;
                if (i + 1 >= args.size() || !lite::parseSide(args[++i], s)) return false;
                out = s;
                return true;
            };
            if (std::string why = playOption(args, i, o.play); why != "no") {
                if (!why.empty()) return usage(why);
            } else if (a == "--forces") {
                std::string v = i + 1 < args.size() ? args[++i] : "";
                auto comma = v.find(',');
                if (comma == std::string::npos)
                    return usage("--forces needs FEDERAL_ID,CONFEDERATE_ID");
                o.forces[0] = v.substr(0, comma);
                o.forces[1] = v.substr(comma + 1);
            } else if (a == "--out" || a == "--terrain" || a == "--map") {
                if (i + 1 >= args.size()) return usage(a + " needs a file");
                (a == "--out" ? o.out : a == "--terrain" ? o.terrain : o.map) = args[++i];
            } else if (a == "--winner" || a == "--north" || a == "--first") {
                if (!side(a == "--winner" ? o.winner : a == "--north" ? o.north : o.first))
                    return usage(a + " needs federal or confederate");
            } else {
                return usage("pickup: unknown option '" + a + "'");
            }
        }
        if (o.play.script.empty())
            return usage("pickup needs --script FILE (or - for standard input)");
        return cmdPickup(argv[0], o);
    }
    if (cmd == "replay") {
        bool json = std::find(args.begin(), args.end(), "--json") != args.end();
        args.erase(std::remove(args.begin(), args.end(), "--json"), args.end());
        if (args.size() != 1) return usage("replay needs one save file");
        return cmdReplay(argv[0], args[0], json);
    }
    if (cmd == "soak") {
        sim::SoakOptions o;
        bool haveSeed = false;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            if (std::string why = gamesOption(args, i, o.games, o.seed, haveSeed, o.maxTurns);
                why != "no") {
                if (!why.empty()) return usage(why);
            } else if (std::string why = battleArgument(a, o.battle); !why.empty()) {
                return usage(why);
            }
        }
        if (o.battle.empty()) return usage("soak needs a battle file");
        sim::Library lib;
        if (!loadLib(argv[0], lib)) return 1;
        sim::SoakResult r = sim::runSoak(lib, o);
        return r.violations == 0 && r.games == o.games ? 0 : 1;
    }
    if (cmd == "match") {
        sim::MatchOptions o;
        bool haveSeed = false;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            if (std::string why = gamesOption(args, i, o.games, o.seed, haveSeed, o.maxTurns);
                why != "no") {
                if (!why.empty()) return usage(why);
            } else if (a == "--federal" || a == "--confederate") {
                if (i + 1 >= args.size()) return usage(a + " needs an AI level");
                o.level[a == "--federal" ? 0 : 1] = args[++i];
            } else if (a == "--swap") {
                o.swap = true;
            } else if (a == "--alternate-first") {
                o.alternateFirst = true;
            } else if (a == "--trace") {
                o.trace = stdout;
            } else if (a == "--year") {
                if (i + 1 >= args.size()) return usage("--year needs a year, 1861 to 1865");
                const std::string& y = args[++i];
                if (y.size() != 4 || y < "1861" || y > "1865")
                    return usage("--year must be 1861 to 1865, not '" + y + "'");
                o.year = std::stoi(y);
            } else if (std::string why = battleArgument(a, o.battle); !why.empty()) {
                return usage(why);
            }
        }
        if (o.battle.empty()) return usage("match needs a battle file");
        if (!haveSeed) return usage("match needs --seed N");
        sim::Library lib;
        if (!loadLib(argv[0], lib)) return 1;
        for (const std::string& level : o.level) {
            std::string error;
            if (!ai::makeAgent(level, lib.ai, error)) return usage(error);
        }
        return sim::runMatch(lib, o);
    }
    if (cmd == "cards-doc") {
        cli::CardsDocOptions o;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& a = args[i];
            if (a == "--balance" || a == "--seed") {
                if (i + 1 >= args.size()) return usage(a + " needs a number");
                const std::string& n = args[++i];
                if (n.empty() || n.size() > 9 ||
                    n.find_first_not_of("0123456789") != std::string::npos)
                    return usage(a + " needs a whole number, not '" + n + "'");
                if (a == "--balance")
                    o.balanceGames = std::stoi(n);
                else
                    o.seed = std::stoull(n);
            } else {
                return usage("cards-doc: unknown option '" + a + "'");
            }
        }
        sim::Library lib;
        if (!loadLib(argv[0], lib)) return 1;
        std::string doc, error;
        if (!cli::cardsDoc(lib, o, doc, error)) {
            std::cerr << "guidon-cli: " << error << "\n";
            return 1;
        }
        std::cout << doc;
        return 0;
    }
    if (cmd == "bench") {
        bool quick = std::find(args.begin(), args.end(), "--quick") != args.end();
        return cmdBench(argv[0], quick);
    }
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
        std::cout << kUsage;
        return 0;
    }
    return usage("unknown command '" + cmd + "'");
}
