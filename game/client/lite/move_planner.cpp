#include "move_planner.h"

#include "lite/game.h"
#include "lite/ranges.h"

#include <algorithm>
#include <cmath>

namespace guidon::client {

namespace {

constexpr double kTiny = 0.01; // BW or degrees: a cut shorter than this is no cut
constexpr double kDeg = 180.0 / lite::kPi;

// Signed angle from `a` to `b`, degrees, positive clockwise on the table
// (y grows downward).
double angleBetween(core::Vec2 a, core::Vec2 b) {
    double cross = a.x * b.y - a.y * b.x;
    return std::atan2(cross, lite::dot(a, b)) * kDeg;
}

// Toward zero on a grid of `step`: what a player asks for in a save reads
// "forward 2.163", not the float noise of a mouse position, and a limit
// stays within the limit.
double towardZero(double v, double step) {
    return std::trunc(v / step) * step;
}

bool isWheel(MoveMode m) {
    return m == MoveMode::WheelLeft || m == MoveMode::WheelRight;
}

} // namespace

const char* modeTitle(MoveMode m) {
    switch (m) {
    case MoveMode::Forward:
        return "Forward";
    case MoveMode::Oblique:
        return "Oblique";
    case MoveMode::WheelLeft:
        return "Wheel left";
    case MoveMode::WheelRight:
        return "Wheel right";
    case MoveMode::Flank:
        return "Flank";
    }
    return "";
}

void MovePlanner::start(int unit) {
    cancel();
    unit_ = unit;
    mode_ = MoveMode::Forward;
}

void MovePlanner::cancel() {
    unit_ = -1;
    aboutFace_ = false;
    segments_.clear();
    dropPending();
    grab_.reset();
}

bool MovePlanner::onUnit(const lite::GameState& s, core::Vec2 world, double margin) const {
    if (unit_ < 0 || std::size_t(unit_) >= s.units.size()) return false;
    const lite::Unit& u = s.units[std::size_t(unit_)];
    auto within = [&](lite::Pose p) {
        core::Vec2 v = world - p.front;
        double along = lite::dot(v, lite::forwardOf(p.facing));
        double across = std::fabs(lite::dot(v, lite::rightOf(p.facing)));
        return along <= margin && along >= -double(u.ranks()) - margin &&
               across <= u.width() / 2.0 + margin;
    };
    return within({u.front, u.facing}) || within(endPose(s));
}

void MovePlanner::setMode(MoveMode m) {
    mode_ = m;
    dropPending();
}

void MovePlanner::removeLast() {
    dropPending();
    if (!segments_.empty())
        segments_.pop_back();
    else
        aboutFace_ = false;
}

lite::Command MovePlanner::command(const lite::GameState& s, bool withPending) const {
    std::vector<lite::MoveSegment> segs = segments_;
    if (withPending && pending_) segs.push_back(*pending_);
    return lite::marchCommand(s, unit_, aboutFace_, segs);
}

lite::Pose MovePlanner::after(const lite::Unit& u, lite::Pose from, const lite::MoveSegment& seg) {
    return lite::poseAlong(u, from, seg, 1.0);
}

lite::Pose MovePlanner::endPose(const lite::GameState& s) const {
    const lite::Unit& u = s.units[std::size_t(unit_)];
    lite::Pose p{u.front, u.facing};
    if (aboutFace_) {
        // About: the rear edge becomes the front, facing reversed (LL-MOVE-4).
        p.front = u.front - lite::forwardOf(u.facing) * double(u.ranks());
        p.facing = u.facing + 180.0;
    }
    for (const lite::MoveSegment& seg : segments_)
        p = after(u, p, seg);
    return p;
}

void MovePlanner::aim(const lite::GameState& s, core::Vec2 world) {
    dropPending();
    if (unit_ < 0 || std::size_t(unit_) >= s.units.size()) return;
    const lite::Unit& u = s.units[std::size_t(unit_)];
    lite::Pose p = endPose(s);
    core::Vec2 fwd = lite::forwardOf(p.facing), right = lite::rightOf(p.facing);
    core::Vec2 v = world - p.front;

    lite::MoveSegment want;
    double limit = 0.0;
    if (isWheel(mode_)) {
        bool toRight = mode_ == MoveMode::WheelRight;
        double half = u.width() / 2.0;
        core::Vec2 pivot = p.front + right * (toRight ? half : -half);
        // The outer corner, moved by the drag, sets the angle (a grab); else
        // the front centre swings to the mouse.
        core::Vec2 arm = p.front - pivot, to = world - pivot;
        if (grab_) {
            arm = p.front + right * (toRight ? -half : half) - pivot;
            to = arm + (world - *grab_);
        }
        double a = angleBetween(arm, to);
        a = towardZero(toRight ? std::clamp(a, 0.0, 180.0) : std::clamp(a, -180.0, 0.0), 0.01);
        want.kind = lite::SegmentKind::Wheel;
        want.angle = a;
        limit = lite::largestWheel(s, unit_, aboutFace_, segments_, toRight);
        // The outer corner's travel, as a straight move's length.
        if (std::fabs(a) / kDeg * u.width() < kShortest) return;
        wanted_ = want;
        lite::MoveSegment ok = want;
        limit = towardZero(limit, 0.01);
        ok.angle = toRight ? std::min(a, limit) : std::max(a, -limit);
        if (std::fabs(ok.angle) / kDeg * u.width() >= kShortest) pending_ = ok;
    } else {
        double angle = 0.0, dist = 0.0;
        if (mode_ == MoveMode::Forward) {
            dist = lite::dot(v, fwd);
        } else if (mode_ == MoveMode::Oblique) {
            angle = std::clamp(angleBetween(fwd, v), -lite::kOblique, lite::kOblique);
            core::Vec2 dir = fwd * std::cos(angle / kDeg) + right * std::sin(angle / kDeg);
            dist = lite::dot(v, dir);
        } else { // flank: to the side the mouse is on
            double side = lite::dot(v, right);
            angle = side >= 0.0 ? 90.0 : -90.0;
            dist = std::fabs(side);
        }
        angle = towardZero(angle, 0.01);
        dist = towardZero(dist, 0.001);
        if (dist < kShortest) return;
        want.kind =
            mode_ == MoveMode::Flank ? lite::SegmentKind::Flank : lite::SegmentKind::Forward;
        want.angle = angle;
        want.distance = dist;
        wanted_ = want;
        limit = towardZero(lite::farthestDistance(s, unit_, aboutFace_, segments_, angle), 0.001);
        lite::MoveSegment ok = want;
        ok.distance = std::min(dist, limit);
        if (ok.distance >= kShortest) pending_ = ok;
    }
    // Cut short: say why, from the rules' refusal of what was wanted.
    bool cut = !pending_ || (isWheel(mode_) ? std::fabs(wanted_->angle) - std::fabs(pending_->angle)
                                            : wanted_->distance - pending_->distance) > kTiny;
    if (cut) {
        std::vector<lite::MoveSegment> segs = segments_;
        segs.push_back(*wanted_);
        lite::MoveReport r =
            lite::checkUnitCommand(s, lite::marchCommand(s, unit_, aboutFace_, segs));
        if (!r.legal) {
            limitRule_ = r.refusal.rule;
            limitReason_ = r.refusal.reason;
            if (r.refusal.hasPoint) limitPoint_ = r.refusal.point;
        }
    }
}

bool MovePlanner::keepPending() {
    if (!pending_) {
        dropPending();
        return false;
    }
    segments_.push_back(*pending_);
    dropPending();
    return true;
}

} // namespace guidon::client
