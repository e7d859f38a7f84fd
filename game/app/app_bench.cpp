// guidon --bench: the window program's figures on a battle (the large one by
// default) at 1920x1080: frame times with where they go, a drag's cost to
// the move planner, the time to the first frame, memory and idle CPU.
// Part of App (app.h).
#include "app.h"
#include "core/printable.h"
#include "sim/json.h"

#include "client/lite/move_planner.h" // Lite's own: liteDragCosts below
#include "client/palette.h"
#include "engine/frame_profiler.h"
#include "lite/door.h"

#include <SFML/OpenGL.hpp>
#include <SFML/System/Sleep.hpp>
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>

#include <sys/resource.h>

namespace guidon::app {

namespace {

long rssKiB(const char* key) {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(key, 0) == 0) return std::atol(line.c_str() + std::strlen(key));
    return -1;
}

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

// Dragging a move: what one mouse event costs the move planner (the rules'
// limit queries), for each kind of segment, on the large battle; in
// microseconds, sorted. On a copy of the game brought to the first movement
// phase. Lite's own, not the shell's: it drives Lite's move planner on
// Lite's state, so a game of another ruleset measures nothing here (its UI
// would bring its own).
std::vector<double> liteDragCosts(const sim::Session& session) {
    using clock = std::chrono::steady_clock;
    std::vector<double> aims;
    if (!lite::isLite(session.game())) return aims;
    sim::Session moving = session;
    for (int k = 0; k < 8; ++k) {
        const lite::GameState& g = lite::stateOf(moving.game());
        if (g.step == lite::Step::Phase && g.phase.phase == lite::Phase::Movement) break;
        const char* line = g.step == lite::Step::InterruptWindow   ? "no-interrupt"
                           : g.step == lite::Step::ReshuffleChoice ? "keep"
                           : g.step == lite::Step::FireChoice      ? "no-fire"
                           : g.step == lite::Step::CommandChoice   ? "move *"
                                                                   : "end-phase";
        moving.submitLine(line);
    }
    const lite::GameState& st = lite::stateOf(moving.game());
    bool inMovement = st.step == lite::Step::Phase && st.phase.phase == lite::Phase::Movement;
    for (std::size_t ui = 0; inMovement && ui < st.units.size() && aims.size() < 3000; ++ui) {
        const lite::Unit& u = st.units[ui];
        if (!u.onTable() || u.type != lite::UnitType::Infantry || u.side != st.active) continue;
        client::MovePlanner planner;
        planner.start(int(ui));
        for (client::MoveMode m : {client::MoveMode::Forward, client::MoveMode::Oblique,
                                   client::MoveMode::WheelRight, client::MoveMode::Flank}) {
            planner.setMode(m);
            for (int k = 0; k < 25; ++k) {
                core::Vec2 at = u.front + lite::forwardOf(u.facing) * (0.25 * k) +
                                lite::rightOf(u.facing) * (0.12 * k);
                auto a0 = clock::now();
                planner.aim(st, at);
                aims.push_back(
                    std::chrono::duration<double, std::micro>(clock::now() - a0).count());
            }
        }
    }
    std::sort(aims.begin(), aims.end());
    return aims;
}

} // namespace

// [SECTION] Benchmark

