// guidon-cli bench: how long the game's work takes, one row a measure
// (docs/cli.md): loading battles, the editor's edits, state copies and
// hashes, whole games of card play, movement and fire queries, the AI's
// turns and the random agents' games. Timings only: nothing here is checked.
#include "commands.h"

#include "data/battle_file.h"
#include "data/full_battle_file.h"
#include "ai/full/random_player.h"
#include "full/command_radius.h"
#include "full/fire.h"
#include "full/fire_odds.h"
#include "full/door.h"
#include "full/orders.h"
#include "full/formation.h"
#include "full/movement.h"
#include "full/reactions.h"
#include "full/sight.h"
#include "editor/editor_doc.h"
#include "lite/combat.h"
#include "lite/command_text.h"
#include "lite/door.h"
#include "lite/fire.h"
#include "lite/movement.h"
#include "lite/view.h"
#include "sim/full_loop.h"
#include "sim/game_loop.h"
#include "sim/lite_loop.h"
#include "sim/match.h"
#include "sim/soak.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

namespace guidon::cli {

namespace {

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

} // namespace

namespace {

// A level against itself on a battle, seats swapped: the AI turns' timing.
sim::MatchOptions selfMatch(const char* battle, const char* level, int games,
                            const sim::Library& lib) {
    sim::MatchOptions mo;
    mo.battle = lib.root + battle;
    mo.games = games;
    mo.seed = 1;
    mo.level[0] = mo.level[1] = level;
    mo.swap = true;
    return mo;
}

void printTurns(const std::string& what, const char* level, const sim::MatchResult& m) {
    std::printf("%-44s %9.2f ms  (p99 %.2f ms, max %.2f ms; %zu turns)\n",
                (what + level + " v " + level).c_str(), sim::percentile(m.turnMs, 0.5),
                sim::percentile(m.turnMs, 0.99), sim::percentile(m.turnMs, 1.0), m.turnMs.size());
}

// The full game's lines (issues 19-23): an order checked, the command
// radius, the fire phase and its preview, random games.
int benchFull(const sim::Library& lib, bool quick) {
    // The full game on its large battle (Franklin): an order checked
    // (its tier, its pips, its geometry), the command radius of every
    // unit of a side, and whole random games on the medium battle.
    full::Battle b;
    data::Problems p;
    if (!data::loadFullBattle(lib.root + "/maps/full/franklin.xml", lib.fullTerrain, b, p)) {
        std::cerr << p.str();
        return 1;
    }
    std::vector<full::Event> ev;
    full::GameState s = full::newGame(full::makeSetup(std::move(b), lib.fullTables), 1, ev);
    // The division commander's pip first (FG-D-48), to reach the orders.
    for (int br = 0; br < static_cast<int>(s.brigades.size()) && s.awaited() &&
                     s.awaited()->kind == full::PendingKind::DivisionPip;
         ++br) {
        full::Command d;
        d.kind = full::CommandKind::Division;
        d.side = s.active;
        d.brigade = br;
        if (!full::validate(s, d)) full::applyCommand(s, d);
    }
    // The first regiment of the side to give orders whose 3" advance
    // is legal (the check then runs to its end: tier, pips, geometry).
    full::Command c;
    c.kind = full::CommandKind::Advance;
    c.side = s.active;
    c.plan.before = 3.0;
    bool legal = false;
    for (int i = 0; i < static_cast<int>(s.units.size()) && !legal; ++i) {
        if (s.sideOf(i) != s.active || s.units[i].arm != full::Arm::Infantry ||
            s.units[i].screenUnit())
            continue;
        c.unit = i;
        legal = !full::validate(s, c);
    }
    const int n = quick ? 200 : 5000;
    double us = medianMicros(n, [&] { (void)full::validate(s, c); });
    std::printf("%-44s %9.2f us%s\n", "full game: order check, large battle", us,
                legal ? "" : "  (refused)");
    int units = 0;
    double radius = medianMicros(n / 5, [&] {
        units = 0;
        for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
            if (!s.units[i].removed && s.sideOf(i) == s.active) {
                (void)full::commandReach(s, i);
                ++units;
            }
    });
    std::printf("%-44s %9.2f us  (%d units)\n", "full game: command radius, a whole side",
                radius, units);
    // The fire phase (issue 22): random legal play on the large battle
    // until the fire phase with the most volleys open in the first
    // turns, then that phase fired through (every unit, section by
    // section, at its nearest target, losses closed on the centre) and
    // the preview of its busiest unit.
    {
        full::GameState g = s;
        core::Pcg32 rng(7, 7);
        full::GameState rich = g;
        int best = -1;
        auto openVolleys = [](const full::GameState& t, int* busiest, int* most) {
            int open = 0;
            for (const full::Shooter& sh : full::shootersOf(t, t.active)) {
                const int n = static_cast<int>(full::fireTargets(t, sh.unit, sh.section).size());
                if (n > 0) ++open;
                if (busiest && n > *most) {
                    *most = n;
                    *busiest = sh.unit * 8 + (sh.section + 1);
                }
            }
            return open;
        };
        full::GameState close = g; // an orders phase once the lines have closed
        bool closed = false;
        for (int step = 0; step < 4000 && !g.over && g.turn <= 6; ++step) {
            if (!closed && g.turn >= 3 && g.awaited() &&
                g.awaited()->kind == full::PendingKind::Orders) {
                close = g;
                closed = true;
            }
            if (g.awaited() && g.awaited()->kind == full::PendingKind::Fire) {
                const int n = openVolleys(g, nullptr, nullptr);
                if (n > best) {
                    best = n;
                    rich = g;
                }
            }
            auto c = ai::full::randomCommand(g, rng);
            if (!c || full::validate(g, *c)) break;
            full::applyCommand(g, *c);
        }
        // The phase's volleys, chosen once (the choosing is a player's).
        std::vector<full::Command> volleys;
        {
            full::GameState t = rich;
            for (int guard = 0; guard < 200 && t.awaited() &&
                                (t.awaited()->kind == full::PendingKind::Fire ||
                                 t.awaited()->kind == full::PendingKind::Losses);
                 ++guard) {
                full::Command c;
                c.side = t.awaited()->decider;
                if (t.awaited()->kind == full::PendingKind::Losses) {
                    c.kind = full::CommandKind::Losses;
                    c.unit = t.awaited()->unit;
                    c.dir = 0;
                } else {
                    c.kind = full::CommandKind::EndOrders;
                    for (const full::Shooter& sh : full::shootersOf(t, t.active)) {
                        auto targets = full::fireTargets(t, sh.unit, sh.section);
                        if (targets.empty()) continue;
                        c.kind = full::CommandKind::Fire;
                        c.unit = sh.unit;
                        c.section = sh.section;
                        c.target = targets.front().target;
                        break;
                    }
                }
                volleys.push_back(c);
                if (full::validate(t, c)) break;
                full::applyCommand(t, c);
                if (c.kind == full::CommandKind::EndOrders) break;
            }
        }
        int fired = 0;
        for (const full::Command& c : volleys)
            fired += c.kind == full::CommandKind::Fire;
        double phase = medianMicros(quick ? 10 : 200, [&] {
            full::GameState t = rich;
            for (const full::Command& c : volleys)
                if (!full::validate(t, c)) full::applyCommand(t, c);
        });
        std::printf("%-44s %9.1f us  (%d volleys, turn %d)\n",
                    "full game: fire phase, large battle", phase, fired, rich.turn);
        int busiest = -1, most = 0;
        openVolleys(rich, &busiest, &most);
        if (busiest >= 0) {
            const int unit = busiest / 8, section = busiest % 8 - 1;
            double preview = medianMicros(quick ? 50 : 2000, [&] {
                for (const full::Volley& v : full::fireTargets(rich, unit, section))
                    (void)full::fireOdds(v);
            });
            std::printf("%-44s %9.1f us  (%d targets)\n",
                        "full game: fire preview, one unit", preview, most);
        }
        // Issue 23: a move declared and walked for the passive side's
        // triggers (the path check apart: validate has done it). Every
        // active unit's legal 3" advance in an orders phase of turn 3, the
        // slowest of them reported.
        {
            double worst = -1.0;
            int units = 0, pausedAt = -1;
            for (int i = 0; i < static_cast<int>(close.units.size()); ++i) {
                full::Command c;
                c.kind = full::CommandKind::Advance;
                c.side = close.active;
                c.unit = i;
                c.plan.before = 3.0;
                if (close.units[i].removed || close.sideOf(i) != close.active ||
                    full::validate(close, c))
                    continue;
                ++units;
                full::Moving mv;
                mv.move = full::checkAdvance(close, i, c.plan).move;
                const full::Unit& u = close.units[i];
                mv.width = full::frontageOf(u.formation, std::max(1, u.onTable()));
                mv.before = u.formation;
                int at = -1;
                const double us = medianMicros(quick ? 5 : 100, [&] {
                    at = full::nextTrigger(close, mv, 0).step;
                });
                if (us > worst) {
                    worst = us;
                    pausedAt = at;
                }
            }
            if (worst >= 0.0)
                std::printf("%-44s %9.1f us  (slowest of %d moves, turn %d; %s)\n",
                            "full game: trigger scan, one move, large", worst, units, close.turn,
                            pausedAt < 0 ? "runs to its end"
                                         : ("pauses at grid point " + std::to_string(pausedAt)).c_str());
        }
        // Issue 24: the window's sight display (V), half-inch cells over
        // the whole table, for the unit with the widest front.
        {
            int widest = -1;
            double most = 0.0;
            for (int i = 0; i < static_cast<int>(close.units.size()); ++i) {
                const full::Unit& u = close.units[i];
                if (u.removed || u.onTable() < 1) continue;
                const double w = full::frontageOf(u.formation, u.onTable());
                if (w > most) {
                    most = w;
                    widest = i;
                }
            }
            if (widest >= 0) {
                const double us = medianMicros(quick ? 3 : 20, [&] {
                    (void)full::sightField(close, widest, 0.5);
                });
                std::printf("%-44s %9.1f ms  (%.1f\" front, %gx%g\" table)\n",
                            "full game: sight field, widest unit", us / 1000.0, most,
                            close.battle().map.width, close.battle().map.height);
            }
        }
    }
    sim::SoakOptions so;
    so.battle = lib.root + "/maps/full/mcphersons_ridge.xml";
    so.games = quick ? 2 : 20;
    so.seed = 99;
    so.roundTripOneIn = 1 << 30;
    so.quiet = true;
    sim::SoakResult r = sim::runSoak(lib, so);
    std::printf("%-44s %9.2f games/s (%lld commands, %.0f per second)\n",
                "full game: random games, medium battle",
                r.seconds > 0 ? r.games / r.seconds : 0.0, r.commands,
                r.seconds > 0 ? r.commands / r.seconds : 0.0);
    // The full game's computer opponent (issue 25) on the large battle: a
    // player turn's decisions of the side whose turn it is, summed (one
    // core), each level against itself, seats swapped.
    for (const char* level : {"easy", "normal", "hard"}) {
        sim::MatchResult m;
        std::string error;
        if (!sim::playFullMatch(lib, selfMatch("/maps/full/franklin.xml", level, quick ? 1 : 6, lib),
                                m, error, {})) {
            std::cerr << error << "\n";
            return 1;
        }
        printTurns("full game: AI turn, large, ", level, m);
    }
    return 0;
}

} // namespace

int cmdBench(const char* argv0, const Args& args) {
    bool quick = std::find(args.begin(), args.end(), "--quick") != args.end();
    const bool fullOnly = std::find(args.begin(), args.end(), "--full") != args.end();
    sim::Library lib;
    if (!loadLib(argv0, lib)) return 1;
    if (fullOnly) {
        std::printf("%-44s %12s\n", "benchmark", "median");
        return benchFull(lib, quick);
    }
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
        double us = medianMicros(reps * 20, [&] { copy = lite::stateOf(s.game()); });
        std::printf("%-44s %9.2f us\n", "game state copy (default battle)", us);
        double h = medianMicros(reps * 20, [&] { (void)lite::stateHash(lite::stateOf(s.game())); });
        std::printf("%-44s %9.2f us\n", "state hash (default battle)", h);
    }
    {
        // A whole game of card play: both sides invoke and end phases until
        // the victory roll or the deck ends it.
        sim::Session base;
        data::Problems p;
        base.start(lib, sim::defaultBattlePath(lib.root), 7, {}, p);
        sim::GameLoop cardPlay;
        cardPlay.maxCommands = 5000;
        cardPlay.decide = sim::liteDecisions([](const lite::GameState& st) -> std::optional<lite::Command> {
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
            lite::Command c;
            std::string err;
            if (!lite::parseCommand(line, lite::viewFor(st, lite::decider(st)), c, err))
                return std::nullopt;
            return c;
        });
        double us = medianMicros(reps, [&] {
            sim::Session s = base;
            sim::playOn(s, cardPlay);
        });
        std::printf("%-44s %9.1f us\n", "card-flow game to the end (default battle)", us);
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
            sim::MatchResult m;
            std::string error;
            if (!sim::playMatch(lib, selfMatch("/maps/big_round_top.xml", level, quick ? 1 : 4, lib),
                                m, error)) {
                std::cerr << error << "\n";
                return 1;
            }
            printTurns("AI turn, large battle, ", level, m);
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
    return benchFull(lib, quick);
}

} // namespace guidon::cli
