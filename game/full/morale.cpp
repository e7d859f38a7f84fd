#include "morale.h"

#include "command_radius.h"
#include "formation.h"
#include "morale_cache.h"

#include <algorithm>
#include <cassert>
#include <cstdlib>

namespace guidon::full {

namespace {

// "+1 brigadier attached", "-2 situation".
std::string signedTerm(int value, std::string_view text) {
    std::string out = value >= 0 ? "+" : "-";
    out += std::to_string(std::abs(value));
    out += ' ';
    out += text;
    return out;
}



// "Federal", "Confederate": for the end of the game's sentences.
std::string armyName(Side side) {
    return side == Side::Federal ? "Federal" : "Confederate";
}

// A screen has its parent's experience (FG-D-28): a screen made in play
// shares its parent's setup; one deployed as a screen names its parent.
Experience experienceOf(const GameState& s, int unit) {
    const UnitSetup& us = s.setupOf(unit);
    if (us.screen()) return s.battle().units[us.parent].experience;
    return us.experience;
}

bool regiment(const Unit& u) {
    return !u.screenUnit() && u.arm != Arm::Artillery;
}

// The stands a brigade still has on the table and off it (holders).
int standsLeft(const GameState& s, int brigade) {
    int n = 0;
    for (const Unit& u : s.units)
        if (u.brigade == brigade && !u.removed) n += u.stands;
    return n;
}


// The point of a stand nearest to `p`.
Vec2 nearestOn(const core::geom::Box& b, Vec2 p) {
    const Vec2 right = core::rightOf(b.facing);
    const Vec2 ahead = core::forwardOf(b.facing);
    const Vec2 d = p - b.centre;
    const double x = std::clamp(dot(d, right), -b.halfWidth, b.halfWidth);
    const double y = std::clamp(dot(d, ahead), -b.halfDepth, b.halfDepth);
    return b.centre + right * x + ahead * y;
}

// FG-D-23: a brigadier whose regiment is removed is placed touching the
// nearest unit of his brigade (his base's edge on its nearest stand's edge,
// on the side he comes from), not attached to it. With none left he stays.
void placeNearest(GameState& s, int brigade) {
    Brigade& br = s.brigades[brigade];
    double best = 1e300;
    Vec2 at = br.leader;
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        if (s.units[i].brigade != brigade || s.units[i].removed) continue;
        for (const core::geom::Box& box : standBoxes(s, i)) {
            const Vec2 q = nearestOn(box, br.leader);
            const double d = length(br.leader - q);
            if (d >= best) continue;
            best = d;
            if (d > 1e-9)
                at = q + (br.leader - q) * (kLeaderRadius / d);
            else // on the stand itself: behind it
                at = box.centre - core::forwardOf(box.facing) * (box.halfDepth + kLeaderRadius);
        }
    }
    br.leader = at;
}

} // namespace

// [SECTION] Discipline checks

// FG-DISC-1: the experience's number (or the rule's), +1 brigadier attached,
// -1 beyond 12" (FG-D-6: the tier from where he stands now; without a
// brigadier the brigade counts as 12-24", FG-D-23), -1 hesitant brigade,
// and the calling rule's modifiers. A broken brigade is past hesitant: it
// keeps the -1.
CheckNeed checkNeed(const GameState& s, int unit, const std::vector<CheckModifier>& modifiers,
                    int base, std::string_view baseName) {
    return checkNeedWithReach(s, unit, commandReach(s, unit), modifiers, base, baseName);
}

