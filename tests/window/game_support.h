// What the window tests share about games: the shipped battles, the asset
// library, a game played here command by command as the window should play
// it (Reference), and a script file of commands for guidon --script.
#pragma once

#include "../library.h"
#include "data/battle_file.h"
#include "data/save_file.h"
#include "lite/view.h"
#include "run_guidon.h"
#include "sim/session.h"

#include <doctest/doctest.h>

#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace guidon::test {

inline const std::string kCornfield = kRoot + "/maps/cornfield.xml";
inline const std::string kBrawner = kRoot + "/maps/brawner_farm.xml";

// [SECTION] Fixed deals
// The opening hands the tests play (a battle's <hand>, by side index), six
// cards a side: what a test clicks or scripts in the first turns is in the
// hands whatever the seed deals and whatever else assets/cards.xml holds, and
// a passive side holds no interrupt the test does not expect. No card is
// named twice, so that a deck with fewer copies still deals them.

// The Cornfield (the Federals move first): the Federal holds Double Canister
// and Morning Fog; the Confederate no interrupt at all.
inline const lite::FixedHands kCornfieldDeal = {
    std::vector<std::string>{"double-canister", "army-of-the-potomac", "green-volunteers",
                             "morning-fog", "staff-ride", "forward-guide-center"},
    std::vector<std::string>{"forward-guide-center", "southern-volunteers", "hard-marching",
                             "stonewall", "courier", "dress-the-line"}};
// Brawner's Farm (the Confederates move first): the Federal holds no interrupt.
inline const lite::FixedHands kBrawnerDeal = {
    std::vector<std::string>{"steady-boys", "dress-the-line", "staff-ride", "army-of-the-potomac",
                             "forward-guide-center", "union-blue"},
    std::vector<std::string>{"courier", "fire-by-rank", "forward-guide-center", "staff-ride",
                             "obsolete-muskets", "hold-the-line"}};

// `battle` with `deal` as its opening hands, changed by `edit` (a test that
// needs its units elsewhere), written into `dir`; returns its path. The
// file is loaded back with the cards: each card must be in its deck.
inline std::string dealtBattle(const TempDir& dir, const std::string& battle,
                               const lite::FixedHands& deal,
                               const std::function<void(lite::Battle&)>& edit = {}) {
    lite::Battle b;
    data::Problems p;
    REQUIRE_MESSAGE(data::loadBattle(battle, library().terrain, b, p), p.str());
    b.hands = deal;
    if (edit) edit(b);
    std::string path = dir.path("dealt-" + battle.substr(battle.find_last_of('/') + 1)), error;
    REQUIRE_MESSAGE(data::writeBattleAtomic(path, b, error), error);
    REQUIRE_MESSAGE(data::loadBattle(path, library().terrain, b, p, false, &library().cards),
                    p.str());
    return path;
}
// The same, with units moved: each {id, x, y} keeps its facing.
struct UnitAt {
    std::string id;
    double x = 0, y = 0;
};
inline std::string dealtBattle(const TempDir& dir, const std::string& battle,
                               const lite::FixedHands& deal, const std::vector<UnitAt>& moved,
                               core::Side first) {
    return dealtBattle(dir, battle, deal, [&](lite::Battle& b) {
        b.firstSide = first;
        for (const UnitAt& m : moved)
            for (lite::UnitSetup& u : b.units)
                if (u.id == m.id) u.front = {m.x, m.y};
    });
}

// Brawner's Farm with the 19th Indiana (f3) 2 BW from the 21st Georgia (c3)
// and the Federals first, the Federal combat phase invoked; the Confederate
// holds no interrupt for it. The dice are the fight's: 5,3,2,5 against
// 6,6,3,2,2 (2 against 2, the defender holds), then 6,4 for the 19th
// Indiana's fall back (4 BW). Played on, "charge f3", "end-phase",
// "losses f3", "no-discard", "fall-back f3 rear" finish the combat.
struct ChargeAtBrawner {
    std::string battle;
    std::vector<int> dice = {5, 3, 2, 5, 6, 6, 3, 2, 2, 6, 4};
    std::vector<std::string> lines = {"no-fire", "combat staff-ride"};
    std::uint64_t seed = 1;
    explicit ChargeAtBrawner(const TempDir& dir) {
        lite::FixedHands deal = kBrawnerDeal;
        deal[lite::index(core::Side::Confederate)] = {
            "courier",     "fire-by-rank",   "forward-guide-center",
            "steady-boys", "dress-the-line", "staff-ride"};
        battle = dealtBattle(dir, kBrawner, deal, {{"f3", 21, 14.5}, {"c3", 19, 13.5}},
                             core::Side::Federal);
    }
};

// One command line into a session; it must parse and be accepted.
inline void playLine(sim::Session& s, const std::string& line) {
    core::LineResult out = s.submitLine(line);
    REQUIRE_MESSAGE(out.error.empty(), line << ": " << out.error);
    REQUIRE_MESSAGE(out.accepted, line << ": " << out.refusal.reason);
}

// The same game played here, command by command, as the window should.
struct Reference {
    sim::Session session;
    // `dice`: scripted dice handed out first (as guidon-cli play --dice).
    Reference(const std::string& battle, std::uint64_t seed, const std::vector<std::string>& lines,
              const std::vector<int>& dice = {}) {
        data::Problems p;
        REQUIRE_MESSAGE(session.start(library(), battle, seed, dice, p), p.str());
        for (const std::string& l : lines)
            play(l);
    }
    void play(const std::string& line) { playLine(session, line); }
    // This game so far as a save in `dir`, for guidon --load: the way to give
    // the window scripted dice.
    std::string save(const TempDir& dir) const {
        std::string path = dir.path("reference.xml"), error;
        REQUIRE_MESSAGE(data::writeSaveAtomic(path, session.record(), error), error);
        return path;
    }
    std::string hash() const {
        return lite::hashHex(lite::stateHash(lite::stateOf(session.game())));
    }
    std::vector<std::string> hand(core::Side s) const {
        std::vector<std::string> names;
        for (const lite::CardInHand& c : lite::viewFor(lite::stateOf(session.game()), s).hand)
            names.push_back(c.def->name);
        return names;
    }
};

// A script of these commands in `dir` (script.txt).
inline std::string writeScript(const TempDir& dir, const std::vector<std::string>& lines) {
    std::string path = dir.path("script.txt");
    std::ofstream out(path);
    for (const std::string& l : lines)
        out << l << "\n";
    return path;
}

} // namespace guidon::test
