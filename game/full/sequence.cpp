#include "sequence.h"

#include "core/words.h"
#include "fire.h"
#include "melee.h"
#include "morale.h"
#include "movement.h"

#include <algorithm>
#include <string>

namespace guidon::full {

namespace {

Event eventOf(EventKind k, Side side, std::string text) {
    Event e;
    e.kind = k;
    e.side = side;
    e.text = std::move(text);
    return e;
}

std::string pipWords(int n) {
    return std::to_string(n) + (n == 1 ? " pip" : " pips");
}


void startPhase(GameState& s, Phase p, std::vector<Event>& events) {
    s.phase = p;
    Event e = eventOf(EventKind::PhaseStarted, s.active,
                      std::string(core::sideTitle(s.active)) + " " + std::string(nameOf(p)) +
                          " phase");
    e.value = static_cast<int>(p);
    events.push_back(e);
}

// FG-D-29: at the start of its phase 2 each unit of a broken brigade faces
// its friendly edge and marches; one that walks off the table is lost.
void brokenMarches(GameState& s, std::vector<Event>& events) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        if (u.removed || s.sideOf(i) != s.active) continue;
        if (s.brigades[u.brigade].clock != Clock::Broken) continue;
        if (engaged(s, i)) continue; // FG-D-29: engaged ones fight where they stand
        MoveCheck m = checkBrokenMarch(s, i);
        s.units[i].order = Order::Broken;
        if (!m.ok()) continue; // nowhere to go: it stands
        apply(s, m.move, events);
        s.units[i].order = Order::Broken;
        if (m.move.leavesTable) removeUnit(s, i, "marched off the table", events);
    }
}

void beginOrders(GameState& s, std::vector<Event>& events) {
    startPhase(s, Phase::Orders, events);
    brokenMarches(s, events);
    s.pending.push_back(Pending{PendingKind::Orders, s.active, -1, -1});
}

bool hasCommander(const GameState& s, Side side) {
    return s.battle().sides[core::index(side)].divisionCommander;
}

} // namespace

int rollPips(GameState& s, int brigade, std::vector<int>& dice) {
    const Brigade& b = s.brigades[brigade];
    const PipRoll& roll = s.tables().pips[static_cast<int>(b.rating)];
    const int d = s.dice.d6();
    dice.push_back(d);
    int pips = (d + 1) / 2 + roll.plus; // D3: a die halved, rounding up (FG-CMD-2)
    if (roll.halve) pips = (pips + 1) / 2;
    return std::max(0, pips - b.wounds);
}

GameState deployedState(std::shared_ptr<const Setup> setup, std::uint64_t seed) {
    GameState s;
    s.setup = std::move(setup);
    s.dice = core::Dice(seed);
    const Battle& b = s.battle();
    s.active = b.firstSide;
    for (int i = 0; i < static_cast<int>(b.units.size()); ++i) {
        const UnitSetup& us = b.units[i];
        Unit u;
        u.setup = i;
        u.parent = us.parent;
        u.brigade = us.brigade;
        u.arm = us.arm;
        u.formation = us.formation;
        u.stands = u.startStands = us.stands;
        // FG-D-40: holders are a count kept off the table.
        u.holders = us.holders();
        u.front = us.front;
        u.facing = us.facing;
        u.traits = traitsOf(b, us);
        s.units.push_back(u);
    }
    // FG-D-25: a parent counts its screen's stands, so its start does too.
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const int p = s.units[i].parent;
        if (p < 0) continue;
        s.units[p].screen = i;
        s.units[p].startStands += s.units[i].stands;
    }
    for (const BrigadeSetup& bs : b.brigades) {
        Brigade br;
        br.rating = bs.rating;
        br.leader = bs.leader;
        br.attached = bs.attached;
        s.brigades.push_back(br);
    }
    for (const Unit& u : s.units)
        s.brigades[u.brigade].startStands += u.stands;
    return s;
}

GameState newGame(std::shared_ptr<const Setup> setup, std::uint64_t seed,
                  std::vector<Event>& events, const std::vector<int>& dice) {
    GameState s = deployedState(std::move(setup), seed);
    s.dice.script(dice);
    Event e = eventOf(EventKind::GameStarted, s.active,
                      s.battle().map.name + ": the " + core::sideTitle(s.active) +
                          " player moves first" +
                          (s.battle().turnLimit > 0
                               ? ", " + std::to_string(s.battle().turnLimit) + " turns"
                               : std::string()));
    events.push_back(e);
    beginPlayerTurn(s, events);
    return s;
}

