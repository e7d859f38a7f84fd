#include "player.h"

#include "random_player.h"
#include "scripted_player.h"

namespace guidon::ai::full {

namespace {

// "random": random legal play, for the soak, the tests and the weakest level.
class RandomPlayer : public Player {
  public:
    const char* level() const override { return "random"; }
    std::optional<guidon::full::Command> decide(const guidon::full::GameState& s,
                                                core::Pcg32& rng) override {
        return randomCommand(s, rng);
    }
};

} // namespace

std::vector<std::string> fullLevels(const std::vector<FullAiParams>& tuned) {
    std::vector<std::string> out = {"random"};
    for (const FullAiParams& p : tuned) out.push_back(p.level);
    return out;
}

std::unique_ptr<Player> makeFullPlayer(const std::string& level,
                                       const std::vector<FullAiParams>& tuned, std::string& error) {
    if (level == "random") return std::make_unique<RandomPlayer>();
    for (const FullAiParams& p : tuned)
        if (p.level == level) return makeScriptedPlayer(p);
    error = "no full-game AI level '" + level + "' (the levels are:";
    for (const std::string& l : fullLevels(tuned)) error += " " + l;
    error += ")";
    return nullptr;
}

} // namespace guidon::ai::full
