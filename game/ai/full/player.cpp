#include "player.h"

#include "random_player.h"

namespace guidon::ai::full {

namespace {

// Random legal play (random_player.h) as a level.
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
    std::vector<std::string> out{"random"};
    for (const FullAiParams& p : tuned)
        out.push_back(p.level);
    return out;
}

std::unique_ptr<Player> makeFullPlayer(const std::string& level,
                                       const std::vector<FullAiParams>& tuned, std::string& error) {
    error.clear();
    if (level == "random") return std::make_unique<RandomPlayer>();
    std::string known;
    for (const std::string& l : fullLevels(tuned))
        known += (known.empty() ? "" : ", ") + l;
    error = "the full game has no computer level '" + level + "' (its levels: " + known + ")";
    return nullptr;
}

} // namespace guidon::ai::full
