// The hint (issue 9): what the hard computer would do in the deciding
// player's place, asked from that player's view alone (never the other hand
// or the deck order), worked out on a worker thread, and shown in plain
// words with the computer's reason. Nothing is sent unless the player presses
// Apply. A march's end is outlined on the table.
#pragma once

#include "ai/agent.h"
#include "client/ui_kit.h"
#include "engine/camera.h"
#include "lite/state.h"

#include <SFML/Graphics/RenderTarget.hpp>

#include <cstdint>
#include <future>
#include <optional>
#include <string>
#include <vector>

namespace guidon::client {

// A command in a player's words: "Invoke a fire phase with Steady, Boys.",
// "March the 1st Texas: forward 3.5 BW, then wheel right 20°.". Card names
// are the commanding side's own (it holds them); units are public.
std::string commandInWords(const lite::Command& c, const lite::GameState& s);

// The level the hint asks.
inline constexpr const char* kHintLevel = "hard";
inline constexpr const char* kHintKeyName = "F2";

class HintAdvisor {
  public:
    HintAdvisor(std::vector<ai::AiParams> tuned, std::uint64_t seed);
    ~HintAdvisor(); // waits for a hint being worked out
    HintAdvisor(const HintAdvisor&) = delete;
    HintAdvisor& operator=(const HintAdvisor&) = delete;

    // Ask what the hard computer would do for `side` now. `serial` names the
    // state: once it changes, the hint is dropped.
    void ask(const lite::GameState& s, core::Side side, std::uint64_t serial);
    void clear();
    // Once a frame: take a finished answer; drop one for an older state.
    // True while a hint is being worked out (the window keeps drawing).
    bool update(const lite::GameState& s, std::uint64_t serial);

    enum class Stage { None, Thinking, Ready, Failed };
    Stage stage() const { return stage_; }
    const std::optional<lite::Command>& command() const { return command_; }

    // The panel's section, in the current window: the Hint button, or the
    // hint with Apply and Close. `offered`: a player at the screen decides
    // and may see his hand. Returns the command to send when Apply is pressed.
    struct PanelOut {
        bool ask = false;
        std::optional<lite::Command> apply;
    };
    PanelOut drawPanel(bool offered, const UiFonts& fonts);
    // The march's end pose, outlined on the table.
    void drawOnTable(sf::RenderTarget& target, const engine::Camera& camera,
                     const lite::GameState& s) const;
    // For tests: "none", "thinking", "ready: WORDS", "failed: WHY"; and the
    // hint as a line of the script language ("none" when there is none).
    std::string status() const;
    std::string commandText() const { return command_ ? script_ : "none"; }

  private:
    std::vector<ai::AiParams> tuned_;
    std::uint64_t seed_;
    std::uint64_t asked_ = 0;
    Stage stage_ = Stage::None;
    std::uint64_t serial_ = 0;
    core::Side side_ = core::Side::Federal;
    struct Answer {
        std::optional<lite::Command> command;
        std::string reason;
        std::string error;
    };
    std::future<Answer> thinking_;
    std::optional<lite::Command> command_;
    std::string words_, reason_, error_, script_;
};

} // namespace guidon::client
