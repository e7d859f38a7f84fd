#include "commands.h"
#include "play.h"

#include "core/printable.h"
#include "data/battle_file.h"
#include "lite/command_text.h"
#include "lite/setup_lines.h"

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
    std::string forces[2]; // force ids; "" = the side's first force
    std::string out;     // where the battle is written ("" = beside the save, or a temporary file)
    std::string terrain; // a battle whose terrain and table the scenario fixes
    std::string map;     // a pick-up scenario map (<pickup>): its rules and forces
    std::optional<core::Side> winner, north, first;
};

// LL-SETUP-1 from the script's first lines, then the game from the rest.
int pickup(const char* argv0, const PickupOptions& o) {
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
            if (!lite::applySetupLine(setup, body, rng, refusal, err)) {
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
    if (o.play.script.empty()) return usage("pickup needs --script FILE (or - for standard input)");
    return pickup(argv0, o);
}

} // namespace guidon::cli
