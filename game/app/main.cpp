// guidon: the window program. Plays a hot-seat battle on the table: every
// decision of the card game, fire and combat from the panels beside it. The
// headless twin is guidon-cli. Every game goes through a data::Session, as
// the CLI's do, and a script of the CLI's commands can drive the window.
#include "client/palette.h"
#include "client/problems_screen.h"
#include "client/table_screen.h"
#include "client/text_dump.h"
#include "data/session.h"
#include "engine/assets.h"
#include "engine/display_probe.h"
#include "engine/imgui_layer.h"
#include "engine/window.h"
#include "script.h"

#include <imgui.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <string>

using namespace guidon;

namespace {

// Exit codes.
constexpr int kExitOk = 0;
constexpr int kExitBadData =
    1; // the battle or the asset library has problems; a script line failed
constexpr int kExitUsage = 2;
constexpr int kExitNoDisplay = 3;
constexpr int kExitWindow = 4; // the window or the screenshot failed

const char* kUsage =
    "usage: guidon [BATTLE.xml] [--seed N] [--script FILE] [--autosave FILE]\n"
    "              [--screenshot FILE.png] [--frames N] [--status-out FILE] [--dump-text FILE]\n"
    "  BATTLE.xml         the battle to open (default: maps/cornfield.xml under the data root)\n"
    "  --seed N           seed for the dice and the shuffle (default: a random one, shown in the "
    "turn bar)\n"
    "  --script FILE      play these commands first (guidon-cli's script language, docs/cli.md),\n"
    "                     one a frame; a refused line stops the script and guidon exits 1\n"
    "  --autosave FILE    write the game as a save at the end of every turn and on quitting\n"
    "  --screenshot FILE  save the window to FILE (PNG) when guidon ends: after N frames\n"
    "                     (--frames, default 3) or when it is closed\n"
    "  --frames N         frames to draw once the script is played, then quit\n"
    "  --status-out FILE  keep FILE up to date with the turn, the step, the pending decision,\n"
    "                     the state hash and the hot-seat curtain (for tests)\n"
    "  --dump-text FILE   keep FILE up to date with every text the UI draws and where (for tests)\n"
    "keys: wheel zoom, right/middle drag or arrows pan, F fit, G grid, L labels, Ctrl+Q quit\n"
    "needs an X display: without one, run `xvfb-run -a guidon ...` or use guidon-cli\n";

struct Options {
    std::string battle;
    std::uint64_t seed = 0;
    bool haveSeed = false;
    std::string screenshot;
    int frames = 0; // 0: run until closed
    std::string script;
    std::string autosave;
    std::string statusOut;
    std::string dumpText;
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
        auto file = [&](std::string& into) {
            const char* v = value("a file name");
            if (!v) return false;
            into = v;
            return true;
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
            if (!file(o.screenshot)) return kExitUsage;
        } else if (a == "--script") {
            if (!file(o.script)) return kExitUsage;
        } else if (a == "--autosave") {
            if (!file(o.autosave)) return kExitUsage;
        } else if (a == "--status-out") {
            if (!file(o.statusOut)) return kExitUsage;
        } else if (a == "--dump-text") {
            if (!file(o.dumpText)) return kExitUsage;
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
                if (!warned_) std::cerr << "guidon: cannot write " << tmp << "\n";
                warned_ = true;
                return;
            }
        }
        if (std::rename(tmp.c_str(), path_.c_str()) != 0) {
            if (!warned_) std::cerr << "guidon: cannot write " << path_ << "\n";
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

// SIGTERM and SIGINT end the program as closing the window does (the
// autosave and the screenshot are still written).
volatile std::sig_atomic_t gStop = 0;
void onStopSignal(int) {
    gStop = 1;
}

// The UI fonts beyond the engine's three: serif for card names and banners,
// small sans for card details. Latin-1 plus dashes, quotes and arrows.
client::UiFonts loadFonts(engine::ImGuiLayer& ui, engine::Assets& assets) {
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2018, 0x201D,
                                     0x2022, 0x2022, 0x2190, 0x2193, 0};
    ImGuiIO& io = ImGui::GetIO();
    auto add = [&](const char* name, float size) -> ImFont* {
        std::string path = assets.findFile(name);
        return path.empty() ? nullptr
                            : io.Fonts->AddFontFromFileTTF(path.c_str(), size, nullptr, ranges);
    };
    client::UiFonts f;
    f.title = ui.boldFont();
    f.mono = ui.monoFont();
    f.serif = add("DejaVuSerif-Bold.ttf", 15.f);
    if (!f.serif) f.serif = ui.boldFont();
    f.big = add("DejaVuSerif-Bold.ttf", 34.f);
    if (!f.big) f.big = ui.boldFont();
    f.small = add(engine::kSansFont, 12.f);
    return f;
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
    app::Script script;
    if (loaded && !opt.script.empty()) loaded = script.load(opt.script, problems);
    if (!loaded) std::cerr << problems.str();
    if (loaded && !opt.autosave.empty()) session.setAutosave(opt.autosave);

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
    client::UiFonts fonts = loadFonts(ui, assets);

    std::unique_ptr<client::Screen> screen;
    client::TableScreen* table = nullptr;
    if (loaded) {
        auto t = std::make_unique<client::TableScreen>(session, assets, opt.seed, fonts);
        for (const std::string& w : t->warnings())
            std::cerr << "guidon: warning: " << w << "\n";
        table = t.get();
        screen = std::move(t);
    } else {
        screen = std::make_unique<client::ProblemsScreen>("This battle cannot be loaded",
                                                          lines(problems), ui.monoFont());
    }

    std::signal(SIGTERM, onStopSignal);
    std::signal(SIGINT, onStopSignal);

    // [SECTION] Frame loop
    FileMirror status(opt.statusOut), dump(opt.dumpText);
    std::string title = wo.title;
    int framesAfterScript = 0;
    int rc = loaded ? kExitOk : kExitBadData;
    bool last = false; // this frame is the last: take the screenshot, then stop
    while (!last) {
        sf::Event e;
        while (window.pollEvent(e)) {
            if (e.type == sf::Event::Closed) last = true;
            if (e.type == sf::Event::KeyPressed && e.key.control && e.key.code == sf::Keyboard::Q)
                last = true;
            ui.event(e);
            screen->event(e, ui.wantsMouse(), ui.wantsKeyboard());
        }
        if (gStop) last = true;

        // One script command a frame, through the same Session as a click.
        if (table && !script.done() && !last) {
            std::string message;
            if (!script.step(*table, message)) {
                std::cerr << message << "\n";
                rc = kExitBadData;
            }
        }

        float dt = window.frameTime();
        ui.newFrame(window.target(), dt);
        screen->update(dt, window.sizef(), ui.wantsKeyboard());
        window.target().clear(client::palette::kBackground);
        screen->draw(window.target());
        ui.render(window.target());
        if (!opt.dumpText.empty())
            dump.write(client::formatDrawnTexts(client::drawnTexts(ImGui::GetDrawData())));
        if (table) {
            sf::Vector2i at = window.target().getPosition();
            status.write(table->statusReport() + "script " + script.state() + "\n" + "window " +
                         std::to_string(at.x) + " " + std::to_string(at.y) + "\n");
            std::string t = table->title();
            if (t != title) {
                title = t;
                window.target().setTitle(sf::String::fromUtf8(t.begin(), t.end()));
            }
        }
        if (script.done() && opt.frames > 0 && ++framesAfterScript >= opt.frames) last = true;
        if (screen->wantsQuit()) last = true;
        if (last) {
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
    }
    // Keep what was played, even half a turn.
    if (table && !opt.autosave.empty()) {
        std::string error;
        if (!data::writeSaveAtomic(opt.autosave, session.record(), error)) {
            std::cerr << "guidon: autosave failed: " << error << "\n";
            if (rc == kExitOk) rc = kExitWindow;
        }
    }
    if (table && !session.autosaveError().empty())
        std::cerr << "guidon: autosave failed: " << session.autosaveError() << "\n";
    // The UI's GL objects go while the window's context still exists.
    screen.reset();
    ui.shutdown();
    window.close();
    return rc;
}
