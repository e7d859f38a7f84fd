// Which screen the window program shows, and the ways between them: the
// main menu, the new-battle and load lists, the problems page, the table of
// the game in progress, the map editor (kept while a play-test runs) and the
// pick-up set-up. A screen asks to go somewhere (client::Go) and follow()
// takes it there after the frame.
#include "app.h"
#include "app_support.h"

#include "client/problems_screen.h"
#include "data/battle_file.h"
#include "data/full_battle_file.h"
#include "full/ruleset.h"
#include "data/save_file.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>

namespace fs = std::filesystem;

namespace guidon::app {

namespace {

long long mtimeOf(const std::string& path) {
    std::error_code ec;
    auto t = fs::last_write_time(path, ec);
    if (ec) return 0;
    auto sys = std::chrono::time_point_cast<std::chrono::seconds>(
        t - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
    return (long long)sys.time_since_epoch().count();
}

} // namespace

// [SECTION] The first screen and the ways between screens

// What the command line asked for, or the main menu; the problems page when
// the game's data or the file given cannot be loaded (exit 1 then).
void App::showFirstScreen() {
    if (!libraryOk_) {
        bool map = !opt_.battle.empty();
        showProblems(!map          ? "The game's data cannot be loaded"
                     : opt_.editor ? "This map cannot be opened"
                                   : "This battle cannot be loaded",
                     !map          ? "Guidon can start"
                     : opt_.editor ? "the map editor can open it"
                                   : "this battle can be played",
                     libraryProblems_);
        rc_ = kExitBadData;
    } else if (opt_.editor) {
        showEditor(opt_.battle);
    } else if (!opt_.load.empty()) {
        if (!loadGame(opt_.load)) rc_ = kExitBadData;
    } else if (!opt_.battle.empty()) {
        if (crashed_ && !opt_.bench && opt_.script.empty() && resumeChoice(true)) {
            showMainMenu(); // the menu offers the crashed game first
        } else {
            std::uint64_t seed = opt_.haveSeed ? opt_.seed : randomSeed();
            if (!startBattle(opt_.battle, seed, opt_.computer)) rc_ = kExitBadData;
        }
    } else {
        showMainMenu();
    }
}

client::Screen* App::current() {
    if (page_) return page_.get();
    if (inEditor_ && editor_) return editor_.get();
    return table_.get();
}

void App::follow(const client::Go& g) {
    using To = client::Go::To;
    switch (g.to) {
    case To::MainMenu:
        showMainMenu();
        break;
    case To::NewBattle:
        showNewBattle();
        break;
    case To::LoadList:
        showLoadList();
        break;
    case To::Settings:
        settingsOpen_ = true;
        settingsFocus_ = true;
        break;
    case To::Reference:
        referenceWindow_.show(g.path);
        break;
    case To::Editor:
        showEditor(g.path);
        break;
    case To::PickUp:
        showPickup(g);
        break;
    case To::StartPickUp:
        inEditor_ = false;
        startPickup(g);
        break;
    case To::PlayTest:
        inEditor_ = false;
        playTest_ = true; // the player's own game keeps its autosave
        if (!startBattle(g.path, randomSeed(), g.computer)) {
            inEditor_ = true;
            playTest_ = false;
        }
        break;
    case To::Quit:
        requestQuit();
        break;
    case To::Save:
        if (session_) {
            page_.reset();
            pageName_ = "none";
            saveError_.clear();
            overwriteArmed_.clear();
            saveDialog_.show(session_->map().name + " turn " +
                             std::to_string(session_->status().turn));
        }
        break;
    case To::Load:
        if (loadGame(g.path)) inEditor_ = false;
        break;
    case To::Delete: {
        std::error_code ec;
        fs::remove(g.path, ec);
        if (ec)
            toast("Cannot delete " + g.path + ": " + ec.message(), true);
        else
            toast("Deleted " + fs::path(g.path).stem().string());
        showLoadList();
        break;
    }
    case To::Start:
        if (g.path.empty()) { // back to the running game
            if (table_) {
                page_.reset();
                pageName_ = "none";
                inEditor_ = false;
            }
            break;
        }
        inEditor_ = false;
        settings_.lastBattle = g.path;
        playTest_ = false;
        startBattle(g.path, g.haveSeed ? g.seed : randomSeed(), g.computer);
        break;
    }
}

// [SECTION] Menus and lists

std::optional<client::ResumeChoice> App::resumeChoice(bool crashed) const {
    // Another window's autosave is its game, not this one's to continue.
    if (!ownsHome_ && opt_.autosave.empty()) return std::nullopt;
    std::string path = autosave_;
    bool older = false;
    if (!fs::is_regular_file(path)) {
        path = olderAutosave();
        older = true;
        if (!fs::is_regular_file(path)) return std::nullopt;
    }
    older = older || notedOlder();
    data::SaveGame save;
    data::Problems p;
    if (!data::loadSave(path, save, p)) return std::nullopt;
    client::ResumeChoice r;
    r.path = path;
    r.battle = sim::savedBattleName(lib_, save, path);
    if (r.battle.empty()) return std::nullopt; // its battle is gone
    r.commands = save.commands.size();
    r.modified = mtimeOf(path);
    r.crashed = crashed;
    r.older = older;
    return r;
}

void App::showMainMenu() {
    bool running = table_ != nullptr;
    std::optional<client::ResumeChoice> resume;
    if (!running && libraryOk_) resume = resumeChoice(crashed_);
    crashed_ = false; // offered once
    page_ = std::make_unique<client::MainMenuScreen>(fonts_, resume, running, editor_ != nullptr,
                                                     inEditor_);
    pageName_ = "menu";
}

void App::showNewBattle() {
    std::vector<client::BattleChoice> list;
    std::vector<std::string> files;
    std::error_code ec;
    // The game's maps and the designer's own (a name starting with '.' is
    // the editor's play-test copy: not listed).
    for (const std::string& dir : {root_ + "/maps", root_ + "/maps/full", paths_.mapsDir()})
        for (const auto& e : fs::directory_iterator(dir, ec))
            if (e.is_regular_file() && e.path().extension() == ".xml" &&
                e.path().filename().string()[0] != '.')
                files.push_back(e.path());
    std::sort(files.begin(), files.end());
    std::size_t selected = 0;
    std::string wanted =
        settings_.lastBattle.empty() ? sim::defaultBattlePath(root_) : settings_.lastBattle;
    for (const std::string& f : files) {
        client::BattleChoice c;
        c.path = f;
        lite::Battle b;
        full::Battle fb;
        data::Problems p;
        std::string rules = data::battleFileRules(f, p);
        if (rules == full::ruleset().id) {
            if (data::loadFullBattle(f, lib_.fullTerrain, fb, p)) {
                c.full = true;
                c.name = fb.map.name;
                c.description = fb.map.description;
                c.year = fb.map.year;
                c.width = fb.map.width;
                c.height = fb.map.height;
                c.firstSide = client::sideTitle(fb.firstSide);
                for (const full::UnitSetup& u : fb.units) {
                    int si = fb.brigades[std::size_t(u.brigade)].side == core::Side::Federal ? 0 : 1;
                    c.units[si] += 1;
                    c.bases[si] += u.stands;
                }
            } else {
                c.name = fs::path(f).stem().string();
                c.problem = p.list.empty() ? "cannot be loaded" : p.list.front().str();
            }
        } else if (p.list.empty() && data::loadBattle(f, lib_.terrain, b, p)) {
            c.battle = std::make_shared<lite::Battle>(b);
            c.name = b.name;
            c.description = b.description;
            c.year = b.year;
            c.width = b.width;
            c.height = b.height;
            c.firstSide = client::sideTitle(b.firstSide);
            c.pickup = b.pickup.has_value();
            for (const lite::UnitSetup& u : b.units) {
                int si = u.side == core::Side::Federal ? 0 : 1;
                c.units[si] += 1;
                c.bases[si] += u.bases;
            }
        } else {
            c.name = fs::path(f).stem().string();
            c.problem = p.list.empty() ? "cannot be loaded" : p.list.front().str();
        }
        if (fs::path(f) == fs::path(wanted)) selected = list.size();
        list.push_back(std::move(c));
    }
    // Lite's battles, then the full game's, each in the order of their size.
    std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
        if (a.full != b.full) return b.full;
        return a.bases[0] + a.bases[1] < b.bases[0] + b.bases[1];
    });
    for (std::size_t i = 0; i < list.size(); ++i)
        if (fs::path(list[i].path) == fs::path(wanted)) selected = i;
    std::vector<client::LevelChoice> levels, fullLevels;
    for (const ai::AiParams& p : lib_.ai)
        levels.push_back({p.level, p.description});
    for (const ai::full::FullAiParams& p : lib_.fullAi)
        fullLevels.push_back({p.level, p.description});
    page_ = std::make_unique<client::NewBattleScreen>(fonts_, std::move(list), selected,
                                                      std::move(levels), &gfx_->assets,
                                                      &lib_.pickup, std::move(fullLevels));
    pageName_ = "new-battle";
}