CheckNeed checkNeedWithReach(const GameState& s, int unit, const CommandReach& reach,
                             const std::vector<CheckModifier>& modifiers, int base,
                             std::string_view baseName) {
    const Unit& u = s.units[unit];
    const Brigade& br = s.brigades[u.brigade];
    CheckNeed c;
    if (base > 0) {
        c.need = base;
        c.base = baseName.empty() ? "the rule's" : std::string(baseName);
    } else {
        const Experience e = experienceOf(s, unit);
        c.need = s.tables().disciplineOf(e);
        c.base = nameOf(e);
    }
    auto add = [&](int value, std::string_view text) {
        c.need -= value; // a plus lowers the number needed
        c.terms.push_back(signedTerm(value, text));
    };
    if (!br.leaderGone && br.attached == unit) add(+1, "brigadier attached");
    if (reach.leaderless)
        add(-1, "no brigadier");
    else if (reach.tier == Tier::Distant || reach.tier == Tier::Out)
        add(-1, "beyond 12\" of the brigadier");
    if (br.clock == Clock::Hesitant) add(-1, "hesitant brigade");
    if (br.clock == Clock::Broken) add(-1, "broken brigade");
    for (const CheckModifier& m : modifiers)
        if (m.value != 0) add(m.value, m.text);
    return c;
}

CheckNeed checkNeed(const GameState& s, int unit, int modifier, int base,
                    std::string_view baseName) {
    std::vector<CheckModifier> mods;
    if (modifier != 0) mods.push_back({modifier, "situation"});
    return checkNeed(s, unit, mods, base, baseName);
}

bool disciplineCheck(GameState& s, int unit, const std::vector<CheckModifier>& modifiers,
                     std::string_view why, std::vector<Event>& events, int base,
                     std::string_view baseName) {
    const CheckNeed c = checkNeed(s, unit, modifiers, base, baseName);
    const int roll = s.dice.d6();
    // FG-DISC-1: a natural 1 fails and a natural 6 passes, whatever the need.
    const bool passed = roll != 1 && (roll == 6 || roll >= c.need);
    const int base0 = base > 0 ? base : s.tables().disciplineOf(experienceOf(s, unit));
    std::string text = theUnit(s, unit, true) + " checks for " + std::string(why) + ": needs " +
                       std::to_string(base0) + "+ (" + c.base + ")";
    if (!c.terms.empty()) {
        for (const std::string& t : c.terms)
            text += ", " + t;
        text += ": " + std::to_string(c.need) + "+";
    }
    text += "; rolls " + std::to_string(roll) + ": " + (passed ? "passes" : "fails");
    if (roll == 1 && c.need <= 1) text += " (a natural 1)";
    if (roll == 6 && c.need > 6) text += " (a natural 6)";
    Event e = unitEvent(s, EventKind::Check, unit, text);
    e.dice = {roll};
    e.need = {std::clamp(c.need, 2, 6)}; // the least roll that passes
    e.value = passed ? 1 : 0;
    events.push_back(std::move(e));
    return passed;
}

bool disciplineCheck(GameState& s, int unit, int modifier, std::string_view why,
                     std::vector<Event>& events, int base, std::string_view baseName) {
    std::vector<CheckModifier> mods;
    if (modifier != 0) mods.push_back({modifier, "situation"});
    return disciplineCheck(s, unit, mods, why, events, base, baseName);
}

bool checkOrDisorder(GameState& s, int unit, const std::vector<CheckModifier>& modifiers,
                     std::string_view why, std::vector<Event>& events, int base,
                     std::string_view baseName) {
    if (disciplineCheck(s, unit, modifiers, why, events, base, baseName)) return true;
    disorder(s, unit, "failed its check for " + std::string(why), events);
    return false;
}

// FG-TRAIT-1, FG-D-13: the trait names its own number, 5, and the usual
// modifiers still apply.
bool seenTheElephant(GameState& s, int unit, std::vector<Event>& events) {
    Unit& u = s.units[unit];
    if (u.removed || !(u.traits & kSeenTheElephant) || (u.onceUsed & kSeenTheElephant)) return true;
    u.onceUsed |= kSeenTheElephant;
    return checkOrDisorder(s, unit, {}, "its first time under fire", events, 5,
                           "Seen the Elephant");
}

// [SECTION] Fresh and spent

int standsWithScreen(const GameState& s, int unit) {
    const Unit& u = s.units[unit];
    int n = u.stands;
    if (u.screen >= 0 && !s.units[u.screen].removed) n += s.units[u.screen].stands;
    return n;
}

