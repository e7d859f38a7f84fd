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
#include <cstdio>

namespace guidon::client::full_ui {

namespace {

double signedAngle(core::Vec2 from, core::Vec2 to) {
    // Degrees clockwise from `from` to `to` (y grows southward on the table).
    double a = std::atan2(from.x * to.y - from.y * to.x, from.x * to.x + from.y * to.y);
    return a * 180.0 / 3.14159265358979323846;
}

// Whether the command moves anything at all: a drag that asks for nothing
// is never offered or sent.
bool movesAnything(const full::Command& c) {
    switch (c.kind) {
    case full::CommandKind::Advance:
        return c.plan.before > 0.0 || c.plan.after > 0.0 ||
               (c.plan.wheelDir != 0 && c.plan.wheelDeg > 0.0) || c.plan.unlimber;
    case full::CommandKind::Oblique:
    case full::CommandKind::Wheel:
        return c.amount > 0.0;
    default:
        return true;
    }
}

// Sideways drags shorter than this go straight on: a hand is not a ruler.
constexpr double kStraightBand = 0.3;
// An oblique dragged within this of closing on a regiment of its brigade
// beside it closes exactly flank to flank (full::obliqueToFlank).
constexpr double kFlankSnap = 0.3;

double radians(double deg) {
    return deg * 3.14159265358979323846 / 180.0;
}

// The wheel (dir, degrees up to 180) after which `aim` lies straight ahead of
// the unit's new front centre, solved on the rules' own pivot: the point a
// wheel turns about is found from where the rules' wheel of 90 degrees leaves
// the front (full::afterAdvanceWheel), so a corner pivot and a centre pivot
// (prolonge, open order) are both the rules'. None when `aim` lies inside
// the circle the front centre turns on, or only the other way round.
struct WheelAim {
    int dir = 0;
    double degrees = 0.0;
};
std::optional<WheelAim> aimWheel(const full::GameState& s, int unit, core::Vec2 aim, int dir) {
    const full::Unit& u = s.units[std::size_t(unit)];
    const core::Vec2 f0 = u.front;
    const full::Pose quarter = full::afterAdvanceWheel(s, unit, dir, 90.0);
    // F1 - F0 = (R - I)(F0 - P), R the turn of 90 degrees the wheel's way.
    const core::Vec2 m = quarter.front - f0;
    const double q = radians(90.0 * dir);
    const double a = std::cos(q) - 1.0, b = -std::sin(q), c = std::sin(q), e = std::cos(q) - 1.0;
    const double det = a * e - b * c;
    const core::Vec2 r0{(e * m.x - b * m.y) / det, (-c * m.x + a * m.y) / det}; // F0 - P
    const core::Vec2 pivot = f0 - r0;
    const double radius = length(r0);
    const core::Vec2 v = aim - pivot;
    const double reach = length(v);
    if (reach <= radius + 1e-6) return std::nullopt;
    // The turned front centre lies at `radius` from the pivot, at right
    // angles to the new facing: the aim is straight ahead when it sits
    // `radius` along the front edge's line from the pivot.
    std::optional<WheelAim> best;
    const double spread = radius > 1e-9 ? std::acos(radius / reach) * 180.0 / 3.14159265358979323846
                                        : 90.0;
    const double base = radius > 1e-9 ? signedAngle(r0, v) : signedAngle(core::forwardOf(u.facing), v);
    const double offsets[] = {radius > 1e-9 ? -spread : 0.0, radius > 1e-9 ? spread : 0.0};
    for (double off : offsets) {
        double turn = base + off; // clockwise degrees, signed
        while (turn > 180.0) turn -= 360.0;
        while (turn < -180.0) turn += 360.0;
        if (turn * dir <= 0.0) continue; // the other way round: not this wheel
        const double facing = u.facing + turn;
        const core::Vec2 front = pivot + core::Vec2{r0.x * std::cos(radians(turn)) -
                                                        r0.y * std::sin(radians(turn)),
                                                    r0.x * std::sin(radians(turn)) +
                                                        r0.y * std::cos(radians(turn))};
        if (dot(aim - front, core::forwardOf(facing)) < 0.0) continue; // behind it
        if (!best || std::abs(turn) < best->degrees) best = WheelAim{dir, std::abs(turn)};
    }
    return best;
}

} // namespace

int TableScreen::brigadeShown() const {
    const full::GameState& s = state();
    int sel = selectedIndex();
    if (planning_ && planning_->templ.kind == full::CommandKind::Leader)
        return planning_->templ.brigade;
    if (sel < 0) return -1;
    if (sel < int(s.units.size())) return s.units[std::size_t(sel)].brigade;
    int b = sel - int(s.units.size());
    return b < int(s.brigades.size()) ? b : -1;
}

void TableScreen::startPlan(const full::Command& templ) {
    Plan p;
    p.templ = templ;
    p.command = templ;
    planning_ = p;
    refusal_.reset();
}

full::Command TableScreen::scaled(const full::Command& c, double t) const {
    // Tenths of an inch and whole degrees, rounded down: held short, never past.
    auto tenth = [t](double v) { return std::floor(v * t * 10.0 + 1e-9) / 10.0; };
    full::Command k = c;
    switch (c.kind) {
    case full::CommandKind::Advance:
        k.plan.before = tenth(c.plan.before);
        k.plan.after = tenth(c.plan.after);
        // The wheel is kept whole while a straight run is left to shorten.
        if (c.plan.after <= 0.0) k.plan.wheelDeg = std::floor(c.plan.wheelDeg * t + 1e-9);
        if (k.plan.wheelDeg <= 0.0) k.plan.wheelDir = 0;
        break;
    case full::CommandKind::Oblique:
    case full::CommandKind::Detach:
        k.amount = tenth(c.amount);
        break;
    case full::CommandKind::Wheel:
        k.amount = std::floor(c.amount * t + 1e-9);
        break;
    case full::CommandKind::Leader:
        if (t < 1.0) {
            const core::Vec2 from = state().brigades[std::size_t(c.brigade)].leader;
            k.point = from + (c.point - from) * t;
            k.point = {std::round(k.point.x * 10.0) / 10.0, std::round(k.point.y * 10.0) / 10.0};
            k.attach = -1;
        }
        break;
    default:
        break;
    }
    return k;
}

void TableScreen::replan(core::Vec2 to) {
    if (!planning_) return;
    const full::GameState& s = state();
    Plan& p = *planning_;
    p.to = to;
    p.refusal.reset();
    p.held = false;
    p.flankToFlank = false;
    p.ghost.clear();
    p.path.clear();
    p.triggers.clear();
    const core::Game& game = session_->game();
    auto refusalOf = [&](const full::Command& c) -> std::optional<core::Refusal> {
        core::LineResult r = game.checkLine(full::commandText(s, c));
        if (r.accepted) return std::nullopt;
        core::Refusal why = r.refusal;
        if (!r.error.empty()) {
            why.rule = "line";
            why.reason = r.error;
        }
        return why;
    };
    auto tenth = [](double v) { return std::round(v * 10.0) / 10.0; };
    full::Command c = p.templ;
    const int unit = c.unit;
    const full::Unit* u = unit >= 0 ? &s.units[std::size_t(unit)] : nullptr;
    const int under = unitAt(to); // a unit, never a leader's base over it
    core::Vec2 aim = to;          // an advance: where the drag carries the front
    switch (c.kind) {
    case full::CommandKind::Leader:
        c.point = {tenth(to.x), tenth(to.y)};
        // Attached to the unit of his brigade he is dropped on, if any.
        c.attach = under >= 0 && s.units[std::size_t(under)].brigade == c.brigade ? under : -1;
        if (length(c.point - s.brigades[std::size_t(c.brigade)].leader) < 0.05 &&
            c.attach == s.brigades[std::size_t(c.brigade)].attached) {
            p.refusal = core::Refusal();
            p.refusal->rule = "plan";
            p.refusal->reason = "Drag him somewhere: he would stay where he is.";
            p.command = c;
            return;
        }
        p.path = {s.brigades[std::size_t(c.brigade)].leader, to};
        break;
    case full::CommandKind::Assault: {
        // A line's own regiment clicked: the next enemy clicked is its
        // (the player changes his mind about one regiment's target).
        const bool inLine =
            !p.wave && !p.with.empty() &&
            (under == unit || std::any_of(p.with.begin(), p.with.end(),
                                          [&](const full::QueuedAssault& q) { return q.unit == under; }));
        if (under >= 0 && inLine) {
            p.aiming = under;
            p.refusal = core::Refusal();
            p.refusal->rule = "FG-D-31";
            p.refusal->reason = "Now click the enemy " + full::nameOfUnit(s, under) + " assaults.";
            p.command = c;
            return;
        }
        // The enemy clicked; the rules plan the wheel that reaches it.
        if (under < 0 || s.sideOf(under) == s.sideOf(unit)) {
            p.refusal = core::Refusal();
            p.refusal->rule = "FG-MELEE-1";
            p.refusal->reason = "Click the enemy unit to assault.";
            p.command = c;
            return;
        }
        // The first enemy clicked is the first regiment's; then a line's
        // regiment still without one takes the next.
        bool forJoined = false;
        if (p.aiming >= 0 && p.aiming != unit) {
            for (full::QueuedAssault& q : p.with)
                if (q.unit == p.aiming) {
                    q.target = under;
                    forJoined = true;
                }
        } else if (p.targetChosen && p.aiming < 0) {
            for (full::QueuedAssault& q : p.with)
                if (q.target < 0) {
                    q.target = under;
                    forJoined = true;
                    break;
                }
        }
        p.aiming = -1;
        p.targetChosen = true;
        if (!forJoined) {
            p.templ.target = under;
            for (full::QueuedAssault& q : p.with)
                if (p.wave) q.target = under;
        }
        c.target = p.templ.target;
        if (c.target < 0) return;
        c.plan.wheelDir = 0;
        c.plan.wheelDeg = 0.0;
        if (!p.with.empty()) {
            // The group as its line: the door's reader plans each one's wheel.
            std::string line = p.wave ? "assault wave " + full::idOf(s, unit) : "assault line ";
            if (p.wave) {
                for (const full::QueuedAssault& q : p.with)
                    line += " " + full::idOf(s, q.unit);
                line += " at " + full::idOf(s, c.target);
            } else {
                line += full::idOf(s, unit) + " at " + full::idOf(s, c.target);
                for (const full::QueuedAssault& q : p.with) {
                    if (q.target < 0) {
                        p.refusal = core::Refusal();
                        p.refusal->rule = "FG-D-31";
                        p.refusal->reason = "Now click the enemy " + full::nameOfUnit(s, q.unit) +
                                            " assaults.";
                        p.command = c;
                        return;
                    }
                    line += " and " + full::idOf(s, q.unit) + " at " + full::idOf(s, q.target);
                }
            }
            if (c.plan.doubleTime) line += " double";
            std::string error;
            full::Command group;
            if (!full::parseCommand(s, c.side, line, group, error)) {
                p.refusal = core::Refusal();
                p.refusal->rule = "line";
                p.refusal->reason = error;
                p.command = c;
                return;
            }
            c = group;
        } else if (auto plan = full::planAssault(s, unit, c.target, c.plan.doubleTime)) {
            c.plan.wheelDir = plan->wheelDir;
            c.plan.wheelDeg = full::snapped(plan->wheelDeg);
        }
        break;
    }
    case full::CommandKind::Advance: {
        // The front goes where the drag carries the point it was grabbed by:
        // straight on, or (off to a side) a wheel on the rules' pivot aimed so
        // that the point lies straight ahead, then straight on (FG-MOVE-3); a
        // road march, the drag's length.
        aim = u->front + (to - grab_);
        core::Vec2 f = core::forwardOf(u->facing);
        core::Vec2 d = aim - u->front;
        double lateral = dot(d, core::rightOf(u->facing));
        c.plan.wheelDir = 0;
        c.plan.wheelDeg = 0.0;
        c.plan.after = 0.0;
        if (c.plan.road) {
            c.plan.before = tenth(length(d));
        } else if (std::abs(lateral) < kStraightBand) {
            c.plan.before = tenth(std::max(0.0, dot(d, f)));
        } else if (std::optional<WheelAim> w = aimWheel(s, unit, aim, lateral > 0 ? 1 : -1)) {
            c.plan.before = 0.0;
            c.plan.wheelDir = w->dir;
            c.plan.wheelDeg = std::round(w->degrees);
            full::Pose p2 = full::afterAdvanceWheel(s, unit, c.plan.wheelDir, c.plan.wheelDeg);
            c.plan.after = tenth(std::max(0.0, dot(aim - p2.front, core::forwardOf(p2.facing))));
        } else {
            // Too near the wheel's corner for any wheel to put it straight
            // ahead: the wheel that faces the drag, and no further.
            c.plan.before = 0.0;
            c.plan.wheelDir = lateral > 0 ? 1 : -1;
            c.plan.wheelDeg = std::round(std::abs(signedAngle(f, d)));
        }
        break;
    }
    case full::CommandKind::Oblique: {
        // Straight to the side with the facing kept (FG-D-38), as far as the drag goes.
        core::Vec2 way = core::rightOf(u->facing) * double(c.dir);
        c.amount = tenth(std::max(0.0, dot(to - grab_, way)));
        // Near a regiment of its brigade beside it: exactly flank to flank,
        // as a contiguous line needs (FG-D-31), not a tenth short or over.
        if (std::optional<double> flank =
                full::obliqueToFlank(s, unit, c.dir, dot(to - grab_, way), kFlankSnap)) {
            c.amount = *flank;
            p.flankToFlank = true;
        }
        break;
    }
    case full::CommandKind::Wheel: {
        // In place: turned as far as the drag sweeps round the front's
        // centre (from straight ahead when it began on the front itself).
        core::Vec2 from = grab_ - u->front;
        if (length(from) < 0.2) from = core::forwardOf(u->facing);
        double angle = signedAngle(from, to - u->front);
        c.amount = std::round(std::max(0.0, angle * c.dir));
        break;
    }
    case full::CommandKind::Detach:
        c.amount = tenth(std::max(0.0, dot(to - grab_, core::forwardOf(u->facing))));
        break;
    default:
        break;
    }
    // A drag that asks for nothing is no plan (the door would spend the
    // unit's order on it, or refuse it).
    if (!movesAnything(c)) {
        p.refusal = core::Refusal();
        p.refusal->rule = "plan";
        p.refusal->reason = "Drag further: this would move nothing.";
        p.command = c;
        return;
    }
    // Held to what the rules allow: the longest share of the drag they
    // accept, in the player's tenths of an inch and whole degrees.
    std::optional<core::Refusal> whole = refusalOf(c);
    full::Command send = c;
    // The largest share t of `from` the rules accept (scaled()), if any;
    // `stop` gets why the share just beyond it is refused.
    std::optional<core::Refusal> stop;
    auto longest = [&](const full::Command& from) -> std::optional<full::Command> {
        double lo = 0.0, hi = 1.0;
        std::optional<full::Command> best;
        for (int i = 0; i < 12; ++i) {
            double t = (lo + hi) / 2.0;
            full::Command k = scaled(from, t);
            std::optional<core::Refusal> why = movesAnything(k) ? refusalOf(k) : std::nullopt;
            if (movesAnything(k) && !why) {
                lo = t;
                best = k;
            } else {
                hi = t;
                if (why) stop = why;
            }
        }
        return best;
    };
    if (whole && c.kind != full::CommandKind::Assault) {
        std::optional<full::Command> best = longest(c);
        // A wheel too large for the rules: the largest they allow, then
        // straight on toward the drag as far as they allow.
        if (!best && c.kind == full::CommandKind::Advance && c.plan.wheelDir != 0 &&
            c.plan.after > 0.0) {
            full::Command turn = c;
            turn.plan.after = 0.0;
            if (std::optional<full::Command> w = longest(turn)) {
                full::Pose p2 = full::afterAdvanceWheel(s, unit, w->plan.wheelDir, w->plan.wheelDeg);
                full::Command on = *w;
                on.plan.after = tenth(std::max(0.0, dot(aim - p2.front, core::forwardOf(p2.facing))));
                best = on.plan.after > 0.0 && !refusalOf(on) ? on : longest(on);
                if (!best) best = w;
            }
        }
        bool found = best.has_value();
        if (found) send = *best;
        p.held = found;
        if (!found) send = c;
    }
    // Held: what stops it just beyond (the ground, a friend), not what the
    // whole drag asked (a wheel past the rules' most, say).
    p.refusal = p.held && stop ? stop : whole;
    p.command = send;
    if (whole && !p.held) return; // nothing of it can be done: the refusal says why
    // Where it would stand: the rules' own checked move.
    if (send.kind == full::CommandKind::Leader) {
        p.ghost.push_back({send.point, full::kLeaderBase, full::kLeaderBase, 0.0});
        p.path = {s.brigades[std::size_t(send.brigade)].leader, send.point};
    } else {
        full::MoveCheck mc;
        switch (send.kind) {
        case full::CommandKind::Advance:
            mc = send.plan.road ? full::checkRoadMarch(s, unit, send.plan.before,
                                                       send.plan.doubleTime)
                                : full::checkAdvance(s, unit, send.plan);
            break;
        case full::CommandKind::Oblique:
            mc = full::checkOblique(s, unit, send.dir, send.amount);
            break;
        case full::CommandKind::Wheel:
            mc = full::checkWheel(s, unit, send.dir, send.amount);
            break;
        case full::CommandKind::Assault: {
            // A line's or a wave's first regiment: its own wheel, in its part.
            full::AssaultPlan ap{send.target, send.plan.wheelDir, send.plan.wheelDeg,
                                 send.plan.doubleTime};
            if (!send.parts.empty()) {
                ap.wheelDir = send.parts.front().wheelDir;
                ap.wheelDeg = send.parts.front().wheelDeg;
            }
            full::AssaultCheck ac = full::checkAssault(s, unit, ap);
            mc.refusal = ac.refusal;
            mc.move = ac.move;
            break;
        }
        default:
            break;
        }
        if (mc.ok() && send.kind != full::CommandKind::Detach) {
            p.ghost = full::standBoxes(mc.move.formation, u->onTable(), mc.move.front,
                                       mc.move.facing);
            p.path = {u->front, mc.move.front};
        }
    }
    // Where the other side could react, before the order is sent.
    p.triggers = full::triggersAlong(s, send);
}

void TableScreen::joinAssault(core::Vec2 at) {
    const full::GameState& s = state();
    Plan& p = *planning_;
    const int friendUnit = unitAt(at);
    const int first = p.templ.unit;
    auto refuse = [&](const char* rule, std::string why) {
        p.refusal = core::Refusal();
        p.refusal->rule = rule;
        p.refusal->reason = std::move(why);
    };
    if (friendUnit < 0 || friendUnit == first || s.sideOf(friendUnit) != s.sideOf(first)) {
        refuse("FG-D-31", "Ctrl+click a regiment of yours to add it to the assault.");
        return;
    }
    for (const full::QueuedAssault& q : p.with)
        if (q.unit == friendUnit) return; // in it already
    std::vector<int> units{first};
    for (const full::QueuedAssault& q : p.with)
        units.push_back(q.unit);
    units.push_back(friendUnit);
    // The rules say which it is: flank to flank, or one behind the other.
    std::optional<core::Refusal> line = full::checkContiguousLine(s, units);
    std::optional<core::Refusal> wave = full::checkWave(s, units);
    if (!line && (p.with.empty() || !p.wave)) {
        p.wave = false;
        p.with.push_back({friendUnit, -1, 0, 0.0, p.templ.plan.doubleTime});
        // The next enemy clicked is its, as the column says (the first
        // regiment keeps the one it has, or is clicked for another).
        p.aiming = friendUnit;
        refuse("FG-D-31", "Now click the enemy " + full::nameOfUnit(s, friendUnit) + " assaults.");
    } else if (!wave && (p.with.empty() || p.wave)) {
        p.wave = true;
        p.with.push_back({friendUnit, p.templ.target, 0, 0.0, p.templ.plan.doubleTime});
        if (p.templ.target >= 0 && p.to) replan(*p.to);
    } else if (p.with.empty() && !full::checkWave(s, {friendUnit, first})) {
        // A wave the other way round: it is given from its front regiment.
        refuse("FG-D-43", full::nameOfUnit(s, friendUnit) +
                              " stands ahead of it: a wave is given from its front regiment. "
                              "Esc, then pick that one first.");
    } else {
        const core::Refusal& why = line ? *line : *wave;
        refuse(why.rule.c_str(), why.reason);
    }
}

int TableScreen::unitAt(core::Vec2 p) const {
    // The units' own stands (a leader's base attached on top is passed over).
    const std::vector<core::TableUnit>& units = tableUnits();
    const std::size_t n = state().units.size();
    for (std::size_t i = 0; i < n && i < units.size(); ++i)
        for (const core::Stand& st : units[i].stands) {
            core::Vec2 d = p - st.box.centre;
            if (std::abs(dot(d, core::rightOf(st.box.facing))) <= st.box.halfWidth &&
                std::abs(dot(d, core::forwardOf(st.box.facing))) <= st.box.halfDepth)
                return int(i);
        }
    return -1;
}

bool TableScreen::planEvent(const sf::Event& e, bool mouseFree, bool keysFree) {
    if (!planning_) return false;
    auto world = [&](int x, int y) {
        sf::Vector2f w = camera_.toWorld({float(x), float(y)});
        return core::Vec2{w.x, w.y};
    };
    const bool click = planning_->templ.kind == full::CommandKind::Assault;
    switch (e.type) {
    case sf::Event::MouseButtonPressed:
        if (!mouseFree || e.mouseButton.button != sf::Mouse::Left) return false;
        // (Ctrl: Shift+drag is the ruler's.)
        if (click && (sf::Keyboard::isKeyPressed(sf::Keyboard::LControl) ||
                      sf::Keyboard::isKeyPressed(sf::Keyboard::RControl))) {
            joinAssault(world(e.mouseButton.x, e.mouseButton.y));
            return true;
        }
        dragging_ = !click;
        grab_ = world(e.mouseButton.x, e.mouseButton.y);
        replan(grab_);
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
        // Enter sends what the rules allow of the plan (held short, if it is).
        if (!keysFree || e.key.control || e.key.alt) return false; // a dialog's Enter
        if (e.key.code == sf::Keyboard::Enter && planning_->to &&
            (!planning_->refusal || planning_->held)) {
            full::Command c = planning_->command;
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
        int unit = p.command.unit;
        core::StandLook look = p.command.kind == full::CommandKind::Leader
                                   ? core::StandLook::Leader
                               : unit >= 0 && !tableUnits()[std::size_t(unit)].stands.empty()
                                   ? tableUnits()[std::size_t(unit)].stands.front().look
                                   : core::StandLook::Foot;
        for (const core::geom::Box& b : p.ghost)
            t.stands.push_back({b, look, 0, 0});
        // What Enter would send (held short, if need be) in white; a plan the
        // rules refuse whole in orange.
        paintGhost(c, figureOf(t, -1),
                   !p.refusal || p.held ? sf::Color(255, 250, 235) : sf::Color(240, 150, 40));
    }
    // Each point where the other side could react: a numbered ring on the
    // front (the column lists what each offers).
    for (const full::TriggerMark& m : p.triggers)
        c.disc(toSf(m.pose.front), 0.3f, sf::Color(230, 60, 40, 210));
    c.draw(target);
    const sf::Font* font = assets_->font(engine::kSansFont);
    if (!font) return;
    engine::PixelView pixels(target);
    unsigned size = unsigned(std::lround(12.f * uiScale_));
    float lastY = -1e9f;
    for (std::size_t k = 0; k < p.triggers.size(); ++k) {
        sf::Vector2f at = camera_.toScreen(toSf(p.triggers[k].pose.front)) + sf::Vector2f(8.f, 2.f);
        float line = 16.f * uiScale_;
        if (at.y < lastY + line && at.y > lastY - line) at.y = lastY + line;
        lastY = at.y;
        plateText(target, *font, std::to_string(k + 1), at, {0.f, 0.f}, size,
                  sf::Color(255, 235, 225), sf::Color(120, 30, 20, 220));
    }
}

void TableScreen::drawCommandRadius(sf::RenderTarget& target) const {
    int b = brigadeShown();
    const full::GameState& s = state();
    if (b < 0) return;
    // The rings change only with the state (the brigadier's place, the ground).
    if (b != ringsBrigade_ || syncedAt_ != ringsAt_) {
        rings_ = full::commandRings(s, b);
        ringsBrigade_ = b;
        ringsAt_ = syncedAt_;
    }
    if (rings_.leaderless) return;
    engine::Canvas c(camera_);
    const sf::Color colours[] = {sf::Color(120, 230, 120, 210), sf::Color(240, 220, 90, 200),
                                 sf::Color(240, 140, 60, 180)};
    for (std::size_t k = 0; k < rings_.rings.size() && k < 3; ++k) {
        std::vector<sf::Vector2f> ring;
        for (core::Vec2 v : rings_.rings[k].outline)
            ring.push_back(toSf(v));
        if (ring.empty()) continue;
        ring.push_back(ring.front());
        c.dashed(ring, 1.6f, 8.f, 5.f, colours[k]);
    }
    c.draw(target);
    // Each tier's reach in inches where its outline crosses due east of him.
    if (const sf::Font* font = assets_->font(engine::kSansFont)) {
        engine::PixelView pixels(target);
        for (std::size_t k = 0; k < rings_.rings.size() && k < 3; ++k) {
            const full::CommandRing& r = rings_.rings[k];
            if (r.outline.empty()) continue;
            core::Vec2 at = r.outline[r.outline.size() / 4]; // the ray due east
            char text[32];
            std::snprintf(text, sizeof text, "%g\"", r.reach);
            plateText(target, *font, text, camera_.toScreen(toSf(at)), {0.5f, 0.5f},
                      unsigned(std::lround(11.f * uiScale_)), colours[k], sf::Color(20, 20, 16, 200));
        }
    }
}

} // namespace guidon::client::full_ui
