#include "computer_seat.h"

#include "core/words.h"
#include "engine/canvas.h"
#include "ui_kit.h"
#include "unit_mirror.h"
#include "unit_painter.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>

namespace guidon::client {

namespace {

constexpr float kPauseSeconds = 0.6f; // a decision on screen, at animation speed 1
constexpr float kMoveHold = 2.f;      // after a unit moved: this many pauses
constexpr float kTrailSeconds = 4.f;  // a moved unit's trail stays this long
constexpr float kTrailFade = 1.f;     // and fades over its last second

} // namespace

std::string playableLevelOf(const std::string& wanted, const std::vector<std::string>& known,
                            const std::string& sideName, std::string& warning) {
    warning.clear();
    auto has = [&](const std::string& l) { return std::find(known.begin(), known.end(), l) != known.end(); };
    if (wanted.empty() || has(wanted)) return wanted;
    std::string instead = "random";
    if (has("normal"))
        instead = "normal";
    else
        for (const std::string& l : known)
            if (l != "random") {
                instead = l;
                break;
            }
    warning = "The " + sideName + " computer was to play the level '" + wanted +
              "', which this Guidon does not have; it plays " + instead + " instead.";
    return instead;
}

std::string playableLevelsOf(const std::string wanted[2], const std::vector<std::string>& known,
                             std::string out[2]) {
    std::string warnings;
    for (int si = 0; si < 2; ++si) {
        std::string warning;
        out[si] = playableLevelOf(
            wanted[si], known,
            core::sideTitle(si == 0 ? core::Side::Federal : core::Side::Confederate), warning);
        if (!warning.empty()) warnings += (warnings.empty() ? "" : " ") + warning;
    }
    return warnings;
}

std::string ComputerSeat::statusLines() const {
    return "computer-federal " + (plays(core::Side::Federal) ? level(core::Side::Federal) : "none") +
           "\ncomputer-confederate " +
           (plays(core::Side::Confederate) ? level(core::Side::Confederate) : "none") +
           "\ncomputer-state " + state() + "\ncomputer-problem " +
           (problem_.empty() ? std::string("none") : problem_) + "\n";
}

std::string computerTitle(const std::string& level) {
    return level.empty() ? std::string("Computer") : "Computer (" + level + ")";
}

ComputerSeat::ComputerSeat(const std::string levels[2]) {
    levels_[0] = levels[0];
    levels_[1] = levels[1];
}

ComputerSeat::~ComputerSeat() {
    if (thinking_.valid()) thinking_.wait();
}

float ComputerSeat::pause() const {
    return speed_ <= 0.f ? 0.f : kPauseSeconds / speed_;
}

bool ComputerSeat::key(sf::Keyboard::Key k, bool computerTurn, int turn) {
    if (humans() == 2) return false; // no computer at this table
    if (k == sf::Keyboard::P) {
        paused_ = !paused_;
        return true;
    }
    if (k == sf::Keyboard::Space && computerTurn) {
        skipping_ = true;
        skipTurn_ = turn;
        return true;
    }
    return false;
}

void ComputerSeat::idle() {
    skipping_ = false;
    waited_ = 0.f;
    thinkingNow_ = false;
}

ComputerSeat::Step ComputerSeat::step(float dt, int turn, core::Side side, bool courtesy,
                                      std::uint64_t serial, const ComputerDecide& decide) {
    Step out;
    if (skipping_ && turn != skipTurn_) skipping_ = false; // the turn has passed
    bool hurry = skipping_;
    bool held = paused_ && !hurry;
    if (!held) waited_ += dt;
    bool pauseOver = hurry || waited_ >= pause() * hold_;
    if (courtesy) { // nothing to work out: only the pause
        thinkingNow_ = false;
        if (!held && pauseOver) {
            out.ready = true;
            waited_ = 0.f;
            hold_ = 1.f;
        }
        return out;
    }
    int si = index(side);
    const char* name = sideTitle(side);
    if (!thinking_.valid()) {
        if (stuckAt_ == serial) return out;
        // The thought holds its own copies (the side's view, the state for
        // the referee): the game may move on while it works.
        std::string error;
        ComputerThought thought = decide(side, levels_[si], error);
        if (!thought) {
            problem_ = std::string("The ") + name + " computer cannot play: " + error + ".";
            return out;
        }
        thinking_ = std::async(std::launch::async, std::move(thought));
        thinkingAt_ = serial;
        thinkingSide_ = si;
    }
    bool done = thinking_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
    thinkingNow_ = !done;
    if (!done) return out;
    if (thinkingAt_ != serial || thinkingSide_ != si) { // worked out for another state
        try {
            thinking_.get();
        } catch (const std::exception&) {
        }
        return out;
    }
    if (held || !pauseOver) return out; // the answer waits for the pause
    ComputerAnswer a;
    try {
        a = thinking_.get();
    } catch (const std::exception& e) {
        stuckAt_ = serial;
        problem_ = std::string("The ") + name + " computer (" + levels_[si] +
                   ") failed to decide: " + e.what();
        return out;
    }
    waited_ = 0.f;
    hold_ = 1.f;
    if (!a.line) {
        stuckAt_ = serial;
        problem_ = std::string("The ") + name + " computer (" + levels_[si] +
                   ") found no legal command to send: " + a.pending + ".";
        return out;
    }
    problem_.clear();
    out.ready = true;
    out.line = std::move(a.line);
    return out;
}

void ComputerSeat::moved(int unit, const core::TableUnit& from,
                         const std::vector<core::Vec2>& way, const core::TableUnit& to) {
    hold_ = kMoveHold; // the move stays on screen a little longer
    Trail t;
    t.unit = unit;
    t.side = from.side;
    t.from = from;
    t.path.push_back(toSf(from.front));
    for (core::Vec2 p : way)
        t.path.push_back(toSf(p));
    t.path.push_back(toSf(to.front));
    float length = 0.f;
    for (std::size_t i = 1; i < t.path.size(); ++i)
        length += std::hypot(t.path[i].x - t.path[i - 1].x, t.path[i].y - t.path[i - 1].y);
    if (length < 0.05f && std::fabs(from.facing - to.facing) < 0.5) return; // it stood
    // One trail a unit: its latest move.
    trails_.erase(std::remove_if(trails_.begin(), trails_.end(),
                                 [&](const Trail& x) { return x.unit == unit; }),
                  trails_.end());
    trails_.push_back(std::move(t));
}

bool ComputerSeat::tick(float dt) {
    for (Trail& t : trails_)
        t.age += dt;
    trails_.erase(std::remove_if(trails_.begin(), trails_.end(),
                                 [](const Trail& t) { return t.age >= kTrailSeconds; }),
                  trails_.end());
    return animating();
}

bool ComputerSeat::animating() const {
    return !trails_.empty() || thinkingNow_;
}

std::string ComputerSeat::state() const {
    if (paused_ && !skipping_) return "paused";
    if (skipping_) return "skipping";
    if (thinkingNow_) return "thinking";
    if (thinking_.valid()) return "waiting";
    return "idle";
}

std::string ComputerSeat::statusLine(core::Side side, bool deciding) const {
    if (humans() == 2) return "";
    std::string dot = " \xC2\xB7 ";
    if (!deciding)
        return paused_ ? std::string("Computer paused") + dot + kPauseKeyName + " resumes" : "";
    std::string who = computerTitle(level(side));
    if (!problem_.empty()) return who + " is stuck";
    if (paused_ && !skipping_)
        return who + " paused" + dot + kPauseKeyName + " resumes" + dot + kSkipKeyName +
               " plays its turn";
    if (skipping_) return who + " is playing out its turn";
    return who + (thinkingNow_ ? " is thinking" : " is playing") + dot + kSkipKeyName +
           " skips its turn" + dot + kPauseKeyName + " pauses";
}

void ComputerSeat::refused(std::uint64_t serial, core::Side side, const core::Refusal& r) {
    stuckAt_ = serial;
    problem_ = std::string("The ") + sideTitle(side) + " computer (" + level(side) +
               ") sent a command the rules refused: " + r.rule + ": " + r.reason;
}

void ComputerSeat::drawTrails(sf::RenderTarget& target, const engine::Camera& camera) const {
    if (trails_.empty()) return;
    engine::Canvas c(camera);
    for (const Trail& t : trails_) {
        float left = kTrailSeconds - t.age;
        float a = left >= kTrailFade ? 1.f : std::max(0.f, left / kTrailFade);
        auto alpha = [a](int v) { return sf::Uint8(std::lround(float(v) * a)); };
        // Where it stood, faint; the way it went, dashed; where it ended, a dot.
        paintGhost(c, figureOf(t.from, t.unit),
                   t.side == core::Side::Federal ? sf::Color(120, 150, 230, alpha(110))
                                                 : sf::Color(190, 190, 196, alpha(110)));
        c.dashed(t.path, 2.5f, 8.f, 5.f, sf::Color(255, 232, 170, alpha(230)));
        c.discPx(t.path.back(), 4.f, sf::Color(255, 232, 170, alpha(230)));
    }
    c.draw(target);
}

void ComputerSeat::drawSpectatorStrip(const UiFonts& fonts, ImVec2 pos, ImVec2 size) const {
    ImGui::SetNextWindowPos(pos, ImGuiCond_Always);
    ImGui::SetNextWindowSize(size, ImGuiCond_Always);
    ImGuiWindowFlags flags =
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
        ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (!ImGui::Begin("##spectator", nullptr, flags)) {
        ImGui::End();
        return;
    }
    pushFont(fonts.title);
    ImGui::TextColored(sideColour(core::Side::Federal), "Federal: %s",
                       computerTitle(levels_[0]).c_str());
    ImGui::SameLine(0.f, 14.f);
    ImGui::TextDisabled("against");
    ImGui::SameLine(0.f, 14.f);
    ImGui::TextColored(sideColour(core::Side::Confederate), "Confederate: %s",
                       computerTitle(levels_[1]).c_str());
    popFont(fonts.title);
    hint("The computer plays both sides; you watch. Both hands stay hidden.");
    ImGui::Spacing();
    const char* rows[][2] = {
        {kSkipKeyName, "play out the rest of this turn at once"},
        {kPauseKeyName, paused_ ? "resume (paused now)" : "pause"},
        {"H", "every key"},
    };
    for (const auto& r : rows) {
        ImGui::TextColored(kGold, "%s", r[0]);
        ImGui::SameLine(70.f);
        ImGui::TextUnformatted(r[1]);
    }
    ImGui::End();
}

} // namespace guidon::client
