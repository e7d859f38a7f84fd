// The fire preview's text (issue 22): every target with its band, dice, the
// to-hit number with each modifier named, the save with its terms, the
// traits that apply, and figures that are fireOdds' own; or why the unit can
// fire at nothing.
#include "fire_fixtures.h"
#include "full/fire.h"
#include "full/fire_odds.h"
#include "full/fire_preview.h"

#include <doctest/doctest.h>

#include <cstdio>
#include <string>

using namespace guidon::full;
using namespace guidon::full::test;

namespace {

// The 2nd Wisconsin (Federal, unit 0) facing north at y 30, the 4th Alabama
// (Confederate, unit 1) facing south `gap` inches ahead, 6 stands each.
Battle facingSix(double gap) {
    Battle b = emptyBattle();
    int w = addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 6, {36, 30}, 0);
    b.units[w].name = "2nd Wisconsin";
    int a = addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 6, {36, 30 - gap}, 180);
    b.units[a].name = "4th Alabama";
    return b;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string t;
    for (const std::string& l : lines)
        t += l + "\n";
    return t;
}

std::string oneDecimal(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", x);
    return buf;
}

} // namespace

TEST_CASE("FG-FIRE-3 the preview names every to-hit term, the save's terms and the traits") {
    // Open order in the woods, 6" off (medium), a hesitant Federal brigade
    // of Sharpshooters; the target Steady, green (Seen the Elephant), with
    // an odd hit already.
    Battle b = facingSix(6.0);
    addArea(b, "woods", rect(28, 18, 44, 24.5));
    b.units[0].traitsOn = kSharpshooters;
    b.units[1].formation = Formation::OpenOrder;
    b.units[1].traitsOn = kSteady | kSeenTheElephant;
    GameState s = firePhase(b);
    s.brigades[0].clock = Clock::Hesitant;
    s.units[1].oddHits = 1;
    std::vector<TargetPreview> p = firePreview(s, 0, -1);
    REQUIRE(p.size() == 1);
    const Volley& v = p[0].volley;
    CHECK(v.target == 1);
    CHECK(v.toHit == 6);
    const std::string text = joined(previewLines(s, p[0]));
    CAPTURE(text);
    CHECK(has(text, "The 4th Alabama (4al), 6\" (medium)"));
    CHECK(has(text, "6 dice: 6 stands x 1"));
    CHECK(has(text, "needs 6+: matrix 4+, -1 target in open order, -1 hesitant brigade: 6+"));
    CHECK(has(text, "save: light cover ("));
    CHECK(has(text, ") 5+, +1 open order: 4+"));
    CHECK(has(text, "Sharpshooters: one missed die is rolled again"));
    CHECK(has(text, "Steady: the 4th Alabama rolls one failed save again"));
    CHECK(has(text, "carries 1 odd hit into this volley"));
    CHECK(has(text, "Seen the Elephant: " + percentText(p[0].odds.elephantChance) + ": the 4th "
                    "Alabama checks first, hit or not, and fails at 6+ (Seen the Elephant 5+"));
    CHECK(has(text, "disordered by either: " + percentText(p[0].odds.disorderChance)));
    // Every figure is fireOdds'.
    const FireOdds o = fireOdds(v);
    CHECK(has(text, "expected hits " + oneDecimal(o.expectedHits) + ", unsaved " +
                        oneDecimal(o.expectedUnsaved)));
    CHECK(has(text, "at least one stand: " + percentText(o.standChance)));
    CHECK(has(text, "suppression: " + percentText(o.suppressionChance) +
                        ": a natural 6 within 6\", then a failed check at " +
                        std::to_string(v.suppressionNeed) + "+ (regular 4+"));
    CHECK(has(text, "+1 fresh"));
    CHECK(has(text, "+1 cover"));
}

