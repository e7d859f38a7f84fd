// Planning on the full game's table: an advance dragged from the unit (a
// wheel on the front corner toward the point, then straight on), held to
// what the rules allow (the longest part of the drag the door accepts); an
// assault at the enemy clicked, the rules planning its wheel; the
// brigadier's move dragged. The ghost shows where it would stand and the
// refusal says why not. The selected brigade's command radius is drawn as
// its tiers. Part of full_ui::TableScreen (table_screen.h).
#include "table_screen.h"

#include "client/labels.h"
#include "client/unit_painter.h"
#include "engine/canvas.h"
#include "engine/pick.h"
#include "full/assault.h"
#include "full/command_radius.h"
#include "full/formation.h"
#include "full/movement.h"
#include "full/orders.h"

#include <cmath>

namespace guidon::client::full_ui {

namespace {

double signedAngle(core::Vec2 from, core::Vec2 to) {
    // Degrees clockwise from `from` to `to` (y grows southward on the table).
    double a = std::atan2(from.x * to.y - from.y * to.x, from.x * to.x + from.y * to.y);
    return a * 180.0 / 3.14159265358979323846;
}

} // namespace

int TableScreen::brigadeShown() const {
    const full::GameState& s = state();
    int sel = selectedIndex();
    if (planning_ && planning_->kind == PlanKind::Leader) return planning_->brigade;
    if (sel < 0) return -1;
    if (sel < int(s.units.size())) return s.units[std::size_t(sel)].brigade;
    int b = sel - int(s.units.size());
    return b < int(s.brigades.size()) ? b : -1;
}

void TableScreen::startPlan(PlanKind kind, int who) {
    Plan p;
    p.kind = kind;
    if (kind == PlanKind::Leader)
        p.brigade = who;
    else
        p.unit = who;
    planning_ = p;
    refusal_.reset();
}

void TableScreen::replan(core::Vec2 to) {
    if (!planning_) return;
    const full::GameState& s = state();
    Plan& p = *planning_;
    p.to = to;
    p.refusal.reset();
    p.ghost.clear();
    p.path.clear();
    const core::Game& game = session_->game();
    auto accepted = [&](const full::Command& c) {
        core::LineResult r = game.checkLine(full::commandText(s, c));
        if (!r.accepted) {
            p.refusal = r.refusal;
            if (!r.error.empty()) {
                p.refusal->rule = "line";
                p.refusal->reason = r.error;
            }
        }
        return r.accepted;
    };
    if (p.kind == PlanKind::Leader) {
        full::Command c = commandOf(full::CommandKind::Leader);
        c.brigade = p.brigade;
        c.point = {full::snapped(to.x), full::snapped(to.y)};
        // Attached to the unit under the point, if any of his brigade.
        c.attach = -1;
        engine::Entity hit = engine::pickAt(registry_, toSf(to));
        if (hit != engine::kNoEntity && registry_.has<UnitFigure>(hit)) {
            int u = registry_.get<UnitFigure>(hit).unit;
            if (u >= 0 && u < int(s.units.size()) && s.units[std::size_t(u)].brigade == p.brigade)
                c.attach = u;
        }
        p.command = c;
        p.path = {s.brigades[std::size_t(p.brigade)].leader, to};
        if (accepted(c)) p.ghost.push_back({c.point, full::kLeaderBase, full::kLeaderBase, 0.0});
        return;
    }
    const full::Unit& u = s.units[std::size_t(p.unit)];
    if (p.kind == PlanKind::Assault) {
        // The enemy under the point; the rules plan the wheel that reaches it.
        engine::Entity hit = engine::pickAt(registry_, toSf(to));
        int target = hit != engine::kNoEntity && registry_.has<UnitFigure>(hit)
                         ? registry_.get<UnitFigure>(hit).unit
                         : -1;
        full::Command c = commandOf(full::CommandKind::Assault);
        c.unit = p.unit;
        c.plan.doubleTime = p.doubleTime;
        if (target < 0 || target >= int(s.units.size()) || s.sideOf(target) == s.sideOf(p.unit)) {
            p.refusal = core::Refusal();
            p.refusal->rule = "FG-MELEE-1";
            p.refusal->reason = "Click the enemy unit to assault.";
            return;
        }
        c.target = target;
        if (auto plan = full::planAssault(s, p.unit, target, p.doubleTime)) {
            c.plan.wheelDir = plan->wheelDir;
            c.plan.wheelDeg = full::snapped(plan->wheelDeg);
        }
        p.command = c;
        if (accepted(c)) {
            full::AssaultPlan ap{target, c.plan.wheelDir, c.plan.wheelDeg, c.plan.doubleTime};
            full::AssaultCheck ac = full::checkAssault(s, p.unit, ap);
            p.ghost = full::standBoxes(u.formation, u.onTable(), ac.move.front, ac.move.facing);
            p.path = {u.front, ac.move.front};
        }
        return;
    }
    // An advance toward the point: a wheel on the front corner on its side
    // when the point is off the unit's front, then straight on.
    core::Vec2 f = core::forwardOf(u.facing);
    core::Vec2 d = to - u.front;
    double angle = signedAngle(f, d);
    full::Command c = commandOf(full::CommandKind::Advance);
    c.unit = p.unit;
    c.plan.doubleTime = p.doubleTime;
    double width = full::frontageOf(u.formation, u.onTable());
    core::Vec2 end = u.front;
    double endFacing = u.facing;
    if (std::abs(angle) < 3.0 || std::abs(angle) > 100.0) {
        c.plan.before = std::max(0.0, d.x * f.x + d.y * f.y);
        end = u.front + f * c.plan.before;
    } else {
        c.plan.wheelDir = angle > 0 ? 1 : -1;
        c.plan.wheelDeg = std::abs(angle);
        core::Vec2 pivot = u.front + core::rightOf(u.facing) * (width / 2.0 * c.plan.wheelDir);
        double rad = angle * 3.14159265358979323846 / 180.0;
        core::Vec2 r = u.front - pivot;
        core::Vec2 wheeled{pivot.x + r.x * std::cos(rad) - r.y * std::sin(rad),
                           pivot.y + r.x * std::sin(rad) + r.y * std::cos(rad)};
        endFacing = u.facing + angle;
        core::Vec2 f2 = core::forwardOf(endFacing);
        core::Vec2 rest = to - wheeled;
        c.plan.after = std::max(0.0, rest.x * f2.x + rest.y * f2.y);
        end = wheeled + f2 * c.plan.after;
    }
    c.plan.before = full::snapped(c.plan.before);
    c.plan.wheelDeg = full::snapped(c.plan.wheelDeg);
    c.plan.after = full::snapped(c.plan.after);
    // Held to what the rules allow: the longest share of the drag they
    // accept (the straight parts shortened first, then the wheel).
    full::Command tried = c;
    if (!accepted(tried)) {
        std::optional<core::Refusal> why = p.refusal;
        double lo = 0.0, hi = 1.0;
        full::Command best;
        bool found = false;
        for (int i = 0; i < 14; ++i) {
            double t = (lo + hi) / 2.0;
            full::Command k = c;
            k.plan.before = full::snapped(c.plan.before * t);
            k.plan.after = full::snapped(c.plan.after * t);
            k.plan.wheelDeg = full::snapped(c.plan.after > 0.0 ? c.plan.wheelDeg
                                                               : c.plan.wheelDeg * t);
            if (k.plan.before <= 0.0 && k.plan.after <= 0.0 && k.plan.wheelDeg <= 0.0) {
                lo = t;
                continue;
            }
            p.refusal.reset();
            if (accepted(k)) {
                lo = t;
                best = k;
                found = true;
            } else {
                hi = t;
            }
        }
        p.refusal = why; // what the whole drag meets: said beside the plan
        if (!found) {
            p.command = c;
            p.ghost = full::standBoxes(u.formation, u.onTable(), end, endFacing);
            return;
        }
        tried = best;
    }
    p.command = tried;
    full::MoveCheck mc = full::checkAdvance(s, p.unit, tried.plan);
    if (mc.ok()) {
        p.ghost = full::standBoxes(mc.move.formation, u.onTable(), mc.move.front, mc.move.facing);
        p.path = {u.front, mc.move.front};
    }
}

bool TableScreen::planEvent(const sf::Event& e, bool mouseFree) {
    if (!planning_) return false;
    auto world = [&](int x, int y) {
        sf::Vector2f w = camera_.toWorld({float(x), float(y)});
        return core::Vec2{w.x, w.y};
    };
    switch (e.type) {
    case sf::Event::MouseButtonPressed:
        if (!mouseFree || e.mouseButton.button != sf::Mouse::Left) return false;
        if (planning_->kind == PlanKind::Assault) {
            replan(world(e.mouseButton.x, e.mouseButton.y));
            return true;
        }
        dragging_ = true;
        replan(world(e.mouseButton.x, e.mouseButton.y));
        return true;
    case sf::Event::MouseMoved:
        if (!dragging_) return false;
        replan(world(e.mouseMove.x, e.mouseMove.y));
        return true;
    case sf::Event::MouseButtonReleased:
        if (!dragging_ || e.mouseButton.button != sf::Mouse::Left) return false;
        dragging_ = false;
        replan(world(e.mouseButton.x, e.mouseButton.y));
        return true;
    case sf::Event::KeyPressed:
        if (e.key.code == sf::Keyboard::Enter && planning_->to && planning_->ghost.size() > 0) {
            full::Command c = planning_->command;
            // The longest part the rules allow: sent as held.
            send(c);
            return true;
        }
        return false;
    default:
        return false;
    }
}

void TableScreen::drawPlan(sf::RenderTarget& target) const {
    if (!planning_ || !planning_->to) return;
    const Plan& p = *planning_;
    const full::GameState& s = state();
    engine::Canvas c(camera_);
    std::vector<sf::Vector2f> path;
    for (core::Vec2 v : p.path)
        path.push_back(toSf(v));
    if (path.size() >= 2) c.dashed(path, 2.f, 7.f, 4.f, sf::Color(255, 244, 200, 220));
    if (!p.ghost.empty()) {
        core::TableUnit t;
        t.side = full::decider(s);
        core::StandLook look = p.kind == PlanKind::Leader ? core::StandLook::Leader
                               : tableUnits()[std::size_t(p.unit)].stands.empty()
                                   ? core::StandLook::Foot
                                   : tableUnits()[std::size_t(p.unit)].stands.front().look;
        for (const core::geom::Box& b : p.ghost)
            t.stands.push_back({b, look, 0, 0});
        bool whole = !p.refusal;
        paintGhost(c, figureOf(t, -1), whole ? sf::Color(255, 250, 235) : sf::Color(240, 150, 40));
    }
    c.draw(target);
    if (p.refusal)
        if (const sf::Font* font = assets_->font(engine::kSansFont)) {
            engine::PixelView pixels(target);
            plateText(target, *font, p.refusal->rule + ": " + p.refusal->reason,
                      camera_.toScreen(toSf(*p.to)) + sf::Vector2f(12.f, -6.f), {0.f, 1.f},
                      unsigned(std::lround(12.f * uiScale_)), sf::Color(255, 220, 210),
                      sf::Color(90, 20, 14, 230));
        }
}

void TableScreen::drawCommandRadius(sf::RenderTarget& target) const {
    int b = brigadeShown();
    const full::GameState& s = state();
    if (b < 0 || s.brigades[std::size_t(b)].leaderGone) return;
    core::Vec2 at = s.brigades[std::size_t(b)].leader;
    engine::Canvas c(camera_);
    const double tiers[] = {s.tables().bugle, s.tables().courier, s.tables().distant};
    const sf::Color colours[] = {sf::Color(120, 230, 120, 200), sf::Color(240, 220, 90, 190),
                                 sf::Color(240, 140, 60, 170)};
    for (int k = 0; k < 3; ++k) {
        std::vector<sf::Vector2f> ring;
        // From the edge of his 1" base (FG-CMD-1).
        double r = tiers[k] + full::kLeaderRadius;
        for (int a = 0; a <= 96; ++a) {
            double rad = a * 2.0 * 3.14159265358979323846 / 96.0;
            ring.push_back(toSf(at + core::Vec2{std::cos(rad), std::sin(rad)} * r));
        }
        c.dashed(ring, 1.6f, 8.f, 5.f, colours[k]);
    }
    c.draw(target);
}

} // namespace guidon::client::full_ui
