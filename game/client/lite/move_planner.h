// Moving a unit by hand (issue 8): the plan a player builds with the mouse
// for one unit in a movement phase, segment by segment, before he commits
// it. Pure logic over the rules' own queries (farthestDistance,
// largestWheel, checkUnitCommand), so what the ghost shows is what the
// rules will accept; the window draws it and sends the march.
#pragma once

#include "lite/command.h"
#include "lite/movement.h"
#include "lite/state.h"

#include <optional>
#include <string>
#include <vector>

namespace guidon::client {

enum class MoveMode : std::uint8_t {
    Forward,    // straight ahead
    Oblique,    // up to 45 degrees either way, facing kept
    WheelLeft,  // pivot on the left front corner
    WheelRight, // pivot on the right front corner
    Flank,      // 90 degrees to the side the mouse is on (half allowance)
};
const char* modeTitle(MoveMode m);

class MovePlanner {
  public:
    // Plan for `unit` (a unit of the side moving now). Clears any plan, and
    // the kind of segment goes back to forward: a flank set for one unit is
    // not a stray drag's kind for the next.
    void start(int unit);
    void cancel();
    bool active() const { return unit_ >= 0; }
    int unit() const { return unit_; }

    void setMode(MoveMode m);
    MoveMode mode() const { return mode_; }
    void setAboutFace(bool on) { aboutFace_ = on; }
    bool aboutFace() const { return aboutFace_; }

    // The mouse, at `world` (BW), asks for the next segment: it is worked
    // out from where the planned segments leave the unit, then held to the
    // legal limit. `wanted` is what the mouse asked for, `pending` what the
    // rules allow of it.
    void aim(const lite::GameState& s, core::Vec2 world);
    // Where the button went down (BW): a wheel then follows the outer corner
    // by the drag, not the front centre to the mouse, so a near straight
    // drag is a small wheel. Without a grab a wheel aims at `world` itself.
    void grab(core::Vec2 at) { grab_ = at; }
    // True when `world` is on the unit where the plan leaves it (or where it
    // stands), or within `margin` BW of it: where a drag may start.
    bool onUnit(const lite::GameState& s, core::Vec2 world, double margin) const;
    // Keep the pending segment in the plan (the mouse button let go).
    // False when there is nothing to keep (no distance, no angle).
    bool keepPending();
    void dropPending() {
        pending_.reset();
        wanted_.reset();
        limitReason_.clear();
        limitRule_.clear();
        limitPoint_.reset();
    }
    // Less is no segment: a stray click or a slip of the hand (BW, and the
    // outer corner's travel for a wheel).
    static constexpr double kShortest = 0.1;
    // Backspace: the last kept segment goes (the about-face last of all).
    void removeLast();

    const std::vector<lite::MoveSegment>& segments() const { return segments_; }
    const std::optional<lite::MoveSegment>& pending() const { return pending_; }
    const std::optional<lite::MoveSegment>& wanted() const { return wanted_; }
    // Why the wanted segment is cut short ("" when it is not), and where.
    const std::string& limitReason() const { return limitReason_; }
    const std::string& limitRule() const { return limitRule_; }
    std::optional<core::Vec2> limitPoint() const { return limitPoint_; }

    // The march of the kept segments (and the pending one when `withPending`).
    lite::Command command(const lite::GameState& s, bool withPending = true) const;
    // Where the kept segments leave the unit.
    lite::Pose endPose(const lite::GameState& s) const;
    // The unit's pose after `seg` from `from`, for the ghost of a wanted move.
    static lite::Pose after(const lite::Unit& u, lite::Pose from, const lite::MoveSegment& seg);

  private:
    int unit_ = -1;
    MoveMode mode_ = MoveMode::Forward;
    bool aboutFace_ = false;
    std::vector<lite::MoveSegment> segments_;
    std::optional<lite::MoveSegment> pending_, wanted_;
    std::string limitReason_, limitRule_;
    std::optional<core::Vec2> limitPoint_;
    std::optional<core::Vec2> grab_;
};

} // namespace guidon::client
