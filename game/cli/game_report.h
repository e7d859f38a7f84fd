// What play and replay print of a game at its end: the summary (turn, what
// it waits for, the deciding player's hand, the hash) or, with --json, the
// public state as one JSON object (docs/cli.md).
#pragma once

#include "sim/json.h"
#include "sim/session.h"

#include <functional>
#include <string>

namespace guidon::cli {

// The JSON object, with its newline; `more` adds its own keys at the end
// of the full game's object (play's --preview).
std::string jsonState(const sim::Session& s,
                      const std::function<void(sim::Json&)>& more = nullptr);
// The summary, on standard output.
void printSummary(const sim::Session& s);

} // namespace guidon::cli
