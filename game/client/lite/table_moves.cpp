// The table screen's handling of troops by hand (issue 8): planning a move
// with the mouse and keys, its ghost and the rule that stops it, undo, the
// move tried before a phase is invoked, and the charges drawn and adjusted.
// Part of TableScreen (table_screen.h).
#include "table_screen.h"

#include "client/labels.h"
#include "client/unit_painter.h"
#include "engine/canvas.h"
#include "engine/components.h"
#include "engine/pick.h"
#include "lite/game.h"

#include <cmath>
#include <sstream>

namespace guidon::client {

namespace {
// How far from the unit (BW) a press still grabs it to drag a move.
constexpr double kGrabMargin = 0.5;
} // namespace

// [SECTION] Moving troops by hand

void TableScreen::checkPlan() {
    if (!canPlan()) {
        planner_.cancel();
        aiming_ = false;
    }
    planReport_ = lite::MoveReport{};
    if (!planner_.active()) return;
    const lite::GameState& s = planState();
    lite::Command c = planner_.command(s, true);
    if (c.segments.empty() && !c.aboutFace) return;
    planReport_ = lite::checkUnitCommand(s, c);
}

void TableScreen::undoMove() {
    if (!canPlan() || !session_->undoLast()) return;
    planner_.cancel();
    aiming_ = false;
    refusal_.reset();
    sync();
}

bool TableScreen::canPlan() const {
    const lite::GameState& s = liteState();
    bool movement = s.step == lite::Step::Phase && s.phase.phase == lite::Phase::Movement;
    return !s.over && !curtainUp() && !courtesy_ && !computerDecides() &&
           (movement || previewing()) && viewer() == s.active;
}

bool TableScreen::previewing() const {
    return liteState().step == lite::Step::CommandChoice;
}

const lite::GameState& TableScreen::planState() const {
    const lite::GameState& s = liteState();
    if (!previewing()) return s;
    // Before the phase is invoked: plan as in a movement phase of two cards,
    // so the plan goes as far as the rules could allow, and say whether it
    // needs the second card.
    if (previewAt_ != stateSerial_) {
        previewState_ = s;
        previewState_.step = lite::Step::Phase;
        previewState_.phase = lite::PhaseInfo{};
        previewState_.phase.phase = lite::Phase::Movement;
        previewState_.phase.invoking = {-1, -1};
        previewAt_ = stateSerial_;
    }
    return previewState_;
}

bool TableScreen::planEvent(const sf::Event& e, bool mouseFree, bool keysFree) {
    if (!canPlan()) {
        if (planner_.active()) planner_.cancel();
        aiming_ = false;
        return false;
    }
    const lite::GameState& s = liteState();
    switch (e.type) {
    case sf::Event::KeyPressed: {
        if (keysFree && e.key.control && e.key.code == sf::Keyboard::Z) {
            undoMove();
            return true;
        }
        if (!keysFree || e.key.control || e.key.alt || !planner_.active()) return false;
        switch (e.key.code) {
        case sf::Keyboard::W:
            planner_.setMode(MoveMode::Forward);
            return true;
        case sf::Keyboard::O:
            planner_.setMode(MoveMode::Oblique);
            return true;
        case sf::Keyboard::Q:
            planner_.setMode(MoveMode::WheelLeft);
            return true;
        case sf::Keyboard::E:
            planner_.setMode(MoveMode::WheelRight);
            return true;
        case sf::Keyboard::X:
            planner_.setMode(MoveMode::Flank);
            return true;
        case sf::Keyboard::A:
            planner_.setAboutFace(!planner_.aboutFace());
            return true;
        case sf::Keyboard::BackSpace:
            planner_.removeLast();
            return true;
        case sf::Keyboard::Escape:
            planner_.cancel();
            aiming_ = false;
            return true;
        case sf::Keyboard::Enter:
            if (planReport_.legal && !previewing() && !aiming_) {
                lite::Command c = planner_.command(s, false);
                if (!c.segments.empty() || c.aboutFace) {
                    if (submit(c).accepted) planner_.cancel();
                }
            }
            return true;
        default:
            return false;
        }
    }
    case sf::Event::MouseButtonPressed: {
        if (!mouseFree || e.mouseButton.button != sf::Mouse::Left) return false;
        sf::Vector2f w = camera_.toWorld({float(e.mouseButton.x), float(e.mouseButton.y)});
        engine::Entity hit = engine::pickAt(registry_, w);
        int unit = hit != engine::kNoEntity && registry_.has<UnitFigure>(hit)
                       ? registry_.get<UnitFigure>(hit).unit
                       : -1;
        bool mine = unit >= 0 && std::size_t(unit) < s.units.size() &&
                    s.units[std::size_t(unit)].side == s.active;
        bool planned = !planner_.segments().empty() || planner_.aboutFace();
        if (mine && unit != planner_.unit() && !planned) { // pick the unit to move
            engine::setOnlyTag<engine::Selected>(registry_, hit);
            planner_.start(unit);
            return true;
        }
        if (!planner_.active()) return false;
        // A drag starts a move only from the unit, or from its ghost where
        // the plan leaves it (just ahead of its front counts): a press on
        // open ground plans nothing.
        if (!planner_.onUnit(planState(), {w.x, w.y}, kGrabMargin)) {
            if (planned) return true; // the plan stays, the selection too
            planner_.cancel();
            return false; // a click elsewhere selects as outside a move
        }
        aiming_ = true;
        planner_.grab({w.x, w.y});
        planner_.aim(planState(), {w.x, w.y});
        return true;
    }
    case sf::Event::MouseMoved: {
        if (!aiming_) return false;
        sf::Vector2f w = camera_.toWorld({float(e.mouseMove.x), float(e.mouseMove.y)});
        planner_.aim(planState(), {w.x, w.y});
        return false; // the hover goes on too
    }
    case sf::Event::MouseButtonReleased:
        if (!aiming_ || e.mouseButton.button != sf::Mouse::Left) return false;
        aiming_ = false;
        planner_.keepPending();
        return true;
    default:
        return false;
    }
}

void TableScreen::syncCharge() {
    int unit = selectedIndex();
    const DecisionOptions::Charge* mine = nullptr;
    for (const DecisionOptions::Charge& c : decision_.charges)
        if (c.unit == unit) mine = &c;
    if (!mine) {
        chargeUnit_ = -1;
        chargeWheel_.reset();
        return;
    }
    if (chargeUnit_ != unit || !chargeWheel_) {
        chargeUnit_ = unit;
        chargeWheel_ = mine->plan.wheel;
        adjusted_ = mine->plan;
        chargeAt_ = stateSerial_;
    }
    if (chargeAt_ != stateSerial_) { // another unit charged: check this one again
        adjusted_ = lite::planCharge(liteState(), chargeUnit_, *chargeWheel_);
        chargeAt_ = stateSerial_;
    }
}

void TableScreen::drawCharges(sf::RenderTarget& target) const {
    const lite::GameState& s = liteState();
    if (s.over || s.step != lite::Step::Phase || s.phase.phase != lite::Phase::Combat ||
        s.combat.resolving || curtainUp() || courtesy_)
        return;
    engine::Canvas c(camera_);
    for (const DecisionOptions::Charge& ch : decision_.charges) {
        bool chosen = ch.unit == chargeUnit_ && chargeWheel_;
        const lite::ChargePlan& p = chosen ? adjusted_ : ch.plan;
        const lite::Unit& u = s.units[std::size_t(ch.unit)];
        // The front's path: the wheel's arc, then straight on into contact.
        std::vector<sf::Vector2f> path;
        lite::Pose start{u.front, u.facing};
        lite::MoveSegment wheel{lite::SegmentKind::Wheel, p.wheel, 0.0};
        for (int k = 0; k <= 12; ++k)
            path.push_back(toSf(std::fabs(p.wheel) > 1e-9
                                    ? lite::poseAlong(u, start, wheel, k / 12.0).front
                                    : u.front));
        if (p.legal) path.push_back(toSf(p.end.front)); // no end to draw when it fails
        sf::Color colour = !p.legal ? sf::Color(220, 50, 40)
                           : chosen ? sf::Color(255, 120, 60)
                                    : sf::Color(255, 150, 80, 170);
        c.polyline(path, chosen ? 3.f : 2.f, colour);
        if (!p.legal && p.refusal.hasPoint)
            c.discPx(toSf(p.refusal.point), 5.f, sf::Color(220, 50, 40));
        if (p.legal) {
            lite::Unit end = u;
            end.front = p.end.front;
            end.facing = p.end.facing;
            paintGhost(c, figureOf(end, ch.unit), colour);
        }
        if (p.target >= 0 && std::size_t(p.target) < s.units.size()) {
            UnitFigure t = figureOf(s.units[std::size_t(p.target)], p.target);
            for (const BaseShape& b : t.shapes) {
                std::vector<sf::Vector2f> ring(b.corners.begin(), b.corners.end());
                c.polyline(ring, 2.f, sf::Color(230, 60, 40), true);
            }
        }
    }
    c.draw(target);
}

std::string TableScreen::planStatus() const {
    if (!planner_.active()) return "none";
    std::ostringstream o;
    o << planner_.unit() << " segments " << planner_.segments().size();
    if (!planReport_.poses.empty()) {
        const lite::Pose& p = planReport_.poses.back();
        o << " end " << p.front.x << " " << p.front.y << " " << p.facing
          << (planReport_.legal ? " legal" : " illegal");
    }
    if (!planner_.limitRule().empty()) o << " limit " << planner_.limitRule();
    o << " mode " << modeTitle(planner_.mode());
    return o.str();
}

void TableScreen::drawPlan(sf::RenderTarget& target) const {
    if (!planner_.active()) return;
    const lite::GameState& s = planState();
    const lite::Unit& u = s.units[std::size_t(planner_.unit())];
    engine::Canvas c(camera_);
    // What was wanted beyond the limit: red, where the rules stop it.
    if (planner_.wanted() && !planner_.limitReason().empty()) {
        lite::Unit w = u;
        lite::Pose p = MovePlanner::after(u, planner_.endPose(s), *planner_.wanted());
        w.front = p.front;
        w.facing = p.facing;
        paintGhost(c, figureOf(w, planner_.unit()), sf::Color(220, 50, 40));
    }
    // The plan: the path of the front and the unit where it ends.
    if (!planReport_.poses.empty()) {
        // The front's path, each wheel drawn as its arc about the corner.
        std::vector<sf::Vector2f> path = {toSf(u.front)};
        lite::Command cmd = planner_.command(s, true);
        // poses[0]: where the unit starts (about-faced, if it is); then one
        // pose after each segment the rules got through.
        const std::vector<lite::Pose>& poses = planReport_.poses;
        path.push_back(toSf(poses[0].front));
        for (std::size_t k = 0; k < cmd.segments.size() && k + 1 < poses.size(); ++k) {
            const lite::MoveSegment& seg = cmd.segments[k];
            if (seg.kind == lite::SegmentKind::Wheel)
                for (int t = 1; t < 12; ++t)
                    path.push_back(toSf(lite::poseAlong(u, poses[k], seg, t / 12.0).front));
            path.push_back(toSf(poses[k + 1].front));
        }
        c.dashed(path, 2.f, 7.f, 4.f, sf::Color(255, 244, 200, 220));
        lite::Unit end = planReport_.legal ? planReport_.result : u;
        if (!planReport_.legal) {
            end.front = planReport_.poses.back().front;
            end.facing = planReport_.poses.back().facing;
        }
        paintGhost(c, figureOf(end, planner_.unit()),
                   planReport_.legal ? sf::Color(255, 250, 235) : sf::Color(240, 150, 40));
    }
    c.draw(target);
    // The reason, at the point where the move stops being legal.
    if (planner_.limitPoint() && !planner_.limitReason().empty())
        if (const sf::Font* font = assets_->font(engine::kSansFont)) {
            engine::PixelView pixels(target);
            plateText(target, *font, planner_.limitRule() + ": " + planner_.limitReason(),
                      camera_.toScreen(toSf(*planner_.limitPoint())) + sf::Vector2f(10.f, -4.f),
                      {0.f, 1.f}, unsigned(std::lround(12.f * uiScale_)), sf::Color(255, 220, 210),
                      sf::Color(90, 20, 14, 230));
        }
}

} // namespace guidon::client
