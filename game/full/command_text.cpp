#include "command.h"

#include "assault.h"

#include "core/printable.h"
#include "core/words.h"

#include <cmath>
#include <cstdlib>
#include <sstream>
#include <vector>

namespace guidon::full {

std::string_view nameOf(CommandKind k) {
    constexpr std::string_view words[] = {"division", "hold",   "advance", "oblique", "wheel",
                                          "form",     "limber", "unlimber", "detach", "recall",
                                          "dress",    "rally",  "reserve", "brigadier", "end",
                                          "fire",     "focus",  "losses",  "assault",   "react",
                                          "pass",     "consolidate"};
    return words[static_cast<int>(k)];
}

std::string withoutCommandLines(std::string text) {
    for (std::size_t open = text.find('('); open != std::string::npos;
         open = text.find('(', open)) {
        const std::size_t close = text.find(')', open);
        if (close == std::string::npos) break;
        const std::size_t end = text.find_first_of(" )", open + 1);
        const std::string_view first(text.data() + open + 1, end - open - 1);
        bool command = false;
        for (int k = 0; k <= static_cast<int>(CommandKind::Consolidate); ++k)
            command = command || first == nameOf(static_cast<CommandKind>(k));
        if (!command) {
            ++open;
            continue;
        }
        const std::size_t from = open > 0 && text[open - 1] == ' ' ? open - 1 : open;
        text.erase(from, close + 1 - from);
        open = from;
    }
    return text;
}

double snapped(double v) {
    return std::round(v * 1000.0) / 1000.0;
}

namespace {

std::vector<std::string> words(const std::string& line) {
    std::istringstream in(line.substr(0, line.find('#')));
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

bool number(const std::string& w, double& out) {
    if (w.empty() || w.size() > 24) return false;
    char* end = nullptr;
    double v = std::strtod(w.c_str(), &end);
    if (end != w.c_str() + w.size() || !std::isfinite(v) || std::fabs(v) > 1e6) return false;
    out = snapped(v);
    return true;
}

std::string num(double v) {
    return core::shortNumber(v, 3);
}

struct Reader {
    const GameState& s;
    const std::vector<std::string>& w;
    std::string& error;
    std::size_t at = 1;

    bool more() const { return at < w.size(); }
    bool fail(const std::string& e) {
        error = e;
        return false;
    }
    bool unit(int& out) {
        if (!more()) return fail("'" + w[0] + "' needs a unit's id");
        out = unitById(s, w[at]);
        if (out < 0) return fail("no unit '" + core::printable(w[at]) + "' on the table");
        ++at;
        return true;
    }
    bool brigade(int& out) {
        if (!more()) return fail("'" + w[0] + "' needs a brigade's id");
        out = brigadeById(s, w[at]);
        if (out < 0) return fail("no brigade '" + core::printable(w[at]) + "'");
        ++at;
        return true;
    }
    bool value(double& out, const char* what) {
        if (!more() || !number(w[at], out))
            return fail(std::string("'") + w[0] + "' needs " + what +
                        (more() ? ", not '" + core::printable(w[at]) + "'" : ""));
        ++at;
        return true;
    }
    bool direction(int& out) {
        if (more() && w[at] == "left") out = -1;
        else if (more() && w[at] == "right") out = 1;
        else return fail("'" + w[0] + "' needs left or right");
        ++at;
        return true;
    }
    // UNIT or UNIT:N, a battery's Nth section from the left.
    bool shooter(Shooter& out) {
        if (!more()) return fail("'" + w[0] + "' needs a unit's id");
        const std::string& t = w[at];
        const std::size_t colon = t.rfind(':');
        std::string id = t;
        if (colon != std::string::npos) {
            id = t.substr(0, colon);
            const std::string n = t.substr(colon + 1);
            if (n.empty() || n.size() > 1 || n[0] < '1' || n[0] > '9')
                return fail("'" + core::printable(t) + "': a section is numbered from 1 (" +
                            core::printable(id) + ":1)");
            out.section = n[0] - '1';
        }
        out.unit = unitById(s, id);
        if (out.unit < 0) return fail("no unit '" + core::printable(id) + "' on the table");
        ++at;
        return true;
    }
    bool target(int& out) {
        if (!more() || w[at] != "at") return fail("'" + w[0] + "' needs 'at' and the target");
        ++at;
        return unit(out);
    }
    bool done() {
        if (more()) return fail("unexpected '" + core::printable(w[at]) + "' after the command");
        return true;
    }
};

bool parseAdvance(Reader& r, Command& c) {
    // advance UNIT [D] [wheel left|right A] [D] [double] [unlimber]
    // advance UNIT road D [double] (FG-D-27)
    bool wheel = false;
    const std::size_t first = r.at;
    while (r.more()) {
        const std::string& t = r.w[r.at];
        double d = 0;
        if (t == "road") {
            // Straight after the unit: `advance a 0 road 5` would not read back as itself.
            if (r.at != first || c.plan.road || c.plan.before != 0.0 || wheel || c.plan.doubleTime ||
                c.plan.unlimber)
                return r.fail("'road' comes first: advance UNIT road D [double]");
            c.plan.road = true;
            ++r.at;
        } else if (t == "wheel") {
            if (c.plan.road)
                return r.fail("a road march follows the road's bends: no wheel (FG-D-27)");
            if (wheel) return r.fail("an advance wheels once at most (FG-MOVE-3)");
            wheel = true;
            ++r.at;
            if (!r.direction(c.plan.wheelDir)) return false;
            if (!r.value(c.plan.wheelDeg, "the wheel's angle in degrees")) return false;
            if (c.plan.wheelDeg < 0) return r.fail("a wheel's angle cannot be negative");
        } else if (t == "double") {
            c.plan.doubleTime = true;
            ++r.at;
        } else if (t == "unlimber") {
            if (c.plan.road) return r.fail("a road march does not unlimber (FG-D-27)");
            c.plan.unlimber = true;
            ++r.at;
        } else if (number(t, d)) {
            if (d < 0) return r.fail("an advance goes forward: a distance cannot be negative");
            double& slot = wheel ? c.plan.after : c.plan.before;
            if (slot != 0.0) return r.fail("two distances in a row: give one, before or after the wheel");
            slot = d;
            ++r.at;
        } else {
            return r.fail("'" + core::printable(t) +
                          "' is no part of an advance (a distance, wheel left|right A, double, "
                          "unlimber, road)");
        }
    }
    if (c.plan.road && c.plan.before <= 0.0)
        return r.fail("a road march needs a distance: advance UNIT road D");
    return true;
}

} // namespace

bool parseCommand(const GameState& s, Side side, const std::string& line, Command& c,
                  std::string& error) {
    std::vector<std::string> w = words(line);
    c = Command{};
    c.side = side;
    if (w.empty()) {
        error = "an empty line is no command";
        return false;
    }
    Reader r{s, w, error};
    const std::string& k = w[0];
    if (k == "end") {
        c.kind = CommandKind::EndOrders;
        return r.done();
    }
    if (k == "fire") {
        c.kind = CommandKind::Fire;
        Shooter sh;
        if (!r.shooter(sh)) return false;
        c.unit = sh.unit;
        c.section = sh.section;
        return r.target(c.target) && r.done();
    }
    if (k == "focus") {
        c.kind = CommandKind::Focus;
        while (r.more() && w[r.at] != "at") {
            Shooter sh;
            if (!r.shooter(sh)) return false;
            if (c.sections.size() >= 3) return r.fail("Battery Focus combines 3 sections at most");
            c.sections.push_back(sh);
        }
        if (c.sections.empty()) return r.fail("'focus' needs the sections (BATTERY:N ...)");
        c.unit = c.sections.front().unit;
        return r.target(c.target) && r.done();
    }
    if (k == "consolidate") {
        // consolidate UNIT D: ahead D (back when negative), 0 to stay (FG-D-20)
        c.kind = CommandKind::Consolidate;
        if (!r.unit(c.unit)) return false;
        if (!r.value(c.amount, "how far it consolidates: inches ahead, negative back, 0 to stay"))
            return false;
        return r.done();
    }
    if (k == "pass") {
        c.kind = CommandKind::Pass;
        return r.done();
    }
    if (k == "assault" && w.size() > 1 && (w[1] == "line" || w[1] == "wave")) {
        // assault line U1 at T1 [wheel left|right A] and U2 at T2 ... [double] (FG-D-31)
        // assault wave U1 U2 [U3 ...] at T [double] (FG-D-43)
        c.kind = CommandKind::Assault;
        c.wave = w[1] == "wave";
        r.at = 2;
        auto planned = [&](QueuedAssault& q, bool wheel) {
            if (!wheel)
                if (auto p = planAssault(s, q.unit, q.target, c.plan.doubleTime)) {
                    q.wheelDir = p->wheelDir;
                    q.wheelDeg = snapped(p->wheelDeg);
                }
        };
        if (c.wave) {
            while (r.more() && w[r.at] != "at") {
                QueuedAssault q;
                if (!r.unit(q.unit)) return false;
                c.parts.push_back(q);
            }
            int target = -1;
            if (!r.target(target)) return false;
            if (r.more() && w[r.at] == "double") {
                c.plan.doubleTime = true;
                ++r.at;
            }
            for (QueuedAssault& q : c.parts) {
                q.target = target;
                q.doubleTime = c.plan.doubleTime;
            }
            if (c.parts.size() < 2) return r.fail("a wave is 2 or more regiments, front first");
            // Each one's wheel is planned when its turn comes.
            for (QueuedAssault& q : c.parts)
                planned(q, false);
        } else {
            std::vector<bool> wheels;
            for (;;) {
                QueuedAssault q;
                if (!r.unit(q.unit) || !r.target(q.target)) return false;
                bool wheel = false;
                if (r.more() && w[r.at] == "wheel") {
                    ++r.at;
                    wheel = true;
                    if (!r.direction(q.wheelDir) || !r.value(q.wheelDeg, "the wheel's angle in degrees"))
                        return false;
                    if (q.wheelDeg < 0) return r.fail("a wheel's angle cannot be negative");
                }
                c.parts.push_back(q);
                wheels.push_back(wheel);
                if (r.more() && w[r.at] == "and") {
                    ++r.at;
                    continue;
                }
                break;
            }
            if (r.more() && w[r.at] == "double") {
                c.plan.doubleTime = true;
                ++r.at;
            }
            for (std::size_t i = 0; i < c.parts.size(); ++i) {
                c.parts[i].doubleTime = c.plan.doubleTime;
                planned(c.parts[i], wheels[i]);
            }
            if (c.parts.size() < 2)
                return r.fail("a contiguous line is 2 or more regiments: assault line U1 at T1 and "
                              "U2 at T2");
        }
        c.unit = c.parts.front().unit;
        c.target = c.parts.front().target;
        return r.done();
    }
    if (k == "assault") {
        // assault UNIT at TARGET [wheel left|right A] [double] (FG-MELEE-1, FG-D-15)
        c.kind = CommandKind::Assault;
        if (!r.unit(c.unit) || !r.target(c.target)) return false;
        bool wheel = false;
        while (r.more()) {
            const std::string& t = w[r.at];
            if (t == "wheel" && !wheel) {
                wheel = true;
                ++r.at;
                if (!r.direction(c.plan.wheelDir)) return false;
                if (!r.value(c.plan.wheelDeg, "the wheel's angle in degrees")) return false;
                if (c.plan.wheelDeg < 0) return r.fail("a wheel's angle cannot be negative");
            } else if (t == "double" && !c.plan.doubleTime) {
                c.plan.doubleTime = true;
                ++r.at;
            } else {
                return r.fail("'" + core::printable(t) +
                              "' is no part of an assault (wheel left|right A, double)");
            }
        }
        // No wheel named: the one that reaches the target, the smallest
        // (none when straight ahead does; the rules then say why not).
        if (!wheel)
            if (auto p = planAssault(s, c.unit, c.target, c.plan.doubleTime)) {
                c.plan.wheelDir = p->wheelDir;
                c.plan.wheelDeg = snapped(p->wheelDeg);
            }
        return true;
    }
    if (k == "react") {
        // react UNIT volley|fire|evade D|refuse pip|roll|counter D (FG-REACT)
        c.kind = CommandKind::React;
        if (!r.unit(c.unit)) return false;
        if (!r.more()) return r.fail("'react' needs what: volley, fire, evade D, refuse pip|roll, counter D");
        const std::string& t = w[r.at];
        ++r.at;
        if (t == "volley") c.reaction = Reaction::ClosingVolley;
        else if (t == "fire") c.reaction = Reaction::OpportunityFire;
        else if (t == "evade") {
            c.reaction = Reaction::Evade;
            if (!r.value(c.amount, "how far the screen evades (4-6 inches)")) return false;
        } else if (t == "refuse") {
            c.reaction = Reaction::RefuseFlank;
            if (r.more() && w[r.at] == "pip") c.pip = true;
            else if (r.more() && w[r.at] == "roll") c.pip = false;
            else return r.fail("'refuse' needs pip (a reserved pip) or roll (4+)");
            ++r.at;
        } else if (t == "counter") {
            c.reaction = Reaction::CounterCharge;
            if (!r.value(c.amount, "how far it surges (2-3 inches)")) return false;
        } else {
            return r.fail("'" + core::printable(t) +
                          "' is no reaction (volley, fire, evade D, refuse pip|roll, counter D)");
        }
        return r.done();
    }
    if (k == "losses") {
        c.kind = CommandKind::Losses;
        if (!r.unit(c.unit)) return false;
        if (r.more() && w[r.at] == "left") c.dir = -1;
        else if (r.more() && w[r.at] == "right") c.dir = 1;
        else if (r.more() && (w[r.at] == "centre" || w[r.at] == "center")) c.dir = 0;
        else return r.fail("'losses' needs left, right or centre");
        ++r.at;
        return r.done();
    }
    if (k == "division") {
        c.kind = CommandKind::Division;
        return r.brigade(c.brigade) && r.done();
    }
    if (k == "reserve") {
        c.kind = CommandKind::Reserve;
        if (!r.brigade(c.brigade)) return false;
        if (r.more()) {
            double n = 0;
            if (!r.value(n, "a number of pips")) return false;
            if (n != std::floor(n) || n < 1 || n > 99) return r.fail("reserve a whole number of pips, 1 or more");
            c.count = static_cast<int>(n);
        }
        return r.done();
    }
    if (k == "brigadier") {
        c.kind = CommandKind::Leader;
        if (!r.brigade(c.brigade)) return false;
        if (!r.more()) return r.fail("'brigadier' needs where he goes: x,y in inches");
        const std::string& at = w[r.at];
        std::size_t comma = at.find(',');
        if (comma == std::string::npos || !number(at.substr(0, comma), c.point.x) ||
            !number(at.substr(comma + 1), c.point.y))
            return r.fail("'brigadier' needs where he goes as x,y in inches, not '" +
                          core::printable(at) + "'");
        ++r.at;
        if (r.more() && w[r.at] == "attach") {
            ++r.at;
            if (!r.unit(c.attach)) return false;
        }
        return r.done();
    }
    struct UnitKind {
        const char* word;
        CommandKind kind;
    };
    static const UnitKind unitKinds[] = {
        {"hold", CommandKind::Hold},         {"advance", CommandKind::Advance},
        {"oblique", CommandKind::Oblique},   {"wheel", CommandKind::Wheel},
        {"form", CommandKind::Form},         {"limber", CommandKind::Limber},
        {"unlimber", CommandKind::Unlimber}, {"detach", CommandKind::Detach},
        {"recall", CommandKind::Recall},     {"dress", CommandKind::Dress},
        {"rally", CommandKind::Rally},
    };
    const UnitKind* found = nullptr;
    for (const UnitKind& u : unitKinds)
        if (k == u.word) found = &u;
    if (!found) {
        error = "unknown order '" + core::printable(k) + "' (docs/cli.md lists the full game's orders)";
        return false;
    }
    c.kind = found->kind;
    if (!r.unit(c.unit)) return false;
    switch (c.kind) {
    case CommandKind::Advance:
        return parseAdvance(r, c);
    case CommandKind::Oblique:
        if (!r.direction(c.dir) || !r.value(c.amount, "a distance in inches")) return false;
        if (c.amount < 0) return r.fail("an oblique's distance cannot be negative");
        return r.done();
    case CommandKind::Wheel:
        if (!r.direction(c.dir) || !r.value(c.amount, "an angle in degrees")) return false;
        if (c.amount < 0) return r.fail("a wheel's angle cannot be negative");
        return r.done();
    case CommandKind::Form: {
        c.formation = s.units[c.unit].formation;
        bool any = false;
        if (r.more() && w[r.at] != "turn") {
            auto f = parseFormation(w[r.at]);
            if (!f)
                return r.fail("'" + core::printable(w[r.at]) +
                              "' is no formation (line, open-order, assault-column, road-column, "
                              "mounted, dismounted, limbered, unlimbered)");
            c.formation = *f;
            any = true;
            ++r.at;
        }
        if (r.more() && w[r.at] == "turn") {
            ++r.at;
            if (r.more() && w[r.at] == "left") c.turn = Turn::Left;
            else if (r.more() && w[r.at] == "right") c.turn = Turn::Right;
            else if (r.more() && w[r.at] == "about") c.turn = Turn::About;
            else return r.fail("'turn' needs left, right or about");
            ++r.at;
            any = true;
        }
        if (!any) return r.fail("'form' needs a formation, or turn left|right|about, or both");
        return r.done();
    }
    case CommandKind::Detach: {
        double n = 0;
        if (!r.value(n, "the stands of the screen (1 or 2)")) return false;
        if (n != 1 && n != 2) return r.fail("a skirmish screen has 1 or 2 stands");
        c.count = static_cast<int>(n);
        c.amount = 0.0;
        if (r.more() && !r.value(c.amount, "how far ahead it goes (0-3 inches)")) return false;
        // Printed only when above 0: a negative one would be saved as 0.
        if (c.amount < 0) return r.fail("a screen goes ahead of its regiment: its distance cannot be negative");
        return r.done();
    }
    default:
        return r.done();
    }
}

std::string commandText(const GameState& s, const Command& c) {
    std::string out(nameOf(c.kind));
    auto unit = [&] { out += " " + idOf(s, c.unit); };
    auto brigade = [&] { out += " " + s.battle().brigades[c.brigade].id; };
    auto lr = [](int dir) { return dir < 0 ? std::string(" left ") : std::string(" right "); };
    auto shooter = [&](Shooter sh) {
        out += " " + idOf(s, sh.unit);
        if (sh.section >= 0) out += ":" + std::to_string(sh.section + 1);
    };
    switch (c.kind) {
    case CommandKind::EndOrders:
        break;
    case CommandKind::Fire:
        shooter({c.unit, c.section});
        out += " at " + idOf(s, c.target);
        break;
    case CommandKind::Focus:
        for (const Shooter& sh : c.sections)
            shooter(sh);
        out += " at " + idOf(s, c.target);
        break;
    case CommandKind::Losses:
        unit();
        out += c.dir < 0 ? " left" : c.dir > 0 ? " right" : " centre";
        break;
    case CommandKind::Pass:
        break;
    case CommandKind::Consolidate:
        unit();
        out += " " + num(c.amount);
        break;
    case CommandKind::Assault:
        if (c.parts.empty()) {
            unit();
            out += " at " + idOf(s, c.target);
            if (c.plan.wheelDir != 0) out += " wheel" + lr(c.plan.wheelDir) + num(c.plan.wheelDeg);
        } else if (c.wave) {
            out += " wave";
            for (const QueuedAssault& q : c.parts)
                out += " " + idOf(s, q.unit);
            out += " at " + idOf(s, c.parts.front().target);
        } else {
            out += " line";
            for (std::size_t i = 0; i < c.parts.size(); ++i) {
                const QueuedAssault& q = c.parts[i];
                out += (i ? " and " : " ") + idOf(s, q.unit) + " at " + idOf(s, q.target);
                if (q.wheelDir != 0) out += " wheel" + lr(q.wheelDir) + num(q.wheelDeg);
            }
        }
        if (c.plan.doubleTime) out += " double";
        break;
    case CommandKind::React:
        unit();
        out += " " + std::string(nameOf(c.reaction));
        if (c.reaction == Reaction::Evade || c.reaction == Reaction::CounterCharge)
            out += " " + num(c.amount);
        if (c.reaction == Reaction::RefuseFlank) out += c.pip ? " pip" : " roll";
        break;
    case CommandKind::Division:
        brigade();
        break;
    case CommandKind::Reserve:
        brigade();
        if (c.count != 1) out += " " + std::to_string(c.count);
        break;
    case CommandKind::Leader:
        brigade();
        out += " " + num(c.point.x) + "," + num(c.point.y);
        if (c.attach >= 0) out += " attach " + idOf(s, c.attach);
        break;
    case CommandKind::Advance:
        unit();
        if (c.plan.road) out += " road";
        if (c.plan.before > 0) out += " " + num(c.plan.before);
        if (c.plan.wheelDir != 0) out += " wheel" + lr(c.plan.wheelDir) + num(c.plan.wheelDeg);
        if (c.plan.after > 0) out += " " + num(c.plan.after);
        if (c.plan.doubleTime) out += " double";
        if (c.plan.unlimber) out += " unlimber";
        break;
    case CommandKind::Oblique:
    case CommandKind::Wheel:
        unit();
        out += lr(c.dir) + num(c.amount);
        break;
    case CommandKind::Form:
        unit();
        out += " " + std::string(nameOf(c.formation));
        if (c.turn == Turn::Left) out += " turn left";
        if (c.turn == Turn::Right) out += " turn right";
        if (c.turn == Turn::About) out += " turn about";
        break;
    case CommandKind::Detach:
        unit();
        out += " " + std::to_string(c.count);
        if (c.amount > 0) out += " " + num(c.amount);
        break;
    default:
        unit();
        break;
    }
    return out;
}

} // namespace guidon::full
