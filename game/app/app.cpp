#include "app.h"
#include "app_support.h"

#include "client/computer_seat.h"
#include "client/move_planner.h"
#include "client/palette.h"
#include "client/problems_screen.h"
#include "client/text_dump.h"
#include "data/battle_file.h"
#include "data/save_file.h"
#include "engine/display_probe.h"
#include "engine/frame_profiler.h"

#include <SFML/OpenGL.hpp>
#include <SFML/System/Sleep.hpp>
#include <imgui.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>

#include <sys/resource.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace guidon::app {

namespace {

// SIGTERM and SIGINT end the program as closing the window does (the
// autosave and the screenshot are still written).
volatile std::sig_atomic_t gStop = 0;
void onStopSignal(int) {
    gStop = 1;
}

// Rewrites `path` when `text` differs from what was last written there,
// through a temporary file and a rename so a reader never sees half of it.
class FileMirror {
  public:
    explicit FileMirror(std::string path) : path_(std::move(path)) {}
    void write(const std::string& text) {
        if (path_.empty() || (written_ && text == last_)) return;
        std::string tmp = path_ + ".tmp";
        {
            std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
            out << text;
            if (!out) {
                if (!warned_)
                    std::cerr << "guidon: cannot write " << tmp << ": " << std::strerror(errno)
                              << "\n";
                warned_ = true;
                return;
            }
        }
        if (std::rename(tmp.c_str(), path_.c_str()) != 0) {
            if (!warned_)
                std::cerr << "guidon: cannot replace " << path_ << ": " << std::strerror(errno)
                          << "\n";
            warned_ = true;
            return;
        }
        last_ = text;
        written_ = true;
    }

