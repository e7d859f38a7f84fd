#include "computer_players.h"

#include "core/words.h"
#include "lite/door.h"
#include "lite/game.h"
#include "lite/movement.h"
#include "lite/view.h"

namespace guidon::client {

namespace {

bool known(const std::string& level, const std::vector<ai::AiParams>& tuned) {
    for (const std::string& l : ai::agentLevels(tuned))
        if (l == level) return true;
    return false;
}

} // namespace

std::string playableLevel(const std::string& wanted, const std::vector<ai::AiParams>& tuned,
                          const std::string& sideName, std::string& warning) {
    return playableLevelOf(wanted, ai::agentLevels(tuned), sideName, warning);
}

std::string playableLevels(const std::string wanted[2], const std::vector<ai::AiParams>& tuned,
                           std::string out[2]) {
    return playableLevelsOf(wanted, ai::agentLevels(tuned), out);
}

bool knownLevel(const std::string& level, const std::vector<ai::AiParams>& tuned,
                std::string& list) {
    list.clear();
    for (const ai::AiParams& p : tuned)
        list += (list.empty() ? "" : ", ") + p.level;
    if (list.empty()) list = "no level";
    return known(level, tuned);
}

ComputerPlayers::ComputerPlayers(std::vector<ai::AiParams> tuned, std::uint64_t seed)
    : minds_(std::make_shared<Minds>()) {
    minds_->tuned = std::move(tuned);
    minds_->dice = core::Pcg32(seed ^ 0x9e3779b97f4a7c15ull);
}

ComputerDecide ComputerPlayers::decider(const lite::GameState& state) {
    return [minds = minds_, &state](core::Side side, const std::string& level,
                                    std::string& error) -> ComputerThought {
        std::unique_ptr<ai::Agent>& agent = minds->agents[side == core::Side::Federal ? 0 : 1];
        if (!agent) agent = ai::makeAgent(level, minds->tuned, error);
        if (!agent) return {};
        // The worker gets its own copies: the side's view, and the state for
        // the referee (which only answers "would the rules accept this?").
        // The seat touches the agents and the dice only between thoughts.
        return [minds, a = agent.get(), view = lite::viewFor(state, side), state]() {
            ai::Referee legal = ai::refereeFor(state);
            ComputerAnswer out;
            std::optional<lite::Command> c = a->decide(view, legal, minds->dice);
            core::Refusal refused;
            std::string line = c ? lite::lineOf(state, *c, refused) : std::string();
            if (!line.empty()) out.line = line;
            out.pending = lite::describePending(state);
            return out;
        };
    };
}

void showComputerMove(ComputerSeat& seat, const lite::GameState& before, const lite::Command& c,
                      const lite::GameState& after) {
    bool moves = c.kind == lite::CommandKind::March || c.kind == lite::CommandKind::Charge ||
                 c.kind == lite::CommandKind::FallBack;
    if (!moves || c.unit < 0 || std::size_t(c.unit) >= before.units.size() ||
        std::size_t(c.unit) >= after.units.size())
        return;
    const lite::Unit& from = before.units[std::size_t(c.unit)];
    std::vector<core::Vec2> way;
    if (c.kind == lite::CommandKind::March) {
        // The front's way, each wheel as its arc about the corner.
        lite::MoveReport r = lite::checkUnitCommand(before, c);
        if (r.legal && !r.poses.empty()) {
            way.push_back(r.poses[0].front);
            for (std::size_t k = 0; k < c.segments.size() && k + 1 < r.poses.size(); ++k) {
                const lite::MoveSegment& seg = c.segments[k];
                if (seg.kind == lite::SegmentKind::Wheel)
                    for (int i = 1; i < 12; ++i)
                        way.push_back(lite::poseAlong(from, r.poses[k], seg, i / 12.0).front);
                way.push_back(r.poses[k + 1].front);
            }
        }
    }
    seat.moved(c.unit, lite::tableUnitOf(from), way,
               lite::tableUnitOf(after.units[std::size_t(c.unit)]));
}

} // namespace guidon::client
