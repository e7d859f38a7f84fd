// The commands of guidon-cli (docs/cli.md), each in a file of its own:
// main.cpp reads the command's name and hands it the rest of the command
// line. Each returns the program's exit code: 0 done, 1 a failure it has
// reported, 2 a command line it cannot take (said, with the usage).
#pragma once

#include "sim/session.h"

#include <string>
#include <vector>

namespace guidon::cli {

// The command line after the command's name.
using Args = std::vector<std::string>;

// Says what is wrong (when `why` is not empty) and prints the usage, on
// standard error; returns 2. In main.cpp, with the usage text.
int usage(const std::string& why);
// The asset library under the data root; false when it does not load (its
// problems printed).
bool loadLib(const char* argv0, sim::Library& lib);

int cmdValidate(const char* argv0, const Args& files); // validate.cpp
int cmdPlay(const char* argv0, const Args& args);      // play.cpp
int cmdReplay(const char* argv0, const Args& args);    // play.cpp
int cmdPickup(const char* argv0, const Args& args);    // pickup_cmd.cpp
int cmdSoak(const char* argv0, const Args& args);      // computer_games.cpp
int cmdMatch(const char* argv0, const Args& args);     // computer_games.cpp
int cmdCardsDoc(const char* argv0, const Args& args);  // cards_doc.cpp
int cmdBench(const char* argv0, const Args& args);     // bench.cpp

} // namespace guidon::cli
