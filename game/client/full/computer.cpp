// The full game's table: the computer at its seat (client/computer_seat.h).
// Its player (ai/full/player.h) decides on the seat's worker from its own
// copy of the state (the full game hides nothing), its line is sent at the
// seat's pace, and the units it moved leave a trail. F2 asks the hard
// level what it would do in the deciding player's place. Part of
// TableScreen (table_screen.h).
#include "table_screen.h"

#include "full/door.h"

#include <imgui.h>

namespace guidon::client::full_ui {

namespace {

// The level the hint asks: the hardest tuned one, else random play.
std::string hintLevel(const std::vector<ai::full::FullAiParams>& tuned) {
    for (const char* l : {"hard", "normal", "easy"})
        for (const ai::full::FullAiParams& p : tuned)
            if (p.level == l) return l;
    return "random";
}

} // namespace

// [SECTION] The computer's moves

bool TableScreen::computerDecides() const {
    const full::GameState& s = state();
    return !s.over && computer_.plays(full::decider(s));
}

ComputerDecide TableScreen::computerDecide() {
    return [minds = minds_, &s = state()](core::Side side, const std::string& level,
                                         std::string& error) -> ComputerThought {
        std::unique_ptr<ai::full::Player>& player = minds->players[side == core::Side::Federal ? 0 : 1];
        if (!player) player = ai::full::makeFullPlayer(level, minds->tuned, error);
        if (!player) return {};
        // The worker gets its own copy of the state; the seat touches the
        // players and the dice only between thoughts.
        return [minds, p = player.get(), state = s]() {
            ComputerAnswer out;
            std::optional<full::Command> c = p->decide(state, minds->dice);
            if (c) out.line = full::commandText(state, *c);
            out.pending = full::describePending(state);
            return out;
        };
    };
}

void TableScreen::computerStep(float dt) {
    if (!computerDecides() || computerPaused_) {
        computer_.idle();
        return;
    }
    const full::GameState& s = state();
    const core::Side d = full::decider(s);
    ComputerSeat::Step step = computer_.step(dt, s.turn, d, false, serial_, computerDecide());
    if (!step.ready || !step.line) return;
    // The unit it moves, before and after: for the trail it leaves.
    full::Command c;
    std::string error;
    const bool parsed = full::parseCommand(s, d, *step.line, c, error);
    const bool moves = parsed && c.unit >= 0 && c.unit < int(s.units.size()) &&
                       (c.kind == full::CommandKind::Advance || c.kind == full::CommandKind::Oblique ||
                        c.kind == full::CommandKind::Wheel || c.kind == full::CommandKind::Assault);
    std::optional<core::TableUnit> before;
    if (moves) before = tableUnits()[std::size_t(c.unit)];
    core::LineResult out = submitLine(*step.line, "command");
    if (!out.accepted) {
        computer_.refused(serial_, d, out.refusal);
        return;
    }
    if (before) {
        sync();
        const core::TableUnit& after = tableUnits()[std::size_t(c.unit)];
        computer_.moved(c.unit, *before, {before->front, after.front}, after);
    }
}

std::string TableScreen::computerLine() const {
    const full::GameState& s = state();
    if (s.over) return "";
    return computer_.statusLine(full::decider(s), computerDecides());
}

// [SECTION] The hint

bool TableScreen::hintOffered() const {
    const full::GameState& s = state();
    return !s.over && computer_.humans() > 0 && !computerDecides();
}

void TableScreen::askHint() {
    if (!hintOffered()) return;
    const full::GameState& s = state();
    std::string error;
    // A fresh player each time: a player remembers what it has weighed in a
    // phase, and the hint's questions are not one player's turn.
    minds_->hinter = ai::full::makeFullPlayer(hintLevel(minds_->tuned), minds_->tuned, error);
    hint_ = Hint{};
    hint_.at = serial_;
    if (!minds_->hinter) {
        hint_.words = "No hint: " + error;
        return;
    }
    // Its own dice: asking for a hint never changes the game's.
    core::Pcg32 dice(seed_ ^ (serial_ * 0x9e3779b97f4a7c15ull), 7);
    std::optional<full::Command> c = minds_->hinter->decide(s, dice);
    hint_.level = minds_->hinter->level();
    if (!c) {
        hint_.words = "The computer finds nothing to do here.";
        return;
    }
    hint_.command = c;
    hint_.line = full::commandText(s, *c);
    hint_.words = minds_->hinter->reason();
}

void TableScreen::drawHint() {
    if (!hint_.at || *hint_.at != serial_) {
        hint_ = Hint{};
        return;
    }
    heading(("Hint: the computer (" + hint_.level + ") would").c_str());
    if (hint_.command) textWrapped(kGold, hint_.line);
    if (!hint_.words.empty()) ImGui::TextWrapped("%s", hint_.words.c_str());
    if (hint_.command && ImGui::Button("Apply the hint")) toSend_ = *hint_.command;
    ImGui::SameLine();
    if (ImGui::Button("Dismiss")) hint_ = Hint{};
}

} // namespace guidon::client::full_ui
