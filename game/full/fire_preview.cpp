#include "fire_preview.h"

#include "morale.h"
#include "movement_detail.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <limits>

// The preview restates no rule: the numbers are the Volley's (worked out by
// volleyOf, the same that resolveVolley rolls) and the chances fireOdds'.
// The words name what the Volley holds. The checks' own terms (brigadier,
// hesitant brigade ...) come from checkNeed, the function the roll itself
// calls, so the sentence and the die agree.

namespace guidon::full {

namespace {

using move_detail::inches;

std::string signedText(const FireTerm& t) {
    return (t.value > 0 ? "+" : "") + std::to_string(t.value) + " " + t.text;
}

std::string oneDecimal(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

std::string plural(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "needs 5+: matrix 4+, -1 target in open order: 5+"; beyond 6 or below 2
// the naturals decide, and the sentence says so.
std::string toHitText(const Volley& v) {
    std::string t = "needs " + std::to_string(v.toHit) + "+";
    if (!v.toHitTerms.empty()) {
        t += ": matrix " + std::to_string(v.matrix) + "+";
        for (const FireTerm& x : v.toHitTerms)
            t += ", " + signedText(x);
        t += ": " + std::to_string(v.toHit) + "+";
    } else {
        t += " (the matrix)";
    }
    if (v.toHit > 6) t += " (only a natural 6 hits)";
    if (v.toHit < 2) t += " (a natural 1 still misses)";
    return t;
}

// "light cover (the McPherson woods) 5+, +1 open order: 4+", "no save
// (open ground)", "light cover (the woods) 5+, -2 road column: no save".
std::string saveText(const Volley& v) {
    const std::string tail = ": no save";
    std::string base = v.saveBase;
    if (v.save == 0 && v.saveTerms.empty()) {
        if (base.size() > tail.size() && base.compare(base.size() - tail.size(), tail.size(), tail) == 0)
            return "no save (" + base.substr(0, base.size() - tail.size()) + ")";
        return base.empty() ? "no save" : base;
    }
    std::string t = base;
    for (const FireTerm& x : v.saveTerms)
        t += ", " + signedText(x);
    if (!v.saveTerms.empty()) t += v.save > 0 ? ": " + std::to_string(v.save) + "+" : ": no save";
    return t;
}

std::string bandText(const Volley& v) {
    std::string t(nameOf(v.band));
    if (v.canister) t += ", canister";
    if (v.mounted) t += ", pistols and carbines";
    return t;
}

// The check's number and every term, as disciplineCheck will say it.
std::string checkText(const GameState& s, int unit, const std::vector<FireTerm>& terms, int need,
                      int base = 0, std::string_view baseName = {}) {
    std::vector<CheckModifier> mods;
    for (const FireTerm& x : terms)
        mods.push_back({x.value, x.text});
    const CheckNeed c = checkNeed(s, unit, mods, base, baseName);
    // The base number is the need with its terms taken back off ("+1 fresh"
    // lowered it by 1), as the check's own sentence prints it.
    int base0 = c.need;
    for (const std::string& x : c.terms)
        base0 += std::atoi(x.c_str());
    std::string t = std::to_string(need) + "+ (" + c.base + " " + std::to_string(base0) + "+";
    for (const std::string& x : c.terms)
        t += ", " + x;
    t += ")";
    return t;
}

std::string plungeText(const GameState& s, const Volley& v) {
    const std::string who = theUnit(s, v.victim);
    const std::string save =
        v.victimSave > 0 ? ", saved on " + std::to_string(v.victimSave) + "+" : ", no save";
    switch (v.plunge) {
    case Plunge::OneStray:
        return "plunging fire: on any natural 6, 1 stray hit on " + who + " behind" + save;
    case Plunge::OneUnsaved:
        return "plunging fire: on any natural 6, 1 unsaved hit on " + who + " behind";
    case Plunge::StrayPerSix:
        return "plunging fire: a stray hit on " + who + " behind for each natural 6" + save;
    case Plunge::None:
        break;
    }
    return "";
}

std::string firerName(const GameState& s, int unit, int section) {
    if (section >= 0)
        return "section " + std::to_string(section + 1) + " of " + theUnit(s, unit);
    return theUnit(s, unit);
}

std::string capitalised(std::string t) {
    if (!t.empty() && t[0] >= 'a' && t[0] <= 'z') t[0] = static_cast<char>(t[0] - 'a' + 'A');
    return t;
}

} // namespace

std::string percentText(double p) {
    if (p <= 0.0) return "0%";
    if (p >= 1.0) return "100%";
    if (p < 0.005) return "under 1%";
    if (p >= 0.995) return "over 99%";
    return std::to_string(static_cast<int>(std::lround(p * 100.0))) + "%";
}

std::vector<TargetPreview> firePreview(const GameState& s, int unit, int section) {
    std::vector<TargetPreview> out;
    for (Volley& v : fireTargets(s, unit, section)) {
        FireOdds odds = fireOdds(v);
        out.push_back({std::move(v), std::move(odds)});
    }
    return out;
}

std::vector<std::string> previewLines(const GameState& s, const TargetPreview& p) {
    const Volley& v = p.volley;
    const FireOdds& o = p.odds;
    const std::string target = theUnit(s, v.target);
    std::vector<std::string> out;
    out.push_back(capitalised(target) + " (" + idOf(s, v.target) + "), " + inches(v.distance) +
                  " (" + bandText(v) + ")");
    out.push_back("  " + plural(v.dice, "die", "dice") + ": " +
                  plural(v.stands, v.artillery ? "section" : "stand",
                         v.artillery ? "sections" : "stands") +
                  " x " + std::to_string(v.dicePerStand));
    out.push_back("  " + toHitText(v));
    out.push_back("  save: " + saveText(v));
    if (v.sharpshooters) out.push_back("  Sharpshooters: one missed die is rolled again");
    if (v.steady)
        out.push_back("  Steady: " + target + " rolls one failed save again (once a game)");
    if (v.oddHits > 0)
        out.push_back("  " + capitalised(target) + " carries " +
                      plural(v.oddHits, "odd hit", "odd hits") + " into this volley");
    out.push_back("  expected hits " + oneDecimal(o.expectedHits) + ", unsaved " +
                  oneDecimal(o.expectedUnsaved) + " (" +
                  plural(v.targetStands, "stand", "stands") + " on the table)");
    out.push_back("  at least one stand: " + percentText(o.standChance));
    if (v.elephant)
        out.push_back("  Seen the Elephant: " + percentText(o.elephantChance) + ": " + target +
                      " checks first, hit or not, and fails at " +
                      checkText(s, v.target, {}, v.elephantNeed, 5, "Seen the Elephant"));
    if (v.ironIgnores) {
        out.push_back("  suppression: 0% (Iron Discipline: " + target +
                      " ignores the first this turn)");
    } else {
        out.push_back("  suppression: " + percentText(o.suppressionChance) + ": " +
                      (v.close ? "a natural 6 within 6\"" : "two natural 6s beyond 6\"") +
                      ", then a failed check at " +
                      checkText(s, v.target, v.suppressionTerms, v.suppressionNeed));
    }
    if (v.elephant) out.push_back("  disordered by either: " + percentText(o.disorderChance));
    // FG-D-8: the numbers above are the target's now; the chances count the
    // checks as the volley's own losses and leader risk leave it.
    const bool changes =
        v.leaderAtRisk ||
        std::any_of(v.after.begin(), v.after.end(), [&](const Volley::AfterLoss& a) {
            return a.gone || a.broken || a.suppressionNeed != v.suppressionNeed ||
                   (v.elephant && a.elephantNeed != v.elephantNeed);
        });
    if (changes)
        out.push_back("  the checks are taken after the volley's losses" +
                      std::string(v.leaderAtRisk ? " and its brigadier's risk" : "") +
                      ": the chances count what each loss does");
    if (v.victim >= 0 && v.plunge != Plunge::None) out.push_back("  " + plungeText(s, v));
    return out;
}

std::string noTargetReason(const GameState& s, int unit, int section) {
    if (auto r = checkFirer(s, unit, section)) return r->rule + ": " + r->reason;
    if (!fireTargets(s, unit, section).empty()) return "";
    // The nearest enemy's refusal says what stands in the way.
    int nearest = -1;
    double best = std::numeric_limits<double>::max();
    for (int t = 0; t < static_cast<int>(s.units.size()); ++t) {
        if (s.units[t].removed || s.sideOf(t) == s.sideOf(unit)) continue;
        const double d = length(s.units[t].front - s.units[unit].front);
        if (d < best) {
            best = d;
            nearest = t;
        }
    }
    if (nearest < 0) return "FG-FIRE-2: no enemy is left on the table";
    const FireCheck c = checkFire(s, unit, section, nearest);
    const std::string why =
        c.refusal ? c.refusal->rule + ": " + c.refusal->reason : "it cannot fire at it";
    return "no enemy it can fire at; the nearest, " + theUnit(s, nearest) + " (" +
           idOf(s, nearest) + "): " + why;
}

std::vector<std::string> firePreviewText(const GameState& s, int unit, int section) {
    std::vector<std::string> out;
    const std::string who = unit >= 0 && unit < static_cast<int>(s.units.size())
                                ? firerName(s, unit, section)
                                : "that unit";
    const std::vector<TargetPreview> targets = firePreview(s, unit, section);
    if (targets.empty()) {
        out.push_back(capitalised(who) + " can fire at nothing now: " +
                      noTargetReason(s, unit, section));
        return out;
    }
    out.push_back(capitalised(who) + " could fire at " +
                  plural(static_cast<int>(targets.size()), "target", "targets") +
                  ", nearest first:");
    for (const TargetPreview& p : targets) {
        out.push_back("");
        for (std::string& line : previewLines(s, p))
            out.push_back(std::move(line));
    }
    return out;
}

} // namespace guidon::full