void App::showLoadList() {
    std::vector<client::SavedGame> saves;
    for (const data::SaveFileEntry& f : data::listSaveFiles(paths_.savesDir())) {
        client::SavedGame g;
        g.path = f.path;
        g.name = f.name;
        g.modified = f.modified;
        data::SaveGame save;
        data::Problems p;
        if (data::loadSave(f.path, save, p)) {
            g.battle = sim::savedBattleName(lib_, save, f.path);
            if (g.battle.empty()) {
                g.battle = "its battle is missing: " + save.battle;
                g.readable = false;
            }
            g.commands = save.commands.size();
        } else {
            g.readable = false;
            g.battle = p.list.empty() ? "unreadable" : p.list.front().message;
        }
        saves.push_back(std::move(g));
    }
    page_ = std::make_unique<client::LoadScreen>(fonts_, std::move(saves), paths_.savesDir());
    pageName_ = "load";
}

void App::showProblems(const std::string& title, const std::string& what,
                       const std::vector<std::string>& lines) {
    // What was asked for on the command line failing at the start ends the
    // program (exit 1); anything later goes back to the menu.
    bool startup = !started_;
    bool menu = libraryOk_ && !startup;
    page_ = std::make_unique<client::ProblemsScreen>(
        title, what, lines, fonts_, menu ? client::Go::To::MainMenu : client::Go::To::Quit);
    pageName_ = "problems";
}