TEST_CASE("FG-FIRE-3 the preview names enfilade, and crossfire in the suppression check") {
    Battle b = emptyBattle();
    addUnit(b, "2wi", 0, Arm::Infantry, Formation::Line, 4, {20, 30}, 90);
    addUnit(b, "4al", 1, Arm::Infantry, Formation::Line, 4, {26, 29}, 0);
    GameState s = firePhase(b);
    std::vector<TargetPreview> p = firePreview(s, 0, -1);
    REQUIRE(p.size() == 1);
    const std::string text = joined(previewLines(s, p[0]));
    CAPTURE(text);
    CHECK(has(text, "needs 3+: matrix 4+, +1 enfilade: 3+"));
    CHECK(has(text, "save: no save (open ground)"));
    CHECK(has(text, "-1 crossfire"));
}

TEST_CASE("FG-FIRE-4 the preview of point-blank guns: sections, no save; Iron Discipline") {
    Battle b = facingSix(3.0);
    b.units[0].front = {10, 40}; // out of the way
    int g = addUnit(b, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {36, 30}, 0);
    b.units[g].gun = GunType::Napoleon;
    b.units[1].traitsOn = kIronDiscipline;
    GameState s = firePhase(b);
    std::vector<TargetPreview> p = firePreview(s, g, 1);
    REQUIRE(p.size() == 1);
    const std::string text = joined(firePreviewText(s, g, 1));
    CAPTURE(text);
    CHECK(has(text, "Section 2 of the 1ri could fire at 1 target, nearest first:"));
    CHECK(has(text, "3\" (point-blank, canister)"));
    CHECK(has(text, "3 dice: 1 section x 3"));
    CHECK(has(text, "needs 2+ (the matrix)"));
    CHECK(has(text, "save: no save (point-blank guns)"));
    CHECK(has(text, "suppression: 0% (Iron Discipline: the 4th Alabama ignores the first"));
    CHECK(p[0].odds.suppressionChance == 0.0);
}

TEST_CASE("FG-FIRE-6 the preview of a far volley: two natural 6s to suppress; road column's save") {
    Battle b = facingSix(7.0);
    addArea(b, "woods", rect(28, 10, 44, 23.5));
    b.units[1].formation = Formation::RoadColumn;
    GameState s = firePhase(b);
    std::vector<TargetPreview> p = firePreview(s, 0, -1);
    REQUIRE(p.size() == 1);
    const std::string text = joined(previewLines(s, p[0]));
    CAPTURE(text);
    CHECK(has(text, "(medium)"));
    CHECK(has(text, "two natural 6s beyond 6\""));
    CHECK(has(text, "-2 road column: no save"));
}

TEST_CASE("FG-FIRE-1 the preview says plainly why a unit can fire at nothing") {
    Battle b = facingSix(5.0);
    GameState s = firePhase(b);
    s.units[0].order = Order::Advance;
    std::string text = joined(firePreviewText(s, 0, -1));
    CHECK(has(text, "The 2nd Wisconsin can fire at nothing now: FG-FIRE-1: "));
    CHECK(has(text, "did not hold its position"));
    CHECK(noTargetReason(s, 0, -1).rfind("FG-FIRE-1: ", 0) == 0);
    // Out of reach: the nearest enemy's refusal.
    s = firePhase(facingSix(20.0));
    text = joined(firePreviewText(s, 0, -1));
    CAPTURE(text);
    CHECK(has(text, "can fire at nothing now: no enemy it can fire at; the nearest, the 4th "
                    "Alabama (4al): FG-FIRE-2"));
    CHECK(firePreview(s, 0, -1).empty());
    // A battery names its section.
    Battle g = facingSix(3.0);
    int bty = addUnit(g, "1ri", 0, Arm::Artillery, Formation::Unlimbered, 2, {20, 30}, 0);
    s = firePhase(g);
    CHECK(has(joined(firePreviewText(s, bty, -1)), "FG-D-30"));
}

TEST_CASE("FG-FIRE-3 the preview's percents: whole, never a false 0% or 100%") {
    CHECK(percentText(0.0) == "0%");
    CHECK(percentText(0.004) == "under 1%");
    CHECK(percentText(0.38) == "38%");
    CHECK(percentText(0.996) == "over 99%");
    CHECK(percentText(1.0) == "100%");
}
