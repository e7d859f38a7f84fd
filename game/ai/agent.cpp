#include "agent.h"

#include "random_agent.h"
#include "scripted_agent.h"

namespace guidon::ai {

std::optional<lite::Command> randomLegal(const lite::PlayerView& view, const Referee& legal,
                                         core::Pcg32& rng,
                                         const std::function<bool(const lite::Command&)>& skip) {
    std::vector<lite::Command> ok;
    for (const lite::Command& c : candidateCommands(view, rng))
        if (legal(c) && !(skip && skip(c))) ok.push_back(c);
    if (ok.empty()) return std::nullopt;
    return ok[rng.below(static_cast<std::uint32_t>(ok.size()))];
}

namespace {

// Uniform among the legal commands the candidate generator proposes.
class RandomAgent : public Agent {
  public:
    const char* level() const override { return "random"; }
    std::optional<lite::Command> decide(const lite::PlayerView& view, const Referee& legal,
                                        core::Pcg32& rng) override {
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