// [SECTION] The map editor and pick-up battles

void App::showEditor(const std::string& path) {
    if (!editor_) {
        editor_ = std::make_unique<client::EditorScreen>(
            lib_, gfx_->assets, fonts_, client::EditorFolders{root_ + "/maps", paths_.mapsDir()});
        editor_->setLowCost(gfx_->window.softwareRenderer());
        // Maps kept when Guidon closed with them not saved.
        std::error_code ec;
        int kept = 0;
        for (const auto& e : fs::directory_iterator(paths_.mapsDir(), ec))
            if (e.path().filename().string().rfind("unsaved-", 0) == 0) ++kept;
        if (kept > 0)
            toast(std::to_string(kept) + (kept == 1 ? " map" : " maps") +
                  " not saved when Guidon closed " + (kept == 1 ? "is" : "are") +
                  " kept as unsaved-...: Open lists them.");
    }
    if (!path.empty()) {
        std::string error;
        if (!editor_->open(path, error)) {
            std::cerr << error << "\n";
            toast(error, true);
        }
    }
    page_.reset();
    pageName_ = "none";
    inEditor_ = true;
}

bool App::pickupChoice(const client::Go& g, sim::PickupPlan& plan, data::PickupRecord& record) {
    // The forces the player chose from the library, unless a scenario map
    // gives its own; what the map fixes, it fixes (LL-SETUP-1). As
    // `guidon-cli pickup` plans it, so that the save names them the same.
    const lite::PickupLibrary& lib = lib_.pickup;
    bool mapForces = false;
    if (!g.path.empty()) {
        lite::Battle map;
        data::Problems p;
        if (!data::loadBattle(g.path, lib_.terrain, map, p)) {
            std::cerr << p.str();
            showProblems("This pick-up scenario cannot be loaded", "it can be set up", lines(p));
            return false;
        }
        mapForces = !map.units.empty();
    }
    for (int si = 0; si < 2 && !mapForces; ++si) {
        core::Side side = si == 0 ? core::Side::Federal : core::Side::Confederate;
        int i = g.force[si];
        const lite::PickupForce* f =
            i >= 0 && std::size_t(i) < lib.forces.size() && lib.forces[std::size_t(i)].side == side
                ? &lib.forces[std::size_t(i)]
                : lib.firstForce(side);
        if (f) record.forces[si] = f->id;
    }
    // The decks' year the player chose, for the library's forces (a map
    // gives its own).
    if (g.path.empty() && g.year >= 1861 && g.year <= 1865) record.year = g.year;
    data::Problems p;
    std::string why;
    if (!sim::planPickup(lib_, g.path, record, plan, p, why)) {
        std::cerr << p.str() << (why.empty() ? "" : why + "\n");
        if (why.empty())
            showProblems("This pick-up scenario cannot be loaded", "it can be set up", lines(p));
        else if (plan.noScenario)
            showProblems("This pick-up scenario cannot be loaded", "it can be set up", {why});
        else
            showProblems("A pick-up battle cannot be set up", "it can be set up",
                         {"assets/pickup.xml has no force for one of the sides."});
        return false;
    }
    return true;
}

