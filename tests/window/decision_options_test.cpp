// What the window's decision panel offers, without a display: the choices it
// enables come from the rules' own lists (prepareDecision), never from a rule
// restated in the client.
#include "../rules/fixtures.h"

#include "client/lite/decision_options.h"
#include "lite/combat.h"

using namespace fixtures;

TEST_CASE(
    "LL-FALLBACK-2 the window offers only the ways the rules offer: the shortest legal ones") {
    // f1 (x 9..11) strikes c1 (x 8.5..10.5), ties and falls back at least 3:
    // to the rear 3 BW, by its right 3 BW, by its left 3.5 BW (1 BW clear of c1).
    Battle b = openField();
    b.units.push_back(infantry("f1", Side::Federal, 4, 2, 10, 25, 0));
    b.units.push_back(infantry("c1", Side::Confederate, 4, 2, 9.5, 22, 180));
    b.units.push_back(infantry("fres", Side::Federal, 10, 5, 40, 30, 0));
    b.units.push_back(infantry("cres", Side::Confederate, 10, 5, 40, 2, 180));
    GameState s = startWith({"plain0"}, {}, b);
    accept(s, "no-fire");
    accept(s, "combat plain0");
    accept(s, "charge f1");
    s.dice.script({4, 1, 1, 1, /*c1*/ 4, 1, 1, 1, /*fall back*/ 3, 3});
    accept(s, "end-phase");
    accept(s, "losses f1");
    REQUIRE(s.step == Step::FallbackDirection);

    int f1 = unitIndex(s, "f1");
    guidon::client::DecisionOptions o = guidon::client::prepareDecision(s);
    std::vector<FallOption> ways = fallOptions(s, f1, s.combat.fallDie);
    REQUIRE(o.falls.size() == ways.size());
    std::vector<int> offered;
    for (std::size_t i = 0; i < ways.size(); ++i) {
        CAPTURE(i);
        CHECK(o.falls[i].direction == ways[i].direction);
        CHECK(o.falls[i].legal == ways[i].legal);
        CHECK(o.falls[i].longer == ways[i].longer);
        CHECK(o.falls[i].distance == ways[i].distance);
        if (o.falls[i].legal) offered.push_back(o.falls[i].direction);
    }
    CHECK(offered == std::vector<int>{0, 1}); // rear and right; the left is longer
    for (const FallOption& f : o.falls) {
        // Every way the window offers is one the rules accept, and no other.
        Command c;
        c.kind = CommandKind::FallBack;
        c.side = Side::Federal;
        c.unit = f1;
        c.anchor = f.direction;
        CHECK(!validate(s, c).has_value() == f.legal);
    }
}
