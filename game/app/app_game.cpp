// The game in progress as the window program holds it: a battle started or
// a save loaded (a problems page when it cannot be), the session taken over
// by its ruleset's table (client::makeTableUi), and a finished game's autosave removed.
#include "app.h"
#include "app_support.h"

#include "ai/full/player.h"
#include "client/lite/computer_players.h" // Lite's own: the AI levels are its agents
#include "data/save_file.h"
#include "full/ruleset.h"

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace fs = std::filesystem;

namespace guidon::app {

bool App::startBattle(const std::string& given, std::uint64_t seed, const std::string computer[2]) {
    // Saves name the battle by its absolute path, so they load from anywhere.
    std::error_code ec;
    std::string path = fs::absolute(given, ec).lexically_normal().string();
    if (ec) path = given;
    auto s = std::make_unique<sim::Session>();
    data::Problems p;
    if (!s->start(lib_, path, seed, {}, p)) {
        std::cerr << p.str();
        showProblems("This battle cannot be loaded", "this battle can be played", lines(p));
        return false;
    }
    std::string warning, error;
    if (!adoptSession(std::move(s), seed, computer, warning, error)) {
        std::cerr << path << ": " << error << "\n";
        showProblems("This battle cannot be loaded", "this battle can be played",
                     {path + ": " + error});
        return false;
    }
    if (!warning.empty()) toast(warning, true);
    return true;
}

bool App::loadGame(const std::string& path) {
    data::SaveGame save;
    data::Problems p;
    std::vector<std::string> problems;
    if (!data::loadSave(path, save, p)) {
        problems = lines(p);
    } else {
        auto s = std::make_unique<sim::Session>();
        std::string error, note;
        // Who plays as saved, unless the command line says: --computer
        // names the sides, --level alone the level of the saved ones.
        std::string computer[2] = {save.computer[0], save.computer[1]};
        if (!started_ && (!opt_.computer[0].empty() || !opt_.computer[1].empty())) {
            computer[0] = opt_.computer[0];
            computer[1] = opt_.computer[1];
        } else if (!started_ && !opt_.level.empty()) {
            for (std::string& c : computer)
                if (!c.empty()) c = opt_.level;
        }
        std::string warning;
        if (sim::replaySave(lib_, save, path, *s, error, &note) &&
            adoptSession(std::move(s), save.seed, computer, warning, error)) {
            // A save (not an autosave) holds the game as loaded.
            if (path != autosave_ && path != olderAutosave()) markSaved();
            if (!note.empty()) {
                std::cerr << "guidon: " << path << ": " << note << "\n";
                notice("battle-copy", fs::path(path).stem().string() + ": " + note + ".", false);
            }
            std::string loaded =
                "Loaded " + fs::path(path).stem().string() + ": " +
                std::to_string(save.commands.size()) +
                (save.commands.size() == 1 ? " command replayed." : " commands replayed.");
            toast(warning.empty() ? loaded : loaded + " " + warning, !warning.empty());
            return true;
        }
        // Problems of the save's copy of its battle already name the save.
        problems.push_back(error.rfind(path + ":", 0) == 0 ? error : path + ": " + error);
    }
    for (const std::string& l : problems)
        std::cerr << l << "\n";
    showProblems("This save cannot be loaded", "this save can be loaded", problems);
    return false;
}

bool App::adoptSession(std::unique_ptr<sim::Session> s, std::uint64_t seed,
                       const std::string wanted[2], std::string& warnings, std::string& error) {
    // A level this Guidon does not have (a save from another version, a
    // missing assets/ai file) is played at another, and the player told.
    std::string computer[2];
    const bool fullGame = s->game().ruleset().id == full::ruleset().id;
    warnings = fullGame ? client::playableLevelsOf(wanted, ai::full::fullLevels(lib_.fullAi), computer)
                        : client::playableLevels(wanted, lib_.ai, computer);
    if (!warnings.empty()) std::cerr << "guidon: warning: " << warnings << "\n";
    // The game's ruleset's table, made before the game running goes: a
    // ruleset with no table here leaves that game as it was. (The table
    // reads only the game, its map and the log, which the settings below
    // leave alone.)
    std::unique_ptr<client::TableUi> table =
        client::makeTableUi(*s, gfx_->assets, seed, fonts_,
                            fullGame ? &fullReference_ : &reference_, computer, lib_.ai,
                            lib_.fullAi, error);
    if (!table) return false;
    // The table refers to its session: the old pair goes together.
    table_.reset();
    session_ = std::move(s);
    session_->setComputerSides(computer);
    // A play-test is not kept, nor is the benchmark's game.
    session_->setAutosave(playTest_ || opt_.bench ? "" : autosave_);
    autosaveFailuresSeen_ = autosavesSeen_ = 0;
    dropNotice("autosave");
    dropNotice("battle-copy");
    savedCommands_.clear();
    quitAfterSave_ = false;
    // Autosaved at once: a crash before the first command still offers
    // this game, not the one the autosave held before.
    if (!session_->game().over()) session_->autosaveNow();
    table_ = std::move(table);
    for (const std::string& w : table_->warnings())
        std::cerr << "guidon: warning: " << w << "\n";
    table_->setLowCost(gfx_->window.softwareRenderer());
    page_.reset();
    pageName_ = "none";
    gameOverSeen_ = session_->game().over();
    settingsOpen_ = false;
    data::Settings same = settings_;
    applySettings(same);
    return true;
}

void App::gameOverHousekeeping() {
    // A finished game is nothing to continue: its autosave goes (a save made
    // by the player stays).
    if (!session_ || gameOverSeen_ || !session_->game().over()) return;
    gameOverSeen_ = true;
    if (!opt_.autosave.empty()) return;
    // Only if it is this game's (an early end may come before its first one).
    const data::SaveGame& mine = session_->record();
    for (const std::string& file : {autosave_, olderAutosave()}) {
        data::SaveGame save;
        data::Problems p;
        if (data::loadSave(file, save, p) && save.seed == mine.seed && save.battle == mine.battle &&
            save.commands.size() <= mine.commands.size() &&
            std::equal(save.commands.begin(), save.commands.end(), mine.commands.begin())) {
            std::error_code ec;
            fs::remove(file, ec);
        }
    }
}

} // namespace guidon::app
