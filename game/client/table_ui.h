// The table of a game in progress as the window program drives it, whatever
// the game's ruleset: the screen itself (events, a frame, drawing) and what
// the program asks of it around the screen (its title, the status tests
// read, the settings it takes, the script's lines, the benchmark's seat).
// Each ruleset's UI implements it (Lite's: client/lite/table_screen.h);
// makeTableUi gives the one for a Session's game. The program holds only
// this, so it runs a game of any ruleset this version has a table for.
#pragma once

#include "core/game.h"
#include "screen.h"
#include "table_view.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::ai {
struct AiParams;
}
namespace guidon::ai::full {
struct FullAiParams;
}
namespace guidon::data {
struct RulesReference;
}
namespace guidon::engine {
class Assets;
}
namespace guidon::sim {
class Session;
}

namespace guidon::client {

struct UiFonts;

// Height of the bar along the top of the window that every table keeps for
// its turn (the shell's notices and questions stand below it), in pixels.
constexpr float kTurnBarHeight = 38.f;

class TableUi : public Screen {
  public:
    // Esc is the table's now (a move being planned, a question asked), before it opens the menu.
    virtual bool wantsEscape() const = 0;
    // A line of the script language (docs/cli.md) as the deciding player's,
    // through the Session's door, shown as the player's own command would be.
    virtual core::LineResult submitLine(const std::string& line) = 0;
    // The handover prompt is up: the side to decide does not hold the seat.
    virtual bool curtainUp() const = 0;
    // The window title: battle, turn and who decides (public facts).
    virtual std::string title() const = 0;
    // What tests read: the state, the pending decision, the hash, the curtain.
    virtual std::string statusReport() const = 0;
    // Problems met making the table ready (terrain it cannot draw ...).
    virtual const std::vector<std::string>& warnings() const = 0;
    // The grid and the labels (settings the table's keys also change).
    virtual TableOptions& options() = 0;
    // 0: no animation; 1 normal; larger is faster.
    virtual void setAnimationSpeed(float speed) = 0;
    // Hot seat: pass the curtain at every point where the other player might
    // answer, whether his hand could or not (a ruleset without such points ignores it).
    virtual void setAlwaysAskInterrupts(bool on) = 0;
    // Pixels per UI point: the panels are laid out in points, the table in pixels.
    virtual void setUiScale(float scale) = 0;
    // A rule the player asked to read (from a refusal), taken once.
    virtual std::optional<std::string> takeRuleRequest() = 0;
    // The sides' colours changed (a setting): the table takes them now.
    virtual void recolour() = 0;
    // A CPU-drawn OpenGL: draw the table the cheap way (see TableView).
    virtual void setLowCost(bool on) = 0;
    // While a script drives the game the computer waits.
    virtual void pauseComputer(bool paused) = 0;
    // A dialog of the window has the keyboard: Enter and Esc are its.
    virtual void setKeysTaken(bool taken) = 0;
    // The benchmark: the deciding player takes the seat at once.
    virtual void benchSeat() = 0;
};

// The table for `session`'s game, by its ruleset (core::Game::ruleset()):
// Lite's for a game of Lite. For a ruleset this version has no table for,
// null, and `error` says so in a sentence for the player. `computer[i]`: the
// level of the computer playing side i, "" for a player at the screen;
// `levels`, `fullLevels`: Lite's and the full game's tuned levels there are
// (also asked for hints).
std::unique_ptr<TableUi> makeTableUi(sim::Session& session, engine::Assets& assets,
                                     std::uint64_t seed, const UiFonts& fonts,
                                     const data::RulesReference* reference,
                                     const std::string computer[2],
                                     const std::vector<ai::AiParams>& levels,
                                     const std::vector<ai::full::FullAiParams>& fullLevels,
                                     std::string& error);

} // namespace guidon::client
