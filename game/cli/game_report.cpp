#include "game_report.h"

#include "full/command_radius.h"
#include "full/door.h"
#include "lite/command_text.h"
#include "lite/door.h"
#include "lite/view.h"
#include "sim/json.h"

#include <iostream>

namespace guidon::cli {

namespace {

void jsonEvents(sim::Json& j, const sim::Session& s) {
    j.key("commands").num(static_cast<long long>(s.commands().size()));
    j.key("hash").str(core::hashHex(s.game().hash()));
    j.key("events").beginArray();
    for (const core::TableEvent& e : s.log()) {
        j.beginObject();
        j.key("kind").str(e.kind);
        j.key("side").str(core::nameOf(e.side));
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
}

// The figures of a game of the full game: everything is public (FG-REACT-1).
std::string jsonFullState(const sim::Session& s, const full::GameState& st,
                          const std::function<void(sim::Json&)>& more) {
    core::Status status = s.status();
    sim::Json j;
    j.beginObject();
    j.key("battle").str(st.battle().map.name);
    j.key("rules").str("full");
    j.key("turn").num(st.turn);
    j.key("active").str(core::nameOf(st.active));
    j.key("phase").str(std::string(full::nameOf(st.phase)));
    j.key("pending").str(st.over ? "" : status.pending);
    j.key("deciding").str(st.over ? "" : core::nameOf(status.decider));
    if (st.over && st.winner)
        j.key("winner").str(core::nameOf(*st.winner));
    else
        j.key("winner").null();
    j.key("end_reason").str(st.endReason);
    j.key("brigades").beginArray();
    for (int b = 0; b < static_cast<int>(st.brigades.size()); ++b) {
        const full::Brigade& br = st.brigades[b];
        const full::BrigadeSetup& bs = st.battle().brigades[b];
        j.beginObject();
        j.key("id").str(bs.id);
        j.key("side").str(core::nameOf(bs.side));
        j.key("rating").str(std::string(full::nameOf(br.rating)));
        j.key("brigadier").beginArray().real(br.leader.x).real(br.leader.y).endArray();
        j.key("attached").str(br.attached >= 0 ? full::idOf(st, br.attached) : "");
        j.key("leader_gone").boolean(br.leaderGone);
        j.key("wounds").num(br.wounds);
        j.key("pips").num(br.pips);
        j.key("reserved").num(br.reserved);
        j.key("saved").num(br.saved);
        j.key("stands_lost").num(br.lost);
        j.key("starting_stands").num(br.startStands);
        j.key("clock").str(std::string(full::nameOf(br.clock)));
        j.endObject();
    }
    j.endArray();
    j.key("units").beginArray();
    for (int i = 0; i < static_cast<int>(st.units.size()); ++i) {
        const full::Unit& u = st.units[i];
        j.beginObject();
        j.key("id").str(full::idOf(st, i));
        j.key("side").str(core::nameOf(st.sideOf(i)));
        j.key("brigade").str(st.battle().brigades[u.brigade].id);
        j.key("arm").str(std::string(full::nameOf(u.arm)));
        j.key("formation").str(std::string(full::nameOf(u.formation)));
        j.key("stands").num(u.stands);
        j.key("holders").num(u.holders);
        j.key("position").beginArray().real(u.front.x).real(u.front.y).endArray();
        j.key("facing").real(u.facing);
        j.key("removed").boolean(u.removed);
        j.key("disordered").boolean(u.disordered);
        j.key("smoke").boolean(u.smoke);
        j.key("order").str(std::string(full::nameOf(u.order)));
        j.key("tier").str(u.removed ? "" : std::string(full::nameOf(full::tierOf(st, i))));
        j.endObject();
    }
    j.endArray();
    jsonEvents(j, s);
    if (more) more(j);
    j.endObject();
    return j.text() + "\n";
}

} // namespace

std::string jsonState(const sim::Session& s, const std::function<void(sim::Json&)>& more) {
    if (const full::GameState* full = full::stateIf(s.game()))
        return jsonFullState(s, *full, more);
    // The figures of a game of Lite; the events and the hash through the door.
    const lite::GameState& st = lite::stateOf(s.game());
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
    jsonEvents(j, s);
    j.endObject();
    return j.text() + "\n";
}

void printSummary(const sim::Session& s) {
    core::Status st = s.status();
    std::cout << "turn " << st.turn << ", " << core::nameOf(st.active) << " active; ";
    if (st.over) {
        std::cout << "game over: " << (st.winner ? core::nameOf(*st.winner) : "nobody") << " wins ("
                  << st.endReason << ")\n";
    } else {
        std::cout << "waiting: " << st.pending << "\n";
        // In Lite, the deciding player's own hand (what he would see on his screen).
        if (lite::isLite(s.game())) {
            const lite::GameState& g = lite::stateOf(s.game());
            lite::PlayerView v = lite::viewFor(g, st.decider);
            std::cout << "hand of " << lite::nameOf(v.me) << ":";
            for (const lite::CardInHand& c : v.hand)
                std::cout << " " << c.def->id << "(" << c.def->morale << ")";
            std::cout << "\n";
        }
    }
    std::cout << "hash " << core::hashHex(s.game().hash()) << "\n";
}

} // namespace guidon::cli