int App::bench() {
    using clock = std::chrono::steady_clock;
    if (!table_) {
        closeDown();
        return rc_ == kExitOk ? kExitBadData : rc_;
    }
    table_->benchSeat(); // the first player takes the seat: the table and a hand show
    if (table_->curtainUp()) {
        std::fprintf(stderr, "guidon: the benchmark could not take the seat\n");
        closeDown();
        return kExitWindow;
    }
    std::vector<double> frames;
    frames.reserve(std::size_t(opt_.benchFrames));
    // Where a frame's time goes, from a second run with the profiler on: the
    // UI built and the hover found, then each layer drawn (the profiler
    // waits for OpenGL after each, so these frames are not the ones timed).
    std::vector<double> updates;
    engine::FrameProfiler& prof = engine::frameProfiler();
    double firstFrameMs = 0.0;
    sf::Vector2f size = gfx_->window.sizef();
    auto span = [](clock::time_point a, clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    auto frame = [&](int i) {
        auto t0 = clock::now();
        sf::Event e;
        while (gfx_->window.pollEvent(e)) {
        }
        // The mouse sweeps the table: hover tests and tooltips every frame.
        float u = float(i % 200) / 200.f;
        sf::Event move;
        move.type = sf::Event::MouseMoved;
        move.mouseMove.x = int(size.x * (0.1f + 0.6f * u));
        move.mouseMove.y = int(size.y * (0.15f + 0.5f * u));
        gfx_->ui.event(move);
        table_->event(move, false, false);
        float dt = 1.f / 60.f;
        gfx_->ui.newFrame(gfx_->window.target(), dt);
        sf::Vector2f points(size.x / gfx_->ui.scale(), size.y / gfx_->ui.scale());
        table_->update(dt, points, false);
        if (prof.enabled()) updates.push_back(span(t0, clock::now()));
        prof.start();
        gfx_->window.target().clear(client::palette::kBackground);
        prof.lap("clear");
        table_->draw(gfx_->window.target());
        gfx_->ui.render(gfx_->window.target());
        prof.lap("UI (ImGui)");
        gfx_->window.display();
        glFinish(); // the frame is drawn, not only queued
        prof.lap("swap");
        return span(t0, clock::now());
    };
    for (int i = 0; i < opt_.benchFrames; ++i) {
        double ms = frame(i);
        if (i == 0)
            firstFrameMs = span(opt_.started, clock::now());
        else
            frames.push_back(ms);
    }
    prof.enable(true);
    for (int i = 0; i < std::min(opt_.benchFrames, 200); ++i)
        frame(i);
    prof.enable(false);

    std::vector<double> aims = liteDragCosts(*session_);
    std::sort(frames.begin(), frames.end());
    auto pct = [&](double p) {
        return frames.empty()
                   ? 0.0
                   : frames[std::min(frames.size() - 1, std::size_t(p * double(frames.size())))];
    };
    long rss = rssKiB("VmRSS:"), hwm = rssKiB("VmHWM:");

    // Idle: the loop as it runs with nothing happening. First the frames it
    // draws after the last change, then three seconds of nothing.
    auto drawOnce = [&] {
        gfx_->ui.newFrame(gfx_->window.target(), 1.f / 60.f);
        table_->update(1.f / 60.f,
                       sf::Vector2f(size.x / gfx_->ui.scale(), size.y / gfx_->ui.scale()), false);
        gfx_->window.target().clear(client::palette::kBackground);
        table_->draw(gfx_->window.target());
        gfx_->ui.render(gfx_->window.target());
        gfx_->window.display();
    };
    for (int k = 0; k < kSettleFrames; ++k)
        drawOnce();
    glFinish();
    double cpu0 = cpuSeconds();
    auto w0 = clock::now();
    int drawn = 0;
    while (clock::now() - w0 < std::chrono::seconds(3)) {
        sf::Event e;
        bool input = false;
        while (gfx_->window.pollEvent(e))
            input = true;
        if (input || table_->animating()) {
            drawOnce();
            ++drawn;
            continue;
        }
        sf::sleep(sf::milliseconds(kIdleSleepMs));
    }
    double wall = std::chrono::duration<double>(clock::now() - w0).count();
    double idleCpu = (cpuSeconds() - cpu0) / wall * 100.0;

    std::printf("guidon window benchmark: %s, %ux%u, %zu frames, OpenGL by %s%s\n",
                core::printable(session_->map().name).c_str(), gfx_->window.size().x,
                gfx_->window.size().y, frames.size(), gfx_->window.renderer().c_str(),
                gfx_->window.softwareRenderer() ? " (software: no multisampling, flat cloth)" : "");
    std::printf("frame time         median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                pct(0.5), pct(0.9), pct(0.99), frames.empty() ? 0.0 : frames.back());
    std::sort(updates.begin(), updates.end());
    std::printf("  %-30s median %.2f ms\n", "events, UI built, hover",
                updates.empty() ? 0.0 : updates[updates.size() / 2]);
    for (const auto& [name, ms] : prof.medians())
        std::printf("  %-30s median %.2f ms\n", name.c_str(), ms);
    if (!aims.empty())
        std::printf("drag a move        %.0f us median, %.0f us p99 for the rules' limits of one "
                    "mouse event (%zu events, every infantry unit, four kinds of segment)\n",
                    aims[aims.size() / 2], aims[std::min(aims.size() - 1, aims.size() * 99 / 100)],
                    aims.size());
    std::printf("first frame        %.0f ms after start\n", firstFrameMs);
    std::printf("memory             %.1f MB resident (peak %.1f MB)\n", double(rss) / 1024.0,
                double(hwm) / 1024.0);
    std::printf("idle               %.1f%% CPU over %.1f s (%d frames drawn)\n", idleCpu, wall,
                drawn);
    // The battle's name is the player's text: quoted, so the line stays JSON.
    std::printf("{\"battle\":%s,\"width\":%u,\"height\":%u,\"frame_median_ms\":%.3f,"
                "\"frame_p99_ms\":%.3f,\"first_frame_ms\":%.1f,\"rss_mb\":%.1f,"
                "\"idle_cpu_percent\":%.2f}\n",
                sim::jsonQuote(session_->map().name).c_str(), gfx_->window.size().x,
                gfx_->window.size().y, pct(0.5), pct(0.99), firstFrameMs, double(rss) / 1024.0,
                idleCpu);
    closeDown();
    return kExitOk;
}

} // namespace guidon::app
