#include "door.h"

#include "command_text.h"
#include "game.h"
#include "invariants.h"
#include "pickup_game.h"
#include "ruleset.h"
#include "view.h"

#include <stdexcept>

namespace guidon::lite {

namespace {

// The line as the deciding side's command; false with `error` when it is none.
bool parseLine(const GameState& s, std::string_view line, Command& c, std::string& error) {
    if (s.over) {
        error = "the game is over";
        return false;
    }
    return parseCommand(std::string(line), viewFor(s, decider(s)), c, error);
}

} // namespace

std::string lineOf(const GameState& s, const Command& c, core::Refusal& refused) {
    if (!s.over && c.side != decider(s)) {
        std::optional<Refusal> why = validate(s, c);
        refused = why ? *why
                      : core::refusalOf("LL-CARD-2", std::string("It is not your decision: "
                                                                 "waiting for the ") +
                                                         nameOf(decider(s)) + " player.");
        return "";
    }
    return formatCommand(c, *s.setup);
}

core::TableEvent tableEvent(const Event& e, const Setup& setup) {
    core::TableEvent t;
    t.kind = nameOf(e.kind);
    t.code = static_cast<int>(e.kind);
    switch (e.kind) {
    case EventKind::CardsDrawn:
    case EventKind::PhaseEnded:
    case EventKind::SmokeRemoved:
        t.emphasis = core::Emphasis::Quiet;
        break;
    case EventKind::VictoryRoll:
    case EventKind::GameStarted:
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
    for (const DieMark& m : e.marks)
        t.marks.push_back({m.need, m.counts, m.group});
    for (int def : e.cards)
        t.cards.push_back(setup.cards[static_cast<std::size_t>(def)].id);
    t.unit = e.unit;
    t.actor = e.actor;
    t.value = e.value;
    t.turnStarted = e.kind == EventKind::TurnStarted;
    return t;
}

const GameState* stateIf(const core::Game& game) {
    if (const auto* lite = dynamic_cast<const LiteGame*>(&game)) return &lite->state();
    if (const auto* pickup = dynamic_cast<const PickupGame*>(&game))
        return pickup->game() ? &pickup->game()->state() : nullptr;
    return nullptr;
}

bool isLite(const core::Game& game) {
    return stateIf(game) != nullptr;
}

const GameState& stateOf(const core::Game& game) {
    if (const GameState* s = stateIf(game)) return *s;
    throw std::logic_error(dynamic_cast<const PickupGame*>(&game)
                               ? std::string("a pick-up battle still being set up was taken for "
                                             "a game under way")
                               : "a game of " + std::string(game.ruleset().name) +
                                     " was taken for a game of Lite");
}

core::TableUnit tableUnitOf(const Unit& u) {
    core::TableUnit t;
    t.id = u.id;
    t.name = u.name;
    t.side = u.side;
    t.front = u.front;
    t.facing = u.facing;
    t.strength = u.bases;
    t.startingStrength = u.startingBases;
    core::StandLook look = u.type == UnitType::Infantry ? core::StandLook::Foot
                           : u.limbered                 ? core::StandLook::Limber
                                                        : core::StandLook::Gun;
    for (const BaseBox& b : baseBoxes(u))
        t.stands.push_back({{b.centre, 0.5, 0.5, b.facing}, look, b.rank, b.file});
    if (u.acted) t.markers.push_back("moved");
    if (u.smoke) t.markers.push_back("smoke");
    return t;
}

LiteGame::LiteGame(GameState state)
    : state_(std::move(state)),
      map_(std::make_shared<const core::BattleMap>(state_.setup ? mapOf(state_.setup->battle)
                                                                 : core::BattleMap{})) {}

const core::RulesetInfo& LiteGame::ruleset() const {
    return lite::ruleset();
}

std::unique_ptr<core::Game> LiteGame::clone() const {
    return std::make_unique<LiteGame>(*this);
}

core::Status LiteGame::status() const {
    core::Status st;
    st.turn = state_.turn;
    st.active = state_.active;
    st.decider = decider(state_);
    st.over = state_.over;
    if (state_.over && state_.hasWinner) st.winner = state_.winner;
    st.pending = describePending(state_);
    st.endReason = state_.endReason;
    return st;
}

core::LineResult LiteGame::submitLine(std::string_view line) {
    core::LineResult r;
    Command c;
    if (!parseLine(state_, line, c, r.error)) return r;
    r.line = formatCommand(c, *state_.setup);
    Outcome o = submit(state_, c);
    r.accepted = o.accepted;
    r.refusal = o.refusal;
    for (const Event& e : o.events)
        r.events.push_back(tableEvent(e, *state_.setup));
    return r;
}

core::LineResult LiteGame::checkLine(std::string_view line) const {
    core::LineResult r;
    Command c;
    if (!parseLine(state_, line, c, r.error)) return r;
    r.line = formatCommand(c, *state_.setup);
    if (std::optional<Refusal> why = validate(state_, c))
        r.refusal = *why;
    else
        r.accepted = true;
    return r;
}

std::uint64_t LiteGame::hash() const {
    return stateHash(state_);
}

std::vector<core::TableUnit> LiteGame::table() const {
    // Every unit, off the table too, so that an event's unit index is an
    // index into this list.
    auto named = [&](EffectKind kind, int unit) {
        for (const ActiveEffect& a : state_.effects)
            if (a.unit == unit && a.effect.kind == kind) return true;
        return false;
    };
    std::vector<core::TableUnit> out;
    for (const Unit& u : state_.units) {
        int i = static_cast<int>(out.size());
        core::TableUnit t = tableUnitOf(u);
        // Card effects that name a unit (Old Rivals and its like), as the view shows them.
        if (named(EffectKind::UnitMayNotMove, i)) t.markers.push_back("may not move");
        if (named(EffectKind::UnitMayNotFire, i)) t.markers.push_back("may not fire");
        out.push_back(std::move(t));
    }
    return out;
}

std::vector<std::string> LiteGame::brokenInvariants() const {
    return checkInvariants(state_);
}

bool LiteGame::undoable(std::string_view line) const {
    // As the Session's undo: a march or a change of formation, which roll no
    // die and reveal no card.
    // Only a march or a formation change can be: the rest need no parse.
    std::size_t start = line.find_first_not_of(" \t");
    std::string_view verb =
        start == std::string_view::npos ? std::string_view() : line.substr(start, 5);
    if (verb.substr(0, 5) != "march" && verb.substr(0, 4) != "form") return false;
    Command c;
    std::string error;
    if (!parseLine(state_, line, c, error)) return false;
    return c.kind == CommandKind::March || c.kind == CommandKind::Form;
}

} // namespace guidon::lite
