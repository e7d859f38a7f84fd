// The marks the rules put on the dice of their events (issue 19: the log
// draws them as dice): each die's target number and whether it counted, as
// the rules decided, so the window never works a roll out again.
#include "fixtures.h"

using namespace fixtures;

namespace {

const Event* firstOf(const std::vector<Event>& ev, EventKind k) {
    for (const Event& e : ev)
        if (e.kind == k) return &e;
    return nullptr;
}

// Two Federal bases at (9.5, 25) and (10.5, 25) facing north, each firing one
// die at a dense Confederate line 5 BW off, in the Federal fire phase.
GameState firingPair(bool fence) {
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 2, 2, 10, 25, 0));
    b.units.push_back(infantry("ca", Side::Confederate, 6, 2, 9.5, 20, 180));
    b.units.push_back(infantry("reserve", Side::Confederate, 10, 5, 40, 3, 180));
    if (fence) addLinear(b, "fence", {{0, 22.5}, {20, 22.5}}, 0.1);
    GameState s =
        startWith({"plain0", "plain1", "plain2", "fbr", "dcan", "plain3"},
                  {"plain0", "plain1", "plain2", "plain2", "plain3", "plain3"}, std::move(b));
    REQUIRE(s.active == Side::Federal);
    accept(s, "fire plain0");
    return s;
}

// The fire phase resolved with these dice: its events.
std::vector<Event> fired(bool fence, const std::vector<int>& dice) {
    GameState s = firingPair(fence);
    s.dice.script(dice);
    Outcome o = play(s, "end-phase");
    REQUIRE(o.accepted);
    return o.events;
}

} // namespace

TEST_CASE("LL-FIRE-3 a fire roll marks each die with the roll it needed and whether it hit, a "
          "throw per base") {
    SUBCASE("volley: 3+ against a dense target") {
        std::vector<Event> events = fired(false, {2, 3, 4});
        const Event* fire = firstOf(events, EventKind::FireRolled);
        REQUIRE(fire);
        REQUIRE(fire->dice == std::vector<int>{2, 3});
        REQUIRE(fire->marks.size() == 2);
        CHECK(fire->marks[0].need == 3);
        CHECK_FALSE(fire->marks[0].counts);
        CHECK(fire->marks[1].need == 3);
        CHECK(fire->marks[1].counts);
        CHECK(fire->marks[0].group != fire->marks[1].group); // each base's shot its own throw
        // LL-LOSS-1: the one hit's kill roll, 4+.
        const Event* kills = firstOf(events, EventKind::KillsRolled);
        REQUIRE(kills);
        REQUIRE(kills->marks.size() == 1);
        CHECK(kills->marks[0].need == 4);
        CHECK(kills->marks[0].counts); // the 4
    }
    SUBCASE("skirmish across a fence: only a 6 hits") {
        std::vector<Event> events = fired(true, {5, 6, 1});
        const Event* fire = firstOf(events, EventKind::FireRolled);
        REQUIRE(fire);
        REQUIRE(fire->marks.size() == 2);
        CHECK(fire->marks[0].need == 6);
        CHECK_FALSE(fire->marks[0].counts);
        CHECK(fire->marks[1].counts);
        const Event* kills = firstOf(events, EventKind::KillsRolled);
        REQUIRE(kills);
        REQUIRE(kills->marks.size() == 1);
        CHECK_FALSE(kills->marks[0].counts); // the 1
    }
}

TEST_CASE("LL-WIN-2 the victory roll marks its die with the roll that wins and whether it did") {
    GameState s = startWith({"plain0", "plain1", "plain2", "fbr", "dcan", "plain3"},
                            {"plain0", "plain1", "plain2", "plain2", "plain3", "plain3"});
    s.dice.script({6});
    accept(s, "no-fire");
    Outcome o = play(s, "pass");
    REQUIRE(o.accepted);
    const Event* roll = firstOf(o.events, EventKind::VictoryRoll);
    REQUIRE(roll);
    REQUIRE(roll->marks.size() == 1);
    CHECK(roll->marks[0].need == s.shatteredPoint); // no enemy base removed yet
    CHECK(roll->marks[0].counts == (6 >= s.shatteredPoint));
}
