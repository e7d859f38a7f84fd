// The window program's start and frame loop: the library, the reference and
// the files given checked before a display is asked for, the window and the
// UI, the loop that draws only while something changes, and the close-down
// that keeps an editor's unsaved map. The screens it shows are routed in
// app_screens.cpp, the game in progress in app_game.cpp, the keys and the
// windows over the screens in app_overlays.cpp, the player's files in
// app_files.cpp.
#include "app.h"
#include "app_support.h"

#include "client/lite/computer_players.h" // Lite's own: the AI levels are its agents
#include "client/palette.h"
#include "client/text_dump.h"
#include "data/battle_file.h"
#include "data/full_battle_file.h"
#include "full/ruleset.h"
#include "engine/display_probe.h"

#include <SFML/System/Sleep.hpp>
#include <imgui.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

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
} // namespace

// [SECTION] Start and the frame loop

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
    data::Problems fullRefProblems;
    if (!data::loadReference(root_ + "/assets/full/reference.xml", fullReference_,
                             fullRefProblems))
        std::cerr << "guidon: warning: the full game's rules reference has problems:\n"
                  << fullRefProblems.str();

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
        full::Battle fb;
        data::Problems p;
        // A battle of the full game by its own reader; the editor opens a
        // half-built map and lists what is left to do.
        std::string rules = data::battleFileRules(opt_.battle, p);
        bool ok = rules == full::ruleset().id
                      ? data::loadFullBattle(opt_.battle, lib_.fullTerrain, fb, p, opt_.editor)
                      : p.list.empty() &&
                            data::loadBattle(opt_.battle, lib_.terrain, b, p, opt_.editor);
        if (!ok) {
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

    showFirstScreen();
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
                            ? "Guidon \xE2\x80\x94 map editor: " + editor_->doc().map().name
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
    if (session_ && !session_->game().over() && !playTest_ && !session_->autosaveNow())
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
            editor_->doc().write(keep, error))
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
    if (opt_.fps > 0) wo.framerate = opt_.fps;
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

} // namespace guidon::app
