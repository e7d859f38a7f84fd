// guidon: the window program. Opens a battle on the table and shows it; the
// headless twin is guidon-cli. Every game goes through a data::Session, as
// the CLI's do.
#include "client/palette.h"
#include "client/problems_screen.h"
#include "client/table_screen.h"
#include "data/session.h"
#include "engine/assets.h"
#include "engine/display_probe.h"
#include "engine/imgui_layer.h"
#include "engine/window.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <random>
#include <string>

using namespace guidon;

namespace {

// Exit codes.
constexpr int kExitOk = 0;
constexpr int kExitBadData = 1; // the battle or the asset library has problems
constexpr int kExitUsage = 2;
constexpr int kExitNoDisplay = 3;
constexpr int kExitWindow = 4; // the window or the screenshot failed

const char* kUsage =
    "usage: guidon [BATTLE.xml] [--seed N] [--screenshot FILE.png] [--frames N]\n"
    "  BATTLE.xml         the battle to open (default: maps/cornfield.xml under the data root)\n"
    "  --seed N           seed for the dice and the shuffle (default: a random one, shown in the "
    "panel)\n"
    "  --screenshot FILE  draw N frames, save the window to FILE (PNG) and exit\n"
    "  --frames N         frames to draw before the screenshot (default 3); without\n"
    "                     --screenshot, quit after N frames\n"
    "keys: wheel zoom, right/middle drag or arrows pan, F fit, G grid, L labels, Ctrl+Q quit\n"
    "needs an X display: without one, run `xvfb-run -a guidon ...` or use guidon-cli\n";

struct Options {
    std::string battle;
    std::uint64_t seed = 0;
    bool haveSeed = false;
    std::string screenshot;
    int frames = 0; // 0: run until closed
};

bool parseCount(const char* text, unsigned long long max, unsigned long long& out) {
    if (!text || !*text || *text == '-') return false;
    char* end = nullptr;
    errno = 0;
    unsigned long long v = std::strtoull(text, &end, 10);
    if (errno != 0 || *end != '\0' || v > max) return false;
    out = v;
    return true;
}

// Returns -1 when the arguments are good, else the exit code.
int parseArgs(int argc, char** argv, Options& o) {
    bool haveFrames = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&](const char* what) -> const char* {
            if (i + 1 >= argc) {
                std::cerr << "guidon: " << a << " needs " << what << "\n" << kUsage;
                return nullptr;
            }
            return argv[++i];
        };
        if (a == "--help" || a == "-h") {
            std::cout << kUsage;
            return kExitOk;
        } else if (a == "--seed") {
            const char* v = value("a number");
            unsigned long long n = 0;
            if (!v) return kExitUsage;
            if (!parseCount(v, ~0ull, n)) {
                std::cerr << "guidon: --seed takes a whole number, not '" << v << "'\n";
                return kExitUsage;
            }
            o.seed = n;
            o.haveSeed = true;
        } else if (a == "--screenshot") {
            const char* v = value("a file name");
            if (!v) return kExitUsage;
            o.screenshot = v;
        } else if (a == "--frames") {
            const char* v = value("a number");
            unsigned long long n = 0;
            if (!v) return kExitUsage;
            if (!parseCount(v, 1000000, n) || n == 0) {
                std::cerr << "guidon: --frames takes a number from 1 to 1000000, not '" << v
                          << "'\n";
                return kExitUsage;
            }
            o.frames = int(n);
            haveFrames = true;
        } else if (!a.empty() && a[0] == '-') {
            std::cerr << "guidon: unknown option " << a << "\n" << kUsage;
            return kExitUsage;
        } else if (o.battle.empty()) {
            o.battle = a;
        } else {
            std::cerr << "guidon: one battle at a time ('" << o.battle << "' and '" << a << "')\n"
                      << kUsage;
            return kExitUsage;
        }
    }
    if (!o.screenshot.empty() && !haveFrames) o.frames = 3;
    return -1;
}

