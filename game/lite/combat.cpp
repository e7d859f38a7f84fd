// The resolution of the combat phase (LL-COMBAT 2-5): the combat dice at
// every engaged defender, then the losses with morale and the fall back of
// every loser, resumed after each decision it asks for.
#include "combat.h"

#include "combat_dice.h"
#include "game.h"
#include "losses.h"
#include "rerolls.h"

#include <algorithm>
#include <string>
#include <vector>

namespace guidon::lite {

// The engagement and combat-dice helpers shared with the preview.
using namespace detail;

// [SECTION] resolution (LL-COMBAT 2-5)

void resolveCombat(GameState& s, std::vector<Event>& events) {
    CombatState& cs = s.combat;
    cs.resolving = true;
    cs.losers.clear();
    cs.fallers.clear();
    cs.next = cs.nextFall = 0;
    cs.stage = 0;
    cs.fallRolled = false;
    // Who engages whom, and each attacker's dice split (LL-COMBAT-3).
    struct Share {
        int attacker;
        int dice;
    };
    std::vector<std::pair<int, std::vector<Share>>> fights; // defender -> attackers' dice
    for (int a : cs.charged) {
        const Unit& au = s.units[static_cast<std::size_t>(a)];
        if (!au.onTable()) continue;
        std::vector<Engagement> eng = engagementsOf(s, au);
        if (eng.empty()) continue;
        std::vector<int> split = splitDice(au, eng);
        for (std::size_t i = 0; i < eng.size(); ++i) {
            // A defender left without dice is still engaged: it defends
            // against an attack of nothing (LL-COMBAT-4).
            auto it = std::find_if(fights.begin(), fights.end(),
                                   [&](auto& f) { return f.first == eng[i].defender; });
            if (it == fights.end()) {
                fights.push_back({eng[i].defender, {}});
                it = fights.end() - 1;
            }
            it->second.push_back({a, split[i]});
        }
    }
    std::sort(fights.begin(), fights.end(), [](auto& x, auto& y) { return x.first < y.first; });
    auto cards = combatCards(s);
    std::vector<int> attackersLost;
    for (auto& [d, shares] : fights) {
        Unit& du = s.units[static_cast<std::size_t>(d)];
        bool vulnerable = false;
        for (const Share& sh : shares)
            vulnerable = vulnerable ||
                         strikesFlankOrRear(s.units[static_cast<std::size_t>(sh.attacker)], du);
        bool cover = unitIn(s, du, true);
        Event e;
        e.kind = EventKind::CombatRolled;
        e.side = s.active;
        e.unit = d;
        int group = 0; // each attacker's dice, then the defence's
        std::string text =
            "Combat at " + du.shownName() + (vulnerable ? " (struck in flank or rear)" : "") + ": ";
        int attack = 0;
        for (const Share& sh : shares) {
            const Unit& au = s.units[static_cast<std::size_t>(sh.attacker)];
            if (sh.dice == 0) {
                text += au.shownName() + " has no dice left for it; ";
                continue;
            }
            DiceSpec spec = attackSpec(s, au, cover, vulnerable, cards);
            int mod = spec.mod;
            const std::string& why = spec.why;
            Reroll rr = spec.rr;
            DicePool pool = rollPool(s.dice, sh.dice, 4, mod, false);
            std::vector<int> first = pool.values();
            applyReroll(s.dice, pool, rr); // LL-CARD-7: the active player re-rolls first
            for (const Die& die : pool.dice) {
                e.dice.push_back(die.value);
                e.marks.push_back({4 - mod, pool.success(die), group});
            }
            ++group;
            int hits = pool.successes();
            attack += hits;
            std::string rolls;
            for (std::size_t k = 0; k < pool.dice.size(); ++k)
                rolls +=
                    (rolls.empty() ? "" : ",") + std::to_string(pool.dice[k].value) +
                    (pool.dice[k].rerolled ? "(re-rolled " + std::to_string(first[k]) + ")" : "") +
                    (pool.success(pool.dice[k]) ? "*" : "");
            text += au.shownName() + " " + rolls + " (needs " + std::to_string(4 - mod) + "+" +
                    why + ") = " + std::to_string(hits) + "; ";
        }
        // The defence.
        int defence = 0;
        if (du.type == UnitType::Artillery && du.limbered) {
            int a1 = s.dice.d6(), a2 = s.dice.d6();
            e.dice.push_back(a1);
            e.dice.push_back(a2);
            defence = std::max(a1, a2); // LL-COMBAT-2: the higher die is its score
            e.marks.push_back({0, a1 >= a2, group});
            e.marks.push_back({0, a2 > a1, group});
            text += du.shownName() + " (limbered) " + std::to_string(a1) + "," +
                    std::to_string(a2) + " scores " + std::to_string(defence);
        } else {
            DiceSpec spec = defenceSpec(s, du, cards);
            int mod = spec.mod;
            const std::string& why = spec.why;
            Reroll rr = spec.rr;
            int n = std::min(10, du.bases);
            DicePool pool = rollPool(s.dice, n, 4, mod, vulnerable); // vulnerable: natural 6s only
            std::vector<int> first = pool.values();
            applyReroll(s.dice, pool, rr);
            for (const Die& die : pool.dice) {
                e.dice.push_back(die.value);
                e.marks.push_back({vulnerable ? 6 : 4 - mod, pool.success(die), group});
            }
            defence = pool.successes();
            std::string rolls;
            for (std::size_t k = 0; k < pool.dice.size(); ++k)
                rolls +=
                    (rolls.empty() ? "" : ",") + std::to_string(pool.dice[k].value) +
                    (pool.dice[k].rerolled ? "(re-rolled " + std::to_string(first[k]) + ")" : "") +
                    (pool.success(pool.dice[k]) ? "*" : "");
            text += du.shownName() + " " + rolls + " (" +
                    (vulnerable ? "needs a 6" : "needs " + std::to_string(4 - mod) + "+") + why +
                    ") = " + std::to_string(defence);
        }
        text += ". Attack " + std::to_string(attack) + " against defence " +
                std::to_string(defence) + ": ";
        if (attack > defence) {
            text += du.shownName() + " loses by " + std::to_string(attack - defence) + ".";
            cs.losers.push_back({d, attack - defence, vulnerable});
        } else {
            text += du.shownName() + " holds" +
                    (attack == defence ? " (ties go to the defender)." : ".");
            for (const Share& sh : shares)
                if (std::find(attackersLost.begin(), attackersLost.end(), sh.attacker) ==
                    attackersLost.end())
                    attackersLost.push_back(sh.attacker);
        }
        e.value = attack - defence;
        e.text = text;
        events.push_back(e);
    }
    // Attackers engaged with a winning defender lose one base each and fall back.
    std::vector<CombatLoser> attackers;
    for (int a : attackersLost)
        attackers.push_back({a, 1, false});
    cs.losers.insert(cs.losers.begin(), attackers.begin(), attackers.end());
    for (const CombatLoser& l : cs.losers)
        cs.fallers.push_back(l.unit); // active side's first
    continueCombat(s, events);
}

void continueCombat(GameState& s, std::vector<Event>& events) {
    CombatState& cs = s.combat;
    // Losses, with the passive player's morale (LL-COMBAT-4, LL-COMBAT-5).
    while (cs.next < cs.losers.size()) {
        CombatLoser& l = cs.losers[cs.next];
        Unit& u = s.units[static_cast<std::size_t>(l.unit)];
        if (cs.stage == 0) {
            cs.stage = 1;
            s.morale.saved = -1;
            if (u.side == s.passive() && l.bases >= 2 && !s.side(u.side).hand.empty() &&
                u.onTable()) {
                requestMorale(s, u.side, l.unit, l.vulnerable ? 1 : 2, l.bases - 1, events);
                return;
            }
        }
        if (cs.stage == 1) {
            int saved = s.morale.unit == l.unit && s.morale.saved > 0 ? s.morale.saved : 0;
            int lose = std::max(1, l.bases - saved); // at least one base is always lost
            cs.stage = 2;
            if (loseBases(s, l.unit, lose, events)) return;
        }
        cs.stage = 0;
        ++cs.next;
    }
    // Fall back (LL-FALLBACK 1-4), the active side's units first.
    while (cs.nextFall < cs.fallers.size()) {
        int unit = cs.fallers[cs.nextFall];
        Unit& u = s.units[static_cast<std::size_t>(unit)];
        if (!u.onTable()) {
            ++cs.nextFall;
            cs.fallRolled = false;
            continue;
        }
        int si = index(u.side);
        if (!cs.discardAsked[si]) {
            cs.discardAsked[si] = true;
            if (!s.side(u.side).hand.empty()) {
                s.step = Step::FallbackDiscard;
                return;
            }
        }
        if (!cs.fallRolled) {
            int a = s.dice.d6(), b = s.dice.d6();
            bool active = u.side == s.active;
            cs.fallDie = active ? std::min(a, b) : std::max(a, b); // LL-FALLBACK-1
            cs.fallRolled = true;
            Event e;
            e.kind = EventKind::FallBackRolled;
            e.side = u.side;
            e.unit = unit;
            e.dice = {a, b};
            bool firstKept = cs.fallDie == a;
            e.marks = {{0, firstKept, 0}, {0, !firstKept, 0}};
            e.value = cs.fallDie;
            e.text = u.shownName() + " falls back: rolls " + std::to_string(a) + "," +
                     std::to_string(b) + ", keeps the " + (active ? "lower" : "higher") +
                     ": at least " + std::to_string(cs.fallDie) + " BW.";
            events.push_back(e);
            std::vector<FallOption> opts = fallOptions(s, unit, cs.fallDie);
            int legal = static_cast<int>(std::count_if(
                opts.begin(), opts.end(), [](const FallOption& o) { return o.legal; }));
            if (legal > 1) {
                s.step = Step::FallbackDirection;
                return;
            }
            // One way or none: no choice to ask for.
            auto it =
                std::find_if(opts.begin(), opts.end(), [](const FallOption& o) { return o.legal; });
            applyFallBack(s, unit, it == opts.end() ? nullptr : &*it, events);
        }
        ++cs.nextFall;
        cs.fallRolled = false;
    }
    s.combat = CombatState{};
    s.step = Step::Phase; // the caller ends the phase (status follows)
}

} // namespace guidon::lite
