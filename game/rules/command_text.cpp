#include "command_text.h"

#include <algorithm>
#include <sstream>

namespace guidon::rules {

namespace {

std::vector<std::string> words(const std::string& line) {
    std::string body = line.substr(0, line.find('#'));
    std::istringstream in(body);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// Find a card in hand by id (or `*`), skipping ones already chosen.
bool resolveCard(const std::string& name, const PlayerView& v, const std::vector<int>& taken,
                 int& out, std::string& error) {
    auto free = [&](int inst) { return std::find(taken.begin(), taken.end(), inst) == taken.end(); };
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
    for (const CardDef& d : v.setup->cards) known = known || d.id == name;
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

bool cardList(const std::vector<std::string>& w, std::size_t from, const PlayerView& v,
              Command& c, bool allowModifier, std::string& error) {
    std::vector<int> taken;
    for (std::size_t i = from; i < w.size(); ++i) {
        std::string name = w[i];
        bool mod = !name.empty() && name[0] == '+';
        if (mod) {
            if (!allowModifier) {
                error = "a modifier card ('+" + name.substr(1) + "') is not allowed here";
                return false;
            }
            if (c.modifier >= 0) {
                error = "at most one modifier card";
                return false;
            }
            name = name.substr(1);
        }
        int inst = -1;
        if (!resolveCard(name, v, taken, inst, error)) return false;
        taken.push_back(inst);
        if (mod) c.modifier = inst;
        else c.cards.push_back(inst);
    }
    return true;
}

} // namespace

bool parseCommand(const std::string& line, const PlayerView& v, Command& c, std::string& error) {
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
            error = "'" + verb + "' needs one or two cards to invoke the phase, e.g. '" + verb + " *'";
            return false;
        }
        return cardList(w, 1, v, c, true, error);
    }
    if (verb == "interrupt") {
        c.kind = CommandKind::Interrupt;
        if (w.size() != 2) {
            error = "'interrupt' names exactly one card";
            return false;
        }
        return cardList(w, 1, v, c, false, error);
    }
    if (verb == "morale") {
        c.kind = CommandKind::Morale;
        return cardList(w, 1, v, c, false, error);
    }
    error = "unknown command '" + verb +
            "' (expected reshuffle, keep, fire, no-fire, move, combat, pass, interrupt, "
            "no-interrupt, end-phase or morale)";
    return false;
}

std::string formatCommand(const Command& c, const Setup& setup) {
    auto cardId = [&](int inst) { return setup.card(c.side, inst).id; };
    std::string out;
    switch (c.kind) {
    case CommandKind::Invoke:
        out = c.phase == Phase::Fire ? "fire" : c.phase == Phase::Movement ? "move" : "combat";
        break;
    default: out = nameOf(c.kind); break;
    }
    for (int inst : c.cards) out += " " + cardId(inst);
    if (c.modifier >= 0) out += " +" + cardId(c.modifier);
    return out;
}

bool parseDiceList(const std::string& text, std::vector<int>& out, std::string& error) {
    out.clear();
    if (text.empty() || text.back() == ',') {
        error = "'" + text + "' is not a list of dice like 6,4,1";
        return false;
    }
    std::string item;
    std::istringstream in(text);
    while (std::getline(in, item, ',')) {
        if (item.size() != 1 || item[0] < '1' || item[0] > '6') {
            error = "'" + item + "' is not a die (1 to 6)";
            return false;
        }
        out.push_back(item[0] - '0');
    }
    return true;
}

} // namespace guidon::rules
