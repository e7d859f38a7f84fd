#include "computer_seat.h"

#include "core/words.h"
#include "engine/canvas.h"
#include "lite/game.h"
#include "lite/movement.h"
#include "lite/view.h"
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

bool known(const std::string& level, const std::vector<ai::AiParams>& tuned) {
    for (const std::string& l : ai::agentLevels(tuned))
        if (l == level) return true;
    return false;
}

} // namespace

std::string playableLevel(const std::string& wanted, const std::vector<ai::AiParams>& tuned,
                          const std::string& sideName, std::string& warning) {
    warning.clear();
    if (wanted.empty() || known(wanted, tuned)) return wanted;
    std::string instead = "random";
    if (known("normal", tuned))
        instead = "normal";
    else if (!tuned.empty())
        instead = tuned.front().level;
    warning = "The " + sideName + " computer was to play the level '" + wanted +
              "', which this Guidon does not have; it plays " + instead + " instead.";
    return instead;
}

std::string playableLevels(const std::string wanted[2], const std::vector<ai::AiParams>& tuned,
                           std::string out[2]) {
    std::string warnings;
    for (int si = 0; si < 2; ++si) {
        std::string warning;
        out[si] = playableLevel(
            wanted[si], tuned,
            core::sideTitle(si == 0 ? core::Side::Federal : core::Side::Confederate), warning);
        if (!warning.empty()) warnings += (warnings.empty() ? "" : " ") + warning;
    }
    return warnings;
}

bool knownLevel(const std::string& level, const std::vector<ai::AiParams>& tuned,
                std::string& list) {
    list.clear();
    for (const ai::AiParams& p : tuned)
        list += (list.empty() ? "" : ", ") + p.level;
    if (list.empty()) list = "no level";
    return known(level, tuned);
}

std::string computerTitle(const std::string& level) {
    return level.empty() ? std::string("Computer") : "Computer (" + level + ")";
}

ComputerSeat::ComputerSeat(const std::string levels[2], std::vector<ai::AiParams> tuned,
                           std::uint64_t seed)
    : tuned_(std::move(tuned)), dice_(seed ^ 0x9e3779b97f4a7c15ull) {
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

ComputerSeat::Step ComputerSeat::step(float dt, const lite::GameState& s, core::Side side,
                                      bool courtesy, std::uint64_t serial) {
    Step out;
    if (skipping_ && s.turn != skipTurn_) skipping_ = false; // the turn has passed
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
    if (!agents_[si]) {
        std::string error;
        agents_[si] = ai::makeAgent(levels_[si], tuned_, error);
        if (!agents_[si]) {
            problem_ = std::string("The ") + name + " computer cannot play: " + error + ".";
            return out;
        }
    }
    if (!thinking_.valid()) {
        if (stuckAt_ == serial) return out;
        // The worker gets its own copies: the side's view, and the state for
        // the referee (which only answers "would the rules accept this?").
        ai::Agent* agent = agents_[si].get();
        core::Pcg32* dice = &dice_; // not touched here until the answer is in
        thinking_ = std::async(std::launch::async,
                               [agent, dice, view = lite::viewFor(s, side), state = s]() {
                                   ai::Referee legal = ai::refereeFor(state);
                                   Answer a;
                                   a.command = agent->decide(view, legal, *dice);
                                   a.reason = agent->reason();
                                   return a;
                               });
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
    Answer a;
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
    if (!a.command) {
        stuckAt_ = serial;
        problem_ = std::string("The ") + name + " computer (" + levels_[si] +
                   ") found no legal command to send: " + lite::describePending(s) + ".";
        return out;
    }
    problem_.clear();
    out.ready = true;
    out.command = a.command;
    return out;
}

void ComputerSeat::sent(const lite::GameState& before, const lite::Command& c,
                        const lite::GameState& after) {
    bool moves = c.kind == lite::CommandKind::March || c.kind == lite::CommandKind::Charge ||
                 c.kind == lite::CommandKind::FallBack;
    if (!moves || c.unit < 0 || std::size_t(c.unit) >= before.units.size() ||
        std::size_t(c.unit) >= after.units.size())
        return;
    hold_ = kMoveHold; // the move stays on screen a little longer
    const lite::Unit& from = before.units[std::size_t(c.unit)];
    const lite::Unit& to = after.units[std::size_t(c.unit)];
    Trail t;
    t.unit = c.unit;
    t.side = from.side;
    t.from = from;
    t.path.push_back(toSf(from.front));
    if (c.kind == lite::CommandKind::March) {
        // The front's way, each wheel as its arc about the corner.
        lite::MoveReport r = lite::checkUnitCommand(before, c);
        if (r.legal && !r.poses.empty()) {
            t.path.push_back(toSf(r.poses[0].front));
            for (std::size_t k = 0; k < c.segments.size() && k + 1 < r.poses.size(); ++k) {
                const lite::MoveSegment& seg = c.segments[k];
                if (seg.kind == lite::SegmentKind::Wheel)
                    for (int i = 1; i < 12; ++i)
                        t.path.push_back(
                            toSf(lite::poseAlong(from, r.poses[k], seg, i / 12.0).front));
                t.path.push_back(toSf(r.poses[k + 1].front));
            }
        }
    }
    t.path.push_back(toSf(to.front));
    float moved = 0.f;
    for (std::size_t i = 1; i < t.path.size(); ++i)
        moved += std::hypot(t.path[i].x - t.path[i - 1].x, t.path[i].y - t.path[i - 1].y);
    if (moved < 0.05f && std::fabs(from.facing - to.facing) < 0.5) return; // it stood
    // One trail a unit: its latest move.
    trails_.erase(std::remove_if(trails_.begin(), trails_.end(),
                                 [&](const Trail& x) { return x.unit == c.unit; }),
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