void beginPlayerTurn(GameState& s, std::vector<Event>& events) {
    Event t = eventOf(EventKind::TurnStarted, s.active,
                      "Turn " + std::to_string(s.turn) + ": the " + core::sideTitle(s.active) +
                          " player's turn");
    t.value = s.turn;
    events.push_back(t);
    for (Unit& u : s.units) {
        u.ironUsed = false; // FG-D-13: Iron Discipline's first trigger of each player turn
        u.reacted = false;  // FG-REACT-1: once per enemy turn
        u.counter = false;  // FG-REACT-6: for that turn's melee only
        // A charge or counter-charge that never came to a melee is over.
        u.charging = false;
    }
    // FG-FIRE-8: a unit "fired this turn" only by firing in its own turn; a
    // reaction volley in the enemy's turn keeps no smoke past its own.
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        if (s.sideOf(i) == s.active) s.units[i].fired = false;
    }
    startPhase(s, Phase::Command, events);
    replaceLeaders(s, s.active, events); // FG-LEAD-2
    // FG-D-48: the division commander names his brigade before any roll;
    // with one brigade able to take it there is nothing to choose.
    std::vector<int> open;
    for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b)
        if (s.sideOfBrigade(b) == s.active && s.brigades[b].clock != Clock::Broken) open.push_back(b);
    if (hasCommander(s, s.active) && open.size() > 1) {
        s.pending.push_back(Pending{PendingKind::DivisionPip, s.active, -1, -1});
        return;
    }
    giveDivisionPip(s, hasCommander(s, s.active) && open.size() == 1 ? open[0] : -1, events);
}

void giveDivisionPip(GameState& s, int brigade, std::vector<Event>& events) {
    if (!s.pending.empty() && s.pending.back().kind == PendingKind::DivisionPip) s.pending.pop_back();
    const Tables& t = s.tables();
    if (brigade >= 0) {
        Event e = eventOf(EventKind::DivisionPip, s.active,
                          s.battle().sides[core::index(s.active)].commanderName.empty()
                              ? "The division commander gives his pip to " +
                                    theBrigade(s, brigade)
                              : s.battle().sides[core::index(s.active)].commanderName +
                                    " gives his pip to " + theBrigade(s, brigade));
        e.brigade = brigade;
        events.push_back(e);
    }
    // FG-SEQ-2 (1): each brigadier rolls his staff pips and adds the saved.
    for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
        if (s.sideOfBrigade(b) != s.active) continue;
        Brigade& br = s.brigades[b];
        if (br.clock == Clock::Broken) { // FG-BRIG-1: no pips
            // A pip it saved before it broke (in the enemy's turn) is lost.
            if (br.saved > 0) {
                Event e = eventOf(EventKind::PipsLost, s.active,
                                  theBrigade(s, b, true) + " is broken: it loses the " +
                                      pipWords(br.saved) + " it saved");
                e.brigade = b;
                e.value = br.saved;
                events.push_back(e);
            }
            br.pips = br.saved = br.rolled = 0;
            continue;
        }
        Event e = eventOf(EventKind::PipsRolled, s.active, "");
        e.brigade = b;
        const int rolled = rollPips(s, b, e.dice);
        const int bonus = b == brigade ? t.divisionPip : 0;
        br.rolled = rolled;
        br.pips = rolled + bonus + br.saved;
        std::string how = std::string(nameOf(br.rating)) + ": 1D3" +
                          (t.pips[static_cast<int>(br.rating)].plus > 0
                               ? " + " + std::to_string(t.pips[static_cast<int>(br.rating)].plus)
                               : std::string()) +
                          (t.pips[static_cast<int>(br.rating)].halve ? " halved" : "") +
                          (br.wounds > 0 ? ", " + std::to_string(br.wounds) + " wounded" : "");
        e.text = theBrigade(s, b, true) + " rolls " + std::to_string(e.dice[0]) + " (" + how +
                 "): " + pipWords(rolled) +
                 (bonus ? ", +" + std::to_string(bonus) + " from the division" : "") +
                 (br.saved ? ", +" + std::to_string(br.saved) + " saved" : "") + "; " +
                 pipWords(br.pips) + " this turn";
        e.value = br.pips;
        br.saved = 0;
        events.push_back(e);
    }
    rallyTests(s, s.active, events); // FG-DISC-2
    beginOrders(s, events);
}

void endOrders(GameState& s, std::vector<Event>& events) {
    if (!s.pending.empty() && s.pending.back().kind == PendingKind::Orders) s.pending.pop_back();
    // Phase 3 (FG-D-8): the active player's units fire one at a time. A
    // phase in which nothing can fire passes at once.
    startPhase(s, Phase::Fire, events);
    for (Unit& u : s.units) {
        u.flanked = false;
        u.sectionsFired = 0;
        u.smokedAtFire = u.smoke;
    }
    if (anyVolley(s)) {
        s.pending.push_back(Pending{PendingKind::Fire, s.active, -1, -1});
        return;
    }
    endFire(s, events);
}

bool anyVolley(const GameState& s) {
    // The first volley found is enough: no need to work out every target.
    for (const Shooter& sh : shootersOf(s, s.active)) {
        if (checkFirer(s, sh.unit, sh.section)) continue;
        for (int t = 0; t < static_cast<int>(s.units.size()); ++t)
            if (!s.units[t].removed && s.sideOf(t) != s.active &&
                checkFire(s, sh.unit, sh.section, t).ok())
                return true;
    }
    return false;
}

