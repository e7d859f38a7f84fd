// guidon: the window program. Opens at the main menu, or straight onto a
// battle or a save given on the command line. The headless twin is
// guidon-cli. Every game goes through a sim::Session, as the CLI's do, and
// a script of the CLI's commands can drive the window (for tests).
#include "app.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

using namespace guidon;
using app::kExitOk;
using app::kExitUsage;

namespace {

const char* kUsage =
    "usage: guidon [BATTLE.xml | --load SAVE.xml] [--seed N] [--computer SIDE] [--level LEVEL]\n"
    "              [--script FILE] [--autosave FILE] [--size WxH]\n"
    "              [--screenshot FILE.png] [--frames N] [--status-out FILE] [--dump-text FILE]\n"
    "       guidon --bench [BATTLE.xml] [--frames N] [--size WxH]\n"
    "       guidon --editor [MAP.xml]\n"
    "  (no battle)        the main menu: new battle, load, settings, rules reference\n"
    "  BATTLE.xml         start this battle at once, two players at this screen\n"
    "  --load SAVE.xml    load a saved game at once (it is replayed command by command)\n"
    "  --seed N           seed for the dice and the shuffle (default: a random one, shown in the "
    "turn bar)\n"
    "  --computer SIDE    the computer plays federal, confederate or both (both: you watch)\n"
    "  --level LEVEL      how well it plays: easy, normal (the default) or hard; with --load\n"
    "                     and no --computer, the level of the sides the save gives the computer\n"
    "  --script FILE      play these commands first (guidon-cli's script language, docs/cli.md),\n"
    "                     one a frame; a refused line stops the script and guidon exits 1\n"
    "  --autosave FILE    the autosave written at the end of every turn and on quitting\n"
    "                     (default: autosave.xml in the player's data folder)\n"
    "  --size WxH         the window's size in pixels, 800x500 at the least (default: from the "
    "settings)\n"
    "  --screenshot FILE  save the window to FILE (PNG) when guidon ends: after N frames\n"
    "                     (--frames, default 3) or when it is closed\n"
    "  --frames N         frames to draw once the script is played, then quit\n"
    "  --fps N            draw at most N frames a second (default 60)\n"
    "  --status-out FILE  keep FILE up to date with the screen, turn, step, pending decision,\n"
    "                     state hash, the hot-seat curtain and the text dump's fingerprint\n"
    "                     (for tests)\n"
    "  --dump-text FILE   keep FILE up to date with every text the UI draws and where (for tests)\n"
    "  --editor           the map and scenario editor, on MAP.xml or a new map\n"
    "  --bench            draw N frames (default 600) of the battle (default: the large one)\n"
    "                     and report frame times, time to the first frame, memory and idle CPU\n"
    "keys: F1 rules reference, Esc menu, Ctrl+S save, Ctrl+O load, F11 full screen,\n"
    "      F12 screenshot, wheel zoom, right/middle drag or arrows pan, F fit, G grid,\n"
    "      L labels, H every key, F2 hint, Space the computer plays out its turn,\n"
    "      P pause the computer, Ctrl+Q quit\n"
    "needs an X display: without one, run `xvfb-run -a guidon ...` or use guidon-cli\n";

constexpr const char* kDefaultLevel = "normal"; // a computer seat's level unless --level says

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
int parseArgs(int argc, char** argv, app::AppOptions& o) {
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
        } else if (a == "--computer") {
            const char* v = value("federal, confederate or both");
            if (!v) return kExitUsage;
            std::string s = v;
            if (s == "federal" || s == "both") o.computer[0] = kDefaultLevel;
            if (s == "confederate" || s == "both") o.computer[1] = kDefaultLevel;
            if (s != "federal" && s != "confederate" && s != "both") {
                std::cerr << "guidon: --computer takes federal, confederate or both, not '" << s
                          << "'\n";
                return kExitUsage;
            }
        } else if (a == "--level") {
            const char* v = value("easy, normal or hard");
            if (!v) return kExitUsage;
            o.level = v; // checked against the levels there are once they are loaded
            if (o.level.empty()) {
                std::cerr << "guidon: --level takes easy, normal or hard, not ''\n";
                return kExitUsage;
            }
        } else if (a == "--size") {
            const char* v = value("a size such as 1920x1080");
            if (!v) return kExitUsage;
            unsigned w = 0, h = 0;
            char x = 0, extra = 0;
            if (std::sscanf(v, "%u%c%u%c", &w, &x, &h, &extra) != 3 || x != 'x' || w < 640 ||
                h < 480 || w > 7680 || h > 4320) {
                std::cerr << "guidon: --size takes WIDTHxHEIGHT from 640x480 to 7680x4320, not '"
                          << v << "'\n";
                return kExitUsage;
            }
            o.width = w;
            o.height = h;
        } else if (a == "--load") {
            if (!file(o.load)) return kExitUsage;
        } else if (a == "--bench") {
            o.bench = true;
        } else if (a == "--editor") {
            o.editor = true;
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
        } else if (a == "--fps") {
            const char* v = value("a number");
            unsigned long long n = 0;
            if (!v) return kExitUsage;
            if (!parseCount(v, 240, n) || n == 0) {
                std::cerr << "guidon: --fps takes a number from 1 to 240, not '" << v << "'\n";
                return kExitUsage;
            }
            o.fps = unsigned(n);
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
    if (!o.level.empty()) {
        bool computer = !o.computer[0].empty() || !o.computer[1].empty();
        if (!computer && o.load.empty()) {
            std::cerr << "guidon: --level needs --computer SIDE (or --load a game against the "
                         "computer)\n"
                      << kUsage;
            return kExitUsage;
        }
        for (std::string& c : o.computer)
            if (!c.empty()) c = o.level;
    }
    if (!o.battle.empty() && !o.load.empty()) {
        std::cerr << "guidon: a battle or a save, not both\n" << kUsage;
        return kExitUsage;
    }
    if (o.editor && (o.bench || !o.load.empty() || !o.script.empty() || !o.computer[0].empty() ||
                     !o.computer[1].empty())) {
        std::cerr
            << "guidon: --editor opens a map: no --load, --script, --computer or --bench with it\n"
            << kUsage;
        return kExitUsage;
    }
    if (o.bench) {
        if (!o.load.empty() || !o.script.empty()) {
            std::cerr << "guidon: --bench takes a battle, not a save or a script\n";
            return kExitUsage;
        }
        if (haveFrames) o.benchFrames = o.frames + 1;
        o.frames = 0;
        if (o.width == 0) {
            o.width = 1920;
            o.height = 1080;
        }
        return -1;
    }
    if (!o.screenshot.empty() && !haveFrames) o.frames = 3;
    return -1;
}

} // namespace

int main(int argc, char** argv) {
    app::AppOptions opt;
    opt.started = std::chrono::steady_clock::now();
    if (int rc = parseArgs(argc, argv, opt); rc >= 0) return rc;
    opt.argv0 = argc > 0 ? argv[0] : nullptr;
    app::App a;
    return a.run(opt);
}
