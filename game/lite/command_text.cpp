#include "command_text.h"

#include "core/printable.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace guidon::lite {

namespace {

std::vector<std::string> words(const std::string& line) {
    std::string body = line.substr(0, line.find('#'));
    std::istringstream in(body);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

// Find a card in hand by id (or `*`), skipping ones already chosen.
bool resolveCard(const std::string& name, const PlayerView& v, const std::vector<int>& taken,
                 int& out, std::string& error) {
    auto free = [&](int inst) {
        return std::find(taken.begin(), taken.end(), inst) == taken.end();
    };
    if (name == "*") {
        const CardInHand* best = nullptr;
        for (const CardInHand& c : v.hand) {
            if (!free(c.instance)) continue;
            if (!best || c.def->morale < best->def->morale) best = &c;
        }
        if (!best) {
            error = "no card left in hand for '*'";
            return false;
        }
        out = best->instance;
        return true;
    }
    bool known = false;
    for (const CardDef& d : v.setup->cards)
        known = known || d.id == name;
    for (const CardInHand& c : v.hand) {
        if (c.def->id == name && free(c.instance)) {
            out = c.instance;
            return true;
        }
    }
    error = known ? "no card '" + name + "' (left) in the " + nameOf(v.me) + " hand"
                  : "unknown card '" + name + "'";
    return false;
}

bool cardList(const std::vector<std::string>& w, std::size_t from, const PlayerView& v, Command& c,
              bool allowModifier, std::string& error) {
    std::vector<int> taken;
    for (std::size_t i = from; i < w.size(); ++i) {
        std::string name = w[i];
        bool mod = !name.empty() && name[0] == '+';
        if (mod) {
            if (!allowModifier) {
                error = "a modifier card ('+" + name.substr(1) + "') is not allowed here";
                return false;
            }
            name = name.substr(1);
        }
        int inst = -1;
        if (!resolveCard(name, v, taken, inst, error)) return false;
        taken.push_back(inst);
        // A second modifier is the rules' to refuse (LL-CARD-3), with the rule's words.
        if (mod && c.modifier >= 0)
            c.extraModifiers.push_back(inst);
        else if (mod)
            c.modifier = inst;
        else
            c.cards.push_back(inst);
    }
    return true;
}

bool number(const std::string& w, double& out) {
    if (w.empty() || w.find_first_not_of("0123456789+-.eE") != std::string::npos) return false;
    char* end = nullptr;
    out = std::strtod(w.c_str(), &end);
    return end && *end == '\0' && std::isfinite(out);
}

bool wholeNumber(const std::string& w, int& out) {
    if (w.empty() || w.size() > 6 || w.find_first_not_of("0123456789") != std::string::npos)
        return false;
    out = std::atoi(w.c_str());
    return true;
}

bool unitRef(const std::string& id, const PlayerView& v, int& out, std::string& error) {
    for (std::size_t i = 0; i < v.units.size(); ++i) {
        if (v.units[i].id == id) {
            out = static_cast<int>(i);
            return true;
        }
    }
    error = "unknown unit '" + id + "'";
    return false;
}

// The shortest decimal text that reads back as exactly the same double, so a
// saved move replays to the same bit.
std::string exact(double v) {
    char buf[64];
    if (std::fabs(v) < 1e9) {
        // Plain decimals, as few as will read back to the same double.
        for (int prec = 0; prec <= 17; ++prec) {
            std::snprintf(buf, sizeof buf, "%.*f", prec, v);
            if (std::strtod(buf, nullptr) == v) return buf;
        }
    }
    for (int prec = 1; prec <= 17; ++prec) {
        std::snprintf(buf, sizeof buf, "%.*g", prec, v);
        if (std::strtod(buf, nullptr) == v) break;
    }
    return buf;
}

bool parseMarch(const std::vector<std::string>& w, const PlayerView& v, Command& c,
                std::string& error) {
    c.kind = CommandKind::March;
    if (w.size() < 3) {
        error = "'march' needs a unit and its segments, e.g. 'march f1 forward 2 wheel right 30'";
        return false;
    }
    if (!unitRef(w[1], v, c.unit, error)) return false;
    std::size_t i = 2;
    if (w[i] == "about-face") {
        c.aboutFace = true;
        ++i;
    }
    auto need = [&](std::size_t n, const char* shape) {
        if (i + n >= w.size()) {
            error = std::string("'") + w[i] + "' needs " + shape;
            return false;
        }
        return true;
    };
    while (i < w.size()) {
        const std::string& k = w[i];
        MoveSegment seg;
        double a = 0, d = 0;
        if (k == "forward" || k == "back" || k == "flank-left" || k == "flank-right") {
            if (!need(1, "a distance in BW") || !number(w[i + 1], d)) {
                error = "'" + k + "' needs a distance in BW";
                return false;
            }
            seg.kind = k == "forward" ? SegmentKind::Forward : SegmentKind::Flank;
            seg.angle = k == "forward"      ? 0.0
                        : k == "back"       ? 180.0
                        : k == "flank-left" ? -90.0
                                            : 90.0;
            seg.distance = d;
            i += 2;
        } else if (k == "oblique" || k == "flank") {
            if (!need(2, "an angle and a distance") || !number(w[i + 1], a) ||
                !number(w[i + 2], d)) {
                error = "'" + k +
                        "' needs an angle in degrees (negative to the left) and a distance in BW";
                return false;
            }
            seg.kind = k == "oblique" ? SegmentKind::Forward : SegmentKind::Flank;
            seg.angle = a;
            seg.distance = d;
            i += 3;
        } else if (k == "wheel") {
            if (!need(2, "left or right and an angle") ||
                (w[i + 1] != "left" && w[i + 1] != "right") || !number(w[i + 2], a) || a < 0) {
                error =
                    "'wheel' needs left or right and an angle in degrees, e.g. 'wheel right 30'";
                return false;
            }
            seg.kind = SegmentKind::Wheel;
            seg.angle = w[i + 1] == "right" ? a : -a;
            i += 3;
        } else {
            error = "unknown segment '" + k +
                    "' (forward, oblique, wheel, flank, back, flank-left, flank-right)";
            return false;
        }
        c.segments.push_back(seg);
    }
    return true;
}

bool parseForm(const std::vector<std::string>& w, const PlayerView& v, Command& c,
               std::string& error) {
    c.kind = CommandKind::Form;
    const char* usage =
        "'form' needs a unit and a change: face left|right, guidon FILE left|right|rear FILES, "
        "limber, unlimber, or prolong BW";
    if (w.size() < 3) {
        error = usage;
        return false;
    }
    if (!unitRef(w[1], v, c.unit, error)) return false;
    const std::string& k = w[2];
    FormationChange& f = c.formation;
    if (k == "face" && w.size() == 4 && (w[3] == "left" || w[3] == "right")) {
        f.kind = w[3] == "left" ? FormationKind::FaceLeft : FormationKind::FaceRight;
        return true;
    }
    if (k == "limber" && w.size() == 3) {
        f.kind = FormationKind::Limber;
        return true;
    }
    if (k == "unlimber" && w.size() == 3) {
        f.kind = FormationKind::Unlimber;
        return true;
    }
    if (k == "prolong" && w.size() == 4 && number(w[3], f.distance)) {
        f.kind = FormationKind::Prolong;
        return true;
    }
    if (k == "guidon" && w.size() == 6 && wholeNumber(w[3], f.file) && wholeNumber(w[5], f.files) &&
        (w[4] == "left" || w[4] == "right" || w[4] == "rear")) {
        f.kind = FormationKind::Guidon;
        f.form = w[4] == "left"    ? GuidonForm::Left
                 : w[4] == "right" ? GuidonForm::Right
                                   : GuidonForm::Rear;
        return true;
    }
    error = usage;
    return false;
}

} // namespace

bool parseCommand(const std::string& line, const PlayerView& v, Command& c, std::string& error) {
    // A line that passes may be quoted back word by word below: no word of
    // it can upset a terminal or run on for a page.
    error = commandLineProblem(line);
    if (!error.empty()) return false;
    std::vector<std::string> w = words(line);
    if (w.empty()) {
        error = "empty command";
        return false;
    }
    c = Command{};
    c.side = v.me;
    const std::string& verb = w[0];
    auto noArgs = [&](CommandKind k) {
        if (w.size() > 1) {
            error = "'" + verb + "' takes no arguments";
            return false;
        }
        c.kind = k;
        return true;
    };
    if (verb == "reshuffle") return noArgs(CommandKind::Reshuffle);
    if (verb == "keep") return noArgs(CommandKind::KeepDeck);
    if (verb == "no-fire") return noArgs(CommandKind::NoFire);
    if (verb == "pass") return noArgs(CommandKind::Pass);
    if (verb == "no-interrupt") return noArgs(CommandKind::NoInterrupt);
    if (verb == "end-phase") return noArgs(CommandKind::EndPhase);
    if (verb == "fire" || verb == "move" || verb == "combat") {
        c.kind = CommandKind::Invoke;
        c.phase = verb == "fire" ? Phase::Fire : verb == "move" ? Phase::Movement : Phase::Combat;
        if (w.size() < 2) {
            error =
                "'" + verb + "' needs one or two cards to invoke the phase, e.g. '" + verb + " *'";
            return false;
        }
        return cardList(w, 1, v, c, true, error);
    }
    if (verb == "interrupt") {
        c.kind = CommandKind::Interrupt;
        if (w.size() != 2 && w.size() != 3) {
            error = "'interrupt' names one card (and the enemy unit, for a card that names one)";
            return false;
        }
        if (w.size() == 3 && !unitRef(w[2], v, c.unit, error)) return false;
        std::vector<std::string> card(w.begin(), w.begin() + 2);
        return cardList(card, 1, v, c, false, error);
    }
    if (verb == "bombard") {
        c.kind = CommandKind::Bombard;
        if (w.size() != 3) {
            error =
                "'bombard' names a battery and the enemy unit it fires at, e.g. 'bombard fa c3'";
            return false;
        }
        return unitRef(w[1], v, c.unit, error) && unitRef(w[2], v, c.target, error);
    }
    if (verb == "losses") {
        c.kind = CommandKind::Losses;
        const char* usage =
            "'losses' names the unit, then optionally its new files and the flank to keep "
            "(left, centre or right), e.g. 'losses f2 3 left'";
        if (w.size() < 2 || w.size() > 4) {
            error = usage;
            return false;
        }
        if (!unitRef(w[1], v, c.unit, error)) return false;
        if (w.size() >= 3 && !wholeNumber(w[2], c.files)) {
            error = usage;
            return false;
        }
        if (w.size() == 4) {
            if (w[3] == "left")
                c.anchor = -1;
            else if (w[3] == "right")
                c.anchor = 1;
            else if (w[3] == "centre" || w[3] == "center")
                c.anchor = 0;
            else {
                error = usage;
                return false;
            }
        }
        return true;
    }
    if (verb == "charge") {
        c.kind = CommandKind::Charge;
        if (w.size() != 2 && w.size() != 5) {
            error = "'charge' names a unit and optionally its wheel first, e.g. 'charge f2 wheel "
                    "left 10'";
            return false;
        }
        if (!unitRef(w[1], v, c.unit, error)) return false;
        if (w.size() == 5) {
            double a = 0;
            if (w[2] != "wheel" || (w[3] != "left" && w[3] != "right") || !number(w[4], a) ||
                a < 0) {
                error = "a charge's wheel is 'wheel left A' or 'wheel right A' (degrees)";
                return false;
            }
            MoveSegment seg;
            seg.kind = SegmentKind::Wheel;
            seg.angle = w[3] == "right" ? a : -a;
            c.segments.push_back(seg);
        }
        return true;
    }
    if (verb == "no-discard") return noArgs(CommandKind::NoDiscard);
    if (verb == "discard") {
        c.kind = CommandKind::Discard;
        if (w.size() != 2) {
            error = "'discard' names one card";
            return false;
        }
        return cardList(w, 1, v, c, false, error);
    }
    if (verb == "fall-back") {
        c.kind = CommandKind::FallBack;
        if (w.size() != 3 || (w[2] != "rear" && w[2] != "left" && w[2] != "right")) {
            error = "'fall-back' names the unit and rear, left or right";
            return false;
        }
        if (!unitRef(w[1], v, c.unit, error)) return false;
        c.anchor = w[2] == "rear" ? 0 : w[2] == "left" ? -1 : 1;
        return true;
    }
    if (verb == "march") return parseMarch(w, v, c, error);
    if (verb == "form") return parseForm(w, v, c, error);
    if (verb == "morale") {
        c.kind = CommandKind::Morale;
        return cardList(w, 1, v, c, false, error);
    }
    error = "unknown command '" + verb +
            "' (expected reshuffle, keep, fire, no-fire, move, combat, pass, interrupt, "
            "no-interrupt, end-phase, morale, march, form, bombard, losses, charge, discard, "
            "no-discard "
            "or fall-back)";
    return false;
}

std::string formatCommand(const Command& c, const Setup& setup) {
    auto cardId = [&](int inst) { return setup.card(c.side, inst).id; };
    auto unitId = [&](int u) {
        return u >= 0 && u < static_cast<int>(setup.battle.units.size())
                   ? setup.battle.units[static_cast<std::size_t>(u)].id
                   : std::string("?");
    };
    std::string out;
    if (c.kind == CommandKind::March) {
        out = "march " + unitId(c.unit);
        if (c.aboutFace) out += " about-face";
        for (const MoveSegment& m : c.segments) {
            switch (m.kind) {
            case SegmentKind::Forward:
                out += m.angle == 0.0 ? " forward " + exact(m.distance)
                                      : " oblique " + exact(m.angle) + " " + exact(m.distance);
                break;
            case SegmentKind::Wheel:
                out += std::string(" wheel ") + (m.angle >= 0 ? "right " : "left ") +
                       exact(std::fabs(m.angle));
                break;
            case SegmentKind::Flank:
                out += " flank " + exact(m.angle) + " " + exact(m.distance);
                break;
            }
        }
        return out;
    }
    if (c.kind == CommandKind::Bombard) return "bombard " + unitId(c.unit) + " " + unitId(c.target);
    if (c.kind == CommandKind::Charge) {
        out = "charge " + unitId(c.unit);
        if (!c.segments.empty())
            out += std::string(" wheel ") + (c.segments[0].angle >= 0 ? "right " : "left ") +
                   exact(std::fabs(c.segments[0].angle));
        return out;
    }
    if (c.kind == CommandKind::FallBack)
        return "fall-back " + unitId(c.unit) +
               (c.anchor == 0  ? " rear"
                : c.anchor < 0 ? " left"
                               : " right");
    if (c.kind == CommandKind::Losses) {
        out = "losses " + unitId(c.unit);
        if (c.files > 0 || c.anchor != 0) out += " " + std::to_string(c.files);
        if (c.anchor != 0) out += c.anchor < 0 ? " left" : " right";
        return out;
    }
    if (c.kind == CommandKind::Form) {
        out = "form " + unitId(c.unit);
        const FormationChange& f = c.formation;
        switch (f.kind) {
        case FormationKind::FaceLeft:
            return out + " face left";
        case FormationKind::FaceRight:
            return out + " face right";
        case FormationKind::Limber:
            return out + " limber";
        case FormationKind::Unlimber:
            return out + " unlimber";
        case FormationKind::Prolong:
            return out + " prolong " + exact(f.distance);
        case FormationKind::Guidon:
            return out + " guidon " + std::to_string(f.file) + " " +
                   (f.form == GuidonForm::Left    ? "left"
                    : f.form == GuidonForm::Right ? "right"
                                                  : "rear") +
                   " " + std::to_string(f.files);
        }
    }
    switch (c.kind) {
    case CommandKind::Invoke:
        out = c.phase == Phase::Fire ? "fire" : c.phase == Phase::Movement ? "move" : "combat";
        break;
    default:
        out = nameOf(c.kind);
        break;
    }
    for (int inst : c.cards)
        out += " " + cardId(inst);
    if (c.modifier >= 0) out += " +" + cardId(c.modifier);
    for (int inst : c.extraModifiers)
        out += " +" + cardId(inst);
    if (c.kind == CommandKind::Interrupt && c.unit >= 0) out += " " + unitId(c.unit);
    return out;
}

bool parseDiceList(const std::string& text, std::vector<int>& out, std::string& error) {
    out.clear();
    if (text.empty() || text.back() == ',') {
        error = "'" + printable(text) + "' is not a list of dice like 6,4,1";
        return false;
    }
    std::string item;
    std::istringstream in(text);
    while (std::getline(in, item, ',')) {
        if (item.size() != 1 || item[0] < '1' || item[0] > '6') {
            error = "'" + printable(item) + "' is not a die (1 to 6)";
            return false;
        }
        out.push_back(item[0] - '0');
    }
    return true;
}

bool parseCardList(const std::string& text, std::vector<std::string>& out, std::string& error) {
    out.clear();
    std::string item;
    std::istringstream in(text);
    bool bad = text.find_first_not_of(" \t\r\n") == std::string::npos ||
               text.find_last_not_of(" \t\r\n") == text.rfind(',');
    while (!bad && std::getline(in, item, ',')) {
        // Spaces around an id are allowed (a battle file may wrap its list).
        std::size_t a = item.find_first_not_of(" \t\r\n"), b = item.find_last_not_of(" \t\r\n");
        item = a == std::string::npos ? "" : item.substr(a, b - a + 1);
        // A card id as assets/cards.xml allows it: a-z, 0-9 and '-', at most 40.
        bad = item.empty() || item.size() > 40 ||
              item.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos;
        if (!bad) out.push_back(item);
    }
    if (bad) {
        error = "'" + printable(text) + "' is not a list of card ids like quickstep,old-rivals";
        out.clear();
    }
    return !bad;
}

std::string cardListText(const std::vector<std::string>& ids) {
    std::string out;
    for (const std::string& id : ids)
        out += (out.empty() ? "" : ",") + id;
    return out;
}

std::vector<std::string> cardNamesOf(const GameState& s, Side side,
                                     const std::vector<int>& instances) {
    std::vector<std::string> out;
    for (int i : instances)
        out.push_back(i < 0 ? std::string("a card") : s.card(side, i).name);
    return out;
}

bool readScriptLine(std::istream& in, std::string& line) {
    line.clear();
    int c = in.get();
    if (c == std::char_traits<char>::eof()) return false;
    for (; c != std::char_traits<char>::eof(); c = in.get()) {
        if (c == '\n') break;
        if (c == '\r') {
            if (in.peek() == '\n') in.get();
            break;
        }
        line += static_cast<char>(c);
    }
    return true;
}

std::string scriptLineBody(const std::string& line) {
    std::string body = line.substr(0, line.find('#'));
    return body.find_first_not_of(" \t\r") == std::string::npos ? "" : body;
}

bool sameAsLine(const GameState& s, const Command& a, const Command& b) {
    auto def = [&](Side side, int instance) {
        return instance < 0 ? std::string() : s.card(side, instance).id;
    };
    auto defs = [&](Side side, const std::vector<int>& v) {
        std::vector<std::string> out;
        for (int i : v)
            out.push_back(def(side, i));
        return out;
    };
    auto sameSegments = [](const std::vector<MoveSegment>& x, const std::vector<MoveSegment>& y) {
        if (x.size() != y.size()) return false;
        for (std::size_t i = 0; i < x.size(); ++i)
            if (x[i].kind != y[i].kind || x[i].angle != y[i].angle ||
                x[i].distance != y[i].distance)
                return false;
        return true;
    };
    const FormationChange &f = a.formation, &g = b.formation;
    return a.kind == b.kind && a.side == b.side && a.phase == b.phase &&
           defs(a.side, a.cards) == defs(b.side, b.cards) &&
           def(a.side, a.modifier) == def(b.side, b.modifier) &&
           defs(a.side, a.extraModifiers) == defs(b.side, b.extraModifiers) && a.unit == b.unit &&
           a.aboutFace == b.aboutFace && sameSegments(a.segments, b.segments) && f.kind == g.kind &&
           f.file == g.file && f.form == g.form && f.files == g.files && f.distance == g.distance &&
           a.target == b.target && a.files == b.files && a.anchor == b.anchor;
}

} // namespace guidon::lite