std::vector<std::string> lines(const data::Problems& p) {
    std::vector<std::string> out;
    for (const data::Problem& x : p.list)
        out.push_back(x.str());
    return out;
}

} // namespace

int main(int argc, char** argv) {
    Options opt;
    if (int rc = parseArgs(argc, argv, opt); rc >= 0) return rc;
    if (!opt.haveSeed)
        opt.seed = (std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}();

    // [SECTION] Load: the library, then the battle, all problems at once.
    std::string root = data::findDataRoot(argc > 0 ? argv[0] : nullptr);
    if (opt.battle.empty()) opt.battle = data::defaultBattlePath(root);
    data::Problems problems;
    data::Library lib;
    data::Session session;
    bool loaded = data::loadLibrary(root, lib, problems);
    if (loaded) loaded = session.start(lib, opt.battle, opt.seed, {}, problems);
    if (!loaded) std::cerr << problems.str();

    std::string why;
    engine::DisplayProbe display; // held until the end: see display_probe.h
    if (!display.open(why)) {
        if (!loaded) return kExitBadData;
        std::cerr << "guidon: no display (" << why << ").\n"
                  << "The window program needs an X display. Run it under Xvfb, e.g. `xvfb-run -a "
                     "guidon`,\n"
                  << "or play headless with guidon-cli (see docs/cli.md).\n";
        return kExitNoDisplay;
    }

    // [SECTION] Window
    engine::Window window;
    engine::WindowOptions wo;
    wo.title =
        loaded ? "Guidon \xE2\x80\x94 " + session.battle().name : "Guidon \xE2\x80\x94 problems";
    if (!window.open(wo)) {
        std::cerr << "guidon: cannot open a window\n";
        return kExitWindow;
    }
    engine::Assets assets;
    assets.addSearchDir(root + "/assets/fonts");
    engine::ImGuiLayer ui;
    if (!ui.init(window.target(), assets)) {
        std::cerr << "guidon: cannot start the UI (OpenGL)\n";
        return kExitWindow;
    }

    std::unique_ptr<client::Screen> screen;
    if (loaded) {
        auto table =
            std::make_unique<client::TableScreen>(session, assets, opt.seed, ui.boldFont());
        for (const std::string& w : table->warnings())
            std::cerr << "guidon: warning: " << w << "\n";
        screen = std::move(table);
    } else {
        screen = std::make_unique<client::ProblemsScreen>("This battle cannot be loaded",
                                                          lines(problems), ui.monoFont());
    }

    // [SECTION] Frame loop
    int frame = 0;
    int rc = loaded ? kExitOk : kExitBadData;
    bool running = true;
    while (running) {
        sf::Event e;
        while (window.pollEvent(e)) {
            if (e.type == sf::Event::Closed) running = false;
            if (e.type == sf::Event::KeyPressed && e.key.control && e.key.code == sf::Keyboard::Q)
                running = false;
            ui.event(e);
            screen->event(e, ui.wantsMouse(), ui.wantsKeyboard());
        }
        if (!running) break;
        float dt = window.frameTime();
        ui.newFrame(window.target(), dt);
        screen->update(dt, window.sizef(), ui.wantsKeyboard());
        window.target().clear(client::palette::kBackground);
        screen->draw(window.target());
        ui.render(window.target());
        ++frame;
        if (opt.frames > 0 && frame >= opt.frames) {
            // The picture is complete in the back buffer: take it from there.
            if (!opt.screenshot.empty()) {
                std::string error;
                if (!window.saveScreenshot(opt.screenshot, error)) {
                    std::cerr << "guidon: screenshot failed: " << error << "\n";
                    rc = kExitWindow;
                }
            }
            break;
        }
        window.display();
        if (screen->wantsQuit()) running = false;
    }
    // The UI's GL objects go while the window's context still exists.
    screen.reset();
    ui.shutdown();
    window.close();
    return rc;
}
