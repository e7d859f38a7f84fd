#include "agent.h"

#include "random_agent.h"

namespace guidon::ai {

namespace {

// Uniform among the legal commands the candidate generator proposes.
class RandomAgent : public Agent {
  public:
    const char* level() const override { return "random"; }
    std::optional<rules::Command> decide(const rules::PlayerView& view, const Referee& legal,
                                         rules::Pcg32& rng) override {
        std::vector<rules::Command> ok;
        for (const rules::Command& c : candidateCommands(view, rng))
            if (legal(c)) ok.push_back(c);
        if (ok.empty()) return std::nullopt;
        return ok[rng.below(static_cast<std::uint32_t>(ok.size()))];
    }
};

} // namespace

const std::vector<std::string>& agentLevels() {
    static const std::vector<std::string> levels = {"random"};
    return levels;
}

std::unique_ptr<Agent> makeAgent(const std::string& level, std::string& error) {
    if (level == "random") return std::make_unique<RandomAgent>();
    error = "no AI level '" + level + "'; there is: ";
    for (std::size_t i = 0; i < agentLevels().size(); ++i)
        error += (i ? ", " : "") + agentLevels()[i];
    return nullptr;
}

} // namespace guidon::ai