  private:
    std::string path_;
    std::string last_;
    bool written_ = false;
    bool warned_ = false;
};

long long mtimeOf(const std::string& path) {
    std::error_code ec;
    auto t = fs::last_write_time(path, ec);
    if (ec) return 0;
    auto sys = std::chrono::time_point_cast<std::chrono::seconds>(
        t - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
    return (long long)sys.time_since_epoch().count();
}

// The name of a save's battle, from its file or the save's copy ("" when
// neither can be read).
std::string battleName(const sim::Library& lib, const data::SaveGame& save,
                       const std::string& savePath) {
    return sim::savedBattleName(lib, save, savePath);
}
} // namespace

// [SECTION] Start and the frame loop

// [SECTION] shared with app_editor.cpp (app_support.h)

std::vector<std::string> lines(const data::Problems& p) {
    std::vector<std::string> out;
    for (const data::Problem& x : p.list)
        out.push_back(x.str());
    return out;
}

std::uint64_t randomSeed() {
    return (std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}();
}

std::string stamp() {
    std::time_t t = std::time(nullptr);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y%m%d-%H%M%S", &tm);
    return buf;
}

int App::run(const AppOptions& options) {
    opt_ = options;
    root_ = sim::findDataRoot(opt_.argv0);
    paths_ = data::userPaths();
    loadPlayerSettings();
    // --size is for this run only: the settings keep the player's own.

    // [SECTION] Load: the library and the reference, all problems at once.
    data::Problems problems;
    libraryOk_ = sim::loadLibrary(root_, lib_, problems);
    if (!libraryOk_) {
        libraryProblems_ = lines(problems);
        std::cerr << problems.str();
    }
    // --level names a level there is (checked before asking for a display).
    std::string levels;
    if (libraryOk_ && !opt_.level.empty() && !client::knownLevel(opt_.level, lib_.ai, levels)) {
        std::cerr << "guidon: --level takes " << levels << ", not '" << opt_.level << "'\n";
        return kExitUsage;
    }
    data::Problems refProblems;
    if (!data::loadReference(root_ + "/assets/reference.xml", reference_, refProblems))
        std::cerr << "guidon: warning: the rules reference has problems:\n" << refProblems.str();

    // Check the files given on the command line before asking for a display,
    // so a broken battle is reported without one.
    if (opt_.bench && opt_.battle.empty()) opt_.battle = root_ + "/maps/big_round_top.xml";
    if (opt_.bench && !opt_.haveSeed) { // the same deal every run
        opt_.seed = 5;
        opt_.haveSeed = true;
    }
    if (opt_.battle.empty() && opt_.load.empty() && !opt_.script.empty())
        opt_.battle = sim::defaultBattlePath(root_);
    if (libraryOk_ && !opt_.battle.empty()) {
        lite::Battle b;
        data::Problems p;
        // The editor opens a half-built map and lists what is left to do.
        if (!data::loadBattle(opt_.battle, lib_.terrain, b, p, /*editing=*/opt_.editor)) {
            std::cerr << p.str();
            libraryOk_ = false;
            libraryProblems_ = lines(p);
        }
    }
    if (libraryOk_ && !opt_.script.empty()) {
        data::Problems p;
        if (!script_.load(opt_.script, p)) {
            std::cerr << p.str();
            libraryOk_ = false;
            libraryProblems_ = lines(p);
        }
    }

    std::string why;
    engine::DisplayProbe display; // held until the end: see display_probe.h
    if (!display.open(why)) {
        if (!libraryOk_) return kExitBadData;
        std::cerr << "guidon: no display (" << why << ").\n"
                  << "The window program needs an X display. Run it under Xvfb, e.g. `xvfb-run -a "
                     "guidon`,\n"
                  << "or play headless with guidon-cli (see docs/cli.md).\n";
        return kExitNoDisplay;
    }

    openPlayerFiles();

    // [SECTION] Window
    gfx_ = std::make_unique<Gfx>();
    auto unmark = [&] { closePlayerFiles(); };
    if (!openWindow(settings_.fullscreen && opt_.width == 0)) {
        std::cerr << "guidon: cannot open a window\n";
        unmark();
        return kExitWindow;
    }
    gfx_->assets.addSearchDir(root_ + "/assets/fonts");
    if (!gfx_->ui.init(gfx_->window.target(), gfx_->assets)) {
        std::cerr << "guidon: cannot start the UI (OpenGL)\n";
        gfx_->window.close();
        unmark();
        return kExitWindow;
    }
    gfx_->ui.setScale(fittedScale(), gfx_->assets);
    buildFonts();
    client::palette::setColourBlindSafe(settings_.colourBlindSafe);

    // The first screen.
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
    started_ = true;
    if (opt_.bench) return bench();

    std::signal(SIGTERM, onStopSignal);
    std::signal(SIGINT, onStopSignal);

    // [SECTION] Frame loop
    FileMirror status(opt_.statusOut), dump(opt_.dumpText);
    std::string title;
    int framesAfterScript = 0;
    int busyFrames = 2 * kSettleFrames; // frames still to draw after the last change
    sf::Clock idleClock;
    bool last = false; // this frame is the last: take the screenshot, then stop
    while (!last) {
        bool input = false;
        sf::Event e;
        while (gfx_->window.pollEvent(e)) {
            input = true;
            if (e.type == sf::Event::Closed) {
                requestQuit();
                continue;
            }
            gfx_->ui.event(e);
            if (globalKey(e, gfx_->ui.wantsKeyboard())) continue;
            // The quit question stands over everything: nothing under it
            // takes a click or a key meant for it.
            if (quitAsked_ && !quit_) continue;
            if (client::Screen* s = current())
                s->event(e, gfx_->ui.wantsMouse(), gfx_->ui.wantsKeyboard());
        }
        if (gStop || quit_) last = true;
        // A window resized (or the interface size changed) may need another scale.
        if (float fitted = fittedScale(); fitted != gfx_->ui.scale()) pendingScale_ = fitted;

        // One script command a frame, through the same Session as a click.
        bool scripting = table_ && !script_.done() && !last;
        if (scripting) {
            std::string message;
            if (!script_.step(*table_, message)) {
                std::cerr << message << "\n";
                rc_ = kExitBadData;
            }
        }

        // Idle: nothing moved, nothing animates, nobody typed: draw nothing
        // and wait a little, so a table left alone costs no CPU.
        client::Screen* screen = current();
        bool busy = input || scripting || last || opt_.frames > 0 || toastLeft_ > 0.f ||
                    (screen && screen->animating()) || pendingScale_ > 0.f;
        if (busy) busyFrames = kSettleFrames;
        // SFML 2.5 reports no exposure: a window uncovered after a while
        // idle is drawn again within a second.
        if (!busy && busyFrames <= 0 &&
            idleClock.getElapsedTime() < sf::seconds(kIdleRedrawSeconds)) {
            sf::sleep(sf::milliseconds(kIdleSleepMs));
            continue;
        }
        idleClock.restart();
        --busyFrames;

        if (pendingScale_ > 0.f) {
            gfx_->ui.setScale(pendingScale_, gfx_->assets);
            buildFonts();
            pendingScale_ = 0.f;
        }
        float dt = gfx_->window.frameTime();
        toastLeft_ = std::max(0.f, toastLeft_ - dt);
        gfx_->ui.newFrame(gfx_->window.target(), dt);
        sf::Vector2f size = gfx_->window.sizef();
        sf::Vector2f points(size.x / gfx_->ui.scale(), size.y / gfx_->ui.scale());
        if (table_) {
            table_->setUiScale(gfx_->ui.scale());
            table_->pauseComputer(!script_.done());
        }
        if (editor_) editor_->setUiScale(gfx_->ui.scale());
        if (auto* p = dynamic_cast<client::PickupScreen*>(page_.get()))
            p->setUiScale(gfx_->ui.scale());
        if (table_)
            table_->setKeysTaken(saveDialog_.isOpen() || settingsOpen_ ||
                                 referenceWindow_.isOpen() || quitAsked_);
        if (screen) screen->update(dt, points, gfx_->ui.wantsKeyboard());
        watchAutosave();
        if (editor_)
            if (auto t = editor_->takeToast()) toast(t->first, t->second);
        if (table_) { // G and L on the table are settings too
            settings_.showGrid = table_->options().grid;
            settings_.showLabels = table_->options().labels;
        }
        drawOverlays(points);
        gfx_->window.target().clear(client::palette::kBackground);
        if (screen) screen->draw(gfx_->window.target());
        gfx_->ui.render(gfx_->window.target());
        // The status names the frame's dump by its fingerprint: a test reads
        // the two files one after the other, and can tell when they are not
        // of the same frame.
        std::string dumpLine;
        if (!opt_.dumpText.empty()) {
            std::string drawn = client::formatDrawnTexts(client::drawnTexts(ImGui::GetDrawData()));
            dump.write(drawn);
            dumpLine = "dump " + data::fingerprint(drawn) + "\n";
        }
        status.write(statusReport() + dumpLine);
        std::string t = inEditor_ && editor_ && !page_
                            ? "Guidon \xE2\x80\x94 map editor: " + editor_->doc().battle().name
                        : table_ && !page_ ? table_->title()
                                           : std::string("Guidon \xE2\x80\x94 Longstreet Lite");
        if (t != title) {
            title = t;
            gfx_->window.target().setTitle(sf::String::fromUtf8(t.begin(), t.end()));
        }
        if (wantScreenshot_) screenshotKey();

        // Where the screens asked to go, now the frame is done with them
        // (following may replace the screen: nothing touches it after).
        if (screen)
            if (std::optional<client::Go> g = screen->takeGo()) follow(*g);
        gameOverHousekeeping();
        if (script_.done() && opt_.frames > 0 && ++framesAfterScript >= opt_.frames) last = true;
        if (quit_) last = true;
        if (last) {
            // The picture is complete in the back buffer: take it from there.
            if (!opt_.screenshot.empty()) {
                std::string error;
                if (!gfx_->window.saveScreenshot(opt_.screenshot, error)) {
                    std::cerr << "guidon: screenshot failed: " << error << "\n";
                    rc_ = kExitWindow;
                }
            }
            break;
        }
        gfx_->window.display();
    }

    // Keep what was played, even half a turn (a play-test is not kept).
    if (session_ && !session_->state().over && !playTest_ && !session_->autosaveNow())
        std::cerr << "guidon: autosave failed: " << session_->autosaveError() << "\n";
    saveSettings();
    closeDown();
    return rc_;
}

void App::closeDown() {
    // The UI's GL objects go while the window's context still exists.
    // An editor's unsaved map is kept, not lost with the window.
    if (editor_ && editor_->doc().dirty()) {
        // A name of its own, never one of the designer's maps.
        std::string error, keep = paths_.mapsDir() + "/unsaved-" + stamp() + ".xml";
        for (int n = 2; fs::exists(keep); ++n)
            keep = paths_.mapsDir() + "/unsaved-" + stamp() + "-" + std::to_string(n) + ".xml";
        if (data::ensureDir(paths_.mapsDir(), error) &&
            data::writeBattleAtomic(keep, editor_->doc().battle(), error))
            std::cerr << "guidon: the map being edited was not saved; it is kept in " << keep
                      << "\n";
        else
            std::cerr << "guidon: the map being edited was not saved and cannot be kept: " << error
                      << "\n";
    }
    page_.reset();
    editor_.reset();
    table_.reset();
    gfx_->ui.shutdown();
    gfx_->window.close();
    closePlayerFiles();
}

bool App::openWindow(bool fullscreen) {
    engine::WindowOptions wo;
    wo.title = "Guidon \xE2\x80\x94 Longstreet Lite";
    wo.width = opt_.width > 0 ? opt_.width : unsigned(settings_.windowWidth);
    wo.height = opt_.width > 0 ? opt_.height : unsigned(settings_.windowHeight);
    wo.fullscreen = fullscreen && opt_.width == 0;
    wo.minWidth = unsigned(data::kMinWindowWidth); // everything fits there at 100%
    wo.minHeight = unsigned(data::kMinWindowHeight);
    if (opt_.bench) wo.framerate = 0;
    return gfx_->window.open(wo);
}

// The UI fonts beyond the engine's three: serif for card names and banners,
// small sans for card details.
void App::buildFonts() {
    auto add = [&](const char* name, float size) -> ImFont* {
        return gfx_->ui.addFont(gfx_->assets.findFile(name), size);
    };
    fonts_.title = gfx_->ui.boldFont();
    fonts_.mono = gfx_->ui.monoFont();
    fonts_.serif = add("DejaVuSerif-Bold.ttf", 15.f);
    if (!fonts_.serif) fonts_.serif = gfx_->ui.boldFont();
    fonts_.big = add("DejaVuSerif-Bold.ttf", 34.f);
    if (!fonts_.big) fonts_.big = gfx_->ui.boldFont();
    fonts_.small = add(engine::kSansFont, 12.f);
}

float App::fittedScale() const {
    // The layout needs a window of kMinWindowWidth x kMinWindowHeight points:
    // in a smaller one the interface is drawn smaller than the player's size
    // (in steps of 5%), so nothing is cut off; it is never below 75%.
    sf::Vector2f px = gfx_->window.sizef();
    float room =
        std::min(px.x / float(data::kMinWindowWidth), px.y / float(data::kMinWindowHeight));
    room = std::floor(room * 20.f + 1e-3f) / 20.f;
    return std::max(0.75f, std::min(settings_.uiScale, room));
}

void App::applySettings(const data::Settings& before) {
    const data::Settings& s = settings_;
    if (s.fullscreen != before.fullscreen) {
        if (!openWindow(s.fullscreen)) {
            settings_.fullscreen = before.fullscreen;
            openWindow(before.fullscreen);
            toast("Cannot switch to full screen.", true);
        }
    } else if (!s.fullscreen &&
               (s.windowWidth != before.windowWidth || s.windowHeight != before.windowHeight)) {
        gfx_->window.resize(unsigned(s.windowWidth), unsigned(s.windowHeight));
    }
    if (s.uiScale != before.uiScale) pendingScale_ = fittedScale();
    client::palette::setColourBlindSafe(s.colourBlindSafe);
    if (table_ && s.colourBlindSafe != before.colourBlindSafe) table_->recolour();
    if (table_) {
        table_->options().grid = s.showGrid;
        table_->options().labels = s.showLabels;
        table_->setAnimationSpeed(s.animationSpeed);
        table_->setAlwaysAskInterrupts(s.alwaysAskInterrupts);
    }
}

// [SECTION] Screens

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
            saveDialog_.show(session_->battle().name + " turn " +
                             std::to_string(session_->state().turn));
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
    r.battle = battleName(lib_, save, path);
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
    for (const std::string& dir : {root_ + "/maps", paths_.mapsDir()})
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
        data::Problems p;
        if (data::loadBattle(f, lib_.terrain, b, p)) {
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
    // The game's own battles first, in the order of their size.
    std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
        return a.bases[0] + a.bases[1] < b.bases[0] + b.bases[1];
    });
    for (std::size_t i = 0; i < list.size(); ++i)
        if (fs::path(list[i].path) == fs::path(wanted)) selected = i;
    std::vector<client::LevelChoice> levels;
    for (const ai::AiParams& p : lib_.ai)
        levels.push_back({p.level, p.description});
    page_ = std::make_unique<client::NewBattleScreen>(
        fonts_, std::move(list), selected, std::move(levels), &gfx_->assets, &lib_.pickup);
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
            g.battle = battleName(lib_, save, f.path);
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
    std::string warning = adoptSession(std::move(s), seed, computer);
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
        if (sim::replaySave(lib_, save, path, *s, error, &note)) {
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
            std::string warning = adoptSession(std::move(s), save.seed, computer);
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

std::string App::adoptSession(std::unique_ptr<sim::Session> s, std::uint64_t seed,
                              const std::string wanted[2]) {
    // A level this Guidon does not have (a save from another version, a
    // missing assets/ai file) is played at another, and the player told.
    std::string computer[2];
    std::string warnings = client::playableLevels(wanted, lib_.ai, computer);
    if (!warnings.empty()) std::cerr << "guidon: warning: " << warnings << "\n";
    // The table screen refers to its session: the old pair goes together.
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
    if (!session_->state().over) session_->autosaveNow();
    table_ = std::make_unique<client::TableScreen>(*session_, gfx_->assets, seed, fonts_,
                                                   &reference_, computer, lib_.ai);
    for (const std::string& w : table_->warnings())
        std::cerr << "guidon: warning: " << w << "\n";
    table_->setLowCost(gfx_->window.softwareRenderer());
    page_.reset();
    pageName_ = "none";
    gameOverSeen_ = session_->state().over;
    settingsOpen_ = false;
    data::Settings same = settings_;
    applySettings(same);
    return warnings;
}

void App::gameOverHousekeeping() {
    // A finished game is nothing to continue: its autosave goes (a save made
    // by the player stays).
    if (!session_ || gameOverSeen_ || !session_->state().over) return;
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

// [SECTION] Keys and the windows over the screens

bool App::globalKey(const sf::Event& e, bool uiKeys) {
    if (e.type != sf::Event::KeyPressed) return false;
    if (quitQuestionKey(e)) return true;
    const sf::Event::KeyEvent& k = e.key;
    if (k.control && k.code == sf::Keyboard::Q) {
        requestQuit();
        return true;
    }
    if (k.code == sf::Keyboard::F12) {
        wantScreenshot_ = true;
        return true;
    }
    if (k.code == sf::Keyboard::F1) {
        if (referenceWindow_.isOpen())
            referenceWindow_.close();
        else
            referenceWindow_.show();
        return true;
    }
    if (k.code == sf::Keyboard::F11) {
        data::Settings before = settings_;
        settings_.fullscreen = !settings_.fullscreen;
        applySettings(before);
        return true;
    }
    // In the editor, Ctrl+S and Ctrl+O save and open maps (the editor's own keys).
    bool editorKeys = inEditor_ && !page_;
    if (k.control && k.code == sf::Keyboard::S && session_ && !editorKeys) {
        client::Go g;
        g.to = client::Go::To::Save;
        follow(g);
        return true;
    }
    if (k.control && k.code == sf::Keyboard::O && libraryOk_ && !editorKeys) {
        showLoadList();
        return true;
    }
    // Esc cancels the save dialog at once, even while its name is being typed.
    if (k.code == sf::Keyboard::Escape && saveDialog_.isOpen()) {
        saveDialog_.close();
        return true;
    }
    if (k.code == sf::Keyboard::Escape && !uiKeys) {
        // The topmost window closes first.
        if (settingsOpen_) {
            settingsOpen_ = false;
            saveSettings();
            return true;
        }
        if (referenceWindow_.isOpen()) {
            referenceWindow_.close();
            return true;
        }
        if (auto* p = dynamic_cast<client::PickupScreen*>(page_.get()); p && !p->wantsEscape()) {
            showNewBattle();
            return true;
        }
        if (editorKeys && !editor_->wantsEscape()) {
            showMainMenu();
            return true;
        }
        if (!page_ && !inEditor_ && table_ && !table_->wantsEscape()) {
            showMainMenu();
            return true;
        }
    }
    return false;
}

void App::drawOverlays(sf::Vector2f size) {
    ImVec2 sz(size.x, size.y);
    if (settingsOpen_) {
        data::Settings before = settings_;
        bool open = true;
        if (client::drawSettings(settings_, open, settingsFocus_, fonts_, sz))
            applySettings(before);
        if (!open) {
            settingsOpen_ = false;
            saveSettings();
        }
    }
    referenceWindow_.draw(reference_, fonts_, sz);
    if (table_)
        if (std::optional<std::string> rule = table_->takeRuleRequest())
            referenceWindow_.show(*rule);
    std::string name;
    if (saveDialog_.draw(name, saveError_, sz) && session_) {
        std::string file = client::safeFileName(name);
        std::string error;
        if (file.empty()) {
            saveError_ = "Give the save a name of letters or digits.";
        } else if (!data::ensureDir(paths_.savesDir(), error)) {
            saveError_ = "Cannot make " + paths_.savesDir() + ": " + error;
        } else {
            std::string path = paths_.savesDir() + "/" + file + ".xml";
            if (fs::exists(path) && overwriteArmed_ != path) {
                overwriteArmed_ = path;
                saveError_ =
                    "A save named \"" + file + "\" exists. Press Save again to replace it.";
            } else if (!data::writeSaveAtomic(path, session_->record(), error)) {
                saveError_ = error;
            } else {
                saveDialog_.close();
                saveError_.clear();
                markSaved();
                toast("Saved as \"" + file + "\".");
                if (quitAfterSave_) quit_ = true;
            }
        }
    }
    if (!saveDialog_.isOpen()) quitAfterSave_ = false; // cancelled: the game goes on
    if (quitAsked_ && !quit_) drawQuitQuestion(sz);
    drawNotices(sz);
    if (toastLeft_ > 0.f && !toast_.empty()) {
        ImGui::SetNextWindowPos(ImVec2(sz.x * 0.5f, sz.y - 60.f), ImGuiCond_Always,
                                ImVec2(0.5f, 1.f));
        ImGui::SetNextWindowBgAlpha(0.92f);
        ImGui::Begin("##toast", nullptr,
                     ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                         ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
        ImGui::TextColored(toastError_ ? client::kRefusalColour : client::kGold, "%s",
                           toast_.c_str());
        ImGui::End();
    }
}

void App::toast(std::string text, bool error) {
    toast_ = std::move(text);
    toastError_ = error;
    toastLeft_ = 4.f;
}

void App::screenshotKey() {
    wantScreenshot_ = false;
    std::string error;
    if (!data::ensureDir(paths_.screenshotsDir(), error)) {
        toast("Cannot make " + paths_.screenshotsDir() + ": " + error, true);
        return;
    }
    std::string path = paths_.screenshotsDir() + "/guidon-" + stamp() + ".png";
    for (int n = 2; fs::exists(path); ++n)
        path = paths_.screenshotsDir() + "/guidon-" + stamp() + "-" + std::to_string(n) + ".png";
    if (gfx_->window.saveScreenshot(path, error))
        toast("Screenshot saved: " + path);
    else
        toast("Screenshot failed: " + error, true);
}

std::string App::statusReport() const {
    std::ostringstream o;
    if (table_) o << table_->statusReport() << "script " << script_.state() << "\n";
    sf::Vector2i at = gfx_->window.target().getPosition();
    if (inEditor_ && editor_ && !page_) o << editor_->statusReport();
    if (auto* p = dynamic_cast<client::PickupScreen*>(page_.get())) o << p->statusReport();
    o << "screen "
      << (page_                  ? pageName_
          : inEditor_ && editor_ ? "editor"
          : table_               ? "table"
                                 : "none")
      << "\n"
      << "overlay "
      << (saveDialog_.isOpen()        ? "save"
          : settingsOpen_             ? "settings"
          : referenceWindow_.isOpen() ? "reference"
                                      : "none")
      << "\n"
      << "window " << at.x << " " << at.y << "\n"
      << "window-size " << gfx_->window.size().x << " " << gfx_->window.size().y << "\n"
      << "ui-scale " << gfx_->ui.scale() << " " << settings_.uiScale << "\n"
      << "sides " << (client::palette::colourBlindSafe() ? "colour-blind-safe" : "classic") << "\n";
    return o.str();
}

} // namespace guidon::app
