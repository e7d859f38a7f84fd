// guidon-cli play and replay, and what pickup shares with play: a battle
// played from a script of decisions, one command a line, through a Session.
#pragma once

#include "options.h"
#include "sim/session.h"

#include <functional>
#include <istream>
#include <string>

namespace guidon::cli {

// --hand against the decks of the battle's year (LL-CARD-1): what is wrong,
// or "" when every card is there.
std::string handsProblem(const sim::Library& lib, const lite::FixedHands& hands, int year);

// `scriptName:lineNo: refused: RULE: reason (at x,y)`, on standard error.
void printRefusal(const std::string& scriptName, int lineNo, const core::Refusal& r);

// Run `run(stream, name)` on the script: a file, or standard input for "-".
// A script that cannot be read is reported (exit code 1).
int withScript(const std::string& script,
               const std::function<int(std::istream&, const std::string&)>& run);

// Start o.battle and play the rest of the script through a Session: what
// play does. Lines are counted on from `lineNo` (the lines already read from
// `in`).
int playBattle(const sim::Library& lib, const PlayOptions& o, std::istream& in,
               const std::string& scriptName, int lineNo);

// Play the script's lines through the session's door, until the script
// ends or `until` says to stop (asked before each line); `each` hears every
// accepted line's result. A line that does not read, a refusal or a line
// after the game's end: reported at its file:line, exit code 1. `lineNo`
// counts on from the lines already read and is left at the last one read.
int runScript(sim::Session& session, std::istream& in, const std::string& scriptName, int& lineNo,
              const std::function<bool()>& until = nullptr,
              const std::function<void(const core::LineResult&)>& each = nullptr);

// After the script: the save written (o.save), failed autosaves said, and
// the game's end state printed (JSON with o.json); the exit code from `rc`.
int finishPlay(const sim::Session& session, const PlayOptions& o, int rc);

} // namespace guidon::cli
