#include "door.h"

#include "core/hash.h"
#include "core/words.h"
#include "command_radius.h"
#include "formation.h"
#include "invariants.h"
#include "morale.h"
#include "orders.h"
#include "ruleset.h"
#include "sequence.h"
#include "setup_table.h"

namespace guidon::full {

Side decider(const GameState& s) {
    const Pending* p = s.awaited();
    return p ? p->decider : s.active;
}

std::string describePending(const GameState& s) {
    if (s.over) return "the game is over";
    const Pending* p = s.awaited();
    if (!p) return "";
    const std::string side = core::sideTitle(p->decider);
    switch (p->kind) {
    case PendingKind::DivisionPip:
        return side + " division commander: name the brigade that gets his pip";
    case PendingKind::Orders:
        return side + " orders phase: give each unit its order, then end the phase";
    case PendingKind::Fire:
        return side + " fire phase: fire each unit that may (fire UNIT at TARGET), then end "
                      "the phase";
    case PendingKind::Reaction: {
        std::string may;
        if (s.moving)
            for (const Offer& o : s.moving->offers)
                may += (may.empty() ? ": " : "; ") + idOf(s, o.unit) + " " +
                       std::string(nameOf(o.kind));
        return side + " player: " + theUnit(s, p->unit) + " has paused" + may +
               " (react UNIT ..., or pass)";
    }
    case PendingKind::Consolidate:
        return side + " player: " + theUnit(s, p->unit) +
               " won its melee: consolidate up to 2\" ahead or back (consolidate UNIT D, 0 to stay)";
    case PendingKind::Losses:
        return side + " player: the " + nameOfUnit(s, p->unit) + " lost " +
               std::to_string(p->count) + (p->count == 1 ? " stand" : " stands") +
               ": say which end they came from (losses UNIT left, right or centre)";
    }
    return "";
}

std::uint64_t stateHash(const GameState& s) {
    core::Hasher h;
    h.i64(s.turn);
    h.i64(core::index(s.active));
    h.i64(static_cast<int>(s.phase));
    h.i64(s.over);
    h.i64(s.winner ? core::index(*s.winner) : -1);
    h.u64(s.dice.generator().state());
    h.u64(s.dice.rolled());
    // Dice scripted to come (tests, the CLI's --dice) decide the next rolls
    // as much as the generator does: a state with them plays differently.
    h.u64(s.dice.scriptedLeft());
    h.i64(static_cast<std::int64_t>(s.pending.size()));
    for (const Pending& p : s.pending) {
        h.i64(static_cast<int>(p.kind));
        h.i64(core::index(p.decider));
        h.i64(p.unit);
        h.i64(p.brigade);
        h.i64(p.count);
    }
    h.i64(static_cast<std::int64_t>(s.units.size()));
    for (const Unit& u : s.units) {
        h.i64(u.setup);
        h.i64(u.parent);
        h.i64(u.screen);
        h.i64(u.brigade);
        h.i64(static_cast<int>(u.arm));
        h.i64(static_cast<int>(u.formation));
        h.i64(u.stands);
        h.i64(u.startStands);
        h.i64(u.holders);
        h.i64(u.oddHits);
        h.real(u.front.x);
        h.real(u.front.y);
        h.real(u.facing);
        h.i64(u.traits);
        h.i64(u.removed | u.disordered << 1 | u.smoke << 2 | u.fired << 3 | u.firedMark << 4 |
              u.doubleTime << 5 | u.rallied << 6);
        h.i64(u.refused);
        h.i64(static_cast<int>(u.order));
        h.i64(static_cast<int>(u.orderTier));
        h.i64(u.orderPips);
        if (u.group >= 0) h.i64(u.group + 1); // only in a group: older states hash as before
        h.i64(u.onceUsed);
        // New flags take higher bits: a state without them hashes as before.
        h.i64(u.sectionsFired | u.flanked << 8 | u.ironUsed << 9 | u.smokedAtFire << 10 |
              u.attacker << 11 | u.momentum << 12 | u.charging << 13 | u.counter << 14 |
              u.reacted << 15);
    }
    // A move paused for reactions (hashed only when there is one: games
    // without reactions hash as before).
    if (s.moving) {
        const Moving& m = *s.moving;
        h.i64(0x6d6f7665); // "move"
        h.i64(m.move.unit);
        h.i64(static_cast<int>(m.move.order));
        h.real(m.move.front.x);
        h.real(m.move.front.y);
        h.real(m.move.facing);
        h.i64(static_cast<int>(m.move.formation));
        h.i64(static_cast<std::int64_t>(m.move.path.size()));
        h.i64(m.target);
        h.i64(m.momentum | m.open << 1 | m.move.doubleTime << 2 | m.stalled << 3);
        h.i64(m.step);
        h.real(m.move.from.front.x);
        h.real(m.move.from.front.y);
        h.real(m.move.from.facing);
        for (const Segment& g : m.move.path) {
            h.i64(g.turn);
            h.real(g.move.x);
            h.real(g.move.y);
            h.real(g.pivot.x);
            h.real(g.pivot.y);
            h.real(g.degrees);
            h.real(g.cost);
        }
        h.i64(static_cast<std::int64_t>(m.move.passedThrough.size()));
        for (int f : m.move.passedThrough)
            h.i64(f);
        for (int b : m.move.pushes)
            h.i64(b);
        h.real(m.width);
        h.i64(static_cast<int>(m.before));
        h.i64(m.wave);
        h.i64(static_cast<std::int64_t>(m.queue.size()));
        for (const QueuedAssault& q : m.queue) {
            h.i64(q.unit);
            h.i64(q.target);
            h.i64(q.wheelDir);
            h.real(q.wheelDeg);
            h.i64(q.doubleTime);
        }
        for (int u : m.waveUnits)
            h.i64(u);
        for (const auto* list : {&m.offers, &m.declined}) {
            h.i64(static_cast<std::int64_t>(list->size()));
            for (const Offer& o : *list) {
                h.i64(o.unit);
                h.i64(static_cast<int>(o.kind));
                h.i64(o.flank);
            }
        }
    }
    for (const Brigade& b : s.brigades) {
        h.i64(static_cast<int>(b.rating));
        h.real(b.leader.x);
        h.real(b.leader.y);
        h.i64(b.attached);
        h.i64(b.leaderGone | b.leaderMoved << 1);
        h.i64(b.wounds);
        h.i64(b.pips);
        h.i64(b.reserved);
        h.i64(b.saved);
        h.i64(b.rolled);
        h.i64(b.startStands);
        h.i64(b.lost);
        h.i64(static_cast<int>(b.clock));
    }
    return h.h;
}

core::TableEvent tableEvent(const Event& e) {
    core::TableEvent t;
    t.kind = std::string(nameOf(e.kind));
    t.code = static_cast<int>(e.kind);
    switch (e.kind) {
    case EventKind::PhaseStarted:
    case EventKind::SmokeCleared:
    case EventKind::PipsLost:
    case EventKind::PipsSaved:
        t.emphasis = core::Emphasis::Quiet;
        break;
    case EventKind::GameStarted:
    case EventKind::ClockChanged:
    case EventKind::LeaderRisk:
        t.emphasis = core::Emphasis::Notable;
        break;
    case EventKind::GameOver:
        t.emphasis = core::Emphasis::Result;
        break;
    default:
        break;
    }
    t.side = e.side;
    t.text = e.text;
    t.dice = e.dice;
    for (std::size_t i = 0; i < e.need.size() && i < e.dice.size(); ++i)
        t.marks.push_back({e.need[i], e.need[i] > 0 && e.dice[i] >= e.need[i], 0});
    t.unit = e.unit;
    t.actor = e.actor;
    t.value = e.value;
    t.turnStarted = e.kind == EventKind::TurnStarted;
    return t;
}

const GameState* stateIf(const core::Game& game) {
    if (const auto* f = dynamic_cast<const FullGame*>(&game)) return &f->state();
    return nullptr;
}

FullGame::FullGame(GameState state) : state_(std::move(state)) {}

std::unique_ptr<FullGame> FullGame::start(std::shared_ptr<const Setup> setup, std::uint64_t seed,
                                          std::vector<core::TableEvent>& events) {
    std::vector<Event> raw;
    GameState s = newGame(std::move(setup), seed, raw);
    for (const Event& e : raw)
        events.push_back(tableEvent(e));
    return std::make_unique<FullGame>(std::move(s));
}

const core::RulesetInfo& FullGame::ruleset() const {
    return full::ruleset();
}

std::unique_ptr<core::Game> FullGame::clone() const {
    return std::make_unique<FullGame>(*this);
}

core::Status FullGame::status() const {
    core::Status st;
    st.turn = state_.turn;
    st.active = state_.active;
    st.decider = decider(state_);
    st.over = state_.over;
    st.winner = state_.over ? state_.winner : std::nullopt;
    st.pending = describePending(state_);
    st.endReason = state_.endReason;
    st.byTurnLimit = state_.byTurnLimit;
    return st;
}

namespace {

bool parseLine(const GameState& s, std::string_view line, Command& c, std::string& error) {
    if (s.over) {
        error = "the game is over";
        return false;
    }
    return parseCommand(s, decider(s), std::string(line), c, error);
}

} // namespace

core::LineResult FullGame::submitLine(std::string_view line) {
    core::LineResult r;
    Command c;
    if (!parseLine(state_, line, c, r.error)) return r;
    r.line = commandText(state_, c);
    if (std::optional<core::Refusal> why = validate(state_, c)) {
        r.refusal = *why;
        return r;
    }
    r.accepted = true;
    for (const Event& e : applyCommand(state_, c))
        r.events.push_back(tableEvent(e));
    return r;
}

core::LineResult FullGame::checkLine(std::string_view line) const {
    core::LineResult r;
    Command c;
    if (!parseLine(state_, line, c, r.error)) return r;
    r.line = commandText(state_, c);
    if (std::optional<core::Refusal> why = validate(state_, c))
        r.refusal = *why;
    else
        r.accepted = true;
    return r;
}

std::uint64_t FullGame::hash() const {
    return stateHash(state_);
}

std::vector<core::TableUnit> FullGame::table() const {
    // Every unit, removed ones too (no stands), so an event's unit index is
    // an index into this list; then each brigadier as a leader base.
    std::vector<core::TableUnit> out;
    const GameState& s = state_;
    const std::vector<int> group = brigadeGroups(s.battle().brigades);
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        core::TableUnit t;
        t.id = idOf(s, i);
        t.name = nameOfUnit(s, i);
        t.side = s.sideOf(i);
        t.front = u.front;
        t.facing = u.facing;
        t.strength = u.stands;
        t.startingStrength = u.startStands;
        t.group = group[u.brigade];
        const core::StandLook look = standLookOf(u.arm, u.formation);
        const Layout l = layoutOf(u.formation, u.onTable());
        int k = 0;
        for (const core::geom::Box& b : standBoxes(s, i)) {
            t.stands.push_back({b, look, k / l.files, k % l.files});
            ++k;
        }
        // FG-D-40: the horse holders stand off the table: said apart, on the label.
        if (u.holders > 0)
            t.markers.push_back(std::to_string(u.holders) + " holding horses");
        if (u.disordered) t.markers.push_back("disordered");
        if (u.smoke) t.markers.push_back("smoke");
        if (u.firedMark) t.markers.push_back("fired");
        if (u.oddHits > 0) t.markers.push_back("odd hit");
        if (u.refused == 1) t.markers.push_back("left flank refused");
        if (u.refused == 2) t.markers.push_back("right flank refused");
        if (u.order != Order::None) t.markers.push_back("moved");
        out.push_back(std::move(t));
    }
    for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
        const Brigade& br = s.brigades[b];
        const BrigadeSetup& bs = s.battle().brigades[b];
        core::TableUnit t;
        t.id = "brigadier-" + bs.id;
        t.name = br.leaderGone ? bs.name + " (no brigadier)" : bs.brigadier;
        t.side = bs.side;
        t.front = br.leader;
        t.strength = br.startStands - br.lost;
        t.startingStrength = br.startStands;
        t.group = group[b];
        if (!br.leaderGone) t.stands.push_back(leaderStand(br.leader));
        if (br.clock != Clock::Steady) t.markers.push_back(std::string(nameOf(br.clock)));
        // Its losses against the thresholds (FG-BRIG-1), on the base.
        t.markers.push_back("lost " + std::to_string(br.lost) + ": hesitant at " +
                            std::to_string(lostToHesitate(s, b)) + ", broken at " +
                            std::to_string(lostToBreak(s, b)));
        out.push_back(std::move(t));
    }
    return out;
}

std::vector<std::string> FullGame::brokenInvariants() const {
    return checkInvariants(state_);
}

bool FullGame::undoable(std::string_view line) const {
    // Orders roll no die (until reactions come); ending the phase and the
    // division's pip lead to rolls, and so does a volley (fire, focus): taken
    // back, it would show the dice to come (FG-D-8). Placing losses rolls
    // none.
    Command c;
    std::string error;
    if (!parseLine(state_, line, c, error)) return false;
    // An assault, and the passive side's answers, roll dice or show the enemy's
    // choices; any other move may be taken back only when it runs to its end
    // with no reaction asked of the enemy.
    switch (c.kind) {
    case CommandKind::EndOrders:
    case CommandKind::Division:
    case CommandKind::Fire:
    case CommandKind::Focus:
    case CommandKind::Assault:
    case CommandKind::React:
    case CommandKind::Pass:
    case CommandKind::Consolidate:
        return false;
    default:
        return !wouldPause(state_, c);
    }
}

} // namespace guidon::full
