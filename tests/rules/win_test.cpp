// LL-WIN 1-2: the shattered point and the victory roll.
#include "fixtures.h"

using namespace fixtures;

TEST_CASE("LL-WIN-1 shattered point: each side's bases halved, rounded up; the lower of the two") {
    SUBCASE("20 against 20") {
        GameState s = start();
        CHECK(s.shatteredPoint == 10);
    }
    SUBCASE("odd counts round up and the lower is taken for both") {
        Battle b = twoBrigades();
        b.units[0].bases = 7; // Federal 7 + 10 = 17 -> 9
        b.units[2].bases = 9; // Confederate 9 + 10 = 19 -> 10
        GameState s = start(b);
        CHECK(s.side(Side::Federal).startingBases == 17);
        CHECK(s.side(Side::Confederate).startingBases == 19);
        CHECK(s.shatteredPoint == 9);
    }
    SUBCASE("a limbered battery counts its gun bases, not its one limber") {
        Battle b = twoBrigades();
        b.units.push_back(unit("fa", Side::Federal, UnitType::Artillery, 3, 3, 30, 24, 0));
        b.units.back().limbered = true;
        GameState s = start(b);
        CHECK(s.side(Side::Federal).startingBases == 23);
        CHECK(s.shatteredPoint == 10); // min(12, 10)
    }
}

TEST_CASE(
    "LL-WIN-2 victory roll: one die plus enemy bases removed, at least the shattered point wins") {
    auto toStatus = [](GameState& s) {
        accept(s, "no-fire");
        accept(s, "move plain0");
        return play(s, "end-phase");
    };
    std::vector<std::string> hand{"plain0", "plain1", "plain1", "plain2", "plain2", "plain3"};
    SUBCASE("equal to the shattered point wins") {
        GameState s = startWith(hand, hand);
        s.side(Side::Federal).basesLost = 6; // removed from the Federal: counts for the Confederate
        s.dice.script({4});
        Outcome o = toStatus(s);
        REQUIRE(o.accepted);
        CHECK(s.over);
        CHECK(s.winner == Side::Confederate);
        auto it = std::find_if(o.events.begin(), o.events.end(),
                               [](const Event& e) { return e.kind == EventKind::VictoryRoll; });
        REQUIRE(it != o.events.end());
        CHECK(it->dice == std::vector<int>{4});
        CHECK(it->value == 10);
    }
    SUBCASE("one short goes on") {
        GameState s = startWith(hand, hand);
        s.side(Side::Federal).basesLost = 6;
        s.dice.script({3});
        toStatus(s);
        CHECK_FALSE(s.over);
        CHECK(s.active == Side::Federal);
    }
    SUBCASE("only the active player rolls, counting the enemy's losses, not his own") {
        GameState s = startWith(hand, hand);
        s.side(Side::Confederate).basesLost = 9; // the Confederate's own losses do not help him
        s.dice.script({6});
        toStatus(s);
        CHECK_FALSE(s.over);
        // Next, the Federal's status phase: 1 + 9 = 10 wins for him.
        s.dice.script({1});
        if (s.step == Step::ReshuffleChoice) accept(s, "keep");
        toStatus(s);
        CHECK(s.over);
        CHECK(s.winner == Side::Federal);
    }
}