void endFire(GameState& s, std::vector<Event>& events) {
    if (!s.pending.empty() && s.pending.back().kind == PendingKind::Fire) s.pending.pop_back();
    for (Unit& u : s.units)
        u.flanked = false;
    // Phase 4 (FG-SEQ-2, FG-MELEE-2): every contact is fought, each melee
    // once, in a fixed order (by its lowest unit); a retreat may end or
    // join another before its turn, so the melees are found again each time.
    s.phase = Phase::Melee;
    std::vector<Melee> now = meleesOf(s);
    if (!now.empty()) startPhase(s, Phase::Melee, events);
    std::vector<int> fought;
    std::vector<int> victors;
    for (;;) {
        now = meleesOf(s);
        auto next = std::find_if(now.begin(), now.end(), [&](const Melee& m) {
            return std::none_of(m.units.begin(), m.units.end(), [&](int u) {
                return std::find(fought.begin(), fought.end(), u) != fought.end();
            });
        });
        if (next == now.end()) break;
        fought.insert(fought.end(), next->units.begin(), next->units.end());
        const MeleeResult r = resolveMelee(s, *next, events);
        for (int u : r.consolidate)
            if (std::find(victors.begin(), victors.end(), u) == victors.end()) victors.push_back(u);
        if (s.over) break;
    }
    // FG-MELEE-3, FG-D-20: each victor free of the melee may consolidate 2"
    // (its owner says how far, 0 to stay), asked in unit order.
    for (auto it = victors.rbegin(); it != victors.rend(); ++it)
        if (!s.units[*it].removed && !s.over)
            s.pending.push_back(Pending{PendingKind::Consolidate, s.sideOf(*it), *it, -1, 0});
    if (!s.pending.empty() && s.pending.back().kind == PendingKind::Consolidate) return;
    endTurn(s, events);
}

void consolidate(GameState& s, int unit, double inches, std::vector<Event>& events) {
    if (!s.pending.empty() && s.pending.back().kind == PendingKind::Consolidate) s.pending.pop_back();
    if (inches != 0.0) applyConsolidate(s, checkConsolidate(s, unit, inches), events);
    if (!s.pending.empty() && s.pending.back().kind == PendingKind::Consolidate) return;
    endTurn(s, events);
}

void endTurn(GameState& s, std::vector<Event>& events) {
    startPhase(s, Phase::End, events);
    const Tables& t = s.tables();
    const Side me = s.active;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        Unit& u = s.units[i];
        if (u.removed || s.sideOf(i) != me) continue;
        // FG-FIRE-8: smoke goes at the end of an own turn in which it did not fire.
        if (u.smoke && !u.fired) {
            u.smoke = false;
            Event e = eventOf(EventKind::SmokeCleared, me,
                              "The smoke clears from the " + nameOfUnit(s, i));
            e.unit = i;
            events.push_back(e);
        }
        u.firedMark = false; // its own fire phase, which it sat out, is past
    }
    // FG-BRIG-2 keeps the clocks at once; FG-WIN is checked now (FG-D-47).
    checkVictory(s, events, lastPlayerTurn(s));
    // FG-CMD-6, FG-SEQ-3: a brigade keeps one unspent pip for its next
    // command phase, the rest are lost; the enemy's reserved pips, kept for
    // this turn, are lost too.
    for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
        Brigade& br = s.brigades[b];
        if (s.sideOfBrigade(b) == me) {
            // FG-BRIG-1: a brigade that broke this turn has no pips to come,
            // so it saves none: its unspent pips are all lost.
            br.saved = br.clock == Clock::Broken ? 0 : std::min(br.pips, t.savedPips);
            const int lost = br.pips - br.saved;
            if (br.saved > 0) {
                Event e = eventOf(EventKind::PipsSaved, me,
                                  theBrigade(s, b, true) + " saves " + pipWords(br.saved) +
                                      " for its next turn");
                e.brigade = b;
                e.value = br.saved;
                events.push_back(e);
            }
            if (lost > 0) {
                Event e = eventOf(EventKind::PipsLost, me,
                                  theBrigade(s, b, true) + " loses " + pipWords(lost) +
                                      " unspent");
                e.brigade = b;
                e.value = lost;
                events.push_back(e);
            }
            br.pips = 0;
            br.leaderMoved = false;
        } else if (br.reserved > 0) {
            Event e = eventOf(EventKind::PipsLost, other(me),
                              theBrigade(s, b, true) + " loses " + pipWords(br.reserved) +
                                  " reserved and unspent");
            e.brigade = b;
            e.value = br.reserved;
            events.push_back(e);
            br.reserved = 0;
        }
    }
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        Unit& u = s.units[i];
        if (s.sideOf(i) != me) continue;
        u.order = Order::None;
        u.orderTier = Tier::Bugle;
        u.orderPips = 0;
        u.group = -1;
        u.doubleTime = false;
        u.rallied = false;
        u.fired = false;
    }
    if (s.over) {
        s.pending.clear();
        return;
    }
    s.active = other(me);
    if (s.active == s.battle().firstSide) ++s.turn;
    beginPlayerTurn(s, events);
}

} // namespace guidon::full
