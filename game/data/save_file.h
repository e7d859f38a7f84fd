// Saves: the battle (named, and a copy of it), the seed and scripted dice,
// the commands as text lines, and state hashes at checkpoints. Loading a save
// replays it (session.h) and checks the hashes. Written durably: a temporary
// file, fsync, then a rename.
#pragma once

#include "full/battle.h"
#include "lite/battle.h"
#include "lite/cards.h"
#include "problems.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace guidon::data {

// A copy of a battle kept in a save: its <battle> element, and the file
// whose lines that element's lines are (the save, or the battle file the
// copy was taken from). Defined in save_file.cpp: only data reads XML.
struct EmbeddedBattle;

struct Checkpoint {
    std::size_t afterCommands = 0; // hash of the state after this many commands
    std::string hash;
};

// A pick-up battle (RULINGS LL-SETUP-1) saved from its set-up (<pickup>):
// what the set-up starts from, and its lines. The replay plays the lines
// through the door, then the game's commands (SaveGame::commands), from the
// one seed; SaveGame::battle is then the scenario map ("" for none).
struct PickupRecord {
    std::string forces[2]; // the library's forces by side index ("" = the map's own, or the first)
    std::string terrain;   // a battle whose terrain and table the set-up fixes ("" = none)
    std::string terrainHash;                        // that file's fingerprint when the set-up began
    std::optional<core::Side> winner, north, first; // choices fixed when it began
    std::vector<std::string> setup;                 // the set-up's lines, in order
    // The decks' year the window's player chose for the library's forces (0:
    // the scenario map's, else the library's).
    int year = 0;
};

struct SaveGame {
    std::string battle;     // path of the battle file, as the player named it
    std::string battleHash; // FNV-1a of the battle file's bytes, to notice a changed map
    std::uint64_t seed = 0;
    std::vector<int> dice; // scripted dice given at the start
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
    // The battle as it was played (the save's <battle> element, format 2):
    // the replay falls back on it when the battle file is missing or has
    // changed, so moving or updating the maps strands no save. Null for a
    // save of format 1. Shared, never changed: copies (undo's snapshots)
    // cost nothing.
    std::shared_ptr<const EmbeddedBattle> embedded;
    // A pick-up battle saved from its set-up (checkpoints count the game's
    // commands, from the game's start once the set-up is done).
    std::optional<PickupRecord> pickup;
};

// The save format written: 2 holds a copy of its battle, or a pick-up
// battle's <pickup> (which a Guidon before it refuses as an unknown
// element); 1 (older) had neither.
inline constexpr int kSaveFormat = 2;

// The level a save gives a computer side whose level it does not name.
inline constexpr const char* kDefaultComputerLevel = "normal";

bool parseSave(const std::string& text, const std::string& file, SaveGame& out, Problems& problems);
bool loadSave(const std::string& path, SaveGame& out, Problems& problems);
std::string saveToText(const SaveGame& save);
// Write to `path` through a temporary file and a rename, so a crash mid-write
// never leaves half a save. False with a message on failure.
bool writeSaveAtomic(const std::string& path, const SaveGame& save, std::string& error);

// A battle file's text as a copy to embed in saves; null (with a problem)
// when it is not XML with a <battle> root.
std::shared_ptr<const EmbeddedBattle> embedBattle(const std::string& text, const std::string& file,
                                                  Problems& problems);
// Read a save's copy of its battle with the battle parser (battle_file.h):
// its problems are `file:line` of the file the copy is in.
bool parseEmbeddedBattle(const EmbeddedBattle& copy, const std::vector<lite::TerrainType>& types,
                         lite::Battle& out, Problems& problems,
                         const std::vector<lite::CardDef>* cards = nullptr);

// The ruleset a save's copy of its battle is for (its rules="...", "lite"
// when it names none).
std::string embeddedRules(const EmbeddedBattle& copy);
// Read a save's copy of a battle of the full game (full_battle_file.h).
bool parseEmbeddedFullBattle(const EmbeddedBattle& copy,
                             const std::vector<full::TerrainRules>& types, full::Battle& out,
                             Problems& problems);

// FNV-1a of bytes, as 16 hex digits (used for the battle file's fingerprint).
std::string fingerprint(const std::string& bytes);

} // namespace guidon::data
