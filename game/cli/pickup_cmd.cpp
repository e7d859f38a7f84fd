#include "commands.h"
#include "play.h"

#include "core/printable.h"
#include "data/battle_file.h"
#include "lite/command_text.h"
#include "lite/pickup_game.h"
#include "sim/pickup_start.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <unistd.h>
#include <vector>

namespace guidon::cli {

// [SECTION] the command

namespace {

struct PickupOptions {
    PlayOptions play;
    std::string out; // where the battle is written ("" = beside the save, else nowhere)
    std::string map; // a pick-up scenario map (<pickup>): its rules and forces
    // --forces (ids; "" = the map's own, else the side's first), --terrain (a
    // battle whose terrain and table the set-up takes), --winner, --north, --first.
    data::PickupRecord given;
};

// LL-SETUP-1 from the script's first lines, then the game from the rest,
// all through one Session's door: a save of it replays from its seed and
// lines (data::PickupRecord).
int pickup(const char* argv0, const PickupOptions& o) {
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    sim::PickupPlan plan;
    data::Problems problems;
    std::string why;
    if (!sim::planPickup(lib, o.map, o.given, plan, problems, why)) {
        if (why.empty()) {
            std::cerr << problems.str();
            return 1;
        }
        return usage(!plan.noScenario ? "--forces: " + why
                                      : "--map: " + why +
                                            "; play it with 'guidon-cli play', or take its "
                                            "terrain with --terrain");
    }
    if (std::string bad = handsProblem(lib, o.play.hands,
                                       plan.rules.year > 0 ? plan.rules.year : lib.pickup.year);
        !bad.empty())
        return usage(bad);
    // The forces as the save names them: the library's by id, or the map's own.
    data::PickupRecord record = o.given;
    record.terrainHash = plan.terrainHash;
    // Found again from wherever the save is replayed.
    if (char* full = record.terrain.empty() ? nullptr : realpath(record.terrain.c_str(), nullptr)) {
        record.terrain = full;
        std::free(full);
    }
    for (int si = 0; si < 2; ++si)
        if (o.map.empty() || !o.given.forces[si].empty()) record.forces[si] = plan.forces[si].id;
    sim::Session session;
    if (!session.startPickup(lib, plan, record, o.map, o.play.seed, o.play.dice, problems,
                             o.play.hands)) {
        std::cerr << problems.str();
        return 1;
    }
    if (!o.play.save.empty()) session.setAutosave(sim::autosavePathFor(o.play.save));
    // With --json standard output holds the JSON alone: the set-up's lines go
    // to standard error.
    std::ostream& report = o.play.json ? std::cerr : std::cout;
    auto show = [&](const std::vector<core::TableEvent>& events) {
        for (const core::TableEvent& e : events)
            if (e.code >= lite::kSetupEventCode) report << e.text << "\n";
    };
    show(session.log());
    return withScript(o.play.script, [&](std::istream& in, const std::string& name) {
        int lineNo = 0;
        auto playing = [&] { return session.status().turn > 0; };
        int rc = runScript(session, in, name, lineNo, playing,
                           [&](const core::LineResult& r) { show(r.events); });
        if (rc != 0) return rc;
        if (!playing()) {
            std::cerr << name << ": the script ends before the set-up is finished (waiting: "
                      << session.status().pending << ")\n";
            return 1;
        }
        // The battle the set-up made, for the player to keep (--out, or
        // beside the save): the save itself replays from the set-up.
        std::string battle = o.out;
        if (battle.empty() && !o.play.save.empty()) {
            battle = o.play.save;
            if (battle.size() > 4 && battle.compare(battle.size() - 4, 4, ".xml") == 0)
                battle.resize(battle.size() - 4);
            battle += ".battle.xml";
        }
        if (!battle.empty()) {
            std::string err;
            if (!data::writeBattleAtomic(battle, lite::stateOf(session.game()).setup->battle,
                                         err)) {
                std::cerr << "guidon-cli: " << err << "\n";
                return 1;
            }
            report << "battle written to " << battle << "\n";
        }
        return finishPlay(session, o.play, runScript(session, in, name, lineNo));
    });
}

} // namespace

int cmdPickup(const char* argv0, const Args& args) {
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
            o.given.forces[0] = v.substr(0, comma);
            o.given.forces[1] = v.substr(comma + 1);
        } else if (a == "--out" || a == "--terrain" || a == "--map") {
            if (i + 1 >= args.size()) return usage(a + " needs a file");
            (a == "--out" ? o.out : a == "--terrain" ? o.given.terrain : o.map) = args[++i];
        } else if (a == "--winner" || a == "--north" || a == "--first") {
            if (!side(a == "--winner"  ? o.given.winner
                      : a == "--north" ? o.given.north
                                       : o.given.first))
                return usage(a + " needs federal or confederate");
        } else {
            return usage("pickup: unknown option '" + a + "'");
        }
    }
    if (o.play.script.empty()) return usage("pickup needs --script FILE (or - for standard input)");
    return pickup(argv0, o);
}

} // namespace guidon::cli
