#include "door.h"

#include "command_text.h"
#include "game.h"
#include "invariants.h"
#include "ruleset.h"
#include "view.h"

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

core::TableEvent tableEvent(const Event& e) {
    core::TableEvent t;
    t.kind = nameOf(e.kind);
    t.side = e.side;
    t.text = e.text;
    t.dice = e.dice;
    t.unit = e.unit;
    t.turnStarted = e.kind == EventKind::TurnStarted;
    return t;
}

const core::RulesetInfo& LiteGame::ruleset() const {
    return lite::ruleset();
}

std::unique_ptr<core::Game> LiteGame::clone() const {
    return std::make_unique<LiteGame>(state_);
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
    Outcome o = submit(state_, c);
    r.accepted = o.accepted;
    r.refusal = o.refusal;
    for (const Event& e : o.events)
        r.events.push_back(tableEvent(e));
    return r;
}

core::LineResult LiteGame::checkLine(std::string_view line) const {
    core::LineResult r;
    Command c;
    if (!parseLine(state_, line, c, r.error)) return r;
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
    std::vector<core::TableUnit> out;
    for (const Unit& u : state_.units) {
        core::TableUnit t;
        t.id = u.id;
        t.name = u.name;
        t.side = u.side;
        t.front = u.front;
        t.facing = u.facing;
        core::StandLook look = u.type == UnitType::Infantry ? core::StandLook::Foot
                               : u.limbered                 ? core::StandLook::Limber
                                                            : core::StandLook::Gun;
        for (const BaseBox& b : baseBoxes(u))
            t.stands.push_back({{b.centre, 0.5, 0.5, b.facing}, look, b.rank, b.file});
        if (u.acted) t.markers.push_back("moved");
        if (u.smoke) t.markers.push_back("smoke");
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
    Command c;
    std::string error;
    if (!parseLine(state_, line, c, error)) return false;
    return c.kind == CommandKind::March || c.kind == CommandKind::Form;
}

} // namespace guidon::lite
