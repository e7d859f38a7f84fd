#include "cards_file.h"

#include "xml_reader.h"

#include <cstring>

namespace guidon::data {

using tinyxml2::XMLElement;

namespace {

bool validId(const std::string& id) {
    if (id.empty() || id.size() > 40) return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    return true;
}

// years="1861-1865" or years="1863"
bool parseYears(const Element& e, lite::CardDef& c) {
    std::string y;
    if (!e.text("years", y)) return false;
    // Exactly "YYYY" or "YYYY-YYYY".
    auto digits = [&](std::size_t from) {
        for (std::size_t i = from; i < from + 4; ++i)
            if (i >= y.size() || y[i] < '0' || y[i] > '9') return false;
        return true;
    };
    bool shape =
        (y.size() == 4 && digits(0)) || (y.size() == 9 && digits(0) && y[4] == '-' && digits(5));
    int a = shape ? std::stoi(y.substr(0, 4)) : 0;
    int b = shape && y.size() == 9 ? std::stoi(y.substr(5, 4)) : a;
    bool ok = shape && a >= 1861 && b <= 1865 && a <= b;
    if (!ok) {
        e.error("'years' is '" + printable(y) +
                "'; write a year or a span between 1861 and 1865, like 1861-1863");
        return false;
    }
    c.firstYear = a;
    c.lastYear = b;
    return true;
}

void readEffect(const Element& e, lite::CardDef& c) {
    e.onlyAttributes({"kind", "phase", "against", "amount", "arm", "role"});
    std::string kind;
    if (!e.text("kind", kind)) return;
    if (!lite::parseEffectKind(kind, c.effect.kind)) {
        e.error("unknown card effect '" + printable(kind) +
                "' (known: none, phase_becomes_pass, forbid_phase, allowance_bonus, "
                "unit_may_not_move, unit_may_not_fire, "
                "tohit_modifier, extra_fire_dice, enemy_must_reroll, may_reroll, combat_modifier)");
        return;
    }
    std::string phase;
    if (e.text("phase", phase, false) && !lite::parsePhase(phase, c.effect.phase))
        e.error("'phase' must be fire, movement or combat, not '" + printable(phase) + "'");
    std::string against;
    if (e.text("against", against, false) && !lite::parseNation(against, c.effect.against))
        e.error("'against' must be federal, confederate or neutral, not '" + printable(against) +
                "'");
    e.integer("amount", c.effect.amount, -6, 6, false);
    std::string arm;
    if (e.text("arm", arm, false) && !lite::parseArm(arm, c.effect.arm))
        e.error("'arm' must be any, infantry or artillery, not '" + printable(arm) + "'");
    std::string role;
    if (e.text("role", role, false) && !lite::parseRole(role, c.effect.role))
        e.error("'role' must be any, attack or defence, not '" + printable(role) + "'");
    using lite::EffectKind;
    if (c.effect.kind == EffectKind::PhaseBecomesPass && !c.interrupt)
        e.error("a phase_becomes_pass effect needs an <interrupt> card");
    if (c.effect.kind == EffectKind::ForbidPhase) {
        if (!c.interrupt || c.window != lite::InterruptWindow::TurnStart)
            e.error("a forbid_phase effect needs an interrupt played at the turn start "
                    "(<interrupt window=\"turn-start\">)");
        if (c.effect.phase == lite::Phase::None)
            e.error("a forbid_phase effect must name its 'phase'");
    }
    if (c.effect.kind == EffectKind::AllowanceBonus) {
        if (c.symbol != lite::Phase::Movement)
            e.error(
                "an allowance_bonus card modifies movement phases: give it symbol=\"movement\"");
        if (c.effect.amount <= 0)
            e.error("an allowance_bonus effect needs a positive 'amount' (BW)");
    }
    if (c.effect.kind == EffectKind::ToHitModifier || c.effect.kind == EffectKind::ExtraFireDice) {
        if (c.effect.amount == 0) e.error("this effect needs a non-zero 'amount'");
        if (c.effect.kind == EffectKind::ExtraFireDice && (c.interrupt || c.effect.amount < 0))
            e.error("an extra_fire_dice effect adds dice to your own fire: a fire modifier with a "
                    "positive 'amount'");
        if (!c.interrupt && c.symbol != lite::Phase::Fire)
            e.error("a fire effect works as a fire modifier (symbol=\"fire\") or as an interrupt");
        if (c.interrupt && c.effect.phase != lite::Phase::Fire)
            e.error("a fire interrupt acts after a fire phase is invoked: phase=\"fire\"");
    }
    if (c.effect.kind == EffectKind::EnemyMustReroll || c.effect.kind == EffectKind::MayReroll ||
        c.effect.kind == EffectKind::CombatModifier) {
        if (!c.interrupt && c.symbol != lite::Phase::Combat)
            e.error("a combat effect works as a combat modifier (symbol=\"combat\") or as an "
                    "interrupt");
        if (c.interrupt && c.effect.phase != lite::Phase::Combat)
            e.error("a combat interrupt acts after a combat phase is invoked: phase=\"combat\"");
        if (c.effect.kind == EffectKind::CombatModifier && c.effect.amount == 0)
            e.error("a combat_modifier effect needs a non-zero 'amount'");
    }
    if (lite::namesUnit(c.effect.kind)) {
        bool move = c.effect.kind == EffectKind::UnitMayNotMove;
        std::string kind = lite::nameOf(c.effect.kind);
        if (!c.interrupt || c.window != lite::InterruptWindow::AfterInvoke)
            e.error("a " + kind +
                    " effect needs an interrupt played after the enemy invokes a phase");
        if (c.effect.phase != (move ? lite::Phase::Movement : lite::Phase::Fire))
            e.error("a " + kind + " effect acts on " + (move ? "movement" : "fire") +
                    " phases: phase=\"" + (move ? "movement" : "fire") + "\"");
    }
}

} // namespace

bool parseCards(const std::string& text, const std::string& file, std::vector<lite::CardDef>& out,
                Problems& problems) {
    std::size_t before = problems.size();
    tinyxml2::XMLDocument doc;
    if (!parseXml(doc, text, file, problems)) return false;
    const XMLElement* root = rootNamed(doc, "cards", file, problems);
    if (!root) return false;
    std::vector<lite::CardDef> cards;
    for (const XMLElement* x = root->FirstChildElement(); x; x = x->NextSiblingElement()) {
        Element e(x, file, problems);
        if (std::strcmp(x->Name(), "card") != 0) {
            e.error(std::string("unknown element <") + printable(x->Name()) +
                    "> (expected <card>)");
            continue;
        }
        e.onlyAttributes(
            {"id", "name", "nation", "years", "symbol", "morale", "copies", "summary"});
        lite::CardDef c;
        c.sourceLine = e.line();
        if (e.text("id", c.id, true, 40) && !validId(c.id))
            e.error("card id '" + printable(c.id) + "' may hold only a-z, 0-9 and '-'");
        e.text("name", c.name, true, 60);
        std::string nation;
        if (e.text("nation", nation) && !lite::parseNation(nation, c.nation))
            e.error("'nation' must be neutral, federal or confederate, not '" + printable(nation) +
                    "'");
        parseYears(e, c);
        std::string symbol = "none";
        if (e.text("symbol", symbol, false) && !lite::parsePhase(symbol, c.symbol))
            e.error("'symbol' must be fire, combat, movement or none, not '" + printable(symbol) +
                    "'");
        e.integer("morale", c.morale, 0, 3);
        c.copies = 1;
        e.integer("copies", c.copies, 1, 20, false);
        // One line on the card's face (the content tests check it fits there).
        e.text("summary", c.summary, false, 40);
        const XMLElement* effect = nullptr;
        for (const XMLElement* k = x->FirstChildElement(); k; k = k->NextSiblingElement()) {
            Element ke(k, file, problems);
            if (std::strcmp(k->Name(), "interrupt") == 0) {
                ke.onlyAttributes({"banner", "window"});
                c.interrupt = true;
                std::string banner, window = "after-invoke";
                if (ke.text("banner", banner)) {
                    if (banner == "red")
                        c.banner = lite::Banner::Red;
                    else if (banner == "white")
                        c.banner = lite::Banner::White;
                    else
                        ke.error("'banner' must be red or white, not '" + printable(banner) + "'");
                }
                if (ke.text("window", window, false)) {
                    if (window == "turn-start")
                        c.window = lite::InterruptWindow::TurnStart;
                    else if (window != "after-invoke")
                        ke.error("'window' must be after-invoke or turn-start, not '" +
                                 printable(window) + "'");
                }
            } else if (std::strcmp(k->Name(), "effect") == 0) {
                if (effect) ke.error("a card has one <effect>");
                effect = k;
            } else if (std::strcmp(k->Name(), "text") == 0) {
                c.text = ke.body();
                if (c.text.size() > 600) ke.error("card text is too long (at most 600 characters)");
            } else {
                ke.error(std::string("unknown element <") + printable(k->Name()) +
                         "> in a card (expected <interrupt>, <effect> or <text>)");
            }
        }
        if (effect) readEffect(Element(effect, file, problems), c);
        if (c.interrupt && c.effect.kind == lite::EffectKind::None)
            e.error("interrupt card '" + c.id + "' has no <effect>: what does it interrupt?");
        for (const auto& other : cards)
            if (!c.id.empty() && other.id == c.id)
                e.error("card '" + c.id + "' is defined twice (first at line " +
                        std::to_string(other.sourceLine) + ")");
        cards.push_back(c);
    }
    if (cards.empty()) problems.add(file, root->GetLineNum(), "no cards are defined");
    if (problems.size() != before) return false;
    out = std::move(cards);
    return true;
}

bool loadCards(const std::string& path, std::vector<lite::CardDef>& out, Problems& problems) {
    std::string text;
    if (!readTextFile(path, text, problems)) return false;
    return parseCards(text, path, out, problems);
}

} // namespace guidon::data
