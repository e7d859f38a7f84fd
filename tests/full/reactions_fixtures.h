// Positions and a command line runner for the reactions and melee-flow
// tests (STYLE.md: two units, fixed dice): every command goes through the
// door's own steps (parseCommand, validate, applyCommand), and the state's
// invariants are checked after each one.
#pragma once

#include "fixtures.h"
#include "full/command.h"
#include "full/event.h"
#include "full/invariants.h"
#include "full/orders.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace guidon::full::test {

// What one line did: `ok` when parsed, accepted and applied; else the rule
// of the refusal (or "parse" when no command was read).
struct Sent {
    bool ok = false;
    std::string rule;
    std::string why;
    std::vector<Event> events;
};

// One text line of `side` through the door's steps, then checkInvariants.
inline Sent send(GameState& s, Side side, const std::string& line) {
    Sent out;
    Command c;
    std::string error;
    if (!parseCommand(s, side, line, c, error)) {
        out.rule = "parse";
        out.why = error;
        return out;
    }
    if (auto r = validate(s, c)) {
        out.rule = r->rule;
        out.why = r->reason;
        return out;
    }
    out.events = applyCommand(s, c);
    out.ok = true;
    const std::vector<std::string> broken = checkInvariants(s);
    std::string all;
    for (const std::string& b : broken)
        all += b + "; ";
    INFO("after: ", line);
    CHECK_MESSAGE(broken.empty(), all);
    return out;
}

// The Federal orders phase of a battle built in code, with `pips` pips for
// the Federal brigade and `reserved` reserved pips for the Confederate one.
inline GameState ordersPhase(const Battle& b, int pips = 3, int reserved = 0,
                             std::uint64_t seed = 1) {
    GameState s = stateOf(b, seed);
    s.active = Side::Federal;
    s.phase = Phase::Orders;
    s.pending = {Pending{PendingKind::Orders, Side::Federal, -1, -1}};
    s.brigades[0].pips = pips;
    s.brigades[1].reserved = reserved;
    return s;
}

// The 2nd Wisconsin (Federal, unit 0) facing north with its front at
// (36, 30), the 4th Alabama (Confederate, unit 1) facing south with its
// front `gap` inches ahead (y 30 - gap): both regular, rifled, in line of 4.
// Each brigadier a little behind his regiment.
inline Battle opposed(double gap, int stands = 4, int enemyStands = 4) {
    Battle b = emptyBattle();
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, stands, {36, 30}, 0);
    b.units[0].name = "2nd Wisconsin";
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, enemyStands, {36, 30 - gap}, 180);
    b.units[1].name = "4th Alabama";
    b.brigades[0].leader = {36, 33};
    b.brigades[1].leader = {36, 30 - gap - 3};
    return b;
}

inline bool awaiting(const GameState& s, PendingKind k) {
    return s.awaited() && s.awaited()->kind == k;
}

inline bool offered(const GameState& s, int unit, Reaction kind) {
    if (!s.moving) return false;
    return std::any_of(s.moving->offers.begin(), s.moving->offers.end(),
                       [&](const Offer& o) { return o.unit == unit && o.kind == kind; });
}

inline int eventsOf(const std::vector<Event>& events, EventKind k, int unit = -1) {
    return static_cast<int>(std::count_if(events.begin(), events.end(), [&](const Event& e) {
        return e.kind == k && (unit < 0 || e.unit == unit);
    }));
}

inline const Event* firstOf(const std::vector<Event>& events, EventKind k, int unit = -1) {
    for (const Event& e : events)
        if (e.kind == k && (unit < 0 || e.unit == unit)) return &e;
    return nullptr;
}

// Pass on every offer until the move ends; every offer seen, in order.
inline std::vector<Offer> passAll(GameState& s) {
    std::vector<Offer> seen;
    for (int guard = 0; guard < 50 && awaiting(s, PendingKind::Reaction); ++guard) {
        REQUIRE(s.moving);
        seen.insert(seen.end(), s.moving->offers.begin(), s.moving->offers.end());
        const Sent p = send(s, core::other(s.active), "pass");
        REQUIRE(p.ok);
    }
    return seen;
}

inline bool anyOffer(const std::vector<Offer>& offers, int unit, Reaction kind) {
    return std::any_of(offers.begin(), offers.end(),
                       [&](const Offer& o) { return o.unit == unit && o.kind == kind; });
}

} // namespace guidon::full::test