// FG-DISC-4, FG-D-25: compared exactly, in whole numbers.
bool fresh(const GameState& s, int unit) {
    const int start = s.units[unit].startStands;
    return start > 0 && standsWithScreen(s, unit) * 100 > start * s.tables().freshPercent;
}

bool spent(const GameState& s, int unit) {
    const int start = s.units[unit].startStands;
    return start > 0 && standsWithScreen(s, unit) * 100 < start * s.tables().spentPercent;
}

// [SECTION] Disorder and rally

void disorder(GameState& s, int unit, std::string_view why, std::vector<Event>& events) {
    Unit& u = s.units[unit];
    if (u.removed || u.disordered) return; // one marker at most (FG-DISC-2)
    u.disordered = true;
    events.push_back(unitEvent(s, EventKind::Disordered, unit,
                              theUnit(s, unit, true) + " is disordered: " + std::string(why) + "."));
}

// FG-DISC-2, FG-D-14.
void rallyTests(GameState& s, Side side, std::vector<Event>& events) {
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
        const Unit& u = s.units[i];
        if (u.removed || !u.disordered || s.sideOf(i) != side) continue;
        if (s.brigades[u.brigade].clock == Clock::Broken) continue; // never rally
        // In command: within 12" (bugle or courier); a brigade without its
        // brigadier counts as 12-24" and cannot rally (FG-D-23).
        const Tier tier = tierOf(s, i);
        if (tier != Tier::Bugle && tier != Tier::Courier) continue;
        // FG-TRAIT-1: Iron Discipline rallies on 3+ in place of its
        // experience's number, modifiers still applying (FG-D-14).
        const bool iron = (u.traits & kIronDiscipline) != 0;
        const bool passed = iron ? disciplineCheck(s, i, 0, "rally", events, 3, "Iron Discipline")
                                 : disciplineCheck(s, i, 0, "rally", events);
        if (!passed) continue;
        s.units[i].disordered = false;
        events.push_back(unitEvent(s, EventKind::Rallied, i,
                                  theUnit(s, i, true) + " rallies: its disorder is removed."));
    }
}

// [SECTION] Losses and shatter

void loseStands(GameState& s, int unit, int n, std::vector<Event>& events) {
    Unit& u = s.units[unit];
    if (u.removed || n <= 0) return;
    n = std::min(n, u.stands);
    u.stands -= n;
    s.brigades[u.brigade].lost += n; // FG-D-25: every stand removed is lost
    events.push_back([&] {
        Event e = unitEvent(s, EventKind::StandsLost, unit,
                           theUnit(s, unit, true) + " loses " + std::to_string(n) +
                               (n == 1 ? " stand" : " stands") + " (" + std::to_string(u.stands) +
                               " left).");
        e.value = n;
        return e;
    }());
    const int parent = u.parent;
    if (u.stands <= 0 || u.onTable() <= 0) {
        // Nothing of it left on the table (a battery's last section, a
        // screen at 0, FG-D-28; holders alone cannot fight and go with it).
        removeUnit(s, unit, "none of it is left on the table", events);
    } else if (regiment(u) && standsWithScreen(s, unit) <= 1) {
        // FG-DISC-3: a regiment at 1 stand (its screen's counted, FG-D-25)
        // shatters; a battery may stay at one section.
        events.push_back(unitEvent(s, EventKind::Shattered, unit,
                                  theUnit(s, unit, true) + " is reduced to 1 stand and shatters."));
        removeUnit(s, unit, "shattered", events);
    }
    // A screen's losses count with its parent's (FG-D-25): the parent may
    // now be down to its last stand.
    if (parent >= 0 && !s.units[parent].removed && regiment(s.units[parent]) &&
        standsWithScreen(s, parent) <= 1) {
        events.push_back(unitEvent(s, EventKind::Shattered, parent,
                                  theUnit(s, parent, true) + " is reduced to 1 stand and shatters."));
        removeUnit(s, parent, "shattered", events);
    }
    updateClock(s, s.units[unit].brigade, events); // FG-BRIG-2: at once
}

