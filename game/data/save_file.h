// Saves: the battle, the seed and scripted dice, the commands as text lines,
// and state hashes at checkpoints. Loading a save replays it (replay.h) and
// checks the hashes. Written atomically: a temporary file, then a rename.
#pragma once

#include "problems.h"

#include <cstdint>
#include <string>
#include <vector>

namespace guidon::data {

struct Checkpoint {
    std::size_t afterCommands = 0; // hash of the state after this many commands
    std::string hash;
};

struct SaveGame {
    std::string battle;      // path of the battle file, as the player named it
    std::string battleHash;  // FNV-1a of the battle file's bytes, to notice a changed map
    std::uint64_t seed = 0;
    std::vector<int> dice;   // scripted dice given at the start
    // Who plays each side (by side index: Federal, Confederate): the
    // computer's level ("easy", "normal", "hard" ...), or "" for a player at
    // the screen, so a game against the computer loads as one. Not part of
    // the rules' state. Older saves said only which sides the computer
    // played (computer="federal|confederate|both"): those load as "normal".
    std::string computer[2];
    // Cards fixed in each side's opening hand on the command line
    // (`guidon-cli play --hand`), by side index; empty: the battle's own
    // <hand>, if any (which the battle's fingerprint covers).
    std::vector<std::string> hands[2];
    std::vector<std::string> commands;
    std::vector<Checkpoint> checkpoints;
};

// The level a save gives a computer side whose level it does not name.
inline constexpr const char* kDefaultComputerLevel = "normal";

bool parseSave(const std::string& text, const std::string& file, SaveGame& out, Problems& problems);
bool loadSave(const std::string& path, SaveGame& out, Problems& problems);
std::string saveToText(const SaveGame& save);
// Write to `path` through a temporary file and a rename, so a crash mid-write
// never leaves half a save. False with a message on failure.
bool writeSaveAtomic(const std::string& path, const SaveGame& save, std::string& error);

// FNV-1a of bytes, as 16 hex digits (used for the battle file's fingerprint).
std::string fingerprint(const std::string& bytes);

} // namespace guidon::data
