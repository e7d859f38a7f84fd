#include "agent.h"

#include "random_agent.h"
#include "scripted_agent.h"

namespace guidon::ai {

std::optional<rules::Command> randomLegal(const rules::PlayerView& view, const Referee& legal,
                                          rules::Pcg32& rng,
                                          const std::function<bool(const rules::Command&)>& skip) {
    std::vector<rules::Command> ok;
    for (const rules::Command& c : candidateCommands(view, rng))
        if (legal(c) && !(skip && skip(c))) ok.push_back(c);
    if (ok.empty()) return std::nullopt;
    return ok[rng.below(static_cast<std::uint32_t>(ok.size()))];
}

namespace {

// Uniform among the legal commands the candidate generator proposes.
class RandomAgent : public Agent {
  public:
    const char* level() const override { return "random"; }
    std::optional<rules::Command> decide(const rules::PlayerView& view, const Referee& legal,
                                         rules::Pcg32& rng) override {
        return randomLegal(view, legal, rng);
    }
};

} // namespace

std::vector<std::string> agentLevels(const std::vector<AiParams>& tuned) {
    std::vector<std::string> levels = {"random"};
    for (const AiParams& p : tuned)
        levels.push_back(p.level);
    return levels;
}

std::unique_ptr<Agent> makeAgent(const std::string& level, const std::vector<AiParams>& tuned,
                                 std::string& error) {
    if (level == "random") return std::make_unique<RandomAgent>();
    for (const AiParams& p : tuned)
        if (p.level == level) return makeScriptedAgent(p);
    std::vector<std::string> levels = agentLevels(tuned);
    error = "no AI level '" + level + "'; there is: ";
    for (std::size_t i = 0; i < levels.size(); ++i)
        error += (i ? ", " : "") + levels[i];
    return nullptr;
}

} // namespace guidon::ai