void App::showPickup(const client::Go& g) {
    sim::PickupPlan plan;
    data::PickupRecord record;
    if (!pickupChoice(g, plan, record)) return;
    client::PickupChoice c;
    c.computer[0] = g.computer[0];
    c.computer[1] = g.computer[1];
    c.seed = g.haveSeed ? g.seed : randomSeed();
    c.terrainFixed = plan.rules.terrainFixed;
    // One Session from the roll on, as guidon-cli pickup: the game plays on
    // in it, and its saves replay from the set-up. No autosave until it is
    // done (the program's is set when it takes the game over).
    auto session = std::make_unique<sim::Session>();
    data::Problems p;
    if (!session->startPickup(lib_, plan, record, g.path, c.seed, {}, p)) {
        std::cerr << p.str();
        showProblems("A pick-up battle cannot be set up", "it can be set up", lines(p));
        return;
    }
    auto screen = std::make_unique<client::PickupScreen>(std::move(session), gfx_->assets, fonts_,
                                                         c, &reference_);
    screen->setLowCost(gfx_->window.softwareRenderer());
    page_ = std::move(screen);
    pageName_ = "pickup";
    inEditor_ = false; // a play-test of a pick-up scenario goes through it too
    pickupPlayTest_ = g.playTest;
}

void App::startPickup(const client::Go& g) {
    auto* screen = dynamic_cast<client::PickupScreen*>(page_.get());
    std::unique_ptr<sim::Session> s = screen ? screen->takeSession() : nullptr;
    if (!s) return;
    // The editor's play-test keeps the player's own game's autosave.
    playTest_ = pickupPlayTest_;
    std::string warning, error;
    if (!adoptSession(std::move(s), g.seed, g.computer, warning, error)) {
        std::cerr << "guidon: " << error << "\n";
        showProblems("This pick-up battle cannot be played", "it can be played", {error});
        return;
    }
    if (!warning.empty()) toast(warning, true);
}

} // namespace guidon::app