void removeUnit(GameState& s, int unit, std::string_view why, std::vector<Event>& events) {
    Unit& u = s.units[unit];
    if (u.removed) return;
    const int brigade = u.brigade;
    const int n = u.stands; // holders included (FG-D-40)
    s.brigades[brigade].lost += n;
    u.stands = 0;
    u.holders = 0;
    u.removed = true;
    u.disordered = false;
    u.smoke = false;
    // FG-D-28: a screen outlives its parent; a removed screen no longer
    // counts with its parent.
    if (u.parent >= 0 && s.units[u.parent].screen == unit) s.units[u.parent].screen = -1;
    std::string text = theUnit(s, unit, true) + " is removed (" + std::string(why) + ")";
    if (n > 0) text += ": " + std::to_string(n) + (n == 1 ? " stand" : " stands") + " lost";
    Event e = unitEvent(s, EventKind::StandsLost, unit, text + ".");
    e.value = n;
    events.push_back(std::move(e));
    Brigade& br = s.brigades[brigade];
    if (br.attached == unit) { // FG-D-23
        br.attached = -1;
        placeNearest(s, brigade);
    }
    // FG-DISC-3, FG-D-25: a screen gone (off the table on a broken march,
    // say) no longer counts with its parent, which may now stand at its
    // last stand: it shatters.
    const int parent = u.parent;
    if (parent >= 0 && !s.units[parent].removed && regiment(s.units[parent]) &&
        standsWithScreen(s, parent) <= 1) {
        events.push_back(unitEvent(s, EventKind::Shattered, parent,
                                  theUnit(s, parent, true) + " is reduced to 1 stand and shatters."));
        removeUnit(s, parent, "shattered", events);
    }
    updateClock(s, brigade, events);
}

// [SECTION] The brigade faltering clock

bool brigadeBroken(const GameState& s, int brigade) {
    return s.brigades[brigade].clock == Clock::Broken || standsLeft(s, brigade) == 0;
}

namespace {
// The least n with n * 100 >= start * percent: the comparison updateClock makes.
int leastLost(int start, int percent) {
    return (start * percent + 99) / 100;
}
} // namespace

int lostToHesitate(const GameState& s, int brigade) {
    return leastLost(s.brigades[brigade].startStands, s.tables().hesitantPercent);
}
int lostToBreak(const GameState& s, int brigade) {
    return leastLost(s.brigades[brigade].startStands, s.tables().brokenPercent);
}

// FG-BRIG-1, FG-D-25: lost * 100 >= start * 30 (and 50), no rounding.
void updateClock(GameState& s, int brigade, std::vector<Event>& events) {
    Brigade& br = s.brigades[brigade];
    const Tables& t = s.tables();
    Clock now = Clock::Steady;
    if (br.lost * 100 >= br.startStands * t.brokenPercent || standsLeft(s, brigade) == 0)
        now = Clock::Broken; // FG-D-47: none left is broken
    else if (br.lost * 100 >= br.startStands * t.hesitantPercent)
        now = Clock::Hesitant;
    if (now <= br.clock) return; // it never goes back
    br.clock = now;
    Event e;
    e.kind = EventKind::ClockChanged;
    e.side = s.sideOfBrigade(brigade);
    e.brigade = brigade;
    e.value = static_cast<int>(now);
    e.text = theBrigade(s, brigade, true) + " is " + std::string(nameOf(now)) + ": " +
             std::to_string(br.lost) + " of its " + std::to_string(br.startStands) +
             " stands lost.";
    events.push_back(std::move(e));
    if (now != Clock::Broken) return;
    // FG-BRIG-1: complete collapse, every unit disordered.
    for (int i = 0; i < static_cast<int>(s.units.size()); ++i)
        if (s.units[i].brigade == brigade) disorder(s, i, "its brigade broke", events);
}

// [SECTION] Leaders

