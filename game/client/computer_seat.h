// The computer at the table (issue 9): which sides it plays and at what
// level, and the pace of its play. Each decision is worked out on a worker
// thread by the ruleset's computer player (the thought its table gives,
// from the deciding side's view alone), so the window keeps drawing while
// it thinks, and its line is sent after a pause scaled by the animation
// speed (longer after a unit moves, so the move is seen). Space plays out the
// rest of its turn without pauses; P pauses it. The units it moved leave a
// trail on the table for a few seconds.
#pragma once

#include "core/refusal.h"
#include "core/table.h"
#include "engine/camera.h"
#include "ui_kit.h"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Keyboard.hpp>

#include <cstdint>
#include <functional>
#include <future>
#include <optional>
#include <string>
#include <vector>

namespace guidon::client {

// What a ruleset's computer player answers for one decision.
struct ComputerAnswer {
    std::optional<std::string> line; // the command line to send; none: no legal one found
    std::string pending;             // the decision awaited, in words (said when none is found)
};
// Works out one decision on the seat's worker thread, from its own copies
// of what it needs (the deciding side's view, a referee).
using ComputerThought = std::function<ComputerAnswer()>;
// The ruleset's table makes the thought that decides for `side` at `level`
// in the game as it stands, on the window's thread; an empty one, with
// `error` saying why, when that level cannot play.
using ComputerDecide =
    std::function<ComputerThought(core::Side side, const std::string& level, std::string& error)>;

// The level a computer seat plays when `wanted` is not one of `known` (the
// levels of the game's ruleset there are, "random" first): "normal", else
// the first tuned level, else "random"; `warning` then says what was
// replaced and why ("" when nothing was). "" (a player) stays "".
std::string playableLevelOf(const std::string& wanted, const std::vector<std::string>& known,
                            const std::string& sideName, std::string& warning);
// The same for both sides (by side index) into `out`; the warnings joined
// into one message ("" when every level was there).
std::string playableLevelsOf(const std::string wanted[2], const std::vector<std::string>& known,
                             std::string out[2]);

// "Computer (hard)", or "Computer" for a level with no name.
std::string computerTitle(const std::string& level);

// The keys of the computer's pace, as the help and the status line name them.
inline constexpr const char* kSkipKeyName = "Space";
inline constexpr const char* kPauseKeyName = "P";

class ComputerSeat {
  public:
    // `levels[i]`: the level playing side i (0 Federal, 1 Confederate), ""
    // for a player at the screen.
    explicit ComputerSeat(const std::string levels[2]);
    ~ComputerSeat(); // waits for a decision being worked out
    ComputerSeat(const ComputerSeat&) = delete;
    ComputerSeat& operator=(const ComputerSeat&) = delete;

    bool plays(core::Side s) const { return !levels_[index(s)].empty(); }
    const std::string& level(core::Side s) const { return levels_[index(s)]; }
    int humans() const { return int(levels_[0].empty()) + int(levels_[1].empty()); }

    // Seconds each decision stays on screen: 0.6 at speed 1, none at 0.
    void setSpeed(float animationSpeed) { speed_ = animationSpeed; }
    // Space and P. `computerTurn`: the computer decides now. True when used.
    bool key(sf::Keyboard::Key k, bool computerTurn, int turn);
    bool paused() const { return paused_; }
    bool skipping() const { return skipping_; }

    // What step() asks the table to do this frame.
    struct Step {
        bool ready = false;              // the pause is over (for a courtesy pause: go on)
        std::optional<std::string> line; // send this command line
    };
    // Called every frame while the computer decides for `side` in `turn`
    // (`courtesy`: only the pause that hides an empty hand, nothing to work
    // out). `serial` changes with every change of the state: an answer
    // worked out for an older state is thrown away. `decide` is asked for a
    // new thought when none is under way for this state.
    Step step(float dt, int turn, core::Side side, bool courtesy, std::uint64_t serial,
              const ComputerDecide& decide);
    // Called every frame while a player decides, or the game waits: a turn
    // played out with Space ends here.
    void idle();
    // After the table sent a command of the computer's that moved unit
    // `unit` (a march, a charge, a fall back): a longer pause before the
    // next decision, and the unit's trail, from where it stood (`from`),
    // its front along `way`, to where it stands (`to`). No trail when it
    // stood still.
    void moved(int unit, const core::TableUnit& from, const std::vector<core::Vec2>& way,
               const core::TableUnit& to);
    // The rules refused what it sent (they should not: it asks the referee
    // first): it stops in this state and says so.
    void refused(std::uint64_t serial, core::Side side, const core::Refusal& r);
    // Age the trails; true while something is still moving on screen.
    bool tick(float dt);
    bool animating() const;

    // "thinking", "waiting" (the pause), "paused", "skipping" or "idle";
    // and the last problem ("" when none): a level that cannot be made, or
    // no legal command found.
    std::string state() const;
    const std::string& problem() const { return problem_; }
    // The status tests read: computer-federal and computer-confederate (its
    // level or "none"), computer-state and computer-problem, a line each.
    std::string statusLines() const;
    // For the turn bar: "Computer (hard) is thinking · Space skips its turn
    // · P pauses" ("" when the computer does not decide and is not paused).
    std::string statusLine(core::Side side, bool deciding) const;

    void drawTrails(sf::RenderTarget& target, const engine::Camera& camera) const;
    // With the computer on both sides, in the hand strip's place: who plays
    // whom, and the keys of the pace (no hand is ever shown).
    void drawSpectatorStrip(const UiFonts& fonts, ImVec2 pos, ImVec2 size) const;

  private:
    static int index(core::Side s) { return s == core::Side::Federal ? 0 : 1; }
    float pause() const;

    std::string levels_[2];
    float speed_ = 1.f;
    float waited_ = 0.f;
    float hold_ = 1.f; // pauses to wait before the next decision (x pause())
    bool paused_ = false;
    bool skipping_ = false;
    int skipTurn_ = 0;
    bool thinkingNow_ = false;

    std::future<ComputerAnswer> thinking_;
    std::uint64_t thinkingAt_ = 0;
    int thinkingSide_ = 0;
    std::uint64_t stuckAt_ = ~std::uint64_t(0); // no legal command found in this state
    std::string problem_;

    // A unit the computer moved: where it was and how it went.
    struct Trail {
        std::vector<sf::Vector2f> path; // the front centre, start to end
        core::TableUnit from;           // the unit before the move
        int unit = -1;
        core::Side side = core::Side::Federal;
        float age = 0.f;
    };
    std::vector<Trail> trails_;
};

} // namespace guidon::client
