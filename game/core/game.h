// The door: one ruleset-neutral interface to a game in progress. Everything
// outside a ruleset that only runs, records, replays or shows a game (the
// Session, the CLI's play, replay, soak and match, saves, the editor's
// play-test, the window's shell) can work through it without knowing which
// ruleset plays. Inside a ruleset the code stays on its own concrete value
// types; a ruleset's adapter (lite/door.h) wraps its state.
//
// Commands cross the door as the text lines saves and scripts hold, read
// as the command of the side that is to decide.
#pragma once

#include "map.h"
#include "refusal.h"
#include "ruleset.h"
#include "side.h"
#include "table.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace guidon::core {

// Where the game stands, in words a player (or a log) can read.
struct Status {
    int turn = 1;
    Side active = Side::Federal;  // whose turn it is
    Side decider = Side::Federal; // who must decide now (meaningless once over)
    bool over = false;
    std::optional<Side> winner; // once over: none for a draw
    std::string pending;        // the decision awaited, in a sentence
    std::string endReason;      // once over: why
    bool byTurnLimit = false;   // once over: the turn limit ended it, not a victory in play
};

// A die as the log draws it, beside TableEvent::dice: the least natural roll
// that succeeds, whether it counted, and the throw it belongs to.
struct DieMark {
    int need = 0;        // 0: no target number
    bool counts = false; // a hit, a kill, a win, the die kept
    int group = 0;       // dice thrown together
};

// How the log sets an event apart from the rest.
enum class Emphasis {
    Plain,   // the run of play
    Quiet,   // routine the rules do on their own (cards drawn, a phase ended)
    Notable, // a moment of the game (its start, a victory roll)
    Result,  // the game's end
};

// What happened, as the log shows it: every event is public knowledge.
struct TableEvent {
    std::string kind; // the ruleset's own name of the kind
    int code = 0;     // the ruleset's own number of the kind (its panels compare it)
    Emphasis emphasis = Emphasis::Plain;
    Side side = Side::Federal;
    std::string text; // a sentence, every die explained
    std::vector<int> dice;
    std::vector<DieMark> marks;     // one per die when the rules mark them (else empty)
    std::vector<std::string> cards; // ids of the cards it made public (Lite)
    int unit = -1;                  // index into table(), where the event names a unit
    int actor = -1; // the unit that acted on `unit`, where one did (a fire: the firer)
    int value = 0;  // the ruleset's figure for it (Lite: bases removed, a victory roll...)
    bool turnStarted = false; // a new turn began with it (saves check the hash there)
};

struct LineResult {
    // The line is no command of the deciding side: nothing changed, and this
    // says what is wrong with the line ("" when it parsed).
    std::string error;
    // The command as the ruleset writes it (what a save records), once parsed.
    std::string line;
    bool accepted = false;
    Refusal refusal; // a parsed command the rules refuse: the rule and why
    std::vector<TableEvent> events;
    bool ok() const { return error.empty() && accepted; }
};

class Game {
  public:
    virtual ~Game() = default;
    virtual const RulesetInfo& ruleset() const = 0;
    virtual std::unique_ptr<Game> clone() const = 0;
    virtual Status status() const = 0;
    // status().over and status().turn, without the sentence status() builds.
    virtual bool over() const = 0;
    virtual int turn() const = 0;
    // Read `line` as the deciding side's command, check it and apply it. A
    // line that does not parse, or a command the rules refuse, changes nothing.
    virtual LineResult submitLine(std::string_view line) = 0;
    // The same check without applying: `accepted` says whether it would be.
    virtual LineResult checkLine(std::string_view line) const = 0;
    virtual std::uint64_t hash() const = 0;
    // The table as drawn and measured: its size, terrain and zones (a
    // pick-up battle's as set up so far). The reference holds until the
    // next submitLine (a set-up line replaces a pick-up battle's map):
    // keep a copy to draw from.
    virtual const BattleMap& map() const = 0;
    virtual std::vector<TableUnit> table() const = 0;
    // Each broken invariant of the state as a sentence (empty: all hold).
    virtual std::vector<std::string> brokenInvariants() const = 0;
    // The command of this line is of a kind that can be taken back (no die
    // rolled, nothing hidden revealed): a march or a change of formation in
    // Lite. Whether the rules accept it is submitLine's to say: a caller
    // keeps an undo step only for an accepted command.
    virtual bool undoable(std::string_view line) const = 0;
};

} // namespace guidon::core