void leaderRisk(GameState& s, int brigade, std::vector<Event>& events) {
    Brigade& br = s.brigades[brigade];
    if (br.leaderGone) return; // no one there to hit
    const int roll = s.dice.d6();
    const RiskResult r = s.tables().risk[roll - 1];
    const std::string who = theBrigade(s, brigade, true) + "'s brigadier";
    Event e;
    e.kind = EventKind::LeaderRisk;
    e.side = s.sideOfBrigade(brigade);
    e.brigade = brigade;
    e.unit = br.attached;
    e.dice = {roll};
    e.value = static_cast<int>(r);
    std::string what;
    switch (r) {
    case RiskResult::Unhurt:
        what = "a close call, unhurt";
        break;
    case RiskResult::Wounded:
        br.wounds += 1; // a pip fewer each turn (FG-CMD-2), wounds add up
        what = "lightly wounded (a pip fewer each turn)";
        break;
    case RiskResult::Removed:
        what = "severely wounded or captured: removed";
        break;
    case RiskResult::Killed:
        what = "killed in action";
        break;
    }
    e.text = who + " is at risk: rolls " + std::to_string(roll) + ": " + what + ".";
    events.push_back(std::move(e));
    if (r == RiskResult::Unhurt || r == RiskResult::Wounded) return;
    const int regimentOf = br.attached;
    // FG-LEAD-2: gone until his replacement at the next command phase.
    br.leaderGone = true;
    br.attached = -1;
    if (r != RiskResult::Killed) return;
    // FG-LEAD-2, FG-D-23: killed, his regiment disordered and every pip of
    // the brigade lost, reserved and saved included.
    if (regimentOf >= 0) disorder(s, regimentOf, "its brigadier was killed", events);
    const int pips = br.pips + br.reserved + br.saved;
    br.pips = br.reserved = br.saved = 0;
    if (pips > 0) {
        Event p;
        p.kind = EventKind::PipsLost;
        p.side = s.sideOfBrigade(brigade);
        p.brigade = brigade;
        p.value = pips;
        p.text = theBrigade(s, brigade, true) + " loses its " + std::to_string(pips) +
                 (pips == 1 ? " pip" : " pips") + " with its brigadier.";
        events.push_back(std::move(p));
    }
}

// FG-LEAD-2, FG-D-23, FG-D-44.
void replaceLeaders(GameState& s, Side side, std::vector<Event>& events) {
    for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
        if (s.sideOfBrigade(b) != side || !s.brigades[b].leaderGone) continue;
        // The largest regiment (most stands, its screen's counted as for
        // its other counts, FG-D-25); the lowest index on a tie. Without a
        // regiment left, the largest battery or screen.
        int best = -1;
        int bestStands = 0;
        bool bestRegiment = false;
        for (int i = 0; i < static_cast<int>(s.units.size()); ++i) {
            const Unit& u = s.units[i];
            if (u.brigade != b || u.removed) continue;
            const int n = standsWithScreen(s, i);
            const bool reg = regiment(u);
            if (best < 0 || (reg && !bestRegiment) || (reg == bestRegiment && n > bestStands)) {
                best = i;
                bestStands = n;
                bestRegiment = reg;
            }
        }
        if (best < 0) continue; // no units left: no replacement
        Brigade& br = s.brigades[b];
        br.leaderGone = false;
        br.rating = Rating::Timid;
        br.wounds = 0;
        br.attached = best;
        // His base on the front-centre (colour) stand, its edge touching the
        // front edge's centre: attached, he may overlap it (FG-D-7).
        const Unit& u = s.units[best];
        br.leader = u.front - core::forwardOf(u.facing) * kLeaderRadius;
        Event e = unitEvent(s, EventKind::LeaderReplaced, best,
                           "A timid brigadier takes over " + theBrigade(s, b) +
                               ", attached to the " + nameOfUnit(s, best) + ".");
        e.brigade = b;
        events.push_back(std::move(e));
    }
}

// [SECTION] Victory

