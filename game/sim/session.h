// A game together with the files behind it: the asset library it was built
// from, the battle file, and the record that becomes its save. The CLI and the
// window both run games through a Session; saves and replays come back
// through it, command by command, with the state hashes checked.
#pragma once

#include "ai/full/params.h"
#include "ai/params.h"
#include "core/game.h"
#include "data/problems.h"
#include "data/save_file.h"
#include "full/battle.h"
#include "full/tables.h"
#include "lite/door.h"
#include "lite/game.h"
#include "lite/setup.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace guidon::sim {

// assets/terrain.xml, assets/cards.xml, the AI levels and assets/pickup.xml
// under one data root.
struct Library {
    std::string root;
    std::vector<lite::TerrainType> terrain;
    std::vector<lite::CardDef> cards;
    std::vector<ai::AiParams> ai; // the computer's levels: easy, normal, hard (assets/ai)
    lite::PickupLibrary pickup;   // pieces and forces for pick-up battles (LL-SETUP-1)
    // The full game's rule tables and terrain types (assets/full).
    full::Tables fullTables;
    std::vector<full::TerrainRules> fullTerrain;
    // The full game's computer levels: easy, normal, hard (assets/ai/full).
    std::vector<ai::full::FullAiParams> fullAi;
};
bool loadLibrary(const std::string& root, Library& out, data::Problems& problems);

// Where assets/ and maps/ are: $GUIDON_DATA, else the first folder holding
// assets/terrain.xml going up from the program's own folder, else the source
// tree the program was built from.
std::string findDataRoot(const char* argv0);
// The battle tools/play opens.
std::string defaultBattlePath(const std::string& root);

// How often a checkpoint hash is recorded.
constexpr std::size_t kCheckpointEvery = 10;

struct PickupPlan; // sim/pickup_start.h

class Session {
  public:
    Session() = default;
    // A copy plays on apart from the original (the benches and tests try
    // lines on one): its game and undo steps are clones.
    Session(const Session& o);
    Session& operator=(const Session& o);
    Session(Session&&) = default;
    Session& operator=(Session&&) = default;
    ~Session() = default;

    // `hands`: cards to deal first into a side's opening hand (by side
    // index; `guidon-cli play --hand`), in place of the battle's <hand> for
    // that side; recorded in the save so that its replay deals the same.
    bool start(const Library& lib, const std::string& battlePath, std::uint64_t seed,
               const std::vector<int>& dice, data::Problems& problems,
               const lite::FixedHands& hands = {});
    // Start the game of a save on the copy of its battle the save keeps
    // (data::SaveGame::embedded), with its seed, dice and hands; the record names
    // the battle file and its fingerprint as the save does. Problems of the
    // copy point into the save.
    bool startFromCopy(const Library& lib, const data::SaveGame& save, data::Problems& problems);
    // A pick-up battle from its set-up (RULINGS LL-SETUP-1): the set-up's
    // lines come through submitLine first (Status::turn is 0 until they
    // are done), then the game's commands. The record keeps `record`'s
    // choices, the set-up's lines and the map's copy, so that the save
    // replays from its seed like any other. `plan`: sim/pickup_start.h.
    bool startPickup(const Library& lib, const PickupPlan& plan, const data::PickupRecord& record,
                     const std::string& mapPath, std::uint64_t seed, const std::vector<int>& dice,
                     data::Problems& problems, const lite::FixedHands& hands = {});

    // Submit a command line as the deciding side's, through the door
    // (core::Game::submitLine). An accepted command is recorded (as the
    // ruleset writes it), logged and autosaved; a line that does not parse,
    // or a command refused, changes nothing and the result says why.
    core::LineResult submitLine(std::string_view line);

    // Who plays: the computer's level for each side (by side index), "" for
    // a player at the screen. Recorded in the save so it loads the same way.
    void setComputerSides(const std::string levels[2]) {
        record_.computer[0] = levels[0];
        record_.computer[1] = levels[1];
    }

    // Write the game to this file (durably) after every command.
    void setAutosave(const std::string& path) { autosave_ = path; }
    const std::string& autosave() const { return autosave_; }
    // Why the last autosave failed ("" when it did not), and how many have
    // failed in a row: a player must hear of each, until one succeeds.
    const std::string& autosaveError() const { return autosaveError_; }
    int autosaveFailures() const { return autosaveFailures_; }
    int autosaveFailuresInAll() const { return autosaveFailuresInAll_; }
    int autosavesWritten() const { return autosavesWritten_; }
    // Write the autosave now (the end of a run keeps even half a turn).
    bool autosaveNow();

