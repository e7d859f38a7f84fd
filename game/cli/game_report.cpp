#include "game_report.h"

#include "lite/command_text.h"
#include "lite/door.h"
#include "lite/view.h"
#include "sim/json.h"

#include <iostream>

namespace guidon::cli {

std::string jsonState(const sim::Session& s) {
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
    j.key("commands").num(static_cast<long long>(s.record().commands.size()));
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