Share lossShare(const GameState& s, Side side) {
    Share out;
    for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
        if (s.sideOfBrigade(b) != side) continue;
        out.lost += s.brigades[b].lost;
        out.start += s.brigades[b].startStands;
    }
    return out;
}

bool lastPlayerTurn(const GameState& s) {
    const int limit = s.battle().turnLimit;
    return limit > 0 && s.turn >= limit && s.active != s.battle().firstSide;
}

namespace {

// FG-WIN-1: at least half its brigades, rounding up, are broken.
bool sideBroken(const GameState& s, Side side, int& broken, int& total) {
    broken = total = 0;
    for (int b = 0; b < static_cast<int>(s.brigades.size()); ++b) {
        if (s.sideOfBrigade(b) != side) continue;
        ++total;
        if (brigadeBroken(s, b)) ++broken;
    }
    return total > 0 && broken * 2 >= total;
}

std::string brokenText(Side side, int broken, int total) {
    return "the " + armyName(side) + " army has " + std::to_string(broken) + " of its " +
           std::to_string(total) + (total == 1 ? " brigade" : " brigades") + " broken";
}

std::string shareText(Side remover, Share enemy) {
    std::string pct =
        enemy.start > 0 ? std::to_string((enemy.lost * 100 + enemy.start / 2) / enemy.start) : "0";
    return "the " + armyName(remover) + "s removed " + std::to_string(enemy.lost) + " of " +
           std::to_string(enemy.start) + " enemy stands (" + pct + "%)";
}

void endGame(GameState& s, std::optional<Side> winner, std::string reason,
             std::vector<Event>& events, bool byTurnLimit = false) {
    s.over = true;
    s.byTurnLimit = byTurnLimit;
    s.winner = winner;
    s.endReason = reason;
    Event e;
    e.kind = EventKind::GameOver;
    e.side = winner.value_or(s.active);
    e.value = winner ? 1 : 0;
    e.text = std::move(reason);
    events.push_back(std::move(e));
}

} // namespace

void checkVictory(GameState& s, std::vector<Event>& events, bool lastTurnEnded) {
    if (s.over) return;
    const Side fed = Side::Federal;
    const Side reb = Side::Confederate;
    int fb = 0, ft = 0, cb = 0, ct = 0;
    const bool fedLost = sideBroken(s, fed, fb, ft);
    const bool rebLost = sideBroken(s, reb, cb, ct);
    if (fedLost && rebLost) { // FG-WIN-1: both at once
        endGame(s, std::nullopt,
                "A draw: " + brokenText(fed, fb, ft) + " and " + brokenText(reb, cb, ct) + ".",
                events);
        return;
    }
    if (fedLost || rebLost) {
        const Side loser = fedLost ? fed : reb;
        const std::string by = fedLost ? brokenText(fed, fb, ft) : brokenText(reb, cb, ct);
        const std::string text = armyName(core::other(loser)) + " victory: " + by + ".";
        endGame(s, core::other(loser), text, events);
        return;
    }
    const int limit = s.battle().turnLimit;
    if (!lastTurnEnded && !(limit > 0 && s.turn > limit)) return;
    // FG-WIN-2, FG-D-47: the share of the enemy's start each side removed,
    // compared exactly: fedRemoved/rebStart against rebRemoved/fedStart.
    const Share rebLoss = lossShare(s, reb); // what the Federals removed
    const Share fedLoss = lossShare(s, fed);
    const long long fedScore = static_cast<long long>(rebLoss.lost) * fedLoss.start;
    const long long rebScore = static_cast<long long>(fedLoss.lost) * rebLoss.start;
    const std::string shares = shareText(fed, rebLoss) + ", " + shareText(reb, fedLoss);
    if (fedScore == rebScore)
        endGame(s, std::nullopt, "A draw at the turn limit: " + shares + ".", events, true);
    else {
        const Side w = fedScore > rebScore ? fed : reb;
        endGame(s, w, armyName(w) + " victory at the turn limit: " + shares + ".", events, true);
    }
}

} // namespace guidon::full