    // Take back the last command the ruleset calls undoable
    // (core::Game::undoable: in Lite a march or a formation change of the
    // movement phase, which roll no die). False when there is none: another
    // kind of command ends the undo.
    bool canUndo() const { return !undo_.empty(); }
    std::size_t undoDepth() const { return undo_.size(); }
    // Rewrites the autosave, which then holds the game without it.
    bool undoLast();

    // The game, through the door. (Lite's panels, AI and tests take Lite's
    // own state from it with lite::stateOf.) A Session that has not started
    // has none: game() then is a mistake, as is reading it. An undo and a
    // new start replace the game: a reference into it (lite::stateOf's)
    // does not outlive either.
    bool started() const { return game_ != nullptr; }
    // A pick-up battle still in its set-up (its lines go to the record's
    // <pickup>; no game, and no autosave, yet).
    bool settingUp() const;
    const core::Game& game() const { return *game_; }
    core::Status status() const { return game_->status(); }
    // The record as a save writes it: its checkpoints end with the state
    // now, so a save made mid-turn still proves its last commands.
    data::SaveGame record() const;
    // The commands played so far (what record() holds, without the copy).
    const std::vector<std::string>& commands() const { return record_.commands; }
    const std::vector<core::TableEvent>& log() const { return log_; }
    // The table the game is played on (core::Game::map): the battle's map,
    // a pick-up battle's as set up so far. Like game(), the reference does
    // not outlive the next line submitted, an undo or a new start.
    const core::BattleMap& map() const { return game_->map(); }

  private:
    // A battle file's text by its ruleset: Lite's, or the full game's.
    bool startText(const Library& lib, const std::string& text, const std::string& battlePath,
                   const std::string& battleHash, std::shared_ptr<const data::EmbeddedBattle> copy,
                   std::uint64_t seed, const std::vector<int>& dice, data::Problems& problems,
                   const lite::FixedHands& hands);
    // Keep a started game and begin its record.
    void adopt(std::unique_ptr<core::Game> game, std::vector<core::TableEvent> opening,
               const std::string& battlePath, const std::string& battleHash,
               std::shared_ptr<const data::EmbeddedBattle> copy, std::uint64_t seed,
               const std::vector<int>& dice, const lite::FixedHands& hands);
    bool begin(const Library& lib, lite::Battle battle, const std::string& battlePath,
               const std::string& battleHash, std::shared_ptr<const data::EmbeddedBattle> copy,
               std::uint64_t seed, const std::vector<int>& dice, data::Problems& problems,
               const lite::FixedHands& hands);
    struct Snapshot {
        std::unique_ptr<core::Game> game;
        std::size_t logSize = 0;
        data::SaveGame record;
    };
    std::vector<Snapshot> undo_;
    std::unique_ptr<core::Game> game_;
    data::SaveGame record_;
    std::vector<core::TableEvent> log_;
    std::string autosave_;
    std::string autosaveError_;
    int autosaveFailures_ = 0;
    int autosaveFailuresInAll_ = 0;
    int autosavesWritten_ = 0;
};

// A command of Lite's through the door, as the line a save records (Lite's
// AI, its panels and its tests build commands, not lines).
core::LineResult submitLite(Session& s, const lite::Command& c);

// Why a battle cannot be played ("" when it can): a battle of a ruleset this
// version cannot play yet (the full game) is read for its map, never played
// as Lite.
std::string unplayable(const lite::Battle& battle);

// The autosave kept beside a save file (FILE.autosave.xml).
std::string autosavePathFor(const std::string& savePath);

// The battle file of a save: its path as written, else beside the save,
// else under the data root's maps/ (the path as written when none exists).
std::string findSavedBattle(const Library& lib, const data::SaveGame& save,
                            const std::string& savePath);

// The name of a save's battle, from its file or else from the save's copy
// ("" when neither can be read).
std::string savedBattleName(const Library& lib, const data::SaveGame& save,
                            const std::string& savePath);

// Replay a save into `out`: same battle (its fingerprint checked), seed and
// dice, every command re-submitted and every checkpoint hash compared. On any
// difference returns false with a message naming the command. When the
// battle file is missing or is not the battle played, the save's copy of it
// is played (format 2) and `note` says so in a sentence for the player
// (cleared otherwise); a save without a copy then fails, as before.
bool replaySave(const Library& lib, const data::SaveGame& save, const std::string& savePath,
                Session& out, std::string& error, std::string* note = nullptr);

} // namespace guidon::sim
